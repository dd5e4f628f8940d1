"""Private numba kernels that match compiled hold patterns against every deal class.

For each deal, the features of its 32 holds are computed once (:mod:`._features`); a
pattern is a row of integer bounds over those features (:mod:`..matching` builds the
rows), so matching is a handful of comparisons per (hold, pattern). A hold is a 5-bit
mask over the deal's ascending cards, as in the engine.
"""

from __future__ import annotations

import numpy as np

from vptrainer.core._numba import inline_kernel, kernel, parallel_kernel, prange
from vptrainer.core.strategy._features import (
    _LOW_BIT,
    _POP13,
    _SIZE_SETS,
    _SUBSETS,
    _TOP13,
    ALL13,
    F_DCARDS,
    F_DW,
    F_DWSUITS,
    F_HSUITS,
    F_KEY,
    F_NNAT,
    F_RMASK,
    F_SP,
    N_FEATURES,
    N_SETS,
    S_DISTINCT,
    S_MADE,
    S_OUTSIDE,
    S_STRAIGHT,
    S_SUITED,
    S_WILDS,
    SCRATCH_ROWS,
    _deal_features,
)

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

T_RANGE = 0  # a <= feat[feature] <= b
T_IN = 1  # bit feat[feature] of mask a is set (feature value -1: fails)
T_SUBSET = 2  # feat[feature] has no bit outside mask a
T_RANKS = 3  # a <= discarded naturals with a rank in mask feature <= b (feature: the mask)
T_RANKS_ON = 4  # the same, counting only discards of a suit among the held naturals'
T_RANKS_OFF = 5  # the same, counting only discards of a suit none of the held naturals has
T_SUITED = 6  # a <= (one suit holds a discard of every rank of mask feature) <= b
T_HAS = 7  # feat[feature] has every bit of mask a
# sigmajove's conditions on the discards, as his program (shared/enum_match.cc) reads them
T_GAP = 8  # a <= (a gap card: feature 1, gp; 2, paired gp) <= b; met by any hold that has none
T_HELD_DISCARD = 9  # a <= discarded naturals of a rank held, in mask feature <= b
T_LEAST_SP = 10  # a <= (sigmajove's "least sp") <= b
T_DSUITS = 11  # a <= suits among the discarded naturals <= b
T_WSUIT = 12  # naturals of one suit of a wild card dealt (feature 1), of no such suit (0)
T_RANKS_FP = 13  # a <= (every rank of mask feature discarded, and a flush card besides) <= b


@kernel
def _his(rank: int) -> int:
    """A rank in sigmajove's numbering (the ace 0, the deuce 1, ... the king 12)."""
    return 0 if rank == 12 else rank + 1


@kernel
def _discards_of(dc: int, his_rank: int) -> int:
    """Discarded naturals of a rank in sigmajove's numbering."""
    r = 12 if his_rank == 0 else his_rank - 1
    return int(_POP13[(dc >> (4 * r)) & 15])


@kernel
def _gap_card(rmask: int, nnat: int, dc: int, paired: int) -> int:
    """sigmajove's gp (pc_dsc_gp, pc_no_gp): 1 when a rank missing inside the held
    naturals' span (the ace high or low, whichever spans fewer ranks) has exactly
    ``paired`` cards among the discards, 0 when none has, -1 when the question does not
    arise (at most one natural held, or a span of more than five ranks)."""
    if nnat <= 1:
        return -1
    have = ((rmask & 0xFFF) << 1) | ((rmask >> 12) & 1)
    min_na = 17
    max_na = -5
    for d in range(1, 13):
        if have >> d & 1:
            if d < min_na:
                min_na = d
            if d > max_na:
                max_na = d
    if have & 1:
        r_lo = max_na + 1
        r_hi = 13 - min_na + 1
        if r_lo < r_hi:
            reach, lo, hi = r_lo, 0, max_na
        else:
            reach, lo, hi = r_hi, min_na, 13
    else:
        reach, lo, hi = max_na - min_na + 1, min_na, max_na
    if reach > 5:
        return -1
    for d in range(lo + 1, hi):
        if not (have >> d & 1) and _discards_of(dc, d) == paired:
            return 1
    return 0


