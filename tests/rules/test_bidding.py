"""Making trump: the two rounds, stick the dealer, the dealer's partner, turned-up jokers and
the farmer's hand."""

from __future__ import annotations

import pytest

from euchre_desktop.rules import PRESETS, GameState, HouseRules, IllegalActionError, Phase, Suit
from euchre_desktop.rules import events as ev
from euchre_desktop.rules.house_rules import (
    DealersPartnerOrders,
    DefendersAlone,
    JokerTurnedUp,
    MakersAlone,
)
from tests.rules.builders import act, card, legal_texts, of_type, setup_state

NORTH_AMERICAN = PRESETS["north-american"]
ANY_HANDS = [""] * 4


def test_round_one_goes_from_the_dealers_left_with_the_dealer_last() -> None:
    state = setup_state(NORTH_AMERICAN, dealer=2, hands=ANY_HANDS, up="9H")
    turns = []
    for _ in range(4):
        assert state.phase is Phase.BIDDING_ROUND_1
        turns.append(state.turn)
        state, _ = act(state, "pass")
    assert turns == [3, 0, 1, 2]


def test_round_two_starts_again_at_the_dealers_left_once_the_dealer_turns_it_down() -> None:
    state = setup_state(NORTH_AMERICAN, dealer=2, hands=ANY_HANDS, up="9H")
    state, events = act(state, "pass pass pass pass")
    assert of_type(events, ev.UpCardTurnedDown) == [ev.UpCardTurnedDown(card("9H"))]
    assert state.phase is Phase.BIDDING_ROUND_2 and state.turn == 3


def test_ordering_up_makes_the_up_cards_suit_trump_and_ends_the_bidding() -> None:
    state = setup_state(NORTH_AMERICAN, dealer=0, hands=ANY_HANDS, up="9H")
    state, events = act(state, "pass order-up")
    assert of_type(events, ev.TrumpMade) == [ev.TrumpMade(2, Suit.HEARTS, 1)]
    assert state.phase is Phase.GOING_ALONE and state.maker == 2


def test_round_two_bars_the_turned_down_suit() -> None:
    state = setup_state(NORTH_AMERICAN, dealer=0, hands=ANY_HANDS, up="9H")
    state, _ = act(state, "pass pass pass pass")
    assert legal_texts(state) == ["pass", "name:C", "name:D", "name:S"]


def test_naming_the_turned_down_suit_is_refused_naming_it() -> None:
    state = setup_state(NORTH_AMERICAN, dealer=0, hands=ANY_HANDS, up="9H")
    state, _ = act(state, "pass pass pass pass")
    with pytest.raises(IllegalActionError, match="Hearts were turned down") as error:
        act(state, "name:H")
    assert error.value.rule == "suit-turned-down" and error.value.suit is Suit.HEARTS


def test_all_pass_twice_throws_the_hand_in_and_the_deal_passes_left() -> None:
    state = setup_state(NORTH_AMERICAN, dealer=0, hands=ANY_HANDS, up="9H")
    state, events = act(state, ["pass"] * 8)
    assert of_type(events, ev.HandThrownIn) == [ev.HandThrownIn(0)]
    assert of_type(events, ev.CardsDealt)[0].dealer == 1
    assert state.dealer == 1 and state.scores == (0, 0)
    assert state.phase is Phase.BIDDING_ROUND_1 and state.turn == 2


def test_stick_the_dealer_removes_the_dealers_last_pass() -> None:
    state = setup_state(PRESETS["north-american-stick"], dealer=0, hands=ANY_HANDS, up="9H")
    state, _ = act(state, ["pass"] * 7)
    assert state.turn == 0
    assert legal_texts(state) == ["name:C", "name:D", "name:S"]


def test_stick_the_dealer_refuses_the_dealers_pass_with_its_rule_id() -> None:
    state = setup_state(PRESETS["north-american-stick"], dealer=0, hands=ANY_HANDS, up="9H")
    state, _ = act(state, ["pass"] * 7)
    with pytest.raises(IllegalActionError, match="Stick the dealer") as error:
        act(state, "pass")
    assert error.value.rule == "stick-the-dealer"


