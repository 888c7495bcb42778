"""The hand log in learning mode: public notes in the third person that stay up, one section
per hand; a bot's private reasons are never shown."""

from __future__ import annotations

import random
import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication, QLabel, QTextBrowser
from pytestqt.qtbot import QtBot

from euchre_desktop import gallery
from euchre_desktop.app.controller import MatchController
from euchre_desktop.app.settings import Settings
from euchre_desktop.app.workers import InlineRunner
from euchre_desktop.bots.base import Decision, Reason, ReasonCode
from euchre_desktop.rules import PRESETS, Card, Suit
from euchre_desktop.rules import events as ev
from euchre_desktop.rules.actions import DISCARD
from euchre_desktop.ui import words
from euchre_desktop.ui.hand_log import HANDS_KEPT, HandLog
from euchre_desktop.ui.main_window import MainWindow
from euchre_desktop.ui.panel_style import colour_suits, suit_html
from tests.bots.test_commentary import VIEWER, random_hands


def test_the_log_keeps_the_last_hands_under_their_headings(qtbot: QtBot) -> None:
    log = HandLog()
    qtbot.addWidget(log)
    for hand in range(HANDS_KEPT + 1):
        log.start_hand(f"Hand {hand}")
        for line in range(12):
            log.add(f"line {hand}.{line}")
    lines = log.lines()
    assert lines[0] == "Hand 1" and lines[-1] == f"line {HANDS_KEPT}.11"
    assert "Hand 0" not in lines and len(lines) == HANDS_KEPT * 13
    log.clear()
    assert log.lines() == []


@pytest.mark.parametrize("preset", ["north-american", "six-player", "british"])
def test_notes_about_others_are_in_the_third_person(preset: str) -> None:
    players = PRESETS[preset].players
    for seed in range(3):
        for _, _, notes in random_hands(preset, seed, hands=3):
            for note in notes:
                sentence = words.note_sentence(note, VIEWER, players)
                assert "{" not in sentence, sentence
                if note.seat != VIEWER and note.params.get("partner") != VIEWER:
                    assert not re.search(r"\byou(r)?\b", sentence, re.IGNORECASE), sentence


