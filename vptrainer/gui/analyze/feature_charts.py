"""The feature pages' charts (pyqtgraph, made when a page is first shown): a hand's hold
values against Ultimate X's total multiplier, and a bar chart of a feature game's figures.

Each chart's data is also on its page as a table (its text alternative) and exports as
CSV from the chart's context menu and File > Export.
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import QCoreApplication, QLocale, Qt
from PySide6.QtWidgets import QWidget

from vptrainer.gui.i18n import number
from vptrainer.gui.style import ACCENT, BAR_COLOR, CHART_GUIDE, CHART_GUIDE_TEXT, CHART_TEXT
from vptrainer.gui.widgets.plot_chart import PlotChart

#: Colours of the holds drawn (the best holds first).
HOLD_COLORS = ("#3a6ea5", "#c0392b", "#2e7d32", "#8e44ad", "#e67e22", "#00838f", "#6d4c41")


def held_text(codes: str) -> str:
    """A hold's cards, or what holding none is called."""
    return codes or QCoreApplication.translate("UltimateXHandPanel", "Discard all")


class HoldValueChart(PlotChart):
    """Each drawn hold's value ``M x EV + future`` against the total multiplier ``M``:
    the best holds' upper envelope, the multipliers where the best hold changes (dashed)
    and the multiplier asked about."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__("uxHoldValueChart", self.tr("Hold values by total multiplier"), parent)
        self.setAccessibleName(self.tr("Chart of the hold values against the total multiplier"))
        self.setAccessibleDescription(
            self.tr(
                "The same figures are in the tables below the chart: each hold's value at the "
                "total multiplier chosen, and the best hold by range of total multiplier."
            )
        )
        self.plotItem.showGrid(x=True, y=True, alpha=0.25)
        self.plotItem.setLabel(
            "bottom", self.tr("Total multiplier M (the sum of the lines' multipliers)")
        )
        self.plotItem.setLabel("left", self.tr("Value per coin"))
        self.legend = self.plotItem.addLegend(offset=(-10, -10))  # bottom right: below the lines
        self.holds: list[tuple[str, float, float]] = []  # (cards held, slope, intercept)
        self.turns: list[tuple[float, str, str]] = []  # (M, from, to)
        self.states: tuple[int, ...] = ()

    def show_holds(
        self,
        holds: Sequence[tuple[str, float, float]],
        turns: Sequence[tuple[float, str, str]],
        states: Sequence[int],
        current: int,
    ) -> None:
        """Draw the holds (cards held, EV per coin, future value), the turning points and
        the current total multiplier."""
        self.holds, self.turns, self.states = list(holds), list(turns), tuple(states)
        self.clear_plot()
        self.legend.clear()
        lo, hi = float(states[0]), float(states[-1])
        xs = np.linspace(lo, hi, 2)
        for i, (name, slope, icept) in enumerate(self.holds):
            color = HOLD_COLORS[i % len(HOLD_COLORS)]
            style = Qt.PenStyle.SolidLine if i < len(HOLD_COLORS) else Qt.PenStyle.DotLine
            self.plotItem.plot(
                xs, slope * xs + icept, pen=pg.mkPen(color, width=2, style=style), name=name
            )
        for m, _, to in self.turns:
            line = pg.InfiniteLine(
                pos=m,
                angle=90,
                pen=pg.mkPen(CHART_GUIDE, style=Qt.PenStyle.DashLine),
                label=number(m, 2),
                labelOpts={"position": 0.95, "color": CHART_GUIDE_TEXT},
            )
            line.setToolTip(
                self.tr("From M = {m} the best hold is {hold}").format(m=number(m, 4), hold=to)
            )
            self.plotItem.addItem(line)
        self.plotItem.addItem(
            pg.InfiniteLine(
                pos=current,
                angle=90,
                pen=pg.mkPen(ACCENT, width=1.5),
                label=f"M = {current}",
                labelOpts={"position": 0.05, "color": ACCENT, "anchors": [(0, 0), (0, 0)]},
            )
        )
        self.plotItem.setXRange(lo, hi, padding=0.02)
        self.plotItem.enableAutoRange(axis="y")

    def csv_rows(self) -> list[list[object]]:
        """Each drawn hold's value at every whole total multiplier, then the turning
        points."""
        if not self.holds:
            return []
        rows: list[list[object]] = [
            ["total_multiplier", *(name for name, _, _ in self.holds), "best_hold"]
        ]
        for m in self.states:
            values = [slope * m + icept for _, slope, icept in self.holds]
            best = self.holds[int(np.argmax(values))][0]
            rows.append([m, *values, best])
        rows.append([])
        rows.append(["turning_point", "best_hold_before", "best_hold_after"])
        for at, before, after in self.turns:
            rows.append([at, before, after])
        return rows


class FeatureBarChart(PlotChart):
    """One figure per row of a feature game's table, as horizontal bars."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__("featureChart", self.tr("Feature game"), parent)
        self.setAccessibleName(self.tr("Chart of the feature game's figures"))
        self.setAccessibleDescription(self.tr("The same figures are in the table above the chart."))
        self.plotItem.showGrid(x=True, alpha=0.25)
        self.labels: list[str] = []
        self.values: list[float] = []
        self.unit = ""

    def show_bars(
        self, title: str, labels: Sequence[str], values: Sequence[float], unit: str, fmt: str
    ) -> None:
        """Draw ``values`` (one per label, read as ``unit``, each written with ``fmt``)."""
        self.title = title
        self.set_title(self.full_title)
        self.labels, self.values, self.unit = list(labels), [float(v) for v in values], unit
        self.clear_plot()
        if not self.values:
            self.show_message(self.tr("Nothing to draw."))
            return
        data = np.array(self.values)
        self.plotItem.addItem(
            pg.BarGraphItem(
                x0=0,
                y=np.arange(len(data)),
                height=0.7,
                width=data,
                brush=BAR_COLOR,
                pen=pg.mkPen(BAR_COLOR.darker(120)),
            )
        )
        texts = []
        for i, v in enumerate(self.values):
            shown = fmt.format(v).replace(".", QLocale().decimalPoint())
            text = pg.TextItem(shown, color=CHART_TEXT, anchor=(0, 0.5))
            text.setPos(max(v, 0.0), i)
            self.plotItem.addItem(text)
            texts.append(text)
        self.set_category_rows(self.labels, texts)
        self.plotItem.setLabel("bottom", unit)
        top = max(float(data.max()), 1e-9)
        self.plotItem.setXRange(min(0.0, float(data.min())), top * 1.25, padding=0)

    def csv_rows(self) -> list[list[object]]:
        if not self.labels:
            return []
        rows: list[list[object]] = [["item", self.unit]]
        rows += [[label, v] for label, v in zip(self.labels, self.values, strict=True)]
        return rows