def test_stick_the_dealer_leaves_the_dealers_pass_in_round_one() -> None:
    state = setup_state(PRESETS["north-american-stick"], dealer=0, hands=ANY_HANDS, up="9H")
    state, _ = act(state, ["pass"] * 3)
    assert legal_texts(state) == ["pass", "order-up"]


MUST_HOLD = NORTH_AMERICAN.with_changes(dealer_must_hold_trump=True)


def test_dealer_must_hold_trump_to_take_up() -> None:
    state = setup_state(MUST_HOLD, dealer=0, up="9H", hands=[
        "9C 10C JC QC KC", "", "", ""])
    state, _ = act(state, "pass pass pass")
    assert legal_texts(state) == ["pass"]
    with pytest.raises(IllegalActionError, match="Dealer must hold trump") as error:
        act(state, "order-up")
    assert error.value.rule == "dealer-must-hold-trump"


def test_dealer_holding_trump_may_take_up() -> None:
    state = setup_state(MUST_HOLD, dealer=0, up="9H", hands=["10H 10C JC QC KC", "", "", ""])
    state, _ = act(state, "pass pass pass")
    assert legal_texts(state) == ["pass", "order-up"]


def test_dealer_must_hold_trump_the_left_bower_does_not_count() -> None:
    state = setup_state(MUST_HOLD, dealer=0, up="9H", hands=["JD 10C JC QC KC", "", "", ""])
    state, _ = act(state, "pass pass pass")
    assert legal_texts(state) == ["pass"]


def test_dealer_must_hold_trump_a_benny_counts() -> None:
    rules = PRESETS["british"].with_changes(dealer_must_hold_trump=True)
    state = setup_state(rules, dealer=0, up="9H", hands=["JK 10C JC QC KC", "", "", ""])
    state, _ = act(state, "pass pass pass")
    assert legal_texts(state) == ["pass", "order-up"]


def test_dealer_must_hold_trump_does_not_bind_the_other_players() -> None:
    state = setup_state(MUST_HOLD, dealer=0, up="9H", hands=["", "9C 10C JC QC KC", "", ""])
    assert legal_texts(state) == ["pass", "order-up"]


def test_usa_dealers_partner_who_orders_up_plays_with_the_partner() -> None:
    state = setup_state(NORTH_AMERICAN, dealer=0, hands=ANY_HANDS, up="9H")
    state, events = act(state, "pass order-up decline")
    assert of_type(events, ev.WentAlone) == [] and of_type(events, ev.SatOut) == []
    assert of_type(events, ev.DealerPickedUp) == [ev.DealerPickedUp(0, card("9H"))]
    assert state.phase is Phase.DEALER_DISCARD and state.turn == 0


@pytest.mark.parametrize("preset_id", ["canadian", "british"])
def test_dealers_partner_who_orders_up_must_go_alone_and_the_dealer_sits_out(
    preset_id: str,
) -> None:
    state = setup_state(PRESETS[preset_id], dealer=0, hands=ANY_HANDS, up="9H")
    state, events = act(state, "pass order-up")
    while state.phase is Phase.GOING_ALONE:  # British defenders may still be asked
        state, more = act(state, "decline")
        events += more
    assert of_type(events, ev.WentAlone) == [ev.WentAlone(2, forced=True)]
    assert of_type(events, ev.SatOut) == [ev.SatOut(0)]
    assert of_type(events, ev.DealerPickedUp) == [] and not state.up_card_taken
    assert state.phase is Phase.PLAY and state.sitting_out == frozenset({0})


def test_dealers_partner_must_go_alone_binds_round_one_only() -> None:
    state = setup_state(PRESETS["canadian"], dealer=0, hands=ANY_HANDS, up="9H")
    state, events = act(state, "pass pass pass pass pass name:S")
    assert state.alone == () and state.phase is Phase.GOING_ALONE and state.turn == 2


@pytest.mark.parametrize("partner", [2, 4])
def test_six_players_must_go_alone_binds_both_of_the_dealers_partners(partner: int) -> None:
    state = setup_state(PRESETS["six-player"], dealer=0, hands=[""] * 6, up="9H")
    state, events = act(state, ["pass"] * (partner - 1) + ["order-up"])
    assert of_type(events, ev.WentAlone) == [ev.WentAlone(partner, forced=True)]
    assert state.alone == (partner,)
    state, events = act(state, ["decline"] * 3)  # the three defenders may go alone too
    assert sorted(event.seat for event in of_type(events, ev.SatOut)) == sorted(
        {0, 2, 4} - {partner})


