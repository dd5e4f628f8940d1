"""Private numba kernels of the wild-card games' final-hand classification.

A hand's class is a bit mask over :data:`CONCEPTS` (every category a wild game
knows) together with its natural four of a kind, if any (quad rank and kicker);
:mod:`vptrainer.core.games.wild` is the public side.
"""

from __future__ import annotations

import numpy as np

from vptrainer.core._numba import kernel

# Every category a wild game knows, as bit positions of a hand-class mask.
CONCEPTS = (
    "natural_royal_flush",
    "five_wilds",
    "four_deuces_with_ace",
    "four_deuces",
    "four_wilds",
    "wild_royal_flush",
    "five_aces",
    "five_3_5",
    "five_6_k",
    "five_of_a_kind",
    "natural_straight_flush",
    "straight_flush",
    "natural_four_of_a_kind",
    "four_of_a_kind",
    "natural_full_house",
    "full_house",
    "natural_flush",
    "flush",
    "natural_straight",
    "straight",
    "natural_three_of_a_kind",
    "three_of_a_kind",
    "two_pair",
    "tens_or_better",
    "jacks_or_better",
    "queens_or_better",
    "kings_or_better",
    "aces_or_better",
)
BIT = {name: i for i, name in enumerate(CONCEPTS)}
(
    NAT_ROYAL,
    FIVE_WILDS,
    FOUR_DEUCES_ACE,
    FOUR_DEUCES,
    FOUR_WILDS,
    WILD_ROYAL,
    FIVE_ACES,
    FIVE_3_5,
    FIVE_6_K,
    FIVE,
    NAT_SF,
    SF,
    NAT_QUADS,
    QUADS,
    NAT_FH,
    FH,
    NAT_FLUSH,
    FLUSH,
    NAT_STRAIGHT,
    STRAIGHT,
    NAT_TRIPS,
    TRIPS,
    TWO_PAIR,
    TENS,
    JACKS,
    QUEENS,
    KINGS,
    ACES,
) = (1 << i for i in range(len(CONCEPTS)))
PAIR_BITS = ((TENS, 8), (JACKS, 9), (QUEENS, 10), (KINGS, 11), (ACES, 12))
NATURAL_BITS = NAT_ROYAL | NAT_SF | NAT_QUADS | NAT_FH | NAT_FLUSH | NAT_STRAIGHT | NAT_TRIPS

# A hand-class key: the concept mask, then (quad rank + 1) and (kicker + 1) of a
# natural four of a kind (0: none; kicker 13 is a wild card).
QUAD_SHIFT = 28
KICKER_SHIFT = 32
WILD_KICKER = 13
_ACE, _KING, _QUEEN, _JACK, _TEN = 12, 11, 10, 9, 8
_HASH_BITS = 16


@kernel
def _wild_hand_mask(fixed: np.ndarray, n_fixed: int, n_wild: int) -> int:
    """Concepts of a hand with ``n_wild >= 1`` wild cards and these fixed cards.

    Only what the wild cards can be matters here; the concepts that depend on which
    wild cards they are (five wilds, four deuces) are added by the caller.
    """
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
        if distinct == 0:  # five wild cards: any five of a kind
            m |= FIVE_ACES | FIVE_3_5 | FIVE_6_K
        elif top == _ACE:
            m |= FIVE_ACES
        elif 1 <= top <= 3:
            m |= FIVE_3_5
        elif 4 <= top <= _KING:
            m |= FIVE_6_K
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
    if max_count >= 4:
        m |= NAT_QUADS
    if max_count >= 3:
        m |= NAT_TRIPS
    # a wild card pairs the highest fixed card; two wild cards make a pair of aces
    if n_wild >= 2 or top >= _TEN:
        m |= TENS
    if n_wild >= 2 or top >= _JACK:
        m |= JACKS
    if n_wild >= 2 or top >= _QUEEN:
        m |= QUEENS
    if n_wild >= 2 or top >= _KING:
        m |= KINGS
    if n_wild >= 2 or top >= _ACE:
        m |= ACES
    return m


