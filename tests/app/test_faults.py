"""Fault injection: bad files, locked and full storage, dead and stuck workers, driven
headless through the real window. Each case checks the same three things: the game keeps
running (a hand is played to its end afterwards), the player is told in one translated
sentence, and nothing else the player had is lost.

A full disk is a real, tiny ``tmpfs`` where the system lets the tests mount one (Linux, as
root); elsewhere the same ``OSError`` is raised where the disk would raise it.
"""

from __future__ import annotations

import contextlib
import errno
import json
import multiprocessing
import os
import random
import shutil
import signal
import sqlite3
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QLocale, Qt, QTranslator
from PySide6.QtWidgets import QApplication, QDialog
from pytestqt.qtbot import QtBot

from euchre_desktop import launcher
from euchre_desktop.__main__ import _build_parser
from euchre_desktop.app import controller as controller_module
from euchre_desktop.app import storage
from euchre_desktop.app.controller import MatchController
from euchre_desktop.app.settings import Settings
from euchre_desktop.app.storage import Statistics
from euchre_desktop.app.workers import InlineRunner, PoolRunner
from euchre_desktop.bots.base import Decision, ReasonCode
from euchre_desktop.rules import PRESETS, MatchRecord, new_match
from euchre_desktop.ui.main_window import MainWindow
from euchre_desktop.ui.table import speeds
from tests.app.fault_tasks import (
    HANG_FILE_ENV,
    STARTED_FILE_ENV,
    coach_never_answers,
    never_answers_seat_one,
    random_bot,
    slow_bot,
)

ENGLISH_WORDS = (" the ", "could not", "damaged", "Your ", "is not", "newer")


# --- the player's files, the app and its messages -------------------------------------------


@pytest.fixture(params=["en", "fr"])
def language(request: pytest.FixtureRequest, qapp: QApplication) -> Iterator[str]:
    """Every case runs in English and in French: the sentence must be translated."""
    translators: list[QTranslator] = []
    if request.param == "fr":
        translators = launcher.install_translators(
            qapp, QLocale(QLocale.Language.French, QLocale.Country.France))
        assert translators
    yield request.param
    for translator in translators:
        qapp.removeTranslator(translator)


@pytest.fixture
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """The player's files: settings, statistics with one finished game, and a saved match."""
    monkeypatch.setenv(storage.HOME_ENV, str(tmp_path))
    monkeypatch.setattr(storage, "OPEN_BUSY_TIMEOUT_S", 0.1)
    monkeypatch.setattr(storage, "WRITE_BUSY_TIMEOUT_S", 0.05)
    before = speeds.current_speed()
    speeds.set_speed(speeds.AnimationSpeed.INSTANT)
    settings = Settings(tmp_path / "settings.json")
    settings.set("player_name", "Ada")
    settings.set("animation_speed", "instant")
    settings.save()
    stats, _ = Statistics.open()
    assert stats is not None
    game = stats.start_game("north-american", 0)
    stats.record_hand(game, 0, 7, 0, "H", False, "march", 0, 2)
    stats.finish_game(game, (10, 4), 0)
    stats.close()
    storage.save_match(tmp_path / "match.euchre.json", saved_match())
    yield tmp_path  # type: ignore[misc]
    speeds.set_speed(before)


def saved_match() -> storage.SavedMatch:
    rules = PRESETS["north-american"]
    state, _ = new_match(rules, 3)
    record = MatchRecord(rules, 3)
    for _ in range(6):
        action = state.legal_actions()[0]
        state, _ = state.apply(action)
        record = record.with_action(action, state)
    return storage.SavedMatch(record, 0, ("standard",) * 4)