def test_a_forced_loner_overrides_the_going_alone_options() -> None:
    rules = NORTH_AMERICAN.with_changes(
        dealers_partner_orders=DealersPartnerOrders.MUST_GO_ALONE,
        makers_alone=MakersAlone.MAKER_ONLY,
        defenders_alone=DefendersAlone.NEVER,
        passed_players_may_not_go_alone=True,
    )
    state = setup_state(rules, dealer=0, hands=ANY_HANDS, up="9H")
    state, events = act(state, "pass order-up")
    assert of_type(events, ev.WentAlone) == [ev.WentAlone(2, forced=True)]
    assert state.phase is Phase.PLAY and state.alone == (2,)


BRITISH = PRESETS["british"]


def benny_up_state() -> GameState:
    return setup_state(BRITISH, dealer=0, up="JK", hands=[
        "9C 10C JC QC KC", "AC 9D 10D JD QD", "KD AD 9H 10H JH", "QH KH AH 9S 10S"])


def test_benny_turned_up_the_dealer_names_trump_without_bidding() -> None:
    state = benny_up_state()
    assert state.phase is Phase.DEALER_NAMES_SUIT and state.turn == 0
    assert legal_texts(state) == ["name:C", "name:D", "name:H", "name:S"]


def test_benny_turned_up_the_dealer_names_before_looking_at_the_hand() -> None:
    state = benny_up_state()
    assert state.view(0).hand == ()
    assert state.view(0).legal_actions == state.legal_actions()
    assert len(state.view(1).hand) == 5


def test_benny_turned_up_the_dealers_team_make_trump() -> None:
    before = benny_up_state()
    state, events = act(before, "name:S")
    assert of_type(events, ev.TrumpNamedBlind) == [
        ev.TrumpNamedBlind(0, Suit.SPADES, before.hands[0])]
    assert of_type(events, ev.TrumpMade) == [ev.TrumpMade(0, Suit.SPADES, 0)]
    assert state.maker == 0 and state.trump is Suit.SPADES


def test_benny_turned_up_the_dealer_takes_the_benny_and_discards_one() -> None:
    state, events = act(benny_up_state(), "name:S decline decline decline decline")
    assert of_type(events, ev.DealerPickedUp) == [ev.DealerPickedUp(0, card("JK"))]
    assert state.phase is Phase.DEALER_DISCARD and len(state.hands[0]) == 6
    assert state.view(0).hand[-1] == card("JK")
    state, _ = act(state, "discard:9C")
    assert state.phase is Phase.PLAY and card("JK") in state.hands[0]


ALMONTE_SIX = PRESETS["almonte-six"]


def joker_up_state(rules: HouseRules = ALMONTE_SIX) -> GameState:
    return setup_state(rules, dealer=0, up="4S", hands=[""] * rules.players)


def test_almonte_joker_turned_up_the_dealer_names_a_suit_blind() -> None:
    state = joker_up_state()
    assert state.phase is Phase.DEALER_NAMES_SUIT and state.turn == 0
    assert state.view(0).hand == ()


def test_almonte_joker_turned_up_round_one_bids_on_the_named_suit() -> None:
    state, events = act(joker_up_state(), "name:H")
    assert of_type(events, ev.TrumpMade) == []
    assert state.phase is Phase.BIDDING_ROUND_1 and state.turn == 1
    state, events = act(state, "pass order-up")
    assert of_type(events, ev.TrumpMade) == [ev.TrumpMade(2, Suit.HEARTS, 1)]


def test_almonte_joker_turned_up_the_dealer_may_pass() -> None:
    state, _ = act(joker_up_state(), ["name:H"] + ["pass"] * 5)
    assert state.turn == 0 and legal_texts(state) == ["pass", "order-up"]


def test_almonte_joker_turned_up_round_two_bars_the_named_suit() -> None:
    state, _ = act(joker_up_state(), ["name:H"] + ["pass"] * 6)
    assert state.phase is Phase.BIDDING_ROUND_2
    assert legal_texts(state) == ["pass", "name:C", "name:D", "name:S"]


