"""The session panel: the statistics of this practice session and its EV-lost chart."""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFrame, QLabel, QVBoxLayout, QWidget

from vptrainer.core.practice.session import SessionStats
from vptrainer.gui.i18n.core_texts import stats_description, stats_html
from vptrainer.gui.style import ACCENT, STATS_STYLE
from vptrainer.gui.widgets.plot_chart import PlotChart

MARKED_HANDS = 60  # each hand gets a marker while there are at most this many
WHOLE_TICKS = 12  # the hand axis ticks whole hands while there are at most this many


class EvLostChart(PlotChart):
    """Cumulative EV given up over a practice session."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__("evLostChart", "EV lost this session", parent)
        self.plotItem.showGrid(x=True, y=True, alpha=0.25)
        self.plotItem.setLabel("bottom", "Hand")
        self.plotItem.setLabel("left", "Cumulative EV lost (coins)")

    def show_series(self, series: Sequence[float]) -> None:
        """Draw the cumulative loss after each hand, from zero, each hand marked while few."""
        plot = self.plotItem
        self.clear_plot()
        if not series:
            self.show_message("No hands played yet.")
            return
        x = np.arange(1, len(series) + 1)
        plot.plot(x, np.asarray(series, dtype=float), pen=pg.mkPen(ACCENT, width=2), stepMode=None)
        plot.enableAutoRange()
        if len(series) <= MARKED_HANDS:
            plot.plot(
                list(range(1, len(series) + 1)),
                list(series),
                pen=None,
                symbol="o",
                symbolSize=5,
                symbolPen=None,
                symbolBrush=ACCENT,
            )
        plot.setYRange(0, max(max(series), 0.01) * 1.08, padding=0)
        bottom = plot.getAxis("bottom")
        if len(series) <= WHOLE_TICKS:
            bottom.setTickSpacing(1, 1)
        else:
            bottom.setTickSpacing()


class SessionPanel(QWidget):
    """The statistics of the session (hands, mistakes, EV given up, returns, credits), charted."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.stats_label = QLabel()
        self.stats_label.setObjectName("sessionStats")
        self.stats_label.setTextFormat(Qt.TextFormat.RichText)
        self.stats_label.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.stats_label.setFrameShape(QFrame.Shape.StyledPanel)
        self.stats_label.setStyleSheet(STATS_STYLE)
        self.chart = EvLostChart()
        self.chart.setMinimumHeight(160)
        self.chart.plotItem.getAxis("left").enableAutoSIPrefix(False)
        self.chart.plotItem.getAxis("bottom").enableAutoSIPrefix(False)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(QLabel("<b>This session</b>"))
        layout.addWidget(self.stats_label)
        layout.addWidget(self.chart, 1)

    def show_stats(self, stats: SessionStats, *, preparing_return: bool) -> None:
        """Show the statistics (``preparing_return``: the optimal return is being computed)."""
        self.stats_label.setText(stats_html(stats, preparing_return=preparing_return))
        self.stats_label.setAccessibleDescription(stats_description(stats))
        self.chart.show_series([float(x) for x in stats.cost_series])
