"""One benchmark's chunks of work, each in its own spawned process when there are several."""

from __future__ import annotations

import multiprocessing
from collections.abc import Callable, Sequence
from typing import Any, TypeVar

_Result = TypeVar("_Result")


def run_chunks(chunk: Callable[..., _Result],
               arguments: Sequence[tuple[Any, ...]]) -> list[_Result]:
    """``chunk`` applied to each of ``arguments``, in order: inline for a single chunk,
    else in as many spawned processes (spawned, not forked, as the game's own pool is, so
    that every platform measures the same way)."""
    if len(arguments) == 1:
        return [chunk(*arguments[0])]
    with multiprocessing.get_context("spawn").Pool(len(arguments)) as pool:
        return pool.starmap(chunk, arguments)
