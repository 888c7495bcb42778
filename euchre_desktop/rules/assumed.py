"""A whole game state built from one seat's view and a guess at the cards it cannot see.

Search (the Expert bot, the coach) deals the unseen cards in many ways and needs, for each
deal, the game as it would then stand: the view's phase, turn, bids and tricks, its legal
actions, and every hand filled in. Only the engine knows its own fields, so it is built here.
"""

from __future__ import annotations

from collections.abc import Sequence

from euchre_desktop.rules.actions import NameTrump, OrderUp, Pass
from euchre_desktop.rules.cards import Card, Rank
from euchre_desktop.rules.house_rules import DealersPartnerOrders, JokerTurnedUp
from euchre_desktop.rules.phase import Phase
from euchre_desktop.rules.state import GameState, alone_candidates
from euchre_desktop.rules.view import PlayerView


def state_for_view(view: PlayerView, hands: Sequence[tuple[Card, ...]],
                   unseen: Sequence[Card]) -> GameState | None:
    """The game as it would stand if every seat held ``hands`` (the viewer's own as its view
    shows it) and ``unseen`` were the cards in no hand: the kitty, others' discards and, when
    a card is on offer to the viewer (railroading), that card first. None when these cards
    cannot reproduce the view's position (its legal actions differ)."""
    rules = view.rules
    players = rules.players
    state = object.__new__(GameState)
    state.rules = rules
    state.seed = 0
    state.scores = view.scores
    state.dealer = view.dealer
    state.deals_made = 1
    state.hands_completed = 0
    state.winner = None
    state.is_over = False
    state.deal_number = 0
    state.phase = view.phase
    state.turn = view.turn
    state.hands = tuple(hands)
    state.up_card = view.up_card
    kitty = list(unseen)
    state.bid_suit = view.bid_suit
    state.up_card_taken = view.up_card_taken
    state.trump = view.trump
    state.maker = view.maker
    round_made, passed = _bidding_facts(view)
    state.round_made = round_made
    state.forced_alone = (
        round_made == 1 and view.maker is not None and view.maker != view.dealer
        and view.maker % 2 == view.dealer % 2
        and rules.dealers_partner_orders is DealersPartnerOrders.MUST_GO_ALONE
    )
    state.bidding = view.bidding
    state.passed = passed
    state.alone = view.alone
    state.sitting_out = view.sitting_out
    state.pending = ()
    state.exchanges = ()
    state.exchange_partner = None
    state.offered = None
    state.discards = tuple(view.discards if seat == view.seat else () for seat in
                           range(players))
    state.given = ()
    state.leader = view.leader
    state.trick = view.trick
    state.tricks = view.tricks
    state.tricks_won = view.tricks_won
    state.active_count = players - len(view.sitting_out)
    state._legal = None
    turn = view.turn
    assert turn is not None
    phase = view.phase
    if phase is Phase.FARMERS_HAND:
        order = [(view.dealer + offset) % players for offset in range(1, players + 1)]
        order = order[order.index(turn):]
        state.pending = tuple(seat for seat in order if seat == turn or all(
            card.rank in (Rank.NINE, Rank.TEN) for card in hands[seat]))
    elif phase is Phase.GOING_ALONE:
        candidates = alone_candidates(state)
        if turn not in candidates:
            return None
        state.pending = candidates[candidates.index(turn):]
    elif phase in (Phase.LONER_ASKS, Phase.PARTNER_GIVES, Phase.LONER_DISCARDS):
        assert view.maker is not None
        makers = view.maker % 2
        loners = sorted(view.alone, key=lambda seat: seat % 2 != makers)
        loner = turn
        if phase is Phase.PARTNER_GIVES:
            loner = next(seat for seat in view.alone if seat % 2 == turn % 2)
            state.pending = (loner,)
            state.exchange_partner = turn
        state.exchanges = tuple(loners[loners.index(loner) + 1:])
        if phase is Phase.LONER_DISCARDS and rules.railroading:
            if not kitty:
                return None
            state.offered = kitty.pop(0)
    state.kitty = tuple(kitty)
    if set(state.legal_actions()) != set(view.legal_actions):
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


def rewind_plays(state: GameState, count: int) -> GameState:
    """The game as it stood ``count`` card plays earlier in this hand: each of those cards
    back in its player's hand (which is then in card order, so that a hand then is the same
    whatever order the guess held it in), the tricks as they were, the earliest card's
    player to act. A search uses it to ask what a seat would have played with the cards it
    is guessed to hold."""
    plays = [play for _, trick in state.tricks for play in trick] + list(state.trick)
    if state.phase is not Phase.PLAY or not 0 < count <= len(plays):
        raise ValueError(f"cannot rewind {count} plays of {len(plays)} in {state.phase.value}")
    kept = plays[:len(plays) - count]
    earlier = state._copy()
    hands = list(state.hands)
    for seat, card in plays[len(kept):]:
        hands[seat] += (card,)
    for seat in {seat for seat, _ in plays[len(kept):]}:
        hands[seat] = tuple(sorted(hands[seat]))
    earlier.hands = tuple(hands)
    complete = len(kept) // state.active_count
    earlier.tricks = state.tricks[:complete]
    earlier.trick = tuple(kept[complete * state.active_count:])
    won = [0, 0]
    for winner, _ in earlier.tricks:
        won[winner % 2] += 1
    earlier.tricks_won = (won[0], won[1])
    if earlier.trick:
        earlier.leader = earlier.trick[0][0]
    elif earlier.tricks:
        earlier.leader = earlier.tricks[-1][0]
    else:
        earlier.leader = plays[0][0]
    earlier.turn = plays[len(kept)][0]
    return earlier
