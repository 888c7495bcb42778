"""The match controller driven as the table drives it: ``proceed()`` when idle, one signal
at a time, with bots run in-thread by the ``InlineRunner`` and fake instant bots."""

from __future__ import annotations

import random
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from pytestqt.qtbot import QtBot

from euchre_desktop.app import controller as controller_module
from euchre_desktop.app import storage
from euchre_desktop.app.controller import MatchController
from euchre_desktop.app.workers import InlineRunner
from euchre_desktop.bots.base import Decision, Reason, ReasonCode
from euchre_desktop.bots.expert import Evaluation
from euchre_desktop.bots.review import deals_of
from euchre_desktop.rules import PRESETS, IllegalActionError, Phase, Play, new_match
from euchre_desktop.rules import events as ev
from euchre_desktop.rules.actions import DECLINE, PLAY, Rule
from euchre_desktop.rules.record import MatchRecord
from euchre_desktop.rules.view import PlayerView

# --- fake bots and coach: module-level functions, as the real worker tasks are ----------------


def random_bot(level: str, view: PlayerView, seed: int) -> Decision:
    """An instant bot: a random legal action."""
    action = random.Random(seed).choice(view.legal_actions)
    return Decision(action, reasons=(Reason(ReasonCode.ONLY_LEGAL_MOVE),))


def crashing_bot(level: str, view: PlayerView, seed: int) -> Decision:
    raise RuntimeError("the bot fell over")


def cheating_bot(level: str, view: PlayerView, seed: int) -> Decision:
    """Always tries to play a card it does not hold (or plays in the wrong phase)."""
    held = set(view.hand)
    card = next(card for card in PLAY if card not in held)
    return Decision(PLAY[card], reasons=(Reason(ReasonCode.ONLY_LEGAL_MOVE),))


def fake_coach(view: PlayerView, seed: int) -> Decision:
    return Decision(view.legal_actions[-1], reasons=(Reason(ReasonCode.ONLY_LEGAL_MOVE),))


SHARE_SEEDS: list[int] = []
"""The seeds the fake shares of a hint were searched with, in order."""


def fake_share(view: PlayerView, seed: int) -> Evaluation:
    """One share of a hint: two deals in which only the last legal action scores a point."""
    SHARE_SEEDS.append(seed)
    actions = list(dict.fromkeys(view.legal_actions))
    per_world = {action: (1.0, 1.0) if action == actions[-1] else (0.0, 0.0)
                 for action in actions}
    return Evaluation({action: points[0] for action, points in per_world.items()}, 2, per_world)


def share_failing_once(view: PlayerView, seed: int) -> Evaluation:
    """A share that fails the first time it is asked after ``SHARE_SEEDS`` is cleared."""
    if not SHARE_SEEDS:
        SHARE_SEEDS.append(seed)
        raise RuntimeError("the worker fell over")
    return fake_share(view, seed)


def failing_share(view: PlayerView, seed: int) -> Evaluation:
    raise RuntimeError("the worker fell over")


# --- helpers ----------------------------------------------------------------------------------


def make_controller(qtbot: QtBot, bot: Callable[..., Decision] = random_bot,
                    **kwargs: Any) -> MatchController:
    controller = MatchController(InlineRunner(), bot_task=bot, hint_task=fake_coach, **kwargs)
    return controller


def drive(qtbot: QtBot, controller: MatchController, until: Callable[[], bool],
          human: Callable[[PlayerView], bool] | None = None, limit: int = 5000,
          timeout_ms: int = 1000) -> None:
    """Play as the table would: the human (``human(view)`` submits an action, or returns
    False to stop) or ``proceed()`` and wait for the bot's move, until ``until()``; each
    step within ``timeout_ms`` (an autosave waits for the disk before the match goes on)."""
    for _ in range(limit):
        if until():
            return
        state = controller.state
        if state.turn == controller.human_seat:
            assert human is not None
            with qtbot.waitSignal(controller.human_turn, timeout=timeout_ms):
                controller.proceed()
            if not human(controller.view()):
                return
            continue
        with qtbot.waitSignal(controller.state_changed, timeout=timeout_ms):
            controller.proceed()
    raise AssertionError("the match did not get there")


