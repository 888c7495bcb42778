"""Decks, numbered deals and dealing in packets.

A deal number fixes the order of the pack on every machine and Python version: the pack is
listed in a fixed order (``deck_cards``) and shuffled by Fisher-Yates driven by our own
SplitMix64 generator (not ``random``, whose algorithms may change between versions).
Golden tests pin the first deals of every deck.

>>> from euchre_desktop.rules.house_rules import PRESETS
>>> " ".join(str(card) for card in shuffled_deck(PRESETS["north-american"], 1)[:5])
'10D JS QS 9H AS'
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import cache
from operator import itemgetter

from euchre_desktop.rules.cards import (
    Card,
    JokerColour,
    Rank,
    Suit,
    effective_suit,
    trick_strength,
)
from euchre_desktop.rules.house_rules import DealPackets, Deck, DoublePackBennies, HouseRules

_MASK64 = (1 << 64) - 1
_ORDINARY_RANKS = {
    Deck.STANDARD_24: (Rank.NINE, Rank.TEN, Rank.JACK, Rank.QUEEN, Rank.KING, Rank.ACE),
    Deck.PIQUET_32: (Rank.SEVEN, Rank.EIGHT, Rank.NINE, Rank.TEN, Rank.JACK, Rank.QUEEN,
                     Rank.KING, Rank.ACE),
}
_ALMONTE_JOKERS = (
    Card(Rank.FOUR, Suit.SPADES), Card(Rank.THREE, Suit.SPADES), Card(Rank.TWO, Suit.SPADES)
)


class SplitMix64:
    """Steele, Lea and Flood's SplitMix64: tiny, fast and fully specified."""

    __slots__ = ("state",)

    def __init__(self, seed: int) -> None:
        self.state = seed & _MASK64

    def next_u64(self) -> int:
        self.state = (self.state + 0x9E3779B97F4A7C15) & _MASK64
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK64
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK64
        return z ^ (z >> 31)

    def below(self, bound: int) -> int:
        """An unbiased integer in [0, bound), by rejecting the top partial block."""
        limit = (1 << 64) - ((1 << 64) % bound)
        while True:
            value = self.next_u64()
            if value < limit:
                return value % bound


@cache
def deck_cards(rules: HouseRules) -> tuple[Card, ...]:
    """The pack for these rules, in its fixed unshuffled order."""
    deck = rules.deck
    if deck in (Deck.STANDARD_24, Deck.BENNY_25, Deck.DOUBLE_50):
        cards = [Card(rank, suit) for suit in Suit for rank in _ORDINARY_RANKS[Deck.STANDARD_24]]
    elif deck in (Deck.PIQUET_32, Deck.BENNY_33):
        cards = [Card(rank, suit) for suit in Suit for rank in _ORDINARY_RANKS[Deck.PIQUET_32]]
    elif deck is Deck.ALMONTE_31:
        ranks = _ORDINARY_RANKS[Deck.PIQUET_32][1:]
        cards = [Card(rank, suit) for suit in Suit for rank in ranks] + list(_ALMONTE_JOKERS)
    else:  # Almonte four-hand
        short = (Rank.JACK, Rank.QUEEN, Rank.KING, Rank.ACE)
        cards = [Card(rank, suit) for suit in (Suit.CLUBS, Suit.DIAMONDS) for rank in short]
        cards += [Card(rank, suit) for suit in (Suit.HEARTS, Suit.SPADES)
                  for rank in (Rank.TEN, *short)]
        cards += list(_ALMONTE_JOKERS)
    if deck in (Deck.BENNY_25, Deck.BENNY_33):
        cards.append(Card.joker())
    if deck is Deck.DOUBLE_50:
        cards = cards + cards
        if rules.double_pack_bennies is DoublePackBennies.RED_AND_BLACK:
            cards += [Card.joker(JokerColour.RED), Card.joker(JokerColour.BLACK)]
        else:
            cards += [Card.joker(), Card.joker()]
    return tuple(cards)


def card_order(rules: HouseRules, trump: Suit) -> tuple[tuple[Suit, tuple[Card, ...]], ...]:
    """This pack's cards, suit by suit, each from highest to lowest when ``trump`` is trump.

    Trump comes first, with the jokers and the left bower in it; then the other suits in
    suit order. A double pack's twin cards are listed once.

    >>> from euchre_desktop.rules.house_rules import PRESETS
    >>> order = dict(card_order(PRESETS["british"], Suit.HEARTS))
    >>> " ".join(str(card) for card in order[Suit.HEARTS])
    'JK JH JD AH KH QH 10H 9H'
    >>> " ".join(str(card) for card in order[Suit.DIAMONDS])
    'AD KD QD 10D 9D'
    """
    by_suit: dict[Suit, list[Card]] = {}
    for card in dict.fromkeys(deck_cards(rules)):
        suit = effective_suit(card, trump)
        assert suit is not None  # with a trump named, every card belongs to a suit
        by_suit.setdefault(suit, []).append(card)
    suits = [trump, *(suit for suit in Suit if suit is not trump and suit in by_suit)]
    return tuple(
        (suit, tuple(sorted(by_suit[suit], key=lambda card: -trick_strength(card, trump, suit))))
        for suit in suits
    )


