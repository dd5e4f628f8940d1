"""The ranked table of all 32 holds of a hand (practice, the hand analyzer, the review).

Numbers are formatted by :mod:`vptrainer.core.practice.texts`; colours come from
:mod:`vptrainer.gui.style`.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QCoreApplication,
    QModelIndex,
    QPersistentModelIndex,
    QRect,
    QSize,
    Qt,
)
from PySide6.QtGui import QBrush, QFont, QFontMetrics, QPainter, QPalette
from PySide6.QtWidgets import (
    QAbstractItemView,
    QApplication,
    QHeaderView,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTableView,
    QWidget,
)

from vptrainer.core.cards import card_symbol
from vptrainer.core.engine.holds import HandEVs, HoldEV
from vptrainer.core.practice.texts import format_ev, format_loss
from vptrainer.gui.i18n import integer, number, percent
from vptrainer.gui.i18n.core_texts import hold_symbols
from vptrainer.gui.i18n.marks import QT_TRANSLATE_NOOP
from vptrainer.gui.style import BEST_BACKGROUND, MISTAKE_BACKGROUND, card_color
from vptrainer.gui.timers import call_later

_Index = QModelIndex | QPersistentModelIndex

#: Row marks, English here (tests and other views read them), translated when shown.
BEST_MARK = QT_TRANSLATE_NOOP("RankedHoldsModel", "★ best")
YOURS_MARK = QT_TRANSLATE_NOOP("RankedHoldsModel", "◀ yours")
CARDS_ROLE = Qt.ItemDataRole.UserRole + 1


# ---------------------------------------------------------------------- rich text


def hold_html(cards: Sequence[int]) -> str:
    """Held cards as rich text with red and black suits."""
    if not cards:
        return "<i>" + QCoreApplication.translate("ranked_holds", "discard all") + "</i>"
    return " ".join(
        f'<span style="color:{card_color(c).name()}">{card_symbol(c)}</span>' for c in cards
    )


# -------------------------------------------------------------------------- model


class RankedHoldsModel(QAbstractTableModel):
    """The 32 holds of a hand, best first, with EV, the gap to the best and the cost."""

    HEADERS = (
        "#",
        QT_TRANSLATE_NOOP("RankedHoldsModel", "Hold"),
        QT_TRANSLATE_NOOP("RankedHoldsModel", "EV / coin"),
        QT_TRANSLATE_NOOP("RankedHoldsModel", "vs best"),
        QT_TRANSLATE_NOOP("RankedHoldsModel", "Cost (coins)"),
        "",
    )

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.evs: HandEVs | None = None
        self.bet = 5
        self.player_mask: int | None = None
        self._ranks: list[int] = []

    def set_hand(
        self, evs: HandEVs | None, *, bet: int = 5, player_mask: int | None = None
    ) -> None:
        """Show a hand's holds (``None`` clears the table); ``player_mask`` is marked."""
        self.beginResetModel()
        self.evs = evs
        self.bet = bet
        self.player_mask = player_mask
        self._ranks = []
        if evs is not None:
            for i, h in enumerate(evs.holds):
                same = i > 0 and h.ev == evs.holds[i - 1].ev
                self._ranks.append(self._ranks[-1] if same else i + 1)
        self.endResetModel()

    def hold_at(self, row: int) -> HoldEV:
        """The hold shown on a row."""
        assert self.evs is not None
        return self.evs.holds[row]

    def row_of(self, mask: int) -> int:
        """The row showing a hold mask (-1 when no hand is shown)."""
        if self.evs is None:
            return -1
        return next(i for i, h in enumerate(self.evs.holds) if h.mask == mask)

    def marker(self, hold: HoldEV) -> str:
        """The text marker of a row: best, the player's hold, both, or nothing."""
        marks = []
        if hold.best:
            marks.append(self.tr(BEST_MARK))
        if self.player_mask is not None and hold.mask == self.player_mask:
            marks.append(self.tr(YOURS_MARK))
        return " ".join(marks)

    def rowCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() or self.evs is None else len(self.evs.holds)

    def columnCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.HEADERS)

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if orientation != Qt.Orientation.Horizontal:
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            if section == 4:
                if self.bet == 1:
                    return self.tr("Cost (%n coin)", "", self.bet)
                return self.tr("Cost (%n coins)", "", self.bet)
            return self.tr(self.HEADERS[section]) if self.HEADERS[section] else ""
        if role == Qt.ItemDataRole.ToolTipRole:
            return (
                self.tr("Rank (tied holds share a rank)"),
                self.tr("The cards kept"),
                self.tr("Expected pay per coin bet, over every possible draw"),
                self.tr("EV given up per coin compared with the best hold"),
                self.tr("EV given up in coins at the current bet"),
                "",
            )[section]
        return None

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or self.evs is None:
            return None
        h = self.evs.holds[index.row()]
        col = index.column()
        gap = self.evs.best_ev - h.ev
        mine = self.player_mask is not None and h.mask == self.player_mask
        if role == Qt.ItemDataRole.DisplayRole:
            if col == 0:
                return str(self._ranks[index.row()])
            if col == 1:
                return hold_symbols(h.held)
            if col == 2:
                return format_ev(h.ev)
            if col == 3:
                return "—" if gap == 0 else "−" + format_loss(gap, 6)
            if col == 4:
                return "—" if gap == 0 else format_loss(gap * self.bet)
            return self.marker(h)
        if role == CARDS_ROLE and col == 1:
            return h.held
        if role == Qt.ItemDataRole.BackgroundRole:
            if h.best:
                return QBrush(BEST_BACKGROUND)
            if mine:
                return QBrush(MISTAKE_BACKGROUND)
            return None
        if role == Qt.ItemDataRole.FontRole and (h.best or mine):
            font = QFont()
            font.setBold(True)
            return font
        if role == Qt.ItemDataRole.TextAlignmentRole:
            if col in (0, 2, 3, 4):
                return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            return int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        if role == Qt.ItemDataRole.ToolTipRole:
            return self._tooltip(h)
        if role == Qt.ItemDataRole.AccessibleTextRole and col == 5:
            return self.marker(h) or self.tr("other hold")
        return None

    def _tooltip(self, h: HoldEV) -> str:
        assert self.evs is not None
        lines = [
            f"<b>{hold_html(h.held)}</b>",
            self.tr("EV per coin: {ev}<br>exactly {numerator}/{denominator}").format(
                ev=number(h.ev, 9), numerator=h.ev.numerator, denominator=h.ev.denominator
            ),
            self.tr("%n possible draws:", "", h.draws).replace(str(h.draws), integer(h.draws)),
        ]
        rows = []
        for label, n in zip(self.evs.labels, h.outcomes, strict=True):
            if n:
                rows.append(
                    f"<tr><td>{label}</td><td align=right>{integer(n)}</td>"
                    f"<td align=right>{percent(n / h.draws)}</td></tr>"
                )
        return "<br>".join(lines) + "<table cellspacing=4>" + "".join(rows) + "</table>"


