"""Dealing the cards a seat cannot see: worlds consistent with everything its view shows.

Hard facts are always kept: hand sizes, the seat's own hand and discards, every played card,
voids shown in play, the up-card in the dealer's hand once taken (unless played), and the
cards the seat passed in its partner's hand. The bidding, the dealer's discard and the cards
played are soft evidence, read through the Standard bot's own rules: a world in which the
rule player would have bid, discarded or played as the seat did is likelier than one in which
it would not. A dealer's unseen discard is read from its hand as dealt: the hand is drawn
whole, the rule player's discard taken from it, or, where the dealer has few enough hands
left, drawn by the weights of every hand and discard. Each sampled world is kept with a
probability that follows that evidence (rejection; when the tries run out, one of the
worlds tried is drawn by its weight), so every world returned counts the same. Later in a
hand, when few enough deals of the unseen cards remain, every deal is counted with its
exact weight and the samples are drawn from that count: rejection would throw most of its
draws away there. A world's weight is a product of each seat's fit to its own cards, so the
count is kept seat by seat, once for each set of cards left to deal (``_Step``), not once
for each deal.
"""

from __future__ import annotations

import itertools
import math
import random
import time
from bisect import bisect
from collections import Counter, OrderedDict
from collections.abc import Callable, Hashable, Iterable, Sequence
from dataclasses import dataclass, field
from operator import attrgetter
from typing import Generic, TypeVar

from euchre_desktop.bots import heuristics as h
from euchre_desktop.bots import standard
from euchre_desktop.bots.twins import adopt_twin
from euchre_desktop.rules.actions import GoAlone, NameTrump, OrderUp, Pass
from euchre_desktop.rules.cards import CARD_COUNT, Card, Suit, effective_suit, suit_table
from euchre_desktop.rules.deal import deck_cards
from euchre_desktop.rules.house_rules import DealersPartnerOrders
from euchre_desktop.rules.phase import Phase
from euchre_desktop.rules.state import ViewsBeforePlays
from euchre_desktop.rules.tricks import playable_cards
from euchre_desktop.rules.view import PlayerView

_Answer = TypeVar("_Answer")
_CODE = attrgetter("code")
"""Sorts cards as their own order does (by code), without a Python comparison each time."""
MAX_TRIES = 24
"""Worlds drawn for one sample; when rejection keeps none of them, one is drawn by its weight."""
BID_SPREAD = 0.25
"""How loosely a bid follows a hand's strength, in expected tricks: a hand this far below
the rule player's bar still bids about one time in four."""
UNLIKELY = 0.03
"""The least weight one contradicted bid or discard leaves a world: people, and the Expert,
stray from the rule player's bars."""
PLAY_UNLIKELY = 0.1
"""The weight one card a seat played, where the rule player would have played another,
leaves a world: a softer floor than for bids, as card play strays from the rules more."""
COUNT_UP_TO = 40_000
"""Hands weighed in counting every deal of a view (``hands_to_weigh``) up to which its deals
are counted with their exact weights, once a decision, and its worlds drawn by that count.
A hand weighed costs about a ninth of a world listed whole, as counting did before it was
kept seat by seat (0.6 against 5.6 µs, medians of the best of three warm runs on one
machine; 66 against 897 ms for the 101 views the listing took in 40 North American hands).
This limit reaches the start of a 24-card hand's third trick (12 unseen cards: 369,600
deals, 37,180 hands, some 20-25 ms), where 300 worlds drawn by rejection took a median of
35 ms against 8.6 ms counted and drawn (82 views), and strayed further from the exact
weights (the cards' holders 0.17 from the exact shares, against 0.07). Of 176 third-trick
decisions the count reaches 132 (74 at half this limit). Those 20-25 ms are with the fit
tables warm, as a hand's earlier decisions leave them; cold, a first fit costs tens of µs,
and the 49 counts of over 15,000 hands in 120 North American hands took 20-175 ms. A search
gives up a count still going at its deadline (``prepare``)."""
DEALER_HANDS_UP_TO = 10_000
"""Hands a discarding dealer may have been dealt (``dealer_hands_to_weigh``) up to which each
is weighed, once a decision, with the discard the rule player would make from it, and the
dealer's hand drawn by those weights. Drawn blind, a six-player dealer's hand in the second
and third tricks took some six draws, each reading a discard and a fit, and one in twenty
ran out of draws. A hand costs about 3.5 µs to weigh with cold tables: this limit some 35 ms,
within the share of a 120 ms search given to counting (``expert.COUNT_SHARE``); the most seen
in a six-player second trick, 26,334, took 69 ms. Until the dealer has played a card, its bids
and discard alone weigh its hand, most blind draws are kept, and weighing cost more than it
saved (British first trick: 95 against 80 µs a world). Median worlds of a 120 ms search where
a dealer had discarded unseen, side by side in one run against drawing blind: six-player
second trick 260 to 419, third 508 to 1,408; British 1,127 to 1,394 and 1,392 to 2,125; North
American 1,009 to 1,348 and 2,224 to 2,305; the first and fourth tricks as before."""
REORDER_EVERY = 16
"""Worlds refused between two sortings of the tests by how often each refused (``_Order``)."""
PROBE_DRAWS = 24
"""Worlds a test (of the bidding, of the cards played) tries before the best weight among
those it kept stands for the best any world reaches. Rejection needs only weights relative
to that best: when every world has a bid or a play the rule player would not have made (a
partner who plays by other rules), that weighs all worlds alike and should cost no draws."""


@dataclass(frozen=True, slots=True)
class World:
    """Every seat's hand as it is now (the viewer's own unchanged) and the cards in no hand
    whose place is unknown to the viewer: the kitty, others' discards, an offered card."""

    hands: tuple[tuple[Card, ...], ...]
    hidden: tuple[Card, ...]


@dataclass(frozen=True, slots=True)
class _Evidence:
    """One bid as a test of the bidder's cards: ``margin`` is above zero when the rule player
    holding those cards (the ones it has now plus those it has played) would have bid so."""

    seat: int
    margin: Callable[[Sequence[Card]], float]


