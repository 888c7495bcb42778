"""Bots and hints off the GUI thread, with results delivered back by a Qt signal.

``PoolRunner`` runs tasks in a process pool (a search bot would stall the table if it ran
under the GUI thread's GIL); ``InlineRunner`` runs them in the calling thread, for tests and
``--smoke``. Both have the same interface: ``submit(task, *args) -> ticket``, then
``finished(ticket, result, error)`` is emitted on the GUI thread from the event loop, never
from inside ``submit``, so callers are not re-entered.

The pool uses a ``spawn`` context: forking a process that holds a QApplication is unsafe.
Tasks live in ``app/tasks.py``, which imports no Qt, so a worker loads only the rules and
the bots. Their arguments and results must pickle: ``PlayerView``, ``Card`` (by its
``__reduce__``), actions and ``Decision`` do.
"""

from __future__ import annotations

import contextlib
import logging
import multiprocessing
import os
import queue
import threading
import time
import traceback
from collections.abc import Callable
from concurrent.futures import Future, ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from multiprocessing.connection import wait as wait_for_objects
from multiprocessing.process import BaseProcess
from multiprocessing.queues import Queue
from typing import Any, Protocol

from PySide6.QtCore import QCoreApplication, QObject, QTimer, Signal, SignalInstance

from euchre_desktop.app.tasks import run_reported, start_worker, warm_up

_log = logging.getLogger(__name__)

POLL_MS = 10
"""How often the pool runner looks for finished futures while any is pending."""
SHUTDOWN_GRACE_S = 0.5
"""How long shutdown lets a running task finish before its worker is terminated (its
result would be dropped anyway; the processes hold nothing that needs a clean exit)."""

REAPER_TIMEOUT_S = 5.0
"""How long shutdown waits for the executor to reap its stopped workers."""

DEADLINE_ERROR = "DeadlineExceeded"
"""How the error text of a task that ran past its deadline begins."""

MOST_WORKERS = 4
"""The pool never starts more workers than this, however many cores the machine has."""

Task = Callable[..., Any]


def search_cores() -> int:
    """The cores this process may run on: a search may use each. The workers run at a lower
    priority than the table (``tasks.start_worker``), so the table's thread still gets a core
    the moment it needs one."""
    try:
        return max(1, len(os.sched_getaffinity(0)))
    except AttributeError:  # Windows and macOS have no affinity call
        return os.cpu_count() or 1


def pool_workers() -> int:
    """How many workers the game's pool starts: two (a bot's search and a spare, so a search
    whose result will be dropped holds nothing up), or one per core up to ``MOST_WORKERS``,
    so that a hint or an Expert can search on each (``MatchController.search_shares``)."""
    return min(MOST_WORKERS, max(2, search_cores()))


def _stop_worker(process: BaseProcess) -> None:
    """Wait for a worker to exit; terminate it if it does not within the grace period, and
    kill it if even that fails. Only the process's sentinel is watched, never reaped here:
    the executor's own thread joins its workers, and two threads reaping one child race."""
    for force in (None, process.terminate, process.kill):
        if force is not None:  # terminating a search the game no longer wants is routine
            level = logging.INFO if force == process.terminate else logging.WARNING
            _log.log(level, "worker %s did not stop; %s", process.pid, force.__name__)
            force()
        if wait_for_objects([process.sentinel], SHUTDOWN_GRACE_S):
            return


def _stop_workers(processes: list[BaseProcess]) -> None:
    for process in processes:
        _stop_worker(process)


# --- runners ---------------------------------------------------------------------------------


class Runner(Protocol):
    """What the controller needs from a runner."""

    @property
    def finished(self) -> SignalInstance: ...

    def submit(self, task: Task, *args: Any, deadline_s: float | None = None) -> int: ...

    def cancel(self, ticket: int) -> None: ...

    def shutdown(self) -> None: ...


def _describe(error: BaseException) -> str:
    return "".join(traceback.format_exception_only(type(error), error)).strip()


