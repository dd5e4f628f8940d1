"""The additive-key evaluator against published counts and a slow, obvious ranker."""

from __future__ import annotations

import threading
from itertools import chain, combinations, pairwise
from math import comb

import numpy as np
import numpy.typing as npt
import pytest
from naive import poker
from naive.poker import Rank, best_rank, compare, rank_five, strength
from naive.testcache import cached_json

from vptrainer.core import evaluator as ev
from vptrainer.core._numba import kernel
from vptrainer.core.cards import parse_cards
from vptrainer.core.combinatorics import BINOM, colex_index
from vptrainer.core.errors import Cancelled, VPError
from vptrainer.core.evaluator import _tables as tables
from vptrainer.core.evaluator._kernels import max_threads

# Published counts (../shared/notes/reference-returns.md, "Counts").
FIVE_CARD_COUNTS = {
    "straight_flush": 4 + 36,
    "four_of_a_kind": 624,
    "full_house": 3_744,
    "flush": 5_108,
    "straight": 10_200,
    "three_of_a_kind": 54_912,
    "two_pair": 123_552,
    "one_pair": 1_098_240,
    "high_card": 1_302_540,
}
SEVEN_CARD_COUNTS = {
    "straight_flush": 41_584,
    "four_of_a_kind": 224_848,
    "full_house": 3_473_184,
    "flush": 4_047_644,
    "straight": 6_180_020,
    "three_of_a_kind": 6_461_620,
    "two_pair": 31_433_400,
    "one_pair": 58_627_800,
    "high_card": 23_294_460,
}


def random_hands(
    seed: int, n: int, k: int, deck: npt.NDArray[np.int64] | None = None
) -> npt.NDArray[np.int64]:
    """``n`` random hands of ``k`` distinct cards (from ``deck``, default all 52)."""
    rng = np.random.default_rng(seed)
    cards = np.arange(52) if deck is None else deck
    return cards[np.argsort(rng.random((n, len(cards))), axis=1)[:, :k]].astype(np.int64)


# Decks that make flushes and straight flushes common: two suits, or one suit plus
# the aces and kings of the others.
HEARTS_AND_SPADES = np.array([c for c in range(52) if c & 3 in (2, 3)])
MOSTLY_SPADES = np.array([c for c in range(52) if c & 3 == 3 or c >> 2 >= 11])


def significant(cls: int) -> tuple[int, ...]:
    return tuple(int(r) for r in ev.CLASS_RANKS[cls] if r >= 0)


def colex_unrank(index: npt.NDArray[np.int64], k: int) -> npt.NDArray[np.int64]:
    """The sorted k-card hands with these colex indices."""
    index = index.astype(np.int64).copy()
    out = np.zeros((len(index), k), dtype=np.int64)
    for pos in range(k, 0, -1):
        card = np.searchsorted(BINOM[:, pos], index, side="right") - 1
        out[:, pos - 1] = card
        index -= BINOM[card, pos]
    return out


# ------------------------------------------------------------------------- tables


def test_published_rank_keys_have_distinct_sums() -> None:
    keys = np.asarray(tables.RANK_KEYS, dtype=np.int64)
    assert tables.RANK_KEYS[12] == 0 and tables.RANK_KEYS[0] == 1  # ace, deuce
    for cards, multisets in ((5, 6_175), (6, 18_395), (7, 49_205)):
        counts = tables.rank_multisets(cards)
        assert len(counts) == multisets
        assert counts.max() <= 4 and (counts.sum(axis=1) == cards).all()
        assert len(np.unique(counts.astype(np.int64) @ keys)) == multisets


def test_class_tables_shape() -> None:
    assert ev.CLASS_CATEGORY.shape == (7463,) and ev.CLASS_RANKS.shape == (7463, 5)
    assert not ev.CLASS_CATEGORY.flags.writeable and not ev.CLASS_RANKS.flags.writeable
    sizes = np.bincount(ev.CLASS_CATEGORY[1:], minlength=9).tolist()
    assert sizes == [10, 156, 156, 1277, 10, 858, 858, 2860, 1277]
    assert list(ev.CLASS_CATEGORY[1:]) == sorted(ev.CLASS_CATEGORY[1:])


