"""Real engine states for the panels' tests: each scenario drives a match with simple
scripted players until seat 0 faces a given decision."""

from __future__ import annotations

from collections.abc import Callable

from euchre_desktop.rules import (
    PRESETS,
    Card,
    Deal,
    GameState,
    HouseRules,
    Phase,
    Rank,
    Suit,
    new_match,
)
from euchre_desktop.rules.actions import (
    DECLINE,
    GO_ALONE,
    ORDER_UP,
    PASS,
    Action,
    AskPartner,
    GiveCard,
)
from euchre_desktop.rules.deal import deck_cards

Script = Callable[[GameState], Action | None]
"""A scripted choice for the seat to act, or None for the default (pass, decline, first)."""


def _default(state: GameState) -> Action:
    legal = state.legal_actions()
    for choice in (PASS, DECLINE):
        if choice in legal:
            return choice
    return legal[0]


def reach(
    rules: HouseRules,
    goal: Callable[[GameState], bool],
    script: Script = lambda state: None,
    *,
    seeds: range = range(300),
    setup: Callable[[int], Deal] | None = None,
) -> GameState:
    """The first state (over seeds) where ``goal`` holds, playing ``script``."""
    for seed in seeds:
        state, _ = new_match(rules, seed, setup=setup(seed) if setup else None)
        for _ in range(200):
            if goal(state):
                return state
            if state.is_over:
                break
            action = script(state)
            legal = state.legal_actions()
            state, _ = state.apply(action if action in legal else _default(state))
    raise AssertionError("no seed reaches the goal")


def human_at(phase: Phase, **extra: object) -> Callable[[GameState], bool]:
    """Seat 0 is to act in ``phase`` (and each named field has the given value)."""

    def goal(state: GameState) -> bool:
        return (
            state.phase is phase
            and state.turn == 0
            and all(getattr(state, key) == value for key, value in extra.items())
        )

    return goal


def seat_orders_up(seat: int, alone: bool = False) -> Script:
    """``seat`` orders up in round one (and goes alone if asked to); others pass."""

    def script(state: GameState) -> Action | None:
        if state.turn == seat and state.phase is Phase.BIDDING_ROUND_1:
            return ORDER_UP
        if state.turn == seat and state.phase is Phase.GOING_ALONE and alone:
            return GO_ALONE
        return None

    return script


def _rigged_deal(rules: HouseRules, dealer: int, first_hand: list[Card], up_card: Card) -> Deal:
    rest = [card for card in deck_cards(rules) if card not in first_hand and card is not up_card]
    players = rules.players
    hands = [tuple(first_hand)] + [tuple(rest[5 * i: 5 * i + 5]) for i in range(players - 1)]
    return Deal(dealer, tuple(hands), up_card, tuple(rest[5 * (players - 1):]), ())


def scenarios() -> dict[str, GameState]:
    """Every kind of decision the bidding panel shows, seat 0 to act."""
    na = PRESETS["north-american"]
    stick = PRESETS["north-american-stick"]
    british = PRESETS["british"]
    six = PRESETS["six-player"]
    railroad = na.with_changes(railroading=True)
    farmer = na.with_changes(farmers_hand=True)
    hold = na.with_changes(dealer_must_hold_trump=True)
    nines = [Card(Rank.NINE, suit) for suit in Suit] + [Card(Rank.TEN, Suit.CLUBS)]
    return {
        "round-1": reach(na, human_at(Phase.BIDDING_ROUND_1, dealer=2)),
        "round-1-dealer": reach(na, human_at(Phase.BIDDING_ROUND_1, dealer=0)),
        "round-1-dealers-partner-alone": reach(
            PRESETS["canadian"], human_at(Phase.BIDDING_ROUND_1, dealer=2)),
        "round-1-dealer-must-hold-trump": reach(
            hold, lambda s: human_at(Phase.BIDDING_ROUND_1, dealer=0)(s)
            and s.legal_actions() == (PASS,)),
        "round-2": reach(na, human_at(Phase.BIDDING_ROUND_2, dealer=3)),
        "round-2-stick-the-dealer": reach(stick, human_at(Phase.BIDDING_ROUND_2, dealer=0)),
        "going-alone": reach(na, human_at(Phase.GOING_ALONE, maker=0), seat_orders_up(0)),
        "defend-alone": reach(british, human_at(Phase.GOING_ALONE, maker=1), seat_orders_up(1)),
        "farmers-hand": reach(
            farmer, human_at(Phase.FARMERS_HAND), seeds=range(1),
            setup=lambda seed: _rigged_deal(farmer, 3, nines, Card(Rank.ACE, Suit.SPADES))),
        "benny-dealer-names": reach(
            british, human_at(Phase.DEALER_NAMES_SUIT), seeds=range(1),
            setup=lambda seed: _rigged_deal(british, 0, nines, Card.joker())),
        "ask-a-partner": reach(six, human_at(Phase.LONER_ASKS), seat_orders_up(0, alone=True)),
        "partner-gives": reach(six, human_at(Phase.PARTNER_GIVES), _partner_asks_seat_0),
        "railroad-offer": reach(railroad, human_at(Phase.PARTNER_GIVES),
                                seat_orders_up(2, alone=True)),
        "railroad-take-or-refuse": reach(railroad, human_at(Phase.LONER_DISCARDS),
                                         _seat_0_loner_offered),
        "dealer-discard": reach(na, human_at(Phase.DEALER_DISCARD), seat_orders_up(1)),
        "play": reach(na, human_at(Phase.PLAY), seat_orders_up(1)),
    }


def _partner_asks_seat_0(state: GameState) -> Action | None:
    if state.turn == 2 and state.phase is Phase.LONER_ASKS:
        return AskPartner(0)
    return seat_orders_up(2, alone=True)(state)


def _seat_0_loner_offered(state: GameState) -> Action | None:
    if state.phase is Phase.PARTNER_GIVES:
        return next(a for a in state.legal_actions() if isinstance(a, GiveCard))
    return seat_orders_up(0, alone=True)(state)
