"""Multi-play: the other lines of a hand, in compact rows of five small cards with their wins.

The main hand stays the play area; lines 2..N show here. Before the draw a line shows
the held cards face up and the others face down; after the draw, its own final hand
and what it won.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QFont, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QGridLayout, QHBoxLayout, QLabel, QSizePolicy, QWidget

from vptrainer.core.cards import JOKER, SUIT_SYMBOLS, format_card
from vptrainer.core.practice.grading import Payout
from vptrainer.core.practice.texts import coins
from vptrainer.gui import style
from vptrainer.gui.i18n.core_texts import line_win_text
from vptrainer.gui.practice.many_lines import ManyLines
from vptrainer.gui.style import HELD_COLOR, card_color
from vptrainer.gui.widgets.cards import rank_text

HAND_SIZE = 5
MOST_ROWS = 10  # more lines than this show as tiles (50- and 100-play)
MINI_CARD = QSize(22, 30)


class MiniCard(QWidget):
    """A small card: rank over suit, face down when ``None``; a gold border when held.

    ``accessibleName()`` is the card's code (empty face down).
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setFixedSize(MINI_CARD)
        self.card: int | None = None
        self.held = False

    def set_card(self, card: int | None, held: bool = False) -> None:
        """Show ``card`` (``None``: face down)."""
        self.card, self.held = card, held
        self.setAccessibleName("" if card is None else format_card(card))
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(self.rect()).adjusted(1, 1, -1, -1)
        if self.card is None:
            p.setPen(QPen(style.CARD_FACE, 1))
            p.setBrush(style.CARD_BACK)
            p.drawRoundedRect(rect, 3, 3)
            p.end()
            return
        p.setPen(QPen(HELD_COLOR, 2) if self.held else QPen(style.CARD_BORDER, 1))
        p.setBrush(style.JOKER_FACE if self.card >= JOKER else style.CARD_FACE)
        p.drawRoundedRect(rect, 3, 3)
        p.setPen(card_color(self.card))
        font = QFont(self.font())
        font.setBold(True)
        font.setPixelSize(11)
        p.setFont(font)
        top = QRectF(rect.left(), rect.top() + 1, rect.width(), rect.height() / 2)
        bottom = QRectF(rect.left(), rect.center().y() - 1, rect.width(), rect.height() / 2)
        if self.card >= JOKER:
            p.drawText(top, Qt.AlignmentFlag.AlignCenter, "Jk")
            p.drawText(bottom, Qt.AlignmentFlag.AlignCenter, "★")
        else:
            p.drawText(top, Qt.AlignmentFlag.AlignCenter, rank_text(self.card))
            p.drawText(bottom, Qt.AlignmentFlag.AlignCenter, SUIT_SYMBOLS[self.card & 3])
        p.end()


