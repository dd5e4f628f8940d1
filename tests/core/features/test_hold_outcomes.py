"""Every hold's outcome sums per column, against the engine's EVs and category counts."""

from __future__ import annotations

import threading

import numpy as np
import pytest

from vptrainer.core.engine.hold_table import hold_category_counts, hold_table
from vptrainer.core.engine.prepared import PreparedTable
from vptrainer.core.errors import Cancelled
from vptrainer.core.features.hold_outcomes import (
    check_columns,
    fits_exactly,
    hold_column_sums,
    indicator_columns,
)


def test_the_pay_column_is_the_engines_hold_ev(job: PreparedTable) -> None:
    ev = hold_table(job).ev
    pays = job.scaled_pays.reshape(-1, 1)
    got = hold_column_sums(job, pays, start=1000, stop=3000)
    assert got.sums.shape == (2000, 32, 1)
    assert np.array_equal(got.sums[:, :, 0], ev[1000:3000])
    assert got.denominator == job.common_denominator


def test_indicator_columns_count_each_categorys_final_hands(job: PreparedTable) -> None:
    n_cat = len(job.pays)
    columns = indicator_columns(np.arange(n_cat), n_cat)
    rng = np.random.default_rng(5)
    rows = np.sort(rng.choice(134_459, size=60, replace=False))
    holds = rng.integers(0, 32, size=60)
    want = hold_category_counts(job, holds, rows=rows)
    for k, (row, hold) in enumerate(zip(rows, holds, strict=True)):
        got = hold_column_sums(job, columns, start=int(row), stop=int(row) + 1).sums[0, hold]
        assert np.array_equal(got, want[k])
    # every hold's final hands sum to the common denominator
    total = hold_column_sums(job, np.ones((n_cat, 1), dtype=np.int64), start=0, stop=500)
    assert (total.sums == job.common_denominator).all()


def test_progress_and_cancel(job: PreparedTable) -> None:
    seen: list[tuple[int, int]] = []
    hold_column_sums(
        job, job.scaled_pays.reshape(-1, 1), stop=20_000, progress=lambda d, t: seen.append((d, t))
    )
    assert seen[0] == (0, 20_000) and seen[-1] == (20_000, 20_000)
    assert [d for d, _ in seen] == sorted(d for d, _ in seen)
    stop = threading.Event()
    stop.set()
    with pytest.raises(Cancelled):
        hold_column_sums(job, job.scaled_pays.reshape(-1, 1), cancel=stop)


def test_columns_are_checked(job: PreparedTable) -> None:
    n_cat = len(job.pays)
    with pytest.raises(ValueError, match="array of category weights"):
        check_columns(job, np.ones((n_cat + 1, 2), dtype=np.int64))
    with pytest.raises(ValueError, match="integers"):
        check_columns(job, np.ones((n_cat, 2)))
    with pytest.raises(ValueError, match="too large"):
        check_columns(job, np.full((n_cat, 1), 2**50, dtype=np.int64))
    with pytest.raises(ValueError, match="not within"):
        hold_column_sums(job, np.ones((n_cat, 1), dtype=np.int64), start=10, stop=5)
    with pytest.raises(ValueError, match="groups"):
        indicator_columns([0, 3], 2)
    assert fits_exactly(job, 800**2) and not fits_exactly(job, 10**14)
