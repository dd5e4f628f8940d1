"""Exact per-hold values beyond a table's own pays: what the feature games are built on.

The engine's count tables work for any classification of the final hands, so a feature
that pays (or counts) a set of final hands the table does not list gets exact per-hold
figures from the same engine run:

* :func:`indicator_table` - the EV of every hold of every deal class for a "pay" of 1 on
  a set of final hands: the exact probability that the hold ends in that set (a win in
  Multi-Strike, a natural four of a kind in Wheel Poker);
* :func:`split_table` - the table's categories split by a set of final hands, with a
  bonus added to the hands in the set (Wheel Poker's average wheel award on natural
  quads): an exact table to solve, with its own category counts;
* :func:`best_holds` - the optimal hold of every deal class from a hold table, with the
  engine's rule for exact ties (the hold that keeps more cards, then the lower mask);
* :func:`final_hands` and :func:`natural_quads` - the cards of every final hand in colex
  order, and which of them hold four cards of one rank (wild cards not wild);
* :func:`deal_classes` - the suit class of every deal, by colex index (what Dream Card
  looks its completions up in).

Everything is integer counting on the engine's common denominator; the sets of final
hands must be alike for deals that differ by one of the game's suit symmetries.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from fractions import Fraction
from functools import lru_cache

import numpy as np
import numpy.typing as npt

from vptrainer.core.cards import JOKER
from vptrainer.core.combinatorics import BINOM
from vptrainer.core.engine.hold_table import POPCOUNT, HoldTable, hold_table
from vptrainer.core.engine.prepared import PreparedTable, cached_prepare, prepare_categories
from vptrainer.core.engine.suit_classes import suit_classes
from vptrainer.core.games.paytable import PayTable

Progress = Callable[[int, int], None]

#: engine tie rule as a sort key: more cards held first, then the lower mask
TIE_KEY = (POPCOUNT * 64 + (63 - np.arange(32))).astype(np.int64)
TIE_KEY.setflags(write=False)


@lru_cache(maxsize=3)
def final_hands(deck_size: int) -> npt.NDArray[np.int8]:
    """The ascending cards of every 5-card hand of a deck, row ``j`` = colex index ``j``."""
    if deck_size not in (52, 53, 54):
        raise ValueError(f"deck size must be 52, 53 or 54, got {deck_size}")
    # colex order: all k-subsets of 0..m-1 (colex), then those with m on top, and so on
    rows: npt.NDArray[np.int8] = np.zeros((1, 0), dtype=np.int8)
    for k in range(1, 6):
        parts = []
        for top in range(k - 1, deck_size):
            below = rows[: int(BINOM[top, k - 1])]
            parts.append(np.hstack([below, np.full((below.shape[0], 1), top, dtype=np.int8)]))
        rows = np.vstack(parts)
    rows.setflags(write=False)
    return rows


@lru_cache(maxsize=3)
def natural_quads(deck_size: int) -> npt.NDArray[np.bool_]:
    """Whether each final hand (colex order) holds four cards of one rank, jokers aside
    and wild ranks counted as their own rank (four deuces are four deuces)."""
    hands = final_hands(deck_size).astype(np.int64)
    ranks = np.where(hands >= JOKER, 13 + hands - JOKER, hands >> 2)
    ranks.sort(axis=1)
    found: npt.NDArray[np.bool_] = (ranks[:, 0] == ranks[:, 3]) | (ranks[:, 1] == ranks[:, 4])
    found.setflags(write=False)
    return found


def paying_hands(prepared: PreparedTable) -> npt.NDArray[np.bool_]:
    """Whether each final hand pays something (a "win" that moves Multi-Strike up)."""
    pays = np.array([p > 0 for p in prepared.pays], dtype=bool)
    found: npt.NDArray[np.bool_] = pays[prepared.hand_category]
    return found


def indicator_table(
    table: PayTable,
    member: npt.NDArray[np.bool_],
    *,
    progress: Progress | None = None,
    cancel: threading.Event | None = None,
) -> HoldTable:
    """The exact probability of ending in ``member`` for every hold of every deal class.

    ``member[j]`` says whether the final hand of colex index ``j`` is in the set. The
    result's ``ev[i, m] / denominator`` is the probability for hold ``m`` of class ``i``.
    """
    category = np.where(np.asarray(member, dtype=bool), 0, 1).astype(np.int8)
    prepared = prepare_categories(table, category, (Fraction(1), Fraction(0)), ("in", "out"))
    return hold_table(prepared, progress=progress, cancel=cancel)


def split_table(
    table: PayTable, member: npt.NDArray[np.bool_], bonus: Fraction
) -> tuple[PreparedTable, npt.NDArray[np.int64]]:
    """``table`` with its categories split by ``member`` and ``bonus`` added to the
    member hands' pay.

    Category ``q`` of the table (its lines, then nothing) stays ``q`` outside the set and
    becomes ``K + q`` inside it (``K`` categories). Returns the prepared table and, for
    each split category, the table category it came from.
    """
    base = cached_prepare(table)
    k = len(base.pays)
    inside = np.asarray(member, dtype=bool)
    category = base.hand_category.astype(np.int16) + np.where(inside, k, 0)
    pays = (*base.pays, *(p + bonus for p in base.pays))
    keys = (*base.keys, *(f"{key}+bonus" for key in base.keys))
    labels = (*base.labels, *(f"{label} + bonus" for label in base.labels))
    prepared = prepare_categories(table, category, pays, keys, labels)
    origin = np.concatenate([np.arange(k), np.arange(k)]).astype(np.int64)
    origin.setflags(write=False)
    return prepared, origin


def best_holds(
    ev: npt.NDArray[np.integer] | npt.NDArray[np.floating],
) -> tuple[npt.NDArray[np.uint8], npt.NDArray[np.uint32]]:
    """The best hold of each row of ``ev`` (``(classes, 32)``) and its tied-best holds.

    Exact ties (equal values) go to the hold that keeps more cards, then to the lower
    mask, as in the engine. Returns ``(best_hold, tie_mask)``.
    """
    values = np.asarray(ev)
    top = values.max(axis=1, keepdims=True)
    tied = values == top
    key = np.where(tied, TIE_KEY[None, :], -1)
    best = key.argmax(axis=1).astype(np.uint8)
    weights = (np.uint64(1) << np.arange(32, dtype=np.uint64))[None, :]
    ties = (tied.astype(np.uint64) * weights).sum(axis=1).astype(np.uint32)
    return best, ties


def deal_classes(table: PayTable) -> npt.NDArray[np.int32]:
    """The suit class (index into the game's classes) of every deal, by colex index."""
    return _deal_classes(table.game)


@lru_cache(maxsize=2)
def _deal_classes(game: object) -> npt.NDArray[np.int32]:
    from vptrainer.core.features import _kernels as kernels
    from vptrainer.core.games.game_spec import GameSpec

    assert isinstance(game, GameSpec)
    classes = suit_classes(game)
    deck = classes.deck_size
    maps = []
    swaps = ((), ((JOKER, JOKER + 1),)) if deck == 54 else ((),)
    for perm in classes.symmetries:
        for swap in swaps:
            card_map = [(c & ~3) | perm[c & 3] for c in range(52)] + list(range(52, deck))
            for x, y in swap:
                card_map[x], card_map[y] = y, x
            maps.append(card_map)
    out = np.empty(int(BINOM[deck, 5]), dtype=np.int32)
    every_suit = len(classes.symmetries) == 24
    kernels.deal_class_map(
        final_hands(deck), np.array(maps, dtype=np.int64), every_suit, classes.colex, BINOM, out
    )
    out.setflags(write=False)
    return out
