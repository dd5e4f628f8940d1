"""Count tables, suit classes and hand categories against brute force."""

from __future__ import annotations

import itertools
import random
from math import comb

import numpy as np
import pytest
from naive.payout import pay_line

from vptrainer.core.combinatorics import colex_index
from vptrainer.core.engine.prepared import common_denominator, prepare
from vptrainer.core.engine.suit_classes import suit_classes
from vptrainer.core.games.builtin import load_builtin


def test_suit_classes_52() -> None:
    sc = suit_classes(52)
    assert len(sc) == 134_459
    assert int(sc.weight.sum()) == 2_598_960
    assert np.all(np.diff(sc.colex) > 0)


def test_suit_classes_53_cover_every_deal() -> None:
    sc = suit_classes(53)
    assert int(sc.weight.sum()) == comb(53, 5)


def test_every_deal_of_a_sample_finds_its_class() -> None:
    sc = suit_classes(52)
    rng = random.Random(1)
    for _ in range(2000):
        deal = tuple(rng.sample(range(52), 5))
        i, pos = sc.locate(deal)
        rep = [int(c) for c in sc.cards[i]]
        # same ranks, and a consistent suit relabelling
        assert sorted(c >> 2 for c in deal) == sorted(c >> 2 for c in rep)
        mapping: dict[int, int] = {}
        for card, p in zip(deal, pos, strict=True):
            assert rep[p] >> 2 == card >> 2
            assert mapping.setdefault(card & 3, rep[p] & 3) == rep[p] & 3


def test_class_weights_are_orbit_sizes() -> None:
    sc = suit_classes(52)
    rng = random.Random(2)
    for i in rng.sample(range(len(sc)), 200):
        rep = [int(c) for c in sc.cards[i]]
        orbit = {
            tuple(sorted((c & ~3) | perm[c & 3] for c in rep))
            for perm in itertools.permutations(range(4))
        }
        assert len(orbit) == int(sc.weight[i])


def test_common_denominators() -> None:
    assert common_denominator(52) == 7_669_695
    assert common_denominator(53) == 8_561_520


@pytest.mark.parametrize(
    "table_id",
    [
        "double-double-bonus-9-6",
        "aces-and-eights-8-5",
        "deuces-wild-full-pay",
        "joker-poker-kings-full-pay",
    ],
)
def test_hand_categories_against_naive_classification(table_id: str) -> None:
    table = load_builtin(table_id)
    prepared = prepare(table)
    rng = random.Random(table_id)
    for _ in range(4000):
        hand = sorted(rng.sample(range(table.deck_size), 5))
        got = prepared.keys[prepared.hand_category[colex_index(hand)]]
        assert got == pay_line(hand, table), hand


def test_all_quads_fall_through_as_specified() -> None:
    """Every four-of-a-kind hand under tables with and without kicker lines."""
    for table_id in [
        "bonus-poker-8-5",
        "double-double-bonus-9-6",
        "aces-and-eights-8-5",
        "aces-and-faces-8-5",
    ]:
        table = load_builtin(table_id)
        prepared = prepare(table)
        for quad in range(13):
            for kicker_card in range(52):
                if kicker_card >> 2 == quad:
                    continue
                hand = sorted([quad * 4 + s for s in range(4)] + [kicker_card])
                got = prepared.keys[prepared.hand_category[colex_index(hand)]]
                assert got == pay_line(hand, table), (table_id, hand)


@pytest.mark.slow
def test_count_tables_against_brute_force() -> None:
    """Count tables equal a direct count over every final hand containing a subset."""
    prepared = prepare(load_builtin("jacks-or-better-9-6"))
    hands = np.array(list(itertools.combinations(range(52), 5)), dtype=np.int64)
    index = sum(np.array([comb(int(c), i + 1) for c in range(52)])[hands[:, i]] for i in range(5))
    category = prepared.hand_category[index]
    n_cat = len(prepared.pays)
    rng = random.Random(3)
    for k in (0, 1, 2, 3, 4):
        for _ in range(3):
            subset = sorted(rng.sample(range(52), k))
            contains = np.ones(len(hands), dtype=bool)
            for card in subset:
                contains &= (hands == card).any(axis=1)
            expected = np.bincount(category[contains], minlength=n_cat)
            assert list(prepared.counts[k][colex_index(subset)]) == list(expected)
            assert prepared.paysums[k][colex_index(subset)] == int(expected @ prepared.scaled_pays)
