"""Private numba kernels of the level search: a chart of N rules, improved move by move.

The chart's rules are sets of items (``rule_of[item]``: the rule, -1 when the item does
not play); a deal's entries (the items that match it, see :mod:`._kernels`) give the
rules that match it, in order. A rule's value in a deal is exact: the best (or, read
against the player, the worst) EV of all its holds together, a made hand held whole.
A deal no rule matches discards everything (``none_value``). Every gain is exact.
"""

from __future__ import annotations

import numpy as np

from vptrainer.core._numba import (
    get_num_threads,
    inline_kernel,
    kernel,
    parallel_kernel,
    prange,
    set_num_threads,
)
from vptrainer.core.strategy.generator._kernels import _rule_value

_BLOCK = 256
_LOW = np.iinfo(np.int64).min


def threads() -> int:
    """How many ranges of deals the item-major kernels work on side by side: one per
    thread of the parallel kernels."""
    return int(get_num_threads())


def one_thread() -> None:
    """The kernels the calling thread runs use one thread (a thread of its own that runs
    beside another search: :func:`charts._side_by_side`)."""
    set_num_threads(1)


@kernel
def _blocks(n: int) -> int:
    return (n + _BLOCK - 1) // _BLOCK


@inline_kernel
def _gather(
    d: int,
    ptr: np.ndarray,
    cnt: np.ndarray,
    item: np.ndarray,
    found: np.ndarray,
    made: np.ndarray,
    rule_of: np.ndarray,
    acc_f: np.ndarray,
    acc_m: np.ndarray,
    seen: np.ndarray,
    single: np.ndarray,
    touched: np.ndarray,
) -> int:
    """The rules matching deal ``d``, in order, into ``touched`` (returns how many), with
    their holds (``acc_f``, ``acc_m``), their number of items and their last entry."""
    nt = 0
    for e in range(ptr[d], ptr[d] + cnt[d]):
        r = rule_of[item[e]]
        if r < 0:
            continue
        acc_f[r] |= found[e]
        acc_m[r] |= made[e]
        seen[r] += 1
        single[r] = e
        if seen[r] == 1:
            j = nt
            while j > 0 and touched[j - 1] > r:
                touched[j] = touched[j - 1]
                j -= 1
            touched[j] = r
            nt += 1
    return nt


@inline_kernel
def _value(
    r: int,
    d: int,
    acc_f: np.ndarray,
    acc_m: np.ndarray,
    seen: np.ndarray,
    single: np.ndarray,
    best: np.ndarray,
    worst: np.ndarray,
    ev: np.ndarray,
    worst_reading: bool,
) -> int:
    """Rule ``r``'s value in deal ``d`` (after :func:`_gather`)."""
    if seen[r] == 1:
        out: int = worst[single[r]] if worst_reading else best[single[r]]
        return out
    hi, lo = _rule_value(acc_f[r], acc_m[r], ev, d)
    return lo if worst_reading else hi


@inline_kernel
def _clear(
    nt: int,
    touched: np.ndarray,
    acc_f: np.ndarray,
    acc_m: np.ndarray,
    seen: np.ndarray,
) -> None:
    for t in range(nt):
        r = touched[t]
        acc_f[r] = 0
        acc_m[r] = 0
        seen[r] = 0


@inline_kernel
def _summarize_deal(
    d: int,
    ptr: np.ndarray,
    cnt: np.ndarray,
    item: np.ndarray,
    found: np.ndarray,
    made: np.ndarray,
    best: np.ndarray,
    worst: np.ndarray,
    rule_of: np.ndarray,
    n_rules: int,
    ev: np.ndarray,
    worst_reading: bool,
    none_value: np.ndarray,
    out_f1: np.ndarray,
    out_v1: np.ndarray,
    out_f2: np.ndarray,
    out_v2: np.ndarray,
    out_found1: np.ndarray,
    out_made1: np.ndarray,
    acc_f: np.ndarray,
    acc_m: np.ndarray,
    seen: np.ndarray,
    single: np.ndarray,
    touched: np.ndarray,
) -> None:
    """Deal ``d``'s first and second matching rule and their values, and the first
    rule's holds (:func:`summarize_rows`), with the caller's scratch arrays (left cleared)."""
    nt = _gather(d, ptr, cnt, item, found, made, rule_of, acc_f, acc_m, seen, single, touched)
    f1 = n_rules
    f2 = n_rules
    v1 = none_value[d]
    v2 = none_value[d]
    found1 = 0
    made1 = 0
    if nt >= 1:
        f1 = touched[0]
        v1 = _value(f1, d, acc_f, acc_m, seen, single, best, worst, ev, worst_reading)
        found1 = acc_f[f1]
        made1 = acc_m[f1]
    if nt >= 2:
        f2 = touched[1]
        v2 = _value(f2, d, acc_f, acc_m, seen, single, best, worst, ev, worst_reading)
    out_f1[d] = f1
    out_v1[d] = v1
    out_f2[d] = f2
    out_v2[d] = v2
    out_found1[d] = found1
    out_made1[d] = made1
    _clear(nt, touched, acc_f, acc_m, seen)


