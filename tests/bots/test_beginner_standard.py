"""The rule bots: always legal and explained under every house rule, and a club player's
habits in a few constructed positions."""

from __future__ import annotations

import gc
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from euchre_desktop.bots import heuristics as h
from euchre_desktop.bots import standard as standard_module
from euchre_desktop.bots.base import Bot, ReasonCode
from euchre_desktop.bots.beginner import BeginnerBot
from euchre_desktop.bots.reasons import describe
from euchre_desktop.bots.standard import (
    StandardBot,
    discard_choice,
    round_one_margin,
    round_two_margin,
)
from euchre_desktop.rules import (
    PRESETS,
    Card,
    Deal,
    Discard,
    GameState,
    HouseRules,
    Phase,
    Play,
    PlayerView,
    Suit,
    new_match,
)
from euchre_desktop.rules.actions import (
    DECLINE,
    GO_ALONE,
    ORDER_UP,
    PASS,
    PLAY,
    REFUSE_CARD,
    Action,
    NameTrump,
)
from euchre_desktop.rules.cards import effective_suit
from euchre_desktop.rules.deal import deck_cards
from euchre_desktop.rules.house_rules import DealersPartnerOrders
from tests.rules.builders import act, cards, setup_state
from tests.rules.strategies import house_rules as varied_rules
from tests.rules.test_seen_by import farmers_hand_joker

BOTS: tuple[Bot, ...] = (BeginnerBot(), StandardBot())


def check_decisions(state: GameState, rng: random.Random) -> None:
    """Both bots choose a legal action with at least one reason for the seat to act."""
    assert state.turn is not None
    view = state.view(state.turn)
    for bot in BOTS:
        decision = bot.choose(view, random.Random(rng.random()))
        assert decision.action in view.legal_actions, (bot.level, state.phase, decision)
        assert decision.reasons, (bot.level, state.phase, decision)


@given(rules=varied_rules(), seed=st.integers(0, 2**32), chooser=st.integers(0, 2**32))
@settings(max_examples=60, deadline=None)
def test_decisions_are_legal_and_explained(rules: HouseRules, seed: int, chooser: int) -> None:
    """Random play mixed with bot play (so loners, exchanges and blind names all come up):
    at every step both bots are asked and must answer legally."""
    state, _ = new_match(rules, seed)
    rng = random.Random(chooser)
    for _ in range(120):
        if state.is_over:
            return
        check_decisions(state, rng)
        if rng.random() < 0.5:
            action = rng.choice(state.legal_actions())
        else:
            assert state.turn is not None
            bot = BOTS[rng.randrange(2)]
            action = bot.choose(state.view(state.turn), rng).action
        state, _ = state.apply(action)


@pytest.mark.parametrize("preset_id", sorted(PRESETS))
@pytest.mark.parametrize("bot", BOTS, ids=lambda bot: bot.level.value)
def test_bot_plays_whole_hands_of_every_preset(preset_id: str, bot: Bot) -> None:
    phases: set[Phase] = set()
    for seed in range(12):
        state, _ = new_match(PRESETS[preset_id], seed)
        hands = state.hands_completed
        rng = random.Random(seed)
        while state.hands_completed == hands:
            assert state.turn is not None
            view = state.view(state.turn)
            decision = bot.choose(view, rng)
            assert decision.action in view.legal_actions and decision.reasons
            phases.add(state.phase)
            state, _ = state.apply(decision.action)
    assert Phase.PLAY in phases


BID_PHASES = {Phase.BIDDING_ROUND_1, Phase.BIDDING_ROUND_2, Phase.GOING_ALONE,
              Phase.DEALER_DISCARD}
EXCHANGE_PHASES = {Phase.LONER_ASKS, Phase.PARTNER_GIVES, Phase.LONER_DISCARDS}
"""A loner's exchange of a card with a partner, where the rules have one."""


def check_bid_off_the_state(state: GameState, bot: StandardBot) -> Phase | None:
    """Where the Standard bot answers off the state (the search's path) it must answer as
    it does from the seat's view; the phase it answered in, if it did."""
    assert state.turn is not None
    bid = bot.bid(state)
    if bid is None:
        assert (state.phase not in BID_PHASES | EXCHANGE_PHASES
                or REFUSE_CARD in state.legal_actions())
        return None
    assert bid == bot.choose(state.view(state.turn), random.Random(0)).action, state
    return state.phase


