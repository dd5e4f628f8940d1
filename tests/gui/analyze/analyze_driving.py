"""Driving the Analyze view in tests: the return shown and the pay-table cells."""

from __future__ import annotations

import threading
from functools import cache
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox, QLabel, QTableView, QTabWidget
from pytestqt.qtbot import QtBot

from vptrainer.gui.jobs import Request
from vptrainer.gui.main_window import MainWindow

TIMEOUT = 120_000  # a wait, not a measure: the engine may be busy on a loaded machine


def return_text(w: MainWindow) -> str:
    label = w.findChild(QLabel, "returnLabel")
    assert label is not None
    return label.text()


def pay_model(w: MainWindow):  # type: ignore[no-untyped-def]
    view = w.findChild(QTableView, "payTableView")
    assert view is not None
    return view.model()


def set_pay(w: MainWindow, label: str, value: object) -> bool:
    model = pay_model(w)
    for row in range(model.rowCount()):
        if model.index(row, 0).data() == label:
            return bool(model.setData(model.index(row, 1), value))
    raise AssertionError(f"no row {label}")


def choose_table(w: MainWindow, qtbot: QtBot, table_id: str) -> None:
    """Pick a built-in table in the chooser, as a user does."""
    combo = w.findChild(QComboBox, "tableCombo")
    assert combo is not None
    row = next(r for r in range(combo.count()) if combo.itemData(r) == table_id)
    combo.setCurrentIndex(row)
    combo.activated.emit(row)
    qtbot.waitUntil(lambda: w.doc.table.builtin_id == table_id, timeout=TIMEOUT)


def show_page(w: MainWindow, qtbot: QtBot, title: str) -> None:
    """Click a page's tab in the Analyze view (Return, Ultimate X, Feature games)."""
    tabs = w.findChild(QTabWidget, "analyzePages")
    assert tabs is not None
    bar = tabs.tabBar()
    index = next(i for i in range(tabs.count()) if tabs.tabText(i) == title)
    qtbot.mouseClick(bar, Qt.MouseButton.LeftButton, pos=bar.tabRect(index).center())
    assert tabs.currentIndex() == index


@cache
def _answer(request: Request[Any]) -> Any:
    return request.run(lambda done, total: None, threading.Event())


def stored(w: MainWindow, request: Request[Any]) -> Any:
    """Put a request's answer (computed once a session) in the window's result store,
    as a view that asked for it before would have: the page shows it without a job."""
    answer = _answer(request)
    w.jobs.store.put(request, answer)
    return answer
