"""The flow of a match on the main window: the hand summary waits for the player, the side
panel beside it shows the hand's end, the end of the match, New game and Save."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QFileDialog, QLabel
from pytestqt.qtbot import QtBot

from euchre_desktop.app import sounds as sounds_module
from euchre_desktop.app.controller import MatchController
from euchre_desktop.app.settings import Settings
from euchre_desktop.app.sounds import Sounds
from euchre_desktop.app.workers import InlineRunner
from euchre_desktop.rules import PRESETS, HouseRules, Suit
from euchre_desktop.rules import events as ev
from euchre_desktop.ui.dialogs import HandSummary
from euchre_desktop.ui.main_window import MINIMUM_WINDOW_SIZE, MainWindow, save_path
from euchre_desktop.ui.new_game_dialog import NewGameDialog
from euchre_desktop.ui.table import speeds
from tests.app.test_sounds import Recorder
from tests.ui.test_table import take_turn


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


def play_to_summary(qtbot: QtBot, window: MainWindow, rules: HouseRules = PRESETS[
        "north-american"], seed: int = 3) -> list[ev.HandScored]:
    """Start a match and play (first choices) until the first hand summary is up."""
    scored: list[ev.HandScored] = []
    window.presenter.hand_scored.connect(scored.append)
    window.start_match(rules, seed=seed, bot_levels="beginner")
    for _ in range(60):
        qtbot.waitUntil(lambda: window.summary.isVisible() or human_to_act(window),
                        timeout=20000)
        if window.summary.isVisible():
            return scored
        take_turn(window, drag=False)
    raise AssertionError("no hand was scored")


def human_to_act(window: MainWindow) -> bool:
    if window.table.animator.is_busy() or window.controller.state.turn != 0:
        return False
    return bool(window.bidding_panel.buttons()) or any(
        item.highlight for item in window.presenter.human_items())


def side_panel_texts(window: MainWindow) -> list[str]:
    return [widget.text() for widget in window.score_panel.findChildren(QLabel)]


def test_the_summary_stays_and_the_side_panel_shows_the_hand_end(
    qtbot: QtBot, window: MainWindow
) -> None:
    scored = play_to_summary(qtbot, window)
    event = scored[0]
    qtbot.wait(300)  # animations are instant: anything timed would have happened by now
    assert window.summary.isVisible()
    assert window.table.animator.is_busy()  # the next deal waits for the player
    assert not window.bidding_panel.buttons()
    us, them = event.scores
    assert window.score_panel.score_text(0).startswith(f"Us {us} ")
    assert window.score_panel.score_text(1).startswith(f"Them {them} ")
    makers_tricks = f"{event.maker_tricks} trick" if event.maker_tricks == 1 else (
        f"{event.maker_tricks} tricks")
    assert makers_tricks in side_panel_texts(window)
    QTest.keyClick(window.summary, Qt.Key.Key_Space)
    assert window.summary.isHidden()
    qtbot.waitUntil(lambda: human_to_act(window), timeout=20000)
    assert "0 tricks" in side_panel_texts(window)


@pytest.mark.parametrize("close", ["space", "enter", "escape", "click", "continue"])
def test_the_player_closes_the_summary(qtbot: QtBot, window: MainWindow, close: str) -> None:
    play_to_summary(qtbot, window)
    summary = window.summary
    if close == "click":
        QTest.mouseClick(summary, Qt.MouseButton.LeftButton, pos=summary.rect().topLeft()
                         + summary.rect().center() / 4)
    elif close == "continue":
        QTest.mouseClick(summary.continue_button, Qt.MouseButton.LeftButton)
    else:
        key = {"space": Qt.Key.Key_Space, "enter": Qt.Key.Key_Return,
               "escape": Qt.Key.Key_Escape}[close]
        QTest.keyClick(summary.focusWidget() or summary, key)
    assert summary.isHidden()
    qtbot.waitUntil(lambda: human_to_act(window) or window.controller.state.turn != 0,
                    timeout=20000)
    qtbot.waitUntil(lambda: not window.table.animator.is_busy(), timeout=20000)


def test_without_a_review_connected_there_is_no_review_button(qtbot: QtBot) -> None:
    summary = HandSummary()  # the main window always connects its review
    qtbot.addWidget(summary)
    summary.show_result(ev.HandScored(0, 3, ev.HandOutcome.MADE, 0, 1, (1, 0), 1, 1,
                                      Suit.SPADES, 2, ()))
    assert summary.review_button.isHidden()


def test_the_review_button_asks_for_the_review(qtbot: QtBot, window: MainWindow) -> None:
    requests: list[bool] = []
    window.summary.review_requested.connect(lambda: requests.append(True))
    play_to_summary(qtbot, window)
    assert window.summary.review_button.isVisible()
    QTest.mouseClick(window.summary.review_button, Qt.MouseButton.LeftButton)
    assert requests == [True]
    assert window.summary.isVisible()  # the review opens beside it; the summary waits


def test_undo_while_the_summary_is_up_drops_it(qtbot: QtBot, window: MainWindow) -> None:
    play_to_summary(qtbot, window)
    window.controller.undo()
    assert window.summary.isHidden()
    qtbot.waitUntil(lambda: human_to_act(window), timeout=20000)


def test_last_trick_while_the_summary_is_up_shows_the_hands_last_trick(
    qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    from euchre_desktop.ui import main_window

    tricks: list[ev.TrickWon] = []
    window.controller.events_ready.connect(
        lambda events: tricks.extend(e for e in events if isinstance(e, ev.TrickWon)))
    play_to_summary(qtbot, window)
    shown: list[object] = []
    monkeypatch.setattr(main_window.LastTrickDialog, "open", lambda self: shown.append(
        [label.accessibleName() for label in self.card_labels]))
    window._last_trick()
    from euchre_desktop.ui import words
    assert shown == [[words.card_name(card) for _, card in tricks[-1].cards]]


def play_to_the_end(qtbot: QtBot, window: MainWindow) -> list[ev.HandScored]:
    """Play (first choices, summaries closed with Space) until the last hand's summary."""
    scored: list[ev.HandScored] = []
    window.presenter.hand_scored.connect(scored.append)
    for _ in range(2000):
        qtbot.waitUntil(lambda: window.summary.isVisible() or human_to_act(window),
                        timeout=20000)
        if window.summary.isVisible():
            if window.controller.state.is_over:
                return scored
            QTest.keyClick(window.summary, Qt.Key.Key_Space)
            continue
        take_turn(window, drag=False)
    raise AssertionError("the match did not end")


