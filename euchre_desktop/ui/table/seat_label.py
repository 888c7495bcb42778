"""Name plates and speech bubbles drawn on the table for each seat."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, QSizeF, Qt, QTimer
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from euchre_desktop.rules import Suit
from euchre_desktop.ui.table.card_art import suit_colour

PLATE_Z = 300.0
BUBBLE_Z = 400.0
OUR_TEAM = QColor("#5aa2e8")
THEIR_TEAM = QColor("#e8835a")
TURN_EDGE = QColor("#ffd35a")
INK = QColor("#f4f1e8")
THINKING_DELAY_MS = 300  # a quick bot shows no cue at all: no flicker
THINKING_STEP_MS = 420
PLATE_NAME_CHARS = 14
"""A longer name is shortened on its plate ("Maximiliane Ob…", whole in its tooltip): every
plate takes the size of the longest, and one long name would shrink the whole table."""
BUBBLE_POINTS = (11.0, 10.0, 9.0, 8.0)
"""A bubble's type sizes, largest first: a long sentence takes a smaller one, then wraps."""
BUBBLE_TAIL = 7.0
"""How far a bubble's tail reaches towards its seat (at text scale 1)."""
TEXT_INSET_X, TEXT_INSET_Y = 5.0, 3.0
"""Room between a bubble's body and its text, across and up or down (its outline included)."""


def text_scale(card_height: float) -> float:
    """How large plate and bubble texts are drawn for a human card of ``card_height``."""
    return max(0.75, min(1.5, card_height / 110))


def _font(scale: float, points: float, bold: bool = True) -> QFont:
    font = QFont()
    font.setPointSizeF(points * scale)
    font.setBold(bold)
    return font


