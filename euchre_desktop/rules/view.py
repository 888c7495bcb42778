"""What one seat may see: ``PlayerView`` is all a bot or the table's human seat is given.

It holds the seat's own hand and discards and everything public (the up-card, every bid,
every played card); never another hand, a card passed face down between others, the kitty,
or the deal number (which would reveal every card).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from euchre_desktop.rules.actions import Action
from euchre_desktop.rules.cards import Card, Suit
from euchre_desktop.rules.house_rules import HouseRules

if TYPE_CHECKING:
    from euchre_desktop.rules.state import GameState, Phase, Trick


@dataclass(frozen=True, slots=True)
class PlayerView:
    """One seat's knowledge. ``hand`` is empty while a dealer names trump blind."""

    seat: int
    rules: HouseRules
    phase: Phase
    turn: int | None
    dealer: int
    scores: tuple[int, int]
    hand: tuple[Card, ...]
    hand_sizes: tuple[int, ...]
    up_card: Card
    up_card_taken: bool
    bid_suit: Suit | None
    trump: Suit | None
    maker: int | None
    bidding: tuple[tuple[int, Action], ...]
    alone: tuple[int, ...]
    sitting_out: frozenset[int]
    discards: tuple[Card, ...]
    cards_given: tuple[tuple[int, Card], ...]  # (receiver, card) this seat passed
    leader: int | None
    trick: Trick
    tricks: tuple[tuple[int, Trick], ...]
    tricks_won: tuple[int, int]
    legal_actions: tuple[Action, ...]

    @classmethod
    def of(cls, state: GameState, seat: int) -> PlayerView:
        from euchre_desktop.rules.state import Phase

        blind = state.phase is Phase.DEALER_NAMES_SUIT and seat == state.dealer
        return cls(
            seat=seat,
            rules=state.rules,
            phase=state.phase,
            turn=state.turn,
            dealer=state.dealer,
            scores=state.scores,
            hand=() if blind else state.hands[seat],
            hand_sizes=tuple(len(hand) for hand in state.hands),
            up_card=state.up_card,
            up_card_taken=state.up_card_taken,
            bid_suit=state.bid_suit,
            trump=state.trump,
            maker=state.maker,
            bidding=state.bidding,
            alone=state.alone,
            sitting_out=state.sitting_out,
            discards=_own_discards(state, seat),
            cards_given=tuple(
                (receiver, card) for giver, receiver, card in state.given if giver == seat
            ),
            leader=state.leader,
            trick=state.trick,
            tricks=state.tricks,
            tricks_won=state.tricks_won,
            legal_actions=state.legal_actions() if state.turn == seat else (),
        )

    @property
    def players(self) -> int:
        return self.rules.players

    @property
    def played_cards(self) -> tuple[Card, ...]:
        """Every card played this hand so far, tricks then the current trick."""
        return tuple(card for _, trick in self.tricks for _, card in trick) + tuple(
            card for _, card in self.trick
        )


def _own_discards(state: GameState, seat: int) -> tuple[Card, ...]:
    """The seat's discards, less any card offered by railroading that the seat refused: the
    loner discards it unseen (a railroading loner can never discard a card it took)."""
    discards = state.discards[seat]
    if not state.rules.railroading:
        return discards
    unseen = {card for _, receiver, card in state.given if receiver == seat}
    return tuple(card for card in discards if card not in unseen)