@kernel
def _candidate_gains(
    c: int,
    item_ptr: np.ndarray,
    item_deals: np.ndarray,
    item_weighted: np.ndarray,
    first_two: np.ndarray,
    drop: np.ndarray,
    n_rules: int,
) -> tuple[int, int, int, int, int]:
    """Item ``c``'s best swap (gain, rule out, place) and best addition (gain, place):
    see :func:`swap_gains`."""
    add = np.zeros(n_rules + 2, dtype=np.int64)
    fix = np.zeros((n_rules, n_rules + 2), dtype=np.int64)
    touched = np.zeros(n_rules, dtype=np.int8)
    for k in range(item_ptr[c], item_ptr[c + 1]):
        d = item_deals[k]
        wc = item_weighted[k]
        x = first_two[d, 0]
        before = wc - first_two[d, 2]
        add[x] += before  # before the first rule: for every p <= x
        if x < n_rules:  # with x deleted, the deal's first is its second
            fix[x, first_two[d, 1]] += wc - first_two[d, 3]
            fix[x, x] -= before
            touched[x] = 1
    for p in range(n_rules - 1, -1, -1):
        add[p] += add[p + 1]
    best_add = add[0]
    best_p = 0
    for p in range(1, n_rules + 1):
        if add[p] > best_add:
            best_add = add[p]
            best_p = p
    gain = _LOW
    gx = -1
    gp = best_p
    for x in range(n_rules):
        if touched[x]:
            run = 0
            for p in range(n_rules, -1, -1):
                run += fix[x, p]
                g = drop[x] + add[p] + run
                if g > gain:
                    gain = g
                    gx = x
                    gp = p
        elif drop[x] + best_add > gain:
            gain = drop[x] + best_add
            gx = x
            gp = best_p
    return gain, gx, gp, best_add, best_p


@parallel_kernel
def swap_gains(
    item_ptr: np.ndarray,
    item_deals: np.ndarray,
    item_weighted: np.ndarray,
    cands: np.ndarray,
    first_two: np.ndarray,
    drop: np.ndarray,
    n_rules: int,
    out_gain: np.ndarray,
    out_x: np.ndarray,
    out_p: np.ndarray,
    out_add: np.ndarray,
    out_add_p: np.ndarray,
) -> None:
    """For each candidate item ``cands[i]``: the best way to bring it in as a rule of its
    own, placed before rule ``p`` (``n_rules``: last), in place of rule ``x``, and what
    that adds to the total (``drop[x]``: what deleting ``x`` adds; ``out_x`` -1 when no
    rule plays); and the best place to add it as one more rule, and what that adds.
    ``item_weighted``: each entry's value times its deal's weight; ``first_two[d]``: the
    deal's first and second rule and their values times its weight (one row a deal:
    the entries' deals are read at random, one cache line each)."""
    for ci in prange(cands.shape[0]):
        gain, gx, gp, best_add, best_p = _candidate_gains(
            cands[ci], item_ptr, item_deals, item_weighted, first_two, drop, n_rules
        )
        out_gain[ci] = gain
        out_x[ci] = gx
        out_p[ci] = gp
        out_add[ci] = best_add
        out_add_p[ci] = best_p


