"""The Strategy view: the chart of the table being edited, priced exactly, to learn and print.

:class:`StrategyView` coordinates: the level asked for (the basic strategy or at
most N rules), the chart on screen with its exact return, and the pages beside it
(levels, exceptions, other games, the player's own file). While it is shown it asks
for the chart and for what the page on screen shows (:meth:`StrategyView.wanted`);
the strategy maker of a table is shared with the Practice view through the result
store. When the table changes, what is on screen stays, greyed under a notice, until
the new table's chart is there.
"""

from __future__ import annotations

import html
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QEvent, Qt, QTimer, Signal
from PySide6.QtGui import QHideEvent, QResizeEvent, QShowEvent
from PySide6.QtWidgets import (
    QComboBox,
    QFileDialog,
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QSpinBox,
    QSplitter,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from vptrainer.core.errors import VPError
from vptrainer.core.games.paytable import PayTable
from vptrainer.core.storage.fileio import atomic_write_text
from vptrainer.core.strategy.game import game_of
from vptrainer.core.strategy.generator.legend import legend
from vptrainer.core.strategy.phrases import chart_headings, chart_words
from vptrainer.gui import i18n
from vptrainer.gui.accessibility import describe
from vptrainer.gui.i18n.messages import text as core_text
from vptrainer.gui.jobs import JobBinding, Jobs, ProgressStrip, Want
from vptrainer.gui.jobs.strategy import (
    FEWEST_RULES,
    ChartDone,
    ChartRequest,
    CrossDone,
    CrossRequest,
    ExceptionsDone,
    ExceptionsRequest,
    FileDone,
    FileRequest,
    FirstChartRequest,
    LevelsDone,
    LevelsRequest,
)
from vptrainer.gui.strategy import card
from vptrainer.gui.strategy.pages import (
    CrossPage,
    ExceptionsPage,
    LevelsPage,
    OwnStrategyPage,
    percent,
)
from vptrainer.gui.strategy.panels import RuleTable, rule_labels
from vptrainer.gui.strategy.saving import ask_printer, ask_save, write_reported
from vptrainer.gui.strategy.turning import TurningPage
from vptrainer.gui.style import FAILURE_STYLE, STALE_STYLE, use
from vptrainer.gui.timers import call_later
from vptrainer.gui.widgets.plot_chart import file_slug
from vptrainer.gui.widgets.scrolling_tabs import PageScroll, ScrollingTabs

if TYPE_CHECKING:  # the generator loads numba: the jobs import it, on the engine thread
    from vptrainer.core.strategy.generator.charts import Chart, LevelPoint

DEBOUNCE_MS = 250
DEFAULT_RULES = 15  # the generator's default level for beginners
MOST_RULES = 40
BASIC, SHORTER = 0, 1
#: pixels the rules keep beside the pages when the pages widen to show their tab names
RULES_ROOM = 500

ChartKey = tuple[PayTable, int | None]


class _FittingScroll(PageScroll):
    """A page that fills its tab, and scrolls only where the tab is smaller than the
    page's least size (a page's wrapped labels would otherwise ask for their whole
    height, as :class:`QScrollArea` lays out a page that wraps text)."""

    def __init__(self, page: QWidget, parent: QWidget | None = None) -> None:
        super().__init__(page, parent)
        self.setWidgetResizable(False)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.fit()

    def fit(self) -> None:
        """Size the page to the tab, at least its least size."""
        least = self.page.minimumSizeHint().expandedTo(self.page.minimumSize())
        self.page.resize(self.viewport().size().expandedTo(least))


class _FittingTabs(ScrollingTabs):
    """Tabs whose pages fill them and scroll only when the tab is smaller than a page's
    least size (see :class:`_FittingScroll`)."""

    def addTab(self, page: QWidget, label: str) -> int:  # type: ignore[override]
        return QTabWidget.addTab(self, _FittingScroll(page), label)

    def insertTab(self, index: int, page: QWidget, label: str) -> int:  # type: ignore[override]
        return QTabWidget.insertTab(self, index, _FittingScroll(page), label)


class StrategyView(QWidget):
    """Strategy charts of the table being edited: levels, exceptions, other games, a file.

    Signals: ``statusMessage(str)`` for the status bar.
    """

    statusMessage = Signal(str)

    def __init__(
        self,
        jobs: Jobs,
        current_table: Callable[[], PayTable],
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("strategyView")
        self._current_table = current_table
        self.store = jobs.store
        self.table: PayTable = current_table()
        self.chart: Chart | None = None  # the chart on screen
        self.shown_key: ChartKey | None = None
        # a first chart on screen while its level is searched (FirstChartRequest)
        self.searching = False
        self._levels: dict[PayTable, tuple[LevelPoint, ...]] = {}
        self._file: Path | None = None
        self._opened = 0  # files opened: a file opened again is read again
        self._sized = False

        self.jobs = JobBinding(jobs, self.wanted, self)
        self.strip = ProgressStrip(
            self.jobs,
            ("strategyState", "strategyProgress", "strategyCancel"),
            cancel=self.cancel,
            cancel_tip=self.tr("Stop this view's calculations"),
            bar_width=140,
        )
        self.state, self.progress, self.cancel_button = (
            self.strip.state,
            self.strip.bar,
            self.strip.cancel_button,
        )
        self._build_controls()
        self.rules_table = RuleTable("strategyChart")
        self._build_legend()
        describe(
            self.rules_table,
            self.tr("Strategy chart"),
            self.tr("The chart's rules, best first: hold what the first rule that matches says."),
        )
        describe(
            self.legend_area,
            self.tr("Legend"),
            self.tr("What the abbreviations and terms of the chart's rules mean."),
        )
        self.levels_page = LevelsPage()
        self.exceptions_page = ExceptionsPage()
        self.cross_page = CrossPage()
        self.own_page = OwnStrategyPage()
        self.turning_page = TurningPage()
        self.turning_page.set_table(self.table)
        self._build_layout()

        self.debounce = QTimer(self, singleShot=True, interval=DEBOUNCE_MS)
        self.debounce.timeout.connect(self.update_jobs)
        self.level_combo.currentIndexChanged.connect(self._on_level_mode)
        self.rules_spin.valueChanged.connect(self._on_rules)
        # the same level chosen again (after a cancel: "choose the level again") asks again
        self.level_combo.activated.connect(self._on_level_mode)
        self.rules_spin.lineEdit().returnPressed.connect(self._request_chart)
        self.levels_page.levelChosen.connect(self.show_level)
        self.cross_page.tablesChanged.connect(self.update_jobs)
        self.own_page.openRequested.connect(self.ask_open)
        self.pages.currentChanged.connect(lambda _i: self.update_jobs())
        self.levels_page.chart.exported.connect(
            lambda p: self.statusMessage.emit(self.tr("Exported {path}").format(path=p))
        )
        self.turning_page.inputsChanged.connect(
            lambda now: self.update_jobs() if now else self.debounce.start()
        )
        self.turning_page.statusMessage.connect(self.statusMessage)
        self._show_table_name()
        self.retranslate()
        self._show_pending(self.tr("The chart is computed when this view is shown."))

    def retranslate(self) -> None:
        """Set the static texts in the current language."""
        self.level_combo.setItemText(BASIC, self.tr("Basic strategy"))
        self.level_combo.setItemText(SHORTER, self.tr("At most"))
        self.level_combo.setToolTip(
            self.tr(
                "The basic strategy (every rule, no exceptions) or a shorter list for beginners"
            )
        )
        self.rules_spin.setSuffix(self.tr(" rules"))
        self.rules_spin.setToolTip(self.tr("The most rules a beginner's chart may have"))
        for button, text, tip in (
            (self.print_button, self.tr("Print…"), self.tr("Print the chart as a pocket card")),
            (self.pdf_button, self.tr("PDF…"), self.tr("Save the pocket card as a PDF")),
            (self.png_button, self.tr("PNG…"), self.tr("Save the pocket card as a PNG image")),
            (
                self.text_button,
                self.tr("Text…"),
                self.tr(
                    "Save the chart in the strategy language "
                    "(vptrainer strategy eval reads it back)"
                ),
            ),
        ):
            button.setText(text)
            button.setToolTip(tip)
        for page, text in (
            (self.levels_page, self.tr("&Levels")),
            (self.exceptions_page, self.tr("E&xceptions")),
            (self.cross_page, self.tr("Other &games")),
            (self.own_page, self.tr("&Your strategy")),
            (self.turning_page, self.tr("&Turning points")),
        ):
            self.pages.setTabText(self.pages.indexOf(page), text)
            # the whole name, when a small window shortens the tab's
            self.pages.setTabToolTip(self.pages.indexOf(page), text.replace("&", ""))

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
            if self._sized:  # the names' length changed
                self.splitter.setSizes(self._room_for_tab_names(*self.splitter.sizes()))
            if self.chart is not None and self.shown_key is not None:
                self._show_chart(self.shown_key, self.chart)  # the levels too
            else:
                self._refresh_levels()
            self._show_table_name()  # the chart titles

    # ------------------------------------------------------------------ layout

    def _build_controls(self) -> None:
        self.title = QLabel()
        self.title.setTextFormat(Qt.TextFormat.PlainText)  # user text is never markup
        self.title.setObjectName("strategyTitle")
        font = self.title.font()
        font.setPointSizeF(font.pointSizeF() * 1.25)
        font.setBold(True)
        self.title.setFont(font)
        self.level_combo = QComboBox()
        self.level_combo.setObjectName("strategyLevel")
        self.level_combo.addItems(["", ""])
        self.rules_spin = QSpinBox()
        self.rules_spin.setObjectName("strategyRules")
        describe(self.rules_spin, self.tr("Rules in the chart"))
        self.rules_spin.setRange(FEWEST_RULES, MOST_RULES)
        self.rules_spin.setValue(DEFAULT_RULES)
        self.rules_spin.setKeyboardTracking(False)
        self.summary = QLabel()
        self.summary.setObjectName("strategyReturn")
        self.summary.setTextFormat(Qt.TextFormat.RichText)
        self.summary.setWordWrap(True)
        self.summary.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.print_button = self._button("strategyPrint", self.ask_print)
        self.pdf_button = self._button("strategyPdf", lambda: self.ask_export("pdf"))
        self.png_button = self._button("strategyPng", lambda: self.ask_export("png"))
        self.text_button = self._button("strategyText", lambda: self.ask_export("txt"))
        self.stale = QLabel()
        self.stale.setTextFormat(Qt.TextFormat.PlainText)  # user text is never markup
        self.stale.setObjectName("strategyStale")
        self.stale.setWordWrap(True)
        use(self.stale, STALE_STYLE)
        self.stale.hide()
        self.failure = QLabel()
        self.failure.setTextFormat(Qt.TextFormat.PlainText)  # user text is never markup
        self.failure.setObjectName("strategyFailure")
        self.failure.setWordWrap(True)
        use(self.failure, FAILURE_STYLE)
        self.failure.hide()

    def _build_legend(self) -> None:
        """The chart's legend under its rules: what each abbreviation and term means."""
        self.legend = QLabel()
        self.legend.setObjectName("strategyLegend")
        self.legend.setTextFormat(Qt.TextFormat.RichText)
        self.legend.setWordWrap(True)
        self.legend.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.legend.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.legend_area = QScrollArea()
        self.legend_area.setObjectName("strategyLegendArea")
        self.legend_area.setWidget(self.legend)
        self.legend_area.setWidgetResizable(True)
        self.legend_area.setFrameShape(QFrame.Shape.NoFrame)
        self.legend_area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        # a few lines; the rest scrolls (the rules keep the room)
        self.legend_area.setMaximumHeight(self.legend.fontMetrics().lineSpacing() * 5 + 8)
        self.legend_area.hide()

    def _show_legend(self, chart: Chart) -> None:
        """The legend of ``chart``: its terms in the reader's language, as its rules are."""
        terms = legend(
            [r.text for r in chart.rules],
            game_of(chart.table),
            sections=any(r.section for r in chart.rules),
        )
        e = html.escape
        items = "; ".join(f"<b>{e(core_text(t))}</b>: {e(core_text(m))}" for t, m in terms)
        self.legend.setText(self.tr("<b>Legend</b> — {terms}").format(terms=items) if terms else "")
        self.legend_area.setVisible(bool(terms))

    @staticmethod
    def _button(name: str, slot: Callable[[], object]) -> QPushButton:
        button = QPushButton()
        button.setObjectName(name)
        button.clicked.connect(slot)
        button.setEnabled(False)
        return button

    def _build_layout(self) -> None:
        top = QHBoxLayout()
        top.addWidget(self.title, 1)
        top.addWidget(self.strip)
        controls = QHBoxLayout()
        controls.addWidget(self.level_combo)
        controls.addWidget(self.rules_spin)
        controls.addStretch(1)
        for button in (self.print_button, self.pdf_button, self.png_button, self.text_button):
            controls.addWidget(button)
        # each page scrolls in its tab when the window is short: the view fits a small
        # window, the rules and their legend in sight beside the tallest page
        self.pages = _FittingTabs()
        self.pages.setObjectName("strategyPages")
        self.pages.addTab(self.levels_page, "")
        self.pages.addTab(self.exceptions_page, "")
        self.pages.addTab(self.cross_page, "")
        self.pages.addTab(self.own_page, "")
        self.pages.addTab(self.turning_page, "")
        # the tab names are whole where the rules keep their room beside them
        # (:meth:`_room_for_tab_names`); in a smaller window they are shortened, never
        # scrolled
        self.pages.setUsesScrollButtons(False)
        self.pages.setElideMode(Qt.TextElideMode.ElideRight)
        # as wide as its widest page asks (a page scrolls only when the window is short)
        self.pages.setMinimumWidth(
            max(
                page.minimumSizeHint().width()
                for page in (
                    self.levels_page,
                    self.exceptions_page,
                    self.cross_page,
                    self.own_page,
                    self.turning_page,
                )
            )
        )
        describe(
            self.pages,
            self.tr("Strategy pages"),
            self.tr("The strategy's levels, exceptions and other pages."),
        )
        self.splitter = QSplitter(Qt.Orientation.Horizontal)
        self.splitter.setObjectName("strategySplitter")
        rules = QWidget()
        rules_layout = QVBoxLayout(rules)
        rules_layout.setContentsMargins(0, 0, 0, 0)
        rules_layout.setSpacing(2)
        rules_layout.addWidget(self.rules_table, 1)
        rules_layout.addWidget(self.legend_area)
        self.splitter.addWidget(rules)
        self.splitter.addWidget(self.pages)
        self.splitter.setStretchFactor(0, 3)
        self.splitter.setStretchFactor(1, 2)
        self.splitter.setChildrenCollapsible(False)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 6, 6, 6)
        layout.addLayout(top)
        layout.addLayout(controls)
        layout.addWidget(self.summary)
        layout.addWidget(self.stale)
        layout.addWidget(self.failure)
        layout.addWidget(self.splitter, 1)

    def heightForWidth(self, _width: int) -> int:
        """The least height the view needs: it fills the window it is in, its rules and
        legend shrinking to fit (its wrapped labels would otherwise make the page as tall
        as they like, and the legend under the rules scroll out of sight)."""
        return self.minimumSizeHint().height()

    # ---------------------------------------------------------------- requests

    @property
    def max_rules(self) -> int | None:
        """The level asked for: None for the basic strategy, else the most rules."""
        return None if self.level_combo.currentIndex() == BASIC else self.rules_spin.value()

    def wanted_key(self) -> ChartKey:
        """The chart the controls ask for."""
        return (self.table, self.max_rules)

    def wanted(self) -> list[Want[Any]]:
        """While the view is shown: the chart asked for, and what the page on screen
        shows (the levels, the exceptions, the other games, the player's file)."""
        table = self.table
        if not self.isVisible() or not table.lines:
            return []
        full = ChartRequest(*self.wanted_key())
        wants: list[Want[Any]] = []
        if full.max_rules is not None and full not in self.store:
            # a chart at once, then the level when its search is long (the first long
            # level of a table: from about 20 s to a few minutes)
            first = FirstChartRequest(table, full.max_rules)
            wants.append(Want(first, self.show_first_chart, self._chart_failed))
        wants.append(Want(full, self.show_chart, self._chart_failed))
        page = self.pages.currentWidget()
        if page is self.levels_page and table not in self._levels:
            wants.append(
                Want(LevelsRequest(table), self.show_levels, self._levels_failed, self._levels_wait)
            )
        elif page is self.exceptions_page:
            wants.append(
                Want(
                    ExceptionsRequest(table),
                    self.show_exceptions,
                    self._exceptions_failed,
                    self._exceptions_wait,
                )
            )
        elif page is self.cross_page:
            tables = self._cross_tables()
            if len(tables) > 1:
                wants.append(
                    Want(
                        CrossRequest(tables), self.show_cross, self._cross_failed, self._cross_wait
                    )
                )
        elif page is self.own_page and self._file is not None:
            request = FileRequest(table, self._file, self._opened)
            wants.append(Want(request, self.show_file, self._file_failed, self._file_wait))
        elif page is self.turning_page:
            wants += self.turning_page.wants()
        return wants

    def _cross_tables(self) -> tuple[PayTable, ...]:
        return (self.table, *[t for t in self.cross_page.others() if t != self.table])

    def show_level(self, rules: int) -> None:
        """Show the best chart of at most ``rules`` rules (a level clicked)."""
        self.rules_spin.blockSignals(True)
        self.rules_spin.setValue(rules)
        self.rules_spin.blockSignals(False)
        if self.level_combo.currentIndex() != SHORTER:
            self.level_combo.setCurrentIndex(SHORTER)  # asks for the chart
        else:
            self._request_chart()

    def _on_level_mode(self, _index: int) -> None:
        self._request_chart()

    def _on_rules(self, _value: int) -> None:
        if self.level_combo.currentIndex() != SHORTER:
            self.level_combo.setCurrentIndex(SHORTER)
        else:
            self._request_chart()

    def _request_chart(self) -> None:
        if ChartRequest(*self.wanted_key()) in self.store:
            self.update_jobs()  # kept: shown at once
            return
        self.debounce.start()

    def table_changed(self, table: PayTable) -> None:
        """The table being edited changed: its chart replaces what is on screen."""
        if table == self.table:
            return
        self.table = table
        self.jobs.retry()
        self.turning_page.set_table(table)
        self._show_table_name()
        kept = ChartRequest(*self.wanted_key()) in self.store
        if not kept:
            self._mark_stale()
        self._refresh_pages()
        if kept:
            self.update_jobs()  # shown at once
        else:
            self.debounce.start()

    def _show_table_name(self) -> None:
        self.title.setText(self.table.name)
        self.levels_page.chart.set_table_name(self.table.name)

    def update_jobs(self) -> None:
        """Ask for what is on screen (only while the view is shown)."""
        self.debounce.stop()
        if self.isVisible():
            if not self.table.lines:
                self._show_pending(
                    self.tr("This table pays nothing: there is no strategy to make.")
                )
            elif self.pages.currentWidget() is self.cross_page:
                self.cross_page.add_defaults(self.table)
                if len(self._cross_tables()) < 2:
                    self.cross_page.show_pending(self.tr("Add a game to compare with this table."))
        self.jobs.update()

    def cancel(self) -> None:
        """Stop the view's calculations."""
        self.debounce.stop()
        self.jobs.cancel()
        if self.shown_key != self.wanted_key():
            self.summary.setText(self.tr("Cancelled: choose the level again to make its chart."))
        elif self.searching:
            self.stale.setText(
                self.tr(
                    "The search for a better chart was cancelled: choose the level again to search."
                )
            )
        self.statusMessage.emit(self.tr("Strategy calculations cancelled"))

    def ask_open(self) -> None:
        """Ask for a strategy file and price it on the table."""
        path, _ = QFileDialog.getOpenFileName(
            self,
            self.tr("Open a strategy"),
            "",
            self.tr("Strategies (*.txt *.vps);;All files (*)"),
        )
        if path:
            self.open_strategy(Path(path))

    def open_strategy(self, path: Path) -> None:
        """Price a strategy file on the table (read and priced on the engine thread)."""
        self._file = path
        self._opened += 1
        self.own_page.set_path(path)
        self.own_page.done = None
        self.pages.setCurrentWidget(self.own_page)
        self.update_jobs()

    # ----------------------------------------------------------------- answers

    def _say_failed(self, text: str) -> None:
        self.statusMessage.emit(text)

    def _chart_failed(self, message: str) -> None:
        self.failure.setText(
            self.tr("Could not make the chart of {table}: {message}").format(
                table=self.table.name, message=message
            )
        )
        self.failure.show()
        self.stale.hide()
        self.chart = None
        self.shown_key = None
        self.searching = False
        self.rules_table.setRowCount(0)
        self.legend.setText("")
        self.legend_area.hide()
        self.summary.setText("")
        self._enable_outputs(False)
        self._say_failed(self.failure.text())

    def _levels_failed(self, message: str) -> None:
        text = self.tr("Could not find the levels: {message}").format(message=message)
        self.levels_page.show_pending(text)
        self._say_failed(text)

    def _exceptions_failed(self, message: str) -> None:
        text = self.tr("Could not find the exceptions: {message}").format(message=message)
        self.exceptions_page.show_failed(text)
        self._say_failed(text)

    def _cross_failed(self, message: str) -> None:
        text = self.tr("Could not compare the games: {message}").format(message=message)
        self.cross_page.show_failed(text)
        self._say_failed(text)

    def _file_failed(self, message: str) -> None:
        self.own_page.show_failed(message)
        self._say_failed(message)

    def _levels_wait(self) -> None:
        self.levels_page.show_pending(self.tr("Searching the shorter levels…"))

    def _exceptions_wait(self) -> None:
        self.exceptions_page.show_pending(self.tr("Looking for the basic strategy's exceptions…"))

    def _cross_wait(self) -> None:
        self.cross_page.show_pending(self.tr("Playing each strategy on each table…"))

    def _file_wait(self) -> None:
        if self._file is not None:
            self.own_page.show_pending(
                self.tr("Pricing {file} on {table}…").format(
                    file=self._file.name, table=self.table.name
                )
            )

    def show_chart(self, done: ChartDone) -> None:
        """A chart of the table at the level asked for."""
        if done.points is not None:
            self._levels[done.table] = done.points
        key = (done.table, done.max_rules)
        if key == self.wanted_key() and (key != self.shown_key or done.chart is not self.chart):
            self._show_chart(key, done.chart)

    def show_first_chart(self, done: ChartDone) -> None:
        """A chart at the level asked for, shown while the level is searched; the level
        itself when it came at once (``final``: kept as the level's answer)."""
        full = ChartRequest(done.table, done.max_rules)
        if done.final:
            self.store.put(full, done)  # the level's own request is then not run
            self.show_chart(done)
            return
        if done.points is not None:
            self._levels[done.table] = done.points
        key = (done.table, done.max_rules)
        if key != self.wanted_key() or full in self.store:
            return
        self._show_chart(key, done.chart)
        self.searching = True
        self.stale.setText(
            self.tr(
                "A first chart of at most {rules} rules; a better one is being searched for "
                "(the first long chart of a table takes from seconds to a few minutes; "
                "then every level of it comes at once)."
            ).format(rules=i18n.integer(done.max_rules or 0))
        )
        self.stale.show()

    def show_levels(self, done: LevelsDone) -> None:
        """The return against the number of rules."""
        self._levels[done.table] = done.points
        self._refresh_levels()

    def show_exceptions(self, done: ExceptionsDone) -> None:
        """The exceptions of the basic strategy."""
        if done.table == self.table:
            self.exceptions_page.show_exceptions(done)

    def show_cross(self, done: CrossDone) -> None:
        """Each picked table's strategy played on each."""
        if done.tables and done.tables[0] == self.table:
            self.cross_page.show_matrix(done)

    def show_file(self, done: FileDone) -> None:
        """The player's strategy file priced on the table."""
        if done.table == self.table and done.path == self._file:
            self.own_page.show_result(done)
            self.turning_page.set_own(done.path.name, done.result.strategy)
            self.statusMessage.emit(
                self.tr("{file}: {percent} on {table}").format(
                    file=done.path.name,
                    percent=percent(done.result.return_exact),
                    table=done.table.name,
                )
            )

    # ----------------------------------------------------------------- showing

    def _show_pending(self, text: str) -> None:
        self.summary.setText(html.escape(text))  # a rich-text label: a table's name escaped

    def _mark_stale(self) -> None:
        if self.chart is None:
            self._show_pending(
                self.tr("Making the chart of {table}…").format(table=self.table.name)
            )
            return
        self.stale.setText(
            self.tr("Showing the chart of {shown} until the chart of {table} is ready.").format(
                shown=self.chart.table.name, table=self.table.name
            )
        )
        self.stale.show()
        self.rules_table.setEnabled(False)
        self._enable_outputs(False)

    def _enable_outputs(self, on: bool) -> None:
        for button in (self.print_button, self.pdf_button, self.png_button, self.text_button):
            button.setEnabled(on)

    def _show_chart(self, key: ChartKey, chart: Chart) -> None:
        self.chart = chart
        self.shown_key = key
        self.searching = False
        self.stale.hide()
        self.failure.hide()
        self.rules_table.setEnabled(True)
        self._enable_outputs(True)
        self.rules_table.show_rules(
            [
                (core_text(words), r.deals, r.ev_min, r.ev_max, r.error)
                for words, r in zip(chart_words(chart), chart.rules, strict=True)
            ],
            sum(r.deals for r in chart.rules) + chart.result.unmatched.deals,
            rule_labels(chart),
            {section: core_text(words) for section, words in chart_headings(chart).items()},
        )
        self._show_legend(chart)
        level = (
            self.tr("Basic strategy")
            if key[1] is None
            else self.tr("Best of at most {rules} rules").format(rules=i18n.integer(key[1]))
        )
        values = {
            "level": html.escape(level),
            "rules": i18n.integer(chart.rule_count),
            "percent": percent(chart.return_exact),
            "worst": percent(chart.return_worst_exact),
            "optimal": percent(chart.optimal_exact),
            "cost": percent(chart.cost_exact),
        }
        if chart.return_worst_exact != chart.return_exact:
            text = self.tr(
                "{level}: {rules} rules, return <b>{percent}</b> (at worst {worst}); "
                "perfect play {optimal}; cost <b>{cost}</b>"
            )
        else:
            text = self.tr(
                "{level}: {rules} rules, return <b>{percent}</b>; "
                "perfect play {optimal}; cost <b>{cost}</b>"
            )
        self.summary.setText(text.format(**values))
        self.summary.setToolTip(
            self.tr("Exactly {fraction}").format(
                fraction=f"{chart.return_exact.numerator}/{chart.return_exact.denominator}"
            )
        )
        self._refresh_levels()

    def _refresh_pages(self) -> None:
        self._refresh_levels()
        found, done = self.store.find(ExceptionsRequest(self.table))
        if found:
            self.exceptions_page.show_exceptions(done)
        else:
            self.exceptions_page.show_pending(
                self.tr("The exceptions are found when this page is shown.")
            )
        self.cross_page.show_pending(self.tr("Comparing when this page is shown."))
        if self._file is not None:
            self.own_page.show_pending(
                self.tr("{file} is priced when this page is shown.").format(file=self._file.name)
            )

    def _refresh_levels(self) -> None:
        points = self._levels.get(self.table)
        if points is None:
            searching = self.jobs.busy_with(LevelsRequest)
            self.levels_page.show_pending(
                self.tr("Searching the shorter levels…")
                if searching
                else self.tr("The levels are searched when this page is shown.")
            )
            return
        current = None
        chart = self.chart
        if chart is not None and chart.table == self.table and self.max_rules:
            # the chart on screen: a point of the curve, or above it (a long level,
            # searched with penalty brackets, returns more than the curve's level)
            current = (chart.rule_count, chart.return_worst_exact)
        charts = [d.chart for d in self.store.answers(ChartRequest) if d.table == self.table]
        optimal = charts[-1].optimal_exact if charts else None
        self.levels_page.show_levels(points, optimal, current, self.table.name)

    # ----------------------------------------------------------------- outputs

    def chart_text(self) -> str:
        """The chart on screen in the strategy language (its exceptions as comments
        with the basic strategy, when they are known)."""
        if self.chart is None:
            raise VPError("no chart yet")
        exceptions = None
        if self.shown_key is not None and self.shown_key[1] is None:
            found, done = self.store.find(ExceptionsRequest(self.chart.table))
            exceptions = done.exceptions if found else None
        from vptrainer.core.strategy.generator.report import chart_text

        return chart_text(self.chart, exceptions)

    def _stem(self) -> str:
        chart = self.chart
        if chart is None:
            return "strategy"
        return file_slug(f"{chart.table.name} {chart.title}")

    def ask_export(self, kind: str) -> bool:
        """Ask for a file and write the chart: the pocket card (``pdf``, ``png``) or the
        strategy text (``txt``)."""
        if self.chart is None:
            return False
        path = ask_save(self, self.tr("Export the strategy"), self._stem(), kind)
        if path is None or not write_reported(self, path, lambda: self.export(kind, path)):
            return False
        self.statusMessage.emit(self.tr("Exported {path}").format(path=path))
        return True

    def export(self, kind: str, path: str | Path) -> None:
        """Write the chart on screen as ``kind`` (``pdf``, ``png`` or ``txt``)."""
        chart = self.chart
        if chart is None:
            raise VPError("no chart yet")
        if kind == "txt":
            atomic_write_text(path, self.chart_text())
        elif kind == "pdf":
            card.write_pdf(chart, path)
        elif kind == "png":
            card.write_png(chart, path)
        else:
            raise ValueError(kind)

    def ask_print(self) -> bool:
        """Print the chart as a pocket card (Qt's print dialog)."""
        if self.chart is None:
            return False
        name = f"{self.chart.table.name} {self.chart.title}"
        printer = ask_printer(self, name, self.tr("Print the strategy card"))
        if printer is None:
            return False
        card.print_card(self.chart, printer)
        self.statusMessage.emit(self.tr("Strategy card sent to the printer"))
        return True

    # -------------------------------------------------------------- visibility

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if not self._sized:
            self._sized = True
            # once the window's layout has given the view its width (a view first shown
            # while its window opens is shown at about half of it)
            call_later(self, 0, self._size_splitter)
        call_later(self, 0, self.update_jobs)

    def _size_splitter(self) -> None:
        """The rules and the pages side by side, 11 to 9, the pages wider where their
        tab names then show whole (:meth:`_room_for_tab_names`)."""
        width = max(self.splitter.width() - self.splitter.handleWidth(), 600)
        self.splitter.setSizes(self._room_for_tab_names(width * 11 // 20, width * 9 // 20))

    def _room_for_tab_names(self, rules: int, pages: int) -> list[int]:
        """The splitter's sizes for the rules and the pages: the pages widened to show
        their tab names whole, where the rules keep :data:`RULES_ROOM` pixels."""
        names = self.pages.tabBar().sizeHint().width()
        if pages < names <= rules + pages - RULES_ROOM:
            return [rules + pages - names, names]
        return [rules, pages]

    def hideEvent(self, event: QHideEvent) -> None:
        super().hideEvent(event)
        self.debounce.stop()
        self.jobs.update()  # out of sight: its jobs stop

    def shutdown(self) -> None:
        """Cancel every job (the window is closing)."""
        self.debounce.stop()
        self.jobs.cancel()
