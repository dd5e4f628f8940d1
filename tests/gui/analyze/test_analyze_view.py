"""The Analyze view driven as a user (and an outside check) would: results, jobs, exports."""

from __future__ import annotations

import csv
import json
import threading
import xml.etree.ElementTree as ET
from itertools import pairwise
from pathlib import Path
from typing import Any

import pytest
from analyze_driving import TIMEOUT, pay_model, return_text, set_pay
from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QFontInfo, QFontMetricsF
from PySide6.QtWidgets import QComboBox, QLabel, QProgressBar, QPushButton, QTableView
from pytestqt.qtbot import QtBot

from vptrainer.core.engine._kernels import deals as deal_kernels
from vptrainer.core.engine._kernels import sweep as sweep_kernels
from vptrainer.core.engine.report import write_csv, write_json
from vptrainer.gui.main_window import MainWindow
from vptrainer.gui.widgets.plot_chart import PlotChart


def test_automation_names_exist(window: MainWindow) -> None:
    for cls, name in [
        (QTableView, "payTableView"),
        (QComboBox, "tableCombo"),
        (QLabel, "returnLabel"),
        (QProgressBar, "calcProgress"),
        (QPushButton, "cancelButton"),
    ]:
        assert window.findChild(cls, name) is not None, name
    from vptrainer.gui.widgets.plot_chart import PlotChart

    assert window.findChild(PlotChart, "contributionChart") is not None
    assert window.findChild(PlotChart, "royalSweepChart") is not None
    model = pay_model(window)
    assert model.index(0, 0).data() == "Royal flush"
    assert model.index(0, 1).data() == "800"
    assert model.rowCount() == 9


@pytest.mark.app_pauses  # the view waits after the edits as long as in the app
def test_editing_recomputes_and_undo_restores(window: MainWindow, qtbot: QtBot) -> None:
    assert "99.5439%" in return_text(window)
    assert set_pay(window, "Full house", "8")
    assert set_pay(window, "Flush", 5)
    qtbot.waitUntil(lambda: "97.2984%" in return_text(window), timeout=TIMEOUT)
    assert window.isWindowModified()
    window.undo_action.trigger()
    window.undo_action.trigger()
    qtbot.waitUntil(lambda: "99.5439%" in return_text(window), timeout=TIMEOUT)
    assert not window.doc.modified
    window.redo_action.trigger()
    assert window.doc.table.pays("full_house") == 8


def test_exact_fraction_in_tooltip(window: MainWindow) -> None:
    label = window.findChild(QLabel, "returnLabel")
    assert label is not None
    assert "1,653,526,326,983 / 1,661,102,543,100" in label.toolTip()


@pytest.mark.fresh_jobs  # a job while it runs: computed, never another test's answer
def test_cancel_stops_the_calculation(window: MainWindow, qtbot: QtBot) -> None:
    view = window.analyze_view
    before = return_text(window)
    window.doc.set_pay("royal_flush", 977)
    view.recalculate()  # now, without waiting for the debounce
    cancel = window.findChild(QPushButton, "cancelButton")
    assert cancel is not None and cancel.isEnabled()
    cancel.click()
    qtbot.waitUntil(lambda: "Cancelled" in view.state.text(), timeout=TIMEOUT)
    assert return_text(window) == before
    assert not cancel.isEnabled()


def test_f5_on_a_table_analysed_already_says_up_to_date(window: MainWindow, qtbot: QtBot) -> None:
    """F5 on the table on screen, analysed already: nothing to wait for (it once left
    "Calculating…" showing for good)."""
    view = window.analyze_view
    assert view.state.text() == "Up to date"
    before = return_text(window)
    window.activateWindow()
    qtbot.keyClick(window, Qt.Key.Key_F5)
    qtbot.wait(50)
    assert view.state.text() == "Up to date" and not view.jobs.busy
    assert return_text(window) == before
    # an edit pressed through with F5 is calculated, then up to date again
    window.doc.set_pay("royal_flush", 900)
    qtbot.keyClick(window, Qt.Key.Key_F5)
    assert view.state.text() == "Calculating…"
    qtbot.waitUntil(lambda: view.state.text() == "Up to date", timeout=TIMEOUT)
    assert return_text(window) != before


def test_newest_request_wins(window: MainWindow, qtbot: QtBot) -> None:
    view = window.analyze_view
    for pay in (801, 802, 803):
        window.doc.set_pay("royal_flush", pay)
        view.recalculate()
    qtbot.waitUntil(
        lambda: (
            view.results.result is not None and view.results.result.table.pays("royal_flush") == 803
        ),
        timeout=TIMEOUT,
    )
    qtbot.wait(300)
    assert view.results.result is not None
    assert view.results.result.table.pays("royal_flush") == 803


