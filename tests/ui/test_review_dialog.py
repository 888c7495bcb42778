"""The review window driven as a player would: keys and buttons through every bid and trick,
the decisions marked and listed costly first, opened from the Game menu, replaying a deal,
the warning before a costly decision, and everything fitting in three languages."""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from itertools import combinations
from pathlib import Path

import pytest
from PySide6.QtCore import QLocale, QRectF, Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMessageBox
from pytestqt.qtbot import QtBot

from euchre_desktop.app.controller import MatchController
from euchre_desktop.app.settings import Settings
from euchre_desktop.app.workers import InlineRunner
from euchre_desktop.bots.base import Decision
from euchre_desktop.bots.review import DealHistory, deals_of, total_cost
from euchre_desktop.launcher import install_translators
from euchre_desktop.rules import PRESETS, Phase
from euchre_desktop.rules.actions import GO_ALONE, PASS, Action, Discard, Play
from euchre_desktop.rules.view import PlayerView
from euchre_desktop.ui import words
from euchre_desktop.ui.fit_check import fit_problems
from euchre_desktop.ui.main_window import MainWindow
from euchre_desktop.ui.review_dialog import ReviewDialog
from euchre_desktop.ui.review_table import ReviewTable
from tests.app.test_controller import drive, random_bot, random_human
from tests.app.test_review import stepped_coach


def played(qtbot: QtBot, preset: str = "north-american", hands: int = 2,
           seed: int = 6, alone: bool = True) -> MatchController:
    """A match of random legal moves, to ``hands`` hands; without ``alone`` nobody goes
    alone, so every trick is played by every seat."""
    if alone:
        bot, human = random_bot, random_human
    else:
        bot, human = random_bot_together, random_human_together
    controller = MatchController(InlineRunner(), bot_task=bot, hint_task=stepped_coach)
    controller.new_match(PRESETS[preset], seed=seed, human_seat=0)
    drive(qtbot, controller, lambda: controller.state.hands_completed >= hands,
          human(controller, 4))
    return controller


def _together(view: PlayerView) -> list[Action]:
    return [action for action in view.legal_actions if action != GO_ALONE] or list(
        view.legal_actions)


def random_bot_together(level: str, view: PlayerView, seed: int) -> Decision:
    """As ``random_bot``, but never going alone."""
    return Decision(random.Random(seed).choice(_together(view)))


def random_human_together(controller: MatchController,
                          seed: int) -> Callable[[PlayerView], bool]:
    chooser = random.Random(seed)
    return lambda view: controller.submit_human(chooser.choice(_together(view)))


def open_review(qtbot: QtBot, controller: MatchController) -> ReviewDialog:
    deals = [deal for deal in deals_of(controller.record) if deal.complete]
    names = words.seat_names(0, controller.state.players)
    dialog = ReviewDialog(controller, controller.record, deals, names, 0)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    qtbot.waitUntil(lambda: not dialog.analysis.is_running, timeout=10000)  # type: ignore[union-attr]
    return dialog


def scored_deal_with_plays(dialog: ReviewDialog) -> DealHistory:
    """A deal of the review that was played out, with decisions of the player's."""
    return next(deal for deal in dialog.deals
                if deal.scored is not None and deal.decisions_of(0))


# --- stepping -------------------------------------------------------------------------------


def test_the_arrow_keys_step_through_every_bid_and_trick_and_back(qtbot: QtBot) -> None:
    controller = played(qtbot)
    dialog = open_review(qtbot, controller)
    deal = scored_deal_with_plays(dialog)
    dialog.deal_box.setCurrentIndex(dialog.deals.index(deal))
    assert dialog.deal is deal and dialog.index == 0
    assert dialog.table.position is deal.positions[0]
    seen_bids, seen_tricks = 0, 0
    for index, step in enumerate(deal.steps, start=1):
        QTest.keyClick(dialog, Qt.Key.Key_Right)
        assert dialog.index == index and dialog.table.position is deal.positions[index]
        assert dialog.caption.text().startswith(dialog.names[step.seat])
        if step.before.phase in (Phase.BIDDING_ROUND_1, Phase.BIDDING_ROUND_2):
            seen_bids += 1
        if deal.positions[index].trick_winner is not None:
            seen_tricks += 1
            assert dialog.names[deal.positions[index].trick_winner] in dialog.caption.text()
    assert seen_bids == len([s for s in deal.steps if s.before.phase in (
        Phase.BIDDING_ROUND_1, Phase.BIDDING_ROUND_2)]) >= 1
    assert seen_tricks == 5
    assert not dialog.forward_button.isEnabled()
    QTest.keyClick(dialog, Qt.Key.Key_Right)
    assert dialog.index == len(deal.steps)
    for index in reversed(range(len(deal.steps))):
        QTest.keyClick(dialog, Qt.Key.Key_Left)
        assert dialog.table.position is deal.positions[index]
    assert not dialog.back_button.isEnabled()
    QTest.keyClick(dialog, Qt.Key.Key_End)
    assert dialog.index == len(deal.steps)
    QTest.keyClick(dialog, Qt.Key.Key_Home)
    assert dialog.index == 0


