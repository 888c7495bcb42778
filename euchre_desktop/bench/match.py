"""Bot against bot on duplicate deals: how many points per hand one level gains on another.

Each numbered deal is played twice, one hand each time, with the same cards and dealer and the
two bots swapping seats; luck of the cards cancels and the difference is skill. Every decision
gets its own random generator seeded from (deal, seat, decision number), so both replays make
the same random choices in the same situations: a deterministic bot against itself scores 0.
With ``expert_deals`` an Expert searches that many deals a decision, untimed: its play then
depends neither on the machine's speed nor on its load, and a run repeats exactly.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from euchre_desktop.bench.chunks import run_chunks
from euchre_desktop.bots.base import Bot
from euchre_desktop.bots.registry import choose_safely, is_fallback, make_bot
from euchre_desktop.rules import GameState, HouseRules, new_match, preset
from euchre_desktop.rules.events import HandScored, HandThrownIn

UNTIMED_MS = 3_600_000.0
"""A budget no search of a fixed number of deals reaches: the count alone stops it."""


@dataclass
class Tally:
    """What a chunk of the benchmark measured, merged across processes."""

    deal_edges: list[float] = field(default_factory=list)  # A minus B per hand, per deal
    a_points: int = 0
    b_points: int = 0
    games: int = 0
    a_game_wins: float = 0.0  # a draw counts half
    illegal_actions: int = 0
    latency: dict[str, list[float]] = field(default_factory=dict)  # seconds by phase
    worlds: dict[str, list[int]] = field(default_factory=dict)  # a search's worlds by phase

    def merge(self, other: Tally) -> None:
        self.deal_edges += other.deal_edges
        self.a_points += other.a_points
        self.b_points += other.b_points
        self.games += other.games
        self.a_game_wins += other.a_game_wins
        self.illegal_actions += other.illegal_actions
        for phase, times in other.latency.items():
            self.latency.setdefault(phase, []).extend(times)
        for phase, counts in other.worlds.items():
            self.worlds.setdefault(phase, []).extend(counts)


def decision_seed(deal_seed: int, seat: int, index: int) -> int:
    """The seed of one decision's random generator."""
    return (deal_seed * 1_000_003 + seat) * 1_000_033 + index


def deal_seed_for(seed: int, deal: int) -> int:
    return seed * 1_000_000_007 + deal


def _decide(bot: Bot, state: GameState, rng_seed: int, tally: Tally) -> Any:
    seat = state.turn
    assert seat is not None
    view = state.view(seat)
    start = time.perf_counter()
    decision = choose_safely(bot, view, random.Random(rng_seed))
    tally.latency.setdefault(state.phase.value, []).append(time.perf_counter() - start)
    if decision.samples is not None:
        tally.worlds.setdefault(state.phase.value, []).append(decision.samples)
    if is_fallback(decision):
        tally.illegal_actions += 1
    return decision.action


def play_one_hand(rules: HouseRules, deal_seed: int, team_bots: tuple[Bot, Bot],
                  tally: Tally) -> tuple[int, int]:
    """Play the first hand of ``new_match(rules, deal_seed)``: the points each team scored
    (a hand thrown in scores nothing)."""
    state, _ = new_match(rules, deal_seed)
    index = 0
    while True:
        seat = state.turn
        assert seat is not None
        action = _decide(team_bots[seat % 2], state, decision_seed(deal_seed, seat, index), tally)
        index += 1
        state, events = state.apply(action)
        for event in events:
            if isinstance(event, HandScored):
                return (event.points, 0) if event.team == 0 else (0, event.points)
            if isinstance(event, HandThrownIn):
                return 0, 0


def play_game(rules: HouseRules, game_seed: int, team_bots: tuple[Bot, Bot],
              tally: Tally, start: tuple[int, int] = (0, 0)) -> int | None:
    """Play a whole match, from the score ``start`` (team 0's, team 1's) rather than 0-0 when
    given, to measure the end of a match alone: the winning team, or None for a draw."""
    state, _ = new_match(rules, game_seed)
    state.scores = start
    index = 0
    while not state.is_over:
        seat = state.turn
        assert seat is not None
        action = _decide(team_bots[seat % 2], state, decision_seed(game_seed, seat, index), tally)
        index += 1
        state, _ = state.apply(action)
    return state.winner


def bench_bot(level: str, expert_deals: int | None = None) -> Bot:
    """A bot of ``level``; an Expert searching ``expert_deals`` deals a decision, untimed,
    when that is given."""
    if expert_deals is None or level != "expert":
        return make_bot(level)
    from euchre_desktop.bots.expert import ExpertBot

    return ExpertBot(budget_ms=UNTIMED_MS, max_samples=expert_deals)


