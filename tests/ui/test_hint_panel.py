"""The coach's advice panel: the advice in words, reasons, and options sorted by value."""

from __future__ import annotations

from dataclasses import dataclass, field

from PySide6.QtWidgets import QLabel
from pytestqt.qtbot import QtBot

from euchre_desktop.bots.base import Reason, ReasonCode
from euchre_desktop.bots.coach import Confidence
from euchre_desktop.bots.standard import keep_value
from euchre_desktop.rules import PRESETS, Card, Phase
from euchre_desktop.rules.actions import NAME_TRUMP, ORDER_UP, PASS, Action, Discard, Play
from euchre_desktop.rules.cards import Suit
from euchre_desktop.scripted import orders_up
from euchre_desktop.ui import words
from euchre_desktop.ui.hint_panel import HintPanel
from tests.ui.scenarios import reach, scenarios


@dataclass(frozen=True)
class FakeAdvice:
    action: Action
    values: dict[Action, float] = field(default_factory=dict)
    reasons: tuple[Reason, ...] = ()
    confidence: Confidence = Confidence.CLEAR
    margin: float = 1.16
    samples: int = 64
    level_with: tuple[Action, ...] = ()


def test_bidding_advice(qtbot: QtBot) -> None:
    panel = HintPanel()
    qtbot.addWidget(panel)
    view = scenarios()["round-1"].view(0)
    advice = FakeAdvice(ORDER_UP, {PASS: -0.31, ORDER_UP: 0.85},
                        (Reason(ReasonCode.TRUMP_STRENGTH, {"trumps": 3, "bowers": 1}),
                         Reason(ReasonCode.BEST_EXPECTED_POINTS, {"points": 0.85,
                                                                   "samples": 64})))
    panel.show_advice(advice, view)
    assert panel.isVisible()
    assert panel.advice_text() == "Suggested: Order up"
    assert panel.option_lines() == ["Order up: +0.85", "Pass: \u22120.31"]
    assert "trumps 3, bowers 1" in panel._reasons.text()
    assert panel.confidence_text() == (
        "Clearly best: 1.16 points ahead over 64 sampled deals.")
    panel.clear()
    assert panel.isHidden() and panel.option_lines() == []


def test_play_advice_lists_cards_best_first(qtbot: QtBot) -> None:
    state = reach(PRESETS["north-american"],
                  lambda s: s.phase is Phase.PLAY and s.turn == 0 and s.trick == ()
                  and len(s.legal_actions()) >= 3,
                  orders_up(1))
    view = state.view(0)
    values = {action: float(index) / 4 for index, action in enumerate(view.legal_actions)}
    best = max(values, key=values.__getitem__)
    panel = HintPanel()
    qtbot.addWidget(panel)
    panel.show_advice(FakeAdvice(best, values, (Reason(ReasonCode.LEAD_OFF_ACE),)), view)
    lines = panel.option_lines()
    assert lines[0].startswith("Play ") and lines[0].endswith(f"{values[best]:+.2f}")
    numbers = [float(line.rsplit(": ", 1)[1].replace("\u2212", "-")) for line in lines]
    assert numbers == sorted(numbers, reverse=True)
    assert isinstance(best, Play) and isinstance(best.card, Card)


def test_options_shown_at_one_value_list_the_cheaper_card_first(qtbot: QtBot) -> None:
    """Values alike to the two places shown read cheapest card first, however they differ
    past them (sorted by the unrounded values, the cards would read most costly first)."""
    state = reach(PRESETS["north-american"],
                  lambda s: s.phase is Phase.PLAY and s.turn == 0 and s.trick == ()
                  and len(s.legal_actions()) >= 4,
                  orders_up(1))
    view = state.view(0)
    assert view.trump is not None
    trump = view.trump
    by_cost = sorted((action for action in view.legal_actions if isinstance(action, Play)),
                     key=lambda action: keep_value(action.card, trump))
    advised, *alike = by_cost
    values = {advised: 0.5}
    values.update({action: -1.04 + 0.0004 * place for place, action in enumerate(alike)})
    panel = HintPanel()
    qtbot.addWidget(panel)
    panel.show_advice(FakeAdvice(advised, values, (Reason(ReasonCode.LEAD_OFF_ACE),)), view)
    lines = panel.option_lines()
    assert lines[0].endswith("+0.50")
    assert all(line.endswith("\u22121.04") for line in lines[1:])
    names = [words.action_label(action, view) for action in alike]
    assert [line.rsplit(": ", 1)[0] for line in lines[1:]] == names[:len(lines) - 1]


def test_a_close_call_says_so_in_words(qtbot: QtBot) -> None:
    panel = HintPanel()
    qtbot.addWidget(panel)
    view = scenarios()["round-1"].view(0)
    advice = FakeAdvice(PASS, {PASS: 0.12, ORDER_UP: 0.1}, (Reason(ReasonCode.RULE_OF_THUMB),),
                        Confidence.CLOSE, margin=0.02, samples=14)
    panel.show_advice(advice, view)
    assert panel.confidence_text() == (
        "Close call: within 0.02 points over 14 sampled deals.")
    panel.show_advice(FakeAdvice(PASS, {}, (Reason(ReasonCode.ONLY_LEGAL_MOVE),),
                                 Confidence.ONLY_MOVE), view)
    assert panel.confidence_text() == "" and panel._confidence.isHidden()


