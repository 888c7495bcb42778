"""The search's compiled twins (``setup.py``, ``bots/twins.py``): built where they can be,
used only when built from their module's own source, and giving the pure Python's answers."""

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

from euchre_desktop.bots import heuristics, sampling, solver, standard, twins
from euchre_desktop.bots.standard import StandardBot
from euchre_desktop.rules import PRESETS, GameState, Phase, new_match
from euchre_desktop.rules.actions import Play
from euchre_desktop.rules.cards import Suit
from euchre_desktop.rules.deal import deck_cards
from tests.bots.test_solver import position

TWINNED = [solver, heuristics, standard, sampling]


@cache
def python_module(name: str) -> ModuleType:
    """The bots module ``name`` as pure Python, whether or not its compiled twin is in use: a
    copy loaded from the same source, whose functions and methods a test may patch (compiled
    code calls its own, whatever is patched)."""
    spec = importlib.util.spec_from_file_location(
        f"python_{name}", Path(solver.__file__).with_name(f"{name}.py"))
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # dataclasses look their module up
    spec.loader.exec_module(module)
    return module


def python_solver() -> ModuleType:
    """The solver as pure Python (``python_module``)."""
    return python_module("solver")


def running(module: ModuleType) -> ModuleType:
    """The module whose code runs for ``module``: its compiled twin where in use (the
    tables its code reads at module level are the twin's), else the module itself."""
    return sys.modules[twins.twin_name(module.__name__)] if module.COMPILED else module


def _can_compile() -> bool:
    """Whether this Python can build C extensions: a C compiler and its own headers."""
    compiler = sysconfig.get_config_var("CC")
    headers = Path(sysconfig.get_paths()["include"], "Python.h")
    return bool(compiler) and shutil.which(compiler.split()[0]) is not None and headers.exists()


@pytest.mark.parametrize("module", TWINNED, ids=lambda module: module.__name__)
def test_the_search_runs_compiled_where_the_install_could_compile(module: ModuleType) -> None:
    if not _can_compile():
        pytest.skip("no C compiler here: the search runs as pure Python")
    assert module.COMPILED, (
        f"the compiled twin of {module.__name__} is missing or older than its source: build "
        "it with `python setup.py build_ext --inplace` (or `pip install -e .`)")
    twin = sys.modules[twins.twin_name(module.__name__)]
    assert [name for name, value in vars(twin).items()
            if callable(value) and name in vars(module) and vars(module)[name] is not value
            and not name.startswith("__")] == []


def test_every_twinned_module_is_tested_here() -> None:
    assert [module.__name__.rpartition(".")[2] for module in TWINNED] == list(twins.TWINNED)


def _fake_twin(monkeypatch: pytest.MonkeyPatch, stamp: str) -> ModuleType:
    twin = ModuleType(twins.twin_name(solver.__name__))
    twin.COMPILED_FROM = stamp  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, twin.__name__, twin)
    return twin


def test_a_twin_is_used_only_when_built_from_the_source_in_use(
        monkeypatch: pytest.MonkeyPatch) -> None:
    source = Path(solver.__file__).read_bytes()
    monkeypatch.delenv(twins.PURE_PYTHON_VARIABLE, raising=False)
    current = _fake_twin(monkeypatch, hashlib.sha256(source).hexdigest())
    assert twins.compiled_twin(solver.__name__, solver.__file__) is current
    _fake_twin(monkeypatch, hashlib.sha256(source + b"# an older solver").hexdigest())
    assert twins.compiled_twin(solver.__name__, solver.__file__) is None


