"""Private numba kernels of the exact analysis (method.md, section 1).

Conventions shared by every kernel here:

* a card is an int ``0 .. deck-1`` (``rank * 4 + suit``; the jokers are 52 and 53);
* a k-subset ``c0 < ... < c(k-1)`` is addressed by its colex index
  ``sum C(c_i, i + 1)`` (``binom`` is the table of ``combinatorics.BINOM``);
* ``cat[i]`` is the pay category (0..K-1, K-1 = nothing) of the final hand with
  colex index ``i``; ``counts_k[j, c]`` is how many final hands containing the
  k-subset ``j`` are in category ``c``; ``paysum_k[j]`` is the sum of their scaled
  pays;
* a hold is a 5-bit mask over the deal's cards in ascending order.
"""

from __future__ import annotations

import numpy as np

from vptrainer.core._numba import kernel, parallel_kernel, prange

# ------------------------------------------------------------------- suit classes


@kernel
def _suit_masks_sorted(a: int, b: int, c: int, d: int, e: int, masks: np.ndarray) -> bool:
    """Fill the 4 per-suit rank masks; True when they are non-increasing by suit."""
    masks[:] = 0
    for card in (a, b, c, d, e):
        if card < 52:
            masks[card & 3] |= 1 << (card >> 2)
    return bool(masks[0] >= masks[1] and masks[1] >= masks[2] and masks[2] >= masks[3])


@kernel
def _orbit_size(masks: np.ndarray) -> int:
    """Number of distinct suit permutations of a deal: 24 / prod(m_i!) over equal masks."""
    size = 24
    run = 1
    for s in range(1, 4):
        if masks[s] == masks[s - 1]:
            run += 1
            size //= run
        else:
            run = 1
    return size


@kernel
def suit_class_representatives(
    deck: int, binom: np.ndarray
) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """One deal per suit-isomorphism class (masks non-increasing by suit) and its weight.

    Every permutation of the suits is a symmetry, and so is swapping the two jokers
    of a 54-card deck: a deal with one joker is represented with card 52.
    Returns ``(cards[n, 5] int8, colex[n] int64, weight[n] int32)``, ordered by colex index.
    """
    masks = np.zeros(4, dtype=np.int64)
    n_deals = binom[deck, 5]
    cards = np.empty((n_deals, 5), dtype=np.int8)
    colex = np.empty(n_deals, dtype=np.int64)
    weight = np.empty(n_deals, dtype=np.int32)
    i = 0
    idx = 0
    for e in range(4, deck):
        for d in range(3, e):
            for c in range(2, d):
                for b in range(1, c):
                    for a in range(0, b):
                        # the second joker (53) alone stands for the first (52)
                        lone_joker = e >= 52 and d < 52
                        if (e != 53 or d == 52) and _suit_masks_sorted(a, b, c, d, e, masks):
                            cards[i, 0] = a
                            cards[i, 1] = b
                            cards[i, 2] = c
                            cards[i, 3] = d
                            cards[i, 4] = e
                            colex[i] = idx
                            weight[i] = _orbit_size(masks) * (2 if lone_joker and deck == 54 else 1)
                            i += 1
                        idx += 1
    cards = cards[:i].copy()
    colex = colex[:i].copy()
    weight = weight[:i].copy()
    return cards, colex, weight


@kernel
def _image_colex(
    a: int, b: int, c: int, d: int, e: int, card_map: np.ndarray, binom: np.ndarray, img: np.ndarray
) -> int:
    """The colex index of the deal ``a..e`` with every card mapped through ``card_map``."""
    img[0] = card_map[a]
    img[1] = card_map[b]
    img[2] = card_map[c]
    img[3] = card_map[d]
    img[4] = card_map[e]
    img.sort()
    return int(
        binom[img[0], 1] + binom[img[1], 2] + binom[img[2], 3] + binom[img[3], 4] + binom[img[4], 5]
    )


