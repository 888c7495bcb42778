"""The match tally: hands made, marches, euchres and loners by team, from the actions."""

from __future__ import annotations

import random

from euchre_desktop.rules import PRESETS, GameState, new_match
from euchre_desktop.rules import events as ev
from euchre_desktop.rules.actions import GO_ALONE, ORDER_UP, Action
from euchre_desktop.rules.tally import tally_match
from tests.rules.builders import setup_deal


def play_out(state: GameState, chooser: random.Random) -> tuple[list[Action], list[ev.Event]]:
    actions: list[Action] = []
    events: list[ev.Event] = []
    while not state.is_over:
        action = chooser.choice(state.legal_actions())
        state, new = state.apply(action)
        actions.append(action)
        events.extend(new)
    return actions, events


def test_a_lone_march_is_a_make_a_march_and_a_won_loner() -> None:
    rules = PRESETS["north-american"]
    deal = setup_deal(rules, dealer=3, up="9H", hands=["JH JD AH KH QH", "", "", ""])
    state, _ = new_match(rules, 1, setup=deal)
    actions: list[Action] = [ORDER_UP, GO_ALONE]
    for action in actions:
        state, _ = state.apply(action)
    while state.hands_completed == 0:  # the human leads the bowers and aces: all five
        action = state.legal_actions()[0]
        state, _ = state.apply(action)
        actions.append(action)
    tally = tally_match(rules, 1, actions, deal)
    assert (tally.hands, tally.made, tally.marches) == (1, [1, 0], [1, 0])
    assert (tally.euchres, tally.loners, tally.loners_won) == ([0, 0], [1, 0], [1, 0])


def test_over_whole_matches_every_hand_is_counted_once() -> None:
    for seed, preset in enumerate(("north-american", "six-player", "almonte-four")):
        rules = PRESETS[preset]
        state, _ = new_match(rules, seed)
        actions, events = play_out(state, random.Random(seed))
        tally = tally_match(rules, seed, actions)
        scored = [e for e in events if isinstance(e, ev.HandScored)]
        thrown = [e for e in events if isinstance(e, ev.HandThrownIn)]
        assert tally.hands == len(scored) + len(thrown) and tally.thrown_in == len(thrown)
        assert sum(tally.made) + sum(tally.euchres) == len(scored)
        for team in (0, 1):
            assert tally.made[team] == sum(
                e.makers == team and e.team == team for e in scored)
            assert tally.euchres[team] == sum(
                e.makers != team and e.team == team for e in scored)
            assert tally.marches[team] <= tally.made[team]
            assert tally.loners_won[team] <= tally.loners[team]
