"""Every kind of wild-card game: the fast classifier against brute-force substitution."""

from __future__ import annotations

from collections import Counter

import numpy as np
import pytest
from naive.payout import wild_qualifications
from naive.wild_oracle import all_masks, brute_force_mask, natural_quad

from vptrainer.core.cards import parse_cards
from vptrainer.core.combinatorics import BINOM, colex_index
from vptrainer.core.engine.prepared import prepare
from vptrainer.core.games.builtin import load_builtin
from vptrainer.core.games.game_spec import GameSpec, Wild
from vptrainer.core.games.wild import WILD_KICKER, concepts_of_mask, wild_classes

DEUCES = GameSpec.of(Wild.DEUCES)
JOKER = GameSpec.of(Wild.JOKER)
DOUBLE_JOKER = GameSpec(jokers=2)
DEUCES_AND_JOKER = GameSpec(jokers=1, wild_ranks=frozenset({0}))
SEVENS_AND_JOKER = GameSpec(jokers=1, wild_ranks=frozenset({5}))
THREES = GameSpec(wild_ranks=frozenset({1}))
ONE_EYED_JACKS = GameSpec(wild_cards=frozenset(parse_cards("Jh Js").cards))
# the casino game: a one-eyed jack in its own place keeps a royal natural
ONE_EYED_JACKS_IN_PLACE = GameSpec(
    wild_cards=frozenset(parse_cards("Jh Js").cards), natural_in_place=True
)
# not a casino game, but it covers two wild ranks, specific cards and two jokers at once
EVERYTHING = GameSpec(jokers=2, wild_ranks=frozenset({0, 12}), wild_cards=frozenset({33}))

GAMES = {
    "deuces": DEUCES,
    "joker": JOKER,
    "double-joker": DOUBLE_JOKER,
    "deuces-and-joker": DEUCES_AND_JOKER,
    "sevens-and-joker": SEVENS_AND_JOKER,
    "threes": THREES,
    "one-eyed-jacks": ONE_EYED_JACKS,
    "one-eyed-jacks-in-place": ONE_EYED_JACKS_IN_PLACE,
    "deuces-in-place": GameSpec(wild_ranks=frozenset({0}), natural_in_place=True),
    "everything": EVERYTHING,
}


@pytest.mark.slow
@pytest.mark.parametrize("name", GAMES)
def test_fast_classifier_equals_brute_force_on_every_hand(name: str) -> None:
    game = GAMES[name]
    classes = wild_classes(game)
    fast = classes.masks[classes.hand_class].astype(np.int64)
    slow = all_masks(game)
    assert fast.shape == slow.shape == (int(BINOM[game.deck_size, 5]),)
    bad = np.flatnonzero(fast != slow)
    assert bad.size == 0, f"{bad.size} hands differ, first at colex {bad[:5]}"


@pytest.mark.parametrize("name", GAMES)
def test_natural_quads_by_rank_and_kicker(name: str) -> None:
    """Every hand with four cards of a rank: the class's natural quad against the hand."""
    game = GAMES[name]
    classes = wild_classes(game)
    for quad in range(13):
        four = [quad * 4 + s for s in range(4)]
        for fifth in range(game.deck_size):
            if fifth in four:
                continue
            hand = sorted([*four, fifth])
            cls = classes.hand_class[colex_index(hand)]
            got = (int(classes.quad_rank[cls]), int(classes.quad_kicker[cls]))
            want = natural_quad(hand, game)
            assert got == (want if want is not None else (-1, -1)), hand
    assert WILD_KICKER == 13


