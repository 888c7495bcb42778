"""The Expert bot: it samples the cards it cannot see and solves each world double dummy.

In play, every sampled world is solved for each legal card in contention; before play (bids,
going alone, the blind naming, discards, card exchanges) each option is applied to a copy of
the world's game, the rest of the bidding is played out by the Standard bot's rules, and the
hand that results is solved from the opening lead. Tricks become points through the scoring
table, so the values are the expected points for the bot's team; near the end of a match the
choice weighs those points by the match equity they bring (``bots/equity.py``). Once an
option trails the best clearly, later worlds stop solving it (``DROP_AFTER``), so the options
still in contention are solved in more worlds. Everything runs against a time budget
measured with ``time.perf_counter``.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace
from functools import lru_cache

from euchre_desktop.bots.base import Decision, Level, Reason, ReasonCode
from euchre_desktop.bots.equity import score_values
from euchre_desktop.bots.reasons import describe
from euchre_desktop.bots.sampling import Sampler, World
from euchre_desktop.bots.solver import (
    Position,
    SharedSolver,
    SolveTimeout,
    position_of,
    solve,
)
from euchre_desktop.bots.standard import StandardBot
from euchre_desktop.rules.actions import (
    REFUSE_CARD,
    Action,
    Discard,
    Play,
)
from euchre_desktop.rules.cards import Suit
from euchre_desktop.rules.house_rules import HouseRules
from euchre_desktop.rules.phase import Phase
from euchre_desktop.rules.scoring import score_hand
from euchre_desktop.rules.state import GameState, state_for_view
from euchre_desktop.rules.view import PlayerView

DEFAULT_BUDGET_MS = 120.0
PRIOR_MARGIN = 0.5
"""Points (divided by the square root of the worlds seen) by which the search must beat the
rule player's bid or discard before play to overrule it."""
MIN_WORLDS_TO_OVERRULE = 8
"""Before play, fewer worlds than this never overrule the rule player (six players, where a
world costs a lot, often gets only a handful)."""
PLAY_MARGIN = 0.02
"""In play, near ties (the sampled worlds rarely tell such cards apart) go to the rule
player's card, which keeps to safe habits the worlds cannot show."""
OVERRUN = 1.6
"""By default a solve in progress is abandoned at this multiple of the budget (the p99
guard)."""
NOISE_FLOOR = 0.25
"""The least standard error assumed for a difference over n worlds is this over the square
root of n: a few worlds that happen to agree do not make a certainty."""
DROP_AFTER = 16
"""Worlds every option is solved in before a clearly worse one may be dropped."""
DROP_EVERY = 8
"""Worlds between two looks for options to drop."""
DROP_ERRORS = 3.0
"""Standard errors (of the difference, world by world) by which an option must trail the best
to be dropped..."""
DROP_SPREAD = 1.0
"""...the error taken as at least this over the square root of the worlds: two options mostly
score alike and differ by whole points in a few worlds, so early worlds that agree understate
the spread (a discard once dropped early on a 3-error lead had trailed by luck)..."""
DROP_POINTS = 0.25
"""...and expected points: an option this far behind cannot be the choice, so later worlds
solve only the options still in contention."""
REVISIT_EVERY = 8
"""A search that shows every option's value (the coach's) still solves the dropped options in
one world in this many. The worlds that had an option dropped are those in which it did
badly, and a learner is shown its value and what choosing it cost. Against a search of ten
times the deals that drops nothing, the 191 six-player discards a 300-deal hint dropped (47
decisions) came out 0.081 points low on average, 0.021 revisited (options kept: 0.012 low);
142 North American ones 0.017 low, 0.002 high revisited (kept: 0.003 high). The revisits
cost about a sixth more solves in a discard (2.66 options a world, 3.09)."""
COUNT_SHARE = 0.5
"""The share of the budget after which counting every deal of a view (``Sampler.prepare``)
is given up for rejection: on a machine slow enough for the count to take most of the
budget, rejection would find more worlds in it."""


