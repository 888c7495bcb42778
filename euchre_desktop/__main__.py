"""Command-line entry point: ``python -m euchre_desktop`` and ``euchre-desktop``."""

import time

# Read the clock before anything else is imported, so that the smoke start-up
# time covers (almost) everything this process does.
_STARTED_AT = time.perf_counter()

import argparse  # noqa: E402
import multiprocessing  # noqa: E402
import sys  # noqa: E402
from collections.abc import Sequence  # noqa: E402

from euchre_desktop import __version__  # noqa: E402

MAX_SEED = (1 << 63) - 1
"""Seeds are whole numbers from 0 to this, as the New game dialog and saved games take."""


def _seed(text: str) -> int:
    """A ``--seed`` value: refused here, with the reason, if a saved match could not keep it."""
    try:
        seed = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a whole number") from None
    if not 0 <= seed <= MAX_SEED:
        raise argparse.ArgumentTypeError(f"a seed is a whole number from 0 to {MAX_SEED}")
    return seed


def _build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="euchre-desktop",
        description="Euchre Desktop, a desktop Euchre card game.",
    )
    parser.add_argument("--version", action="version", version=f"%(prog)s {__version__}")
    parser.add_argument(
        "--smoke",
        action="store_true",
        help="show the main window, report the time to the first frame and exit",
    )
    parser.add_argument(
        "--preset",
        metavar="ID",
        help="rules preset to start with, e.g. north-american",
    )
    parser.add_argument(
        "--seed",
        metavar="N",
        type=_seed,
        help="seed for shuffling and the bots, for reproducible games",
    )
    parser.add_argument(
        "file",
        nargs="?",
        metavar="FILE",
        help="a saved match (.euchre.json) to open",
    )
    return parser


# Qt's own options that take a value as the next argument (``-style fusion``): split off
# before parsing, so that the value is not taken for FILE.
_QT_OPTIONS_WITH_VALUE = frozenset({
    "platform", "platformpluginpath", "platformtheme", "plugin", "style", "stylesheet",
    "session", "display", "geometry", "title", "name", "qwindowgeometry", "qwindowicon",
    "qwindowtitle",
})


def _split_qt_options(raw: Sequence[str]) -> tuple[list[str], list[str]]:
    """Our arguments and Qt's value-taking options (with their values), in order."""
    ours: list[str] = []
    qt: list[str] = []
    arguments = iter(raw)
    for argument in arguments:
        if argument.startswith("-") and argument.lstrip("-") in _QT_OPTIONS_WITH_VALUE:
            qt.append(argument)
            value = next(arguments, None)
            if value is not None:
                qt.append(value)
        else:
            ours.append(argument)
    return ours, qt


def main(argv: Sequence[str] | None = None) -> int:
    """Run the application and return its exit code.

    Arguments this parser does not know are passed on to Qt (``-style``,
    ``-platform`` and so on).
    """
    # Must come first: in a frozen build, worker processes re-enter here.
    multiprocessing.freeze_support()

    ours, qt_values = _split_qt_options(sys.argv[1:] if argv is None else argv)
    args, qt_args = _build_parser().parse_known_args(ours)

    # Qt is imported only now, so --help and bad arguments stay fast.
    from euchre_desktop.launcher import run

    return run(args, qt_argv=[sys.argv[0], *qt_values, *qt_args], started_at=_STARTED_AT)


if __name__ == "__main__":
    raise SystemExit(main())
