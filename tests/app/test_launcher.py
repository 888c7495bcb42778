"""Start the real application headless and check that it paints a first frame."""

import os
import re
import subprocess
import sys
from pathlib import Path

from euchre_desktop.bots import twins

REPO_ROOT = Path(__file__).resolve().parents[2]


def test_smoke_start_paints_first_frame(tmp_path: Path) -> None:
    """...and, run to check an install, writes none of the player's files (the window's
    place and size included)."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", EUCHRE_DESKTOP_HOME=str(tmp_path))
    result = subprocess.run(
        [sys.executable, "-m", "euchre_desktop", "--smoke"],
        cwd=REPO_ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert result.returncode == 0, f"exit {result.returncode}\nstderr:\n{result.stderr}"
    search = re.escape(twins.search_runs())  # as in this process
    assert re.search(rf"^first frame in \d+\.\d{{3}} s \(search: {search}\)$", result.stdout,
                     re.MULTILINE), result.stdout
    assert list(tmp_path.iterdir()) == []


def test_qt_options_with_a_value_are_not_taken_for_the_file() -> None:
    from euchre_desktop.__main__ import _build_parser, _split_qt_options

    ours, qt = _split_qt_options(["-style", "fusion", "match.euchre.json", "-platform",
                                  "offscreen", "--seed", "3"])
    assert qt == ["-style", "fusion", "-platform", "offscreen"]
    args, rest = _build_parser().parse_known_args(ours)
    assert (args.file, args.seed, rest) == ("match.euchre.json", 3, [])
