"""The Turning points page driven by keys and clicks: a line chosen, a meter typed, the
costs and returns read back against the core, the guide exported and printed."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QImage
from PySide6.QtPrintSupport import QPrinter
from PySide6.QtWidgets import QDialog, QFileDialog, QVBoxLayout, QWidget
from pytestqt.qtbot import QtBot
from shared_makers import kept_call
from strategy_driving import TIMEOUT, click_tab, column, open_strategy_file, show_strategy

from vptrainer.core.games.builtin import load_builtin
from vptrainer.core.games.paytable import PayTable
from vptrainer.core.strategy import turning_points as turning_module
from vptrainer.core.strategy.game import game_of
from vptrainer.core.strategy.language import Strategy, parse_strategy
from vptrainer.core.strategy.turning_points import TurningPoints, turning_points
from vptrainer.gui.jobs import JobBinding, Jobs
from vptrainer.gui.jobs.turning import CurveRequest, TurningRequest
from vptrainer.gui.main_window import MainWindow
from vptrainer.gui.strategy import saving
from vptrainer.gui.strategy.pages import percent
from vptrainer.gui.strategy.panels import cost_text
from vptrainer.gui.strategy.turning import TurningPage, move_text

TURNING = turning_module.turning_points

SHORT = """name: Short chart
1. Four of a kind, straight flush, royal flush
2. 4 to a royal flush
3. Three of a kind, straight, flush, full house, two pair
4. High pair
5. 3 to a royal flush
6. Low pair
7. 2 suited high cards
8. One high card
"""


@pytest.fixture(scope="module")
def job96() -> PayTable:
    return load_builtin("jacks-or-better-9-6")


@pytest.fixture(scope="module")
def short(job96: PayTable) -> Strategy:
    return parse_strategy(SHORT, game_of(job96))


@pytest.fixture(scope="module")
def core_points(job96: PayTable, short: Strategy) -> TurningPoints:
    """The core's answer (the hand classes' plays it keeps make the page's job quick)."""
    return turning_points(job96, strategy=short)


class Host(QWidget):
    """The page on a job layer of its own, asking for what it shows while on screen
    (what the Strategy view does for it)."""

    def __init__(self, table: PayTable) -> None:
        super().__init__()
        self.hub = Jobs(self)
        self.page = TurningPage()
        self.page.set_table(table)
        self.binding = JobBinding(self.hub, self.wanted, self)
        self.page.inputsChanged.connect(lambda _now: self.binding.update())
        QVBoxLayout(self).addWidget(self.page)
        self.resize(900, 700)

    def wanted(self) -> list:  # type: ignore[type-arg]
        return self.page.wants() if self.page.isVisible() else []


@pytest.fixture
def host(qtbot: QtBot, job96: PayTable, short: Strategy) -> Iterator[Host]:
    h = Host(job96)
    qtbot.addWidget(h)
    h.page.set_own("Short chart", short)
    h.page.source_combo.setFocus()
    qtbot.keyClick(h.page.source_combo, Qt.Key.Key_Down)  # the player's chart
    assert h.page.strategy is short
    h.show()
    h.binding.update()
    yield h
    h.binding.cancel()
    h.hub.shutdown()


def wait_for_points(qtbot: QtBot, page: TurningPage) -> None:
    qtbot.waitUntil(lambda: page.done is not None and page._current(page.done), timeout=TIMEOUT)


def type_meter(qtbot: QtBot, page: TurningPage, text: str) -> None:
    spin = page.meter_spin
    spin.setFocus()
    spin.selectAll()
    qtbot.keyClicks(spin, text)
    qtbot.keyClick(spin, Qt.Key.Key_Return)


