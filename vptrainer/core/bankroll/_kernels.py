"""Private numba kernels of the bankroll package: N-play rounds, sessions, simulation.

Conventions: a result is an integer number of *units* (``1 / pay_scale`` of a bet
of one line); a session's state is the running sum ``S`` of the rounds' pays minus
their bets, in units, stored at index ``S - base`` of a probability array.
"""

from __future__ import annotations

import numpy as np

from vptrainer.core._numba import kernel, parallel_kernel, prange

# ---------------------------------------------------------- one round of N lines


@kernel
def _convolve(
    cur: np.ndarray, length: int, probs: np.ndarray, pays: np.ndarray, out: np.ndarray
) -> int:
    """``out = cur * (sum_k probs[k] x^pays[k])`` over ``cur[:length]``; the new length."""
    top = 0
    for k in range(probs.shape[0]):
        if probs[k] > 0.0 and pays[k] > top:
            top = pays[k]
    n = length + top
    for t in range(n):
        out[t] = 0.0
    for k in range(probs.shape[0]):
        pk = probs[k]
        if pk == 0.0:
            continue
        shift = pays[k]
        for t in range(length):
            out[t + shift] += pk * cur[t]
    return n


@parallel_kernel
def nplay_distribution(
    probs: np.ndarray,
    weights: np.ndarray,
    pays: np.ndarray,
    royal: int,
    lines: int,
    binom: np.ndarray,
    out_all: np.ndarray,
    out_no_royal: np.ndarray,
) -> None:
    """The distribution of one round's total pay over ``lines`` lines, by pay in units.

    Group ``g`` of deals (share ``weights[g]``) draws each line independently with
    category probabilities ``probs[g]``; category ``k`` pays ``pays[k]`` units. The
    ``N``-fold convolution of each group is split by the number ``r`` of royals
    (category ``royal``, or none when it is negative): ``C(N, r) p^r`` times the
    ``(N - r)``-fold convolution of the other categories, shifted by ``r`` royal
    pays, so the dense arrays only span the pays below the royal. Row ``b`` of the
    outputs sums the groups ``b, b + B, ...`` (``B`` = number of rows); the caller
    adds the rows. ``out_no_royal`` is the part of the distribution with no royal;
    ``binom[r]`` is ``C(lines, r)``.
    """
    n_blocks = out_all.shape[0]
    n_groups = probs.shape[0]
    n_cat = probs.shape[1]
    size = out_all.shape[1]
    for b in prange(n_blocks):
        rest = np.empty(n_cat, dtype=np.float64)
        cur = np.empty(size, dtype=np.float64)
        nxt = np.empty(size, dtype=np.float64)
        for g in range(b, n_groups, n_blocks):
            w = weights[g]
            p_royal = 0.0
            for k in range(n_cat):
                rest[k] = probs[g, k]
            if royal >= 0:
                p_royal = probs[g, royal]
                rest[royal] = 0.0
            cur[0] = 1.0
            length = 1
            for k in range(lines + 1):  # ``cur`` is the k-fold convolution of ``rest``
                r = lines - k
                if r == 0 or p_royal > 0.0:
                    coef = w * binom[r] * p_royal**r if r > 0 else w
                    shift = r * pays[royal] if r > 0 else 0
                    for t in range(length):
                        out_all[b, t + shift] += coef * cur[t]
                    if r == 0:
                        for t in range(length):
                            out_no_royal[b, t] += coef * cur[t]
                if k < lines:
                    length = _convolve(cur, length, rest, pays, nxt)
                    for t in range(length):
                        cur[t] = nxt[t]


# --------------------------------------------------------- a session, exactly


