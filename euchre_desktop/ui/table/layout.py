"""Where everything sits on the table, for 4 or 6 seats, at any window size.

Pure geometry: given the scene size and the number of players, ``TableLayout`` answers where
a seat's hand, its played card, its trick pile and its label go. The human is seat 0, at the
bottom; seats run clockwise (the human's left is seat 1). Recomputed on every resize, so the
table always fills the window and card pixmaps are rendered for the real size.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, QSizeF

CARD_ASPECT = 5 / 7


@dataclass(frozen=True)
class SeatGeometry:
    """One seat's places: ``angle`` is the rotation (degrees) of its cards, facing the centre."""

    anchor: QPointF  # the centre of the seat's hand
    angle: float
    across: QPointF  # unit vector along the hand, towards the seat's left
    trick_spot: QPointF  # where its card lands in the trick
    pile_spot: QPointF  # where its won tricks stack
    label_spot: QPointF  # centre of the name plate


class TableLayout:
    """Geometry for a table of ``players`` seats in a scene of ``size``."""

    def __init__(self, size: QSizeF, players: int) -> None:
        self.size = size
        self.players = players
        width, height = size.width(), size.height()
        self.centre = QPointF(width / 2, height / 2)
        self.card_height = max(36.0, min(height * 0.19, width * 0.15))
        self.card_width = self.card_height * CARD_ASPECT
        self.small_card_height = self.card_height * (0.72 if players == 4 else 0.6)
        self.seats = [self._seat(index) for index in range(players)]

    @property
    def card_size(self) -> QSizeF:
        return QSizeF(self.card_width, self.card_height)

    def _seat(self, index: int) -> SeatGeometry:
        width, height = self.size.width(), self.size.height()
        phi = 2 * math.pi * index / self.players
        # an ellipse inside the table, leaving room for the hands at the edges
        margin = self.card_height * 0.62
        rx = width / 2 - margin
        ry = height / 2 - margin
        if index == 0:
            ry = height / 2 - self.card_height * 0.68
        direction = QPointF(-math.sin(phi), math.cos(phi))
        anchor = self.centre + QPointF(direction.x() * rx, direction.y() * ry)
        trick_distance = self.card_height * 0.42
        trick_spot = self.centre + direction * trick_distance
        across = QPointF(-direction.y(), direction.x())  # along the hand, to the seat's left
        pile_spot = (
            anchor + across * (self.card_height * 1.5) - direction * (self.card_height * 0.1)
        )
        label_spot = anchor - direction * (self.card_height * 0.78)
        return SeatGeometry(anchor, math.degrees(phi), across, trick_spot, pile_spot,
                            label_spot)

    def _hand_spacing(self, seat: int) -> float:
        if seat == 0:
            return self.card_width * 0.78
        return self.small_card_height * CARD_ASPECT * 0.42

    def hand_positions(self, seat: int, count: int) -> list[tuple[QPointF, float]]:
        """Centre and rotation of each card of a hand of ``count`` cards, left to right."""
        geometry = self.seats[seat]
        spacing = self._hand_spacing(seat)
        phi = math.radians(geometry.angle)
        along = QPointF(math.cos(phi), math.sin(phi))
        start = -(count - 1) / 2
        return [
            (geometry.anchor + along * ((start + position) * spacing), geometry.angle)
            for position in range(count)
        ]

    def up_card_spot(self) -> QPointF:
        return self.centre

    def kitty_spot(self, dealer: int) -> QPointF:
        """Where the rest of the pack lies: beside the dealer's hand, opposite the pile."""
        geometry = self.seats[dealer]
        beside = self._beside_hand(dealer)
        return geometry.anchor - geometry.across * beside + (self.centre - geometry.anchor) * 0.1

    def _beside_hand(self, seat: int) -> float:
        """How far from a hand's centre a pile or the pack clears a five-card hand."""
        card_width = self.card_width if seat == 0 else self.small_card_height * CARD_ASPECT
        return 2 * self._hand_spacing(seat) + card_width * 0.5 + self.card_width * 0.75

    def scene_rect(self) -> QRectF:
        return QRectF(0, 0, self.size.width(), self.size.height())
