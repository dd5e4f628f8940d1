"""Private numba kernels of the strategy generator.

Deals are suit classes (weighted); an *item* is an atom (one candidate pattern) or a
rule (a set of atoms). The value tables are sparse, by deal: for deal ``d`` the
entries ``ptr[d]:ptr[d] + cnt[d]`` name an item, the holds it matches (a 32-bit set,
``found``), those of them that made-hand patterns match (``made``), and the best and
worst EV of those holds for the player. A deal plays its first item in the order.
"""

from __future__ import annotations

import numpy as np

from vptrainer.core._numba import kernel, parallel_kernel, prange
from vptrainer.core.strategy._kernels import (
    _LOW_BIT,
    F_SP,
    N_FEATURES,
    N_SETS,
    PAT_MADE,
    SCRATCH_ROWS,
    _deal_features,
    _pattern_holds,
    _uses_feature,
    _whole,
)

_BLOCK = 256
_LOW = np.iinfo(np.int64).min
_HIGH = np.iinfo(np.int64).max


@kernel
def _blocks(start: int, stop: int) -> int:
    return (stop - start + _BLOCK - 1) // _BLOCK


@parallel_kernel
def atom_chunk(
    rep_cards: np.ndarray,
    rows: np.ndarray,
    wild: np.ndarray,
    high_min: int,
    win: np.ndarray,
    gaps: np.ndarray,
    pats: np.ndarray,
    tests: np.ndarray,
    fam_feat: np.ndarray,
    fam_add: np.ndarray,
    fam_size: np.ndarray,
    fam_off: np.ndarray,
    lookup: np.ndarray,
    atom_made: np.ndarray,
    ev: np.ndarray,
    cnt: np.ndarray,
    item: np.ndarray,
    found: np.ndarray,
    made: np.ndarray,
    best: np.ndarray,
    worst: np.ndarray,
) -> None:
    """For each deal ``rows[i]``, every atom that matches some hold: in row ``i`` of the
    ``(len(rows), K)`` outputs, the atom, its holds (a 32-bit set), those of a made-hand
    atom, and their best and worst EV; ``cnt[i]`` of them, or -1 when more than ``K``.

    Each family's coarse pattern (``pats`` row ``f``) is matched once; a hold it
    matches belongs to the atom its split feature values look up (-1: none).
    """
    n_fam = pats.shape[0]
    n_atoms = atom_made.shape[0]
    width = item.shape[1]
    need_sp = _uses_feature(tests, F_SP)
    n = rows.shape[0]
    for b in prange(_blocks(0, n)):
        feat = np.empty((32, N_FEATURES), dtype=np.int64)
        scratch = np.empty((SCRATCH_ROWS, 32), dtype=np.int64)
        sets = np.empty(N_SETS, dtype=np.int64)
        acc = np.zeros(n_atoms, dtype=np.int64)
        touched = np.empty(n_atoms, dtype=np.int64)
        for i in range(b * _BLOCK, min(n, (b + 1) * _BLOCK)):
            row = rows[i]
            cards = rep_cards[row]
            _deal_features(cards, wild, high_min, win, gaps, need_sp, feat, scratch, sets)
            nt = 0
            for f in range(n_fam):
                holds = _pattern_holds(pats, tests, f, feat, sets, cards, wild)
                if not holds:
                    continue
                for m in range(32):
                    if not holds >> m & 1:
                        continue
                    idx = 0
                    for j in range(3):
                        x = fam_feat[f, j]
                        if x < 0:
                            break
                        size = fam_size[f, j]
                        v = feat[m, x] + fam_add[f, j]
                        if v < 0:
                            v = 0
                        elif v >= size:
                            v = size - 1
                        idx = idx * size + v
                    a = lookup[fam_off[f] + idx]
                    if a >= 0:
                        if acc[a] == 0:
                            touched[nt] = a
                            nt += 1
                        acc[a] |= 1 << m
            c = 0
            for t in range(nt):
                a = touched[t]
                holds = acc[a]
                acc[a] = 0
                if c < 0:
                    continue
                if c == width:
                    c = -1
                    continue
                hi = _LOW
                lo = _HIGH
                for m in range(32):
                    if holds >> m & 1:
                        v = ev[row, m]
                        if v > hi:
                            hi = v
                        if v < lo:
                            lo = v
                item[i, c] = a
                found[i, c] = holds
                made[i, c] = holds if atom_made[a] else 0
                best[i, c] = hi
                worst[i, c] = lo
                c += 1
            cnt[i] = c


@kernel
def _rule_value(found: int, made: int, ev: np.ndarray, row: int) -> tuple[int, int]:
    """Best and worst EV of a rule's holds, a made hand held whole winning over any
    part of it (as the strategy kernels play a rule)."""
    found = _whole(found, made)
    hi = _LOW
    lo = _HIGH
    while found:
        low = found & -found
        m = _LOW_BIT[low % 37]
        found ^= low
        v = ev[row, m]
        if v > hi:
            hi = v
        if v < lo:
            lo = v
    return hi, lo


