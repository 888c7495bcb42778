"""Does everything on screen fit? Finds cut texts and widgets that stick out or overlap.

A widget that exists is not one a person can read: a button narrower than its text shows
"ass" for "Pass", a label squeezed by its layout shows half-height digits, a panel wider than
its column is clipped by the window. ``fit_problems(window)`` looks at every visible label and
button of a window and measures its text with the font metrics (word wrap, rich text, icons and
the style sheet's padding included) against the room the widget really has, and checks that no
widget lies outside its parent or over a sibling laid out beside it.

Qt only (no test libraries): the gallery command and the tests both use it.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6 import QtGui
from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QFontMetrics, QTextDocument
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractScrollArea,
    QCheckBox,
    QLabel,
    QPushButton,
    QRadioButton,
    QScrollArea,
    QStyle,
    QStyleOptionButton,
    QWidget,
)

TOLERANCE_PX = 1
"""Rounding slack: a text one pixel wider than its room still reads whole."""


@dataclass(frozen=True)
class FitProblem:
    """One thing that does not fit: which widget, what kind of problem, and by how much."""

    widget: str
    kind: str  # "text-cut", "outside-parent", "outside-window" or "overlap"
    detail: str

    def __str__(self) -> str:
        return f"{self.kind}: {self.widget}: {self.detail}"


def fit_problems(window: QWidget) -> list[FitProblem]:
    """Every fit problem among ``window``'s visible widgets (the window itself included)."""
    problems: list[FitProblem] = []
    widgets = [window] + [w for w in window.findChildren(QWidget) if _shown(w, window)]
    for widget in widgets:
        widget.ensurePolished()
        if isinstance(widget, QLabel):
            problems += _label_problems(widget)
        elif isinstance(widget, QAbstractButton):
            problems += _button_problems(widget)
        elif isinstance(widget, QScrollArea):
            problems += _scroll_problems(widget)
        if widget is not window:
            problems += _placement_problems(widget, window)
    return problems


def describe(widget: QWidget) -> str:
    """A readable name for ``widget``: its class, its text and where it sits."""
    text = ""
    if isinstance(widget, (QLabel, QAbstractButton)):
        text = _plain(widget).replace("\n", " ")
        if len(text) > 40:
            text = text[:37] + "..."
    owners = []
    parent = widget.parentWidget()
    while parent is not None and not parent.isWindow():
        owners.append(parent.objectName() or type(parent).__name__)
        parent = parent.parentWidget()
    where = "/".join(reversed(owners))
    name = type(widget).__name__ + (f"#{widget.objectName()}" if widget.objectName() else "")
    return f"{name} {text!r} in {where or 'window'}"


# --- text ------------------------------------------------------------------------------------


def _shown(widget: QWidget, window: QWidget) -> bool:
    return not widget.isWindow() and widget.isVisibleTo(window)


def _plain(widget: QLabel | QAbstractButton) -> str:
    if isinstance(widget, QLabel) and _is_rich(widget):
        document = QTextDocument()
        document.setHtml(widget.text())
        return document.toPlainText()
    text = widget.text()
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&")


def _is_rich(label: QLabel) -> bool:
    text_format = label.textFormat()
    if text_format is Qt.TextFormat.AutoText:
        return QtGui.Qt.mightBeRichText(label.text())
    return text_format is Qt.TextFormat.RichText


def text_room(label: QLabel) -> QRect:
    """The rectangle a label draws its text in: its contents less its margin and indent."""
    margin = label.margin()
    room = label.contentsRect().adjusted(margin, margin, -margin, -margin)
    indent = label.indent()
    if indent > 0:
        alignment = label.alignment()
        if alignment & Qt.AlignmentFlag.AlignLeft:
            room.setLeft(room.left() + indent)
        elif alignment & Qt.AlignmentFlag.AlignRight:
            room.setRight(room.right() - indent)
        if alignment & Qt.AlignmentFlag.AlignTop:
            room.setTop(room.top() + indent)
        elif alignment & Qt.AlignmentFlag.AlignBottom:
            room.setBottom(room.bottom() - indent)
    return room


def label_text_size(label: QLabel, width: int) -> tuple[int, int]:
    """The width and height ``label``'s text needs when it may use ``width`` pixels (used
    only when the label wraps its words)."""
    text = label.text()
    if _is_rich(label):
        document = QTextDocument()
        document.setDocumentMargin(0)
        document.setDefaultFont(label.font())
        document.setHtml(text)
        if label.wordWrap():
            document.setTextWidth(max(1, width))
        return round(document.idealWidth() + 0.49), round(document.size().height() + 0.49)
    metrics = QFontMetrics(label.font())
    flags = int(label.alignment().value)
    if label.buddy() is not None:  # "&Trump:" draws as "Trump:", the T underlined
        flags |= int(Qt.TextFlag.TextShowMnemonic.value)
    if label.wordWrap():
        flags |= int(Qt.TextFlag.TextWordWrap.value)
    bounds = QRect(0, 0, max(1, width) if label.wordWrap() else 1 << 20, 1 << 20)
    needed = metrics.boundingRect(bounds, flags, text)
    return needed.width(), needed.height()


