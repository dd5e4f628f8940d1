"""Private numba kernels of the Ultimate X solver (see :mod:`.solver`).

Conventions:

* a hold's per-line multiplier distribution is ``p[k]`` over the table's distinct
  multipliers ``v[k]`` (ascending, ``v[0] = 1``); ``offs[k] = v[k] - 1``;
* the state is the total multiplier ``M`` of the lines, stored as ``s = M - lines``
  (``0 .. L - 1``, ``L = lines * (v[-1] - 1) + 1``);
* the candidates of deal class ``i`` (its holds on the Pareto front of EV and
  multiplier tails) are ``start[i]:start[i + 1]`` of the candidate arrays;
* statistics are summed per block of deal classes in *difference form* along ``s``
  (row ``s`` adds what starts at state ``s``, and subtracts what ends there): a
  cumulative sum over ``s`` gives each state's totals.

The kernels allocate nothing: their working arrays come from the caller.
"""

from __future__ import annotations

import numpy as np

from vptrainer.core._numba import kernel, parallel_kernel, prange

POPCOUNT = np.array([bin(m).count("1") for m in range(32)], dtype=np.int64)

MODE_OPTIMAL = 0  # the best hold at each M under the relative values V
MODE_BASE = 1  # the base game's optimal hold, whatever M
MODE_APPROX = 2  # the hold ranked best by M x EV + c x lines x E[next multiplier]


@kernel
def _before(h: int, g: int, evh: int, evg: int, th: int, tg: int) -> bool:
    """Whether hold ``h`` ranks before hold ``g``: higher EV, then a higher sum of the
    multiplier tails, then more cards held, then the lower mask."""
    if evh != evg:
        return evh > evg
    if th != tg:
        return th > tg
    if POPCOUNT[h] != POPCOUNT[g]:
        return bool(POPCOUNT[h] > POPCOUNT[g])
    return h < g


@parallel_kernel
def pareto_front(
    sums: np.ndarray,
    ev_col: int,
    tail_lo: int,
    tail_hi: int,
    keep: np.ndarray,
    base: np.ndarray,
    work: np.ndarray,
) -> None:
    """The holds of each deal class that some increasing value of the next multipliers
    can make best, and the base game's optimal hold.

    ``sums[i, m, ev_col]`` is hold ``m``'s EV numerator and ``sums[i, m, tail_lo:tail_hi]``
    its numerators of P(next multiplier >= v[k]) for k >= 1 (one denominator for all).
    A hold is dropped when one ranked before it has at least each of its tails (it then
    has at least its EV too, and is never worse whatever the state is worth: a higher
    multiplier is never worth less). ``keep[i, m]`` marks the others; ``base[i]`` is the
    hold of best EV (ties: more cards held, then the lower mask, as in the engine), kept
    too. ``work`` is ``(rows, 64)`` int64.
    """
    n = sums.shape[0]
    for i in prange(n):
        order = work[i, :32]
        tsum = work[i, 32:]
        for m in range(32):
            total = 0
            for t in range(tail_lo, tail_hi):
                total += sums[i, m, t]
            tsum[m] = total
            keep[i, m] = False
            order[m] = m
        for x in range(1, 32):  # insertion sort, best first
            h = order[x]
            y = x - 1
            while y >= 0 and _before(
                h, order[y], sums[i, h, ev_col], sums[i, order[y], ev_col], tsum[h], tsum[order[y]]
            ):
                order[y + 1] = order[y]
                y -= 1
            order[y + 1] = h
        for x in range(32):
            h = order[x]
            dominated = False
            for y in range(x):
                g = order[y]
                if not keep[i, g]:
                    continue
                covers = True
                for t in range(tail_lo, tail_hi):
                    if sums[i, g, t] < sums[i, h, t]:
                        covers = False
                        break
                if covers:
                    dominated = True
                    break
            keep[i, h] = not dominated
        best = 0
        for m in range(1, 32):
            e1 = sums[i, m, ev_col]
            e0 = sums[i, best, ev_col]
            if e1 > e0 or (e1 == e0 and POPCOUNT[m] > POPCOUNT[best]):
                best = m
        base[i] = best
        keep[i, best] = True


