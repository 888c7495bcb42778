"""Random legal hands through the public rules API, to measure the engine's speed."""

from __future__ import annotations

import random
import time
from typing import Any

from euchre_desktop.rules import HouseRules, new_match


def play_random_hands(rules: HouseRules, hands: int, seed: int) -> dict[str, Any]:
    """Play ``hands`` deals (scored or thrown in) choosing uniformly among legal actions,
    starting new matches as they end."""
    uniform = random.Random(seed).random  # cheaper than choice(): the engine is measured
    state, _ = new_match(rules, seed)
    finished = actions = matches = 0
    start = time.perf_counter()
    while finished < hands:
        if state.is_over:
            matches += 1
            state, _ = new_match(rules, seed + matches)
        before = state.hands_completed
        legal = state.legal_actions()
        state, _ = state.apply(legal[int(uniform() * len(legal))])
        actions += 1
        finished += state.hands_completed - before
    seconds = time.perf_counter() - start
    return {
        "hands": finished,
        "actions": actions,
        "seconds": round(seconds, 4),
        "hands_per_second": round(finished / seconds, 1),
        "actions_per_second": round(actions / seconds, 1),
    }
