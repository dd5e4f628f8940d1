"""Private numba kernel: the features of a deal's 32 holds.

For each deal, the features of its 32 holds are computed once
(:func:`_deal_features`), with sets of holds sharing a property for quick filters; a
hold is a 5-bit mask over the deal's ascending cards, as in the engine. The kernels
of :mod:`._kernels` match compiled patterns against these features.
"""

from __future__ import annotations

import numpy as np

from vptrainer.core._numba import kernel

ALL13 = (1 << 13) - 1
ROYAL13 = 0b1111100000000  # T J Q K A

# ---- features of a hold (columns of ``feat``)
F_W = 0  # wild cards held
F_RMASK = 1  # ranks of the held naturals (13-bit mask)
F_NNAT = 2  # naturals held
F_DISTINCT = 3  # 1 when the naturals have distinct ranks
F_SUITED = 4  # 1 when the naturals are of one suit (or there are none)
F_MADE = 5  # the made hand of the held cards (patterns.Made)
F_GROUP = 6  # rank of the largest group of naturals (ties: the higher), -1 if none
F_KICKER = 7  # highest natural rank outside the group, -1 if none
F_WIN = 8  # straights (5-rank windows) the naturals fit, 0 unless distinct
F_GAPS = 9  # 6 - naturals - straights they fit, at least 0 (99 when they fit none)
F_HIGH = 10  # high naturals held
F_KEY = 11  # multiset key of the naturals' ranks: sum of 8**rank
F_FP = 12  # discarded naturals of the naturals' suit
F_SP = 13  # discarded naturals of a new rank that fits a straight with the naturals
F_HP = 14  # discarded high naturals
F_DKEY = 15  # multiset key of the discarded naturals' ranks
F_JK = 16  # jokers held
F_OW = 17  # wild cards held that are not jokers
F_DW = 18  # wild cards dealt (the same for every hold of the deal)
F_DJK = 19  # jokers dealt
F_DOW = 20  # wild cards dealt that are not jokers
F_SPAN = 21  # ranks from the lowest natural to the highest, the ace low or high (99: a pair)
F_DCARDS = 22  # the discarded naturals (bit c: card code c)
F_HSUITS = 23  # the suits of the held naturals (4-bit mask)
F_TOP = 24  # the highest natural's rank (the ace low when the naturals fit a straight so)
F_BOTTOM = 25  # the lowest natural's rank (the ace when it is low), -1 without naturals
F_DWSUITS = 26  # the suits of the wild cards dealt that have one (not jokers; 4-bit mask)
N_FEATURES = 27
SCRATCH_ROWS = 12

# per deal, sets of holds (32-bit) with a property: S_MADE + made, then these
S_MADE = 0
S_SUITED = 11
S_STRAIGHT = 12
S_OUTSIDE = 13
S_DISTINCT = 14
S_WILDS = 15  # S_WILDS + w: the holds that keep w wild cards
N_SETS = 21

# patterns.Made values
_NOTHING = 0
_PAIR = 1
_TWO_PAIR = 2
_TRIPS = 3
_STRAIGHT = 4
_FLUSH = 5
_FULL_HOUSE = 6
_QUADS = 7
_STRAIGHT_FLUSH = 8
_ROYAL = 9
_FIVE = 10


_POP13 = np.array([bin(x).count("1") for x in range(1 << 13)], dtype=np.int64)
# SUBSETS[p]: the holds (as a 32-bit set) that keep only cards of the 5-bit position mask p
_SUBSETS = np.array(
    [sum(1 << m for m in range(32) if m & ~p == 0) for p in range(32)], dtype=np.int64
)
# SIZE_SETS[n]: the holds that keep n cards
_SIZE_SETS = np.array(
    [sum(1 << m for m in range(32) if bin(m).count("1") == n) for n in range(6)], dtype=np.int64
)
# the index of the lowest set bit x & -x of a 32-bit set, by its value modulo 37
_LOW_BIT = np.zeros(37, dtype=np.int64)
for _b in range(32):
    _LOW_BIT[(1 << _b) % 37] = _b
