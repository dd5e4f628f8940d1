"""Risk of ruin, sessions and result levels of a round given as a distribution."""

from __future__ import annotations

from fractions import Fraction

import numpy as np
import pytest

from vptrainer.core.bankroll.fan import result_quantiles
from vptrainer.core.bankroll.money import expected_result
from vptrainer.core.bankroll.risk import long_run_risk, session_odds
from vptrainer.core.bankroll.rounds import (
    grouped_round_outcomes,
    line_outcomes,
    round_distribution,
    round_outcomes,
)
from vptrainer.core.engine.analysis import AnalysisResult, analyze
from vptrainer.core.errors import VPError
from vptrainer.core.games.builtin import load_builtin


@pytest.fixture(scope="module")
def result() -> AnalysisResult:
    return analyze(load_builtin("jacks-or-better-9-6"))


def _as_distribution(result: AnalysisResult, lines: int = 1):  # type: ignore[no-untyped-def]
    rounds = round_outcomes(result, lines) if lines > 1 else line_outcomes(result)
    return round_distribution(
        rounds.pays,
        rounds.probs,
        rounds.no_royal,
        pay_scale=rounds.pay_scale,
        stake=lines,
        mean_exact=result.return_exact * lines,
    )


def test_a_game_as_a_distribution_has_the_games_risk(result: AnalysisResult) -> None:
    rounds = _as_distribution(result)
    a = long_run_risk(result, cashback="0.01")
    b = long_run_risk(rounds, cashback="0.01")
    assert a.edge_exact == b.edge_exact
    assert b.r == pytest.approx(a.r, rel=1e-12)
    three = _as_distribution(result, 3)
    assert long_run_risk(three, cashback="0.01").r == pytest.approx(
        long_run_risk(result, cashback="0.01", lines=3).r, rel=1e-10
    )


def test_sessions_agree_exact_and_simulated(result: AnalysisResult) -> None:
    rounds = _as_distribution(result)
    a = session_odds(result, bankroll=100, hands=300, goal=50)
    b = session_odds(rounds, bankroll=100, hands=300, goal=50)
    assert b.p_broke == pytest.approx(a.p_broke, abs=1e-12)
    assert b.p_goal == pytest.approx(a.p_goal, abs=1e-12)
    assert b.p_royal == pytest.approx(a.p_royal, abs=1e-12)
    sim = session_odds(rounds, bankroll=100, hands=300, goal=50, method="simulation", trials=20_000)
    assert abs(sim.p_broke - a.p_broke) < 5 * sim.p_broke_se + 1e-9
    assert abs(sim.p_royal - a.p_royal) < 5 * sim.p_royal_se + 1e-9  # type: ignore[operator]


def test_a_fractional_stake(result: AnalysisResult) -> None:
    line = line_outcomes(result)
    rounds = round_distribution(
        line.pays, line.probs, line.no_royal, pay_scale=1, stake=Fraction(6, 5)
    )
    assert rounds.pay_scale == 5 and rounds.bet == Fraction(6, 5)
    odds = session_odds(rounds, bankroll=50, hands=200)
    assert 0 < odds.p_broke < 1
    levels = result_quantiles(rounds, hands=100, points=3)
    assert levels.mean[-1] == pytest.approx(100 * (rounds.mean - 1.2), rel=1e-9)
    assert expected_result(rounds, hands=10) == 10 * Fraction(6, 5) * (rounds.return_exact - 1)
    with pytest.raises(VPError, match="lines=1"):
        session_odds(rounds, bankroll=50, hands=20, lines=2)


def test_grouped_rounds_with_several_royal_outcomes() -> None:
    probs = np.array([[0.5, 0.25, 0.25, 0.0], [0.5, 0.0, 0.0, 0.5]])
    units = np.array([0, 10, 1, 20])
    rounds = grouped_round_outcomes(
        probs, np.array([0.5, 0.5]), units, (1, 3), 2, pay_scale=1, stake=2
    )
    # no royal: both lines 0 or 1 in group one, 0 in group two
    assert float(rounds.no_royal.sum()) == pytest.approx(0.5 * 0.75**2 + 0.5 * 0.25)
    assert rounds.probs.sum() == pytest.approx(1.0)