class InlineRunner(QObject):
    """Runs each task at once in this thread; the result is emitted on the next turn of the
    event loop (as the pool's would be), unless the ticket was cancelled meanwhile."""

    finished = Signal(int, object, object)  # ticket, result, error text (None if it worked)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._next_ticket = 0
        self._ready: dict[int, tuple[Any, str | None]] = {}
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(0)
        self._timer.timeout.connect(self._deliver)

    def submit(self, task: Task, *args: Any, deadline_s: float | None = None) -> int:
        """Run ``task(*args)`` now; ``deadline_s`` is accepted for the ``Runner`` interface
        (a task run in this thread cannot be given up)."""
        self._next_ticket += 1
        ticket = self._next_ticket
        try:
            outcome: tuple[Any, str | None] = (task(*args), None)
        except Exception as error:  # noqa: BLE001 - reported to the caller, as the pool does
            _log.warning("task %s failed", getattr(task, "__name__", task), exc_info=True)
            outcome = (None, _describe(error))
        self._ready[ticket] = outcome
        self._timer.start()
        return ticket

    def cancel(self, ticket: int) -> None:
        self._ready.pop(ticket, None)

    def shutdown(self) -> None:
        self._timer.stop()
        self._ready.clear()

    def _deliver(self) -> None:
        # Only what was ready when the timer fired: a task submitted by a receiving slot is
        # delivered on the next turn of the event loop, and a cancel in a slot still holds.
        for ticket in list(self._ready):
            outcome = self._ready.pop(ticket, None)
            if outcome is not None:
                self.finished.emit(ticket, *outcome)


class _Job:
    """A task in the pool: its future, the pool running it, what to run again if that pool
    is replaced, and its deadline, counted from when a worker reports starting it.
    ``wanted`` is False once cancelled: the result will be dropped, but a stuck task is
    still found and its worker replaced."""

    def __init__(self, ticket: int, task: Task, args: tuple[Any, ...],
                 deadline_s: float | None, pool: _Pool) -> None:
        self.task = task
        self.args = args
        self.deadline_s = deadline_s
        self.pool = pool
        self.future: Future[Any] = pool.executor.submit(run_reported, ticket, task, *args)
        self.started_at: float | None = None
        self.wanted = True

    def overdue(self, now: float) -> bool:
        return (self.deadline_s is not None and self.started_at is not None
                and not self.future.done() and now - self.started_at > self.deadline_s)


class _Pool:
    """A process pool and the queue on which its workers report the tasks they start
    (a fresh queue per pool: a worker killed while writing cannot jam the next pool's)."""

    def __init__(self, max_workers: int) -> None:
        context = multiprocessing.get_context("spawn")
        self.started: Queue[int] = context.Queue()
        self.executor = ProcessPoolExecutor(max_workers, mp_context=context,
                                            initializer=start_worker, initargs=(self.started,))

    def started_tickets(self) -> list[int]:
        """The tickets of the tasks workers have started since the last call."""
        tickets = []
        with contextlib.suppress(queue.Empty, OSError, ValueError):
            while True:
                tickets.append(self.started.get_nowait())
        return tickets

    def close(self) -> None:
        self.executor.shutdown(wait=False, cancel_futures=True)
        self.started.close()
        self.started.cancel_join_thread()


