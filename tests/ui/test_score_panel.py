"""The score panel shows the numbers of the view, and the score cards count them."""

from __future__ import annotations

import dataclasses

import pytest
from pytestqt.qtbot import QtBot

from euchre_desktop.rules import PRESETS, PlayerView, Suit
from euchre_desktop.scripted import orders_up
from euchre_desktop.ui.score_panel import SCORE_CARDS, ScorePanel, score_card_layout
from tests.ui.scenarios import reach

NAMES = ["You", "West", "North", "East"]


@pytest.fixture
def panel(qtbot: QtBot) -> ScorePanel:
    widget = ScorePanel()
    qtbot.addWidget(widget)
    widget.show()
    return widget


def _view_in_play() -> PlayerView:
    """A view after the first trick of a hand that North made alone, scores 7 to 4."""
    rules = PRESETS["north-american"]
    state = reach(rules, lambda s: len(s.tricks) == 1,
                  orders_up(2, alone=True))
    return dataclasses.replace(state.view(0), scores=(7, 4))


def test_scores_against_the_target(panel: ScorePanel) -> None:
    view = _view_in_play()
    panel.update_from(view, NAMES)
    assert panel.score_text(0) == "Us 7 / 10"
    assert panel.score_text(1) == "Them 4 / 10"
    assert panel._cards[0]._score == 7 and panel._cards[0]._cards == (4, 6)
    won = view.tricks_won
    assert panel._tricks[0].text().startswith(str(won[0]))
    assert panel._tricks[1].text().startswith(str(won[1]))
    assert view.trump is not None
    assert view.trump.symbol in panel._trump.text()
    assert "North" in panel._makers.text() and "alone" in panel._makers.text()
    assert panel._dealer.text() == f"Dealer: {NAMES[view.dealer]}"
    assert panel._last_trick.isEnabled()


def test_a_fixed_number_of_hands(panel: ScorePanel) -> None:
    rules = PRESETS["almonte-four"].with_changes(target_score=None, hand_limit=12)
    view = dataclasses.replace(reach(rules, lambda s: s.turn == 0).view(0), scores=(9, 3))
    panel.update_from(view, NAMES, hand_number=5)
    assert panel.score_text(0) == "Us 9"
    assert panel._hands.text() == "Hand 5 of 12"
    assert panel._cards[0].isHidden()
    assert not panel._last_trick.isEnabled()
    assert panel._makers.isHidden()


def test_the_last_trick_button_signals(panel: ScorePanel, qtbot: QtBot) -> None:
    panel.update_from(_view_in_play(), NAMES)
    with qtbot.waitSignal(panel.last_trick_requested):
        panel._last_trick.click()


@pytest.mark.parametrize("target", sorted(SCORE_CARDS))
def test_score_cards_show_as_many_pips_as_points(target: int) -> None:
    cards = SCORE_CARDS[target]
    assert sum(cards) == target
    for score in range(target + 1):
        bottom, bottom_shown, top, top_shown = score_card_layout(score, cards)
        assert sorted((bottom, top)) == sorted(cards)
        assert bottom_shown + top_shown == score
        assert 0 <= bottom_shown <= bottom and top_shown in (0, top)


def test_team_suits_differ_in_colour() -> None:
    from euchre_desktop.ui.score_panel import TEAM_SUITS

    assert TEAM_SUITS[0].is_red != TEAM_SUITS[1].is_red
    assert Suit.HEARTS in TEAM_SUITS


def test_folded_the_teams_sit_side_by_side_without_score_cards(
        panel: ScorePanel, qtbot: QtBot) -> None:
    panel.update_from(_view_in_play(), NAMES)
    unfolded = panel.sizeHint().height()
    boxes = panel._team_boxes
    assert boxes[1].y() > boxes[0].y() and panel._cards[0].isVisible()
    saving = panel.fold_saving()
    panel.fold(True)
    qtbot.waitUntil(lambda: boxes[1].x() > boxes[0].x())
    assert boxes[1].y() == boxes[0].y()
    assert panel._cards[0].isHidden() and panel._cards[1].isHidden()
    assert panel.sizeHint().height() == unfolded - saving > 0
    panel.update_from(_view_in_play(), NAMES)
    assert panel._cards[0].isHidden(), "a new score does not bring the cards back"
    panel.fold(False)
    qtbot.waitUntil(lambda: boxes[1].y() > boxes[0].y())
    assert panel._cards[0].isVisible()
    assert panel.sizeHint().height() == unfolded