@kernel
def _least_sp(rmask: int, nnat: int, dc: int) -> int:
    """sigmajove's "least sp" (pc_least_sp), for one natural held: 1 when it is met."""
    if nnat != 1:
        return 0
    kept = _his(_TOP13[rmask])
    if kept == 4 or kept == 9:  # a five or a ten
        inner_lo, inner_hi = 4, 9
    else:
        inner_lo, inner_hi = 5, 8
        if kept < inner_lo or kept > inner_hi:
            return 0
    min_inner = kept
    max_inner = kept
    for d in range(inner_lo, inner_hi + 1):
        if _discards_of(dc, d):
            if d < min_inner:
                min_inner = d
            if d > max_inner:
                max_inner = d
    if kept == min_inner and kept == max_inner:
        return 1
    if kept != min_inner and kept != max_inner:
        return 0
    if _discards_of(dc, 0):
        return 0
    low_pen = 13
    for d in range(1, inner_lo):
        if _discards_of(dc, d):
            low_pen = min_inner - d
    high_pen = 13
    for d in range(12, inner_hi, -1):
        if _discards_of(dc, d):
            high_pen = d - max_inner
    if kept == min_inner and low_pen >= high_pen:
        return 1
    if kept == max_inner and high_pen >= low_pen:
        return 1
    return 0


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
        elif kind == T_GAP:
            v = _gap_card(feat[m, F_RMASK], feat[m, F_NNAT], feat[m, F_DCARDS], x)
            if v >= 0 and (v < a or v > tests[t, 3]):
                return False
        elif kind == T_LEAST_SP:
            v = _least_sp(feat[m, F_RMASK], feat[m, F_NNAT], feat[m, F_DCARDS])
            if v < a or v > tests[t, 3]:
                return False
        elif kind == T_DSUITS:
            dc = feat[m, F_DCARDS]
            suits = 0
            for r in range(13):
                suits |= (dc >> (4 * r)) & 15
            v = _POP13[suits]
            if v < a or v > tests[t, 3]:
                return False
        elif kind == T_WSUIT:
            hs = feat[m, F_HSUITS]
            dws = feat[m, F_DWSUITS]
            if x == 1:
                if hs == 0 or hs & (hs - 1) or hs & ~dws:
                    return False
            elif hs & dws:
                return False
        elif kind == T_RANKS_FP:
            # pc_dsc_these_n_and_fp: each rank discarded, and the discards of the held
            # naturals' suit more than the listed ranks with a discard of that suit
            dc = feat[m, F_DCARDS]
            hs = feat[m, F_HSUITS]
            v = 1
            listed_suited = 0
            for r in range(13):
                if x >> r & 1:
                    cards_r = (dc >> (4 * r)) & 15
                    if cards_r == 0:
                        v = 0
                    if hs and not hs & (hs - 1) and cards_r & hs:
                        listed_suited += 1
            if v == 1:
                suited_discards = 0
                if hs and not hs & (hs - 1):
                    for r in range(13):
                        if (dc >> (4 * r)) & hs:
                            suited_discards += 1
                if suited_discards == listed_suited:
                    v = 0
            if v < a or v > tests[t, 3]:
                return False
        elif kind == T_HELD_DISCARD:
            dc = feat[m, F_DCARDS]
            held = feat[m, F_RMASK] & x
            count = 0
            for r in range(13):
                if held >> r & 1:
                    count += _POP13[(dc >> (4 * r)) & 15]
            if count < a or count > tests[t, 3]:
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


@inline_kernel
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


@inline_kernel
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


@parallel_kernel
def first_rules_holding(
    cards: np.ndarray,
    masks: np.ndarray,
    wild: np.ndarray,
    high_min: int,
    win: np.ndarray,
    gaps: np.ndarray,
    pats: np.ndarray,
    tests: np.ndarray,
    rule_first: np.ndarray,
    out: np.ndarray,
) -> None:
    """For each deal ``cards[i]`` (ascending): the first rule matching a hold of
    ``masks[i]`` (a set of holds, bit ``m``: hold ``m``), -1 when none does
    (:func:`deal_rule_holds` of each deal, read down to that rule)."""
    n = cards.shape[0]
    n_rules = rule_first.shape[0] - 1
    for b in prange(_blocks(0, n)):
        feat = np.empty((32, N_FEATURES), dtype=np.int64)
        scratch = np.empty((SCRATCH_ROWS, 32), dtype=np.int64)
        sets = np.empty(N_SETS, dtype=np.int64)
        seen = np.zeros(pats.shape[0], dtype=np.int8)
        for i in range(b * _BLOCK, min(n, (b + 1) * _BLOCK)):
            hand = cards[i]
            _deal_features(hand, wild, high_min, win, gaps, True, feat, scratch, sets)
            seen[:] = 0
            out[i] = -1
            for r in range(n_rules):
                held = _rule_holds(
                    pats, tests, rule_first[r], rule_first[r + 1], feat, sets, hand, wild, seen
                )
                if held & masks[i]:
                    out[i] = r
                    break


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
