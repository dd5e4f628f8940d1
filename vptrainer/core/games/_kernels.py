"""Private numba kernels of the wild-card games' final-hand classification.

A hand's class is a bit mask over :data:`CONCEPTS` (every category a wild game
knows); :mod:`vptrainer.core.games.wild` is the public side.
"""

from __future__ import annotations

import numpy as np

from vptrainer.core._numba import kernel

# Every category a wild game knows, as bit positions of a hand-class mask.
CONCEPTS = (
    "natural_royal_flush",
    "four_deuces_with_ace",
    "four_deuces",
    "wild_royal_flush",
    "five_aces",
    "five_3_5",
    "five_6_k",
    "five_of_a_kind",
    "straight_flush",
    "four_of_a_kind",
    "full_house",
    "flush",
    "straight",
    "three_of_a_kind",
    "two_pair",
    "kings_or_better",
    "aces_or_better",
)
BIT = {name: i for i, name in enumerate(CONCEPTS)}
(
    NAT_ROYAL,
    FOUR_DEUCES_ACE,
    FOUR_DEUCES,
    WILD_ROYAL,
    FIVE_ACES,
    FIVE_3_5,
    FIVE_6_K,
    FIVE,
    SF,
    QUADS,
    FH,
    FLUSH,
    STRAIGHT,
    TRIPS,
    TWO_PAIR,
    KINGS,
    ACES,
) = (1 << i for i in range(17))

KIND_DEUCES, KIND_JOKER = 1, 2
_ACE, _KING, _TEN = 12, 11, 8


@kernel
def _wild_hand_mask(fixed: np.ndarray, n_fixed: int, n_wild: int, deuces: bool) -> int:
    """Concept mask of a hand with ``n_wild >= 1`` wild cards and these fixed cards."""
    counts = np.zeros(13, dtype=np.int64)
    rank_bits = 0
    suit = -1
    same_suit = True
    for i in range(n_fixed):
        r = fixed[i] >> 2
        s = fixed[i] & 3
        counts[r] += 1
        rank_bits |= 1 << r
        if suit == -1:
            suit = s
        elif s != suit:
            same_suit = False
    distinct = 0
    max_count = 0
    top = -1
    for r in range(13):
        if counts[r] > 0:
            distinct += 1
            top = r
            max_count = max(max_count, counts[r])
    all_distinct = distinct == n_fixed
    straight = False
    if all_distinct:
        # windows A-5 (ace low), 2-6, ..., T-A
        if rank_bits & ~0b1000000001111 == 0:
            straight = True
        for low in range(9):
            window = 0b11111 << low
            if rank_bits & ~window == 0:
                straight = True
    royal = all_distinct and (rank_bits & ~(0b11111 << _TEN)) == 0

    m = 0
    if distinct <= 1:
        m |= FIVE | QUADS | TRIPS
        r = top
        if r == _ACE:
            m |= FIVE_ACES
        elif 1 <= r <= 3:
            m |= FIVE_3_5
        elif 4 <= r <= _KING:
            m |= FIVE_6_K
    if deuces and n_wild == 4:
        m |= FOUR_DEUCES
        if top == _ACE:
            m |= FOUR_DEUCES_ACE
    if same_suit and royal:
        m |= WILD_ROYAL
    if same_suit and straight:
        m |= SF
    if max_count + n_wild >= 4:
        m |= QUADS
    if distinct <= 2 and max_count <= 3:
        m |= FH | TWO_PAIR
    if distinct <= 3 and max_count <= 2:
        m |= TWO_PAIR
    if same_suit:
        m |= FLUSH
    if straight:
        m |= STRAIGHT
    if max_count + n_wild >= 3:
        m |= TRIPS
    # a wild card pairs the highest fixed card; two wild cards make a pair of aces
    if top >= _KING or n_wild >= 2:
        m |= KINGS
    if top >= _ACE or n_wild >= 2:
        m |= ACES
    return m


@kernel
def classify_all(
    deck: int, kind: int, natural_class: np.ndarray, natural_mask: np.ndarray, binom: np.ndarray
) -> tuple[np.ndarray, np.ndarray]:
    """Class id of every final hand (colex order) and the concept mask of each class."""
    n = binom[deck, 5]
    hand_class = np.empty(n, dtype=np.uint16)
    class_of_mask = np.full(1 << 17, -1, dtype=np.int64)
    masks = np.empty(1 << 12, dtype=np.uint32)
    n_classes = 0
    fixed = np.empty(5, dtype=np.int64)
    hand = np.empty(5, dtype=np.int64)
    idx = 0
    for e in range(4, deck):
        for d in range(3, e):
            for c in range(2, d):
                for b in range(1, c):
                    for a in range(0, b):
                        hand[0] = a
                        hand[1] = b
                        hand[2] = c
                        hand[3] = d
                        hand[4] = e
                        n_fixed = 0
                        for j in range(5):
                            card = hand[j]
                            wild = card == 52 if kind == KIND_JOKER else (card >> 2) == 0
                            if not wild:
                                fixed[n_fixed] = card
                                n_fixed += 1
                        if n_fixed == 5:
                            m = natural_mask[natural_class[idx]]
                        else:
                            m = _wild_hand_mask(fixed, n_fixed, 5 - n_fixed, kind == KIND_DEUCES)
                        cls = class_of_mask[m]
                        if cls < 0:
                            cls = n_classes
                            class_of_mask[m] = cls
                            masks[cls] = m
                            n_classes += 1
                        hand_class[idx] = cls
                        idx += 1
    return hand_class, masks[:n_classes].copy()
