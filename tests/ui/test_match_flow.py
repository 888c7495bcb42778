"""The flow of a match on the main window: the hand summary waits for the player, the side
panel beside it shows the hand's end, the end of the match, New game and Save."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QLabel
from pytestqt.qtbot import QtBot

from euchre_desktop.app.controller import MatchController
from euchre_desktop.app.workers import InlineRunner
from euchre_desktop.rules import PRESETS, HouseRules
from euchre_desktop.rules import events as ev
from euchre_desktop.ui.dialogs import HandSummary
from euchre_desktop.ui.main_window import MainWindow
from tests.ui.test_table import take_turn


@pytest.fixture
def window(qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[MainWindow]:
    monkeypatch.setenv("EUCHRE_DESKTOP_HOME", str(tmp_path))
    controller = MatchController(InlineRunner())
    main = MainWindow(controller)
    qtbot.addWidget(main)
    main.resize(1200, 800)
    main.show()
    qtbot.waitExposed(main)
    yield main
    controller.shutdown()


def play_to_summary(qtbot: QtBot, window: MainWindow, rules: HouseRules = PRESETS[
        "north-american"], seed: int = 3) -> list[ev.HandScored]:
    """Start a match and play (first choices) until the first hand summary is up."""
    scored: list[ev.HandScored] = []
    window.presenter.hand_scored.connect(scored.append)
    window.start_match(rules, seed=seed, bot_level="beginner")
    for _ in range(60):
        qtbot.waitUntil(lambda: window.summary.isVisible() or human_to_act(window),
                        timeout=20000)
        if window.summary.isVisible():
            return scored
        take_turn(window, drag=False)
    raise AssertionError("no hand was scored")


def human_to_act(window: MainWindow) -> bool:
    if window.table.animator.is_busy() or window.controller.state.turn != 0:
        return False
    return bool(window.bidding_panel.buttons()) or any(
        item.highlight for item in window.presenter.human_items())


def side_panel_texts(window: MainWindow) -> list[str]:
    return [widget.text() for widget in window.score_panel.findChildren(QLabel)]


def test_the_summary_stays_and_the_side_panel_shows_the_hand_end(
    qtbot: QtBot, window: MainWindow
) -> None:
    scored = play_to_summary(qtbot, window)
    event = scored[0]
    qtbot.wait(300)  # animations are instant: anything timed would have happened by now
    assert window.summary.isVisible()
    assert window.table.animator.is_busy()  # the next deal waits for the player
    assert not window.bidding_panel.buttons()
    us, them = event.scores
    assert window.score_panel.score_text(0).startswith(f"Us {us} ")
    assert window.score_panel.score_text(1).startswith(f"Them {them} ")
    makers_tricks = f"{event.maker_tricks} trick" if event.maker_tricks == 1 else (
        f"{event.maker_tricks} tricks")
    assert makers_tricks in side_panel_texts(window)
    QTest.keyClick(window.summary, Qt.Key.Key_Space)
    assert window.summary.isHidden()
    qtbot.waitUntil(lambda: human_to_act(window), timeout=20000)
    assert "0 tricks" in side_panel_texts(window)


@pytest.mark.parametrize("close", ["space", "enter", "escape", "click", "continue"])
def test_the_player_closes_the_summary(qtbot: QtBot, window: MainWindow, close: str) -> None:
    play_to_summary(qtbot, window)
    summary = window.summary
    if close == "click":
        QTest.mouseClick(summary, Qt.MouseButton.LeftButton, pos=summary.rect().topLeft()
                         + summary.rect().center() / 4)
    elif close == "continue":
        QTest.mouseClick(summary.continue_button, Qt.MouseButton.LeftButton)
    else:
        key = {"space": Qt.Key.Key_Space, "enter": Qt.Key.Key_Return,
               "escape": Qt.Key.Key_Escape}[close]
        QTest.keyClick(summary.focusWidget() or summary, key)
    assert summary.isHidden()
    qtbot.waitUntil(lambda: human_to_act(window) or window.controller.state.turn != 0,
                    timeout=20000)
    qtbot.waitUntil(lambda: not window.table.animator.is_busy(), timeout=20000)


def test_without_a_review_connected_there_is_no_review_button(qtbot: QtBot) -> None:
    summary = HandSummary()  # the main window always connects its review
    qtbot.addWidget(summary)
    summary.show_thrown_in("North")
    assert summary.review_button.isHidden()


def test_the_review_button_asks_for_the_review(qtbot: QtBot, window: MainWindow) -> None:
    requests: list[bool] = []
    window.summary.review_requested.connect(lambda: requests.append(True))
    play_to_summary(qtbot, window)
    assert window.summary.review_button.isVisible()
    QTest.mouseClick(window.summary.review_button, Qt.MouseButton.LeftButton)
    assert requests == [True]
    assert window.summary.isVisible()  # the review opens beside it; the summary waits


def test_undo_while_the_summary_is_up_drops_it(qtbot: QtBot, window: MainWindow) -> None:
    play_to_summary(qtbot, window)
    window.controller.undo()
    assert window.summary.isHidden()
    qtbot.waitUntil(lambda: human_to_act(window), timeout=20000)


def test_last_trick_while_the_summary_is_up_shows_the_hands_last_trick(
    qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    from euchre_desktop.ui import main_window

    tricks: list[ev.TrickWon] = []
    window.controller.events_ready.connect(
        lambda events: tricks.extend(e for e in events if isinstance(e, ev.TrickWon)))
    play_to_summary(qtbot, window)
    shown: list[object] = []
    monkeypatch.setattr(main_window.LastTrickDialog, "open", lambda self: shown.append(
        [label.accessibleName() for label in self.card_labels]))
    window._last_trick()
    from euchre_desktop.ui import words
    assert shown == [[words.card_name(card) for _, card in tricks[-1].cards]]
