"""Every hold of every deal: the exact EVs of all 32 holds of each suit class.

What a strategy (a ranked list of hold patterns, or another game's optimal holds)
is priced with: :func:`hold_table` gives the 134,459 x 32 EV numerators of a pay
table over its common denominator, and :func:`hold_category_counts` the final-hand
distribution of one chosen hold per deal class, on the same base as the analysis.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from dataclasses import dataclass
from functools import cached_property, lru_cache
from itertools import pairwise

import numpy as np
import numpy.typing as npt

from vptrainer.core.combinatorics import BINOM
from vptrainer.core.engine.prepared import PreparedTable
from vptrainer.core.engine.suit_classes import SuitClasses, suit_classes
from vptrainer.core.errors import Cancelled

Progress = Callable[[int, int], None]

POPCOUNT = np.array([bin(m).count("1") for m in range(32)], dtype=np.int64)
POPCOUNT.setflags(write=False)


@dataclass(frozen=True, eq=False)
class HoldTable:
    """The exact EV of every hold of every deal class of a pay table.

    ``ev[i, m]`` is the EV of hold ``m`` (a 5-bit mask over the ascending cards of
    class ``i``'s representative, ``classes.cards[i]``) as a numerator over
    ``denominator``: the expected pay per coin bet is ``ev[i, m] / denominator``.
    """

    prepared: PreparedTable
    classes: SuitClasses
    ev: npt.NDArray[np.int64]  # (classes, 32)
    denominator: int  # common denominator times the pay scale

    @cached_property
    def best_ev(self) -> npt.NDArray[np.int64]:
        """The optimal EV numerator of each deal class."""
        best: npt.NDArray[np.int64] = self.ev.max(axis=1)
        best.setflags(write=False)
        return best

    def total(self, holds: npt.NDArray[np.integer]) -> int:
        """Sum over every deal of the EV numerator of ``holds[class]``, exactly."""
        chosen = self.ev[np.arange(len(self.classes)), holds.astype(np.int64)]
        return weighted_total(chosen, self.classes.weight)

    @property
    def optimal_total(self) -> int:
        """Sum over every deal of its optimal EV numerator, exactly."""
        return weighted_total(self.best_ev, self.classes.weight)

    @property
    def total_denominator(self) -> int:
        """The denominator of :meth:`total`: the deals times :attr:`denominator`."""
        return self.classes.deals * self.denominator


def weighted_total(values: npt.NDArray[np.int64], weights: npt.NDArray[np.integer]) -> int:
    """``sum(values * weights)`` as an exact Python integer, whatever the magnitudes.

    Values are split into 31-bit parts, and weights must be below 2**31, so that no
    int64 product or sum of up to 2**31 terms overflows.
    """
    v = values.astype(np.int64)
    w = weights.astype(np.int64)
    return _non_negative_total(np.maximum(v, 0), w) - _non_negative_total(np.maximum(-v, 0), w)


def _non_negative_total(v: npt.NDArray[np.int64], w: npt.NDArray[np.int64]) -> int:
    total = 0
    shift = 0
    while v.any():
        total += int(((v & np.int64((1 << 31) - 1)) * w).sum()) << shift
        v = v >> np.int64(31)
        shift += 31
    return total


def default_chunks(
    chunks: int | None, progress: Progress | None, cancel: threading.Event | None
) -> int:
    """How many parallel runs a loop over the deal classes is cut into: ``chunks`` when
    given, else 4 when there is progress to show or a cancel to check, else 1 (each
    run ends waiting for its slowest thread, long when the machine is busy)."""
    if chunks is not None:
        return max(1, chunks)
    return 1 if progress is None and cancel is None else 4


def _chunks(n: int, chunks: int) -> list[tuple[int, int]]:
    bounds = np.linspace(0, n, max(1, chunks) + 1).astype(np.int64)
    return [(int(a), int(b)) for a, b in pairwise(bounds)]


def hold_table(
    prepared: PreparedTable,
    *,
    progress: Progress | None = None,
    cancel: threading.Event | None = None,
    chunks: int | None = None,
) -> HoldTable:
    """The exact EVs of all 32 holds of every deal class of ``prepared``'s table.

    Parameters
    ----------
    prepared
        A pay table prepared with :func:`~vptrainer.core.engine.prepared.prepare`.
    progress
        Called as ``progress(done, total)`` between chunks of deal classes.
    cancel
        When set, the work stops at the next chunk and raises :class:`Cancelled`.
    """
    from vptrainer.core.engine._kernels import deals as kernels

    classes = suit_classes(prepared.table.game)
    n = len(classes)
    ev = np.empty((n, 32), dtype=np.int64)
    if progress:
        progress(0, n)
    for start, stop in _chunks(n, default_chunks(chunks, progress, cancel)):
        if cancel is not None and cancel.is_set():
            raise Cancelled("hold table cancelled")
        kernels.deal_hold_values(
            classes.cards,
            start,
            stop,
            BINOM,
            prepared.subset_step,
            prepared.subset_paysums,
            prepared.hand_category,
            prepared.scaled_pays,
            prepared.hold_multiplier,
            ev,
            kernels.work_rows(start, stop),
        )
        if progress:
            progress(stop, n)
    ev += deal_bonus(prepared, classes)[:, None]
    ev.setflags(write=False)
    return HoldTable(prepared, classes, ev, prepared.common_denominator * prepared.pay_scale)


def deal_bonus(prepared: PreparedTable, classes: SuitClasses) -> npt.NDArray[np.int64]:
    """Each deal class's ``[dealt]`` bonus in EV units (the common denominator times the
    pay scale): the same for every hold, so it is in every hold's EV. Zeros without any."""
    if prepared.dealt_category is None or prepared.dealt_scaled is None:
        return np.zeros(len(classes), dtype=np.int64)
    bonus: npt.NDArray[np.int64] = prepared.dealt_scaled[
        prepared.dealt_category[classes.colex]
    ].astype(np.int64)
    return bonus * (prepared.common_denominator * prepared.pay_scale)


