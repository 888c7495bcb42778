"""Why an action is refused: the rule that forbids it, in a player's words.

Kept apart from the state machine so that the hot path only asks "is it legal?" and the
words are built only when a player actually tries something illegal.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from euchre_desktop.rules.actions import (
    Action,
    AskPartner,
    ClaimRedeal,
    Decline,
    Discard,
    GiveCard,
    GoAlone,
    IllegalActionError,
    NameTrump,
    OrderUp,
    Pass,
    Play,
    RefuseCard,
)
from euchre_desktop.rules.cards import Card, JokerColour, Rank, Suit, effective_suit, is_left_bower

if TYPE_CHECKING:
    from euchre_desktop.rules.state import GameState

_PHASE_WORDS = {
    "farmers-hand": "a player with a farmer's hand may claim a redeal",
    "dealer-names-suit": "the dealer names a suit for the turned-up joker",
    "bidding-round-1": "the first round of bidding (order up or pass)",
    "bidding-round-2": "the second round of bidding (name a suit or pass)",
    "going-alone": "players say whether they go alone",
    "dealer-discard": "the dealer discards a card",
    "loner-asks": "the loner may ask a partner for a card",
    "partner-gives": "a partner passes a card to the loner",
    "loner-discards": "the loner discards a card",
    "play": "the play of the cards",
}
_PHASE_ACTIONS: dict[str, tuple[type, ...]] = {
    "farmers-hand": (ClaimRedeal, Decline),
    "dealer-names-suit": (NameTrump,),
    "bidding-round-1": (Pass, OrderUp),
    "bidding-round-2": (Pass, NameTrump),
    "going-alone": (GoAlone, Decline),
    "dealer-discard": (Discard,),
    "loner-asks": (AskPartner, Decline),
    "partner-gives": (GiveCard, Decline),
    "loner-discards": (Discard, RefuseCard),
    "play": (Play,),
}


def suit_name(suit: Suit) -> str:
    return suit.name.lower()


def card_name(card: Card) -> str:
    """A card spelt out: "the jack of diamonds", "the Benny", "the 4 of spades (a joker)"."""
    if card.rank is Rank.JOKER:
        return {
            JokerColour.PLAIN: "the Benny",
            JokerColour.RED: "the red Benny",
            JokerColour.BLACK: "the black Benny",
        }[card.joker_colour or JokerColour.PLAIN]
    assert card.suit is not None
    rank_words = {Rank.JACK: "jack", Rank.QUEEN: "queen", Rank.KING: "king", Rank.ACE: "ace"}
    name = f"the {rank_words.get(card.rank, card.rank.label)} of {suit_name(card.suit)}"
    return f"{name} (a joker)" if card.is_joker else name


def why_illegal(state: GameState, action: Action) -> IllegalActionError:
    """The error to raise for ``action``, which ``state.legal_actions()`` does not hold."""
    if state.is_over:
        return IllegalActionError("The match is over: start a new one.", "match-over")
    phase = state.phase.value
    if not isinstance(action, _PHASE_ACTIONS[phase]):
        return IllegalActionError(
            f"That is not a move for now: this is {_PHASE_WORDS[phase]}.", "wrong-phase"
        )
    turn = state.turn
    assert turn is not None
    if isinstance(action, (Play, Discard, GiveCard)) and action.card not in state.hands[turn]:
        return IllegalActionError(f"You do not hold {card_name(action.card)}.", "not-in-hand")
    if isinstance(action, Play):
        return _must_follow_suit(state, action.card)
    if isinstance(action, Pass):
        if phase == "bidding-round-2":
            return IllegalActionError(
                "Stick the dealer: everyone else passed twice, so the dealer must name trump.",
                "stick-the-dealer",
            )
        return IllegalActionError(
            "A joker was turned up and under this table's rule the dealer may not pass: "
            "the dealer must take it up.",
            "dealer-must-take-joker",
        )
    if isinstance(action, OrderUp):
        return IllegalActionError(
            "Dealer must hold trump: once everyone else has passed, the dealer may take up "
            "only while holding a trump of that suit (the left bower does not count).",
            "dealer-must-hold-trump",
        )
    if isinstance(action, NameTrump) and state.bid_suit is not None:
        return IllegalActionError(
            f"{suit_name(state.bid_suit).capitalize()} were turned down in the first round: "
            "name one of the other three suits.",
            "suit-turned-down",
        )
    if isinstance(action, AskPartner):
        return IllegalActionError(
            "A loner may ask only one of their own partners for a card.", "ask-own-partner"
        )
    if isinstance(action, Decline):
        return IllegalActionError(
            "A partner who is asked for a card must give one.", "must-give-card"
        )
    return IllegalActionError(
        f"That is not allowed now: this is {_PHASE_WORDS[phase]}.", "not-allowed"
    )


def _must_follow_suit(state: GameState, card: Card) -> IllegalActionError:
    trump = state.trump
    led_card = state.trick[0][1]
    led = effective_suit(led_card, trump)
    assert led is not None and trump is not None and state.turn is not None
    followers = [c for c in state.hands[state.turn] if effective_suit(c, trump) is led]
    led_words = f"{suit_name(led).capitalize()} {'(trump) ' if led is trump else ''}were led"
    if is_left_bower(card, trump) and card.suit is led:
        return IllegalActionError(
            f"{card_name(card).capitalize()} is the left bower: while {suit_name(trump)} are "
            f"trump it counts as one of the {suit_name(trump)}, not the {suit_name(led)}. "
            f"{led_words} and you hold one, so you must follow suit.",
            "left-bower-is-trump",
        )
    special = [c for c in followers if c.is_joker or is_left_bower(c, trump)]
    if led is trump and special:
        return IllegalActionError(
            f"{led_words} and you must follow suit: {card_name(special[0])} counts as trump.",
            "left-bower-is-trump",
        )
    return IllegalActionError(
        f"{led_words} and you hold one of the {suit_name(led)}, so you must follow suit.",
        "must-follow-suit",
    )
