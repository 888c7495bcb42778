"""The Expert bot: it samples the cards it cannot see and solves each world double dummy.

In play, every sampled world is solved for each legal card; before play (bids, going alone,
the blind naming, discards, card exchanges) each option is applied to a copy of the world's
game, the rest of the bidding is played out by the Standard bot's rules, and the hand that
results is solved from the opening lead. Tricks become points through the scoring table, so
the values are the expected points for the bot's team. Everything runs against a time
budget measured with ``time.perf_counter``.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from euchre_desktop.bots.base import Decision, Level, Reason, ReasonCode
from euchre_desktop.bots.sampling import Sampler, World, trump_score
from euchre_desktop.bots.solver import SolveTimeout, position_of, solve, solve_value
from euchre_desktop.bots.standard import StandardBot
from euchre_desktop.rules.actions import (
    Action,
    AskPartner,
    Discard,
    GiveCard,
    GoAlone,
    NameTrump,
    OrderUp,
    Pass,
    Play,
)
from euchre_desktop.rules.cards import Card, Rank, Suit, effective_suit, strength_table
from euchre_desktop.rules.house_rules import DealersPartnerOrders, HouseRules, JokerTurnedUp
from euchre_desktop.rules.scoring import score_hand
from euchre_desktop.rules.state import GameState, Phase, alone_candidates
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
"""A solve in progress is abandoned at this multiple of the budget (the p99 guard)."""


@dataclass(frozen=True, slots=True)
class Evaluation:
    """Expected points for the bot's team of each legal action, over ``samples`` worlds."""

    values: dict[Action, float]
    samples: int


class ExpertBot:
    """Search by sampling and double-dummy solving, within ``budget_ms`` per decision."""

    level = Level.EXPERT

    def __init__(self, budget_ms: float = DEFAULT_BUDGET_MS, max_samples: int | None = None
                 ) -> None:
        self.budget_ms = budget_ms
        self.max_samples = max_samples  # a fixed number of worlds makes a search repeatable
        self._policy = StandardBot()

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
        evaluation = self.evaluate(view, rng)
        prior = self._policy.choose(view, rng)
        if not evaluation.samples:  # not even one world in time: the rule player's choice
            return prior
        return self.decide(view, evaluation, prior.action)

    def decide(self, view: PlayerView, evaluation: Evaluation,
               prior: Action | None = None) -> Decision:
        """The best action of an evaluation, with the reasons for it. The rule player's
        ``prior`` stands unless the search clearly beats it: before play by a margin that
        shrinks as more worlds are seen, in play by a near tie."""
        values = evaluation.values
        legal = view.legal_actions
        action = max(legal, key=lambda option: values.get(option, float("-inf")))
        if prior is not None and prior in values:
            if view.phase is Phase.PLAY:
                margin = PLAY_MARGIN
            elif evaluation.samples < MIN_WORLDS_TO_OVERRULE:
                margin = float("inf")
            else:
                margin = PRIOR_MARGIN / evaluation.samples ** 0.5
            if values[action] - values[prior] < margin:
                action = prior
        reasons = (
            Reason(ReasonCode.BEST_EXPECTED_POINTS,
                   {"points": round(values[action], 2), "samples": evaluation.samples}),
            *describe(view, action),
        )
        return Decision(action, dict(values), reasons)

    def evaluate(self, view: PlayerView, rng: random.Random) -> Evaluation:
        """Expected points of each legal action, from as many worlds as the budget allows."""
        start = time.perf_counter()
        deadline = start + self.budget_ms / 1000
        hard_deadline = start + OVERRUN * self.budget_ms / 1000
        sampler = Sampler(view)
        actions = list(dict.fromkeys(view.legal_actions))
        totals = dict.fromkeys(actions, 0.0)
        if view.phase is Phase.PLAY:
            score_world = self._play_scorer(view)
        else:
            score_world = self._bid_scorer(view, rng, actions)
        samples = 0
        failures = 0
        now = start
        slowest = 0.0
        most = self.max_samples
        while now + slowest < deadline and failures < 50 and (most is None or samples < most):
            world = sampler.sample(rng)
            try:
                scores = score_world(world, hard_deadline)
            except SolveTimeout:
                break
            if scores is None:
                failures += 1
                continue
            for action, points in scores.items():
                totals[action] += points
            samples += 1
            before, now = now, time.perf_counter()
            slowest = max(slowest, now - before)
        if not samples:
            return Evaluation({}, 0)
        return Evaluation({action: total / samples for action, total in totals.items()},
                          samples)

    # --- play: solve each world for every legal card ---------------------------------------

    def _play_scorer(
        self, view: PlayerView
    ) -> Callable[[World, float], dict[Action, float] | None]:
        team = view.seat % 2
        points = points_table(view)
        assert view.trump is not None and view.turn is not None
        trump, turn = view.trump, view.turn
        ties = view.rules.identical_cards_possible
        won = view.tricks_won[team]
        steps = [tricks - won for tricks in breakpoints(points) if tricks > won]

        def score(world: World, deadline: float) -> dict[Action, float] | None:
            position = position_of(trump, world.hands, view.trick, turn, view.sitting_out, ties)
            solution = solve(position, team, deadline, steps)
            return {action: points[won + solution.move_tricks[action.card.code]]
                    for action in view.legal_actions if isinstance(action, Play)}

        return score

    # --- before play: apply each option, finish the bidding, solve the hand ---------------

    def _bid_scorer(
        self, view: PlayerView, rng: random.Random, actions: Sequence[Action]
    ) -> Callable[[World, float], dict[Action, float] | None]:
        team = view.seat % 2
        policy = self._policy

        def score(world: World, deadline: float) -> dict[Action, float] | None:
            state = world_state(view, world, rng)
            if state is None:
                return None
            scores: dict[Action, float] = {}
            for action in actions:
                after, _ = state.apply(action)
                scores[action] = _play_out(after, team, policy, rng, deadline)
            return scores

        return score


