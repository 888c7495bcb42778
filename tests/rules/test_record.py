"""The versioned JSON match record: round trips, and clear errors for bad files."""

from __future__ import annotations

import json
import random

import pytest

from euchre_desktop.rules import PRESETS, MatchRecord, Phase, RecordError, new_match
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


def test_a_version_1_record_gets_the_farmers_hand_answers_it_did_not_ask_for() -> None:
    """Version 1 asked only seat 2, which holds only nines and tens, then seat 1 passed."""
    rules = PRESETS["north-american"].with_changes(farmers_hand=True)
    old = {
        "format": "euchre-desktop-match", "version": 1, "rules": rules.to_dict(), "seed": 4,
        "actions": ["decline", "pass"],
        "setup": {"dealer": 0, "up_card": "9H", "kitty": ["10S", "10H", "AH"], "hands": [
            ["JC", "QC", "KC", "AC", "JD"], ["QD", "KD", "AD", "JS", "QS"],
            ["9C", "10C", "9D", "10D", "9S"], ["KS", "AS", "JH", "QH", "KH"]]},
    }
    record = MatchRecord.from_json(json.dumps(old))
    assert [action.text for action in record.actions] == ["decline"] * 4 + ["pass"]
    state = record.replay()
    assert state.phase is Phase.BIDDING_ROUND_1 and state.turn == 2
    assert json.loads(record.to_json())["version"] == VERSION == 2
    assert MatchRecord.from_json(record.to_json()) == record


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


def setup_record_data() -> dict[str, object]:
    from euchre_desktop.rules import Card, Deal

    hands = tuple(tuple(Card.parse(text) for text in hand.split()) for hand in (
        "JH JD AH KH QH", "9C 10C JC QC KC", "9S 10S JS QS KS", "9D 10D QD KD AD"))
    setup = Deal(3, hands, Card.parse("10H"), tuple(Card.parse(t) for t in "9H AC AS".split()),
                 ())
    data: dict[str, object] = json.loads(
        MatchRecord(PRESETS["north-american"], 5, setup=setup).to_json())
    return data


@pytest.mark.parametrize(
    ("change", "complaint"),
    [
        ({"up_card": "JH"}, "impossible"),  # the up-card repeats a card of a hand
        ({"hands": [[1, 2, 3, 4, 5]] * 4}, "not a card"),
        ({"hands": [["JH", "JD", "AH", "KH"]] + [["9C"] * 5] * 3}, "impossible"),
        ({"hands": [["JH", "JD", "AH", "KH", "QH"]] * 4}, "impossible"),
        ({"hands": None}, "must list 4 hands"),
        ({"kitty": "9H AC AS"}, "kitty"),
        ({"dealer": 7}, "dealer"),
        ({"dealer": "3"}, "dealer"),
        ({"up_card": ["10H"]}, "not a card"),
    ],
)
def test_a_malformed_setup_is_refused_with_a_record_error(
    change: dict[str, object], complaint: str
) -> None:
    data = setup_record_data()
    data["setup"] = {**data["setup"], **change}  # type: ignore[dict-item]
    with pytest.raises(RecordError, match=complaint):
        MatchRecord.from_json(json.dumps(data))


def test_huge_numbers_and_deep_nesting_are_record_errors() -> None:
    text = played_record().to_json()
    huge = text.replace('"seed": 11', '"seed": 1' + "0" * 5000)
    deep = "[" * 100_000 + "]" * 100_000
    for bad in (huge, deep):
        with pytest.raises(RecordError, match="not valid JSON"):
            MatchRecord.from_json(bad)


def mutations(value: object, chooser: random.Random) -> object:
    """``value`` with one node somewhere inside replaced by a value of another shape."""
    odd: list[object] = [None, 0, -1, 2**70, 1.5, "", "JH", [], {}, ["JH"] * 5, True]
    if isinstance(value, dict) and value and chooser.random() < 0.8:
        key = chooser.choice(sorted(value))
        if chooser.random() < 0.15:
            return {k: v for k, v in value.items() if k != key}
        return {**value, key: mutations(value[key], chooser)}
    if isinstance(value, list) and value and chooser.random() < 0.8:
        index = chooser.randrange(len(value))
        copy = list(value)
        copy[index] = mutations(value[index], chooser)
        return copy
    return chooser.choice(odd)


def test_every_malformed_record_raises_a_record_error_and_nothing_else() -> None:
    chooser = random.Random(11)
    originals = [setup_record_data(), json.loads(played_record(actions=20).to_json())]
    for _ in range(400):
        text = json.dumps(mutations(chooser.choice(originals), chooser))
        try:
            MatchRecord.from_json(text)
        except RecordError:
            pass
