"""How closely the sampler's worlds follow the evidence, where every world can be counted.

Expert partners (a fixed number of worlds a decision, so the hands repeat) bid and play the
first hand of each deal against Standard bots. At each of the Expert's play decisions in the
last two tricks where the cards differ in value, every world of the view is counted with its
full weight (the exact posterior the sampler draws from). Then, several times over, the
seat decides on ``worlds`` sampled worlds, each card scored double dummy, and the benchmark
reports what following that choice loses against deciding on the exact posterior, and how
far the share of worlds in which each seat holds each card lies from the exact share.
Views with a double pack or too many worlds to count (most six-hand views) are left out.
The sampler counts every deal of a view with few deals left and draws by that count
(``counted`` counts those decisions); ``--rejection`` has it draw by rejection throughout,
as it does earlier in a hand, to judge that.
"""

from __future__ import annotations

import random
from collections import defaultdict
from collections.abc import Callable, Mapping, Sequence

from euchre_desktop.bots.expert import ExpertBot
from euchre_desktop.bots.sampling import COUNT_UP_TO, Sampler, World
from euchre_desktop.bots.standard import StandardBot
from euchre_desktop.rules import PRESETS, HouseRules, Phase, PlayerView, new_match
from euchre_desktop.rules.actions import Action
from euchre_desktop.rules.cards import Card

LATE_CARDS = 2
"""The most cards the deciding seat holds in a view measured: the last two tricks, where a
four-hand view has a few thousand worlds at most."""
MOST_WORLDS = 20_000
"""Views with more worlds than this (before voids) are left out."""
NO_DEADLINE = float("inf")
REPEATABLE = 1e9
"""A budget in milliseconds no search reaches: the Expert stops at its worlds instead."""
EXPERT_WORLDS = 16
"""Worlds each decision of the Expert that plays the hands samples."""


def late_views(rules: HouseRules, deals: int, seed: int) -> list[PlayerView]:
    """The Expert's play decisions with more than one card to play in the last two tricks
    of the first hand of ``deals`` deals, whose worlds can be counted."""
    bots = (ExpertBot(REPEATABLE, EXPERT_WORLDS, REPEATABLE), StandardBot())
    views: list[PlayerView] = []
    for deal in range(deals):
        state, _ = new_match(rules, seed * 1_000_003 + deal)
        rng = random.Random(deal)
        while not state.hands_completed and not state.is_over:
            assert state.turn is not None
            view = state.view(state.turn)
            if (state.turn % 2 == 0 and view.phase is Phase.PLAY
                    and len(view.hand) <= LATE_CARDS and len(set(view.legal_actions)) > 1
                    and not rules.deck.has_twin_cards and _countable(Sampler(view))):
                views.append(view)
            state, _ = state.apply(bots[state.turn % 2].choose(view, rng).action)
    return views


def _countable(sampler: Sampler) -> bool:
    """Whether a view's worlds are few enough to count."""
    return sampler.deals_possible() <= MOST_WORLDS


def holders(worlds: Sequence[tuple[World, float]], seats: Sequence[int]
            ) -> dict[tuple[Card, int], float]:
    """The share of the worlds' weight in which each seat holds each card."""
    total = sum(weight for _, weight in worlds)
    shares: defaultdict[tuple[Card, int], float] = defaultdict(float)
    for world, weight in worlds:
        for seat in seats:
            for card in world.hands[seat]:
                shares[card, seat] += weight / total
    return shares


def holders_distance(exact: Mapping[tuple[Card, int], float],
                     sampled: Mapping[tuple[Card, int], float], seats: Sequence[int]) -> float:
    """How far two shares of the cards' holders (``holders``) lie apart: total variation,
    per seat."""
    gap = sum(abs(exact.get(key, 0.0) - sampled.get(key, 0.0))
              for key in exact.keys() | sampled.keys())
    return gap / 2 / len(seats)


def measure_sampler(preset_id: str, deals: int, seed: int, worlds: int,
                    repeats: int, rejection: bool = False) -> dict[str, object]:
    """The benchmark's figures as one JSON-ready dict (see the module's docstring)."""
    views = late_views(PRESETS[preset_id], deals, seed)
    return {"preset": preset_id, "deals": deals, "seed": seed, "worlds": worlds,
            "rejection": rejection} | measure(views, worlds, repeats, rejection)


def measure(views: Sequence[PlayerView], worlds: int, repeats: int,
            rejection: bool = False) -> dict[str, object]:
    """Decisions on ``worlds`` sampled worlds, ``repeats`` times a view, against the exact
    posterior: the views where the cards differ in value, the decisions (and of them,
    those drawn by the count of every deal), the mean points lost, the share of
    decisions that lost any, and the mean distance of the cards' holders (total variation
    per seat). ``rejection``: every world drawn by rejection, none by the count."""
    count_up_to = 0 if rejection else COUNT_UP_TO
    expert = ExpertBot()
    losses: list[float] = []
    distances: list[float] = []
    measured = counted = 0
    for number, view in enumerate(views):
        actions: list[Action] = list(dict.fromkeys(view.legal_actions))
        score = expert.play_scorer(view)
        counting = Sampler(view)
        exact_worlds = counting.every_world()
        exact = _mean_points(score, exact_worlds, actions)
        best = max(exact.values())
        if best - min(exact.values()) < 1e-9:
            continue  # every card scores the same: no choice to get wrong
        measured += 1
        seats = counting.seats
        exact_holders = holders(exact_worlds, seats)
        for repeat in range(repeats):
            sampler = Sampler(view, count_up_to)
            rng = random.Random(number * 1_000 + repeat)
            counted += sampler.counting
            drawn = [(sampler.sample(rng), 1.0) for _ in range(worlds)]
            sampled = _mean_points(score, drawn, actions)
            losses.append(best - exact[max(actions, key=sampled.__getitem__)])
            distances.append(holders_distance(exact_holders, holders(drawn, seats), seats))
    decisions = len(losses) or 1  # none measured: every mean reads 0
    return {
        "views": measured, "decisions": len(losses), "counted": counted,
        "loss_mean": round(sum(losses) / decisions, 4),
        "wrong_share": round(sum(loss > 1e-9 for loss in losses) / decisions, 3),
        "holders_distance": round(sum(distances) / decisions, 3),
    }


def _mean_points(score: Callable[[World, float, Sequence[Action]], dict[Action, float] | None],
                 worlds: Sequence[tuple[World, float]],
                 actions: Sequence[Action]) -> dict[Action, float]:
    """Each card's points, double dummy, averaged over weighted worlds."""
    totals = dict.fromkeys(actions, 0.0)
    for world, weight in worlds:
        points = score(world, NO_DEADLINE, actions)
        assert points is not None  # a play is scored in every world
        for action, value in points.items():
            totals[action] += weight * value
    weight_sum = sum(weight for _, weight in worlds)
    return {action: total / weight_sum for action, total in totals.items()}
