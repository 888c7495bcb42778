"""Sampled worlds agree with everything the sampling seat can see."""

from __future__ import annotations

import itertools
import math
import random
from collections import Counter, defaultdict
from collections.abc import Callable, Sequence
from types import ModuleType
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from euchre_desktop.bench.sampler import holders, holders_distance
from euchre_desktop.bots import sampling
from euchre_desktop.bots.sampling import Sampler, World
from euchre_desktop.bots.standard import StandardBot, discard_choice, round_one_margin
from euchre_desktop.rules import (
    PRESETS,
    GameState,
    HouseRules,
    Pass,
    Phase,
    Play,
    PlayerView,
    new_match,
)
from euchre_desktop.rules.cards import Card, effective_suit
from euchre_desktop.rules.deal import deck_cards
from tests.bots.test_twins import python_module, running
from tests.rules.strategies import house_rules


def random_state(rules: HouseRules, seed: int, steps: int) -> GameState:
    """The state after up to ``steps`` random legal actions within the first hand."""
    chooser = random.Random(seed)
    state, _ = new_match(rules, seed)
    for _ in range(steps):
        after, _ = state.apply(chooser.choice(state.legal_actions()))
        if after.is_over or after.hands_completed:
            break
        state = after
    return state


def check_world_agrees(view: PlayerView, rng: random.Random) -> None:
    sampler = Sampler(view)
    played = Counter(view.played_cards)
    for _ in range(5):
        world = sampler.sample(rng)
        assert tuple(len(hand) for hand in world.hands) == view.hand_sizes
        if view.hand or not view.hand_sizes[view.seat]:
            assert world.hands[view.seat] == view.hand
        everything = Counter(world.hidden) + played + Counter(view.discards)
        for hand in world.hands:
            everything.update(hand)
        if not view.up_card_taken:
            everything[view.up_card] += 1
        assert everything == Counter(deck_cards(view.rules))
        trump = view.trump
        if trump is not None:
            tricks = [trick for _, trick in view.tricks] + [view.trick]
            for trick in tricks:
                if not trick:
                    continue
                led = effective_suit(trick[0][1], trump)
                for seat, card in trick[1:]:
                    if effective_suit(card, trump) is not led:
                        assert all(effective_suit(held, trump) is not led
                                   for held in world.hands[seat])
        dealer = view.dealer
        up = view.up_card
        if view.up_card_taken and dealer != view.seat and view.hand_sizes[dealer] and up not in [
            card for seat, card in _plays(view) if seat == dealer
        ]:
            assert up in world.hands[dealer] or (
                trump is not None
                and any(seat == dealer and effective_suit(card, trump) is not
                        effective_suit(trick[0][1], trump)
                        and effective_suit(trick[0][1], trump) is effective_suit(up, trump)
                        for trick in [t for _, t in view.tricks] + [view.trick] if trick
                        for seat, card in trick[1:])
            )
        for receiver, card in view.cards_given:
            if view.hand_sizes[receiver] and trump is None:
                assert card in world.hands[receiver]


def _plays(view: PlayerView) -> list[tuple[int, object]]:
    return [play for _, trick in view.tricks for play in trick] + list(view.trick)


@given(rules=house_rules(), seed=st.integers(0, 2**32), steps=st.integers(0, 60))
@settings(max_examples=80, deadline=None)
def test_worlds_agree_with_every_view(rules: HouseRules, seed: int, steps: int) -> None:
    state = random_state(rules, seed, steps)
    rng = random.Random(seed)
    for seat in range(rules.players):
        check_world_agrees(state.view(seat), rng)


def test_worlds_agree_under_every_preset() -> None:
    rng = random.Random(5)
    for rules in PRESETS.values():
        for seed in range(3):
            for steps in (0, 3, 9, 14, 20, 27):
                state = random_state(rules, seed, steps)
                for seat in range(rules.players):
                    check_world_agrees(state.view(seat), rng)


def test_a_maker_usually_holds_trumps() -> None:
    rules = PRESETS["north-american"]
    rng = random.Random(2)
    for seed in range(200):
        state = random_state(rules, seed, 40)
        if state.maker is None or state.maker == 0 or state.tricks or state.trick:
            continue
        view = state.view(0)
        assert view.trump is not None
        sampler = Sampler(view)
        counts = [sum(effective_suit(card, view.trump) is view.trump
                      for card in sampler.sample(rng).hands[state.maker]) for _ in range(40)]
        plain = [sum(effective_suit(card, view.trump) is view.trump
                     for card in sampler._draw(rng).hands[state.maker]) for _ in range(40)]
        assert sum(counts) >= sum(plain) - 4
        return


