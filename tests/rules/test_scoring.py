"""The scoring table (4 players / 6 players; Almonte four-hand scores as six), checked both on
``score_hand`` and on whole hands played through the engine."""

from __future__ import annotations

import pytest

from euchre_desktop.rules import PRESETS, GameState, HouseRules, Suit
from euchre_desktop.rules import events as ev
from euchre_desktop.rules.events import HandOutcome
from euchre_desktop.rules.house_rules import LoneDefenderBonus
from euchre_desktop.rules.scoring import score_hand
from tests.rules.builders import act, of_type, play_out, setup_state, start_play

FOUR = PRESETS["north-american"]
SIX = PRESETS["six-player"]
ALMONTE_FOUR = PRESETS["almonte-four"]
BRITISH = PRESETS["british"]
MARCH_ONLY = BRITISH.with_changes(lone_defender_bonus=LoneDefenderBonus.MARCH_ONLY)
SUPER = FOUR.with_changes(super_euchre=True)


def points(rules: HouseRules, tricks: int, *, maker_alone: bool = False,
           defender_alone: bool = False) -> tuple[HandOutcome, bool, int]:
    return score_hand(rules, maker_tricks=tricks, maker_alone=maker_alone,
                      defender_alone=defender_alone)


@pytest.mark.parametrize("rules", [FOUR, SIX, ALMONTE_FOUR])
@pytest.mark.parametrize("tricks", [3, 4])
@pytest.mark.parametrize("alone", [False, True])
def test_makers_taking_three_or_four_tricks_score_one(
    rules: HouseRules, tricks: int, alone: bool
) -> None:
    assert points(rules, tricks, maker_alone=alone) == (HandOutcome.MADE, True, 1)


@pytest.mark.parametrize(("rules", "expected"), [(FOUR, 2), (SIX, 3), (ALMONTE_FOUR, 3)])
def test_a_march_scores_two_or_three(rules: HouseRules, expected: int) -> None:
    assert points(rules, 5) == (HandOutcome.MARCH, True, expected)


@pytest.mark.parametrize(("rules", "expected"), [(FOUR, 4), (SIX, 6), (ALMONTE_FOUR, 6)])
def test_a_lone_makers_march_scores_four_or_six(rules: HouseRules, expected: int) -> None:
    assert points(rules, 5, maker_alone=True) == (HandOutcome.LONE_MARCH, True, expected)


@pytest.mark.parametrize(("rules", "expected"), [(FOUR, 2), (SIX, 3), (ALMONTE_FOUR, 3)])
@pytest.mark.parametrize("tricks", [0, 1, 2])
def test_a_euchre_scores_two_or_three_for_the_defenders(
    rules: HouseRules, expected: int, tricks: int
) -> None:
    assert points(rules, tricks) == (HandOutcome.EUCHRED, False, expected)


@pytest.mark.parametrize(("rules", "expected"), [
    (BRITISH, 4), (BRITISH.with_changes(players=6, deck=SIX.deck), 6)])
@pytest.mark.parametrize("tricks", [0, 1, 2])
def test_any_euchre_bonus_a_lone_defenders_euchre_scores_four_or_six(
    rules: HouseRules, expected: int, tricks: int
) -> None:
    assert points(rules, tricks, defender_alone=True) == (
        HandOutcome.LONE_EUCHRE, False, expected)


@pytest.mark.parametrize(("rules", "expected"), [
    (MARCH_ONLY, 2), (MARCH_ONLY.with_changes(players=6, deck=SIX.deck), 3)])
@pytest.mark.parametrize("tricks", [1, 2])
def test_march_only_bonus_a_lone_defenders_plain_euchre_scores_two_or_three(
    rules: HouseRules, expected: int, tricks: int
) -> None:
    assert points(rules, tricks, defender_alone=True) == (HandOutcome.EUCHRED, False, expected)


@pytest.mark.parametrize(("rules", "expected"), [
    (MARCH_ONLY, 4), (MARCH_ONLY.with_changes(players=6, deck=SIX.deck), 6)])
def test_march_only_bonus_a_lone_defender_taking_all_five_scores_four_or_six(
    rules: HouseRules, expected: int
) -> None:
    assert points(rules, 0, defender_alone=True) == (HandOutcome.LONE_EUCHRE, False, expected)


def test_super_euchre_scores_four_when_the_makers_take_no_trick() -> None:
    assert points(SUPER, 0) == (HandOutcome.SUPER_EUCHRE, False, 4)


def test_super_euchre_off_a_trickless_euchre_scores_two() -> None:
    assert points(FOUR, 0) == (HandOutcome.EUCHRED, False, 2)


def test_super_euchre_needs_a_trickless_hand() -> None:
    assert points(SUPER, 1) == (HandOutcome.EUCHRED, False, 2)


def test_bonuses_never_add_up_super_euchre_by_a_lone_defender_scores_four() -> None:
    rules = SUPER.with_changes(defenders_alone=BRITISH.defenders_alone)
    assert points(rules, 0, defender_alone=True)[2] == 4


def test_bonuses_never_add_up_a_lone_march_is_not_also_a_march() -> None:
    assert points(FOUR, 5, maker_alone=True)[2] == 4


def test_a_maker_alone_against_a_lone_defender_still_scores_one_for_three_tricks() -> None:
    assert points(BRITISH, 3, maker_alone=True, defender_alone=True) == (
        HandOutcome.MADE, True, 1)


