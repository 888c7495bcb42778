"""Domain events: what ``apply`` reports happened, in order. The table animates from these.

Events never reveal a hidden card: a discard or a passed card is reported without its face.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from euchre_desktop.rules.cards import Card, Suit


@dataclass(frozen=True, slots=True)
class FirstDealerChosen:
    """Cards dealt face up around the table until the first black jack picks the dealer."""

    shown: tuple[tuple[int, Card], ...]
    dealer: int


@dataclass(frozen=True, slots=True)
class CardsDealt:
    """A deal: ``packets`` lists (seat, number of cards) in the order they were dealt."""

    dealer: int
    deal_number: int
    packets: tuple[tuple[int, int], ...]


@dataclass(frozen=True, slots=True)
class UpCardTurned:
    card: Card


@dataclass(frozen=True, slots=True)
class FarmersHandClaimed:
    seat: int


@dataclass(frozen=True, slots=True)
class Passed:
    seat: int
    round: int


@dataclass(frozen=True, slots=True)
class UpCardTurnedDown:
    """Everybody passed in round one: the up-card is turned face down."""

    card: Card


@dataclass(frozen=True, slots=True)
class TrumpNamedBlind:
    """A dealer facing a turned-up joker named a suit before looking at the hand."""

    seat: int
    suit: Suit


@dataclass(frozen=True, slots=True)
class TrumpMade:
    seat: int
    suit: Suit
    round: int  # 1, 2, or 0 when a turned-up Benny made the dealer's team makers


@dataclass(frozen=True, slots=True)
class WentAlone:
    seat: int
    forced: bool  # the dealer's partner who ordered up under the must-go-alone rule


@dataclass(frozen=True, slots=True)
class DeclinedAlone:
    seat: int


@dataclass(frozen=True, slots=True)
class SatOut:
    """A lone player's partner lays the hand down for this deal."""

    seat: int


@dataclass(frozen=True, slots=True)
class DealerPickedUp:
    seat: int
    card: Card


@dataclass(frozen=True, slots=True)
class CardDiscarded:
    seat: int


@dataclass(frozen=True, slots=True)
class CardAskedFor:
    seat: int
    partner: int


@dataclass(frozen=True, slots=True)
class CardPassed:
    """A card passed face down between partners."""

    giver: int
    receiver: int


@dataclass(frozen=True, slots=True)
class CardRefused:
    seat: int


@dataclass(frozen=True, slots=True)
class CardPlayed:
    seat: int
    card: Card


@dataclass(frozen=True, slots=True)
class TrickWon:
    seat: int
    trick_number: int  # 1 to 5
    cards: tuple[tuple[int, Card], ...]


class HandOutcome(Enum):
    MADE = "made"
    MARCH = "march"
    LONE_MARCH = "lone-march"
    EUCHRED = "euchred"
    LONE_EUCHRE = "lone-euchre"  # a lone defender's bonus
    SUPER_EUCHRE = "super-euchre"


@dataclass(frozen=True, slots=True)
class HandScored:
    makers: int  # the makers' team
    maker_tricks: int
    outcome: HandOutcome
    team: int  # the team that scored
    points: int
    scores: tuple[int, int]


@dataclass(frozen=True, slots=True)
class HandThrownIn:
    dealer: int


@dataclass(frozen=True, slots=True)
class GameWon:
    """The match is over: ``team`` won, or None for a draw (fixed number of hands)."""

    team: int | None
    scores: tuple[int, int]


Event = (
    FirstDealerChosen | CardsDealt | UpCardTurned | FarmersHandClaimed | Passed
    | UpCardTurnedDown | TrumpNamedBlind | TrumpMade | WentAlone | DeclinedAlone | SatOut
    | DealerPickedUp | CardDiscarded | CardAskedFor | CardPassed | CardRefused | CardPlayed
    | TrickWon | HandScored | HandThrownIn | GameWon
)
