"""What the table can tell one player about what just happened: public information only.

``comment(view, events)`` reads the events of one action (events never show a hidden card)
against the viewer's ``PlayerView`` from just before it, and says what every player at the
table saw and may fairly conclude: who bid what, that a card was discarded face down, each
card played and what it shows (a suit the player is out of, a trump-in, a partner left to
win), who took the trick. Nothing is drawn from another seat's hand or a bot's private
reasoning, so a note can never reveal more than the viewer's seat could know.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from enum import Enum

from euchre_desktop.bots import heuristics as h
from euchre_desktop.rules import events as ev
from euchre_desktop.rules.cards import Card, Rank, strength_table, suit_table
from euchre_desktop.rules.record import MatchRecord
from euchre_desktop.rules.state import names_blind, new_match
from euchre_desktop.rules.tricks import beats, winning_play
from euchre_desktop.rules.view import PlayerView


class NoteCode(Enum):
    """What a note says; its subject is ``Note.seat``, its details in ``Note.params``."""

    NEW_HAND = "new-hand"  # card: the up-card (the seat is the dealer)
    PASSED = "passed"
    PASSED_AGAIN = "passed-again"  # in round two
    TURNED_DOWN = "turned-down"  # card: the dealer passed the up-card by
    ORDERED_UP = "ordered-up"  # card, suit: an opponent of the dealer ordered it up
    ASSISTED = "assisted"  # card, suit: the dealer's partner ordered it up
    TOOK_UP = "took-up"  # card: the dealer took it up
    NAMED = "named"  # suit
    NAMED_NEXT = "named-next"  # suit: the other suit of the turned-down card's colour
    STUCK = "stuck"  # suit: everyone passed twice, the dealer had to name
    NAMED_BLIND = "named-blind"  # suit: a dealer named trump before seeing the hand
    DEALER_MAKES = "dealer-makes"  # suit: a turned-up joker made the dealer's team makers
    FARMERS_HAND = "farmers-hand"
    THROWN_IN = "thrown-in"  # everyone passed twice: the hand is dealt again
    WENT_ALONE = "went-alone"
    FORCED_ALONE = "forced-alone"  # the dealer's partner ordered up and must play alone
    DEFENDS_ALONE = "defends-alone"
    DISCARDED = "discarded"  # a card, face down
    ASKED = "asked"  # partner: a loner asked this partner for a card
    GAVE = "gave"  # partner: a card passed face down to the loner
    REFUSED = "refused"  # the loner refused the offered card
    LED = "led"  # card
    LED_TRUMP = "led-trump"  # card: a trump led by a defender
    DREW_TRUMP = "drew-trump"  # card: a trump led by the makers, drawing the others'
    LED_ACE = "led-ace"  # card: an off-suit ace, which wins unless trumped
    FOLLOWED = "followed"  # card: followed suit, not taking the lead
    TOOK_LEAD = "took-lead"  # card: followed suit with a card that wins so far
    UNDER_PARTNER = "under-partner"  # card, partner: followed, leaving the partner to win
    SHOWED_OUT = "showed-out"  # card, suit: could not follow the suit led, threw off
    TRUMPED_IN = "trumped-in"  # card, suit: could not follow and trumped
    OVERTRUMPED = "overtrumped"  # card, suit: trumped higher than a trump already played
    WON_TRICK = "won-trick"  # trick: its number
    REST_CLAIMED = "rest-claimed"  # the remaining tricks were certain: the hand ends at once


@dataclass(frozen=True, slots=True)
class Note:
    """One public fact about ``seat``'s action, for the log of a hand."""

    code: NoteCode
    seat: int
    params: dict[str, int | str] = field(default_factory=dict)


def comment(view: PlayerView, events: Sequence[ev.Event]) -> list[Note]:
    """The notes for the events of one action, read against ``view`` (the viewer's view
    from before the action): only the events and what the view shows publicly are used."""
    notes: list[Note] = []
    trick = list(view.trick)
    up_card = view.up_card
    for event in events:
        if isinstance(event, ev.CardsDealt):
            trick = []
        elif isinstance(event, ev.UpCardTurned):
            up_card = event.card
            notes.append(Note(NoteCode.NEW_HAND, _dealer(events, view),
                              {"card": str(event.card)}))
        elif isinstance(event, ev.CardPlayed):
            notes.append(_play_note(view, trick, event.seat, event.card))
            trick.append((event.seat, event.card))
        elif isinstance(event, ev.RestClaimed):
            notes.append(Note(NoteCode.REST_CLAIMED, view.seat))
        elif isinstance(event, ev.TrickWon):
            notes.append(Note(NoteCode.WON_TRICK, event.seat, {"trick": event.trick_number}))
            trick = []
        else:
            note = _bid_note(view, event, up_card)
            if note is not None:
                notes.append(note)
    return notes


def notes_of_current_hand(record: MatchRecord, seat: int) -> list[Note]:
    """Every note of the hand in progress, replayed from the record for ``seat``: the log
    as it stood, after an undo or when a saved match is opened."""
    state, events = new_match(record.rules, record.seed, setup=record.setup)
    notes = comment(state.view(seat), events)
    for action in record.actions:
        before = state.view(seat)
        state, events = state.apply(action)
        notes += comment(before, events)
        starts = [index for index, note in enumerate(notes) if note.code is NoteCode.NEW_HAND]
        if starts:
            notes = notes[starts[-1]:]
    return notes


