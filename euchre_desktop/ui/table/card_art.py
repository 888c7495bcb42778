"""Our own card art, painted with QPainter, and a pixmap cache for it.

Every face is laid out in a 500 x 700 design space (the 5:7 card ratio) and scaled to the
requested pixel size. Cards drawn under 125 device pixels high switch to a *compact*
layout: bigger corner indices and one large centre symbol instead of pips, so that a card
stays legible in a crowded hand on a small screen.

Suit symbols and ornaments are paths built here, not font glyphs, so they look the same on
every system; only the index labels and words use a font (turned into paths and fitted to
their box, so font metrics never move the layout).
"""

from __future__ import annotations

import math
from collections.abc import Callable
from functools import cache

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QImage,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
    QPolygonF,
    QTransform,
)

from euchre_desktop.rules.cards import Card, JokerColour, Rank, Suit
from euchre_desktop.ui.words import rank_letter

CARD_ASPECT = 5 / 7
"""Width over height of every card."""

DESIGN_W = 500.0
DESIGN_H = 700.0
COMPACT_BELOW_PX = 125
"""Cards fewer device pixels high than this use the compact layout."""
CORNER_RADIUS = 30.0
"""Corner radius in design units (about 6 % of the width); the item uses the same."""

RED = QColor("#c41d2e")
BLACK = QColor("#1c1c22")
FACE_TOP = QColor("#ffffff")
FACE_BOTTOM = QColor("#f5f2e9")
EDGE = QColor("#7d7d7d")
GOLD = QColor("#d9a93c")
GOLD_DARK = QColor("#6e4b12")
PANEL_FILL = QColor("#f8f0db")
NAVY = QColor("#1c2e5c")
NAVY_LINE = QColor("#3b5797")
RIBBON = QColor("#b51f2c")
RIBBON_DARK = QColor("#7c121c")

_SANS = (
    "DejaVu Sans Condensed",
    "Liberation Sans Narrow",
    "Arial Narrow",
    "Roboto Condensed",
    "Helvetica Neue",
    "Arial",
    "DejaVu Sans",
    "sans-serif",
)
_SERIF = ("DejaVu Serif", "Georgia", "Liberation Serif", "Times New Roman", "serif")


def card_size_for_height(height: int) -> QSize:
    """The size of a card ``height`` pixels high, at the standard 5:7 ratio."""
    return QSize(max(1, round(height * CARD_ASPECT)), height)


def suit_colour(suit: Suit) -> QColor:
    return RED if suit.is_red else BLACK


# --- shapes ------------------------------------------------------------------------------
# Every shape lives in a 100 x 100 box centred on the origin, pointing up.


@cache
def _heart() -> QPainterPath:
    p = QPainterPath()
    p.moveTo(0, 47)
    p.cubicTo(-10, 33, -50, 12, -50, -17)
    p.cubicTo(-50, -37, -38, -47, -25, -47)
    p.cubicTo(-12, -47, -3, -39, 0, -27)
    p.cubicTo(3, -39, 12, -47, 25, -47)
    p.cubicTo(38, -47, 50, -37, 50, -17)
    p.cubicTo(50, 12, 10, 33, 0, 47)
    p.closeSubpath()
    return p


@cache
def _diamond() -> QPainterPath:
    p = QPainterPath()
    p.moveTo(0, -50)
    p.quadTo(13, -20, 40, 0)
    p.quadTo(13, 20, 0, 50)
    p.quadTo(-13, 20, -40, 0)
    p.quadTo(-13, -20, 0, -50)
    p.closeSubpath()
    return p


def _stem(top: float) -> QPainterPath:
    p = QPainterPath()
    p.moveTo(-4, top)
    p.cubicTo(-5, 34, -9, 43, -18, 49)
    p.lineTo(18, 49)
    p.cubicTo(9, 43, 5, 34, 4, top)
    p.closeSubpath()
    return p


