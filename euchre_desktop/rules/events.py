"""Domain events: what ``apply`` reports happened, in order. The table draws from these.

``apply`` reports every card, face-down ones included (a seat's dealt hand, a discard, a card
passed between partners); ``seen_by`` gives the events as one seat sees them, each face-down
card it may not know replaced by None ("a card"). Whatever shows a player the game shows it
only events seen by that player's seat. They are named tuples: immutable, and cheap to create
on the engine's hot path.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from enum import Enum
from functools import partial
from typing import NamedTuple

from euchre_desktop.rules.cards import Card, Suit


class FirstDealerChosen(NamedTuple):
    """Cards dealt face up around the table until the first black jack picks the dealer."""

    shown: tuple[tuple[int, Card], ...]
    dealer: int


class CardsDealt(NamedTuple):
    """A deal: ``packets`` lists (seat, number of cards) in the order they were dealt;
    ``hands`` each seat's cards, which only that seat sees, and the dealer not while
    ``dealer_blind`` (a joker turned up: the dealer names trump before looking; not with
    farmer's hand, where every seat, the dealer too, looks for one before anything)."""

    dealer: int
    deal_number: int
    packets: tuple[tuple[int, int], ...]
    hands: tuple[tuple[Card | None, ...], ...]
    dealer_blind: bool


cards_dealt: Callable[
    [tuple[int, int, tuple[tuple[int, int], ...], tuple[tuple[Card, ...], ...], bool]],
    CardsDealt,
] = partial(tuple.__new__, CardsDealt)
"""``CardsDealt`` of its fields in one tuple, made as ``card_played`` is: once a deal."""


class UpCardTurned(NamedTuple):
    card: Card


up_card_turned: Callable[[tuple[Card]], UpCardTurned] = partial(tuple.__new__, UpCardTurned)
"""``UpCardTurned`` of its fields in one tuple, made as ``card_played`` is: once a deal."""


class FarmersHandClaimed(NamedTuple):
    seat: int


class Passed(NamedTuple):
    seat: int
    round: int


passed: Callable[[tuple[int, int]], Passed] = partial(tuple.__new__, Passed)
"""``Passed`` of its fields in one tuple, made as ``card_played`` is: the commonest bid."""


class UpCardTurnedDown(NamedTuple):
    """Everybody passed in round one: the up-card is turned face down."""

    card: Card


class TrumpNamedBlind(NamedTuple):
    """A dealer facing a turned-up joker named a suit, before looking at the hand unless
    farmer's hand is played (``state.names_blind``), and now looks at it: ``hand``, seen by
    the dealer only."""

    seat: int
    suit: Suit
    hand: tuple[Card | None, ...]


class TrumpMade(NamedTuple):
    seat: int
    suit: Suit
    round: int  # 1, 2, or 0 when a turned-up Benny made the dealer's team makers


trump_made: Callable[[tuple[int, Suit, int]], TrumpMade] = partial(tuple.__new__, TrumpMade)
"""``TrumpMade`` of its fields in one tuple, made as ``card_played`` is: once a deal."""


class WentAlone(NamedTuple):
    seat: int
    forced: bool  # the dealer's partner who ordered up under the must-go-alone rule


class DeclinedAlone(NamedTuple):
    seat: int


declined_alone: Callable[[tuple[int]], DeclinedAlone] = partial(tuple.__new__, DeclinedAlone)
"""``DeclinedAlone`` of its fields in one tuple, made as ``card_played`` is."""


class SatOut(NamedTuple):
    """A lone player's partner lays the hand down for this deal."""

    seat: int


class DealerPickedUp(NamedTuple):
    seat: int
    card: Card


dealer_picked_up: Callable[[tuple[int, Card]], DealerPickedUp] = partial(
    tuple.__new__, DealerPickedUp)
"""``DealerPickedUp`` of its fields in one tuple, made as ``card_played`` is."""


class CardDiscarded(NamedTuple):
    """A card laid face down: seen by ``seat`` only."""

    seat: int
    card: Card | None


card_discarded: Callable[[tuple[int, Card]], CardDiscarded] = partial(
    tuple.__new__, CardDiscarded)
"""``CardDiscarded`` of its fields in one tuple, made as ``card_played`` is."""


class CardAskedFor(NamedTuple):
    seat: int
    partner: int


class CardPassed(NamedTuple):
    """A card passed face down between partners: seen by the giver, and by the receiver
    unless it is ``offered`` (railroading: the loner takes or refuses it before looking)."""

    giver: int
    receiver: int
    card: Card | None
    offered: bool


class OfferTaken(NamedTuple):
    """A railroading loner takes the card offered face down into the hand, and sees it
    (as its giver does; nobody else)."""

    seat: int
    giver: int
    card: Card | None


class CardRefused(NamedTuple):
    """A railroading loner lays the offered card down unseen: only its giver knows it."""

    seat: int
    giver: int
    card: Card | None


class CardPlayed(NamedTuple):
    seat: int
    card: Card


card_played: Callable[[tuple[int, Card]], CardPlayed] = partial(tuple.__new__, CardPlayed)
"""``CardPlayed`` of a (seat, card) pair, made without the named tuple's Python-level
``__new__``: the engine reports one for every card played."""


class TrickWon(NamedTuple):
    seat: int
    trick_number: int  # 1 to 5
    cards: tuple[tuple[int, Card], ...]


trick_won: Callable[[tuple[int, int, tuple[tuple[int, Card], ...]]], TrickWon] = partial(
    tuple.__new__, TrickWon)
"""``TrickWon`` of a (seat, trick number, cards) triple, made as ``card_played`` is."""


class HandOutcome(Enum):
    MADE = "made"
    MARCH = "march"
    LONE_MARCH = "lone-march"
    EUCHRED = "euchred"
    LONE_EUCHRE = "lone-euchre"  # a lone defender's bonus
    SUPER_EUCHRE = "super-euchre"


class HandScored(NamedTuple):
    """A hand's result, with what a summary of it needs once the next deal has begun."""

    makers: int  # the makers' team
    maker_tricks: int
    outcome: HandOutcome
    team: int  # the team that scored
    points: int
    scores: tuple[int, int]
    hand_number: int  # from 1, thrown-in hands counted
    dealer: int
    trump: Suit
    maker: int  # the seat that made trump
    alone: tuple[int, ...]  # the seats that went alone


hand_scored: Callable[
    [tuple[int, int, HandOutcome, int, int, tuple[int, int], int, int, Suit, int, tuple[int, ...]]],
    HandScored,
] = partial(tuple.__new__, HandScored)
"""``HandScored`` of its fields in one tuple, made as ``card_played`` is: once a hand."""


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
    | DealerPickedUp | CardDiscarded | CardAskedFor | CardPassed | OfferTaken | CardRefused
    | CardPlayed | TrickWon | RestClaimed | HandScored | HandThrownIn | GameWon
)


