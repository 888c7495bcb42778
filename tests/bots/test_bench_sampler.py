"""The sampler benchmark: decisions on sampled worlds against the exact posterior, where
every world of a view can be counted."""

from __future__ import annotations

import json
import random

import pytest

from euchre_desktop.bench import sampler as sampler_bench
from euchre_desktop.bench.__main__ import main as bench_main
from euchre_desktop.bench.sampler import late_views, measure
from euchre_desktop.bots import twins
from euchre_desktop.bots.sampling import Sampler, World
from euchre_desktop.rules import PRESETS, PlayerView


@pytest.fixture(scope="module")
def views() -> list[PlayerView]:
    return late_views(PRESETS["north-american"], deals=12, seed=1)


def test_the_views_are_late_real_choices_whose_worlds_can_be_counted(
        views: list[PlayerView]) -> None:
    assert len(views) >= 5
    for view in views:
        assert view.seat % 2 == 0 and len(view.hand) <= 2
        assert len(set(view.legal_actions)) > 1
        worlds = Sampler(view).every_world()
        assert 0 < len(worlds) <= 20_000
        assert all(weight > 0 for _, weight in worlds)


def test_a_sampler_that_ignores_the_evidence_reads_further_from_it(
        views: list[PlayerView], monkeypatch: pytest.MonkeyPatch) -> None:
    """The benchmark tells the sampler from one that deals the unseen cards at random,
    blind to the bidding, the dealer's discard and the cards played, by where it puts the
    cards. (Not by the points lost: over these few late views both samplers mostly lose
    none, and which loses more turns on the views the Expert's play leads to.)"""
    following = measure(views, worlds=40, repeats=2)
    assert following["decisions"] == 2 * following["views"] > 0

    def blind(self: Sampler, rng: random.Random) -> World:
        return self._draw(rng)

    monkeypatch.setattr(Sampler, "sample", blind)
    ignoring = measure(views, worlds=40, repeats=2)
    assert ignoring["views"] == following["views"]
    assert ignoring["holders_distance"] > following["holders_distance"] + 0.05


def test_the_command_prints_the_figures(capsys: pytest.CaptureFixture[str]) -> None:
    assert bench_main(["sampler", "--deals", "6", "--worlds", "10", "--repeats", "1"]) == 0
    result = json.loads(capsys.readouterr().out)
    assert result["preset"] == "north-american" and result["worlds"] == 10
    assert {"views", "decisions", "counted", "loss_mean", "wrong_share",
            "holders_distance"} <= set(result)


def test_late_views_are_drawn_by_the_count_unless_rejection_is_asked(
        views: list[PlayerView]) -> None:
    """Most of the benchmark's views have few enough deals to count; ``--rejection`` still
    measures the sampler that draws the earlier views of a hand."""
    views = [view for view in views if Sampler(view).discarder is None]
    counted = measure(views, worlds=20, repeats=1)
    drawn = measure(views, worlds=20, repeats=1, rejection=True)
    counted_decisions, decisions = counted["counted"], counted["decisions"]
    assert isinstance(counted_decisions, int) and isinstance(decisions, int)
    assert 0 < counted_decisions <= decisions
    assert drawn["counted"] == 0 and drawn["decisions"] == counted["decisions"]


def test_the_figures_say_how_the_search_ran_as_the_run_began(
        capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    """A run's workers load the search as it starts; a source edited later in a long run
    (its twin then no longer used by a fresh import) must not be reported as what ran."""
    ran = []
    measure_sampler = sampler_bench.measure_sampler

    def edited_during_the_run(*arguments: object) -> dict[str, object]:
        ran.append(True)
        return measure_sampler(*arguments)

    monkeypatch.setattr(sampler_bench, "measure_sampler", edited_during_the_run)
    monkeypatch.setattr(twins, "search_runs", lambda: "python" if ran else "compiled")
    assert bench_main(["sampler", "--deals", "2", "--worlds", "5", "--repeats", "1"]) == 0
    assert ran and json.loads(capsys.readouterr().out)["solver"] == "compiled"