@cache
def _spade() -> QPainterPath:
    p = QPainterPath()
    p.moveTo(0, -49)
    p.cubicTo(10, -32, 48, -12, 48, 13)
    p.cubicTo(48, 29, 37, 37, 25, 37)
    p.cubicTo(15, 37, 7, 31, 2, 22)
    p.lineTo(-2, 22)
    p.cubicTo(-7, 31, -15, 37, -25, 37)
    p.cubicTo(-37, 37, -48, 29, -48, 13)
    p.cubicTo(-48, -12, -10, -32, 0, -49)
    p.closeSubpath()
    return p.united(_stem(18))


@cache
def _club() -> QPainterPath:
    p = QPainterPath()
    p.addEllipse(QPointF(0, -26), 22.5, 22.5)
    lobes = QPainterPath()
    lobes.addEllipse(QPointF(-25, 9), 22.5, 22.5)
    right = QPainterPath()
    right.addEllipse(QPointF(25, 9), 22.5, 22.5)
    core = QPainterPath()
    core.addEllipse(QPointF(0, 2), 12, 12)
    return p.united(lobes).united(right).united(core).united(_stem(8))


@cache
def _star(points: int = 5, inner: float = 0.45) -> QPainterPath:
    poly = QPolygonF()
    for i in range(points * 2):
        radius = 50 if i % 2 == 0 else 50 * inner
        angle = math.pi * i / points - math.pi / 2
        poly.append(QPointF(radius * math.cos(angle), radius * math.sin(angle) + 4))
    p = QPainterPath()
    p.addPolygon(poly)
    p.closeSubpath()
    return p


_SUIT_BUILDERS: dict[Suit, Callable[[], QPainterPath]] = {
    Suit.CLUBS: _club,
    Suit.DIAMONDS: _diamond,
    Suit.HEARTS: _heart,
    Suit.SPADES: _spade,
}


def suit_path(suit: Suit) -> QPainterPath:
    """The suit symbol in a 100 x 100 box centred on the origin, pointing up."""
    return QPainterPath(_SUIT_BUILDERS[suit]())


def _placed(
    path: QPainterPath, cx: float, cy: float, size: float, upside_down: bool = False
) -> QPainterPath:
    """``path`` (from the 100-box) scaled to ``size`` and centred on (cx, cy)."""
    t = QTransform()
    t.translate(cx, cy)
    if upside_down:
        t.rotate(180)
    t.scale(size / 100, size / 100)
    return t.map(path)


@cache
def _text_path(text: str, families: tuple[str, ...], bold: bool = True) -> QPainterPath:
    font = QFont()
    font.setFamilies(list(families))
    font.setPixelSize(200)
    font.setWeight(QFont.Weight.Bold if bold else QFont.Weight.Normal)
    font.setHintingPreference(QFont.HintingPreference.PreferNoHinting)
    p = QPainterPath()
    p.addText(0, 0, font, text)
    return p


def _fit(path: QPainterPath, box: QRectF, min_squeeze: float = 0.6) -> QPainterPath:
    """``path`` scaled to the height of ``box`` (squeezed sideways, or shrunk, if it is too
    wide) and centred in it."""
    br = path.boundingRect()
    if br.isEmpty():
        return path
    sy = box.height() / br.height()
    sx = sy
    if br.width() * sx > box.width():
        sx = box.width() / br.width()
        if sx < sy * min_squeeze:  # squeezing alone would distort it: shrink it too
            sy = sx / min_squeeze
    t = QTransform()
    t.translate(box.center().x(), box.center().y())
    t.scale(sx, sy)
    t.translate(-br.center().x(), -br.center().y())
    return t.map(path)


# --- ornaments -----------------------------------------------------------------------------


