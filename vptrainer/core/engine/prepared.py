"""A pay table prepared for fast analysis: the count tables of method.md.

:func:`prepare` classifies every final hand into the table's pay categories and
counts, for every subset of up to four cards, the final hands containing it per
category. With these, any hold of any deal is a 32-term inclusion-exclusion.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from fractions import Fraction
from functools import lru_cache, reduce

import numpy as np
import numpy.typing as npt

from vptrainer.core.combinatorics import BINOM
from vptrainer.core.engine import _kernels as kernels
from vptrainer.core.games.categories import NOTHING_KEY, NOTHING_LABEL
from vptrainer.core.games.classify import hand_categories
from vptrainer.core.games.paytable import PayTable, PayTableError

# EV numerators are int64: the largest is about C(deck, 5) * max scaled pay * 5.
_MAX_SCALED_PAY = 10**12


@dataclass(frozen=True, eq=False)
class PreparedTable:
    """A pay table with its count tables, ready for hold EVs and full analysis."""

    table: PayTable
    keys: tuple[str, ...]  # the pay lines in paying order, then "nothing"
    labels: tuple[str, ...]
    pays: tuple[Fraction, ...]
    pay_scale: int  # pays * pay_scale are integers
    scaled_pays: npt.NDArray[np.int64]
    hand_category: npt.NDArray[np.int8]  # category of every final hand, by colex index
    counts: tuple[npt.NDArray[np.int32], ...]  # counts[k][subset, category], k = 0..4
    paysums: tuple[npt.NDArray[np.int64], ...]  # paysums[k][subset] = counts[k] @ scaled_pays
    multiplier: npt.NDArray[np.int64]  # common denominator / C(unseen, 5 - cards held)
    common_denominator: int

    @property
    def deck_size(self) -> int:
        """52, or 53 with the joker."""
        return self.table.deck_size

    @property
    def unseen(self) -> int:
        """Cards left to draw from after the deal: 47 or 48."""
        return self.deck_size - 5

    def draws(self, held: int) -> int:
        """How many draws complete a hold of ``held`` cards: C(unseen, 5 - held)."""
        return math.comb(self.unseen, 5 - held)


def common_denominator(deck_size: int) -> int:
    """lcm of C(deck - 5, k) for k = 0..5: 7,669,695 for 52 cards, 8,561,520 for 53."""
    return reduce(math.lcm, (math.comb(deck_size - 5, k) for k in range(6)))


def prepare(table: PayTable) -> PreparedTable:
    """Classify every final hand of ``table`` and build its count tables (tens of ms)."""
    pays = (*(ln.pays for ln in table.lines), Fraction(0))
    scale = reduce(math.lcm, (p.denominator for p in pays), 1)
    scaled = np.array([int(p * scale) for p in pays], dtype=np.int64)
    if int(scaled.max(initial=0)) >= _MAX_SCALED_PAY:
        raise PayTableError(
            f"{table.name}: the pays are too large or have too many decimal places "
            "to be analysed exactly"
        )
    deck = table.deck_size
    cat = hand_categories(table.wild, table.lines)
    n_cat = len(pays)
    counts4 = kernels.count_tables(cat, n_cat, deck, BINOM)
    counts = tuple(reversed(counts4))  # index by subset size 0..4
    paysums = tuple((c.astype(np.int64) @ scaled).astype(np.int64) for c in counts)
    denom = common_denominator(deck)
    mult = np.array([denom // math.comb(deck - 5, 5 - k) for k in range(6)], dtype=np.int64)
    for arr in (*counts, *paysums, cat, scaled, mult):
        arr.setflags(write=False)
    return PreparedTable(
        table=table,
        keys=(*(ln.key for ln in table.lines), NOTHING_KEY),
        labels=(*(ln.label for ln in table.lines), NOTHING_LABEL),
        pays=pays,
        pay_scale=scale,
        scaled_pays=scaled,
        hand_category=cat,
        counts=counts,
        paysums=paysums,
        multiplier=mult,
        common_denominator=denom,
    )


@lru_cache(maxsize=4)
def cached_prepare(table: PayTable) -> PreparedTable:
    """:func:`prepare`, remembering the last few tables (edits often come back to one)."""
    return prepare(table)
