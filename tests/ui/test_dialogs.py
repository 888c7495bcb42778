"""The hand summary, game-over and last-trick dialogs."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QLocale, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from euchre_desktop.launcher import install_translators
from euchre_desktop.rules import PRESETS, Card, Suit
from euchre_desktop.rules.events import HandOutcome, HandScored
from euchre_desktop.rules.tally import MatchTally
from euchre_desktop.ui import words
from euchre_desktop.ui.dialogs import HandSummary, LastTrickDialog, MatchOverPanel

NAMES = ["You", "West", "North", "East"]
EXPECTED = {
    HandOutcome.MADE: (0, 3, 0, 1, "We made it"),
    HandOutcome.MARCH: (1, 5, 1, 2, "March! They took all five tricks"),
    HandOutcome.LONE_MARCH: (0, 5, 0, 4, "Lone march! North took all five alone"),
    HandOutcome.EUCHRED: (1, 2, 0, 2, "Euchred! We set them"),
    HandOutcome.LONE_EUCHRE: (0, 1, 1, 4, "Lone euchre! East defended alone"),
    HandOutcome.SUPER_EUCHRE: (0, 0, 1, 4, "Super euchre! We took no trick"),
}


def made() -> HandScored:
    """Seat 2 made spades in the first hand, dealt by seat 1, and scored a point."""
    return HandScored(0, 3, HandOutcome.MADE, 0, 1, (1, 0), 1, 1, Suit.SPADES, 2, ())


@pytest.mark.parametrize("outcome", list(HandOutcome))
def test_hand_summary_for_each_outcome(qtbot: QtBot, outcome: HandOutcome) -> None:
    table = QWidget()
    qtbot.addWidget(table)
    summary = HandSummary(table)
    table.show()
    makers, tricks, team, points, headline = EXPECTED[outcome]
    scores = (7, 4) if team == 0 else (3, 8)
    alone = {HandOutcome.LONE_MARCH: (2,), HandOutcome.LONE_EUCHRE: (3,)}.get(outcome, ())
    maker = 2 if makers == 0 else 1
    event = HandScored(makers, tricks, outcome, team, points, scores, 4, 3, Suit.HEARTS, maker,
                       alone)
    summary.show_result(event, names=NAMES, target=10)
    text = summary.text()
    assert summary.isVisible()
    assert headline in text
    assert "Trump: " in text and "Hearts" in text
    assert f"{NAMES[maker]} (" in text
    assert f"{tricks} of 5 tricks" in text
    assert f"Us {scores[0]} · Them {scores[1]}" in text
    assert ("+1 point" if points == 1 else f"+{points} points") in text
    summary.dismiss()
    assert summary.isHidden()


def test_hand_summary_hides_when_clicked(qtbot: QtBot) -> None:
    table = QWidget()
    qtbot.addWidget(table)
    summary = HandSummary(table)
    table.show()
    summary.show_result(made())
    qtbot.mouseClick(summary, Qt.MouseButton.LeftButton)
    assert summary.isHidden()


@pytest.mark.parametrize(("winner", "headline"), [(0, "We won the match!"),
                                                  (1, "They won the match"),
                                                  (None, "A draw")])
def test_the_end_of_the_match(qtbot: QtBot, winner: int | None, headline: str) -> None:
    table = QWidget()
    qtbot.addWidget(table)
    panel = MatchOverPanel(table)
    table.show()
    tally = MatchTally(hands=9, thrown_in=1, made=[4, 2], marches=[1, 0], euchres=[2, 0],
                       loners=[1, 2], loners_won=[1, 0])
    scores = (10, 7) if winner != 1 else (6, 11)
    panel.show_match(winner, scores, tally, PRESETS["north-american"])
    assert panel.isVisible() and panel.headline.text() == headline
    text = panel.text()
    assert f"Us {scores[0]} · Them {scores[1]}" in text
    assert "9 hands played, to 10 points (1 thrown in)" in text
    for line in ("Us Them", "Hands made 4 2", "Marches 1 0", "Euchres 2 0",
                 "Loners (won) 1 (1) 2 (0)"):
        assert line in text.splitlines()
    with qtbot.waitSignal(panel.same_rules_requested):
        QTest.keyClick(panel, Qt.Key.Key_Return)
    with qtbot.waitSignal(panel.new_match_requested):
        panel.new_match_button.click()


def test_last_trick_dialog_shows_the_cards(qtbot: QtBot) -> None:
    trick = tuple(zip(range(4), map(Card.parse, ("9H", "JD", "AH", "10H")), strict=True))
    dialog = LastTrickDialog(trick, winner=1, names=NAMES)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    assert len(dialog.card_labels) == 4
    assert dialog.card_labels[1].accessibleName() == "jack of diamonds"
    assert not dialog.card_labels[0].pixmap().isNull()
    dialog.reject()
    assert dialog.isHidden()


def test_every_panel_paints(qtbot: QtBot, tmp_path: Path) -> None:
    """Each widget renders to a picture without a Qt warning (screenshots for review)."""
    from euchre_desktop.ui.bidding_panel import BiddingPanel
    from euchre_desktop.ui.hint_panel import HintPanel
    from euchre_desktop.ui.score_panel import ScorePanel
    from tests.ui.scenarios import scenarios

    states = scenarios()
    bidding = BiddingPanel()
    bidding.set_view(states["round-2"].view(0))
    score = ScorePanel()
    score.update_from(states["play"].view(0), NAMES)
    summary = HandSummary()
    summary.show_result(HandScored(0, 5, HandOutcome.MARCH, 0, 2, (7, 4), 3, 1, Suit.CLUBS, 0, ()))
    hint = HintPanel()
    trick = ((0, Card.parse("9H")), (1, Card.parse("JD")))
    match_over = MatchOverPanel()
    match_over.show_match(None, (6, 6), MatchTally(hands=12), PRESETS["almonte-four"])
    widgets = [bidding, score, summary, hint, match_over, LastTrickDialog(trick, 1, NAMES)]
    for index, widget in enumerate(widgets):
        qtbot.addWidget(widget)
        widget.show()
        picture = widget.grab()
        assert not picture.isNull()
        assert picture.save(str(tmp_path / f"{index}.png"))


@pytest.mark.parametrize(("outcome", "seat", "language", "headline"), [
    (HandOutcome.LONE_MARCH, 0, "en", "Lone march! You took all five alone"),
    (HandOutcome.LONE_EUCHRE, 1, "en", "Lone euchre! You defended alone"),
    (HandOutcome.LONE_MARCH, 0, "fr", "Vole en solo\u00a0! Vous avez fait les cinq levées"),
    (HandOutcome.LONE_EUCHRE, 1, "de", "Allein geeuchert! Sie haben allein verteidigt"),
])
def test_a_loner_who_is_the_player_is_told_you(
        qtbot: QtBot, qapp: QApplication, outcome: HandOutcome, seat: int, language: str,
        headline: str) -> None:
    """Not the seat's name as a third person ("Les cinq levées pour Vous")."""
    table = QWidget()
    qtbot.addWidget(table)
    summary = HandSummary(table)
    makers, tricks, team, points = (seat % 2, 5, seat % 2, 4) if outcome is (
        HandOutcome.LONE_MARCH) else (1 - seat % 2, 2, seat % 2, 4)
    event = HandScored(makers, tricks, outcome, team, points, (4, 4), 2, 3, Suit.HEARTS,
                       seat if outcome is HandOutcome.LONE_MARCH else (seat + 1) % 4, (seat,))
    locale = QLocale({"en": "en_US", "fr": "fr_FR", "de": "de_DE"}[language])
    translators = install_translators(qapp, locale) if language != "en" else []
    try:
        summary.show_result(event, names=words.seat_names(seat, 4), seat=seat, target=10)
        assert summary._headline.text() == headline
    finally:
        for translator in translators:
            qapp.removeTranslator(translator)
