"""The generator's fast paths against their slow, obvious versions (same results)."""

from __future__ import annotations

from collections.abc import Callable

import numba
import numpy as np
import pytest

from vptrainer.core.strategy.generator import _kernels as _generator_kernels
from vptrainer.core.strategy.generator import _levels as _level_kernels
from vptrainer.core.strategy.generator import _order as _order_kernels
from vptrainer.core.strategy.generator import model
from vptrainer.core.strategy.generator import rules as rule_sets
from vptrainer.core.strategy.generator.charts import StrategyMaker


@pytest.mark.slow
@pytest.mark.parametrize("table_id", ["jacks-or-better-9-6", "deuces-wild-full-pay"])
def test_first_rules_are_the_first_rule_entries(
    maker: Callable[[str], StrategyMaker], table_id: str
) -> None:
    table = maker(table_id).atoms()
    rng = np.random.default_rng(5)
    n_atoms = len(table.atoms)
    for _ in range(4):
        chosen = rng.permutation(n_atoms)[: int(rng.integers(1, n_atoms))]
        cuts = np.sort(
            rng.choice(
                np.arange(1, chosen.shape[0] + 1), size=min(30, chosen.shape[0]), replace=False
            )
        )
        rules = [tuple(int(a) for a in part) for part in np.split(chosen, cuts) if part.size]
        rule, best, worst = rule_sets.first_rules(table, rules)
        e = rule_sets.rule_entries(table, rules)
        has = e.cnt > 0
        at = e.ptr[:-1][has]
        assert np.array_equal(rule >= 0, has)
        assert np.array_equal(rule[has], e.item[at])
        assert np.array_equal(best[has], e.best[at])
        assert np.array_equal(worst[has], e.worst[at])
        assert rule_sets.played(table, tuple(rules)) == tuple(
            r
            for i, r in enumerate(rules)
            if i in set(e.item[at].tolist()) or rule_sets._is_nothing(table, r)
        )


def _random_entries(rng: np.random.Generator, n: int, n_items: int) -> model.Entries:
    cnt = rng.integers(0, 5, size=n).astype(np.int64)
    ptr = np.zeros(n + 1, dtype=np.int64)
    np.cumsum(cnt, out=ptr[1:])
    size = int(ptr[-1])
    cols = [rng.integers(0, n_items, size=size).astype(np.int64)]
    cols += [rng.integers(-(2**40), 2**40, size=size).astype(np.int64) for _ in range(4)]
    return model.Entries(ptr, cnt, *cols)


def _merge_oracle(a: model.Entries, b: model.Entries, offset: int) -> model.Entries:
    """:func:`model.merge_entries` as first written: a stable sort of both by deal."""
    n = a.cnt.shape[0]
    deal = np.concatenate([np.repeat(np.arange(n), a.cnt), np.repeat(np.arange(n), b.cnt)])
    order = np.argsort(deal, kind="stable")
    cnt = a.cnt + b.cnt
    ptr = np.zeros(n + 1, dtype=np.int64)
    np.cumsum(cnt, out=ptr[1:])

    def both(x: np.ndarray, y: np.ndarray) -> np.ndarray:
        return np.concatenate([x[: a.size], y[: b.size]])[order]

    return model.Entries(
        ptr,
        cnt,
        both(a.item, b.item + offset),
        both(a.found, b.found),
        both(a.made, b.made),
        both(a.best, b.best),
        both(a.worst, b.worst),
    )


def test_merged_entries_are_a_stable_sort_of_both_by_deal() -> None:
    rng = np.random.default_rng(3)
    for n in (0, 1, 7, 500):
        a = _random_entries(rng, n, 30)
        b = _random_entries(rng, n, 12)
        got = model.merge_entries(a, b, 30)
        want = _merge_oracle(a, b, 30)
        for name in ("ptr", "cnt", "item", "found", "made", "best", "worst"):
            assert np.array_equal(getattr(got, name), getattr(want, name)), name


