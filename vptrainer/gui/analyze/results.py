"""The return calculator's results: headline numbers, the category table, charts."""

from __future__ import annotations

from collections.abc import Callable
from fractions import Fraction
from typing import TYPE_CHECKING, cast

from PySide6.QtCore import (
    QCoreApplication,
    QEvent,
    QSortFilterProxyModel,
    Qt,
)
from PySide6.QtGui import QFont, QGuiApplication
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QGraphicsOpacityEffect,
    QGridLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableView,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from vptrainer.core.engine.analysis import AnalysisResult
from vptrainer.core.engine.report import clipboard_text
from vptrainer.core.engine.short_pays import CoinReturn, ShortPayReturns
from vptrainer.core.engine.sweep import SweepResult
from vptrainer.core.games.pays import format_pay
from vptrainer.core.games.paytable import MAX_COINS, PayTable
from vptrainer.gui.accessibility import describe
from vptrainer.gui.analyze.categories import SORT_ROLE, CategoryModel, percent
from vptrainer.gui.i18n import integer, number
from vptrainer.gui.style import (
    FAILURE_STYLE,
    RETURN_POINT_SIZE,
    STALE_RETURN_STYLE,
    STALE_STYLE,
    use,
)
from vptrainer.gui.timers import call_later

#: Charts here may be smaller than elsewhere: the window fits a 1024x640 screen.
CHART_MIN_HEIGHT = 110

if TYPE_CHECKING:  # pyqtgraph: imported when the charts are made (see ResultsView)
    from vptrainer.gui.analyze.charts import ContributionChart, ProbabilityChart, RoyalSweepChart
    from vptrainer.gui.widgets.plot_chart import PlotChart


def short_pays_text(table: PayTable) -> str:
    """The pays that differ below max bet: ``Royal flush 250 (800 on 5 coins)``."""
    text = QCoreApplication.translate("results", "{hand} {pays} ({max_pays} on {coins} coins)")
    return QCoreApplication.translate("results", ", ").join(
        text.format(
            hand=ln.label,
            pays=format_pay(ln.pays),
            max_pays=format_pay(table.pays(ln.key) or Fraction(0)),
            coins=MAX_COINS,
        )
        for ln in table.short
        if ln.pays != table.pays(ln.key)
    )


class BetTable(QTableWidget):
    """The return at every bet from 1 coin to max bet, and what each costs.

    Columns: the bet, the return under that bet's own optimal strategy, the return
    given up per coin bet against max bet, and the expected loss of one hand in coins.
    """

    HEADERS = ("Bet", "Return", f"Cost vs {MAX_COINS} coins", "Loss per hand")

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(MAX_COINS, len(self.HEADERS), parent)
        self.setObjectName("shortPayTable")
        describe(
            self,
            self.tr("Return by coins bet"),
            self.tr("The return and its cost at each bet from 1 coin to the maximum."),
        )
        self.retranslate()
        self.verticalHeader().setVisible(False)
        self.verticalHeader().setDefaultSectionSize(self.fontMetrics().height() + 6)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.setTabKeyNavigation(False)
        header = self.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.clear_rows()

    def retranslate(self) -> None:
        """The column headers in the current language."""
        self.setHorizontalHeaderLabels(
            [
                self.tr("Bet"),
                self.tr("Return"),
                self.tr("Cost vs {coins} coins").format(coins=MAX_COINS),
                self.tr("Loss per hand"),
            ]
        )

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def clear_rows(self, text: str = "—") -> None:
        """Empty figures (each bet listed, ``text`` in place of its numbers)."""
        for row in range(MAX_COINS):
            self._set_row(row, [self._bet_text(row + 1), text, "", ""])

    def show_returns(self, returns: ShortPayReturns) -> None:
        """Fill the rows from the exact returns of each bet."""
        for row in returns.rows:
            cost = row.cost_exact
            self._set_row(
                row.coins - 1,
                [
                    self._bet_text(row.coins),
                    percent(float(row.return_exact)),
                    self.tr("max bet")
                    if row.coins == MAX_COINS
                    else self.tr("{percent} of the bet").format(percent=percent(float(cost))),
                    self.tr("{coins} coins").format(coins=number(row.loss_per_hand, 4)),
                ],
            )
            tip = self.tr(
                "Exactly {numerator} / {denominator} under the optimal strategy of {table}"
            ).format(
                numerator=integer(row.return_exact.numerator),
                denominator=integer(row.return_exact.denominator),
                table=row.table.name,
            )
            item = self.item(row.coins - 1, 1)
            if item is not None:
                item.setToolTip(tip)

    def _bet_text(self, coins: int) -> str:
        if coins == 1:
            return self.tr("%n coin", "", coins)
        return self.tr("%n coins", "", coins)

    def _set_row(self, row: int, texts: list[str]) -> None:
        for col, text in enumerate(texts):
            item = QTableWidgetItem(text)
            if col > 0:
                item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            self.setItem(row, col, item)


