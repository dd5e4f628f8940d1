"""A chart's text alternative: its figures in a sentence, and its data as a table.

Screen readers cannot read a drawing: every chart is described by its first figures
(:func:`data_summary`, its accessible description) and shows all of its data in a table
(:class:`ChartDataDialog`), the same rows as its CSV export.
"""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QLabel,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from vptrainer.gui.screens import resize_within_screen

SUMMARY_ROWS = 8  # rows of figures read out in a chart's description


def cell_text(value: object) -> str:
    """A figure as a reader would say it: floats to six significant digits."""
    if isinstance(value, bool) or value is None:
        return "" if value is None else str(value)
    if isinstance(value, float):
        return f"{value:.6g}"
    if isinstance(value, Fraction):
        return f"{float(value):.6g}"
    return str(value)


def data_summary(rows: Sequence[Sequence[object]]) -> str:
    """The chart's figures in words: its first rows, each cell named by its column."""
    if len(rows) < 2:
        return "No data is shown yet."
    header, body = [str(h).replace("_", " ") for h in rows[0]], rows[1:]
    lines = [
        "; ".join(f"{h}: {cell_text(c)}" for h, c in zip(header, row, strict=False))
        for row in body[:SUMMARY_ROWS]
    ]
    more = len(body) - SUMMARY_ROWS
    text = ". ".join(lines) + "."
    if more > 0:
        text += f" And {more} more rows: press Enter on the chart to read them all as a table."
    else:
        text += " Press Enter on the chart to read the figures as a table."
    return text


class ChartDataDialog(QDialog):
    """A chart's data as a table (``chartDataTable``), read-only and selectable."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("chartDataDialog")
        resize_within_screen(self, 560, 380)
        self.caption = QLabel()
        self.caption.setObjectName("chartDataCaption")
        self.caption.setWordWrap(True)
        self.table = QTableWidget()
        self.table.setObjectName("chartDataTable")
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setAlternatingRowColors(True)
        self.table.setAccessibleDescription("The figures the chart draws, one row per point.")
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        close = buttons.button(QDialogButtonBox.StandardButton.Close)
        close.setAccessibleDescription("Close the table and go back to the chart.")
        layout = QVBoxLayout(self)
        layout.addWidget(self.caption)
        layout.addWidget(self.table, 1)
        layout.addWidget(buttons)

    def show_rows(self, title: str, rows: Sequence[Sequence[object]]) -> None:
        """Show ``rows`` (a header row first) as the data of the chart ``title``."""
        self.setWindowTitle(f"Data of the chart {title}")
        self.table.setAccessibleName(f"Data of the chart {title}")
        header = [str(h).replace("_", " ") for h in rows[0]] if rows else []
        body = rows[1:] if rows else []
        self.caption.setText(
            f"{title}: {len(body)} rows." if body else f"{title}: no data is shown yet."
        )
        self.table.clear()
        self.table.setColumnCount(len(header))
        self.table.setRowCount(len(body))
        self.table.setHorizontalHeaderLabels(header)
        for r, row in enumerate(body):
            for c, value in enumerate(row[: len(header)]):
                item = QTableWidgetItem(cell_text(value))
                if isinstance(value, int | float | Fraction) and not isinstance(value, bool):
                    item.setTextAlignment(
                        Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
                    )
                self.table.setItem(r, c, item)
        self.table.resizeColumnsToContents()
