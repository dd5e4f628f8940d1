"""A pay table prepared for fast analysis: the count tables of method.md.

:func:`prepare` classifies every final hand into the table's pay categories and
counts, for every subset of up to four cards, the final hands containing it per
category. With these, any hold of any deal is a 32-term inclusion-exclusion. Tables
with ``[dealt]`` lines also get the dealt-hand category of every deal: its bonus is a
constant added to every hold of that deal (it never changes the best hold).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction
from functools import cached_property, lru_cache, reduce
from typing import Any

import numpy as np
import numpy.typing as npt

from vptrainer.core.cards import check_hand
from vptrainer.core.combinatorics import BINOM, colex_index
from vptrainer.core.games.categories import NOTHING_KEY, NOTHING_LABEL
from vptrainer.core.games.pays import PayTableError
from vptrainer.core.games.paytable import PayTable

# EV numerators are int64: at most the common denominator times the largest scaled
# pay (a final-hand pay plus a dealt bonus).
_INT64_MAX = 2**63 - 1
_POPCOUNT = np.array([bin(m).count("1") for m in range(32)], dtype=np.int64)


@dataclass(frozen=True, eq=False)
class PreparedTable:
    """A pay table with its count tables, ready for hold EVs and full analysis."""

    table: PayTable
    keys: tuple[str, ...]  # the pay lines in paying order, then "nothing"
    labels: tuple[str, ...]
    pays: tuple[Fraction, ...]
    pay_scale: int  # pays * pay_scale are integers
    scaled_pays: npt.NDArray[np.int64]
    # category of every final hand, by colex index (int8: a table has at most MAX_LINES)
    hand_category: npt.NDArray[np.int8]
    # the count tables: the k-subset of colex index j is row subset_offset[k] + j (see
    # engine/_kernels/__init__.py), the rows of 4-card subsets apart, in one byte each
    subset_counts: npt.NDArray[np.int32]  # [row, category] for 0..3 cards: final hands
    four_counts: npt.NDArray[np.uint8]  # [colex index, category] for 4 cards (at most 50)
    subset_paysums: npt.NDArray[np.int64]  # [row]: their scaled pays summed, 0..4 cards
    subset_offset: npt.NDArray[np.int64]  # (6,): the first row of each size, then the end
    multiplier: npt.NDArray[np.int64]  # common denominator / C(unseen, 5 - cards held)
    common_denominator: int
    dealt_keys: tuple[str, ...] = ()  # the [dealt] lines in rank order
    dealt_labels: tuple[str, ...] = ()
    dealt_pays: tuple[Fraction, ...] = ()
    # the [dealt] line of every deal by colex index (len(dealt_keys): none); None without
    dealt_category: npt.NDArray[np.signedinteger[Any]] | None = None
    dealt_scaled: npt.NDArray[np.int64] | None = None  # dealt pays * pay_scale, then 0

    @property
    def deck_size(self) -> int:
        """52, or 53 or 54 with one or two jokers."""
        return self.table.deck_size

    @property
    def counts(self) -> tuple[npt.NDArray[np.integer], ...]:
        """``counts[k][subset, category]`` for k = 0..4 (views of :attr:`subset_counts`,
        then :attr:`four_counts`)."""
        o = self.subset_offset
        return (*(self.subset_counts[o[k] : o[k + 1]] for k in range(4)), self.four_counts)

    @property
    def paysums(self) -> tuple[npt.NDArray[np.int64], ...]:
        """``paysums[k][subset]`` for k = 0..4 (views of :attr:`subset_paysums`)."""
        o = self.subset_offset
        return tuple(self.subset_paysums[o[k] : o[k + 1]] for k in range(5))

    @cached_property
    def subset_step(self) -> npt.NDArray[np.int64]:
        """``step[r] = offset[r] - offset[r - 1]`` with ``offset[5] = 0`` (the kernels' form)."""
        o = self.subset_offset
        step = np.zeros(6, dtype=np.int64)
        step[1:5] = o[1:5] - o[0:4]
        step[5] = -o[4]
        step.setflags(write=False)
        return step

    @cached_property
    def hold_multiplier(self) -> npt.NDArray[np.int64]:
        """:attr:`multiplier` by hold mask: ``multiplier[cards held by mask m]``."""
        mult: npt.NDArray[np.int64] = self.multiplier[_POPCOUNT]
        mult.setflags(write=False)
        return mult

    @property
    def unseen(self) -> int:
        """Cards left to draw from after the deal: 47, 48 or 49."""
        return self.deck_size - 5

    @property
    def dealt_return(self) -> Fraction:
        """The part of the return paid by the ``[dealt]`` bonuses (0 without any)."""
        if self.dealt_category is None:
            return Fraction(0)
        counts = np.bincount(self.dealt_category, minlength=len(self.dealt_keys) + 1)
        paid = sum((int(n) * p for n, p in zip(counts, self.dealt_pays, strict=False)), Fraction(0))
        return paid / int(BINOM[self.deck_size, 5])

    def dealt_line(self, hand: Sequence[int] | str) -> int | None:
        """The index of the ``[dealt]`` line a dealt hand earns, ``None`` when none."""
        if self.dealt_category is None:
            return None
        cards = check_hand(hand, self.deck_size)
        q = int(self.dealt_category[colex_index(cards)])
        return None if q == len(self.dealt_keys) else q

    def dealt_bonus(self, hand: Sequence[int] | str) -> Fraction:
        """What the five dealt cards earn on top of the final hand's pay (per coin)."""
        q = self.dealt_line(hand)
        return Fraction(0) if q is None else self.dealt_pays[q]

    def draws(self, held: int) -> int:
        """How many draws complete a hold of ``held`` cards: C(unseen, 5 - held)."""
        return self.draw_counts[held]

    @cached_property
    def draw_counts(self) -> tuple[int, ...]:
        """:meth:`draws` of 0..5 cards held."""
        return tuple(math.comb(self.unseen, 5 - held) for held in range(6))


def common_denominator(deck_size: int) -> int:
    """lcm of C(deck - 5, k) for k = 0..5: 7,669,695 for 52 cards, 8,561,520 for 53,
    3,813,768 for 54."""
    return reduce(math.lcm, (math.comb(deck_size - 5, k) for k in range(6)))


def pay_scale(pays: Sequence[Fraction]) -> int:
    """The least integer that makes every pay in ``pays`` whole."""
    return reduce(math.lcm, (p.denominator for p in pays), 1)


def prepare(table: PayTable) -> PreparedTable:
    """Classify every final hand of ``table`` and build its count tables (tens of ms)."""
    from vptrainer.core.games.classify import hand_categories

    pays = (*(ln.pays for ln in table.lines), Fraction(0))
    dealt_pays = tuple(ln.pays for ln in table.dealt)
    scale = pay_scale((*pays, *dealt_pays))
    deck = table.deck_size
    denom = common_denominator(deck)
    largest = int(max(pays) * scale) + int(max(dealt_pays, default=Fraction(0)) * scale)
    if largest * denom >= _INT64_MAX:
        raise PayTableError(
            f"{table.name}: the pays are too large or have too many decimal places "
            "to be analysed exactly"
        )
    scaled = np.array([int(p * scale) for p in pays], dtype=np.int64)
    dealt_scaled = np.array([int(p * scale) for p in (*dealt_pays, Fraction(0))], dtype=np.int64)
    cat = hand_categories(table.game, table.lines)
    counts, fours, paysums, offset, mult = _count_tables(deck, cat, scaled)
    dealt_cat = hand_categories(table.game, table.dealt) if table.dealt else None
    for arr in (cat, scaled, dealt_scaled):
        arr.setflags(write=False)
    if dealt_cat is not None:
        dealt_cat.setflags(write=False)
    return PreparedTable(
        table=table,
        keys=(*(ln.key for ln in table.lines), NOTHING_KEY),
        labels=(*(ln.label for ln in table.lines), NOTHING_LABEL),
        pays=pays,
        pay_scale=scale,
        scaled_pays=scaled,
        hand_category=cat,
        subset_counts=counts,
        four_counts=fours,
        subset_paysums=paysums,
        subset_offset=offset,
        multiplier=mult,
        common_denominator=denom,
        dealt_keys=tuple(ln.key for ln in table.dealt),
        dealt_labels=tuple(ln.label for ln in table.dealt),
        dealt_pays=dealt_pays,
        dealt_category=dealt_cat,
        dealt_scaled=dealt_scaled if table.dealt else None,
    )


def prepare_categories(
    table: PayTable,
    hand_category: npt.NDArray[np.integer],
    pays: Sequence[Fraction],
    keys: Sequence[str],
    labels: Sequence[str] | None = None,
) -> PreparedTable:
    """Count tables of ``table``'s game for categories of one's own choosing.

    ``hand_category[j]`` is the category (an index into ``pays``) of the final hand of
    colex index ``j``: a split of the table's lines (a bonus on some four of a kinds),
    or an indicator (pays 1 and 0: the hold EVs are then the exact probabilities of
    that set of final hands). The deal classes are those of ``table``'s game, so the
    categories must be alike for deals that differ only by its suit symmetries. No
    ``[dealt]`` bonus is included.
    """
    deck = table.deck_size
    raw = np.asarray(hand_category)
    pays = tuple(Fraction(p) for p in pays)
    if raw.shape != (math.comb(deck, 5),):
        raise ValueError(f"expected a category for each of the {math.comb(deck, 5)} hands")
    if len(keys) != len(pays) or (labels is not None and len(labels) != len(pays)):
        raise ValueError("one key (and label) per pay")
    if not 1 <= len(pays) <= 127 or not 0 <= int(raw.min()) <= int(raw.max()) < len(pays):
        raise ValueError(f"categories must be 0..{len(pays) - 1}")
    cat = raw.astype(np.int8)
    if any(p < 0 for p in pays):
        raise ValueError("pays must not be negative")
    scale = pay_scale(pays)
    denom = common_denominator(deck)
    if int(max(pays) * scale) * denom >= _INT64_MAX:
        raise PayTableError(f"{table.name}: the pays are too large to be analysed exactly")
    scaled = np.array([int(p * scale) for p in pays], dtype=np.int64)
    counts, fours, paysums, offset, mult = _count_tables(deck, cat, scaled)
    for arr in (cat, scaled):
        arr.setflags(write=False)
    return PreparedTable(
        table=table,
        keys=tuple(keys),
        labels=tuple(labels if labels is not None else keys),
        pays=pays,
        pay_scale=scale,
        scaled_pays=scaled,
        hand_category=cat,
        subset_counts=counts,
        four_counts=fours,
        subset_paysums=paysums,
        subset_offset=offset,
        multiplier=mult,
        common_denominator=denom,
    )


def _count_tables(
    deck: int, cat: npt.NDArray[np.int8], scaled: npt.NDArray[np.int64]
) -> tuple[
    npt.NDArray[np.int32],
    npt.NDArray[np.uint8],
    npt.NDArray[np.int64],
    npt.NDArray[np.int64],
    npt.NDArray[np.int64],
]:
    """The count tables of every subset of up to four cards, their pay sums, the subset
    offsets and the multipliers to the common denominator (all read-only)."""
    from vptrainer.core.engine._kernels import tables as kernels

    n_cat = len(scaled)
    denom = common_denominator(deck)
    offset = np.cumsum([0, *(math.comb(deck, k) for k in range(5))]).astype(np.int64)
    counts = np.zeros((int(offset[4]), n_cat), dtype=np.int32)
    fours = np.zeros((math.comb(deck, 4), n_cat), dtype=np.uint8)
    paysums = np.empty(int(offset[5]), dtype=np.int64)
    kernels.fill_tables(deck, BINOM, offset, cat, scaled, counts, fours, paysums)
    mult = np.array([denom // math.comb(deck - 5, 5 - k) for k in range(6)], dtype=np.int64)
    for arr in (counts, fours, paysums, offset, mult):
        arr.setflags(write=False)
    return counts, fours, paysums, offset, mult


@lru_cache(maxsize=4)
def cached_prepare(table: PayTable) -> PreparedTable:
    """:func:`prepare`, remembering the last few tables (edits often come back to one)."""
    return prepare(table)
