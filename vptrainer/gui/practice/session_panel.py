"""The session panel: the statistics of this practice session and its EV-lost chart."""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np
import pyqtgraph as pg
from PySide6.QtWidgets import QWidget

from vptrainer.gui.style import ACCENT
from vptrainer.gui.widgets.chart import Chart


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
