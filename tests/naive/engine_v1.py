"""The engine's kernels as they were before issue 17, a slow reference for the fast ones.

Count tables pushed from every final hand to its five 4-card subsets and shrunk one
size at a time; each hold's EV gathered from the table of its own size, the 32 holds
one after another; a hold's category counts by a signed sum over its supersets. The
tests compare the stacked tables, the hold EVs, the best holds, the ties and the
category counts of the new kernels with these, deal by deal.
"""

from __future__ import annotations

import numba
import numpy as np

kernel = numba.njit(cache=True)


@kernel
def count_tables(
    cat: np.ndarray, n_cat: int, deck: int, binom: np.ndarray
) -> tuple[np.ndarray, ...]:
    """Per-category counts of the final hands containing each 4-, 3-, 2-, 1- and 0-subset.

    One pass over the final hands fills the 4-card table; each smaller table follows
    from the next larger one (a k-subset lies in 5 - k of a hand's (k+1)-subsets).
    """
    c4 = np.zeros((binom[deck, 4], n_cat), dtype=np.int32)
    idx = 0
    for e in range(4, deck):
        be = binom[e, 4]
        for d in range(3, e):
            bd4 = binom[d, 4]
            bd3 = binom[d, 3]
            for c in range(2, d):
                bc3 = binom[c, 3]
                bc2 = binom[c, 2]
                for b in range(1, c):
                    bb2 = binom[b, 2]
                    bb1 = b
                    # subsets without a, b, c, d, e in turn (colex of the remaining four)
                    i_bcde = bb1 + bc2 + bd3 + be
                    for a in range(0, b):
                        k = cat[idx]
                        c4[i_bcde, k] += 1
                        c4[a + bc2 + bd3 + be, k] += 1
                        c4[a + bb2 + bd3 + be, k] += 1
                        c4[a + bb2 + bc3 + be, k] += 1
                        c4[a + bb2 + bc3 + bd4, k] += 1
                        idx += 1
    c3 = _shrink(c4, 4, deck, binom, n_cat)
    c2 = _shrink(c3, 3, deck, binom, n_cat)
    c1 = _shrink(c2, 2, deck, binom, n_cat)
    c0 = _shrink(c1, 1, deck, binom, n_cat)
    return c4, c3, c2, c1, c0


@kernel
def _shrink(table: np.ndarray, k: int, deck: int, binom: np.ndarray, n_cat: int) -> np.ndarray:
    """The (k-1)-subset table from the k-subset table of final 5-card hands."""
    out = np.zeros((binom[deck, k - 1], n_cat), dtype=np.int64)
    cards = np.empty(k, dtype=np.int64)
    # walk the k-subsets in colex order, keeping their cards in ``cards``
    for j in range(k):
        cards[j] = j
    for idx in range(binom[deck, k]):
        for drop in range(k):
            sub = 0
            pos = 0
            for j in range(k):
                if j != drop:
                    pos += 1
                    sub += binom[cards[j], pos]
            for q in range(n_cat):
                out[sub, q] += table[idx, q]
        # next k-subset in colex order
        j = 0
        while j < k - 1 and cards[j] + 1 == cards[j + 1]:
            cards[j] = j
            j += 1
        cards[j] += 1
    divisor = 5 - (k - 1)
    res = np.empty((binom[deck, k - 1], n_cat), dtype=np.int32)
    for i in range(out.shape[0]):
        for q in range(n_cat):
            res[i, q] = out[i, q] // divisor
    return res


@kernel
def _subset_indices(cards: np.ndarray, binom: np.ndarray, out: np.ndarray) -> None:
    """Colex index of each of the 32 subsets (by mask) of 5 ascending cards."""
    for m in range(32):
        idx = 0
        pos = 0
        for j in range(5):
            if m >> j & 1:
                pos += 1
                idx += binom[cards[j], pos]
        out[m] = idx


@kernel
def _popcount5(m: int) -> int:
    return (m & 1) + (m >> 1 & 1) + (m >> 2 & 1) + (m >> 3 & 1) + (m >> 4 & 1)


@kernel
def _hold_values(
    cards: np.ndarray,
    binom: np.ndarray,
    cat: np.ndarray,
    pays: np.ndarray,
    p4: np.ndarray,
    p3: np.ndarray,
    p2: np.ndarray,
    p1: np.ndarray,
    p0: np.ndarray,
    mult: np.ndarray,
    sub_idx: np.ndarray,
    ev: np.ndarray,
) -> None:
    """EV of each hold as an integer over the common denominator (times the pay scale)."""
    _subset_indices(cards, binom, sub_idx)
    for m in range(32):
        n = _popcount5(m)
        j = sub_idx[m]
        if n == 5:
            ev[m] = pays[cat[j]]
        elif n == 4:
            ev[m] = p4[j]
        elif n == 3:
            ev[m] = p3[j]
        elif n == 2:
            ev[m] = p2[j]
        elif n == 1:
            ev[m] = p1[j]
        else:
            ev[m] = p0[0]
    _exclude_discards(ev, mult)


