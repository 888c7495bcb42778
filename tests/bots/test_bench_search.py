"""The search benchmark: CPU a world at a fixed number of deals, on the decisions of seeded
hands, with a digest that tells two searches that value alike from two that do not."""

from __future__ import annotations

import json

import pytest

from euchre_desktop.bench import search as search_bench
from euchre_desktop.bench.__main__ import main as bench_main
from euchre_desktop.bench.search import decisions, time_search
from euchre_desktop.bots.expert import Evaluation
from euchre_desktop.rules import Phase


def test_the_decisions_are_the_seats_choices_in_one_phase() -> None:
    views = decisions("north-american", "dealer-discard", hands=30, seed=2)
    assert views
    for view in views:
        assert view.seat == 0 and view.phase is Phase.DEALER_DISCARD
        assert len(set(view.legal_actions)) > 1


@pytest.mark.parametrize("search", ["coach", "expert"])
def test_a_run_repeats_its_worlds_and_its_values(search: str) -> None:
    first = time_search("north-american", "dealer-discard", 30, 2, deals=4, runs=2,
                        search=search)
    again = time_search("north-american", "dealer-discard", 30, 2, deals=4, runs=1,
                        search=search)
    assert first["views"] > 0 and first["worlds"] == 4 * first["views"]
    assert len(first["cpu_s"]) == 2 and first["us_per_world"] > 0
    assert first["sampling_share"] > 0
    assert first["draws_per_world"] >= 1 and 0 <= first["drawn_by_weight_share"] <= 1
    assert first["digest"] == again["digest"]
    deeper = time_search("north-american", "dealer-discard", 30, 2, deals=5, runs=1,
                         search=search)
    assert deeper["digest"] != first["digest"]


def test_the_digest_tells_a_search_that_values_otherwise(
        monkeypatch: pytest.MonkeyPatch) -> None:
    shipped = time_search("north-american", "play", 4, 3, deals=3, runs=1)
    coach_search = search_bench.SEARCHES["coach"]

    def nudged(*args: object) -> Evaluation:
        evaluation = coach_search(*args)  # type: ignore[arg-type]
        return Evaluation({action: value + 1e-6 for action, value in
                           evaluation.values.items()}, evaluation.samples)

    monkeypatch.setitem(search_bench.SEARCHES, "coach", nudged)
    changed = time_search("north-american", "play", 4, 3, deals=3, runs=1)
    assert changed["worlds"] == shipped["worlds"]
    assert changed["digest"] != shipped["digest"]


def test_the_command_prints_the_figures(capsys: pytest.CaptureFixture[str]) -> None:
    assert bench_main(["search", "--phase", "play", "--hands", "3", "--deals", "2",
                       "--runs", "1", "--search", "expert"]) == 0
    result = json.loads(capsys.readouterr().out)
    assert result["preset"] == "north-american" and result["search"] == "expert"
    assert result["worlds"] == 2 * result["views"] > 0
    assert {"us_per_world", "sampling_share", "draws_per_world", "drawn_by_weight_share",
            "digest", "solver"} <= set(result)