def test_wanted_entries_are_a_stable_sort_of_theirs_by_item() -> None:
    rng = np.random.default_rng(4)
    for n in (0, 1, 9, 400):
        e = _random_entries(rng, n, 25)
        # entries with room after each deal's, as rule entries have
        ptr = e.ptr + np.arange(n + 1)
        item = np.full(int(ptr[-1]) + 1, -1, dtype=np.int64)
        for d in range(n):
            item[ptr[d] : ptr[d] + e.cnt[d]] = e.item[e.ptr[d] : e.ptr[d + 1]]
        wanted = rng.random(25) < 0.4
        start, where, deal = _generator_kernels.wanted_entries(ptr, e.cnt, item, wanted)
        # the first version: every entry's deal and place, kept, sorted by item
        deal_of = np.repeat(np.arange(n, dtype=np.int64), e.cnt)
        at = np.repeat(ptr[:-1], e.cnt) + (
            np.arange(deal_of.shape[0]) - np.repeat(np.cumsum(e.cnt) - e.cnt, e.cnt)
        )
        keep = wanted[item[at]]
        at, deal_of = at[keep], deal_of[keep]
        order = np.argsort(item[at], kind="stable")
        assert np.array_equal(where, at[order])
        assert np.array_equal(deal, deal_of[order])
        assert np.array_equal(start, np.searchsorted(item[at[order]], np.arange(26)))


@pytest.mark.parametrize("worst", [True, False])
def test_item_major_search_kernels_agree_with_the_deal_major_ones(
    maker: Callable[[str], StrategyMaker], worst: bool
) -> None:
    table = maker("jacks-or-better-9-6").atoms()
    e = table.entries
    n_atoms = len(table.atoms)
    item_ptr, item_entries, item_deals = _generator_kernels.invert(e.ptr, e.cnt, e.item, n_atoms)
    values = (e.worst if worst else e.best)[item_entries]
    ev = table.holds.ev
    rng = np.random.default_rng(11 + worst)
    for _ in range(3):
        chosen = rng.permutation(n_atoms)[: int(rng.integers(2, n_atoms))]
        cuts = np.sort(
            rng.choice(
                np.arange(1, chosen.shape[0]), size=min(20, chosen.shape[0] - 1), replace=False
            )
        )
        rules = [part for part in np.split(chosen, cuts) if part.size]
        rule_of = np.full(n_atoms, -1, dtype=np.int64)
        for r, part in enumerate(rules):
            rule_of[part] = r
        flat = np.concatenate(rules).astype(np.int64)
        ptr = np.zeros(len(rules) + 1, dtype=np.int64)
        np.cumsum([len(r) for r in rules], out=ptr[1:])
        n = table.n
        deal_major = [np.empty(n, dtype=np.int64) for _ in range(6)]
        _level_kernels.summarize_rows(
            np.arange(n, dtype=np.int64), e.ptr, e.cnt, e.item, e.found, e.made, e.best, e.worst,
            rule_of, len(rules), ev, worst, table.none_value, *deal_major,
        )  # fmt: skip
        gains = _level_kernels.merge_gains(
            e.ptr, e.cnt, e.item, e.found, e.made, e.best, e.worst, rule_of, len(rules), ev,
            worst, table.weight, 3,
        )  # fmt: skip
        # the item-major kernels split the deals into ranges side by side: any number
        # of ranges (one, the threads', more than the threads) gives the same
        for parts in (1, 2, 5):
            item_major = [np.empty(n, dtype=np.int64) for _ in range(6)]
            _level_kernels.summarize_items(
                item_ptr, item_deals, e.found[item_entries], e.made[item_entries], values,
                flat, ptr, ev, worst, table.none_value, *item_major, parts,
            )  # fmt: skip
            for a, b in zip(deal_major, item_major, strict=True):
                assert np.array_equal(a, b)
            f1, v1, _, _, found1, made1 = item_major
            # every join, then some: the joins not asked for are the lowest value
            upper = np.triu(np.ones((len(rules), len(rules)), dtype=np.bool_), 1)
            for allowed in (upper, upper & (rng.random(upper.shape) < 0.3)):
                by_items = _level_kernels.merge_gains_items(
                    item_ptr, item_deals, e.found[item_entries], e.made[item_entries], values,
                    flat, ptr, ev, worst, table.weight, f1, v1, found1, made1, allowed, parts,
                )  # fmt: skip
                assert np.array_equal(by_items[allowed], gains[allowed])
                assert (by_items[~allowed] == np.iinfo(np.int64).min).all()


