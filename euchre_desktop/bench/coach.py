"""How long a hint takes: the coach asked at every decision of one seat, by phase.

Standard bots play every seat of the first hand of numbered matches; whenever seat 0 is to
act (bids, discards, going alone and every card, single-option turns included, as a player
may press Hint at any of them) the coach is asked and timed before the seat plays on. Each
piece of advice must name a legal action and give at least one reason.

With ``against_ms`` (``run_agreement``) every decision of that seat with a choice is also
put to the same coach thinking for much longer, on the same view: how often the hint names
the deeper search's choice, and what following the hint costs by the deeper search's own
values (its value of its choice minus its value of the hint's, never below zero), by phase;
the deeper search solves every option in every deal, so that its values are sound. Each miss
is also counted by how sure the deeper search was of its choice over the hint's: one it calls
close is a near tie, which the deals of neither search settle.
The two searches draw from independent random streams, seeded per decision, and the bots'
play has its own stream, so every run meets the same decisions whatever the budgets. With
``shares`` the hint is searched in that many shares and their deals pooled, as the game does
on a machine with as many idle cores: the shares run one after another here, and the hint's
latency counts the slowest share, as if they had run at the same time. With ``hint_deals`` and
``deep_deals`` each search stops at that many deals instead: untimed (``UNTIMED_MS``), the
figures then depend on neither the machine's speed nor its load, and a run repeats exactly.
"""

from __future__ import annotations

import random
import time
from collections import Counter
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from typing import Any

from euchre_desktop.bench.chunks import run_chunks
from euchre_desktop.bench.match import latency_summary, percentile, worlds_summary
from euchre_desktop.bots.coach import (
    COACH_BUDGET_MS,
    Advice,
    Confidence,
    advice_from,
    coach,
    how_sure,
    search_share,
)
from euchre_desktop.bots.expert import share_seed
from euchre_desktop.bots.registry import choose_safely, make_bot
from euchre_desktop.rules import PRESETS, new_match
from euchre_desktop.rules.actions import Action
from euchre_desktop.rules.view import PlayerView

ADVISED_SEAT = 0
HINT_STREAM = 1
DEEP_STREAM = 2
"""The random streams of the hint and of the deeper search (independent unless equal)."""


def seat_turns(preset_id: str, seed: int, hands: Iterable[int], seat: int = ADVISED_SEAT
               ) -> Iterator[tuple[int, int, PlayerView, random.Random]]:
    """Every turn of ``seat`` in the first hand of numbered matches, Standard bots playing
    every seat: the hand's number, the seat's decision in it (counted from 0), its view,
    and the generator the bots play that hand with (a caller may draw from it too: the bots
    play on after it)."""
    rules = PRESETS[preset_id]
    bot = make_bot("standard")
    for hand in hands:
        state, _ = new_match(rules, seed * 1_000_003 + hand)
        deals = state.deals_made
        rng = random.Random(seed * 7_919 + hand)
        decision = 0
        while not state.hands_completed and not state.is_over and state.deals_made == deals:
            to_act = state.turn
            assert to_act is not None
            view = state.view(to_act)
            if to_act == seat:
                yield hand, decision, view, rng
                decision += 1
            state, _ = state.apply(choose_safely(bot, view, rng).action)


def run_chunk(preset_id: str, seed: int, hands: range, budget_ms: float
              ) -> tuple[dict[str, list[float]], dict[str, list[int]], int]:
    """Latencies in seconds by phase, the worlds sampled by each hint that searched (one
    with a choice) by phase, and how many hints were not sound advice."""
    latency: dict[str, list[float]] = {}
    worlds: dict[str, list[int]] = {}
    unsound = 0
    for _, _, view, rng in seat_turns(preset_id, seed, hands):
        phase = view.phase.value
        start = time.perf_counter()
        advice = coach(view, rng, budget_ms)
        latency.setdefault(phase, []).append(time.perf_counter() - start)
        if len(set(view.legal_actions)) > 1:
            worlds.setdefault(phase, []).append(advice.samples)
        if advice.action not in view.legal_actions or not advice.reasons:
            unsound += 1
    return latency, worlds, unsound