@dataclass(frozen=True, slots=True)
class Evaluation:
    """Expected points for the bot's team of each legal action, over ``samples`` worlds;
    ``per_world`` keeps each action's points world by world, in the same order for every
    action, so that two options can be compared deal by deal. An option the search dropped
    as clearly worse (see ``DROP_AFTER``) has points for the first worlds only, or for
    those and the worlds it was revisited in (``solved_in``: the indices of its worlds, in
    the order of its points), and its value is measured against an option solved in every
    world (``paired_values``)."""

    values: dict[Action, float]
    samples: int
    per_world: dict[Action, tuple[float, ...]] = field(default_factory=dict)
    solved_in: dict[Action, tuple[int, ...]] = field(default_factory=dict)


def share_seed(seed: int, share: int) -> int:
    """The seed of one share of a search seeded ``seed``: the first share keeps it (so a
    search in one share is the search of that seed), the others sample independent deals."""
    return seed if share == 0 else (seed * 1_000_037 + share) & ((1 << 63) - 1)


def pooled(evaluations: Sequence[Evaluation]) -> Evaluation:
    """One evaluation from the worlds of several searches of the same view (each worker's
    share of one decision), as if one search had sampled them all: each value is the shares'
    values weighed by their worlds (an option dropped in a share is valued there against
    that share's own worlds)."""
    shares = [evaluation for evaluation in evaluations if evaluation.samples]
    if len(shares) < 2:
        return shares[0] if shares else Evaluation({}, 0)
    samples = sum(share.samples for share in shares)
    per_world = {action: tuple(points for share in shares for points in share.per_world[action])
                 for action in shares[0].per_world}
    return Evaluation({action: sum(share.values[action] * share.samples for share in shares)
                       / samples for action in shares[0].values}, samples, per_world)


def paired_values(per_world: dict[Action, list[float]], samples: int,
                  solved_in: dict[Action, tuple[int, ...]] | None = None
                  ) -> dict[Action, float]:
    """Each option's expected points from its points world by world over a search of
    ``samples`` worlds: an option solved in every world, the mean of its points; an option
    dropped after its first worlds (and maybe revisited: ``solved_in`` holds the indices of
    its worlds), the mean over every world of the best option solved in all of them, plus
    the dropped option's lead over that option in the worlds both were solved in. A dropped
    option's own mean over its first worlds, set against the kept option's mean over every
    world, could overtake it as that mean settles, and the search then chose the option it
    had dropped as clearly worse (a six-player loner was advised against so, the deeper
    search finding it 0.87 points better)."""
    means = {action: sum(points) / len(points) for action, points in per_world.items()}
    complete = [action for action, points in per_world.items() if len(points) == samples]
    if len(complete) == len(per_world):
        return means
    reference = max(complete, key=means.__getitem__)
    kept = per_world[reference]
    values = dict(means)
    for action, points in per_world.items():
        solved = len(points)
        if solved < samples:
            worlds = (solved_in or {}).get(action, range(solved))
            values[action] = (means[reference]
                              + (sum(points) - sum(kept[world] for world in worlds)) / solved)
    return values


