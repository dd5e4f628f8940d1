"""The Bankroll view: money, risk of ruin, sessions and multi-play of the table being edited.

:class:`BankrollView` coordinates: it owns the inputs, the result pages and the
compare page, and one job runner per long job (long-run risk, session odds, the fan
of session results, the royal sweep of the progressive page, the comparison). It
works on the Analyze view's table: the window hands it every analysis shown
(:meth:`set_result`) and tells it when the table is edited (:meth:`table_changed`).
Jobs run only while the view is on screen (and the sweep only while the progressive
page is), so they never hold up the other views' jobs; a hidden view cancels its own.
"""

from __future__ import annotations

from collections.abc import Callable
from fractions import Fraction

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtGui import QHideEvent, QShowEvent
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QProgressBar,
    QPushButton,
    QScrollArea,
    QSplitter,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from vptrainer.core.bankroll.compare import TableComparison
from vptrainer.core.bankroll.money import progressive
from vptrainer.core.engine.analysis import AnalysisResult
from vptrainer.core.engine.sweep import SweepResult
from vptrainer.core.errors import VPError
from vptrainer.core.games.paytable import PayTable
from vptrainer.gui.bankroll.compare import ComparePage
from vptrainer.gui.bankroll.inputs import BankrollInputs
from vptrainer.gui.bankroll.jobs import (
    Comparison,
    FanFigures,
    FanRequest,
    RiskFigures,
    RiskRequest,
    SessionFigures,
    SessionRequest,
    compare_job,
    fan_job,
    risk_job,
    session_job,
)
from vptrainer.gui.bankroll.panels import (
    MultiPlayPanel,
    ProgressivePanel,
    RiskPanel,
    SessionOddsPanel,
)
from vptrainer.gui.widgets.plot_chart import PlotChart
from vptrainer.gui.workers import EngineThread, JobRunner, sweep_job

DEBOUNCE_MS = 250
_KNOWN_RESULTS = 16
_WAITING = "Waiting for the analysis of the table…"


