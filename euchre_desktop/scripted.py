"""Scripted matches: simple players that drive a real match to a chosen moment.

The gallery pictures each decision from the moments these reach, and the tests build their
panels' states from the same moments, so a picture and a test of "round two, dealer on the
left" are the same position. Pure rules: nothing here imports Qt.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from euchre_desktop.rules import Card, Deal, GameState, HouseRules, MatchRecord, Phase
from euchre_desktop.rules.actions import DECLINE, GO_ALONE, ORDER_UP, PASS, Action
from euchre_desktop.rules.deal import deck_cards
from euchre_desktop.rules.state import new_match

Script = Callable[[GameState], Action | None]
"""A scripted choice for the seat to act, or None for the default (pass, decline, first)."""

Goal = Callable[[GameState], bool]

MAX_ACTIONS = 2000
"""A scripted match that has not reached its goal after this many actions never will."""


def default_action(state: GameState) -> Action:
    """Pass or decline when allowed, else the first legal action."""
    legal = state.legal_actions()
    for choice in (PASS, DECLINE):
        if choice in legal:
            return choice
    return legal[0]


def reach(
    rules: HouseRules,
    goal: Goal,
    script: Script = lambda state: None,
    *,
    seeds: range = range(300),
    setup: Deal | None = None,
) -> MatchRecord:
    """The record of the first match (over ``seeds``) that gets to a state where ``goal``
    holds, every seat playing ``script`` (or the default action where it has none)."""
    for seed in seeds:
        state, _ = new_match(rules, seed, setup=setup)
        actions: list[Action] = []
        for _ in range(MAX_ACTIONS):
            if goal(state):
                return MatchRecord(rules, seed, tuple(actions), setup)
            if state.is_over:
                break
            chosen = script(state)
            action = chosen if chosen in state.legal_actions() else default_action(state)
            state, _ = state.apply(action)
            actions.append(action)
    raise LookupError("no seed reaches the goal")


def human_at(phase: Phase, **fields: object) -> Goal:
    """Seat 0 is to act in ``phase`` and each named state field has the given value."""
    def goal(state: GameState) -> bool:
        return (state.phase is phase and state.turn == 0
                and all(getattr(state, key) == value for key, value in fields.items()))
    return goal


def orders_up(seat: int | None, alone: bool = False) -> Script:
    """``seat`` (every seat if None) orders up in round one, going alone if ``alone``."""
    def script(state: GameState) -> Action | None:
        if seat is not None and state.turn != seat:
            return None
        if state.phase is Phase.BIDDING_ROUND_1:
            return ORDER_UP
        if state.phase is Phase.GOING_ALONE and alone:
            return GO_ALONE
        return None
    return script


def dealt(rules: HouseRules, dealer: int, human_hand: Sequence[Card], up_card: Card) -> Deal:
    """A deal giving seat 0 ``human_hand`` and turning ``up_card`` up."""
    rest = [card for card in deck_cards(rules) if card not in human_hand and card != up_card]
    hands = [tuple(human_hand)] + [tuple(rest[5 * i: 5 * i + 5])
                                   for i in range(rules.players - 1)]
    return Deal(dealer, tuple(hands), up_card, tuple(rest[5 * (rules.players - 1):]), ())
