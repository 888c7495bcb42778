"""The Expert: legal under every house rule, quick when there is no choice, blind when blind."""

from __future__ import annotations

import math
import random
from dataclasses import replace
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from euchre_desktop.bots import expert, sampling
from euchre_desktop.bots.base import Level, ReasonCode
from euchre_desktop.bots.equity import score_values
from euchre_desktop.bots.expert import ExpertBot
from euchre_desktop.bots.standard import StandardBot
from euchre_desktop.rules import PRESETS, Card, Deal, HouseRules, Phase, PlayerView, new_match
from euchre_desktop.rules.actions import Discard, Pass
from euchre_desktop.rules.deal import deck_cards
from tests.bots.test_sampling import random_state, standard_views
from tests.bots.test_twins import python_module, python_solver
from tests.rules.strategies import house_rules


def check_decision(bot: ExpertBot, state_view, rng: random.Random):  # type: ignore[no-untyped-def]
    decision = bot.choose(state_view, rng)
    assert decision.action in state_view.legal_actions
    assert decision.reasons
    assert set(decision.values) <= set(state_view.legal_actions)
    return decision


@given(rules=house_rules(), seed=st.integers(0, 2**32), steps=st.integers(0, 40))
@settings(max_examples=25, deadline=None)
def test_decisions_are_legal_under_random_house_rules(rules: HouseRules, seed: int,
                                                      steps: int) -> None:
    state = random_state(rules, seed, steps)
    assert state.turn is not None
    check_decision(ExpertBot(20), state.view(state.turn), random.Random(seed))


def test_whole_hands_under_every_preset() -> None:
    bot = ExpertBot(8)
    assert bot.level is Level.EXPERT
    rng = random.Random(4)
    phases = set()
    for rules in PRESETS.values():
        state, _ = new_match(rules, 21)
        while not state.is_over and state.hands_completed == 0:
            assert state.turn is not None
            phases.add(state.phase)
            decision = check_decision(bot, state.view(state.turn), rng)
            state, _ = state.apply(decision.action)
    assert {Phase.BIDDING_ROUND_1, Phase.PLAY} <= phases


def test_a_single_legal_action_is_played_at_once(monkeypatch: pytest.MonkeyPatch) -> None:
    rules = PRESETS["north-american"]
    state, _ = new_match(rules, 5)
    chooser = random.Random(5)
    while not (state.phase is Phase.PLAY and len(state.legal_actions()) == 1):
        state, _ = state.apply(chooser.choice(state.legal_actions()))
    assert state.turn is not None
    bot = ExpertBot()
    monkeypatch.setattr(bot, "evaluate", lambda *_: pytest.fail("a forced card was searched"))
    decision = bot.choose(state.view(state.turn), random.Random(0))
    assert [reason.code for reason in decision.reasons] == [ReasonCode.ONLY_LEGAL_MOVE]


def test_the_blind_suit_naming_ignores_the_dealers_hidden_hand() -> None:
    rules = PRESETS["british"]
    pack = [card for card in deck_cards(rules) if not card.is_joker]
    joker = Card.joker()
    decisions = []
    for shift in (0, 7):
        cards = pack[shift:] + pack[:shift]
        hands = tuple(tuple(cards[5 * seat:5 * seat + 5]) for seat in range(4))
        setup = Deal(dealer=2, hands=hands, up_card=joker, kitty=tuple(cards[20:]), packets=())
        state, _ = new_match(rules, 1, setup=setup)
        assert state.phase is Phase.DEALER_NAMES_SUIT
        view = state.view(2)
        assert view.hand == ()
        decision = ExpertBot(10_000, max_samples=3).choose(view, random.Random(9))
        decisions.append((decision.action, decision.values))
    assert decisions[0] == decisions[1]