@kernel
def suit_class_representatives_group(
    deck: int, card_maps: np.ndarray, binom: np.ndarray
) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Suit classes under a group of card relabellings (rows of ``card_maps``).

    The representative of a class is its deal of least colex index; its weight is the
    group's size over the number of relabellings that fix the deal (the orbit size).
    ``card_maps`` must be a group (closed, with the identity).
    """
    n_deals = binom[deck, 5]
    n_maps = card_maps.shape[0]
    cards = np.empty((n_deals, 5), dtype=np.int8)
    colex = np.empty(n_deals, dtype=np.int64)
    weight = np.empty(n_deals, dtype=np.int32)
    img = np.empty(5, dtype=np.int64)
    i = 0
    idx = 0
    for e in range(4, deck):
        for d in range(3, e):
            for c in range(2, d):
                for b in range(1, c):
                    for a in range(0, b):
                        smallest = True
                        fixed = 0
                        for g in range(n_maps):
                            j = _image_colex(a, b, c, d, e, card_maps[g], binom, img)
                            if j < idx:
                                smallest = False
                                break
                            if j == idx:
                                fixed += 1
                        if smallest:
                            cards[i, 0] = a
                            cards[i, 1] = b
                            cards[i, 2] = c
                            cards[i, 3] = d
                            cards[i, 4] = e
                            colex[i] = idx
                            weight[i] = n_maps // fixed
                            i += 1
                        idx += 1
    cards = cards[:i].copy()
    colex = colex[:i].copy()
    weight = weight[:i].copy()
    return cards, colex, weight


# ------------------------------------------------------------------ count tables


@kernel
def count_tables(
    cat: np.ndarray, n_cat: int, deck: int, binom: np.ndarray
) -> tuple[np.ndarray, ...]:
    """Per-category counts of the final hands containing each 4-, 3-, 2-, 1- and 0-subset.

    One pass over the final hands fills the 4-card table; each smaller table follows
    from the next larger one (a k-subset lies in 5 - k of a hand's (k+1)-subsets).
    """
    c4 = np.zeros((binom[deck, 4], n_cat), dtype=np.int32)
    idx = 0
    for e in range(4, deck):
        be = binom[e, 4]
        for d in range(3, e):
            bd4 = binom[d, 4]
            bd3 = binom[d, 3]
            for c in range(2, d):
                bc3 = binom[c, 3]
                bc2 = binom[c, 2]
                for b in range(1, c):
                    bb2 = binom[b, 2]
                    bb1 = b
                    # subsets without a, b, c, d, e in turn (colex of the remaining four)
                    i_bcde = bb1 + bc2 + bd3 + be
                    for a in range(0, b):
                        k = cat[idx]
                        c4[i_bcde, k] += 1
                        c4[a + bc2 + bd3 + be, k] += 1
                        c4[a + bb2 + bd3 + be, k] += 1
                        c4[a + bb2 + bc3 + be, k] += 1
                        c4[a + bb2 + bc3 + bd4, k] += 1
                        idx += 1
    c3 = _shrink(c4, 4, deck, binom, n_cat)
    c2 = _shrink(c3, 3, deck, binom, n_cat)
    c1 = _shrink(c2, 2, deck, binom, n_cat)
    c0 = _shrink(c1, 1, deck, binom, n_cat)
    return c4, c3, c2, c1, c0


@kernel
def _shrink(table: np.ndarray, k: int, deck: int, binom: np.ndarray, n_cat: int) -> np.ndarray:
    """The (k-1)-subset table from the k-subset table of final 5-card hands."""
    out = np.zeros((binom[deck, k - 1], n_cat), dtype=np.int64)
    cards = np.empty(k, dtype=np.int64)
    # walk the k-subsets in colex order, keeping their cards in ``cards``
    for j in range(k):
        cards[j] = j
    for idx in range(binom[deck, k]):
        for drop in range(k):
            sub = 0
            pos = 0
            for j in range(k):
                if j != drop:
                    pos += 1
                    sub += binom[cards[j], pos]
            for q in range(n_cat):
                out[sub, q] += table[idx, q]
        # next k-subset in colex order
        j = 0
        while j < k - 1 and cards[j] + 1 == cards[j + 1]:
            cards[j] = j
            j += 1
        cards[j] += 1
    divisor = 5 - (k - 1)
    res = np.empty((binom[deck, k - 1], n_cat), dtype=np.int32)
    for i in range(out.shape[0]):
        for q in range(n_cat):
            res[i, q] = out[i, q] // divisor
    return res


# ------------------------------------------------------------------- one deal


@kernel
def _subset_indices(cards: np.ndarray, binom: np.ndarray, out: np.ndarray) -> None:
    """Colex index of each of the 32 subsets (by mask) of 5 ascending cards."""
    for m in range(32):
        idx = 0
        pos = 0
        for j in range(5):
            if m >> j & 1:
                pos += 1
                idx += binom[cards[j], pos]
        out[m] = idx


@kernel
def _popcount5(m: int) -> int:
    return (m & 1) + (m >> 1 & 1) + (m >> 2 & 1) + (m >> 3 & 1) + (m >> 4 & 1)


@kernel
def _hold_values(
    cards: np.ndarray,
    binom: np.ndarray,
    cat: np.ndarray,
    pays: np.ndarray,
    p4: np.ndarray,
    p3: np.ndarray,
    p2: np.ndarray,
    p1: np.ndarray,
    p0: np.ndarray,
    mult: np.ndarray,
    sub_idx: np.ndarray,
    ev: np.ndarray,
) -> None:
    """EV of each hold as an integer over the common denominator (times the pay scale)."""
    _subset_indices(cards, binom, sub_idx)
    for m in range(32):
        n = _popcount5(m)
        j = sub_idx[m]
        if n == 5:
            ev[m] = pays[cat[j]]
        elif n == 4:
            ev[m] = p4[j]
        elif n == 3:
            ev[m] = p3[j]
        elif n == 2:
            ev[m] = p2[j]
        elif n == 1:
            ev[m] = p1[j]
        else:
            ev[m] = p0[0]
    _exclude_discards(ev, mult)


@kernel
def _exclude_discards(values: np.ndarray, mult: np.ndarray) -> None:
    """From "final hands containing H" to "containing H and no discard", for all 32 H.

    Inclusion-exclusion as a superset transform, then scaling each hold to the
    common denominator (``mult[cards held]``).
    """
    for bit in range(5):
        step = 1 << bit
        for m in range(32):
            if not m & step:
                values[m] -= values[m | step]
    for m in range(32):
        values[m] *= mult[_popcount5(m)]


@kernel
def _best_hold(ev: np.ndarray) -> tuple[int, int]:
    """The best hold (ties: more cards kept, then the lower mask) and the tied-best mask."""
    best = 0
    for m in range(1, 32):
        if ev[m] > ev[best] or (ev[m] == ev[best] and _popcount5(m) > _popcount5(best)):
            best = m
    ties = 0
    for m in range(32):
        if ev[m] == ev[best]:
            ties |= 1 << m
    return best, ties


@kernel
def _category_counts(
    cards_sub_idx: np.ndarray,
    hold: int,
    cat: np.ndarray,
    c4: np.ndarray,
    c3: np.ndarray,
    c2: np.ndarray,
    c1: np.ndarray,
    c0: np.ndarray,
    out: np.ndarray,
) -> None:
    """Per-category final hands of one hold: signed sum over supersets of the hold."""
    out[:] = 0
    free = 31 & ~hold
    sub = free
    while True:
        m = hold | sub
        n = _popcount5(m)
        sign = 1 if (_popcount5(sub) % 2 == 0) else -1
        j = cards_sub_idx[m]
        if n == 5:
            out[cat[j]] += sign
        elif n == 4:
            for q in range(out.shape[0]):
                out[q] += sign * c4[j, q]
        elif n == 3:
            for q in range(out.shape[0]):
                out[q] += sign * c3[j, q]
        elif n == 2:
            for q in range(out.shape[0]):
                out[q] += sign * c2[j, q]
        elif n == 1:
            for q in range(out.shape[0]):
                out[q] += sign * c1[j, q]
        else:
            for q in range(out.shape[0]):
                out[q] += sign * c0[0, q]
        if sub == 0:
            break
        sub = (sub - 1) & free


@parallel_kernel
def evaluate_deals(
    rep_cards: np.ndarray,
    start: int,
    stop: int,
    binom: np.ndarray,
    cat: np.ndarray,
    pays: np.ndarray,
    p4: np.ndarray,
    p3: np.ndarray,
    p2: np.ndarray,
    p1: np.ndarray,
    p0: np.ndarray,
    c4: np.ndarray,
    c3: np.ndarray,
    c2: np.ndarray,
    c1: np.ndarray,
    c0: np.ndarray,
    mult: np.ndarray,
    best_hold: np.ndarray,
    tie_mask: np.ndarray,
    best_ev: np.ndarray,
    best_counts: np.ndarray,
) -> None:
    """Best hold of each deal class in ``start:stop`` and its category counts.

    ``best_counts[i]`` is in units of the common denominator (counts times
    ``mult[cards held]``), so every deal's row sums to the same total.
    """
    n_cat = pays.shape[0]
    for i in prange(start, stop):
        sub_idx = np.empty(32, dtype=np.int64)
        ev = np.empty(32, dtype=np.int64)
        row = np.empty(n_cat, dtype=np.int64)
        cards = rep_cards[i]
        _hold_values(cards, binom, cat, pays, p4, p3, p2, p1, p0, mult, sub_idx, ev)
        best, ties = _best_hold(ev)
        best_hold[i] = best
        tie_mask[i] = ties
        best_ev[i] = ev[best]
        _category_counts(sub_idx, best, cat, c4, c3, c2, c1, c0, row)
        scale = mult[_popcount5(best)]
        for q in range(n_cat):
            best_counts[i, q] = row[q] * scale


@kernel
def hand_holds(
    cards: np.ndarray,
    binom: np.ndarray,
    cat: np.ndarray,
    pays: np.ndarray,
    p4: np.ndarray,
    p3: np.ndarray,
    p2: np.ndarray,
    p1: np.ndarray,
    p0: np.ndarray,
    c4: np.ndarray,
    c3: np.ndarray,
    c2: np.ndarray,
    c1: np.ndarray,
    c0: np.ndarray,
    mult: np.ndarray,
) -> tuple[np.ndarray, np.ndarray]:
    """EVs (common denominator) and per-category final-hand counts of all 32 holds."""
    n_cat = pays.shape[0]
    sub_idx = np.empty(32, dtype=np.int64)
    ev = np.empty(32, dtype=np.int64)
    counts = np.empty((32, n_cat), dtype=np.int64)
    _hold_values(cards, binom, cat, pays, p4, p3, p2, p1, p0, mult, sub_idx, ev)
    for m in range(32):
        _category_counts(sub_idx, m, cat, c4, c3, c2, c1, c0, counts[m])
    return ev, counts


@kernel
def _one_category(
    sub_idx: np.ndarray,
    q: int,
    cat: np.ndarray,
    c4: np.ndarray,
    c3: np.ndarray,
    c2: np.ndarray,
    c1: np.ndarray,
    c0: np.ndarray,
    mult: np.ndarray,
    out: np.ndarray,
) -> None:
    """Final hands of category ``q`` for each of the 32 holds (common-denominator units)."""
    for m in range(32):
        n = _popcount5(m)
        j = sub_idx[m]
        if n == 5:
            out[m] = 1 if cat[j] == q else 0
        elif n == 4:
            out[m] = c4[j, q]
        elif n == 3:
            out[m] = c3[j, q]
        elif n == 2:
            out[m] = c2[j, q]
        elif n == 1:
            out[m] = c1[j, q]
        else:
            out[m] = c0[0, q]
    _exclude_discards(out, mult)


# ------------------------------------------------------- exact royal sweep (envelopes)


@kernel
def _mul_u128(a: int, b: int) -> tuple[np.uint64, np.uint64]:
    """The 128-bit product of two non-negative int64 values, as (high, low) words."""
    mask = np.uint64(0xFFFFFFFF)
    s32 = np.uint64(32)
    ua = np.uint64(a)
    ub = np.uint64(b)
    a0 = ua & mask
    a1 = ua >> s32
    b0 = ub & mask
    b1 = ub >> s32
    p00 = a0 * b0
    p01 = a0 * b1
    p10 = a1 * b0
    p11 = a1 * b1
    mid = (p00 >> s32) + (p01 & mask) + (p10 & mask)
    low = (p00 & mask) | ((mid & mask) << s32)
    high = p11 + (p01 >> s32) + (p10 >> s32) + (mid >> s32)
    return high, low


@kernel
def ratio_less(n1: int, d1: int, n2: int, d2: int) -> bool:
    """Exactly ``n1 / d1 < n2 / d2`` for ``n >= 0`` and ``d > 0`` (no int64 overflow)."""
    h1, l1 = _mul_u128(n1, d2)
    h2, l2 = _mul_u128(n2, d1)
    return bool(h1 < h2 or (h1 == h2 and l1 < l2))


@kernel
def _envelope(
    a: np.ndarray, b: np.ndarray, cap: int, ev_num: np.ndarray, ev_den: np.ndarray
) -> tuple[int, int, int]:
    """Upper envelope over ``x >= 0`` of the 32 lines ``a[m] + x * b[m]``.

    Returns the line at ``x = 0+`` as ``(a, b)`` and the number of breakpoints; the
    first ``cap`` breakpoints are written as ``x = ev_num / ev_den`` (where the slope
    rises by ``ev_den`` and the intercept falls by ``ev_num``).
    """
    cur = 0
    for m in range(1, 32):
        if a[m] > a[cur] or (a[m] == a[cur] and b[m] > b[cur]):
            cur = m
    a0 = a[cur]
    b0 = b[cur]
    events = 0
    while True:
        nxt = -1
        best_n = 0
        best_d = 1
        for m in range(32):
            if b[m] <= b[cur]:
                continue
            n = a[cur] - a[m]  # >= 0: ``cur`` is on top at the last breakpoint
            d = b[m] - b[cur]
            if nxt < 0 or ratio_less(n, d, best_n, best_d):
                nxt = m
                best_n = n
                best_d = d
            elif not ratio_less(best_n, best_d, n, d) and b[m] > b[nxt]:
                nxt = m  # the same crossing: the steeper line stays on top after it
                best_n = n
                best_d = d
        if nxt < 0:
            break
        if events < cap:
            ev_num[events] = best_n
            ev_den[events] = best_d
        events += 1
        cur = nxt
    return a0, b0, events


@parallel_kernel
def sweep_envelopes(
    rep_cards: np.ndarray,
    start: int,
    stop: int,
    binom: np.ndarray,
    cat: np.ndarray,
    pays: np.ndarray,
    p4: np.ndarray,
    p3: np.ndarray,
    p2: np.ndarray,
    p1: np.ndarray,
    p0: np.ndarray,
    c4: np.ndarray,
    c3: np.ndarray,
    c2: np.ndarray,
    c1: np.ndarray,
    c0: np.ndarray,
    mult: np.ndarray,
    swept: int,
    base_a: np.ndarray,
    base_b: np.ndarray,
    n_events: np.ndarray,
    ev_num: np.ndarray,
    ev_den: np.ndarray,
) -> None:
    """Each deal class's optimal EV as a function of category ``swept``'s scaled pay.

    A hold's EV is ``a + x * b`` (common-denominator units): ``b`` counts its final
    hands of category ``swept``, ``a`` is the EV without them. For class ``i`` in
    ``start:stop`` (row ``i - start``) this writes the best line at ``x = 0+``, the
    number of breakpoints of the upper envelope, and the first ``ev_num.shape[1]``
    breakpoints (see :func:`_envelope`).
    """
    cap = ev_num.shape[1]
    for i in prange(start, stop):
        sub_idx = np.empty(32, dtype=np.int64)
        ev = np.empty(32, dtype=np.int64)
        cnt = np.empty(32, dtype=np.int64)
        cards = rep_cards[i]
        _hold_values(cards, binom, cat, pays, p4, p3, p2, p1, p0, mult, sub_idx, ev)
        _one_category(sub_idx, swept, cat, c4, c3, c2, c1, c0, mult, cnt)
        for m in range(32):
            ev[m] -= pays[swept] * cnt[m]
        row = i - start
        a0, b0, events = _envelope(ev, cnt, cap, ev_num[row], ev_den[row])
        base_a[row] = a0
        base_b[row] = b0
        n_events[row] = events


# ------------------------------------------------------------ every hold, every deal


_BLOCK = 512  # deal classes per parallel task (each reuses its working arrays)


@parallel_kernel
def deal_hold_values(
    rep_cards: np.ndarray,
    start: int,
    stop: int,
    binom: np.ndarray,
    cat: np.ndarray,
    pays: np.ndarray,
    p4: np.ndarray,
    p3: np.ndarray,
    p2: np.ndarray,
    p1: np.ndarray,
    p0: np.ndarray,
    mult: np.ndarray,
    ev_out: np.ndarray,
) -> None:
    """EV of all 32 holds of each deal class in ``start:stop`` (common denominator)."""
    for b in prange((stop - start + _BLOCK - 1) // _BLOCK):
        sub_idx = np.empty(32, dtype=np.int64)
        ev = np.empty(32, dtype=np.int64)
        for i in range(start + b * _BLOCK, min(stop, start + (b + 1) * _BLOCK)):
            _hold_values(rep_cards[i], binom, cat, pays, p4, p3, p2, p1, p0, mult, sub_idx, ev)
            for m in range(32):
                ev_out[i, m] = ev[m]


@parallel_kernel
def chosen_hold_counts(
    rep_cards: np.ndarray,
    rows: np.ndarray,
    start: int,
    stop: int,
    binom: np.ndarray,
    cat: np.ndarray,
    c4: np.ndarray,
    c3: np.ndarray,
    c2: np.ndarray,
    c1: np.ndarray,
    c0: np.ndarray,
    mult: np.ndarray,
    holds: np.ndarray,
    out: np.ndarray,
) -> None:
    """Per-category final hands of the hold ``holds[k]`` of deal class ``rows[k]``,
    for ``k`` in ``start:stop``.

    In units of the common denominator (counts times ``mult[cards held]``), as
    ``evaluate_deals`` writes ``best_counts``.
    """
    n_cat = out.shape[1]
    for b in prange((stop - start + _BLOCK - 1) // _BLOCK):
        sub_idx = np.empty(32, dtype=np.int64)
        row = np.empty(n_cat, dtype=np.int64)
        for k in range(start + b * _BLOCK, min(stop, start + (b + 1) * _BLOCK)):
            hold = int(holds[k])
            _subset_indices(rep_cards[rows[k]], binom, sub_idx)
            _category_counts(sub_idx, hold, cat, c4, c3, c2, c1, c0, row)
            scale = mult[_popcount5(hold)]
            for q in range(n_cat):
                out[k, q] = row[q] * scale
