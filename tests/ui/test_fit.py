"""Everything fits: the fit checks themselves, and every gallery state in every language at
the window's minimum size and at 1400x900 (cut texts, widgets outside the window or over
each other)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QApplication,
    QLabel,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)
from pytestqt.qtbot import QtBot

from euchre_desktop import gallery
from euchre_desktop.rules import Suit
from euchre_desktop.rules.events import HandOutcome, HandScored
from euchre_desktop.ui import words
from euchre_desktop.ui.fit_check import FitProblem, fit_problems
from euchre_desktop.ui.main_window import MINIMUM_WINDOW_SIZE
from euchre_desktop.ui.panel_style import BUTTON_STYLE

CHECKED_SIZES = ("min", "1400x900")


# --- the checks can fail ---------------------------------------------------------------------


def _host(qtbot: QtBot, width: int = 300, height: int = 200) -> QWidget:
    host = QWidget()
    host.setStyleSheet(BUTTON_STYLE)
    host.resize(width, height)
    qtbot.addWidget(host)
    return host


def test_a_button_narrower_than_its_text_is_reported(qtbot: QtBot) -> None:
    host = _host(qtbot)
    button = QPushButton("Pass", host)
    host.show()
    button.setGeometry(10, 10, button.sizeHint().width(), button.sizeHint().height())
    assert fit_problems(host) == []
    button.setGeometry(10, 10, 30, button.sizeHint().height())
    assert [problem.kind for problem in fit_problems(host)] == ["text-cut"]


def test_a_wrapped_label_too_short_for_its_lines_is_reported(qtbot: QtBot) -> None:
    host = _host(qtbot)
    text = QLabel("Round 2: name trump or <b>pass</b>, or let the dealer choose", host)
    text.setWordWrap(True)
    host.show()
    text.setGeometry(0, 0, 120, text.heightForWidth(120))
    assert fit_problems(host) == []
    text.setGeometry(0, 0, 120, text.fontMetrics().height())
    problems = fit_problems(host)
    assert [problem.kind for problem in problems] == ["text-cut"]
    assert "high" in problems[0].detail


def test_a_label_squeezed_below_its_font_height_is_reported(qtbot: QtBot) -> None:
    host = _host(qtbot)
    score = QLabel("7 / 10", host)
    host.show()
    score.setGeometry(0, 0, 200, score.fontMetrics().height() // 2)
    assert [problem.kind for problem in fit_problems(host)] == ["text-cut"]


def test_a_shortcut_label_is_measured_as_drawn_without_its_ampersand(qtbot: QtBot) -> None:
    host = _host(qtbot)
    buddy = QPushButton("Hearts", host)
    shortcut = QLabel("Show the ranking with &trump:", host)
    shortcut.setBuddy(buddy)
    host.show()
    shortcut.setGeometry(0, 0, shortcut.sizeHint().width(), shortcut.sizeHint().height())
    assert fit_problems(shortcut) == []
    shortcut.resize(shortcut.width() - 8, shortcut.height())
    assert [problem.kind for problem in fit_problems(shortcut)] == ["text-cut"]


def test_contents_wider_than_a_view_that_cannot_scroll_sideways_are_reported(
        qtbot: QtBot) -> None:
    host = _host(qtbot, 300, 200)
    area = QScrollArea(host)
    area.setGeometry(0, 0, 300, 200)
    area.setWidgetResizable(True)
    area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    inside = QWidget()
    area.setWidget(inside)
    host.show()
    qtbot.waitExposed(host)
    assert fit_problems(host) == []
    inside.setMinimumWidth(400)
    qtbot.waitUntil(lambda: inside.width() >= 400)
    assert [problem.kind for problem in fit_problems(host)] == ["outside-parent"]
    area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
    assert fit_problems(host) == []  # a scroll bar reaches it


def test_widgets_outside_their_parent_or_over_a_sibling_are_reported(qtbot: QtBot) -> None:
    host = _host(qtbot)
    panel = QWidget(host)
    panel.setGeometry(0, 0, 200, 100)
    first, second = QWidget(panel), QWidget(panel)
    first.setGeometry(10, 10, 100, 40)
    second.setGeometry(60, 30, 100, 40)
    host.show()
    assert [problem.kind for problem in fit_problems(host)] == ["overlap"]
    second.setGeometry(150, 60, 100, 60)
    kinds = sorted(problem.kind for problem in fit_problems(host))
    assert kinds == ["outside-parent"]
    panel.setGeometry(150, 0, 200, 100)
    kinds = sorted(problem.kind for problem in fit_problems(host))
    assert kinds == ["outside-parent", "outside-parent", "outside-window", "outside-window"]


def test_a_laid_out_panel_fits(qtbot: QtBot) -> None:
    host = _host(qtbot)
    layout = QVBoxLayout(host)
    for text in ("Spielen Sie mit Ihrem Partner", "Allein verteidigen"):
        layout.addWidget(QPushButton(text))
    wrapped = QLabel("Eine lange Erklärung, die auf mehrere Zeilen umbricht.")
    wrapped.setWordWrap(True)
    layout.addWidget(wrapped)
    host.show()
    qtbot.waitExposed(host)
    assert fit_problems(host) == []


# --- every state of the gallery --------------------------------------------------------------


ShotKey = tuple[str, str, str, bool]  # state, language, size, learning mode


@pytest.fixture(scope="module")
def problems_by_shot(qapp: QApplication) -> Iterator[dict[ShotKey, list[str]]]:
    """Each state arranged once per language and mode, looked at in each size."""
    found: dict[ShotKey, list[str]] = {}
    for learning in (False, True):
        for shot in gallery.shots(sizes=CHECKED_SIZES, painted=False, learning=learning):
            found[(shot.state, shot.language, shot.size_name, learning)] = [
                str(p) for p in shot.problems()]
    yield found


@pytest.mark.parametrize("learning", [False, True], ids=["plain", "learning"])
@pytest.mark.parametrize("size", CHECKED_SIZES)
@pytest.mark.parametrize("language", list(gallery.LANGUAGES))
@pytest.mark.parametrize("state", list(gallery.SCENES))
def test_every_text_fits_and_nothing_overlaps(
    problems_by_shot: dict[ShotKey, list[str]], state: str, language: str, size: str,
    learning: bool,
) -> None:
    assert problems_by_shot[(state, language, size, learning)] == []


def test_in_learning_mode_the_log_gives_up_its_room_before_the_side_column_scrolls(
        qapp: QApplication) -> None:
    """The log grows into room the column has to spare; where the column is too short, the
    log is down to its fewest lines before anything has to scroll out of sight."""
    scrolled = 0
    for shot in gallery.shots(sizes=["min", "1400x900"], languages=["de"], painted=False,
                              learning=True):
        log = shot.window.hand_log
        assert log.isVisible() and log.lines(), shot.file_name
        if shot.window.side_column.verticalScrollBar().maximum() > 0:
            scrolled += 1
            assert log.height() == log.minimumSizeHint().height(), shot.file_name
    assert scrolled  # the minimum size scrolls: the check above was made


BUBBLE_SENTENCES = ("First black jack: I deal", "Pass", "Farmer's hand! Redeal", "I'll take it",
                    "Order up", "Alone!", "The rest is certain", "All pass: thrown in")
"""What the table's seats say in their speech bubbles (``TablePresenter``), a suit's name
and "%1, a card please" aside."""


@pytest.mark.parametrize("language", list(gallery.LANGUAGES))
def test_every_speech_bubble_shows_its_words_whole(qapp: QApplication, language: str) -> None:
    for shot in gallery.shots(["round-1", "six-players"], [language], CHECKED_SIZES,
                              painted=False):
        window = shot.window
        sentences = [QCoreApplication.translate("TablePresenter", text)
                     for text in BUBBLE_SENTENCES]
        sentences += [words.suit_name(suit) for suit in Suit]
        sentences += [QCoreApplication.translate("TablePresenter", "%1, a card please")
                      .replace("%1", name) for name in window.names[1:]]
        cut = []
        for seat, bubble in enumerate(window.presenter.bubbles):
            for sentence in sentences:
                bubble.say(sentence)
                if not bubble.text_fits():
                    cut.append((seat, sentence))
            bubble.clear()
        assert cut == [], shot.file_name


def test_the_window_holds_everything_at_its_minimum_size(qapp: QApplication) -> None:
    for shot in gallery.shots(["round-2"], ["de"], ["min"], painted=False):
        window = shot.window
        assert shot.size == MINIMUM_WINDOW_SIZE
        window.resize(640, 480)
        assert window.size() == MINIMUM_WINDOW_SIZE, "the window never gets smaller"
        window.resize(MINIMUM_WINDOW_SIZE)
        gallery.settle(window)
        column = window.side_column
        assert column.geometry().right() <= window.rect().right()
        assert column.widget().width() == column.viewport().width(), "no sideways overflow"


def test_the_side_column_scrolls_to_the_coach_when_too_short_for_everything(
    qapp: QApplication,
) -> None:
    for shot in gallery.shots(["round-2"], ["fr"], ["min", "1920x1080"], painted=False):
        column = shot.window.side_column
        hint = shot.window.hint_panel
        assert hint.isVisible()
        top = hint.mapTo(column.viewport(), hint.rect().topLeft()).y()
        if shot.size_name == "min":
            assert column.verticalScrollBar().maximum() > 0
            assert top == 0 or top + hint.height() <= column.viewport().height(), (
                "the advice is in view, from its top")
        else:
            assert column.verticalScrollBar().maximum() == 0
            assert top + hint.height() <= column.viewport().height()


def test_a_short_side_column_folds_the_scores_before_it_scrolls(qapp: QApplication) -> None:
    """Where the side column cannot hold every panel, the score panel folds (the teams side
    by side), and it stays folded, so the panels under it do not jump, until the window's
    height changes or a new hand is dealt; where every panel fits unfolded, it unfolds."""
    for shot in gallery.shots(["round-2"], ["de"], ["1400x900"], painted=False, learning=True):
        window = shot.window
        column, scores = window.side_column, window.score_panel
        assert scores.is_folded()
        side = column.widget()
        unfolded = side.heightForWidth(side.width()) + scores.fold_saving()
        assert unfolded > column.viewport().height() >= side.heightForWidth(side.width())
        assert column.verticalScrollBar().maximum() == 0, "folded, nothing scrolls"
        window.hint_panel.clear()  # the column could now hold the scores unfolded
        gallery.settle(window)
        assert scores.is_folded()
        window.resize(1920, 1080)
        gallery.settle(window)
        assert not scores.is_folded()
        window.resize(1400, 900)
        gallery.settle(window)
        assert not scores.is_folded(), "without the coach's advice every panel fits"
        window.controller.request_hint()
        gallery.settle(window)
        assert scores.is_folded()
        window.hint_panel.clear()
        window.presenter.deal_started.emit()  # as the next hand's cards are gathered
        assert not scores.is_folded()


# --- the command -----------------------------------------------------------------------------


def test_the_gallery_saves_a_named_picture_per_state_language_and_size(
    qapp: QApplication, tmp_path: Path
) -> None:
    code = gallery.main(["--out", str(tmp_path), "--states", "round-2,thrown-in",
                         "--languages", "de", "--sizes", "min,1400x900"])
    assert code == 0
    names = sorted(path.name for path in tmp_path.glob("*.png"))
    assert len(names) == 4
    assert any(name.startswith("round-2_de_") and name.endswith("_1400x900.png")
               for name in names)
    assert gallery.main(["--out", str(tmp_path), "--states", "play", "--languages", "fr",
                         "--sizes", "1400x900", "--learning"]) == 0
    assert (tmp_path / "play_learning_fr_1400x900.png").exists()


def test_strict_fails_when_anything_does_not_fit(
    qapp: QApplication, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    monkeypatch.setattr(gallery, "fit_problems",
                        lambda window: [FitProblem("QPushButton 'Pass'", "text-cut", "ass")])
    arguments = ["--out", str(tmp_path), "--states", "play", "--languages", "en",
                 "--sizes", "min"]
    assert gallery.main(arguments) == 0
    assert gallery.main([*arguments, "--strict"]) == 1
    assert "text-cut: QPushButton 'Pass'" in capsys.readouterr().out


def test_the_hand_summary_stays_inside_the_table_at_the_minimum_size(qapp: QApplication) -> None:
    for shot in gallery.shots(["hand-summary"], ["de"], ["min"], painted=False):
        window = shot.window
        window.names = ["Sie", "Weit links außen", "Ihr Partner am Tisch", "Weit rechts außen"]
        window.summary.show_result(
            HandScored(1, 4, HandOutcome.LONE_MARCH, 1, 4, (9, 9), 7, 0, Suit.DIAMONDS, 1, (1,)),
            names=window.names, target=10)
        window.resize(window.width() + 1, window.height())  # the table places its overlays
        gallery.settle(window)
        table = window.table.rect()
        assert table.contains(window.summary.geometry())
        assert fit_problems(window) == []
