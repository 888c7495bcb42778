"""The review after a hand: a finished deal step by step, and what the player's decisions cost.

``deals_of(record)`` splits a match record into its deals. Each ``DealHistory`` keeps the
authoritative state before every action (for the player's own view at the time, which is all
the coach may analyse) and, through ``positions``, the table after every action with every
hand face up (shown only once the deal is over). ``judge`` turns the coach's advice for one
decision into what that decision cost; ``costly_first`` orders decisions for the review's list.

>>> from euchre_desktop.rules import PRESETS, MatchRecord
>>> record = MatchRecord(PRESETS["north-american"], seed=3)
>>> [deal.complete for deal in deals_of(record)]
[False]
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, replace
from functools import cached_property

from euchre_desktop.rules import events as ev
from euchre_desktop.rules.actions import Action, ClaimRedeal
from euchre_desktop.rules.deal import Deal
from euchre_desktop.rules.house_rules import HouseRules
from euchre_desktop.rules.phase import Trick
from euchre_desktop.rules.record import MatchRecord
from euchre_desktop.rules.state import GameState, new_match
from euchre_desktop.rules.view import PlayerView

COSTLY_POINTS = 0.1
"""A decision that costs at least this many expected points is flagged in the review."""
WARNING_POINTS = 0.3
"""Before a decision that would cost at least this much, learning mode may ask first."""
SAME_POINTS = 0.005
"""A choice within this of the coach's is as good as the coach's (its cost shows as 0.00)."""
_EPSILON = 1e-9  # 1.0 - 0.9 is 0.0999...: a cost shown as 0.10 is flagged as 0.10


@dataclass(frozen=True, slots=True)
class Step:
    """One action of a deal: who took it, what it was, the authoritative state before it and
    its index in the match record (which seeds the coach as a hint at that moment did)."""

    seat: int
    action: Action
    before: GameState
    record_index: int


@dataclass(frozen=True, slots=True)
class Position:
    """The table after some of a deal's actions. ``state`` holds every hand face up;
    ``last`` is the step that led here (None right after the deal); ``trick`` is the trick
    to show: the one being played, or the one the last card completed, with its winner."""

    state: GameState
    last: Step | None
    trick: Trick
    trick_winner: int | None


@dataclass(frozen=True)
class DealHistory:
    """One deal of a match: its cards, its actions and how it ended."""

    number: int  # 1 for the match's first deal
    deal: Deal
    start: GameState  # the authoritative state right after the deal
    steps: tuple[Step, ...]
    scored: ev.HandScored | None  # None if thrown in, redealt or unfinished
    complete: bool  # the deal is over: every card of it may be shown

    @property
    def rules(self) -> HouseRules:
        return self.start.rules

    @property
    def thrown_in(self) -> bool:
        """Everybody passed: no trump, no play, no score."""
        return self.complete and self.scored is None and not self.redealt

    @property
    def redealt(self) -> bool:
        """A farmer's hand was claimed and the same dealer dealt again."""
        return bool(self.steps) and isinstance(self.steps[-1].action, ClaimRedeal)

    def decisions_of(self, seat: int) -> list[tuple[int, PlayerView, Action]]:
        """The seat's real decisions (more than one distinct option): the step's index, the
        seat's own view at the time and the action taken."""
        found = []
        for index, step in enumerate(self.steps):
            if step.seat != seat:
                continue
            view = step.before.view(seat)
            if len(set(view.legal_actions)) > 1:
                found.append((index, view, step.action))
        return found

    @cached_property
    def positions(self) -> tuple[Position, ...]:
        """The table after the deal and after each step (``len(steps) + 1`` positions).

        The deal is replayed alone (the same cards and dealer, one hand to play), so its
        last position still shows the last trick rather than the next deal's cards."""
        state, _ = new_match(single_hand_rules(self.rules), self.start.seed, setup=self.deal)
        positions = [Position(state, None, (), None)]
        for step in self.steps:
            if isinstance(step.action, ClaimRedeal):
                positions.append(Position(state, step, (), None))
                continue
            state, events = state.apply(step.action)
            won = next((e for e in events if isinstance(e, ev.TrickWon)), None)
            if won is not None:
                positions.append(Position(state, step, won.cards, won.seat))
            else:
                positions.append(Position(state, step, state.trick, None))
        return tuple(positions)