@cache
def _crown() -> QPainterPath:
    """King: a five-pointed crown with a band."""
    top = QPainterPath()
    top.moveTo(-42, 14)
    top.lineTo(-46, -26)
    top.lineTo(-24, -2)
    top.lineTo(0, -36)
    top.lineTo(24, -2)
    top.lineTo(46, -26)
    top.lineTo(42, 14)
    top.closeSubpath()
    band = QPainterPath()
    band.addRoundedRect(QRectF(-44, 12, 88, 22), 4, 4)
    path = top.united(band)
    for x, y in ((-46, -30), (0, -41), (46, -30)):
        ball = QPainterPath()
        ball.addEllipse(QPointF(x, y), 6.5, 6.5)
        path = path.united(ball)
    return path


@cache
def _tiara() -> QPainterPath:
    """Queen: a domed diadem with pearls and a tall centre spire."""
    dome = QPainterPath()
    dome.moveTo(-42, 16)
    dome.cubicTo(-44, -12, -22, -22, -12, -14)
    dome.lineTo(0, -40)
    dome.lineTo(12, -14)
    dome.cubicTo(22, -22, 44, -12, 42, 16)
    dome.closeSubpath()
    band = QPainterPath()
    band.addRoundedRect(QRectF(-44, 12, 88, 20), 10, 10)
    path = dome.united(band)
    for x, y in ((-34, -12), (34, -12), (0, -44)):
        pearl = QPainterPath()
        pearl.addEllipse(QPointF(x, y), 5.5, 5.5)
        path = path.united(pearl)
    return path


@cache
def _cap() -> QPainterPath:
    """Jack: a wide, soft beret on a band (the plume is drawn separately)."""
    beret = QPainterPath()
    beret.moveTo(-48, 10)
    beret.cubicTo(-52, -10, -26, -24, 2, -24)
    beret.cubicTo(32, -24, 54, -12, 48, 8)
    beret.cubicTo(30, 16, -28, 18, -48, 10)
    beret.closeSubpath()
    band = QPainterPath()
    band.addRoundedRect(QRectF(-36, 6, 72, 22), 7, 7)
    return beret.united(band)


@cache
def _feather() -> QPainterPath:
    p = QPainterPath()
    p.moveTo(30, 4)
    p.cubicTo(46, -20, 30, -48, -14, -54)
    p.cubicTo(16, -42, 28, -22, 20, 4)
    p.closeSubpath()
    return p


@cache
def _jester_horns() -> tuple[QPainterPath, QPainterPath, QPainterPath]:
    """Three drooping points of a jester's hat: left, middle, right."""
    left = QPainterPath()
    left.moveTo(-10, 20)
    left.cubicTo(-12, -14, -26, -36, -40, -30)
    left.cubicTo(-48, -26, -52, -12, -48, 2)
    left.cubicTo(-44, -10, -38, -16, -33, -12)
    left.cubicTo(-36, -2, -40, 8, -40, 20)
    left.closeSubpath()
    middle = QPainterPath()
    middle.moveTo(-17, 20)
    middle.cubicTo(-19, -10, -8, -34, 4, -46)
    middle.cubicTo(2, -24, 12, -4, 17, 20)
    middle.closeSubpath()
    right = QTransform().scale(-1, 1).map(left)
    return left, middle, right


_JESTER_BELLS = ((-48, 6), (4, -48), (48, 6))


@cache
def _jester_band() -> QPainterPath:
    band = QPainterPath()
    band.addRoundedRect(QRectF(-40, 16, 80, 20), 8, 8)
    return band


# --- painting ------------------------------------------------------------------------------


def _px(painter: QPainter) -> float:
    """Design units per device pixel for the painter's current transform."""
    scale = math.sqrt(abs(painter.transform().determinant())) or 1.0
    return 1.0 / scale


def _fill(painter: QPainter, path: QPainterPath, colour: QColor) -> None:
    painter.fillPath(path, colour)


def _outline(
    painter: QPainter, path: QPainterPath, fill: QColor | QBrush, line: QColor, width: float
) -> None:
    painter.setPen(
        QPen(line, width, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin)
    )
    painter.setBrush(fill)
    painter.drawPath(path)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(Qt.BrushStyle.NoBrush)


