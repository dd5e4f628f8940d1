"""Practice mode core: dealing, drawing, paying, grading and session statistics."""

from __future__ import annotations

import random
from collections import Counter
from fractions import Fraction

import numpy as np
import pytest
from naive.payout import pay_line

from vptrainer.core.cards import JOKER, CardError, parse_cards
from vptrainer.core.count_tables import PreparedTable, prepare
from vptrainer.core.errors import VPError
from vptrainer.core.holds import hold_evs
from vptrainer.core.paytable import load_builtin
from vptrainer.core.practice import (
    DEFAULT_MAJOR_THRESHOLD,
    Dealer,
    HandResult,
    PracticeError,
    PracticeSession,
    SessionStats,
    Severity,
    check_bet,
    check_mask,
    check_threshold,
    discards_paying_hand,
    grade_hold,
    hand_result,
    held_cards,
    is_dealt_paying_hand,
    mask_of,
    pay_hand,
    severity_of,
)

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


@pytest.mark.parametrize("deck_size", [0, 51, 54, "52"])
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


# ---------------------------------------------------------------------------- paying


@pytest.mark.parametrize(
    ("hand", "key", "pays"),
    [
        ("Ah Kh Qh Jh Th", "royal_flush", 800),
        ("Th Ah Jh Kh Qh", "royal_flush", 800),
        ("9s 8s 7s 6s 5s", "straight_flush", 50),
        ("As 2s 3s 4s 5s", "straight_flush", 50),
        ("7c 7d 7h 7s 2d", "four_of_a_kind", 25),
        ("Kc Kd Ks 3h 3d", "full_house", 9),
        ("Ac 9c 7c 4c 2c", "flush", 6),
        ("Ac 2d 3h 4s 5c", "straight", 4),
        ("Qs Kd Ah Jc Th", "straight", 4),
        ("8c 8d 8h Ks 2d", "three_of_a_kind", 3),
        ("8c 8d 4h 4s Ad", "two_pair", 2),
        ("Jc Jd 4h 7s 2d", "jacks_or_better", 1),
        ("Tc Td 4h 7s 2d", "nothing", 0),
        ("Kc Qd 9h 7s 2d", "nothing", 0),
    ],
)
def test_payouts_jacks_or_better(job: PreparedTable, hand: str, key: str, pays: int) -> None:
    for bet in (1, 3, 5):
        p = pay_hand(job, hand, bet)
        assert p.key == key
        assert p.pays == pays
        assert p.amount == pays * bet
        assert p.wins is (pays > 0)
        assert p.label == job.labels[p.category]
        assert p.hand == cards(hand)


def test_royal_flush_pays_4000_for_five_coins(job: PreparedTable) -> None:
    p = pay_hand(job, "As Ks Qs Js Ts", 5)
    assert p.amount == 4000
    assert p.amount_text == "4000"


def test_wild_game_payouts(nsud: PreparedTable, joker: PreparedTable) -> None:
    assert pay_hand(nsud, "2c 2d 2h 2s 9d").key == "four_deuces"
    assert pay_hand(nsud, "Ah Kh Qh Jh 2h").key == "wild_royal_flush"
    assert pay_hand(nsud, "Ah Kh Qh Jh Th").key == "natural_royal_flush"
    assert pay_hand(joker, "Jk Ah Kh Qh Jh").key == "wild_royal_flush"
    assert pay_hand(joker, "Jk Ac Ad Ah As").key == "five_of_a_kind"
    assert pay_hand(joker, "Jk Kc 7d 5h 3s").key == "kings_or_better"
    with pytest.raises(CardError, match="no joker"):
        pay_hand(nsud, [JOKER, 0, 1, 2, 3])
    with pytest.raises(CardError, match="joker"):
        pay_hand(nsud, "Jk Ah Kh Qh Jh")


@pytest.mark.parametrize("table_id", ["jacks-or-better-9-6", "double-double-bonus-9-6",
                                      "deuces-wild-nsud", "joker-poker-kings-full-pay"])
def test_payouts_agree_with_the_naive_classifier(table_id: str) -> None:
    table = load_builtin(table_id)
    prepared = prepare(table)
    rng = random.Random(table_id)
    deck = list(range(table.deck_size))
    for _ in range(300):
        hand = rng.sample(deck, 5)
        assert pay_hand(prepared, hand).key == pay_line(hand, table), hand


def test_dealt_paying_hand_guard(job: PreparedTable) -> None:
    def check(hand: str, held: str) -> bool:
        return discards_paying_hand(job, hold_evs(job, hand), mask_for(hand, held))

    assert is_dealt_paying_hand(job, "Jh Js 7c 4d 2s")
    assert not check("Jh Js 7c 4d 2s", "Jh Js")        # the pair still pays
    assert not check("Jh Js 7c 4d 2s", "Jh Js 7c")
    assert check("Jh Js 7c 4d 2s", "")                 # a slip: everything discarded
    assert check("Jh Js 7c 4d 2s", "Jh")
    assert check("Jh Js 7c 7d 2s", "Jh Js")            # two pair down to one pair
    assert not check("Jh Js 7c 7d 2s", "Jh Js 7c 7d")
    assert check("Ah Kh Qh Jh 3h", "Ah Kh Qh Jh")      # flush broken (correctly) for the royal
    assert not check("Ah Kh Qh Jh 3h", "Ah Kh Qh Jh 3h")
    assert not is_dealt_paying_hand(job, "Ts 9c 8d 5c 2h")
    assert not any(discards_paying_hand(job, hold_evs(job, "Ts 9c 8d 5c 2h"), m)
                   for m in range(32))


