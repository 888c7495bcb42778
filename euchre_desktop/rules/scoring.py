"""The scoring table: the one place that turns a played hand into points.

>>> from euchre_desktop.rules.house_rules import PRESETS
>>> score_hand(PRESETS["north-american"], maker_tricks=5, maker_alone=True, defender_alone=False)
(<HandOutcome.LONE_MARCH: 'lone-march'>, True, 4)
"""

from __future__ import annotations

from euchre_desktop.rules.events import HandOutcome
from euchre_desktop.rules.house_rules import HouseRules, LoneDefenderBonus


def score_hand(
    rules: HouseRules, *, maker_tricks: int, maker_alone: bool, defender_alone: bool
) -> tuple[HandOutcome, bool, int]:
    """(outcome, whether the makers scored, points). Bonuses never add up: the largest
    that applies is awarded."""
    six = rules.scores_as_six
    lone_points = 6 if six else 4
    if maker_tricks == 5:
        if maker_alone:
            return HandOutcome.LONE_MARCH, True, lone_points
        return HandOutcome.MARCH, True, 3 if six else 2
    if maker_tricks >= 3:
        return HandOutcome.MADE, True, 1
    best = (2 if not six else 3, HandOutcome.EUCHRED)
    if rules.super_euchre and maker_tricks == 0:
        best = max(best, (4, HandOutcome.SUPER_EUCHRE), key=lambda option: option[0])
    if defender_alone and (
        rules.lone_defender_bonus is LoneDefenderBonus.ANY_EUCHRE or maker_tricks == 0
    ):
        best = max(best, (lone_points, HandOutcome.LONE_EUCHRE), key=lambda option: option[0])
    return best[1], False, best[0]