def _dealer(events: Sequence[ev.Event], view: PlayerView) -> int:
    dealt = [event.dealer for event in events if isinstance(event, ev.CardsDealt)]
    return dealt[-1] if dealt else view.dealer


def _bid_note(view: PlayerView, event: ev.Event, up_card: Card) -> Note | None:
    """The note for a bid, a going alone, a discard or a card exchange (None for events
    that need none, such as a declined loner)."""
    if isinstance(event, ev.Passed):
        if event.round == 1 and event.seat == view.dealer:
            return Note(NoteCode.TURNED_DOWN, event.seat, {"card": str(up_card)})
        return Note(NoteCode.PASSED if event.round == 1 else NoteCode.PASSED_AGAIN, event.seat)
    if isinstance(event, ev.TrumpMade):
        return _trump_note(view, event, up_card)
    if isinstance(event, ev.TrumpNamedBlind):
        code = NoteCode.NAMED_BLIND if names_blind(view.rules, up_card) else NoteCode.NAMED
        return Note(code, event.seat, {"suit": event.suit.letter})
    if isinstance(event, ev.WentAlone):
        if event.forced:
            return Note(NoteCode.FORCED_ALONE, event.seat)
        maker = view.maker
        if maker is not None and not h.same_team(maker, event.seat):
            return Note(NoteCode.DEFENDS_ALONE, event.seat)
        return Note(NoteCode.WENT_ALONE, event.seat)
    if isinstance(event, ev.CardDiscarded):
        return Note(NoteCode.DISCARDED, event.seat)
    if isinstance(event, ev.CardAskedFor):
        return Note(NoteCode.ASKED, event.seat, {"partner": event.partner})
    if isinstance(event, ev.CardPassed):
        return Note(NoteCode.GAVE, event.giver, {"partner": event.receiver})
    if isinstance(event, ev.CardRefused):
        return Note(NoteCode.REFUSED, event.seat)
    if isinstance(event, ev.FarmersHandClaimed):
        return Note(NoteCode.FARMERS_HAND, event.seat)
    if isinstance(event, ev.HandThrownIn):
        return Note(NoteCode.THROWN_IN, event.dealer)
    return None


def _trump_note(view: PlayerView, event: ev.TrumpMade, up_card: Card) -> Note:
    suit: dict[str, int | str] = {"suit": event.suit.letter}
    if event.round == 0:
        return Note(NoteCode.DEALER_MAKES, event.seat, suit)
    if event.round == 1:
        card: dict[str, int | str] = {"card": str(up_card), **suit}
        if event.seat == view.dealer:
            return Note(NoteCode.TOOK_UP, event.seat, card)
        if h.same_team(event.seat, view.dealer):
            return Note(NoteCode.ASSISTED, event.seat, card)
        return Note(NoteCode.ORDERED_UP, event.seat, card)
    if view.bid_suit is not None and event.suit is h.next_suit(view.bid_suit):
        code = NoteCode.NAMED_NEXT
    elif event.seat == view.dealer and view.rules.stick_the_dealer:
        code = NoteCode.STUCK
    else:
        code = NoteCode.NAMED
    return Note(code, event.seat, suit)


def _play_note(view: PlayerView, trick: list[tuple[int, Card]], seat: int,
               card: Card) -> Note:
    """What a card played shows, from the trick so far (all of it public)."""
    trump = view.trump
    assert trump is not None
    suits = suit_table(trump)
    suit = suits[card.code]
    named: dict[str, int | str] = {"card": str(card)}
    if not trick:
        if suit is trump:
            makers = view.maker is not None and h.same_team(view.maker, seat)
            return Note(NoteCode.DREW_TRUMP if makers else NoteCode.LED_TRUMP, seat, named)
        if card.rank is Rank.ACE:
            return Note(NoteCode.LED_ACE, seat, named)
        return Note(NoteCode.LED, seat, named)
    led = suits[trick[0][1].code]
    assert led is not None
    strengths = strength_table(trump, led)
    ties = view.rules.identical_cards_possible
    winning = winning_play(tuple(trick), trump, ties)
    assert winning is not None
    best_seat, _, best = winning
    wins = beats(strengths[card.code], best, ties)
    if suit is not led:
        out: dict[str, int | str] = {**named, "suit": led.letter}
        if suit is trump and wins:
            trumped = any(suits[played.code] is trump for _, played in trick)
            return Note(NoteCode.OVERTRUMPED if trumped else NoteCode.TRUMPED_IN, seat, out)
        return Note(NoteCode.SHOWED_OUT, seat, out)
    if wins:
        return Note(NoteCode.TOOK_LEAD, seat, named)
    if best_seat != seat and h.same_team(best_seat, seat):
        return Note(NoteCode.UNDER_PARTNER, seat, {**named, "partner": best_seat})
    return Note(NoteCode.FOLLOWED, seat, named)