class ResultsView(QWidget):
    """Shows an analysis: the return, its statistics, the categories and the charts.

    Results that no longer belong to the table on screen are never shown as if they
    did: while a new calculation runs or after one is cancelled they are greyed out
    under a notice (``resultsNotice``) saying why (:meth:`mark_stale`); a failed
    calculation clears them and says what failed, in place (:meth:`show_failure`).
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.result: AnalysisResult | None = None
        self.stale = False

        self.notice = QLabel()
        self.notice.setObjectName("resultsNotice")
        self.notice.setWordWrap(True)
        self.notice.setTextFormat(Qt.TextFormat.PlainText)
        self.notice.hide()
        self.return_label = QLabel("—")
        self.return_label.setObjectName("returnLabel")
        big = QFont()
        big.setPointSize(RETURN_POINT_SIZE)
        big.setBold(True)
        self.return_label.setFont(big)
        self.return_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.title = QLabel()
        self.title.setObjectName("resultTitle")
        self.title.setWordWrap(True)

        self.stat_labels: dict[str, QLabel] = {}
        stats = QGridLayout()
        stats.setVerticalSpacing(2)
        # (key, name, row, column): two short figures a row, the long ones a row each,
        # so that the window fits a 1024x640 screen
        names = [
            ("variance", 0, 0),
            ("std_dev", 0, 2),
            ("hit", 1, 0),
            ("tied", 1, 2),
            ("held", 2, 0),
            ("short", 3, 0),
        ]
        self.stat_names: dict[str, QLabel] = {}
        for key, row, col in names:
            label = QLabel()
            label.setObjectName(f"stat_{key}")
            label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            label.setWordWrap(True)
            self.stat_labels[key] = label
            name = QLabel()
            self.stat_names[key] = name
            stats.addWidget(name, row, col, Qt.AlignmentFlag.AlignTop)
            stats.addWidget(label, row, col + 1, 1, 3 if row >= 2 else 1)
        stats.setColumnStretch(1, 1)
        stats.setColumnStretch(3, 1)
        stats.setHorizontalSpacing(12)
        self.short_name = name  # the last row: shown only for a table with short pays
        self.short_name.setObjectName("shortPayName")
        self.short_name.hide()
        self.stat_labels["short"].hide()

        self.model = CategoryModel(self)
        self.proxy = QSortFilterProxyModel(self)
        self.proxy.setSourceModel(self.model)
        self.proxy.setSortRole(SORT_ROLE)
        self.table = QTableView()
        self.table.setObjectName("resultsTable")
        describe(
            self.table,
            self.tr("Results by hand"),
            self.tr("Each hand's pay, combinations, probability and contribution to the return."),
        )
        self.table.setModel(self.proxy)
        self.table.setSortingEnabled(True)
        self.table.sortByColumn(0, Qt.SortOrder.AscendingOrder)
        self.table.verticalHeader().setVisible(False)
        self.table.verticalHeader().setDefaultSectionSize(self.fontMetrics().height() + 6)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        for col in range(1, len(CategoryModel.HEADERS)):
            header.setSectionResizeMode(col, QHeaderView.ResizeMode.ResizeToContents)

        self.copy_button = QPushButton()
        self.copy_button.setObjectName("copyResultsButton")
        self.copy_button.clicked.connect(self.copy_to_clipboard)
        self.copy_button.setEnabled(False)

        # the charts (pyqtgraph) are made after the window is on screen: once the first
        # result is shown, or when anything asks for one (see _make_charts)
        self._charts: tuple[ContributionChart, ProbabilityChart, RoyalSweepChart] | None = None
        self._pending: list[Callable[[], None]] = []
        self.log_check = QCheckBox()
        self.log_check.setObjectName("logScaleCheck")
        self.log_check.setToolTip(self.tr("Draw the probabilities on a logarithmic scale"))
        self.log_check.setChecked(True)
        self.log_check.toggled.connect(
            lambda on: self._with_charts(lambda: self.probability_chart.set_log_scale(on))
        )
        self._probability_page = QWidget()
        pl = QVBoxLayout(self._probability_page)
        pl.setContentsMargins(0, 0, 0, 0)
        pl.addStretch(1)
        pl.addWidget(self.log_check)
        self.charts = QTabWidget()
        self.charts.setObjectName("chartTabs")
        describe(
            self.charts,
            self.tr("Charts"),
            self.tr("Contribution, probability and royal sweep charts of the analysis."),
        )
        self.charts.addTab(QWidget(), "")
        self.charts.addTab(self._probability_page, "")
        self.charts.addTab(QWidget(), "")
        self.charts.currentChanged.connect(lambda _: call_later(self, 0, self._make_charts))
        self.bet_table = BetTable()
        self.bet_note = QLabel()
        self.bet_note.setObjectName("shortPayNote")
        self.bet_note.setWordWrap(True)
        bets_page = QWidget()
        bl = QVBoxLayout(bets_page)
        bl.setContentsMargins(4, 4, 4, 4)
        bl.addWidget(self.bet_note)
        bl.addWidget(self.bet_table, 1)
        self.charts.addTab(bets_page, "")

        head = QHBoxLayout()
        head.addWidget(self.return_label)
        head.addStretch(1)
        head.addWidget(self.copy_button)
        self._details = [
            self.title,
            self.table,
            self.charts,
            self.short_name,
            *self.stat_labels.values(),
        ]
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.notice)
        layout.addLayout(head)
        layout.addWidget(self.title)
        layout.addLayout(stats)
        layout.addWidget(self.table, 3)
        layout.addWidget(self.charts, 5)
        self.retranslate()

    def _chart_titles(self) -> tuple[str, str, str, str]:
        return (
            self.tr("Contribution"),
            self.tr("Probability"),
            self.tr("Royal sweep"),
            self.tr("Bets"),
        )

    def retranslate(self) -> None:
        """The static texts in the current language (a result shown is written again)."""
        names = {
            "variance": self.tr("Variance:"),
            "std_dev": self.tr("Standard deviation:"),
            "hit": self.tr("Hit frequency:"),
            "tied": self.tr("Deals with a tied best hold:"),
            "held": self.tr("Cards held (share of deals):"),
            "short": self.tr("Below max bet:"),
        }
        for key, text in names.items():
            self.stat_names[key].setText(text)
        self.stat_labels["tied"].setToolTip(self.tr("Ties go to the hold that keeps more cards"))
        self.copy_button.setText(self.tr("Copy results"))
        self.copy_button.setToolTip(self.tr("Copy the numbers and the table, tab-separated"))
        self.log_check.setText(self.tr("Logarithmic scale"))
        for index, title in enumerate(self._chart_titles()):
            self.charts.setTabText(index, title)
        if self.result is not None and not self.stale:
            self.set_result(self.result)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange and hasattr(self, "stat_names"):
            self.retranslate()
        super().changeEvent(event)

    def _make_charts(self) -> tuple[ContributionChart, ProbabilityChart, RoyalSweepChart]:
        """The charts, made now if not yet, with what they were asked to show so far."""
        if self._charts is not None:
            return self._charts
        from vptrainer.gui.analyze.charts import (
            ContributionChart,
            ProbabilityChart,
            RoyalSweepChart,
        )

        contribution = ContributionChart()
        probability = ProbabilityChart()
        sweep = RoyalSweepChart()
        self._charts = (contribution, probability, sweep)
        for chart in self._charts:
            chart.setMinimumHeight(CHART_MIN_HEIGHT)
        sweep.show_message(
            QCoreApplication.translate(
                "AnalyzeView", "The royal sweep is computed when this tab is shown."
            )
        )
        probability.set_log_scale(self.log_check.isChecked())
        current = self.charts.currentIndex()
        self.charts.blockSignals(True)
        titles = self._chart_titles()
        for index, chart, title in ((0, contribution, titles[0]), (2, sweep, titles[2])):
            placeholder = self.charts.widget(index)
            self.charts.removeTab(index)
            self.charts.insertTab(index, chart, title)
            if placeholder is not None:
                placeholder.deleteLater()
        layout = cast(QVBoxLayout, self._probability_page.layout())
        layout.takeAt(0)  # the stretch in the chart's place
        layout.insertWidget(0, probability)
        self.charts.setCurrentIndex(current)
        self.charts.blockSignals(False)
        pending, self._pending = self._pending, []
        for action in pending:
            action()
        return self._charts

    def _with_charts(self, action: Callable[[], None]) -> None:
        """Run ``action`` (which uses the charts) now if they are made, else once they are."""
        if self._charts is None:
            self._pending.append(action)
        else:
            action()

    @property
    def contribution_chart(self) -> ContributionChart:
        """The share of the return by category."""
        return self._make_charts()[0]

    @property
    def probability_chart(self) -> ProbabilityChart:
        """The probability of each category."""
        return self._make_charts()[1]

    @property
    def sweep_chart(self) -> RoyalSweepChart:
        """The return as the royal's pay varies."""
        return self._make_charts()[2]

    @property
    def chart_list(self) -> list[PlotChart]:
        """Every chart, for File > Export."""
        return list(self._make_charts())

    @property
    def sweep_shown(self) -> bool:
        """Whether the royal sweep's tab is the one shown."""
        return self.charts.currentIndex() == 2

    @property
    def current_result(self) -> AnalysisResult | None:
        """The analysis shown, when it belongs to the table on screen (not stale)."""
        return None if self.stale else self.result

    def _set_current(self, current: bool) -> None:
        self.stale = not current
        use(self.return_label, "" if current else STALE_RETURN_STYLE)
        for widget in self._details:
            widget.setEnabled(current)
        if current:
            self.charts.setGraphicsEffect(None)  # type: ignore[arg-type]
        else:  # a chart drawn disabled looks the same: fade it
            fade = QGraphicsOpacityEffect(self.charts)
            fade.setOpacity(0.3)
            self.charts.setGraphicsEffect(fade)
        self.copy_button.setEnabled(current and self.result is not None)

    def mark_stale(self, why: str) -> None:
        """Keep the results shown, greyed, under a notice: they are for another table."""
        if self.result is None:
            self.notice.setText(why)
            use(self.notice, STALE_STYLE)
            self.notice.show()
            return
        self._set_current(False)
        self.notice.setText(
            self.tr(
                "Not up to date — these results are for “{table}” before your last change. {why}"
            ).format(table=self.result.table.name, why=why)
        )
        use(self.notice, STALE_STYLE)
        self.notice.show()

    def show_failure(self, message: str) -> None:
        """Clear the results and say what failed, where the results were."""
        self.result = None
        self.return_label.setText(self.tr("Return —"))
        self.return_label.setToolTip("")
        self.title.setText("")
        for label in self.stat_labels.values():
            label.setText("")
        self.model.set_result(None)
        self._with_charts(self._show_failed_charts)
        self.set_short_pays_message("")
        self.bet_note.setText("")
        self._set_current(False)
        self.notice.setText(self.tr("The calculation failed: {why}").format(why=message))
        use(self.notice, FAILURE_STYLE)
        self.notice.show()

    def _show_failed_charts(self) -> None:
        for chart in self.chart_list:
            chart.show_message(self.tr("No results: the calculation failed."))

    def _show_result_charts(self, result: AnalysisResult) -> None:
        for chart in self.chart_list:
            chart.set_table_name(result.table.name)
        self.contribution_chart.show_result(result)
        self.probability_chart.show_result(result)

    def set_result(self, result: AnalysisResult) -> None:
        """Show a finished analysis (it belongs to the table on screen)."""
        self.result = result
        self.notice.hide()
        self._set_current(True)
        exact: Fraction = result.return_exact
        self.return_label.setText(
            self.tr("Return {percent}").format(percent=percent(result.return_float))
        )
        self.return_label.setToolTip(
            self.tr("Exactly {numerator} / {denominator}\n= {decimal}").format(
                numerator=integer(exact.numerator),
                denominator=integer(exact.denominator),
                decimal=number(exact, 15),
            )
        )
        figures = {
            "table": result.table.name,
            "deals": integer(result.deals),
            "combinations": integer(result.total_combinations),
        }
        if not result.table.lines and not result.table.dealt:
            title = self.tr(
                "{table}: optimal play, {deals} deals, {combinations} combinations — this "
                "table pays nothing, so its return is 0%"
            ).format(**figures)
        elif result.dealt:
            title = self.tr(
                "{table}: optimal play, {deals} deals, {combinations} combinations — bonuses "
                "on the deal pay {percent} of it, included in the return"
            ).format(**figures, percent=percent(float(result.dealt_return)))
        else:
            title = self.tr(
                "{table}: optimal play, {deals} deals, {combinations} combinations"
            ).format(**figures)
        self.title.setText(title)
        s = self.stat_labels
        s["variance"].setText(number(result.variance, 4))
        s["std_dev"].setText(number(result.std_dev, 4))
        s["hit"].setText(percent(result.hit_frequency))
        s["tied"].setText(integer(result.tied_deals))
        s["held"].setText(
            "   ".join(
                self.tr("{cards}: {percent}").format(cards=k, percent=percent(n / result.deals, 2))
                for k, n in enumerate(result.cards_held)
            )
        )
        self.model.set_result(result)
        self.copy_button.setEnabled(True)
        self._with_charts(lambda: self._show_result_charts(result))
        if self._charts is None:
            call_later(self, 0, self._make_charts)  # once the numbers are on screen
        self._show_bets_pending(result)

    def _show_bets_pending(self, result: AnalysisResult) -> None:
        """The Bets page and line for a new result: the same at every bet, or waiting
        for the analysis of the short pays."""
        table = result.table
        short = table.has_short_pays
        self.short_name.setVisible(short)
        self.stat_labels["short"].setVisible(short)
        if not short:
            self.bet_note.setText(
                self.tr(
                    "{table} pays the same per coin at every bet: {percent} from 1 to {coins} "
                    "coins."
                ).format(table=table.name, percent=percent(result.return_float), coins=MAX_COINS)
            )
            self.bet_table.show_returns(_same_at_every_bet(result))
            return
        self.bet_note.setText(
            self.tr(
                "Below {coins} coins this table pays, per coin: {pays}. Each bet is played "
                "with its own optimal strategy."
            ).format(coins=MAX_COINS, pays=short_pays_text(table))
        )
        self.stat_labels["short"].setText(
            self.tr("calculating the return of 1 to {coins} coins…").format(coins=MAX_COINS - 1)
        )
        self.bet_table.clear_rows(self.tr("calculating…"))

    def set_short_pays(self, returns: ShortPayReturns) -> None:
        """Show the return of each bet of the table shown, and what playing short costs."""
        if self.result is None or returns.table != self.result.table:
            return
        self.bet_table.show_returns(returns)
        short = returns.at(1)
        self.stat_labels["short"].setText(
            self.tr(
                "1–{coins} coins return {percent}, {cost} of the bet less (the Bets tab)"
            ).format(
                coins=MAX_COINS - 1,
                percent=percent(float(short.return_exact)),
                cost=percent(float(short.cost_exact)),
            )
        )

    def set_short_pays_message(self, text: str) -> None:
        """Say why the short pays' returns are not shown."""
        self.stat_labels["short"].setText(text)
        self.bet_table.clear_rows("—")

    def set_sweep(self, sweep: SweepResult) -> None:
        """Show a finished royal sweep."""
        self._with_charts(lambda: self.sweep_chart.show_sweep(sweep))

    def set_sweep_message(self, text: str) -> None:
        """Explain why there is no sweep."""

        def show() -> None:
            self.sweep_chart.sweep = None
            self.sweep_chart.show_message(text)

        self._with_charts(show)

    def clipboard_text(self) -> str:
        """The results as tab-separated text (nothing while they are not up to date)."""
        current = self.current_result
        return "" if current is None else clipboard_text(current)

    def copy_to_clipboard(self) -> None:
        """Copy the results, tab-separated, for a spreadsheet."""
        QGuiApplication.clipboard().setText(self.clipboard_text())


def _same_at_every_bet(result: AnalysisResult) -> ShortPayReturns:
    """The returns of a table without short pays: the max bet's at every bet."""
    r = result.return_exact
    rows = tuple(CoinReturn(n, result.table, r, r) for n in range(1, MAX_COINS + 1))
    return ShortPayReturns(result.table, rows)
