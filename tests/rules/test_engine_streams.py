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
    "north-american": "4b8fd62135642e009b4fe2b358fcb115bf8fc3acd3cefc042fb631d0f534d8f2",
    "north-american-stick": "b8a8943f5d2abae514475bc972b95456f1d66285ed8f45502929fd237d3b21e0",
    "canadian": "4a6c2c155b1eb789168e8a5d8545eb35fda25e1a4067bc9031192e2a92c51e9f",
    "british": "9d9072a2225000fb0ab64e2fe57f7a84cbbfd8e32509e528dfa02d3a7952b7a9",
    "australian-32": "21cb1db5f33aa812956658e7c0f56b8bc8ef1ece6583c3d64ffadf5f82061c60",
    "classic-32": "52da58fd1e7155f66caeec1396b2843163ffdeb4ed37467592103bef0564e0ea",
    "six-player": "d8a044f859ff6d3d83d6bf805babeaa27411f1e8307c14b4c4161df4c353ffc9",
    "six-player-double": "a662ba499866509f42e87d910e609c624ae12bdcbdbfa758e1190852a341e455",
    "almonte-six": "7b4fe007762f4231b408a6429e251569ff10c9c90081c3723224271f7d7e08a1",
    "almonte-four": "238120e8a7d9deb8a92545c436cd062ed94b7ba50ea24ef9e02a30469cf22410",
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