YOU_SENTENCES = {
    "en": ("You dealt.", "made by you.", "You win the trick."),
    "de": ("Sie haben gegeben.", "von Ihnen bestimmt.", "Sie gewinnen den Stich."),
    "fr": ("Vous avez distribué.", "choisi par vous.", "Vous remportez le pli."),
}


@pytest.mark.parametrize("language", list(YOU_SENTENCES))
def test_sentences_about_the_player_say_you(qtbot: QtBot, qapp: QApplication,
                                            language: str) -> None:
    """The player is "you" in the review as in the hand log: "You win the trick.", never
    "You wins the trick." (or "Sie gewinnt", "Vous remporte")."""
    locale = QLocale({"en": "en_US", "fr": "fr_FR", "de": "de_DE"}[language])
    translators = install_translators(qapp, locale) if language != "en" else []
    try:
        dialog = open_review(qtbot, played(qtbot, hands=4, seed=2))
        dealt, made, won = YOU_SENTENCES[language]
        seen = {"dealt": 0, "made": 0, "won": 0}
        for index, deal in enumerate(dialog.deals):
            dialog.deal_box.setCurrentIndex(index)
            about = dialog.about.text()
            assert about.startswith(dealt) == (deal.deal.dealer == 0), about
            seen["dealt"] += deal.deal.dealer == 0
            maker = deal.positions[-1].state.maker
            assert (made in about) == (maker == 0), about
            seen["made"] += maker == 0
            for step in range(dialog.step_count + 1):
                dialog.go_to(step)
                ours = deal.positions[step].trick_winner == 0
                assert (won in dialog.caption.text()) == ours, dialog.caption.text()
                seen["won"] += ours
        assert all(seen.values()), seen  # each sentence was met
    finally:
        QLocale.setDefault(QLocale("en_US"))
        for translator in translators:
            qapp.removeTranslator(translator)


def test_the_buttons_step_too(qtbot: QtBot) -> None:
    dialog = open_review(qtbot, played(qtbot, hands=1))
    dialog.forward_button.click()
    dialog.forward_button.click()
    dialog.back_button.click()
    assert dialog.index == 1
    dialog.end_button.click()
    assert dialog.index == dialog.step_count
    dialog.start_button.click()
    assert dialog.index == 0


# --- the decisions ---------------------------------------------------------------------------


def test_decisions_are_marked_with_the_coachs_choice_values_and_cost(qtbot: QtBot) -> None:
    controller = played(qtbot)
    dialog = open_review(qtbot, controller)
    deal = scored_deal_with_plays(dialog)
    dialog.deal_box.setCurrentIndex(dialog.deals.index(deal))
    qtbot.waitUntil(lambda: not dialog.analysis.is_running)  # type: ignore[union-attr]
    decisions = deal.decisions_of(0)
    assert len(dialog.judgements) == len(decisions)
    for step, view, taken in decisions:
        advice = stepped_coach(view, 0)
        judgement = dialog.judgements[step]
        assert (judgement.taken, judgement.preferred) == (taken, advice.action)
        assert judgement.values == advice.values
        dialog.go_to(step + 1)
        assert dialog.decision_box.isVisible()
        text = dialog.decision_text.text()
        assert words.action_label(taken, view, dialog.names).split()[0] in text
        if judgement.as_good:
            assert "agrees" in text or "As good as" in text
            assert dialog.table.coach_card is None
        else:
            assert "prefers" in text
            assert words.decimal(judgement.cost) in text
            if isinstance(advice.action, Play):
                assert dialog.table.coach_card == advice.action.card
        shown = [w.text() for w in dialog._option_labels]
        assert len(shown) == 2 * (1 + min(6, len(advice.values)))