def test_hand_category_keys() -> None:
    assert [c.key for c in ev.HandCategory] == list(SEVEN_CARD_COUNTS)
    assert ev.HandCategory.FULL_HOUSE < ev.HandCategory.FLUSH


# ----------------------------------------------------------------- full enumerations


def test_all_five_card_hands() -> None:
    res = ev.enumerate_hands(5)
    assert res.cards == 5 and res.total == 2_598_960
    assert dict(res.counts) == FIVE_CARD_COUNTS
    assert list(res.counts) == list(FIVE_CARD_COUNTS)  # best first
    assert res.royal_flushes == 4
    assert res.distinct_classes == 7462
    assert sum(res.counts.values()) == res.total == int(res.class_counts.sum())
    assert res.elapsed_s > 0 and res.hands_per_s > 0


@pytest.mark.slow
def test_all_seven_card_hands() -> None:
    one = ev.enumerate_hands(7, threads=1)
    assert one.total == 133_784_560 and one.threads == 1
    assert dict(one.counts) == SEVEN_CARD_COUNTS
    assert one.royal_flushes == 4_324
    assert one.distinct_classes == 4_824  # classes a best-of-seven hand can have
    every = ev.enumerate_hands(7)
    assert every.threads == max_threads()
    assert (every.class_counts == one.class_counts).all()


@kernel
def _best_of_five_histogram(
    five: npt.NDArray[np.uint16], binom: npt.NDArray[np.int64], hist: npt.NDArray[np.int64]
) -> None:
    """Every 6-card hand's class as the best of its six five-card hands (colex look-ups)."""
    for c5 in range(5, 52):
        h5 = binom[c5, 5]
        for c4 in range(4, c5):
            l4, h4 = binom[c4, 5], binom[c4, 4]
            for c3 in range(3, c4):
                l3, h3 = binom[c3, 4], binom[c3, 3]
                for c2 in range(2, c3):
                    l2, h2 = binom[c2, 3], binom[c2, 2]
                    for c1 in range(1, c2):
                        l1, h1 = binom[c1, 2], binom[c1, 1]
                        for c0 in range(c1):
                            l0 = binom[c0, 1]
                            best = min(
                                five[l0 + l1 + l2 + l3 + l4],
                                five[l0 + l1 + l2 + l3 + h5],
                                five[l0 + l1 + l2 + h4 + h5],
                                five[l0 + l1 + h3 + h4 + h5],
                                five[l0 + h2 + h3 + h4 + h5],
                                five[h1 + h2 + h3 + h4 + h5],
                            )
                            hist[best] += 1


@pytest.mark.slow
def test_all_six_card_hands_are_their_best_five() -> None:
    expected = np.zeros(7463, dtype=np.int64)
    _best_of_five_histogram(ev.five_card_classes(), BINOM, expected)
    assert expected.sum() == comb(52, 6)
    res = ev.enumerate_hands(6, threads=1)
    assert res.total == comb(52, 6)
    assert (res.class_counts == expected).all()
    by_category = np.bincount(ev.CLASS_CATEGORY[1:], weights=expected[1:], minlength=9)
    assert list(res.counts.values()) == by_category.astype(np.int64).tolist()
    assert res.royal_flushes == expected[1] == 4 * comb(47, 1)
    assert (ev.enumerate_hands(6).class_counts == expected).all()


def test_enumeration_progress_and_cancel() -> None:
    seen: list[tuple[int, int]] = []
    ev.enumerate_hands(6, progress=lambda done, total: seen.append((done, total)))
    assert seen[0] == (0, comb(52, 6)) and seen[-1] == (comb(52, 6), comb(52, 6))
    assert [d for d, _ in seen] == sorted(d for d, _ in seen) and len(seen) > 2

    cancel = threading.Event()

    def stop_after_first(done: int, total: int) -> None:
        if done > 0:
            cancel.set()

    with pytest.raises(Cancelled):
        ev.enumerate_hands(6, progress=stop_after_first, cancel=cancel)
    with pytest.raises(Cancelled):
        ev.enumerate_hands(5, cancel=cancel)  # already set


