"""Files the game keeps: where they live, atomic writes, damaged files kept aside, saved
matches, and statistics and hand history in SQLite.

A damaged file is never deleted and never stops the game: it is renamed to
``<name>.corrupt-YYYYmmdd-HHMMSS``, defaults are used, and the caller gets a sentence the UI
shows. ``EUCHRE_DESKTOP_HOME`` (tests, portable installs) puts every file in one directory.
"""

from __future__ import annotations

import json
import logging
import os
import sqlite3
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import platformdirs
from PySide6.QtCore import QCoreApplication

from euchre_desktop.bots.base import Level
from euchre_desktop.rules.record import MatchRecord, RecordError

_log = logging.getLogger(__name__)

APP_DIR_NAME = "euchre-desktop"
HOME_ENV = "EUCHRE_DESKTOP_HOME"
SAVE_FORMAT = "euchre-desktop-save"
SAVE_VERSION = 1
STATS_SCHEMA_VERSION = 1


class StorageError(Exception):
    """A file could not be used; ``str(error)`` is a sentence for the player."""


# --- where files live ---------------------------------------------------------------------


def config_dir() -> Path:
    """Settings directory: ``$EUCHRE_DESKTOP_HOME`` or the platform's user config dir."""
    home = os.environ.get(HOME_ENV)
    return Path(home) if home else Path(platformdirs.user_config_dir(APP_DIR_NAME))


def data_dir() -> Path:
    """Saved games and statistics: ``$EUCHRE_DESKTOP_HOME`` or the user data dir."""
    home = os.environ.get(HOME_ENV)
    return Path(home) if home else Path(platformdirs.user_data_dir(APP_DIR_NAME))


# --- atomic writes and damaged files ---------------------------------------------------------


def atomic_write_text(path: Path, text: str) -> None:
    """Write ``text`` so that ``path`` holds either the old or the new content, never half:
    a temporary file in the same directory, flushed and fsynced, then renamed over it."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    handle = tempfile.NamedTemporaryFile(
        "w", encoding="utf-8", dir=path.parent, prefix=f".{path.name}.", suffix=".tmp",
        delete=False,
    )
    try:
        with handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(handle.name, path)
    except BaseException:
        Path(handle.name).unlink(missing_ok=True)
        raise
    _fsync_directory(path.parent)


def _fsync_directory(directory: Path) -> None:
    """Make the rename itself durable where the platform allows it (not on Windows)."""
    try:
        fd = os.open(directory, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def move_aside(path: Path) -> Path:
    """Rename a damaged file to ``<name>.corrupt-YYYYmmdd-HHMMSS`` (never overwriting an
    earlier backup) and return the new path."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    backup = path.with_name(f"{path.name}.corrupt-{stamp}")
    counter = 1
    while backup.exists():
        backup = path.with_name(f"{path.name}.corrupt-{stamp}-{counter}")
        counter += 1
    os.replace(path, backup)
    _log.warning("damaged file %s kept as %s", path, backup)
    return backup


def damaged_message(kind: str, backup: Path) -> str:
    """The sentence the UI shows when a damaged file of ``kind`` was kept aside."""
    translate = QCoreApplication.translate
    if kind == "settings":
        text = translate(
            "Storage", "Your settings file was damaged; it was kept as {0} and defaults are in use."
        )
    elif kind == "statistics":
        text = translate(
            "Storage",
            "Your statistics file was damaged; it was kept as {0} and new statistics are started.",
        )
    else:
        text = translate(
            "Storage", "This saved game was damaged; it was kept as {0} and was not loaded."
        )
    return text.format(backup.name)


def read_json(path: Path, kind: str) -> tuple[Any, str | None]:
    """The JSON in ``path`` and None, or (None, None) if there is no file, or (None, message)
    after keeping a damaged file aside."""
    try:
        text = Path(path).read_text(encoding="utf-8")
    except FileNotFoundError:
        return None, None
    except (OSError, UnicodeDecodeError) as error:
        _log.warning("cannot read %s: %s", path, error)
        return None, keep_aside(path, kind)
    try:
        return json.loads(text), None
    except json.JSONDecodeError as error:
        _log.warning("%s is not valid JSON: %s", path, error)
        return None, keep_aside(path, kind)


def keep_aside(path: Path, kind: str) -> str:
    """Move a damaged file of ``kind`` aside; the message for the player."""
    try:
        backup = move_aside(path)
    except OSError as error:  # cannot even rename it: say so, and still carry on
        _log.warning("cannot move %s aside: %s", path, error)
        return damaged_message(kind, path)
    return damaged_message(kind, backup)


# --- saved matches ---------------------------------------------------------------------------


@dataclass(frozen=True)
class SavedMatch:
    record: MatchRecord
    human_seat: int | None
    bot_levels: tuple[str, ...]