@pytest.mark.fresh_jobs  # a job while it runs: computed, never another test's answer
def test_event_loop_keeps_ticking_during_a_calculation(
    window: MainWindow, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The calculation runs off the GUI thread, and the event loop keeps running meanwhile.

    Counted, never timed, so that a loaded machine passes as a quiet one does: edits are
    recalculated until the event loop has ticked more than 20 times in a row of ticks
    while a job ran (a quick machine runs more jobs, a loaded one fewer); a calculation on
    the GUI thread would leave it silent for every job. Only ticks while a job runs count
    (drawing the results afterwards is GUI work by design). That the kernels release
    the GIL is checked for every kernel by tests/core/test_numba_setup.py.
    """
    view = window.analyze_view
    view.results.charts.setCurrentIndex(2)  # the royal sweep too: the engine works longer
    # compiling a kernel the first time holds the GIL: that is start-up, measured apart
    window.doc.set_pay("royal_flush", 805)
    view.recalculate()
    qtbot.waitUntil(
        lambda: (
            view.results.result is not None
            and view.results.result.table.pays("royal_flush") == 805
            and not view.jobs.busy
        ),
        timeout=TIMEOUT,
    )
    on_gui_thread: list[bool] = []

    def spy(kernel: Any) -> Any:
        def call(*args: object) -> object:
            on_gui_thread.append(threading.current_thread() is threading.main_thread())
            return kernel(*args)

        return call

    monkeypatch.setattr(deal_kernels, "evaluate_deals", spy(deal_kernels.evaluate_deals))
    monkeypatch.setattr(sweep_kernels, "sweep_envelopes", spy(sweep_kernels.sweep_envelopes))

    ticks = [False]  # whether a job ran at each tick

    def tick() -> None:  # any of the view's jobs: the analysis, its short pays, the sweep
        ticks.append(view.jobs.busy)

    def busy_pairs() -> int:
        return sum(1 for a, b in pairwise(ticks) if a and b)

    timer = QTimer(view)  # (parented: dies with the view, never an orphan a later test sees)
    timer.setInterval(5)
    timer.timeout.connect(tick)
    timer.start()
    try:
        for pay in range(810, 1010):  # at most 200 jobs: a hung event loop still fails
            window.doc.set_pay("royal_flush", pay)
            view.recalculate()
            qtbot.waitUntil(
                lambda p=pay: (
                    view.results.result is not None
                    and view.results.result.table.pays("royal_flush") == p
                    and not view.jobs.busy
                ),
                timeout=TIMEOUT,
            )
            if busy_pairs() > 20:
                break
    finally:
        timer.stop()
    assert busy_pairs() > 20, "the event loop hardly ran while the engine worked"
    assert on_gui_thread and not any(on_gui_thread), "a kernel ran on the GUI thread"


def test_exports_write_valid_files(window: MainWindow, qtbot: QtBot, tmp_path: Path) -> None:
    results = window.analyze_view.results
    results.charts.setCurrentWidget(results.sweep_chart)  # the sweep runs once it is shown
    qtbot.waitUntil(lambda: results.sweep_chart.sweep is not None, timeout=TIMEOUT)
    for chart in results.chart_list:
        png = tmp_path / f"{chart.objectName()}.png"
        svg = tmp_path / f"{chart.objectName()}.svg"
        chart.export_png(png)
        chart.export_svg(svg)
        assert png.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
        root = ET.parse(svg).getroot()
        assert root.tag.endswith("svg")
        assert len(list(root.iter())) > 10
    assert results.result is not None
    write_csv(results.result, tmp_path / "r.csv")
    rows = list(csv.reader((tmp_path / "r.csv").open()))
    assert rows[1][:3] == ["hand", "key", "pays"]
    assert rows[2][:4] == ["Royal flush", "royal_flush", "800", "493512264"]
    write_json(results.result, tmp_path / "r.json")
    doc = json.loads((tmp_path / "r.json").read_text())
    assert doc["return_exact"] == "1653526326983/1661102543100"


def test_copy_results(window: MainWindow) -> None:
    from PySide6.QtGui import QGuiApplication

    window.copy_action.trigger()
    text = QGuiApplication.clipboard().text()
    assert "Return\t99.543904%" in text and "Royal flush\troyal_flush\t800" in text


def test_category_labels_shrink_to_fit_low_rows_and_grow_back(
    window: MainWindow, qtbot: QtBot
) -> None:
    """In a short window the contribution chart's rows are lower than a line of text:
    its labels and values get a smaller font instead of overlapping (they once did at
    1024x640), and the usual one when the rows are high enough again."""
    chart = window.findChild(PlotChart, "contributionChart")
    assert isinstance(chart, PlotChart)
    normal = QFontMetricsF(chart.font()).height()
    rows = len(chart.plotItem.getAxis("left")._tickLevels[0])  # the categories shown
    assert rows == 9
    window.resize(1024, 640)
    qtbot.waitUntil(lambda: chart.plotItem.getViewBox().height() / rows < normal, timeout=TIMEOUT)
    qtbot.waitUntil(
        lambda: (
            QFontMetricsF(chart.row_font()).height()
            <= chart.plotItem.getViewBox().height() / rows + 0.5
        ),
        timeout=TIMEOUT,
    )
    assert chart.row_font().pointSizeF() < QFontInfo(chart.font()).pointSizeF()
    window.resize(1280, 1000)
    qtbot.waitUntil(lambda: chart.plotItem.getViewBox().height() / rows > normal, timeout=TIMEOUT)
    qtbot.waitUntil(
        lambda: chart.row_font().pointSizeF() == QFontInfo(chart.font()).pointSizeF(),
        timeout=TIMEOUT,
    )