@kernel
def session_steps(
    p_buf: np.ndarray,
    q_buf: np.ndarray,
    h0: int,
    h1: int,
    lows: np.ndarray,
    tops: np.ndarray,
    horizon: int,
    deltas: np.ndarray,
    probs: np.ndarray,
    probs_no_royal: np.ndarray,
    rho: float,
    top_is_safe: bool,
    state: np.ndarray,
    acc: np.ndarray,
) -> None:
    """Advance the exact session recursion from round ``h0`` to round ``h1``.

    ``p_buf[c]`` holds the probability of each state among sessions still playing
    (``c = state[0]``; the other row is scratch), ``q_buf[c]`` the same for sessions
    that have not had a royal yet; both are zero outside ``state[1]:state[2]``.
    After round ``h`` a state below ``lows[h]`` is broke and one at or above
    ``tops[h]`` has reached the goal, or (``top_is_safe``) is so high that it cannot
    go broke in the rounds left. A round moves the state by ``deltas[j]`` with
    probability ``probs[j]`` (``probs_no_royal[j]`` without a royal; ``deltas``
    ascending; ``rho`` = the chance of a royal in a round). Adds to ``acc``: [0] broke,
    [1] reached the top, [2] had a royal.
    """
    cur = state[0]
    lo = state[1]
    hi = state[2]
    n_out = deltas.shape[0]
    dmin = deltas[0]
    dmax = deltas[n_out - 1]
    cs_p = np.empty(p_buf.shape[1] + 1, dtype=np.float64)
    cs_q = np.empty(p_buf.shape[1] + 1, dtype=np.float64)
    for h in range(h0, h1):
        p = p_buf[cur]
        q = q_buf[cur]
        new_p = p_buf[1 - cur]
        new_q = q_buf[1 - cur]
        low = lows[h + 1]
        top = tops[h + 1]
        cs_p[0] = 0.0
        cs_q[0] = 0.0
        for s in range(lo, hi):
            cs_p[s - lo + 1] = cs_p[s - lo] + p[s]
            cs_q[s - lo + 1] = cs_q[s - lo] + q[s]
        n = hi - lo
        acc[2] += cs_q[n] * rho  # a royal this round, for sessions without one yet
        below_p = 0.0
        above_p = 0.0
        above_q = 0.0
        for j in range(n_out):
            d = deltas[j]
            a = min(hi, low - d)
            if a > lo:
                below_p += probs[j] * cs_p[a - lo]
            b = max(lo, top - d)
            if b < hi:
                above_p += probs[j] * (cs_p[n] - cs_p[b - lo])
                above_q += probs_no_royal[j] * (cs_q[n] - cs_q[b - lo])
        acc[0] += below_p
        acc[1] += above_p
        if top_is_safe:  # safe sessions play every round left: a royal in one of them?
            acc[2] += above_q * (1.0 - (1.0 - rho) ** (horizon - h - 1))
        new_lo = max(low, lo + dmin)
        new_hi = min(top, hi + dmax)
        if new_hi <= new_lo:
            new_lo = low
            new_hi = low
        for t in range(new_lo, new_hi):
            new_p[t] = 0.0
            new_q[t] = 0.0
        for j in range(n_out):
            d = deltas[j]
            pj = probs[j]
            qj = probs_no_royal[j]
            t0 = max(new_lo, lo + d)
            t1 = min(new_hi, hi + d)
            for t in range(t0, t1):
                new_p[t] += pj * p[t - d]
                new_q[t] += qj * q[t - d]
        cur = 1 - cur
        lo = new_lo
        hi = new_hi
    state[0] = cur
    state[1] = lo
    state[2] = hi


# ------------------------------------------------------- a session, simulated