@pytest.mark.slow
def test_a_meter_typed_prices_each_change_as_the_core(
    host: Host, qtbot: QtBot, core_points: TurningPoints
) -> None:
    page = host.page
    wait_for_points(qtbot, page)
    tp = page.done.points  # type: ignore[union-attr]
    assert [(c.rule_text, c.other_text, c.pay, c.direction) for c in tp.changes] == [
        (c.rule_text, c.other_text, c.pay, c.direction) for c in core_points.changes
    ]
    assert page.changes.rowCount() == len(core_points.changes) == 3
    assert column(page.changes, 2)[0] == "↑ " + move_text(core_points.changes[0])
    assert column(page.changes, 2)[0] == "↑ 3 to a royal flush moves up above high pair (rule 4)."
    # each meter in coins for 5 coins and in dollars for quarters
    first = core_points.changes[0]
    assert column(page.changes, 0)[0] == f"{float(first.pay * 5):,.0f}" == "4,900"
    assert column(page.changes, 1)[0] == f"${float(first.pay * 5 / 4):,.2f}"

    # a meter in coins: 6,000 coins is 1,200 per coin; only the first change is due
    page.unit_combo.setFocus()
    qtbot.keyClick(page.unit_combo, Qt.Key.Key_Down)
    assert page.unit_combo.currentText() == "coins"
    type_meter(qtbot, page, "6000")
    assert page.meter_pay() == 1200
    costs = column(page.changes, 4)
    assert costs == [cost_text(core_points.cost_at(c, 1200)) for c in core_points.changes]
    assert costs[0] != "—" and costs[1:] == ["—", "—"]
    assert "1 of the 3 changes due" in page.summary.text()
    qtbot.waitUntil(lambda: "The chart returns" in page.summary.text(), timeout=TIMEOUT)
    text = page.summary.text()
    assert f"The chart returns {percent(core_points.chart_return_at(1200))}" in text
    assert f"with the changes due {percent(core_points.guide_return_at(1200))}" in text
    assert f"perfect play {percent(core_points.optimal_return_at(1200))}" in text

    # the same meter in dollars, and twice the denomination halves the coins
    qtbot.keyClick(page.unit_combo, Qt.Key.Key_Up)
    assert page.meter_spin.value() == 1500 and page.meter_pay() == 1200
    assert column(page.changes, 4) == costs


def test_choosing_another_line_finds_its_turning_points(
    host: Host, qtbot: QtBot, job96: PayTable, short: Strategy
) -> None:
    page = host.page
    wait_for_points(qtbot, page)
    combo = page.line_combo
    assert [combo.itemText(i) for i in range(3)] == [
        "Royal flush",
        "Straight flush",
        "Four of a kind",
    ]
    combo.setFocus()
    qtbot.keyClick(combo, Qt.Key.Key_Down)
    qtbot.keyClick(combo, Qt.Key.Key_Down)
    assert page.key == "four_of_a_kind"
    wait_for_points(qtbot, page)
    quads = turning_points(job96, key="four_of_a_kind", strategy=short)
    assert page.done is not None and page.done.points.label == "Four of a kind"
    assert page.changes.rowCount() == len(quads.changes)
    assert page.done.points.high == quads.high == 4 * 25
    # the meter follows the line: one and a half times its pay, in dollars to the cent
    assert page.meter_spin.value() == pytest.approx(float(quads.pay * 3 / 2 * 5 / 4), abs=0.006)
    if not quads.changes:
        assert "No line of the chart moves" in page.summary.text()


