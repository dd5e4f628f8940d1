"""The return as one category's pay varies (the royal, for progressive jackpots).

For each pay on a grid the strategy is re-optimised, so the curve is the exact
optimal return (convex and increasing in the pay). The break-even pay, where the
return reaches 100%, is found by Newton's method on that convex curve, which
converges from either side in a few steps. The hands the swept category pays are
those it pays at the table's own pays; ``[dealt]`` bonuses add their constant share.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from itertools import pairwise

import numpy as np
import numpy.typing as npt

from vptrainer.core.combinatorics import BINOM
from vptrainer.core.engine import _kernels as kernels
from vptrainer.core.engine.prepared import PreparedTable
from vptrainer.core.engine.suit_classes import suit_classes
from vptrainer.core.errors import Cancelled, VPError

Progress = Callable[[int, int], None]
_CHUNKS = 16


@dataclass(frozen=True)
class SweepResult:
    """Optimal return for each pay of one category."""

    key: str  # the swept category
    label: str
    pays: npt.NDArray[np.float64]  # per coin
    returns: npt.NDArray[np.float64]  # per coin bet, optimal play at each pay
    current_pay: float
    break_even: float | None  # the pay where the return is exactly 1, if any


def _evaluate(
    prepared: PreparedTable,
    swept: int,
    xs: npt.NDArray[np.float64],
    progress: Progress | None,
    cancel: threading.Event | None,
    done: int,
    total: int,
) -> tuple[npt.NDArray[np.float64], npt.NDArray[np.float64]]:
    """Returns and the swept category's probability, for each pay in ``xs``."""
    classes = suit_classes(prepared.table.game)
    n = len(classes)
    weight = classes.weight.astype(np.float64)
    scaled_xs = np.asarray(xs, dtype=np.float64) * prepared.pay_scale
    base_sum = np.zeros(len(xs))
    count_sum = np.zeros(len(xs))
    c, p = prepared.counts, prepared.paysums
    bounds = np.linspace(0, n, _CHUNKS + 1).astype(np.int64)
    for k, (start, stop) in enumerate(pairwise(bounds)):
        if cancel is not None and cancel.is_set():
            raise Cancelled("sweep cancelled")
        size = int(stop - start)
        best_base = np.empty((size, len(xs)), dtype=np.int64)
        best_count = np.empty((size, len(xs)), dtype=np.int64)
        kernels.sweep_deals(
            classes.cards,
            int(start),
            int(stop),
            BINOM,
            prepared.hand_category,
            prepared.scaled_pays,
            p[4],
            p[3],
            p[2],
            p[1],
            p[0],
            c[4],
            c[3],
            c[2],
            c[1],
            c[0],
            prepared.multiplier,
            swept,
            scaled_xs,
            best_base,
            best_count,
        )
        w = weight[start:stop, None]
        base_sum += (w * best_base).sum(axis=0)
        count_sum += (w * best_count).sum(axis=0)
        if progress:
            progress(done + (k + 1) * len(xs), total)
    denom = float(classes.deals * prepared.common_denominator)
    returns = (base_sum / prepared.pay_scale + np.asarray(xs) * count_sum) / denom
    return returns + float(prepared.dealt_return), count_sum / denom


def break_even_pay(
    prepared: PreparedTable,
    key: str,
    *,
    start: float | None = None,
    cancel: threading.Event | None = None,
) -> float | None:
    """The pay of category ``key`` at which the optimal return is exactly 100%."""
    swept = prepared.keys.index(key)
    x = float(prepared.pays[swept]) if start is None else start
    for _ in range(30):
        ret, prob = _evaluate(prepared, swept, np.array([x]), None, cancel, 0, 1)
        if prob[0] <= 0:
            return None
        step = (ret[0] - 1.0) / prob[0]
        x_next = max(0.0, x - step)
        if abs(x_next - x) < 1e-7:
            return float(x_next)
        x = float(x_next)
    return x


def pay_sweep(
    prepared: PreparedTable,
    key: str | None = None,
    pays: Sequence[float] | npt.NDArray[np.float64] | None = None,
    *,
    progress: Progress | None = None,
    cancel: threading.Event | None = None,
) -> SweepResult:
    """Optimal return of ``prepared``'s table as the pay of ``key`` varies.

    Parameters
    ----------
    key
        The category to vary; default the table's top line (the royal flush).
    pays
        The pays per coin to evaluate; default 0 to four times the current pay.
    """
    if not prepared.table.lines:
        raise VPError("the table pays nothing, so there is no pay to vary")
    key = key or prepared.keys[0]
    if key not in prepared.keys[:-1]:
        raise VPError(f"{key!r} is not a category of this table")
    swept = prepared.keys.index(key)
    current = float(prepared.pays[swept])
    xs = (
        np.linspace(0.0, max(current, 1.0) * 4, 81)
        if pays is None
        else np.asarray(pays, dtype=np.float64)
    )
    if xs.ndim != 1 or len(xs) == 0 or not np.all(np.isfinite(xs)) or np.any(xs < 0):
        raise VPError("pays to sweep must be a non-empty list of non-negative numbers")
    total = len(xs) * _CHUNKS
    returns, _ = _evaluate(prepared, swept, xs, progress, cancel, 0, total)
    above = np.flatnonzero(returns >= 1.0)
    start = float(xs[above[0]]) if above.size else float(xs[-1])
    break_even = break_even_pay(prepared, key, start=start, cancel=cancel)
    return SweepResult(
        key=key,
        label=prepared.labels[swept],
        pays=xs,
        returns=returns,
        current_pay=current,
        break_even=break_even,
    )
