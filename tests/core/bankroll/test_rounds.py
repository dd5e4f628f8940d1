"""One round's distribution: one line from the categories, N lines by exact convolution."""

from __future__ import annotations

from fractions import Fraction

import numpy as np
import pytest

from vptrainer.core.bankroll.rounds import (
    TooLarge,
    check_lines,
    line_outcomes,
    round_outcomes,
    royal_index,
)
from vptrainer.core.engine.analysis import AnalysisResult, analyze
from vptrainer.core.engine.outcomes import optimal_outcomes
from vptrainer.core.errors import VPError
from vptrainer.core.games.builtin import load_builtin


def exact_two_lines(result: AnalysisResult) -> dict[tuple[int, bool], Fraction]:
    """P(total pay of two lines, any royal) by summing over deal groups and line pairs."""
    out = optimal_outcomes(result)
    royal = royal_index(out.keys)
    pays = [int(p) for p in out.pays]
    found: dict[tuple[int, bool], Fraction] = {}
    d2 = out.per_deal * out.per_deal
    for row, deals in zip(out.rows.tolist(), out.deals.tolist(), strict=True):
        nz = [k for k, n in enumerate(row) if n]
        for a in nz:
            for b in nz:
                key = (pays[a] + pays[b], royal in (a, b))
                found[key] = found.get(key, Fraction(0)) + Fraction(deals * row[a] * row[b], d2)
    total = out.total_deals
    return {k: v / total for k, v in found.items()}


def test_one_line_is_the_categories(job96: AnalysisResult) -> None:
    one = line_outcomes(job96)
    assert one.lines == 1 and one.pay_scale == 1
    assert one.pays.tolist() == [0, 1, 2, 3, 4, 6, 9, 25, 50, 800]
    assert one.probs.sum() == pytest.approx(1.0, abs=1e-15)
    assert one.mean == pytest.approx(job96.return_float, abs=1e-15)
    assert one.royal_chance == pytest.approx(493_512_264 / job96.total_combinations, rel=1e-12)
    assert one.no_royal[-1] == 0 and one.no_royal[:-1].tolist() == one.probs[:-1].tolist()
    assert round_outcomes(job96, 1).pays.tolist() == one.pays.tolist()


def test_equal_pays_merge() -> None:
    table = load_builtin("jacks-or-better-9-6").with_pay("straight", 6)  # as a flush
    one = line_outcomes(analyze(table))
    assert one.pays.tolist() == [0, 1, 2, 3, 6, 9, 25, 50, 800]


def test_two_lines_against_an_exact_sum_over_pairs(job96: AnalysisResult) -> None:
    exact = exact_two_lines(job96)
    two = round_outcomes(job96, 2)
    totals: dict[int, Fraction] = {}
    no_royal: dict[int, Fraction] = {}
    for (pay, had), p in exact.items():
        totals[pay] = totals.get(pay, Fraction(0)) + p
        if not had:
            no_royal[pay] = no_royal.get(pay, Fraction(0)) + p
    assert sum(totals.values()) == 1
    assert two.pays.tolist() == sorted(totals)
    for pay, p, nr in zip(two.pays.tolist(), two.probs, two.no_royal, strict=True):
        assert p == pytest.approx(float(totals[pay]), rel=1e-12, abs=1e-300)
        assert nr == pytest.approx(float(no_royal.get(pay, 0)), rel=1e-12, abs=1e-300)


@pytest.mark.parametrize("lines", [3, 5, 10])
def test_n_lines_mean_and_variance(job96: AnalysisResult, lines: int) -> None:
    rounds = round_outcomes(job96, lines)
    x = rounds.pays.astype(np.float64)
    assert rounds.probs.sum() == pytest.approx(1.0, abs=1e-13)
    assert rounds.mean == pytest.approx(lines * job96.return_float, rel=1e-13)
    variance = float(rounds.probs @ (x * x)) - rounds.mean**2
    assert variance == pytest.approx(float(job96.multi_play_variance(lines)), rel=1e-10)
    # a royal on at least one line: 1 - E[(1 - p_royal(deal))^N]
    out = optimal_outcomes(job96)
    p = out.rows[:, 0] / out.per_deal
    assert rounds.royal_chance == pytest.approx(
        1 - float(out.weights() @ (1 - p) ** lines), rel=1e-9
    )


def test_too_large_and_bad_lines(deuces: AnalysisResult) -> None:
    with pytest.raises(TooLarge):
        round_outcomes(deuces, 100)
    for bad in (0, 101, 2.5, True):
        with pytest.raises(VPError):
            check_lines(bad)  # type: ignore[arg-type]
