"""Real engine states for the panels' tests: each scenario drives a match with simple
scripted players until seat 0 faces a given decision."""

from __future__ import annotations

from collections.abc import Callable

from euchre_desktop import scripted
from euchre_desktop.rules import PRESETS, Card, Deal, GameState, HouseRules, Phase, Rank, Suit
from euchre_desktop.rules.actions import PASS, Action, AskPartner, GiveCard
from euchre_desktop.scripted import Script, dealt, human_at, orders_up


def reach(
    rules: HouseRules,
    goal: Callable[[GameState], bool],
    script: Script = lambda state: None,
    *,
    seeds: range = range(300),
    setup: Deal | None = None,
) -> GameState:
    """The first state (over seeds) where ``goal`` holds, playing ``script``."""
    return scripted.reach(rules, goal, script, seeds=seeds, setup=setup).replay()


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
        "going-alone": reach(na, human_at(Phase.GOING_ALONE, maker=0), orders_up(0)),
        "defend-alone": reach(british, human_at(Phase.GOING_ALONE, maker=1), orders_up(1)),
        "farmers-hand": reach(
            farmer, human_at(Phase.FARMERS_HAND), seeds=range(1),
            setup=dealt(farmer, 3, nines, Card(Rank.ACE, Suit.SPADES))),
        "benny-dealer-names": reach(
            british, human_at(Phase.DEALER_NAMES_SUIT), seeds=range(1),
            setup=dealt(british, 0, nines, Card.joker())),
        "ask-a-partner": reach(six, human_at(Phase.LONER_ASKS), orders_up(0, alone=True)),
        "partner-gives": reach(six, human_at(Phase.PARTNER_GIVES), _partner_asks_seat_0),
        "railroad-offer": reach(railroad, human_at(Phase.PARTNER_GIVES),
                                orders_up(2, alone=True)),
        "railroad-take-or-refuse": reach(railroad, human_at(Phase.LONER_DISCARDS),
                                         _seat_0_loner_offered),
        "dealer-discard": reach(na, human_at(Phase.DEALER_DISCARD), orders_up(1)),
        "play": reach(na, human_at(Phase.PLAY), orders_up(1)),
    }


def _partner_asks_seat_0(state: GameState) -> Action | None:
    if state.turn == 2 and state.phase is Phase.LONER_ASKS:
        return AskPartner(0)
    return orders_up(2, alone=True)(state)


def _seat_0_loner_offered(state: GameState) -> Action | None:
    if state.phase is Phase.PARTNER_GIVES:
        return next(a for a in state.legal_actions() if isinstance(a, GiveCard))
    return orders_up(0, alone=True)(state)
