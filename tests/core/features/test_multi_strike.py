"""Multi-Strike: the Wizard of Odds' appendices reproduced, the method checked."""

from __future__ import annotations

from fractions import Fraction

import numpy as np
import pytest
from naive.feature_oracles import PERMS, mean_and_error, multi_strike_rounds

from vptrainer.core.bankroll.risk import long_run_risk, session_odds
from vptrainer.core.combinatorics import BINOM
from vptrainer.core.engine.prepared import cached_prepare
from vptrainer.core.errors import VPError
from vptrainer.core.features.common import FeatureError
from vptrainer.core.features.hold_values import deal_classes
from vptrainer.core.features.multi_strike import MultiStrikeResult, MultiStrikeRules


def test_full_pay_deuces_matches_the_wizard_of_odds(ms_deuces: MultiStrikeResult) -> None:
    rides = [float(lv.free_ride) for lv in ms_deuces.levels]
    assert rides == [0.0825, 0.078, 0.078, 0.0]
    # "the value of attaining level 4 is 8.060957 times the bet per line"
    assert round(ms_deuces.level(4).value, 6) == 8.060957
    assert ms_deuces.level(4).value_exact == 8 * ms_deuces.base_return
    # its level-4 table is the base game's: natural royals 440,202,756 combinations
    assert ms_deuces.level(4).moments.combinations[0] == 440_202_756


def test_deluxe_bonus_poker_matches_the_wizard_of_odds(ms_deluxe: MultiStrikeResult) -> None:
    assert [float(lv.free_ride) for lv in ms_deluxe.levels[:4]] == [0.076, 0.07, 0.062, 0.0575]
    assert round(ms_deluxe.level(5).value, 6) == 15.682351
    # level 4 without a free ride: 8x the pays plus 15.682351 for every paying hand
    level4 = ms_deluxe.level(4)
    assert round(float(level4.no_free_ride_exact), 6) == 15.044824
    assert level4.next_exact == ms_deluxe.level(5).value_exact
    # the appendix's level-4 table, category by category (royal, straight flush, 4 aces)
    assert level4.moments.combinations[:3] == (489_518_136, 1_503_601_272, 3_938_392_188)


def test_full_pay_deuces_level_three_is_exact(ms_deuces: MultiStrikeResult) -> None:
    # The Wizard of Odds' appendix 3 prints 15.044824 for this value, the 16X page's
    # figure (reproduced above): 4x the pays plus 8.060957 for a paying hand is worth
    # 4 R + 8.06 P(win) = 7.703626 here.
    level3 = ms_deuces.level(3)
    assert round(float(level3.no_free_ride_exact), 6) == 7.703626
    win = level3.moments.win
    assert level3.no_free_ride_exact == 4 * level3.moments.mean + level3.next_exact * win


def test_backward_induction_holds_together(ms_job: MultiStrikeResult) -> None:
    levels = ms_job.levels
    assert ms_job.return_exact == levels[0].value_exact / 4
    for lv in levels[:-1]:
        f = lv.free_ride
        assert lv.value_exact == f * lv.free_ride_value_exact + (1 - f) * lv.no_free_ride_exact
        # re-solving can only gain over the base game's holds
        assert lv.changes.cost_exact > 0
        assert 0.01 < lv.changes.frequency < 0.2
    assert levels[-1].changes.count == 0
    assert levels[0].reach == 1


def test_round_distribution_has_the_exact_mean_and_variance(ms_job: MultiStrikeResult) -> None:
    rounds = ms_job.round_outcomes
    assert rounds.probs.sum() == pytest.approx(1.0, abs=1e-12)
    assert rounds.mean == pytest.approx(float(ms_job.return_exact * 4), rel=1e-12)
    pays = rounds.pays / rounds.pay_scale
    variance = float(rounds.probs @ pays**2) - rounds.mean**2
    assert variance == pytest.approx(ms_job.variance, rel=1e-9)
    assert rounds.bet == 4
    assert 0 < rounds.royal_chance < 1e-3


def test_bankroll_takes_the_round(ms_job: MultiStrikeResult) -> None:
    risk = long_run_risk(ms_job.round_outcomes)
    assert risk.edge_exact == ms_job.return_exact - 1
    assert 0 < risk.risk(10_000) < 1
    odds = session_odds(ms_job.round_outcomes, bankroll=400, hands=200)
    assert odds.method == "exact"
    assert 0 < odds.p_broke < 1
    with pytest.raises(VPError, match="lines=1"):
        long_run_risk(ms_job.round_outcomes, lines=3)


@pytest.mark.slow  # a seeded simulation of the game: tens of thousands of rounds
def test_a_simulation_of_the_game_agrees(ms_job: MultiStrikeResult) -> None:
    table = ms_job.table
    prepared = cached_prepare(table)
    levels = ms_job.levels
    holds = np.array([lv.holds for lv in levels], dtype=np.int64)
    n = 60_000
    s1, s2 = multi_strike_rounds(
        7,
        n,
        deal_classes(table),
        ms_job.base.strategy.classes.cards.astype(np.int64),
        holds,
        ms_job.base.strategy.best_hold.astype(np.int64),
        np.array(ms_job.rules.multipliers, dtype=np.float64),
        np.array([float(f) for f in ms_job.rules.free_rides], dtype=np.float64),
        prepared.hand_category,
        np.array([float(p) for p in prepared.pays]),
        BINOM,
        PERMS,
    )
    mean, error = mean_and_error(s1, s2, n)
    assert abs(mean - float(levels[0].value_exact)) < 4 * error


def test_fewer_lines_play_the_bottom_levels() -> None:
    from vptrainer.core.features.multi_strike import multi_strike
    from vptrainer.core.games.builtin import load_builtin

    one = multi_strike(load_builtin("jacks-or-better-9-6"), MultiStrikeRules(lines=1))
    assert one.return_exact == one.base_return
    assert len(one.levels) == 1


@pytest.mark.parametrize(
    ("kwargs", "message"),
    [
        ({"multipliers": (1, 2)}, "free-ride chance for each level"),
        ({"free_rides": (Fraction(1), Fraction(0), Fraction(0))}, "below 1"),
        ({"free_rides": ("x", 0, 0)}, "must be a number"),
        ({"multipliers": (1, 0, 4, 8)}, "multiplier must be from 1"),
        ({"lines": 5}, "lines must be from 1 to 4"),
    ],
)
def test_bad_rules_are_refused(kwargs: dict[str, object], message: str) -> None:
    with pytest.raises(FeatureError, match=message):
        MultiStrikeRules(**kwargs)  # type: ignore[arg-type]


def test_practice_values_of_a_deal(ms_job: MultiStrikeResult) -> None:
    # 6-6-J-Q-8 (Beating Bonuses' example): on level 1 the unsuited J-Q beats the pair of
    # sixes (a better chance of a paying hand); on level 4 (the base game) the pair
    deal = "6c 6d Jh Qs 8c"
    low = ms_job.hold_values(deal, 1)
    top = ms_job.hold_values(deal, 4)
    assert sum(h.best for h in low) >= 1 and sum(h.best for h in top) >= 1
    best_low = next(h for h in low if h.best)
    best_top = next(h for h in top if h.best)
    assert sorted(best_top.held) == [16, 17]  # the sixes
    assert best_low.held != best_top.held
    assert best_low.value == max(h.value for h in low)
    # the level's own strategy agrees with the hold values of a deal of its class
    assert max(h.value for h in top) == 8 * max(h.ev for h in top)
