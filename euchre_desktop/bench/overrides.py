"""What the Expert's overrides of its rule player are worth, against what its search predicted.

The Expert starts from the Standard bot's choice (its rule player, ``conclude``) and overrules
it where the sampled worlds find a better option. This bench plays the first hand of numbered
deals, the Expert's team against another level's (each deal twice, the teams swapping seats,
as ``match`` does). At every Expert decision that overrules the rule player, the hand is also
played out from the rule player's choice, every later decision with the random generator it
has in the hand as played. The difference between the two hands' points for the Expert's
team is what the override realised; the search's values of the two options are what it
predicted. Both are reported by kind of decision: a kind whose overrides realise much less
than predicted is where the search misjudges. Far less noisy than ``match`` for a change to
one kind of decision, since only the decisions it changes carry the luck of the cards.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import Any

from euchre_desktop.bench.chunks import run_chunks
from euchre_desktop.bench.match import bench_bot, deal_seed_for, decision_seed
from euchre_desktop.bots.base import Bot
from euchre_desktop.bots.expert import ExpertBot
from euchre_desktop.bots.registry import choose_safely
from euchre_desktop.rules import GameState, HouseRules, Phase, new_match, preset
from euchre_desktop.rules.actions import Action
from euchre_desktop.rules.events import HandScored, HandThrownIn

PREDICTED_BANDS = ((0.0, 0.03), (0.03, 0.1), (0.1, 0.3), (0.3, math.inf))
"""Bands of predicted gain (expected points) the overrides are also reported by: whether the
search's small leads are real is the question a margin answers."""


@dataclass(frozen=True, slots=True)
class Override:
    """One decision where the Expert overruled its rule player: its phase (in play, with the
    trick), the two options by kind, and the points gained by the search's values and in the
    hands played out."""

    phase: str
    choice: str
    predicted: float
    realised: int


@dataclass
class OverrideTally:
    """What a chunk of the benchmark measured, merged across processes."""

    hands: int = 0
    decisions: dict[str, int] = field(default_factory=dict)  # Expert decisions with a choice
    overrides: list[Override] = field(default_factory=list)

    def merge(self, other: OverrideTally) -> None:
        self.hands += other.hands
        for phase, count in other.decisions.items():
            self.decisions[phase] = self.decisions.get(phase, 0) + count
        self.overrides += other.overrides


def _phase_of(state: GameState) -> str:
    """The phase a decision is reported under: in play, with its trick (``play-trick-1``)."""
    if state.phase is Phase.PLAY:
        return f"play-trick-{len(state.tricks) + 1}"
    return str(state.phase.value)


def _choice(chosen: Action, prior: Action) -> str:
    """The kinds of the two options, as ``OrderUp over Pass``."""
    return f"{type(chosen).__name__} over {type(prior).__name__}"


def _team_points(events: Iterable[object], team: int) -> int | None:
    """The hand's signed points for ``team`` if these events end it (0 when thrown in)."""
    for event in events:
        if isinstance(event, HandScored):
            return event.points if event.team == team else -event.points
        if isinstance(event, HandThrownIn):
            return 0
    return None


def play_out(state: GameState, index: int, deal_seed: int, team_bots: tuple[Bot, Bot],
             team: int) -> int:
    """The signed points for ``team`` of the hand played on from ``state``, its next
    decision numbered ``index``, each with the random generator of ``match``'s hands."""
    while True:
        seat = state.turn
        assert seat is not None
        rng = random.Random(decision_seed(deal_seed, seat, index))
        state, events = state.apply(choose_safely(team_bots[seat % 2], state.view(seat),
                                                  rng).action)
        index += 1
        points = _team_points(events, team)
        if points is not None:
            return points


