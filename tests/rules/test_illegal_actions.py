"""Refused actions: the error names the rule and the facts it turns on, and nothing changes."""

from __future__ import annotations

import pytest

from euchre_desktop.rules import PRESETS, Card, GameState, HouseRules, IllegalActionError, Suit
from euchre_desktop.rules.actions import Rule
from tests.rules.builders import STATE_FIELDS, act, setup_state, start_play

NORTH_AMERICAN = PRESETS["north-american"]


def hearts_trump(hands: list[str], rules: HouseRules = NORTH_AMERICAN) -> GameState:
    """Dealer 0 turns up the 9 of hearts; seat 1 orders up; seat 1 leads."""
    return start_play(setup_state(rules, dealer=0, up="9H", hands=hands))


def refused(state: GameState, action: str) -> IllegalActionError:
    with pytest.raises(IllegalActionError) as error:
        act(state, action)
    return error.value


def test_playing_the_left_bower_to_its_printed_suit_is_refused_as_the_left_bower_rule() -> None:
    state = hearts_trump(["10H QH KH AH JH", "AD 9C 10C QC KC", "JD 10D AS KS QS",
                          "AC JC 9S 10S JS"])
    state, _ = act(state, "play:AD")
    error = refused(state, "play:JD")
    assert error.rule is Rule.LEFT_BOWER_IS_TRUMP
    assert (error.card, error.suit, error.trump) == (Card.parse("JD"), Suit.DIAMONDS, Suit.HEARTS)
    assert str(error).startswith(
        "JD is the left bower: while hearts are trump it counts as one of the hearts, not the "
        "diamonds.")


def test_holding_only_the_left_bower_a_trump_lead_must_be_followed_with_it() -> None:
    state = hearts_trump(["10H QH KH AH 9D", "JH 9C 10C QC KC", "JD 10D AS KS QS",
                          "AC JC 9S 10S JS"])
    state, _ = act(state, "play:JH")
    error = refused(state, "play:AS")
    assert error.rule is Rule.LEFT_BOWER_IS_TRUMP
    assert (error.card, error.suit, error.trump) == (Card.parse("JD"), Suit.HEARTS, Suit.HEARTS)
    assert str(error) == "Hearts (trump) were led and you must follow suit: JD counts as trump."


def test_holding_only_the_benny_a_trump_lead_must_be_followed_with_it() -> None:
    state = hearts_trump(["10H QH KH AH JD", "JH 9C 10C QC KC", "JK AS KS QS 9S",
                          "AC JC 10S JS 9D"], PRESETS["british"])
    state, _ = act(state, "play:JH")
    error = refused(state, "play:AS")
    assert error.card is not None and error.card.is_joker
    assert f"{error.card} counts as trump" in str(error)


def test_not_following_suit_is_refused_as_must_follow_suit() -> None:
    state = hearts_trump(["10H QH KH AH JH", "9C AD 10C QC KC", "AC JD 10D KS QS",
                          "AS JC 9S 10S JS"])
    state, _ = act(state, "play:9C")
    error = refused(state, "play:KS")
    assert error.rule is Rule.MUST_FOLLOW_SUIT
    assert (error.card, error.suit, error.trump) == (None, Suit.CLUBS, Suit.HEARTS)
    assert str(error) == "Clubs were led and you hold one of the clubs, so you must follow suit."


def test_playing_a_card_not_in_hand_is_refused_as_not_in_hand() -> None:
    state = hearts_trump(["10H QH KH AH JH", "AD 9C 10C QC KC", "JD 10D AS KS QS",
                          "AC JC 9S 10S JS"])
    error = refused(state, "play:AS")
    assert error.rule is Rule.NOT_IN_HAND and error.card is Card.parse("AS")
    assert str(error) == "You do not hold AS."


def test_discarding_a_card_not_in_hand_is_refused_as_not_in_hand() -> None:
    state = setup_state(NORTH_AMERICAN, dealer=0, up="9H", hands=["10H QH KH AH JH", "", "", ""])
    state, _ = act(state, "order-up decline")
    assert "You do not hold 9C" in str(refused(state, "discard:9C"))


def test_an_action_of_another_phase_is_refused_as_wrong_phase() -> None:
    state = setup_state(NORTH_AMERICAN, dealer=0, up="9H", hands=[""] * 4)
    error = refused(state, f"play:{state.hands[1][0]}")
    assert error.rule is Rule.WRONG_PHASE
    assert str(error) == ("That is not a move for now: this is the first round of bidding "
                          "(order up or pass).")


def test_naming_trump_in_round_one_is_refused_as_wrong_phase() -> None:
    state = setup_state(NORTH_AMERICAN, dealer=0, up="9H", hands=[""] * 4)
    assert refused(state, "name:S").rule is Rule.WRONG_PHASE


def test_an_illegal_action_is_a_value_error() -> None:
    state = setup_state(NORTH_AMERICAN, dealer=0, up="9H", hands=[""] * 4)
    assert isinstance(refused(state, "alone"), ValueError)


def snapshot(state: GameState) -> tuple[object, ...]:
    return tuple(getattr(state, name) for name in STATE_FIELDS)


@pytest.mark.parametrize("action", ["play:JD", "play:AS", "play:KS", "pass", "discard:10D"])
def test_the_state_is_unchanged_after_a_refused_action(action: str) -> None:
    state = hearts_trump(["10H QH KH AH JH", "AD 9C 10C QC KC", "JD 10D AS KS QS",
                          "AC JC 9S 10S JS"])
    state, _ = act(state, "play:AD")
    before = snapshot(state)
    refused(state, action)
    assert snapshot(state) == before
    after_legal, _ = act(state, "play:10D")
    assert after_legal.trick[-1][0] == 2 and snapshot(state) == before