@kernel
def _transform(
    p: np.ndarray,
    cos_t: np.ndarray,
    sin_t: np.ndarray,
    power: int,
    out_re: np.ndarray,
    out_im: np.ndarray,
) -> None:
    """The discrete Fourier transform of the distribution of the sum of ``power`` lines'
    next multipliers (less ``power``), at the frequencies of ``cos_t``/``sin_t``
    (``(J, G)``: cos and sin of ``theta_j * offs_k``): ``phi(theta_j) ** power`` with
    ``phi(theta) = sum_k p_k exp(-i theta offs_k)``, by repeated squaring."""
    g = p.shape[0]
    for j in range(cos_t.shape[0]):
        re = 0.0
        im = 0.0
        for k in range(g):
            pk = p[k]
            re += pk * cos_t[j, k]
            im -= pk * sin_t[j, k]
        acc_re = 1.0
        acc_im = 0.0
        e = power
        while e > 0:
            if e & 1:
                acc_re, acc_im = acc_re * re - acc_im * im, acc_re * im + acc_im * re
            e >>= 1
            if e > 0:
                re, im = re * re - im * im, 2.0 * re * im
        out_re[j] = acc_re
        out_im[j] = acc_im


@kernel
def _square_transform(
    p: np.ndarray,
    values: np.ndarray,
    cos_t: np.ndarray,
    sin_t: np.ndarray,
    lines: int,
    below_re: np.ndarray,
    below_im: np.ndarray,
    out_re: np.ndarray,
    out_im: np.ndarray,
) -> None:
    """The transform of ``s -> E[sum of the lines' squared multipliers; sum - lines =
    s]``: ``lines * phi ** (lines - 1) * psi`` with ``psi(theta) = sum_k p_k v_k^2
    exp(-i theta offs_k)`` (the lines draw independently). ``below_*`` is scratch."""
    _transform(p, cos_t, sin_t, lines - 1, below_re, below_im)
    g = p.shape[0]
    for j in range(cos_t.shape[0]):
        re = 0.0
        im = 0.0
        for k in range(g):
            c = p[k] * values[k] * values[k]
            re += c * cos_t[j, k]
            im -= c * sin_t[j, k]
        out_re[j] = lines * (below_re[j] * re - below_im[j] * im)
        out_im[j] = lines * (below_re[j] * im + below_im[j] * re)


@kernel
def _add_segment(
    sign: float,
    s: int,
    w: float,
    j: int,
    slot: int,
    x_re: np.ndarray,
    x_im: np.ndarray,
    cp: np.ndarray,
    cev: np.ndarray,
    cev2: np.ndarray,
    values: np.ndarray,
    cos_t: np.ndarray,
    sin_t: np.ndarray,
    lines: int,
    stats: bool,
    trans_re: np.ndarray,
    trans_im: np.ndarray,
    reward: np.ndarray,
    lines_dist: np.ndarray,
    var_sum: np.ndarray,
    sq_sum: np.ndarray,
    sq_re: np.ndarray,
    sq_im: np.ndarray,
    scratch: np.ndarray,
) -> None:
    """Add (``sign`` 1) or remove (-1) at state ``s`` what candidate ``j`` (the transform
    of its next-state distribution in ``x_*[slot]``) contributes at weight ``w``."""
    ws = sign * w
    tr = trans_re[s]
    ti = trans_im[s]
    xr = x_re[slot]
    xi = x_im[slot]
    for t in range(tr.shape[0]):
        tr[t] += ws * xr[t]
        ti[t] += ws * xi[t]
    reward[s] += ws * cev[j]
    if stats:
        q = lines_dist[s]
        for k in range(q.shape[0]):
            q[k] += ws * cp[j, k]
        ev = cev[j]
        var_sum[s] += ws * (cev2[j] - ev * ev)
        sq_sum[s] += ws * ev * ev
        _square_transform(
            cp[j], values, cos_t, sin_t, lines, scratch[0], scratch[1], scratch[2], scratch[3]
        )
        qr = sq_re[s]
        qi = sq_im[s]
        for t in range(qr.shape[0]):
            qr[t] += ws * scratch[2, t]
            qi[t] += ws * scratch[3, t]


