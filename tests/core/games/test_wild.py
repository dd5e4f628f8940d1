"""Deuces Wild and Joker Poker: the fast classifier against brute-force substitution."""

from __future__ import annotations

from collections import Counter

import numpy as np
import pytest
from naive.payout import wild_qualifications
from naive.wild_oracle import all_masks

from vptrainer.core.cards import parse_cards
from vptrainer.core.combinatorics import colex_index
from vptrainer.core.engine.prepared import prepare
from vptrainer.core.games.builtin import load_builtin
from vptrainer.core.games.categories import Wild
from vptrainer.core.games.wild import concepts_of_mask, wild_classes


@pytest.mark.slow
@pytest.mark.parametrize("wild", [Wild.DEUCES, Wild.JOKER])
def test_fast_classifier_equals_brute_force_on_every_hand(wild: Wild) -> None:
    classes = wild_classes(wild)
    fast = classes.masks[classes.hand_class].astype(np.int64)
    slow = all_masks(wild.deck_size, wild is Wild.DEUCES)
    bad = np.flatnonzero(fast != slow)
    assert bad.size == 0, f"{bad.size} hands differ, first at colex {bad[:5]}"


@pytest.mark.parametrize(
    ("hand", "wild", "expected"),
    [
        (
            "2c 2d 2h 2s Ah",
            Wild.DEUCES,
            {"four_deuces_with_ace", "four_deuces", "five_aces", "wild_royal_flush"},
        ),
        ("2c 3d 3h 3s 3c", Wild.DEUCES, {"five_3_5", "five_of_a_kind", "four_of_a_kind"}),
        ("Ah Kh Qh Jh Th", Wild.DEUCES, {"natural_royal_flush", "wild_royal_flush"}),
        ("2h Kh Qh Jh Th", Wild.DEUCES, {"wild_royal_flush", "straight_flush", "flush"}),
        ("2c 2d 5h 6h 9c", Wild.DEUCES, {"three_of_a_kind"}),
        ("Jk Ks Kd 7c 3h", Wild.JOKER, {"three_of_a_kind", "two_pair", "kings_or_better"}),
        ("Jk 7s 7d 7c 7h", Wild.JOKER, {"five_of_a_kind", "four_of_a_kind"}),
        ("Jk As 5d 8c 9h", Wild.JOKER, {"aces_or_better", "kings_or_better"}),
    ],
)
def test_known_hands(hand: str, wild: Wild, expected: set[str]) -> None:
    cards = sorted(parse_cards(hand, allow_joker=True).cards)
    classes = wild_classes(wild)
    got = set(concepts_of_mask(int(classes.masks[classes.hand_class[colex_index(cards)]])))
    assert expected <= got
    # the pure-Python substitution oracle agrees on these
    assert got == wild_qualifications(cards, str(wild)) - {"royal_flush"} - {
        q
        for q in wild_qualifications(cards, str(wild))
        if q.startswith("quad:") or q in ("jacks_or_better", "queens_or_better", "tens_or_better")
    }


def test_deuces_wild_dealt_hand_counts() -> None:
    prepared = prepare(load_builtin("deuces-wild-full-pay"))
    dealt = Counter(prepared.keys[c] for c in prepared.hand_category.tolist())
    assert dict(dealt) == {
        "natural_royal_flush": 4,
        "four_deuces": 48,
        "wild_royal_flush": 480,
        "five_of_a_kind": 624,
        "straight_flush": 2_068,
        "four_of_a_kind": 31_552,
        "full_house": 12_672,
        "flush": 14_472,
        "straight": 62_232,
        "three_of_a_kind": 355_080,
        "nothing": 2_119_728,
    }


def test_joker_deck_has_every_hand() -> None:
    classes = wild_classes(Wild.JOKER)
    assert classes.hand_class.shape[0] == 2_869_685


def test_fall_through_of_bonus_deuces_categories() -> None:
    """Four deuces with an ace pays as four deuces where the ace bonus is not listed."""
    full = prepare(load_builtin("deuces-wild-full-pay"))
    bonus = prepare(load_builtin("bonus-deuces-wild"))
    hand = sorted(parse_cards("2c 2d 2h 2s Ah").cards)
    i = colex_index(hand)
    assert full.keys[full.hand_category[i]] == "four_deuces"
    assert bonus.keys[bonus.hand_category[i]] == "four_deuces_with_ace"
    five_sevens = sorted(parse_cards("2c 2d 7h 7s 7c").cards)
    assert bonus.keys[bonus.hand_category[colex_index(five_sevens)]] == "five_6_k"
    assert full.keys[full.hand_category[colex_index(five_sevens)]] == "five_of_a_kind"