def single_hand_rules(rules: HouseRules) -> HouseRules:
    """The same rules for a match of one hand: a deal replayed alone (for the review, or as
    practice) ends after its hand instead of dealing the next."""
    return replace(rules, target_score=None, hand_limit=1)


def deals_of(record: MatchRecord) -> list[DealHistory]:
    """Every deal of the match so far, the one in progress last (``complete`` False)."""
    state, events = new_match(record.rules, record.seed, setup=record.setup)
    deals: list[DealHistory] = []
    start, steps = state, list[Step]()
    deal = _deal_of(state, events)
    for index, action in enumerate(record.actions):
        before = state
        assert before.turn is not None, "a recorded action after the match ended"
        state, events = before.apply(action)
        steps.append(Step(before.turn, action, before, index))
        if any(isinstance(e, ev.CardsDealt | ev.GameWon) for e in events):
            scored = next((e for e in events if isinstance(e, ev.HandScored)), None)
            deals.append(DealHistory(len(deals) + 1, deal, start, tuple(steps), scored, True))
            start, steps = state, []
            deal = _deal_of(state, events)
    if not state.is_over:
        deals.append(DealHistory(len(deals) + 1, deal, start, tuple(steps), None, False))
    return deals


def _deal_of(state: GameState, events: Iterable[ev.Event]) -> Deal:
    dealt = next((e for e in events if isinstance(e, ev.CardsDealt)), None)
    packets = dealt.packets if dealt is not None else ()
    return Deal(state.dealer, state.hands, state.up_card, state.kitty, packets)


# --- judging decisions ----------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Judgement:
    """One of the player's decisions against the coach: what was done, what the coach
    prefers, the expected points of every option (for the player's team) and the cost."""

    step: int  # index of the decision in the deal's steps
    taken: Action
    preferred: Action
    values: Mapping[Action, float]
    cost: float

    @property
    def costly(self) -> bool:
        return self.cost + _EPSILON >= COSTLY_POINTS

    @property
    def agrees(self) -> bool:
        """The coach made the same choice."""
        return self.taken == self.preferred

    @property
    def as_good(self) -> bool:
        """The choice was worth as much as the coach's, to the hundredth of a point shown."""
        return self.cost < SAME_POINTS


def decision_cost(values: Mapping[Action, float], preferred: Action, taken: Action) -> float:
    """Expected points lost by ``taken`` against the coach's ``preferred`` option (never
    below zero; zero when either was not valued)."""
    if preferred not in values or taken not in values:
        return 0.0
    return max(0.0, values[preferred] - values[taken])


def judge(step: int, taken: Action, preferred: Action,
          values: Mapping[Action, float]) -> Judgement:
    """The judgement of the decision at ``step`` from the coach's advice for it."""
    return Judgement(step, taken, preferred, dict(values), decision_cost(values, preferred, taken))


def costly_first(judgements: Iterable[Judgement]) -> list[Judgement]:
    """The costly decisions, dearest first, then the others in the order they were made."""
    ordered = sorted(judgements, key=lambda j: j.step)
    costly = sorted((j for j in ordered if j.costly), key=lambda j: -j.cost)
    return costly + [j for j in ordered if not j.costly]


def total_cost(judgements: Iterable[Judgement]) -> float:
    """What the costly decisions cost together."""
    return sum(j.cost for j in judgements if j.costly)


def warning_cost(values: Mapping[Action, float], preferred: Action, taken: Action) -> float | None:
    """The cost of ``taken`` if it is high enough to ask the player first, else None."""
    cost = decision_cost(values, preferred, taken)
    return cost if cost + _EPSILON >= WARNING_POINTS else None
