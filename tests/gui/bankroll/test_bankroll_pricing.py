"""The Bankroll view priced as the bet is paid, driven by keys and clicks: the rising
meter page, the risk at the meter and at fewer coins, feature games' risk, the axes of
the charts, dollars and hours, and the inputs remembered between runs."""

from __future__ import annotations

import csv
from fractions import Fraction
from functools import cache
from pathlib import Path

import pytest
from bankroll_driving import TIMEOUT, cell, choose, show_bankroll, type_into
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from vptrainer.core.bankroll.money import priced_table
from vptrainer.core.bankroll.rising import RisingMeter
from vptrainer.core.bankroll.risk import LongRunRisk, long_run_risk
from vptrainer.core.bankroll.texts import bets_text, dollars_text
from vptrainer.core.engine.analysis import analyze
from vptrainer.core.engine.sweep import SweepResult
from vptrainer.core.features.games import FeatureRequest, run_feature
from vptrainer.core.games.builtin import load_builtin
from vptrainer.gui import settings as prefs
from vptrainer.gui.bankroll.inputs import BankrollInputs
from vptrainer.gui.bankroll.view import BankrollView
from vptrainer.gui.jobs.engine import SweepRequest
from vptrainer.gui.jobs.rising import CURVE_POINTS
from vptrainer.gui.main_window import MainWindow
from vptrainer.gui.widgets.plot_chart import PlotChart


@cache
def _feature_risk(table_id: str, game: str, cashback: Fraction) -> LongRunRisk:
    found = run_feature(load_builtin(table_id), FeatureRequest(game=game))
    return long_run_risk(found.round_outcomes, cashback=cashback)


def _axes_shown(chart: PlotChart) -> bool:
    return all(chart.plotItem.getAxis(side).isVisible() for side in ("left", "bottom"))


def _sweep(view: BankrollView) -> SweepResult:
    assert view.result is not None
    found, sweep = view.store.find(SweepRequest(view.result.table))
    assert found
    return sweep  # type: ignore[no-any-return]


@pytest.mark.slow
def test_the_rising_meter_page(window: MainWindow, qtbot: QtBot) -> None:
    window.open_builtin("jacks-or-better-8-5")
    view = show_bankroll(qtbot, window)
    qtbot.waitUntil(lambda: "97.2984%" in view.title.text(), timeout=TIMEOUT)
    page = view.rising_page
    qtbot.mouseClick(
        view.outputs.tabBar(),
        Qt.MouseButton.LeftButton,
        pos=view.outputs.tabBar().tabRect(view.outputs.indexOf(page)).center(),
    )
    assert view.outputs.currentWidget() is page
    type_into(qtbot, page.meter_spin, "2000")  # 8,000 quarters
    type_into(qtbot, page.rate_spin, "0")
    # the fixed meter: re-optimised, 8/5 Jacks or Better breaks even at 1,733 per coin
    label = page.break_even_label
    qtbot.waitUntil(lambda: "1,733.14 per coin" in label.text(), timeout=TIMEOUT)
    assert "8,666 coins ($2,166)" in label.text()  # five quarters a bet
    assert _axes_shown(page.chart)
    # the meter rises by 0.5% of each bet: the figures are the core's
    type_into(qtbot, page.rate_spin, "0.5")
    qtbot.waitUntil(lambda: "1,570.01 per coin" in label.text(), timeout=TIMEOUT)
    model = RisingMeter(_sweep(view), rate=Fraction(1, 200), coins=5)
    point = model.at(8000)
    profit = point.expected_profit
    assert f"{profit:+,.0f} coins ({dollars_text(profit / 4, signed=True)})" in (
        page.profit_label.text()
    )
    assert f"{point.expected_hands:,.0f} hands" in page.hands_label.text()
    assert f"{point.expected_hands / 600:,.1f} hours at 600" in page.hands_label.text()
    assert f"{point.expected_meter_at_hit:,.0f} coins" in page.hit_label.text()
    # the chart and its data as a table, exportable
    assert page.table.rowCount() == CURVE_POINTS
    rows = page.chart.csv_rows()
    assert len(rows) == CURVE_POINTS + 1 and rows[0][0] == "meter_coins"
    first = rows[1]
    again = model.at(first[0])
    assert first[3] == pytest.approx(again.expected_profit, rel=1e-9, abs=1e-6)
    assert page.table.item(0, 0).text() == dollars_text(float(first[1]))
    reader = list(csv.reader(page.chart.csv_text().splitlines()))
    assert "Jacks or Better 8/5" in reader[0][0]
    # one meter for the view: the progressive page and the inputs show it too
    assert view.progressive_page.meter_spin.value() == 2000
    assert view.inputs.meter_spin.value() == 2000


