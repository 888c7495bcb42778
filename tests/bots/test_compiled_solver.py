"""The solver's compiled twin (``setup.py``): built where it can be, used only when built from
the solver's own source, and giving the pure Python's answers."""

from __future__ import annotations

import hashlib
import importlib.util
import random
import shutil
import sys
import sysconfig
from functools import cache
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

from euchre_desktop.bots import solver
from euchre_desktop.bots.standard import StandardBot
from euchre_desktop.rules import PRESETS, GameState, Phase, new_match
from euchre_desktop.rules.actions import Play
from tests.bots.test_solver import position

TWIN = solver._TWIN


@cache
def python_solver() -> ModuleType:
    """The solver as pure Python, whether or not the compiled twin is in use."""
    spec = importlib.util.spec_from_file_location("python_solver", solver.__file__)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # dataclasses look their module up
    spec.loader.exec_module(module)
    return module


def _can_compile() -> bool:
    """Whether this Python can build C extensions: a C compiler and its own headers."""
    compiler = sysconfig.get_config_var("CC")
    headers = Path(sysconfig.get_paths()["include"], "Python.h")
    return bool(compiler) and shutil.which(compiler.split()[0]) is not None and headers.exists()


def test_the_solver_runs_compiled_where_the_install_could_compile() -> None:
    if not _can_compile():
        pytest.skip("no C compiler here: the solver runs as pure Python")
    assert solver.COMPILED, (
        "the solver's compiled twin is missing or older than solver.py: build it with "
        "`python setup.py build_ext --inplace` (or `pip install -e .`)")
    assert solver.solve is sys.modules[TWIN].solve


def _fake_twin(monkeypatch: pytest.MonkeyPatch, stamp: str) -> ModuleType:
    twin = ModuleType(TWIN)
    twin.COMPILED_FROM = stamp  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, TWIN, twin)
    return twin


def test_a_twin_is_used_only_when_built_from_the_source_in_use(
        monkeypatch: pytest.MonkeyPatch) -> None:
    source = Path(solver.__file__).read_bytes()
    monkeypatch.delenv("EUCHRE_DESKTOP_PURE_PYTHON", raising=False)
    current = _fake_twin(monkeypatch, hashlib.sha256(source).hexdigest())
    assert solver._compiled_twin() is current
    _fake_twin(monkeypatch, hashlib.sha256(source + b"# an older solver").hexdigest())
    assert solver._compiled_twin() is None


def test_without_its_source_to_read_the_twin_built_with_it_is_used(
        monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    """As in a stand-alone build, which ships no source."""
    monkeypatch.delenv("EUCHRE_DESKTOP_PURE_PYTHON", raising=False)
    twin = _fake_twin(monkeypatch, "a digest that no source has")
    monkeypatch.setattr(solver, "__file__", str(tmp_path / "solver.py"))
    assert solver._compiled_twin() is twin


def test_the_pure_python_can_be_asked_for(monkeypatch: pytest.MonkeyPatch) -> None:
    _fake_twin(monkeypatch, hashlib.sha256(Path(solver.__file__).read_bytes()).hexdigest())
    monkeypatch.setenv("EUCHRE_DESKTOP_PURE_PYTHON", "1")
    assert solver._compiled_twin() is None


def _play_states(preset: str, seed: int) -> list[GameState]:
    """Every state of one hand's play, from its opening lead: the rule player bids, and
    random cards are played."""
    rng = random.Random(seed)
    bidder = StandardBot()
    state, _ = new_match(PRESETS[preset], seed)
    deals = state.deals_made
    states = []
    while state.deals_made == deals and not state.hands_completed:
        actions = state.legal_actions()
        if state.phase is Phase.PLAY:
            states.append(state)
            state, _ = state.apply(rng.choice(actions))
        else:
            assert state.turn is not None
            state, _ = state.apply(bidder.choose(state.view(state.turn), rng).action)
    return states


@pytest.mark.parametrize("preset", ["north-american", "british", "six-player",
                                    "six-player-double", "almonte-four"])
def test_the_compiled_solver_answers_as_the_pure_python(preset: str) -> None:
    if not solver.COMPILED:
        pytest.skip("the solver is not compiled here: there is one solver only")
    python = python_solver()
    checked = 0
    openings = []
    for seed in range(40):
        states = _play_states(preset, seed)
        openings += states[:1]
        for state in states:
            assert state.turn is not None
            at = position(state)  # the Python reads the compiled one's fields
            team = state.turn % 2
            plays = [action.card.code for action in state.legal_actions()
                     if isinstance(action, Play)]
            for thresholds in (None, [3, 5], [1]):
                expected = python.solve(at, team, None, thresholds)
                got = solver.solve(at, team, None, thresholds)
                assert (got.tricks, got.move_tricks) == (expected.tricks, expected.move_tricks)
                assert solver.solve_value(at, 1 - team, None, thresholds) == \
                    python.solve_value(at, 1 - team, None, thresholds)
            some = plays[:1]
            assert solver.solve(at, team, None, None, some).move_tricks == \
                python.solve(at, team, None, None, some).move_tricks
            assert solver.shape_of(at) == python.shape_of(at)
            checked += 1
        if checked > 400 and len(openings) >= 10:  # enough: six hands play 36-48 cards
            break
    assert checked > 400
    for opening in openings[:10]:
        assert opening.turn is not None
        shared = solver.SharedSolver(position(opening), 0)
        plain_shared = python.SharedSolver(position(opening), 0)
        codes = [[card.code for card in hand] for hand in opening.hands]
        assert shared.value(codes, opening.turn) == plain_shared.value(codes, opening.turn)


def test_a_solve_past_its_deadline_gives_up_compiled_as_in_python() -> None:
    if not solver.COMPILED:
        pytest.skip("the solver is not compiled here: there is one solver only")
    python = python_solver()
    openings = [states[0] for seed in range(30) if (states := _play_states("north-american", seed))]
    # The clock is read every 64th trick start searched: the largest of these solves
    # searches more.
    largest = max(openings, key=lambda state: _solve(python, state).nodes)
    assert _solve(python, largest).nodes >= 64
    for module in (solver, python):
        with pytest.raises(module.SolveTimeout):
            module.solve(position(largest), 0, deadline=0.0)


def _solve(python: ModuleType, state: GameState) -> Any:
    """The pure Python's search of ``state``, done, to count its trick starts."""
    search = python._Solver(position(state), 0, None)
    search.solve_root(None)
    return search
