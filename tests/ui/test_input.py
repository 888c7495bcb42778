"""The player's keys and the table's help with the obvious: the focused card, full screen,
a forced card played by itself, and a hand finished at once when its tricks are certain."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from euchre_desktop.app.controller import MatchController
from euchre_desktop.app.workers import InlineRunner
from euchre_desktop.rules import PRESETS, Phase
from euchre_desktop.rules.actions import Play
from euchre_desktop.ui.main_window import MainWindow
from tests.ui.test_table import play_until


@pytest.fixture
def window(qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[MainWindow]:
    monkeypatch.setenv("EUCHRE_DESKTOP_HOME", str(tmp_path))
    controller = MatchController(InlineRunner())
    main = MainWindow(controller)
    qtbot.addWidget(main)
    main.resize(1200, 800)
    main.show()
    qtbot.waitExposed(main)
    yield main
    controller.shutdown()


def _to_play(qtbot: QtBot, window: MainWindow, seed: int = 11) -> None:
    window.start_match(PRESETS["north-american"], seed=seed, bot_level="standard")
    play_until(qtbot, window, lambda state: state.phase is Phase.PLAY)




@pytest.mark.parametrize("key", [Qt.Key.Key_Space, Qt.Key.Key_Return, Qt.Key.Key_Enter])
def test_space_or_enter_plays_the_first_legal_card_without_an_arrow_key(
    qtbot: QtBot, window: MainWindow, key: Qt.Key
) -> None:
    _to_play(qtbot, window)
    legal = [item for item in window.presenter.human_items() if item.highlight]
    focused = [item for item in window.presenter.human_items() if item.selected]
    assert focused == [legal[0]]
    assert window.table.hasFocus()
    card = legal[0].card
    before = len(window.controller.record.actions)
    QTest.keyClick(window.table, key)
    qtbot.waitUntil(lambda: len(window.controller.record.actions) > before)
    assert window.controller.record.actions[before] == Play(card)


def test_the_hinted_card_has_the_focus(qtbot: QtBot, window: MainWindow) -> None:
    _to_play(qtbot, window)
    with qtbot.waitSignal(window.controller.hint_ready, timeout=20000) as hint:
        QTest.keyClick(window, Qt.Key.Key_H)
    hinted = hint.args[0].action.card
    focused = [item.card for item in window.presenter.human_items() if item.selected]
    assert focused == [hinted]
    before = len(window.controller.record.actions)
    QTest.keyClick(window.table, Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: len(window.controller.record.actions) > before)
    assert window.controller.record.actions[before] == Play(hinted)


def test_arrows_move_the_focus_among_the_legal_cards(qtbot: QtBot, window: MainWindow) -> None:
    _to_play(qtbot, window)
    legal = [item for item in window.presenter.human_items() if item.highlight]
    QTest.keyClick(window.table, Qt.Key.Key_Left)  # from the first, round to the last
    assert [item for item in legal if item.selected] == [legal[-1]]
    QTest.keyClick(window.table, Qt.Key.Key_Right)
    assert [item for item in legal if item.selected] == [legal[0]]


def test_f11_and_the_view_menu_toggle_full_screen(qtbot: QtBot, window: MainWindow) -> None:
    action = window.full_screen_action
    assert action.isCheckable() and not action.isChecked()
    view_menu = window.menuBar().actions()[1].menu()
    assert action in view_menu.actions()
    QTest.keyClick(window, Qt.Key.Key_F11)
    qtbot.waitUntil(window.isFullScreen)
    assert action.isChecked()
    action.trigger()
    qtbot.waitUntil(lambda: not window.isFullScreen())
    assert not action.isChecked()
