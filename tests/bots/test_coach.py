"""The coach: reasons for every hint, and a hand review that finds a wasted trump."""

from __future__ import annotations

import random

from euchre_desktop.bots.base import ReasonCode
from euchre_desktop.bots.coach import coach, review_hand
from euchre_desktop.rules import PRESETS, Card, Deal, GameState, Phase, new_match, parse_action
from euchre_desktop.rules.actions import PLAY


def cards(text: str) -> tuple[Card, ...]:
    return tuple(Card.parse(word) for word in text.split())


def partner_sure_winner() -> GameState:
    """Trick 4, hearts trump, seat 0 to play third: its partner's ace of diamonds cannot be
    beaten (the last seat has shown it holds no trump). Seat 0 holds the right bower and the
    nine of clubs; its side has taken three tricks. Trumping wastes the bower."""
    setup = Deal(
        dealer=3,
        hands=(cards("JH AH KH 9S 9C"), cards("10H KD 9D 10S 10C"), cards("AD QH KS JC 10D"),
               cards("QD QC QS JS KC")),
        up_card=Card.parse("9H"),
        kitty=cards("AC JD AS"),
        packets=(),
    )
    state, _ = new_match(PRESETS["north-american"], 1, setup=setup)
    script = ("order-up decline discard:KC "
              "play:AH play:10H play:QH play:9H "
              "play:KH play:10C play:JC play:JS "
              "play:9S play:10S play:KS play:QS "
              "play:AD play:QD")
    for text in script.split():
        state, _ = state.apply(parse_action(text))
    assert state.phase is Phase.PLAY and state.turn == 0 and state.tricks_won == (3, 0)
    return state


def test_review_flags_trumping_partners_sure_winner() -> None:
    view = partner_sure_winner().view(0)
    wasted, kept = PLAY[Card.parse("JH")], PLAY[Card.parse("9C")]
    review = review_hand([(view, wasted), (view, kept)], random.Random(3), budget_ms=2000)
    assert review[0].flagged and review[0].lost >= 0.1 and review[0].best == kept
    assert not review[1].flagged and review[1].lost == 0.0


def test_coach_recommends_letting_partner_win() -> None:
    advice = coach(partner_sure_winner().view(0), random.Random(1), budget_ms=200)
    assert advice.action == PLAY[Card.parse("9C")]
    assert advice.values[advice.action] > advice.values[PLAY[Card.parse("JH")]]
    codes = {reason.code for reason in advice.reasons}
    assert ReasonCode.BEST_EXPECTED_POINTS in codes and ReasonCode.PARTNER_WINNING in codes


def test_every_hint_has_a_reason_and_a_value_for_each_option() -> None:
    rng = random.Random(7)
    for name in ("north-american", "british", "six-player", "almonte-four"):
        rules = PRESETS[name]
        state, _ = new_match(rules, 11)
        hints = 0
        while not state.is_over and state.hands_completed == 0 and hints < 12:
            view = state.view(state.turn)  # type: ignore[arg-type]
            advice = coach(view, rng, budget_ms=15)
            assert advice.reasons
            assert advice.action in view.legal_actions
            if advice.values:
                assert set(advice.values) == set(view.legal_actions)
            state, _ = state.apply(advice.action)
            hints += 1
