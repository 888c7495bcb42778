"""Dealing the cards a seat cannot see: worlds consistent with everything its view shows.

Hard facts are always kept: hand sizes, the seat's own hand and discards, every played card,
voids shown in play, the up-card in the dealer's hand once taken (unless played), and the
cards the seat passed in its partner's hand. The bidding is soft evidence: a seat that made
trump probably holds trumps, a seat that passed probably did not. Each sampled world is kept
with a probability that follows that evidence (rejection, with a cap on the tries), so every
world returned counts the same.
"""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass

from euchre_desktop.rules.actions import GoAlone, NameTrump, OrderUp, Pass
from euchre_desktop.rules.cards import Card, Rank, Suit, effective_suit
from euchre_desktop.rules.deal import deck_cards
from euchre_desktop.rules.view import PlayerView

MAX_TRIES = 24
"""Worlds drawn for one sample before the best-weighted one is taken anyway."""


@dataclass(frozen=True, slots=True)
class World:
    """Every seat's hand as it is now (the viewer's own unchanged) and the cards in no hand
    whose place is unknown to the viewer: the kitty, others' discards, an offered card."""

    hands: tuple[tuple[Card, ...], ...]
    hidden: tuple[Card, ...]


@dataclass(frozen=True, slots=True)
class _Evidence:
    """Bidding evidence about one seat: it liked (or disliked) ``suit`` as trump."""

    seat: int
    suit: Suit
    kind: str  # "made", "alone" or "passed"


class Sampler:
    """Draws worlds for one view; build once per decision, then call ``sample``."""

    def __init__(self, view: PlayerView) -> None:
        self.view = view
        rules = view.rules
        me = view.seat
        players = rules.players
        trump = view.trump
        self.trump = trump
        blind = len(view.hand) < view.hand_sizes[me]  # a dealer naming trump unseen
        self.blind = blind
        pool: Counter[Card] = Counter(deck_cards(rules))
        pool.subtract(view.hand)
        pool.subtract(view.discards)
        played_by: list[list[Card]] = [[] for _ in range(players)]
        for _, trick in view.tricks:
            for seat, card in trick:
                played_by[seat].append(card)
        for seat, card in view.trick:
            played_by[seat].append(card)
        self.played_by = played_by
        for cards in played_by:
            pool.subtract(cards)
        self.voids = _voids(view)
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
        self.seats = [seat for seat in range(players) if seat != me or blind]
        self.need = {seat: view.hand_sizes[seat] - len(forced[seat]) for seat in self.seats}
        self.evidence = _bidding_evidence(view)

    def sample(self, rng: random.Random) -> World:
        """One world; bidding evidence decides which of up to ``MAX_TRIES`` draws is kept."""
        best: World | None = None
        best_weight = -1.0
        for _ in range(MAX_TRIES):
            world = self._draw(rng)
            weight = self.weight(world)
            if rng.random() < weight:
                return world
            if weight > best_weight:
                best, best_weight = world, weight
        assert best is not None
        return best

    def weight(self, world: World) -> float:
        """How well a world fits the bidding, from 0 to 1."""
        weight = 1.0
        for evidence in self.evidence:
            seat = evidence.seat
            if seat == self.view.seat and not self.blind:
                continue
            cards = world.hands[seat] + tuple(self.played_by[seat])
            strength = trump_score(cards, evidence.suit)
            if evidence.kind == "made":
                weight *= min(1.0, 0.1 + 0.3 * strength)
            elif evidence.kind == "alone":
                weight *= min(1.0, 0.05 + 0.15 * strength)
            elif strength >= 3.0:
                weight *= 0.5
        return weight

    def _draw(self, rng: random.Random) -> World:
        for _ in range(MAX_TRIES):
            dealt = self._deal_greedily(rng)
            if dealt is not None:
                return self._world(dealt)
        return self._world(self._deal_by_matching(rng))

    def _allowed(self, seat: int, card: Card) -> bool:
        trump = self.trump
        return trump is None or effective_suit(card, trump) not in self.voids[seat]

    def _deal_greedily(self, rng: random.Random) -> dict[int, list[Card]] | None:
        """Most constrained seat first, each taking random allowed cards; None on a dead end."""
        pool = list(self.pool)
        rng.shuffle(pool)
        order = sorted(self.seats, key=lambda seat: (len(self.voids[seat]), rng.random()),
                       reverse=True)
        dealt: dict[int, list[Card]] = {}
        for seat in order:
            need = self.need[seat]
            taken: list[Card] = []
            rest: list[Card] = []
            for card in pool:
                if len(taken) < need and self._allowed(seat, card):
                    taken.append(card)
                else:
                    rest.append(card)
            if len(taken) < need:
                return None
            dealt[seat] = taken
            pool = rest
        return dealt

    def _deal_by_matching(self, rng: random.Random) -> dict[int, list[Card]]:
        """A deal found by augmenting paths (always succeeds when any deal is possible)."""
        pool = list(self.pool)
        rng.shuffle(pool)
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
        for index, holder in enumerate(owner):
            if holder is not None:
                dealt[slots[holder]].append(pool[index])
        return dealt

    def _world(self, dealt: dict[int, list[Card]]) -> World:
        view = self.view
        hands: list[tuple[Card, ...]] = []
        rest = Counter(self.pool)
        for seat in range(view.rules.players):
            if seat in dealt:
                rest.subtract(dealt[seat])
                hands.append(tuple(self.forced[seat] + dealt[seat]))
            else:
                hands.append(view.hand)
        return World(tuple(hands), tuple(sorted([*rest.elements(), *self.discarded])))


