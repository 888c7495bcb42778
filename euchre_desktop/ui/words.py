"""Every game word the table shows, translated: suits, cards, seats, actions, outcomes,
the coach's reasons and why a move is refused.

Strings go through ``QCoreApplication.translate`` with the context "Words" so that one
translation file covers them; whole sentences carry ``{placeholders}`` so that translators
can reorder them.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QLocale, QObject

from euchre_desktop.bots.base import Reason, ReasonCode
from euchre_desktop.bots.coach import Confidence
from euchre_desktop.bots.commentary import Note, NoteCode
from euchre_desktop.bots.standard import keep_value
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
from euchre_desktop.rules.cards import Card, JokerColour, Rank, Suit
from euchre_desktop.rules.events import HandOutcome
from euchre_desktop.rules.phase import Phase
from euchre_desktop.rules.view import PlayerView

# --- suits and cards ----------------------------------------------------------------------


def suit_name(suit: Suit) -> str:
    """The suit as a label or a spoken bid: "Hearts"."""
    return {
        Suit.CLUBS: QCoreApplication.translate("Words", "Clubs"),
        Suit.DIAMONDS: QCoreApplication.translate("Words", "Diamonds"),
        Suit.HEARTS: QCoreApplication.translate("Words", "Hearts"),
        Suit.SPADES: QCoreApplication.translate("Words", "Spades"),
    }[suit]


def suit_plural(suit: Suit) -> str:
    """The suit inside a sentence: "hearts"."""
    return {
        Suit.CLUBS: QCoreApplication.translate("Words", "clubs"),
        Suit.DIAMONDS: QCoreApplication.translate("Words", "diamonds"),
        Suit.HEARTS: QCoreApplication.translate("Words", "hearts"),
        Suit.SPADES: QCoreApplication.translate("Words", "spades"),
    }[suit]


def suit_singular(suit: Suit) -> str:
    """One card's suit inside a sentence: "a heart"."""
    return {
        Suit.CLUBS: QCoreApplication.translate("Words", "club"),
        Suit.DIAMONDS: QCoreApplication.translate("Words", "diamond"),
        Suit.HEARTS: QCoreApplication.translate("Words", "heart"),
        Suit.SPADES: QCoreApplication.translate("Words", "spade"),
    }[suit]


def _suit_in_card_name(suit: Suit) -> str:
    """The suit as a card's name says it: "hearts" in "jack of hearts" (French says it in
    the singular, "valet de cœur", where a sentence says "vos cœurs")."""
    return {
        Suit.CLUBS: QCoreApplication.translate("Words", "clubs", "in a card's name"),
        Suit.DIAMONDS: QCoreApplication.translate("Words", "diamonds", "in a card's name"),
        Suit.HEARTS: QCoreApplication.translate("Words", "hearts", "in a card's name"),
        Suit.SPADES: QCoreApplication.translate("Words", "spades", "in a card's name"),
    }[suit]


def _rank_word(rank: Rank) -> str:
    words = {
        Rank.JACK: QCoreApplication.translate("Words", "jack"),
        Rank.QUEEN: QCoreApplication.translate("Words", "queen"),
        Rank.KING: QCoreApplication.translate("Words", "king"),
        Rank.ACE: QCoreApplication.translate("Words", "ace"),
    }
    return words.get(rank, rank.label)


def _benny_name(card: Card) -> str:
    return {
        JokerColour.PLAIN: QCoreApplication.translate("Words", "the Benny"),
        JokerColour.RED: QCoreApplication.translate("Words", "the red Benny"),
        JokerColour.BLACK: QCoreApplication.translate("Words", "the black Benny"),
    }[card.joker_colour or JokerColour.PLAIN]


def card_name(card: Card) -> str:
    """A card spelt out: "jack of diamonds", "the Benny", "4 of spades (joker)"."""
    if card.rank is Rank.JOKER:
        return _benny_name(card)
    assert card.suit is not None
    name = QCoreApplication.translate("Words", "{rank} of {suit}").format(
        rank=_rank_word(card.rank), suit=_suit_in_card_name(card.suit)
    )
    if card.is_joker:
        return QCoreApplication.translate("Words", "{card} (joker)").format(card=name)
    return name


def card_short(card: Card) -> str:
    """A card in a few characters: "J♥", "10♠"; a Benny is "Benny"."""
    if card.rank is Rank.JOKER:
        return {
            JokerColour.PLAIN: QCoreApplication.translate("Words", "Benny"),
            JokerColour.RED: QCoreApplication.translate("Words", "red Benny"),
            JokerColour.BLACK: QCoreApplication.translate("Words", "black Benny"),
        }[card.joker_colour or JokerColour.PLAIN]
    assert card.suit is not None
    return rank_letter(card.rank) + card.suit.symbol


def rank_letter(rank: Rank) -> str:
    """A rank as a card's corner shows it, in the player's language (a queen is D in
    French and German)."""
    letters = {
        Rank.JACK: QCoreApplication.translate("Words", "J", "jack, one letter"),
        Rank.QUEEN: QCoreApplication.translate("Words", "Q", "queen, one letter"),
        Rank.KING: QCoreApplication.translate("Words", "K", "king, one letter"),
        Rank.ACE: QCoreApplication.translate("Words", "A", "ace, one letter"),
    }
    return letters.get(rank, rank.label)


