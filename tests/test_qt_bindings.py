"""Guards against Qt bindings that corrupt the interpreter."""

import sys

from PySide6.QtCore import QPointF


def test_void_qt_calls_keep_references_to_none() -> None:
    """PySide6 6.12.0 loses a reference to None per void call; on Python 3.11 a session
    then dies "deallocating None". pyproject.toml pins bindings without that bug."""
    point = QPointF()
    before = sys.getrefcount(None)
    for _ in range(100):
        point.setX(1.0)
    assert sys.getrefcount(None) >= before
