"""Domain events: what ``apply`` reports happened, in order. The table animates from these.

Events never reveal a hidden card: a discard or a passed card is reported without its face.
They are named tuples: immutable, and cheap to create on the engine's hot path.
"""

from __future__ import annotations

from enum import Enum
from typing import NamedTuple

from euchre_desktop.rules.cards import Card, Suit


class FirstDealerChosen(NamedTuple):
    """Cards dealt face up around the table until the first black jack picks the dealer."""

    shown: tuple[tuple[int, Card], ...]
    dealer: int


class CardsDealt(NamedTuple):
    """A deal: ``packets`` lists (seat, number of cards) in the order they were dealt."""

    dealer: int
    deal_number: int
    packets: tuple[tuple[int, int], ...]


class UpCardTurned(NamedTuple):
    card: Card


class FarmersHandClaimed(NamedTuple):
    seat: int


class Passed(NamedTuple):
    seat: int
    round: int


class UpCardTurnedDown(NamedTuple):
    """Everybody passed in round one: the up-card is turned face down."""

    card: Card


class TrumpNamedBlind(NamedTuple):
    """A dealer facing a turned-up joker named a suit before looking at the hand."""

    seat: int
    suit: Suit


class TrumpMade(NamedTuple):
    seat: int
    suit: Suit
    round: int  # 1, 2, or 0 when a turned-up Benny made the dealer's team makers


class WentAlone(NamedTuple):
    seat: int
    forced: bool  # the dealer's partner who ordered up under the must-go-alone rule


class DeclinedAlone(NamedTuple):
    seat: int


class SatOut(NamedTuple):
    """A lone player's partner lays the hand down for this deal."""

    seat: int


class DealerPickedUp(NamedTuple):
    seat: int
    card: Card


class CardDiscarded(NamedTuple):
    seat: int


class CardAskedFor(NamedTuple):
    seat: int
    partner: int


class CardPassed(NamedTuple):
    """A card passed face down between partners."""

    giver: int
    receiver: int


class CardRefused(NamedTuple):
    seat: int


class CardPlayed(NamedTuple):
    seat: int
    card: Card


class TrickWon(NamedTuple):
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


class HandScored(NamedTuple):
    makers: int  # the makers' team
    maker_tricks: int
    outcome: HandOutcome
    team: int  # the team that scored
    points: int
    scores: tuple[int, int]


class RestClaimed(NamedTuple):
    """The rest of the hand was certain and was finished at once: ``hands`` are the cards
    every seat still held, now shown face up (the one event that shows hidden cards, as a
    claim at a card table does); ``winners`` the seat taking each remaining trick, the one
    being played included; ``tricks`` each team's tricks at the end of the hand."""

    hands: tuple[tuple[Card, ...], ...]
    winners: tuple[int, ...]
    tricks: tuple[int, int]


class HandThrownIn(NamedTuple):
    dealer: int


class GameWon(NamedTuple):
    """The match is over: ``team`` won, or None for a draw (fixed number of hands)."""

    team: int | None
    scores: tuple[int, int]


Event = (
    FirstDealerChosen | CardsDealt | UpCardTurned | FarmersHandClaimed | Passed
    | UpCardTurnedDown | TrumpNamedBlind | TrumpMade | WentAlone | DeclinedAlone | SatOut
    | DealerPickedUp | CardDiscarded | CardAskedFor | CardPassed | CardRefused | CardPlayed
    | TrickWon | RestClaimed | HandScored | HandThrownIn | GameWon
)
