"""The Strategy view: the chart of the table being edited, priced exactly, to learn and print.

:class:`StrategyView` coordinates: the level asked for (the basic strategy or at
most N rules), the chart on screen with its exact return, and the pages beside it
(levels, exceptions, other games, the player's own file). One runner per long job
(chart, levels, exceptions, other games, file), all on the engine thread; a job runs
only while the view is on screen, and the newest request of each kind wins. When the
table changes, what is on screen stays, greyed under a notice, until the new
table's chart is there.
"""

from __future__ import annotations

import html
from collections import OrderedDict
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtGui import QHideEvent, QShowEvent
from PySide6.QtPrintSupport import QPrintDialog, QPrinter
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QMessageBox,
    QProgressBar,
    QPushButton,
    QSpinBox,
    QSplitter,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from vptrainer.core.errors import VPError
from vptrainer.core.games.paytable import PayTable
from vptrainer.core.storage.fileio import atomic_write_text
from vptrainer.gui.strategy import card
from vptrainer.gui.strategy.jobs import (
    FEWEST_RULES,
    ChartDone,
    CrossDone,
    ExceptionsDone,
    FileDone,
    LevelsDone,
    MakerCache,
    chart_job,
    cross_job,
    exceptions_job,
    file_job,
    levels_job,
)
from vptrainer.gui.strategy.pages import (
    CrossPage,
    ExceptionsPage,
    LevelsPage,
    OwnStrategyPage,
    percent,
)
from vptrainer.gui.strategy.panels import RuleTable, rule_labels
from vptrainer.gui.style import FAILURE_STYLE, STALE_STYLE
from vptrainer.gui.widgets.plot_chart import file_slug
from vptrainer.gui.workers import EngineThread, JobRunner

if TYPE_CHECKING:  # the generator loads numba: the jobs import it, on the engine thread
    from vptrainer.core.strategy.generator.charts import Chart, LevelPoint

DEBOUNCE_MS = 250
DEFAULT_RULES = 15  # the generator's default level for beginners
MOST_RULES = 40
BASIC, SHORTER = 0, 1
_KEPT = 12  # charts kept per view (a level clicked again is shown at once)
_NAMES = {
    "chart": "chart",
    "levels": "levels",
    "exceptions": "exceptions",
    "cross": "other games",
    "file": "your strategy",
}
STRATEGY_FILTER = "Strategies (*.txt *.vps);;All files (*)"

ChartKey = tuple[PayTable, int | None]


