"""The main window: the table, the side column (scores, coach) and the menus.

It wires the one ``MatchController`` to the table: domain events become animations, and when
the animations are idle the controller is told to go on (ask the next bot or the human).
Nothing here changes the match except through the controller.
"""

from __future__ import annotations

import platform
import random
from collections.abc import Callable, Mapping, Sequence
from dataclasses import replace
from pathlib import Path

from PySide6.QtCore import QByteArray, QEvent, QObject, QSize, Qt, QTimer, qVersion
from PySide6.QtGui import QAction, QCloseEvent, QKeyEvent, QKeySequence
from PySide6.QtWidgets import (
    QDialog,
    QFileDialog,
    QFrame,
    QHBoxLayout,
    QLabel,
    QMainWindow,
    QMenu,
    QMessageBox,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from euchre_desktop import __version__
from euchre_desktop.app.controller import MatchController
from euchre_desktop.app.settings import BY_NAME as SETTINGS_SCHEMA
from euchre_desktop.app.settings import Settings
from euchre_desktop.app.sounds import Cue, Sounds
from euchre_desktop.app.storage import SAVE_EXTENSION, StorageError
from euchre_desktop.bots import commentary
from euchre_desktop.bots.coach import Advice
from euchre_desktop.bots.commentary import Note, NoteCode
from euchre_desktop.rules import Action, Card, HouseRules, Phase, PlayerView
from euchre_desktop.rules import events as ev
from euchre_desktop.rules.actions import DISCARD, GIVE_CARD, PLAY, CardAction, IllegalActionError
from euchre_desktop.rules.phase import Trick
from euchre_desktop.rules.state import TRICKS_PER_HAND
from euchre_desktop.rules.tally import tally_match
from euchre_desktop.ui import words
from euchre_desktop.ui.bidding_panel import BiddingPanel
from euchre_desktop.ui.dialogs import HandSummary, LastTrickDialog, MatchOverPanel
from euchre_desktop.ui.hand_log import HandLog
from euchre_desktop.ui.hint_panel import HintPanel
from euchre_desktop.ui.how_to_play import HowToPlayDialog
from euchre_desktop.ui.new_game_dialog import NewGameDialog
from euchre_desktop.ui.panel_style import BUTTON_STYLE
from euchre_desktop.ui.review_practice import ReviewFeatures
from euchre_desktop.ui.score_panel import ScorePanel
from euchre_desktop.ui.statistics_dialog import StatisticsDialog
from euchre_desktop.ui.table import speeds
from euchre_desktop.ui.table.speeds import Anim, AnimationSpeed
from euchre_desktop.ui.table.table_view import TableView

SIDE_COLUMN_WIDTH = 300
MINIMUM_WINDOW_SIZE = QSize(960, 640)
"""The smallest window: the table's minimum beside the side column, whose panels all fit
this height without scrolling unless the coach's advice is open too."""
SIDE_SCROLL_STYLE = (
    "QScrollArea { background: #0f2d1b; border: none; }"
    " QScrollBar:vertical { background: #0f2d1b; width: 8px; margin: 0; }"
    " QScrollBar::handle:vertical { background: rgba(255, 255, 255, 70); border-radius: 4px;"
    " min-height: 30px; }"
    " QScrollBar::add-line:vertical, QScrollBar::sub-line:vertical { height: 0; }"
)
TOAST_MS = 4500
"""The least time a message stays over the table..."""
TOAST_MS_PER_CHARACTER = 60
"""...and a long one stays as long as a slow reader takes over it (16 characters a second):
a damaged file's message runs to 200 characters."""
TOAST_LINE_CHARS = 70
OVERLAY_MARGIN = 16
"""The least room between an overlay (the hand summary) and the table's edges."""
_CARD_ACTIONS: dict[Phase, Mapping[Card, CardAction]] = {
    Phase.PLAY: PLAY, Phase.DEALER_DISCARD: DISCARD, Phase.LONER_DISCARDS: DISCARD,
    Phase.PARTNER_GIVES: GIVE_CARD}


def _full_screen_keys() -> list[QKeySequence]:
    """The platform's full-screen keys (Ctrl+Meta+F on macOS), and F11 everywhere."""
    keys = QKeySequence.keyBindings(QKeySequence.StandardKey.FullScreen)
    f11 = QKeySequence(Qt.Key.Key_F11)
    return keys if f11 in keys else [*keys, f11]


class MainWindow(QMainWindow):
    """The game window around one controller."""

    def __init__(self, controller: MatchController, settings: Settings | None = None,
                 sounds: Sounds | None = None) -> None:
        """``sounds`` plays the table's cues (none: silent, as in tests)."""
        super().__init__()
        self.controller = controller
        self.settings = settings
        self.sounds = sounds if sounds is not None else Sounds()
        self.sounds.enabled = bool(settings is None or settings["sound"])
        self.keeps_geometry = settings is not None  # at close, for the next start
        self.learning_mode = bool(settings and settings["learning_mode"])
        self.auto_play_forced = False
        self._use_play_settings()
        self.names: list[str] = []
        self.setWindowTitle(self.tr("Euchre Desktop"))
        self.table = TableView()
        self.presenter = self.table.presenter
        self.score_panel = ScorePanel()
        self.hint_panel = HintPanel()
        self.hand_log = HandLog()
        self.hand_log.setVisible(self.learning_mode)
        self._pending_notes: list[Note] = []
        self.hint_button = QPushButton(self.tr("&Hint"))
        self.hint_button.setToolTip(self.tr("Ask the coach for the best play (H)"))
        self.bidding_panel = BiddingPanel()
        self.summary = HandSummary(self.table)
        self.match_over = MatchOverPanel(self.table)
        self.toast = QLabel(self.table)
        self._release_summary: Callable[[], None] | None = None
        self._view_before: PlayerView | None = None
        self._deal_follows = False
        self._build_layout()
        self.review = ReviewFeatures(self)
        self._build_menus()
        self._use_hint_setting()
        self._connect()
        self.resize(1180, 780)
        self._restore_geometry()

    # --- building ------------------------------------------------------------------------

    def _build_layout(self) -> None:
        self._side_panels = side = QWidget()
        side.setObjectName("side")
        side.setStyleSheet("#side { background: #0f2d1b; }" + BUTTON_STYLE)
        # The column scrolls when the window is too short for all its panels (the coach's
        # advice under a bid at the minimum height): nothing is ever squeezed or cut.
        self.side_column = QScrollArea()
        self.side_column.setObjectName("sideColumn")
        self.side_column.setWidget(side)
        self.side_column.setWidgetResizable(True)
        self.side_column.setFrameShape(QFrame.Shape.NoFrame)
        self.side_column.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.side_column.setFixedWidth(SIDE_COLUMN_WIDTH)
        self.side_column.setStyleSheet(SIDE_SCROLL_STYLE)
        column = QVBoxLayout(side)
        column.setContentsMargins(10, 10, 10, 10)
        column.setSpacing(10)
        column.addWidget(self.score_panel)
        column.addWidget(self.bidding_panel)
        column.addWidget(self.hint_button)
        column.addWidget(self.hint_panel)
        column.addWidget(self.hand_log, 4)  # the log, not the gap below, takes free room
        column.addStretch(1)
        central = QWidget()
        row = QHBoxLayout(central)
        row.setContentsMargins(0, 0, 0, 0)
        row.setSpacing(0)
        row.addWidget(self.table, 1)
        row.addWidget(self.side_column)
        self.setCentralWidget(central)
        self.setMinimumSize(MINIMUM_WINDOW_SIZE)
        self.toast.setStyleSheet(
            "background: rgba(120, 20, 20, 215); color: white; padding: 8px 14px;"
            " border-radius: 10px; font-weight: bold;"
        )
        self.toast.setWordWrap(True)
        self.toast.setToolTip(self.tr("Click to close"))
        self.toast.setCursor(Qt.CursorShape.PointingHandCursor)
        self.toast.installEventFilter(self)  # a click closes it
        self.toast.hide()
        self._toast_timer = QTimer(self)
        self._toast_timer.setSingleShot(True)
        self._toast_timer.timeout.connect(self.toast.hide)
        self.table.installEventFilter(self)
        self.hint_panel.installEventFilter(self)
        self.side_column.verticalScrollBar().rangeChanged.connect(self._reveal_hint)
        side.installEventFilter(self)  # its panels change: fold the scores if need be
        self.side_column.viewport().installEventFilter(self)  # the window's height changes

    def _build_menus(self) -> None:
        game = self.menuBar().addMenu(self.tr("&Game"))
        self._menu_action(game, self.tr("&New game…"), QKeySequence.StandardKey.New,
                          self._new_game)
        # every key the platform knows for them: Ctrl+Y and Ctrl+Shift+Z both redo
        self.undo_action = self._menu_action(
            game, self.tr("&Undo"), QKeySequence.keyBindings(QKeySequence.StandardKey.Undo),
            self.controller.undo)
        self.redo_action = self._menu_action(
            game, self.tr("Re&do"), QKeySequence.keyBindings(QKeySequence.StandardKey.Redo),
            self.controller.redo)
        self.undo_action.setEnabled(False)
        self.redo_action.setEnabled(False)
        game.addSeparator()
        self._menu_action(game, self.tr("&Save match…"), QKeySequence.StandardKey.Save,
                          self._save)
        self._menu_action(game, self.tr("&Open match…"), QKeySequence.StandardKey.Open,
                          self._open)
        game.addSeparator()
        self._menu_action(game, self.tr("S&tatistics…"), QKeySequence("Ctrl+T"),
                          self._statistics)
        self.review.add_game_actions(game)
        game.addSeparator()
        self._menu_action(game, self.tr("&Quit"), QKeySequence.StandardKey.Quit, self.close)
        view = self.menuBar().addMenu(self.tr("&View"))
        self._menu_action(view, self.tr("&Last trick"), QKeySequence("L"), self._last_trick)
        self.hint_action = self._menu_action(view, self.tr("&Hint"), QKeySequence("H"),
                                             self._hint)
        self.review.add_view_actions(view)
        view.addSeparator()
        self.full_screen_action = self._menu_action(view, self.tr("&Full screen"),
                                                    _full_screen_keys(), self._toggle_full_screen)
        self.full_screen_action.setCheckable(True)
        self.sound_action = self._menu_action(view, self.tr("&Sound"), QKeySequence("M"),
                                              self._toggle_sound)
        self.sound_action.setCheckable(True)
        self.sound_action.setChecked(self.sounds.enabled)
        help_menu = self.menuBar().addMenu(self.tr("&Help"))
        self._menu_action(help_menu, self.tr("&How to play"), QKeySequence.StandardKey.HelpContents,
                          self._how_to_play)
        self._menu_action(help_menu, self.tr("&About Euchre Desktop"), QKeySequence(),
                          self._about)

    def _menu_action(self, menu: QMenu, text: str,
                     shortcut: QKeySequence | QKeySequence.StandardKey | list[QKeySequence],
                     slot: Callable[[], object]) -> QAction:
        action = QAction(text, self)
        if isinstance(shortcut, list):
            action.setShortcuts(shortcut)
        else:
            action.setShortcut(shortcut)
        action.triggered.connect(slot)
        menu.addAction(action)
        return action

    def _connect(self) -> None:
        controller = self.controller
        controller.state_reset.connect(self._on_state_reset)
        controller.events_ready.connect(self._on_events)
        controller.state_changed.connect(self._on_state_changed)
        controller.human_turn.connect(self._on_human_turn)
        controller.bot_thinking.connect(self._on_bot_thinking)
        controller.hint_ready.connect(self._on_hint)
        controller.hint_failed.connect(self._on_hint_failed)
        controller.refused.connect(self._on_refused)
        controller.notice.connect(self.show_message)
        self.table.animator.idle.connect(self._on_idle)
        self.table.card_chosen.connect(self._on_card_chosen)
        self.bidding_panel.action_chosen.connect(self._submit)
        self.presenter.hand_scored.connect(self._on_hand_scored)
        self.presenter.game_won.connect(self._on_game_won)
        self.presenter.rest_claimed.connect(self._on_rest_claimed)
        self.presenter.deal_started.connect(self.summary.dismiss)
        self.presenter.deal_started.connect(lambda: self._fold_scores_if_short(may_unfold=True))
        self.presenter.cue.connect(self.sounds.play)
        self.summary.closed.connect(self._on_summary_closed)
        self.match_over.new_match_requested.connect(self._new_game)
        self.match_over.same_rules_requested.connect(self._new_game_same_rules)
        self.score_panel.last_trick_requested.connect(self._last_trick)
        self.hint_button.clicked.connect(self._hint)

    # --- starting -------------------------------------------------------------------------

    def start_match(self, rules: HouseRules, seed: int,
                    bot_levels: str | Sequence[str] = "standard") -> None:
        """Begin a new match, the human in seat 0 (at the bottom, as every seat of theirs
        is); ``bot_levels`` is one level for every bot or one per seat."""
        self.names = words.seat_names(0, rules.players)
        self.presenter.reset(rules.players, self._plate_names(0), human_seat=0)
        self.expect_deal()
        self.controller.new_match(rules, seed, human_seat=0, bot_levels=bot_levels)

    def expect_deal(self) -> None:
        """The controller's next reset starts a hand whose deal follows as events (a new
        match, a hand replayed as practice): the table and the hand log start empty and
        show the deal as it comes, once."""
        self._deal_follows = True

    def _plate_names(self, human_seat: int) -> list[str]:
        """The seats' names on their plates: the player's own name on theirs if they gave one
        (sentences still say "you")."""
        names = list(self.names)
        chosen = self.settings["player_name"].strip() if self.settings is not None else ""
        if chosen:
            names[human_seat] = chosen
        return names

    # --- controller to table ------------------------------------------------------------

    def _on_state_reset(self, view: PlayerView) -> None:
        self.summary.dismiss()
        self.match_over.hide()
        self._set_hint_available(False)
        self._on_summary_closed()
        if len(self.names) != view.players or self.presenter.human_seat != view.seat:
            # a loaded or resumed match may seat the player elsewhere: they stay at the bottom
            self.names = words.seat_names(view.seat, view.players)
            self.presenter.reset(view.players, self._plate_names(view.seat),
                                 human_seat=view.seat)
        if not self._deal_follows:
            self.presenter.reset_to(view)
        self._rebuild_log(view.seat, with_notes=not self._deal_follows)
        self._deal_follows = False
        self._view_before = view
        self._idle_panels(view)
        QTimer.singleShot(0, self._on_idle)

    def _on_events(self, events: list[ev.Event]) -> None:
        """Animate the events (the human's seat's): the table draws from them alone."""
        self.bidding_panel.set_view(None)
        self._set_hint_available(False)
        self.hint_panel.clear()
        self.presenter.show_hint(None)
        if self._view_before is not None:
            self._pending_notes += commentary.comment(self._view_before, events)
        self.presenter.present(events)

    def _on_rest_claimed(self, event: ev.RestClaimed) -> None:
        """The side column counts the claimed tricks with the seats' plates."""
        self.score_panel.show_tricks(event.tricks, self.controller.view_seat)

    def _on_state_changed(self, view: PlayerView) -> None:
        self._view_before = view
        self.undo_action.setEnabled(self.controller.can_undo)
        self.redo_action.setEnabled(self.controller.can_redo)

    def _on_idle(self) -> None:
        if not self.controller.has_match:
            return
        self._flush_notes()
        self._idle_panels(self.controller.view())
        self.controller.proceed()

    def _idle_panels(self, view: PlayerView) -> None:
        self.score_panel.update_from(view, self.names, hand_number=self.controller.hand_number)
        self.presenter.show_turn(view.turn)

    def _on_human_turn(self, view: PlayerView) -> None:
        if self.table.animator.is_busy():
            return  # the idle signal will ask again
        self.bidding_panel.set_view(view, self.names)
        cards = {action.card for action in view.legal_actions if isinstance(action, CardAction)}
        self.presenter.set_choosable(cards)
        if cards:
            self.table.setFocus()  # Space or Enter plays the focused card at once
        if self.auto_play_forced and view.phase is Phase.PLAY and len(view.legal_actions) == 1:
            self._play_forced_card_soon()
        self._set_hint_available(True)

    def _set_hint_available(self, available: bool) -> None:
        """The coach can be asked only while the player has a decision to take (and hints
        are shown)."""
        available = available and self.hint_button.isVisibleTo(self)
        self.hint_button.setEnabled(available)
        self.hint_action.setEnabled(available)

    def _use_hint_setting(self) -> None:
        """Without hints the coach's button, its menu entry and its advice are gone; in
        learning mode with hints the coach works on each decision while the player thinks."""
        shown = bool(self.settings["show_hints"] if self.settings is not None
                     else SETTINGS_SCHEMA["show_hints"].default)
        self.controller.thinks_ahead = shown and self.learning_mode
        self.hint_button.setVisible(shown)
        self.hint_action.setVisible(shown)
        if not shown:
            self._set_hint_available(False)
            self.hint_panel.clear()
            self.presenter.show_hint(None)

    def _on_bot_thinking(self, seat: int, thinking: bool) -> None:
        if seat < len(self.presenter.labels):
            self.presenter.labels[seat].set_thinking(thinking)

    # --- the hand log: public notes, shown once the table has shown what they say ----

    def _flush_notes(self, hand_end: bool = False) -> None:
        """Show the notes of what the table has shown; at a hand's end (the summary up, the
        next deal held back) only those up to the next hand's."""
        view = self.controller.view()
        while self._pending_notes:
            note = self._pending_notes[0]
            if hand_end and note.code is NoteCode.NEW_HAND:
                break
            self._pending_notes.pop(0)
            text = words.note_sentence(note, view.seat, view.players)
            if note.code is NoteCode.NEW_HAND:
                self.hand_log.start_hand(text)
            else:
                self.hand_log.add(text)

    def _rebuild_log(self, seat: int, with_notes: bool) -> None:
        """Start the log again: empty for a new match (its deal follows as events), else
        the hand in progress replayed from the record (after an undo or a load)."""
        self.hand_log.clear()
        self._pending_notes = (
            commentary.notes_of_current_hand(self.controller.record, seat) if with_notes
            else [])
        self._flush_notes()

    def _on_hint(self, advice: Advice) -> None:
        view = self.controller.view()
        self.hint_panel.show_advice(advice, view, self.names)
        action = advice.action
        self.presenter.show_hint(action.card if isinstance(action, CardAction) else None)

    def _on_hint_failed(self, message: str) -> None:
        self.show_message(message)
        self.hint_button.setEnabled(True)

    def _on_refused(self, error: IllegalActionError) -> None:
        self.show_message(words.illegal_message(error))
        self.presenter.snap_back()
        if self.controller.has_match:
            view = self.controller.view()
            if view.turn is not None and view.turn == self.controller.human_seat:
                self._on_human_turn(view)

    def _on_hand_scored(self, event: ev.HandScored) -> None:
        """Show the summary, the side panel at the hand's end beside it, and hold the table
        (the next deal or the end of the match) until the player closes the summary."""
        self._flush_notes(hand_end=True)
        view = self.controller.view()
        self.score_panel.update_from(hand_end_view(view, event, self.presenter.last_trick),
                                     self.names, hand_number=event.hand_number)
        self.sounds.play(Cue.POINTS_WON if event.team == view.seat % 2 else Cue.POINTS_LOST)
        self.summary.show_result(event, names=self.names, seat=view.seat,
                                 target=view.rules.target_score)
        self._place_overlays()
        release = self._release_summary = self.table.animator.hold()
        if self.settings is not None and self.settings["auto_continue"]:
            QTimer.singleShot(speeds.duration(Anim.AUTO_CONTINUE), self,
                              lambda: self._continue_by_itself(release))

    def _continue_by_itself(self, release: Callable[[], None]) -> None:
        """The player chose to go on without a click: the summary closes after a while."""
        if self._release_summary is release:
            self.summary.close_summary()

    def _on_summary_closed(self) -> None:
        if self._release_summary is not None:
            self._release_summary()
            self._release_summary = None

    def _on_game_won(self, event: ev.GameWon) -> None:
        """The end-of-match screen, once the last hand's summary is closed."""
        self._set_hint_available(False)
        record = self.controller.record
        tally = tally_match(record.rules, record.seed, record.actions, record.setup)
        our_team = self.controller.view_seat % 2
        self.sounds.play(Cue.MATCH_WON if event.team == our_team else Cue.POINTS_LOST)
        self.match_over.show_match(event.team, event.scores, tally, record.rules, our_team)
        self._place_overlays()

    # --- the human acts -----------------------------------------------------------------

    def _on_card_chosen(self, card: Card) -> None:
        if not self.controller.has_match:
            return
        view = self.controller.view()
        action = next((a for a in view.legal_actions
                       if isinstance(a, CardAction) and a.card is card), None)
        if action is None:
            action = _CARD_ACTIONS.get(view.phase, PLAY)[card]
        self._submit(action)

    def _submit(self, action: Action) -> None:
        self.presenter.set_choosable(set())
        self.review.submit(action)

    def _use_play_settings(self) -> None:
        """Auto-play of forced cards and claims of certain tricks, as the player chose
        (the settings' defaults without settings)."""
        def chosen(name: str) -> bool:
            return bool(self.settings[name] if self.settings is not None
                        else SETTINGS_SCHEMA[name].default)

        self.auto_play_forced = chosen("auto_play_forced")
        self.controller.forced_cards_automatic = self.auto_play_forced
        self.controller.claim_certain_tricks = chosen("claim_certain_tricks")

    def _play_forced_card_soon(self) -> None:
        """Play the one legal card after a short beat, unless the player has by then."""
        view = self.controller.view()

        def play() -> None:
            if self.controller.has_match and self.controller.view() == view:
                self._submit(view.legal_actions[0])

        QTimer.singleShot(speeds.duration(Anim.AUTO_PLAY), play)

    def _hint(self) -> None:
        if self.controller.request_hint():
            self.hint_button.setEnabled(False)

    def _new_game(self) -> None:
        """Choose rules and options in the new-game dialog, then deal."""
        if self.settings is None:
            self._new_game_same_rules()
            return
        if self.controller.has_match:  # open on the match being played
            dialog = NewGameDialog(self.settings, self, rules=self.controller.view().rules,
                                   bot_level=self._bot_level())
        else:
            dialog = NewGameDialog(self.settings, self)
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return
        dialog.apply_to(self.settings)
        self.save_settings()  # the game starts all the same
        speeds.set_speed(AnimationSpeed(dialog.animation_speed()))
        self.learning_mode = self.settings["learning_mode"]
        self._use_play_settings()
        self._use_hint_setting()
        self.hand_log.setVisible(self.learning_mode)
        seed = dialog.seed()
        if seed is None:
            seed = random.SystemRandom().randrange(1 << 62)
        self.start_match(dialog.house_rules(), seed, dialog.bot_level())

    def _statistics(self) -> None:
        if self.controller.stats is None:
            self.show_message(self.tr("Statistics are not available in this session."))
            return
        try:
            StatisticsDialog(self.controller.stats, self).open()
        except StorageError as error:
            self.show_message(str(error))

    def _new_game_same_rules(self) -> None:
        """A new match of these rules with the same players round the table, seen from the
        player's chair (which is seat 0 in a new match, wherever they sat in this one)."""
        seat = self.controller.view_seat
        levels = self.controller.bot_levels
        around = [levels[(seat + offset) % len(levels)] for offset in range(len(levels))]
        self.start_match(self.controller.view().rules, self.controller.record.seed + 1, around)

    def _bot_level(self) -> str:
        """The computer players' level in the match being played."""
        seat = self.controller.view_seat
        levels = self.controller.bot_levels
        return levels[(seat + 1) % len(levels)]

    def _save(self) -> None:
        typed, _ = QFileDialog.getSaveFileName(self, self.tr("Save match"), "",
                                               self.tr("Euchre match (*.euchre.json)"))
        if not typed:
            return
        path = save_path(typed)
        if str(path) != typed and path.exists():  # the dialog asked about the name typed
            answer = QMessageBox.question(
                self, self.tr("Save match"),
                self.tr("%1 already exists. Do you want to replace it?").replace(
                    "%1", path.name))
            if answer != QMessageBox.StandardButton.Yes:
                return
        try:
            self.controller.save_to(path)
        except StorageError as error:
            QMessageBox.warning(self, self.tr("Could not save the match"), str(error))

    def _open(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self, self.tr("Open match"), "",
                                              self.tr("Euchre match (*.euchre.json)"))
        if path:
            self.open_match(Path(path))

    def open_match(self, path: Path) -> None:
        """Open a saved match (from the Open dialog, or a file the desktop asks to open);
        one that cannot be opened is explained and the match in progress goes on."""
        try:
            self.controller.load_from(path)
        except StorageError as error:
            QMessageBox.warning(self, self.tr("Could not open the match"), str(error))

    def _how_to_play(self) -> None:
        """The rules of the match in play (or of the next one, before any match)."""
        if self.controller.has_match:
            rules = self.controller.view().rules
        elif self.settings is not None:
            rules = self.settings.house_rules()
        else:
            rules = HouseRules()
        dialog = HowToPlayDialog(rules, self, self.table.renderer)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.show()

    def _about(self) -> None:
        QMessageBox.about(self, self.tr("About Euchre Desktop"), self.tr(
            "<h3>Euchre Desktop %1</h3><p>A desktop Euchre card game: good computer players, "
            "a coach that explains, and your club's house rules.</p>"
            "<p>Free and open-source software, made with Python %2 and Qt %3.</p>")
            .replace("%1", __version__).replace("%2", platform.python_version())
            .replace("%3", qVersion()))

    def _last_trick(self) -> None:
        last = self.presenter.last_trick
        if self.controller.has_match and last is not None:
            winner, trick = last
            LastTrickDialog(trick, winner, self.names, self.table.renderer, self).open()

    def save_settings(self, *, quietly: bool = False) -> None:
        """Write the settings. Where that fails the player is told why (unless ``quietly``: it
        is logged all the same), and the game goes on with the settings it has."""
        if self.settings is None:
            return
        try:
            self.settings.save()
        except StorageError as error:
            if not quietly:
                self.show_message(str(error))

    def _toggle_sound(self) -> None:
        """Sound on or off, kept in the settings."""
        self.sounds.enabled = self.sound_action.isChecked()
        if self.settings is None:
            return
        self.settings.set("sound", self.sounds.enabled)
        self.save_settings()

    def _toggle_full_screen(self) -> None:
        if self.isFullScreen():
            self.showNormal()
        else:
            self.showFullScreen()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() == Qt.Key.Key_Escape and self.isFullScreen():
            self.showNormal()  # Escape leaves full screen, as players expect
            return
        super().keyPressEvent(event)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.WindowStateChange:
            self.full_screen_action.setChecked(self.isFullScreen())
        super().changeEvent(event)

    # --- overlays -------------------------------------------------------------------------

    def show_message(self, text: str) -> None:
        """A short message over the table (an illegal move's rule, a damaged file...)."""
        self.toast.setText(text)
        # A wrapped label picks a narrow width by itself: give a long sentence a wide
        # box (a line of TOAST_LINE_CHARS characters at most, and room at the sides).
        margins = self.toast.contentsMargins()
        line = self.toast.fontMetrics().averageCharWidth() * TOAST_LINE_CHARS
        natural = self.toast.fontMetrics().horizontalAdvance(text) + 32
        self.toast.setFixedWidth(max(260, min(natural, line, self.table.width() - 80))
                                 + margins.left() + margins.right())
        self.toast.setFixedHeight(self.toast.heightForWidth(self.toast.width()))
        self._place_overlays()
        self.toast.show()
        self.toast.raise_()
        self._toast_timer.start(max(TOAST_MS, len(text) * TOAST_MS_PER_CHARACTER))

    def show_messages(self, texts: Sequence[str]) -> None:
        """Several messages at once (each file found damaged at start), a paragraph each:
        one after the other, each would hide the one before."""
        if texts:
            self.show_message("\n\n".join(texts))

    def show_problem(self, title: str, text: str) -> None:
        """A warning the player must acknowledge (a file that cannot be opened); it does not
        block the event loop."""
        box = QMessageBox(QMessageBox.Icon.Warning, title, text, QMessageBox.StandardButton.Ok,
                          self)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.open()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.table and event.type() == QEvent.Type.Resize:
            self._place_overlays()
        elif watched is self.hint_panel and event.type() in (QEvent.Type.Show,
                                                             QEvent.Type.Resize):
            self._reveal_hint()
        elif watched is self._side_panels and event.type() == QEvent.Type.LayoutRequest:
            self._fold_scores_if_short(may_unfold=False)
        elif watched is self.side_column.viewport() and event.type() == QEvent.Type.Resize:
            self._fold_scores_if_short(may_unfold=True)
        elif watched is self.toast and event.type() == QEvent.Type.MouseButtonPress:
            self._toast_timer.stop()
            self.toast.hide()  # read: out of the way of the cards under it
            return True
        return False

    def _fold_scores_if_short(self, *, may_unfold: bool) -> None:
        """Fold the score panel (the teams side by side, no score cards) when the side column
        cannot show all its panels with it unfolded, so that the coach's advice and the hand
        log leave the scores in view as long as they can. It unfolds only when the window's
        height changes or a new hand is dealt (``may_unfold``): the panels under it must not
        jump each time the coach's advice comes and goes."""
        side = self._side_panels
        needed = side.heightForWidth(side.width())
        if self.score_panel.is_folded():
            needed += self.score_panel.fold_saving()
        short = needed > self.side_column.viewport().height()
        if short or may_unfold:
            self.score_panel.fold(short)

    def _reveal_hint(self) -> None:
        """Keep the coach's advice in view (the side column scrolls when the window is too
        short for all its panels): its top, and as much of it as fits."""
        if not self.hint_panel.isVisible():
            return
        viewport = self.side_column.viewport()
        top = self.hint_panel.mapTo(viewport, self.hint_panel.rect().topLeft()).y()
        bottom = top + self.hint_panel.height()
        scroll = self.side_column.verticalScrollBar()
        if bottom > viewport.height():
            scroll.setValue(scroll.value() + min(bottom - viewport.height(), top))
        elif top < 0:
            scroll.setValue(scroll.value() + top)

    def _place_overlays(self) -> None:
        width, height = self.table.width(), self.table.height()
        self.summary.setMaximumWidth(max(self.summary.minimumWidth(), width - 2 * OVERLAY_MARGIN))
        self.summary.adjustSize()
        self.summary.move((width - self.summary.width()) // 2,
                          (height - self.summary.height()) // 2)
        self.match_over.setGeometry(self.table.rect())
        self.toast.move((width - self.toast.width()) // 2, 14)

    def sizeHint(self) -> QSize:
        return QSize(1180, 780)

    def closeEvent(self, event: QCloseEvent) -> None:
        self._keep_geometry()
        self.controller.shutdown()
        super().closeEvent(event)

    def _restore_geometry(self) -> None:
        """Open where, and as big, as the window was when the game last closed; at the default
        size when nothing was kept or what was kept cannot be read."""
        kept = self.settings["window_geometry"] if self.settings is not None else ""
        if kept:
            self.restoreGeometry(QByteArray.fromBase64(kept.encode("ascii", "replace")))

    def _keep_geometry(self) -> None:
        """Keep the window's place and size (maximised or not) for the next start."""
        if self.settings is None or not self.keeps_geometry:
            return
        self.settings.set("window_geometry",
                          bytes(self.saveGeometry().toBase64().data()).decode("ascii"))
        self.save_settings(quietly=True)  # closing: the next start opens at the default size


def save_path(typed: str) -> Path:
    """The file a match typed as ``typed`` is saved to: with the saved-match extension,
    which Open looks for ("club" and "club.json" become "club.euchre.json")."""
    path = Path(typed)
    name = path.name
    if name.lower().endswith(SAVE_EXTENSION):
        return path
    for partial in (".euchre", ".json"):
        if name.lower().endswith(partial):
            name = name[: -len(partial)]
            break
    return path.with_name(name + SAVE_EXTENSION)


def hand_end_view(now: PlayerView, scored: ev.HandScored,
                  last_trick: tuple[int, Trick] | None) -> PlayerView:
    """The side panel's table as the scored hand ended, from the hand's ``scored`` event and
    the ``last_trick`` the table swept: the controller's view ``now`` is already of the next
    deal (or of the match's end)."""
    tricks_won = [0, 0]
    tricks_won[scored.makers] = scored.maker_tricks
    tricks_won[1 - scored.makers] = TRICKS_PER_HAND - scored.maker_tricks
    return replace(now, dealer=scored.dealer, scores=scored.scores, trump=scored.trump,
                   maker=scored.maker, alone=scored.alone,
                   tricks_won=(tricks_won[0], tricks_won[1]),
                   tricks=(last_trick,) if last_trick is not None else (), trick=(),
                   turn=None, legal_actions=(), hand=(), hand_sizes=(0,) * now.players)
