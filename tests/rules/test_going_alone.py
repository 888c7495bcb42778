"""Going alone: who is asked, who sits out, who leads, and the card exchanges (railroading,
asking a partner)."""

from __future__ import annotations

import pytest

from euchre_desktop.rules import PRESETS, GameState, HouseRules, IllegalActionError, Phase
from euchre_desktop.rules import events as ev
from euchre_desktop.rules.house_rules import DefendersAlone, LeadAgainstLoner, MakersAlone
from tests.rules.builders import act, card, cards, legal_texts, of_type, play_out, setup_state

NORTH_AMERICAN = PRESETS["north-american"]
BRITISH = PRESETS["british"]
ANY_HANDS = [""] * 4


def asked_about_going_alone(rules: HouseRules, bids: str, answers: str) -> list[int | None]:
    """The seats asked, in order, when they give these answers (dealer 0, up-card 9H)."""
    state = setup_state(rules, dealer=0, hands=[""] * rules.players, up="9H")
    state, _ = act(state, bids)
    asked: list[int | None] = []
    for answer in answers.split():
        assert state.phase is Phase.GOING_ALONE
        asked.append(state.turn)
        state, _ = act(state, answer)
    assert state.phase is not Phase.GOING_ALONE
    return asked


def test_maker_only_the_makers_partner_is_not_asked() -> None:
    assert asked_about_going_alone(NORTH_AMERICAN, "order-up", "decline") == [1]


def test_either_maker_the_makers_partner_is_asked_after_the_maker() -> None:
    rules = NORTH_AMERICAN.with_changes(makers_alone=MakersAlone.EITHER_MAKER)
    assert asked_about_going_alone(rules, "order-up", "decline decline") == [1, 3]


def test_either_maker_the_makers_partner_may_go_alone_and_the_maker_sits_out() -> None:
    rules = NORTH_AMERICAN.with_changes(makers_alone=MakersAlone.EITHER_MAKER)
    state = setup_state(rules, dealer=0, hands=ANY_HANDS, up="9H")
    state, events = act(state, "order-up decline alone")
    assert state.alone == (3,) and of_type(events, ev.SatOut) == [ev.SatOut(1)]


def test_defenders_never_go_alone_even_against_a_lone_maker() -> None:
    assert asked_about_going_alone(NORTH_AMERICAN, "order-up", "alone") == [1]


def test_defenders_against_lone_maker_not_asked_when_the_maker_plays_with_partner() -> None:
    rules = PRESETS["classic-32"]
    assert rules.defenders_alone is DefendersAlone.AGAINST_LONE_MAKER
    assert asked_about_going_alone(rules, "order-up", "decline") == [1]


def test_defenders_against_lone_maker_asked_clockwise_from_the_makers_left() -> None:
    rules = PRESETS["classic-32"]
    assert asked_about_going_alone(rules, "order-up", "alone decline decline") == [1, 2, 0]


def test_defenders_any_time_asked_even_when_no_maker_goes_alone() -> None:
    rules = NORTH_AMERICAN.with_changes(defenders_alone=DefendersAlone.ANY_TIME)
    assert asked_about_going_alone(rules, "order-up", "decline decline decline") == [1, 2, 0]


PASSED_MAY_NOT = BRITISH.with_changes(passed_players_may_not_go_alone=True)


def test_a_player_who_passed_in_the_round_trump_was_made_may_not_go_alone() -> None:
    # seats 1 and 2 pass, seat 3 orders up; the dealer (0) had not yet bid
    assert asked_about_going_alone(PASSED_MAY_NOT, "pass pass order-up",
                                   "decline decline") == [3, 0]


def test_passed_players_may_go_alone_when_the_option_is_off() -> None:
    assert asked_about_going_alone(BRITISH, "pass pass order-up",
                                   "decline decline decline decline") == [3, 1, 0, 2]


def test_a_pass_in_round_one_does_not_bar_going_alone_after_round_two() -> None:
    # everyone passed round one; in round two seat 1 names at once
    assert asked_about_going_alone(PASSED_MAY_NOT, "pass pass pass pass name:S",
                                   "decline decline decline decline") == [1, 3, 2, 0]


def test_at_most_one_loner_per_side_the_makers_partner_is_not_asked_after_a_loner() -> None:
    assert asked_about_going_alone(BRITISH, "order-up", "alone decline decline") == [1, 2, 0]


def test_at_most_one_loner_per_side_a_second_defender_is_not_asked() -> None:
    assert asked_about_going_alone(BRITISH, "order-up", "decline decline alone") == [1, 3, 2]


