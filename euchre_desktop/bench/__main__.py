"""``python -m euchre_desktop.bench engine --preset ID --hands N --seed S``."""

from __future__ import annotations

import argparse
import json
import sys

from euchre_desktop.rules import PRESETS


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m euchre_desktop.bench")
    commands = parser.add_subparsers(dest="command", required=True)
    engine = commands.add_parser("engine", help="random legal hands per second")
    engine.add_argument("--preset", default="north-american", choices=sorted(PRESETS))
    engine.add_argument("--hands", type=int, default=10_000)
    engine.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    if args.command == "engine":
        from euchre_desktop.bench.engine import play_random_hands

        result = {"preset": args.preset, "seed": args.seed}
        result |= play_random_hands(PRESETS[args.preset], args.hands, args.seed)
    print(json.dumps(result))
    return 0


if __name__ == "__main__":
    sys.exit(main())
