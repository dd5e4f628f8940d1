"""The rule tables size each wrapped rule to the width it is painted in."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QRect, Qt
from PySide6.QtWidgets import QApplication, QStyle
from pytestqt.qtbot import QtBot
from strategy_driving import TIMEOUT, click_tab, open_strategy_file, show_strategy

from vptrainer.gui.main_window import MainWindow
from vptrainer.gui.strategy.panels import RuleTable

WIZARD = Path(__file__).resolve().parents[2] / "core" / "strategy" / "data"


def _settle() -> None:
    """Every event posted (layouts, scroll bars, zero-time timers) handled, however slow
    the machine (not a wait of some milliseconds)."""
    for _ in range(10):
        QCoreApplication.sendPostedEvents()
        QApplication.processEvents()


def _cut_rows(table: RuleTable) -> list[tuple[int, str]]:
    """The rows shorter than their rule's lines where the cell paints them: one pixel
    narrower than the column with the grid, less the text margins."""
    style = table.style()
    margin = style.pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, table) + 1
    painted = table.columnWidth(1) - (1 if table.showGrid() else 0) - 2 * margin
    out = []
    for row in range(table.rowCount()):
        item = table.item(row, 1)
        if item is None:
            continue
        needed = table.fontMetrics().boundingRect(
            QRect(0, 0, painted, 10_000), int(Qt.TextFlag.TextWordWrap), item.text()
        )
        if table.rowHeight(row) < needed.height():
            out.append((row, item.text()))
    return out


def test_your_strategys_rules_are_never_cut_short(
    window: MainWindow, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The Wizard of Odds' 9/6 strategy in his words opened in Your strategy at 1024x640:
    its rows wrapped, then the scroll bar they brought narrowed the Rule column, and "3 to
    a straight flush (type 1)" was cut ("(typ…"). Every row is as tall as its rule, and
    stays so as the window is made narrower and wider."""
    window.resize(1024, 640)
    view = show_strategy(qtbot, window)
    page = view.own_page
    click_tab(qtbot, view.pages, page)
    open_strategy_file(qtbot, monkeypatch, page, WIZARD / "wizard-jacks-9-6-words.txt")
    qtbot.waitUntil(lambda: page.done is not None, timeout=TIMEOUT)
    _settle()
    assert page.rules.rowCount() == 36
    assert _cut_rows(page.rules) == []
    for width in range(900, 1300, 37):
        window.resize(width, 640)
        _settle()
        assert _cut_rows(page.rules) == [], width
