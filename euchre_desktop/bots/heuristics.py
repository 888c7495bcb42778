"""Hand-evaluation helpers shared by the rule bots (and free for the coach to use).

Everything here reads only what a seat may see (its ``PlayerView``) plus fixed facts about the
deck, so the bots built on it never peek at hidden cards.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from functools import cache
from typing import Final

from euchre_desktop.bots.twins import adopt_twin
from euchre_desktop.rules.actions import Action, OrderUp
from euchre_desktop.rules.cards import (
    TRUMP_BASE,
    Card,
    Rank,
    Suit,
    strength_table,
    suit_table,
    trump_strength,
)
from euchre_desktop.rules.deal import deck_cards
from euchre_desktop.rules.house_rules import HouseRules, JokerTurnedUp
from euchre_desktop.rules.tricks import shown_voids, to_beat, winning_play
from euchre_desktop.rules.view import PlayerView

# Rough chance that each trump, by its trick strength above TRUMP_BASE, takes a trick.
_TRUMP_TRICKS = {20: 0.95, 19: 0.8, 14: 0.65, 13: 0.55, 12: 0.5, 10: 0.45, 9: 0.4}
_LOW_TRUMP_TRICKS = 0.35
_JOKER_TRICKS = 1.0
OFF_ACE_TRICKS = {4: 0.7, 6: 0.55}  # an off-suit ace: often trumped with six players
VOID_TRICKS = {4: 0.3, 6: 0.2}  # a void lets a hand with trumps trump in


def next_suit(suit: Suit) -> Suit:
    """"Next": the other suit of the same colour, whose jack becomes the left bower."""
    return suit.partner


def same_team(seat: int, other: int) -> bool:
    return seat % 2 == other % 2


def is_trump(card: Card, trump: Suit) -> bool:
    return suit_table(trump)[card.code] is trump


def trump_count(hand: Iterable[Card], trump: Suit) -> int:
    """How many of these cards are trumps (bowers, Benny and jokers included)."""
    suits = suit_table(trump)
    return sum(1 for card in hand if suits[card.code] is trump)


def trump_trick_value(card: Card, trump: Suit) -> float:
    """How likely one trump is to take a trick on its own, by rank."""
    if card.is_joker:
        return _JOKER_TRICKS
    strength = trump_strength(card, trump) - TRUMP_BASE
    return _TRUMP_TRICKS.get(strength, _LOW_TRUMP_TRICKS)


@cache
def _trump_values(trump: Suit) -> tuple[float | None, ...]:
    """``trump_trick_value`` of every card code that is a trump, None for the others: the
    hot path of ``hand_strength``, which the search asks of many thousands of hands."""
    suits = suit_table(trump)
    return tuple(trump_trick_value(card, trump) if suits[card.code] is trump else None
                 for card in Card.by_code)


_OFF_ACE: Final = 1
_OFF_KING: Final = 2


@cache
def _off_suit_marks(trump: Suit) -> tuple[int, ...]:
    """What ``hand_strength`` reads of every card code that is not a trump: its effective
    suit times four plus ``_OFF_ACE`` or ``_OFF_KING`` for those ranks (-1 for a trump or a
    card of no suit), so the hot path needs no rank or suit lookups."""
    suits = suit_table(trump)
    marks = []
    for card in Card.by_code:
        suit = suits[card.code]
        if suit is None or suit is trump:
            marks.append(-1)
        else:
            rank = _OFF_ACE if card.rank is Rank.ACE else _OFF_KING if card.rank is Rank.KING else 0
            marks.append(int(suit) * 4 + rank)
    return tuple(marks)


def hand_strength(hand: Sequence[Card], trump: Suit, players: int = 4) -> float:
    """Expected tricks this hand takes with ``trump`` as trump, a club player's estimate:
    trumps by rank plus length, off-suit aces (and kings behind them), and voids that let
    the hand trump in."""
    return _strength_of_codes([card.code for card in hand], _trump_values(trump),
                              _off_suit_marks(trump), players, OFF_ACE_TRICKS[players],
                              VOID_TRICKS[players])


def strengths_less_each(codes: Sequence[int], trump: Suit, players: int) -> list[float]:
    """``hand_strength`` of the hand of card ``codes`` less each of its cards in turn, as
    the same figures: a dealer's discard weighs every card it might throw, and the search
    asks that of many thousands of dealers' hands."""
    values, marks = _trump_values(trump), _off_suit_marks(trump)
    ace_tricks, void_tricks = OFF_ACE_TRICKS[players], VOID_TRICKS[players]
    return [_strength_of_codes([code for place, code in enumerate(codes) if place != left_out],
                               values, marks, players, ace_tricks, void_tricks)
            for left_out in range(len(codes))]


