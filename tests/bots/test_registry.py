"""Making bots by level, and the safety net that keeps a game going when a bot fails."""

from __future__ import annotations

import importlib.util
import random

import pytest

from euchre_desktop.bots.base import Decision, Level, Reason, ReasonCode
from euchre_desktop.bots.beginner import BeginnerBot
from euchre_desktop.bots.registry import SafeBot, choose_safely, is_fallback, make_bot
from euchre_desktop.bots.standard import StandardBot
from euchre_desktop.rules import PRESETS, PlayerView, new_match
from euchre_desktop.rules.actions import PASS, PLAY
from euchre_desktop.rules.cards import Card


class RaisingBot:
    level = Level.STANDARD

    def choose(self, view: PlayerView, rng: random.Random) -> Decision:
        raise RuntimeError("a bug in the bot")


class IllegalBot:
    level = Level.BEGINNER

    def __init__(self, reasons: tuple[Reason, ...] = (Reason(ReasonCode.FOLLOW_SUIT),)) -> None:
        self.reasons = reasons

    def choose(self, view: PlayerView, rng: random.Random) -> Decision:
        return Decision(PLAY[Card.parse("JH")], reasons=self.reasons)  # never legal in bidding


def bidding_view() -> PlayerView:
    state, _ = new_match(PRESETS["north-american"], 3)
    assert state.turn is not None
    return state.view(state.turn)


@pytest.mark.parametrize(("level", "kind"), [
    ("beginner", BeginnerBot), (Level.BEGINNER, BeginnerBot),
    ("standard", StandardBot), (Level.STANDARD, StandardBot),
])
def test_make_bot_by_name_or_level(level: Level | str, kind: type) -> None:
    bot = make_bot(level)
    assert isinstance(bot, kind)
    assert bot.level is Level(level)


def test_make_bot_refuses_an_unknown_level() -> None:
    with pytest.raises(ValueError):
        make_bot("grandmaster")


@pytest.mark.skipif(importlib.util.find_spec("euchre_desktop.bots.expert") is None,
                    reason="the Expert bot is not there yet")
def test_make_bot_builds_the_expert_lazily() -> None:
    assert make_bot("expert").level is Level.EXPERT


@pytest.mark.parametrize("bot", [RaisingBot(), IllegalBot(), IllegalBot(reasons=())])
def test_a_failing_bot_falls_back_to_a_legal_action(bot: object) -> None:
    view = bidding_view()
    decision = choose_safely(bot, view, random.Random(1))  # type: ignore[arg-type]
    assert decision.action in view.legal_actions
    assert is_fallback(decision)
    assert decision.reasons[0].code is ReasonCode.FALLBACK


def test_a_legal_decision_with_no_reason_is_replaced() -> None:
    class Unexplained:
        level = Level.BEGINNER

        def choose(self, view: PlayerView, rng: random.Random) -> Decision:
            return Decision(PASS)

    decision = choose_safely(Unexplained(), bidding_view(), random.Random(1))
    assert is_fallback(decision)


def test_a_good_decision_passes_through_untouched() -> None:
    view = bidding_view()
    decision = SafeBot(StandardBot()).choose(view, random.Random(1))
    assert decision.action in view.legal_actions
    assert not is_fallback(decision)


def test_safe_bot_plays_a_whole_match_with_a_raising_bot() -> None:
    state, _ = new_match(PRESETS["north-american"].with_changes(target_score=5), 4)
    bots = (SafeBot(RaisingBot()), SafeBot(BeginnerBot()))
    rng = random.Random(4)
    while not state.is_over:
        assert state.turn is not None
        decision = bots[state.turn % 2].choose(state.view(state.turn), rng)
        state, _ = state.apply(decision.action)
    assert state.winner in (0, 1)


def test_choose_safely_refuses_a_seat_that_is_not_to_act() -> None:
    state, _ = new_match(PRESETS["north-american"], 3)
    assert state.turn is not None
    other = (state.turn + 1) % 4
    with pytest.raises(ValueError):
        choose_safely(StandardBot(), state.view(other), random.Random(1))
