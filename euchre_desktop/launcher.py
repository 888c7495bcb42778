"""Create the QApplication and show the main window."""

from __future__ import annotations

import argparse
import random
import sys
import time
from collections.abc import Sequence
from importlib import resources
from pathlib import Path

from PySide6.QtCore import (
    QCoreApplication,
    QEvent,
    QEventLoop,
    QLibraryInfo,
    QLocale,
    QObject,
    QTranslator,
)
from PySide6.QtGui import QFileOpenEvent, QIcon
from PySide6.QtWidgets import QApplication

from euchre_desktop import APP_ID, __version__
from euchre_desktop.app import autosave, storage
from euchre_desktop.app.autosave import Autosaver
from euchre_desktop.app.controller import PONDER_ROUNDS, MatchController
from euchre_desktop.app.gui_gc import GuiThreadCollector
from euchre_desktop.app.settings import Settings
from euchre_desktop.app.sounds import Sounds, system_player
from euchre_desktop.app.storage import Statistics
from euchre_desktop.app.workers import InlineRunner, PoolRunner, Runner, pool_workers, search_cores
from euchre_desktop.bots import twins
from euchre_desktop.rules import PRESETS, HouseRules, preset
from euchre_desktop.ui.main_window import MainWindow
from euchre_desktop.ui.table import speeds
from euchre_desktop.ui.table.speeds import AnimationSpeed

APP_NAME = "Euchre Desktop"
TRANSLATION_BASENAME = "euchre_desktop"
ENGLISH = "en"  # the sources' language; its file holds only the plural forms
SMOKE_TIMEOUT_S = 20.0


class _FirstPaintWatcher(QObject):
    """Application-wide event filter that notes the first paint of any widget."""

    def __init__(self) -> None:
        super().__init__()
        self.painted = False

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint:
            self.painted = True
        return False


def install_translators(app: QApplication, locale: QLocale | None = None) -> list[QTranslator]:
    """Load Qt's own and the game's translations for ``locale`` (the system's by default),
    and make ``locale`` the one numbers are written in.

    A language the game does not speak gets the English file, which holds the English plural
    forms ("1 trick", "2 tricks"); a missing ``.qm`` file is not an error: the English source
    text is used.
    """
    locale = QLocale.system() if locale is None else locale
    QLocale.setDefault(locale)
    loaded: list[QTranslator] = []

    qt_translator = QTranslator(app)
    if qt_translator.load(
        locale, "qtbase", "_", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    ):
        app.installTranslator(qt_translator)
        loaded.append(qt_translator)

    translations = resources.files("euchre_desktop.translations")
    with resources.as_file(translations) as directory:
        game_translator = QTranslator(app)
        if game_translator.load(
            locale, TRANSLATION_BASENAME, "_", str(directory), ".qm"
        ) or game_translator.load(f"{TRANSLATION_BASENAME}_{ENGLISH}", str(directory)):
            app.installTranslator(game_translator)
            loaded.append(game_translator)
    return loaded


def _app_icon() -> QIcon:
    icon_file = resources.files("euchre_desktop.resources").joinpath("icons", "app.svg")
    with resources.as_file(icon_file) as path:
        return QIcon(str(path))


def _wait_for_dealt_frame(app: QApplication, window: MainWindow, timeout_s: float) -> bool:
    """Run the event loop until the deal has been laid out and painted."""
    watcher = _FirstPaintWatcher()
    deadline = time.perf_counter() + timeout_s
    while window.table.animator.is_busy() and time.perf_counter() < deadline:
        app.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 20)
    app.installEventFilter(watcher)
    try:
        window.table.viewport().update()
        while not watcher.painted and time.perf_counter() < deadline:
            app.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 20)
        app.processEvents()
    finally:
        app.removeEventFilter(watcher)
    return watcher.painted


def load_user_files(
    with_statistics: bool = True,
) -> tuple[Settings, Statistics | None, list[str]]:
    """The player's settings and statistics, after removing what interrupted writes left,
    and a sentence for each file that could not be used (none of them stops the game)."""
    if with_statistics:
        storage.remove_leftover_temporaries()
    settings, settings_message = Settings.load()
    stats, stats_message = Statistics.open() if with_statistics else (None, None)
    return settings, stats, [m for m in (settings_message, stats_message) if m]


def _starting_rules(args: argparse.Namespace, settings: Settings) -> HouseRules:
    if args.preset is not None:
        return preset(args.preset)
    return settings.house_rules()


