"""The hand log: a short, scrollable list of what happened this hand (bids, discards, cards
and what each shows), newest at the bottom, so a learner can read it at their own pace."""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QTextCursor
from PySide6.QtWidgets import QFrame, QLayout, QSizePolicy, QTextBrowser, QVBoxLayout, QWidget

from euchre_desktop.ui.panel_style import ACCENT, MUTED, TEXT, DarkPanel, colour_suits, label

VISIBLE_LINES = 4
"""At least this many lines show before the log scrolls; it grows into free room..."""
MOST_LINES = 14
"""...up to this many."""
HANDS_KEPT = 2
"""The current hand and the one before it stay in the log; older hands are dropped."""


class HandLog(DarkPanel):
    """Lines of the hands so far, each hand under its own heading line."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._heading = label(self.tr("This hand"), size=8.5, bold=True, colour=MUTED)
        self._heading.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        self._hands: list[list[tuple[str, bool]]] = []
        self._text = QTextBrowser()
        self._text.setFrameShape(QFrame.Shape.NoFrame)
        self._text.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self._text.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self._text.setOpenLinks(False)
        self._text.setStyleSheet(f"QTextBrowser {{ background: transparent; color: {TEXT}; }}")
        self._text.viewport().setAutoFillBackground(False)
        self._text.document().setDocumentMargin(0)
        line = self._text.fontMetrics().lineSpacing()
        self._text.setMinimumHeight(VISIBLE_LINES * line + 4)
        self._text.setMaximumHeight(MOST_LINES * line + 4)
        self._text.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Expanding)
        self._text.setAccessibleName(self.tr("This hand"))
        bar = self._text.verticalScrollBar()  # the newest line stays in view as the log
        bar.rangeChanged.connect(lambda _low, high: bar.setValue(high))  # grows or shrinks
        layout = QVBoxLayout(self)
        layout.setContentsMargins(14, 10, 8, 10)
        layout.setSpacing(4)
        layout.addWidget(self._heading)
        layout.addWidget(self._text, 1)
        # No taller than the heading and the most lines: room beyond that goes below the
        # panel, not into gaps around the heading.
        layout.setSizeConstraint(QLayout.SizeConstraint.SetMinAndMaxSize)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Expanding)

    def sizeHint(self) -> QSize:
        """No more than the fewest lines: the log grows into room the column has to spare,
        and gives it up before anything in the column has to scroll."""
        return self.minimumSizeHint()

    def start_hand(self, text: str) -> None:
        """Begin a new hand under the heading ``text``; hands before the last are dropped."""
        self._hands.append([(text, True)])
        del self._hands[:-HANDS_KEPT]
        self._render()

    def add(self, text: str) -> None:
        """Add a line to the current hand."""
        if not self._hands:
            self._hands.append([])
        self._hands[-1].append((text, False))
        self._render()

    def clear(self) -> None:
        """Forget every line (a new match, or the log rebuilt after an undo)."""
        self._hands = []
        self._render()

    def lines(self) -> list[str]:
        """The lines shown, oldest first, as plain text."""
        return [text for hand in self._hands for text, _ in hand]

    def _render(self) -> None:
        paragraphs = []
        for hand_index, hand in enumerate(self._hands):
            for text, heading in hand:
                style = f"color:{ACCENT}; font-weight:600;" if heading else ""
                top = 6 if heading and hand_index else 0
                paragraphs.append(
                    f'<p style="margin:{top}px 0 2px 0; {style}">{colour_suits(text)}</p>')
        self._text.setHtml("".join(paragraphs))
        # The text's cursor, which the browser keeps in view as the text is laid out, at the
        # newest line: left at the start, it pulled the log back to the hand's first line.
        self._text.moveCursor(QTextCursor.MoveOperation.End)
