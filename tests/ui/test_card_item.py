"""CardItem: flipping, animating, highlighting and dragging with the mouse."""

from __future__ import annotations

import pytest
from PySide6.QtCore import (
    QAbstractAnimation,
    QCoreApplication,
    QEvent,
    QPoint,
    QPointF,
    QRectF,
    QSize,
    Qt,
)
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QGraphicsScene, QGraphicsView
from pytestqt.qtbot import QtBot

from euchre_desktop.rules.cards import Card
from euchre_desktop.ui.table import card_item, speeds
from euchre_desktop.ui.table.card_art import CardRenderer
from euchre_desktop.ui.table.card_item import DRAG_Z, SELECTED_LIFT, CardItem

SIZE = QSize(100, 140)


def _add(
    view: QGraphicsView, renderer: CardRenderer, card: str = "AH", face_up: bool = True
) -> CardItem:
    item = CardItem(renderer, Card.parse(card), SIZE, face_up=face_up)
    view.scene().addItem(item)
    return item


def _viewport_point(view: QGraphicsView, scene_pos: QPointF) -> QPoint:
    return view.mapFromScene(scene_pos)


def _render(scene: QGraphicsScene, rect: QRectF) -> QImage:
    image = QImage(int(rect.width()), int(rect.height()), QImage.Format.Format_ARGB32)
    image.fill(QColor("#2f6b3d"))
    painter = QPainter(image)
    scene.render(painter, QRectF(image.rect()), rect)
    painter.end()
    return image


def test_flip_swaps_sides_at_half_way(renderer: CardRenderer) -> None:
    item = CardItem(renderer, Card.parse("KS"), SIZE, face_up=False)
    assert not item.face_up and item.flip == 0.0
    item.flip = 0.49
    assert not item.face_up
    assert item.transform().m11() == pytest.approx(0.02)
    item.flip = 0.5
    assert item.face_up
    item.setProperty("flip", 0.75)
    assert item.face_up and item.transform().m11() == pytest.approx(0.5)
    item.flip = 1.0
    assert item.transform().isIdentity()
    item.set_face_up(False)
    assert not item.face_up and item.flip == 0.0


def test_animate_with_no_duration_lands_at_once(renderer: CardRenderer) -> None:
    item = CardItem(renderer, Card.parse("9D"), SIZE)
    result = item.animate(QPointF(40, -25), 7, 30, True, 0)
    assert result is None
    assert item.pos() == QPointF(40, -25)
    assert item.zValue() == 7
    assert item.rotation() == 30
    assert item.face_up
    assert not item.is_animating()


def test_animate_runs_and_lands(qtbot: QtBot, renderer: CardRenderer) -> None:
    item = CardItem(renderer, Card.parse("9D"), SIZE)
    anim = item.animate(QPointF(80, 60), 3, -12, True, 40, raise_during=True)
    assert isinstance(anim, QAbstractAnimation)
    assert item.is_animating() and item.zValue() > 3
    with qtbot.waitSignal(anim.finished, timeout=2000):
        pass
    assert item.pos() == QPointF(80, 60)
    assert item.rotation() == -12
    assert item.zValue() == 3
    assert item.face_up and item.flip == 1.0
    assert not item.is_animating()


def test_animate_to_where_it_is_returns_none(renderer: CardRenderer) -> None:
    item = CardItem(renderer, Card.parse("9D"), SIZE, face_up=True)
    assert item.animate(QPointF(0, 0), 2, 0, True, 100) is None
    assert item.zValue() == 2


def test_new_animation_takes_over(qtbot: QtBot, renderer: CardRenderer) -> None:
    item = CardItem(renderer, Card.parse("9D"), SIZE)
    first = item.animate(QPointF(300, 0), 1, 0, False, 1000)
    assert first is not None
    qtbot.wait(20)
    second = item.animate(QPointF(-50, 10), 1, 0, False, 30)
    assert second is not None
    with qtbot.waitSignal(second.finished, timeout=2000):
        pass
    assert item.pos() == QPointF(-50, 10)


def test_finish_animation_jumps_to_the_end(renderer: CardRenderer) -> None:
    item = CardItem(renderer, Card.parse("9D"), SIZE)
    item.animate(QPointF(10, 20), 4, 90, True, 5000)
    item.finish_animation()
    assert (item.pos(), item.zValue(), item.rotation(), item.face_up) == (
        QPointF(10, 20),
        4,
        90,
        True,
    )
    assert not item.is_animating()


