"""The coach: the Expert's search turned into advice for the human seat.

``coach`` gives the recommended action, the expected points of every option, how sure the
search is (``Confidence``, the margin and the number of sampled deals) and reason codes
(never English: the UI translates them). Sampled deals are noisy: a card is advised over the
rule player's (the club player's habit) only when it is ahead by more than half the noise
(``TIE_ERRORS``) or by more than a close call, and a trump over a card of another suit only
when ahead by more than the whole noise; options that score the same go to the cheaper card.
Such a tie, or a bid the Expert keeps to the rule player's habit within the noise, is
advised as a tie: the options it passed over are named with it and the reason for the
tie-break comes first, so the advice never looks like a lower score preferred for nothing.
The review (``bots.review``) judges the player's decisions against this advice. A hint may
be searched in shares on several cores at once (``search_share``), their deals pooled
(``advice_from``).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from enum import Enum

from euchre_desktop.bots.base import Reason, ReasonCode
from euchre_desktop.bots.expert import (
    MIN_WORLDS_TO_OVERRULE,
    Evaluation,
    ExpertBot,
    noise,
    pooled,
)
from euchre_desktop.bots.reasons import describe
from euchre_desktop.bots.standard import StandardBot, keep_value
from euchre_desktop.rules.actions import Action, Discard, Play
from euchre_desktop.rules.cards import Card, Suit, suit_table
from euchre_desktop.rules.phase import Phase
from euchre_desktop.rules.view import PlayerView

COACH_BUDGET_MS = 180.0
"""How long a hint thinks (the hint's target is 250 ms at the 99th percentile). It always
spends its budget: a hint that stopped once its advice led by a few standard errors sampled
a median of 16 deals in play and chose less well (see ``bench coach --against-ms``)."""
LIMIT = 1.25
"""No solve runs past this multiple of the budget: one in progress is then abandoned."""
CLOSE_POINTS = 0.05
"""Options closer than this in expected points are a close call, however sure the search."""
FEW_DEALS = MIN_WORLDS_TO_OVERRULE
"""Below this many sampled deals the coach says it is unsure, as the Expert then keeps to the
rule player's choice."""
SAME_DEALS = 30
"""Options that scored the same in every sampled deal are called equal only from this many
deals on: none of 30 differing still leaves room for them to differ in one deal in ten (the
rule of three), and with a dozen deals the deeper search often found such options apart."""
HABIT_ERRORS = 0.75
"""Standard errors by which the search must lead the club player's habit to overrule it in
a hint for a bid. Judged by a 2-second search, six-player round-two hints lost 0.101 points
a decision with the Expert's own margin alone (half a point over the square root of the
deals) and 0.073 with this rule; British 0.032 and 0.028, North American 0.016 and 0.017.
Not for going alone, where the habit is the weaker guide: against searches of ten times the
deals (111 six-player decisions at 150 deals, 293 British at 300, 69 North American at 400),
hints with the Expert's own margin alone agreed on 99.1%, 99.3% and 98.6% and lost 0.0003,
0.0006 and 0.0003 points a decision; with this rule 97.3%, 99.3% and 98.6%, losing 0.0075,
0.0009 and 0.0003 (two six-player loners kept to the habit lost 0.4 points each)."""
SIGNIFICANT = 2.0
"""Standard errors by which an option must lead to be "clearly" best."""
TIE_ERRORS = 0.5
"""Standard errors (of the difference) within which a costlier card's lead is a tie of
noise, and the cheaper card or the club player's is advised (a trump over a side card still
needs the whole noise). Against a deeper search (hints of 300 deals; 3,000 deals solving
every option), in play: North American seed 4, 345 decisions, 92.2% agreement and 0.0017
points lost a decision with one standard error, 93.3% and 0.0015 with half; British seed 3,
342 decisions, 94.4% and 0.0014 against 95.3% and 0.0011. With one error, the deeper search
named the costlier card in 16 of those 20 ties."""


class Confidence(Enum):
    """How sure the coach is of its recommendation."""

    ONLY_MOVE = "only-move"  # the rules allow one move
    SAME = "same"  # the best options scored the same in every one of many sampled deals
    SAME_SO_FAR = "same-so-far"  # the same in every deal, too few deals to call them equal
    CLEAR = "clear"  # ahead by CLOSE_POINTS or more and by more than the noise
    LIKELY = "likely"  # ahead by more than one standard error, not clearly
    CLOSE = "close"  # within the noise, or too little to matter
    TIE = "tie"  # others scored higher by less than the noise: the advice broke the tie
    FEW_DEALS = "few-deals"  # too few deals were solved in time to tell the options apart
    RULE_OF_THUMB = "rule-of-thumb"  # no deal could be solved in time
    BLIND = "blind"  # chosen before any card of the hand is seen: every option is alike


@dataclass(frozen=True, slots=True)
class Advice:
    """The recommended action, the expected points of each option for the seat's team, why
    (at least one reason), and how sure: ``margin`` is the expected points by which the
    action leads the next best option (zero or less when a cheaper card is preferred to an
    option the deals could not tell apart) over ``samples`` sampled deals. ``level_with``
    holds the options that scored higher than the action, by less than the noise: the tie
    the advice broke for the cheaper card or the club player's habit, which the reasons
    then name first."""

    action: Action
    values: dict[Action, float]
    reasons: tuple[Reason, ...]
    confidence: Confidence = Confidence.RULE_OF_THUMB
    margin: float = 0.0
    samples: int = 0
    level_with: tuple[Action, ...] = ()


def coach(view: PlayerView, rng: random.Random, budget_ms: float = COACH_BUDGET_MS,
          max_samples: int | None = None, drops_trailing: bool = True) -> Advice:
    """Advice for ``view.seat``, which must be the seat to act, from the deals sampled in
    ``budget_ms``. ``max_samples`` caps the sampled deals (with the same generator state,
    the same advice every time); without ``drops_trailing`` every option is solved in every
    deal (slower, but each option's value as exact as the deals allow: a reference)."""
    return advice_from(view, [search_share(view, rng, budget_ms, max_samples, drops_trailing)],
                       rng)


def search_share(view: PlayerView, rng: random.Random, budget_ms: float = COACH_BUDGET_MS,
                 max_samples: int | None = None, drops_trailing: bool = True) -> Evaluation:
    """One worker's share of a hint: the deals it samples and solves in ``budget_ms`` (none
    when the rules allow one move). Shares drawn with independent generators, at the same
    time on several cores, pool into one hint that has seen more deals (``advice_from``)."""
    if len(set(view.legal_actions)) < 2:
        return Evaluation({}, 0)
    return ExpertBot(budget_ms, max_samples, LIMIT * budget_ms, drops_trailing=drops_trailing,
                     revisits_dropped=True).evaluate(view, rng)


def advice_from(view: PlayerView, shares: Sequence[Evaluation], rng: random.Random) -> Advice:
    """Advice for ``view.seat`` from the deals of every share of its search (see
    ``search_share``); the rule of thumb when none was solved in time."""
    legal = list(dict.fromkeys(view.legal_actions))
    if not legal:
        raise ValueError(f"seat {view.seat} is not the seat to act")
    if len(legal) == 1:
        reasons = (Reason(ReasonCode.ONLY_LEGAL_MOVE), *describe(view, legal[0]))
        return Advice(legal[0], {}, reasons, Confidence.ONLY_MOVE)
    habit = StandardBot().choose(view, rng).action
    if view.names_blind:  # sampled deals would only tell the suits apart by chance
        return Advice(habit, {}, _reasons(view, habit), Confidence.BLIND)
    evaluation = pooled(shares)
    if not evaluation.samples:
        return Advice(habit, {}, _reasons(view, habit), Confidence.RULE_OF_THUMB)
    habit_errors = 0.0 if view.phase is Phase.GOING_ALONE else HABIT_ERRORS
    searched = ExpertBot().decide(view, evaluation, habit, prior_errors=habit_errors).action
    return advise(view, evaluation, searched, habit)


def advise(view: PlayerView, evaluation: Evaluation, searched: Action,
           habit: Action | None = None) -> Advice:
    """Advice from an evaluation with samples. ``searched`` is the Expert's own choice, kept
    for decisions that give up no card; for a card to play or discard see ``_card_to_give_up``
    (``habit`` is the club player's card, if known)."""
    values = evaluation.values
    options = [action for action in dict.fromkeys(view.legal_actions) if action in values]
    best = max(options, key=lambda option: values[option])
    action = searched if searched in values else best
    trump = view.trump
    kept: Card | None = None  # a costlier card than the one advised, which scored best
    if trump is not None and all(isinstance(option, Play | Discard) for option in options):
        action = _card_to_give_up(evaluation, options, trump, habit)
        if _keep(best, trump) > _keep(action, trump):
            assert isinstance(best, Play | Discard)
            kept = best.card
    others = [option for option in options if option != action]
    runner_up = max(others, key=lambda option: values[option])
    margin = values[action] - values[runner_up]
    level_with = tuple(sorted((option for option in others if values[option] > values[action]),
                              key=lambda option: -values[option]))
    confidence = how_sure(evaluation, action, runner_up)
    if level_with and confidence is not Confidence.FEW_DEALS:
        confidence = Confidence.TIE
    reasons = list(_reasons(view, action, evaluation))
    if kept is not None:
        reasons.insert(0, Reason(ReasonCode.KEEP_HIGH_CARD, {"card": str(kept)}))
    elif level_with and ReasonCode.RULE_OF_THUMB not in {reason.code for reason in reasons}:
        reasons.insert(0, Reason(ReasonCode.RULE_OF_THUMB))
    return Advice(action, dict(values), tuple(reasons), confidence, round(margin, 3),
                  evaluation.samples, level_with)


def _card_to_give_up(evaluation: Evaluation, options: Sequence[Action], trump: Suit,
                     habit: Action | None) -> Action:
    """The card to advise: with too few deals solved, the club player's ``habit``; else the
    habit while no card beats it by more than ``_may_keep_over`` allows, though a cheaper
    card that scored as much goes first; else the cheapest card nothing beats by more.
    Against a deeper search the habit's card lost fewer points than the cheapest card among
    those the deals could not tell apart, in play and in discards."""
    values = evaluation.values
    if habit is not None and habit in values and evaluation.samples < FEW_DEALS:
        return habit
    contenders = [option for option in options
                  if all(_may_keep_over(evaluation, option, other, trump) for other in options)]
    if habit is not None and habit in contenders:
        contenders = [option for option in contenders if option == habit or (
            _keep(option, trump) < _keep(habit, trump) and values[option] >= values[habit])]
    return min(contenders, key=lambda option: (_keep(option, trump), -values[option]))


def _may_keep_over(evaluation: Evaluation, cheaper: Action, other: Action,
                   trump: Suit) -> bool:
    """Whether giving up ``cheaper`` may be advised rather than ``other``, which may have
    scored more: by less than ``TIE_ERRORS`` of the noise and by less than a close call,
    or, where ``other`` gives up a trump for a card of another suit, by less than the whole
    noise (a trump is never thrown on noise). Against a deeper search, hints that kept
    cheaper cards over leads beyond a close call lost more points than they saved."""
    gap = evaluation.values[other] - evaluation.values[cheaper]
    if gap <= 0.0:
        return True
    if _is_trump(other, trump) and not _is_trump(cheaper, trump):
        return gap <= noise(evaluation, other, cheaper)
    return gap <= CLOSE_POINTS and gap <= TIE_ERRORS * noise(evaluation, other, cheaper)


def _is_trump(action: Action, trump: Suit) -> bool:
    """Whether the card of a play or discard is a trump (a bower, Benny or joker included)."""
    assert isinstance(action, Play | Discard)
    return suit_table(trump)[action.card.code] is trump


def _keep(action: Action, trump: Suit) -> float:
    """What the card of a play or discard is worth keeping (lower: cheaper to give up)."""
    assert isinstance(action, Play | Discard)
    return keep_value(action.card, trump)


def how_sure(evaluation: Evaluation, action: Action, other: Action) -> Confidence:
    """How sure an evaluation is that ``action`` is worth choosing over ``other``, in the
    words advice uses for its runner-up (a deeper search's verdict on a hint it overrules
    reads the same way)."""
    margin = evaluation.values[action] - evaluation.values[other]
    if evaluation.samples < FEW_DEALS:
        return Confidence.FEW_DEALS
    error = noise(evaluation, action, other)
    if error == 0.0 and margin == 0.0:
        return Confidence.SAME if evaluation.samples >= SAME_DEALS else Confidence.SAME_SO_FAR
    if margin >= CLOSE_POINTS and margin >= SIGNIFICANT * error:
        return Confidence.CLEAR
    if margin >= CLOSE_POINTS and margin > error:
        return Confidence.LIKELY
    return Confidence.CLOSE


def _reasons(view: PlayerView, action: Action,
             evaluation: Evaluation | None = None) -> tuple[Reason, ...]:
    """What ``describe`` finds true of ``action``; else that it scored best, or that it is
    a club player's habit the sampled deals do not clearly overrule."""
    reasons = describe(view, action)
    if reasons:
        return tuple(reasons)
    if evaluation is not None and evaluation.values[action] >= max(evaluation.values.values()):
        return (Reason(ReasonCode.BEST_EXPECTED_POINTS, {
            "points": round(evaluation.values[action], 2), "samples": evaluation.samples}),)
    return (Reason(ReasonCode.RULE_OF_THUMB),)
