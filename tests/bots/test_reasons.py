"""Each reason the coach gives is true of the position: for every code, a position where it
applies and one where it must not be given."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from euchre_desktop.bots.base import ReasonCode
from euchre_desktop.bots.reasons import describe
from euchre_desktop.rules import PRESETS, GameState, Phase, PlayerView, parse_action
from euchre_desktop.rules.actions import AskPartner, GiveCard
from tests.rules.builders import act, card, setup_state, start_play
from tests.ui.scenarios import reach

NA = PRESETS["north-american"]

# Hearts are turned up; the kitty is whatever the deck has left.
DEAL_D = ("JH JD AH AC 9S", "KH 10H AS KS 9C", "QH KC QC AD KD", "10S QS JS JC 10C")
# Seat 2 holds no spade, seat 3 no spade either: both can trump a spade lead.
DEAL_E = ("JH JD AH 9S 10S", "AS KS QS 9C 10C", "QH 10H AC KC QC", "KH JC AD KD QD")


def view_after(hands: tuple[str, ...], actions: str, *, dealer: int = 3, up: str = "9H",
               rules: object = NA, bids: str | None = None) -> PlayerView:
    """The view of the seat to act once ``bids`` (if any: then play starts) and ``actions``
    are played on a deal of these hands."""
    state: GameState = setup_state(rules, dealer=dealer, hands=hands, up=up)  # type: ignore[arg-type]
    if bids is not None:
        state = start_play(state, bids)
    state, _ = act(state, actions)
    assert state.turn is not None
    return state.view(state.turn)


def codes(view: PlayerView, action: str) -> set[ReasonCode]:
    chosen = parse_action(action)
    assert chosen in view.legal_actions, (action, view.legal_actions)
    return {reason.code for reason in describe(view, chosen)}


Case = tuple[Callable[[], PlayerView], str]

CASES: dict[ReasonCode, tuple[Case, Case]] = {
    # (position and action where the code applies, position and action where it must not)
    ReasonCode.TRUMP_STRENGTH: (
        (lambda: view_after(DEAL_D, ""), "order-up"),
        # one trump and no bower is no reason to make trump
        (lambda: view_after(("9C 10C 9S 10S KH", "", "", ""), "", up="QH"), "order-up"),
    ),
    ReasonCode.WEAK_HAND_PASS: (
        (lambda: view_after(("9C 10C 9S 10S KH", "", "", ""), "", up="QH"), "pass"),
        (lambda: view_after(DEAL_D, ""), "pass"),
    ),
    ReasonCode.UP_CARD_HELPS_OPPONENTS: (
        (lambda: view_after(DEAL_D, ""), "pass"),  # seat 0 would order up the other side's
        (lambda: view_after(("9C 10C 10S QD KD", "JH JD AH AC 9S", "", ""), "pass"),
         "pass"),  # seat 1 is the dealer's partner
    ),
    ReasonCode.UP_CARD_HELPS_DEALER: (
        (lambda: view_after(("9C 10C 10S QD KD", "JH JD AH AC 9S", "", ""), "pass"),
         "order-up"),
        (lambda: view_after(DEAL_D, ""), "order-up"),
    ),
    ReasonCode.NEXT_SUIT: (
        (lambda: view_after(DEAL_D, "pass pass pass pass"), "name:D"),
        (lambda: view_after(DEAL_D, "pass pass pass pass"), "name:C"),
    ),
    ReasonCode.STICK_THE_DEALER: (
        (lambda: view_after(DEAL_D, "pass pass pass pass pass pass pass",
                            rules=PRESETS["north-american-stick"]), "name:S"),
        (lambda: view_after(DEAL_D, "pass pass pass pass",
                            rules=PRESETS["north-american-stick"]), "name:C"),
    ),
    ReasonCode.LONE_HAND_STRENGTH: (
        (lambda: view_after(("JH JD AH KH QH", "", "", ""), "order-up"), "alone"),
        (lambda: view_after(("JH 9C 10C 9S 10S", "", "", ""), "order-up", up="9H"),
         "alone"),
    ),
    ReasonCode.DEFEND_ALONE: (
        (lambda: _defence_view(defender=True), "alone"),
        (lambda: _defence_view(defender=False), "alone"),
    ),
    ReasonCode.PARTNER_CAN_HELP: (
        (lambda: view_after(DEAL_D, "order-up"), "decline"),
        (lambda: view_after(DEAL_D, "order-up"), "alone"),
    ),
    # the dealer (seat 3) takes up the 9H: JD 9C AS KS 10D 9H, a bower and a singleton club
    ReasonCode.MAKE_A_VOID: (
        (lambda: _discard_view("JD 9C AS KS 10D"), "discard:9C"),
        (lambda: _discard_view("JD 9C AS KS 10D"), "discard:KS"),
    ),
    ReasonCode.KEEP_THE_BOWER: (
        (lambda: _discard_view("JD 9C AS KS 10D"), "discard:9C"),
        (lambda: _discard_view("JD 9C AS KS 10D"), "discard:JD"),
    ),
    ReasonCode.SHED_LOW_CARD: (
        (lambda: _discard_view("JD 9C 10C AS KS"), "discard:9C"),
        (lambda: _discard_view("JD 9C 10C AS KS"), "discard:AS"),
    ),
    ReasonCode.GIVE_BEST_CARD: (
        (lambda: _partner_gives_view(), "best"),
        (lambda: _partner_gives_view(), "worst"),
    ),
    ReasonCode.ASK_FOR_CARD: (
        (lambda: _loner_asks_view(), "ask"),
        (lambda: _loner_asks_view(), "decline"),
    ),
    ReasonCode.PULL_TRUMP: (
        (lambda: view_after(DEAL_D, "", bids="order-up"), "play:JH"),
        # seat 1 defends against seat 2's hearts: a defender's trump lead pulls nothing
        (lambda: view_after(DEAL_D, "", dealer=0, bids="pass order-up"), "play:KH"),
    ),
    ReasonCode.LEAD_OFF_ACE: (
        (lambda: view_after(DEAL_D, "", bids="order-up"), "play:AC"),
        (lambda: view_after(DEAL_D, "", bids="order-up"), "play:9S"),
    ),
    ReasonCode.LEAD_THROUGH_MAKER: (
        # seat 2 made hearts and sits on seat 1's left: it plays right after the lead
        (lambda: view_after(DEAL_D, "", dealer=0, bids="pass order-up"), "play:9C"),
        # the dealer, seat 0, took it up and sits on seat 1's right: it plays last
        (lambda: view_after(DEAL_D, "", dealer=0, bids="pass pass pass order-up"),
         "play:9C"),
    ),
    ReasonCode.PARTNER_CAN_TRUMP: (
        (lambda: _partner_void_view(), "play:KC"),
        (lambda: _partner_void_view(), "play:10D"),
    ),
    ReasonCode.LEAD_LOW: (
        (lambda: view_after(DEAL_E, "", bids="order-up"), "play:9S"),
        (lambda: view_after(DEAL_E, "", bids="order-up"), "play:10S"),
    ),
    ReasonCode.LAST_TRICKS_SURE: (
        (lambda: view_after(("JH JD AH KH QH", "", "", ""), "", bids="order-up"),
         "play:QH"),
        (lambda: view_after(DEAL_D, "", bids="order-up"), "play:AH"),
    ),
    ReasonCode.PARTNER_WINNING: (
        (lambda: view_after(DEAL_D, "play:AC play:9C", bids="order-up"), "play:QC"),
        (lambda: view_after(DEAL_D, "play:9S play:AS", bids="order-up"), "play:KC"),
    ),
    ReasonCode.TRUMP_IN: (
        (lambda: view_after(DEAL_E, "play:9S play:AS", bids="order-up"), "play:10H"),
        (lambda: view_after(DEAL_E, "play:9S play:AS play:10H", bids="order-up"),
         "play:KH"),
    ),
    ReasonCode.OVERTRUMP: (
        (lambda: view_after(DEAL_E, "play:9S play:AS play:10H", bids="order-up"),
         "play:KH"),
        (lambda: view_after(DEAL_E, "play:9S play:AS", bids="order-up"), "play:10H"),
    ),
    ReasonCode.WIN_CHEAPLY: (
        (lambda: view_after(DEAL_E, "play:9S", bids="order-up"), "play:QS"),
        (lambda: view_after(DEAL_E, "play:9S", bids="order-up"), "play:AS"),
    ),
    ReasonCode.SAVE_TRUMP: (
        (lambda: view_after(DEAL_E, "play:9S play:AS", bids="order-up"), "play:AC"),
        (lambda: view_after(DEAL_E, "play:JH", bids="order-up"), "play:9C"),
    ),
    ReasonCode.THROW_OFF_LOW: (
        (lambda: view_after(DEAL_E, "play:JH", bids="order-up"), "play:9C"),
        (lambda: view_after(DEAL_E, "play:JH", bids="order-up"), "play:AS"),
    ),
    ReasonCode.CANNOT_WIN: (
        (lambda: view_after(("JH JD AH KS 9C", "AS 9S 10C QC KC", "10S QS QH AD KD", ""),
                            "play:KS play:AS", bids="order-up"), "play:10S"),
        # seat 1 holds the ace of spades, which would win
        (lambda: view_after(("JH JD AH KS 9C", "AS 9S 10C QC KC", "", ""), "play:KS",
                            bids="order-up"), "play:9S"),
    ),
}


def _discard_view(dealer_hand: str) -> PlayerView:
    """Seat 0 orders up the 9H; the dealer, seat 3, holding ``dealer_hand``, discards."""
    view = view_after(("", "", "", dealer_hand), "order-up decline")
    assert view.phase is Phase.DEALER_DISCARD and view.seat == 3
    return view


def _defence_view(defender: bool) -> PlayerView:
    """British rules let a defender go alone: seat 0 orders up the up-card; the view is
    that of the defender (seat 1) or of the maker (seat 0) being asked."""
    rules = PRESETS["british"]
    state = setup_state(rules, dealer=3, hands=("JH JD AH KH QH", "AS KS QS 9C 10C", "", ""),
                        up="9H")
    state, _ = act(state, "order-up")
    seat = 1 if defender else 0
    while state.turn != seat:
        assert state.phase is Phase.GOING_ALONE, state.phase
        state, _ = act(state, "decline")
    return state.view(seat)


def _loner_asks_view() -> PlayerView:
    state = reach(PRESETS["six-player"],
                  lambda s: s.phase is Phase.LONER_ASKS and s.turn == 0,
                  lambda s: parse_action("alone") if s.turn == 0 else None)
    return state.view(0)


def _partner_gives_view() -> PlayerView:
    state = reach(PRESETS["six-player"], lambda s: s.phase is Phase.PARTNER_GIVES,
                  lambda s: next((a for a in s.legal_actions() if isinstance(a, AskPartner)),
                                 parse_action("alone") if s.phase is Phase.GOING_ALONE
                                 else None))
    assert state.turn is not None
    return state.view(state.turn)


def _partner_void_view() -> PlayerView:
    """Seat 0 shows out of clubs on trick one; its partner, seat 2, wins it and leads."""
    hands = ("JH JD AH AS KS", "10C QS 10S 9S 9D", "AC KC QC 10D KD", "9C JC 10H QH AD")
    view = view_after(hands, "play:9C play:KS play:10C play:AC", dealer=2,
                      bids="pass order-up")
    assert view.seat == 2 and not view.trick
    return view


def _resolve(view: PlayerView, action: str) -> str:
    """The exotic phases name their actions by role: the best or worst card to give, ask."""
    trump = view.trump
    if action in ("best", "worst"):
        from euchre_desktop.bots.standard import keep_value

        assert trump is not None
        gifts = [a for a in view.legal_actions if isinstance(a, GiveCard)]
        chosen = (max if action == "best" else min)(
            gifts, key=lambda a: keep_value(a.card, trump))
        return chosen.text
    if action == "ask":
        return next(a for a in view.legal_actions if isinstance(a, AskPartner)).text
    return action


@pytest.mark.parametrize("code", list(CASES), ids=lambda code: code.value)
def test_reason_given_where_it_applies(code: ReasonCode) -> None:
    build, action = CASES[code][0]
    view = build()
    assert code in codes(view, _resolve(view, action))


@pytest.mark.parametrize("code", list(CASES), ids=lambda code: code.value)
def test_reason_not_given_where_it_does_not_apply(code: ReasonCode) -> None:
    build, action = CASES[code][1]
    view = build()
    assert code not in codes(view, _resolve(view, action))


def test_trump_strength_counts_the_dealers_up_card() -> None:
    view = view_after(("", "", "", "JH JD AH 9S 9C"), "pass pass pass", up="KH")
    reason = next(r for r in describe(view, parse_action("order-up"))
                  if r.code is ReasonCode.TRUMP_STRENGTH)
    assert reason.params["trumps"] == 4 and reason.params["bowers"] == 2


def test_card_reasons_name_the_card_they_are_about() -> None:
    view = view_after(DEAL_D, "", bids="order-up")
    reason = describe(view, parse_action("play:AC"))[0]
    assert card(str(reason.params["card"])) == card("AC")


@pytest.mark.parametrize("hand, discard, named", [
    ("JS JH 9C AS KS", "discard:JS", "JH"),  # a jack discarded beside the bower kept
    ("JD JH 9C AS KS", "discard:9C", "JH"),  # both bowers: the right one
    ("JD 9C AS KS 10D", "discard:9C", "JD"),  # the left bower alone
])
def test_keeping_the_bower_names_the_bower_kept(hand: str, discard: str, named: str) -> None:
    reasons = describe(_discard_view(hand), parse_action(discard))
    kept = [reason for reason in reasons if reason.code is ReasonCode.KEEP_THE_BOWER]
    assert [card(str(reason.params["card"])) for reason in kept] == [card(named)]
