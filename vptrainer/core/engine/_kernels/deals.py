"""Loops over the deal classes: the analysis, every hold's EV, chosen holds' category
counts, and one hand's 32 holds.

The parallel loops hand out blocks of deal classes; each block allocates its small
working arrays once and reuses them for every deal in it.
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
        rows = np.empty(32, dtype=np.int64)
        ev = np.empty(32, dtype=np.int64)
        acc = totals[b]
        acc[:] = 0
        for i in range(start + b * BLOCK, min(stop, start + (b + 1) * BLOCK)):
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
) -> None:
    """EV of all 32 holds of each deal class in ``start:stop`` (common denominator)."""
    for b in prange(blocks(start, stop)):
        rows = np.empty(32, dtype=np.int64)
        ev = np.empty(32, dtype=np.int64)
        for i in range(start + b * BLOCK, min(stop, start + (b + 1) * BLOCK)):
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
) -> None:
    """Per-category final hands of the hold ``holds[k]`` of deal class ``classes[k]``,
    for ``k`` in ``start:stop``.

    In units of the common denominator (counts times ``hold_mult[hold]``), so every
    row sums to the common denominator.
    """
    for b in prange(blocks(start, stop)):
        rows = np.empty(32, dtype=np.int64)
        for k in range(start + b * BLOCK, min(stop, start + (b + 1) * BLOCK)):
            hold = int(holds[k])
            subset_rows(rep_cards[classes[k]], binom, step, rows)
            out[k, :] = 0
            add_hold_counts(rows, hold, cat, counts, fours, hold_mult[hold], out[k])


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
) -> tuple[np.ndarray, np.ndarray]:
    """EVs (common denominator) and per-category final-hand counts of all 32 holds."""
    n_cat = pays.shape[0]
    rows = np.empty(32, dtype=np.int64)
    ev = np.empty(32, dtype=np.int64)
    hold_values(cards, binom, step, paysum, cat, pays, hold_mult, rows, ev)
    found = np.zeros((32, n_cat), dtype=np.int64)
    column = np.empty(32, dtype=np.int64)
    below = counts.shape[0]
    for q in range(n_cat):
        for m in range(31):
            j = rows[m]
            column[m] = counts[j, q] if j < below else fours[j - below, q]
        column[31] = 1 if cat[rows[31]] == q else 0
        exclude_discards(column)
        for m in range(32):
            found[m, q] = column[m]
    return ev, found
