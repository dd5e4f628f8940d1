"""Suit-isomorphism classes of the deals: one representative deal per class, its weight."""

from __future__ import annotations

import numpy as np

from vptrainer.core._numba import kernel


@kernel
def _suit_masks_sorted(a: int, b: int, c: int, d: int, e: int, masks: np.ndarray) -> bool:
    """Fill the 4 per-suit rank masks; True when they are non-increasing by suit."""
    masks[:] = 0
    for card in (a, b, c, d, e):
        if card < 52:
            masks[card & 3] |= 1 << (card >> 2)
    return bool(masks[0] >= masks[1] and masks[1] >= masks[2] and masks[2] >= masks[3])


@kernel
def _orbit_size(masks: np.ndarray) -> int:
    """Number of distinct suit permutations of a deal: 24 / prod(m_i!) over equal masks."""
    size = 24
    run = 1
    for s in range(1, 4):
        if masks[s] == masks[s - 1]:
            run += 1
            size //= run
        else:
            run = 1
    return size


@kernel
def suit_class_representatives(
    deck: int, binom: np.ndarray
) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """One deal per suit-isomorphism class (masks non-increasing by suit) and its weight.

    Every permutation of the suits is a symmetry, and so is swapping the two jokers
    of a 54-card deck: a deal with one joker is represented with card 52.
    Returns ``(cards[n, 5] int8, colex[n] int64, weight[n] int32)``, ordered by colex index.
    """
    masks = np.zeros(4, dtype=np.int64)
    n_deals = binom[deck, 5]
    cards = np.empty((n_deals, 5), dtype=np.int8)
    colex = np.empty(n_deals, dtype=np.int64)
    weight = np.empty(n_deals, dtype=np.int32)
    i = 0
    idx = 0
    for e in range(4, deck):
        for d in range(3, e):
            for c in range(2, d):
                for b in range(1, c):
                    for a in range(0, b):
                        # the second joker (53) alone stands for the first (52)
                        lone_joker = e >= 52 and d < 52
                        if (e != 53 or d == 52) and _suit_masks_sorted(a, b, c, d, e, masks):
                            cards[i, 0] = a
                            cards[i, 1] = b
                            cards[i, 2] = c
                            cards[i, 3] = d
                            cards[i, 4] = e
                            colex[i] = idx
                            weight[i] = _orbit_size(masks) * (2 if lone_joker and deck == 54 else 1)
                            i += 1
                        idx += 1
    cards = cards[:i].copy()
    colex = colex[:i].copy()
    weight = weight[:i].copy()
    return cards, colex, weight


@kernel
def _image_colex(
    a: int, b: int, c: int, d: int, e: int, card_map: np.ndarray, binom: np.ndarray, img: np.ndarray
) -> int:
    """The colex index of the deal ``a..e`` with every card mapped through ``card_map``."""
    img[0] = card_map[a]
    img[1] = card_map[b]
    img[2] = card_map[c]
    img[3] = card_map[d]
    img[4] = card_map[e]
    img.sort()
    return int(
        binom[img[0], 1] + binom[img[1], 2] + binom[img[2], 3] + binom[img[3], 4] + binom[img[4], 5]
    )


@kernel
def suit_class_representatives_group(
    deck: int, card_maps: np.ndarray, binom: np.ndarray
) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Suit classes under a group of card relabellings (rows of ``card_maps``).

    The representative of a class is its deal of least colex index; its weight is the
    group's size over the number of relabellings that fix the deal (the orbit size).
    ``card_maps`` must be a group (closed, with the identity).
    """
    n_deals = binom[deck, 5]
    n_maps = card_maps.shape[0]
    cards = np.empty((n_deals, 5), dtype=np.int8)
    colex = np.empty(n_deals, dtype=np.int64)
    weight = np.empty(n_deals, dtype=np.int32)
    img = np.empty(5, dtype=np.int64)
    i = 0
    idx = 0
    for e in range(4, deck):
        for d in range(3, e):
            for c in range(2, d):
                for b in range(1, c):
                    for a in range(0, b):
                        smallest = True
                        fixed = 0
                        for g in range(n_maps):
                            j = _image_colex(a, b, c, d, e, card_maps[g], binom, img)
                            if j < idx:
                                smallest = False
                                break
                            if j == idx:
                                fixed += 1
                        if smallest:
                            cards[i, 0] = a
                            cards[i, 1] = b
                            cards[i, 2] = c
                            cards[i, 3] = d
                            cards[i, 4] = e
                            colex[i] = idx
                            weight[i] = n_maps // fixed
                            i += 1
                        idx += 1
    cards = cards[:i].copy()
    colex = colex[:i].copy()
    weight = weight[:i].copy()
    return cards, colex, weight
