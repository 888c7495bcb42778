"""The table's sounds: short cues (a card laid down, a packet dealt, a trick swept, points
scored) played by the operating system's own player.

Windows plays them with ``winsound``, macOS with ``afplay`` and Linux with the first of
``pw-play``, ``paplay`` and ``aplay`` found, so the game needs no audio library (Qt's would
add about 170 MB to every install). Where none is found, or a player fails, the game goes on
without sound and says nothing: sound is a nicety, never a reason to stop. The WAV files are
``resources/sounds/``, made by ``tools/make_sounds.py``.
"""

from __future__ import annotations

import logging
import shutil
import subprocess
import sys
import time
from collections.abc import Callable
from contextlib import ExitStack
from enum import Enum
from importlib import resources
from pathlib import Path

_log = logging.getLogger(__name__)

LINUX_PLAYERS = (("pw-play",), ("paplay",), ("aplay", "-q"))
"""Linux's command-line players, most modern first (PipeWire, PulseAudio, ALSA)."""
MAX_VOICES = 4
"""Sounds playing at once, at most: a cue beyond them is skipped (a fast deal)."""
REPEAT_GAP_S = 0.035
"""The least time between two plays of one cue: at the fastest animation speed a deal's
packets land together, and one flick says it."""


class Cue(Enum):
    """What the table asks to hear; each is the name of its WAV file."""

    CARD = "card"  # a card laid on the table
    DEAL = "deal"  # a packet dealt, a card discarded or passed
    TRICK = "trick"  # a trick swept to its winner
    POINTS_WON = "points_won"
    POINTS_LOST = "points_lost"
    MATCH_WON = "match_won"


Player = Callable[[Path], None]
"""Starts playing a WAV file and returns at once; raises OSError when it cannot."""


def system_player() -> Player | None:
    """This computer's way to play a WAV file in the background, or None if it has none."""
    if sys.platform == "win32":
        import winsound

        def play_on_windows(path: Path) -> None:
            winsound.PlaySound(str(path), winsound.SND_FILENAME | winsound.SND_ASYNC
                               | winsound.SND_NODEFAULT)

        return play_on_windows
    candidates = (("afplay",),) if sys.platform == "darwin" else LINUX_PLAYERS
    for command in candidates:
        found = shutil.which(command[0])
        if found is not None:
            return CommandPlayer((found, *command[1:]))
    return None


class CommandPlayer:
    """Plays a file by running a command-line player on it, at most ``MAX_VOICES`` at once;
    finished players are reaped before each new one."""

    def __init__(self, command: tuple[str, ...]) -> None:
        self.command = command
        self._running: list[subprocess.Popen[bytes]] = []

    def __call__(self, path: Path) -> None:
        self._running = [process for process in self._running if process.poll() is None]
        if len(self._running) >= MAX_VOICES:
            return
        self._running.append(subprocess.Popen(
            [*self.command, str(path)], stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL))


class Sounds:
    """Plays cues through ``player`` while ``enabled``; without a player it stays silent.
    A player that fails is given up for the rest of the session."""

    def __init__(self, player: Player | None = None) -> None:
        self.player = player
        self.enabled = True
        self._files = ExitStack()  # real paths for the WAV files, as long as the game runs
        self._paths: dict[Cue, Path] = {}
        self._last_played: dict[Cue, float] = {}

    def play(self, cue: Cue) -> None:
        if not self.enabled or self.player is None:
            return
        now = time.monotonic()
        if now - self._last_played.get(cue, -REPEAT_GAP_S) < REPEAT_GAP_S:
            return
        self._last_played[cue] = now
        try:
            self.player(self._path(cue))
        except (OSError, RuntimeError) as error:  # no audio device (winsound: RuntimeError)
            _log.warning("sound off for this session: %s", error)
            self.player = None

    def _path(self, cue: Cue) -> Path:
        if cue not in self._paths:
            sounds = resources.files("euchre_desktop.resources") / "sounds"
            self._paths[cue] = self._files.enter_context(
                resources.as_file(sounds / f"{cue.value}.wav"))
        return self._paths[cue]

    def close(self) -> None:
        """Let go of the files (temporary copies, where the game runs from a zip)."""
        self._files.close()
        self._paths.clear()