def test_another_player_may_hit_the_rising_meter_first(window: MainWindow, qtbot: QtBot) -> None:
    view = show_bankroll(qtbot, window)
    view.outputs.setCurrentWidget(view.rising_page)
    page = view.rising_page
    type_into(qtbot, page.meter_spin, "1500")  # 6,000 quarters on 9/6
    type_into(qtbot, page.players_spin, "3")
    qtbot.waitUntil(lambda: "chance that you hit it" in page.hit_label.text(), timeout=TIMEOUT)
    shared = RisingMeter(_sweep(view), rate=Fraction(1, 200), coins=5, players=3).at(6000)
    assert f"{shared.p_own_royal * 100:.1f}%" in page.hit_label.text()
    assert f"{shared.expected_profit:+,.0f} coins" in page.profit_label.text()


@pytest.mark.slow
def test_the_rising_meter_needs_a_max_bet(window: MainWindow, qtbot: QtBot) -> None:
    view = show_bankroll(qtbot, window)
    view.outputs.setCurrentWidget(view.rising_page)
    type_into(qtbot, view.inputs.coins_spin, "1")
    page = view.rising_page
    qtbot.waitUntil(lambda: "pays a max bet only" in page.profit_label.text(), timeout=TIMEOUT)
    assert page.chart.csv_rows() == []
    # a meter below what the royal can pay is refused with the least meter, not a crash
    type_into(qtbot, view.inputs.coins_spin, "5")
    type_into(qtbot, page.meter_spin, "0")
    qtbot.waitUntil(lambda: "must be at least" in page.profit_label.text(), timeout=TIMEOUT)
    assert not _axes_shown(page.chart)
    type_into(qtbot, page.meter_spin, "1000")
    qtbot.waitUntil(lambda: bool(page.chart.csv_rows()), timeout=TIMEOUT)
    assert _axes_shown(page.chart)


def test_risk_at_the_meter_and_at_fewer_coins(window: MainWindow, qtbot: QtBot) -> None:
    view = show_bankroll(qtbot, window)
    table = load_builtin("jacks-or-better-9-6")
    ruin = view.risk_page.long_run_label
    # one coin a bet is paid the table's short pays (a royal of 250 a coin)
    type_into(qtbot, view.inputs.coins_spin, "1")
    short = analyze(table.at_coins(1)).return_exact
    qtbot.waitUntil(lambda: f"{float(short) * 100:.4f}%" in ruin.text(), timeout=TIMEOUT)
    assert short < Fraction(99, 100)
    # five quarters, the royal at a meter of $2,000 (1,600 a coin)
    type_into(qtbot, view.inputs.coins_spin, "5")
    type_into(qtbot, view.inputs.meter_spin, "2000")
    qtbot.mouseClick(view.inputs.meter_check, Qt.MouseButton.LeftButton)
    assert view.inputs.meter_check.isChecked()
    priced = analyze(priced_table(table, meter_pay=1600))
    lr = long_run_risk(priced)
    bankrolls = view.risk_page.table
    qtbot.waitUntil(
        lambda: cell(bankrolls, "1%", 1) == f"{lr.bankroll_for(0.01):,.0f}", timeout=TIMEOUT
    )
    assert f"{float(priced.return_exact) * 100:.4f}%" in ruin.text()
    assert f"r = {lr.r:.8f}" in ruin.text()
    assert "royal flush at 1600 per coin" in view.risk_page.chart.full_title
    # a meter below max bet cannot be priced: said, not crashed
    type_into(qtbot, view.inputs.coins_spin, "3")
    qtbot.waitUntil(lambda: "max bet" in view.risk_page.ruin_label.text(), timeout=TIMEOUT)


@pytest.mark.slow
def test_a_feature_games_risk_and_session(window: MainWindow, qtbot: QtBot) -> None:
    view = show_bankroll(qtbot, window)
    type_into(qtbot, view.inputs.cashback_spin, "1")
    choose(qtbot, view.inputs.feature_combo, "Super")
    assert not view.inputs.lines_combo.isEnabled()
    lr = _feature_risk("jacks-or-better-9-6", "super-times-pay", Fraction(1, 100))
    bankrolls = view.risk_page.table
    qtbot.waitUntil(
        lambda: cell(bankrolls, "5%", 1) == f"{lr.bankroll_for(0.05):,.0f}", timeout=TIMEOUT
    )
    assert "Super Times Pay costs 1.2 bets" in view.risk_page.spread_label.text()
    assert "Super Times Pay on Jacks or Better 9/6" in view.risk_page.chart.full_title
    assert "own lines" in view.multi_page.covariance_label.text()
    type_into(qtbot, view.inputs.hands_spin, "1000")
    view.outputs.setCurrentWidget(view.session_page)
    page = view.session_page
    qtbot.waitUntil(lambda: "Super Times Pay" in page.title.text(), timeout=TIMEOUT)
    qtbot.waitUntil(lambda: page.chart.quantiles is not None, timeout=TIMEOUT)
    choose(qtbot, view.inputs.feature_combo, "The")  # (a space would open the list)
    assert view.inputs.lines_combo.isEnabled()


