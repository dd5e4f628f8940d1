"""Money: dollars and bets, cash back, progressive meters."""

from __future__ import annotations

from fractions import Fraction

import pytest

from vptrainer.core.bankroll.money import (
    expected_result,
    money,
    pay_for_return,
    priced_table,
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


def test_break_even_meter_with_cash_back() -> None:
    sweep = pay_sweep(prepare(load_builtin("jacks-or-better-8-5")))
    quarters = money(Fraction(1, 4), 5)
    plain = progressive(sweep, quarters, 1000)
    assert pay_for_return(sweep, 1) == sweep.break_even_exact == plain.break_even_pay
    cb = Fraction(1, 200)  # 0.5% of coin-in
    with_cb = progressive(sweep, quarters, 1000, cashback=cb)
    pay = with_cb.break_even_pay
    assert pay is not None and with_cb.cashback == cb
    assert sweep.return_at(pay) == 1 - cb  # exactly at 99.5%
    assert sweep.return_at(pay - Fraction(1, 10**6)) < 1 - cb
    assert pay < (plain.break_even_pay or 0)
    assert with_cb.return_exact == plain.return_exact  # the meter's return is the game's
    # the current return is already above 99%: the least valid pay reaches it
    assert pay_for_return(sweep, Fraction(1, 2)) == sweep.valid_from
    double = pay_for_return(sweep, 2)  # the return grows without bound with the royal
    assert double is not None and sweep.return_at(double) == 2
    flush = pay_sweep(prepare(load_builtin("jacks-or-better-8-5")), "flush")
    assert flush.valid_to is not None  # above a full house's pay, full houses move to it
    assert pay_for_return(flush, 10) is None  # not even at a flush paying 50
    with pytest.raises(VPError, match="cash back"):
        progressive(sweep, quarters, 1000, cashback=2)


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


def test_the_table_a_bet_is_paid_by() -> None:
    base = load_builtin("jacks-or-better-9-6")
    assert priced_table(base) is base
    assert priced_table(base, coins=10) is base  # a bigger bet: paid as a max bet
    one = priced_table(base, coins=1)
    assert one == base.at_coins(1) and one.pays("royal_flush") == 250
    at_meter = priced_table(base, meter_pay=Fraction(1600))
    assert at_meter.pays("royal_flush") == 1600 and at_meter.pays("flush") == 6
    assert at_meter.name == "Jacks or Better 9/6, royal flush at 1600 per coin"
    flush = priced_table(base, meter_pay="6.5", key="flush")
    assert flush.pays("flush") == Fraction(13, 2)
    with pytest.raises(VPError, match="max bet"):
        priced_table(base, coins=4, meter_pay=1600)
    with pytest.raises(VPError, match="not a line"):
        priced_table(base, meter_pay=1600, key="five_of_a_kind")
    with pytest.raises(VPError, match="meter"):
        priced_table(base, meter_pay=0)
    with pytest.raises(VPError, match="coins per bet"):
        priced_table(base, coins=0)


def test_risk_priced_at_the_meter() -> None:
    from vptrainer.core.bankroll.risk import long_run_risk
    from vptrainer.core.engine.analysis import analyze

    base = load_builtin("jacks-or-better-8-5")
    quarters = money(Fraction(1, 4), 5)
    table = priced_table(base, meter_pay=quarters.pay_per_coin(2200))
    result = analyze(table)
    assert round(result.return_float * 100, 2) == 100.08  # the Wizard of Odds' figure
    assert long_run_risk(analyze(base)).certain  # 97.3% at the reset
    risk = long_run_risk(result)
    assert not risk.certain and 0 < risk.risk(8000) < 1
