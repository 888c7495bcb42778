"""Running bots and hints off the GUI thread: the in-thread runner, the spawn process pool,
and what crosses the process boundary."""

from __future__ import annotations

import logging
import multiprocessing
import os
import pickle
import random
import sys
import time

import pytest
from pytestqt.qtbot import QtBot

from euchre_desktop.app import tasks, workers
from euchre_desktop.app.workers import InlineRunner, PoolRunner
from euchre_desktop.bots import registry
from euchre_desktop.bots.base import Decision, Reason, ReasonCode
from euchre_desktop.rules import PRESETS, Phase, new_match
from euchre_desktop.rules.cards import Card
from euchre_desktop.rules.view import PlayerView


def first_legal(level: str, view: PlayerView, seed: int) -> Decision:
    """A fake bot: the first legal action, with its level and seed in the reason."""
    return Decision(view.legal_actions[0],
                    values={action: 0.5 for action in view.legal_actions},
                    reasons=(Reason(ReasonCode.ONLY_LEGAL_MOVE, {"level": level, "seed": seed}),))


def qt_modules_loaded() -> list[str]:
    return sorted(name for name in sys.modules if name.startswith("PySide6."))


def echo_decisions(views: list[PlayerView]) -> tuple[list[PlayerView], list[Decision]]:
    """Sends the views back with a decision each: both ways through pickling."""
    return views, [first_legal("standard", view, 0) for view in views]


def slow(value: str) -> str:
    time.sleep(0.2)
    return value


def fail() -> None:
    raise ValueError("no luck")


def some_views() -> list[PlayerView]:
    views = []
    for rules in PRESETS.values():
        state, _ = new_match(rules, 5)
        chooser = random.Random(1)
        for _ in range(12):  # into the exchanges or the play
            if state.turn is None:
                break
            state, _ = state.apply(chooser.choice(state.legal_actions()))
        assert state.turn is not None
        views.append(state.view(state.turn))
    return views


def test_views_cards_actions_and_decisions_pickle_cleanly() -> None:
    for view in some_views():
        decision = first_legal("standard", view, 1)
        copy = pickle.loads(pickle.dumps((view, decision)))
        assert copy == (view, decision)
        assert all(a is b for a, b in zip(copy[0].hand, view.hand, strict=True))  # interned
        assert copy[1].action in view.legal_actions
    assert pickle.loads(pickle.dumps(Card.joker())) is Card.joker()


def test_the_inline_runner_answers_from_the_event_loop(qtbot: QtBot) -> None:
    runner = InlineRunner()
    view = some_views()[0]
    with qtbot.assertNotEmitted(runner.finished):
        ticket = runner.submit(first_legal, "beginner", view, 7)  # not inside submit
    with qtbot.waitSignal(runner.finished) as done:
        pass
    assert done.args == [ticket, first_legal("beginner", view, 7), None]


def test_the_inline_runner_reports_errors_and_honours_cancel(qtbot: QtBot) -> None:
    runner = InlineRunner()
    cancelled = runner.submit(len, "x")
    runner.cancel(cancelled)
    with qtbot.waitSignal(runner.finished) as done:
        failed = runner.submit(fail)
    assert done.args[0] == failed and done.args[1] is None
    assert "ValueError: no luck" in done.args[2]


def test_the_spawn_pool_returns_a_decision_for_a_real_view(qtbot: QtBot) -> None:
    runner = PoolRunner(max_workers=1)
    assert not runner.started  # started lazily
    views = some_views()
    view = views[3]
    results: dict[int, object] = {}
    runner.finished.connect(lambda ticket, result, error: results.setdefault(ticket, result))
    try:
        ticket = runner.submit(first_legal, "expert", view, 42)
        echoed = runner.submit(echo_decisions, views)
        late = runner.submit(slow, "late")
        runner.cancel(late)  # queued or running: its result must never be delivered
        modules = runner.submit(qt_modules_loaded)
        qtbot.waitUntil(lambda: modules in results, timeout=30000)
        qtbot.wait(250)  # the cancelled task would be done by now
    finally:
        runner.shutdown()
    assert results[ticket] == first_legal("expert", view, 42)
    assert results[echoed] == echo_decisions(views)  # every preset's view, cards interned
    assert late not in results
    loaded = results[modules]
    assert isinstance(loaded, list) and "PySide6.QtWidgets" not in loaded
    assert "PySide6.QtGui" not in loaded
    assert multiprocessing.active_children() == []


def test_a_pool_whose_worker_died_is_replaced(qtbot: QtBot) -> None:
    runner = PoolRunner(max_workers=1)
    view = some_views()[0]
    try:
        with qtbot.waitSignal(runner.finished, timeout=30000) as died:
            runner.submit(os._exit, 3)
        assert died.args[1] is None and "BrokenProcessPool" in died.args[2]
        with qtbot.waitSignal(runner.finished, timeout=30000) as answered:
            ticket = runner.submit(first_legal, "standard", view, 2)
    finally:
        runner.shutdown()
    assert answered.args == [ticket, first_legal("standard", view, 2), None]