def _label_problems(label: QLabel) -> list[FitProblem]:
    if not label.text().strip():
        return []
    room = text_room(label)
    width, height = label_text_size(label, room.width())
    problems = []
    if width > room.width() + TOLERANCE_PX:
        problems.append(FitProblem(describe(label), "text-cut",
                                   f"text needs {width} px wide, has {room.width()}"))
    if height > room.height() + TOLERANCE_PX:
        problems.append(FitProblem(describe(label), "text-cut",
                                   f"text needs {height} px high, has {room.height()}"))
    return problems


def _button_problems(button: QAbstractButton) -> list[FitProblem]:
    text = _plain(button)
    if not text.strip():
        return []
    option = QStyleOptionButton()
    option.initFrom(button)
    option.text = button.text()
    option.icon = button.icon()
    option.iconSize = button.iconSize()
    if isinstance(button, QCheckBox):
        room = button.style().subElementRect(QStyle.SubElement.SE_CheckBoxContents, option,
                                             button)
    elif isinstance(button, QRadioButton):
        room = button.style().subElementRect(QStyle.SubElement.SE_RadioButtonContents, option,
                                             button)
    elif isinstance(button, QPushButton):
        room = button.style().subElementRect(QStyle.SubElement.SE_PushButtonContents, option,
                                             button)
    else:
        room = button.contentsRect()
    metrics = QFontMetrics(button.font())
    width = max(metrics.horizontalAdvance(line) for line in text.split("\n"))
    if not button.icon().isNull() and isinstance(button, QPushButton):
        width += button.iconSize().width() + 4  # Qt's gap between a button's icon and text
    height = metrics.height() * (text.count("\n") + 1)
    problems = []
    if width > room.width() + TOLERANCE_PX:
        problems.append(FitProblem(describe(button), "text-cut",
                                   f"text needs {width} px wide, has {room.width()}"))
    if height > room.height() + TOLERANCE_PX:
        problems.append(FitProblem(describe(button), "text-cut",
                                   f"text needs {height} px high, has {room.height()}"))
    return problems


# --- placement -------------------------------------------------------------------------------


def _free_to_overflow(widget: QWidget) -> bool:
    """Widgets that may lie partly outside their parent or over their siblings by design:
    the insides of scroll areas (the viewport clips them) and Qt's own internal widgets."""
    parent = widget.parentWidget()
    if widget.objectName().startswith("qt_"):
        return True
    if isinstance(parent, QAbstractScrollArea):
        return True  # its viewport, scroll bars and the overlays floating over it
    grandparent = parent.parentWidget() if parent is not None else None
    return isinstance(grandparent, QAbstractScrollArea) and parent is grandparent.viewport()


def _placement_problems(widget: QWidget, window: QWidget) -> list[FitProblem]:
    problems: list[FitProblem] = []
    parent = widget.parentWidget()
    if parent is None:
        return problems
    geometry = widget.geometry()
    if not _free_to_overflow(widget) and not _inside(geometry, parent.rect()):
        problems.append(FitProblem(describe(widget), "outside-parent",
                                   f"{_rect(geometry)} is not inside {_rect(parent.rect())}"))
    in_window = QRect(widget.mapTo(window, widget.rect().topLeft()), widget.size())
    if not _scrolled(widget, window) and not _inside(in_window, window.rect()):
        problems.append(FitProblem(describe(widget), "outside-window",
                                   f"{_rect(in_window)} is not inside {_rect(window.rect())}"))
    if not _free_to_overflow(widget):
        for sibling in parent.children():
            if (
                isinstance(sibling, QWidget)
                and sibling is not widget
                and id(sibling) < id(widget)  # each pair once
                and _shown(sibling, window)
                and not _free_to_overflow(sibling)
            ):
                overlap = geometry.intersected(sibling.geometry())
                if overlap.width() > TOLERANCE_PX and overlap.height() > TOLERANCE_PX:
                    problems.append(FitProblem(
                        describe(widget), "overlap",
                        f"{_rect(geometry)} lies over {describe(sibling)} "
                        f"{_rect(sibling.geometry())}"))
    return problems


def _scroll_problems(area: QScrollArea) -> list[FitProblem]:
    """A scroll area that cannot scroll sideways must hold its contents' width: what sticks
    out past its right edge can never be seen."""
    inside = area.widget()
    if (inside is None or area.horizontalScrollBarPolicy()
            is not Qt.ScrollBarPolicy.ScrollBarAlwaysOff):
        return []
    room = area.viewport().width()
    if inside.width() > room + TOLERANCE_PX:
        return [FitProblem(describe(inside), "outside-parent",
                           f"{inside.width()} px wide in a view {room} px wide that does not "
                           "scroll sideways")]
    return []


def _scrolled(widget: QWidget, window: QWidget) -> bool:
    """Whether ``widget`` lies in a scroll area, which may hide part of it until scrolled."""
    parent = widget.parentWidget()
    while parent is not None and parent is not window:
        area = parent.parentWidget()
        if isinstance(area, QAbstractScrollArea) and parent is area.viewport():
            return True
        parent = area
    return False


def _inside(inner: QRect, outer: QRect) -> bool:
    return (inner.left() >= outer.left() - TOLERANCE_PX
            and inner.top() >= outer.top() - TOLERANCE_PX
            and inner.right() <= outer.right() + TOLERANCE_PX
            and inner.bottom() <= outer.bottom() + TOLERANCE_PX)


def _rect(rect: QRect) -> str:
    return f"{rect.width()}x{rect.height()}+{rect.x()}+{rect.y()}"