def standard_views(rules: HouseRules, deals: int,
                    wanted: Callable[[PlayerView], bool]) -> list[PlayerView]:
    """The views, met in the first hand of each deal bid and played by Standard bots, that
    ``wanted`` picks."""
    bot = StandardBot()
    views: list[PlayerView] = []
    for seed in range(deals):
        state, _ = new_match(rules, seed)
        while not state.hands_completed and not state.is_over:
            assert state.turn is not None
            view = state.view(state.turn)
            if wanted(view):
                views.append(view)
            state, _ = state.apply(bot.choose(view, random.Random(seed)).action)
    return views


def _share(views: list[PlayerView], draw: str, test: Callable[[PlayerView, World], bool],
           rng: random.Random) -> float:
    """The share of worlds, 40 per view, drawn by the sampler's ``draw`` method that pass."""
    results = [test(view, getattr(Sampler(view), draw)(rng)) for view in views
               for _ in range(40)]
    return sum(results) / len(results)


def test_seats_that_passed_seldom_hold_hands_the_rule_player_would_order_with() -> None:
    rules = PRESETS["north-american"]
    views = standard_views(rules, 60, lambda view: (
        view.phase is Phase.BIDDING_ROUND_1 and view.seat == view.dealer))[:30]

    def contradicted(view: PlayerView, world: World) -> bool:
        assert view.bid_suit is not None
        return any(round_one_margin(world.hands[seat], view.up_card, view.bid_suit, seat,
                                    view.dealer, rules, view.scores) >= 0
                   for seat, action in view.bidding if isinstance(action, Pass))

    rng = random.Random(1)
    plain = _share(views, "_draw", contradicted, rng)
    sampled = _share(views, "sample", contradicted, rng)
    assert plain > 0.08
    assert sampled < plain / 2


def test_the_dealer_kept_what_the_rule_player_would_keep() -> None:
    """After another seat's pickup, a world's hidden cards hold one that the dealer, given
    its kept cards, would have thrown: the worlds follow the unseen discard."""
    rules = PRESETS["north-american"]
    views = standard_views(rules, 80, lambda view: (
        view.phase is Phase.PLAY and view.up_card_taken and view.seat != view.dealer
        and not view.tricks and not view.trick))[:30]

    def follows_discard(view: PlayerView, world: World) -> bool:
        assert view.trump is not None
        kept = list(world.hands[view.dealer])
        return any(discard_choice([*kept, card], view.trump, rules.players) == card
                   for card in world.hidden)

    rng = random.Random(1)
    assert _share(views, "_draw", follows_discard, rng) < 0.7
    assert _share(views, "sample", follows_discard, rng) > 0.9


def test_worlds_follow_the_cards_the_others_played() -> None:
    """Mid-hand, most worlds drawn blind give some seat a hand with which the rule player
    would have played another card; sampled worlds mostly do not."""
    rules = PRESETS["north-american"]
    views = standard_views(rules, 40, lambda view: (
        view.phase is Phase.PLAY and len(view.tricks) == 2 and not view.trick
        and view.seat == 0))[:15]

    def plays_agree(view: PlayerView, world: World) -> bool:
        return Sampler(view)._play_fit(world) == 1.0

    rng = random.Random(1)
    plain = _share(views, "_draw", plays_agree, rng)
    sampled = _share(views, "sample", plays_agree, rng)
    assert sampled > plain + 0.2


@pytest.mark.parametrize(("table", "fit"), [("_PLAY_FITS", Sampler._play_fit),
                                            ("_BID_FITS", Sampler.weight)])
def test_fits_carried_between_decisions_are_those_worked_out_afresh(
        monkeypatch: pytest.MonkeyPatch, table: str,
        fit: Callable[[Sampler, World], object]) -> None:
    """The rule player's plays and bids are read once per public history and hand, and
    shared by the later decisions of the hand: a warm table gives the fits a cold one does."""
    rules = PRESETS["north-american"]
    views = standard_views(rules, 6, lambda view: view.phase is Phase.PLAY)
    rng = random.Random(3)
    for view in views:  # every decision of each hand in turn warms the tables
        sampler = Sampler(view)
        worlds = [sampler._draw(rng) for _ in range(10)]
        warm = [fit(sampler, world) for world in worlds]
        with monkeypatch.context() as cold:
            cold.setattr(running(sampling), table, sampling._Tables(4))
            assert [fit(Sampler(view), world) for world in worlds] == warm


