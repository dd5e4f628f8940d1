"""What the Analyze view's feature pages share: read-only figure tables that copy and
export themselves, named widgets, and the text of a percentage."""

from __future__ import annotations

import csv
import io
from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QAction, QGuiApplication, QKeyEvent, QKeySequence
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFileDialog,
    QHeaderView,
    QMessageBox,
    QTableWidget,
    QTableWidgetItem,
    QWidget,
)

from vptrainer.core.storage.fileio import atomic_write_text, file_stem, spreadsheet_text

#: What a cell shows while its figure is being computed, or cannot be.
PENDING = "…"
NONE = "—"


def pct(value: float, places: int = 4) -> str:
    """A share as a percentage: ``98.5700%``."""
    return f"{value * 100:.{places}f}%"


def signed_pct(value: float, places: int = 4) -> str:
    """A difference of returns as a signed percentage: ``+0.8500%``."""
    return f"{value * 100:+.{places}f}%"


def named(widget: QWidget, object_name: str, accessible: str, tip: str = "") -> QWidget:
    """Give a widget its object name (an interface of the tests), its accessible name
    and, optionally, a tooltip."""
    widget.setObjectName(object_name)
    widget.setAccessibleName(accessible)
    if tip:
        widget.setToolTip(tip)
        widget.setAccessibleDescription(tip)
    return widget


class FigureTable(QTableWidget):
    """A read-only table of figures: rows set at once, copied (Ctrl+C, or its context
    menu) as tab-separated text, exported as CSV."""

    def __init__(
        self, object_name: str, accessible: str, headers: Sequence[str], title: str
    ) -> None:
        super().__init__(0, len(headers))
        named(self, object_name, accessible)
        self.setAccessibleDescription(
            QCoreApplication.translate(
                "FigureTable",
                "{name}: read the figures cell by cell; Ctrl+C copies them, the context menu "
                "exports them as CSV.",
            ).format(name=accessible)
        )
        self.title = title
        self.headers = list(headers)
        self.setHorizontalHeaderLabels(self.headers)
        self.verticalHeader().setVisible(False)
        self.verticalHeader().setDefaultSectionSize(self.fontMetrics().height() + 6)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.setTabKeyNavigation(False)
        self.setWordWrap(False)
        header = self.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setStretchLastSection(True)
        self.setContextMenuPolicy(Qt.ContextMenuPolicy.ActionsContextMenu)
        copy = QAction("Copy table", self)  # also Ctrl+C (keyPressEvent): no app-wide shortcut
        copy.triggered.connect(self.copy_to_clipboard)
        export = QAction("Export table as CSV…", self)
        export.triggered.connect(self.ask_export)
        self.addActions([copy, export])

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.matches(QKeySequence.StandardKey.Copy):
            self.copy_to_clipboard()
            return
        super().keyPressEvent(event)

    def fit_rows(self, rows: int | None = None) -> None:
        """Make the table as tall as ``rows`` rows (by default, the rows it has), so
        that the page around it scrolls instead of the table."""
        n = self.rowCount() if rows is None else rows
        height = self.horizontalHeader().sizeHint().height() + 2 * self.frameWidth()
        height += n * self.verticalHeader().defaultSectionSize()
        self.setFixedHeight(height + 2)

    def set_headers(self, headers: Sequence[str]) -> None:
        """Change the columns (the rows are cleared)."""
        self.headers = list(headers)
        self.setRowCount(0)
        self.setColumnCount(len(self.headers))
        self.setHorizontalHeaderLabels(self.headers)

    def set_rows(
        self, rows: Sequence[Sequence[str]], tips: Sequence[Sequence[str]] | None = None
    ) -> None:
        """Show ``rows`` of texts (numbers right-aligned), with optional tooltips."""
        self.setRowCount(len(rows))
        for r, row in enumerate(rows):
            for c, text in enumerate(row):
                item = QTableWidgetItem(text)
                if c > 0:
                    item.setTextAlignment(
                        Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
                    )
                if tips is not None and r < len(tips) and c < len(tips[r]) and tips[r][c]:
                    item.setToolTip(tips[r][c])
                self.setItem(r, c, item)

    def set_cell(self, row: int, column: int, text: str, tip: str = "") -> None:
        """Change one cell's text."""
        item = self.item(row, column)
        if item is None:
            item = QTableWidgetItem()
            self.setItem(row, column, item)
        item.setText(text)
        item.setToolTip(tip)
        if column > 0:
            item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)

    def cell_text(self, row: int, column: int) -> str:
        """The text of a cell (empty when it has none)."""
        item = self.item(row, column)
        return "" if item is None else item.text()

    def rows(self) -> list[list[str]]:
        """The headers, then every row's texts."""
        out = [list(self.headers)]
        for r in range(self.rowCount()):
            out.append([self.cell_text(r, c) for c in range(self.columnCount())])
        return out

    def tsv(self) -> str:
        """The table as tab-separated text (for a spreadsheet)."""
        return "\n".join("\t".join(row) for row in self.rows()) + "\n"

    def csv_text(self) -> str:
        """The table as CSV (text cells never run as spreadsheet formulas)."""
        buf = io.StringIO()
        writer = csv.writer(buf, lineterminator="\n")
        writer.writerow([f"# {self.title}"])
        for row in self.rows():
            writer.writerow([spreadsheet_text(c) for c in row])
        return buf.getvalue()

    def copy_to_clipboard(self) -> None:
        """Copy the table, tab-separated."""
        QGuiApplication.clipboard().setText(self.tsv())

    def ask_export(self) -> bool:
        """Ask for a file and write the table as CSV to it (errors are reported)."""
        path, _ = QFileDialog.getSaveFileName(
            self, f"Export {self.title}", f"{file_stem(self.title, 'table')}.csv", "CSV (*.csv)"
        )
        if not path:
            return False
        if not path.lower().endswith(".csv"):
            path += ".csv"
        try:
            atomic_write_text(path, self.csv_text())
        except OSError as exc:
            QMessageBox.warning(
                self, "Export failed", f"Could not write {path}: {exc.strerror or exc}"
            )
            return False
        return True
