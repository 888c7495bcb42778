"""The table's sounds: the WAV files are what the tool makes, and cues play through the
system's player, or quietly not at all. The window's cues: ``tests/ui/test_match_flow.py``."""

from __future__ import annotations

import sys
import wave
from pathlib import Path

import pytest

from euchre_desktop.app import sounds as sounds_module
from euchre_desktop.app.sounds import CommandPlayer, Cue, Sounds, system_player
from tests.scripts import REPO_ROOT, load_script

SOUNDS = REPO_ROOT / "resources" / "sounds"


def _samples(path: Path) -> tuple[wave._wave_params, list[int]]:
    with wave.open(str(path), "rb") as file:
        params = file.getparams()
        frames = file.readframes(params.nframes)
    return params, [int.from_bytes(frames[i:i + 2], "little", signed=True)
                    for i in range(0, len(frames), 2)]


def test_the_shipped_sounds_are_what_the_tool_makes(tmp_path: Path) -> None:
    """Every cue has its file, short and not silent; remade, each sample is the same to the
    last bit a platform's maths library may round otherwise."""
    made = load_script("tools/make_sounds.py").write_sounds(tmp_path)
    assert sorted(path.stem for path in made) == sorted(cue.value for cue in Cue)
    for path in made:
        shipped_params, shipped = _samples(SOUNDS / path.name)
        params, remade = _samples(path)
        assert (params.nchannels, params.sampwidth, params.framerate) == (1, 2, 22050)
        assert shipped_params == params
        assert max(abs(a - b) for a, b in zip(shipped, remade, strict=True)) <= 1, path.name
        assert 0.05 <= params.nframes / params.framerate <= 1.5
        assert max(abs(sample) for sample in remade) > 10_000  # heard, under full scale
        assert abs(remade[-1]) < 100  # faded out: no click at the end


class Recorder:
    """A player that only remembers what it was asked to play."""

    def __init__(self) -> None:
        self.played: list[str] = []

    def __call__(self, path: Path) -> None:
        assert path.is_file()
        self.played.append(path.stem)


def test_cues_play_their_files_unless_sound_is_off() -> None:
    recorder = Recorder()
    sounds = Sounds(recorder)
    sounds.play(Cue.CARD)
    sounds.play(Cue.TRICK)
    sounds.enabled = False
    sounds.play(Cue.POINTS_WON)
    assert recorder.played == ["card", "trick"]
    Sounds().play(Cue.CARD)  # no player: silent, no error


def test_a_cue_repeated_at_once_plays_once(monkeypatch: pytest.MonkeyPatch) -> None:
    clock = [100.0]
    monkeypatch.setattr(sounds_module.time, "monotonic", lambda: clock[0])
    recorder = Recorder()
    sounds = Sounds(recorder)
    sounds.play(Cue.DEAL)
    sounds.play(Cue.DEAL)
    sounds.play(Cue.CARD)
    clock[0] += 2 * sounds_module.REPEAT_GAP_S
    sounds.play(Cue.DEAL)
    assert recorder.played == ["deal", "card", "deal"]


def test_a_player_that_fails_turns_sound_off_quietly(caplog: pytest.LogCaptureFixture) -> None:
    calls = []

    def broken(path: Path) -> None:
        calls.append(path)
        raise OSError("no audio device")

    sounds = Sounds(broken)
    sounds.play(Cue.CARD)
    sounds.play(Cue.TRICK)
    assert len(calls) == 1 and sounds.player is None
    assert "no audio device" in caplog.text


def test_linux_plays_with_the_first_player_found(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(sounds_module.sys, "platform", "linux")
    found = {"paplay": "/usr/bin/paplay", "aplay": "/usr/bin/aplay"}
    monkeypatch.setattr(sounds_module.shutil, "which", found.get)
    player = system_player()
    assert isinstance(player, CommandPlayer) and player.command == ("/usr/bin/paplay",)
    monkeypatch.setattr(sounds_module.shutil, "which", {"aplay": "/bin/aplay"}.get)
    player = system_player()
    assert isinstance(player, CommandPlayer) and player.command == ("/bin/aplay", "-q")
    monkeypatch.setattr(sounds_module.shutil, "which", lambda name: None)
    assert system_player() is None


def test_a_command_player_runs_a_few_voices_at_most(tmp_path: Path) -> None:
    """Each play is a process of its own; beyond ``MAX_VOICES`` still playing, a cue is
    skipped, and finished ones make room."""
    script = tmp_path / "player.py"
    script.write_text("import sys, time\ntime.sleep(float(sys.argv[1]))\n")
    player = CommandPlayer((sys.executable, str(script)))
    for _ in range(sounds_module.MAX_VOICES + 2):
        player(Path("30"))  # "plays" for 30 s
    running = list(player._running)
    assert len(running) == sounds_module.MAX_VOICES
    for process in running:
        process.kill()
        process.wait()
    player(Path("0"))
    assert len(player._running) == 1
    player._running[0].wait(timeout=30)
    assert player._running[0].returncode == 0


def test_a_missing_player_program_is_an_os_error() -> None:
    with pytest.raises(OSError):
        CommandPlayer(("/nonexistent/player",))(SOUNDS / "card.wav")