def _card_outline(px: float) -> tuple[QRectF, QPainterPath]:
    rect = QRectF(0, 0, DESIGN_W, DESIGN_H).adjusted(px / 2, px / 2, -px / 2, -px / 2)
    path = QPainterPath()
    path.addRoundedRect(rect, CORNER_RADIUS, CORNER_RADIUS)
    return rect, path


def _paint_blank(painter: QPainter, px: float) -> None:
    rect, path = _card_outline(px)
    gradient = QLinearGradient(0, 0, 0, DESIGN_H)
    gradient.setColorAt(0, FACE_TOP)
    gradient.setColorAt(1, FACE_BOTTOM)
    painter.fillPath(path, QBrush(gradient))
    painter.setPen(QPen(EDGE, px))
    painter.drawPath(path)
    painter.setPen(Qt.PenStyle.NoPen)


class _Index:
    """Where the corner index goes, in design units, for one layout."""

    def __init__(self, compact: bool) -> None:
        if compact:
            self.cx, self.top, self.rank_h, self.rank_w = 98.0, 26.0, 138.0, 150.0
            self.suit_h, self.gap = 104.0, 16.0
        else:
            self.cx, self.top, self.rank_h, self.rank_w = 54.0, 26.0, 88.0, 84.0
            self.suit_h, self.gap = 62.0, 12.0

    @property
    def suit_cy(self) -> float:
        return self.top + self.rank_h + self.gap + self.suit_h / 2

    @property
    def bottom(self) -> float:
        return self.top + self.rank_h + self.gap + self.suit_h


def index_area(width: float, height: float, device_height: float | None = None) -> QRectF:
    """Where the top-left corner index (rank and suit) of a face lies on a card of
    ``width`` x ``height``, origin at the card's top-left: what must stay uncovered for a
    player to read the card. The bottom-right index is the same box turned half round."""
    index = _Index((device_height if device_height is not None else height) < COMPACT_BELOW_PX)
    half = max(index.rank_w, index.suit_h) / 2
    sx, sy = width / DESIGN_W, height / DESIGN_H
    return QRectF((index.cx - half) * sx, index.top * sy, 2 * half * sx,
                  (index.bottom - index.top) * sy)


def _paint_both_corners(painter: QPainter, draw: Callable[[], None]) -> None:
    draw()
    painter.save()
    painter.translate(DESIGN_W, DESIGN_H)
    painter.rotate(180)
    draw()
    painter.restore()


def _paint_index(painter: QPainter, card: Card, index: _Index) -> None:
    if card.rank is Rank.JOKER:
        colour = _joker_ink(card)
        label = "JK"
    else:
        assert card.suit is not None
        colour = suit_colour(card.suit)
        label = rank_letter(card.rank)
    box = QRectF(index.cx - index.rank_w / 2, index.top, index.rank_w, index.rank_h)
    rank_path = _fit(_text_path(label, _SANS), box)

    def draw() -> None:
        _fill(painter, rank_path, colour)
        if card.rank is Rank.JOKER:
            _fill(painter, _placed(_star(), index.cx, index.suit_cy, index.suit_h * 1.1), colour)
            return
        assert card.suit is not None
        _fill(painter, _placed(suit_path(card.suit), index.cx, index.suit_cy, index.suit_h), colour)
        if card.is_joker:  # Almonte: a small red star marks the 2, 3 and 4 of spades
            star_h = index.suit_h * 0.62
            star = _placed(_star(), index.cx, index.bottom + index.gap + star_h / 2, star_h)
            _fill(painter, star, RIBBON)

    _paint_both_corners(painter, draw)


_PIP_COLS = (152.0, 250.0, 348.0)
_ROWS4 = (150.0, 283.0, 417.0, 550.0)