CARD_PHASES = (Phase.DEALER_DISCARD, Phase.LONER_DISCARDS, Phase.PARTNER_GIVES)
"""Where a player lays down or passes a card before the first trick."""


def test_costly_decisions_are_listed_first_and_summed(qtbot: QtBot) -> None:
    controller = played(qtbot, hands=3, seed=1)
    dialog = open_review(qtbot, controller)
    moments: set[str] = set()
    for index in range(dialog.deal_box.count()):
        dialog.deal_box.setCurrentIndex(index)
        qtbot.waitUntil(lambda: not dialog.analysis.is_running)  # type: ignore[union-attr]
        judgements = list(dialog.judgements.values())
        costly = sorted((j for j in judgements if j.costly), key=lambda j: -j.cost)
        items = [dialog.decision_list.item(row) for row in range(dialog.decision_list.count())]
        listed = [item.data(Qt.ItemDataRole.UserRole) for item in items]
        assert listed[:len(costly)] == [j.step for j in costly]
        assert sorted(listed) == sorted(j.step for j in judgements)
        assert all(item.text().startswith("⚑") for item in items[:len(costly)])
        for item in items:
            step = dialog.deal.steps[item.data(Qt.ItemDataRole.UserRole)]
            before = step.before
            moment = (f"Trick {len(before.tricks) + 1}" if before.phase is Phase.PLAY else
                      "Before trick 1" if before.phase in CARD_PHASES
                      or isinstance(step.action, Discard) else "Bidding")
            assert item.text().removeprefix("⚑ ").startswith(moment + ": "), item.text()
            moments.add(moment)
        summary = dialog.summary.text()
        if costly:
            assert words.decimal(total_cost(judgements), 1) + " points" in summary
            assert str(len(costly)) in summary
        elif judgements:
            assert "none costly: well played" in summary
        if items:
            dialog._on_item_clicked(items[-1])
            assert dialog.index == listed[-1] + 1 and items[-1].isSelected()
    assert {"Bidding", "Before trick 1", "Trick 1"} <= moments


