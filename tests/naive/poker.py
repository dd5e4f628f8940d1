"""A slow, obvious poker hand ranker, for tests only.

It knows nothing of keys, sums or tables: it counts ranks, sorts them, and compares
tuples; with 6 or 7 cards it tries every five-card subset. Cards are ``rank * 4 +
suit`` with ranks 0..12 = 2..A.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from itertools import combinations

# Categories as in vptrainer.core.evaluator.HandCategory (0 = best).
STRAIGHT_FLUSH, FOUR_OF_A_KIND, FULL_HOUSE, FLUSH, STRAIGHT = 0, 1, 2, 3, 4
THREE_OF_A_KIND, TWO_PAIR, ONE_PAIR, HIGH_CARD = 5, 6, 7, 8

Rank = tuple[int, tuple[int, ...]]


def _straight_high(distinct_desc: list[int]) -> int | None:
    """The high card of five distinct ranks that run in sequence (3 for A-2-3-4-5)."""
    if len(distinct_desc) != 5:
        return None
    if distinct_desc[0] - distinct_desc[4] == 4:
        return distinct_desc[0]
    if distinct_desc == [12, 3, 2, 1, 0]:
        return 3
    return None


def rank_five(cards: Sequence[int]) -> Rank:
    """``(category, significant ranks)`` of exactly five distinct cards.

    The ranks are those that break ties within the category, most significant first:
    the groups by size then rank (quads then kicker, pair then kickers...), all five
    for a flush or high card, and only the high card for a straight.
    """
    if len(cards) != 5 or len(set(cards)) != 5:
        raise ValueError(f"five distinct cards expected, got {cards!r}")
    ranks = sorted((c >> 2 for c in cards), reverse=True)
    flush = len({c & 3 for c in cards}) == 1
    counts = Counter(ranks)
    groups = sorted(counts.items(), key=lambda rc: (rc[1], rc[0]), reverse=True)
    shape = [n for _, n in groups]
    by_group = tuple(r for r, _ in groups)
    high = _straight_high(sorted(counts, reverse=True))
    if flush and high is not None:
        return STRAIGHT_FLUSH, (high,)
    if shape == [4, 1]:
        return FOUR_OF_A_KIND, by_group
    if shape == [3, 2]:
        return FULL_HOUSE, by_group
    if flush:
        return FLUSH, tuple(ranks)
    if high is not None:
        return STRAIGHT, (high,)
    if shape == [3, 1, 1]:
        return THREE_OF_A_KIND, by_group
    if shape == [2, 2, 1]:
        return TWO_PAIR, by_group
    if shape == [2, 1, 1, 1]:
        return ONE_PAIR, by_group
    return HIGH_CARD, tuple(ranks)


def strength(rank: Rank) -> tuple[int, tuple[int, ...]]:
    """A key that sorts ranked hands weakest first (equal keys tie)."""
    category, ranks = rank
    return -category, ranks


def best_rank(cards: Sequence[int]) -> Rank:
    """The rank of the best five of 5, 6 or 7 distinct cards."""
    if len(set(cards)) != len(cards):
        raise ValueError(f"repeated card in {cards!r}")
    return max((rank_five(five) for five in combinations(cards, 5)), key=strength)


def compare(a: Sequence[int], b: Sequence[int]) -> int:
    """1 if hand ``a`` beats ``b``, -1 if it loses, 0 for a tie."""
    ka, kb = strength(best_rank(a)), strength(best_rank(b))
    return (ka > kb) - (ka < kb)
