"""The pay table as a video poker machine shows it, above the cards."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QBrush, QColor, QFont
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QSizePolicy,
    QTableWidget,
    QTableWidgetItem,
    QWidget,
)

from vptrainer.core.games.paytable import PayTable
from vptrainer.core.practice.dealing import MAX_BET
from vptrainer.core.practice.texts import coins
from vptrainer.gui.style import BET_COLUMN, PAY_DEALT, PAY_HIGHLIGHT


class PayDisplay(QTableWidget):
    """The pay table as a machine shows it: one column per coin bet, the bet highlighted."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(0, 1 + MAX_BET, parent)
        self.setObjectName("payDisplay")
        self.setHorizontalHeaderLabels(
            ["Hand"] + [f"{b} coin{'s' if b > 1 else ''}" for b in range(1, MAX_BET + 1)]
        )
        self.verticalHeader().hide()
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        header = self.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        for col in range(1, MAX_BET + 1):
            header.setSectionResizeMode(col, QHeaderView.ResizeMode.ResizeToContents)
        self.verticalHeader().setDefaultSectionSize(self.fontMetrics().height() + 4)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self._bet = MAX_BET
        self._dealt: int | None = None
        self._won: int | None = None

    def set_table(self, table: PayTable | None) -> None:
        """Show a table's pay lines (nothing for ``None``)."""
        lines = table.lines if table is not None else ()
        self.setRowCount(len(lines))
        for row, line in enumerate(lines):
            item = QTableWidgetItem(line.label)
            self.setItem(row, 0, item)
            for bet in range(1, MAX_BET + 1):
                cell = QTableWidgetItem(coins(line.pays * bet))
                cell.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                self.setItem(row, bet, cell)
        rows = max(len(lines), 1)
        self.setFixedHeight(
            self.horizontalHeader().sizeHint().height()
            + rows * self.verticalHeader().defaultSectionSize()
            + 4
        )
        self._dealt = self._won = None
        self._paint()

    def set_bet(self, bet: int) -> None:
        """Highlight the column of the bet."""
        self._bet = bet
        self._paint()

    def set_hand(self, dealt: int | None = None, won: int | None = None) -> None:
        """Mark the line the dealt hand makes (light) and the line won (bright)."""
        self._dealt, self._won = dealt, won
        self._paint()

    def _paint(self) -> None:
        bold = QFont(self.font())
        bold.setBold(True)
        for row in range(self.rowCount()):
            for col in range(self.columnCount()):
                item = self.item(row, col)
                if item is None:
                    continue
                if row == self._won:
                    color: QColor | None = PAY_HIGHLIGHT
                elif row == self._dealt:
                    color = PAY_DEALT
                elif col == self._bet:
                    color = BET_COLUMN
                else:
                    color = None
                item.setBackground(QBrush(color) if color is not None else QBrush())
                item.setFont(bold if row == self._won or col == self._bet else self.font())
