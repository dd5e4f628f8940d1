"""The generator's model of a table: every candidate pattern's value in every deal.

:func:`atom_table` plays each atom (a candidate pattern) alone on every deal class:
the holds it matches and their best and worst EV, as a sparse table by deal. A
strategy is then an order of rules (sets of atoms); a deal plays its first matching
rule and takes the best of the rule's holds (or, read against the player, the
worst), a made hand held whole winning over its parts, as
:mod:`vptrainer.core.strategy.matching` plays it. Totals are exact integers over the
hold table's total denominator; the searches add values scaled to fit int64 sums.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from itertools import pairwise

import numpy as np
import numpy.typing as npt

from vptrainer.core.engine.hold_table import HoldTable, weighted_total
from vptrainer.core.errors import Cancelled
from vptrainer.core.strategy.game import Game
from vptrainer.core.strategy.generator import _kernels as k
from vptrainer.core.strategy.generator import _order as ko
from vptrainer.core.strategy.generator.vocabulary import Vocabulary
from vptrainer.core.strategy.matching import compile_patterns, straight_tables
from vptrainer.core.strategy.patterns import Kind, Pattern

Progress = Callable[[int, int], None]
I64 = npt.NDArray[np.int64]
_NO_HIGH = 99
_INT64_SAFE = 2**62
_WIDTH = 24  # entries per deal in the kernels' buffers (more: a second pass)


@dataclass(frozen=True, eq=False)
class Entries:
    """A sparse table by deal: entries ``ptr[d]:ptr[d] + cnt[d]`` of deal ``d``."""

    ptr: I64
    cnt: I64
    item: I64
    found: I64
    made: I64
    best: I64
    worst: I64

    @property
    def size(self) -> int:
        """Entries in use."""
        return int(self.cnt.sum())

    def values(self, worst: bool) -> I64:
        """The best (or the worst) EV of each entry."""
        return self.worst if worst else self.best


@dataclass(frozen=True, eq=False)
class AtomTable:
    """Every atom's holds and values on every deal class of one table."""

    game: Game
    holds: HoldTable
    atoms: tuple[Pattern, ...]
    entries: Entries
    weight: I64  # deals in each class
    none_value: I64  # EV of discarding everything, per class
    optimal: I64  # optimal EV, per class
    scale: int  # search values are EVs // scale (1 when the sums fit int64)

    @property
    def n(self) -> int:
        """Deal classes."""
        return int(self.weight.shape[0])

    @property
    def nothing(self) -> int:
        """The atom "discard everything"."""
        return next(i for i, p in enumerate(self.atoms) if p.kind is Kind.NOTHING)

    def search_values(self, values: I64) -> I64:
        """EVs as the searches add them up (exact when ``scale`` is 1)."""
        return values if self.scale == 1 else values // self.scale


def kernel_game(game: Game) -> tuple[npt.NDArray[np.int8], int, I64, I64]:
    win, gaps = straight_tables()
    return game.wild_flags(), _NO_HIGH if game.high_min is None else game.high_min, win, gaps


Fill = Callable[[I64, I64, list[I64]], None]  # rows, counts, five (rows, width) outputs


def _chunk(fill: Fill, rows: I64, width: int, wide: int) -> tuple[I64, list[I64]]:
    """The entries of the deals ``rows`` as compact arrays, by ``fill``."""
    n = rows.shape[0]
    cnt = np.empty(n, dtype=np.int64)
    arrays = [np.empty((n, width), dtype=np.int64) for _ in range(5)]
    fill(rows, cnt, arrays)
    keep = np.arange(width)[None, :] < cnt[:, None]
    out = [a[keep] for a in arrays]
    over = np.flatnonzero(cnt < 0)
    if not over.size:
        return cnt, out
    # a few deals have more entries than the buffer: again, with room for all
    more_cnt, more = _chunk(fill, rows[over], wide, wide)
    cnt[over] = more_cnt
    deal_of = np.repeat(np.arange(n), cnt)
    slot = ~np.isin(deal_of, over)
    merged = []
    for a, extra in zip(out, more, strict=True):
        m = np.empty(deal_of.shape[0], dtype=np.int64)
        m[slot] = a
        m[~slot] = extra
        merged.append(m)
    return cnt, merged


