"""The Strategy view's tables and chart: rules with what they play, the level curve.

:class:`RuleTable` shows a strategy's rules (a generated chart's or a player's own)
with the deals each plays, the EV range of those hands and its share of the cost;
:class:`LevelsChart` plots the exact return against the number of rules and says
which number of rules the user clicks; :class:`TurningChart` plots the returns along a
progressive meter (the Turning points page).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from fractions import Fraction
from typing import TYPE_CHECKING

import pyqtgraph as pg
from PySide6.QtCore import QEvent, Qt, QTimer, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QTableWidget,
    QTableWidgetItem,
    QWidget,
)

from vptrainer.gui import i18n
from vptrainer.gui.style import ACCENT, BAR_COLOR, CHART_GUIDE
from vptrainer.gui.widgets.plot_chart import PlotChart

if TYPE_CHECKING:  # the generator loads numba: imported by the jobs, never here
    from vptrainer.core.strategy.generator.charts import Chart, LevelPoint

COLUMNS = ["#", "Rule", "Hands", "EV per coin", "Cost"]


def ev_range_text(lo: Fraction | None, hi: Fraction | None) -> str:
    """``0.4590`` or ``0.4590 – 0.4899``; a dash when the rule plays no hand."""
    if lo is None or hi is None:
        return "–"
    if lo == hi:
        return i18n.number(lo, 4)
    return f"{i18n.number(lo, 4)} – {i18n.number(hi, 4)}"


def cost_text(error: Fraction) -> str:
    """A rule's share of the cost: ``0.0012%``, ``<0.0001%``, or a dash for none."""
    if not error:
        return "—"
    if error * 100 < Fraction(1, 20000):
        return "<" + i18n.percent(Fraction(1, 1000000), 4)
    return i18n.percent(error, 4)


def _item(text: str, align_right: bool = False, tip: str = "") -> QTableWidgetItem:
    item = QTableWidgetItem(text)
    item.setFlags(Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable)
    if align_right:
        item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
    if tip:
        item.setToolTip(tip)
    return item


def rule_labels(chart: Chart) -> list[tuple[str, str]]:
    """Each rule's number in its section (a heading's rules from 1; "discard
    everything", which closes a chart, unnumbered) and its heading ("" in a game
    without wild cards)."""
    out = []
    section = None
    number = 0
    for rule in chart.rules:
        if rule.section != section:
            section, number = rule.section, 0
        if not rule.counted:
            out.append(("–", rule.section))
            continue
        number += 1
        out.append((i18n.integer(number), rule.section))
    return out


