"""The basic strategy of an Ultimate X game, with its multiplier exceptions.

:func:`make_ultimate_x_chart` starts from the base game's generated basic strategy
(:class:`~vptrainer.core.strategy.generator.charts.StrategyMaker`: its atoms and their
order) and re-ranks it as the chain of the total multiplier needs:

1. A hold's Ultimate X value at total multiplier ``M`` is ``M * EV + future``, ``future``
   the expected optimal relative value of the next total multiplier (the solver's
   ``V``). At a few total multipliers (the optimal chain's common ones), the generator's
   order search runs on these values instead of the EVs, starting from the base order:
   each gives the order of the atoms that plays best at that ``M``.
2. Each order's play is a line in ``M`` (its mean EV and mean future); at every state
   the order of the highest line is played (policy improvement under ``V``): bands of
   total multipliers, each with one order.
3. The atoms that keep their relative place in every band are the unconditional
   rules; the others are written once per band, at their place there, with the band's
   condition ("when the total multiplier is at most 14").

The chart is then priced exactly by :func:`~.strategy.evaluate_ultimate_x_strategy`,
beside the optimal return and the base game's chart played as Ultimate X.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass

import numpy as np
import numpy.typing as npt

from vptrainer.core.engine.hold_outcomes import hold_column_sums
from vptrainer.core.engine.hold_table import HoldTable
from vptrainer.core.engine.prepared import cached_prepare
from vptrainer.core.engine.suit_classes import suit_classes
from vptrainer.core.errors import Cancelled, VPError
from vptrainer.core.features.ultimate_x.solver import UltimateXResult, _groups
from vptrainer.core.features.ultimate_x.strategy import (
    UltimateXStrategyResult,
    _powers,
    _spectrum_basis,
    evaluate_ultimate_x_strategy,
    optimal_values,
    single_policy,
    value_weights,
)
from vptrainer.core.features.ultimate_x.strategy_language import (
    MultiplierCondition,
    at_least,
    at_most,
    between,
    parse_ultimate_x_strategy,
)
from vptrainer.core.strategy.generator import model
from vptrainer.core.strategy.generator import rules as rule_sets
from vptrainer.core.strategy.generator.charts import StrategyMaker
from vptrainer.core.strategy.generator.text import rule_text, simplify
from vptrainer.core.strategy.patterns import Kind

Progress = Callable[[int, int], None]
F64 = npt.NDArray[np.float64]
I64 = npt.NDArray[np.int64]
_CHUNK = 2_048  # deal classes per step of the hold values
_PAIRS = 32_768  # holds per step of the transforms
#: The total multipliers the orders are searched at: these quantiles of the optimal chain
_QUANTILES = (0.3, 0.8, 0.97)


@dataclass(frozen=True, eq=False)
class UltimateXChart:
    """A generated Ultimate X chart, its text, and its exact price."""

    text: str
    priced: UltimateXStrategyResult
    base_priced: UltimateXStrategyResult  # the base game's chart played as Ultimate X
    bands: tuple[tuple[int, int], ...]  # total multipliers of each band, lowest first
    exceptions: int  # rules written with a multiplier condition
    seconds: float

    @property
    def expected_return(self) -> float:
        """The chart's exact return under the chain."""
        return self.priced.expected_return

    @property
    def optimal_return(self) -> float:
        """The optimal Ultimate X return."""
        return self.priced.optimal_return


@dataclass(frozen=True, eq=False)
class _HoldValues:
    """Each referenced (class, hold)'s EV and future, as dense (n, 32) arrays."""

    ev: F64  # per coin
    future: F64  # E[V(next M)]; 0 where unreferenced


def _referenced(table: model.AtomTable) -> npt.NDArray[np.bool_]:
    """``(n, 32)``: the holds some atom matches in each deal (and discarding all)."""
    e = table.entries
    n = table.n
    deal_of = np.repeat(np.arange(n), e.cnt)
    acc = np.zeros(n, dtype=np.int64)
    np.bitwise_or.at(acc, deal_of, e.found[: deal_of.shape[0]])
    acc |= 1
    out: npt.NDArray[np.bool_] = ((acc[:, None] >> np.arange(32)) & 1).astype(bool)
    return out