# ----------------------------------------------------------------------- delegate


class CardsDelegate(QStyledItemDelegate):
    """Paints a cell's cards (``CARDS_ROLE``) with red and black suits."""

    def sizeHint(self, option: QStyleOptionViewItem, index: _Index) -> QSize:
        size = super().sizeHint(option, index)
        cards = index.data(CARDS_ROLE)
        if cards:
            font = index.data(Qt.ItemDataRole.FontRole) or option.font
            metrics = QFontMetrics(font)
            width = sum(metrics.horizontalAdvance(card_symbol(c) + "  ") for c in cards)
            size.setWidth(max(size.width(), width + 12))
        return size

    def paint(self, painter: QPainter, option: QStyleOptionViewItem, index: _Index) -> None:
        cards = index.data(CARDS_ROLE)
        if cards is None:
            super().paint(painter, option, index)
            return
        opt = QStyleOptionViewItem(option)
        self.initStyleOption(opt, index)
        text = opt.text
        opt.text = ""
        widget = opt.widget
        style = widget.style() if widget is not None else QApplication.style()
        style.drawControl(QStyle.ControlElement.CE_ItemViewItem, opt, painter, widget)
        rect: QRect = style.subElementRect(QStyle.SubElement.SE_ItemViewItemText, opt, widget)
        painter.save()
        painter.setFont(opt.font)
        metrics = painter.fontMetrics()
        x = rect.left() + 2
        selected = bool(opt.state & QStyle.StateFlag.State_Selected)
        if not cards:
            painter.setPen(opt.palette.color(QPalette.ColorRole.PlaceholderText))
            painter.drawText(
                rect.adjusted(2, 0, 0, 0),
                int(Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft),
                text,
            )
        for c in cards:
            symbol = card_symbol(c)
            color = (
                opt.palette.color(QPalette.ColorRole.HighlightedText) if selected else card_color(c)
            )
            painter.setPen(color)
            painter.drawText(
                QRect(x, rect.top(), rect.right() - x, rect.height()),
                int(Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft),
                symbol,
            )
            x += metrics.horizontalAdvance(symbol + "  ")
        painter.restore()


# --------------------------------------------------------------------------- view


class RankedHoldsView(QTableView):
    """The ranked holds of one hand; says why it is empty when there is nothing to show."""

    def __init__(self, object_name: str = "holdEvTable", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName(object_name)
        self.setAccessibleName(self.tr("Holds ranked by expected value"))
        self.setAccessibleDescription(self.tr("No hand yet."))
        self.hold_model = RankedHoldsModel(self)
        self.setModel(self.hold_model)
        self.setItemDelegateForColumn(1, CardsDelegate(self))
        self.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setAlternatingRowColors(False)
        self.setWordWrap(False)
        self.verticalHeader().hide()
        self.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        self.verticalHeader().setDefaultSectionSize(self.fontMetrics().height() + 8)
        header = self.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setStretchLastSection(True)
        self.placeholder = ""

    def set_hand(
        self,
        evs: HandEVs | None,
        *,
        bet: int = 5,
        player_mask: int | None = None,
        placeholder: str = "",
    ) -> None:
        """Show a hand's 32 holds, or ``placeholder`` text when ``evs`` is ``None``."""
        self.placeholder = placeholder
        self.hold_model.set_hand(evs, bet=bet, player_mask=player_mask)
        self.setAccessibleDescription(
            (placeholder or self.tr("No hand yet."))
            if evs is None
            else self.tr("%n holds, best first", "", len(evs.holds))
        )
        self.scrollToTop()
        self.viewport().update()

    def showEvent(self, event: Any) -> None:
        super().showEvent(event)
        # columns sized while hidden only saw the headers: size them again, laid out
        call_later(self, 0, self._fit_columns)

    def _fit_columns(self) -> None:
        for col in range(self.hold_model.columnCount() - 1):
            self.resizeColumnToContents(col)

    def paintEvent(self, event: Any) -> None:
        super().paintEvent(event)
        if self.hold_model.rowCount() == 0 and self.placeholder:
            painter = QPainter(self.viewport())
            painter.setPen(self.palette().color(QPalette.ColorRole.PlaceholderText))
            painter.drawText(
                self.viewport().rect().adjusted(12, 12, -12, -12),
                int(Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap),
                self.placeholder,
            )
            painter.end()