# --- seats and teams ------------------------------------------------------------------------


def seat_name(seat: int, viewer: int, players: int) -> str:
    """A seat as the viewer sees it round the table, clockwise from the viewer at the bottom:
    "You", "West", "North", "East"; with six, "Left", "Far left", "Across"..."""
    offset = (seat - viewer) % players
    if offset == 0:
        return QCoreApplication.translate("Words", "You")
    if players == 4:
        return (
            QCoreApplication.translate("Words", "West"),
            QCoreApplication.translate("Words", "North"),
            QCoreApplication.translate("Words", "East"),
        )[offset - 1]
    return (
        QCoreApplication.translate("Words", "Left"),
        QCoreApplication.translate("Words", "Far left"),
        QCoreApplication.translate("Words", "Across"),
        QCoreApplication.translate("Words", "Far right"),
        QCoreApplication.translate("Words", "Right"),
    )[offset - 1]


def seat_names(viewer: int, players: int) -> list[str]:
    """``seat_name`` for every seat, indexed by seat."""
    return [seat_name(seat, viewer, players) for seat in range(players)]


def team_name(team: int, our_team: int = 0) -> str:
    """ "Us" or "Them", from the human's side of the table."""
    return (
        QCoreApplication.translate("Words", "Us")
        if team == our_team
        else QCoreApplication.translate("Words", "Them")
    )


# --- outcomes -------------------------------------------------------------------------------


def outcome_name(outcome: HandOutcome) -> str:
    """The result of a hand in a word or two: "March", "Euchred"."""
    return {
        HandOutcome.MADE: QCoreApplication.translate("Words", "Made"),
        HandOutcome.MARCH: QCoreApplication.translate("Words", "March"),
        HandOutcome.LONE_MARCH: QCoreApplication.translate("Words", "Lone march"),
        HandOutcome.EUCHRED: QCoreApplication.translate("Words", "Euchred"),
        HandOutcome.LONE_EUCHRE: QCoreApplication.translate("Words", "Lone euchre"),
        HandOutcome.SUPER_EUCHRE: QCoreApplication.translate("Words", "Super euchre"),
    }[outcome]


def points_text(points: int) -> str:
    """ "1 point", "4 points", with the language's plural forms."""
    return _COUNTED.points(points)


# --- numbers ----------------------------------------------------------------------------------


class Words(QObject):
    """The phrases that hold a count, each with the plural forms of the player's language.

    They are methods because lupdate finds plural forms (``%n``) only in ``self.tr`` calls;
    the class's name makes their translation context "Words", as for every other word here.
    """

    def points(self, points: int) -> str:
        return self.tr("%n point(s)", "", points)

    def best_over_samples(self, points: str, samples: int) -> str:
        return self.tr("Best expected result: {points} points, over %Ln sampled deal(s).", "",
                       samples).format(points=points)


    def clearly_best(self, points: str, deals: int) -> str:
        return self.tr("Clearly best: {points} points ahead over %Ln sampled deal(s).", "",
                       deals).format(points=points)

    def probably_best(self, points: str, deals: int) -> str:
        return self.tr("Probably best: {points} points ahead over %Ln sampled deal(s).", "",
                       deals).format(points=points)

    def close_call(self, points: str, deals: int) -> str:
        return self.tr("Close call: within {points} points over %Ln sampled deal(s).", "",
                       deals).format(points=points)

    def tie_of_two(self, points: str, deals: int) -> str:
        return self.tr("Close call: both about {points} points over %Ln sampled deal(s).", "",
                       deals).format(points=points)

    def tie_of_many(self, points: str, options: int, deals: int) -> str:
        return self.tr("Close call: the first {options} options are all about {points} points "
                       "over %Ln sampled deal(s).", "", deals).format(points=points,
                                                                      options=options)

    def equal_choices(self, deals: int) -> str:
        return self.tr("Equal choices: the same result in all %Ln sampled deal(s).", "", deals)

    def same_so_far(self, deals: int) -> str:
        return self.tr("Close call: the same result in all %Ln sampled deal(s), too few to be "
                       "sure the choices are equal.", "", deals)

    def few_deals(self, deals: int) -> str:
        return self.tr("Unsure: only %Ln sampled deal(s) could be worked out in time.", "",
                       deals)


_COUNTED = Words()

MINUS = "\u2212"
"""The minus sign of a signed figure: wider than a hyphen, the width of a plus."""


SHOWN_PLACES = 2
"""Decimal places of the expected points the table shows."""


def decimal(value: float, places: int = SHOWN_PLACES) -> str:
    """A number as the player's locale writes it: "0.18" in English, "0,18" in French."""
    return QLocale().toString(float(value), "f", places)


def signed_decimal(value: float, places: int = SHOWN_PLACES) -> str:
    """A gain or loss with its sign always shown: "+0.85", "−0,18"; zero has no sign."""
    if round(abs(value), places) == 0:
        return decimal(0.0, places)
    return ("+" if value > 0 else MINUS) + decimal(abs(value), places)