def _hold_values(
    result: UltimateXResult,
    ht: HoldTable,
    wanted: npt.NDArray[np.bool_],
    cancel: threading.Event | None,
) -> _HoldValues:
    game = result.game
    prepared = ht.prepared
    groups = np.asarray(_groups(game), dtype=np.int64)
    g = len(game.values)
    columns = np.zeros((groups.shape[0], g), dtype=np.int64)
    columns[np.arange(groups.shape[0]), groups] = 1
    classes = suit_classes(game.table.game)
    n = len(classes)
    basis, _ = _spectrum_basis(result)
    w_re, w_im = value_weights(result)
    future = np.zeros((n, 32))
    denom = float(prepared.common_denominator)
    for lo in range(0, n, _CHUNK):
        if cancel is not None and cancel.is_set():
            raise Cancelled("Ultimate X chart cancelled")
        hi = min(n, lo + _CHUNK)
        sums = hold_column_sums(prepared, columns, start=lo, stop=hi, classes=classes).sums
        rows, masks = np.nonzero(wanted[lo:hi])
        p = sums[rows, masks].astype(np.float64) / denom
        acc = _powers(p, basis, result.lines)
        future[lo + rows, masks] = acc.real @ w_re + acc.imag @ w_im
    ev = ht.ev.astype(np.float64) / float(ht.denominator)
    return _HoldValues(ev, future)


def _table_at(
    base: model.AtomTable, values: F64, optimal: F64, weight_total: int
) -> model.AtomTable:
    """The atom table with each hold's value ``values`` (scaled to integers) for its EV."""
    peak = float(np.abs(values).max()) + 1.0
    factor = float(2**61) / (peak * weight_total)
    scaled = np.round(values * factor).astype(np.int64)
    e = base.entries
    n = base.n
    deal_of = np.repeat(np.arange(n), e.cnt)
    size = deal_of.shape[0]
    best = np.empty(size, dtype=np.int64)
    worst = np.empty(size, dtype=np.int64)
    bits = np.arange(32)
    for lo in range(0, size, 262_144):
        hi = min(size, lo + 262_144)
        found = ((e.found[lo:hi, None] >> bits) & 1).astype(bool)
        vals = scaled[deal_of[lo:hi]]
        best[lo:hi] = np.where(found, vals, np.iinfo(np.int64).min).max(axis=1)
        worst[lo:hi] = np.where(found, vals, np.iinfo(np.int64).max).min(axis=1)
    entries = model.Entries(e.ptr, e.cnt, e.item[:size], e.found[:size], e.made[:size], best, worst)
    holds = HoldTable(base.holds.prepared, base.holds.classes, scaled, base.holds.denominator)
    return model.AtomTable(
        base.game,
        holds,
        base.atoms,
        entries,
        base.weight,
        scaled[:, 0].copy(),
        np.round(optimal * factor).astype(np.int64),
        1,
    )


def _grid(result: UltimateXResult, single: bool) -> list[float]:
    """The total multipliers the orders are searched at: some quantiles of the optimal
    chain's; for a single chart, its mean (a hold's value is linear in ``M``, so the
    stationary average of the values at every state is the value at the mean)."""
    pi = np.asarray(result.stationary)
    states = np.asarray(result.states)
    if single:
        return [float(pi @ states)]
    cum = np.cumsum(pi)
    picks = {int(states[min(len(states) - 1, int(np.searchsorted(cum, q)))]) for q in _QUANTILES}
    return [float(m) for m in sorted(picks)]


def _play_line(
    table: model.AtomTable, pos: I64, hv: _HoldValues, scaled: I64, weight: F64
) -> tuple[float, float]:
    """An order's play as a line in ``M``: (mean EV, mean future), each deal taking its
    first atom's hold of the highest value (the searched values)."""
    e = table.entries
    n = table.n
    first = _first_entries(e, pos)
    found = np.where(first >= 0, e.found[np.maximum(first, 0)], 1)
    bits = ((found[:, None] >> np.arange(32)) & 1).astype(bool)
    hold = np.where(bits, scaled, np.iinfo(np.int64).min).argmax(axis=1)
    rows = np.arange(n)
    return float(weight @ hv.ev[rows, hold]), float(weight @ hv.future[rows, hold])


def _first_entries(e: model.Entries, pos: I64) -> I64:
    """The entry each deal plays first in the order ``pos`` (-1: none)."""
    size = int(e.cnt.sum())
    deal_of = np.repeat(np.arange(e.cnt.shape[0]), e.cnt)
    rank = pos[e.item[:size]]
    order = np.lexsort((rank, deal_of))
    first = np.full(e.cnt.shape[0], -1, dtype=np.int64)
    if size:
        sorted_deals = deal_of[order]
        starts = np.flatnonzero(np.r_[True, sorted_deals[1:] != sorted_deals[:-1]])
        first[sorted_deals[starts]] = order[starts]
    return first


def _lcs(orders: Sequence[Sequence[int]]) -> set[int]:
    """Atoms in the same relative order in every order (greedily, by the first)."""
    common = list(orders[0])
    for other in orders[1:]:
        a, b = common, list(other)
        table = np.zeros((len(a) + 1, len(b) + 1), dtype=np.int64)
        for i in range(len(a) - 1, -1, -1):
            for j in range(len(b) - 1, -1, -1):
                table[i, j] = (
                    table[i + 1, j + 1] + 1
                    if a[i] == b[j]
                    else max(table[i + 1, j], table[i, j + 1])
                )
        out, i, j = [], 0, 0
        while i < len(a) and j < len(b):
            if a[i] == b[j]:
                out.append(a[i])
                i += 1
                j += 1
            elif table[i + 1, j] >= table[i, j + 1]:
                i += 1
            else:
                j += 1
        common = out
    return set(common)