class Sampler:
    """Draws worlds for one view; build once per decision, then call ``sample``."""

    def __init__(self, view: PlayerView, count_up_to: int = COUNT_UP_TO) -> None:
        """``count_up_to``: the most hands weighed to count every deal (0: never)."""
        self.view = view
        rules = view.rules
        me = view.seat
        players = rules.players
        trump = view.trump
        self.trump = trump
        blind = len(view.hand) < view.hand_sizes[me]  # a dealer naming trump unseen
        pool: Counter[Card] = Counter(deck_cards(rules))
        pool.subtract(view.hand)
        pool.subtract(view.discards)
        plays = view.plays
        self.plays = plays
        played_by: list[list[Card]] = [[] for _ in range(players)]
        for seat, card in plays:
            played_by[seat].append(card)
        self.played_by = [tuple(cards) for cards in played_by]
        for cards in played_by:
            pool.subtract(cards)
        voids = h.known_voids(view)
        self.voids = [voids.get(seat, set()) for seat in range(players)]
        up = view.up_card
        if not view.up_card_taken:
            pool[up] -= 1  # on the table, turned down, or out of play with a dealer out
        # Cards known to have gone to a seat: it holds them, or it has discarded them.
        placed: list[tuple[int, Card]] = list(view.cards_given)
        if view.up_card_taken and view.dealer != me:
            placed.insert(0, (view.dealer, up))
        forced: list[list[Card]] = [[] for _ in range(players)]
        discarded: list[Card] = []
        for receiver, card in placed:
            if card in played_by[receiver]:
                continue
            pool[card] -= 1
            fits = trump is None or effective_suit(card, trump) not in self.voids[receiver]
            if fits and len(forced[receiver]) < view.hand_sizes[receiver]:
                forced[receiver].append(card)
            else:
                discarded.append(card)
        self.forced = forced
        self.discarded = discarded
        self.pool = sorted(pool.elements())
        # The cards each seat may hold by the voids it has shown (None: any card).
        self._allowed_cards: list[frozenset[Card] | None] = [
            frozenset(card for card in self.pool if self._allowed(seat, card))
            if trump is not None and self.voids[seat] else None
            for seat in range(players)]
        self.seats = [seat for seat in range(players) if seat != me or blind]
        self.need = {seat: view.hand_sizes[seat] - len(forced[seat]) for seat in self.seats}
        # Seats that have shown voids are dealt first, most voids first; the others take
        # cards from what is left of the shuffled pool, in any order alike.
        self._constrained = sorted((seat for seat in self.seats
                                    if self._allowed_cards[seat] is not None),
                                   key=lambda seat: len(self.voids[seat]), reverse=True)
        self._free = [seat for seat in self.seats if self._allowed_cards[seat] is None]
        self.tests_by_seat: dict[int, list[Callable[[Sequence[Card]], float]]] = {}
        for evidence in _bidding_evidence(view):
            if evidence.seat != me or blind:
                self.tests_by_seat.setdefault(evidence.seat, []).append(evidence.margin)
        # A hand as one integer (``held``): a bit a card, two with a double pack's twins.
        self._bits = _HELD_TWICE if rules.identical_cards_possible else _HELD_ONCE
        # How well each seat's cards before play fit the bidding, shared by every decision
        # (and every search round) that sees the same bidding.
        self._played_held = [held(cards, self._bits) for cards in self.played_by]
        self._bid_fits = _BID_FITS.table((rules, me, blind, view.dealer, view.scores, up,
                                          view.up_card_taken, view.bidding, trump, view.maker))
        # A dealer void in the up-card's suit is known to have thrown it: nothing to read.
        self.discarder = None if up in discarded else _discarding_dealer(view)
        # The cards of the discarding dealer's hand as dealt that are known (the up-card
        # it kept, those it has played), and the rule player's discard by hand (``held``).
        known = ([] if self.discarder is None
                 else [*forced[self.discarder], *self.played_by[self.discarder]])
        self._known = known
        self._known_held = held(known, self._bits)
        self._rule_discards = (_RULE_DISCARDS.table((rules, trump, up))
                               if self.discarder is not None else {})
        self.read_plays = [index for index, (seat, _) in enumerate(plays) if seat != me]
        # The cards each read play's seat has played from that play on: with the cards it
        # holds in a world, its hand when it played.
        self.played_since = {index: tuple(card for player, card in plays[index:]
                                          if player == plays[index][0])
                             for index in self.read_plays}
        self._since_held = {index: held(cards, self._bits)
                            for index, cards in self.played_since.items()}
        # The suit each read play followed (None for a lead): a seat holding just one card of
        # it had no choice, and agrees with the rule player without asking it.
        self._followed = _suits_followed(view, self.read_plays)
        self._suits = suit_table(trump) if trump is not None else ()
        # What each read play says of a hand then, shared by every decision of the hand
        # that sees the same public history up to that play.
        public = (rules, me, view.dealer, view.scores, up, view.up_card_taken, view.bidding,
                  view.alone, view.discards, view.cards_given)
        self._play_fits = {index: _PLAY_FITS.table((public, tuple(plays[:index + 1])))
                           for index in self.read_plays}
        self._views_before = ViewsBeforePlays(view)
        self._turns: dict[int, h.PlayTurn] = {}  # each read play's turn, once first asked
        self._bidding_bar = _Bar()
        self._playing_bar = _Bar()
        # A discarding dealer's own bids and plays are read as its hand is drawn, before
        # the other seats are dealt (``_draw_as_dealt``); a world's tests read the others'.
        self._dealer_bar = _Bar()
        self._constrained_others = [seat for seat in self._constrained
                                    if seat != self.discarder]
        self._free_others = [seat for seat in self._free if seat != self.discarder]
        self._bid_order = _Order(seat for seat in self.tests_by_seat if seat != self.discarder)
        self._play_order = _Order(index for index in self.read_plays
                                  if plays[index][0] != self.discarder)
        # Seats are counted in this order: a discarding dealer last, as its discard is read
        # from the cards it holds and the cards left over.
        self._dealing_order = sorted(self.seats, key=lambda seat: seat == self.discarder)
        self._counted: list[dict[int, _Step]] = []  # by seat counted, then cards left
        self._fits_by_depth: list[dict[tuple[Card, ...], float]] = []  # each seat's, by hand
        self._weight_of_all: float | None = None  # every deal's weight together, once counted
        self.counting = self.hands_to_weigh() <= count_up_to
        self._dealer_hands: _DealerHands | None = None  # weighed once, when first asked
        self.weighing_dealer = (self.discarder is not None and not self.counting
                                and bool(self.played_by[self.discarder])
                                and self.dealer_hands_to_weigh() <= DEALER_HANDS_UP_TO)
        self.draws = 0  # worlds drawn to sample one, kept or not
        self.drawn_by_weight = 0  # samples that kept none of their draws (``_resample``)

    def deals_possible(self) -> int:
        """How many deals of the unseen cards the hand sizes allow, voids aside: at least
        as many as the worlds ``every_world`` lists (without a discard to replay)."""
        left, count = len(self.pool), 1
        for seat in self.seats:
            count *= math.comb(left, self.need[seat])
            left -= self.need[seat]
        return count

    def hands_to_weigh(self) -> int:
        """How many hands counting every deal weighs, voids aside (``_count``): for each
        seat in turn, each hand it may take from each set of cards the seats before it can
        have left; a discarding dealer's hands weigh each card left over as its discard."""
        pool, taken, hands = len(self.pool), 0, 0
        for seat in self._dealing_order:
            need = self.need[seat]
            weighed = math.comb(pool, taken) * math.comb(pool - taken, need)
            taken += need
            hands += weighed * (pool - taken + 1 if seat == self.discarder else 1)
        return hands

    def dealer_hands_to_weigh(self) -> int:
        """How many hands as dealt weighing a discarding dealer's weighs (voids aside):
        each set of the unseen cards it may have been dealt besides those known."""
        assert self.discarder is not None
        return math.comb(len(self.pool), self.need[self.discarder] + 1)

    def prepare(self, deadline: float = math.inf) -> None:
        """Counts every deal, once, if the view has few enough (``counting``), or else
        weighs a discarding dealer's hands (``weighing_dealer``): a search calls it before
        timing its worlds, as the first sample would otherwise take as long as the count.
        A count still going at ``deadline`` (``time.perf_counter``) is given up, on a
        machine slower than ``COUNT_UP_TO`` allows for: the view is then drawn by rejection,
        as one with more deals is."""
        if self.counting:
            try:
                self._count(deadline)
            except _CountTooSlow:
                self.counting = False
        elif self.weighing_dealer:
            try:
                self._weighed_dealer_hands(deadline)
            except _CountTooSlow:
                self.weighing_dealer = False

    def sample(self, rng: random.Random) -> World:
        """One world; the bidding, the dealer's discard and the cards played decide which
        of up to ``MAX_TRIES`` draws is kept. The cheaper tests come first, so most draws
        they refuse never reach the test of the play; each test draws its chance first
        (below the best weight it has kept, ``_Bar``) and stops weighing once the world's
        weight has fallen to it (weights only fall). When no draw is kept, one is drawn by
        its weight (``_resample``). A view with few enough deals (``COUNT_UP_TO``) draws
        by the exact weights of every deal instead (``_draw_counted``)."""
        if self.counting and self._count():
            self.draws += 1
            return self._draw_counted(rng)
        fitting_bids: list[tuple[World, float]] = []  # each with its fit to the plays
        refused: list[tuple[World, float]] = []  # each with its weight, as far as weighed
        bidding, playing = self._bidding_bar, self._playing_bar
        for _ in range(MAX_TRIES):
            self.draws += 1
            if self.discarder is None:
                world, weight = self._draw(rng), 1.0
            else:
                world, weight = self._draw_as_dealt(self.discarder, rng)
            chance = bidding.chance(rng)
            if chance < weight:
                weight *= self.weight(world, chance / weight)
            if bidding.passes(chance, weight):
                chance = playing.chance(rng)
                play_fit = self._play_fit(world, chance) if self._play_order.tests else 1.0
                if playing.passes(chance, play_fit):
                    return world
                fitting_bids.append((world, play_fit))
            else:
                refused.append((world, weight))
        self.drawn_by_weight += 1
        return self._resample(fitting_bids, refused, rng)

    def _resample(self, fitting_bids: list[tuple[World, float]],
                  refused: list[tuple[World, float]], rng: random.Random) -> World:
        """One of the worlds tried, drawn by its weight (importance resampling), where
        rejection kept none: taking the best-weighted one instead would keep only the
        likeliest worlds, and the search would read the evidence as surer than it is.

        The worlds the test of the bidding kept are already as likely as their fit to the
        bidding says, so their fit to the plays decides. Each is read until it falls a
        play's ``PLAY_UNLIKELY`` below the best of them: a world that far behind is rarely
        drawn, so an upper bound of its fit serves. Only when the bidding kept none are the
        others drawn by their weight, as far as it was worked out."""
        if fitting_bids:
            floor = max(fit for _, fit in fitting_bids) * PLAY_UNLIKELY
            candidates = [(world, self._play_fit(world, floor)) for world, _ in fitting_bids]
        else:
            candidates = refused
        return rng.choices([world for world, _ in candidates],
                           [weight for _, weight in candidates])[0]

    def every_world(self) -> list[tuple[World, float]]:
        """Every world of the view with its full weight, the exact posterior that ``sample``
        draws from. A world's weight is the product of each seat's fit (``_seat_fit``),
        and with an unseen discard, of how likely the dealer was to discard any of the
        hidden cards (``_discard_fit``): the fits along its path through ``_count``."""
        self._count()
        counted, order = self._counted, self._dealing_order
        worlds: list[tuple[World, float]] = []

        def deal(depth: int, left: int, dealt: list[list[Card]], weight: float) -> None:
            if depth == len(order):
                worlds.append((self._world(dict(zip(order, dealt, strict=True)),
                                           self._cards_at(left)), weight))
                return
            step = counted[depth][left]
            for hand, places, fit in zip(step.hands, step.places, step.fits, strict=True):
                deal(depth + 1, left & ~places, [*dealt, list(hand)], weight * fit)

        deal(0, self._all_places, [], 1.0)
        return worlds

    @property
    def _all_places(self) -> int:
        """Every place of the pool, as a set of bits."""
        return (1 << len(self.pool)) - 1

    def _cards_at(self, places: int) -> list[Card]:
        return [card for place, card in enumerate(self.pool) if places >> place & 1]

    def _count(self, deadline: float = math.inf) -> float:
        """Counts every deal of the unseen cards by weight, seat by seat (``_Step``), into
        ``_counted``: for each seat in ``_dealing_order``, by the set of the pool's places
        left to deal. Each set is counted once however many ways the seats before took the
        others (the weights factor by seat), so this weighs ``hands_to_weigh`` hands, far
        fewer than the deals. Places, not cards: a double pack's twins are two cards of the
        deck. Returns every deal's weight together (0: no deal fits the view); raises
        ``_CountTooSlow`` past ``deadline``."""
        if self._weight_of_all is not None:
            return self._weight_of_all
        order = self._dealing_order
        self._counted = [{} for _ in order]
        self._fits_by_depth = [{} for _ in order]
        weight = 1.0
        if order:
            whole = self._counted[0][self._all_places] = self._weigh(0, self._all_places,
                                                                     deadline)
            weight = whole.total
        self._weight_of_all = weight
        return weight

    def _weigh(self, depth: int, left: int, deadline: float) -> _Step:
        """The hands of the seat at ``depth`` in the count among the cards at ``left``, each
        weighed by its fit times every deal of the cards it leaves to the seats after it.
        (A method, not a closure calling itself: that would be a reference cycle, keeping
        each count's tens of thousands of objects alive until the collector's full pass.)"""
        if time.perf_counter() > deadline:
            raise _CountTooSlow
        order, pool = self._dealing_order, self.pool
        seat = order[depth]
        allowed = self._allowed_cards[seat]
        places = [place for place, card in enumerate(pool)
                  if left >> place & 1 and (allowed is None or card in allowed)]
        need, known, seat_fits = self.need[seat], self.forced[seat], self._fits_by_depth[depth]
        after = self._counted[depth + 1] if depth + 1 < len(order) else None
        discards = seat == self.discarder
        step = _Step()
        hands, places_taken, hand_fits, running = (step.hands, step.places, step.fits,
                                                   step.running)  # the hot loop's lists
        total = 0.0
        for hand, bits in zip(itertools.combinations([pool[place] for place in places], need),
                              itertools.combinations([1 << place for place in places], need),
                              strict=True):
            fit = seat_fits.get(hand)
            if fit is None:  # a first fit is the slow step: check the time before each
                if time.perf_counter() > deadline:
                    raise _CountTooSlow
                fit = seat_fits[hand] = self._seat_fit(seat, (*known, *hand))
            taken = sum(bits)
            rest = left - taken
            if discards:
                fit *= self._discard_fit(hand, [*self._cards_at(rest), *self.discarded])
            weight = fit
            if fit and after is not None:
                deals_after = after.get(rest)
                if deals_after is None:
                    deals_after = after[rest] = self._weigh(depth + 1, rest, deadline)
                weight *= deals_after.total
            if weight:
                total += weight
                hands.append(hand)
                places_taken.append(taken)
                hand_fits.append(fit)
                running.append(total)
        step.total = total
        return step

    def _draw_counted(self, rng: random.Random) -> World:
        """One world drawn by its exact weight: each seat's hand in turn, by its fit times
        the weight of every deal of the cards it leaves (``_count``)."""
        counted = self._counted
        left = self._all_places
        dealt: dict[int, list[Card]] = {}
        for depth, seat in enumerate(self._dealing_order):
            step = counted[depth][left]
            chosen = bisect(step.running, rng.random() * step.total, 0, len(step.running) - 1)
            dealt[seat] = list(step.hands[chosen])
            left &= ~step.places[chosen]
        return self._world(dealt, self._cards_at(left))

    def _seat_fit(self, seat: int, hand: Sequence[Card]) -> float:
        """How well a seat holding ``hand`` now fits its own bids and the cards it played,
        from 0 to 1: a world's full weight (``weight`` times ``_play_fit``) is the product
        of its seats' fits, as each reads only that seat's cards and what was public."""
        holding = held(hand, self._bits)
        fit = self._bid_fit_of(seat, hand, holding) if seat in self.tests_by_seat else 1.0
        for index in self.read_plays:
            if self.plays[index][0] == seat:
                fit *= self._agrees(index, hand, holding)
        return fit

    def weight(self, world: World, floor: float = 0.0) -> float:
        """How well a world fits the bidding, from 0 to 1 (a discarding dealer's bids aside:
        they are read as its hand is drawn); once it is at ``floor`` or below, the seats not
        yet weighed are skipped (the weight returned is then at most ``floor``, an upper
        bound of the true one). The seats are weighed in the order likeliest to get there
        soonest (``_Order``)."""
        weight = 1.0
        order = self._bid_order
        for seat in order.tests:
            hand = world.hands[seat]
            weight *= self._bid_fit_of(seat, hand, held(hand, self._bits))
            if weight <= floor:
                break
        else:
            return weight
        order.refused_at(seat)
        return weight

    def _bid_fit_of(self, seat: int, hand: Sequence[Card], holding: int) -> float:
        """How well a seat holding ``hand`` now (``held``: ``holding``) fits its bids.
        Worlds often repeat a seat's hand, so each fit is worked out once and shared by
        the decisions that see the same bidding."""
        key = (holding + self._played_held[seat]) << 3 | seat
        fits = self._bid_fits
        fit = fits.get(key)
        if fit is None:  # the cards in code order: the same whoever asks first
            fit = fits[key] = _bid_fit(self.tests_by_seat[seat],
                                       sorted([*hand, *self.played_by[seat]], key=_CODE))
        return fit

    def _play_fit(self, world: World, floor: float = 0.0) -> float:
        """How well a world fits the cards the other seats have played, from 0 to 1 (the
        product of ``_agrees`` over those plays; a discarding dealer's aside, as ``weight``
        leaves its bids). They are read in the order likeliest to refuse the world soonest
        (``_Order``), and once the fit is at ``floor`` or below the rest are skipped: the fit
        returned is then an upper bound of the true one."""
        plays = self.plays
        hands = world.hands
        holding: dict[int, int] = {}  # each seat's cards (``held``), once it is read
        fit = 1.0
        order = self._play_order
        for index in order.tests:
            seat = plays[index][0]
            seat_holding = holding.get(seat)
            if seat_holding is None:
                seat_holding = holding[seat] = held(hands[seat], self._bits)
            fit *= self._agrees(index, hands[seat], seat_holding)
            if fit <= floor:
                break
        else:
            return fit
        order.refused_at(index)
        return fit

    def _agrees(self, index: int, hand_now: Sequence[Card], holding: int) -> float:
        """1 when the rule player, holding the cards its seat holds now (``hand_now``,
        ``held``: ``holding``) plus those it has played since, would have made read play
        ``index`` too, else ``PLAY_UNLIKELY``. The choice depends only on those cards and
        on what was public then, so it is worked out once per such hand, and shared by
        the decisions that see the same public history up to that play."""
        key = holding + self._since_held[index]
        fits = self._play_fits[index]
        agrees = fits.get(key)
        if agrees is None:
            if self._had_no_choice(index, hand_now):
                agrees = 1.0
            else:
                agrees = (1.0 if self._rule_play(index, hand_now) == self.plays[index][1]
                          else PLAY_UNLIKELY)
            fits[key] = agrees
        return agrees

    def _rule_play(self, index: int, hand_now: Sequence[Card]) -> Card:
        """The card the rule player would have played at read play ``index`` holding the
        cards its seat holds now (``hand_now``) and those it has played since, in card order,
        as the view it had then would hold them (``ViewsBeforePlays``)."""
        turn = self._turns.get(index)
        if turn is None:
            turn = self._turns[index] = h.PlayTurn(self._views_before.view_before(index, ()))
        hand = sorted([*hand_now, *self.played_since[index]], key=_CODE)
        return standard.play_card(turn, hand, playable_cards(hand, turn.trick, self._suits))[0]

    def _had_no_choice(self, index: int, hand_now: Sequence[Card]) -> bool:
        """Whether the seat of read play ``index``, holding ``hand_now`` today, held only
        that card of the suit it followed: the rules then left it one card to play."""
        followed = self._followed[index]
        if followed is None:
            return False
        suits = self._suits
        return len({card.code for card in (*hand_now, *self.played_since[index])
                    if suits[card.code] is followed}) == 1

    def _draw_as_dealt(self, dealer: int, rng: random.Random) -> tuple[World, float]:
        """A world whose dealer made an unseen discard, and its weight: the dealer's hand as
        dealt is drawn first, then the other seats are dealt, so that a hand refused costs
        no deal. With few enough hands (``weighing_dealer``) it is drawn by the weights of
        them all (``_weighed_dealer_hands``). Otherwise its cards are the known ones and any
        of the unseen, at random, its discard taken from it (``_discard_of``) and the hand
        kept by that weight and by how well the dealer's bids and plays fit it. Drawing the
        dealer's kept cards within its voids first, and its discard among the hidden cards
        after, made a dealer void in a suit seldom have thrown that suit (kept cards without
        the suit can be dealt in more ways): where the dealer had shown a plain suit void
        early in a hand, 0.79 cards of it lay among the hidden cards on average, against
        1.06 drawn whole. When no deal is found in ``MAX_TRIES``, a deal found by matching
        gives a random hidden card back to the dealer to discard again."""
        weighed = self._weighed_dealer_hands() if self.weighing_dealer else None
        need = self.need[dealer] + 1
        deck = list(self.pool)  # each try draws its first cards afresh
        tries = MAX_TRIES if weighed is None or weighed.total else 0  # no hand fits: match
        for _ in range(tries):
            if weighed is not None:
                chosen = bisect(weighed.running, rng.random() * weighed.total, 0,
                                len(weighed.running) - 1)
                kept, thrown = list(weighed.kept[chosen]), weighed.thrown[chosen]
                pool = self._cards_at(self._all_places & ~weighed.taken[chosen])
            else:
                draw_to_front(deck, need, rng)
                kept = deck[:need]
                discard = self._discard_of(dealer, kept, rng)
                if discard is None or rng.random() >= discard[1]:  # refused before the deal
                    continue
                thrown = discard[0]
                kept.remove(thrown)
                chance = self._dealer_bar.chance(rng)
                fit = self._seat_fit(dealer, [*self.forced[dealer], *kept])
                if not self._dealer_bar.passes(chance, fit):
                    continue
                pool = deck[need:]
            shuffle(pool, rng)
            others = self._deal_greedily(pool, rng, self._constrained_others,
                                         self._free_others)
            if others is None:
                continue
            hands, rest = others
            hands[dealer] = kept
            return self._world(hands, [*rest, thrown]), 1.0
        dealt_by_seat, rest = self._deal_by_matching(rng)
        returned = rest.pop(rng.randrange(len(rest)))
        kept = dealt_by_seat[dealer]
        discard = self._discard_of(dealer, [*kept, returned], rng)
        if discard is None:  # the cards matched stand, the card returned thrown
            card, weight = returned, UNLIKELY
        else:
            card, weight = discard
            kept.append(returned)
            kept.remove(card)
        return (self._world(dealt_by_seat, [*rest, card]),
                weight * self._seat_fit(dealer, [*self.forced[dealer], *kept]))

    def _weighed_dealer_hands(self, deadline: float = math.inf) -> _DealerHands:
        """Every hand the discarding dealer may have been dealt of the unseen cards, with
        each card it may have thrown from it, weighed, once, as ``_discard_of`` and the
        dealer's fit would keep them when drawn blind: the rule player's discard where the
        dealer can have thrown it, else any card alike at ``UNLIKELY``, the hand kept within
        its voids and weighed by its fit to the dealer's bids and plays. Raises
        ``_CountTooSlow`` past ``deadline``."""
        if self._dealer_hands is not None:
            return self._dealer_hands
        dealer = self.discarder
        assert dealer is not None
        pool, allowed, forced = self.pool, self._allowed_cards[dealer], self.forced[dealer]
        barred = [allowed is not None and card not in allowed for card in pool]
        kept_hands: dict[int, tuple[tuple[Card, ...], float]] = {}  # by their places, with fits
        weighed = _DealerHands()
        total = 0.0
        for places in itertools.combinations(range(len(pool)), self.need[dealer] + 1):
            if time.perf_counter() > deadline:
                raise _CountTooSlow
            outside = [place for place in places if barred[place]]
            if len(outside) > 1:  # whatever it threw, it kept a card of a suit it lacks
                continue
            dealt = [pool[place] for place in places]
            rule_discard = self._rule_discard(dealt)
            if rule_discard in dealt:
                thrown, odds = [places[dealt.index(rule_discard)]], 1.0
            else:  # the up-card, or a card played since: any card thrown alike
                thrown, odds = list(places), UNLIKELY
            taken = sum([1 << place for place in places])
            for place in thrown:
                if outside and outside[0] != place:
                    continue
                places_kept = taken & ~(1 << place)
                kept_hand = kept_hands.get(places_kept)
                if kept_hand is None:  # a first fit is the slow step: check the time first
                    if time.perf_counter() > deadline:
                        raise _CountTooSlow
                    kept = tuple(self._cards_at(places_kept))
                    kept_hand = kept_hands[places_kept] = kept, self._seat_fit(
                        dealer, [*forced, *kept])
                kept, fit = kept_hand
                total += odds * fit
                weighed.kept.append(kept)
                weighed.thrown.append(pool[place])
                weighed.taken.append(taken)
                weighed.running.append(total)
        weighed.total = total
        self._dealer_hands = weighed
        return weighed

    def _discard_of(self, dealer: int, dealt: Sequence[Card],
                    rng: random.Random) -> tuple[Card, float] | None:
        """The card the dealer discarded from its hand as dealt (its known cards and
        ``dealt``), and the weight that leaves the world, or None when the hand cannot be
        the dealer's: the rule player's discard, weighing 1, if the dealer can have thrown
        it (not the up-card, nor a card it has played since); if it cannot, any of
        ``dealt`` alike, the world then weighing ``UNLIKELY`` a card. The cards kept must
        avoid the suits the dealer has shown void in."""
        rule_discard = self._rule_discard(dealt)
        if rule_discard in dealt:
            card, weight = rule_discard, 1.0
        else:
            card, weight = dealt[rng.randrange(len(dealt))], UNLIKELY * len(dealt)
        allowed = self._allowed_cards[dealer]
        if allowed is not None:
            kept = list(dealt)
            kept.remove(card)
            if not allowed.issuperset(kept):
                return None
        return card, weight

    def _discard_fit(self, drawn: Sequence[Card], hidden: Iterable[Card]) -> float:
        """How likely the dealer, holding the unseen cards ``drawn`` besides those known,
        was to have discarded one of the ``hidden`` cards, summed over them (``_discard_of``
        draws by the same odds): 1 for a card the rule player would have thrown,
        ``UNLIKELY`` for any card where it would have thrown one the dealer could not,
        nothing where it would have thrown one the dealer still holds. A rule discard that
        the dealer was dealt twice (a double pack's twins) counts half for each copy thrown:
        either way it is one hand as dealt, which the blind draw keeps once."""
        fit = 0.0
        for card in hidden:
            rule_discard = self._rule_discard([*drawn, card])
            if rule_discard == card:
                fit += 1.0 / (1 + drawn.count(card))
            elif rule_discard not in drawn:  # the up-card, or a card played since
                fit += UNLIKELY
        return fit

    def _rule_discard(self, dealt: Sequence[Card]) -> Card:
        """The rule player's discard from the dealer's hand as dealt: its known cards (the
        up-card, those it has played) and ``dealt``."""
        key = self._known_held + held(dealt, self._bits)
        discard = self._rule_discards.get(key)
        if discard is None:
            trump = self.trump
            assert trump is not None
            cards = sorted([*self._known, *dealt], key=_CODE)
            discard = self._rule_discards[key] = standard.discard_choice(
                cards, trump, self.view.rules.players)
        return discard

    def _draw(self, rng: random.Random) -> World:
        for _ in range(MAX_TRIES):
            pool = list(self.pool)
            shuffle(pool, rng)
            dealt = self._deal_greedily(pool, rng, self._constrained, self._free)
            if dealt is not None:
                return self._world(*dealt)
        return self._world(*self._deal_by_matching(rng))

    def _allowed(self, seat: int, card: Card) -> bool:
        trump = self.trump
        return trump is None or effective_suit(card, trump) not in self.voids[seat]

    def _deal_greedily(self, pool: list[Card], rng: random.Random, constrained: list[int],
                       free: list[int]) -> tuple[dict[int, list[Card]], list[Card]] | None:
        """The seats ``constrained`` by voids first, most voids first, each taking the
        allowed cards that come first in the shuffled ``pool``, then the ``free`` seats: the
        cards dealt to each seat and those left over, or None on a dead end."""
        if len(constrained) > 1:  # seats with as many voids go in a random order
            constrained = sorted(constrained,
                                 key=lambda seat: (len(self.voids[seat]), rng.random()),
                                 reverse=True)
        dealt: dict[int, list[Card]] = {}
        for seat in constrained:
            need = self.need[seat]
            allowed = self._allowed_cards[seat]
            assert allowed is not None
            taken: list[Card] = []
            rest: list[Card] = []
            for card in pool:
                if len(taken) < need and card in allowed:
                    taken.append(card)
                else:
                    rest.append(card)
            if len(taken) < need:
                return None
            dealt[seat] = taken
            pool = rest
        start = 0
        for seat in free:  # no void shown: any cards do
            end = start + self.need[seat]
            dealt[seat] = pool[start:end]
            start = end
        return dealt, pool[start:]

    def _deal_by_matching(self, rng: random.Random
                          ) -> tuple[dict[int, list[Card]], list[Card]]:
        """A deal found by augmenting paths (always succeeds when any deal is possible): the
        cards dealt to each seat and those left over."""
        pool = list(self.pool)
        shuffle(pool, rng)
        slots = [seat for seat in self.seats for _ in range(self.need[seat])]
        owner: list[int | None] = [None] * len(pool)  # slot holding each card

        def place(slot: int, seen: set[int]) -> bool:
            for index, card in enumerate(pool):
                if index in seen or not self._allowed(slots[slot], card):
                    continue
                seen.add(index)
                holder = owner[index]
                if holder is None or place(holder, seen):
                    owner[index] = slot
                    return True
            return False

        for slot in range(len(slots)):
            if not place(slot, set()):
                raise ValueError("no deal of the unseen cards fits this view")
        dealt: dict[int, list[Card]] = {seat: [] for seat in self.seats}
        rest: list[Card] = []
        for index, holder in enumerate(owner):
            if holder is not None:
                dealt[slots[holder]].append(pool[index])
            else:
                rest.append(pool[index])
        return dealt, rest

    def _world(self, dealt: dict[int, list[Card]], rest: list[Card]) -> World:
        view = self.view
        hands = tuple(tuple(self.forced[seat] + dealt[seat]) if seat in dealt else view.hand
                      for seat in range(view.rules.players))
        return World(hands, tuple(sorted(rest + self.discarded, key=_CODE)))


