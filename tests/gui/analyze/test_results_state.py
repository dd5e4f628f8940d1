"""No wrong number on screen: stale results are marked, a failed calculation clears them and
says what failed, a table without pay lines shows 0%, deal bonuses have their own rows,
and a chart export that cannot be written says so and leaves no file."""

from __future__ import annotations

import errno
import os
from pathlib import Path

import pytest
from analyze_driving import TIMEOUT, return_text
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFileDialog, QLabel, QPushButton
from pytestqt.qtbot import QtBot

from vptrainer.core.storage import fileio
from vptrainer.gui.main_window import MainWindow

# pays whose common denominator (999983 * 999979) is too large to analyse exactly
TOO_FINE = ("1/999983", "1/999979")


def _notice(window: MainWindow) -> QLabel:
    label = window.findChild(QLabel, "resultsNotice")
    assert label is not None
    return label


def test_a_failed_calculation_clears_the_results_and_says_why(
    window: MainWindow, qtbot: QtBot, _no_modal_dialogs: list[tuple[str, str]]
) -> None:
    results = window.analyze_view.results
    window.doc.set_pay("flush", TOO_FINE[0])
    window.doc.set_pay("straight", TOO_FINE[1])
    qtbot.waitUntil(lambda: "failed" in _notice(window).text(), timeout=TIMEOUT)
    notice = _notice(window)
    assert not notice.isHidden()
    assert "The calculation failed" in notice.text() and "analysed exactly" in notice.text()
    assert return_text(window) == "Return —"
    assert results.model.rowCount() == 0
    assert results.current_result is None and results.result is None
    assert not results.copy_button.isEnabled()
    assert "failed" in window.analyze_view.state.text()
    # nothing to export, and the exports say so
    window.export_results("json")
    assert _no_modal_dialogs[-1][0] == "Nothing to export"
    # a good edit brings results back, current again
    window.doc.set_pay("flush", 6)
    window.doc.set_pay("straight", 4)
    qtbot.waitUntil(lambda: "99.5439%" in return_text(window), timeout=TIMEOUT)
    assert notice.isHidden() and not results.stale and results.copy_button.isEnabled()


@pytest.mark.fresh_jobs  # a job while it runs: computed, never another test's answer
def test_results_of_an_older_table_are_marked_while_the_new_ones_come(
    window: MainWindow, qtbot: QtBot
) -> None:
    results = window.analyze_view.results
    window.doc.set_pay("royal_flush", 4000)
    assert results.stale and not _notice(window).isHidden()
    assert "Not up to date" in _notice(window).text()
    assert results.current_result is None  # nothing stale is exported or copied
    assert results.clipboard_text() == ""
    qtbot.waitUntil(lambda: not results.stale, timeout=TIMEOUT)
    assert results.current_result is not None
    assert results.current_result.table == window.doc.table
    assert _notice(window).isHidden()


@pytest.mark.fresh_jobs  # a job while it runs: computed, never another test's answer
def test_a_cancelled_calculation_leaves_the_old_results_marked(
    window: MainWindow, qtbot: QtBot
) -> None:
    view = window.analyze_view
    before = return_text(window)
    window.doc.set_pay("royal_flush", 977)
    view.recalculate()
    cancel = window.findChild(QPushButton, "cancelButton")
    assert cancel is not None
    qtbot.mouseClick(cancel, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: "Cancelled" in view.state.text(), timeout=TIMEOUT)
    assert return_text(window) == before  # the old numbers, greyed and marked
    assert view.results.stale
    assert "cancelled" in _notice(window).text()
    window.recalc_action.trigger()
    qtbot.waitUntil(lambda: not view.results.stale, timeout=TIMEOUT)


def test_a_table_without_pay_lines_shows_zero(window: MainWindow, qtbot: QtBot) -> None:
    for line in window.doc.table.lines:
        window.doc.remove_category(line.key)
    view = window.analyze_view
    qtbot.waitUntil(lambda: "Return 0.0000%" in return_text(window), timeout=TIMEOUT)
    assert "pays nothing" in view.state.text()
    assert "pays nothing" in view.results.title.text()
    assert view.results.model.rowCount() == 1  # Nothing, always
    assert view.results.model.index(0, 0).data() == "Nothing"
    qtbot.waitUntil(lambda: view.results.sweep_chart.sweep is None)
    practice = window.practice_view
    window.tabs.setCurrentWidget(practice)  # the view prepares its table while it is shown
    practice.options.chooser.select_edited()  # type: ignore[attr-defined]
    qtbot.waitUntil(lambda: practice.ready, timeout=TIMEOUT)  # type: ignore[attr-defined]
    practice.play.deal()  # type: ignore[attr-defined]
    result = practice.play.draw()  # type: ignore[attr-defined]
    assert result is not None and result.total_paid == 0


def test_deal_bonuses_have_rows_and_bars(window: MainWindow, qtbot: QtBot) -> None:
    window.open_builtin("royal-deal-jacks-or-better-8-5")
    results = window.analyze_view.results
    qtbot.waitUntil(lambda: "97.4831%" in return_text(window), timeout=TIMEOUT)
    model = results.model
    labels = [model.index(r, 0).data() for r in range(model.rowCount())]
    assert labels[-1] == "Royal flush dealt (bonus)"
    assert labels[-2] == "Nothing"
    ticks = results.contribution_chart.plotItem.getAxis("left")._tickLevels
    assert any(t == "Royal flush dealt (bonus)" for _, t in ticks[0])
    assert "bonuses on the deal" in results.title.text()


# ------------------------------------------------------------------------- exports


@pytest.mark.parametrize("kind", ["png", "svg"])
def test_a_chart_export_into_a_missing_folder_is_reported(
    window: MainWindow,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    _no_modal_dialogs: list[tuple[str, str]],
    kind: str,
) -> None:
    chart = window.analyze_view.results.contribution_chart
    target = tmp_path / "missing" / f"chart.{kind}"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(target), ""))
    chart.ask_export(kind)
    assert _no_modal_dialogs[-1][0] == "Export failed"
    assert "No such file or directory" in _no_modal_dialogs[-1][1]
    assert not target.exists() and not target.parent.exists()


@pytest.mark.parametrize("kind", ["png", "svg"])
def test_a_chart_export_onto_a_full_disk_leaves_no_file(
    window: MainWindow,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    _no_modal_dialogs: list[tuple[str, str]],
    kind: str,
) -> None:
    chart = window.analyze_view.results.probability_chart
    target = tmp_path / f"chart.{kind}"
    target.write_bytes(b"the previous export")

    def full(fd: int) -> None:
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    monkeypatch.setattr(fileio.os, "fsync", full)
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(target), ""))
    chart.ask_export(kind)
    assert _no_modal_dialogs[-1][0] == "Export failed"
    assert "No space left on device" in _no_modal_dialogs[-1][1]
    assert target.read_bytes() == b"the previous export"  # untouched
    assert sorted(p.name for p in tmp_path.iterdir()) == [target.name]  # no temporary
    monkeypatch.undo()
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(target), ""))
    with_signal = []
    chart.exported.connect(with_signal.append)
    chart.ask_export(kind)
    assert with_signal == [str(target)]
    data = target.read_bytes()
    assert data.startswith(b"\x89PNG") if kind == "png" else b"<svg" in data
