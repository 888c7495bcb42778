"""The Statistics dialog reads a real statistics database."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtWidgets import QLabel, QMessageBox
from pytestqt.qtbot import QtBot

from euchre_desktop.app.storage import Statistics
from euchre_desktop.ui.statistics_dialog import StatisticsDialog


@pytest.fixture
def stats(tmp_path: Path) -> Iterator[Statistics]:
    opened, message = Statistics.open(tmp_path / "statistics.sqlite3")
    assert message is None
    yield opened
    opened.close()


def play_games(stats: Statistics) -> None:
    """Four finished games (three won) and one unfinished; the human sits in seat 0."""
    for number in range(4):
        game = stats.start_game("north-american", 0)
        stats.record_hand(game, 0, 1, 0, "H", False, "made", 0, 1)
        stats.record_hand(game, 1, 2, 2, "S", False, "march", 0, 2)
        stats.record_hand(game, 2, 3, 0, "C", True, "lone-march", 0, 4)
        stats.record_hand(game, 3, 4, 1, "D", False, "euchred", 0, 2)  # they were euchred
        stats.record_hand(game, 4, 5, 0, "D", True, "euchred", 1, 2)
        won = number < 3
        stats.finish_game(game, (10, 4) if won else (6, 10), 0 if won else 1)
    stats.start_game("british", 0)


def test_shows_the_totals(qtbot: QtBot, stats: Statistics, tmp_path: Path) -> None:
    play_games(stats)
    dialog = StatisticsDialog(stats)
    qtbot.addWidget(dialog)
    assert dialog.values == {
        "games_played": "4",
        "games_won": "3",
        "win_rate": "75%",
        "hands_made": "12",
        "marches": "8",
        "hands_euchred": "4",
        "hands_success": "75%",
        "loners_attempted": "8",
        "loners_made": "4",
        "loners_success": "50%",
        "euchres_inflicted": "4",
    }
    shown = {label.text() for label in dialog.findChildren(QLabel)}
    assert {"Games played", "75%", "12", "Attempted"} <= shown
    dialog.show()
    qtbot.waitExposed(dialog)
    picture = tmp_path / "statistics.png"
    assert dialog.grab().save(str(picture))


def test_one_variant_at_a_time(qtbot: QtBot, stats: Statistics) -> None:
    play_games(stats)
    game = stats.start_game("british", 0)
    stats.record_hand(game, 0, 9, 1, "C", False, "made", 1, 1)
    stats.finish_game(game, (3, 11), 1)
    dialog = StatisticsDialog(stats)
    qtbot.addWidget(dialog)
    combo = dialog.variant_combo
    assert [combo.itemText(index) for index in range(combo.count())] == [
        "All variants", "North American", "British"]
    assert dialog.values["games_played"] == "5"
    combo.setCurrentIndex(2)
    assert dialog.variant() == "british"
    assert (dialog.values["games_played"], dialog.values["win_rate"]) == ("1", "0%")
    assert (dialog.values["hands_made"], dialog.values["hands_success"]) == ("0", "–")
    combo.setCurrentIndex(0)
    assert dialog.variant() is None and dialog.values["games_played"] == "5"


@pytest.mark.parametrize("confirmed", [False, True])
def test_a_reset_asks_first(qtbot: QtBot, stats: Statistics, monkeypatch: pytest.MonkeyPatch,
                            confirmed: bool) -> None:
    play_games(stats)
    answer = QMessageBox.StandardButton.Reset if confirmed else QMessageBox.StandardButton.Cancel
    asked: list[str] = []
    monkeypatch.setattr(QMessageBox, "question",
                        lambda parent, title, text, *rest: asked.append(text) or answer)
    dialog = StatisticsDialog(stats)
    qtbot.addWidget(dialog)
    assert dialog.reset_button.isEnabled()
    dialog.reset_button.click()
    assert asked and "cannot be undone" in asked[0]
    if confirmed:
        assert dialog.values["games_played"] == "0" and stats.totals().games_played == 0
        assert dialog.variant_combo.count() == 1 and not dialog.reset_button.isEnabled()
        assert dialog.note.isVisibleTo(dialog)
    else:
        assert dialog.values["games_played"] == "4" and stats.totals().games_played == 4


def test_no_games_yet(qtbot: QtBot, stats: Statistics) -> None:
    dialog = StatisticsDialog(stats)
    qtbot.addWidget(dialog)
    assert dialog.values["games_played"] == "0"
    assert dialog.values["win_rate"] == "–"
    assert dialog.values["loners_success"] == "–"
    texts = " ".join(label.text() for label in dialog.findChildren(QLabel))
    assert "No finished games yet" in texts
