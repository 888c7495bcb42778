"""Match equity: the shipped tables hold what the recursion gives, and the Expert plays to the
score with them only when the score matters."""

from __future__ import annotations

import dataclasses

import pytest

from euchre_desktop.bots.base import ReasonCode
from euchre_desktop.bots.equity import equity_table, score_values, shipped, table_for
from euchre_desktop.bots.expert import Evaluation, ExpertBot
from euchre_desktop.rules import PRESETS, OrderUp, Pass, Phase, PlayerView, new_match
from tests.scripts import load_script


def test_every_preset_ships_a_table_for_its_target() -> None:
    tables = shipped()
    assert set(tables) == set(PRESETS)
    for preset_id, entry in tables.items():
        assert entry.target == PRESETS[preset_id].target_score
        assert len(entry.table) == entry.target
        assert all(len(row) == entry.target for row in entry.table)


@pytest.mark.parametrize("preset_id", sorted(PRESETS))
def test_a_shipped_table_is_the_recursion_over_its_measured_outcomes(preset_id: str) -> None:
    entry = shipped()[preset_id]
    computed = equity_table(entry.target, entry.outcomes)
    for row, expected in zip(entry.table, computed, strict=True):
        assert row == pytest.approx(expected, abs=1e-6)


@pytest.mark.parametrize("preset_id", sorted(PRESETS))
def test_a_shipped_table_is_symmetric_and_monotone(preset_id: str) -> None:
    table = shipped()[preset_id].table
    target = len(table)
    for a in range(target):
        assert table[a][a] == pytest.approx(0.5, abs=1e-6)
        for b in range(target):
            assert 0 < table[a][b] < 1
            assert table[a][b] + table[b][a] == pytest.approx(1, abs=2e-6)
            if a + 1 < target:
                assert table[a + 1][b] > table[a][b]
            if b + 1 < target:
                assert table[a][b + 1] < table[a][b]


def test_the_script_measures_and_tabulates_a_small_case() -> None:
    tool = load_script("tools/match_equity.py")
    first = tool.build(["classic-32"], hands=40, seed=3)
    assert first == tool.build(["classic-32"], hands=40, seed=3)  # the same file every time
    entry = first["presets"]["classic-32"]
    outcomes = {int(points): count for points, count in entry["outcomes"].items()}
    assert 30 <= sum(outcomes.values()) <= 40  # hands thrown in do not count
    assert set(outcomes) <= {1, 2, 4}
    assert entry["equity"] == [[round(value, 6) for value in row]
                               for row in equity_table(5, outcomes)]


def test_a_custom_target_gets_its_table_from_the_recursion() -> None:
    rules = PRESETS["north-american"].with_changes(target_score=5)
    found = table_for(rules)
    assert found is not None
    table, target = found
    assert target == 5
    assert table == equity_table(5, shipped()["north-american"].outcomes)


def test_a_match_over_a_fixed_number_of_hands_keeps_to_points() -> None:
    rules = PRESETS["north-american"].with_changes(target_score=None, hand_limit=8)
    assert table_for(rules) is None


def _bidding_view(scores: tuple[int, int]) -> PlayerView:
    state, _ = new_match(PRESETS["north-american"], 3)
    assert state.phase is Phase.BIDDING_ROUND_1 and state.turn is not None
    return dataclasses.replace(state.view(state.turn), scores=scores)


def test_early_in_a_match_points_are_what_count() -> None:
    for scores in ((0, 0), (2, 1), (4, 4), (5, 5)):
        assert score_values(_bidding_view(scores)) is None


def test_at_nine_all_every_outcome_is_a_win_or_a_loss() -> None:
    view = _bidding_view((9, 9))
    values = score_values(view)
    assert values is not None
    assert [values.worth(points) for points in (4, 2, 1, -1, -2, -4)] == pytest.approx(
        [1, 1, 1, -1, -1, -1])


def test_a_loner_is_worth_more_when_only_it_wins_the_match() -> None:
    view = _bidding_view((0, 0))
    behind = score_values(dataclasses.replace(view, scores=(6, 9) if view.seat % 2 == 0
                                              else (9, 6)))
    assert behind is not None
    assert behind.worth(4) > 4 and behind.worth(-1) == behind.worth(-4)


def test_the_expert_plays_to_the_score_and_reports_points() -> None:
    order, stay = OrderUp(), Pass()
    # ordering up marches twice and is euchred three times; passing makes it three times
    evaluation = Evaluation({order: 1.0, stay: -0.2}, 5,
                            {order: (4.0, 4.0, -1.0, -1.0, -1.0),
                             stay: (1.0, 1.0, 1.0, -2.0, -2.0)})
    bot = ExpertBot()
    early = _bidding_view((0, 0))
    assert {order, stay} <= set(early.legal_actions)
    first = bot.decide(early, evaluation)
    assert first.action == order
    assert first.reasons[0].code is ReasonCode.BEST_EXPECTED_POINTS
    late = bot.decide(_bidding_view((9, 9)), evaluation)
    assert late.action == stay
    assert late.reasons[0].code is ReasonCode.PLAYS_TO_SCORE
    assert late.values == {order: 1.0, stay: -0.2}  # still the hand's expected points
