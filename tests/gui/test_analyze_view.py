"""The Analyze view driven as a user (and an outside check) would."""

from __future__ import annotations

import csv
import json
import time
import xml.etree.ElementTree as ET
from itertools import pairwise
from pathlib import Path

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QComboBox, QLabel, QProgressBar, QPushButton, QTableView
from pytestqt.qtbot import QtBot

from vptrainer.core.engine.report import write_csv, write_json
from vptrainer.core.games.categories import Wild
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


def test_automation_names_exist(window: MainWindow) -> None:
    for cls, name in [
        (QTableView, "payTableView"),
        (QComboBox, "tableCombo"),
        (QLabel, "returnLabel"),
        (QProgressBar, "calcProgress"),
        (QPushButton, "cancelButton"),
    ]:
        assert window.findChild(cls, name) is not None, name
    from vptrainer.gui.widgets.chart import Chart

    assert window.findChild(Chart, "contributionChart") is not None
    assert window.findChild(Chart, "royalSweepChart") is not None
    model = pay_model(window)
    assert model.index(0, 0).data() == "Royal flush"
    assert model.index(0, 1).data() == "800"
    assert model.rowCount() == 9


def test_editing_recomputes_and_undo_restores(window: MainWindow, qtbot: QtBot) -> None:
    assert "99.5439%" in return_text(window)
    assert set_pay(window, "Full house", "8")
    assert set_pay(window, "Flush", 5)
    qtbot.waitUntil(lambda: "97.2984%" in return_text(window), timeout=TIMEOUT)
    assert window.isWindowModified()
    window.undo_action.trigger()
    window.undo_action.trigger()
    qtbot.waitUntil(lambda: "99.5439%" in return_text(window), timeout=TIMEOUT)
    assert not window.doc.modified
    window.redo_action.trigger()
    assert window.doc.table.pays("full_house") == 8


def test_bad_values_are_refused_and_other_edits_kept(window: MainWindow, qtbot: QtBot) -> None:
    assert set_pay(window, "Full house", "8")
    for bad in ("abc", "-3", "", "1e999"):
        assert not set_pay(window, "Flush", bad)
    error = window.analyze_view.editor.error
    assert error.isVisible() or not error.isHidden()
    assert "Flush" in error.text()
    assert window.doc.table.pays("flush") == 6
    assert window.doc.table.pays("full_house") == 8


def test_exact_fraction_in_tooltip(window: MainWindow) -> None:
    label = window.findChild(QLabel, "returnLabel")
    assert label is not None
    assert "1,653,526,326,983 / 1,661,102,543,100" in label.toolTip()


def test_cancel_stops_the_calculation(window: MainWindow, qtbot: QtBot) -> None:
    view = window.analyze_view
    before = return_text(window)
    window.doc.set_pay("royal_flush", 977)
    view.recalculate()  # now, without waiting for the debounce
    cancel = window.findChild(QPushButton, "cancelButton")
    assert cancel is not None and cancel.isEnabled()
    cancel.click()
    qtbot.waitUntil(lambda: "Cancelled" in view.state.text(), timeout=TIMEOUT)
    assert return_text(window) == before
    assert not cancel.isEnabled()


def test_newest_request_wins(window: MainWindow, qtbot: QtBot) -> None:
    view = window.analyze_view
    for pay in (801, 802, 803):
        window.doc.set_pay("royal_flush", pay)
        view.recalculate()
    qtbot.waitUntil(
        lambda: (
            view.results.result is not None and view.results.result.table.pays("royal_flush") == 803
        ),
        timeout=TIMEOUT,
    )
    qtbot.wait(300)
    assert view.results.result is not None
    assert view.results.result.table.pays("royal_flush") == 803


def test_event_loop_keeps_ticking_during_a_calculation(window: MainWindow, qtbot: QtBot) -> None:
    ticks: list[float] = []
    timer = QTimer()
    timer.setInterval(5)
    timer.timeout.connect(lambda: ticks.append(time.perf_counter()))
    view = window.analyze_view
    timer.start()
    try:
        for pay in (810, 820, 830):
            window.doc.set_pay("royal_flush", pay)
            view.recalculate()
            qtbot.waitUntil(
                lambda p=pay: (
                    view.results.result is not None
                    and view.results.result.table.pays("royal_flush") == p
                ),
                timeout=TIMEOUT,
            )
    finally:
        timer.stop()
    gaps = [b - a for a, b in pairwise(ticks)]
    assert len(ticks) > 20
    assert max(gaps) < 0.1, f"event loop blocked for {max(gaps):.3f} s"


