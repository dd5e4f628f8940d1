"""Turning points: where each line of a strategy chart moves as a progressive grows.

A chart is played rule by rule: a deal plays the first rule that fits it. When the
royal (or another line: a quad, a straight flush) pays more, the holds that can make
it gain, and a hand class lower in the chart can become the better play on the deals
an upper one takes. The units are the strategy language's hand classes: each pattern
of each rule (a rule such as ``royal flush | straight flush | four of a kind`` holds
three; its deals are told apart by the first of its patterns they fit). For every
pair ``A`` above ``B`` (``A`` of the rule a deal plays, ``B`` of a rule below) this
module sums, over the deals the chart plays by ``A`` that ``B`` also fits, what
playing ``B``'s hold instead gains, exactly, as a function of the line's pay ``x``
per coin::

    G(x) = sum over those deals of weight * (EV of B's hold - EV of the chart's hold)

Every hold's EV is linear in ``x`` (the exact sweep's lines, see
:mod:`~vptrainer.core.engine.hold_lines`); a rule that fits several holds of a deal is
read for the player (its best hold at ``x``, as :func:`evaluate_strategy` reads it), so
``G`` is piecewise linear. Each pay where ``G`` changes sign is a *change*: from there
``B`` moves **up** above ``A`` (the deals both fit are worth more played by ``B``) or
moves back **down** below it. What ignoring a change costs at a pay is ``G`` there, as
a share of the return per coin bet. The changes are given relative to the chart as
generated (or given) at the table's own pays; :meth:`TurningPoints.chart_return_at`
and :meth:`TurningPoints.optimal_return_at` price the chart and optimal play at any
pay, exactly.

Relies on the strategy package's public API only: :class:`StrategyMaker`'s basic
chart (``Chart.strategy``, ``Chart.rules[i].text``), the rule model (``Rule.patterns``,
:func:`pattern_text`), :func:`compile_strategy` and :func:`play_strategy`
(``Play.rule`` and ``Play.matched``: every hold a rule fits in every deal class).
"""

from __future__ import annotations

import dataclasses
import threading
from bisect import bisect_right
from collections.abc import Callable
from dataclasses import dataclass
from fractions import Fraction
from typing import Literal

import numpy as np
import numpy.typing as npt

from vptrainer.core.engine.hold_lines import HoldLines, hold_lines
from vptrainer.core.engine.hold_table import weighted_total
from vptrainer.core.engine.prepared import PreparedTable, cached_prepare
from vptrainer.core.errors import Cancelled, VPError
from vptrainer.core.games.paytable import PayTable
from vptrainer.core.strategy.language import Strategy
from vptrainer.core.strategy.matching import compile_strategy, play_strategy
from vptrainer.core.strategy.patterns import Rule, pattern_text

Progress = Callable[[int, int], None]
Direction = Literal["up", "down"]
NOTHING_TEXT = "discard everything"  # what a deal no rule fits plays
_I64 = 2**62
_CHUNK = 65_536


@dataclass(frozen=True)
class HandClass:
    """One pattern of a chart's rule: the unit that moves."""

    rule: int  # 0-based position of its rule in the chart (len(rules): none fits)
    pattern: int  # its place in the rule
    text: str  # the rule's text when the rule has one pattern, else the pattern's


@dataclass(frozen=True)
class Change:
    """One turning point: from ``pay`` up, hand class ``rule`` moves ``direction`` past
    hand class ``other`` (of a rule above it) on the deals the chart plays by
    ``other``: "up", it is played first from here; "down", back below."""

    rule: int  # index into TurningPoints.classes of the hand class that moves
    other: int  # the one it passes
    rule_text: str
    other_text: str
    rule_line: int  # 0-based chart positions of their rules
    other_line: int
    pay: Fraction  # per coin of the line, where it happens
    direction: Direction
    deals: int  # deals the chart plays by ``other`` that ``rule`` fits too


