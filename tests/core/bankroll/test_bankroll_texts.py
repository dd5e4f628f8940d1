"""The bankroll texts: bets and dollars, risks and chances, and why ruin can be certain."""

from __future__ import annotations

from fractions import Fraction

from vptrainer.core.bankroll.money import money
from vptrainer.core.bankroll.risk import long_run_risk
from vptrainer.core.bankroll.texts import (
    bets_text,
    chance_text,
    dollars_text,
    long_run_text,
    money_text,
    percent_text,
    risk_level_text,
)
from vptrainer.core.engine.analysis import AnalysisResult


def test_bets_and_dollars() -> None:
    assert bets_text(1092.06) == "1,092 bets"
    assert bets_text(1) == "1 bet"
    assert bets_text(2.5) == "2.5 bets"
    assert bets_text(-76) == "−76 bets"
    assert bets_text(54.4, signed=True) == "+54.4 bets"
    assert dollars_text(1365) == "$1,365"
    assert dollars_text(2.5) == "$2.50"
    assert dollars_text(-120) == "−$120.00"
    quarters = money("0.25", 5)
    assert money_text(1092.06, quarters) == "1,092 bets ($1,365)"
    assert money_text(-8, quarters, signed=True) == "−8 bets (−$10.00)"
    assert money_text(10, None) == "10 bets"


def test_percents_and_chances() -> None:
    assert percent_text(0.05) == "5%"
    assert percent_text(0.219316699) == "21.9317%"
    assert percent_text(1.76e-6) == "0.000176%"
    assert percent_text(0.0) == "0%"
    assert percent_text(1e-15) == "< 0.00000001%"
    assert percent_text(1e-15, 2) == "< 0.000001%"
    assert percent_text(0.9999999999) == "> 99.9999%"
    assert chance_text(0.444, 0.005) == "44.4% ± 0.5%"
    assert chance_text(None) == "—"
    assert risk_level_text(0.01) == "1%" and risk_level_text(0.005) == "0.5%"


def test_long_run_statements(job96: AnalysisResult) -> None:
    certain = long_run_text(long_run_risk(job96), job96.return_exact)
    assert certain.startswith("Long-run risk of ruin: 100% for any bankroll")
    assert "99.5439%, at most 100%" in certain
    with_cb = long_run_risk(job96, cashback=Fraction(1, 100))
    text = long_run_text(with_cb, job96.return_exact)
    assert "100.5439%" in text and "r = 0.99936" in text
