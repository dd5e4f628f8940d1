"""The Bankroll view driven by keys and clicks: published bankrolls, N-play, sessions, exports."""

from __future__ import annotations

import csv
import threading
import time
import xml.etree.ElementTree as ET
from fractions import Fraction
from pathlib import Path
from typing import Any

import pytest
from bankroll_driving import TIMEOUT, cell, choose, show_bankroll, type_into
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFileDialog, QMenu
from pytestqt.qtbot import QtBot

from vptrainer.core.bankroll.risk import session_odds
from vptrainer.core.bankroll.texts import chance_text
from vptrainer.gui.jobs import Executor
from vptrainer.gui.jobs.bankroll import FanRequest
from vptrainer.gui.jobs.engine import SweepRequest
from vptrainer.gui.main_window import MainWindow


def test_one_percent_cash_back_gives_the_published_bankrolls(
    window: MainWindow, qtbot: QtBot
) -> None:
    view = show_bankroll(qtbot, window)
    table = view.risk_page.table
    assert cell(table, "50%", 1) == "—"  # 99.54% without cash back: ruin is certain
    assert "100%" in view.risk_page.ruin_label.text()
    assert "at most 100%" in view.risk_page.long_run_label.text()
    type_into(qtbot, view.inputs.cashback_spin, "1")
    qtbot.waitUntil(lambda: cell(table, "50%", 1) == "1,092", timeout=TIMEOUT)
    # frixo: Jacks or Better 9/6 with 1% cash back, 1,092 bets for 50%, 7,256 for 1%
    assert cell(table, "1%", 1) == "7,256"
    assert cell(table, "50%", 2) == "$1,365"  # five quarters a bet
    assert "r = 0.99936" in view.risk_page.long_run_label.text()
    assert view.risk_page.chart.csv_rows()  # the risk curve is drawn
    type_into(qtbot, view.inputs.denomination_spin, "1")
    qtbot.waitUntil(lambda: cell(table, "50%", 2) == "$5,460", timeout=TIMEOUT)


def test_ten_lines_show_the_published_spread(window: MainWindow, qtbot: QtBot) -> None:
    view = show_bankroll(qtbot, window)
    choose(qtbot, view.inputs.lines_combo, "10")
    label = view.risk_page.spread_label
    qtbot.waitUntil(lambda: "6.1002 per line" in label.text(), timeout=TIMEOUT)
    # the Wizard of Odds' multi-play table for Jacks or Better 9/6
    table = view.multi_page.table
    assert cell(table, "3", 3) == "4.8423"
    assert cell(table, "10", 3) == "6.1002"
    assert cell(table, "100", 3) == "14.6351"
    assert table.item(3, 0).font().bold()  # the chosen number of lines
    assert "c = 1.966389" in view.multi_page.covariance_label.text()


def test_session_odds_and_the_fan_of_results(window: MainWindow, qtbot: QtBot) -> None:
    view = show_bankroll(qtbot, window)
    window.findChild(type(view.outputs), "bankrollOutputs").setCurrentWidget(view.session_page)
    type_into(qtbot, view.inputs.hands_spin, "2000")
    type_into(qtbot, view.inputs.bankroll_spin, "300")
    type_into(qtbot, view.inputs.goal_spin, "200")
    page = view.session_page
    qtbot.waitUntil(
        lambda: "2,000 rounds" in page.title.text() and "…" not in page.broke_label.text(),
        timeout=TIMEOUT,
    )
    assert view.result is not None
    odds = session_odds(view.result, bankroll=300, hands=2000, goal=200)
    assert page.broke_label.text() == chance_text(odds.p_broke)
    assert page.goal_label.text() == chance_text(odds.p_goal)
    assert page.royal_label.text() == chance_text(odds.p_royal)
    assert "Exact recursion" in page.method_label.text()
    qtbot.waitUntil(
        lambda: page.chart.quantiles is not None and page.chart.quantiles.hands[-1] == 2000,
        timeout=TIMEOUT,
    )
    q = page.chart.quantiles
    assert q is not None and q.method == "exact"
    assert "exact distribution" in page.fan_note.text()
    assert q.mean[-1] == pytest.approx(2000 * float(view.result.return_exact - 1))


