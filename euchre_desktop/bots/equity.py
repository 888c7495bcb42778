"""Match equity: the chance of winning the match from a score, so the Expert plays to it.

Near the end of a match the points of a hand are not what counts: at 9-9 a march is worth no
more than making it, and a loner that wins the match is worth what it wins. For every score
``(ours, theirs)`` below the target, a table gives the chance that the team on ``ours`` wins
the match, by a recursion over the outcomes of one hand::

    E(a, b) = sum over k of p(k) / 2 * (E(a + k, b) + E(a, b + k))

with ``E = 1`` once ``a`` reaches the target and ``0`` once ``b`` does. ``p(k)`` is the share of
scored hands in which the scoring team takes ``k`` points, measured from Standard against
Standard play (either team alike, so ``E(a, b) + E(b, a) = 1``); a hand thrown in changes no
score and drops out, and the dealer's small edge is left out. ``tools/match_equity.py``
measures ``p`` for every preset and writes it, with each preset's table for its own target, to
``resources/match_equity.json``, which ships inside the package.

A custom target gets its table at run time from the same recursion and the shipped outcomes of
the preset with the same rules otherwise (else of one that scores alike); a match played over a
fixed number of hands has no table (its equity would depend on the hands left, which a view
does not carry), nor has a scoring no preset shares: there the Expert values hand points.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache
from importlib import resources

from euchre_desktop.rules.house_rules import PRESETS, HouseRules
from euchre_desktop.rules.scoring import score_hand
from euchre_desktop.rules.view import PlayerView

DATA_FILE = "match_equity.json"
MATTERS = 0.3
"""The score matters when some outcome of the hand is worth more than this many points away from
its face value, at equal match equity. In a North American match to 10 the gap is 0.03 at 0-0,
0.1 at 4-4 and 0.2 at 1-2, and passes 0.3 once a team leads by two or three (a loner is then
worth more to the side behind) and at most scores from 6 on."""


def equity_table(target: int, outcomes: Mapping[int, float]) -> list[list[float]]:
    """``table[a][b]``: the chance that the team on ``a`` wins a match to ``target`` against a
    team on ``b``, when one hand in ``outcomes[k]`` (scaled to sum to 1) scores ``k`` points
    for one team or the other alike."""
    total = sum(outcomes.values())
    shares = [(points, count / total / 2) for points, count in sorted(outcomes.items())
              if count > 0]
    table = [[0.0] * target for _ in range(target)]

    def at(a: int, b: int) -> float:
        if a >= target:
            return 1.0
        if b >= target:
            return 0.0
        return table[a][b]

    # each term refers to higher scores only, so go down from the target
    for a in range(target - 1, -1, -1):
        for b in range(target - 1, -1, -1):
            table[a][b] = sum(share * (at(a + points, b) + at(a, b + points))
                              for points, share in shares)
    return table


@dataclass(frozen=True, slots=True)
class ShippedEntry:
    """One preset's measured outcomes and its table for its own target."""

    target: int
    outcomes: dict[int, int]  # points -> scored hands in which a team took that many
    table: list[list[float]]


@cache
def shipped() -> dict[str, ShippedEntry]:
    """The shipped tables by preset id."""
    text = resources.files("euchre_desktop.resources").joinpath(DATA_FILE).read_text("utf-8")
    data = json.loads(text)
    return {
        preset_id: ShippedEntry(entry["target"],
                                {int(points): count for points, count in entry["outcomes"].items()},
                                entry["equity"])
        for preset_id, entry in data["presets"].items()
    }


def scoring_signature(rules: HouseRules) -> tuple[int, ...]:
    """The points of a hand by the makers' tricks and who went alone, in one comparable value."""
    return tuple(score_hand(rules, maker_tricks=tricks, maker_alone=alone,
                            defender_alone=defends)[2]
                 for tricks in range(6) for alone in (False, True) for defends in (False, True))


@cache
def table_for(rules: HouseRules) -> tuple[list[list[float]], int] | None:
    """The equity table of a match under ``rules`` and its target (None: no table, see the
    module's text)."""
    target = rules.target_score
    if target is None:
        return None
    entries = shipped()
    for preset_id, entry in entries.items():
        if PRESETS[preset_id] == rules:
            return entry.table, target
    alike = [entry for preset_id, entry in entries.items()
             if PRESETS[preset_id].with_changes(target_score=target) == rules]
    alike += [entry for preset_id, entry in entries.items()
              if scoring_signature(PRESETS[preset_id]) == scoring_signature(rules)]
    if not alike:
        return None
    return equity_table(target, alike[0].outcomes), target


@dataclass(frozen=True, slots=True)
class ScoreValues:
    """What the hand's outcomes are worth at one match score: ``worth(points)`` turns signed
    points for the team (negative when the other team scores) into the change in match
    equity they bring, divided by the equity of one point here, so that a point is worth about
    one where the score hardly matters and values keep the scale of hand points."""

    now: float
    point: float
    after: dict[int, float]  # signed points -> match equity once scored

    def worth(self, points: float) -> float:
        return (self.after[round(points)] - self.now) / self.point


def score_values(view: PlayerView) -> ScoreValues | None:
    """The worth of this hand's outcomes for the view's team at the match score, when the score
    makes it matter (see ``MATTERS``); None when hand points say the same or no table exists."""
    found = table_for(view.rules)
    if found is None:
        return None
    table, target = found
    team = view.seat % 2
    ours, theirs = view.scores[team], view.scores[1 - team]
    if max(ours, theirs) >= target:
        return None

    def equity(a: int, b: int) -> float:
        return 1.0 if a >= target else 0.0 if b >= target else table[a][b]

    now = equity(ours, theirs)
    point = (equity(ours + 1, theirs) - equity(ours, theirs + 1)) / 2
    if point <= 1e-9:
        return None
    after = {0: now}
    for points in set(scoring_signature(view.rules)):
        after[points] = equity(ours + points, theirs)
        after[-points] = equity(ours, theirs + points)
    values = ScoreValues(now, point, after)
    if all(abs(values.worth(points) - points) <= MATTERS for points in after):
        return None
    return values