def merge_orders(
    sequences: Sequence[Sequence[int]],
) -> list[tuple[int, tuple[int, int] | None]]:
    """One list for several orders (one per band of total multipliers): each item an
    atom and the bands it applies in (``(first, last)``, None: every band), such that
    the items of any band, in list order, are exactly that band's order. The atoms in
    the same relative order in every band are written once for all."""
    if not sequences:
        return []
    common = _lcs(sequences) if len(sequences) > 1 else set(sequences[0])
    spine = [a for a in sequences[0] if a in common]
    # each band's other atoms go before the next common atom that follows them there;
    # bands next to each other with the same atoms before a common atom share them
    slots: dict[int | None, list[tuple[int, ...]]] = {}
    for seq in sequences:
        waiting: list[int] = []
        seen: dict[int | None, tuple[int, ...]] = {}
        for a in seq:
            if a in common:
                seen[a] = tuple(waiting)
                waiting = []
            else:
                waiting.append(a)
        seen[None] = tuple(waiting)
        for key in [*spine, None]:
            slots.setdefault(key, []).append(seen.get(key, ()))
    items: list[tuple[int, tuple[int, int] | None]] = []

    def slot_items(key: int | None) -> None:
        # band by band, an atom already written for the bands just before (after the
        # last one matched) has its bands extended; others are written after it
        merged: list[list[int]] = []  # [atom, first band, last band]
        for b, atoms_b in enumerate(slots.get(key, [])):
            at = -1
            for x in atoms_b:
                found = next(
                    (
                        j
                        for j in range(at + 1, len(merged))
                        if merged[j][0] == x and merged[j][2] == b - 1
                    ),
                    -1,
                )
                if found >= 0:
                    merged[found][2] = b
                    at = found
                else:
                    merged.insert(at + 1, [x, b, b])
                    at += 1
        last = len(sequences) - 1
        for x, lo, hi in merged:
            items.append((x, None if (lo, hi) == (0, last) else (lo, hi)))

    for a in spine:
        slot_items(a)
        items.append((a, None))
    slot_items(None)
    return items


def _condition(band: tuple[int, int], states: tuple[int, ...]) -> MultiplierCondition | None:
    lo, hi = band
    if lo <= states[0] and hi >= states[-1]:
        return None
    if lo <= states[0]:
        return at_most(hi)
    if hi >= states[-1]:
        return at_least(lo)
    return between(lo, hi)


