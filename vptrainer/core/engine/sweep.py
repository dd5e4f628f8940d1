"""The exact return as one category's pay varies (the royal, for progressive jackpots).

Every hold's EV is linear in the pay ``x`` of the swept category, ``a + x * b``, so
each deal class's optimal EV is the upper envelope of its 32 lines and the optimal
return is a convex, piecewise linear function of ``x``. One pass over the deal
classes finds every envelope's breakpoints exactly (integer arithmetic); summing
them gives the whole curve as exact pieces ``(A + x * S) / D`` with integer ``A``,
``S`` and ``D``: the breakpoints (pays where the optimal strategy changes), the
return at any pay and the break-even pay, all as fractions. The hands the swept
category pays are those it pays at the table's own pays; ``[dealt]`` bonuses add a
constant share.
"""

from __future__ import annotations

import threading
from bisect import bisect_left, bisect_right
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from fractions import Fraction
from itertools import accumulate, pairwise

import numpy as np
import numpy.typing as npt

from vptrainer.core.combinatorics import BINOM
from vptrainer.core.engine.hold_table import default_chunks
from vptrainer.core.engine.prepared import PreparedTable
from vptrainer.core.engine.suit_classes import suit_classes
from vptrainer.core.errors import Cancelled, VPError

Progress = Callable[[int, int], None]
_CHUNKS = 8  # with progress or a cancel to check; else one parallel run
_CAP = 8  # breakpoints kept per class in the kernel's output (more are recomputed)
_GRID_POINTS = 81


@dataclass(frozen=True)
class SweepResult:
    """The optimal return as the pay of one category varies, exactly.

    ``pays``/``returns`` are a curve to plot: a grid from 0 to four times the current
    pay (or the pays asked for) with every breakpoint inside it, so straight lines
    between the points are the exact curve. ``breakpoints`` are all the pays per coin
    where the optimal strategy changes (the curve bends); between two of them the
    return is the line ``(intercepts[j] + x * slopes[j]) / denominator`` for the
    piece ``j`` that starts at ``breakpoints[j - 1]`` (piece 0 starts at ``valid_from``).

    A hand is paid the listed category that pays most, so the swept category's hands
    are the same only while its pay stays between ``valid_from`` (the best pay those
    hands would get otherwise: a royal below a straight flush's pay is paid as one) and
    ``valid_to`` (the least pay of a line whose hands would switch to the swept one, or
    ``None``). The curve, the breakpoints and the break-even cover that range only.
    """

    key: str  # the swept category
    label: str
    pays: npt.NDArray[np.float64]  # per coin
    returns: npt.NDArray[np.float64]  # per coin bet, optimal play at each pay
    current_pay: float
    break_even: float | None  # the least pay where the return reaches 100%, if any
    current_pay_exact: Fraction
    breakpoints: tuple[Fraction, ...]  # per coin, increasing, all > 0
    intercepts: tuple[int, ...]  # one per piece: len(breakpoints) + 1
    slopes: tuple[int, ...]  # per coin of pay; also the swept category's combinations
    denominator: int
    pay_scale: int  # slopes / pay_scale are the swept category's combinations
    break_even_exact: Fraction | None
    valid_from: Fraction = Fraction(0)
    valid_to: Fraction | None = None

    def piece(self, pay: Fraction | int) -> int:
        """The piece of the curve holding ``pay`` (a breakpoint starts the next piece)."""
        return bisect_right(self.breakpoints, Fraction(pay))

    def return_at(self, pay: Fraction | int | str) -> Fraction:
        """The exact optimal return when the swept category pays ``pay`` per coin."""
        x = self._check_pay(pay)
        j = self.piece(x)
        return (self.intercepts[j] + x * self.slopes[j]) / self.denominator

    def _check_pay(self, pay: Fraction | int | str) -> Fraction:
        x = Fraction(pay)
        if x < self.valid_from or (self.valid_to is not None and x > self.valid_to):
            upper = "" if self.valid_to is None else f" and at most {self.valid_to}"
            raise VPError(
                f"{self.label} at {x} per coin would be paid as another hand; the sweep "
                f"covers pays of at least {self.valid_from}{upper}"
            )
        return x

    def combinations_at(self, pay: Fraction | int | str) -> int:
        """The swept category's combinations (on the analysis' common base) at ``pay``.

        At a breakpoint itself two strategies tie; this is the one just above it.
        """
        return self.slopes[self.piece(self._check_pay(pay))] // self.pay_scale

    @property
    def current_return(self) -> Fraction:
        """The exact return at the current pay (the analysis' return)."""
        return self.return_at(self.current_pay_exact)


