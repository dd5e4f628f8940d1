"""An analysis as rows: each pay category and each deal bonus, with their figures (the
results' table and the charts read the same rows)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QCoreApplication,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
)

from vptrainer.core.engine.analysis import AnalysisResult, CategoryResult
from vptrainer.gui import i18n
from vptrainer.gui.i18n import integer, number
from vptrainer.gui.i18n.marks import QT_TRANSLATE_NOOP


def percent(x: float, digits: int = 4) -> str:
    """``0.995439`` as ``99.5439%`` (as the reader writes it: ``99,5439 %``)."""
    return i18n.percent(x, digits)


def result_rows(result: AnalysisResult) -> list[tuple[CategoryResult, str]]:
    """The rows of an analysis as shown: each final-hand category, then each ``[dealt]``
    bonus (``… dealt (bonus)``, its share of the same return), with their labels."""
    rows = [(c, c.label) for c in result.categories]
    dealt = QCoreApplication.translate("categories", "{hand} dealt (bonus)")
    rows += [(c, dealt.format(hand=c.label)) for c in result.dealt]
    return rows


_Index = QModelIndex | QPersistentModelIndex
SORT_ROLE = Qt.ItemDataRole.UserRole + 2


class CategoryModel(QAbstractTableModel):
    """The per-category results of an analysis, sortable by value; deal bonuses last."""

    HEADERS = (
        QT_TRANSLATE_NOOP("CategoryModel", "Hand"),
        QT_TRANSLATE_NOOP("CategoryModel", "Pays"),
        QT_TRANSLATE_NOOP("CategoryModel", "Combinations"),
        QT_TRANSLATE_NOOP("CategoryModel", "Probability"),
        QT_TRANSLATE_NOOP("CategoryModel", "1 in"),
        QT_TRANSLATE_NOOP("CategoryModel", "Return"),
    )

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.result: AnalysisResult | None = None
        self._rows: list[tuple[CategoryResult, str]] = []

    def set_result(self, result: AnalysisResult | None) -> None:
        """Show another analysis (``None``: nothing)."""
        self.beginResetModel()
        self.result = result
        self._rows = [] if result is None else result_rows(result)
        self.endResetModel()

    def rowCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.HEADERS)

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if orientation == Qt.Orientation.Horizontal and role == Qt.ItemDataRole.DisplayRole:
            return self.tr(self.HEADERS[section])
        return None

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or self.result is None:
            return None
        c, label = self._rows[index.row()]
        col = index.column()
        if role == Qt.ItemDataRole.DisplayRole:
            return (
                label,
                c.pays_text,
                integer(c.combinations),
                number(c.probability, 8),
                number(c.one_in, 1) if c.probability > 0 else self.tr("never"),
                percent(c.contribution),
            )[col]
        if role == SORT_ROLE:
            return (
                index.row(),
                float(c.pays),
                c.combinations,
                c.probability,
                c.one_in if c.probability > 0 else float("inf"),
                c.contribution,
            )[col]
        if role == Qt.ItemDataRole.TextAlignmentRole and col > 0:
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        if (
            role == Qt.ItemDataRole.ToolTipRole
            and col == 0
            and index.row() >= len(self.result.categories)
        ):
            return self.tr("Paid on the five dealt cards, on top of what the final hand pays")
        if role == Qt.ItemDataRole.ToolTipRole and col == 2:
            return self.tr(
                "Out of {total} combinations: every deal weighted by the common denominator "
                "of all draws"
            ).format(total=integer(self.result.total_combinations))
        return None