def _merge_changes_oracle(e: model.Entries, ev: np.ndarray, n_rules: int) -> np.ndarray:
    """:func:`_kernels.merge_changes` as first written (deal after deal, in Python)."""
    below = np.zeros((n_rules, n_rules), dtype=np.int64)
    at = np.zeros((n_rules, n_rules), dtype=np.int64)
    for d in range(e.cnt.shape[0]):
        c = int(e.cnt[d])
        if c < 2:
            continue
        e1 = int(e.ptr[d])
        f = e.item[e1]
        for j in range(e1 + 1, e1 + c):
            r = e.item[j]
            if e.best[j] != e.best[e1] or e.worst[j] != e.worst[e1]:
                below[f, r] += 1
            hi, lo = _generator_kernels._rule_value(
                int(e.found[e1] | e.found[j]), int(e.made[e1] | e.made[j]), ev, d
            )
            if hi != e.best[e1] or lo != e.worst[e1]:
                at[f, r] += 1
    changes = np.zeros((n_rules, n_rules), dtype=np.int64)
    for r in range(n_rules):
        cum = 0
        for q in range(r - 1, -1, -1):
            changes[q, r] = at[q, r] + cum
            cum += below[q, r]
    return changes


def test_merge_changes_counted_in_parallel_are_the_serial_counts() -> None:
    rng = np.random.default_rng(8)
    n, n_rules = 301, 9
    cnt = rng.integers(0, 5, size=n).astype(np.int64)
    ptr = np.zeros(n + 1, dtype=np.int64)
    np.cumsum(cnt, out=ptr[1:])
    item = np.concatenate(
        [np.sort(rng.choice(n_rules, size=c, replace=False)) for c in cnt] + [np.empty(0)]
    ).astype(np.int64)
    size = int(ptr[-1])
    found = rng.integers(1, 2**32, size=size).astype(np.int64)
    made = found & rng.integers(0, 2**32, size=size).astype(np.int64)
    ev = rng.integers(0, 6, size=(n, 32)).astype(np.int64)  # few values: many ties
    best = rng.integers(0, 6, size=size).astype(np.int64)
    worst = np.minimum(best, rng.integers(0, 6, size=size)).astype(np.int64)
    e = model.Entries(ptr, cnt, item, found, made, best, worst)
    got = _generator_kernels.merge_changes(ptr, cnt, item, found, made, best, worst, ev, n_rules)
    assert np.array_equal(got, _merge_changes_oracle(e, ev, n_rules))
    assert got.any()


def test_revalue_in_one_thread_is_revalue() -> None:
    rng = np.random.default_rng(9)
    ev = rng.integers(-50, 50, size=(40, 32)).astype(np.int64)
    found = rng.integers(1, 2**32, size=200).astype(np.int64)
    made = found & rng.integers(0, 2**32, size=200).astype(np.int64)
    deal = rng.integers(0, 40, size=200).astype(np.int64)
    out = [np.empty(200, dtype=np.int64) for _ in range(4)]
    _generator_kernels.revalue(found, made, deal, ev, out[0], out[1])
    _generator_kernels.revalue_few(found, made, deal, ev, out[2], out[3])
    assert np.array_equal(out[0], out[2])
    assert np.array_equal(out[1], out[3])


