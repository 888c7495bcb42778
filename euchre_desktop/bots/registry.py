"""Bots by level, and the safety net that keeps a game going whatever a bot does.

``make_bot(level)`` builds a bot; the Expert is imported only when asked for, so the rule
bots load fast. ``steady_answer_s(level)`` is how long a bot of a level takes over every
decision at the table, so that its tempo gives nothing away. ``choose_safely`` (and
``SafeBot``, which wraps any bot with it) turns an exception or an illegal choice into a
legal move with a ``FALLBACK`` reason.
"""

from __future__ import annotations

import importlib
import logging
import random
from typing import cast

from euchre_desktop.bots.base import Bot, Decision, Level, Reason, ReasonCode
from euchre_desktop.bots.beginner import BeginnerBot
from euchre_desktop.bots.standard import StandardBot
from euchre_desktop.rules.view import PlayerView

_log = logging.getLogger(__name__)


def make_bot(level: Level | str) -> Bot:
    """A bot of this level ("beginner", "standard", "expert" or a ``Level``)."""
    level = Level(level)
    if level is Level.BEGINNER:
        return BeginnerBot()
    if level is Level.STANDARD:
        return StandardBot()
    expert = importlib.import_module("euchre_desktop.bots.expert")
    return cast(Bot, expert.ExpertBot())


def steady_answer_s(level: Level | str) -> float:
    """How long a bot of this level should take over every decision at the table, forced or
    not. A searching bot answers a forced move at once and a real choice after its budget,
    so its tempo would tell the other seats what they cannot see (a single card of the led
    suit, a farmer's hand); waiting out the budget on every answer tells them nothing. The
    rule bots answer every decision in about the same (unnoticeable) time: zero."""
    if Level(level) is not Level.EXPERT:
        return 0.0
    expert = importlib.import_module("euchre_desktop.bots.expert")
    return cast(float, expert.DEFAULT_BUDGET_MS) / 1000


def choose_safely(bot: Bot, view: PlayerView, rng: random.Random) -> Decision:
    """The bot's decision if it is legal and explained; otherwise a random legal action with
    a ``FALLBACK`` reason (the failure is logged), so a game never stalls on a bot bug."""
    legal = view.legal_actions
    if not legal:
        raise ValueError(f"seat {view.seat} is not the seat to act")
    problem: str
    try:
        decision = bot.choose(view, rng)
    except Exception as error:  # noqa: BLE001 - any bot failure must not stop the game
        _log.warning("%s bot failed in %s", bot.level.value, view.phase.value, exc_info=True)
        problem = type(error).__name__
    else:
        if decision.action in legal and decision.reasons:
            return decision
        problem = "illegal-action" if decision.action not in legal else "no-reason"
        _log.warning("%s bot chose %r in %s: %s", bot.level.value, decision.action,
                     view.phase.value, problem)
    action = rng.choice(legal)
    return Decision(action=action, reasons=(Reason(ReasonCode.FALLBACK, {"problem": problem}),))


def is_fallback(decision: Decision) -> bool:
    """Whether ``choose_safely`` had to replace the bot's own decision."""
    return any(reason.code is ReasonCode.FALLBACK for reason in decision.reasons)


class SafeBot:
    """Any bot, wrapped so that every decision is legal (see ``choose_safely``)."""

    def __init__(self, bot: Bot) -> None:
        self.bot = bot
        self.level = bot.level

    def choose(self, view: PlayerView, rng: random.Random) -> Decision:
        return choose_safely(self.bot, view, rng)