def _strength_of_codes(codes: list[int], values: tuple[float | None, ...],
                       marks: tuple[int, ...], players: int, ace_tricks: float,
                       void_tricks: float) -> float:
    """``hand_strength`` of the cards of ``codes``, in their order, under the trump whose
    ``_trump_values`` and ``_off_suit_marks`` are given, with ``players``'
    ``OFF_ACE_TRICKS`` and ``VOID_TRICKS`` (looked up once for many hands)."""
    total = 0.0
    trumps = 0
    held = [0, 0, 0, 0]  # per off suit: its ace and king marks
    counts = [0, 0, 0, 0]
    order: list[int] = []  # the off suits held, in the hand's order
    for code in codes:
        value = values[code]
        if value is not None:
            trumps += 1
            total += value
            continue
        mark = marks[code]
        if mark >= 0:
            suit = mark >> 2
            if not counts[suit]:
                order.append(suit)
            counts[suit] += 1
            held[suit] |= mark & 3
    if trumps >= 3:
        total += 0.1 * (trumps - 2)
    for suit in order:
        ranks = held[suit]
        if ranks & _OFF_ACE:
            total += ace_tricks
            if ranks & _OFF_KING:
                total += 0.3 if players == 6 else 0.35
        elif ranks & _OFF_KING:
            total += 0.15 if counts[suit] >= 2 else 0.1
    if trumps >= 2:
        total += void_tricks * (3 - len(order)) * (1.0 if trumps >= 3 else 0.5)
    return total


@cache
def trumps_in_deck(rules: HouseRules, trump: Suit) -> tuple[Card, ...]:
    """Every distinct trump card of this deck, strongest first."""
    distinct = dict.fromkeys(deck_cards(rules))
    trumps = [card for card in distinct if is_trump(card, trump)]
    trumps.sort(key=lambda card: trump_strength(card, trump), reverse=True)
    return tuple(trumps)


def top_trump_run(hand: Iterable[Card], trump: Suit, rules: HouseRules,
                  gone: Iterable[Card] = ()) -> int:
    """How many of the highest trumps still in play this hand holds without a gap: each is a
    sure trick when led."""
    held = {card for card in hand if is_trump(card, trump)}
    out = set(gone)
    run = 0
    for card in trumps_in_deck(rules, trump):
        if card in out:
            continue
        if card not in held:
            break
        run += 1
    return run


def lone_losers(hand: Sequence[Card], trump: Suit, rules: HouseRules,
                partner_card: bool | None = None) -> float:
    """Expected tricks a lone hand gives away: trumps outside the top run, off-suit cards
    that are not aces (a king behind its ace loses less), off aces sometimes trumped. When a
    partner will pass a card (``partner_card``; by default whenever the rules let a loner
    ask or be railroaded) the worst loser is covered."""
    run = top_trump_run(hand, trump, rules)
    suits = suit_table(trump)
    ruff = 0.25 if rules.players == 6 else 0.15
    losses: list[float] = []
    trumps = sum(1 for card in hand if suits[card.code] is trump)
    losses.extend([0.35 if run >= 2 else 0.7] * (trumps - run))
    off = [card for card in hand if suits[card.code] is not trump]
    for card in off:
        if card.rank is Rank.ACE:
            losses.append(ruff)
        elif card.rank is Rank.KING and any(
            other.rank is Rank.ACE and other.suit is card.suit for other in off
        ):
            losses.append(0.3)
        else:
            losses.append(1.0)
    losses.sort()
    if partner_card is None:
        partner_card = rules.loner_asks_partner or rules.railroading
    if partner_card:
        losses = losses[:-1]
    return sum(losses)


def trump_made_in_round_one(bidding: Iterable[tuple[int, Action]], up_card: Card,
                            rules: HouseRules) -> bool:
    """Whether the up-card goes to the dealer: ordered up, or a Benny made the dealer's team."""
    if any(isinstance(action, OrderUp) for _, action in bidding):
        return True
    return up_card.is_joker and rules.joker_turned_up is JokerTurnedUp.DEALER_MAKES


def known_voids(view: PlayerView) -> dict[int, set[Suit]]:
    """Suits each seat has shown out of in the tricks so far (it did not follow)."""
    return shown_voids(view.trump, [*(trick for _, trick in view.tricks), view.trick])


def _seen_besides_hand(view: PlayerView) -> list[Card]:
    """The cards this seat has seen but those of its hand: its discards and gifts, every
    played card, and an up-card turned down."""
    seen: list[Card] = [*view.discards, *view.played_cards]
    seen += [card for _, card in view.cards_given]
    if not view.up_card_taken or view.seat == view.dealer:
        seen.append(view.up_card)
    return seen


def _unseen(rules: HouseRules, seen: Iterable[Card]) -> dict[Card, int]:
    """The cards of the deck less those ``seen``, each with how many of it, in deck order."""
    deck = deck_cards(rules)
    if not rules.deck.has_twin_cards:  # each card once: what was seen is simply out
        out = set(seen)
        return {card: 1 for card in deck if card not in out}
    unseen = Counter(deck)
    unseen.subtract(seen)
    return {card: count for card, count in unseen.items() if count > 0}


