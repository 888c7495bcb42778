"""The Statistics dialog: the player's record over every finished game, from ``Statistics``.

Shows what ``Statistics.totals()`` offers: games played and won, the win rate, the hands
the player's side made trump (made or euchred) and the player's own loners.
"""

from __future__ import annotations

from PySide6.QtCore import QLocale, Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFrame,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QVBoxLayout,
    QWidget,
)

from euchre_desktop.app.storage import Statistics, Totals

NOTE_COLOUR = "#5f6b64"


class StatisticsDialog(QDialog):
    """The player's totals; ``values`` maps each shown figure's key to its text (for tests
    and accessibility)."""

    def __init__(self, stats: Statistics, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Statistics"))
        self._locale = QLocale()
        self.values: dict[str, str] = {}
        totals = stats.totals()

        title = QLabel(self.tr("Your record"))
        font = QFont(title.font())
        font.setPointSizeF(font.pointSizeF() * 1.35)
        font.setBold(True)
        title.setFont(font)

        tiles = QHBoxLayout()
        tiles.setSpacing(10)
        tiles.addWidget(self._tile("games_played", self._number(totals.games_played),
                                   self.tr("Games played")))
        tiles.addWidget(self._tile("games_won", self._number(totals.games_won),
                                   self.tr("Games won")))
        tiles.addWidget(self._tile("win_rate", self._percent(totals.win_rate, totals.games_played),
                                   self.tr("Win rate")))

        layout = QVBoxLayout(self)
        layout.setContentsMargins(20, 16, 20, 14)
        layout.setSpacing(12)
        layout.addWidget(title)
        if totals.games_played == 0:
            note = QLabel(self.tr("No finished games yet: your record starts with your first "
                                  "game."))
            note.setWordWrap(True)
            note.setStyleSheet(f"color: {NOTE_COLOUR};")
            layout.addWidget(note)
        layout.addLayout(tiles)
        layout.addWidget(self._hands_group(totals))
        layout.addWidget(self._loners_group(totals))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.setMinimumWidth(420)

    def _number(self, value: int) -> str:
        return self._locale.toString(value)

    def _percent(self, rate: float, out_of: int) -> str:
        if not out_of:
            return self.tr("–", "no win rate yet")
        return self.tr("%1%").replace("%1", self._locale.toString(rate * 100, "f", 0))

    def _tile(self, key: str, value: str, caption: str) -> QFrame:
        tile = QFrame()
        tile.setFrameShape(QFrame.Shape.StyledPanel)
        tile.setAccessibleName(f"{caption}: {value}")
        number = QLabel(value)
        font = QFont(number.font())
        font.setPointSizeF(font.pointSizeF() * 1.9)
        font.setBold(True)
        number.setFont(font)
        number.setAlignment(Qt.AlignmentFlag.AlignCenter)
        text = QLabel(caption)
        text.setAlignment(Qt.AlignmentFlag.AlignCenter)
        text.setStyleSheet(f"color: {NOTE_COLOUR};")
        column = QVBoxLayout(tile)
        column.setContentsMargins(12, 10, 12, 10)
        column.setSpacing(2)
        column.addWidget(number)
        column.addWidget(text)
        self.values[key] = value
        return tile

    def _rows(self, title: str, rows: list[tuple[str, str, str]]) -> QGroupBox:
        group = QGroupBox(title)
        grid = QGridLayout(group)
        grid.setContentsMargins(12, 10, 12, 10)
        grid.setHorizontalSpacing(16)
        grid.setVerticalSpacing(6)
        for row, (key, caption, value) in enumerate(rows):
            value_label = QLabel(value)
            value_label.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            grid.addWidget(QLabel(caption), row, 0)
            grid.addWidget(value_label, row, 1)
            self.values[key] = value
        grid.setColumnStretch(0, 1)
        return group

    def _hands_group(self, totals: Totals) -> QGroupBox:
        bids = totals.hands_made + totals.hands_euchred
        return self._rows(self.tr("Hands your side made trump"), [
            ("hands_made", self.tr("Made"), self._number(totals.hands_made)),
            ("hands_euchred", self.tr("Euchred"), self._number(totals.hands_euchred)),
            ("hands_success", self.tr("Success rate"),
             self._percent(totals.hands_made / bids if bids else 0.0, bids)),
        ])

    def _loners_group(self, totals: Totals) -> QGroupBox:
        return self._rows(self.tr("Your loners"), [
            ("loners_attempted", self.tr("Attempted"), self._number(totals.loners_attempted)),
            ("loners_made", self.tr("Made"), self._number(totals.loners_made)),
            ("loners_success", self.tr("Success rate"),
             self._percent(totals.loners_made / totals.loners_attempted
                           if totals.loners_attempted else 0.0, totals.loners_attempted)),
        ])
