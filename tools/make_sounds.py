"""Synthesise the table's sounds and write them to ``resources/sounds/`` as WAV files.

Usage: ``python tools/make_sounds.py [--out DIR]``. Every sound is made here from noise and
tones (the sounds are ours, as the card art is), with a seeded generator, so the same script
writes the same sounds on every machine (to the last bit, which a platform's maths library
may round otherwise); a test checks that the files in the repository are what it writes.
Mono, 16-bit, 22,050 samples a second: a few kilobytes each.
"""

from __future__ import annotations

import argparse
import math
import random
import struct
import wave
from collections.abc import Callable, Sequence
from pathlib import Path

OUT = Path(__file__).resolve().parent.parent / "resources" / "sounds"
RATE = 22_050
PEAK = 0.5
"""The loudest sample of every sound, as a share of full scale: cues under the player's own
music or speech, never over it."""
SEED = 7


def _noise(seconds: float, rng: random.Random) -> list[float]:
    return [rng.uniform(-1.0, 1.0) for _ in range(round(seconds * RATE))]


def _low_pass(samples: Sequence[float], cutoff_hz: float) -> list[float]:
    """A one-pole low-pass filter: the card's felt takes the hiss off the snap."""
    alpha = 1 - math.exp(-2 * math.pi * cutoff_hz / RATE)
    out, level = [], 0.0
    for sample in samples:
        level += alpha * (sample - level)
        out.append(level)
    return out


def _high_pass(samples: Sequence[float], cutoff_hz: float) -> list[float]:
    low = _low_pass(samples, cutoff_hz)
    return [sample - under for sample, under in zip(samples, low, strict=True)]


def _band_noise(seconds: float, rng: random.Random, low_hz: float, high_hz: float
                ) -> list[float]:
    """Noise between ``low_hz`` and ``high_hz``: the rustle of card on card or on felt."""
    return _low_pass(_high_pass(_noise(seconds, rng), low_hz), high_hz)


def _burst(seconds: float, rng: random.Random, low_hz: float, high_hz: float,
           attack_s: float, decay_s: float) -> list[float]:
    """A short burst of band noise that strikes and dies away (``_envelope``)."""
    return _shaped(_band_noise(seconds, rng, low_hz, high_hz),
                   _envelope(round(seconds * RATE), attack_s, decay_s))


def _envelope(count: int, attack_s: float, decay_s: float) -> list[float]:
    """A quick rise over ``attack_s``, then an exponential fall with time constant
    ``decay_s``."""
    attack = max(1, round(attack_s * RATE))
    return [min(1.0, index / attack) * math.exp(-max(0, index - attack) / (decay_s * RATE))
            for index in range(count)]


def _shaped(samples: Sequence[float], envelope: Sequence[float]) -> list[float]:
    return [sample * gain for sample, gain in zip(samples, envelope, strict=True)]


def _mix(*parts: Sequence[float]) -> list[float]:
    length = max(len(part) for part in parts)
    return [sum(part[index] for part in parts if index < len(part)) for index in range(length)]


def _delayed(samples: Sequence[float], seconds: float) -> list[float]:
    return [0.0] * round(seconds * RATE) + list(samples)


def _bell(frequency: float, seconds: float, decay_s: float, brightness: float) -> list[float]:
    """A struck tone: the fundamental and two softer partials, dying away."""
    partials = ((1.0, 1.0), (2.0, 0.45 * brightness), (3.0, 0.2 * brightness))
    envelope = _envelope(round(seconds * RATE), 0.004, decay_s)
    return [gain * sum(weight * math.sin(2 * math.pi * frequency * ratio * index / RATE)
                       for ratio, weight in partials)
            for index, gain in enumerate(envelope)]


def card(rng: random.Random) -> list[float]:
    """A card laid on the felt: a short, bright snap over a soft thump."""
    snap = _burst(0.09, rng, 700, 5_000, 0.001, 0.012)
    thump = [0.35 * math.sin(2 * math.pi * 150 * index / RATE) * gain
             for index, gain in enumerate(_envelope(round(0.09 * RATE), 0.002, 0.018))]
    return _mix(snap, thump)


def deal(rng: random.Random) -> list[float]:
    """A packet dealt across the table: a lighter flick than a card played."""
    flick = _burst(0.07, rng, 1_500, 7_000, 0.003, 0.01)
    second = _burst(0.05, rng, 1_500, 7_000, 0.002, 0.008)
    return _mix(flick, _delayed([0.6 * sample for sample in second], 0.028))


def trick(rng: random.Random) -> list[float]:
    """A trick swept off the table: a soft slide that rises and falls."""
    count = round(0.26 * RATE)
    slide = _band_noise(0.26, rng, 400, 2_200)
    shape = [math.sin(math.pi * index / count) ** 2 for index in range(count)]
    return _shaped(slide, shape)


def points_won(rng: random.Random) -> list[float]:
    """Points for us: two bright notes rising a fifth."""
    return _mix(_bell(659.3, 0.55, 0.18, 1.0), _delayed(_bell(987.8, 0.6, 0.22, 1.0), 0.12))


def points_lost(rng: random.Random) -> list[float]:
    """Points for them: two mellow notes falling a third."""
    return _mix(_bell(440.0, 0.5, 0.16, 0.4), _delayed(_bell(349.2, 0.6, 0.2, 0.4), 0.16))


def match_won(rng: random.Random) -> list[float]:
    """The match won: a rising major arpeggio, its top note held."""
    notes = (523.3, 659.3, 784.0, 1046.5)
    return _mix(*(_delayed(_bell(frequency, 0.9 if index == 3 else 0.45,
                                 0.35 if index == 3 else 0.15, 0.8), 0.1 * index)
                  for index, frequency in enumerate(notes)))


SOUNDS: dict[str, Callable[[random.Random], list[float]]] = {
    "card": card,
    "deal": deal,
    "trick": trick,
    "points_won": points_won,
    "points_lost": points_lost,
    "match_won": match_won,
}
"""Each sound by the name its file takes (``euchre_desktop.app.sounds.Cue``)."""


def write_wav(samples: Sequence[float], path: Path) -> None:
    """Write ``samples`` to ``path``, scaled so the loudest is ``PEAK``, faded out over the
    last few milliseconds (no click at the end)."""
    loudest = max(abs(sample) for sample in samples) or 1.0
    fade = round(0.004 * RATE)
    count = len(samples)
    frames = b"".join(
        struct.pack("<h", round(32767 * PEAK * sample / loudest
                                * min(1.0, (count - index) / fade)))
        for index, sample in enumerate(samples))
    with wave.open(str(path), "wb") as file:
        file.setnchannels(1)
        file.setsampwidth(2)
        file.setframerate(RATE)
        file.writeframes(frames)


def write_sounds(out: Path) -> list[Path]:
    """Write every sound to ``out``; the same files on every run."""
    out.mkdir(parents=True, exist_ok=True)
    written = []
    for name, make in SOUNDS.items():
        path = out / f"{name}.wav"
        write_wav(make(random.Random(f"{SEED}-{name}")), path)
        written.append(path)
    return written


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=OUT, help="folder for the WAV files")
    for path in write_sounds(parser.parse_args().out):
        print(path)


if __name__ == "__main__":
    main()
