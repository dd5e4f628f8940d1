"""Every hold of every deal class: against hold_evs, the analysis and plain sums."""

from __future__ import annotations

import random
import threading
from fractions import Fraction

import numpy as np
import pytest
from hypothesis import given
from hypothesis import strategies as st

from vptrainer.core.engine.analysis import analyze
from vptrainer.core.engine.hold_table import (
    cached_hold_table,
    category_combinations,
    hold_category_counts,
    hold_table,
    weighted_total,
)
from vptrainer.core.engine.holds import hold_evs
from vptrainer.core.engine.prepared import PreparedTable
from vptrainer.core.errors import Cancelled


def test_rows_agree_with_hold_evs(job: PreparedTable) -> None:
    table = cached_hold_table(job)
    rng = random.Random(5)
    for i in rng.sample(range(len(table.classes)), 40):
        cards = [int(c) for c in table.classes.cards[i]]
        evs = hold_evs(job, cards)  # masks over the hand's own order = ascending here
        for m in range(32):
            assert Fraction(int(table.ev[i, m]), table.denominator) == evs.hold(m).ev


@pytest.mark.parametrize("fixture", ["job", "nsud"])
def test_optimal_total_is_the_analysis_return(fixture: str, request: pytest.FixtureRequest) -> None:
    prepared = request.getfixturevalue(fixture)
    table = cached_hold_table(prepared)
    result = analyze(prepared)
    assert Fraction(table.optimal_total, table.total_denominator) == result.return_exact
    best = result.strategy.best_hold
    assert Fraction(table.total(best), table.total_denominator) == result.return_exact
    combos = category_combinations(prepared, best)
    assert combos == [c.combinations for c in result.categories]


def test_category_counts_rows_sum_to_the_denominator(job: PreparedTable) -> None:
    n = len(cached_hold_table(job).classes)
    holds = np.random.default_rng(1).integers(0, 32, n)
    counts = hold_category_counts(job, holds)
    assert (counts.sum(axis=1) == job.common_denominator).all()
    with pytest.raises(ValueError):
        hold_category_counts(job, holds[:-1])
    with pytest.raises(ValueError):
        hold_category_counts(job, np.full(n, 32))


def test_progress_and_cancel(job: PreparedTable) -> None:
    seen: list[tuple[int, int]] = []
    hold_table(job, progress=lambda d, t: seen.append((d, t)), chunks=4)
    assert seen[0][0] == 0 and seen[-1][0] == seen[-1][1] and len(seen) == 5
    cancel = threading.Event()
    cancel.set()
    with pytest.raises(Cancelled):
        hold_table(job, cancel=cancel)
    with pytest.raises(Cancelled):
        n = len(cached_hold_table(job).classes)
        hold_category_counts(job, np.zeros(n, dtype=np.uint8), cancel=cancel)


@given(
    st.lists(
        st.tuples(st.integers(-(2**62), 2**62), st.integers(0, 2**30)), min_size=0, max_size=30
    )
)
def test_weighted_total_is_exact(pairs: list[tuple[int, int]]) -> None:
    values = np.array([v for v, _ in pairs], dtype=np.int64)
    weights = np.array([w for _, w in pairs], dtype=np.int64)
    assert weighted_total(values, weights) == sum(v * w for v, w in pairs)