@kernel
def candidate_gains(
    c: int,
    item_ptr: np.ndarray,
    item_deals: np.ndarray,
    item_weighted: np.ndarray,
    first_two: np.ndarray,
    drop: np.ndarray,
    n_rules: int,
) -> tuple[int, int, int, int, int]:
    """:func:`swap_gains` of one item, in the calling thread (no threads to start for
    one candidate)."""
    return _candidate_gains(c, item_ptr, item_deals, item_weighted, first_two, drop, n_rules)


@kernel
def narrowed_candidate_gains(
    c: int,
    item_ptr: np.ndarray,
    item_deals: np.ndarray,
    item_weighted: np.ndarray,
    first_two: np.ndarray,
    rows: np.ndarray,
    patch: np.ndarray,
    drop: np.ndarray,
    n_rules: int,
) -> tuple[int, int, int, int, int]:
    """:func:`candidate_gains` of item ``c`` where the deals ``rows`` (in deal order, each
    one of ``c``'s deals, whose deals are in deal order too) have the rows ``patch``
    instead of their rows of ``first_two``."""
    p0 = item_ptr[c]
    n = item_ptr[c + 1] - p0
    mine = np.empty((n, 4), dtype=np.int64)
    j = 0
    for k in range(n):
        d = item_deals[p0 + k]
        while j < rows.shape[0] and rows[j] < d:
            j += 1
        if j < rows.shape[0] and rows[j] == d:
            for col in range(4):
                mine[k, col] = patch[j, col]
        else:
            for col in range(4):
                mine[k, col] = first_two[d, col]
    ptr = np.array([0, n], dtype=np.int64)
    return _candidate_gains(
        0, ptr, np.arange(n, dtype=np.int64), item_weighted[p0 : p0 + n], mine, drop, n_rules
    )


@parallel_kernel
def weighted_rows(
    f1: np.ndarray,
    f2: np.ndarray,
    v1: np.ndarray,
    v2: np.ndarray,
    weight: np.ndarray,
    out: np.ndarray,
) -> None:
    """Each deal's row of :func:`swap_gains`' ``first_two``: its first and second rule
    and their values times its weight."""
    for d in prange(weight.shape[0]):
        out[d, 0] = f1[d]
        out[d, 1] = f2[d]
        out[d, 2] = weight[d] * v1[d]
        out[d, 3] = weight[d] * v2[d]


@parallel_kernel
def summarize_rows(
    rows: np.ndarray,
    ptr: np.ndarray,
    cnt: np.ndarray,
    item: np.ndarray,
    found: np.ndarray,
    made: np.ndarray,
    best: np.ndarray,
    worst: np.ndarray,
    rule_of: np.ndarray,
    n_rules: int,
    ev: np.ndarray,
    worst_reading: bool,
    none_value: np.ndarray,
    out_f1: np.ndarray,
    out_v1: np.ndarray,
    out_f2: np.ndarray,
    out_v2: np.ndarray,
    out_found1: np.ndarray,
    out_made1: np.ndarray,
) -> None:
    """Each deal of ``rows``' first and second matching rule (``n_rules``: none) and
    their values, and the first rule's holds there (0: none); the other deals' outputs
    untouched."""
    n = rows.shape[0]
    for b in prange(_blocks(n)):
        acc_f = np.zeros(n_rules + 1, dtype=np.int64)
        acc_m = np.zeros(n_rules + 1, dtype=np.int64)
        seen = np.zeros(n_rules + 1, dtype=np.int64)
        single = np.zeros(n_rules + 1, dtype=np.int64)
        touched = np.empty(n_rules + 1, dtype=np.int64)
        for i in range(b * _BLOCK, min(n, (b + 1) * _BLOCK)):
            _summarize_deal(
                rows[i], ptr, cnt, item, found, made, best, worst, rule_of, n_rules, ev,
                worst_reading, none_value, out_f1, out_v1, out_f2, out_v2,
                out_found1, out_made1, acc_f, acc_m, seen, single, touched,
            )  # fmt: skip