class LineRow(QWidget):
    """One line of multi-play: its number, five small cards and its win."""

    def __init__(self, number: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName(f"line{number}")
        self.number = number
        self.cards = [MiniCard() for _ in range(HAND_SIZE)]
        self.win_label = QLabel()
        self.win_label.setObjectName(f"lineWin{number}")
        self.win_label.setStyleSheet(f"color: {style.CARD_FACE.name()};")
        self.win_label.setMinimumWidth(60)
        self.win_label.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        tag = QLabel(f"{number}")
        tag.setStyleSheet(f"color: {HELD_COLOR.name()}; font-weight: bold;")
        tag.setFixedWidth(18)
        tag.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        #: the multiplier the line carries (Ultimate X; hidden otherwise)
        self.multiplier_label = QLabel()
        self.multiplier_label.setObjectName(f"lineMultiplier{number}")
        self.multiplier_label.setStyleSheet(f"color: {HELD_COLOR.name()}; font-weight: bold;")
        self.multiplier_label.setFixedWidth(24)
        self.multiplier_label.hide()
        self.multiplier = 1
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        row.setSpacing(2)
        row.addWidget(tag)
        row.addWidget(self.multiplier_label)
        for card in self.cards:
            row.addWidget(card)
        row.addSpacing(4)
        row.addWidget(self.win_label, 1)

    @property
    def hand(self) -> tuple[int | None, ...]:
        """The cards shown (``None`` face down)."""
        return tuple(c.card for c in self.cards)

    def show_hold(self, deal: Sequence[int], mask: int) -> None:
        """Before the draw: the held cards face up, the others face down."""
        for i, (card, c) in enumerate(zip(self.cards, deal, strict=True)):
            held = bool(mask >> i & 1)
            card.set_card(c if held else None, held)
        self.win_label.setText("")

    def set_multiplier(self, multiplier: int | None) -> None:
        """Show the multiplier the line carries (``None``: none, standard play)."""
        self.multiplier = multiplier or 1
        self.multiplier_label.setVisible(multiplier is not None)
        # the multiplier's room comes from the win's (ten lines fit a 1024-pixel window)
        self.win_label.setMinimumWidth(60 if multiplier is None else 32)
        self.multiplier_label.setText("" if multiplier is None else f"{multiplier}x")
        self.multiplier_label.setAccessibleName(
            ""
            if multiplier is None
            else self.tr("Line {line} carries {multiplier}x.").format(
                line=self.number, multiplier=multiplier
            )
        )

    def show_payout(self, payout: Payout, mask: int) -> None:
        """After the draw: this line's final hand and its win (times its multiplier)."""
        for i, (card, c) in enumerate(zip(self.cards, payout.hand, strict=True)):
            card.set_card(c, bool(mask >> i & 1))
        if payout.wins and self.multiplier > 1:
            won = coins(payout.amount * self.multiplier)
            self.win_label.setText(
                self.tr("{hand} {amount} ({multiplier}x)").format(
                    hand=payout.label, amount=won, multiplier=self.multiplier
                )
            )
        else:
            self.win_label.setText(line_win_text(payout))
        weight = "bold" if payout.wins else "normal"
        color = HELD_COLOR if payout.wins else style.CARD_FACE
        self.win_label.setStyleSheet(f"color: {color.name()}; font-weight: {weight};")


class LinesPanel(QWidget):
    """Lines 2..N of multi-play, in one or two columns of compact rows, on the felt; more
    than :data:`MOST_ROWS` lines show as a grid of tiles with a summary (:class:`ManyLines`)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("linesPanel")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.setStyleSheet(
            f"QWidget#linesPanel {{ background: {style.FELT.name()}; border-radius: 6px; }}"
        )
        self.rows: list[LineRow] = []
        self._lines = 1
        self.many = ManyLines()
        self.many.hide()
        self._grid = QGridLayout(self)
        self._grid.setContentsMargins(4, 2, 4, 2)
        self._grid.setHorizontalSpacing(14)
        self._grid.setVerticalSpacing(3)
        self._grid.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)

    @property
    def lines(self) -> int:
        """Lines shown: the main hand and one per row (or tile)."""
        return self._lines

    def set_lines(self, lines: int) -> None:
        """Show rows for lines 2..``lines`` (none for a single line), face down."""
        if lines == self.lines:
            return
        for row in self.rows:
            self._grid.removeWidget(row)
            row.deleteLater()
        self._lines = lines
        self._grid.removeWidget(self.many)
        if lines > MOST_ROWS:
            self.rows = []
            self._grid.setAlignment(Qt.AlignmentFlag(0))  # the tiles take the whole width
            self._grid.addWidget(self.many, 0, 0)
            self.many.set_lines(lines)
            self.many.show()
            return
        self.many.hide()
        self._grid.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        others = max(0, lines - 1)
        columns = 1 if others <= 2 else 2
        per_column = -(-others // columns) if others else 0
        self.rows = [LineRow(n + 2) for n in range(others)]
        for k, row in enumerate(self.rows):
            self._grid.addWidget(row, k % per_column, k // per_column)
        self.clear()

    def set_multipliers(self, multipliers: Sequence[int] | None) -> None:
        """The multipliers lines 2..N carry (Ultimate X), or ``None``: none shown."""
        for i, row in enumerate(self.rows):
            found = None if multipliers is None or i >= len(multipliers) else multipliers[i]
            row.set_multiplier(found)

    def clear(self) -> None:
        """Every row face down, no wins."""
        self.many.clear()
        for row in self.rows:
            for card in row.cards:
                card.set_card(None)
            row.win_label.setText("")

    def show_hold(self, deal: Sequence[int], mask: int) -> None:
        """Mirror the hold on every line (held cards face up; tiles wait for the draw)."""
        if self._lines > MOST_ROWS and self.many.tiles.payouts[:1] != [None]:
            self.many.clear()
        for row in self.rows:
            row.show_hold(deal, mask)

    def show_payouts(self, payouts: Sequence[Payout], mask: int) -> None:
        """Each row's final hand and win (``payouts`` of lines 2..N, in order)."""
        if self._lines > MOST_ROWS:
            self.many.show_payouts(payouts)
        for row, payout in zip(self.rows, payouts, strict=False):
            row.show_payout(payout, mask)
