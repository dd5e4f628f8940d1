"""Paying final hands and grading holds against the exact EVs."""

from __future__ import annotations

import random
from fractions import Fraction

import pytest
from naive.payout import pay_line

from vptrainer.core.cards import JOKER, CardError, parse_cards
from vptrainer.core.engine.holds import hold_evs
from vptrainer.core.engine.prepared import PreparedTable, prepare
from vptrainer.core.games.builtin import load_builtin
from vptrainer.core.practice.dealing import (
    DEFAULT_MAJOR_THRESHOLD,
    PracticeError,
    mask_of,
)
from vptrainer.core.practice.grading import (
    Severity,
    discards_paying_hand,
    grade_hold,
    hand_result,
    is_dealt_paying_hand,
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


@pytest.mark.parametrize(
    "table_id",
    [
        "jacks-or-better-9-6",
        "double-double-bonus-9-6",
        "deuces-wild-nsud",
        "joker-poker-kings-full-pay",
    ],
)
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
    assert not check("Jh Js 7c 4d 2s", "Jh Js")  # the pair still pays
    assert not check("Jh Js 7c 4d 2s", "Jh Js 7c")
    assert check("Jh Js 7c 4d 2s", "")  # a slip: everything discarded
    assert check("Jh Js 7c 4d 2s", "Jh")
    assert check("Jh Js 7c 7d 2s", "Jh Js")  # two pair down to one pair
    assert not check("Jh Js 7c 7d 2s", "Jh Js 7c 7d")
    assert check("Ah Kh Qh Jh 3h", "Ah Kh Qh Jh")  # flush broken (correctly) for the royal
    assert not check("Ah Kh Qh Jh 3h", "Ah Kh Qh Jh 3h")
    assert not is_dealt_paying_hand(job, "Ts 9c 8d 5c 2h")
    assert not any(discards_paying_hand(job, hold_evs(job, "Ts 9c 8d 5c 2h"), m) for m in range(32))


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
