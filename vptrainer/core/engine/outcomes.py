"""What the optimal hold of every deal draws to: the final-hand distribution per deal.

The analysis keeps only the totals (and each class's best hold); multi-play needs
each deal's own distribution, because the lines of one round share the deal and
the hold. :func:`optimal_outcomes` computes it on demand with a kernel (tens of
milliseconds) and groups the deal classes whose distributions are equal (about
1,300 groups for Jacks or Better, 11,000 for Deuces Wild).
"""

from __future__ import annotations

import threading
import weakref
from collections.abc import Callable
from dataclasses import dataclass
from fractions import Fraction

import numpy as np
import numpy.typing as npt

from vptrainer.core.engine.analysis import AnalysisResult
from vptrainer.core.engine.hold_table import hold_category_counts
from vptrainer.core.engine.prepared import PreparedTable, cached_prepare

Progress = Callable[[int, int], None]
_CACHE: weakref.WeakKeyDictionary[AnalysisResult, OptimalOutcomes] = weakref.WeakKeyDictionary()
_LOCK = threading.Lock()


@dataclass(frozen=True, eq=False)
class OptimalOutcomes:
    """The final-hand categories of the optimal hold, by groups of alike deals.

    ``rows[g, k] / per_deal`` is the probability that one line of a deal in group
    ``g`` ends in category ``k`` (the table's lines in paying order, then nothing);
    ``deals[g]`` is how many of the ``total_deals`` deals are in group ``g``.
    """

    keys: tuple[str, ...]
    pays: tuple[Fraction, ...]
    rows: npt.NDArray[np.int64]  # (groups, categories), each row sums to per_deal
    deals: npt.NDArray[np.int64]  # (groups,)
    per_deal: int
    total_deals: int

    @property
    def groups(self) -> int:
        """How many distinct distributions there are."""
        return int(self.rows.shape[0])

    def probabilities(self) -> npt.NDArray[np.float64]:
        """``rows / per_deal`` as floats."""
        return self.rows / float(self.per_deal)

    def weights(self) -> npt.NDArray[np.float64]:
        """Each group's share of the deals, as floats."""
        return self.deals / float(self.total_deals)


def optimal_outcomes(
    result: AnalysisResult,
    prepared: PreparedTable | None = None,
    *,
    progress: Progress | None = None,
    cancel: threading.Event | None = None,
) -> OptimalOutcomes:
    """The per-deal final-hand distribution of ``result``'s optimal holds.

    Remembered for as long as ``result`` lives. ``prepared`` saves preparing the
    table again when the caller has it.
    """
    with _LOCK:
        cached = _CACHE.get(result)
    if cached is not None:
        return cached
    if prepared is None or prepared.table != result.table:
        prepared = cached_prepare(result.table)
    classes = result.strategy.classes
    n_cat = len(prepared.pays)
    rows = hold_category_counts(
        prepared, result.strategy.best_hold, progress=progress, cancel=cancel
    )
    # group equal rows: view each row as one opaque value so np.unique sorts 1-D
    row_view = np.ascontiguousarray(rows).view(np.dtype((np.void, rows.itemsize * n_cat)))
    _, first, inverse = np.unique(row_view.ravel(), return_index=True, return_inverse=True)
    deals = np.bincount(inverse.ravel(), weights=classes.weight).round().astype(np.int64)
    grouped = rows[first]
    for arr in (grouped, deals):
        arr.setflags(write=False)
    found = OptimalOutcomes(
        keys=prepared.keys,
        pays=prepared.pays,
        rows=grouped,
        deals=deals,
        per_deal=prepared.common_denominator,
        total_deals=classes.deals,
    )
    with _LOCK:
        _CACHE[result] = found
    return found