def random_human(controller: MatchController, seed: int = 0) -> Callable[[PlayerView], bool]:
    chooser = random.Random(seed)

    def act(view: PlayerView) -> bool:
        assert controller.submit_human(chooser.choice(view.legal_actions))
        return True

    return act


def human_turn_now(controller: MatchController) -> Callable[[], bool]:
    return lambda: controller.state.turn == controller.human_seat


# --- whole hands and matches -------------------------------------------------------------------


def test_bots_play_a_whole_hand(qtbot: QtBot) -> None:
    controller = make_controller(qtbot)
    events: list[Any] = []
    controller.events_ready.connect(events.extend)
    controller.new_match(PRESETS["north-american"], seed=4, human_seat=None)
    drive(qtbot, controller, lambda: controller.state.hands_completed >= 1)
    assert sum(isinstance(e, ev.HandScored) for e in events) == 1
    assert sum(isinstance(e, ev.CardPlayed) for e in events) in (15, 20)  # a loner: 15
    replayed = controller.record.replay()
    assert (replayed.scores, replayed.phase, replayed.hands) == (
        controller.state.scores, controller.state.phase, controller.state.hands)


def test_the_table_is_told_only_what_the_human_seat_may_see(qtbot: QtBot) -> None:
    controller = make_controller(qtbot)
    events: list[Any] = []
    controller.events_ready.connect(events.extend)
    controller.new_match(PRESETS["north-american"], seed=4, human_seat=2)
    drive(qtbot, controller, lambda: controller.state.hands_completed >= 3,
          human=lambda view: controller.submit_human(view.legal_actions[0]))
    dealt = [event for event in events if isinstance(event, ev.CardsDealt)]
    assert len(dealt) >= 3
    for deal in dealt:
        assert all(card is None for seat, hand in enumerate(deal.hands) if seat != 2
                   for card in hand)
        assert None not in deal.hands[2] or deal.dealer_blind
    for event in events:
        if isinstance(event, ev.CardDiscarded):
            assert (event.card is None) == (event.seat != 2)


@pytest.mark.parametrize("preset_id", ["north-american", "six-player"])
def test_bots_play_a_whole_match_to_the_target(qtbot: QtBot, preset_id: str) -> None:
    controller = make_controller(qtbot)
    rules = PRESETS[preset_id]
    controller.new_match(rules, seed=9, human_seat=None)
    with qtbot.waitSignal(controller.match_over, timeout=20000) as over:
        drive(qtbot, controller, lambda: controller.state.is_over)
    won = over.args[0]
    assert isinstance(won, ev.GameWon)
    assert won.team is not None and rules.target_score is not None
    assert max(won.scores) >= rules.target_score
    assert won.scores[won.team] == max(won.scores)
    with qtbot.assertNotEmitted(controller.bot_thinking):
        controller.proceed()  # nothing left to ask


def test_a_human_plays_a_match_and_statistics_are_kept(qtbot: QtBot, tmp_path: Path) -> None:
    stats, message = storage.Statistics.open(tmp_path / "stats.sqlite3")
    assert message is None
    controller = make_controller(qtbot, stats=stats)
    controller.new_match(PRESETS["north-american"], seed=2, human_seat=1)
    drive(qtbot, controller, lambda: controller.state.is_over, random_human(controller))
    totals = stats.totals()
    assert totals.games_played == 1
    assert totals.games_won == int(controller.state.winner == 1)
    assert totals.hands_made + totals.hands_euchred > 0
    stats.close()


# --- refusals --------------------------------------------------------------------------------


