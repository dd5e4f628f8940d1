"""What the Analyze view's feature pages share: read-only figure tables that copy and
export themselves, named widgets, and the text of a percentage."""

from __future__ import annotations

import csv
import io
from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QEvent, QLocale, Qt
from PySide6.QtGui import QAction, QGuiApplication, QKeyEvent, QKeySequence
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFileDialog,
    QHeaderView,
    QMessageBox,
    QScrollArea,
    QTableWidget,
    QTableWidgetItem,
    QWidget,
)

from vptrainer.core.storage.fileio import atomic_write_text, file_stem, spreadsheet_text
from vptrainer.gui import i18n

#: What a cell shows while its figure is being computed, or cannot be.
PENDING = "…"
NONE = "—"


def pct(value: float, places: int = 4) -> str:
    """A share as a percentage: ``98.5700%`` (as the reader writes it: ``98,5700 %``)."""
    return i18n.percent(value, places)


def signed_pct(value: float, places: int = 4) -> str:
    """A difference of returns as a signed percentage: ``+0.8500%``."""
    return ("+" if value >= 0 else "") + i18n.percent(value, places)


def neutral_text(text: str) -> str:
    """A cell's text as exported: a number written the reader's way (``1.234,5``,
    ``98,57 %``) is written back the C locale's way without digit grouping (``1234.5``,
    ``98.57%``); any other text is unchanged. English texts are exported as shown."""
    shown = QLocale()
    point, group = shown.decimalPoint(), shown.groupSeparator()
    if (point, group) == (".", ","):
        return text
    body = text.strip()
    suffix = ""
    for unit in ("\u00a0%", " %", "%", "x", " s"):
        if body.endswith(unit):
            body, suffix = body[: -len(unit)], unit.strip().replace("\u00a0", "")
            break
    plain = body.replace(group, "").replace("\u00a0", "").replace(point, ".")
    try:
        float(plain.replace("−", "-"))
    except ValueError:
        return text
    return plain + suffix


def named(widget: QWidget, object_name: str, accessible: str, tip: str = "") -> QWidget:
    """Give a widget its object name (an interface of the tests), its accessible name
    and, optionally, a tooltip."""
    widget.setObjectName(object_name)
    widget.setAccessibleName(accessible)
    if tip:
        widget.setToolTip(tip)
        widget.setAccessibleDescription(tip)
    return widget


def scrolled(content: QWidget, object_name: str, accessible: str, tip: str) -> QScrollArea:
    """``content`` in a frameless scroll area that fits its width (a page taller than the
    window scrolls), named for tests and screen readers."""
    scroll = QScrollArea()
    named(scroll, object_name, accessible, tip)
    scroll.setWidgetResizable(True)
    scroll.setFrameShape(QScrollArea.Shape.NoFrame)
    scroll.setWidget(content)
    return scroll


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
        # also Ctrl+C (keyPressEvent): no app-wide shortcut
        self.copy_action = QAction(self)
        self.copy_action.triggered.connect(self.copy_to_clipboard)
        self.export_action = QAction(self)
        self.export_action.triggered.connect(self.ask_export)
        self.addActions([self.copy_action, self.export_action])
        self.retranslate()

    def set_texts(self, accessible: str, headers: Sequence[str], title: str) -> None:
        """Name, columns' headers and title again (in a new language); the rows stay."""
        named(self, self.objectName(), accessible)
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

    def retranslate(self) -> None:
        """The context menu's texts in the current language."""
        self.copy_action.setText(self.tr("Copy table"))
        self.export_action.setText(self.tr("Export table as CSV…"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

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
        """The table as tab-separated text (for a spreadsheet; numbers locale-neutral)."""
        rows = self.rows()
        return "\n".join("\t".join(neutral_text(c) for c in row) for row in rows) + "\n"

    def csv_text(self) -> str:
        """The table as CSV (text cells never run as spreadsheet formulas)."""
        buf = io.StringIO()
        writer = csv.writer(buf, lineterminator="\n")
        writer.writerow([f"# {self.title}"])
        for row in self.rows():
            writer.writerow([spreadsheet_text(neutral_text(c)) for c in row])
        return buf.getvalue()

    def copy_to_clipboard(self) -> None:
        """Copy the table, tab-separated."""
        QGuiApplication.clipboard().setText(self.tsv())

    def ask_export(self) -> bool:
        """Ask for a file and write the table as CSV to it (errors are reported)."""
        path, _ = QFileDialog.getSaveFileName(
            self,
            self.tr("Export {table}").format(table=self.title),
            f"{file_stem(self.title, 'table')}.csv",
            self.tr("CSV (*.csv)"),
        )
        if not path:
            return False
        if not path.lower().endswith(".csv"):
            path += ".csv"
        try:
            atomic_write_text(path, self.csv_text())
        except OSError as exc:
            QMessageBox.warning(
                self,
                self.tr("Export failed"),
                self.tr("Could not write {path}: {reason}").format(
                    path=path, reason=exc.strerror or exc
                ),
            )
            return False
        return True
