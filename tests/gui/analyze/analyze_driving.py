"""Driving the Analyze view in tests: the return shown and the pay-table cells."""

from __future__ import annotations

from PySide6.QtWidgets import QLabel, QTableView

from vptrainer.gui.main_window import MainWindow

TIMEOUT = 30_000


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
