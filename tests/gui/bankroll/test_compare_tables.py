"""Comparing tables in the Bankroll view: JoB 9/6 against 8/5, a third table, CSV."""

from __future__ import annotations

import csv
from dataclasses import replace
from fractions import Fraction
from pathlib import Path

import pytest
from bankroll_driving import TIMEOUT, cell
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFileDialog
from pytestqt.qtbot import QtBot

from vptrainer.core.games.builtin import load_builtin
from vptrainer.core.games.tomlfile import save_paytable
from vptrainer.gui.main_window import MainWindow
from vptrainer.gui.widgets.table_chooser import KEY_ROLE


def _show_compare(window: MainWindow, qtbot: QtBot):  # type: ignore[no-untyped-def]
    qtbot.keyClick(window, Qt.Key.Key_3, Qt.KeyboardModifier.ControlModifier)
    view = window.bankroll_view
    bar = view.pages.tabBar()
    qtbot.mouseClick(bar, Qt.MouseButton.LeftButton, pos=bar.tabRect(1).center())
    assert view.pages.currentWidget() is view.compare_page
    return view.compare_page


def test_nine_six_against_eight_five(
    window: MainWindow, qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    page = _show_compare(window, qtbot)
    qtbot.waitUntil(lambda: page.comparison is not None, timeout=TIMEOUT)
    assert [page.list.item(i).text() for i in range(page.list.count())] == [
        "Reference: Table being edited: Jacks or Better 9/6",
        "Jacks or Better 8/5",
    ]
    summary = page.summary
    assert summary.horizontalHeaderItem(1).text() == "Jacks or Better 8/5"
    assert summary.item(0, 0).text() == "99.5439%"
    change = summary.item(1, 1)
    assert change.text() == "−2.2455%"  # 9/6 returns 0.022455 more than 8/5
    exact = Fraction(change.toolTip().removeprefix("Exactly "))
    assert round(float(-exact), 6) == 0.022455
    differences = page.differences
    assert cell(differences, "Full house", 2, key_column=1) == "9 → 8"
    assert cell(differences, "Flush", 2, key_column=1) == "6 → 5"
    assert cell(differences, "Full house", 3, key_column=1) == "−1.1512%"
    categories = page.categories
    assert cell(categories, "Royal flush", 2) == "493,512,264"
    assert cell(categories, "Flush", 4) == "5"
    # add a third table through the chooser, as a user picks it
    chooser = page.chooser
    row = next(
        r
        for r in range(chooser.count())
        if chooser.itemData(r, KEY_ROLE) == "builtin:bonus-poker-8-5"
    )
    chooser.setCurrentIndex(row)
    chooser.activated.emit(row)
    qtbot.waitUntil(
        lambda: page.comparison is not None and len(page.comparison.results) == 3,
        timeout=TIMEOUT,
    )
    assert summary.item(0, 2).text() == "99.1660%"
    # the comparison as CSV
    target = tmp_path / "cmp.csv"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a: (str(target), ""))
    qtbot.mouseClick(page.export_button, Qt.MouseButton.LeftButton)
    rows = list(csv.reader(target.read_text().splitlines()))
    assert rows[1] == ["measure", "Jacks or Better 9/6", "Jacks or Better 8/5", "Bonus Poker 8/5"]
    assert page.default_file_name() == (
        "compare-jacks-or-better-9-6-jacks-or-better-8-5-bonus-poker-8-5.csv"
    )
    # remove it again, then make 8/5 the reference
    page.list.setCurrentRow(2)
    qtbot.mouseClick(page.remove_button, Qt.MouseButton.LeftButton)
    page.list.setCurrentRow(1)
    qtbot.mouseClick(page.up_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(
        lambda: (
            page.comparison is not None
            and page.comparison.results[0].table.name == "Jacks or Better 8/5"
        ),
        timeout=TIMEOUT,
    )
    assert page.summary.item(1, 1).text() == "+2.2455%"


def test_the_edited_table_follows_edits(window: MainWindow, qtbot: QtBot) -> None:
    page = _show_compare(window, qtbot)
    qtbot.waitUntil(lambda: page.comparison is not None, timeout=TIMEOUT)
    window.tabs.setCurrentIndex(0)
    window.doc.set_pay("flush", 5)
    window.analyze_view.recalculate()
    qtbot.waitUntil(
        lambda: "98.4" in window.analyze_view.results.return_label.text(), timeout=TIMEOUT
    )
    window.tabs.setCurrentWidget(window.bankroll_view)
    qtbot.waitUntil(
        lambda: page.comparison is not None and page.comparison.results[0].table.pays("flush") == 5,
        timeout=TIMEOUT,
    )
    assert page.differences.rowCount() == 1  # only the full house differs now


def test_a_table_from_a_file(
    window: MainWindow, qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    page = _show_compare(window, qtbot)
    qtbot.waitUntil(lambda: page.comparison is not None, timeout=TIMEOUT)
    mine = load_builtin("jacks-or-better-9-6").with_pay("royal_flush", 1000)
    path = tmp_path / "mine.toml"
    save_paytable(replace(mine, name="My 9/6", builtin_id=None), path)
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a: (str(path), ""))
    chooser = page.chooser
    row = next(r for r in range(chooser.count()) if chooser.itemData(r, KEY_ROLE) == "open")
    chooser.setCurrentIndex(row)
    chooser.activated.emit(row)
    qtbot.waitUntil(
        lambda: page.comparison is not None and len(page.comparison.results) == 3,
        timeout=TIMEOUT,
    )
    assert page.summary.horizontalHeaderItem(2).text() == "My 9/6"
    assert cell(page.differences, "Royal flush", 2, key_column=1) == "800 → 1000"
