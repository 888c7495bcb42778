"""The main window's side of the review: opening it (Game menu, hand summary), replaying a
deal as practice (with a banner that says so), and learning mode's warning before a costly
decision."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, QSize, Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QHBoxLayout, QLabel, QMenu, QMessageBox, QPushButton, QWidget

from euchre_desktop.app.review import DecisionGuard
from euchre_desktop.bots.review import DealHistory, deals_of
from euchre_desktop.rules.actions import Action, Discard, Play
from euchre_desktop.rules.phase import Phase
from euchre_desktop.rules.view import PlayerView
from euchre_desktop.ui import words
from euchre_desktop.ui.panel_style import ACCENT
from euchre_desktop.ui.review_dialog import ReviewDialog

if TYPE_CHECKING:
    from euchre_desktop.ui.main_window import MainWindow

WARN_SETTING = "warn_costly_decisions"


class PracticeBanner(QWidget):
    """A strip at the right of the menu bar, shown while a deal is replayed as practice: it
    says so, and leads back to the match (or into the same deal again once it is over).
    There it never covers the table."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("practice")
        self.setStyleSheet(
            f"#practice {{ background: {ACCENT}; border-radius: 6px; }}"
            " QLabel { color: #1d2a22; font-weight: bold; }"
            " QPushButton { background: #fffaf0; color: #1d2a22; border: 1px solid #8a6d1d;"
            " border-radius: 5px; padding: 0 10px; font-weight: 600; }"
            " QPushButton:hover { background: #ffffff; }")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.headline = QLabel()
        self.again_button = QPushButton(self.tr("Play it &again"))
        self.back_button = QPushButton(self.tr("&Back to the match"))
        row = QHBoxLayout(self)
        row.setContentsMargins(10, 1, 3, 1)
        row.setSpacing(6)
        row.addWidget(self.headline)
        for button in (self.again_button, self.back_button):
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            row.addWidget(button)
        self.hide()

    def sizeHint(self) -> QSize:
        """No taller than allowed: the menu bar sizes itself by its corner's hints."""
        hint = super().sizeHint()
        return QSize(hint.width(), min(hint.height(), self.maximumHeight()))

    def minimumSizeHint(self) -> QSize:
        hint = super().minimumSizeHint()
        return QSize(hint.width(), min(hint.height(), self.maximumHeight()))

    def show_practice(self, number: int, over: bool) -> None:
        if over:
            self.headline.setText(self.tr("Practice of hand %1 over: not counted")
                                  .replace("%1", str(number)))
        else:
            self.headline.setText(self.tr("Practice: hand %1 again, not counted")
                                  .replace("%1", str(number)))
        self.setToolTip(self.tr("The same cards from the start. A practice hand counts "
                                "neither in the match nor in the statistics."))
        self.again_button.setVisible(over)
        self.show()