def deal_number_for(match_seed: int, deal_index: int) -> int:
    """The deal number of a match's ``deal_index``-th deal (0-based): a 63-bit number."""
    generator = SplitMix64(match_seed * 0x100000001B3 + deal_index)
    return generator.next_u64() >> 1


def shuffled_deck(rules: HouseRules, deal_number: int) -> tuple[Card, ...]:
    """The pack in the order this deal number gives it."""
    cards = list(deck_cards(rules))
    # Fisher-Yates driven by SplitMix64(deal_number).below(index + 1), written out inline:
    # this runs once a deal, on the engine's hot path.
    state = deal_number & _MASK64
    for index in range(len(cards) - 1, 0, -1):
        bound = index + 1
        limit = _BELOW_LIMITS[bound]
        while True:
            state = (state + 0x9E3779B97F4A7C15) & _MASK64
            z = ((state ^ (state >> 30)) * 0xBF58476D1CE4E5B9) & _MASK64
            z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK64
            z ^= z >> 31
            if z < limit:
                break
        other = z % bound
        cards[index], cards[other] = cards[other], cards[index]
    return tuple(cards)


_BELOW_LIMITS = (0, *((1 << 64) - ((1 << 64) % bound) for bound in range(1, 129)))
"""``SplitMix64.below``'s rejection limit for each bound a pack's shuffle needs."""


def packet_sizes(packets: DealPackets, players: int) -> tuple[tuple[int, ...], ...]:
    """For each dealing round, the packet each seat gets, in seat order from dealer's left."""
    if packets is DealPackets.ONE_AT_A_TIME:
        return tuple((1,) * players for _ in range(5))
    if packets is DealPackets.THREES_THEN_TWOS:
        return ((3,) * players, (2,) * players)
    if packets is DealPackets.TWOS_THEN_THREES:
        return ((2,) * players, (3,) * players)
    first = tuple(3 if position % 2 == 0 else 2 for position in range(players))
    return first, tuple(5 - size for size in first)


@dataclass(frozen=True, slots=True)
class Deal:
    """Who holds what after a deal: hands by seat, the up-card and the unused kitty."""

    dealer: int
    hands: tuple[tuple[Card, ...], ...]
    up_card: Card
    kitty: tuple[Card, ...]
    packets: tuple[tuple[int, int], ...]


def deal_cards(rules: HouseRules, dealer: int, deal_number: int) -> Deal:
    """Deal a shuffled pack in packets clockwise from the dealer's left."""
    pack = shuffled_deck(rules, deal_number)
    take_hands, up_card_position, packets = _deal_plan(rules.deal_packets, rules.players, dealer)
    return Deal(dealer, tuple([take(pack) for take in take_hands]), pack[up_card_position],
                pack[up_card_position + 1:], packets)


@cache
def _deal_plan(packets: DealPackets, players: int, dealer: int) -> tuple[
        tuple[Callable[[tuple[Card, ...]], tuple[Card, ...]], ...], int,
        tuple[tuple[int, int], ...]]:
    """Where each seat's cards lie in the shuffled pack (as one getter per seat), where the
    up-card lies, and the packets in the order they are dealt: the same for every deal with
    this dealer, packets and player count."""
    positions: list[list[int]] = [[] for _ in range(players)]
    order: list[tuple[int, int]] = []
    position = 0
    for round_sizes in packet_sizes(packets, players):
        for offset, size in enumerate(round_sizes):
            seat = (dealer + 1 + offset) % players
            positions[seat].extend(range(position, position + size))
            order.append((seat, size))
            position += size
    take_hands = tuple(itemgetter(*seat_positions) for seat_positions in positions)
    return take_hands, position, tuple(order)


def first_black_jack(rules: HouseRules, deal_number: int, start_seat: int) -> tuple[
        tuple[tuple[int, Card], ...], int]:
    """Deal face up clockwise from ``start_seat`` until a black jack: (cards shown, dealer)."""
    shown: list[tuple[int, Card]] = []
    for index, card in enumerate(shuffled_deck(rules, deal_number)):
        seat = (start_seat + index) % rules.players
        shown.append((seat, card))
        if card.rank is Rank.JACK and card.suit in (Suit.CLUBS, Suit.SPADES):
            return tuple(shown), seat
    raise AssertionError("every deck holds a black jack")
