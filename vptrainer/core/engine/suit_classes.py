"""Suit-isomorphism classes of the dealt hands.

Deals that differ only by a relabelling of the cards that changes nothing in the game
play alike: a permutation of the suits, when the wild cards are whole ranks or
jokers; only the suit permutations that keep the wild cards wild, when specific cards
are wild (One-Eyed Jacks: the jacks of hearts and spades); and, with two jokers,
swapping the jokers. Each class is represented by one deal and weighted by the
number of deals in it. With every suit permutation a symmetry, the representative is
the deal whose per-suit rank masks are non-increasing in suit order (clubs >=
diamonds >= hearts >= spades), and 52 cards give 134,459 classes; otherwise it is the
class's deal of least colex index. The classes are computed, not copied from tables,
once: later runs read them from the disk cache (:mod:`vptrainer.core.storage.diskcache`).
"""

from __future__ import annotations

import hashlib
import itertools
from dataclasses import dataclass
from functools import cache

import numpy as np
import numpy.typing as npt

from vptrainer.core.cards import JOKER, SECOND_JOKER
from vptrainer.core.combinatorics import BINOM, colex_index
from vptrainer.core.games.game_spec import GameSpec
from vptrainer.core.storage.diskcache import cached_arrays

SuitPermutation = tuple[int, int, int, int]
_ALL_PERMUTATIONS: tuple[SuitPermutation, ...] = tuple(
    itertools.permutations(range(4))  # type: ignore[arg-type]
)


@cache
def suit_symmetries(game: GameSpec) -> tuple[SuitPermutation, ...]:
    """The suit permutations (``perm[old suit] = new suit``) that keep every wild card wild."""
    return tuple(
        perm
        for perm in _ALL_PERMUTATIONS
        if all(
            game.is_wild(card) == game.is_wild((card & ~3) | perm[card & 3]) for card in range(52)
        )
    )


@dataclass(frozen=True, eq=False)
class SuitClasses:
    """The classes of one game's deals: representative cards, colex indices, weights."""

    deck_size: int
    cards: npt.NDArray[np.int8]  # (n, 5) ascending cards of each representative
    colex: npt.NDArray[np.int64]  # (n,) colex index of each representative, ascending
    weight: npt.NDArray[np.int32]  # (n,) deals in each class
    symmetries: tuple[SuitPermutation, ...] = _ALL_PERMUTATIONS

    def __len__(self) -> int:
        return int(self.colex.shape[0])

    @property
    def deals(self) -> int:
        """All deals: C(deck, 5)."""
        return int(BINOM[self.deck_size, 5])

    def locate(self, deal: tuple[int, ...]) -> tuple[int, tuple[int, ...]]:
        """The class of a deal, and for each card of ``deal`` its position in the
        representative's ascending cards."""
        jokers = [c for c in deal if c >= JOKER]
        swap_jokers = len(jokers) == 1 and jokers[0] == SECOND_JOKER
        if len(self.symmetries) == len(_ALL_PERMUTATIONS):
            masks = [0, 0, 0, 0]
            for c in deal:
                if c < JOKER:
                    masks[c & 3] |= 1 << (c >> 2)
            # suits by decreasing mask; equal masks are interchangeable, so any order works
            order = sorted(range(4), key=lambda s: -masks[s])
            new_suit = [0, 0, 0, 0]
            for new, old in enumerate(order):
                new_suit[old] = new
            candidates = [tuple(new_suit)]
        else:
            candidates = list(self.symmetries)
        for perm in candidates:
            mapped = [
                (JOKER if swap_jokers else c) if c >= JOKER else (c & ~3) | perm[c & 3]
                for c in deal
            ]
            rep = sorted(mapped)
            index = colex_index(rep)
            i = int(np.searchsorted(self.colex, index))
            if i < len(self) and self.colex[i] == index:
                return i, tuple(rep.index(c) for c in mapped)
        raise AssertionError(f"deal {deal} has no suit class")  # pragma: no cover - a bug


def suit_classes(game: GameSpec | int) -> SuitClasses:
    """The suit classes of a game's deals (computed once per process).

    An ``int`` is a deck size (52, 53 or 54) whose every suit permutation is a symmetry.
    """
    if isinstance(game, GameSpec):
        return _suit_classes(game.deck_size, suit_symmetries(game))
    if isinstance(game, bool) or game not in (52, 53, 54):
        raise ValueError(f"deck size must be 52, 53 or 54, got {game}")
    return _suit_classes(int(game), _ALL_PERMUTATIONS)


#: The code the suit classes come from (their disk cache's key).
SOURCES = (
    "core/cards.py",
    "core/combinatorics.py",
    "core/engine/_kernels/classes.py",
    "core/engine/suit_classes.py",
)


@cache
def _suit_classes(deck_size: int, symmetries: tuple[SuitPermutation, ...]) -> SuitClasses:
    def build() -> dict[str, npt.NDArray[np.generic]]:
        from vptrainer.core.engine._kernels import classes as kernels

        if len(symmetries) == len(_ALL_PERMUTATIONS):
            cards, colex, weight = kernels.suit_class_representatives(deck_size, BINOM)
        else:
            maps = []
            swaps = ((), ((JOKER, SECOND_JOKER),)) if deck_size == 54 else ((),)
            for perm in symmetries:
                for swap in swaps:
                    card_map = [(c & ~3) | perm[c & 3] for c in range(52)]
                    card_map += list(range(52, deck_size))
                    for x, y in swap:
                        card_map[x], card_map[y] = y, x
                    maps.append(card_map)
            cards, colex, weight = kernels.suit_class_representatives_group(
                deck_size, np.array(maps, dtype=np.int64), BINOM
            )
        return {"cards": cards, "colex": colex, "weight": weight}

    def whole(arrays: dict[str, npt.NDArray[np.generic]]) -> bool:
        cards, colex, weight = (arrays.get(k) for k in ("cards", "colex", "weight"))
        if cards is None or colex is None or weight is None:
            return False
        n = colex.shape[0]
        return (
            cards.dtype == np.int8
            and colex.dtype == np.int64
            and weight.dtype == np.int32
            and cards.shape == (n, 5)
            and weight.shape == (n,)
            and int(weight.astype(np.int64).sum()) == int(BINOM[deck_size, 5])
        )

    key = hashlib.sha256(repr(symmetries).encode()).hexdigest()[:12]
    arrays = cached_arrays(
        f"suit-classes-{deck_size}-{key}",
        SOURCES,
        build,
        whole,
        identity=f"{deck_size}|{symmetries!r}",
    )
    cards = arrays["cards"].astype(np.int8, copy=False)
    colex = arrays["colex"].astype(np.int64, copy=False)
    weight = arrays["weight"].astype(np.int32, copy=False)
    return SuitClasses(deck_size, cards, colex, weight, symmetries)
