"""The royal sweep: optimal return as the royal's pay varies, and the break-even pay."""

from __future__ import annotations

import threading

import numpy as np
import pytest

from vptrainer.core.engine.analysis import analyze
from vptrainer.core.engine.prepared import prepare
from vptrainer.core.engine.sweep import pay_sweep
from vptrainer.core.errors import Cancelled, VPError
from vptrainer.core.games.builtin import load_builtin


def test_sweep_points_equal_full_analyses() -> None:
    table = load_builtin("bonus-poker-8-5")
    result = pay_sweep(prepare(table), pays=[250, 800, 1600])
    assert result.key == "royal_flush"
    for pay, ret in zip(result.pays, result.returns, strict=True):
        exact = analyze(table.with_pay("royal_flush", int(pay))).return_float
        assert ret == pytest.approx(exact, abs=1e-12)
    assert round(result.returns[2] * 100, 4) == 101.4376


def test_curve_is_increasing_and_convex() -> None:
    result = pay_sweep(prepare(load_builtin("jacks-or-better-9-6")))
    assert len(result.pays) == 81 and result.pays[0] == 0 and result.pays[-1] == 3200
    diffs = np.diff(result.returns)
    assert np.all(diffs > 0)
    assert np.all(np.diff(diffs) >= -1e-12)
    assert result.current_pay == 800


def test_break_even_is_where_the_return_is_one() -> None:
    table = load_builtin("jacks-or-better-9-6")
    result = pay_sweep(prepare(table))
    assert result.break_even is not None and 800 < result.break_even < 3200
    below = analyze(table.with_pay("royal_flush", round(result.break_even - 0.01, 2)))
    above = analyze(table.with_pay("royal_flush", round(result.break_even + 0.01, 2)))
    assert below.return_float < 1 < above.return_float


def test_break_even_below_current_pay_for_a_positive_game() -> None:
    result = pay_sweep(prepare(load_builtin("double-bonus-10-7")))
    assert result.break_even is not None and result.break_even < 800


def test_sweep_another_category_and_bad_input() -> None:
    prepared = prepare(load_builtin("deuces-wild-full-pay"))
    result = pay_sweep(prepared, "four_deuces", [0, 200])
    assert result.label == "Four deuces"
    assert result.returns[1] == pytest.approx(analyze(prepared).return_float, abs=1e-12)
    with pytest.raises(VPError):
        pay_sweep(prepared, "royal_flush")
    with pytest.raises(VPError):
        pay_sweep(prepared, None, [-1.0])


def test_cancel() -> None:
    cancel = threading.Event()
    cancel.set()
    with pytest.raises(Cancelled):
        pay_sweep(prepare(load_builtin("jacks-or-better-9-6")), cancel=cancel)
