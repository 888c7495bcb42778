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

import logging
import multiprocessing
import threading
import traceback
from collections.abc import Callable
from concurrent.futures import Future, ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from multiprocessing.connection import wait as wait_for_objects
from multiprocessing.process import BaseProcess
from typing import Any, Protocol

from PySide6.QtCore import QCoreApplication, QObject, QTimer, Signal, SignalInstance

from euchre_desktop.app.tasks import warm_up

_log = logging.getLogger(__name__)

POLL_MS = 10
"""How often the pool runner looks for finished futures while any is pending."""
SHUTDOWN_GRACE_S = 0.5
"""How long shutdown lets a running task finish before its worker is terminated (its
result would be dropped anyway; the processes hold nothing that needs a clean exit)."""

REAPER_TIMEOUT_S = 5.0
"""How long shutdown waits for the executor to reap its stopped workers."""

Task = Callable[..., Any]


def _stop_worker(process: BaseProcess) -> None:
    """Wait for a worker to exit; terminate it if it does not within the grace period, and
    kill it if even that fails. Only the process's sentinel is watched, never reaped here:
    the executor's own thread joins its workers, and two threads reaping one child race."""
    for force in (None, process.terminate, process.kill):
        if force is not None:
            _log.warning("worker %s did not stop; %s", process.pid, force.__name__)
            force()
        if wait_for_objects([process.sentinel], SHUTDOWN_GRACE_S):
            return


# --- runners ---------------------------------------------------------------------------------


class Runner(Protocol):
    """What the controller needs from a runner."""

    @property
    def finished(self) -> SignalInstance: ...

    def submit(self, task: Task, *args: Any) -> int: ...

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

    def submit(self, task: Task, *args: Any) -> int:
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


class PoolRunner(QObject):
    """Runs tasks in a spawn-context process pool, started on the first ``submit`` (or by
    ``warm_up``) and shut down when the application quits.

    A timer polls the pending futures (``done()`` never blocks) while any is pending, so
    results reach the GUI thread without cross-thread signal emission. ``cancel`` cancels a
    queued task and forgets a running one (its result is dropped when it arrives). Two
    workers by default, so that a search whose result will be dropped (after an undo) does
    not hold up the next request; a pool broken by a dying worker is replaced.
    """

    finished = Signal(int, object, object)  # ticket, result, error text (None if it worked)

    def __init__(self, max_workers: int = 2, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.max_workers = max_workers
        self._executor: ProcessPoolExecutor | None = None
        self._next_ticket = 0
        self._pending: dict[int, tuple[Future[Any], ProcessPoolExecutor]] = {}
        self._timer = QTimer(self)
        self._timer.setInterval(POLL_MS)
        self._timer.timeout.connect(self._poll)
        app = QCoreApplication.instance()
        if app is not None:
            app.aboutToQuit.connect(self.shutdown)

    @property
    def started(self) -> bool:
        """Whether the worker processes have been started."""
        return self._executor is not None

    def warm_up(self) -> None:
        """Start the workers now (they take a moment to start) rather than on first use."""
        self._pool().submit(warm_up)

    def submit(self, task: Task, *args: Any) -> int:
        pool = self._pool()
        try:
            future = pool.submit(task, *args)
        except BrokenProcessPool:
            self._discard_pool(pool)
            pool = self._pool()
            future = pool.submit(task, *args)
        self._next_ticket += 1
        ticket = self._next_ticket
        self._pending[ticket] = (future, pool)
        if not self._timer.isActive():
            self._timer.start()
        return ticket

    def _pool(self) -> ProcessPoolExecutor:
        if self._executor is None:
            context = multiprocessing.get_context("spawn")
            self._executor = ProcessPoolExecutor(self.max_workers, mp_context=context)
        return self._executor

    def _discard_pool(self, pool: ProcessPoolExecutor) -> None:
        """Forget a pool whose worker died (if it is still the current one); the next
        ``submit`` starts a new one."""
        if self._executor is pool:
            self._executor = None
            pool.shutdown(wait=False, cancel_futures=True)

    def cancel(self, ticket: int) -> None:
        pending = self._pending.pop(ticket, None)
        if pending is not None:
            pending[0].cancel()
        if not self._pending:
            self._timer.stop()

    def shutdown(self) -> None:
        """Cancel queued tasks, give running ones a moment, then stop every worker; when this
        returns no worker process is left running."""
        self._timer.stop()
        self._pending.clear()
        executor, self._executor = self._executor, None
        if executor is None:
            return
        # The worker processes and the thread that reaps them are private to the executor;
        # reach them so that a search that overruns cannot keep the application from exiting,
        # and so that no worker is left unreaped when this returns. (After a non-waiting
        # shutdown the executor forgets its thread, so a second, waiting one would not wait.)
        processes = list(getattr(executor, "_processes", {}).values())
        reaper: threading.Thread | None = getattr(executor, "_executor_manager_thread", None)
        executor.shutdown(wait=False, cancel_futures=True)
        for process in processes:
            _stop_worker(process)
        if reaper is not None:
            reaper.join(REAPER_TIMEOUT_S)
            if reaper.is_alive():
                _log.warning("the worker pool did not shut down within %s s", REAPER_TIMEOUT_S)

    def _poll(self) -> None:
        done = [ticket for ticket, (future, _) in self._pending.items() if future.done()]
        for ticket in done:
            pending = self._pending.pop(ticket, None)  # a slot may have cancelled it meanwhile
            if pending is None or pending[0].cancelled():
                continue
            future, pool = pending
            error = future.exception()
            if isinstance(error, BrokenProcessPool):
                self._discard_pool(pool)
            if error is None:
                self.finished.emit(ticket, future.result(), None)
            else:
                _log.warning("worker task failed: %s", _describe(error))
                self.finished.emit(ticket, None, _describe(error))
        if not self._pending:
            self._timer.stop()
