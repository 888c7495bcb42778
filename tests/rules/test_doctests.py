"""Every module of the rules engine keeps its examples true."""

from __future__ import annotations

import doctest
import importlib
import pkgutil

import pytest

import euchre_desktop.rules

MODULES = sorted(
    f"euchre_desktop.rules.{info.name}" for info in pkgutil.iter_modules(
        euchre_desktop.rules.__path__)
)


WITH_EXAMPLES = ["actions", "cards", "deal", "house_rules", "record", "scoring", "state"]


@pytest.mark.parametrize("short_name", WITH_EXAMPLES)
def test_modules_with_examples_run_them(short_name: str) -> None:
    module = importlib.import_module(f"euchre_desktop.rules.{short_name}")
    assert doctest.testmod(module).attempted > 0


@pytest.mark.parametrize("name", ["euchre_desktop.rules", *MODULES])
def test_doctests_pass(name: str) -> None:
    result = doctest.testmod(importlib.import_module(name), optionflags=doctest.ELLIPSIS)
    assert result.failed == 0, f"{result.failed} doctest(s) failed in {name}"
