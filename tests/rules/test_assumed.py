"""A state built from one seat's view and the true hidden cards is the real game again,
field by field, as every action applied from the deal made it."""

from __future__ import annotations

import random
from dataclasses import replace

from hypothesis import settings

from euchre_desktop.rules import GameState, HouseRules, Phase
from euchre_desktop.rules import events as ev
from euchre_desktop.rules.actions import Play
from euchre_desktop.rules.cards import Card
from euchre_desktop.rules.state import ViewsBeforePlays, state_for_view
from euchre_desktop.rules.view import PlayerView
from tests.rules.builders import STATE_FIELDS
from tests.rules.test_properties import play_randomly, rules_and_seeds


def true_unseen(state: GameState, seat: int) -> list[Card]:
    """What ``seat`` cannot see and is in no hand: an offered card first, then the kitty and
    the other seats' discards."""
    offered = [state.offered] if state.offered is not None else []
    others = [card for other, cards in enumerate(state.discards) if other != seat
              for card in cards]
    return [*offered, *state.kitty, *others]


def hand_outcome(state: GameState, chooser: random.Random) -> list[ev.Event]:
    """The events up to the end of the hand in progress, under ``chooser``'s choices."""
    deals = state.deals_made
    seen: list[ev.Event] = []
    while state.deals_made == deals and not state.hands_completed and not state.is_over:
        state, events = state.apply(chooser.choice(state.legal_actions()))
        seen += [event for event in events
                 if isinstance(event, ev.HandScored | ev.TrickWon | ev.HandThrownIn)]
    return seen


HIDDEN_OR_MATCH_FIELDS = {"seed", "deals_made", "hands_completed", "deal_number", "kitty",
                          "discards", "given"}
"""What a state built from one seat's view may leave out: the match's bookkeeping, which
no view shows, and where the cards in no hand lie."""


def _hand_facts(state: GameState) -> dict[str, object]:
    facts = {name: getattr(state, name) for name in STATE_FIELDS
             if name not in HIDDEN_OR_MATCH_FIELDS}
    if state.phase is Phase.LONER_DISCARDS:
        del facts["exchange_partner"]  # who gave the loner a card: no view says, none reads
    return facts


@rules_and_seeds
@settings(max_examples=40, deadline=None)
def test_the_true_cards_rebuild_the_game_from_any_view(
    rules: HouseRules, seed: int, chooser_seed: int
) -> None:
    for index, (state, _, _, _) in enumerate(play_randomly(rules, seed, chooser_seed)):
        if state.hands_completed or index % 3:
            continue  # the first hand, every third decision
        seat = state.turn
        assert seat is not None
        rebuilt = state_for_view(state.view(seat), state.hands, true_unseen(state, seat))
        assert rebuilt is not None, state.phase
        assert _hand_facts(rebuilt) == _hand_facts(state), state.phase
        assert rebuilt.legal_actions() == state.legal_actions()
        assert hand_outcome(rebuilt, random.Random(index)) == hand_outcome(
            state, random.Random(index)), state.phase


def _as_known_to(view: PlayerView, viewer: int) -> PlayerView:
    """``view`` with what ``viewer`` cannot see of it left out (another seat's discards and
    the cards it passed), its hand in card order and its legal plays in that order."""
    own = view.seat == viewer
    hand = tuple(sorted(view.hand))
    legal = set(view.legal_actions)
    return replace(view, hand=hand, discards=view.discards if own else (),
                   cards_given=view.cards_given if own else (),
                   legal_actions=tuple(action for action in dict.fromkeys(map(Play, hand))
                                       if action in legal))


@rules_and_seeds
@settings(max_examples=40, deadline=None)
def test_the_views_before_each_play_are_those_the_players_had(
    rules: HouseRules, seed: int, chooser_seed: int
) -> None:
    before: list[PlayerView] = []  # the view of the seat to play, before each card of the hand
    for state, _, after, _ in play_randomly(rules, seed, chooser_seed):
        if state.phase is Phase.PLAY:
            assert state.turn is not None
            before.append(state.view(state.turn))
        if after.hands_completed or after.deals_made != state.deals_made:
            break
        if after.phase is not Phase.PLAY:
            continue
        for viewer in range(rules.players):
            views = ViewsBeforePlays(after.view(viewer))
            for index, then in enumerate(before):
                assert views.view_before(index, then.hand) == _as_known_to(then, viewer)