@numba.njit(cache=True)
def _block_search_oracle(  # pragma: no cover - compiled
    ptr: np.ndarray,
    cnt: np.ndarray,
    item: np.ndarray,
    value: np.ndarray,
    weight: np.ndarray,
    item_ptr: np.ndarray,
    item_entries: np.ndarray,
    item_deals: np.ndarray,
    pos: np.ndarray,
    length: int,
) -> int:
    """:func:`_order.block_search` as first written: the entry after a block found by
    looking through all of the deal's."""
    n = ptr.shape[0] - 1
    n_items = pos.shape[0]
    e1 = np.empty(n, dtype=np.int64)
    for d in range(n):
        e1[d], _ = _order_kernels._top_two(d, ptr, cnt, item, pos)
    stamp = np.full(n, -1, dtype=np.int64)
    at = np.empty(n_items, dtype=np.int64)
    for a in range(n_items):
        at[pos[a]] = a
    up = np.zeros(n_items + 1, dtype=np.int64)
    down = np.zeros(n_items + 1, dtype=np.int64)
    moves = 0
    start = 0
    while start + length <= n_items:
        end = start + length
        up[:] = 0
        down[:] = 0
        for j in range(start, end):
            a = at[j]
            for k in range(item_ptr[a], item_ptr[a + 1]):
                d = item_deals[k]
                if stamp[d] == start:
                    continue
                stamp[d] = start
                b = item_entries[k]
                first = e1[d]
                if first != b:
                    up[pos[item[first]]] += weight[d] * (value[b] - value[first])
                    continue
                after = -1
                for e in range(ptr[d], ptr[d] + cnt[d]):
                    p = pos[item[e]]
                    if p >= end and (after < 0 or p < pos[item[after]]):
                        after = e
                if after >= 0:
                    down[pos[item[after]]] += weight[d] * (value[after] - value[first])
        best_gain = 0
        target = start
        cum = 0
        for p in range(start - 1, -1, -1):
            cum += up[p]
            if cum > best_gain:
                best_gain = cum
                target = p
        cum = 0
        for p in range(end, n_items):
            cum += down[p]
            if cum > best_gain:
                best_gain = cum
                target = p
        if target != start:
            block = at[start:end].copy()
            if target < start:
                for p in range(end - 1, target + length - 1, -1):
                    at[p] = at[p - length]
                for j in range(length):
                    at[target + j] = block[j]
                lo, hi = target, end
            else:
                for p in range(start, target - length + 1):
                    at[p] = at[p + length]
                for j in range(length):
                    at[target - length + 1 + j] = block[j]
                lo, hi = start, target + 1
            for p in range(lo, hi):
                pos[at[p]] = p
            for j in range(length):
                a = block[j]
                for k in range(item_ptr[a], item_ptr[a + 1]):
                    d = item_deals[k]
                    e1[d], _ = _order_kernels._top_two(d, ptr, cnt, item, pos)
                    stamp[d] = -1
            moves += 1
        start += 1
    return moves


def test_block_moves_are_those_of_the_first_version() -> None:
    rng = np.random.default_rng(12)
    n, n_items = 3000, 40
    total = 0
    for _ in range(3):
        cnt = rng.integers(0, 7, size=n).astype(np.int64)
        ptr = np.zeros(n + 1, dtype=np.int64)
        np.cumsum(cnt, out=ptr[1:])
        item = np.concatenate(
            [rng.choice(n_items, size=c, replace=False) for c in cnt] + [np.empty(0)]
        ).astype(np.int64)
        value = rng.integers(-1000, 1000, size=item.shape[0]).astype(np.int64)
        weight = rng.integers(1, 24, size=n).astype(np.int64)
        item_ptr, item_entries, item_deals = _generator_kernels.invert(ptr, cnt, item, n_items)
        pos = rng.permutation(n_items).astype(np.int64)
        for length in (2, 3, 4, 2, 3, 4):
            mine, theirs = pos.copy(), pos.copy()
            args = (ptr, cnt, item, value, weight, item_ptr, item_entries, item_deals)
            moved = _order_kernels.block_search(*args, mine, length)
            assert moved == _block_search_oracle(*args, theirs, length)
            assert np.array_equal(mine, theirs)
            pos = mine
            total += moved
    assert total > 0