def test_guard_rejects_evs_of_another_table(job: PreparedTable, nsud: PreparedTable) -> None:
    evs = hold_evs(nsud, "Jh Js 7c 4d 3s")
    with pytest.raises(PracticeError, match="hold EVs are for"):
        discards_paying_hand(job, evs, 0)
    with pytest.raises(PracticeError):
        hand_result(job, evs, 0, "Ah Kh Qh Jh Th")


# --------------------------------------------------------------------------- grading


def test_grading_agrees_with_the_engine_on_every_hold(job: PreparedTable) -> None:
    rng = random.Random(11)
    for _ in range(40):
        hand = rng.sample(range(52), 5)
        evs = hold_evs(job, hand)
        for h in evs.holds:
            g = grade_hold(evs, h.mask, bet=3)
            assert g.correct is h.best
            assert g.is_mistake is (not h.best)
            assert g.player_ev == h.ev
            assert g.best_ev == evs.best_ev
            assert g.ev_lost == evs.best_ev - h.ev
            assert g.cost == 3 * g.ev_lost
            assert g.best_masks == tuple(sorted(b.mask for b in evs.best))


def test_tied_best_holds_are_all_correct(job: PreparedTable) -> None:
    hand = "Qc Jc Kd Td Th"
    evs = hold_evs(job, hand)
    tied = {mask_for(hand, "Qc Jc Kd Td"), mask_for(hand, "Qc Jc Kd Th")}
    assert {h.mask for h in evs.best} == tied
    for mask in tied:
        g = grade_hold(evs, mask, bet=5)
        assert g.correct
        assert g.severity is Severity.CORRECT
        assert g.ev_lost == 0 and g.cost == 0
        assert g.best_ev == Fraction(41, 47)
        assert g.best_masks == tuple(sorted(tied))
    pair = grade_hold(evs, mask_for(hand, "Td Th"), bet=5)
    assert pair.is_mistake


def test_near_tie_in_nsud_is_a_minor_mistake(nsud: PreparedTable) -> None:
    hand = "Qc 9d 8d 4s 3h"
    evs = hold_evs(nsud, hand)
    g = grade_hold(evs, 0, bet=5)
    assert g.is_mistake
    assert g.severity is Severity.MINOR
    assert float(g.ev_lost) == pytest.approx(0.0000168, abs=5e-8)
    assert g.cost == 5 * g.ev_lost
    assert g.best_masks == (mask_for(hand, "9d 8d"),)
    # the threshold decides minor/major; a loss equal to the threshold is major
    assert grade_hold(evs, 0, threshold=0).severity is Severity.MAJOR
    assert grade_hold(evs, 0, threshold=g.ev_lost).severity is Severity.MAJOR
    assert grade_hold(evs, 0, threshold=g.ev_lost * 2).severity is Severity.MINOR


def test_a_kicker_with_aces_is_a_major_mistake(job: PreparedTable) -> None:
    hand = "Ah Ad Kc 7s 2d"
    evs = hold_evs(job, hand)
    g = grade_hold(evs, mask_for(hand, "Ah Ad Kc"), bet=1)
    assert g.severity is Severity.MAJOR
    assert g.ev_lost > DEFAULT_MAJOR_THRESHOLD
    assert grade_hold(evs, mask_for(hand, "Ah Ad"), bet=1).correct


def test_cost_scales_with_the_bet(job: PreparedTable) -> None:
    hand = "Ah Ad Kc 7s 2d"
    evs = hold_evs(job, hand)
    costs = [grade_hold(evs, 0, bet=b).cost for b in range(1, 6)]
    assert costs == [b * costs[0] for b in range(1, 6)]
    assert costs[0] > 0


def test_severity_of() -> None:
    assert severity_of(Fraction(0)) is Severity.CORRECT
    assert severity_of(Fraction(1, 1000)) is Severity.MINOR
    assert severity_of(Fraction(1, 50)) is Severity.MAJOR
    assert severity_of(Fraction(1, 20), threshold=0.1) is Severity.MINOR


def test_hand_result_checks_the_final_hand(job: PreparedTable) -> None:
    hand = "Ah Ad Kc 7s 2d"
    evs = hold_evs(job, hand)
    mask = mask_for(hand, "Ah Ad")
    r = hand_result(job, evs, mask, "Ah Ad As 3c 4d", bet=2)
    assert r.payout.key == "three_of_a_kind"
    assert r.payout.amount == 6
    assert r.net == 4
    assert r.held == cards("Ah Ad")
    with pytest.raises(PracticeError, match="keep the held"):
        hand_result(job, evs, mask, "Ah Kd As 3c 4d")
    with pytest.raises(CardError):
        hand_result(job, evs, mask, "Ah Ad As 3c")