@kernel
def _line_value(
    mode: int,
    j: int,
    a: int,
    total: float,
    lines: int,
    cev: np.ndarray,
    gain: np.ndarray,
    cmean: np.ndarray,
    approx_c: float,
) -> float:
    """Candidate ``j``'s value at total multiplier ``total`` (a line in ``total``)."""
    if mode == MODE_OPTIMAL:
        return float(total * cev[j] + gain[j - a])
    return float(total * cev[j] + approx_c * lines * cmean[j])


@kernel
def _best_and_next(
    mode: int,
    a: int,
    e: int,
    lines: int,
    s: int,
    states: int,
    cev: np.ndarray,
    gain: np.ndarray,
    cmean: np.ndarray,
    approx_c: float,
    active: np.ndarray,
) -> tuple[int, int]:
    """The best active candidate at state ``s`` (the first of the largest value) and the
    next state at which another might be: the first whole total multiplier past ``s``
    where a steeper line is above the best one (``states`` when none is)."""
    total = float(lines + s)
    best = -1
    top = 0.0
    for j in range(a, e):
        if not active[j - a]:
            continue
        v = _line_value(mode, j, a, total, lines, cev, gain, cmean, approx_c)
        if best < 0 or v > top:
            best = j
            top = v
    following = states
    slope = cev[best]
    for j in range(a, e):
        rise = cev[j] - slope
        if rise > 0.0 and active[j - a]:
            # above the best for M > total + (top - value_j(total)) / rise
            ahead = (top - _line_value(mode, j, a, total, lines, cev, gain, cmean, approx_c)) / rise
            step = int(np.floor(ahead)) + 1
            if step < 1:
                step = 1
            if s + step < following:
                following = s + step
    return best, following


@kernel
def _screen(
    a: int,
    e: int,
    lines: int,
    states: int,
    cev: np.ndarray,
    cmean: np.ndarray,
    cvar: np.ndarray,
    value: np.ndarray,
    spread: float,
    centre: np.ndarray,
    half: np.ndarray,
    active: np.ndarray,
    floor: np.ndarray,
) -> None:
    """Mark inactive the candidates of ``a:e`` that are below another at every state
    whatever their exact ``E[value(next)]``, within the bounds of :func:`policy_pass`.
    ``centre`` receives each candidate's ``value`` at its mean next state, ``half`` the
    half-width of its bounds."""
    top_state = float(states - 1)
    for j in range(a, e):
        half[j - a] = 0.5 * spread * np.sqrt(max(lines * cvar[j], 0.0))
        mu = lines * (cmean[j] - 1.0)
        if mu < 0.0:
            mu = 0.0
        if mu > top_state:
            mu = top_state
        low = int(np.floor(mu))
        if low >= states - 1:
            centre[j - a] = value[states - 1]
        else:
            frac = mu - low
            centre[j - a] = value[low] + frac * (value[low + 1] - value[low])
    for s in range(states):
        total = float(lines + s)
        best = -np.inf
        for j in range(a, e):
            v = total * cev[j] + centre[j - a] - half[j - a]
            if v > best:
                best = v
        floor[s] = best - 1e-9 * (1.0 + abs(best))
    for j in range(a, e):
        keep = False
        for s in range(states):
            if (lines + s) * cev[j] + centre[j - a] + half[j - a] >= floor[s]:
                keep = True
                break
        active[j - a] = keep