_TOP13 = np.array([x.bit_length() - 1 for x in range(1 << 13)], dtype=np.int64)


def _span(mask: int) -> int:
    """Ranks from the lowest to the highest of a rank mask, the ace high or low."""
    if mask == 0:
        return 0
    high = mask.bit_length() - 1 - ((mask & -mask).bit_length() - 1) + 1
    if mask >> 12 & 1:
        rest = mask & ~(1 << 12)
        low = 1 if rest == 0 else rest.bit_length() + 1
        return min(high, low)
    return high


_SPAN13 = np.array([_span(x) for x in range(1 << 13)], dtype=np.int64)


def _ends(mask: int) -> tuple[int, int]:
    """The highest and the lowest rank of a rank mask, the ace low when the ranks fit a
    straight only so (A-2-3: 3 high, the ace low); (-1, -1) for none."""
    if mask == 0:
        return -1, -1
    high = mask.bit_length() - 1
    low = (mask & -mask).bit_length() - 1
    rest = mask & ~(1 << 12)
    # the ace is low only with 2-5: A-3-6 is ace high, as sigmajove's program reads
    # "(A high)" on a flush draw
    if mask >> 12 & 1 and rest and rest & ~0b1111 == 0:
        return rest.bit_length() - 1, 12
    return high, low


_TOP_LOW13 = np.array([_ends(x) for x in range(1 << 13)], dtype=np.int64)