@lru_cache(maxsize=3)
def cached_hold_table(prepared: PreparedTable) -> HoldTable:
    """:func:`hold_table`, remembering the last few prepared tables (34 MB each)."""
    return hold_table(prepared)


def hold_category_counts(
    prepared: PreparedTable,
    holds: npt.NDArray[np.integer],
    *,
    rows: npt.NDArray[np.integer] | None = None,
    progress: Progress | None = None,
    cancel: threading.Event | None = None,
    chunks: int | None = None,
) -> npt.NDArray[np.int64]:
    """Per-category final hands of one chosen hold per deal class.

    Parameters
    ----------
    prepared
        The prepared pay table.
    holds
        ``holds[k]`` is a 5-bit mask over the ascending cards of the representative of
        class ``rows[k]`` (as in :class:`HoldTable`).
    rows
        The deal classes to count, every class in order when omitted.

    Returns
    -------
    ``counts[k, q]``: final hands of category ``q`` (the table's lines, then nothing),
    times the common denominator over the hold's draws, so every row sums to the
    common denominator. Weighted by the class sizes and summed, they are the
    category combinations of the analysis.
    """
    from vptrainer.core.engine._kernels import deals as kernels

    classes = suit_classes(prepared.table.game)
    n = len(classes)
    index = np.arange(n, dtype=np.int64) if rows is None else np.asarray(rows, dtype=np.int64)
    if index.ndim != 1 or (index.size and (int(index.min()) < 0 or int(index.max()) >= n)):
        raise ValueError(f"rows must be deal classes 0..{n - 1}")
    masks = np.asarray(holds)
    if masks.shape != index.shape:
        raise ValueError(f"expected {index.size} holds, one per deal class, got {masks.shape}")
    if masks.size and (int(masks.min()) < 0 or int(masks.max()) > 31):
        raise ValueError("a hold is a mask 0..31")
    masks = masks.astype(np.uint8)
    m = index.size
    out = np.empty((m, len(prepared.pays)), dtype=np.int64)
    if progress:
        progress(0, m)
    for start, stop in _chunks(m, default_chunks(chunks, progress, cancel) if m > 4096 else 1):
        if cancel is not None and cancel.is_set():
            raise Cancelled("category counts cancelled")
        kernels.chosen_hold_counts(
            classes.cards,
            index,
            masks,
            start,
            stop,
            BINOM,
            prepared.subset_step,
            prepared.subset_counts,
            prepared.four_counts,
            prepared.hand_category,
            prepared.hold_multiplier,
            out,
            kernels.work_rows(start, stop),
        )
        if progress:
            progress(stop, m)
    return out


def category_combinations(prepared: PreparedTable, holds: npt.NDArray[np.integer]) -> list[int]:
    """Final hands per category over every deal when each class plays ``holds[class]``.

    On the analysis's base: they sum to the deals times the common denominator.
    """
    counts = hold_category_counts(prepared, holds)
    weight = suit_classes(prepared.table.game).weight
    return [weighted_total(counts[:, q], weight) for q in range(counts.shape[1])]
