"""Benchmarks of progressive play (issue 27): turning points, the rising meter, ties."""

from __future__ import annotations

import statistics
import time
from collections.abc import Callable

from vptrainer.core.bankroll.rising import RisingMeter
from vptrainer.core.engine.analysis import analyze
from vptrainer.core.engine.hold_lines import hold_lines
from vptrainer.core.engine.prepared import PreparedTable, cached_prepare, prepare
from vptrainer.core.engine.sweep import pay_sweep
from vptrainer.core.games.builtin import load_builtin
from vptrainer.core.strategy import turning_points as tp_module
from vptrainer.core.strategy.builtin import resolve_strategy
from vptrainer.core.strategy.game import game_of
from vptrainer.core.strategy.turning_points import turning_points


def _median(job: Callable[[], object], runs: int, fresh: Callable[[], None] | None = None) -> float:
    job()  # compile or load the kernels
    times = []
    for _ in range(runs):
        if fresh is not None:
            fresh()
        started = time.perf_counter()
        job()
        times.append(time.perf_counter() - started)
    return statistics.median(times)


def _job85() -> PreparedTable:
    return cached_prepare(load_builtin("jacks-or-better-8-5"))


def _forget() -> None:
    hold_lines.cache_clear()
    tp_module._KEPT.clear()


def turning_points_s() -> float:
    """The turning points of the Wizard of Odds' 9/6 basic strategy (34 rules) on 8/5
    Jacks or Better up to 2,400 per coin, count tables ready: hold lines, every hand
    class played alone, every pair's gain and its sign changes."""
    prepared = _job85()
    strategy = resolve_strategy("jacks-or-better-9-6-basic", game_of(prepared.table))
    return _median(lambda: turning_points(prepared, strategy=strategy, high=2400), 3, _forget)


def turning_points_again_s() -> float:
    """The same chart again over another range (its plays kept)."""
    prepared = _job85()
    strategy = resolve_strategy("jacks-or-better-9-6-basic", game_of(prepared.table))
    turning_points(prepared, strategy=strategy)
    return _median(lambda: turning_points(prepared, strategy=strategy, high=1600), 3)


def turning_points_generated_s() -> float:
    """The turning points of a new table's generated basic strategy (8/5 Jacks or
    Better with another flush pay: count tables, the chart, its turning points)."""
    counter = iter(range(1000))

    def job() -> object:
        # a new table each run: nothing kept
        table = load_builtin("jacks-or-better-8-5").with_pay("flush", 5 + next(counter) / 1000)
        return turning_points(prepare(table))

    return _median(job, 2, _forget)


def rising_meter_ms() -> float:
    """The value of a rising meter at 8,000 coins of 8/5 Jacks or Better, 1% of each bet,
    3 players on the bank, the value policy (runs of one strategy in closed form)."""
    model = RisingMeter(pay_sweep(_job85()), rate="0.01", players=3)
    return _median(lambda: model.at(8000), 11) * 1000


def rising_break_even_s() -> float:
    """The break-even meter of that model."""
    model = RisingMeter(pay_sweep(_job85()), rate="0.01", players=3)
    return _median(model.break_even, 3)


def rising_curve_s() -> float:
    """Its value at 201 meters from 4,000 to 14,000 coins (a chart)."""
    model = RisingMeter(pay_sweep(_job85()), rate="0.01", players=3)
    meters = [4000 + 50 * i for i in range(201)]
    return _median(lambda: model.curve(meters), 3)


def analysis_lowest_variance_s() -> float:
    """A full analysis of full-pay Deuces Wild whose 120,456 tied deals play the tied
    hold of the lowest variance (count tables ready)."""
    prepared = prepare(load_builtin("deuces-wild-full-pay"))
    return _median(lambda: analyze(prepared, ties="lowest-variance"), 5)


BENCHMARKS: dict[str, Callable[[], float]] = {
    "turning_points_s": turning_points_s,
    "turning_points_again_s": turning_points_again_s,
    "turning_points_generated_s": turning_points_generated_s,
    "rising_meter_ms": rising_meter_ms,
    "rising_break_even_s": rising_break_even_s,
    "rising_curve_s": rising_curve_s,
    "analysis_lowest_variance_s": analysis_lowest_variance_s,
}
