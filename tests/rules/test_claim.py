"""The claim test: a hand's remaining tricks are settled exactly when every legal play-out,
enumerated through the engine itself, gives each side the same tricks."""

from __future__ import annotations

import random

import pytest

from euchre_desktop.rules import PRESETS, GameState, Phase, new_match
from euchre_desktop.rules import events as ev
from euchre_desktop.rules.actions import DECLINE, GO_ALONE, ORDER_UP
from euchre_desktop.rules.claim import claim_rest, settled_tricks
from euchre_desktop.rules.house_rules import HouseRules
from euchre_desktop.rules.state import TRICKS_PER_HAND
from tests.rules.builders import setup_deal


def every_ending(state: GameState) -> set[tuple[int, int]]:
    """The tricks each team ends the hand with, over every legal play-out (brute force,
    through the engine)."""
    endings: set[tuple[int, int]] = set()
    for action in state.legal_actions():
        after, events = state.apply(action)
        scored = next((e for e in events if isinstance(e, ev.HandScored)), None)
        if scored is None:
            endings |= every_ending(after)
            continue
        tricks = [TRICKS_PER_HAND - scored.maker_tricks] * 2
        tricks[scored.makers] = scored.maker_tricks
        endings.add((tricks[0], tricks[1]))
    return endings


def random_play_position(rules: HouseRules, rng: random.Random, tricks_left: int) -> GameState:
    """A random hand's play, at a random card with at most ``tricks_left`` tricks to go."""
    while True:
        state, _ = new_match(rules, rng.randrange(1 << 30))
        while state.phase is not Phase.PLAY:
            actions = state.legal_actions()
            state, _ = state.apply(rng.choice(actions))
            if state.hands_completed:
                break
        if state.phase is not Phase.PLAY:
            continue
        target = TRICKS_PER_HAND - tricks_left
        stop = rng.randrange(state.active_count)
        while len(state.tricks) < target or len(state.trick) < stop:
            state, _ = state.apply(rng.choice(state.legal_actions()))
        return state


@pytest.mark.parametrize(("preset", "tricks_left", "positions"), [
    ("north-american", 3, 150),
    ("north-american", 2, 150),
    ("almonte-four", 3, 60),
    ("classic-32", 3, 60),
    ("six-player", 2, 60),
    ("six-player-double", 2, 60),
])
def test_settled_exactly_when_every_play_out_ends_alike(
    preset: str, tricks_left: int, positions: int
) -> None:
    rng = random.Random(f"{preset}-{tricks_left}")
    settled = unsettled = 0
    for _ in range(positions):
        state = random_play_position(PRESETS[preset], rng, tricks_left)
        endings = every_ending(state)
        expected = next(iter(endings)) if len(endings) == 1 else None
        assert settled_tricks(state) == expected, (state.hands, state.trick, endings)
        settled += expected is not None
        unsettled += expected is None
    assert settled and unsettled  # both kinds of ending were met


def test_a_loner_holding_the_top_five_trumps_claims_before_the_first_card() -> None:
    rules = PRESETS["north-american"]
    deal = setup_deal(rules, dealer=3, up="9H", hands=["JH JD AH KH QH", "", "", ""])
    state, _ = new_match(rules, seed=1, setup=deal)
    state, _ = state.apply(ORDER_UP)
    while state.phase is not Phase.PLAY:
        legal = state.legal_actions()
        wanted = GO_ALONE if state.turn == 0 else DECLINE
        state, _ = state.apply(wanted if wanted in legal else legal[0])
    assert state.alone == (0,)
    assert settled_tricks(state) == (TRICKS_PER_HAND, 0)


def test_nothing_is_settled_outside_play() -> None:
    state, _ = new_match(PRESETS["north-american"], seed=4)
    assert settled_tricks(state) is None


def test_a_claimed_hand_ends_as_every_play_out_would() -> None:
    rng = random.Random("claim-rest")
    claimed = 0
    while claimed < 40:
        state = random_play_position(PRESETS["north-american"], rng, 3)
        tricks = settled_tricks(state)
        if tricks is None:
            with pytest.raises(ValueError):
                claim_rest(state)
            continue
        plays, after, events = claim_rest(state)
        claimed += 1
        (rest,) = [e for e in events if isinstance(e, ev.RestClaimed)]
        scored = next(e for e in events if isinstance(e, ev.HandScored))
        assert events[0] is rest and rest.tricks == tricks
        assert len(rest.winners) == TRICKS_PER_HAND - len(state.tricks)
        assert scored.maker_tricks == tricks[scored.makers]
        assert not any(isinstance(e, (ev.CardPlayed, ev.TrickWon)) for e in events)
        assert sorted(c for hand in rest.hands for c in hand) == sorted(
            c for seat, hand in enumerate(state.hands) if state.is_active(seat) for c in hand)
        replayed = state
        for action in plays:
            replayed, _ = replayed.apply(action)
        assert replayed.scores == after.scores and after.hands_completed == (
            state.hands_completed + 1)
