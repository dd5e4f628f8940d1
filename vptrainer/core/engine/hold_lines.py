"""Every hold's EV as a line in one category's pay (the royal, for progressives).

A hold's EV is ``a + x * b`` in the pay ``x`` per coin of the swept category: ``b``
counts its final hands of that category, ``a`` is its EV without them. For every
deal class :func:`hold_lines` gives the 32 lines exactly (what the turning points of a
strategy are found from); :func:`deal_turning_points` gives one deal's lines and the
pays where its best hold changes (the upper envelope of its 32 lines), with the hold
before and after and their EV there.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction
from functools import lru_cache

import numpy as np
import numpy.typing as npt

from vptrainer.core.engine.hold_table import HoldTable, cached_hold_table
from vptrainer.core.engine.holds import hold_evs
from vptrainer.core.engine.prepared import PreparedTable, cached_prepare
from vptrainer.core.engine.suit_classes import SuitClasses
from vptrainer.core.errors import VPError


@dataclass(frozen=True, eq=False)
class HoldLines:
    """The EV of every hold of every deal class as a line in one category's pay.

    ``(a[i, m] + x * b[i, m]) / denominator`` is the EV per coin bet of hold ``m`` of
    class ``i`` (masks as in :class:`~vptrainer.core.engine.hold_table.HoldTable`) when
    the category ``key`` pays ``x`` per coin; ``holds`` is the table's own hold table
    (at ``pay``).
    """

    key: str
    label: str
    pay: Fraction  # the table's pay of the category, per coin
    holds: HoldTable
    a: npt.NDArray[np.int64]  # (classes, 32)
    b: npt.NDArray[np.int64]  # (classes, 32)
    denominator: int
    valid_from: Fraction  # the pays over which the category's hands stay the same
    valid_to: Fraction | None

    @property
    def classes(self) -> SuitClasses:
        """The deal classes."""
        return self.holds.classes

    @property
    def total_denominator(self) -> int:
        """Deals times :attr:`denominator`: a weighted sum over deals over it is a
        share of the return per coin bet."""
        return self.holds.total_denominator


def _category(prepared: PreparedTable, key: str | None) -> int:
    if not prepared.table.lines:
        raise VPError("the table pays nothing, so there is no pay to vary")
    key = key or prepared.keys[0]
    if key not in prepared.keys[:-1]:
        raise VPError(f"{key!r} is not a category of this table")
    return prepared.keys.index(key)


def _other_pay(prepared: PreparedTable, swept: int) -> tuple[Fraction, Fraction, Fraction | None]:
    """A second pay one coin away from the table's, inside the range where the swept
    category's hands stay the same, and that range."""
    from vptrainer.core.engine.sweep import valid_range

    low, high = valid_range(prepared, swept)
    pay = prepared.pays[swept]
    for other in (pay + 1, pay - 1):
        if other >= low and other >= 0 and (high is None or other <= high):
            return other, low, high
    raise VPError(
        f"{prepared.labels[swept]} pays {pay} per coin, less than one coin away from "
        "the pays where its hands would be paid as another line: there is no room to vary it"
    )


@lru_cache(maxsize=2)
def hold_lines(prepared: PreparedTable, key: str | None = None) -> HoldLines:
    """Every hold's EV on every deal class as a line in the pay of ``key`` (default
    the top line): two hold tables, at the table's pay and one coin away."""
    swept = _category(prepared, key)
    other, low, high = _other_pay(prepared, swept)
    pay = prepared.pays[swept]
    holds = cached_hold_table(prepared)
    moved = cached_prepare(prepared.table.with_pay(prepared.keys[swept], other))
    if moved.pay_scale != prepared.pay_scale:  # pragma: no cover - whole coins apart
        raise AssertionError("the pay scale moved with a whole coin")
    ev0 = holds.ev
    ev1 = cached_hold_table(moved).ev
    b = (ev1 - ev0) if other > pay else (ev0 - ev1)
    # a = ev0 - pay * b, whole: pay * b = (pay * scale) * count
    scaled = pay * prepared.pay_scale
    if scaled.denominator != 1:  # pragma: no cover - the scale makes every pay whole
        raise AssertionError("a pay the scale does not make whole")
    a = ev0 - (int(scaled) * (b // prepared.pay_scale))
    for arr in (a, b):
        arr.setflags(write=False)
    return HoldLines(
        prepared.keys[swept],
        prepared.labels[swept],
        pay,
        holds,
        a,
        b,
        holds.denominator,
        low,
        high,
    )


@dataclass(frozen=True)
class DealTurn:
    """Where one deal's best hold changes as the swept category's pay grows."""

    pay: Fraction  # per coin
    before: tuple[int, ...]  # the best hold just below (cards, in the deal's order)
    after: tuple[int, ...]  # and just above
    ev: Fraction  # per coin, of both there


def deal_turning_points(
    prepared: PreparedTable,
    deal: Sequence[int] | str,
    key: str | None = None,
    *,
    low: Fraction | int | None = None,
    high: Fraction | int | None = None,
) -> tuple[DealTurn, ...]:
    """The pays (per coin) of ``key`` (default the top line) where ``deal``'s best hold
    changes, from ``low`` (default the least valid pay) to ``high`` (default none),
    exactly. A hold that ties the best at a pay wins from there only if it then stays
    ahead."""
    swept = _category(prepared, key)
    other, valid_from, valid_to = _other_pay(prepared, swept)
    pay = prepared.pays[swept]
    moved = cached_prepare(prepared.table.with_pay(prepared.keys[swept], other))
    here = hold_evs(prepared, deal)
    there = hold_evs(moved, deal)
    lines: dict[int, tuple[Fraction, Fraction, tuple[int, ...]]] = {}
    for h in here.holds:
        slope = (there.hold(h.mask).ev - h.ev) / (other - pay)
        lines[h.mask] = (h.ev - pay * slope, slope, h.held)
    start = Fraction(valid_from if low is None else low)
    stop = valid_to if high is None else Fraction(high)
    if valid_to is not None and stop is not None:
        stop = min(stop, valid_to)

    def value(mask: int, x: Fraction) -> Fraction:
        a, b, _ = lines[mask]
        return a + x * b

    # the best at ``start`` (ties: the steeper, which stays ahead just above)
    current = max(lines, key=lambda m: (value(m, start), lines[m][1], -m))
    out: list[DealTurn] = []
    x = start
    while True:
        a0, b0, _ = lines[current]
        nxt: tuple[Fraction, Fraction, int] | None = None
        for m, (a, b, _) in lines.items():
            if b <= b0:
                continue
            cross = (a0 - a) / (b - b0)
            if cross < x:  # pragma: no cover - the current line is on top at x
                continue
            if nxt is None or (cross, -b) < (nxt[0], -nxt[1]):
                nxt = (cross, b, m)
        if nxt is None or (stop is not None and nxt[0] > stop):
            break
        cross, _, m = nxt
        out.append(DealTurn(cross, lines[current][2], lines[m][2], value(m, cross)))
        current, x = m, cross
    return tuple(out)
