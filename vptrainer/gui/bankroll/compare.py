"""Comparing pay tables: pick two or more, see them side by side with each pay difference's worth.

The first table is the reference. The page asks its view for the comparison through
``compareRequested``; the analyses run in the engine's worker.
"""

from __future__ import annotations

import csv
import io
from collections.abc import Callable
from fractions import Fraction

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFileDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QMessageBox,
    QPushButton,
    QSplitter,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from vptrainer.core.bankroll.compare import TableComparison
from vptrainer.core.engine.report import fraction_text
from vptrainer.core.games.builtin import load_builtin
from vptrainer.core.games.pays import format_pay
from vptrainer.core.games.paytable import PayTable
from vptrainer.core.storage.fileio import atomic_write_text, spreadsheet_text
from vptrainer.gui import i18n
from vptrainer.gui.accessibility import describe
from vptrainer.gui.style import HINT_STYLE, use
from vptrainer.gui.widgets.plot_chart import file_slug
from vptrainer.gui.widgets.table_chooser import EDITED, KEY_ROLE, OPEN, TableChooser

_RIGHT = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
DEFAULT_OTHER = "jacks-or-better-8-5"


def _pct(x: Fraction | float, signed: bool = False) -> str:
    """``99.5439%``, ``+2.2455%``, ``−0.1000%`` (a real minus sign), in the reader's way."""
    value = float(x)
    sign = "−" if value < 0 else ("+" if signed else "")
    return sign + i18n.percent(abs(value), 4)


def _cell(text: str, tip: str = "", *, right: bool = True, bold: bool = False) -> QTableWidgetItem:
    item = QTableWidgetItem(text)
    if right:
        item.setTextAlignment(_RIGHT)
    if tip:
        item.setToolTip(tip)
    if bold:
        font = QFont(item.font())
        font.setBold(True)
        item.setFont(font)
    return item


def _table(name: str) -> QTableWidget:
    table = QTableWidget()
    table.setObjectName(name)
    table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    table.verticalHeader().setDefaultSectionSize(table.fontMetrics().height() + 6)
    table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    table.setWordWrap(False)
    return table


