"""The Situations page: how the player does by situation, the costliest confusions, and
the progress over sessions (accuracy and EV lost per 1,000 hands)."""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QShowEvent, QStandardItem, QStandardItemModel
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QListWidget,
    QSplitter,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from vptrainer.core.errors import VPError
from vptrainer.core.practice.texts import format_loss
from vptrainer.gui.accessibility import describe
from vptrainer.gui.i18n import integer, number
from vptrainer.gui.i18n.core_texts import confusion_text
from vptrainer.gui.jobs.history import ReadSituations, SituationsFound
from vptrainer.gui.practice.recorder import HistoryAccess
from vptrainer.gui.style import ACCENT
from vptrainer.gui.widgets.plot_chart import PlotChart

COLUMNS = 5  # situation, hands, mistakes, errors and EV lost per 1,000 hands
Found = SituationsFound


class ProgressChart(PlotChart):
    """One measure of the player's sessions, oldest first."""

    def __init__(
        self,
        name: str,
        title: str,
        axis: str,
        top: float | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(name, title, parent)
        self._top = top
        self.plotItem.showGrid(x=True, y=True, alpha=0.25)
        self.name_axes(title, axis)
        self._rows: list[tuple[int, float]] = []

    def name_axes(self, title: str, axis: str) -> None:
        """The chart's title and its axes' names (in the current language)."""
        self.title = title
        self.set_table_name(self.table_name)
        self.plotItem.setLabel("bottom", self.tr("Session"))
        self.plotItem.setLabel("left", axis)

    def show_points(self, values: Sequence[float | None]) -> None:
        """Plot one value per session (sessions without a value are skipped)."""
        self.clear_plot()
        pts = [(i + 1, v) for i, v in enumerate(values) if v is not None]
        self._rows = pts
        if not pts:
            self.show_message(self.tr("No sessions with hands yet."))
            return
        x = np.array([p[0] for p in pts], dtype=float)
        y = np.array([p[1] for p in pts], dtype=float)
        self.plotItem.plot(
            x, y, pen=pg.mkPen(ACCENT, width=2), symbol="o", symbolSize=6, symbolBrush=ACCENT
        )
        n = int(x[-1])
        self.plotItem.setXRange(0.5, n + 0.5, padding=0)
        top = self._top if self._top is not None else max(float(y.max()), 1e-3) * 1.1
        self.plotItem.setYRange(0, top, padding=0)
        self.plotItem.getAxis("bottom").setTickSpacing(*((1, 1) if n <= 12 else (None, None)))

    def csv_rows(self) -> Sequence[Sequence[object]]:
        return [("session", "value"), *self._rows]


class SituationsPage(QWidget):
    """Statistics by situation over the history of one pay table (``situationTable``),
    the most expensive confusions (``confusionList``) and the progress charts
    (``accuracyChart``, ``evLostRateChart``, over every session)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("situationsPage")
        self.history: HistoryAccess | None = None
        self.table_name: str | None = None
        self._asked = 0
        self.title = QLabel()
        self.title.setObjectName("situationsTitle")
        self.title.setWordWrap(True)
        self.model = QStandardItemModel(0, COLUMNS, self)
        self.table = QTableView()
        self.table.setObjectName("situationTable")
        self.table.setModel(self.model)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setTabKeyNavigation(False)
        self.table.verticalHeader().hide()
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        for col in range(1, COLUMNS):
            header.setSectionResizeMode(col, QHeaderView.ResizeMode.ResizeToContents)
        self.confusions = QListWidget()
        self.confusions.setObjectName("confusionList")
        self.confusions.setWordWrap(True)
        self.confusions.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.accuracy_chart = ProgressChart("accuracyChart", "", "", top=100)
        self.rate_chart = ProgressChart("evLostRateChart", "", "")
        left = QWidget()
        ll = QVBoxLayout(left)
        ll.setContentsMargins(0, 0, 0, 0)
        ll.addWidget(self.table, 3)
        self.confusions_label = QLabel()
        ll.addWidget(self.confusions_label)
        ll.addWidget(self.confusions, 1)
        charts = QWidget()
        cl = QVBoxLayout(charts)
        cl.setContentsMargins(0, 0, 0, 0)
        cl.addWidget(self.accuracy_chart)
        cl.addWidget(self.rate_chart)
        split = QSplitter(Qt.Orientation.Horizontal)
        split.addWidget(left)
        split.addWidget(charts)
        split.setStretchFactor(0, 3)
        split.setStretchFactor(1, 2)
        split.setSizes([600, 400])
        split.setChildrenCollapsible(False)
        layout = QVBoxLayout(self)
        top = QHBoxLayout()
        top.addWidget(self.title, 1)
        layout.addLayout(top)
        layout.addWidget(split, 1)
        self.retranslate()

    def retranslate(self) -> None:
        """Set the page's headers, names and charts in the current language."""
        self.model.setHorizontalHeaderLabels(
            [
                self.tr("Situation (best hold's rule)"),
                self.tr("Hands"),
                self.tr("Mistakes"),
                self.tr("Errors /1k"),
                self.tr("EV lost /1k"),
            ]
        )
        tips = (
            self.tr("The rule of the strategy chart the best hold follows"),
            self.tr("Hands of this situation"),
            self.tr("Hands held wrong"),
            self.tr("Mistakes per 1,000 hands of this situation"),
            self.tr("EV lost per coin per 1,000 hands of this situation"),
        )
        for col, tip in enumerate(tips):
            header_item = self.model.horizontalHeaderItem(col)
            if header_item is not None:
                header_item.setToolTip(tip)
        describe(
            self.table,
            self.tr("Situations"),
            self.tr(
                "Each kind of hand you were dealt, how often you held it right and the EV you "
                "gave up."
            ),
        )
        describe(
            self.confusions,
            self.tr("Holds confused"),
            self.tr("The holds you chose most often in place of the best one."),
        )
        self.accuracy_chart.name_axes(self.tr("Accuracy"), self.tr("Unaided hands right (%)"))
        self.rate_chart.name_axes(
            self.tr("EV lost per 1,000 hands"), self.tr("EV lost / 1,000 hands")
        )
        self.confusions_label.setText(self.tr("Most expensive confusions"))
        self._show_title("")

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
            for chart in (self.accuracy_chart, self.rate_chart):
                chart.redraw()
            if self.isVisible():
                self.refresh()

    def set_history(self, history: HistoryAccess | None) -> None:
        """Read from ``history`` (``None``: none)."""
        self.history = history

    def set_table_name(self, name: str | None) -> None:
        """Show the situations of this pay table."""
        self.table_name = name
        for chart in (self.accuracy_chart, self.rate_chart):
            chart.set_table_name(name or "")
        if self.isVisible():
            self.refresh()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self.refresh()

    def _show_title(self, extra: str) -> None:
        if self.table_name:
            said = self.tr(
                "How you play each situation of {table} (hands recorded with its strategy chart)."
            ).format(table=self.table_name)
        else:
            said = self.tr(
                "How you play each situation of the pay table (hands recorded with its strategy "
                "chart)."
            )
        self.title.setText(f"{said} {extra}" if extra else said)

    def refresh(self) -> None:
        """Read the statistics again."""
        self._asked += 1
        asked = self._asked
        name = self.table_name
        if self.history is None:
            self._show(asked, ((), (), ()))
            self._show_title(self.tr("The history is not available."))
            return

        def failed(exc: VPError) -> None:
            self._show_title(self.tr("The history cannot be read: {error}").format(error=exc))

        read = ReadSituations(name)
        if not self.history.call(read, lambda found: self._show(asked, found), failed):
            self._show(asked, ((), (), ()))

    def _show(self, asked: int, found: Found) -> None:
        if asked != self._asked:
            return
        stats, confusions, points = found
        self.model.removeRows(0, self.model.rowCount())
        for s in stats:
            cells = [
                s.key,
                integer(s.hands),
                integer(s.mistakes),
                number(s.errors_per_1000, 0),
                format_loss(s.ev_lost_per_1000, 2),
            ]
            items = [QStandardItem(c) for c in cells]
            for item in items[1:]:
                item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            items[0].setToolTip(s.key)
            self.model.appendRow(items)
        self.confusions.clear()
        for c in confusions:
            self.confusions.addItem(confusion_text(c))
        if not confusions:
            self.confusions.addItem(
                self.tr("No confusions yet: mistakes show here by the rules involved.")
            )
        self.accuracy_chart.show_points(
            [None if p.accuracy is None else 100 * p.accuracy for p in points]
        )
        self.rate_chart.show_points([p.ev_lost_per_1000 for p in points])
        hands = sum(s.hands for s in stats)
        self._show_title(
            (
                self.tr("{hands} hands in %n situation.", "", len(stats))
                if len(stats) == 1
                else self.tr("{hands} hands in %n situations.", "", len(stats))
            ).format(hands=integer(hands))
            if stats
            else ""
        )
