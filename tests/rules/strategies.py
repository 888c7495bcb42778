"""Hypothesis strategies for valid house rules, shared by the property tests."""

from __future__ import annotations

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
)


@st.composite
def house_rules(draw: st.DrawFn) -> HouseRules:
    """Any valid combination: each option drawn only where the deck and players allow it."""
    deck = draw(st.sampled_from(list(Deck)))
    players = draw(st.sampled_from(deck.player_counts))
    four = players == 4
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
        defenders_alone=draw(st.sampled_from(list(DefendersAlone))),
        passed_players_may_not_go_alone=draw(st.booleans()),
        lone_defender_bonus=draw(st.sampled_from(list(LoneDefenderBonus))),
        lead_against_loner=draw(st.sampled_from(list(LeadAgainstLoner))),
        super_euchre=four and draw(st.booleans()),
        railroading=four and deck is not Deck.ALMONTE_21 and draw(st.booleans()),
        dealer_must_hold_trump=draw(st.booleans()),
        farmers_hand=deck in (Deck.STANDARD_24, Deck.BENNY_25) and draw(st.booleans()),
        joker_turned_up=draw(st.sampled_from(list(JokerTurnedUp))) if deck.has_jokers else None,
        double_pack_bennies=(
            draw(st.sampled_from(list(DoublePackBennies))) if deck is Deck.DOUBLE_50 else None
        ),
    )