def shuffle(cards: list[Card], rng: random.Random) -> None:
    """``rng.shuffle(cards)``: the same order, and the generator left in the same state,
    without a Python call for each card. A ``random.Random`` draws a number below ``n``
    as the fewest bits that can hold ``n``, drawn again while too large; any other
    generator shuffles by its own method."""
    if type(rng) is not random.Random:
        rng.shuffle(cards)
        return
    getrandbits = rng.getrandbits
    for last in range(len(cards) - 1, 0, -1):
        size = last + 1
        bits = size.bit_length()
        other = getrandbits(bits)
        while other >= size:
            other = getrandbits(bits)
        cards[last], cards[other] = cards[other], cards[last]


def draw_to_front(cards: list[Card], count: int, rng: random.Random) -> None:
    """Moves ``count`` cards drawn at random to the front of ``cards``: the first steps of a
    shuffle, which draw as well from cards in any order."""
    size = len(cards)
    getrandbits = rng.getrandbits
    for first in range(count):
        span = size - first
        bits = span.bit_length()
        other = getrandbits(bits)
        while other >= span:
            other = getrandbits(bits)
        other += first
        cards[first], cards[other] = cards[other], cards[first]


class _CountTooSlow(Exception):
    """Counting every deal ran past its deadline."""


@dataclass(slots=True)
class _Step:
    """One seat's part in counting every deal, for one set of cards left: each hand it may
    take (its cards, its places in the pool as bits, and its fit), and the running total of
    each hand's fit times the weight of every deal of the cards it leaves to the seats after
    it (a hand of no weight left out)."""

    hands: list[tuple[Card, ...]] = field(default_factory=list)
    places: list[int] = field(default_factory=list)
    fits: list[float] = field(default_factory=list)
    running: list[float] = field(default_factory=list)
    total: float = 0.0


