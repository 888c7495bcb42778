"""The engine's exact behaviour, pinned: random legal hands under every preset must produce the
same legal actions (in the same order), the same events and the same states as when these
digests were recorded. Speeding up the engine must leave every digest unchanged; a deliberate
rule change re-records them (the failure message shows the new digest)."""

from __future__ import annotations

import hashlib
import random

import pytest

from euchre_desktop.rules import PRESETS, GameState, new_match

HANDS_PER_PRESET = 150

GOLDEN_DIGESTS = {
    "north-american": "9dddbf840254fd2c75fc0855b8c2a917b2af5dc8bf5787d848f6fa32efc30247",
    "north-american-stick": "68e48b6f694d145bcb30b98e7076888fd2ecd40b9e97d6d1912f932a91ba33d2",
    "canadian": "316b4e2e58efa3a1f0411c93adff0a9a67fd47d41a0cf1a59f6fd00381f78484",
    "british": "73b17d629d618278bae61c6cd05f105b16eebff103c992ab3d9bc4eab937a555",
    "australian-32": "fb16fee8213662edbec085506ddef602701b544e2c3c2962a1487073e3bb1e25",
    "classic-32": "e710d571a2f70835ed1b0861e1d50fe5d7b6df0e8dcd4d21700f31eab111241e",
    "six-player": "6923100d3cc930e921297f1e3845d0b4cee78fc3b94c5015094abd2e1f817dc6",
    "six-player-double": "db77ff3e003822743c01a52a8fb67a19e87a392f33a287500e057bbde4359bdd",
    "almonte-six": "152969dd8a6627ed650d81bfaa6fe8eedcae9afa964b326992a8cc9b3094987e",
    "almonte-four": "f6d89f2d2da0c8962cae17ffd9ce13efd23078c87f0c4bd7b77a0044112d4aec",
}


_FIELDS = (
    "seed", "scores", "dealer", "deals_made", "hands_completed", "winner", "is_over",
    "deal_number", "phase", "turn", "hands", "up_card", "kitty", "bid_suit", "up_card_taken",
    "trump", "maker", "round_made", "forced_alone", "bidding", "passed", "alone",
    "sitting_out", "pending", "exchanges", "exchange_partner", "offered", "discards", "given",
    "leader", "trick", "tricks", "tricks_won", "active_count",
)


def _fields(state: GameState) -> tuple[object, ...]:
    """Every field of the state but its rules (fixed for a match)."""
    return tuple(getattr(state, name) for name in _FIELDS)


def _text(fields: tuple[object, ...]) -> str:
    """The fields in a canonical text: sets sorted."""
    return repr([sorted(value) if isinstance(value, frozenset) else value for value in fields])


def stream_digest(preset: str, hands: int) -> str:
    """A digest of ``hands`` random legal hands (whole matches, one after another): every
    state, its legal actions, the action chosen and the events; each step also checks that
    applying an action leaves the state it was applied to unchanged."""
    rules = PRESETS[preset]
    chooser = random.Random(f"streams-{preset}")
    digest = hashlib.sha256()
    matches = 0
    state, events = new_match(rules, 1000 + matches)
    digest.update(repr(events).encode())
    finished = 0
    while finished < hands:
        if state.is_over:
            matches += 1
            state, events = new_match(rules, 1000 + matches)
            digest.update(repr(events).encode())
        before = _fields(state)
        legal = state.legal_actions()
        action = legal[int(chooser.random() * len(legal))]
        after, events = state.apply(action)
        assert _fields(state) == before, "apply changed the state it was applied to"
        digest.update(f"{_text(before)}|{[a.text for a in legal]}|{action.text}|{events!r}"
                      .encode())
        finished += after.hands_completed - state.hands_completed
        state = after
    digest.update(_text(_fields(state)).encode())
    return digest.hexdigest()


@pytest.mark.parametrize("preset", sorted(GOLDEN_DIGESTS))
def test_random_hands_replay_exactly(preset: str) -> None:
    assert stream_digest(preset, HANDS_PER_PRESET) == GOLDEN_DIGESTS[preset]


def test_every_preset_is_pinned() -> None:
    assert set(GOLDEN_DIGESTS) == set(PRESETS)
