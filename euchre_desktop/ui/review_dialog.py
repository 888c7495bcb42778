"""The review of a finished hand: every hand face up, the bidding and each trick stepped
through forwards and back, and the player's decisions against the coach.

The coach's analysis runs in the background (``app.review.ReviewAnalysis``): the review can be
stepped through at once and the decisions fill in as they are judged, costly ones first.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QAction, QCloseEvent, QColor, QKeySequence, QResizeEvent
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QListView,
    QListWidget,
    QListWidgetItem,
    QProgressBar,
    QPushButton,
    QSizePolicy,
    QStyle,
    QVBoxLayout,
    QWidget,
)

from euchre_desktop.app.controller import MatchController
from euchre_desktop.app.review import ReviewAnalysis
from euchre_desktop.bots.review import DealHistory, Judgement, Step, costly_first, total_cost
from euchre_desktop.rules.actions import CardAction, Discard
from euchre_desktop.rules.phase import Phase
from euchre_desktop.rules.record import MatchRecord
from euchre_desktop.rules.state import GameState
from euchre_desktop.rules.view import PlayerView
from euchre_desktop.ui import words
from euchre_desktop.ui.dialogs import DIALOG_STYLE
from euchre_desktop.ui.panel_style import ACCENT, MUTED, colour_suits, label
from euchre_desktop.ui.review_table import ReviewTable
from euchre_desktop.ui.table.card_art import CardRenderer

SIDE_WIDTH = 340
MAX_SIDE_WIDTH = 440
MAX_OPTIONS = 6
COSTLY = "#ff9a8a"
LIST_STYLE = (
    "QListWidget { background: rgba(10, 26, 18, 150); color: #f4f1e8; border: none;"
    " border-radius: 8px; padding: 4px; }"
    " QListWidget::item { padding: 4px 0; }"  # no side padding: rows wrap where drawn
    " QListWidget::item:selected { background: rgba(232, 198, 106, 70); }"
    " QComboBox { padding: 3px 8px; }"
    " QProgressBar { border: 1px solid #b9c8bd; border-radius: 5px; color: #f4f1e8;"
    " background: rgba(0, 0, 0, 60); text-align: center; min-height: 16px; }"
    " QProgressBar::chunk { background: #e8c66a; border-radius: 4px; }"
)


class ReviewDialog(QDialog):
    """Reviews the complete deals of a match; ``replay_requested`` asks to play one again."""

    replay_requested = Signal(object)  # the DealHistory to play again as practice

    def __init__(
        self,
        controller: MatchController,
        record: MatchRecord,
        deals: Sequence[DealHistory],
        names: Sequence[str],
        seat: int | None,
        current: int | None = None,
        renderer: CardRenderer | None = None,
        parent: QWidget | None = None,
    ) -> None:
        """``deals`` are the complete deals to choose from (``current`` indexes the one shown
        first, the last by default); ``seat`` is the player whose decisions are judged."""
        super().__init__(parent)
        if not deals:
            raise ValueError("a review needs at least one finished deal")
        self.controller = controller
        self.record = record
        self.deals = list(deals)
        self.names = list(names)
        self.seat = seat
        self.deal: DealHistory = self.deals[-1]
        self.index = 0
        self.analysis: ReviewAnalysis | None = None
        self.judgements: dict[int, Judgement] = {}
        self.setWindowTitle(self.tr("Review of the hand"))
        self.setStyleSheet(DIALOG_STYLE + LIST_STYLE)
        self.setMinimumSize(860, 560)
        self.table = ReviewTable(renderer)
        self._build()
        self._choose_deal(len(self.deals) - 1 if current is None else current)
        self.resize(1240, 800)

    # --- building -------------------------------------------------------------------------

    def _build(self) -> None:
        self.deal_box = QComboBox()
        for deal in self.deals:
            self.deal_box.addItem(self.tr("Hand %1").replace("%1", str(deal.number)))
        self.deal_box.setCurrentIndex(len(self.deals) - 1)
        self.deal_box.currentIndexChanged.connect(self._choose_deal)
        self.deal_box.setVisible(len(self.deals) > 1)
        self.title = label(size=14, bold=True, colour=ACCENT)
        self.title.setVisible(len(self.deals) == 1)
        self.about = label(rich=True)
        self.about.setWordWrap(True)
        self.caption = label(size=12, bold=True, rich=True)
        self.caption.setWordWrap(True)
        self.counter = label(colour=MUTED)
        self.tricks = label(colour=MUTED)
        pixmaps = QStyle.StandardPixmap
        self.start_button = self._nav_button(pixmaps.SP_MediaSkipBackward,
                                             self.tr("To the deal (Home)"), self.first)
        self.back_button = self._nav_button(pixmaps.SP_MediaSeekBackward,
                                            self.tr("Back one step (Left arrow)"), self.back)
        self.forward_button = self._nav_button(pixmaps.SP_MediaSeekForward,
                                               self.tr("Forward one step (Right arrow)"),
                                               self.forward)
        self.end_button = self._nav_button(pixmaps.SP_MediaSkipForward,
                                           self.tr("To the end of the hand (End)"), self.last)
        for key, slot in ((Qt.Key.Key_Left, self.back), (Qt.Key.Key_Right, self.forward),
                          (Qt.Key.Key_Home, self.first), (Qt.Key.Key_End, self.last)):
            action = QAction(self)
            action.setShortcut(QKeySequence(key))
            action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
            action.triggered.connect(slot)
            self.addAction(action)
        nav = QHBoxLayout()
        nav.setSpacing(6)
        for button in (self.start_button, self.back_button, self.forward_button,
                       self.end_button):
            nav.addWidget(button)
        nav.addStretch(1)
        nav.addWidget(self.counter)

        self.decision_box = QFrame()
        self.decision_box.setObjectName("decision")
        self.decision_box.setStyleSheet(
            "#decision { background: rgba(10, 26, 18, 170); border-radius: 8px; }")
        self.decision_heading = label(size=8.5, bold=True, colour=MUTED)
        self.decision_text = label(rich=True)
        self.decision_text.setWordWrap(True)
        self.options = QGridLayout()
        self.options.setHorizontalSpacing(14)
        self.options.setVerticalSpacing(1)
        self.options.setColumnStretch(0, 1)
        self._option_labels: list[QLabel] = []
        box = QVBoxLayout(self.decision_box)
        box.setContentsMargins(12, 8, 12, 8)
        box.setSpacing(4)
        box.addWidget(self.decision_heading)
        box.addWidget(self.decision_text)
        box.addLayout(self.options)

        self.summary = label(bold=True, rich=True)
        self.summary.setWordWrap(True)
        self.progress = QProgressBar()
        self.progress.setFormat(self.tr("%v of %m decisions analysed"))
        self.decision_list = QListWidget()
        self.decision_list.setWordWrap(True)
        self.decision_list.setResizeMode(QListView.ResizeMode.Adjust)  # wrap anew on resize
        self.decision_list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.decision_list.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.decision_list.itemClicked.connect(self._on_item_clicked)
        self.decision_list.setSizePolicy(QSizePolicy.Policy.Expanding,
                                         QSizePolicy.Policy.Expanding)

        self.replay_button = QPushButton(self.tr("&Replay this deal"))
        self.replay_button.setToolTip(self.tr(
            "Play the same cards again from the start, as practice: it does not count in "
            "the match or the statistics"))
        self.replay_button.clicked.connect(self._replay)
        self.close_button = QPushButton(self.tr("&Close"))
        self.close_button.clicked.connect(self.reject)
        buttons = QHBoxLayout()
        buttons.addWidget(self.replay_button)
        buttons.addStretch(1)
        buttons.addWidget(self.close_button)

        side = self.side = QWidget()
        side.setFixedWidth(SIDE_WIDTH)
        column = QVBoxLayout(side)
        column.setContentsMargins(12, 12, 12, 12)
        column.setSpacing(8)
        column.addWidget(self.deal_box)
        column.addWidget(self.title)
        column.addWidget(self.about)
        column.addSpacing(4)
        column.addWidget(self.caption)
        column.addWidget(self.tricks)
        column.addLayout(nav)
        column.addWidget(self.decision_box)
        column.addSpacing(4)
        column.addWidget(self.summary)
        column.addWidget(self.progress)
        column.addWidget(self.decision_list, 1)
        column.addLayout(buttons)
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        row.setSpacing(0)
        row.addWidget(self.table, 1)
        row.addWidget(side)

    def _nav_button(self, icon: QStyle.StandardPixmap, tip: str, slot: object) -> QPushButton:
        button = QPushButton(self.style().standardIcon(icon), "")
        button.setToolTip(tip)
        button.setAccessibleName(tip)
        button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        button.setFixedWidth(44)
        button.clicked.connect(slot)
        return button

    def resizeEvent(self, event: QResizeEvent) -> None:
        """The side column grows a little with the window, so long lists wrap less."""
        self.side.setFixedWidth(max(SIDE_WIDTH, min(MAX_SIDE_WIDTH, self.width() // 4)))
        super().resizeEvent(event)

    # --- choosing a deal ------------------------------------------------------------------

    def _choose_deal(self, index: int) -> None:
        if self.analysis is not None:
            self.analysis.cancel()
            self.analysis.deleteLater()
        self.deal = self.deals[index]
        if self.deal_box.currentIndex() != index:
            self.deal_box.setCurrentIndex(index)
        self.judgements = {}
        self.title.setText(self.tr("Hand %1").replace("%1", str(self.deal.number)))
        self.about.setText(self._deal_text())
        self.analysis = ReviewAnalysis(self.controller, self.record, self.deal, self.seat, self)
        self.analysis.judged.connect(self._on_judged)
        self.analysis.progress.connect(self._on_progress)
        self.analysis.finished.connect(self._refresh_summary)
        self.decision_list.clear()
        self.progress.setRange(0, max(1, self.analysis.total))
        self.progress.setValue(0)
        self._refresh_summary()
        self.go_to(0)
        self.analysis.start()

    def _deal_text(self) -> str:
        deal = self.deal
        final = deal.positions[-1].state
        dealer = deal.deal.dealer
        lines = [self.tr("You dealt.") if dealer == self.seat
                 else self.tr("%1 dealt.").replace("%1", self._name(dealer))]
        if deal.redealt:
            lines.append(self.tr("A farmer's hand was claimed: the cards were dealt again."))
        elif final.trump is None:
            lines.append(self.tr("Everyone passed: the hand was thrown in."))
        else:
            assert final.maker is not None
            suit = colour_suits(final.trump.symbol) + " " + words.suit_name(final.trump)
            if final.maker == self.seat:
                made = self.tr("Trump %1, made by you.").replace("%1", suit)
            else:
                made = self.tr("Trump %1, made by %2.").replace("%1", suit).replace(
                    "%2", self._name(final.maker))
            if final.alone:
                made += " " + self.tr("Alone: %1.").replace(
                    "%1", ", ".join(self._name(seat) for seat in final.alone))
            lines.append(made)
        scored = deal.scored
        if scored is not None:
            our_team = (self.seat or 0) % 2
            lines.append(self.tr("%1: %2 for %3.").replace("%1", words.outcome_name(
                scored.outcome)).replace("%2", words.points_text(scored.points)).replace(
                "%3", words.team_name(scored.team, our_team)))
        return "<br>".join(lines)

    # --- stepping ---------------------------------------------------------------------------

    @property
    def step_count(self) -> int:
        """Positions are numbered 0 (the deal) to ``step_count`` (after the last action)."""
        return len(self.deal.steps)

    def go_to(self, index: int) -> None:
        """Show the position after ``index`` actions of the deal."""
        self.index = max(0, min(index, self.step_count))
        position = self.deal.positions[self.index]
        judgement = self._judgement_here()
        coach_card = None
        if (judgement is not None and not judgement.as_good
                and isinstance(judgement.preferred, CardAction)):
            coach_card = judgement.preferred.card
        self.table.set_position(position, self.names, self.seat or 0, coach_card)
        caption = self._step_text(position.last)
        winner = position.trick_winner
        if winner is not None:
            caption += "<br>" + (self.tr("You win the trick.") if winner == self.seat else
                                 self.tr("%1 wins the trick.").replace("%1", self._name(winner)))
        self.caption.setText(caption)
        self.tricks.setText(self._tricks_text(position.state))
        self.counter.setText(self.tr("%1 of %2").replace("%1", str(self.index)).replace(
            "%2", str(self.step_count)))
        self.start_button.setEnabled(self.index > 0)
        self.back_button.setEnabled(self.index > 0)
        self.forward_button.setEnabled(self.index < self.step_count)
        self.end_button.setEnabled(self.index < self.step_count)
        self._show_decision()
        self._select_in_list()

    def forward(self) -> None:
        self.go_to(self.index + 1)

    def back(self) -> None:
        self.go_to(self.index - 1)

    def first(self) -> None:
        self.go_to(0)

    def last(self) -> None:
        self.go_to(self.step_count)

    def _step_text(self, step: Step | None) -> str:
        """What led to the position shown, as rich text."""
        if step is None:
            return colour_suits(self.tr("The deal: %1 turned up").replace(
                "%1", words.card_short(self.deal.deal.up_card)))
        view = step.before.view(step.seat)
        return colour_suits(self.tr("%1: %2").replace("%1", self._name(step.seat)).replace(
            "%2", words.action_label(step.action, view, self.names)))

    def _tricks_text(self, state: GameState) -> str:
        """The tricks each side has taken, once trump is made."""
        if state.trump is None:
            return ""
        ours = (self.seat or 0) % 2
        return self.tr("Tricks: us %1, them %2").replace(
            "%1", str(state.tricks_won[ours])).replace("%2", str(state.tricks_won[1 - ours]))

    def _judgement_here(self) -> Judgement | None:
        """The judgement of the decision that led to the position shown, if it was one."""
        return self.judgements.get(self.index - 1) if self.index > 0 else None

    def _is_decision_here(self) -> bool:
        return self.index > 0 and any(
            step == self.index - 1 for step, _, _ in (self.analysis.decisions if
                                                     self.analysis else []))

    # --- the decision shown -------------------------------------------------------------------

    def _show_decision(self) -> None:
        for item in self._option_labels:
            self.options.removeWidget(item)
            item.hide()  # gone from the screen now, from memory once the event loop turns
            item.deleteLater()
        self._option_labels = []
        if not self._is_decision_here():
            self.decision_box.hide()
            return
        step = self.deal.steps[self.index - 1]
        view = step.before.view(step.seat)
        judgement = self._judgement_here()
        self.decision_heading.setText(self.tr("YOUR DECISION"))
        taken = words.action_label(step.action, view, self.names)
        if judgement is None:
            self.decision_text.setText(colour_suits(self.tr("You chose: %1").replace(
                "%1", taken)) + "<br>" + self.tr("The coach is still thinking about it…"))
        elif not judgement.values:
            self.decision_text.setText(colour_suits(self.tr("You chose: %1").replace(
                "%1", taken)) + "<br>" + self.tr("The coach could not analyse it."))
        else:
            self.decision_text.setText(self._verdict(judgement, view))
            self._fill_options(judgement, view)
        self.decision_box.show()

    def _verdict(self, judgement: Judgement, view: PlayerView) -> str:
        taken = colour_suits(words.action_label(judgement.taken, view, self.names))
        lines = [self.tr("You chose: %1").replace("%1", taken)]
        if judgement.agrees:
            lines.append(self.tr("The coach agrees."))
        elif judgement.as_good:
            preferred = colour_suits(words.action_label(judgement.preferred, view, self.names))
            lines.append(self.tr("As good as the coach's choice, %1.").replace("%1", preferred))
        else:
            preferred = colour_suits(words.action_label(judgement.preferred, view, self.names))
            lines.append(self.tr("The coach prefers: %1").replace("%1", preferred))
            cost = self.tr("This cost %1 expected points.").replace(
                "%1", words.decimal(judgement.cost))
            colour = COSTLY if judgement.costly else MUTED
            lines.append(f'<span style="color:{colour}">{cost}</span>')
        return "<br>".join(lines)

    def _fill_options(self, judgement: Judgement, view: PlayerView) -> None:
        ranked = words.ranked_options(judgement.values, view)[:MAX_OPTIONS]
        heading = label(self.tr("Option"), size=8.5, bold=True, colour=MUTED)
        value = label(self.tr("Expected points"), size=8.5, bold=True, colour=MUTED)
        value.setAlignment(Qt.AlignmentFlag.AlignRight)
        self.options.addWidget(heading, 0, 0)
        self.options.addWidget(value, 0, 1)
        self._option_labels += [heading, value]
        for row, (action, points) in enumerate(ranked, start=1):
            text = words.action_label(action, view, self.names)
            marks = []
            if action == judgement.taken:
                marks.append(self.tr("yours"))
            if action == judgement.preferred:
                marks.append(self.tr("coach"))
            if marks:
                text += " (" + ", ".join(marks) + ")"
            colour = ACCENT if action == judgement.preferred else (
                COSTLY if action == judgement.taken and judgement.costly else "#f4f1e8")
            name_label = label(colour_suits(text), colour=colour, rich=True,
                               bold=action in (judgement.taken, judgement.preferred))
            name_label.setWordWrap(True)  # a long option takes two lines, not cut off
            value_label = label(words.signed_decimal(points), colour=colour)
            value_label.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignTop)
            self.options.addWidget(name_label, row, 0)
            self.options.addWidget(value_label, row, 1)
            self._option_labels += [name_label, value_label]

    # --- the list of decisions ------------------------------------------------------------------

    def _on_judged(self, judgement: Judgement) -> None:
        self.judgements[judgement.step] = judgement
        self._refresh_list()
        if judgement.step == self.index - 1:
            self._show_decision()

    def _on_progress(self, done: int, total: int) -> None:
        self.progress.setRange(0, max(1, total))
        self.progress.setValue(done)
        self._refresh_summary()

    def _refresh_summary(self) -> None:
        analysis = self.analysis
        running = analysis is not None and len(self.judgements) < analysis.total and (
            analysis.is_running)
        self.progress.setVisible(running)
        if analysis is None or analysis.total == 0:
            self.summary.setText(self.tr("You had no decision to make in this hand."))
            return
        judged = [j for j in self.judgements.values() if j.values]
        costly = [j for j in judged if j.costly]
        if running:
            self.summary.setText(self.tr("The coach is analysing your decisions…"))
        elif costly:
            text = self.tr("%n decision(s) cost you %1 points:", "", len(costly))
            self.summary.setText(f'<span style="color:{COSTLY}">'
                                 + text.replace("%1", words.decimal(total_cost(costly), 1))
                                 + "</span>")
        else:
            self.summary.setText(self.tr(
                "%n decision(s), none costly: well played.", "", analysis.total))

    def _refresh_list(self) -> None:
        self.decision_list.clear()
        for judgement in costly_first(self.judgements.values()):
            if not judgement.values:
                continue
            step = self.deal.steps[judgement.step]
            view = step.before.view(step.seat)
            taken = words.action_label(judgement.taken, view, self.names)
            if judgement.as_good:
                text = self.tr("%1: %2 ✓").replace("%1", self._moment(step)).replace(
                    "%2", taken)
            else:
                preferred = words.action_label(judgement.preferred, view, self.names)
                text = self.tr("%1: %2, coach: %3 (%4)").replace(
                    "%1", self._moment(step)).replace("%2", taken).replace(
                    "%3", preferred).replace("%4", words.signed_decimal(-judgement.cost))
                if judgement.costly:
                    text = "⚑ " + text
            item = QListWidgetItem(text)
            item.setData(Qt.ItemDataRole.UserRole, judgement.step)
            if judgement.costly:
                item.setForeground(QColor(COSTLY))
            self.decision_list.addItem(item)
        self._select_in_list()

    def _moment(self, step: Step) -> str:
        """When a decision was taken: "Bidding", "Before trick 1" (a discard, or a card passed
        between partners), "Trick 3"."""
        before = step.before
        if before.phase is Phase.PLAY:
            return self.tr("Trick %1").replace("%1", str(len(before.tricks) + 1))
        if isinstance(step.action, Discard) or before.phase in (
                Phase.DEALER_DISCARD, Phase.LONER_DISCARDS, Phase.PARTNER_GIVES):
            return self.tr("Before trick 1")
        return self.tr("Bidding")

    def _select_in_list(self) -> None:
        for row in range(self.decision_list.count()):
            item = self.decision_list.item(row)
            item.setSelected(item.data(Qt.ItemDataRole.UserRole) == self.index - 1)

    def _on_item_clicked(self, item: QListWidgetItem) -> None:
        self.go_to(int(item.data(Qt.ItemDataRole.UserRole)) + 1)

    # --- leaving ----------------------------------------------------------------------------------

    def _replay(self) -> None:
        self.replay_requested.emit(self.deal)
        self.accept()

    def done(self, result: int) -> None:
        if self.analysis is not None:
            self.analysis.cancel()
        super().done(result)

    def closeEvent(self, event: QCloseEvent) -> None:
        if self.analysis is not None:
            self.analysis.cancel()
        super().closeEvent(event)

    def _name(self, seat: int) -> str:
        return self.names[seat] if seat < len(self.names) else str(seat)

