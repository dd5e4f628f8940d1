"""Dealing: one shuffled deck per hand, validation of bets, masks and thresholds."""

from __future__ import annotations

from collections import Counter
from fractions import Fraction

import numpy as np
import pytest

from vptrainer.core.cards import JOKER, CardError, parse_cards
from vptrainer.core.engine.prepared import PreparedTable, prepare
from vptrainer.core.errors import VPError
from vptrainer.core.games.builtin import load_builtin
from vptrainer.core.practice.dealing import (
    DEFAULT_MAJOR_THRESHOLD,
    Dealer,
    PracticeError,
    check_bet,
    check_mask,
    check_threshold,
    held_cards,
    mask_of,
)
from vptrainer.core.practice.grading import (
    pay_hand,
)
from vptrainer.core.practice.session import PracticeSession

JOB_RETURN = Fraction(995439043695, 10**12)  # near the 9/6 optimal return; exactness not needed


@pytest.fixture(scope="module")
def joker() -> PreparedTable:
    return prepare(load_builtin("joker-poker-kings-full-pay"))


def cards(text: str) -> tuple[int, ...]:
    return parse_cards(text, allow_joker=True).cards


def mask_for(hand: str, held: str) -> int:
    return mask_of(cards(hand), cards(held))


# --------------------------------------------------------------------------- dealing


def test_seeded_deals_are_reproducible_and_seeds_differ() -> None:
    def run(seed: int) -> list[tuple[tuple[int, ...], tuple[int, ...]]]:
        d = Dealer(52, seed=seed)
        out = []
        for i in range(30):
            hand = d.deal()
            out.append((hand, d.draw(i % 32)))
        return out

    assert run(7) == run(7)
    assert run(7) != run(8)


def test_deal_sequence_does_not_depend_on_the_holds() -> None:
    a, b = Dealer(52, seed=3), Dealer(52, seed=3)
    for i in range(20):
        assert a.deal() == b.deal()
        a.draw(0)
        b.draw(31 - i % 32)


def test_deal_and_draw_come_from_one_full_shuffle() -> None:
    seed = 12345
    reference = np.random.default_rng(seed)
    dealer = Dealer(52, seed=seed)
    for mask in (0, 31, 0b10101, 0b00011, 0b11110):
        deck = [int(c) for c in reference.permutation(52)]
        hand = dealer.deal()
        assert hand == tuple(deck[:5])
        final = dealer.draw(mask)
        fill = iter(deck[5:])
        assert final == tuple(c if mask >> i & 1 else next(fill) for i, c in enumerate(hand))
        assert dealer.final == final
        assert dealer.hand == hand


def test_draw_keeps_held_cards_in_place_and_draws_fresh_cards() -> None:
    dealer = Dealer(53, seed=99)
    for i in range(200):
        mask = i % 32
        hand = dealer.deal()
        final = dealer.draw(mask)
        assert len(set(final)) == 5
        assert all(0 <= c < 53 for c in final)
        for k in range(5):
            if mask >> k & 1:
                assert final[k] == hand[k]
            else:
                assert final[k] not in hand


def test_first_card_is_uniform_over_the_deck() -> None:
    # chi-square over 52 cells (51 degrees of freedom: mean 51, sd 10); a fixed seed,
    # and a bound far in the tail. A dealer that favours any card, or never deals one,
    # lands far above it.
    for deck_size in (52, 53):
        dealer = Dealer(deck_size, seed=2024)
        n = 300 * deck_size
        first: Counter[int] = Counter()
        sixth: Counter[int] = Counter()
        for _ in range(n):
            hand = dealer.deal()
            first[hand[0]] += 1
            sixth[dealer.draw(0)[0]] += 1
        expected = n / deck_size
        for counts in (first, sixth):
            assert set(counts) == set(range(deck_size))
            chi2 = sum((counts[c] - expected) ** 2 / expected for c in range(deck_size))
            assert chi2 < 120


def test_joker_is_dealt_only_in_53_card_games() -> None:
    seen52, seen53 = set(), set()
    d52, d53 = Dealer(52, seed=1), Dealer(53, seed=1)
    for _ in range(300):
        seen52.update(d52.deal())
        d52.draw(31)
        seen53.update(d53.deal())
        d53.draw(31)
    assert JOKER not in seen52
    assert JOKER in seen53