def test_builtin_chooser_loads_a_table(window: MainWindow, qtbot: QtBot) -> None:
    combo = window.findChild(QComboBox, "tableCombo")
    assert combo is not None
    row = next(r for r in range(combo.count()) if combo.itemData(r) == "deuces-wild-full-pay")
    combo.setCurrentIndex(row)
    combo.activated.emit(row)
    qtbot.waitUntil(lambda: "100.7620%" in return_text(window), timeout=TIMEOUT)
    assert window.doc.table.wild is Wild.DEUCES
    assert pay_model(window).index(0, 0).data() == "Natural royal flush"


def test_add_and_remove_categories(window: MainWindow, qtbot: QtBot) -> None:
    window.doc.add_quad_split("A", 80)
    window.doc.remove_category("two_pair")
    keys = [ln.key for ln in window.doc.table.lines]
    assert "quads:A" in keys and "two_pair" not in keys
    window.doc.add_category("two_pair", 2)
    window.doc.set_pay("quads:A", 25)
    window.doc.remove_category("quads:A")
    qtbot.waitUntil(lambda: "99.5439%" in return_text(window), timeout=TIMEOUT)


def test_switching_wild_keeps_shared_pays(window: MainWindow) -> None:
    window.doc.set_wild(Wild.JOKER)
    t = window.doc.table
    assert t.wild is Wild.JOKER
    assert t.pays("natural_royal_flush") == 800 and t.pays("flush") == 6
    assert t.pays("jacks_or_better") is None
    window.undo_action.trigger()
    assert window.doc.table.wild is Wild.NONE


def test_exports_write_valid_files(window: MainWindow, qtbot: QtBot, tmp_path: Path) -> None:
    results = window.analyze_view.results
    qtbot.waitUntil(lambda: results.sweep_chart.sweep is not None, timeout=TIMEOUT)
    for chart in results.chart_list:
        png = tmp_path / f"{chart.objectName()}.png"
        svg = tmp_path / f"{chart.objectName()}.svg"
        chart.export_png(png)
        chart.export_svg(svg)
        assert png.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
        root = ET.parse(svg).getroot()
        assert root.tag.endswith("svg")
        assert len(list(root.iter())) > 10
    assert results.result is not None
    write_csv(results.result, tmp_path / "r.csv")
    rows = list(csv.reader((tmp_path / "r.csv").open()))
    assert rows[1][:3] == ["hand", "key", "pays"]
    assert rows[2][:4] == ["Royal flush", "royal_flush", "800", "493512264"]
    write_json(results.result, tmp_path / "r.json")
    doc = json.loads((tmp_path / "r.json").read_text())
    assert doc["return_exact"] == "1653526326983/1661102543100"


def test_save_open_and_broken_file(
    window: MainWindow, tmp_path: Path, _no_modal_dialogs: list[tuple[str, str]]
) -> None:
    window.doc.set_pay("flush", 5)
    path = tmp_path / "mine.toml"
    window.doc.save(path)
    assert not window.doc.modified
    assert "flush = 5" in path.read_text()
    broken = tmp_path / "broken.toml"
    broken.write_text("[pays]\nflush = 'five'\n")
    assert not window.open_file(str(broken))
    assert _no_modal_dialogs[-1][0] == "Cannot open the pay table"
    assert "pays.flush" in _no_modal_dialogs[-1][1]
    assert window.doc.table.pays("flush") == 5  # the current table is untouched
    assert window.open_file(str(path))
    assert window.doc.path == path


def test_unsaved_changes_prompt(window: MainWindow, monkeypatch: pytest.MonkeyPatch) -> None:
    from PySide6.QtWidgets import QMessageBox

    window.doc.set_pay("flush", 5)
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Cancel)
    window.open_builtin("bonus-poker-8-5")
    assert window.doc.table.pays("flush") == 5  # cancelled: edits kept
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Discard)
    window.open_builtin("bonus-poker-8-5")
    assert window.doc.table.name == "Bonus Poker 8/5"


def test_settings_remember_the_last_table(window: MainWindow, qtbot: QtBot) -> None:
    window.open_builtin("double-bonus-10-7")
    window.close()
    again = MainWindow()
    qtbot.addWidget(again)
    assert again.doc.table.builtin_id == "double-bonus-10-7"
    qtbot.waitUntil(
        lambda: "100.1725%" in again.analyze_view.results.return_label.text(), timeout=TIMEOUT
    )
    again.close()


def test_copy_results(window: MainWindow) -> None:
    from PySide6.QtGui import QGuiApplication

    window.copy_action.trigger()
    text = QGuiApplication.clipboard().text()
    assert "Return\t99.543904%" in text and "Royal flush\troyal_flush\t800" in text
