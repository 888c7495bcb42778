"""How long the claim test takes: ``settled_tricks`` before every card of random hands."""

from __future__ import annotations

import random
import time
from typing import Any

from euchre_desktop.rules import HouseRules, Phase, new_match
from euchre_desktop.rules.claim import settled_tricks


def time_claim_test(rules: HouseRules, hands: int, seed: int) -> dict[str, Any]:
    """Play ``hands`` random deals; before every card of the play, time ``settled_tricks``
    (as the table runs it) and count the positions found settled."""
    rng = random.Random(seed)
    state, _ = new_match(rules, seed)
    timings: list[float] = []
    settled = played = 0
    while played < hands:
        if state.is_over:
            state, _ = new_match(rules, rng.randrange(1 << 40))
        if state.phase is Phase.PLAY:
            start = time.perf_counter()
            result = settled_tricks(state)
            timings.append(time.perf_counter() - start)
            settled += result is not None
        before = state.hands_completed
        state, _ = state.apply(rng.choice(state.legal_actions()))
        played += state.hands_completed - before
    timings.sort()
    ms = [t * 1000 for t in timings]
    return {
        "positions": len(ms),
        "settled": settled,
        "mean_ms": round(sum(ms) / len(ms), 3),
        "median_ms": round(ms[len(ms) // 2], 3),
        "p99_ms": round(ms[int(len(ms) * 0.99)], 3),
        "max_ms": round(ms[-1], 3),
    }
