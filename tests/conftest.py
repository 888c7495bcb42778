"""Shared test set-up.

Every test runs headless: Qt is forced onto its ``offscreen`` platform before
anything creates a QApplication, whatever the developer's environment says.

Qt's own warnings fail tests: pytest-qt captures Qt log messages and the
``qt_log_level_fail = "WARNING"`` option in ``pyproject.toml`` turns any
warning or critical message into a test failure. Known-harmless messages are
listed (as exact regular expressions) under ``qt_log_ignore`` there.
"""

import os

# Forced, not defaulted: a developer's QT_QPA_PLATFORM=xcb/wayland must not
# make the suite open real windows or depend on a display.
os.environ["QT_QPA_PLATFORM"] = "offscreen"
