"""The Analyze view's charts: contribution to the return, probability by hand, royal sweep."""

from __future__ import annotations

import math

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QWidget

from vptrainer.core.engine.analysis import AnalysisResult
from vptrainer.core.engine.report import fraction_text
from vptrainer.core.engine.sweep import SweepResult
from vptrainer.gui.analyze.categories import result_rows
from vptrainer.gui.i18n import integer, number, percent
from vptrainer.gui.style import (
    ACCENT,
    BAR_COLOR,
    CHART_GUIDE,
    CHART_GUIDE_TEXT,
    CHART_TEXT,
    NOTHING_COLOR,
)
from vptrainer.gui.widgets.plot_chart import PlotChart


class ContributionChart(PlotChart):
    """Each category's share of the return, in percent of the bet."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__("contributionChart", self.tr("Contribution to return"), parent)
        self.plotItem.setLabel("bottom", self.tr("Contribution to the return (% of the bet)"))
        self.plotItem.showGrid(x=True, alpha=0.25)
        self._result: AnalysisResult | None = None

    def csv_rows(self) -> list[list[object]]:
        """Each paying category's pay, combinations and contribution (exact, and in %)."""
        if self._result is None:
            return []
        rows: list[list[object]] = [
            ["category", "hand", "pays_per_coin", "combinations", "contribution_percent"]
        ]
        for c, label in result_rows(self._result):
            if c.pays > 0:
                rows.append([c.key, label, c.pays_text, c.combinations, c.contribution * 100])
        return rows

    def show_result(self, result: AnalysisResult) -> None:
        """Draw the categories of an analysis, the deal bonuses included."""
        self._result = result
        self.clear_plot()
        rows = [(c, label) for c, label in result_rows(result) if c.pays > 0]
        if not rows:
            self.show_message(self.tr("This table pays nothing: its return is 0%."))
            return
        values = np.array([c.contribution * 100 for c, _ in rows])
        bars = pg.BarGraphItem(
            x0=0,
            y=np.arange(len(rows)),
            height=0.7,
            width=values,
            brush=BAR_COLOR,
            pen=pg.mkPen(BAR_COLOR.darker(120)),
        )
        self.plotItem.addItem(bars)
        texts = []
        for i, v in enumerate(values):
            text = pg.TextItem(percent(v / 100, 2), color=CHART_TEXT, anchor=(0, 0.5))
            text.setPos(v, i)
            self.plotItem.addItem(text)
            texts.append(text)
        self.set_category_rows([label for _, label in rows], texts)
        self.plotItem.setXRange(0, max(float(values.max()), 1e-9) * 1.18, padding=0)


class ProbabilityChart(PlotChart):
    """How often each category comes, on a linear or logarithmic scale."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__("probabilityChart", self.tr("Probability by hand"), parent)
        self.plotItem.showGrid(x=True, alpha=0.25)
        self._result: AnalysisResult | None = None
        self.log_scale = True

    def set_log_scale(self, on: bool) -> None:
        """Switch between a logarithmic and a linear probability axis."""
        self.log_scale = on
        if self._result is not None:
            self.show_result(self._result)

    def csv_rows(self) -> list[list[object]]:
        """Each category's combinations, probability and 1 in N."""
        if self._result is None:
            return []
        rows: list[list[object]] = [["category", "hand", "combinations", "probability", "one_in"]]
        for c, label in result_rows(self._result):
            one_in = c.one_in if math.isfinite(c.one_in) else ""  # never comes
            rows.append([c.key, label, c.combinations, c.probability, one_in])
        return rows

    def show_result(self, result: AnalysisResult) -> None:
        """Draw the probabilities of an analysis."""
        self._result = result
        self.clear_plot()
        rows = [(c, label) for c, label in result_rows(result) if c.probability > 0]
        if all(c.pays == 0 for c, _ in rows):
            self.show_message(self.tr("This table pays nothing: every hand is Nothing."))
            return
        cats = [c for c, _ in rows]
        probs = np.array([c.probability for c in cats])
        bottom = self.plotItem.getAxis("bottom")
        if self.log_scale:
            floor = math.floor(math.log10(float(probs.min())))
            widths = np.log10(probs) - floor
            ticks = [(k - floor, f"1e{k}") for k in range(floor, 1)]
            bottom.setTicks([ticks])
            self.plotItem.setLabel("bottom", self.tr("Probability (log scale)"))
        else:
            widths = probs
            bottom.setTicks(None)
            self.plotItem.setLabel("bottom", self.tr("Probability"))
        colors = [NOTHING_COLOR if c.pays == 0 else BAR_COLOR for c in cats]
        bars = pg.BarGraphItem(
            x0=0,
            y=np.arange(len(cats)),
            height=0.7,
            width=widths,
            brushes=colors,
            pens=[pg.mkPen(c.darker(120)) for c in colors],
        )
        self.plotItem.addItem(bars)
        texts = []
        for i, (w, c) in enumerate(zip(widths, cats, strict=True)):
            text = pg.TextItem(
                self.tr("1 in {count}").format(
                    count=number(c.one_in, 0) if c.one_in >= 10 else number(c.one_in, 2)
                ),
                color=CHART_TEXT,
                anchor=(0, 0.5),
            )
            text.setPos(float(w), i)
            self.plotItem.addItem(text)
            texts.append(text)
        self.set_category_rows([label for _, label in rows], texts)
        self.plotItem.setXRange(0, max(float(widths.max()), 1e-9) * 1.25, padding=0)


