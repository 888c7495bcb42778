"""The shuffle computes its generator's draws side by side; it must deal exactly what drawing
them one at a time deals, the rare deal whose draw ``below`` rejects included."""

from __future__ import annotations

import pytest

from euchre_desktop.rules import PRESETS, Card, HouseRules
from euchre_desktop.rules.deal import (
    SplitMix64,
    _first_draws,
    deal_number_for,
    deck_cards,
    shuffled_deck,
)

MASK64 = (1 << 64) - 1
GAMMA = 0x9E3779B97F4A7C15
MIX1 = 0xBF58476D1CE4E5B9
MIX2 = 0x94D049BB133111EB


def one_draw_at_a_time(rules: HouseRules, deal_number: int) -> tuple[Card, ...]:
    """Fisher-Yates as the deal module documents it, one ``below`` per card."""
    cards = list(deck_cards(rules))
    generator = SplitMix64(deal_number)
    for index in range(len(cards) - 1, 0, -1):
        other = generator.below(index + 1)
        cards[index], cards[other] = cards[other], cards[index]
    return tuple(cards)


def unshift(value: int, shift: int) -> int:
    """The z with z ^ (z >> shift) == value, for 64-bit z."""
    result = value
    for step in range(shift, 64, shift):
        result ^= value >> step
    return result


def seed_whose_first_draw_is(draw: int) -> int:
    """The SplitMix64 seed whose first output is ``draw``: its output mix run backwards."""
    z = unshift(draw, 31)
    z = (z * pow(MIX2, -1, 1 << 64)) & MASK64
    z = unshift(z, 27)
    z = (z * pow(MIX1, -1, 1 << 64)) & MASK64
    z = unshift(z, 30)
    return (z - GAMMA) & MASK64


@pytest.mark.parametrize("seed", [0, 1, 7, MASK64, 0x0123456789ABCDEF])
def test_the_draws_side_by_side_are_the_generators_draws(seed: int) -> None:
    generator = SplitMix64(seed)
    assert _first_draws(seed, 51) == tuple(generator.next_u64() for _ in range(51))


@pytest.mark.parametrize("preset_id", sorted(PRESETS))
def test_every_deck_shuffles_as_drawing_one_at_a_time(preset_id: str) -> None:
    rules = PRESETS[preset_id]
    for index in range(200):
        deal_number = deal_number_for(3, index)
        assert shuffled_deck(rules, deal_number) == one_draw_at_a_time(rules, deal_number)


def test_a_draw_below_rejects_is_drawn_again() -> None:
    deal_number = seed_whose_first_draw_is(MASK64)
    assert SplitMix64(deal_number).next_u64() == MASK64
    assert _first_draws(deal_number, 23) is None
    rules = PRESETS["north-american"]
    assert shuffled_deck(rules, deal_number) == one_draw_at_a_time(rules, deal_number)