@dataclass(slots=True)
class _DealerHands:
    """A discarding dealer's hands weighed (``Sampler._weighed_dealer_hands``): each hand it
    may have kept, the card thrown from it, the places in the pool of both, as bits, and
    the running total of their weights."""

    kept: list[tuple[Card, ...]] = field(default_factory=list)
    thrown: list[Card] = field(default_factory=list)
    taken: list[int] = field(default_factory=list)
    running: list[float] = field(default_factory=list)
    total: float = 0.0


class _Bar:
    """The best weight one test has given the worlds it kept in a decision, as the bar its
    chances are drawn below once it has tried ``PROBE_DRAWS`` worlds and kept one (below 1
    until then). Only a kept world's weight is known in full (weighing a world stops once
    it falls to its chance), so only kept worlds set the bar; a world weighing more than
    the bar is always kept, and raises it."""

    __slots__ = ("best", "worlds")

    def __init__(self) -> None:
        self.best = 0.0
        self.worlds = 0

    def chance(self, rng: random.Random) -> float:
        chance = rng.random()
        return chance * self.best if self.worlds >= PROBE_DRAWS and self.best else chance

    def passes(self, chance: float, weight: float) -> bool:
        """Whether a world of this weight, drawn this chance, is kept."""
        self.worlds += 1
        if chance >= weight:
            return False
        self.best = max(self.best, weight)
        return True