class ExpertBot:
    """Search by sampling and double-dummy solving, within ``budget_ms`` per decision: no
    world is started that the mean world so far would not finish in the budget, and a solve
    still running at ``limit_ms`` (``OVERRUN`` times the budget unless given) is abandoned.
    Options clearly behind stop being solved (``DROP_AFTER``) unless ``drops_trailing`` is
    off; with ``revisits_dropped`` they are still solved in one world in ``REVISIT_EVERY``,
    for values that are shown."""

    level = Level.EXPERT

    def __init__(self, budget_ms: float = DEFAULT_BUDGET_MS, max_samples: int | None = None,
                 limit_ms: float | None = None, drops_trailing: bool = True,
                 revisits_dropped: bool = False) -> None:
        self.budget_ms = budget_ms
        self.max_samples = max_samples  # a fixed number of worlds makes a search repeatable
        self.limit_ms = OVERRUN * budget_ms if limit_ms is None else limit_ms
        self.drops_trailing = drops_trailing  # off: a reference that values every option
        self.revisits_dropped = revisits_dropped  # on: a search whose values are shown
        self._policy = StandardBot()

    @property
    def rule_player(self) -> StandardBot:
        """The rule player whose choice a decision keeps unless the search clearly beats it
        (``conclude``)."""
        return self._policy

    def choose(self, view: PlayerView, rng: random.Random) -> Decision:
        legal = view.legal_actions
        if not legal:
            raise ValueError(f"seat {view.seat} is not the seat to act")
        if len(set(legal)) == 1:
            return Decision(legal[0], reasons=(Reason(ReasonCode.ONLY_LEGAL_MOVE),))
        return self.analyse(view, rng)

    def analyse(self, view: PlayerView, rng: random.Random) -> Decision:
        """Search whatever the number of options: the decision carries every option's
        expected points (none if no world could be solved in time)."""
        return self.conclude(view, self.evaluate(view, rng), rng)

    def conclude(self, view: PlayerView, evaluation: Evaluation,
                 rng: random.Random) -> Decision:
        """The decision an evaluation leads to (see ``decide``), or the rule player's choice
        when it holds no world; also for the pooled shares of one search run on several
        cores at once."""
        prior = self._policy.choose(view, rng)
        if not evaluation.samples:  # not even one world in time: the rule player's choice
            return replace(prior, samples=0)
        return self.decide(view, evaluation, prior.action)

    def decide(self, view: PlayerView, evaluation: Evaluation,
               prior: Action | None = None, prior_errors: float = 0.0) -> Decision:
        """The best action of an evaluation, with the reasons for it. The rule player's
        ``prior`` stands unless the search clearly beats it: before play by a margin that
        shrinks as more worlds are seen, in play by a near tie, and in any case by
        ``prior_errors`` standard errors of the difference (the coach asks for some; the
        Expert for none). Near the end of a match the choice weighs each world's points by
        what they are worth to the match (``equity.score_values``); the values reported
        stay the hand's expected points."""
        values = evaluation.values
        action = _best(view, values, evaluation.samples, prior)
        if prior_errors and prior is not None and prior in values and action != prior:
            lead = values[action] - values[prior]
            if lead < prior_errors * noise(evaluation, action, prior):
                action = prior
        why = Reason(ReasonCode.BEST_EXPECTED_POINTS,
                     {"points": round(values[action], 2), "samples": evaluation.samples})
        at_score = score_values(view) if evaluation.per_world else None
        if at_score is not None:
            for_match = _best(view, {option: sum(map(at_score.worth, points)) / len(points)
                                     for option, points in evaluation.per_world.items()},
                              evaluation.samples, prior)
            if for_match != action:
                action, why = for_match, Reason(ReasonCode.PLAYS_TO_SCORE)
        reasons = (why, *describe(view, action))
        return Decision(action, dict(values), reasons, evaluation.samples)

    def evaluate(self, view: PlayerView, rng: random.Random) -> Evaluation:
        """Expected points of each legal action, from as many worlds as the budget allows
        (each option dropped as clearly worse valued by the worlds before it was dropped,
        against the same worlds of an option kept: ``paired_values``). No world for a blind
        naming of trump, where worlds could only tell the suits apart by chance: the rule
        player's pick then stands (``conclude``)."""
        if view.names_blind:
            return Evaluation({}, 0)
        start = time.perf_counter()
        deadline = start + self.budget_ms / 1000
        hard_deadline = start + self.limit_ms / 1000
        sampler = Sampler(view)
        sampler.prepare(start + COUNT_SHARE * self.budget_ms / 1000)
        actions = list(dict.fromkeys(view.legal_actions))
        scored: dict[Action, list[float]] = {action: [] for action in actions}
        worlds_of: dict[Action, list[int]] = {action: [] for action in actions}
        if view.phase is Phase.PLAY:
            score_world = self.play_scorer(view)
        elif all(isinstance(action, Discard) for action in actions):
            score_world = self._discard_scorer(view, rng)
        else:
            score_world = self._bid_scorer(view, rng)
        # near the end of a match, every option to the last
        dropping = self.drops_trailing and score_values(view) is None
        searched = actions
        samples = 0
        failures = 0
        now = start
        begun = time.perf_counter()  # the worlds' time, a listing of them aside
        # One more world while the mean world so far still fits: the first, its caches cold,
        # is the slowest; one that runs far past the budget is abandoned at the hard deadline.
        typical = 0.0
        most = self.max_samples
        while now + typical < deadline and failures < 50 and (most is None or samples < most):
            world = sampler.sample(rng)
            revisit = (self.revisits_dropped and len(searched) < len(actions)
                       and samples % REVISIT_EVERY == 0)
            try:
                scores = score_world(world, hard_deadline, actions if revisit else searched)
            except SolveTimeout:
                break
            if scores is None:
                failures += 1
                continue
            for action, points in scores.items():
                scored[action].append(points)
                worlds_of[action].append(samples)
            samples += 1
            if dropping and samples >= DROP_AFTER and samples % DROP_EVERY == 0:
                searched = _contenders(searched, scored)
            now = time.perf_counter()
            typical = (now - begun) / (samples + failures)
        if not samples:
            return Evaluation({}, 0)
        solved_in = {action: tuple(worlds) for action, worlds in worlds_of.items()
                     if len(worlds) < samples}
        return Evaluation(paired_values(scored, samples, solved_in), samples,
                          {action: tuple(points) for action, points in scored.items()},
                          solved_in)

    # --- play: solve each world for every legal card in contention ------------------------

    def play_scorer(
        self, view: PlayerView
    ) -> Callable[[World, float, Sequence[Action]], dict[Action, float] | None]:
        """The points of the hand each of some cards of the seat to play would bring the
        seat's team in one world, with best play by every seat after it (double dummy)."""
        team = view.seat % 2
        points, breaks = _points_and_steps(view.rules, view.maker, view.alone, team)
        assert view.trump is not None and view.turn is not None
        trump, turn = view.trump, view.turn
        ties = view.rules.identical_cards_possible
        won = view.tricks_won[team]
        steps = [tricks - won for tricks in breaks if tricks > won]

        def score(world: World, deadline: float,
                  actions: Sequence[Action]) -> dict[Action, float] | None:
            position = position_of(trump, world.hands, view.trick, turn, view.sitting_out, ties)
            cards = {action.card.code: action for action in actions if isinstance(action, Play)}
            solution = solve(position, team, deadline, steps, cards)
            return {action: points[won + solution.move_tricks[code]]
                    for code, action in cards.items()}

        return score

    # --- before play: apply each option, finish the bidding, solve the hand ---------------

    def _bid_scorer(
        self, view: PlayerView, rng: random.Random
    ) -> Callable[[World, float, Sequence[Action]], dict[Action, float] | None]:
        team = view.seat % 2
        policy = self._policy

        def score(world: World, deadline: float,
                  actions: Sequence[Action]) -> dict[Action, float] | None:
            state = world_state(view, world, rng)
            if state is None:
                return None
            openings = [_opening(_finish_bidding(state.apply(action)[0], policy, rng), team)
                        for action in actions]
            return dict(zip(actions, _solve_hands(openings, team, deadline), strict=True))

        return score

    def _discard_scorer(
        self, view: PlayerView, rng: random.Random
    ) -> Callable[[World, float, Sequence[Action]], dict[Action, float] | None]:
        """As ``_bid_scorer``, for a discard that play follows: the hand after each discard
        is then the world's cards less the seat's discard, and every world opens alike (the
        same leader, seats in play and points), so the first world's game, played out once,
        gives the opening they all share and no other world's game is built (building each
        world's and playing each discard out took a tenth of a discard world's time)."""
        team, seat = view.seat % 2, view.seat
        bid_score = self._bid_scorer(view, rng)
        shared: list[_Opening | None] = []  # the opening every world shares, once known

        def score(world: World, deadline: float,
                  actions: Sequence[Action]) -> dict[Action, float] | None:
            if not shared:
                state = world_state(view, world, rng)
                if state is None:
                    return None
                after = state.apply(actions[0])[0]
                shared.append(_opening(after, team) if after.phase is Phase.PLAY else None)
            opening = shared[0]
            if opening is None:  # the rules go on bidding after this discard
                return bid_score(world, deadline, actions)
            codes = [tuple(card.code for card in hand) for hand in world.hands]
            held = codes[seat]
            openings: list[_Opening | None] = []
            for action in actions:
                assert isinstance(action, Discard)
                kept = list(held)
                kept.remove(action.card.code)
                codes[seat] = tuple(kept)
                openings.append(_Opening(opening.trump, opening.sitting_out, opening.turn,
                                         tuple(codes), opening.ties, opening.points,
                                         opening.steps))
            return dict(zip(actions, _solve_hands(openings, team, deadline), strict=True))

        return score


