"""The match in progress, kept after every action so the game resumes where the player left off.

After each change of the match (an action, an undo, a new match, a load) the controller's
match is handed to one background thread, which writes it with storage's atomic writer in the
saved-game format (a write with its fsync takes tens of milliseconds: too long for the GUI
thread, which never waits for the disk). A kill at any moment leaves the previous or the new
file, never half of one. Meanwhile the controller is held (``MatchController.hold``): no bot
is asked to play on until the action is on disk, so a kill loses at most the action in
flight, however fast the bots play. A finished match is not kept: its file is removed.
While a deal is replayed as practice, the match waiting aside is what is kept.
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QObject, Signal

from euchre_desktop.app import storage
from euchre_desktop.app.controller import MatchController
from euchre_desktop.rules.view import PlayerView

_log = logging.getLogger(__name__)

AUTOSAVE_NAME = "autosave.euchre.json"


def autosave_path() -> Path:
    """Where the match in progress is kept (next to the statistics)."""
    return storage.data_dir() / AUTOSAVE_NAME


def load(path: Path | None = None) -> tuple[storage.SavedMatch | None, str | None]:
    """The match to resume and None; (None, None) when there is none (no file, or a finished
    match); (None, message) when the file was damaged and kept aside."""
    path = autosave_path() if path is None else Path(path)
    if not path.exists():
        return None, None
    try:
        saved = storage.load_match(path, "autosave")
    except storage.StorageError as error:
        if error.problem is storage.Problem.FOREIGN:  # it bears our name: it is damaged
            return None, storage.keep_aside(path, "autosave")
        return None, str(error)
    if saved.record.replay().is_over:
        path.unlink(missing_ok=True)
        return None, None
    return saved, None


class _Remove:
    """The writer's order to remove the file (the match is over)."""


_REMOVE = _Remove()
_Order = storage.SavedMatch | _Remove


class _Signals(QObject):
    """What the writing thread reports, queued to the GUI thread."""

    written = Signal()  # one order done
    failed = Signal(str)


class _Writer:
    """The writing thread's side: plain Python that holds no reference to the controller or
    the window, so that nothing of Qt's is ever freed on that thread."""

    def __init__(self, path: Path, signals: _Signals) -> None:
        self.path = path
        self.signals = signals
        self.pending: _Order | None = None
        self.busy = False
        self.closed = False
        self.failing = False
        self.condition = threading.Condition()

    def run(self) -> None:
        while True:
            with self.condition:
                self.condition.wait_for(lambda: self.pending is not None or self.closed)
                order, self.pending = self.pending, None
                if order is None:
                    return  # closed with nothing left to write
                self.busy = True
            try:
                self.write(order)
            finally:
                with self.condition:
                    self.busy = False
                    self.condition.notify_all()
                self._report(self.signals.written.emit)

    def write(self, order: _Order) -> None:
        try:
            if isinstance(order, _Remove):
                self.path.unlink(missing_ok=True)
            else:
                storage.save_match(self.path, order)
        except (storage.StorageError, OSError, ValueError) as error:
            _log.warning("cannot keep the match in progress in %s: %s", self.path, error)
            if not self.failing:
                self.failing = True
                message = QCoreApplication.translate(
                    "Autosave", "Your match cannot be kept for next time: {0} cannot be written."
                ).format(self.path)
                self._report(lambda: self.signals.failed.emit(message))
            return
        self.failing = False

    @staticmethod
    def _report(emit: Callable[[], None]) -> None:
        try:
            emit()
        except RuntimeError:  # the window is gone already (the game is quitting)
            pass


class Autosaver(QObject):
    """Keeps ``controller``'s match in ``path`` after every change, written off the GUI
    thread. Call ``close()`` on exit: it waits for the last write."""

    failed = Signal(str)  # a sentence for the player, said once until a write succeeds

    def __init__(
        self, controller: MatchController, path: Path | None = None,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.controller = controller
        self.path = autosave_path() if path is None else Path(path)
        signals = _Signals(self)
        signals.written.connect(self._on_written)
        signals.failed.connect(self.failed)
        self._writer = _Writer(self.path, signals)
        self._thread = threading.Thread(target=self._writer.run, name="autosave", daemon=True)
        self._thread.start()
        controller.state_changed.connect(self._on_state_changed)

    def _on_state_changed(self, _view: PlayerView) -> None:
        controller = self.controller
        if not controller.has_match:
            return
        self._put(_REMOVE if controller.is_match_over else controller.saved())

    def _put(self, order: _Order) -> None:
        writer = self._writer
        with writer.condition:
            closed = writer.closed
            if not closed:
                writer.pending = order
                writer.condition.notify_all()
        if closed:  # the game is quitting, the thread is gone: nothing may be lost now
            writer.write(order)
        else:
            self.controller.hold()

    def _on_written(self) -> None:
        if self._idle():
            self.controller.release()

    def _idle(self) -> bool:
        return self._writer.pending is None and not self._writer.busy

    def flush(self, timeout_s: float = 10.0) -> bool:
        """Wait until everything handed over is on disk; False if that took too long."""
        with self._writer.condition:
            return self._writer.condition.wait_for(self._idle, timeout_s)

    def close(self) -> None:
        """Write what is pending and stop the thread (on exit). A change after this (an
        event still delivered while the application quits) is written at once."""
        with self._writer.condition:
            self._writer.closed = True
            self._writer.condition.notify_all()
        self._thread.join(timeout=10.0)
