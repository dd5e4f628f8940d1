"""The exact royal sweep: breakpoints, the curve and the break-even pay as fractions."""

from __future__ import annotations

import threading
from fractions import Fraction

import numpy as np
import pytest
from hypothesis import given
from hypothesis import strategies as st

from vptrainer.core.engine._kernels import sweep as kernels
from vptrainer.core.engine.analysis import analyze
from vptrainer.core.engine.prepared import prepare
from vptrainer.core.engine.sweep import SweepResult, _break_even, break_even_pay, pay_sweep
from vptrainer.core.errors import Cancelled, VPError
from vptrainer.core.games.builtin import load_builtin


@pytest.fixture(scope="module")
def job_sweep() -> SweepResult:
    return pay_sweep(prepare(load_builtin("jacks-or-better-9-6")))


def test_sweep_points_equal_full_analyses() -> None:
    table = load_builtin("bonus-poker-8-5")
    result = pay_sweep(prepare(table), pays=[250, 800, 1600])
    assert result.key == "royal_flush"
    for pay in (250, 800, 1600):
        exact = analyze(table.with_pay("royal_flush", pay)).return_exact
        assert result.return_at(pay) == exact
        i = int(np.flatnonzero(result.pays == pay)[0])
        assert result.returns[i] == pytest.approx(float(exact), abs=1e-14)
    # published: Bonus Poker 8/5 with the royal at 1,600 per coin returns 101.4376%
    assert round(float(result.return_at(1600)) * 100, 4) == 101.4376


def test_published_progressive_job_8_5() -> None:
    # Wizard of Odds: an 8,800-coin royal (1,760 per coin) returns 100.08% played optimally
    result = pay_sweep(prepare(load_builtin("jacks-or-better-8-5")))
    assert round(float(result.return_at(1760)) * 100, 2) == 100.08


def test_current_pay_is_the_analysis(job_sweep: SweepResult) -> None:
    analysis = analyze(load_builtin("jacks-or-better-9-6"))
    assert job_sweep.current_pay_exact == 800
    assert job_sweep.current_return == analysis.return_exact
    assert job_sweep.combinations_at(800) == analysis.categories[0].combinations == 493_512_264


def test_curve_is_increasing_convex_and_holds_every_breakpoint(job_sweep: SweepResult) -> None:
    r = job_sweep
    # below a straight flush's 50 a royal would be paid as a straight flush
    assert r.valid_from == 50 and r.valid_to is None
    assert r.pays[0] == 50 and r.pays[-1] == 3200 and r.current_pay == 800
    assert np.all(np.diff(r.returns) > 0)
    assert list(r.slopes) == sorted(r.slopes) and r.slopes[0] > 0  # convex, increasing
    assert len(r.intercepts) == len(r.slopes) == len(r.breakpoints) + 1
    assert list(r.breakpoints) == sorted(set(r.breakpoints)) and r.breakpoints[0] > 50
    inside = [b for b in r.breakpoints if b <= 3200]
    assert {float(b) for b in inside} <= set(r.pays.tolist())
    # the pieces meet at each breakpoint (the curve is continuous)
    for j, x in enumerate(r.breakpoints[:200]):
        left = r.intercepts[j] + x * r.slopes[j]
        right = r.intercepts[j + 1] + x * r.slopes[j + 1]
        assert left == right


