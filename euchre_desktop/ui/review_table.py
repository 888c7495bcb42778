"""The review's table: one position of a finished deal with every hand face up.

Drawn with the game's own card art, every card upright so that all hands read at a glance:
the player at the bottom, the others round the table clockwise, each under a name plate that
says who dealt, made trump, went alone or sits out, and what they last bid; the up-card while
it matters; the trick in the middle with its winner outlined; the coach's preferred card
outlined in the player's hand.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from euchre_desktop.bots.review import Position
from euchre_desktop.rules.actions import Action, Discard, GoAlone, NameTrump, OrderUp, Pass
from euchre_desktop.rules.cards import Card
from euchre_desktop.rules.phase import BIDDING_PHASES, Phase
from euchre_desktop.ui import words
from euchre_desktop.ui.panel_style import ACCENT, MUTED, TEXT
from euchre_desktop.ui.table.card_art import CARD_ASPECT, CardRenderer
from euchre_desktop.ui.table.presenter import sort_hand

FELT_TOP = QColor("#1f6b3d")
FELT_BOTTOM = QColor("#134427")
PLATE = QColor(10, 26, 18, 215)
OVERLAP = 0.5  # how much of a card's width the next card of a hand covers
WINNER = QColor(ACCENT)
COACH = QColor("#7fd3ff")

# Where each seat's hand sits, as fractions of the table, by offset from the player (0).
_SPOTS = {
    4: ((0.5, 0.84), (0.16, 0.5), (0.5, 0.18), (0.84, 0.5)),
    6: ((0.5, 0.85), (0.14, 0.68), (0.14, 0.38), (0.5, 0.16), (0.86, 0.38), (0.86, 0.68)),
}
_TRICK_REACH = {4: (1.1, 0.55), 6: (1.25, 1.05)}
"""How far a played card lies from the middle towards its player, in card widths across and
card heights up or down: six cards of a trick each keep their corner in view."""
_UP_CARD_PHASES = BIDDING_PHASES | {Phase.FARMERS_HAND, Phase.DEALER_NAMES_SUIT}


class ReviewTable(QWidget):
    """Paints a ``Position``; ``set_position`` changes what it shows."""

    def __init__(self, renderer: CardRenderer | None = None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.renderer = renderer or CardRenderer()
        self.position: Position | None = None
        self.names: Sequence[str] = ()
        self.seat = 0
        self.coach_card: Card | None = None
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMinimumSize(480, 420)

    def set_position(self, position: Position, names: Sequence[str], seat: int,
                     coach_card: Card | None = None) -> None:
        """Show ``position`` from ``seat``'s side of the table (at the bottom); ``coach_card``
        is outlined in that seat's hand: the card the coach preferred to the one played."""
        self.position = position
        self.names = names
        self.seat = seat
        self.coach_card = coach_card
        self.update()

    # --- geometry ---------------------------------------------------------------------------

    def card_size(self) -> QSize:
        players = self.position.state.players if self.position else 4
        height = min(self.height() * (0.18 if players == 4 else 0.16),
                     self.width() * 0.088 / CARD_ASPECT)
        return QSize(round(height * CARD_ASPECT), round(height))

    def seat_centre(self, seat: int) -> QPointF:
        players = self.position.state.players if self.position else 4
        fx, fy = _SPOTS[players][(seat - self.seat) % players]
        return QPointF(self.width() * fx, self.height() * fy)

    def hand_rects(self, seat: int) -> list[tuple[Card, QRectF]]:
        """Where each card of the seat's hand is drawn, left to right."""
        assert self.position is not None
        state = self.position.state
        hand = sort_hand(state.hands[seat], state.trump)
        size = self.card_size()
        step = size.width() * (1 - OVERLAP)
        centre = self.seat_centre(seat)
        width = size.width() + step * (len(hand) - 1)
        left = min(max(centre.x() - width / 2, 12.0), self.width() - 12.0 - width)
        top = centre.y() - size.height() / 2
        return [(card, QRectF(left + step * index, top, size.width(), size.height()))
                for index, card in enumerate(hand)]

    def trick_rects(self) -> list[tuple[int, Card, QRectF]]:
        """The cards in the middle: the trick being played (or just won), each pushed
        towards its player, round the middle as the seats sit round the table."""
        assert self.position is not None
        players = self.position.state.players
        size = self.card_size()
        across, down = _TRICK_REACH[players]
        middle = QPointF(self.width() / 2, self.height() / 2)
        placed = []
        for seat, card in self.position.trick:
            angle = 2 * math.pi * ((seat - self.seat) % players) / players
            centre = middle + QPointF(-math.sin(angle) * across * size.width(),
                                      math.cos(angle) * down * size.height())
            placed.append((seat, card, QRectF(centre.x() - size.width() / 2,
                                              centre.y() - size.height() / 2,
                                              size.width(), size.height())))
        return placed

    def plate_rect(self, seat: int) -> QRectF:
        """The name plate, above the hand (kept inside the table)."""
        lines = self.plate_lines(seat)
        metrics = QFontMetricsF(self._font(bold=True))
        width = max(metrics.horizontalAdvance(line) for line in lines) + 16
        height = metrics.height() * len(lines) + 6
        size = self.card_size()
        centre = self.seat_centre(seat)
        top = max(4.0, centre.y() - size.height() / 2 - height - 4)
        left = min(max(centre.x() - width / 2, 10.0), self.width() - 10.0 - width)
        return QRectF(left, top, width, height)

    # --- text -------------------------------------------------------------------------------

    def plate_lines(self, seat: int) -> list[str]:
        """The seat's name, then what it is this hand and its last bid or discard."""
        assert self.position is not None
        state = self.position.state
        name = self.names[seat] if seat < len(self.names) else str(seat)
        roles = []
        if seat == state.dealer:
            roles.append(self.tr("dealer"))
        if seat == state.maker:
            roles.append(self.tr("maker"))
        if seat in state.alone:
            roles.append(self.tr("alone"))
        if seat in state.sitting_out:
            roles.append(self.tr("sits out"))
        bid = self._last_word(seat)
        if bid:
            roles.append(bid)
        lines = [name]
        if roles:
            lines.append(" · ".join(roles))
        return lines

    def _bidding_shown(self) -> bool:
        """Whether the table still shows the bidding: the up-card and each seat's last bid
        (until the play, or to the end of a hand everyone passed)."""
        assert self.position is not None
        state = self.position.state
        return (state.phase in _UP_CARD_PHASES or state.phase is Phase.GOING_ALONE
                or state.trump is None)

    def _last_word(self, seat: int) -> str:
        """What the seat last said in the bidding (while bidding), or its discard."""
        assert self.position is not None
        state = self.position.state
        if self._bidding_shown():
            said = [action for bidder, action in state.bidding if bidder == seat]
            return bid_word(said[-1]) if said else ""
        discards = state.discards[seat]
        last = self.position.last
        if discards and last is not None and isinstance(last.action, Discard):
            return self.tr("discarded %1").replace("%1", words.card_short(discards[-1]))
        return ""

    # --- painting ---------------------------------------------------------------------------

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        painter.fillRect(self.rect(), FELT_BOTTOM)
        painter.setBrush(FELT_TOP)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.drawRoundedRect(QRectF(self.rect()).adjusted(6, 6, -6, -6), 24, 24)
        if self.position is not None:
            self._paint_position(painter)
        painter.end()

    def _paint_position(self, painter: QPainter) -> None:
        assert self.position is not None
        state = self.position.state
        dpr = self.devicePixelRatioF()
        size = self.card_size()
        for seat in range(state.players):
            faded = seat in state.sitting_out
            painter.setOpacity(0.45 if faded else 1.0)
            for card, rect in self.hand_rects(seat):
                painter.drawPixmap(rect.toRect(), self.renderer.pixmap(card, size, dpr))
                if seat == self.seat and card == self.coach_card:
                    self._outline(painter, rect, COACH)
            painter.setOpacity(1.0)
            self._paint_plate(painter, seat)
        if self._bidding_shown():
            turned_down = (state.phase in (Phase.BIDDING_ROUND_2, Phase.MATCH_OVER)
                           or state.round_made == 2)
            self._paint_up_card(painter, turned_down)
        for seat, card, rect in self.trick_rects():
            painter.drawPixmap(rect.toRect(), self.renderer.pixmap(card, size, dpr))
            if seat == self.position.trick_winner:
                self._outline(painter, rect, WINNER)

    def _paint_up_card(self, painter: QPainter, turned_down: bool) -> None:
        assert self.position is not None
        size = self.card_size()
        rect = QRectF(self.width() / 2 - size.width() / 2, self.height() / 2 - size.height() / 2,
                      size.width(), size.height())
        painter.setOpacity(0.5 if turned_down else 1.0)
        painter.drawPixmap(rect.toRect(), self.renderer.pixmap(
            self.position.state.up_card, size, self.devicePixelRatioF()))
        painter.setOpacity(1.0)
        caption = self.tr("turned down") if turned_down else self.tr("up-card")
        self._paint_caption(painter, caption, QPointF(rect.center().x(), rect.bottom() + 4))

    def _paint_plate(self, painter: QPainter, seat: int) -> None:
        assert self.position is not None
        rect = self.plate_rect(seat)
        to_act = self.position.state.turn == seat and not self.position.state.is_over
        painter.setPen(QPen(WINNER, 2) if to_act else Qt.PenStyle.NoPen)
        painter.setBrush(PLATE)
        painter.drawRoundedRect(rect, 7, 7)
        lines = self.plate_lines(seat)
        metrics = QFontMetricsF(self._font(bold=True))
        y = rect.top() + 3
        for index, line in enumerate(lines):
            painter.setFont(self._font(bold=index == 0))
            painter.setPen(QColor(TEXT if index == 0 else MUTED))
            painter.drawText(QRectF(rect.left(), y, rect.width(), metrics.height()),
                             Qt.AlignmentFlag.AlignCenter, line)
            y += metrics.height()

    def _paint_caption(self, painter: QPainter, text: str, top_centre: QPointF) -> None:
        font = self._font(bold=False)
        metrics = QFontMetricsF(font)
        width = metrics.horizontalAdvance(text) + 12
        rect = QRectF(top_centre.x() - width / 2, top_centre.y(), width, metrics.height() + 2)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(PLATE)
        painter.drawRoundedRect(rect, 5, 5)
        painter.setFont(font)
        painter.setPen(QColor(TEXT))
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, text)

    @staticmethod
    def _outline(painter: QPainter, rect: QRectF, colour: QColor) -> None:
        painter.setPen(QPen(colour, 3))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        radius = rect.width() * 0.07
        painter.drawRoundedRect(rect.adjusted(-1.5, -1.5, 1.5, 1.5), radius, radius)

    def _font(self, bold: bool) -> QFont:
        font = QFont(self.font())
        font.setPointSizeF(max(8.0, min(10.5, self.height() / 60)))
        font.setBold(bold)
        return font


def bid_word(action: Action) -> str:
    """A bid as the table says it of any seat: "passed", "ordered up", "named ♥", "alone"."""
    if isinstance(action, Pass):
        return QCoreApplication.translate("ReviewTable", "passed")
    if isinstance(action, OrderUp):
        return QCoreApplication.translate("ReviewTable", "ordered up")
    if isinstance(action, NameTrump):
        return QCoreApplication.translate("ReviewTable", "named %1").replace(
            "%1", action.suit.symbol)
    if isinstance(action, GoAlone):
        return QCoreApplication.translate("ReviewTable", "alone")
    return QCoreApplication.translate("ReviewTable", "not alone")
