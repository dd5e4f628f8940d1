"""The session panel: the statistics of this practice session and its EV-lost chart."""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import QFrame, QLabel, QVBoxLayout, QWidget

from vptrainer.core.practice.session import SessionStats
from vptrainer.gui.i18n.core_texts import stats_description, stats_html
from vptrainer.gui.style import ACCENT, STATS_STYLE, set_rich_text, use
from vptrainer.gui.widgets.plot_chart import PlotChart

MARKED_HANDS = 60  # each hand gets a marker while there are at most this many
WHOLE_TICKS = 12  # the hand axis ticks whole hands while there are at most this many


class EvLostChart(PlotChart):
    """Cumulative EV given up over a practice session."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__("evLostChart", "", parent)
        self.plotItem.showGrid(x=True, y=True, alpha=0.25)
        self.retranslate()

    def retranslate(self) -> None:
        """The chart's title and axes in the current language."""
        self.title = self.tr("EV lost this session")
        self.set_table_name(self.table_name)
        self.plotItem.setLabel("bottom", self.tr("Hand"))
        self.plotItem.setLabel("left", self.tr("Cumulative EV lost (coins)"))

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
            self.redraw()

    def show_series(self, series: Sequence[float]) -> None:
        """Draw the cumulative loss after each hand, from zero, each hand marked while few."""
        plot = self.plotItem
        self.clear_plot()
        if not series:
            self.show_message(self.tr("No hands played yet."))
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

    def __init__(self, game: str = "standard", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.stats_label = QLabel()
        self.stats_label.setObjectName("sessionStats")
        self.stats_label.setTextFormat(Qt.TextFormat.RichText)
        self.stats_label.setWordWrap(True)  # the perfect-play line wraps, never widens the window
        self.stats_label.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.stats_label.setFrameShape(QFrame.Shape.StyledPanel)
        use(self.stats_label, STATS_STYLE)
        self.chart = EvLostChart()
        self.chart.setMinimumHeight(160)
        self.chart.plotItem.getAxis("left").enableAutoSIPrefix(False)
        self.chart.plotItem.getAxis("bottom").enableAutoSIPrefix(False)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.title = QLabel(self.tr("<b>This session</b>"))
        layout.addWidget(self.title)
        layout.addWidget(self.stats_label)
        layout.addWidget(self.chart, 1)
        self.set_game(game)

    def set_game(self, game: str) -> None:
        """The game practised (its returns are what the statistics' tooltip explains)."""
        self.stats_label.setToolTip(self.returns_tip(game))

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            self.title.setText(self.tr("<b>This session</b>"))

    def show_stats(self, stats: SessionStats, *, preparing_return: bool) -> None:
        """Show the statistics (``preparing_return``: the optimal return is being computed)."""
        set_rich_text(self.stats_label, stats_html(stats, preparing_return=preparing_return))
        self.stats_label.setAccessibleDescription(stats_description(stats))
        self.chart.show_series([float(x) for x in stats.cost_series])

    def returns_tip(self, game: str) -> str:
        """What the returns of the statistics mean in the game ``game``."""
        yours = self.tr(
            "Your return: the expected return of your own holds, per coin bet: the optimal "
            "return less the EV your mistakes gave up, in coins, over the coins bet. Hands "
            "played with help are not counted. Paid back: what the machine paid per coin "
            "bet, luck included."
        )
        optimal = {
            "ultimate-x": self.tr(
                "Optimal return: Ultimate X's exact return per coin bet (10 coins a line) "
                "when every hand is played optimally. The multipliers on the lines change "
                "from hand to hand, so it is the long-run average over the total "
                "multipliers optimal play meets (the stationary distribution of the "
                "multipliers). A hold's value counts the multipliers it earns for the next "
                "hand, so a mistake's cost includes what it leaves the next hand."
            ),
            "multi-strike": self.tr(
                "Optimal return: Multi-Strike's exact return per coin bet (the four "
                "levels' 20 coins, bet with a round's first hand) when every level is "
                "played optimally. A hold's value counts what the next level is worth, so "
                "a mistake's cost includes the levels it gives up."
            ),
            "wheel-poker": self.tr(
                "Optimal return: Wheel Poker's exact return per coin bet (6 coins a line) "
                "when every hold is the best with the wheel's mean prize counted."
            ),
            "dream-card": self.tr(
                "Optimal return: Dream Card's exact return per coin bet (10 coins a line) "
                "with the machine's Dream Card (the card that makes the best dealt hand) "
                "and every hold the best."
            ),
        }.get(
            game,
            self.tr(
                "Optimal return: the table's exact return per coin bet when every hold is "
                "the best (a feature game that keeps the base game's strategy is practised "
                "as the base game)."
            ),
        )
        return self.tr("{optimal}\n\n{yours}").format(optimal=optimal, yours=yours)
