"""The coach on the player's decisions: the review's analysis (in the pool, one decision at a
time, reusing hints), practice replays of a deal, and the costly-decision warning."""

from __future__ import annotations

import os
import time
from pathlib import Path
from typing import Any

from PySide6.QtCore import QTimer
from pytestqt.qtbot import QtBot

from euchre_desktop.app import storage
from euchre_desktop.app.controller import MatchController
from euchre_desktop.app.review import DecisionGuard, ReviewAnalysis
from euchre_desktop.app.workers import InlineRunner, PoolRunner
from euchre_desktop.bots.base import Reason, ReasonCode
from euchre_desktop.bots.coach import Advice
from euchre_desktop.bots.expert import Evaluation
from euchre_desktop.bots.review import deals_of, judge
from euchre_desktop.rules import PRESETS, Phase
from euchre_desktop.rules import events as ev
from euchre_desktop.rules.view import PlayerView
from tests.app.test_controller import drive, random_bot, random_human

STEP = 0.2
"""The fake coach's values fall by this much from one legal action to the next."""


def stepped_coach(view: PlayerView, seed: int) -> Advice:
    """A coach that prefers the first legal action, each next one worth ``STEP`` less; its
    reason carries the process it ran in."""
    options = list(dict.fromkeys(view.legal_actions))
    values = {action: 1.0 - STEP * index for index, action in enumerate(options)}
    return Advice(options[0], values, (Reason(ReasonCode.BEST_EXPECTED_POINTS,
                                              {"pid": os.getpid()}),))


def slow_coach(view: PlayerView, seed: int) -> Advice:
    time.sleep(0.15)
    return stepped_coach(view, seed)


class RecordingCoach:
    """``stepped_coach`` that notes every view it is asked about (in-thread runs only)."""

    def __init__(self) -> None:
        self.views: list[PlayerView] = []

    def __call__(self, view: PlayerView, seed: int) -> Advice:
        self.views.append(view)
        return stepped_coach(view, seed)


def controller_after_one_hand(qtbot: QtBot, coach: Any = stepped_coach, runner: Any = None,
                              **kwargs: Any) -> MatchController:
    controller = MatchController(runner or InlineRunner(), bot_task=random_bot,
                                 hint_task=coach, **kwargs)
    controller.new_match(PRESETS["north-american"], seed=6, human_seat=0)
    drive(qtbot, controller, lambda: controller.state.hands_completed >= 1,
          random_human(controller, 3))
    return controller


def first_deal_with_decisions(controller: MatchController) -> Any:
    deal = deals_of(controller.record)[0]
    assert deal.complete and len(deal.decisions_of(0)) >= 3
    return deal


# --- the analysis ---------------------------------------------------------------------------


def test_each_decision_is_judged_by_the_coach_on_the_players_view_at_the_time(
    qtbot: QtBot,
) -> None:
    coach = RecordingCoach()
    controller = controller_after_one_hand(qtbot, coach)
    deal = first_deal_with_decisions(controller)
    analysis = ReviewAnalysis(controller, controller.record, deal, 0)
    progress: list[tuple[int, int]] = []
    analysis.progress.connect(lambda done, total: progress.append((done, total)))
    with qtbot.waitSignal(analysis.finished, timeout=10000):
        analysis.start()
    decisions = deal.decisions_of(0)
    assert coach.views == [view for _, view, _ in decisions]
    assert all(view.seat == 0 and view == deal.steps[i].before.view(0)
               for i, view, _ in decisions)
    expected = [judge(i, taken, stepped_coach(view, 0).action, stepped_coach(view, 0).values)
                for i, view, taken in decisions]
    assert analysis.judgements == expected
    assert progress[0] == (0, len(decisions)) and progress[-1] == (len(decisions),) * 2


def test_a_decision_analysed_for_a_hint_is_not_analysed_again(qtbot: QtBot) -> None:
    coach = RecordingCoach()
    controller = MatchController(InlineRunner(), bot_task=random_bot, hint_task=coach)
    controller.new_match(PRESETS["north-american"], seed=6, human_seat=0)
    act = random_human(controller, 3)
    hinted: list[PlayerView] = []

    def hint_then_act(view: PlayerView) -> bool:
        if len(set(view.legal_actions)) > 1 and len(hinted) < 2:
            with qtbot.waitSignal(controller.hint_ready):
                assert controller.request_hint()
            hinted.append(view)
        return act(view)

    drive(qtbot, controller, lambda: controller.state.hands_completed >= 1, hint_then_act)
    assert coach.views == hinted and len(hinted) == 2
    deal = first_deal_with_decisions(controller)
    analysis = ReviewAnalysis(controller, controller.record, deal, 0)
    with qtbot.waitSignal(analysis.finished, timeout=10000):
        analysis.start()
    analysed = coach.views[2:]
    assert len(analysed) == len(deal.decisions_of(0)) - 2
    assert not set(hinted) & set(analysed)
    assert len(analysis.judgements) == len(deal.decisions_of(0))


