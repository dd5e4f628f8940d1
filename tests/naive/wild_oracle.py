"""Brute-force classification of wild-card hands, for tests only.

Each wild card is replaced by every card of the 52-card deck (repeats allowed, so a
wild card may copy a card already held); the hand qualifies for every category one
of those natural hands makes. The natural classifier sorts nothing and knows no
shortcuts: it counts ranks and suits. The categories defined by the cards themselves
(five wilds, four of a wild rank, the natural ones) are read off the hand directly.
Compiled with numba only so that it can run over every final hand; the logic is
deliberately plain. What substitution makes depends only on the cards that are not
wild and on how many are, so it is tabulated once for every set of up to four
non-wild cards of the 52 (the same tables serve every game); the tables are kept on
disk between runs (:mod:`naive.testcache`, keyed by this file's text).

The compiled functions are cached by numba (``cache=True``), which trusts a cached
function while its own file is unchanged: so they use nothing from other modules but
what they are given. Their masks name the categories in this file's order,
:data:`NAMES`; :func:`brute_force_mask` and :func:`all_masks` return them in the
engine's order (:data:`vptrainer.core.games.wild.CONCEPTS`).
"""

from __future__ import annotations

from functools import cache, lru_cache

import numba
import numpy as np

from naive.testcache import cached_arrays
from vptrainer.core.combinatorics import BINOM
from vptrainer.core.games.game_spec import GameSpec
from vptrainer.core.games.wild import CONCEPTS

