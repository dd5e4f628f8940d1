"""The full-game analysis against the published figures (shared/notes/reference-returns.md)."""

from __future__ import annotations

import random
import threading
from fractions import Fraction

import numpy as np
import pytest

from vptrainer.core.cards import parse_cards
from vptrainer.core.engine.analysis import AnalysisResult, analyze
from vptrainer.core.engine.holds import hold_evs
from vptrainer.core.engine.prepared import prepare
from vptrainer.core.errors import Cancelled
from vptrainer.core.games.builtin import builtin_ids, load_builtin

EXACT_RETURNS = {
    "jacks-or-better-9-6": "1653526326983/1661102543100",
    "jacks-or-better-8-5": "1616226757427/1661102543100",
    "bonus-poker-8-5": "1647248502503/1661102543100",
    "double-bonus-10-7": "18086612134/18055462425",
    "double-double-bonus-9-6": "822086155841/830551271550",
    "deuces-wild-full-pay": "32187682693/31944279675",
    "deuces-wild-nsud": "552196412883/553700847700",
    "joker-poker-kings-full-pay": "412127554537/409481092020",
}

JOB_96_COMBINATIONS = {
    "royal_flush": 493_512_264,
    "straight_flush": 2_178_883_296,
    "four_of_a_kind": 47_093_167_764,
    "full_house": 229_475_482_596,
    "flush": 219_554_786_160,
    "straight": 223_837_565_784,
    "three_of_a_kind": 1_484_003_070_324,
    "two_pair": 2_576_946_164_148,
    "jacks_or_better": 4_277_372_890_968,
    "nothing": 10_872_274_993_896,
}


@pytest.fixture(scope="module")
def job96() -> AnalysisResult:
    return analyze(load_builtin("jacks-or-better-9-6"))


@pytest.mark.parametrize(("table_id", "exact"), EXACT_RETURNS.items())
def test_published_exact_returns(table_id: str, exact: str) -> None:
    assert analyze(load_builtin(table_id)).return_exact == Fraction(exact)


def test_job_96_per_category(job96: AnalysisResult) -> None:
    assert job96.total_combinations == 19_933_230_517_200
    assert {c.key: c.combinations for c in job96.categories} == JOB_96_COMBINATIONS
    assert sum(c.contribution for c in job96.categories) == pytest.approx(job96.return_float)
    assert job96.categories[0].pays == 800


def test_job_96_variance_and_hit_frequency(job96: AnalysisResult) -> None:
    assert round(job96.variance, 4) == 19.5147
    assert round(job96.std_dev, 4) == 4.4175
    assert round(job96.hit_frequency * 100, 4) == 45.4565


def test_job_96_deals(job96: AnalysisResult) -> None:
    assert job96.deals == 2_598_960
    assert sum(job96.cards_held) == 2_598_960
    assert job96.tied_deals == 876


@pytest.mark.parametrize("table_id", builtin_ids())
def test_every_builtin_matches_its_published_return(table_id: str) -> None:
    table = load_builtin(table_id)
    result = analyze(table)
    if table.published_return is None:
        assert 0.9 < result.return_float < 1.05
        return
    digits = len(repr(table.published_return).split(".")[1])
    assert round(result.return_float, digits) == pytest.approx(
        table.published_return, abs=10 ** -(digits + 3)
    )


def test_progressive_royal() -> None:
    table = load_builtin("bonus-poker-8-5").with_pay("royal_flush", 1600)
    assert round(analyze(table).return_float * 100, 4) == 101.4376


def test_decimal_pays_stay_exact() -> None:
    base = load_builtin("jacks-or-better-9-6")
    a = analyze(base.with_pay("royal_flush", "800.25"))
    # exact arithmetic: the fraction is reduced and consistent with the categories
    total = sum(Fraction(c.combinations) * c.pays for c in a.categories)
    assert a.return_exact == total / a.total_combinations
    assert a.return_exact > analyze(base).return_exact


def test_zero_pay_table_returns_nothing() -> None:
    t = load_builtin("jacks-or-better-9-6")
    for line in t.lines:
        t = t.with_pay(line.key, 0)
    assert analyze(t).return_exact == 0


def test_strategy_lookup_agrees_with_hold_evs(job96: AnalysisResult) -> None:
    prepared = prepare(job96.table)
    rng = random.Random(7)
    for _ in range(300):
        deal = rng.sample(range(52), 5)
        best = job96.strategy.lookup(deal)
        evs = hold_evs(prepared, deal)
        assert best.ev == evs.best_ev
        assert set(best.tied) == {h.mask for h in evs.best}
        assert best.mask in best.tied


def test_tied_deal_lookup_lists_every_tie(job96: AnalysisResult) -> None:
    # the 41/47 tie of reference-returns.md: either ten completes the straight draw
    cards = parse_cards("Qc Jc Kd Td Th").cards
    best = job96.strategy.lookup(cards)
    assert best.ev == Fraction(41, 47)
    assert set(best.tied) == {0b01111, 0b10111}


def test_progress_and_cancel() -> None:
    table = load_builtin("jacks-or-better-9-6")
    seen: list[tuple[int, int]] = []
    analyze(table, progress=lambda done, total: seen.append((done, total)), chunks=8)
    assert seen[0][0] == 0 and seen[-1][0] == seen[-1][1] == 134_459
    assert len(seen) == 9
    assert [d for d, _ in seen] == sorted(d for d, _ in seen)

    cancel = threading.Event()

    def stop_after_two(done: int, total: int) -> None:
        if done > total // 4:
            cancel.set()

    with pytest.raises(Cancelled):
        analyze(table, progress=stop_after_two, cancel=cancel, chunks=8)


def test_result_arrays_are_read_only(job96: AnalysisResult) -> None:
    with pytest.raises(ValueError, match="read-only"):
        job96.strategy.best_hold[0] = 0
    assert isinstance(job96.strategy.best_hold, np.ndarray)
