"""Every animation duration of the table, in one place.

Durations are milliseconds at normal speed; :func:`duration` scales them by the player's
:class:`AnimationSpeed`. ``AnimationSpeed.INSTANT`` makes everything 0 ms (tests use it), and
code that animates must treat 0 as "apply at once".

>>> duration(Anim.FLIP, AnimationSpeed.FAST)
110
>>> duration("trick_sweep", AnimationSpeed.INSTANT)
0
"""

from __future__ import annotations

from enum import Enum


class AnimationSpeed(Enum):
    """The player's animation speed setting; the value is what settings files store."""

    SLOW = "slow"
    NORMAL = "normal"
    FAST = "fast"
    INSTANT = "instant"

    @property
    def factor(self) -> float:
        """Multiplier applied to the normal-speed durations."""
        return _FACTORS[self]


_FACTORS = {
    AnimationSpeed.SLOW: 1.6,
    AnimationSpeed.NORMAL: 1.0,
    AnimationSpeed.FAST: 0.5,
    AnimationSpeed.INSTANT: 0.0,
}


class Anim(Enum):
    """Named animations; the value is the name accepted by :func:`duration`."""

    DEAL_CARD = "deal_card"
    """One card (or one packet of a 3-2 deal) flying from the dealer to a seat."""
    DEAL_GAP = "deal_gap"
    """Pause between two packets of the deal."""
    FLIP = "flip"
    """Turning a card over in place."""
    SORT_HAND = "sort_hand"
    """Cards of a hand sliding to their sorted positions."""
    UP_CARD_TURN = "up_card_turn"
    """Turning up the top card of the kitty for bidding."""
    PICK_UP = "pick_up"
    """The dealer taking the up-card into hand."""
    DISCARD = "discard"
    """The dealer's discard flying face down to the kitty."""
    TURN_DOWN = "turn_down"
    """The up-card being turned down when everybody passes."""
    PLAY_TO_CENTRE = "play_to_centre"
    """A card played from a hand to the centre of the table."""
    BOT_THINK = "bot_think"
    """Minimum pause before a bot's move, so the player can follow."""
    TRICK_PAUSE = "trick_pause"
    """Pause with the completed trick on the table before it is swept."""
    TRICK_SWEEP = "trick_sweep"
    """The completed trick sliding to the winner's side."""
    HAND_SUMMARY_PAUSE = "hand_summary_pause"
    """Pause showing who won the hand before the next deal."""
    AUTO_CONTINUE = "auto_continue"
    """How long the hand summary stays up when the player chose to deal on without a click."""
    AUTO_PLAY = "auto_play"
    """The beat before a forced card (the only legal one) plays by itself."""
    CLAIM = "claim"
    """Every remaining card shown face up when the rest of a hand is certain."""
    GATHER = "gather"
    """All cards flying back to the dealer to be shuffled."""
    SNAP_BACK = "snap_back"
    """A dropped card returning to where it was dragged from."""
    LIFT = "lift"
    """A card rising when hovered or selected."""


BASE_MS: dict[Anim, int] = {
    Anim.DEAL_CARD: 220,
    Anim.DEAL_GAP: 40,
    Anim.FLIP: 220,
    Anim.SORT_HAND: 260,
    Anim.UP_CARD_TURN: 320,
    Anim.PICK_UP: 350,
    Anim.DISCARD: 300,
    Anim.TURN_DOWN: 280,
    Anim.PLAY_TO_CENTRE: 300,
    Anim.BOT_THINK: 350,
    Anim.TRICK_PAUSE: 900,
    Anim.TRICK_SWEEP: 380,
    Anim.HAND_SUMMARY_PAUSE: 1600,
    Anim.AUTO_CONTINUE: 4000,
    Anim.AUTO_PLAY: 450,
    Anim.CLAIM: 1800,
    Anim.GATHER: 450,
    Anim.SNAP_BACK: 180,
    Anim.LIFT: 90,
}
"""Durations in milliseconds at ``AnimationSpeed.NORMAL``."""

_current_speed = AnimationSpeed.NORMAL


def current_speed() -> AnimationSpeed:
    """The speed used when :func:`duration` is given none."""
    return _current_speed


def set_speed(speed: AnimationSpeed) -> None:
    """Set the application-wide default speed (from the settings dialog, or INSTANT in tests)."""
    global _current_speed
    _current_speed = speed


def duration(name: Anim | str, speed: AnimationSpeed | None = None) -> int:
    """Scaled duration in ms of the named animation; 0 for ``AnimationSpeed.INSTANT``.

    ``name`` is an :class:`Anim` or its string value; ``speed`` defaults to
    :func:`current_speed`.
    """
    anim = name if isinstance(name, Anim) else Anim(name)
    factor = (speed if speed is not None else _current_speed).factor
    return round(BASE_MS[anim] * factor)