class ComparePage(QWidget):
    """Two or more tables side by side: returns, spreads, categories, pay differences.

    Signals: ``compareRequested(object)`` with the tuple of tables to compare (the
    first is the reference); ``statusMessage(str)``.
    """

    compareRequested = Signal(object)
    statusMessage = Signal(str)

    def __init__(
        self, current_table: Callable[[], PayTable] | None = None, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setObjectName("comparePage")
        self._current_table = current_table
        self.comparison: TableComparison | None = None
        self.chooser = TableChooser(current_table)
        self.chooser.setObjectName("compareChooser")
        self.chooser.setMinimumContentsLength(24)
        self.chooser.activated.connect(self._on_chosen)
        self.list = QListWidget()
        self.list.setObjectName("compareList")
        describe(
            self.list,
            self.tr("Tables compared"),
            self.tr("The first table is the reference the others are compared with."),
        )
        self.list.setSelectionMode(QAbstractItemView.SelectionMode.ExtendedSelection)
        self.remove_button = QPushButton()
        self.remove_button.setObjectName("compareRemove")
        self.remove_button.setToolTip(self.tr("Remove the selected tables from the comparison"))
        self.remove_button.clicked.connect(self.remove_selected)
        self.up_button = QPushButton()
        self.up_button.setObjectName("compareReference")
        self.up_button.clicked.connect(self.make_reference)
        self.export_button = QPushButton()
        self.export_button.setObjectName("compareExport")
        self.export_button.setToolTip(self.tr("Save the comparison as a CSV file"))
        self.export_button.clicked.connect(self.ask_export)
        self.export_button.setEnabled(False)
        self.state = QLabel()
        self.state.setObjectName("compareState")
        use(self.state, HINT_STYLE)
        self.state.setWordWrap(True)

        self.summary = _table("compareSummary")
        describe(
            self.summary,
            self.tr("Comparison summary"),
            self.tr("Return, variance and risk of each table compared."),
        )
        self.categories = _table("compareCategories")
        describe(
            self.categories,
            self.tr("Pays of each table"),
            self.tr("What each hand pays on each table compared."),
        )
        self.differences = _table("compareDifferences")
        describe(
            self.differences,
            self.tr("Pay differences"),
            self.tr("Each pay that differs from the reference table and what it is worth."),
        )
        self.differences.setColumnCount(5)
        self.differences.verticalHeader().hide()
        self.summary.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.summary.setMinimumHeight(self.summary.verticalHeader().defaultSectionSize() * 8 + 8)

        add_row = QHBoxLayout()
        self.add_label = QLabel()
        self.add_label.setBuddy(self.chooser)
        add_row.addWidget(self.add_label)
        add_row.addWidget(self.chooser, 1)
        add_row.addWidget(self.up_button)
        add_row.addWidget(self.remove_button)
        add_row.addWidget(self.export_button)
        self.list.setMaximumHeight(self.list.fontMetrics().height() * 4 + 10)
        upper = QSplitter(Qt.Orientation.Horizontal)
        upper.addWidget(self.summary)
        upper.addWidget(self.differences)
        upper.setStretchFactor(0, 1)
        upper.setStretchFactor(1, 1)
        body = QSplitter(Qt.Orientation.Vertical)
        body.addWidget(upper)
        body.addWidget(self.categories)
        body.setStretchFactor(0, 0)
        body.setStretchFactor(1, 1)
        body.setChildrenCollapsible(False)
        layout = QVBoxLayout(self)
        layout.addLayout(add_row)
        layout.addWidget(self.list)
        layout.addWidget(self.state)
        layout.addWidget(body, 1)
        self._entries: list[PayTable | None] = []  # None: the table being edited
        self.retranslate()
        self.state.setText(self.tr("Add two or more tables."))

    def retranslate(self) -> None:
        """Set the static texts in the current language."""
        self.chooser.setToolTip(self.tr("Choose a table to add to the comparison"))
        self.remove_button.setText(self.tr("Remove"))
        self.up_button.setText(self.tr("Make reference"))
        self.up_button.setToolTip(self.tr("Compare every other table with the selected one"))
        self.export_button.setText(self.tr("Export CSV…"))
        self.add_label.setText(self.tr("Add"))
        self.differences.setHorizontalHeaderLabels(
            [
                self.tr("Table"),
                self.tr("Hand"),
                self.tr("Pays"),
                self.tr("Worth"),
                self.tr("At own play"),
            ]
        )
        for col, tip in (
            (3, self.tr("The change of return the pay makes at the reference's optimal play")),
            (4, self.tr("The change of return the pay makes at the table's own optimal play")),
        ):
            header_item = self.differences.horizontalHeaderItem(col)
            if header_item is not None:
                header_item.setToolTip(tip)

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
            self.retranslate_comparison()

    def retranslate_comparison(self) -> None:
        """Show the list and the comparison again in the current language."""
        self._refresh_list()
        if self.comparison is not None:
            self.show_comparison(self.comparison)
        elif len(self.tables()) < 2:
            self.state.setText(self.tr("Add two or more tables."))

    # ------------------------------------------------------------------ choosing

    def tables(self) -> tuple[PayTable, ...]:
        """The tables to compare, the reference first (the edited table as it is now)."""
        out = []
        for entry in self._entries:
            if entry is None:
                if self._current_table is not None:
                    out.append(self._current_table())
            else:
                out.append(entry)
        return tuple(out)

    def add_defaults(self) -> None:
        """Start with the table being edited and Jacks or Better 8/5 (when empty)."""
        if self._entries:
            return
        if self._current_table is not None:
            self._add(None)
        self._add(load_builtin(DEFAULT_OTHER))

    def add_table(self, table: PayTable | None) -> None:
        """Add a table (``None``: the table being edited) and compare again."""
        if self._add(table):
            self.request()

    def _add(self, table: PayTable | None) -> bool:
        if table in self._entries:
            self.statusMessage.emit(self.tr("That table is already in the comparison"))
            return False
        self._entries.append(table)
        self._refresh_list()
        return True

    def _refresh_list(self) -> None:
        self.list.clear()
        for i, entry in enumerate(self._entries):
            if entry is None:
                name = self._current_table().name if self._current_table else "?"
                text = self.tr("Table being edited: {table}").format(table=name)
            else:
                text = entry.name
            if i == 0:
                text = self.tr("Reference: {table}").format(table=text)
            item = QListWidgetItem(text)
            self.list.addItem(item)

    def _on_chosen(self, row: int) -> None:
        key = str(self.chooser.itemData(row, KEY_ROLE) or "")
        if key == OPEN:  # the chooser has asked for a file: its table is chosen, if any
            key = str(self.chooser.itemData(self.chooser.currentIndex(), KEY_ROLE) or "")
            if not key.startswith("file:"):
                return
        if key == EDITED:
            self.add_table(None)
        elif self.chooser.table is not None:
            self.add_table(self.chooser.table)

    def remove_selected(self) -> None:
        """Remove the selected tables."""
        rows = sorted({i.row() for i in self.list.selectedIndexes()}, reverse=True)
        for row in rows:
            del self._entries[row]
        self._refresh_list()
        self.request()

    def make_reference(self) -> None:
        """Put the selected table first: the others are compared with it."""
        row = self.list.currentRow()
        if row > 0:
            self._entries.insert(0, self._entries.pop(row))
            self._refresh_list()
            self.request()

    @property
    def follows_edited(self) -> bool:
        """Whether the table being edited is one of the tables compared."""
        return None in self._entries

    def edited_table_changed(self) -> None:
        """The edited table changed: its entry follows (compared again when shown)."""
        if not self.follows_edited:
            return
        self._refresh_list()
        self.comparison = None
        if self.isVisible():
            self.request()

    def request(self) -> None:
        """Ask for the comparison of the listed tables (two or more)."""
        tables = self.tables()
        if len(tables) < 2:
            self.comparison = None
            self.state.setText(self.tr("Add two or more tables."))
            self.export_button.setEnabled(False)
            for table in (self.summary, self.categories, self.differences):
                table.setRowCount(0)
            return
        self.state.setText(self.tr("Comparing %n tables…", "", len(tables)))
        self.compareRequested.emit(tables)

    # ------------------------------------------------------------------ showing

    def show_failed(self, message: str) -> None:
        """The comparison failed: say why."""
        self.state.setText(self.tr("Cannot compare: {message}").format(message=message))

    def show_comparison(self, cmp: TableComparison) -> None:
        """Show a finished comparison."""
        self.comparison = cmp
        results = cmp.results
        names = [r.table.name for r in results]
        self.state.setText(
            self.tr(
                "Compared with {reference}: the worth of a pay difference is the change of "
                "return it makes at the reference's optimal play, and at the table's own."
            ).format(reference=names[0])
        )
        self.export_button.setEnabled(True)
        # summary: measures by table
        measures = [
            self.tr("Return"),
            self.tr("Change from the reference"),
            self.tr("Variance"),
            self.tr("Standard deviation"),
            self.tr("Multi-play covariance"),
            self.tr("Hit frequency"),
            self.tr("Re-optimised strategy adds"),
        ]
        s = self.summary
        s.clear()
        s.setRowCount(len(measures))
        s.setColumnCount(len(results))
        s.setHorizontalHeaderLabels(names)
        s.setVerticalHeaderLabels(measures)
        for col, (r, change, gain) in enumerate(
            zip(results, cmp.return_change, cmp.strategy_gain, strict=True)
        ):
            cells = [
                _cell(_pct(r.return_exact), self._exactly(r.return_exact), bold=True),
                _cell("—" if col == 0 else _pct(change, True), self._exactly(change)),
                _cell(i18n.number(r.variance, 4)),
                _cell(i18n.number(r.std_dev, 4)),
                _cell(i18n.number(r.covariance_exact, 4)),
                _cell(_pct(r.hit_frequency)),
                _cell(
                    "—" if gain is None or col == 0 else _pct(gain, True),
                    "" if gain is None else self._exactly(gain),
                ),
            ]
            for row, cell in enumerate(cells):
                s.setItem(row, col, cell)
        # categories: pays, combinations and contribution of each table
        c = self.categories
        c.clear()
        c.setRowCount(len(cmp.categories))
        c.setColumnCount(1 + 3 * len(results))
        headers = [self.tr("Hand")]
        for name in names:
            headers += [
                self.tr("{table}\npays").format(table=name),
                self.tr("combinations"),
                self.tr("contribution"),
            ]
        c.setHorizontalHeaderLabels(headers)
        c.verticalHeader().hide()
        for row, cat in enumerate(cmp.categories):
            c.setItem(row, 0, _cell(cat.label, right=False))
            for i, found in enumerate(cat.cells):
                base = 1 + 3 * i
                if found is None:
                    for k in range(3):
                        c.setItem(row, base + k, _cell("—"))
                    continue
                c.setItem(row, base, _cell(format_pay(found.pays)))
                c.setItem(
                    row,
                    base + 1,
                    _cell(
                        i18n.integer(found.combinations),
                        self.tr("probability {p}").format(p=f"{float(found.probability):.8g}"),
                    ),
                )
                c.setItem(
                    row,
                    base + 2,
                    _cell(_pct(found.contribution), self._exactly(found.contribution)),
                )
        # pay differences and their worth
        d = self.differences
        d.setRowCount(len(cmp.differences))
        for row, diff in enumerate(cmp.differences):
            d.setItem(row, 0, _cell(names[diff.table], right=False))
            d.setItem(row, 1, _cell(diff.label, right=False))
            d.setItem(row, 2, _cell(diff.change_text()))
            d.setItem(row, 3, _cell(_pct(diff.worth, True), self._exactly(diff.worth)))
            d.setItem(
                row,
                4,
                _cell(
                    _pct(diff.worth_at_other, True),
                    self._exactly(diff.worth_at_other),
                ),
            )
        if not cmp.differences:
            d.setRowCount(1)
            d.setItem(
                0, 0, _cell(self.tr("No pay differences between tables of one kind"), right=False)
            )

    def _exactly(self, value: Fraction) -> str:
        return self.tr("Exactly {fraction}").format(fraction=fraction_text(value))

    # ------------------------------------------------------------------ export

    def csv_text(self) -> str:
        """The comparison as CSV: the measures, the categories, the pay differences."""
        cmp = self.comparison
        if cmp is None:
            return ""
        names = [spreadsheet_text(r.table.name) for r in cmp.results]
        buf = io.StringIO()
        w = csv.writer(buf, lineterminator="\n")
        w.writerow(["# Compare: " + " vs ".join(r.table.name for r in cmp.results)])
        w.writerow(["measure", *names])
        w.writerow(["return", *(repr(r.return_float) for r in cmp.results)])
        w.writerow(["return_exact", *(fraction_text(r.return_exact) for r in cmp.results)])
        w.writerow(["return_change", *(repr(float(x)) for x in cmp.return_change)])
        w.writerow(["variance", *(repr(r.variance) for r in cmp.results)])
        w.writerow(["std_dev", *(repr(r.std_dev) for r in cmp.results)])
        w.writerow(["covariance", *(repr(float(r.covariance_exact)) for r in cmp.results)])
        w.writerow(["hit_frequency", *(repr(r.hit_frequency) for r in cmp.results)])
        w.writerow([])
        header = ["category", "label"]
        for name in names:
            header += [f"{name} pays", f"{name} combinations", f"{name} contribution"]
        w.writerow(header)
        for cat in cmp.categories:
            row: list[object] = [cat.key, spreadsheet_text(cat.label)]
            for cell in cat.cells:
                row += (
                    ["", "", ""]
                    if cell is None
                    else [format_pay(cell.pays), cell.combinations, repr(float(cell.contribution))]
                )
            w.writerow(row)
        w.writerow([])
        w.writerow(["table", "category", "reference_pays", "pays", "worth", "worth_at_table"])
        for diff in cmp.differences:
            w.writerow(
                [
                    names[diff.table],
                    diff.key,
                    "" if diff.reference_pays is None else format_pay(diff.reference_pays),
                    "" if diff.pays is None else format_pay(diff.pays),
                    repr(float(diff.worth)),
                    repr(float(diff.worth_at_other)),
                ]
            )
        return buf.getvalue()

    def default_file_name(self) -> str:
        """``compare-jacks-or-better-9-6-jacks-or-better-8-5.csv``."""
        cmp = self.comparison
        names = " ".join(r.table.name for r in cmp.results) if cmp is not None else ""
        return file_slug(f"compare {names}") + ".csv"

    def export_csv(self, path: str) -> None:
        """Write the comparison as CSV (atomically)."""
        atomic_write_text(path, self.csv_text())

    def ask_export(self) -> bool:
        """Ask for a file and write the comparison there; errors are reported."""
        if self.comparison is None:
            return False
        path, _ = QFileDialog.getSaveFileName(
            self,
            self.tr("Export the comparison"),
            self.default_file_name(),
            self.tr("CSV data (*.csv)"),
        )
        if not path:
            return False
        if not path.lower().endswith(".csv"):
            path += ".csv"
        try:
            self.export_csv(path)
        except OSError as exc:
            QMessageBox.warning(
                self,
                self.tr("Export failed"),
                self.tr("Could not write {path}: {reason}").format(
                    path=path, reason=exc.strerror or exc
                ),
            )
            return False
        self.statusMessage.emit(self.tr("Exported {path}").format(path=path))
        return True
