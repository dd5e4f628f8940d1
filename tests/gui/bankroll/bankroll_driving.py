"""Driving the Bankroll view in tests: keys into spin boxes and combo boxes, cells read back."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractSpinBox, QComboBox, QTableWidget
from pytestqt.qtbot import QtBot

from vptrainer.gui.bankroll.view import BankrollView
from vptrainer.gui.main_window import MainWindow

TIMEOUT = 60_000


def show_bankroll(qtbot: QtBot, window: MainWindow) -> BankrollView:
    """Ctrl+3, as a user would; the view's first figures are on screen when it returns."""
    qtbot.keyClick(window, Qt.Key.Key_3, Qt.KeyboardModifier.ControlModifier)
    view = window.bankroll_view
    assert window.tabs.currentWidget() is view
    qtbot.waitUntil(lambda: view.risk_page.table.rowCount() == 4, timeout=TIMEOUT)
    return view


def type_into(qtbot: QtBot, spin: QAbstractSpinBox, text: str) -> None:
    """Select all in a spin box, type ``text`` and press Enter."""
    spin.setFocus()
    qtbot.keyClick(spin, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClicks(spin, text)
    qtbot.keyClick(spin, Qt.Key.Key_Return)


def choose(qtbot: QtBot, combo: QComboBox, text: str) -> None:
    """Pick a combo box entry with the keyboard: Home, then Down until its text starts
    with ``text`` (typing its start depends on the keyboard search's timer, which a busy
    machine outruns)."""
    combo.setFocus()
    qtbot.keyClick(combo, Qt.Key.Key_Home)
    for _ in range(combo.count()):
        if combo.currentText().startswith(text):
            break
        qtbot.keyClick(combo, Qt.Key.Key_Down)
    assert combo.currentText().startswith(text), combo.currentText()


def cell(table: QTableWidget, row_text: str, column: int, key_column: int = 0) -> str:
    """The text of ``column`` in the row whose ``key_column`` reads ``row_text``."""
    for row in range(table.rowCount()):
        item = table.item(row, key_column)
        if item is not None and item.text() == row_text:
            found = table.item(row, column)
            return "" if found is None else found.text()
    raise AssertionError(f"no row {row_text!r} in {table.objectName()}")
