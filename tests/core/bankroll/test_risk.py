"""Risk of ruin: the long run against published figures, sessions against brute force."""

from __future__ import annotations

import math
import threading
from fractions import Fraction

import numpy as np
import pytest
from naive.sessions import (
    Outcome,
    category_outcomes,
    enumerate_session,
    simulate_session,
)

from vptrainer.core.bankroll.risk import (
    LongRunRisk,
    check_bankroll,
    check_cashback,
    check_hands,
    check_risk,
    default_trials,
    long_run_risk,
    session_odds,
)
from vptrainer.core.bankroll.rounds import round_outcomes, royal_index
from vptrainer.core.engine.analysis import AnalysisResult, analyze
from vptrainer.core.engine.outcomes import optimal_outcomes
from vptrainer.core.errors import Cancelled, VPError
from vptrainer.core.games.builtin import load_builtin

ONE_PERCENT = Fraction(1, 100)


@pytest.fixture(scope="module")
def rich() -> AnalysisResult:
    """Jacks or Better 9/6 with two pair paying 3: 112.5%, so ruin is not certain."""
    return analyze(load_builtin("jacks-or-better-9-6").with_pay("two_pair", 3))


def two_line_outcomes(result: AnalysisResult) -> list[Outcome]:
    """Two lines' (total pay, probability, any royal), exactly, over the deal groups."""
    out = optimal_outcomes(result)
    royal = royal_index(out.keys)
    found: dict[tuple[Fraction, bool], Fraction] = {}
    scale = out.per_deal * out.per_deal * out.total_deals
    for row, deals in zip(out.rows.tolist(), out.deals.tolist(), strict=True):
        nz = [k for k, n in enumerate(row) if n]
        for a in nz:
            for b in nz:
                key = (out.pays[a] + out.pays[b], royal in (a, b))
                found[key] = found.get(key, Fraction(0)) + Fraction(deals * row[a] * row[b], scale)
    return [(pay, p, had) for (pay, had), p in found.items()]


# ------------------------------------------------------------------- long run


def test_published_bankrolls_with_one_percent_cash_back(job96: AnalysisResult) -> None:
    # frixo: 9/6 Jacks or Better with 1% cash back, 1,092 bets for a 50% risk, 7,256 for 1%
    lr = long_run_risk(job96, cashback=ONE_PERCENT)
    assert round(lr.bankroll_for(0.5) or 0) == 1092
    assert round(lr.bankroll_for(0.01) or 0) == 7256
    assert lr.risk(lr.bankroll_for(0.05) or 0) == pytest.approx(0.05, rel=1e-12)
    assert lr.edge_exact == job96.return_exact + ONE_PERCENT - 1
    assert not lr.certain and 0 < lr.r < 1


def test_r_solves_the_equation(job96: AnalysisResult) -> None:
    lr = long_run_risk(job96, cashback=ONE_PERCENT)
    terms = [
        c.combinations / job96.total_combinations * lr.r ** float(c.pays - 1 + ONE_PERCENT)
        for c in job96.categories
    ]
    assert math.fsum(terms) == pytest.approx(1.0, abs=1e-14)
    assert math.log(lr.r) == pytest.approx(lr.log_r, rel=1e-9)


def test_certain_ruin_when_return_plus_cash_back_is_at_most_100(job96: AnalysisResult) -> None:
    for cb in (Fraction(0), 1 - job96.return_exact):
        lr = long_run_risk(job96, cashback=cb)
        assert lr.certain and lr.r == 1.0
        assert lr.risk(10**6) == 1.0
        assert lr.bankroll_for(0.01) is None


def test_no_ruin_when_nothing_loses(job96: AnalysisResult) -> None:
    lr = long_run_risk(job96, cashback=1)  # 100% cash back: a hand never loses
    assert lr.r == 0.0 and lr.risk(1) == 0.0 and lr.bankroll_for(0.01) == 0.0


def _root_from_distribution(pays: np.ndarray, probs: np.ndarray, x0: float) -> float:
    """r in (0, 1) with sum p r^x = 1, by plain bisection."""
    lo, hi = 0.5, 1.0 - 1e-12
    for _ in range(200):
        mid = (lo + hi) / 2
        value = math.fsum((probs * mid ** (pays - x0)).tolist()) - 1
        if value > 0:
            lo = mid
        else:
            hi = mid
    return (lo + hi) / 2


@pytest.mark.parametrize("lines", [1, 3])
def test_multi_play_root_matches_the_round_distribution(job96: AnalysisResult, lines: int) -> None:
    lr = long_run_risk(job96, cashback=ONE_PERCENT, lines=lines)
    rounds = round_outcomes(job96, lines)
    # a round's result in bets: total pay - lines + lines * cash back
    x = rounds.pays.astype(np.float64)
    r = _root_from_distribution(x, rounds.probs, lines * (1 - 0.01))
    assert lr.r == pytest.approx(r, abs=1e-10)
    assert lr.lines == lines