def seats_to_play(view: PlayerView) -> list[int]:
    """Active seats still to play in the current trick after this seat, in order."""
    players = view.players
    left = view.players - len(view.sitting_out) - len(view.trick) - 1
    seats: list[int] = []
    seat = view.seat
    while len(seats) < left:
        seat = (seat + 1) % players
        if seat not in view.sitting_out:
            seats.append(seat)
    return seats


def current_winner(view: PlayerView) -> tuple[int, Card, int] | None:
    """(seat, card, trick strength) winning the current trick so far, or None before a lead."""
    if view.trump is None:
        return None
    return winning_play(view.trick, view.trump, view.rules.identical_cards_possible)


def partner_winning(view: PlayerView) -> bool:
    """Whether a partner of this seat is winning the current trick."""
    winner = current_winner(view)
    return winner is not None and winner[0] != view.seat and same_team(winner[0], view.seat)


class PlayTurn:
    """The public facts of one turn in play as its seat sees them: everything the rule
    player's choice of a card reads but the cards the seat holds. Built once a turn, it
    answers for any hand: the sampler asks what a seat would have played with each of
    thousands of hands it may have held, and a view rebuilt for each cost more than the
    choice itself."""

    __slots__ = ("seat", "players", "trump", "maker", "alone", "sitting_out", "trick",
                 "ties_win", "voids", "winner", "seats_after", "_unseen_public", "_twins")

    def __init__(self, view: PlayerView) -> None:
        """The turn ``view`` shows (its hand aside), once trump is made."""
        trump = view.trump
        assert trump is not None
        self.seat = view.seat
        self.players = view.players
        self.trump: Suit = trump
        self.maker = view.maker
        self.alone = view.alone
        self.sitting_out = view.sitting_out
        self.trick = view.trick
        self.ties_win = view.rules.identical_cards_possible
        self.voids = known_voids(view)
        self.winner = current_winner(view)
        self.seats_after = seats_to_play(view)
        self._unseen_public = _unseen(view.rules, _seen_besides_hand(view))
        self._twins = view.rules.deck.has_twin_cards

    def unseen(self, hand: Sequence[Card]) -> dict[Card, int]:
        """The cards the seat has not seen, holding ``hand``, that another seat may still
        play, each with how many of it (in the deck's order): the deck less the hand, the
        seat's discards and gifts, every played card, and an up-card turned down."""
        if not self._twins:
            held = set(hand)  # not the hand itself: a miss there compares every card
            return {card: 1 for card in self._unseen_public if card not in held}
        unseen = Counter(self._unseen_public)
        unseen.subtract(hand)
        return {card: count for card, count in unseen.items() if count > 0}

    def could_be_beaten(self, best: int, led: Suit, by_seats: Iterable[int],
                        unseen: Iterable[Card], same_suit_only: bool = False) -> bool:
        """Whether any of ``by_seats`` might still beat a card of strength ``best`` in a
        trick where ``led`` was led, given the ``unseen`` cards and the voids they have
        shown. With ``same_suit_only``, only a higher card of the suit led counts (trumping
        in aside)."""
        seats = list(by_seats)
        if not seats:
            return False
        trump, voids = self.trump, self.voids
        strengths = strength_table(trump, led)
        suits = suit_table(trump)
        bar = to_beat(best, self.ties_win)
        for card in unseen:
            if strengths[card.code] <= bar:
                continue
            suit = suits[card.code]
            if same_suit_only and suit is not led:
                continue
            for seat in seats:
                if suit not in voids.get(seat, ()):
                    return True
        return False

    def partner_sure_winner(self, unseen: Iterable[Card]) -> bool:
        """Whether a partner is winning the trick and no opponent still to play can beat it,
        given the ``unseen`` cards."""
        winner, seat = self.winner, self.seat
        if winner is None or winner[0] == seat or not same_team(winner[0], seat):
            return False
        led = suit_table(self.trump)[self.trick[0][1].code]
        assert led is not None
        opponents = [other for other in self.seats_after if not same_team(other, seat)]
        return not self.could_be_beaten(winner[2], led, opponents, unseen)

    def is_boss(self, card: Card, unseen: Iterable[Card]) -> bool:
        """Whether ``card``, led now, beats every card the others could still play in its
        suit (trumping in aside for off-suit cards), given the ``unseen`` cards."""
        trump = self.trump
        suits = suit_table(trump)
        suit = suits[card.code]
        assert suit is not None
        strengths = strength_table(trump, suit)
        bar = to_beat(strengths[card.code], self.ties_win)
        return not any(suits[other.code] is suit and strengths[other.code] > bar
                       for other in unseen)

    def outstanding_trumps(self, unseen: Mapping[Card, int]) -> int:
        """How many trumps the seat has not seen (held by others or in the kitty), of the
        ``unseen`` cards."""
        suits = suit_table(self.trump)
        return sum(count for card, count in unseen.items() if suits[card.code] is self.trump)


COMPILED = adopt_twin(globals())
"""Whether this module runs as its compiled twin (``twins``)."""