def ranked_options(values: Mapping[Action, float], view: PlayerView,
                   first: Sequence[Action] = ()) -> list[tuple[Action, float]]:
    """The options with their values, best first as the player reads them: ``first`` in
    their order, then by the value as shown (``SHOWN_PLACES``), and among values shown alike
    the cheaper card first, as the coach advises (other options keep their legal order).
    Sorted by values past what is shown, three hearts all shown at −1.04 read 10, 7, 9."""
    legal = {action: place for place, action in enumerate(dict.fromkeys(view.legal_actions))}
    trump = view.trump

    def order(action: Action) -> tuple[int, float, float, int]:
        cheapness = 0.0
        if trump is not None and isinstance(action, Play | Discard):
            cheapness = keep_value(action.card, trump)
        leading = first.index(action) if action in first else len(first)
        shown = round(values[action], SHOWN_PLACES)
        return (leading, -shown, cheapness, legal.get(action, len(legal)))

    return [(action, values[action]) for action in sorted(values, key=order)]


# --- actions ----------------------------------------------------------------------------------


def is_next(suit: Suit, view: PlayerView) -> bool:
    """Whether naming ``suit`` in round two is "next": the other suit of the turned-down
    card's colour."""
    turned = view.bid_suit if view.up_card.is_joker else view.up_card.suit
    return view.phase is Phase.BIDDING_ROUND_2 and turned is not None and suit is turned.partner


def _name_of(seat: int, view: PlayerView, names: Sequence[str] | None) -> str:
    if names is not None and seat < len(names):
        return names[seat]
    return seat_name(seat, view.seat, view.players)


def action_label(action: Action, view: PlayerView, names: Sequence[str] | None = None) -> str:
    """What a button (or the coach) calls ``action`` for the seat of ``view`` right now."""
    dealer = view.seat == view.dealer
    if isinstance(action, Pass):
        if dealer and view.phase is Phase.BIDDING_ROUND_1:
            return QCoreApplication.translate("Words", "Turn it down")
        return QCoreApplication.translate("Words", "Pass")
    if isinstance(action, OrderUp):
        return (
            QCoreApplication.translate("Words", "Take it up")
            if dealer
            else QCoreApplication.translate("Words", "Order up")
        )
    if isinstance(action, NameTrump):
        if is_next(action.suit, view):
            return QCoreApplication.translate("Words", "{suit} (next)").format(
                suit=suit_name(action.suit)
            )
        return suit_name(action.suit)
    if isinstance(action, GoAlone):
        if view.maker is not None and view.maker % 2 != view.seat % 2:
            return QCoreApplication.translate("Words", "Defend alone")
        return QCoreApplication.translate("Words", "Go alone")
    if isinstance(action, Decline):
        return _decline_label(view)
    if isinstance(action, ClaimRedeal):
        return QCoreApplication.translate("Words", "Farmer's hand: redeal")
    if isinstance(action, AskPartner):
        return QCoreApplication.translate("Words", "Ask {seat}").format(
            seat=_name_of(action.seat, view, names)
        )
    if isinstance(action, RefuseCard):
        return QCoreApplication.translate("Words", "Refuse the card")
    if isinstance(action, Play):
        return QCoreApplication.translate("Words", "Play {card}").format(
            card=card_short(action.card)
        )
    if isinstance(action, Discard):
        return QCoreApplication.translate("Words", "Discard {card}").format(
            card=card_short(action.card)
        )
    assert isinstance(action, GiveCard)
    return QCoreApplication.translate("Words", "Give {card}").format(card=card_short(action.card))


def _decline_label(view: PlayerView) -> str:
    if view.phase is Phase.FARMERS_HAND:
        return QCoreApplication.translate("Words", "Keep hand")
    if view.phase is Phase.LONER_ASKS:
        return QCoreApplication.translate("Words", "Don't ask")
    if view.phase is Phase.PARTNER_GIVES:
        return QCoreApplication.translate("Words", "Don't offer")
    if view.players == 6:
        return QCoreApplication.translate("Words", "Play with partners")
    return QCoreApplication.translate("Words", "Play with partner")


# --- the coach's reasons ----------------------------------------------------------------------

