"""The legality sweep: every level in every seat of every preset, replaced decisions counted."""

from __future__ import annotations

import random

import pytest

from euchre_desktop.bench import legality
from euchre_desktop.bench.legality import LEVELS, run_legality
from euchre_desktop.bots.base import Bot, Decision, Level
from euchre_desktop.bots.registry import make_bot
from euchre_desktop.rules import PRESETS
from euchre_desktop.rules.actions import Pass
from euchre_desktop.rules.view import PlayerView


def test_every_level_plays_every_preset_legally() -> None:
    result = run_legality(decisions=400, seed=3, expert_budget_ms=2.0)
    assert result["decisions"] >= 400
    assert set(result["decisions_by_preset"]) == set(PRESETS)
    assert all(result["decisions_by_level"][level.value] > 50 for level in LEVELS)
    assert result["illegal_actions"] == 0


class _AlwaysPasses:
    """A broken bot: it passes whatever the question."""

    level = Level.STANDARD

    def choose(self, view: PlayerView, rng: random.Random) -> Decision:
        return Decision(Pass())


def test_a_bot_that_breaks_the_rules_is_counted(monkeypatch: pytest.MonkeyPatch) -> None:
    def bots(expert_budget_ms: float) -> dict[Level, Bot]:
        return {Level.BEGINNER: make_bot(Level.BEGINNER), Level.STANDARD: _AlwaysPasses(),
                Level.EXPERT: make_bot(Level.BEGINNER)}

    monkeypatch.setattr(legality, "_bots", bots)
    result = run_legality(decisions=100, seed=1, expert_budget_ms=2.0)
    replaced = result["replaced_by_level"]
    assert replaced["standard"] > 0  # in play a pass is never legal; no reason either
    assert replaced["beginner"] == replaced["expert"] == 0
    assert result["illegal_actions"] == replaced["standard"]