class PoolRunner(QObject):
    """Runs tasks in a spawn-context process pool, started on the first ``submit`` (or by
    ``warm_up``) and shut down when the application quits.

    A timer polls the pending futures (``done()`` never blocks) while any is pending, so
    results reach the GUI thread without cross-thread signal emission. ``cancel`` cancels a
    queued task and forgets a running one (its result is dropped when it arrives). Two
    workers by default, so that a search whose result will be dropped (after an undo) does
    not hold up the next request; a pool broken by a dying worker is replaced.

    A task submitted with ``deadline_s`` that runs past it is reported as failed (the
    error text starts with ``DEADLINE_ERROR``) and its pool is replaced: a worker stuck
    for good is terminated and the other tasks it held are run again in the new pool.
    Every worker watches this process and exits when it ends, however it ends.
    """

    finished = Signal(int, object, object)  # ticket, result, error text (None if it worked)

    def __init__(self, max_workers: int = 2, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.max_workers = max_workers
        self._current: _Pool | None = None
        self._next_ticket = 0
        self._pending: dict[int, _Job] = {}
        self._timer = QTimer(self)
        self._timer.setInterval(POLL_MS)
        self._timer.timeout.connect(self._poll)
        app = QCoreApplication.instance()
        if app is not None:
            app.aboutToQuit.connect(self.shutdown)

    @property
    def started(self) -> bool:
        """Whether the worker processes have been started."""
        return self._current is not None

    def worker_pids(self) -> list[int]:
        """The process ids of the current pool's workers."""
        if self._current is None:
            return []
        return list(getattr(self._current.executor, "_processes", None) or {})

    def warm_up(self) -> None:
        """Start the workers now (they take a moment to start) rather than on first use."""
        self._pool().executor.submit(warm_up)

    def submit(self, task: Task, *args: Any, deadline_s: float | None = None) -> int:
        """Run ``task(*args)`` in a worker; ``finished`` brings the result. A task still
        running ``deadline_s`` seconds after a worker started it fails instead."""
        self._next_ticket += 1
        ticket = self._next_ticket
        pool = self._pool()
        try:
            job = _Job(ticket, task, args, deadline_s, pool)
        except BrokenProcessPool:
            self._discard_pool(pool)
            job = _Job(ticket, task, args, deadline_s, self._pool())
        self._pending[ticket] = job
        if not self._timer.isActive():
            self._timer.start()
        return ticket

    def _pool(self) -> _Pool:
        if self._current is None:
            self._current = _Pool(self.max_workers)
        return self._current

    def _discard_pool(self, pool: _Pool) -> None:
        """Forget a pool whose worker died (if it is still the current one); the next
        ``submit`` starts a new one."""
        if self._current is pool:
            self._current = None
            pool.close()

    def _replace_stuck_pool(self, pool: _Pool) -> None:
        """Terminate a pool with a stuck worker and run its other wanted tasks again in a
        new one; its unwanted tasks are dropped."""
        _log.warning("a worker task ran past its deadline; replacing the worker pool")
        if self._current is pool:
            self._current = None
        unfinished = {ticket: job for ticket, job in self._pending.items()
                      if job.pool is pool and not job.future.done()}
        _retire(pool)  # (which fails or cancels the unfinished futures)
        for ticket, job in unfinished.items():
            if job.wanted:
                self._pending[ticket] = _Job(ticket, job.task, job.args, job.deadline_s,
                                             self._pool())
            else:
                del self._pending[ticket]

    def cancel(self, ticket: int) -> None:
        job = self._pending.get(ticket)
        if job is None:
            return
        if job.future.cancel() or job.deadline_s is None or job.future.done():
            del self._pending[ticket]
        else:
            job.wanted = False  # still watched: if it is stuck, its worker is replaced
        if not self._pending:
            self._timer.stop()

    def shutdown(self) -> None:
        """Cancel queued tasks, give running ones a moment, then stop every worker; when this
        returns no worker process is left running."""
        self._timer.stop()
        self._pending.clear()
        pool, self._current = self._current, None
        if pool is None:
            return
        executor = pool.executor
        # The worker processes and the thread that reaps them are private to the executor;
        # reach them so that a search that overruns cannot keep the application from exiting,
        # and so that no worker is left unreaped when this returns. (After a non-waiting
        # shutdown the executor forgets its thread, so a second, waiting one would not wait.)
        processes = list(getattr(executor, "_processes", {}).values())
        reaper: threading.Thread | None = getattr(executor, "_executor_manager_thread", None)
        pool.close()
        for process in processes:
            _stop_worker(process)
        if reaper is not None:
            reaper.join(REAPER_TIMEOUT_S)
            if reaper.is_alive():
                _log.warning("the worker pool did not shut down within %s s", REAPER_TIMEOUT_S)

    def _poll(self) -> None:
        now = time.monotonic()
        for pool in {job.pool for job in self._pending.values()}:
            for ticket in pool.started_tickets():
                job = self._pending.get(ticket)
                if job is not None and job.pool is pool:
                    job.started_at = now
        for ticket, job in list(self._pending.items()):
            if self._pending.get(ticket) is not job:  # replaced or cancelled meanwhile
                continue
            if job.overdue(now):
                del self._pending[ticket]
                self._replace_stuck_pool(job.pool)
                if job.wanted:
                    self.finished.emit(ticket, None, f"{DEADLINE_ERROR}: no answer within "
                                                     f"{job.deadline_s:g} s")
                continue
            if not job.future.done():
                continue
            del self._pending[ticket]
            if not job.wanted or job.future.cancelled():
                continue
            error = job.future.exception()
            if isinstance(error, BrokenProcessPool):
                self._discard_pool(job.pool)
            if error is None:
                self.finished.emit(ticket, job.future.result(), None)
            else:
                _log.warning("worker task failed: %s", _describe(error))
                self.finished.emit(ticket, None, _describe(error))
        if not self._pending:
            self._timer.stop()


def _retire(pool: _Pool) -> None:
    """Stop a pool at once, without waiting on the GUI thread: its workers are terminated
    (killed if that fails) and reaped by a background thread."""
    processes = list(getattr(pool.executor, "_processes", {}).values())
    pool.close()
    for process in processes:
        with contextlib.suppress(Exception):
            process.terminate()
    threading.Thread(target=_stop_workers, args=(processes,), daemon=True,
                     name="retire-worker-pool").start()
