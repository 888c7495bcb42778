"""The overrides bench: each override played out both ways, and the figures it reports."""

from __future__ import annotations

import json
import random
import subprocess
import sys

from euchre_desktop.bench.match import Tally, deal_seed_for, play_one_hand
from euchre_desktop.bench.overrides import (
    Override,
    OverrideTally,
    measure_hand,
    summarise,
)
from euchre_desktop.bots.expert import Evaluation, ExpertBot
from euchre_desktop.bots.standard import StandardBot
from euchre_desktop.rules import PRESETS
from euchre_desktop.rules.view import PlayerView


class FirstBidContrarian(ExpertBot):
    """A search that agrees with the rule player everywhere but the hand's first bid, where
    it values the other option a point higher."""

    def evaluate(self, view: PlayerView, rng: random.Random) -> Evaluation:
        prior = self.rule_player.choose(view, random.Random(0)).action
        if view.bidding:
            return Evaluation({prior: 0.0}, 100)
        other = next(action for action in view.legal_actions if action != prior)
        return Evaluation({other: 1.0, prior: 0.0}, 100)


def _signed(points: tuple[int, int], team: int) -> int:
    return points[team] - points[1 - team]


def test_an_override_is_played_out_from_the_rule_players_choice() -> None:
    """The realised gain of the first bid overruled is the hand as the search played it
    less the hand as the rule player plays it throughout, for the search's team."""
    rules = PRESETS["north-american"]
    contrarian, standard = FirstBidContrarian(), StandardBot()
    gains = []
    for deal in range(6):
        deal_seed = deal_seed_for(3, deal)
        as_dealt = play_one_hand(rules, deal_seed, (standard, standard), Tally())
        for team in (0, 1):
            tally = OverrideTally()
            measure_hand(rules, deal_seed, contrarian, standard, team, tally)
            bots = (contrarian, standard) if team == 0 else (standard, contrarian)
            played = play_one_hand(rules, deal_seed, bots, Tally())
            if not tally.overrides:  # the first bid was the other team's
                assert played == as_dealt
                continue
            (override,) = tally.overrides
            assert override.phase == "bidding-round-1" and override.predicted == 1.0
            assert override.realised == _signed(played, team) - _signed(as_dealt, team)
            gains.append(override.realised)
    assert len(gains) == 6  # one team makes the first bid of each hand
    assert any(gains)  # some overrides changed the hand: the check could fail


def test_the_figures_by_kind_of_decision() -> None:
    tally = OverrideTally(hands=4, decisions={"play-trick-1": 3, "bidding-round-1": 2})
    tally.overrides = [Override("play-trick-1", "Play over Play", 0.05, 2),
                       Override("play-trick-1", "Play over Play", 0.15, -1),
                       Override("bidding-round-1", "OrderUp over Pass", 0.5, 1)]
    result = summarise(tally)
    assert result["overrides"] == 3 and result["realised_points_per_hand"] == 0.5
    assert result["overall"] == {"n": 3, "predicted": 0.2333, "realised": 0.6667,
                                 "realised_se": 0.8819, "points": 2}
    assert result["by_phase"]["play-trick-1"] == {"n": 2, "predicted": 0.1, "realised": 0.5,
                                                  "realised_se": 1.5, "points": 1}
    assert set(result["by_choice"]) == {"play: Play over Play",
                                        "bidding-round-1: OrderUp over Pass"}
    assert {band: figures["n"] for band, figures in result["by_predicted"].items()} == {
        "0.03-0.1": 1, "0.1-0.3": 1, "0.3+": 1}


def test_no_override_reports_only_the_decisions() -> None:
    result = summarise(OverrideTally(hands=2, decisions={"play-trick-1": 1}))
    assert result == {"hands": 2, "decisions": {"play-trick-1": 1}, "overrides": 0}


def test_the_overrides_command_prints_the_figures() -> None:
    completed = subprocess.run(
        [sys.executable, "-m", "euchre_desktop.bench", "overrides", "--deals", "2", "--seed",
         "4", "--expert-deals", "6", "--jobs", "2"],
        capture_output=True, text=True, check=True, timeout=300)
    result = json.loads(completed.stdout)
    assert result["hands"] == 4 and result["jobs"] == 2 and result["expert_deals"] == 6
    assert sum(result["decisions"].values()) > 0
    if result["overrides"]:
        assert result["overall"]["n"] == result["overrides"]
