"""The review's pure side: a match split into deals, every position of a deal face up, the
player's decisions from the player's own view, and what a decision cost."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from euchre_desktop.bots import registry
from euchre_desktop.bots.review import (
    COSTLY_POINTS,
    WARNING_POINTS,
    costly_first,
    deals_of,
    decision_cost,
    judge,
    total_cost,
    warning_cost,
)
from euchre_desktop.rules import PRESETS, MatchRecord, Phase, PlayerView
from euchre_desktop.rules.actions import CLAIM_REDEAL, PASS, PLAY, Action, Play
from euchre_desktop.rules.cards import Card


def played_record(preset: str, seed: int, hands: int) -> MatchRecord:
    """A match played by Standard bots in every seat until ``hands`` hands are over."""
    record = MatchRecord(PRESETS[preset], seed)
    state = record.replay()
    bot = registry.make_bot("standard")
    rng = random.Random(seed)
    while state.hands_completed < hands and not state.is_over:
        assert state.turn is not None
        action = registry.choose_safely(bot, state.view(state.turn), rng).action
        state, _ = state.apply(action)
        record = record.with_action(action, state)
    return record


@pytest.mark.parametrize("preset", ["north-american", "six-player", "british"])
def test_a_match_splits_into_its_deals_with_every_action_once(preset: str) -> None:
    record = played_record(preset, seed=21, hands=3)
    deals = deals_of(record)
    assert [deal.number for deal in deals] == list(range(1, len(deals) + 1))
    assert [deal.complete for deal in deals] == [True] * (len(deals) - 1) + [False]
    steps = [step for deal in deals for step in deal.steps]
    assert [step.action for step in steps] == list(record.actions)
    assert [step.record_index for step in steps] == list(range(len(record.actions)))
    for deal in deals:
        assert deal.start.hands == deal.deal.hands and deal.start.dealer == deal.deal.dealer
        for step in deal.steps:
            assert step.before.turn == step.seat


def test_every_position_of_a_deal_is_the_real_table_and_the_last_shows_the_last_trick() -> None:
    record = played_record("north-american", seed=5, hands=2)
    for deal in deals_of(record)[:2]:
        positions = deal.positions
        assert len(positions) == len(deal.steps) + 1
        assert positions[0].last is None and positions[0].state.hands == deal.deal.hands
        for step, position in zip(deal.steps, positions[:-1], strict=True):
            assert position.state.hands == step.before.hands  # the same cards as played
            assert position.state.bidding == step.before.bidding
        final = positions[-1]
        if deal.scored is not None:
            assert len(final.trick) == final.state.active_count
            assert final.trick_winner == final.state.tricks[-1][0]
            makers = final.state.maker_team
            assert final.state.tricks_won[makers] == deal.scored.maker_tricks
            assert all(len(hand) == 0 for seat, hand in enumerate(final.state.hands)
                       if seat not in final.state.sitting_out)


def test_a_trick_stays_on_the_table_at_the_position_its_last_card_completes() -> None:
    deal = deals_of(played_record("north-american", seed=8, hands=1))[0]
    completed = [p for p in deal.positions if p.trick_winner is not None]
    assert len(completed) == (5 if deal.scored is not None else 0)
    for position in completed:
        assert position.last is not None
        assert isinstance(position.last.action, Play)
        assert (position.last.seat, position.last.action.card) == position.trick[-1]


def test_a_thrown_in_deal_is_complete_without_a_score() -> None:
    rules = PRESETS["north-american"]
    record = MatchRecord(rules, 3)
    state = record.replay()
    for _ in range(2 * rules.players):
        state, _ = state.apply(PASS)
        record = record.with_action(PASS, state)
    first = deals_of(record)[0]
    assert first.complete and first.thrown_in and first.scored is None
    assert first.positions[-1].state.phase is not Phase.PLAY


def test_decisions_are_the_seats_own_views_at_the_time_never_the_full_state() -> None:
    record = played_record("north-american", seed=12, hands=2)
    for deal in deals_of(record)[:2]:
        decisions = deal.decisions_of(0)
        own_steps = [i for i, step in enumerate(deal.steps) if step.seat == 0]
        assert [index for index, _, _ in decisions] == [
            i for i in own_steps if len(set(deal.steps[i].before.legal_actions())) > 1]
        for index, view, taken in decisions:
            step = deal.steps[index]
            assert isinstance(view, PlayerView) and view == step.before.view(0)
            assert view.hand == step.before.hands[0] and taken == step.action
            hidden = {card for seat, hand in enumerate(step.before.hands) if seat != 0
                      for card in hand}
            assert not hidden & set(view.hand)


# --- costs ---------------------------------------------------------------------------------


def plays(*codes: str) -> list[Action]:
    return [PLAY[Card.parse(code)] for code in codes]


def test_the_cost_is_measured_against_the_coachs_choice_and_never_negative() -> None:
    ace, nine, ten = plays("AS", "9S", "10S")
    values = {ace: 0.5, nine: 0.1, ten: 0.52}
    assert decision_cost(values, ace, nine) == pytest.approx(0.4)
    assert decision_cost(values, ace, ten) == 0.0  # better than the coach's pick: no cost
    assert decision_cost(values, ace, ace) == 0.0
    assert decision_cost({}, ace, nine) == 0.0  # nothing valued, nothing claimed


def test_costly_decisions_come_first_dearest_first_and_are_totalled() -> None:
    ace, nine, ten = plays("AS", "9S", "10S")
    values = {ace: 0.5, nine: 0.1, ten: 0.45}
    judgements = [judge(0, ten, ace, values), judge(3, nine, ace, values),
                  judge(5, ace, ace, values), judge(7, ten, ace, {ace: 0.5, ten: 0.38})]
    ordered = costly_first(judgements)
    assert [j.step for j in ordered] == [3, 7, 0, 5]
    assert [j.costly for j in ordered] == [True, True, False, False]
    assert total_cost(judgements) == pytest.approx(0.4 + 0.12)


@pytest.mark.parametrize(("cost", "costly", "warned"), [
    (0.0, False, False), (0.09, False, False), (COSTLY_POINTS, True, False),
    (0.29, True, False), (WARNING_POINTS, True, True), (0.8, True, True),
])
def test_flag_and_warning_thresholds(cost: float, costly: bool, warned: bool) -> None:
    ace, nine = plays("AS", "9S")
    values = {ace: 1.0, nine: 1.0 - cost}
    assert judge(0, nine, ace, values).costly is costly
    assert (warning_cost(values, ace, nine) is not None) is warned


def test_a_farmers_redeal_ends_its_deal_with_the_cards_as_dealt() -> None:
    rules = replace(PRESETS["north-american"], farmers_hand=True)
    seed = next(seed for seed in range(5000)
                if CLAIM_REDEAL in MatchRecord(rules, seed).replay().legal_actions())
    record = MatchRecord(rules, seed)
    state, _ = record.replay().apply(CLAIM_REDEAL)
    record = record.with_action(CLAIM_REDEAL, state)
    first, second = deals_of(record)
    assert first.complete and first.redealt and not first.thrown_in
    assert first.positions[-1].state.hands == first.deal.hands
    assert not second.complete and second.deal.dealer == first.deal.dealer