def test_a_blind_naming_is_the_rule_players_unsearched() -> None:
    """Before the dealer has seen a card no suit can be worth more than another, so sampled
    worlds could only rank the suits by chance: the rule player's pick stands, unsearched."""
    rules = PRESETS["british"]
    pack = [card for card in deck_cards(rules) if not card.is_joker]
    hands = tuple(tuple(pack[5 * seat:5 * seat + 5]) for seat in range(4))
    setup = Deal(dealer=1, hands=hands, up_card=Card.joker(), kitty=tuple(pack[20:]),
                 packets=())
    state, _ = new_match(rules, 1, setup=setup)
    view = state.view(1)
    assert view.names_blind and not state.view(2).names_blind
    assert ExpertBot().evaluate(view, random.Random(4)).samples == 0
    for seed in range(4):
        decision = ExpertBot().choose(view, random.Random(seed))
        habit = StandardBot().choose(view, random.Random(seed))
        assert decision.action == habit.action and decision.samples == 0
        assert [reason.code for reason in decision.reasons] == [ReasonCode.NAME_BLIND]


def test_options_that_end_in_the_same_hand_share_one_solve(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """A pass after which another seat orders the same suit up leaves the hand that ordering
    up does: each world searches it once, the second option's value comes from the table."""
    rules = PRESETS["north-american"]
    asked: list[tuple[object, ...]] = []
    repeats: list[int] = []  # positions visited by a question asked before in its world
    visits = [0]
    python = python_solver()  # the compiled solver's calls cannot be counted
    lead = python._Solver._lead

    def counted_lead(self: Any, *args: Any) -> bool:
        visits[0] += 1
        return lead(self, *args)

    class Counted(python.SharedSolver):  # type: ignore[name-defined,misc]
        def value(self, hands: Any, turn: int, deadline: float | None = None,
                  thresholds: Any = None) -> int:
            question = (id(self), tuple(map(tuple, hands)), turn, tuple(thresholds))
            before = visits[0]
            tricks = super().value(hands, turn, deadline, thresholds)
            if question in asked:
                repeats.append(visits[0] - before)
            asked.append(question)
            return tricks

    monkeypatch.setattr(python._Solver, "_lead", counted_lead)
    monkeypatch.setattr(expert, "SharedSolver", Counted)
    states = [random_state(rules, seed, 0) for seed in range(12)]
    views = [state.view(state.turn) for state in states if state.turn is not None]
    bot = ExpertBot(60_000.0, max_samples=6)
    for view in views:
        assert view.phase is Phase.BIDDING_ROUND_1
        assert bot.evaluate(view, random.Random(4)).samples == 6
    assert repeats and max(repeats) <= 2  # each step asked answered at once


@pytest.mark.parametrize("preset", ["north-american", "british", "six-player",
                                    "six-player-double", "almonte-four"])
def test_a_discard_scores_each_world_as_playing_each_discard_out_does(preset: str) -> None:
    """The discard's scorer builds no game for a world but the first, and gives each world
    the points that building its game and playing each discard out give."""
    rules = PRESETS[preset]
    views = standard_views(rules, 30, lambda view: view.phase is Phase.DEALER_DISCARD)
    assert len(views) >= 5
    bot, rng = ExpertBot(), random.Random(2)
    for view in views:
        sampler = sampling.Sampler(view)
        discards = list(dict.fromkeys(view.legal_actions))
        assert len(discards) > 1 and all(isinstance(action, Discard) for action in discards)
        shortcut = bot._discard_scorer(view, random.Random(3))
        played_out = bot._bid_scorer(view, random.Random(3))
        for _ in range(4):
            world = sampler.sample(rng)
            assert shortcut(world, math.inf, discards) == played_out(world, math.inf,
                                                                     discards)


@pytest.mark.parametrize(("hands", "fewest"), [
    ([[3, 1, 2], [2, 4, 1]], (3, 1, 2, 4)),  # the up-card taken or not: one card more
    ([[5, 5, 7], [5, 8]], (5, 5, 7, 8)),  # a double pack's twins held in one hand
    ([[5, 8], [5, 5, 7]], (5, 8, 5, 7)),
    ([[6], [6], [6]], (6,)),
])
def test_a_shared_solve_gets_the_fewest_cards_that_hold_every_hand(
        hands: list[list[int]], fewest: tuple[int, ...]) -> None:
    assert expert._fewest_holding(hands) == fewest


def test_contenders_keep_options_within_the_points_or_the_noise_of_the_best() -> None:
    far, near, noisy, best = (Pass(), *(Discard(Card.parse(code))
                                              for code in ("9C", "10C", "AC")))
    steady = [1.0, 0.0] * 10
    scored = {
        best: steady,
        near: [points - 0.2 for points in steady],  # within the points: kept
        far: [points - 1.0 for points in steady],  # a point behind in every world: dropped
        noisy: [points + swing for points, swing in zip(steady, [-3.0, 2.0] * 10, strict=True)],
    }
    assert expert._contenders(list(scored), scored) == [best, near, noisy]


def test_difference_error_pairs_worlds_only_when_both_were_solved_in_each() -> None:
    assert expert.difference_error([1.0, 2.0, 3.0], [1.0, 2.0, 3.0], 3) == 0.0
    paired = expert.difference_error([1.0, 2.0, 3.0, 4.0], [0.0, 1.0, 2.0, 4.0], 4)
    assert paired == pytest.approx(0.25)  # differences 1, 1, 1, 0
    apart = expert.difference_error([1.0, 2.0, 3.0, 4.0], [0.0, 1.0], 4)
    assert apart == pytest.approx(((5 / 3) / 4 + 0.5 / 2) ** 0.5)


def _dealer_discards(rules: HouseRules, count: int) -> list[Any]:
    views = []
    for seed in range(200):
        state, _ = new_match(rules, seed)
        bot = ExpertBot(1.0, max_samples=1)
        while state.phase is not Phase.PLAY and not state.hands_completed:
            assert state.turn is not None
            view = state.view(state.turn)
            if view.phase is Phase.DEALER_DISCARD:
                views.append(view)
                break
            state, _ = state.apply(bot._policy.choose(view, random.Random(seed)).action)
        if len(views) == count:
            break
    return views


def test_a_search_before_play_stops_solving_options_clearly_behind() -> None:
    """A dealer's discard searched in 64 worlds: some discards (a bower, an ace) fall clearly
    behind and keep the points of the worlds before they were dropped, valued by their lead
    over the best discard in those worlds; the best discard is solved in every world, in the
    same worlds as by a reference search that drops nothing."""
    bot = ExpertBot(60_000.0, max_samples=64)
    dropped = 0
    for view in _dealer_discards(PRESETS["north-american"], 6):
        evaluation = bot.evaluate(view, random.Random(2))
        assert evaluation.samples == 64
        best = max(evaluation.values, key=evaluation.values.__getitem__)
        assert len(evaluation.per_world[best]) == 64
        kept = evaluation.per_world[best]
        for action, points in evaluation.per_world.items():
            solved = len(points)
            assert expert.DROP_AFTER <= solved <= 64
            lead = (sum(points) - sum(kept[:solved])) / solved
            assert evaluation.values[action] == pytest.approx(evaluation.values[best] + lead)
            assert evaluation.values[action] <= evaluation.values[best]
            dropped += solved < 64
        reference = ExpertBot(60_000.0, max_samples=64, drops_trailing=False)
        every = reference.evaluate(view, random.Random(2)).per_world
        assert all(len(points) == 64 for points in every.values())
        assert every[best] == evaluation.per_world[best]
    assert dropped >= 6


def test_a_search_that_shows_its_values_revisits_the_options_it_dropped() -> None:
    """The coach's search solves an option it dropped in one world in ``REVISIT_EVERY``
    from the drop on, and values it by its lead over the best option in every world it was
    solved in: the worlds that had it dropped are not the only ones its value rests on."""
    bot = ExpertBot(60_000.0, max_samples=64, revisits_dropped=True)
    revisited = 0
    for view in _dealer_discards(PRESETS["north-american"], 6):
        evaluation = bot.evaluate(view, random.Random(2))
        best = max(evaluation.values, key=evaluation.values.__getitem__)
        kept = evaluation.per_world[best]
        assert len(kept) == 64
        for action, points in evaluation.per_world.items():
            if len(points) == 64:
                assert action not in evaluation.solved_in
                continue
            worlds = evaluation.solved_in[action]
            assert len(worlds) == len(points)
            assert any(worlds == (*range(drop), *range(drop, 64, expert.REVISIT_EVERY))
                       for drop in range(expert.DROP_AFTER, 64, expert.DROP_EVERY))
            lead = (sum(points) - sum(kept[world] for world in worlds)) / len(points)
            assert evaluation.values[action] == pytest.approx(evaluation.values[best] + lead)
            revisited += 1
    assert revisited >= 6


def test_near_the_end_of_a_match_every_option_is_searched_in_every_world() -> None:
    """Where the score makes the match's equity differ from the hand's points, an option
    behind on points may still be the one that wins the match: none is dropped."""
    bot = ExpertBot(60_000.0, max_samples=40)
    for view in _dealer_discards(PRESETS["north-american"], 3):
        near_end = replace(view, scores=(9, 8))
        assert score_values(near_end) is not None
        evaluation = bot.evaluate(near_end, random.Random(2))
        assert all(len(points) == 40 for points in evaluation.per_world.values())


def test_a_dropped_option_is_valued_against_the_worlds_it_was_solved_in() -> None:
    """The kept option led by a point in the four worlds both were solved in, then scored
    less: the dropped option stays a point behind it, where its own mean over its first
    worlds (0.0) would now come out ahead of the kept option's (-0.5)."""
    kept, dropped, also_kept = Pass(), Discard(Card.parse("9C")), Discard(Card.parse("10C"))
    per_world = {kept: [1.0, 1.0, 1.0, 1.0, -2.0, -2.0, -2.0, -2.0],
                 dropped: [0.0, 0.0, 0.0, 0.0],
                 also_kept: [-1.0] * 8}
    values = expert.paired_values(per_world, 8)
    assert values == {kept: -0.5, dropped: -1.5, also_kept: -1.0}
    assert expert.paired_values({kept: [1.0, -2.0], also_kept: [0.0, 0.0]}, 2) == {
        kept: -0.5, also_kept: 0.0}


def test_a_revisited_option_is_valued_against_the_worlds_it_was_solved_in() -> None:
    """Dropped after two worlds and revisited in the fifth: the option led the kept one by
    half a point in its first two worlds and trailed it by a point in the fifth, so on
    average it stands level with it. Paired with the kept option's first three worlds, as
    if it had been solved in those, it would come out a point behind."""
    kept, dropped = Pass(), Discard(Card.parse("9C"))
    per_world = {kept: [1.0, 1.0, 1.0, 1.0, -2.0, -2.0, -2.0, -2.0],
                 dropped: [1.5, 1.5, -3.0]}
    values = expert.paired_values(per_world, 8, {dropped: (0, 1, 4)})
    assert values == {kept: -0.5, dropped: -0.5}
    assert expert.paired_values(per_world, 8)[dropped] == pytest.approx(-0.5 - 1.0)


def test_pooled_shares_weigh_each_shares_values_by_its_worlds() -> None:
    """A share's value of an option it dropped (measured against its own worlds) counts as
    the share's worlds; so does its value of every other option, their means."""
    kept, dropped = Pass(), Discard(Card.parse("9C"))
    shares = [expert.Evaluation({kept: 1.0, dropped: -1.0}, 4,
                                {kept: (1.0, 1.0, 1.0, 1.0), dropped: (-1.0, -1.0)}),
              expert.Evaluation({kept: 0.0, dropped: 0.0}, 2,
                                {kept: (0.0, 0.0), dropped: (0.0, 0.0)})]
    pooled = expert.pooled(shares)
    assert pooled.samples == 6
    assert pooled.values == {kept: pytest.approx(4 / 6), dropped: pytest.approx(-4 / 6)}


def test_the_search_plans_its_last_world_by_the_mean_world_not_the_slowest(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """A slow first world (cold caches) does not end the search while the typical world
    still fits the budget: worlds of 30 ms then 10 ms in 100 ms are searched until 90 ms."""
    clock = [0.0]
    world_seconds = iter([0.030] + [0.010] * 50)

    def scorer(self: ExpertBot, view: Any) -> Any:
        def score(world: Any, deadline: float, actions: Any) -> dict[Any, float]:
            clock[0] += next(world_seconds)
            return dict.fromkeys(actions, 0.0)
        return score

    monkeypatch.setattr(expert.time, "perf_counter", lambda: clock[0])
    monkeypatch.setattr(ExpertBot, "play_scorer", scorer)
    view = standard_views(PRESETS["north-american"], 1, lambda view: (
        view.phase is Phase.PLAY and len(set(view.legal_actions)) > 1))[0]
    evaluation = ExpertBot(budget_ms=100).evaluate(view, random.Random(1))
    assert evaluation.samples == 7 and clock[0] == pytest.approx(0.090)


def _counted_view() -> PlayerView:
    """A fourth-trick view whose deals the sampler counts before its first sample (with no
    dealer's discard to replay)."""
    rules = PRESETS["north-american"]
    return next(view for view in standard_views(rules, 10, lambda view: (
        view.phase is Phase.PLAY and len(view.tricks) == 3 and not view.trick
        and len(set(view.legal_actions)) > 1)) if sampling.Sampler(view).counting
        and sampling.Sampler(view).discarder is None)


def _search_on_a_clock(monkeypatch: pytest.MonkeyPatch, clock: list[float]) -> None:
    """The search's clock (and the sampler's) reads ``clock``; each world takes 125 ms."""
    def scorer(self: ExpertBot, view: Any) -> Any:
        def score(world: Any, deadline: float, actions: Any) -> dict[Any, float]:
            clock[0] += 0.125
            return dict.fromkeys(actions, 0.0)
        return score

    monkeypatch.setattr(expert.time, "perf_counter", lambda: clock[0])
    monkeypatch.setattr(ExpertBot, "play_scorer", scorer)


def _python_sampler(monkeypatch: pytest.MonkeyPatch) -> Any:
    """The sampler as pure Python, the Expert's for this test, so that patching its methods
    reaches every call (``python_module``)."""
    python = python_module("sampling")
    monkeypatch.setattr(expert, "Sampler", python.Sampler)
    return python


def test_a_slow_count_of_the_deals_does_not_cut_the_search_short(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """The search judges how many more worlds fit its budget by the time the worlds took,
    the count of every deal aside: a count that took 1.25 s of 3 s on the search's clock
    leaves time for the worlds of 125 ms that still fit."""
    view = _counted_view()
    clock = [0.0]
    python = _python_sampler(monkeypatch)
    count = python.Sampler._count

    def slow(self: sampling.Sampler, deadline: float = math.inf) -> float:
        if self._weight_of_all is None:
            clock[0] += 1.25
        return count(self, deadline)

    _search_on_a_clock(monkeypatch, clock)
    monkeypatch.setattr(python.Sampler, "_count", slow)
    evaluation = ExpertBot(budget_ms=3_000, limit_ms=60_000).evaluate(view, random.Random(1))
    assert evaluation.samples == 13 and clock[0] == 2.875


def test_a_count_of_the_deals_past_half_the_budget_is_given_up_for_rejection(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """On a machine too slow for the count, the search gives it up at half its budget
    (``COUNT_SHARE``) and draws the rest of its worlds by rejection, as on a view with more
    deals: here each hand the count weighs takes 10 ms of a 3 s budget, and the first world
    drawn blind comes at 1.5 s, the rest of the budget left to worlds of 125 ms."""
    view = _counted_view()
    clock = [0.0]
    python = _python_sampler(monkeypatch)
    seat_fit = python.Sampler._seat_fit
    drawn_blind = []
    draw = python.Sampler._draw

    def slow_fit(self: sampling.Sampler, seat: int, hand: Any) -> float:
        clock[0] += 0.01
        return seat_fit(self, seat, hand)

    def counted_draw(self: sampling.Sampler, rng: random.Random) -> sampling.World:
        drawn_blind.append(clock[0])
        return draw(self, rng)

    _search_on_a_clock(monkeypatch, clock)
    monkeypatch.setattr(python.Sampler, "_seat_fit", slow_fit)
    monkeypatch.setattr(python.Sampler, "_draw", counted_draw)
    evaluation = ExpertBot(budget_ms=3_000, limit_ms=60_000).evaluate(view, random.Random(1))
    assert 1.5 < drawn_blind[0] < 1.6 and evaluation.samples >= 10