@kernel
def _exclude_discards(values: np.ndarray, mult: np.ndarray) -> None:
    """From "final hands containing H" to "containing H and no discard", for all 32 H.

    Inclusion-exclusion as a superset transform, then scaling each hold to the
    common denominator (``mult[cards held]``).
    """
    for bit in range(5):
        step = 1 << bit
        for m in range(32):
            if not m & step:
                values[m] -= values[m | step]
    for m in range(32):
        values[m] *= mult[_popcount5(m)]


@kernel
def _best_hold(ev: np.ndarray) -> tuple[int, int]:
    """The best hold (ties: more cards kept, then the lower mask) and the tied-best mask."""
    best = 0
    for m in range(1, 32):
        if ev[m] > ev[best] or (ev[m] == ev[best] and _popcount5(m) > _popcount5(best)):
            best = m
    ties = 0
    for m in range(32):
        if ev[m] == ev[best]:
            ties |= 1 << m
    return best, ties


@kernel
def _category_counts(
    cards_sub_idx: np.ndarray,
    hold: int,
    cat: np.ndarray,
    c4: np.ndarray,
    c3: np.ndarray,
    c2: np.ndarray,
    c1: np.ndarray,
    c0: np.ndarray,
    out: np.ndarray,
) -> None:
    """Per-category final hands of one hold: signed sum over supersets of the hold."""
    out[:] = 0
    free = 31 & ~hold
    sub = free
    while True:
        m = hold | sub
        n = _popcount5(m)
        sign = 1 if (_popcount5(sub) % 2 == 0) else -1
        j = cards_sub_idx[m]
        if n == 5:
            out[cat[j]] += sign
        elif n == 4:
            for q in range(out.shape[0]):
                out[q] += sign * c4[j, q]
        elif n == 3:
            for q in range(out.shape[0]):
                out[q] += sign * c3[j, q]
        elif n == 2:
            for q in range(out.shape[0]):
                out[q] += sign * c2[j, q]
        elif n == 1:
            for q in range(out.shape[0]):
                out[q] += sign * c1[j, q]
        else:
            for q in range(out.shape[0]):
                out[q] += sign * c0[0, q]
        if sub == 0:
            break
        sub = (sub - 1) & free


@kernel
def deal_results(
    rep_cards: np.ndarray,
    rows: np.ndarray,
    binom: np.ndarray,
    cat: np.ndarray,
    pays: np.ndarray,
    p4: np.ndarray,
    p3: np.ndarray,
    p2: np.ndarray,
    p1: np.ndarray,
    p0: np.ndarray,
    c4: np.ndarray,
    c3: np.ndarray,
    c2: np.ndarray,
    c1: np.ndarray,
    c0: np.ndarray,
    mult: np.ndarray,
    ev_out: np.ndarray,
    best_hold: np.ndarray,
    tie_mask: np.ndarray,
    best_counts: np.ndarray,
) -> None:
    """For deal classes ``rows``: all 32 hold EVs, the best hold, the tied-best mask and
    the best hold's category counts (times ``mult[cards held]``), one deal at a time."""
    n_cat = pays.shape[0]
    sub_idx = np.empty(32, dtype=np.int64)
    ev = np.empty(32, dtype=np.int64)
    row = np.empty(n_cat, dtype=np.int64)
    for k in range(rows.shape[0]):
        cards = rep_cards[rows[k]]
        _hold_values(cards, binom, cat, pays, p4, p3, p2, p1, p0, mult, sub_idx, ev)
        best, ties = _best_hold(ev)
        for m in range(32):
            ev_out[k, m] = ev[m]
        best_hold[k] = best
        tie_mask[k] = ties
        _category_counts(sub_idx, best, cat, c4, c3, c2, c1, c0, row)
        scale = mult[_popcount5(best)]
        for q in range(n_cat):
            best_counts[k, q] = row[q] * scale


@kernel
def hand_holds(
    cards: np.ndarray,
    binom: np.ndarray,
    cat: np.ndarray,
    pays: np.ndarray,
    p4: np.ndarray,
    p3: np.ndarray,
    p2: np.ndarray,
    p1: np.ndarray,
    p0: np.ndarray,
    c4: np.ndarray,
    c3: np.ndarray,
    c2: np.ndarray,
    c1: np.ndarray,
    c0: np.ndarray,
    mult: np.ndarray,
) -> tuple[np.ndarray, np.ndarray]:
    """EVs (common denominator) and per-category final-hand counts of all 32 holds."""
    n_cat = pays.shape[0]
    sub_idx = np.empty(32, dtype=np.int64)
    ev = np.empty(32, dtype=np.int64)
    counts = np.empty((32, n_cat), dtype=np.int64)
    _hold_values(cards, binom, cat, pays, p4, p3, p2, p1, p0, mult, sub_idx, ev)
    for m in range(32):
        _category_counts(sub_idx, m, cat, c4, c3, c2, c1, c0, counts[m])
    return ev, counts
