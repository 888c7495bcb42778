"""The real game as a separate process: killed with SIGKILL mid-match and started again, closed
by its window, and given a saved match on the command line. Nothing the player did is lost
but the action in flight, and the statistics count the match once."""

from __future__ import annotations

import json
import os
import queue
import random
import signal
import subprocess
import sys
import threading
import time
from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication

from euchre_desktop.app import autosave, storage
from euchre_desktop.app.controller import MatchController
from euchre_desktop.app.workers import InlineRunner
from euchre_desktop.rules import PRESETS
from tests.app.test_controller import random_bot

REPO_ROOT = Path(__file__).resolve().parents[2]
TARGET = 5
"""The points a match is played to: the fewest the rules allow, as the tests play one whole."""
FAST = {"animation_speed": "instant", "bot_levels": ["beginner"] * 6, "preset": "north-american",
        "house_rules": PRESETS["north-american"].with_changes(target_score=TARGET).to_dict()}


class Game:
    """One run of ``tests.app.drive_app``, read line by line.

    Its output is read by threads: a line left in a reader's buffer is never lost, and reading
    one pipe never waits on the other."""

    def __init__(self, home: Path, *arguments: str) -> None:
        env = dict(os.environ, QT_QPA_PLATFORM="offscreen", EUCHRE_DESKTOP_HOME=str(home))
        self.process = subprocess.Popen(
            [sys.executable, "-m", "tests.app.drive_app", *arguments],
            cwd=REPO_ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
            start_new_session=True,  # its bot workers too can be ended with it
        )
        self.started: list[str] | None = None
        self.actions: dict[int, str] = {}  # action number -> text, as printed
        self.changes: list[int] = []  # the number of actions after each change, as printed
        self.over = False
        self._lines: queue.Queue[str | None] = queue.Queue()  # None: the output has ended
        self._stderr: list[str] = []
        self._readers = [threading.Thread(target=self._read_stdout, daemon=True),
                         threading.Thread(target=self._read_stderr, daemon=True)]
        for reader in self._readers:
            reader.start()

    def _read_stdout(self) -> None:
        assert self.process.stdout is not None
        for line in self.process.stdout:
            self._lines.put(line)
        self._lines.put(None)

    def _read_stderr(self) -> None:
        assert self.process.stderr is not None
        self._stderr.append(self.process.stderr.read())

    def read_until(self, done: Callable[[Game], bool], timeout_s: float = 90.0) -> None:
        deadline = time.monotonic() + timeout_s
        while not done(self):
            try:
                line = self._lines.get(timeout=max(deadline - time.monotonic(), 0.0))
            except queue.Empty:
                raise AssertionError(f"the game got stuck; stderr:\n{self.stop()}") from None
            if line is None:
                raise AssertionError(f"the game ended early; stderr:\n{self.stop()}")
            self._take(line)

    def _take(self, line: str) -> None:
        word, _, rest = line.strip().partition(" ")
        if word == "start":
            self.started = json.loads(rest)
        elif word == "action":
            number, _, text = rest.partition(" ")
            self.actions[int(number)] = text
        elif word == "changed":
            self.changes.append(int(rest))
        elif word == "over":
            self.over = True

    def kill(self) -> None:
        """SIGKILL, as a crash or a power cut would; then its orphaned workers."""
        self.process.kill()
        self.process.wait()
        self.stop()

    def stop(self) -> str:
        """End it and its workers if still running; the stderr it wrote."""
        try:
            os.killpg(self.process.pid, signal.SIGKILL)
        except ProcessLookupError:
            pass
        self.process.wait(timeout=30)
        for reader in self._readers:
            reader.join(timeout=30)
        return "".join(self._stderr)

    def wait(self) -> tuple[int, str]:
        """The exit code and stderr of a game that ends by itself, every printed line read."""
        code = self.process.wait(timeout=60)
        stderr = self.stop()
        for line in iter(self._lines.get_nowait, None):  # the readers are done: None ends it
            self._take(line)
        return code, stderr


@pytest.fixture
def home(tmp_path: Path) -> Path:
    (tmp_path / "settings.json").write_text(json.dumps(FAST), encoding="utf-8")
    return tmp_path


def kept_actions(home: Path) -> list[str]:
    saved, message = autosave.load(home / autosave.AUTOSAVE_NAME)
    assert message is None and saved is not None
    return [action.text for action in saved.record.actions]