@parallel_kernel
def merge_gains(
    ptr: np.ndarray,
    cnt: np.ndarray,
    item: np.ndarray,
    found: np.ndarray,
    made: np.ndarray,
    best: np.ndarray,
    worst: np.ndarray,
    rule_of: np.ndarray,
    n_rules: int,
    ev: np.ndarray,
    worst_reading: bool,
    weight: np.ndarray,
    chunks: int,
) -> np.ndarray:
    """``gain[x, y]`` (x < y): what joining rule ``y`` into rule ``x`` (in ``x``'s place)
    adds to the total."""
    n = ptr.shape[0] - 1
    step = (n + chunks - 1) // chunks
    above = np.zeros((chunks, n_rules, n_rules + 1), dtype=np.int64)  # [y, x]: x above
    first = np.zeros((chunks, n_rules, n_rules), dtype=np.int64)  # [x, y]: x the first
    for ch in prange(chunks):
        acc_f = np.zeros(n_rules + 1, dtype=np.int64)
        acc_m = np.zeros(n_rules + 1, dtype=np.int64)
        seen = np.zeros(n_rules + 1, dtype=np.int64)
        single = np.zeros(n_rules + 1, dtype=np.int64)
        touched = np.empty(n_rules + 1, dtype=np.int64)
        for d in range(ch * step, min(n, (ch + 1) * step)):
            nt = _gather(
                d, ptr, cnt, item, found, made, rule_of, acc_f, acc_m, seen, single, touched
            )
            if nt >= 2:
                w = weight[d]
                f = touched[0]
                v1 = _value(f, d, acc_f, acc_m, seen, single, best, worst, ev, worst_reading)
                for t in range(1, nt):
                    y = touched[t]
                    vy = _value(y, d, acc_f, acc_m, seen, single, best, worst, ev, worst_reading)
                    # y joins a rule above the first: the deal plays y's holds there
                    above[ch, y, 0] += w * (vy - v1)
                    above[ch, y, f] -= w * (vy - v1)
                    # y joins the first rule: the deal plays both rules' holds together
                    hi, lo = _rule_value(acc_f[f] | acc_f[y], acc_m[f] | acc_m[y], ev, d)
                    first[ch, f, y] += w * ((lo if worst_reading else hi) - v1)
            _clear(nt, touched, acc_f, acc_m, seen)
    out = np.zeros((n_rules, n_rules), dtype=np.int64)
    for ch in range(chunks):
        for y in range(n_rules):
            run = 0
            for x in range(y):
                run += above[ch, y, x]
                out[x, y] += run + first[ch, x, y]
    return out


@parallel_kernel
def count_playing(
    ptr: np.ndarray, cnt: np.ndarray, item: np.ndarray, rule_of: np.ndarray, n_rules: int
) -> np.ndarray:
    """How many playing rules match each deal."""
    n = ptr.shape[0] - 1
    out = np.zeros(n, dtype=np.int64)
    for b in prange(_blocks(n)):
        seen = np.zeros(n_rules + 1, dtype=np.int64)
        touched = np.empty(n_rules + 1, dtype=np.int64)
        for d in range(b * _BLOCK, min(n, (b + 1) * _BLOCK)):
            nt = 0
            for e in range(ptr[d], ptr[d] + cnt[d]):
                r = rule_of[item[e]]
                if r >= 0 and seen[r] == 0:
                    seen[r] = 1
                    touched[nt] = r
                    nt += 1
            for t in range(nt):
                seen[touched[t]] = 0
            out[d] = nt
    return out


@parallel_kernel
def playing_entries(
    ptr: np.ndarray,
    cnt: np.ndarray,
    item: np.ndarray,
    found: np.ndarray,
    made: np.ndarray,
    best: np.ndarray,
    worst: np.ndarray,
    rule_of: np.ndarray,
    n_rules: int,
    ev: np.ndarray,
    out_ptr: np.ndarray,
    out_item: np.ndarray,
    out_worst: np.ndarray,
) -> None:
    """The playing rules' entries, compact (``out_ptr`` from :func:`count_playing`),
    each deal's in rule order, with their values read against the player."""
    n = ptr.shape[0] - 1
    for b in prange(_blocks(n)):
        acc_f = np.zeros(n_rules + 1, dtype=np.int64)
        acc_m = np.zeros(n_rules + 1, dtype=np.int64)
        seen = np.zeros(n_rules + 1, dtype=np.int64)
        single = np.zeros(n_rules + 1, dtype=np.int64)
        touched = np.empty(n_rules + 1, dtype=np.int64)
        for d in range(b * _BLOCK, min(n, (b + 1) * _BLOCK)):
            nt = _gather(
                d, ptr, cnt, item, found, made, rule_of, acc_f, acc_m, seen, single, touched
            )
            o = out_ptr[d]
            for t in range(nt):
                r = touched[t]
                out_item[o + t] = r
                out_worst[o + t] = _value(r, d, acc_f, acc_m, seen, single, best, worst, ev, True)
            _clear(nt, touched, acc_f, acc_m, seen)


