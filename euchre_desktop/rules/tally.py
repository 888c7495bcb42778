"""What happened over a match, team by team: hands made, marches, euchres and loners, for
the end-of-match screen. Worked out by replaying the match's actions, so an undone hand
never counts and a loaded match counts as played.

>>> from euchre_desktop.rules.house_rules import PRESETS
>>> tally_match(PRESETS["north-american"], 1, ()).hands
0
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from euchre_desktop.rules import events as ev
from euchre_desktop.rules.actions import Action
from euchre_desktop.rules.deal import Deal
from euchre_desktop.rules.house_rules import HouseRules
from euchre_desktop.rules.state import new_match

_MADE = (ev.HandOutcome.MADE, ev.HandOutcome.MARCH, ev.HandOutcome.LONE_MARCH)
_MARCHES = (ev.HandOutcome.MARCH, ev.HandOutcome.LONE_MARCH)


@dataclass
class MatchTally:
    """Counts by team (index 0 and 1, as in ``GameState.scores``).

    ``hands`` counts every hand dealt to the end, thrown-in hands included; ``made`` the
    hands a team made trump and took three tricks or more (``marches``: all five);
    ``euchres`` the hands a team set the makers; ``loners`` the hands a player of the team
    played alone, ``loners_won`` those of them the loner's team scored.
    """

    hands: int = 0
    thrown_in: int = 0
    made: list[int] = field(default_factory=lambda: [0, 0])
    marches: list[int] = field(default_factory=lambda: [0, 0])
    euchres: list[int] = field(default_factory=lambda: [0, 0])
    loners: list[int] = field(default_factory=lambda: [0, 0])
    loners_won: list[int] = field(default_factory=lambda: [0, 0])

    def add_hand(self, scored: ev.HandScored, alone: Sequence[int]) -> None:
        """Count one scored hand; ``alone`` lists the seats that played it alone."""
        self.hands += 1
        if scored.outcome in _MADE:
            self.made[scored.makers] += 1
            if scored.outcome in _MARCHES:
                self.marches[scored.makers] += 1
        else:
            self.euchres[1 - scored.makers] += 1
        for team in {seat % 2 for seat in alone}:
            self.loners[team] += 1
            if scored.team == team:
                self.loners_won[team] += 1


def tally_match(
    rules: HouseRules, seed: int, actions: Sequence[Action], setup: Deal | None = None
) -> MatchTally:
    """The tally of the match these actions play (the arguments of a ``MatchRecord``)."""
    tally = MatchTally()
    state, _ = new_match(rules, seed, setup=setup)
    for action in actions:
        alone = state.alone
        state, events = state.apply(action)
        for event in events:
            if isinstance(event, ev.HandScored):
                tally.add_hand(event, alone)
            elif isinstance(event, ev.HandThrownIn):
                tally.hands += 1
                tally.thrown_in += 1
    return tally