def test_the_guide_exported_and_printed(
    host: Host,
    qtbot: QtBot,
    monkeypatch: pytest.MonkeyPatch,
    tmp_path: Path,
    _no_modal_dialogs: list[tuple[str, str]],
) -> None:
    page = host.page
    wait_for_points(qtbot, page)
    qtbot.waitUntil(lambda: page.pdf_button.isEnabled(), timeout=TIMEOUT)
    assert "Jacks or Better 9/6" in (page.guide or "")
    pdf = tmp_path / "guide.pdf"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(pdf), ""))
    qtbot.mouseClick(page.pdf_button, Qt.MouseButton.LeftButton)
    assert pdf.read_bytes().startswith(b"%PDF")
    png = tmp_path / "guide"  # the extension is added
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(png), ""))
    qtbot.mouseClick(page.png_button, Qt.MouseButton.LeftButton)
    image = QImage(str(tmp_path / "guide.png"))
    assert not image.isNull() and image.height() > image.width() > 500

    # a folder that is not there: said in a message, nothing written, nothing raised
    missing = tmp_path / "no such folder" / "guide.pdf"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(missing), ""))
    qtbot.mouseClick(page.pdf_button, Qt.MouseButton.LeftButton)
    assert not missing.exists()
    assert _no_modal_dialogs[-1][0] == "Export failed" and str(missing) in _no_modal_dialogs[-1][1]

    printed = tmp_path / "printed.pdf"

    class Dialog:
        def __init__(self, printer: QPrinter, _parent: QWidget) -> None:
            printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
            printer.setOutputFileName(str(printed))

        def setWindowTitle(self, _title: str) -> None:
            pass

        def exec(self) -> int:
            return QDialog.DialogCode.Accepted

    monkeypatch.setattr(saving, "QPrintDialog", Dialog)
    qtbot.mouseClick(page.print_button, Qt.MouseButton.LeftButton)
    assert printed.read_bytes().startswith(b"%PDF")


def test_nothing_is_computed_while_the_page_is_hidden(host: Host, qtbot: QtBot) -> None:
    page = host.page
    wait_for_points(qtbot, page)
    host.hide()
    host.binding.update()
    assert not host.binding.busy_with(CurveRequest)
    assert not host.binding.busy_with(TurningRequest)
    assert host.wanted() == []


@pytest.mark.slow
def test_the_basic_strategys_turning_points_in_the_strategy_view(
    window: MainWindow, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    # the page's job and this test ask the core the same question: computed once (kept
    # between runs of the same core); a page asking another question computes its own
    monkeypatch.setattr(
        turning_module, "turning_points", lambda table, **kw: kept_call(TURNING, table, **kw)
    )
    view = show_strategy(qtbot, window)
    click_tab(qtbot, view.pages, view.turning_page)
    page = view.turning_page
    wait_for_points(qtbot, page)
    chart = view.chart
    assert chart is not None
    core = turning_module.turning_points(
        chart.table, strategy=chart.strategy, rule_texts=tuple(r.text for r in chart.rules)
    )
    assert page.changes.rowCount() == len(core.changes) > 20
    assert column(page.changes, 2) == [
        ("↑ " if c.direction == "up" else "↓ ") + move_text(c) for c in core.changes
    ]
    qtbot.waitUntil(lambda: page.curve is not None, timeout=TIMEOUT)
    assert page.curve is not None
    assert page.curve.optimal[0] == core.optimal_return_at(core.low)
    assert page.chart.csv_rows()[0][0] == "meter_coins"
    # another view's tab: the page's jobs stop
    window.tabs.setCurrentIndex(0)
    assert not view.jobs.busy_with(TurningRequest)


@pytest.mark.slow
def test_your_strategy_file_as_the_chart_in_the_strategy_view(
    window: MainWindow,
    qtbot: QtBot,
    monkeypatch: pytest.MonkeyPatch,
    tmp_path: Path,
    core_points: TurningPoints,
) -> None:
    view = show_strategy(qtbot, window)
    path = tmp_path / "short.txt"
    path.write_text(SHORT)
    click_tab(qtbot, view.pages, view.own_page)
    open_strategy_file(qtbot, monkeypatch, view.own_page, path)
    qtbot.waitUntil(lambda: view.own_page.done is not None, timeout=TIMEOUT)
    page = view.turning_page
    click_tab(qtbot, view.pages, page)
    assert page.source_combo.itemText(1) == "Your strategy: short.txt"
    page.source_combo.setFocus()
    qtbot.keyClick(page.source_combo, Qt.Key.Key_Down)
    wait_for_points(qtbot, page)
    assert column(page.changes, 2) == ["↑ " + move_text(c) for c in core_points.changes]