def _pay_near(x: Fraction, side: int, lo: Fraction, hi: Fraction) -> Fraction:
    """A pay with few decimals strictly between ``x`` and the next breakpoint on ``side``."""
    for places in range(0, 7):
        step = Fraction(1, 10**places)
        candidate = (x // step + (1 if side > 0 else 0)) * step
        if candidate == x:
            candidate += step * side
        if lo < candidate < hi and candidate != x:
            return candidate
    raise AssertionError(f"no short pay near {x}")


@pytest.mark.parametrize("table_id", ["jacks-or-better-9-6", "deuces-wild-full-pay"])
def test_breakpoints_agree_with_full_analyses_on_both_sides(table_id: str) -> None:
    table = load_builtin(table_id)
    key = table.lines[0].key
    r = pay_sweep(prepare(table))
    bps = r.breakpoints
    # a few breakpoints: small, around the current pay, and large
    near_current = min(range(len(bps)), key=lambda j: abs(bps[j] - 800))
    checked = 0
    for j in (0, 3, near_current, len(bps) // 2):
        x = bps[j]
        lo = bps[j - 1] if j > 0 else r.valid_from
        hi = bps[j + 1]
        below = _pay_near(x, -1, lo, x)
        above = _pay_near(x, +1, x, hi)
        if max(below, above) > 10**7:
            continue  # beyond what a pay table may hold
        results = {}
        for pay in (below, above):
            analysis = analyze(table.with_pay(key, pay))
            assert r.return_at(pay) == analysis.return_exact, (j, pay)
            assert r.combinations_at(pay) == analysis.categories[0].combinations
            results[pay] = analysis.categories[0].combinations
        # the optimal strategy changes at the breakpoint: more royals above it
        assert results[above] > results[below]
        checked += 1
    assert checked >= 3


def test_break_even_is_exact(job_sweep: SweepResult) -> None:
    be = job_sweep.break_even_exact
    assert be == Fraction(45110169982, 46219759)
    assert job_sweep.return_at(be) == 1
    assert job_sweep.break_even == pytest.approx(float(be))
    table = load_builtin("jacks-or-better-9-6")
    below = analyze(table.with_pay("royal_flush", Fraction(97599, 100)))
    above = analyze(table.with_pay("royal_flush", Fraction(97600, 100)))
    assert below.return_exact < 1 < above.return_exact
    assert break_even_pay(prepare(table)) == be


def test_break_even_below_current_pay_for_a_positive_game() -> None:
    result = pay_sweep(prepare(load_builtin("double-bonus-10-7")))
    assert result.break_even_exact is not None and result.break_even_exact < 800
    assert result.return_at(result.break_even_exact) == 1


def test_break_even_edges() -> None:
    # already at 100% at the least pay the sweep covers: the break-even is that pay
    table = load_builtin("jacks-or-better-9-6").with_pay("jacks_or_better", 2)
    result = pay_sweep(prepare(table))
    assert result.return_at(50) > 1 and result.break_even_exact == result.valid_from == 50
    # a curve that levels off below 1 never breaks even (synthetic pieces)
    zero = Fraction(0)
    assert _break_even(zero, [Fraction(5)], [10, 12], [1, 0], 100) is None
    assert _break_even(zero, [Fraction(5)], [10, 5], [1, 2], 100) == Fraction(95, 2)
    assert _break_even(zero, [], [10], [3], 100) == 30
    assert _break_even(Fraction(40), [], [10], [3], 100) == 40


def test_sweep_another_category_and_bad_input() -> None:
    prepared = prepare(load_builtin("deuces-wild-full-pay"))
    result = pay_sweep(prepared, "four_deuces", [0, 200])
    assert result.label == "Four deuces"
    assert result.return_at(200) == analyze(prepared).return_exact
    assert result.returns[-1] == pytest.approx(analyze(prepared).return_float, abs=1e-14)
    with pytest.raises(VPError):
        pay_sweep(prepared, "royal_flush")
    with pytest.raises(VPError):
        pay_sweep(prepared, None, [-1.0])
    with pytest.raises(VPError):
        result.return_at(-1)


def test_fractional_pays_use_the_pay_scale() -> None:
    table = load_builtin("jacks-or-better-9-6").with_pay("flush", "5.5")
    prepared = prepare(table)
    assert prepared.pay_scale == 2
    result = pay_sweep(prepared)
    assert result.current_return == analyze(prepared).return_exact
    x = result.breakpoints[5]
    assert result.return_at(x) == analyze(table.with_pay("royal_flush", x)).return_exact


@pytest.mark.parametrize("table_id", ["jacks-or-better-9-6", "deuces-wild-full-pay"])
def test_pays_outside_the_valid_range_are_refused(table_id: str) -> None:
    table = load_builtin(table_id)
    r = pay_sweep(prepare(table))
    below = r.valid_from - Fraction(1, 2)
    with pytest.raises(VPError, match="paid as another hand"):
        r.return_at(below)
    # there the hands are really paid otherwise: a re-analysis differs from the line
    piece0 = (r.intercepts[0] + below * r.slopes[0]) / r.denominator
    assert analyze(table.with_pay(table.lines[0].key, below)).return_exact != piece0
    assert (
        r.return_at(r.valid_from)
        == analyze(table.with_pay(table.lines[0].key, r.valid_from)).return_exact
    )


def test_a_line_that_hands_would_switch_to_is_bounded_above() -> None:
    # Deuces Wild: four deuces with an ace also make a wild royal; above four deuces'
    # 200 those hands would be paid as wild royals, so that sweep stops at 200
    prepared = prepare(load_builtin("deuces-wild-full-pay"))
    r = pay_sweep(prepared, "wild_royal_flush")
    assert r.valid_to == 200
    assert r.pays[-1] <= 200
    with pytest.raises(VPError):
        r.return_at(201)


def test_progress_and_cancel() -> None:
    seen: list[tuple[int, int]] = []
    pay_sweep(
        prepare(load_builtin("jacks-or-better-9-6")), progress=lambda d, t: seen.append((d, t))
    )
    assert seen[0][0] == 0 and seen[-1][0] == seen[-1][1]
    cancel = threading.Event()
    cancel.set()
    with pytest.raises(Cancelled):
        pay_sweep(prepare(load_builtin("jacks-or-better-9-6")), cancel=cancel)


@given(
    st.integers(0, 2**63 - 1),
    st.integers(1, 2**63 - 1),
    st.integers(0, 2**63 - 1),
    st.integers(1, 2**63 - 1),
)
def test_ratio_compare_is_exact_without_overflow(n1: int, d1: int, n2: int, d2: int) -> None:
    assert kernels.ratio_less(n1, d1, n2, d2) == (Fraction(n1, d1) < Fraction(n2, d2))


@pytest.mark.parametrize(
    "table_id",
    [
        "joker-poker-kings-full-pay",
        "double-double-bonus-9-6",
        "bonus-deuces-wild",
        "royal-deal-jacks-or-better-8-5",
        "double-joker-9-5",
        "one-eyed-jacks",
    ],
)
def test_current_pay_of_other_games(table_id: str) -> None:
    table = load_builtin(table_id)
    prepared = prepare(table)
    result = pay_sweep(prepared)
    analysis = analyze(prepared)
    assert result.current_return == analysis.return_exact
    if result.current_pay_exact not in result.breakpoints:
        top = analysis.categories[0].combinations
        assert result.combinations_at(result.current_pay_exact) == top