def run_chunk(preset_id: str, level_a: str, level_b: str, seed: int,
              deals: range, games: range, start: tuple[int, int] = (0, 0),
              expert_deals: int | None = None) -> Tally:
    """Duplicate deals and whole games for one process."""
    rules = preset(preset_id)
    bot_a, bot_b = bench_bot(level_a, expert_deals), bench_bot(level_b, expert_deals)
    tally = Tally()
    for deal in deals:
        deal_seed = deal_seed_for(seed, deal)
        first = play_one_hand(rules, deal_seed, (bot_a, bot_b), tally)
        second = play_one_hand(rules, deal_seed, (bot_b, bot_a), tally)
        a_points, b_points = first[0] + second[1], first[1] + second[0]
        tally.a_points += a_points
        tally.b_points += b_points
        tally.deal_edges.append((a_points - b_points) / 2)
    for game in games:
        a_team = game % 2
        bots = (bot_a, bot_b) if a_team == 0 else (bot_b, bot_a)
        # A starts on the first score of ``start`` whichever team it plays
        scores = start if a_team == 0 else (start[1], start[0])
        winner = play_game(rules, deal_seed_for(seed + 7_919, game), bots, tally, scores)
        tally.games += 1
        tally.a_game_wins += 0.5 if winner is None else float(winner == a_team)
    return tally


def percentile(ordered: Sequence[float], fraction: float) -> float:
    """The value at ``fraction`` of a sorted list (nearest rank, rounding down)."""
    return ordered[min(len(ordered) - 1, int(fraction * len(ordered)))]


def latency_summary(latency: dict[str, list[float]]) -> dict[str, dict[str, float | int]]:
    """Median, 99th percentile and maximum in milliseconds, and the count, by phase."""
    summary: dict[str, dict[str, float | int]] = {}
    for phase, times in sorted(latency.items()):
        ordered = sorted(times)
        summary[phase] = {
            "p50": round(percentile(ordered, 0.5) * 1000, 4),
            "p99": round(percentile(ordered, 0.99) * 1000, 4),
            "max": round(ordered[-1] * 1000, 4),
            "n": len(ordered),
        }
    return summary


def worlds_summary(worlds: dict[str, list[int]]) -> dict[str, dict[str, float]]:
    """The 10th percentile and median of the worlds a search sampled per decision, and the
    count of searched decisions, by phase."""
    summary: dict[str, dict[str, float]] = {}
    for phase, counts in sorted(worlds.items()):
        ordered = sorted(counts)
        summary[phase] = {"p10": percentile(ordered, 0.1), "p50": percentile(ordered, 0.5),
                          "n": len(ordered)}
    return summary


def summarise(tally: Tally) -> dict[str, Any]:
    """The figures the command prints (the edge is None when no deal was played, as the
    game win rate is when no game was)."""
    edges = tally.deal_edges
    n = len(edges)
    mean = sum(edges) / n if n else 0.0
    rate = tally.a_game_wins / tally.games if tally.games else 0.0
    variance = sum((edge - mean) ** 2 for edge in edges) / (n - 1) if n > 1 else 0.0
    return {
        "hands": 2 * n,
        "a_points": tally.a_points,
        "b_points": tally.b_points,
        "edge_points_per_hand": round(mean, 4) if n else None,
        "ci95": round(1.96 * math.sqrt(variance / n), 4) if n else None,
        "games": tally.games,
        "game_win_rate": round(rate, 4) if tally.games else None,
        "game_ci95": (round(1.96 * math.sqrt(rate * (1 - rate) / tally.games), 4)
                      if tally.games else None),
        "illegal_actions": tally.illegal_actions,
        "latency_ms": latency_summary(tally.latency),
        "worlds": worlds_summary(tally.worlds),
    }


def run_match(preset_id: str, level_a: str, level_b: str, deals: int, seed: int,
              games: int = 0, jobs: int = 1, start: tuple[int, int] = (0, 0),
              expert_deals: int | None = None) -> dict[str, Any]:
    """Run the benchmark, in ``jobs`` spawned processes when more than one; whole matches
    start at ``start`` (A's score, B's score); an Expert searches ``expert_deals`` deals a
    decision, untimed, when given."""
    target = preset(preset_id).target_score
    if games and target is not None and max(start) >= target:
        raise ValueError(f"a match to {target} cannot start at {start[0]}-{start[1]}")
    began = time.perf_counter()
    jobs = max(1, min(jobs, max(deals, games, 1)))
    arguments = [(preset_id, level_a, level_b, seed, range(job, deals, jobs),
                  range(job, games, jobs), start, expert_deals) for job in range(jobs)]
    total = Tally()
    for tally in run_chunks(run_chunk, arguments):
        total.merge(tally)
    result: dict[str, Any] = {"a": level_a, "b": level_b, "preset": preset_id,
                              "deals": deals, "seed": seed, "jobs": jobs}
    if games:
        result["start"] = list(start)
    if expert_deals is not None:
        result["expert_deals"] = expert_deals
    result |= summarise(total)
    result["seconds"] = round(time.perf_counter() - began, 2)
    return result
