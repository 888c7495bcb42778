"""Decks, the deal table, numbered deals pinned as golden values, packets and first dealer."""

from __future__ import annotations

from collections import Counter

import pytest

from euchre_desktop.rules import PRESETS, Card, Deal, HouseRules, Rank, new_match
from euchre_desktop.rules import events as ev
from euchre_desktop.rules.deal import deal_cards, deck_cards, shuffled_deck
from euchre_desktop.rules.house_rules import (
    DealPackets,
    Deck,
    DoublePackBennies,
    FirstDealer,
    JokerTurnedUp,
)
from tests.rules.builders import cards, of_type, setup_deal


def rules_for(deck: Deck, players: int) -> HouseRules:
    """Plain rules for a deck and table size, with the options that deck requires."""
    return HouseRules(
        deck=deck,
        players=players,
        joker_turned_up=JokerTurnedUp.DEALER_MAKES if deck.has_jokers else None,
        double_pack_bennies=DoublePackBennies.RED_AND_BLACK if deck is Deck.DOUBLE_50 else None,
    )


# deck, cards, players, kitty (each player is dealt 5 and one card is turned up)
DEAL_TABLE = [
    (Deck.STANDARD_24, 24, 4, 3),
    (Deck.BENNY_25, 25, 4, 4),
    (Deck.PIQUET_32, 32, 4, 11),
    (Deck.BENNY_33, 33, 4, 12),
    (Deck.BENNY_33, 33, 6, 2),
    (Deck.DOUBLE_50, 50, 6, 19),
    (Deck.ALMONTE_31, 31, 6, 0),
    (Deck.ALMONTE_21, 21, 4, 0),
]


@pytest.mark.parametrize(("deck", "size", "players", "kitty"), DEAL_TABLE)
def test_every_deck_has_its_size(deck: Deck, size: int, players: int, kitty: int) -> None:
    assert deck.card_count == size
    assert len(deck_cards(rules_for(deck, players))) == size


@pytest.mark.parametrize(("deck", "size", "players", "kitty"), DEAL_TABLE)
def test_deal_gives_five_each_one_up_card_and_the_rest_to_the_kitty(
    deck: Deck, size: int, players: int, kitty: int
) -> None:
    deal = deal_cards(rules_for(deck, players), dealer=0, deal_number=12345)
    assert [len(hand) for hand in deal.hands] == [5] * players
    assert len(deal.kitty) == kitty
    assert 5 * players + 1 + kitty == size


def test_decks_are_for_the_table_sizes_the_deal_table_allows() -> None:
    allowed = {(deck, players) for deck, _, players, _ in DEAL_TABLE}
    assert {(deck, players) for deck in Deck for players in deck.player_counts} == allowed


def test_24_card_deck_is_nine_to_ace_of_each_suit() -> None:
    assert sorted(deck_cards(rules_for(Deck.STANDARD_24, 4))) == sorted(cards(
        "9C 10C JC QC KC AC 9D 10D JD QD KD AD 9H 10H JH QH KH AH 9S 10S JS QS KS AS"))


def test_32_card_deck_adds_sevens_and_eights_and_33_adds_the_benny() -> None:
    thirty_two = deck_cards(rules_for(Deck.PIQUET_32, 4))
    assert {c.rank for c in thirty_two} == {Rank.SEVEN, Rank.EIGHT, Rank.NINE, Rank.TEN,
                                            Rank.JACK, Rank.QUEEN, Rank.KING, Rank.ACE}
    assert sorted(deck_cards(rules_for(Deck.BENNY_33, 4))) == sorted([*thirty_two, Card.joker()])


def test_double_pack_is_two_24_card_packs_and_two_bennies() -> None:
    pack = deck_cards(rules_for(Deck.DOUBLE_50, 6))
    single = deck_cards(rules_for(Deck.STANDARD_24, 4))
    assert sorted(pack) == sorted([*single, *single, *cards("JKR JKB")])


def test_almonte_four_hand_deck_composition() -> None:
    assert sorted(deck_cards(PRESETS["almonte-four"])) == sorted(cards(
        "JC QC KC AC JD QD KD AD 10H JH QH KH AH 10S JS QS KS AS 4S 3S 2S"))


def test_almonte_six_hand_deck_is_eight_to_ace_and_three_jokers() -> None:
    pack = deck_cards(PRESETS["almonte-six"])
    assert len([c for c in pack if c.is_joker]) == 3
    assert sorted(c for c in pack if not c.is_joker) == sorted(
        c for c in deck_cards(rules_for(Deck.PIQUET_32, 4)) if c.rank is not Rank.SEVEN)


