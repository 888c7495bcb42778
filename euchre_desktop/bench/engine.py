"""Random legal hands through the public rules API, to measure the engine's speed, and
optionally the same loop over OpenSpiel's ``euchre`` in another interpreter, side by side.

Both loops count the process's CPU time, not the wall clock: on a machine shared with other
work the figures then measure the code, one core, rather than the neighbours' load."""

from __future__ import annotations

import json
import random
import statistics
import subprocess
import time
from typing import Any

from euchre_desktop.rules import HouseRules, new_match


def play_random_hands(rules: HouseRules, hands: int, seed: int) -> dict[str, Any]:
    """Play ``hands`` deals (scored or thrown in) choosing uniformly among legal actions,
    starting new matches as they end."""
    uniform = random.Random(seed).random  # cheaper than choice(): the engine is measured
    state, _ = new_match(rules, seed)
    finished = actions = matches = 0
    start = time.process_time()
    while finished < hands:
        if state.is_over:
            matches += 1
            state, _ = new_match(rules, seed + matches)
        # One hand, shaped as OpenSpiel's loop below: each deal ends with one more hand
        # completed (scored or thrown in), the match's last one too.
        completed = state.hands_completed
        while state.hands_completed == completed:
            legal = state.legal_actions()
            state, _ = state.apply(legal[int(uniform() * len(legal))])
            actions += 1
        finished += 1
    seconds = max(time.process_time() - start, 1e-9)  # a clock tick may exceed a tiny run
    return {
        "hands": finished,
        "actions": actions,
        "seconds": round(seconds, 4),
        "hands_per_second": round(finished / seconds, 1),
        "actions_per_second": round(actions / seconds, 1),
    }


# The same loop over OpenSpiel's euchre (one hand per game, the deal as chance nodes). Its
# chance outcomes are uniform (dealer seat, then each card), so choosing uniformly among
# ``legal_actions`` at every node, chance or not, plays uniformly random hands.
_OPENSPIEL_LOOP = """
import json, random, sys, time
import pyspiel
hands, seed = int(sys.argv[1]), int(sys.argv[2])
game = pyspiel.load_game("euchre")
uniform = random.Random(seed).random
finished = actions = 0
start = time.process_time()
while finished < hands:
    state = game.new_initial_state()
    while not state.is_terminal():
        legal = state.legal_actions()
        state.apply_action(legal[int(uniform() * len(legal))])
        actions += 1
    finished += 1
seconds = max(time.process_time() - start, 1e-9)
print(json.dumps({"hands": finished, "actions": actions, "seconds": seconds}))
"""


def openspiel_random_hands(python: str, hands: int, seed: int) -> dict[str, Any]:
    """Run the random-hands loop over OpenSpiel's ``euchre`` in ``python`` (an interpreter
    with ``open_spiel`` installed), as a subprocess."""
    completed = subprocess.run(
        [python, "-c", _OPENSPIEL_LOOP, str(hands), str(seed)],
        capture_output=True, text=True, check=False,
    )
    if completed.returncode != 0:
        raise RuntimeError(f"the OpenSpiel loop failed in {python}: {completed.stderr.strip()}")
    result: dict[str, Any] = json.loads(completed.stdout)
    result["hands_per_second"] = round(result["hands"] / result["seconds"], 1)
    result["seconds"] = round(result["seconds"], 4)
    return result


def compare_with_openspiel(
    rules: HouseRules, hands: int, seed: int, python: str, runs: int
) -> dict[str, Any]:
    """Alternate ``runs`` runs of ours and of OpenSpiel's (so both see the same machine load)
    and report the median hands per second of each and the ratio of the medians."""
    ours: list[float] = []
    theirs: list[float] = []
    for run in range(runs):
        ours.append(play_random_hands(rules, hands, seed + run)["hands_per_second"])
        theirs.append(openspiel_random_hands(python, hands, seed + run)["hands_per_second"])
    ours_median = statistics.median(ours)
    theirs_median = statistics.median(theirs)
    return {
        "runs": runs,
        "hands": hands,
        "hands_per_second": ours_median,
        "hands_per_second_runs": ours,
        "openspiel_hands_per_second": theirs_median,
        "openspiel_hands_per_second_runs": theirs,
        "ratio": float(f"{ours_median / theirs_median:.3g}"),  # 3 digits: never a bare 0.0
    }
