"""The coach: the Expert's search turned into advice for the human seat, and a hand review.

``coach`` gives the recommended action, the expected points of every option and reason
codes (never English: the UI translates them). ``review_hand`` replays the human's decisions
of a hand through the same search and says what each one cost against the best option.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass

from euchre_desktop.bots.base import Reason, ReasonCode
from euchre_desktop.bots.expert import DEFAULT_BUDGET_MS, ExpertBot
from euchre_desktop.rules.actions import Action
from euchre_desktop.rules.view import PlayerView

COACH_BUDGET_MS = DEFAULT_BUDGET_MS
"""The coach thinks as long as the Expert does: a hint comes as fast as a bot's move."""
MISTAKE_POINTS = 0.1
"""A decision that costs at least this many expected points is flagged as a mistake."""


@dataclass(frozen=True, slots=True)
class Advice:
    """The recommended action, the expected points of each option for the seat's team, and
    why (at least one reason)."""

    action: Action
    values: dict[Action, float]
    reasons: tuple[Reason, ...]


@dataclass(frozen=True, slots=True)
class Mistake:
    """One reviewed decision: what was done, what was best and the expected points lost."""

    view: PlayerView
    taken: Action
    best: Action
    lost: float
    flagged: bool


def coach(view: PlayerView, rng: random.Random, budget_ms: float = COACH_BUDGET_MS) -> Advice:
    """Advice for ``view.seat``, which must be the seat to act."""
    legal = view.legal_actions
    if not legal:
        raise ValueError(f"seat {view.seat} is not the seat to act")
    decision = ExpertBot(budget_ms).analyse(view, rng)
    reasons = decision.reasons or (Reason(ReasonCode.FALLBACK),)
    if len(set(legal)) == 1:
        reasons = (Reason(ReasonCode.ONLY_LEGAL_MOVE), *reasons)
    return Advice(decision.action, dict(decision.values), reasons)


def review_hand(
    decisions: Sequence[tuple[PlayerView, Action]],
    rng: random.Random | None = None,
    budget_ms: float = COACH_BUDGET_MS,
) -> list[Mistake]:
    """For each (view, action taken), the expected points lost against the best option;
    losses of ``MISTAKE_POINTS`` or more are flagged."""
    rng = rng or random.Random(0)
    bot = ExpertBot(budget_ms)
    review: list[Mistake] = []
    for view, taken in decisions:
        if len(set(view.legal_actions)) == 1:
            review.append(Mistake(view, taken, taken, 0.0, False))
            continue
        values = bot.analyse(view, rng).values
        if taken not in values:
            review.append(Mistake(view, taken, taken, 0.0, False))
            continue
        best = max(values, key=lambda action: values[action])
        lost = max(0.0, values[best] - values[taken])
        review.append(Mistake(view, taken, best, lost, lost >= MISTAKE_POINTS))
    return review
