"""The player's settings: one declarative schema, stored as JSON in the user config dir.

Each ``Setting`` declares its name, type, default, allowed values and an English
description, marked for the translation files; ``description(name)`` gives it in the
player's language (the tooltip of the setting's control). Loading never fails: an
unknown key is ignored and a bad value replaced by its default, each with a note in the log;
a damaged file is kept aside and the defaults used, with a message for the player.

Saving writes only what this copy of the game changed, over what the file holds now, under
a lock: two copies of the game running at once do not undo each other's changes.
"""

from __future__ import annotations

import json
import logging
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from PySide6 import QtCore
from PySide6.QtCore import QCoreApplication, QLockFile

from euchre_desktop.app import storage
from euchre_desktop.bots.base import Level
from euchre_desktop.rules.house_rules import PRESETS, HouseRules, InvalidHouseRulesError

_log = logging.getLogger(__name__)

# Marks a description for lupdate and returns it unchanged; PySide6's QtCore stub says it
# returns object, which the one ignore below corrects.
QT_TRANSLATE_NOOP: Callable[[str, str], str]
QT_TRANSLATE_NOOP = QtCore.QT_TRANSLATE_NOOP  # type: ignore[assignment]

FILE_NAME = "settings.json"
LEVELS = tuple(level.value for level in Level)
MAX_SEATS = 6
MAX_NAME_LENGTH = 24
LOCK_TIMEOUT_MS = 2000
"""How long a save waits for another copy of the game to finish saving."""


def _valid_house_rules(value: Any) -> bool:
    if value is None:
        return True
    try:
        HouseRules.from_dict(value)
    except (InvalidHouseRulesError, TypeError):
        return False
    return True


def _valid_seat_levels(value: Any) -> bool:
    return (isinstance(value, list) and len(value) == MAX_SEATS
            and all(isinstance(level, str) and level in LEVELS for level in value))


def _valid_name(value: Any) -> bool:
    return len(value) <= MAX_NAME_LENGTH and value.isprintable()


@dataclass(frozen=True)
class Setting:
    """One setting. ``choices`` (if any) lists the allowed values; ``check`` is an extra
    test a value must pass. ``description`` is English source text, translated by
    ``description(name)``."""

    name: str
    type: type
    default: Any
    description: str
    choices: tuple[Any, ...] | None = None
    check: Callable[[Any], bool] | None = None

    def accepts(self, value: Any) -> bool:
        if value is None:
            return self.default is None
        if self.type is not bool and isinstance(value, bool):
            return False
        if not isinstance(value, self.type):
            return False
        if self.choices is not None and value not in self.choices:
            return False
        return self.check is None or self.check(value)


SCHEMA: tuple[Setting, ...] = (
    Setting("preset", str, "north-american",
            QT_TRANSLATE_NOOP("Settings", "The rules preset a new game starts from."),
            choices=tuple(PRESETS)),
    Setting("house_rules", dict, None,
            QT_TRANSLATE_NOOP("Settings",
                              "House rules changed from the preset (empty: the preset as it "
                              "is)."),
            check=_valid_house_rules),
    Setting("bot_levels", list, ["standard"] * MAX_SEATS,
            QT_TRANSLATE_NOOP("Settings", "How well every computer player plays."),
            check=_valid_seat_levels),
    Setting("animation_speed", str, "normal",
            QT_TRANSLATE_NOOP("Settings", "How fast cards move on the table."),
            choices=("slow", "normal", "fast", "instant")),
    Setting("show_hints", bool, True,
            QT_TRANSLATE_NOOP("Settings", "Offer the coach's hint button during your turn.")),
    Setting("learning_mode", bool, False,
            QT_TRANSLATE_NOOP("Settings",
                              "Explain why each computer player bids and plays as it does.")),
    Setting("warn_costly_decisions", bool, True,
            QT_TRANSLATE_NOOP("Settings",
                              "In learning mode, ask before a decision the coach finds "
                              "costly.")),
    Setting("auto_play_forced", bool, False,
            QT_TRANSLATE_NOOP("Settings",
                              "When only one of your cards may be played, it is played for you "
                              "after a short moment.")),
    Setting("claim_certain_tricks", bool, True,
            QT_TRANSLATE_NOOP("Settings",
                              "When no choice left can change who takes the remaining tricks, "
                              "the hand ends at once with every card shown.")),
    Setting("auto_continue", bool, False,
            QT_TRANSLATE_NOOP("Settings",
                              "The hand's summary closes by itself after a few seconds and the "
                              "next hand is dealt. Otherwise it stays until you click it or "
                              "press Space.")),
    Setting("player_name", str, "",
            QT_TRANSLATE_NOOP("Settings",
                              "Your name at the table; left blank, you are \"You\"."),
            check=_valid_name),
    Setting("sound", bool, True, QT_TRANSLATE_NOOP("Settings", "Play sounds.")),
    Setting("card_back", str, "classic",
            QT_TRANSLATE_NOOP("Settings", "The design on the back of the cards."),
            choices=("classic",)),
    Setting("window_geometry", str, "",
            QT_TRANSLATE_NOOP("Settings",
                              "Where the main window was and how big (kept by the program).")),
)
BY_NAME: dict[str, Setting] = {setting.name: setting for setting in SCHEMA}