def _finish_bidding(state: GameState, policy: StandardBot,
                    rng: random.Random) -> GameState | None:
    """The hand at its opening lead once ``policy`` has made the rest of the bidding (read
    off each state, ``StandardBot.bid``, but for the rare steps that need the seat's view),
    or None when the hand is thrown in or redealt."""
    deals = state.deals_made
    while state.phase is not Phase.PLAY:
        if state.deals_made != deals or state.hands_completed or state.is_over:
            return None
        action = policy.bid(state)
        if action is None:
            assert state.turn is not None
            action = policy.choose(state.view(state.turn), rng).action
        state, _ = state.apply(action)
    if state.deals_made != deals or state.hands_completed:
        return None
    return state


@dataclass(frozen=True, slots=True)
class _Opening:
    """A hand at its opening lead, as solving it needs it: trump, the seats sitting out,
    the seat to lead, the card codes each seat holds, and the signed points for the
    searching team by the tricks it takes (with the trick counts where they change)."""

    trump: Suit
    sitting_out: frozenset[int]
    turn: int
    codes: tuple[tuple[int, ...], ...]
    ties: bool
    points: tuple[float, ...]
    steps: tuple[int, ...]


def _opening(state: GameState | None, team: int) -> _Opening | None:
    """The opening lead of a hand played out to it (None for a hand thrown in)."""
    if state is None:
        return None
    assert state.trump is not None and state.turn is not None
    points, steps = _points_and_steps(state.rules, state.maker, state.alone, team)
    return _Opening(state.trump, state.sitting_out, state.turn,
                    tuple(tuple(card.code for card in hand) for hand in state.hands),
                    state.rules.identical_cards_possible, points, steps)


