"""The engine bench: random hands counted exactly, and the side-by-side comparison loop, run
here against a stand-in ``pyspiel`` module (the real one lives outside this project)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from euchre_desktop.bench.engine import compare_with_openspiel, play_random_hands
from euchre_desktop.rules import PRESETS

REPO_ROOT = Path(__file__).resolve().parents[2]

# A game of exactly three decisions, two legal actions each: the loop must play it to the end.
FAKE_PYSPIEL = '''
class _State:
    def __init__(self):
        self.moves = 0
    def is_terminal(self):
        return self.moves == 3
    def legal_actions(self):
        return [0, 1]
    def apply_action(self, action):
        assert action in (0, 1) and self.moves < 3
        self.moves += 1

class _Game:
    def new_initial_state(self):
        return _State()

def load_game(name):
    assert name == "euchre"
    return _Game()
'''


@pytest.fixture
def fake_openspiel(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    (tmp_path / "pyspiel.py").write_text(FAKE_PYSPIEL)
    monkeypatch.setenv("PYTHONPATH", str(tmp_path))


def test_random_hands_are_counted_exactly() -> None:
    result = play_random_hands(PRESETS["north-american"], 40, seed=3)
    assert result["hands"] == 40
    assert result["actions"] >= 40 * 4  # at least four passes or a bid and its play


@pytest.mark.usefixtures("fake_openspiel")
def test_comparison_alternates_runs_and_reports_the_ratio_of_medians() -> None:
    result = compare_with_openspiel(PRESETS["north-american"], 30, 1, sys.executable, runs=3)
    assert len(result["hands_per_second_runs"]) == len(result["openspiel_hands_per_second_runs"])
    assert result["runs"] == 3
    ratio = result["hands_per_second"] / result["openspiel_hands_per_second"]
    assert result["ratio"] == pytest.approx(ratio, rel=5e-3)  # to three significant digits


def test_a_python_without_openspiel_is_reported(tmp_path: Path,
                                                monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("PYTHONPATH", str(tmp_path))
    with pytest.raises(RuntimeError, match="pyspiel"):
        compare_with_openspiel(PRESETS["north-american"], 5, 1, sys.executable, runs=1)


@pytest.mark.usefixtures("fake_openspiel")
def test_the_command_prints_both_figures() -> None:
    completed = subprocess.run(
        [sys.executable, "-m", "euchre_desktop.bench", "engine", "--hands", "20", "--runs", "1",
         "--compare-python", sys.executable],
        cwd=REPO_ROOT, capture_output=True, text=True, check=True,
    )
    result = json.loads(completed.stdout)
    assert result["preset"] == "north-american"
    assert result["hands"] == 20
    assert result["openspiel_hands_per_second"] > 0
    assert result["ratio"] > 0