def description(name: str) -> str:
    """What setting ``name`` does, in the player's language."""
    return QCoreApplication.translate("Settings", BY_NAME[name].description)


def default_path() -> Path:
    return storage.config_dir() / FILE_NAME


class Settings:
    """Current values of every setting in ``SCHEMA``; ``set`` refuses a bad value."""

    def __init__(self, path: Path | None = None) -> None:
        self.path = Path(path) if path is not None else default_path()
        self._values: dict[str, Any] = {s.name: _copy(s.default) for s in SCHEMA}
        self._changed: set[str] = set()  # what this copy of the game changed: saved on top
        self.notes: list[str] = []

    def __getitem__(self, name: str) -> Any:
        return _copy(self._values[name])

    def set(self, name: str, value: Any) -> None:
        setting = BY_NAME.get(name)
        if setting is None:
            raise KeyError(f"no setting {name!r}")
        if not setting.accepts(value):
            raise ValueError(f"{value!r:.80} is not a valid value for {name}")
        self._values[name] = _copy(value)
        self._changed.add(name)

    def reset(self, name: str) -> None:
        self._values[name] = _copy(BY_NAME[name].default)
        self._changed.add(name)

    def as_dict(self) -> dict[str, Any]:
        return {name: _copy(value) for name, value in self._values.items()}

    def house_rules(self) -> HouseRules:
        """The rules a new game uses: the saved house rules, else the preset."""
        saved = self._values["house_rules"]
        return HouseRules.from_dict(saved) if saved is not None else PRESETS[self["preset"]]

    @classmethod
    def load(cls, path: Path | None = None) -> tuple[Settings, str | None]:
        """The settings in ``path`` (default: the user config dir) and None, or defaults and
        a message for the player if the file was damaged and kept aside. A missing file
        gives the defaults; ``settings.notes`` lists what was ignored or replaced."""
        settings = cls(path)
        data, message = storage.read_json(settings.path, "settings")
        if data is not None and not isinstance(data, dict):
            _log.warning("settings file %s holds no object", settings.path)
            data, message = None, storage.keep_aside(settings.path, "settings")
        if data is not None:
            settings._take(data)
        return settings, message

    def _take(self, data: dict[str, Any]) -> None:
        """Use the valid values of ``data`` (a settings file's content)."""
        for name, value in data.items():
            setting = BY_NAME.get(name)
            if setting is None:
                self._note(f"unknown setting {name!r:.80} ignored")
            elif setting.accepts(value):
                self._values[name] = value
            else:
                self._note(f"bad value {value!r:.80} for {name!r}: default used")

    def save(self) -> None:
        """Write the settings: this copy's changes over what the file holds now (another
        copy of the game may have saved since we read it). A ``StorageError`` says why it
        could not be done; the file is then unchanged."""
        lock = QLockFile(str(self.path) + ".lock")
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
        except OSError as error:
            raise self._not_saved(storage.os_reason(error)) from None
        if not lock.tryLock(LOCK_TIMEOUT_MS):
            _log.warning("settings lock %s not taken: %s", lock.fileName(), lock.error())
        try:
            on_disk, message = Settings.load(self.path)
            if message is not None and self.path.exists():  # unreadable: left alone
                raise self._not_saved(
                    QCoreApplication.translate("Settings", "the file could not be read"))
            merged = {name: on_disk._values[name] for name in BY_NAME}
            merged.update({name: self._values[name] for name in self._changed})
            storage.atomic_write_text(self.path, json.dumps(merged, indent=1, sort_keys=True))
        except OSError as error:
            raise self._not_saved(storage.os_reason(error)) from None
        finally:
            if lock.isLocked():
                lock.unlock()
        self._values = merged
        self._changed.clear()

    def _not_saved(self, reason: str) -> storage.StorageError:
        _log.warning("settings not saved to %s: %s", self.path, reason)
        return storage.StorageError(
            QCoreApplication.translate(
                "Settings", "Your settings could not be saved ({0}); the previous ones are "
                "kept.").format(reason), storage.Problem.UNWRITABLE)

    def _note(self, note: str) -> None:
        _log.info("settings %s: %s", self.path, note)
        self.notes.append(note)


def _copy(value: Any) -> Any:
    """Lists and dicts are copied so that callers cannot change stored values in place."""
    return json.loads(json.dumps(value)) if isinstance(value, list | dict) else value
