"""The build's one step beyond pyproject.toml: the double-dummy solver compiled to C.

mypyc compiles a copy of ``euchre_desktop/bots/solver.py``, stamped with the source's
digest, as ``euchre_desktop.bots._solver_compiled``; the solver module uses it when it was
built from the same source (see ``solver._compiled_twin``). The extension is optional: with
no C compiler the build goes on and the game runs the same search as pure Python, slower.
"""

from __future__ import annotations

import hashlib
import sys
from pathlib import Path

from setuptools import Extension, setup

SOURCE = Path("euchre_desktop", "bots", "solver.py")
TWIN = SOURCE.with_name("_solver_compiled.py")
BUILDS = {"build", "build_ext", "bdist_wheel", "editable_wheel", "develop", "install"}
"""The commands that compile; asking for metadata does not."""


def compiled_solver() -> list[Extension]:
    """The solver's compiled twin, to be built if a C compiler is at hand."""
    if not BUILDS & set(sys.argv[1:]):
        return []
    try:
        from mypyc.build import mypycify
    except ImportError:  # a build without isolation, in an environment without mypy
        return []
    source = SOURCE.read_bytes()
    stamp = f'\nCOMPILED_FROM = "{hashlib.sha256(source).hexdigest()}"\n'
    TWIN.write_bytes(source + stamp.encode())
    try:
        extensions = mypycify([str(TWIN)], opt_level="3")
    except (Exception, SystemExit) as error:  # mypyc exits on code it cannot compile
        print(f"The solver stays pure Python: mypyc failed ({error}).", file=sys.stderr)
        return []
    finally:
        TWIN.unlink()
    for extension in extensions:
        extension.optional = True
    return extensions


if __name__ == "__main__":  # as setuptools runs it; tests import it
    setup(ext_modules=compiled_solver())
