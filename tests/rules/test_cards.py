"""Which card wins and which cards follow: bowers, the Benny, Almonte jokers, the double pack."""

from __future__ import annotations

from euchre_desktop.rules import PRESETS, Suit, effective_suit
from euchre_desktop.rules import events as ev
from euchre_desktop.rules.cards import trick_strength, trump_strength
from euchre_desktop.rules.deal import deck_cards
from euchre_desktop.rules.house_rules import DoublePackBennies
from tests.rules.builders import act, card, cards, legal_texts, of_type, setup_state, start_play

NORTH_AMERICAN = PRESETS["north-american"]
BRITISH = PRESETS["british"]
DOUBLE = PRESETS["six-player-double"]


def trick_winner(events: list[ev.Event]) -> int:
    (won,) = of_type(events, ev.TrickWon)
    return won.seat


def test_left_bower_follows_trump_not_its_printed_suit() -> None:
    state = setup_state(NORTH_AMERICAN, dealer=0, up="9H", hands=[
        "10H QH KH AH JH", "AD 9C 10C QC KC", "JD 10D AS KS QS", "AC JC 9S 10S JS"])
    state = start_play(state)  # seat 1 orders up: hearts are trump
    state, _ = act(state, "play:AD")
    assert legal_texts(state) == ["play:10D"]  # the jack of diamonds is a heart now


def test_left_bower_does_not_follow_its_printed_suit_when_showing_out() -> None:
    state = setup_state(NORTH_AMERICAN, dealer=0, up="9H", hands=[
        "10H QH KH AH JH", "AD 10D 10C QC KC", "JD 9C AS KS QS", "AC JC 9S 10S JS"])
    state, _ = act(start_play(state), "play:AD")
    assert sorted(legal_texts(state)) == sorted(f"play:{c}" for c in cards("JD 9C AS KS QS"))


def test_left_bower_led_makes_others_follow_trump() -> None:
    state = setup_state(NORTH_AMERICAN, dealer=0, up="AH", hands=[
        "10H QH KH JH 9D", "JD 9C 10C QC KC", "9H 10D AS KS QS", "AC JC 9S 10S JS"])
    state, _ = act(start_play(state), "play:JD")
    assert legal_texts(state) == ["play:9H"]


def test_right_bower_beats_left_bower_and_ace_of_trump() -> None:
    state = setup_state(NORTH_AMERICAN, dealer=0, up="9H", hands=[
        "10H QH KH 9D 10D", "AH 9C 10C QC KC", "JD AS KS QS 9S", "JH AC JC 10S JS"])
    state, events = act(start_play(state), "play:AH play:JD play:JH play:10H")
    assert trick_winner(events) == 3


def test_trump_ranks_right_left_then_ace_king_queen_ten_nine() -> None:
    trumps = [c for c in deck_cards(NORTH_AMERICAN) if trump_strength(c, Suit.HEARTS)]
    ranked = sorted(trumps, key=lambda c: trump_strength(c, Suit.HEARTS), reverse=True)
    assert ranked == list(cards("JH JD AH KH QH 10H 9H"))


def test_off_suit_ranks_ace_king_queen_jack_ten_nine() -> None:
    clubs = [c for c in deck_cards(NORTH_AMERICAN) if c.suit is Suit.CLUBS]
    ranked = sorted(clubs, key=lambda c: trick_strength(c, Suit.HEARTS, Suit.CLUBS), reverse=True)
    assert ranked == list(cards("AC KC QC JC 10C 9C"))


def test_left_bowers_printed_suit_lacks_its_jack() -> None:
    diamonds = [c for c in deck_cards(NORTH_AMERICAN)
                if effective_suit(c, Suit.HEARTS) is Suit.DIAMONDS]
    ranked = sorted(diamonds, key=lambda c: trick_strength(c, Suit.HEARTS, Suit.DIAMONDS),
                    reverse=True)
    assert ranked == list(cards("AD KD QD 10D 9D"))


def test_off_suit_card_never_wins_even_an_ace() -> None:
    state = setup_state(NORTH_AMERICAN, dealer=0, up="9H", hands=[
        "10H JH QH KH 9S", "9C 10C JC QC KC", "AS KS QS JS 10S", "AD KD QD 10D 9D"])
    state, events = act(start_play(state), "play:9C play:AS play:AD play:9S")
    assert trick_winner(events) == 1


def test_benny_outranks_the_right_bower() -> None:
    state = setup_state(BRITISH, dealer=0, up="9H", hands=[
        "10H QH KH AH JD", "JH 9C 10C QC KC", "JK AS KS QS 9S", "AC JC 10S JS 9D"])
    state, events = act(start_play(state), "play:JH play:JK play:AC play:10H")
    assert trick_winner(events) == 2


def test_benny_belongs_to_trump_for_following() -> None:
    state = setup_state(BRITISH, dealer=0, up="9H", hands=[
        "10H QH KH AH JD", "JH 9C 10C QC KC", "JK AS KS QS 9S", "AC JC 10S JS 9D"])
    state, _ = act(start_play(state), "play:JH")
    assert legal_texts(state) == ["play:JK"]


def test_benny_does_not_follow_a_plain_suit() -> None:
    state = setup_state(BRITISH, dealer=0, up="9H", hands=[
        "10H QH KH AH JD", "9C JH 10C QC KC", "JK AC KS QS 9S", "AS JC 10S JS 9D"])
    state, _ = act(start_play(state), "play:9C")
    assert legal_texts(state) == ["play:AC"]


