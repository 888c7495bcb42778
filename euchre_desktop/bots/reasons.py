"""Why an action is good, as reason codes that are true of the position.

``describe(view, action)`` names what kind of move ``action`` is for the seat of ``view``:
each code is given only when its sentence holds at the table (a "lead through the maker"
only when the maker plays right after the leader, a "throw off your lowest card" only when
no card can win and this one is the lowest). It reads the seat's own view and nothing else.
"""

from __future__ import annotations

from collections.abc import Sequence

from euchre_desktop.bots import heuristics as h
from euchre_desktop.bots.base import Reason, ReasonCode
from euchre_desktop.bots.standard import (
    RAILROAD_REFUSE_LOSERS,
    bower_kept,
    keep_value,
    lone_loser_limit,
    playing_hand,
    round_one_margin,
    round_two_margin,
)
from euchre_desktop.rules.actions import (
    PASS,
    Action,
    AskPartner,
    ClaimRedeal,
    Decline,
    Discard,
    GiveCard,
    GoAlone,
    NameTrump,
    OrderUp,
    Pass,
    Play,
    RefuseCard,
)
from euchre_desktop.rules.cards import Card, Rank, Suit, strength_table, suit_table
from euchre_desktop.rules.phase import Phase
from euchre_desktop.rules.tricks import beats, partners_of
from euchre_desktop.rules.view import PlayerView


def describe(view: PlayerView, action: Action) -> list[Reason]:
    """Codes that say, truthfully, what kind of move ``action`` is in this position."""
    if isinstance(action, Play):
        return _describe_play(view, action.card)
    if isinstance(action, OrderUp | NameTrump):
        return _describe_call(view, action)
    if isinstance(action, Pass):
        return _describe_pass(view)
    if isinstance(action, GoAlone):
        return _describe_alone(view)
    if isinstance(action, Decline) and view.phase is Phase.GOING_ALONE:
        return [Reason(ReasonCode.PARTNER_CAN_HELP)]
    if isinstance(action, Discard) and view.trump is not None:
        return _describe_discard(view, action.card, view.trump)
    if isinstance(action, RefuseCard):
        return _describe_refusal(view)
    if isinstance(action, GiveCard) and view.trump is not None:
        trump = view.trump
        if all(keep_value(action.card, trump) >= keep_value(held, trump) for held in view.hand):
            return [Reason(ReasonCode.GIVE_BEST_CARD, {"card": str(action.card)})]
        return []
    if isinstance(action, AskPartner):
        return [Reason(ReasonCode.ASK_FOR_CARD, {"seat": action.seat})]
    if isinstance(action, ClaimRedeal):
        return [Reason(ReasonCode.FARMERS_HAND)]
    return []


# --- bidding ---------------------------------------------------------------------------------


def _call_margin(view: PlayerView, suit: Suit) -> float:
    """How far the hand clears a club player's bar for making ``suit`` trump now."""
    if view.phase is Phase.BIDDING_ROUND_1:
        return round_one_margin(view.hand, view.up_card, suit, view.seat, view.dealer,
                                view.rules, view.scores)
    return round_two_margin(view.hand, suit, view.bid_suit, view.seat, view.dealer,
                            view.rules, view.scores)


def _describe_call(view: PlayerView, action: OrderUp | NameTrump) -> list[Reason]:
    if view.names_blind:
        return [Reason(ReasonCode.NAME_BLIND)]
    suit = action.suit if isinstance(action, NameTrump) else view.bid_suit
    if suit is None or not view.hand:
        return []
    reasons: list[Reason] = []
    if _call_margin(view, suit) >= 0:
        cards = list(view.hand)
        if isinstance(action, OrderUp) and view.seat == view.dealer:
            cards.append(view.up_card)
        trumps = [card for card in cards if h.is_trump(card, suit)]
        bowers = sum(1 for card in trumps if card.rank is Rank.JACK or card.is_joker)
        reasons.append(Reason(ReasonCode.TRUMP_STRENGTH,
                              {"trumps": len(trumps), "bowers": bowers, "suit": suit.letter}))
    if isinstance(action, OrderUp) and h.same_team(view.seat, view.dealer):
        reasons.append(Reason(ReasonCode.UP_CARD_HELPS_DEALER, {"card": str(view.up_card)}))
    if isinstance(action, NameTrump) and view.bid_suit is not None \
            and suit is h.next_suit(view.bid_suit):
        reasons.append(Reason(ReasonCode.NEXT_SUIT, {"suit": suit.letter}))
    if isinstance(action, NameTrump) and PASS not in view.legal_actions:
        reasons.append(Reason(ReasonCode.STICK_THE_DEALER))
    return reasons