def _solve_hands(openings: Sequence[_Opening | None], team: int,
                 deadline: float) -> list[float]:
    """Points for ``team`` after each option, in order, its hand solved double dummy (0 for
    a hand thrown in). The hands of one world under the same trump, with the same seats in
    play, differ only in a card or two (a discard, the up-card taken or not): one shared
    solver for them meets each position once, so a hand that two options both end in (a
    pass, then another seat orders the same suit up), or two discards that leave the same
    game (the two cards next in rank among those in play), cost one solve."""
    scores = [0.0] * len(openings)
    groups: dict[tuple[Suit, frozenset[int]], list[tuple[int, _Opening]]] = {}
    for option, opening in enumerate(openings):
        if opening is not None:
            groups.setdefault((opening.trump, opening.sitting_out), []).append(
                (option, opening))
    for (trump, sitting_out), members in groups.items():
        first = members[0][1]
        seats = range(len(first.codes))
        cards = tuple(_fewest_holding([opening.codes[seat] for _, opening in members])
                      for seat in seats)
        active = tuple(seat for seat in seats if seat not in sitting_out)
        solver = SharedSolver(Position(trump, cards, (), first.turn, active, first.ties),
                              team)
        for option, opening in members:
            tricks = solver.value(opening.codes, opening.turn, deadline, opening.steps)
            scores[option] = opening.points[tricks]
    return scores


def _fewest_holding(hands: Sequence[Sequence[int]]) -> tuple[int, ...]:
    """The fewest card codes that hold each of ``hands`` (a code twice where one hand holds
    it twice, as a double pack's twins): the cards one seat may need in a shared solve."""
    first = hands[0]
    if all(hand == first for hand in hands[1:]):  # alone in its solver, or the seat's cards
        return tuple(first)                         # the same after every option
    cards: list[int] = []
    for hand in hands:
        missing = list(hand)
        for code in cards:
            if code in missing:
                missing.remove(code)
        cards += missing
    return tuple(cards)


def _contenders(searched: Sequence[Action],
                scored: dict[Action, list[float]]) -> list[Action]:
    """The options of ``searched`` (each solved in every world so far) still in contention:
    within ``DROP_POINTS`` of the best, or within ``DROP_ERRORS`` standard errors of it."""
    means = {action: sum(scored[action]) / len(scored[action]) for action in searched}
    best = max(searched, key=means.__getitem__)
    worlds = len(scored[best])
    least_error = DROP_SPREAD / math.sqrt(worlds)
    return [action for action in searched
            if means[best] - means[action] <= max(DROP_POINTS, DROP_ERRORS * max(
                least_error, difference_error(scored[best], scored[action], worlds)))]