def test_unknown_card_shows_its_back(renderer: CardRenderer) -> None:
    item = CardItem(renderer, None, SIZE, face_up=True)
    assert item.card is None
    item.set_card(Card.parse("QC"))
    assert item.card == Card.parse("QC")


def test_resizing_changes_the_bounds(renderer: CardRenderer) -> None:
    item = CardItem(renderer, Card.parse("9D"), SIZE)
    before = item.boundingRect()
    assert before.contains(QRectF(-50, -70, 100, 140))
    item.set_card_size(QSize(50, 70))
    assert item.card_size == QSize(50, 70)
    assert item.boundingRect().width() < before.width()
    assert item.boundingRect().center().x() == pytest.approx(0)


def test_highlight_draws_a_glow_and_selection_raises(
    view: QGraphicsView, renderer: CardRenderer
) -> None:
    item = _add(view, renderer)
    area = QRectF(-80, -110, 160, 220)
    plain = _render(view.scene(), area)
    item.highlight = True
    glowing = _render(view.scene(), area)
    assert plain != glowing
    edge = glowing.pixelColor(80 - 53, 110)  # just left of the card's edge
    assert edge.red() > plain.pixelColor(80 - 53, 110).red()
    item.highlight = False
    item.selected = True
    assert item.lift == pytest.approx(140 * 0.14)
    assert item.shape().boundingRect().top() < -70
    item.selected = False
    assert item.lift == 0


