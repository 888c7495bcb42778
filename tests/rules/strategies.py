"""Hypothesis strategies for valid house rules, shared by the property tests."""

from __future__ import annotations

from typing import Any

from hypothesis import strategies as st

from euchre_desktop.rules.house_rules import (
    TARGET_SCORES,
    DealersPartnerOrders,
    DealPackets,
    Deck,
    DefendersAlone,
    DoublePackBennies,
    FirstDealer,
    HouseRules,
    JokerTurnedUp,
    LeadAgainstLoner,
    LoneDefenderBonus,
    MakersAlone,
    inapplicable_rules,
)


@st.composite
def house_rules(draw: st.DrawFn) -> HouseRules:
    """Any valid combination: each option drawn only where the deck and players allow it,
    as ``inapplicable_rules`` says (the rules that must then be off are off)."""
    deck = draw(st.sampled_from(list(Deck)))
    players = draw(st.sampled_from(deck.player_counts))
    defenders_alone = draw(st.sampled_from(list(DefendersAlone)))
    off = {name for name, rule in inapplicable_rules(players, deck, defenders_alone).items()
           if rule.must_be_off}

    def drawn(name: str, options: st.SearchStrategy[object], when_off: object) -> Any:
        return when_off if name in off else draw(options)

    fixed_hands = draw(st.booleans())
    return HouseRules(
        players=players,
        deck=deck,
        target_score=None if fixed_hands else draw(st.sampled_from(TARGET_SCORES)),
        hand_limit=draw(st.integers(1, 12)) if fixed_hands else None,
        deal_packets=draw(st.sampled_from(list(DealPackets))),
        first_dealer=draw(st.sampled_from(list(FirstDealer))),
        stick_the_dealer=draw(st.booleans()),
        dealers_partner_orders=draw(st.sampled_from(list(DealersPartnerOrders))),
        makers_alone=draw(st.sampled_from(list(MakersAlone))),
        defenders_alone=defenders_alone,
        passed_players_may_not_go_alone=draw(st.booleans()),
        lone_defender_bonus=draw(st.sampled_from(list(LoneDefenderBonus))),
        lead_against_loner=draw(st.sampled_from(list(LeadAgainstLoner))),
        super_euchre=drawn("super_euchre", st.booleans(), False),
        railroading=drawn("railroading", st.booleans(), False),
        dealer_must_hold_trump=draw(st.booleans()),
        farmers_hand=drawn("farmers_hand", st.booleans(), False),
        joker_turned_up=drawn("joker_turned_up", st.sampled_from(list(JokerTurnedUp)), None),
        double_pack_bennies=drawn("double_pack_bennies",
                                  st.sampled_from(list(DoublePackBennies)), None),
    )
