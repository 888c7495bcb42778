"""The small windows of a match: the end-of-hand summary and the end-of-match screen
(overlays on the table), and the last trick."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QMetaMethod, QRectF, QSize, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QResizeEvent,
)
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from euchre_desktop.rules.cards import Card
from euchre_desktop.rules.events import HandOutcome, HandScored
from euchre_desktop.rules.house_rules import HouseRules
from euchre_desktop.rules.tally import MatchTally
from euchre_desktop.ui import words
from euchre_desktop.ui.panel_style import (
    ACCENT,
    BUTTON_STYLE,
    MUTED,
    PANEL_EDGE,
    RADIUS,
    TEXT,
    DarkPanel,
    label,
    suit_html,
)
from euchre_desktop.ui.table.card_art import CardRenderer, card_size_for_height

DIALOG_STYLE = (
    f"QDialog {{ background: qlineargradient(x1:0, y1:0, x2:0, y2:1, stop:0 #1f5a35, "
    f"stop:1 #143d24); }} QLabel {{ color: {TEXT}; background: transparent; }}" + BUTTON_STYLE
)
"""Dialogs share the table's felt green."""

SCRIM = QColor(4, 14, 9, 150)
"""What dims the table behind the end-of-match screen."""
CARD_WIDTH = 460
"""The end-of-match card's width when the table has room for it."""
SOLID_FILL = QColor(12, 30, 20, 250)
"""The end-of-match card: the table's name plates must not show through its text."""

CLOSE_KEYS = (Qt.Key.Key_Space, Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Escape)
"""The keys that close the hand summary, as a click does."""


