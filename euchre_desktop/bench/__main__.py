"""``python -m euchre_desktop.bench engine --preset ID --hands N --seed S
[--compare-python PATH --runs R]`` and
``python -m euchre_desktop.bench match --a LEVEL --b LEVEL --preset ID --deals N --seed S
[--expert-deals N]``
and ``python -m euchre_desktop.bench overrides --preset ID --deals N --seed S [--expert-deals N]``
and ``python -m euchre_desktop.bench legality --decisions N --expert-budget-ms MS`` and
``python -m euchre_desktop.bench frames --level LEVEL --seconds T`` (needs a display or
QT_QPA_PLATFORM=offscreen) and ``python -m euchre_desktop.bench claim --preset ID --hands N``
and ``python -m euchre_desktop.bench coach --preset ID --hands N [--against-ms MS]
[--hint-deals N --deep-deals N]``
and ``python -m euchre_desktop.bench solver --preset ID --deals N --runs R``
and ``python -m euchre_desktop.bench search --preset ID --phase P --hands N --deals D``
and ``python -m euchre_desktop.bench sampler --preset ID --deals N --worlds W``."""

from __future__ import annotations

import argparse
import json
import sys

from euchre_desktop.rules import PRESETS, Phase


def _scores(text: str) -> tuple[int, int]:
    """A score written A-B, as in 8-8."""
    try:
        a, b = (int(part) for part in text.split("-"))
    except ValueError:
        raise argparse.ArgumentTypeError(f"a score is written A-B, not {text!r}") from None
    if a < 0 or b < 0:
        raise argparse.ArgumentTypeError(f"a score cannot be negative: {text!r}")
    return a, b