# The first deal of seed 1 for every preset: (dealer, hands by seat, up-card). A change to the
# shuffle, the generator or the deck order changes these and must be deliberate.
GOLDEN_FIRST_DEALS = {
    "north-american": (2, ["10S KS AC AD 9D", "10D QH 10H KH JS", "KC 9H JC AS JD",
                           "9C KD QD AH 9S"], "QC"),
    "north-american-stick": (2, ["10S KS AC AD 9D", "10D QH 10H KH JS", "KC 9H JC AS JD",
                                 "9C KD QD AH 9S"], "QC"),
    "canadian": (2, ["KD 10D 9H AD JC", "QD QH AH 9D AS", "10S 10H 9S KH JD",
                     "9C KS KC AC JS"], "QC"),
    "british": (2, ["9H JS JC 10H AD", "KH AH KC QC JK", "9D KD QS JH QD",
                    "10S QH JD 9C 9S"], "KS"),
    "australian-32": (2, ["AC 9C JC AD 10H", "7C KH 9H 8H 7H", "10S 10C 8C JS AS",
                          "8S 9S 9D KD AH"], "KS"),
    "classic-32": (2, ["AC 9C 7C 10H 8H", "KH 9H 10S 7H 8C", "10C KD AH JS AS",
                       "8S 9S 9D JC AD"], "KS"),
    "six-player": (2, ["10D 10S 7S QS AD", "9H JD 9D JK 9C", "KC KH QC JC 10C",
                       "7D 8D QH KS 10H", "7H KD JS JH AC", "QD 9S 7C AS AH"], "8H"),
    "six-player-double": (2, ["KD JH AD 9H 9S", "QC KD 9C 10H JKR", "10C JC QD 10C AC",
                              "KS AS 10H KH 9C", "AH JC JS JH QD", "JD JS KC QH JD"], "9D"),
    "almonte-six": (2, ["9C 9H 3S 8D AC", "KH AD KC 10S AS", "JD 8C JH 2S QS",
                        "KD 10C 4S 8H QH", "JS 9D AH 10H KS", "QC 10D 8S QD JC"], "9S"),
    "almonte-four": (2, ["KD 4S JD 2S KH", "10H QH QS 10S JS", "AH AD AC JC QD",
                         "KC JH QC 3S AS"], "KS"),
}


def test_golden_deals_cover_every_preset() -> None:
    assert set(GOLDEN_FIRST_DEALS) == set(PRESETS)


@pytest.mark.parametrize("preset_id", sorted(GOLDEN_FIRST_DEALS))
def test_golden_deals_are_five_cards_each_from_the_deck(preset_id: str) -> None:
    rules = PRESETS[preset_id]
    dealer, hands, up = GOLDEN_FIRST_DEALS[preset_id]
    dealt = Counter(cards(" ".join([*hands, up])))
    assert len(hands) == rules.players and all(len(hand.split()) == 5 for hand in hands)
    assert not dealt - Counter(deck_cards(rules)) and 0 <= dealer < rules.players


@pytest.mark.parametrize("preset_id", sorted(GOLDEN_FIRST_DEALS))
def test_golden_first_deal_of_seed_1(preset_id: str) -> None:
    dealer, hands, up = GOLDEN_FIRST_DEALS[preset_id]
    state, _ = new_match(PRESETS[preset_id], 1)
    assert state.dealer == dealer
    assert [" ".join(map(str, hand)) for hand in state.hands] == hands
    assert str(state.up_card) == up


def test_same_seed_deals_the_same_cards_and_another_seed_does_not() -> None:
    rules = PRESETS["north-american"]
    assert new_match(rules, 5)[0].hands == new_match(rules, 5)[0].hands
    assert new_match(rules, 5)[0].hands != new_match(rules, 6)[0].hands


# dealer 2 of 4: the deal starts at seat 3 and goes clockwise
PACKETS = {
    DealPackets.ALTERNATE_THREE_TWO: [(3, 3), (0, 2), (1, 3), (2, 2),
                                      (3, 2), (0, 3), (1, 2), (2, 3)],
    DealPackets.THREES_THEN_TWOS: [(3, 3), (0, 3), (1, 3), (2, 3),
                                   (3, 2), (0, 2), (1, 2), (2, 2)],
    DealPackets.TWOS_THEN_THREES: [(3, 2), (0, 2), (1, 2), (2, 2),
                                   (3, 3), (0, 3), (1, 3), (2, 3)],
    DealPackets.ONE_AT_A_TIME: [(seat, 1) for _ in range(5) for seat in (3, 0, 1, 2)],
}