def test_more_lines_need_more_bankroll(job96: AnalysisResult) -> None:
    needs = [
        long_run_risk(job96, cashback=ONE_PERCENT, lines=n).bankroll_for(0.05) or 0
        for n in (1, 3, 10, 100)
    ]
    assert needs == sorted(needs) and needs[0] < needs[-1]


def test_long_run_is_the_limit_of_long_sessions(rich: AnalysisResult) -> None:
    # whole pays, no cash back: a hand loses one bet at most, so r^B is exact
    lr = long_run_risk(rich)
    session = session_odds(rich, bankroll=20, hands=10_000)
    assert session.method == "exact"
    assert session.p_broke <= lr.risk(20)
    assert session.p_broke == pytest.approx(lr.risk(20), abs=1e-8)


# ------------------------------------------------------------------- sessions


def test_published_trip_bankrolls(job96: AnalysisResult) -> None:
    # Dunbar's Risk Analyzer (Tamburin's interview): quarter 9/6 Jacks or Better, four hours
    # at 400 hands an hour, $200 (160 bets of $1.25): an 8% chance of going broke
    assert round(session_odds(job96, bankroll=160, hands=1600).p_broke, 2) == 0.08
    # Video Poker for Winners (Grochowski): 1,000 hands at a 5% risk of ruin need $165 on
    # 9/6 and $185 on 8/5 (132 and 148 bets): the least whole bankrolls that do
    job85 = analyze(load_builtin("jacks-or-better-8-5"))
    for result, bets in ((job96, 132), (job85, 148)):
        assert session_odds(result, bankroll=bets, hands=1000).p_broke <= 0.05
        assert session_odds(result, bankroll=bets - 1, hands=1000).p_broke > 0.05


CASES = [
    # bankroll, hands, goal, cash back
    (Fraction(3), 4, Fraction(4), Fraction(1, 4)),
    (Fraction(3), 5, None, Fraction(0)),
    (Fraction(1), 4, Fraction(2), Fraction(0)),
    (Fraction(5, 2), 4, Fraction(3, 2), Fraction(3, 100)),
    (Fraction(6), 4, None, Fraction(0)),  # safe from the start
]


@pytest.mark.parametrize(("bankroll", "hands", "goal", "cashback"), CASES)
def test_exact_sessions_match_brute_force(
    job96: AnalysisResult,
    bankroll: Fraction,
    hands: int,
    goal: Fraction | None,
    cashback: Fraction,
) -> None:
    broke, reached, royal = enumerate_session(
        category_outcomes(job96),
        bankroll=bankroll,
        hands=hands,
        goal=goal,
        cashback=cashback,
        lines=1,
    )
    odds = session_odds(job96, bankroll=bankroll, hands=hands, goal=goal, cashback=cashback)
    assert odds.method == "exact"
    assert odds.p_broke == pytest.approx(float(broke), rel=1e-12, abs=1e-15)
    assert odds.p_royal == pytest.approx(float(royal), rel=1e-9, abs=1e-15)
    if goal is None:
        assert odds.p_goal is None
    else:
        assert odds.p_goal == pytest.approx(float(reached), rel=1e-12, abs=1e-15)


def test_fractional_pays_match_brute_force() -> None:
    result = analyze(load_builtin("jacks-or-better-9-6").with_pay("flush", "5.5"))
    kwargs = {"bankroll": Fraction(5, 2), "hands": 3, "goal": Fraction(9, 2)}
    broke, reached, royal = enumerate_session(
        category_outcomes(result), cashback=Fraction(1, 50), lines=1, **kwargs
    )
    odds = session_odds(result, cashback=Fraction(1, 50), **kwargs)  # type: ignore[arg-type]
    assert odds.p_broke == pytest.approx(float(broke), rel=1e-12)
    assert odds.p_goal == pytest.approx(float(reached), rel=1e-12)
    assert odds.p_royal == pytest.approx(float(royal), rel=1e-9)


@pytest.mark.slow
def test_two_line_sessions_match_brute_force(job96: AnalysisResult) -> None:
    outcomes = two_line_outcomes(job96)
    for bankroll, hands, goal in ((Fraction(4), 2, Fraction(3)), (Fraction(3), 3, None)):
        broke, reached, royal = enumerate_session(
            outcomes, bankroll=bankroll, hands=hands, goal=goal, cashback=ONE_PERCENT, lines=2
        )
        odds = session_odds(
            job96, bankroll=bankroll, hands=hands, goal=goal, cashback=ONE_PERCENT, lines=2
        )
        assert odds.p_broke == pytest.approx(float(broke), rel=1e-10)
        assert odds.p_royal == pytest.approx(float(royal), rel=1e-8)
        if goal is not None:
            assert odds.p_goal == pytest.approx(float(reached), rel=1e-10)


def test_exact_session_agrees_with_a_plain_simulation(job96: AnalysisResult) -> None:
    trials = 20_000
    broke, reached, _ = simulate_session(
        category_outcomes(job96),
        bankroll=10,
        hands=100,
        goal=10,
        cashback=0.01,
        lines=1,
        trials=trials,
        seed=7,
    )
    odds = session_odds(job96, bankroll=10, hands=100, goal=10, cashback=ONE_PERCENT)
    assert odds.p_goal is not None
    for exact, seen in ((odds.p_broke, broke), (odds.p_goal, reached)):
        error = math.sqrt(exact * (1 - exact) / trials)
        assert abs(seen - exact) < 4 * error