def _pip_layout(rank: Rank) -> list[tuple[float, float]]:
    left, centre, right = _PIP_COLS
    top, bottom = _ROWS4[0], _ROWS4[3]
    corners = [(left, top), (right, top), (left, bottom), (right, bottom)]
    if rank is Rank.TWO:
        return [(centre, top), (centre, bottom)]
    if rank is Rank.THREE:
        return [(centre, top), (centre, 350.0), (centre, bottom)]
    if rank is Rank.FOUR:
        return corners
    if rank is Rank.SEVEN:
        return corners + [(left, 350.0), (right, 350.0), (centre, 250.0)]
    if rank is Rank.EIGHT:
        return corners + [(left, 350.0), (right, 350.0), (centre, 250.0), (centre, 450.0)]
    sides = [(x, y) for x in (left, right) for y in _ROWS4]
    if rank is Rank.NINE:
        return sides + [(centre, 350.0)]
    if rank is Rank.TEN:
        return sides + [(centre, 216.0), (centre, 484.0)]
    return [(centre, 350.0)]


def _paint_pips(painter: QPainter, card: Card) -> None:
    assert card.suit is not None
    colour = suit_colour(card.suit)
    if card.rank is Rank.ACE:
        size = 230.0 if card.suit is not Suit.DIAMONDS else 250.0
        _fill(painter, _placed(suit_path(card.suit), 250, 350, size), colour)
        ring = QPainterPath()
        ring.addEllipse(QPointF(250, 350), 170, 170)
        painter.setPen(
            QPen(QColor(colour.red(), colour.green(), colour.blue(), 70), max(4.0, _px(painter)))
        )
        painter.drawPath(ring)
        painter.setPen(Qt.PenStyle.NoPen)
        return
    size = 98.0 if card.suit is Suit.DIAMONDS else 90.0
    path = suit_path(card.suit)
    for x, y in _pip_layout(card.rank):
        _fill(painter, _placed(path, x, y, size, upside_down=y > 351), colour)


def _paint_ribbon(painter: QPainter, cy: float, half_w: float, height: float) -> None:
    """The 'JOKER' ribbon of the Almonte jokers, centred at (250, cy)."""
    tail = height * 0.55
    left, right = 250 - half_w, 250 + half_w
    top, bottom = cy - height / 2, cy + height / 2
    for side in (-1, 1):
        edge = left if side < 0 else right
        inner = edge + side * -tail * 0.4
        outer = edge + side * tail
        poly = QPolygonF(
            [
                QPointF(inner, top + height * 0.28),
                QPointF(outer, top + height * 0.28),
                QPointF(outer - side * tail * 0.45, cy + height * 0.14),
                QPointF(outer, bottom + height * 0.28),
                QPointF(inner, bottom + height * 0.28),
            ]
        )
        path = QPainterPath()
        path.addPolygon(poly)
        path.closeSubpath()
        _fill(painter, path, RIBBON_DARK)
    band = QPainterPath()
    band.addRect(QRectF(left, top, 2 * half_w, height))
    _fill(painter, band, RIBBON)
    text_box = QRectF(
        left + height * 0.3, top + height * 0.22, 2 * half_w - height * 0.6, height * 0.56
    )
    _fill(painter, _fit(_text_path("JOKER", _SANS), text_box), QColor("#ffffff"))


def _paint_court(painter: QPainter, card: Card) -> None:
    assert card.suit is not None
    colour = suit_colour(card.suit)
    px = _px(painter)
    panel = QRectF(112, 104, 276, 492)
    outer = QPainterPath()
    outer.addRoundedRect(panel, 18, 18)
    painter.fillPath(outer, PANEL_FILL)
    painter.setPen(QPen(colour, max(5.0, px)))
    painter.drawPath(outer)
    inner = QPainterPath()
    inner.addRoundedRect(panel.adjusted(12, 12, -12, -12), 10, 10)
    painter.setPen(QPen(GOLD, max(3.0, px * 0.8)))
    painter.drawPath(inner)
    painter.setPen(Qt.PenStyle.NoPen)

    _paint_headwear(painter, card, 250, 232, 190)
    letter = _fit(_text_path(rank_letter(card.rank), _SERIF), QRectF(170, 318, 160, 170))
    _fill(painter, letter, colour)
    suit = suit_path(card.suit)
    _fill(painter, _placed(suit, 250, 538, 58), colour)
    for x in (175.0, 325.0):
        _fill(painter, _placed(suit, x, 538, 30), colour)


