"""Every level in every seat of every preset: how many decisions, and how many of them the
safety net had to replace (an illegal action, a missing reason or an exception).

Hands are dealt from each preset in turn; at hand ``h`` seat ``s`` is played by level
``(s + h) % 3``, so each level bids, makes, defends and deals in every preset. The Expert
runs with a small time budget: the same code paths as in a game, with fewer worlds.
"""

from __future__ import annotations

import multiprocessing
import random
import time
from collections import Counter
from typing import Any

from euchre_desktop.bots.base import Bot, Level
from euchre_desktop.bots.expert import ExpertBot
from euchre_desktop.bots.registry import choose_safely, is_fallback, make_bot
from euchre_desktop.rules import PRESETS, new_match

LEVELS = (Level.BEGINNER, Level.STANDARD, Level.EXPERT)


def _bots(expert_budget_ms: float) -> dict[Level, Bot]:
    return {level: ExpertBot(budget_ms=expert_budget_ms) if level is Level.EXPERT
            else make_bot(level) for level in LEVELS}


def run_chunk(seed: int, hands: range, expert_budget_ms: float) -> dict[str, Counter[str]]:
    """Play ``hands`` (numbered across all processes); counts by level and by preset."""
    bots = _bots(expert_budget_ms)
    presets = sorted(PRESETS)
    counts: dict[str, Counter[str]] = {"decisions": Counter(), "replaced": Counter(),
                                       "by_preset": Counter()}
    for hand in hands:
        preset_id = presets[hand % len(presets)]
        state, _ = new_match(PRESETS[preset_id], seed * 1_000_003 + hand)
        deals = state.deals_made
        rng = random.Random(seed * 7_919 + hand)
        while not state.hands_completed and not state.is_over:
            seat = state.turn
            assert seat is not None
            level = LEVELS[(seat + hand) % len(LEVELS)]
            decision = choose_safely(bots[level], state.view(seat), rng)
            counts["decisions"][level.value] += 1
            counts["by_preset"][preset_id] += 1
            if is_fallback(decision):
                counts["replaced"][level.value] += 1
            state, _ = state.apply(decision.action)
            if state.deals_made != deals:  # thrown in or redealt: that hand is done
                break
    return counts


def run_legality(decisions: int, seed: int, expert_budget_ms: float, jobs: int = 1
                 ) -> dict[str, Any]:
    """Play hands until at least ``decisions`` decisions were made (counted in batches)."""
    start = time.perf_counter()
    total: dict[str, Counter[str]] = {"decisions": Counter(), "replaced": Counter(),
                                      "by_preset": Counter()}
    batch = max(jobs * 20, 40)
    next_hand = 0
    context = multiprocessing.get_context("spawn")
    with context.Pool(jobs) if jobs > 1 else _Inline() as pool:
        while sum(total["decisions"].values()) < decisions:
            arguments = [(seed, range(next_hand + job, next_hand + batch, jobs),
                          expert_budget_ms) for job in range(jobs)]
            next_hand += batch
            for counts in pool.starmap(run_chunk, arguments):
                for key, counter in counts.items():
                    total[key].update(counter)
    return {
        "decisions": sum(total["decisions"].values()),
        "hands": next_hand,
        "illegal_actions": sum(total["replaced"].values()),
        "decisions_by_level": dict(total["decisions"]),
        "replaced_by_level": {level.value: total["replaced"][level.value] for level in LEVELS},
        "decisions_by_preset": dict(sorted(total["by_preset"].items())),
        "expert_budget_ms": expert_budget_ms,
        "seed": seed,
        "seconds": round(time.perf_counter() - start, 1),
    }


class _Inline:
    """The part of a process pool ``run_legality`` uses, run in this process."""

    def __enter__(self) -> _Inline:
        return self

    def __exit__(self, *exc: object) -> None:
        return None

    @staticmethod
    def starmap(function: Any, arguments: list[tuple[Any, ...]]) -> list[Any]:
        return [function(*argument) for argument in arguments]
