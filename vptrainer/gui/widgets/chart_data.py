"""A chart's text alternative: its figures in a sentence, and its data as a table.

Screen readers cannot read a drawing: every chart is described by its first figures
(:func:`data_summary`, its accessible description) and shows all of its data in a table
(:class:`ChartDataDialog`), the same rows as its CSV export.
"""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction

from PySide6.QtCore import QCoreApplication, Qt
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
        return QCoreApplication.translate("chart_data", "No data is shown yet.")
    header, body = [str(h).replace("_", " ") for h in rows[0]], rows[1:]
    lines = [
        QCoreApplication.translate("chart_data", "; ").join(
            QCoreApplication.translate("chart_data", "{column}: {value}").format(
                column=h, value=cell_text(c)
            )
            for h, c in zip(header, row, strict=False)
        )
        for row in body[:SUMMARY_ROWS]
    ]
    more = len(body) - SUMMARY_ROWS
    figures = QCoreApplication.translate("chart_data", ". ").join(lines)
    if more == 1:
        text = QCoreApplication.translate(
            "chart_data",
            "{figures}. And 1 more row: press Enter on the chart to read them all as a table.",
        )
    elif more > 1:
        text = QCoreApplication.translate(
            "chart_data",
            "{figures}. And {count} more rows: press Enter on the chart to read them all as a "
            "table.",
        )
    else:
        text = QCoreApplication.translate(
            "chart_data", "{figures}. Press Enter on the chart to read the figures as a table."
        )
    return text.format(figures=figures, count=more)


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
        self.table.setAccessibleDescription(
            self.tr("The figures the chart draws, one row per point.")
        )
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        close = buttons.button(QDialogButtonBox.StandardButton.Close)
        close.setAccessibleDescription(self.tr("Close the table and go back to the chart."))
        layout = QVBoxLayout(self)
        layout.addWidget(self.caption)
        layout.addWidget(self.table, 1)
        layout.addWidget(buttons)

    def show_rows(self, title: str, rows: Sequence[Sequence[object]]) -> None:
        """Show ``rows`` (a header row first) as the data of the chart ``title``."""
        self.setWindowTitle(self.tr("Data of the chart {title}").format(title=title))
        self.table.setAccessibleName(self.tr("Data of the chart {title}").format(title=title))
        header = [str(h).replace("_", " ") for h in rows[0]] if rows else []
        body = rows[1:] if rows else []
        self.caption.setText(
            (
                self.tr("{title}: %n row.", "", len(body))
                if len(body) == 1
                else self.tr("{title}: %n rows.", "", len(body))
            ).format(title=title)
            if body
            else self.tr("{title}: no data is shown yet.").format(title=title)
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
