"""Driving the Strategy view in tests: Ctrl+4, tabs clicked, cells read back."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFileDialog, QTableWidget, QTabWidget, QWidget
from pytestqt.qtbot import QtBot

from vptrainer.gui.main_window import MainWindow
from vptrainer.gui.strategy.pages import OwnStrategyPage
from vptrainer.gui.strategy.view import StrategyView

TIMEOUT = 240_000  # a chart or the exceptions of a table, on a busy machine
LEVELS_TIMEOUT = 900_000  # the search of every level of a table


def show_strategy(qtbot: QtBot, window: MainWindow) -> StrategyView:
    """Ctrl+4, as a user would; the basic strategy is on screen when it returns."""
    qtbot.keyClick(window, Qt.Key.Key_4, Qt.KeyboardModifier.ControlModifier)
    view = window.strategy_view
    assert isinstance(view, StrategyView)
    assert window.tabs.currentWidget() is view
    wait_for_chart(qtbot, view, "Basic strategy")
    return view


def wait_for_chart(qtbot: QtBot, view: StrategyView, level: str, timeout: int = TIMEOUT) -> None:
    """Until the chart asked for is on screen (its level named in the summary), not a
    first chart shown while it is searched."""
    qtbot.waitUntil(
        lambda: (
            view.chart is not None
            and view.shown_key == view.wanted_key()
            and not view.searching
            and view.summary.text().startswith(level)
        ),
        timeout=timeout,
    )


def click_tab(qtbot: QtBot, tabs: QTabWidget, page: QWidget) -> None:
    """Click the tab of ``page``."""
    bar = tabs.tabBar()
    qtbot.mouseClick(bar, Qt.MouseButton.LeftButton, pos=bar.tabRect(tabs.indexOf(page)).center())
    assert tabs.currentWidget() is page


def column(table: QTableWidget, col: int) -> list[str]:
    """The texts of one column."""
    out = []
    for row in range(table.rowCount()):
        item = table.item(row, col)
        out.append("" if item is None else item.text())
    return out


def open_strategy_file(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, page: OwnStrategyPage, path: Path
) -> None:
    """Click "Open strategy…" on Your strategy, the file dialog answering ``path``."""
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(path), ""))
    qtbot.mouseClick(page.open_button, Qt.MouseButton.LeftButton)