def _phases(text: str) -> frozenset[str]:
    """Phase names separated by commas, as the benchmarks report them."""
    names = frozenset(name.strip() for name in text.split(",") if name.strip())
    known = {phase.value for phase in Phase}
    if not names or names - known:
        raise argparse.ArgumentTypeError(
            f"phases are among {', '.join(sorted(known))}, not {text!r}")
    return names


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m euchre_desktop.bench")
    commands = parser.add_subparsers(dest="command", required=True)
    engine = commands.add_parser("engine", help="random legal hands per second")
    engine.add_argument("--preset", default="north-american", choices=sorted(PRESETS))
    engine.add_argument("--hands", type=int, default=10_000)
    engine.add_argument("--seed", type=int, default=1)
    engine.add_argument("--compare-python", metavar="PATH",
                        help="a python with open_spiel: also time OpenSpiel's euchre")
    engine.add_argument("--runs", type=int, default=5,
                        help="alternating runs of each when comparing")
    match = commands.add_parser("match", help="bot A against bot B on duplicate deals")
    levels = ("beginner", "standard", "expert")
    match.add_argument("--a", required=True, choices=levels)
    match.add_argument("--b", required=True, choices=levels)
    match.add_argument("--preset", default="north-american", choices=sorted(PRESETS))
    match.add_argument("--deals", type=int, default=200)
    match.add_argument("--seed", type=int, default=1)
    match.add_argument("--games", type=int, default=0, help="also play whole matches")
    match.add_argument("--start-scores", type=_scores, default=(0, 0), metavar="A-B",
                       help="whole matches start at this score, A's first (e.g. 8-8)")
    match.add_argument("--jobs", type=int, default=1, help="processes")
    match.add_argument("--expert-deals", type=int, default=None, metavar="N",
                       help="an Expert searches N deals a decision, untimed (a run then "
                            "repeats exactly on any machine)")
    overrides = commands.add_parser(
        "overrides", help="the Expert's overrides of its rule player: predicted and realised")
    overrides.add_argument("--b", default="standard", choices=levels)
    overrides.add_argument("--preset", default="north-american", choices=sorted(PRESETS))
    overrides.add_argument("--deals", type=int, default=200)
    overrides.add_argument("--seed", type=int, default=1)
    overrides.add_argument("--jobs", type=int, default=1, help="processes")
    overrides.add_argument("--expert-deals", type=int, default=None, metavar="N",
                           help="the Expert searches N deals a decision, untimed")
    legality = commands.add_parser("legality",
                                   help="every level in every seat of every preset")
    legality.add_argument("--decisions", type=int, default=100_000)
    legality.add_argument("--seed", type=int, default=1)
    legality.add_argument("--expert-budget-ms", type=float, default=20.0)
    legality.add_argument("--jobs", type=int, default=1, help="processes")
    hints = commands.add_parser("coach", help="hint latency at every decision of one seat")
    hints.add_argument("--preset", default="north-american", choices=sorted(PRESETS))
    hints.add_argument("--hands", type=int, default=200)
    hints.add_argument("--seed", type=int, default=1)
    hints.add_argument("--jobs", type=int, default=1, help="processes")
    hints.add_argument("--budget-ms", type=float, default=None,
                       help="the hint's budget (default: the shipped one)")
    hints.add_argument("--against-ms", type=float, default=None,
                       help="also compare each hint with a search of this budget")
    hints.add_argument("--shares", type=int, default=1,
                       help="with --against-ms or --deep-deals: search each hint in this many "
                            "shares, pooled, as the game does on as many idle cores")
    hints.add_argument("--phases", type=_phases, default=None, metavar="A,B",
                       help="with --against-ms or --deep-deals: only decisions in these "
                            "phases (e.g. dealer-discard)")
    hints.add_argument("--hint-deals", type=int, default=None, metavar="N",
                       help="with --against-ms or --deep-deals: each hint searches exactly N "
                            "deals, untimed (with both counts: figures independent of the "
                            "machine's speed)")
    hints.add_argument("--deep-deals", type=int, default=None, metavar="N",
                       help="compare with a deeper search of exactly N deals, untimed")
    frames = commands.add_parser("frames", help="table frame intervals while bots think")
    frames.add_argument("--preset", default="north-american", choices=sorted(PRESETS))
    frames.add_argument("--level", default="expert", choices=levels)
    frames.add_argument("--seconds", type=float, default=30.0)
    frames.add_argument("--seed", type=int, default=1)
    claim = commands.add_parser("claim", help="the claim test's time before every card")
    claim.add_argument("--preset", default="north-american", choices=sorted(PRESETS))
    claim.add_argument("--hands", type=int, default=500)
    claim.add_argument("--seed", type=int, default=1)
    solver = commands.add_parser("solver", help="double-dummy solves per second")
    solver.add_argument("--preset", default="north-american", choices=sorted(PRESETS))
    solver.add_argument("--deals", type=int, default=100)
    solver.add_argument("--seed", type=int, default=1)
    solver.add_argument("--runs", type=int, default=3)
    searching = commands.add_parser(
        "search", help="CPU a world of the search at fixed deals, on real decisions")
    searching.add_argument("--preset", default="north-american", choices=sorted(PRESETS))
    searching.add_argument("--phase", default="play",
                           choices=sorted(phase.value for phase in Phase))
    searching.add_argument("--hands", type=int, default=100)
    searching.add_argument("--seed", type=int, default=1)
    searching.add_argument("--deals", type=int, default=100, help="deals searched a decision")
    searching.add_argument("--runs", type=int, default=3)
    searching.add_argument("--search", default="coach", choices=("coach", "expert"),
                           help="the hint's search (dropped options revisited) or the "
                                "Expert's")
    sampler = commands.add_parser(
        "sampler", help="decisions on sampled worlds against the exact posterior, late in hands")
    sampler.add_argument("--preset", default="north-american", choices=sorted(PRESETS))
    sampler.add_argument("--deals", type=int, default=60)
    sampler.add_argument("--seed", type=int, default=1)
    sampler.add_argument("--worlds", type=int, default=100, help="sampled worlds a decision")
    sampler.add_argument("--repeats", type=int, default=5, help="decisions a view")
    sampler.add_argument("--rejection", action="store_true",
                         help="draw every world by rejection, none by the count of every deal")
    args = parser.parse_args(argv)
    search = None
    if args.command != "engine":  # every other figure depends on the search's speed
        from euchre_desktop.bots.twins import search_runs

        # Read as the run starts, when its worker processes load the search: a source edited
        # during a long run would otherwise be reported as the code that ran.
        search = search_runs()
    if args.command == "engine":
        from euchre_desktop.bench.engine import compare_with_openspiel, play_random_hands

        result = {"preset": args.preset, "seed": args.seed}
        if args.compare_python:
            result |= compare_with_openspiel(PRESETS[args.preset], args.hands, args.seed,
                                             args.compare_python, args.runs)
        else:
            result |= play_random_hands(PRESETS[args.preset], args.hands, args.seed)
    elif args.command == "match":
        from euchre_desktop.bench.match import run_match

        if args.expert_deals is not None and args.expert_deals < 1:
            parser.error("--expert-deals must be at least 1")
        result = run_match(args.preset, args.a, args.b, args.deals, args.seed, args.games,
                           args.jobs, args.start_scores, args.expert_deals)
    elif args.command == "overrides":
        from euchre_desktop.bench.overrides import run_overrides

        if args.expert_deals is not None and args.expert_deals < 1:
            parser.error("--expert-deals must be at least 1")
        result = run_overrides(args.preset, args.deals, args.seed, args.b, args.jobs,
                               args.expert_deals)
    elif args.command == "legality":
        from euchre_desktop.bench.legality import run_legality

        result = run_legality(args.decisions, args.seed, args.expert_budget_ms, args.jobs)
    elif args.command == "coach":
        from euchre_desktop.bench.coach import run_agreement, run_coach
        from euchre_desktop.bench.match import UNTIMED_MS
        from euchre_desktop.bots.coach import COACH_BUDGET_MS

        budget_ms = COACH_BUDGET_MS if args.budget_ms is None else args.budget_ms
        if args.hint_deals is not None and args.against_ms is None and args.deep_deals is None:
            parser.error("--hint-deals compares hints: give --against-ms or --deep-deals too")
        if args.hint_deals is not None:
            budget_ms = UNTIMED_MS
        against_ms = UNTIMED_MS if args.deep_deals is not None else args.against_ms
        if against_ms is None:
            result = run_coach(args.preset, args.hands, args.seed, args.jobs, budget_ms)
        else:
            result = run_agreement(args.preset, args.hands, args.seed, against_ms, args.jobs,
                                   budget_ms, hint_deals=args.hint_deals,
                                   deep_deals=args.deep_deals, shares=args.shares,
                                   phases=args.phases)
    elif args.command == "frames":
        from euchre_desktop.bench.frames import measure_frames

        result = measure_frames(args.preset, args.level, args.seconds, args.seed)
    elif args.command == "claim":
        from euchre_desktop.bench.claim import time_claim_test

        result = {"preset": args.preset}
        result |= time_claim_test(PRESETS[args.preset], args.hands, args.seed)
    elif args.command == "solver":
        from euchre_desktop.bench.solver import time_solver

        result = {"preset": args.preset}
        result |= time_solver(PRESETS[args.preset], args.deals, args.seed, args.runs)
    elif args.command == "search":
        from euchre_desktop.bench.search import time_search

        if args.deals < 1 or args.runs < 1:
            parser.error("--deals and --runs must be at least 1")
        result = time_search(args.preset, args.phase, args.hands, args.seed, args.deals,
                             args.runs, args.search)
    elif args.command == "sampler":
        from euchre_desktop.bench.sampler import measure_sampler

        result = measure_sampler(args.preset, args.deals, args.seed, args.worlds,
                                 args.repeats, args.rejection)
    if search is not None:
        result["solver"] = search
    print(json.dumps(result))
    return 0


if __name__ == "__main__":
    sys.exit(main())
