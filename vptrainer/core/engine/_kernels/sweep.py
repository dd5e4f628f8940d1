"""The royal sweep's kernels: each deal class's upper envelope of its 32 hold lines.

Every hold's EV is ``a + x * b`` in the pay ``x`` of the swept category; the envelope's
breakpoints are compared exactly with 128-bit products.
"""

from __future__ import annotations

import numpy as np

from vptrainer.core._numba import kernel, parallel_kernel, prange
from vptrainer.core.engine._kernels.deals import BLOCK, _block_end, blocks
from vptrainer.core.engine._kernels.subsets import category_values, hold_values


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


def work_rows(start: int, stop: int) -> np.ndarray:
    """The working rows of :func:`sweep_envelopes`' blocks of ``start:stop``."""
    return np.empty((max(1, -(-(stop - start) // BLOCK)), 96), dtype=np.int64)


@parallel_kernel
def sweep_envelopes(
    rep_cards: np.ndarray,
    start: int,
    stop: int,
    binom: np.ndarray,
    step: np.ndarray,
    paysum: np.ndarray,
    counts: np.ndarray,
    fours: np.ndarray,
    cat: np.ndarray,
    pays: np.ndarray,
    hold_mult: np.ndarray,
    swept: int,
    base_a: np.ndarray,
    base_b: np.ndarray,
    n_events: np.ndarray,
    ev_num: np.ndarray,
    ev_den: np.ndarray,
    work: np.ndarray,
) -> None:
    """Each deal class's optimal EV as a function of category ``swept``'s scaled pay.

    A hold's EV is ``a + x * b`` (common-denominator units): ``b`` counts its final
    hands of category ``swept``, ``a`` is the EV without them. For class ``i`` in
    ``start:stop`` (row ``i - start``) this writes the best line at ``x = 0+``, the
    number of breakpoints of the upper envelope, and the first ``ev_num.shape[1]``
    breakpoints (see :func:`_envelope`). Block ``b`` works in ``work[b]`` (96 int64).
    """
    cap = ev_num.shape[1]
    for b in prange(blocks(start, stop)):
        rows = work[b, :32]
        ev = work[b, 32:64]
        cnt = work[b, 64:]
        for i in range(start + b * BLOCK, _block_end(start, stop, b)):
            hold_values(rep_cards[i], binom, step, paysum, cat, pays, hold_mult, rows, ev)
            category_values(rows, swept, cat, counts, fours, hold_mult, cnt)
            for m in range(32):
                ev[m] -= pays[swept] * cnt[m]
            row = i - start
            a0, b0, events = _envelope(ev, cnt, cap, ev_num[row], ev_den[row])
            base_a[row] = a0
            base_b[row] = b0
            n_events[row] = events
