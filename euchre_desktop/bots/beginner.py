"""The Beginner bot: plausible but loose play for new players.

It counts trumps rather than weighing them (orders up with three, or two with a bower, and
never minds whom the up-card helps), goes alone too readily (four trumps, or both bowers and
one more), forgets which cards have gone, plays high when it can win and low when it cannot
(even over a partner), and now and then does something a little random, so it is beatable
without looking silly.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence

from euchre_desktop.bots import heuristics as h
from euchre_desktop.bots.base import Decision, Level, Reason, ReasonCode
from euchre_desktop.rules.actions import (
    CLAIM_REDEAL,
    DECLINE,
    DISCARD,
    GIVE_CARD,
    GO_ALONE,
    ORDER_UP,
    PASS,
    PLAY,
    Action,
    AskPartner,
    Discard,
    NameTrump,
    Play,
)
from euchre_desktop.rules.cards import Card, Rank, Suit, strength_table, suit_table, trump_strength
from euchre_desktop.rules.phase import Phase
from euchre_desktop.rules.tricks import beats
from euchre_desktop.rules.view import PlayerView

WHIM = 0.2  # how often the beginner bends its own rule


def _decision(action: Action, code: ReasonCode, **params: float | int | str) -> Decision:
    return Decision(action=action, reasons=(Reason(code, dict(params)),))


def _card_value(card: Card, trump: Suit | None) -> int:
    """Trumps above everything, else printed rank."""
    if trump is not None:
        strength = trump_strength(card, trump)
        if strength:
            return strength
    return int(card.rank)


class BeginnerBot:
    """Simple thresholds and a little chance."""

    level = Level.BEGINNER

    def choose(self, view: PlayerView, rng: random.Random) -> Decision:
        legal = view.legal_actions
        if not legal:
            raise ValueError(f"seat {view.seat} is not the seat to act")
        if len(legal) == 1:
            return _decision(legal[0], ReasonCode.ONLY_LEGAL_MOVE)
        return _HANDLERS[view.phase](view, rng)


def _farmers_hand(view: PlayerView, rng: random.Random) -> Decision:
    return _decision(CLAIM_REDEAL, ReasonCode.FARMERS_HAND)


def _name_for_joker(view: PlayerView, rng: random.Random) -> Decision:
    """Blind, any suit; having seen the hand (for a farmer's hand), the most trumps."""
    if not view.hand:
        return _decision(rng.choice(view.legal_actions), ReasonCode.NAME_BLIND)
    names = [action for action in view.legal_actions if isinstance(action, NameTrump)]
    counts = {action: h.trump_count(view.hand, action.suit) for action in names}
    best = max(names, key=lambda action: (counts[action], rng.random()))
    return _decision(best, ReasonCode.TRUMP_STRENGTH, trumps=counts[best])


def _bid_hand(view: PlayerView) -> list[Card]:
    hand = list(view.hand)
    if view.seat == view.dealer and view.phase is Phase.BIDDING_ROUND_1:
        hand.append(view.up_card)
    return hand


def _round_one(view: PlayerView, rng: random.Random) -> Decision:
    trump = view.bid_suit
    assert trump is not None
    hand = _bid_hand(view)
    trumps = h.trump_count(hand, trump)
    bower = any(card.rank is Rank.JACK and h.is_trump(card, trump) for card in hand)
    needed = 2 if bower or rng.random() < WHIM else 3
    if trumps >= needed:
        return _decision(ORDER_UP, ReasonCode.TRUMP_STRENGTH, trumps=trumps)
    return _decision(PASS, ReasonCode.WEAK_HAND_PASS, trumps=trumps)


def _round_two(view: PlayerView, rng: random.Random) -> Decision:
    names = [action for action in view.legal_actions if isinstance(action, NameTrump)]
    counts = {action: h.trump_count(view.hand, action.suit) for action in names}
    best = max(names, key=lambda action: (counts[action], rng.random()))
    if counts[best] >= 3 or PASS not in view.legal_actions:
        code = ReasonCode.TRUMP_STRENGTH if counts[best] >= 3 else ReasonCode.STICK_THE_DEALER
        return _decision(best, code, trumps=counts[best])
    return _decision(PASS, ReasonCode.WEAK_HAND_PASS, trumps=counts[best])


def _going_alone(view: PlayerView, rng: random.Random) -> Decision:
    trump, maker = view.trump, view.maker
    assert trump is not None and maker is not None
    trumps = h.trump_count(view.hand, trump)
    bowers = sum(1 for card in view.hand if card.rank is Rank.JACK and h.is_trump(card, trump))
    if h.same_team(view.seat, maker) and (trumps >= 4 or (trumps == 3 and bowers == 2)):
        return _decision(GO_ALONE, ReasonCode.LONE_HAND_STRENGTH, trumps=trumps)
    return _decision(DECLINE, ReasonCode.PARTNER_CAN_HELP, trumps=trumps)


def _discard(view: PlayerView, rng: random.Random) -> Decision:
    """Shed the lowest card; a railroading loner always takes the offered card."""
    hand = [action.card for action in view.legal_actions if isinstance(action, Discard)]
    card = min(hand, key=lambda card: _card_value(card, view.trump))
    return _decision(DISCARD[card], ReasonCode.SHED_LOW_CARD, card=str(card))


def _loner_asks(view: PlayerView, rng: random.Random) -> Decision:
    asks = [action for action in view.legal_actions if isinstance(action, AskPartner)]
    ask = rng.choice(asks)
    return _decision(ask, ReasonCode.ASK_FOR_CARD, seat=ask.seat)


def _partner_gives(view: PlayerView, rng: random.Random) -> Decision:
    card = max(view.hand, key=lambda card: _card_value(card, view.trump))
    return _decision(GIVE_CARD[card], ReasonCode.GIVE_BEST_CARD, card=str(card))


def _play(view: PlayerView, rng: random.Random) -> Decision:
    trump = view.trump
    assert trump is not None
    cards = [action.card for action in view.legal_actions if isinstance(action, Play)]
    if rng.random() < WHIM:
        card = rng.choice(cards)
        return _decision(PLAY[card], ReasonCode.FOLLOW_SUIT, card=str(card))
    if not view.trick:
        card = max(cards, key=lambda card: _card_value(card, trump))
        code = ReasonCode.PULL_TRUMP if h.is_trump(card, trump) else ReasonCode.LEAD_OFF_ACE
        return _decision(PLAY[card], code, card=str(card))
    winner = h.current_winner(view)
    assert winner is not None
    led = suit_table(trump)[view.trick[0][1].code]
    assert led is not None
    strengths = strength_table(trump, led)
    ties = view.rules.identical_cards_possible
    winning = [card for card in cards if beats(strengths[card.code], winner[2], ties)]
    if winning:
        card = max(winning, key=lambda card: strengths[card.code])
        return _decision(PLAY[card], _winning_reason(card, winning, strengths, trump, led,
                                                     winner[1]), card=str(card))
    card = _low(cards, trump)
    return _decision(PLAY[card], ReasonCode.CANNOT_WIN, card=str(card))


def _winning_reason(card: Card, winning: Sequence[Card], strengths: Sequence[int],
                    trump: Suit, led: Suit, best: Card) -> ReasonCode:
    """The true reason for playing ``card``, the highest of the ``winning`` cards: it wins
    cheaply only when no lower card would win too."""
    if all(strengths[other.code] >= strengths[card.code] for other in winning):
        return ReasonCode.WIN_CHEAPLY
    if h.is_trump(card, trump) and led is not trump:
        return ReasonCode.OVERTRUMP if h.is_trump(best, trump) else ReasonCode.TRUMP_IN
    return ReasonCode.FOLLOW_SUIT


def _low(cards: Sequence[Card], trump: Suit) -> Card:
    return min(cards, key=lambda card: _card_value(card, trump))


_HANDLERS: dict[Phase, Callable[[PlayerView, random.Random], Decision]] = {
    Phase.FARMERS_HAND: _farmers_hand,
    Phase.DEALER_NAMES_SUIT: _name_for_joker,
    Phase.BIDDING_ROUND_1: _round_one,
    Phase.BIDDING_ROUND_2: _round_two,
    Phase.GOING_ALONE: _going_alone,
    Phase.DEALER_DISCARD: _discard,
    Phase.LONER_ASKS: _loner_asks,
    Phase.PARTNER_GIVES: _partner_gives,
    Phase.LONER_DISCARDS: _discard,
    Phase.PLAY: _play,
}
