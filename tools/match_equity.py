"""Measure how hands score and write the match-equity tables the Expert plays to the score with.

Usage: ``python tools/match_equity.py [--hands N] [--seed S] [--jobs J] [--out PATH]``; by
default it plays 10,000 hands of every preset, Standard bot in every seat, and rewrites
``resources/match_equity.json``. For each preset it counts, among the hands scored, how often
the scoring team took each number of points, and computes the table of the chance of winning
the match from every score to the preset's target (``euchre_desktop.bots.equity``). The same
hands and seed give the same file on every machine.
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import random
import sys
from collections import Counter
from pathlib import Path
from typing import Any

from euchre_desktop.bots.equity import equity_table
from euchre_desktop.bots.standard import StandardBot
from euchre_desktop.rules import PRESETS, HouseRules, new_match
from euchre_desktop.rules.events import HandScored, HandThrownIn

OUT = Path(__file__).resolve().parent.parent / "resources" / "match_equity.json"
DIGITS = 6


def measure(rules: HouseRules, hands: int, seed: int) -> dict[int, int]:
    """Points -> the number of hands (of ``hands`` first hands of matches seeded from ``seed``)
    in which the scoring team took that many; hands thrown in are not counted."""
    bot = StandardBot()
    counts: Counter[int] = Counter()
    for hand in range(hands):
        match_seed = seed * 1_000_003 + hand
        state, _ = new_match(rules, match_seed)
        rng = random.Random(match_seed)
        done = False
        while not done:
            assert state.turn is not None
            state, events = state.apply(bot.choose(state.view(state.turn), rng).action)
            for event in events:
                if isinstance(event, HandScored):
                    counts[event.points] += 1
                if isinstance(event, HandScored | HandThrownIn):
                    done = True
    return dict(sorted(counts.items()))


def _measure_preset(preset_id: str, hands: int, seed: int) -> dict[int, int]:
    return measure(PRESETS[preset_id], hands, seed)


def build(preset_ids: list[str], hands: int, seed: int, jobs: int = 1) -> dict[str, Any]:
    """The file's content for these presets (measured in ``jobs`` processes)."""
    arguments = [(preset_id, hands, seed) for preset_id in preset_ids]
    if jobs > 1:
        with multiprocessing.get_context("spawn").Pool(jobs) as pool:
            measured = pool.starmap(_measure_preset, arguments)
    else:
        measured = [_measure_preset(*argument) for argument in arguments]
    presets: dict[str, Any] = {}
    for preset_id, outcomes in zip(preset_ids, measured, strict=True):
        rules = PRESETS[preset_id]
        assert rules.target_score is not None
        table = equity_table(rules.target_score, outcomes)
        presets[preset_id] = {
            "target": rules.target_score,
            "outcomes": {str(points): count for points, count in outcomes.items()},
            "equity": [[round(value, DIGITS) for value in row] for row in table],
        }
    return {"hands": hands, "seed": seed, "bot": "standard", "presets": presets}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--hands", type=int, default=10_000, help="hands per preset")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--presets", default=",".join(sorted(PRESETS)),
                        help="comma-separated preset ids")
    parser.add_argument("--out", type=Path, default=OUT)
    parser.add_argument("--jobs", type=int, default=1, help="processes")
    args = parser.parse_args()
    data = build(args.presets.split(","), args.hands, args.seed, args.jobs)
    args.out.write_text(json.dumps(data, indent=1) + "\n", encoding="utf-8")
    print(f"wrote {args.out}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