@pytest.mark.parametrize("bad", [4, 8, 0, True, "7"])
def test_enumeration_rejects_bad_sizes(bad: object) -> None:
    with pytest.raises(VPError):
        ev.enumerate_hands(bad)  # type: ignore[arg-type]


@pytest.mark.parametrize("threads", [0, -1, 10_000, True])
def test_bad_thread_counts(threads: int) -> None:
    with pytest.raises(VPError, match="threads"):
        ev.enumerate_hands(5, threads=threads)
    with pytest.raises(VPError, match="threads"):
        ev.evaluate_batch(random_hands(0, 3, 5), threads=threads)


# ---------------------------------------------------------- against the naive ranker


def test_every_class_is_reached_and_matches_the_naive_ranker() -> None:
    five = ev.five_card_classes()
    classes, first = np.unique(five, return_index=True)
    assert classes.tolist() == list(range(1, 7463))
    hands = colex_unrank(first, 5)
    previous = None
    for cls, hand in zip(classes.tolist(), hands.tolist(), strict=True):
        category, ranks = rank_five(hand)
        assert category == ev.CLASS_CATEGORY[cls], (cls, hand)
        assert ranks == significant(cls), (cls, hand)
        key = strength((category, ranks))
        assert previous is None or key < previous  # class order = naive order, no ties
        previous = key


def test_five_card_classes_agree_with_batch_and_colex() -> None:
    five = ev.five_card_classes()
    assert five.shape == (2_598_960,) and five.dtype == np.uint16
    assert not five.flags.writeable
    assert ev.five_card_classes() is five  # computed once
    hands = np.fromiter(
        chain.from_iterable(combinations(range(52), 5)), dtype=np.int8, count=5 * 2_598_960
    ).reshape(-1, 5)
    index = sum(BINOM[hands[:, i].astype(np.int64), i + 1] for i in range(5))
    assert (np.sort(index) == np.arange(2_598_960)).all()
    assert (five[index] == ev.evaluate_batch(hands)).all()
    assert colex_index([51, 50, 49, 48, 47]) == 2_598_959


def test_five_card_classes_sample_against_naive() -> None:
    rng = np.random.default_rng(5)
    index = rng.integers(0, 2_598_960, 3000)
    five = ev.five_card_classes()
    for i, hand in zip(index.tolist(), colex_unrank(index, 5).tolist(), strict=True):
        assert colex_index(hand) == i
        category, ranks = rank_five(hand)
        assert (category, ranks) == (ev.CLASS_CATEGORY[five[i]], significant(five[i]))


def _naive_ranker(
    hands: npt.NDArray[np.int64], pairs: npt.NDArray[np.int64]
) -> tuple[list[Rank], list[int]]:
    """The naive ranker's rank of each hand and its verdict on each pair of them (kept
    between runs of the same ranker on the same hands: ``naive.testcache``)."""

    def build() -> dict[str, list[object]]:
        return {
            "ranks": [best_rank(h) for h in hands.tolist()],
            "pairs": [compare(hands[a].tolist(), hands[b].tolist()) for a, b in pairs.tolist()],
        }

    found = cached_json("naive-ranker", [poker.__file__], build, [hands, pairs])
    return [(c, tuple(r)) for c, r in found["ranks"]], found["pairs"]


@pytest.mark.slow
@pytest.mark.parametrize("deck", ["full", "two suits", "mostly spades"])
@pytest.mark.parametrize(("k", "n"), [(5, 3000), (6, 2000), (7, 2000)])
def test_random_hands_rank_like_the_naive_ranker(k: int, n: int, deck: str) -> None:
    cards = {"full": None, "two suits": HEARTS_AND_SPADES, "mostly spades": MOSTLY_SPADES}
    hands = random_hands(k, n, k, cards[deck])
    pairs = np.random.default_rng(k + 100).integers(0, n, (3000, 2))
    classes = ev.evaluate_batch(hands).astype(np.int64)
    naive, verdicts = _naive_ranker(hands, pairs)
    for cls, (category, ranks) in zip(classes.tolist(), naive, strict=True):
        assert category == ev.CLASS_CATEGORY[cls]
        assert ranks == significant(cls)
    # Sorted by the naive key, the classes fall, strictly between different keys and
    # not at all between ties: the same order as the naive ranker for every pair.
    keys = [strength(r) for r in naive]
    order = sorted(range(n), key=keys.__getitem__)
    for a, b in pairwise(order):
        if keys[a] == keys[b]:
            assert classes[a] == classes[b]
        else:
            assert classes[a] > classes[b]
    # And pair by pair, directly.
    for (a, b), verdict in zip(pairs.tolist(), verdicts, strict=True):
        assert np.sign(classes[b] - classes[a]) == verdict


