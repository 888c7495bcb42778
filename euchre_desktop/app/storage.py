"""Files the game keeps: where they live, atomic writes, files that cannot be used, saved
matches, and statistics and hand history in SQLite.

Nothing here stops the game. A file that cannot be used is classified (``Problem``): a
damaged one is renamed to ``<name>.corrupt-YYYYmmdd-HHMMSS`` and never deleted; one made by
a newer version, one that is not this game's, or one that cannot be read (permissions) is
left exactly as it is. Either way the caller gets one sentence for the player saying which
it was. ``EUCHRE_DESKTOP_HOME`` (tests, portable installs) puts every file in one directory.
"""

from __future__ import annotations

import errno
import json
import logging
import os
import re
import secrets
import sqlite3
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from enum import Enum
from pathlib import Path
from typing import Any

import platformdirs
from PySide6.QtCore import QCoreApplication

from euchre_desktop.bots.base import Level
from euchre_desktop.rules.record import MatchRecord, NewerRecordError, RecordError

_log = logging.getLogger(__name__)

APP_DIR_NAME = "euchre-desktop"
HOME_ENV = "EUCHRE_DESKTOP_HOME"
SAVE_FORMAT = "euchre-desktop-save"
SAVE_VERSION = 1
SAVE_EXTENSION = ".euchre.json"
STATS_FILE_NAME = "statistics.sqlite3"
STATS_SCHEMA_VERSION = 1
TEMPORARY_SUFFIX = ".tmp"
LEFTOVER_AGE_S = 60.0
"""A temporary file older than this was left by an interrupted write (a write takes
milliseconds; a second copy of the game may be writing one right now)."""
OPEN_BUSY_TIMEOUT_S = 3.0
"""How long opening the statistics waits for another program's lock before giving up."""
WRITE_BUSY_TIMEOUT_S = 0.5
"""How long recording a hand waits for a lock (it runs on the GUI thread)."""

translate = QCoreApplication.translate


class Problem(Enum):
    """Why a file could not be used."""

    MISSING = "missing"
    DAMAGED = "damaged"  # kept aside as a backup
    NEWER = "newer"  # made by a newer version of the game: left alone
    FOREIGN = "foreign"  # not a file of this game: left alone
    UNREADABLE = "unreadable"  # no permission, a folder, an I/O error: left alone
    UNWRITABLE = "unwritable"  # a write failed; the old file is unchanged
    LOCKED = "locked"  # another program holds it


class StorageError(Exception):
    """A file could not be used; ``str(error)`` is one sentence for the player and
    ``problem`` says why."""

    def __init__(self, message: str, problem: Problem = Problem.DAMAGED) -> None:
        super().__init__(message)
        self.problem = problem


class StatisticsError(StorageError):
    """Statistics could not be read or recorded; the match goes on without them."""


def os_reason(error: OSError) -> str:
    """Why an operating-system call failed, in a few translated words."""
    code = error.errno
    if isinstance(error, PermissionError) or code in (errno.EACCES, errno.EPERM):
        return translate("Storage", "permission denied")
    if code in (errno.ENOSPC, getattr(errno, "EDQUOT", errno.ENOSPC)):
        return translate("Storage", "the disk is full")
    if code == errno.EROFS:
        return translate("Storage", "the disk is read-only")
    if isinstance(error, FileNotFoundError):
        return translate("Storage", "the folder does not exist")
    if isinstance(error, IsADirectoryError):
        return translate("Storage", "it is a folder")
    return error.strerror or str(error)


# --- where files live ---------------------------------------------------------------------


def config_dir() -> Path:
    """Settings directory: ``$EUCHRE_DESKTOP_HOME`` or the platform's user config dir."""
    home = os.environ.get(HOME_ENV)
    return Path(home) if home else Path(platformdirs.user_config_dir(APP_DIR_NAME))


def data_dir() -> Path:
    """Saved games and statistics: ``$EUCHRE_DESKTOP_HOME`` or the user data dir."""
    home = os.environ.get(HOME_ENV)
    return Path(home) if home else Path(platformdirs.user_data_dir(APP_DIR_NAME))


# --- atomic writes ---------------------------------------------------------------------------


