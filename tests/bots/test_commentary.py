"""The hand log's notes say only what the viewer's seat could know, about others in the third
person; over many random hands no note names a card the viewer never saw, or a count."""

from __future__ import annotations

import random

import pytest

from euchre_desktop.bots.commentary import Note, NoteCode, comment, notes_of_current_hand
from euchre_desktop.rules import PRESETS, Card, GameState, MatchRecord, new_match, parse_action
from euchre_desktop.rules import events as ev
from tests.rules.builders import act, setup_state, start_play

VIEWER = 0
PUBLIC_PARAMS = {"card", "suit", "partner", "trick"}


def random_hands(preset: str, seed: int, hands: int
                 ) -> list[tuple[GameState, list[ev.Event], list[Note]]]:
    """Random legal play for ``hands`` hands: each step's state before, events and the
    viewer's notes."""
    rng = random.Random(seed)
    state, events = new_match(PRESETS[preset], seed)
    steps = [(state, events, comment(state.view(VIEWER), events))]
    while state.hands_completed < hands and not state.is_over:
        before = state
        state, events = state.apply(rng.choice(state.legal_actions()))
        steps.append((before, events, comment(before.view(VIEWER), events)))
    return steps


@pytest.mark.parametrize("preset", ["north-american", "british", "six-player", "almonte-four",
                                    "canadian", "six-player-double"])
def test_notes_name_only_cards_the_viewer_saw(preset: str) -> None:
    for seed in range(6):
        seen: set[Card] = set()
        for before, events, notes in random_hands(preset, seed, hands=4):
            if any(isinstance(event, ev.CardsDealt) for event in events):
                seen = set()
            seen |= {before.up_card} | set(before.view(VIEWER).hand)
            seen |= {event.card for event in events if isinstance(event, ev.UpCardTurned)}
            seen |= {event.card for event in events if isinstance(event, ev.CardPlayed)}
            for note in notes:
                assert set(note.params) <= PUBLIC_PARAMS, note
                if "card" in note.params:
                    assert Card.parse(str(note.params["card"])) in seen, (note, seen)


def test_a_discard_is_noted_face_down() -> None:
    state = setup_state(PRESETS["north-american"], dealer=3, up="9H",
                        hands=("9C 10C 9S 10S KD", "", "", "JH JD AH 10H QS"))
    state, _ = act(state, "order-up decline")
    before = state.view(VIEWER)
    _, events = state.apply(parse_action("discard:QS"))
    notes = comment(before, events)
    assert [note.code for note in notes] == [NoteCode.DISCARDED]
    assert notes[0].seat == 3 and notes[0].params == {}


def test_plays_say_what_the_table_saw() -> None:
    # hearts trump; seat 0 leads the ace of spades, seat 1 has none and trumps in, seat 2
    # follows with a spade, seat 3 has no spade either and overtrumps
    state = setup_state(PRESETS["north-american"], dealer=3, up="9H",
                        hands=("AS JH 9C 10C 10S", "10H KC AC 9D 10D", "9S KD QD JC AD",
                               "KH QH AH JD QC"))
    state = start_play(state)
    codes = []
    for text in ("play:AS", "play:10H", "play:9S", "play:KH"):
        before = state.view(VIEWER)
        state, events = state.apply(parse_action(text))
        codes += [(note.code, note.seat) for note in comment(before, events)]
    assert codes[0] == (NoteCode.LED_ACE, 0)
    assert codes[1] == (NoteCode.TRUMPED_IN, 1)
    assert codes[2] == (NoteCode.FOLLOWED, 2)
    assert codes[3] == (NoteCode.OVERTRUMPED, 3)
    assert codes[4] == (NoteCode.WON_TRICK, 3)


def test_bids_are_read_by_seat_and_round() -> None:
    state = setup_state(PRESETS["north-american"], dealer=3, up="9H",
                        hands=("9C 10C 9S 10S KD", "", "", ""))
    expected = {"pass": NoteCode.PASSED}
    before = state.view(VIEWER)
    state, events = state.apply(parse_action("pass"))
    assert [n.code for n in comment(before, events)] == [expected["pass"]]
    before = state.view(VIEWER)
    state, events = state.apply(parse_action("order-up"))
    notes = comment(before, events)
    assert notes[0].code is NoteCode.ASSISTED and notes[0].seat == 1
    assert notes[0].params == {"card": "9H", "suit": "H"}


def test_the_log_is_rebuilt_from_the_record_of_the_hand() -> None:
    rules = PRESETS["north-american"]
    rng = random.Random(5)
    state, _ = new_match(rules, 9)
    record = MatchRecord(rules, 9)
    live: list[Note] = []
    while state.hands_completed < 1 or len(state.tricks) < 2:
        action = rng.choice(state.legal_actions())
        before = state.view(VIEWER)
        state, events = state.apply(action)
        record = record.with_action(action, state)
        notes = comment(before, events)
        if any(note.code is NoteCode.NEW_HAND for note in notes):
            live = []
            notes = notes[[note.code for note in notes].index(NoteCode.NEW_HAND):]
        live += notes
    assert notes_of_current_hand(record, VIEWER) == live
    assert live[0].code is NoteCode.NEW_HAND


def test_a_claimed_rest_is_noted_once_the_cards_are_shown() -> None:
    from euchre_desktop.rules.claim import claim_rest

    state = start_play(setup_state(PRESETS["north-american"], dealer=3, up="9H",
                                   hands=("JH JD AH KH QH", "", "", "")))
    before = state.view(VIEWER)
    _, _, events = claim_rest(state)
    notes = comment(before, events)
    assert notes[0].code is NoteCode.REST_CLAIMED
    shown = {card for hand in events[0].hands for card in hand}  # type: ignore[union-attr]
    assert all(Card.parse(str(note.params["card"])) in shown
               for note in notes if "card" in note.params)
