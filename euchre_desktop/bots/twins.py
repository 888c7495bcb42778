"""Compiled twins: the search's hottest modules compiled to C by mypyc, where that could be done.

``setup.py`` compiles a copy of each module of ``TWINNED``, stamped with its source's digest,
as ``_<name>_compiled`` beside it, where a C compiler is at hand. Each of those modules ends
by taking its twin's definitions (``adopt_twin``) when the twin was built from that very
source: an edited module runs as the Python it is until it is built again. With no C
compiler the game runs the same code as pure Python, slower. The solver runs three to four
times as fast compiled; the sampler, with the rule player and the hand evaluation it reads
bids and plays through, 1.5 to 1.7 times. Setting ``EUCHRE_DESKTOP_PURE_PYTHON`` keeps to the
Python (to profile it, say).
"""

from __future__ import annotations

import hashlib
import importlib
import os
from pathlib import Path
from types import ModuleType
from typing import Any

PACKAGE = "euchre_desktop.bots"
TWINNED = ("solver", "heuristics", "standard", "sampling")
"""The modules compiled, by name in this package."""
PURE_PYTHON_VARIABLE = "EUCHRE_DESKTOP_PURE_PYTHON"
_KEPT = {"COMPILED", "COMPILED_FROM"}
"""Names a module keeps as its own: whether it runs compiled, and the twin's stamp."""


def twin_name(module: str) -> str:
    """The full name of the twin of ``module`` (say ``euchre_desktop.bots.solver``)."""
    package, _, name = module.rpartition(".")
    return f"{package}._{name}_compiled"


def compiled_twin(module: str, source_file: str) -> ModuleType | None:
    """The compiled twin of ``module`` (whose source is ``source_file``), if ``setup.py``
    built it from this very source: a twin of an earlier version is ignored. Where the
    source is not there to read (a stand-alone build ships compiled code only), the twin
    built with it is the one."""
    if os.environ.get(PURE_PYTHON_VARIABLE):
        return None
    try:
        twin = importlib.import_module(twin_name(module))
    except ImportError:
        return None
    try:
        source = Path(source_file).read_bytes()
    except OSError:
        return twin
    if getattr(twin, "COMPILED_FROM", None) != hashlib.sha256(source).hexdigest():
        return None
    return twin


def adopt_twin(namespace: dict[str, Any]) -> bool:
    """Replace the definitions of the module whose globals are ``namespace`` (a module of
    ``TWINNED``, as it finishes loading) by its compiled twin's, if there is one to use:
    functions, classes and the caches they share, so that every caller, and every reader
    of a cache, meets the compiled ones. Whether it did."""
    module = namespace["__name__"]
    if module.rpartition(".")[2] not in TWINNED:  # the twin itself, or a copy of another name
        return False
    twin = compiled_twin(module, namespace["__file__"])
    if twin is None:
        return False
    namespace.update((name, value) for name, value in vars(twin).items()
                     if name in namespace and not name.startswith("__") and name not in _KEPT)
    return True


def search_runs() -> str:
    """How the search runs, for the smoke test and the benchmarks to say: "compiled",
    "python", or the modules that run compiled (one edited and not built again runs as
    Python)."""
    compiled = [name for name in TWINNED
                if importlib.import_module(f"{PACKAGE}.{name}").COMPILED]
    if len(compiled) == len(TWINNED):
        return "compiled"
    return f"compiled: {', '.join(compiled)}" if compiled else "python"
