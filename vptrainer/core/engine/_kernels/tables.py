"""The count tables of a pay table: for every subset of 0 to 4 cards, the final hands
containing it per category, and the sum of their scaled pays. A 4-card subset makes
at most 50 final hands, so its table is one byte per category.

Each table is built from the next larger one (the 4-card table from the final hands'
categories): a k-subset's row is the sum of the rows of the (k+1)-subsets that
contain it, divided by 5 - k (each final hand is reached once through each of its
5 - k other cards). In two passes, so that each row is written by one thread only:

* push: each (k+1)-subset adds its row to its k-subsets that keep its top card ``t``.
  Those rows belong to ``t`` alone, so the top cards go to different threads, largest
  (most subsets) first;
* pull: each k-subset of colex index ``j`` and top card ``s`` adds the rows of the
  (k+1)-subsets it makes with a card ``x`` above ``s``: colex ``j + C(x, k + 1)``,
  adjacent for adjacent ``j``.

All of it is one parallel kernel (one to load from the cache), a parallel loop per
pass of the 4- and 3-card tables (the smaller ones are quick on one thread: every
parallel loop ends waiting for the slowest thread, long on a busy machine); the
loops' bodies are the serial kernels above it.
"""

from __future__ import annotations

import numpy as np

from vptrainer.core._numba import kernel, parallel_chunksize, parallel_kernel, prange

BLOCK = 2048  # subsets per parallel task in the pull passes


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
def _push_hands(e: int, binom: np.ndarray, cat: np.ndarray, fours: np.ndarray) -> None:
    """Each final hand ``a < b < c < d < e`` adds its category to its four subsets
    that keep ``e``."""
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


@kernel
def _pull_hands(
    first: int,
    stop: int,
    deck: int,
    binom: np.ndarray,
    offset: np.ndarray,
    cat: np.ndarray,
    pays: np.ndarray,
    fours: np.ndarray,
    paysum: np.ndarray,
    cards: np.ndarray,
) -> None:
    """Each subset ``a < b < c < d`` of colex index ``first:stop`` adds the final hands
    it makes with a card above ``d``; its row is then complete, and its pay sum."""
    _unrank(first, 4, deck, binom, cards)
    for j in range(first, stop):
        for x in range(cards[3] + 1, deck):
            fours[j, cat[j + binom[x, 5]]] += 1
        total = 0
        for q in range(fours.shape[1]):
            total += fours[j, q] * pays[q]
        paysum[offset[4] + j] = total
        _next_subset(cards, 4)


@kernel
def _push_rows(
    k: int,
    top: int,
    binom: np.ndarray,
    offset: np.ndarray,
    source: np.ndarray,
    source_row: int,
    counts: np.ndarray,
    work: np.ndarray,
) -> None:
    """Each (k+1)-subset with top card ``top`` (row ``source_row + j`` of ``source``)
    adds its row to its k-subsets that keep ``top`` (k >= 1)."""
    n_cat = counts.shape[1]
    cards = work[0:6]  # the k cards below ``top``, ascending
    prefix = work[8:14]
    suffix = work[16:22]
    for i in range(k):
        cards[i] = i
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


@kernel
def _pull_rows(
    k: int,
    first: int,
    stop: int,
    deck: int,
    binom: np.ndarray,
    offset: np.ndarray,
    pays: np.ndarray,
    source: np.ndarray,
    source_row: int,
    counts: np.ndarray,
    paysum: np.ndarray,
    cards: np.ndarray,
) -> None:
    """Each k-subset of colex index ``first:stop`` adds the rows of the (k+1)-subsets
    it makes with a card above its top card (``source_row + j`` in ``source``),
    divides its row by 5 - k, and sums its pays."""
    n_cat = counts.shape[1]
    _unrank(first, k, deck, binom, cards)
    for j in range(first, stop):
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


@kernel
def _end(n: int, b: int) -> int:
    """The end of block ``b`` of ``n`` subsets."""
    end = (b + 1) * BLOCK
    return n if n < end else end


@parallel_kernel
def _fill(
    deck: int,
    binom: np.ndarray,
    offset: np.ndarray,
    cat: np.ndarray,
    pays: np.ndarray,
    counts: np.ndarray,
    fours: np.ndarray,
    paysum: np.ndarray,
    work: np.ndarray,
) -> None:
    """Every pass of every table (see the module docstring), in order; the tables start
    zeroed, task ``t`` works in ``work[t]`` (no allocation, no numpy call: loading
    this kernel loads none of numba's numpy implementations)."""
    for t in prange(deck - 4):
        _push_hands(deck - 1 - t, binom, cat, fours)
    n = binom[deck, 4]
    for b in prange((n + BLOCK - 1) // BLOCK):
        _pull_hands(b * BLOCK, _end(n, b), deck, binom, offset, cat, pays, fours, paysum, work[b])
    for t in prange(deck - 3):
        _push_rows(3, deck - 1 - t, binom, offset, fours, 0, counts, work[t])
    n = binom[deck, 3]
    for b in prange((n + BLOCK - 1) // BLOCK):
        first, stop = b * BLOCK, _end(n, b)
        _pull_rows(3, first, stop, deck, binom, offset, pays, fours, 0, counts, paysum, work[b])
    for k in range(2, -1, -1):  # a few thousand rows: on this thread, no more barriers
        source_row = offset[k + 1]
        if k > 0:
            for t in range(deck - k):
                _push_rows(k, deck - 1 - t, binom, offset, counts, source_row, counts, work[0])
        n = binom[deck, k]
        _pull_rows(k, 0, n, deck, binom, offset, pays, counts, source_row, counts, paysum, work[0])


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
    """Fill the count tables, zeroed: ``fours`` for the 4-card subsets (row j: colex
    index j), ``counts`` stacked for the subsets of 3, 2, 1 and 0 cards, and every pay
    sum."""
    tasks = max(deck, -(-int(binom[deck, 4]) // BLOCK))
    work = np.zeros((tasks, 24), dtype=np.int64)
    with parallel_chunksize(1):  # tasks of very different sizes: one at a time
        _fill(deck, binom, offset, cat, pays, counts, fours, paysum, work)
