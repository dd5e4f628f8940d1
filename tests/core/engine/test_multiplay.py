"""Multi-play spread: the covariance of two lines and N-line variances, exactly."""

from __future__ import annotations

import math
import threading
from fractions import Fraction

import pytest

from vptrainer.core.engine.analysis import AnalysisResult, analyze
from vptrainer.core.engine.outcomes import optimal_outcomes
from vptrainer.core.engine.prepared import PreparedTable
from vptrainer.core.engine.report import MULTI_PLAY_LINES, analysis_json, multi_play_rows
from vptrainer.core.errors import Cancelled
from vptrainer.core.games.builtin import load_builtin


@pytest.fixture(scope="module")
def job_result(job: PreparedTable) -> AnalysisResult:
    return analyze(job)


@pytest.fixture(scope="module")
def bonus_result() -> AnalysisResult:
    return analyze(load_builtin("bonus-poker-8-5"))


def test_published_variance_and_covariance(
    job_result: AnalysisResult, bonus_result: AnalysisResult
) -> None:
    # Wizard of Odds, multi-play appendix
    assert round(job_result.variance, 6) == 19.514676
    assert round(float(job_result.covariance_exact), 6) == 1.966389
    assert round(bonus_result.variance, 6) == 20.904082
    assert round(float(bonus_result.covariance_exact), 6) == 2.120027


def test_published_std_dev_per_line(job_result: AnalysisResult) -> None:
    per_line = {r.lines: round(r.std_dev_per_line, 4) for r in multi_play_rows(job_result)}
    assert per_line == {3: 4.8423, 5: 5.2326, 10: 6.1002, 25: 8.1675, 50: 10.7642, 100: 14.6351}
    assert round(math.sqrt(job_result.multi_play_variance(1)), 4) == 4.4175


def test_variance_formula_and_exactness(job_result: AnalysisResult) -> None:
    v, c = job_result.variance_exact, job_result.covariance_exact
    assert isinstance(c, Fraction)
    for n in (1, 2, 7, 100):
        assert job_result.multi_play_variance(n) == n * v + n * (n - 1) * c
    with pytest.raises(ValueError):
        job_result.multi_play_variance(0)
    # the covariance is computed once and kept
    assert job_result.covariance_exact is job_result.covariance_exact


def test_total_variance_splits_into_within_and_across_deals(job_result: AnalysisResult) -> None:
    """v = E[Var(line | deal)] + Var(E[line | deal]): the second term is c, exactly."""
    out = optimal_outcomes(job_result)
    within = Fraction(0)
    for row, deals in zip(out.rows.tolist(), out.deals.tolist(), strict=True):
        mean = Fraction(sum(n * p for n, p in zip(row, out.pays, strict=True)), out.per_deal)
        second = Fraction(sum(n * p * p for n, p in zip(row, out.pays, strict=True)), out.per_deal)
        within += deals * (second - mean * mean)
    within /= out.total_deals
    assert within + job_result.covariance_exact == job_result.variance_exact


def test_optimal_outcomes_add_up_to_the_analysis(job_result: AnalysisResult) -> None:
    out = optimal_outcomes(job_result)
    assert out is optimal_outcomes(job_result)  # remembered
    assert int(out.deals.sum()) == out.total_deals == 2_598_960
    assert set(out.rows.sum(axis=1).tolist()) == {out.per_deal}
    totals = (out.rows * out.deals[:, None]).sum(axis=0).tolist()
    assert totals == [c.combinations for c in job_result.categories]
    assert 1_000 < out.groups < 2_000
    assert out.probabilities().sum(axis=1) == pytest.approx(1.0)


def test_optimal_outcomes_cancel(nsud: PreparedTable) -> None:
    result = analyze(nsud)
    cancel = threading.Event()
    cancel.set()
    with pytest.raises(Cancelled):
        optimal_outcomes(result, nsud, cancel=cancel)
    seen: list[tuple[int, int]] = []
    out = optimal_outcomes(result, nsud, progress=lambda d, t: seen.append((d, t)))
    assert seen[-1][0] == seen[-1][1] and out.keys == nsud.keys


def test_report_keys(job_result: AnalysisResult) -> None:
    doc = analysis_json(job_result)
    assert round(doc["covariance"], 6) == 1.966389
    assert Fraction(doc["covariance_exact"]) == job_result.covariance_exact
    assert [m["lines"] for m in doc["multi_play"]] == list(MULTI_PLAY_LINES)
    three = doc["multi_play"][0]
    assert set(three) == {"lines", "variance", "std_dev", "std_dev_per_line"}
    assert three["std_dev"] == pytest.approx(math.sqrt(three["variance"]))
    assert three["std_dev_per_line"] == pytest.approx(three["std_dev"] / math.sqrt(3))
    assert round(three["std_dev_per_line"], 4) == 4.8423
