"""What every bot is: ``choose(view, rng) -> Decision``.

A decision carries the action, a value for each legal option (expected points for the bot's
team where the bot computes them) and reason codes with numbers, never English: the UI turns
codes into translated sentences.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from enum import Enum
from typing import Protocol

from euchre_desktop.rules.actions import Action
from euchre_desktop.rules.view import PlayerView


class Level(Enum):
    BEGINNER = "beginner"
    STANDARD = "standard"
    EXPERT = "expert"


class ReasonCode(Enum):
    """Why a bot or the coach chose an action. Parameters travel in ``Reason.params``."""

    # bidding
    TRUMP_STRENGTH = "trump-strength"  # params: trumps, bowers, score
    UP_CARD_HELPS_DEALER = "up-card-helps-dealer"
    UP_CARD_HELPS_OPPONENTS = "up-card-helps-opponents"
    NEXT_SUIT = "next-suit"  # naming the other suit of the turned card's colour
    WEAK_HAND_PASS = "weak-hand-pass"
    STICK_THE_DEALER = "stick-the-dealer"
    LONE_HAND_STRENGTH = "lone-hand-strength"
    PARTNER_CAN_HELP = "partner-can-help"
    DEFEND_ALONE = "defend-alone"
    FARMERS_HAND = "farmers-hand"
    # discards and exchanges
    MAKE_A_VOID = "make-a-void"
    KEEP_THE_BOWER = "keep-the-bower"
    SHED_LOW_CARD = "shed-low-card"
    GIVE_BEST_CARD = "give-best-card"
    # play
    PARTNER_WINNING = "partner-winning"
    PULL_TRUMP = "pull-trump"
    LEAD_OFF_ACE = "lead-off-ace"
    LEAD_THROUGH_MAKER = "lead-through-maker"
    TRUMP_IN = "trump-in"
    OVERTRUMP = "overtrump"
    WIN_CHEAPLY = "win-cheaply"
    THROW_OFF_LOW = "throw-off-low"
    CANNOT_WIN = "cannot-win"
    FOLLOW_SUIT = "follow-suit"
    SAVE_TRUMP = "save-trump"
    LAST_TRICKS_SURE = "last-tricks-sure"
    # search
    BEST_EXPECTED_POINTS = "best-expected-points"  # params: points, samples
    ONLY_LEGAL_MOVE = "only-legal-move"
    FALLBACK = "fallback"  # the bot failed; a legal move was played instead
    PLAYS_TO_SCORE = "plays-to-score"  # the match score, not the hand's points, decided it
    # added with the rule bots
    NAME_BLIND = "name-blind"  # a dealer names trump before seeing the hand
    ASK_FOR_CARD = "ask-for-card"  # a loner asks a partner for the best card
    TAKE_OFFERED_CARD = "take-offered-card"  # railroading: take the partner's card unseen
    REFUSE_OFFERED_CARD = "refuse-offered-card"  # railroading: the hand is already strong
    LEAD_LOW = "lead-low"  # lead a low card from a short suit, keeping the winners
    PARTNER_CAN_TRUMP = "partner-can-trump"  # lead a suit partner has shown out of
    # the coach's judgement of sampled deals
    KEEP_HIGH_CARD = "keep-high-card"  # params: card, a costlier card not clearly better
    RULE_OF_THUMB = "rule-of-thumb"  # a club player's habit the deals do not clearly overrule


@dataclass(frozen=True, slots=True)
class Reason:
    code: ReasonCode
    params: dict[str, float | int | str] = field(default_factory=dict)


@dataclass(frozen=True, slots=True)
class Decision:
    """``samples`` is how many worlds a search sampled for this decision (None when the bot
    did not search)."""

    action: Action
    values: dict[Action, float] = field(default_factory=dict)
    reasons: tuple[Reason, ...] = ()
    samples: int | None = None


class Bot(Protocol):
    level: Level

    def choose(self, view: PlayerView, rng: random.Random) -> Decision:
        """A legal action for ``view.seat``, which must be the seat to act."""
        ...
