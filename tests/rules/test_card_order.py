"""The ranking of a pack under each trump, as the How to play window draws it."""

from __future__ import annotations

import pytest

from euchre_desktop.rules import PRESETS, Card, Suit
from euchre_desktop.rules.cards import effective_suit, trick_strength
from euchre_desktop.rules.deal import card_order, deck_cards


@pytest.mark.parametrize("preset_id", PRESETS)
@pytest.mark.parametrize("trump", Suit)
def test_every_card_is_listed_once_in_its_suit_from_highest_to_lowest(
    preset_id: str, trump: Suit
) -> None:
    rules = PRESETS[preset_id]
    order = card_order(rules, trump)
    listed = [card for _, cards in order for card in cards]
    assert sorted(listed) == sorted(set(deck_cards(rules)))
    assert order[0][0] is trump
    for suit, cards in order:
        assert all(effective_suit(card, trump) is suit for card in cards)
        strengths = [trick_strength(card, trump, suit) for card in cards]
        assert strengths == sorted(strengths, reverse=True)
        assert len(set(strengths)) == len(strengths), "no two listed cards tie"


def test_almonte_jokers_top_trump_then_the_bowers() -> None:
    trumps = dict(card_order(PRESETS["almonte-six"], Suit.CLUBS))[Suit.CLUBS]
    assert [str(card) for card in trumps[:5]] == ["4S", "3S", "2S", "JC", "JS"]
    assert trumps[-1] == Card.parse("8C")


def test_the_left_bowers_suit_lacks_its_jack() -> None:
    diamonds = dict(card_order(PRESETS["north-american"], Suit.HEARTS))[Suit.DIAMONDS]
    assert Card.parse("JD") not in diamonds
    assert [str(card) for card in diamonds] == ["AD", "KD", "QD", "10D", "9D"]