def test_the_glow_is_drawn_once_a_size_and_then_reused(
    view: QGraphicsView, renderer: CardRenderer, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Every playable card repaints its glow at each turn and in each frame of a lift: its
    layers are drawn into a picture once per card size, and painting blits that."""
    pictures: dict[tuple[object, ...], object] = {}
    monkeypatch.setattr(card_item, "_SURROUNDS", pictures)

    def glows() -> int:
        return sum(key[0] == "glow" for key in pictures)

    area = QRectF(-80, -110, 160, 220)
    first = _add(view, renderer, "AH")
    first.highlight = True
    once = _render(view.scene(), area)
    second = _add(view, renderer, "AH")
    second.highlight = True
    first.hide()
    assert _render(view.scene(), area) == once  # the same glow, from the same picture
    assert glows() == 1
    second.set_card_size(QSize(80, 112))
    _render(view.scene(), area)
    assert glows() == 2


def test_drag_moves_the_card_and_drops_it(
    qtbot: QtBot, view: QGraphicsView, renderer: CardRenderer
) -> None:
    item = _add(view, renderer)
    item.setZValue(5)
    item.set_draggable(True)
    viewport = view.viewport()
    start = _viewport_point(view, QPointF(0, 10))
    end = start + QPoint(120, -90)
    clicks: list[CardItem] = []
    item.clicked.connect(clicks.append)

    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    QTest.mouseMove(viewport, start + QPoint(40, -30))
    assert item.is_dragging() and item.zValue() == DRAG_Z
    QTest.mouseMove(viewport, end)
    with qtbot.waitSignal(item.dropped, timeout=1000) as dropped:
        QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, end)
    moved = view.mapToScene(end) - view.mapToScene(start)
    assert item.pos() == moved
    assert dropped.args[0] is item
    assert dropped.args[1] == view.mapToScene(end)
    assert clicks == []
    assert not item.is_dragging()

    assert item.snap_back(0) is None
    assert item.pos() == QPointF(0, 0) and item.zValue() == 5


def test_snap_back_animates_home(qtbot: QtBot, view: QGraphicsView, renderer: CardRenderer) -> None:
    item = _add(view, renderer)
    item.set_draggable(True)
    viewport = view.viewport()
    start = _viewport_point(view, QPointF(0, 0))
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    QTest.mouseMove(viewport, start + QPoint(60, 0))
    QTest.mouseMove(viewport, start + QPoint(100, 50))
    QTest.mouseRelease(
        viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start + QPoint(100, 50)
    )
    assert item.pos() != QPointF(0, 0)
    anim = item.snap_back(30)
    assert anim is not None
    with qtbot.waitSignal(anim.finished, timeout=2000):
        pass
    assert item.pos() == QPointF(0, 0)
    assert item.snap_back(30) is None  # already home


def test_click_without_moving(qtbot: QtBot, view: QGraphicsView, renderer: CardRenderer) -> None:
    item = _add(view, renderer)
    item.set_draggable(True)
    dropped: list[object] = []
    item.dropped.connect(lambda *args: dropped.append(args))
    point = _viewport_point(view, QPointF(10, 20))
    with qtbot.waitSignal(item.clicked, timeout=1000) as clicked:
        QTest.mouseClick(
            view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, point
        )
    assert clicked.args == [item]
    assert dropped == []
    assert item.pos() == QPointF(0, 0)


def test_cards_that_are_not_draggable_stay_put(view: QGraphicsView, renderer: CardRenderer) -> None:
    item = _add(view, renderer)
    viewport = view.viewport()
    start = _viewport_point(view, QPointF(0, 0))
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    QTest.mouseMove(viewport, start + QPoint(80, 80))
    QTest.mouseRelease(
        viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start + QPoint(80, 80)
    )
    assert item.pos() == QPointF(0, 0)


@pytest.mark.qt_log_ignore("^Mouse event .* not accepted by receiving widget$")
def test_input_is_ignored_when_not_interactive(
    qtbot: QtBot, view: QGraphicsView, renderer: CardRenderer
) -> None:
    item = _add(view, renderer)
    item.set_draggable(True)
    item.set_interactive(False)
    clicks: list[CardItem] = []
    item.clicked.connect(clicks.append)
    point = _viewport_point(view, QPointF(0, 0))
    QTest.mouseClick(
        view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, point
    )
    QTest.mousePress(
        view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, point
    )
    QTest.mouseMove(view.viewport(), point + QPoint(80, 0))
    QTest.mouseRelease(
        view.viewport(),
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
        point + QPoint(80, 0),
    )
    assert clicks == []
    assert item.pos() == QPointF(0, 0)
    item.set_interactive(True)
    with qtbot.waitSignal(item.clicked, timeout=1000):
        QTest.mouseClick(
            view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, point
        )


def test_hovering_a_playable_card_lifts_it(view: QGraphicsView, renderer: CardRenderer) -> None:
    item = _add(view, renderer)
    item.highlight = True
    QTest.mouseMove(view.viewport(), _viewport_point(view, QPointF(0, 0)))
    assert item.lift > 0
    QTest.mouseMove(view.viewport(), _viewport_point(view, QPointF(250, 200)))
    assert item.lift == 0


@pytest.mark.qt_log_ignore("^Mouse event .* not accepted by receiving widget$")
def test_losing_the_mouse_mid_drag_drops_the_card(
    qtbot: QtBot, view: QGraphicsView, renderer: CardRenderer
) -> None:
    item = _add(view, renderer)
    item.set_draggable(True)
    viewport = view.viewport()
    start = _viewport_point(view, QPointF(0, 0))
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    QTest.mouseMove(viewport, start + QPoint(50, 0))
    assert item.is_dragging()
    with qtbot.waitSignal(item.dropped, timeout=1000) as dropped:
        item.ungrabMouse()
    assert dropped.args[1] == view.mapToScene(start + QPoint(50, 0))
    assert not item.is_dragging()
    QTest.mouseRelease(
        viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start + QPoint(50, 0)
    )


def test_a_move_stopped_from_outside_leaves_the_card_usable(renderer: CardRenderer) -> None:
    """The animator fast-forwards by stopping groups, which deletes them unannounced."""
    item = CardItem(renderer, Card.parse("AH"), SIZE)
    scene = QGraphicsScene()
    scene.addItem(item)
    group = item.animate(QPointF(50, 50), 1, 0, True, 200)
    assert group is not None and item.is_animating()
    group.stop()  # no finished signal, then DeleteWhenStopped deletes it
    assert not item.is_animating()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    assert not item.is_animating()
    assert item.animate(QPointF(0, 0), 1, 0, True, 0) is None
    assert item.pos() == QPointF(0, 0)


def test_the_lift_eases_again_after_an_earlier_lift_has_finished(
    qtbot: QtBot, view: QGraphicsView, renderer: CardRenderer
) -> None:
    """At real speed a lift is animated; once one has run to its end, the next change of
    hover or selection must still animate (the hinted card clicked after it rose)."""
    speeds.set_speed(speeds.AnimationSpeed.FAST)
    item = _add(view, renderer)
    raised = SIZE.height() * SELECTED_LIFT
    item.set_selected(True)
    qtbot.waitUntil(lambda: item.lift == pytest.approx(raised), timeout=2000)
    qtbot.wait(50)  # let a finished animation be cleaned up, as the event loop would
    item.set_selected(False)
    qtbot.waitUntil(lambda: item.lift == 0, timeout=2000)
    item.set_selected(True)
    assert 0 <= item.lift < raised  # easing, not jumping
    qtbot.waitUntil(lambda: item.lift == pytest.approx(raised), timeout=2000)