def test_only_finished_deals_are_offered_and_the_menu_opens_the_last(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setenv("EUCHRE_DESKTOP_HOME", str(tmp_path))
    controller = MatchController(InlineRunner(), bot_task=random_bot, hint_task=stepped_coach)
    window = MainWindow(controller)
    qtbot.addWidget(window)
    window.show()
    window.start_match(PRESETS["north-american"], 6)
    assert window.review.open_review() is None  # nothing finished yet
    assert window.toast.isVisible() and "No hand" in window.toast.text()
    drive(qtbot, controller, lambda: controller.state.hands_completed >= 2,
          random_human(controller, 4))
    texts = [action.text() for action in window.menuBar().actions()[0].menu().actions()]
    assert "&Review a hand…" in texts
    window.review.review_action.trigger()
    dialog = window.review.dialog
    assert dialog is not None and dialog.isVisible()
    complete = [deal for deal in deals_of(controller.record) if deal.complete]
    assert [deal.number for deal in dialog.deals] == [deal.number for deal in complete]
    assert dialog.deal.number == complete[-1].number
    dialog.close()
    controller.shutdown()


# --- replay and the warning -------------------------------------------------------------------


def test_replay_from_the_review_plays_the_same_deal_as_practice(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setenv("EUCHRE_DESKTOP_HOME", str(tmp_path))
    controller = MatchController(InlineRunner(), bot_task=random_bot, hint_task=stepped_coach)
    window = MainWindow(controller)
    qtbot.addWidget(window)
    window.show()
    window.start_match(PRESETS["north-american"], 6)
    drive(qtbot, controller, lambda: controller.state.hands_completed >= 1,
          random_human(controller, 4))
    dialog = window.review.open_review()
    assert dialog is not None
    deal = dialog.deal
    dialog.replay_button.click()
    assert controller.is_practice
    assert (controller.state.dealer, controller.state.hands) == (deal.deal.dealer,
                                                                 deal.deal.hands)
    banner = window.review.banner
    assert banner.isVisible() and "Practice" in banner.headline.text()
    assert "not counted" in banner.headline.text() and "practice" in window.windowTitle()
    banner.back_button.click()
    assert not controller.is_practice and not banner.isVisible()
    assert "practice" not in window.windowTitle()
    controller.shutdown()


@pytest.fixture
def learning_window(qtbot: QtBot, tmp_path: Path,
                    monkeypatch: pytest.MonkeyPatch) -> Iterator[MainWindow]:
    monkeypatch.setenv("EUCHRE_DESKTOP_HOME", str(tmp_path))
    settings = Settings(tmp_path / "settings.json")
    settings.set("learning_mode", True)
    controller = MatchController(InlineRunner(), bot_task=random_bot, hint_task=stepped_coach)
    window = MainWindow(controller, settings)
    qtbot.addWidget(window)
    window.show()
    window.start_match(PRESETS["north-american"], 6)
    yield window
    controller.shutdown()


def at_a_choice_of_three(qtbot: QtBot, window: MainWindow) -> list[object]:
    controller = window.controller
    act = random_human(controller, 4)

    def choose(view: object) -> bool:
        legal = list(dict.fromkeys(view.legal_actions))  # type: ignore[attr-defined]
        return len(legal) < 3 and act(view)  # type: ignore[arg-type]

    drive(qtbot, controller, lambda: controller.state.turn == 0 and len(
        set(controller.state.legal_actions())) >= 3, choose)
    window.review._on_human_turn(controller.view())
    qtbot.wait(10)
    return list(dict.fromkeys(controller.state.legal_actions()))


def test_the_warning_appears_only_for_a_decision_above_the_threshold(
    qtbot: QtBot, learning_window: MainWindow,
) -> None:
    window, controller = learning_window, learning_window.controller
    options = at_a_choice_of_three(qtbot, window)
    before = len(controller.record.actions)
    window._submit(options[2])  # costs 0.4
    qtbot.waitUntil(lambda: window.review.warning_box is not None)
    box = window.review.warning_box
    assert box is not None and box.isVisible() and "anyway" in box.text()
    assert "0.4" in box.text()
    no = next(b for b in box.buttons() if box.buttonRole(b) is QMessageBox.ButtonRole.NoRole)
    no.click()
    assert len(controller.record.actions) == before and controller.state.turn == 0
    window._submit(options[1])  # costs 0.2: played at once
    assert window.review.warning_box is None
    assert len(controller.record.actions) == before + 1


def test_the_warning_can_be_switched_off(qtbot: QtBot, learning_window: MainWindow) -> None:
    window, controller = learning_window, learning_window.controller
    assert window.review.warn_action.isChecked()
    window.review.warn_action.setChecked(False)
    assert window.settings is not None and not window.settings["warn_costly_decisions"]
    options = at_a_choice_of_three(qtbot, window)
    before = len(controller.record.actions)
    window._submit(options[2])
    assert window.review.warning_box is None and len(controller.record.actions) == before + 1


# --- it fits ------------------------------------------------------------------------------------


def table_overlaps(table: ReviewTable) -> list[str]:
    """Plates, the info box, hands and the trick's cards: each inside the table, none over
    another."""
    assert table.position is not None
    inside = QRectF(table.rect())
    boxes: dict[str, QRectF] = {}
    for seat in range(table.position.state.players):
        boxes[f"plate {seat}"] = table.plate_rect(seat)
        cards = [rect for _, rect in table.hand_rects(seat)]
        if cards:
            boxes[f"hand {seat}"] = cards[0].united(cards[-1])
    for seat, _, rect in table.trick_rects():
        boxes[f"trick card {seat}"] = rect
    problems = [name for name, box in boxes.items() if not inside.contains(box)]
    for (one, a), (other, b) in combinations(boxes.items(), 2):
        if a.intersects(b):  # six cards of a trick too: each corner in view
            problems.append(f"{one} over {other}")
    return problems


@pytest.mark.parametrize("alone", [True, False], ids=["loners", "no-loner"])
@pytest.mark.parametrize("language", ["en", "fr", "de"])
@pytest.mark.parametrize("preset", ["north-american", "six-player"])
def test_everything_fits_small_and_large_in_every_language(
    qtbot: QtBot, qapp: QApplication, language: str, preset: str, alone: bool,
) -> None:
    locale = QLocale({"en": "en_US", "fr": "fr_FR", "de": "de_DE"}[language])
    translators = install_translators(qapp, locale) if language != "en" else []
    QLocale.setDefault(locale)
    try:
        # seed 3: random players go alone; seed 5: every trick has a card of every seat
        controller = played(qtbot, preset, hands=1, seed=3 if alone else 5, alone=alone)
        dialog = open_review(qtbot, controller)
        full_tricks = 0
        for width, height in ((dialog.minimumWidth(), dialog.minimumHeight()), (1600, 1000)):
            dialog.resize(width, height)
            qtbot.waitUntil(lambda w=width: dialog.width() == w)  # type: ignore[misc]
            for index in range(dialog.step_count + 1):
                dialog.go_to(index)
                assert table_overlaps(dialog.table) == [], (index, width)
                full_tricks += len(dialog.table.trick_rects()) == PRESETS[preset].players
                if index % 5 == 0 or dialog.decision_box.isVisible():
                    QApplication.processEvents()
                    problems = [p for p in fit_problems(dialog) if "QListWidget" not in str(p)]
                    assert problems == [], (index, width, problems)
        assert alone or full_tricks >= 2 * 5  # every trick, whole, at both sizes
    finally:
        QLocale.setDefault(QLocale("en_US"))
        for translator in translators:
            qapp.removeTranslator(translator)


def test_a_thrown_in_hand_ends_with_every_pass_and_the_card_turned_down(qtbot: QtBot) -> None:
    controller = MatchController(InlineRunner(), bot_task=random_bot, hint_task=stepped_coach)
    controller.new_match(PRESETS["north-american"], seed=3, human_seat=0)

    def passes(view: object) -> bool:
        return controller.submit_human(PASS)

    def everyone_passes(level: str, view: PlayerView, seed: int) -> Decision:
        return Decision(PASS if PASS in view.legal_actions else view.legal_actions[0])

    controller.bot_task = everyone_passes
    drive(qtbot, controller, lambda: controller.state.hands_completed >= 1, passes)
    dialog = open_review(qtbot, controller)
    assert dialog.deal.thrown_in and "thrown in" in dialog.about.text()
    dialog.last()
    table = dialog.table
    assert table._bidding_shown()
    assert all(table.plate_lines(seat)[-1].endswith("passed") for seat in range(4))


def window_playing_itself(qtbot: QtBot, tmp_path: Path,
                          monkeypatch: pytest.MonkeyPatch) -> MainWindow:
    """A shown window whose human seat plays random legal moves as soon as asked."""
    monkeypatch.setenv("EUCHRE_DESKTOP_HOME", str(tmp_path))
    controller = MatchController(InlineRunner(), bot_task=random_bot, hint_task=stepped_coach)
    window = MainWindow(controller)
    qtbot.addWidget(window)
    window.resize(1200, 800)
    window.show()
    act = random_human(controller, 4)

    def play(view: PlayerView) -> None:
        QTimer.singleShot(0, lambda: controller.state.view(0) == view and act(view))

    controller.human_turn.connect(play)
    return window


def test_the_summary_opens_the_review_of_the_hand_just_played(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
) -> None:
    window = window_playing_itself(qtbot, tmp_path, monkeypatch)
    controller = window.controller
    window.start_match(PRESETS["north-american"], 6)
    qtbot.waitUntil(window.summary.isVisible, timeout=20000)
    assert window.summary.review_button.isVisible()
    finished = [deal for deal in deals_of(controller.record) if deal.complete]
    window.summary.review_button.click()
    dialog = window.review.dialog
    assert dialog is not None and dialog.isVisible()
    assert dialog.deal.number == finished[-1].number
    assert [s.action for s in dialog.deal.steps] == [s.action for s in finished[-1].steps]
    assert window.summary.isVisible()  # the table waits while the player reviews
    dialog.replay_button.click()  # practice: the same deal again
    assert controller.is_practice and not window.summary.isVisible()
    qtbot.waitUntil(window.summary.isVisible, timeout=20000)  # the practice hand's summary
    window.summary.review_button.click()
    practice_review = window.review.dialog
    assert practice_review is not None and practice_review.record is controller.record
    assert practice_review.deal.deal.hands == finished[-1].deal.hands
    controller.shutdown()
