"""Private numba kernels of the feature games: deal classes, Dream Card, Spin Poker.

Conventions as in the engine: cards ``0..51`` (``rank * 4 + suit``), jokers 52 and 53;
a set of cards is found by its colex index ``sum(C(c_i, i + 1))`` over its ascending
cards; ``offset[k] + colex`` is the row of a ``k``-card subset in the engine's stacked
tables (``paysum``: the pays of the final hands containing the subset, summed), and
``pay5[colex]`` is the (scaled) pay of a final hand.
"""

from __future__ import annotations

import numpy as np

from vptrainer.core._numba import kernel, parallel_kernel, prange

# ------------------------------------------------------------------ small helpers

_POP5 = np.array([bin(m).count("1") for m in range(32)], dtype=np.int64)


@kernel
def _colex(s: np.ndarray, n: int, binom: np.ndarray) -> int:
    idx = 0
    for i in range(n):
        idx += binom[s[i], i + 1]
    return idx


@kernel
def _sort_small(s: np.ndarray, n: int) -> None:
    for i in range(1, n):
        x = s[i]
        j = i - 1
        while j >= 0 and s[j] > x:
            s[j + 1] = s[j]
            j -= 1
        s[j + 1] = x


@kernel
def _union(a: np.ndarray, na: int, b: np.ndarray, nb: int, out: np.ndarray) -> int:
    """``out`` = the ascending cards of ``a[:na]`` and ``b[:nb]``; returns the count."""
    n = 0
    for t in range(na):
        out[n] = a[t]
        n += 1
    for t in range(nb):
        out[n] = b[t]
        n += 1
    _sort_small(out, n)
    return n


@kernel
def _value(
    s: np.ndarray, n: int, binom: np.ndarray, offset: np.ndarray, sums: np.ndarray, five: np.ndarray
) -> int:
    """``sums[offset[n] + colex]`` for up to four ascending cards, ``five[colex]`` for five."""
    idx = _colex(s, n, binom)
    if n == 5:
        return int(five[idx])
    return int(sums[offset[n] + idx])


@kernel
def _add_square(g: int, hi: np.ndarray, lo: np.ndarray, u: int) -> None:
    """Add ``g * g`` to the pair ``hi[u] * 2**32 + lo[u]`` (|g| < 3e9: no overflow)."""
    sq = g * g
    hi[u] += sq >> 32
    lo[u] += sq & 0xFFFFFFFF


# ---------------------------------------------------------------- deal classes


@kernel
def _least_image(hand: np.ndarray, maps: np.ndarray, binom: np.ndarray, buf: np.ndarray) -> int:
    """The least colex index of ``hand`` under the card maps (a symmetry group)."""
    best = -1
    for g in range(maps.shape[0]):
        for t in range(5):
            buf[t] = maps[g, hand[t]]
        _sort_small(buf, 5)
        idx = _colex(buf, 5, binom)
        if best < 0 or idx < best:
            best = idx
    return best


@kernel
def _suit_sorted(
    hand: np.ndarray, binom: np.ndarray, buf: np.ndarray, masks: np.ndarray, order: np.ndarray
) -> int:
    """The colex index of the image of ``hand`` whose suit rank-masks do not increase
    by suit (the representative of its class when every suit permutation is a
    symmetry); a lone second joker stands for the first."""
    for s in range(4):
        masks[s] = 0
        order[s] = s
    for t in range(5):
        if hand[t] < 52:
            masks[hand[t] & 3] |= 1 << (hand[t] >> 2)
    for i in range(1, 4):
        x = order[i]
        j = i - 1
        while j >= 0 and masks[order[j]] < masks[x]:
            order[j + 1] = order[j]
            j -= 1
        order[j + 1] = x
    jokers = 0
    for t in range(5):
        c = hand[t]
        if c < 52:
            new = 0
            for k in range(4):
                if order[k] == (c & 3):
                    new = k
            buf[t] = (c & ~3) | new
        else:
            buf[t] = c
            jokers += 1
    if jokers == 1:
        for t in range(5):
            if buf[t] == 53:
                buf[t] = 52
    _sort_small(buf, 5)
    return _colex(buf, 5, binom)