def hint_available(window: MainWindow) -> bool:
    return window.hint_button.isEnabled() or window.hint_action.isEnabled()


def test_the_end_of_the_match_follows_the_last_summary(qtbot: QtBot, window: MainWindow) -> None:
    window.start_match(PRESETS["classic-32"], seed=8, bot_levels="beginner")
    scored = play_to_the_end(qtbot, window)
    state = window.controller.state
    assert window.match_over.isHidden()  # nothing is drawn over the last hand's summary
    assert not hint_available(window)
    QTest.keyClick(window.summary, Qt.Key.Key_Return)
    qtbot.waitUntil(window.match_over.isVisible)
    assert window.summary.isHidden()
    text = window.match_over.text()
    us, them = state.scores
    assert ("We won the match!" if state.winner == 0 else "They won the match") in text
    assert f"Us {us} · Them {them}" in text
    assert f"{state.hands_completed} hands played, to 5 points" in text
    made = sum(e.makers == 0 and e.team == 0 for e in scored)
    euchres = sum(e.makers == 1 and e.team == 0 for e in scored)
    assert f"Hands made {made} " in text and f"Euchres {euchres} " in text
    assert "Loners (won)" in text
    assert not hint_available(window)
    table = window.table.rect()
    assert table.contains(window.match_over.card.geometry())
    assert window.match_over.geometry() == table  # the whole table is dimmed