class _Order:
    """The tests of a world (seats whose bids, or plays, are read), in the order likeliest
    to refuse it soonest: each refusal counts against the test it came at, and every
    ``REORDER_EVERY`` refusals the tests are sorted by those counts. The evidence is often
    one seat's (a maker whose hand few deals give it), and a world refused there at once
    needs no other seat's fit worked out. The order changes only how much of a refused
    world is read: each test's fit is at most 1, so a world is kept or refused alike."""

    __slots__ = ("tests", "_refusals", "_until")

    def __init__(self, tests: Iterable[int]) -> None:
        self.tests = list(tests)
        self._refusals = dict.fromkeys(self.tests, 0)
        self._until = REORDER_EVERY

    def refused_at(self, test: int) -> None:
        """Counts a world refused at ``test``, sorting the tests every so often."""
        self._refusals[test] += 1
        self._until -= 1
        if not self._until:
            self._until = REORDER_EVERY
            self.tests.sort(key=self._refusals.__getitem__, reverse=True)


class _Tables(Generic[_Answer]):
    """Tables of worked-out answers by key, the least recently used dropped past ``size``."""

    def __init__(self, size: int) -> None:
        self.size = size
        self._tables: OrderedDict[Hashable, dict[int, _Answer]] = OrderedDict()

    def table(self, key: Hashable) -> dict[int, _Answer]:
        table = self._tables.get(key)
        if table is None:
            table = self._tables[key] = {}
            if len(self._tables) > self.size:
                self._tables.popitem(last=False)
        else:
            self._tables.move_to_end(key)
        return table