class SeatLabel(QGraphicsObject):
    """A seat's name plate: its name and side (colour and a word: "Partner", "Opponent"),
    the dealer chip, the trump mark for the maker, a loner mark, tricks taken this hand,
    a gold edge when it is the seat's turn and a quiet three-dot cue while a bot thinks."""

    def __init__(self, name: str, team_word: str = "", our_team: bool = True) -> None:
        super().__init__()
        self.name = name
        self.setToolTip(name)
        self.team_word = team_word
        self.our_team = our_team
        self.dealer = False
        self.trump: Suit | None = None
        self.alone = False
        self.tricks = 0
        self.turn = False
        self.thinking = False
        self._dot = 0
        self._scale = 1.0
        self._size = QSizeF(120, 40)
        self._delay = QTimer(self)
        self._delay.setSingleShot(True)
        self._delay.setInterval(THINKING_DELAY_MS)
        self._delay.timeout.connect(self._start_dots)
        self._timer = QTimer(self)
        self._timer.setInterval(THINKING_STEP_MS)
        self._timer.timeout.connect(self._tick)
        self.setZValue(PLATE_Z)

    @property
    def team_colour(self) -> QColor:
        return OUR_TEAM if self.our_team else THEIR_TEAM

    @staticmethod
    def size_for(card_height: float, names: list[str], team_words: list[str]) -> QSizeF:
        """One size fits every plate of the table: the longest name with five tricks over
        the longest side word with every badge and the thinking dots."""
        scale = text_scale(card_height)
        main = QFontMetricsF(_font(scale, 10))
        small = QFontMetricsF(_font(scale, 8, bold=False))
        name_room = _name_room(main)
        first = max((min(main.horizontalAdvance(name), name_room) for name in names),
                    default=0)
        first += main.horizontalAdvance(_tricks_text(5)) + small.height() * 2.5  # the dots
        second = max((small.horizontalAdvance(word) for word in team_words), default=0)
        second += 3 * (small.height() + 3 * scale) + 6 * scale
        width = max(first, second) + 22 * scale
        return QSizeF(width, main.height() + small.height() + 10 * scale)

    def set_box(self, rect: QRectF, card_height: float) -> None:
        """Fill ``rect`` (scene coordinates) at the text size for this card height."""
        scale = text_scale(card_height)
        if rect.size() != self._size or scale != self._scale:
            self.prepareGeometryChange()
            self._size = QSizeF(rect.size())
            self._scale = scale
        self.setPos(rect.center())

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

    def set_turn(self, on: bool) -> None:
        if on != self.turn:
            self.turn = on
            self.update()

    def set_thinking(self, on: bool) -> None:
        """Show the thinking cue, but only once a bot has thought for a moment."""
        if on == self.thinking:
            return
        self.thinking = on
        self._dot = 0
        self._timer.stop()
        if on:
            self._delay.start()
        else:
            self._delay.stop()
        self.update()

    @property
    def shows_thinking(self) -> bool:
        """Whether the dots are on screen (after the short delay)."""
        return self.thinking and self._timer.isActive()

    def _start_dots(self) -> None:
        self._timer.start()
        self.update()

    def _tick(self) -> None:
        self._dot = (self._dot + 1) % 3
        self.update()

    def boundingRect(self) -> QRectF:
        width, height = self._size.width(), self._size.height()
        return QRectF(-width / 2 - 2, -height / 2 - 2, width + 4, height + 4)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        scale = self._scale
        rect = self.boundingRect().adjusted(2, 2, -2, -2)
        radius = min(rect.height() / 3, 10 * scale)
        painter.setPen(QPen(TURN_EDGE, 2.5 * scale) if self.turn
                       else QPen(self.team_colour, 1.2 * scale))
        painter.setBrush(QColor(0, 0, 0, 175 if self.turn else 130))
        painter.drawRoundedRect(rect, radius, radius)
        stripe = QRectF(rect.left() + 4 * scale, rect.top() + 5 * scale, 4 * scale,
                        rect.height() - 10 * scale)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(self.team_colour)
        painter.drawRoundedRect(stripe, 2 * scale, 2 * scale)
        main, small = _font(scale, 10), _font(scale, 8, bold=False)
        main_metrics, small_metrics = QFontMetricsF(main), QFontMetricsF(small)
        left = stripe.right() + 6 * scale
        right = rect.right() - 6 * scale
        tricks = _tricks_text(self.tricks) if self.tricks else ""
        name = main_metrics.elidedText(self.name, Qt.TextElideMode.ElideRight,
                                       min(_name_room(main_metrics), right - left))
        text = name + tricks
        painter.setFont(main)
        painter.setPen(INK)
        line = QRectF(left, rect.top() + 4 * scale, right - left, main_metrics.height())
        painter.drawText(line, Qt.AlignmentFlag.AlignVCenter, text)
        second = QRectF(left, line.bottom(), right - left, small_metrics.height())
        painter.setFont(small)
        painter.setPen(self.team_colour.lighter(130))
        painter.drawText(second, Qt.AlignmentFlag.AlignVCenter, self.team_word)
        if self.shows_thinking:
            self._paint_dots(painter, right, line.center().y(), small_metrics.height() * 0.3)
        painter.setFont(main)
        self._paint_badges(painter, right, second.center().y(), small_metrics.height())

    def _paint_badges(self, painter: QPainter, right: float, y: float, size: float) -> None:
        """The dealer chip, the maker's trump and the loner mark, from the right edge."""
        kinds = [kind for kind, shown in (("alone", self.alone), ("trump", self.trump),
                                          ("dealer", self.dealer)) if shown]
        font = _font(self._scale, 7)
        painter.setFont(font)
        x = right - size
        for kind in kinds:
            circle = QRectF(x, y - size / 2, size, size)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(INK if kind != "alone" else QColor("#e0a526"))
            painter.drawEllipse(circle)
            if kind == "trump":
                assert self.trump is not None
                painter.setPen(suit_colour(self.trump))
                painter.drawText(circle, Qt.AlignmentFlag.AlignCenter, self.trump.symbol)
            else:
                painter.setPen(QColor("#1d3b2a"))
                painter.drawText(circle, Qt.AlignmentFlag.AlignCenter,
                                 "D" if kind == "dealer" else "1")
            x -= size + 3 * self._scale

    def _paint_dots(self, painter: QPainter, right: float, y: float, size: float) -> None:
        """Three dots, the lit one moving slowly from left to right."""
        painter.setPen(Qt.PenStyle.NoPen)
        for index in range(3):
            colour = QColor(INK)
            colour.setAlpha(230 if index == self._dot else 90)
            painter.setBrush(colour)
            x = right - (2 - index) * size * 2.6
            painter.drawEllipse(QRectF(x - size / 2, y - size / 2, size, size))


def _name_room(metrics: QFontMetricsF) -> float:
    """The most width a plate gives its seat's name (``PLATE_NAME_CHARS``)."""
    return metrics.averageCharWidth() * PLATE_NAME_CHARS


def _tricks_text(tricks: int) -> str:
    return f"  \u2022 {tricks}"


def _text_flags(wraps: bool) -> int:
    """How a bubble draws its text: centred, on two lines when it wraps."""
    flags = int(Qt.AlignmentFlag.AlignCenter.value)
    return flags | int(Qt.TextFlag.TextWordWrap.value) if wraps else flags