def test_same_rules_again_deals_a_new_match(qtbot: QtBot, window: MainWindow) -> None:
    window.start_match(PRESETS["classic-32"], seed=8, bot_levels="beginner")
    play_to_the_end(qtbot, window)
    QTest.keyClick(window.summary, Qt.Key.Key_Space)
    qtbot.waitUntil(window.match_over.isVisible)
    before = window.controller.state
    QTest.mouseClick(window.match_over.same_rules_button, Qt.MouseButton.LeftButton)
    state = window.controller.state
    assert state is not before and not state.is_over and state.hands_completed == 0
    assert state.rules == PRESETS["classic-32"] and window.controller.bot_levels[1] == "beginner"
    assert window.match_over.isHidden()
    qtbot.waitUntil(lambda: human_to_act(window), timeout=20000)


def test_new_match_opens_the_new_game_dialog_on_these_rules(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = settings_window(qtbot, tmp_path, monkeypatch)
    opened: list[NewGameDialog] = []

    def chosen(dialog: NewGameDialog) -> int:
        opened.append(dialog)
        return NewGameDialog.DialogCode.Rejected

    monkeypatch.setattr(NewGameDialog, "exec", chosen)
    window.start_match(PRESETS["classic-32"], seed=8, bot_levels="beginner")
    play_to_the_end(qtbot, window)
    QTest.keyClick(window.summary, Qt.Key.Key_Space)
    qtbot.waitUntil(window.match_over.isVisible)
    QTest.mouseClick(window.match_over.new_match_button, Qt.MouseButton.LeftButton)
    (dialog,) = opened
    assert dialog.house_rules() == PRESETS["classic-32"]
    assert dialog.preset_id() == "classic-32" and dialog.bot_level() == "beginner"
    assert window.match_over.isVisible()  # cancelled: the end of the match stays
    window.controller.shutdown()


def test_a_match_of_two_hands_ends_at_hand_2_of_2(qtbot: QtBot, window: MainWindow) -> None:
    rules = PRESETS["north-american"].with_changes(target_score=None, hand_limit=2)
    window.start_match(rules, seed=4, bot_levels="beginner")
    play_to_the_end(qtbot, window)
    assert "Hand 2 of 2" in side_panel_texts(window)
    QTest.keyClick(window.summary, Qt.Key.Key_Space)
    qtbot.waitUntil(window.match_over.isVisible)
    qtbot.waitUntil(lambda: not window.table.animator.is_busy())
    assert "Hand 2 of 2" in side_panel_texts(window)
    assert "2 hands played" in window.match_over.text()


def test_the_hint_is_offered_only_for_a_decision(qtbot: QtBot, window: MainWindow) -> None:
    window.start_match(PRESETS["north-american"], seed=3, bot_levels="beginner")
    assert not hint_available(window)
    qtbot.waitUntil(lambda: human_to_act(window), timeout=20000)
    assert window.hint_button.isEnabled() and window.hint_action.isEnabled()
    take_turn(window, drag=False)
    assert not hint_available(window)
    play_to_summary_from_here(qtbot, window)
    assert not hint_available(window)


def play_to_summary_from_here(qtbot: QtBot, window: MainWindow) -> None:
    for _ in range(60):
        qtbot.waitUntil(lambda: window.summary.isVisible() or human_to_act(window),
                        timeout=20000)
        if window.summary.isVisible():
            return
        take_turn(window, drag=False)
    raise AssertionError("no hand was scored")


def settings_window(qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                    **values: object) -> MainWindow:
    """A shown window on settings with ``values``; their animation speed is instant, as the
    tests run (an accepted new-game dialog applies the settings' speed), unless given."""
    monkeypatch.setenv("EUCHRE_DESKTOP_HOME", str(tmp_path))
    settings = Settings(tmp_path / "settings.json")
    for name, value in {"animation_speed": "instant", **values}.items():
        settings.set(name, value)
    main = MainWindow(MatchController(InlineRunner()), settings)
    qtbot.addWidget(main)
    main.resize(1200, 800)
    main.show()
    qtbot.waitExposed(main)
    return main


@pytest.mark.parametrize("given, plate", [("Ada", "Ada"), ("  ", "You")])
def test_the_players_name_is_on_their_plate(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, given: str, plate: str
) -> None:
    window = settings_window(qtbot, tmp_path, monkeypatch, player_name=given)
    window.start_match(PRESETS["north-american"], seed=3, bot_levels="beginner")
    assert [label.name for label in window.presenter.labels] == [plate, "West", "North", "East"]
    assert window.names[0] == "You"  # sentences still speak to the player
    window.controller.shutdown()


def test_a_long_name_is_shortened_on_its_plate_and_the_table_keeps_its_size(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Every plate takes the longest name's size: a name of the most letters the new-game
    dialog takes must not shrink the cards of a six-player table."""
    card_heights = []
    for given in ("Ada", "Maximiliane Oberhuber-Kl"):
        window = settings_window(qtbot, tmp_path / given, monkeypatch, player_name=given)
        window.resize(MINIMUM_WINDOW_SIZE)
        window.start_match(PRESETS["six-player"], seed=3, bot_levels="beginner")
        qtbot.waitUntil(lambda window=window: not window.table.animator.is_busy())
        card_heights.append(window.presenter.layout.card_height)
        plate = window.presenter.labels[0]
        assert plate.name == given and plate.toolTip() == given
        window.controller.shutdown()
    assert card_heights[1] == card_heights[0]


def test_auto_continue_deals_on_without_a_click(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = settings_window(qtbot, tmp_path, monkeypatch, auto_continue=True)

    def real_speed_for_the_summary(events: list[ev.Event]) -> None:
        """The hand is played instantly; once it is scored the speed is a real one (fast), so
        the summary, whose timer is set as it is shown, stays up for a while."""
        if any(isinstance(event, ev.HandScored) for event in events):
            speeds.set_speed(speeds.AnimationSpeed.FAST)

    window.controller.events_ready.connect(real_speed_for_the_summary)
    shown: list[ev.HandScored] = []
    window.presenter.hand_scored.connect(shown.append)
    window.start_match(PRESETS["north-american"], seed=3, bot_levels="beginner")
    for _ in range(60):
        qtbot.waitUntil(lambda: bool(shown) or human_to_act(window), timeout=20000)
        if shown:
            break
        take_turn(window, drag=False)
    assert window.summary.isVisible()
    assert speeds.current_speed() is speeds.AnimationSpeed.FAST
    speeds.set_speed(speeds.AnimationSpeed.INSTANT)  # its timer runs; the next deal need not
    qtbot.wait(speeds.duration(speeds.Anim.AUTO_CONTINUE, speeds.AnimationSpeed.FAST) // 2)
    assert window.summary.isVisible()  # time to read it
    qtbot.waitUntil(lambda: window.summary.isHidden(), timeout=10000)
    qtbot.waitUntil(lambda: human_to_act(window) or window.controller.is_bot_thinking,
                    timeout=20000)
    window.controller.shutdown()


def test_new_game_opens_on_the_rules_of_the_match_played(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    custom = PRESETS["british"].with_changes(stick_the_dealer=True)
    window = settings_window(qtbot, tmp_path, monkeypatch, preset="british",
                             house_rules=custom.to_dict())
    opened: list[NewGameDialog] = []

    def cancelled(dialog: NewGameDialog) -> int:
        opened.append(dialog)
        return NewGameDialog.DialogCode.Rejected

    monkeypatch.setattr(NewGameDialog, "exec", cancelled)
    playing = PRESETS["canadian"].with_changes(farmers_hand=True)
    window.start_match(playing, seed=2, bot_levels="expert")
    window._new_game()
    assert opened[0].house_rules() == playing
    assert opened[0].base_preset_id() == "canadian" and opened[0].preset_id() is None
    assert opened[0].bot_level() == "expert"
    window.start_match(PRESETS["six-player"], seed=2, bot_levels="beginner")
    window._new_game()
    assert opened[1].house_rules() == PRESETS["six-player"]
    assert opened[1].preset_id() == "six-player" and opened[1].bot_level() == "beginner"
    window.controller.shutdown()


@pytest.mark.parametrize(("typed", "saved"), [
    ("club", "club.euchre.json"), ("club.json", "club.euchre.json"),
    ("club.euchre", "club.euchre.json"), ("club.euchre.json", "club.euchre.json"),
    ("Tuesday 3.5", "Tuesday 3.5.euchre.json"), ("CLUB.EUCHRE.JSON", "CLUB.EUCHRE.JSON"),
])
def test_the_save_path_has_the_extension_open_looks_for(typed: str, saved: str) -> None:
    assert save_path(f"/games/{typed}") == Path("/games") / saved


def test_a_match_saved_without_the_extension_can_be_opened(
    qtbot: QtBot, window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    window.start_match(PRESETS["north-american"], seed=3, bot_levels="beginner")
    qtbot.waitUntil(lambda: human_to_act(window), timeout=20000)
    typed = tmp_path / "tuesday"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *args: (str(typed), ""))
    window._save()
    assert not typed.exists() and (tmp_path / "tuesday.euchre.json").exists()
    actions = window.controller.record.actions
    window.controller.load_from(tmp_path / "tuesday.euchre.json")
    assert window.controller.record.actions == actions


def test_the_auto_continue_choice_is_in_the_new_game_dialog(
    qtbot: QtBot, tmp_path: Path
) -> None:
    settings = Settings(tmp_path / "settings.json")
    dialog = NewGameDialog(settings)
    qtbot.addWidget(dialog)
    assert not dialog.auto_continue_check.isChecked()
    dialog.auto_continue_check.setChecked(True)
    dialog.apply_to(settings)
    assert settings["auto_continue"] is True
    again = NewGameDialog(settings)
    qtbot.addWidget(again)
    assert again.auto_continue_check.isChecked()


@pytest.mark.parametrize(("learning", "hints"), [(True, True), (True, False), (False, True)])
def test_the_coach_thinks_ahead_in_learning_mode_with_hints(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, learning: bool, hints: bool
) -> None:
    window = settings_window(qtbot, tmp_path, monkeypatch, learning_mode=learning,
                             show_hints=hints)
    assert window.controller.thinks_ahead is (learning and hints)

    def switched(dialog: NewGameDialog) -> int:
        dialog.learning_check.setChecked(not learning)
        return NewGameDialog.DialogCode.Accepted

    monkeypatch.setattr(NewGameDialog, "exec", switched)
    window._new_game()
    assert window.controller.thinks_ahead is (not learning and hints)
    window.controller.shutdown()


def test_without_hints_the_coach_is_neither_shown_nor_asked(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = settings_window(qtbot, tmp_path, monkeypatch, show_hints=False)
    asked: list[bool] = []
    monkeypatch.setattr(window.controller, "request_hint", lambda: asked.append(True) or True)
    window.start_match(PRESETS["north-american"], seed=3, bot_levels="beginner")
    qtbot.waitUntil(lambda: human_to_act(window), timeout=20000)
    assert not window.hint_button.isVisible() and not window.hint_action.isVisible()
    assert not window.hint_action.isEnabled()
    QTest.keyClick(window, Qt.Key.Key_H)
    assert not asked and not window.hint_panel.isVisible()

    def hints_on(dialog: NewGameDialog) -> int:
        dialog.hints_check.setChecked(True)
        dialog.seed_edit.setText("3")  # a random deal may be a partner's loner the player sits out
        return NewGameDialog.DialogCode.Accepted

    monkeypatch.setattr(NewGameDialog, "exec", hints_on)
    window._new_game()
    qtbot.waitUntil(lambda: human_to_act(window), timeout=20000)
    assert window.hint_button.isVisible() and window.hint_button.isEnabled()
    QTest.keyClick(window, Qt.Key.Key_H)
    assert asked
    window.controller.shutdown()


# --- sounds ------------------------------------------------------------------------------

@pytest.fixture
def sounding_window(qtbot: QtBot, tmp_path: Path,
                    monkeypatch: pytest.MonkeyPatch) -> MainWindow:
    """A window whose sounds are recorded, not heard."""
    monkeypatch.setenv("EUCHRE_DESKTOP_HOME", str(tmp_path))
    settings = Settings(tmp_path / "settings.json")
    main = MainWindow(MatchController(InlineRunner()), settings, Sounds(Recorder()))
    qtbot.addWidget(main)
    main.resize(1200, 800)
    main.show()
    qtbot.waitExposed(main)
    return main


def sounds_played(window: MainWindow) -> list[str]:
    recorder = window.sounds.player
    assert isinstance(recorder, Recorder)
    return recorder.played


def test_a_hand_sounds_its_deal_cards_tricks_and_points(
        qtbot: QtBot, sounding_window: MainWindow, monkeypatch: pytest.MonkeyPatch) -> None:
    window = sounding_window
    monkeypatch.setattr(sounds_module, "REPEAT_GAP_S", 0.0)  # instant moves, every sound
    scored = play_to_summary(qtbot, window)
    sounds = sounds_played(window)
    assert sounds[:8] == ["deal"] * 8  # two packets to each seat
    tricks = sounds.count("trick")
    assert tricks >= 1 and sounds.count("card") >= 3 * tricks
    assert sounds.index("card") < sounds.index("trick")
    assert sounds[-1] == ("points_won" if scored[-1].team == 0 else "points_lost")
    window.controller.shutdown()


def test_the_end_of_the_match_sounds_who_won(qtbot: QtBot,
                                             sounding_window: MainWindow) -> None:
    window = sounding_window
    window.start_match(PRESETS["classic-32"], seed=8, bot_levels="beginner")
    play_to_the_end(qtbot, window)
    QTest.keyClick(window.summary, Qt.Key.Key_Return)
    qtbot.waitUntil(window.match_over.isVisible)
    won = window.controller.state.winner == 0
    assert sounds_played(window)[-1] == ("match_won" if won else "points_lost")
    window.controller.shutdown()


def test_sound_is_turned_off_from_the_view_menu_and_stays_off(
        qtbot: QtBot, sounding_window: MainWindow, tmp_path: Path) -> None:
    window = sounding_window
    assert window.sound_action.isChecked() and window.sounds.enabled
    window.sound_action.trigger()
    assert not window.sounds.enabled
    assert Settings.load(tmp_path / "settings.json")[0]["sound"] is False
    play_to_summary(qtbot, window)
    assert sounds_played(window) == []
    window.controller.shutdown()
    again = MainWindow(MatchController(InlineRunner()),
                       Settings.load(tmp_path / "settings.json")[0], Sounds(Recorder()))
    qtbot.addWidget(again)
    assert not again.sound_action.isChecked() and not again.sounds.enabled


def test_a_switch_whose_setting_cannot_be_saved_says_so_and_stays_switched(
        qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The sound and the costly-decision warning, with a settings file that cannot be read
    (a folder in its place): the player is told, and the switch holds for the session."""
    monkeypatch.setenv("EUCHRE_DESKTOP_HOME", str(tmp_path))
    (tmp_path / "settings.json").mkdir()
    window = MainWindow(MatchController(InlineRunner()), Settings(tmp_path / "settings.json"),
                        Sounds(Recorder()))
    qtbot.addWidget(window)
    window.show()
    for switch in (window.sound_action, window.review.warn_action):
        window.toast.hide()
        switch.trigger()
        assert not switch.isChecked()
        assert window.toast.isVisible() and "could not be saved" in window.toast.text()
    assert not window.sounds.enabled
    window.keeps_geometry = False  # nothing more to learn from closing
