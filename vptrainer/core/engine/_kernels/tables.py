"""The count tables of a pay table: for every subset of 0 to 4 cards, the final hands
containing it per category, and the sum of their scaled pays. A 4-card subset makes
at most 50 final hands, so its table is one byte per category.

Each table is built from the next larger one (the 4-card table from the final hands'
categories): a k-subset's row is the sum of the rows of the (k+1)-subsets that
contain it, divided by 5 - k (each final hand is reached once through each of its
5 - k other cards). In two passes, so that each row is written by one thread only:

* push: each (k+1)-subset adds its row to its k-subsets that keep its top card ``t``.
  Those rows belong to ``t`` alone, so the top cards go to different threads, largest
  (most subsets) first and one at a time;
* pull: each k-subset of colex index ``j`` and top card ``s`` adds the rows of the
  (k+1)-subsets it makes with a card ``x`` above ``s``: colex ``j + C(x, k + 1)``,
  adjacent for adjacent ``j``.
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


@parallel_kernel
def _push_fours(deck: int, binom: np.ndarray, cat: np.ndarray, fours: np.ndarray) -> None:
    """Each final hand ``a < b < c < d < e`` adds its category to its four subsets
    that keep ``e``."""
    for t in prange(deck - 4):
        e = deck - 1 - t
        be = binom[e, 4]
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
                        fours[i_bcde, q] += 1
                        fours[a + bc2 + bd3 + be, q] += 1
                        fours[a + bb2 + bd3 + be, q] += 1
                        fours[a + bb2 + bc3 + be, q] += 1
                        idx += 1


@parallel_kernel
def _pull_fours(
    deck: int,
    binom: np.ndarray,
    offset: np.ndarray,
    cat: np.ndarray,
    pays: np.ndarray,
    fours: np.ndarray,
    paysum: np.ndarray,
) -> None:
    """Each subset ``a < b < c < d`` adds the final hands it makes with a card above
    ``d``; its row is then complete, and so is its pay sum."""
    off = offset[4]
    n = binom[deck, 4]
    n_cat = fours.shape[1]
    for blk in prange((n + BLOCK - 1) // BLOCK):
        cards = np.zeros(5, dtype=np.int64)
        first = blk * BLOCK
        _unrank(first, 4, deck, binom, cards)
        for j in range(first, min(n, first + BLOCK)):
            for x in range(cards[3] + 1, deck):
                fours[j, cat[j + binom[x, 5]]] += 1
            total = 0
            for q in range(n_cat):
                total += fours[j, q] * pays[q]
            paysum[off + j] = total
            _next_subset(cards, 4)


@parallel_kernel
def _push_level(
    k: int,
    deck: int,
    binom: np.ndarray,
    offset: np.ndarray,
    source: np.ndarray,
    source_row: int,
    counts: np.ndarray,
) -> None:
    """Each (k+1)-subset (row ``source_row + j`` of ``source``) adds its row to its
    k-subsets that keep its top card (k >= 1)."""
    n_cat = counts.shape[1]
    for u in prange(deck - k):
        top = deck - 1 - u
        cards = np.zeros(5, dtype=np.int64)  # the k cards below ``top``, ascending
        for i in range(k):
            cards[i] = i
        prefix = np.empty(6, dtype=np.int64)
        suffix = np.empty(6, dtype=np.int64)
        high = offset[k] + binom[top, k]  # ``top`` is the k-th card of every k-subset here
        for j in range(binom[top, k + 1], binom[top + 1, k + 1]):
            # the k-subset without cards[i] is row prefix[i] + suffix[i + 1] + high
            prefix[0] = 0
            for i in range(k):
                prefix[i + 1] = prefix[i] + binom[cards[i], i + 1]
            suffix[k] = 0
            for i in range(k - 1, 0, -1):
                suffix[i] = suffix[i + 1] + binom[cards[i], i]
            src = source_row + j
            for i in range(k):
                dst = prefix[i] + suffix[i + 1] + high
                for q in range(n_cat):
                    counts[dst, q] += source[src, q]
            _next_subset(cards, k)


@parallel_kernel
def _pull_level(
    k: int,
    deck: int,
    binom: np.ndarray,
    offset: np.ndarray,
    pays: np.ndarray,
    source: np.ndarray,
    source_row: int,
    counts: np.ndarray,
    paysum: np.ndarray,
) -> None:
    """Each k-subset adds the rows of the (k+1)-subsets it makes with a card above its
    top card (``source_row + j`` in ``source``), divides its row by 5 - k, and sums its
    pays."""
    n = binom[deck, k]
    n_cat = counts.shape[1]
    for blk in prange((n + BLOCK - 1) // BLOCK):
        cards = np.zeros(5, dtype=np.int64)
        first = blk * BLOCK
        _unrank(first, k, deck, binom, cards)
        for j in range(first, min(n, first + BLOCK)):
            row = offset[k] + j
            for x in range(cards[k - 1] + 1 if k > 0 else 0, deck):
                src = source_row + j + binom[x, k + 1]
                for q in range(n_cat):
                    counts[row, q] += source[src, q]
            total = 0
            for q in range(n_cat):
                counts[row, q] //= 5 - k
                total += counts[row, q] * pays[q]
            paysum[row] = total
            if k > 0:
                _next_subset(cards, k)


def fill_tables(
    deck: int,
    binom: np.ndarray,
    offset: np.ndarray,
    cat: np.ndarray,
    pays: np.ndarray,
    counts: np.ndarray,
    fours: np.ndarray,
    paysum: np.ndarray,
) -> None:
    """Fill the count tables: ``fours`` for the 4-card subsets (row j: colex index j),
    ``counts`` stacked for the subsets of 3, 2, 1 and 0 cards, and every pay sum."""
    counts[:] = 0
    fours[:] = 0
    with parallel_chunksize(1):
        _push_fours(deck, binom, cat, fours)
    _pull_fours(deck, binom, offset, cat, pays, fours, paysum)
    for k in range(3, -1, -1):
        source, source_row = (fours, 0) if k == 3 else (counts, offset[k + 1])
        if k > 0:
            with parallel_chunksize(1):
                _push_level(k, deck, binom, offset, source, source_row, counts)
        _pull_level(k, deck, binom, offset, pays, source, source_row, counts, paysum)
