"""Small builders for the named rule tests: deals from explicit cards, actions by text.

A test writes the hands it cares about as text ("JH AH KH QH 10H"); ``setup_state`` fills
the kitty (and any hand written short) with the rest of the deck in its fixed order, so
every test deal is exactly the deck in use and reads like a card table.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence
from typing import TypeVar

from euchre_desktop.rules import (
    Card,
    Deal,
    GameState,
    HouseRules,
    Phase,
    new_match,
    parse_action,
)
from euchre_desktop.rules import events as ev
from euchre_desktop.rules.deal import deck_cards

EventT = TypeVar("EventT")


STATE_FIELDS = tuple(name for name in GameState.__annotations__ if not name.startswith("_"))
"""Every field a ``GameState`` shows (its own slots and those read through its settled part),
for tests that compare whole states."""


def cards(text: str) -> tuple[Card, ...]:
    """Cards written with spaces between them: ``cards("JH JD AH")``."""
    return tuple(Card.parse(word) for word in text.split())


def card(text: str) -> Card:
    return Card.parse(text)


def setup_deal(
    rules: HouseRules, *, dealer: int = 0, hands: Sequence[str], up: str
) -> Deal:
    """A ``Deal`` with these hands and up-card; the kitty is the rest of the deck.

    A hand written with fewer than five cards (or "") is completed from the rest of the deck
    in its fixed order, before the kitty takes what is left.
    """
    if len(hands) != rules.players:
        raise ValueError(f"write {rules.players} hands, not {len(hands)}")
    written = [list(cards(hand)) for hand in hands]
    up_card = card(up)
    rest = Counter(deck_cards(rules))
    for used in [*(c for hand in written for c in hand), up_card]:
        if rest[used] <= 0:
            raise ValueError(f"{used} is used more often than the deck holds it")
        rest[used] -= 1
    remaining = [c for c in deck_cards(rules) if _take(rest, c)]
    for hand in written:
        while len(hand) < 5:
            hand.append(remaining.pop(0))
    return Deal(dealer, tuple(tuple(hand) for hand in written), up_card, tuple(remaining), ())


def _take(rest: Counter[Card], c: Card) -> bool:
    if rest[c] > 0:
        rest[c] -= 1
        return True
    return False


def setup_state(
    rules: HouseRules, *, dealer: int = 0, hands: Sequence[str], up: str, seed: int = 1
) -> GameState:
    """A new match whose first deal is exactly these hands and up-card."""
    state, _ = new_match(rules, seed, setup=setup_deal(rules, dealer=dealer, hands=hands, up=up))
    return state


def act(state: GameState, actions: str | Iterable[str]) -> tuple[GameState, list[ev.Event]]:
    """Apply actions written as text ("pass pass order-up play:JH"), in turn order; returns
    the final state and every event on the way."""
    words = actions.split() if isinstance(actions, str) else list(actions)
    events: list[ev.Event] = []
    for word in words:
        state, new_events = state.apply(parse_action(word))
        events.extend(new_events)
    return state, events


def start_play(
    state: GameState, bids: str = "order-up", discard: str | None = None
) -> GameState:
    """Bid (default: the first seat orders up), let everyone asked decline going alone, and
    have a dealer who took up discard ``discard`` (default: the up-card itself, so the
    dealer's written hand is unchanged). The result is at the opening lead."""
    state, _ = act(state, bids)
    while state.phase is Phase.GOING_ALONE:
        state, _ = act(state, "decline")
    if state.phase is Phase.DEALER_DISCARD:
        state, _ = act(state, f"discard:{discard or state.up_card}")
    assert state.phase is Phase.PLAY, state
    return state


def play_out(state: GameState) -> tuple[GameState, list[ev.Event]]:
    """Play each seat's first legal card until the hand is scored (or thrown in)."""
    events: list[ev.Event] = []
    while not any(isinstance(e, (ev.HandScored, ev.HandThrownIn)) for e in events):
        state, new_events = state.apply(state.legal_actions()[0])
        events.extend(new_events)
    return state, events


def of_type(events: Iterable[object], kind: type[EventT]) -> list[EventT]:
    """The events of one kind, in order."""
    return [event for event in events if isinstance(event, kind)]


def legal_texts(state: GameState) -> list[str]:
    """The legal actions as text, to compare with a written list."""
    return [action.text for action in state.legal_actions()]