def _describe_pass(view: PlayerView) -> list[Reason]:
    if view.phase is Phase.BIDDING_ROUND_1 and view.bid_suit is not None:
        if _call_margin(view, view.bid_suit) < 0:
            return [Reason(ReasonCode.WEAK_HAND_PASS)]
        if not h.same_team(view.seat, view.dealer):
            return [Reason(ReasonCode.UP_CARD_HELPS_OPPONENTS, {"card": str(view.up_card)})]
        return []
    if view.phase is Phase.BIDDING_ROUND_2:
        suits = [action.suit for action in view.legal_actions if isinstance(action, NameTrump)]
        if suits and all(_call_margin(view, suit) < 0 for suit in suits):
            return [Reason(ReasonCode.WEAK_HAND_PASS)]
    return []


def _describe_alone(view: PlayerView) -> list[Reason]:
    trump, maker = view.trump, view.maker
    if trump is None or maker is None:
        return []
    if not h.same_team(view.seat, maker):
        return [Reason(ReasonCode.DEFEND_ALONE)]
    losers = h.lone_losers(playing_hand(view), trump, view.rules)
    if losers <= lone_loser_limit(view.rules, maker_side=True):
        return [Reason(ReasonCode.LONE_HAND_STRENGTH)]
    return []


def _describe_refusal(view: PlayerView) -> list[Reason]:
    trump = view.trump
    if trump is not None and h.lone_losers(
            view.hand, trump, view.rules, partner_card=False) <= RAILROAD_REFUSE_LOSERS:
        return [Reason(ReasonCode.REFUSE_OFFERED_CARD)]
    return []


# --- discards ----------------------------------------------------------------------------------


def _describe_discard(view: PlayerView, card: Card, trump: Suit) -> list[Reason]:
    suits = suit_table(trump)
    rest = list(view.hand)
    rest.remove(card)
    suit = suits[card.code]
    reasons: list[Reason] = []
    if view.phase is Phase.LONER_DISCARDS:
        reasons.append(Reason(ReasonCode.TAKE_OFFERED_CARD))
    if suit is trump:
        return reasons
    holds_trump = any(suits[other.code] is trump for other in rest)
    if holds_trump and all(suits[other.code] is not suit for other in rest):
        reasons.append(Reason(ReasonCode.MAKE_A_VOID, {"card": str(card)}))
    elif card.rank <= Rank.TEN:
        reasons.append(Reason(ReasonCode.SHED_LOW_CARD, {"card": str(card)}))
    kept = bower_kept(rest, trump)
    if kept is not None:
        reasons.append(kept)
    return reasons


# --- play ----------------------------------------------------------------------------------------


def _describe_play(view: PlayerView, card: Card) -> list[Reason]:
    if view.trick:
        return _describe_follow(view, card)
    return _describe_lead(view, card)


