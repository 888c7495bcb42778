"""The table draws from the events alone, as the human's seat sees them."""

from __future__ import annotations

from collections.abc import Iterator
from typing import NamedTuple

import pytest
from pytestqt.qtbot import QtBot

from euchre_desktop.rules import GameState, Phase
from euchre_desktop.rules.actions import DISCARD, GIVE_CARD
from euchre_desktop.ui.table.table_view import TableView
from tests.ui.table_states import NA, SIX, TableState, cards, orders, rigged, show


@pytest.fixture
def table(qtbot: QtBot) -> Iterator[TableView]:
    view = TableView()
    qtbot.addWidget(view)
    view.resize(1100, 800)
    view.show()
    yield view


def faces(table: TableView, seat: int) -> list[str]:
    return [str(item.card) for item in table.presenter.hands[seat] if item.card is not None]


def test_the_human_dealer_discards_the_card_chosen(table: TableView) -> None:
    def discard_9c(state: GameState) -> object:
        if state.phase is Phase.DEALER_DISCARD and state.turn == 0:
            return DISCARD[cards("9C")[0]]
        return orders(1)(state)

    deal = rigged(NA, 0, "9H", {0: "JH JD AS KS 9C", 1: "AC KC QC 10S 9S"})
    game = show(table, TableState("discard", NA, deal,
                                  lambda state: state.phase is Phase.PLAY, discard_9c))
    presenter = table.presenter
    assert sorted(faces(table, 0)) == sorted(str(card) for card in game.hands[0])
    assert "9C" not in faces(table, 0)
    assert len(presenter.discards) == 1 and presenter.discards[0].card is not None
    assert str(presenter.discards[0].card) == "9C"  # the human's own card, face down
    assert all(not faces(table, seat) for seat in (1, 2, 3))  # nobody else's is known


def test_the_human_gives_their_lone_partner_the_card_chosen(table: TableView) -> None:
    def script(state: GameState) -> object:
        if state.phase is Phase.PARTNER_GIVES and state.turn == 0:
            return GIVE_CARD[cards("9C")[0]]
        return orders(2, alone=True, ask=0)(state)

    deal = rigged(SIX, 1, "9H", {2: "JH JD AH KH QH", 0: "AS KS QS 9C 10C"})
    game = show(table, TableState("give", SIX, deal,
                                  lambda state: state.phase is Phase.PLAY, script))
    assert game.given and game.given[0][0] == 0
    assert "9C" not in faces(table, 0) and len(table.presenter.hands[0]) == 4
    assert all(item.card is None for item in table.presenter.hands[2])  # given face down


class Unknown(NamedTuple):
    seat: int


def test_an_event_the_table_does_not_know_fails_loudly(table: TableView) -> None:
    with pytest.raises(AssertionError, match="Unknown"):
        table.presenter.present([Unknown(0)])  # type: ignore[list-item]
