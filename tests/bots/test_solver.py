"""The double-dummy solver agrees with the rules: with plain minimax over the real engine,
with a brute force over the rules' trick helper, and trick by trick in every preset's deck."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from euchre_desktop.bots.solver import Position, SharedSolver, position_of, solve, solve_value
from euchre_desktop.rules import PRESETS, Card, GameState, HouseRules, Phase, Play, Suit, new_match
from euchre_desktop.rules import events as ev
from euchre_desktop.rules.cards import effective_suit
from euchre_desktop.rules.deal import deck_cards
from euchre_desktop.rules.phase import Trick
from euchre_desktop.rules.tricks import partners_of, trick_winner
from tests.rules.strategies import house_rules


def play_position(rules: HouseRules, seed: int, tricks_left: int, extra: int) -> GameState | None:
    """A play-phase state with ``tricks_left`` tricks to go and ``extra`` cards of the
    current trick played, reached by random legal actions (None if the deal was thrown in)."""
    chooser = random.Random(seed)
    state, _ = new_match(rules, seed)
    while state.phase is not Phase.PLAY:
        if state.is_over or state.hands_completed:
            return None
        state, _ = state.apply(chooser.choice(state.legal_actions()))
    while len(state.tricks) < 5 - tricks_left:
        state, _ = state.apply(chooser.choice(state.legal_actions()))
    for _ in range(min(extra, state.active_count - 1)):
        state, _ = state.apply(chooser.choice(state.legal_actions()))
    return state


def minimax(state: GameState, team: int) -> int:
    """Tricks ``team`` takes from here with best play, by trying every legal card."""
    hand = state.hands_completed
    values = []
    for action in state.legal_actions():
        after, events = state.apply(action)
        won = sum(1 for event in events
                  if isinstance(event, ev.TrickWon) and event.seat % 2 == team)
        if after.hands_completed == hand and not after.is_over:
            won += minimax(after, team)
        values.append(won)
    assert state.turn is not None
    return max(values) if state.turn % 2 == team else min(values)


def position(state: GameState):  # type: ignore[no-untyped-def]
    assert state.trump is not None and state.turn is not None
    return position_of(state.trump, state.hands, state.trick, state.turn, state.sitting_out,
                       state.rules.identical_cards_possible)


@given(rules=house_rules(), seed=st.integers(0, 2**32), tricks_left=st.integers(1, 3),
       extra=st.integers(0, 5), team=st.integers(0, 1))
@settings(max_examples=120, deadline=None)
def test_solver_equals_brute_force(rules: HouseRules, seed: int, tricks_left: int, extra: int,
                                   team: int) -> None:
    state = play_position(rules, seed, tricks_left, extra)
    if state is None:
        return
    solution = solve(position(state), team)
    assert solution.tricks == minimax(state, team) == solve_value(position(state), team)
    for action in state.legal_actions():
        assert isinstance(action, Play)
        after, events = state.apply(action)
        won = sum(1 for event in events
                  if isinstance(event, ev.TrickWon) and event.seat % 2 == team)
        if after.hands_completed == state.hands_completed and not after.is_over:
            won += minimax(after, team)
        assert solution.move_tricks[action.card.code] == won


def test_full_hand_is_solved_for_every_legal_card() -> None:
    state = play_position(HouseRules(), 3, 5, 0)
    assert state is not None
    solution = solve(position(state))
    assert set(solution.move_tricks) == {
        action.card.code for action in state.legal_actions() if isinstance(action, Play)
    }
    assert 0 <= solution.tricks <= 5


@given(rules=house_rules(), seed=st.integers(0, 2**32))
@settings(max_examples=30, deadline=None)
def test_a_seat_leads_its_cards_highest_first_then_by_suit(rules: HouseRules, seed: int) -> None:
    """Lead classes come out highest first (by strength in their own suit, then by suit) from
    a plain sort of their bits: the solver gives each seat's cards bits in that order,
    however its hand lists them."""
    from tests.bots.test_twins import python_solver  # which imports this module

    state = play_position(rules, seed, 5, 0)
    if state is None:
        return
    listed = position(state)
    order = random.Random(seed)
    shuffled = Position(listed.trump, tuple(tuple(order.sample(hand, len(hand)))
                                            for hand in listed.hands),
                        listed.trick, listed.turn, listed.active, listed.later_ties_win)
    search = python_solver()._Solver(shuffled, 0, None)
    every_card = (1 << search.hand_count) - 1
    for seat in listed.active:
        classes = search._lead_classes(every_card, seat)
        leading = [(search.own_order[index], search.suit_of[index]) for index in classes]
        assert leading == sorted(leading)
        assert {search.codes[index] for index in classes} <= set(listed.hands[seat])
    assert solve(shuffled, 0) == solve(listed, 0)


@given(rules=house_rules(), seed=st.integers(0, 2**32), extra=st.integers(0, 5),
       thresholds=st.lists(st.integers(1, 5), max_size=3))
@settings(max_examples=40, deadline=None)
def test_thresholds_resolve_values_to_the_largest_step_reached(
    rules: HouseRules, seed: int, extra: int, thresholds: list[int]
) -> None:
    state = play_position(rules, seed, 3, extra)
    if state is None:
        return
    exact = solve(position(state), 0)
    coarse = solve(position(state), 0, thresholds=thresholds)
    for code, tricks in exact.move_tricks.items():
        reached = [step for step in thresholds if step <= tricks]
        assert coarse.move_tricks[code] == max(reached, default=0)


@given(rules=house_rules(), seed=st.integers(0, 2**32), extra=st.integers(0, 5),
       chosen=st.integers(1, 31))
@settings(max_examples=40, deadline=None)
def test_a_solve_of_some_moves_values_them_as_a_solve_of_all(
    rules: HouseRules, seed: int, extra: int, chosen: int
) -> None:
    state = play_position(rules, seed, 3, extra)
    if state is None:
        return
    everything = solve(position(state), 0)
    codes = sorted(everything.move_tricks)
    moves = {code for bit, code in enumerate(codes) if chosen >> bit & 1} or {codes[0]}
    some = solve(position(state), 0, moves=moves)
    assert some.move_tricks == {code: everything.move_tricks[code] for code in moves}


def random_table(rules: HouseRules, rng: random.Random, loner: bool) -> tuple[int, ...]:
    """The seats playing, clockwise: everyone, or a random loner without partners."""
    out = set(partners_of(rng.randrange(rules.players), rules.players)) if loner else set()
    return tuple(seat for seat in range(rules.players) if seat not in out)


@given(preset_id=st.sampled_from(sorted(PRESETS)), trump=st.sampled_from(list(Suit)),
       seed=st.integers(0, 2**32), played=st.integers(0, 5), loner=st.booleans())
@settings(max_examples=400, deadline=None)
def test_solver_gives_each_trick_to_the_seat_the_rules_do(
    preset_id: str, trump: Suit, seed: int, played: int, loner: bool
) -> None:
    rules = PRESETS[preset_id]
    rng = random.Random(seed)
    active = random_table(rules, rng, loner)
    start = rng.randrange(len(active))
    order = active[start:] + active[:start]
    trick = tuple(zip(order, rng.sample(deck_cards(rules), len(order)), strict=True))
    ties = rules.identical_cards_possible
    winner = trick_winner(trick, trump, ties)
    down = played % len(order)
    hands: list[tuple[Card, ...]] = [() for _ in range(rules.players)]
    for seat, card in trick[down:]:
        hands[seat] = (card,)
    out = frozenset(range(rules.players)) - set(active)
    position = position_of(trump, hands, trick[:down], order[down], out, ties)
    for team in (0, 1):
        took = int(winner % 2 == team)
        assert solve(position, team).move_tricks == {trick[down][1].code: took}
        assert solve_value(position, team) == took


def brute_force(hands: list[list[Card]], trick: Trick, turn: int, active: tuple[int, ...],
                trump: Suit, ties: bool, team: int) -> dict[Card, int]:
    """Tricks ``team`` takes after each card ``turn`` may play, with best play after it,
    by trying every card the rules allow."""
    led = effective_suit(trick[0][1], trump) if trick else None
    hand = hands[turn]
    legal = [card for card in hand if effective_suit(card, trump) is led] or hand
    values = {}
    for card in set(legal):
        hand.remove(card)
        now = (*trick, (turn, card))
        if len(now) < len(active):
            following = active[(active.index(turn) + 1) % len(active)]
            value = best(brute_force(hands, now, following, active, trump, ties, team),
                         following, team)
        else:
            winner = trick_winner(now, trump, ties)
            value = int(winner % 2 == team)
            if hand:
                value += best(brute_force(hands, (), winner, active, trump, ties, team),
                              winner, team)
        hand.append(card)
        values[card] = value
    return values


def best(values: dict[Card, int], turn: int, team: int) -> int:
    return max(values.values()) if turn % 2 == team else min(values.values())


@given(preset_id=st.sampled_from(sorted(PRESETS)), trump=st.sampled_from(list(Suit)),
       seed=st.integers(0, 2**32), size=st.integers(1, 3), played=st.integers(0, 5),
       loner=st.booleans(), team=st.integers(0, 1))
@settings(max_examples=150, deadline=None)
def test_solver_equals_brute_force_on_random_endings(
    preset_id: str, trump: Suit, seed: int, size: int, played: int, loner: bool, team: int
) -> None:
    rules = PRESETS[preset_id]
    rng = random.Random(seed)
    active = random_table(rules, rng, loner)
    if len(active) > 4:
        size = min(size, 2)  # keep the brute force quick
    start = rng.randrange(len(active))
    order = active[start:] + active[:start]
    cards = rng.sample(deck_cards(rules), size * len(order))
    hands: list[list[Card]] = [[] for _ in range(rules.players)]
    for index, seat in enumerate(order):
        hands[seat] = cards[index * size:(index + 1) * size]
    trick = tuple((seat, hands[seat].pop()) for seat in order[:played % len(order)])
    turn = order[len(trick)]
    ties = rules.identical_cards_possible
    out = frozenset(range(rules.players)) - set(active)
    position = position_of(trump, hands, trick, turn, out, ties)
    solution = solve(position, team)
    moves = brute_force([list(hand) for hand in hands], trick, turn, active, trump, ties, team)
    assert solution.move_tricks == {card.code: value for card, value in moves.items()}
    assert solution.tricks == best(moves, turn, team) == solve_value(position, team)



def assert_solved_as_brute_force_by_every_seat_and_side(deal: str) -> None:
    """``deal``: each seat's cards ("JH 9C|..."), hearts trump, six hands a double pack."""
    hands = [[Card.parse(code) for code in cards.split()] for cards in deal.split("|")]
    ties = len(hands) == 6  # the six-player double pack
    for team in (0, 1):
        for turn in range(len(hands)):
            position = position_of(Suit.HEARTS, hands, (), turn, frozenset(), ties)
            moves = brute_force([list(hand) for hand in hands], (), turn,
                                tuple(range(len(hands))), Suit.HEARTS, ties, team)
            assert solve_value(position, team) == best(moves, turn, team)


