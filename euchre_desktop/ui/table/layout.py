"""Where everything sits on the table, for 4 or 6 seats, at any window size.

Pure geometry: given the scene size, the number of players and the size of a name plate
and of a speech bubble, ``TableLayout`` answers where a seat's hand, name plate, bubble,
trick pile, played card and the kitty go. The human is seat 0, at the bottom; seats run
clockwise (the human's left is seat 1).

Every seat owns a strip along its edge of the table: its hand with its name plate on its
left, and on its right a slot for its trick pile (which its speech bubble shares: bubbles
are cleared before the first card is played) with the kitty in front of it when it deals.
In six-hand a team's tricks go to one pile, and a seat without a pile has its bubble and
the kitty in front of its hand. The trick
sits in the middle. These zones never overlap: the layout starts from cards as large as
the table allows and shrinks them until every zone fits inside the table apart from every
other, so the table lays out cleanly at every size. Recomputed on every resize.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, QSizeF

CARD_ASPECT = 5 / 7
SELECTED_LIFT = 0.14  # how far the human's chosen card rises, as a fraction of its height
HUMAN_SPACING = 0.62  # the human's cards overlap by the rest of their width
OTHER_SPACING = 0.36
MAX_HAND = 6  # a dealer who picked up, or a loner given a card, holds six
PILE_STEP = 0.06  # each won trick shifts the pile this fraction of a small card's height

SizeFor = Callable[[float], QSizeF]
"""The size of a name plate or of a speech bubble for a given human card height."""


@dataclass(frozen=True)
class SeatGeometry:
    """One seat's places. ``angle`` is the rotation (degrees) of its cards, facing the
    centre; ``along`` runs along its hand towards the seat's right; ``inward`` points from
    its edge of the table to the middle."""

    anchor: QPointF  # the centre of the seat's hand
    angle: float
    along: QPointF
    inward: QPointF
    card_height: float
    hand: QRectF  # room for its longest hand (with the lift of a chosen card)
    plate: QRectF
    bubble: QRectF  # room for its speech bubble (shared with the pile)
    pile: QRectF | None  # None in six-hand: a team's tricks go to one pile
    kitty: QRectF
    trick_spot: QPointF  # where its card lands in the trick

    @property
    def across(self) -> QPointF:
        """Along the hand, towards the seat's left (the opposite of ``along``)."""
        return -self.along

    @property
    def towards_hand(self) -> QPointF:
        """From the seat's speech bubble to its hand: bubbles point at who speaks."""
        hand, bubble = self.hand.center(), self.bubble.center()
        along = QPointF.dotProduct(hand - bubble, self.along)
        length = self.hand.width() if abs(self.along.x()) > 0.5 else self.hand.height()
        if abs(along) * 2 > length:  # beside the hand
            return self.along * (1 if along > 0 else -1)
        return -self.inward  # in front of it

    @property
    def label_spot(self) -> QPointF:
        return self.plate.center()

    @property
    def pile_spot(self) -> QPointF:
        return (self.pile if self.pile is not None else self.bubble).center()


def _edges(players: int) -> list[tuple[str, float]]:
    """Each seat's table edge and where along it (0 to 1, left to right or top to bottom)."""
    if players == 4:
        return [("bottom", 0.5), ("left", 0.5), ("top", 0.5), ("right", 0.5)]
    return [("bottom", 0.5), ("left", 0.7), ("left", 0.24), ("top", 0.5), ("right", 0.24),
            ("right", 0.7)]


_FRAMES = {  # inward normal, along (towards the seat's right), card rotation
    "bottom": (QPointF(0, -1), QPointF(1, 0), 0.0),
    "left": (QPointF(1, 0), QPointF(0, 1), 90.0),
    "top": (QPointF(0, 1), QPointF(-1, 0), 180.0),
    "right": (QPointF(-1, 0), QPointF(0, -1), 270.0),
}


def _box(centre: QPointF, along: QPointF, along_len: float, depth: float) -> QRectF:
    """An axis-aligned rect centred at ``centre`` with ``along_len`` along ``along``."""
    horizontal = abs(along.x()) > 0.5
    width, height = (along_len, depth) if horizontal else (depth, along_len)
    return QRectF(centre.x() - width / 2, centre.y() - height / 2, width, height)


def _extent(size: QSizeF, along: QPointF) -> tuple[float, float]:
    """(length along, depth across) of an upright rect of ``size`` in a seat's frame."""
    if abs(along.x()) > 0.5:
        return size.width(), size.height()
    return size.height(), size.width()