@given(rules=varied_rules(), seed=st.integers(0, 2**32), chooser=st.integers(0, 2**32))
@settings(max_examples=60, deadline=None)
def test_a_bid_read_off_the_state_is_the_bid_of_the_view(rules: HouseRules, seed: int,
                                                         chooser: int) -> None:
    """Under any house rules, mixing random and rule play so that every bid comes up."""
    state, _ = new_match(rules, seed)
    rng = random.Random(chooser)
    bot = StandardBot()
    for _ in range(120):
        if state.is_over:
            return
        check_bid_off_the_state(state, bot)
        action = (rng.choice(state.legal_actions()) if rng.random() < 0.5 else
                  bot.choose(state.view(state.turn or 0), rng).action)
        state, _ = state.apply(action)


@pytest.mark.parametrize("preset_id", sorted(PRESETS))
def test_every_preset_bids_off_the_state_in_every_bidding_phase(preset_id: str) -> None:
    """Every bidding phase, and every step of a loner's exchange the rules have, is read
    off the state."""
    answered: set[Phase] = set()
    seen: set[Phase] = set()
    bot = StandardBot()
    for seed in range(40):
        state, _ = new_match(PRESETS[preset_id], seed)
        rng = random.Random(seed)
        while state.phase is not Phase.PLAY and not state.is_over:
            seen.add(state.phase)
            phase = check_bid_off_the_state(state, bot)
            if phase is not None:
                answered.add(phase)
            state, _ = state.apply(rng.choice(state.legal_actions()))
    assert BID_PHASES <= answered
    assert EXCHANGE_PHASES & seen <= answered


# --- constructed positions ------------------------------------------------------------------

NORTH_AMERICAN = PRESETS["north-american"]


def setup(hands: list[str], up_card: str, dealer: int = 3,
          rules: HouseRules = NORTH_AMERICAN) -> GameState:
    """A deal with these hands (cards written "JH AH ..."), the rest in the kitty."""
    parsed = tuple(tuple(Card.parse(text) for text in hand.split()) for hand in hands)
    up = Card.parse(up_card)
    kitty = list(deck_cards(rules))
    for card in [up, *(card for hand in parsed for card in hand)]:
        kitty.remove(card)
    state, _ = new_match(rules, 1, setup=Deal(dealer, parsed, up, tuple(kitty), ()))
    return state


def apply_all(state: GameState, *actions: object) -> GameState:
    for action in actions:
        state, _ = state.apply(action)  # type: ignore[arg-type]
    return state


def standard(state: GameState) -> tuple[object, set[ReasonCode]]:
    assert state.turn is not None
    decision = StandardBot().choose(state.view(state.turn), random.Random(0))
    return decision.action, {reason.code for reason in decision.reasons}


HANDS = ["JH JD AH KH AS", "9C 10D QS 9S KD", "AC KC QC 10C 9D", "QH 10H QD 10S JS"]


def test_a_strong_hand_orders_up() -> None:
    state = setup(HANDS, "9H")  # seat 0 speaks first: both bowers, A K of hearts, an ace
    action, reasons = standard(state)
    assert action == ORDER_UP
    assert ReasonCode.TRUMP_STRENGTH in reasons


def test_a_weak_hand_passes() -> None:
    state = apply_all(setup(HANDS, "9H"), PASS)  # seat 1: no trump, no ace
    action, reasons = standard(state)
    assert action == PASS
    assert ReasonCode.WEAK_HAND_PASS in reasons


def test_the_dealer_discards_to_make_a_void() -> None:
    hands = ["9C 10D QS 9S KD", "AC KC QC 10C 9D", "QH 10H QD 10S JS", "JH AH KH JC AS"]
    # everyone passes to the dealer, who takes up the 9 of hearts and plays with partner
    state = apply_all(setup(hands, "9H"), PASS, PASS, PASS, ORDER_UP, DECLINE)
    assert state.phase is Phase.DEALER_DISCARD
    action, reasons = standard(state)
    assert action == Discard(Card.parse("JC"))  # the lone club goes: hearts trump, clubs void
    assert ReasonCode.MAKE_A_VOID in reasons


