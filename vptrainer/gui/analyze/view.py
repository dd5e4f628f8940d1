"""The Analyze view: the pay-table editor beside the results, recalculated on every edit."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, Qt, QTimer, Signal
from PySide6.QtGui import QHideEvent, QShowEvent
from PySide6.QtWidgets import (
    QHBoxLayout,
    QSplitter,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from vptrainer.core.engine.analysis import AnalysisResult
from vptrainer.core.engine.short_pays import ShortPayReturns
from vptrainer.core.engine.sweep import SweepResult
from vptrainer.core.games.paytable import PayTable
from vptrainer.gui.analyze.document import PayTableDocument
from vptrainer.gui.analyze.editor import PayTableEditor
from vptrainer.gui.analyze.feature_page import FeaturePage
from vptrainer.gui.analyze.results import ResultsView
from vptrainer.gui.analyze.ultimate_x_page import UltimateXPage
from vptrainer.gui.i18n import number
from vptrainer.gui.i18n.marks import QT_TRANSLATE_NOOP
from vptrainer.gui.jobs import JobBinding, Jobs, ProgressStrip, Want
from vptrainer.gui.jobs.engine import AnalysisRequest, ShortPaysRequest, SweepRequest
from vptrainer.gui.timers import call_later

DEBOUNCE_MS = 300
SWEEP_WHEN_SHOWN = QT_TRANSLATE_NOOP(
    "AnalyzeView", "The royal sweep is computed when this tab is shown."
)


def sweep_when_shown() -> str:
    """Why the royal sweep is not drawn yet, in the current language."""
    return QCoreApplication.translate("AnalyzeView", SWEEP_WHEN_SHOWN)


class AnalyzeView(QWidget):
    """Editor and results side by side.

    Its jobs (:meth:`wanted`): the analysis of the table asked for (at once for a table
    analysed before, else once an edit settles, or F5), and, while the view is shown,
    the return at each bet of a table with short pays and the royal sweep while its
    chart is shown.

    Signals: ``statusMessage(str)`` for the status bar; ``analysisFinished(object)``
    with each result shown.
    """

    statusMessage = Signal(str)
    analysisFinished = Signal(object)

    def __init__(self, doc: PayTableDocument, jobs: Jobs, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.doc = doc
        self.store = jobs.store
        self.editor = PayTableEditor(doc)
        self.results = ResultsView()
        self._first = True
        self._asked: PayTable | None = None  # the table whose analysis is wanted

        self.jobs = JobBinding(jobs, self.wanted, self)
        self.strip = ProgressStrip(
            self.jobs,
            ("calcState", "calcProgress", "cancelButton"),
            cancel=self.cancel,
            cancel_tip=self.tr("Stop the calculation (Esc)"),
            auto_state=False,
            hide_idle_bar=False,
        )
        self.state, self.progress, self.cancel_button = (
            self.strip.state,
            self.strip.bar,
            self.strip.cancel_button,
        )
        self.progress.setTextVisible(True)
        self.progress.setFormat("%p%")
        self.state.setText(self.tr("Preparing engine…"))
        self.jobs.progress.connect(self._on_progress)
        self.results.charts.currentChanged.connect(self._on_chart_tab)

        self.debounce = QTimer(self, singleShot=True, interval=DEBOUNCE_MS)
        self.debounce.timeout.connect(self.recalculate)
        doc.tableChanged.connect(self._on_table_changed)

        calc = QHBoxLayout()
        calc.addWidget(self.strip, 1)
        right = QWidget()
        rl = QVBoxLayout(right)
        rl.setContentsMargins(6, 0, 0, 0)
        rl.addLayout(calc)
        rl.addWidget(self.results, 1)
        # the pages beside the results: each asks for its own jobs while it is shown
        self.ultimate_x = UltimateXPage(doc, jobs)
        self.features = FeaturePage(doc, jobs)
        self.pages = QTabWidget()
        self.pages.setObjectName("analyzePages")
        self.pages.setDocumentMode(True)
        self.pages.addTab(right, "")
        self.pages.addTab(self.ultimate_x, "Ultimate X")
        self.pages.addTab(self.features, "")
        self.pages.currentChanged.connect(self._on_chart_tab)
        self.splitter = QSplitter(Qt.Orientation.Horizontal)
        self.editor.setMinimumWidth(360)
        self.splitter.addWidget(self.editor)
        self.splitter.addWidget(self.pages)
        self.splitter.setStretchFactor(0, 0)
        self.splitter.setStretchFactor(1, 1)
        self.splitter.setSizes([400, 880])
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 6, 6, 4)  # the window fits a 1024x640 screen
        layout.addWidget(self.splitter)
        self.retranslate()

    def retranslate(self) -> None:
        """The static texts in the current language."""
        self.pages.setAccessibleName(self.tr("Analyze pages"))
        self.pages.setAccessibleDescription(
            self.tr("The return of the table, its Ultimate X game and its feature games")
        )
        self.pages.setTabText(0, self.tr("Return"))
        self.pages.setTabText(2, self.tr("Feature games"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    # ------------------------------------------------------------- requests

    def wanted(self) -> list[Want[Any]]:
        """What the view shows, while it is shown: the analysis asked for, and for the
        table shown its returns at each bet and (its chart shown) its royal sweep."""
        if not self.isVisible():
            return []
        wants: list[Want[Any]] = []
        if self._asked is not None:
            wants.append(Want(AnalysisRequest(self._asked), self.show_analysis, self.show_failure))
        result = self.results.current_result
        if result is None or result.table != self.doc.table:
            return wants
        table = result.table
        if table.has_short_pays:
            wants.append(
                Want(ShortPaysRequest(table), self.show_short_pays, self._short_pays_failed)
            )
        if table.lines and self.results.sweep_shown and self.results.isVisible():
            wants.append(
                Want(
                    SweepRequest(table),
                    self.show_sweep,
                    self.results.set_sweep_message,
                    self._sweep_waiting,
                )
            )
        return wants

    def _on_table_changed(self, table: PayTable) -> None:
        if AnalysisRequest(table) in self.store:
            self.debounce.stop()
            self._asked = table
            self.jobs.update()
            return
        # the running jobs are stale: stop them now, start the new one after typing settles
        self._asked = None
        self.jobs.update()
        self.state.setText(self.tr("Waiting for the edit to settle…"))
        self.results.mark_stale(self.tr("The new results follow in a moment."))
        self.debounce.start()

    def recalculate(self) -> None:
        """Analyse the current table now (F5)."""
        self.debounce.stop()
        self._asked = self.doc.table
        self.jobs.retry()
        if AnalysisRequest(self.doc.table) in self.store and not self.results.stale:
            # analysed already: the exact result cannot change, it stays on screen
            self._say_up_to_date(self.doc.table)
        else:
            self.progress.setValue(0)
            self.state.setText(
                self.tr("Preparing engine…") if self._first else self.tr("Calculating…")
            )
        self.jobs.update()

    def cancel(self) -> None:
        """Stop the running calculation (Esc)."""
        self.debounce.stop()
        analysing = self.jobs.busy_with(AnalysisRequest)
        sweeping = self.jobs.busy_with(SweepRequest)
        self._asked = None
        self.jobs.cancel()
        if sweeping:
            self.results.set_sweep_message(sweep_when_shown())
        if analysing:
            self.state.setText(self.tr("Cancelled: edit the table or press F5 to recalculate"))
            self.statusMessage.emit(self.tr("Calculation cancelled"))
            shown = self.results.result
            if shown is not None and shown.table != self.doc.table:
                self.results.mark_stale(
                    self.tr("The calculation was cancelled: press F5 to recalculate.")
                )

    # -------------------------------------------------------------- results

    def _on_progress(self, done: int, total: int) -> None:
        if not self._first and self.jobs.busy_with(AnalysisRequest):
            self.state.setText(self.tr("Calculating…"))

    def show_analysis(self, result: AnalysisResult) -> None:
        """Show the analysis of the table asked for."""
        if result.table != self.doc.table:
            return  # an older table's result (the edit has not settled)
        self._first = False
        self._say_up_to_date(result.table)
        if result is self.results.result and not self.results.stale:
            return  # shown already (the view was hidden and shown again)
        self.results.set_result(result)
        self.analysisFinished.emit(result)
        if not self.jobs.served_from_store:
            self.statusMessage.emit(
                self.tr("Analysis took {seconds} s").format(seconds=number(result.elapsed_s, 3))
            )
        self._sweep_note()

    def _say_up_to_date(self, table: PayTable) -> None:
        self.progress.setValue(100)
        pays = table.lines or table.dealt
        self.state.setText(
            self.tr("Up to date") if pays else self.tr("Up to date: this table pays nothing (0%)")
        )

    def show_failure(self, message: str) -> None:
        """Clear the results and say what failed."""
        self.progress.setValue(0)
        self.state.setText(self.tr("The calculation failed (see below)"))
        self.results.show_failure(message)
        self.statusMessage.emit(self.tr("The calculation failed: {why}").format(why=message))

    def show_short_pays(self, returns: ShortPayReturns) -> None:
        """The return at each bet of the table shown."""
        if returns.table == self.doc.table:
            self.results.set_short_pays(returns)

    def _short_pays_failed(self, message: str) -> None:
        self.results.set_short_pays_message(
            self.tr("could not be calculated: {why}").format(why=message)
        )

    def show_sweep(self, sweep: SweepResult) -> None:
        """The royal sweep of the table shown."""
        self.results.set_sweep(sweep)

    def _sweep_waiting(self) -> None:
        self.results.set_sweep_message(self.tr("Computing the royal sweep…"))

    def _sweep_note(self) -> None:
        """Say why the royal sweep is not shown (when it is not being computed)."""
        result = self.results.current_result
        if result is None or result.table != self.doc.table:
            return
        if SweepRequest(result.table) in self.store or self.jobs.busy_with(SweepRequest):
            return
        if not result.table.lines:
            self.results.set_sweep_message(self.tr("Nothing to sweep: the table pays nothing."))
        elif not (self.results.isVisible() and self.results.sweep_shown):
            self.results.set_sweep_message(sweep_when_shown())

    @property
    def chart_list(self) -> list[Any]:
        """Every chart of the view (its results' and its pages'), for File > Export."""
        return [*self.results.chart_list, *self.ultimate_x.charts(), *self.features.charts()]

    def _on_chart_tab(self) -> None:
        self.jobs.update()
        self._sweep_note()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        call_later(self, 0, self.jobs.update)

    def hideEvent(self, event: QHideEvent) -> None:
        super().hideEvent(event)
        self.jobs.update()  # out of sight: never hold up the other views' jobs
        self._sweep_note()
