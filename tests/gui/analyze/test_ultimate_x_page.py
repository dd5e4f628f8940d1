"""The Analyze view's Ultimate X page, driven as a user would: tabs, combo boxes, keys."""

from __future__ import annotations

from pathlib import Path

import pytest
from analyze_driving import TIMEOUT, choose_table, show_page, stored
from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QCheckBox, QComboBox, QLabel, QLineEdit, QPushButton, QSpinBox
from pytestqt.qtbot import QtBot

from vptrainer.core.features.ultimate_x.hands import hand_values
from vptrainer.gui.analyze.page_parts import FigureTable, pct
from vptrainer.gui.jobs.features import UltimateXRequest
from vptrainer.gui.main_window import MainWindow


def _page_table(window: MainWindow, name: str) -> FigureTable:
    table = window.findChild(FigureTable, name)
    assert table is not None, name
    return table


def _one_line_shown(window: MainWindow) -> bool:
    return _page_table(window, "uxReturnsTable").cell_text(0, 1).endswith("%")


@pytest.fixture
def ux86(window: MainWindow, qtbot: QtBot) -> MainWindow:
    """The Ultimate X page of 8/6 Jacks or Better, its single-line solve shown (solved
    once a session, served from the window's result store as a solve done before is)."""
    choose_table(window, qtbot, "jacks-or-better-8-6")
    stored(window, UltimateXRequest(window.doc.table, 1, "jacks-or-better"))
    show_page(window, qtbot, "Ultimate X")
    qtbot.waitUntil(lambda: _one_line_shown(window), timeout=TIMEOUT)
    return window


def test_single_line_return_and_frequencies_match_the_core(ux86: MainWindow, qtbot: QtBot) -> None:
    page = ux86.analyze_view.ultimate_x
    returns = _page_table(ux86, "uxReturnsTable")
    assert returns.cell_text(0, 0) == "1 line"
    assert returns.cell_text(0, 1) == "98.5747%" or returns.cell_text(0, 1).startswith("98.57")
    done = page._done[(1, False)]
    assert returns.cell_text(0, 1) == pct(done.result.expected_return)
    base = ux86.findChild(QLabel, "uxBaseLabel")
    assert base is not None and "98.3927%" in base.text()
    # the Wizard of Odds' line-multiplier frequencies, to every printed digit
    freqs = _page_table(ux86, "uxFrequencyTable")
    shown = {freqs.cell_text(r, 0): freqs.cell_text(r, 1) for r in range(freqs.rowCount())}
    assert shown == {
        "1x": "56.29%",
        "2x": "19.93%",
        "3x": "12.53%",
        "4x": "7.24%",
        "7x": "1.38%",
        "10x": "1.50%",
        "12x": "1.13%",
    }
    source = ux86.findChild(QLabel, "uxSourceLabel")
    assert source is not None and source.text().startswith("Source: Wizard of Odds")
    family = ux86.findChild(QComboBox, "uxFamilyCombo")
    assert family is not None and family.currentData() == "jacks-or-better"


def test_hand_values_and_turning_points(ux86: MainWindow, qtbot: QtBot) -> None:
    page = ux86.analyze_view.ultimate_x
    result = page._done[(1, False)].result
    turns = _page_table(ux86, "uxTurnsTable")
    # an example deal whose best hold changes with M is shown first
    qtbot.waitUntil(lambda: turns.rowCount() >= 2, timeout=TIMEOUT)
    edit = ux86.findChild(QLineEdit, "uxHandEdit")
    spin = ux86.findChild(QSpinBox, "uxMultiplierSpin")
    assert edit is not None and spin is not None
    assert (spin.minimum(), spin.maximum()) == (1, 12)
    # a typed hand, at a typed total multiplier
    edit.clear()
    qtbot.keyClicks(edit, "Jh Qh Kh 7c 7d")
    qtbot.keyClick(edit, Qt.Key.Key_Return)
    spin.setFocus()
    spin.selectAll()
    qtbot.keyClicks(spin, "9")
    holds = _page_table(ux86, "uxHoldTable")
    expected = hand_values(result, "Jh Qh Kh 7c 7d", 9)
    want = f"{expected.holds[0].value:.6f}"
    qtbot.waitUntil(lambda: holds.cell_text(0, 3) == want, timeout=TIMEOUT)
    assert holds.rowCount() == 32
    assert holds.cell_text(0, 0) == (expected.holds[0].held_codes or "Discard all")
    chart = page.hand.chart
    rows = chart.csv_rows()
    assert rows[0][0] == "total_multiplier" and rows[1][0] == 1 and rows[12][0] == 12
    # a bad hand says what is wrong and keeps the last one
    edit.clear()
    qtbot.keyClicks(edit, "Jh Jh Kh 7c 7d")
    qtbot.keyClick(edit, Qt.Key.Key_Return)
    message = ux86.findChild(QLabel, "uxHandMessage")
    assert message is not None and "duplicate card Jh" in message.text()
    assert holds.cell_text(0, 3) == want


