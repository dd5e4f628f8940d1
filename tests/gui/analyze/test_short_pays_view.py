"""Short pays in the Analyze view: the return of each bet, what playing short costs, and
the pay-table editor's "1–4 coins" cells, driven with clicks and keys."""

from __future__ import annotations

from analyze_driving import TIMEOUT
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QAbstractItemView, QLabel, QLineEdit, QTableView, QTableWidget
from pytestqt.qtbot import QtBot

from vptrainer.core.engine.analysis import analyze
from vptrainer.core.games.builtin import load_builtin
from vptrainer.gui.main_window import MainWindow


def _label(w: MainWindow, name: str) -> QLabel:
    label = w.findChild(QLabel, name)
    assert label is not None
    return label


def _bet_cells(w: MainWindow) -> list[list[str]]:
    table = w.findChild(QTableWidget, "shortPayTable")
    assert table is not None
    return [
        [table.item(r, c).text() for c in range(table.columnCount())]  # type: ignore[union-attr]
        for r in range(table.rowCount())
    ]


def _show_bets_tab(qtbot: QtBot, w: MainWindow) -> None:
    tabs = w.analyze_view.results.charts
    bar = tabs.tabBar()
    index = next(i for i in range(tabs.count()) if tabs.tabText(i) == "Bets")
    qtbot.mouseClick(bar, Qt.MouseButton.LeftButton, pos=bar.tabRect(index).center())
    assert tabs.currentIndex() == index


def _cell(view: QTableView, label: str, column: int) -> QPoint:
    model = view.model()
    for row in range(model.rowCount()):
        if model.index(row, 0).data() == label:
            index = model.index(row, column)
            view.scrollTo(index)
            return view.visualRect(index).center()
    raise AssertionError(f"no row {label}")


def _type_cell(qtbot: QtBot, view: QTableView, label: str, column: int, text: str) -> None:
    point = _cell(view, label, column)
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=point)
    qtbot.mouseDClick(view.viewport(), Qt.MouseButton.LeftButton, pos=point)

    def visible() -> list[QLineEdit]:
        return [e for e in view.findChildren(QLineEdit) if e.isVisible()]

    qtbot.waitUntil(lambda: len(visible()) == 1)
    editor = visible()[0]
    editor.selectAll()
    qtbot.keyClick(editor, Qt.Key.Key_Delete)
    if text:
        qtbot.keyClicks(editor, text)
    qtbot.keyClick(editor, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: view.state() != QAbstractItemView.State.EditingState)


def test_the_return_of_each_bet_and_the_cost_of_playing_short(
    qtbot: QtBot, window: MainWindow
) -> None:
    # the built-in 9/6 Jacks or Better pays a royal of 250 per coin on 1 to 4 coins
    line = _label(window, "stat_short")
    qtbot.waitUntil(lambda: "98.3735%" in line.text(), timeout=TIMEOUT)
    assert line.isVisible() and _label(window, "shortPayName").isVisible()
    assert "1.1704% of the bet less" in line.text()
    _show_bets_tab(qtbot, window)
    cells = _bet_cells(window)
    assert [row[0] for row in cells] == ["1 coin", "2 coins", "3 coins", "4 coins", "5 coins"]
    assert [row[1] for row in cells] == ["98.3735%"] * 4 + ["99.5439%"]
    assert [row[2] for row in cells] == ["1.1704% of the bet"] * 4 + ["max bet"]
    assert cells[0][3] == "0.0163 coins" and cells[3][3] == "0.0651 coins"
    note = _label(window, "shortPayNote").text()
    assert "Royal flush 250 (800 on 5 coins)" in note


def test_a_table_without_short_pays_is_the_same_at_every_bet(
    qtbot: QtBot, window: MainWindow
) -> None:
    window.open_builtin("aces-and-eights-8-5")
    expected = f"{float(analyze(load_builtin('aces-and-eights-8-5')).return_exact) * 100:.4f}%"
    qtbot.waitUntil(
        lambda: expected in window.analyze_view.results.return_label.text(), timeout=TIMEOUT
    )
    assert not _label(window, "stat_short").isVisible()
    _show_bets_tab(qtbot, window)
    cells = _bet_cells(window)
    assert {row[1] for row in cells} == {expected}
    assert "pays the same per coin at every bet" in _label(window, "shortPayNote").text()


def test_the_editor_shows_and_edits_short_pays(qtbot: QtBot, window: MainWindow) -> None:
    view = window.findChild(QTableView, "payTableView")
    assert view is not None
    model = view.model()
    assert model.headerData(3, Qt.Orientation.Horizontal) == "Per coin on 1–4"
    shown = {model.index(r, 0).data(): model.index(r, 3).data() for r in range(model.rowCount())}
    assert shown["Royal flush"] == "250" and shown["Flush"] == ""
    line = _label(window, "stat_short")
    qtbot.waitUntil(lambda: "98.3735%" in line.text(), timeout=TIMEOUT)

    _type_cell(qtbot, view, "Royal flush", 3, "400")
    table = window.doc.table
    assert table.short_pays("royal_flush") == 400 and table.pays("royal_flush") == 800
    assert table.name.endswith("(edited)")
    short = analyze(table.at_coins(4)).return_exact
    qtbot.waitUntil(lambda: f"{float(short) * 100:.4f}%" in line.text(), timeout=TIMEOUT)
    assert "99.5439%" in window.analyze_view.results.return_label.text()  # max bet unchanged

    _type_cell(qtbot, view, "Royal flush", 3, "")  # cleared: the same as at max bet
    assert window.doc.table.short == ()
    qtbot.waitUntil(lambda: not line.isVisible(), timeout=TIMEOUT)

    _type_cell(qtbot, view, "Flush", 3, "-1")  # refused, the table unchanged
    assert window.doc.table.short == ()
    window.undo_action.trigger()
    assert window.doc.table.short_pays("royal_flush") == 400
