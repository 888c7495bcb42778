"""The duplicate-deal bench: exact zero for a bot against itself, and the command's JSON."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from euchre_desktop.bench.match import run_match

REPO_ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.parametrize("level", ["beginner", "standard"])
@pytest.mark.parametrize("preset_id", ["north-american", "six-player"])
def test_a_bot_against_itself_scores_exactly_zero(level: str, preset_id: str) -> None:
    result = run_match(preset_id, level, level, deals=20, seed=5)
    assert result["edge_points_per_hand"] == 0
    assert result["a_points"] == result["b_points"]
    assert result["ci95"] == 0
    assert result["illegal_actions"] == 0
    assert result["hands"] == 40


def test_whole_games_count_for_the_win_rate() -> None:
    result = run_match("north-american", "standard", "beginner", deals=2, seed=1, games=2)
    assert result["games"] == 2
    assert 0 <= result["game_win_rate"] <= 1


def test_games_alone_report_no_edge() -> None:
    result = run_match("north-american", "standard", "beginner", deals=0, seed=1, games=1)
    assert result["hands"] == 0 and result["games"] == 1
    assert result["edge_points_per_hand"] is None and result["ci95"] is None


def test_whole_games_may_start_at_a_close_score() -> None:
    result = run_match("north-american", "standard", "beginner", deals=0, seed=3, games=4,
                       start=(9, 9))
    assert result["start"] == [9, 9] and result["games"] == 4
    assert result["game_win_rate"] in (0, 0.25, 0.5, 0.75, 1)
    assert 0 < result["game_ci95"] or result["game_win_rate"] in (0, 1)
    # at 9-9 the first hand scored ends the match: a few decisions a game, not a match's worth
    assert sum(phase["n"] for phase in result["latency_ms"].values()) < 4 * 60


def test_a_match_cannot_start_at_its_target() -> None:
    with pytest.raises(ValueError, match="cannot start"):
        run_match("north-american", "standard", "beginner", deals=0, seed=3, games=1,
                  start=(10, 2))


def test_the_match_command_prints_the_figures() -> None:
    completed = subprocess.run(
        [sys.executable, "-m", "euchre_desktop.bench", "match", "--a", "standard", "--b",
         "beginner", "--preset", "british", "--deals", "4", "--seed", "2", "--jobs", "2",
         "--start-scores", "10-9"],
        cwd=REPO_ROOT, capture_output=True, text=True, timeout=120, check=True,
    )
    result = json.loads(completed.stdout)
    for key in ("edge_points_per_hand", "ci95", "game_win_rate", "illegal_actions",
                "latency_ms"):
        assert key in result
    assert result["game_win_rate"] is None
    assert result["illegal_actions"] == 0
    assert set(result["latency_ms"]["play"]) == {"p50", "p99", "max", "n"}


def test_the_experts_worlds_are_reported_by_phase() -> None:
    """Only the searching bot's decisions count, one per decision with a choice."""
    result = run_match("north-american", "expert", "standard", deals=1, seed=3)
    worlds, latency = result["worlds"], result["latency_ms"]
    assert "play" in worlds and set(worlds) <= set(latency)
    for phase, summary in worlds.items():
        assert 0 < summary["n"] < latency[phase]["n"]
        assert 0 <= summary["p10"] <= summary["p50"]
    assert run_match("north-american", "standard", "beginner", deals=1, seed=3)["worlds"] == {}


def test_an_expert_of_a_fixed_number_of_deals_repeats_its_run_exactly() -> None:
    """Untimed, the Expert's play depends on neither the machine's speed nor its load."""
    runs = [run_match("north-american", "expert", "standard", deals=2, seed=4,
                      expert_deals=6) for _ in range(2)]
    for run in runs:
        del run["seconds"], run["latency_ms"]
    assert runs[0] == runs[1]
    assert runs[0]["expert_deals"] == 6 and runs[0]["illegal_actions"] == 0
    for summary in runs[0]["worlds"].values():
        assert summary["p50"] <= 6


def test_the_match_command_refuses_an_expert_of_no_deals() -> None:
    completed = subprocess.run(
        [sys.executable, "-m", "euchre_desktop.bench", "match", "--a", "expert", "--b",
         "standard", "--deals", "1", "--expert-deals", "0"],
        cwd=REPO_ROOT, capture_output=True, text=True, timeout=120, check=False,
    )
    assert completed.returncode == 2 and "--expert-deals must be at least 1" in completed.stderr
