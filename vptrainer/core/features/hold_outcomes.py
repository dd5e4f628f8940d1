"""Every hold's exact outcome sums for any weighting of the pay categories (shared).

The engine's hold table sums each hold's final hands weighted by the table's pays. A
feature game needs other weightings of the same final hands: the probability of a set
of categories (an indicator vector: which categories earn a multiplier, move a level
up, spin a wheel), a pay squared (for variances), a bonus per category. Here each such
weighting is a *column*: an integer weight per category of the prepared table (its pay
lines, then "nothing"). :func:`hold_column_sums` gives, for every deal class and each
of its 32 holds, the weighted sum of the hold's final hands per column, exactly, on the
engine's common base: divided by ``prepared.common_denominator`` it is the hold's
expected weight (an indicator column gives a probability).

It runs the engine's inclusion-exclusion over count-table sums built for the columns
(``subset_counts @ columns``, one row per subset): no second engine, the engine's kernel
(:func:`~vptrainer.core.engine._kernels.deals.deal_column_sums`) for all columns at once. Used by
Ultimate X (:mod:`vptrainer.core.features.ultimate_x`); meant for every feature game.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache

import numpy as np
import numpy.typing as npt

from vptrainer.core.combinatorics import BINOM
from vptrainer.core.engine.prepared import PreparedTable
from vptrainer.core.engine.suit_classes import SuitClasses, suit_classes
from vptrainer.core.errors import Cancelled

Progress = Callable[[int, int], None]

_INT64_LIMIT = 2**62  # headroom below 2**63 for the inclusion-exclusion's partial sums


@dataclass(frozen=True, eq=False)
class ColumnSums:
    """The weighted final hands of every hold of a range of deal classes.

    ``sums[i, m, j]`` is column ``j``'s weighted count of the final hands of hold ``m``
    (a 5-bit mask over the ascending cards of class ``start + i``'s representative),
    scaled to ``denominator`` (the engine's common denominator): the hold's expected
    weight is ``sums[j, i, m] / denominator``.
    """

    start: int
    stop: int
    sums: npt.NDArray[np.int64]  # (stop - start, 32, columns)
    denominator: int


def check_columns(prepared: PreparedTable, columns: npt.ArrayLike) -> npt.NDArray[np.int64]:
    """``columns`` as a C-contiguous ``(categories, J)`` int64 array, checked.

    One row per category of ``prepared`` (its pay lines in order, then nothing); the
    weights must be integers small enough that no sum overflows.
    """
    arr = np.asarray(columns)
    if arr.ndim != 2 or arr.shape[0] != len(prepared.pays) or arr.shape[1] < 1:
        raise ValueError(
            f"columns must be a ({len(prepared.pays)}, J) array of category weights, "
            f"got shape {arr.shape}"
        )
    if not np.issubdtype(arr.dtype, np.integer):
        raise ValueError(f"column weights must be integers, got {arr.dtype}")
    out = np.array(arr, dtype=np.int64, order="C", copy=True)
    largest = int(np.abs(out).max()) if out.size else 0
    if largest * prepared.common_denominator >= _INT64_LIMIT:
        raise ValueError(f"a column weight of {largest} is too large for exact sums")
    return out


def fits_exactly(prepared: PreparedTable, largest_weight: int) -> bool:
    """Whether a column whose largest weight is ``largest_weight`` can be summed exactly."""
    return abs(largest_weight) * prepared.common_denominator < _INT64_LIMIT


def _column_table(prepared: PreparedTable, columns: npt.NDArray[np.int64]) -> npt.NDArray[np.int64]:
    """``table[row, j]``: the ``j``-weighted sum of the final hands containing each 0- to
    4-card subset (the engine's ``subset_paysums`` for every weighting at once); the
    last few are remembered (a caller working through the classes in chunks asks for
    the same one again)."""
    return _cached_column_table(prepared, columns.tobytes(), columns.shape[1])


@lru_cache(maxsize=2)
def _cached_column_table(prepared: PreparedTable, key: bytes, n_col: int) -> npt.NDArray[np.int64]:
    columns = np.frombuffer(key, dtype=np.int64).reshape(-1, n_col)
    below = prepared.subset_counts.astype(np.int64) @ columns  # (rows of 0..3 cards, J)
    fours = prepared.four_counts.astype(np.int64) @ columns  # (4-card subsets, J)
    table = np.ascontiguousarray(np.concatenate([below, fours]))
    table.setflags(write=False)
    return table


def hold_column_sums(
    prepared: PreparedTable,
    columns: npt.ArrayLike,
    *,
    start: int = 0,
    stop: int | None = None,
    classes: SuitClasses | None = None,
    progress: Progress | None = None,
    cancel: threading.Event | None = None,
) -> ColumnSums:
    """Every hold's weighted final hands, per column, for deal classes ``start:stop``.

    Parameters
    ----------
    prepared
        The prepared pay table (its categories are the rows of ``columns``).
    columns
        ``(categories, J)`` integer weights: column ``j`` weights a final hand of
        category ``q`` by ``columns[q, j]``. The table's scaled pays
        (``prepared.scaled_pays``) as a column give the hold EVs of the engine (over
        ``prepared.common_denominator * prepared.pay_scale``).
    start, stop
        The deal classes (in :func:`suit_classes` order), all of them by default.
    progress
        Called as ``progress(done, total)`` between chunks of deal classes.
    cancel
        When set, the work stops at the next chunk and raises :class:`Cancelled`.
    """
    from vptrainer.core.engine._kernels import deals as kernels

    cols = check_columns(prepared, columns)
    classes = classes if classes is not None else suit_classes(prepared.table.game)
    n = len(classes)
    stop = n if stop is None else stop
    if not 0 <= start <= stop <= n:
        raise ValueError(f"deal classes {start}:{stop} are not within 0:{n}")
    cards = np.ascontiguousarray(classes.cards[start:stop])
    m = stop - start
    table = _column_table(prepared, cols)
    cols.setflags(write=False)
    n_col = cols.shape[1]
    out = np.empty((m, 32, n_col), dtype=np.int64)
    step = max(4096, -(-m // 8)) if (progress or cancel) else max(m, 1)
    if progress:
        progress(0, m)
    for lo in range(0, m, step):
        if cancel is not None and cancel.is_set():
            raise Cancelled("hold outcomes cancelled")
        hi = min(m, lo + step)
        kernels.deal_column_sums(
            cards,
            lo,
            hi,
            BINOM,
            prepared.subset_step,
            table,
            prepared.hand_category,
            cols,
            prepared.hold_multiplier,
            out,
            np.empty((kernels.blocks(lo, hi), 32), dtype=np.int64),
        )
        if progress:
            progress(hi, m)
    return ColumnSums(start, stop, out, prepared.common_denominator)


def indicator_columns(groups: npt.ArrayLike, count: int) -> npt.NDArray[np.int64]:
    """Indicator columns of a grouping: column ``g`` weights 1 the categories with
    ``groups[q] == g`` (``count`` groups)."""
    g = np.asarray(groups, dtype=np.int64)
    if g.ndim != 1 or (g.size and (int(g.min()) < 0 or int(g.max()) >= count)):
        raise ValueError(f"groups must be integers 0..{count - 1}, one per category")
    out = np.zeros((g.size, count), dtype=np.int64)
    out[np.arange(g.size), g] = 1
    return out