@kernel
def _class_of_key(key: int, keys: np.ndarray, slots: np.ndarray, n: np.ndarray) -> int:
    """The class id of ``key`` (an open-addressing table), adding it when new."""
    size_mask = slots.shape[0] - 1
    h = (key ^ (key >> 13) ^ (key >> 29) ^ (key >> 35)) * 40503 & size_mask
    while True:
        cls = slots[h]
        if cls < 0:
            cls = n[0]
            slots[h] = cls
            keys[cls] = key
            n[0] += 1
            return int(cls)
        if keys[cls] == key:
            return int(cls)
        h = (h + 1) & size_mask


@kernel
def classify_all(
    deck: int,
    is_wild: np.ndarray,
    wild_rank: np.ndarray,
    natural_class: np.ndarray,
    natural_key: np.ndarray,
    natural_in_place: bool,
    binom: np.ndarray,
) -> tuple[np.ndarray, np.ndarray]:
    """Class id of every final hand (colex order) and the key of each class.

    ``is_wild[card]`` marks the wild cards of the deck, ``wild_rank[r]`` the ranks
    whose four cards are all wild; ``natural_key[natural_class[i]]`` is the key of a
    hand without a wild card (its colex index ``i`` is the same in the 52-card deck).
    With ``natural_in_place``, the natural categories of a hand without a joker are
    those of its cards at face value (a wild card standing for itself).
    """
    n = binom[deck, 5]
    hand_class = np.empty(n, dtype=np.uint16)
    slots = np.full(1 << _HASH_BITS, -1, dtype=np.int64)
    keys = np.empty(1 << _HASH_BITS, dtype=np.int64)
    n_classes = np.zeros(1, dtype=np.int64)
    fixed = np.empty(5, dtype=np.int64)
    hand = np.empty(5, dtype=np.int64)
    of_rank = np.zeros(13, dtype=np.int64)
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
                            if is_wild[card]:
                                if card < 52:
                                    of_rank[card >> 2] += 1
                            else:
                                fixed[n_fixed] = card
                                n_fixed += 1
                        if n_fixed == 5:
                            key = natural_key[natural_class[idx]]
                        else:
                            n_wild = 5 - n_fixed
                            m = _wild_hand_mask(fixed, n_fixed, n_wild)
                            if n_wild == 5:
                                m |= FIVE_WILDS
                            elif n_wild == 4:
                                for r in range(13):
                                    if wild_rank[r] and of_rank[r] == 4:
                                        m |= FOUR_WILDS
                                        if r == 0:
                                            m |= FOUR_DEUCES
                                            if fixed[0] >> 2 == _ACE:
                                                m |= FOUR_DEUCES_ACE
                            key = m
                            quad = 0
                            if n_fixed == 4:
                                # four natural cards of one rank, the fifth card wild
                                r0 = fixed[0] >> 2
                                if (
                                    fixed[1] >> 2 == r0
                                    and fixed[2] >> 2 == r0
                                    and fixed[3] >> 2 == r0
                                ):
                                    quad = (r0 + 1) << QUAD_SHIFT
                                    quad |= (WILD_KICKER + 1) << KICKER_SHIFT
                            if natural_in_place and e < 52:
                                # the hand at face value (wild cards standing for
                                # themselves): its natural categories
                                face = natural_key[natural_class[idx]]
                                key |= face & NATURAL_BITS
                                if quad == 0:
                                    quad = face & ~((1 << QUAD_SHIFT) - 1)
                            key |= quad
                        for j in range(5):
                            card = hand[j]
                            if card < 52:
                                of_rank[card >> 2] = 0
                        hand_class[idx] = _class_of_key(key, keys, slots, n_classes)
                        idx += 1
    return hand_class, keys[: n_classes[0]].copy()
