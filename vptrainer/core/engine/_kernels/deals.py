"""Loops over the deal classes: the analysis, every hold's EV, chosen holds' category
counts, and one hand's 32 holds.

The parallel loops hand out blocks of deal classes; each block works in its own row
of ``work`` (``(blocks, 64)`` int64, :func:`work_rows`) for every deal in it. The
kernels allocate nothing and call no numpy function: loading them from the cache then
loads none of numba's numpy implementations either.
"""

from __future__ import annotations

import numpy as np

from vptrainer.core._numba import kernel, parallel_kernel, prange
from vptrainer.core.engine._kernels.subsets import (
    POPCOUNT,
    add_hold_counts,
    best_hold,
    exclude_discards,
    hold_values,
    subset_rows,
)

BLOCK = 256  # deal classes per parallel task


@kernel
def blocks(start: int, stop: int) -> int:
    """How many blocks of :data:`BLOCK` deal classes ``start:stop`` is cut into."""
    return (stop - start + BLOCK - 1) // BLOCK


@kernel
def _block_end(start: int, stop: int, b: int) -> int:
    end = start + (b + 1) * BLOCK
    return stop if stop < end else end


def work_rows(start: int, stop: int) -> np.ndarray:
    """The working rows of the blocks of ``start:stop`` (one per block)."""
    return np.empty((max(1, -(-(stop - start) // BLOCK)), 64), dtype=np.int64)


@parallel_kernel
def evaluate_deals(
    rep_cards: np.ndarray,
    weight: np.ndarray,
    start: int,
    stop: int,
    binom: np.ndarray,
    step: np.ndarray,
    paysum: np.ndarray,
    counts: np.ndarray,
    fours: np.ndarray,
    cat: np.ndarray,
    pays: np.ndarray,
    hold_mult: np.ndarray,
    out_hold: np.ndarray,
    out_ties: np.ndarray,
    out_ev: np.ndarray,
    totals: np.ndarray,
    work: np.ndarray,
) -> None:
    """The best hold of each deal class in ``start:stop``, and the weighted totals.

    Writes each class's best hold, tied-best mask and best EV. Row ``b`` of
    ``totals`` (one per block, see :func:`blocks`) receives the block's sums,
    weighted by the class sizes: ``[0:K]`` the final hands of each category on the
    common base (the counts times ``hold_mult[best]``), ``[K + k]`` the deals whose
    best hold keeps ``k`` cards, ``[K + 6]`` the deals with tied best holds.
    """
    n_cat = pays.shape[0]
    for b in prange(blocks(start, stop)):
        rows = work[b, :32]
        ev = work[b, 32:]
        acc = totals[b]
        for q in range(acc.shape[0]):
            acc[q] = 0
        for i in range(start + b * BLOCK, _block_end(start, stop, b)):
            hold_values(rep_cards[i], binom, step, paysum, cat, pays, hold_mult, rows, ev)
            best, ties, top = best_hold(ev)
            out_hold[i] = best
            out_ties[i] = ties
            out_ev[i] = top
            w = np.int64(weight[i])
            add_hold_counts(rows, best, cat, counts, fours, w * hold_mult[best], acc)
            acc[n_cat + POPCOUNT[best]] += w
            if ties & (ties - 1):
                acc[n_cat + 6] += w


@parallel_kernel
def deal_hold_values(
    rep_cards: np.ndarray,
    start: int,
    stop: int,
    binom: np.ndarray,
    step: np.ndarray,
    paysum: np.ndarray,
    cat: np.ndarray,
    pays: np.ndarray,
    hold_mult: np.ndarray,
    ev_out: np.ndarray,
    work: np.ndarray,
) -> None:
    """EV of all 32 holds of each deal class in ``start:stop`` (common denominator)."""
    for b in prange(blocks(start, stop)):
        rows = work[b, :32]
        ev = work[b, 32:]
        for i in range(start + b * BLOCK, _block_end(start, stop, b)):
            hold_values(rep_cards[i], binom, step, paysum, cat, pays, hold_mult, rows, ev)
            for m in range(32):
                ev_out[i, m] = ev[m]


@parallel_kernel
def chosen_hold_counts(
    rep_cards: np.ndarray,
    classes: np.ndarray,
    holds: np.ndarray,
    start: int,
    stop: int,
    binom: np.ndarray,
    step: np.ndarray,
    counts: np.ndarray,
    fours: np.ndarray,
    cat: np.ndarray,
    hold_mult: np.ndarray,
    out: np.ndarray,
    work: np.ndarray,
) -> None:
    """Per-category final hands of the hold ``holds[k]`` of deal class ``classes[k]``,
    for ``k`` in ``start:stop``.

    In units of the common denominator (counts times ``hold_mult[hold]``), so every
    row sums to the common denominator.
    """
    for b in prange(blocks(start, stop)):
        rows = work[b, :32]
        for k in range(start + b * BLOCK, _block_end(start, stop, b)):
            hold = int(holds[k])
            subset_rows(rep_cards[classes[k]], binom, step, rows)
            row = out[k]
            for q in range(row.shape[0]):
                row[q] = 0
            add_hold_counts(rows, hold, cat, counts, fours, hold_mult[hold], row)


@kernel
def hand_holds(
    cards: np.ndarray,
    binom: np.ndarray,
    step: np.ndarray,
    paysum: np.ndarray,
    counts: np.ndarray,
    fours: np.ndarray,
    cat: np.ndarray,
    pays: np.ndarray,
    hold_mult: np.ndarray,
    ev: np.ndarray,
    found: np.ndarray,
    work: np.ndarray,
) -> None:
    """EVs (common denominator, ``ev[32]``) and per-category final-hand counts
    (``found[32, K]``) of all 32 holds; ``work``: 64 scratch int64."""
    rows = work[:32]
    column = work[32:]
    hold_values(cards, binom, step, paysum, cat, pays, hold_mult, rows, ev)
    below = counts.shape[0]
    for q in range(pays.shape[0]):
        for m in range(31):
            j = rows[m]
            column[m] = counts[j, q] if j < below else fours[j - below, q]
        column[31] = 1 if cat[rows[31]] == q else 0
        exclude_discards(column)
        for m in range(32):
            found[m, q] = column[m]


@kernel
def _exclude_discard_rows(values: np.ndarray) -> None:
    """:func:`exclude_discards` on every column of ``values`` (32, J) at once."""
    n = values.shape[1]
    half = 16
    while half >= 1:
        for base in range(0, 32, 2 * half):
            for t in range(base, base + half):
                for j in range(n):
                    values[t, j] -= values[t + half, j]
        half //= 2


@parallel_kernel
def deal_column_sums(
    rep_cards: np.ndarray,
    start: int,
    stop: int,
    binom: np.ndarray,
    step: np.ndarray,
    table: np.ndarray,
    cat: np.ndarray,
    weights: np.ndarray,
    hold_mult: np.ndarray,
    out: np.ndarray,
    work: np.ndarray,
) -> None:
    """Weighted final hands of all 32 holds of each deal class in ``start:stop``, for
    several weightings of the categories at once (common-denominator units).

    ``table[row, j]`` is the ``j``-weighted sum of the final hands containing the 0- to
    4-card subset of ``row`` (``subset_paysums`` of weighting ``j``), ``weights[q, j]``
    the weight of category ``q``; ``out[i, m, j]`` receives hold ``m``'s sum. ``work``
    is ``(blocks, 32)`` int64.
    """
    n_col = weights.shape[1]
    for b in prange(blocks(start, stop)):
        rows = work[b, :32]
        for i in range(start + b * BLOCK, _block_end(start, stop, b)):
            subset_rows(rep_cards[i], binom, step, rows)
            values = out[i]
            for m in range(31):
                r = rows[m]
                for j in range(n_col):
                    values[m, j] = table[r, j]
            q = cat[rows[31]]
            for j in range(n_col):
                values[31, j] = weights[q, j]
            _exclude_discard_rows(values)
            for m in range(32):
                scale = hold_mult[m]
                for j in range(n_col):
                    values[m, j] *= scale
