"""Card art: every card renders, at the asked size, distinctly, and only once."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtCore import QSize
from PySide6.QtGui import QImage, QPixmap

from euchre_desktop.rules.cards import Card, Rank, Suit
from euchre_desktop.ui.table.card_art import (
    COMPACT_BELOW_PX,
    CardRenderer,
    card_size_for_height,
)

ALL_SIDES: list[Card | None] = [*Card.by_code, None]


def _rgba(pixmap: QPixmap) -> QImage:
    return pixmap.toImage().convertToFormat(QImage.Format.Format_RGBA8888)


def _bytes(pixmap: QPixmap) -> bytes:
    image = _rgba(pixmap)
    return bytes(image.constBits())[: image.sizeInBytes()]


def _count_pixels(pixmap: QPixmap, test: Callable[[int, int, int, int], bool]) -> int:
    data = _bytes(pixmap)
    return sum(1 for i in range(0, len(data), 4) if test(*data[i : i + 4]))


def _is_red(r: int, g: int, b: int, a: int) -> bool:
    return a > 200 and r > 150 and g < 90 and b < 90


def test_card_size_has_the_standard_ratio() -> None:
    assert card_size_for_height(140) == QSize(100, 140)
    assert card_size_for_height(70) == QSize(50, 70)
    assert card_size_for_height(1) == QSize(1, 1)


@pytest.mark.parametrize("dpr", [1.0, 1.5, 2.0])
def test_every_side_renders_at_the_device_size(renderer: CardRenderer, dpr: float) -> None:
    size = QSize(71, 99)
    for card in ALL_SIDES:
        pixmap = renderer.pixmap(card, size, dpr)
        assert pixmap.size() == QSize(round(71 * dpr), round(99 * dpr)), card
        assert pixmap.devicePixelRatio() == pytest.approx(dpr)
        assert pixmap.deviceIndependentSize().toSize() == size


@pytest.mark.parametrize("height", [COMPACT_BELOW_PX - 40, COMPACT_BELOW_PX + 15])
def test_every_side_looks_different(renderer: CardRenderer, height: int) -> None:
    size = card_size_for_height(height)
    images = {_bytes(renderer.pixmap(card, size, 1.0)) for card in ALL_SIDES}
    assert len(images) == len(ALL_SIDES)


def test_pixmaps_are_cached(renderer: CardRenderer) -> None:
    card = Card.parse("JH")
    size = card_size_for_height(140)
    first = renderer.pixmap(card, size, 2.0)
    assert renderer.pixmap(card, QSize(size), 2.0).cacheKey() == first.cacheKey()
    assert renderer.pixmap(card, size, 1.0).cacheKey() != first.cacheKey()
    assert renderer.pixmap(None, size, 2.0).cacheKey() != first.cacheKey()
    assert renderer.cache_size() == 3
    renderer.clear_cache()
    assert renderer.cache_size() == 0
    assert renderer.pixmap(card, size, 2.0).cacheKey() != first.cacheKey()


def test_cache_is_bounded(renderer: CardRenderer) -> None:
    card = Card.parse("AS")
    for height in range(40, 40 + CardRenderer.MAX_CACHED + 10):
        renderer.pixmap(card, card_size_for_height(height), 1.0)
    assert renderer.cache_size() <= CardRenderer.MAX_CACHED


@pytest.mark.parametrize("height", [60, 140])
def test_red_suits_are_red_and_black_suits_are_not(renderer: CardRenderer, height: int) -> None:
    size = card_size_for_height(height)
    for card in Card.by_code:
        if card.is_joker or card.rank in (Rank.JACK, Rank.QUEEN, Rank.KING):
            continue
        assert card.suit is not None
        reds = _count_pixels(renderer.pixmap(card, size, 1.0), _is_red)
        if card.suit in (Suit.HEARTS, Suit.DIAMONDS):
            assert reds > size.width() * size.height() * 0.02, card
        else:
            assert reds == 0, card


def test_jokers_are_coloured(renderer: CardRenderer) -> None:
    size = card_size_for_height(140)
    red_joker = _count_pixels(renderer.pixmap(Card.parse("JKR"), size, 1.0), _is_red)
    black_joker = _count_pixels(renderer.pixmap(Card.parse("JKB"), size, 1.0), _is_red)
    almonte = _count_pixels(renderer.pixmap(Card.parse("3S"), size, 1.0), _is_red)
    assert red_joker > 300
    assert black_joker == 0
    assert almonte > 100  # the red JOKER ribbon and corner stars


def test_corners_are_rounded_and_transparent(renderer: CardRenderer) -> None:
    for card in (Card.parse("7C"), None):
        image = _rgba(renderer.pixmap(card, card_size_for_height(140), 1.0))
        assert image.pixelColor(0, 0).alpha() == 0
        assert image.pixelColor(image.width() - 1, image.height() - 1).alpha() == 0
        assert image.pixelColor(image.width() // 2, image.height() // 2).alpha() == 255
