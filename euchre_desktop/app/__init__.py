"""Application start-up: the QApplication, translations, icon and main window."""
