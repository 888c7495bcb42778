"""Real table states from explicit deals, shown on a bare table view for geometry tests.

Each state deals fixed cards, lets scripted players act until a goal, and feeds the table
exactly the events and views the controller would, one action at a time. Animations are
run to their end, so the scene shows what a player sees once the table has settled.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from euchre_desktop.rules import PRESETS, Card, Deal, GameState, HouseRules, Phase, new_match
from euchre_desktop.rules import events as ev
from euchre_desktop.rules.actions import (
    DECLINE,
    GO_ALONE,
    ORDER_UP,
    Action,
    AskPartner,
)
from euchre_desktop.rules.claim import claim_rest, settled_tricks
from euchre_desktop.rules.deal import deck_cards
from euchre_desktop.scripted import Script, default_action
from euchre_desktop.ui import words
from euchre_desktop.ui.table.table_view import TableView

NA = PRESETS["north-american"]
SIX = PRESETS["six-player"]


def cards(text: str) -> list[Card]:
    return [Card.parse(word) for word in text.split()]


def rigged(rules: HouseRules, dealer: int, up: str, hands: dict[int, str]) -> Deal:
    """A deal with the named seats' hands and up-card fixed; the rest in pack order."""
    fixed = {seat: cards(text) for seat, text in hands.items()}
    up_card = Card.parse(up)
    used = {card for hand in fixed.values() for card in hand} | {up_card}
    rest = [card for card in deck_cards(rules) if card not in used]
    dealt: list[tuple[Card, ...]] = []
    for seat in range(rules.players):
        if seat in fixed:
            dealt.append(tuple(fixed[seat]))
        else:
            dealt.append(tuple(rest[:5]))
            rest = rest[5:]
    packets = tuple(((dealer + 1 + offset) % rules.players, 5) for offset in range(rules.players))
    return Deal(dealer, tuple(dealt), up_card, tuple(rest), packets)


def orders(seat: int, *, alone: bool = False, ask: int | None = None) -> Script:
    """``seat`` orders up in round one (alone if asked; asking ``ask`` for a card)."""

    def script(state: GameState) -> Action | None:
        if state.turn != seat:
            return None
        if state.phase is Phase.BIDDING_ROUND_1:
            return ORDER_UP
        if state.phase is Phase.GOING_ALONE:
            return GO_ALONE if alone else DECLINE
        if state.phase is Phase.LONER_ASKS and ask is not None:
            return AskPartner(ask)
        return None

    return script


@dataclass(frozen=True)
class TableState:
    """A named moment of a hand: the deal, who does what, and when to stop."""

    name: str
    rules: HouseRules
    deal: Deal
    goal: Callable[[GameState], bool]
    script: Script = field(default=lambda state: None)
    stop_after: Callable[[], Callable[[ev.Event], bool]] | None = None
    """Makes a test of events: the table shows events up to the first one it accepts
    (a full trick before its sweep...)."""
    claim: bool = False
    """At the goal, the rest of the hand is claimed and shown (the claim's events)."""


def human_to(phase: Phase) -> Callable[[GameState], bool]:
    return lambda state: state.phase is phase and state.turn == 0


def tricks_done(count: int) -> Callable[[GameState], bool]:
    return lambda state: state.phase is Phase.PLAY and state.turn == 0 and len(
        state.tricks) >= count


def never(state: GameState) -> bool:
    return False


FOUR_PLAY = rigged(NA, 3, "9H", {0: "JH JD AS KS 9C", 1: "AC KC QC 10S 9S",
                                 2: "AD KD QD 10D 9D", 3: "AH KH 10H QS JS"})
SIX_PLAY = rigged(SIX, 0, "9H", {0: "JH JD AS KS 9C", 1: "AC KC QC 10S 9S",
                                 2: "AD KD QD 10D 9D", 3: "JK AH KH QH 8C",
                                 4: "10H 8H QS JS 8S", 5: "10C JC 7C 8D 7D"})


