"""The Expert's search, however it saves work (tables shared between decisions, the rule
player's choices remembered, shared solves, cheaper shuffles), computes what a plain
search computes: the same worlds, and for each the same points of every option, for the
same random generator state."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from euchre_desktop.bots import heuristics, sampling
from euchre_desktop.bots.expert import ExpertBot, points_table, world_state
from euchre_desktop.bots.sampling import Sampler, shuffle
from euchre_desktop.bots.solver import Position, position_of, solve, solve_value
from euchre_desktop.bots.standard import StandardBot
from euchre_desktop.rules import (
    PRESETS,
    Card,
    GameState,
    Phase,
    Play,
    PlayerView,
    Suit,
)
from euchre_desktop.rules.cards import strength_table, suit_table
from euchre_desktop.rules.deal import deck_cards
from euchre_desktop.rules.scoring import score_hand
from tests.bots.test_sampling import standard_views
from tests.bots.test_solver import play_position
from tests.bots.test_solver import position as _position
from tests.bots.test_twins import running


def _points(state: GameState, team: int, tricks: int) -> float:
    """Signed points for ``team`` taking ``tricks`` of the whole hand, from the rules."""
    assert state.maker is not None
    makers = state.maker % 2
    _, makers_scored, points = score_hand(
        state.rules, maker_tricks=tricks if team == makers else 5 - tricks,
        maker_alone=any(seat % 2 == makers for seat in state.alone),
        defender_alone=any(seat % 2 != makers for seat in state.alone))
    return float(points if makers_scored == (team == makers) else -points)


def _finish(state: GameState, rng: random.Random) -> GameState | None:
    """The rule player bids on to the opening lead (None for a hand thrown in)."""
    policy = StandardBot()
    deals = state.deals_made
    while state.phase is not Phase.PLAY:
        if state.deals_made != deals or state.hands_completed or state.is_over:
            return None
        assert state.turn is not None
        state, _ = state.apply(policy.choose(state.view(state.turn), rng).action)
    return None if state.deals_made != deals or state.hands_completed else state


def _plain_world_points(view: PlayerView, world: sampling.World,
                        rng: random.Random) -> dict[object, float] | None:
    """Each option's points in one world, each hand solved exactly on its own."""
    team = view.seat % 2
    if view.phase is Phase.PLAY:
        assert view.trump is not None and view.turn is not None
        position = position_of(view.trump, world.hands, view.trick, view.turn,
                               view.sitting_out, view.rules.identical_cards_possible)
        moves = solve(position, team).move_tricks
        points = points_table(view)
        won = view.tricks_won[team]
        return {action: points[won + moves[action.card.code]]
                for action in view.legal_actions if isinstance(action, Play)}
    state = world_state(view, world, rng)
    if state is None:
        return None
    scores: dict[object, float] = {}
    for action in dict.fromkeys(view.legal_actions):
        hand = _finish(state.apply(action)[0], rng)
        if hand is None:
            scores[action] = 0.0
            continue
        assert hand.trump is not None and hand.turn is not None
        active = tuple(seat for seat in range(hand.players) if seat not in hand.sitting_out)
        position = Position(hand.trump, tuple(tuple(card.code for card in cards)
                                              for cards in hand.hands),
                            (), hand.turn, active, hand.rules.identical_cards_possible)
        scores[action] = _points(hand, team, solve_value(position, team))
    return scores


def _plain_evaluation(view: PlayerView, rng: random.Random,
                      samples: int) -> dict[object, list[float]]:
    """The Expert's loop with nothing saved between worlds or decisions."""
    sampler = Sampler(view)
    per_world: dict[object, list[float]] = {action: [] for action in view.legal_actions}
    count = failures = 0
    while count < samples and failures < 50:
        scores = _plain_world_points(view, sampler.sample(rng), rng)
        if scores is None:
            failures += 1
            continue
        for action, points in scores.items():
            per_world[action].append(points)
        count += 1
    return per_world