def test_without_its_source_to_read_the_twin_built_with_it_is_used(
        monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    """As in a stand-alone build, which ships no source."""
    monkeypatch.delenv(twins.PURE_PYTHON_VARIABLE, raising=False)
    twin = _fake_twin(monkeypatch, "a digest that no source has")
    assert twins.compiled_twin(solver.__name__, str(tmp_path / "solver.py")) is twin


def test_the_pure_python_can_be_asked_for(monkeypatch: pytest.MonkeyPatch) -> None:
    _fake_twin(monkeypatch, hashlib.sha256(Path(solver.__file__).read_bytes()).hexdigest())
    monkeypatch.setenv(twins.PURE_PYTHON_VARIABLE, "1")
    assert twins.compiled_twin(solver.__name__, solver.__file__) is None


def test_a_module_takes_its_twins_definitions_and_keeps_its_own_flag(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """What ``adopt_twin`` replaces: what the module and its twin both define (the twin's
    own stamp and flag aside); nothing of a copy loaded under another name."""
    source = Path(solver.__file__)
    twin = _fake_twin(monkeypatch, hashlib.sha256(source.read_bytes()).hexdigest())
    monkeypatch.delenv(twins.PURE_PYTHON_VARIABLE, raising=False)
    twin.solve = "compiled solve"  # type: ignore[attr-defined]
    twin.only_in_the_twin = 1  # type: ignore[attr-defined]
    twin.COMPILED = False  # type: ignore[attr-defined]
    namespace: dict[str, Any] = {"__name__": solver.__name__, "__file__": str(source),
                                 "solve": "python solve", "COMPILED": None}
    assert twins.adopt_twin(namespace)
    assert namespace == {"__name__": solver.__name__, "__file__": str(source),
                         "solve": "compiled solve", "COMPILED": None}
    copy = {**namespace, "__name__": "python_solver", "solve": "python solve"}
    assert not twins.adopt_twin(copy) and copy["solve"] == "python solve"


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


def _views(preset: str, deals: int) -> list[Any]:
    """Every view of the first hand of ``deals`` deals bid and played by the rule player."""
    from tests.bots.test_sampling import standard_views
    return standard_views(PRESETS[preset], deals, lambda view: True)


@pytest.mark.parametrize("preset", ["north-american", "british", "six-player",
                                    "australian-32", "almonte-four"])
def test_the_compiled_sampler_draws_the_pure_pythons_worlds(preset: str) -> None:
    """Drawn by rejection, by the count of every deal, and with a dealer's unseen discard
    read from its hand as dealt: the same worlds from the same generator."""
    if not sampling.COMPILED:
        pytest.skip("the sampler is not compiled here: there is one sampler only")
    python = python_module("sampling")
    views = [view for view in _views(preset, 12) if view.phase is Phase.PLAY or view.bidding]
    kinds = set()
    for index, view in enumerate(views[::2]):
        compiled, plain = sampling.Sampler(view), python.Sampler(view)
        compiled.prepare(), plain.prepare()
        assert compiled.counting == plain.counting
        kinds.add((compiled.counting, compiled.discarder is not None))
        ours, theirs = random.Random(index), random.Random(index)
        assert [compiled.sample(ours).hands for _ in range(30)] == \
            [plain.sample(theirs).hands for _ in range(30)]
        assert ours.random() == theirs.random()
    assert kinds >= {(True, False), (False, False)}


@pytest.mark.parametrize("preset", ["north-american", "british", "six-player", "almonte-six"])
def test_the_compiled_rule_player_chooses_as_the_pure_python(preset: str) -> None:
    if not standard.COMPILED:
        pytest.skip("the rule player is not compiled here: there is one only")
    python = python_module("standard")
    views = _views(preset, 15)
    assert len({view.phase for view in views}) >= 4
    for index, view in enumerate(views):
        ours = standard.StandardBot().choose(view, random.Random(index))
        theirs = python.StandardBot().choose(view, random.Random(index))
        assert (ours.action, ours.reasons) == (theirs.action, theirs.reasons)


def test_the_compiled_hand_evaluation_reads_hands_as_the_pure_python() -> None:
    if not heuristics.COMPILED:
        pytest.skip("the hand evaluation is not compiled here: there is one only")
    python = python_module("heuristics")
    rng = random.Random(4)
    for preset in ("north-american", "british", "six-player"):
        rules = PRESETS[preset]
        deck = deck_cards(rules)
        for _ in range(2_000):
            hand = rng.sample(deck, rng.choice((5, 6)))
            trump = rng.choice(list(Suit))
            assert heuristics.hand_strength(hand, trump, rules.players) == \
                python.hand_strength(hand, trump, rules.players)
            assert heuristics.lone_losers(hand, trump, rules) == \
                python.lone_losers(hand, trump, rules)
            codes = [card.code for card in hand]
            assert heuristics.strengths_less_each(codes, trump, rules.players) == \
                python.strengths_less_each(codes, trump, rules.players)


def test_the_search_says_which_of_its_modules_run_compiled(
        monkeypatch: pytest.MonkeyPatch) -> None:
    for module in TWINNED:
        monkeypatch.setattr(module, "COMPILED", True)
    assert twins.search_runs() == "compiled"
    monkeypatch.setattr(sampling, "COMPILED", False)  # edited, and not built again
    assert twins.search_runs() == "compiled: solver, heuristics, standard"
    for module in TWINNED:
        monkeypatch.setattr(module, "COMPILED", False)
    assert twins.search_runs() == "python"
