"""The pay table as a video poker machine shows it, above the cards."""

from __future__ import annotations

from fractions import Fraction

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
from vptrainer.gui.theme import theme


def _pay_at(table: PayTable, key: str, pays: Fraction, bet: int) -> Fraction:
    """The pay per coin of line ``key`` on a bet of ``bet`` coins (a short pay below max bet)."""
    at_bet = table.pays_at(key, bet)
    return pays if at_bet is None else at_bet


class PayDisplay(QTableWidget):
    """The pay table as a machine shows it: one column per coin bet, the bet highlighted.

    A table's ``[dealt]`` bonuses follow its lines, as ``… dealt (bonus)`` rows.
    """

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
        self._bonus: int | None = None
        self._lines = 0
        theme().changed.connect(self._paint)  # the highlights in the theme's colours

    def set_table(self, table: PayTable | None) -> None:
        """Show a table's pay lines and deal bonuses (nothing for ``None``)."""
        lines = table.lines if table is not None else ()
        bonuses = table.dealt if table is not None else ()
        self._lines = len(lines)
        # per coin at each bet: a table's short pays below max bet
        rows = [
            (ln.label, [_pay_at(table, ln.key, ln.pays, bet) for bet in range(1, MAX_BET + 1)])
            for ln in lines
            if table is not None
        ]
        rows += [(f"{ln.label} dealt (bonus)", [ln.pays] * MAX_BET) for ln in bonuses]
        self.setRowCount(len(rows))
        if not rows:
            self.setRowCount(1)
            self.setItem(0, 0, QTableWidgetItem("This table pays nothing"))
            for bet in range(1, MAX_BET + 1):
                self.setItem(0, bet, QTableWidgetItem(""))
        for row, (label, pays) in enumerate(rows):
            item = QTableWidgetItem(label)
            self.setItem(row, 0, item)
            for bet in range(1, MAX_BET + 1):
                cell = QTableWidgetItem(coins(pays[bet - 1] * bet))
                cell.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                self.setItem(row, bet, cell)
        self.setFixedHeight(
            self.horizontalHeader().sizeHint().height()
            + max(len(rows), 1) * self.verticalHeader().defaultSectionSize()
            + 4
        )
        self._dealt = self._won = self._bonus = None
        self._paint()

    def set_bet(self, bet: int) -> None:
        """Highlight the column of the bet."""
        self._bet = bet
        self._paint()

    def set_hand(
        self, dealt: int | None = None, won: int | None = None, bonus: int | None = None
    ) -> None:
        """Mark the line the dealt hand makes (light), the line won and the deal bonus
        earned (``bonus``: an index of the table's ``[dealt]`` lines) brightly."""
        self._dealt, self._won = dealt, won
        self._bonus = None if bonus is None else self._lines + bonus
        self._paint()

    def _paint(self) -> None:
        bold = QFont(self.font())
        bold.setBold(True)
        for row in range(self.rowCount()):
            for col in range(self.columnCount()):
                item = self.item(row, col)
                if item is None:
                    continue
                if row in (self._won, self._bonus):
                    color: QColor | None = PAY_HIGHLIGHT
                elif row == self._dealt:
                    color = PAY_DEALT
                elif col == self._bet:
                    color = BET_COLUMN
                else:
                    color = None
                item.setBackground(QBrush(color) if color is not None else QBrush())
                strong = row in (self._won, self._bonus) or col == self._bet
                item.setFont(bold if strong else self.font())