@pytest.mark.parametrize("k", [5, 6, 7])
def test_suit_permutations_and_card_order_tie(k: int) -> None:
    hands = random_hands(10 + k, 3000, k)
    rng = np.random.default_rng(k)
    perm = rng.permutation(4)
    permuted = (hands & ~3) | perm[hands & 3]
    shuffled = rng.permuted(hands, axis=1)
    classes = ev.evaluate_batch(hands)
    assert (ev.evaluate_batch(permuted) == classes).all()
    assert (ev.evaluate_batch(shuffled) == classes).all()


@pytest.mark.parametrize("k", [5, 6, 7])
def test_single_and_batch_agree(k: int) -> None:
    hands = random_hands(20 + k, 1500, k)
    classes = ev.evaluate_batch(hands, threads=1)
    for hand, cls in zip(hands.tolist(), classes.tolist(), strict=True):
        result = ev.evaluate(hand)
        assert result.hand_class == cls
        assert result.category == ev.CLASS_CATEGORY[cls]
        assert ev.CLASS_CATEGORY[ev.evaluate(ev.best_five(hand)).hand_class] == result.category
        assert ev.evaluate(ev.best_five(hand)).hand_class == cls


def test_batch_threads_and_dtypes_agree() -> None:
    hands = random_hands(3, 50_000, 7)  # above the parallel threshold
    ref = ev.evaluate_batch(hands, threads=1)
    assert ref.dtype == np.uint16 and ref.shape == (50_000,)
    assert (ev.evaluate_batch(hands) == ref).all()
    for dtype in (np.int8, np.uint8, np.int16, np.uint16, np.int32, np.uint32, np.uint64):
        assert (ev.evaluate_batch(hands.astype(dtype)) == ref).all()
    assert (ev.evaluate_batch(np.asfortranarray(hands)) == ref).all()
    assert (ev.evaluate_batch(hands.astype(">i4")) == ref).all()
    assert (ev.evaluate_batch(hands[:10].tolist()) == ref[:10]).all()
    assert ev.evaluate_batch(np.zeros((0, 7), dtype=np.int8)).shape == (0,)
    assert ev.evaluate_batch(np.empty((0, 5))).shape == (0,)


# ------------------------------------------------------------------- descriptions


@pytest.mark.parametrize(
    ("cards", "cls", "text"),
    [
        ("Ah Kh Qh Jh Th", 1, "Royal flush"),
        ("Kd Qd Jd Td 9d", 2, "Straight flush, king high"),
        ("5s 4s 3s 2s As", 10, "Straight flush, five high"),
        ("As Ah Ad Ac Kd", 11, "Four aces, king kicker"),
        ("2s 2h 2d 2c 3d", 166, "Four twos, three kicker"),
        ("As Ah Ad Kc Kd", 167, "Full house, aces over kings"),
        ("2s 2h 2d 3c 3d", 322, "Full house, twos over threes"),
        ("Ah Kh Qh Jh 9h", 323, "Flush, ace high"),
        ("7c 5c 4c 3c 2c", 1599, "Flush, seven high"),
        ("Ah Kd Qh Jh Th", 1600, "Straight, ace high"),
        ("5h 4d 3h 2h Ah", 1609, "Straight, five high"),
        ("7h 7d 7s Ac Kd", 2072, "Three of a kind, sevens"),
        ("7h 7d 7s 3c 2d", None, "Three of a kind, sevens"),
        ("Ah Ad Kh Kd Qc", 2468, "Two pair, aces and kings"),
        ("Jh Jd 4c 3s 2h", None, "Pair of jacks"),
        ("Ah Kd Qh Jh 9c", 6186, "High card, ace"),
        ("7h 5d 4c 3s 2h", 7462, "High card, seven"),
        # 6 and 7 cards: the best five.
        ("Ah Kh Qh Jh Th 9h 2c", 1, "Royal flush"),
        ("As Ah Ad Kc Kd Ks 2c", 167, "Full house, aces over kings"),
        ("9h 8h 7h 6h 5h 4h", 6, "Straight flush, nine high"),
        ("2c 3d 4h 5s 7c 9d Jh", None, "High card, jack"),
    ],
)
def test_known_hands(cards: str, cls: int | None, text: str | None) -> None:
    result = ev.evaluate(cards)
    assert result == ev.evaluate(parse_cards(cards).cards)
    if cls is not None:
        assert result.hand_class == cls
    if text is not None:
        assert result.description == text
    assert result.description == ev.describe_class(result.hand_class)
    assert result.category == best_rank(parse_cards(cards).cards)[0]