@dataclass(frozen=True)
class _Gain:
    """``G`` of one pair of rules: line ``k`` (``(intercepts[k] + x * slopes[k])``, over
    the lines' total denominator) holds from ``starts[k]`` on."""

    starts: tuple[Fraction, ...]
    intercepts: tuple[int, ...]
    slopes: tuple[int, ...]
    deals: int

    def at(self, x: Fraction) -> Fraction:
        k = max(0, bisect_right(self.starts, x) - 1)
        return self.intercepts[k] + x * self.slopes[k]


@dataclass(frozen=True, eq=False)
class TurningPoints:
    """The turning points of one chart on one table, as one line's pay varies."""

    table: PayTable
    key: str  # the line whose pay varies
    label: str
    pay: Fraction  # the table's own pay of it, per coin
    low: Fraction  # the pays the changes were looked for in
    high: Fraction
    strategy: Strategy
    rule_texts: tuple[str, ...]
    classes: tuple[HandClass, ...]  # every pattern of every rule, in chart order
    changes: tuple[Change, ...]  # by pay, then by the rules' places
    lines: HoldLines
    first_rule: npt.NDArray[np.int64]  # the rule each deal class plays (len: none fits)
    first_holds: npt.NDArray[np.uint32]  # every hold that rule fits (bit m: hold m)
    first_class: npt.NDArray[np.int64]  # the hand class each deal class is played by
    gains: dict[tuple[int, int], _Gain] = dataclasses.field(repr=False)
    incidences: _Incidences = dataclasses.field(repr=False)

    @property
    def total_denominator(self) -> int:
        """The denominator of a sum over deals: deals times the EV denominator."""
        return self.lines.total_denominator

    def gain(self, change: Change, pay: Fraction | int | str) -> Fraction:
        """What playing ``change.rule`` before ``change.other`` gains at ``pay`` on the
        deals both fit, as a share of the return per coin bet (negative: it loses)."""
        g = self.gains[(change.other, change.rule)]
        return g.at(Fraction(pay)) / self.total_denominator

    def cost_at(self, change: Change, pay: Fraction | int | str) -> Fraction:
        """What ignoring ``change`` costs at ``pay`` (a share of the return per coin
        bet): nothing below its pay; above it, what the move gains there."""
        x = Fraction(pay)
        if x < change.pay:
            return Fraction(0)
        gained = self.gain(change, x)
        return max(Fraction(0), gained if change.direction == "up" else -gained)

    def due(self, pay: Fraction | int | str) -> tuple[Change, ...]:
        """The changes that have happened at ``pay`` (and not been undone since)."""
        x = Fraction(pay)
        latest: dict[tuple[int, int], Change] = {}
        for c in self.changes:
            if c.pay <= x:
                latest[(c.other, c.rule)] = c
        return tuple(
            c for c in self.changes if latest.get((c.other, c.rule)) is c and self.cost_at(c, x) > 0
        )

    def changes_of(self, line: int) -> tuple[Change, ...]:
        """The changes of the chart's rule ``line`` (0-based): its hand classes moving
        past one above, or one below moving past them, by pay."""
        return tuple(c for c in self.changes if line in (c.rule_line, c.other_line))

    def chart_return_at(self, pay: Fraction | int | str) -> Fraction:
        """The chart's exact return (each deal's first rule, read for the player) when
        the line pays ``pay`` per coin."""
        x = self._check(pay)
        lines = self.lines
        none = self.first_rule == len(self.rule_texts)
        masks = np.where(none, np.uint32(1), self.first_holds)
        a, b = _best_lines(lines, np.arange(len(masks)), masks, x)
        return self._total(a, b, x)

    def guide_return_at(self, pay: Fraction | int | str) -> Fraction:
        """The exact return of the chart with every change due at ``pay`` (see
        :meth:`due`) applied: a deal whose hand class has moved below another that fits
        it plays the first such class instead (read for the player)."""
        x = self._check(pay)
        moved = {(c.other, c.rule) for c in self.due(x) if c.direction == "up"}
        inc = self.incidences
        none = self.first_rule == len(self.rule_texts)
        masks = np.where(none, np.uint32(1), self.first_holds)
        if moved:
            upper = self.first_class[inc.cls]
            width = len(self.classes)
            pair = upper * width + inc.unit
            wanted = np.isin(pair, np.array([u * width + v for u, v in moved], dtype=np.int64))
            sel = np.flatnonzero(wanted)
            # the first such class in the chart for each deal (incidences are by class)
            order = sel[np.lexsort((inc.unit[sel], inc.cls[sel]))]
            firsts = order[np.r_[True, inc.cls[order][1:] != inc.cls[order][:-1]]]
            masks = masks.copy()
            masks[inc.cls[firsts]] = inc.masks[firsts]
        a, b = _best_lines(self.lines, np.arange(len(masks)), masks, x)
        return self._total(a, b, x)

    def optimal_return_at(self, pay: Fraction | int | str) -> Fraction:
        """The return of optimal play when the line pays ``pay`` per coin (the sweep's)."""
        x = self._check(pay)
        n = len(self.first_rule)
        a, b = _best_lines(self.lines, np.arange(n), np.full(n, 0xFFFFFFFF, np.uint32), x)
        return self._total(a, b, x)

    def _total(self, a: npt.NDArray[np.int64], b: npt.NDArray[np.int64], x: Fraction) -> Fraction:
        w = self.lines.classes.weight
        return (weighted_total(a, w) + x * weighted_total(b, w)) / self.total_denominator

    def _check(self, pay: Fraction | int | str) -> Fraction:
        x = Fraction(pay)
        lines = self.lines
        if x < lines.valid_from or (lines.valid_to is not None and x > lines.valid_to):
            upper = "" if lines.valid_to is None else f" and at most {lines.valid_to}"
            raise VPError(
                f"{self.label} at {x} per coin would be paid as another hand; pays from "
                f"{lines.valid_from}{upper} keep its hands"
            )
        return x


