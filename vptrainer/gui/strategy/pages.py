"""The Strategy view's side pages: levels, exceptions, other games, the player's own file.

Each page is told what to show (``show_…``, ``show_pending``, ``show_failed``) and
says what the user asked for through its signals; the view runs the jobs.
"""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, Qt, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QListWidget,
    QPlainTextEdit,
    QPushButton,
    QSplitter,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from vptrainer.core.games.builtin import load_builtin
from vptrainer.core.games.game_spec import Wild
from vptrainer.core.games.paytable import PayTable
from vptrainer.core.strategy.phrases import chart_headings
from vptrainer.gui import i18n
from vptrainer.gui.accessibility import describe
from vptrainer.gui.i18n.messages import text as core_text
from vptrainer.gui.jobs.strategy import CrossDone, ExceptionsDone, FileDone
from vptrainer.gui.strategy.panels import LevelsChart, RuleTable
from vptrainer.gui.style import FAILURE_STYLE, HINT_STYLE, use
from vptrainer.gui.widgets.table_chooser import builtin_chooser_model

if TYPE_CHECKING:  # the engine and the generator load numba: the jobs import them
    from vptrainer.core.strategy.evaluation import CrossResult, StrategyResult
    from vptrainer.core.strategy.generator.charts import LevelPoint

_RIGHT = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
#: the other games offered first, by the kind of wild card of the table on screen
DEFAULT_OTHERS = {
    Wild.NONE: ("jacks-or-better-9-6", "bonus-poker-8-5", "double-bonus-10-7"),
    Wild.DEUCES: ("deuces-wild-full-pay", "deuces-wild-nsud", "loose-deuces-17-10"),
    Wild.JOKER: ("joker-poker-kings-full-pay", "joker-poker-two-pair"),
}
MAX_OTHERS = 5


def percent(x: Fraction | float, digits: int = 4, *, signed: bool = False) -> str:
    """``99.5439%`` (a real minus sign), in the reader's way (``99,5439%``)."""
    value = float(x)
    sign = "−" if value < 0 else ("+" if signed else "")
    return sign + i18n.percent(abs(value), digits)


def frequency_text(deals: int, total: int) -> str:
    """How often a deal comes: ``1 in 163``."""
    if deals <= 0 or total <= 0:
        return QCoreApplication.translate("strategy", "never")
    return QCoreApplication.translate("strategy", "1 in {count}").format(
        count=i18n.number(total / deals, 0)
    )


def _item(text: str, *, right: bool = False, tip: str = "") -> QTableWidgetItem:
    item = QTableWidgetItem(text)
    item.setFlags(Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable)
    if right:
        item.setTextAlignment(_RIGHT)
    if tip:
        item.setToolTip(tip)
    return item


def _table(name: str, headers: Sequence[str]) -> QTableWidget:
    table = QTableWidget(0, len(headers))
    table.setObjectName(name)
    table.setHorizontalHeaderLabels(list(headers))
    table.verticalHeader().setVisible(False)
    table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    table.setAlternatingRowColors(True)
    table.verticalHeader().setDefaultSectionSize(table.fontMetrics().height() + 6)
    return table


def _note(name: str, text: str = "") -> QLabel:
    label = QLabel(text)
    label.setTextFormat(Qt.TextFormat.PlainText)  # user text (file names) is never markup
    label.setObjectName(name)
    label.setWordWrap(True)
    use(label, HINT_STYLE)
    label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
    return label


def total_deals(result: StrategyResult) -> int:
    """Every deal a strategy was priced on (the rules' and the unmatched)."""
    return sum(r.deals for r in result.rules) + result.unmatched.deals