def difference_error(first: Sequence[float], second: Sequence[float], worlds: int) -> float:
    """The standard error of the difference between two options' expected points, from their
    points world by world over a search of ``worlds`` worlds: paired when both were solved in
    every world, as independent samples when one was dropped early; zero when they scored the
    same in every world, else never below ``NOISE_FLOOR`` over the square root of the worlds
    the shorter was solved in."""
    if len(first) == len(second) == worlds:
        differences = [a - b for a, b in zip(first, second, strict=True)]
        if not any(differences):
            return 0.0
        error = math.sqrt(_variance(differences) / worlds) if worlds > 1 else 0.0
    else:
        error = math.sqrt(sum(_variance(points) / len(points) if len(points) > 1 else 0.0
                              for points in (first, second)))
    return max(error, NOISE_FLOOR / math.sqrt(min(len(first), len(second))))


def noise(evaluation: Evaluation, first: Action, second: Action) -> float:
    """The standard error of the difference in expected points between two options of an
    evaluation, from their points world by world (zero when they scored the same in every
    world; the least error when either has none)."""
    ours, theirs = evaluation.per_world.get(first), evaluation.per_world.get(second)
    if not ours or not theirs:
        return NOISE_FLOOR / math.sqrt(evaluation.samples)
    return difference_error(ours, theirs, evaluation.samples)


def _variance(values: Sequence[float]) -> float:
    mean = sum(values) / len(values)
    return sum((value - mean) ** 2 for value in values) / (len(values) - 1)


def _best(view: PlayerView, values: dict[Action, float], samples: int,
          prior: Action | None) -> Action:
    """The legal action of highest value, unless it fails to beat the rule player's ``prior``
    by the margin (see ``decide``)."""
    action = max(view.legal_actions, key=lambda option: values.get(option, float("-inf")))
    if prior is not None and prior in values:
        if view.phase is Phase.PLAY:
            margin = PLAY_MARGIN
        elif samples < MIN_WORLDS_TO_OVERRULE:
            margin = float("inf")
        else:
            margin = PRIOR_MARGIN / samples ** 0.5
        if values[action] - values[prior] < margin:
            action = prior
    return action


def breakpoints(points: Sequence[float]) -> list[int]:
    """The trick counts at which a points table changes: all a solve needs to resolve."""
    return [tricks for tricks in range(1, len(points)) if points[tricks] != points[tricks - 1]]


def _points(rules: HouseRules, maker: int | None, alone: tuple[int, ...], team: int,
            tricks: int) -> float:
    """Signed points for ``team`` when it takes ``tricks`` of the five."""
    assert maker is not None
    makers = maker % 2
    maker_tricks = tricks if team == makers else 5 - tricks
    _, makers_scored, points = score_hand(
        rules,
        maker_tricks=maker_tricks,
        maker_alone=any(seat % 2 == makers for seat in alone),
        defender_alone=any(seat % 2 != makers for seat in alone),
    )
    return float(points if makers_scored == (team == makers) else -points)


@lru_cache(maxsize=256)
def _points_and_steps(rules: HouseRules, maker: int | None, alone: tuple[int, ...],
                      team: int) -> tuple[tuple[float, ...], tuple[int, ...]]:
    """Signed points for ``team`` by the tricks it takes (0-5), and the trick counts where
    they change: the same for every world of a search that ends with this maker."""
    points = tuple(_points(rules, maker, alone, team, tricks) for tricks in range(6))
    return points, tuple(breakpoints(points))


def points_table(view: PlayerView) -> list[float]:
    """Signed points for the view's team by the tricks it takes in the whole hand (0-5)."""
    return list(_points_and_steps(view.rules, view.maker, view.alone, view.seat % 2)[0])


# --- a whole game state for one sampled world ---------------------------------------------


def world_state(view: PlayerView, world: World, rng: random.Random) -> GameState | None:
    """The game as it would stand if ``world`` were the truth (None if the world cannot
    reproduce the view's position). A card on offer to the viewer (which it may refuse) is
    any hidden one; the order of the others is of no account, so no other view draws."""
    unseen = list(world.hidden)
    if len(unseen) > 1 and REFUSE_CARD in view.legal_actions:
        unseen.insert(0, unseen.pop(rng.randrange(len(unseen))))
    return state_for_view(view, world.hands, unseen)
