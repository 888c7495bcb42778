"""Why an action is refused: the rule that forbids it and the facts it turns on (the card,
the suit led or turned down, trump), with a plain English message; the table words the rule
and facts in the player's language.

Kept apart from the state machine so that the hot path only asks "is it legal?" and the
explanation is built only when a player actually tries something illegal.
"""

from __future__ import annotations

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
    Rule,
)
from euchre_desktop.rules.cards import Card, Suit, effective_suit, is_left_bower
from euchre_desktop.rules.phase import Phase
from euchre_desktop.rules.view import PlayerView

_PHASE_WORDS = {
    Phase.FARMERS_HAND: "each player in turn may show a farmer's hand for a redeal",
    Phase.DEALER_NAMES_SUIT: "the dealer names a suit for the turned-up joker",
    Phase.BIDDING_ROUND_1: "the first round of bidding (order up or pass)",
    Phase.BIDDING_ROUND_2: "the second round of bidding (name a suit or pass)",
    Phase.GOING_ALONE: "players say whether they go alone",
    Phase.DEALER_DISCARD: "the dealer discards a card",
    Phase.LONER_ASKS: "the loner may ask a partner for a card",
    Phase.PARTNER_GIVES: "a partner passes a card to the loner",
    Phase.LONER_DISCARDS: "the loner discards a card",
    Phase.PLAY: "the play of the cards",
}
_PHASE_ACTIONS: dict[Phase, tuple[type, ...]] = {
    Phase.FARMERS_HAND: (ClaimRedeal, Decline),
    Phase.DEALER_NAMES_SUIT: (NameTrump,),
    Phase.BIDDING_ROUND_1: (Pass, OrderUp),
    Phase.BIDDING_ROUND_2: (Pass, NameTrump),
    Phase.GOING_ALONE: (GoAlone, Decline),
    Phase.DEALER_DISCARD: (Discard,),
    Phase.LONER_ASKS: (AskPartner, Decline),
    Phase.PARTNER_GIVES: (GiveCard, Decline),
    Phase.LONER_DISCARDS: (Discard, RefuseCard),
    Phase.PLAY: (Play,),
}


def _plural(suit: Suit) -> str:
    """A suit in an English sentence, "hearts": the table words it in the player's language
    from the error's facts (``ui/words.py``)."""
    return suit.name.lower()


def why_illegal(seat: PlayerView, action: Action) -> IllegalActionError:
    """The error to raise for ``action``, which the acting ``seat``'s legal actions do not
    hold. Only what that seat can see is needed to say why."""
    if seat.phase is Phase.MATCH_OVER:
        return IllegalActionError("The match is over: start a new one.", Rule.MATCH_OVER)
    phase = seat.phase
    if not isinstance(action, _PHASE_ACTIONS[phase]):
        return IllegalActionError(
            f"That is not a move for now: this is {_PHASE_WORDS[phase]}.", Rule.WRONG_PHASE
        )
    if isinstance(action, (Play, Discard, GiveCard)) and action.card not in seat.hand:
        return IllegalActionError(
            f"You do not hold {action.card}.", Rule.NOT_IN_HAND, card=action.card
        )
    if isinstance(action, Play):
        return _must_follow_suit(seat, action.card)
    if isinstance(action, ClaimRedeal):
        return IllegalActionError(
            "Only a hand of nines and tens is a farmer's hand.", Rule.NO_FARMERS_HAND
        )
    if isinstance(action, Pass):
        if phase is Phase.BIDDING_ROUND_2:
            return IllegalActionError(
                "Stick the dealer: everyone else passed twice, so the dealer must name trump.",
                Rule.STICK_THE_DEALER,
            )
        return IllegalActionError(
            "A joker was turned up and under this table's rule the dealer may not pass: "
            "the dealer must take it up.",
            Rule.DEALER_MUST_TAKE_JOKER,
        )
    if isinstance(action, OrderUp):
        return IllegalActionError(
            "Dealer must hold trump: once everyone else has passed, the dealer may take up "
            "only while holding a trump of that suit (the left bower does not count).",
            Rule.DEALER_MUST_HOLD_TRUMP,
        )
    if isinstance(action, NameTrump) and seat.bid_suit is not None:
        return IllegalActionError(
            f"{_plural(seat.bid_suit).capitalize()} were turned down in the first round: "
            "name one of the other three suits.",
            Rule.SUIT_TURNED_DOWN,
            suit=seat.bid_suit,
        )
    if isinstance(action, AskPartner):
        return IllegalActionError(
            "A loner may ask only one of their own partners for a card.", Rule.ASK_OWN_PARTNER
        )
    if isinstance(action, Decline):
        return IllegalActionError(
            "A partner who is asked for a card must give one.", Rule.MUST_GIVE_CARD
        )
    return IllegalActionError(
        f"That is not allowed now: this is {_PHASE_WORDS[phase]}.", Rule.NOT_ALLOWED
    )


def _must_follow_suit(seat: PlayerView, card: Card) -> IllegalActionError:
    trump = seat.trump
    led_card = seat.trick[0][1]
    led = effective_suit(led_card, trump)
    assert led is not None and trump is not None
    followers = [c for c in seat.hand if effective_suit(c, trump) is led]
    led_words = f"{_plural(led).capitalize()} {'(trump) ' if led is trump else ''}were led"
    if is_left_bower(card, trump) and card.suit is led:
        return IllegalActionError(
            f"{card} is the left bower: while {_plural(trump)} are trump it counts as one of "
            f"the {_plural(trump)}, not the {_plural(led)}. {led_words} and you hold one, so "
            "you must follow suit.",
            Rule.LEFT_BOWER_IS_TRUMP, card=card, suit=led, trump=trump,
        )
    special = [c for c in followers if c.is_joker or is_left_bower(c, trump)]
    if led is trump and special:
        return IllegalActionError(
            f"{led_words} and you must follow suit: {special[0]} counts as trump.",
            Rule.LEFT_BOWER_IS_TRUMP, card=special[0], suit=led, trump=trump,
        )
    return IllegalActionError(
        f"{led_words} and you hold one of the {_plural(led)}, so you must follow suit.",
        Rule.MUST_FOLLOW_SUIT, suit=led, trump=trump,
    )