@kernel
def _deal_features(
    cards: np.ndarray,
    wild: np.ndarray,
    high_min: int,
    win: np.ndarray,
    gaps: np.ndarray,
    need_sp: bool,
    feat: np.ndarray,
    scratch: np.ndarray,
    sets: np.ndarray,
) -> None:
    """The features of the 32 holds of one deal (``cards`` ascending).

    Straight penalty cards are counted only when ``need_sp`` (they cost a loop).

    Each hold's counts grow from the hold without its lowest card; what the discards
    hold is the deal's total minus the hold's. ``scratch`` is (SCRATCH_ROWS, 32) working space.
    """
    w_ = scratch[0]
    nnat_ = scratch[1]
    smask_ = scratch[2]
    key_ = scratch[3]
    high_ = scratch[4]
    s1_ = scratch[5]
    s2_ = scratch[6]
    s3_ = scratch[7]
    s4_ = scratch[8]
    suit_count = scratch[9]
    jk_ = scratch[10]
    cards_ = scratch[11]  # the held naturals (bit c: card code c)
    scratch[:, 0] = 0
    suit_count[:4] = 0
    for m in range(1, 32):
        j = 0
        while not m >> j & 1:
            j += 1
        prev = m & (m - 1)
        c = cards[j]
        w_[m] = w_[prev]
        jk_[m] = jk_[prev]
        cards_[m] = cards_[prev]
        nnat_[m] = nnat_[prev]
        smask_[m] = smask_[prev]
        key_[m] = key_[prev]
        high_[m] = high_[prev]
        s1 = s1_[prev]
        s2 = s2_[prev]
        s3 = s3_[prev]
        s4 = s4_[prev]
        if wild[c]:
            w_[m] += 1
            if c >= 52:
                jk_[m] += 1
        else:
            r = c >> 2
            bit = 1 << r
            s4 |= s3 & bit
            s3 |= s2 & bit
            s2 |= s1 & bit
            s1 |= bit
            smask_[m] |= 1 << (c & 3)
            cards_[m] |= 1 << c
            key_[m] += 1 << (3 * r)
            nnat_[m] += 1
            if r >= high_min:
                high_[m] += 1
            if prev == 0:
                suit_count[c & 3] += 1
        s1_[m] = s1
        s2_[m] = s2
        s3_[m] = s3
        s4_[m] = s4
    dealt_wsuits = 0
    for j in range(5):
        if wild[cards[j]] and cards[j] < 52:
            dealt_wsuits |= 1 << (cards[j] & 3)
    deal_key = key_[31]
    deal_high = high_[31]
    deal_cards = cards_[31]
    dealt_w = w_[31]
    dealt_jk = jk_[31]
    sets[:] = 0
    for m in range(32):
        w = w_[m]
        nnat = nnat_[m]
        smask = smask_[m]
        s1 = s1_[m]
        distinct = _POP13[s1] == nnat
        suited = nnat == 0 or (smask & (smask - 1)) == 0
        if s4_[m]:
            group, mult = _TOP13[s4_[m]], 4
        elif s3_[m]:
            group, mult = _TOP13[s3_[m]], 3
        elif s2_[m]:
            group, mult = _TOP13[s2_[m]], 2
        elif s1:
            group, mult = _TOP13[s1], 1
        else:
            group, mult = -1, 0
        kicker = _TOP13[s1 & ~(1 << group)] if group >= 0 else -1
        windows = win[s1] if distinct else 0
        n = nnat + w
        if n == 5 and mult + w >= 5:
            made = _FIVE
        elif n == 5 and distinct and suited and windows > 0 and (s1 & ~ROYAL13) == 0:
            made = _ROYAL
        elif n == 5 and distinct and suited and windows > 0:
            made = _STRAIGHT_FLUSH
        elif mult + w >= 4:
            made = _QUADS
        elif n == 5 and _POP13[s1] == 2:
            made = _FULL_HOUSE
        elif n == 5 and suited:
            made = _FLUSH
        elif n == 5 and distinct and windows > 0:
            made = _STRAIGHT
        elif mult + w >= 3:
            made = _TRIPS
        elif _POP13[s2_[m]] >= 2:
            made = _TWO_PAIR
        elif mult + w >= 2:
            made = _PAIR
        else:
            made = _NOTHING
        fp = 0
        if nnat > 0 and suited:
            fp = suit_count[_TOP13[smask]] - nnat
        sp = 0
        if need_sp and nnat > 0 and windows > 0:
            for j in range(5):
                if not m >> j & 1:
                    c = cards[j]
                    if not wild[c]:
                        r = c >> 2
                        if not (s1 >> r) & 1 and win[s1 | (1 << r)] > 0:
                            sp += 1
        bit = 1 << m
        sets[S_MADE + made] |= bit
        if suited:
            sets[S_SUITED] |= bit
        if distinct:
            sets[S_DISTINCT] |= bit
        if windows > 0:
            sets[S_STRAIGHT] |= bit
        if windows > 1:
            sets[S_OUTSIDE] |= bit
        sets[S_WILDS + w] |= bit
        feat[m, F_W] = w
        feat[m, F_RMASK] = s1
        feat[m, F_NNAT] = nnat
        feat[m, F_DISTINCT] = 1 if distinct else 0
        feat[m, F_SUITED] = 1 if suited else 0
        feat[m, F_MADE] = made
        feat[m, F_GROUP] = group
        feat[m, F_KICKER] = kicker
        feat[m, F_WIN] = windows
        feat[m, F_GAPS] = gaps[s1]
        feat[m, F_HIGH] = high_[m]
        feat[m, F_KEY] = key_[m]
        feat[m, F_FP] = fp
        feat[m, F_SP] = sp
        feat[m, F_HP] = deal_high - high_[m]
        feat[m, F_DKEY] = deal_key - key_[m]
        feat[m, F_JK] = jk_[m]
        feat[m, F_OW] = w - jk_[m]
        feat[m, F_DW] = dealt_w
        feat[m, F_DJK] = dealt_jk
        feat[m, F_DOW] = dealt_w - dealt_jk
        feat[m, F_SPAN] = _SPAN13[s1] if distinct else 99
        feat[m, F_DCARDS] = deal_cards & ~cards_[m]
        feat[m, F_HSUITS] = smask
        feat[m, F_DWSUITS] = dealt_wsuits
        if distinct:
            feat[m, F_TOP] = _TOP_LOW13[s1, 0]
            feat[m, F_BOTTOM] = _TOP_LOW13[s1, 1]
        else:
            feat[m, F_TOP] = _TOP13[s1] if s1 else -1
            feat[m, F_BOTTOM] = _TOP13[s1 & -s1] if s1 else -1
