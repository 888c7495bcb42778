"""House rules: every option the supported rule books disagree on, and the named presets.

``HouseRules`` is frozen and validated on creation: an impossible combination (a six-player
rule on a four-player deck, say) is refused with a ``RuleReason`` and a message, never guessed
at. ``inapplicable_rules`` says which options have no part in a game of a given deck and
player count, and why: the New game dialog asks it rather than knowing the rules itself.

>>> PRESETS["north-american"].target_score
10
>>> try:
...     HouseRules(deck=Deck.STANDARD_24, players=6)
... except InvalidHouseRulesError as error:
...     print(error)  # doctest: +NORMALIZE_WHITESPACE
A 24-card deck cannot be dealt to 6 players (5 cards each and an up-card): choose the 33-card,
double 50-card or Almonte six-hand deck.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, fields, replace
from enum import Enum
from typing import Any


class RuleReason(Enum):
    """Why a house rule has no part in a game, or why rules cannot be played: a stable code
    that a user interface puts in its own words (``NotApplicable.reason`` and
    ``InvalidHouseRulesError.reason``)."""

    MALFORMED = "malformed"  # not house rules at all: an unknown key, value or type
    PLAYER_COUNT = "player-count"  # Euchre is played by 4 or 6
    DECK_NOT_FOR_PLAYERS = "deck-not-for-players"  # see Deck.player_counts
    MATCH_LENGTH = "match-length"  # a target score or a number of hands: exactly one
    TARGET_SCORE = "target-score"  # one of TARGET_SCORES
    HAND_LIMIT = "hand-limit"  # from 1 to MAX_HANDS
    SIX_PLAYERS = "six-players"  # super euchre: no rule book scores it for six
    LONER_ASKS_PARTNER = "loner-asks-partner"  # railroading: a loner asks a partner instead
    NOT_24_OR_25_CARDS = "not-24-or-25-cards"  # a farmer's hand (only nines and tens)
    NO_JOKERS = "no-jokers"  # what happens when a joker is turned up
    NOT_DOUBLE_PACK = "not-double-pack"  # which of the double pack's two Bennies wins
    DEFENDERS_NEVER_ALONE = "defenders-never-alone"  # the lone defender bonus
    JOKER_RULE_NEEDED = "joker-rule-needed"  # a deck with jokers needs that rule
    BENNIES_RULE_NEEDED = "bennies-rule-needed"  # the double pack needs that rule


class InvalidHouseRulesError(ValueError):
    """A combination of house rules that cannot be played: ``reason`` says why, and the
    message says it in English."""

    def __init__(self, message: str, reason: RuleReason) -> None:
        super().__init__(message)
        self.reason = reason


class _Choice(Enum):
    """The choices of one house rule. Members are singletons, hashed as objects: a
    ``HouseRules`` keys the engine's and the search's caches (the pack, the deal plan, the
    points table) many times a decision, and an enum's own hash is a Python call."""

    __hash__ = object.__hash__


class Deck(_Choice):
    """The packs in use; the value is the stable id used in saved games and settings."""

    STANDARD_24 = "24"
    BENNY_25 = "25"
    PIQUET_32 = "32"
    BENNY_33 = "33"
    DOUBLE_50 = "50"
    ALMONTE_31 = "almonte-31"
    ALMONTE_21 = "almonte-21"

    has_twin_cards: bool
    """Two of every card (the double pack): two identical cards may meet in a trick. A plain
    attribute, not a property, because the engine asks for every card played."""

    def __init__(self, value: str) -> None:
        self.has_twin_cards = value == "50"

    @property
    def has_jokers(self) -> bool:
        return self in _JOKER_DECKS

    @property
    def card_count(self) -> int:
        return _DECK_SIZES[self]

    @property
    def player_counts(self) -> tuple[int, ...]:
        return _DECK_PLAYERS[self]