@dataclass(frozen=True)
class _Envelopes:
    """The per-class envelopes summed: the line at 0 and the breakpoints in order."""

    intercept0: int
    slope0: int
    numerators: list[int]  # breakpoint x = numerator / denominator (scaled-pay units),
    denominators: list[int]  # reduced, increasing
    rises: list[int]  # the weighted slope rise at each breakpoint
    drops: list[int]  # the weighted intercept fall at each breakpoint


def _envelopes(
    prepared: PreparedTable,
    swept: int,
    progress: Progress | None,
    cancel: threading.Event | None,
) -> _Envelopes:
    from vptrainer.core.engine._kernels import sweep as kernels

    classes = suit_classes(prepared.table.game)
    n = len(classes)
    weight = classes.weight.astype(np.int64)
    args = (
        BINOM,
        prepared.subset_step,
        prepared.subset_paysums,
        prepared.subset_counts,
        prepared.four_counts,
        prepared.hand_category,
        prepared.scaled_pays,
        prepared.hold_multiplier,
        swept,
    )
    intercept0 = 0
    slope0 = 0
    nums: list[npt.NDArray[np.int64]] = []
    dens: list[npt.NDArray[np.int64]] = []
    ws: list[npt.NDArray[np.int64]] = []
    chunks = default_chunks(
        None if progress is None and cancel is None else _CHUNKS, progress, cancel
    )
    bounds = np.linspace(0, n, chunks + 1).astype(np.int64)
    if progress:
        progress(0, n)
    for start, stop in pairwise(bounds):
        if cancel is not None and cancel.is_set():
            raise Cancelled("sweep cancelled")
        size = int(stop - start)
        base_a = np.empty(size, dtype=np.int64)
        base_b = np.empty(size, dtype=np.int64)
        count = np.empty(size, dtype=np.int64)
        ev_num = np.empty((size, _CAP), dtype=np.int64)
        ev_den = np.empty((size, _CAP), dtype=np.int64)
        work = kernels.work_rows(int(start), int(stop))
        kernels.sweep_envelopes(
            classes.cards,
            int(start),
            int(stop),
            *args,
            base_a,
            base_b,
            count,
            ev_num,
            ev_den,
            work,
        )
        w = weight[start:stop]
        intercept0 += _exact_dot(w, base_a)
        slope0 += _exact_dot(w, base_b)
        over = np.flatnonzero(count > _CAP)
        for row in over.tolist():  # more breakpoints than kept: recompute that class alone
            i = int(start) + row
            k = int(count[row])
            wide_num = np.empty((1, 32), dtype=np.int64)
            wide_den = np.empty((1, 32), dtype=np.int64)
            scratch = np.empty(1, dtype=np.int64)
            kernels.sweep_envelopes(
                classes.cards,
                i,
                i + 1,
                *args,
                scratch,
                scratch,
                scratch,
                wide_num,
                wide_den,
                work,
            )
            nums.append(wide_num[0, :k])
            dens.append(wide_den[0, :k])
            ws.append(np.full(k, weight[i], dtype=np.int64))
        kept = np.minimum(count, _CAP)
        kept[over] = 0
        mask = np.arange(_CAP)[None, :] < kept[:, None]
        nums.append(ev_num[mask])
        dens.append(ev_den[mask])
        ws.append(np.broadcast_to(w[:, None], mask.shape)[mask])
        if progress:
            progress(int(stop), n)
    if cancel is not None and cancel.is_set():
        raise Cancelled("sweep cancelled")
    num = np.concatenate(nums)
    den = np.concatenate(dens)
    wt = np.concatenate(ws)
    if num.size == 0:
        return _Envelopes(intercept0, slope0, [], [], [], [])
    g = np.gcd(num, den)
    rn = num // g
    rd = den // g
    order = _exact_order(rn, rd)
    rn, rd, num, den, wt = rn[order], rd[order], num[order], den[order], wt[order]
    starts = np.flatnonzero(np.r_[True, (rn[1:] != rn[:-1]) | (rd[1:] != rd[:-1])])
    return _Envelopes(
        intercept0,
        slope0,
        rn[starts].tolist(),
        rd[starts].tolist(),
        _group_sums(wt, den, starts),
        _group_sums(wt, num, starts),
    )


