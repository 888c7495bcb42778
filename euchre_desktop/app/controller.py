"""The match controller: the one owner of the authoritative game state.

Everything that changes the match goes through here: the human's actions
(``submit_human``), the bots' (dispatched by ``proceed`` to a runner from ``workers``),
``undo``, ``redo``, ``new_match``, ``load_from`` and ``resume``. Every applied action is
appended to a ``MatchRecord``, so the match can be saved. The state before each of the human's
own decisions is kept beside the record: undo goes back to it without replaying anything, and
the decisions undone wait to be redone until the human decides something else.

The controller never asks the next bot by itself: the table calls ``proceed()`` once its
animations are idle, so cards never move ahead of what the player has seen. The protocol:
``state_reset(view)`` means redraw without animation; ``events_ready(events)`` means animate
these, as the human's seat sees them (``controller.view()`` is already the state after
them), and is followed by
``state_changed(view)``; after either, when idle, the table calls ``proceed()``, which
answers with ``human_turn(view)`` or ``bot_thinking(seat, True)`` and later the bot's
``events_ready``. Each bot or hint request carries a ticket; a result whose ticket is no
longer awaited (after an undo, a new match or a load) is dropped. A hint or an Expert's
decision may be searched in several shares at once (``search_shares``, one per core):
their deals are pooled. With ``thinks_ahead`` the coach starts on the human's decision as
their turn comes and deepens it while they think (``ponder_rounds`` rounds of shares): a hint
then answers at once from every deal searched so far.
"""

from __future__ import annotations

import logging
import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any, NamedTuple, ParamSpec, TypeVar

from PySide6.QtCore import QCoreApplication, QObject, QTimer, Signal

from euchre_desktop.app import storage, tasks
from euchre_desktop.app.workers import DEADLINE_ERROR, InlineRunner, Runner
from euchre_desktop.bots.base import Decision, Level, Reason, ReasonCode
from euchre_desktop.bots.coach import Advice, advice_from
from euchre_desktop.bots.expert import (
    DEFAULT_BUDGET_MS,
    Evaluation,
    ExpertBot,
    pooled,
    share_seed,
)
from euchre_desktop.bots.review import DealHistory, single_hand_rules
from euchre_desktop.rules import events as ev
from euchre_desktop.rules.actions import DECLINE, Action, IllegalActionError, Rule
from euchre_desktop.rules.claim import claim_rest, settled_tricks
from euchre_desktop.rules.house_rules import PRESETS, HouseRules
from euchre_desktop.rules.phase import Phase
from euchre_desktop.rules.record import MatchRecord
from euchre_desktop.rules.state import GameState, new_match
from euchre_desktop.rules.view import PlayerView

_log = logging.getLogger(__name__)

DEFAULT_LEVEL = "standard"
DEADLINE_BUDGETS = 10
"""A bot's decision (or the coach's hint) that takes this many times its budget is given
up: a legal move is played for the bot and its worker is replaced."""
DEADLINE_ALLOWANCE_S = 2.0
"""Added to every deadline: a worker starting up or a busy machine is not a stuck bot."""
RULE_BOT_BUDGET_MS = 20.0
"""What the rule bots (Beginner, Standard) take at most, measured by ``bench match``."""
PONDER_ROUNDS = 10
"""Rounds of shares (each a hint's budget) the coach may search ahead on one of the human's
decisions, where the runner works off the table's thread: about two seconds, the search the
hint's agreement is measured against (``bench coach --against-ms 2000``)."""
_T = TypeVar("_T")
_P = ParamSpec("_P")
_SEED_MASK = (1 << 63) - 1


