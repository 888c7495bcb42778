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
from euchre_desktop.app.settings import Settings
from euchre_desktop.app.storage import SavedMatch, save_match
from euchre_desktop.app.workers import InlineRunner
from euchre_desktop.rules import PRESETS, MatchRecord, Phase
from euchre_desktop.rules import events as ev
from euchre_desktop.rules.actions import GO_ALONE, ORDER_UP, Action, Play
from euchre_desktop.ui.main_window import MainWindow
from tests.rules.builders import setup_deal
from tests.ui.test_table import play_until, take_turn


def make_window(qtbot: QtBot, settings: Settings | None = None) -> MainWindow:
    controller = MatchController(InlineRunner())
    main = MainWindow(controller, settings)
    qtbot.addWidget(main)
    main.resize(1200, 800)
    main.show()
    qtbot.waitExposed(main)
    return main


@pytest.fixture
def window(qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[MainWindow]:
    monkeypatch.setenv("EUCHRE_DESKTOP_HOME", str(tmp_path))
    main = make_window(qtbot)
    yield main
    main.controller.shutdown()


def chosen_settings(tmp_path: Path, **values: object) -> Settings:
    settings = Settings(tmp_path / "settings.json")
    for name, value in values.items():
        settings.set(name, value)
    return settings


def _to_play(qtbot: QtBot, window: MainWindow, seed: int = 11) -> None:
    window.start_match(PRESETS["north-american"], seed=seed, bot_levels="standard")
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
    QTest.keyClick(window, Qt.Key.Key_F11)
    qtbot.waitUntil(window.isFullScreen)
    QTest.keyClick(window, Qt.Key.Key_Escape)  # Escape leaves full screen too
    qtbot.waitUntil(lambda: not window.isFullScreen())
    assert not action.isChecked()


# --- auto-play of a forced card -----------------------------------------------------------------


def _forced(view: object) -> bool:
    return view.phase is Phase.PLAY and len(view.legal_actions) == 1  # type: ignore[attr-defined]


def _human_has_a_choice(window: MainWindow) -> bool:
    if window.summary.isVisible():  # read and closed, as the player does
        QTest.keyClick(window.summary, Qt.Key.Key_Space)
        return False
    state = window.controller.state
    if state.is_over:
        return not window.table.animator.is_busy()
    if state.turn != 0 or window.table.animator.is_busy() or _forced(window.controller.view()):
        return False
    return bool(window.bidding_panel.buttons()) or any(
        item.highlight for item in window.presenter.human_items())


def test_a_forced_card_plays_by_itself_when_the_player_chose_so(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("EUCHRE_DESKTOP_HOME", str(tmp_path))
    window = make_window(qtbot, chosen_settings(tmp_path, auto_play_forced=True,
                                                claim_certain_tricks=False))
    controller = window.controller
    forced: list[tuple[int, Action]] = []
    controller.human_turn.connect(lambda view: forced.append(
        (len(controller.record.actions), view.legal_actions[0])) if _forced(view) else None)
    # A deal with forced cards early: five of them in two hands.
    window.start_match(PRESETS["north-american"], seed=4, bot_levels="standard")
    for _ in range(200):  # the player only ever acts when there is a choice
        qtbot.waitUntil(lambda: _human_has_a_choice(window), timeout=20000)
        if controller.state.hands_completed >= 2 or controller.state.is_over:
            break
        take_turn(window, drag=False)
    assert forced, "no forced card met: choose another seed"
    for index, action in forced:
        assert controller.record.actions[index] == action
    human_turns = len(controller.record.actions)
    assert controller.undo()  # to the player's last choice, not a card played for them
    assert len(controller.record.actions) not in {index for index, _ in forced}
    assert len(controller.record.actions) < human_turns
    controller.shutdown()


def test_without_the_setting_a_forced_card_waits_for_the_player(
    qtbot: QtBot, window: MainWindow
) -> None:
    controller = window.controller
    controller.claim_certain_tricks = False
    # A deal where the player soon has a single legal card (in the first hand).
    window.start_match(PRESETS["north-american"], seed=8, bot_levels="standard")
    play_until(qtbot, window, lambda state: _forced(controller.view()))
    before = len(controller.record.actions)
    qtbot.wait(150)
    assert len(controller.record.actions) == before
    assert [item.card for item in window.presenter.human_items() if item.selected] == [
        controller.view().legal_actions[0].card]  # type: ignore[attr-defined]


def test_the_choices_are_in_the_new_game_dialog_and_kept(
    qtbot: QtBot, tmp_path: Path
) -> None:
    from euchre_desktop.ui.new_game_dialog import NewGameDialog

    settings = Settings(tmp_path / "settings.json")
    dialog = NewGameDialog(settings)
    qtbot.addWidget(dialog)
    assert not dialog.auto_play_check.isChecked() and dialog.claim_check.isChecked()
    dialog.auto_play_check.setChecked(True)
    dialog.claim_check.setChecked(False)
    dialog.apply_to(settings)
    assert settings["auto_play_forced"] is True
    assert settings["claim_certain_tricks"] is False


# --- claims ---------------------------------------------------------------------------------------


def _open_loner_deal(window: MainWindow, tmp_path: Path) -> None:
    """A match where the human holds the five highest hearts and hearts are turned up."""
    rules = PRESETS["north-american"]
    deal = setup_deal(rules, dealer=3, up="9H", hands=["JH JD AH KH QH", "", "", ""])
    path = tmp_path / "loner.euchre.json"
    save_match(path, SavedMatch(MatchRecord(rules, 1, (), deal), 0, ("standard",) * 4))
    window.controller.load_from(path)


def test_certain_tricks_are_claimed_with_every_card_shown_then_scored(
    qtbot: QtBot, window: MainWindow, tmp_path: Path
) -> None:
    claims: list[ev.RestClaimed] = []
    shown_at_scoring: list[list[bool]] = []
    window.controller.events_ready.connect(
        lambda events: claims.extend(e for e in events if isinstance(e, ev.RestClaimed)))

    def note_faces(_event: object) -> None:
        shown_at_scoring.append([item.face_up and item.card is not None
                                 for seat in (1, 3) for item in window.presenter.hands[seat]])
        side_column.append(window.score_panel._tricks[0].text())
        plates.append(window.presenter.labels[0].tricks)

    side_column: list[str] = []
    plates: list[int] = []

    window.presenter.hand_scored.connect(note_faces)
    _open_loner_deal(window, tmp_path)
    for action in (ORDER_UP, GO_ALONE):
        qtbot.waitUntil(lambda a=action: window.controller.state.turn == 0
                        and a in window.controller.state.legal_actions(), timeout=20000)
        window.controller.submit_human(action)
    qtbot.waitUntil(lambda: bool(shown_at_scoring), timeout=20000)
    (claim,) = claims
    assert claim.tricks == (5, 0) and len(claim.winners) == 5
    assert {len(claim.hands[seat]) for seat in (1, 3)} == {5}
    assert shown_at_scoring[0] and all(shown_at_scoring[0])  # the defenders' cards face up
    assert side_column[0] == "5 tricks"  # the side column counts the claimed tricks too
    assert plates[0] == 5  # and so does the loner's name plate
    state = window.controller.state
    assert state.hands_completed == 1 and state.scores == (4, 0)  # a lone march


def test_no_claim_when_the_player_turned_claims_off(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("EUCHRE_DESKTOP_HOME", str(tmp_path))
    window = make_window(qtbot, chosen_settings(tmp_path, claim_certain_tricks=False))
    claims: list[ev.Event] = []
    window.controller.events_ready.connect(
        lambda events: claims.extend(e for e in events if isinstance(e, ev.RestClaimed)))
    _open_loner_deal(window, tmp_path)
    for action in (ORDER_UP, GO_ALONE):
        qtbot.waitUntil(lambda a=action: window.controller.state.turn == 0
                        and a in window.controller.state.legal_actions(), timeout=20000)
        window.controller.submit_human(action)
    play_until(qtbot, window, lambda state: state.hands_completed >= 1)
    assert not claims and window.controller.state.scores == (4, 0)
    window.controller.shutdown()


def test_undo_passes_over_cards_played_by_a_claim(qtbot: QtBot, window: MainWindow,
                                                 tmp_path: Path) -> None:
    _open_loner_deal(window, tmp_path)
    for action in (ORDER_UP, GO_ALONE):
        qtbot.waitUntil(lambda a=action: window.controller.state.turn == 0
                        and a in window.controller.state.legal_actions(), timeout=20000)
        window.controller.submit_human(action)
    qtbot.waitUntil(lambda: window.controller.state.hands_completed == 1, timeout=20000)
    assert window.controller.undo()
    assert window.controller.record.actions == (ORDER_UP,)  # back to the going-alone choice
