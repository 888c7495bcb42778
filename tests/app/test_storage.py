"""Atomic writes, damaged files kept aside, and the statistics database."""

from __future__ import annotations

import json
import re
import sqlite3
from pathlib import Path
from typing import Any

import pytest

from euchre_desktop.app import storage
from euchre_desktop.app.storage import Statistics
from euchre_desktop.rules import PRESETS, MatchRecord, new_match

BACKUP_NAME = re.compile(r"^(?P<name>.+)\.corrupt-\d{8}-\d{6}(-\d+)?$")


def test_an_atomic_write_replaces_the_file_and_leaves_no_temporary_file(tmp_path: Path) -> None:
    path = tmp_path / "deep" / "file.json"
    storage.atomic_write_text(path, "one")
    storage.atomic_write_text(path, "two")
    assert path.read_text(encoding="utf-8") == "two"
    assert [p.name for p in path.parent.iterdir()] == ["file.json"]


def test_a_failed_atomic_write_keeps_the_old_content(tmp_path: Path) -> None:
    path = tmp_path / "file.json"
    storage.atomic_write_text(path, "old")
    with pytest.raises(UnicodeEncodeError):
        storage.atomic_write_text(path, "half \ud800 written")
    assert path.read_text(encoding="utf-8") == "old"
    assert [p.name for p in tmp_path.iterdir()] == ["file.json"]


