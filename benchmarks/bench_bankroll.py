"""Benchmarks of the royal sweep, risk of ruin and multi-play (issue 15)."""

from __future__ import annotations

import statistics
import time
from collections.abc import Callable
from fractions import Fraction

from vptrainer.core.bankroll.fan import result_quantiles
from vptrainer.core.bankroll.risk import long_run_risk, session_odds
from vptrainer.core.engine.analysis import AnalysisResult, analyze
from vptrainer.core.engine.prepared import prepare
from vptrainer.core.engine.sweep import pay_sweep
from vptrainer.core.games.builtin import load_builtin

ONE_PERCENT = Fraction(1, 100)


def _median(job: Callable[[], object], runs: int) -> float:
    job()  # compile or load the kernels
    times = []
    for _ in range(runs):
        started = time.perf_counter()
        job()
        times.append(time.perf_counter() - started)
    return statistics.median(times)


def _job() -> AnalysisResult:
    return analyze(load_builtin("jacks-or-better-9-6"))


def sweep_s() -> float:
    """Median exact royal sweep of Jacks or Better 9/6 (count tables ready)."""
    prepared = prepare(load_builtin("jacks-or-better-9-6"))
    return _median(lambda: pay_sweep(prepared), 5)


def sweep_deuces_s() -> float:
    """The same for full-pay Deuces Wild (about 32,000 breakpoints)."""
    prepared = prepare(load_builtin("deuces-wild-full-pay"))
    return _median(lambda: pay_sweep(prepared), 5)


def risk_long_run_ms() -> float:
    """Long-run risk of ruin of Jacks or Better 9/6 with 1% cash back, after the analysis."""
    result = _job()
    return _median(lambda: long_run_risk(result, cashback=ONE_PERCENT), 21) * 1000


def risk_long_run_10_lines_ms() -> float:
    """The same for 10-play, per-deal outcomes included (a fresh analysis each run)."""
    results = [_job() for _ in range(6)]
    times = []
    for r in results:
        started = time.perf_counter()
        long_run_risk(r, cashback=ONE_PERCENT, lines=10)
        times.append(time.perf_counter() - started)
    return statistics.median(times[1:]) * 1000


def covariance_ms() -> float:
    """The exact multi-play covariance of a fresh Jacks or Better 9/6 analysis."""
    results = [_job() for _ in range(5)]
    times = []
    for r in results:
        started = time.perf_counter()
        _ = r.covariance_exact
        times.append(time.perf_counter() - started)
    return statistics.median(times) * 1000


def session_10000_s() -> float:
    """Exact odds of 10,000 hands of Jacks or Better 9/6 from 1,000 bets, 1% cash back."""
    result = _job()
    return _median(
        lambda: session_odds(result, bankroll=1000, hands=10_000, cashback=ONE_PERCENT), 3
    )


def session_10000_goal_s() -> float:
    """The same with a goal of +1,000 bets."""
    result = _job()
    return _median(
        lambda: session_odds(result, bankroll=1000, hands=10_000, goal=1000, cashback=ONE_PERCENT),
        3,
    )


def fan_10000_s() -> float:
    """Exact levels of the running result of 10,000 hands of Jacks or Better 9/6 (61 points)."""
    result = _job()
    return _median(lambda: result_quantiles(result, hands=10_000, cashback=ONE_PERCENT), 3)


def fan_10000_10_lines_s() -> float:
    """The same for 10-play (the round's exact distribution included)."""
    results = [_job() for _ in range(4)]
    times = []
    for r in results:
        started = time.perf_counter()
        result_quantiles(r, hands=10_000, lines=10, cashback=ONE_PERCENT)
        times.append(time.perf_counter() - started)
    return statistics.median(times[1:])


BENCHMARKS: dict[str, Callable[[], float]] = {
    "sweep_s": sweep_s,
    "sweep_deuces_s": sweep_deuces_s,
    "risk_long_run_ms": risk_long_run_ms,
    "risk_long_run_10_lines_ms": risk_long_run_10_lines_ms,
    "covariance_ms": covariance_ms,
    "session_10000_s": session_10000_s,
    "session_10000_goal_s": session_10000_goal_s,
    "fan_10000_s": fan_10000_s,
    "fan_10000_10_lines_s": fan_10000_10_lines_s,
}
