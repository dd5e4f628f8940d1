"""The Bankroll view's charts: the risk curve, the fan of session results, the meter's return."""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QWidget

from vptrainer.core.bankroll.fan import ResultQuantiles
from vptrainer.core.bankroll.money import Money
from vptrainer.core.engine.sweep import SweepResult
from vptrainer.gui import i18n
from vptrainer.gui.i18n.core_texts import bets_text, percent_text
from vptrainer.gui.style import ACCENT, BAR_COLOR, CHART_GUIDE, CHART_GUIDE_TEXT, CHART_TEXT
from vptrainer.gui.widgets.plot_chart import PlotChart


def _places(value: float) -> int:
    """The decimals ``value`` needs (at most 6)."""
    for places in range(6):
        if abs(round(value, places) - value) < 1e-9:
            return places
    return 6


class _Translated(PlotChart):
    """A chart whose title and axes follow the language (:meth:`retranslate`)."""

    def retranslate(self) -> None:
        """Set the title and the axes' names in the current language."""

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
            self.set_title(self.full_title)


def _dashed(color: QColor | str, width: float = 1.0) -> object:
    return pg.mkPen(color, width=width, style=Qt.PenStyle.DashLine)


class RiskCurveChart(_Translated):
    """The long-run risk of ruin against the bankroll, with the chosen bankroll marked."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__("riskCurveChart", "", parent)
        self.plotItem.showGrid(x=True, y=True, alpha=0.25)
        self.retranslate()
        self.set_title(self.full_title)
        for side in ("left", "bottom"):
            self.plotItem.getAxis(side).enableAutoSIPrefix(False)
        self.bankrolls = np.zeros(0)
        self.risks = np.zeros(0)
        self.lines = 1

    def retranslate(self) -> None:
        self.title = self.tr("Risk of ruin")
        self.plotItem.setLabel("bottom", self.tr("Bankroll (bets)"))
        self.plotItem.setLabel("left", self.tr("Long-run risk of ruin (%)"))

    def show_none(self, text: str) -> None:
        """No curve (and nothing to export): say why."""
        self.bankrolls = np.zeros(0)
        self.risks = np.zeros(0)
        self.show_message(text)

    def show_curve(
        self,
        bankrolls: np.ndarray,
        risks: np.ndarray,
        *,
        bankroll: float,
        risk_at_bankroll: float,
        marks: Sequence[tuple[float, float]],
        lines: int,
    ) -> None:
        """Draw ``risks`` (0-1) against ``bankrolls`` (bets); mark the bankroll and ``marks``."""
        self.bankrolls, self.risks, self.lines = bankrolls, risks, lines
        self.clear_plot()  # the axes again, after a message hid them
        plot = self.plotItem
        plot.plot(bankrolls, risks * 100, pen=pg.mkPen(BAR_COLOR, width=2))
        xs = [b for _, b in marks]
        ys = [p * 100 for p, _ in marks]
        plot.addItem(
            pg.ScatterPlotItem(
                xs,
                ys,
                size=7,
                brush=pg.mkBrush(BAR_COLOR),
                hoverable=True,
                tip=lambda x, y, data: self.tr("{risk} risk: {bankroll}").format(
                    risk=i18n.percent(y / 100, 2), bankroll=bets_text(x)
                ),
            )
        )
        plot.addItem(
            pg.InfiniteLine(
                pos=bankroll,
                angle=90,
                pen=pg.mkPen(ACCENT, width=1.5),
                label=self.tr("{bankroll}: {risk}").format(
                    bankroll=bets_text(bankroll), risk=percent_text(risk_at_bankroll, 2)
                ),
                labelOpts={"position": 0.85, "color": ACCENT, "anchors": [(0, 0), (0, 0)]},
            )
        )
        plot.setYRange(0, 100, padding=0.02)
        plot.setXRange(0, float(bankrolls.max()) if len(bankrolls) else 1.0, padding=0.01)

    def csv_rows(self) -> list[list[object]]:
        if not len(self.bankrolls):
            return []
        rows: list[list[object]] = [["bankroll_bets", "risk_of_ruin", "lines"]]
        rows += [
            [float(b), float(r), self.lines]
            for b, r in zip(self.bankrolls, self.risks, strict=True)
        ]
        return rows


_BAND_ALPHA = {0: 45, 1: 75, 2: 110}


class FanChart(_Translated):
    """Percentile bands and the median of a session's running result, hand by hand."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__("fanChart", "", parent)
        self.plotItem.showGrid(x=True, y=True, alpha=0.25)
        self.retranslate()
        self.set_title(self.full_title)
        for side in ("left", "bottom"):
            self.plotItem.getAxis(side).enableAutoSIPrefix(False)
        self.plotItem.addLegend(offset=(8, 8), labelTextSize="8pt")
        self.quantiles: ResultQuantiles | None = None

    def retranslate(self) -> None:
        self.title = self.tr("Session results")
        self.plotItem.setLabel("bottom", self.tr("Rounds played"))
        self.plotItem.setLabel("left", self.tr("Result (bets)"))

    def show_none(self, text: str) -> None:
        """No fan (and nothing to export): say why."""
        self.quantiles = None
        self.show_message(text)

    def show_fan(
        self,
        q: ResultQuantiles,
        *,
        bankroll: float | None = None,
        goal: float | None = None,
    ) -> None:
        """Draw the bands (outermost first), the median and the mean; mark broke and the goal."""
        self.quantiles = q
        self.clear_plot()  # the axes again, after a message hid them
        plot = self.plotItem
        legend = plot.legend
        if legend is not None:
            legend.clear()
        x = q.hands.astype(float)
        n = len(q.levels)
        for depth in range(n // 2):
            lo, hi = q.values[depth], q.values[n - 1 - depth]
            color = QColor(BAR_COLOR)
            color.setAlpha(_BAND_ALPHA.get(depth, 130))
            low = plot.plot(x, lo, pen=pg.mkPen(color, width=0.5))
            high = plot.plot(x, hi, pen=pg.mkPen(color, width=0.5))
            plot.addItem(pg.FillBetweenItem(low, high, brush=pg.mkBrush(color)))
            if legend is not None:  # a sample of the band (a fill item crashes the legend)
                sample = pg.PlotDataItem(pen=None, fillLevel=0, fillBrush=pg.mkBrush(color))
                low, high = q.levels[depth], q.levels[n - 1 - depth]
                legend.addItem(
                    sample,
                    f"{i18n.percent(low, _places(low * 100))}–"
                    f"{i18n.percent(high, _places(high * 100))}",
                )
        if n % 2:
            middle = q.levels[n // 2]
            name = (
                self.tr("median")
                if abs(middle - 0.5) < 1e-9
                else i18n.percent(middle, _places(middle * 100))
            )
            pen = pg.mkPen(BAR_COLOR.darker(140), width=2.5)
            plot.plot(x, q.values[n // 2], pen=pen, name=name)
        plot.plot(x, q.mean, pen=_dashed(CHART_TEXT, 1.5), name=self.tr("average"))
        if bankroll is not None:
            plot.addItem(
                pg.InfiniteLine(
                    pos=-bankroll,
                    angle=0,
                    pen=_dashed(ACCENT, 1.2),
                    label=self.tr("broke ({bankroll})").format(bankroll=bets_text(-bankroll)),
                    labelOpts={"position": 0.97, "color": ACCENT, "anchors": [(1, 1), (1, 1)]},
                )
            )
        if goal is not None:
            plot.addItem(
                pg.InfiniteLine(
                    pos=goal,
                    angle=0,
                    pen=_dashed(CHART_GUIDE, 1.2),
                    label=self.tr("goal (+{goal})").format(goal=bets_text(goal)),
                    labelOpts={
                        "position": 0.97,
                        "color": CHART_GUIDE_TEXT,
                        "anchors": [(1, 1), (1, 1)],
                    },
                )
            )
        low, high = float(q.values.min()), float(q.values.max())
        span = max(high - low, 1.0)
        marks = [y for y in (-(bankroll or 0.0), goal) if y and low - span <= y <= high + span]
        plot.setXRange(0, float(x[-1]), padding=0.02)
        plot.setYRange(min([low, *marks]), max([high, *marks]), padding=0.08)

    def csv_rows(self) -> list[list[object]]:
        q = self.quantiles
        if q is None:
            return []
        header: list[object] = ["rounds", "mean_bets"]
        header += [f"p{p * 100:g}_bets" for p in q.levels]
        if q.errors is not None:
            header += [f"p{p * 100:g}_error95_bets" for p in q.levels]
        rows: list[list[object]] = [header]
        for j, h in enumerate(q.hands.tolist()):
            row: list[object] = [h, float(q.mean[j])]
            row += [float(v) for v in q.values[:, j]]
            if q.errors is not None:
                row += [float(v) for v in q.errors[:, j]]
            rows.append(row)
        return rows


class MeterChart(_Translated):
    """The return against a progressive royal's meter in dollars, with the break-even meter."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__("meterChart", "", parent)
        self.plotItem.showGrid(x=True, y=True, alpha=0.25)
        self.retranslate()
        self.set_title(self.full_title)
        for side in ("left", "bottom"):
            self.plotItem.getAxis(side).enableAutoSIPrefix(False)
        self.meters = np.zeros(0)
        self.returns = np.zeros(0)

    def retranslate(self) -> None:
        self.title = self.tr("Return by meter")
        self.plotItem.setLabel("left", self.tr("Return (%)"))

    def show_none(self, text: str) -> None:
        """No curve (and nothing to export): say why."""
        self.meters = np.zeros(0)
        self.returns = np.zeros(0)
        self.show_message(text)

    def show_meter(
        self,
        sweep: SweepResult,
        wallet: Money,
        meter: float,
        break_even_meter: float | None,
        cashback: float,
    ) -> None:
        """Draw the sweep in dollars of a max-bet jackpot; mark the meter and the break-even."""
        bet = float(wallet.bet)
        self.meters = sweep.pays * bet
        self.returns = sweep.returns * 100
        self.clear_plot()  # the axes again, after a message hid them
        plot = self.plotItem
        plot.setLabel(
            "bottom",
            self.tr("{line} meter ($, {coins} coins)").format(
                line=sweep.label, coins=i18n.integer(wallet.coins)
            ),
        )
        plot.plot(self.meters, self.returns, pen=pg.mkPen(BAR_COLOR, width=2))
        target = 100 - cashback * 100
        plot.addItem(
            pg.InfiniteLine(
                pos=target,
                angle=0,
                pen=_dashed(CHART_GUIDE),
                label=self.tr("{target} + {cashback} cash back").format(
                    target=i18n.percent(target / 100, _places(target)),
                    cashback=i18n.percent(cashback, _places(cashback * 100)),
                )
                if cashback
                else i18n.percent(target / 100, _places(target)),
                labelOpts={"position": 0.85, "color": CHART_GUIDE_TEXT},
            )
        )
        inside = meter <= self.meters[-1]
        at = float(np.interp(meter, self.meters, self.returns)) if inside else None
        plot.addItem(
            pg.InfiniteLine(
                pos=meter,
                angle=90,
                pen=pg.mkPen(BAR_COLOR.darker(130), width=1.2),
                label=self.tr("meter {meter}").format(meter=i18n.dollars(meter, 0))
                if at is None
                else self.tr("meter {meter}: {percent}").format(
                    meter=i18n.dollars(meter, 0), percent=i18n.percent(at / 100, 3)
                ),
                labelOpts={"position": 0.9, "color": CHART_TEXT, "anchors": [(0, 0), (0, 0)]},
            )
        )
        if break_even_meter is not None:
            plot.addItem(
                pg.InfiniteLine(
                    pos=break_even_meter,
                    angle=90,
                    pen=pg.mkPen(ACCENT, width=1.5),
                    label=self.tr("break-even {meter}").format(
                        meter=i18n.dollars(break_even_meter, 0)
                    ),
                    labelOpts={"position": 0.75, "color": ACCENT, "anchors": [(0, 0), (0, 0)]},
                )
            )
        plot.enableAutoRange()

    def csv_rows(self) -> list[list[object]]:
        if not len(self.meters):
            return []
        rows: list[list[object]] = [["meter_dollars", "return_percent"]]
        rows += [[float(m), float(r)] for m, r in zip(self.meters, self.returns, strict=True)]
        return rows