_PLAY_FITS = _Tables[float](256)
"""Whether the rule player would have made a play, by the public history up to it, then by
the player's hand then (``held``)."""
_BID_FITS = _Tables[float](16)
"""How well a seat's cards before play fit the bidding, by the public facts the bidding
tests read and the viewer, then by the seat's cards (``held``) and the seat (three bits)."""
_RULE_DISCARDS = _Tables[Card](8)
"""The rule player's discard by the rules (which say how ``held`` keys a hand), trump and
the up-card (a hand's, so that the tables of hands gone are dropped), then by the dealer's
hand as dealt (``held``): shared by every decision of a hand, as that hand stays the same."""
_HELD_ONCE = tuple(1 << code for code in range(CARD_COUNT))
"""A bit a card code, for a pack with one of each card: a hand's key stays a machine word."""
_HELD_TWICE = tuple(1 << (2 * code) for code in range(CARD_COUNT))
"""Two bits a card code, for a double pack (at most two of a card)."""


def held(cards: Iterable[Card], bits: tuple[int, ...]) -> int:
    """Some cards as one integer whatever their order, by ``bits`` of each card code
    (``_HELD_ONCE`` or ``_HELD_TWICE``): a cheap key of a hand."""
    total = 0
    for card in cards:
        total += bits[card.code]
    return total