@parallel_kernel
def policy_pass(
    mode: int,
    lo: int,
    hi: int,
    start: np.ndarray,
    cp: np.ndarray,
    cev: np.ndarray,
    cev2: np.ndarray,
    cmean: np.ndarray,
    cvar: np.ndarray,
    base: np.ndarray,
    weight: np.ndarray,
    values: np.ndarray,
    cos_t: np.ndarray,
    sin_t: np.ndarray,
    lines: int,
    states: int,
    value: np.ndarray,
    value_re: np.ndarray,
    value_im: np.ndarray,
    spread: float,
    approx_c: float,
    stats: bool,
    trans_re: np.ndarray,
    trans_im: np.ndarray,
    reward: np.ndarray,
    lines_dist: np.ndarray,
    var_sum: np.ndarray,
    sq_sum: np.ndarray,
    sq_re: np.ndarray,
    sq_im: np.ndarray,
    counts: np.ndarray,
    changes_out: np.ndarray,
    x_re: np.ndarray,
    x_im: np.ndarray,
    gains: np.ndarray,
    halves: np.ndarray,
    actives: np.ndarray,
    floors: np.ndarray,
    work: np.ndarray,
) -> None:
    """One pass over deal classes ``lo:hi``: each class's hold at every state under a
    policy, and that policy's transition, reward and statistics, per block.

    Distributions of the next state are handled as their discrete Fourier transforms
    (``rfft`` over the ``states`` states, ``J`` frequencies): the transform of a hold's
    is ``phi ** lines`` (:func:`_transform`), and ``E[value(next state)]`` is its product
    with ``value_*`` (the value's transform, weighted so that the sum over ``J`` is the
    expectation). ``mode`` :data:`MODE_OPTIMAL` takes at each state ``M`` the candidate
    of largest ``M * ev + E[value(next)]``; :data:`MODE_BASE` the base game's hold
    (``base[i]``, a candidate index); :data:`MODE_APPROX` the largest ``M * ev +
    approx_c * lines * mean``. Block ``b`` (of ``trans_re.shape[0]`` blocks of
    ``lo:hi``) adds, in difference form over the state ``s`` and weighted by the class's
    share of deals: ``trans_*[b, s]`` the transform of the next state's distribution,
    ``reward[b, s]`` the EV per unit of total multiplier; with ``stats``:
    ``lines_dist[b, s, k]`` a line's chance of multiplier ``v[k]`` next, ``var_sum`` and
    ``sq_sum`` the variance and square of a line's pay per unit multiplier, ``sq_*[b,
    s]`` the transform of E[sum of squared next multipliers; next state]. ``counts[b]``
    receives the share of deals whose hold depends on M, and whose hold differs from
    the base game's at some state; ``changes_out[i]`` how many times class ``i``'s hold
    changes as M rises. ``x_*`` are ``(blocks, 33, J)``, ``gains``
    ``halves`` ``(blocks, 33)`` and ``work`` ``(blocks, 4, J)`` float64 scratch, ``actives``
    ``(blocks, 33)`` bool and ``floors`` ``(blocks, states)`` float64.

    In :data:`MODE_OPTIMAL` a candidate's ``E[value(next)]`` is only computed when it
    could be best: with ``spread`` the range of the slopes of ``value`` (largest step
    less smallest), ``E[value(S)]`` is within ``spread * sd(S) / 2`` of ``value`` at
    ``E[S]`` (interpolated); a candidate whose upper bound is below another's lower
    bound at every state is never best, and is skipped.
    """
    n_blocks = trans_re.shape[0]
    per = (hi - lo + n_blocks - 1) // n_blocks
    n_freq = cos_t.shape[0]
    for b in prange(n_blocks):
        b_lo = lo + b * per
        b_hi = min(hi, b_lo + per)
        xr = x_re[b]
        xi = x_im[b]
        gain = gains[b]
        scratch = work[b]
        for i in range(b_lo, b_hi):
            a = start[i]
            e = start[i + 1]
            w = weight[i]
            active = actives[b]
            for j in range(a, e):
                active[j - a] = True
            if mode == MODE_OPTIMAL:
                _screen(
                    a, e, lines, states, cev, cmean, cvar, value, spread, gain,
                    halves[b], active, floors[b],
                )  # fmt: skip
                for j in range(a, e):
                    if not active[j - a]:
                        continue
                    _transform(cp[j], cos_t, sin_t, lines, xr[j - a], xi[j - a])
                    acc = 0.0
                    for t in range(n_freq):
                        acc += xr[j - a, t] * value_re[t] + xi[j - a, t] * value_im[t]
                    gain[j - a] = acc
            prev = -1
            changes = 0
            differs = False
            s = 0
            while s < states:
                if mode == MODE_BASE:
                    best = base[i]
                    following = states
                else:
                    best, following = _best_and_next(
                        mode, a, e, lines, s, states, cev, gain, cmean, approx_c, active
                    )
                if best != prev:
                    if prev >= 0:
                        _add_segment(
                            -1.0, s, w, prev, prev - a, xr, xi, cp, cev, cev2, values,
                            cos_t, sin_t, lines, stats, trans_re[b], trans_im[b], reward[b],
                            lines_dist[b], var_sum[b], sq_sum[b], sq_re[b], sq_im[b], scratch,
                        )  # fmt: skip
                        changes += 1
                    if mode != MODE_OPTIMAL:
                        _transform(cp[best], cos_t, sin_t, lines, xr[best - a], xi[best - a])
                    _add_segment(
                        1.0, s, w, best, best - a, xr, xi, cp, cev, cev2, values, cos_t,
                        sin_t, lines, stats, trans_re[b], trans_im[b], reward[b],
                        lines_dist[b], var_sum[b], sq_sum[b], sq_re[b], sq_im[b], scratch,
                    )  # fmt: skip
                    if best != base[i]:
                        differs = True
                    prev = best
                s = following
            _add_segment(
                -1.0, states, w, prev, prev - a, xr, xi, cp, cev, cev2, values, cos_t,
                sin_t, lines, stats, trans_re[b], trans_im[b], reward[b], lines_dist[b],
                var_sum[b], sq_sum[b], sq_re[b], sq_im[b], scratch,
            )  # fmt: skip
            changes_out[i] = changes
            if changes > 0:
                counts[b, 0] += w
            if differs:
                counts[b, 1] += w