def seen_by(events: Iterable[Event], seat: int) -> list[Event]:
    """``events`` as ``seat`` sees them: every face-down card that is not the seat's to
    know becomes None (the table shows "a card"); a ``RestClaimed`` shows every hand by
    design, as a claim at a card table does."""
    return [_seen_by(event, seat) for event in events]


def _seen_by(event: Event, seat: int) -> Event:
    if isinstance(event, CardsDealt):
        return event._replace(hands=tuple(
            hand if owner == seat and not (event.dealer_blind and owner == event.dealer)
            else _faces_down(hand)
            for owner, hand in enumerate(event.hands)))
    if isinstance(event, TrumpNamedBlind):
        return event if event.seat == seat else event._replace(hand=_faces_down(event.hand))
    if isinstance(event, CardDiscarded):
        return event if event.seat == seat else event._replace(card=None)
    if isinstance(event, CardPassed):
        sees = seat == event.giver or (seat == event.receiver and not event.offered)
        return event if sees else event._replace(card=None)
    if isinstance(event, OfferTaken):
        return event if seat in (event.seat, event.giver) else event._replace(card=None)
    if isinstance(event, CardRefused):
        return event if seat == event.giver else event._replace(card=None)
    return event


def _faces_down(cards: tuple[Card | None, ...]) -> tuple[None, ...]:
    return (None,) * len(cards)
