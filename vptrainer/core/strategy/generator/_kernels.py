"""Private numba kernels of the strategy generator.

Deals are suit classes (weighted); an *item* is an atom (one candidate pattern) or a
rule (a set of atoms). The value tables are sparse, by deal: for deal ``d`` the
entries ``ptr[d]:ptr[d] + cnt[d]`` name an item, the holds it matches (a 32-bit set,
``found``), those of them that made-hand patterns match (``made``), and the best and
worst EV of those holds for the player. A deal plays its first item in the order.
"""

from __future__ import annotations

import numpy as np

from vptrainer.core._numba import inline_kernel, kernel, parallel_kernel, prange
from vptrainer.core.strategy._features import (
    _LOW_BIT,
    F_GROUP,
    F_MADE,
    F_SP,
    N_FEATURES,
    N_SETS,
    SCRATCH_ROWS,
    _deal_features,
)
from vptrainer.core.strategy._kernels import (
    PAT_MADE,
    _pattern_holds,
    _popcount5,
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
                    for j in range(fam_feat.shape[1]):
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


@inline_kernel
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


@parallel_kernel
def first_rules(
    ptr: np.ndarray,
    cnt: np.ndarray,
    atom: np.ndarray,
    found: np.ndarray,
    made: np.ndarray,
    best: np.ndarray,
    worst: np.ndarray,
    rule_of: np.ndarray,
    ev: np.ndarray,
    out_rule: np.ndarray,
    out_best: np.ndarray,
    out_worst: np.ndarray,
) -> None:
    """Each deal's first rule (``rule_of[atom]``, -1: dropped; ``out_rule`` -1 when no
    rule matches) and the best and worst EV of its holds: the first entry of
    :func:`rule_entries`, without the others."""
    n = ptr.shape[0] - 1
    for b in prange(_blocks(0, n)):
        for d in range(b * _BLOCK, min(n, (b + 1) * _BLOCK)):
            first = -1
            for e in range(ptr[d], ptr[d] + cnt[d]):
                r = rule_of[atom[e]]
                if r >= 0 and (first < 0 or r < first):
                    first = r
            out_rule[d] = first
            if first < 0:
                out_best[d] = 0
                out_worst[d] = 0
                continue
            acc_f = 0
            acc_m = 0
            count = 0
            single = -1
            for e in range(ptr[d], ptr[d] + cnt[d]):
                if rule_of[atom[e]] == first:
                    acc_f |= found[e]
                    acc_m |= made[e]
                    count += 1
                    single = e
            if count == 1:
                out_best[d] = best[single]
                out_worst[d] = worst[single]
            else:
                hi, lo = _rule_value(acc_f, acc_m, ev, d)
                out_best[d] = hi
                out_worst[d] = lo


@parallel_kernel
def merge_tables(
    a_ptr: np.ndarray,
    a_cnt: np.ndarray,
    a_item: np.ndarray,
    a_found: np.ndarray,
    a_made: np.ndarray,
    a_best: np.ndarray,
    a_worst: np.ndarray,
    b_ptr: np.ndarray,
    b_cnt: np.ndarray,
    b_item: np.ndarray,
    b_found: np.ndarray,
    b_made: np.ndarray,
    b_best: np.ndarray,
    b_worst: np.ndarray,
    offset: int,
    out_ptr: np.ndarray,
    out_item: np.ndarray,
    out_found: np.ndarray,
    out_made: np.ndarray,
    out_best: np.ndarray,
    out_worst: np.ndarray,
) -> None:
    """Two sparse tables by deal as one: each deal's entries of ``a``, then those of
    ``b``, the items of ``b`` shifted by ``offset`` (``out_ptr``: where each deal's
    entries start), in blocks of deals side by side."""
    n = a_cnt.shape[0]
    for blk in prange(_blocks(0, n)):
        for d in range(blk * _BLOCK, min(n, (blk + 1) * _BLOCK)):
            o = out_ptr[d]
            for ia in range(a_ptr[d], a_ptr[d] + a_cnt[d]):
                out_item[o] = a_item[ia]
                out_found[o] = a_found[ia]
                out_made[o] = a_made[ia]
                out_best[o] = a_best[ia]
                out_worst[o] = a_worst[ia]
                o += 1
            for ib in range(b_ptr[d], b_ptr[d] + b_cnt[d]):
                out_item[o] = b_item[ib] + offset
                out_found[o] = b_found[ib]
                out_made[o] = b_made[ib]
                out_best[o] = b_best[ib]
                out_worst[o] = b_worst[ib]
                o += 1


@parallel_kernel
def kept_counts(
    ptr: np.ndarray, cnt: np.ndarray, item: np.ndarray, new_index: np.ndarray
) -> np.ndarray:
    """Each deal's entries whose item is kept (``new_index`` >= 0)."""
    n = cnt.shape[0]
    out = np.zeros(n, dtype=np.int64)
    for blk in prange(_blocks(0, n)):
        for d in range(blk * _BLOCK, min(n, (blk + 1) * _BLOCK)):
            c = 0
            for e in range(ptr[d], ptr[d] + cnt[d]):
                if new_index[item[e]] >= 0:
                    c += 1
            out[d] = c
    return out


@parallel_kernel
def kept_entries(
    ptr: np.ndarray,
    cnt: np.ndarray,
    item: np.ndarray,
    found: np.ndarray,
    made: np.ndarray,
    best: np.ndarray,
    worst: np.ndarray,
    new_index: np.ndarray,
    out_ptr: np.ndarray,
    out_item: np.ndarray,
    out_found: np.ndarray,
    out_made: np.ndarray,
    out_best: np.ndarray,
    out_worst: np.ndarray,
) -> None:
    """The entries of the items kept, in order, each item renumbered by ``new_index``
    (``out_ptr``: where each deal's kept entries start, from :func:`kept_counts`)."""
    n = cnt.shape[0]
    for blk in prange(_blocks(0, n)):
        for d in range(blk * _BLOCK, min(n, (blk + 1) * _BLOCK)):
            o = out_ptr[d]
            for e in range(ptr[d], ptr[d] + cnt[d]):
                j = new_index[item[e]]
                if j >= 0:
                    out_item[o] = j
                    out_found[o] = found[e]
                    out_made[o] = made[e]
                    out_best[o] = best[e]
                    out_worst[o] = worst[e]
                    o += 1


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


@parallel_kernel
def invert_values(
    ptr: np.ndarray,
    cnt: np.ndarray,
    item: np.ndarray,
    n_items: int,
    a: np.ndarray,
    b: np.ndarray,
    c: np.ndarray,
    d: np.ndarray,
    e: np.ndarray,
    parts: int,
) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
    """:func:`invert` with five of the entries' columns carried along: ``item_ptr``, per
    item its deals, then ``a``..``e`` of its entries, written in deal order (a gather by
    item reads each column at random), ``parts`` ranges of deals side by side."""
    n = ptr.shape[0] - 1
    sizes = np.zeros((parts, n_items), dtype=np.int64)
    for t in prange(parts):
        for x in range(t * n // parts, (t + 1) * n // parts):
            for y in range(ptr[x], ptr[x] + cnt[x]):
                sizes[t, item[y]] += 1
    item_ptr = np.zeros(n_items + 1, dtype=np.int64)
    fill = np.empty((parts, n_items), dtype=np.int64)
    at = 0
    for i in range(n_items):
        item_ptr[i] = at
        for t in range(parts):
            fill[t, i] = at
            at += sizes[t, i]
    item_ptr[n_items] = at
    deals = np.empty(at, dtype=np.int64)
    oa = np.empty(at, dtype=np.int64)
    ob = np.empty(at, dtype=np.int64)
    oc = np.empty(at, dtype=np.int64)
    od = np.empty(at, dtype=np.int64)
    oe = np.empty(at, dtype=np.int64)
    for t in prange(parts):
        for x in range(t * n // parts, (t + 1) * n // parts):
            for y in range(ptr[x], ptr[x] + cnt[x]):
                k = fill[t, item[y]]
                deals[k] = x
                oa[k] = a[y]
                ob[k] = b[y]
                oc[k] = c[y]
                od[k] = d[y]
                oe[k] = e[y]
                fill[t, item[y]] = k + 1
    return item_ptr, deals, oa, ob, oc, od, oe


@kernel
def wanted_entries(
    ptr: np.ndarray, cnt: np.ndarray, item: np.ndarray, wanted: np.ndarray
) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """The entries of the items ``wanted`` (a flag per item), item after item, each
    item's in deal order: ``start`` (per item, as :func:`invert`'s ``item_ptr``), the
    entries and their deals."""
    n = ptr.shape[0] - 1
    n_items = wanted.shape[0]
    sizes = np.zeros(n_items + 1, dtype=np.int64)
    for d in range(n):
        for e in range(ptr[d], ptr[d] + cnt[d]):
            if wanted[item[e]]:
                sizes[item[e] + 1] += 1
    start = np.cumsum(sizes)
    fill = start[:-1].copy()
    entries = np.empty(start[-1], dtype=np.int64)
    deals = np.empty(start[-1], dtype=np.int64)
    for d in range(n):
        for e in range(ptr[d], ptr[d] + cnt[d]):
            it = item[e]
            if wanted[it]:
                k = fill[it]
                entries[k] = e
                deals[k] = d
                fill[it] = k + 1
    return start, entries, deals


_CHANGE_RANGES = 4  # ranges of deals :func:`merge_changes` counts apart (in parallel)


@parallel_kernel
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
    n = ptr.shape[0] - 1
    # [f, r]: for every q < f; and for q = f; counted in each range of deals apart
    below = np.zeros((_CHANGE_RANGES, n_rules, n_rules), dtype=np.int64)
    at = np.zeros((_CHANGE_RANGES, n_rules, n_rules), dtype=np.int64)
    step = (n + _CHANGE_RANGES - 1) // _CHANGE_RANGES
    for ch in prange(_CHANGE_RANGES):
        for d in range(ch * step, min(n, (ch + 1) * step)):
            c = cnt[d]
            if c < 2:
                continue
            e1 = ptr[d]
            f = item[e1]
            for e in range(e1 + 1, e1 + c):
                r = item[e]
                if best[e] != best[e1] or worst[e] != worst[e1]:
                    below[ch, f, r] += 1
                hi, lo = _rule_value(found[e1] | found[e], made[e1] | made[e], ev, d)
                if hi != best[e1] or lo != worst[e1]:
                    at[ch, f, r] += 1
    changes = np.zeros((n_rules, n_rules), dtype=np.int64)
    for r in range(n_rules):
        cum = 0
        for q in range(r - 1, -1, -1):
            for ch in range(_CHANGE_RANGES):
                changes[q, r] += at[ch, q, r]
            changes[q, r] += cum
            for ch in range(_CHANGE_RANGES):
                cum += below[ch, q, r]
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


@parallel_kernel
def revalue(
    found: np.ndarray,
    made: np.ndarray,
    deal: np.ndarray,
    ev: np.ndarray,
    out_best: np.ndarray,
    out_worst: np.ndarray,
) -> None:
    """The best and worst EV of each entry's holds (entry ``e`` of deal ``deal[e]``), a
    made hand held whole, by another EV table (the search's, with penalties)."""
    for e in prange(found.shape[0]):
        hi, lo = _rule_value(found[e], made[e], ev, deal[e])
        out_best[e] = hi
        out_worst[e] = lo


@kernel
def items_used(
    ptr: np.ndarray, cnt: np.ndarray, item: np.ndarray, rows: np.ndarray, n: int
) -> np.ndarray:
    """Whether each of ``n`` items has an entry in one of the deals ``rows``."""
    used = np.zeros(n, dtype=np.bool_)
    for d in rows:
        for y in range(ptr[d], ptr[d] + cnt[d]):
            used[item[y]] = True
    return used


@parallel_kernel
def select_entries(
    ptr: np.ndarray,
    cnt: np.ndarray,
    item: np.ndarray,
    found: np.ndarray,
    made: np.ndarray,
    best: np.ndarray,
    worst: np.ndarray,
    rows: np.ndarray,
    local: np.ndarray,
    ev: np.ndarray,
    out_ptr: np.ndarray,
    out_item: np.ndarray,
    out_found: np.ndarray,
    out_made: np.ndarray,
    out_best: np.ndarray,
    out_worst: np.ndarray,
    out_search_best: np.ndarray,
    out_search_worst: np.ndarray,
) -> None:
    """The entries of the deals ``rows`` packed from ``out_ptr`` (deal ``rows[i]`` as
    deal ``i``), their items by ``local``, their values copied and, by the EV table
    ``ev`` (rows of every deal), revalued as :func:`revalue` does."""
    for i in prange(rows.shape[0]):
        d = rows[i]
        at = out_ptr[i]
        for y in range(ptr[d], ptr[d] + cnt[d]):
            out_item[at] = local[item[y]]
            out_found[at] = found[y]
            out_made[at] = made[y]
            out_best[at] = best[y]
            out_worst[at] = worst[y]
            hi, lo = _rule_value(found[y], made[y], ev, d)
            out_search_best[at] = hi
            out_search_worst[at] = lo
            at += 1


@kernel
def revalue_few(
    found: np.ndarray,
    made: np.ndarray,
    deal: np.ndarray,
    ev: np.ndarray,
    out_best: np.ndarray,
    out_worst: np.ndarray,
) -> None:
    """:func:`revalue` in one thread, for a few entries (no threads to wake)."""
    for e in range(found.shape[0]):
        hi, lo = _rule_value(found[e], made[e], ev, deal[e])
        out_best[e] = hi
        out_worst[e] = lo


@kernel
def best_found_holds(
    found: np.ndarray, ev: np.ndarray, rows: np.ndarray
) -> tuple[np.ndarray, np.ndarray]:
    """Of the holds in the set ``found[i]`` (32 bits) of deal ``rows[i]``: the one of
    highest EV (``ev[rows[i], hold]``), of most cards among those, of lowest mask among
    those; and its EV."""
    n = rows.shape[0]
    masks = np.empty(n, dtype=np.int64)
    top = np.empty(n, dtype=np.int64)
    for i in range(n):
        f = found[i]
        d = rows[i]
        best_m = -1
        best_v = _LOW
        best_size = -1
        for m in range(32):
            if (f >> m) & 1:
                v = ev[d, m]
                size = _popcount5(m)
                if best_m < 0 or v > best_v or (v == best_v and size > best_size):
                    best_m = m
                    best_v = v
                    best_size = size
        masks[i] = best_m if best_m >= 0 else 31  # no hold: all five cards, as argmax
        top[i] = best_v
    return masks, top


@kernel
def pat_broken(
    found: np.ndarray,
    made: np.ndarray,
    at: np.ndarray,
    rows: np.ndarray,
    masks: np.ndarray,
    values: np.ndarray,
    ev: np.ndarray,
    out: np.ndarray,
) -> None:
    """``out[i]``: whether the holds ``found[at[i]]`` (a rule's, a made hand held whole
    over its parts, nothing found: discard everything) of deal ``rows[i]`` include one
    that lacks a card of the pat hold ``masks[i]`` and is worth less than its EV
    ``values[i]`` (``ev[rows[i], hold]``)."""
    for i in range(rows.shape[0]):
        holds = _whole(found[at[i]], made[at[i]])
        if holds == 0:
            holds = 1  # the hold of no card
        need = masks[i]
        broken = False
        while holds:
            low = holds & -holds
            m = _LOW_BIT[low % 37]
            holds ^= low
            if (m & need) != need and ev[rows[i], m] < values[i]:
                broken = True
                break
        out[i] = broken


@parallel_kernel
def hold_made(
    rep_cards: np.ndarray,
    rows: np.ndarray,
    masks: np.ndarray,
    wild: np.ndarray,
    high_min: int,
    win: np.ndarray,
    gaps: np.ndarray,
    out_made: np.ndarray,
    out_group: np.ndarray,
) -> None:
    """For deal ``rows[i]`` and hold ``masks[i]``: the made hand of the held cards alone
    (``patterns.Made``) and the rank of their largest group of naturals."""
    n = rows.shape[0]
    for b in prange(_blocks(0, n)):
        feat = np.empty((32, N_FEATURES), dtype=np.int64)
        scratch = np.empty((SCRATCH_ROWS, 32), dtype=np.int64)
        sets = np.empty(N_SETS, dtype=np.int64)
        for i in range(b * _BLOCK, min(n, (b + 1) * _BLOCK)):
            cards = rep_cards[rows[i]]
            _deal_features(cards, wild, high_min, win, gaps, False, feat, scratch, sets)
            out_made[i] = feat[masks[i], F_MADE]
            out_group[i] = feat[masks[i], F_GROUP]
