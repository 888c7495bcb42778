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

import struct
from collections.abc import Callable, Sequence
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
_GAMMA = 0x9E3779B97F4A7C15  # SplitMix64's state increment
_MIX1 = 0xBF58476D1CE4E5B9  # and the multipliers of its output mix
_MIX2 = 0x94D049BB133111EB
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
        self.state = (self.state + _GAMMA) & _MASK64
        return _mix64(self.state)

    def below(self, bound: int) -> int:
        """An unbiased integer in [0, bound), by rejecting the top partial block."""
        limit = (1 << 64) - ((1 << 64) % bound)
        while True:
            value = self.next_u64()
            if value < limit:
                return value % bound


def _mix64(z: int) -> int:
    """SplitMix64's output for the generator state ``z``."""
    z = ((z ^ (z >> 30)) * _MIX1) & _MASK64
    z = ((z ^ (z >> 27)) * _MIX2) & _MASK64
    return z ^ (z >> 31)


def deck_cards(rules: HouseRules) -> tuple[Card, ...]:
    """The pack for these rules, in its fixed unshuffled order."""
    return _pack(rules.deck, rules.double_pack_bennies)


@cache
def _pack(deck: Deck, bennies: DoublePackBennies | None) -> tuple[Card, ...]:
    """The pack of ``deck_cards``, cached by the only two rules that shape it (hashing them is
    cheaper than hashing every rule, once a deal)."""
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
        if bennies is DoublePackBennies.RED_AND_BLACK:
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
    """The deal number of a match's ``deal_index``-th deal (0-based): a 63-bit number, the
    first output of ``SplitMix64(match_seed * 0x100000001B3 + deal_index)``."""
    return _mix64((match_seed * 0x100000001B3 + deal_index + _GAMMA) & _MASK64) >> 1


def shuffled_deck(rules: HouseRules, deal_number: int) -> tuple[Card, ...]:
    """The pack in the order this deal number gives it: Fisher-Yates from the last card down,
    swapping each card with the one at ``SplitMix64(deal_number).below(index + 1)``."""
    cards = list(deck_cards(rules))
    last = len(cards) - 1
    draws: Sequence[int] | None = _first_draws(deal_number, last)
    if draws is None:
        generator = SplitMix64(deal_number)
        draws = [generator.below(index + 1) for index in range(last, 0, -1)]
    # ``draw % bound`` is ``below``'s answer for a draw ``_first_draws`` lets through, and
    # leaves an answer of ``below`` itself as it is.
    for index, draw in zip(range(last, 0, -1), draws, strict=True):
        other = draw % (index + 1)
        cards[index], cards[other] = cards[other], cards[index]
    return tuple(cards)


_LANE_BITS = 128
"""Each packed draw's width: room for a 64-bit value times a 64-bit multiplier."""


@dataclass(frozen=True, slots=True)
class _Lanes:
    """Constants for computing ``count`` SplitMix64 outputs side by side in one integer."""

    ones: int  # 1 in every lane
    mask: int  # the low 64 bits of every lane
    steps: int  # lane k holds (k + 1) * gamma mod 2**64: the generator's state increments
    near_top: int  # 128 in every lane: adding it carries out of 64 bits near 2**64
    carries: int  # bit 64 of every lane
    unpack: Callable[[bytes], tuple[int, ...]]


@cache
def _lanes(count: int) -> _Lanes:
    """The lanes for ``count`` draws, worked out once for each pack size."""
    ones = sum(1 << (_LANE_BITS * lane) for lane in range(count))
    return _Lanes(
        ones=ones,
        mask=_MASK64 * ones,
        steps=sum(((lane + 1) * _GAMMA & _MASK64) << (_LANE_BITS * lane)
                  for lane in range(count)),
        near_top=128 * ones,
        carries=ones << 64,
        unpack=struct.Struct("<" + "Q8x" * count).unpack,
    )


def _first_draws(seed: int, count: int) -> tuple[int, ...] | None:
    """``SplitMix64(seed)``'s first ``count`` outputs, computed together as lanes of one big
    integer (the generator's state after k steps is seed + k * gamma, so no output waits for
    another): a few operations on one integer instead of a dozen per draw.

    None if any output lies within 128 of 2**64, where ``below`` might reject it and draw
    again for a pack of up to 128 cards (about one deal in 10**16); the caller then draws
    one at a time."""
    lanes = _lanes(count)
    mask = lanes.mask
    z = ((seed & _MASK64) * lanes.ones + lanes.steps) & mask
    z ^= (z >> 30) & mask
    z = (z * _MIX1) & mask
    z ^= (z >> 27) & mask
    z = (z * _MIX2) & mask
    z ^= (z >> 31) & mask
    if (z + lanes.near_top) & lanes.carries:
        return None
    return lanes.unpack(z.to_bytes(count * _LANE_BITS // 8, "little"))


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
    return Deal(dealer, *dealt(rules, dealer, deal_number))


def dealt(rules: HouseRules, dealer: int, deal_number: int) -> tuple[
        tuple[tuple[Card, ...], ...], Card, tuple[Card, ...], tuple[tuple[int, int], ...]]:
    """``deal_cards``'s hands, up-card, kitty and packets, without building a ``Deal`` (a
    frozen dataclass is slow to make, and the engine deals every hand)."""
    pack = shuffled_deck(rules, deal_number)
    take_hands, up_card_position, packets = _deal_plan(rules.deal_packets, rules.players, dealer)
    return (tuple([take(pack) for take in take_hands]), pack[up_card_position],
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