class RuleTable(QTableWidget):
    """Rules, best first, each with the hands it plays and what it gives up; in a chart
    in sections, each section under its heading (a row across the table)."""

    def __init__(self, object_name: str, parent: QWidget | None = None) -> None:
        super().__init__(0, len(COLUMNS), parent)
        self.setObjectName(object_name)
        self.verticalHeader().setVisible(False)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.setWordWrap(True)
        self.setAlternatingRowColors(True)
        self.rule_rows: list[int] = []  # the row of each rule (headings between them)
        self.heading_rows: list[int] = []
        header = self.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        for col in (2, 3, 4):
            header.setSectionResizeMode(col, QHeaderView.ResizeMode.ResizeToContents)
        # wrapped rules take their full height again whenever the widths change, the
        # view's own included (a scroll bar that comes when rows wrap narrows the Rule
        # column without a resize of the table): once the layout has settled
        self._rewrap = QTimer(self)
        self._rewrap.setSingleShot(True)
        self._rewrap.setInterval(0)
        self._rewrap.timeout.connect(self.resizeRowsToContents)
        header.sectionResized.connect(lambda *_: self._rewrap.start())
        self.retranslate()

    def retranslate(self) -> None:
        """Set the headers in the current language."""
        self.setHorizontalHeaderLabels(
            [
                self.tr("#"),
                self.tr("Rule"),
                self.tr("Hands"),
                self.tr("EV per coin"),
                self.tr("Cost"),
            ]
        )

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()

    def viewportEvent(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Resize:
            self._rewrap.start()  # the table resized, or a scroll bar came or went
        return super().viewportEvent(event)

    def show_rules(
        self,
        rows: Sequence[tuple[str, int, Fraction | None, Fraction | None, Fraction]],
        total_deals: int,
        labels: Sequence[tuple[str, str]] | None = None,
        headings: Mapping[str, str] | None = None,
    ) -> None:
        """Fill the table: (text, deals, EV low, EV high, error) per rule; ``labels``
        gives each rule's number and the heading of its section, which stands above the
        section's rules (as ``headings`` says it, when it has it)."""
        said = headings or {}
        sections = [label[1] for label in labels] if labels is not None else [""] * len(rows)
        starts = [r for r, s in enumerate(sections) if s and (r == 0 or sections[r - 1] != s)]
        self.clearSpans()
        self.setRowCount(len(rows) + len(starts))
        self.rule_rows, self.heading_rows = [], []
        at = 0
        for r, (text, deals, lo, hi, error) in enumerate(rows):
            if r in starts:
                self._heading(at, said.get(sections[r], sections[r]))
                at += 1
            self.rule_rows.append(at)
            share = (
                self.tr("{percent} of hands").format(percent=i18n.percent(deals / total_deals, 2))
                if total_deals
                else ""
            )
            number, section = labels[r] if labels is not None else (i18n.integer(r + 1), "")
            heading = said.get(section, section)
            row = at
            at += 1
            self.setItem(row, 0, _item(number, True, heading))
            self.setItem(row, 1, _item(text, tip=text))
            self.setItem(row, 2, _item(i18n.integer(deals), True, share))
            self.setItem(row, 3, _item(ev_range_text(lo, hi), True))
            cost = cost_text(error)
            tip = self.tr("What this rule gives up against optimal play")
            self.setItem(row, 4, _item(cost, True, tip))
        self.resizeRowsToContents()

    def _heading(self, row: int, text: str) -> None:
        """A section's heading across the table's row ``row``."""
        self.heading_rows.append(row)
        item = QTableWidgetItem(text)
        item.setFlags(Qt.ItemFlag.ItemIsEnabled)
        font = item.font()
        font.setBold(True)
        item.setFont(font)
        self.setItem(row, 0, item)
        for col in range(1, self.columnCount()):
            empty = QTableWidgetItem("")
            empty.setFlags(Qt.ItemFlag.ItemIsEnabled)
            self.setItem(row, col, empty)
        self.setSpan(row, 0, 1, self.columnCount())


class LevelsChart(PlotChart):
    """Return against the number of rules; a click asks for that many rules.

    Signal: ``levelClicked(int)`` with the number of rules of the point clicked.
    """

    levelClicked = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__("levelsChart", "", parent)
        self.plotItem.showGrid(x=True, y=True, alpha=0.2)
        self._points: list[LevelPoint] = []
        self.marked: tuple[int, Fraction] | None = None  # the chart on screen's point
        self.setMinimumHeight(180)
        self.retranslate()
        self.show_message(self.tr("No levels yet"))

    def retranslate(self) -> None:
        """Set the title and the axes' names in the current language."""
        self.title = self.tr("Return by number of rules")
        self.set_title(self.full_title)
        self.plotItem.setLabel("bottom", self.tr("Rules"))
        self.plotItem.setLabel("left", self.tr("Return (%)"))

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()

    def show_levels(
        self,
        points: Sequence[LevelPoint],
        optimal: Fraction | None,
        current: tuple[int, Fraction] | None,
    ) -> None:
        """Plot the levels, optimal play as a line (when known), the chart on screen
        marked where it is (its rules, its return read against the player): on the curve,
        or above it (a long level with penalty brackets)."""
        self.clear_plot()
        self._points = list(points)
        self.marked = None
        if not points:
            self.show_message(self.tr("No levels"))
            return
        xs = [p.rules for p in points]
        ys = [float(p.return_worst_exact) * 100 for p in points]
        self.plotItem.plot(
            xs,
            ys,
            pen=pg.mkPen(BAR_COLOR, width=2),
            symbol="o",
            symbolSize=7,
            symbolBrush=BAR_COLOR,
            name=self.tr("levels"),
        )
        if optimal is not None:
            self.plotItem.addItem(
                pg.InfiniteLine(
                    pos=float(optimal) * 100,
                    angle=0,
                    pen=pg.mkPen(CHART_GUIDE, style=Qt.PenStyle.DashLine),
                    label=self.tr("perfect play"),
                    labelOpts={"position": 0.85, "color": CHART_GUIDE},
                )
            )
        self.marked = current
        if current is not None:
            self.plotItem.plot(
                [current[0]],
                [float(current[1]) * 100],
                pen=None,
                symbol="o",
                symbolSize=13,
                symbolBrush=ACCENT,
            )
        self.plotItem.enableAutoRange()

    def mousePressEvent(self, event: object) -> None:
        """A click picks the nearest level."""
        super().mousePressEvent(event)
        if not self._points:
            return
        pos = event.position()  # type: ignore[attr-defined]
        view = self.plotItem.getViewBox()
        point = view.mapSceneToView(self.mapToScene(int(pos.x()), int(pos.y())))
        nearest = min(self._points, key=lambda p: abs(p.rules - point.x()))
        self.levelClicked.emit(nearest.rules)


class TurningChart(PlotChart):
    """The chart's return against the meter, with the changes played and with perfect
    play (re-optimised at every meter); the meter typed marked."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__("turningChart", "", parent)
        self.plotItem.showGrid(x=True, y=True, alpha=0.2)
        for side in ("left", "bottom"):
            self.plotItem.getAxis(side).enableAutoSIPrefix(False)
        self.setMinimumHeight(180)
        self._rows: list[list[object]] = []
        self.retranslate()
        self.show_message(self.tr("No returns yet"))

    def retranslate(self) -> None:
        """Set the title and the axis' name in the current language."""
        self.title = self.tr("Return by meter")
        self.set_title(self.full_title)
        self.plotItem.setLabel("left", self.tr("Return (%)"))

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()

    def show_none(self, text: str) -> None:
        """No curves (and nothing to export): say why."""
        self._rows = []
        self.show_message(text)

    def show_curves(
        self,
        meters: Sequence[float],
        curves: Sequence[tuple[str, Sequence[Fraction]]],
        axis: str,
        marked: float | None,
        csv_names: Sequence[str] | None = None,
    ) -> None:
        """Plot each ``(name, returns)`` against ``meters`` (coins for the bet), the
        meter ``marked`` as a vertical line; ``axis`` names the bottom axis. The CSV's
        columns are named ``csv_names`` (English, whatever the language; the names shown
        by default)."""
        self.clear_plot()
        plot = self.plotItem
        plot.setLabel("bottom", axis)
        plot.addLegend(
            offset=(-6, -4), labelTextSize="8pt", verSpacing=-6
        )  # bottom right: below the rising curves
        pens = (
            pg.mkPen(CHART_GUIDE, width=2, style=Qt.PenStyle.DashLine),
            pg.mkPen(BAR_COLOR, width=2),
            pg.mkPen(ACCENT, width=1.5, style=Qt.PenStyle.DotLine),
        )
        for (name, ys), pen in zip(curves, pens, strict=False):
            plot.plot(list(meters), [float(y) * 100 for y in ys], pen=pen, name=name)
        if marked is not None:
            plot.addItem(
                pg.InfiniteLine(
                    pos=marked,
                    angle=90,
                    pen=pg.mkPen(CHART_GUIDE, width=1.2),
                    label=self.tr("the meter"),
                    labelOpts={"position": 0.95, "color": CHART_GUIDE, "anchors": [(0, 0), (0, 0)]},
                )
            )
        names = list(csv_names) if csv_names is not None else [name for name, _ in curves]
        self._rows = [["meter_coins", *[f"{name} (%)" for name in names]]]
        for k, m in enumerate(meters):
            self._rows.append([m, *[float(ys[k]) * 100 for _, ys in curves]])
        plot.enableAutoRange()

    def csv_rows(self) -> list[list[object]]:
        return self._rows
