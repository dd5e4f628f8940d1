"""The Bankroll view: money, risk of ruin, sessions and multi-play of the table being edited.

:class:`BankrollView` coordinates: it owns the inputs, the result pages and the
compare page. It works on the Analyze view's table (:meth:`table_changed` follows its
edits) and asks, while it is shown, for what its pages show (:meth:`wanted`): the
table's analysis, then the long-run risk, the session odds and the fan of session
results, the royal sweep while the progressive page is shown, the rising meter's value
while its page is, and the tables compared while the compare page is. The analysis and
the sweep are shared with the Analyze view through the result store.

The risk and session figures price the game as the bet is paid: the table's short pays
below max bet, the royal at the progressive meter when asked, and any feature game
(:class:`~vptrainer.gui.jobs.bankroll.Subject`). The inputs are remembered between runs
when the view is given the app's settings.
"""

from __future__ import annotations

from collections.abc import Callable
from fractions import Fraction
from typing import Any

from PySide6.QtCore import QEvent, Qt, QTimer, Signal
from PySide6.QtGui import QHideEvent, QShowEvent
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QScrollArea,
    QSplitter,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from vptrainer.core.bankroll.compare import TableComparison
from vptrainer.core.bankroll.money import priced_table, progressive
from vptrainer.core.engine.analysis import AnalysisResult
from vptrainer.core.engine.sweep import SweepResult
from vptrainer.core.errors import VPError
from vptrainer.core.games.paytable import MAX_COINS, PayTable
from vptrainer.gui import i18n
from vptrainer.gui import settings as prefs
from vptrainer.gui.accessibility import describe
from vptrainer.gui.bankroll.compare import ComparePage
from vptrainer.gui.bankroll.inputs import BankrollInputs, Inputs
from vptrainer.gui.bankroll.panels import (
    MultiPlayPanel,
    ProgressivePanel,
    RiskPanel,
    SessionOddsPanel,
)
from vptrainer.gui.bankroll.rising import RisingPanel
from vptrainer.gui.jobs import JobBinding, Jobs, ProgressStrip, Want
from vptrainer.gui.jobs.bankroll import (
    CompareRequest,
    Comparison,
    FanFigures,
    FanRequest,
    RiskFigures,
    RiskRequest,
    SessionFigures,
    SessionRequest,
    Subject,
)
from vptrainer.gui.jobs.engine import AnalysisRequest, SweepRequest
from vptrainer.gui.jobs.rising import RisingFigures, RisingRequest
from vptrainer.gui.timers import call_later
from vptrainer.gui.widgets.plot_chart import PlotChart

DEBOUNCE_MS = 250


