"""Invariants of random legal play under random valid house rules."""

from __future__ import annotations

import random
from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st

from euchre_desktop.rules import Deal, GameState, HouseRules, MatchRecord, Phase, Play, new_match
from euchre_desktop.rules import events as ev
from euchre_desktop.rules.actions import DECLINE
from euchre_desktop.rules.cards import Card, Rank, effective_suit
from euchre_desktop.rules.deal import deck_cards
from euchre_desktop.rules.events import HandOutcome
from euchre_desktop.rules.house_rules import Deck
from euchre_desktop.rules.state import names_blind
from tests.rules.builders import STATE_FIELDS
from tests.rules.strategies import house_rules

MAX_ACTIONS = 150  # enough for several hands, bidding and exchanges included


def play_randomly(rules: HouseRules, seed: int, chooser_seed: int):
    """Yield (state_before, action, state_after, events) for random legal play."""
    state, _ = new_match(rules, seed)
    chooser = random.Random(chooser_seed)
    for _ in range(MAX_ACTIONS):
        if state.is_over:
            return
        action = chooser.choice(state.legal_actions())
        after, events = state.apply(action)
        yield state, action, after, events
        state = after


def cards_in_play(state: GameState) -> Counter[Card]:
    """Every card accounted for: hands, discards, kitty, played, offered, the up-card."""
    cards: Counter[Card] = Counter(state.kitty)
    for hand in state.hands:
        cards.update(hand)
    for discards in state.discards:
        cards.update(discards)
    cards.update(card for _, trick in state.tricks for _, card in trick)
    cards.update(card for _, card in state.trick)
    if not state.up_card_taken:
        cards[state.up_card] += 1
    if state.offered is not None:
        cards[state.offered] += 1
    return cards


rules_and_seeds = given(
    rules=house_rules(), seed=st.integers(0, 2**32), chooser_seed=st.integers(0, 2**32)
)


@rules_and_seeds
@settings(max_examples=60, deadline=None)
def test_cards_are_conserved(rules: HouseRules, seed: int, chooser_seed: int) -> None:
    deck = Counter(deck_cards(rules))
    for _, _, after, _ in play_randomly(rules, seed, chooser_seed):
        if not after.is_over:
            assert cards_in_play(after) == deck


@rules_and_seeds
@settings(max_examples=60, deadline=None)
def test_suit_is_followed(rules: HouseRules, seed: int, chooser_seed: int) -> None:
    for before, action, _, _ in play_randomly(rules, seed, chooser_seed):
        if isinstance(action, Play) and before.trick:
            trump = before.trump
            led = effective_suit(before.trick[0][1], trump)
            hand = before.hands[before.turn]
            if any(effective_suit(card, trump) is led for card in hand):
                assert effective_suit(action.card, trump) is led


@rules_and_seeds
@settings(max_examples=60, deadline=None)
def test_every_hand_has_five_tricks_per_active_player(
    rules: HouseRules, seed: int, chooser_seed: int
) -> None:
    for before, _, _, events in play_randomly(rules, seed, chooser_seed):
        if any(isinstance(event, ev.HandScored) for event in events):
            tricks_won = [e for e in events if isinstance(e, ev.TrickWon)]
            last = tricks_won[-1]
            tricks = before.tricks + ((last.seat, last.cards),)
            assert len(tricks) == 5
            active = [seat for seat in range(rules.players) if seat not in before.sitting_out]
            for _, trick in tricks:
                assert sorted(seat for seat, _ in trick) == active


def expected_points(rules: HouseRules, maker_tricks: int, maker_alone: bool,
                    defender_alone: bool) -> tuple[bool, set[int]]:
    """The scoring table written out independently: (makers score?, allowed points)."""
    six = rules.players == 6 or rules.deck.value == "almonte-21"
    if maker_tricks == 5:
        return True, {6 if six else 4} if maker_alone else {3 if six else 2}
    if maker_tricks >= 3:
        return True, {1}
    euchre = 3 if six else 2
    lone = 6 if six else 4
    points = euchre
    if rules.super_euchre and maker_tricks == 0:
        points = max(points, 4)
    if defender_alone and (rules.lone_defender_bonus.value == "any-euchre" or maker_tricks == 0):
        points = max(points, lone)
    return False, {points}


@rules_and_seeds
@settings(max_examples=60, deadline=None)
def test_scores_move_only_as_the_scoring_table_says(
    rules: HouseRules, seed: int, chooser_seed: int
) -> None:
    for before, _, after, events in play_randomly(rules, seed, chooser_seed):
        scored = [event for event in events if isinstance(event, ev.HandScored)]
        if not scored:
            assert after.scores == before.scores
            continue
        (hand,) = scored
        makers = before.maker % 2
        maker_alone = any(seat % 2 == makers for seat in before.alone)
        defender_alone = any(seat % 2 != makers for seat in before.alone)
        makers_score, points = expected_points(rules, hand.maker_tricks, maker_alone,
                                               defender_alone)
        assert hand.team == (makers if makers_score else 1 - makers)
        assert hand.points in points
        delta = [after.scores[team] - before.scores[team] for team in (0, 1)]
        assert delta[hand.team] == hand.points and delta[1 - hand.team] == 0
        assert (hand.outcome in (HandOutcome.MADE, HandOutcome.MARCH, HandOutcome.LONE_MARCH)
                ) == makers_score


