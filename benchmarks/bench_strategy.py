"""Benchmarks of the strategy language's exact evaluation (issue 12) and of strategy
generation (issue 13)."""

from __future__ import annotations

import functools
import os
import statistics
import time
from collections.abc import Callable
from dataclasses import replace
from fractions import Fraction

from vptrainer.core.engine.hold_table import cached_hold_table
from vptrainer.core.engine.prepared import prepare
from vptrainer.core.games.builtin import load_builtin
from vptrainer.core.games.paytable import PayTable
from vptrainer.core.strategy import matching
from vptrainer.core.strategy.builtin import load_builtin_strategy
from vptrainer.core.strategy.evaluation import evaluate_strategy
from vptrainer.core.strategy.game import game_of
from vptrainer.core.strategy.generator import kept_levels
from vptrainer.core.strategy.generator.charts import StrategyMaker

STRATEGY = "jacks-or-better-9-6-basic"  # 34 rules, 40 patterns


def _median_eval(*, warm_holds: bool, runs: int = 7) -> float:
    prepared = prepare(load_builtin("jacks-or-better-9-6"))
    strategy = load_builtin_strategy(STRATEGY, game_of(prepared.table))
    evaluate_strategy(prepared, strategy)  # compile or load the kernels
    times = []
    for _ in range(runs):
        if not warm_holds:
            cached_hold_table.cache_clear()
            matching._seen_cache.clear()
        started = time.perf_counter()
        evaluate_strategy(prepared, strategy)
        times.append(time.perf_counter() - started)
    return statistics.median(times)


def strategy_eval_s() -> float:
    """Median exact evaluation of a 34-rule strategy on a prepared table (JoB 9/6),
    every hold's EV and the patterns' check included."""
    return _median_eval(warm_holds=False)


def strategy_eval_warm_s() -> float:
    """The same, with the table's hold EVs already computed (a second strategy)."""
    return _median_eval(warm_holds=True)


ROYALS = ("royal_flush", "natural_royal_flush")


def _new_table(step: int, base_id: str = "jacks-or-better-9-6") -> PayTable:
    """Jacks or Better 9/6 (or ``base_id``) with another royal pay each time: never seen
    before."""
    base = load_builtin(base_id)
    lines = tuple(
        replace(ln, pays=ln.pays + Fraction(step, 1000)) if ln.key in ROYALS else ln
        for ln in base.lines
    )
    return replace(base, name=f"{base.name} ({step})", lines=lines, builtin_id=None)


def _searching(bench: Callable[[], float]) -> Callable[[], float]:
    """A benchmark of the searches themselves: nothing read from the charts an earlier
    run kept (its "new" tables are the same tables every run)."""

    @functools.wraps(bench)
    def run() -> float:
        before = os.environ.get(kept_levels.KEEP_CHARTS_ENV)
        os.environ[kept_levels.KEEP_CHARTS_ENV] = "0"
        try:
            return bench()
        finally:
            if before is None:
                del os.environ[kept_levels.KEEP_CHARTS_ENV]
            else:
                os.environ[kept_levels.KEEP_CHARTS_ENV] = before

    return run


@_searching
def strategy_make_s(runs: int = 5) -> float:
    """Median time to generate the basic strategy of a new table: count tables, every
    hold's EV, every candidate pattern on every deal, the order search and the exact
    evaluation of the chart (kernels compiled; a new table each run)."""
    StrategyMaker(_new_table(0)).basic()  # compile or load the kernels
    times = []
    for step in range(1, runs + 1):
        started = time.perf_counter()
        StrategyMaker(_new_table(step)).basic()
        times.append(time.perf_counter() - started)
    return statistics.median(times)


def _median_after_basic(
    step: int,
    work: Callable[[StrategyMaker], object],
    runs: int,
    base_id: str = "jacks-or-better-9-6",
) -> float:
    """Median time of ``work`` on a new table whose basic strategy is known (the kernels
    compiled or loaded by a first, untimed run)."""
    warm = StrategyMaker(_new_table(step, base_id))
    warm.basic()
    work(warm)
    times = []
    for i in range(1, runs + 1):
        maker = StrategyMaker(_new_table(step + i, base_id))
        maker.basic()
        started = time.perf_counter()
        work(maker)
        times.append(time.perf_counter() - started)
    return statistics.median(times)


@_searching
def strategy_level_s(runs: int = 3) -> float:
    """Median time to find the best 15-rule chart of Jacks or Better 9/6 (a new table
    each run) once its basic strategy is known, the chart's exact evaluation included."""
    return _median_after_basic(100, lambda m: m.level(15), runs)


@_searching
def strategy_level_bonus_s(runs: int = 3) -> float:
    """The same on Double Double Bonus 9/6, where short levels hold more of a pat hand
    than its basic strategy (aces up for the aces): a second, narrower search runs."""
    return _median_after_basic(600, lambda m: m.level(15), runs, "double-double-bonus-9-6")


@_searching
def strategy_level_joker_s(runs: int = 3) -> float:
    """The same on Kings or Better Joker Poker: two sections (the joker dealt or not),
    each descended from two starts (its basic strategy before and after the deletions
    as read), with the narrower search."""
    return _median_after_basic(800, lambda m: m.level(15), runs, "joker-poker-kings-full-pay")


@_searching
def strategy_level_after_curve_s(runs: int = 3) -> float:
    """Median time to a 15-rule chart of Double Double Bonus 9/6 (a new table each run)
    once its levels curve is known, as the Strategy view asks: the levels' paths kept."""

    return _median_after_curve(700, lambda m: m.level(15), runs, "double-double-bonus-9-6")