def run_coach(preset_id: str, hands: int, seed: int, jobs: int = 1,
              budget_ms: float = COACH_BUDGET_MS) -> dict[str, Any]:
    """Run the benchmark, in ``jobs`` spawned processes when more than one."""
    start = time.perf_counter()
    jobs = max(1, min(jobs, hands))
    arguments = [(preset_id, seed, range(job, hands, jobs), budget_ms) for job in range(jobs)]
    results = run_chunks(run_chunk, arguments)
    latency: dict[str, list[float]] = {}
    worlds: dict[str, list[int]] = {}
    for chunk, searched, _ in results:
        for phase, times in chunk.items():
            latency.setdefault(phase, []).extend(times)
        for phase, counts in searched.items():
            worlds.setdefault(phase, []).extend(counts)
    return {
        "preset": preset_id,
        "hands": hands,
        "seed": seed,
        "jobs": jobs,
        "budget_ms": budget_ms,
        "hints": sum(len(times) for times in latency.values()),
        "unsound_hints": sum(unsound for _, _, unsound in results),
        "latency_ms": latency_summary(latency),
        "worlds": worlds_summary(worlds),
        "seconds": round(time.perf_counter() - start, 2),
    }


@dataclass(frozen=True, slots=True)
class Comparison:
    """One decision with a choice: whether the hint named the deeper search's choice, the
    expected points following it loses by the deeper search's values, the deals each
    search sampled, how sure the hint said it was (``Confidence``'s value) and, where they
    differ, how sure the deeper search was of its choice over the hint's: a miss it calls
    close is a near tie, which neither search's deals settle."""

    phase: str
    agrees: bool
    lost: float
    hint_deals: int
    deep_deals: int
    confidence: str
    deep_verdict: str | None


@dataclass
class AgreementTally:
    """What a chunk of the agreement benchmark measured, merged across processes."""

    comparisons: list[Comparison] = field(default_factory=list)
    latency: dict[str, list[float]] = field(default_factory=dict)  # hint seconds by phase
    worlds: dict[str, list[int]] = field(default_factory=dict)  # a searched hint's worlds
    forced: int = 0  # decisions with a single legal action: nothing to compare
    unsound: int = 0  # hints naming an illegal action or giving no reason
    unmeasured: int = 0  # the deeper search solved no deal in time

    def merge(self, other: AgreementTally) -> None:
        self.comparisons += other.comparisons
        for phase, times in other.latency.items():
            self.latency.setdefault(phase, []).extend(times)
        for phase, counts in other.worlds.items():
            self.worlds.setdefault(phase, []).extend(counts)
        self.forced += other.forced
        self.unsound += other.unsound
        self.unmeasured += other.unmeasured


def stream_seed(seed: int, hand: int, decision: int, stream: int) -> int:
    """The seed of one search's random generator at one decision."""
    return ((seed * 1_000_003 + hand) * 1_000_033 + decision) * 101 + stream


def timed_hint(view: PlayerView, seed: int, shares: int, budget_ms: float,
               max_samples: int | None) -> tuple[Advice, float]:
    """The hint for ``view`` searched in ``shares`` shares (the first seeded with ``seed``,
    which alone is ``coach``'s hint), and its latency in seconds were the shares searched at
    the same time: the slowest share's plus the pooling's."""
    generators = [random.Random(share_seed(seed, share)) for share in range(shares)]
    searches = []
    slowest = 0.0
    for generator in generators:
        start = time.perf_counter()
        searches.append(search_share(view, generator, budget_ms, max_samples))
        slowest = max(slowest, time.perf_counter() - start)
    start = time.perf_counter()
    advice = advice_from(view, searches, generators[0])
    return advice, slowest + time.perf_counter() - start


def deep_search(view: PlayerView, rng: random.Random, budget_ms: float,
                max_samples: int | None, hinted: Action) -> tuple[Advice, Confidence | None]:
    """The deeper search's advice (``coach`` solving every option in every deal) and, where
    it chose other than ``hinted`` and valued both, how sure it is of its choice over it."""
    evaluation = search_share(view, rng, budget_ms, max_samples, drops_trailing=False)
    advice = advice_from(view, [evaluation], rng)
    if advice.action == hinted or not {advice.action, hinted} <= evaluation.values.keys():
        return advice, None
    return advice, how_sure(evaluation, advice.action, hinted)


def compare(hint: Advice, deep: Advice, phase: str,
            verdict: Confidence | None) -> Comparison | None:
    """The hint judged by the deeper search's values alone (None when it has none for the
    hint's action: no deal solved in time); ``verdict``: ``deep_search``'s."""
    values = deep.values
    if deep.action not in values or hint.action not in values:
        return None
    lost = max(0.0, values[deep.action] - values[hint.action])
    return Comparison(phase, hint.action == deep.action, lost, hint.samples, deep.samples,
                      hint.confidence.value, verdict.value if verdict is not None else None)


