"""The hint benchmark: the coach at every decision of one seat, timed by phase, and its
agreement with a deeper search."""

from __future__ import annotations

import json
import random
from collections.abc import Callable
from typing import Any

import pytest

from euchre_desktop.bench import coach as coach_bench
from euchre_desktop.bench.__main__ import main as bench_main
from euchre_desktop.bench.coach import run_agreement, run_coach
from euchre_desktop.bench.match import UNTIMED_MS
from euchre_desktop.bots.base import Reason, ReasonCode
from euchre_desktop.bots.coach import Advice, Confidence
from euchre_desktop.rules.actions import Action, Pass
from euchre_desktop.rules.phase import Phase
from euchre_desktop.rules.view import PlayerView


def test_every_hint_is_timed_by_phase_and_sound() -> None:
    result = run_coach("north-american", hands=4, seed=2, budget_ms=3.0)
    assert result["unsound_hints"] == 0
    latency = result["latency_ms"]
    assert "play" in latency and "bidding-round-1" in latency
    assert result["hints"] == sum(phase["n"] for phase in latency.values())
    assert latency["play"]["n"] >= 4 * 5
    assert all(phase["p50"] <= phase["p99"] <= phase["max"] for phase in latency.values())
    worlds = result["worlds"]
    assert "play" in worlds and set(worlds) <= set(latency)
    for phase, summary in worlds.items():
        assert 0 < summary["n"] <= latency[phase]["n"]
        assert 0 <= summary["p10"] <= summary["p50"]
    assert worlds["play"]["p50"] > 0


def test_advice_that_is_not_legal_is_counted(monkeypatch: pytest.MonkeyPatch) -> None:
    def passes(view: PlayerView, rng: random.Random, budget_ms: float) -> Advice:
        return Advice(Pass(), {}, (Reason(ReasonCode.FALLBACK),))

    monkeypatch.setattr(coach_bench, "coach", passes)
    result = run_coach("north-american", hands=2, seed=2, budget_ms=3.0)
    assert 0 < result["unsound_hints"] < result["hints"]


PHASE_FIELDS = {"n", "share", "loss_mean", "loss_p95", "loss_max", "hint_deals_p50",
                "deep_deals_p50", "misses_by_deep_verdict"}


def misses(summary: dict[str, Any]) -> int:
    """The decisions of a summary where the hint missed the deeper search's choice."""
    return round(summary["n"] * (1 - summary["share"]))


def test_agreement_is_reported_by_phase() -> None:
    result = run_agreement("north-american", hands=2, seed=2, against_ms=12.0, budget_ms=3.0)
    agreement = result["agreement"]
    assert "play" in agreement and "bidding-round-1" in agreement
    assert result["decisions"] == sum(phase["n"] for phase in agreement.values()) > 0
    assert result["unsound_hints"] == 0
    for summary in (*agreement.values(), result["overall"]):
        assert set(summary) == PHASE_FIELDS
        assert 0.0 <= summary["share"] <= 1.0
        assert 0.0 <= summary["loss_mean"] <= summary["loss_max"]
        assert 0.0 <= summary["loss_p95"] <= summary["loss_max"]
    assert set(agreement) <= set(result["latency_ms"])
    hints = sum(phase["n"] for phase in result["latency_ms"].values())
    assert hints == result["decisions"] + result["forced"] + result["unmeasured"]


def test_a_hint_against_itself_agrees_at_no_cost() -> None:
    """Both searches with the same budget and the same stream agree everywhere; with
    independent streams the same few deals make them disagree (the test can tell)."""

    def against(streams: tuple[int, int]) -> dict[str, Any]:
        return run_agreement("north-american", hands=3, seed=1, against_ms=60_000.0,
                             budget_ms=60_000.0, streams=streams, hint_deals=8, deep_deals=8)

    itself = against((1, 1))
    assert itself["decisions"] >= 10
    for summary in (*itself["agreement"].values(), itself["overall"]):
        assert summary["share"] == 1.0
        assert summary["loss_max"] == 0.0
        assert summary["hint_deals_p50"] == summary["deep_deals_p50"] == 8
        assert summary["misses_by_deep_verdict"] == {}
    assert {phase: summary["p50"] for phase, summary in itself["worlds"].items()} == {
        phase: 8 for phase in itself["agreement"]}
    independent = against((1, 2))
    assert independent["decisions"] == itself["decisions"]
    assert independent["overall"]["share"] < 1.0
    for summary in (*independent["agreement"].values(), independent["overall"]):
        assert sum(summary["misses_by_deep_verdict"].values()) == misses(summary)
        assert set(summary["misses_by_deep_verdict"]) <= {
            confidence.value for confidence in Confidence}


