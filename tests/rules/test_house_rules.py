"""House rules: the ten presets as RULES.md gives them, refused combinations, saved form."""

from __future__ import annotations

import json
from dataclasses import fields
from typing import Any

import pytest

from euchre_desktop.rules import PRESETS, HouseRules, InvalidHouseRulesError, preset
from euchre_desktop.rules.house_rules import (
    ENUM_FIELDS,
    DealersPartnerOrders,
    DealPackets,
    Deck,
    DefendersAlone,
    DoublePackBennies,
    JokerTurnedUp,
    LeadAgainstLoner,
    LoneDefenderBonus,
    MakersAlone,
    RuleReason,
    inapplicable_rules,
    usual_joker_turned_up,
)

R = RuleReason

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


@pytest.mark.parametrize(("changes", "reason", "message"), [
    ({"players": 6}, R.DECK_NOT_FOR_PLAYERS, "24-card deck cannot be dealt to 6 players"),
    ({"deck": Deck.DOUBLE_50, "double_pack_bennies": DoublePackBennies.IDENTICAL,
      "joker_turned_up": JokerTurnedUp.DEALER_MAKES}, R.DECK_NOT_FOR_PLAYERS,
     "50-card deck is for six players"),
    ({"players": 5}, R.PLAYER_COUNT, "4 or 6 players"),
    ({"target_score": 10, "hand_limit": 12}, R.MATCH_LENGTH, "not both"),
    ({"target_score": None}, R.MATCH_LENGTH, "not both or neither"),
    ({"target_score": 9}, R.TARGET_SCORE, "target score must be one of 5, 7, 10, 11, 15"),
    ({"target_score": None, "hand_limit": 0}, R.HAND_LIMIT, "between 1 and 100"),
    ({"deck": Deck.PIQUET_32, "farmers_hand": True}, R.NOT_24_OR_25_CARDS,
     "24- and 25-card decks"),
    ({"joker_turned_up": JokerTurnedUp.DEALER_MAKES}, R.NO_JOKERS, "needs a deck with a joker"),
    ({"deck": Deck.BENNY_25}, R.JOKER_RULE_NEEDED, "needs a rule for a joker turned up"),
    ({"double_pack_bennies": DoublePackBennies.IDENTICAL}, R.NOT_DOUBLE_PACK,
     "for the double pack only"),
    ({"deck": Deck.ALMONTE_21, "joker_turned_up": JokerTurnedUp.DEALER_NAMES_THEN_BID,
      "railroading": True}, R.LONER_ASKS_PARTNER, "asks a partner for a card"),
    ({"deck": "24"}, R.MALFORMED, "'24' is not a deck"),
])
def test_impossible_four_player_combinations_are_refused_with_a_reason(
    changes: dict[str, Any], reason: RuleReason, message: str
) -> None:
    with pytest.raises(InvalidHouseRulesError, match=message) as refused:
        PRESETS["north-american"].with_changes(**changes)
    assert refused.value.reason is reason


@pytest.mark.parametrize(("changes", "reason"), [
    ({"super_euchre": True}, R.SIX_PLAYERS),
    ({"railroading": True}, R.LONER_ASKS_PARTNER),
    ({"double_pack_bennies": DoublePackBennies.IDENTICAL}, R.NOT_DOUBLE_PACK),
    ({"joker_turned_up": None}, R.JOKER_RULE_NEEDED),
])
def test_impossible_six_player_combinations_are_refused_with_a_reason(
    changes: dict[str, Any], reason: RuleReason
) -> None:
    with pytest.raises(InvalidHouseRulesError) as refused:
        PRESETS["six-player"].with_changes(**changes)
    assert refused.value.reason is reason


def test_the_double_pack_needs_a_choice_of_bennies() -> None:
    with pytest.raises(InvalidHouseRulesError, match="red-and-black or identical") as refused:
        PRESETS["six-player-double"].with_changes(double_pack_bennies=None)
    assert refused.value.reason is R.BENNIES_RULE_NEEDED


def _switched_on(field: str) -> Any:
    """A value that turns ``field`` on: True, or any choice of its enum."""
    enum_type = ENUM_FIELDS.get(field)
    return True if enum_type is None else next(iter(enum_type))


