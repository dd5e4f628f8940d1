"""Brute-force classification of wild-card hands, for tests only.

Each wild card is replaced by every card of the 52-card deck (repeats allowed, so a
wild card may copy a card already held); the hand qualifies for every category one
of those natural hands makes. The natural classifier sorts nothing and knows no
shortcuts: it counts ranks and suits. Compiled with numba only so that it can run
over every final hand; the logic is deliberately plain.
"""

from __future__ import annotations

import numba
import numpy as np

from vptrainer.core.games.wild import CONCEPTS

B = {name: 1 << i for i, name in enumerate(CONCEPTS)}
NAT_ROYAL, FOUR_DEUCES_ACE, FOUR_DEUCES, WILD_ROYAL = (
    B["natural_royal_flush"],
    B["four_deuces_with_ace"],
    B["four_deuces"],
    B["wild_royal_flush"],
)
FIVE_ACES, FIVE_3_5, FIVE_6_K, FIVE = (
    B["five_aces"],
    B["five_3_5"],
    B["five_6_k"],
    B["five_of_a_kind"],
)
SF, QUADS, FH, FLUSH, STRAIGHT = (
    B["straight_flush"],
    B["four_of_a_kind"],
    B["full_house"],
    B["flush"],
    B["straight"],
)
TRIPS, TWO_PAIR, KINGS, ACES = (
    B["three_of_a_kind"],
    B["two_pair"],
    B["kings_or_better"],
    B["aces_or_better"],
)


@numba.njit(cache=False)
def natural_mask(hand: np.ndarray) -> int:
    """Categories of five cards (0..51, repeats allowed) with nothing wild."""
    counts = np.zeros(13, dtype=np.int64)
    suits = np.zeros(4, dtype=np.int64)
    for c in hand:
        counts[c >> 2] += 1
        suits[c & 3] += 1
    flush = suits.max() == 5
    straight_high = -1
    for high in range(4, 13):  # 6-high .. ace-high
        run = True
        for r in range(high - 4, high + 1):
            if counts[r] != 1:
                run = False
        if run:
            straight_high = high
    if counts[12] == 1 and counts[0] == 1 and counts[1] == 1 and counts[2] == 1 and counts[3] == 1:
        straight_high = 3
    m = 0
    if flush:
        m |= FLUSH
    if straight_high >= 0:
        m |= STRAIGHT
        if flush:
            m |= SF
            if straight_high == 12:
                m |= WILD_ROYAL
    pairs = 0
    top_pair = -1
    for r in range(13):
        n = counts[r]
        if n >= 2:
            top_pair = r
        if n == 2:
            pairs += 1
        if n >= 3:
            m |= TRIPS
        if n >= 4:
            m |= QUADS
        if n == 5:
            m |= FIVE
            if r == 12:
                m |= FIVE_ACES
            elif 1 <= r <= 3:
                m |= FIVE_3_5
            elif 4 <= r <= 11:
                m |= FIVE_6_K
    has_three = False
    for r in range(13):
        if counts[r] == 3:
            has_three = True
    if has_three and pairs == 1:
        m |= FH | TWO_PAIR
    if pairs == 2:
        m |= TWO_PAIR
    if top_pair >= 11:
        m |= KINGS
    if top_pair >= 12:
        m |= ACES
    return m


@numba.njit(cache=False)
def brute_force_mask(hand: np.ndarray, deuces: bool) -> int:
    """Categories of a hand whose wild cards (deuces, or the joker = 52) may be anything."""
    fixed = np.empty(5, dtype=np.int64)
    n_fixed = 0
    for c in hand:
        wild = (c >> 2) == 0 if deuces else c == 52
        if not wild:
            fixed[n_fixed] = c
            n_fixed += 1
    n_wild = 5 - n_fixed
    trial = np.empty(5, dtype=np.int64)
    trial[:n_fixed] = fixed[:n_fixed]
    m = 0
    # every multiset of substitutes s1 <= s2 <= ... (up to four wild cards)
    subs = np.zeros(4, dtype=np.int64)
    while True:
        for j in range(n_wild):
            trial[n_fixed + j] = subs[j]
        m |= natural_mask(trial)
        # next non-decreasing tuple of n_wild values in 0..51
        j = n_wild - 1
        while j >= 0 and subs[j] == 51:
            j -= 1
        if j < 0:
            break
        subs[j] += 1
        for t in range(j + 1, n_wild):
            subs[t] = subs[j]
    if n_wild == 0 and m & WILD_ROYAL:
        m |= NAT_ROYAL
    if deuces and n_wild == 4:
        m |= FOUR_DEUCES
        if fixed[0] >> 2 == 12:
            m |= FOUR_DEUCES_ACE
    return m


@numba.njit(cache=False, parallel=True)
def all_masks(deck: int, deuces: bool) -> np.ndarray:
    """The brute-force mask of every final hand, in colex order."""
    hands = np.empty((0, 5), dtype=np.int64)
    n = 0
    for e in range(4, deck):
        for d in range(3, e):
            for c in range(2, d):
                for b in range(1, c):
                    n += b
    hands = np.empty((n, 5), dtype=np.int64)
    i = 0
    for e in range(4, deck):
        for d in range(3, e):
            for c in range(2, d):
                for b in range(1, c):
                    for a in range(b):
                        hands[i, 0] = a
                        hands[i, 1] = b
                        hands[i, 2] = c
                        hands[i, 3] = d
                        hands[i, 4] = e
                        i += 1
    out = np.empty(n, dtype=np.int64)
    for k in numba.prange(n):
        out[k] = brute_force_mask(hands[k], deuces)
    return out