class MatchController(QObject):
    """Owns the match; see the module docstring for the protocol with the table."""

    events_ready = Signal(list)  # the events of one apply (or a new deal) the view seat sees
    state_changed = Signal(object)  # the human's PlayerView (seat 0's if no human plays)
    state_reset = Signal(object)  # PlayerView: redraw from scratch, no animation (undo, load)
    human_turn = Signal(object)  # PlayerView with legal_actions: the human must act
    bot_thinking = Signal(int, bool)  # seat, started (True) or stopped (False)
    bot_decided = Signal(int, object)  # seat, Decision: what a bot chose and why
    hint_ready = Signal(object)  # the coach's Advice for the human's turn
    advice_ready = Signal(object, object)  # view, Advice of a round thought ahead (None: failed)
    hint_failed = Signal(str)  # the coach could not answer (the sentence says so): ask again
    match_over = Signal(object)  # the GameWon event
    refused = Signal(object)  # the IllegalActionError: its rule and the facts it turns on
    practice_changed = Signal(bool)  # a deal is being replayed as practice (True) or not
    notice = Signal(str)  # a problem that did not stop the match, told once (statistics off)

    def __init__(
        self,
        runner: Runner | None = None,
        *,
        bot_task: Callable[[str, PlayerView, int], Decision] = tasks.choose_action,
        hint_task: Callable[[PlayerView, int], Advice] = tasks.advise,
        hint_share_task: Callable[[PlayerView, int], Evaluation] = tasks.search_hint_share,
        expert_share_task: Callable[[PlayerView, int], Evaluation] = tasks.search_expert_share,
        stats: storage.Statistics | None = None,
        parent: QObject | None = None,
    ) -> None:
        """``runner`` runs bots and hints (default: in this thread); ``bot_task``,
        ``hint_task`` and the share tasks are module-level functions with the signatures of
        ``tasks.choose_action``, ``tasks.advise``, ``tasks.search_hint_share`` and
        ``tasks.search_expert_share``; ``stats`` records finished hands and games when a
        human plays."""
        super().__init__(parent)
        self.runner: Runner = runner if runner is not None else InlineRunner(self)
        self.runner.finished.connect(self._on_finished)
        self.bot_task = bot_task
        self.hint_task = hint_task
        self.hint_share_task = hint_share_task
        self.expert_share_task = expert_share_task
        self.search_shares = 1
        """In how many shares a search with a choice to make runs at once, a hint or an
        Expert's decision: with more than one its share task runs that many times, seeded
        apart, and the deals are pooled; with one, ``hint_task`` or ``bot_task`` answers."""
        self.thinks_ahead = False
        """Whether the coach works on the human's decisions while they think (learning
        mode: the window sets it)."""
        self.ponder_rounds = 0
        """How many rounds of shares it may search ahead on one decision: none unless the
        runner works off the table's thread (the launcher sets ``PONDER_ROUNDS`` then)."""
        self.stats = stats
        self._state: GameState | None = None
        self._record: MatchRecord | None = None
        self.human_seat: int | None = None
        self.bot_levels: tuple[str, ...] = ()
        self._bot: _Request | None = None
        self._hint: _Request | None = None
        self._ponder: _Ponder | None = None
        self._game_id: int | None = None
        self._coach_cache: dict[PlayerView, Advice] = {}
        self._suspended: _SuspendedMatch | None = None
        self._history = _History()
        self.claim_certain_tricks = False
        """Finish a hand at once (``RestClaimed``) as soon as its remaining tricks are
        certain, whoever is to play (the window turns it on as the player chose)."""
        self.forced_cards_automatic = False
        """The human's forced cards are played for them (by the table): undo passes them."""
        self._told: set[str] = set()
        self._held = False
        self._proceed_when_released = False

    # --- reading ---------------------------------------------------------------------------

    @property
    def state(self) -> GameState:
        """The authoritative state: read it, never change it (it is immutable anyway)."""
        if self._state is None:
            raise RuntimeError("no match has been started")
        return self._state

    @property
    def record(self) -> MatchRecord:
        if self._record is None:
            raise RuntimeError("no match has been started")
        return self._record

    @property
    def has_match(self) -> bool:
        return self._state is not None

    @property
    def view_seat(self) -> int:
        """The seat whose view the table shows."""
        return self.human_seat if self.human_seat is not None else 0

    def view(self) -> PlayerView:
        return self.state.view(self.view_seat)

    @property
    def hand_number(self) -> int:
        """The hand being played, from 1 (the last one once the match is over): public."""
        state = self.state
        return state.hands_completed if state.is_over else state.hands_completed + 1

    @property
    def is_bot_thinking(self) -> bool:
        return self._bot is not None

    @property
    def statistics_game(self) -> int | None:
        """The statistics row this match's hands go to (None: the match is not counted)."""
        return self._game_id

    @property
    def can_undo(self) -> bool:
        return bool(self._history.decisions)

    @property
    def can_redo(self) -> bool:
        """Whether an undone decision of the human's can be taken again now: it is their
        turn in the very position it was taken in."""
        redo, record = self._history.redo, self._record
        return bool(redo) and record is not None and redo[-1].actions_before == record.actions

    @property
    def is_practice(self) -> bool:
        """Whether a deal is being replayed as practice (the match waits aside)."""
        return self._suspended is not None

    @property
    def match_record(self) -> MatchRecord:
        """The real match's record, even while a deal is replayed as practice."""
        return self._suspended.record if self._suspended is not None else self.record

    # --- the coach's analyses, kept per decision ----------------------------------------------

    def cached_advice(self, view: PlayerView) -> Advice | None:
        """The coach's advice already worked out for this very view (by a hint, the review
        or the costly-decision warning), or None."""
        return self._coach_cache.get(view)

    def remember_advice(self, view: PlayerView, advice: Advice) -> None:
        """Keep ``advice`` for ``view``, unless the advice kept already saw more deals."""
        kept = self._coach_cache.get(view)
        if kept is None or advice.samples >= kept.samples:
            self._coach_cache[view] = advice

    def advice_coming(self, view: PlayerView) -> bool:
        """Whether the coach, thinking ahead, is working on ``view`` and has no advice for it
        yet: ``advice_ready`` will bring it (None if the coach fails)."""
        ponder = self._pondering(view)
        return ponder is not None and ponder.round == 0

    def _pondering(self, view: PlayerView) -> _Ponder | None:
        """The coach thinking ahead on ``view``, if it is."""
        ponder = self._ponder
        return ponder if ponder is not None and ponder.view == view else None

    # --- starting, saving and loading ----------------------------------------------------------

    def new_match(
        self,
        rules: HouseRules,
        seed: int,
        human_seat: int | None = 0,
        bot_levels: str | Sequence[str] = DEFAULT_LEVEL,
    ) -> None:
        """Start a match; ``human_seat=None`` lets the bots play every seat. ``bot_levels``
        is one level for every bot or one per seat (the human's entry is ignored)."""
        if human_seat is not None and not 0 <= human_seat < rules.players:
            raise ValueError(f"no seat {human_seat} with {rules.players} players")
        levels = (
            (bot_levels,) * rules.players if isinstance(bot_levels, str) else tuple(bot_levels)
        )
        if len(levels) < rules.players:
            raise ValueError(f"one bot level per seat is needed, got {len(levels)}")
        for level in levels:
            Level(level)  # a ValueError names an unknown level now, not in a worker later
        self._cancel_requests()
        state, events = new_match(rules, seed)
        self._leave_practice()
        self._coach_cache.clear()
        self._install(MatchRecord(rules, seed), state, human_seat, levels[: rules.players],
                      _History())
        if self.stats is not None and human_seat is not None:
            self._game_id = self._with_statistics(
                self.stats.start_game, _preset_id(rules), human_seat)
        self.state_reset.emit(self.view())
        self.events_ready.emit(ev.seen_by(events, self.view_seat))
        self.state_changed.emit(self.view())

    def save_to(self, path: Path) -> None:
        """Save the match (its record, the human's seat and the bot levels) atomically; a
        ``storage.StorageError`` says why it could not be (the file is then unchanged)."""
        storage.save_match(
            Path(path), storage.SavedMatch(self.match_record, self.human_seat, self.bot_levels)
        )

    def load_from(self, path: Path) -> None:
        """Load a saved match; a ``storage.StorageError`` says why not (and the current match
        goes on). Statistics are not kept for a loaded match."""
        self._load(storage.load_match(Path(path)))
        self.state_reset.emit(self.view())
        self.state_changed.emit(self.view())

    def resume(self, saved: storage.SavedMatch) -> None:
        """Carry on with the autosaved match in progress exactly where it stopped. Its hands
        keep going to its statistics row, rewound to the hands the save holds (a hand
        recorded just before the game was killed is not counted twice); if that row is gone,
        a new one is started with the hands played so far."""
        self._load(saved)
        stats, game = self.stats, saved.statistics_game
        if stats is not None and self.human_seat is not None:
            if game is not None and self._with_statistics(stats.has_game, game):
                self._game_id = game
                self._with_statistics(stats.rewind_game, game, self.state.hands_completed)
            else:
                self._game_id = self._with_statistics(
                    stats.start_game, _preset_id(self.record.rules), self.human_seat)
                self._record_hands_so_far()
        self.state_reset.emit(self.view())
        self.state_changed.emit(self.view())

    def saved(self) -> storage.SavedMatch:
        """The match as an autosave keeps it: record, seats, levels and statistics row (the
        real match's, while a deal is replayed as practice)."""
        waiting = self._suspended
        game = waiting.game_id if waiting is not None else self._game_id
        return storage.SavedMatch(self.match_record, self.human_seat, self.bot_levels, game)

    @property
    def is_match_over(self) -> bool:
        """Whether the match (not a practice deal) has ended."""
        waiting = self._suspended
        return (waiting.state if waiting is not None else self.state).is_over

    def _load(self, saved: storage.SavedMatch) -> None:
        players = saved.record.rules.players
        levels = saved.bot_levels or (DEFAULT_LEVEL,)
        if len(levels) < players:
            levels = tuple(levels) + (levels[-1],) * (players - len(levels))
        self._cancel_requests()
        self._leave_practice()
        self._coach_cache.clear()
        self.human_seat = saved.human_seat
        state, history = self._replayed(saved.record)
        self._install(saved.record, state, saved.human_seat, levels[:players], history)

    def _install(
        self, record: MatchRecord, state: GameState, human_seat: int | None,
        levels: tuple[str, ...], history: _History,
    ) -> None:
        self._record = record
        self._state = state
        self._history = history
        self.human_seat = human_seat
        self.bot_levels = levels
        self._game_id = None

    # --- practice: a finished deal played again ----------------------------------------------

    def start_practice(self, deal: DealHistory) -> None:
        """Play ``deal`` again from its start (the same dealer and cards, the same seats and
        bots) as practice: one hand, never counted in the statistics; the match waits aside
        until ``end_practice``."""
        if self._suspended is None:
            self._suspended = _SuspendedMatch(
                self.record, self.state, self._game_id, self.human_seat, self.bot_levels,
                self._history)
        human_seat, levels = self.human_seat, self.bot_levels
        self._cancel_requests()
        rules = single_hand_rules(deal.rules)
        state, events = new_match(rules, deal.start.seed, setup=deal.deal)
        suspended = self._suspended
        self._install(MatchRecord(rules, deal.start.seed, (), deal.deal), state, human_seat,
                      levels, _History())
        self._suspended = suspended  # _install forgets statistics: practice never counts
        self.practice_changed.emit(True)
        self.state_reset.emit(self.view())
        self.events_ready.emit(ev.seen_by(events, self.view_seat))
        self.state_changed.emit(self.view())

    def end_practice(self) -> None:
        """Leave practice: the match goes on where it was left."""
        if self._suspended is None:
            return
        self._cancel_requests()
        self._leave_practice()
        self.state_reset.emit(self.view())
        self.state_changed.emit(self.view())

    def _leave_practice(self) -> None:
        suspended, self._suspended = self._suspended, None
        if suspended is None:
            return
        self._install(suspended.record, suspended.state, suspended.human_seat,
                      suspended.bot_levels, suspended.history)
        self._game_id = suspended.game_id
        self.practice_changed.emit(False)

    # --- the turn protocol ------------------------------------------------------------------

    def proceed(self) -> None:
        """Called by the table when its animations are idle: ask the bot whose turn it is
        (off the GUI thread), or tell the human it is their turn. Does nothing if a bot is
        already thinking or the match is over."""
        if self._held:
            self._proceed_when_released = True
            return
        state = self._state
        if state is None or state.is_over or state.turn is None or self._bot is not None:
            return
        seat = state.turn
        if seat == self.human_seat:
            if state.phase is Phase.FARMERS_HAND and self._played_for_human(state):
                self._apply(DECLINE)  # no farmer's hand to show: said at once, as every seat
                return
            view = state.view(seat)
            self._think_ahead(view)
            self.human_turn.emit(view)
            return
        level = self.bot_levels[seat]
        view, seed = state.view(seat), self._decision_seed()
        self._bot = self._ask(
            view, seed, decision_deadline_s(level), (self.bot_task, (level, view, seed)),
            self.expert_share_task if level == Level.EXPERT.value else None)
        self.bot_thinking.emit(seat, True)

    def hold(self) -> None:
        """Keep the match from moving on: ``proceed`` waits for ``release``. The autosave
        holds the match while it writes the last action, so that a kill never loses more."""
        self._held = True

    def release(self) -> None:
        """Let the match move on, doing the ``proceed`` asked meanwhile."""
        self._held = False
        if self._proceed_when_released:
            self._proceed_when_released = False
            self.proceed()

    def submit_human(self, action: Action) -> bool:
        """Apply the human's action; if it is not their turn or the rules forbid it,
        ``refused`` is emitted and nothing changes. Returns whether it was applied."""
        state = self._state
        if state is None or state.is_over:
            self.refused.emit(IllegalActionError("The match is over.", Rule.MATCH_OVER))
            return False
        if self.human_seat is None or state.turn != self.human_seat:
            self.refused.emit(IllegalActionError("It is not your turn.", Rule.NOT_YOUR_TURN))
            return False
        try:
            self._apply(action)
        except IllegalActionError as error:
            self.refused.emit(error)
            return False
        return True

    def request_hint(self) -> bool:
        """Ask the coach about the human's turn; ``hint_ready`` brings the advice. Returns
        False (and asks nothing) when it is not the human's turn."""
        state = self._state
        if state is None or state.is_over or state.turn is None or state.turn != self.human_seat:
            return False
        self._cancel_hint()
        view = state.view(state.turn)
        ponder = self._pondering(view)
        if ponder is not None:
            ponder.hint_given = True  # its last round gives the hint again, firmed up
        if view in self._coach_cache:
            QTimer.singleShot(0, lambda: self._deliver_cached_hint(view))
            return True
        if ponder is not None:
            ponder.hint_wanted = True  # its first round answers
            return True
        seed = self._decision_seed()
        self._hint = self._ask(view, seed, decision_deadline_s(Level.EXPERT.value),
                               (self.hint_task, (view, seed)), self.hint_share_task)
        return True

    def _deliver_cached_hint(self, view: PlayerView) -> None:
        state = self._state
        if state is not None and state.turn == view.seat and state.view(view.seat) == view:
            self.hint_ready.emit(self._coach_cache[view])

    def undo(self) -> bool:
        """Go back to the human's previous decision, as it was then; a bot still thinking is
        forgotten, and hands scored since are taken out of the statistics. The decision waits
        to be redone. Returns False if there is nothing to undo."""
        history = self._history
        if not history.decisions:
            return False
        self._cancel_requests()
        decision = history.decisions.pop()
        record = self.record
        kept = record.actions[: decision.record_index]
        history.redo.append(_Undone(kept, record.actions[decision.record_index]))
        self._record = replace(
            record, actions=kept,
            deal_numbers=record.deal_numbers[: decision.before.deals_made])
        self._state = decision.before
        if self.stats is not None and self._game_id is not None:
            self._with_statistics(
                self.stats.rewind_game, self._game_id, self.state.hands_completed)
        self.state_reset.emit(self.view())
        self.state_changed.emit(self.view())
        return True

    def redo(self) -> bool:
        """Take the last undone decision again (the bots then play on as ever); only when
        ``can_redo``. Returns whether it was taken."""
        if not self.can_redo:
            return False
        redo = self._history.redo
        undone = redo[-1]
        self._apply(undone.action)  # which takes it off the list as a decision taken again
        if redo and redo[-1] is undone:  # not counted as a decision (a forced card now)
            redo.pop()
        return True

    def shutdown(self) -> None:
        """Stop the runner's workers (call on application exit)."""
        self._cancel_requests()
        self.runner.shutdown()

    # --- internals --------------------------------------------------------------------------

    def _apply(self, action: Action) -> None:
        before = self.state
        state, events = before.apply(action)  # raises IllegalActionError, nothing changed
        history = self._history
        if self._is_decision(before):
            actions = self.record.actions
            history.decisions.append(_Decision(len(actions), before))
            if history.redo and history.redo[-1] == _Undone(actions, action):
                history.redo.pop()  # the undone decision taken again
            else:
                history.redo.clear()  # another choice: what was undone cannot come back
        self._state = state
        self._record = self.record.with_action(action, state)
        if self._may_claim(state):
            plays, state, claimed = claim_rest(state)
            for play in plays:
                self._record = self._record.with_action(play, state)
            self._state = state
            events = [*events, *claimed]
        if self._suspended is not None:  # a practice hand ends without a winner's fanfare
            events = [event for event in events if not isinstance(event, ev.GameWon)]
        self._cancel_hint()
        self._cancel_ponder()
        self._record_statistics(before, events)
        self.events_ready.emit(ev.seen_by(events, self.view_seat))
        self.state_changed.emit(self.view())
        if state.is_over and self._suspended is None:
            won = next((e for e in events if isinstance(e, ev.GameWon)), None)
            self.match_over.emit(won or ev.GameWon(state.winner, state.scores))

    def _ask(self, view: PlayerView, seed: int, deadline_s: float,
             whole: tuple[Callable[..., Any], tuple[Any, ...]],
             share_task: Callable[[PlayerView, int], Evaluation] | None) -> _Request:
        """Ask the runner for a decision of ``view.seat``: in ``search_shares`` shares of
        ``share_task`` when there is one and a choice to search, else ``whole``. The first
        share keeps ``seed``: a hint in one share is the review's analysis of the decision."""
        if share_task is not None and self.search_shares > 1 and len(set(view.legal_actions)) > 1:
            return self._ask_shares(share_task, view, seed, range(self.search_shares),
                                    deadline_s)
        task, arguments = whole
        return _Request(view, seed, {self.runner.submit(task, *arguments, deadline_s=deadline_s)})

    def _ask_shares(self, share_task: Callable[[PlayerView, int], Evaluation], view: PlayerView,
                    seed: int, shares: range, deadline_s: float) -> _Request:
        """Ask the runner for the shares numbered ``shares`` of a search of ``view`` seeded
        ``seed`` (share 0 keeps the seed, the others are seeded apart: ``share_seed``)."""
        return _Request(view, seed, {
            self.runner.submit(share_task, view, share_seed(seed, share), deadline_s=deadline_s)
            for share in shares})

    def _on_finished(self, ticket: int, result: Any, error: str | None) -> None:
        bot, hint, ponder = self._bot, self._hint, self._ponder
        if ponder is not None and ticket in ponder.request.tickets:
            if error is not None:
                _log.warning("the coach failed thinking ahead: %s", error)
            if ponder.request.answered(ticket, result, error):
                self._on_ponder_round_finished(ponder)
        elif bot is not None and ticket in bot.tickets:
            if bot.answered(ticket, result, error):
                self._bot = None
                self._on_bot_finished(bot)
        elif hint is not None and ticket in hint.tickets:
            if error is not None:
                _log.warning("the coach failed: %s", error)
            if hint.answered(ticket, result, error):
                self._hint = None
                self._on_hint_finished(hint)
        else:
            _log.debug("dropped the stale result of request %d", ticket)

    def _on_hint_finished(self, hint: _Request) -> None:
        """The hint, or its shares' deals pooled into advice (a few milliseconds' work): the
        coach fails only if every share did."""
        view = hint.view
        advice = hint.whole
        if hint.shares:
            advice = advice_from(view, hint.shares, random.Random(hint.seed))
        if advice is not None:
            self.remember_advice(view, advice)
        self._answer_hint(view, advice)

    def _answer_hint(self, view: PlayerView, advice: Advice | None) -> None:
        if advice is None:
            self.hint_failed.emit(QCoreApplication.translate(
                "MatchController", "The coach could not answer this time; ask again."))
            return
        self.hint_ready.emit(advice)

    # --- thinking ahead on the human's decision ------------------------------------------------

    def _think_ahead(self, view: PlayerView) -> None:
        """Start the coach on the human's decision, unless it is at it already (or has its
        advice), thinking ahead is off, or there is nothing to choose."""
        if self._pondering(view) is not None:
            return
        self._cancel_ponder()
        if (not self.thinks_ahead or self.ponder_rounds < 1 or view in self._coach_cache
                or len(set(view.legal_actions)) < 2):
            return
        seed = self._decision_seed()
        self._ponder = _Ponder(view, seed, self._ask_ponder_round(view, seed, 0))

    def _ask_ponder_round(self, view: PlayerView, seed: int, number: int) -> _Request:
        """Round ``number``: one share per core, seeded after the rounds before it (the
        first share of the first round keeps ``seed``, as a hint's does)."""
        shares = max(1, self.search_shares)
        return self._ask_shares(self.hint_share_task, view, seed,
                                range(number * shares, (number + 1) * shares),
                                decision_deadline_s(Level.EXPERT.value))

    def _on_ponder_round_finished(self, ponder: _Ponder) -> None:
        """Pool every round so far into the advice kept for the decision; answer a hint
        waiting for it, or after the last round give the hint asked earlier again, firmed
        up; go on to the next round, or stop at the last (or when a whole round failed)."""
        view = ponder.view
        ponder.shares += ponder.request.shares
        advice = (advice_from(view, ponder.shares, random.Random(ponder.seed))
                  if ponder.request.shares else None)
        ponder.round += 1
        if advice is not None:
            self.remember_advice(view, advice)
        last = advice is None or ponder.round >= self.ponder_rounds
        if ponder.hint_wanted:
            ponder.hint_wanted = False
            self._answer_hint(view, self._coach_cache.get(view))
        elif last and ponder.hint_given and advice is not None:
            self.hint_ready.emit(advice)  # the hint shown, firmed up once, at the end
        self.advice_ready.emit(view, self._coach_cache.get(view))
        if last:
            self._ponder = None
            return
        ponder.request = self._ask_ponder_round(view, ponder.seed, ponder.round)

    def _cancel_ponder(self) -> None:
        """Stop thinking ahead (its results are dropped when they arrive)."""
        ponder, self._ponder = self._ponder, None
        if ponder is not None:
            ponder.request.cancel(self.runner)

    def _on_bot_finished(self, bot: _Request) -> None:
        """Play the bot's decision, concluded from its shares' pooled deals if it searched
        in shares; a legal move instead if it failed or chose an illegal one."""
        seat = bot.view.seat
        state = self.state
        assert state.turn == seat, "a bot answered out of turn"
        legal = state.legal_actions()
        result, error = bot.whole, bot.error
        if bot.shares:
            try:
                result = ExpertBot().conclude(bot.view, pooled(bot.shares), random.Random(bot.seed))
                error = None
            except Exception as failure:  # noqa: BLE001 - a bot failure must not stop the game
                error = f"{type(failure).__name__}: {failure}"
        if error is not None:
            _log.warning("the bot in seat %d failed (%s); playing a legal move", seat, error)
            result = self._fallback(
                legal, "timeout" if error.startswith(DEADLINE_ERROR) else "error")
        elif not isinstance(result, Decision) or result.action not in legal:
            _log.warning("the bot in seat %d chose %r, not a legal move; playing a legal move",
                         seat, result.action if isinstance(result, Decision) else result)
            result = self._fallback(legal, "illegal-action")
        self.bot_thinking.emit(seat, False)
        self.bot_decided.emit(seat, result)
        self._apply(result.action)

    def _fallback(self, legal: tuple[Action, ...], problem: str) -> Decision:
        action = random.Random(self._decision_seed()).choice(legal)
        return Decision(action, reasons=(Reason(ReasonCode.FALLBACK, {"problem": problem}),))

    def _played_for_human(self, state: GameState) -> bool:
        """A move the human does not choose: a forced card when those play by themselves,
        or the "no" of a seat asked about a farmer's hand that holds none."""
        return len(state.legal_actions()) == 1 and (
            state.phase is Phase.FARMERS_HAND
            or (self.forced_cards_automatic and state.phase is Phase.PLAY))

    def _may_claim(self, state: GameState) -> bool:
        return (self.claim_certain_tricks and state.phase is Phase.PLAY
                and settled_tricks(state) is not None)

    def _decision_seed(self) -> int:
        """A seed for the bot or coach at this point of the match: replays are repeatable."""
        return decision_seed(self.record, len(self.record.actions))

    def _is_decision(self, state: GameState) -> bool:
        """Whether the action taken in ``state`` is the human's own decision: not a card
        played for them by a claim, nor a forced card when those play by themselves."""
        return (state.turn == self.human_seat and state.turn is not None
                and not self._played_for_human(state) and not self._may_claim(state))

    def _replayed(self, record: MatchRecord) -> tuple[GameState, _History]:
        """The state after ``record`` and the human's decisions in it (for ``human_seat``)."""
        state, _ = new_match(record.rules, record.seed, setup=record.setup)
        history = _History()
        for index, action in enumerate(record.actions):
            if self._is_decision(state):
                history.decisions.append(_Decision(index, state))
            state, _ = state.apply(action)
        return state, history

    def _cancel_requests(self) -> None:
        bot, self._bot = self._bot, None
        if bot is not None:
            bot.cancel(self.runner)
            self.bot_thinking.emit(bot.view.seat, False)
        self._cancel_hint()
        self._cancel_ponder()

    def _cancel_hint(self) -> None:
        """Forget the hint being searched (its results are dropped when they arrive)."""
        hint, self._hint = self._hint, None
        if hint is not None:
            hint.cancel(self.runner)

    def _record_hands_so_far(self) -> None:
        """Record the hands of the record already played (into a new statistics row)."""
        record = self.record
        state, _ = new_match(record.rules, record.seed, setup=record.setup)
        for action in record.actions:
            after, events = state.apply(action)
            self._record_statistics(state, events)
            state = after

    def _record_statistics(self, before: GameState, events: list[ev.Event]) -> None:
        stats, game_id = self.stats, self._game_id
        if stats is None or game_id is None:
            return
        for event in events:
            if isinstance(event, ev.HandScored) and before.maker is not None:
                self._with_statistics(
                    stats.record_hand,
                    game_id, before.hands_completed, before.deal_number, before.maker,
                    before.trump.letter if before.trump is not None else "",
                    before.maker in before.alone, event.outcome.value, event.team,
                    event.points,
                )
            elif isinstance(event, ev.GameWon):
                self._with_statistics(stats.finish_game, game_id, event.scores, event.team)

    def _with_statistics(self, method: Callable[_P, _T], *args: _P.args, **kwargs: _P.kwargs
                         ) -> _T | None:
        """Call a ``Statistics`` method. If statistics fail (locked by another program, a
        full disk) this match goes on unrecorded (a half-recorded game never counts) and
        the player is told once; the match itself never stops for them."""
        try:
            return method(*args, **kwargs)
        except storage.StatisticsError as error:
            self._game_id = None
            if str(error) not in self._told:
                self._told.add(str(error))
                self.notice.emit(str(error))
            return None