def _describe_lead(view: PlayerView, card: Card) -> list[Reason]:
    trump, maker = view.trump, view.maker
    assert trump is not None
    suits = suit_table(trump)
    suit = suits[card.code]
    turn = h.PlayTurn(view)
    unseen = turn.unseen(view.hand)
    opponents = [seat for seat in range(view.players)
                 if not h.same_team(seat, view.seat) and seat not in view.sitting_out]
    voids = turn.voids
    opponents_trumpless = turn.outstanding_trumps(unseen) == 0 or all(
        trump in voids.get(seat, ()) for seat in opponents)
    if all(turn.is_boss(held, unseen) and (opponents_trumpless or suits[held.code] is trump)
           for held in view.hand):
        return [Reason(ReasonCode.LAST_TRICKS_SURE, {"card": str(card)})]
    if suit is trump:
        if maker is not None and h.same_team(maker, view.seat) and not opponents_trumpless:
            return [Reason(ReasonCode.PULL_TRUMP, {"card": str(card)})]
        return []
    if card.rank is Rank.ACE and turn.is_boss(card, unseen):
        return [Reason(ReasonCode.LEAD_OFF_ACE, {"card": str(card)})]
    partners = [seat for seat in partners_of(view.seat, view.players)
                if seat not in view.sitting_out and trump not in voids.get(seat, ())]
    if not opponents_trumpless and any(suit in voids.get(seat, ()) for seat in partners):
        return [Reason(ReasonCode.PARTNER_CAN_TRUMP, {"card": str(card)})]
    if maker is not None and _plays_through(view, maker):
        return [Reason(ReasonCode.LEAD_THROUGH_MAKER, {"card": str(card)})]
    if _low_from_short_suit(view.hand, card, trump):
        return [Reason(ReasonCode.LEAD_LOW, {"card": str(card)})]
    return []


def _plays_through(view: PlayerView, maker: int) -> bool:
    """Whether a lead from this seat makes the opposing maker play next, before a partner of
    the maker still to play after them."""
    if h.same_team(maker, view.seat):
        return False
    order = _play_order(view)
    return len(order) > 1 and order[1] == maker and any(
        h.same_team(seat, maker) for seat in order[2:])


def _play_order(view: PlayerView) -> list[int]:
    """The active seats in the order they play to a trick this seat leads."""
    players = view.players
    seats = [(view.seat + offset) % players for offset in range(players)]
    return [seat for seat in seats if seat not in view.sitting_out]


def _low_from_short_suit(hand: Sequence[Card], card: Card, trump: Suit) -> bool:
    """Whether ``card`` is the lowest held card of the shortest off suit held, and the hand
    keeps a higher card."""
    suits = suit_table(trump)
    suit = suits[card.code]
    length = {held_suit: sum(1 for held in hand if suits[held.code] is held_suit)
              for held_suit in {suits[held.code] for held in hand} if held_suit is not trump}
    same = [held for held in hand if suits[held.code] is suit]
    return (length[suit] == min(length.values())
            and card.rank == min(held.rank for held in same)
            and any(keep_value(held, trump) > keep_value(card, trump) for held in hand))


def _describe_follow(view: PlayerView, card: Card) -> list[Reason]:
    trump = view.trump
    assert trump is not None
    suits = suit_table(trump)
    led = suits[view.trick[0][1].code]
    assert led is not None
    strengths = strength_table(trump, led)
    ties = view.rules.identical_cards_possible
    winner = h.current_winner(view)
    assert winner is not None
    best_seat, _, best = winner
    legal = [action.card for action in view.legal_actions if isinstance(action, Play)]
    winners = [held for held in legal if beats(strengths[held.code], best, ties)]
    if card in winners:
        if suits[card.code] is trump and led is not trump:
            trumped = any(suits[played.code] is trump for _, played in view.trick)
            return [Reason(ReasonCode.OVERTRUMP if trumped else ReasonCode.TRUMP_IN)]
        if strengths[card.code] == min(strengths[held.code] for held in winners):
            return [Reason(ReasonCode.WIN_CHEAPLY, {"card": str(card)})]
        return []
    if h.same_team(best_seat, view.seat):
        return [Reason(ReasonCode.PARTNER_WINNING, {"seat": best_seat})]
    if winners:
        if suits[card.code] is not trump and any(suits[held.code] is trump for held in winners):
            return [Reason(ReasonCode.SAVE_TRUMP)]
        return []
    if suits[card.code] is led:
        return [Reason(ReasonCode.CANNOT_WIN)]
    if all(keep_value(card, trump) <= keep_value(held, trump) for held in legal):
        return [Reason(ReasonCode.THROW_OFF_LOW)]
    return []
