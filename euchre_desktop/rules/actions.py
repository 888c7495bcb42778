"""Typed actions a player can take, and the error for one the rules forbid.

Every action is a small frozen value. ``Action.text`` and ``parse_action`` give the short
form stored in match records ("pass", "order-up", "name:H", "play:JD", ...).

>>> parse_action("play:JD") == Play(Card.parse("JD"))
True
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from euchre_desktop.rules.cards import Card, Suit


class Rule(StrEnum):
    """The rule that refuses an action: a stable id, shared by the engine's explanation, the
    table's translated message and the controller's signal."""

    MATCH_OVER = "match-over"
    NOT_YOUR_TURN = "not-your-turn"  # the engine acts for the seat to play; a table checks it
    WRONG_PHASE = "wrong-phase"
    NOT_IN_HAND = "not-in-hand"
    MUST_FOLLOW_SUIT = "must-follow-suit"
    LEFT_BOWER_IS_TRUMP = "left-bower-is-trump"
    NO_FARMERS_HAND = "no-farmers-hand"
    STICK_THE_DEALER = "stick-the-dealer"
    DEALER_MUST_TAKE_JOKER = "dealer-must-take-joker"
    DEALER_MUST_HOLD_TRUMP = "dealer-must-hold-trump"
    SUIT_TURNED_DOWN = "suit-turned-down"
    ASK_OWN_PARTNER = "ask-own-partner"
    MUST_GIVE_CARD = "must-give-card"
    NOT_ALLOWED = "not-allowed"


class IllegalActionError(ValueError):
    """An action the rules forbid now: ``rule`` says which rule it is, and the facts a player
    needs to see why: ``card`` (the card in question), ``suit`` (the suit led, or turned
    down) and ``trump``, where the rule involves them. The message says it in English."""

    def __init__(self, message: str, rule: Rule, *, card: Card | None = None,
                 suit: Suit | None = None, trump: Suit | None = None) -> None:
        super().__init__(message)
        self.rule = rule
        self.card = card
        self.suit = suit
        self.trump = trump


@dataclass(frozen=True, slots=True)
class Pass:
    """Decline to make trump in this bidding round."""

    @property
    def text(self) -> str:
        return "pass"


@dataclass(frozen=True, slots=True)
class OrderUp:
    """Make the up-card's suit trump (the dealer says "take it up")."""

    @property
    def text(self) -> str:
        return "order-up"


@dataclass(frozen=True, slots=True)
class NameTrump:
    """Name a suit as trump: in round two, or a dealer facing a turned-up joker."""

    suit: Suit

    @property
    def text(self) -> str:
        return f"name:{self.suit.letter}"


@dataclass(frozen=True, slots=True)
class GoAlone:
    """Play alone: the partner(s) lay their cards down."""

    @property
    def text(self) -> str:
        return "alone"


@dataclass(frozen=True, slots=True)
class Decline:
    """Turn down an optional step: going alone, claiming a redeal, asking for or offering
    a card."""

    @property
    def text(self) -> str:
        return "decline"


@dataclass(frozen=True, slots=True)
class ClaimRedeal:
    """Show a farmer's hand (only nines and tens) and have the same dealer deal again."""

    @property
    def text(self) -> str:
        return "redeal"


@dataclass(frozen=True, slots=True)
class Discard:
    """Lay one card face down: the dealer after taking up, or a loner after an exchange."""

    card: Card

    def __eq__(self, other: object) -> bool:
        """As ``Play.__eq__``: the engine compares a dealer's discards too."""
        return type(other) is Discard and other.card is self.card

    @property
    def text(self) -> str:
        return f"discard:{self.card}"


@dataclass(frozen=True, slots=True)
class AskPartner:
    """A loner (six players, Almonte four-hand) asks the partner in this seat for a card."""

    seat: int

    @property
    def text(self) -> str:
        return f"ask:{self.seat}"


@dataclass(frozen=True, slots=True)
class GiveCard:
    """A loner's partner passes a card face down (asked for, or offered when railroading)."""

    card: Card

    @property
    def text(self) -> str:
        return f"give:{self.card}"


@dataclass(frozen=True, slots=True)
class RefuseCard:
    """A railroading loner discards the offered card unseen instead of taking it."""

    @property
    def text(self) -> str:
        return "refuse"


@dataclass(frozen=True, slots=True)
class Play:
    """Play a card to the trick."""

    card: Card

    def __eq__(self, other: object) -> bool:
        """The dataclass's equality, written out to be quicker: the engine compares plays at
        every card, and cards are interned (the same card is the same object)."""
        return type(other) is Play and other.card is self.card

    @property
    def text(self) -> str:
        return f"play:{self.card}"


Action = (
    Pass | OrderUp | NameTrump | GoAlone | Decline | ClaimRedeal | Discard | AskPartner
    | GiveCard | RefuseCard | Play
)

CardAction = Discard | GiveCard | Play
"""The actions that lay down one card of the actor's hand (``isinstance`` accepts it)."""

PASS = Pass()
ORDER_UP = OrderUp()
GO_ALONE = GoAlone()
DECLINE = Decline()
CLAIM_REDEAL = ClaimRedeal()
REFUSE_CARD = RefuseCard()
NAME_TRUMP = {suit: NameTrump(suit) for suit in Suit}
PLAY = {card: Play(card) for card in Card.by_code}
DISCARD = {card: Discard(card) for card in Card.by_code}
GIVE_CARD = {card: GiveCard(card) for card in Card.by_code}

_SIMPLE = {action.text: action for action in (PASS, ORDER_UP, GO_ALONE, DECLINE, CLAIM_REDEAL,
                                              REFUSE_CARD)}


def parse_action(text: str) -> Action:
    """Read an action from its ``text`` form; a ``ValueError`` says what is wrong."""
    if text in _SIMPLE:
        return _SIMPLE[text]
    kind, _, argument = text.partition(":")
    if kind == "name":
        return NAME_TRUMP[Suit.from_letter(argument)]
    if kind == "ask" and argument.isdigit():
        return AskPartner(int(argument))
    card_actions: dict[str, dict[Card, Play] | dict[Card, Discard] | dict[Card, GiveCard]]
    card_actions = {"play": PLAY, "discard": DISCARD, "give": GIVE_CARD}
    if kind in card_actions:
        return card_actions[kind][Card.parse(argument)]
    raise ValueError(f"{text!r} is not an action")