class App:
    """The game as the launcher starts it, with bots answering at once, and what it told
    the player."""

    def __init__(self, qtbot: QtBot, runner: Any = None, **controller_options: Any) -> None:
        self.qtbot = qtbot
        settings, stats, messages = launcher.load_user_files()
        self.stats = stats
        self.controller = MatchController(
            runner if runner is not None else InlineRunner(), stats=stats,
            bot_task=controller_options.pop("bot_task", random_bot),
            hint_task=controller_options.pop("hint_task", random_bot), **controller_options)
        self.window = MainWindow(self.controller, settings)
        qtbot.addWidget(self.window)
        self.told: list[str] = []
        self.controller.notice.connect(self.told.append)
        self.controller.hint_failed.connect(self.told.append)
        self.window.show()
        self.window.start_match(PRESETS["north-american"], 5, "standard")
        self.told += messages
        self.window.show_messages(messages)

    def play_hands(self, hands: int = 1) -> None:
        """Play on as a player would until ``hands`` more hands are scored: the game runs."""
        state = self.controller.state
        target = state.hands_completed + hands
        chooser = random.Random(1)
        for _ in range(400):
            state = self.controller.state
            if state.hands_completed >= target or state.is_over:
                return
            try:
                self.qtbot.waitUntil(
                    lambda: self.close_summary() or self.controller.state.hands_completed
                    >= target or self.controller.state.turn == 0
                    and not self.window.table.animator.is_busy()
                    and not self.controller.is_bot_thinking, timeout=10000)
            except Exception:
                raise AssertionError(self.describe()) from None
            state = self.controller.state
            if state.turn == 0 and state.hands_completed < target:
                assert self.controller.submit_human(chooser.choice(state.legal_actions()))
        raise AssertionError("the game did not go on")

    def close_summary(self) -> bool:
        """A hand summary is read and closed, as a player does (never the wait's answer)."""
        if self.window.summary.isVisible():
            self.window.summary.close_summary()
        return False

    def describe(self) -> str:
        state = self.controller.state
        return (f"{state.phase} turn={state.turn} hands={state.hands_completed} "
                f"busy={self.window.table.animator.is_busy()} "
                f"thinking={self.controller.is_bot_thinking} human={self.controller.human_seat}")

    def close(self) -> None:
        self.window.close()
        if self.stats is not None:
            self.stats.close()


@pytest.fixture
def start(qtbot: QtBot) -> Iterator[Callable[..., App]]:
    apps: list[App] = []

    def starter(**options: Any) -> App:
        apps.append(App(qtbot, **options))
        return apps[-1]

    yield starter
    for app in apps:
        app.close()


def assert_told_once(app: App, language: str, *fragments: str) -> str:
    """The player was told exactly one thing, in one sentence of their language."""
    assert len(app.told) == 1, app.told
    (message,) = app.told
    assert message.endswith(".") and ". " not in message[:-1], message
    if language == "en":
        for fragment in fragments:
            assert fragment in message, (fragment, message)
    else:
        assert not any(word in message for word in ENGLISH_WORDS), message
    return message


def assert_nothing_else_lost(home: Path, *, settings: bool = True) -> None:
    """The statistics keep their finished game, the saved match opens, the settings hold
    the player's name."""
    stats, message = Statistics.open(home / storage.STATS_FILE_NAME)
    assert message is None and stats is not None
    assert stats.totals().games_won == 1
    stats.close()
    assert storage.load_match(home / "match.euchre.json") == saved_match()
    if settings:
        assert json.loads((home / "settings.json").read_text())["player_name"] == "Ada"


# --- settings -----------------------------------------------------------------------------------


@pytest.mark.parametrize("content", [
    b'{"sound": 1' + b"0" * 5000 + b"}",
    b'{"house_rules": ' + b"[" * 100_000 + b"]" * 100_000 + b"}",
    b'{"sound": tr',
    b"\xff\xfe{}",
])
def test_damaged_settings_are_kept_aside(
    home: Path, start: Callable[..., App], language: str, content: bytes
) -> None:
    (home / "settings.json").write_bytes(content)
    app = start()
    app.play_hands()
    assert_told_once(app, language, "settings file was damaged", "defaults are in use")
    (backup,) = home.glob("settings.json.corrupt-*")
    assert backup.read_bytes() == content
    assert_nothing_else_lost(home, settings=False)


