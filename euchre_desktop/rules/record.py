"""A versioned JSON record of a match: its house rules, seed, deal numbers and every action.

Replaying a record gives back the same state. Loading checks everything and explains what
is wrong; nothing is ever evaluated or unpickled.

>>> from euchre_desktop.rules.house_rules import PRESETS
>>> record = MatchRecord(PRESETS["british"], seed=5)
>>> MatchRecord.from_json(record.to_json()).replay().phase == record.replay().phase
True
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any

from euchre_desktop.rules.actions import DECLINE, Action, IllegalActionError, parse_action
from euchre_desktop.rules.cards import Card
from euchre_desktop.rules.deal import Deal
from euchre_desktop.rules.house_rules import HouseRules, InvalidHouseRulesError
from euchre_desktop.rules.phase import Phase
from euchre_desktop.rules.state import GameState, new_match

FORMAT = "euchre-desktop-match"
VERSION = 2
"""Version 1 asked only the seats dealt a farmer's hand whether to show it; from version 2
every seat is asked, so that who is asked shows nothing. A version 1 record is read with the
"no" of each seat that was not asked, the only answer such a seat has."""


class RecordError(ValueError):
    """A match record that cannot be loaded, with what is wrong."""


class NewerRecordError(RecordError):
    """A record written by a newer version of the program: not damaged, only unreadable
    here (it opens after an update)."""


@dataclass(frozen=True)
class MatchRecord:
    """Everything needed to replay a match; ``setup`` fixes the first deal's cards."""

    rules: HouseRules
    seed: int
    actions: tuple[Action, ...] = ()
    setup: Deal | None = None
    deal_numbers: tuple[int, ...] = field(default=(), compare=False)

    def replay(self) -> GameState:
        """The state after every recorded action."""
        try:
            state, _ = new_match(self.rules, self.seed, setup=self.setup)
        except ValueError as error:  # an impossible setup: duplicated or missing cards...
            raise RecordError(f"the record's first deal is impossible: {error}") from None
        for index, action in enumerate(self.actions):
            try:
                state, _ = state.apply(action)
            except IllegalActionError as error:
                message = f"action {index + 1} ({action.text}) is illegal: {error}"
                raise RecordError(message) from None
        return state

    def with_action(self, action: Action, state_after: GameState) -> MatchRecord:
        """This record with one more action; ``state_after`` supplies the deal numbers."""
        return MatchRecord(
            self.rules, self.seed, self.actions + (action,), self.setup,
            _deal_numbers(state_after),
        )

    def to_json(self) -> str:
        data: dict[str, Any] = {
            "format": FORMAT,
            "version": VERSION,
            "rules": self.rules.to_dict(),
            "seed": self.seed,
            "deal_numbers": list(self.deal_numbers or _deal_numbers(self.replay())),
            "actions": [action.text for action in self.actions],
        }
        if self.setup is not None:
            data["setup"] = {
                "dealer": self.setup.dealer,
                "hands": [[str(card) for card in hand] for hand in self.setup.hands],
                "up_card": str(self.setup.up_card),
                "kitty": [str(card) for card in self.setup.kitty],
            }
        return json.dumps(data, indent=1)

    @classmethod
    def from_json(cls, text: str) -> MatchRecord:
        """Load and check a record; a ``RecordError`` explains any problem."""
        try:
            data = json.loads(text)
        except (ValueError, RecursionError) as error:  # bad JSON, huge numbers, deep nesting
            raise RecordError(f"the record is not valid JSON (truncated?): {error}") from None
        if not isinstance(data, dict) or data.get("format") != FORMAT:
            raise RecordError("this file is not a Euchre Desktop match record")
        version = data.get("version")
        if not isinstance(version, int) or isinstance(version, bool):
            raise RecordError("the record has no version number")
        if version > VERSION:
            raise NewerRecordError(
                f"the record is version {version}, newer than this program reads ({VERSION}): "
                "update Euchre Desktop to open it"
            )
        try:
            rules = HouseRules.from_dict(data["rules"])
            seed = data["seed"]
            if not isinstance(seed, int) or isinstance(seed, bool) or seed < 0:
                raise RecordError("the seed must be a whole number of 0 or more")
            texts = data["actions"]
            if not isinstance(texts, list) or not all(isinstance(t, str) for t in texts):
                raise RecordError("actions must be a list of strings")
            actions = tuple(parse_action(text) for text in texts)
            setup = _load_setup(data["setup"], rules) if "setup" in data else None
            recorded_deals = data.get("deal_numbers", [])
            if not isinstance(recorded_deals, list):
                raise RecordError("the deal numbers must be a list")
        except KeyError as missing:
            raise RecordError(f"the record lacks {missing}") from None
        except InvalidHouseRulesError as error:
            raise RecordError(f"the record's house rules are invalid: {error}") from None
        except RecordError:
            raise
        except (ValueError, TypeError, AttributeError) as error:
            raise RecordError(f"the record is damaged: {error}") from None
        if version < 2 and rules.farmers_hand:
            actions = _with_every_seat_asked(rules, seed, setup, actions)
        record = cls(rules, seed, actions, setup)
        replayed = _deal_numbers(record.replay())
        if recorded_deals and tuple(recorded_deals) != replayed:
            raise RecordError("the record's deal numbers do not match its seed")
        return cls(rules, seed, actions, setup, replayed)


def _with_every_seat_asked(rules: HouseRules, seed: int, setup: Deal | None,
                           actions: tuple[Action, ...]) -> tuple[Action, ...]:
    """A version 1 record's actions with the "no" of every seat asked about a farmer's hand
    that could only say no (version 1 did not ask them). Stops adding at an impossible
    action, which ``replay`` then reports."""
    try:
        state, _ = new_match(rules, seed, setup=setup)
    except ValueError:
        return actions
    upgraded: list[Action] = []
    for index in range(len(actions) + 1):
        while state.phase is Phase.FARMERS_HAND and state.legal_actions() == (DECLINE,):
            upgraded.append(DECLINE)
            state, _ = state.apply(DECLINE)
        if index == len(actions):
            break
        try:
            state, _ = state.apply(actions[index])
        except IllegalActionError:
            return (*upgraded, *actions[index:])
        upgraded.append(actions[index])
    return tuple(upgraded)


def _deal_numbers(state: GameState) -> tuple[int, ...]:
    from euchre_desktop.rules.deal import deal_number_for

    return tuple(deal_number_for(state.seed, index) for index in range(state.deals_made))


def _load_setup(data: Any, rules: HouseRules) -> Deal:
    """The first deal's cards as recorded; ``replay`` checks that they make up the deck."""
    if not isinstance(data, dict):
        raise RecordError("the setup must be an object")
    dealer = data["dealer"]
    if type(dealer) is not int or not 0 <= dealer < rules.players:
        raise RecordError(f"the setup's dealer must be a seat from 0 to {rules.players - 1}")
    hands = data["hands"]
    if not isinstance(hands, list) or len(hands) != rules.players:
        raise RecordError(f"the setup must list {rules.players} hands")
    return Deal(dealer, tuple(_cards(hand, "a hand") for hand in hands),
                _card(data["up_card"]), _cards(data["kitty"], "the kitty"), ())


def _cards(texts: Any, what: str) -> tuple[Card, ...]:
    if not isinstance(texts, list):
        raise RecordError(f"{what} in the setup must be a list of cards")
    return tuple(_card(text) for text in texts)


def _card(text: Any) -> Card:
    if not isinstance(text, str):
        raise RecordError(f"{text!r} is not a card (cards are written like 10D, JH or JK)")
    return Card.parse(text)