def _paint_headwear(painter: QPainter, card: Card, cx: float, cy: float, size: float) -> None:
    """Crown (K), diadem (Q) or plumed cap (J), ``size`` wide, centred on (cx, cy)."""
    assert card.suit is not None
    colour = suit_colour(card.suit)
    painter.save()
    painter.translate(cx, cy)
    painter.scale(size / 100, size / 100)
    line = max(2.6, _px(painter) * 0.9)
    if card.rank is Rank.KING:
        _outline(painter, _crown(), GOLD, GOLD_DARK, line)
        for x in (-24.0, 0.0, 24.0):
            jewel = QPainterPath()
            jewel.addEllipse(QPointF(x, 23), 5.5, 5.5)
            _fill(painter, jewel, colour)
    elif card.rank is Rank.QUEEN:
        _outline(painter, _tiara(), GOLD, GOLD_DARK, line)
        _fill(painter, _placed(_diamond(), 0, -6, 26), colour)
        for x in (-26.0, -9.0, 9.0, 26.0):
            pearl = QPainterPath()
            pearl.addEllipse(QPointF(x, 22), 3.6, 3.6)
            _fill(painter, pearl, QColor("#fffaf0"))
    else:
        _outline(painter, _feather(), GOLD, GOLD_DARK, line)
        rib = QPainterPath()
        rib.moveTo(25, 2)
        rib.cubicTo(34, -22, 18, -42, -10, -50)
        painter.setPen(QPen(GOLD_DARK, line * 0.7))
        painter.drawPath(rib)
        _outline(painter, _cap(), colour, colour.darker(170), line)
        band = QPainterPath()
        band.addRoundedRect(QRectF(-36, 8, 72, 16), 6, 6)
        _outline(painter, band, GOLD, GOLD_DARK, line * 0.8)
        _fill(painter, _placed(_diamond(), 0, 16, 12), colour)
    painter.restore()


def _joker_palette(card: Card) -> tuple[QColor, QColor, QColor, QColor]:
    """(left point, middle point, right point, bells) colours of the jester's hat."""
    if card.joker_colour is JokerColour.RED:
        return RED, QColor("#7f1020"), RED, GOLD
    if card.joker_colour is JokerColour.BLACK:
        return BLACK, QColor("#5d6068"), BLACK, QColor("#c9ccd3")
    return QColor("#6c2a8c"), QColor("#e0a22a"), QColor("#1f7a55"), GOLD


def _joker_ink(card: Card) -> QColor:
    if card.joker_colour is JokerColour.RED:
        return RED
    if card.joker_colour is JokerColour.BLACK:
        return BLACK
    return QColor("#5a2277")


def _paint_jester(
    painter: QPainter, card: Card, cx: float, cy: float, size: float, detail: bool = True
) -> None:
    """The jester's hat motif, ``size`` wide, centred on (cx, cy)."""
    left, middle, right, bells = _joker_palette(card)
    ink = _joker_ink(card)
    painter.save()
    painter.translate(cx, cy)
    painter.scale(size / 100, size / 100)
    line = max(2.2, _px(painter) * 0.8) if detail else 0.0
    horns = _jester_horns()
    for path, colour in ((horns[0], left), (horns[2], right), (horns[1], middle)):
        if detail:
            _outline(painter, path, colour, colour.darker(170), line)
        else:
            _fill(painter, path, colour)
    band = _jester_band()
    if detail:
        _outline(painter, band, GOLD, GOLD_DARK, line)
        for i in range(5):
            stud = _placed(_diamond(), -28 + i * 14, 26, 9)
            _fill(painter, stud, ink)
    else:
        _fill(painter, band, ink)
    for x, y in _JESTER_BELLS:
        bell = QPainterPath()
        bell.addEllipse(QPointF(x, y), 7.5, 7.5)
        if detail:
            _outline(painter, bell, bells, bells.darker(220), line)
        else:
            _fill(painter, bell, bells.darker(115))
    painter.restore()


