"""Frame smoothness of the table while bots think: a real main window, a process pool of
bots, animations at normal speed and a human seat that plays at once.

Every action is autosaved, as in the game. Two figures: the intervals between ticks of a
16 ms timer on the GUI thread (the event loop's responsiveness: no frame can be drawn while it
is stalled), and the intervals between paints of the table within a card's move (see
``_PaintClock``).
"""

from __future__ import annotations

import os
import random
import statistics
import tempfile
import time
from itertools import pairwise
from typing import Any

from PySide6.QtCore import QAbstractAnimation, QEvent, QObject, QTimer
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QApplication

from euchre_desktop.app.autosave import Autosaver
from euchre_desktop.app.controller import MatchController
from euchre_desktop.app.gui_gc import GuiThreadCollector
from euchre_desktop.app.workers import PoolRunner
from euchre_desktop.rules import PRESETS
from euchre_desktop.ui.main_window import MainWindow
from euchre_desktop.ui.table import speeds
from euchre_desktop.ui.table.card_item import CardItem

TICK_MS = 16


class _PaintClock(QObject):
    """Notes the time of each paint of the table's viewport during a card's move.

    An interval counts only when some move was under way at both of its paints: the
    frames of a motion, not the deliberate pauses between one move and the next (a dealt
    packet landing, then the next one leaving), when nothing is moving to be drawn.
    """

    def __init__(self, window: MainWindow) -> None:
        super().__init__()
        self.window = window
        self.paints: list[float] = []
        self._moves_at_last_paint: set[QAbstractAnimation] = set()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint:
            moves = {
                move
                for item in self.window.table.scene().items()
                if isinstance(item, CardItem) and (move := item.current_move()) is not None
            }
            if moves and not moves & self._moves_at_last_paint:
                self.paints.append(float("nan"))  # a new motion: no interval across the pause
            if moves:
                self.paints.append(time.perf_counter())
            # Holding the moves keeps their wrappers alive, so a new move is never mistaken
            # for an old one that happened to have the same identity.
            self._moves_at_last_paint = moves
        return False


def _percentiles(intervals: list[float]) -> dict[str, float]:
    if not intervals:
        return {"n": 0}
    ordered = sorted(intervals)
    return {
        "n": len(ordered),
        "p50": round(statistics.median(ordered), 2),
        "p95": round(ordered[int(0.95 * (len(ordered) - 1))], 2),
        "max": round(ordered[-1], 2),
    }


def _gaps_ms(stamps: list[float], limit_ms: float = 1000.0) -> list[float]:
    """Intervals between consecutive stamps, leaving out idle gaps (and NaN breaks)."""
    gaps = [(later - earlier) * 1000 for earlier, later in pairwise(stamps)]
    return [gap for gap in gaps if gap < limit_ms]  # NaN compares false: dropped


def measure_frames(preset_id: str, level: str, seconds: float, seed: int) -> dict[str, Any]:
    os.environ.setdefault("EUCHRE_DESKTOP_HOME", tempfile.mkdtemp(prefix="euchre-bench-"))
    app = QApplication.instance() or QApplication([])
    GuiThreadCollector.install(app)  # as in the game: no other thread frees a Qt object
    speeds.set_speed(speeds.AnimationSpeed.NORMAL)
    runner = PoolRunner()
    controller = MatchController(runner)
    autosaver = Autosaver(controller)  # as in the game: every action written to disk
    window = MainWindow(controller)
    window.resize(1200, 800)
    window.show()
    clock = _PaintClock(window)
    window.table.viewport().installEventFilter(clock)
    ticks: list[float] = []
    thinking_gaps: list[float] = []  # between two ticks that both fell while a bot thought
    timer = QTimer()
    timer.setInterval(TICK_MS)

    was_thinking = False

    def tick() -> None:
        nonlocal was_thinking
        now = time.perf_counter()
        thinking = controller.is_bot_thinking
        if thinking and was_thinking:
            thinking_gaps.append((now - ticks[-1]) * 1000)
        ticks.append(now)
        was_thinking = thinking

    timer.timeout.connect(tick)
    chooser = random.Random(seed)

    def human_acts(view: object) -> None:
        legal = controller.view().legal_actions
        QTimer.singleShot(50, lambda: controller.submit_human(chooser.choice(legal)))

    controller.human_turn.connect(human_acts)
    runner.warm_up()
    window.start_match(PRESETS[preset_id], seed, level)
    timer.start()
    QTimer.singleShot(int(seconds * 1000), app.quit)
    controller.match_over.connect(lambda _: QTimer.singleShot(2000, app.quit))
    app.exec()
    timer.stop()
    hands = controller.state.hands_completed
    actions = len(controller.record.actions)
    autosaver.close()
    controller.shutdown()
    window.close()
    return {
        "preset": preset_id,
        "level": level,
        "seconds": seconds,
        "hands": hands,
        "actions": actions,
        "platform": QGuiApplication.platformName(),
        "event_loop_tick_ms": _percentiles(_gaps_ms(ticks)),
        "tick_ms_while_bot_thinks": _percentiles(thinking_gaps),
        "paint_interval_ms_while_cards_move": _percentiles(_gaps_ms(clock.paints)),
    }