class SpeechBubble(QGraphicsObject):
    """What a seat said in the bidding ("Pass", "Order up", "Hearts", "Alone!"), drawn in
    the room the layout gives it, against the side of its seat's hand with a small tail
    pointing at it; a long sentence takes a smaller font, then two lines."""

    def __init__(self) -> None:
        super().__init__()
        self.text = ""
        self._scale = 1.0
        self._room = QRectF(0, 0, 120, 30)
        self._towards = QPointF(-1, 0)  # from the bubble to its seat's hand
        self.setZValue(BUBBLE_Z)
        self.setVisible(False)

    def set_box(self, rect: QRectF, card_height: float, towards: QPointF) -> None:
        """Speak within ``rect`` (scene coordinates), the tail pointing ``towards`` the
        hand (a unit vector along an axis)."""
        self.prepareGeometryChange()
        self._room = QRectF(rect)
        self._scale = text_scale(card_height)
        self._towards = QPointF(round(towards.x()), round(towards.y()))
        self._place()

    @staticmethod
    def size_for(card_height: float) -> QSizeF:
        """The room a bubble needs: a few words on one line, or two lines of its smallest
        type, with the tail when it points up or down."""
        scale = text_scale(card_height)
        metrics = QFontMetricsF(_font(scale, BUBBLE_POINTS[0]))
        smallest = QFontMetricsF(_font(scale, BUBBLE_POINTS[-1]))
        two_lines = 2 * smallest.height() + 2 * TEXT_INSET_Y + BUBBLE_TAIL * scale
        return QSizeF(metrics.horizontalAdvance("Order up!") * 1.5 + 28 * scale,
                      max(metrics.height() * 1.5 + 10 * scale, two_lines))

    def say(self, text: str) -> None:
        self.prepareGeometryChange()
        self.text = text
        self.setVisible(bool(text))
        self._place()
        self.update()

    def clear(self) -> None:
        self.say("")

    @property
    def _tail(self) -> float:
        return BUBBLE_TAIL * self._scale

    def _place(self) -> None:
        """Against the room's side nearest the hand, so the bubble hugs its seat."""
        bounds = self.boundingRect()
        slack = QPointF((self._room.width() - bounds.width()) / 2,
                        (self._room.height() - bounds.height()) / 2)
        self.setPos(self._room.center() + QPointF(self._towards.x() * slack.x(),
                                                   self._towards.y() * slack.y()))

    def _fitted(self) -> tuple[QFont, bool, float]:
        """The font, whether it wraps, and the body's width for the text in the room."""
        padding = 14 * self._scale
        across = self._tail if self._towards.x() else 0.0
        room = self._room.width() - padding - across
        font = _font(self._scale, BUBBLE_POINTS[0])
        for points in BUBBLE_POINTS:
            font = _font(self._scale, points)
            width = QFontMetricsF(font).horizontalAdvance(self.text)
            if width <= room:
                return font, False, width + padding
        return font, True, room + padding

    def _body(self) -> QRectF:
        """The rounded body, in item coordinates, the tail beside it towards the hand."""
        font, wraps, width = self._fitted()
        tail_y = self._tail if self._towards.y() else 0.0
        height = self._room.height() - tail_y if wraps else min(
            self._room.height() - tail_y, QFontMetricsF(font).height() + 10 * self._scale)
        return QRectF(-width / 2, -height / 2, width, height)

    def text_box(self) -> QRectF:
        """Where the text is drawn, in item coordinates."""
        return self._body().adjusted(TEXT_INSET_X, TEXT_INSET_Y, -TEXT_INSET_X, -TEXT_INSET_Y)

    def text_fits(self) -> bool:
        """Whether the text shows whole in its box, on one line or two (for the fit checks)."""
        font, wraps, _ = self._fitted()
        box = self.text_box()
        needed = QFontMetricsF(font).boundingRect(box, _text_flags(wraps), self.text)
        return needed.width() <= box.width() + 1 and needed.height() <= box.height() + 1

    def boundingRect(self) -> QRectF:
        body = self._body().adjusted(1, 1, -1, -1)  # the pen stays inside the bounds
        tail = self._tail
        return body.adjusted(min(0.0, self._towards.x()) * tail,
                             min(0.0, self._towards.y()) * tail,
                             max(0.0, self._towards.x()) * tail,
                             max(0.0, self._towards.y()) * tail)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        if not self.text:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        font, wraps, _ = self._fitted()
        body = self._body().adjusted(1, 1, -1, -1)  # the pen stays inside the bounds
        path = QPainterPath()
        radius = min(body.height() / 2.4, 12 * self._scale)
        path.addRoundedRect(body, radius, radius)
        towards, tail = self._towards, self._tail
        edge = QPointF(towards.x() * body.width() / 2, towards.y() * body.height() / 2)
        side = QPointF(-towards.y(), towards.x()) * (tail * 0.8)
        point = edge + towards * tail
        tip = QPainterPath()
        tip.moveTo(edge + side - towards)
        tip.lineTo(point)
        tip.lineTo(edge - side - towards)
        tip.closeSubpath()
        path = path.united(tip)
        painter.setPen(QPen(QColor("#2b4a36"), 1.5))
        painter.setBrush(QColor("#fffdf5"))
        painter.drawPath(path)
        painter.setFont(font)
        painter.setPen(QColor("#1c2a22"))
        painter.drawText(self.text_box(), _text_flags(wraps), self.text)
