"""The match in progress kept after every action, and resumed exactly, statistics included."""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from euchre_desktop.app import autosave, storage
from euchre_desktop.app.autosave import Autosaver
from euchre_desktop.app.controller import MatchController
from euchre_desktop.bots.review import deals_of
from euchre_desktop.rules import PRESETS, new_match
from euchre_desktop.rules import events as ev
from euchre_desktop.rules.record import MatchRecord
from euchre_desktop.rules.view import PlayerView
from tests.app.test_controller import drive as drive_at_once
from tests.app.test_controller import make_controller, random_human

RULES = PRESETS["north-american"]


@pytest.fixture
def stats(tmp_path: Path) -> Iterator[storage.Statistics]:
    database, message = storage.Statistics.open(tmp_path / "stats.sqlite3")
    assert message is None
    yield database
    database.close()


def keep(controller: MatchController, path: Path) -> Autosaver:
    return Autosaver(controller, path, parent=controller)


def drive(qtbot: QtBot, controller: MatchController, until: Callable[[], bool],
          human: Callable[[PlayerView], bool] | None = None) -> None:
    """Play on; each step waits for the autosave's write, which a busy disk may slow."""
    drive_at_once(qtbot, controller, until, human, timeout_ms=20000)


def hands_scored(record: MatchRecord) -> int:
    """How many hands of the record were scored (hands thrown in are not)."""
    state, _ = new_match(record.rules, record.seed, setup=record.setup)
    count = 0
    for action in record.actions:
        state, events = state.apply(action)
        count += sum(isinstance(event, ev.HandScored) for event in events)
    return count


def test_every_action_is_on_disk_once_written(qtbot: QtBot, tmp_path: Path) -> None:
    path = tmp_path / "autosave.euchre.json"
    controller = make_controller(qtbot)
    saver = keep(controller, path)
    seen: list[int] = []

    def check(_view: PlayerView) -> None:
        assert saver.flush()
        saved, message = autosave.load(path)
        assert message is None and saved is not None
        assert saved.record.actions == controller.record.actions
        assert (saved.human_seat, saved.bot_levels) == (1, controller.bot_levels)
        seen.append(len(saved.record.actions))

    controller.state_changed.connect(check)
    controller.new_match(RULES, seed=3, human_seat=1)
    drive(qtbot, controller, lambda: controller.state.hands_completed >= 1,
          random_human(controller))
    assert seen == list(range(len(seen)))  # every action, in order, from the deal on
    assert len(seen) > 10
    saver.close()


def test_undo_redo_and_a_new_match_replace_the_autosave(qtbot: QtBot, tmp_path: Path) -> None:
    path = tmp_path / "autosave.euchre.json"
    controller = make_controller(qtbot)
    saver = keep(controller, path)
    controller.new_match(RULES, seed=3, human_seat=0)
    drive(qtbot, controller, lambda: len(controller.record.actions) > 12,
          random_human(controller))
    played = controller.record.actions
    controller.undo()
    assert saver.flush()
    saved, _ = autosave.load(path)
    assert saved is not None and saved.record.actions == controller.record.actions
    assert len(saved.record.actions) < len(played)
    controller.redo()
    assert saver.flush()
    saved, _ = autosave.load(path)
    assert saved is not None and saved.record.actions == played[: len(saved.record.actions)]
    assert saved.record.actions == controller.record.actions
    controller.new_match(PRESETS["british"], seed=8, human_seat=0)
    assert saver.flush()
    saved, _ = autosave.load(path)
    assert saved is not None
    assert (saved.record.rules, saved.record.seed, saved.record.actions) == (
        PRESETS["british"], 8, ())
    saver.close()


def test_a_finished_match_is_not_kept(qtbot: QtBot, tmp_path: Path) -> None:
    path = tmp_path / "autosave.euchre.json"
    controller = make_controller(qtbot)
    saver = keep(controller, path)
    controller.new_match(PRESETS["classic-32"], seed=5, human_seat=0)
    drive(qtbot, controller, lambda: controller.state.is_over, random_human(controller))
    assert saver.flush()
    assert not path.exists()
    saver.close()
    # a finished match left behind (say, by a kill before the file was removed) is not resumed
    storage.save_match(path, controller.saved())
    assert autosave.load(path) == (None, None)
    assert not path.exists()


def test_closing_writes_what_is_pending(qtbot: QtBot, tmp_path: Path) -> None:
    path = tmp_path / "autosave.euchre.json"
    controller = make_controller(qtbot)
    saver = keep(controller, path)
    controller.new_match(RULES, seed=4, human_seat=0)
    drive(qtbot, controller, lambda: len(controller.record.actions) > 6,
          random_human(controller))
    saver.close()
    saved, _ = autosave.load(path)
    assert saved is not None and saved.record.actions == controller.record.actions