def _bit_index(masks: npt.NDArray[np.uint32]) -> npt.NDArray[np.int64]:
    """The index of the one set bit of each mask."""
    return np.log2(masks.astype(np.float64)).astype(np.int64)


def _best_lines(
    lines: HoldLines, rows: npt.NDArray[np.int64], masks: npt.NDArray[np.uint32], x: Fraction
) -> tuple[npt.NDArray[np.int64], npt.NDArray[np.int64]]:
    """For each ``rows[k]``, the line ``(a, b)`` of the best hold among ``masks[k]`` just
    above pay ``x`` (the highest EV at ``x``, then the steeper), exactly."""
    rows = np.asarray(rows, dtype=np.int64)
    masks = np.asarray(masks, dtype=np.uint32)
    a_out = np.empty(len(rows), dtype=np.int64)
    b_out = np.empty(len(rows), dtype=np.int64)
    single = (masks & (masks - np.uint32(1))) == 0
    idx = np.flatnonzero(single)
    m = _bit_index(masks[idx])
    a_out[idx] = lines.a[rows[idx], m]
    b_out[idx] = lines.b[rows[idx], m]
    multi = np.flatnonzero(~single)
    n, d = x.numerator, x.denominator
    bits = (np.uint32(1) << np.arange(32, dtype=np.uint32))[None, :]
    big = int(np.abs(lines.a).max()) * d + int(np.abs(lines.b).max()) * abs(n)
    for start in range(0, len(multi), _CHUNK):
        part = multi[start : start + _CHUNK]
        r = rows[part]
        a = lines.a[r]
        b = lines.b[r]
        fits = (masks[part, None] & bits) != 0
        if big < _I64:
            value = a * d + b * n
            top = np.where(fits, value, np.iinfo(np.int64).min).max(axis=1)
            best = fits & (value == top[:, None])
        else:  # exact in Python integers
            value_o = a.astype(object) * d + b.astype(object) * n
            value_o = np.where(fits, value_o, None)
            top_o = [max(v for v in row if v is not None) for row in value_o]
            best = fits & (value_o == np.array(top_o, dtype=object)[:, None])
        choice = np.where(best, b, np.iinfo(np.int64).min).argmax(axis=1)
        a_out[part] = a[np.arange(len(part)), choice]
        b_out[part] = b[np.arange(len(part)), choice]
    return a_out, b_out