class _Decision(NamedTuple):
    """One of the human's own decisions: its index in the record and the state it was
    taken in."""

    record_index: int
    before: GameState


class _Undone(NamedTuple):
    """An undone decision: the record's actions before it, and the action taken."""

    actions_before: tuple[Action, ...]
    action: Action


@dataclass
class _History:
    """What undo and redo need, kept as the match goes (never found by replaying)."""

    decisions: list[_Decision] = field(default_factory=list)
    redo: list[_Undone] = field(default_factory=list)  # the next to redo last


class _SuspendedMatch(NamedTuple):
    """The match waiting while a deal is replayed as practice."""

    record: MatchRecord
    state: GameState
    game_id: int | None
    human_seat: int | None
    bot_levels: tuple[str, ...]
    history: _History


def decision_seed(record: MatchRecord, index: int) -> int:
    """The seed of the bot or coach deciding the action at ``index`` of ``record``: a replay
    decides alike, and the review analyses a decision with the seed its hint had."""
    return (record.seed * 1_000_003 + index) & _SEED_MASK


@dataclass
class _Request:
    """A bot's decision or a hint asked of the runner, whole (one ticket) or in shares: the
    tickets still awaited, and the answers in so far."""

    view: PlayerView
    seed: int
    tickets: set[int]
    whole: Any = None  # the answer of a request asked whole
    shares: list[Evaluation] = field(default_factory=list)  # the shares' evaluations
    error: str | None = None  # the last error reported

    def answered(self, ticket: int, result: Any, error: str | None) -> bool:
        """Take one ticket's answer; whether every ticket has now answered."""
        self.tickets.discard(ticket)
        if error is not None:
            self.error = error
        elif isinstance(result, Evaluation):
            self.shares.append(result)
        else:
            self.whole = result
        return not self.tickets

    def cancel(self, runner: Runner) -> None:
        for ticket in self.tickets:
            runner.cancel(ticket)


def decision_deadline_s(level: str) -> float:
    """How long a bot of ``level`` may take over one decision before it is given up."""
    budget_ms = DEFAULT_BUDGET_MS if level == Level.EXPERT.value else RULE_BOT_BUDGET_MS
    return DEADLINE_ALLOWANCE_S + DEADLINE_BUDGETS * budget_ms / 1000


def _preset_id(rules: HouseRules) -> str:
    return next((name for name, preset in PRESETS.items() if preset == rules), "custom")


@dataclass
class _Ponder:
    """The coach thinking ahead on one of the human's decisions: the round being searched,
    the shares of the rounds before it, whether a hint waits for the first round, and
    whether one was asked for (the last round then brings its final answer)."""

    view: PlayerView
    seed: int
    request: _Request
    round: int = 0
    shares: list[Evaluation] = field(default_factory=list)
    hint_wanted: bool = False
    hint_given: bool = False
