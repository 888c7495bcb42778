"""Python's cyclic garbage collector, run on the GUI thread only.

Left to itself the collector runs at whatever allocation crosses its threshold, in whatever
thread makes it: the autosave's writer, the process pool's result thread, or the GUI thread in
the middle of Qt's dispatch of a signal or an event. Qt objects caught in a reference cycle
(a widget that keeps the controller that parents it, say) are then destroyed there; a QObject
destroyed off its own thread, or while Qt is still using it, crashes the game or deadlocks it
(the collecting thread waits for the GIL inside ``~QObject`` while holding Qt's connection
lock, which the GUI thread waits for with the GIL released).

``GuiThreadCollector`` turns the automatic collector off and, from a timer on the GUI
thread's event loop, collects whenever the automatic one would have: at a turn of the loop
no Qt object is half-way through its own dispatch, and no other thread frees a Qt object.
"""

from __future__ import annotations

import gc

from PySide6.QtCore import QObject, QTimer

CHECK_MS = 100
"""How often the allocation counts are looked at (a look costs next to nothing)."""


class GuiThreadCollector(QObject):
    """Collects garbage from the event loop of the thread it lives in (the GUI thread), with
    the collector's own thresholds, while the automatic collector is off. ``stop`` turns the
    automatic collector back on."""

    def __init__(self, parent: QObject | None = None, interval_ms: int = CHECK_MS) -> None:
        super().__init__(parent)
        self._thresholds = gc.get_threshold()
        self._timer = QTimer(self)
        self._timer.setInterval(interval_ms)
        self._timer.timeout.connect(self.collect_if_due)
        gc.disable()
        self._timer.start()

    def collect_if_due(self) -> int:
        """Collect the oldest generation whose count is past its threshold, as the automatic
        collector would; the number of objects freed."""
        due = -1
        for generation, (count, threshold) in enumerate(
                zip(gc.get_count(), self._thresholds, strict=True)):
            if count <= threshold:
                break
            due = generation
        return gc.collect(due) if due >= 0 else 0

    @classmethod
    def install(cls, app: QObject) -> GuiThreadCollector:
        """The application's collector, made (as ``app``'s child) on the first call."""
        existing = app.findChild(cls)
        return existing if isinstance(existing, cls) else cls(app)

    def stop(self) -> None:
        """Stop collecting from the event loop; the automatic collector runs again."""
        self._timer.stop()
        gc.enable()