# --- whole hands through the engine ---------------------------------------------------


def scored(events: list[ev.Event]) -> tuple[object, ...]:
    """The result of the one hand scored: makers, their tricks, outcome, team scoring,
    points and scores (what the hand was, its number and dealer, have tests of their own)."""
    return scored_event(events)[:6]


def scored_event(events: list[ev.Event]) -> ev.HandScored:
    (hand_scored,) = of_type(events, ev.HandScored)
    return hand_scored


def test_hand_played_out_makers_take_three_and_score_one() -> None:
    state = setup_state(FOUR, dealer=0, up="9H", hands=[
        "KH QH 10H AD KD", "JH JD AH 9C 9S", "AC KC QC JC 10C", "AS KS QS JS 10S"])
    state = start_play(state)
    state, events = act(state, [
        "play:JH", "play:10C", "play:10S", "play:10H",
        "play:JD", "play:JC", "play:JS", "play:QH",
        "play:AH", "play:QC", "play:QS", "play:KH",
        "play:9C", "play:AC", "play:KS", "play:AD",
        "play:KC", "play:AS", "play:KD", "play:9S",
    ])
    assert scored(events) == (1, 3, HandOutcome.MADE, 1, 1, (0, 1))
    assert state.scores == (0, 1)


TOP_TRUMPS_FOUR = ["", "JH JD AH KH QH", "", ""]


def test_hand_played_out_a_march_scores_two() -> None:
    state = start_play(setup_state(FOUR, dealer=0, up="9H", hands=TOP_TRUMPS_FOUR))
    _, events = play_out(state)
    assert scored(events) == (1, 5, HandOutcome.MARCH, 1, 2, (0, 2))


def test_hand_played_out_a_lone_march_scores_four() -> None:
    state = setup_state(FOUR, dealer=0, up="9H", hands=TOP_TRUMPS_FOUR)
    state, _ = act(state, "order-up alone discard:9H")
    _, events = play_out(state)
    assert scored(events) == (1, 5, HandOutcome.LONE_MARCH, 1, 4, (0, 4))


def test_a_scored_hand_says_what_the_hand_was_for_its_summary() -> None:
    state = setup_state(FOUR, dealer=0, up="9H", hands=TOP_TRUMPS_FOUR)
    state, _ = act(state, "order-up alone discard:9H")
    _, events = play_out(state)
    hand = scored_event(events)
    assert (hand.hand_number, hand.dealer, hand.trump, hand.maker, hand.alone) == (
        1, 0, Suit.HEARTS, 1, (1,))


def trickless_makers(rules: HouseRules) -> GameState:
    """Seat 1 orders up hearts while seat 2, a defender, holds the five highest trumps."""
    return start_play(setup_state(rules, dealer=0, up="9H", hands=["", "", "JH JD AH KH QH", ""]))


def test_hand_played_out_a_euchre_scores_two_for_the_defenders() -> None:
    _, events = play_out(trickless_makers(FOUR))
    assert scored(events) == (1, 0, HandOutcome.EUCHRED, 0, 2, (2, 0))


def test_hand_played_out_a_super_euchre_scores_four() -> None:
    _, events = play_out(trickless_makers(SUPER))
    assert scored(events) == (1, 0, HandOutcome.SUPER_EUCHRE, 0, 4, (4, 0))


LONE_DEFENCE = [
    "play:KH", "play:10H", "play:JK",  # seat 3 leads (the lone defender's left)
    "play:JH", "play:QH", "play:9S",
    "play:JD", "play:10S", "play:QC",
    "play:AH", "play:JS", "play:KC",
    "play:9C", "play:QS", "play:AC",  # the makers' one trick
]


def lone_defence(rules: HouseRules) -> list[ev.Event]:
    """Seat 1 makes hearts; seat 2 defends alone (the dealer sits out) and takes four."""
    state = setup_state(rules, dealer=0, up="9H", hands=[
        "", "AC KC QC 10H 9S", "JK JH JD AH 9C", "KH QH 10S JS QS"])
    state, _ = act(state, "order-up decline decline alone")
    assert state.turn == 3
    _, events = act(state, LONE_DEFENCE)
    return events


def test_hand_played_out_any_euchre_bonus_a_lone_defenders_euchre_scores_four() -> None:
    assert scored(lone_defence(BRITISH)) == (1, 1, HandOutcome.LONE_EUCHRE, 0, 4, (4, 0))


def test_hand_played_out_march_only_bonus_a_lone_defenders_euchre_scores_two() -> None:
    assert scored(lone_defence(MARCH_ONLY)) == (1, 1, HandOutcome.EUCHRED, 0, 2, (2, 0))


def test_hand_played_out_six_players_march_scores_three() -> None:
    state = setup_state(SIX, dealer=0, up="9H", hands=["", "JK JH JD AH KH", "", "", "", ""])
    _, events = play_out(start_play(state))
    assert scored(events) == (1, 5, HandOutcome.MARCH, 1, 3, (0, 3))


def test_hand_played_out_almonte_four_hand_scores_as_six() -> None:
    state = setup_state(ALMONTE_FOUR, dealer=0, up="KH", hands=["", "4S 3S 2S JH JD", "", ""])
    _, events = play_out(start_play(state))
    assert scored(events) == (1, 5, HandOutcome.MARCH, 1, 3, (0, 3))
