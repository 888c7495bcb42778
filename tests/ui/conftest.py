"""Fixtures for the table's drawing and animation tests."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QLocale, QRectF
from PySide6.QtWidgets import QApplication, QGraphicsScene, QGraphicsView
from pytestqt.qtbot import QtBot

from euchre_desktop.launcher import install_translators
from euchre_desktop.ui.table import speeds
from euchre_desktop.ui.table.card_art import CardRenderer


@pytest.fixture(autouse=True)
def instant_speed() -> Iterator[None]:
    """Every test starts with instant animations (hover lifts included), as the app's tests
    do; a test that wants real durations passes them explicitly."""
    before = speeds.current_speed()
    speeds.set_speed(speeds.AnimationSpeed.INSTANT)
    yield
    speeds.set_speed(before)


@pytest.fixture(autouse=True)
def english(qapp: QApplication) -> Iterator[None]:
    """Every test starts in English as the game shows it: the English file is loaded (it holds
    the plural forms, "1 trick") and numbers are written the English way."""
    translators = install_translators(qapp, QLocale(QLocale.Language.English,
                                                    QLocale.Country.UnitedStates))
    yield
    for translator in translators:
        qapp.removeTranslator(translator)
    QLocale.setDefault(QLocale(QLocale.Language.English, QLocale.Country.UnitedStates))


@pytest.fixture
def renderer(qapp: object) -> Iterator[CardRenderer]:
    r = CardRenderer()
    yield r
    r.clear_cache()


@pytest.fixture
def view(qtbot: QtBot) -> QGraphicsView:
    """A shown 600 x 500 view on a scene whose origin is in the middle of the viewport."""
    scene = QGraphicsScene(QRectF(-300, -250, 600, 500))
    graphics_view = QGraphicsView(scene)
    scene.setParent(graphics_view)
    graphics_view.setFrameShape(QGraphicsView.Shape.NoFrame)
    graphics_view.resize(600, 500)
    qtbot.addWidget(graphics_view)
    graphics_view.show()
    qtbot.waitExposed(graphics_view)
    return graphics_view
