"""The Statistics dialog: the player's record over the finished games, from ``Statistics``.

Shows what ``Statistics.totals()`` offers: games played and won, the win rate, the hands
the player's side made trump (made, marched or euchred), the opponents' bids the side
euchred, and the player's own loners; for every variant together or for one. A reset,
after a confirmation, forgets every finished game.
"""

from __future__ import annotations

from PySide6.QtCore import QLocale, Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFrame,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QMessageBox,
    QVBoxLayout,
    QWidget,
)

from euchre_desktop.app.storage import Statistics, StatisticsError
from euchre_desktop.ui.new_game_dialog import preset_words

NOTE_COLOUR = "#5f6b64"
ALL_VARIANTS = ""  # the variant combo's data for "All variants"


class StatisticsDialog(QDialog):
    """The player's totals; ``values`` maps each shown figure's key to its text (for tests
    and accessibility)."""

    def __init__(self, stats: Statistics, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Statistics"))
        self._stats = stats
        self._locale = QLocale()
        self.values: dict[str, str] = {}
        self._labels: dict[str, QLabel] = {}
        self._tiles: dict[str, tuple[QFrame, str]] = {}

        title = QLabel(self.tr("Your record"))
        font = QFont(title.font())
        font.setPointSizeF(font.pointSizeF() * 1.35)
        font.setBold(True)
        title.setFont(font)
        self.variant_combo = QComboBox()
        self.variant_combo.setAccessibleName(self.tr("Variant"))
        variant_label = QLabel(self.tr("&Variant:"))
        variant_label.setBuddy(self.variant_combo)
        heading = QHBoxLayout()
        heading.addWidget(title, 1)
        heading.addWidget(variant_label)
        heading.addWidget(self.variant_combo)

        self.note = QLabel(self.tr("No finished games yet: your record starts with your first "
                                   "game."))
        self.note.setWordWrap(True)
        self.note.setStyleSheet(f"color: {NOTE_COLOUR};")
        tiles = QHBoxLayout()
        tiles.setSpacing(10)
        tiles.addWidget(self._tile("games_played", self.tr("Games played")))
        tiles.addWidget(self._tile("games_won", self.tr("Games won")))
        tiles.addWidget(self._tile("win_rate", self.tr("Win rate")))

        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.reset_button = buttons.addButton(self.tr("&Reset statistics…"),
                                              QDialogButtonBox.ButtonRole.ResetRole)
        self.reset_button.clicked.connect(self._confirm_reset)
        buttons.rejected.connect(self.reject)

        layout = QVBoxLayout(self)
        layout.setContentsMargins(20, 16, 20, 14)
        layout.setSpacing(12)
        layout.addLayout(heading)
        layout.addWidget(self.note)
        layout.addLayout(tiles)
        layout.addWidget(self._rows(self.tr("Hands your side made trump"), [
            ("hands_made", self.tr("Made")),
            ("marches", self.tr("Marched (all five tricks)")),
            ("hands_euchred", self.tr("Euchred")),
            ("hands_success", self.tr("Success rate")),
        ]))
        layout.addWidget(self._rows(self.tr("Hands they made trump"), [
            ("euchres_inflicted", self.tr("Euchred by your side")),
        ]))
        layout.addWidget(self._rows(self.tr("Your loners"), [
            ("loners_attempted", self.tr("Attempted")),
            ("loners_made", self.tr("Made")),
            ("loners_success", self.tr("Success rate")),
        ]))
        layout.addWidget(buttons)
        self.setMinimumWidth(460)

        self._fill_variants()
        self.variant_combo.currentIndexChanged.connect(self._show_totals)
        self._show_totals()

    def variant(self) -> str | None:
        """The preset id whose record is shown, or None for every variant together."""
        chosen = self.variant_combo.currentData()
        return None if chosen == ALL_VARIANTS else str(chosen)

    # --- figures ----------------------------------------------------------------------------

    def _fill_variants(self) -> None:
        names = preset_words()
        self.variant_combo.blockSignals(True)
        self.variant_combo.clear()
        self.variant_combo.addItem(self.tr("All variants"), ALL_VARIANTS)
        for preset_id in self._stats.presets_played():
            name = names[preset_id][0] if preset_id in names else self.tr("Custom rules")
            self.variant_combo.addItem(name, preset_id)
        self.variant_combo.blockSignals(False)
        self.variant_combo.setEnabled(self.variant_combo.count() > 1)

    def _show_totals(self) -> None:
        totals = self._stats.totals(self.variant())
        bids = totals.hands_made + totals.hands_euchred
        figures = {
            "games_played": self._number(totals.games_played),
            "games_won": self._number(totals.games_won),
            "win_rate": self._percent(totals.win_rate, totals.games_played),
            "hands_made": self._number(totals.hands_made),
            "marches": self._number(totals.marches),
            "hands_euchred": self._number(totals.hands_euchred),
            "hands_success": self._percent(_share(totals.hands_made, bids), bids),
            "euchres_inflicted": self._number(totals.euchres_inflicted),
            "loners_attempted": self._number(totals.loners_attempted),
            "loners_made": self._number(totals.loners_made),
            "loners_success": self._percent(_share(totals.loners_made, totals.loners_attempted),
                                            totals.loners_attempted),
        }
        for key, text in figures.items():
            self._labels[key].setText(text)
        for key, (tile, caption) in self._tiles.items():
            tile.setAccessibleName(f"{caption}: {figures[key]}")
        self.values = figures
        self.note.setVisible(totals.games_played == 0)
        self.reset_button.setEnabled(bool(self._stats.presets_played()))

    def _confirm_reset(self) -> None:
        answer = QMessageBox.question(
            self, self.tr("Reset statistics"),
            self.tr("Forget every finished game? This cannot be undone. A game in progress "
                    "still counts once it is finished."),
            QMessageBox.StandardButton.Reset | QMessageBox.StandardButton.Cancel,
            QMessageBox.StandardButton.Cancel,
        )
        if answer != QMessageBox.StandardButton.Reset:
            return
        try:
            self._stats.reset()
        except StatisticsError as error:  # locked by another program: nothing was forgotten
            QMessageBox.warning(self, self.tr("Statistics"), str(error))
            return
        self._fill_variants()
        self._show_totals()

    def _number(self, value: int) -> str:
        return self._locale.toString(value)

    def _percent(self, rate: float, out_of: int) -> str:
        if not out_of:
            return self.tr("–", "no win rate yet")
        return self.tr("%1%").replace("%1", self._locale.toString(rate * 100, "f", 0))

    # --- building ---------------------------------------------------------------------------

    def _tile(self, key: str, caption: str) -> QFrame:
        tile = QFrame()
        tile.setFrameShape(QFrame.Shape.StyledPanel)
        number = QLabel()
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
        self._labels[key] = number
        self._tiles[key] = (tile, caption)
        return tile

    def _rows(self, title: str, rows: list[tuple[str, str]]) -> QGroupBox:
        group = QGroupBox(title)
        grid = QGridLayout(group)
        grid.setContentsMargins(12, 10, 12, 10)
        grid.setHorizontalSpacing(16)
        grid.setVerticalSpacing(6)
        for row, (key, caption) in enumerate(rows):
            value_label = QLabel()
            value_label.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            grid.addWidget(QLabel(caption), row, 0)
            grid.addWidget(value_label, row, 1)
            self._labels[key] = value_label
        grid.setColumnStretch(0, 1)
        return group


def _share(part: int, whole: int) -> float:
    return part / whole if whole else 0.0