def _paint_joker_face(painter: QPainter, card: Card, compact: bool) -> None:
    ink = _joker_ink(card)
    if compact:
        _paint_jester(painter, card, 250, 360, 230, detail=False)
        return
    px = _px(painter)
    panel = QRectF(112, 104, 276, 492)
    frame = QPainterPath()
    frame.addRoundedRect(panel, 18, 18)
    tint = QColor(ink)
    tint.setAlpha(22)
    painter.fillPath(frame, QColor("#ffffff"))
    painter.fillPath(frame, tint)
    painter.setPen(QPen(ink, max(5.0, px)))
    painter.drawPath(frame)
    painter.setPen(Qt.PenStyle.NoPen)
    for i in range(7):  # a harlequin chain of small diamonds along the top and bottom
        x = 160 + i * 30
        for y in (134.0, 566.0):
            _fill(painter, _placed(_diamond(), x, y, 22), ink if i % 2 else GOLD)
    _paint_jester(painter, card, 250, 300, 230)
    word = "BENNY" if card.joker_colour is JokerColour.PLAIN else "JOKER"
    _fill(painter, _fit(_text_path(word, _SANS), QRectF(138, 444, 224, 58)), ink)


def _paint_face(painter: QPainter, card: Card, compact: bool) -> None:
    px = _px(painter)
    _paint_blank(painter, px)
    index = _Index(compact)
    if card.rank is Rank.JOKER:
        _paint_joker_face(painter, card, compact)
    elif compact:
        assert card.suit is not None
        colour = suit_colour(card.suit)
        if card.rank in (Rank.JACK, Rank.QUEEN, Rank.KING):
            _paint_headwear(painter, card, 250, 356, 220)
        else:
            size = 215.0 if card.suit is not Suit.DIAMONDS else 235.0
            _fill(painter, _placed(suit_path(card.suit), 250, 350, size), colour)
        if card.is_joker:
            _paint_ribbon(painter, 468, 150, 78)
    elif card.rank in (Rank.JACK, Rank.QUEEN, Rank.KING):
        _paint_court(painter, card)
    else:
        _paint_pips(painter, card)
        if card.is_joker:
            _paint_ribbon(painter, 455, 118, 58)
    _paint_index(painter, card, index)


def _paint_back(painter: QPainter) -> None:
    px = _px(painter)
    _paint_blank(painter, px)
    field_rect = QRectF(24, 24, DESIGN_W - 48, DESIGN_H - 48)
    field = QPainterPath()
    field.addRoundedRect(field_rect, 18, 18)
    painter.fillPath(field, NAVY)

    lattice_rect = field_rect.adjusted(20, 20, -20, -20)
    painter.save()
    painter.setClipRect(lattice_rect)
    step = max(44.0, 4.5 * px)
    cx, cy = DESIGN_W / 2, DESIGN_H / 2
    # Diagonals x - y = cx - cy + a*step and x + y = cx + cy + b*step; they cross at
    # (cx + u*step/2, cy + v*step/2) for u, v of the same parity.
    half_w = lattice_rect.width() / 2 + step
    half_h = lattice_rect.height() / 2 + step
    reach = half_w + half_h
    painter.setPen(QPen(NAVY_LINE, max(3.5, 0.7 * px)))
    dy = half_h  # each diagonal runs from just above the lattice to just below it
    for k in range(-int(reach / step) - 1, int(reach / step) + 2):
        x = cx + k * step
        if abs(x - cx) > half_w + dy:
            continue
        painter.drawLine(QPointF(x - dy, cy - dy), QPointF(x + dy, cy + dy))
        painter.drawLine(QPointF(x + dy, cy - dy), QPointF(x - dy, cy + dy))
    painter.setPen(Qt.PenStyle.NoPen)
    dot = max(4.0, 0.55 * px)
    u_max, v_max = int(2 * half_w / step), int(2 * half_h / step)
    for colour, parity in ((GOLD, 0), (NAVY_LINE.lighter(130), 1)):
        painter.setBrush(colour)
        for u in range(-u_max + (u_max + parity) % 2, u_max + 1, 2):
            for v in range(-v_max + (u + v_max) % 2, v_max + 1, 2):
                painter.drawEllipse(QPointF(cx + u * step / 2, cy + v * step / 2), dot, dot)
    painter.restore()

    frame = QPainterPath()
    frame.addRoundedRect(field_rect.adjusted(9, 9, -9, -9), 12, 12)
    painter.setPen(QPen(GOLD, max(4.0, 0.9 * px)))
    painter.drawPath(frame)

    medallion = _placed(_diamond(), cx, cy, 250)
    painter.setBrush(NAVY)
    painter.setPen(QPen(GOLD, max(5.0, px)))
    painter.drawPath(medallion)
    inner = _placed(_diamond(), cx, cy, 190)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(GOLD, max(2.5, 0.7 * px)))
    painter.drawPath(inner)
    painter.setPen(Qt.PenStyle.NoPen)
    for suit, (dx, dy) in zip(Suit, ((-34, 0), (0, -44), (0, 44), (34, 0)), strict=True):
        _fill(painter, _placed(suit_path(suit), cx + dx, cy + dy, 34), GOLD)