def test_a_lone_players_partner_sits_out_and_each_active_player_plays_five_cards() -> None:
    state = setup_state(NORTH_AMERICAN, dealer=0, hands=ANY_HANDS, up="9H")
    state, events = act(state, "order-up alone")
    assert of_type(events, ev.SatOut) == [ev.SatOut(3)] and state.sitting_out == {3}
    state, _ = act(state, f"discard:{state.hands[0][0]}")
    state, events = play_out(state)
    played = [event.seat for event in of_type(events, ev.CardPlayed)]
    assert sorted(played) == sorted([0, 1, 2] * 5)
    assert all(len(won.cards) == 3 for won in of_type(events, ev.TrickWon))


def test_a_lone_maker_against_a_lone_defender_the_defender_leads() -> None:
    state = setup_state(BRITISH, dealer=0, hands=ANY_HANDS, up="9H")
    state, _ = act(state, "order-up alone decline alone")  # seat 1 alone, then seat 0 alone
    assert state.alone == (1, 0) and state.sitting_out == {2, 3}
    state, _ = act(state, f"discard:{state.hands[0][0]}")
    assert state.phase is Phase.PLAY and state.turn == 0


@pytest.mark.parametrize(("lead", "leader"), [
    (LeadAgainstLoner.LONERS_LEFT, 2),
    (LeadAgainstLoner.DEALERS_LEFT, 1),
    (LeadAgainstLoner.LONERS_RIGHT, 0),
])
def test_opening_lead_against_one_loner(lead: LeadAgainstLoner, leader: int) -> None:
    rules = NORTH_AMERICAN.with_changes(lead_against_loner=lead)
    state = setup_state(rules, dealer=0, hands=ANY_HANDS, up="9H")
    state, _ = act(state, "order-up alone")  # seat 1 alone; seat 3 sits out
    state, _ = act(state, f"discard:{state.hands[0][0]}")
    assert state.phase is Phase.PLAY and state.turn == leader


def test_opening_lead_from_the_dealers_left_skips_a_seat_that_sits_out() -> None:
    rules = NORTH_AMERICAN.with_changes(lead_against_loner=LeadAgainstLoner.DEALERS_LEFT)
    state = setup_state(rules, dealer=0, hands=ANY_HANDS, up="9H")
    state, _ = act(state, "pass pass order-up alone")  # seat 3 alone; seat 1 sits out
    state, _ = act(state, f"discard:{state.hands[0][0]}")
    assert state.turn == 2


def test_opening_lead_with_no_loner_is_the_dealers_left() -> None:
    state = setup_state(NORTH_AMERICAN, dealer=2, hands=ANY_HANDS, up="9H")
    state, _ = act(state, "order-up decline")
    state, _ = act(state, f"discard:{state.hands[2][0]}")
    assert state.turn == 3


RAILROAD = NORTH_AMERICAN.with_changes(railroading=True)
RAIL_HANDS = ["9C 10C JC QC KC", "AH KH QH 10H 9D", "AC 10D JD QD KD", "AD JH 9S 10S JS"]


def railroad_offer(card_text: str = "JH") -> tuple[GameState, list[ev.Event]]:
    """Seat 1 orders up hearts and goes alone; the dealer discards; seat 3 offers a card."""
    state = setup_state(RAILROAD, dealer=0, up="9H", hands=RAIL_HANDS)
    state, _ = act(state, "order-up alone discard:9C")
    assert state.phase is Phase.PARTNER_GIVES and state.turn == 3
    return act(state, f"give:{card_text}")


def test_railroading_the_loners_partner_offers_any_card_or_none() -> None:
    state = setup_state(RAILROAD, dealer=0, up="9H", hands=RAIL_HANDS)
    state, _ = act(state, "order-up alone discard:9C")
    assert legal_texts(state) == [f"give:{c}" for c in cards(RAIL_HANDS[3])] + ["decline"]


def test_railroading_the_loner_decides_before_seeing_the_offered_card() -> None:
    state, events = railroad_offer()
    assert of_type(events, ev.CardPassed) == [ev.CardPassed(3, 1, card("JH"), True)]
    assert state.phase is Phase.LONER_DISCARDS and state.turn == 1
    view = state.view(1)
    assert card("JH") not in view.hand and len(view.hand) == 5
    assert legal_texts(state) == [f"discard:{c}" for c in cards(RAIL_HANDS[1])] + ["refuse"]


def test_railroading_the_loner_takes_the_card_discarding_one_of_their_own() -> None:
    state, _ = railroad_offer()
    state, events = act(state, "discard:9D")
    assert of_type(events, ev.OfferTaken) == [ev.OfferTaken(1, 3, card("JH"))]
    assert sorted(state.hands[1]) == sorted(cards("AH KH QH 10H JH"))
    assert state.discards[1] == (card("9D"),) and state.phase is Phase.PLAY