def test_inverted_values_are_the_inverted_entries_values(
    maker: Callable[[str], StrategyMaker],
) -> None:
    table = maker("jacks-or-better-9-6").atoms()
    e = table.entries
    n_atoms = len(table.atoms)
    item_ptr, item_entries, item_deals = _generator_kernels.invert(e.ptr, e.cnt, e.item, n_atoms)
    columns = (e.worst, e.found, e.made, e.best, e.item)
    for parts in (1, 2, 5):  # ranges of deals side by side: the same whatever their number
        ptr, deals, *carried = _generator_kernels.invert_values(
            e.ptr, e.cnt, e.item, n_atoms, *columns, parts
        )
        assert np.array_equal(ptr, item_ptr)
        assert np.array_equal(deals, item_deals)
        for column, by_item in zip(columns, carried, strict=True):
            assert np.array_equal(by_item, column[item_entries])


def _best_found_holds_oracle(
    found: np.ndarray, ev: np.ndarray, rows: np.ndarray
) -> tuple[np.ndarray, np.ndarray]:
    """The hold of highest EV in each set, of most cards among those, as first written
    (numpy over all 32 holds of every deal)."""
    bits = ((found[:, None] >> np.arange(32)) & 1).astype(bool)
    values = np.where(bits, ev[rows], np.iinfo(np.int64).min)
    top = values.max(axis=1)
    sizes = np.array([bin(m).count("1") for m in range(32)])
    score = np.where(values == top[:, None], sizes[None, :], -1)
    return np.argmax(score, axis=1), top


def test_best_found_holds_as_first_written() -> None:
    rng = np.random.default_rng(3)
    ev = rng.integers(-5, 5, size=(50, 32)).astype(np.int64)  # many ties
    rows = rng.integers(0, 50, size=2000).astype(np.int64)
    found = rng.integers(0, 2**32, size=2000).astype(np.int64)
    found[::7] &= rng.integers(0, 2**32, size=found[::7].shape[0])  # sparser sets
    found[::11] = 0  # none: all five cards, as argmax of the first version
    found[::13] = 1 << rng.integers(0, 32, size=found[::13].shape[0])  # a single hold
    masks, top = _generator_kernels.best_found_holds(found, ev, rows)
    want_masks, want_top = _best_found_holds_oracle(found, ev, rows)
    assert np.array_equal(masks, want_masks)
    assert np.array_equal(top, want_top)


def _compact_oracle(
    entries: model.Entries, keep: np.ndarray, n_items: int
) -> tuple[model.Entries, np.ndarray]:
    """:func:`model.compact` as first written, with numpy."""
    new_index = np.full(n_items, -1, dtype=np.int64)
    kept = np.flatnonzero(keep)
    new_index[kept] = np.arange(kept.shape[0])
    n = entries.cnt.shape[0]
    deal_of = np.repeat(np.arange(n), entries.cnt)
    size = deal_of.shape[0]
    starts = np.repeat(entries.ptr[:-1], entries.cnt)
    index = starts + (
        np.arange(size) - np.repeat(np.cumsum(entries.cnt) - entries.cnt, entries.cnt)
    )
    mask = keep[entries.item[index]]
    index = index[mask]
    cnt = np.bincount(deal_of[mask], minlength=n).astype(np.int64)
    ptr = np.zeros(n + 1, dtype=np.int64)
    np.cumsum(cnt, out=ptr[1:])
    picked = [getattr(entries, f)[index] for f in ("found", "made", "best", "worst")]
    return model.Entries(ptr, cnt, new_index[entries.item[index]], *picked), new_index


def test_compacted_entries_are_those_of_the_items_kept_in_order() -> None:
    rng = np.random.default_rng(6)
    for n in (0, 1, 7, 700):
        entries = _random_entries(rng, n, 30)
        for share in (0.0, 0.3, 1.0):
            keep = rng.random(30) < share
            got, got_index = model.compact(entries, keep, 30)
            want, want_index = _compact_oracle(entries, keep, 30)
            assert np.array_equal(got_index, want_index)
            for name in ("ptr", "cnt", "item", "found", "made", "best", "worst"):
                assert np.array_equal(getattr(got, name), getattr(want, name)), name