def atomic_write_text(path: Path, text: str) -> None:
    """Write ``text`` so that ``path`` holds either the old or the new content, never half:
    a temporary file in the same directory, flushed and fsynced, then renamed over it.
    The file gets the permissions the user's umask gives a new file. An ``OSError`` (no
    permission, a full disk) leaves the old file and no temporary file behind.

    Not Qt's ``QSaveFile``: it reports a failure without its ``errno``, so the player could
    not be told why in their language; on a full disk it commits a short write as complete
    unless every write is checked; and it does not sync the folder after the rename."""
    path = Path(path)
    data = text.encode("utf-8")  # before anything is created: a bad text leaves no trace
    path.parent.mkdir(parents=True, exist_ok=True)
    temporary = path.with_name(f".{path.name}.{secrets.token_hex(4)}{TEMPORARY_SUFFIX}")
    flags = os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_BINARY", 0)
    descriptor = os.open(temporary, flags, 0o666)  # the umask applies, as for any new file
    try:
        with os.fdopen(descriptor, "wb") as handle:
            handle.write(data)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(temporary, path)
    except BaseException:
        temporary.unlink(missing_ok=True)
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


_LEFTOVER = re.compile(r"^\..+\.[A-Za-z0-9_]{8}\.tmp$")


def remove_leftover_temporaries(*directories: Path) -> list[Path]:
    """Delete the temporary files that interrupted writes left in ``directories`` (by
    default the config and data dirs); the paths removed. Recent ones are kept: another
    copy of the game may be writing them."""
    removed = []
    now = time.time()
    for directory in directories or (config_dir(), data_dir()):
        try:
            candidates = [p for p in Path(directory).iterdir() if _LEFTOVER.match(p.name)]
        except OSError:
            continue
        for candidate in candidates:
            try:
                if now - candidate.stat().st_mtime > LEFTOVER_AGE_S and candidate.is_file():
                    candidate.unlink()
                    removed.append(candidate)
            except OSError as error:
                _log.info("cannot remove leftover %s: %s", candidate, error)
    if removed:
        _log.info("removed leftovers of interrupted writes: %s", removed)
    return removed


# --- files that cannot be used ------------------------------------------------------------


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
    if kind == "settings":
        text = translate(
            "Storage",
            "Your settings file was damaged; it was kept as {0} and defaults are in use.")
    elif kind == "statistics":
        text = translate(
            "Storage",
            "Your statistics file was damaged; it was kept as {0} and new statistics are started.")
    elif kind == "autosave":
        text = translate(
            "Storage",
            "Your match in progress could not be resumed: its file was damaged and was kept as"
            " {0}. A new match is dealt.")
    else:
        text = translate(
            "Storage", "This saved game was damaged; it was kept as {0} and was not loaded.")
    return text.format(backup.name)


def unreadable_message(kind: str, reason: str) -> str:
    """The sentence for a file of ``kind`` that exists but cannot be read (left alone)."""
    if kind == "settings":
        text = translate("Storage", "Your settings file could not be read ({0}); it was left "
                         "as it is and defaults are in use.")
    elif kind == "statistics":
        text = translate("Storage", "Your statistics could not be opened ({0}); games are not "
                         "being recorded.")
    else:
        text = translate(
            "Storage", "This saved game could not be read ({0}); it was left as it is.")
    return text.format(reason)


def keep_aside(path: Path, kind: str) -> str:
    """Move a damaged file of ``kind`` aside; the message for the player."""
    try:
        backup = move_aside(path)
    except OSError as error:  # cannot even rename it: say so, and still carry on
        _log.warning("cannot move %s aside: %s", path, error)
        return damaged_message(kind, path)
    return damaged_message(kind, backup)


class _Damaged(Exception):
    """The file's content cannot be parsed: it is damaged."""


def _decode(raw: bytes) -> str:
    """UTF-8 text (a byte-order mark is allowed); ``_Damaged`` if it is not text."""
    try:
        return raw.decode("utf-8-sig")
    except UnicodeDecodeError as error:
        raise _Damaged(f"not UTF-8 text: {error}") from None


def _parse_json(text: str) -> Any:
    """``json.loads``, with every way a text can fail to be JSON (bad syntax, a number of
    thousands of digits, nesting thousands deep) raised as ``_Damaged``."""
    try:
        return json.loads(text)
    except (ValueError, RecursionError) as error:
        raise _Damaged(f"not valid JSON: {str(error)[:200]}") from None