class LevelsPage(QWidget):
    """The return against the number of rules, as a chart and a list; either picks a level.

    Signals: ``levelChosen(int)`` with the number of rules clicked.
    """

    levelChosen = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("levelsPage")
        self.chart = LevelsChart()
        self.list = _table("levelsList", ["", "", ""])
        describe(self.list, self.tr("Chart levels"))
        header = self.list.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.list.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.list.cellClicked.connect(self._on_cell)
        self.note = _note("levelsNote")
        self.points: tuple[LevelPoint, ...] = ()
        self.chart.levelClicked.connect(self.levelChosen)
        row = QSplitter(Qt.Orientation.Vertical)
        row.addWidget(self.chart)
        row.addWidget(self.list)
        row.setStretchFactor(0, 3)
        row.setStretchFactor(1, 2)
        row.setChildrenCollapsible(False)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addWidget(row, 1)
        layout.addWidget(self.note)
        self.retranslate()

    def retranslate(self) -> None:
        """Set the static texts in the current language."""
        self.list.setHorizontalHeaderLabels([self.tr("Rules"), self.tr("Return"), self.tr("Cost")])
        self.list.setToolTip(self.tr("Click a level to show its chart"))
        self.note.setText(
            self.tr(
                "Each point is the best list of that many rules found, priced exactly "
                "(a rule that fits several holds read against the player). Click one to see it."
            )
        )

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()

    def show_pending(self, text: str) -> None:
        """A message instead of the levels."""
        self.points = ()
        self.chart.show_message(text)
        self.list.setRowCount(0)

    def show_levels(
        self,
        points: Sequence[LevelPoint],
        optimal: Fraction | None,
        current: tuple[int, Fraction] | None,
        table: str,
    ) -> None:
        """The levels of a table, the chart on screen marked (its rules and its return
        read against the player: a point of the curve, selected in the list, or a long
        level above the curve)."""
        self.points = tuple(points)
        self.chart.set_table_name(table)
        self.chart.show_levels(points, optimal, current)
        self.list.setRowCount(len(points))
        for r, p in enumerate(points):
            self.list.setItem(r, 0, _item(i18n.integer(p.rules), right=True))
            self.list.setItem(
                r,
                1,
                _item(
                    percent(p.return_worst_exact),
                    right=True,
                    tip=self.tr("{percent} when every choice goes the player's way").format(
                        percent=percent(p.return_exact, 6)
                    ),
                ),
            )
            cost = "" if optimal is None else percent(optimal - p.return_worst_exact)
            self.list.setItem(r, 2, _item(cost, right=True))
        on_curve = [r for r, p in enumerate(points) if (p.rules, p.return_worst_exact) == current]
        if on_curve:
            self.list.selectRow(on_curve[0])
        else:
            self.list.clearSelection()

    def _on_cell(self, row: int, _column: int) -> None:
        if 0 <= row < len(self.points):
            self.levelChosen.emit(self.points[row].rules)


