"""The hint-latency benchmark: the coach at every decision of one seat, timed by phase."""

from __future__ import annotations

import random

import pytest

from euchre_desktop.bench import coach as coach_bench
from euchre_desktop.bench.coach import run_coach
from euchre_desktop.bots.base import Reason, ReasonCode
from euchre_desktop.bots.coach import Advice
from euchre_desktop.rules.actions import Pass
from euchre_desktop.rules.view import PlayerView


def test_every_hint_is_timed_by_phase_and_sound() -> None:
    result = run_coach("north-american", hands=4, seed=2, budget_ms=3.0)
    assert result["unsound_hints"] == 0
    latency = result["latency_ms"]
    assert "play" in latency and "bidding-round-1" in latency
    assert result["hints"] == sum(phase["n"] for phase in latency.values())
    assert latency["play"]["n"] >= 4 * 5
    assert all(phase["p50"] <= phase["p99"] <= phase["max"] for phase in latency.values())


def test_advice_that_is_not_legal_is_counted(monkeypatch: pytest.MonkeyPatch) -> None:
    def passes(view: PlayerView, rng: random.Random, budget_ms: float) -> Advice:
        return Advice(Pass(), {}, (Reason(ReasonCode.FALLBACK),))

    monkeypatch.setattr(coach_bench, "coach", passes)
    result = run_coach("north-american", hands=2, seed=2, budget_ms=3.0)
    assert 0 < result["unsound_hints"] < result["hints"]
