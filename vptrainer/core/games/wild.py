"""Final-hand classes of the games with wild cards, any of them, from the game's data.

A wild card completes the best hand it can, so a final hand *qualifies* for every
category that some choice of its wild cards makes (a wild card may be any card,
including a copy of a card already in the hand, which is how five of a kind arises).
On top of that come the categories defined by the cards themselves: ``five_wilds``,
``four_deuces`` and ``four_wilds`` (four cards of a wild rank with a card that is not
wild), and the ``natural_`` categories, made without any wild card (a natural four of
a kind is four cards of one rank that are not wild, whatever the fifth; a natural
three of a kind three such cards). A hand's class is the set of categories it
qualifies for, as a bit mask over :data:`CONCEPTS`, with the rank and kicker of its
natural four of a kind (for ``[[quads]]`` with ``natural = true``).

Hands without a wild card are classified by the one evaluator
(:mod:`vptrainer.core.evaluator`); hands with wild cards by the rules in
``_kernels._wild_hand_mask``, which ``tests/core/games/test_wild.py`` checks against
brute-force substitution on every final hand of each kind of game.
"""

from __future__ import annotations

import hashlib
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache

import numpy as np
import numpy.typing as npt

from vptrainer.core import evaluator
from vptrainer.core.combinatorics import BINOM
from vptrainer.core.evaluator import HandCategory
from vptrainer.core.games._kernels import (
    BIT,
    CONCEPTS,
    FH,
    FLUSH,
    KICKER_SHIFT,
    NAT_FH,
    NAT_FLUSH,
    NAT_QUADS,
    NAT_ROYAL,
    NAT_SF,
    NAT_STRAIGHT,
    NAT_TRIPS,
    PAIR_BITS,
    QUAD_SHIFT,
    QUADS,
    SF,
    STRAIGHT,
    TRIPS,
    TWO_PAIR,
    WILD_KICKER,
    WILD_ROYAL,
    classify_all,
)
from vptrainer.core.games.game_spec import GameSpec, Wild
from vptrainer.core.games.paytable import PayLine
from vptrainer.core.storage.diskcache import cached_arrays

__all__ = ["CONCEPTS", "WILD_KICKER", "WildClasses", "concepts_of_mask", "wild_classes"]

_MASK_BITS = (1 << QUAD_SHIFT) - 1


def _natural_keys() -> npt.NDArray[np.int64]:
    """The class key of each evaluator class (hands without wild cards)."""
    cat = evaluator.CLASS_CATEGORY
    ranks = evaluator.CLASS_RANKS
    out = np.zeros(cat.shape[0], dtype=np.int64)
    for cls in range(1, cat.shape[0]):
        c = HandCategory(int(cat[cls]))
        r = [int(x) for x in ranks[cls] if x >= 0]
        m = 0
        if cls == 1:
            m |= NAT_ROYAL | WILD_ROYAL
        if c is HandCategory.STRAIGHT_FLUSH:
            m |= SF | FLUSH | STRAIGHT | NAT_SF | NAT_FLUSH | NAT_STRAIGHT
        elif c is HandCategory.FOUR_OF_A_KIND:
            m |= QUADS | TRIPS | NAT_QUADS | NAT_TRIPS
            m |= (r[0] + 1) << QUAD_SHIFT | (r[1] + 1) << KICKER_SHIFT
        elif c is HandCategory.FULL_HOUSE:
            m |= FH | TRIPS | TWO_PAIR | NAT_FH | NAT_TRIPS
        elif c is HandCategory.FLUSH:
            m |= FLUSH | NAT_FLUSH
        elif c is HandCategory.STRAIGHT:
            m |= STRAIGHT | NAT_STRAIGHT
        elif c is HandCategory.THREE_OF_A_KIND:
            m |= TRIPS | NAT_TRIPS
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
        for bit, low in PAIR_BITS:
            if top >= low:
                m |= bit
        out[cls] = m
    return out


@dataclass(frozen=True, eq=False)
class WildClasses:
    """Class of every final hand, and each class's concepts and natural four of a kind."""

    hand_class: npt.NDArray[np.uint16]
    masks: npt.NDArray[np.uint32]  # concept bits over CONCEPTS
    quad_rank: npt.NDArray[np.int8]  # rank of the natural four of a kind, -1: none
    quad_kicker: npt.NDArray[np.int8]  # its kicker's rank, WILD_KICKER when wild, -1: none


