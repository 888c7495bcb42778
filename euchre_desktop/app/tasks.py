"""Work the process pool runs: module-level functions, free of Qt, so that a spawned worker
loads only the rules and the bots (and a PyInstaller bundle's worker starts fast)."""

from __future__ import annotations

import multiprocessing
import os
import random
import sys
import threading
import time
from collections.abc import Callable
from multiprocessing import connection
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from multiprocessing.queues import Queue

    from euchre_desktop.bots.base import Decision
    from euchre_desktop.bots.coach import Advice
    from euchre_desktop.bots.expert import Evaluation
    from euchre_desktop.rules.view import PlayerView


def choose_action(level: str, view: PlayerView, seed: int) -> Decision:
    """The decision of a bot of ``level`` for ``view``, given no sooner than the level's
    steady answer time (``registry.steady_answer_s``), so that how long it took says nothing
    of the bot's hand; a bot failure or an illegal choice becomes a legal fallback move
    (``choose_safely``), so the game never stalls."""
    from euchre_desktop.bots import registry  # imported here: workers load bots on demand

    started = time.perf_counter()
    bot = registry.make_bot(level)
    decision = registry.choose_safely(bot, view, random.Random(seed))
    _wait_out_steady_time(level, started)
    return decision


def search_expert_share(view: PlayerView, seed: int) -> Evaluation:
    """One share of the Expert's search for ``view``, given no sooner than the Expert's
    steady answer time (as ``choose_action``): the controller pools the shares searched on
    several cores at once and concludes the decision."""
    from euchre_desktop.bots.expert import ExpertBot

    started = time.perf_counter()
    evaluation = ExpertBot().evaluate(view, random.Random(seed))
    _wait_out_steady_time("expert", started)
    return evaluation


def _wait_out_steady_time(level: str, started: float) -> None:
    """Sleep until the steady answer time of ``level`` has passed since ``started``."""
    from euchre_desktop.bots import registry

    time.sleep(max(0.0, started + registry.steady_answer_s(level) - time.perf_counter()))


_started: Queue[int] | None = None
"""In a worker: the queue on which it reports each task it starts (see ``run_reported``)."""


WORKER_NICENESS = 10
"""How much lower than the table a worker runs, in POSIX ``nice`` steps (Windows: "below
normal"): searches fill every core, and the table still moves its cards without a stutter."""


def start_worker(started: Queue[int]) -> None:
    """Worker start-up: run below the table's priority, keep the queue ``run_reported``
    reports on, and exit as soon as the game's process ends, however it ends (closed,
    crashed or killed), so that no worker is left searching on its own."""
    global _started
    _started = started
    lower_priority()
    parent = multiprocessing.parent_process()
    if parent is None:
        return

    def wait_then_exit() -> None:
        connection.wait([parent.sentinel])
        os._exit(0)

    threading.Thread(target=wait_then_exit, name="exit-with-parent", daemon=True).start()


def lower_priority() -> None:
    """Put this process below normal priority, where the system allows it (else leave it)."""
    try:
        if sys.platform == "win32":
            import ctypes

            below_normal = 0x4000  # BELOW_NORMAL_PRIORITY_CLASS
            kernel = ctypes.windll.kernel32
            kernel.SetPriorityClass(kernel.GetCurrentProcess(), below_normal)
        else:
            os.nice(WORKER_NICENESS)
    except (OSError, AttributeError):
        pass


def run_reported(ticket: int, task: Callable[..., Any], *args: Any) -> Any:
    """Say that the task with ``ticket`` starts now (its deadline counts from here, not
    from when it was queued), then run it."""
    if _started is not None:
        _started.put(ticket)
    return task(*args)


def warm_up() -> None:
    """Load the rules and the rule bots, so that the first real request is answered fast."""
    from euchre_desktop.bots import registry  # noqa: F401


def advise(view: PlayerView, seed: int) -> Advice:
    """The coach's advice for the human's ``view``."""
    from euchre_desktop.bots import coach

    return coach.coach(view, random.Random(seed))


def search_hint_share(view: PlayerView, seed: int) -> Evaluation:
    """One share of the coach's search for the human's ``view`` (see ``coach.search_share``):
    the controller pools the shares searched on several cores at once."""
    from euchre_desktop.bots import coach

    return coach.search_share(view, random.Random(seed))
