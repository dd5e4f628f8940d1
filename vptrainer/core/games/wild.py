"""Final-hand classes of the wild-card games: Deuces Wild and Joker Poker.

A wild card completes the best hand it can, so a final hand *qualifies* for every
category that some choice of its wild cards makes (a wild card may copy a card
already in the hand, which is how five of a kind arises). A hand's class is the
set of categories it qualifies for, as a bit mask over :data:`CONCEPTS`; a pay
table pays it as its highest listed category.

Hands without a wild card are classified by the one evaluator
(:mod:`vptrainer.core.evaluator`); hands with wild cards by the rules in
``_kernels._wild_hand_mask``, which ``tests/core/test_wild.py`` checks against brute-force
substitution on every final hand.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache

import numpy as np
import numpy.typing as npt

from vptrainer.core import evaluator
from vptrainer.core.combinatorics import BINOM
from vptrainer.core.evaluator import HandCategory
from vptrainer.core.games._kernels import (
    ACES,
    BIT,
    CONCEPTS,
    FH,
    FLUSH,
    KIND_DEUCES,
    KIND_JOKER,
    KINGS,
    NAT_ROYAL,
    QUADS,
    SF,
    STRAIGHT,
    TRIPS,
    TWO_PAIR,
    WILD_ROYAL,
    classify_all,
)
from vptrainer.core.games.categories import ACE, KING, Wild
from vptrainer.core.games.paytable import PayLine


def _natural_masks() -> npt.NDArray[np.uint32]:
    """The concept mask of each evaluator class (hands without wild cards)."""
    cat = evaluator.CLASS_CATEGORY
    ranks = evaluator.CLASS_RANKS
    out = np.zeros(cat.shape[0], dtype=np.uint32)
    for cls in range(1, cat.shape[0]):
        c = HandCategory(int(cat[cls]))
        r = [int(x) for x in ranks[cls] if x >= 0]
        m = 0
        if cls == 1:
            m |= NAT_ROYAL | WILD_ROYAL
        if c is HandCategory.STRAIGHT_FLUSH:
            m |= SF | FLUSH | STRAIGHT
        elif c is HandCategory.FOUR_OF_A_KIND:
            m |= QUADS | TRIPS
        elif c is HandCategory.FULL_HOUSE:
            m |= FH | TRIPS | TWO_PAIR
        elif c is HandCategory.FLUSH:
            m |= FLUSH
        elif c is HandCategory.STRAIGHT:
            m |= STRAIGHT
        elif c is HandCategory.THREE_OF_A_KIND:
            m |= TRIPS
        elif c is HandCategory.TWO_PAIR:
            m |= TWO_PAIR
        paired = {
            HandCategory.FOUR_OF_A_KIND: r[:1],
            HandCategory.FULL_HOUSE: r[:2],
            HandCategory.THREE_OF_A_KIND: r[:1],
            HandCategory.TWO_PAIR: r[:2],
            HandCategory.ONE_PAIR: r[:1],
        }.get(c, [])
        top = max(paired, default=-1)
        if top >= KING:
            m |= KINGS
        if top >= ACE:
            m |= ACES
        out[cls] = m
    return out


@dataclass(frozen=True, eq=False)
class WildClasses:
    """Class of every final hand, and the concept mask of each class."""

    hand_class: npt.NDArray[np.uint16]
    masks: npt.NDArray[np.uint32]


@cache
def wild_classes(wild: Wild) -> WildClasses:
    """Classify every final hand of a wild game (computed once per process)."""
    if wild is Wild.NONE:
        raise ValueError("not a wild game")
    kind = KIND_DEUCES if wild is Wild.DEUCES else KIND_JOKER
    hand_class, masks = classify_all(
        wild.deck_size, kind, evaluator.five_card_classes(), _natural_masks(), BINOM
    )
    hand_class.setflags(write=False)
    masks.setflags(write=False)
    return WildClasses(hand_class, masks)


def hand_classes(wild: Wild) -> npt.NDArray[np.uint16]:
    """The class of every final hand of a wild game, by colex index."""
    return wild_classes(wild).hand_class


def qualification(wild: Wild, lines: Sequence[PayLine]) -> npt.NDArray[np.bool_]:
    """``q[class, line]``: whether each hand class qualifies for each listed line."""
    masks = wild_classes(wild).masks.astype(np.int64)
    q = np.zeros((masks.shape[0], len(lines)), dtype=bool)
    for j, line in enumerate(lines):
        q[:, j] = (masks >> BIT[line.key]) & 1 == 1
    return q


def concepts_of_mask(mask: int) -> tuple[str, ...]:
    """The category keys in a concept mask (for tests and diagnostics)."""
    return tuple(name for i, name in enumerate(CONCEPTS) if mask >> i & 1)