def states() -> list[TableState]:
    """Every kind of moment whose layout can go wrong: bubbles, a six-card hand, full
    tricks and piles, loners, six seats."""
    result = [
        TableState("four-round-1-bubbles", NA,
                   rigged(NA, 0, "9S", {0: "JH JD AS KS 9C"}),
                   human_to(Phase.BIDDING_ROUND_1)),
        TableState("four-you-hold-six", NA, rigged(NA, 0, "9H", {0: "JH JD AS KS 9C"}),
                   human_to(Phase.DEALER_DISCARD), orders(1)),
        TableState("four-play-piles", NA, FOUR_PLAY, tricks_done(3), orders(0)),
        TableState("four-claim", NA, FOUR_PLAY, _settled_after(2), orders(0), claim=True),
        TableState("six-claim", SIX, SIX_PLAY, _settled_after(2), orders(0), claim=True),
        TableState("four-last-trick-full", NA, FOUR_PLAY, never, orders(0),
                   stop_after=lambda: _nth_card_played(20)),
        TableState("four-loner-dealer-sits-out", NA,
                   rigged(NA, 1, "9H", {3: "JH JD AH KH QH", 0: "AS KS QS 9C 10C"}),
                   human_to(Phase.PLAY), orders(3, alone=True)),
        TableState("four-loner-summary", NA,
                   rigged(NA, 1, "9H", {3: "JH JD AH KH QH", 0: "AS KS QS 9C 10C"}),
                   never, orders(3, alone=True),
                   stop_after=_first(ev.HandScored)),
        TableState("six-round-1-bubbles", SIX, rigged(SIX, 0, "9S", {0: "JH JD AS KS 9C"}),
                   human_to(Phase.BIDDING_ROUND_1)),
        TableState("six-trick-full", SIX, SIX_PLAY, never, orders(0),
                   stop_after=lambda: _nth_card_played(6)),
        TableState("six-play-piles", SIX, SIX_PLAY, tricks_done(2), orders(0)),
        TableState("six-loner-asks", SIX, rigged(SIX, 5, "9H", {0: "JH JD AH KH QH"}),
                   human_to(Phase.LONER_ASKS), orders(0, alone=True)),
    ]
    for dealer in (1, 2, 3):
        orderer = (dealer + 1) % 4
        result.append(TableState(
            f"four-dealer-{dealer}-holds-six", NA,
            rigged(NA, dealer, "9H", {orderer: "JH JD AH KH QH"}), never, orders(orderer),
            stop_after=_first(ev.DealerPickedUp)))
    return result


def _settled_after(tricks: int) -> Callable[[GameState], bool]:
    return lambda state: (state.phase is Phase.PLAY and len(state.tricks) >= tricks
                          and not state.trick and settled_tricks(state) is not None)


def _first(kind: type) -> Callable[[], Callable[[ev.Event], bool]]:
    return lambda: lambda event: isinstance(event, kind)


def _nth_card_played(count: int) -> Callable[[ev.Event], bool]:
    seen = [0]

    def stop(event: ev.Event) -> bool:
        if isinstance(event, ev.CardPlayed):
            seen[0] += 1
        return seen[0] >= count

    return stop


def show(table: TableView, state: TableState) -> GameState:
    """Play ``state`` out on ``table`` (already sized and shown); returns the final state."""
    game, events = new_match(state.rules, 0, setup=state.deal)
    presenter = table.presenter
    presenter.reset(game.players, words.seat_names(0, game.players))
    stop = state.stop_after() if state.stop_after is not None else None
    for _ in range(300):
        shown = ev.seen_by(events, 0)
        cut = None
        if stop is not None:
            cut = next((i for i, event in enumerate(shown) if stop(event)), None)
            if cut is not None:
                shown = shown[:cut + 1]
        presenter.present(shown)
        table.animator.finish()
        if cut is not None:
            break
        presenter.show_turn(game.view(0).turn)
        if state.goal(game):
            if not state.claim:
                break
            _, after, events = claim_rest(game)
            cut = next(i for i, event in enumerate(events)
                       if isinstance(event, ev.RestClaimed))
            presenter.present(ev.seen_by(events[:cut + 1], 0))
            table.animator.finish()
            break
        action = state.script(game)
        if action is None or action not in game.legal_actions():
            action = default_action(game)
        game, events = game.apply(action)
    else:
        raise AssertionError(f"{state.name} never reached its goal")
    return game
