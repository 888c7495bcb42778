"""A double-dummy solver for the play of one hand: every card seen, best play by both sides.

Cards are int codes (``Card.code``). Each physical card left in play gets a bit of one
integer, so the whole position (who holds what) is one mask, and the double pack's identical
cards are simply two bits. The search asks yes/no questions ("can this team take at least
``t`` more tricks?") with alpha-beta cut-offs; a transposition table keeps, at every trick
start, the bounds learned so far, in the larger positions keyed by what the search can tell
of the cards left (which seat holds each suit's cards in order of strength: positions alike
in that are one game, say two discards that leave the same game); the last two tricks are a
plain minimax, cached by the cards left and the leader. Cards of one effective suit that sit
next to each other in rank in one hand, with no other seat's card between them, are
equivalent: only one is tried.

Who wins a trick is the rules' ``tricks.beats``, encoded once per solve: each card's trick
strength for every suit led, and the strength a later card must exceed to take the trick
from it (``tricks.to_beat``), so the search compares two integers.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Collection, Sequence
from dataclasses import dataclass
from functools import cache
from typing import Final

from euchre_desktop.bots.twins import adopt_twin
from euchre_desktop.rules.cards import CARD_COUNT, Card, Suit, strength_table, suit_table
from euchre_desktop.rules.state import TRICKS_PER_HAND
from euchre_desktop.rules.tricks import to_beat, winning_play

__all__ = ["Position", "Solution", "SolveTimeout", "solve", "solve_value", "SharedSolver",
           "position_of"]


@dataclass(frozen=True, slots=True)
class Position:
    """A play-phase position. ``hands[seat]`` are the codes a seat holds (seats sitting out
    may hold anything: they are ignored); ``trick`` is the current trick as (seat, code);
    ``active`` lists the seats playing, clockwise (ascending)."""

    trump: Suit
    hands: tuple[tuple[int, ...], ...]
    trick: tuple[tuple[int, int], ...]
    turn: int
    active: tuple[int, ...]
    later_ties_win: bool = False


@dataclass(frozen=True, slots=True)
class Solution:
    """``tricks``: the tricks ``team`` takes from here on (the current trick included) with
    best play; ``move_tricks``: the same after each legal card code of the seat to move."""

    team: int
    tricks: int
    move_tricks: dict[int, int]


class SolveTimeout(Exception):
    """The deadline given to ``solve`` passed before the solve was done."""


def solve(
    position: Position,
    team: int | None = None,
    deadline: float | None = None,
    thresholds: Sequence[int] | None = None,
    moves: Collection[int] | None = None,
) -> Solution:
    """Solve ``position`` for ``team`` (by default the team of the seat to move); raise
    ``SolveTimeout`` once ``time.perf_counter()`` passes ``deadline``, if one is given.

    With ``thresholds`` (trick counts, counted from here on), each value is only resolved to
    the largest threshold it reaches (0 if none): cheaper, and exact wherever the score
    changes only at those counts. With ``moves`` (card codes), only those legal cards are
    solved: ``move_tricks`` holds them alone, and ``tricks`` is the best of them.
    """
    if team is None:
        team = position.turn % 2
    return _Solver(position, team, deadline).solve_root(thresholds, moves)


def solve_value(
    position: Position,
    team: int,
    deadline: float | None = None,
    thresholds: Sequence[int] | None = None,
) -> int:
    """Only the value of ``position`` for ``team`` (as ``solve(...).tricks``), without the
    value of each move: one search shared by every move, so much cheaper."""
    return _Solver(position, team, deadline).solve_value(thresholds)


class SharedSolver:
    """The values of several opening-lead hands for one ``team``, from one transposition
    table. The hands draw on the cards ``cards`` gives each seat (say, the dealer's six
    before each possible discard) under its trump, seats in play and tie rule; hands that
    differ in a card or two meet in the search once those cards are gone, and what one solve
    learnt there serves the others. A hand asked again is answered from the table."""

    def __init__(self, cards: Position, team: int) -> None:
        if cards.trick:
            raise ValueError("a shared solve starts from an opening lead")
        search = self._search = _Solver(cards, team, None)
        # Each seat's first bit of each code it was given: a code's copies (a double pack's
        # twins) take consecutive bits, as a seat's cards are sorted by their place in the
        # leading order, then by code.
        self._first_bit: list[dict[int, int]] = [{} for _ in cards.hands]
        for index, code in enumerate(search.codes):
            first = self._first_bit[search.owners[index]]
            if code not in first:
                first[code] = index

    def value(self, hands: Sequence[Sequence[int]], turn: int, deadline: float | None = None,
              thresholds: Sequence[int] | None = None) -> int:
        """As ``solve_value`` for the position where every seat in play holds ``hands`` (card
        codes, among the cards this solver was given) and ``turn`` leads."""
        search = self._search
        codes, owners = search.codes, search.owners
        mask = 0
        for seat in search.position.active:
            first = self._first_bit[seat]
            for code in hands[seat]:
                index = first.get(code, -1)
                while index >= 0 and mask >> index & 1:  # a copy taken already: the next
                    index += 1
                if not (0 <= index < search.hand_count and codes[index] == code
                        and owners[index] == seat):
                    raise ValueError(f"seat {seat} was not given card {code}")
                mask |= 1 << index
        search.deadline = deadline
        return search.value_from(mask, turn, thresholds)


KEYED_ALIKE_ABOVE: Final = 16
"""Cards in the hands above which the transposition table keys a trick start by what a
search can tell of it (``_Solver._canonical``) rather than by its cards: a six-hand deal's
first three tricks. Every opening lead is keyed so too, a loner's included: there the
options of a shared solve meet (two discards that leave the same game). In smaller
positions keying cost more than the positions it merged saved: keyed so from the second
trick on too, North American bids and play ran 2-4% slower, keyed so at the opening lead
alone no slower."""

_PAYLOAD_BITS: Final = 8
"""A card sorted by its place in the leading order is keyed ``place << _PAYLOAD_BITS |
payload``, the payload its code or its index in a solve (each below 256), so that cards sort
as plain ints."""
_PAYLOAD_MASK: Final = (1 << _PAYLOAD_BITS) - 1
assert CARD_COUNT <= 1 << _PAYLOAD_BITS


@dataclass(frozen=True, slots=True)
class _CodeTables:
    """Per card code, under one trump and tie rule: its effective suit (as an index), its
    trick strength and the strength a later card must exceed to take the trick from it
    (``tricks.to_beat``), for every suit led, minus its strength in its own suit, and its
    place in the order a hand is led from: by that strength, highest first, then by suit."""

    suit: tuple[int, ...]
    strength: tuple[tuple[int, ...], ...]
    bar: tuple[tuple[int, ...], ...]
    own_order: tuple[int, ...]
    lead_order: tuple[int, ...]


@cache
def _code_tables(trump: Suit, later_ties_win: bool) -> _CodeTables:
    suits = tuple(_suit_index(suit) for suit in suit_table(trump))
    strength = tuple(strength_table(trump, led) for led in Suit)
    bar = tuple(tuple(to_beat(value, later_ties_win) for value in table) for table in strength)
    own_order = tuple(-strength[suit][code] for code, suit in enumerate(suits))
    lead_order = [0] * len(suits)
    leading = sorted(range(len(suits)), key=lambda code: (own_order[code], suits[code]))
    for place, code in enumerate(leading):
        lead_order[code] = place
    return _CodeTables(suits, strength, bar, own_order, tuple(lead_order))


class _Solver:
    """One solve: the tables for this trump and deal, and the transposition table."""

    def __init__(self, position: Position, team: int, deadline: float | None) -> None:
        trump = position.trump
        self.deadline = deadline
        self.nodes = 0
        self.team = team
        active = position.active
        self.n_active = len(active)
        # Tricks left above which a trick start is keyed alike (see KEYED_ALIKE_ABOVE).
        self.keyed_alike_above = min(KEYED_ALIKE_ABOVE // self.n_active, TRICKS_PER_HAND - 1)
        seats = max(active) + 1
        self.next_seat = [-1] * seats
        for i, seat in enumerate(active):
            self.next_seat[seat] = active[(i + 1) % len(active)]
        self.ours = [seat % 2 == team for seat in range(seats)]  # on the side solved for
        # Each seat's cards take bits in the order it would lead them (``_lead_classes``),
        # sorted as plain ints: each code below its place in that order.
        tables = _code_tables(trump, position.later_ties_win)
        lead_order = tables.lead_order
        codes: list[int] = []
        owners: list[int] = []
        seat_bits = [0] * seats
        first_bit = [0] * seats  # a seat's cards take consecutive bits from here
        for seat in active:
            first_bit[seat] = len(codes)
            for placed in sorted([lead_order[code] << _PAYLOAD_BITS | code
                                  for code in position.hands[seat]]):
                codes.append(placed & _PAYLOAD_MASK)
                owners.append(seat)
            seat_bits[seat] = (1 << len(codes)) - (1 << first_bit[seat])
        self.seat_bits = seat_bits
        self.first_bit = first_bit
        self.hand_count = len(codes)
        trick_bits = 0
        for seat, code in position.trick:  # played cards still matter for equivalence
            trick_bits |= 1 << len(codes)
            codes.append(code)
            owners.append(-1 - seat)
        self.codes = codes
        self.owners = owners
        self.trick_bits = trick_bits
        self.cards_in = _bit_counts(max(len(position.hands[seat]) for seat in active))
        # The tables of every card code, picked for the cards in play (by bit index).
        suit_of = [tables.suit[code] for code in codes]
        self.suit_of: tuple[int, ...] = tuple(suit_of)
        self.strength: list[tuple[int, ...]] = [tuple([table[code] for code in codes])
                                                for table in tables.strength]
        # What a later card must exceed to take the trick from each card.
        self.bar: list[tuple[int, ...]] = [tuple([table[code] for code in codes])
                                           for table in tables.bar]
        # A card's strength in its own suit orders the suit: trumps by trump strength,
        # the others by printed rank; leading, the highest first.
        own_order = [tables.own_order[code] for code in codes]
        self.own_order: tuple[int, ...] = tuple(own_order)
        # Per effective suit: its cards' mask, and masks of equal-rank groups, highest first
        # (the leading order sorts by strength in the card's own suit).
        suit_mask = [0, 0, 0, 0]
        groups: list[list[int]] = [[], [], [], []]
        last_order = [0, 0, 0, 0]
        for placed in sorted([lead_order[code] << _PAYLOAD_BITS | index
                              for index, code in enumerate(codes)]):
            index = placed & _PAYLOAD_MASK
            suit, order, bit = suit_of[index], own_order[index], 1 << index
            suit_mask[suit] = suit_mask[suit] | bit
            in_suit = groups[suit]
            if in_suit and last_order[suit] == order:
                in_suit[-1] = in_suit[-1] | bit
            else:
                in_suit.append(bit)
                last_order[suit] = order
        self.suit_mask = suit_mask
        self.groups = groups
        self.trump_index = int(trump)
        self.trumps = self.suit_mask[int(trump)] & ((1 << self.hand_count) - 1)
        self.sure: dict[int, int] = {}
        self.alike: dict[int, int] = {0: 0}  # a suit's cards in the hands: see _canonical
        self.holdings: list[dict[tuple[tuple[int, ...], ...], int]] = [{}, {}, {}, {}]
        self.table: dict[int, tuple[int, int]] = {}
        self.two_tricks: dict[int, tuple[int, int]] = {}
        self.last_trick: dict[int, int] = {}
        self.lead_classes: dict[int, list[int]] = {}
        self.suit_classes: list[dict[int, list[int]]] = [{}, {}, {}, {}]
        self.position = position

    # --- the root ----------------------------------------------------------------------

    def _root(self) -> tuple[int, int, int, int, int, int, int]:
        """(mask, present, turn, played, led, bar, best_seat) of the position to solve."""
        position = self.position
        mask = (1 << self.hand_count) - 1
        led = bar = best_seat = -1
        trick = tuple((seat, Card.by_code[code]) for seat, code in position.trick)
        winning = winning_play(trick, position.trump, position.later_ties_win)
        if winning is not None:
            best_seat, _, strength = winning
            led = self.suit_of[self.hand_count]
            bar = to_beat(strength, position.later_ties_win)
        played = len(position.trick)
        return mask, mask | self.trick_bits, position.turn, played, led, bar, best_seat

    def _steps(self, thresholds: Sequence[int] | None) -> list[int]:
        """The trick counts to resolve, in increasing order."""
        mask, _, turn, played, *_ = self._root()
        return _steps((mask & self.seat_bits[turn]).bit_count() + (1 if played else 0),
                      thresholds)

    def value_from(self, mask: int, turn: int, thresholds: Sequence[int] | None) -> int:
        """The value when ``mask`` are the cards in the hands and ``turn`` leads."""
        return _largest_reached(lambda target: self._lead(mask, turn, target),
                                _steps((mask & self.seat_bits[turn]).bit_count(), thresholds))

    def solve_value(self, thresholds: Sequence[int] | None) -> int:
        root = self._root()

        def reaches(target: int) -> bool:
            mask, present, turn, played, led, bar, best_seat = root
            if played == 0:
                return self._lead(mask, turn, target)
            return self._follow(mask, present, turn, played, led, bar, best_seat, target,
                                self._unknown_classes())

        return _largest_reached(reaches, self._steps(thresholds))

    def solve_root(self, thresholds: Sequence[int] | None,
                   moves: Collection[int] | None = None) -> Solution:
        mask, present, turn, played, led, bar, best_seat = self._root()
        steps = self._steps(thresholds)
        legal = self._legal(mask, turn, led if played else -1)
        tricks_of: dict[int, int] = {}  # by class representative
        move_tricks: dict[int, int] = {}
        for index in _bits(legal):
            if moves is not None and self.codes[index] not in moves:
                continue
            # Equivalent cards take the same tricks: a class runs from its representative
            # down to the next one, so a card's is the lowest representative above it.
            suit = self.suit_of[index]
            classes = self._suit_classes(present & self.suit_mask[suit], turn, suit)
            strength = self.strength[suit]
            first = min((other for other in classes if strength[other] >= strength[index]),
                        key=strength.__getitem__)
            if first not in tricks_of:

                def reaches(target: int, first: int = first) -> bool:
                    return self._play(mask, present, turn, played, led, bar, best_seat,
                                      first, target)

                tricks_of[first] = _largest_reached(reaches, steps)
            move_tricks[self.codes[index]] = tricks_of[first]
        if self.ours[turn]:
            value = max(move_tricks.values())
        else:
            value = min(move_tricks.values())
        return Solution(self.team, value, move_tricks)

    # --- the search ----------------------------------------------------------------------

    def _legal(self, mask: int, turn: int, led: int) -> int:
        hand = mask & self.seat_bits[turn]
        if led >= 0:
            following = hand & self.suit_mask[led]
            if following:
                return following
        return hand

    def _lead(self, mask: int, turn: int, target: int) -> bool:
        """Whether ``self.team`` can take ``target`` more tricks when ``turn`` leads to a new
        trick and ``mask`` are the cards left."""
        if target <= 0:
            return True
        remaining = self.cards_in[(mask & self.seat_bits[turn]) >> self.first_bit[turn]]
        if target > remaining:
            return False
        if remaining == 1:
            return self._last_trick(mask, turn) >= target
        trumps = mask & self.trumps
        sure = self.sure.get(trumps)
        if sure is None:
            sure = self.sure[trumps] = self._sure_tricks(trumps)
        if sure > 0 and sure >= target or sure < 0 and remaining + sure < target:
            return sure > 0
        if not trumps & ~self.seat_bits[turn]:  # every trump left is the leader's
            cashed = self._cashable(mask, turn)
            if self.ours[turn]:
                if cashed >= target:
                    return True
            elif remaining - cashed < target:
                return False
        if remaining == 2:
            return self._last_two(mask, turn, target)
        alike = remaining > self.keyed_alike_above
        key = ((self._canonical(mask) if alike else mask) << 3) | turn
        bounds = self.table.get(key)
        if bounds is not None:
            if bounds[0] >= target:
                return True
            if bounds[1] < target:
                return False
        self.nodes += 1  # trick starts searched: the clock is read every 64th
        if self.deadline is not None and not self.nodes & 63 and (
            time.perf_counter() > self.deadline
        ):
            raise SolveTimeout
        maximizing = self.ours[turn]
        result = not maximizing
        following = self.next_seat[turn]
        suit_of, bars = self.suit_of, self.bar
        classes = self._unknown_classes()  # what each seat may follow with: worked out once
        for index in self._lead_classes(mask, turn):
            suit = suit_of[index]
            if self._follow(mask ^ (1 << index), mask, following, 1, suit, bars[suit][index],
                            turn, target, classes) is maximizing:
                result = maximizing
                break
        low, high = bounds if bounds is not None else (0, remaining)
        self.table[key] = (max(low, target), high) if result else (low, min(high, target - 1))
        return result

    def _follow(self, mask: int, present: int, turn: int, played: int, led: int, bar: int,
                best_seat: int, target: int, classes: list[list[int] | None]) -> bool:
        """Whether ``self.team`` can take ``target`` more tricks (the current one included)
        when ``turn`` is to follow: ``played`` cards of the trick are down, ``led`` is the
        suit led and ``bar`` the strength a card must exceed to take the trick from
        ``best_seat``, winning it so far. ``present`` were the cards when the trick began,
        and ``classes`` by suit led and seat the cards each may follow with, as far as worked
        out for this trick (``_follow_classes``)."""
        maximizing = self.ours[turn]
        strengths, bars = self.strength[led], self.bar[led]
        slot = led << 3 | turn
        cards = classes[slot]
        if cards is None:
            cards = classes[slot] = self._follow_classes(present, turn, led)
        winning = 0  # the first cards would take the trick from an opponent
        if self.ours[best_seat] != maximizing:
            for index in cards:
                if strengths[index] <= bar:
                    break
                winning += 1
        count = len(cards)
        last = played + 1 == self.n_active
        following = self.next_seat[turn]
        ours = self.ours
        for step in range(count):
            # The winning cards cheapest first, then the others lowest first.
            index = cards[winning - 1 - step] if step < winning else cards[count - 1 - step
                                                                           + winning]
            if last:
                winner = turn if strengths[index] > bar else best_seat
                reached = self._lead(mask ^ (1 << index), winner,
                                     target - 1 if ours[winner] else target)
            elif strengths[index] > bar:
                reached = self._follow(mask ^ (1 << index), present, following, played + 1,
                                       led, bars[index], turn, target, classes)
            else:
                reached = self._follow(mask ^ (1 << index), present, following, played + 1,
                                       led, bar, best_seat, target, classes)
            if reached is maximizing:
                return maximizing
        return not maximizing

    def _play(self, mask: int, present: int, turn: int, played: int, led: int, bar: int,
              best_seat: int, index: int, target: int) -> bool:
        """Whether ``self.team`` reaches ``target`` after ``turn`` plays card ``index``."""
        if played == 0:
            led = self.suit_of[index]
            bar, best_seat = self.bar[led][index], turn
        elif self.strength[led][index] > bar:
            bar, best_seat = self.bar[led][index], turn
        mask ^= 1 << index
        if played + 1 == self.n_active:
            return self._lead(mask, best_seat, target - 1 if self.ours[best_seat] else target)
        return self._follow(mask, present, self.next_seat[turn], played + 1, led, bar,
                            best_seat, target, self._unknown_classes())

    def _canonical(self, mask: int) -> int:
        """The cards ``mask`` as the transposition table keys them: each suit's cards in the
        hands replaced by the first holding met in which the same seats hold that suit in the
        same order of strength. The search compares cards only by effective suit and by
        strength within the suit led or trump, so positions alike in every suit are the same
        game, however they came about: say one seat held the king and the queen of hearts,
        another the jack between them; once the jack is gone, the first seat keeping either
        is the same game, and what a search learnt of the one serves the other."""
        canonical = 0
        alike = self.alike
        for suit in range(4):
            held = mask & self.suit_mask[suit]
            first = alike.get(held, -1)
            if first < 0:
                first = alike[held] = self._first_alike(held, suit)
            canonical |= first
        return canonical

    def _first_alike(self, held: int, suit: int) -> int:
        """The first holding of ``suit`` met by ``_canonical`` with the seats of ``held``
        in the same order of strength (``held`` itself when it is the first)."""
        owners = self.owners
        order: list[tuple[int, ...]] = []
        for group in self.groups[suit]:
            here = group & held
            if here:
                order.append(tuple(sorted([owners[index] for index in _bits(here)])))
        return self.holdings[suit].setdefault(tuple(order), held)

    def _sure_tricks(self, trumps: int) -> int:
        """Tricks one side takes whatever anyone plays, when ``trumps`` are the trumps left in
        the hands. The top trumps, as long as one side holds them all, win every trick they
        are played to (only a higher one of that side can beat one), and a seat plays each of
        its own to a trick of its own: that side takes at least as many tricks as any one of
        its seats holds of them. Positive for ``self.team``, negative for the other side."""
        owners, ours = self.owners, self.ours
        held = [0] * len(self.seat_bits)
        side = -1
        for group in self.groups[self.trump_index]:
            seats = [owners[index] for index in _bits(group & trumps)]
            if not seats:
                continue
            if side < 0:
                side = 1 if ours[seats[0]] else 0
            if any(ours[seat] != (side == 1) for seat in seats):
                break  # a double pack's twins split between the sides: neither is sure
            for seat in seats:
                held[seat] += 1
        return _signed(max(held), side)

    def _cashable(self, mask: int, turn: int) -> int:
        """Tricks ``turn``, holding every trump left, takes by leading its winners one after
        another: each trump, then in every other suit its cards above all other seats' (with
        no trump left elsewhere, nobody can ruff them, and each trick won leads the next)."""
        hand = mask & self.seat_bits[turn]
        first = self.first_bit[turn]
        cards_in = self.cards_in
        cashed = cards_in[(hand & self.trumps) >> first]
        for suit, groups in enumerate(self.groups):
            if suit == self.trump_index:
                continue
            for group in groups:
                here = group & mask
                if not here:
                    continue
                if here & ~hand:
                    break
                cashed += cards_in[here >> first]
        return cashed

    def _last_two(self, mask: int, leader: int, target: int) -> bool:
        """Whether ``self.team`` takes ``target`` (1 or 2) of the last two tricks, when every
        hand holds two cards: a minimax over every legal card with a null window, its bounds
        cached as the transposition table keeps them."""
        key = (mask << 3) | leader
        bounds = self.two_tricks.get(key)
        if bounds is not None:
            if bounds[0] >= target:
                return True
            if bounds[1] < target:
                return False
        value = self._two_search(mask, leader, 0, -1, -1, -1, target - 1, target)
        low, high = bounds if bounds is not None else (0, 2)
        if value >= target:
            self.two_tricks[key] = (max(low, value), high)
            return True
        self.two_tricks[key] = (low, min(high, value))
        return False

    def _two_search(self, mask: int, turn: int, played: int, led: int, bar: int,
                    best_seat: int, alpha: int, beta: int) -> int:
        """The first of the last two tricks from ``turn``'s play on, as in ``_follow``:
        the exact value when it lies strictly between ``alpha`` and ``beta``, else a bound
        past the one it reaches (which is all the caller needs then)."""
        hand = mask & self.seat_bits[turn]
        if played:
            following = hand & self.suit_mask[led]
            if following:
                hand = following
        maximizing = self.ours[turn]
        result = -1 if maximizing else 3
        last = played + 1 == self.n_active
        strength, bars = self.strength, self.bar
        last_trick = self.last_trick
        while hand:
            low = hand & -hand
            hand ^= low
            index = low.bit_length() - 1
            if played == 0:
                led = self.suit_of[index]
                top, top_seat = bars[led][index], turn
            elif strength[led][index] > bar:
                top, top_seat = bars[led][index], turn
            else:
                top, top_seat = bar, best_seat
            if last:
                key = ((mask ^ low) << 3) | top_seat
                value = last_trick.get(key)
                if value is None:
                    value = last_trick[key] = self._play_last_trick(mask ^ low, top_seat)
                if self.ours[top_seat]:
                    value += 1
            else:
                value = self._two_search(mask ^ low, self.next_seat[turn], played + 1, led,
                                         top, top_seat, alpha, beta)
            if maximizing:
                if value > result:
                    result = value
                    if result >= beta or result == 2:
                        break
                    alpha = max(alpha, result)
            elif value < result:
                result = value
                if result <= alpha or result == 0:
                    break
                beta = min(beta, result)
        return result

    def _last_trick(self, mask: int, leader: int) -> int:
        """Tricks (0 or 1) ``self.team`` takes when every hand holds one card (cached: the
        same last cards end many lines of play)."""
        key = (mask << 3) | leader
        won = self.last_trick.get(key)
        if won is None:
            won = self.last_trick[key] = self._play_last_trick(mask, leader)
        return won

    def _play_last_trick(self, mask: int, leader: int) -> int:
        """``_last_trick`` worked out: the one card each seat has left, played in turn."""
        seat = leader
        index = (mask & self.seat_bits[seat]).bit_length() - 1
        led = self.suit_of[index]
        strengths, bars = self.strength[led], self.bar[led]
        bar, best_seat = bars[index], seat
        for _ in range(self.n_active - 1):
            seat = self.next_seat[seat]
            index = (mask & self.seat_bits[seat]).bit_length() - 1
            if strengths[index] > bar:
                bar, best_seat = bars[index], seat
        return 1 if self.ours[best_seat] else 0

    def _unknown_classes(self) -> list[list[int] | None]:
        """A slot for each suit led and seat (``led << 3 | seat``), for ``_follow`` to keep
        what that seat may follow with in one trick."""
        return [None] * (4 << 3)

    def _follow_classes(self, present: int, turn: int, led: int) -> list[int]:
        """One card per class of equivalent cards ``turn`` may follow ``led`` with, from the
        strongest in the trick down (trumps first when void). ``present`` is what was in
        play when the trick started: the classes hold for the whole trick."""
        in_suit = present & self.suit_mask[led]
        if in_suit & self.seat_bits[turn]:
            return self._suit_classes(in_suit, turn, led)
        return self._lead_classes(present, turn)

    def _lead_classes(self, present: int, turn: int) -> list[int]:
        """A representative of each class of ``turn``'s cards in every suit, by strength in
        its own suit, highest first."""
        key = (present << 3) | turn
        every = self.lead_classes.get(key)
        if every is None:
            hand = present & self.seat_bits[turn]
            every = []
            for suit, suit_mask in enumerate(self.suit_mask):
                if hand & suit_mask:
                    every.extend(self._suit_classes(present & suit_mask, turn, suit))
            if len(every) > 1:
                every.sort()  # a seat's bits run in its leading order (``__init__``)
            self.lead_classes[key] = every
        return every

    def _suit_classes(self, in_suit: int, turn: int, suit: int) -> list[int]:
        """A representative of each class of equivalent cards ``turn`` holds in ``suit``,
        highest first, when ``in_suit`` are the suit's cards in play. They depend on nothing
        else, and a suit has few such masks: cached."""
        hand = in_suit & self.seat_bits[turn]
        if not hand & (hand - 1):  # no card, or one: nothing to work out
            return [hand.bit_length() - 1] if hand else []
        key = (in_suit << 3) | turn
        found = self.suit_classes[suit].get(key)
        if found is None:
            found = self.suit_classes[suit][key] = self._work_out_suit_classes(
                in_suit, hand, suit)
        return found

    def _work_out_suit_classes(self, in_suit: int, hand: int, suit: int) -> list[int]:
        """``_suit_classes`` worked out, for ``hand`` (two cards or more of the suit)."""
        found = []
        chained = False
        for group in self.groups[suit]:
            here = group & in_suit
            if not here:
                continue
            mine = here & hand
            if here != mine:
                chained = False
                if mine:
                    found.append((mine & -mine).bit_length() - 1)
            elif not chained:
                found.append((mine & -mine).bit_length() - 1)
                chained = True
        return found


def _signed(tricks: int, side: int) -> int:
    """``tricks`` sure for ``side`` (1: the side solved for), as ``_sure_tricks`` gives them."""
    return tricks if side == 1 else -tricks


def _suit_index(suit: Suit | None) -> int:
    assert suit is not None, "with trump made every card has an effective suit"
    return int(suit)


@cache
def _bit_counts(width: int) -> tuple[int, ...]:
    """The bits set in each number below ``1 << width``: a hand's cards counted by one
    lookup (``int.bit_count`` is a generic call in the compiled twin)."""
    return tuple(bin(bits).count("1") for bits in range(1 << width))


def _bits(mask: int) -> list[int]:
    indices = []
    while mask:
        low = mask & -mask
        indices.append(low.bit_length() - 1)
        mask ^= low
    return indices


def _steps(remaining: int, thresholds: Sequence[int] | None) -> list[int]:
    """The trick counts to resolve when ``remaining`` tricks are left, in increasing order."""
    if thresholds is None:
        return list(range(1, remaining + 1))
    return sorted({step for step in thresholds if 0 < step <= remaining})


def _largest_reached(reaches: Callable[[int], bool], steps: list[int]) -> int:
    """The largest of the increasing ``steps`` with ``reaches(step)`` (0 if none), by
    bisection: reaching a count implies reaching every smaller one."""
    low, high = 0, len(steps)  # steps[:low] reached, steps[high:] not
    while low < high:
        middle = (low + high - 1) // 2  # the lower step first: the likelier question
        if reaches(steps[middle]):
            low = middle + 1
        else:
            high = middle
    return steps[low - 1] if low else 0


def position_of(
    trump: Suit,
    hands: Sequence[Sequence[Card]],
    trick: Sequence[tuple[int, Card]],
    turn: int,
    sitting_out: frozenset[int] | set[int],
    later_ties_win: bool,
) -> Position:
    """A solver position from cards (as the engine and views hold them)."""
    return Position(
        trump=trump,
        hands=tuple(tuple(card.code for card in hand) for hand in hands),
        trick=tuple((seat, card.code) for seat, card in trick),
        turn=turn,
        active=tuple(seat for seat in range(len(hands)) if seat not in sitting_out),
        later_ties_win=later_ties_win,
    )


COMPILED = adopt_twin(globals())
"""Whether this module runs as its compiled twin (``twins``)."""
