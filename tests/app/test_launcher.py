"""Start the real application headless and check that it paints a first frame."""

import os
import re
import subprocess
import sys
from pathlib import Path

REPO_ROOT = Path(__file__).resolve().parents[2]


def test_smoke_start_paints_first_frame() -> None:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    result = subprocess.run(
        [sys.executable, "-m", "euchre_desktop", "--smoke"],
        cwd=REPO_ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert result.returncode == 0, f"exit {result.returncode}\nstderr:\n{result.stderr}"
    assert "first frame in" in result.stdout
    assert re.search(r"^first frame in \d+\.\d{3} s$", result.stdout, re.MULTILINE), result.stdout
