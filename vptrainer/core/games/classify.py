"""What differs between games, as data: the deck and how final hands are classified.

Every final 5-card hand of a game falls into a *hand class*; a pay table turns each
hand class into the pay line it is paid as: of the listed categories the class
qualifies for, the one that pays most (as machines do; equal pays go to the
higher-ranking category, in the table's line order). The analysis engine only ever
sees the resulting array of pay categories, so one engine serves every game.

* Non-wild games: the hand classes are the evaluator's 7,462 equivalence classes
  (they determine the quad rank and kicker, the pair rank, and so on).
* Wild games: a hand class is the set of vocabulary categories the hand can make,
  with the wild cards chosen freely (see :mod:`vptrainer.core.games.wild`).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import numpy as np
import numpy.typing as npt

from vptrainer.core import evaluator
from vptrainer.core.evaluator import HandCategory
from vptrainer.core.games.categories import category_def
from vptrainer.core.games.game_spec import GameSpec, Wild
from vptrainer.core.games.paytable import PayLine

_SF = HandCategory.STRAIGHT_FLUSH
_QUADS = HandCategory.FOUR_OF_A_KIND
_FH = HandCategory.FULL_HOUSE
_TRIPS = HandCategory.THREE_OF_A_KIND
_TWO_PAIR = HandCategory.TWO_PAIR
_PAIR = HandCategory.ONE_PAIR


def _non_wild_qualification(lines: Sequence[PayLine]) -> npt.NDArray[np.bool_]:
    """``q[class, line]``: whether each evaluator class qualifies for each line."""
    cat = evaluator.CLASS_CATEGORY.astype(np.int64)
    ranks = evaluator.CLASS_RANKS.astype(np.int64)
    n = cat.shape[0]
    royal = np.zeros(n, dtype=bool)
    royal[1] = True
    sf = cat == _SF
    quads = cat == _QUADS
    fh = cat == _FH
    # the highest rank of which the hand holds at least a pair (-1: none)
    pair_rank = np.full(n, -1, dtype=np.int64)
    has_pair = quads | fh | (cat == _TRIPS) | (cat == _TWO_PAIR) | (cat == _PAIR)
    pair_rank[has_pair] = ranks[has_pair, 0]
    pair_rank[fh] = np.maximum(ranks[fh, 0], ranks[fh, 1])
    base = {
        "royal_flush": royal,
        "straight_flush": sf,
        "full_house": fh,
        "flush": (cat == HandCategory.FLUSH) | sf,
        "straight": (cat == HandCategory.STRAIGHT) | sf,
        "three_of_a_kind": quads | fh | (cat == _TRIPS),
        "two_pair": fh | (cat == _TWO_PAIR),
    }
    q = np.zeros((n, len(lines)), dtype=bool)
    for j, line in enumerate(lines):
        if line.quad is not None:
            rank_ok = np.isin(ranks[:, 0], sorted(line.quad.ranks))
            kick_ok = (
                np.ones(n, dtype=bool)
                if line.quad.kickers is None
                else np.isin(ranks[:, 1], sorted(line.quad.kickers))
            )
            q[:, j] = quads & rank_ok & kick_ok
        elif line.key in base:
            q[:, j] = base[line.key]
        else:
            cdef = category_def(Wild.NONE, line.key)
            if cdef is None or cdef.pair_min_rank is None:  # pragma: no cover - validated
                raise ValueError(f"unknown non-wild category {line.key!r}")
            q[:, j] = pair_rank >= cdef.pair_min_rank
    q[0, :] = False
    return q


def hand_classes(game: GameSpec | Wild | str) -> npt.NDArray[np.uint16]:
    """The hand class of every final hand of the game, by colex index."""
    spec = GameSpec.of(game)
    if not spec.has_wild:
        return evaluator.five_card_classes()
    from vptrainer.core.games import wild as wild_games

    return wild_games.hand_classes(spec)


def qualification(game: GameSpec | Wild | str, lines: Sequence[PayLine]) -> npt.NDArray[np.bool_]:
    """``q[hand_class, line]``: which listed lines each hand class qualifies for."""
    spec = GameSpec.of(game)
    if not spec.has_wild:
        return _non_wild_qualification(lines)
    from vptrainer.core.games import wild as wild_games

    return wild_games.qualification(spec, lines)


def category_dtype(n_lines: int) -> type[np.signedinteger[Any]]:
    """The smallest integer type that holds every line index and ``n_lines`` (nothing)."""
    if n_lines < 0:
        raise ValueError(f"a number of lines, got {n_lines}")
    for dtype in (np.int8, np.int16, np.int32):
        if n_lines <= np.iinfo(dtype).max:
            return dtype
    raise ValueError(f"too many lines: {n_lines}")  # pragma: no cover - far past MAX_LINES


def class_to_line(
    game: GameSpec | Wild | str, lines: Sequence[PayLine]
) -> npt.NDArray[np.signedinteger[Any]]:
    """For each hand class, the index of the line it is paid as (``len(lines)``: nothing).

    Of the lines a class qualifies for, the one that pays most; among equal pays the
    first in ``lines`` (which are in rank order). The array's type holds any number of
    lines exactly (:func:`category_dtype`: ``int8`` up to 127 lines).
    """
    q = qualification(game, lines)
    dtype = category_dtype(len(lines))
    if len(lines) == 0:
        return np.zeros(q.shape[0], dtype=dtype)
    order = np.array(sorted(range(len(lines)), key=lambda j: (-lines[j].pays, j)), dtype=np.int64)
    ranked = q[:, order]
    first = np.where(ranked.any(axis=1), order[ranked.argmax(axis=1)], len(lines))
    return first.astype(dtype)


def hand_categories(
    game: GameSpec | Wild | str, lines: Sequence[PayLine]
) -> npt.NDArray[np.signedinteger[Any]]:
    """The pay category (line index, or ``len(lines)`` for nothing) of every final hand."""
    return class_to_line(game, lines)[hand_classes(game)]