def paint_card(painter: QPainter, card: Card | None, target: QRectF, device_height: float) -> None:
    """Paint ``card`` (None for the back) into ``target``.

    ``device_height`` is the card's height in device pixels; it picks the compact layout for
    small cards and keeps hairlines at least a pixel wide.
    """
    painter.save()
    painter.setRenderHints(
        QPainter.RenderHint.Antialiasing
        | QPainter.RenderHint.TextAntialiasing
        | QPainter.RenderHint.SmoothPixmapTransform
    )
    painter.translate(target.topLeft())
    painter.scale(target.width() / DESIGN_W, target.height() / DESIGN_H)
    painter.setPen(Qt.PenStyle.NoPen)
    if card is None:
        _paint_back(painter)
    else:
        _paint_face(painter, card, compact=device_height < COMPACT_BELOW_PX)
    painter.restore()


class CardRenderer:
    """Renders card faces and the back to pixmaps, once per card, size and pixel ratio.

    ``size`` is in device-independent pixels; the pixmap is rendered at ``size * dpr`` with
    its device pixel ratio set, so it is crisp on high-DPI screens.
    """

    MAX_CACHED = 39 * 8

    def __init__(self) -> None:
        self._cache: dict[tuple[int, int, int, float], QPixmap] = {}

    def pixmap(self, card: Card | None, size: QSize, device_pixel_ratio: float = 1.0) -> QPixmap:
        """The picture of ``card`` (None for the back) at ``size`` logical pixels."""
        dpr = round(float(device_pixel_ratio), 3) or 1.0
        key = (-1 if card is None else card.code, size.width(), size.height(), dpr)
        cached = self._cache.get(key)
        if cached is not None:
            return cached
        if len(self._cache) >= self.MAX_CACHED:  # a long resize: forget the oldest sizes
            for old in list(self._cache)[: self.MAX_CACHED // 2]:
                del self._cache[old]
        pixmap = self._render(card, size, dpr)
        self._cache[key] = pixmap
        return pixmap

    def clear_cache(self) -> None:
        """Forget every rendered pixmap (after a theme change, say)."""
        self._cache.clear()

    def cache_size(self) -> int:
        return len(self._cache)

    @staticmethod
    def _render(card: Card | None, size: QSize, dpr: float) -> QPixmap:
        width = max(1, round(size.width() * dpr))
        height = max(1, round(size.height() * dpr))
        image = QImage(width, height, QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        paint_card(painter, card, QRectF(0, 0, width, height), height)
        painter.end()
        pixmap = QPixmap.fromImage(image)
        pixmap.setDevicePixelRatio(dpr)
        return pixmap