def test_shutdown_stops_a_worker_that_overruns(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    """...and says so quietly: a search cut short as the game closes is no problem to warn a
    player of in a terminal."""
    monkeypatch.setattr(workers, "SHUTDOWN_GRACE_S", 0.2)
    caplog.set_level(logging.INFO, logger=workers.__name__)
    runner = PoolRunner(max_workers=1)
    with qtbot.waitSignal(runner.finished, timeout=30000):
        runner.submit(len, "up")  # the worker is running
    runner.submit(time.sleep, 300)
    qtbot.wait(100)  # and busy sleeping
    started = time.perf_counter()
    runner.shutdown()
    assert time.perf_counter() - started < 60  # it did not wait out the sleep
    assert multiprocessing.active_children() == []
    stopped = [record for record in caplog.records if "did not stop" in record.getMessage()]
    assert [record.levelno for record in stopped] == [logging.INFO]


def test_the_real_worker_task_uses_the_bot_registry() -> None:
    pytest.importorskip("euchre_desktop.bots.registry")
    for view in some_views()[:4]:
        decision = tasks.choose_action("beginner", view, 3)
        assert decision.action in view.legal_actions


def test_a_hint_share_searches_the_view_and_pickles_back() -> None:
    view = next(view for view in some_views() if len(set(view.legal_actions)) > 1)
    share = tasks.search_hint_share(view, 3)
    assert share.samples > 0
    assert set(share.values) == set(view.legal_actions)
    assert pickle.loads(pickle.dumps(share)) == share


def test_an_expert_share_takes_the_experts_steady_time_and_pickles_back() -> None:
    view = next(view for view in some_views() if len(set(view.legal_actions)) > 1)
    start = time.perf_counter()
    share = tasks.search_expert_share(view, 3)
    assert time.perf_counter() - start >= registry.steady_answer_s("expert")
    assert share.samples > 0 and set(share.values) == set(view.legal_actions)
    assert pickle.loads(pickle.dumps(share)) == share


@pytest.mark.parametrize(("cores", "expected"), [(1, 2), (3, 3), (15, workers.MOST_WORKERS)])
def test_the_pool_has_a_worker_per_core_within_bounds(
    monkeypatch: pytest.MonkeyPatch, cores: int, expected: int
) -> None:
    monkeypatch.setattr(workers, "search_cores", lambda: cores)
    assert workers.pool_workers() == expected


def test_searches_may_use_every_core() -> None:
    assert 1 <= workers.search_cores() <= (os.cpu_count() or 1)


@pytest.mark.skipif(sys.platform == "win32", reason="POSIX niceness")
def test_workers_run_below_the_tables_priority(qtbot: QtBot) -> None:
    """So that searches on every core never take a core the table needs."""
    runner = PoolRunner(max_workers=1)
    try:
        with qtbot.waitSignal(runner.finished, timeout=30000) as answered:
            runner.submit(os.nice, 0)
    finally:
        runner.shutdown()
    assert answered.args[1] == min(19, os.nice(0) + tasks.WORKER_NICENESS)  # 19: the floor


def test_an_expert_takes_as_long_over_a_forced_move_as_over_a_choice() -> None:
    """Its tempo must not tell the table that it had one card to play: the forced move is
    answered no sooner than the steady answer time, as a searched choice is."""
    steady = registry.steady_answer_s("expert")
    assert steady > 0 and registry.steady_answer_s("standard") == 0.0
    state, _ = new_match(PRESETS["north-american"], 5)
    chooser = random.Random(2)
    forced: PlayerView | None = None
    while forced is None:
        if state.phase is Phase.PLAY and len(state.legal_actions()) == 1:
            forced = state.view(state.turn)
        else:
            state, _ = state.apply(chooser.choice(state.legal_actions()))
    choice = next(view for view in some_views() if len(set(view.legal_actions)) > 1)
    for view in (forced, choice):
        started = time.perf_counter()
        decision = tasks.choose_action("expert", view, 3)
        assert time.perf_counter() - started >= steady
        assert decision.action in view.legal_actions


def test_a_task_past_its_deadline_fails_and_its_worker_is_replaced(qtbot: QtBot) -> None:
    runner = PoolRunner(max_workers=1)
    results: dict[int, tuple[object, object]] = {}
    runner.finished.connect(lambda ticket, result, error: results.setdefault(
        ticket, (result, error)))
    try:
        with qtbot.waitSignal(runner.finished, timeout=30000):
            runner.submit(len, "up")
        (first_worker,) = runner.worker_pids()
        stuck = runner.submit(time.sleep, 3600, deadline_s=0.2)
        queued_behind = runner.submit(len, "waits its turn", deadline_s=0.2)
        qtbot.waitUntil(lambda: queued_behind in results, timeout=30000)
        # a stuck task nobody waits for any more is found too, and its worker replaced
        (second_worker,) = runner.worker_pids()
        forgotten = runner.submit(time.sleep, 3600, deadline_s=0.2)
        qtbot.waitUntil(lambda: runner._pending[forgotten].started_at is not None)
        runner.cancel(forgotten)
        after = runner.submit(len, "after")
        qtbot.waitUntil(lambda: after in results, timeout=30000)
        third_workers = runner.worker_pids()
    finally:
        runner.shutdown()
    assert results[queued_behind] == (len("waits its turn"), None)  # run again, not lost
    assert results[stuck][0] is None
    assert str(results[stuck][1]).startswith(workers.DEADLINE_ERROR)
    assert results[after] == (len("after"), None)
    assert len({first_worker, second_worker, *third_workers}) == 3
    assert multiprocessing.active_children() == []
