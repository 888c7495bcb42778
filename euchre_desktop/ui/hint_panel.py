"""The coach's advice: the move it recommends, why, and what each option is worth."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QGridLayout, QLabel, QVBoxLayout, QWidget

from euchre_desktop.bots.base import Reason
from euchre_desktop.bots.coach import Confidence
from euchre_desktop.rules.actions import Action
from euchre_desktop.rules.view import PlayerView
from euchre_desktop.ui import words
from euchre_desktop.ui.panel_style import ACCENT, MUTED, TEXT, DarkPanel, colour_suits, label

MAX_OPTIONS = 6
"""The list of options' values stops after this many; the advised one is always shown."""


class AdviceLike(Protocol):
    """What the panel reads from the coach's advice (``bots.coach.Advice``)."""

    @property
    def action(self) -> Action: ...

    @property
    def values(self) -> dict[Action, float]: ...

    @property
    def reasons(self) -> tuple[Reason, ...]: ...

    @property
    def confidence(self) -> Confidence: ...

    @property
    def margin(self) -> float: ...

    @property
    def samples(self) -> int: ...

    @property
    def level_with(self) -> tuple[Action, ...]: ...


class HintPanel(DarkPanel):
    """Shows the coach's recommended action, its reasons as sentences and the expected
    points of each option: the advice first, then the options it ties with (scored higher,
    by less than the noise), then the others, best first. ``clear`` hides it."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._heading = label(self.tr("Coach"), size=8.5, bold=True, colour=MUTED)
        self._advice = label(size=13, bold=True, colour=ACCENT, rich=True)
        self._confidence = label(colour=MUTED, italic=True)
        self._confidence.setWordWrap(True)
        self._advice.setWordWrap(True)
        self._reasons = label(rich=True)
        self._reasons.setWordWrap(True)
        self._values = QGridLayout()
        self._values.setHorizontalSpacing(16)
        self._values.setVerticalSpacing(1)
        self._values.setColumnStretch(0, 1)
        self._values_title = label(self.tr("Expected points"), size=8.5, bold=True,
                                   colour=MUTED)
        self._value_labels: list[QLabel] = []
        self._lines: list[str] = []
        layout = QVBoxLayout(self)
        layout.setContentsMargins(16, 12, 16, 12)
        layout.setSpacing(6)
        layout.addWidget(self._heading)
        layout.addWidget(self._advice)
        layout.addWidget(self._confidence)
        layout.addWidget(self._reasons)
        layout.addWidget(self._values_title)
        layout.addLayout(self._values)
        self.clear()

    def show_advice(
        self, advice: AdviceLike, view: PlayerView, names: Sequence[str] | None = None
    ) -> None:
        """Show ``advice`` for the decision in ``view``."""
        best = words.action_label(advice.action, view, names)
        self._advice.setText(self.tr("Suggested: %1").replace("%1", colour_suits(best)))
        self._advice.setAccessibleName(self.tr("Suggested: %1").replace("%1", best))
        tied = [advice.values[action] for action in (advice.action, *advice.level_with)
                if action in advice.values]
        level = sum(tied) / len(tied) if tied else 0.0
        sure = words.confidence_sentence(advice.confidence, advice.margin, advice.samples,
                                         level, len(tied))
        self._confidence.setText(sure)
        self._confidence.setVisible(bool(sure))
        sentences = [words.reason_sentence(reason, view) for reason in advice.reasons]
        self._reasons.setText("".join(
            f'<p style="margin:0 0 4px 0">• {colour_suits(s)}</p>' for s in sentences))
        self._reasons.setVisible(bool(sentences))
        self._fill_values(advice, view, names)
        self.show()

    def clear(self) -> None:
        """Forget the advice and hide the panel (a new decision, or hints turned off)."""
        self._advice.clear()
        self._advice.setAccessibleName("")
        self._confidence.clear()
        self._reasons.clear()
        self._set_rows([])
        self.hide()

    def option_lines(self) -> list[str]:
        """The option list as plain lines: "Play J♥: +1.42"."""
        return list(self._lines)

    def advice_text(self) -> str:
        return self._advice.accessibleName()

    def confidence_text(self) -> str:
        """How sure the coach is, as shown under the advice."""
        return self._confidence.text()

    def _fill_values(
        self, advice: AdviceLike, view: PlayerView, names: Sequence[str] | None
    ) -> None:
        ranked = words.ranked_options(advice.values, view,
                                      (advice.action, *advice.level_with))
        shown = ranked[:MAX_OPTIONS]
        if advice.action in advice.values and all(a != advice.action for a, _ in shown):
            shown[-1] = (advice.action, advice.values[advice.action])
        self._set_rows(
            [(words.action_label(action, view, names), value, action == advice.action)
             for action, value in shown]
        )

    def _set_rows(self, rows: list[tuple[str, float, bool]]) -> None:
        for item in self._value_labels:
            self._values.removeWidget(item)
            item.hide()  # deleted later: until then it must not show over the new rows
            item.deleteLater()
        self._value_labels = []
        self._lines = []
        for row, (name, value, chosen) in enumerate(rows):
            colour = ACCENT if chosen else TEXT
            number = words.signed_decimal(value)
            self._lines.append(f"{name}: {number}")
            name_label = label(colour_suits(name), bold=chosen, colour=colour, rich=True)
            name_label.setWordWrap(True)
            value_label = label(number, bold=chosen, colour=colour)
            value_label.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignTop)
            self._values.addWidget(name_label, row, 0)
            self._values.addWidget(value_label, row, 1)
            self._value_labels += [name_label, value_label]
        self._values_title.setVisible(bool(rows))

