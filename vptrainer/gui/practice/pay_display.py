"""The pay table as a video poker machine shows it, above the cards."""

from __future__ import annotations

from fractions import Fraction

from PySide6.QtCore import QEvent, Qt
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

    A table's ``[dealt]`` bonuses follow its lines, as ``… dealt (bonus)`` rows. Where
    the screen is short, :meth:`set_folded` shows only the bet's pays, its lines in two
    columns side by side (about half the height), so the cards keep their size.
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(0, 1 + MAX_BET, parent)
        self.setObjectName("payDisplay")
        self.verticalHeader().hide()
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.verticalHeader().setDefaultSectionSize(self.fontMetrics().height() + 4)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self._bet = MAX_BET
        self._dealt: int | None = None
        self._won: int | None = None
        self._bonus: int | None = None
        self._lines = 0
        self._rows: list[tuple[str, list[Fraction]]] = []
        self._bonus_rows: set[int] = set()  # the deal bonuses' rows, named in the language
        self.folded = False
        theme().changed.connect(self._paint)  # the highlights in the theme's colours
        self._fill()

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
        self._bonus_rows = set(range(len(rows), len(rows) + len(bonuses)))
        rows += [(ln.label, [ln.pays] * MAX_BET) for ln in bonuses]
        self._rows = rows
        self._dealt = self._won = self._bonus = None
        self._fill()

    def full_height(self) -> int:
        """The height of the whole table (every bet's column, a line per row)."""
        return self._height(max(len(self._rows), 1))

    def _height(self, rows: int) -> int:
        return (
            self.horizontalHeader().sizeHint().height()
            + rows * self.verticalHeader().defaultSectionSize()
            + 4
        )

    def set_folded(self, folded: bool) -> None:
        """Show only the bet's pays, in two columns of lines (``False``: the whole table)."""
        if folded != self.folded:
            self.folded = folded
            self._fill()

    def _per_column(self) -> int:
        n = max(len(self._rows), 1)
        return -(-n // 2) if self.folded else n

    def _place(self, index: int) -> tuple[int, int]:
        """Where logical line ``index`` is: its row and the column of its name."""
        per = self._per_column()
        return (index % per, 2 * (index // per)) if self.folded else (index, 0)

    def _fill(self) -> None:
        rows = self._rows
        header = self.horizontalHeader()
        if self.folded:
            bet = self._coins(self._bet)
            hand = self.tr("Hand")
            self.setColumnCount(4)
            self.setHorizontalHeaderLabels([hand, bet, hand, bet])
            for col in (0, 2):
                header.setSectionResizeMode(col, QHeaderView.ResizeMode.Stretch)
                header.setSectionResizeMode(col + 1, QHeaderView.ResizeMode.ResizeToContents)
        else:
            self.setColumnCount(1 + MAX_BET)
            self.setHorizontalHeaderLabels(
                [self.tr("Hand")] + [self._coins(b) for b in range(1, MAX_BET + 1)]
            )
            header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
            for col in range(1, MAX_BET + 1):
                header.setSectionResizeMode(col, QHeaderView.ResizeMode.ResizeToContents)
        self.clearContents()
        self.setRowCount(self._per_column())
        if not rows:
            self.setItem(0, 0, QTableWidgetItem(self.tr("This table pays nothing")))
        for index, (label, pays) in enumerate(rows):
            row, col = self._place(index)
            if index in self._bonus_rows:
                label = self.tr("{hand} dealt (bonus)").format(hand=label)
            self.setItem(row, col, QTableWidgetItem(label))
            bets = [self._bet] if self.folded else range(1, MAX_BET + 1)
            for k, coins_bet in enumerate(bets, start=1):
                cell = QTableWidgetItem(coins(pays[coins_bet - 1] * coins_bet))
                cell.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                self.setItem(row, col + k, cell)
        for row in range(self.rowCount()):
            for col in range(self.columnCount()):
                if self.item(row, col) is None:
                    self.setItem(row, col, QTableWidgetItem(""))
        self.setFixedHeight(self._height(self.rowCount()))
        self._paint()

    def _coins(self, n: int) -> str:
        """A bet column's header: ``1 coin``, ``3 coins``."""
        return self.tr("%n coin", "", n) if n == 1 else self.tr("%n coins", "", n)

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            self._fill()  # the headers in the new language

    def set_bet(self, bet: int) -> None:
        """Highlight the column of the bet (folded: show the bet's pays)."""
        changed = bet != self._bet
        self._bet = bet
        if self.folded and changed:
            self._fill()
        else:
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
        width = 2 if self.folded else 1 + MAX_BET
        for index in range(max(len(self._rows), 1)):
            row, first = self._place(index)
            for col in range(first, first + width):
                item = self.item(row, col)
                if item is None:
                    continue
                bet_column = (self.folded and col > first) or col - first == self._bet
                if index in (self._won, self._bonus):
                    color: QColor | None = PAY_HIGHLIGHT
                elif index == self._dealt:
                    color = PAY_DEALT
                elif bet_column and col > first:
                    color = BET_COLUMN
                else:
                    color = None
                item.setBackground(QBrush(color) if color is not None else QBrush())
                strong = index in (self._won, self._bonus) or (bet_column and col > first)
                item.setFont(bold if strong else self.font())