def _envelope_events(
    a: npt.NDArray[np.int64], b: npt.NDArray[np.int64], mask: int, low: Fraction, high: Fraction
) -> list[tuple[Fraction, int, int]]:
    """Where the best of the holds in ``mask`` changes in ``(low, high]``: each
    ``(x, change of a, change of b)``."""
    holds = [m for m in range(32) if mask >> m & 1]

    def key(m: int, x: Fraction) -> tuple[Fraction, int]:
        return (int(a[m]) + x * int(b[m]), int(b[m]))

    current = max(holds, key=lambda m: key(m, low))
    out: list[tuple[Fraction, int, int]] = []
    x = low
    while True:
        a0, b0 = int(a[current]), int(b[current])
        nxt: tuple[Fraction, int, int] | None = None
        for m in holds:
            bm = int(b[m])
            if bm <= b0:
                continue
            cross = Fraction(a0 - int(a[m]), bm - b0)
            if nxt is None or (cross, -bm) < (nxt[0], -nxt[1]):
                nxt = (cross, bm, m)
        if nxt is None or nxt[0] > high:
            return out
        cross, _, m = nxt
        cross = max(cross, x)
        out.append((cross, int(a[m]) - a0, int(b[m]) - b0))
        current, x = m, cross


def class_holds(
    strategy: Strategy,
    lines: HoldLines,
    *,
    progress: Progress | None = None,
    cancel: threading.Event | None = None,
) -> tuple[list[tuple[int, int]], list[npt.NDArray[np.uint32]]]:
    """Every hold each hand class (each pattern of each rule) fits, in every deal class
    (bit ``m``: hold ``m``), whether or not a rule above fits too, as its rule plays it
    (a rule holding a made hand whole drops the parts of it its other patterns fit).
    Each rule is played alone, and each pattern of a rule of several. Returns the
    ``(rule, pattern)`` of each hand class and their holds."""
    units: list[tuple[int, int]] = []
    out: list[npt.NDArray[np.uint32]] = []
    total = sum(1 + (len(r.patterns) if len(r.patterns) > 1 else 0) for r in strategy.rules)
    done = 0

    def fits(rule: Rule) -> npt.NDArray[np.uint32]:
        nonlocal done
        if cancel is not None and cancel.is_set():
            raise Cancelled("turning points cancelled")
        alone = dataclasses.replace(strategy, rules=(rule,))
        play = play_strategy(compile_strategy(alone, check=False), lines.holds, chunks=1)
        done += 1
        if progress:
            progress(done, total)
        return np.where(play.rule >= 0, play.matched, 0).astype(np.uint32)  # unmatched: 0

    for r, rule in enumerate(strategy.rules):
        whole = fits(rule)
        if len(rule.patterns) == 1:
            units.append((r, 0))
            out.append(whole)
            continue
        for j, pattern in enumerate(rule.patterns):
            part = dataclasses.replace(rule, patterns=(pattern,), optional=frozenset())
            units.append((r, j))
            out.append(fits(part) & whole)
    return units, out


_Fits = tuple[list[tuple[int, int]], list[npt.NDArray[np.uint32]]]
_KEPT: dict[tuple[Strategy, int], tuple[object, _Fits]] = {}
_KEPT_MAX = 2  # 30 MB each for 52 cards
_KEPT_LOCK = threading.Lock()


