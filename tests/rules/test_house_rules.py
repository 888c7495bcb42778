"""House rules: the ten presets as RULES.md gives them, refused combinations, saved form."""

from __future__ import annotations

import json
from typing import Any

import pytest

from euchre_desktop.rules import PRESETS, HouseRules, InvalidHouseRulesError, preset
from euchre_desktop.rules.house_rules import (
    DealersPartnerOrders,
    DealPackets,
    Deck,
    DefendersAlone,
    DoublePackBennies,
    JokerTurnedUp,
    LeadAgainstLoner,
    LoneDefenderBonus,
    MakersAlone,
)

NA: dict[str, Any] = {
    "players": 4, "deck": Deck.STANDARD_24, "target_score": 10, "hand_limit": None,
    "stick_the_dealer": False,
    "dealers_partner_orders": DealersPartnerOrders.PLAYS_WITH_PARTNER,
    "makers_alone": MakersAlone.MAKER_ONLY, "defenders_alone": DefendersAlone.NEVER,
    "lead_against_loner": LeadAgainstLoner.LONERS_LEFT, "super_euchre": False,
    "railroading": False, "farmers_hand": False, "joker_turned_up": None,
    "double_pack_bennies": None,
}
BRITISH: dict[str, Any] = {
    "players": 4, "deck": Deck.BENNY_25, "target_score": 11,
    "dealers_partner_orders": DealersPartnerOrders.MUST_GO_ALONE,
    "makers_alone": MakersAlone.EITHER_MAKER, "defenders_alone": DefendersAlone.ANY_TIME,
    "lone_defender_bonus": LoneDefenderBonus.ANY_EUCHRE,
    "joker_turned_up": JokerTurnedUp.DEALER_MAKES,
}
EXPECTED_PRESETS: dict[str, dict[str, Any]] = {
    "north-american": NA,
    "north-american-stick": {**NA, "stick_the_dealer": True},
    "canadian": {**NA, "deal_packets": DealPackets.ONE_AT_A_TIME,
                 "dealers_partner_orders": DealersPartnerOrders.MUST_GO_ALONE},
    "british": BRITISH,
    "australian-32": {**NA, "deck": Deck.PIQUET_32,
                      "dealers_partner_orders": DealersPartnerOrders.MUST_GO_ALONE},
    "classic-32": {**NA, "deck": Deck.PIQUET_32, "target_score": 5,
                   "deal_packets": DealPackets.THREES_THEN_TWOS,
                   "defenders_alone": DefendersAlone.AGAINST_LONE_MAKER,
                   "lone_defender_bonus": LoneDefenderBonus.MARCH_ONLY},
    "six-player": {**BRITISH, "players": 6, "deck": Deck.BENNY_33},
    "six-player-double": {**BRITISH, "players": 6, "deck": Deck.DOUBLE_50,
                          "double_pack_bennies": DoublePackBennies.RED_AND_BLACK},
    "almonte-six": {"players": 6, "deck": Deck.ALMONTE_31, "target_score": 15,
                    "joker_turned_up": JokerTurnedUp.DEALER_NAMES_THEN_BID},
    "almonte-four": {"players": 4, "deck": Deck.ALMONTE_21, "target_score": 15,
                     "joker_turned_up": JokerTurnedUp.DEALER_NAMES_THEN_BID},
}


def test_there_are_exactly_the_ten_presets() -> None:
    assert list(PRESETS) == list(EXPECTED_PRESETS)


@pytest.mark.parametrize("preset_id", list(EXPECTED_PRESETS))
def test_preset_has_the_values_rules_md_gives(preset_id: str) -> None:
    rules = PRESETS[preset_id]
    actual = {name: getattr(rules, name) for name in EXPECTED_PRESETS[preset_id]}
    assert actual == EXPECTED_PRESETS[preset_id]


def test_an_unknown_preset_id_lists_the_ids_there_are() -> None:
    with pytest.raises(KeyError, match="north-american"):
        preset("bridge")


