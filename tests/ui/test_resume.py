"""A match resumed on the table: redrawn exactly as it was left, from the player's own seat."""

from __future__ import annotations

import argparse
import os
import random
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QRect, QSize, Qt
from PySide6.QtGui import QGuiApplication, QImage
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from euchre_desktop.app import autosave, storage
from euchre_desktop.app.autosave import Autosaver
from euchre_desktop.app.controller import MatchController
from euchre_desktop.app.settings import Settings
from euchre_desktop.app.workers import InlineRunner
from euchre_desktop.launcher import _first_match
from euchre_desktop.rules import PRESETS, Phase
from euchre_desktop.ui.main_window import MainWindow
from euchre_desktop.ui.table.card_item import CardItem
from tests.ui.test_table import mean_difference, take_turn

RULES = PRESETS["north-american"]
PICTURES = os.environ.get("EUCHRE_RESUME_PICTURES")  # a folder to keep the grabs in


@pytest.fixture
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("EUCHRE_DESKTOP_HOME", str(tmp_path))
    return tmp_path


def open_window(qtbot: QtBot) -> MainWindow:
    controller = MatchController(InlineRunner())
    window = MainWindow(controller)
    qtbot.addWidget(window)
    window.resize(1200, 800)
    window.show()
    qtbot.waitExposed(window)
    return window


@pytest.fixture
def windows(qtbot: QtBot, home: Path) -> Iterator[list[MainWindow]]:
    opened: list[MainWindow] = []
    yield opened
    for window in opened:
        window.controller.shutdown()


def ready_for_the_human(window: MainWindow) -> bool:
    """The table is idle and shows the human what they may do (a hand summary is closed
    on the way)."""
    if window.summary.isVisible():
        QTest.keyClick(window.summary, Qt.Key.Key_Space)
        return False
    controller = window.controller
    if window.table.animator.is_busy() or controller.state.turn != controller.human_seat:
        return False
    return bool(window.bidding_panel.buttons()) or any(
        item.highlight for item in window.presenter.human_items())


def play_until(qtbot: QtBot, window: MainWindow, done: object, seed: int = 3) -> None:
    chooser = random.Random(seed)
    for _ in range(400):
        qtbot.waitUntil(lambda: ready_for_the_human(window), timeout=20000)
        if done(window.controller):  # type: ignore[operator]
            return
        take_turn(window, drag=False, chooser=chooser)
    raise AssertionError("the match did not get there")


def table_picture(window: MainWindow, name: str) -> QImage:
    image = window.grab().toImage().convertToFormat(QImage.Format.Format_RGB32)
    if PICTURES:
        image.save(str(Path(PICTURES) / f"{name}.png"))
    return image


def drawn(window: MainWindow) -> dict[str, object]:
    """What the table shows, card by card."""
    presenter = window.presenter

    def face(item: CardItem) -> object:
        return item.card

    return {
        "hand": [face(item) for item in presenter.human_items()],
        "playable": sorted(str(item.card) for item in presenter.human_items()
                           if item.highlight),
        "hand sizes": [len(hand) for hand in presenter.hands],
        "trick": [(seat, face(item)) for seat, item in presenter.trick],
        "won tricks": [(winner, len(cards)) for winner, cards in presenter.won],
        "discards": len(presenter.discards),
        "dealer": presenter.dealer,
        "trump": presenter.trump,
        "names": list(window.names),
    }


def test_a_match_resumes_mid_trick_with_the_table_as_it_was(
    qtbot: QtBot, home: Path, windows: list[MainWindow]
) -> None:
    first = open_window(qtbot)
    windows.append(first)
    saver = Autosaver(first.controller, parent=first)
    first.start_match(RULES, seed=11, bot_levels="standard")

    def mid_trick_with_points(controller: MatchController) -> bool:
        return (controller.state.phase is Phase.PLAY and bool(controller.view().trick)
                and sum(controller.state.scores) > 0)

    play_until(qtbot, first, mid_trick_with_points)
    assert saver.flush()
    before = drawn(first)
    picture_before = table_picture(first, "before-the-kill")
    saver.close()  # the game is killed here; what it wrote is all there is

    second = open_window(qtbot)
    windows.append(second)
    saved, message = autosave.load()
    assert message is None and saved is not None
    second.controller.resume(saved)
    qtbot.waitUntil(lambda: ready_for_the_human(second), timeout=20000)
    assert second.controller.record.actions == first.controller.record.actions
    assert second.controller.state.scores == first.controller.state.scores
    assert drawn(second) == before
    assert before["trick"] and before["playable"]
    picture_after = table_picture(second, "after-the-resume")
    assert mean_difference(picture_after, picture_before) < 2.0
    score_texts = [label.text() for label in first.score_panel._scores]
    assert [label.text() for label in second.score_panel._scores] == score_texts