@pytest.mark.parametrize("packets", list(DealPackets))
def test_deal_packets_clockwise_from_the_dealers_left(packets: DealPackets) -> None:
    rules = HouseRules(deal_packets=packets)
    state, events = new_match(rules, 1)
    (dealt,) = of_type(events, ev.CardsDealt)
    assert state.dealer == 2
    assert list(dealt.packets) == PACKETS[packets]


@pytest.mark.parametrize("packets", list(DealPackets))
def test_each_packet_takes_the_next_cards_of_the_pack(packets: DealPackets) -> None:
    rules = HouseRules(deal_packets=packets)
    deal = deal_cards(rules, dealer=2, deal_number=99)
    pack = list(shuffled_deck(rules, 99))
    expected: list[list[Card]] = [[] for _ in range(4)]
    for seat, size in PACKETS[packets]:
        expected[seat] += pack[:size]
        del pack[:size]
    assert [list(hand) for hand in deal.hands] == expected
    assert deal.up_card == pack[0]


def test_six_player_alternate_packets_give_each_seat_five() -> None:
    state, events = new_match(PRESETS["six-player"], 1)
    (dealt,) = of_type(events, ev.CardsDealt)
    assert [seat for seat, _ in dealt.packets[:6]] == [3, 4, 5, 0, 1, 2]
    assert [size for _, size in dealt.packets[:6]] == [3, 2, 3, 2, 3, 2]
    for seat in range(6):
        assert sum(size for s, size in dealt.packets if s == seat) == 5


@pytest.mark.parametrize("seed", range(1, 6))
def test_the_first_black_jack_picks_the_dealer(seed: int) -> None:
    rules = HouseRules(first_dealer=FirstDealer.FIRST_BLACK_JACK)
    state, events = new_match(rules, seed)
    (chosen,) = of_type(events, ev.FirstDealerChosen)
    shown = [c for _, c in chosen.shown]
    black_jacks = set(cards("JC JS"))
    assert shown[-1] in black_jacks and not black_jacks & set(shown[:-1])
    seats = [seat for seat, _ in chosen.shown]
    assert all((b - a) % 4 == 1 for a, b in zip(seats, seats[1:], strict=False))
    assert chosen.dealer == seats[-1] == state.dealer


def test_a_random_first_dealer_shows_no_cards() -> None:
    _, events = new_match(PRESETS["north-american"], 1)
    assert of_type(events, ev.FirstDealerChosen) == []


def test_a_setup_with_a_card_not_in_the_deck_is_refused() -> None:
    good = setup_deal(PRESETS["north-american"], hands=[""] * 4, up="9H")
    bad_hands = (cards("7H 10H QH KH AH"), *good.hands[1:])  # a 7 in the 24-card deck
    with pytest.raises(ValueError, match="exactly the deck"):
        new_match(PRESETS["north-american"], 1,
                  setup=Deal(0, bad_hands, good.up_card, good.kitty, ()))


def test_a_setup_that_repeats_a_card_is_refused() -> None:
    good = setup_deal(PRESETS["north-american"], hands=[""] * 4, up="9H")
    kitty = (good.kitty[0], good.kitty[0], good.kitty[2])
    with pytest.raises(ValueError, match="exactly the deck"):
        new_match(PRESETS["north-american"], 1,
                  setup=Deal(0, good.hands, good.up_card, kitty, ()))


def test_a_setup_with_a_short_hand_is_refused() -> None:
    good = setup_deal(PRESETS["north-american"], hands=[""] * 4, up="9H")
    hands = (good.hands[0][:4], *good.hands[1:])
    with pytest.raises(ValueError, match="exactly 5 cards"):
        new_match(PRESETS["north-american"], 1,
                  setup=Deal(0, hands, good.up_card, (*good.kitty, good.hands[0][4]), ()))


def test_a_setup_with_the_wrong_number_of_hands_is_refused() -> None:
    good = setup_deal(PRESETS["north-american"], hands=[""] * 4, up="9H")
    with pytest.raises(ValueError, match="4 hands"):
        new_match(PRESETS["north-american"], 1,
                  setup=Deal(0, good.hands[:3], good.up_card, good.kitty, ()))
