"""Charts (pyqtgraph): contribution to return, probability, royal sweep, EV lost.

Every chart exports itself to PNG and SVG, from File > Export and from its own
context menu.
"""

from __future__ import annotations

import importlib
import math
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import numpy as np
import pyqtgraph as pg
import pyqtgraph.exporters
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QFileDialog, QMessageBox, QWidget

from vptrainer.core.engine.analysis import AnalysisResult
from vptrainer.core.engine.sweep import SweepResult

pg.setConfigOptions(antialias=True, background="w", foreground="#333333")
# the module, not the class of the same name that pyqtgraph.exporters re-exports
_svg_module = importlib.import_module("pyqtgraph.exporters.SVGExporter")

BAR_COLOR = QColor("#3a6ea5")
NOTHING_COLOR = QColor("#b0b0b0")
ACCENT = QColor("#c0392b")


def _close_paths_explicitly(node: Any) -> None:
    """Turn each ``Z`` of an SVG path into a line back to its subpath's start.

    Qt 6.11+ ends closed subpaths with ``Z``, which pyqtgraph 0.14's
    ``correctCoordinates`` cannot parse (pyqtgraph issue 3495); an explicit line
    to the start point draws the same outline.
    """
    for path in node.getElementsByTagName("path"):
        d = path.getAttribute("d")
        if "Z" not in d and "z" not in d:
            continue
        out: list[str] = []
        start = ""
        for token in d.split():
            if token in ("Z", "z"):
                if start:
                    out.append("L" + start)
                continue
            if token[0] in "Mm":
                start = token[1:]
            out.append(token)
        path.setAttribute("d", " ".join(out))


def _install_svg_fix() -> None:
    original = _svg_module.correctCoordinates
    if getattr(original, "_vptrainer_fixed", False):
        return

    def correct_coordinates(node: Any, defs: Any, item: Any, options: Any) -> Any:
        _close_paths_explicitly(node)
        return original(node, defs, item, options)

    correct_coordinates._vptrainer_fixed = True  # type: ignore[attr-defined]
    _svg_module.correctCoordinates = correct_coordinates


_install_svg_fix()


class Chart(pg.PlotWidget):
    """A plot with PNG and SVG export, also offered in its context menu."""

    def __init__(self, object_name: str, title: str, parent: QWidget | None = None) -> None:
        super().__init__(parent=parent)
        self.setObjectName(object_name)
        self.title = title
        self.plotItem.setTitle(title)
        self.plotItem.setMenuEnabled(True)
        self.plotItem.hideButtons()
        menu = self.plotItem.getViewBox().menu
        menu.addSeparator()
        menu.addAction("Export chart as PNG…", lambda: self.ask_export("png"))
        menu.addAction("Export chart as SVG…", lambda: self.ask_export("svg"))
        self.setMinimumHeight(220)

    @property
    def file_stem(self) -> str:
        """A default file name for exports."""
        return self.title.lower().replace(" ", "-")

    def export_png(self, path: str | Path, width: int = 1600) -> None:
        """Write the chart as a PNG image."""
        exporter = pyqtgraph.exporters.ImageExporter(self.plotItem)
        exporter.parameters()["width"] = width
        exporter.export(str(path))

    def export_svg(self, path: str | Path) -> None:
        """Write the chart as an SVG drawing."""
        exporter = pyqtgraph.exporters.SVGExporter(self.plotItem)
        exporter.export(str(path))

    def ask_export(self, kind: str) -> None:
        """Ask for a file and export to it, reporting any error."""
        pattern = "PNG image (*.png)" if kind == "png" else "SVG drawing (*.svg)"
        path, _ = QFileDialog.getSaveFileName(
            self, f"Export {self.title}", f"{self.file_stem}.{kind}", pattern
        )
        if not path:
            return
        if not path.lower().endswith(f".{kind}"):
            path += f".{kind}"
        try:
            (self.export_png if kind == "png" else self.export_svg)(path)
        except OSError as exc:
            QMessageBox.warning(self, "Export failed", f"Could not write {path}: {exc.strerror}")

    def show_message(self, text: str) -> None:
        """Replace the chart by a short message (no data to show)."""
        self.plotItem.clear()
        item = pg.TextItem(text, color="#666666", anchor=(0.5, 0.5))
        self.plotItem.addItem(item)
        item.setPos(0.5, 0.5)
        self.plotItem.setXRange(0, 1)
        self.plotItem.setYRange(0, 1)


def _category_axis(chart: Chart, labels: Sequence[str]) -> None:
    axis = chart.plotItem.getAxis("left")
    axis.setTicks([[(i, label) for i, label in enumerate(labels)]])
    chart.plotItem.invertY(True)
    chart.plotItem.setYRange(-0.6, len(labels) - 0.4, padding=0)


