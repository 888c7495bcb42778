"""What a world costs the search, on the decisions it meets: CPU time at a fixed number of deals.

Standard bots play the first hand of numbered matches; every decision of seat 0 with a choice
in one phase is kept. Each run then searches every such view for exactly ``deals`` deals,
untimed, as the coach's hint does (dropped options revisited, ``coach.search_share``) or as
the Expert does at the table (``ExpertBot.evaluate``), each view with its own seeded random
generator, so every run searches the same worlds. The figures are CPU time of this process
(other work on the machine disturbs them less than the wall clock): the median run's
microseconds a world, and the share of them the sampling of worlds alone takes (as many
worlds drawn again from each view, none solved). That sampling also reports how many worlds
were drawn for each one sampled, and the share of samples for which it kept none of its
tries and drew one of them by weight instead: a cruder draw, where the evidence is strong
and the blind draws seldom meet it. ``digest`` covers every value of every
view: equal between two versions of the search that value alike, so a change meant only to
be faster is shown to be so. ``bench solver`` times single positions of random play; this
times the shared solves of bids and discards, and play, as the sampled worlds of real
decisions give them.
"""

from __future__ import annotations

import hashlib
import random
import statistics
import time
from collections.abc import Callable
from typing import Any

from euchre_desktop.bench.coach import seat_turns
from euchre_desktop.bench.match import UNTIMED_MS
from euchre_desktop.bots.coach import search_share
from euchre_desktop.bots.expert import Evaluation, ExpertBot
from euchre_desktop.bots.sampling import Sampler
from euchre_desktop.rules.view import PlayerView

SEARCHES: dict[str, Callable[[PlayerView, random.Random, int], Evaluation]] = {
    "coach": lambda view, rng, deals: search_share(view, rng, UNTIMED_MS, deals),
    "expert": lambda view, rng, deals: ExpertBot(UNTIMED_MS, deals).evaluate(view, rng),
}
"""The searches this benchmark can time, by name: the hint's and the Expert's."""


def decisions(preset_id: str, phase: str, hands: int, seed: int) -> list[PlayerView]:
    """Seat 0's views with a choice in ``phase`` over the first hand of ``hands`` matches,
    Standard bots playing every seat (``coach.seat_turns``)."""
    return [view for _, _, view, _ in seat_turns(preset_id, seed, range(hands))
            if view.phase.value == phase and len(set(view.legal_actions)) > 1]


def view_seed(seed: int, index: int) -> int:
    """The seed of the search of the ``index``-th view."""
    return (seed * 1_000_033 + index) * 101 + 7


def time_search(preset_id: str, phase: str, hands: int, seed: int, deals: int, runs: int,
                search: str = "coach") -> dict[str, Any]:
    """The median run's CPU microseconds a world and the sampling's share of them, over
    ``runs`` runs of ``search`` at ``deals`` deals on every view of ``phase``, with a digest
    of every value."""
    views = decisions(preset_id, phase, hands, seed)
    evaluate = SEARCHES[search]
    results = [_search_every_view(views, evaluate, seed, deals) for _ in range(runs)]
    seconds = [spent for spent, _, _ in results]
    _, worlds, digest = results[0]
    sampling, draws, drawn_by_weight = _sampling_seconds(views, seed, deals)
    median = statistics.median(seconds)
    return {
        "preset": preset_id,
        "phase": phase,
        "search": search,
        "hands": hands,
        "seed": seed,
        "deals": deals,
        "runs": runs,
        "views": len(views),
        "worlds": worlds,
        "cpu_s": [round(spent, 3) for spent in seconds],
        "us_per_world": round(1e6 * median / worlds, 1) if worlds else None,
        "sampling_share": round(sampling / median, 3) if median else None,
        "draws_per_world": round(draws / (len(views) * deals), 2) if views else None,
        "drawn_by_weight_share": (round(drawn_by_weight / (len(views) * deals), 3)
                                  if views else None),
        "digest": digest,
    }


def _search_every_view(views: list[PlayerView],
                       evaluate: Callable[[PlayerView, random.Random, int], Evaluation],
                       seed: int, deals: int) -> tuple[float, int, str]:
    """One run: its CPU seconds, the worlds searched and the digest of every value."""
    digest = hashlib.sha256()
    worlds = 0
    start = time.process_time()
    for index, view in enumerate(views):
        evaluation = evaluate(view, random.Random(view_seed(seed, index)), deals)
        worlds += evaluation.samples
        digest.update(repr(sorted((str(action), round(value, 9))
                                  for action, value in evaluation.values.items())).encode())
    return time.process_time() - start, worlds, digest.hexdigest()[:16]


def _sampling_seconds(views: list[PlayerView], seed: int,
                      deals: int) -> tuple[float, int, int]:
    """CPU seconds to prepare each view's sampler and draw ``deals`` worlds from it, with the
    search's generators (what sampling alone costs the search), the worlds drawn for them,
    and how many were drawn by weight after rejection kept none of its tries."""
    start = time.process_time()
    draws = drawn_by_weight = 0
    for index, view in enumerate(views):
        rng = random.Random(view_seed(seed, index))
        sampler = Sampler(view)
        sampler.prepare()
        for _ in range(deals):
            sampler.sample(rng)
        draws += sampler.draws
        drawn_by_weight += sampler.drawn_by_weight
    return time.process_time() - start, draws, drawn_by_weight