def test_an_illegal_human_card_is_refused_with_the_rule(qtbot: QtBot) -> None:
    controller = make_controller(qtbot)
    controller.new_match(PRESETS["north-american"], seed=5, human_seat=0)

    def must_follow(view: PlayerView) -> bool:
        if view.phase is Phase.PLAY and any(PLAY[c] not in view.legal_actions for c in view.hand):
            return False  # stop: this turn has a card that may not be played
        return random_human(controller, len(controller.record.actions))(view)

    drive(qtbot, controller, lambda: False, must_follow)
    state, record = controller.state, controller.record
    view = controller.view()
    card = next(c for c in view.hand if PLAY[c] not in view.legal_actions)
    with pytest.raises(IllegalActionError) as expected:
        state.apply(Play(card))
    with qtbot.waitSignal(controller.refused) as refused, \
            qtbot.assertNotEmitted(controller.state_changed):
        assert not controller.submit_human(Play(card))
    (error,) = refused.args
    assert error.rule is Rule.MUST_FOLLOW_SUIT and str(error) == str(expected.value)
    assert (error.card, error.suit, error.trump) == (
        expected.value.card, expected.value.suit, expected.value.trump)
    assert controller.state is state and controller.record is record


def test_an_unknown_bot_level_is_refused_at_once(qtbot: QtBot) -> None:
    controller = make_controller(qtbot)
    with pytest.raises(ValueError, match="grandmaster"):
        controller.new_match(PRESETS["north-american"], seed=1, bot_levels="grandmaster")
    assert not controller.has_match


def test_acting_out_of_turn_is_refused(qtbot: QtBot) -> None:
    rules = PRESETS["north-american"]
    first, _ = new_match(rules, 3)
    assert first.turn is not None
    human = (first.turn + 1) % 4
    controller = make_controller(qtbot)
    controller.new_match(rules, seed=3, human_seat=human)
    state = controller.state
    with qtbot.waitSignal(controller.refused) as refused:
        assert not controller.submit_human(state.legal_actions()[0])
    assert refused.args[0].rule is Rule.NOT_YOUR_TURN
    assert controller.state is state and controller.record.actions == ()


def test_the_human_without_a_farmers_hand_says_no_at_once(qtbot: QtBot) -> None:
    """Every seat is asked about a farmer's hand; the human who holds none is not kept
    waiting for the only answer there is, nor does undo stop at it."""
    rules = PRESETS["north-american"].with_changes(farmers_hand=True)
    first, _ = new_match(rules, 3)
    assert first.phase is Phase.FARMERS_HAND and first.legal_actions() == (DECLINE,)
    controller = make_controller(qtbot)
    controller.new_match(rules, seed=3, human_seat=first.turn)
    with qtbot.assertNotEmitted(controller.human_turn), \
            qtbot.waitSignal(controller.state_changed):
        controller.proceed()
    assert controller.record.actions == (DECLINE,) and controller.state.turn != first.turn
    assert not controller.can_undo


# --- undo and stale results ------------------------------------------------------------------


def test_undo_drops_a_bot_result_that_arrives_late(qtbot: QtBot) -> None:
    controller = make_controller(qtbot)
    controller.new_match(PRESETS["north-american"], seed=6, human_seat=0)
    drive(qtbot, controller, human_turn_now(controller))
    before, actions = controller.state, controller.record.actions
    controller.submit_human(before.legal_actions()[0])
    assert controller.state.turn != 0, "pick a seed where a bot acts after the human"
    thinking: list[tuple[int, bool]] = []
    controller.bot_thinking.connect(lambda seat, on: thinking.append((seat, on)))
    controller.proceed()  # the InlineRunner has the answer, but delivers it from the loop
    assert controller.is_bot_thinking
    assert controller.undo()
    with qtbot.assertNotEmitted(controller.events_ready, wait=50):
        pass  # the late answer is delivered now, and dropped
    assert controller.record.actions == actions
    assert controller.state.turn == 0 and controller.state.hands == before.hands
    assert thinking[0][1] is True and thinking[-1] == (thinking[0][0], False)
    assert not controller.is_bot_thinking
    drive(qtbot, controller, lambda: controller.state.hands_completed >= 1,
          random_human(controller))  # and the game goes on


def test_undo_goes_back_to_the_humans_previous_decision(qtbot: QtBot) -> None:
    controller = make_controller(qtbot)
    controller.new_match(PRESETS["north-american"], seed=8, human_seat=2)
    assert not controller.undo()
    drive(qtbot, controller, human_turn_now(controller))
    first_turn = controller.record.actions
    controller.submit_human(controller.state.legal_actions()[-1])
    drive(qtbot, controller, lambda: len(controller.record.actions) > len(first_turn) + 4,
          random_human(controller))
    with qtbot.waitSignal(controller.state_reset):
        assert controller.undo()
    assert controller.state.turn == 2
    assert controller.record.actions[: len(first_turn)] == first_turn


