"""Game words: every reason code, card, action and illegal-move rule has a sentence."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, QLocale, QTranslator
from PySide6.QtWidgets import QApplication

from euchre_desktop.bots.base import Reason, ReasonCode
from euchre_desktop.launcher import install_translators
from euchre_desktop.rules import Card, GameState, JokerColour, Rank, Suit
from euchre_desktop.rules.actions import (
    CLAIM_REDEAL,
    DECLINE,
    GO_ALONE,
    NAME_TRUMP,
    ORDER_UP,
    PASS,
    REFUSE_CARD,
    AskPartner,
    IllegalActionError,
    Play,
    Rule,
)
from euchre_desktop.rules.events import HandOutcome
from euchre_desktop.ui import words
from tests.ui.scenarios import scenarios


@pytest.fixture(scope="module")
def states() -> dict[str, GameState]:
    return scenarios()


@pytest.mark.parametrize("code", list(ReasonCode))
def test_every_reason_code_has_a_sentence(qapp: object, states: dict[str, GameState],
                                          code: ReasonCode) -> None:
    view = states["play"].view(0)
    assert words.reason_sentence(Reason(code)).strip()
    odd = Reason(code, {"points": 0.5, "samples": 40, "trumps": 3, "bowers": 1, "x": "?",
                        "card": "not a card", "seat": 99, "suit": "?"})
    assert words.reason_sentence(odd, view).strip()
    named = words.reason_sentence(Reason(code, {"card": "JD", "seat": 2, "suit": "H"}), view)
    assert named.strip() and "{" not in named


def test_reasons_name_their_cards_and_seats(qapp: object, states: dict[str, GameState]) -> None:
    view = states["play"].view(0)
    lead = words.reason_sentence(Reason(ReasonCode.LEAD_OFF_ACE, {"card": "AS"}), view)
    assert "A\u2660" in lead
    winning = words.reason_sentence(Reason(ReasonCode.PARTNER_WINNING, {"seat": 2}), view)
    assert winning.startswith("North")


def test_reason_sentences_use_their_numbers(qapp: object) -> None:
    best = words.reason_sentence(Reason(ReasonCode.BEST_EXPECTED_POINTS,
                                        {"points": 1.42, "samples": 200}))
    assert "+1.42" in best and "200" in best
    strength = words.reason_sentence(Reason(ReasonCode.TRUMP_STRENGTH,
                                            {"trumps": 3, "bowers": 2, "score": 9}))
    assert "3" in strength and "2" in strength


def test_card_names(qapp: object) -> None:
    assert words.card_name(Card.parse("JD")) == "jack of diamonds"
    assert words.card_name(Card.parse("10S")) == "10 of spades"
    assert words.card_name(Card.joker()) == "the Benny"
    assert words.card_name(Card.joker(JokerColour.RED)) == "the red Benny"
    assert words.card_name(Card(Rank.FOUR, Suit.SPADES)) == "4 of spades (joker)"
    assert words.card_short(Card.parse("JH")) == "J\u2665"
    assert all(words.card_name(card) for card in Card.by_code)


def test_suit_and_outcome_words(qapp: object) -> None:
    assert [words.suit_name(s) for s in Suit] == ["Clubs", "Diamonds", "Hearts", "Spades"]
    assert words.suit_singular(Suit.HEARTS) == "heart"
    assert words.suit_plural(Suit.SPADES) == "spades"
    assert len({words.outcome_name(o) for o in HandOutcome}) == len(HandOutcome)


def test_seat_names(qapp: object) -> None:
    assert words.seat_names(0, 4) == ["You", "West", "North", "East"]
    assert words.seat_names(0, 6) == ["You", "Left", "Far left", "Across", "Far right", "Right"]
    assert words.seat_name(0, 2, 4) == "North"


def test_action_labels_depend_on_context(qapp: object, states: dict[str, GameState]) -> None:
    label = words.action_label
    round_1 = states["round-1"].view(0)
    dealer = states["round-1-dealer"].view(0)
    assert (label(PASS, round_1), label(ORDER_UP, round_1)) == ("Pass", "Order up")
    assert (label(PASS, dealer), label(ORDER_UP, dealer)) == ("Turn it down", "Take it up")
    round_2 = states["round-2"].view(0)
    turned = round_2.up_card.suit
    assert turned is not None
    assert label(NAME_TRUMP[turned.partner], round_2).endswith("(next)")
    others = [s for s in Suit if s not in (turned, turned.partner)]
    assert label(NAME_TRUMP[others[0]], round_2) == words.suit_name(others[0])
    assert label(GO_ALONE, states["going-alone"].view(0)) == "Go alone"
    assert label(DECLINE, states["going-alone"].view(0)) == "Play with partner"
    assert label(GO_ALONE, states["defend-alone"].view(0)) == "Defend alone"
    assert label(DECLINE, states["farmers-hand"].view(0)) == "Keep hand"
    assert label(CLAIM_REDEAL, states["farmers-hand"].view(0)) == "Farmer's hand: redeal"
    assert label(DECLINE, states["ask-a-partner"].view(0)) == "Don't ask"
    assert label(AskPartner(2), states["ask-a-partner"].view(0)) == "Ask Far left"
    assert label(AskPartner(2), states["ask-a-partner"].view(0), ["A", "B", "Cleo"]) == "Ask Cleo"
    assert label(DECLINE, states["railroad-offer"].view(0)) == "Don't offer"
    assert label(REFUSE_CARD, states["railroad-take-or-refuse"].view(0)) == "Refuse the card"
    assert label(Play(Card.parse("JH")), states["play"].view(0)) == "Play J\u2665"


def _refusal(rule: Rule, card: str = "JD", suit: Suit = Suit.DIAMONDS,
             trump: Suit = Suit.HEARTS) -> IllegalActionError:
    return IllegalActionError("In English.", rule, card=Card.parse(card), suit=suit, trump=trump)


@pytest.mark.parametrize("rule", list(Rule))
def test_every_rule_has_a_translated_message(qapp: QApplication, rule: Rule) -> None:
    english = words.illegal_message(_refusal(rule))
    assert english.strip() and "{" not in english and english != "In English."
    for language, country in ((QLocale.Language.French, QLocale.Country.France),
                              (QLocale.Language.German, QLocale.Country.Germany)):
        translators = install_translators(qapp, QLocale(language, country))
        try:
            translated = words.illegal_message(_refusal(rule))
        finally:
            for translator in translators:
                qapp.removeTranslator(translator)
        assert translated != english and "{" not in translated, language


def test_illegal_messages_name_the_card_and_suits(qapp: object) -> None:
    assert words.illegal_message(_refusal(Rule.NOT_IN_HAND, "AS")) == "You do not hold A\u2660."
    assert words.illegal_message(_refusal(Rule.MUST_FOLLOW_SUIT, suit=Suit.CLUBS)) == (
        "You hold clubs, the suit led, so you must follow suit.")
    assert words.illegal_message(_refusal(Rule.LEFT_BOWER_IS_TRUMP)) == (
        "J\u2666 is the left bower: while hearts are trump it counts as one of them. You hold "
        "diamonds, the suit led, so you must follow suit.")
    assert words.illegal_message(_refusal(Rule.LEFT_BOWER_IS_TRUMP, suit=Suit.HEARTS)) == (
        "Trump (hearts) was led and you must follow suit: J\u2666 counts as trump.")
    assert words.illegal_message(_refusal(Rule.SUIT_TURNED_DOWN, suit=Suit.SPADES)) == (
        "The spades were turned down: name one of the other three suits.")


class _Marking(QTranslator):
    """A stand-in translation that marks every "Words" string, to see which are translated."""

    def translate(self, context: str, source: str, disambiguation: str | None = None,
                  n: int = -1) -> str:
        return f"<{source}>" if context == "Words" else ""


def test_translated_words_are_used(qapp: object) -> None:
    translator = _Marking()
    QCoreApplication.installTranslator(translator)
    try:
        assert words.illegal_message(_refusal(Rule.MUST_FOLLOW_SUIT)).startswith("<")
        assert words.suit_name(Suit.HEARTS) == "<Hearts>"
        assert words.reason_sentence(Reason(ReasonCode.CANNOT_WIN)).startswith("<")
    finally:
        QCoreApplication.removeTranslator(translator)
