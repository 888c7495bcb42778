"""How long a hint takes: the coach asked at every decision of one seat, by phase.

Standard bots play every seat of the first hand of numbered matches; whenever seat 0 is to
act (bids, discards, going alone and every card, single-option turns included, as a player
may press Hint at any of them) the coach is asked and timed before the seat plays on. Each
piece of advice must name a legal action and give at least one reason.
"""

from __future__ import annotations

import multiprocessing
import random
import time
from typing import Any

from euchre_desktop.bench.match import latency_summary
from euchre_desktop.bots.coach import COACH_BUDGET_MS, coach
from euchre_desktop.bots.registry import choose_safely, make_bot
from euchre_desktop.rules import PRESETS, new_match

ADVISED_SEAT = 0


def run_chunk(preset_id: str, seed: int, hands: range, budget_ms: float
              ) -> tuple[dict[str, list[float]], int]:
    """Latencies in seconds by phase, and how many hints were not sound advice."""
    rules = PRESETS[preset_id]
    bot = make_bot("standard")
    latency: dict[str, list[float]] = {}
    unsound = 0
    for hand in hands:
        state, _ = new_match(rules, seed * 1_000_003 + hand)
        deals = state.deals_made
        rng = random.Random(seed * 7_919 + hand)
        while not state.hands_completed and not state.is_over and state.deals_made == deals:
            seat = state.turn
            assert seat is not None
            view = state.view(seat)
            if seat == ADVISED_SEAT:
                start = time.perf_counter()
                advice = coach(view, rng, budget_ms)
                latency.setdefault(state.phase.value, []).append(time.perf_counter() - start)
                if advice.action not in view.legal_actions or not advice.reasons:
                    unsound += 1
            state, _ = state.apply(choose_safely(bot, view, rng).action)
    return latency, unsound


def run_coach(preset_id: str, hands: int, seed: int, jobs: int = 1,
              budget_ms: float = COACH_BUDGET_MS) -> dict[str, Any]:
    """Run the benchmark, in ``jobs`` spawned processes when more than one."""
    start = time.perf_counter()
    jobs = max(1, min(jobs, hands))
    arguments = [(preset_id, seed, range(job, hands, jobs), budget_ms) for job in range(jobs)]
    if jobs == 1:
        results = [run_chunk(*argument) for argument in arguments]
    else:
        with multiprocessing.get_context("spawn").Pool(jobs) as pool:
            results = pool.starmap(run_chunk, arguments)
    latency: dict[str, list[float]] = {}
    for chunk, _ in results:
        for phase, times in chunk.items():
            latency.setdefault(phase, []).extend(times)
    return {
        "preset": preset_id,
        "hands": hands,
        "seed": seed,
        "jobs": jobs,
        "budget_ms": budget_ms,
        "hints": sum(len(times) for times in latency.values()),
        "unsound_hints": sum(unsound for _, unsound in results),
        "latency_ms": latency_summary(latency),
        "seconds": round(time.perf_counter() - start, 2),
    }
