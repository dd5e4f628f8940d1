"""The Analyze view's Feature games page, driven as a user would: tabs, combo boxes, keys."""

from __future__ import annotations

from fractions import Fraction
from pathlib import Path

import pytest
from analyze_driving import TIMEOUT, show_page, stored
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox, QLabel, QLineEdit, QPushButton
from pytestqt.qtbot import QtBot
from shared_makers import kept_call

from vptrainer.core.features import spin_poker as spin_module
from vptrainer.core.features.games import FeatureRequest, run_feature
from vptrainer.core.features.multi_strike import MultiStrikeRules
from vptrainer.gui.analyze.feature_page import FeaturePage
from vptrainer.gui.analyze.page_parts import FigureTable, pct
from vptrainer.gui.jobs.features import FeatureGameRequest
from vptrainer.gui.main_window import MainWindow

SPIN_POKER = spin_module.spin_poker


def _page(window: MainWindow) -> FeaturePage:
    return window.analyze_view.features


def _table(window: MainWindow, name: str) -> FigureTable:
    table = window.findChild(FigureTable, name)
    assert table is not None, name
    return table


def _figure(window: MainWindow, label: str) -> str:
    summary = _table(window, "featureSummaryTable")
    for r in range(summary.rowCount()):
        if summary.cell_text(r, 0) == label:
            return summary.cell_text(r, 1)
    return ""


def _pick(window: MainWindow, qtbot: QtBot, title: str) -> None:
    """Choose a feature in the combo box with the keyboard."""
    combo = window.findChild(QComboBox, "featureCombo")
    assert combo is not None
    combo.setFocus()
    target = combo.findText(title)
    while combo.currentIndex() != target:
        qtbot.keyClick(combo, Qt.Key.Key_Down if combo.currentIndex() < target else Qt.Key.Key_Up)


def test_multi_strike_return_equals_run_feature(window: MainWindow, qtbot: QtBot) -> None:
    table = window.doc.table
    documented = FeatureRequest(
        "multi-strike",
        lines=4,
        multipliers=(1, 2, 4, 8),
        free_rides=(Fraction("0.0825"), Fraction("0.078"), Fraction("0.078")),
    )
    rules = MultiStrikeRules()  # what run_feature plays when given no options
    assert (rules.multipliers, rules.free_rides) == (documented.multipliers, documented.free_rides)
    core = stored(window, FeatureGameRequest(table, documented))  # run_feature, once a session
    show_page(window, qtbot, "Feature games")
    page = _page(window)
    assert page.game == "multi-strike"
    assert page._request == FeatureGameRequest(table, documented)  # the documented defaults
    qtbot.waitUntil(lambda: page.result is not None, timeout=TIMEOUT)
    assert page.result is not None and page.result.return_exact == core.return_exact
    assert _figure(window, "Return") == pct(float(core.return_exact))
    assert _figure(window, "Base game's return") == "99.5439%"
    # the strategy changes by level, with how often and what the base holds cost
    levels = window.findChild(QComboBox, "featureLevelCombo")
    changes = _table(window, "featureChangesTable")
    assert levels is not None and levels.count() == 4
    assert changes.rowCount() > 0
    label = window.findChild(QLabel, "featureStrategyLabel")
    assert label is not None and "differs from the base game's" in label.text()
    first = changes.cell_text(0, 0)
    levels.setFocus()
    qtbot.keyClick(levels, Qt.Key.Key_End)
    assert "level 4" in label.text() and changes.cell_text(0, 0) != first
    details = _table(window, "featureDetailsTable")
    assert details.rowCount() == 4 and details.cell_text(3, 1) == "8x"


@pytest.mark.slow
def test_base_strategy_games_say_so_and_bad_options_are_refused(
    window: MainWindow, qtbot: QtBot, tmp_path: Path
) -> None:
    show_page(window, qtbot, "Feature games")
    _pick(window, qtbot, "Super Times Pay")
    page = _page(window)
    qtbot.waitUntil(
        lambda: page.result is not None and page.result.game == "super-times-pay", timeout=TIMEOUT
    )
    assert _figure(window, "Return") == "99.5439%"  # the documented weights: E[M] = 6/5
    assert _figure(window, "The extra 1 coin(s) a line return") == "99.5439%"
    label = window.findChild(QLabel, "featureStrategyLabel")
    assert label is not None and label.text().startswith("The strategy is the base game's")
    assert not _table(window, "featureChangesTable").isVisibleTo(page)
    # a half-typed option says what is wrong, computes nothing and keeps the figures
    weights = window.findChild(QLineEdit, "super_times_pay_weights")
    assert weights is not None
    weights.setFocus()
    weights.selectAll()
    qtbot.keyClicks(weights, "1:1330, 2:x")
    qtbot.keyClick(weights, Qt.Key.Key_Return)
    error = window.findChild(QLabel, "featureError")
    assert error is not None
    qtbot.waitUntil(lambda: error.isVisible(), timeout=TIMEOUT)
    assert "Multiplier weights" in error.text() and "2:x" in error.text()
    assert page.wanted() == []
    weights.selectAll()
    qtbot.keyClicks(weights, "1:14, 2:1")
    qtbot.keyClick(weights, Qt.Key.Key_Return)
    qtbot.waitUntil(
        lambda: _figure(window, "Return") == pct(0.9954390436951225 * 16 / 15 * 5 / 6),
        timeout=TIMEOUT,
    )
    defaults = window.findChild(QPushButton, "featureDefaultsButton")
    assert defaults is not None
    qtbot.mouseClick(defaults, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: _figure(window, "Return") == "99.5439%", timeout=TIMEOUT)
    # the chart and the tables export
    chart = page.chart
    assert chart in window.analyze_view.chart_list
    for kind in ("png", "svg", "csv"):
        chart.export(kind, tmp_path / f"stp.{kind}")
        assert (tmp_path / f"stp.{kind}").stat().st_size > 100
    assert "10x" in (tmp_path / "stp.csv").read_text()
    assert "Return\t99.5439%" in _table(window, "featureSummaryTable").tsv()