def test_the_dealers_discards_kept_for_reuse_hold_nothing_the_collector_tracks() -> None:
    """A search asks the rule player's discard of tens of thousands of dealer's hands, and
    keeps thousands of answers: as numbers (card codes, the suit's value), which the cyclic
    collector stops tracking within two passes (one for the codes, one for the question),
    where cards and suits (objects it tracks) slowed each of its full passes by microseconds
    an answer kept."""
    standard_module._strongest_after_discard.cache_clear()
    hand = cards("JC 9C 10D QS 9S KD")
    assert discard_choice(hand, Suit.HEARTS, 4) in hand
    assert discard_choice(hand[::-1], Suit.SPADES, 4) in hand
    gc.collect()
    gc.collect()
    kept = gc.get_referents(standard_module._strongest_after_discard)
    answers = [entry for entry in kept if isinstance(entry, tuple)]
    assert len(answers) >= 4  # two questions and two answers
    assert not any(gc.is_tracked(entry) for entry in answers)


def play_to_first_trick(*plays: str) -> GameState:
    """Seat 0 orders the 9 of hearts up to dealer 3, who discards the 10 of spades; then the
    given cards are played to the first trick from seat 0."""
    hands = ["JH 9C 10D QD KS", "AC KC QC 10C 9D", "AH 10H 9S JC AD", "QH JD KD 10S QS"]
    state = apply_all(setup(hands, "9H"), ORDER_UP, DECLINE, Discard(Card.parse("10S")))
    return apply_all(state, *(PLAY[Card.parse(text)] for text in plays))


def test_play_low_when_partner_is_winning() -> None:
    state = play_to_first_trick("JH", "10C")  # partner's right bower: a sure winner
    action, reasons = standard(state)
    assert action == PLAY[Card.parse("10H")]  # the low heart, not the ace
    assert ReasonCode.PARTNER_WINNING in reasons


def test_never_trump_a_partners_sure_winner() -> None:
    state = play_to_first_trick("9C", "KC", "JC")  # seat 3 has no club; partner seat 1's king
    # wins and nobody is left to beat it
    view = state.view(3)
    action, reasons = standard(state)
    assert isinstance(action, Play)
    assert effective_suit(action.card, view.trump) is not view.trump
    assert ReasonCode.PARTNER_WINNING in reasons


def test_trump_in_when_an_opponent_is_winning() -> None:
    state = play_to_first_trick("9C", "10C", "JC")  # an opponent's jack wins; seat 3 has no club
    action, reasons = standard(state)
    assert action == PLAY[Card.parse("9H")]  # the lowest trump does it
    assert ReasonCode.TRUMP_IN in reasons


def test_the_maker_with_both_bowers_pulls_trump() -> None:
    hands = ["JH JD 10D QD KS", "AC KC QC 10C 9D", "AH 10H 9S JC AD", "QH 9C KD 10S QS"]
    state = apply_all(setup(hands, "9H"), ORDER_UP, DECLINE, Discard(Card.parse("10S")))
    action, reasons = standard(state)
    assert action == PLAY[Card.parse("JH")]
    assert ReasonCode.PULL_TRUMP in reasons


def test_heuristics_read_the_first_trick() -> None:
    state = play_to_first_trick("9C", "KC", "JC")
    view = state.view(3)
    turn = h.PlayTurn(view)
    unseen = turn.unseen(view.hand)
    assert h.partner_winning(view) and turn.partner_sure_winner(unseen)
    assert Card.parse("AC") in unseen
    assert not {Card.parse(text) for text in ("9C", "KC", "JC", "QH", "9H")} & set(unseen)
    after = apply_all(state, PLAY[Card.parse("QS")])
    assert h.known_voids(after.view(0)) == {3: {Suit.CLUBS}}
    assert h.next_suit(Suit.HEARTS) is Suit.DIAMONDS
    assert h.trump_count(view.hand, Suit.HEARTS) == 3  # QH, 9H and the left bower JD


