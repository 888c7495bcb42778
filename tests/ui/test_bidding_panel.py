"""The bidding panel offers exactly the legal non-card actions, and clicks and keys choose
them."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from euchre_desktop.rules import GameState, Phase
from euchre_desktop.rules.actions import DECLINE, ORDER_UP, PASS, Discard, GiveCard, Play
from euchre_desktop.ui.bidding_panel import BiddingPanel
from tests.ui.scenarios import scenarios

STATES: dict[str, GameState] = scenarios()


@pytest.fixture
def panel(qtbot: QtBot) -> BiddingPanel:
    widget = BiddingPanel()
    qtbot.addWidget(widget)
    widget.show()
    qtbot.waitExposed(widget)
    return widget


@pytest.mark.parametrize("name", sorted(STATES))
def test_buttons_are_exactly_the_legal_non_card_actions(panel: BiddingPanel, name: str) -> None:
    state = STATES[name]
    panel.set_view(state.view(0))
    expected = [a for a in state.legal_actions() if not isinstance(a, (Play, Discard, GiveCard))]
    assert panel.offered_actions() == expected
    assert all(button.text() for button in panel.buttons())
    assert panel._title.text(), "every decision has a title"


@pytest.mark.parametrize("name", sorted(STATES))
def test_clicking_a_button_chooses_its_action(
    panel: BiddingPanel, qtbot: QtBot, name: str
) -> None:
    view = STATES[name].view(0)
    panel.set_view(view)
    for action in list(panel.offered_actions()):
        panel.set_view(view)
        button = panel.button_for(action)
        assert button is not None
        with qtbot.waitSignal(panel.action_chosen) as blocker:
            qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
        assert blocker.args == [action]


def test_a_choice_is_sent_once(panel: BiddingPanel, qtbot: QtBot) -> None:
    panel.set_view(STATES["round-1"].view(0))
    chosen: list[object] = []
    panel.action_chosen.connect(chosen.append)
    button = panel.button_for(ORDER_UP)
    assert button is not None
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    assert chosen == [ORDER_UP]


def test_card_phases_show_an_instruction_and_no_button(panel: BiddingPanel) -> None:
    panel.set_view(STATES["dealer-discard"].view(0))
    assert panel.offered_actions() == [] and "discard" in panel._instruction.text()
    panel.set_view(STATES["partner-gives"].view(0))
    assert panel.offered_actions() == [] and "give to" in panel._instruction.text()
    panel.set_view(STATES["play"].view(0))
    assert panel.offered_actions() == [] and "play a card" in panel._title.text()


def test_titles_say_the_phase(panel: BiddingPanel) -> None:
    panel.set_view(STATES["round-1"].view(0))
    assert panel._title.text().startswith("Round 1: order up or pass?")
    panel.set_view(STATES["round-1-dealer"].view(0))
    assert "take it up or turn it down" in panel._title.text()
    panel.set_view(STATES["round-2-stick-the-dealer"].view(0))
    assert "stick the dealer" in panel._title.text()
    panel.set_view(STATES["round-1-dealers-partner-alone"].view(0))
    assert "go alone" in panel._instruction.text()


@pytest.mark.parametrize(
    ("name", "key", "expected"),
    [("round-1", Qt.Key.Key_P, PASS), ("round-1", Qt.Key.Key_O, ORDER_UP),
     ("round-1", Qt.Key.Key_Return, PASS), ("going-alone", Qt.Key.Key_Enter, DECLINE)],
)
def test_keyboard_shortcuts(
    panel: BiddingPanel, qtbot: QtBot, name: str, key: Qt.Key, expected: object
) -> None:
    panel.set_view(STATES[name].view(0))
    panel.activateWindow()
    qtbot.waitActive(panel)
    with qtbot.waitSignal(panel.action_chosen) as blocker:
        qtbot.keyClick(panel, key)
    assert blocker.args == [expected]


def test_suit_keys_name_trump(panel: BiddingPanel, qtbot: QtBot) -> None:
    view = STATES["benny-dealer-names"].view(0)
    panel.set_view(view)
    panel.activateWindow()
    qtbot.waitActive(panel)
    with qtbot.waitSignal(panel.action_chosen) as blocker:
        qtbot.keyClick(panel, Qt.Key.Key_H)
    assert blocker.args[0].suit.letter == "H"
    panel.set_view(view)
    with qtbot.waitSignal(panel.action_chosen) as blocker:
        qtbot.keyClick(panel, Qt.Key.Key_1)
    assert blocker.args[0].suit.letter == "C"


def test_no_default_button_when_the_dealer_is_stuck(panel: BiddingPanel) -> None:
    panel.set_view(STATES["round-2-stick-the-dealer"].view(0))
    assert panel.default_button() is None


def test_other_seats_turn_shows_nothing(qtbot: QtBot) -> None:
    table = QWidget()
    qtbot.addWidget(table)
    panel = BiddingPanel(table)
    table.show()
    state = STATES["round-1"]
    panel.set_view(state.view(1))
    assert panel.offered_actions() == [] and panel.isHidden()
    panel.set_view(None)
    assert panel.isHidden()
    assert state.phase is Phase.BIDDING_ROUND_1