@pytest.mark.parametrize(
    ("hand", "game", "expected"),
    [
        (
            "2c 2d 2h 2s Ah",
            DEUCES,
            {"four_deuces_with_ace", "four_deuces", "five_aces", "wild_royal_flush"},
        ),
        ("2c 3d 3h 3s 3c", DEUCES, {"five_3_5", "five_of_a_kind", "natural_four_of_a_kind"}),
        ("Ah Kh Qh Jh Th", DEUCES, {"natural_royal_flush", "wild_royal_flush"}),
        ("2h Kh Qh Jh Th", DEUCES, {"wild_royal_flush", "straight_flush", "flush"}),
        ("2c 2d 5h 6h 9c", DEUCES, {"three_of_a_kind"}),
        ("Jk Ks Kd 7c 3h", JOKER, {"three_of_a_kind", "two_pair", "kings_or_better"}),
        ("Jk 7s 7d 7c 7h", JOKER, {"five_of_a_kind", "natural_four_of_a_kind"}),
        ("Jk As 5d 8c 9h", JOKER, {"aces_or_better", "kings_or_better"}),
        ("Jk Jk 7s 7d 7c", DOUBLE_JOKER, {"five_of_a_kind", "natural_three_of_a_kind"}),
        ("2c 2d 2h 2s Jk", DEUCES_AND_JOKER, {"five_wilds", "five_aces", "wild_royal_flush"}),
        ("2c 2d 2h 2s 9c", DEUCES_AND_JOKER, {"four_deuces", "four_wilds", "five_of_a_kind"}),
        ("7c 7d 7h 7s Jk", SEVENS_AND_JOKER, {"five_wilds", "wild_royal_flush"}),
        ("7c 7d 7h 7s Kd", SEVENS_AND_JOKER, {"four_wilds", "five_of_a_kind"}),
        ("Jh Js Jc Jd 4h", ONE_EYED_JACKS, {"four_of_a_kind", "full_house"}),
        ("9h 9s 9c 8d 8h", ONE_EYED_JACKS, {"natural_full_house", "full_house"}),
        ("Jh 9s 9c 8d 8h", ONE_EYED_JACKS, {"full_house", "two_pair"}),
    ],
)
def test_known_hands(hand: str, game: GameSpec, expected: set[str]) -> None:
    cards = sorted(parse_cards(hand, jokers=game.jokers).cards)
    classes = wild_classes(game)
    got = set(concepts_of_mask(int(classes.masks[classes.hand_class[colex_index(cards)]])))
    assert expected <= got, expected - got
    if sum(game.is_wild(c) for c in cards) <= 3:
        # the pure-Python substitution oracle agrees (it is too slow for more wild cards)
        slow = wild_qualifications(cards, game)
        assert got == {q for q in slow if not q.startswith("natural_quad:")}
    else:
        assert got == set(concepts_of_mask(brute_force_mask(cards, game)))


def test_natural_categories_need_natural_cards() -> None:
    classes = wild_classes(ONE_EYED_JACKS)

    def concepts(text: str) -> set[str]:
        cards = sorted(parse_cards(text).cards)
        return set(concepts_of_mask(int(classes.masks[classes.hand_class[colex_index(cards)]])))

    # the jack of hearts is wild, even standing for itself
    assert "natural_royal_flush" not in concepts("Ah Kh Qh Jh Th")
    assert "wild_royal_flush" in concepts("Ah Kh Qh Jh Th")
    assert "natural_royal_flush" in concepts("Ac Kc Qc Jc Tc")
    assert "natural_straight_flush" not in concepts("Jh Ts 9s 8s 7s")
    assert "natural_three_of_a_kind" not in concepts("Jh Js 9c 8d 4h")

    in_place = wild_classes(ONE_EYED_JACKS_IN_PLACE)

    def in_place_concepts(text: str) -> set[str]:
        cards = sorted(parse_cards(text).cards)
        mask = int(in_place.masks[in_place.hand_class[colex_index(cards)]])
        return set(concepts_of_mask(mask))

    assert {"natural_royal_flush", "wild_royal_flush"} <= in_place_concepts("Ah Kh Qh Jh Th")
    assert "natural_royal_flush" not in in_place_concepts("Ah Kh Qh Js Th")
    assert "natural_four_of_a_kind" in in_place_concepts("Jh Js Jc Jd 4h")
    hand = sorted(parse_cards("Jh Js Jc Jd 4h").cards)
    cls = in_place.hand_class[colex_index(hand)]
    assert (int(in_place.quad_rank[cls]), int(in_place.quad_kicker[cls])) == (9, 2)


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


def test_every_deck_has_every_hand() -> None:
    assert wild_classes(Wild.JOKER).hand_class.shape[0] == 2_869_685
    assert wild_classes(DOUBLE_JOKER).hand_class.shape[0] == 3_162_510
    with pytest.raises(ValueError, match="not a wild game"):
        wild_classes(Wild.NONE)


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
