"""The double-dummy solver agrees with plain minimax over the real engine."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from euchre_desktop.bots.solver import position_of, solve, solve_value
from euchre_desktop.rules import GameState, HouseRules, Phase, Play, new_match
from euchre_desktop.rules import events as ev
from tests.rules.strategies import house_rules


def play_position(rules: HouseRules, seed: int, tricks_left: int, extra: int) -> GameState | None:
    """A play-phase state with ``tricks_left`` tricks to go and ``extra`` cards of the
    current trick played, reached by random legal actions (None if the deal was thrown in)."""
    chooser = random.Random(seed)
    state, _ = new_match(rules, seed)
    while state.phase is not Phase.PLAY:
        if state.is_over or state.hands_completed:
            return None
        state, _ = state.apply(chooser.choice(state.legal_actions()))
    while len(state.tricks) < 5 - tricks_left:
        state, _ = state.apply(chooser.choice(state.legal_actions()))
    for _ in range(min(extra, state.active_count - 1)):
        state, _ = state.apply(chooser.choice(state.legal_actions()))
    return state


def minimax(state: GameState, team: int) -> int:
    """Tricks ``team`` takes from here with best play, by trying every legal card."""
    hand = state.hands_completed
    values = []
    for action in state.legal_actions():
        after, events = state.apply(action)
        won = sum(1 for event in events
                  if isinstance(event, ev.TrickWon) and event.seat % 2 == team)
        if after.hands_completed == hand and not after.is_over:
            won += minimax(after, team)
        values.append(won)
    assert state.turn is not None
    return max(values) if state.turn % 2 == team else min(values)


def position(state: GameState):  # type: ignore[no-untyped-def]
    assert state.trump is not None and state.turn is not None
    return position_of(state.trump, state.hands, state.trick, state.turn, state.sitting_out,
                       state.rules.identical_cards_possible)


@given(rules=house_rules(), seed=st.integers(0, 2**32), tricks_left=st.integers(1, 3),
       extra=st.integers(0, 5), team=st.integers(0, 1))
@settings(max_examples=120, deadline=None)
def test_solver_equals_brute_force(rules: HouseRules, seed: int, tricks_left: int, extra: int,
                                   team: int) -> None:
    state = play_position(rules, seed, tricks_left, extra)
    if state is None:
        return
    solution = solve(position(state), team)
    assert solution.tricks == minimax(state, team) == solve_value(position(state), team)
    for action in state.legal_actions():
        assert isinstance(action, Play)
        after, events = state.apply(action)
        won = sum(1 for event in events
                  if isinstance(event, ev.TrickWon) and event.seat % 2 == team)
        if after.hands_completed == state.hands_completed and not after.is_over:
            won += minimax(after, team)
        assert solution.move_tricks[action.card.code] == won


def test_full_hand_is_solved_for_every_legal_card() -> None:
    state = play_position(HouseRules(), 3, 5, 0)
    assert state is not None
    solution = solve(position(state))
    assert set(solution.move_tricks) == {
        action.card.code for action in state.legal_actions() if isinstance(action, Play)
    }
    assert 0 <= solution.tricks <= 5


@given(rules=house_rules(), seed=st.integers(0, 2**32), extra=st.integers(0, 5),
       thresholds=st.lists(st.integers(1, 5), max_size=3))
@settings(max_examples=40, deadline=None)
def test_thresholds_resolve_values_to_the_largest_step_reached(
    rules: HouseRules, seed: int, extra: int, thresholds: list[int]
) -> None:
    state = play_position(rules, seed, 3, extra)
    if state is None:
        return
    exact = solve(position(state), 0)
    coarse = solve(position(state), 0, thresholds=thresholds)
    for code, tricks in exact.move_tricks.items():
        reached = [step for step in thresholds if step <= tricks]
        assert coarse.move_tricks[code] == max(reached, default=0)