@inline_kernel
def _from_deal(item_deals: np.ndarray, start: int, stop: int, lo: int) -> int:
    """The first of the entries ``start:stop`` (in deal order) of a deal ``>= lo``."""
    while start < stop:
        mid = (start + stop) // 2
        if item_deals[mid] < lo:
            start = mid + 1
        else:
            stop = mid
    return start


@inline_kernel
def _deal_range(
    item_ptr: np.ndarray, item_deals: np.ndarray, c: int, lo: int, hi: int
) -> tuple[int, int]:
    """Item ``c``'s entries of the deals ``lo:hi`` (its entries are in deal order)."""
    start = _from_deal(item_deals, item_ptr[c], item_ptr[c + 1], lo)
    return start, _from_deal(item_deals, start, item_ptr[c + 1], hi)


@parallel_kernel
def summarize_items(
    item_ptr: np.ndarray,
    item_deals: np.ndarray,
    item_found: np.ndarray,
    item_made: np.ndarray,
    item_values: np.ndarray,
    rule_items: np.ndarray,
    rule_ptr: np.ndarray,
    ev: np.ndarray,
    worst_reading: bool,
    none_value: np.ndarray,
    out_f1: np.ndarray,
    out_v1: np.ndarray,
    out_f2: np.ndarray,
    out_v2: np.ndarray,
    out_found1: np.ndarray,
    out_made1: np.ndarray,
    parts: int,
) -> None:
    """As :func:`summarize_rows` of every deal, rule after rule over the playing items'
    entries only (``rule_items[rule_ptr[r]:rule_ptr[r + 1]]`` are rule ``r``'s items; the item-major
    entries give each item's deals, holds and value), in ``parts`` ranges of deals
    side by side (each item's entries are in deal order)."""
    n = none_value.shape[0]
    n_rules = rule_ptr.shape[0] - 1
    for t in prange(parts):
        lo = t * n // parts
        hi = (t + 1) * n // parts
        # each range's own working arrays, indexed by deal - lo (set up side by side)
        m = hi - lo
        stage = np.zeros(m, dtype=np.int8)  # rules found for the deal (at most 2 kept)
        last = np.full(m, -1, dtype=np.int32)  # the last rule found
        found = np.zeros((m, 2), dtype=np.int64)
        made = np.zeros((m, 2), dtype=np.int64)
        count = np.zeros((m, 2), dtype=np.int32)  # items of the rule matching the deal
        value = np.zeros((m, 2), dtype=np.int64)  # the value of a single item
        for r in range(n_rules):
            for j in range(rule_ptr[r], rule_ptr[r + 1]):
                start, stop = _deal_range(item_ptr, item_deals, rule_items[j], lo, hi)
                for k in range(start, stop):
                    dd = item_deals[k]
                    d = dd - lo
                    if last[d] != r:
                        if stage[d] == 2:
                            continue
                        last[d] = r
                        stage[d] += 1
                    s = stage[d] - 1
                    found[d, s] |= item_found[k]
                    made[d, s] |= item_made[k]
                    count[d, s] += 1
                    value[d, s] = item_values[k]
                    if s == 0:
                        out_f1[dd] = r
                    else:
                        out_f2[dd] = r
        for dd in range(lo, hi):
            # the first and the second rule's values, written out: a kernel called per
            # deal with the arrays as arguments doubled the time of the whole loop
            d = dd - lo
            v0 = none_value[dd]
            if stage[d] >= 1:
                if count[d, 0] == 1:
                    v0 = value[d, 0]
                else:
                    hi0, lo0 = _rule_value(found[d, 0], made[d, 0], ev, dd)
                    v0 = lo0 if worst_reading else hi0
            v1 = none_value[dd]
            if stage[d] >= 2:
                if count[d, 1] == 1:
                    v1 = value[d, 1]
                else:
                    hi1, lo1 = _rule_value(found[d, 1], made[d, 1], ev, dd)
                    v1 = lo1 if worst_reading else hi1
            if stage[d] < 1:
                out_f1[dd] = n_rules
            if stage[d] < 2:
                out_f2[dd] = n_rules
            out_v1[dd] = v0
            out_v2[dd] = v1
            out_found1[dd] = found[d, 0]
            out_made1[dd] = made[d, 0]