@parallel_kernel
def rule_entries(
    ptr: np.ndarray,
    cnt: np.ndarray,
    atom: np.ndarray,
    found: np.ndarray,
    made: np.ndarray,
    best: np.ndarray,
    worst: np.ndarray,
    rule_of: np.ndarray,
    n_rules: int,
    ev: np.ndarray,
    out_cnt: np.ndarray,
    out_item: np.ndarray,
    out_found: np.ndarray,
    out_made: np.ndarray,
    out_best: np.ndarray,
    out_worst: np.ndarray,
) -> None:
    """Atom entries grouped into rule entries (``rule_of[atom]``, -1: dropped), at the
    same ``ptr`` (a deal has no more rules than atoms), rules in ascending order."""
    n = ptr.shape[0] - 1
    for b in prange(_blocks(0, n)):
        acc_f = np.zeros(n_rules, dtype=np.int64)
        acc_m = np.zeros(n_rules, dtype=np.int64)
        seen = np.zeros(n_rules, dtype=np.int64)  # atoms of the rule seen, then 1 + entry
        single = np.zeros(n_rules, dtype=np.int64)
        touched = np.empty(n_rules, dtype=np.int64)
        for d in range(b * _BLOCK, min(n, (b + 1) * _BLOCK)):
            nt = 0
            for e in range(ptr[d], ptr[d] + cnt[d]):
                r = rule_of[atom[e]]
                if r < 0:
                    continue
                acc_f[r] |= found[e]
                acc_m[r] |= made[e]
                seen[r] += 1
                single[r] = e
                if seen[r] == 1:
                    # keep the touched rules sorted (a deal has a few)
                    j = nt
                    while j > 0 and touched[j - 1] > r:
                        touched[j] = touched[j - 1]
                        j -= 1
                    touched[j] = r
                    nt += 1
            o = ptr[d]
            for t in range(nt):
                r = touched[t]
                if seen[r] == 1:
                    hi = best[single[r]]
                    lo = worst[single[r]]
                else:
                    hi, lo = _rule_value(acc_f[r], acc_m[r], ev, d)
                out_item[o] = r
                out_found[o] = acc_f[r]
                out_made[o] = acc_m[r]
                out_best[o] = hi
                out_worst[o] = lo
                o += 1
                acc_f[r] = 0
                acc_m[r] = 0
                seen[r] = 0
            out_cnt[d] = nt


