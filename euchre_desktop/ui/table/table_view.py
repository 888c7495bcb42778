"""The table widget: a QGraphicsView whose scene always matches the window's size.

Instead of scaling a fixed scene (which blurs cards), the scene is laid out anew for every
size and cards are rendered for the real size and pixel ratio, so the table stays crisp.
"""

from __future__ import annotations

from PySide6.QtCore import QRect, QRectF, QSizeF, Qt, Signal
from PySide6.QtGui import QColor, QKeyEvent, QPainter, QRadialGradient, QResizeEvent
from PySide6.QtWidgets import QFrame, QGraphicsScene, QGraphicsView, QWidget

from euchre_desktop.rules import Card
from euchre_desktop.ui.table.animator import Animator
from euchre_desktop.ui.table.card_art import CardRenderer
from euchre_desktop.ui.table.presenter import TablePresenter

FELT_CENTRE = QColor("#2f7a4b")
FELT_EDGE = QColor("#123d24")


class TableView(QGraphicsView):
    """Shows the table; emits ``card_chosen`` when the human picks a card by mouse or keys."""

    card_chosen = Signal(object)

    def __init__(self, parent: QWidget | None = None) -> None:
        self._scene = QGraphicsScene()
        super().__init__(self._scene, parent)
        self.renderer = CardRenderer()
        self.animator = Animator(self)
        self.presenter = TablePresenter(self._scene, self.renderer, self.animator)
        self.presenter.card_clicked.connect(self.card_chosen)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setRenderHints(QPainter.RenderHint.Antialiasing
                            | QPainter.RenderHint.SmoothPixmapTransform)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMinimumSize(480, 360)

    def scene(self) -> QGraphicsScene:
        return self._scene

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        size = QSizeF(self.viewport().size())
        self._scene.setSceneRect(QRectF(0, 0, size.width(), size.height()))
        self.resetTransform()
        self.presenter.set_size(size)

    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:
        scene_rect = self._scene.sceneRect()
        radius = max(scene_rect.width(), scene_rect.height()) * 0.7
        gradient = QRadialGradient(scene_rect.center(), radius)
        gradient.setColorAt(0.0, FELT_CENTRE)
        gradient.setColorAt(1.0, FELT_EDGE)
        painter.fillRect(rect, gradient)

    # --- keyboard play ---------------------------------------------------------------------

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Arrow keys move the focus (the raised card) between the cards that may be chosen,
        Space or Enter plays the focused card; 1-6 pick a card of the hand directly."""
        items = self.presenter.human_items()
        choosable = [item for item in items if item.highlight]
        key = event.key()
        if not choosable:
            super().keyPressEvent(event)
            return
        if Qt.Key.Key_1 <= key <= Qt.Key.Key_6:
            index = key - Qt.Key.Key_1
            if index < len(items) and items[index].card is not None:
                self.card_chosen.emit(items[index].card)
            return
        focused = next((i for i, item in enumerate(choosable) if item.selected), None)
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Right):
            step = 1 if key == Qt.Key.Key_Right else -1
            if focused is None:
                focused = 0 if step == 1 else len(choosable) - 1
            else:
                focused = (focused + step) % len(choosable)
            for item in items:
                item.set_selected(item is choosable[focused])
            return
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            card: Card | None = choosable[focused].card if focused is not None else None
            if card is not None:
                self.card_chosen.emit(card)
            return
        super().keyPressEvent(event)