def _bidding_views(rules: HouseRules, deals: int) -> list[PlayerView]:
    """Every bidding view met when Standard bots bid the first hand of ``deals`` deals."""
    bot = StandardBot()
    views: list[PlayerView] = []
    for seed in range(deals):
        state, _ = new_match(rules, seed)
        while state.phase in (Phase.BIDDING_ROUND_1, Phase.BIDDING_ROUND_2):
            assert state.turn is not None
            view = state.view(state.turn)
            views.append(view)
            state, _ = state.apply(bot.choose(view, random.Random(seed)).action)
    return views


@pytest.mark.parametrize("preset_id", ["north-american", "six-player", "british"])
def test_the_bidding_margins_are_the_bars_the_bot_bids_by(preset_id: str) -> None:
    """The sampler reads bids through these margins, so they must say exactly what the bot
    does: order up (or name a suit) when the margin is not below zero, else pass. (A dealer's
    partner who must go alone to order up bids by losers instead.)"""
    rules = PRESETS[preset_id]
    forced = rules.dealers_partner_orders is DealersPartnerOrders.MUST_GO_ALONE
    bot = StandardBot()
    views = _bidding_views(rules, 150)
    for view in views:
        action = bot.choose(view, random.Random(0)).action
        if view.phase is Phase.BIDDING_ROUND_1:
            assert view.bid_suit is not None
            if forced and view.seat != view.dealer and h.same_team(view.seat, view.dealer):
                continue
            margin = round_one_margin(view.hand, view.up_card, view.bid_suit, view.seat,
                                      view.dealer, rules, view.scores)
            assert (action == ORDER_UP) == (margin >= 0), (view.hand, view.up_card, margin)
        elif PASS in view.legal_actions:
            margins = [round_two_margin(view.hand, suit, view.bid_suit, view.seat, view.dealer,
                                        rules, view.scores)
                       for suit in Suit if suit is not view.bid_suit]
            assert (action == PASS) == (max(margins) < 0), (view.hand, margins)
    assert any(view.phase is Phase.BIDDING_ROUND_2 for view in views)


def _standard_bid_at_four_and_six(hand: str, up: str, round_two: bool = False,
                                  dealer_holds: bool = False) -> dict[str, Action]:
    """What the Standard bot bids holding ``hand`` with ``up`` turned (and turned down, in
    round two), at a four- and a six-hand table: first to speak after the dealer, or as the
    dealer once every other seat has passed."""
    bids = {}
    for preset_id in ("north-american", "six-player"):
        rules = PRESETS[preset_id]
        dealer = rules.players - 1
        seat = dealer if dealer_holds else 0
        hands = [""] * rules.players
        hands[seat] = hand
        state = setup_state(rules, dealer=dealer, up=up, hands=tuple(hands))
        passes = seat + (rules.players if round_two else 0)
        if passes:
            state, _ = act(state, " ".join(["pass"] * passes))
        phase = Phase.BIDDING_ROUND_2 if round_two else Phase.BIDDING_ROUND_1
        assert state.phase is phase and state.turn == seat
        bids[preset_id] = StandardBot().choose(state.view(seat), random.Random(0)).action
    return bids


def test_six_players_need_more_than_four_to_name_a_suit_in_round_two() -> None:
    """The right bower, the queen of spades and an off ace name spades at a four-hand table;
    with six, two more opponents hold what this hand lacks, and the Standard bot passes."""
    named = _standard_bid_at_four_and_six("JS QS AH KD 9C", up="9H", round_two=True)
    assert named == {"north-american": NameTrump(Suit.SPADES), "six-player": PASS}


def test_six_players_need_more_than_four_to_order_the_dealer_up() -> None:
    """The right bower, the queen and ten of spades and an off ace order the nine of spades
    up to a four-hand dealer on the other side; with six, the Standard bot passes."""
    ordered = _standard_bid_at_four_and_six("JS QS 10S AH KD", up="9S")
    assert ordered == {"north-american": ORDER_UP, "six-player": PASS}


