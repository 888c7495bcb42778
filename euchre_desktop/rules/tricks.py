"""Trick taking: which card is winning a trick, which suits a seat has shown it lacks, and
who a seat's partners are. The engine, the bots and the solver all ask here.

A card's strength in a trick comes from ``trick_strength`` (trumps above the suit led, the
suit led by rank, anything else cannot win). Of two identical cards of a double pack, the
second played wins: it takes the trick from an equal strength.

>>> from euchre_desktop.rules.cards import Card
>>> trick = ((0, Card.parse("AH")), (1, Card.parse("9S")), (2, Card.parse("KH")))
>>> trick_winner(trick, Suit.SPADES, later_ties_win=False)
1
>>> partners_of(1, 6)
(3, 5)
"""

from __future__ import annotations

from collections.abc import Collection, Iterable, Sequence

from euchre_desktop.rules.cards import Card, Suit, led_strength_table, suit_table
from euchre_desktop.rules.phase import Trick


def partners_of(seat: int, players: int) -> tuple[int, ...]:
    """The seat's partners, clockwise from the seat (every second seat round the table)."""
    return tuple((seat + offset) % players for offset in range(2, players, 2))


def to_beat(best: int, later_ties_win: bool) -> int:
    """The strength a card played later must exceed to take the trick from the card of
    strength ``best`` winning it so far. A card that cannot win (strength 0) never ties."""
    return best - 1 if later_ties_win and best > 0 else best


def beats(strength: int, best: int, later_ties_win: bool) -> bool:
    """Whether a card of trick ``strength`` played now takes the trick from the card of
    strength ``best`` winning it so far."""
    return strength > to_beat(best, later_ties_win)


def led_suit(trick: Trick, trump: Suit) -> Suit:
    """The effective suit of the card led (jokers and the left bower lead trump)."""
    led = suit_table(trump)[trick[0][1].code]
    assert led is not None, "with trump made every card has an effective suit"
    return led


def winning_play(trick: Trick, trump: Suit,
                 later_ties_win: bool) -> tuple[int, Card, int] | None:
    """(seat, card, trick strength) winning ``trick`` so far, or None before the lead."""
    if not trick:
        return None
    seat, card = trick[0]
    strengths = led_strength_table(trump, card)
    best = strengths[card.code]
    bar = to_beat(best, later_ties_win)  # ``beats``'s bar, worked out as the lead changes
    for other_seat, other in trick[1:]:
        strength = strengths[other.code]
        if strength > bar:
            seat, card, best = other_seat, other, strength
            bar = to_beat(best, later_ties_win)
    return seat, card, best


def playable_cards(hand: Collection[Card], trick: Trick,
                   suits: Sequence[Suit | None]) -> list[Card]:
    """The cards of ``hand`` that may be played to ``trick`` (in the hand's order), with the
    effective ``suits`` of trump's ``suit_table``: any card to lead, else one of the suit
    led when the hand holds any."""
    if trick:
        led = suits[trick[0][1].code]
        following = [card for card in hand if suits[card.code] is led]
        if following:
            return following
    return list(hand)


def trick_winner(trick: Trick, trump: Suit, later_ties_win: bool) -> int:
    """The seat that wins a complete ``trick``."""
    winning = winning_play(trick, trump, later_ties_win)
    assert winning is not None, "an empty trick has no winner"
    return winning[0]


def shown_voids(trump: Suit | None, tricks: Iterable[Trick]) -> dict[int, set[Suit]]:
    """The effective suits each seat has shown it lacks in ``tricks`` (public: it did not
    follow the suit led), for the seats that showed any."""
    voids: dict[int, set[Suit]] = {}
    if trump is None:
        return voids
    suits = suit_table(trump)
    for trick in tricks:
        if not trick:
            continue
        led = led_suit(trick, trump)
        for seat, card in trick[1:]:
            if suits[card.code] is not led:
                voids.setdefault(seat, set()).add(led)
    return voids