def test_a_damaged_json_file_is_kept_aside_with_a_message(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    path.write_bytes(b'{"sound": tru')
    data, message = storage.read_json(path, "settings")
    assert data is None and message is not None
    (backup,) = tmp_path.iterdir()
    assert BACKUP_NAME.match(backup.name)["name"] == "settings.json"  # type: ignore[index]
    assert backup.read_bytes() == b'{"sound": tru'
    assert message == (f"Your settings file was damaged; it was kept as {backup.name} "
                       "and defaults are in use.")
    assert storage.read_json(path, "settings") == (None, None)  # no file: no message


def test_backups_never_overwrite_each_other(tmp_path: Path) -> None:
    backups = set()
    for _ in range(3):
        path = tmp_path / "save.json"
        path.write_text("x")
        backups.add(storage.move_aside(path))
    assert len(backups) == 3 and all(BACKUP_NAME.match(p.name) for p in backups)


def test_files_go_under_euchre_desktop_home(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv(storage.HOME_ENV, str(tmp_path))
    assert storage.config_dir() == tmp_path == storage.data_dir()
    monkeypatch.delenv(storage.HOME_ENV)
    assert "euchre-desktop" in str(storage.config_dir())


def play_a_game(stats: Statistics, human_seat: int, won: bool) -> int:
    game = stats.start_game("north-american", human_seat)
    human_team = human_seat % 2
    # the human makes it alone and marches, the partner is euchred, the opponents make it
    stats.record_hand(game, 0, 111, human_seat, "H", True, "lone-march", human_team, 4)
    stats.record_hand(game, 1, 222, (human_seat + 2) % 4, "S", False, "euchred",
                      1 - human_team, 2)
    stats.record_hand(game, 2, 333, (human_seat + 1) % 4, "C", False, "made", 1 - human_team, 1)
    winner = human_team if won else 1 - human_team
    stats.finish_game(game, (10, 3) if winner == 0 else (3, 10), winner)
    return game


def test_statistics_round_trip(tmp_path: Path) -> None:
    path = tmp_path / "stats.sqlite3"
    stats, message = Statistics.open(path)
    assert message is None
    game = play_a_game(stats, 0, won=True)
    play_a_game(stats, 1, won=False)
    stats.start_game("british", 0)  # unfinished: not counted
    stats.close()
    stats, message = Statistics.open(path)
    assert message is None
    totals = stats.totals()
    assert (totals.games_played, totals.games_won, totals.win_rate) == (2, 1, 0.5)
    assert (totals.hands_made, totals.hands_euchred) == (2, 2)
    assert (totals.loners_attempted, totals.loners_made) == (2, 2)
    assert (totals.marches, totals.euchres_inflicted) == (2, 0)
    assert [hand["result"] for hand in stats.hands(game)] == ["lone-march", "euchred", "made"]
    assert stats.hands(game)[0]["deal_number"] == 111
    stats.close()


def test_totals_by_preset_and_a_reset_that_keeps_the_game_in_progress(tmp_path: Path) -> None:
    stats, _ = Statistics.open(tmp_path / "stats.sqlite3")
    play_a_game(stats, 0, won=True)
    play_a_game(stats, 1, won=True)
    british = stats.start_game("british", 0)
    stats.record_hand(british, 0, 5, 1, "D", False, "euchred", 0, 2)  # we euchre them
    stats.record_hand(british, 1, 6, 2, "H", False, "march", 0, 2)
    stats.finish_game(british, (11, 0), 0)
    in_progress = stats.start_game("british", 0)
    stats.record_hand(in_progress, 0, 7, 0, "S", False, "made", 0, 1)
    assert stats.presets_played() == ["north-american", "british"]
    every = stats.totals()
    assert (every.games_played, every.hands_made, every.marches) == (3, 3, 3)
    assert every.euchres_inflicted == 1
    only_british = stats.totals("british")
    assert (only_british.games_played, only_british.games_won) == (1, 1)
    assert (only_british.hands_made, only_british.marches, only_british.hands_euchred,
            only_british.euchres_inflicted, only_british.loners_attempted) == (1, 1, 0, 1, 0)
    assert stats.totals("canadian").games_played == 0

    stats.reset()
    assert stats.totals().games_played == 0 and stats.presets_played() == []
    stats.record_hand(in_progress, 1, 8, 0, "S", False, "made", 0, 1)
    stats.finish_game(in_progress, (11, 2), 0)
    assert (stats.totals().games_played, stats.totals().hands_made) == (1, 2)
    stats.close()


def test_rewinding_a_game_forgets_the_hands_taken_back(tmp_path: Path) -> None:
    stats, _ = Statistics.open(tmp_path / "stats.sqlite3")
    game = play_a_game(stats, 0, won=True)
    stats.rewind_game(game, 1)
    assert len(stats.hands(game)) == 1
    assert stats.totals().games_played == 0
    stats.close()


@pytest.mark.parametrize("content", [b"this is not a database" * 100, b""])
def test_a_damaged_database_is_kept_aside(tmp_path: Path, content: bytes) -> None:
    path = tmp_path / "stats.sqlite3"
    if content:
        path.write_bytes(content)
    else:  # a database someone else's program made: tables but no schema version
        with sqlite3.connect(path) as other:
            other.execute("CREATE TABLE x (y)")
        other.close()
    stats, message = Statistics.open(path)
    assert message is not None and "statistics file was damaged" in message
    (backup,) = tmp_path.glob("stats.sqlite3.corrupt-*")
    assert backup.name in message
    assert stats.totals().games_played == 0
    play_a_game(stats, 0, won=True)
    assert stats.totals().games_won == 1
    stats.close()


def saved_match() -> storage.SavedMatch:
    rules = PRESETS["six-player"]
    state, _ = new_match(rules, 4)
    record = MatchRecord(rules, 4)
    for _ in range(7):
        action = state.legal_actions()[0]
        state, _ = state.apply(action)
        record = record.with_action(action, state)
    return storage.SavedMatch(record, 5, ("beginner",) * 6)


def test_a_saved_match_round_trips(tmp_path: Path) -> None:
    saved = saved_match()
    storage.save_match(tmp_path / "game.json", saved)
    assert storage.load_match(tmp_path / "game.json") == saved


@pytest.mark.parametrize("change", [
    {"human_seat": True}, {"human_seat": 6}, {"bot_levels": ["grandmaster"]},
    {"bot_levels": [["standard"]]}, {"version": "1"}, {"record": {"format": "x"}},
])
def test_a_damaged_save_is_refused_and_kept_aside(tmp_path: Path, change: dict[str, Any]) -> None:
    path = tmp_path / "game.json"
    storage.save_match(path, saved_match())
    data = json.loads(path.read_text()) | change
    path.write_text(json.dumps(data))
    with pytest.raises(storage.StorageError, match="This saved game was damaged"):
        storage.load_match(path)
    assert len(list(tmp_path.glob("game.json.corrupt-*"))) == 1


def test_a_missing_save_is_refused_without_a_backup(tmp_path: Path) -> None:
    with pytest.raises(storage.StorageError, match="There is no saved game"):
        storage.load_match(tmp_path / "nothing.json")
    assert list(tmp_path.iterdir()) == []


def test_a_save_made_by_a_newer_version_is_left_alone(tmp_path: Path) -> None:
    path = tmp_path / "game.euchre.json"
    storage.save_match(path, saved_match())
    for change in ({"version": storage.SAVE_VERSION + 1}, None):
        data = json.loads(path.read_text())
        if change is None:  # the match record inside is the newer one
            data["record"]["version"] += 1
        else:
            data |= change
        path.write_text(json.dumps(data))
        with pytest.raises(storage.StorageError, match="made by a newer Euchre Desktop; "
                           "update to open it") as refused:
            storage.load_match(path)
        assert refused.value.problem is storage.Problem.NEWER
        assert [p.name for p in tmp_path.iterdir()] == ["game.euchre.json"]


@pytest.mark.parametrize("content", [
    b'{"name": "my-project", "version": "1.0.0"}', b"[1, 2, 3]", b"\x89PNG\r\n\x1a\n\x00\x00",
])
def test_another_programs_file_is_left_alone(tmp_path: Path, content: bytes) -> None:
    path = tmp_path / "package.json"
    path.write_bytes(content)
    with pytest.raises(storage.StorageError) as refused:
        storage.load_match(path)
    assert str(refused.value) == ("package.json is not a Euchre Desktop saved game; "
                                  "it was left as it is.")
    assert refused.value.problem is storage.Problem.FOREIGN
    assert path.read_bytes() == content and len(list(tmp_path.iterdir())) == 1


def test_a_truncated_save_of_ours_is_damaged_whatever_its_name(tmp_path: Path) -> None:
    for name in ("game.euchre.json", "game.txt"):
        path = tmp_path / name
        storage.save_match(path, saved_match())
        path.write_bytes(path.read_bytes()[:300])
        with pytest.raises(storage.StorageError, match="was damaged; it was kept as"):
            storage.load_match(path)
        assert not path.exists() and list(tmp_path.glob(name + ".corrupt-*"))


def test_a_save_with_a_byte_order_mark_opens(tmp_path: Path) -> None:
    path = tmp_path / "game.euchre.json"
    storage.save_match(path, saved_match())
    path.write_bytes(b"\xef\xbb\xbf" + path.read_bytes())
    assert storage.load_match(path) == saved_match()


def test_writes_give_the_permissions_of_the_umask(tmp_path: Path) -> None:
    import os

    old = os.umask(0o027)
    try:
        storage.atomic_write_text(tmp_path / "a.json", "{}")
        os.umask(0o002)
        storage.atomic_write_text(tmp_path / "a.json", "{}")
        storage.save_match(tmp_path / "b.euchre.json", saved_match())
    finally:
        os.umask(old)
    assert (tmp_path / "a.json").stat().st_mode & 0o777 == 0o664
    assert (tmp_path / "b.euchre.json").stat().st_mode & 0o777 == 0o664


def test_leftovers_of_interrupted_writes_are_removed_but_recent_ones_kept(
    tmp_path: Path
) -> None:
    import os
    import time

    old = tmp_path / ".settings.json.a1b2c3d4.tmp"
    older_style = tmp_path / ".statistics.json.k_9xq2zz.tmp"
    recent = tmp_path / ".settings.json.00ff00ff.tmp"
    mine = tmp_path / "notes.tmp"
    for path in (old, older_style, recent, mine):
        path.write_text("half")
    long_ago = time.time() - 3600
    for path in (old, older_style, mine):
        os.utime(path, (long_ago, long_ago))
    assert sorted(storage.remove_leftover_temporaries(tmp_path)) == sorted([old, older_style])
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted([recent.name, mine.name])