# Sentences without numbers; marked for translation here, translated when shown.
_REASON_SOURCES: dict[ReasonCode, object] = {  # QT_TRANSLATE_NOOP is typed as object
    ReasonCode.UP_CARD_HELPS_DEALER: QT_TRANSLATE_NOOP(
        "Words", "The up-card goes to your side's dealer: it strengthens you."
    ),
    ReasonCode.UP_CARD_HELPS_OPPONENTS: QT_TRANSLATE_NOOP(
        "Words", "Ordering up would hand the up-card to the opposing dealer."
    ),
    ReasonCode.NEXT_SUIT: QT_TRANSLATE_NOOP(
        "Words", "Name next: the suit of the turned-down card's colour."
    ),
    ReasonCode.WEAK_HAND_PASS: QT_TRANSLATE_NOOP(
        "Words", "Too few sure tricks to make trump: pass."
    ),
    ReasonCode.STICK_THE_DEALER: QT_TRANSLATE_NOOP(
        "Words", "Stick the dealer: everyone passed, so the dealer must name."
    ),
    ReasonCode.LONE_HAND_STRENGTH: QT_TRANSLATE_NOOP(
        "Words", "Strong enough to take all five tricks alone."
    ),
    ReasonCode.PARTNER_CAN_HELP: QT_TRANSLATE_NOOP(
        "Words", "Your partner's cards will help: play together."
    ),
    ReasonCode.DEFEND_ALONE: QT_TRANSLATE_NOOP(
        "Words", "Defending alone can earn the lone defender's bonus."
    ),
    ReasonCode.FARMERS_HAND: QT_TRANSLATE_NOOP(
        "Words", "Only nines and tens: claim the farmer's hand and redeal."
    ),
    ReasonCode.MAKE_A_VOID: QT_TRANSLATE_NOOP(
        "Words", "Empty a suit, so that you can trump it later."
    ),
    ReasonCode.KEEP_THE_BOWER: QT_TRANSLATE_NOOP(
        "Words", "Keep the bower: it is one of the highest trumps."
    ),
    ReasonCode.SHED_LOW_CARD: QT_TRANSLATE_NOOP(
        "Words", "Get rid of a low card that is unlikely to win a trick."
    ),
    ReasonCode.GIVE_BEST_CARD: QT_TRANSLATE_NOOP("Words", "Give the loner your best card."),
    ReasonCode.PARTNER_WINNING: QT_TRANSLATE_NOOP(
        "Words", "Your partner is already winning this trick."
    ),
    ReasonCode.LEAD_OFF_ACE: QT_TRANSLATE_NOOP(
        "Words", "Lead an off-suit ace: it wins unless someone trumps it."
    ),
    ReasonCode.LEAD_THROUGH_MAKER: QT_TRANSLATE_NOOP(
        "Words", "Lead through the maker: they must play next, before your partner."
    ),
    ReasonCode.TRUMP_IN: QT_TRANSLATE_NOOP(
        "Words", "You cannot follow suit: trump in to win the trick."
    ),
    ReasonCode.OVERTRUMP: QT_TRANSLATE_NOOP(
        "Words", "Play a higher trump than the one already in the trick."
    ),
    ReasonCode.WIN_CHEAPLY: QT_TRANSLATE_NOOP(
        "Words", "Win the trick with the lowest card that does it."
    ),
    ReasonCode.THROW_OFF_LOW: QT_TRANSLATE_NOOP(
        "Words", "You cannot win this trick: throw off your lowest card."
    ),
    ReasonCode.CANNOT_WIN: QT_TRANSLATE_NOOP("Words", "No card you may play can win this trick."),
    ReasonCode.FOLLOW_SUIT: QT_TRANSLATE_NOOP("Words", "You must follow the suit that was led."),
    ReasonCode.LAST_TRICKS_SURE: QT_TRANSLATE_NOOP(
        "Words", "The remaining tricks are sure: play them in any order."
    ),
    ReasonCode.ONLY_LEGAL_MOVE: QT_TRANSLATE_NOOP(
        "Words", "This is the only move the rules allow."
    ),
    ReasonCode.FALLBACK: QT_TRANSLATE_NOOP(
        "Words", "No decision in time: a safe legal move was made."
    ),
    ReasonCode.PLAYS_TO_SCORE: QT_TRANSLATE_NOOP(
        "Words", "Playing to the score: this near the end, the match counts, not the points."
    ),
    ReasonCode.NAME_BLIND: QT_TRANSLATE_NOOP(
        "Words", "The dealer names trump before seeing the hand: any suit is a guess."
    ),
    ReasonCode.ASK_FOR_CARD: QT_TRANSLATE_NOOP(
        "Words", "Ask a partner for their best card to strengthen the lone hand."
    ),
    ReasonCode.TAKE_OFFERED_CARD: QT_TRANSLATE_NOOP(
        "Words", "Take your partner's card: it is likely better than your worst."
    ),
    ReasonCode.REFUSE_OFFERED_CARD: QT_TRANSLATE_NOOP(
        "Words", "Your hand is already strong: refuse the offered card."
    ),
    ReasonCode.LEAD_LOW: QT_TRANSLATE_NOOP(
        "Words", "Lead a low card from a short suit and keep your winners."
    ),
    ReasonCode.PARTNER_CAN_TRUMP: QT_TRANSLATE_NOOP(
        "Words", "Lead a suit your partner has shown out of: they can trump it."
    ),
    ReasonCode.KEEP_HIGH_CARD: QT_TRANSLATE_NOOP(
        "Words", "Giving up a higher card does not clearly score more here: keep it."
    ),
    ReasonCode.RULE_OF_THUMB: QT_TRANSLATE_NOOP(
        "Words", "A club player's habit: the sampled deals do not clearly say otherwise."
    ),
}