@pytest.mark.parametrize(("changes", "message"), [
    ({"players": 6}, "24-card deck cannot be dealt to 6 players"),
    ({"deck": Deck.DOUBLE_50, "double_pack_bennies": DoublePackBennies.IDENTICAL,
      "joker_turned_up": JokerTurnedUp.DEALER_MAKES}, "50-card deck is for six players"),
    ({"players": 5}, "4 or 6 players"),
    ({"target_score": 10, "hand_limit": 12}, "not both"),
    ({"target_score": None}, "not both or neither"),
    ({"target_score": 9}, "target score must be one of 5, 7, 10, 11, 15"),
    ({"target_score": None, "hand_limit": 0}, "between 1 and 100"),
    ({"deck": Deck.PIQUET_32, "farmers_hand": True}, "24- and 25-card decks"),
    ({"joker_turned_up": JokerTurnedUp.DEALER_MAKES}, "needs a deck with a joker"),
    ({"deck": Deck.BENNY_25}, "needs a rule for a joker turned up"),
    ({"double_pack_bennies": DoublePackBennies.IDENTICAL}, "only for it"),
    ({"deck": Deck.ALMONTE_21, "joker_turned_up": JokerTurnedUp.DEALER_NAMES_THEN_BID,
      "railroading": True}, "Almonte four-hand loners ask their partner"),
])
def test_impossible_four_player_combinations_are_refused_with_a_reason(
    changes: dict[str, Any], message: str
) -> None:
    with pytest.raises(InvalidHouseRulesError, match=message):
        PRESETS["north-american"].with_changes(**changes)


@pytest.mark.parametrize(("changes", "message"), [
    ({"super_euchre": True}, "Super euchre is a four-player rule"),
    ({"railroading": True}, "Railroading is a four-player rule"),
    ({"double_pack_bennies": DoublePackBennies.IDENTICAL}, "only for it"),
    ({"joker_turned_up": None}, "needs a rule for a joker turned up"),
])
def test_impossible_six_player_combinations_are_refused_with_a_reason(
    changes: dict[str, Any], message: str
) -> None:
    with pytest.raises(InvalidHouseRulesError, match=message):
        PRESETS["six-player"].with_changes(**changes)


def test_the_double_pack_needs_a_choice_of_bennies() -> None:
    with pytest.raises(InvalidHouseRulesError, match="red-and-black or identical"):
        PRESETS["six-player-double"].with_changes(double_pack_bennies=None)


@pytest.mark.parametrize("preset_id", list(PRESETS))
def test_to_dict_and_from_dict_round_trip_every_preset(preset_id: str) -> None:
    rules = PRESETS[preset_id]
    assert HouseRules.from_dict(json.loads(json.dumps(rules.to_dict()))) == rules


def test_to_dict_writes_enums_as_their_stable_ids() -> None:
    data = PRESETS["british"].to_dict()
    assert data["deck"] == "25" and data["joker_turned_up"] == "dealer-makes"
    assert data["makers_alone"] == "either-maker" and data["hand_limit"] is None


def test_from_dict_fills_missing_fields_with_north_american_defaults() -> None:
    assert HouseRules.from_dict({"stick_the_dealer": True}) == PRESETS["north-american-stick"]


def test_from_dict_rejects_unknown_keys() -> None:
    data = {**PRESETS["north-american"].to_dict(), "jokers_wild": True}
    with pytest.raises(InvalidHouseRulesError, match="unknown house rule.*jokers_wild"):
        HouseRules.from_dict(data)


def test_from_dict_rejects_unknown_values_listing_the_choices() -> None:
    data = {**PRESETS["north-american"].to_dict(), "defenders_alone": "sometimes"}
    with pytest.raises(InvalidHouseRulesError,
                       match="'sometimes' is not a choice for defenders_alone.*any-time"):
        HouseRules.from_dict(data)


@pytest.mark.parametrize(("key", "value"), [
    ("target_score", "10"), ("players", True), ("stick_the_dealer", "yes"),
])
def test_from_dict_rejects_values_of_the_wrong_type(key: str, value: object) -> None:
    with pytest.raises(InvalidHouseRulesError, match=key):
        HouseRules.from_dict({key: value})


def test_from_dict_rejects_a_non_object() -> None:
    with pytest.raises(InvalidHouseRulesError, match="JSON object"):
        HouseRules.from_dict(["24"])  # type: ignore[arg-type]


def test_from_dict_validates_the_combination() -> None:
    with pytest.raises(InvalidHouseRulesError, match="Super euchre"):
        HouseRules.from_dict({**PRESETS["six-player"].to_dict(), "super_euchre": True})
