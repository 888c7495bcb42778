"""Cards, suits and ranks, and the one place that knows about bowers, the Benny and jokers.

Cards are interned value objects: ``Card(Rank.JACK, Suit.HEARTS)`` always returns the same
object, so equality is identity and every card has a small integer ``code`` that the engine
and the bots use to index precomputed tables.

>>> Card.parse("JD") is Card(Rank.JACK, Suit.DIAMONDS)
True
>>> effective_suit(Card.parse("JD"), trump=Suit.HEARTS) is Suit.HEARTS
True
"""

from __future__ import annotations

from enum import Enum, IntEnum
from typing import ClassVar


class Suit(IntEnum):
    """The four suits; clubs and spades are black, diamonds and hearts red."""

    CLUBS = 0
    DIAMONDS = 1
    HEARTS = 2
    SPADES = 3

    @property
    def letter(self) -> str:
        return "CDHS"[self]

    @property
    def symbol(self) -> str:
        return "\u2663\u2666\u2665\u2660"[self]

    @property
    def is_red(self) -> bool:
        return self in (Suit.DIAMONDS, Suit.HEARTS)

    @property
    def partner(self) -> Suit:
        """The other suit of the same colour: its jack is the left bower ("next")."""
        return _PARTNER_SUIT[self]

    @classmethod
    def from_letter(cls, letter: str) -> Suit:
        index = "CDHS".find(letter.upper())
        if index < 0 or len(letter) != 1:
            raise ValueError(f"{letter!r} is not a suit letter (C, D, H or S)")
        return cls(index)


_PARTNER_SUIT = {
    Suit.CLUBS: Suit.SPADES,
    Suit.SPADES: Suit.CLUBS,
    Suit.DIAMONDS: Suit.HEARTS,
    Suit.HEARTS: Suit.DIAMONDS,
}


class Rank(IntEnum):
    """Printed ranks. TWO to FOUR are only the Almonte jokers (the 2, 3 and 4 of spades)."""

    TWO = 2
    THREE = 3
    FOUR = 4
    SEVEN = 7
    EIGHT = 8
    NINE = 9
    TEN = 10
    JACK = 11
    QUEEN = 12
    KING = 13
    ACE = 14
    JOKER = 15

    @property
    def label(self) -> str:
        return _RANK_LABELS[self]


_RANK_LABELS = {
    Rank.TWO: "2",
    Rank.THREE: "3",
    Rank.FOUR: "4",
    Rank.SEVEN: "7",
    Rank.EIGHT: "8",
    Rank.NINE: "9",
    Rank.TEN: "10",
    Rank.JACK: "J",
    Rank.QUEEN: "Q",
    Rank.KING: "K",
    Rank.ACE: "A",
    Rank.JOKER: "JK",
}


class JokerColour(Enum):
    """Which joker: the single Benny, or the red or black one of a double pack."""

    PLAIN = "plain"
    RED = "red"
    BLACK = "black"


class Card:
    """One playing card. Interned: build with ``Card(rank, suit)``, ``Card.joker()`` or
    ``Card.parse(text)``; compare with ``==`` or ``is``.

    ``suit`` is the printed suit (None for a joker). Which suit a card *belongs to* depends
    on trump: ask ``effective_suit``.
    """

    __slots__ = ("code", "rank", "suit", "joker_colour", "is_joker", "text")

    code: int
    rank: Rank
    suit: Suit | None
    joker_colour: JokerColour | None
    is_joker: bool
    text: str

    _interned: ClassVar[dict[tuple[Rank, Suit | None, JokerColour | None], Card]] = {}
    by_code: ClassVar[list[Card]] = []

    def __new__(
        cls, rank: Rank, suit: Suit | None = None, joker_colour: JokerColour | None = None
    ) -> Card:
        key = (rank, suit, joker_colour)
        card = cls._interned.get(key)
        if card is None:
            raise ValueError(f"there is no such card: rank {rank!r}, suit {suit!r}")
        return card

    @classmethod
    def _make(cls, rank: Rank, suit: Suit | None, joker_colour: JokerColour | None) -> Card:
        card = object.__new__(cls)
        card.code = len(cls.by_code)
        card.rank = rank
        card.suit = suit
        card.joker_colour = joker_colour
        card.is_joker = rank is Rank.JOKER or rank < Rank.SEVEN
        if rank is Rank.JOKER:
            assert joker_colour is not None
            card.text = {JokerColour.PLAIN: "JK", JokerColour.RED: "JKR", JokerColour.BLACK: "JKB"}[
                joker_colour
            ]
        else:
            assert suit is not None
            card.text = rank.label + suit.letter
        cls._interned[(rank, suit, joker_colour)] = card
        cls.by_code.append(card)
        return card

    @classmethod
    def joker(cls, colour: JokerColour = JokerColour.PLAIN) -> Card:
        return cls(Rank.JOKER, None, colour)

    @classmethod
    def parse(cls, text: str) -> Card:
        """Read a card written as rank then suit letter ("10D", "JH", "AS") or a joker
        ("JK", "JKR", "JKB"); the inverse of ``str(card)``."""
        cleaned = text.strip().upper()
        jokers = {"JK": JokerColour.PLAIN, "JKR": JokerColour.RED, "JKB": JokerColour.BLACK}
        if cleaned in jokers:
            return cls.joker(jokers[cleaned])
        labels = {label: rank for rank, label in _RANK_LABELS.items() if rank is not Rank.JOKER}
        rank = labels.get(cleaned[:-1])
        if rank is None or not cleaned:
            raise ValueError(f"{text!r} is not a card (write it like 10D, JH, AS or JK)")
        return cls(rank, Suit.from_letter(cleaned[-1]))

    def __reduce__(self) -> tuple[object, tuple[str]]:
        return (Card.parse, (self.text,))

    def __copy__(self) -> Card:
        return self

    def __deepcopy__(self, memo: object) -> Card:
        return self

    def __repr__(self) -> str:
        return f"Card.parse({self.text!r})"

    def __str__(self) -> str:
        return self.text

    def __lt__(self, other: Card) -> bool:
        return self.code < other.code

    def __eq__(self, other: object) -> bool:
        """Identity, as the default equality is for interned cards; written out because
        ``__lt__`` being Python makes the default go through two slow slot lookups, and
        the engine compares cards at every card played (``list.remove``)."""
        if type(other) is Card:
            return self is other
        return NotImplemented

    __hash__ = object.__hash__  # a class defining __eq__ would otherwise be unhashable