def test_options_alike_in_few_deals_are_a_close_call_not_equal(qtbot: QtBot) -> None:
    panel = HintPanel()
    qtbot.addWidget(panel)
    view = scenarios()["round-1"].view(0)
    values = {PASS: 0.5, ORDER_UP: 0.5}
    panel.show_advice(FakeAdvice(PASS, values, (Reason(ReasonCode.RULE_OF_THUMB),),
                                 Confidence.SAME_SO_FAR, samples=12), view)
    assert panel.confidence_text() == (
        "Close call: the same result in all 12 sampled deals, too few to be sure the choices "
        "are equal.")
    panel.show_advice(FakeAdvice(PASS, values, (Reason(ReasonCode.RULE_OF_THUMB),),
                                 Confidence.SAME, samples=40), view)
    assert panel.confidence_text() == "Equal choices: the same result in all 40 sampled deals."


def test_the_advice_heads_the_options_it_ties_with(qtbot: QtBot) -> None:
    panel = HintPanel()
    qtbot.addWidget(panel)
    view = scenarios()["round-1"].view(0)
    advice = FakeAdvice(PASS, {ORDER_UP: 0.5, PASS: 0.5}, (Reason(ReasonCode.RULE_OF_THUMB),),
                        Confidence.SAME, samples=40)
    panel.show_advice(advice, view)
    assert panel.option_lines() == ["Pass: +0.50", "Order up: +0.50"]


def test_new_advice_never_shows_the_old_options_under_it(qtbot: QtBot) -> None:
    panel = HintPanel()
    qtbot.addWidget(panel)
    view = scenarios()["round-1"].view(0)
    panel.show_advice(FakeAdvice(ORDER_UP, {PASS: -0.31, ORDER_UP: 0.85}), view)
    panel.show_advice(FakeAdvice(PASS, {PASS: 0.2}), view)
    # no event loop turn yet: the old rows wait for deletion, hidden
    shown = [label.text() for label in panel.findChildren(QLabel) if label.isVisibleTo(panel)]
    assert "Order up" not in shown and "+0.85" not in shown


def test_a_tie_heads_the_list_with_the_advice_and_says_both_are_about_level(
        qtbot: QtBot) -> None:
    panel = HintPanel()
    qtbot.addWidget(panel)
    view = scenarios()["round-2"].view(0)
    spades, hearts = NAME_TRUMP[Suit.SPADES], NAME_TRUMP[Suit.HEARTS]
    named = [action for action in view.legal_actions if action in (spades, hearts)]
    assert named, "round two offers a suit to name"
    called = named[0]
    values = {PASS: 1.11, called: 1.06, **{action: -0.4 for action in view.legal_actions
                                            if action not in (PASS, called)}}
    advice = FakeAdvice(called, values, (Reason(ReasonCode.RULE_OF_THUMB),), Confidence.TIE,
                        margin=-0.05, samples=11, level_with=(PASS,))
    panel.show_advice(advice, view)
    lines = panel.option_lines()
    assert lines[0].endswith(": +1.06") and lines[1] == "Pass: +1.11"
    assert panel.confidence_text() == (
        "Close call: both about +1.1 points over 11 sampled deals.")
    # three options level: the first three
    others = [action for action in view.legal_actions if action not in (PASS, called)]
    values[others[0]] = 1.09
    panel.show_advice(FakeAdvice(called, values, (), Confidence.TIE, margin=-0.05, samples=11,
                                 level_with=(PASS, others[0])), view)
    assert panel.option_lines()[:2] == [lines[0], "Pass: +1.11"]
    assert panel.confidence_text() == ("Close call: the first 3 options are all about +1.1 "
                                       "points over 11 sampled deals.")



def test_keeping_a_costlier_card_says_what_giving_it_up_would_score(qtbot: QtBot) -> None:
    """The card named is the one kept: the words are about giving it up, not about the card
    being weak (which would contradict "keep the bower" beside it)."""
    state = scenarios()["dealer-discard"]
    view = state.view(state.turn)
    discards = [action for action in view.legal_actions if isinstance(action, Discard)]
    kept = max(discards, key=lambda action: action.card.rank)
    given = min(discards, key=lambda action: action.card.rank)
    panel = HintPanel()
    qtbot.addWidget(panel)
    panel.show_advice(FakeAdvice(given, {given: 0.5, kept: 0.53},
                                 (Reason(ReasonCode.KEEP_HIGH_CARD, {"card": str(kept.card)}),),
                                 Confidence.TIE, margin=-0.03, samples=24, level_with=(kept,)),
                      view)
    reasons = panel._reasons.text()
    assert "Giving up" in reasons and "does not clearly score more" in reasons
    assert "is not clearly better" not in reasons
