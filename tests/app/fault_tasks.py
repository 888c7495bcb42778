"""The bots and coaches that ``test_faults`` runs in the game's worker pool.

A spawned worker imports the module a task comes from: these live apart from the tests, which
import Qt and the whole window, so that a worker loads no more than it does in the game (the
rules and the bots) and starts as fast.
"""

from __future__ import annotations

import os
import random
import time
from pathlib import Path

from euchre_desktop.bots.base import Decision, Reason, ReasonCode
from euchre_desktop.rules.view import PlayerView

HANG_FILE_ENV = "EUCHRE_DESKTOP_TEST_HANG_FILE"
STARTED_FILE_ENV = "EUCHRE_DESKTOP_TEST_STARTED_FILE"


def random_bot(level: str, view: PlayerView, seed: int) -> Decision:
    return Decision(random.Random(seed).choice(view.legal_actions),
                    reasons=(Reason(ReasonCode.ONLY_LEGAL_MOVE),))


def never_answers_seat_one(level: str, view: PlayerView, seed: int) -> Decision:
    """A bot stuck for good when seat 1 acts while the file named by ``HANG_FILE_ENV``
    exists; otherwise it answers at once."""
    if view.seat == 1 and Path(os.environ.get(HANG_FILE_ENV, "/nonexistent")).exists():
        time.sleep(3600)
    return random_bot(level, view, seed)


def slow_bot(level: str, view: PlayerView, seed: int) -> Decision:
    """A bot that, where ``STARTED_FILE_ENV`` is set, marks the file it names as it starts to
    think, then thinks until its worker is killed (or its deadline passes); where it is not
    set (workers started after the test unsets it), it answers at once. A pause of 0.4 s
    was not enough: on a loaded machine the decision came back before the kill landed."""
    started = os.environ.get(STARTED_FILE_ENV)
    if started:
        Path(started).touch()
        time.sleep(60)
    return random_bot(level, view, seed)


def coach_never_answers(view: PlayerView, seed: int) -> Decision:
    time.sleep(3600)
    raise AssertionError("unreachable")
