"""The build's one step beyond pyproject.toml: the search's hottest modules compiled to C.

mypyc compiles a copy of each module of ``twins.TWINNED`` (the double-dummy solver, the
sampler, the rule player and its hand evaluation), stamped with the source's digest, as
``euchre_desktop.bots._<name>_compiled``; each module uses its twin when it was built from the
same source (see ``euchre_desktop/bots/twins.py``). The extensions are optional: with no C
compiler the build goes on and the game runs the same search as pure Python, slower.
"""

from __future__ import annotations

import hashlib
import importlib.util
import sys
from pathlib import Path
from types import ModuleType

from setuptools import Extension, setup

BOTS = Path("euchre_desktop", "bots")
BUILDS = {"build", "build_ext", "bdist_wheel", "editable_wheel", "develop", "install"}
"""The commands that compile; asking for metadata does not."""


def _twins_module() -> ModuleType:
    """``euchre_desktop/bots/twins.py`` read alone (the build cannot import the package it
    builds; that module needs nothing beyond the standard library)."""
    spec = importlib.util.spec_from_file_location("twins", BOTS / "twins.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def twin_sources() -> dict[Path, Path]:
    """Each module to compile, and where its stamped copy is written for mypyc for the
    build's time (named as ``twins.twin_name`` says the module imports it)."""
    twins = _twins_module()
    copies = {}
    for name in twins.TWINNED:
        twin = twins.twin_name(f"{twins.PACKAGE}.{name}").rpartition(".")[2]
        copies[BOTS / f"{name}.py"] = BOTS / f"{twin}.py"
    return copies


def compiled_twins() -> list[Extension]:
    """The compiled twins, to be built if a C compiler is at hand: each optional, so that
    one that fails to compile leaves its module to run as Python."""
    if not BUILDS & set(sys.argv[1:]):
        return []
    try:
        from mypyc.build import mypycify
    except ImportError:  # a build without isolation, in an environment without mypy
        return []
    twins = twin_sources()
    for source, twin in twins.items():
        text = source.read_bytes()
        stamp = f'\nCOMPILED_FROM = "{hashlib.sha256(text).hexdigest()}"\n'
        twin.write_bytes(text + stamp.encode())
    try:
        extensions = mypycify([str(twin) for twin in twins.values()], opt_level="3",
                              separate=True)
    except (Exception, SystemExit) as error:  # mypyc exits on code it cannot compile
        print(f"The search stays pure Python: mypyc failed ({error}).", file=sys.stderr)
        return []
    finally:
        for twin in twins.values():
            twin.unlink()
    for extension in extensions:
        extension.optional = True
    return extensions


if __name__ == "__main__":  # as setuptools runs it; tests import it
    setup(ext_modules=compiled_twins())
