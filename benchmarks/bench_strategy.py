"""Benchmarks of the strategy language's exact evaluation (issue 12)."""

from __future__ import annotations

import statistics
import time
from collections.abc import Callable

from vptrainer.core.engine.hold_table import cached_hold_table
from vptrainer.core.engine.prepared import prepare
from vptrainer.core.games.builtin import load_builtin
from vptrainer.core.strategy import matching
from vptrainer.core.strategy.builtin import load_builtin_strategy
from vptrainer.core.strategy.evaluation import evaluate_strategy
from vptrainer.core.strategy.game import game_of

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


BENCHMARKS: dict[str, Callable[[], float]] = {
    "strategy_eval_s": strategy_eval_s,
    "strategy_eval_warm_s": strategy_eval_warm_s,
}
