"""A player who does anything at any moment: legal moves by button or card, hints, undo and
redo, resizing, keys, the review opened and stepped through or a hand replayed from it.
Whatever the order, the game raises nothing and Qt warns of nothing (both fail a test)."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialog
from pytestqt.qtbot import QtBot

from euchre_desktop.app.controller import MatchController
from euchre_desktop.app.settings import Settings
from euchre_desktop.app.workers import InlineRunner
from euchre_desktop.bots.coach import Advice, coach
from euchre_desktop.rules import PRESETS
from euchre_desktop.rules.view import PlayerView
from euchre_desktop.ui.main_window import MainWindow

STEPS = 250
KEYS = (Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Return, Qt.Key.Key_Space, Qt.Key.Key_L,
        Qt.Key.Key_Escape)
SIZES = ((960, 640), (1100, 700), (1400, 900))


def quick_coach(view: PlayerView, seed: int) -> Advice:
    """The coach on a small budget: hints and the review's analysis answer at once."""
    return coach(view, random.Random(seed), budget_ms=10)


def act(window: MainWindow, chooser: random.Random) -> None:
    """One thing a player might do now."""
    controller = window.controller
    state = controller.state
    roll = chooser.random()
    if state.is_over:
        window.start_match(state.rules, chooser.randrange(1 << 20), "standard")
    elif window.summary.isVisible() and roll < 0.5:
        window.summary.close_summary()
    elif roll < 0.45:
        buttons = [button for button in window.bidding_panel.buttons()
                   if button.isVisible() and button.isEnabled()]
        cards = [item.card for item in window.presenter.human_items() if item.highlight]
        if buttons and chooser.random() < 0.6:
            chooser.choice(buttons).click()
        elif cards:
            window.presenter.card_clicked.emit(chooser.choice(cards))
    elif roll < 0.55:
        window.hint_action.trigger()
    elif roll < 0.62:
        window.undo_action.trigger()
    elif roll < 0.66:
        window.redo_action.trigger()
    elif roll < 0.70:
        window.resize(*chooser.choice(SIZES))
    elif roll < 0.73:
        review = window.review.open_review()
        if review is not None:
            if chooser.random() < 0.3:
                review.replay_button.click()
            else:
                review.go_to(chooser.randint(0, review.step_count))
                review.close()
    elif roll < 0.76:
        QTest.keyClick(window, chooser.choice(KEYS))
    elif roll < 0.78:
        for dialog in window.findChildren(QDialog):
            dialog.close()
    elif controller.is_practice:
        controller.end_practice()


@pytest.mark.parametrize("preset, learning", [("north-american", True), ("british", False),
                                              ("six-player", True)])
def test_a_player_doing_anything_never_breaks_the_game(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, preset: str,
    learning: bool,
) -> None:
    monkeypatch.setenv("EUCHRE_DESKTOP_HOME", str(tmp_path))
    settings = Settings(tmp_path / "settings.json")
    settings.set("learning_mode", learning)
    controller = MatchController(InlineRunner(), hint_task=quick_coach)
    window = MainWindow(controller, settings)
    qtbot.addWidget(window)
    window.show()
    window.start_match(PRESETS[preset], 5, "standard")
    chooser = random.Random(preset)
    most_actions = 0
    for _ in range(STEPS):
        for _ in range(chooser.randint(1, 20)):
            QApplication.processEvents()
        act(window, chooser)
        most_actions = max(most_actions, len(controller.record.actions))
    assert most_actions >= 10  # the game went on: bids and cards were played
    controller.shutdown()
