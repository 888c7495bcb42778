"""Shared test set-up.

Every test runs headless: Qt is forced onto its ``offscreen`` platform before
anything creates a QApplication, whatever the developer's environment says.

Qt's own warnings fail tests: pytest-qt captures Qt log messages and the
``qt_log_level_fail = "WARNING"`` option in ``pyproject.toml`` turns any
warning or critical message into a test failure. Known-harmless messages are
listed (as exact regular expressions) under ``qt_log_ignore`` there.

Python's cyclic garbage collector runs on the GUI thread only, as in the game (see
``euchre_desktop/app/gui_gc.py``): a test's Qt objects left in reference cycles are freed
there, never by a worker or autosave thread nor in the middle of Qt's dispatch.

Compiled bytecode is cached even where ``PYTHONDONTWRITEBYTECODE`` is set, under
``.pytest_cache/bytecode`` rather than beside the sources (``cache_bytecode``). Nothing of
the game may be imported before that: it is imported in the fixtures below.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING

import pytest
from PySide6.QtWidgets import QApplication

if TYPE_CHECKING:
    from euchre_desktop.app.gui_gc import GuiThreadCollector

BYTECODE_CACHE = Path(__file__).resolve().parents[1] / ".pytest_cache" / "bytecode"


def cache_bytecode() -> None:
    """Let this run, and every Python process it starts, cache the bytecode it compiles.
    About a hundred such processes (test workers, the game's pool workers, whole games run
    by the tests, builds) each import the game; without a cache each compiles its 21,000
    lines afresh, two to three seconds of CPU a game started. The cache sits in pytest's own
    cache folder, so a checkout stays as clean as PYTHONDONTWRITEBYTECODE keeps it."""
    if not sys.dont_write_bytecode:
        return
    sys.dont_write_bytecode = False
    sys.pycache_prefix = str(BYTECODE_CACHE)
    os.environ.pop("PYTHONDONTWRITEBYTECODE", None)
    os.environ["PYTHONPYCACHEPREFIX"] = sys.pycache_prefix


cache_bytecode()
# Forced, not defaulted: a developer's QT_QPA_PLATFORM=xcb/wayland must not
# make the suite open real windows or depend on a display. The screen is a common desktop's
# (1920x1080), not the platform's default 800x800, smaller than the window's least size
# (a path with a colon, as Windows drive letters have, cannot be passed: Qt splits there).
OFFSCREEN_SCREEN = Path(__file__).with_name("offscreen_screen.json")
os.environ["QT_QPA_PLATFORM"] = ("offscreen" if ":" in str(OFFSCREEN_SCREEN) or
                                 "," in str(OFFSCREEN_SCREEN) else
                                 f"offscreen:configfile={OFFSCREEN_SCREEN}")


@pytest.fixture(scope="session", autouse=True)
def gui_thread_collector(qapp: QApplication) -> Iterator[GuiThreadCollector]:
    """The game's collector, for the whole run."""
    from euchre_desktop.app.gui_gc import GuiThreadCollector

    collector = GuiThreadCollector.install(qapp)
    yield collector
    collector.stop()


@pytest.fixture(autouse=True)
def collect_garbage_after_each_test(gui_thread_collector: GuiThreadCollector) -> Iterator[None]:
    """Collect what is due once a test is over (a test that never runs the event loop would
    otherwise never collect), on the GUI thread, outside any dispatch."""
    yield
    gui_thread_collector.collect_if_due()