@kernel
def alias_tables(probs: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Walker's alias tables (Vose's construction) of each row of ``probs``.

    Drawing ``i`` uniformly, then keeping it with chance ``keep[r, i]`` or taking
    ``alias[r, i]`` otherwise, picks index ``k`` with chance ``probs[r, k] / sum``.
    """
    rows, n = probs.shape
    keep = np.ones((rows, n), dtype=np.float64)
    alias = np.zeros((rows, n), dtype=np.int64)
    scaled = np.empty(n, dtype=np.float64)
    small = np.empty(n, dtype=np.int64)
    large = np.empty(n, dtype=np.int64)
    for r in range(rows):
        total = 0.0
        for k in range(n):
            total += probs[r, k]
        n_small = 0
        n_large = 0
        for k in range(n):
            scaled[k] = probs[r, k] * n / total
            alias[r, k] = k
            if scaled[k] < 1.0:
                small[n_small] = k
                n_small += 1
            else:
                large[n_large] = k
                n_large += 1
        while n_small > 0 and n_large > 0:
            n_small -= 1
            s = small[n_small]
            n_large -= 1
            g = large[n_large]
            keep[r, s] = scaled[s]
            alias[r, s] = g
            scaled[g] = scaled[g] + scaled[s] - 1.0
            if scaled[g] < 1.0:
                small[n_small] = g
                n_small += 1
            else:
                large[n_large] = g
                n_large += 1
        for i in range(n_large):
            keep[r, large[i]] = 1.0
        for i in range(n_small):  # left by rounding: as good as 1
            keep[r, small[i]] = 1.0
    return keep, alias


@kernel
def _draw(keep: np.ndarray, alias: np.ndarray) -> int:
    u = np.random.random() * keep.shape[0]
    i = int(u)
    if i >= keep.shape[0]:
        i = keep.shape[0] - 1
    return i if u - i < keep[i] else alias[i]


@kernel
def simulate_sessions(
    seed: int,
    trials: int,
    group_keep: np.ndarray,
    group_alias: np.ndarray,
    line_keep: np.ndarray,
    line_alias: np.ndarray,
    pays: np.ndarray,
    bet: int,
    royal: np.ndarray,
    lines: int,
    lows: np.ndarray,
    tops: np.ndarray,
    top_is_safe: bool,
    rho: float,
    horizon: int,
    out: np.ndarray,
) -> None:
    """Play ``trials`` sessions of up to ``horizon`` rounds of ``lines`` lines.

    A round picks a group of deals (alias tables ``group_keep``/``group_alias``),
    then each line's category from that group's row of ``line_keep``/``line_alias``
    (``royal[k]``: category ``k`` holds a royal flush); the state moves by the lines'
    ``pays`` minus ``lines * bet`` (units). States and
    absorption are as in :func:`session_steps`. ``out`` gets, per statistic (broke,
    top, royal), the sum and the sum of squares over the trials; a session that
    turns safe without a royal yet adds its exact chance of a royal in the rounds
    left (``rho`` per round), which only lowers the error.
    """
    np.random.seed(seed)
    one_group = group_keep.shape[0] == 1
    for _ in range(trials):
        s = 0
        broke = 0.0
        reached = 0.0
        had = 0.0
        for h in range(horizon):
            g = 0 if one_group else _draw(group_keep, group_alias)
            total = 0
            for _line in range(lines):
                k = _draw(line_keep[g], line_alias[g])
                total += pays[k]
                if royal[k]:
                    had = 1.0
            s += total - bet * lines
            if s < lows[h + 1]:
                broke = 1.0
                break
            if s >= tops[h + 1]:
                reached = 1.0
                if top_is_safe and had == 0.0:
                    had = 1.0 - (1.0 - rho) ** (horizon - h - 1)
                break
        out[0] += broke
        out[1] += broke * broke
        out[2] += reached
        out[3] += reached * reached
        out[4] += had
        out[5] += had * had


@kernel
def simulate_paths(
    seed: int,
    trials: int,
    group_keep: np.ndarray,
    group_alias: np.ndarray,
    line_keep: np.ndarray,
    line_alias: np.ndarray,
    pays: np.ndarray,
    bet: int,
    lines: int,
    checkpoints: np.ndarray,
    out: np.ndarray,
) -> None:
    """Play ``trials`` sessions through every round, keeping the running result.

    Rounds are drawn as in :func:`simulate_sessions` (a group of deals, then each
    line's category). ``out[t, j]`` gets session ``t``'s running sum of the rounds'
    pays minus their bets (units) after ``checkpoints[j]`` rounds (ascending; 0 allowed).
    """
    np.random.seed(seed)
    one_group = group_keep.shape[0] == 1
    n_points = checkpoints.shape[0]
    for t in range(trials):
        s = 0
        j = 0
        while j < n_points and checkpoints[j] == 0:
            out[t, j] = 0
            j += 1
        h = 0
        while j < n_points:
            g = 0 if one_group else _draw(group_keep, group_alias)
            total = 0
            for _line in range(lines):
                total += pays[_draw(line_keep[g], line_alias[g])]
            s += total - bet * lines
            h += 1
            while j < n_points and checkpoints[j] == h:
                out[t, j] = s
                j += 1