class BankrollView(QWidget):
    """Bankroll, risk of ruin, session odds, multi-play and progressive meters; table comparison.

    Signals: ``statusMessage(str)`` for the status bar.
    """

    statusMessage = Signal(str)

    def __init__(
        self,
        engine: EngineThread,
        current_table: Callable[[], PayTable] | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("bankrollView")
        self._current_table = current_table
        self.result: AnalysisResult | None = None
        self._known: dict[PayTable, AnalysisResult] = {}
        self._sweeps: dict[PayTable, SweepResult] = {}
        self._meter_table: PayTable | None = None
        self._done: dict[str, tuple[object, ...]] = {}  # the request each page shows
        self._asked: dict[str, tuple[object, ...]] = {}  # the request each runner works on

        self.inputs = BankrollInputs()
        self.risk_page = RiskPanel()
        self.session_page = SessionOddsPanel()
        self.multi_page = MultiPlayPanel()
        self.progressive_page = ProgressivePanel()
        self.compare_page = ComparePage(current_table)

        self.title = QLabel(_WAITING)
        self.title.setObjectName("bankrollTitle")
        self.title.setWordWrap(True)
        self.state = QLabel("")
        self.state.setObjectName("bankrollState")
        self.progress = QProgressBar()
        self.progress.setObjectName("bankrollProgress")
        self.progress.setRange(0, 100)
        self.progress.setMaximumWidth(160)
        self.cancel_button = QPushButton("Cancel")
        self.cancel_button.setObjectName("bankrollCancel")
        self.cancel_button.setEnabled(False)
        self.cancel_button.setToolTip("Stop the calculations of this view")
        self.cancel_button.clicked.connect(self.cancel)
        self.progress.hide()

        self.runners: dict[str, JobRunner] = {}
        for name in ("risk", "session", "fan", "sweep", "compare"):
            runner = engine.runner()
            runner.progress.connect(lambda d, t, n=name: self._on_progress(n, d, t))
            runner.failed.connect(lambda m, n=name: self._on_failed(n, m))
            runner.cancelled.connect(lambda n=name: self._on_cancelled(n))
            self.runners[name] = runner
        self.runners["risk"].finished.connect(self._on_risk)
        self.runners["session"].finished.connect(self._on_session)
        self.runners["fan"].finished.connect(self._on_fan)
        self.runners["sweep"].finished.connect(self._on_sweep)
        self.runners["compare"].finished.connect(self._on_compare)

        self.debounce = QTimer(self, singleShot=True, interval=DEBOUNCE_MS)
        self.debounce.timeout.connect(self.update_jobs)
        self.inputs.changed.connect(self.debounce.start)
        self.inputs.moneyChanged.connect(self._on_money)
        self.progressive_page.meterChanged.connect(self._show_progressive)
        self.compare_page.compareRequested.connect(self._compare)
        self.compare_page.statusMessage.connect(self.statusMessage)
        for chart in self.charts:
            chart.exported.connect(lambda p: self.statusMessage.emit(f"Exported {p}"))
        self._build_layout()
        self._show_waiting(_WAITING)

    def _build_layout(self) -> None:
        scroll = QScrollArea()
        scroll.setObjectName("bankrollInputsScroll")
        scroll.setWidget(self.inputs)
        scroll.setWidgetResizable(True)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        scroll.setMinimumWidth(self.inputs.minimumSizeHint().width() + 24)
        self.outputs = QTabWidget()
        self.outputs.setObjectName("bankrollOutputs")
        self.outputs.addTab(self.risk_page, "Risk of ruin")
        self.outputs.addTab(self.session_page, "Session")
        self.outputs.addTab(self.multi_page, "Multi-play")
        self.outputs.addTab(self.progressive_page, "Progressive")
        self.outputs.currentChanged.connect(self._on_page)
        head = QHBoxLayout()
        head.addWidget(self.title, 1)
        head.addWidget(self.state)
        head.addWidget(self.progress)
        head.addWidget(self.cancel_button)
        right = QWidget()
        rl = QVBoxLayout(right)
        rl.setContentsMargins(4, 0, 0, 0)
        rl.addLayout(head)
        rl.addWidget(self.outputs, 1)
        splitter = QSplitter(Qt.Orientation.Horizontal)
        splitter.addWidget(scroll)
        splitter.addWidget(right)
        splitter.setStretchFactor(0, 0)
        splitter.setStretchFactor(1, 1)
        splitter.setChildrenCollapsible(False)
        self.bankroll_page = QWidget()
        bl = QVBoxLayout(self.bankroll_page)
        bl.setContentsMargins(0, 4, 0, 0)
        bl.addWidget(splitter)
        self.pages = QTabWidget()
        self.pages.setObjectName("bankrollPages")
        self.pages.addTab(self.bankroll_page, "&Risk and sessions")
        self.pages.addTab(self.compare_page, "Co&mpare tables")
        self.pages.currentChanged.connect(self._on_page)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 6, 6, 6)
        layout.addWidget(self.pages)

    @property
    def charts(self) -> list[PlotChart]:
        """Every chart of the view, for File > Export."""
        return [self.risk_page.chart, self.session_page.chart, self.progressive_page.chart]

    # ---------------------------------------------------------------- the table

    def table_changed(self, table: PayTable) -> None:
        """The edited table changed: its figures wait for its analysis."""
        known = self._known.get(table)
        if known is not None:
            self.set_result(known)
            return
        self.result = None
        self._cancel_jobs()
        self._show_waiting(f"Waiting for the analysis of {table.name}…")

    def set_result(self, result: AnalysisResult) -> None:
        """The analysis of the table being edited (the figures follow it)."""
        if self._current_table is not None and result.table != self._current_table():
            return
        self._known[result.table] = result
        while len(self._known) > _KNOWN_RESULTS:
            del self._known[next(iter(self._known))]
        if result is self.result:
            return
        self.result = result
        self._done.clear()
        r = result
        self.title.setText(f"{r.table.name}: return {r.return_float * 100:.4f}%")
        if self._meter_table != r.table:
            self._meter_table = r.table
            royal = r.categories[0].pays if r.categories else Fraction(0)
            self.progressive_page.set_meter(float(royal * self.inputs.wallet.bet))
        if r.table.lines:
            self._show_waiting("Computing…")
        self.update_jobs()
        self.compare_page.edited_table_changed()

    # ------------------------------------------------------------------ jobs

    def _visible(self) -> bool:
        return self.isVisible() and self.pages.currentWidget() is self.bankroll_page

    def update_jobs(self) -> None:
        """Start the jobs whose figures are out of date (only while the figures are shown)."""
        self.debounce.stop()
        if self.pages.currentWidget() is self.compare_page and self.isVisible():
            self.compare_page.add_defaults()
            if self.compare_page.comparison is None:
                self.compare_page.request()
            return
        result = self.result
        if result is None or not self._visible():
            return
        if not result.table.lines:
            self._show_waiting("This table pays nothing: nothing to compute.")
            return
        try:
            v = self.inputs.values()
        except VPError as exc:
            self.statusMessage.emit(str(exc))
            return
        risk = RiskRequest(result, v.lines, v.cashback, v.bankroll, v.risk)
        session = SessionRequest(result, v.bankroll, v.hands, v.goal, v.cashback, v.lines)
        fan = FanRequest(result, v.hands, v.lines, v.cashback)
        self._run("risk", risk.key(), lambda: risk_job(risk), self.risk_page.show_pending)
        self._run("fan", fan.key(), lambda: fan_job(fan), self.session_page.show_fan_pending)
        self._run(
            "session",
            session.key(),
            lambda: session_job(session),
            self.session_page.show_odds_pending,
        )
        if self.outputs.currentWidget() is self.progressive_page:
            self._run_sweep(result.table)

    def _run(
        self,
        name: str,
        key: tuple[object, ...],
        make: Callable[[], object],
        pending: Callable[[str], None],
    ) -> None:
        working = self._asked.get(name) == key and self.runners[name].busy
        if self._done.get(name) == key or working:
            return
        self._asked[name] = key
        pending("Computing…")
        self.runners[name].submit(make())  # type: ignore[arg-type]
        self._update_state()

    def _run_sweep(self, table: PayTable) -> None:
        if table in self._sweeps:
            self._show_progressive()
            return
        key = (table,)
        if self._asked.get("sweep") == key and self.runners["sweep"].busy:
            return
        self._asked["sweep"] = key
        self.progressive_page.show_pending("Computing the royal sweep…")
        self.runners["sweep"].submit(sweep_job(table))
        self._update_state()

    def _compare(self, tables: tuple[PayTable, ...]) -> None:
        self.runners["compare"].submit(compare_job(tables, self._known))
        self._update_state()

    def cancel(self) -> None:
        """Stop the view's calculations."""
        self._cancel_jobs()
        self.statusMessage.emit("Bankroll calculations cancelled")

    def _cancel_jobs(self) -> None:
        self.debounce.stop()
        for runner in self.runners.values():
            runner.cancel()
        self._asked.clear()

    def _update_state(self) -> None:
        busy = [n for n, r in self.runners.items() if r.busy]
        self.cancel_button.setEnabled(bool(busy))
        names = {
            "risk": "long-run risk",
            "session": "session odds",
            "fan": "session results",
            "sweep": "royal sweep",
            "compare": "comparison",
        }
        self.state.setText("Computing " + ", ".join(names[n] for n in busy) + "…" if busy else "")
        self.progress.setVisible(bool(busy))
        if not busy:
            self.progress.setValue(0)

    def _on_progress(self, name: str, done: int, total: int) -> None:
        self.progress.setValue(100 * done // max(total, 1))

    def _on_failed(self, name: str, message: str) -> None:
        self._asked.pop(name, None)
        self._update_state()
        text = f"Could not compute the {name}: {message}"
        if name == "risk":
            self.risk_page.show_pending(text)
        elif name == "session":
            self.session_page.show_odds_pending(text)
        elif name == "fan":
            self.session_page.show_fan_pending(text)
        elif name == "sweep":
            self.progressive_page.show_pending(text)
        else:
            self.compare_page.show_failed(message)
        self.statusMessage.emit(text)

    def _on_cancelled(self, name: str) -> None:
        self._asked.pop(name, None)
        self._update_state()

    def _current(self, result: AnalysisResult) -> bool:
        return result is self.result

    def _on_risk(self, figures: RiskFigures) -> None:
        self._update_state()
        if not self._current(figures.request.result):
            return
        self._done["risk"] = figures.request.key()
        self.risk_page.show_figures(figures, self.inputs.wallet)
        self.multi_page.show_figures(figures)

    def _on_session(self, figures: SessionFigures) -> None:
        self._update_state()
        if not self._current(figures.request.result):
            return
        self._done["session"] = figures.request.key()
        self.session_page.show_odds(figures, self.inputs.wallet)

    def _on_fan(self, figures: FanFigures) -> None:
        self._update_state()
        if not self._current(figures.request.result):
            return
        self._done["fan"] = figures.request.key()
        v = self.inputs.values()
        self.session_page.show_fan(
            figures, bankroll=float(v.bankroll), goal=None if v.goal is None else float(v.goal)
        )

    def _on_sweep(self, payload: tuple[PayTable, SweepResult]) -> None:
        self._update_state()
        table, sweep = payload
        self._sweeps[table] = sweep
        while len(self._sweeps) > _KNOWN_RESULTS:
            del self._sweeps[next(iter(self._sweeps))]
        self._show_progressive()

    def _on_compare(self, found: Comparison) -> None:
        self._update_state()
        for table, result in zip(found.tables, found.results, strict=True):
            self._known.setdefault(table, result)
        if found.tables == self.compare_page.tables():
            self.compare_page.show_comparison(found.comparison)

    # --------------------------------------------------------------- showing

    def _show_waiting(self, text: str) -> None:
        if self.result is None:
            self.title.setText(text)
        self.risk_page.show_pending(text)
        self.session_page.show_odds_pending(text)
        self.session_page.show_fan_pending(text)
        self.multi_page.show_pending(text)
        self.progressive_page.show_pending(text)

    def _show_progressive(self) -> None:
        result = self.result
        if result is None:
            return
        sweep = self._sweeps.get(result.table)
        if sweep is None:
            if self.outputs.currentWidget() is self.progressive_page and self._visible():
                self._run_sweep(result.table)
            return
        v = self.inputs.values()
        try:
            at = progressive(sweep, v.wallet, self.progressive_page.meter, v.cashback)
            plain = progressive(sweep, v.wallet, self.progressive_page.meter)
        except VPError as exc:
            self.progressive_page.show_pending(str(exc))
            return
        self.progressive_page.show_progressive(sweep, v.wallet, at, plain, result.table.name)

    def _on_money(self) -> None:
        wallet = self.inputs.wallet
        self.risk_page.refresh_money(wallet)
        self.session_page.refresh_money(wallet)
        self._show_progressive()

    def _on_page(self) -> None:
        self.update_jobs()

    @property
    def comparison(self) -> TableComparison | None:
        """The comparison shown on the compare page."""
        return self.compare_page.comparison

    # ------------------------------------------------------------- visibility

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        QTimer.singleShot(0, self, self.update_jobs)

    def hideEvent(self, event: QHideEvent) -> None:
        super().hideEvent(event)
        self._cancel_jobs()

    def shutdown(self) -> None:
        """Cancel every job (the window is closing)."""
        self._cancel_jobs()