def _bid_fit(tests: Sequence[Callable[[Sequence[Card]], float]],
             cards: Sequence[Card]) -> float:
    """How likely a seat holding ``cards`` was to bid as it did: each bid's margin past the
    rule player's bar, through a logistic curve with a floor."""
    fit = 1.0
    for margin in tests:
        fit *= UNLIKELY + (1 - UNLIKELY) / (1 + math.exp(-margin(cards) / BID_SPREAD))
    return fit


def _suits_followed(view: PlayerView, indices: Iterable[int]) -> dict[int, Suit | None]:
    """The suit led to each play at ``indices`` (counted over every card played in the hand,
    in order), or None for a play that led its trick."""
    trump = view.trump
    led_to: list[Suit | None] = []
    for trick in [*(trick for _, trick in view.tricks), view.trick]:
        if trick:
            led = effective_suit(trick[0][1], trump) if trump is not None else None
            led_to += [None] + [led] * (len(trick) - 1)
    return {index: led_to[index] for index in indices}


def _discarding_dealer(view: PlayerView) -> int | None:
    """The dealer whose discard, made unseen, says something about the cards it kept: once
    play has begun, when another seat took the up-card and no cards changed hands since."""
    dealer = view.dealer
    if (view.phase is not Phase.PLAY or not view.up_card_taken or dealer == view.seat
            or dealer in view.sitting_out or view.cards_given):
        return None
    return dealer