@parallel_kernel
def deal_class_map(
    hands: np.ndarray,
    maps: np.ndarray,
    every_suit: bool,
    colex: np.ndarray,
    binom: np.ndarray,
    out: np.ndarray,
) -> None:
    """``out[j]``: the index in ``colex`` (the classes' representatives, ascending) of
    the class of deal ``hands[j]``. ``every_suit``: all suit permutations are
    symmetries (a fast canonical form); otherwise the least image under ``maps``."""
    n = hands.shape[0]
    blocks = 256
    for b in prange(blocks):
        buf = np.empty(5, dtype=np.int64)
        masks = np.empty(4, dtype=np.int64)
        order = np.empty(4, dtype=np.int64)
        for i in range(b * n // blocks, (b + 1) * n // blocks):
            if every_suit:
                idx = _suit_sorted(hands[i], binom, buf, masks, order)
            else:
                idx = _least_image(hands[i], maps, binom, buf)
            out[i] = np.searchsorted(colex, idx)


# ------------------------------------------------------------------ Dream Card


@parallel_kernel
def dream_card_choices(
    deck: int,
    binom: np.ndarray,
    deal_class: np.ndarray,
    best_ev: np.ndarray,
    dealt_pay: np.ndarray,
    rank_key: np.ndarray,
    by_ev: np.ndarray,
    by_hand: np.ndarray,
) -> None:
    """For every 4-card set (colex order), the class of the 5-card deal its best dream
    card makes: ``by_ev[j]`` under the best-EV rule (highest optimal EV of the deal),
    ``by_hand[j]`` under the best-hand rule (highest pay of the dealt hand, then the
    better hand by ``rank_key`` (lower is better), then the highest EV).

    ``deal_class[colex5]`` is a deal's class, ``best_ev[class]`` its optimal EV,
    ``dealt_pay[colex5]`` the pay of the five dealt cards and ``rank_key[colex5]`` a
    hand-strength key. Exact ties in the rule's keys go to the lowest card.
    """
    n4 = binom[deck, 4]
    blocks = 256
    for b in prange(blocks):
        four = np.empty(4, dtype=np.int64)
        for j in range(b * n4 // blocks, (b + 1) * n4 // blocks):
            # unrank colex j into four ascending cards
            rest = j
            for k in range(4, 0, -1):
                c = k - 1
                while binom[c + 1, k] <= rest:
                    c += 1
                four[k - 1] = c
                rest -= binom[c, k]
            best_e = -1
            best_ce = -1
            hp = -1
            hr = 0
            he = -1
            hc = -1
            for x in range(deck):
                if x == four[0] or x == four[1] or x == four[2] or x == four[3]:
                    continue
                # colex of the four cards with x inserted
                idx = 0
                pos = 0
                placed = False
                for t in range(4):
                    if not placed and x < four[t]:
                        idx += binom[x, pos + 1]
                        pos += 1
                        placed = True
                    idx += binom[four[t], pos + 1]
                    pos += 1
                if not placed:
                    idx += binom[x, 5]
                c = deal_class[idx]
                e = best_ev[c]
                if e > best_e:
                    best_e = e
                    best_ce = c
                p = dealt_pay[idx]
                r = rank_key[idx]
                if p > hp or (p == hp and (r < hr or (r == hr and e > he))):
                    hp = p
                    hr = r
                    he = e
                    hc = c
            by_ev[j] = best_ce
            by_hand[j] = hc


# ------------------------------------------------------------------ Spin Poker


@parallel_kernel
def spin_tables(
    deck: int,
    binom: np.ndarray,
    offset: np.ndarray,
    paysum: np.ndarray,
    cat: np.ndarray,
    pays: np.ndarray,
    blocks: int,
    a_tab: np.ndarray,
    g_tab: np.ndarray,
    h_tab: np.ndarray,
) -> None:
    """The tables of :func:`spin_class_sums`, one copy per block (summed by the caller).

    With ``P4[U]`` the pays of the final hands containing the four cards ``U`` summed:

    * ``a_tab[b, offset[k] + colex(X)]`` = sum over 4-sets ``U`` containing ``X`` of
      ``P4[U]**2`` (``k`` = 0..4);
    * ``g_tab[b, x, offset[k] + colex(X)]`` = sum over 4-sets ``U`` containing ``X``
      and not ``x`` of ``P4[U] * pay(U + x)`` (``k`` = 0..3);
    * ``h_tab[b, colex({x, y}), offset[k] + colex(X)]`` = sum over 4-sets ``U``
      containing ``X`` and neither ``x`` nor ``y`` of ``pay(U + x) * pay(U + y)``
      (``k`` = 0..2).
    """
    for b in prange(blocks):
        a = a_tab[b]
        g = g_tab[b]
        h = h_tab[b]
        c = np.empty(4, dtype=np.int64)
        sub = np.empty(4, dtype=np.int64)
        five = np.empty(5, dtype=np.int64)
        one = np.empty(1, dtype=np.int64)
        paying = np.empty(deck, dtype=np.int64)
        value = np.empty(deck, dtype=np.int64)
        for c3 in range(3 + b, deck, blocks):
            for c2 in range(2, c3):
                for c1 in range(1, c2):
                    for c0 in range(0, c1):
                        c[0] = c0
                        c[1] = c1
                        c[2] = c2
                        c[3] = c3
                        j4 = binom[c0, 1] + binom[c1, 2] + binom[c2, 3] + binom[c3, 4]
                        p4 = paysum[offset[4] + j4]
                        sq = p4 * p4
                        for m in range(16):
                            k = 0
                            for t in range(4):
                                if m >> t & 1:
                                    sub[k] = c[t]
                                    k += 1
                            a[offset[k] + _colex(sub, k, binom)] += sq
                        n_pay = 0
                        for x in range(deck):
                            if x == c[0] or x == c[1] or x == c[2] or x == c[3]:
                                continue
                            one[0] = x
                            _union(c, 4, one, 1, five)
                            pv = pays[cat[_colex(five, 5, binom)]]
                            if pv == 0:
                                continue
                            paying[n_pay] = x
                            value[n_pay] = pv
                            n_pay += 1
                            prod = p4 * pv
                            for m in range(15):
                                k = 0
                                for t in range(4):
                                    if m >> t & 1:
                                        sub[k] = c[t]
                                        k += 1
                                g[x, offset[k] + _colex(sub, k, binom)] += prod
                        for i in range(n_pay):
                            for i2 in range(i + 1, n_pay):
                                row = h[binom[paying[i], 1] + binom[paying[i2], 2]]
                                prod = value[i] * value[i2]
                                row[0] += prod
                                for t in range(4):
                                    row[1 + c[t]] += prod
                                    for t2 in range(t + 1, 4):
                                        row[offset[2] + binom[c[t], 1] + binom[c[t2], 2]] += prod


@kernel
def _subset(d_cards: np.ndarray, d: int, mask: int, out: np.ndarray) -> int:
    n = 0
    for t in range(d):
        if mask >> t & 1:
            out[n] = d_cards[t]
            n += 1
    return n


@kernel
def _swap_sums(
    dealt: np.ndarray, deck: int, binom: np.ndarray, pay5: np.ndarray, swap: np.ndarray
) -> None:
    """``swap[i, j]`` = sum over cards ``z`` not dealt of ``pay(deal - card i + z) *
    pay(deal - card j + z)`` (the deal's five ascending cards)."""
    hand = np.empty(5, dtype=np.int64)
    col = np.empty((5, deck), dtype=np.int64)
    for i in range(5):
        for z in range(deck):
            col[i, z] = 0
            if z == dealt[0] or z == dealt[1] or z == dealt[2] or z == dealt[3] or z == dealt[4]:
                continue
            for t in range(5):
                hand[t] = dealt[t]
            hand[i] = z
            _sort_small(hand, 5)
            col[i, z] = pay5[_colex(hand, 5, binom)]
    for i in range(5):
        for j in range(5):
            s = 0
            for z in range(deck):
                s += col[i, z] * col[j, z]
            swap[i, j] = s


@kernel
def _top_square(
    h_cards: np.ndarray,
    nh: int,
    d_cards: np.ndarray,
    d_pos: np.ndarray,
    d: int,
    binom: np.ndarray,
    offset: np.ndarray,
    paysum: np.ndarray,
    pay5: np.ndarray,
    sq_sums: np.ndarray,
    pay5sq: np.ndarray,
    a_tab: np.ndarray,
    g_tab: np.ndarray,
    h_tab: np.ndarray,
    swap: np.ndarray,
) -> int:
    """``Q[d - 1]``: the sum over the 4-sets ``U`` holding the held cards and no discard
    of ``(P4[U] - sum over discards x of pay(U + x))**2``, from the tables."""
    x_set = np.empty(6, dtype=np.int64)
    w = np.empty(5, dtype=np.int64)
    buf = np.empty(6, dtype=np.int64)
    one = np.empty(1, dtype=np.int64)
    total = 0
    for wm in range(1 << d):
        nw = _subset(d_cards, d, wm, w)
        if nh + nw > 4:
            continue
        n = _union(h_cards, nh, w, nw, x_set)
        v = a_tab[offset[n] + _colex(x_set, n, binom)]
        total += v if nw % 2 == 0 else -v
    for xi in range(d):
        one[0] = d_cards[xi]
        for wm in range(1 << d):
            if wm >> xi & 1:
                continue
            nw = _subset(d_cards, d, wm, w)
            if nh + nw > 4:
                continue
            sign = 1 if nw % 2 == 0 else -1
            n = _union(h_cards, nh, w, nw, x_set)
            m = _union(x_set, n, one, 1, buf)
            if n == 4:
                b = paysum[offset[4] + _colex(x_set, 4, binom)] * pay5[_colex(buf, 5, binom)]
            else:
                b = g_tab[one[0], offset[n] + _colex(x_set, n, binom)]
            total -= 2 * sign * b
            total += sign * _value(buf, m, binom, offset, sq_sums, pay5sq)
    for xi in range(d):
        for yi in range(xi + 1, d):
            pair = binom[d_cards[xi], 1] + binom[d_cards[yi], 2]
            for wm in range(1 << d):
                if wm >> xi & 1 or wm >> yi & 1:
                    continue
                nw = _subset(d_cards, d, wm, w)
                sign = 1 if nw % 2 == 0 else -1
                n = nh + nw
                if n <= 2:
                    n = _union(h_cards, nh, w, nw, x_set)
                    total += 2 * sign * h_tab[pair, offset[n] + _colex(x_set, n, binom)]
                else:  # n == 3: the 4-sets are the deal minus x and y plus one card
                    total += 2 * sign * swap[d_pos[yi], d_pos[xi]]
    return total


@kernel
def _runs(
    g: np.ndarray,
    k: int,
    sign: int,
    source: np.ndarray,
    base: int,
    lead0: np.ndarray,
    lo: int,
    hi: int,
    part: np.ndarray,
    pos: np.ndarray,
    m: int,
    above: np.ndarray,
) -> int:
    """Add ``sign * source[base + lead0[i] + (H + V's terms)]`` to ``g[k], g[k + 1], ...``
    for ``i`` in ``lo:hi``, in runs over which H + V's terms are constant; returns ``k``."""
    start = lo
    while start < hi:
        # the run ends at the next position above start (or at hi)
        end = hi
        for t in range(m):
            if start < pos[t] < end:
                end = pos[t]
        const = base
        for t in range(m):
            const += part[t, above[t] + (1 if start < pos[t] else 0)]
        for i in range(start, end):
            g[k] += sign * source[const + lead0[i]]
            k += 1
        start = end
    return k


@kernel
def _runs5(
    g: np.ndarray,
    k: int,
    sign: int,
    cat: np.ndarray,
    pays: np.ndarray,
    base: int,
    lead0: np.ndarray,
    lo: int,
    hi: int,
    part: np.ndarray,
    pos: np.ndarray,
    m: int,
    above: np.ndarray,
) -> int:
    """:func:`_runs` for five-card sets: their pays through the (int8) category table."""
    start = lo
    while start < hi:
        end = hi
        for t in range(m):
            if start < pos[t] < end:
                end = pos[t]
        const = base
        for t in range(m):
            const += part[t, above[t] + (1 if start < pos[t] else 0)]
        for i in range(start, end):
            g[k] += sign * pays[cat[const + lead0[i]]]
            k += 1
        start = end
    return k


@kernel
def _direct_square(
    h_cards: np.ndarray,
    nh: int,
    d_cards: np.ndarray,
    d: int,
    u: int,
    rest: np.ndarray,
    n_rest: int,
    binom: np.ndarray,
    offset: np.ndarray,
    paysum: np.ndarray,
    cat: np.ndarray,
    pays: np.ndarray,
    g: np.ndarray,
    hi: np.ndarray,
    lo: np.ndarray,
) -> None:
    """``Q[u]`` (added to ``hi``/``lo``): the sum over the ``u``-sets ``U`` of undealt
    cards of the squared pays of the final hands holding the held cards and ``U`` and
    no discard, each found by inclusion-exclusion over the discards.

    For each set ``V`` of discards, the ``U`` run in colex order, so that the colex
    index of ``H + U + V`` only grows (the tables are read in order).
    """
    n_u = binom[n_rest, u]
    for k in range(n_u):
        g[k] = 0
    hv = np.empty(5, dtype=np.int64)
    w = np.empty(5, dtype=np.int64)
    part = np.empty((5, 4), dtype=np.int64)
    pos = np.empty(5, dtype=np.int64)
    lead = np.empty((3, n_rest), dtype=np.int64)  # U's own terms of the colex index
    above = np.zeros(5, dtype=np.int64)
    zero = np.zeros(5, dtype=np.int64)
    for wm in range(1 << d):
        nw = _subset(d_cards, d, wm, w)
        if nw > d - u:
            continue
        sign = 1 if nw % 2 == 0 else -1
        m = _union(h_cards, nh, w, nw, hv)
        size = m + u
        base = 0 if size == 5 else offset[size]
        for r in range(n_rest):
            below = 0
            for t in range(m):
                if hv[t] < rest[r]:
                    below += 1
            for i in range(u):
                lead[i, r] = binom[rest[r], 1 + i + below]
        for t in range(m):
            # the rank of hv[t] in the union is t plus the cards of U below it
            pos[t] = 0
            for r in range(n_rest):
                if rest[r] < hv[t]:
                    pos[t] += 1
            for cnt in range(4):
                part[t, cnt] = binom[hv[t], t + 1 + cnt]
        k = 0
        # over a run of i0 between two of the positions pos[t], which cards of H + V lie
        # above i0's card is fixed: the run adds one constant (no test in the loop)
        five = size == 5
        if u == 1:
            if five:
                k = _runs5(g, k, sign, cat, pays, 0, lead[0], 0, n_rest, part, pos, m, zero)
            else:
                k = _runs(g, k, sign, paysum, base, lead[0], 0, n_rest, part, pos, m, zero)
        elif u == 2:
            for i1 in range(1, n_rest):
                for t in range(m):
                    above[t] = 1 if i1 < pos[t] else 0
                b1 = base + lead[1, i1]
                if five:
                    k = _runs5(g, k, sign, cat, pays, b1, lead[0], 0, i1, part, pos, m, above)
                else:
                    k = _runs(g, k, sign, paysum, b1, lead[0], 0, i1, part, pos, m, above)
        else:
            for i2 in range(2, n_rest):
                b2 = base + lead[2, i2]
                for i1 in range(1, i2):
                    for t in range(m):
                        above[t] = (1 if i1 < pos[t] else 0) + (1 if i2 < pos[t] else 0)
                    b1 = b2 + lead[1, i1]
                    if five:
                        k = _runs5(g, k, sign, cat, pays, b1, lead[0], 0, i1, part, pos, m, above)
                    else:
                        k = _runs(g, k, sign, paysum, b1, lead[0], 0, i1, part, pos, m, above)
    for k in range(n_u):
        _add_square(g[k], hi, lo, u)


@parallel_kernel
def spin_class_sums(
    rep: np.ndarray,
    holds: np.ndarray,
    rows: np.ndarray,
    deck: int,
    binom: np.ndarray,
    offset: np.ndarray,
    paysum: np.ndarray,
    pay5: np.ndarray,
    cat: np.ndarray,
    pays: np.ndarray,
    sq_sums: np.ndarray,
    pay5sq: np.ndarray,
    a_tab: np.ndarray,
    g_tab: np.ndarray,
    h_tab: np.ndarray,
    hi: np.ndarray,
    lo: np.ndarray,
) -> None:
    """``Q[u]`` for ``u`` = 0..d of the optimal hold of each deal class ``rows[k]``, as
    ``hi[k, u] * 2**32 + lo[k, u]``: the sum over the ``u``-sets ``U`` of undealt cards
    of the squared (scaled) pay sum of the final hands that hold the held cards and
    ``U`` and no discard (``d`` cards drawn). ``pay5[j] = pays[cat[j]]``;
    ``sq_sums``/``pay5sq``: the tables of
    the squared pays."""
    blocks = min(rows.shape[0], 512)
    for b in prange(blocks):
        h_cards = np.empty(5, dtype=np.int64)
        d_cards = np.empty(5, dtype=np.int64)
        d_pos = np.empty(5, dtype=np.int64)
        rest = np.empty(deck, dtype=np.int64)
        dealt = np.empty(5, dtype=np.int64)
        swap = np.empty((5, 5), dtype=np.int64)
        g = np.empty(binom[deck - 5, 3], dtype=np.int64)
        w = np.empty(5, dtype=np.int64)
        buf = np.empty(6, dtype=np.int64)
        for k in range(b * rows.shape[0] // blocks, (b + 1) * rows.shape[0] // blocks):
            i = rows[k]
            hold = holds[i]
            nh = 0
            d = 0
            for j in range(5):
                dealt[j] = rep[i, j]
                if hold >> j & 1:
                    h_cards[nh] = rep[i, j]
                    nh += 1
                else:
                    d_cards[d] = rep[i, j]
                    d_pos[d] = j
                    d += 1
            n_rest = 0
            for c in range(deck):
                if (
                    c != dealt[0]
                    and c != dealt[1]
                    and c != dealt[2]
                    and c != dealt[3]
                    and (c != dealt[4])
                ):
                    rest[n_rest] = c
                    n_rest += 1
            for u in range(6):
                hi[k, u] = 0
                lo[k, u] = 0
            # Q[0]: the hold's pay sum squared; Q[d]: its squared pays summed
            g0 = 0
            q_d = 0
            for wm in range(1 << d):
                nw = _subset(d_cards, d, wm, w)
                n = _union(h_cards, nh, w, nw, buf)
                sign = 1 if nw % 2 == 0 else -1
                g0 += sign * _value(buf, n, binom, offset, paysum, pay5)
                q_d += sign * _value(buf, n, binom, offset, sq_sums, pay5sq)
            _add_square(g0, hi[k], lo[k], 0)
            if d == 0:
                continue
            hi[k, d] += q_d >> 32
            lo[k, d] += q_d & 0xFFFFFFFF
            if d >= 2:
                _swap_sums(dealt, deck, binom, pay5, swap)
                top = _top_square(
                    h_cards,
                    nh,
                    d_cards,
                    d_pos,
                    d,
                    binom,
                    offset,
                    paysum,
                    pay5,
                    sq_sums,
                    pay5sq,
                    a_tab,
                    g_tab,
                    h_tab,
                    swap,
                )
                hi[k, d - 1] += top >> 32
                lo[k, d - 1] += top & 0xFFFFFFFF
            for u in range(1, d - 1):
                _direct_square(
                    h_cards,
                    nh,
                    d_cards,
                    d,
                    u,
                    rest,
                    n_rest,
                    binom,
                    offset,
                    paysum,
                    cat,
                    pays,
                    g,
                    hi[k],
                    lo[k],
                )


@kernel
def _image(
    hand: np.ndarray,
    maps: np.ndarray,
    every_suit: bool,
    binom: np.ndarray,
    buf: np.ndarray,
    masks: np.ndarray,
    order: np.ndarray,
    mapped: np.ndarray,
) -> int:
    """The colex index of the class representative of ``hand`` and, in ``mapped``, the
    image of each of its cards under the symmetry that gives it."""
    if every_suit:
        idx = _suit_sorted(hand, binom, buf, masks, order)
        jokers = 0
        for t in range(5):
            if hand[t] >= 52:
                jokers += 1
        for t in range(5):
            c = hand[t]
            if c < 52:
                new = 0
                for k in range(4):
                    if order[k] == (c & 3):
                        new = k
                mapped[t] = (c & ~3) | new
            else:
                mapped[t] = 52 if jokers == 1 else c
        return idx
    best = -1
    for g in range(maps.shape[0]):
        for t in range(5):
            buf[t] = maps[g, hand[t]]
        _sort_small(buf, 5)
        idx = _colex(buf, 5, binom)
        if best < 0 or idx < best:
            best = idx
            for t in range(5):
                mapped[t] = maps[g, hand[t]]
    return best


@kernel
def spin_simulate(
    seed: int,
    rounds: int,
    deck: int,
    paylines: np.ndarray,
    class_of: np.ndarray,
    rep: np.ndarray,
    holds: np.ndarray,
    maps: np.ndarray,
    every_suit: bool,
    binom: np.ndarray,
    cat: np.ndarray,
    units: np.ndarray,
    royal: int,
    totals: np.ndarray,
    clean: np.ndarray,
    moments: np.ndarray,
) -> None:
    """Play ``rounds`` rounds of Spin Poker with the optimal holds.

    A round deals five cards in random columns, holds ``holds[class]`` (a mask over the
    class representative ``rep[class]``), fills every cell of the other columns from
    the rest of the one deck and pays ``units[cat[hand]]`` on each of ``paylines`` (a
    row 0-2 per column). Adds to ``totals[t]`` (and ``clean[t]`` when no line made
    category ``royal``) the rounds whose lines paid ``t`` units in all, and to
    ``moments`` each line's sum and sum of squares and each pair's sum of products.
    """
    np.random.seed(seed)
    cards = np.arange(deck)
    grid = np.empty((3, 5), dtype=np.int64)
    hand = np.empty(5, dtype=np.int64)
    sorted5 = np.empty(5, dtype=np.int64)
    buf = np.empty(5, dtype=np.int64)
    masks = np.empty(4, dtype=np.int64)
    order = np.empty(4, dtype=np.int64)
    mapped = np.empty(5, dtype=np.int64)
    n_lines = paylines.shape[0]
    x = np.empty(n_lines, dtype=np.int64)
    for _ in range(rounds):
        for i in range(20):
            j = i + np.random.randint(deck - i)
            cards[i], cards[j] = cards[j], cards[i]
        for t in range(5):
            hand[t] = cards[t]
        _image(hand, maps, every_suit, binom, buf, masks, order, mapped)
        for t in range(5):
            sorted5[t] = cards[t]
        _sort_small(sorted5, 5)
        c = class_of[_colex(sorted5, 5, binom)]
        hold = holds[c]
        nxt = 5
        for t in range(5):
            pos = 0
            for q in range(5):
                if rep[c, q] == mapped[t]:
                    pos = q
            if hold >> pos & 1:
                for row in range(3):
                    grid[row, t] = cards[t]
            else:
                for row in range(3):
                    grid[row, t] = cards[nxt]
                    nxt += 1
        total = 0
        had = False
        for line in range(n_lines):
            for t in range(5):
                hand[t] = grid[paylines[line, t], t]
            _sort_small(hand, 5)
            k = cat[_colex(hand, 5, binom)]
            if k == royal:
                had = True
            x[line] = units[k]
            total += x[line]
        totals[total] += 1.0
        if not had:
            clean[total] += 1.0
        for a in range(n_lines):
            moments[a, n_lines] += x[a]
            for b in range(n_lines):
                moments[a, b] += x[a] * x[b]