@pytest.mark.slow
def test_the_charts_show_their_axes_after_a_message(window: MainWindow, qtbot: QtBot) -> None:
    view = show_bankroll(qtbot, window)
    chart = view.risk_page.chart
    assert not chart.csv_rows() and not _axes_shown(chart)  # 99.54%: a message, no axes
    type_into(qtbot, view.inputs.cashback_spin, "1")
    qtbot.waitUntil(lambda: bool(chart.csv_rows()), timeout=TIMEOUT)
    assert _axes_shown(chart)
    type_into(qtbot, view.inputs.cashback_spin, "0")
    qtbot.waitUntil(lambda: not chart.csv_rows(), timeout=TIMEOUT)
    type_into(qtbot, view.inputs.cashback_spin, "2")
    qtbot.waitUntil(lambda: bool(chart.csv_rows()), timeout=TIMEOUT)
    assert _axes_shown(chart)
    view.outputs.setCurrentWidget(view.session_page)
    fan = view.session_page.chart
    qtbot.waitUntil(lambda: fan.quantiles is not None, timeout=TIMEOUT)
    assert _axes_shown(fan)
    view.outputs.setCurrentWidget(view.progressive_page)
    meter = view.progressive_page.chart
    qtbot.waitUntil(lambda: bool(meter.csv_rows()), timeout=TIMEOUT)
    assert _axes_shown(meter)


def test_dollars_and_hours(window: MainWindow, qtbot: QtBot) -> None:
    view = show_bankroll(qtbot, window)
    type_into(qtbot, view.inputs.cashback_spin, "1")
    type_into(qtbot, view.inputs.speed_spin, "500")
    assert view.result is not None
    per_hour = 500 * float(view.result.return_exact + Fraction(1, 100) - 1)
    hourly = view.risk_page.hourly_label
    qtbot.waitUntil(lambda: "At 500 rounds an hour" in hourly.text(), timeout=TIMEOUT)
    assert bets_text(per_hour, signed=True) in hourly.text()
    assert dollars_text(per_hour * 1.25, signed=True) in hourly.text()
    view.outputs.setCurrentWidget(view.session_page)
    title = view.session_page.title
    qtbot.waitUntil(lambda: "10.0 hours at 500 an hour" in title.text(), timeout=TIMEOUT)
    assert "$1,250" in title.text()  # 1,000 bets of five quarters
    type_into(qtbot, view.inputs.cashback_spin, "0")
    qtbot.waitUntil(lambda: "uses up the bankroll" in hourly.text(), timeout=TIMEOUT)


def test_the_inputs_are_remembered(window: MainWindow, qtbot: QtBot) -> None:
    view = show_bankroll(qtbot, window)
    inputs = view.inputs
    type_into(qtbot, inputs.bankroll_spin, "2500")
    type_into(qtbot, inputs.cashback_spin, "0.25")
    type_into(qtbot, inputs.denomination_spin, "1")
    type_into(qtbot, inputs.speed_spin, "450")
    type_into(qtbot, inputs.meter_spin, "9000")
    choose(qtbot, inputs.lines_combo, "10")
    qtbot.mouseClick(inputs.meter_check, Qt.MouseButton.LeftButton)
    view.outputs.setCurrentWidget(view.rising_page)
    type_into(qtbot, view.rising_page.rate_spin, "1")
    window.settings.sync()
    again = BankrollInputs(prefs.Settings())
    qtbot.addWidget(again)
    v = again.values()
    assert v.bankroll == 2500 and v.cashback == Fraction(1, 400) and v.lines == 10
    assert v.wallet.denomination == 1 and v.speed == 450 and v.meter == 9000
    assert prefs.Settings().get(prefs.BANKROLL_RATE) == 1.0


def test_damaged_remembered_inputs_read_as_the_defaults(qtbot: QtBot, tmp_path: Path) -> None:
    path = tmp_path / "settings.toml"
    path.write_text(
        '[bankroll]\nbankroll = -5\nlines = 7\nfeature = "no-such-game"\ncoins = "five"\n'
        "denomination = 1e400\nhands_per_hour = 0\nmeter_on = 1\nmeter = -3.0\n",
        encoding="utf-8",
    )
    inputs = BankrollInputs(prefs.Settings(path, autosave=False))
    qtbot.addWidget(inputs)
    v = inputs.values()
    assert v.bankroll == 1000 and v.lines == 1 and v.feature is None
    assert v.wallet.coins == 5 and v.wallet.denomination == Fraction(1, 4)
    assert v.speed == 600 and v.meter is None
