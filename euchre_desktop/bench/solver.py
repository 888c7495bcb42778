"""Solves per second of the double-dummy solver on a fixed set of positions.

The positions come from random legal play of seeded deals: the opening lead of each deal
and one later point of its play. Each run solves every position three ways: every move with
the thresholds the Expert asks in play (a maker's three and five tricks), the value alone
with the same thresholds (as the Expert's bidding play-outs), and every move exactly. The
checksum of the answers lets two versions of the solver be compared for identical results.
Times are CPU time of this process, so other work on the machine disturbs them less.
"""

from __future__ import annotations

import hashlib
import random
import statistics
import time
from collections.abc import Callable
from typing import Any

from euchre_desktop.bots.solver import Position, position_of, solve, solve_value
from euchre_desktop.rules import GameState, HouseRules, Phase, new_match

THRESHOLDS = (3, 5)


def solver_positions(rules: HouseRules, deals: int, seed: int) -> list[Position]:
    """Two positions of each of ``deals`` random deals reaching play: the opening lead and
    a random later point."""
    rng = random.Random(seed)
    positions: list[Position] = []
    while len(positions) < 2 * deals:
        state, _ = new_match(rules, rng.randrange(1 << 40))
        while state.phase is not Phase.PLAY and not state.hands_completed:
            state, _ = state.apply(rng.choice(state.legal_actions()))
        if state.hands_completed:
            continue
        positions.append(_position(state))
        for _ in range(rng.randrange(1, 4 * state.active_count)):
            state, _ = state.apply(rng.choice(state.legal_actions()))
        positions.append(_position(state))
    return positions


def _position(state: GameState) -> Position:
    assert state.trump is not None and state.turn is not None
    return position_of(state.trump, state.hands, state.trick, state.turn, state.sitting_out,
                       state.rules.identical_cards_possible)


def time_solver(rules: HouseRules, deals: int, seed: int, runs: int) -> dict[str, Any]:
    """Median solves per second of each kind over ``runs`` runs, and a checksum of every
    answer."""
    positions = solver_positions(rules, deals, seed)
    kinds: dict[str, Callable[[Position], object]] = {
        "moves": lambda p: sorted(solve(p, p.turn % 2, thresholds=THRESHOLDS)
                                  .move_tricks.items()),
        "value": lambda p: solve_value(p, p.turn % 2, thresholds=THRESHOLDS),
        "exact": lambda p: sorted(solve(p).move_tricks.items()),
    }
    rates: dict[str, list[float]] = {kind: [] for kind in kinds}
    digest = hashlib.sha256()
    for run in range(runs):
        for kind, solver in kinds.items():
            start = time.process_time()
            answers = [solver(position) for position in positions]
            rates[kind].append(len(positions) / (time.process_time() - start))
            if run == 0:
                digest.update(repr((kind, answers)).encode())
    return {
        "positions": len(positions),
        "runs": runs,
        "solves_per_s": {kind: round(statistics.median(values), 1)
                         for kind, values in rates.items()},
        "checksum": digest.hexdigest()[:16],
    }