NAMES = (
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
B = {name: 1 << i for i, name in enumerate(NAMES)}
NAT_ROYAL, FIVE_WILDS, FOUR_DEUCES_ACE, FOUR_DEUCES, FOUR_WILDS, WILD_ROYAL = (
    B["natural_royal_flush"],
    B["five_wilds"],
    B["four_deuces_with_ace"],
    B["four_deuces"],
    B["four_wilds"],
    B["wild_royal_flush"],
)
FIVE_ACES, FIVE_3_5, FIVE_6_K, FIVE = (
    B["five_aces"],
    B["five_3_5"],
    B["five_6_k"],
    B["five_of_a_kind"],
)
NAT_SF, SF, NAT_QUADS, QUADS, NAT_FH, FH = (
    B["natural_straight_flush"],
    B["straight_flush"],
    B["natural_four_of_a_kind"],
    B["four_of_a_kind"],
    B["natural_full_house"],
    B["full_house"],
)
NAT_FLUSH, FLUSH, NAT_STRAIGHT, STRAIGHT, NAT_TRIPS, TRIPS, TWO_PAIR = (
    B["natural_flush"],
    B["flush"],
    B["natural_straight"],
    B["straight"],
    B["natural_three_of_a_kind"],
    B["three_of_a_kind"],
    B["two_pair"],
)
TENS, JACKS, QUEENS, KINGS, ACES = (
    B["tens_or_better"],
    B["jacks_or_better"],
    B["queens_or_better"],
    B["kings_or_better"],
    B["aces_or_better"],
)


@numba.njit(cache=True)
def natural_mask(hand: np.ndarray) -> int:
    """Categories of five cards (0..51, repeats allowed) with nothing wild."""
    counts = np.zeros(13, dtype=np.int64)
    suits = np.zeros(4, dtype=np.int64)
    for c in hand:
        counts[c >> 2] += 1
        suits[c & 3] += 1
    flush = suits.max() == 5
    straight_high = -1
    for high in range(4, 13):  # 6-high .. ace-high
        run = True
        for r in range(high - 4, high + 1):
            if counts[r] != 1:
                run = False
        if run:
            straight_high = high
    if counts[12] == 1 and counts[0] == 1 and counts[1] == 1 and counts[2] == 1 and counts[3] == 1:
        straight_high = 3
    m = 0
    if flush:
        m |= FLUSH
    if straight_high >= 0:
        m |= STRAIGHT
        if flush:
            m |= SF
            if straight_high == 12:
                m |= WILD_ROYAL
    pairs = 0
    top_pair = -1
    for r in range(13):
        n = counts[r]
        if n >= 2:
            top_pair = r
        if n == 2:
            pairs += 1
        if n >= 3:
            m |= TRIPS
        if n >= 4:
            m |= QUADS
        if n == 5:
            m |= FIVE
            if r == 12:
                m |= FIVE_ACES
            elif 1 <= r <= 3:
                m |= FIVE_3_5
            elif 4 <= r <= 11:
                m |= FIVE_6_K
    has_three = False
    for r in range(13):
        if counts[r] == 3:
            has_three = True
    if has_three and pairs == 1:
        m |= FH | TWO_PAIR
    if pairs == 2:
        m |= TWO_PAIR
    if top_pair >= 8:
        m |= TENS
    if top_pair >= 9:
        m |= JACKS
    if top_pair >= 10:
        m |= QUEENS
    if top_pair >= 11:
        m |= KINGS
    if top_pair >= 12:
        m |= ACES
    return m


@numba.njit(cache=True)
def substitution_mask(fixed: np.ndarray, n_fixed: int) -> int:
    """Every category some choice of ``5 - n_fixed`` wild cards makes with these cards."""
    n_wild = 5 - n_fixed
    trial = np.empty(5, dtype=np.int64)
    trial[:n_fixed] = fixed[:n_fixed]
    m = 0
    # every multiset of substitutes s1 <= s2 <= ... in 0..51
    subs = np.zeros(5, dtype=np.int64)
    while True:
        for j in range(n_wild):
            trial[n_fixed + j] = subs[j]
        m |= natural_mask(trial)
        j = n_wild - 1
        while j >= 0 and subs[j] == 51:
            j -= 1
        if j < 0:
            break
        subs[j] += 1
        for t in range(j + 1, n_wild):
            subs[t] = subs[j]
    return m


@numba.njit(cache=True)
def _unrank(index: int, k_cards: int, binom: np.ndarray, out: np.ndarray) -> None:
    """The cards c0 < c1 < ... of the ``k_cards``-subset with this colex index."""
    rest = index
    for k in range(k_cards, 0, -1):
        c = k - 1
        while binom[c + 1, k] <= rest:
            c += 1
        out[k - 1] = c
        rest -= binom[c, k]


@numba.njit(cache=True, parallel=True)
def _substitution_table(n_fixed: int, binom: np.ndarray) -> np.ndarray:
    """:func:`substitution_mask` of every ``n_fixed``-subset of the 52 cards, by colex index."""
    n = binom[52, n_fixed]
    out = np.empty(n, dtype=np.int64)
    for idx in numba.prange(n):
        fixed = np.empty(5, dtype=np.int64)
        _unrank(idx, n_fixed, binom, fixed)
        out[idx] = substitution_mask(fixed, n_fixed)
    return out


@cache
def substitution_tables() -> tuple[np.ndarray, ...]:
    """Tables for 0..4 non-wild cards (5..1 wild cards); computed once (kept on disk)."""
    arrays = cached_arrays(
        "wild-oracle-substitution",
        [__file__],
        lambda: {f"n{k}": _substitution_table(k, BINOM) for k in range(5)},
        inputs=[BINOM],
    )
    return tuple(arrays[f"n{k}"] for k in range(5))


def to_concepts(masks: np.ndarray) -> np.ndarray:
    """Masks in :data:`NAMES` order, in :data:`CONCEPTS` order instead."""
    if NAMES == CONCEPTS:
        return masks
    out = np.zeros_like(masks)
    for i, name in enumerate(NAMES):
        out |= ((masks >> i) & 1) << CONCEPTS.index(name)
    return out


@numba.njit(cache=True)
def hand_mask(
    hand: np.ndarray,
    is_wild: np.ndarray,
    wild_rank: np.ndarray,
    natural_in_place: bool,
    tables: tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray, np.ndarray],
    binom: np.ndarray,
) -> int:
    """Every category of a final hand (ascending cards) of a game with these wild cards."""
    fixed = np.empty(5, dtype=np.int64)
    n_fixed = 0
    of_wild_rank = np.zeros(13, dtype=np.int64)
    for c in hand:
        if is_wild[c]:
            if c < 52 and wild_rank[c >> 2]:
                of_wild_rank[c >> 2] += 1
        else:
            fixed[n_fixed] = c
            n_fixed += 1
    n_wild = 5 - n_fixed
    if n_wild == 0:
        m = natural_mask(hand)
        # made without any wild card: the five-card categories of a natural hand
        if m & WILD_ROYAL:
            m |= NAT_ROYAL
        if m & SF:
            m |= NAT_SF
        if m & FH:
            m |= NAT_FH
        if m & FLUSH:
            m |= NAT_FLUSH
        if m & STRAIGHT:
            m |= NAT_STRAIGHT
    else:
        index = 0
        for k in range(n_fixed):
            index += binom[fixed[k], k + 1]
        if n_fixed == 0:
            m = tables[0][index]
        elif n_fixed == 1:
            m = tables[1][index]
        elif n_fixed == 2:
            m = tables[2][index]
        elif n_fixed == 3:
            m = tables[3][index]
        else:
            m = tables[4][index]
    # natural four and three of a kind: cards of one rank that are not wild
    counts = np.zeros(13, dtype=np.int64)
    for k in range(n_fixed):
        counts[fixed[k] >> 2] += 1
    if counts.max() >= 4:
        m |= NAT_QUADS
    if counts.max() >= 3:
        m |= NAT_TRIPS
    if natural_in_place and hand[4] < 52:
        # wild cards standing for themselves: what the hand makes at face value
        face = natural_mask(hand)
        if face & WILD_ROYAL:
            m |= NAT_ROYAL
        if face & SF:
            m |= NAT_SF
        if face & QUADS:
            m |= NAT_QUADS
        if face & FH:
            m |= NAT_FH
        if face & FLUSH:
            m |= NAT_FLUSH
        if face & STRAIGHT:
            m |= NAT_STRAIGHT
        if face & TRIPS:
            m |= NAT_TRIPS
    if n_wild == 5:
        m |= FIVE_WILDS
    if n_wild == 4:
        for r in range(13):
            if of_wild_rank[r] == 4:
                m |= FOUR_WILDS
                if r == 0:
                    m |= FOUR_DEUCES
                    if fixed[0] >> 2 == 12:
                        m |= FOUR_DEUCES_ACE
    return m