_JOKER_DECKS = {Deck.BENNY_25, Deck.BENNY_33, Deck.DOUBLE_50, Deck.ALMONTE_31, Deck.ALMONTE_21}
_DECK_SIZES = {
    Deck.STANDARD_24: 24,
    Deck.BENNY_25: 25,
    Deck.PIQUET_32: 32,
    Deck.BENNY_33: 33,
    Deck.DOUBLE_50: 50,
    Deck.ALMONTE_31: 31,
    Deck.ALMONTE_21: 21,
}
_DECK_PLAYERS = {
    Deck.STANDARD_24: (4,),
    Deck.BENNY_25: (4,),
    Deck.PIQUET_32: (4,),
    Deck.BENNY_33: (4, 6),
    Deck.DOUBLE_50: (6,),
    Deck.ALMONTE_31: (6,),
    Deck.ALMONTE_21: (4,),
}


class DealPackets(_Choice):
    """How the five cards reach each player."""

    ALTERNATE_THREE_TWO = "3-2-alternate"  # 3, 2, 3, 2... then 2, 3, 2, 3...
    THREES_THEN_TWOS = "3s-then-2s"
    TWOS_THEN_THREES = "2s-then-3s"
    ONE_AT_A_TIME = "1s"


class FirstDealer(_Choice):
    RANDOM = "random"
    FIRST_BLACK_JACK = "first-black-jack"


class DealersPartnerOrders(_Choice):
    """What happens when the dealer's partner orders up in round one."""

    PLAYS_WITH_PARTNER = "plays-with-partner"
    MUST_GO_ALONE = "must-go-alone"


class MakersAlone(_Choice):
    MAKER_ONLY = "maker-only"
    EITHER_MAKER = "either-maker"


class DefendersAlone(_Choice):
    NEVER = "never"
    AGAINST_LONE_MAKER = "against-lone-maker"
    ANY_TIME = "any-time"


class LoneDefenderBonus(_Choice):
    """When a lone defender's euchre earns the lone bonus (4 points, 6 with six players)."""

    ANY_EUCHRE = "any-euchre"
    MARCH_ONLY = "march-only"


class LeadAgainstLoner(_Choice):
    LONERS_LEFT = "loners-left"
    DEALERS_LEFT = "dealers-left"
    LONERS_RIGHT = "loners-right"


class JokerTurnedUp(_Choice):
    """What happens when the up-card is a joker (decks with jokers only)."""

    DEALER_MAKES = "dealer-makes"  # British Benny: no bidding, dealer names trump blind
    DEALER_NAMES_THEN_BID = "dealer-names-then-bid"  # Almonte: bid on the suit named blind
    DEALER_NAMES_MUST_TAKE = "dealer-names-must-take"  # Almonte variation: dealer cannot pass


class DoublePackBennies(_Choice):
    RED_AND_BLACK = "red-and-black"  # the one of trump's colour wins
    IDENTICAL = "identical"  # the second played wins


TARGET_SCORES = (5, 7, 10, 11, 15)
MAX_HANDS = 100


