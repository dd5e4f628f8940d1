"""The engine's kernels against the ones they replaced (tests/naive/engine_v1.py).

For every kind of game (52, 53 and 54 cards, wild ranks, specific wild cards, a
fractional pay, a bonus on the deal): the stacked count tables, and for every deal
class the 32 hold EVs, the best hold, the tied-best mask and the best hold's
category counts, and the analysis totals; then the 32 holds of random hands dealt in
random order.
"""

from __future__ import annotations

import random
from fractions import Fraction

import numpy as np
import pytest
from naive import engine_v1 as v1

from vptrainer.core.combinatorics import BINOM
from vptrainer.core.engine.analysis import analyze
from vptrainer.core.engine.hold_table import deal_bonus, hold_category_counts, hold_table
from vptrainer.core.engine.holds import hold_evs
from vptrainer.core.engine.prepared import PreparedTable, prepare
from vptrainer.core.engine.suit_classes import suit_classes
from vptrainer.core.games.builtin import load_builtin

GAMES = [
    "jacks-or-better-9-6",  # 52 cards
    "deuces-wild-double-double-bonus",  # a wild rank, a pay of 2.5
    "deuces-and-joker-wild",  # 53 cards: a joker and a wild rank
    "double-joker-9-5",  # 54 cards: two jokers
    "one-eyed-jacks",  # two specific wild cards: fewer suit symmetries
    "royal-deal-jacks-or-better-8-5",  # a bonus on the deal
]


def _old_tables(prepared: PreparedTable) -> tuple[np.ndarray, ...]:
    """c4, c3, c2, c1, c0 as the old kernels counted them."""
    n_cat = len(prepared.pays)
    return tuple(v1.count_tables(prepared.hand_category, n_cat, prepared.deck_size, BINOM))


@pytest.fixture(scope="module", params=GAMES)
def game(request: pytest.FixtureRequest) -> tuple[PreparedTable, tuple[np.ndarray, ...]]:
    prepared = prepare(load_builtin(request.param))
    return prepared, _old_tables(prepared)


def test_count_tables(game: tuple[PreparedTable, tuple[np.ndarray, ...]]) -> None:
    prepared, old = game
    c4, c3, c2, c1, c0 = old
    for k, table in enumerate((c0, c1, c2, c3, c4)):
        assert np.array_equal(prepared.counts[k], table), f"{k}-card subsets"
        expected = table.astype(np.int64) @ prepared.scaled_pays
        assert np.array_equal(prepared.paysums[k], expected), f"{k}-card pay sums"
    rows = sum(int(BINOM[prepared.deck_size, k]) for k in range(4))
    assert prepared.subset_counts.shape[0] == rows
    assert prepared.four_counts.dtype == np.uint8
    assert prepared.subset_paysums.shape[0] == rows + int(BINOM[prepared.deck_size, 4])


def test_every_deal_class(game: tuple[PreparedTable, tuple[np.ndarray, ...]]) -> None:
    prepared, (c4, c3, c2, c1, c0) = game
    p0, p1, p2, p3, p4 = (c.astype(np.int64) @ prepared.scaled_pays for c in (c0, c1, c2, c3, c4))
    classes = suit_classes(prepared.table.game)
    n = len(classes)
    n_cat = len(prepared.pays)
    ev = np.empty((n, 32), dtype=np.int64)
    best = np.empty(n, dtype=np.int64)
    ties = np.empty(n, dtype=np.int64)
    counts = np.empty((n, n_cat), dtype=np.int64)
    v1.deal_results(
        classes.cards,
        np.arange(n, dtype=np.int64),
        BINOM,
        prepared.hand_category,
        prepared.scaled_pays,
        p4,
        p3,
        p2,
        p1,
        p0,
        c4,
        c3,
        c2,
        c1,
        c0,
        prepared.multiplier,
        ev,
        best,
        ties,
        counts,
    )
    bonus = deal_bonus(prepared, classes)

    holds = hold_table(prepared)
    assert np.array_equal(holds.ev, ev + bonus[:, None])

    result = analyze(prepared)
    strategy = result.strategy
    assert np.array_equal(strategy.best_hold, best)
    assert np.array_equal(strategy.tie_mask, ties)
    assert np.array_equal(strategy.best_ev, ev[np.arange(n), best] + bonus)
    assert np.array_equal(hold_category_counts(prepared, best), counts)

    weight = classes.weight.astype(np.int64)
    combos = (counts * weight[:, None]).sum(axis=0)
    assert [c.combinations for c in result.categories] == combos.tolist()
    held = np.array([bin(m).count("1") for m in range(32)])[best]
    assert result.cards_held == tuple(int(weight[held == k].sum()) for k in range(6))
    tied = np.array([bin(int(t)).count("1") > 1 for t in ties])
    assert result.tied_deals == int(weight[tied].sum())


def test_random_hands(game: tuple[PreparedTable, tuple[np.ndarray, ...]]) -> None:
    prepared, (c4, c3, c2, c1, c0) = game
    p0, p1, p2, p3, p4 = (c.astype(np.int64) @ prepared.scaled_pays for c in (c0, c1, c2, c3, c4))
    denom = prepared.common_denominator * prepared.pay_scale
    rng = random.Random(17)
    for _ in range(1000):
        hand = rng.sample(range(prepared.deck_size), 5)
        cards = np.array(sorted(hand), dtype=np.int64)
        ev, outcomes = v1.hand_holds(
            cards,
            BINOM,
            prepared.hand_category,
            prepared.scaled_pays,
            p4,
            p3,
            p2,
            p1,
            p0,
            c4,
            c3,
            c2,
            c1,
            c0,
            prepared.multiplier,
        )
        got = hold_evs(prepared, hand)
        bonus = got.dealt_bonus
        for m in range(32):
            held = tuple(int(c) for j, c in enumerate(cards) if m >> j & 1)
            mask = sum(1 << hand.index(c) for c in held)
            entry = got.hold(mask)
            assert sorted(entry.held) == list(held)
            assert entry.ev == Fraction(int(ev[m]), denom) + bonus
            assert entry.outcomes == tuple(int(x) for x in outcomes[m])
            assert entry.best == (int(ev[m]) == int(ev.max()))