def test_the_view_follows_the_edited_table(window: MainWindow, qtbot: QtBot) -> None:
    view = show_bankroll(qtbot, window)
    window.doc.set_pay("full_house", 8)
    window.doc.set_pay("flush", 5)  # Jacks or Better 8/5
    assert "Waiting for the analysis" in view.title.text()
    window.analyze_view.recalculate()
    qtbot.waitUntil(lambda: "97.2984%" in view.title.text(), timeout=TIMEOUT)
    qtbot.waitUntil(
        lambda: "c = 1.903060" in view.multi_page.covariance_label.text(), timeout=TIMEOUT
    )


@pytest.mark.fresh_jobs  # a job while it runs: computed, never another test's answer
@pytest.mark.slow
def test_jobs_run_in_the_worker_and_cancel(
    window: MainWindow, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    view = show_bankroll(qtbot, window)
    seen: list[bool] = []
    run = Executor._run

    def spy(self: Executor, queued: Any) -> None:
        seen.append(threading.current_thread() is threading.main_thread())
        run(self, queued)

    monkeypatch.setattr(Executor, "_run", spy)
    choose(qtbot, view.inputs.lines_combo, "100")
    # a long simulation (many chunks of a few sessions): its first chunk moves the
    # progress bar, and Cancel stops it at the end of the chunk it is in
    type_into(qtbot, view.inputs.hands_spin, "20000")
    qtbot.waitUntil(lambda: bool(seen), timeout=TIMEOUT)  # a job submitted after the edits
    qtbot.waitUntil(lambda: view.jobs.busy_with(FanRequest), timeout=TIMEOUT)
    qtbot.waitUntil(lambda: view.progress.value() > 0, timeout=TIMEOUT)
    assert view.cancel_button.isEnabled() and "session" in view.state.text()
    qtbot.mouseClick(view.cancel_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not view.jobs.busy, timeout=TIMEOUT)
    assert seen and not any(seen)  # every job ran on the engine thread
    assert view.state.text() == ""


@pytest.mark.slow
def test_the_progressive_meter(window: MainWindow, qtbot: QtBot) -> None:
    window.open_builtin("jacks-or-better-8-5")
    view = show_bankroll(qtbot, window)
    qtbot.waitUntil(lambda: "97.2984%" in view.title.text(), timeout=TIMEOUT)
    assert not view.jobs.busy_with(SweepRequest)  # computed only when its page is shown
    view.outputs.setCurrentWidget(view.progressive_page)
    page = view.progressive_page
    type_into(qtbot, page.meter_spin, "2200")  # 8,800 quarters
    # Wizard of Odds: 8/5 Jacks or Better with an 8,800-coin royal returns 100.08%
    qtbot.waitUntil(lambda: "100.08" in page.return_label.text(), timeout=TIMEOUT)
    assert "Break-even meter: $2,1" in page.break_even_label.text()
    assert "/" in page.break_even_label.toolTip()  # the exact pay per coin
    type_into(qtbot, view.inputs.cashback_spin, "0.5")
    qtbot.waitUntil(lambda: "0.5% cash back" in page.cashback_label.text(), timeout=TIMEOUT)


@pytest.mark.slow
def test_every_chart_exports_png_svg_and_csv(
    window: MainWindow,
    qtbot: QtBot,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    _no_modal_dialogs: list[tuple[str, str]],
) -> None:
    view = show_bankroll(qtbot, window)
    type_into(qtbot, view.inputs.cashback_spin, "1")
    qtbot.waitUntil(lambda: bool(view.risk_page.chart.csv_rows()), timeout=TIMEOUT)
    view.outputs.setCurrentWidget(view.session_page)
    qtbot.waitUntil(lambda: view.session_page.chart.quantiles is not None, timeout=TIMEOUT)
    view.outputs.setCurrentWidget(view.progressive_page)
    qtbot.waitUntil(lambda: bool(view.progressive_page.chart.csv_rows()), timeout=TIMEOUT)
    view.outputs.setCurrentWidget(view.rising_page)
    qtbot.waitUntil(lambda: bool(view.rising_page.chart.csv_rows()), timeout=TIMEOUT)
    asked: list[str] = []
    for chart in view.charts:
        assert "Jacks or Better 9/6" in chart.full_title
        assert chart.file_stem.startswith("jacks-or-better-9-6-")
        for kind in ("png", "svg", "csv"):
            target = tmp_path / f"{chart.objectName()}.{kind}"

            def save_file_name(*args: object, target: Path = target) -> tuple[str, str]:
                asked.append(str(args[2]))
                return str(target), ""

            monkeypatch.setattr(QFileDialog, "getSaveFileName", save_file_name)
            assert chart.ask_export(kind)
            data = target.read_bytes()
            if kind == "png":
                assert data[:8] == b"\x89PNG\r\n\x1a\n"
            elif kind == "svg":
                assert ET.fromstring(data).tag.endswith("svg")
            else:
                rows = list(csv.reader(data.decode().splitlines()))
                assert "Jacks or Better 9/6" in rows[0][0]
                assert len(rows) > 5
    assert all(name.startswith("jacks-or-better-9-6-") for name in asked)
    # a failed export is reported and leaves no file
    missing = tmp_path / "no-such-folder" / "risk.png"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a: (str(missing), ""))
    assert not view.risk_page.chart.ask_export("png")
    assert not missing.parent.exists()
    assert _no_modal_dialogs[-1][0] == "Export failed"
    assert not list(tmp_path.glob("**/.vptrainer-*"))
    # the window's File > Export offers the view's charts too
    menus = {a.text(): a.menu() for a in window.menuBar().actions()}
    export = menus["&File"].findChild(QMenu, "exportMenu")
    assert export is not None
    # the charts' entries are added as the menu opens (a popup cannot open offscreen)
    export.aboutToShow.emit()
    texts = [a.text() for a in export.actions()]
    assert "Session results as CSV…" in texts and "Risk of ruin as SVG…" in texts


