"""Layering rules: ``rules`` <- ``bots`` <- ``app`` <- ``ui`` <- the top (launcher, gallery,
scripted matches, benchmarks).

Every module belongs to a layer and imports none above its own. The rules engine and the
bots must also stay free of Qt so they can run headless, in worker processes and in
benchmarks. These tests read the source with ``ast`` (so imports inside functions are caught
too) and also import the packages in a fresh interpreter to check that Qt is never loaded.
"""

from __future__ import annotations

import ast
import subprocess
import sys
import textwrap
from collections.abc import Iterator
from pathlib import Path

import pytest

REPO_ROOT = Path(__file__).resolve().parent.parent
PACKAGE_ROOT = REPO_ROOT / "euchre_desktop"

LAYERS: tuple[tuple[str, ...], ...] = (
    ("euchre_desktop.rules",),
    ("euchre_desktop.bots",),
    ("euchre_desktop.app",),
    ("euchre_desktop.ui",),
    ("euchre_desktop.launcher", "euchre_desktop.gallery", "euchre_desktop.scripted",
     "euchre_desktop.bench", "euchre_desktop.__main__"),
)
"""The package's modules by layer, lowest first; the package's own ``__init__`` (its name
and version) is below them all."""

QT_FREE_PACKAGES = ("rules", "bots")

# Modules that nothing under rules/ or bots/ may import (the name itself or a submodule).
QT_MODULES = ("PySide6", "shiboken6", "PyQt5", "PyQt6")