class RoyalSweepChart(PlotChart):
    """The optimal return as the royal's pay varies: exact breakpoints and break-even.

    Each dot is a pay where the optimal strategy changes; hovering one (or the
    break-even line) shows it exactly, as a fraction.
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__("royalSweepChart", self.tr("Royal sweep"), parent)
        self.plotItem.showGrid(x=True, y=True, alpha=0.25)
        self.plotItem.setLabel("left", self.tr("Return (%)"))
        self.sweep: SweepResult | None = None
        self.shown_breakpoints: list[int] = []  # indices into sweep.breakpoints

    def breakpoint_tip(self, index: int) -> str:
        """The exact pay and return of a breakpoint (the tooltip of its dot)."""
        assert self.sweep is not None
        x = self.sweep.breakpoints[index]
        r = self.sweep.return_at(x)
        text: str = self.tr(
            "The strategy changes at {pay} per coin\nexactly {pay_exact}\n"
            "return {percent} = {return_exact}"
        )
        return text.format(
            pay=number(x, 4),
            pay_exact=fraction_text(x),
            percent=percent(r),
            return_exact=fraction_text(r),
        )

    def break_even_tip(self) -> str:
        """The exact break-even pay (the tooltip of its line)."""
        if self.sweep is None or self.sweep.break_even_exact is None:
            never: str = self.tr("The return never reaches 100%")
            return never
        be = self.sweep.break_even_exact
        text: str = self.tr(
            "Break-even: {pay} per coin ({five} for 5 coins)\n"
            "exactly {exact} per coin, where the return is 100%"
        )
        return text.format(pay=number(be, 4), five=number(be * 5, 0), exact=fraction_text(be))

    def show_sweep(self, sweep: SweepResult) -> None:
        """Draw a sweep result."""
        self.sweep = sweep
        self.clear_plot()
        title = self.tr("Return as the {hand} pays more").format(hand=sweep.label.lower())
        self.set_title(
            self.tr("{chart} — {table}").format(chart=title, table=self.table_name)
            if self.table_name
            else title
        )
        self.plotItem.setLabel("bottom", self.tr("{hand} pays (per coin)").format(hand=sweep.label))
        self.plotItem.enableAutoRange()
        self.plotItem.plot(sweep.pays, sweep.returns * 100, pen=pg.mkPen(BAR_COLOR, width=2))
        lo, hi = float(sweep.pays.min()), float(sweep.pays.max())
        self.shown_breakpoints = [
            i for i, b in enumerate(sweep.breakpoints) if lo <= float(b) <= hi
        ]
        if self.shown_breakpoints:
            xs = np.array([float(sweep.breakpoints[i]) for i in self.shown_breakpoints])
            ys = np.interp(xs, sweep.pays, sweep.returns) * 100
            self.plotItem.addItem(
                pg.ScatterPlotItem(
                    xs,
                    ys,
                    data=self.shown_breakpoints,
                    size=5,
                    pen=None,
                    brush=pg.mkBrush(BAR_COLOR.darker(130)),
                    hoverable=True,
                    hoverSize=9,
                    tip=lambda x, y, data: self.breakpoint_tip(int(data)),
                )
            )
        self.plotItem.addItem(
            pg.InfiniteLine(
                pos=100,
                angle=0,
                pen=pg.mkPen(CHART_GUIDE, style=Qt.PenStyle.DashLine),
                label=percent(1, 0),
                labelOpts={"position": 0.05, "color": CHART_GUIDE_TEXT},
            )
        )
        current = float(np.interp(sweep.current_pay, sweep.pays, sweep.returns)) * 100
        self.plotItem.addItem(
            pg.ScatterPlotItem([sweep.current_pay], [current], size=9, brush=pg.mkBrush(BAR_COLOR))
        )
        now = pg.TextItem(
            self.tr("now: {pay} → {percent}").format(
                pay=number(sweep.current_pay, 0), percent=percent(current / 100, 3)
            ),
            color=CHART_TEXT,
            anchor=(0, 1),
        )
        now.setPos(sweep.current_pay, current)
        self.plotItem.addItem(now)
        if sweep.break_even is not None:
            be = sweep.break_even
            line = pg.InfiniteLine(
                pos=be,
                angle=90,
                pen=pg.mkPen(ACCENT, width=1.5),
                label=self.tr("break-even {pay} ({five} for 5 coins)").format(
                    pay=number(be, 2), five=number(be * 5, 0)
                ),
                labelOpts={"position": 0.9, "color": ACCENT, "anchors": [(0, 0), (0, 0)]},
            )
            line.setToolTip(self.break_even_tip())
            self.plotItem.addItem(line)
            self.plotItem.addItem(
                pg.ScatterPlotItem(
                    [be],
                    [100.0],
                    size=9,
                    symbol="d",
                    brush=pg.mkBrush(ACCENT),
                    hoverable=True,
                    tip=lambda x, y, data: self.break_even_tip(),
                )
            )
        self.setToolTip(
            self.tr(
                "{count} pays where the strategy changes ({shown} on this chart; hover a dot "
                "for its exact value)"
            ).format(
                count=integer(len(sweep.breakpoints)), shown=integer(len(self.shown_breakpoints))
            )
            + "\n"
            + self.break_even_tip()
        )

    def csv_rows(self) -> list[list[object]]:
        sweep = self.sweep
        if sweep is None:
            return []
        rows: list[list[object]] = [["pay_per_coin", "return", "breakpoint_exact", "return_exact"]]
        marks = {float(sweep.breakpoints[i]): i for i in self.shown_breakpoints}
        for x, r in zip(sweep.pays.tolist(), sweep.returns.tolist(), strict=True):
            i = marks.get(x)
            if i is None:
                rows.append([x, r, "", ""])
            else:
                b = sweep.breakpoints[i]
                rows.append([x, r, fraction_text(b), fraction_text(sweep.return_at(b))])
        if sweep.break_even_exact is not None:
            be = sweep.break_even_exact
            rows.append([float(be), 1.0, fraction_text(be), "1/1"])
        return rows