def save_match(path: Path, saved: SavedMatch) -> None:
    data = {
        "format": SAVE_FORMAT,
        "version": SAVE_VERSION,
        "human_seat": saved.human_seat,
        "bot_levels": list(saved.bot_levels),
        "record": json.loads(saved.record.to_json()),
    }
    atomic_write_text(Path(path), json.dumps(data, indent=1))


def load_match(path: Path) -> SavedMatch:
    """Read a saved match; a ``StorageError`` says why not (a damaged file is kept aside)."""
    path = Path(path)
    data, message = read_json(path, "save")
    if message is not None:
        raise StorageError(message)
    if data is None:
        raise StorageError(
            QCoreApplication.translate("Storage", "There is no saved game at {0}.").format(path)
        )
    try:
        if not isinstance(data, dict) or data.get("format") != SAVE_FORMAT:
            raise RecordError("not a Euchre Desktop saved game")
        version = data.get("version")
        if not isinstance(version, int) or version > SAVE_VERSION:
            raise RecordError(f"unsupported save version {version!r}")
        record = MatchRecord.from_json(json.dumps(data["record"]))
        human = data["human_seat"]
        if human is not None and (
            type(human) is not int or not 0 <= human < record.rules.players
        ):
            raise RecordError(f"bad human seat {human!r}")
        levels = data["bot_levels"]
        known = {level.value for level in Level}
        if not isinstance(levels, list) or not all(level in known for level in levels):
            raise RecordError(f"bot levels must be a list of {', '.join(sorted(known))}")
    except (RecordError, KeyError, TypeError) as error:
        _log.warning("saved game %s is damaged: %s", path, error)
        raise StorageError(keep_aside(path, "save")) from None
    return SavedMatch(record, human, tuple(levels))


# --- statistics ------------------------------------------------------------------------------


@dataclass(frozen=True)
class Totals:
    """The human's record over the finished games (of one preset, or of all)."""

    games_played: int
    games_won: int
    hands_made: int  # hands the human's team made trump and took at least three tricks
    hands_euchred: int  # hands the human's team made trump and was euchred
    marches: int  # hands the human's team made trump and took all five tricks
    loners_attempted: int  # by the human
    loners_made: int
    euchres_inflicted: int  # hands the opponents made trump and were euchred

    @property
    def win_rate(self) -> float:
        return self.games_won / self.games_played if self.games_played else 0.0


_SCHEMA = """
CREATE TABLE games (
    id INTEGER PRIMARY KEY,
    started TEXT NOT NULL,
    finished TEXT,
    preset TEXT NOT NULL,
    human_seat INTEGER NOT NULL,
    score_0 INTEGER NOT NULL DEFAULT 0,
    score_1 INTEGER NOT NULL DEFAULT 0,
    winner INTEGER
);
CREATE TABLE hands (
    id INTEGER PRIMARY KEY,
    game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
    hand_index INTEGER NOT NULL,
    deal_number INTEGER NOT NULL,
    maker_seat INTEGER NOT NULL,
    makers INTEGER NOT NULL,
    trump TEXT NOT NULL,
    alone INTEGER NOT NULL,
    result TEXT NOT NULL,
    scoring_team INTEGER NOT NULL,
    points INTEGER NOT NULL
);
CREATE INDEX hands_game ON hands(game_id);
"""

_MADE = ("made", "march", "lone-march")
_MARCHED = ("march", "lone-march")
_EUCHRED = ("euchred", "lone-euchre", "super-euchre")


def _now() -> str:
    return time.strftime("%Y-%m-%dT%H:%M:%S")