@kernel
def invert(
    ptr: np.ndarray, cnt: np.ndarray, item: np.ndarray, n_items: int
) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Entries by item: ``item_ptr`` and, per item, its entries and their deals."""
    n = ptr.shape[0] - 1
    sizes = np.zeros(n_items + 1, dtype=np.int64)
    for d in range(n):
        for e in range(ptr[d], ptr[d] + cnt[d]):
            sizes[item[e] + 1] += 1
    item_ptr = np.cumsum(sizes)
    fill = item_ptr[:-1].copy()
    entries = np.empty(item_ptr[-1], dtype=np.int64)
    deals = np.empty(item_ptr[-1], dtype=np.int64)
    for d in range(n):
        for e in range(ptr[d], ptr[d] + cnt[d]):
            k = fill[item[e]]
            entries[k] = e
            deals[k] = d
            fill[item[e]] = k + 1
    return item_ptr, entries, deals


@kernel
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
    for d in range(n):
        e1[d], _ = _top_two(d, ptr, cnt, item, pos)
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
                    e1[d], _ = _top_two(d, ptr, cnt, item, pos)
                    stamp[d] = -1
            moves += 1
        start += 1
    return moves


@kernel
def merge_changes(
    ptr: np.ndarray,
    cnt: np.ndarray,
    item: np.ndarray,
    found: np.ndarray,
    made: np.ndarray,
    best: np.ndarray,
    worst: np.ndarray,
    ev: np.ndarray,
    n_rules: int,
) -> np.ndarray:
    """``changes[q, r]`` (q < r): the deals whose play would change, for either reading,
    if rule ``r`` joined rule ``q`` (entries in rule order)."""
    below = np.zeros((n_rules, n_rules), dtype=np.int64)  # [f, r]: for every q < f
    at = np.zeros((n_rules, n_rules), dtype=np.int64)  # [f, r]: for q = f
    for d in range(ptr.shape[0] - 1):
        c = cnt[d]
        if c < 2:
            continue
        e1 = ptr[d]
        f = item[e1]
        for e in range(e1 + 1, e1 + c):
            r = item[e]
            if best[e] != best[e1] or worst[e] != worst[e1]:
                below[f, r] += 1
            hi, lo = _rule_value(found[e1] | found[e], made[e1] | made[e], ev, d)
            if hi != best[e1] or lo != worst[e1]:
                at[f, r] += 1
    changes = np.zeros((n_rules, n_rules), dtype=np.int64)
    for r in range(n_rules):
        cum = 0
        for q in range(r - 1, -1, -1):
            changes[q, r] = at[q, r] + cum
            cum += below[q, r]
    return changes


@parallel_kernel
def pattern_chunk(
    rep_cards: np.ndarray,
    rows: np.ndarray,
    wild: np.ndarray,
    high_min: int,
    win: np.ndarray,
    gaps: np.ndarray,
    pats: np.ndarray,
    tests: np.ndarray,
    ev: np.ndarray,
    cnt: np.ndarray,
    item: np.ndarray,
    found: np.ndarray,
    made: np.ndarray,
    best: np.ndarray,
    worst: np.ndarray,
) -> None:
    """As :func:`atom_chunk`, each pattern of ``pats`` played alone as a rule (its
    remark narrowing its holds): row ``i`` of the outputs for deal ``rows[i]``."""
    n_pats = pats.shape[0]
    width = item.shape[1]
    need_sp = _uses_feature(tests, F_SP)
    n = rows.shape[0]
    for b in prange(_blocks(0, n)):
        feat = np.empty((32, N_FEATURES), dtype=np.int64)
        scratch = np.empty((SCRATCH_ROWS, 32), dtype=np.int64)
        sets = np.empty(N_SETS, dtype=np.int64)
        for i in range(b * _BLOCK, min(n, (b + 1) * _BLOCK)):
            row = rows[i]
            cards = rep_cards[row]
            _deal_features(cards, wild, high_min, win, gaps, need_sp, feat, scratch, sets)
            c = 0
            for p in range(n_pats):
                holds = _pattern_holds(pats, tests, p, feat, sets, cards, wild)
                if not holds:
                    continue
                if c == width:
                    c = -1
                    break
                hi = _LOW
                lo = _HIGH
                for m in range(32):
                    if holds >> m & 1:
                        v = ev[row, m]
                        if v > hi:
                            hi = v
                        if v < lo:
                            lo = v
                item[i, c] = p
                found[i, c] = holds
                made[i, c] = holds if pats[p, PAT_MADE] else 0
                best[i, c] = hi
                worst[i, c] = lo
                c += 1
            cnt[i] = c


@kernel
def replace_gains(
    ptr: np.ndarray,
    cnt: np.ndarray,
    item: np.ndarray,
    value: np.ndarray,
    weight: np.ndarray,
    none_value: np.ndarray,
    n_rules: int,
) -> tuple[np.ndarray, np.ndarray]:
    """What each way of saving one rule adds to the total (negative: costs); entries
    are in rule order. ``drop[x]``: rule ``x`` deleted. ``swap[x, c]`` (x < c): rule
    ``x`` deleted and rule ``c`` moved up to its place."""
    drop = np.zeros(n_rules, dtype=np.int64)
    up = np.zeros((n_rules, n_rules), dtype=np.int64)  # [c, q]: c's gain over deals first at q
    first = np.zeros((n_rules, n_rules), dtype=np.int64)  # [x, c]: deals first at x with c
    for d in range(ptr.shape[0] - 1):
        c = cnt[d]
        if c == 0:
            continue
        w = weight[d]
        e1 = ptr[d]
        x = item[e1]
        v1 = value[e1]
        v2 = value[e1 + 1] if c > 1 else none_value[d]
        drop[x] += w * (v2 - v1)
        for e in range(e1 + 1, e1 + c):
            r = item[e]
            up[r, x] += w * (value[e] - v1)
            first[x, r] += w * (value[e] - v2)
    swap = np.zeros((n_rules, n_rules), dtype=np.int64)
    for r in range(n_rules):
        cum = 0
        for x in range(r - 1, -1, -1):
            swap[x, r] = drop[x] + first[x, r] + cum
            cum += up[r, x]
    return drop, swap


@kernel
def drop_costs(
    ptr: np.ndarray,
    cnt: np.ndarray,
    item: np.ndarray,
    value: np.ndarray,
    weight: np.ndarray,
    none_value: np.ndarray,
    n_rules: int,
) -> np.ndarray:
    """What deleting each rule takes from the total (entries in rule order)."""
    cost = np.zeros(n_rules, dtype=np.int64)
    for d in range(ptr.shape[0] - 1):
        c = cnt[d]
        if c == 0:
            continue
        e1 = ptr[d]
        v2 = value[e1 + 1] if c > 1 else none_value[d]
        cost[item[e1]] += weight[d] * (value[e1] - v2)
    return cost