def read_json(path: Path, kind: str) -> tuple[Any, str | None]:
    """The JSON in ``path`` and None; (None, None) if there is no file; (None, message)
    if it is damaged (then kept aside) or cannot be read (then left alone)."""
    try:
        return _parse_json(_decode(Path(path).read_bytes())), None
    except FileNotFoundError:
        return None, None
    except OSError as error:
        _log.warning("cannot read %s: %s", path, error)
        return None, unreadable_message(kind, os_reason(error))
    except _Damaged as error:
        _log.warning("%s is damaged: %s", path, error)
        return None, keep_aside(path, kind)


# --- saved matches ---------------------------------------------------------------------------


@dataclass(frozen=True)
class SavedMatch:
    """A match as saved; ``statistics_game`` (autosaves only) is the statistics row the
    match's hands go to, so a resumed match is counted once."""

    record: MatchRecord
    human_seat: int | None
    bot_levels: tuple[str, ...]
    statistics_game: int | None = None


def save_match(path: Path, saved: SavedMatch) -> None:
    """Write a saved match atomically; a ``StorageError`` says why it could not be (and
    any file already at ``path`` is unchanged)."""
    data = {
        "format": SAVE_FORMAT,
        "version": SAVE_VERSION,
        "human_seat": saved.human_seat,
        "bot_levels": list(saved.bot_levels),
        "record": json.loads(saved.record.to_json()),
    }
    if saved.statistics_game is not None:
        data["statistics_game"] = saved.statistics_game
    try:
        atomic_write_text(Path(path), json.dumps(data, indent=1))
    except OSError as error:
        _log.warning("cannot save the match to %s: %s", path, error)
        raise StorageError(
            translate("Storage", "The match could not be saved as {0} ({1}); any file already "
                      "there is unchanged.").format(Path(path).name, os_reason(error)),
            Problem.UNWRITABLE,
        ) from None


def load_match(path: Path, kind: str = "save") -> SavedMatch:
    """Read a saved match (with ``kind="autosave"``, the match in progress). A
    ``StorageError`` says why not: a damaged save is kept aside; a newer version's save,
    another program's file or an unreadable one is left alone."""
    path = Path(path)
    try:
        raw = path.read_bytes()
    except FileNotFoundError:
        raise StorageError(
            translate("Storage", "There is no saved game at {0}.").format(path), Problem.MISSING
        ) from None
    except OSError as error:
        _log.warning("cannot read the saved game %s: %s", path, error)
        raise StorageError(unreadable_message("save", os_reason(error)),
                           Problem.UNREADABLE) from None
    try:
        data = _parse_json(_decode(raw))
    except _Damaged as error:
        if SAVE_FORMAT.encode() not in raw[:200] and not path.name.endswith(SAVE_EXTENSION):
            raise _foreign(path) from None  # not JSON and nothing says it is ours
        _log.warning("saved game %s is damaged: %s", path, error)
        raise StorageError(keep_aside(path, kind)) from None
    if not isinstance(data, dict) or data.get("format") != SAVE_FORMAT:
        raise _foreign(path)
    try:
        version = data.get("version")
        if type(version) is not int:
            raise RecordError(f"bad save version {version!r}")
        if version > SAVE_VERSION:
            raise NewerRecordError(f"save version {version}")
        saved = _saved_match(data)
    except NewerRecordError as error:
        _log.warning("saved game %s is newer than this program: %s", path, error)
        raise StorageError(
            translate("Storage", "This saved game was made by a newer Euchre Desktop; update to "
                      "open it."), Problem.NEWER,
        ) from None
    except (ValueError, KeyError, TypeError, RecursionError) as error:  # RecordError too
        _log.warning("saved game %s is damaged: %s", path, error)
        raise StorageError(keep_aside(path, kind)) from None
    return saved


def _foreign(path: Path) -> StorageError:
    _log.warning("%s is not a saved game of this program", path)
    return StorageError(
        translate("Storage", "{0} is not a Euchre Desktop saved game; it was left as it "
                  "is.").format(path.name), Problem.FOREIGN,
    )


