"""The cyclic garbage collector runs on the GUI thread only, so that no other thread (the
autosave's writer, the process pool's result thread) ever destroys a Qt object."""

from __future__ import annotations

import gc
import threading
from collections.abc import Iterator

import pytest
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot


@pytest.fixture
def collections() -> Iterator[list[str]]:
    """The names of the threads in which the collector ran, while the test runs."""
    seen: list[str] = []

    def record(phase: str, _info: dict[str, int]) -> None:
        if phase == "start":
            seen.append(threading.current_thread().name)

    gc.callbacks.append(record)
    yield seen
    gc.callbacks.remove(record)


def allocate_as_a_worker_does() -> None:
    """Many short-lived containers, as the writer's JSON or the pool's unpickling makes."""
    for _ in range(50):
        chunk = [{"card": [index]} for index in range(2000)]
        del chunk


def cyclic_qobject(freed_in: list[str]) -> None:
    """Make a QObject (with a running timer, as the runners have) that only the collector can
    free, and that says in which thread it is destroyed."""
    cyclic = QObject()
    QTimer(cyclic).start(1000)
    cyclic.itself = cyclic  # type: ignore[attr-defined]
    cyclic.destroyed.connect(lambda: freed_in.append(threading.current_thread().name))


def test_a_worker_thread_never_collects_so_never_frees_a_qt_object(
    collections: list[str],
) -> None:
    assert not gc.isenabled()  # the GUI thread's collector runs it
    freed_in: list[str] = []
    cyclic_qobject(freed_in)
    worker = threading.Thread(target=allocate_as_a_worker_does, name="worker")
    worker.start()
    worker.join()
    assert collections == [] and freed_in == []
    gc.collect()
    assert freed_in == [threading.current_thread().name]


def test_the_event_loop_collects_when_a_collection_is_due(
    qtbot: QtBot, collections: list[str],
) -> None:
    # The count below is allocations less frees: what an earlier test left for the event
    # loop to delete, freed while this test waits, would take the count back under the
    # threshold. Free it first.
    QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    QApplication.processEvents()
    gc.collect()
    freed_in: list[str] = []
    cyclic_qobject(freed_in)
    # Twice the threshold: lists taken from CPython's free list are not counted, so "threshold
    # + 1" new lists left the count at about 650 of 700 and the test waited on whatever the
    # event loop happened to allocate.
    due = [[] for _ in range(2 * gc.get_threshold()[0])]
    qtbot.waitUntil(lambda: bool(freed_in), timeout=2000)
    assert freed_in == ["MainThread"] and set(collections) == {"MainThread"}
    assert due