def test_almonte_jokers_rank_four_three_two_of_spades_above_the_right_bower() -> None:
    rules = PRESETS["almonte-four"]
    trumps = [c for c in deck_cards(rules) if trump_strength(c, Suit.HEARTS)]
    ranked = sorted(trumps, key=lambda c: trump_strength(c, Suit.HEARTS), reverse=True)
    assert ranked == list(cards("4S 3S 2S JH JD AH KH QH 10H"))


def test_almonte_jokers_win_a_trick_over_the_right_bower() -> None:
    state = setup_state(PRESETS["almonte-four"], dealer=0, up="KH", hands=[
        "4S 10H QH KS AH", "JH JC QC KC AC", "2S JD QD KD AD", "3S 10S JS QS AS"])
    state, events = act(start_play(state), "play:JH play:2S play:3S play:4S")
    assert trick_winner(events) == 0


def test_almonte_jokers_are_trump_for_following() -> None:
    state = setup_state(PRESETS["almonte-four"], dealer=0, up="KH", hands=[
        "4S 10H QH KS AH", "JH JC QC KC AC", "2S JD QD KD AD", "3S 10S JS QS AS"])
    state, _ = act(start_play(state), "play:JH")
    assert legal_texts(state) == ["play:2S", "play:JD"]
    assert effective_suit(card("3S"), Suit.CLUBS) is Suit.CLUBS


def test_eight_is_the_lowest_trump_in_almonte_six_hand() -> None:
    rules = PRESETS["almonte-six"]
    trumps = [c for c in deck_cards(rules) if trump_strength(c, Suit.HEARTS)]
    lowest = min(trumps, key=lambda c: trump_strength(c, Suit.HEARTS))
    assert lowest == card("8H")
    assert trick_strength(card("8H"), Suit.HEARTS, Suit.CLUBS) > trick_strength(
        card("AC"), Suit.HEARTS, Suit.CLUBS)


def test_double_pack_second_of_two_identical_cards_wins() -> None:
    state = setup_state(DOUBLE, dealer=0, up="9H", hands=[
        "10C AD AD 9S 9S", "AC 10S 10S QS KS", "AC QS KS JS JS", "9C AS AS 10H 10H",
        "10C 9D 9D 10D 10D", "9C QD QD KD KD"])
    state, events = act(start_play(state),
                        "play:AC play:AC play:9C play:10C play:9C play:10C")
    assert trick_winner(events) == 2


def test_red_and_black_bennies_the_one_of_trumps_colour_wins() -> None:
    state = setup_state(DOUBLE, dealer=0, up="9H", hands=[
        "10C AD AD 9S 9S", "JKB 10S 10S QS KS", "JKR QS KS JS JS", "9C AS AS AC AC",
        "10C 9D 9D 10D 10D", "9C QD QD KD KD"])
    state, events = act(start_play(state),
                        "play:JKB play:JKR play:9C play:10C play:9C play:10C")
    assert trick_winner(events) == 2
    assert trump_strength(card("JKB"), Suit.SPADES) > trump_strength(card("JKR"), Suit.SPADES)


def test_red_and_black_bennies_order_of_play_does_not_matter() -> None:
    state = setup_state(DOUBLE, dealer=0, up="9H", hands=[
        "10C AD AD 9S 9S", "JKR 10S 10S QS KS", "JKB QS KS JS JS", "9C AS AS AC AC",
        "10C 9D 9D 10D 10D", "9C QD QD KD KD"])
    state, events = act(start_play(state),
                        "play:JKR play:JKB play:9C play:10C play:9C play:10C")
    assert trick_winner(events) == 1


def test_identical_bennies_the_second_played_wins() -> None:
    rules = DOUBLE.with_changes(double_pack_bennies=DoublePackBennies.IDENTICAL)
    state = setup_state(rules, dealer=0, up="9H", hands=[
        "10C AD AD 9S 9S", "JK 10S 10S QS KS", "JK QS KS JS JS", "9C AS AS AC AC",
        "10C 9D 9D 10D 10D", "9C QD QD KD KD"])
    state, events = act(start_play(state),
                        "play:JK play:JK play:9C play:10C play:9C play:10C")
    assert trick_winner(events) == 2


def test_the_trick_winner_leads_the_next_trick() -> None:
    state = setup_state(NORTH_AMERICAN, dealer=0, up="9H", hands=[
        "10H QH KH 9D 10D", "AH 9C 10C QC KC", "JD AS KS QS 9S", "JH AC JC 10S JS"])
    state, _ = act(start_play(state), "play:AH play:JD play:JH play:10H")
    assert state.turn == state.leader == 3 and state.trick == ()


def test_double_pack_two_identical_cards_in_hand_are_one_legal_play() -> None:
    state = setup_state(DOUBLE, dealer=0, up="9H", hands=[
        "10C AD AD 9S 9S", "AC 10S 10S QS KS", "AC QS KS JS JS", "9C AS AS 10H 10H",
        "10C 9D 9D 10D 10D", "9C QD QD KD KD"])
    assert legal_texts(start_play(state)) == ["play:AC", "play:10S", "play:QS", "play:KS"]