def test_railroading_the_loner_refuses_and_the_offered_card_goes_to_the_discards() -> None:
    state, events = railroad_offer()
    state, events = act(state, "refuse")
    assert of_type(events, ev.CardRefused) == [ev.CardRefused(1, 3, card("JH"))]
    assert state.hands[1] == cards(RAIL_HANDS[1])
    assert state.discards[1] == (card("JH"),) and state.phase is Phase.PLAY


def test_railroading_for_a_lone_defender_too() -> None:
    rules = RAILROAD.with_changes(defenders_alone=DefendersAlone.ANY_TIME)
    state = setup_state(rules, dealer=0, up="9H", hands=RAIL_HANDS)
    state, _ = act(state, "order-up decline alone")  # seat 2 defends alone; dealer sits out
    assert state.phase is Phase.PARTNER_GIVES and state.turn == 0


SIX = PRESETS["six-player"]


def six_player_loner() -> tuple[GameState, list[ev.Event]]:
    """Seat 1 orders up hearts and goes alone; defenders decline; the dealer discards."""
    state = setup_state(SIX, dealer=0, up="9H", hands=[""] * 6)
    state, _ = act(state, "order-up alone decline decline decline")
    return act(state, f"discard:{state.hands[0][0]}")


def test_six_player_lone_partners_both_sit_out() -> None:
    state, _ = six_player_loner()
    assert state.sitting_out == {3, 5}


def test_six_player_loner_may_ask_either_partner_by_name() -> None:
    state, _ = six_player_loner()
    assert state.phase is Phase.LONER_ASKS and state.turn == 1
    assert legal_texts(state) == ["ask:3", "ask:5", "decline"]


def test_six_player_loner_may_not_ask_an_opponent() -> None:
    state, _ = six_player_loner()
    with pytest.raises(IllegalActionError) as error:
        act(state, "ask:2")
    assert error.value.rule == "ask-own-partner"


def test_six_player_asked_partner_must_give_a_card() -> None:
    state, _ = six_player_loner()
    state, events = act(state, "ask:5")
    assert of_type(events, ev.CardAskedFor) == [ev.CardAskedFor(1, 5)]
    assert state.phase is Phase.PARTNER_GIVES and state.turn == 5
    assert legal_texts(state) == [f"give:{c}" for c in state.hands[5]]


def test_six_player_loner_gets_the_card_and_discards_one_of_six() -> None:
    state, _ = six_player_loner()
    state, _ = act(state, "ask:5")
    given = state.hands[5][0]
    state, _ = act(state, f"give:{given}")
    assert state.phase is Phase.LONER_DISCARDS and state.turn == 1
    assert len(state.hands[1]) == 6 and given in state.view(1).hand
    discarded = state.hands[1][0]
    state, _ = act(state, f"discard:{discarded}")
    assert len(state.hands[1]) == 5 and state.discards[1] == (discarded,)
    assert state.phase is Phase.PLAY


def test_six_player_lone_defender_may_ask_too_after_the_lone_maker() -> None:
    state = setup_state(SIX, dealer=0, up="9H", hands=[""] * 6)
    # seat 1 makes alone; seat 2 defends alone, so its partner the dealer sits out
    state, _ = act(state, "order-up alone alone")
    assert state.turn == 1 and legal_texts(state) == ["ask:3", "ask:5", "decline"]
    state, _ = act(state, "decline")
    assert state.phase is Phase.LONER_ASKS and state.turn == 2
    assert legal_texts(state) == ["ask:4", "ask:0", "decline"]


def test_almonte_four_hand_loner_asks_the_single_partner() -> None:
    rules = PRESETS["almonte-four"]
    state = setup_state(rules, dealer=0, up="KH", hands=ANY_HANDS)
    state, _ = act(state, "order-up alone decline decline")
    state, _ = act(state, f"discard:{state.hands[0][0]}")
    assert state.phase is Phase.LONER_ASKS and state.turn == 1
    assert legal_texts(state) == ["ask:3", "decline"]


def test_railroading_the_loner_never_sees_a_refused_card() -> None:
    state, _ = railroad_offer()
    state, _ = act(state, "refuse")
    assert card("JH") not in state.view(1).discards
    assert state.view(3).cards_given == ((1, card("JH")),)  # the partner knows what it gave


def test_six_player_forced_loner_may_ask_either_partner_sitting_out() -> None:
    state = setup_state(SIX, dealer=0, up="9H", hands=[""] * 6)
    state, _ = act(state, "pass order-up decline decline decline")  # seat 2 must go alone
    assert state.sitting_out == {0, 4} and not state.up_card_taken
    assert state.phase is Phase.LONER_ASKS and legal_texts(state) == ["ask:4", "ask:0", "decline"]