@_searching
def strategy_levels_curve_s(runs: int = 3) -> float:
    """Median time to find the whole levels curve of Jacks or Better 9/6 (3 rules up to
    the basic strategy's size, a new table each run) once its basic strategy is known."""
    return _median_after_basic(200, lambda m: m.levels(down_to=3), runs)


@_searching
def strategy_grade_ready_s(runs: int = 3) -> float:
    """Median time for "Grade by chart" to be ready on a new table: count tables, hold
    EVs, the basic strategy, every deal's rule and the 15-rule chart (explain.py)."""
    from vptrainer.core.practice.explain import situation_finder

    situation_finder(_new_table(300), level_rules=15)
    times = []
    for i in range(1, runs + 1):
        table = _new_table(300 + i)
        started = time.perf_counter()
        situation_finder(table, level_rules=15)
        times.append(time.perf_counter() - started)
    return statistics.median(times)


KEPT_TABLES = ("double-double-bonus-9-6", "joker-poker-kings-full-pay", "deuces-wild-full-pay")


def strategy_grade_kept_s(runs: int = 3) -> float:
    """Median time for "Grade by chart" to be ready on a table opened in an earlier run
    (Double Double Bonus 9/6, Kings or Better Joker and Deuces Wild, each once): its
    basic strategy and 15-rule chart read back from disk as text and priced exactly
    again, every deal's rule found (a first, untimed run searches and keeps them)."""
    from vptrainer.core.practice.explain import situation_finder

    times = []
    for base_id in KEPT_TABLES:
        table = _new_table(900, base_id)
        situation_finder(table, level_rules=15)  # searched and kept, or read back
        runs_of = []
        for _ in range(runs):
            started = time.perf_counter()
            situation_finder(table, level_rules=15, maker=StrategyMaker(table))
            runs_of.append(time.perf_counter() - started)
        times.append(statistics.median(runs_of))
    return max(times)


LONG = 28  # a long level of Jacks or Better 9/6 (long levels: from 25 of its 33 rules)


@_searching
def strategy_first_long_chart_s(runs: int = 3) -> float:
    """Median time to the first chart of at most 28 rules of a new table (a long level
    whose search has not run: the Strategy view's first chart) once its basic strategy
    and levels curve are known, as the view has them when a level is asked for."""

    return _median_after_curve(400, lambda m: m.first_level(LONG), runs)


@_searching
def strategy_long_search_s(runs: int = 1) -> float:
    """Time to the chart of at most 47 rules of a new Bonus Poker Deluxe 8/6 table (the
    size of sigmajove's penalty-card chart) once its basic strategy is known: the whole
    search of its long levels (penalty brackets, chain moves) and the chart's exact
    evaluation, which the Strategy view runs behind its first chart. One timed run after
    an untimed one (about 20 s each)."""
    return _median_after_basic(900, lambda m: m.level(47), runs, "bonus-poker-deluxe-8-6")


def _median_after_curve(
    step: int,
    work: Callable[[StrategyMaker], object],
    runs: int,
    base_id: str = "jacks-or-better-9-6",
) -> float:
    """Median time of ``work`` on a new table whose basic strategy and levels curve are
    known (a first, untimed run compiles or loads the kernels)."""

    def timed(maker: StrategyMaker) -> float:
        maker.levels(down_to=3)
        started = time.perf_counter()
        work(maker)
        return time.perf_counter() - started

    timed(_basic_known(step, base_id))
    return statistics.median(timed(_basic_known(step + i, base_id)) for i in range(1, runs + 1))


@_searching
def strategy_long_level_kept_s(runs: int = 3) -> float:
    """Median time to the chart of at most 28 rules of a table whose long levels were
    searched before (their candidates kept on disk, with the rules shown by the charts
    that level counted, read back and checked) by a new maker whose basic strategy is
    known: a long level in the next run of the app. The search of a new table's long
    levels (Jacks or Better: about 25 s, Double Bonus 10/7: about a minute) and the
    first level of 28 rules (which counts its candidates' charts) run once, untimed."""
    _basic_known(500).level(LONG)  # searched, or read back when kept before
    times = []
    for _ in range(runs):
        maker = _basic_known(500)
        started = time.perf_counter()
        maker.level(LONG)
        times.append(time.perf_counter() - started)
    return statistics.median(times)


def _basic_known(step: int, base_id: str = "jacks-or-better-9-6") -> StrategyMaker:
    maker = StrategyMaker(_new_table(step, base_id))
    maker.basic()
    return maker


BENCHMARKS: dict[str, Callable[[], float]] = {
    "strategy_eval_s": strategy_eval_s,
    "strategy_eval_warm_s": strategy_eval_warm_s,
    "strategy_make_s": strategy_make_s,
    "strategy_level_s": strategy_level_s,
    "strategy_level_bonus_s": strategy_level_bonus_s,
    "strategy_level_joker_s": strategy_level_joker_s,
    "strategy_level_after_curve_s": strategy_level_after_curve_s,
    "strategy_levels_curve_s": strategy_levels_curve_s,
    "strategy_grade_ready_s": strategy_grade_ready_s,
    "strategy_grade_kept_s": strategy_grade_kept_s,
    "strategy_first_long_chart_s": strategy_first_long_chart_s,
    "strategy_long_level_kept_s": strategy_long_level_kept_s,
    "strategy_long_search_s": strategy_long_search_s,
}