def test_a_hint_in_shares_pools_their_deals() -> None:
    result = run_agreement("north-american", hands=2, seed=1, against_ms=60_000.0,
                           budget_ms=60_000.0, hint_deals=8, deep_deals=8,
                           shares=2)
    assert result["shares"] == 2 and result["decisions"] > 0
    assert result["overall"]["hint_deals_p50"] == 16
    assert result["overall"]["deep_deals_p50"] == 8


def test_agreement_in_some_phases_measures_those_decisions_as_a_full_run_does() -> None:
    """Limited to play, the benchmark measures the play decisions of a full run, each with
    the same random streams (so with the same result), and no other decision."""

    def run(phases: frozenset[str] | None) -> dict[str, Any]:
        return run_agreement("north-american", hands=3, seed=1, against_ms=60_000.0,
                             budget_ms=60_000.0, streams=(1, 2), hint_deals=8, deep_deals=8,
                             phases=phases)

    full, play = run(None), run(frozenset({"play"}))
    assert (full["phases"], play["phases"]) == (None, ["play"])
    assert set(full["agreement"]) > {"play"}
    assert set(play["agreement"]) == set(play["latency_ms"]) == {"play"}
    assert play["agreement"]["play"] == full["agreement"]["play"]
    assert play["agreement"]["play"]["share"] < 1.0  # the streams differ: a real comparison


def test_fixed_deals_make_a_run_that_repeats_whatever_the_budgets(
        capsys: pytest.CaptureFixture[str]) -> None:
    """With a number of deals for each search, the command searches that many whatever the
    machine (its budgets never run out), and a second run prints the same figures."""
    command = ["coach", "--hands", "2", "--seed", "1", "--phases", "play",
               "--hint-deals", "6", "--deep-deals", "20"]
    runs = []
    for _ in range(2):
        assert bench_main(command) == 0
        runs.append(json.loads(capsys.readouterr().out))
    first, second = runs
    assert (first["hint_deals"], first["deep_deals"]) == (6, 20)
    assert first["budget_ms"] == first["against_ms"] == UNTIMED_MS
    assert first["decisions"] > 0
    assert (first["overall"]["hint_deals_p50"], first["overall"]["deep_deals_p50"]) == (6, 20)
    assert first["overall"] == second["overall"]
    assert first["by_confidence"] == second["by_confidence"]