def test_killed_twice_mid_match_it_resumes_and_counts_the_match_once(
    qapp: object, home: Path
) -> None:
    chooser = random.Random(2024)
    played: list[str] = []
    for _ in range(2):
        game = Game(home)
        target = len(played) + chooser.randrange(5, 20)  # well inside a match to 5
        game.read_until(lambda g: g.started is not None)
        assert game.started == played  # resumed exactly where it was killed
        game.read_until(lambda g, target=target: max(g.actions, default=0) >= target or g.over)
        time.sleep(chooser.uniform(0, 0.05))  # any moment: mid-write, mid-animation, mid-bot
        game.kill()
        last = max(game.actions)
        kept = kept_actions(home)
        # The change in flight is the one that brought the last action read: a single action,
        # or every card of a claim. All before it is on disk.
        before_it = max(n for n in [len(game.started), *game.changes] if n < last)
        assert len(kept) >= before_it, "more than the change in flight was lost"
        printed = game.started + [game.actions[n] for n in sorted(game.actions)]
        assert kept[: len(printed)] == printed[: len(kept)]  # it may hold one more, unread
        played = kept
    game = Game(home, "--until-over")
    game.read_until(lambda g: g.started is not None)
    assert game.started == played
    game.read_until(lambda g: g.over)
    code, stderr = game.wait()
    assert code == 0, stderr
    assert not (home / autosave.AUTOSAVE_NAME).exists()  # a finished match is not resumed
    stats, _ = storage.Statistics.open(home / "statistics.sqlite3")
    try:
        assert stats.totals().games_played == 1
        (game_id, score_0, score_1), = stats._db.execute(
            "SELECT id, score_0, score_1 FROM games WHERE finished IS NOT NULL").fetchall()
        hands = stats.hands(game_id)
        indexes = [hand["hand_index"] for hand in hands]
        assert len(indexes) == len(set(indexes))  # no hand counted twice...
        for team, score in ((0, score_0), (1, score_1)):  # ...and none lost
            assert sum(h["points"] for h in hands if h["scoring_team"] == team) == score
        assert max(score_0, score_1) >= TARGET
    finally:
        stats.close()


def test_closing_the_window_keeps_the_match_without_asking(qapp: object, home: Path) -> None:
    game = Game(home, "--close-after", "12")
    game.read_until(lambda g: g.started is not None)
    code, stderr = game.wait()  # it exits by itself: nothing asked the player anything
    assert code == 0, stderr
    assert game.started is not None  # the bots may have acted before the player's first turn
    printed = game.started + [game.actions[n] for n in sorted(game.actions)]
    assert len(game.actions) >= 12
    assert kept_actions(home) == printed, stderr  # every action, none lost on the way out
    again = Game(home, "--close-after", "0")
    again.read_until(lambda g: g.started is not None)
    assert again.started == printed
    again.wait()


def saved_match(path: Path, seed: int) -> list[str]:
    controller = MatchController(InlineRunner(), bot_task=random_bot)
    controller.new_match(PRESETS["british"], seed=seed, human_seat=None)
    while len(controller.record.actions) < 17:
        controller.proceed()
        QCoreApplication.processEvents()
    controller.save_to(path)
    return [action.text for action in controller.record.actions]


def test_a_saved_match_opens_from_the_command_line(qapp: object, home: Path) -> None:
    actions = saved_match(home / "match.euchre.json", seed=3)
    game = Game(home, "--close-after", "0", "--", str(home / "match.euchre.json"))
    game.read_until(lambda g: g.started is not None)
    assert game.started == actions
    code, stderr = game.wait()
    assert code == 0, stderr
    assert (home / "match.euchre.json").exists()


@pytest.mark.parametrize("problem", ["damaged", "missing", "folder"])
def test_a_file_that_cannot_be_opened_is_reported_and_the_match_in_progress_goes_on(
    qapp: object, home: Path, problem: str
) -> None:
    in_progress = saved_match(home / autosave.AUTOSAVE_NAME, seed=4)
    target = home / "match.euchre.json"
    if problem == "damaged":
        target.write_text('{"format": "euchre-desktop-save", "version": 1, "rec', "utf-8")
    elif problem == "folder":
        target.mkdir()
    game = Game(home, "--close-after", "0", "--", str(target))
    game.read_until(lambda g: g.started is not None)
    assert game.started == in_progress
    code, stderr = game.wait()
    assert code == 0, stderr
    expected = {"damaged": "This saved game was damaged; it was kept as match.euchre.json.",
                "missing": f"There is no saved game at {target}.",
                "folder": "This saved game could not be read"}[problem]
    assert expected in stderr
    if problem == "folder":
        assert target.is_dir()