@dataclass(frozen=True, slots=True)
class HouseRules:
    """Every rule a table can choose. Defaults are North American rules."""

    players: int = 4
    deck: Deck = Deck.STANDARD_24
    target_score: int | None = 10
    hand_limit: int | None = None
    deal_packets: DealPackets = DealPackets.ALTERNATE_THREE_TWO
    first_dealer: FirstDealer = FirstDealer.RANDOM
    stick_the_dealer: bool = False
    dealers_partner_orders: DealersPartnerOrders = DealersPartnerOrders.PLAYS_WITH_PARTNER
    makers_alone: MakersAlone = MakersAlone.MAKER_ONLY
    defenders_alone: DefendersAlone = DefendersAlone.NEVER
    passed_players_may_not_go_alone: bool = False
    lone_defender_bonus: LoneDefenderBonus = LoneDefenderBonus.ANY_EUCHRE
    lead_against_loner: LeadAgainstLoner = LeadAgainstLoner.LONERS_LEFT
    super_euchre: bool = False
    railroading: bool = False
    dealer_must_hold_trump: bool = False
    farmers_hand: bool = False
    joker_turned_up: JokerTurnedUp | None = None
    double_pack_bennies: DoublePackBennies | None = None

    def __post_init__(self) -> None:
        _check(self)

    @property
    def scores_as_six(self) -> bool:
        """Six players, and Almonte four-hand, score 3 for a march or euchre and 6 alone."""
        return self.players == 6 or self.deck is Deck.ALMONTE_21

    @property
    def loner_asks_partner(self) -> bool:
        """A loner may ask a partner for a card (six players, and Almonte four-hand)."""
        return _loner_asks_partner(self.players, self.deck)

    @property
    def identical_cards_possible(self) -> bool:
        """The double pack: of two identical cards in a trick, the second wins."""
        return self.deck.has_twin_cards

    def with_changes(self, **changes: Any) -> HouseRules:
        """A copy with some fields changed, validated again."""
        return replace(self, **changes)

    def to_dict(self) -> dict[str, Any]:
        """Plain JSON-ready values: enums become their stable string ids."""
        return {
            name: value.value if isinstance(value, Enum) else value
            for name, value in asdict(self).items()
        }

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> HouseRules:
        """Inverse of ``to_dict``; unknown keys or values raise ``InvalidHouseRulesError``."""
        if not isinstance(data, dict):
            raise InvalidHouseRulesError("house rules must be a JSON object", RuleReason.MALFORMED)
        known = {field.name: field for field in fields(cls)}
        unknown = sorted(set(data) - set(known))
        if unknown:
            raise InvalidHouseRulesError(
                f"unknown house rule(s): {', '.join(unknown)}", RuleReason.MALFORMED
            )
        values: dict[str, Any] = {}
        for name, raw in data.items():
            enum_type = ENUM_FIELDS.get(name)
            if enum_type is None or raw is None:
                values[name] = raw
                continue
            try:
                values[name] = enum_type(raw)
            except ValueError:
                choices = ", ".join(str(member.value) for member in enum_type)
                raise InvalidHouseRulesError(
                    f"{raw!r} is not a choice for {name} (choose from {choices})",
                    RuleReason.MALFORMED,
                ) from None
        _check_plain_types(values)
        return cls(**values)


ENUM_FIELDS: dict[str, type[Enum]] = {
    "deck": Deck,
    "deal_packets": DealPackets,
    "first_dealer": FirstDealer,
    "dealers_partner_orders": DealersPartnerOrders,
    "makers_alone": MakersAlone,
    "defenders_alone": DefendersAlone,
    "lone_defender_bonus": LoneDefenderBonus,
    "lead_against_loner": LeadAgainstLoner,
    "joker_turned_up": JokerTurnedUp,
    "double_pack_bennies": DoublePackBennies,
}
"""The rules chosen from an enum, by field name, with that enum."""


def _check_plain_types(values: dict[str, Any]) -> None:
    for name in ("players", "target_score", "hand_limit"):
        value = values.get(name)
        if value is not None and (isinstance(value, bool) or not isinstance(value, int)):
            raise InvalidHouseRulesError(
                f"{name} must be a whole number, not {value!r}", RuleReason.MALFORMED
            )
    for name in ("stick_the_dealer", "passed_players_may_not_go_alone", "super_euchre",
                 "railroading", "dealer_must_hold_trump", "farmers_hand"):
        if name in values and not isinstance(values[name], bool):
            raise InvalidHouseRulesError(
                f"{name} must be true or false, not {values[name]!r}", RuleReason.MALFORMED
            )


@dataclass(frozen=True, slots=True)
class NotApplicable:
    """A rule that has no part in a game, and why. When ``must_be_off``, the rule must then
    be off (``False`` or ``None``) and any other value is refused; otherwise it keeps its
    value, which counts for nothing."""

    reason: RuleReason
    must_be_off: bool = True


