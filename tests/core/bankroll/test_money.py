"""Money: dollars and bets, cash back, progressive meters."""

from __future__ import annotations

from fractions import Fraction

import pytest

from vptrainer.core.bankroll.money import (
    expected_result,
    money,
    progressive,
    with_cashback,
)
from vptrainer.core.engine.analysis import AnalysisResult
from vptrainer.core.engine.prepared import prepare
from vptrainer.core.engine.sweep import pay_sweep
from vptrainer.core.errors import VPError
from vptrainer.core.games.builtin import load_builtin


def test_bets_and_dollars() -> None:
    quarters = money("0.25", 5)
    assert quarters.bet == Fraction(5, 4)
    assert quarters.dollars(1092) == 1365
    assert quarters.dollars(-2.5) == Fraction(-25, 8)
    assert quarters.bets(100) == 80
    assert quarters.pay_per_coin(2200) == 1760
    assert quarters.meter(Fraction(800)) == 1000


def test_cash_back_and_expected_result(job96: AnalysisResult) -> None:
    cb = Fraction(1, 100)
    assert with_cashback(job96, cb) == job96.return_exact + cb
    assert expected_result(job96, hands=1000, cashback=cb, lines=3) == 3000 * (
        job96.return_exact + cb - 1
    )


def test_progressive_meter_job_8_5() -> None:
    # Wizard of Odds: 8/5 Jacks or Better with an 8,800-coin royal returns 100.08%
    sweep = pay_sweep(prepare(load_builtin("jacks-or-better-8-5")))
    quarters = money(Fraction(1, 4), 5)
    at = progressive(sweep, quarters, 2200)  # 8,800 quarters
    assert at.pay_per_coin == 1760 and at.meter == 2200 and at.key == "royal_flush"
    assert round(at.return_float * 100, 2) == 100.08
    assert at.break_even_pay is not None and at.break_even_meter is not None
    assert at.break_even_meter == at.break_even_pay * Fraction(5, 4)
    assert sweep.return_at(at.break_even_pay) == 1
    assert 2100 < at.break_even_meter < 2200


@pytest.mark.parametrize(
    ("denomination", "coins"),
    [(0, 5), (-1, 5), ("x", 5), (0.25, 0), (0.25, 1001), (0.25, 2.5), (True, 5)],
)
def test_bad_money(denomination: object, coins: object) -> None:
    with pytest.raises(VPError):
        money(denomination, coins)  # type: ignore[arg-type]


def test_bad_amounts() -> None:
    quarters = money("0.25")
    for bad in (-1, "nan", float("inf"), 10**12):
        with pytest.raises(VPError):
            quarters.pay_per_coin(bad)
        with pytest.raises(VPError):
            quarters.bets(bad)
