"""The count tables of a pay table: for every subset of 0 to 4 cards, the final hands
containing it per category, and the sum of their scaled pays.

Each table is filled by pulling from the next larger one (the 4-card table from the
final hands' categories): a k-subset's row is the sum of the rows of the (k+1)-subsets
that contain it, divided by 5 - k (each final hand is reached once through each of
its 5 - k other cards). The subsets of one size are handed out in blocks, each row
written by one thread only.
"""

from __future__ import annotations

import numpy as np

from vptrainer.core._numba import kernel, parallel_chunksize, parallel_kernel, prange

BLOCK = 2048  # subsets per parallel task


@kernel
def _unrank(index: int, k: int, deck: int, binom: np.ndarray, cards: np.ndarray) -> None:
    """The ``k``-subset of colex index ``index``, ascending, into ``cards[:k]``."""
    rest = index
    top = deck - 1
    for i in range(k - 1, -1, -1):
        while binom[top, i + 1] > rest:
            top -= 1
        cards[i] = top
        rest -= binom[top, i + 1]
        top -= 1


@kernel
def _next_subset(cards: np.ndarray, k: int) -> None:
    """The next ``k``-subset in colex order, in place."""
    j = 0
    while j < k - 1 and cards[j] + 1 == cards[j + 1]:
        cards[j] = j
        j += 1
    cards[j] += 1


@kernel
def _insert_bounds(
    cards: np.ndarray, k: int, binom: np.ndarray, lo: np.ndarray, hi: np.ndarray
) -> None:
    """``lo[p] + binom[x, p + 1] + hi[p]`` is the colex index of the subset with card ``x``
    added, ``p`` being how many of its cards are below ``x``."""
    lo[0] = 0
    for i in range(k):
        lo[i + 1] = lo[i] + binom[cards[i], i + 1]
    hi[k] = 0
    for i in range(k - 1, -1, -1):
        hi[i] = hi[i + 1] + binom[cards[i], i + 2]


@parallel_kernel
def _push_fours(
    deck: int, binom: np.ndarray, offset: np.ndarray, cat: np.ndarray, counts: np.ndarray
) -> None:
    """Each final hand ``a < b < c < d < e`` adds its category to the rows of its four
    subsets that hold its top card ``e``.

    Those rows belong to ``e`` alone, so the top cards can go to different threads;
    they come largest (most hands) first, best handed out one at a time.
    """
    off = offset[4]
    for t in prange(deck - 4):
        e = deck - 1 - t
        be = binom[e, 4] + off
        idx = binom[e, 5]
        for d in range(3, e):
            bd3 = binom[d, 3]
            for c in range(2, d):
                bc2 = binom[c, 2]
                bc3 = binom[c, 3]
                for b in range(1, c):
                    bb2 = binom[b, 2]
                    i_bcde = b + bc2 + bd3 + be
                    for a in range(b):
                        q = cat[idx]
                        counts[i_bcde, q] += 1
                        counts[a + bc2 + bd3 + be, q] += 1
                        counts[a + bb2 + bd3 + be, q] += 1
                        counts[a + bb2 + bc3 + be, q] += 1
                        idx += 1


@parallel_kernel
def _pull_fours(
    deck: int, binom: np.ndarray, offset: np.ndarray, cat: np.ndarray, counts: np.ndarray
) -> None:
    """Each subset ``a < b < c < d`` adds the final hands it makes with a card above
    ``d``: colex index ``j + C(x, 5)``, adjacent for adjacent subsets."""
    off = offset[4]
    n = binom[deck, 4]
    for blk in prange((n + BLOCK - 1) // BLOCK):
        cards = np.zeros(5, dtype=np.int64)
        first = blk * BLOCK
        _unrank(first, 4, deck, binom, cards)
        for j in range(first, min(n, first + BLOCK)):
            row = off + j
            for x in range(cards[3] + 1, deck):
                counts[row, cat[j + binom[x, 5]]] += 1
            _next_subset(cards, 4)


@parallel_kernel
def _fill_level(
    k: int, deck: int, binom: np.ndarray, offset: np.ndarray, counts: np.ndarray
) -> None:
    """The rows of every ``k``-subset (k < 4) from the rows of the (k+1)-subsets."""
    n = binom[deck, k]
    n_cat = counts.shape[1]
    for b in prange((n + BLOCK - 1) // BLOCK):
        cards = np.zeros(5, dtype=np.int64)
        lo = np.empty(6, dtype=np.int64)
        hi = np.empty(6, dtype=np.int64)
        row = np.empty(n_cat, dtype=np.int64)
        first = b * BLOCK
        _unrank(first, k, deck, binom, cards)
        cards[k] = deck
        for j in range(first, min(n, first + BLOCK)):
            _insert_bounds(cards, k, binom, lo, hi)
            row[:] = 0
            below = 0
            for p in range(k + 1):
                base = offset[k + 1] + lo[p] + hi[p]
                for x in range(below, cards[p]):
                    r = base + binom[x, p + 1]
                    for q in range(n_cat):
                        row[q] += counts[r, q]
                below = cards[p] + 1
            out = offset[k] + j
            for q in range(n_cat):
                counts[out, q] = row[q] // (5 - k)
            if k > 0:
                _next_subset(cards, k)


def fill_tables(
    deck: int,
    binom: np.ndarray,
    offset: np.ndarray,
    cat: np.ndarray,
    pays: np.ndarray,
    counts: np.ndarray,
    paysum: np.ndarray,
) -> None:
    """Fill the stacked count tables of the subsets of 4, 3, 2, 1 and 0 cards, and their
    pay sums."""
    counts[offset[4] :] = 0
    with parallel_chunksize(1):
        _push_fours(deck, binom, offset, cat, counts)
    _pull_fours(deck, binom, offset, cat, counts)
    for k in range(3, -1, -1):
        _fill_level(k, deck, binom, offset, counts)
    np.matmul(counts, pays, out=paysum)