def make_ultimate_x_chart(
    result: UltimateXResult,
    *,
    single: bool = False,
    maker: StrategyMaker | None = None,
    progress: Progress | None = None,
    cancel: threading.Event | None = None,
) -> UltimateXChart:
    """The basic strategy of an Ultimate X game with its multiplier exceptions, priced
    exactly (see the module's docstring); with ``single``, one chart for every total
    multiplier (no conditions), ranked by the holds' values at the chain's mean."""
    started = time.perf_counter()
    if not isinstance(result, UltimateXResult):
        raise VPError(f"expected an Ultimate X solution, got {type(result).__name__}")
    game = result.game
    if game.five_coin:
        raise VPError("a chart is made for 10 coins a line on every hand (no 5-coin option)")
    maker = maker if maker is not None else StrategyMaker(cached_prepare(game.table))
    if maker.table != game.table:
        raise VPError("the strategy maker belongs to another pay table")

    def step(done: int) -> None:
        if progress:
            progress(done, 100)
        if cancel is not None and cancel.is_set():
            raise Cancelled("Ultimate X chart cancelled")

    base_rules = maker.basic_atom_rules(cancel=cancel)
    step(20)
    atoms = maker.atoms()
    ht = maker.holds
    hv = _hold_values(result, ht, _referenced(atoms), cancel)
    step(45)
    start, cand_ev, cand_future, _ = optimal_values(result, cancel)
    weight = atoms.weight.astype(np.float64) / float(atoms.weight.sum())
    n_atoms = len(atoms.atoms)
    base_pos = np.empty(n_atoms, dtype=np.int64)
    base_order = [a for r in base_rules for a in r]
    rest = [a for a in range(n_atoms) if a not in set(base_order)]
    base_pos[base_order + rest] = np.arange(n_atoms)
    grid = _grid(result, single)
    orders: list[I64] = []
    lines_of: list[tuple[float, float]] = []
    for j, m in enumerate(grid):
        values = m * hv.ev + hv.future
        optimal = np.maximum.reduceat(m * cand_ev + cand_future, start[:-1])
        table = _table_at(atoms, values, optimal, int(atoms.weight.sum()))
        pos = model.search_order(table, table.entries, base_pos, n_atoms, max_block=3)
        orders.append(pos)
        lines_of.append(_play_line(table, pos, hv, table.holds.ev, weight))
        step(45 + 35 * (j + 1) // len(grid))
    # the order of the highest line at each state: bands of total multipliers
    states = result.states
    line_values = np.asarray(lines_of)  # (orders, 2): mean EV, mean future
    best_of = [int(np.argmax(line_values[:, 0] * m + line_values[:, 1])) for m in states]
    bands: list[tuple[int, int, int]] = []
    for m, o in zip(states, best_of, strict=True):
        if bands and bands[-1][2] == o:
            bands[-1] = (bands[-1][0], m, o)
        else:
            bands.append((m, m, o))
    sequences = []
    for _, _, o in bands:
        order = [int(a) for a in np.argsort(orders[o], kind="stable")]
        nothing = next(i for i in order if atoms.atoms[i].kind is Kind.NOTHING)
        sequences.append(order[: order.index(nothing) + 1])
    title = "single strategy" if single else "basic strategy"
    text = _chart_text(result, maker, base_rules, sequences, [(a, b) for a, b, _ in bands], title)
    ux = parse_ultimate_x_strategy(text, maker.game, game.lines, source="generated chart")
    step(85)
    priced = evaluate_ultimate_x_strategy(result, ux, base_game=False, cancel=cancel)
    base_text = _chart_text(
        result, maker, base_rules, [base_order], [(states[0], states[-1])], "base chart"
    )
    base_ux = parse_ultimate_x_strategy(base_text, maker.game, game.lines, source="base chart")
    base_priced = evaluate_ultimate_x_strategy(result, base_ux, base_game=False, cancel=cancel)
    step(100)
    single_price, _ = single_policy(result, cancel=cancel)
    final_text = _with_header(text, priced, base_priced, single_price.expected_return)
    return UltimateXChart(
        final_text,
        priced,
        base_priced,
        tuple((a, b) for a, b, _ in bands),
        sum(1 for c in ux.conditions if c),
        time.perf_counter() - started,
    )


def _chart_text(
    result: UltimateXResult,
    maker: StrategyMaker,
    base_rules: rule_sets.Rules,
    sequences: list[list[int]],
    bands: list[tuple[int, int]],
    title: str,
) -> str:
    """The rules in order: common atoms unconditional, the others once per band with its
    condition; neighbours of one base rule and one condition joined as that rule."""
    atoms = maker.atoms()
    game = maker.game
    items = merge_orders(sequences)
    rule_of_atom = {a: r for r, rule in enumerate(base_rules) for a in rule}
    groups: list[tuple[list[int], tuple[int, int] | None]] = []
    for a, b in items:
        r = rule_of_atom.get(a, -1 - a)
        if groups and groups[-1][1] == b and rule_of_atom.get(groups[-1][0][-1]) == r:
            groups[-1][0].append(a)
        else:
            groups.append(([a], b))
    out = [
        f"name: {result.game.table.name} Ultimate X {result.lines}-line {title} "
        "(generated by vptrainer)",
        f"game: {result.game.table.name}",
        "",
    ]
    for i, (group, b) in enumerate(groups, start=1):
        line = f"{i}. {rule_text(simplify([atoms.atoms[a] for a in group], game), game)}"
        cond = None if b is None else _condition((bands[b[0]][0], bands[b[1]][1]), result.states)
        if cond is not None:
            line += " " + cond.text()
        out.append(line)
    return "\n".join(out) + "\n"


def _with_header(
    text: str, priced: UltimateXStrategyResult, base: UltimateXStrategyResult, single: float
) -> str:
    lines = text.splitlines()
    r = priced.result
    head = [
        f"# Ultimate X, {r.lines} line{'s' if r.lines > 1 else ''}, {r.game.multipliers.name}",
        f"# Return of this chart {priced.expected_return * 100:.4f}% (exact under the chain "
        f"of the total multiplier); optimal play {priced.optimal_return * 100:.4f}%; "
        f"cost {priced.cost * 100:.4f}%",
        f"# The base game's chart without the conditions returns "
        f"{base.expected_return * 100:.4f}% here; the base game's optimal holds "
        f"{r.base_strategy_return * 100:.4f}%; the best single hold per deal for every "
        f"multiplier {single * 100:.4f}%",
        "# A rule with a condition applies only at those total multipliers (the sum of the "
        "lines' multipliers).",
    ]
    return "\n".join(lines[:2] + head + lines[2:]) + "\n"