class _FileOpenFilter(QObject):
    """Opens the saved match the desktop hands over while the game runs: macOS sends a
    double-clicked or dropped file as an event, not as a command-line argument."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self._window = window

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if isinstance(event, QFileOpenEvent) and event.file():
            self._window.open_match(Path(event.file()))
            return True
        return False


def _first_match(
    args: argparse.Namespace, settings: Settings, window: MainWindow
) -> tuple[str | None, str | None]:
    """Open FILE, or else resume the match in progress, or else deal a new one (asking for a
    seed or a preset asks for a new one). Returns why FILE could not be opened and why the
    match in progress could not be resumed (or None)."""
    file_problem = None
    if args.file is not None:
        try:
            window.controller.load_from(Path(args.file))
            return None, None
        except storage.StorageError as error:
            file_problem = str(error)
    autosave_message = None
    if not args.smoke and args.seed is None and args.preset is None:
        saved, autosave_message = autosave.load()
        if saved is not None:
            window.controller.resume(saved)
            return file_problem, None
    seed = args.seed if args.seed is not None else random.SystemRandom().randrange(1 << 62)
    window.start_match(_starting_rules(args, settings), seed, settings["bot_levels"])
    return file_problem, autosave_message


def run(
    args: argparse.Namespace,
    qt_argv: Sequence[str] | None = None,
    started_at: float | None = None,
) -> int:
    """Start the GUI. Returns the process exit code."""
    started = time.perf_counter() if started_at is None else started_at
    if args.preset is not None and args.preset not in PRESETS:
        print(f"no preset {args.preset!r}; the presets are {', '.join(PRESETS)}",
              file=sys.stderr)
        return 2

    QCoreApplication.setApplicationName(APP_NAME)
    QCoreApplication.setApplicationVersion(__version__)
    QCoreApplication.setOrganizationName("Euchre Desktop")
    existing = QApplication.instance()
    if isinstance(existing, QApplication):
        app = existing
    else:
        app = QApplication(list(qt_argv) if qt_argv is not None else [sys.argv[0]])
    app.setDesktopFileName(APP_ID)  # ties the window to the installed menu entry
    install_translators(app)  # the translators are owned by (parented to) the app
    app.setWindowIcon(_app_icon())
    GuiThreadCollector.install(app)  # no other thread frees a Qt object; see app/gui_gc.py

    settings, stats, messages = load_user_files(with_statistics=not args.smoke)
    speeds.set_speed(
        AnimationSpeed.INSTANT if args.smoke else AnimationSpeed(settings["animation_speed"])
    )
    runner: Runner = InlineRunner() if args.smoke else PoolRunner(pool_workers())
    controller = MatchController(runner, stats=stats)
    if isinstance(runner, PoolRunner):  # hints and Experts search on every core
        controller.search_shares = min(runner.max_workers, search_cores())
        controller.ponder_rounds = PONDER_ROUNDS  # off the table's thread: think ahead
    app.aboutToQuit.connect(controller.shutdown)
    sounds = Sounds(None if args.smoke else system_player())
    app.aboutToQuit.connect(sounds.close)
    window = MainWindow(controller, settings, sounds)
    window.keeps_geometry = not args.smoke  # a smoke start leaves the player's files alone
    app.installEventFilter(_FileOpenFilter(window))
    window.show()
    if not args.smoke:  # a smoke start neither resumes nor replaces the match in progress
        autosaver = Autosaver(controller, parent=app)
        autosaver.failed.connect(window.show_message)
        app.aboutToQuit.connect(autosaver.close)
    file_problem, autosave_message = _first_match(args, settings, window)
    window.show_messages([message for message in (*messages, autosave_message) if message])
    if file_problem:
        print(file_problem, file=sys.stderr)
        window.show_problem(
            QCoreApplication.translate("MainWindow", "Could not open the match"), file_problem)

    if args.smoke:
        painted = _wait_for_dealt_frame(app, window, SMOKE_TIMEOUT_S)
        elapsed = time.perf_counter() - started
        window.close()
        if not painted:
            print(f"no frame painted within {SMOKE_TIMEOUT_S:.0f} s", file=sys.stderr)
            return 1
        print(f"first frame in {elapsed:.3f} s (search: {twins.search_runs()})", flush=True)
        return 0

    if isinstance(runner, PoolRunner):
        runner.warm_up()
    return app.exec()