def test_hot_roll_equals_run_feature(window: MainWindow, qtbot: QtBot) -> None:
    show_page(window, qtbot, "Feature games")
    page = _page(window)
    _pick(window, qtbot, "Hot Roll")
    qtbot.waitUntil(
        lambda: page.result is not None and page.result.game == "hot-roll", timeout=TIMEOUT
    )
    core = run_feature(window.doc.table, FeatureRequest("hot-roll"))
    assert page.result.return_exact == core.return_exact
    assert page.result.variance_exact == core.variance_exact
    assert _figure(window, "Return") == "99.5439%"
    assert (
        _figure(window, "Variance of a round (bets squared)")
        == f"{float(core.variance_exact):,.4f}"
    )
    assert _table(window, "featureDetailsTable").rowCount() == 12  # 1x and the dice 2..12


@pytest.mark.slow  # Spin Poker's pair sums take a while the first time on a machine
def test_spin_poker_standard_deviations(
    window: MainWindow, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    # the core's exact covariances (tests/core/features/test_spin_poker.py), computed
    # once for both tests and kept between runs of the same core
    monkeypatch.setattr(
        spin_module, "spin_poker", lambda table, **kw: kept_call(SPIN_POKER, table, **kw)
    )
    show_page(window, qtbot, "Feature games")
    page = _page(window)
    _pick(window, qtbot, "Spin Poker")
    qtbot.waitUntil(
        lambda: page.result is not None and page.result.game == "spin-poker", timeout=300_000
    )
    details = _table(window, "featureDetailsTable")
    assert details.rowCount() == 9
    assert details.cell_text(0, 1) == "4.418" and details.cell_text(8, 1) == "7.212"


@pytest.mark.fresh_jobs  # a job while it runs: computed, never another test's answer
def test_hidden_page_computes_nothing_and_cancel_stops(window: MainWindow, qtbot: QtBot) -> None:
    page = _page(window)
    assert page.wanted() == [] and not page.jobs.busy
    show_page(window, qtbot, "Feature games")
    _pick(window, qtbot, "Wheel Poker")
    cancel = window.findChild(QPushButton, "featureCancel")
    assert cancel is not None
    qtbot.waitUntil(lambda: cancel.isEnabled(), timeout=TIMEOUT)
    qtbot.mouseClick(cancel, Qt.MouseButton.LeftButton)
    assert page.wanted() == [] and not page.jobs.busy
    state = window.findChild(QLabel, "featureState")
    assert state is not None and "Cancelled" in state.text()


def _inside(widget: object, kinds: tuple[type, ...]) -> bool:
    parent = widget.parent()  # type: ignore[attr-defined]
    while parent is not None:
        if isinstance(parent, kinds):
            return True
        parent = parent.parent()
    return False


def test_every_widget_of_the_pages_is_named(window: MainWindow) -> None:
    from PySide6.QtWidgets import (
        QAbstractButton,
        QAbstractItemView,
        QAbstractSpinBox,
        QGroupBox,
        QProgressBar,
        QWidget,
    )

    kinds = (
        QAbstractButton,
        QComboBox,
        QLineEdit,
        QAbstractSpinBox,
        QAbstractItemView,
        QGroupBox,
        QProgressBar,
    )
    view = window.analyze_view
    view.ultimate_x.hand.chart  # noqa: B018 - the charts are made on first use
    _page(window).chart  # noqa: B018
    for page in (view.ultimate_x, view.features):
        widgets = [w for w in page.findChildren(QWidget) if isinstance(w, kinds)]
        widgets += [view.ultimate_x.hand.chart, _page(window).chart]
        assert len(widgets) > 20
        for w in widgets:
            if _inside(w, (QComboBox, QAbstractSpinBox, QAbstractItemView)):
                continue  # a combo box's list, a spin box's line edit, a table's header
            assert w.objectName() and w.accessibleName(), (type(w).__name__, w.objectName())