def _exact_order(num: npt.NDArray[np.int64], den: npt.NDArray[np.int64]) -> npt.NDArray[np.intp]:
    """The order of the reduced fractions ``num / den`` (num >= 0, den > 0), exactly.

    By integer part, then by the fractional part as a float: two different fractions
    with denominators up to 2**24 differ by more than 2**-48, far above a float's
    rounding of a number below 1, so equal floats mean equal fractions.
    """
    if int(den.max()) <= 2**24:
        whole = num // den
        part = (num - whole * den) / den
        return np.lexsort((part, whole))
    keys = [Fraction(int(a), int(b)) for a, b in zip(num.tolist(), den.tolist(), strict=True)]
    return np.array(sorted(range(len(keys)), key=keys.__getitem__), dtype=np.intp)


def _group_sums(
    w: npt.NDArray[np.int64], v: npt.NDArray[np.int64], starts: npt.NDArray[np.intp]
) -> list[int]:
    """``sum(w * v)`` over each run that begins at ``starts``, in exact integers."""
    if int(np.abs(w).max()) * int(np.abs(v).max()) * len(w) < 2**62:
        return [int(x) for x in np.add.reduceat(w * v, starts).tolist()]
    ends = [*starts.tolist()[1:], len(w)]
    return [_exact_dot(w[a:b], v[a:b]) for a, b in zip(starts.tolist(), ends, strict=True)]


def _exact_dot(a: npt.NDArray[np.int64], b: npt.NDArray[np.int64]) -> int:
    """``sum(a * b)`` in Python integers (the int64 products could overflow)."""
    if a.size == 0:
        return 0
    if int(np.abs(a).max()) * int(np.abs(b).max()) * a.size < 2**62:
        return int((a * b).sum())
    return sum(int(x) * int(y) for x, y in zip(a.tolist(), b.tolist(), strict=True))


def pay_sweep(
    prepared: PreparedTable,
    key: str | None = None,
    pays: Sequence[float] | npt.NDArray[np.float64] | None = None,
    *,
    progress: Progress | None = None,
    cancel: threading.Event | None = None,
) -> SweepResult:
    """The exact optimal return of ``prepared``'s table as the pay of ``key`` varies.

    Parameters
    ----------
    key
        The category to vary; default the table's top line (the royal flush).
    pays
        Pays per coin the curve must include; default a grid from 0 to four times
        the current pay. Every breakpoint inside their range is added.
    progress
        Called as ``progress(done, total)`` between chunks of deal classes.
    cancel
        When set, the sweep stops at the next chunk and raises :class:`Cancelled`.
    """
    if not prepared.table.lines:
        raise VPError("the table pays nothing, so there is no pay to vary")
    key = key or prepared.keys[0]
    if key not in prepared.keys[:-1]:
        raise VPError(f"{key!r} is not a category of this table")
    swept = prepared.keys.index(key)
    current = prepared.pays[swept]
    valid_from, valid_to = _valid_range(prepared, swept)
    top = max(float(current), float(valid_from) + 1.0) * 4
    if valid_to is not None:
        top = min(top, float(valid_to))
    xs = (
        np.linspace(float(valid_from), top, _GRID_POINTS)
        if pays is None
        else np.asarray(pays, dtype=np.float64)
    )
    if xs.ndim != 1 or len(xs) == 0 or not np.all(np.isfinite(xs)) or np.any(xs < 0):
        raise VPError("pays to sweep must be a non-empty list of non-negative numbers")
    env = _envelopes(prepared, swept, progress, cancel)
    scale = prepared.pay_scale
    # the kernel's x is in scaled-pay units; a pay per coin is x / scale
    breakpoints = tuple(
        Fraction(n, d * scale) for n, d in zip(env.numerators, env.denominators, strict=True)
    )
    intercepts = list(accumulate((-x for x in env.drops), initial=env.intercept0))
    slopes = list(accumulate((x * scale for x in env.rises), initial=env.slope0 * scale))
    classes = suit_classes(prepared.table.game)
    denominator = classes.deals * prepared.common_denominator * scale
    # [dealt] bonuses do not depend on the hold: a constant share of the return
    dealt_share = prepared.dealt_return * denominator
    if dealt_share.denominator != 1:  # pragma: no cover - the bases are multiples
        raise AssertionError(f"dealt bonuses off the common base: {dealt_share}")
    intercepts = [i + dealt_share.numerator for i in intercepts]
    # keep the pieces inside the valid range; piece 0 then starts at valid_from
    first = bisect_right(breakpoints, valid_from)
    last = len(breakpoints) if valid_to is None else bisect_left(breakpoints, valid_to)
    breakpoints = breakpoints[first:last]
    intercepts = intercepts[first : last + 1]
    slopes = slopes[first : last + 1]
    be = _break_even(valid_from, breakpoints, intercepts, slopes, denominator)
    if be is not None and valid_to is not None and be > valid_to:
        be = None
    # the curve to plot, in floats: the grid with every breakpoint inside it
    bp = np.array([float(b) for b in breakpoints])
    inside = bp[(bp >= xs.min()) & (bp <= xs.max())]
    curve = np.unique(np.concatenate([xs, inside]))
    piece = np.searchsorted(bp, curve, side="right")
    returns = (
        np.array(intercepts, dtype=np.float64)[piece]
        + curve * np.array(slopes, dtype=np.float64)[piece]
    ) / float(denominator)
    return SweepResult(
        key=key,
        label=prepared.labels[swept],
        pays=curve,
        returns=returns,
        current_pay=float(current),
        break_even=None if be is None else float(be),
        current_pay_exact=current,
        breakpoints=breakpoints,
        intercepts=tuple(intercepts),
        slopes=tuple(slopes),
        denominator=denominator,
        pay_scale=scale,
        break_even_exact=be,
        valid_from=valid_from,
        valid_to=valid_to,
    )