@pytest.mark.parametrize("deal", ["JH 9C|JH AS|AH KS|QH 9S|JD 10C|KH 10S",
                                  "JH JH|9C AS|AH KS|QH 9S|JD 10C|KH 10S",
                                  "JD 9C|JH AS|AH KS|QH 9S|JH 10C|KH 10S",
                                  "9C AC QD|JH 9D KS|AH KC AD|QH 10D 9S",
                                  "AC KC QD|JH JD 9D|AH KH AD|QH 10D 9S"])
def test_top_trumps_held_in_one_hand_are_tricks_and_split_identical_ones_are_not(
    deal: str
) -> None:
    """The top trumps left, all in one hand, each take a trick whatever is played; two
    identical top trumps in different hands promise neither side anything."""
    assert_solved_as_brute_force_by_every_seat_and_side(deal)


@pytest.mark.parametrize("deal", ["JH 9C AS|QH AC 9S|JD KC QS|KH QC 10S",
                                  "JH 9C 10C|AH AC 9S|JD KC QS|KH QC 10S",
                                  "JH AC KC|QC 9S 10S|AS KS QS|9D 10D JC",
                                  "JH KC QC|AC 9S 10S|AS KS QS|9D 10D JC",
                                  "AC KC 9S|QC 10S AS|KS QS 9D|10D JC AD",
                                  "JH AC|AC KC|9S 10S|AS KS|QS 9D|10D JC",
                                  "JH JH|AC QC|9S 10S|AS KS|QS 9D|10D KC"])