@pytest.mark.parametrize("damage", ["garbage", "truncated", "illegal-action"])
def test_a_damaged_autosave_is_kept_aside_and_the_game_says_so(
    qtbot: QtBot, tmp_path: Path, damage: str
) -> None:
    path = tmp_path / "autosave.euchre.json"
    controller = make_controller(qtbot)
    controller.new_match(RULES, seed=4, human_seat=0)
    drive(qtbot, controller, lambda: len(controller.record.actions) > 6,
          random_human(controller))
    storage.save_match(path, controller.saved())
    text = path.read_text(encoding="utf-8")
    if damage == "garbage":
        path.write_bytes(b"\x00\xff not json")
    elif damage == "truncated":
        path.write_text(text[: len(text) // 2], encoding="utf-8")
    else:
        data = json.loads(text)
        data["record"]["actions"][3] = data["record"]["actions"][2]
        path.write_text(json.dumps(data), encoding="utf-8")
    saved, message = autosave.load(path)
    assert saved is None
    backups = list(tmp_path.glob("autosave.euchre.json.corrupt-*"))
    assert len(backups) == 1 and not path.exists()
    assert message is not None
    assert "could not be resumed" in message and backups[0].name in message


def test_no_autosave_means_nothing_to_resume(tmp_path: Path) -> None:
    assert autosave.load(tmp_path / "autosave.euchre.json") == (None, None)


def test_the_autosave_says_once_that_it_cannot_be_written(
    qtbot: QtBot, tmp_path: Path
) -> None:
    blocker = tmp_path / "a-file"
    blocker.write_text("not a folder", encoding="utf-8")
    controller = make_controller(qtbot)
    saver = keep(controller, blocker / "autosave.euchre.json")
    messages: list[str] = []
    saver.failed.connect(messages.append)
    controller.new_match(RULES, seed=4, human_seat=0)
    drive(qtbot, controller, lambda: len(controller.record.actions) > 6,
          random_human(controller))
    assert saver.flush()
    qtbot.waitUntil(lambda: len(messages) == 1)
    qtbot.wait(50)
    assert len(messages) == 1 and "cannot be kept" in messages[0]
    saver.close()


# --- statistics count a resumed match once ---------------------------------------------------


def play_until_a_hand_is_scored(qtbot: QtBot, controller: MatchController) -> None:
    hands = controller.state.hands_completed
    drive(qtbot, controller, lambda: controller.state.hands_completed > hands
          or controller.state.is_over, random_human(controller))


@pytest.mark.parametrize("lag", ["in-step", "behind-a-scored-hand", "behind-the-last-card"])
def test_a_resumed_match_is_counted_once(
    qtbot: QtBot, stats: storage.Statistics, lag: str
) -> None:
    """The autosave may lag the statistics by the action in flight when the game is killed:
    a hand just recorded, or the whole match just finished. Either way, resuming and playing
    on counts the match once, with each of its hands once."""
    first = make_controller(qtbot, stats=stats)
    first.new_match(RULES, seed=12, human_seat=0)
    for _ in range(2):
        play_until_a_hand_is_scored(qtbot, first)
    drive(qtbot, first, lambda: bool(first.view().trick), random_human(first))  # mid-trick
    if lag == "behind-the-last-card":
        drive(qtbot, first, lambda: first.state.is_over, random_human(first))
        saved = storage.SavedMatch(
            MatchRecord(RULES, first.record.seed, first.record.actions[:-1]), 0,
            first.bot_levels, first.statistics_game)
        assert stats.totals().games_played == 1  # the kill came after the game was counted
    else:
        saved = first.saved()
        if lag == "behind-a-scored-hand":
            play_until_a_hand_is_scored(qtbot, first)
    # the first copy of the game is killed here: nothing more of it runs
    second = make_controller(qtbot, stats=stats)
    second.resume(saved)
    assert second.record.actions == saved.record.actions
    assert second.statistics_game == saved.statistics_game
    drive(qtbot, second, lambda: second.state.is_over, random_human(second, seed=7))
    totals = stats.totals()
    assert totals.games_played == 1
    rows = stats.hands(saved.statistics_game)  # type: ignore[arg-type]
    indexes = [row["hand_index"] for row in rows]
    assert len(indexes) == len(set(indexes)) == hands_scored(second.record)


def test_a_resumed_match_whose_statistics_are_gone_is_counted_whole(
    qtbot: QtBot, stats: storage.Statistics
) -> None:
    first = make_controller(qtbot)  # statistics lost (a new database): no row for the match
    first.new_match(RULES, seed=12, human_seat=0)
    for _ in range(2):
        play_until_a_hand_is_scored(qtbot, first)
    second = make_controller(qtbot, stats=stats)
    second.resume(storage.SavedMatch(first.record, 0, first.bot_levels, statistics_game=99))
    assert second.statistics_game is not None and second.statistics_game != 99
    assert len(stats.hands(second.statistics_game)) == hands_scored(first.record)
    drive(qtbot, second, lambda: second.state.is_over, random_human(second))
    assert stats.totals().games_played == 1
    assert len(stats.hands(second.statistics_game)) == hands_scored(second.record)


def test_an_opened_match_is_not_counted(
    qtbot: QtBot, stats: storage.Statistics, tmp_path: Path
) -> None:
    """A match opened from a file may be opened again and again: it never counts."""
    first = make_controller(qtbot, stats=stats)
    first.new_match(RULES, seed=12, human_seat=0)
    play_until_a_hand_is_scored(qtbot, first)
    first.save_to(tmp_path / "match.euchre.json")
    assert "statistics_game" not in (tmp_path / "match.euchre.json").read_text(encoding="utf-8")
    second = make_controller(qtbot, stats=stats)
    second.load_from(tmp_path / "match.euchre.json")
    assert second.statistics_game is None


def test_while_a_deal_is_practised_the_match_is_what_is_kept(
    qtbot: QtBot, tmp_path: Path, stats: storage.Statistics
) -> None:
    path = tmp_path / "autosave.euchre.json"
    controller = make_controller(qtbot, stats=stats)
    saver = keep(controller, path)
    controller.new_match(RULES, seed=12, human_seat=0)
    play_until_a_hand_is_scored(qtbot, controller)
    match, game = controller.record, controller.statistics_game
    assert game is not None
    controller.start_practice(deals_of(match)[0])
    drive(qtbot, controller, lambda: controller.state.is_over, random_human(controller))
    assert saver.flush()
    saved, _ = autosave.load(path)  # the practice hand is over, the match is not
    assert saved is not None and saved.record.actions == match.actions
    assert saved.statistics_game == game
    saver.close()