# The same reasons naming the card they are about (the "card" parameter).
_REASON_CARD_SOURCES: dict[ReasonCode, object] = {
    ReasonCode.UP_CARD_HELPS_DEALER: QT_TRANSLATE_NOOP(
        "Words", "The up-card, {card}, goes to your side's dealer."
    ),
    ReasonCode.UP_CARD_HELPS_OPPONENTS: QT_TRANSLATE_NOOP(
        "Words", "Ordering up would hand the up-card, {card}, to the opposing dealer."
    ),
    ReasonCode.MAKE_A_VOID: QT_TRANSLATE_NOOP(
        "Words", "Discard {card} to empty its suit, so that you can trump it later."
    ),
    ReasonCode.SHED_LOW_CARD: QT_TRANSLATE_NOOP(
        "Words", "Get rid of {card}, a low card that is unlikely to win a trick."
    ),
    ReasonCode.KEEP_THE_BOWER: QT_TRANSLATE_NOOP(
        "Words", "Keep {card}: a bower, one of the highest trumps."
    ),
    ReasonCode.GIVE_BEST_CARD: QT_TRANSLATE_NOOP("Words", "Give the loner your best card, {card}."),
    ReasonCode.WIN_CHEAPLY: QT_TRANSLATE_NOOP(
        "Words", "{card} is the lowest card that wins this trick."
    ),
    ReasonCode.PULL_TRUMP: QT_TRANSLATE_NOOP(
        "Words", "Lead {card} to draw out the opponents' trumps."
    ),
    ReasonCode.LEAD_OFF_ACE: QT_TRANSLATE_NOOP(
        "Words", "Lead {card}: an off-suit ace wins unless someone trumps it."
    ),
    ReasonCode.LEAD_THROUGH_MAKER: QT_TRANSLATE_NOOP(
        "Words", "Lead {card} through the maker: they must play next, before your partner."
    ),
    ReasonCode.PARTNER_CAN_TRUMP: QT_TRANSLATE_NOOP(
        "Words", "Lead {card}: your partner has shown out of that suit and can trump it."
    ),
    ReasonCode.KEEP_HIGH_CARD: QT_TRANSLATE_NOOP(
        "Words", "Giving up {card} does not clearly score more over these deals: keep it."
    ),
    ReasonCode.LEAD_LOW: QT_TRANSLATE_NOOP(
        "Words", "Lead {card}, a low card from a short suit, and keep your winners."
    ),
    ReasonCode.LAST_TRICKS_SURE: QT_TRANSLATE_NOOP(
        "Words", "The remaining tricks are sure: {card} is as good as any."
    ),
}

# The same reasons naming the seat they are about (the "seat" parameter).
_REASON_SEAT_SOURCES: dict[ReasonCode, object] = {
    ReasonCode.PARTNER_WINNING: QT_TRANSLATE_NOOP(
        "Words", "{seat} is already winning this trick for your side."
    ),
    ReasonCode.ASK_FOR_CARD: QT_TRANSLATE_NOOP(
        "Words", "Ask {seat} for their best card to strengthen the lone hand."
    ),
    ReasonCode.PARTNER_CAN_HELP: QT_TRANSLATE_NOOP(
        "Words", "{seat}'s cards will help: play together."
    ),
}


def _signed(value: float | int | str) -> str:
    if isinstance(value, (int, float)):
        return signed_decimal(value)
    return str(value)


def _trump_words(view: PlayerView | None) -> str:
    if view is not None and view.trump is not None:
        return suit_plural(view.trump)
    return QCoreApplication.translate("Words", "trumps")


def _card_param(params: dict[str, float | int | str]) -> str | None:
    """The short name of the "card" parameter, if it names a card."""
    try:
        return card_short(Card.parse(str(params["card"])))
    except (KeyError, ValueError):
        return None


def _seat_param(params: dict[str, float | int | str], view: PlayerView | None) -> str | None:
    seat = params.get("seat")
    if view is None or not isinstance(seat, int) or not 0 <= seat < view.players:
        return None
    return seat_name(seat, view.seat, view.players)


def _suit_param(params: dict[str, float | int | str]) -> str | None:
    try:
        return suit_plural(Suit.from_letter(str(params["suit"])))
    except (KeyError, ValueError):
        return None


def reason_sentence(reason: Reason, view: PlayerView | None = None) -> str:
    """The coach's reason as a translated sentence, naming its cards, seats and numbers
    where it has them; missing or unknown parameters are tolerated."""
    params = reason.params
    code = reason.code
    if code is ReasonCode.TRUMP_STRENGTH:
        if "trumps" in params:
            return QCoreApplication.translate(
                "Words", "Strong enough to make trump: trumps {trumps}, bowers {bowers}."
            ).format(trumps=params["trumps"], bowers=params.get("bowers", 0))
        return QCoreApplication.translate("Words", "Your hand is strong enough in that suit.")
    if code is ReasonCode.BEST_EXPECTED_POINTS:
        samples = params.get("samples")
        if "points" in params and isinstance(samples, int):
            return _COUNTED.best_over_samples(_signed(params["points"]), samples)
        if "points" in params:
            return QCoreApplication.translate(
                "Words", "Best expected result: {points} points."
            ).format(points=_signed(params["points"]))
        return QCoreApplication.translate("Words", "This gives the best expected result.")
    if code is ReasonCode.SAVE_TRUMP:
        return QCoreApplication.translate(
            "Words", "Save your {trump} for a trick that needs them."
        ).format(trump=_trump_words(view))
    suit = _suit_param(params)
    if code is ReasonCode.NEXT_SUIT and suit is not None:
        return QCoreApplication.translate(
            "Words", "Name next: {suit}, the same colour as the turned-down card."
        ).format(suit=suit)
    card = _card_param(params)
    if card is not None and code in _REASON_CARD_SOURCES:
        source = str(_REASON_CARD_SOURCES[code])
        return QCoreApplication.translate("Words", source).format(card=card)
    seat = _seat_param(params, view)
    if seat is not None and code in _REASON_SEAT_SOURCES:
        source = str(_REASON_SEAT_SOURCES[code])
        return QCoreApplication.translate("Words", source).format(seat=seat)
    if code is ReasonCode.PULL_TRUMP:
        return QCoreApplication.translate(
            "Words", "Lead {trump} to draw out the opponents' trumps."
        ).format(trump=_trump_words(view))
    fixed = _REASON_SOURCES.get(code)
    if fixed is None:
        return QCoreApplication.translate("Words", "A judgement call.")
    return QCoreApplication.translate("Words", str(fixed))


