"""Binomial coefficients and the colex ranking of card subsets.

A subset ``c0 < c1 < ... < c(k-1)`` of a deck has the colex index
``C(c0, 1) + C(c1, 2) + ... + C(c(k-1), k)``: the k-subsets of an n-card deck
are numbered ``0 .. C(n, k) - 1`` with no gaps, so count tables are plain arrays.
"""

from __future__ import annotations

from collections.abc import Iterable
from math import comb

import numpy as np
import numpy.typing as npt

MAX_DECK = 54
MAX_K = 7


def _binomial_table() -> npt.NDArray[np.int64]:
    table = np.zeros((MAX_DECK + 1, MAX_K + 1), dtype=np.int64)
    for n in range(MAX_DECK + 1):
        for k in range(MAX_K + 1):
            table[n, k] = comb(n, k)
    table.setflags(write=False)
    return table


BINOM = _binomial_table()


def colex_index(cards: Iterable[int]) -> int:
    """The colex index of a set of distinct cards."""
    return sum(comb(c, i + 1) for i, c in enumerate(sorted(cards)))
