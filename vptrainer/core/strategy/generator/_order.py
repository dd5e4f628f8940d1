"""Private numba kernels of the generator's order searches (the basic strategy).

An order is ``pos[item]`` (0 first); the entries are the sparse table by deal of
:mod:`._kernels`, and a deal plays its first item in the order. Each move is exact:
only the deals an item matches change.
"""

from __future__ import annotations

import numpy as np

from vptrainer.core._numba import inline_kernel, kernel


@inline_kernel
def _top_two(
    d: int, ptr: np.ndarray, cnt: np.ndarray, item: np.ndarray, pos: np.ndarray
) -> tuple[int, int]:
    """The entries of the first and the second item of deal ``d`` in the order (-1: none)."""
    e1 = -1
    e2 = -1
    for e in range(ptr[d], ptr[d] + cnt[d]):
        p = pos[item[e]]
        if e1 < 0 or p < pos[item[e1]]:
            e2 = e1
            e1 = e
        elif e2 < 0 or p < pos[item[e2]]:
            e2 = e
    return e1, e2


@kernel
def total_value(
    ptr: np.ndarray,
    cnt: np.ndarray,
    item: np.ndarray,
    value: np.ndarray,
    pos: np.ndarray,
    weight: np.ndarray,
    none_value: np.ndarray,
) -> float:
    """Sum over deals of weight times the value of the first item (``none_value`` when
    no item matches), as a float (the exact total is taken in Python)."""
    total = 0.0
    for d in range(ptr.shape[0] - 1):
        e1, _ = _top_two(d, ptr, cnt, item, pos)
        v = none_value[d] if e1 < 0 else value[e1]
        total += weight[d] * float(v)
    return total


@kernel
def first_entries(
    ptr: np.ndarray, cnt: np.ndarray, item: np.ndarray, pos: np.ndarray
) -> np.ndarray:
    """The entry each deal plays (-1: none)."""
    n = ptr.shape[0] - 1
    out = np.empty(n, dtype=np.int64)
    for d in range(n):
        out[d], _ = _top_two(d, ptr, cnt, item, pos)
    return out


@kernel
def insertion_search(
    ptr: np.ndarray,
    cnt: np.ndarray,
    item: np.ndarray,
    value: np.ndarray,
    weight: np.ndarray,
    none_value: np.ndarray,
    item_ptr: np.ndarray,
    item_entries: np.ndarray,
    item_deals: np.ndarray,
    pos: np.ndarray,
    max_passes: int,
) -> int:
    """Move items one at a time to the place in the order that adds most to the
    total (each move exact: only the deals an item matches change), until no move
    helps. ``pos`` is updated in place; returns the number of moves. Values times
    weights summed over every deal must fit in int64 (the caller scales them)."""
    n = ptr.shape[0] - 1
    n_items = pos.shape[0]
    e1 = np.empty(n, dtype=np.int64)
    e2 = np.empty(n, dtype=np.int64)
    for d in range(n):
        e1[d], e2[d] = _top_two(d, ptr, cnt, item, pos)
    at = np.empty(n_items, dtype=np.int64)
    for a in range(n_items):
        at[pos[a]] = a
    up = np.zeros(n_items + 1, dtype=np.int64)
    down = np.zeros(n_items + 1, dtype=np.int64)
    moves = 0
    for _ in range(max_passes):
        moved = False
        for a in range(n_items):
            pa = pos[a]
            up[:] = 0
            down[:] = 0
            for k in range(item_ptr[a], item_ptr[a + 1]):
                e = item_entries[k]
                d = item_deals[k]
                f = e1[d]
                if f != e:
                    up[pos[item[f]]] += weight[d] * (value[e] - value[f])
                else:
                    s = e2[d]
                    vs = none_value[d] if s < 0 else value[s]
                    ps = n_items if s < 0 else pos[item[s]]
                    down[ps] += weight[d] * (vs - value[e])
            best_gain = 0
            target = pa
            cum = 0
            for p in range(pa - 1, -1, -1):
                cum += up[p]
                if cum > best_gain:
                    best_gain = cum
                    target = p
            cum = 0
            for p in range(pa + 1, n_items):
                cum += down[p]
                if cum > best_gain:
                    best_gain = cum
                    target = p
            if target == pa:
                continue
            if target < pa:
                for p in range(pa, target, -1):
                    at[p] = at[p - 1]
                    pos[at[p]] = p
            else:
                for p in range(pa, target):
                    at[p] = at[p + 1]
                    pos[at[p]] = p
            at[target] = a
            pos[a] = target
            for k in range(item_ptr[a], item_ptr[a + 1]):
                d = item_deals[k]
                e1[d], e2[d] = _top_two(d, ptr, cnt, item, pos)
            moves += 1
            moved = True
        if not moved:
            break
    return moves


@kernel
def block_search(
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
    """One pass of block moves: each run of ``length`` neighbouring items moves as one
    to the place that adds most to the total (exact, as :func:`insertion_search`).
    ``pos`` is updated in place; returns the number of moves."""
    n = ptr.shape[0] - 1
    n_items = pos.shape[0]
    e1 = np.empty(n, dtype=np.int64)
    e2 = np.empty(n, dtype=np.int64)
    for d in range(n):
        e1[d], e2[d] = _top_two(d, ptr, cnt, item, pos)
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
                    continue  # counted with the block's first match
                stamp[d] = start
                b = item_entries[k]
                first = e1[d]
                if first != b:
                    up[pos[item[first]]] += weight[d] * (value[b] - value[first])
                    continue
                # the deal's first entry after the block: its second, unless that is
                # in the block too
                after = e2[d]
                if after >= 0 and pos[item[after]] < end:
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
                    e1[d], e2[d] = _top_two(d, ptr, cnt, item, pos)
                    stamp[d] = -1
            moves += 1
        start += 1
    return moves