def test_a_cached_hint_comes_back_without_asking_the_coach_again(qtbot: QtBot) -> None:
    coach = RecordingCoach()
    controller = MatchController(InlineRunner(), bot_task=random_bot, hint_task=coach)
    controller.new_match(PRESETS["north-american"], seed=6, human_seat=0)
    drive(qtbot, controller, lambda: controller.state.turn == 0)
    with qtbot.waitSignal(controller.human_turn):
        controller.proceed()
    for _ in range(2):
        with qtbot.waitSignal(controller.hint_ready) as hint:
            assert controller.request_hint()
    assert len(coach.views) == 1 and hint.args[0] == stepped_coach(coach.views[0], 0)


def test_the_analysis_runs_in_the_pool_one_decision_at_a_time_and_the_gui_stays_live(
    qtbot: QtBot,
) -> None:
    runner = PoolRunner(max_workers=2)
    try:
        controller = controller_after_one_hand(qtbot, slow_coach, InlineRunner())
        controller.runner = runner  # the analysis uses the application's pool
        deal = first_deal_with_decisions(controller)
        analysis = ReviewAnalysis(controller, controller.record, deal, 0)
        ticks: list[float] = []
        in_flight: list[int] = []
        timer = QTimer()
        timer.setInterval(10)
        timer.timeout.connect(lambda: ticks.append(time.perf_counter()))
        timer.timeout.connect(lambda: in_flight.append(len(runner._pending)))
        timer.start()
        analysis.start()
        assert analysis.is_running and not analysis.judgements  # start() only submits
        qtbot.waitUntil(lambda: not analysis.is_running and bool(analysis.judgements),
                        timeout=60000)
        timer.stop()
    finally:
        runner.shutdown()
    decisions = deal.decisions_of(0)
    assert len(analysis.judgements) == len(decisions)
    pids = {controller.cached_advice(view).reasons[0].params["pid"] for _, view, _ in decisions}
    assert os.getpid() not in pids  # worked out in the worker processes
    assert max(in_flight) == 1  # a bot's move never queues behind the whole review
    assert len(ticks) > 20  # the event loop kept turning while the workers thought


def test_the_analysis_stops_when_cancelled(qtbot: QtBot) -> None:
    controller = controller_after_one_hand(qtbot)
    deal = first_deal_with_decisions(controller)
    analysis = ReviewAnalysis(controller, controller.record, deal, 0)
    analysis.start()
    analysis.cancel()
    with qtbot.assertNotEmitted(analysis.judged, wait=50):
        pass
    assert len(analysis.judgements) < len(deal.decisions_of(0))


# --- practice -------------------------------------------------------------------------------


def test_replay_deals_the_same_cards_from_the_same_dealer_and_never_counts(
    qtbot: QtBot, tmp_path: Path,
) -> None:
    stats, _ = storage.Statistics.open(tmp_path / "stats.sqlite3")
    controller = controller_after_one_hand(qtbot, stats=stats)
    record, state = controller.record, controller.state
    hands_before = len(stats.hands(1))
    assert hands_before == 1
    deal = deals_of(record)[0]
    events: list[ev.Event] = []
    controller.events_ready.connect(events.extend)
    with qtbot.waitSignal(controller.practice_changed) as changed:
        controller.start_practice(deal)
    assert changed.args == [True] and controller.is_practice
    practice = controller.state
    assert (practice.dealer, practice.hands, practice.up_card) == (
        deal.deal.dealer, deal.deal.hands, deal.deal.up_card)
    assert controller.match_record is record
    with qtbot.assertNotEmitted(controller.match_over):
        drive(qtbot, controller, lambda: controller.state.is_over, random_human(controller, 8))
    assert any(isinstance(e, ev.HandScored) for e in events)
    assert not any(isinstance(e, ev.GameWon) for e in events)
    assert len(stats.hands(1)) == hands_before
    with qtbot.waitSignal(controller.practice_changed) as changed:
        controller.end_practice()
    assert changed.args == [False] and not controller.is_practice
    assert controller.record is record and controller.state is state
    drive(qtbot, controller, lambda: controller.state.hands_completed >= 2,
          random_human(controller, 9))
    scored = [deal for deal in deals_of(controller.record) if deal.scored is not None]
    assert len(stats.hands(1)) == len(scored) >= hands_before
    stats.close()