def _entries(
    fill: Fill,
    n: int,
    wide: int,
    progress: Progress | None,
    cancel: threading.Event | None,
    rows: I64 | None = None,
    chunks: int = 8,
) -> Entries:
    index = np.arange(n, dtype=np.int64) if rows is None else rows
    m = index.shape[0]
    bounds = [int(b) for b in np.linspace(0, m, max(1, chunks) + 1)]
    if progress:
        progress(0, m)
    counts: list[I64] = []
    parts: list[list[I64]] = []
    for start, stop in pairwise(bounds):
        if cancel is not None and cancel.is_set():
            raise Cancelled("strategy generation cancelled")
        cnt, out = _chunk(fill, index[start:stop], min(_WIDTH, wide), wide)
        counts.append(cnt)
        parts.append(out)
        if progress:
            progress(stop, m)
    cnt = np.concatenate(counts)
    ptr = np.zeros(m + 1, dtype=np.int64)
    np.cumsum(cnt, out=ptr[1:])
    columns = [np.concatenate([p[j] for p in parts]) for j in range(5)]
    return Entries(ptr, cnt, *columns)


def atom_entries(
    voc: Vocabulary,
    holds: HoldTable,
    *,
    progress: Progress | None = None,
    cancel: threading.Event | None = None,
) -> Entries:
    """Every atom of ``voc`` on every deal class, each family matched once per deal."""
    pats, tests = compile_patterns([f.coarse for f in voc.families], voc.game)
    wild, high_min, win, gaps = kernel_game(voc.game)

    def fill(rows: I64, cnt: I64, out: list[I64]) -> None:
        k.atom_chunk(
            holds.classes.cards,
            rows,
            wild,
            high_min,
            win,
            gaps,
            pats,
            tests,
            voc.feat,
            voc.add,
            voc.size,
            voc.offset,
            voc.lookup,
            voc.made,
            holds.ev,
            cnt,
            *out,
        )

    return _entries(fill, len(holds.classes), len(voc.atoms), progress, cancel)


def pattern_entries(
    game: Game,
    holds: HoldTable,
    patterns: Sequence[Pattern],
    rows: I64 | None = None,
    *,
    progress: Progress | None = None,
    cancel: threading.Event | None = None,
) -> Entries:
    """Each pattern played alone on the deal classes ``rows`` (all when None): deal
    ``i`` of the result is ``rows[i]``."""
    pats, tests = compile_patterns(patterns, game)
    wild, high_min, win, gaps = kernel_game(game)

    def fill(rows_: I64, cnt: I64, out: list[I64]) -> None:
        k.pattern_chunk(
            holds.classes.cards, rows_, wild, high_min, win, gaps, pats, tests, holds.ev, cnt, *out
        )

    return _entries(fill, len(holds.classes), len(patterns), progress, cancel, rows)


def merge_entries(a: Entries, b: Entries, offset: int) -> Entries:
    """Both tables' entries of each deal, ``b``'s items shifted by ``offset`` (the
    result packed: its entries deal after deal, from the first)."""
    n = a.cnt.shape[0]
    cnt = a.cnt + b.cnt
    ptr = np.zeros(n + 1, dtype=np.int64)
    np.cumsum(cnt, out=ptr[1:])
    size = int(ptr[-1])
    out = [np.empty(size, dtype=np.int64) for _ in range(5)]
    k.merge_tables(
        a.ptr, a.cnt, a.item, a.found, a.made, a.best, a.worst,
        b.ptr, b.cnt, b.item, b.found, b.made, b.best, b.worst,
        offset, ptr, *out,
    )  # fmt: skip
    return Entries(ptr, cnt, *out)


def compact(entries: Entries, keep: npt.NDArray[np.bool_], n_items: int) -> tuple[Entries, I64]:
    """Only the entries of the items kept, renumbered; and each item's new number."""
    new_index = np.full(n_items, -1, dtype=np.int64)
    kept = np.flatnonzero(keep)
    new_index[kept] = np.arange(kept.shape[0])
    cnt = k.kept_counts(entries.ptr, entries.cnt, entries.item, new_index)
    ptr = np.zeros(cnt.shape[0] + 1, dtype=np.int64)
    np.cumsum(cnt, out=ptr[1:])
    out = [np.empty(int(ptr[-1]), dtype=np.int64) for _ in range(5)]
    k.kept_entries(
        entries.ptr, entries.cnt, entries.item, entries.found, entries.made, entries.best,
        entries.worst, new_index, ptr, *out,
    )  # fmt: skip
    return Entries(ptr, cnt, *out), new_index