@pytest.mark.parametrize("lines", [1, 3])
def test_kernel_simulation_agrees_with_the_recursion(job96: AnalysisResult, lines: int) -> None:
    kwargs = {"bankroll": 30, "hands": 300, "goal": 20, "cashback": ONE_PERCENT, "lines": lines}
    exact = session_odds(job96, **kwargs)  # type: ignore[arg-type]
    sim = session_odds(job96, method="simulation", trials=40_000, seed=3, **kwargs)  # type: ignore[arg-type]
    assert exact.method == "exact" and sim.method == "simulation"
    assert sim.trials == 40_000 and sim.seed == 3
    pairs = [
        (exact.p_broke, sim.p_broke, sim.p_broke_se),
        (exact.p_goal, sim.p_goal, sim.p_goal_se),
        (exact.p_royal, sim.p_royal, sim.p_royal_se),
    ]
    for e, s, se in pairs:
        assert e is not None and s is not None and se is not None
        assert se > 0
        assert abs(e - s) < 4 * se + 1e-12


def test_simulation_is_seeded(job96: AnalysisResult) -> None:
    a = session_odds(job96, bankroll=20, hands=200, method="simulation", trials=3_000, seed=1)
    b = session_odds(job96, bankroll=20, hands=200, method="simulation", trials=3_000, seed=1)
    c = session_odds(job96, bankroll=20, hands=200, method="simulation", trials=3_000, seed=2)
    assert a == b
    assert (a.p_broke, a.p_royal) != (c.p_broke, c.p_royal)
    assert a.p_goal is None and a.p_goal_se is None


def test_safe_sessions_count_their_royal_chance(job96: AnalysisResult) -> None:
    # 1,000 bets cannot be lost in 500 hands: the royal chance is that of 500 hands
    odds = session_odds(job96, bankroll=1000, hands=500)
    p = 493_512_264 / job96.total_combinations
    assert odds.p_broke == 0 and odds.p_playing == 1
    assert odds.p_royal == pytest.approx(1 - (1 - p) ** 500, rel=1e-12)


def test_a_bankroll_below_one_round_is_broke(job96: AnalysisResult) -> None:
    odds = session_odds(job96, bankroll=4, hands=10, lines=5, goal=10)
    assert odds.p_broke == 1 and odds.p_goal == 0 and odds.p_royal == 0


def test_many_lines_fall_back_to_a_simulation(deuces: AnalysisResult) -> None:
    odds = session_odds(deuces, bankroll=2000, hands=20, lines=100, trials=2_000)
    assert odds.method == "simulation" and odds.p_broke_se is not None
    with pytest.raises(VPError):
        session_odds(deuces, bankroll=2000, hands=20, lines=100, method="exact")
    assert default_trials(10_000, 1) >= 1_000


def test_progress_and_cancel(job96: AnalysisResult) -> None:
    seen: list[tuple[int, int]] = []
    session_odds(job96, bankroll=100, hands=3000, progress=lambda d, t: seen.append((d, t)))
    assert seen[0] == (0, 3000) and seen[-1] == (3000, 3000)
    cancel = threading.Event()
    cancel.set()
    for method in ("exact", "simulation"):
        with pytest.raises(Cancelled):
            session_odds(job96, bankroll=100, hands=3000, method=method, cancel=cancel)  # type: ignore[arg-type]


def test_bad_input(job96: AnalysisResult) -> None:
    bad_calls = [
        lambda: session_odds(job96, bankroll=-1, hands=10),
        lambda: session_odds(job96, bankroll=0, hands=10),
        lambda: session_odds(job96, bankroll=10, hands=0),
        lambda: session_odds(job96, bankroll=10, hands=10, goal=-5),
        lambda: session_odds(job96, bankroll=10, hands=10, cashback=Fraction(3, 2)),
        lambda: session_odds(job96, bankroll=10, hands=10, lines=0),
        lambda: session_odds(job96, bankroll=10, hands=10, method="guess"),  # type: ignore[arg-type]
        lambda: session_odds(job96, bankroll=10, hands=10, trials=0),
        lambda: session_odds(job96, bankroll="ten", hands=10),
        lambda: long_run_risk(job96, cashback=-0.01),
        lambda: long_run_risk(job96, cashback=ONE_PERCENT).bankroll_for(1.0),
        lambda: long_run_risk(job96, cashback=ONE_PERCENT).bankroll_for(0),
        lambda: check_risk(float("nan")),
        lambda: check_hands(True),  # type: ignore[arg-type]
        lambda: check_bankroll(float("inf")),
        lambda: check_cashback("nan"),
    ]
    for call in bad_calls:
        with pytest.raises(VPError):
            call()
    assert isinstance(long_run_risk(job96, cashback=0.01), LongRunRisk)