def test_almonte_must_take_variation_the_dealer_cannot_pass() -> None:
    rules = ALMONTE_SIX.with_changes(joker_turned_up=JokerTurnedUp.DEALER_NAMES_MUST_TAKE)
    state, _ = act(joker_up_state(rules), ["name:H"] + ["pass"] * 5)
    assert legal_texts(state) == ["order-up"]
    with pytest.raises(IllegalActionError) as error:
        act(state, "pass")
    assert error.value.rule == "dealer-must-take-joker"


def test_almonte_must_take_variation_makes_even_without_trump() -> None:
    rules = ALMONTE_SIX.with_changes(joker_turned_up=JokerTurnedUp.DEALER_NAMES_MUST_TAKE,
                                     dealer_must_hold_trump=True)
    state = setup_state(rules, dealer=0, up="4S", hands=["9C 10C JC QC KC"] + [""] * 5)
    state, events = act(state, ["name:H"] + ["pass"] * 5 + ["order-up"])
    assert of_type(events, ev.TrumpMade) == [ev.TrumpMade(0, Suit.HEARTS, 1)]


FARMERS = NORTH_AMERICAN.with_changes(farmers_hand=True)
FARMER_HANDS = ["JC QC KC AC JD", "QD KD AD JS QS", "9C 10C 9D 10D 9S", "KS AS JH QH KH"]
NO_FARMER_HANDS = ["JC QC KC AC JD", "9C 10C 9D 10D QD", "9S KD AD JS QS", "KS AS JH QH KH"]


def test_every_seat_is_asked_in_turn_and_only_a_farmers_hand_may_be_shown() -> None:
    state = setup_state(FARMERS, dealer=0, up="9H", hands=FARMER_HANDS)
    asked = []
    while state.phase is Phase.FARMERS_HAND:
        asked.append((state.turn, legal_texts(state)))
        state, events = act(state, "decline")
        assert events == []
    assert asked == [(1, ["decline"]), (2, ["redeal", "decline"]), (3, ["decline"]),
                     (0, ["decline"])]
    assert state.phase is Phase.BIDDING_ROUND_1 and state.turn == 1


def test_who_is_asked_about_a_farmers_hand_shows_nothing() -> None:
    """The same seats are asked in the same order whoever holds one, or if nobody does."""
    def asked(hands: list[str]) -> list[int | None]:
        state = setup_state(FARMERS, dealer=0, up="9H", hands=hands)
        turns = []
        while state.phase is Phase.FARMERS_HAND:
            turns.append(state.turn)
            state, _ = act(state, "decline")
        return turns

    assert asked(FARMER_HANDS) == asked(NO_FARMER_HANDS) == [1, 2, 3, 0]


def test_farmers_hand_claimed_the_same_dealer_deals_again() -> None:
    state = setup_state(FARMERS, dealer=0, up="9H", hands=FARMER_HANDS)
    state, events = act(state, "decline redeal")
    assert of_type(events, ev.FarmersHandClaimed) == [ev.FarmersHandClaimed(2)]
    assert [dealt.dealer for dealt in of_type(events, ev.CardsDealt)] == [0]
    assert state.dealer == 0 and state.hands != setup_state(
        FARMERS, dealer=0, up="9H", hands=FARMER_HANDS).hands
    assert state.phase is Phase.FARMERS_HAND and state.turn == 1


def test_a_seat_without_a_farmers_hand_cannot_claim_one() -> None:
    state = setup_state(FARMERS, dealer=0, up="9H", hands=NO_FARMER_HANDS)
    with pytest.raises(IllegalActionError, match="nines and tens") as error:
        act(state, "redeal")
    assert error.value.rule == "no-farmers-hand"


def test_farmers_hand_not_offered_when_the_option_is_off() -> None:
    state = setup_state(NORTH_AMERICAN, dealer=0, up="9H", hands=FARMER_HANDS)
    assert state.phase is Phase.BIDDING_ROUND_1


def test_the_dealer_who_takes_up_may_discard_any_one_of_six() -> None:
    state = setup_state(NORTH_AMERICAN, dealer=0, up="9H", hands=["9C 10C JC QC KC", "", "", ""])
    state, _ = act(state, "order-up decline")
    assert legal_texts(state) == [f"discard:{c}" for c in "9C 10C JC QC KC 9H".split()]
