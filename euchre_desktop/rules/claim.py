"""Whether the rest of a hand is already decided, so that it can be claimed.

The remaining tricks are *settled* when every legal way of playing out the hand gives each
side the same number of tricks: no choice left can change the score, so the table may finish
the hand at once with the cards shown. The test runs after every card, so it is cheap:

- four greedy play-outs (both sides high, both low, each side high against the other low)
  disprove most positions at once: two play-outs that end differently mean it is not settled;
- otherwise a search of every play-out stops at the first result that differs from the
  others, tries only one of two cards that are interchangeable (same hand, same effective
  suit, no card of another hand or of the current trick ranking between them), and keeps, at
  each trick start, the result of a position already seen.

>>> from euchre_desktop.rules.house_rules import PRESETS
>>> from euchre_desktop.rules.state import new_match
>>> state, _ = new_match(PRESETS["north-american"], seed=7)
>>> settled_tricks(state) is None  # still bidding: nothing to claim
True
"""

from __future__ import annotations

from collections.abc import Sequence

from euchre_desktop.rules import events as ev
from euchre_desktop.rules.actions import Action
from euchre_desktop.rules.cards import Suit, strength_table, suit_table
from euchre_desktop.rules.phase import Phase
from euchre_desktop.rules.state import TRICKS_PER_HAND, GameState
from euchre_desktop.rules.tricks import beats

Hands = tuple[tuple[int, ...], ...]
"""Card codes each seat still holds, by seat (seats sitting out hold nothing)."""
Trick = tuple[tuple[int, int], ...]
"""The current trick as (seat, card code)."""


class _Unsettled(Exception):
    """Two play-outs ended differently: the search stops."""


def settled_tricks(state: GameState) -> tuple[int, int] | None:
    """The tricks each team (``seat % 2``) ends the hand in progress with, if every legal
    play-out gives the same; None while a choice can still change them, or outside play."""
    if state.phase is not Phase.PLAY or state.turn is None or state.trump is None:
        return None
    search = _Search(state)
    hands: Hands = tuple(
        tuple(card.code for card in hand) if state.is_active(seat) else ()
        for seat, hand in enumerate(state.hands)
    )
    trick: Trick = tuple((seat, card.code) for seat, card in state.trick)
    remaining = TRICKS_PER_HAND - len(state.tricks)
    probes = {search.probe(hands, trick, state.turn, style) for style in _PROBE_STYLES}
    if len(probes) > 1:
        return None
    try:
        team_0 = search.future(hands, trick, state.turn)
    except _Unsettled:
        return None
    won = state.tricks_won
    return won[0] + team_0, won[1] + remaining - team_0


def claim_rest(state: GameState) -> tuple[tuple[Action, ...], GameState, list[ev.Event]]:
    """Finish a hand whose remaining tricks are settled: the plays (in one legal order, as
    good as any), the state after them and the events, the cards played and tricks won
    folded into one ``RestClaimed`` before the scoring (and any next deal) events.

    Raises ``ValueError`` if the hand's tricks are not settled.
    """
    tricks = settled_tricks(state)
    if tricks is None:
        raise ValueError("the remaining tricks are not certain: play them out")
    shown = tuple(hand if state.is_active(seat) else () for seat, hand in enumerate(state.hands))
    hand_number = state.hands_completed
    plays: list[Action] = []
    winners: list[int] = []
    after: list[ev.Event] = []
    while state.hands_completed == hand_number:
        action = state.legal_actions()[0]
        state, events = state.apply(action)
        plays.append(action)
        for event in events:
            if isinstance(event, ev.TrickWon):
                winners.append(event.seat)
            elif not isinstance(event, ev.CardPlayed):
                after.append(event)
    return tuple(plays), state, [ev.RestClaimed(shown, tuple(winners), tricks), *after]


# Greedy play-outs: whether team 0 and team 1 play their strongest (True) or weakest card.
_PROBE_STYLES = ((True, True), (False, False), (True, False), (False, True))