def test_describe_class_rejects_non_classes() -> None:
    for bad in (0, 7463, -1):
        with pytest.raises(VPError):
            ev.describe_class(bad)
    with pytest.raises(VPError):
        ev.describe_class("1")  # type: ignore[arg-type]
    assert ev.describe_class(np.uint16(1)) == "Royal flush"  # type: ignore[arg-type]


# -------------------------------------------------------------------- bad input


@pytest.mark.parametrize(
    "cards",
    [
        "Ah Kh Qh Jh",
        "Ah Kh Qh Jh Th 9h 8h 7h",
        "Ah Kh Qh Jh Ah",
        "Ah Kh Qh Jh Xx",
        "",
        [0, 1, 2, 3],
        [0, 1, 2, 3, 4, 5, 6, 7],
        [0, 1, 2, 3, 3],
        [0, 1, 2, 3, 52],
        [-1, 1, 2, 3, 4],
        [0, 1, 2, 3, 4.0],
        [0, 1, 2, 3, None],
        [0, 1, 2, 3, True],
        "Jk Ah Kh Qh Jh",
        12345,
    ],
)
def test_evaluate_rejects_bad_hands(cards: object) -> None:
    with pytest.raises(VPError):
        ev.evaluate(cards)  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("hands", "message"),
    [
        (np.zeros((3, 4), dtype=np.int64), "shape"),
        (np.zeros((3, 8), dtype=np.int64), "shape"),
        (np.arange(7), "shape"),
        (np.zeros((2, 3, 7), dtype=np.int64), "shape"),
        (np.zeros((3, 7)), "float"),
        (np.ones((3, 7), dtype=bool), "bool"),
        ([["Ah"] * 5], "U2"),
        (np.array([[0, 1, 2, 3, 52]]), "row 0, column 4: 52"),
        (np.array([[0, 1, 2, 3, 4], [0, -1, 2, 3, 4]]), "row 1, column 1: -1"),
        (np.array([[0, 1, 2, 3, 4], [5, 6, 7, 8, 300]], dtype=np.int16), "row 1, column 4"),
        (np.array([[2**64 - 1, 1, 2, 3, 4]], dtype=np.uint64), "row 0, column 0"),
        (np.array([[0, 1, 2, 3, 4], [5, 6, 7, 8, 5]]), "row 1 has the card 3d twice"),
        (np.array([[9, 1, 2, 3, 4, 5, 9]], dtype=np.uint8), "row 0 has the card 4d twice"),
    ],
)
def test_evaluate_batch_rejects_bad_input(hands: object, message: str) -> None:
    with pytest.raises(VPError, match=message):
        ev.evaluate_batch(hands)  # type: ignore[arg-type]


def test_batch_duplicate_found_in_a_large_parallel_batch() -> None:
    hands = random_hands(4, 60_000, 7)
    hands[45_678, 6] = hands[45_678, 2]
    with pytest.raises(VPError, match="row 45678"):
        ev.evaluate_batch(hands)
