"""The coach at work on the player's decisions: the review of a finished deal and learning
mode's warning before a costly decision.

Both run the coach in the controller's runner (the process pool in the application) on the
player's own view at the time of each decision, never on the full state, and share the
controller's cache of advice per decision: a decision already analysed for a hint, the
warning or an earlier review is not analysed again.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QObject, Signal

from euchre_desktop.app.controller import MatchController, decision_seed
from euchre_desktop.bots.coach import Advice
from euchre_desktop.bots.review import DealHistory, Judgement, judge, warning_cost
from euchre_desktop.rules.actions import Action
from euchre_desktop.rules.record import MatchRecord
from euchre_desktop.rules.view import PlayerView


class ReviewAnalysis(QObject):
    """Judges the seat's decisions of one deal against the coach.

    The decisions go to the runner one at a time, so a bot's move never waits behind the
    whole review (the pool keeps a worker free for it); ``progress`` follows each one.
    """

    judged = Signal(object)  # a Judgement
    progress = Signal(int, int)  # decisions analysed, decisions in all
    finished = Signal()

    def __init__(self, controller: MatchController, record: MatchRecord, deal: DealHistory,
                 seat: int | None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.record = record
        self.deal = deal
        self.decisions = deal.decisions_of(seat) if seat is not None else []
        self.judgements: list[Judgement] = []
        self._queue = list(self.decisions)
        self._ticket: int | None = None
        self._current: tuple[int, PlayerView, Action] | None = None
        controller.runner.finished.connect(self._on_finished)

    @property
    def total(self) -> int:
        return len(self.decisions)

    @property
    def is_running(self) -> bool:
        return self._ticket is not None

    def start(self) -> None:
        """Judge what is already known at once, then ask the runner for the rest."""
        self.progress.emit(len(self.judgements), self.total)
        self._next()

    def cancel(self) -> None:
        """Stop: the decision being analysed is forgotten (its result dropped)."""
        if self._ticket is not None:
            self.controller.runner.cancel(self._ticket)
        self._ticket = self._current = None
        self._queue.clear()

    def _next(self) -> None:
        while self._queue:
            step, view, taken = self._queue.pop(0)
            advice = self.controller.cached_advice(view)
            if advice is None:
                self._current = (step, view, taken)
                seed = decision_seed(self.record, self.deal.steps[step].record_index)
                self._ticket = self.controller.runner.submit(
                    self.controller.hint_task, view, seed)
                return
            self._judge(step, taken, advice)
        self._ticket = self._current = None
        self.finished.emit()

    def _judge(self, step: int, taken: Action, advice: Advice) -> None:
        judgement = judge(step, taken, advice.action, advice.values)
        self.judgements.append(judgement)
        self.judged.emit(judgement)
        self.progress.emit(len(self.judgements), self.total)

    def _on_finished(self, ticket: int, result: Any, error: str | None) -> None:
        if ticket != self._ticket or self._current is None:
            return
        step, view, taken = self._current
        self._ticket = self._current = None
        if error is None:
            self.controller.remember_advice(view, result)
            self._judge(step, taken, result)
        else:  # counted as analysed, without a verdict: the review goes on
            self.judgements.append(judge(step, taken, taken, {}))
            self.progress.emit(len(self.judgements), self.total)
        self._next()


class DecisionGuard(QObject):
    """Learning mode's warning before a costly decision.

    ``prepare`` (at the start of each of the player's turns) has the coach look at the
    decision in the background, unless it is thinking ahead on it already
    (``MatchController.thinks_ahead``); ``check`` (when the player acts) either lets the
    action through (``approved``) or, if it costs ``WARNING_POINTS`` or more, asks first
    (``confirmation_needed``). An action taken before the coach has a first answer waits
    for it.
    """

    approved = Signal(object)  # the Action to play
    confirmation_needed = Signal(object, object, float)  # taken, the coach's choice, cost

    def __init__(self, controller: MatchController, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.enabled = False
        self._ticket: int | None = None
        self._view: PlayerView | None = None
        self._held: Action | None = None
        controller.runner.finished.connect(self._on_finished)
        controller.advice_ready.connect(self._on_advice_ready)

    def prepare(self, view: PlayerView) -> None:
        """The player's turn has come: analyse it now, while the player thinks."""
        self._forget()
        if not self.enabled or len(set(view.legal_actions)) < 2:
            return
        self._view = view
        controller = self.controller
        if controller.cached_advice(view) is None and not controller.advice_coming(view):
            record = controller.record
            self._ticket = controller.runner.submit(
                controller.hint_task, view, decision_seed(record, len(record.actions)))

    def check(self, action: Action) -> None:
        """The player chose ``action``: approve it, ask first, or wait for the coach."""
        view = self._view
        if not self.enabled or view is None or not self._is_current(view):
            self._forget()
            self.approved.emit(action)
            return
        advice = self.controller.cached_advice(view)
        if advice is None and (self._ticket is not None or self.controller.advice_coming(view)):
            self._held = action
            return
        self._decide(action, advice)

    def _decide(self, action: Action, advice: Advice | None) -> None:
        self._held = None
        cost = None if advice is None else warning_cost(advice.values, advice.action, action)
        if advice is None or cost is None:
            self.approved.emit(action)
        else:
            self.confirmation_needed.emit(action, advice.action, cost)

    def _is_current(self, view: PlayerView) -> bool:
        controller = self.controller
        return (controller.has_match and controller.state.turn == view.seat
                and controller.state.view(view.seat) == view)

    def _forget(self) -> None:
        if self._ticket is not None:
            self.controller.runner.cancel(self._ticket)
        self._ticket = self._view = self._held = None

    def _on_advice_ready(self, view: PlayerView, advice: Advice | None) -> None:
        """The coach, thinking ahead, has its first advice on ``view``: decide the action
        held for it."""
        held = self._held
        if held is not None and self._ticket is None and view == self._view:
            self._decide(held, advice)

    def _on_finished(self, ticket: int, result: Any, error: str | None) -> None:
        if ticket != self._ticket:
            return
        self._ticket = None
        view, held = self._view, self._held
        if error is None and view is not None:
            self.controller.remember_advice(view, result)
        if held is not None:
            if view is not None and self._is_current(view):
                self._decide(held, result if error is None else None)
            else:
                self._held = None