def test_two_damaged_files_at_start_are_both_told_long_enough_to_read(
    home: Path, start: Callable[..., App], language: str,
) -> None:
    (home / "settings.json").write_bytes(b'{"sound": tr')
    (home / storage.STATS_FILE_NAME).write_bytes(b"not a database" * 100)
    app = start()
    assert len(app.told) == 2, app.told
    toast = app.window.toast
    assert toast.isVisible()
    assert all(message in toast.text() for message in app.told)
    characters = len(toast.text())
    assert app.window._toast_timer.interval() >= characters * 1000 / 20  # 20 a second
    assert toast.height() >= toast.heightForWidth(toast.width())  # every line shows
    app.qtbot.mouseClick(toast, Qt.MouseButton.LeftButton)  # read: out of the way
    assert not toast.isVisible() and not app.window._toast_timer.isActive()


@pytest.mark.parametrize("change", [{"bot_levels": None}, {"player_name": "A" * 50_000_000}])
def test_bad_values_in_settings_give_their_defaults_quietly(
    home: Path, start: Callable[..., App], change: dict[str, Any]
) -> None:
    data = json.loads((home / "settings.json").read_text()) | change | {"sound": False}
    (home / "settings.json").write_text(json.dumps(data))
    app = start()
    app.play_hands()
    assert app.told == []
    assert app.window.settings is not None and app.window.settings["sound"] is False
    assert not list(home.glob("*.corrupt-*"))


def test_settings_with_a_byte_order_mark_are_read(home: Path, start: Callable[..., App]) -> None:
    path = home / "settings.json"
    path.write_bytes(b"\xef\xbb\xbf" + path.read_bytes())
    app = start()
    assert app.told == [] and app.window.settings is not None
    assert app.window.settings["player_name"] == "Ada"