@pytest.mark.parametrize("preset_id", ["north-american", "british", "canadian"])
def test_the_search_equals_a_plain_one(preset_id: str,
                                       monkeypatch: pytest.MonkeyPatch) -> None:
    views = standard_views(PRESETS[preset_id], 3,
                           lambda view: len(set(view.legal_actions)) > 1)
    assert {view.phase for view in views} >= {Phase.BIDDING_ROUND_1, Phase.PLAY}
    for index, view in enumerate(views):
        searched = ExpertBot(60_000.0, max_samples=5).evaluate(view, random.Random(index))
        with monkeypatch.context() as cold:  # the plain search starts with empty tables
            cold.setattr(running(sampling), "_PLAY_FITS", sampling._Tables(4))
            cold.setattr(running(sampling), "_BID_FITS", sampling._Tables(4))
            plain = _plain_evaluation(view, random.Random(index), 5)
        assert searched.per_world == {action: tuple(points)
                                      for action, points in plain.items()}, view.phase


@pytest.mark.parametrize("size", [0, 1, 2, 7, 18, 33])
def test_the_samplers_shuffle_is_randoms(size: int) -> None:
    for seed in range(50):
        ours, theirs = list(range(size)), list(range(size))
        mine, reference = random.Random(seed), random.Random(seed)
        shuffle(ours, mine)
        reference.shuffle(theirs)
        assert ours == theirs
        assert mine.getstate() == reference.getstate()


def _shape(position: Position) -> tuple[tuple[tuple[int, ...], ...], ...]:
    """What of ``position`` a solve can tell: each effective suit's cards as the seats that
    hold them, strongest first, cards of equal strength together (a card of the current
    trick counted as ``-1 - seat``)."""
    suit_of = suit_table(position.trump)
    by_suit: dict[Suit | None, list[tuple[int, int]]] = {suit: [] for suit in Suit}
    held = [(seat, code) for seat in position.active for code in position.hands[seat]]
    for owner, code in held + [(-1 - seat, code) for seat, code in position.trick]:
        suit = suit_of[code]
        by_suit[suit].append((-strength_table(position.trump, suit)[code], owner))
    shape = []
    for cards in by_suit.values():
        groups: dict[int, list[int]] = {}
        for strength, owner in sorted(cards):
            groups.setdefault(strength, []).append(owner)
        shape.append(tuple(tuple(owners) for owners in groups.values()))
    return tuple(shape)


@pytest.mark.parametrize("preset_id", ["north-american", "british", "six-player"])
def test_positions_of_one_shape_have_one_value(preset_id: str) -> None:
    """A card in a hand swapped for one out of play keeps the value whenever it keeps the
    shape, and the swaps that keep it are found."""
    rules = PRESETS[preset_id]
    kept = 0
    for seed in range(40):
        state = play_position(rules, seed, 2 + seed % 3, seed % 4)
        if state is None:
            continue
        position = _position(state)
        used = {code for hand in position.hands for code in hand}
        used |= {code for _, code in position.trick}
        out = [card.code for card in deck_cards(rules) if card.code not in used]
        chooser = random.Random(seed)
        for _ in range(6):
            seat = chooser.choice(position.active)
            held = list(position.hands[seat])
            held[chooser.randrange(len(held))] = chooser.choice(out)
            hands = list(position.hands)
            hands[seat] = tuple(held)
            swapped = replace(position, hands=tuple(hands))
            if _shape(swapped) == _shape(position):
                kept += 1
                for team in (0, 1):
                    assert solve_value(swapped, team) == solve_value(position, team)
    assert kept >= 10


def test_the_table_of_trump_values_is_trump_trick_value() -> None:
    for trump in Suit:
        suits = suit_table(trump)
        for card in Card.by_code:
            value = heuristics._trump_values(trump)[card.code]
            if suits[card.code] is trump:
                assert value == heuristics.trump_trick_value(card, trump)
            else:
                assert value is None
