"""The rules of Euchre, every variant we support: pure Python, no Qt.

Start a match with ``new_match(rules, seed)``; ask ``state.legal_actions()``; move on with
``state.apply(action)``, which returns the next state and the events that happened.
"""

from euchre_desktop.rules.actions import (
    Action,
    AskPartner,
    ClaimRedeal,
    Decline,
    Discard,
    GiveCard,
    GoAlone,
    IllegalActionError,
    NameTrump,
    OrderUp,
    Pass,
    Play,
    RefuseCard,
    parse_action,
)
from euchre_desktop.rules.cards import Card, JokerColour, Rank, Suit, effective_suit
from euchre_desktop.rules.deal import Deal
from euchre_desktop.rules.house_rules import PRESETS, HouseRules, InvalidHouseRulesError, preset
from euchre_desktop.rules.phase import Phase
from euchre_desktop.rules.record import MatchRecord, RecordError
from euchre_desktop.rules.state import GameState, new_match
from euchre_desktop.rules.view import PlayerView

__all__ = [
    "Action", "AskPartner", "Card", "ClaimRedeal", "Deal", "Decline", "Discard", "GameState",
    "GiveCard", "GoAlone", "HouseRules", "IllegalActionError", "InvalidHouseRulesError",
    "JokerColour", "MatchRecord", "NameTrump", "OrderUp", "PRESETS", "Pass", "Phase", "Play",
    "PlayerView", "Rank", "RecordError", "RefuseCard", "Suit", "effective_suit", "new_match",
    "parse_action", "preset",
]
