"""Seeded simulations of the feature games, played card by card: the oracles the exact
transforms are checked against (each returns a mean and its standard error).

They deal shuffled cards, find the deal's suit class and its hold by trying the suit
permutations one by one, draw the discards' replacements from the rest of the deck and
pay the final hand from the table's category of every hand. Nothing here is shared with
the features' kernels but the tables they read.
"""

from __future__ import annotations

import itertools
import math

import numpy as np
from numba import njit

PERMS = np.array(list(itertools.permutations(range(4))), dtype=np.int64)


@njit(cache=True)
def _colex(cards: np.ndarray, binom: np.ndarray) -> int:
    s = np.sort(cards)
    idx = 0
    for i in range(s.shape[0]):
        idx += binom[s[i], i + 1]
    return idx


@njit(cache=True)
def _held(deal: np.ndarray, rep: np.ndarray, mask: int, perms: np.ndarray) -> np.ndarray:
    """Which of ``deal``'s cards the hold ``mask`` (over ``rep``'s ascending cards)
    keeps: the suit permutation taking the deal to the representative, found by trial."""
    out = np.zeros(5, dtype=np.bool_)
    for g in range(perms.shape[0]):
        mapped = np.empty(5, dtype=np.int64)
        for t in range(5):
            c = deal[t]
            mapped[t] = c if c >= 52 else (c & ~3) | perms[g, c & 3]
        if np.all(np.sort(mapped) == rep):
            for t in range(5):
                for q in range(5):
                    if rep[q] == mapped[t] and (mask >> q) & 1:
                        out[t] = True
            return out
    raise ValueError("no suit permutation maps the deal to its class")


@njit(cache=True)
def _draw(deck: np.ndarray, start: int, n: int) -> None:
    """Shuffle ``n`` random cards of ``deck[start:]`` into ``deck[start:start + n]``."""
    for i in range(start, start + n):
        j = i + np.random.randint(deck.shape[0] - i)
        deck[i], deck[j] = deck[j], deck[i]


@njit(cache=True)
def _final(deck: np.ndarray, held: np.ndarray, start: int, binom: np.ndarray) -> tuple[int, int]:
    """The final hand's colex index (deal in ``deck[:5]``, new cards from ``start``)."""
    hand = np.empty(5, dtype=np.int64)
    nxt = start
    for t in range(5):
        if held[t]:
            hand[t] = deck[t]
        else:
            hand[t] = deck[nxt]
            nxt += 1
    return _colex(hand, binom), nxt


@njit(cache=True)
def multi_strike_rounds(
    seed: int,
    rounds: int,
    class_of: np.ndarray,
    rep: np.ndarray,
    level_holds: np.ndarray,
    base_holds: np.ndarray,
    mults: np.ndarray,
    rides: np.ndarray,
    cat: np.ndarray,
    pays: np.ndarray,
    binom: np.ndarray,
    perms: np.ndarray,
) -> tuple[float, float]:
    """Sum and sum of squares of the rounds' total pay (bets of one line)."""
    np.random.seed(seed)
    deck = np.arange(52)
    s1 = 0.0
    s2 = 0.0
    levels = mults.shape[0]
    for _ in range(rounds):
        total = 0.0
        for k in range(levels):
            ride = k < levels - 1 and np.random.random() < rides[k]
            _draw(deck, 0, 10)
            c = class_of[_colex(deck[:5], binom)]
            mask = base_holds[c] if ride or k == levels - 1 else level_holds[k, c]
            held = _held(deck[:5], rep[c], mask, perms)
            j, _ = _final(deck, held, 5, binom)
            pay = pays[cat[j]]
            total += mults[k] * pay
            if not ride and pay == 0:
                break
        s1 += total
        s2 += total * total
    return s1, s2


