"""The phases of a hand and the shape of a trick: the vocabulary that the state, the views of
it and the explanations share, kept apart so that none of them imports another to name it."""

from __future__ import annotations

from enum import Enum

from euchre_desktop.rules.cards import Card


class Phase(Enum):
    FARMERS_HAND = "farmers-hand"  # a seat dealt only nines and tens may claim a redeal
    DEALER_NAMES_SUIT = "dealer-names-suit"  # a joker turned up: the dealer names blind
    BIDDING_ROUND_1 = "bidding-round-1"
    BIDDING_ROUND_2 = "bidding-round-2"
    GOING_ALONE = "going-alone"
    DEALER_DISCARD = "dealer-discard"
    LONER_ASKS = "loner-asks"  # a loner may ask a partner for a card
    PARTNER_GIVES = "partner-gives"  # the partner passes (or, railroading, offers) a card
    LONER_DISCARDS = "loner-discards"
    PLAY = "play"
    MATCH_OVER = "match-over"

    __hash__ = object.__hash__  # members are singletons; C-level hashing keeps dispatch fast


BIDDING_PHASES = frozenset({Phase.BIDDING_ROUND_1, Phase.BIDDING_ROUND_2})

Trick = tuple[tuple[int, Card], ...]
