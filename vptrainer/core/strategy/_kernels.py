"""Private numba kernels that match compiled hold patterns against every deal class.

For each deal, the features of its 32 holds are computed once (:func:`_deal_features`);
a pattern is a row of integer bounds over those features (:mod:`..matching` builds the
rows), so matching is a handful of comparisons per (hold, pattern). A hold is a 5-bit
mask over the deal's ascending cards, as in the engine.
"""

from __future__ import annotations

import numpy as np

from vptrainer.core._numba import kernel, parallel_kernel, prange

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
N_FEATURES = 26
SCRATCH_ROWS = 12

# ---- a compiled pattern: ``pats[p] = (held, pick, first test, end of tests)`` and
# tests ``tests[t] = (kind, feature, a, b)``, all of which a hold must pass
PAT_HELD = 0
PAT_PICK = 1  # 0 none, 1 lowest, 2 highest
PAT_FIRST = 2
PAT_END = 3
PAT_MADE = 4  # 1 when the pattern describes a made hand
# prefilters on whole sets of holds (the tests check them again)
PAT_MADEMASK = 5  # bit mask over Made (0: any)
PAT_SUITED = 6  # -1 any, 0 not of one suit, 1 of one suit
PAT_WIN = 7  # 0 any, 1 fits a straight, 2 fits two or more
PAT_DISTINCT = 8  # 1: naturals of distinct ranks
PAT_WITHIN = 9  # natural ranks allowed (13-bit mask)
PAT_WLO = 10  # wild cards held: at least
PAT_WHI = 11  # and at most
PAT_DLO = 12  # wild cards dealt: at least
PAT_DHI = 13  # and at most
PAT_PREFER = 14  # 0: the pattern plays its rule; k > 0: preferred at level k (sigmajove's <<)
N_PAT = 15

# per deal, sets of holds (32-bit) with a property: S_MADE + made, then these
S_MADE = 0
S_SUITED = 11
S_STRAIGHT = 12
S_OUTSIDE = 13
S_DISTINCT = 14
S_WILDS = 15  # S_WILDS + w: the holds that keep w wild cards
N_SETS = 21

T_RANGE = 0  # a <= feat[feature] <= b
T_IN = 1  # bit feat[feature] of mask a is set (feature value -1: fails)
T_SUBSET = 2  # feat[feature] has no bit outside mask a
T_RANKS = 3  # a <= discarded naturals with a rank in mask feature <= b (feature: the mask)
T_RANKS_ON = 4  # the same, counting only discards of a suit among the held naturals'
T_RANKS_OFF = 5  # the same, counting only discards of a suit none of the held naturals has
T_SUITED = 6  # a <= (one suit holds a discard of every rank of mask feature) <= b
T_HAS = 7  # feat[feature] has every bit of mask a

ALL13 = (1 << 13) - 1
ROYAL13 = 0b1111100000000  # T J Q K A

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
    if mask >> 12 & 1 and rest and rest.bit_length() + 1 < high - low + 1:
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
        if distinct:
            feat[m, F_TOP] = _TOP_LOW13[s1, 0]
            feat[m, F_BOTTOM] = _TOP_LOW13[s1, 1]
        else:
            feat[m, F_TOP] = _TOP13[s1] if s1 else -1
            feat[m, F_BOTTOM] = _TOP13[s1 & -s1] if s1 else -1


@kernel
def _matches(pats: np.ndarray, tests: np.ndarray, p: int, feat: np.ndarray, m: int) -> bool:
    """Whether hold ``m`` (its features in ``feat[m]``) passes every test of pattern ``p``."""
    for t in range(pats[p, PAT_FIRST], pats[p, PAT_END]):
        kind = tests[t, 0]
        x = tests[t, 1]
        a = tests[t, 2]
        if kind == T_RANGE:
            v = feat[m, x]
            if v < a or v > tests[t, 3]:
                return False
        elif kind == T_IN:
            v = feat[m, x]
            if v < 0 or not (a >> v) & 1:
                return False
        elif kind == T_SUBSET:
            if feat[m, x] & ~a:
                return False
        elif kind == T_HAS:
            if feat[m, x] & a != a:
                return False
        elif kind == T_SUITED:
            dc = feat[m, F_DCARDS]
            common = 15
            for r in range(13):
                if x >> r & 1:
                    common &= (dc >> (4 * r)) & 15
            v = 1 if common else 0
            if v < a or v > tests[t, 3]:
                return False
        else:
            dc = feat[m, F_DCARDS]
            suits = 15
            if kind == T_RANKS_ON:
                suits = feat[m, F_HSUITS]
            elif kind == T_RANKS_OFF:
                suits = 15 & ~feat[m, F_HSUITS]
            count = 0
            for r in range(13):
                if x >> r & 1:
                    count += _POP13[(dc >> (4 * r)) & suits]
            if count < a or count > tests[t, 3]:
                return False
    return True