@pytest.mark.parametrize("how", ["resume", "open"])
def test_a_match_from_another_seat_is_drawn_from_that_seat(
    qtbot: QtBot, home: Path, windows: list[MainWindow], how: str
) -> None:
    """A save may seat the player elsewhere than seat 0: they still sit at the bottom, with
    their own cards face up and named "You", and play on by clicks."""
    maker = MatchController(InlineRunner())
    maker.new_match(RULES, seed=5, human_seat=1)
    saved = maker.saved()
    window = open_window(qtbot)
    windows.append(window)
    window.start_match(RULES, seed=1)  # the window has a four-seat match from seat 0 already
    qtbot.waitUntil(lambda: not window.table.animator.is_busy())
    if how == "resume":
        window.controller.resume(saved)
    else:
        storage.save_match(home / "seat-one.euchre.json", saved)
        window.controller.load_from(home / "seat-one.euchre.json")
    play_until(qtbot, window, lambda controller: True)
    assert window.presenter.human_seat == 1
    assert window.names[1] == "You" and window.names[0] != "You"
    hand = window.controller.state.view(1).hand
    assert sorted(map(str, drawn(window)["hand"])) == sorted(map(str, hand))  # type: ignore[call-overload]
    for seat, items in enumerate(window.presenter.hands):
        if seat != 1:
            assert all(item.card is None for item in items), f"seat {seat} is shown"
    scored: list[object] = []
    window.presenter.hand_scored.connect(scored.append)
    play_until(qtbot, window, lambda controller: bool(scored))
    scores = window.controller.state.scores
    assert window.summary._scores.text().startswith(f"Us {scores[1]} · Them {scores[0]}")


def start_arguments(**given: object) -> argparse.Namespace:
    arguments = {"file": None, "smoke": False, "seed": None, "preset": None} | given
    return argparse.Namespace(**arguments)


def test_a_start_resumes_the_match_in_progress_unless_a_new_one_is_asked_for(
    qtbot: QtBot, home: Path, windows: list[MainWindow]
) -> None:
    maker = MatchController(InlineRunner())
    maker.new_match(RULES, seed=5, human_seat=0)
    storage.save_match(home / autosave.AUTOSAVE_NAME, maker.saved())
    settings = Settings(home / "settings.json")
    window = open_window(qtbot)
    windows.append(window)
    assert _first_match(start_arguments(), settings, window) == (None, None)
    assert window.controller.record.seed == 5
    assert _first_match(start_arguments(seed=77), settings, window) == (None, None)
    assert window.controller.record.seed == 77
    assert _first_match(start_arguments(preset="british"), settings, window) == (None, None)
    assert window.controller.state.rules == PRESETS["british"]


def test_a_new_match_at_start_seats_each_bot_at_its_own_level(
    qtbot: QtBot, home: Path, windows: list[MainWindow]
) -> None:
    settings = Settings(home / "settings.json")
    levels = ["standard", "beginner", "standard", "beginner", "standard", "beginner"]
    settings.set("bot_levels", levels)
    window = open_window(qtbot)
    windows.append(window)
    assert _first_match(start_arguments(seed=77), settings, window) == (None, None)
    assert window.controller.human_seat == 0
    assert window.controller.bot_levels == tuple(levels[:4])


def test_a_file_the_desktop_asks_to_open_opens_in_the_running_game(
    qtbot: QtBot, home: Path, windows: list[MainWindow], qapp: object,
) -> None:
    """macOS hands a double-clicked saved match to the running game as an event."""
    from PySide6.QtCore import QCoreApplication
    from PySide6.QtGui import QFileOpenEvent

    from euchre_desktop.launcher import _FileOpenFilter

    saved = open_window(qtbot)
    windows.append(saved)
    saved.start_match(PRESETS["british"], seed=5)
    qtbot.waitUntil(lambda: ready_for_the_human(saved), timeout=10000)
    saved.controller.save_to(home / "club.euchre.json")

    window = open_window(qtbot)
    windows.append(window)
    window.start_match(PRESETS["north-american"], seed=9)
    event_filter = _FileOpenFilter(window)
    QCoreApplication.instance().installEventFilter(event_filter)  # type: ignore[union-attr]
    try:
        QCoreApplication.sendEvent(QCoreApplication.instance(),  # type: ignore[arg-type]
                                   QFileOpenEvent(str(home / "club.euchre.json")))
    finally:
        QCoreApplication.instance().removeEventFilter(event_filter)  # type: ignore[union-attr]
    assert window.controller.state.rules == PRESETS["british"]
    assert window.controller.state.seed == saved.controller.state.seed


def test_the_window_opens_where_and_as_big_as_it_closed(qtbot: QtBot, home: Path) -> None:
    """Its geometry is kept in the settings at close; a kept value that cannot be read leaves
    the default size."""
    place = QRect(60, 70, 1320, 870)
    screen = QGuiApplication.primaryScreen().availableGeometry()
    if not screen.contains(place):  # see tests/conftest.py
        pytest.skip(f"the offscreen screen ({screen.width()}x{screen.height()}) is too small")
    settings = Settings(home / "settings.json")
    window = MainWindow(MatchController(InlineRunner()), settings)
    qtbot.addWidget(window)
    window.show()
    window.setGeometry(place)
    qtbot.waitUntil(lambda: window.size() == QSize(1320, 870))
    window.close()
    kept = Settings.load(home / "settings.json")[0]
    assert kept["window_geometry"]
    reopened = MainWindow(MatchController(InlineRunner()), kept)
    qtbot.addWidget(reopened)
    reopened.show()
    assert reopened.geometry() == place
    reopened.close()

    kept.set("window_geometry", "not a geometry")
    default = MainWindow(MatchController(InlineRunner()), kept)
    qtbot.addWidget(default)
    assert default.size() == QSize(1180, 780)
    default.close()
