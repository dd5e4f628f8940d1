"""The Analyze view: the pay-table editor beside the results, recalculated on every edit."""

from __future__ import annotations

from collections import OrderedDict
from typing import TypeVar

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtGui import QHideEvent, QShowEvent
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QProgressBar,
    QPushButton,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from vptrainer.core.engine.analysis import AnalysisResult
from vptrainer.core.engine.short_pays import ShortPayReturns
from vptrainer.core.engine.sweep import SweepResult
from vptrainer.core.games.paytable import PayTable
from vptrainer.gui.analyze.document import PayTableDocument
from vptrainer.gui.analyze.editor import PayTableEditor
from vptrainer.gui.analyze.jobs import short_pays_job
from vptrainer.gui.analyze.results import ResultsView
from vptrainer.gui.workers import EngineThread, analysis_job, sweep_job

T = TypeVar("T")
DEBOUNCE_MS = 300
_CACHE_SIZE = 16


class AnalyzeView(QWidget):
    """Editor and results side by side.

    Signals: ``statusMessage(str)`` for the status bar; ``analysisFinished(object)``
    with each result shown.
    """

    statusMessage = Signal(str)
    analysisFinished = Signal(object)

    def __init__(
        self, doc: PayTableDocument, engine: EngineThread, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.doc = doc
        self.editor = PayTableEditor(doc)
        self.results = ResultsView()
        self._results: OrderedDict[PayTable, AnalysisResult] = OrderedDict()
        self._sweeps: OrderedDict[PayTable, SweepResult] = OrderedDict()
        self._short: OrderedDict[PayTable, ShortPayReturns] = OrderedDict()
        self._first = True

        self.progress = QProgressBar()
        self.progress.setObjectName("calcProgress")
        self.progress.setRange(0, 100)
        self.progress.setValue(0)
        self.progress.setTextVisible(True)
        self.progress.setFormat("%p%")
        self.cancel_button = QPushButton("Cancel")
        self.cancel_button.setObjectName("cancelButton")
        self.cancel_button.setEnabled(False)
        self.cancel_button.setToolTip("Stop the calculation (Esc)")
        self.cancel_button.clicked.connect(self.cancel)
        self.state = QLabel("Preparing engine…")
        self.state.setObjectName("calcState")

        self.analysis = engine.runner()
        self.analysis.progress.connect(self._on_progress)
        self.analysis.finished.connect(self._on_result)
        self.analysis.failed.connect(self._on_failed)
        self.analysis.cancelled.connect(self._on_cancelled)
        # the royal sweep runs only while its chart is on screen (see _request_sweep)
        self.sweep = engine.runner()
        self.sweep.finished.connect(self._on_sweep)
        self.sweep.failed.connect(self.results.set_sweep_message)
        self.sweep.cancelled.connect(self._on_sweep_cancelled)
        self._sweep_asked: PayTable | None = None
        # the return at each bet, for a table with short pays (after its analysis)
        self.short = engine.runner()
        self.short.finished.connect(self._on_short_pays)
        self.short.failed.connect(
            lambda m: self.results.set_short_pays_message(f"could not be calculated: {m}")
        )
        self.short.cancelled.connect(
            lambda: self.results.set_short_pays_message("not calculated (cancelled)")
        )
        self.results.charts.currentChanged.connect(self._request_sweep)

        self.debounce = QTimer(self, singleShot=True, interval=DEBOUNCE_MS)
        self.debounce.timeout.connect(self.recalculate)
        doc.tableChanged.connect(self._on_table_changed)

        calc = QHBoxLayout()
        calc.addWidget(self.state, 1)
        calc.addWidget(self.progress)
        calc.addWidget(self.cancel_button)
        right = QWidget()
        rl = QVBoxLayout(right)
        rl.setContentsMargins(6, 0, 0, 0)
        rl.addLayout(calc)
        rl.addWidget(self.results, 1)
        self.splitter = QSplitter(Qt.Orientation.Horizontal)
        self.editor.setMinimumWidth(360)
        self.splitter.addWidget(self.editor)
        self.splitter.addWidget(right)
        self.splitter.setStretchFactor(0, 0)
        self.splitter.setStretchFactor(1, 1)
        self.splitter.setSizes([400, 880])
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 6, 6, 4)  # the window fits a 1024x640 screen
        layout.addWidget(self.splitter)

    # ------------------------------------------------------------- requests

    def _on_table_changed(self, table: PayTable) -> None:
        if table in self._results:
            self.debounce.stop()
            self.analysis.cancel()
            self._show(self._results[table])
            return
        # the running job is stale: stop it now, start the new one after typing settles
        self.analysis.cancel()
        self.sweep.cancel()
        self.short.cancel()
        self.state.setText("Waiting for the edit to settle…")
        self.results.mark_stale("The new results follow in a moment.")
        self.debounce.start()

    def recalculate(self) -> None:
        """Analyse the current table now (F5)."""
        self.debounce.stop()
        table = self.doc.table
        self.progress.setValue(0)
        self.cancel_button.setEnabled(True)
        self.state.setText("Preparing engine…" if self._first else "Calculating…")
        self.analysis.submit(analysis_job(table))

    def cancel(self) -> None:
        """Stop the running calculation (Esc)."""
        self.debounce.stop()
        if self.analysis.busy:
            self.analysis.cancel()
        self.sweep.cancel()
        self.short.cancel()

    # -------------------------------------------------------------- results

    def _on_progress(self, done: int, total: int) -> None:
        self.progress.setValue(100 * done // max(total, 1))
        if not self._first:
            self.state.setText("Calculating…")

    def _on_result(self, result: AnalysisResult) -> None:
        self._remember(self._results, result.table, result)
        if result.table != self.doc.table:
            return  # an older table's result arriving after an edit
        self._first = False
        self._show(result)
        self.statusMessage.emit(f"Analysis took {result.elapsed_s:.3f} s")

    def _show(self, result: AnalysisResult) -> None:
        self.progress.setValue(100)
        self.cancel_button.setEnabled(False)
        pays = result.table.lines or result.table.dealt
        self.state.setText("Up to date" if pays else "Up to date: this table pays nothing (0%)")
        self.results.set_result(result)
        self.analysisFinished.emit(result)
        self._request_sweep()
        self._request_short_pays(result)

    def _request_short_pays(self, result: AnalysisResult) -> None:
        """The return at each bet of a table with short pays (once per table)."""
        if not result.table.has_short_pays:
            return
        known = self._short.get(result.table)
        if known is not None:
            self.results.set_short_pays(known)
        else:
            self.short.submit(short_pays_job(result))

    def _on_short_pays(self, returns: ShortPayReturns) -> None:
        self._remember(self._short, returns.table, returns)
        if returns.table == self.doc.table:
            self.results.set_short_pays(returns)

    def _request_sweep(self) -> None:
        """Show the royal sweep of the table shown, computing it only if it is on screen."""
        result = self.results.result
        if result is None or result.table != self.doc.table:
            return
        sweep = self._sweeps.get(result.table)
        if sweep is not None:
            self.results.set_sweep(sweep)
        elif not result.table.lines:
            self.results.set_sweep_message("Nothing to sweep: the table pays nothing.")
        elif not (self.isVisible() and self.results.sweep_shown):
            self.results.set_sweep_message("The royal sweep is computed when this tab is shown.")
        elif not (self._sweep_asked == result.table and self.sweep.busy):
            self._sweep_asked = result.table
            self.results.set_sweep_message("Computing the royal sweep…")
            self.sweep.submit(sweep_job(result.table))

    def _on_sweep(self, payload: tuple[PayTable, SweepResult]) -> None:
        table, sweep = payload
        self._sweep_asked = None
        self._remember(self._sweeps, table, sweep)
        if table == self.doc.table:
            self.results.set_sweep(sweep)

    def _on_sweep_cancelled(self) -> None:
        self._sweep_asked = None
        if self.results.result is not None and self.results.result.table not in self._sweeps:
            self.results.set_sweep_message("The royal sweep is computed when this tab is shown.")

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        QTimer.singleShot(0, self, self._request_sweep)

    def hideEvent(self, event: QHideEvent) -> None:
        super().hideEvent(event)
        self.sweep.cancel()  # out of sight: never hold up the other views' jobs

    def _on_failed(self, message: str) -> None:
        self.cancel_button.setEnabled(False)
        self.progress.setValue(0)
        self.state.setText("The calculation failed (see below)")
        self.results.show_failure(message)
        self.statusMessage.emit(f"The calculation failed: {message}")

    def _on_cancelled(self) -> None:
        self.cancel_button.setEnabled(False)
        if not self.debounce.isActive():
            self.state.setText("Cancelled: edit the table or press F5 to recalculate")
            self.statusMessage.emit("Calculation cancelled")
            shown = self.results.result
            if shown is not None and shown.table != self.doc.table:
                self.results.mark_stale("The calculation was cancelled: press F5 to recalculate.")

    @staticmethod
    def _remember(cache: OrderedDict[PayTable, T], key: PayTable, value: T) -> None:
        cache[key] = value
        cache.move_to_end(key)
        while len(cache) > _CACHE_SIZE:
            cache.popitem(last=False)