def test_tricks_one_side_is_sure_of_are_counted_only_where_nobody_can_stop_them(
    deal: str
) -> None:
    """Top trumps split between partners, a seat holding every trump left and cashing its
    winners after them, and hands with no trump left: the values stay the brute force's,
    where an opponent's higher card or identical twin breaks a run of winners."""
    assert_solved_as_brute_force_by_every_seat_and_side(deal)


@given(preset_id=st.sampled_from(sorted(PRESETS)), trump=st.sampled_from(list(Suit)),
       seed=st.integers(0, 2**32), team=st.integers(0, 1), loner=st.booleans())
@settings(max_examples=30, deadline=None)
def test_a_shared_solver_values_each_discard_as_a_solve_of_its_own(
    preset_id: str, trump: Suit, seed: int, team: int, loner: bool
) -> None:
    """The dealer's hand after each of its discards, solved one after another with one
    table, and again in another order, takes what a solve of that hand alone says."""
    rules = PRESETS[preset_id]
    rng = random.Random(seed)
    active = random_table(rules, rng, loner)
    dealer, turn = rng.choice(active), rng.choice(active)
    size = 3 if len(active) > 4 else 5  # six hands of five would make a slow test
    cards = [card.code for card in rng.sample(deck_cards(rules), size * len(active) + 1)]
    hands: list[tuple[int, ...]] = [() for _ in range(rules.players)]
    for index, seat in enumerate(active):
        hands[seat] = tuple(cards[index * size:(index + 1) * size])
    hands[dealer] += (cards[-1],)
    ties = rules.identical_cards_possible
    shared = SharedSolver(Position(trump, tuple(hands), (), turn, active, ties), team)
    thresholds = [3, 5] if team else None
    discards = list(range(size + 1))
    for discard in discards + discards[::-1]:
        kept = list(hands)
        kept[dealer] = hands[dealer][:discard] + hands[dealer][discard + 1:]
        alone = Position(trump, tuple(kept), (), turn, active, ties)
        assert (shared.value(kept, turn, thresholds=thresholds)
                == solve_value(alone, team, thresholds=thresholds))


