"""Events as one seat sees them: a face-down card is "a card" to everyone who may not know it.

Random legal games under every preset (and the exchange and farmer's-hand variants no preset
uses) check that no event seen by a seat shows a card that the seat's own view, before or
after the action, does not hold, and that a seat sees its own cards as they are dealt.
"""

from __future__ import annotations

import random

import pytest

from euchre_desktop.rules import PRESETS, Card, GameState, HouseRules, PlayerView, new_match
from euchre_desktop.rules import events as ev
from euchre_desktop.rules.actions import DECLINE
from euchre_desktop.rules.phase import Phase
from euchre_desktop.rules.state import names_blind

VARIANTS: dict[str, HouseRules] = {
    **PRESETS,
    "railroading": PRESETS["north-american"].with_changes(railroading=True),
    "farmers-hand": PRESETS["british"].with_changes(farmers_hand=True),
}
ACTIONS_PER_VARIANT = 1500

PUBLIC = (ev.FirstDealerChosen, ev.UpCardTurned, ev.UpCardTurnedDown, ev.DealerPickedUp,
          ev.CardPlayed, ev.TrickWon, ev.RestClaimed)
"""Events whose cards every seat sees (a claim shows every hand by design)."""


def cards_in(value: object) -> list[Card]:
    """Every card anywhere in an event's fields."""
    if isinstance(value, Card):
        return [value]
    if isinstance(value, tuple):
        return [card for item in value for card in cards_in(item)]
    return []


def known(view: PlayerView) -> set[Card]:
    """The cards a seat's view shows it."""
    return {*view.hand, *view.discards, *(card for _, card in view.cards_given),
            view.up_card, *view.played_cards}


def random_steps(rules: HouseRules, seed: int, count: int):  # type: ignore[no-untyped-def]
    """(state before, events, state after) of ``count`` random legal actions."""
    chooser = random.Random(seed)
    state, events = new_match(rules, seed)
    before: GameState | None = None
    for _ in range(count):
        yield before, events, state
        if state.is_over:
            before = None
            state, events = new_match(rules, chooser.randrange(1 << 30))
            continue
        legal = state.legal_actions()
        before = state
        state, events = state.apply(legal[chooser.randrange(len(legal))])


@pytest.mark.parametrize("variant", sorted(VARIANTS))
def test_no_event_seen_by_a_seat_shows_a_card_it_cannot_know(variant: str) -> None:
    rules = VARIANTS[variant]
    checked = 0
    for before, events, after in random_steps(rules, 11, ACTIONS_PER_VARIANT):
        for seat in range(rules.players):
            allowed = known(after.view(seat))
            if before is not None:
                allowed |= known(before.view(seat))
            for event in ev.seen_by(events, seat):
                if isinstance(event, PUBLIC):
                    continue
                shown = cards_in(event)
                checked += len(shown)
                assert set(shown) <= allowed, (variant, seat, event)
    assert checked > 0


@pytest.mark.parametrize("variant", sorted(VARIANTS))
def test_a_seat_sees_its_own_hidden_cards(variant: str) -> None:
    rules = VARIANTS[variant]
    for _, events, after in random_steps(rules, 12, ACTIONS_PER_VARIANT // 3):
        for seat in range(rules.players):
            seen = ev.seen_by(events, seat)
            dealt = [event for event in seen if isinstance(event, ev.CardsDealt)]
            if dealt and after.phase in (Phase.BIDDING_ROUND_1, Phase.FARMERS_HAND):
                assert sorted(dealt[-1].hands[seat]) == sorted(after.view(seat).hand)
            for event in seen:
                if isinstance(event, ev.CardDiscarded) and event.seat == seat:
                    assert event.card in after.view(seat).discards
                if isinstance(event, ev.CardPassed) and event.giver == seat:
                    assert event.card is not None


def test_others_see_a_card_where_the_owner_sees_its_face() -> None:
    state, events = new_match(PRESETS["north-american"], 5)
    (dealt,) = [event for event in events if isinstance(event, ev.CardsDealt)]
    seen = ev.seen_by(events, 2)[0]
    assert isinstance(seen, ev.CardsDealt)
    assert seen.hands[2] == dealt.hands[2] == state.hands[2]
    assert all(hand == (None,) * 5 for seat, hand in enumerate(seen.hands) if seat != 2)
    assert seen._replace(hands=dealt.hands) == dealt


def test_a_blind_dealer_sees_the_hand_only_once_trump_is_named() -> None:
    rules = PRESETS["british"]
    for seed in range(400):
        state, events = new_match(rules, seed)
        if state.phase is Phase.DEALER_NAMES_SUIT:
            break
    else:
        raise AssertionError("no turned-up joker in 400 deals")
    dealer = state.dealer
    (dealt,) = [e for e in ev.seen_by(events, dealer) if isinstance(e, ev.CardsDealt)]
    assert dealt.dealer_blind and dealt.hands[dealer] == (None,) * 5
    after, events = state.apply(state.legal_actions()[0])
    (named,) = [e for e in ev.seen_by(events, dealer) if isinstance(e, ev.TrumpNamedBlind)]
    assert named.hand == state.hands[dealer]
    (other,) = [e for e in ev.seen_by(events, (dealer + 1) % 4)
                if isinstance(e, ev.TrumpNamedBlind)]
    assert other.hand == (None,) * 5




def farmers_hand_joker() -> tuple[GameState, list[ev.Event]]:
    """British rules with farmer's hand, every seat declining one, at a dealer naming trump
    for a turned-up joker; and the events since the deal."""
    rules = PRESETS["british"].with_changes(farmers_hand=True)
    for seed in range(400):
        state, events = new_match(rules, seed)
        while state.phase is Phase.FARMERS_HAND:
            state, more = state.apply(DECLINE)
            events += more
        if state.phase is Phase.DEALER_NAMES_SUIT:
            return state, events
    raise AssertionError("no turned-up joker in 400 deals")


def test_with_farmers_hand_the_dealer_names_having_seen_the_hand() -> None:
    """Every seat, the dealer too, looked for a farmer's hand first: the deal and the
    dealer's view both show the hand while the dealer names trump for a turned-up joker."""
    state, events = farmers_hand_joker()
    dealer = state.dealer
    assert not names_blind(state.rules, state.up_card)
    (dealt,) = [e for e in ev.seen_by(events, dealer) if isinstance(e, ev.CardsDealt)]
    assert not dealt.dealer_blind and dealt.hands[dealer] == state.hands[dealer]
    assert state.view(dealer).hand == state.hands[dealer]
