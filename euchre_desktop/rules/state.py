"""The match state machine: one immutable ``GameState`` for 4 or 6 players and every deck.

``state.legal_actions()`` lists what the seat to act (``state.turn``) may do;
``state.apply(action)`` returns the next state and the events that happened, and raises
``IllegalActionError`` naming the rule if the action is not allowed. Seats are numbered
clockwise from 0; teams are ``seat % 2`` (partners sit opposite, or alternate with six).

>>> from euchre_desktop.rules.house_rules import PRESETS
>>> state, events = new_match(PRESETS["north-american"], seed=7)
>>> state.phase
<Phase.BIDDING_ROUND_1: 'bidding-round-1'>
>>> state, events = state.apply(PASS)
>>> type(events[0]).__name__
'Passed'
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Iterable, Sequence
from functools import cache
from operator import attrgetter
from typing import Any

from euchre_desktop.rules import events as ev
from euchre_desktop.rules.actions import (
    CLAIM_REDEAL,
    DECLINE,
    DISCARD,
    GIVE_CARD,
    GO_ALONE,
    NAME_TRUMP,
    ORDER_UP,
    PASS,
    PLAY,
    REFUSE_CARD,
    Action,
    AskPartner,
    ClaimRedeal,
    Discard,
    GiveCard,
    GoAlone,
    NameTrump,
    OrderUp,
    Pass,
    Play,
    RefuseCard,
)
from euchre_desktop.rules.cards import Card, Rank, Suit, suit_table
from euchre_desktop.rules.deal import (
    Deal,
    SplitMix64,
    deal_number_for,
    dealt,
    deck_cards,
    first_black_jack,
)
from euchre_desktop.rules.explain import why_illegal
from euchre_desktop.rules.house_rules import (
    DealersPartnerOrders,
    DefendersAlone,
    FirstDealer,
    HouseRules,
    JokerTurnedUp,
    LeadAgainstLoner,
    MakersAlone,
)
from euchre_desktop.rules.phase import Phase, Trick
from euchre_desktop.rules.scoring import score_hand
from euchre_desktop.rules.tricks import partners_of, playable_cards, trick_winner
from euchre_desktop.rules.view import PlayerView

TRICKS_PER_HAND = 5

# The phases that every hand enters, as module globals: on Python 3.11 reading a member off an
# Enum class takes EnumType.__getattr__'s slow path, some thousand instructions, and apply
# asks for the play phase at every action.
_BIDDING_ROUND_1 = Phase.BIDDING_ROUND_1
_GOING_ALONE = Phase.GOING_ALONE
_DEALER_DISCARD = Phase.DEALER_DISCARD
_PLAY = Phase.PLAY
_DEALER_NAMES_SUIT = Phase.DEALER_NAMES_SUIT  # asked by every view of a seat

_CODE = attrgetter("code")
"""Sorts cards as their own order does (by code), without a Python comparison each time."""


class _Settled:
    """The fields of a ``GameState`` that no card played changes before the hand's last:
    the match's bookkeeping, the deal, the bidding and the card exchanges.

    States that differ only by the cards played share one, so that each play copies a dozen
    fields, not three dozen. ``GameState.apply`` copies it before any other action (or a
    hand's last card) changes it, and nothing else changes it once a state is made."""

    __slots__ = (
        # the match
        "seed", "dealer", "deals_made", "winner",
        # the deal
        "deal_number", "up_card", "kitty", "bid_suit", "up_card_taken",
        # making trump and going alone
        "trump", "suits", "maker", "round_made", "forced_alone", "bidding", "passed", "alone",
        "sitting_out", "active_count", "next_seat", "pending",
        # card exchange (asking a partner, railroading)
        "exchanges", "exchange_partner", "offered", "discards", "given",
    )

    seed: int
    dealer: int
    deals_made: int
    winner: int | None
    deal_number: int
    up_card: Card
    kitty: tuple[Card, ...]
    bid_suit: Suit | None
    up_card_taken: bool
    trump: Suit | None
    suits: tuple[Suit | None, ...]  # by card code: its effective suit (empty before trump)
    maker: int | None
    round_made: int | None
    forced_alone: bool
    bidding: tuple[tuple[int, Action], ...]
    passed: frozenset[int]
    alone: tuple[int, ...]
    sitting_out: frozenset[int]
    active_count: int
    next_seat: tuple[int, ...]  # by seat: the next seat clockwise playing the hand
    pending: tuple[int, ...]
    exchanges: tuple[int, ...]
    exchange_partner: int | None
    offered: Card | None
    discards: tuple[tuple[Card, ...], ...]
    given: tuple[tuple[int, int, Card], ...]

    def copy(self) -> _Settled:
        """A copy that ``apply`` may change (the fields hold immutable values, so a shallow
        copy is a whole one)."""
        new = _Settled()
        new.seed = self.seed
        new.dealer = self.dealer
        new.deals_made = self.deals_made
        new.winner = self.winner
        new.deal_number = self.deal_number
        new.up_card = self.up_card
        new.kitty = self.kitty
        new.bid_suit = self.bid_suit
        new.up_card_taken = self.up_card_taken
        new.trump = self.trump
        new.suits = self.suits
        new.maker = self.maker
        new.round_made = self.round_made
        new.forced_alone = self.forced_alone
        new.bidding = self.bidding
        new.passed = self.passed
        new.alone = self.alone
        new.sitting_out = self.sitting_out
        new.active_count = self.active_count
        new.next_seat = self.next_seat
        new.pending = self.pending
        new.exchanges = self.exchanges
        new.exchange_partner = self.exchange_partner
        new.offered = self.offered
        new.discards = self.discards
        new.given = self.given
        return new


def _settled_field(name: str) -> Any:
    """A read-only ``GameState`` attribute kept in its ``_Settled`` fields, read by C code
    (no Python call per read)."""
    return property(attrgetter(f"_settled.{name}"))


class GameState:
    """A whole match at one moment: scores, dealer and the hand in progress.

    Immutable by contract: ``apply`` copies, then changes only the copy. Read the fields;
    never assign them.
    """

    __slots__ = (
        "rules", "scores", "hands_completed", "is_over",
        "phase", "turn", "hands", "leader", "trick", "tricks", "tricks_won",
        "_settled", "_legal",
    )

    # the match
    rules: HouseRules
    seed: int = _settled_field("seed")
    scores: tuple[int, int]
    dealer: int = _settled_field("dealer")
    deals_made: int = _settled_field("deals_made")
    hands_completed: int
    winner: int | None = _settled_field("winner")
    is_over: bool
    # the deal
    deal_number: int = _settled_field("deal_number")
    phase: Phase
    turn: int | None
    hands: tuple[tuple[Card, ...], ...]
    up_card: Card = _settled_field("up_card")
    kitty: tuple[Card, ...] = _settled_field("kitty")
    bid_suit: Suit | None = _settled_field("bid_suit")
    up_card_taken: bool = _settled_field("up_card_taken")
    # making trump and going alone
    trump: Suit | None = _settled_field("trump")
    maker: int | None = _settled_field("maker")
    round_made: int | None = _settled_field("round_made")
    forced_alone: bool = _settled_field("forced_alone")
    bidding: tuple[tuple[int, Action], ...] = _settled_field("bidding")
    passed: frozenset[int] = _settled_field("passed")
    alone: tuple[int, ...] = _settled_field("alone")
    sitting_out: frozenset[int] = _settled_field("sitting_out")
    pending: tuple[int, ...] = _settled_field("pending")
    # card exchange (asking a partner, railroading)
    exchanges: tuple[int, ...] = _settled_field("exchanges")
    exchange_partner: int | None = _settled_field("exchange_partner")
    offered: Card | None = _settled_field("offered")
    discards: tuple[tuple[Card, ...], ...] = _settled_field("discards")
    given: tuple[tuple[int, int, Card], ...] = _settled_field("given")
    # play
    leader: int | None
    trick: Trick
    tricks: tuple[tuple[int, Trick], ...]
    tricks_won: tuple[int, int]
    active_count: int = _settled_field("active_count")
    _settled: _Settled
    _legal: tuple[Action, ...] | None

    # --- reading the state -------------------------------------------------------------

    @property
    def players(self) -> int:
        return self.rules.players

    @property
    def maker_team(self) -> int:
        assert self._settled.maker is not None, "trump has not been made"
        return self._settled.maker % 2

    def is_active(self, seat: int) -> bool:
        return seat not in self._settled.sitting_out

    def next_active(self, seat: int) -> int:
        """The next seat clockwise that is playing this hand."""
        return self._settled.next_seat[seat]

    def legal_actions(self) -> tuple[Action, ...]:
        """What the seat to act may do now (empty once the match is over)."""
        legal = self._legal
        if legal is None:
            legal = self._legal = _LEGAL[self.phase](self)
        return legal

    def apply(self, action: Action) -> tuple[GameState, list[ev.Event]]:
        """The state after the seat to act takes ``action``, and what happened."""
        phase = self.phase
        legal = self._legal
        if legal is None:
            legal = self._legal = _LEGAL[phase](self)
        if action not in legal:
            raise why_illegal(self.view(self.turn if self.turn is not None else 0), action)
        # The copy, written out here rather than called: apply is the engine's hot path.
        state = GameState()  # no __init__: a blank state, and quicker than object.__new__
        state.rules = self.rules
        state.scores = self.scores
        state.hands_completed = self.hands_completed
        state.is_over = self.is_over
        state.phase = phase
        state.turn = self.turn
        state.hands = self.hands
        state.leader = self.leader
        state.trick = self.trick
        state.tricks = self.tricks
        state.tricks_won = self.tricks_won
        state._legal = None
        # a play before the hand's last keeps the settled fields; any other action changes them
        state._settled = self._settled if phase is _PLAY else self._settled.copy()
        events: list[ev.Event] = []
        _APPLY[phase](state, action, events)
        return state, events

    def view(self, seat: int) -> PlayerView:
        """What ``seat`` may see: its own hand and discards, nothing hidden of others."""
        settled = self._settled
        blind = (self.phase is _DEALER_NAMES_SUIT and seat == settled.dealer
                 and names_blind(self.rules, settled.up_card))
        return PlayerView(
            seat=seat,
            rules=self.rules,
            phase=self.phase,
            turn=self.turn,
            dealer=settled.dealer,
            scores=self.scores,
            hand=() if blind else self.hands[seat],
            hand_sizes=tuple(len(hand) for hand in self.hands),
            up_card=settled.up_card,
            up_card_taken=settled.up_card_taken,
            bid_suit=settled.bid_suit,
            trump=settled.trump,
            maker=settled.maker,
            bidding=settled.bidding,
            alone=settled.alone,
            sitting_out=settled.sitting_out,
            discards=self._discards_seen_by(seat),
            discard_counts=tuple(len(discards) for discards in settled.discards),
            cards_given=tuple(
                (receiver, card) for giver, receiver, card in settled.given if giver == seat
            ),
            leader=self.leader,
            trick=self.trick,
            tricks=self.tricks,
            tricks_won=self.tricks_won,
            legal_actions=self.legal_actions() if self.turn == seat else (),
        )

    def _discards_seen_by(self, seat: int) -> tuple[Card, ...]:
        """The seat's discards, less any card offered by railroading that the seat refused:
        the loner discards it unseen (a railroading loner can never discard a card it took)."""
        discards = self._settled.discards[seat]
        if not self.rules.railroading:
            return discards
        unseen = {card for _, receiver, card in self._settled.given if receiver == seat}
        return tuple(card for card in discards if card not in unseen)

    def __repr__(self) -> str:
        return (
            f"<GameState {self.phase.value} turn={self.turn} dealer={self._settled.dealer} "
            f"trump={self._settled.trump and self._settled.trump.name} scores={self.scores}>"
        )


# --- starting a match and a deal ------------------------------------------------------


def new_match(
    rules: HouseRules, seed: int, *, setup: Deal | None = None
) -> tuple[GameState, list[ev.Event]]:
    """A match whose deals all follow from ``seed``; ``setup`` fixes the first deal's cards
    (and dealer) instead, for tests, puzzles and replaying real hands."""
    state = object.__new__(GameState)
    settled = state._settled = _Settled()
    state.rules = rules
    settled.seed = seed
    state.scores = (0, 0)
    settled.deals_made = 0
    state.hands_completed = 0
    settled.winner = None
    state.is_over = False
    events: list[ev.Event] = []
    if setup is not None:
        _check_setup(rules, setup)
        settled.dealer = setup.dealer
    else:
        settled.dealer = _choose_first_dealer(rules, seed, events)
    _start_deal(state, events, setup)
    return state, events


def _choose_first_dealer(rules: HouseRules, seed: int, events: list[ev.Event]) -> int:
    generator = SplitMix64(seed ^ 0xDEA1E5)
    start = generator.below(rules.players)
    if rules.first_dealer is FirstDealer.RANDOM:
        return start
    shown, dealer = first_black_jack(rules, generator.next_u64() >> 1, start)
    events.append(ev.FirstDealerChosen(shown, dealer))
    return dealer


def _check_setup(rules: HouseRules, setup: Deal) -> None:
    players = rules.players
    if not 0 <= setup.dealer < players or len(setup.hands) != players:
        raise ValueError(f"a setup needs a dealer seat and {players} hands")
    if any(len(hand) != TRICKS_PER_HAND for hand in setup.hands):
        raise ValueError("every hand in a setup needs exactly 5 cards")
    dealt = sorted(
        [card for hand in setup.hands for card in hand] + [setup.up_card, *setup.kitty]
    )
    if dealt != sorted(deck_cards(rules)):
        raise ValueError("a setup's hands, up-card and kitty must be exactly the deck in use")


def _start_deal(state: GameState, events: list[ev.Event], setup: Deal | None = None) -> None:
    """Deal the next numbered deal (or the setup) and open the bidding."""
    settled = state._settled
    rules = state.rules
    settled.deal_number = deal_number_for(settled.seed, settled.deals_made)
    settled.deals_made += 1
    if setup is None:
        hands, up_card, kitty, packets = dealt(rules, settled.dealer, settled.deal_number)
    else:
        hands, up_card, kitty, packets = setup.hands, setup.up_card, setup.kitty, setup.packets
    players = rules.players
    state.hands = hands
    settled.up_card = up_card
    settled.kitty = kitty
    settled.bid_suit = None
    settled.up_card_taken = False
    settled.trump = None
    settled.suits = ()
    settled.maker = None
    settled.round_made = None
    settled.forced_alone = False
    settled.bidding = ()
    settled.passed = frozenset()
    settled.alone = ()
    settled.sitting_out = frozenset()
    settled.pending = ()
    settled.exchanges = ()
    settled.exchange_partner = None
    settled.offered = None
    settled.discards = ((),) * players
    settled.given = ()
    state.leader = None
    state.trick = ()
    state.tricks = ()
    state.tricks_won = (0, 0)
    settled.active_count = players
    settled.next_seat = _next_seats(players, settled.sitting_out)
    state._legal = None
    events.append(ev.cards_dealt((settled.dealer, settled.deal_number, packets, hands,
                                  names_blind(rules, up_card))))
    events.append(ev.up_card_turned((up_card,)))
    if rules.farmers_hand:
        # Every seat is asked in turn, from the dealer's left, so that who is asked shows
        # nothing of anyone's cards; a seat without a farmer's hand can only say no.
        state.phase = Phase.FARMERS_HAND
        settled.pending = tuple((settled.dealer + offset) % players
                                for offset in range(1, players + 1))
        state.turn = settled.pending[0]
    else:
        _open_bidding(state)


def names_blind(rules: HouseRules, up_card: Card) -> bool:
    """Whether the dealer names trump for this up-card without having seen their cards: a
    turned-up joker is named before looking, unless farmer's hand is played, where every seat,
    the dealer too, first looks for one."""
    return up_card.is_joker and not rules.farmers_hand


def _is_farmers_hand(hand: tuple[Card, ...]) -> bool:
    """A hand of only nines and tens, which may be shown for a redeal."""
    return all(card.rank in (Rank.NINE, Rank.TEN) for card in hand)


@cache
def _next_seats(players: int, sitting_out: frozenset[int]) -> tuple[int, ...]:
    """For each seat, the next seat clockwise playing the hand: seats sitting out are passed
    over. Worked out once for each table and set of seats sitting out."""
    following = []
    for seat in range(players):
        after = (seat + 1) % players
        while after in sitting_out:
            after = (after + 1) % players
        following.append(after)
    return tuple(following)


def _open_bidding(state: GameState) -> None:
    settled = state._settled
    if settled.up_card.is_joker:
        state.phase = Phase.DEALER_NAMES_SUIT
        state.turn = settled.dealer
    else:
        settled.bid_suit = settled.up_card.suit
        state.phase = _BIDDING_ROUND_1
        state.turn = (settled.dealer + 1) % state.rules.players


# --- legal actions, phase by phase -----------------------------------------------------


def _legal_farmers_hand(state: GameState) -> tuple[Action, ...]:
    assert state.turn is not None
    return (CLAIM_REDEAL, DECLINE) if _is_farmers_hand(state.hands[state.turn]) else (DECLINE,)


def _legal_dealer_names_suit(state: GameState) -> tuple[Action, ...]:
    return tuple(NAME_TRUMP[suit] for suit in Suit)


def _legal_round_1(state: GameState) -> tuple[Action, ...]:
    if state.turn == state._settled.dealer:
        if state._settled.up_card.is_joker and state.rules.joker_turned_up is (
            JokerTurnedUp.DEALER_NAMES_MUST_TAKE
        ):
            return (ORDER_UP,)
        if state.rules.dealer_must_hold_trump and not _holds_trump_for_taking_up(state):
            return (PASS,)
    return (PASS, ORDER_UP)


def _holds_trump_for_taking_up(state: GameState) -> bool:
    """Whether the dealer holds a trump of the up-card's suit; the left bower does not
    count, jokers do."""
    suit = state._settled.bid_suit
    return any(card.is_joker or card.suit is suit for card in state.hands[state._settled.dealer])


def _legal_round_2(state: GameState) -> tuple[Action, ...]:
    names = tuple(NAME_TRUMP[suit] for suit in Suit if suit is not state._settled.bid_suit)
    if state.turn == state._settled.dealer and state.rules.stick_the_dealer:
        return names
    return (PASS, *names)


def _legal_going_alone(state: GameState) -> tuple[Action, ...]:
    return (GO_ALONE, DECLINE)


def _choices(state: GameState) -> Collection[Card]:
    """The cards of the seat to act in order, each once: a double pack's twin cards are one
    choice."""
    assert state.turn is not None
    hand = state.hands[state.turn]
    return dict.fromkeys(hand) if state.rules.deck.has_twin_cards else hand


def _legal_discard(state: GameState) -> tuple[Action, ...]:
    return tuple(map(DISCARD.__getitem__, _choices(state)))


def _legal_loner_asks(state: GameState) -> tuple[Action, ...]:
    assert state.turn is not None
    return (*(AskPartner(seat) for seat in partners_of(state.turn, state.players)), DECLINE)


def _legal_partner_gives(state: GameState) -> tuple[Action, ...]:
    gifts = tuple(map(GIVE_CARD.__getitem__, _choices(state)))
    return gifts + (DECLINE,) if state.rules.railroading else gifts


def _legal_loner_discards(state: GameState) -> tuple[Action, ...]:
    discards = _legal_discard(state)
    return discards + (REFUSE_CARD,) if state._settled.offered is not None else discards


def _legal_play(state: GameState) -> tuple[Action, ...]:
    return _legal_plays(_choices(state), state.trick, state._settled.suits)


def _legal_plays(hand: Collection[Card], trick: Trick,
                 suits: Sequence[Suit | None]) -> tuple[Action, ...]:
    """Playing any of the hand's ``playable_cards``."""
    return tuple(map(PLAY.__getitem__, playable_cards(hand, trick, suits)))


def _legal_none(state: GameState) -> tuple[Action, ...]:
    return ()


_LEGAL = {
    Phase.FARMERS_HAND: _legal_farmers_hand,
    Phase.DEALER_NAMES_SUIT: _legal_dealer_names_suit,
    Phase.BIDDING_ROUND_1: _legal_round_1,
    Phase.BIDDING_ROUND_2: _legal_round_2,
    Phase.GOING_ALONE: _legal_going_alone,
    Phase.DEALER_DISCARD: _legal_discard,
    Phase.LONER_ASKS: _legal_loner_asks,
    Phase.PARTNER_GIVES: _legal_partner_gives,
    Phase.LONER_DISCARDS: _legal_loner_discards,
    Phase.PLAY: _legal_play,
    Phase.MATCH_OVER: _legal_none,
}


# --- applying actions, phase by phase --------------------------------------------------


def _apply_farmers_hand(state: GameState, action: Action, events: list[ev.Event]) -> None:
    settled = state._settled
    assert state.turn is not None
    if isinstance(action, ClaimRedeal):
        events.append(ev.FarmersHandClaimed(state.turn))
        _start_deal(state, events)  # the same dealer deals again
        return
    settled.pending = settled.pending[1:]
    if settled.pending:
        state.turn = settled.pending[0]
    else:
        _open_bidding(state)


def _apply_dealer_names_suit(state: GameState, action: Action, events: list[ev.Event]) -> None:
    settled = state._settled
    assert isinstance(action, NameTrump)
    dealer = settled.dealer
    events.append(ev.TrumpNamedBlind(dealer, action.suit, state.hands[dealer]))
    settled.bidding += ((dealer, action),)
    if state.rules.joker_turned_up is JokerTurnedUp.DEALER_MAKES:
        _make_trump(state, dealer, action.suit, 0, events)
    else:
        settled.bid_suit = action.suit
        state.phase = _BIDDING_ROUND_1
        state.turn = (dealer + 1) % state.rules.players


def _apply_bid(state: GameState, action: Action, events: list[ev.Event]) -> None:
    settled = state._settled
    seat = state.turn
    assert seat is not None
    bidding_round = 1 if state.phase is _BIDDING_ROUND_1 else 2
    settled.bidding += ((seat, action),)
    if isinstance(action, Pass):
        events.append(ev.passed((seat, bidding_round)))
        settled.passed = settled.passed | {seat}
        if seat != settled.dealer:
            state.turn = (seat + 1) % state.rules.players
        elif bidding_round == 1:
            events.append(ev.UpCardTurnedDown(settled.up_card))
            state.phase = Phase.BIDDING_ROUND_2
            settled.passed = frozenset()
            state.turn = (seat + 1) % state.rules.players
        else:
            events.append(ev.HandThrownIn(settled.dealer))
            _finish_deal(state, events)
        return
    if isinstance(action, NameTrump):
        _make_trump(state, seat, action.suit, 2, events)
    else:
        assert settled.bid_suit is not None
        _make_trump(state, seat, settled.bid_suit, 1, events)


def _make_trump(
    state: GameState, seat: int, suit: Suit, bidding_round: int, events: list[ev.Event]
) -> None:
    settled = state._settled
    settled.trump = suit
    settled.suits = suit_table(suit)
    settled.maker = seat
    settled.round_made = bidding_round
    events.append(ev.trump_made((seat, suit, bidding_round)))
    if _must_go_alone(state.rules, settled.dealer, seat, bidding_round):
        settled.forced_alone = True
        settled.alone = (seat,)
        events.append(ev.WentAlone(seat, forced=True))
    state.phase = _GOING_ALONE
    settled.pending = alone_candidates(state)
    _ask_next_alone_candidate(state, events)


def _must_go_alone(rules: HouseRules, dealer: int, maker: int, bidding_round: int) -> bool:
    """Whether the maker must play alone: the dealer's partner ordering up, where the
    rules say so."""
    return (bidding_round == 1 and maker != dealer and maker % 2 == dealer % 2
            and rules.dealers_partner_orders is DealersPartnerOrders.MUST_GO_ALONE)


def alone_candidates(state: GameState) -> tuple[int, ...]:
    """Who is asked about going alone, in order: the maker, the maker's partners where
    allowed, then defenders clockwise from the maker's left where allowed."""
    rules = state.rules
    maker = state._settled.maker
    assert maker is not None
    players = rules.players  # even: partners sit an even number of seats apart
    makers: list[int] = []
    if not state._settled.forced_alone:
        makers = [maker]
        if rules.makers_alone is MakersAlone.EITHER_MAKER:
            makers += [(maker + offset) % players for offset in range(2, players, 2)]
    defenders: list[int] = []
    if rules.defenders_alone is not DefendersAlone.NEVER:
        defenders = [(maker + offset) % players for offset in range(1, players, 2)]
    candidates = makers + defenders
    if rules.passed_players_may_not_go_alone:
        candidates = [seat for seat in candidates if seat not in state._settled.passed]
    return tuple(candidates)


def _may_still_go_alone(state: GameState, seat: int) -> bool:
    assert state._settled.maker is not None
    side = seat % 2
    if any(loner % 2 == side for loner in state._settled.alone):
        return False  # at most one loner per side
    if side != state._settled.maker % 2 and state.rules.defenders_alone is (
        DefendersAlone.AGAINST_LONE_MAKER
    ):
        return bool(state._settled.alone)
    return True


def _ask_next_alone_candidate(state: GameState, events: list[ev.Event]) -> None:
    settled = state._settled
    pending = settled.pending
    while pending and not _may_still_go_alone(state, pending[0]):
        pending = pending[1:]
    settled.pending = pending
    if pending:
        state.turn = pending[0]
    else:
        _after_going_alone(state, events)


def _apply_going_alone(state: GameState, action: Action, events: list[ev.Event]) -> None:
    settled = state._settled
    seat = state.turn
    assert seat is not None
    settled.bidding += ((seat, action),)
    if isinstance(action, GoAlone):
        settled.alone += (seat,)
        events.append(ev.WentAlone(seat, forced=False))
    else:
        events.append(ev.declined_alone((seat,)))
    settled.pending = settled.pending[1:]
    _ask_next_alone_candidate(state, events)


def _after_going_alone(state: GameState, events: list[ev.Event]) -> None:
    """Partners of loners sit out; a playing dealer takes up the card; exchanges follow."""
    settled = state._settled
    if settled.alone:  # else everybody plays, as the deal began
        sitting_out = frozenset(partner for loner in settled.alone
                                for partner in partners_of(loner, state.players))
        settled.sitting_out = sitting_out
        settled.active_count = state.rules.players - len(sitting_out)
        settled.next_seat = _next_seats(state.rules.players, sitting_out)
        for seat in sorted(sitting_out):
            events.append(ev.SatOut(seat))
    settled.pending = ()
    dealer = settled.dealer
    if settled.round_made in (0, 1) and dealer not in settled.sitting_out:
        settled.up_card_taken = True
        hands = list(state.hands)
        hands[dealer] = hands[dealer] + (settled.up_card,)
        state.hands = tuple(hands)
        events.append(ev.dealer_picked_up((dealer, settled.up_card)))
        state.phase = _DEALER_DISCARD
        state.turn = dealer
    else:
        _begin_exchanges(state, events)


def _apply_discard(state: GameState, action: Action, events: list[ev.Event]) -> None:
    assert isinstance(action, Discard) and state.turn is not None
    _discard(state, state.turn, action.card, events)
    if state.phase is _DEALER_DISCARD:
        _begin_exchanges(state, events)
    else:
        _next_exchange(state, events)


def _discard(state: GameState, seat: int, card: Card, events: list[ev.Event]) -> None:
    settled = state._settled
    _remove_from_hand(state, seat, card)
    discards = list(settled.discards)
    discards[seat] = discards[seat] + (card,)
    settled.discards = tuple(discards)
    events.append(ev.card_discarded((seat, card)))


def _remove_from_hand(state: GameState, seat: int, card: Card) -> None:
    hands = list(state.hands)
    hand = list(hands[seat])
    hand.remove(card)  # one of a double pack's twins
    hands[seat] = tuple(hand)
    state.hands = tuple(hands)


def _add_to_hand(state: GameState, seat: int, card: Card) -> None:
    hands = list(state.hands)
    hands[seat] = hands[seat] + (card,)
    state.hands = tuple(hands)


def _begin_exchanges(state: GameState, events: list[ev.Event]) -> None:
    settled = state._settled
    rules = state.rules
    if settled.alone and (rules.loner_asks_partner or rules.railroading):
        makers = state.maker_team
        makers_first = sorted(settled.alone, key=lambda seat: seat % 2 != makers)
        settled.exchanges = tuple(makers_first)
    _next_exchange(state, events)


def _next_exchange(state: GameState, events: list[ev.Event]) -> None:
    """Start the next loner's card exchange, or the play when none is left."""
    settled = state._settled
    settled.offered = None
    settled.exchange_partner = None
    if not settled.exchanges:
        _begin_play(state)
        return
    loner = settled.exchanges[0]
    settled.exchanges = settled.exchanges[1:]
    if state.rules.loner_asks_partner:
        state.phase = Phase.LONER_ASKS
        state.turn = loner
    else:
        state.phase = Phase.PARTNER_GIVES
        settled.exchange_partner = partners_of(loner, state.players)[0]
        state.turn = settled.exchange_partner
        settled.pending = (loner,)


def _apply_loner_asks(state: GameState, action: Action, events: list[ev.Event]) -> None:
    settled = state._settled
    loner = state.turn
    assert loner is not None
    if not isinstance(action, AskPartner):
        _next_exchange(state, events)
        return
    events.append(ev.CardAskedFor(loner, action.seat))
    state.phase = Phase.PARTNER_GIVES
    settled.exchange_partner = action.seat
    state.turn = action.seat
    settled.pending = (loner,)


def _apply_partner_gives(state: GameState, action: Action, events: list[ev.Event]) -> None:
    settled = state._settled
    giver = state.turn
    loner = settled.pending[0]
    assert giver is not None
    settled.pending = ()
    if not isinstance(action, GiveCard):  # a railroading partner chose not to offer
        _next_exchange(state, events)
        return
    _remove_from_hand(state, giver, action.card)
    settled.given += ((giver, loner, action.card),)
    events.append(ev.CardPassed(giver, loner, action.card, state.rules.railroading))
    if state.rules.railroading:
        settled.offered = action.card  # the loner decides before looking at it
    else:
        _add_to_hand(state, loner, action.card)
    state.phase = Phase.LONER_DISCARDS
    state.turn = loner


def _apply_loner_discards(state: GameState, action: Action, events: list[ev.Event]) -> None:
    settled = state._settled
    loner = state.turn
    assert loner is not None
    offered = settled.offered
    if offered is not None:
        giver = partners_of(loner, state.players)[0]  # railroading: four players, one partner
        if isinstance(action, RefuseCard):
            discards = list(settled.discards)
            discards[loner] = discards[loner] + (offered,)
            settled.discards = tuple(discards)
            events.append(ev.CardRefused(loner, giver, offered))
            _next_exchange(state, events)
            return
        _add_to_hand(state, loner, offered)
        events.append(ev.OfferTaken(loner, giver, offered))
    _apply_discard(state, action, events)


def _begin_play(state: GameState) -> None:
    state.phase = _PLAY
    state.trick = ()
    state.leader = state.turn = _opening_leader(state)


def _opening_leader(state: GameState) -> int:
    rules = state.rules
    players = rules.players
    assert state._settled.maker is not None
    if len(state._settled.alone) == 2:  # a lone maker against a lone defender: the defender leads
        return next(seat for seat in state._settled.alone if seat % 2 != state._settled.maker % 2)
    if len(state._settled.alone) == 1:
        loner = state._settled.alone[0]
        if rules.lead_against_loner is LeadAgainstLoner.LONERS_LEFT:
            return (loner + 1) % players
        if rules.lead_against_loner is LeadAgainstLoner.LONERS_RIGHT:
            return (loner - 1) % players
    return state.next_active(state._settled.dealer)


def _apply_play(state: GameState, action: Play, events: list[ev.Event]) -> None:
    settled = state._settled
    seat = state.turn
    assert seat is not None
    card = action.card
    hands = list(state.hands)
    hand = list(hands[seat])
    hand.remove(card)  # as _remove_from_hand does, without the call
    hands[seat] = tuple(hand)
    state.hands = tuple(hands)
    play = (seat, card)
    trick = state.trick + (play,)
    events.append(ev.card_played(play))
    if len(trick) < settled.active_count:
        state.trick = trick
        state.turn = settled.next_seat[seat]
        return
    assert settled.trump is not None
    winner = trick_winner(trick, settled.trump, state.rules.deck.has_twin_cards)
    won = state.tricks_won
    state.tricks_won = (won[0] + 1, won[1]) if winner % 2 == 0 else (won[0], won[1] + 1)
    tricks = state.tricks = state.tricks + ((winner, trick),)
    state.trick = ()
    events.append(ev.trick_won((winner, len(tricks), trick)))
    if len(tricks) < TRICKS_PER_HAND:
        state.leader = state.turn = winner
    else:  # the hand's end changes the settled fields: they are this state's own from here
        state._settled = settled.copy()
        _score(state, events)


def _score(state: GameState, events: list[ev.Event]) -> None:
    settled = state._settled
    maker = settled.maker
    assert maker is not None
    makers = maker % 2
    alone_teams = {seat % 2 for seat in settled.alone}
    outcome, makers_scored, points = score_hand(
        state.rules,
        maker_tricks=state.tricks_won[makers],
        maker_alone=makers in alone_teams,
        defender_alone=(1 - makers) in alone_teams,
    )
    team = makers if makers_scored else 1 - makers
    scores = list(state.scores)
    scores[team] += points
    state.scores = (scores[0], scores[1])
    assert settled.trump is not None
    events.append(ev.hand_scored((
        makers, state.tricks_won[makers], outcome, team, points, state.scores,
        state.hands_completed + 1, settled.dealer, settled.trump, maker, settled.alone)))
    _finish_deal(state, events)


def _finish_deal(state: GameState, events: list[ev.Event]) -> None:
    """After a hand is scored or thrown in: end the match, or pass the deal and deal."""
    settled = state._settled
    state.hands_completed += 1
    rules = state.rules
    if rules.target_score is not None and max(state.scores) >= rules.target_score:
        settled.winner = 0 if state.scores[0] > state.scores[1] else 1
    elif rules.hand_limit is not None and state.hands_completed >= rules.hand_limit:
        if state.scores[0] != state.scores[1]:
            settled.winner = 0 if state.scores[0] > state.scores[1] else 1
    else:
        settled.dealer = (settled.dealer + 1) % rules.players
        _start_deal(state, events)
        return
    state.is_over = True
    state.phase = Phase.MATCH_OVER
    state.turn = None
    events.append(ev.GameWon(settled.winner, state.scores))


_APPLY: dict[Phase, Callable[[GameState, Any, list[ev.Event]], None]] = {
    Phase.FARMERS_HAND: _apply_farmers_hand,
    Phase.DEALER_NAMES_SUIT: _apply_dealer_names_suit,
    Phase.BIDDING_ROUND_1: _apply_bid,
    Phase.BIDDING_ROUND_2: _apply_bid,
    Phase.GOING_ALONE: _apply_going_alone,
    Phase.DEALER_DISCARD: _apply_discard,
    Phase.LONER_ASKS: _apply_loner_asks,
    Phase.PARTNER_GIVES: _apply_partner_gives,
    Phase.LONER_DISCARDS: _apply_loner_discards,
    Phase.PLAY: _apply_play,
}


# --- a game from one seat's view and a guess at the cards it cannot see -----------------


def state_for_view(view: PlayerView, hands: Sequence[tuple[Card, ...]],
                   unseen: Sequence[Card]) -> GameState | None:
    """The game as it would stand if every seat held ``hands`` (the viewer's own as its view
    shows it) and ``unseen`` were the cards in no hand: the kitty, others' discards and, when
    a card is on offer to the viewer (railroading), that card first. None when these cards
    cannot reproduce the view's position (its legal actions differ).

    Search (the Expert bot, the coach) deals the unseen cards in many ways and needs, for
    each deal, the game as it would then stand; the match around the hand (deals made, the
    seed) is left at that of a first deal, which no view shows."""
    rules = view.rules
    players = rules.players
    turn = view.turn
    assert turn is not None
    state = object.__new__(GameState)
    settled = state._settled = _Settled()
    state.rules = rules
    settled.seed = 0
    state.scores = view.scores
    settled.dealer = view.dealer
    settled.deals_made = 1
    state.hands_completed = 0
    settled.winner = None
    state.is_over = False
    settled.deal_number = 0
    state.phase = phase = view.phase
    state.turn = turn
    state.hands = tuple(hands)
    settled.up_card = view.up_card
    settled.bid_suit = view.bid_suit
    settled.up_card_taken = view.up_card_taken
    settled.trump = view.trump
    settled.suits = () if view.trump is None else suit_table(view.trump)
    settled.maker = view.maker
    settled.round_made, settled.passed = _bidding_facts(view)
    settled.forced_alone = (
        view.maker is not None and settled.round_made is not None
        and _must_go_alone(rules, view.dealer, view.maker, settled.round_made))
    settled.bidding = view.bidding
    settled.alone = view.alone
    settled.sitting_out = view.sitting_out
    settled.pending = ()
    settled.exchanges = ()
    settled.exchange_partner = None
    settled.offered = None
    settled.discards = tuple(view.discards if seat == view.seat else () for seat in
                             range(players))
    settled.given = ()
    state.leader = view.leader
    state.trick = view.trick
    state.tricks = view.tricks
    state.tricks_won = view.tricks_won
    settled.active_count = players - len(view.sitting_out)
    settled.next_seat = _next_seats(players, view.sitting_out)
    state._legal = None
    kitty = list(unseen)
    if phase is Phase.FARMERS_HAND:  # every seat is asked in turn, from the dealer's left
        order = [(view.dealer + offset) % players for offset in range(1, players + 1)]
        settled.pending = tuple(order[order.index(turn):])
    elif phase is Phase.GOING_ALONE:
        candidates = alone_candidates(state)
        if turn not in candidates:
            return None
        settled.pending = candidates[candidates.index(turn):]
    elif phase in (Phase.LONER_ASKS, Phase.PARTNER_GIVES, Phase.LONER_DISCARDS):
        makers = state.maker_team
        loners = sorted(view.alone, key=lambda seat: seat % 2 != makers)
        loner = turn
        if phase is Phase.PARTNER_GIVES:
            loner = next(seat for seat in view.alone if seat % 2 == turn % 2)
            settled.pending = (loner,)
            settled.exchange_partner = turn
        settled.exchanges = tuple(loners[loners.index(loner) + 1:])
        if phase is Phase.LONER_DISCARDS and rules.railroading:
            if not kitty:
                return None
            settled.offered = kitty.pop(0)
    settled.kitty = tuple(kitty)
    legal = state.legal_actions()  # mostly in the view's order: sets (hashing) only if not
    if legal != view.legal_actions and set(legal) != set(view.legal_actions):
        return None
    return state


def _bidding_facts(view: PlayerView) -> tuple[int | None, frozenset[int]]:
    """The round trump was made in (0 for a blind making dealer), and the seats that passed
    in the current round (or in the round trump was made)."""
    passed: set[int] = set()
    bidding = list(view.bidding)
    if bidding and view.up_card.is_joker and isinstance(bidding[0][1], NameTrump):
        if view.rules.joker_turned_up is JokerTurnedUp.DEALER_MAKES:
            return 0, frozenset()
        bidding = bidding[1:]
    bidding_round = 1
    for seat, action in bidding:
        if isinstance(action, Pass):
            passed.add(seat)
            if seat == view.dealer and bidding_round == 1:
                bidding_round = 2
                passed = set()
        elif isinstance(action, OrderUp):
            return 1, frozenset(passed)
        elif isinstance(action, NameTrump):
            return 2, frozenset(passed)
    return None, frozenset(passed)


class ViewsBeforePlays:
    """The views the seats had as they played each card of this hand so far, as ``view``'s
    seat can know them: everything public as it stood then, with a hand a guess gives the
    player. Another seat's discards and the cards it passed, which ``view`` does not show,
    stay out. A search asks what a seat would have played with the cards it is guessed to
    hold; the public part is worked out once, so each view costs little more than its
    legal plays."""

    def __init__(self, view: PlayerView) -> None:
        rules = view.rules
        self._twins = rules.deck.has_twin_cards
        self._suits = suit_table(view.trump) if view.trump is not None else ()
        plays = view.plays
        active = rules.players - len(view.sitting_out)
        self._public: list[dict[str, Any]] = []  # each view's fields but the hand's
        for index, (seat, _) in enumerate(plays):
            complete = index // active
            tricks = view.tricks[:complete]
            trick = tuple(plays[complete * active:index])
            won = [0, 0]
            for winner, _ in tricks:
                won[winner % 2] += 1
            sizes = list(view.hand_sizes)
            for player, _ in plays[index:]:
                sizes[player] += 1
            own = seat == view.seat
            self._public.append(dict(
                seat=seat, rules=rules, phase=_PLAY, turn=seat, dealer=view.dealer,
                scores=view.scores, hand_sizes=tuple(sizes), up_card=view.up_card,
                up_card_taken=view.up_card_taken, bid_suit=view.bid_suit, trump=view.trump,
                maker=view.maker, bidding=view.bidding, alone=view.alone,
                sitting_out=view.sitting_out, discards=view.discards if own else (),
                discard_counts=view.discard_counts,
                cards_given=view.cards_given if own else (),
                leader=trick[0][0] if trick else tricks[-1][0] if tricks else plays[0][0],
                trick=trick, tricks=tricks, tricks_won=(won[0], won[1])))

    def view_before(self, index: int, hand: Iterable[Card]) -> PlayerView:
        """The view of the seat that played card ``index`` (counted over the hand) just
        before it played it, had it held ``hand`` then (in card order, so that it is the
        same whatever order the guess held it in)."""
        held = sorted(hand, key=_CODE)
        choices: Collection[Card] = dict.fromkeys(held) if self._twins else held
        public = self._public[index]
        return PlayerView(**public, hand=tuple(held),
                          legal_actions=_legal_plays(choices, public["trick"], self._suits))