def _six_player_lone_choice(bidding: str) -> tuple[Action, float]:
    """The Standard bot's choice, and its count of losers, when seat 0 of a six-hand table
    holds the Benny, the right bower and three small side cards (two losers once a partner's
    best card covers the worst), spades are ordered up by ``bidding`` and seat 0 is asked
    whether to go (or defend) alone."""
    state = setup_state(PRESETS["six-player"], dealer=5, up="9S",
                        hands=("JK JS 9H 9D 9C", *[""] * 5))
    state, _ = act(state, bidding)
    while state.phase is Phase.GOING_ALONE and state.turn != 0:
        state, _ = act(state, "decline")
    assert state.phase is Phase.GOING_ALONE and state.turn == 0
    decision = StandardBot().choose(state.view(0), random.Random(0))
    return decision.action, float(decision.reasons[0].params["losers"])


def test_a_six_player_maker_goes_alone_risking_two_tricks() -> None:
    assert _six_player_lone_choice("order-up") == (GO_ALONE, 2.0)


def test_a_six_player_defender_with_the_top_two_trumps_defends_alone_risking_two_tricks(
) -> None:
    assert _six_player_lone_choice("pass order-up") == (GO_ALONE, 2.0)


def test_six_players_need_more_than_four_for_the_dealer_to_take_up() -> None:
    """The right bower, the ten of spades and three nines take the nine of spades up for a
    four-hand dealer; a six-hand dealer passes."""
    taken = _standard_bid_at_four_and_six("JS 10S 9H 9D 9C", up="9S", dealer_holds=True)
    assert taken == {"north-american": ORDER_UP, "six-player": PASS}


def test_beginner_says_win_cheaply_only_of_the_lowest_winning_card() -> None:
    """The Beginner takes a trick with its highest winning card; it explains that as winning
    cheaply only when no lower card of its hand would have won."""
    bot = BeginnerBot()
    labelled = 0
    for seed in range(60):
        state, _ = new_match(PRESETS["north-american"], seed)
        rng = random.Random(seed)
        while not state.is_over and state.hands_completed == 0:
            assert state.turn is not None
            view = state.view(state.turn)
            decision = bot.choose(view, rng)
            if decision.reasons[0].code is ReasonCode.WIN_CHEAPLY:
                labelled += 1
                assert isinstance(decision.action, Play) and view.trump is not None
                winner = h.current_winner(view)
                assert winner is not None
                led = effective_suit(view.trick[0][1], view.trump)
                strengths = h.strength_table(view.trump, led)
                played = strengths[decision.action.card.code]
                assert not any(
                    winner[2] < strengths[action.card.code] < played
                    for action in view.legal_actions if isinstance(action, Play))
            state, _ = state.apply(decision.action)
    assert labelled > 0



def test_a_dealer_who_has_seen_the_hand_names_the_strongest_suit_for_a_joker() -> None:
    """With farmer's hand every seat looks first, so a dealer naming trump for a turned-up
    joker is not guessing: the rule bots name by their cards and say so."""
    state, _ = farmers_hand_joker()
    view = state.view(state.dealer)

    def named(bot: Bot) -> Suit:
        decision = bot.choose(view, random.Random(1))
        assert [reason.code for reason in decision.reasons] == [ReasonCode.TRUMP_STRENGTH]
        assert isinstance(decision.action, NameTrump)
        return decision.action.suit

    def margin(suit: Suit) -> float:
        return round_two_margin(view.hand, suit, None, view.seat, view.dealer, view.rules,
                                view.scores)

    assert margin(named(StandardBot())) == max(map(margin, Suit))
    trumps = [h.trump_count(view.hand, suit) for suit in Suit]
    assert h.trump_count(view.hand, named(BeginnerBot())) == max(trumps)
    assert ReasonCode.NAME_BLIND not in {
        reason.code for action in view.legal_actions for reason in describe(view, action)}


def test_the_strength_left_by_each_discard_is_that_hands_own() -> None:
    """``strengths_less_each`` gives, card by card, the very figure ``hand_strength`` gives
    the hand without that card (the dealer's discard compares them for equality)."""
    rng = random.Random(11)
    for preset_id in ("north-american", "british", "six-player", "australian-32"):
        rules = PRESETS[preset_id]
        deck = deck_cards(rules)
        for _ in range(500):
            hand = rng.sample(deck, 6)
            trump = rng.choice(list(Suit))
            assert h.strengths_less_each([card.code for card in hand], trump, rules.players) \
                == [h.hand_strength(hand[:place] + hand[place + 1:], trump, rules.players)
                    for place in range(len(hand))]
