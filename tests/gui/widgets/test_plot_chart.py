"""The chart base: its menu's export entries, and a deleted chart freed with its scene."""

from __future__ import annotations

import gc
import weakref

import pytest
import shiboken6
from PySide6.QtWidgets import QFileDialog
from pytestqt.qtbot import QtBot

from vptrainer.gui.widgets.plot_chart import PlotChart


def test_the_menu_exports_and_a_deleted_chart_is_freed(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The export entries of the chart's menu reach the chart; once Qt deleted the chart,
    nothing keeps its Python side (a whole pyqtgraph scene) alive."""
    chart = PlotChart("someChart", "Some chart")
    qtbot.addWidget(chart)
    asked: list[str] = []

    def cancelled(_parent: object, _title: str, name: str, _filter: str) -> tuple[str, str]:
        asked.append(name)
        return "", ""

    monkeypatch.setattr(QFileDialog, "getSaveFileName", cancelled)
    menu = chart.plotItem.getViewBox().menu
    entries = {a.text(): a for a in menu.actions()}
    for text in ("Export chart as PNG…", "Export chart as SVG…", "Export data as CSV…"):
        entries[text].trigger()
    assert asked == [f"{chart.file_stem}.{kind}" for kind in ("png", "svg", "csv")]
    freed = weakref.ref(chart)
    plot_item = weakref.ref(chart.plotItem)
    shiboken6.delete(chart)
    del chart, menu, entries
    gc.collect()
    assert freed() is None and plot_item() is None
