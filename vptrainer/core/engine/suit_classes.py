"""Suit-isomorphism classes of the dealt hands.

Deals that differ only by a permutation of suits play alike. Each class is
represented by the deal whose per-suit rank masks are non-increasing in suit
order (clubs >= diamonds >= hearts >= spades); its weight is the number of deals
in the class. 52 cards give 134,459 classes; with a joker (a suit-less card) the
53-card deck gives more. They are computed, not copied from tables.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

import numpy as np
import numpy.typing as npt

from vptrainer.core.cards import JOKER
from vptrainer.core.combinatorics import BINOM, colex_index
from vptrainer.core.engine import _kernels as kernels


@dataclass(frozen=True, eq=False)
class SuitClasses:
    """The classes of one deck size: representative cards, colex indices, weights."""

    deck_size: int
    cards: npt.NDArray[np.int8]  # (n, 5) ascending cards of each representative
    colex: npt.NDArray[np.int64]  # (n,) colex index of each representative, ascending
    weight: npt.NDArray[np.int32]  # (n,) deals in each class

    def __len__(self) -> int:
        return int(self.colex.shape[0])

    @property
    def deals(self) -> int:
        """All deals: C(deck, 5)."""
        return int(BINOM[self.deck_size, 5])

    def locate(self, deal: tuple[int, ...]) -> tuple[int, tuple[int, ...]]:
        """The class of a deal, and for each card of ``deal`` its position in the
        representative's ascending cards."""
        masks = [0, 0, 0, 0]
        for c in deal:
            if c != JOKER:
                masks[c & 3] |= 1 << (c >> 2)
        # suits by decreasing mask; equal masks are interchangeable, so any order works
        order = sorted(range(4), key=lambda s: -masks[s])
        new_suit = [0, 0, 0, 0]
        for new, old in enumerate(order):
            new_suit[old] = new
        mapped = [c if c == JOKER else (c & ~3) | new_suit[c & 3] for c in deal]
        rep = sorted(mapped)
        i = int(np.searchsorted(self.colex, colex_index(rep)))
        if i >= len(self) or self.colex[i] != colex_index(rep):  # pragma: no cover - a bug
            raise AssertionError(f"deal {deal} has no suit class")
        return i, tuple(rep.index(c) for c in mapped)


@cache
def suit_classes(deck_size: int) -> SuitClasses:
    """The suit classes of a 52- or 53-card deck (computed once per process)."""
    if deck_size not in (52, 53):
        raise ValueError(f"deck size must be 52 or 53, got {deck_size}")
    cards, colex, weight = kernels.suit_class_representatives(deck_size, BINOM)
    for arr in (cards, colex, weight):
        arr.setflags(write=False)
    return SuitClasses(deck_size, cards, colex, weight)
