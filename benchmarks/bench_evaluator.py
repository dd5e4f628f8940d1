"""Benchmarks of the additive-key hand evaluator (issue 4).

Targets on the project's 2-core machine: the full 7-card enumeration under 0.35 s
on one thread, and at least 100 million random 7-card hands per second through
``evaluate_batch``. Every figure is warm (kernels compiled, tables built) and the
median of a few runs.
"""

from __future__ import annotations

import statistics
import time
from collections.abc import Callable

import numpy as np
import numpy.typing as npt

from vptrainer.core.evaluator import enumerate_hands, evaluate_batch

RUNS = 5
BATCH_HANDS = 10_000_000


def random_hands(n: int, k: int = 7, seed: int = 2024) -> npt.NDArray[np.int8]:
    """``n`` uniformly random hands of ``k`` distinct cards, as ``int8``."""
    rng = np.random.default_rng(seed)
    hands = rng.integers(0, 52, (n, k), dtype=np.int8)
    while True:  # redraw the rows that repeat a card (about a third, then fewer)
        ordered = np.sort(hands, axis=1)
        bad = np.flatnonzero((ordered[:, 1:] == ordered[:, :-1]).any(axis=1))
        if len(bad) == 0:
            return hands
        hands[bad] = rng.integers(0, 52, (len(bad), k), dtype=np.int8)


def _enum7(threads: int | None) -> float:
    enumerate_hands(7, threads=threads)  # compile or load the kernels, build the tables
    return statistics.median(enumerate_hands(7, threads=threads).elapsed_s for _ in range(RUNS))


def enum7_s() -> float:
    """Median time to evaluate all 133,784,560 seven-card hands on all cores."""
    return _enum7(None)


def enum7_1thread_s() -> float:
    """Median time to evaluate all 133,784,560 seven-card hands on one thread."""
    return _enum7(1)


def batch7_hands_per_s() -> float:
    """Random 7-card hands (``int8``, 10 million) per second through ``evaluate_batch``."""
    hands = random_hands(BATCH_HANDS)
    evaluate_batch(hands[:100_000])  # compile or load the kernels
    times = []
    for _ in range(RUNS):
        started = time.perf_counter()
        evaluate_batch(hands)
        times.append(time.perf_counter() - started)
    return BATCH_HANDS / statistics.median(times)


BENCHMARKS: dict[str, Callable[[], float]] = {
    "enum7_s": enum7_s,
    "enum7_1thread_s": enum7_1thread_s,
    "batch7_hands_per_s": batch7_hands_per_s,
}