def test_a_shared_solver_refuses_a_card_it_was_not_given() -> None:
    hands = [[Card.parse(code) for code in cards.split()] for cards in
             ("JH 9C", "AH AS", "KH KS", "QH 9S")]
    position = position_of(Suit.HEARTS, hands, (), 0, frozenset(), False)
    shared = SharedSolver(position, 0)
    assert shared.value(position.hands, 0) == solve_value(position, 0)
    hands[0][1] = Card.parse("10C")
    with pytest.raises(ValueError):
        shared.value([[card.code for card in hand] for hand in hands], 0)


def test_a_shared_solver_takes_twins_a_seat_was_given_and_no_more() -> None:
    """A double pack's twins in one hand are two cards of one code: a hand holding one or
    both is solved as a solve of its own says, and a third copy is refused."""
    rules = PRESETS["six-player-double"]
    hands = [[Card.parse(code) for code in cards.split()] for cards in
             ("JH JH 9C 9H", "AH AS KC", "KH KS QC", "QH 9S 10C", "AD KD QD", "AC 9D 10D")]
    ties = rules.identical_cards_possible
    position = position_of(Suit.HEARTS, hands, (), 0, frozenset(), ties)
    shared = SharedSolver(position, 0)
    for seat_zero in ("JH JH 9C", "JH 9C 9H", "9H JH JH"):
        kept = [[Card.parse(code).code for code in seat_zero.split()],
                *([card.code for card in hand] for hand in hands[1:])]
        alone = Position(Suit.HEARTS, tuple(map(tuple, kept)), (), 0, position.active, ties)
        assert shared.value(kept, 0) == solve_value(alone, 0)
    three = [[Card.parse("JH").code] * 3, *([card.code for card in hand] for hand in hands[1:])]
    with pytest.raises(ValueError):
        shared.value(three, 0)


@pytest.mark.parametrize("preset_id", ["north-american", "british", "six-player",
                                       "six-player-double", "almonte-four"])
def test_keying_positions_alike_values_hands_as_keying_them_by_their_cards(
    preset_id: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Whole hands and a dealer's hand after each discard take the same tricks, card by
    card, whether the transposition table merges positions alike in every suit or keys
    each by its cards; and merging finds such positions, so the table is smaller."""
    from tests.bots.test_twins import python_solver  # it imports this module

    python = python_solver()
    rules = PRESETS[preset_id]
    chooser = random.Random(preset_id)
    alike_entries = exact_entries = solved = 0
    for seed in range(40):
        state = play_position(rules, seed, 5, 0)
        if state is None:
            continue
        at = position(state)
        team = seed % 2
        thresholds = None if seed % 3 else [3, 5]
        dealer = chooser.choice(at.active)
        used = {code for hand in at.hands for code in hand}
        out = [card.code for card in deck_cards(rules) if card.code not in used]
        hands = list(at.hands)
        hands[dealer] += (chooser.choice(out),)
        dealt = replace(at, hands=tuple(hands))
        options = [hands[:dealer] + [hands[dealer][:discard] + hands[dealer][discard + 1:]]
                   + hands[dealer + 1:] for discard in range(len(hands[dealer]))]
        alike = python.SharedSolver(dealt, team)
        got = [alike.value(option, at.turn, None, thresholds) for option in options]
        whole = python.solve(at, team, None, thresholds)
        with monkeypatch.context() as patched:
            patched.setattr(python._Solver, "_canonical", lambda _self, mask: mask)
            exact = python.SharedSolver(dealt, team)
            expected = [exact.value(option, at.turn, None, thresholds) for option in options]
            whole_expected = python.solve(at, team, None, thresholds)
        assert got == expected
        assert (whole.tricks, whole.move_tricks) == (whole_expected.tricks,
                                                     whole_expected.move_tricks)
        ours = solve(at, team, None, thresholds)  # compiled, where it runs so
        assert (ours.tricks, ours.move_tricks) == (whole_expected.tricks,
                                                   whole_expected.move_tricks)
        alike_entries += len(alike._search.table)
        exact_entries += len(exact._search.table)
        solved += 1
    assert solved >= 25
    assert alike_entries < exact_entries