class StrategyView(QWidget):
    """Strategy charts of the table being edited: levels, exceptions, other games, a file.

    Signals: ``statusMessage(str)`` for the status bar.
    """

    statusMessage = Signal(str)

    def __init__(
        self,
        engine: EngineThread,
        current_table: Callable[[], PayTable],
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("strategyView")
        self._current_table = current_table
        self.table: PayTable = current_table()
        self.cache = MakerCache()  # touched by the jobs only
        self.chart: Chart | None = None  # the chart on screen
        self.shown_key: ChartKey | None = None
        self._charts: OrderedDict[ChartKey, Chart] = OrderedDict()
        self._levels: dict[PayTable, tuple[LevelPoint, ...]] = {}
        self._exceptions: dict[PayTable, ExceptionsDone] = {}
        self._cross: CrossDone | None = None
        self._file: Path | None = None
        self._asked: dict[str, object] = {}  # the request each runner works on
        self._failed: dict[str, object] = {}  # requests that failed (not asked again)
        self._sized = False

        self.runners: dict[str, JobRunner] = {}
        for name in _NAMES:
            runner = engine.runner()
            runner.progress.connect(lambda d, t, n=name: self._on_progress(n, d, t))
            runner.failed.connect(lambda m, n=name: self._on_failed(n, m))
            runner.cancelled.connect(lambda n=name: self._on_cancelled(n))
            self.runners[name] = runner
        self.runners["chart"].finished.connect(self._on_chart)
        self.runners["levels"].finished.connect(self._on_levels)
        self.runners["exceptions"].finished.connect(self._on_exceptions)
        self.runners["cross"].finished.connect(self._on_cross)
        self.runners["file"].finished.connect(self._on_file)

        self._build_controls()
        self.rules_table = RuleTable("strategyChart")
        self.levels_page = LevelsPage()
        self.exceptions_page = ExceptionsPage()
        self.cross_page = CrossPage()
        self.own_page = OwnStrategyPage()
        self._build_layout()

        self.debounce = QTimer(self, singleShot=True, interval=DEBOUNCE_MS)
        self.debounce.timeout.connect(self.update_jobs)
        self.level_combo.currentIndexChanged.connect(self._on_level_mode)
        self.rules_spin.valueChanged.connect(self._on_rules)
        self.levels_page.levelChosen.connect(self.show_level)
        self.cross_page.tablesChanged.connect(self.update_jobs)
        self.own_page.openRequested.connect(self.ask_open)
        self.pages.currentChanged.connect(lambda _i: self.update_jobs())
        self.levels_page.chart.exported.connect(lambda p: self.statusMessage.emit(f"Exported {p}"))
        self._show_table_name()
        self._show_pending("The chart is computed when this view is shown.")

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
        self.level_combo.addItems(["Basic strategy", "At most"])
        self.level_combo.setToolTip(
            "The basic strategy (every rule, no exceptions) or a shorter list for beginners"
        )
        self.rules_spin = QSpinBox()
        self.rules_spin.setObjectName("strategyRules")
        self.rules_spin.setRange(FEWEST_RULES, MOST_RULES)
        self.rules_spin.setValue(DEFAULT_RULES)
        self.rules_spin.setSuffix(" rules")
        self.rules_spin.setKeyboardTracking(False)
        self.rules_spin.setToolTip("The most rules a beginner's chart may have")
        self.summary = QLabel()
        self.summary.setObjectName("strategyReturn")
        self.summary.setTextFormat(Qt.TextFormat.RichText)
        self.summary.setWordWrap(True)
        self.summary.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.state = QLabel()
        self.state.setTextFormat(Qt.TextFormat.PlainText)  # user text is never markup
        self.state.setObjectName("strategyState")
        self.progress = QProgressBar()
        self.progress.setObjectName("strategyProgress")
        self.progress.setRange(0, 100)
        self.progress.setMaximumWidth(140)
        self.progress.hide()
        self.cancel_button = QPushButton("Cancel")
        self.cancel_button.setObjectName("strategyCancel")
        self.cancel_button.setToolTip("Stop this view's calculations")
        self.cancel_button.setEnabled(False)
        self.cancel_button.clicked.connect(self.cancel)
        self.print_button = self._button("Print…", "strategyPrint", self.ask_print)
        self.print_button.setToolTip("Print the chart as a pocket card")
        self.pdf_button = self._button("PDF…", "strategyPdf", lambda: self.ask_export("pdf"))
        self.pdf_button.setToolTip("Save the pocket card as a PDF")
        self.png_button = self._button("PNG…", "strategyPng", lambda: self.ask_export("png"))
        self.png_button.setToolTip("Save the pocket card as a PNG image")
        self.text_button = self._button("Text…", "strategyText", lambda: self.ask_export("txt"))
        self.text_button.setToolTip(
            "Save the chart in the strategy language (vptrainer strategy eval reads it back)"
        )
        self.stale = QLabel()
        self.stale.setTextFormat(Qt.TextFormat.PlainText)  # user text is never markup
        self.stale.setObjectName("strategyStale")
        self.stale.setWordWrap(True)
        self.stale.setStyleSheet(STALE_STYLE)
        self.stale.hide()
        self.failure = QLabel()
        self.failure.setTextFormat(Qt.TextFormat.PlainText)  # user text is never markup
        self.failure.setObjectName("strategyFailure")
        self.failure.setWordWrap(True)
        self.failure.setStyleSheet(FAILURE_STYLE)
        self.failure.hide()

    @staticmethod
    def _button(text: str, name: str, slot: Callable[[], object]) -> QPushButton:
        button = QPushButton(text)
        button.setObjectName(name)
        button.clicked.connect(slot)
        button.setEnabled(False)
        return button

    def _build_layout(self) -> None:
        top = QHBoxLayout()
        top.addWidget(self.title, 1)
        top.addWidget(self.state)
        top.addWidget(self.progress)
        top.addWidget(self.cancel_button)
        controls = QHBoxLayout()
        controls.addWidget(self.level_combo)
        controls.addWidget(self.rules_spin)
        controls.addStretch(1)
        for button in (self.print_button, self.pdf_button, self.png_button, self.text_button):
            controls.addWidget(button)
        self.pages = QTabWidget()
        self.pages.setObjectName("strategyPages")
        self.pages.addTab(self.levels_page, "&Levels")
        self.pages.addTab(self.exceptions_page, "E&xceptions")
        self.pages.addTab(self.cross_page, "Other &games")
        self.pages.addTab(self.own_page, "&Your strategy")
        self.splitter = QSplitter(Qt.Orientation.Horizontal)
        self.splitter.setObjectName("strategySplitter")
        self.splitter.addWidget(self.rules_table)
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

    # ---------------------------------------------------------------- requests

    @property
    def max_rules(self) -> int | None:
        """The level asked for: None for the basic strategy, else the most rules."""
        return None if self.level_combo.currentIndex() == BASIC else self.rules_spin.value()

    def wanted_key(self) -> ChartKey:
        """The chart the controls ask for."""
        return (self.table, self.max_rules)

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
        kept = self._charts.get(self.wanted_key())
        if kept is not None:
            self.runners["chart"].cancel()
            self._asked.pop("chart", None)
            self._show_chart(self.wanted_key(), kept)
            self._update_state()
            self.update_jobs()
            return
        self.debounce.start()

    def table_changed(self, table: PayTable) -> None:
        """The table being edited changed: its chart replaces what is on screen."""
        if table == self.table:
            return
        self.table = table
        self._cross = None
        self._failed.clear()
        self._cancel_jobs()
        self._show_table_name()
        kept = self._charts.get(self.wanted_key())
        if kept is not None:
            self._show_chart(self.wanted_key(), kept)
        else:
            self._mark_stale()
        self._refresh_pages()
        self.debounce.start()

    def _show_table_name(self) -> None:
        self.title.setText(self.table.name)
        self.levels_page.chart.set_table_name(self.table.name)

    def _visible(self) -> bool:
        return self.isVisible()

    def update_jobs(self) -> None:
        """Start the jobs whose answers are missing (only while the view is shown)."""
        self.debounce.stop()
        if not self._visible():
            return
        table = self.table
        if not table.lines:
            self._show_pending("This table pays nothing: there is no strategy to make.")
            return
        key = self.wanted_key()
        if self.shown_key != key and key not in self._charts:
            self._run("chart", key, lambda: chart_job(self.cache, table, key[1]))
        page = self.pages.currentWidget()
        for name, owner in (
            ("levels", self.levels_page),
            ("exceptions", self.exceptions_page),
            ("cross", self.cross_page),
        ):
            if owner is not page and self.runners[name].busy:
                # nobody looks at it: the engine thread is free for what is shown
                self.runners[name].cancel()
                self._asked.pop(name, None)
        if page is self.levels_page and table not in self._levels:
            self.levels_page.show_pending("Searching the shorter levels…")
            self._run("levels", table, lambda: levels_job(self.cache, table))
        elif page is self.exceptions_page and table not in self._exceptions:
            self.exceptions_page.show_pending("Looking for the basic strategy's exceptions…")
            self._run("exceptions", table, lambda: exceptions_job(self.cache, table))
        elif page is self.cross_page:
            self.cross_page.add_defaults(table)
            tables = (table, *[t for t in self.cross_page.others() if t != table])
            if self._cross is None or self._cross.tables != tables:
                if len(tables) < 2:
                    self.cross_page.show_pending("Add a game to compare with this table.")
                else:
                    self.cross_page.show_pending("Playing each strategy on each table…")
                    self._run("cross", tables, lambda: cross_job(tables))
        elif page is self.own_page and self._file is not None:
            done = self.own_page.done
            if done is None or done.table != table or done.path != self._file:
                path = self._file
                self.own_page.show_pending(f"Pricing {path.name} on {table.name}…")
                self._run("file", (table, path), lambda: file_job(table, path))

    def _run(self, name: str, key: object, make: Callable[[], object]) -> None:
        if self._failed.get(name) == key:
            return
        if self._asked.get(name) == key and self.runners[name].busy:
            return
        self._asked[name] = key
        self.runners[name].submit(make())  # type: ignore[arg-type]
        self._update_state()

    def cancel(self) -> None:
        """Stop the view's calculations."""
        self._cancel_jobs()
        if self.shown_key != self.wanted_key():
            self.summary.setText("Cancelled: choose the level again to make its chart.")
        self.statusMessage.emit("Strategy calculations cancelled")

    def _cancel_jobs(self) -> None:
        self.debounce.stop()
        for runner in self.runners.values():
            runner.cancel()
        self._asked.clear()
        self._update_state()

    def ask_open(self) -> None:
        """Ask for a strategy file and price it on the table."""
        path, _ = QFileDialog.getOpenFileName(self, "Open a strategy", "", STRATEGY_FILTER)
        if path:
            self.open_strategy(Path(path))

    def open_strategy(self, path: Path) -> None:
        """Price a strategy file on the table (read and priced on the engine thread)."""
        self._file = path
        self._failed.pop("file", None)
        self.own_page.set_path(path)
        self.own_page.done = None
        self.pages.setCurrentWidget(self.own_page)
        self.update_jobs()

    # ----------------------------------------------------------------- answers

    def _update_state(self) -> None:
        busy = [n for n, r in self.runners.items() if r.busy]
        self.cancel_button.setEnabled(bool(busy))
        self.state.setText("Computing " + ", ".join(_NAMES[n] for n in busy) + "…" if busy else "")
        self.progress.setVisible(bool(busy))
        if not busy:
            self.progress.setValue(0)

    def _on_progress(self, name: str, done: int, total: int) -> None:
        self.progress.setValue(100 * done // max(total, 1))

    def _on_cancelled(self, name: str) -> None:
        self._asked.pop(name, None)
        self._update_state()

    def _on_failed(self, name: str, message: str) -> None:
        self._failed[name] = self._asked.pop(name, None)
        self._update_state()
        if name == "chart":
            text = f"Could not make the chart of {self.table.name}: {message}"
            self.failure.setText(text)
            self.failure.show()
            self.stale.hide()
            self.chart = None
            self.shown_key = None
            self.rules_table.setRowCount(0)
            self.summary.setText("")
            self._enable_outputs(False)
        elif name == "levels":
            text = f"Could not find the levels: {message}"
            self.levels_page.show_pending(text)
        elif name == "exceptions":
            text = f"Could not find the exceptions: {message}"
            self.exceptions_page.show_failed(text)
        elif name == "cross":
            text = f"Could not compare the games: {message}"
            self.cross_page.show_failed(text)
        else:
            text = message
            self.own_page.show_failed(message)
        self.statusMessage.emit(text)

    def _on_chart(self, done: ChartDone) -> None:
        self._asked.pop("chart", None)
        self._update_state()
        key = (done.table, done.max_rules)
        self._charts[key] = done.chart
        while len(self._charts) > _KEPT:
            self._charts.popitem(last=False)
        if done.points is not None:
            self._levels[done.table] = done.points
        if key == self.wanted_key():
            self._show_chart(key, done.chart)
            self.update_jobs()

    def _on_levels(self, done: LevelsDone) -> None:
        self._asked.pop("levels", None)
        self._update_state()
        self._levels[done.table] = done.points
        self._refresh_levels()

    def _on_exceptions(self, done: ExceptionsDone) -> None:
        self._asked.pop("exceptions", None)
        self._update_state()
        self._exceptions[done.table] = done
        if done.table == self.table:
            self.exceptions_page.show_exceptions(done)

    def _on_cross(self, done: CrossDone) -> None:
        self._asked.pop("cross", None)
        self._update_state()
        self._cross = done
        if done.tables and done.tables[0] == self.table:
            self.cross_page.show_matrix(done)

    def _on_file(self, done: FileDone) -> None:
        self._asked.pop("file", None)
        self._update_state()
        if done.table == self.table and done.path == self._file:
            self.own_page.show_result(done)
            self.statusMessage.emit(
                f"{done.path.name}: {percent(done.result.return_exact)} on {done.table.name}"
            )

    # ----------------------------------------------------------------- showing

    def _show_pending(self, text: str) -> None:
        self.summary.setText(html.escape(text))  # a rich-text label: a table's name escaped

    def _mark_stale(self) -> None:
        if self.chart is None:
            self._show_pending(f"Making the chart of {self.table.name}…")
            return
        self.stale.setText(
            f"Showing {self.chart.table.name}'s chart until {self.table.name}'s is ready."
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
        self.stale.hide()
        self.failure.hide()
        self.rules_table.setEnabled(True)
        self._enable_outputs(True)
        self.rules_table.show_rules(
            [(r.text, r.deals, r.ev_min, r.ev_max, r.error) for r in chart.rules],
            sum(r.deals for r in chart.rules) + chart.result.unmatched.deals,
            rule_labels(chart),
        )
        level = "Basic strategy" if key[1] is None else f"Best of at most {key[1]} rules"
        worst = ""
        if chart.return_worst_exact != chart.return_exact:
            worst = f" (at worst {percent(chart.return_worst_exact)})"
        self.summary.setText(
            f"{level}: {chart.rule_count} rules, return <b>{percent(chart.return_exact)}</b>"
            f"{worst}; perfect play {percent(chart.optimal_exact)}; "
            f"cost <b>{percent(chart.cost_exact)}</b>"
        )
        self.summary.setToolTip(
            f"Exactly {chart.return_exact.numerator}/{chart.return_exact.denominator}"
        )
        self._refresh_levels()

    def _refresh_pages(self) -> None:
        self._refresh_levels()
        done = self._exceptions.get(self.table)
        if done is not None:
            self.exceptions_page.show_exceptions(done)
        else:
            self.exceptions_page.show_pending("The exceptions are found when this page is shown.")
        self.cross_page.show_pending("Comparing when this page is shown.")
        if self._file is not None:
            self.own_page.show_pending(f"{self._file.name} is priced when this page is shown.")

    def _refresh_levels(self) -> None:
        points = self._levels.get(self.table)
        if points is None:
            self.levels_page.show_pending("The levels are searched when this page is shown.")
            return
        current = None
        if self.chart is not None and self.chart.table == self.table and self.max_rules:
            current = self.chart.rule_count
        optimal = next(
            (c.optimal_exact for (t, _), c in self._charts.items() if t == self.table), None
        )
        self.levels_page.show_levels(points, optimal, current, self.table.name)

    # ----------------------------------------------------------------- outputs

    def chart_text(self) -> str:
        """The chart on screen in the strategy language (its exceptions as comments
        with the basic strategy, when they are known)."""
        if self.chart is None:
            raise VPError("no chart yet")
        exceptions = None
        if self.shown_key is not None and self.shown_key[1] is None:
            done = self._exceptions.get(self.chart.table)
            exceptions = done.exceptions if done is not None else None
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
        patterns = {
            "pdf": "PDF (*.pdf)",
            "png": "PNG image (*.png)",
            "txt": "Strategy text (*.txt)",
        }
        path, _ = QFileDialog.getSaveFileName(
            self, "Export the strategy", f"{self._stem()}.{kind}", patterns[kind]
        )
        if not path:
            return False
        if not path.lower().endswith(f".{kind}"):
            path += f".{kind}"
        try:
            self.export(kind, path)
        except (OSError, VPError) as exc:
            reason = exc.strerror or str(exc) if isinstance(exc, OSError) else str(exc)
            QMessageBox.warning(self, "Export failed", f"Could not write {path}: {reason}")
            return False
        self.statusMessage.emit(f"Exported {path}")
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
        printer = QPrinter(QPrinter.PrinterMode.HighResolution)
        printer.setDocName(f"{self.chart.table.name} {self.chart.title}")
        dialog = QPrintDialog(printer, self)
        dialog.setWindowTitle("Print the strategy card")
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return False
        card.print_card(self.chart, printer)
        self.statusMessage.emit("Strategy card sent to the printer")
        return True

    # -------------------------------------------------------------- visibility

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if not self._sized:
            self._sized = True
            width = max(self.splitter.width(), 600)
            self.splitter.setSizes([width * 11 // 20, width * 9 // 20])
        QTimer.singleShot(0, self, self.update_jobs)

    def hideEvent(self, event: QHideEvent) -> None:
        super().hideEvent(event)
        self._cancel_jobs()

    def shutdown(self) -> None:
        """Cancel every job (the window is closing)."""
        self._cancel_jobs()
