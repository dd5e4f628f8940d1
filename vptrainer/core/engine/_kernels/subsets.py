"""One deal's 32 subsets: table rows, the 32 hold EVs, the best hold, category counts.

The EV of hold H sums the pays of the final hands that contain H and no discarded
card. The tables give, for every subset S of the deal, the pays of the final hands
containing S; the 32 sums of a deal are gathered once and one in-place
inclusion-exclusion (a superset transform over the five cards, 80 subtractions)
turns them into all 32 holds' sums at once.
"""

from __future__ import annotations

import numpy as np

from vptrainer.core._numba import kernel

POPCOUNT = np.array([bin(m).count("1") for m in range(32)], dtype=np.int64)


@kernel
def subset_rows(cards: np.ndarray, binom: np.ndarray, step: np.ndarray, rows: np.ndarray) -> None:
    """The table row of each of the 32 subsets (by mask) of 5 ascending cards.

    ``rows[31]`` is the colex index of the whole hand (its row in ``cat``).
    """
    rows[0] = 0
    for j in range(5):
        card = cards[j]
        high = 1 << j
        for rest in range(high):  # card j is the highest card of ``high | rest``
            r = POPCOUNT[rest] + 1
            rows[high | rest] = rows[rest] + binom[card, r] + step[r]


@kernel
def exclude_discards(values: np.ndarray) -> None:
    """From "final hands containing S" to "containing S and no other card of the deal".

    In place, for all 32 subsets: a superset transform, one card at a time.
    """
    for t in range(16):
        values[t] -= values[t + 16]
    for base in range(0, 32, 16):
        for t in range(8):
            values[base + t] -= values[base + t + 8]
    for base in range(0, 32, 8):
        for t in range(4):
            values[base + t] -= values[base + t + 4]
    for base in range(0, 32, 4):
        for t in range(2):
            values[base + t] -= values[base + t + 2]
    for base in range(0, 32, 2):
        values[base] -= values[base + 1]


@kernel
def hold_values(
    cards: np.ndarray,
    binom: np.ndarray,
    step: np.ndarray,
    paysum: np.ndarray,
    cat: np.ndarray,
    pays: np.ndarray,
    hold_mult: np.ndarray,
    rows: np.ndarray,
    ev: np.ndarray,
) -> None:
    """Fill ``rows`` and the EV of each hold as an integer over the common denominator
    (times the pay scale)."""
    subset_rows(cards, binom, step, rows)
    for m in range(31):
        ev[m] = paysum[rows[m]]
    ev[31] = pays[cat[rows[31]]]
    exclude_discards(ev)
    for m in range(32):
        ev[m] *= hold_mult[m]


@kernel
def category_values(
    rows: np.ndarray,
    q: int,
    cat: np.ndarray,
    counts: np.ndarray,
    fours: np.ndarray,
    hold_mult: np.ndarray,
    out: np.ndarray,
) -> None:
    """Final hands of category ``q`` for each of the 32 holds (common-denominator units)."""
    below = counts.shape[0]
    for m in range(31):
        j = rows[m]
        out[m] = counts[j, q] if j < below else fours[j - below, q]
    out[31] = 1 if cat[rows[31]] == q else 0
    exclude_discards(out)
    for m in range(32):
        out[m] *= hold_mult[m]


@kernel
def best_hold(ev: np.ndarray) -> tuple[int, int, int]:
    """The best hold, the tied-best mask and the best EV.

    An exact tie goes to the hold that keeps more cards, then to the lower mask.
    """
    top = ev[0]
    for m in range(1, 32):
        if ev[m] > top:
            top = ev[m]
    ties = 0
    for m in range(32):
        if ev[m] == top:
            ties |= 1 << m
    best = -1
    rest = ties
    m = 0
    while rest:
        if rest & 1 and (best < 0 or POPCOUNT[m] > POPCOUNT[best]):
            best = m
        rest >>= 1
        m += 1
    return best, ties, top


@kernel
def add_hold_counts(
    rows: np.ndarray,
    hold: int,
    cat: np.ndarray,
    counts: np.ndarray,
    fours: np.ndarray,
    scale: int,
    out: np.ndarray,
) -> None:
    """``out[q] += scale *`` the final hands of category ``q`` of one hold, for
    ``q < counts.shape[1]``: a signed sum over the subsets of the deal that contain it."""
    below = counts.shape[0]
    free = 31 & ~hold
    sub = free
    while True:
        s = hold | sub
        signed = scale if POPCOUNT[sub] % 2 == 0 else -scale
        j = rows[s]
        if s == 31:
            out[cat[j]] += signed
        elif j < below:
            for q in range(counts.shape[1]):
                out[q] += signed * counts[j, q]
        else:
            for q in range(counts.shape[1]):
                out[q] += signed * fours[j - below, q]
        if sub == 0:
            break
        sub = (sub - 1) & free