def _module_name(path: Path) -> str:
    parts = list(path.relative_to(REPO_ROOT).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def _resolve_relative(path: Path, level: int, module: str | None) -> str:
    """Absolute module name for ``from <dots><module> import ...`` in ``path``."""
    package_parts = _module_name(path).split(".")
    if path.name != "__init__.py":
        package_parts.pop()  # a plain module's package is its parent
    if level > 1:
        package_parts = package_parts[: len(package_parts) - (level - 1)]
    base = ".".join(package_parts)
    return f"{base}.{module}" if module else base


def imported_modules(source: str, path: Path) -> Iterator[tuple[int, str]]:
    """Yield (line, absolute module name) for every import in ``source``.

    ``path`` is where the source lives, for resolving relative imports.

    Covers ``import x``, ``from x import y`` (``x.y`` is yielded too, since y
    may be a submodule), relative imports, and ``importlib.import_module`` /
    ``__import__`` called with a literal string.
    """
    tree = ast.parse(source, filename=str(path))
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            for alias in node.names:
                yield node.lineno, alias.name
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = _resolve_relative(path, node.level, node.module)
            else:
                base = node.module or ""
            yield node.lineno, base
            for alias in node.names:
                if alias.name != "*":
                    yield node.lineno, f"{base}.{alias.name}"
        elif isinstance(node, ast.Call) and node.args:
            func = node.func
            name = (
                func.attr
                if isinstance(func, ast.Attribute)
                else func.id
                if isinstance(func, ast.Name)
                else ""
            )
            first = node.args[0]
            if (
                name in {"import_module", "__import__"}
                and isinstance(first, ast.Constant)
                and isinstance(first.value, str)
            ):
                yield node.lineno, first.value


def _is_within(module: str, forbidden: str) -> bool:
    return module == forbidden or module.startswith(forbidden + ".")


def _python_files(package: str) -> list[Path]:
    return sorted((PACKAGE_ROOT / package).rglob("*.py"))


def _violations(package: str, forbidden: tuple[str, ...]) -> list[str]:
    found: list[str] = []
    for path in _python_files(package):
        source = path.read_text(encoding="utf-8")
        for line, module in imported_modules(source, path):
            for bad in forbidden:
                if _is_within(module, bad):
                    rel = path.relative_to(REPO_ROOT)
                    found.append(f"{rel}:{line} imports {module}")
    return sorted(set(found))


@pytest.mark.parametrize("package", QT_FREE_PACKAGES)
def test_package_has_sources(package: str) -> None:
    assert _python_files(package), f"euchre_desktop/{package}/ has no Python files"


@pytest.mark.parametrize("package", QT_FREE_PACKAGES)
def test_no_qt_imports(package: str) -> None:
    violations = _violations(package, QT_MODULES)
    assert not violations, "Qt-free layer imports Qt:\n" + "\n".join(violations)


def _layer_of(module: str) -> int | None:
    """The index in ``LAYERS`` of a module of the package (None: in no layer)."""
    for index, roots in enumerate(LAYERS):
        if any(_is_within(module, root) for root in roots):
            return index
    return None


def _package_modules() -> dict[str, Path]:
    return {_module_name(path): path for path in sorted(PACKAGE_ROOT.rglob("*.py"))}


def test_every_module_belongs_to_a_layer() -> None:
    unplaced = [name for name in _package_modules()
                if name != "euchre_desktop" and _layer_of(name) is None]
    assert not unplaced, "add these modules to a layer in LAYERS: " + ", ".join(unplaced)


@pytest.mark.parametrize("layer", range(len(LAYERS)), ids=lambda index: LAYERS[index][0])
def test_a_layer_imports_no_layer_above_it(layer: int) -> None:
    """The app layer (controller, workers, settings, storage) knows no widget, the bots no
    controller, the engine no bot; what wires the window to the controller (the launcher,
    the gallery) lives above both."""
    violations = sorted(
        f"{path.relative_to(REPO_ROOT)}:{line} imports {module}"
        for name, path in _package_modules().items() if _layer_of(name) == layer
        for line, module in imported_modules(path.read_text(encoding="utf-8"), path)
        if (_layer_of(module) or 0) > layer
    )
    assert not violations, "a layer imports one above it:\n" + "\n".join(violations)


def test_importing_rules_and_bots_does_not_load_qt() -> None:
    script = textwrap.dedent(
        """
        import importlib
        import pkgutil
        import sys

        for name in ("euchre_desktop.rules", "euchre_desktop.bots"):
            package = importlib.import_module(name)
            for info in pkgutil.walk_packages(package.__path__, prefix=name + "."):
                if info.name.rsplit(".", 1)[-1] != "__main__":
                    importlib.import_module(info.name)

        loaded = sorted(
            m for m in sys.modules
            if m.split(".")[0] in {"PySide6", "shiboken6", "PyQt5", "PyQt6"}
            or m.startswith(("euchre_desktop.app", "euchre_desktop.ui"))
        )
        print("\\n".join(loaded))
        """
    )
    result = subprocess.run(
        [sys.executable, "-c", script],
        cwd=REPO_ROOT,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "", (
        "importing rules/bots loaded Qt or GUI modules:\n" + result.stdout
    )


def test_import_scanner_catches_hidden_imports() -> None:
    """Self-check of the scanner, as if this source lived in euchre_desktop/rules/."""
    source = textwrap.dedent(
        """
        def later():
            from PySide6 import QtCore
            import importlib
            importlib.import_module("shiboken6.Shiboken")
            from ..ui import table
            from . import engine
        """
    )
    pretend_path = PACKAGE_ROOT / "rules" / "probe.py"
    modules = {module for _line, module in imported_modules(source, pretend_path)}
    assert {
        "PySide6",
        "PySide6.QtCore",
        "shiboken6.Shiboken",
        "euchre_desktop.ui",
        "euchre_desktop.ui.table",
        "euchre_desktop.rules.engine",
    } <= modules


def test_pool_workers_load_no_qt() -> None:
    """A spawned worker imports only app.tasks, the rules and the bots: no Qt at all."""
    script = (
        "import sys, euchre_desktop.app.tasks as tasks\n"
        "tasks.warm_up()\n"
        "print('\\n'.join(m for m in sys.modules if m.split('.')[0] in {'PySide6', 'shiboken6'}))"
    )
    result = subprocess.run([sys.executable, "-c", script], cwd=REPO_ROOT, capture_output=True,
                            text=True, timeout=120)
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "", "a pool worker loaded Qt:\n" + result.stdout


def _rules_import_graph() -> dict[str, set[str]]:
    """Which modules of ``rules/`` each module imports, type-checking imports included."""
    rules_dir = PACKAGE_ROOT / "rules"
    modules = {f"euchre_desktop.rules.{path.stem}": path for path in rules_dir.glob("*.py")
               if path.name != "__init__.py"}
    graph: dict[str, set[str]] = {}
    for name, path in modules.items():
        targets: set[str] = set()
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom) and node.module:
                base = (_resolve_relative(path, node.level, node.module) if node.level
                        else node.module)
                targets.add(base)
                targets.update(f"{base}.{alias.name}" for alias in node.names)
            elif isinstance(node, ast.Import):
                targets.update(alias.name for alias in node.names)
        graph[name] = {target for target in targets if target in modules} - {name}
    return graph


def test_the_modules_of_the_rules_engine_import_each_other_without_a_circle() -> None:
    graph = _rules_import_graph()
    done: set[str] = set()

    def visit(module: str, path: tuple[str, ...]) -> None:
        assert module not in path, " -> ".join((*path, module))
        if module in done:
            return
        for target in sorted(graph[module]):
            visit(target, (*path, module))
        done.add(module)

    for module in sorted(graph):
        visit(module, ())


def test_a_player_view_resolves_its_type_hints() -> None:
    import typing

    from euchre_desktop.rules.view import PlayerView

    hints = typing.get_type_hints(PlayerView)
    assert {"phase", "trick", "tricks", "legal_actions"} <= set(hints)
