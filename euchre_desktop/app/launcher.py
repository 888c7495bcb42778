"""Create the QApplication and show the main window."""

from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Sequence
from importlib import resources

from PySide6.QtCore import (
    QCoreApplication,
    QEvent,
    QEventLoop,
    QLibraryInfo,
    QLocale,
    QObject,
    Qt,
    QTranslator,
)
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QApplication, QLabel, QMainWindow

from euchre_desktop import __version__

APP_NAME = "Euchre Desktop"
TRANSLATION_BASENAME = "euchre_desktop"
SMOKE_TIMEOUT_S = 20.0


class PlaceholderWindow(QMainWindow):
    """Stand-in main window until the card table exists."""

    def __init__(self) -> None:
        super().__init__()
        self.setWindowTitle(APP_NAME)
        label = QLabel(self.tr("Euchre Desktop — the table is coming soon."))
        label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.setCentralWidget(label)
        self.resize(960, 640)


class _FirstPaintWatcher(QObject):
    """Application-wide event filter that notes the first paint of any widget."""

    def __init__(self) -> None:
        super().__init__()
        self.painted = False

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint:
            self.painted = True
        return False


def _install_translators(app: QApplication) -> list[QTranslator]:
    """Load Qt's own and the game's translations for the system locale.

    A missing ``.qm`` file is not an error: the English source text is used.
    """
    locale = QLocale.system()
    loaded: list[QTranslator] = []

    qt_translator = QTranslator(app)
    if qt_translator.load(
        locale, "qtbase", "_", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    ):
        app.installTranslator(qt_translator)
        loaded.append(qt_translator)

    translations = resources.files("euchre_desktop").joinpath("translations")
    with resources.as_file(translations) as directory:
        game_translator = QTranslator(app)
        if game_translator.load(locale, TRANSLATION_BASENAME, "_", str(directory), ".qm"):
            app.installTranslator(game_translator)
            loaded.append(game_translator)
    return loaded


def _app_icon() -> QIcon:
    icon_file = resources.files("euchre_desktop").joinpath("resources", "icons", "app.svg")
    with resources.as_file(icon_file) as path:
        return QIcon(str(path))


def _wait_for_first_frame(app: QApplication, timeout_s: float) -> bool:
    watcher = _FirstPaintWatcher()
    app.installEventFilter(watcher)
    try:
        deadline = time.perf_counter() + timeout_s
        while not watcher.painted and time.perf_counter() < deadline:
            app.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 50)
        # One more pass so the painted frame is flushed to the window.
        app.processEvents()
    finally:
        app.removeEventFilter(watcher)
    return watcher.painted


def run(
    args: argparse.Namespace,
    qt_argv: Sequence[str] | None = None,
    started_at: float | None = None,
) -> int:
    """Start the GUI. Returns the process exit code."""
    started = time.perf_counter() if started_at is None else started_at

    QCoreApplication.setApplicationName(APP_NAME)
    QCoreApplication.setApplicationVersion(__version__)
    QCoreApplication.setOrganizationName("Euchre Desktop")
    existing = QApplication.instance()
    if isinstance(existing, QApplication):
        app = existing
    else:
        app = QApplication(list(qt_argv) if qt_argv is not None else [sys.argv[0]])
    app.setDesktopFileName("euchre-desktop")
    _install_translators(app)  # the translators are owned by (parented to) the app
    app.setWindowIcon(_app_icon())

    window = PlaceholderWindow()
    window.show()

    if args.smoke:
        painted = _wait_for_first_frame(app, SMOKE_TIMEOUT_S)
        elapsed = time.perf_counter() - started
        window.close()
        if not painted:
            print(f"no frame painted within {SMOKE_TIMEOUT_S:.0f} s", file=sys.stderr)
            return 1
        print(f"first frame in {elapsed:.3f} s", flush=True)
        return 0

    return app.exec()