@parallel_kernel
def gather_candidates(
    sums: np.ndarray,
    keep: np.ndarray,
    base: np.ndarray,
    first: np.ndarray,
    values: np.ndarray,
    denominator: float,
    ev_denominator: float,
    sq_denominator: float,
    out_mask: np.ndarray,
    out_p: np.ndarray,
    out_ev: np.ndarray,
    out_ev2: np.ndarray,
    out_mean: np.ndarray,
    out_base: np.ndarray,
    base_ev: np.ndarray,
) -> None:
    """The kept holds of each row of ``sums`` (columns: the pay, the pay squared, then
    the tails of the next multiplier), from position ``first[i]`` of the outputs: the
    mask, a line's next-multiplier distribution, the EV and E[pay^2] per coin, the mean
    next multiplier; ``out_base[i]`` the base hold's position, ``base_ev[i]`` its EV
    numerator."""
    g = values.shape[0]
    for i in prange(sums.shape[0]):
        k = first[i]
        for m in range(32):
            if not keep[i, m]:
                continue
            out_mask[k] = m
            out_ev[k] = sums[i, m, 0] / ev_denominator
            out_ev2[k] = sums[i, m, 1] / sq_denominator
            mean = 0.0
            for t in range(g):
                upper = denominator if t == 0 else float(sums[i, m, 1 + t])
                lower = float(sums[i, m, 2 + t]) if t + 1 < g else 0.0
                share = (upper - lower) / denominator
                out_p[k, t] = share
                mean += share * values[t]
            out_mean[k] = mean
            if m == base[i]:
                out_base[i] = k
                base_ev[i] = sums[i, m, 0]
            k += 1