class HandSummary(DarkPanel):
    """The end-of-hand result floating over the table: who made what, the outcome, the
    points and the new scores.

    It stays until the player closes it (a click on it, Continue, or Space, Enter or
    Escape), which emits ``closed``; ``dismiss`` hides it without a word (a new deal, an
    undo). "Review hand…" emits ``review_requested`` and shows only while something is
    connected to that signal.
    """

    review_requested = Signal()
    closed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._headline = label(size=15, bold=True, colour=ACCENT)
        self._headline.setWordWrap(True)
        self._outcome = label(size=10, bold=True, colour=MUTED)
        self._details = label(rich=True)
        self._details.setWordWrap(True)
        self._scores = label(size=12.5, bold=True)
        self._scores.setWordWrap(True)
        self.review_button = QPushButton(self.tr("&Review hand…"))
        self.review_button.setToolTip(self.tr(
            "Look at every hand of this deal and replay the bidding and the tricks"))
        self.review_button.clicked.connect(self.review_requested)
        self.continue_button = QPushButton(self.tr("&Continue"))
        self.continue_button.setProperty("defaultChoice", True)
        self.continue_button.setToolTip(self.tr("Space, Enter or Escape, or click the summary"))
        self.continue_button.clicked.connect(self.close_summary)
        buttons = QHBoxLayout()
        buttons.setSpacing(10)
        buttons.addWidget(self.review_button)
        buttons.addStretch(1)
        buttons.addWidget(self.continue_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(22, 16, 22, 16)
        layout.setSpacing(6)
        layout.addWidget(self._outcome)
        layout.addWidget(self._headline)
        layout.addWidget(self._details)
        layout.addSpacing(4)
        layout.addWidget(self._scores)
        layout.addSpacing(6)
        layout.addLayout(buttons)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMinimumWidth(300)
        self.hide()

    def show_result(
        self,
        event: HandScored,
        *,
        names: Sequence[str] | None = None,
        seat: int = 0,
        target: int | None = None,
    ) -> None:
        """Show the scored hand ``event`` (its trump, maker and loners included) to the player
        at ``seat``; ``names`` by seat."""
        our_team = seat % 2
        makers_us = event.makers == our_team
        loner_names = self._loner_names(event, names, seat)
        trump, maker = event.trump, event.maker
        self._outcome.setText(words.outcome_name(event.outcome).upper())
        self._headline.setText(self.headline(event.outcome, makers_us, loner_names))
        lines = [self.tr("Trump: %1").replace(
            "%1", suit_html(trump) + " " + words.suit_name(trump))]
        makers = words.team_name(event.makers, our_team)
        if names is not None and maker < len(names):
            makers = self.tr("%1 (%2)").replace("%1", names[maker]).replace("%2", makers)
        lines.append(self.tr("Makers: %1, %2 of 5 tricks").replace("%1", makers)
                     .replace("%2", str(event.maker_tricks)))
        lines.append(self.tr("%1 for %2").replace("%1", "+" + words.points_text(event.points))
                     .replace("%2", words.team_name(event.team, our_team)))
        self._details.setText("".join(f'<p style="margin:0 0 3px 0">{line}</p>' for line in lines))
        us, them = event.scores[our_team], event.scores[1 - our_team]
        scores = self.tr("Us %1 · Them %2").replace("%1", str(us)).replace("%2", str(them))
        if target is not None:
            scores += "  " + self.tr("(to %1)").replace("%1", str(target))
        self._scores.setText(scores)
        self._pop_up()

    def _pop_up(self) -> None:
        self.review_button.setVisible(
            self.isSignalConnected(QMetaMethod.fromSignal(self.review_requested)))
        self.adjustSize()
        self.show()
        if self.parentWidget() is not None:  # an overlay: above the table's other widgets
            self.raise_()
        self.continue_button.setFocus()

    def headline(self, outcome: HandOutcome, makers_us: bool,
                 loners: dict[str, str | None]) -> str:
        """The big line: "March! We took all five tricks", "Euchred! We set them"...;
        ``loners`` names the makers' and the defenders' loner, None for the player."""
        maker_loner = loners.get("makers", "")
        defender_loner = loners.get("defenders", "")
        if outcome is HandOutcome.MADE:
            return self.tr("We made it") if makers_us else self.tr("They made it")
        if outcome is HandOutcome.MARCH:
            if makers_us:
                return self.tr("March! We took all five tricks")
            return self.tr("March! They took all five tricks")
        if outcome is HandOutcome.LONE_MARCH:
            if maker_loner is None:
                return self.tr("Lone march! You took all five alone")
            return self.tr("Lone march! %1 took all five alone").replace("%1", maker_loner)
        if outcome is HandOutcome.EUCHRED:
            return self.tr("Euchred! We were set") if makers_us else self.tr(
                "Euchred! We set them")
        if outcome is HandOutcome.LONE_EUCHRE:
            if defender_loner is None:
                return self.tr("Lone euchre! You defended alone")
            return self.tr("Lone euchre! %1 defended alone").replace("%1", defender_loner)
        if makers_us:
            return self.tr("Super euchre! We took no trick")
        return self.tr("Super euchre! They took no trick")

    @staticmethod
    def _loner_names(event: HandScored, names: Sequence[str] | None,
                     own_seat: int) -> dict[str, str | None]:
        """Each side's loner by name ("makers", "defenders"): None for the player at
        ``own_seat``, who is told "you"."""
        result: dict[str, str | None] = {}
        for seat in event.alone:
            name = names[seat] if names is not None and seat < len(names) else ""
            side = "makers" if seat % 2 == event.makers else "defenders"
            result[side] = None if seat == own_seat else name or words.team_name(
                seat % 2, own_seat % 2)
        return result

    def text(self) -> str:
        """Everything the summary says, as plain text (for tests and screen readers)."""
        parts = [self._outcome.text(), self._headline.text(), self._details.text(),
                 self._scores.text()]
        return "\n".join(parts)

    def dismiss(self) -> None:
        """Hide the summary without telling anyone: the next hand has started, or the
        match was reset."""
        focus = QApplication.focusWidget()
        if focus is not None and (focus is self or self.isAncestorOf(focus)):
            parent = self.parentWidget()
            if parent is not None:
                parent.setFocus()  # the table, not nothing, takes the keys back
        self.hide()

    def close_summary(self) -> None:
        """The player is done reading: hide and emit ``closed``."""
        if self.isHidden():
            return
        self.dismiss()
        self.closed.emit()

    def mousePressEvent(self, event: QMouseEvent) -> None:
        self.close_summary()
        event.accept()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in CLOSE_KEYS:
            self.close_summary()
            event.accept()
            return
        super().keyPressEvent(event)


class MatchOverPanel(QWidget):
    """The end of the match, over the whole table (dimmed behind a card): who won, the final
    score, how many hands were played, and each team's hands made, marches, euchres and
    loners; then a new match (``new_match_requested``: the New game dialog) or the same
    rules again (``same_rules_requested``, the default: Enter)."""

    new_match_requested = Signal()
    same_rules_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._title = label(self.tr("MATCH OVER"), size=10, bold=True, colour=MUTED)
        self.headline = label(size=20, bold=True, colour=ACCENT)
        self.headline.setWordWrap(True)
        self._scores = label(size=15, bold=True)
        self._hands = label(colour=MUTED)
        self._hands.setWordWrap(True)
        self._table = QGridLayout()
        self._table.setHorizontalSpacing(22)
        self._table.setVerticalSpacing(3)
        self.new_match_button = QPushButton(self.tr("&New match…"))
        self.new_match_button.setToolTip(self.tr("Choose the rules and players of a new match"))
        self.new_match_button.clicked.connect(self.new_match_requested)
        self.same_rules_button = QPushButton(self.tr("&Same rules again"))
        self.same_rules_button.setToolTip(self.tr("A new match under these rules, new deals"))
        self.same_rules_button.setProperty("defaultChoice", True)
        self.same_rules_button.clicked.connect(self.same_rules_requested)
        buttons = QHBoxLayout()
        buttons.setSpacing(10)
        buttons.addWidget(self.new_match_button)
        buttons.addStretch(1)
        buttons.addWidget(self.same_rules_button)
        self.card = _SolidCard(self)
        layout = QVBoxLayout(self.card)
        layout.setContentsMargins(28, 20, 28, 20)
        layout.setSpacing(6)
        layout.addWidget(self._title)
        layout.addWidget(self.headline)
        layout.addWidget(self._scores)
        layout.addWidget(self._hands)
        layout.addSpacing(8)
        layout.addLayout(self._table)
        layout.addSpacing(12)
        layout.addLayout(buttons)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(12, 12, 12, 12)
        outer.addWidget(self.card, 0, Qt.AlignmentFlag.AlignCenter)
        self.hide()

    def show_match(self, winner: int | None, scores: tuple[int, int], tally: MatchTally,
                   rules: HouseRules, our_team: int = 0) -> None:
        """Show the finished match: ``winner`` is a team, or None for a draw."""
        if winner is None:
            self.headline.setText(self.tr("A draw"))
        elif winner == our_team:
            self.headline.setText(self.tr("We won the match!"))
        else:
            self.headline.setText(self.tr("They won the match"))
        us, them = scores[our_team], scores[1 - our_team]
        self._scores.setText(self.tr("Us %1 · Them %2").replace("%1", str(us))
                             .replace("%2", str(them)))
        if rules.target_score is not None:
            length = self.tr("%n hand(s) played, to %1 points", "", tally.hands).replace(
                "%1", str(rules.target_score))
        else:
            length = self.tr("%n hand(s) played", "", tally.hands)
        if tally.thrown_in:
            length += " " + self.tr("(%n thrown in)", "", tally.thrown_in)
        self._hands.setText(length)
        self._fill_table(tally, our_team)
        self.adjustSize()
        self.show()
        if self.parentWidget() is not None:  # an overlay: above the table's other widgets
            self.raise_()
        self.same_rules_button.setFocus()

    def _fill_table(self, tally: MatchTally, our_team: int) -> None:
        while self._table.count():
            item = self._table.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.deleteLater()
        teams = (our_team, 1 - our_team)
        for column, team in enumerate(teams, start=1):
            heading = label(words.team_name(team, our_team), bold=True, colour=MUTED)
            self._table.addWidget(heading, 0, column, Qt.AlignmentFlag.AlignRight)
        rows = (
            (self.tr("Hands made"), [str(tally.made[team]) for team in teams]),
            (self.tr("Marches"), [str(tally.marches[team]) for team in teams]),
            (self.tr("Euchres"), [str(tally.euchres[team]) for team in teams]),
            (self.tr("Loners (won)"),
             [self.tr("%1 (%2)").replace("%1", str(tally.loners[team]))
              .replace("%2", str(tally.loners_won[team])) for team in teams]),
        )
        for row, (name, values) in enumerate(rows, start=1):
            self._table.addWidget(label(name), row, 0)
            for column, value in enumerate(values, start=1):
                self._table.addWidget(label(value, bold=True), row, column,
                                      Qt.AlignmentFlag.AlignRight)
        self._table.setColumnStretch(0, 1)

    def text(self) -> str:
        """Everything the screen says, as plain text (for tests and screen readers)."""
        parts = [self._title.text(), self.headline.text(), self._scores.text(),
                 self._hands.text()]
        cells = []
        for row in range(self._table.rowCount()):
            line = []
            for column in range(self._table.columnCount()):
                item = self._table.itemAtPosition(row, column)
                widget = item.widget() if item is not None else None
                if isinstance(widget, QLabel):
                    line.append(widget.text())
            cells.append(" ".join(line))
        return "\n".join(parts + cells)

    def resizeEvent(self, event: QResizeEvent) -> None:
        """The card takes the width it reads best at, as far as the table allows."""
        self.card.setFixedWidth(max(280, min(CARD_WIDTH, self.width() - 24)))
        super().resizeEvent(event)

    def paintEvent(self, event: QPaintEvent) -> None:
        """The table dimmed: the match is over, nothing there can be played."""
        painter = QPainter(self)
        painter.fillRect(self.rect(), SCRIM)
        painter.end()

    def mousePressEvent(self, event: QMouseEvent) -> None:
        event.accept()  # the dimmed table takes no clicks

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Enter presses the focused button, Same rules again unless New match has focus."""
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            if self.new_match_button.hasFocus():
                self.new_match_requested.emit()
            else:
                self.same_rules_requested.emit()
            event.accept()
            return
        super().keyPressEvent(event)


class _SolidCard(DarkPanel):
    """A dark panel that hides what lies under it (the end-of-match card)."""

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(PANEL_EDGE)
        painter.setBrush(SOLID_FILL)
        painter.drawRoundedRect(QRectF(self.rect()).adjusted(0.5, 0.5, -0.5, -0.5), RADIUS,
                                RADIUS)
        painter.end()


class LastTrickDialog(QDialog):
    """The cards of the last trick, in the order played, each under its player's name; the
    winner's card is marked."""

    CARD_HEIGHT = 112

    def __init__(
        self,
        trick: Sequence[tuple[int, Card]],
        winner: int | None,
        names: Sequence[str],
        renderer: CardRenderer | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Last trick"))
        self.setStyleSheet(DIALOG_STYLE)
        renderer = renderer or CardRenderer()
        size = card_size_for_height(self.CARD_HEIGHT)
        row = QHBoxLayout()
        row.setSpacing(14)
        self.card_labels: list[QLabel] = []
        for seat, card in trick:
            row.addLayout(self._card_column(seat, card, seat == winner, names, renderer, size))
        close = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        close.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(24, 18, 24, 16)
        layout.setSpacing(12)
        if winner is not None:
            title = self.tr("%1 won the last trick").replace("%1", _name(names, winner))
        else:
            title = self.tr("No trick has been played yet")
        layout.addWidget(label(title, size=13, bold=True), 0, Qt.AlignmentFlag.AlignHCenter)
        layout.addLayout(row)
        layout.addWidget(close)

    def _card_column(
        self, seat: int, card: Card, won: bool, names: Sequence[str], renderer: CardRenderer,
        size: QSize,
    ) -> QVBoxLayout:
        picture = QLabel()
        picture.setPixmap(renderer.pixmap(card, size, self.devicePixelRatioF()))
        picture.setAccessibleName(words.card_name(card))
        picture.setToolTip(words.card_name(card))
        border = ACCENT if won else "transparent"
        picture.setStyleSheet(f"border: 3px solid {border}; border-radius: 9px; padding: 1px;")
        self.card_labels.append(picture)
        name = label(_name(names, seat), bold=won, colour=ACCENT if won else TEXT)
        column = QVBoxLayout()
        column.setSpacing(4)
        column.addWidget(picture, 0, Qt.AlignmentFlag.AlignHCenter)
        column.addWidget(name, 0, Qt.AlignmentFlag.AlignHCenter)
        return column


def _name(names: Sequence[str], seat: int) -> str:
    return names[seat] if seat < len(names) else str(seat)
