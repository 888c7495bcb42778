"""``Animator``: plays the table's animation steps strictly one after another.

A step is a callable run when its turn comes. It may start animations and return them (one
``QAbstractAnimation``, several in an iterable, or None); the next step starts when all of
them have stopped. Steps run from the event loop, never inside ``enqueue``, so a step can
enqueue more steps safely; with every duration 0 (``AnimationSpeed.INSTANT``) a whole queue
runs in one pass, in order. ``idle`` is emitted once each time the queue drains.

While steps remain, a silent looping animation keeps Qt's animation clock ticking: otherwise
the clock stops whenever one step's animations end and restarts with the next, and the
first frames of the next move come late (measured with ``bench frames``: paint intervals
p95 about 21 ms with the restarts, 17 ms without). When the queue drains the clock stops,
so an idle table does not wake up sixty times a second.

Typical use::

    animator.enqueue(lambda: card.animate(pos, 1, 0, True, duration(Anim.DEAL_CARD)))
    animator.enqueue_pause(duration(Anim.TRICK_PAUSE))
    animator.enqueue_call(scoreboard.refresh)
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable, Iterable

import shiboken6
from PySide6.QtCore import (
    QAbstractAnimation,
    QObject,
    QPauseAnimation,
    QTimer,
    QVariantAnimation,
    Signal,
)

StepResult = QAbstractAnimation | Iterable[QAbstractAnimation | None] | None
Step = Callable[[], StepResult]

_STOPPED = QAbstractAnimation.State.Stopped


def _alive(anim: QAbstractAnimation) -> bool:
    return shiboken6.isValid(anim) and anim.state() != _STOPPED


def jump_to_end(anim: QAbstractAnimation) -> None:
    """Finish ``anim`` at once: its properties take their end values and it emits finished."""
    if not _alive(anim):
        return
    total = anim.totalDuration()
    if total >= 0:
        anim.setCurrentTime(total)  # stops by itself on reaching the end
    if _alive(anim):
        anim.stop()


class Animator(QObject):
    """A queue of animation steps run strictly in sequence from the event loop."""

    idle = Signal()
    """Emitted once whenever the queue has drained and no animation of it is running."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._queue: deque[Step] = deque()
        self._running: list[QAbstractAnimation] = []
        self._advancing = False
        self._fast = False
        self._idle_pending = False
        self._generation = 0
        self._kick = QTimer(self)
        self._kick.setSingleShot(True)
        self._kick.setInterval(0)
        self._kick.timeout.connect(self._advance)
        self._clock = QVariantAnimation(self)
        self._clock.setStartValue(0.0)
        self._clock.setEndValue(1.0)
        self._clock.setDuration(1000)
        self._clock.setLoopCount(-1)

    # --- queueing --------------------------------------------------------------------------

    def enqueue(self, step: Step) -> None:
        """Run ``step`` after everything queued before it has finished."""
        self._queue.append(step)
        self._idle_pending = True
        if self._clock.state() != QAbstractAnimation.State.Running:
            self._clock.start()
        self._schedule()

    def enqueue_pause(self, ms: int) -> None:
        """Wait ``ms`` milliseconds (nothing if ``ms`` is 0)."""
        self.enqueue(lambda: self._pause(ms))

    def enqueue_call(self, fn: Callable[[], object]) -> None:
        """Call ``fn`` in turn, without waiting for anything it starts."""

        def step() -> None:
            fn()

        self.enqueue(step)

    def hold(self) -> Callable[[], None]:
        """Keep the queue waiting after the current step until the returned function is
        called (the player has read something and clicks on); calling it again does
        nothing. ``clear`` and ``finish`` let the queue go on too."""
        gate = QVariantAnimation(self)
        gate.setStartValue(0.0)
        gate.setEndValue(1.0)
        gate.setDuration(1000)
        gate.setLoopCount(-1)  # runs until stopped
        gate.start(QAbstractAnimation.DeletionPolicy.DeleteWhenStopped)
        self._track([gate])

        def release() -> None:
            if _alive(gate):
                gate.stop()

        return release

    def is_busy(self) -> bool:
        """Whether steps are queued or an animation of a step is still running."""
        return bool(self._queue) or self._advancing or any(_alive(a) for a in self._running)

    def clear(self) -> None:
        """Drop every queued step and jump running animations to their end (cards land where
        they were going). ``idle`` is not emitted: use this to abandon a state (new deal,
        undo) and queue the new one."""
        self._generation += 1
        self._queue.clear()
        self._kick.stop()
        self._clock.stop()
        self._idle_pending = False
        running, self._running = self._running, []
        for anim in running:
            jump_to_end(anim)

    def finish(self) -> None:
        """Fast-forward: finish running animations and run every queued step at once, each
        animation jumped to its end. ``idle`` follows from the event loop."""
        if self._advancing:
            self._fast = True  # the loop in progress picks this up
            return
        for anim in self._running:
            jump_to_end(anim)
        self._running.clear()
        self._fast = True
        try:
            self._run_queue()
        finally:
            self._fast = False
        self._schedule()

    # --- running ---------------------------------------------------------------------------

    def _schedule(self) -> None:
        if not self._advancing and not self._kick.isActive():
            self._kick.start()

    def _pause(self, ms: int) -> QAbstractAnimation | None:
        if ms <= 0 or self._fast:
            return None
        pause = QPauseAnimation(ms, self)
        pause.start(QAbstractAnimation.DeletionPolicy.DeleteWhenStopped)
        return pause

    def _advance(self) -> None:
        if self._advancing:
            return
        self._running = [a for a in self._running if _alive(a)]
        if self._running:
            return
        generation = self._generation
        self._run_queue()
        if generation != self._generation or self._queue or self._running:
            return
        self._clock.stop()
        if self._idle_pending:
            self._idle_pending = False
            self.idle.emit()

    def _run_queue(self) -> None:
        self._advancing = True
        generation = self._generation
        try:
            while self._queue and not self._running:
                step = self._queue.popleft()
                result = step()
                if generation != self._generation:  # the step called clear()
                    for anim in self._animations(result):
                        jump_to_end(anim)
                    return
                self._track(self._animations(result))
        finally:
            self._advancing = False
            if self._queue and not self._running and generation == self._generation:
                self._kick.start()  # a step raised: carry on with the rest later

    @staticmethod
    def _animations(result: StepResult) -> list[QAbstractAnimation]:
        if result is None:
            return []
        if isinstance(result, QAbstractAnimation):
            return [result]
        return [a for a in result if a is not None]

    def _track(self, animations: list[QAbstractAnimation]) -> None:
        for anim in animations:
            if not shiboken6.isValid(anim):
                continue
            if anim.state() == _STOPPED and anim.currentTime() == 0 and anim.totalDuration():
                anim.start()  # the step built it but left starting it to us
            if self._fast:
                jump_to_end(anim)
            if not _alive(anim):
                continue
            anim.stateChanged.connect(self._on_animation_state)
            anim.destroyed.connect(self._on_animation_destroyed)
            self._running.append(anim)

    def _on_animation_state(
        self, new_state: QAbstractAnimation.State, old_state: QAbstractAnimation.State
    ) -> None:
        if new_state == _STOPPED:
            self._schedule()

    def _on_animation_destroyed(self, obj: QObject | None = None) -> None:
        self._schedule()
