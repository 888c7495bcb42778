"""What one seat may see: ``PlayerView`` is all a bot or the table's human seat is given.

It holds the seat's own hand and discards and everything public (the up-card, every bid,
every played card); never another hand, a card passed face down between others, the kitty,
or the deal number (which would reveal every card).
"""

from __future__ import annotations

from dataclasses import dataclass

from euchre_desktop.rules.actions import Action
from euchre_desktop.rules.cards import Card, Suit
from euchre_desktop.rules.house_rules import HouseRules
from euchre_desktop.rules.phase import Phase, Trick


@dataclass(frozen=True, slots=True)
class PlayerView:
    """One seat's knowledge, made by ``GameState.view(seat)``. ``hand`` is empty while a
    dealer names trump blind."""

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
    discard_counts: tuple[int, ...]  # cards each seat laid face down this hand (public)
    cards_given: tuple[tuple[int, Card], ...]  # (receiver, card) this seat passed
    leader: int | None
    trick: Trick
    tricks: tuple[tuple[int, Trick], ...]
    tricks_won: tuple[int, int]
    legal_actions: tuple[Action, ...]

    @property
    def players(self) -> int:
        return self.rules.players

    @property
    def names_blind(self) -> bool:
        """Whether the seat names trump before it has seen a card of its hand (a dealer's,
        for a turned-up joker): no suit can then be worth more to it than another."""
        return self.phase is Phase.DEALER_NAMES_SUIT and not self.hand

    @property
    def plays(self) -> list[tuple[int, Card]]:
        """Every card played this hand so far with its player, tricks then the current
        trick."""
        return [play for _, trick in self.tricks for play in trick] + list(self.trick)

    @property
    def played_cards(self) -> tuple[Card, ...]:
        """Every card played this hand so far, tricks then the current trick."""
        return tuple(card for _, trick in self.tricks for _, card in trick) + tuple(
            card for _, card in self.trick
        )