def trump_score(cards: tuple[Card, ...] | list[Card], trump: Suit) -> float:
    """A rough count of a hand's strength with ``trump`` as trump: one per trump, a half more
    for each bower or joker, a third for each off-suit ace."""
    score = 0.0
    for card in cards:
        if effective_suit(card, trump) is trump:
            score += 1.5 if card.is_joker or card.rank is Rank.JACK else 1.0
        elif card.rank is Rank.ACE:
            score += 1 / 3
    return score


def _voids(view: PlayerView) -> list[set[Suit]]:
    """The effective suits each seat has shown it lacks, by not following them."""
    voids: list[set[Suit]] = [set() for _ in range(view.rules.players)]
    trump = view.trump
    if trump is None:
        return voids
    tricks = [trick for _, trick in view.tricks] + ([view.trick] if view.trick else [])
    for trick in tricks:
        led = effective_suit(trick[0][1], trump)
        for seat, card in trick[1:]:
            if effective_suit(card, trump) is not led and led is not None:
                voids[seat].add(led)
    return voids


def _bidding_evidence(view: PlayerView) -> list[_Evidence]:
    """What the bids say about each seat's hand."""
    evidence: list[_Evidence] = []
    bidding = list(view.bidding)
    round_suit: Suit | None = view.up_card.suit
    if bidding and view.up_card.is_joker and isinstance(bidding[0][1], NameTrump):
        round_suit = bidding[0][1].suit  # the dealer's blind choice says nothing
        bidding = bidding[1:]
    second_round = False
    for seat, action in bidding:
        if isinstance(action, Pass):
            if not second_round and round_suit is not None:
                evidence.append(_Evidence(seat, round_suit, "passed"))
            elif second_round:
                evidence.extend(_Evidence(seat, suit, "passed") for suit in Suit
                                if suit is not round_suit)
            if seat == view.dealer:
                second_round = True
        elif isinstance(action, OrderUp) and round_suit is not None:
            evidence.append(_Evidence(seat, round_suit, "made"))
        elif isinstance(action, NameTrump):
            evidence.append(_Evidence(seat, action.suit, "made"))
        elif isinstance(action, GoAlone) and view.trump is not None:
            evidence.append(_Evidence(seat, view.trump, "alone"))
    return evidence