def test_a_number_of_hint_deals_without_a_deeper_search_is_refused(
        capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        bench_main(["coach", "--hands", "1", "--hint-deals", "6"])
    assert "--deep-deals" in capsys.readouterr().err


def test_an_unknown_phase_is_refused(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        bench_main(["coach", "--hands", "1", "--against-ms", "6", "--phases", "discard"])
    assert "dealer-discard" in capsys.readouterr().err


def _advise_with(monkeypatch: pytest.MonkeyPatch, advise: Callable[..., Advice],
                 verdict: Callable[[PlayerView], Confidence] = lambda view: Confidence.CLOSE
                 ) -> None:
    """Both searches of the agreement benchmark answered by ``advise`` (the hint in no
    time), which tells them apart by their budgets; the deeper search's ``verdict`` on a
    hint it overrules."""

    def hint(view: PlayerView, seed: int, shares: int, budget_ms: float,
             max_samples: int | None) -> tuple[Advice, float]:
        return advise(view, random.Random(seed), budget_ms, max_samples), 0.001

    def deep(view: PlayerView, rng: random.Random, budget_ms: float, max_samples: int | None,
             hinted: Action) -> tuple[Advice, Confidence | None]:
        advice = advise(view, rng, budget_ms, max_samples, drops_trailing=False)
        return advice, None if advice.action == hinted else verdict(view)

    monkeypatch.setattr(coach_bench, "timed_hint", hint)
    monkeypatch.setattr(coach_bench, "deep_search", deep)


@pytest.mark.parametrize(("hint_value", "expected_loss"), [(0.5, 0.5), (1.25, 0.0)])
def test_the_loss_is_counted_by_the_deeper_search_alone(
        monkeypatch: pytest.MonkeyPatch, hint_value: float, expected_loss: float) -> None:
    """The hint claims its own choice is far best; the deeper search chooses another option
    worth 1 and values the hint's at ``hint_value``: a loss of 1 - hint_value, or none when
    the deeper search rates the hint's choice higher than its own."""

    def advise(view: PlayerView, rng: random.Random, budget_ms: float,
               max_samples: int | None, drops_trailing: bool = True) -> Advice:
        options = list(dict.fromkeys(view.legal_actions))
        reasons = (Reason(ReasonCode.BEST_EXPECTED_POINTS),)
        if budget_ms == 3.0:
            hinted = options[-1]
            values = {option: 5.0 if option == hinted else -5.0 for option in options}
            return Advice(hinted, values, reasons, samples=3)
        assert not drops_trailing  # the deeper search values every option in every deal
        values = {option: 1.0 if index == 0 else hint_value
                  for index, option in enumerate(options)}
        return Advice(options[0], values, reasons, samples=7)

    _advise_with(monkeypatch, advise)
    result = run_agreement("north-american", hands=2, seed=2, against_ms=9.0, budget_ms=3.0)
    overall = result["overall"]
    assert overall["n"] == result["decisions"] > 0
    assert overall["share"] == 0.0
    assert overall["loss_mean"] == overall["loss_p95"] == expected_loss
    assert (overall["hint_deals_p50"], overall["deep_deals_p50"]) == (3, 7)


def test_agreement_is_also_reported_by_how_sure_the_hint_said_it_was(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """The hint says it is clearly right in play, where the deeper search agrees, and calls
    every other decision close, where it does not: each label gets its own figures."""

    def advise(view: PlayerView, rng: random.Random, budget_ms: float,
               max_samples: int | None, drops_trailing: bool = True) -> Advice:
        options = list(dict.fromkeys(view.legal_actions))
        values = {option: 1.0 if index == 0 else 0.5 for index, option in enumerate(options)}
        reasons = (Reason(ReasonCode.BEST_EXPECTED_POINTS),)
        in_play = view.phase is Phase.PLAY
        if budget_ms == 3.0:
            confidence = Confidence.CLEAR if in_play else Confidence.CLOSE
            return Advice(options[0] if in_play else options[-1], values, reasons,
                          confidence, samples=3)
        return Advice(options[0], values, reasons, samples=7)

    _advise_with(monkeypatch, advise, lambda view: (
        Confidence.LIKELY if view.phase is Phase.BIDDING_ROUND_1 else Confidence.CLOSE))
    result = run_agreement("north-american", hands=3, seed=2, against_ms=9.0, budget_ms=3.0)
    for phase, summary in result["agreement"].items():
        verdict = "likely" if phase == "bidding-round-1" else "close"
        assert summary["misses_by_deep_verdict"] == ({verdict: misses(summary)}
                                                     if misses(summary) else {})
    assert result["overall"]["misses_by_deep_verdict"]["likely"] == misses(
        result["agreement"]["bidding-round-1"]) > 0
    by_confidence = result["by_confidence"]
    assert set(by_confidence) == {"clear", "close"}
    assert by_confidence["clear"]["n"] == result["agreement"]["play"]["n"]
    assert by_confidence["clear"]["n"] + by_confidence["close"]["n"] == result["decisions"]
    assert (by_confidence["clear"]["share"], by_confidence["close"]["share"]) == (1.0, 0.0)
    assert by_confidence["close"]["loss_mean"] == 0.5


def test_the_command_prints_the_agreement(capsys: pytest.CaptureFixture[str]) -> None:
    assert bench_main(["coach", "--hands", "1", "--seed", "3", "--budget-ms", "3",
                       "--against-ms", "6"]) == 0
    printed = json.loads(capsys.readouterr().out)
    assert (printed["budget_ms"], printed["against_ms"]) == (3.0, 6.0)
    assert printed["overall"]["n"] == printed["decisions"]