def _kept_class_holds(
    strategy: Strategy,
    lines: HoldLines,
    progress: Progress | None,
    cancel: threading.Event | None,
) -> _Fits:
    """:func:`class_holds`, remembered for the last few charts (which holds a pattern
    fits depends on the deals, never on the pays: every table of a game shares them,
    and a guide asked again for another range or line plays nothing again)."""
    classes = lines.classes  # one object per game (suit_classes is cached)
    key = (strategy, id(classes))
    with _KEPT_LOCK:
        kept = _KEPT.get(key)
    if kept is not None and kept[0] is classes:
        if progress:
            progress(1, 1)
        return kept[1]
    found = class_holds(strategy, lines, progress=progress, cancel=cancel)
    with _KEPT_LOCK:
        while len(_KEPT) >= _KEPT_MAX:
            _KEPT.pop(next(iter(_KEPT)))
        _KEPT[key] = (classes, found)
    return found


def _stage(progress: Progress | None, lo: int, hi: int) -> Progress | None:
    """A progress callback for one stage, mapped into ``lo..hi`` of 1000."""
    if progress is None:
        return None

    def report(done: int, total: int) -> None:
        progress(lo + (hi - lo) * done // max(1, total), 1000)

    return report


def turning_points(
    table: PayTable | PreparedTable,
    *,
    key: str | None = None,
    strategy: Strategy | None = None,
    rule_texts: tuple[str, ...] | None = None,
    low: Fraction | int | str | None = None,
    high: Fraction | int | str | None = None,
    progress: Progress | None = None,
    cancel: threading.Event | None = None,
) -> TurningPoints:
    """Every change of place of a chart's hand classes as the pay of ``key`` (default
    the table's top line, the royal) goes from ``low`` (default the table's pay) to
    ``high`` (default four times it, within the pays that keep the line's hands).

    ``strategy`` is the chart (default the table's generated basic strategy; a chart
    the caller keeps, ``StrategyMaker.basic()``, is passed as ``chart.strategy``: its
    rule texts are the chart's); ``rule_texts`` name its rules (default each rule's
    text). ``progress(done, total)`` is called as the chart is made and as each of its
    hand classes is played; a set ``cancel`` raises :class:`Cancelled`.
    """
    prepared = table if isinstance(table, PreparedTable) else cached_prepare(table)
    lines = hold_lines(prepared, key)
    if strategy is None:
        from vptrainer.core.strategy.generator.charts import StrategyMaker

        maker = StrategyMaker(prepared, holds=lines.holds)
        chart = maker.basic(progress=_stage(progress, 0, 600), cancel=cancel)
        progress = _stage(progress, 600, 1000)
        strategy = chart.strategy
        if rule_texts is None:
            rule_texts = tuple(r.text for r in chart.rules)
    texts = rule_texts if rule_texts is not None else strategy.rule_texts()
    if len(texts) != len(strategy.rules):
        raise ValueError("one text per rule")
    lo = lines.pay if low is None else Fraction(low)
    hi = lines.pay * 4 if high is None else Fraction(high)
    if lines.valid_to is not None:
        hi = min(hi, lines.valid_to)
    if lo < lines.valid_from or hi <= lo:
        raise VPError(
            f"the pays to look at must rise from at least {lines.valid_from} per coin; "
            f"got {lo} to {hi}"
        )
    n_rules = len(strategy.rules)
    units, fits = _kept_class_holds(strategy, lines, progress, cancel)
    game = strategy.game
    classes = tuple(
        HandClass(
            r,
            j,
            texts[r]
            if len(strategy.rules[r].patterns) == 1
            else pattern_text(strategy.rules[r].patterns[j], game),
        )
        for r, j in units
    )
    classes = (*classes, HandClass(n_rules, 0, NOTHING_TEXT))
    unit_rule = np.array([u.rule for u in classes], dtype=np.int64)
    n = len(lines.classes)
    n_units = len(units)
    first_unit = np.full(n, n_units, dtype=np.int64)  # the first class fitting each deal
    for u in range(n_units - 1, -1, -1):
        first_unit[fits[u] != 0] = u
    first = unit_rule[first_unit]
    first_holds = np.zeros(n, dtype=np.uint32)  # every hold the first rule fits
    for u in range(n_units):
        here = first == units[u][0]
        first_holds[here] |= fits[u][here]
    if cancel is not None and cancel.is_set():
        raise Cancelled("turning points cancelled")
    none = first == n_rules
    played = np.where(none, np.uint32(1), first_holds)
    gains, incidences = _gains(lines, fits, unit_rule, first_unit, played, lo, hi)
    changes = []
    for (upper, lower), gain in gains.items():
        for pay, direction in _sign_changes(gain, lo, hi):
            changes.append(
                Change(
                    rule=lower,
                    other=upper,
                    rule_text=classes[lower].text,
                    other_text=classes[upper].text,
                    rule_line=classes[lower].rule,
                    other_line=classes[upper].rule,
                    pay=pay,
                    direction=direction,
                    deals=gain.deals,
                )
            )
    changes.sort(key=lambda c: (c.pay, c.other_line, c.rule_line, c.other, c.rule))
    return TurningPoints(
        table=prepared.table,
        key=lines.key,
        label=lines.label,
        pay=lines.pay,
        low=lo,
        high=hi,
        strategy=strategy,
        rule_texts=tuple(texts),
        classes=classes,
        changes=tuple(changes),
        lines=lines,
        first_rule=first,
        first_holds=first_holds,
        first_class=first_unit,
        gains=gains,
        incidences=incidences,
    )


@dataclass(frozen=True, eq=False)
class _Incidences:
    """Each deal class a hand class of a lower rule fits (with its holds), once per
    distinct set of holds."""

    cls: npt.NDArray[np.int64]
    unit: npt.NDArray[np.int64]
    masks: npt.NDArray[np.uint32]


def _gains(
    lines: HoldLines,
    fits: list[npt.NDArray[np.uint32]],
    unit_rule: npt.NDArray[np.int64],
    first_unit: npt.NDArray[np.int64],
    played: npt.NDArray[np.uint32],
    low: Fraction,
    high: Fraction,
) -> tuple[dict[tuple[int, int], _Gain], _Incidences]:
    """``G`` of every pair (the hand class a deal is played by, a hand class of a rule
    below that fits it too) sharing a deal, from ``low`` on. ``played``: every hold the
    rule a deal plays fits (the chart reads the best of them)."""
    n_units = len(fits)
    first = unit_rule[first_unit]
    weight = lines.classes.weight.astype(np.int64)
    # the chart's line in each class at low, and where it changes up to high
    all_rows = np.arange(len(first), dtype=np.int64)
    fa, fb = _best_lines(lines, all_rows, played, low)
    fa_hi, fb_hi = _best_lines(lines, all_rows, played, high)
    first_moves = {
        int(c): _envelope_events(lines.a[c], lines.b[c], int(played[c]), low, high)
        for c in np.flatnonzero((fa != fa_hi) | (fb != fb_hi)).tolist()
    }
    cls_parts, unit_parts = [], []
    for u in range(n_units):
        here = fits[u]
        rows = np.flatnonzero((here != 0) & (first < unit_rule[u]) & (here != played))
        cls_parts.append(rows)
        unit_parts.append(np.full(len(rows), u, dtype=np.int64))
    cls = np.concatenate(cls_parts)
    unit = np.concatenate(unit_parts)
    masks = np.empty(len(cls), dtype=np.uint32)
    for u in range(n_units):
        sel = unit == u
        masks[sel] = fits[u][cls[sel]]
    # where several classes below fit a deal with the same holds, the first of them
    # (the one a player reaches first) stands for them all
    order = np.lexsort((unit, masks, cls))
    keep = np.r_[
        True, (cls[order][1:] != cls[order][:-1]) | (masks[order][1:] != masks[order][:-1])
    ]
    kept = np.sort(order[keep])
    cls, unit, masks = cls[kept], unit[kept], masks[kept]
    ra, rb = _best_lines(lines, cls, masks, low)
    ra_hi, rb_hi = _best_lines(lines, cls, masks, high)
    width = n_units + 1
    pair = first_unit[cls] * width + unit
    w = weight[cls]
    da = (ra - fa[cls]) * w
    db = (rb - fb[cls]) * w
    order = np.argsort(pair, kind="stable")
    pair_sorted = pair[order]
    starts = np.flatnonzero(np.r_[True, pair_sorted[1:] != pair_sorted[:-1]])
    ends = [*starts[1:].tolist(), len(order)]
    events: dict[int, list[tuple[Fraction, int, int]]] = {}
    for k in np.flatnonzero((ra != ra_hi) | (rb != rb_hi)).tolist():
        c = int(cls[k])
        wk = int(w[k])
        for x, dax, dbx in _envelope_events(lines.a[c], lines.b[c], int(masks[k]), low, high):
            events.setdefault(int(pair[k]), []).append((x, wk * dax, wk * dbx))
    if first_moves:
        moved = np.flatnonzero(np.isin(cls, np.fromiter(first_moves, dtype=np.int64)))
        for k in moved.tolist():
            c = int(cls[k])
            wk = int(w[k])
            for x, dax, dbx in first_moves[c]:
                events.setdefault(int(pair[k]), []).append((x, -wk * dax, -wk * dbx))
    out: dict[tuple[int, int], _Gain] = {}
    for s, e in zip(starts.tolist(), ends, strict=True):
        idx = order[s:e]
        p = int(pair_sorted[s])
        xs = [low]
        ints = [_exact_sum(da[idx])]
        slopes = [_exact_sum(db[idx])]
        for x, dax, dbx in sorted(events.get(p, ()), key=lambda t: t[0]):
            if x == xs[-1]:
                ints[-1] += dax
                slopes[-1] += dbx
            else:
                xs.append(x)
                ints.append(ints[-1] + dax)
                slopes.append(slopes[-1] + dbx)
        out[(p // width, p % width)] = _Gain(
            tuple(xs), tuple(ints), tuple(slopes), int(weight[cls[idx]].sum())
        )
    return out, _Incidences(cls, unit, masks)


def _exact_sum(values: npt.NDArray[np.int64]) -> int:
    if values.size == 0:
        return 0
    if int(np.abs(values).max()) * values.size < _I64:
        return int(values.sum())
    return sum(int(v) for v in values.tolist())


def _sign_changes(gain: _Gain, low: Fraction, high: Fraction) -> list[tuple[Fraction, Direction]]:
    """Where ``G`` turns positive ("up") or back ("down") in ``(low, high)``."""
    out: list[tuple[Fraction, Direction]] = []

    def positive_after(k: int, x: Fraction) -> bool:  # G > 0 just above x on line k
        v = gain.intercepts[k] + x * gain.slopes[k]
        return v > 0 or (v == 0 and gain.slopes[k] > 0)

    state = positive_after(0, low)
    ends = [*gain.starts[1:], high]
    for k, (start, end) in enumerate(zip(gain.starts, ends, strict=True)):
        if start >= high:
            break
        if k > 0 and positive_after(k, start) != state:  # it crosses zero at a kink
            state = not state
            out.append((start, "up" if state else "down"))
        slope = gain.slopes[k]
        if slope == 0:
            continue
        root = Fraction(-gain.intercepts[k], slope)
        if start < root < min(end, high) and (slope > 0) != state:
            state = slope > 0
            out.append((root, "up" if state else "down"))
    return out