class ReviewFeatures(QObject):
    """Wires the review, practice and the costly-decision warning into ``window``."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        self.controller = window.controller
        self.dialog: ReviewDialog | None = None
        self.warning_box: QMessageBox | None = None
        self.guard = DecisionGuard(self.controller, self)
        self.guard.approved.connect(self.controller.submit_human)
        self.guard.confirmation_needed.connect(self._confirm)
        self.banner = PracticeBanner()
        self.banner.back_button.clicked.connect(self.controller.end_practice)
        self.banner.again_button.clicked.connect(self._practise_again)
        self._practice: DealHistory | None = None
        self._title = window.windowTitle()
        self.controller.human_turn.connect(self._on_human_turn)
        window.summary.review_requested.connect(lambda: self.open_review(from_summary=True))
        self.controller.practice_changed.connect(self._on_practice_changed)
        self.controller.state_changed.connect(self._on_state_changed)

    # --- menu actions ------------------------------------------------------------------------

    def add_game_actions(self, menu: QMenu) -> None:
        """The Game menu's "Review a hand…"."""
        self.review_action = QAction(self.tr("&Review a hand…"), self.window)
        self.review_action.setShortcut("Ctrl+R")
        self.review_action.triggered.connect(lambda: self.open_review())
        menu.addAction(self.review_action)

    def add_view_actions(self, menu: QMenu) -> None:
        """The View menu's switch for the warning before a costly decision."""
        self.warn_action = QAction(self.tr("&Warn before costly decisions"), self.window)
        self.warn_action.setCheckable(True)
        self.warn_action.setToolTip(self.tr(
            "In learning mode, the coach asks before a decision that costs 0.3 points or more"))
        settings = self.window.settings
        self.warn_action.setChecked(bool(settings is not None and settings[WARN_SETTING]))
        self.warn_action.toggled.connect(self._set_warning)
        menu.addAction(self.warn_action)
        bar = self.window.menuBar()
        self.banner.setFixedHeight(bar.sizeHint().height())  # the menu bar keeps its height
        bar.setCornerWidget(self.banner, Qt.Corner.TopRightCorner)

    def _set_warning(self, on: bool) -> None:
        settings = self.window.settings
        if settings is not None:
            settings.set(WARN_SETTING, on)
            self.window.save_settings()

    # --- the review ------------------------------------------------------------------------------

    def reviewable_deals(self, practice: bool = False) -> list[DealHistory]:
        """The finished deals of the match (of the practice hand with ``practice``)."""
        controller = self.controller
        if not controller.has_match:
            return []
        record = controller.record if practice else controller.match_record
        return [deal for deal in deals_of(record) if deal.complete]

    def open_review(self, from_summary: bool = False) -> ReviewDialog | None:
        """Open the review of the last finished hand (of the practice hand, if that is what
        the summary shows); the hands before it are a choice away."""
        practice = from_summary and self.controller.is_practice
        deals = self.reviewable_deals(practice)
        if not deals:
            self.window.show_message(self.tr("No hand has been finished yet."))
            return None
        if self.dialog is not None:
            self.dialog.close()
        record = self.controller.record if practice else self.controller.match_record
        dialog = ReviewDialog(self.controller, record, deals, self.window.names,
                              self.controller.human_seat, renderer=self.window.table.renderer,
                              parent=self.window)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.replay_requested.connect(self.replay)
        dialog.destroyed.connect(self._forget_dialog)
        self.dialog = dialog
        dialog.show()
        return dialog

    def _forget_dialog(self) -> None:
        self.dialog = None

    # --- practice ---------------------------------------------------------------------------------

    def replay(self, deal: DealHistory) -> None:
        """Play ``deal`` again, as practice (the table's reset closes any summary)."""
        self._practice = deal
        self.window.expect_deal()
        self.controller.start_practice(deal)

    def _practise_again(self) -> None:
        if self._practice is not None:
            self.replay(self._practice)

    def _on_practice_changed(self, practising: bool) -> None:
        if not practising:
            self._practice = None
        self._refresh_banner()

    def _on_state_changed(self, view: PlayerView) -> None:
        self._refresh_banner()

    def _refresh_banner(self) -> None:
        practising = self.controller.is_practice and self._practice is not None
        if practising:
            assert self._practice is not None
            self.banner.show_practice(self._practice.number,
                                      self.controller.view().phase is Phase.MATCH_OVER)
        else:
            self.banner.hide()
        title = self._title
        self.window.setWindowTitle(self.tr("%1 (practice)").replace("%1", title)
                                   if practising else title)
        self.window.menuBar().adjustSize()

    # --- the warning before a costly decision ---------------------------------------------

    @property
    def warning_enabled(self) -> bool:
        settings = self.window.settings
        return bool(self.window.learning_mode and settings is not None
                    and settings[WARN_SETTING])

    def _on_human_turn(self, view: PlayerView) -> None:
        self.guard.enabled = self.warning_enabled
        self.guard.prepare(view)

    def submit(self, action: Action) -> None:
        """The player chose ``action``: play it, unless the warning asks first."""
        self.guard.enabled = self.warning_enabled
        self.guard.check(action)

    def _confirm(self, taken: Action, preferred: Action, cost: float) -> None:
        """Ask whether to play ``taken`` anyway; the table waits (the box is window-modal,
        the event loop runs on)."""
        view = self.controller.view()
        box = QMessageBox(QMessageBox.Icon.Question,
                          self.tr("The coach would choose differently"),
                          warning_question(taken, preferred, cost, view, self.window.names),
                          parent=self.window)
        play = box.addButton(self.tr("&Yes, play it"), QMessageBox.ButtonRole.YesRole)
        box.addButton(self.tr("&No, let me think"), QMessageBox.ButtonRole.NoRole)
        box.setDefaultButton(play)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.finished.connect(lambda _: self._answered(box.clickedButton() is play, taken, view))
        self.warning_box = box
        box.open()

    def _answered(self, play: bool, taken: Action, view: PlayerView) -> None:
        self.warning_box = None
        controller = self.controller
        if not controller.has_match or controller.view() != view:
            return  # the match moved on meanwhile (a new game, say)
        if play:
            controller.submit_human(taken)
        else:
            self.window.presenter.snap_back()
            self.window._on_human_turn(controller.view())

def warning_question(taken: Action, preferred: Action, cost: float, view: PlayerView,
                     names: list[str]) -> str:
    """ "The coach would play A♠ (+0.4 points). Play 9♠ anyway?" and its kin for other
    decisions."""
    points = words.decimal(cost, 1)
    if isinstance(taken, Play) and isinstance(preferred, Play):
        text = QCoreApplication.translate(
            "ReviewFeatures", "The coach would play %1 (+%2 points). Play %3 anyway?")
        return (text.replace("%1", words.card_short(preferred.card)).replace("%2", points)
                .replace("%3", words.card_short(taken.card)))
    if isinstance(taken, Discard) and isinstance(preferred, Discard):
        text = QCoreApplication.translate(
            "ReviewFeatures", "The coach would discard %1 (+%2 points). Discard %3 anyway?")
        return (text.replace("%1", words.card_short(preferred.card)).replace("%2", points)
                .replace("%3", words.card_short(taken.card)))
    text = QCoreApplication.translate(
        "ReviewFeatures", "The coach would choose “%1” (+%2 points). Choose “%3” anyway?")
    return (text.replace("%1", words.action_label(preferred, view, names))
            .replace("%2", points).replace("%3", words.action_label(taken, view, names)))