def _play_out(state: GameState, team: int, policy: StandardBot, rng: random.Random,
              deadline: float) -> float:
    """Points for ``team`` once the rest of the bidding is played by ``policy`` and the hand
    is solved double dummy; 0 when the hand is thrown in or redealt."""
    deals = state.deals_made
    while state.phase is not Phase.PLAY:
        if state.deals_made != deals or state.hands_completed or state.is_over:
            return 0.0
        assert state.turn is not None
        action = policy.choose(state.view(state.turn), rng).action
        state, _ = state.apply(action)
    if state.deals_made != deals or state.hands_completed:
        return 0.0
    assert state.trump is not None and state.turn is not None
    position = position_of(state.trump, state.hands, (), state.turn, state.sitting_out,
                           state.rules.identical_cards_possible)
    points = [_points(state.rules, state.maker, state.alone, team, tricks) for tricks in range(6)]
    return points[solve_value(position, team, deadline, breakpoints(points))]


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


def points_table(view: PlayerView) -> list[float]:
    """Signed points for the view's team by the tricks it takes in the whole hand (0-5)."""
    return [_points(view.rules, view.maker, view.alone, view.seat % 2, tricks)
            for tricks in range(6)]


# --- a whole game state for one sampled world ---------------------------------------------


def world_state(view: PlayerView, world: World, rng: random.Random) -> GameState | None:
    """The game as it would stand if ``world`` were the truth (None if the world cannot
    reproduce the view's position, e.g. an offered card with no hidden card to be)."""
    rules = view.rules
    players = rules.players
    state = object.__new__(GameState)
    state.rules = rules
    state.seed = 0
    state.scores = view.scores
    state.dealer = view.dealer
    state.deals_made = 1
    state.hands_completed = 0
    state.winner = None
    state.is_over = False
    state.deal_number = 0
    state.phase = view.phase
    state.turn = view.turn
    state.hands = world.hands
    state.up_card = view.up_card
    kitty = list(world.hidden)
    state.bid_suit = view.bid_suit
    state.up_card_taken = view.up_card_taken
    state.trump = view.trump
    state.maker = view.maker
    round_made, passed = _bidding_facts(view)
    state.round_made = round_made
    state.forced_alone = (
        round_made == 1 and view.maker is not None and view.maker != view.dealer
        and view.maker % 2 == view.dealer % 2
        and rules.dealers_partner_orders is DealersPartnerOrders.MUST_GO_ALONE
    )
    state.bidding = view.bidding
    state.passed = passed
    state.alone = view.alone
    state.sitting_out = view.sitting_out
    state.pending = ()
    state.exchanges = ()
    state.exchange_partner = None
    state.offered = None
    state.discards = tuple(view.discards if seat == view.seat else () for seat in
                           range(players))
    state.given = ()
    state.leader = view.leader
    state.trick = view.trick
    state.tricks = view.tricks
    state.tricks_won = view.tricks_won
    state.active_count = players - len(view.sitting_out)
    state._legal = None
    turn = view.turn
    assert turn is not None
    phase = view.phase
    if phase is Phase.FARMERS_HAND:
        order = [(view.dealer + offset) % players for offset in range(1, players + 1)]
        order = order[order.index(turn):]
        state.pending = tuple(seat for seat in order if seat == turn or all(
            card.rank in (Rank.NINE, Rank.TEN) for card in world.hands[seat]))
    elif phase is Phase.GOING_ALONE:
        candidates = alone_candidates(state)
        if turn not in candidates:
            return None
        state.pending = candidates[candidates.index(turn):]
    elif phase in (Phase.LONER_ASKS, Phase.PARTNER_GIVES, Phase.LONER_DISCARDS):
        assert view.maker is not None
        makers = view.maker % 2
        loners = sorted(view.alone, key=lambda seat: seat % 2 != makers)
        loner = turn
        if phase is Phase.PARTNER_GIVES:
            loner = next(seat for seat in view.alone if seat % 2 == turn % 2)
            state.pending = (loner,)
            state.exchange_partner = turn
        state.exchanges = tuple(loners[loners.index(loner) + 1:])
        if phase is Phase.LONER_DISCARDS and rules.railroading:
            if not kitty:
                return None
            state.offered = kitty.pop(rng.randrange(len(kitty)))
    state.kitty = tuple(kitty)
    if set(state.legal_actions()) != set(view.legal_actions):
        return None
    return state