@parallel_kernel
def merge_gains_items(
    item_ptr: np.ndarray,
    item_deals: np.ndarray,
    item_found: np.ndarray,
    item_made: np.ndarray,
    item_values: np.ndarray,
    rule_items: np.ndarray,
    rule_ptr: np.ndarray,
    ev: np.ndarray,
    worst_reading: bool,
    weight: np.ndarray,
    f1: np.ndarray,
    v1: np.ndarray,
    found1: np.ndarray,
    made1: np.ndarray,
    allowed: np.ndarray,
    parts: int,
) -> np.ndarray:
    """As :func:`merge_gains` for the joins ``allowed[x, y]`` (the others ``_LOW``), rule
    after rule over the playing items' entries only (each deal's first rule and its
    holds from :func:`summarize_items`), in ``parts`` ranges of deals side by side, each
    summing its own gains. Joining ``y`` into ``x`` changes only the deals whose first
    rule is ``x`` or between ``x`` and ``y``: a deal whose first rule is above every
    ``x`` allowed with ``y`` is not read."""
    n = f1.shape[0]
    n_rules = rule_ptr.shape[0] - 1
    lowest = np.full(n_rules, n_rules, dtype=np.int64)  # the first x allowed with y
    for y in range(n_rules):
        for x in range(y):
            if allowed[x, y]:
                lowest[y] = x
                break
    above = np.zeros((parts, n_rules, n_rules + 1), dtype=np.int64)
    first = np.zeros((parts, n_rules, n_rules), dtype=np.int64)
    for t in prange(parts):
        lo = t * n // parts
        hi = (t + 1) * n // parts
        # each range's own working arrays, indexed by deal - lo (set up side by side)
        m = hi - lo
        stamp = np.full(m, -1, dtype=np.int32)
        found = np.empty(m, dtype=np.int64)
        made = np.empty(m, dtype=np.int64)
        count = np.empty(m, dtype=np.int32)
        value = np.empty(m, dtype=np.int64)
        touched = np.empty(m, dtype=np.int64)  # the range's deals y reads
        for y in range(n_rules):
            low = lowest[y]
            if low >= y:
                continue
            nt = 0
            for j in range(rule_ptr[y], rule_ptr[y + 1]):
                start, stop = _deal_range(item_ptr, item_deals, rule_items[j], lo, hi)
                for k in range(start, stop):
                    dd = item_deals[k]
                    if f1[dd] >= y or f1[dd] < low:
                        continue  # joining y above or into that first rule is not allowed
                    d = dd - lo
                    if stamp[d] != y:
                        stamp[d] = y
                        found[d] = 0
                        made[d] = 0
                        count[d] = 0
                        touched[nt] = dd
                        nt += 1
                    found[d] |= item_found[k]
                    made[d] |= item_made[k]
                    count[d] += 1
                    value[d] = item_values[k]
            for i in range(nt):
                dd = touched[i]
                d = dd - lo
                w = weight[dd]
                f = f1[dd]
                if f > low:  # y joins a rule above the first: the deal plays y's holds
                    if count[d] == 1:
                        vy = value[d]
                    else:
                        hi_y, lo_y = _rule_value(found[d], made[d], ev, dd)
                        vy = lo_y if worst_reading else hi_y
                    above[t, y, 0] += w * (vy - v1[dd])
                    above[t, y, f] -= w * (vy - v1[dd])
                if allowed[f, y]:  # y joins the first rule: both rules' holds together
                    hi_j, lo_j = _rule_value(found1[dd] | found[d], made1[dd] | made[d], ev, dd)
                    first[t, f, y] += w * ((lo_j if worst_reading else hi_j) - v1[dd])
    out = np.full((n_rules, n_rules), _LOW, dtype=np.int64)
    for y in range(n_rules):
        run = 0
        for x in range(y):
            for t in range(parts):
                run += above[t, y, x]
            if allowed[x, y]:
                total = run
                for t in range(parts):
                    total += first[t, x, y]
                out[x, y] = total
    return out