@numba.njit(cache=True, parallel=True)
def _all_masks(
    deck: int,
    is_wild: np.ndarray,
    wild_rank: np.ndarray,
    natural_in_place: bool,
    tables: tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray, np.ndarray],
    binom: np.ndarray,
) -> np.ndarray:
    n = binom[deck, 5]
    out = np.empty(n, dtype=np.int64)
    for e in numba.prange(4, deck):
        hand = np.empty(5, dtype=np.int64)
        idx = binom[e, 5]
        for d in range(3, e):
            for c in range(2, d):
                for b in range(1, c):
                    for a in range(b):
                        hand[0] = a
                        hand[1] = b
                        hand[2] = c
                        hand[3] = d
                        hand[4] = e
                        out[idx] = hand_mask(
                            hand, is_wild, wild_rank, natural_in_place, tables, binom
                        )
                        idx += 1
    return out


@cache
def game_arrays(game: GameSpec) -> tuple[np.ndarray, np.ndarray]:
    """``is_wild[card]`` and ``wild_rank[rank]`` of a game, from its data."""
    is_wild = np.array([game.is_wild(c) for c in range(game.deck_size)], dtype=np.bool_)
    wild_rank = np.array([r in game.wild_ranks for r in range(13)], dtype=np.bool_)
    return is_wild, wild_rank


def brute_force_mask(hand: np.ndarray | list[int], game: GameSpec) -> int:
    """The concept mask of one final hand by substitution."""
    is_wild, wild_rank = game_arrays(game)
    cards = np.array(sorted(int(c) for c in hand), dtype=np.int64)
    mask = hand_mask(cards, is_wild, wild_rank, game.natural_in_place, substitution_tables(), BINOM)
    return int(to_concepts(np.array([mask], dtype=np.int64))[0])


def all_masks(game: GameSpec) -> np.ndarray:
    """The brute-force concept mask of every final hand of a game, in colex order (kept
    on disk between runs, keyed by this file and the game's wild cards)."""
    is_wild, wild_rank = game_arrays(game)

    def build() -> dict[str, np.ndarray]:
        masks = _all_masks(
            game.deck_size, is_wild, wild_rank, game.natural_in_place, substitution_tables(), BINOM
        )
        assert masks.min() >= 0 and masks.max() < 2**32
        return {"masks": masks.astype(np.uint32)}

    arrays = cached_arrays(
        "wild-oracle-masks",
        [__file__],
        build,
        inputs=[is_wild, wild_rank, str(game.natural_in_place), BINOM],
        compress=True,
    )
    return to_concepts(arrays["masks"].astype(np.int64))


@lru_cache(maxsize=4)
def cached_all_masks(game: GameSpec) -> np.ndarray:
    """:func:`all_masks`, kept for the last few games asked for (read-only)."""
    masks = all_masks(game)
    masks.setflags(write=False)
    return masks


def natural_quad(hand: list[int] | tuple[int, ...], game: GameSpec) -> tuple[int, int] | None:
    """(rank, kicker) of four cards of one rank that are not wild; kicker 13 when wild.

    With ``natural_in_place`` (and no joker), else the four of a kind at face value.
    """
    natural = [c for c in hand if not game.is_wild(c)]
    for r in range(13):
        if sum(1 for c in natural if c >> 2 == r) == 4:
            fifth = [c for c in hand if game.is_wild(c) or c >> 2 != r]
            return r, 13 if game.is_wild(fifth[0]) else fifth[0] >> 2
    if game.natural_in_place and max(hand) < 52:
        for r in range(13):
            if sum(1 for c in hand if c >> 2 == r) == 4:
                return r, next(c >> 2 for c in hand if c >> 2 != r)
    return None