def _bidding_facts(view: PlayerView) -> tuple[int | None, frozenset[int]]:
    """The round trump was made in (0 for a blind making dealer), and the seats that passed
    in the current round (or in the round trump was made)."""
    passed: set[int] = set()
    bidding = list(view.bidding)
    if bidding and view.up_card.is_joker and isinstance(bidding[0][1], NameTrump):
        if view.rules.joker_turned_up is JokerTurnedUp.DEALER_MAKES:
            return 0, frozenset()
        bidding = bidding[1:]
    bidding_round = 1
    for seat, action in bidding:
        if isinstance(action, Pass):
            passed.add(seat)
            if seat == view.dealer and bidding_round == 1:
                bidding_round = 2
                passed = set()
        elif isinstance(action, OrderUp):
            return 1, frozenset(passed)
        elif isinstance(action, NameTrump):
            return 2, frozenset(passed)
    return None, frozenset(passed)


# --- reasons -----------------------------------------------------------------------------


def describe(view: PlayerView, action: Action) -> list[Reason]:
    """Codes that say what kind of move ``action`` is in this position."""
    if isinstance(action, Play):
        return _describe_play(view, action.card)
    hand = view.hand
    if isinstance(action, OrderUp | NameTrump):
        suit = action.suit if isinstance(action, NameTrump) else view.bid_suit
        if suit is None or not hand:
            return []
        cards = hand + ((view.up_card,) if view.seat == view.dealer and isinstance(
            action, OrderUp) else ())
        trumps = [card for card in cards if effective_suit(card, suit) is suit]
        bowers = sum(1 for card in trumps if card.rank is Rank.JACK or card.is_joker)
        return [Reason(ReasonCode.TRUMP_STRENGTH, {
            "trumps": len(trumps), "bowers": bowers, "score": round(trump_score(cards, suit), 2)
        })]
    if isinstance(action, Pass):
        return [Reason(ReasonCode.WEAK_HAND_PASS)]
    if isinstance(action, GoAlone):
        code = ReasonCode.LONE_HAND_STRENGTH
        if view.maker is not None and view.seat % 2 != view.maker % 2:
            code = ReasonCode.DEFEND_ALONE
        return [Reason(code)]
    if view.phase is Phase.GOING_ALONE:
        return [Reason(ReasonCode.PARTNER_CAN_HELP)]
    if isinstance(action, Discard) and view.trump is not None:
        return _describe_discard(hand, action.card, view.trump)
    if isinstance(action, GiveCard):
        return [Reason(ReasonCode.GIVE_BEST_CARD)]
    if isinstance(action, AskPartner):
        return [Reason(ReasonCode.PARTNER_CAN_HELP, {"seat": action.seat})]
    return []