class BankrollView(QWidget):
    """Bankroll, risk of ruin, session odds, multi-play and progressive meters; table comparison.

    Signals: ``statusMessage(str)`` for the status bar.
    """

    statusMessage = Signal(str)

    def __init__(
        self,
        jobs: Jobs,
        current_table: Callable[[], PayTable] | None = None,
        parent: QWidget | None = None,
        settings: prefs.Settings | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("bankrollView")
        self._current_table = current_table
        self.settings = settings
        self.store = jobs.store
        self.table: PayTable | None = current_table() if current_table is not None else None
        self.result: AnalysisResult | None = None
        self._meter_table: PayTable | None = None
        self.subject: Subject | None = None  # what the risk figures price now

        self.inputs = BankrollInputs(settings)
        self.risk_page = RiskPanel()
        self.session_page = SessionOddsPanel()
        self.multi_page = MultiPlayPanel()
        self.progressive_page = ProgressivePanel()
        self.rising_page = RisingPanel()
        if settings is not None:
            self._remember_rising(settings)
        self.compare_page = ComparePage(current_table)

        self.title = QLabel(self._waiting_text())
        self.title.setObjectName("bankrollTitle")
        self.title.setWordWrap(True)
        self.jobs = JobBinding(jobs, self.wanted, self)
        self.strip = ProgressStrip(
            self.jobs,
            ("bankrollState", "bankrollProgress", "bankrollCancel"),
            cancel=self.cancel,
            bar_width=160,
        )
        self.state, self.progress, self.cancel_button = (
            self.strip.state,
            self.strip.bar,
            self.strip.cancel_button,
        )

        self.debounce = QTimer(self, singleShot=True, interval=DEBOUNCE_MS)
        self.debounce.timeout.connect(self.update_jobs)
        self.inputs.changed.connect(self.debounce.start)
        self.inputs.moneyChanged.connect(self._on_money)
        self.progressive_page.meterChanged.connect(self._meter_edited)
        self.inputs.meterEdited.connect(self._meter_edited)
        self.rising_page.meterEdited.connect(self._meter_edited)
        self.rising_page.changed.connect(self.debounce.start)
        self.compare_page.compareRequested.connect(self._compare)
        self.compare_page.statusMessage.connect(self.statusMessage)
        for chart in self.charts:
            chart.exported.connect(
                lambda p: self.statusMessage.emit(self.tr("Exported {path}").format(path=p))
            )
        self._build_layout()
        self.retranslate()
        self._show_waiting(self._waiting_text())

    def _waiting_text(self) -> str:
        return self.tr("Waiting for the analysis of the table…")

    def retranslate(self) -> None:
        """Set the tabs' names in the current language."""
        for page, text in (
            (self.risk_page, self.tr("Risk of ruin")),
            (self.session_page, self.tr("Session")),
            (self.multi_page, self.tr("Multi-play")),
            (self.progressive_page, self.tr("Progressive")),
            (self.rising_page, self.tr("Rising meter")),
        ):
            self.outputs.setTabText(self.outputs.indexOf(page), text)
        self.pages.setTabText(self.pages.indexOf(self.bankroll_page), self.tr("&Risk and sessions"))
        self.pages.setTabText(self.pages.indexOf(self.compare_page), self.tr("Co&mpare tables"))
        self._fit_inputs()

    def _fit_inputs(self) -> None:
        """The inputs' pane as wide as their labels in the current language."""
        self._inputs_scroll.setMinimumWidth(self.inputs.minimumSizeHint().width() + 24)

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
            self._retranslate_figures()
            call_later(self, 0, self._fit_inputs)  # once the inputs have their texts

    def _retranslate_figures(self) -> None:
        """Show the title again in the current language (each page shows its own figures
        again)."""
        if self.result is None:
            self._show_waiting(self._waiting_text())
        else:
            self._show_title(self.result)

    def _build_layout(self) -> None:
        scroll = QScrollArea()
        scroll.setObjectName("bankrollInputsScroll")
        describe(
            scroll,
            self.tr("Bankroll inputs"),
            self.tr("The bankroll, bet, session and strategy the results are for."),
        )
        scroll.setWidget(self.inputs)
        scroll.setWidgetResizable(True)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self._inputs_scroll = scroll
        self.outputs = QTabWidget()
        self.outputs.setObjectName("bankrollOutputs")
        self.outputs.addTab(self.risk_page, "")
        self.outputs.addTab(self.session_page, "")
        self.outputs.addTab(self.multi_page, "")
        self.outputs.addTab(self.progressive_page, "")
        self.outputs.addTab(self.rising_page, "")
        describe(
            self.outputs,
            self.tr("Bankroll results"),
            self.tr("Risk of ruin, session and multi-play results."),
        )
        self.outputs.currentChanged.connect(self.update_jobs)
        head = QHBoxLayout()
        head.addWidget(self.title, 1)
        head.addWidget(self.strip)
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
        self.pages.addTab(self.bankroll_page, "")
        self.pages.addTab(self.compare_page, "")
        describe(
            self.pages, self.tr("Bankroll pages"), self.tr("Risk and sessions, and Compare tables.")
        )
        self.pages.currentChanged.connect(self.update_jobs)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 6, 6, 6)
        layout.addWidget(self.pages)

    @property
    def charts(self) -> list[PlotChart]:
        """Every chart of the view, for File > Export."""
        return [
            self.risk_page.chart,
            self.session_page.chart,
            self.progressive_page.chart,
            self.rising_page.chart,
        ]

    # ---------------------------------------------------------------- the table

    def table_changed(self, table: PayTable) -> None:
        """The edited table changed: its figures follow its analysis."""
        if table == self.table:
            return
        self.table = table
        if AnalysisRequest(table) not in self.store:
            self.result = None
            self._show_waiting(
                self.tr("Waiting for the analysis of {table}…").format(table=table.name)
            )
        self.compare_page.edited_table_changed()
        self.update_jobs()

    # ------------------------------------------------------------------ jobs

    def wanted(self) -> list[Want[Any]]:
        """What the pages on screen show: the tables compared, or the table's analysis
        and the figures over it (the royal sweep while the progressive page is shown)."""
        if not self.isVisible():
            return []
        if self.pages.currentWidget() is self.compare_page:
            tables = self.compare_page.tables()
            if len(tables) < 2:
                return []
            request = CompareRequest(tables)
            return [Want(request, self.show_comparison, self.compare_page.show_failed)]
        if self.table is None:
            return []
        wants: list[Want[Any]] = [
            Want(AnalysisRequest(self.table), self.show_analysis, self._analysis_failed)
        ]
        result = self.result
        if result is None or result.table != self.table or not result.table.lines:
            return wants
        try:
            v = self.inputs.values()
        except VPError:
            return wants
        wants += self._rising_wants(result, v)
        try:
            subject = self._subject(v)
        except VPError as exc:
            self.subject = None
            self._show_priced_pending(str(exc))
            return wants
        if subject != self.subject:
            self.subject = subject
            self._show_priced_pending(self.tr("Computing…"))
        wants += [
            Want(
                RiskRequest(subject, v.lines, v.cashback, v.bankroll, v.risk),
                self.show_risk,
                self._risk_failed,
                self._risk_waiting,
            ),
            Want(
                FanRequest(subject, v.hands, v.lines, v.cashback),
                self.show_fan,
                self._fan_failed,
                self._fan_waiting,
            ),
            Want(
                SessionRequest(subject, v.bankroll, v.hands, v.goal, v.cashback, v.lines),
                self.show_session,
                self._session_failed,
                self._session_waiting,
            ),
        ]
        if self.outputs.currentWidget() is self.progressive_page:
            wants.append(
                Want(
                    SweepRequest(result.table),
                    self.show_sweep,
                    self._sweep_failed,
                    self._sweep_waiting,
                )
            )
        return wants

    def _subject(self, v: Inputs) -> Subject:
        """What the risk figures price: the table as the bet is paid (short pays below max
        bet, the royal at the meter when asked), as the base game or a feature game."""
        assert self.table is not None
        meter_pay = None if v.meter is None else v.wallet.pay_per_coin(v.meter)
        table = priced_table(self.table, coins=min(v.wallet.coins, MAX_COINS), meter_pay=meter_pay)
        return Subject(table, v.feature)

    def _rising_wants(self, result: AnalysisResult, v: Inputs) -> list[Want[Any]]:
        """The rising meter's value, while its page is shown."""
        if self.outputs.currentWidget() is not self.rising_page:
            return []
        page = self.rising_page
        if v.wallet.coins < MAX_COINS:
            page.show_pending(
                self.tr(
                    "A progressive meter pays a max bet only: choose {coins} coins per bet "
                    "or more (Money, on the left)."
                ).format(coins=i18n.integer(MAX_COINS))
            )
            return []
        meter = v.wallet.bets(self.inputs.meter) * v.wallet.coins  # coins of a max-bet royal
        request = RisingRequest(
            result.table,
            meter,
            page.rate,
            v.wallet.coins,
            page.players,
            page.policy,  # type: ignore[arg-type]
        )
        return [Want(request, self.show_rising, self._rising_failed, self._rising_waiting)]

    def update_jobs(self) -> None:
        """Ask for what the pages on screen show (the compare page's tables chosen first)."""
        self.debounce.stop()
        if self.isVisible() and self.pages.currentWidget() is self.compare_page:
            self.compare_page.add_defaults()
            if self.compare_page.comparison is None:
                self.compare_page.request()  # says "Comparing…" and asks (see _compare)
        elif self.isVisible() and self.result is not None:
            try:
                self.inputs.values()
            except VPError as exc:
                self.statusMessage.emit(str(exc))
            else:
                if self.outputs.currentWidget() is self.progressive_page:
                    self._show_progressive()  # the inputs changed: the meter's figures too
        self.jobs.update()

    def _compare(self, _tables: tuple[PayTable, ...]) -> None:
        self.jobs.update()

    def cancel(self) -> None:
        """Stop the view's calculations."""
        self.debounce.stop()
        self.jobs.cancel()
        self.statusMessage.emit(self.tr("Bankroll calculations cancelled"))

    def _failed(self, text: str, show: Callable[[str], None]) -> None:
        show(text)
        self.statusMessage.emit(text)

    def _analysis_failed(self, message: str) -> None:
        self.result = None
        self._failed(
            self.tr("Could not compute the analysis: {message}").format(message=message),
            self._show_waiting,
        )

    def _risk_failed(self, message: str) -> None:
        self._failed(
            self.tr("Could not compute the risk: {message}").format(message=message),
            self.risk_page.show_pending,
        )

    def _session_failed(self, message: str) -> None:
        self._failed(
            self.tr("Could not compute the session: {message}").format(message=message),
            self.session_page.show_odds_pending,
        )

    def _fan_failed(self, message: str) -> None:
        self._failed(
            self.tr("Could not compute the fan: {message}").format(message=message),
            self.session_page.show_fan_pending,
        )

    def _sweep_failed(self, message: str) -> None:
        self._failed(
            self.tr("Could not compute the sweep: {message}").format(message=message),
            self.progressive_page.show_pending,
        )

    def _rising_failed(self, message: str) -> None:
        self._failed(
            self.tr("Could not compute the rising meter: {message}").format(message=message),
            self.rising_page.show_pending,
        )

    def _rising_waiting(self) -> None:
        self.rising_page.show_pending(self.tr("Computing the rising meter…"))

    def _risk_waiting(self) -> None:
        self.risk_page.show_pending(self.tr("Computing…"))

    def _session_waiting(self) -> None:
        self.session_page.show_odds_pending(self.tr("Computing…"))

    def _fan_waiting(self) -> None:
        self.session_page.show_fan_pending(self.tr("Computing…"))

    def _sweep_waiting(self) -> None:
        self.progressive_page.show_pending(self.tr("Computing the royal sweep…"))

    # --------------------------------------------------------------- showing

    def show_analysis(self, result: AnalysisResult) -> None:
        """The analysis of the table being edited (the figures follow it)."""
        if result.table != self.table or result is self.result:
            return
        self.result = result
        r = result
        self._show_title(r)
        if self._meter_table != r.table:
            first = self._meter_table is None
            self._meter_table = r.table
            if not (first and self.inputs.remembered_meter):  # else the last run's meter
                royal = r.categories[0].pays if r.categories else Fraction(0)
                self._set_meter(float(royal * self.inputs.wallet.bet))
        if r.table.lines:
            self._show_waiting(self.tr("Computing…"))
        else:
            self._show_waiting(self.tr("This table pays nothing: nothing to compute."))

    def _show_title(self, r: AnalysisResult) -> None:
        self.title.setText(
            self.tr("{table}: return {percent}").format(
                table=r.table.name, percent=i18n.percent(r.return_float)
            )
        )

    def _shows(self, subject: Subject) -> bool:
        return self.result is not None and subject == self.subject

    def show_risk(self, figures: RiskFigures) -> None:
        """The long-run risk and the multi-play table."""
        if self._shows(figures.request.subject):
            self.risk_page.show_figures(figures, self.inputs.wallet, self.inputs.values().speed)
            self.multi_page.show_figures(figures)

    def show_session(self, figures: SessionFigures) -> None:
        """A session's odds."""
        if self._shows(figures.request.subject):
            speed = self.inputs.values().speed
            self.session_page.show_odds(figures, self.inputs.wallet, speed)

    def show_fan(self, figures: FanFigures) -> None:
        """The fan of a session's running result."""
        if not self._shows(figures.request.subject):
            return
        v = self.inputs.values()
        self.session_page.show_fan(
            figures, bankroll=float(v.bankroll), goal=None if v.goal is None else float(v.goal)
        )

    def show_sweep(self, sweep: SweepResult) -> None:
        """The royal sweep, for the progressive page."""
        self._show_progressive()

    def show_rising(self, figures: RisingFigures) -> None:
        """The rising meter's value at the meter, its break-even and its chart."""
        if self.result is not None and figures.request.table == self.result.table:
            v = self.inputs.values()
            self.rising_page.show_figures(figures, v.wallet, v.speed)

    def show_comparison(self, found: Comparison) -> None:
        """The tables compared."""
        if found.tables == self.compare_page.tables():
            self.compare_page.show_comparison(found.comparison)

    def _show_waiting(self, text: str) -> None:
        if self.result is None:
            self.title.setText(text)
        self.subject = None
        self._show_priced_pending(text)
        self.progressive_page.show_pending(text)
        self.rising_page.show_pending(text)

    def _show_priced_pending(self, text: str) -> None:
        self.risk_page.show_pending(text)
        self.session_page.show_odds_pending(text)
        self.session_page.show_fan_pending(text)
        self.multi_page.show_pending(text)

    # ----------------------------------------------------------------- the meter

    def _set_meter(self, dollars: float) -> None:
        """Show one meter on every page that edits it (asking for nothing)."""
        self.inputs.set_meter(dollars)
        self.progressive_page.set_meter(dollars)
        self.rising_page.set_meter(dollars)
        if self.settings is not None:
            self.settings.set(prefs.BANKROLL_METER, float(dollars))

    def _meter_edited(self, dollars: float) -> None:
        self._set_meter(dollars)
        self._show_progressive()
        if self.inputs.meter_check.isChecked() or self.outputs.currentWidget() is self.rising_page:
            self.debounce.start()

    def _remember_rising(self, settings: prefs.Settings) -> None:
        page = self.rising_page
        page.rate_spin.setValue(settings.get(prefs.BANKROLL_RATE))
        page.players_spin.setValue(settings.get(prefs.BANKROLL_PLAYERS))
        page.rate_spin.valueChanged.connect(lambda v: settings.set(prefs.BANKROLL_RATE, float(v)))
        page.players_spin.valueChanged.connect(
            lambda v: settings.set(prefs.BANKROLL_PLAYERS, int(v))
        )

    def _show_progressive(self) -> None:
        result = self.result
        if result is None:
            return
        found, sweep = self.store.find(SweepRequest(result.table))
        if not found:
            self.jobs.update()
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
        v = self.inputs.values()
        self.risk_page.refresh_money(v.wallet, v.speed)
        self.session_page.refresh_money(v.wallet, v.speed)
        self._show_progressive()
        figures = self.rising_page.figures
        if figures is not None and self.outputs.currentWidget() is self.rising_page:
            self.debounce.start()  # the meter in coins follows the denomination

    @property
    def comparison(self) -> TableComparison | None:
        """The comparison shown on the compare page."""
        return self.compare_page.comparison

    # ------------------------------------------------------------- visibility

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        call_later(self, 0, self.update_jobs)

    def hideEvent(self, event: QHideEvent) -> None:
        super().hideEvent(event)
        self.debounce.stop()
        self.jobs.update()  # out of sight: its jobs stop

    def shutdown(self) -> None:
        """Cancel every job (the window is closing)."""
        self.debounce.stop()
        self.jobs.cancel()