@kernel
def _pattern_holds(
    pats: np.ndarray,
    tests: np.ndarray,
    p: int,
    feat: np.ndarray,
    sets: np.ndarray,
    cards: np.ndarray,
    wild: np.ndarray,
) -> int:
    """The set (32-bit) of holds of one deal that match pattern ``p``, narrowed."""
    dealt = feat[0, F_DW]
    if dealt < pats[p, PAT_DLO] or dealt > pats[p, PAT_DHI]:
        return 0
    cand = _SIZE_SETS[pats[p, PAT_HELD]]
    lo = pats[p, PAT_WLO]
    hi = pats[p, PAT_WHI]
    if lo > 0 or hi < 5:
        allowed_w = 0
        for w in range(lo, min(hi, 5) + 1):
            allowed_w |= sets[S_WILDS + w]
        cand &= allowed_w
        if not cand:
            return 0
    made = pats[p, PAT_MADEMASK]
    if made:
        union = 0
        for v in range(11):
            if made >> v & 1:
                union |= sets[S_MADE + v]
        cand &= union
    suited = pats[p, PAT_SUITED]
    if suited == 1:
        cand &= sets[S_SUITED]
    elif suited == 0:
        cand &= ~sets[S_SUITED]
    win = pats[p, PAT_WIN]
    if win == 1:
        cand &= sets[S_STRAIGHT]
    elif win == 2:
        cand &= sets[S_OUTSIDE]
    if pats[p, PAT_DISTINCT]:
        cand &= sets[S_DISTINCT]
    within = pats[p, PAT_WITHIN]
    if cand and within != ALL13:
        allowed = 0
        for j in range(5):
            c = cards[j]
            if wild[c] or (within >> (c >> 2)) & 1:
                allowed |= 1 << j
        cand &= _SUBSETS[allowed]
    found = 0
    while cand:
        low = cand & -cand
        m = _LOW_BIT[low % 37]
        cand ^= low
        if _matches(pats, tests, p, feat, m):
            found |= low
    pick = pats[p, PAT_PICK]
    if found and pick:
        target = -1
        for m in range(32):
            if found >> m & 1:
                key = feat[m, F_KEY]
                if target < 0 or (key < target if pick == 1 else key > target):
                    target = key
        narrowed = 0
        for m in range(32):
            if found >> m & 1 and feat[m, F_KEY] == target:
                narrowed |= 1 << m
        found = narrowed
    return found


@kernel
def _whole(found: int, made: int) -> int:
    """``found`` without the holds that are part of a made-hand hold in ``made``: a made
    hand matched by a rule is held whole, never broken for a part of it."""
    if not made:
        return found
    out = found
    m = found
    while m:
        low = m & -m
        h = _LOW_BIT[low % 37]
        m ^= low
        rest = made & ~low
        while rest:
            low2 = rest & -rest
            h2 = _LOW_BIT[low2 % 37]
            rest ^= low2
            if h & h2 == h:
                out &= ~low
                break
    return out


@kernel
def _rule_holds(
    pats: np.ndarray,
    tests: np.ndarray,
    first: int,
    last: int,
    feat: np.ndarray,
    sets: np.ndarray,
    cards: np.ndarray,
    wild: np.ndarray,
    seen: np.ndarray,
) -> int:
    """The holds a rule (patterns ``first:last``) matches in one deal; ``seen[p]`` is
    set for each pattern that matches some hold.

    A made hand held whole wins over any part of it matched by the same rule: from a
    full house, "three of a kind, full house" holds the full house, and from a royal
    flush "royal flush | 4 to a royal flush" the royal. Patterns of a preference level
    (``A << B``) replace the holds of the levels before when they match.
    """
    found = 0
    made = 0
    p = first
    while p < last and pats[p, PAT_PREFER] == 0:
        holds = _pattern_holds(pats, tests, p, feat, sets, cards, wild)
        if holds and seen[p] == 0:
            seen[p] = 1
        found |= holds
        if pats[p, PAT_MADE]:
            made |= holds
        p += 1
    found = _whole(found, made)
    while found and p < last:
        level = pats[p, PAT_PREFER]
        better = 0
        made = 0
        while p < last and pats[p, PAT_PREFER] == level:
            holds = _pattern_holds(pats, tests, p, feat, sets, cards, wild)
            if holds and seen[p] == 0:
                seen[p] = 1
            better |= holds
            if pats[p, PAT_MADE]:
                made |= holds
            p += 1
        if not better:
            break
        found = _whole(better, made)
    return found


@kernel
def _uses_feature(tests: np.ndarray, feature: int) -> bool:
    """Whether a test reads ``feature``."""
    for t in range(tests.shape[0]):  # noqa: SIM110 (numba compiles the loop)
        if tests[t, 0] == T_RANGE and tests[t, 1] == feature:
            return True
    return False


@kernel
def _popcount5(m: int) -> int:
    return (m & 1) + (m >> 1 & 1) + (m >> 2 & 1) + (m >> 3 & 1) + (m >> 4 & 1)


@kernel
def _blocks(start: int, stop: int) -> int:
    """Blocks of deals for a parallel loop (each reuses its working arrays)."""
    return (stop - start + _BLOCK - 1) // _BLOCK


_BLOCK = 256