def _describe_discard(hand: Sequence[Card], card: Card, trump: Suit) -> list[Reason]:
    suit = effective_suit(card, trump)
    reasons: list[Reason] = []
    if suit is not trump and sum(1 for held in hand if effective_suit(held, trump) is suit) == 1:
        reasons.append(Reason(ReasonCode.MAKE_A_VOID, {"suit": suit.letter if suit else ""}))
    if any(held.rank is Rank.JACK and effective_suit(held, trump) is trump for held in hand):
        reasons.append(Reason(ReasonCode.KEEP_THE_BOWER))
    if not reasons:
        reasons.append(Reason(ReasonCode.SHED_LOW_CARD))
    return reasons


def _describe_play(view: PlayerView, card: Card) -> list[Reason]:
    trump = view.trump
    assert trump is not None
    suit = effective_suit(card, trump)
    my_team = view.seat % 2
    if not view.trick:
        if suit is trump and view.maker is not None and view.maker % 2 == my_team:
            return [Reason(ReasonCode.PULL_TRUMP)]
        if suit is not trump and card.rank is Rank.ACE:
            return [Reason(ReasonCode.LEAD_OFF_ACE)]
        if view.maker is not None and view.maker % 2 != my_team:
            return [Reason(ReasonCode.LEAD_THROUGH_MAKER)]
        return []
    led = effective_suit(view.trick[0][1], trump)
    assert led is not None
    strengths = strength_table(trump, led)
    ties = view.rules.identical_cards_possible
    best_seat, best = view.trick[0][0], strengths[view.trick[0][1].code]
    trumped = False
    for seat, played in view.trick[1:]:
        strength = strengths[played.code]
        trumped = trumped or effective_suit(played, trump) is trump
        if strength > best or (ties and strength == best):
            best_seat, best = seat, strength
    mine = strengths[card.code]
    wins = mine > best or (ties and mine == best)
    legal_cards = [action.card for action in view.legal_actions if isinstance(action, Play)]
    if best_seat % 2 == my_team and not wins:
        return [Reason(ReasonCode.PARTNER_WINNING, {"seat": best_seat})]
    if wins:
        if suit is trump and led is not trump:
            return [Reason(ReasonCode.OVERTRUMP if trumped else ReasonCode.TRUMP_IN)]
        winners = [strengths[held.code] for held in legal_cards
                   if strengths[held.code] > best or (ties and strengths[held.code] == best)]
        if mine == min(winners):
            return [Reason(ReasonCode.WIN_CHEAPLY)]
        return []
    if suit is not led:
        return [Reason(ReasonCode.THROW_OFF_LOW)]
    return [Reason(ReasonCode.CANNOT_WIN)]