def test_saving_during_practice_saves_the_match(qtbot: QtBot, tmp_path: Path) -> None:
    controller = controller_after_one_hand(qtbot)
    record = controller.record
    controller.start_practice(deals_of(record)[0])
    controller.save_to(tmp_path / "match.euchre.json")
    assert storage.load_match(tmp_path / "match.euchre.json").record.actions == record.actions


def test_a_new_match_ends_practice(qtbot: QtBot) -> None:
    controller = controller_after_one_hand(qtbot)
    controller.start_practice(deals_of(controller.record)[0])
    with qtbot.waitSignal(controller.practice_changed):
        controller.new_match(PRESETS["north-american"], seed=1)
    assert not controller.is_practice


# --- the warning before a costly decision ----------------------------------------------------


def stepped_share(view: PlayerView, seed: int) -> Evaluation:
    """One share of ``stepped_coach``'s search: ten deals that score each option alike."""
    options = list(dict.fromkeys(view.legal_actions))
    per_world = {action: (1.0 - STEP * index,) * 10 for index, action in enumerate(options)}
    return Evaluation({action: points[0] for action, points in per_world.items()}, 10, per_world)


def guard_at_a_choice(qtbot: QtBot, coach: Any = stepped_coach, thinking_ahead: bool = False
                      ) -> tuple[MatchController, DecisionGuard, PlayerView]:
    """A guard at the player's first turn with three or more options (told to the guard by
    the test); with ``thinking_ahead`` the coach has started on it."""
    controller = MatchController(InlineRunner(), bot_task=random_bot, hint_task=coach,
                                 hint_share_task=stepped_share)
    controller.thinks_ahead = thinking_ahead
    controller.ponder_rounds = 2
    controller.new_match(PRESETS["north-american"], seed=6, human_seat=0)
    act = random_human(controller, 3)
    chosen: list[PlayerView] = []

    def stop_at_choice(view: PlayerView) -> bool:
        if len(set(view.legal_actions)) >= 3 and view.phase is Phase.PLAY:
            chosen.append(view)
            return False
        return act(view)

    drive(qtbot, controller, lambda: bool(chosen), stop_at_choice)
    guard = DecisionGuard(controller)
    guard.enabled = True
    return controller, guard, chosen[0]


def test_the_warning_asks_only_above_the_threshold(qtbot: QtBot) -> None:
    controller, guard, view = guard_at_a_choice(qtbot)
    options = list(dict.fromkeys(view.legal_actions))
    with qtbot.waitSignal(controller.runner.finished):
        guard.prepare(view)
    for index, asks in ((0, False), (1, False), (2, True)):  # costs 0, 0.2 and 0.4
        signal = guard.confirmation_needed if asks else guard.approved
        other = guard.approved if asks else guard.confirmation_needed
        with qtbot.waitSignal(signal, timeout=1000) as got, qtbot.assertNotEmitted(other):
            guard.check(options[index])
        assert got.args[0] == options[index]
        if asks:
            assert got.args[1] == options[0] and abs(got.args[2] - 2 * STEP) < 1e-9


def test_an_action_taken_before_the_coach_answers_waits_for_it(qtbot: QtBot) -> None:
    controller, guard, view = guard_at_a_choice(qtbot)
    options = list(dict.fromkeys(view.legal_actions))
    guard.prepare(view)  # the inline runner answers on the next turn of the event loop
    with qtbot.waitSignal(guard.confirmation_needed, timeout=1000):
        guard.check(options[2])


def test_with_the_coach_thinking_ahead_an_action_waits_for_its_first_round(
    qtbot: QtBot
) -> None:
    coach = RecordingCoach()
    controller, guard, view = guard_at_a_choice(qtbot, coach, thinking_ahead=True)
    options = list(dict.fromkeys(view.legal_actions))
    guard.prepare(view)
    assert controller.advice_coming(view)
    with qtbot.waitSignal(guard.confirmation_needed, timeout=1000) as asked:
        guard.check(options[2])
    assert asked.args[1] == options[0] and abs(asked.args[2] - 2 * STEP) < 1e-9
    assert coach.views == []  # the guard asked nothing of its own


def test_no_warning_when_it_is_off(qtbot: QtBot) -> None:
    controller, guard, view = guard_at_a_choice(qtbot)
    guard.enabled = False
    options = list(dict.fromkeys(view.legal_actions))
    guard.prepare(view)
    with qtbot.waitSignal(guard.approved, timeout=1000):
        guard.check(options[2])