def atom_table(
    voc: Vocabulary,
    holds: HoldTable,
    *,
    progress: Progress | None = None,
    cancel: threading.Event | None = None,
) -> AtomTable:
    """Every atom on every deal class, keeping only atoms that are some deal's optimal
    play (and discarding everything, the last resort)."""
    entries = atom_entries(voc, holds, progress=progress, cancel=cancel)
    weight = holds.classes.weight.astype(np.int64)
    optimal = holds.best_ev
    deal_of = np.repeat(np.arange(len(weight)), entries.cnt)
    keep = np.zeros(len(voc.atoms), dtype=bool)
    keep[np.unique(entries.item[entries.best == optimal[deal_of]])] = True
    keep[[i for i, p in enumerate(voc.atoms) if p.kind is Kind.NOTHING]] = True
    pruned, _ = compact(entries, keep, len(voc.atoms))
    peak = int(np.abs(holds.ev).max(initial=1)) + 1
    scale = max(1, -(-peak * int(weight.sum()) // _INT64_SAFE))
    return AtomTable(
        voc.game,
        holds,
        tuple(p for p, kept in zip(voc.atoms, keep, strict=True) if kept),
        pruned,
        weight,
        holds.ev[:, 0].astype(np.int64),
        optimal,
        scale,
    )


def with_patterns(table: AtomTable, patterns: Sequence[Pattern]) -> AtomTable:
    """The table with more items: ``patterns`` played alone, after the atoms."""
    return with_entries(table, patterns, pattern_entries(table.game, table.holds, patterns))


def with_entries(table: AtomTable, patterns: Sequence[Pattern], extra: Entries) -> AtomTable:
    """The table with more items, ``patterns``, whose entries ``extra`` are computed."""
    return AtomTable(
        table.game,
        table.holds,
        (*table.atoms, *patterns),
        merge_entries(table.entries, extra, len(table.atoms)),
        table.weight,
        table.none_value,
        table.optimal,
        table.scale,
    )


def exact_total(table: AtomTable, entries: Entries, pos: I64, *, worst: bool = False) -> int:
    """Sum over every deal of its first item's EV numerator, exactly."""
    first = ko.first_entries(entries.ptr, entries.cnt, entries.item, pos)
    chosen = entries.values(worst)[np.maximum(first, 0)]
    values = np.where(first >= 0, chosen, table.none_value)
    return weighted_total(values, table.weight)


def search_order(
    table: AtomTable,
    entries: Entries,
    pos: I64,
    n_items: int,
    *,
    worst: bool = False,
    max_passes: int = 50,
    max_block: int = 4,
    inverted: tuple[I64, I64, I64] | None = None,
) -> I64:
    """The order (``pos[item]``) after moves of single items and of runs of up to
    ``max_block`` neighbours, each adding to the total, until none does (``inverted``:
    the entries by item, :func:`k.invert`, when the caller has them)."""
    if inverted is None:
        inverted = k.invert(entries.ptr, entries.cnt, entries.item, n_items)
    item_ptr, item_entries, item_deals = inverted
    pos = pos.astype(np.int64).copy()
    values = table.search_values(entries.values(worst))
    none = table.search_values(table.none_value)
    for _ in range(max_passes):
        ko.insertion_search(
            entries.ptr,
            entries.cnt,
            entries.item,
            values,
            table.weight,
            none,
            item_ptr,
            item_entries,
            item_deals,
            pos,
            max_passes,
        )
        moved = 0
        for length in range(2, max_block + 1):
            moved += ko.block_search(
                entries.ptr,
                entries.cnt,
                entries.item,
                values,
                table.weight,
                item_ptr,
                item_entries,
                item_deals,
                pos,
                length,
            )
        if not moved:
            break
    return pos


def initial_order(table: AtomTable) -> I64:
    """Atoms by the mean EV of the deals they play best, highest first (``pos``)."""
    e = table.entries
    deal_of = np.repeat(np.arange(table.n), e.cnt)
    is_best = e.best[: deal_of.shape[0]] == table.optimal[deal_of]
    w = table.weight[deal_of].astype(np.float64)
    n_atoms = len(table.atoms)
    items = e.item[: deal_of.shape[0]]
    values = e.best[: deal_of.shape[0]]
    total = np.bincount(items[is_best], weights=(w * values)[is_best], minlength=n_atoms)
    mass = np.bincount(items[is_best], weights=w[is_best], minlength=n_atoms)
    mean = np.where(mass > 0, total / np.maximum(mass, 1), -np.inf)
    order = np.argsort(-mean, kind="stable")
    pos = np.empty(n_atoms, dtype=np.int64)
    pos[order] = np.arange(n_atoms)
    return pos


def graph_order(table: AtomTable) -> I64:
    """An order from the deals' preferences (``pos``): each deal wants its best atom
    before the others it matches, weighted by what it loses otherwise; atoms are taken
    greedily, the one most preferred to those left first (the feedback-arc-set heuristic
    of Eades, Lin and Smyth, on sigmajove's preference graph)."""
    e = table.entries
    n_items = len(table.atoms)
    deal_of = np.repeat(np.arange(table.n), e.cnt)
    size = deal_of.shape[0]
    values = e.best[:size].astype(np.float64)
    items = e.item[:size]
    top = np.full(table.n, -np.inf)
    np.maximum.at(top, deal_of, values)
    is_best = values == top[deal_of]
    best_item = np.full(table.n, -1, dtype=np.int64)
    where = np.flatnonzero(is_best)
    best_item[deal_of[where[::-1]]] = items[where[::-1]]
    other = ~is_best
    prefer = np.zeros((n_items, n_items))
    weight = table.weight[deal_of].astype(np.float64)
    np.add.at(
        prefer,
        (best_item[deal_of[other]], items[other]),
        weight[other] * (top[deal_of[other]] - values[other]),
    )
    out = prefer.sum(axis=1)
    into = prefer.sum(axis=0)
    left = np.ones(n_items, dtype=bool)
    pos = np.empty(n_items, dtype=np.int64)
    for at in range(n_items):
        score = np.where(left, out - into, -np.inf)
        item = int(np.argmax(score))
        pos[item] = at
        left[item] = False
        out -= prefer[:, item]
        into -= prefer[item, :]
    return pos


def best_order(table: AtomTable, cancel: threading.Event | None = None) -> I64:
    """The basic strategy's order of the atoms (``pos``): from the deals' preferences
    (:func:`graph_order`), moves of single atoms and of runs of neighbours, then
    iterated local search; the same order for the same table every time."""
    n = len(table.atoms)
    e = table.entries
    inverted = k.invert(e.ptr, e.cnt, e.item, n)
    pos = search_order(table, e, graph_order(table), n, max_block=4, inverted=inverted)
    rounds = 8 if e.size < 2_000_000 else 3
    return improve_order(table, e, pos, n, rounds=rounds, cancel=cancel, inverted=inverted)


def improve_order(
    table: AtomTable,
    entries: Entries,
    pos: I64,
    n_items: int,
    *,
    rounds: int = 8,
    seed: int = 1,
    polish: int = 4,
    worst: bool = False,
    cancel: threading.Event | None = None,
    inverted: tuple[I64, I64, I64] | None = None,
) -> I64:
    """Iterated local search: perturb the best order found (random neighbour swaps),
    search again by single moves, keep the better; then moves of runs of up to
    ``polish`` items. A fixed number of rounds: a table always gives the same order.

    The perturbations are drawn first (they do not depend on what a round finds), so
    two rounds run side by side in two threads (the kernels release the GIL): the
    second from the same best order, used only when the first found nothing better,
    else run again from the order the first found (the result of the rounds one after
    the other). ``inverted``: as :func:`search_order` takes it."""
    rng = np.random.default_rng(seed)
    if inverted is None:
        inverted = k.invert(entries.ptr, entries.cnt, entries.item, n_items)
    swaps = max(4, n_items // 8)
    draws = [
        [int(rng.integers(0, max(1, n_items - 1))) for _ in range(swaps)] for _ in range(rounds)
    ]

    def search(start: I64, max_block: int) -> I64:
        return search_order(
            table, entries, start, n_items, worst=worst, max_block=max_block, inverted=inverted
        )

    def trial(base: I64, draw: list[int]) -> tuple[I64, int]:
        order = np.argsort(base)
        for i in draw:
            order[i], order[i + 1] = order[i + 1], order[i]
        start = np.empty(n_items, dtype=np.int64)
        start[order] = np.arange(n_items)
        found = search(start, 1)
        return found, exact_total(table, entries, found, worst=worst)

    best = search(pos, 1)
    best_total = exact_total(table, entries, best, worst=worst)
    with ThreadPoolExecutor(max_workers=1) as pool:
        r = 0
        while r < rounds:
            if cancel is not None and cancel.is_set():
                raise Cancelled("strategy generation cancelled")
            ahead = pool.submit(trial, best, draws[r + 1]) if r + 1 < rounds else None
            order, total = trial(best, draws[r])
            if total > best_total:  # the round ahead started from an older best
                if ahead is not None:
                    ahead.cancel()
                    ahead.exception()  # (waited for, its result unused)
                best, best_total = order, total
                r += 1
                continue
            if ahead is not None:
                order, total = ahead.result()
                if total > best_total:
                    best, best_total = order, total
            r += 2
    if polish > 1:
        best = search(best, polish)
    return best