class TableLayout:
    """Geometry for a table of ``players`` seats in a scene of ``size``."""

    def __init__(self, size: QSizeF, players: int, plate_size: SizeFor | None = None,
                 bubble_size: SizeFor | None = None) -> None:
        self.size = size
        self.players = players
        self._plate_size = plate_size or (lambda height: QSizeF(height * 1.4, height * 0.4))
        self._bubble_size = bubble_size or (lambda height: QSizeF(height * 1.2, height * 0.3))
        width, height = size.width(), size.height()
        self.margin = max(4.0, min(width, height) * 0.012)
        self.gap = self.margin
        card_height = max(24.0, min(height * 0.22, width * 0.2))
        while True:
            self._build(card_height)
            if card_height <= 24.0 or self._fits():
                break
            card_height *= 0.95

    # --- sizes -----------------------------------------------------------------------------

    def _build(self, card_height: float) -> None:
        self.card_height = card_height
        self.card_width = card_height * CARD_ASPECT
        self.small_card_height = card_height * (0.7 if self.players == 4 else 0.6)
        self.trick_card_height = card_height * (1.0 if self.players == 4 else 0.8)
        self.plate_size = self._plate_size(card_height)
        self.bubble_size = self._bubble_size(card_height)
        width, height = self.size.width(), self.size.height()
        top = self.margin + self.small_card_height
        bottom = self.margin + card_height * (1 + SELECTED_LIFT)
        self.centre = QPointF(width / 2, (top + height - bottom) / 2)
        self.seats = [self._seat(index, edge, where)
                      for index, (edge, where) in enumerate(_edges(self.players))]

    @property
    def card_size(self) -> QSizeF:
        return QSizeF(self.card_width, self.card_height)

    @property
    def small_card_size(self) -> QSizeF:
        return QSizeF(self.small_card_height * CARD_ASPECT, self.small_card_height)

    @property
    def trick_card_size(self) -> QSizeF:
        return QSizeF(self.trick_card_height * CARD_ASPECT, self.trick_card_height)

    def _hand_spacing(self, seat: int) -> float:
        if seat == 0:
            return self.card_width * HUMAN_SPACING
        return self.small_card_height * CARD_ASPECT * OTHER_SPACING

    def _hand_length(self, seat: int, count: int) -> float:
        card_width = self.card_width if seat == 0 else self.small_card_height * CARD_ASPECT
        return card_width + (count - 1) * self._hand_spacing(seat)

    # --- seats -----------------------------------------------------------------------------

    def _seat(self, index: int, edge: str, where: float) -> SeatGeometry:
        width, height = self.size.width(), self.size.height()
        inward, along, angle = _FRAMES[edge]
        human = index == 0
        card_height = self.card_height if human else self.small_card_height
        depth = card_height * (1 + SELECTED_LIFT) if human else card_height
        if edge in ("bottom", "top"):
            edge_point = QPointF(width * where, 0 if edge == "top" else height)
        else:
            top = self.margin + self.small_card_height
            span = height - top - self.margin - self.card_height * (1 + SELECTED_LIFT)
            edge_point = QPointF(0 if edge == "left" else width, top + span * where)
        base = edge_point + inward * (self.margin + depth / 2)
        length = self._hand_length(index, MAX_HAND)
        hand = _box(base, along, length, depth)
        anchor = base - inward * ((depth - card_height) / 2)  # room to rise inwards
        plate_len, plate_depth = _extent(self.plate_size, along)
        plate = _box(edge_point + inward * (self.margin + plate_depth / 2)
                     - along * (length / 2 + self.gap + plate_len / 2) ,
                     along, plate_len, plate_depth)
        small = self.small_card_size
        has_pile = self.players == 4 or index in (0, 3)
        bubble_len, bubble_depth = _extent(self.bubble_size, along)
        kitty_len, kitty_depth = small.width() * 1.3, small.height()
        if has_pile:
            # on the hand's other side: the pile, or before the first trick the bubble;
            # the kitty lies in front of that slot
            pile_len = small.height() * (1 + PILE_STEP * 4)
            pile_depth = small.width() * (1 + PILE_STEP * 4)
            slot_len = max(bubble_len, pile_len)
            slot = edge_point + along * (length / 2 + self.gap + slot_len / 2)
            pile: QRectF | None = _box(slot + inward * (self.margin + pile_depth / 2), along,
                                       pile_len, pile_depth)
            bubble = _box(slot + inward * (self.margin + bubble_depth / 2)
                          - along * ((slot_len - bubble_len) / 2), along, bubble_len,
                          bubble_depth)  # against the hand
            front = self.margin + max(pile_depth, bubble_depth) + self.gap
            kitty = _box(slot + inward * (front + kitty_depth / 2), along, kitty_len,
                         kitty_depth)
            if self.players == 6:  # the corners belong to the far seats
                kitty = _box(base + inward * (depth / 2 + self.gap + kitty_depth / 2)
                             + along * (length / 2 - kitty_len / 2), along, kitty_len,
                             kitty_depth)
        else:
            # in front of the hand: the bubble at the plate's end, the kitty at the other
            pile = None
            plate_front = base + inward * (depth / 2 + self.gap)
            bubble = _box(plate_front + inward * (bubble_depth / 2)
                          - along * (length / 2 - bubble_len / 2), along, bubble_len,
                          bubble_depth)
            kitty = _box(plate_front + inward * (kitty_depth / 2)
                         + along * (length / 2 - kitty_len / 2), along, kitty_len,
                         kitty_depth)
        phi = 2 * math.pi * index / self.players
        direction = QPointF(-math.sin(phi), math.cos(phi))
        trick = self.trick_card_height
        # Six cards lie a card's height apart up and down: none hides another's upper corner.
        reach = QPointF(trick * 0.42, trick * 0.42) if self.players == 4 else QPointF(
            trick * 0.9, trick * 1.0)
        trick_spot = self.centre + QPointF(direction.x() * reach.x(),
                                           direction.y() * reach.y())
        return SeatGeometry(anchor, angle, along, inward, card_height, hand, plate, bubble,
                            pile, kitty, trick_spot)

    def trick_area(self) -> QRectF:
        """Room for the played cards (tilted a little) around the centre."""
        size = self.trick_card_size
        half = math.hypot(size.width(), size.height()) / 2
        area = QRectF()
        for seat in self.seats:
            spot = seat.trick_spot
            area = area.united(QRectF(spot.x() - size.width() / 2 - 3,
                                      spot.y() - half, size.width() + 6, 2 * half))
        return area

    def _zones(self) -> list[QRectF]:
        zones = [self.trick_area()]
        for seat in self.seats:
            zones += [seat.hand, seat.plate, seat.kitty,
                      seat.pile.united(seat.bubble) if seat.pile is not None else seat.bubble]
        return zones

    def _fits(self) -> bool:
        table = self.scene_rect().adjusted(self.margin / 2, self.margin / 2,
                                           -self.margin / 2, -self.margin / 2)
        zones = self._zones()
        if not all(table.contains(zone) for zone in zones):
            return False
        return not any(first.intersects(second)
                       for i, first in enumerate(zones) for second in zones[i + 1:])

    # --- where things go ---------------------------------------------------------------------

    def hand_positions(self, seat: int, count: int) -> list[tuple[QPointF, float]]:
        """Centre and rotation of each card of a hand of ``count`` cards, left to right
        as the seat holds them."""
        geometry = self.seats[seat]
        spacing = self._hand_spacing(seat)
        start = -(count - 1) / 2
        return [(geometry.anchor + geometry.along * ((start + position) * spacing),
                 geometry.angle) for position in range(count)]

    def pile_positions(self, seat: int, tricks: int) -> list[QPointF]:
        """Where each won trick of a seat's (or, in six-hand, its team's) pile lies."""
        geometry = self.seats[seat]
        if geometry.pile is None:
            geometry = self.seats[0 if seat % 2 == 0 else 3]
        assert geometry.pile is not None
        step = self.small_card_height * PILE_STEP
        first = geometry.pile.center() - (geometry.along + geometry.inward) * (step * 2)
        return [first + (geometry.along + geometry.inward) * (step * index)
                for index in range(tricks)]

    def pile_angle(self, seat: int) -> float:
        geometry = self.seats[seat]
        if geometry.pile is None:
            geometry = self.seats[0 if seat % 2 == 0 else 3]
        return geometry.angle + 90

    def up_card_spot(self) -> QPointF:
        return self.centre

    def kitty_spot(self, dealer: int) -> QPointF:
        """Where the rest of the pack lies: in the dealer's kitty slot."""
        return self.seats[dealer].kitty.center()

    def scene_rect(self) -> QRectF:
        return QRectF(0, 0, self.size.width(), self.size.height())