def _saved_match(data: dict[str, Any]) -> SavedMatch:
    """The match in a save's JSON; ``RecordError`` (or ``KeyError``, ``TypeError``) says
    what is wrong."""
    record = MatchRecord.from_json(json.dumps(data["record"]))
    human = data["human_seat"]
    if human is not None and (type(human) is not int or not 0 <= human < record.rules.players):
        raise RecordError(f"bad human seat {human!r}")
    levels = data["bot_levels"]
    known = {level.value for level in Level}
    if not isinstance(levels, list) or not all(
        isinstance(level, str) and level in known for level in levels
    ):
        raise RecordError(f"bot levels must be a list of {', '.join(sorted(known))}")
    game = data.get("statistics_game")
    if game is not None and type(game) is not int:
        raise RecordError(f"bad statistics game {game!r}")
    return SavedMatch(record, human, tuple(levels), game)


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
    """Games and hands in an SQLite file. Open with ``Statistics.open``. Every method
    raises ``StatisticsError`` (with a sentence for the player) when the database cannot
    be used: locked by another program, on a full disk, read-only."""

    def __init__(self, connection: sqlite3.Connection) -> None:
        self._db = connection

    @classmethod
    def open(cls, path: Path | None = None) -> tuple[Statistics | None, str | None]:
        """The statistics database (created if missing) and None; a fresh one and a message
        when the old file was damaged and kept aside; or None and a message when there can
        be no statistics this time (locked by another program for ``OPEN_BUSY_TIMEOUT_S``,
        made by a newer version, or not readable or writable): that file is left alone."""
        path = Path(path) if path is not None else data_dir() / STATS_FILE_NAME
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            return cls(_connect(path)), None
        except OSError as error:
            _log.warning("cannot open the statistics %s: %s", path, error)
            return None, unreadable_message("statistics", os_reason(error))
        except StatisticsError as error:
            if error.problem is not Problem.DAMAGED:
                return None, str(error)
            _log.warning("statistics database %s is damaged: %s", path, error)
        message = keep_aside(path, "statistics")
        try:
            return cls(_connect(path)), message
        except (OSError, StatisticsError) as error:
            _log.warning("cannot start new statistics in %s: %s", path, error)
            return None, message

    def close(self) -> None:
        self._db.close()

    def start_game(self, preset: str, human_seat: int) -> int:
        with _reported(), self._db:
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
        with _reported(), self._db:
            self._db.execute(
                "INSERT INTO hands (game_id, hand_index, deal_number, maker_seat, makers, trump,"
                " alone, result, scoring_team, points) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (game_id, hand_index, deal_number, maker_seat, maker_seat % 2, trump,
                 int(alone), result, scoring_team, points),
            )

    def finish_game(self, game_id: int, scores: tuple[int, int], winner: int | None) -> None:
        with _reported(), self._db:
            self._db.execute(
                "UPDATE games SET finished = ?, score_0 = ?, score_1 = ?, winner = ? WHERE id = ?",
                (_now(), scores[0], scores[1], winner, game_id),
            )

    def has_game(self, game_id: int) -> bool:
        """Whether the game ``game_id`` is recorded (a reset or a new file forgets it)."""
        with _reported():
            row = self._db.execute("SELECT 1 FROM games WHERE id = ?", (game_id,)).fetchone()
        return row is not None

    def rewind_game(self, game_id: int, hands_completed: int) -> None:
        """Forget what an undo took back: hands from ``hands_completed`` on, and the result."""
        with _reported(), self._db:
            self._db.execute(
                "DELETE FROM hands WHERE game_id = ? AND hand_index >= ?",
                (game_id, hands_completed),
            )
            self._db.execute(
                "UPDATE games SET finished = NULL, winner = NULL WHERE id = ?", (game_id,)
            )

    def hands(self, game_id: int) -> list[dict[str, Any]]:
        """The hand history of one game, in order."""
        with _reported():
            cursor = self._db.execute(
                "SELECT hand_index, deal_number, maker_seat, makers, trump, alone, result,"
                " scoring_team, points FROM hands WHERE game_id = ? ORDER BY hand_index",
                (game_id,),
            )
        names = [column[0] for column in cursor.description]
        return [dict(zip(names, row, strict=True)) for row in cursor.fetchall()]

    def totals(self, preset: str | None = None) -> Totals:
        """The record over finished games: all of them, or those of one ``preset`` id."""
        with _reported():
            return self._totals(preset)

    def _totals(self, preset: str | None) -> Totals:
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
        with _reported():
            rows = self._db.execute(
                "SELECT preset FROM games WHERE finished IS NOT NULL"
                " GROUP BY preset ORDER BY COUNT(*) DESC, preset"
            ).fetchall()
        return [preset for (preset,) in rows]

    def reset(self) -> None:
        """Forget every finished game and its hands. A game in progress is kept, and counts
        once it is finished."""
        with _reported(), self._db:
            self._db.execute("DELETE FROM games WHERE finished IS NOT NULL")


