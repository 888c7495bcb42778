"""The table as a player reads it: over real states at small and large sizes, no card of a
hand or of the trick lies under a name plate, a speech bubble, a trick pile or the kitty;
no card of the trick hides another's rank and suit; nothing lies outside the view."""

from __future__ import annotations

from collections.abc import Iterator
from itertools import combinations
from pathlib import Path

import pytest
from PySide6.QtCore import QPointF, QRectF, QSize
from PySide6.QtGui import QPainterPath, QPolygonF
from PySide6.QtWidgets import QGraphicsItem
from pytestqt.qtbot import QtBot

from euchre_desktop.ui.table.card_art import index_area
from euchre_desktop.ui.table.card_item import SELECTED_LIFT, CardItem
from euchre_desktop.ui.table.presenter import TablePresenter
from euchre_desktop.ui.table.table_view import TableView
from tests.ui.table_states import TableState, show, states

SIZES = [(480, 360), (480, 760), (1300, 360), (1100, 800), (1620, 1030)]
STATES = {state.name: state for state in states()}
TOLERANCE = 1.0  # px: shapes that only touch do not overlap


@pytest.fixture
def table(qtbot: QtBot) -> Iterator[TableView]:
    view = TableView()
    qtbot.addWidget(view)
    yield view


def shown_on(table: TableView, state: TableState, size: tuple[int, int]) -> TablePresenter:
    table.setMinimumSize(1, 1)  # the sizes above are what a window gives; see the minimum test
    table.resize(*size)
    table.show()
    show(table, state)
    return table.presenter


def card_path(item: CardItem, *, lifted: bool = False) -> QPainterPath:
    """The card's outline in scene coordinates (a selected card of the hand rises)."""
    width, height = item.card_size.width(), item.card_size.height()
    lift = height * SELECTED_LIFT if lifted else 0.0
    rect = QRectF(-width / 2, -height / 2 - lift, width, height + lift).adjusted(
        TOLERANCE, TOLERANCE, -TOLERANCE, -TOLERANCE)
    path = QPainterPath()
    path.addPolygon(item.mapToScene(QPolygonF(rect)))
    return path


def rect_path(item: QGraphicsItem) -> QPainterPath:
    path = QPainterPath()
    path.addRect(item.sceneBoundingRect().adjusted(TOLERANCE, TOLERANCE, -TOLERANCE,
                                                  -TOLERANCE))
    return path


def zones(presenter: TablePresenter) -> dict[str, list[tuple[str, QPainterPath]]]:
    """What is on the table, by kind, each with a name for the failure message."""
    names = presenter.names
    found: dict[str, list[tuple[str, QPainterPath]]] = {
        "hand": [], "trick": [], "pile": [], "kitty": [], "plate": [], "bubble": []}
    for seat, hand in enumerate(presenter.hands):
        for item in hand:
            lifted = seat == presenter.human_seat
            found["hand"].append((f"{names[seat]}'s hand card", card_path(item, lifted=lifted)))
    for seat, item in presenter.trick:
        found["trick"].append((f"{names[seat]}'s played card", card_path(item)))
    if presenter.up_item is not None:
        kind = "trick" if presenter.up_face_up else "kitty"
        found[kind].append(("the up-card", card_path(presenter.up_item)))
    for place, tricks in presenter.piles().items():
        for item in (item for trick in tricks for item in trick):
            found["pile"].append((f"the pile at {names[place]}", card_path(item)))
    for item in [presenter.kitty_item, *presenter.discards]:
        if item is not None:
            found["kitty"].append(("the kitty", card_path(item)))
    for seat, label in enumerate(presenter.labels):
        found["plate"].append((f"{names[seat]}'s name plate", rect_path(label)))
    for seat, bubble in enumerate(presenter.bubbles):
        if bubble.isVisible():
            found["bubble"].append((f"{names[seat]}'s speech bubble", rect_path(bubble)))
    return found