def _bidding_evidence(view: PlayerView) -> list[_Evidence]:
    """What each bid says about the bidder's cards, as tests against the rule player's bars
    (a bid the rules forced says nothing)."""
    rules, dealer, up = view.rules, view.dealer, view.up_card
    evidence: list[_Evidence] = []
    bidding = list(view.bidding)
    round_suit: Suit | None = up.suit
    if bidding and up.is_joker and isinstance(bidding[0][1], NameTrump):
        round_suit = bidding[0][1].suit  # the dealer's blind choice says nothing
        bidding = bidding[1:]
    forced_partner = rules.dealers_partner_orders is DealersPartnerOrders.MUST_GO_ALONE
    second_round = False
    for seat, action in bidding:
        if isinstance(action, GoAlone) and view.trump is not None and view.maker is not None:
            evidence.append(_Evidence(seat, _lone_test(view, seat, view.trump, view.maker)))
        elif not second_round:
            forced = forced_partner and seat != dealer and h.same_team(seat, dealer)
            if isinstance(action, Pass | OrderUp) and round_suit is not None and not forced:
                sign = 1.0 if isinstance(action, OrderUp) else -1.0
                evidence.append(_Evidence(seat, _round_one_test(view, seat, round_suit, sign)))
            second_round = isinstance(action, Pass) and seat == dealer
        elif isinstance(action, Pass):
            suits = [suit for suit in Suit if suit is not round_suit]
            evidence.append(_Evidence(seat, _round_two_pass_test(view, seat, round_suit, suits)))
        elif isinstance(action, NameTrump) and not (rules.stick_the_dealer and seat == dealer):
            evidence.append(_Evidence(seat, _round_two_test(view, seat, round_suit,
                                                            action.suit)))
    return evidence


def _lone_test(view: PlayerView, seat: int, trump: Suit,
               maker: int) -> Callable[[Sequence[Card]], float]:
    """Going alone: the rule player's expected losers stayed within its limit."""
    rules = view.rules
    limit = standard.lone_loser_limit(rules, h.same_team(seat, maker))
    return lambda cards: limit - h.lone_losers(cards, trump, rules)


def _round_one_test(view: PlayerView, seat: int, suit: Suit,
                    sign: float) -> Callable[[Sequence[Card]], float]:
    """Round one: the rule player's margin for ordering up, signed so that agreeing with
    the bid is positive. A dealer who took the up-card holds it and has discarded; its kept
    cards are measured as they are."""
    rules, scores, dealer, up = view.rules, view.scores, view.dealer, view.up_card
    bar = standard.round_one_bar(seat, dealer, rules, scores)
    if seat == dealer and view.up_card_taken:
        return lambda cards: sign * (h.hand_strength(cards, suit, rules.players) - bar)
    return lambda cards: sign * (
        standard.round_one_strength(cards, up, suit, seat, dealer, rules.players) - bar)


def _round_two_pass_test(view: PlayerView, seat: int, turned: Suit | None,
                         suits: Sequence[Suit]) -> Callable[[Sequence[Card]], float]:
    """Round two, a pass: no suit cleared the bar."""
    rules, scores, dealer = view.rules, view.scores, view.dealer
    return lambda cards: -max(
        standard.round_two_margin(cards, suit, turned, seat, dealer, rules, scores)
        for suit in suits)


def _round_two_test(view: PlayerView, seat: int, turned: Suit | None,
                    named: Suit) -> Callable[[Sequence[Card]], float]:
    """Round two, a suit named: it cleared the bar."""
    rules, scores, dealer = view.rules, view.scores, view.dealer
    return lambda cards: standard.round_two_margin(cards, named, turned, seat, dealer, rules,
                                                   scores)


COMPILED = adopt_twin(globals())
"""Whether this module runs as its compiled twin (``twins``)."""