@contextlib.contextmanager
def unreadable(path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """``path`` cannot be read: by its permissions, or (as root, whom permissions do not
    stop) by the ``PermissionError`` reading it would raise."""
    if os.geteuid() != 0:
        path.chmod(0)
        try:
            yield
        finally:
            path.chmod(0o644)
        return
    real = Path.read_bytes

    def read_bytes(self: Path) -> bytes:
        if self == path:
            raise PermissionError(errno.EACCES, "Permission denied", str(self))
        return real(self)

    with monkeypatch.context() as patch:
        patch.setattr(Path, "read_bytes", read_bytes)
        yield


def test_unreadable_settings_are_left_alone_and_not_overwritten(
    home: Path, start: Callable[..., App], language: str, monkeypatch: pytest.MonkeyPatch,
    qtbot: QtBot,
) -> None:
    path = home / "settings.json"
    content = path.read_bytes()
    with unreadable(path, monkeypatch):
        app = start()
        assert_told_once(app, language, "could not be read (permission denied)",
                         "left as it is")
        app.told.clear()
        app.window.show_message = app.told.append  # type: ignore[method-assign]
        accept_new_game_dialog(monkeypatch)
        app.window._new_game()
        app.play_hands()
    assert_told_once(app, language, "settings could not be saved")
    assert path.read_bytes() == content and not list(home.glob("*.corrupt-*"))
    assert_nothing_else_lost(home)


def accept_new_game_dialog(monkeypatch: pytest.MonkeyPatch) -> None:
    from euchre_desktop.ui import new_game_dialog

    monkeypatch.setattr(new_game_dialog.NewGameDialog, "exec",
                        lambda self: QDialog.DialogCode.Accepted)
    monkeypatch.setattr(new_game_dialog.NewGameDialog, "animation_speed",
                        lambda self: "instant")


# --- saved matches --------------------------------------------------------------------------------


def open_file(app: App, path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Game > Open match… with ``path`` picked; the warning box's text is what is told."""
    from euchre_desktop.ui import main_window

    monkeypatch.setattr(main_window.QFileDialog, "getOpenFileName",
                        lambda *args: (str(path), ""))
    monkeypatch.setattr(main_window.QMessageBox, "warning",
                        lambda parent, title, text: app.told.append(text))
    app.window._open()


@pytest.mark.parametrize(("case", "expected"), [
    ("newer", "made by a newer Euchre Desktop; update to open it"),
    ("foreign", "is not a Euchre Desktop saved game; it was left as it is"),
    ("unreadable", "could not be read (permission denied); it was left as it is"),
    ("duplicated cards", "was damaged; it was kept as"),
])
def test_a_save_that_cannot_be_opened_says_why(
    home: Path, start: Callable[..., App], language: str, monkeypatch: pytest.MonkeyPatch,
    case: str, expected: str,
) -> None:
    path = home / "picked.euchre.json"
    data = json.loads((home / "match.euchre.json").read_text())
    if case == "newer":
        data["version"] += 1
    elif case == "foreign":
        data = {"name": "my-project", "version": "1.0.0"}
    elif case == "duplicated cards":
        data["record"]["setup"] = {"dealer": 0, "hands": [["JH"] * 5] * 4, "up_card": "JH",
                                   "kitty": ["9H"] * 3}
    path.write_text(json.dumps(data))
    content = path.read_bytes()
    app = start()
    app.play_hands()
    with unreadable(path, monkeypatch) if case == "unreadable" else contextlib.nullcontext():
        open_file(app, path, monkeypatch)
    assert_told_once(app, language, expected)
    app.play_hands()  # the match in progress goes on
    if case == "duplicated cards":
        (backup,) = home.glob("picked.euchre.json.corrupt-*")
        assert backup.read_bytes() == content
    else:
        assert path.read_bytes() == content and not list(home.glob("*.corrupt-*"))
    assert_nothing_else_lost(home)


def test_every_seed_the_command_line_takes_is_one_a_save_keeps(
    home: Path, start: Callable[..., App]
) -> None:
    parser = _build_parser()
    for refused in ("-1", str(1 << 63), "seven"):
        with pytest.raises(SystemExit):
            parser.parse_args(["--seed", refused])
    for seed in (0, (1 << 63) - 1):
        assert parser.parse_args(["--seed", str(seed)]).seed == seed
        app = start()
        app.window.start_match(PRESETS["north-american"], seed)
        app.play_hands()
        app.controller.save_to(home / "kept.euchre.json")
        assert storage.load_match(home / "kept.euchre.json").record.seed == seed


def test_saving_into_a_folder_that_cannot_be_written_says_so(
    home: Path, start: Callable[..., App], language: str, monkeypatch: pytest.MonkeyPatch,
) -> None:
    from euchre_desktop.ui import main_window

    target = home / "locked" / "match.euchre.json"
    target.parent.mkdir()
    target.write_text("the previous save")
    app = start()
    app.play_hands()
    real_open = os.open

    def refuse_in_locked(path: Any, *args: Any, **kwargs: Any) -> int:
        if Path(path).parent == target.parent:
            raise PermissionError(errno.EACCES, "Permission denied", str(path))
        return real_open(path, *args, **kwargs)

    monkeypatch.setattr(storage.os, "open", refuse_in_locked)
    monkeypatch.setattr(main_window.QFileDialog, "getSaveFileName",
                        lambda *args: (str(target), ""))
    monkeypatch.setattr(main_window.QMessageBox, "warning",
                        lambda parent, title, text: app.told.append(text))
    app.window._save()
    monkeypatch.undo()
    assert_told_once(app, language, "could not be saved as match.euchre.json "
                     "(permission denied)", "unchanged")
    assert target.read_text() == "the previous save"
    assert sorted(p.name for p in target.parent.iterdir()) == ["match.euchre.json"]
    app.play_hands()
    assert_nothing_else_lost(home)


# --- full disks ---------------------------------------------------------------------------


@contextlib.contextmanager
def full_disk(folder: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[bool]:
    """``folder`` is on a full disk: a tiny real filesystem mounted there and filled up
    where the system allows it (yields True), else every file write fails with ``ENOSPC``
    (yields False)."""
    folder.mkdir(exist_ok=True)
    saved = {p.name: p.read_bytes() for p in folder.iterdir() if p.is_file()}
    mounted = (sys.platform == "linux" and os.geteuid() == 0 and shutil.which("mount")
               and subprocess.run(["mount", "-t", "tmpfs", "-o", "size=256k", "tmpfs",
                                   str(folder)], capture_output=True).returncode == 0)
    if mounted:
        try:
            for name, content in saved.items():
                (folder / name).write_bytes(content)
            with contextlib.suppress(OSError), open(folder / "filler", "wb") as filler:
                while True:
                    filler.write(b"x" * 4096)
                    filler.flush()
            yield True
        finally:
            (folder / "filler").unlink(missing_ok=True)
            for name in saved:
                saved[name] = (folder / name).read_bytes()
            if subprocess.run(["umount", str(folder)]).returncode:
                subprocess.run(["umount", "-l", str(folder)], check=True)
            for name, content in saved.items():
                (folder / name).write_bytes(content)
        return
    def no_space(descriptor: int) -> None:
        raise OSError(errno.ENOSPC, "No space left on device")

    with monkeypatch.context() as patch:
        patch.setattr(storage.os, "fsync", no_space)
        yield False


def test_settings_on_a_full_disk_say_so_and_keep_the_old_file(
    home: Path, start: Callable[..., App], language: str, monkeypatch: pytest.MonkeyPatch,
) -> None:
    config = home / "config"
    config.mkdir()
    shutil.copy(home / "settings.json", config / "settings.json")
    app = start()
    assert app.window.settings is not None
    app.window.settings.path = config / "settings.json"
    app.window.show_message = app.told.append  # type: ignore[method-assign]
    accept_new_game_dialog(monkeypatch)
    with full_disk(config, monkeypatch):
        app.window._new_game()  # the new game starts all the same
        app.play_hands()
        app.close()
        assert json.loads((config / "settings.json").read_text())["player_name"] == "Ada"
        assert sorted(p.name for p in config.iterdir()) in (
            ["settings.json"], ["filler", "settings.json"])
    assert_told_once(app, language, "settings could not be saved (the disk is full)")
    assert_nothing_else_lost(home)


# --- statistics -----------------------------------------------------------------------------------


@contextlib.contextmanager
def locked_database(home: Path) -> Iterator[None]:
    """Another program holds the statistics database locked."""
    other = sqlite3.connect(home / storage.STATS_FILE_NAME, isolation_level=None)
    other.execute("BEGIN EXCLUSIVE")
    try:
        yield
    finally:
        other.execute("ROLLBACK")
        other.close()


def test_statistics_locked_at_start_up_are_not_called_damaged(
    home: Path, start: Callable[..., App], language: str
) -> None:
    with locked_database(home):
        app = start()
        app.play_hands()
    assert_told_once(app, language, "in use by another program")
    assert not list(home.glob("*.corrupt-*"))
    assert_nothing_else_lost(home)


def test_statistics_locked_during_a_match_are_skipped_and_told_once(
    home: Path, start: Callable[..., App], language: str
) -> None:
    app = start()
    with locked_database(home):
        app.play_hands(2)
    app.play_hands()
    assert_told_once(app, language, "in use by another program")
    assert_nothing_else_lost(home)


def test_read_only_statistics_let_the_match_go_on(
    home: Path, start: Callable[..., App], language: str
) -> None:
    app = start()
    assert app.stats is not None
    app.stats.close()
    read_only = sqlite3.connect(f"file:{home / storage.STATS_FILE_NAME}?mode=ro", uri=True)
    app.stats._db = read_only  # as a database whose file is read-only opens
    app.window.start_match(PRESETS["north-american"], 8)
    app.play_hands(2)
    assert_told_once(app, language, "could not be written (the file is read-only)")
    assert_nothing_else_lost(home)


def test_an_unwritable_data_folder_means_no_statistics_not_no_game(
    home: Path, start: Callable[..., App], language: str, monkeypatch: pytest.MonkeyPatch,
) -> None:
    data = home / "data"
    monkeypatch.setattr(storage, "data_dir", lambda: data)
    real_mkdir = Path.mkdir

    def refuse(self: Path, *args: Any, **kwargs: Any) -> None:
        if self == data:
            raise PermissionError(errno.EACCES, "Permission denied", str(self))
        real_mkdir(self, *args, **kwargs)

    monkeypatch.setattr(Path, "mkdir", refuse)
    app = start()
    monkeypatch.undo()
    app.play_hands()
    assert app.stats is None
    assert_told_once(app, language, "statistics could not be opened (permission denied)")
    assert_nothing_else_lost(home)


def test_statistics_on_a_full_disk_let_the_match_go_on(
    home: Path, start: Callable[..., App], language: str, monkeypatch: pytest.MonkeyPatch,
) -> None:
    data = home / "data"
    data.mkdir()
    monkeypatch.setattr(storage, "data_dir", lambda: data)
    shutil.copy(home / storage.STATS_FILE_NAME, data / storage.STATS_FILE_NAME)
    with full_disk(data, monkeypatch) as real:
        app = start()
        if not real:  # SQLite's own page limit reports a full disk as the disk would
            assert app.stats is not None
            app.stats._db.execute("PRAGMA max_page_count = 1")
        app.play_hands(2)
        app.close()
    assert_told_once(app, language, "the disk is full")
    stats, _ = Statistics.open(data / storage.STATS_FILE_NAME)
    assert stats is not None and stats.totals().games_won == 1
    stats.close()
    assert_nothing_else_lost(home)


def test_leftovers_of_interrupted_writes_are_removed_at_start_up(
    home: Path, start: Callable[..., App]
) -> None:
    leftover = home / ".settings.json.0a1b2c3d.tmp"
    leftover.write_text('{"half": ')
    os.utime(leftover, (1, 1))
    app = start()
    assert not leftover.exists() and app.told == []
    assert_nothing_else_lost(home)


# --- workers ------------------------------------------------------------------------------


@pytest.fixture
def pool(qtbot: QtBot) -> Iterator[PoolRunner]:
    runner = PoolRunner()
    yield runner
    runner.shutdown()
    assert multiprocessing.active_children() == []


def test_a_bot_that_never_answers_gets_a_legal_move_and_a_new_worker(
    home: Path, start: Callable[..., App], pool: PoolRunner, monkeypatch: pytest.MonkeyPatch,
) -> None:
    hang = home / "hang"
    hang.touch()
    monkeypatch.setenv(HANG_FILE_ENV, str(hang))  # read by the workers, spawned after this
    monkeypatch.setattr(controller_module, "decision_deadline_s", lambda level: 1.0)
    app = start(runner=pool, bot_task=never_answers_seat_one)
    thinking: list[int] = []
    decided: list[tuple[int, Decision]] = []
    app.controller.bot_thinking.connect(lambda seat, on: thinking.append(seat) if on else None)
    app.controller.bot_decided.connect(lambda seat, decision: decided.append((seat, decision)))
    rules = PRESETS["north-american"]
    seat_one_first = [seed for seed in range(100) if new_match(rules, seed)[0].turn == 1]
    for seed in seat_one_first[:3]:  # New game twice while seat 1 is stuck: no worker stays
        #                              stuck, and the third match's bot gets its deadline
        thinking.clear()
        app.window.start_match(rules, seed)
        app.qtbot.waitUntil(lambda: 1 in thinking, timeout=20000)
    app.qtbot.waitUntil(lambda: any(seat == 1 for seat, _ in decided), timeout=20000)
    hang.unlink()
    app.play_hands()
    # The stuck decision comes back as the fallback move; on a loaded machine an ordinary
    # decision may also overrun the test's short deadline, which is no failure.
    fallbacks = [decision for seat, decision in decided
                 if seat == 1 and decision.reasons[0].code is ReasonCode.FALLBACK]
    assert fallbacks and fallbacks[0].reasons[0].params["problem"] == "timeout"
    assert len([seat for seat, _ in decided if seat == 1]) >= 2  # seat 1 plays on
    assert_nothing_else_lost(home)


def test_a_worker_killed_mid_decision_costs_one_move_not_the_game(
    home: Path, start: Callable[..., App], pool: PoolRunner, monkeypatch: pytest.MonkeyPatch,
) -> None:
    started = home / "started"
    monkeypatch.setenv(STARTED_FILE_ENV, str(started))  # read by the workers, spawned after
    app = start(runner=pool, bot_task=slow_bot)
    decided: list[Decision] = []
    app.controller.bot_decided.connect(lambda seat, decision: decided.append(decision))
    app.qtbot.waitUntil(started.exists, timeout=20000)  # a worker is deciding
    monkeypatch.delenv(STARTED_FILE_ENV)
    for pid in pool.worker_pids():
        os.kill(pid, signal.SIGKILL)
    app.qtbot.waitUntil(lambda: bool(decided), timeout=20000)
    assert decided[0].reasons[0].code is ReasonCode.FALLBACK
    app.play_hands()
    assert any(d.reasons[0].code is not ReasonCode.FALLBACK for d in decided[1:])
    assert_nothing_else_lost(home)


GAME_WITH_WORKERS = """
import sys, time
from PySide6.QtCore import QCoreApplication
from euchre_desktop.app.workers import PoolRunner
app = QCoreApplication([])
runner = PoolRunner()
ticket = runner.submit(time.sleep, 0)
runner.submit(time.sleep, 0.5)  # both workers start
deadline = time.monotonic() + 60
while len(runner.worker_pids()) < 2 and time.monotonic() < deadline:
    app.processEvents()
    time.sleep(0.01)
print(*runner.worker_pids(), flush=True)
time.sleep(600)
"""


def running(pid: int) -> bool:
    try:
        with open(f"/proc/{pid}/stat") as status:
            return status.read().split(")")[-1].split()[0] not in ("Z", "X")
    except FileNotFoundError:
        return False


@pytest.mark.skipif(not Path("/proc/self/stat").exists(), reason="reads process states in /proc")
def test_workers_exit_when_the_game_is_killed(tmp_path: Path) -> None:
    game = subprocess.Popen([sys.executable, "-c", GAME_WITH_WORKERS], stdout=subprocess.PIPE,
                            text=True, cwd=Path(__file__).resolve().parents[2])
    try:
        assert game.stdout is not None
        workers = [int(pid) for pid in game.stdout.readline().split()]
        assert len(workers) == 2 and all(running(pid) for pid in workers)
    finally:
        game.kill()  # SIGKILL: no handler, no atexit, nothing of the game runs
        game.wait()
    deadline = time.monotonic() + 10
    while any(running(pid) for pid in workers) and time.monotonic() < deadline:
        time.sleep(0.05)
    assert not any(running(pid) for pid in workers)


def test_a_coach_that_never_answers_lets_the_player_ask_again(
    home: Path, start: Callable[..., App], pool: PoolRunner, language: str,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(controller_module, "decision_deadline_s", lambda level: 0.5)
    app = start(runner=pool, hint_task=coach_never_answers)
    app.qtbot.waitUntil(lambda: app.controller.state.turn == 0
                        and not app.window.table.animator.is_busy()
                        and app.window.hint_button.isEnabled(), timeout=20000)
    app.window.hint_button.click()
    assert not app.window.hint_button.isEnabled()
    app.qtbot.waitUntil(lambda: bool(app.told), timeout=20000)
    assert_told_once(app, language, "coach could not answer", "ask again")
    assert app.window.hint_button.isEnabled()
    app.play_hands()
    assert_nothing_else_lost(home)