MUST_NOT_OVERLAP = [
    ("hand", "plate"), ("hand", "bubble"), ("hand", "pile"), ("hand", "kitty"),
    ("hand", "trick"), ("trick", "plate"), ("trick", "bubble"), ("trick", "pile"),
    ("trick", "kitty"), ("plate", "bubble"), ("plate", "pile"), ("plate", "kitty"),
    ("bubble", "kitty"), ("pile", "kitty"),
]
"""A bubble may lie over a trick pile (a claim is said there during play): a pile shows
only backs, and its seat's plate counts its tricks."""


def overlaps(presenter: TablePresenter) -> list[str]:
    found = zones(presenter)
    problems = []
    for first, second in MUST_NOT_OVERLAP:
        for name_a, path_a in found[first]:
            for name_b, path_b in found[second]:
                if path_a.intersects(path_b):
                    problems.append(f"{name_a} overlaps {name_b}")
    for kind in ("plate", "bubble"):
        for (name_a, path_a), (name_b, path_b) in combinations(found[kind], 2):
            if path_a.intersects(path_b):
                problems.append(f"{name_a} overlaps {name_b}")
    hands = [(seat, card_path(item)) for seat, hand in enumerate(presenter.hands)
             for item in hand]
    for (seat_a, path_a), (seat_b, path_b) in combinations(hands, 2):
        if seat_a != seat_b and path_a.intersects(path_b):
            problems.append(f"{presenter.names[seat_a]}'s and {presenter.names[seat_b]}'s "
                            "hands overlap")
    piles = [(place, card_path(item)) for place, tricks in presenter.piles().items()
             for trick in tricks for item in trick]
    for (seat_a, path_a), (seat_b, path_b) in combinations(piles, 2):
        if seat_a != seat_b and path_a.intersects(path_b):
            problems.append(f"{presenter.names[seat_a]}'s and {presenter.names[seat_b]}'s "
                            "piles overlap")
    return sorted(set(problems))


def outside(presenter: TablePresenter, view_rect: QRectF) -> list[str]:
    inside = QPainterPath()
    inside.addRect(view_rect)
    return sorted({name for kind in zones(presenter).values() for name, path in kind
                   if not inside.contains(path)})


def hidden_indexes(presenter: TablePresenter, *, upright: bool = False) -> list[str]:
    """Played cards whose two corner indexes are both partly covered by a later card (with
    ``upright``, whose upper corner index is: the one a player reads without turning it)."""
    problems = []
    trick = presenter.trick
    for order, (seat, item) in enumerate(trick):
        width, height = item.card_size.width(), item.card_size.height()
        corner = index_area(width, height).translated(-width / 2, -height / 2)
        other_corner = QRectF(-corner.right(), -corner.bottom(), corner.width(),
                              corner.height())
        later = QPainterPath()
        for _, above in trick[order + 1:]:
            later = later.united(card_path(above))
        readable = False
        for box in (corner,) if upright else (corner, other_corner):
            path = QPainterPath()
            path.addPolygon(item.mapToScene(QPolygonF(box)))
            readable |= not later.intersects(path)
        if not readable:
            problems.append(f"{presenter.names[seat]}'s {item.card} cannot be read")
    return problems


@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
@pytest.mark.parametrize("name", list(STATES))
def test_nothing_covers_a_card_and_nothing_leaves_the_table(
    table: TableView, name: str, size: tuple[int, int]
) -> None:
    presenter = shown_on(table, STATES[name], size)
    view_rect = QRectF(0, 0, *size)
    assert overlaps(presenter) == []
    assert outside(presenter, view_rect) == []
    assert hidden_indexes(presenter) == []


@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def test_six_cards_of_a_trick_each_show_their_upper_corner(
    table: TableView, size: tuple[int, int]
) -> None:
    """Round the middle as the seats sit round the table, no card of a six-seat trick hides
    the upper corner of one played before it."""
    presenter = shown_on(table, STATES["six-trick-full"], size)
    assert len(presenter.trick) == 6
    assert hidden_indexes(presenter, upright=True) == []