class ExceptionsPage(QWidget):
    """The basic strategy's exceptions: penalty-card rules, how often, what they are worth."""

    COLUMNS = ("#", "Exception", "Goes above", "How often", "Worth")

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("exceptionsPage")
        self.table = _table("exceptionsTable", [""] * len(self.COLUMNS))
        describe(
            self.table,
            self.tr("Exceptions to the chart"),
            self.tr("Deals where the chart's hold is not the best one, and what it costs."),
        )
        self.table.setWordWrap(True)
        header = self.table.horizontalHeader()
        for col in range(len(self.COLUMNS)):
            header.setSectionResizeMode(col, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        header.sectionResized.connect(lambda *_: self.table.resizeRowsToContents())
        self.summary = _note("exceptionsSummary", "")
        self.failure = QLabel()
        self.failure.setTextFormat(Qt.TextFormat.PlainText)
        self.failure.setObjectName("exceptionsFailure")
        self.failure.setWordWrap(True)
        use(self.failure, FAILURE_STYLE)
        self.failure.hide()
        self.done: ExceptionsDone | None = None
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addWidget(self.summary)
        layout.addWidget(self.failure)
        layout.addWidget(self.table, 1)
        self.retranslate()

    def retranslate(self) -> None:
        """Set the table's headers in the current language."""
        self.table.setHorizontalHeaderLabels(
            [
                self.tr("#"),
                self.tr("Exception"),
                self.tr("Goes above"),
                self.tr("How often"),
                self.tr("Worth"),
            ]
        )

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
            if self.done is not None:
                self.show_exceptions(self.done)

    def show_pending(self, text: str) -> None:
        """A message instead of the exceptions."""
        self.done = None
        self.failure.hide()
        self.summary.setText(text)
        self.table.setRowCount(0)

    def show_failed(self, text: str) -> None:
        """Say what failed, in place."""
        self.show_pending("")
        self.failure.setText(text)
        self.failure.show()

    def show_exceptions(self, done: ExceptionsDone) -> None:
        """The exceptions of a table's basic strategy in the order they were found, one
        row per line of a card (exceptions that differ only in their ranks, one list)."""
        self.done = done
        self.failure.hide()
        ex = done.exceptions
        basic = done.basic
        total = total_deals(basic.result)
        lines = done.lines
        self.table.setRowCount(len(lines))
        headings = {section: core_text(m) for section, m in chart_headings(basic).items()}
        for r, line in enumerate(lines):
            at = basic.exception_place(line.first)  # the chart's rule (numbered in its section)
            rule = basic.rules[at]
            number = i18n.integer(basic.rule_number(at))
            heading = headings.get(rule.section, rule.section)
            said = f"{number}. {rule.text}"
            self.table.setItem(r, 0, _item(i18n.integer(r + 1), right=True))
            self.table.setItem(r, 1, _item(line.text, tip=line.text))
            self.table.setItem(
                r,
                2,
                _item(
                    self.tr("rule {number}").format(number=number),
                    right=True,
                    tip=f"{heading}: {said}" if heading else said,
                ),
            )
            self.table.setItem(
                r,
                3,
                _item(
                    frequency_text(line.deals, total),
                    right=True,
                    tip=self.tr("{deals} of {total} deals").format(
                        deals=i18n.integer(line.deals), total=i18n.integer(total)
                    ),
                ),
            )
            self.table.setItem(
                r,
                4,
                _item(
                    percent(line.gain, 5, signed=True),
                    right=True,
                    tip=self.tr(
                        "What ignoring it costs; with it and the ones above: {percent}"
                    ).format(percent=percent(line.return_after, 5)),
                ),
            )
        self.table.resizeRowsToContents()
        if ex.rules:
            last = ex.rules[-1].return_after
            self.summary.setText(
                self.tr(
                    "Basic strategy {basic}; with these %n exceptions {after}; perfect play "
                    "{optimal}. {remaining} deals still differ from perfect play ({missing}).",
                    "",
                    len(lines),
                ).format(
                    basic=percent(ex.basic_return),
                    after=percent(last, 5),
                    optimal=percent(ex.optimal),
                    remaining=i18n.integer(ex.remaining_deals),
                    missing=percent(ex.remaining, 5),
                )
            )
        else:
            self.summary.setText(
                self.tr(
                    "No exception found: the basic strategy returns {basic}, "
                    "perfect play {optimal}."
                ).format(basic=percent(ex.basic_return), optimal=percent(ex.optimal))
            )


class CrossPage(QWidget):
    """What playing one game's strategy on another costs, over the tables the user picks.

    Rows are the tables played, columns the games whose perfect strategy is used; the
    first row and column are the table on screen. Signals: ``tablesChanged()``.
    """

    tablesChanged = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("crossPage")
        self.chooser = QComboBox()
        self.chooser.setObjectName("crossChooser")
        self.chooser.setModel(builtin_chooser_model(self.chooser))
        self.chooser.setMaxVisibleItems(24)
        self.chooser.setSizeAdjustPolicy(
            QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon
        )
        self.chooser.setMinimumContentsLength(14)  # beside the rules in a 1024-wide window
        self.add_button = QPushButton()
        self.add_button.setObjectName("crossAdd")
        self.add_button.setToolTip(self.tr("Add the chosen game to the comparison"))
        self.add_button.clicked.connect(self._on_add)
        self.remove_button = QPushButton()
        self.remove_button.setObjectName("crossRemove")
        self.remove_button.setToolTip(self.tr("Remove the selected game from the comparison"))
        self.remove_button.clicked.connect(self._on_remove)
        self.picked = QListWidget()
        self.picked.setObjectName("crossTables")
        describe(
            self.picked,
            self.tr("Tables compared"),
            self.tr("The tables whose strategies are compared."),
        )
        self.picked.setMaximumHeight(self.picked.fontMetrics().height() * 3 + 12)
        self.matrix = QTableWidget()
        self.matrix.setObjectName("crossMatrix")
        describe(
            self.matrix,
            self.tr("Strategy cost across tables"),
            self.tr("The cost of playing each table's strategy on each other table."),
        )
        self.matrix.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.matrix.setWordWrap(True)
        self.matrix.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.matrix.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.state = _note("crossState")
        self._others: list[PayTable] = []
        self.done: CrossDone | None = None
        add_row = QHBoxLayout()
        self.game_label = QLabel()
        self.game_label.setBuddy(self.chooser)
        add_row.addWidget(self.game_label)
        add_row.addWidget(self.chooser, 1)
        add_row.addWidget(self.add_button)
        add_row.addWidget(self.remove_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addLayout(add_row)
        layout.addWidget(self.picked)
        layout.addWidget(self.state)
        layout.addWidget(self.matrix, 1)
        self.retranslate()
        self.state.setText(
            self.tr(
                "Each cell: what playing the column's perfect strategy on the row's table costs "
                "against the row's own perfect play."
            )
        )

    def retranslate(self) -> None:
        """Set the static texts in the current language."""
        self.chooser.setToolTip(self.tr("A game whose strategy to compare"))
        self.add_button.setText(self.tr("Add"))
        self.remove_button.setText(self.tr("Remove"))
        self.game_label.setText(self.tr("Game"))

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
            if self.done is not None:
                self.show_matrix(self.done)

    def others(self) -> tuple[PayTable, ...]:
        """The tables picked, besides the one on screen."""
        return tuple(self._others)

    def add_defaults(self, table: PayTable) -> None:
        """Offer two games of ``table``'s kind when nothing is picked yet."""
        if self._others:
            return
        for table_id in DEFAULT_OTHERS.get(table.wild, ()):
            other = load_builtin(table_id)
            if other != table and len(self._others) < 2:
                self._others.append(other)
        self._refresh_list()

    def _refresh_list(self) -> None:
        self.picked.clear()
        self.picked.addItems([t.name for t in self._others])

    def _on_add(self) -> None:
        table_id = self.chooser.currentData(Qt.ItemDataRole.UserRole)
        if not table_id:
            return
        table = load_builtin(str(table_id))
        if table in self._others or len(self._others) >= MAX_OTHERS:
            return
        self._others.append(table)
        self._refresh_list()
        self.tablesChanged.emit()

    def _on_remove(self) -> None:
        row = self.picked.currentRow()
        if 0 <= row < len(self._others):
            del self._others[row]
            self._refresh_list()
            self.tablesChanged.emit()

    def show_pending(self, text: str) -> None:
        """A message over an empty matrix."""
        self.done = None
        use(self.state, HINT_STYLE)
        self.state.setText(text)
        self.matrix.clear()
        self.matrix.setRowCount(0)
        self.matrix.setColumnCount(0)

    def show_failed(self, text: str) -> None:
        """Say what failed, in place."""
        self.show_pending(text)
        use(self.state, FAILURE_STYLE)

    def show_matrix(self, done: CrossDone) -> None:
        """Each table's strategy played on each: the cost against the row's perfect play."""
        self.done = done
        names = [t.name for t in done.tables]
        use(self.state, HINT_STYLE)
        self.state.setText(
            self.tr(
                "Rows: the table played. Strategy N: the perfect strategy of table N. Each "
                "cell: what playing it costs against the row's own perfect play."
            )
        )
        self.matrix.clear()
        self.matrix.setRowCount(len(names))
        self.matrix.setColumnCount(len(names))
        self.matrix.setHorizontalHeaderLabels(
            [
                self.tr("Strategy {number}").format(number=i18n.integer(i))
                for i in range(1, len(names) + 1)
            ]
        )
        self.matrix.setVerticalHeaderLabels([f"{i}. {n}" for i, n in enumerate(names, start=1)])
        for i, name in enumerate(names):
            header = self.matrix.horizontalHeaderItem(i)
            if header is not None:
                header.setToolTip(self.tr("The perfect strategy of {table}").format(table=name))
        for i, row in enumerate(done.cells):
            for j, cell in enumerate(row):
                self.matrix.setItem(i, j, cross_cell(cell))
        self.matrix.resizeRowsToContents()


def cross_cell(cell: CrossResult | str) -> QTableWidgetItem:
    """One cell of the matrix: the cost, or why the two games cannot be compared."""
    if isinstance(cell, str):
        item = _item(cell, tip=cell)
        item.setForeground(Qt.GlobalColor.darkRed)
        return item
    cost = cell.optimal_exact - cell.return_exact
    text = "—" if cost == 0 else percent(-cost)
    tip = QCoreApplication.translate(
        "strategy",
        "The strategy of {strategy} on {table}: {percent} (perfect play {optimal}); "
        "{deals} deals played differently",
    ).format(
        strategy=cell.strategy_table.name,
        table=cell.played.name,
        percent=percent(cell.return_exact, 5),
        optimal=percent(cell.optimal_exact, 5),
        deals=i18n.integer(cell.differing_deals),
    )
    return _item(text, right=True, tip=tip)


class OwnStrategyPage(QWidget):
    """A player's own strategy file, priced rule by rule on the table on screen.

    Signals: ``openRequested()`` (the view asks for the file).
    """

    openRequested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("ownStrategyPage")
        self.open_button = QPushButton()
        self.open_button.setObjectName("openStrategy")
        self.open_button.clicked.connect(self.openRequested)
        self.path_label = _note("ownPath")
        self.summary = QLabel()
        self.summary.setTextFormat(Qt.TextFormat.RichText)  # its own markup, user text escaped
        self.summary.setObjectName("ownSummary")
        self.summary.setWordWrap(True)
        self.failure = QLabel()
        self.failure.setTextFormat(Qt.TextFormat.PlainText)
        self.failure.setObjectName("ownError")
        self.failure.setWordWrap(True)
        use(self.failure, FAILURE_STYLE)
        self.failure.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.failure.hide()
        # the language's readings worth checking (a line read as a heading or a title,
        # conditions read for a whole list, ...), each with its line and column: a few
        # lines high, scrolled when there are more
        self.readings = QPlainTextEdit()
        self.readings.setObjectName("ownReadings")
        self.readings.setReadOnly(True)
        self.readings.setLineWrapMode(QPlainTextEdit.LineWrapMode.WidgetWidth)
        self.readings.setMaximumHeight(self.readings.fontMetrics().lineSpacing() * 5 + 12)
        self.readings.hide()
        self.rules = RuleTable("ownRules")
        describe(
            self.rules,
            self.tr("Your strategy's rules"),
            self.tr("The rules of the strategy file you opened."),
        )
        self.done: FileDone | None = None
        self.path: Path | None = None
        top = QHBoxLayout()
        top.addWidget(self.open_button)
        top.addWidget(self.path_label, 1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addLayout(top)
        layout.addWidget(self.summary)
        layout.addWidget(self.failure)
        layout.addWidget(self.readings)
        layout.addWidget(self.rules, 1)
        self.retranslate()

    def retranslate(self) -> None:
        """Set the static texts in the current language."""
        describe(
            self.readings,
            self.tr("Readings to check"),
            self.tr("How lines of your strategy were read where they could be read another way."),
        )
        self.open_button.setText(self.tr("Open strategy…"))
        self.open_button.setToolTip(
            self.tr("Price a strategy file of your own (the strategy language) on this table")
        )
        if self.path is None:
            self.path_label.setText(self.tr("No strategy file open."))

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
            if self.done is not None:
                self.show_result(self.done)

    def show_pending(self, text: str) -> None:
        """Working on a file (or waiting)."""
        self.done = None
        self.failure.hide()
        self.readings.hide()
        self.summary.show()
        self.summary.setText(_escape(text))
        self.rules.setRowCount(0)

    def show_failed(self, text: str) -> None:
        """The file could not be read or priced: say why, in place."""
        self.show_pending("")
        self.summary.hide()
        self.failure.setText(text)
        self.failure.show()

    def set_path(self, path: Path) -> None:
        """The file being priced."""
        self.path = path
        self.path_label.setText(str(path))

    def show_result(self, done: FileDone) -> None:
        """The file's rules with what each plays and costs, and its exact return."""
        self.done = done
        self.failure.hide()
        self.summary.show()
        r = done.result
        rows = [(x.text, x.deals, x.ev_min, x.ev_max, x.error) for x in r.rules]
        if r.unmatched.deals:
            u = r.unmatched
            rows.append(
                (
                    self.tr("(no rule fits: discard everything)"),
                    u.deals,
                    u.ev_min,
                    u.ev_max,
                    u.error,
                )
            )
        self.rules.show_rules(rows, total_deals(r))
        values = {
            "name": _escape(r.strategy.name or done.path.name),
            "table": _escape(done.table.name),
            "percent": percent(r.return_exact),
            "worst": percent(r.return_worst_exact),
            "optimal": percent(r.optimal_exact),
            "cost": percent(r.cost_exact),
        }
        if r.return_worst_exact != r.return_exact:
            text = self.tr(
                "<b>{name}</b> on {table}: return <b>{percent}</b> ({worst} when every choice "
                "goes against you); perfect play {optimal}; cost {cost}."
            )
        else:
            text = self.tr(
                "<b>{name}</b> on {table}: return <b>{percent}</b>; perfect play {optimal}; "
                "cost {cost}."
            )
        self.summary.setText(text.format(**values))
        # the core's own words, with the file, line and column of each (as the command
        # line says them)
        readings = r.warnings
        self.readings.setVisible(bool(readings))
        self.readings.setPlainText(
            "\n".join([self.tr("Readings to check:"), *readings]) if readings else ""
        )


def _escape(text: str) -> str:
    import html

    return html.escape(text)