def confidence_sentence(confidence: Confidence, margin: float, samples: int,
                        level: float = 0.0, tied: int = 2) -> str:
    """How sure the coach is, in a learner's words: "Clearly best: 0.42 points ahead over 180
    sampled deals." For a tie, ``tied`` options (the advice and those it is level with) are
    all about ``level`` points. Empty for the only legal move."""
    points = decimal(abs(margin))
    if confidence is Confidence.TIE:
        about = signed_decimal(level, 1)
        if tied <= 2:
            return _COUNTED.tie_of_two(about, samples)
        return _COUNTED.tie_of_many(about, tied, samples)
    if confidence is Confidence.CLEAR:
        return _COUNTED.clearly_best(points, samples)
    if confidence is Confidence.LIKELY:
        return _COUNTED.probably_best(points, samples)
    if confidence is Confidence.CLOSE:
        return _COUNTED.close_call(points, samples)
    if confidence is Confidence.SAME:
        return _COUNTED.equal_choices(samples)
    if confidence is Confidence.SAME_SO_FAR:
        return _COUNTED.same_so_far(samples)
    if confidence is Confidence.FEW_DEALS:
        return _COUNTED.few_deals(samples)
    if confidence is Confidence.RULE_OF_THUMB:
        return QCoreApplication.translate(
            "Words", "No deal could be worked out in time: this is a rule of thumb.")
    if confidence is Confidence.BLIND:
        return QCoreApplication.translate(
            "Words", "Equal choices: with no card of the hand seen, every suit is worth the "
            "same.")
    return ""


# --- the hand log: what every player saw -------------------------------------------------------

# A note about another seat, in the third person: {seat} is its name round the table.
_NOTE_SOURCES: dict[NoteCode, object] = {
    NoteCode.NEW_HAND: QT_TRANSLATE_NOOP("Words", "New hand: {seat} deals, {card} is turned up."),
    NoteCode.PASSED: QT_TRANSLATE_NOOP("Words", "{seat} passed."),
    NoteCode.PASSED_AGAIN: QT_TRANSLATE_NOOP("Words", "{seat} passed again."),
    NoteCode.TURNED_DOWN: QT_TRANSLATE_NOOP("Words", "{seat} turned the {card} down."),
    NoteCode.ORDERED_UP: QT_TRANSLATE_NOOP(
        "Words", "{seat} ordered the {card} up to the other side's dealer: a sign of strength "
        "in {suit}."),
    NoteCode.ASSISTED: QT_TRANSLATE_NOOP(
        "Words", "{seat} ordered the {card} up to their partner, the dealer."),
    NoteCode.TOOK_UP: QT_TRANSLATE_NOOP("Words", "{seat} took the {card} up."),
    NoteCode.NAMED: QT_TRANSLATE_NOOP("Words", "{seat} named {suit}."),
    NoteCode.NAMED_NEXT: QT_TRANSLATE_NOOP(
        "Words", "{seat} named {suit}, next: the turned-down card's colour."),
    NoteCode.STUCK: QT_TRANSLATE_NOOP(
        "Words", "{seat} was stuck as dealer and had to name: {suit}."),
    NoteCode.NAMED_BLIND: QT_TRANSLATE_NOOP("Words", "{seat} named {suit} without looking."),
    NoteCode.DEALER_MAKES: QT_TRANSLATE_NOOP(
        "Words", "The turned-up joker makes {seat}'s side the makers, in {suit}."),
    NoteCode.FARMERS_HAND: QT_TRANSLATE_NOOP(
        "Words", "{seat} claimed a farmer's hand: the cards are dealt again."),
    NoteCode.THROWN_IN: QT_TRANSLATE_NOOP(
        "Words", "Everyone passed twice: the hand is thrown in."),
    NoteCode.WENT_ALONE: QT_TRANSLATE_NOOP(
        "Words", "{seat} goes alone: their partner lays the cards down."),
    NoteCode.FORCED_ALONE: QT_TRANSLATE_NOOP(
        "Words", "{seat} ordered up the partner's card and must play alone."),
    NoteCode.DEFENDS_ALONE: QT_TRANSLATE_NOOP("Words", "{seat} defends alone."),
    NoteCode.DISCARDED: QT_TRANSLATE_NOOP("Words", "{seat} discarded a card face down."),
    NoteCode.ASKED: QT_TRANSLATE_NOOP("Words", "{seat} asked {partner} for a card."),
    NoteCode.GAVE: QT_TRANSLATE_NOOP("Words", "{seat} passed a card face down to {partner}."),
    NoteCode.REFUSED: QT_TRANSLATE_NOOP("Words", "{seat} refused the offered card."),
    NoteCode.LED: QT_TRANSLATE_NOOP("Words", "{seat} led {card}."),
    NoteCode.LED_TRUMP: QT_TRANSLATE_NOOP("Words", "{seat} led a trump, {card}."),
    NoteCode.DREW_TRUMP: QT_TRANSLATE_NOOP(
        "Words", "{seat} led {card}, a trump, to draw the defenders' trumps."),
    NoteCode.LED_ACE: QT_TRANSLATE_NOOP(
        "Words", "{seat} led {card}: an off-suit ace wins unless someone trumps it."),
    NoteCode.FOLLOWED: QT_TRANSLATE_NOOP("Words", "{seat} followed with {card}."),
    NoteCode.TOOK_LEAD: QT_TRANSLATE_NOOP("Words", "{seat} played {card} and leads the trick."),
    NoteCode.UNDER_PARTNER: QT_TRANSLATE_NOOP(
        "Words", "{seat} played {card}, leaving the trick to {partner}."),
    NoteCode.SHOWED_OUT: QT_TRANSLATE_NOOP(
        "Words", "{seat} has no {suit} left and threw off {card}."),
    NoteCode.TRUMPED_IN: QT_TRANSLATE_NOOP(
        "Words", "{seat} has no {suit} left and trumped in with {card}."),
    NoteCode.OVERTRUMPED: QT_TRANSLATE_NOOP(
        "Words", "{seat} has no {suit} left and overtrumped with {card}."),
    NoteCode.WON_TRICK: QT_TRANSLATE_NOOP("Words", "{seat} won trick {trick}."),
    NoteCode.REST_CLAIMED: QT_TRANSLATE_NOOP(
        "Words", "The remaining tricks are certain: the cards are shown and the hand ends."),
}

