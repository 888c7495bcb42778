"""Qt Linguist translations (.ts sources, compiled .qm), installed as
``euchre_desktop.translations`` and read through ``importlib.resources``."""