def run_agreement_chunk(preset_id: str, seed: int, hands: range, budget_ms: float,
                        against_ms: float, streams: tuple[int, int] = (HINT_STREAM, DEEP_STREAM),
                        hint_deals: int | None = None, deep_deals: int | None = None,
                        shares: int = 1, phases: frozenset[str] | None = None) -> AgreementTally:
    """The hint against the deeper search at every decision of the advised seat (in
    ``phases`` only, when given: each decision keeps the random streams of a full run); a
    search given a number of deals stops there, if its budget has not run out first."""
    tally = AgreementTally()
    hint_stream, deep_stream = streams
    for hand, decision, view, _ in seat_turns(preset_id, seed, hands):
        phase = view.phase.value
        if phases is not None and phase not in phases:
            continue
        hint, seconds = timed_hint(view, stream_seed(seed, hand, decision, hint_stream),
                                   shares, budget_ms, hint_deals)
        tally.latency.setdefault(phase, []).append(seconds)
        if hint.action not in view.legal_actions or not hint.reasons:
            tally.unsound += 1
        elif len(set(view.legal_actions)) == 1:
            tally.forced += 1
        else:
            tally.worlds.setdefault(phase, []).append(hint.samples)
            deep_rng = random.Random(stream_seed(seed, hand, decision, deep_stream))
            deep, verdict = deep_search(view, deep_rng, against_ms, deep_deals, hint.action)
            comparison = compare(hint, deep, phase, verdict)
            if comparison is None:
                tally.unmeasured += 1
            else:
                tally.comparisons.append(comparison)
    return tally


def agreement_summary(comparisons: list[Comparison]) -> dict[str, Any]:
    """The share of hints naming the deeper search's choice, the mean and 95th-percentile
    loss in expected points, the median deals of each search, and the misses counted by
    how sure the deeper search was of its choice over the hint's, over some comparisons."""
    losses = sorted(comparison.lost for comparison in comparisons)
    count = len(comparisons)
    if not count:
        return {"n": 0}
    return {
        "n": count,
        "share": round(sum(comparison.agrees for comparison in comparisons) / count, 4),
        "loss_mean": round(sum(losses) / count, 4),
        "loss_p95": round(percentile(losses, 0.95), 4),
        "loss_max": round(losses[-1], 4),
        "hint_deals_p50": percentile(sorted(c.hint_deals for c in comparisons), 0.5),
        "deep_deals_p50": percentile(sorted(c.deep_deals for c in comparisons), 0.5),
        "misses_by_deep_verdict": dict(sorted(Counter(
            comparison.deep_verdict for comparison in comparisons
            if not comparison.agrees and comparison.deep_verdict is not None).items())),
    }


def run_agreement(preset_id: str, hands: int, seed: int, against_ms: float, jobs: int = 1,
                  budget_ms: float = COACH_BUDGET_MS,
                  streams: tuple[int, int] = (HINT_STREAM, DEEP_STREAM),
                  hint_deals: int | None = None, deep_deals: int | None = None,
                  shares: int = 1, phases: frozenset[str] | None = None) -> dict[str, Any]:
    """Run the agreement benchmark, in ``jobs`` spawned processes when more than one.
    ``hint_deals`` and ``deep_deals`` cap each search's deals (with budgets that never run
    out, a run that repeats on any machine); the hint is searched in ``shares`` shares, each
    of ``hint_deals``; ``phases`` limits it to decisions in those phases (a rare phase
    measured over many hands)."""
    start = time.perf_counter()
    jobs = max(1, min(jobs, hands))
    arguments = [(preset_id, seed, range(job, hands, jobs), budget_ms, against_ms, streams,
                  hint_deals, deep_deals, shares, phases) for job in range(jobs)]
    total = AgreementTally()
    for tally in run_chunks(run_agreement_chunk, arguments):
        total.merge(tally)
    by_phase: dict[str, list[Comparison]] = {}
    by_confidence: dict[str, list[Comparison]] = {}
    for comparison in total.comparisons:
        by_phase.setdefault(comparison.phase, []).append(comparison)
        by_confidence.setdefault(comparison.confidence, []).append(comparison)
    return {
        "preset": preset_id,
        "hands": hands,
        "seed": seed,
        "jobs": jobs,
        "budget_ms": budget_ms,
        "against_ms": against_ms,
        "hint_deals": hint_deals,
        "deep_deals": deep_deals,
        "shares": shares,
        "phases": sorted(phases) if phases is not None else None,
        "decisions": len(total.comparisons),
        "forced": total.forced,
        "unsound_hints": total.unsound,
        "unmeasured": total.unmeasured,
        "overall": agreement_summary(total.comparisons),
        "agreement": {phase: agreement_summary(comparisons)
                      for phase, comparisons in sorted(by_phase.items())},
        "by_confidence": {label: agreement_summary(comparisons)
                          for label, comparisons in sorted(by_confidence.items())},
        "latency_ms": latency_summary(total.latency),
        "worlds": worlds_summary(total.worlds),
        "seconds": round(time.perf_counter() - start, 2),
    }
