"""The royal sweep: computed only while its chart is shown, exact in its tooltips."""

from __future__ import annotations

from fractions import Fraction
from typing import Any

import pytest
from analyze_driving import TIMEOUT, return_text
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from vptrainer.gui.jobs.engine import SweepRequest
from vptrainer.gui.main_window import MainWindow


def test_the_sweep_waits_until_its_tab_is_shown(
    window: MainWindow, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    view = window.analyze_view
    results = view.results
    submitted: list[object] = []
    engine = window.jobs.engine
    original = engine.submit

    def submit(request: Any, subscriber: Any) -> Any:
        if isinstance(request, SweepRequest):
            submitted.append(request)
        return original(request, subscriber)

    monkeypatch.setattr(engine, "submit", submit)
    assert not view.jobs.busy_with(SweepRequest) and results.sweep_chart.sweep is None
    window.doc.set_pay("royal_flush", 1000)
    view.recalculate()
    qtbot.waitUntil(
        lambda: results.result is not None and results.result.table.pays("royal_flush") == 1000,
        timeout=TIMEOUT,
    )
    qtbot.wait(100)
    assert submitted == []  # edits and analyses never start a sweep nobody looks at
    bar = results.charts.tabBar()
    qtbot.mouseClick(bar, Qt.MouseButton.LeftButton, pos=bar.tabRect(2).center())
    assert len(submitted) == 1
    qtbot.waitUntil(lambda: results.sweep_chart.sweep is not None, timeout=TIMEOUT)
    sweep = results.sweep_chart.sweep
    assert sweep is not None and sweep.current_pay == 1000
    chart = results.sweep_chart
    assert chart.shown_breakpoints
    tip = chart.breakpoint_tip(chart.shown_breakpoints[0])
    exact = tip.split("exactly ")[1].split("\n")[0]
    assert Fraction(exact) == sweep.breakpoints[chart.shown_breakpoints[0]]
    be = chart.break_even_tip()
    assert sweep.break_even_exact is not None
    assert f"exactly {sweep.break_even_exact.numerator}/" in be
    assert "Jacks or Better 9/6" in chart.full_title
    rows = chart.csv_rows()
    assert rows[0] == ["pay_per_coin", "return", "breakpoint_exact", "return_exact"]
    assert rows[-1][2] == f"{sweep.break_even_exact.numerator}/{sweep.break_even_exact.denominator}"
    # back to a table seen before: its sweep is remembered, nothing is computed again
    window.undo_action.trigger()
    qtbot.waitUntil(lambda: "99.5439%" in return_text(window), timeout=TIMEOUT)
    qtbot.waitUntil(lambda: results.sweep_chart.sweep is not None, timeout=TIMEOUT)
    window.redo_action.trigger()
    qtbot.waitUntil(
        lambda: (
            results.sweep_chart.sweep is not None and results.sweep_chart.sweep.current_pay == 1000
        ),
        timeout=TIMEOUT,
    )
    assert len(submitted) == 2


@pytest.mark.fresh_jobs  # a job while it runs: computed, never another test's answer
def test_hiding_the_view_cancels_the_sweep(window: MainWindow, qtbot: QtBot) -> None:
    view = window.analyze_view
    results = view.results
    results.charts.setCurrentWidget(results.sweep_chart)
    qtbot.waitUntil(
        lambda: view.jobs.busy_with(SweepRequest) or results.sweep_chart.sweep is not None
    )
    window.tabs.setCurrentIndex(1)  # Practice: out of sight, the sweep stops
    qtbot.waitUntil(lambda: not view.jobs.busy_with(SweepRequest), timeout=TIMEOUT)
    window.tabs.setCurrentIndex(0)  # in sight again: computed (or shown) again
    qtbot.waitUntil(lambda: results.sweep_chart.sweep is not None, timeout=TIMEOUT)