# The same notes about the player's own seat (codes left out read as the third person).
_OWN_NOTE_SOURCES: dict[NoteCode, object] = {
    NoteCode.NEW_HAND: QT_TRANSLATE_NOOP("Words", "New hand: you deal, {card} is turned up."),
    NoteCode.PASSED: QT_TRANSLATE_NOOP("Words", "You passed."),
    NoteCode.PASSED_AGAIN: QT_TRANSLATE_NOOP("Words", "You passed again."),
    NoteCode.TURNED_DOWN: QT_TRANSLATE_NOOP("Words", "You turned the {card} down."),
    NoteCode.ORDERED_UP: QT_TRANSLATE_NOOP("Words", "You ordered the {card} up."),
    NoteCode.ASSISTED: QT_TRANSLATE_NOOP("Words", "You ordered the {card} up."),
    NoteCode.TOOK_UP: QT_TRANSLATE_NOOP("Words", "You took the {card} up."),
    NoteCode.NAMED: QT_TRANSLATE_NOOP("Words", "You named {suit}."),
    NoteCode.NAMED_NEXT: QT_TRANSLATE_NOOP("Words", "You named {suit}."),
    NoteCode.STUCK: QT_TRANSLATE_NOOP("Words", "You named {suit}."),
    NoteCode.NAMED_BLIND: QT_TRANSLATE_NOOP("Words", "You named {suit}."),
    NoteCode.DEALER_MAKES: QT_TRANSLATE_NOOP(
        "Words", "The turned-up joker makes your side the makers, in {suit}."),
    NoteCode.FARMERS_HAND: QT_TRANSLATE_NOOP("Words", "You claimed a farmer's hand."),
    NoteCode.WENT_ALONE: QT_TRANSLATE_NOOP("Words", "You go alone."),
    NoteCode.FORCED_ALONE: QT_TRANSLATE_NOOP("Words", "You go alone."),
    NoteCode.DEFENDS_ALONE: QT_TRANSLATE_NOOP("Words", "You defend alone."),
    NoteCode.DISCARDED: QT_TRANSLATE_NOOP("Words", "You discarded a card."),
    NoteCode.ASKED: QT_TRANSLATE_NOOP("Words", "You asked {partner} for a card."),
    NoteCode.GAVE: QT_TRANSLATE_NOOP("Words", "You passed a card to {partner}."),
    NoteCode.REFUSED: QT_TRANSLATE_NOOP("Words", "You refused the offered card."),
    NoteCode.LED: QT_TRANSLATE_NOOP("Words", "You led {card}."),
    NoteCode.LED_TRUMP: QT_TRANSLATE_NOOP("Words", "You led {card}."),
    NoteCode.DREW_TRUMP: QT_TRANSLATE_NOOP("Words", "You led {card}."),
    NoteCode.LED_ACE: QT_TRANSLATE_NOOP("Words", "You led {card}."),
    NoteCode.FOLLOWED: QT_TRANSLATE_NOOP("Words", "You played {card}."),
    NoteCode.TOOK_LEAD: QT_TRANSLATE_NOOP("Words", "You played {card}."),
    NoteCode.UNDER_PARTNER: QT_TRANSLATE_NOOP("Words", "You played {card}."),
    NoteCode.SHOWED_OUT: QT_TRANSLATE_NOOP("Words", "You played {card}."),
    NoteCode.TRUMPED_IN: QT_TRANSLATE_NOOP("Words", "You trumped in with {card}."),
    NoteCode.OVERTRUMPED: QT_TRANSLATE_NOOP("Words", "You overtrumped with {card}."),
    NoteCode.WON_TRICK: QT_TRANSLATE_NOOP("Words", "You won trick {trick}."),
}