def test_chart_exports(ux86: MainWindow, qtbot: QtBot, tmp_path: Path) -> None:
    turns = _page_table(ux86, "uxTurnsTable")
    qtbot.waitUntil(lambda: turns.rowCount() >= 2, timeout=TIMEOUT)
    chart = ux86.analyze_view.ultimate_x.hand.chart
    assert chart in ux86.analyze_view.chart_list
    for kind in ("png", "svg", "csv"):
        chart.export(kind, tmp_path / f"ux.{kind}")
        assert (tmp_path / f"ux.{kind}").stat().st_size > 100
    assert "turning_point" in (tmp_path / "ux.csv").read_text()
    assert "Ultimate X" in turns.csv_text() and "From M" in turns.tsv()
    returns = _page_table(ux86, "uxReturnsTable")
    returns.setFocus()
    qtbot.keyClick(returns, Qt.Key.Key_C, Qt.KeyboardModifier.ControlModifier)
    copied = QGuiApplication.clipboard().text()
    assert copied.startswith("Lines\tReturn\t") and "1 line\t98.57" in copied


@pytest.mark.fresh_jobs  # a job while it runs: computed, never another test's answer
def test_hidden_page_computes_nothing_and_cancel_stops(window: MainWindow, qtbot: QtBot) -> None:
    page = window.analyze_view.ultimate_x
    assert not page.jobs.busy and page.wanted() == []
    choose_table(window, qtbot, "jacks-or-better-7-5")
    show_page(window, qtbot, "Ultimate X")
    cancel = window.findChild(QPushButton, "uxCancel")
    assert cancel is not None
    qtbot.waitUntil(lambda: cancel.isEnabled(), timeout=TIMEOUT)
    qtbot.mouseClick(cancel, Qt.MouseButton.LeftButton)
    assert not page.jobs.busy and page.wanted() == []
    state = window.findChild(QLabel, "uxState")
    assert state is not None and "Cancelled" in state.text()
    show_page(window, qtbot, "Return")
    assert page.wanted() == []


def test_tables_it_cannot_play_say_why(window: MainWindow, qtbot: QtBot) -> None:
    page = window.analyze_view.ultimate_x
    message = window.findChild(QLabel, "uxMessage")
    assert message is not None
    show_page(window, qtbot, "Ultimate X")
    choose_table(window, qtbot, "royal-deal-jacks-or-better-8-5")
    qtbot.waitUntil(lambda: "bonuses on the dealt hand" in message.text(), timeout=TIMEOUT)
    assert page.wanted() == [] and not page.jobs.busy
    assert _page_table(window, "uxReturnsTable").cell_text(0, 1) == "—"
    choose_table(window, qtbot, "aces-and-faces-8-5")
    qtbot.waitUntil(lambda: "cannot be told" in message.text(), timeout=TIMEOUT)
    assert page.wanted() == []
    family = window.findChild(QComboBox, "uxFamilyCombo")
    assert family is not None and family.currentData() is None


def test_family_and_five_coin_options(ux86: MainWindow, qtbot: QtBot) -> None:
    page = ux86.analyze_view.ultimate_x
    family = ux86.findChild(QComboBox, "uxFamilyCombo")
    five = ux86.findChild(QCheckBox, "uxFiveCoinCheck")
    assert family is not None and five is not None
    qtbot.mouseClick(five, Qt.MouseButton.LeftButton)
    assert page.five_coin
    wanted = [w.request for w in page.wanted()]
    assert wanted[0].five_coin and wanted[0].lines == 1
    assert sum(1 for r in wanted if getattr(r, "five_coin", False)) == 4
    family.setFocus()
    qtbot.keyClick(family, Qt.Key.Key_Down)  # Bonus Poker's multipliers, on this table
    assert page.family == "bonus-poker"
    assert all(getattr(w.request, "family", "bonus-poker") == "bonus-poker" for w in page.wanted())
    qtbot.mouseClick(five, Qt.MouseButton.LeftButton)


@pytest.mark.slow
def test_every_line_count_and_unverified_source(ux86: MainWindow, qtbot: QtBot) -> None:
    returns = _page_table(ux86, "uxReturnsTable")
    qtbot.waitUntil(lambda: returns.cell_text(3, 1).endswith("%"), timeout=120_000)
    assert returns.cell_text(3, 1).startswith("99.4")  # 10-play 8/6: 99.42% (Wizard of Odds)
    family = ux86.findChild(QComboBox, "uxFamilyCombo")
    assert family is not None
    row = family.findData("bonus-poker-deluxe")
    family.setCurrentIndex(row)
    family.activated.emit(row)
    source = ux86.findChild(QLabel, "uxSourceLabel")
    assert source is not None
    qtbot.waitUntil(
        lambda: source.text().startswith("This multiplier table is unverified: No published"),
        timeout=TIMEOUT,
    )


def test_a_multiplier_table_file(
    ux86: MainWindow, qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from PySide6.QtWidgets import QFileDialog

    page = ux86.analyze_view.ultimate_x
    family = ux86.findChild(QComboBox, "uxFamilyCombo")
    message = ux86.findChild(QLabel, "uxMessage")
    assert family is not None and message is not None
    bad = tmp_path / "bad.toml"
    bad.write_text('name = "Mine"\n[multipliers]\nfull_house = "twelve"\n')
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(bad), ""))
    row = family.findData("file")
    family.setCurrentIndex(row)
    family.activated.emit(row)
    assert family.currentText() == "File: bad.toml"
    qtbot.waitUntil(lambda: message.isVisible(), timeout=TIMEOUT)
    assert "multiplier is a whole number" in message.text()
    assert page.wanted()[0].request.path == bad
    # a cancelled dialog keeps the file chosen before
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: ("", ""))
    family.activated.emit(row)
    assert page.family == "file" and page.file == bad
