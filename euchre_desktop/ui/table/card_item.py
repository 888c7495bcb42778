"""``CardItem``: one card on the table's QGraphicsScene.

Coordinates are centred: an item's ``pos()`` is the centre of its card, and ``rotation``
turns it about that centre, so hands can be fanned and seats turned without bookkeeping.

Animatable Qt properties: ``pos`` and ``rotation`` (inherited), ``flip`` (0 shows the back,
1 the face; in between the card is squeezed sideways and swaps sides at 0.5, as in KPat)
and ``lift`` (how far the card is raised, in pixels, when hovered or selected).

Feedback: ``highlight`` draws a gold glow (a legal move), ``selected`` raises the card, and
a playable card (highlighted or draggable) rises a little under the mouse. Dragging moves
the item itself with the mouse (no QDrag), so it works on every platform, offscreen
included; the table decides on ``dropped`` whether to move the card on or ``snap_back``.
"""

from __future__ import annotations

import math
from collections.abc import Callable

import shiboken6
from PySide6.QtCore import (
    Property,
    QAbstractAnimation,
    QEasingCurve,
    QEvent,
    QParallelAnimationGroup,
    QPointF,
    QPropertyAnimation,
    QRectF,
    QSize,
    Qt,
    Signal,
)
from PySide6.QtGui import QColor, QImage, QPainter, QPainterPath, QPen, QPixmap, QTransform
from PySide6.QtWidgets import (
    QApplication,
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsSceneHoverEvent,
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from euchre_desktop.rules.cards import Card
from euchre_desktop.ui.table import speeds
from euchre_desktop.ui.table.card_art import CORNER_RADIUS, DESIGN_W, CardRenderer

RAISED_Z = 10_000.0
"""Added to a card's z while it flies with ``raise_during`` so it passes over the others."""
DRAG_Z = 100_000.0
"""z of a card being dragged."""

SELECTED_LIFT = 0.14
"""How far a selected card rises, as a fraction of the card height."""
HOVER_LIFT = 0.05
"""How far a playable card rises under the mouse, as a fraction of the card height."""
GLOW_COLOUR = QColor(255, 214, 90)
HOVER_EDGE = QColor(255, 255, 255, 150)
_UNSCALED = (QTransform.TransformationType.TxNone, QTransform.TransformationType.TxTranslate)


class CardItem(QGraphicsObject):
    """One card, face up or down, drawn from a shared :class:`CardRenderer`.

    ``card`` may be None for a card whose identity the player must not know (it can only
    show its back).
    """

    clicked = Signal(object)
    """Emitted with the item on a left click that did not become a drag."""
    dropped = Signal(object, QPointF)
    """Emitted with the item and the scene position where the mouse let go of it."""

    def __init__(
        self,
        renderer: CardRenderer,
        card: Card | None = None,
        size: QSize | None = None,
        face_up: bool = False,
        parent: QGraphicsItem | None = None,
    ) -> None:
        super().__init__(parent)
        self._renderer = renderer
        self._card = card
        self._size = QSize(size) if size is not None else QSize(100, 140)
        self._flip = 1.0 if face_up else 0.0
        self._lift = 0.0
        self._highlight = False
        self._selected = False
        self._hovered = False
        self._draggable = False
        self._interactive = True
        self._anim: QParallelAnimationGroup | None = None
        self._target: tuple[QPointF, float, float, float] | None = None
        self._lift_anim: QPropertyAnimation | None = None
        self._press_scene_pos: QPointF | None = None
        self._last_scene_pos = QPointF()
        self._press_parent_pos = QPointF()
        self._dragging = False
        self._home: tuple[QPointF, float] | None = None
        self.setAcceptHoverEvents(True)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)  # moves just blit
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)

    # --- state ---------------------------------------------------------------------------

    @property
    def card(self) -> Card | None:
        return self._card

    def set_card(self, card: Card | None) -> None:
        """Show a different card (or an unknown one: None)."""
        if card is not self._card:
            self._card = card
            self.update()

    @property
    def face_up(self) -> bool:
        """Whether the face side is showing (``flip`` at or past the halfway point)."""
        return self._flip >= 0.5

    def set_face_up(self, face_up: bool) -> None:
        """Turn the card at once, without animation."""
        self._set_flip(1.0 if face_up else 0.0)

    @property
    def card_size(self) -> QSize:
        return QSize(self._size)

    def set_card_size(self, size: QSize) -> None:
        """Resize the card (when the table is rescaled); the centre stays where it is."""
        if size != self._size:
            self.prepareGeometryChange()
            self._size = QSize(size)
            self._set_lift(self._lift_target())
            self.update()

    @property
    def highlight(self) -> bool:
        """Whether the legal-move glow is drawn around the card."""
        return self._highlight

    @highlight.setter
    def highlight(self, on: bool) -> None:
        self.set_highlight(on)

    def set_highlight(self, on: bool) -> None:
        if on != self._highlight:
            self._highlight = on
            self._update_lift()
            self.update()

    @property
    def selected(self) -> bool:
        """Whether the card is raised as chosen (a discard, say)."""
        return self._selected

    @selected.setter
    def selected(self, on: bool) -> None:
        self.set_selected(on)

    def set_selected(self, on: bool) -> None:
        if on != self._selected:
            self._selected = on
            self._update_lift()

    @property
    def draggable(self) -> bool:
        return self._draggable

    def set_draggable(self, on: bool) -> None:
        """Let the player drag the card (clicks work either way)."""
        self._draggable = on
        self._update_cursor()
        self._update_lift()

    @property
    def interactive(self) -> bool:
        return self._interactive

    def set_interactive(self, on: bool) -> None:
        """Accept or ignore clicks, drags and hovering (ignored anyway while animating)."""
        self._interactive = on
        if not on:
            self._hovered = False
        self._update_cursor()
        self._update_lift()

    def is_dragging(self) -> bool:
        return self._dragging

    # --- flip and lift properties ----------------------------------------------------------

    def _get_flip(self) -> float:
        return self._flip

    def _set_flip(self, value: float) -> None:
        value = min(1.0, max(0.0, float(value)))
        if value == self._flip:
            return
        self._flip = value
        squeeze = max(abs(2.0 * value - 1.0), 0.001)
        self.setTransform(QTransform.fromScale(squeeze, 1.0) if squeeze < 1.0 else QTransform())
        self.update()

    # Typed as float for callers; Qt sees a float property for QPropertyAnimation. The
    # ignores are PySide6's: its QtCore stub gives Property no __get__/__set__.
    flip: float = Property(float, _get_flip, _set_flip)  # type: ignore[assignment]

    def _get_lift(self) -> float:
        return self._lift

    def _set_lift(self, value: float) -> None:
        if value != self._lift:
            self._lift = float(value)
            self.update()

    lift: float = Property(float, _get_lift, _set_lift)  # type: ignore[assignment]

    def _lift_target(self) -> float:
        height = self._size.height()
        if self._selected:
            return height * SELECTED_LIFT
        if self._hovered and self._accepts_input() and (self._highlight or self._draggable):
            return height * HOVER_LIFT
        return 0.0

    def _update_lift(self) -> None:
        """Ease towards the lift the card's state asks for. The item keeps one animation
        for its whole life: one deleted when it stopped would leave a dead wrapper behind."""
        target = self._lift_target()
        anim = self._lift_anim
        if anim is not None:
            anim.stop()
        ms = speeds.duration(speeds.Anim.LIFT)
        if ms <= 0 or target == self._lift:
            self._set_lift(target)
            return
        if anim is None:
            anim = QPropertyAnimation(self, b"lift", self)
            anim.setEasingCurve(QEasingCurve.Type.OutCubic)
            self._lift_anim = anim
        anim.setDuration(ms)
        anim.setStartValue(self._lift)
        anim.setEndValue(target)
        anim.start()

    # --- geometry and painting -------------------------------------------------------------

    def _card_rect(self, lift: float = 0.0) -> QRectF:
        w, h = self._size.width(), self._size.height()
        return QRectF(-w / 2, -h / 2 - lift, w, h)

    def _margin(self) -> float:
        return max(self._size.width() * 0.11, 4.0)

    def boundingRect(self) -> QRectF:
        m = self._margin()
        lift = self._size.height() * SELECTED_LIFT
        return self._card_rect().adjusted(-m, -m - lift, m, m)

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        path.addRect(self._card_rect().united(self._card_rect(self._lift)))
        return path

    def _radius(self) -> float:
        return self._size.width() * CORNER_RADIUS / DESIGN_W

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionGraphicsItem,
        widget: QWidget | None = None,
    ) -> None:
        rect = self._card_rect(self._lift)
        radius = self._radius()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.setPen(Qt.PenStyle.NoPen)
        device = painter.device()
        dpr = device.devicePixelRatioF() if device is not None else 1.0
        self._paint_shadow(painter, rect, radius, dpr)
        if self._highlight:
            glow, margin = _glow_pixmap(self._size, radius, self._margin() * 0.8, dpr)
            painter.drawPixmap(rect.topLeft() - QPointF(margin, margin), glow)
        show_face = self.face_up and self._card is not None
        pixmap = self._renderer.pixmap(self._card if show_face else None, self._size, dpr)
        if painter.worldTransform().type() not in _UNSCALED:
            painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, True)
        painter.drawPixmap(rect.topLeft(), pixmap)
        if self._hovered and self._lift_target() > 0 and not self._selected:
            painter.setPen(QPen(HOVER_EDGE, 1.5))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect.adjusted(0.75, 0.75, -0.75, -0.75), radius, radius)

    def _paint_shadow(self, painter: QPainter, rect: QRectF, radius: float, dpr: float) -> None:
        """A soft shadow, drawn from a cached pixmap; it falls further when lifted."""
        w = self._size.width()
        raised = self._lift / max(1.0, self._size.height() * SELECTED_LIFT)
        reach = 1.0 + 1.5 * raised + (1.5 if self._dragging else 0.0)
        dx, dy = w * 0.012 * reach, w * 0.02 * reach + self._lift * 0.35
        shadow, margin = _shadow_pixmap(self._size, radius, dpr)
        painter.drawPixmap(rect.topLeft() + QPointF(dx - margin, dy - margin), shadow)

    # --- animation -------------------------------------------------------------------------

    def animate(
        self,
        pos: QPointF,
        z: float,
        rotation: float,
        face_up: bool,
        duration_ms: int,
        *,
        raise_during: bool = False,
        easing: QEasingCurve.Type = QEasingCurve.Type.OutCubic,
    ) -> QAbstractAnimation | None:
        """Move to ``pos``, turn to ``rotation`` and show ``face_up``, in ``duration_ms``.

        Returns the running animation (deleted when it stops), or None when there is nothing
        to animate or ``duration_ms`` is 0: then the card is already in place. A new call
        takes over from wherever a running one had got to. ``z`` is set at once, or at the
        end when ``raise_during`` keeps the card above the others on its way.
        """
        self.stop_animation()
        self._target = (QPointF(pos), float(z), float(rotation), 1.0 if face_up else 0.0)
        if duration_ms <= 0:
            self._apply_target()
            return None
        group = QParallelAnimationGroup(self)
        if self.pos() != pos:
            self._add_property_animation(
                group, b"pos", self.pos(), QPointF(pos), duration_ms, easing
            )
        if self.rotation() != rotation:
            self._add_property_animation(
                group, b"rotation", self.rotation(), float(rotation), duration_ms, easing
            )
        flip_to = self._target[3]
        if self._flip != flip_to:
            self._add_property_animation(
                group, b"flip", self._flip, flip_to, duration_ms, QEasingCurve.Type.InOutSine
            )
        if group.animationCount() == 0:
            group.deleteLater()
            self._apply_target()
            return None
        self.setZValue(RAISED_Z + z if raise_during else z)
        self._anim = group
        group.finished.connect(self._on_animation_finished)
        group.start(QAbstractAnimation.DeletionPolicy.DeleteWhenStopped)
        return group

    def _add_property_animation(
        self,
        group: QParallelAnimationGroup,
        name: bytes,
        start: object,
        end: object,
        duration_ms: int,
        easing: QEasingCurve.Type,
    ) -> None:
        anim = QPropertyAnimation(self, name, group)
        anim.setDuration(duration_ms)
        anim.setStartValue(start)
        anim.setEndValue(end)
        anim.setEasingCurve(easing)
        group.addAnimation(anim)

    def _apply_target(self) -> None:
        if self._target is None:
            return
        pos, z, rotation, flip = self._target
        self._target = None
        self.setPos(pos)
        self.setZValue(z)
        self.setRotation(rotation)
        self._set_flip(flip)
        self._update_cursor()

    def _on_animation_finished(self) -> None:
        self._anim = None
        self._apply_target()

    def _running(self) -> QParallelAnimationGroup | None:
        """The move in progress; a group stopped from outside (the animator fast-forwarding)
        emits no finished signal and is then deleted, so it is forgotten here."""
        anim = self._anim
        if anim is not None and (
            not shiboken6.isValid(anim) or anim.state() == QAbstractAnimation.State.Stopped
        ):
            self._anim = None
        return self._anim

    def is_animating(self) -> bool:
        return self._running() is not None

    def current_move(self) -> QAbstractAnimation | None:
        """The move in progress, if any: the same object from its first frame to its last."""
        return self._running()

    def stop_animation(self) -> None:
        """Stop a running move where it is (the card keeps its current position)."""
        anim, self._anim = self._running(), None
        self._target = None
        if anim is not None:
            anim.finished.disconnect(self._on_animation_finished)
            anim.stop()

    def finish_animation(self) -> None:
        """Jump a running move to its end."""
        target = self._target
        self.stop_animation()
        self._target = target
        self._apply_target()

    def snap_back(self, duration_ms: int) -> QAbstractAnimation | None:
        """Return to where the card was before the last drag (None if already there)."""
        if self._home is None:
            return None
        pos, z = self._home
        self._home = None
        return self.animate(
            pos,
            z,
            self.rotation(),
            self.face_up,
            duration_ms,
            raise_during=True,
            easing=QEasingCurve.Type.OutBack,
        )

    # --- input -----------------------------------------------------------------------------

    def _accepts_input(self) -> bool:
        return self._interactive and self._running() is None

    def _update_cursor(self) -> None:
        if not self._interactive:
            self.unsetCursor()
        elif self._dragging:
            self.setCursor(Qt.CursorShape.ClosedHandCursor)
        elif self._draggable:
            self.setCursor(Qt.CursorShape.OpenHandCursor)
        else:
            self.unsetCursor()

    def _parent_pos(self, scene_pos: QPointF) -> QPointF:
        parent = self.parentItem()
        return parent.mapFromScene(scene_pos) if parent is not None else QPointF(scene_pos)

    def hoverEnterEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        if self._interactive:
            self._hovered = True
            self._update_lift()
            self.update()
        super().hoverEnterEvent(event)

    def hoverLeaveEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        if self._hovered:
            self._hovered = False
            self._update_lift()
            self.update()
        super().hoverLeaveEvent(event)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if event.button() != Qt.MouseButton.LeftButton or not self._accepts_input():
            event.ignore()
            return
        self._press_scene_pos = QPointF(event.scenePos())
        self._press_parent_pos = self._parent_pos(event.scenePos())
        self._dragging = False
        event.accept()

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self._press_scene_pos is None or not self._draggable or not self._interactive:
            return
        if not self._dragging:
            moved = (event.scenePos() - self._press_scene_pos).manhattanLength()
            if moved < QApplication.startDragDistance():
                return
            self._dragging = True
            self._home = (self.pos(), self.zValue())
            self.setZValue(DRAG_Z)
            self._update_cursor()
        assert self._home is not None
        self._last_scene_pos = QPointF(event.scenePos())
        delta = self._parent_pos(event.scenePos()) - self._press_parent_pos
        self.setPos(self._home[0] + delta)

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self._press_scene_pos is None:
            event.ignore()
            return
        was_dragging = self._dragging
        self._press_scene_pos = None
        self._dragging = False
        self._update_cursor()
        if was_dragging:
            self.dropped.emit(self, QPointF(event.scenePos()))
        elif event.button() == Qt.MouseButton.LeftButton and self.contains(event.pos()):
            self.clicked.emit(self)

    def sceneEvent(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.UngrabMouse and self._press_scene_pos is not None:
            # The mouse was taken away mid-press (a popup, say): drop where the card is.
            was_dragging = self._dragging
            self._press_scene_pos = None
            self._dragging = False
            self._update_cursor()
            if was_dragging:
                self.dropped.emit(self, self._last_scene_pos)
        return super().sceneEvent(event)


_SURROUNDS: dict[tuple[object, ...], tuple[QPixmap, float]] = {}
"""A card's shadow and glow by what they are drawn for (see ``_surround``)."""
SHADOW_LAYERS = (22, 18, 14, 10)  # alpha of each translucent layer, innermost first
GLOW_LAYERS = 5


def _surround(key: tuple[object, ...], size: QSize, margin: float, dpr: float,
              draw: Callable[[QPainter, QRectF], None]) -> tuple[QPixmap, float]:
    """A picture of what ``draw`` paints round a card of ``size`` (given the card's rect),
    ``margin`` beyond it on each side, rendered once per ``key`` and pixel ratio: layers of
    antialiased rounded rects cost more than the card itself, and a card repaints them in
    every frame it moves or lifts. Returns the picture and the margin."""
    key = (*key, size.width(), size.height(), round(dpr, 3))
    cached = _SURROUNDS.get(key)
    if cached is not None:
        return cached
    w, h = size.width(), size.height()
    image = QImage(
        math.ceil((w + 2 * margin) * dpr), math.ceil((h + 2 * margin) * dpr),
        QImage.Format.Format_ARGB32_Premultiplied,
    )
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.scale(dpr, dpr)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    draw(painter, QRectF(margin, margin, w, h))
    painter.end()
    pixmap = QPixmap.fromImage(image)
    pixmap.setDevicePixelRatio(dpr)
    if len(_SURROUNDS) > 64:  # a long resize: forget old sizes
        _SURROUNDS.clear()
    _SURROUNDS[key] = (pixmap, margin)
    return pixmap, margin


def _shadow_pixmap(size: QSize, radius: float, dpr: float) -> tuple[QPixmap, float]:
    """The soft shadow under a card of ``size``, and the margin it spreads into."""
    step = size.width() * 0.012

    def draw(painter: QPainter, card: QRectF) -> None:
        painter.setPen(Qt.PenStyle.NoPen)
        for layer, alpha in enumerate(SHADOW_LAYERS):
            spread = step * (layer + 1)
            painter.setBrush(QColor(0, 0, 0, alpha))
            painter.drawRoundedRect(card.adjusted(-spread, -spread, spread, spread),
                                    radius + spread, radius + spread)

    return _surround(("shadow", round(radius, 3)), size,
                     step * len(SHADOW_LAYERS) + 1, dpr, draw)


def _glow_pixmap(size: QSize, radius: float, width: float, dpr: float
                 ) -> tuple[QPixmap, float]:
    """The glow round a playable card of ``size``, ``width`` wide, and the margin it
    spreads into."""
    pen_width = width / GLOW_LAYERS + 0.5

    def draw(painter: QPainter, card: QRectF) -> None:
        painter.setBrush(Qt.BrushStyle.NoBrush)
        for layer in range(GLOW_LAYERS, 0, -1):  # the outermost, faintest first
            grow = width * layer / GLOW_LAYERS
            colour = QColor(GLOW_COLOUR)
            colour.setAlpha(int(200 * (1 - (layer - 1) / GLOW_LAYERS) ** 1.6))
            painter.setPen(QPen(colour, pen_width))
            painter.drawRoundedRect(card.adjusted(-grow, -grow, grow, grow),
                                    radius + grow, radius + grow)

    return _surround(("glow", round(radius, 3), round(width, 3)), size,
                     math.ceil(width + pen_width), dpr, draw)