@rules_and_seeds
@settings(max_examples=40, deadline=None)
def test_a_record_round_trips_to_the_same_state(
    rules: HouseRules, seed: int, chooser_seed: int
) -> None:
    record = MatchRecord(rules, seed)
    final = None
    for _, action, after, _ in play_randomly(rules, seed, chooser_seed):
        record = record.with_action(action, after)
        final = after
    if final is None:
        return
    loaded = MatchRecord.from_json(record.to_json())
    replayed = loaded.replay()
    for name in STATE_FIELDS:
        assert getattr(replayed, name) == getattr(final, name), name


@rules_and_seeds
@settings(max_examples=40, deadline=None)
def test_a_player_view_never_leaks(rules: HouseRules, seed: int, chooser_seed: int) -> None:
    for _, _, after, _ in play_randomly(rules, seed, chooser_seed):
        if after.is_over:
            continue
        public = Counter(card for _, trick in after.tricks for _, card in trick)
        public.update(card for _, card in after.trick)
        for seat in range(rules.players):
            view = after.view(seat)
            own = Counter(after.hands[seat]) + Counter(after.discards[seat])
            own.update(card for giver, _, card in after.given if giver == seat)
            seen = Counter(view.hand) + Counter(view.discards)
            seen.update(card for _, card in view.cards_given)
            assert not seen - own, "a view shows a card its seat never held"
            assert Counter(view.played_cards) == public
            blind = (after.phase is Phase.DEALER_NAMES_SUIT and seat == after.dealer
                     and names_blind(rules, after.up_card))
            assert view.hand == (() if blind else after.hands[seat])
            assert not hasattr(view, "hands") and not hasattr(view, "kitty")
            assert not hasattr(view, "deal_number") and not hasattr(view, "offered")


@given(rules=house_rules(), seed=st.integers(0, 2**32), shuffle_seed=st.integers(0, 2**32))
@settings(max_examples=60, deadline=None)
def test_a_view_is_the_same_whatever_the_hidden_cards(
    rules: HouseRules, seed: int, shuffle_seed: int
) -> None:
    """Re-dealing the cards seat 0 cannot see changes nothing seat 0 is shown."""
    state, _ = new_match(rules, seed)
    hidden = [card for seat in range(1, rules.players) for card in state.hands[seat]]
    hidden += state.kitty
    random.Random(shuffle_seed).shuffle(hidden)
    hands = [state.hands[0]] + [
        tuple(hidden[5 * index:5 * index + 5]) for index in range(rules.players - 1)
    ]
    kitty = tuple(hidden[5 * (rules.players - 1):])
    other, _ = new_match(rules, seed, setup=Deal(state.dealer, tuple(hands), state.up_card,
                                                 kitty, ()))
    assert other.view(0) == state.view(0)


@given(rules=house_rules().filter(lambda rules: rules.deck in (Deck.STANDARD_24, Deck.BENNY_25))
       .map(lambda rules: rules.with_changes(farmers_hand=True)),
       seed=st.integers(0, 2**32), shuffle_seed=st.integers(0, 2**32),
       farmer=st.integers(1, 3))
@settings(max_examples=40, deadline=None)
def test_a_farmers_hand_elsewhere_shows_nothing(
    rules: HouseRules, seed: int, shuffle_seed: int, farmer: int
) -> None:
    """Giving another seat only nines and tens changes nothing seat 0 is shown while every
    seat is asked whether to show a farmer's hand."""
    state, _ = new_match(rules, seed)
    hidden = [card for seat in range(1, rules.players) for card in state.hands[seat]]
    hidden += state.kitty
    random.Random(shuffle_seed).shuffle(hidden)
    hidden.sort(key=lambda card: card.rank not in (Rank.NINE, Rank.TEN))  # they go first
    hands = list(state.hands)
    for index, seat in enumerate([farmer, *(s for s in (1, 2, 3) if s != farmer)]):
        hands[seat] = tuple(hidden[5 * index:5 * index + 5])
    kitty = tuple(hidden[5 * (rules.players - 1):])
    other, _ = new_match(rules, seed, setup=Deal(state.dealer, tuple(hands), state.up_card,
                                                 kitty, ()))
    assert other.view(0) == state.view(0)
    while state.phase is Phase.FARMERS_HAND:
        state, _ = state.apply(DECLINE)
        other, _ = other.apply(DECLINE)
        assert other.view(0) == state.view(0)


@rules_and_seeds
@settings(max_examples=30, deadline=None)
def test_fresh_action_objects_act_like_the_shared_ones(
    rules: HouseRules, seed: int, chooser_seed: int
) -> None:
    """``Pass()`` built by a caller must do what the engine's shared ``PASS`` does."""
    import dataclasses

    for before, action, after, events in play_randomly(rules, seed, chooser_seed):
        fresh = dataclasses.replace(action)
        assert fresh == action and fresh is not action
        replayed, replayed_events = before.apply(fresh)
        assert replayed_events == events
        assert replayed.phase is after.phase and replayed.hands == after.hands
