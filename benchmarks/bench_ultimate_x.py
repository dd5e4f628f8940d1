"""Benchmarks of the exact Ultimate X solver (issue 25)."""

from __future__ import annotations

import statistics
import time
from collections.abc import Callable

from vptrainer.core.engine import hold_outcomes
from vptrainer.core.engine.prepared import cached_prepare
from vptrainer.core.features.ultimate_x.hands import best_hold_segments, hand_values
from vptrainer.core.features.ultimate_x.multipliers import builtin_multipliers
from vptrainer.core.features.ultimate_x.solver import UltimateXGame, UltimateXResult, solve
from vptrainer.core.games.builtin import load_builtin


def _game(lines: int) -> UltimateXGame:
    table = load_builtin("jacks-or-better-8-6")
    return UltimateXGame(table, builtin_multipliers("jacks-or-better", lines), lines)


def _median_solve(lines: int, clock: Callable[[], float], runs: int = 5) -> float:
    game = _game(lines)
    cached_prepare(game.table)  # the count tables, built once per table (as analysis_s)
    solve(game)  # compile or load the kernels
    times = []
    for _ in range(runs):
        hold_outcomes._cached_column_table.cache_clear()  # every solve from the count tables
        started = clock()
        solve(game)
        times.append(clock() - started)
    return statistics.median(times)


def ultimate_x_1_s() -> float:
    """Median warm full solve of single-line 8/6 Jacks or Better (every hold's outcome
    sums, the fronts, the base strategy's and the approximation's passes, the policy
    iteration, the statistics)."""
    return _median_solve(1, time.perf_counter)


def ultimate_x_10_s() -> float:
    """The same for 10-play."""
    return _median_solve(10, time.perf_counter)


def ultimate_x_10_cpu_s() -> float:
    """The process CPU time of the 10-play solve (both threads; what the load cannot skew)."""
    return _median_solve(10, time.process_time, runs=3)


_SOLVED: dict[int, UltimateXResult] = {}


def ultimate_x_hand_ms() -> float:
    """One hand under 10-play: its 32 holds' values at a total multiplier and the ranges
    of total multiplier over which each hold is best (the game solved before)."""
    if 10 not in _SOLVED:
        _SOLVED[10] = solve(_game(10))
    result = _SOLVED[10]
    hands = ["Ad 2d 6d 9h Jh", "6h Th 7d 5h 3c", "Qs Qh 7c 4d 2s", "Ks 3s 4h Tc 6s"]
    hand_values(result, hands[0], 20)
    times = []
    for _ in range(5):
        started = time.perf_counter()
        for cards in hands:
            hand_values(result, cards, 24)
            best_hold_segments(result, cards)
        times.append((time.perf_counter() - started) / len(hands) * 1000)
    return statistics.median(times)


BENCHMARKS = {
    "ultimate_x_1_s": ultimate_x_1_s,
    "ultimate_x_10_s": ultimate_x_10_s,
    "ultimate_x_10_cpu_s": ultimate_x_10_cpu_s,
    "ultimate_x_hand_ms": ultimate_x_hand_ms,
}