def wild_classes(game: GameSpec | Wild | str) -> WildClasses:
    """Classify every final hand of a game with wild cards (computed once, then read from
    the disk cache)."""
    spec = GameSpec.of(game)
    if not spec.has_wild:
        raise ValueError("not a wild game")
    return _wild_classes(spec)


#: The code the wild classes come from (their disk cache's key).
SOURCES = (
    "core/combinatorics.py",
    "core/evaluator/_tables.py",
    "core/evaluator/_kernels.py",
    "core/evaluator/api.py",
    "core/games/_kernels.py",
    "core/games/categories.py",
    "core/games/game_spec.py",
    "core/games/wild.py",
)


@cache
def _wild_classes(game: GameSpec) -> WildClasses:
    def build() -> dict[str, npt.NDArray[np.generic]]:
        is_wild = np.array([game.is_wild(c) for c in range(game.deck_size)], dtype=np.bool_)
        wild_rank = np.array([r in game.wild_ranks for r in range(13)], dtype=np.bool_)
        hand_class, keys = classify_all(
            game.deck_size,
            is_wild,
            wild_rank,
            evaluator.five_card_classes(),
            _natural_keys(),
            game.natural_in_place,
            BINOM,
        )
        return {
            "hand_class": hand_class,
            "masks": (keys & _MASK_BITS).astype(np.uint32),
            "quad_rank": ((keys >> QUAD_SHIFT & 0xF) - 1).astype(np.int8),
            "quad_kicker": ((keys >> KICKER_SHIFT & 0xF) - 1).astype(np.int8),
        }

    n = int(BINOM[game.deck_size, 5])
    dtypes = {
        "hand_class": np.uint16,
        "masks": np.uint32,
        "quad_rank": np.int8,
        "quad_kicker": np.int8,
    }

    def whole(arrays: dict[str, npt.NDArray[np.generic]]) -> bool:
        if arrays.keys() != dtypes.keys() or any(arrays[k].dtype != t for k, t in dtypes.items()):
            return False
        hand_class, masks = arrays["hand_class"], arrays["masks"]
        per_class = {arrays[k].shape for k in ("masks", "quad_rank", "quad_kicker")}
        return (
            hand_class.shape == (n,)
            and per_class == {masks.shape}
            and masks.ndim == 1
            and int(hand_class.max()) < masks.shape[0]
        )

    spec = (game.jokers, sorted(game.wild_ranks), sorted(game.wild_cards), game.natural_in_place)
    key = hashlib.sha256(repr(spec).encode()).hexdigest()[:12]
    arrays = cached_arrays(f"wild-classes-{key}", SOURCES, build, whole, identity=repr(spec))
    return WildClasses(
        arrays["hand_class"].astype(np.uint16, copy=False),
        arrays["masks"].astype(np.uint32, copy=False),
        arrays["quad_rank"].astype(np.int8, copy=False),
        arrays["quad_kicker"].astype(np.int8, copy=False),
    )


def hand_classes(game: GameSpec | Wild | str) -> npt.NDArray[np.uint16]:
    """The class of every final hand of a wild game, by colex index."""
    return wild_classes(game).hand_class


def qualification(game: GameSpec | Wild | str, lines: Sequence[PayLine]) -> npt.NDArray[np.bool_]:
    """``q[class, line]``: whether each hand class qualifies for each listed line."""
    classes = wild_classes(game)
    masks = classes.masks.astype(np.int64)
    q = np.zeros((masks.shape[0], len(lines)), dtype=bool)
    for j, line in enumerate(lines):
        if line.quad is not None:
            split = line.quad
            q[:, j] = [
                r >= 0 and split.matches(r, k)
                for r, k in zip(
                    classes.quad_rank.tolist(), classes.quad_kicker.tolist(), strict=True
                )
            ]
        else:
            q[:, j] = (masks >> BIT[line.key]) & 1 == 1
    return q


def concepts_of_mask(mask: int) -> tuple[str, ...]:
    """The category keys in a concept mask (for tests and diagnostics)."""
    return tuple(name for i, name in enumerate(CONCEPTS) if mask >> i & 1)