def inapplicable_rules(
    players: int, deck: Deck, defenders_alone: DefendersAlone
) -> dict[str, NotApplicable]:
    """The rules, by field name, that have no part in a game of ``players`` with ``deck`` in
    which defenders go alone as ``defenders_alone`` says; every other rule applies.

    >>> inapplicable_rules(6, Deck.BENNY_33, DefendersAlone.ANY_TIME)["railroading"].reason
    <RuleReason.LONER_ASKS_PARTNER: 'loner-asks-partner'>
    """
    rules: dict[str, NotApplicable] = {}
    if players == 6:
        rules["super_euchre"] = NotApplicable(RuleReason.SIX_PLAYERS)
    if _loner_asks_partner(players, deck):
        rules["railroading"] = NotApplicable(RuleReason.LONER_ASKS_PARTNER)
    if deck not in (Deck.STANDARD_24, Deck.BENNY_25):
        rules["farmers_hand"] = NotApplicable(RuleReason.NOT_24_OR_25_CARDS)
    if not deck.has_jokers:
        rules["joker_turned_up"] = NotApplicable(RuleReason.NO_JOKERS)
    if deck is not Deck.DOUBLE_50:
        rules["double_pack_bennies"] = NotApplicable(RuleReason.NOT_DOUBLE_PACK)
    if defenders_alone is DefendersAlone.NEVER:
        rules["lone_defender_bonus"] = NotApplicable(
            RuleReason.DEFENDERS_NEVER_ALONE, must_be_off=False
        )
    return rules


def _loner_asks_partner(players: int, deck: Deck) -> bool:
    return players == 6 or deck is Deck.ALMONTE_21


_NEEDED = {
    "joker_turned_up": RuleReason.JOKER_RULE_NEEDED,
    "double_pack_bennies": RuleReason.BENNIES_RULE_NEEDED,
}
"""The rules that are ``None`` only where they do not apply, and the reason when missing."""


def _check(rules: HouseRules) -> None:
    """Raise ``InvalidHouseRulesError`` with the first reason these rules cannot be played."""
    reason = _first_problem(rules)
    if reason is not None:
        raise InvalidHouseRulesError(_english(reason, rules), reason)


def _first_problem(rules: HouseRules) -> RuleReason | None:
    if rules.players not in (4, 6):
        return RuleReason.PLAYER_COUNT
    if not isinstance(rules.deck, Deck):
        return RuleReason.MALFORMED
    if rules.players not in rules.deck.player_counts:
        return RuleReason.DECK_NOT_FOR_PLAYERS
    if (rules.target_score is None) == (rules.hand_limit is None):
        return RuleReason.MATCH_LENGTH
    if rules.target_score is not None and rules.target_score not in TARGET_SCORES:
        return RuleReason.TARGET_SCORE
    if rules.hand_limit is not None and not 1 <= rules.hand_limit <= MAX_HANDS:
        return RuleReason.HAND_LIMIT
    inapplicable = inapplicable_rules(rules.players, rules.deck, rules.defenders_alone)
    for name, why in inapplicable.items():
        if why.must_be_off and getattr(rules, name) not in (False, None):
            return why.reason
    for name, reason in _NEEDED.items():
        if name not in inapplicable and getattr(rules, name) is None:
            return reason
    return None


def _english(reason: RuleReason, rules: HouseRules) -> str:
    """The reason in English, for logs and for files that cannot be loaded."""
    if reason is RuleReason.DECK_NOT_FOR_PLAYERS:
        return _deck_player_problem(rules.deck, rules.players)
    return {
        RuleReason.MALFORMED: f"{rules.deck!r} is not a deck.",
        RuleReason.PLAYER_COUNT: f"Euchre is played by 4 or 6 players, not {rules.players}.",
        RuleReason.MATCH_LENGTH: "Choose either a target score or a fixed number of hands, "
                                 "not both or neither.",
        RuleReason.TARGET_SCORE: "The target score must be one of "
                                 f"{', '.join(map(str, TARGET_SCORES))}.",
        RuleReason.HAND_LIMIT: f"A fixed number of hands must be between 1 and {MAX_HANDS}.",
        RuleReason.SIX_PLAYERS: "Super euchre is a four-player rule: no rule book scores it "
                                "for six players.",
        RuleReason.LONER_ASKS_PARTNER: "Railroading does not apply where a loner asks a "
                                       "partner for a card (six players, Almonte four-hand).",
        RuleReason.NOT_24_OR_25_CARDS: "A farmer's hand (only nines and tens) is a rule for "
                                       "the 24- and 25-card decks.",
        RuleReason.NO_JOKERS: "The joker-turned-up rule needs a deck with a joker.",
        RuleReason.NOT_DOUBLE_PACK: "Red-and-black or identical Bennies is a rule for the "
                                    "double pack only.",
        RuleReason.DEFENDERS_NEVER_ALONE: "No defender goes alone under these rules.",
        RuleReason.JOKER_RULE_NEEDED: "A deck with jokers needs a rule for a joker turned up.",
        RuleReason.BENNIES_RULE_NEEDED: "Choose red-and-black or identical Bennies for the "
                                        "double pack.",
    }[reason]