@pytest.fixture
def window(qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[MainWindow]:
    monkeypatch.setenv("EUCHRE_DESKTOP_HOME", str(tmp_path))
    settings = Settings(tmp_path / "settings.json")
    settings.set("learning_mode", True)
    controller = MatchController(InlineRunner())
    main = MainWindow(controller, settings)
    qtbot.addWidget(main)
    main.resize(1200, 800)
    main.show()
    qtbot.waitExposed(main)
    yield main
    controller.shutdown()


def shown_texts(window: MainWindow) -> list[str]:
    return [label.text() for label in window.findChildren(QLabel) if label.isVisible()]


def test_a_bots_private_reasons_are_never_shown(window: MainWindow) -> None:
    window.start_match(PRESETS["north-american"], seed=3)
    hidden = Card.parse("10S")
    decision = Decision(DISCARD[hidden], reasons=(
        Reason(ReasonCode.MAKE_A_VOID, {"card": str(hidden)}),
        Reason(ReasonCode.TRUMP_STRENGTH, {"trumps": 3, "bowers": 1})))
    window.controller.bot_decided.emit(3, decision)
    texts = " ".join(shown_texts(window))
    assert "10\u2660" not in texts and "bowers" not in texts.lower()


def test_a_hand_is_logged_and_stays_up(qtbot: QtBot, window: MainWindow) -> None:
    window.start_match(PRESETS["north-american"], seed=8)
    controller = window.controller
    chooser = random.Random(4)
    seen: set[Card] = set(controller.state.hands[0]) | {controller.state.up_card}

    def note_public(events: list[ev.Event]) -> None:
        seen.update(event.card for event in events if isinstance(event, ev.CardPlayed))
        seen.update(event.card for event in events if isinstance(event, ev.UpCardTurned))
        seen.update(controller.state.hands[0])

    controller.events_ready.connect(note_public)

    def human_or_done() -> bool:
        state = controller.state
        return window.summary.isVisible() or not window.table.animator.is_busy() and (
            state.turn == 0 and not state.hands_completed)

    while not window.summary.isVisible():
        qtbot.waitUntil(human_or_done, timeout=20000)
        if window.summary.isVisible():
            break
        controller.submit_human(chooser.choice(controller.state.legal_actions()))
    # the summary is up and the next deal waits: the log shows the whole hand, and only it
    lines = window.hand_log.lines()
    assert window.hand_log.isVisible()
    assert lines[0].startswith("New hand")
    assert sum(line.startswith("New hand") for line in lines) == 1
    assert any("won trick 5" in line or "remaining tricks are certain" in line
               for line in lines)
    for card in Card.by_code:
        if card not in seen and not card.is_joker:
            assert not any(words.card_short(card) in line for line in lines), card


def test_the_log_is_rebuilt_after_an_undo(qtbot: QtBot, window: MainWindow) -> None:
    window.start_match(PRESETS["north-american"], seed=8)
    controller = window.controller
    qtbot.waitUntil(lambda: controller.state.turn == 0
                    and not window.table.animator.is_busy(), timeout=20000)
    before = window.hand_log.lines()
    controller.submit_human(controller.state.legal_actions()[0])
    qtbot.waitUntil(lambda: len(window.hand_log.lines()) > len(before), timeout=20000)
    controller.undo()
    qtbot.waitUntil(lambda: not window.table.animator.is_busy(), timeout=20000)
    assert window.hand_log.lines() == before


def test_a_sentence_is_escaped_and_its_suits_coloured() -> None:
    heart = Suit.HEARTS
    text = colour_suits(f"<b>Tom & Jerry</b> \"lead\" J{heart.symbol}")
    assert text == f"&lt;b&gt;Tom &amp; Jerry&lt;/b&gt; \"lead\" J{suit_html(heart)}"


def test_in_a_tall_window_the_log_keeps_its_lines_under_its_heading(
        qtbot: QtBot, window: MainWindow) -> None:
    """Room the log's lines cannot use goes below the log, not into gaps around its
    heading."""
    window.resize(1920, 1080)
    window.start_match(PRESETS["six-player"], seed=3)
    qtbot.waitUntil(lambda: bool(window.hand_log.lines()))
    log = window.hand_log
    heading = log.findChild(QLabel)
    text = log.findChild(QTextBrowser)
    assert text.height() == text.maximumHeight()  # the lines had room to spare
    _, top, _, bottom = log.layout().getContentsMargins()
    assert heading.geometry().top() == top
    assert heading.height() == heading.sizeHint().height()  # its line, no room around it
    assert text.geometry().top() - heading.geometry().bottom() - 1 == log.layout().spacing()
    assert log.height() - text.geometry().bottom() - 1 == bottom


def test_a_hand_replayed_as_practice_starts_the_log_once(qapp: QApplication) -> None:
    """Replaying a hand starts the log afresh with that hand's deal, told once."""
    for shot in gallery.shots(["practice"], ["en"], ["1400x900"], painted=False,
                              learning=True):
        lines = shot.window.hand_log.lines()
        assert sum(line.startswith("New hand") for line in lines) == 1, lines
        assert shot.window.controller.is_practice


def test_the_log_shows_its_newest_line_at_the_end_of_a_hand(qapp: QApplication) -> None:
    """A whole six-player hand runs past the log's height: at the summary the log shows
    the hand's last lines, whatever the window's size, not its first."""
    for shot in gallery.shots(["six-players-summary"], ["en"], ["1400x900", "1920x1080"],
                              painted=False, learning=True):
        bar = shot.window.hand_log.findChild(QTextBrowser).verticalScrollBar()
        assert bar.maximum() > 0  # more lines than the log shows at once
        assert bar.value() == bar.maximum(), shot.file_name