class LateRunner(InlineRunner):
    """A runner whose answers still arrive after a cancel, as a worker's may."""

    def cancel(self, ticket: int) -> None:
        pass


def human_decisions(controller: MatchController, count: int) -> Callable[[PlayerView], bool]:
    """The human's first choice each time, stopping before decision ``count`` + 1."""
    taken = [0]

    def act(view: PlayerView) -> bool:
        if taken[0] == count:
            return False
        taken[0] += 1
        assert controller.submit_human(view.legal_actions[0])
        return True

    return act


def test_undo_keeps_the_states_instead_of_replaying_the_record(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    controller = make_controller(qtbot)
    controller.new_match(PRESETS["north-american"], seed=8, human_seat=1)
    drive(qtbot, controller, lambda: False, human_decisions(controller, 3))
    decided = controller.state
    assert controller.undo()

    def no_replay(*args: Any) -> None:
        raise AssertionError("the record was replayed")

    monkeypatch.setattr(controller_module, "new_match", no_replay)
    monkeypatch.setattr(MatchRecord, "replay", no_replay)
    assert controller.can_undo and controller.undo()
    assert controller.state.turn == 1 and controller.state is not decided
    assert controller.can_redo
    monkeypatch.undo()


def test_redo_takes_the_undone_decisions_again_and_the_bots_play_on(qtbot: QtBot) -> None:
    controller = make_controller(qtbot)
    controller.new_match(PRESETS["north-american"], seed=8, human_seat=1)
    assert not controller.can_redo and not controller.redo()
    drive(qtbot, controller, lambda: False, human_decisions(controller, 3))
    played = controller.record.actions
    assert controller.undo() and controller.undo()
    undone = controller.record.actions
    assert controller.can_redo
    with qtbot.waitSignal(controller.events_ready):
        assert controller.redo()  # animated as the human's own action
    assert controller.record.actions == played[: len(undone) + 1]
    assert not controller.can_redo  # the bots have not reached the next decision yet
    drive(qtbot, controller, human_turn_now(controller))
    assert controller.can_redo  # the seeded bots played as before
    assert controller.redo()
    drive(qtbot, controller, human_turn_now(controller))
    assert controller.record.actions == played and not controller.can_redo


def test_a_new_decision_after_an_undo_drops_the_redo(qtbot: QtBot) -> None:
    controller = make_controller(qtbot)
    controller.new_match(PRESETS["north-american"], seed=8, human_seat=1)
    drive(qtbot, controller, lambda: False, human_decisions(controller, 2))
    assert controller.undo() and controller.undo()
    other = controller.state.legal_actions()[-1]
    assert other != controller.state.legal_actions()[0]
    assert controller.submit_human(other)
    drive(qtbot, controller, human_turn_now(controller))
    assert not controller.can_redo and not controller.redo()


def test_the_same_decision_taken_by_hand_keeps_the_rest_to_redo(qtbot: QtBot) -> None:
    controller = make_controller(qtbot)
    controller.new_match(PRESETS["north-american"], seed=8, human_seat=1)
    drive(qtbot, controller, lambda: False, human_decisions(controller, 2))
    assert controller.undo() and controller.undo()
    assert controller.submit_human(controller.state.legal_actions()[0])
    drive(qtbot, controller, human_turn_now(controller))
    assert controller.can_redo


def test_a_late_bot_answer_after_undo_and_redo_is_dropped(qtbot: QtBot) -> None:
    controller = MatchController(LateRunner(), bot_task=random_bot, hint_task=fake_coach)
    controller.new_match(PRESETS["north-american"], seed=6, human_seat=0)
    drive(qtbot, controller, human_turn_now(controller))
    controller.submit_human(controller.state.legal_actions()[0])
    assert controller.state.turn != 0, "pick a seed where a bot acts after the human"
    controller.proceed()
    assert controller.is_bot_thinking
    assert controller.undo() and controller.redo()
    redone = controller.record.actions
    bot_moves: list[int] = []
    controller.bot_decided.connect(lambda seat, _decision: bot_moves.append(seat))
    controller.proceed()  # the same bot asked again: two answers arrive, one is awaited
    qtbot.waitUntil(lambda: len(controller.record.actions) > len(redone))
    with qtbot.assertNotEmitted(controller.events_ready, wait=50):
        pass
    assert len(bot_moves) == 1 and len(controller.record.actions) == len(redone) + 1


def test_undo_and_redo_count_a_hand_once_in_the_statistics(
    qtbot: QtBot, tmp_path: Path
) -> None:
    stats, message = storage.Statistics.open(tmp_path / "stats.sqlite3")
    assert message is None
    controller = make_controller(qtbot, stats=stats)
    controller.new_match(PRESETS["north-american"], seed=2, human_seat=1)
    game = controller.statistics_game
    assert game is not None
    first = human_decisions(controller, 10_000)
    drive(qtbot, controller, lambda: controller.state.hands_completed == 1, first)
    drive(qtbot, controller, human_turn_now(controller))
    assert len(stats.hands(game)) == 1
    while controller.state.hands_completed == 1:
        assert controller.undo()  # back into the first hand
    assert stats.hands(game) == []
    while controller.can_redo or controller.state.turn != 1:
        if controller.can_redo:
            assert controller.redo()
        else:
            drive(qtbot, controller, human_turn_now(controller))
    assert controller.state.hands_completed == 1
    assert len(stats.hands(game)) == 1
    stats.close()


def test_practice_has_its_own_undo_and_the_match_keeps_its_redo(qtbot: QtBot) -> None:
    controller = make_controller(qtbot)
    controller.new_match(PRESETS["north-american"], seed=2, human_seat=1)
    drive(qtbot, controller, lambda: controller.state.hands_completed == 1,
          human_decisions(controller, 10_000))
    drive(qtbot, controller, human_turn_now(controller))
    assert controller.undo()
    match = controller.record
    controller.start_practice(deals_of(controller.record)[0])
    assert not controller.can_undo and not controller.can_redo
    drive(qtbot, controller, lambda: False, human_decisions(controller, 2))
    assert controller.undo() and controller.undo() and not controller.undo()
    assert controller.match_record == match
    controller.end_practice()
    assert controller.record == match and controller.can_redo and controller.can_undo


def test_a_new_match_drops_the_old_matchs_bot_result(qtbot: QtBot) -> None:
    controller = make_controller(qtbot)
    controller.new_match(PRESETS["north-american"], seed=1, human_seat=None)
    controller.proceed()
    controller.new_match(PRESETS["north-american"], seed=2, human_seat=None)
    with qtbot.assertNotEmitted(controller.events_ready, wait=50):
        pass
    assert controller.record.actions == ()


# --- failing bots ------------------------------------------------------------------------------


@pytest.mark.parametrize("bot", [crashing_bot, cheating_bot])
def test_a_failing_bot_falls_back_to_a_legal_move(
    qtbot: QtBot, bot: Callable[..., Decision], caplog: pytest.LogCaptureFixture
) -> None:
    controller = make_controller(qtbot, bot=bot)
    controller.new_match(PRESETS["north-american-stick"], seed=7, human_seat=None)
    drive(qtbot, controller, lambda: controller.state.hands_completed >= 1)
    assert "playing a legal move" in caplog.text


# --- hints -------------------------------------------------------------------------------------


def test_a_hint_is_given_on_the_humans_turn_only(qtbot: QtBot) -> None:
    controller = make_controller(qtbot)
    controller.new_match(PRESETS["north-american"], seed=3, human_seat=0)
    if controller.state.turn != 0:
        assert not controller.request_hint()
    drive(qtbot, controller, human_turn_now(controller))
    with qtbot.waitSignal(controller.hint_ready) as hint:
        assert controller.request_hint()
    assert hint.args[0].action == controller.state.legal_actions()[-1]


def test_a_hint_asked_before_the_human_acts_is_dropped(qtbot: QtBot) -> None:
    controller = make_controller(qtbot)
    controller.new_match(PRESETS["north-american"], seed=3, human_seat=0)
    drive(qtbot, controller, human_turn_now(controller))
    controller.request_hint()
    controller.submit_human(controller.state.legal_actions()[0])
    with qtbot.assertNotEmitted(controller.hint_ready, wait=30):
        pass


def shared_hint_controller(qtbot: QtBot, share_task: Callable[[PlayerView, int], Evaluation],
                           shares: int = 3) -> MatchController:
    """A controller at the human's turn whose hints are searched in ``shares`` shares."""
    SHARE_SEEDS.clear()
    controller = make_controller(qtbot, hint_share_task=share_task)
    controller.search_shares = shares
    controller.new_match(PRESETS["north-american"], seed=3, human_seat=0)
    drive(qtbot, controller, human_turn_now(controller))
    assert len(set(controller.state.legal_actions())) > 1
    return controller


def test_a_hint_pools_the_deals_of_its_shares(qtbot: QtBot) -> None:
    controller = shared_hint_controller(qtbot, fake_share)
    view = controller.view()
    with qtbot.waitSignal(controller.hint_ready) as hint:
        assert controller.request_hint()
    advice = hint.args[0]
    assert advice.samples == 6
    assert advice.values[view.legal_actions[-1]] == 1.0
    assert controller.cached_advice(view) is advice
    seed = controller_module.decision_seed(controller.record, len(controller.record.actions))
    assert len(set(SHARE_SEEDS)) == 3 and SHARE_SEEDS[0] == seed  # the first is the review's


def test_a_hint_is_given_from_the_shares_that_did_not_fail(
    qtbot: QtBot, caplog: pytest.LogCaptureFixture
) -> None:
    controller = shared_hint_controller(qtbot, share_failing_once)
    with qtbot.waitSignal(controller.hint_ready) as hint:
        controller.request_hint()
    assert hint.args[0].samples == 4
    assert "the coach failed" in caplog.text


def test_a_hint_fails_only_when_every_share_failed(qtbot: QtBot) -> None:
    controller = shared_hint_controller(qtbot, failing_share)
    with qtbot.waitSignal(controller.hint_failed), \
            qtbot.assertNotEmitted(controller.hint_ready):
        controller.request_hint()


def test_the_shares_of_a_hint_asked_before_the_human_acts_are_dropped(qtbot: QtBot) -> None:
    controller = shared_hint_controller(qtbot, fake_share)
    controller.request_hint()
    controller.submit_human(controller.state.legal_actions()[0])
    with qtbot.assertNotEmitted(controller.hint_ready, wait=30), \
            qtbot.assertNotEmitted(controller.hint_failed):
        pass


def thinking_controller(qtbot: QtBot, share_task: Callable[[PlayerView, int], Evaluation]
                        = fake_share, thinks_ahead: bool = True, rounds: int = 3
                        ) -> MatchController:
    """A controller at the human's turn (not yet told) whose coach thinks ahead ``rounds``
    rounds of two shares each."""
    SHARE_SEEDS.clear()
    controller = make_controller(qtbot, hint_share_task=share_task)
    controller.search_shares = 2
    controller.thinks_ahead = thinks_ahead
    controller.ponder_rounds = rounds
    controller.new_match(PRESETS["north-american"], seed=3, human_seat=0)
    drive(qtbot, controller, human_turn_now(controller))
    assert len(set(controller.state.legal_actions())) > 1
    return controller


def test_the_coach_thinks_ahead_round_after_round_while_the_human_thinks(
    qtbot: QtBot
) -> None:
    controller = thinking_controller(qtbot)
    view = controller.view()
    rounds: list[tuple[PlayerView, Any]] = []
    controller.advice_ready.connect(lambda *answer: rounds.append(answer))
    with qtbot.waitSignal(controller.human_turn):
        controller.proceed()
    qtbot.waitUntil(lambda: len(rounds) == 3)
    with qtbot.assertNotEmitted(controller.advice_ready, wait=30):
        pass  # three rounds, then it rests
    assert [advice.samples for _, advice in rounds] == [4, 8, 12]
    assert all(asked == view for asked, _ in rounds)
    seed = controller_module.decision_seed(controller.record, len(controller.record.actions))
    assert len(set(SHARE_SEEDS)) == 6 and SHARE_SEEDS[0] == seed  # the first is the hint's
    deepest = rounds[-1][1]
    controller.remember_advice(view, rounds[0][1])  # a shallower analysis never replaces it
    with qtbot.waitSignal(controller.hint_ready) as hint:
        assert controller.request_hint()
    assert hint.args[0] is deepest and controller.cached_advice(view) is deepest
    assert len(SHARE_SEEDS) == 6  # the hint searched nothing more


def test_a_hint_asked_before_the_coachs_first_round_is_answered_by_it(qtbot: QtBot) -> None:
    controller = thinking_controller(qtbot)
    with qtbot.waitSignal(controller.human_turn):
        controller.proceed()
    assert controller.advice_coming(controller.view())
    with qtbot.waitSignal(controller.hint_ready) as hint:
        assert controller.request_hint()
    assert hint.args[0].samples == 4
    assert len(set(SHARE_SEEDS)) == len(SHARE_SEEDS)  # no search of its own


def test_a_hint_asked_early_is_given_once_more_firmed_up_after_the_last_round(
    qtbot: QtBot
) -> None:
    controller = thinking_controller(qtbot)
    hints: list[Any] = []
    controller.hint_ready.connect(hints.append)
    with qtbot.waitSignal(controller.human_turn):
        controller.proceed()
    assert controller.request_hint()
    qtbot.waitUntil(lambda: len(hints) == 2)
    with qtbot.assertNotEmitted(controller.hint_ready, wait=30):
        pass
    assert [advice.samples for advice in hints] == [4, 12]


def test_the_coach_stops_thinking_ahead_when_the_human_acts(qtbot: QtBot) -> None:
    controller = thinking_controller(qtbot)
    with qtbot.waitSignal(controller.human_turn):
        controller.proceed()
    with qtbot.waitSignal(controller.advice_ready):
        pass
    searched = len(SHARE_SEEDS)
    controller.submit_human(controller.state.legal_actions()[0])
    with qtbot.assertNotEmitted(controller.advice_ready, wait=30), \
            qtbot.assertNotEmitted(controller.hint_ready):
        pass
    assert len(SHARE_SEEDS) == searched


@pytest.mark.parametrize(("thinks_ahead", "rounds"), [(False, 3), (True, 0)])
def test_the_coach_thinks_ahead_only_when_asked_to_and_able(
    qtbot: QtBot, thinks_ahead: bool, rounds: int
) -> None:
    controller = thinking_controller(qtbot, thinks_ahead=thinks_ahead, rounds=rounds)
    with qtbot.waitSignal(controller.human_turn):
        controller.proceed()
    assert not controller.advice_coming(controller.view())
    with qtbot.assertNotEmitted(controller.advice_ready, wait=30):
        pass
    assert SHARE_SEEDS == []


def test_a_hint_waiting_for_a_coach_that_fails_thinking_ahead_fails(qtbot: QtBot) -> None:
    controller = thinking_controller(qtbot, failing_share)
    with qtbot.waitSignal(controller.human_turn):
        controller.proceed()
    with qtbot.waitSignal(controller.hint_failed), \
            qtbot.assertNotEmitted(controller.hint_ready):
        controller.request_hint()
    assert not controller.advice_coming(controller.view())


def experts_in_shares(qtbot: QtBot, share_task: Callable[[PlayerView, int], Evaluation],
                      shares: int, levels: tuple[str, ...] = ("expert",) * 4
                      ) -> tuple[MatchController, list[Decision]]:
    """A bots-only match whose Experts search in ``shares`` shares of ``share_task``, and
    the list that collects every bot's decision."""
    SHARE_SEEDS.clear()
    controller = make_controller(qtbot, expert_share_task=share_task)
    controller.search_shares = shares
    decisions: list[Decision] = []
    controller.bot_decided.connect(lambda _seat, decision: decisions.append(decision))
    controller.new_match(PRESETS["north-american"], seed=5, human_seat=None, bot_levels=levels)
    return controller, decisions


def test_an_expert_searches_in_shares_and_plays_from_their_pooled_deals(qtbot: QtBot) -> None:
    controller, decisions = experts_in_shares(
        qtbot, fake_share, 3, ("expert", "standard", "expert", "standard"))
    drive(qtbot, controller, lambda: controller.state.hands_completed >= 1)
    pooled_decisions = [decision for decision in decisions if decision.samples == 6]
    assert pooled_decisions and len(SHARE_SEEDS) == 3 * len(pooled_decisions)
    assert all(decision.values and decision.reasons for decision in pooled_decisions)
    assert len(decisions) > len(pooled_decisions)  # the Standard seats and forced moves


def test_an_expert_whose_shares_all_fail_plays_a_legal_move(
    qtbot: QtBot, caplog: pytest.LogCaptureFixture
) -> None:
    controller, decisions = experts_in_shares(qtbot, failing_share, 2)
    drive(qtbot, controller, lambda: controller.state.hands_completed >= 1)
    assert any(reason.code is ReasonCode.FALLBACK
               for decision in decisions for reason in decision.reasons)
    assert "playing a legal move" in caplog.text


def test_an_expert_with_one_share_failing_plays_from_the_others(qtbot: QtBot) -> None:
    controller, decisions = experts_in_shares(qtbot, share_failing_once, 3)
    with qtbot.waitSignal(controller.state_changed):
        controller.proceed()
    assert decisions[0].samples == 4
    assert all(reason.code is not ReasonCode.FALLBACK for reason in decisions[0].reasons)


# --- saving and loading -----------------------------------------------------------------------


def test_a_saved_match_loads_to_the_same_state(qtbot: QtBot, tmp_path: Path) -> None:
    controller = make_controller(qtbot)
    controller.new_match(PRESETS["british"], seed=12, human_seat=3,
                         bot_levels=("beginner", "expert", "standard", "standard"))
    drive(qtbot, controller, lambda: controller.state.hands_completed >= 1,
          random_human(controller))
    path = tmp_path / "match.json"
    controller.save_to(path)
    loaded = make_controller(qtbot)
    with qtbot.waitSignal(loaded.state_reset):
        loaded.load_from(path)
    assert loaded.human_seat == 3
    assert loaded.bot_levels == ("beginner", "expert", "standard", "standard")
    assert loaded.record == controller.record
    assert loaded.view() == controller.view()


def test_a_damaged_save_is_kept_aside_and_the_match_goes_on(
    qtbot: QtBot, tmp_path: Path
) -> None:
    controller = make_controller(qtbot)
    controller.new_match(PRESETS["north-american"], seed=1, human_seat=0)
    state = controller.state
    path = tmp_path / "match.json"
    path.write_text('{"format": "euchre-desktop-save", "version": 1, "record": {')
    with pytest.raises(storage.StorageError, match="was kept as match.json.corrupt-"):
        controller.load_from(path)
    assert controller.state is state
    assert not path.exists() and len(list(tmp_path.glob("match.json.corrupt-*"))) == 1


def test_a_claim_finishes_the_hand_in_the_record_as_a_play_out_would(qtbot: QtBot) -> None:
    controller = make_controller(qtbot)
    controller.claim_certain_tricks = True
    events: list[Any] = []
    controller.events_ready.connect(events.extend)
    controller.new_match(PRESETS["north-american"], seed=4, human_seat=None)
    drive(qtbot, controller, lambda: controller.state.hands_completed >= 1)
    (claim,) = [e for e in events if isinstance(e, ev.RestClaimed)]
    scored = next(e for e in events if isinstance(e, ev.HandScored))
    assert claim.tricks[scored.makers] == scored.maker_tricks
    played = sum(isinstance(e, ev.CardPlayed) for e in events)
    shown = sum(len(hand) for hand in claim.hands)
    assert played + shown in (15, 20)  # every card is either played or shown
    replayed = controller.record.replay()
    assert (replayed.scores, replayed.hands) == (controller.state.scores, controller.state.hands)