@pytest.mark.parametrize("preset_id", list(PRESETS))
def test_a_rule_that_does_not_apply_is_refused_with_the_same_reason(preset_id: str) -> None:
    rules = PRESETS[preset_id]
    inapplicable = inapplicable_rules(rules.players, rules.deck, rules.defenders_alone)
    assert inapplicable, preset_id  # every preset leaves some rule out
    for field, why in inapplicable.items():
        assert getattr(rules, field) in (False, None) or not why.must_be_off, field
        changed = {field: _switched_on(field)}
        if not why.must_be_off:
            assert getattr(rules.with_changes(**changed), field) == changed[field]
            continue
        with pytest.raises(InvalidHouseRulesError) as refused:
            rules.with_changes(**changed)
        assert refused.value.reason is why.reason, field


@pytest.mark.parametrize("preset_id", list(PRESETS))
def test_every_rule_that_applies_can_be_chosen(preset_id: str) -> None:
    rules = PRESETS[preset_id]
    inapplicable = inapplicable_rules(rules.players, rules.deck, rules.defenders_alone)
    for field in (f.name for f in fields(HouseRules)):
        if field in inapplicable or field in ("players", "deck", "target_score", "hand_limit"):
            continue
        choices = list(ENUM_FIELDS[field]) if field in ENUM_FIELDS else [False, True]
        for choice in choices:
            assert getattr(rules.with_changes(**{field: choice}), field) == choice


@pytest.mark.parametrize(("players", "deck", "defenders", "expected"), [
    (4, Deck.STANDARD_24, DefendersAlone.ANY_TIME, {
        "joker_turned_up": R.NO_JOKERS, "double_pack_bennies": R.NOT_DOUBLE_PACK}),
    (4, Deck.BENNY_25, DefendersAlone.NEVER, {
        "double_pack_bennies": R.NOT_DOUBLE_PACK,
        "lone_defender_bonus": R.DEFENDERS_NEVER_ALONE}),
    (6, Deck.BENNY_33, DefendersAlone.ANY_TIME, {
        "super_euchre": R.SIX_PLAYERS, "railroading": R.LONER_ASKS_PARTNER,
        "farmers_hand": R.NOT_24_OR_25_CARDS, "double_pack_bennies": R.NOT_DOUBLE_PACK}),
    (6, Deck.DOUBLE_50, DefendersAlone.AGAINST_LONE_MAKER, {
        "super_euchre": R.SIX_PLAYERS, "railroading": R.LONER_ASKS_PARTNER,
        "farmers_hand": R.NOT_24_OR_25_CARDS}),
    (4, Deck.ALMONTE_21, DefendersAlone.ANY_TIME, {
        "railroading": R.LONER_ASKS_PARTNER, "farmers_hand": R.NOT_24_OR_25_CARDS,
        "double_pack_bennies": R.NOT_DOUBLE_PACK}),
])
def test_which_rules_do_not_apply_and_why(
    players: int, deck: Deck, defenders: DefendersAlone, expected: dict[str, RuleReason]
) -> None:
    inapplicable = inapplicable_rules(players, deck, defenders)
    assert {field: why.reason for field, why in inapplicable.items()} == expected


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
    with pytest.raises(InvalidHouseRulesError, match=key) as refused:
        HouseRules.from_dict({key: value})
    assert refused.value.reason is R.MALFORMED


def test_from_dict_rejects_a_non_object() -> None:
    with pytest.raises(InvalidHouseRulesError, match="JSON object"):
        HouseRules.from_dict(["24"])  # type: ignore[arg-type]


def test_from_dict_validates_the_combination() -> None:
    with pytest.raises(InvalidHouseRulesError, match="Super euchre") as refused:
        HouseRules.from_dict({**PRESETS["six-player"].to_dict(), "super_euchre": True})
    assert refused.value.reason is R.SIX_PLAYERS


def test_a_deck_with_jokers_has_the_joker_rule_of_the_tables_that_play_it() -> None:
    assert usual_joker_turned_up(Deck.ALMONTE_21) is JokerTurnedUp.DEALER_NAMES_THEN_BID
    assert usual_joker_turned_up(Deck.ALMONTE_31) is JokerTurnedUp.DEALER_NAMES_THEN_BID
    assert usual_joker_turned_up(Deck.BENNY_25) is JokerTurnedUp.DEALER_MAKES
    assert usual_joker_turned_up(Deck.STANDARD_24) is None
    for deck in Deck:  # each comes from a preset, which must be playable with it
        usual = usual_joker_turned_up(deck)
        assert (usual is not None) == deck.has_jokers
        assert any(rules.deck is deck and rules.joker_turned_up is usual
                   for rules in PRESETS.values()), deck