def _deck_player_problem(deck: Deck, players: int) -> str:
    if players == 6:
        return (
            f"A {deck.card_count}-card deck cannot be dealt to 6 players (5 cards each and an "
            "up-card): choose the 33-card, double 50-card or Almonte six-hand deck."
        )
    return (
        f"The {deck.card_count}-card deck is for six players: four players use the 24, 25, "
        "32, 33 or Almonte four-hand deck."
    )


_NORTH_AMERICAN = HouseRules()
_BRITISH = HouseRules(
    deck=Deck.BENNY_25,
    target_score=11,
    dealers_partner_orders=DealersPartnerOrders.MUST_GO_ALONE,
    makers_alone=MakersAlone.EITHER_MAKER,
    defenders_alone=DefendersAlone.ANY_TIME,
    lone_defender_bonus=LoneDefenderBonus.ANY_EUCHRE,
    joker_turned_up=JokerTurnedUp.DEALER_MAKES,
)
_SIX_PLAYER = _BRITISH.with_changes(players=6, deck=Deck.BENNY_33)
_ALMONTE_SIX = _SIX_PLAYER.with_changes(
    deck=Deck.ALMONTE_31, target_score=15, joker_turned_up=JokerTurnedUp.DEALER_NAMES_THEN_BID
)

PRESETS: dict[str, HouseRules] = {
    "north-american": _NORTH_AMERICAN,
    "north-american-stick": _NORTH_AMERICAN.with_changes(stick_the_dealer=True),
    "canadian": _NORTH_AMERICAN.with_changes(
        deal_packets=DealPackets.ONE_AT_A_TIME,
        dealers_partner_orders=DealersPartnerOrders.MUST_GO_ALONE,
    ),
    "british": _BRITISH,
    "australian-32": _NORTH_AMERICAN.with_changes(
        deck=Deck.PIQUET_32, dealers_partner_orders=DealersPartnerOrders.MUST_GO_ALONE
    ),
    "classic-32": _NORTH_AMERICAN.with_changes(
        deck=Deck.PIQUET_32,
        target_score=5,
        deal_packets=DealPackets.THREES_THEN_TWOS,
        defenders_alone=DefendersAlone.AGAINST_LONE_MAKER,
        lone_defender_bonus=LoneDefenderBonus.MARCH_ONLY,
    ),
    "six-player": _SIX_PLAYER,
    "six-player-double": _SIX_PLAYER.with_changes(
        deck=Deck.DOUBLE_50, double_pack_bennies=DoublePackBennies.RED_AND_BLACK
    ),
    "almonte-six": _ALMONTE_SIX,
    "almonte-four": _ALMONTE_SIX.with_changes(players=4, deck=Deck.ALMONTE_21),
}
"""The ten presets under their stable ids (used in saved games, settings and commands)."""


def usual_joker_turned_up(deck: Deck) -> JokerTurnedUp | None:
    """What a turned-up joker means where ``deck`` is played: the rule of the first preset
    with that deck (None for a deck without a joker)."""
    if not deck.has_jokers:
        return None
    return next((rules.joker_turned_up for rules in PRESETS.values() if rules.deck is deck),
                JokerTurnedUp.DEALER_MAKES)


def preset(preset_id: str) -> HouseRules:
    """The preset with this id, or a ``KeyError`` listing the ids there are."""
    try:
        return PRESETS[preset_id]
    except KeyError:
        raise KeyError(
            f"no preset {preset_id!r}; the presets are {', '.join(PRESETS)}"
        ) from None