def test_the_checks_see_an_overlap(table: TableView) -> None:
    """The checker itself: a card dropped on a name plate is reported."""
    presenter = shown_on(table, STATES["four-play-piles"], (1100, 800))
    item = presenter.hands[0][0]
    item.setPos(presenter.labels[1].pos())
    assert "You's hand card overlaps West's name plate" in overlaps(presenter)
    item.setPos(QPointF(-500, 0))
    assert "You's hand card" in outside(presenter, QRectF(0, 0, 1100, 800))


def face_up_cards(presenter: TablePresenter) -> set[str]:
    return {str(item.card) for item in presenter.scene.items()
            if isinstance(item, CardItem) and item.face_up}


@pytest.mark.parametrize("name", ["four-loner-dealer-sits-out", "four-loner-summary"])
def test_in_a_loner_hand_the_up_card_is_turned_down(table: TableView, name: str) -> None:
    """The dealer sits out, so nobody takes the up-card: it lies face down on the kitty."""
    presenter = shown_on(table, STATES[name], (1100, 800))
    up_card = STATES[name].deal.up_card
    assert presenter.up_item is not None and not presenter.up_item.face_up
    assert str(up_card) not in face_up_cards(presenter)
    assert presenter.up_item.pos() == presenter.layout.kitty_spot(1)


def test_six_players_see_who_is_on_their_side(table: TableView) -> None:
    presenter = shown_on(table, STATES["six-round-1-bubbles"], (1100, 800))
    words = [label.team_word for label in presenter.labels]
    assert words == ["Your team", "Opponent", "Partner", "Opponent", "Partner", "Opponent"]
    colours = [label.team_colour.name() for label in presenter.labels]
    assert colours[0] == colours[2] == colours[4] != colours[1] == colours[3] == colours[5]


def test_the_seat_to_act_is_lit(table: TableView) -> None:
    presenter = shown_on(table, STATES["four-play-piles"], (1100, 800))
    assert [label.turn for label in presenter.labels] == [True, False, False, False]


def test_a_bot_that_thinks_a_while_shows_a_quiet_cue(qtbot: QtBot, table: TableView) -> None:
    presenter = shown_on(table, STATES["four-round-1-bubbles"], (1100, 800))
    label = presenter.labels[1]
    label.set_thinking(True)
    assert not label.shows_thinking  # a quick decision shows nothing
    qtbot.waitUntil(lambda: label.shows_thinking, timeout=2000)
    label.set_thinking(False)
    assert not label.shows_thinking


def window_table_sizes(qtbot: QtBot, tmp_path: Path) -> list[tuple[int, int]]:
    """The table's size inside the real window at its minimum size, 1400x900 and
    1920x1080 (the side column and menus take the rest)."""
    from euchre_desktop.app.controller import MatchController
    from euchre_desktop.app.workers import InlineRunner
    from euchre_desktop.ui.main_window import MainWindow

    controller = MatchController(InlineRunner())
    window = MainWindow(controller)
    qtbot.addWidget(window)
    window.show()
    smallest = window.minimumSize().expandedTo(window.minimumSizeHint())
    sizes = []
    for size in (smallest, QSize(1400, 900), QSize(1920, 1080)):
        window.resize(size)
        qtbot.waitUntil(lambda size=size: window.size() == size.expandedTo(smallest))
        viewport = window.table.viewport().size()
        sizes.append((viewport.width(), viewport.height()))
    controller.shutdown()
    return sizes


@pytest.mark.parametrize("name", ["four-you-hold-six", "four-play-piles", "four-loner-summary",
                                  "six-round-1-bubbles", "six-trick-full", "six-loner-asks"])
def test_the_table_lays_out_cleanly_in_the_window_at_every_size(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, name: str
) -> None:
    monkeypatch.setenv("EUCHRE_DESKTOP_HOME", str(tmp_path))
    for size in window_table_sizes(qtbot, tmp_path):
        table = TableView()
        qtbot.addWidget(table)
        presenter = shown_on(table, STATES[name], size)
        assert (overlaps(presenter), outside(presenter, QRectF(0, 0, *size))) == ([], []), size