def measure_hand(rules: HouseRules, deal_seed: int, expert: ExpertBot, other: Bot,
                 expert_team: int, tally: OverrideTally) -> None:
    """Play the first hand of ``new_match(rules, deal_seed)``, ``expert`` for the team
    ``expert_team``, and add each of its overrides to ``tally``, played out both ways."""
    team_bots: tuple[Bot, Bot] = (expert, other) if expert_team == 0 else (other, expert)
    rule_player = expert.rule_player
    state, _ = new_match(rules, deal_seed)
    index = 0
    found: list[tuple[str, str, float, GameState, int]] = []  # ... the rule player's hand
    while True:
        seat = state.turn
        assert seat is not None
        view = state.view(seat)
        rng = random.Random(decision_seed(deal_seed, seat, index))
        if seat % 2 == expert_team and len(set(view.legal_actions)) > 1:
            phase = _phase_of(state)
            tally.decisions[phase] = tally.decisions.get(phase, 0) + 1
            evaluation = expert.evaluate(view, rng)
            as_concluded = random.Random()
            as_concluded.setstate(rng.getstate())  # the rule player's draws in ``conclude``
            prior = rule_player.choose(view, as_concluded).action
            action = expert.conclude(view, evaluation, rng).action
            if action != prior and prior in evaluation.values:
                after, _ = state.apply(prior)
                found.append((phase, _choice(action, prior),
                              evaluation.values[action] - evaluation.values[prior],
                              after, index + 1))
        else:
            action = choose_safely(team_bots[seat % 2], view, rng).action
        state, events = state.apply(action)
        index += 1
        points = _team_points(events, expert_team)
        if points is not None:
            break
    tally.hands += 1
    for phase, choice, predicted, after, next_index in found:
        counter = play_out(after, next_index, deal_seed, team_bots, expert_team)
        tally.overrides.append(Override(phase, choice, predicted, points - counter))


def run_chunk(preset_id: str, level_b: str, seed: int, deals: range,
              expert_deals: int | None = None) -> OverrideTally:
    """Both hands of each of ``deals`` for one process."""
    rules = preset(preset_id)
    expert = bench_bot("expert", expert_deals)
    assert isinstance(expert, ExpertBot)
    other = bench_bot(level_b, expert_deals)
    tally = OverrideTally()
    for deal in deals:
        for expert_team in (0, 1):
            measure_hand(rules, deal_seed_for(seed, deal), expert, other, expert_team, tally)
    return tally


def figures(overrides: list[Override]) -> dict[str, float | int]:
    """Count, mean predicted and realised gain, the realised mean's standard error, and the
    realised points in total, of some overrides."""
    n = len(overrides)
    realised = [override.realised for override in overrides]
    mean = sum(realised) / n
    variance = sum((points - mean) ** 2 for points in realised) / (n - 1) if n > 1 else 0.0
    return {"n": n,
            "predicted": round(sum(override.predicted for override in overrides) / n, 4),
            "realised": round(mean, 4),
            "realised_se": round(math.sqrt(variance / n), 4),
            "points": sum(realised)}


def _grouped(overrides: list[Override],
             key: Callable[[Override], str]) -> dict[str, dict[str, float | int]]:
    groups: dict[str, list[Override]] = {}
    for override in overrides:
        groups.setdefault(key(override), []).append(override)
    return {name: figures(members) for name, members in sorted(groups.items())}


def _band(predicted: float) -> str:
    for low, high in PREDICTED_BANDS:
        if predicted < high:
            return f"{low}-{high}" if high != math.inf else f"{low}+"
    raise AssertionError("the last band is open")


def summarise(tally: OverrideTally) -> dict[str, Any]:
    """The figures the command prints."""
    overrides = tally.overrides
    result: dict[str, Any] = {"hands": tally.hands, "decisions": dict(sorted(
        tally.decisions.items())), "overrides": len(overrides)}
    if overrides:
        result |= {
            "realised_points_per_hand": round(sum(o.realised for o in overrides)
                                              / tally.hands, 4),
            "overall": figures(overrides),
            "by_phase": _grouped(overrides, lambda override: override.phase),
            "by_choice": _grouped(overrides, lambda override: (
                f"{override.phase.split('-trick-')[0]}: {override.choice}")),
            "by_predicted": _grouped(overrides, lambda override: _band(override.predicted)),
        }
    return result


def run_overrides(preset_id: str, deals: int, seed: int, level_b: str = "standard",
                  jobs: int = 1, expert_deals: int | None = None) -> dict[str, Any]:
    """Run the benchmark, in ``jobs`` spawned processes when more than one; the Expert
    searches ``expert_deals`` deals a decision, untimed, when given."""
    began = time.perf_counter()
    jobs = max(1, min(jobs, deals))
    arguments = [(preset_id, level_b, seed, range(job, deals, jobs), expert_deals)
                 for job in range(jobs)]
    total = OverrideTally()
    for tally in run_chunks(run_chunk, arguments):
        total.merge(tally)
    result: dict[str, Any] = {"a": "expert", "b": level_b, "preset": preset_id,
                              "deals": deals, "seed": seed, "jobs": jobs}
    if expert_deals is not None:
        result["expert_deals"] = expert_deals
    result |= summarise(total)
    result["seconds"] = round(time.perf_counter() - began, 2)
    return result