def test_both_jokers_are_dealt_in_54_card_games() -> None:
    seen: set[int] = set()
    dealer = Dealer(54, seed=3)
    for _ in range(300):
        seen.update(dealer.deal())
        seen.update(dealer.draw(0))
    assert seen == set(range(54))


def test_dealer_state_errors() -> None:
    d = Dealer(52, seed=0)
    assert d.hand is None and not d.awaiting_draw
    with pytest.raises(PracticeError, match="deal before drawing"):
        d.draw(0)
    d.deal()
    assert d.awaiting_draw
    with pytest.raises(PracticeError, match="already dealt"):
        d.deal()
    d.draw(3)
    with pytest.raises(PracticeError, match="already been drawn"):
        d.draw(3)
    d.deal()
    d.abandon()
    assert d.hand is None and not d.awaiting_draw
    with pytest.raises(PracticeError):
        d.draw(0)
    d.deal()


def test_dealing_given_cards_for_a_replay() -> None:
    hand = cards("Qc Jc Kd Td Th")
    d = Dealer(52, seed=5)
    assert d.deal("Qc Jc Kd Td Th") == hand
    final = d.draw(0b00011)
    assert final[:2] == hand[:2]
    assert not set(final[2:]) & set(hand)
    with pytest.raises(CardError, match="no joker"):
        d.deal([JOKER, 0, 1, 2, 3])
    with pytest.raises(CardError):
        d.deal([0, 1, 2, 3])
    with pytest.raises(CardError, match="duplicate"):
        d.deal([0, 1, 2, 3, 3])
    with pytest.raises(CardError):
        d.deal([0, 1, 2, 3, 60])
    with pytest.raises(CardError):
        Dealer(53).deal([0, 1, 2, 3, 53])


@pytest.mark.parametrize("deck_size", [0, 51, 55, "52", True])
def test_bad_deck_size(deck_size: object) -> None:
    with pytest.raises(PracticeError):
        Dealer(deck_size, seed=1)  # type: ignore[arg-type]


@pytest.mark.parametrize("seed", [-1, 1.5, "7", True])
def test_bad_seed(seed: object) -> None:
    with pytest.raises(PracticeError, match="seed"):
        Dealer(52, seed=seed)  # type: ignore[arg-type]


# ------------------------------------------------------------------------ validation


@pytest.mark.parametrize("mask", [-1, 32, 100, 1.0, "3", True, None])
def test_bad_masks(mask: object) -> None:
    with pytest.raises(PracticeError, match="mask"):
        check_mask(mask)  # type: ignore[arg-type]
    d = Dealer(52, seed=1)
    d.deal()
    with pytest.raises(PracticeError):
        d.draw(mask)  # type: ignore[arg-type]
    assert d.awaiting_draw  # a rejected draw leaves the hand waiting


@pytest.mark.parametrize("bet", [0, 6, -1, 2.0, "5", True, None])
def test_bad_bets(bet: object, job: PreparedTable) -> None:
    with pytest.raises(PracticeError, match="bet"):
        check_bet(bet)  # type: ignore[arg-type]
    with pytest.raises(PracticeError, match="bet"):
        pay_hand(job, "Ah Kh Qh Jh Th", bet)  # type: ignore[arg-type]
    with pytest.raises(PracticeError, match="bet"):
        PracticeSession(job, bet=bet)  # type: ignore[arg-type]


def test_good_values_pass_validation() -> None:
    assert [check_bet(b) for b in range(1, 6)] == [1, 2, 3, 4, 5]
    assert check_mask(np.int64(31)) == 31
    assert check_threshold(0.02) == Fraction(1, 50) == DEFAULT_MAJOR_THRESHOLD
    assert check_threshold("1/100") == Fraction(1, 100)
    assert check_threshold(0) == 0


@pytest.mark.parametrize("threshold", [-0.01, float("nan"), float("inf"), "abc", None, True])
def test_bad_thresholds(threshold: object) -> None:
    with pytest.raises(PracticeError, match="threshold"):
        check_threshold(threshold)  # type: ignore[arg-type]


def test_errors_are_vp_errors() -> None:
    assert issubclass(PracticeError, VPError)
    assert issubclass(CardError, VPError)


def test_mask_helpers() -> None:
    hand = cards("Qc Jc Kd Td Th")
    assert mask_of(hand, cards("Qc Td")) == 0b01001
    assert held_cards(hand, 0b01001) == cards("Qc Td")
    with pytest.raises(PracticeError, match="not in the hand"):
        mask_of(hand, cards("As"))
