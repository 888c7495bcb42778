"""The match around the hands: the target score, the dealer's turn, a fixed number of hands."""

from __future__ import annotations

import pytest

from euchre_desktop.rules import PRESETS, GameState, IllegalActionError, OrderUp, Phase, new_match
from euchre_desktop.rules import events as ev
from tests.rules.builders import act, of_type, play_out, setup_state

FOUR = PRESETS["north-american"]


def eager_step(state: GameState) -> tuple[GameState, list[ev.Event]]:
    """One action of a simple policy: order up whenever allowed, else the first legal one."""
    legal = state.legal_actions()
    action = next((a for a in legal if isinstance(a, OrderUp)), legal[0])
    return state.apply(action)


def new_match_state(preset_id: str) -> GameState:
    return new_match(PRESETS[preset_id], 3)[0]


def play_match(state: GameState, limit: int = 2000) -> tuple[GameState, list[ev.Event]]:
    events: list[ev.Event] = []
    for _ in range(limit):
        if state.is_over:
            break
        state, new_events = eager_step(state)
        events.extend(new_events)
    assert state.is_over
    return state, events


def test_a_team_passing_the_target_wins_the_match() -> None:
    rules = PRESETS["six-player"].with_changes(target_score=5)
    state = setup_state(rules, dealer=0, up="9H", hands=["", "JK JH JD AH KH", "", "", "", ""])
    state, _ = act(state, "order-up alone decline decline decline")
    state, _ = act(state, f"discard:{state.hands[0][0]} decline")  # no card asked for
    state, events = play_out(state)
    assert of_type(events, ev.GameWon) == [ev.GameWon(1, (0, 6))]
    assert state.is_over and state.phase is Phase.MATCH_OVER and state.winner == 1


@pytest.mark.parametrize("preset_id", ["north-american", "classic-32", "almonte-four"])
def test_the_first_team_to_reach_the_target_wins(preset_id: str) -> None:
    rules = PRESETS[preset_id]
    state, events = play_match(new_match_state(preset_id))
    (won,) = of_type(events, ev.GameWon)
    assert rules.target_score is not None and won.team is not None
    assert won.scores[won.team] >= rules.target_score > won.scores[1 - won.team]
    assert won.scores == state.scores and state.winner == won.team


def test_a_finished_match_has_no_legal_actions_and_refuses_any() -> None:
    state, _ = play_match(new_match_state("classic-32"))
    assert state.legal_actions() == () and state.turn is None
    with pytest.raises(IllegalActionError, match="The match is over") as error:
        act(state, "pass")
    assert error.value.rule == "match-over"


@pytest.mark.parametrize("preset_id", ["north-american", "six-player"])
def test_the_deal_passes_clockwise_each_hand(preset_id: str) -> None:
    players = PRESETS[preset_id].players
    rules = PRESETS[preset_id].with_changes(target_score=None, hand_limit=2 * players)
    state, _ = new_match(rules, 3)
    first = state.dealer
    _, events = play_match(state)
    dealers = [dealt.dealer for dealt in of_type(events, ev.CardsDealt)]
    assert dealers == [(first + hand) % players for hand in range(1, 2 * players)]


def test_a_fixed_number_of_hands_ends_the_match() -> None:
    rules = FOUR.with_changes(target_score=None, hand_limit=1)
    state = setup_state(rules, dealer=0, up="9H", hands=["", "JH JD AH KH QH", "", ""])
    state, _ = act(state, "order-up decline discard:9H")
    state, events = play_out(state)
    assert of_type(events, ev.GameWon) == [ev.GameWon(1, (0, 2))]
    assert of_type(events, ev.CardsDealt) == [] and state.phase is Phase.MATCH_OVER


def test_a_fixed_number_of_hands_goes_on_until_the_last_hand() -> None:
    rules = FOUR.with_changes(target_score=None, hand_limit=12)
    state, events = play_match(setup_state(rules, dealer=0, up="9H", hands=[""] * 4))
    assert state.hands_completed == 12
    assert len(of_type(events, ev.CardsDealt)) == 11  # the first deal came with the setup


def test_a_fixed_number_of_hands_tied_is_a_draw() -> None:
    rules = FOUR.with_changes(target_score=None, hand_limit=1)
    state = setup_state(rules, dealer=0, up="9H", hands=[""] * 4)
    state, events = act(state, ["pass"] * 8)  # thrown in: the only hand ends 0-0
    assert of_type(events, ev.GameWon) == [ev.GameWon(None, (0, 0))]
    assert state.is_over and state.winner is None