@parallel_kernel
def play_deals(
    rep_cards: np.ndarray,
    start: int,
    stop: int,
    wild: np.ndarray,
    high_min: int,
    win: np.ndarray,
    gaps: np.ndarray,
    pats: np.ndarray,
    tests: np.ndarray,
    rule_first: np.ndarray,
    ev: np.ndarray,
    out_rule: np.ndarray,
    out_best: np.ndarray,
    out_worst: np.ndarray,
    out_matched: np.ndarray,
    seen: np.ndarray,
) -> None:
    """Each deal class in ``start:stop`` plays the first rule with a matching hold.

    Writes the rule (-1: none, discard everything), the matching holds (a 32-bit
    set) and, by ``ev``, the best and the worst of them for the player (ties: the
    hold that keeps more cards, then the lower mask). Sets ``seen[p]`` for every
    pattern that matched a hold of a deal it was tried on.
    """
    n_rules = rule_first.shape[0] - 1
    need_sp = _uses_feature(tests, F_SP)
    for b in prange(_blocks(start, stop)):
        feat = np.empty((32, N_FEATURES), dtype=np.int64)
        scratch = np.empty((SCRATCH_ROWS, 32), dtype=np.int64)
        sets = np.empty(N_SETS, dtype=np.int64)
        for i in range(start + b * _BLOCK, min(stop, start + (b + 1) * _BLOCK)):
            cards = rep_cards[i]
            _deal_features(cards, wild, high_min, win, gaps, need_sp, feat, scratch, sets)
            rule = -1
            matched = 0
            for r in range(n_rules):
                matched = _rule_holds(
                    pats, tests, rule_first[r], rule_first[r + 1], feat, sets, cards, wild, seen
                )
                if matched:
                    rule = r
                    break
            if rule < 0:
                matched = 1
            best = -1
            worst = -1
            for m in range(32):
                if matched >> m & 1:
                    e = ev[i, m]
                    if (
                        best < 0
                        or e > ev[i, best]
                        or (e == ev[i, best] and _popcount5(m) > _popcount5(best))
                    ):
                        best = m
                    if (
                        worst < 0
                        or e < ev[i, worst]
                        or (e == ev[i, worst] and _popcount5(m) > _popcount5(worst))
                    ):
                        worst = m
            out_rule[i] = rule
            out_best[i] = best
            out_worst[i] = worst
            out_matched[i] = matched


@parallel_kernel
def patterns_seen(
    rep_cards: np.ndarray,
    start: int,
    stop: int,
    wild: np.ndarray,
    high_min: int,
    win: np.ndarray,
    gaps: np.ndarray,
    pats: np.ndarray,
    tests: np.ndarray,
    seen: np.ndarray,
) -> None:
    """Set ``seen[p]`` for each pattern some hold of a deal in ``start:stop`` matches."""
    n_pats = pats.shape[0]
    need_sp = _uses_feature(tests, F_SP)
    for b in prange(_blocks(start, stop)):
        feat = np.empty((32, N_FEATURES), dtype=np.int64)
        scratch = np.empty((SCRATCH_ROWS, 32), dtype=np.int64)
        sets = np.empty(N_SETS, dtype=np.int64)
        for i in range(start + b * _BLOCK, min(stop, start + (b + 1) * _BLOCK)):
            cards = rep_cards[i]
            _deal_features(cards, wild, high_min, win, gaps, need_sp, feat, scratch, sets)
            for p in range(n_pats):
                if seen[p] == 0 and _pattern_holds(pats, tests, p, feat, sets, cards, wild):
                    seen[p] = 1


@kernel
def deal_rule_holds(
    cards: np.ndarray,
    wild: np.ndarray,
    high_min: int,
    win: np.ndarray,
    gaps: np.ndarray,
    pats: np.ndarray,
    tests: np.ndarray,
    rule_first: np.ndarray,
) -> np.ndarray:
    """For one deal (ascending cards), the set of holds each rule matches."""
    feat = np.empty((32, N_FEATURES), dtype=np.int64)
    scratch = np.empty((SCRATCH_ROWS, 32), dtype=np.int64)
    sets = np.empty(N_SETS, dtype=np.int64)
    _deal_features(cards, wild, high_min, win, gaps, True, feat, scratch, sets)
    n_rules = rule_first.shape[0] - 1
    out = np.zeros(n_rules, dtype=np.int64)
    seen = np.zeros(pats.shape[0], dtype=np.int8)
    for r in range(n_rules):
        out[r] = _rule_holds(
            pats, tests, rule_first[r], rule_first[r + 1], feat, sets, cards, wild, seen
        )
    return out


@kernel
def deal_features(
    cards: np.ndarray, wild: np.ndarray, high_min: int, win: np.ndarray, gaps: np.ndarray
) -> np.ndarray:
    """The feature table of one deal's 32 holds (for tests and explanations)."""
    feat = np.empty((32, N_FEATURES), dtype=np.int64)
    scratch = np.empty((SCRATCH_ROWS, 32), dtype=np.int64)
    sets = np.empty(N_SETS, dtype=np.int64)
    _deal_features(cards, wild, high_min, win, gaps, True, feat, scratch, sets)
    return feat