class Statistics:
    """Games and hands in an SQLite file. Open with ``Statistics.open``."""

    def __init__(self, connection: sqlite3.Connection) -> None:
        self._db = connection

    @classmethod
    def open(cls, path: Path | None = None) -> tuple[Statistics, str | None]:
        """The statistics database (created if missing) and None, or a fresh one and the
        message for the player when the old file was damaged and kept aside."""
        path = Path(path) if path is not None else data_dir() / "statistics.sqlite3"
        path.parent.mkdir(parents=True, exist_ok=True)
        try:
            return cls(_connect(path)), None
        except sqlite3.DatabaseError as error:
            _log.warning("statistics database %s is damaged: %s", path, error)
        message = keep_aside(path, "statistics")
        return cls(_connect(path)), message

    def close(self) -> None:
        self._db.close()

    def start_game(self, preset: str, human_seat: int) -> int:
        with self._db:
            cursor = self._db.execute(
                "INSERT INTO games (started, preset, human_seat) VALUES (?, ?, ?)",
                (_now(), preset, human_seat),
            )
        assert cursor.lastrowid is not None
        return cursor.lastrowid

    def record_hand(
        self, game_id: int, hand_index: int, deal_number: int, maker_seat: int, trump: str,
        alone: bool, result: str, scoring_team: int, points: int,
    ) -> None:
        """One scored hand. ``result`` is a ``HandOutcome`` value ("made", "euchred"...)."""
        with self._db:
            self._db.execute(
                "INSERT INTO hands (game_id, hand_index, deal_number, maker_seat, makers, trump,"
                " alone, result, scoring_team, points) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (game_id, hand_index, deal_number, maker_seat, maker_seat % 2, trump,
                 int(alone), result, scoring_team, points),
            )

    def finish_game(self, game_id: int, scores: tuple[int, int], winner: int | None) -> None:
        with self._db:
            self._db.execute(
                "UPDATE games SET finished = ?, score_0 = ?, score_1 = ?, winner = ? WHERE id = ?",
                (_now(), scores[0], scores[1], winner, game_id),
            )

    def rewind_game(self, game_id: int, hands_completed: int) -> None:
        """Forget what an undo took back: hands from ``hands_completed`` on, and the result."""
        with self._db:
            self._db.execute(
                "DELETE FROM hands WHERE game_id = ? AND hand_index >= ?",
                (game_id, hands_completed),
            )
            self._db.execute(
                "UPDATE games SET finished = NULL, winner = NULL WHERE id = ?", (game_id,)
            )

    def hands(self, game_id: int) -> list[dict[str, Any]]:
        """The hand history of one game, in order."""
        cursor = self._db.execute(
            "SELECT hand_index, deal_number, maker_seat, makers, trump, alone, result,"
            " scoring_team, points FROM hands WHERE game_id = ? ORDER BY hand_index",
            (game_id,),
        )
        names = [column[0] for column in cursor.description]
        return [dict(zip(names, row, strict=True)) for row in cursor.fetchall()]

    def totals(self, preset: str | None = None) -> Totals:
        """The record over finished games: all of them, or those of one ``preset`` id."""
        db = self._db
        only = "" if preset is None else " AND g.preset = ?"
        chosen: tuple[str, ...] = () if preset is None else (preset,)
        games, won = db.execute(
            "SELECT COUNT(*), COALESCE(SUM(winner = human_seat % 2), 0) FROM games g"
            " WHERE finished IS NOT NULL" + only, chosen,
        ).fetchone()
        us = "h.makers = g.human_seat % 2"
        made, marches, euchred, lone, lone_made, inflicted = db.execute(
            f"""SELECT
                COALESCE(SUM({us} AND h.result IN ({_marks(_MADE)})), 0),
                COALESCE(SUM({us} AND h.result IN ({_marks(_MARCHED)})), 0),
                COALESCE(SUM({us} AND h.result IN ({_marks(_EUCHRED)})), 0),
                COALESCE(SUM(h.alone AND h.maker_seat = g.human_seat), 0),
                COALESCE(SUM(h.alone AND h.maker_seat = g.human_seat
                             AND h.result IN ({_marks(_MADE)})), 0),
                COALESCE(SUM(NOT ({us}) AND h.result IN ({_marks(_EUCHRED)})), 0)
            FROM hands h JOIN games g ON g.id = h.game_id
            WHERE g.finished IS NOT NULL{only}""",
            (*_MADE, *_MARCHED, *_EUCHRED, *_MADE, *_EUCHRED, *chosen),
        ).fetchone()
        return Totals(games, won, made, euchred, marches, lone, lone_made, inflicted)

    def presets_played(self) -> list[str]:
        """The preset ids of the finished games, the most played first."""
        rows = self._db.execute(
            "SELECT preset FROM games WHERE finished IS NOT NULL"
            " GROUP BY preset ORDER BY COUNT(*) DESC, preset"
        ).fetchall()
        return [preset for (preset,) in rows]

    def reset(self) -> None:
        """Forget every finished game and its hands. A game in progress is kept, and counts
        once it is finished."""
        with self._db:
            self._db.execute("DELETE FROM games WHERE finished IS NOT NULL")


def _marks(values: tuple[str, ...]) -> str:
    """SQL placeholders for ``values`` in an ``IN (...)`` list."""
    return ", ".join("?" * len(values))


def _connect(path: Path) -> sqlite3.Connection:
    """Open and check the database, creating or upgrading its schema."""
    connection = sqlite3.connect(path)
    try:
        connection.execute("PRAGMA foreign_keys = ON")
        version = connection.execute("PRAGMA user_version").fetchone()[0]
        if version == 0:
            tables = connection.execute("SELECT COUNT(*) FROM sqlite_master").fetchone()[0]
            if tables:
                raise sqlite3.DatabaseError("tables without a schema version")
            with connection:
                connection.executescript(_SCHEMA)
                connection.execute(f"PRAGMA user_version = {STATS_SCHEMA_VERSION}")
        elif version > STATS_SCHEMA_VERSION:
            raise sqlite3.DatabaseError(f"schema version {version} is newer than this program")
        check = connection.execute("PRAGMA quick_check").fetchone()[0]
        if check != "ok":
            raise sqlite3.DatabaseError(f"integrity check failed: {check}")
    except BaseException:
        connection.close()
        raise
    return connection