def _intern_all_cards() -> None:
    for suit in Suit:
        for rank in (Rank.SEVEN, Rank.EIGHT, Rank.NINE, Rank.TEN, Rank.JACK, Rank.QUEEN,
                     Rank.KING, Rank.ACE):
            Card._make(rank, suit, None)
    for rank in (Rank.TWO, Rank.THREE, Rank.FOUR):
        Card._make(rank, Suit.SPADES, None)
    for colour in JokerColour:
        Card._make(Rank.JOKER, None, colour)


_intern_all_cards()
CARD_COUNT = len(Card.by_code)
"""How many distinct cards exist; card codes run from 0 to CARD_COUNT - 1."""


def is_left_bower(card: Card, trump: Suit) -> bool:
    return card.rank is Rank.JACK and card.suit is trump.partner


def effective_suit(card: Card, trump: Suit | None) -> Suit | None:
    """The suit a card belongs to for following, leading and showing out.

    Jokers (the Benny, Almonte's 2-3-4 of spades) and the left bower belong to trump. With
    no trump yet, a joker belongs to no suit.
    """
    if card.is_joker:
        return trump
    if trump is not None and card.rank is Rank.JACK and card.suit is trump.partner:
        return trump
    return card.suit


TRUMP_BASE = 100
"""Every trump's trick strength is above this; every other card's is at most 14."""


def trump_strength(card: Card, trump: Suit) -> int:
    """How high a trump card ranks within trump (higher wins); 0 for a card not in trump.

    Order: Almonte jokers 4, 3, 2 of spades; the Benny (of two coloured Bennies, the one of
    trump's colour first); the right bower; the left bower; then A K Q 10 9 8 7. Two
    identical cards tie: the trick winner breaks the tie by order of play.
    """
    if card.is_joker:
        if card.rank is Rank.JOKER:
            colour = card.joker_colour
            if colour is JokerColour.PLAIN:
                return TRUMP_BASE + 27
            trump_colour = JokerColour.RED if trump.is_red else JokerColour.BLACK
            return TRUMP_BASE + (27 if colour is trump_colour else 26)
        return TRUMP_BASE + 26 + card.rank  # 4S: 130, 3S: 129, 2S: 128
    if card.rank is Rank.JACK:
        if card.suit is trump:
            return TRUMP_BASE + 20
        if card.suit is trump.partner:
            return TRUMP_BASE + 19
        return 0
    if card.suit is trump:
        return TRUMP_BASE + card.rank
    return 0


def trick_strength(card: Card, trump: Suit, led: Suit) -> int:
    """A card's strength in a trick where ``led`` was led: trumps above the led suit, the led
    suit by printed rank, anything else 0 (it cannot win)."""
    strength = trump_strength(card, trump)
    if strength:
        return strength
    if card.suit is led:
        return int(card.rank)
    return 0


def suit_table(trump: Suit) -> tuple[Suit | None, ...]:
    """``effective_suit`` for every card code under this trump, for the hot path."""
    return _SUIT_TABLES[trump]


def strength_table(trump: Suit, led: Suit) -> tuple[int, ...]:
    """``trick_strength`` for every card code, precomputed for the hot path."""
    return _STRENGTH_TABLES[trump * 4 + led]


def led_strength_table(trump: Suit, first: Card) -> tuple[int, ...]:
    """``strength_table`` for a trick that ``first`` leads (it leads its effective suit): one
    lookup for the engine, which asks at every trick."""
    return _LED_STRENGTH_TABLES[trump][first.code]


def _led_strengths(trump: Suit, first: Card) -> tuple[int, ...]:
    led = effective_suit(first, trump)
    assert led is not None, "with trump made every card has an effective suit"
    return _STRENGTH_TABLES[trump * 4 + led]


_STRENGTH_TABLES = tuple(
    tuple(trick_strength(card, trump, led) for card in Card.by_code)
    for trump in Suit
    for led in Suit
)
_SUIT_TABLES = tuple(tuple(effective_suit(card, trump) for card in Card.by_code) for trump in Suit)
_LED_STRENGTH_TABLES = tuple(
    tuple(_led_strengths(trump, first) for first in Card.by_code) for trump in Suit
)