def test_a_play_the_rules_forced_agrees_without_asking_the_rule_player(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """A seat that held one card of the suit led had no choice: the fit the sampler gives
    such plays without asking the rule player is the one asking it gives."""
    python = python_module("sampling")  # patched below: see python_module
    rules = PRESETS["north-american"]
    views = standard_views(rules, 12, lambda view: (
        view.phase is Phase.PLAY and len(view.tricks) >= 2 and view.seat == 0))
    rng = random.Random(5)
    forced = 0
    for view in views:
        worlds = [python.Sampler(view)._draw(rng) for _ in range(20)]
        with monkeypatch.context() as cold:
            cold.setattr(python, "_PLAY_FITS", python._Tables(4))
            shortcut = python.Sampler(view)
            forced += sum(shortcut._had_no_choice(index, world.hands[shortcut.plays[index][0]])
                          for world in worlds for index in shortcut.read_plays)
            fits = [shortcut._play_fit(world) for world in worlds]
        with monkeypatch.context() as cold:
            cold.setattr(python, "_PLAY_FITS", python._Tables(4))
            cold.setattr(python.Sampler, "_had_no_choice", lambda self, index, hand: False)
            asked = python.Sampler(view)
            assert [asked._play_fit(world) for world in worlds] == fits
    assert forced > 50


@pytest.mark.parametrize("preset", ["north-american", "british", "six-player-double",
                                    "almonte-six"])
def test_the_rule_players_play_read_without_a_view_is_the_one_its_view_gives(
        preset: str) -> None:
    """The sampler reads a seat's play off the public facts of its turn (``PlayTurn``), for
    each hand the seat may have held then, without building that seat's view: it is the
    card the rule player chooses from the view rebuilt with that hand."""
    rules = PRESETS[preset]
    views = standard_views(rules, 8, lambda view: (
        view.phase is Phase.PLAY and len(view.tricks) >= 2 and view.seat == 0))
    rng = random.Random(7)
    rule_player = StandardBot()
    agreeing = differing = 0
    for view in views:
        sampler = Sampler(view)
        for world in (sampler._draw(rng) for _ in range(6)):
            for index in sampler.read_plays:
                seat, played = sampler.plays[index]
                hand = world.hands[seat]
                then = sampler._views_before.view_before(
                    index, (*hand, *sampler.played_since[index]))
                chosen = rule_player.choose(then, rng).action
                assert chosen == Play(sampler._rule_play(index, hand))
                agreeing += chosen == Play(played)
                differing += chosen != Play(played)
    assert agreeing > 50 and differing > 50


def distances_from_every_world(views: list[PlayerView], draw: str, worlds: int,
                               rng: random.Random,
                               count_up_to: int = sampling.COUNT_UP_TO,
                               sampler_class: type[Sampler] = Sampler) -> list[float]:
    """For each view, how far the share of ``worlds`` worlds drawn by the sampler's ``draw``
    method in which each seat holds each card lies from the exact share (every world
    counted with its weight)."""
    gaps = []
    for view in views:
        sampler = sampler_class(view, count_up_to)
        exact = holders(sampler.every_world(), sampler.seats)
        drawn = getattr(sampler, draw)
        sampled = holders([(drawn(rng), 1.0) for _ in range(worlds)], sampler.seats)
        gaps.append(holders_distance(exact, sampled, sampler.seats))
    return gaps


def late_standard_views(rules: HouseRules, deals: int, replayed_discard: bool
                        ) -> list[PlayerView]:
    """Seat 0's views at the start of the fourth trick, with or without an unseen discard
    of the dealer's to replay."""
    return [view for view in standard_views(rules, deals, lambda view: (
        view.phase is Phase.PLAY and len(view.tricks) == 3 and not view.trick
        and view.seat == 0)) if (Sampler(view).discarder is not None) == replayed_discard]


def test_sampled_worlds_follow_the_evidence_close_to_counting_every_world() -> None:
    """Late in a hand the evidence is strong and rejection often finds no world in its
    tries; the worlds kept should still follow the exact weights (counted over every
    world). Measured as how far the share of worlds in which each seat holds each card
    lies from the exact share: 0.17 here (0.18 keeping the best-weighted draw when the
    tries ran out, 0.22 with chances drawn below 1 rather than below the best weight kept,
    as more tries ran out; 300 worlds drawn from the exact weights themselves come to
    0.07). The sampler counts these views' deals instead; here they are drawn by
    rejection, as views with more deals left are."""
    rules = PRESETS["north-american"]
    views = late_standard_views(rules, 60, replayed_discard=False)[:8]
    assert len(views) == 8
    gaps = distances_from_every_world(views, "sample", 300, random.Random(7), count_up_to=0)
    assert sum(gaps) / len(gaps) < 0.2


def test_later_in_a_hand_worlds_are_drawn_by_the_count_of_every_deal(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Where few enough deals are left (``COUNT_UP_TO``), every deal is counted with its
    exact weight and drawn by that count, none dealt blind and rejected: the cards' holders
    lie as near the exact shares as 300 draws from them can (0.06 here, against 0.23 drawn
    by rejection)."""
    python = python_module("sampling")  # patched below: see python_module
    rules = PRESETS["north-american"]
    views = [view for view in late_standard_views(rules, 60, replayed_discard=False)
             if python.Sampler(view).counting][:8]
    assert len(views) == 8

    def blind(self: python.Sampler, rng: random.Random) -> World:
        raise AssertionError("a world dealt blind where every deal is counted")

    monkeypatch.setattr(python.Sampler, "_draw", blind)
    gaps = distances_from_every_world(views, "sample", 300, random.Random(7),
                                      sampler_class=python.Sampler)
    assert sum(gaps) / len(gaps) < 0.1


def test_a_dealers_hand_drawn_by_the_weights_of_every_hand_follows_the_exact_shares(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Where a discarding dealer has few enough hands (``DEALER_HANDS_UP_TO``), its hand
    as dealt is drawn by the weights of them all, none drawn blind and refused, and the
    worlds still follow the exact weights: 0.07 from the exact shares here, as drawing
    blind (0.07) and 300 draws from the exact weights themselves (0.07) come to."""
    python = python_module("sampling")  # patched below: see python_module
    rules = PRESETS["north-american"]
    views = late_standard_views(rules, 80, replayed_discard=True)
    assert len(views) >= 5

    def blind(self: Any, dealer: int, dealt: Sequence[Card], rng: random.Random) -> None:
        raise AssertionError("a dealer's hand drawn blind where its hands are weighed")

    monkeypatch.setattr(python.Sampler, "_discard_of", blind)
    gaps = distances_from_every_world(views, "sample", 300, random.Random(7), count_up_to=0,
                                      sampler_class=python.Sampler)
    assert sum(gaps) / len(gaps) < 0.1


def prepared_with_slow_fits(python: ModuleType, view: PlayerView,
                            monkeypatch: pytest.MonkeyPatch) -> tuple[Any, float]:
    """A pure-Python sampler of ``view`` prepared with a deadline of 5 ms, each first fit of
    a hand taking 1 ms of a patched clock, and the time the clock shows after."""
    clock = [0.0]
    seat_fit = python.Sampler._seat_fit

    def slow_fit(self: Any, seat: int, hand: Sequence[Card]) -> float:
        clock[0] += 0.001
        return float(seat_fit(self, seat, hand))

    monkeypatch.setattr(python.time, "perf_counter", lambda: clock[0])
    monkeypatch.setattr(python.Sampler, "_seat_fit", slow_fit)
    sampler = python.Sampler(view)
    sampler.prepare(0.005)
    return sampler, clock[0]


def test_weighing_a_dealers_hands_past_its_deadline_leaves_them_to_rejection(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """A search gives up weighing a dealer's hands still going at its deadline, as it gives
    up a count: here each hand's fit takes 1 ms, and weighing given 5 ms stops at the
    sixth hand; the worlds are then drawn blind."""
    python = python_module("sampling")  # patched below: see python_module
    rules = PRESETS["north-american"]
    view = next(view for view in standard_views(rules, 40, lambda view: (
        view.phase is Phase.PLAY and len(view.tricks) == 1 and view.seat != view.dealer))
        if python.Sampler(view).weighing_dealer)
    sampler, spent = prepared_with_slow_fits(python, view, monkeypatch)
    assert not sampler.weighing_dealer and spent == pytest.approx(0.006)
    world = sampler.sample(random.Random(1))
    assert tuple(map(len, world.hands)) == view.hand_sizes


def test_each_world_is_drawn_as_often_as_its_weight_says() -> None:
    """Drawn by the count, each world of a view comes up in proportion to its weight: over
    10,000 draws every world's share lies within 4.5 standard errors of its exact chance
    (the weights differ by up to a hundredfold here, so draws blind to them would not)."""
    rules = PRESETS["north-american"]
    views = [view for view in standard_views(rules, 20, lambda view: (
        view.phase is Phase.PLAY and view.seat == 0 and len(view.hand) == 2
        and len(set(view.legal_actions)) > 1)) if 20 <= len(Sampler(view).every_world()) <= 200]
    assert len(views) >= 2
    rng = random.Random(5)
    for view in views[:2]:
        sampler = Sampler(view)
        worlds = sampler.every_world()
        total = sum(weight for _, weight in worlds)
        assert max(weight for _, weight in worlds) > 5 * min(weight for _, weight in worlds)
        drawn = Counter(sampler.sample(rng) for _ in range(10_000))
        assert drawn.keys() <= {world for world, _ in worlds}
        for world, weight in worlds:
            chance = weight / total
            error = math.sqrt(chance * (1 - chance) / 10_000)
            assert abs(drawn[world] / 10_000 - chance) <= 4.5 * error


def test_counting_every_deal_weighs_each_world_as_dealing_each_seat_would() -> None:
    """The count keeps its weights seat by seat, for each set of cards left; the worlds and
    weights it gives are those of dealing every seat every hand in turn, each world
    weighed by the seats' fits (third and fourth tricks, with voids shown and without)."""
    rules = PRESETS["north-american"]
    views = [view for view in standard_views(rules, 60, lambda view: (
        view.phase is Phase.PLAY and view.seat == 0 and len(view.tricks) in (2, 3)
        and len(set(view.legal_actions)) > 1)) if Sampler(view).discarder is None
             and Sampler(view).counting and Sampler(view).deals_possible() <= 40_000]
    shown = [view for view in views if any(Sampler(view).voids[seat] for seat in range(4))]
    unshown = [view for view in views if view not in shown]
    views = shown[:4] + unshown[:1]
    assert len(views) == 5 and any(len(view.tricks) == 2 for view in views)
    for view in views:
        sampler = Sampler(view)
        counted: dict[tuple[object, ...], float] = defaultdict(float)
        for world, weight in sampler.every_world():
            counted[tuple(tuple(sorted(hand)) for hand in world.hands)
                    + (tuple(sorted(world.hidden)),)] += weight
        dealt: dict[tuple[object, ...], float] = defaultdict(float)
        deal_others(sampler, list(sampler.seats), list(sampler.pool),
                    {seat: list(sampler.forced[seat]) for seat in sampler.seats},
                    sampler.discarded, 1.0, dealt)
        assert counted.keys() == dealt.keys()
        for world, weight in counted.items():
            assert weight == pytest.approx(dealt[world], rel=1e-9)


def test_counting_weighs_as_many_hands_as_foretold() -> None:
    """Whether a view's deals are counted rests on ``hands_to_weigh``: with no void shown
    and no discard to replay, the count weighs exactly that many hands; voids leave fewer."""
    rules = PRESETS["north-american"]
    views = [view for view in standard_views(rules, 60, lambda view: (
        view.phase is Phase.PLAY and view.seat == 0 and len(view.tricks) in (2, 3)))
             if Sampler(view).discarder is None and Sampler(view).counting]
    shown = {"no void": 0, "void": 0}
    for view in views:
        sampler = Sampler(view)
        sampler.prepare()
        weighed = sum(len(step.hands) for steps in sampler._counted for step in steps.values())
        if any(sampler.voids[seat] for seat in sampler.seats):
            shown["void"] += 1
            assert weighed <= sampler.hands_to_weigh()
        else:
            shown["no void"] += 1
            assert weighed == sampler.hands_to_weigh()
    assert shown["no void"] >= 3 and shown["void"] >= 3


def test_a_count_past_its_deadline_stops_before_the_next_hand_it_must_fit(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """A hand fitted for the first time is the slow step of counting every deal (tens of
    microseconds with cold tables, where a fitted hand costs under one), so the count reads
    the clock before each: here each first fit takes 1 ms, and a count given 5 ms stops at
    the sixth, where reading the clock only between seats ran on through the last seat's."""
    python = python_module("sampling")  # patched below: see python_module
    rules = PRESETS["north-american"]
    view = next(view for view in standard_views(rules, 20, lambda view: (
        view.phase is Phase.PLAY and len(view.tricks) == 2))
        if python.Sampler(view).counting and python.Sampler(view).hands_to_weigh() > 10_000)
    sampler, spent = prepared_with_slow_fits(python, view, monkeypatch)
    assert not sampler.counting and spent == pytest.approx(0.006)


def test_every_deal_the_voids_allow_is_counted_once() -> None:
    """Where no seat has shown a void, every deal of the unseen cards is a world, counted
    once with a weight above zero; a void shown leaves fewer. (Views of more than 30,000
    deals are left out: three views of 166,320 at the fourth trick took longer than the
    rest together.)"""
    rules = PRESETS["north-american"]
    views = standard_views(rules, 80, lambda view: (
        view.phase is Phase.PLAY and view.seat == 0 and len(view.tricks) >= 3
        and Sampler(view).discarder is None and Sampler(view).deals_possible() <= 30_000))
    counted = {"no void": 0, "void": 0}
    for view in views:
        sampler = Sampler(view)
        worlds = sampler.every_world()
        assert len({world for world, _ in worlds}) == len(worlds)
        assert all(weight > 0 for _, weight in worlds)
        if any(sampler.voids[seat] for seat in sampler.seats):
            counted["void"] += 1
            assert len(worlds) <= sampler.deals_possible()
        else:
            counted["no void"] += 1
            assert len(worlds) == sampler.deals_possible()
    assert counted["no void"] >= 3 and counted["void"] >= 30


def dealt_forward(view: PlayerView) -> dict[tuple[object, ...], float]:
    """The exact chance of each world of a view whose dealer made an unseen discard, counted
    the way the cards came: every hand the dealer can have been dealt (the up-card and its
    played cards with any of the unseen ones), the rule player's discard from it (or, when
    that is a card the dealer cannot have thrown, any card at ``UNLIKELY``), the cards kept
    within the dealer's voids, then every deal of the other seats, each world weighed by
    the seats' fits to their bids and plays."""
    sampler = Sampler(view)
    dealer, trump = sampler.discarder, view.trump
    assert dealer is not None and trump is not None
    played = [card for seat, card in sampler.plays if seat == dealer]
    holding = [] if view.up_card in played else [view.up_card]
    others = [seat for seat in sampler.seats if seat != dealer]
    chances: dict[tuple[object, ...], float] = defaultdict(float)
    pool = sampler.pool
    for part in itertools.combinations(pool, sampler.need[dealer] + 1):
        rule_discard = discard_choice(sorted([*played, *holding, *part]), trump,
                                      view.rules.players)
        throws = ([(rule_discard, 1.0)] if rule_discard in part
                  else [(card, sampling.UNLIKELY) for card in part])
        for thrown, chance in throws:
            kept = list(part)
            kept.remove(thrown)
            if not all(sampler._allowed(dealer, card) for card in kept):
                continue
            left = list(pool)
            for card in part:
                left.remove(card)
            dealer_hand = [*holding, *kept]
            deal_others(sampler, others, left, {dealer: dealer_hand}, [thrown],
                        chance * sampler._seat_fit(dealer, dealer_hand), chances)
    return chances


def deal_others(sampler: Sampler, seats: list[int], left: list[Card],
                hands: dict[int, list[Card]], hidden: Sequence[Card], chance: float,
                chances: dict[tuple[object, ...], float]) -> None:
    """Adds to ``chances`` every deal of the cards ``left`` to ``seats`` (each holding its
    cards in ``hands`` besides) within their voids, each world (the hands, then the cards
    left and ``hidden``, sorted) weighed by the seats' fits."""
    if not seats:
        view = sampler.view
        world = tuple(tuple(sorted(hands.get(seat, view.hand))) for seat in
                      range(view.rules.players)) + (tuple(sorted([*left, *hidden])),)
        chances[world] += chance
        return
    seat = seats[0]
    for cards in itertools.combinations(left, sampler.need[seat]):
        if all(sampler._allowed(seat, card) for card in cards):
            rest = list(left)
            for card in cards:  # one copy of each: a double pack's twin may stay behind
                rest.remove(card)
            hand = [*hands.get(seat, []), *cards]
            deal_others(sampler, seats[1:], rest, {**hands, seat: hand}, hidden,
                        chance * sampler._seat_fit(seat, hand), chances)


def test_counting_every_world_reads_the_dealers_unseen_discard_as_the_cards_came() -> None:
    """Every world counted, with the dealer's unseen discard, has the chance that dealing
    the dealer's hand whole and discarding by the rules gives it. Counting the dealer's
    kept cards within its voids first, then each hidden card as its discard, gave a dealer
    void in a suit too seldom a discard of that suit: in four of these six views the
    chances were off by 0.08 to 0.13 in all (total variation)."""
    rules = PRESETS["north-american"]
    views = late_standard_views(rules, 90, replayed_discard=True)
    assert len(views) == 6
    for view in views:
        check_counted_as_dealt_forward(view)


def check_counted_as_dealt_forward(view: PlayerView) -> None:
    """Each world counted has the share of every world that dealing forward gives it."""
    counted: dict[tuple[object, ...], float] = defaultdict(float)
    for world, weight in Sampler(view).every_world():
        counted[tuple(tuple(sorted(hand)) for hand in world.hands)
                + (tuple(sorted(world.hidden)),)] += weight
    forward = dealt_forward(view)
    assert counted.keys() == forward.keys()
    total, forward_total = sum(counted.values()), sum(forward.values())
    for world, weight in counted.items():
        assert weight / total == pytest.approx(forward[world] / forward_total, abs=1e-9)


def test_a_dealers_rule_discard_dealt_twice_is_counted_as_one_hand() -> None:
    """In a double pack the dealer may have been dealt its rule discard twice: whichever
    copy it threw, that is one hand as dealt, and counting weighs it as dealing forward
    does. Weighing each copy's throw in full put up to 0.0036 of the chances (total
    variation) on the wrong worlds in 5 of these 119 six-player views, at the last trick,
    where one card a seat leaves few enough deals to count."""
    rules = PRESETS["six-player-double"]
    views = [view for view in standard_views(rules, 150, lambda view: view.phase is Phase.PLAY)
             if (sampler := Sampler(view)).discarder is not None and sampler.counting]
    assert len(views) >= 100
    for view in views:
        check_counted_as_dealt_forward(view)


def test_sampled_worlds_with_an_unseen_discard_lie_near_counting_every_world() -> None:
    """Drawn by rejection, worlds with the dealer's unseen discard lie near the count of
    every world: 0.10 on average here, against 0.58 for worlds dealt blind to the evidence
    (300 worlds drawn from the exact weights themselves come to about 0.07). Reading the
    dealer's bids and plays only once the world was dealt, more draws ran out of tries
    and were drawn by weight from those tried: 0.17."""
    rules = PRESETS["north-american"]
    views = late_standard_views(rules, 90, replayed_discard=True)
    sampled = distances_from_every_world(views, "sample", 300, random.Random(3),
                                         count_up_to=0)
    blind = distances_from_every_world(views, "_draw", 300, random.Random(3))
    assert sum(sampled) / len(sampled) < 0.15
    assert sum(blind) / len(blind) > 0.25


def test_evidence_that_weighs_every_world_alike_costs_no_draws(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """A play that no hand would have made as the rule player does (a partner who plays by
    other rules) lowers every world's fit alike and says nothing of the cards: the sampler
    learns the best fit a world reaches and draws about as many worlds as without it
    (19% more here, against 2.3 times as many with chances drawn below 1)."""
    python = python_module("sampling")  # patched below: see python_module
    rules = PRESETS["north-american"]
    views = standard_views(rules, 20, lambda view: (
        view.phase is Phase.PLAY and len(view.tricks) == 2 and view.seat == 0))[:10]
    play_fit = python.Sampler._play_fit

    def draws(sampler_fit: Callable[..., float]) -> int:
        drawn = 0
        draw = python.Sampler._draw

        def counted(self: python.Sampler, rng: random.Random) -> World:
            nonlocal drawn
            drawn += 1
            return draw(self, rng)

        with monkeypatch.context() as patched:
            patched.setattr(python.Sampler, "_draw", counted)
            patched.setattr(python.Sampler, "_play_fit", sampler_fit)
            rng = random.Random(2)
            for view in views:
                sampler = python.Sampler(view, count_up_to=0)  # as a view with more deals
                for _ in range(100):
                    sampler.sample(rng)
        return drawn

    def every_world_strayed(self: python.Sampler, world: World, floor: float = 0.0) -> float:
        unlikely = python.PLAY_UNLIKELY
        return unlikely * play_fit(self, world, floor / unlikely)

    assert draws(every_world_strayed) < 1.3 * draws(play_fit)


def test_when_no_draw_is_kept_the_world_is_drawn_by_its_weight(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """A rare world that fits the plays fully sets the bar; two common ones fit a hundred
    and fifty times worse, so rejection often keeps no draw in its tries. Those two should
    still come back as their fits say, two to one: keeping the best-weighted draw instead
    returns nearly always the better of them, as if the evidence were surer than it is."""
    python = python_module("sampling")  # patched below: see python_module
    rules = PRESETS["north-american"]
    view = standard_views(rules, 5, lambda view: (
        view.phase is Phase.PLAY and len(view.tricks) == 2 and view.seat == 0
        and python.Sampler(view).discarder is None))[0]
    rare, worse, better = {python.Sampler(view, count_up_to=0).sample(random.Random(seed))
                           for seed in range(3)}
    fits = {rare: 1.0, worse: 0.01, better: 0.02}
    monkeypatch.setattr(python.Sampler, "_draw", lambda self, rng: rng.choices(
        [rare, worse, better], [0.02, 0.49, 0.49])[0])
    monkeypatch.setattr(python.Sampler, "weight", lambda self, world, floor=0.0: 1.0)
    monkeypatch.setattr(python.Sampler, "_play_fit", lambda self, world, floor=0.0: fits[world])
    sampler, rng = python.Sampler(view, count_up_to=0), random.Random(3)  # rejection, as earlier
    kept = Counter(sampler.sample(rng) for _ in range(3000))
    assert kept[better] / (kept[better] + kept[worse]) == pytest.approx(2 / 3, abs=0.04)
    # The sampler counts its tries, and the samples that kept none of them.
    assert 0 < sampler.drawn_by_weight < 3000
    assert 3000 < sampler.draws <= 3000 * python.MAX_TRIES
    assert sampler.draws > sampler.drawn_by_weight * python.MAX_TRIES


def test_the_test_that_refuses_most_worlds_is_read_first(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Early in a hand one seat's bids often refuse most worlds (a maker whose hand few deals
    give it): the sampler learns to weigh that seat first, so a world refused there needs no
    other seat's fit. The worlds kept are the same ones, drawn in the same order, as with
    the seats weighed in the bidding's order (where rejection always kept one in its tries:
    else the draw by weight reads how far each refused world was weighed); fewer fits are
    looked up."""
    python = python_module("sampling")  # patched below: see python_module
    rules = PRESETS["north-american"]
    views = [view for view in standard_views(rules, 30, lambda view: (
        view.phase is Phase.PLAY and not view.tricks and view.seat == 0
        and view.maker is not None and view.maker % 2 == 1))
        if python.Sampler(view).discarder is None and not python.Sampler(view).counting]
    looked_up = 0
    ran_out: set[int] = set()
    fit_of, resample = python.Sampler._bid_fit_of, python.Sampler._resample

    def counted(self: python.Sampler, seat: int, hand: Sequence[Card], holding: int) -> float:
        nonlocal looked_up
        looked_up += 1
        return fit_of(self, seat, hand, holding)

    def noted(self: python.Sampler, *tried: object) -> World:
        ran_out.add(views.index(self.view))
        return resample(self, *tried)  # type: ignore[arg-type]

    monkeypatch.setattr(python.Sampler, "_bid_fit_of", counted)
    monkeypatch.setattr(python.Sampler, "_resample", noted)

    def worlds(reorders: bool) -> tuple[list[list[World]], int, list[int]]:
        nonlocal looked_up
        looked_up = 0
        with monkeypatch.context() as patched:
            if not reorders:
                patched.setattr(python._Order, "refused_at", lambda self, test: None)
            samplers = [python.Sampler(view) for view in views]
            drawn = [[sampler.sample(random.Random(index)) for _ in range(150)]
                     for index, sampler in enumerate(samplers)]
        return drawn, looked_up, [sampler._bid_order.tests[0] for sampler in samplers]

    in_bidding_order, fixed_lookups, _ = worlds(reorders=False)
    reordered, lookups, first = worlds(reorders=True)
    kept = [index for index in range(len(views)) if index not in ran_out]
    assert len(kept) >= 4
    assert [reordered[index] for index in kept] == [in_bidding_order[index] for index in kept]
    assert lookups < 0.9 * fixed_lookups
    makers_first = sum(seat == view.maker for seat, view in zip(first, views, strict=True))
    assert makers_first > len(views) / 2


@pytest.mark.parametrize("preset_id", ["north-american", "six-player", "six-player-double"])
def test_a_hand_is_keyed_alike_in_any_order_and_apart_from_every_other(preset_id: str) -> None:
    """``held`` keys the cards of a hand with the bits the pack needs: two hands of one
    pack share a key exactly when they hold the same cards (a double pack's twins as two)."""
    rules = PRESETS[preset_id]
    bits = sampling._HELD_TWICE if rules.identical_cards_possible else sampling._HELD_ONCE
    deck = deck_cards(rules)
    rng = random.Random(7)
    keys: dict[int, Counter[Card]] = {}
    for _ in range(3000):
        hand = rng.sample(deck, rng.randint(1, 6))
        key = sampling.held(hand, bits)
        assert sampling.held(list(reversed(hand)), bits) == key
        assert keys.setdefault(key, Counter(hand)) == Counter(hand)
    if rules.identical_cards_possible:
        assert any(count == 2 for hand in keys.values() for count in hand.values())