class _Search:
    """The play of one hand's remaining cards, by card codes."""

    def __init__(self, state: GameState) -> None:
        trump = state.trump
        assert trump is not None
        self.suits: tuple[Suit | None, ...] = suit_table(trump)
        self.strengths = {led: strength_table(trump, led) for led in Suit}
        self.active_count = state.active_count
        self.next_seat = tuple(state.next_active(seat) for seat in range(state.players))
        self.later_ties_win = state.rules.identical_cards_possible
        self.known: dict[tuple[Hands, int], int] = {}

    # --- the rules of play on codes -------------------------------------------------------

    def legal(self, hand: tuple[int, ...], trick: Trick) -> list[int]:
        """The distinct codes the seat may play: the suit led if it can, else anything."""
        codes = sorted(set(hand))
        if trick:
            led = self.suits[trick[0][1]]
            following = [code for code in codes if self.suits[code] is led]
            if following:
                return following
        return codes

    def winner(self, trick: Trick) -> int:
        led = self.suits[trick[0][1]]
        assert led is not None
        strengths = self.strengths[led]
        best_seat, best = trick[0][0], strengths[trick[0][1]]
        for seat, code in trick[1:]:
            strength = strengths[code]
            if beats(strength, best, self.later_ties_win):
                best_seat, best = seat, strength
        return best_seat

    def rank_in_suit(self, code: int) -> int:
        """How high a card ranks within its own effective suit."""
        suit = self.suits[code]
        assert suit is not None
        return self.strengths[suit][code]

    def play(self, hands: Hands, seat: int, code: int) -> Hands:
        hand = list(hands[seat])
        hand.remove(code)
        return (*hands[:seat], tuple(hand), *hands[seat + 1:])

    # --- greedy probes --------------------------------------------------------------------

    def probe(self, hands: Hands, trick: Trick, turn: int, style: tuple[bool, bool]) -> int:
        """Team 0's tricks from here when each team always plays its strongest or weakest
        legal card (by strength in this trick, then rank in its suit)."""
        taken = 0
        while any(hands):
            options = self.order(self.legal(hands[turn], trick), trick)
            code = options[-1] if style[turn % 2] else options[0]
            hands = self.play(hands, turn, code)
            trick = (*trick, (turn, code))
            if len(trick) == self.active_count:
                turn = self.winner(trick)
                taken += turn % 2 == 0
                trick = ()
            else:
                turn = self.next_seat[turn]
        return taken

    # --- every play-out -------------------------------------------------------------------

    def future(self, hands: Hands, trick: Trick, turn: int) -> int:
        """Team 0's tricks from here, the same in every play-out; raises ``_Unsettled``
        as soon as two play-outs differ."""
        if not trick:
            if not any(hands):
                return 0
            known = self.known.get((hands, turn))  # removing cards keeps each hand's order
            if known is not None:
                return known
        result: int | None = None
        for code in self.choices(hands, trick, turn):
            after = self.play(hands, turn, code)
            played = (*trick, (turn, code))
            if len(played) == self.active_count:
                winner = self.winner(played)
                value = (winner % 2 == 0) + self.future(after, (), winner)
            else:
                value = self.future(after, played, self.next_seat[turn])
            if result is None:
                result = value
            elif value != result:
                raise _Unsettled
        assert result is not None
        if not trick:
            self.known[hands, turn] = result
        return result

    def choices(self, hands: Hands, trick: Trick, turn: int) -> list[int]:
        """The legal codes of the seat to play, one of each interchangeable run, strongest
        and weakest first (two play-outs that differ are found soonest at the extremes)."""
        options = self.legal(hands[turn], trick)
        if len(options) == 1:
            return options
        others = [code for seat, hand in enumerate(hands) if seat != turn for code in hand]
        others += [code for _, code in trick]
        kept: list[int] = []
        by_suit: dict[Suit | None, list[int]] = {}
        for code in options:
            by_suit.setdefault(self.suits[code], []).append(code)
        for suit, codes in by_suit.items():
            codes.sort(key=self.rank_in_suit)
            between = sorted(self.rank_in_suit(code) for code in others
                             if self.suits[code] is suit)
            kept.append(codes[0])
            for lower, higher in zip(codes, codes[1:], strict=False):
                low, high = self.rank_in_suit(lower), self.rank_in_suit(higher)
                if any(low <= rank <= high for rank in between):
                    kept.append(higher)
                else:
                    kept[-1] = higher  # interchangeable: keep one of the run
        kept = self.order(kept, trick)
        return [kept[i // 2] if i % 2 == 0 else kept[-1 - i // 2] for i in range(len(kept))]

    def order(self, codes: list[int], trick: Trick) -> list[int]:
        """Weakest first: by strength in this trick, then by rank within the suit."""
        led = self.suits[trick[0][1]] if trick else None
        strengths: Sequence[int] | None = self.strengths[led] if led is not None else None
        return sorted(codes, key=lambda code: (
            strengths[code] if strengths is not None else 0, self.rank_in_suit(code)))