@njit(cache=True)
def line_rounds(
    seed: int,
    rounds: int,
    lines: int,
    class_of: np.ndarray,
    rep: np.ndarray,
    holds: np.ndarray,
    cat: np.ndarray,
    pays: np.ndarray,
    deal_mult: np.ndarray,
    quad: np.ndarray,
    prizes: np.ndarray,
    prize_probs: np.ndarray,
    round_mults: np.ndarray,
    round_mult_probs: np.ndarray,
    shared_prize: bool,
    binom: np.ndarray,
    perms: np.ndarray,
) -> tuple[float, float]:
    """Rounds of ``lines`` lines sharing a deal and its hold, each line drawn from its own
    rest of the deck. A line pays ``pays[cat]``, plus a prize (drawn from ``prizes``) when
    its hand is in ``quad`` (``shared_prize``: one prize for the round, times the lines
    that earned it); the round's pay is multiplied by ``deal_mult[class]`` and by a
    multiplier drawn from ``round_mults``. Sum and sum of squares of the round's pay."""
    np.random.seed(seed)
    deck = np.arange(52)
    s1 = 0.0
    s2 = 0.0
    for _ in range(rounds):
        _draw(deck, 0, 5)
        c = class_of[_colex(deck[:5], binom)]
        held = _held(deck[:5], rep[c], holds[c], perms)
        total = 0.0
        earned = 0
        for _line in range(lines):
            _draw(deck, 5, 5)
            j, _ = _final(deck, held, 5, binom)
            total += pays[cat[j]]
            if quad[j]:
                earned += 1
                if not shared_prize:
                    total += prizes[_pick(prize_probs)]
        if shared_prize and earned:
            total += earned * prizes[_pick(prize_probs)]
        total *= deal_mult[c] * round_mults[_pick(round_mult_probs)]
        s1 += total
        s2 += total * total
    return s1, s2


@njit(cache=True)
def _pick(probs: np.ndarray) -> int:
    u = np.random.random()
    acc = 0.0
    for i in range(probs.shape[0]):
        acc += probs[i]
        if u < acc:
            return i
    return probs.shape[0] - 1


@njit(cache=True)
def dream_card_rounds(
    seed: int,
    rounds: int,
    trigger: float,
    class_of: np.ndarray,
    rep: np.ndarray,
    holds: np.ndarray,
    best_ev: np.ndarray,
    cat: np.ndarray,
    pays: np.ndarray,
    binom: np.ndarray,
    perms: np.ndarray,
) -> tuple[float, float]:
    """Rounds of one line; a Dream Card deal (chance ``trigger``) takes the card of the
    highest EV among the other 48, tried one by one."""
    np.random.seed(seed)
    deck = np.arange(52)
    s1 = 0.0
    s2 = 0.0
    for _ in range(rounds):
        _draw(deck, 0, 5)
        if np.random.random() < trigger:
            best = -1
            where = 4
            for i in range(4, 52):
                deck[4], deck[i] = deck[i], deck[4]
                ev = best_ev[class_of[_colex(deck[:5], binom)]]
                if ev > best:
                    best = ev
                    where = i
                deck[4], deck[i] = deck[i], deck[4]
            deck[4], deck[where] = deck[where], deck[4]
            _draw(deck, 5, 5)  # the swapped card may sit among the draws: reshuffle them
        c = class_of[_colex(deck[:5], binom)]
        held = _held(deck[:5], rep[c], holds[c], perms)
        j, _ = _final(deck, held, 5, binom)
        pay = pays[cat[j]]
        s1 += pay
        s2 += pay * pay
    return s1, s2


@njit(cache=True)
def spin_pairs(
    seed: int,
    rounds: int,
    a: np.ndarray,
    b: np.ndarray,
    class_of: np.ndarray,
    rep: np.ndarray,
    holds: np.ndarray,
    cat: np.ndarray,
    pays: np.ndarray,
    binom: np.ndarray,
    perms: np.ndarray,
) -> tuple[float, float, float, float]:
    """Spin Poker rounds of two paylines ``a`` and ``b`` (a row per column): the sums of
    their pays, of the products and of the squared products."""
    np.random.seed(seed)
    deck = np.arange(52)
    sa = 0.0
    sb = 0.0
    sab = 0.0
    sab2 = 0.0
    grid = np.empty((3, 5), dtype=np.int64)
    for _ in range(rounds):
        _draw(deck, 0, 20)
        c = class_of[_colex(deck[:5], binom)]
        held = _held(deck[:5], rep[c], holds[c], perms)
        nxt = 5
        for t in range(5):
            for row in range(3):
                if held[t]:
                    grid[row, t] = deck[t]
                else:
                    grid[row, t] = deck[nxt]
                    nxt += 1
        hand = np.empty(5, dtype=np.int64)
        for t in range(5):
            hand[t] = grid[a[t], t]
        pa = pays[cat[_colex(hand, binom)]]
        for t in range(5):
            hand[t] = grid[b[t], t]
        pb = pays[cat[_colex(hand, binom)]]
        sa += pa
        sb += pb
        sab += pa * pb
        sab2 += (pa * pb) ** 2
    return sa, sb, sab, sab2


def mean_and_error(s1: float, s2: float, n: int) -> tuple[float, float]:
    """The sample mean and its standard error."""
    mean = s1 / n
    var = max(0.0, s2 / n - mean * mean)
    return mean, math.sqrt(var / n)
