"""Name plates and speech bubbles drawn on the table for each seat."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt, QTimer
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from euchre_desktop.rules import Suit
from euchre_desktop.ui.table.card_art import suit_colour

PLATE_Z = 300.0
BUBBLE_Z = 400.0


class SeatLabel(QGraphicsObject):
    """A seat's name plate, with the dealer chip, trump mark for the maker, a loner mark,
    tricks taken this hand and a "thinking" cue."""

    def __init__(self, name: str) -> None:
        super().__init__()
        self.name = name
        self.dealer = False
        self.trump: Suit | None = None
        self.alone = False
        self.tricks = 0
        self.thinking = False
        self._dots = 0
        self._scale = 1.0
        self._timer = QTimer(self)
        self._timer.setInterval(350)
        self._timer.timeout.connect(self._tick)
        self.setZValue(PLATE_Z)

    def set_scale_for(self, card_height: float) -> None:
        scale = max(0.7, min(1.6, card_height / 110))
        if scale != self._scale:
            self.prepareGeometryChange()
            self._scale = scale

    def set_marks(
        self, *, dealer: bool | None = None, trump: Suit | None = None, alone: bool = False
    ) -> None:
        """Set the badges; a new deal calls this with ``dealer`` only, clearing the rest."""
        if dealer is not None:
            self.dealer = dealer
            self.trump = None
            self.alone = False
            self.tricks = 0
        if trump is not None:
            self.trump = trump
        if alone:
            self.alone = True
        self.update()

    def add_trick(self) -> None:
        self.tricks += 1
        self.update()

    def set_thinking(self, on: bool) -> None:
        self.thinking = on
        if on:
            self._timer.start()
        else:
            self._timer.stop()
        self.update()

    def _tick(self) -> None:
        self._dots = (self._dots + 1) % 4
        self.update()

    def _font(self) -> QFont:
        font = QFont()
        font.setPointSizeF(10 * self._scale)
        font.setBold(True)
        return font

    def _text(self) -> str:
        parts = [self.name]
        if self.tricks:
            parts.append(f"\u2022 {self.tricks}")
        if self.thinking:
            parts.append("." * self._dots)
        return "  ".join(parts)

    def boundingRect(self) -> QRectF:
        metrics = QFontMetricsF(self._font())
        width = metrics.horizontalAdvance(self.name + "  \u2022 5  ...") + 70 * self._scale
        height = metrics.height() + 10 * self._scale
        return QRectF(-width / 2, -height / 2, width, height)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        font = self._font()
        metrics = QFontMetricsF(font)
        text = self._text()
        badge = metrics.height()
        badges = int(self.dealer) + int(self.trump is not None) + int(self.alone)
        width = metrics.horizontalAdvance(text) + 18 * self._scale + badges * (badge + 4)
        height = metrics.height() + 8 * self._scale
        rect = QRectF(-width / 2, -height / 2, width, height)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 120))
        painter.drawRoundedRect(rect, height / 2, height / 2)
        painter.setFont(font)
        painter.setPen(QColor("#f4f1e8"))
        x = rect.left() + 9 * self._scale
        text_rect = QRectF(x, rect.top(), metrics.horizontalAdvance(text) + 2, height)
        painter.drawText(text_rect, Qt.AlignmentFlag.AlignVCenter, text)
        x = text_rect.right() + 4
        for kind in ("dealer", "trump", "alone"):
            if kind == "dealer" and not self.dealer or kind == "alone" and not self.alone:
                continue
            if kind == "trump" and self.trump is None:
                continue
            circle = QRectF(x, -badge / 2, badge, badge)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor("#f4f1e8") if kind != "alone" else QColor("#e0a526"))
            painter.drawEllipse(circle)
            if kind == "trump":
                assert self.trump is not None
                painter.setPen(suit_colour(self.trump))
                painter.drawText(circle, Qt.AlignmentFlag.AlignCenter, self.trump.symbol)
            else:
                painter.setPen(QColor("#1d3b2a"))
                painter.drawText(circle, Qt.AlignmentFlag.AlignCenter,
                                 "D" if kind == "dealer" else "1")
            x += badge + 4


class SpeechBubble(QGraphicsObject):
    """What a seat said in the bidding ("Pass", "Order up", "Hearts", "Alone!")."""

    def __init__(self) -> None:
        super().__init__()
        self.text = ""
        self._scale = 1.0
        self.setZValue(BUBBLE_Z)
        self.setVisible(False)

    def set_scale_for(self, card_height: float) -> None:
        scale = max(0.7, min(1.6, card_height / 110))
        if scale != self._scale:
            self.prepareGeometryChange()
            self._scale = scale

    def say(self, text: str) -> None:
        self.prepareGeometryChange()
        self.text = text
        self.setVisible(bool(text))
        self.update()

    def clear(self) -> None:
        self.say("")

    def _font(self) -> QFont:
        font = QFont()
        font.setPointSizeF(11 * self._scale)
        font.setBold(True)
        return font

    def boundingRect(self) -> QRectF:
        metrics = QFontMetricsF(self._font())
        width = metrics.horizontalAdvance(self.text) + 28 * self._scale
        height = metrics.height() + 14 * self._scale
        return QRectF(-width / 2 - 2, -height / 2 - 2, width + 4, height + 4)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        if not self.text:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = self.boundingRect().adjusted(2, 2, -2, -2)
        path = QPainterPath()
        path.addRoundedRect(rect, rect.height() / 2.4, rect.height() / 2.4)
        painter.setPen(QPen(QColor("#2b4a36"), 1.5))
        painter.setBrush(QColor("#fffdf5"))
        painter.drawPath(path)
        painter.setFont(self._font())
        painter.setPen(QColor("#1c2a22"))
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, self.text)