# ------------------------------------------------------------------------ statistics


def _play(session: PracticeSession, masks: list[int]) -> list[HandResult]:
    out = []
    for m in masks:
        session.deal()
        out.append(session.draw(m))
    return out


def test_session_statistics_arithmetic(job: PreparedTable) -> None:
    session = PracticeSession(job, seed=42, bet=5, optimal_return=JOB_RETURN)
    results = []
    bets = [5, 1, 3, 5, 2, 4, 5, 5]
    for i, bet in enumerate(bets):
        session.bet = bet
        evs = session.deal()
        # alternate: the best hold, nothing held, everything held
        mask = (evs.best[0].mask, 0, 31)[i % 3]
        results.append(session.draw(mask))
    s = session.stats
    assert s.hands == len(bets)
    assert s.total_bet == sum(bets)
    assert [r.bet for r in results] == bets
    lost = [r.grade.ev_lost for r in results]
    assert s.ev_lost == sum(lost)
    assert s.cost == sum(r.grade.cost for r in results)
    assert s.minor_mistakes == sum(r.grade.severity is Severity.MINOR for r in results)
    assert s.major_mistakes == sum(r.grade.severity is Severity.MAJOR for r in results)
    assert s.mistakes == sum(x > 0 for x in lost) > 0
    assert s.correct == s.hands - s.mistakes
    assert s.mean_ev_lost == sum(lost) / len(lost)
    assert s.player_return == JOB_RETURN - sum(lost) / len(lost)
    assert s.player_return is not None and s.player_return < JOB_RETURN
    assert s.player_return_percent == pytest.approx(float(s.player_return) * 100)
    paid = sum(r.payout.pays * r.bet for r in results)
    assert s.total_paid == paid
    assert s.credits == paid - sum(bets)
    running = Fraction(0)
    running_cost = Fraction(0)
    for k, r in enumerate(results):
        running += r.grade.ev_lost
        running_cost += r.grade.cost
        assert s.ev_lost_series[k] == running
        assert s.cost_series[k] == running_cost
    assert len(s.ev_lost_series) == len(bets)
    assert SessionStats.of(results, JOB_RETURN) == s


def test_perfect_play_returns_the_optimal_return(job: PreparedTable) -> None:
    session = PracticeSession(job, seed=1)
    for _ in range(10):
        evs = session.deal()
        session.draw(evs.best[-1].mask)
    s = session.stats
    assert s.mistakes == 0 and s.ev_lost == 0 and s.accuracy == 1.0
    assert s.player_return is None  # the optimal return is not known yet
    session.set_optimal_return(JOB_RETURN)
    assert session.stats.player_return == JOB_RETURN
    assert session.stats.ev_lost_series == (Fraction(0),) * 10


def test_empty_statistics() -> None:
    s = SessionStats(optimal_return=JOB_RETURN)
    assert s.hands == 0 and s.mistakes == 0 and s.accuracy is None
    assert s.mean_ev_lost == 0
    assert s.player_return == JOB_RETURN
    assert s.credits == 0
    assert s.ev_lost_series == ()


def test_session_flow(job: PreparedTable) -> None:
    session = PracticeSession(job, seed=8, bet=3)
    with pytest.raises(PracticeError, match="deal first"):
        session.draw(0)
    with pytest.raises(PracticeError, match="deal first"):
        session.check_hold(0)
    evs = session.deal("Jh Js 7c 4d 2s")
    assert evs.hand == cards("Jh Js 7c 4d 2s")
    assert session.awaiting_draw
    session.bet = 5  # the bet of a dealt hand does not change
    check = session.check_hold(0)
    assert check.is_mistake and check.breaks_paying_hand
    assert check.grade.bet == 3
    best = session.check_hold(mask_for("Jh Js 7c 4d 2s", "Jh Js"))
    assert not best.is_mistake and not best.breaks_paying_hand
    result = session.draw(0b00011)
    assert result.bet == 3
    assert result.grade.correct
    assert result.payout.amount >= 3  # a pair of jacks kept always pays
    assert session.last_result == result
    assert session.stats.hands == 1
    with pytest.raises(PracticeError):
        session.draw(0b00011)
    session.deal()
    assert session.hand_bet == 5
    session.abandon()
    assert session.stats.hands == 1
    session.deal()


def test_session_threshold(nsud: PreparedTable) -> None:
    session = PracticeSession(nsud, seed=1, threshold=0)
    session.deal("Qc 9d 8d 4s 3h")
    assert session.check_hold(0).grade.severity is Severity.MAJOR
    session.threshold = "1/100"
    assert session.threshold == Fraction(1, 100)
    assert session.draw(0).grade.severity is Severity.MINOR
    with pytest.raises(PracticeError):
        session.threshold = -1