class ContributionChart(Chart):
    """Each category's share of the return, in percent of the bet."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__("contributionChart", "Contribution to return", parent)
        self.plotItem.setLabel("bottom", "Contribution to the return (% of the bet)")
        self.plotItem.showGrid(x=True, alpha=0.25)

    def show_result(self, result: AnalysisResult) -> None:
        """Draw the categories of an analysis."""
        self.plotItem.clear()
        cats = [c for c in result.categories if c.pays > 0]
        if not cats:
            self.show_message("This table pays nothing.")
            return
        values = np.array([c.contribution * 100 for c in cats])
        bars = pg.BarGraphItem(
            x0=0,
            y=np.arange(len(cats)),
            height=0.7,
            width=values,
            brush=BAR_COLOR,
            pen=pg.mkPen(BAR_COLOR.darker(120)),
        )
        self.plotItem.addItem(bars)
        for i, v in enumerate(values):
            text = pg.TextItem(f"{v:.2f}%", color="#222222", anchor=(0, 0.5))
            text.setPos(v, i)
            self.plotItem.addItem(text)
        _category_axis(self, [c.label for c in cats])
        self.plotItem.setXRange(0, float(values.max()) * 1.18, padding=0)


class ProbabilityChart(Chart):
    """How often each category comes, on a linear or logarithmic scale."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__("probabilityChart", "Probability by hand", parent)
        self.plotItem.showGrid(x=True, alpha=0.25)
        self._result: AnalysisResult | None = None
        self.log_scale = True

    def set_log_scale(self, on: bool) -> None:
        """Switch between a logarithmic and a linear probability axis."""
        self.log_scale = on
        if self._result is not None:
            self.show_result(self._result)

    def show_result(self, result: AnalysisResult) -> None:
        """Draw the probabilities of an analysis."""
        self._result = result
        self.plotItem.clear()
        cats = [c for c in result.categories if c.probability > 0]
        probs = np.array([c.probability for c in cats])
        bottom = self.plotItem.getAxis("bottom")
        if self.log_scale:
            floor = math.floor(math.log10(float(probs.min())))
            widths = np.log10(probs) - floor
            ticks = [(k - floor, f"1e{k}") for k in range(floor, 1)]
            bottom.setTicks([ticks])
            self.plotItem.setLabel("bottom", "Probability (log scale)")
        else:
            widths = probs
            bottom.setTicks(None)
            self.plotItem.setLabel("bottom", "Probability")
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
        for i, (w, c) in enumerate(zip(widths, cats, strict=True)):
            text = pg.TextItem(
                f"1 in {c.one_in:,.0f}" if c.one_in >= 10 else f"1 in {c.one_in:.2f}",
                color="#222222",
                anchor=(0, 0.5),
            )
            text.setPos(float(w), i)
            self.plotItem.addItem(text)
        _category_axis(self, [c.label for c in cats])
        self.plotItem.setXRange(0, float(widths.max()) * 1.25, padding=0)


class RoyalSweepChart(Chart):
    """The optimal return as the royal's pay varies, with the break-even pay."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__("royalSweepChart", "Royal sweep", parent)
        self.plotItem.showGrid(x=True, y=True, alpha=0.25)
        self.plotItem.setLabel("left", "Return (%)")
        self.sweep: SweepResult | None = None

    def show_sweep(self, sweep: SweepResult) -> None:
        """Draw a sweep result."""
        self.sweep = sweep
        self.plotItem.clear()
        self.plotItem.setTitle(f"Return as the {sweep.label.lower()} pays more (progressives)")
        self.plotItem.setLabel("bottom", f"{sweep.label} pays (per coin)")
        self.plotItem.enableAutoRange()
        self.plotItem.plot(sweep.pays, sweep.returns * 100, pen=pg.mkPen(BAR_COLOR, width=2))
        self.plotItem.addItem(
            pg.InfiniteLine(
                pos=100,
                angle=0,
                pen=pg.mkPen("#888888", style=Qt.PenStyle.DashLine),
                label="100%",
                labelOpts={"position": 0.05, "color": "#555555"},
            )
        )
        current = float(np.interp(sweep.current_pay, sweep.pays, sweep.returns)) * 100
        self.plotItem.addItem(
            pg.ScatterPlotItem([sweep.current_pay], [current], size=9, brush=pg.mkBrush(BAR_COLOR))
        )
        now = pg.TextItem(
            f"now: {sweep.current_pay:,.0f} → {current:.3f}%", color="#222222", anchor=(0, 1)
        )
        now.setPos(sweep.current_pay, current)
        self.plotItem.addItem(now)
        if sweep.break_even is not None:
            be = sweep.break_even
            line = pg.InfiniteLine(
                pos=be,
                angle=90,
                pen=pg.mkPen(ACCENT, width=1.5),
                label=f"break-even {be:,.2f} ({be * 5:,.0f} for 5 coins)",
                labelOpts={"position": 0.9, "color": ACCENT, "anchors": [(0, 0), (0, 0)]},
            )
            self.plotItem.addItem(line)


class EvLostChart(Chart):
    """Cumulative EV given up over a practice session."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__("evLostChart", "EV lost this session", parent)
        self.plotItem.showGrid(x=True, y=True, alpha=0.25)
        self.plotItem.setLabel("bottom", "Hand")
        self.plotItem.setLabel("left", "Cumulative EV lost (coins)")

    def show_series(self, series: Sequence[float]) -> None:
        """Draw the cumulative loss after each hand."""
        self.plotItem.clear()
        if not series:
            self.show_message("No hands played yet.")
            return
        x = np.arange(1, len(series) + 1)
        self.plotItem.plot(
            x, np.asarray(series, dtype=float), pen=pg.mkPen(ACCENT, width=2), stepMode=None
        )
        self.plotItem.enableAutoRange()