def _break_even(
    start: Fraction,
    breakpoints: Sequence[Fraction],
    intercepts: Sequence[int],
    slopes: Sequence[int],
    denominator: int,
) -> Fraction | None:
    """The least pay per coin from ``start`` where the (non-decreasing) return reaches 1."""
    starts = (start, *breakpoints)

    def reached(j: int) -> bool:  # the return at the start of piece j is at least 1
        return intercepts[j] + starts[j] * slopes[j] >= denominator

    if reached(0):
        return start
    lo, hi = 0, len(starts)  # piece lo starts below 1; find the last such piece
    while hi - lo > 1:
        mid = (lo + hi) // 2
        if reached(mid):
            hi = mid
        else:
            lo = mid
    if slopes[lo] <= 0:
        return None
    return Fraction(denominator - intercepts[lo], slopes[lo])


def break_even_pay(prepared: PreparedTable, key: str | None = None) -> Fraction | None:
    """The least pay per coin of ``key`` (default the top line) where the return is 100%."""
    return pay_sweep(prepared, key, [0.0]).break_even_exact


def _valid_range(prepared: PreparedTable, swept: int) -> tuple[Fraction, Fraction | None]:
    """The pays of line ``swept`` over which the same final hands are paid as it.

    Below ``low`` one of its hands would rather be paid as another line it qualifies
    for; above ``high`` hands now paid more as another line would switch to it.
    """
    from vptrainer.core.games.classify import class_to_line, qualification

    table = prepared.table
    q = qualification(table.game, table.lines)
    paid = class_to_line(table.game, table.lines)
    pays = [ln.pays for ln in table.lines]
    members = paid == swept
    low = max(
        (pays[j] for j in range(len(pays)) if j != swept and q[members, j].any()),
        default=Fraction(0),
    )
    movers = q[:, swept] & ~members & (paid < len(pays))
    high = min((pays[j] for j in set(paid[movers].tolist())), default=None)
    return low, high


def valid_range(prepared: PreparedTable, swept: int) -> tuple[Fraction, Fraction | None]:
    """The pays per coin of line ``swept`` (an index into ``prepared.keys``) over which
    its hands stay the same: :attr:`SweepResult.valid_from` and ``valid_to``."""
    return _valid_range(prepared, swept)