# Notes about another seat whose partner in the note is the player.
_TO_YOU_NOTE_SOURCES: dict[NoteCode, object] = {
    NoteCode.UNDER_PARTNER: QT_TRANSLATE_NOOP(
        "Words", "{seat} played {card}, leaving the trick to you."),
    NoteCode.ASKED: QT_TRANSLATE_NOOP("Words", "{seat} asked you for a card."),
    NoteCode.GAVE: QT_TRANSLATE_NOOP("Words", "{seat} passed you a card face down."),
}


def note_sentence(note: Note, viewer: int, players: int) -> str:
    """A note of the hand log as a sentence for the player in seat ``viewer``: about another
    seat in the third person ("East took the J♥ up."), about the player as "you"."""
    params = note.params
    if note.seat == viewer and note.code in _OWN_NOTE_SOURCES:
        source = str(_OWN_NOTE_SOURCES[note.code])
    elif params.get("partner") == viewer and note.code in _TO_YOU_NOTE_SOURCES:
        source = str(_TO_YOU_NOTE_SOURCES[note.code])
    else:
        source = str(_NOTE_SOURCES[note.code])
    values: dict[str, str] = {"seat": seat_name(note.seat, viewer, players)}
    if "card" in params:
        values["card"] = card_short(Card.parse(str(params["card"])))
    if "suit" in params:
        values["suit"] = suit_plural(Suit.from_letter(str(params["suit"])))
    partner = params.get("partner")
    if isinstance(partner, int):
        values["partner"] = seat_name(partner, viewer, players)
    if "trick" in params:
        values["trick"] = str(params["trick"])
    return QCoreApplication.translate("Words", source).format(**values)


# --- illegal moves ----------------------------------------------------------------------------

_ILLEGAL_SOURCES: dict[Rule, object] = {  # QT_TRANSLATE_NOOP is typed as object
    Rule.MATCH_OVER: QT_TRANSLATE_NOOP("Words", "The match is over: start a new one."),
    Rule.NOT_YOUR_TURN: QT_TRANSLATE_NOOP("Words", "It is not your turn."),
    Rule.WRONG_PHASE: QT_TRANSLATE_NOOP("Words", "That is not a move for now."),
    Rule.NOT_ALLOWED: QT_TRANSLATE_NOOP("Words", "That is not allowed now."),
    Rule.NOT_IN_HAND: QT_TRANSLATE_NOOP("Words", "You do not hold {card}."),
    Rule.MUST_FOLLOW_SUIT: QT_TRANSLATE_NOOP(
        "Words", "You hold {suit}, the suit led, so you must follow suit."
    ),
    Rule.LEFT_BOWER_IS_TRUMP: QT_TRANSLATE_NOOP(
        "Words", "{card} is the left bower: while {trump} are trump it counts as one of them. "
        "You hold {suit}, the suit led, so you must follow suit."
    ),
    Rule.NO_FARMERS_HAND: QT_TRANSLATE_NOOP(
        "Words", "Only a hand of nines and tens is a farmer's hand."
    ),
    Rule.STICK_THE_DEALER: QT_TRANSLATE_NOOP(
        "Words", "Stick the dealer: the dealer must name trump now."
    ),
    Rule.DEALER_MUST_TAKE_JOKER: QT_TRANSLATE_NOOP(
        "Words", "A joker was turned up: the dealer must take it up."
    ),
    Rule.DEALER_MUST_HOLD_TRUMP: QT_TRANSLATE_NOOP(
        "Words", "The dealer may take it up only holding a trump of that suit."
    ),
    Rule.SUIT_TURNED_DOWN: QT_TRANSLATE_NOOP(
        "Words", "The {suit} were turned down: name one of the other three suits."
    ),
    Rule.ASK_OWN_PARTNER: QT_TRANSLATE_NOOP(
        "Words", "A loner may ask only one of their own partners for a card."
    ),
    Rule.MUST_GIVE_CARD: QT_TRANSLATE_NOOP(
        "Words", "A partner who is asked for a card must give one."
    ),
}
_TRUMP_LED_SOURCE = QT_TRANSLATE_NOOP(
    "Words", "Trump ({trump}) was led and you must follow suit: {card} counts as trump."
)


def illegal_message(error: IllegalActionError) -> str:
    """Why a move is refused, in the user's language, naming the card and suits involved."""
    source = _ILLEGAL_SOURCES[error.rule]
    if error.rule is Rule.LEFT_BOWER_IS_TRUMP and error.suit is error.trump:
        source = _TRUMP_LED_SOURCE  # trump led: the left bower or Benny must follow it
    facts = {
        "card": card_short(error.card) if error.card is not None else "",
        "suit": suit_plural(error.suit) if error.suit is not None else "",
        "trump": suit_plural(error.trump) if error.trump is not None else "",
    }
    return QCoreApplication.translate("Words", str(source)).format(**facts)