def test_view_menu_and_shortcut(window: MainWindow, qtbot: QtBot) -> None:
    menus = {a.text(): a.menu() for a in window.menuBar().actions()}
    actions = {a.text(): a for a in menus["&View"].actions()}
    assert actions["&Bankroll"].shortcut().toString() == "Ctrl+3"
    actions["&Bankroll"].trigger()
    assert window.tabs.currentWidget() is window.bankroll_view
    assert window.tabs.tabText(2) == "Bankroll"


def test_exact_inputs(window: MainWindow, qtbot: QtBot) -> None:
    view = show_bankroll(qtbot, window)
    type_into(qtbot, view.inputs.cashback_spin, "0.125")
    values = view.inputs.values()
    assert values.cashback == Fraction(1, 800)
    assert values.goal is None and values.lines == 1


@pytest.mark.slow
def test_every_spin_box_at_its_maximum_says_the_limit_at_once(
    window: MainWindow, qtbot: QtBot
) -> None:
    """The maxima kept the worker busy for 3-4 minutes (issue 23)."""
    view = show_bankroll(qtbot, window)
    window.findChild(type(view.outputs), "bankrollOutputs").setCurrentWidget(view.session_page)
    choose(qtbot, view.inputs.lines_combo, "100")
    inputs = view.inputs
    for spin in (inputs.hands_spin, inputs.bankroll_spin, inputs.goal_spin):
        type_into(qtbot, spin, str(int(spin.maximum())))
    page = view.session_page
    started = time.process_time()  # CPU time: a loaded machine does not stretch it
    qtbot.waitUntil(lambda: "too long to simulate" in page.method_label.text(), timeout=TIMEOUT)
    qtbot.waitUntil(lambda: not view.jobs.busy, timeout=TIMEOUT)
    assert "at most 10,000,000" in page.method_label.text()
    assert time.process_time() - started < 30  # not minutes