def _marks(values: tuple[str, ...]) -> str:
    """SQL placeholders for ``values`` in an ``IN (...)`` list."""
    return ", ".join("?" * len(values))


def _problem_of(error: sqlite3.Error) -> Problem:
    name = getattr(error, "sqlite_errorname", "")
    if name.startswith(("SQLITE_BUSY", "SQLITE_LOCKED")):
        return Problem.LOCKED
    if name.startswith(("SQLITE_CORRUPT", "SQLITE_NOTADB")):
        return Problem.DAMAGED
    return Problem.UNWRITABLE


def _reason_of(error: sqlite3.Error) -> str:
    """Why SQLite failed, in a few translated words."""
    name = getattr(error, "sqlite_errorname", "")
    if name.startswith("SQLITE_FULL"):
        return translate("Storage", "the disk is full")
    if name.startswith("SQLITE_READONLY"):
        return translate("Storage", "the file is read-only")
    if name.startswith(("SQLITE_PERM", "SQLITE_AUTH")):
        return translate("Storage", "permission denied")
    if name.startswith("SQLITE_CANTOPEN"):
        return translate("Storage", "the file cannot be opened")
    if name.startswith("SQLITE_IOERR"):
        return translate("Storage", "the disk could not be read or written")
    return str(error)


def _statistics_error(error: sqlite3.Error) -> StatisticsError:
    problem = _problem_of(error)
    if problem is Problem.LOCKED:
        message = translate("Storage", "Your statistics are in use by another program; games "
                            "are not being recorded for now.")
    elif problem is Problem.DAMAGED:
        message = translate("Storage", "Your statistics file is damaged; games are not being "
                            "recorded for now.")
    else:
        message = translate("Storage", "Your statistics could not be written ({0}); games "
                            "are not being recorded for now.").format(_reason_of(error))
    return StatisticsError(message, problem)


@contextmanager
def _reported() -> Iterator[None]:
    """Turn an SQLite failure into a ``StatisticsError`` the player can be shown."""
    try:
        yield
    except sqlite3.Error as error:
        _log.warning("statistics failed: %s (%s)", error,
                     getattr(error, "sqlite_errorname", "?"))
        raise _statistics_error(error) from None


def _connect(path: Path) -> sqlite3.Connection:
    """Open and check the database, creating or upgrading its schema. Waits up to
    ``OPEN_BUSY_TIMEOUT_S`` for another program's lock; later writes wait up to
    ``WRITE_BUSY_TIMEOUT_S``. ``StatisticsError`` says why it cannot be used."""
    with _reported():
        connection = sqlite3.connect(path, timeout=OPEN_BUSY_TIMEOUT_S)
    try:
        with _reported():
            _check_schema(connection)
            connection.execute(f"PRAGMA busy_timeout = {int(WRITE_BUSY_TIMEOUT_S * 1000)}")
    except BaseException:
        connection.close()
        raise
    return connection


def _check_schema(connection: sqlite3.Connection) -> None:
    connection.execute("PRAGMA foreign_keys = ON")
    version = connection.execute("PRAGMA user_version").fetchone()[0]
    if version == 0:
        tables = connection.execute("SELECT COUNT(*) FROM sqlite_master").fetchone()[0]
        if tables:
            raise StatisticsError("tables without a schema version", Problem.DAMAGED)
        with connection:
            connection.executescript(_SCHEMA)
            connection.execute(f"PRAGMA user_version = {STATS_SCHEMA_VERSION}")
    elif version > STATS_SCHEMA_VERSION:
        _log.warning("statistics schema version %s is newer than this program", version)
        raise StatisticsError(
            translate("Storage", "Your statistics were made by a newer Euchre Desktop; they were "
                      "left as they are and games are not being recorded."), Problem.NEWER)
    check = connection.execute("PRAGMA quick_check").fetchone()[0]
    if check != "ok":
        raise StatisticsError(f"integrity check failed: {check}", Problem.DAMAGED)
