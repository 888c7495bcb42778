"""The versioned JSON match record: round trips, and clear errors for bad files."""

from __future__ import annotations

import json
import random

import pytest

from euchre_desktop.rules import PRESETS, MatchRecord, RecordError, new_match
from euchre_desktop.rules.record import VERSION


def played_record(preset_id: str = "north-american", actions: int = 60) -> MatchRecord:
    rules = PRESETS[preset_id]
    state, _ = new_match(rules, 11)
    record = MatchRecord(rules, 11)
    chooser = random.Random(3)
    for _ in range(actions):
        if state.is_over:
            break
        action = chooser.choice(state.legal_actions())
        state, _ = state.apply(action)
        record = record.with_action(action, state)
    return record


@pytest.mark.parametrize("preset_id", sorted(PRESETS))
def test_a_record_replays_to_the_same_scores_and_cards(preset_id: str) -> None:
    record = played_record(preset_id)
    loaded = MatchRecord.from_json(record.to_json())
    assert loaded == record
    assert loaded.replay().hands == record.replay().hands
    assert loaded.replay().scores == record.replay().scores


def test_a_record_lists_its_deal_numbers() -> None:
    data = json.loads(played_record(actions=120).to_json())
    assert data["format"] == "euchre-desktop-match" and data["version"] == VERSION
    assert len(data["deal_numbers"]) >= 2
    assert data["rules"]["deck"] == "24"


def test_a_record_of_an_explicit_setup_replays_the_same_cards() -> None:
    from euchre_desktop.rules import Card, Deal

    rules = PRESETS["north-american"]
    hands = tuple(tuple(Card.parse(text) for text in hand.split()) for hand in (
        "JH JD AH KH QH", "9C 10C JC QC KC", "9S 10S JS QS KS", "9D 10D QD KD AD"))
    setup = Deal(3, hands, Card.parse("10H"), tuple(Card.parse(t) for t in "9H AC AS".split()),
                 ())
    record = MatchRecord(rules, 5, setup=setup)
    loaded = MatchRecord.from_json(record.to_json())
    assert loaded.replay().hands == hands


@pytest.mark.parametrize(
    ("text", "complaint"),
    [
        ("{not json", "not valid JSON"),
        ('{"format": "something-else", "version": 1}', "not a Euchre Desktop match record"),
        ('{"format": "euchre-desktop-match"}', "no version"),
        ('{"format": "euchre-desktop-match", "version": 99}', "newer than this program"),
        ('{"format": "euchre-desktop-match", "version": 1, "seed": 1, "actions": []}',
         "lacks 'rules'"),
        ('{"format": "euchre-desktop-match", "version": 1, "rules": {"deck": "99"}, '
         '"seed": 1, "actions": []}', "house rules are invalid"),
        ('{"format": "euchre-desktop-match", "version": 1, "rules": {}, "seed": -1, '
         '"actions": []}', "seed"),
        ('{"format": "euchre-desktop-match", "version": 1, "rules": {}, "seed": 1, '
         '"actions": ["fly"]}', "damaged"),
        ('{"format": "euchre-desktop-match", "version": 1, "rules": {}, "seed": 1, '
         '"actions": ["play:AS"]}', "illegal"),
        ('{"format": "euchre-desktop-match", "version": 1, "rules": {}, "seed": 1, '
         '"actions": [], "deal_numbers": [1]}', "deal numbers do not match"),
    ],
)
def test_a_bad_record_is_refused_with_a_clear_message(text: str, complaint: str) -> None:
    with pytest.raises(RecordError, match=complaint):
        MatchRecord.from_json(text)


def test_a_truncated_record_is_refused() -> None:
    text = played_record().to_json()
    for cut in (len(text) // 3, len(text) // 2, len(text) - 2):
        with pytest.raises(RecordError):
            MatchRecord.from_json(text[:cut])
