"""50- and 100-play: the other lines of a hand as a grid of small tiles and a summary.

Rows of five cards for 99 lines would fill several screens. Here each line is a tile in
one painted grid (its win, coloured by size; its final hand in the tooltip), and a line
below sums the wins by hand ("Flush 2, Two pair 9 …"). Before the draw every tile is
face down; after it, each shows its line's win.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QEvent, QPoint, QRectF, QSize, Qt
from PySide6.QtGui import QFont, QHelpEvent, QPainter, QPaintEvent, QPen, QResizeEvent
from PySide6.QtWidgets import QLabel, QSizePolicy, QToolTip, QVBoxLayout, QWidget

from vptrainer.core.cards import card_symbol
from vptrainer.core.practice.grading import Payout
from vptrainer.core.practice.texts import coins
from vptrainer.gui import style
from vptrainer.gui.style import HELD_COLOR

TILE = QSize(30, 16)
GAP = 2
COLUMNS = 11  # the columns before the panel knows its width (then as many as fit)


class LineTiles(QWidget):
    """Lines 2..N as tiles: a line's win on its tile (a blank tile before the draw)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("lineTiles")
        self.setAccessibleName(self.tr("Other lines"))
        self.payouts: list[Payout | None] = []
        self.columns = COLUMNS
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)

    def set_count(self, count: int) -> None:
        """Show ``count`` blank tiles."""
        self.payouts = [None] * count
        self._fit()
        self.update()

    def _fit(self) -> None:
        """As many columns as the width holds; the height of their rows."""
        self.columns = max(COLUMNS, (self.width() - GAP) // (TILE.width() + GAP))
        self.setFixedHeight(self.sizeHint().height())

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit()

    def show_payouts(self, payouts: Sequence[Payout]) -> None:
        """Each tile's line result, in order."""
        shown: list[Payout | None] = [*payouts[: len(self.payouts)]]
        self.payouts = shown + self.payouts[len(shown) :]
        self.update()

    def clear(self) -> None:
        """Every tile blank."""
        self.payouts = [None] * len(self.payouts)
        self.update()

    def sizeHint(self) -> QSize:
        rows = -(-len(self.payouts) // self.columns) if self.payouts else 0
        return QSize(
            COLUMNS * (TILE.width() + GAP) + GAP, max(rows * (TILE.height() + GAP) + GAP, 0)
        )

    def tile_at(self, point: QPoint) -> int | None:
        """The index of the tile under ``point`` (``None``: between tiles)."""
        col, x = divmod(point.x() - GAP, TILE.width() + GAP)
        row, y = divmod(point.y() - GAP, TILE.height() + GAP)
        k = row * self.columns + col
        if 0 <= col < self.columns and x < TILE.width() and y < TILE.height():
            return k if 0 <= k < len(self.payouts) else None
        return None

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.ToolTip and isinstance(event, QHelpEvent):
            k = self.tile_at(event.pos())
            if k is None:
                QToolTip.hideText()
            else:
                QToolTip.showText(event.globalPos(), self.tip(k), self)
            return True
        return super().event(event)

    def tip(self, k: int) -> str:
        """What tile ``k`` (line ``k + 2``) says in its tooltip."""
        payout = self.payouts[k]
        if payout is None:
            return self.tr("Line {n}: drawn with your hold after the draw").format(n=k + 2)
        hand = " ".join(card_symbol(c) for c in payout.hand)
        if not payout.wins:
            return self.tr("Line {n}: {hand} — no win").format(n=k + 2, hand=hand)
        return self.tr("Line {n}: {hand} — {win} {amount}").format(
            n=k + 2, hand=hand, win=payout.label, amount=coins(payout.amount)
        )

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        font = QFont(self.font())
        font.setPixelSize(10)
        font.setBold(True)
        p.setFont(font)
        best = max((x.amount for x in self.payouts if x is not None and x.wins), default=0)
        for k, payout in enumerate(self.payouts):
            row, col = divmod(k, self.columns)
            rect = QRectF(
                GAP + col * (TILE.width() + GAP),
                GAP + row * (TILE.height() + GAP),
                TILE.width(),
                TILE.height(),
            )
            if payout is None:
                p.setPen(QPen(style.CARD_FACE, 1))
                p.setBrush(style.CARD_BACK)
                p.drawRoundedRect(rect, 3, 3)
                continue
            wins = payout.wins
            p.setPen(QPen(HELD_COLOR if wins else style.CARD_BORDER, 1))
            p.setBrush(HELD_COLOR if wins and payout.amount == best else style.CARD_FACE)
            p.drawRoundedRect(rect, 3, 3)
            p.setPen(style.HELD_TEXT if wins else style.CARD_BORDER)
            p.drawText(rect, Qt.AlignmentFlag.AlignCenter, coins(payout.amount) if wins else "·")
        p.end()


class ManyLines(QWidget):
    """The tiles of lines 2..N and the summary of their wins (50- and 100-play)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("manyLines")
        self.setMinimumWidth(COLUMNS * (TILE.width() + GAP) + GAP)
        self.tiles = LineTiles()
        self.summary = QLabel()
        self.summary.setObjectName("manyLinesSummary")
        # two lines, never wrapped (a wrapped label would make the machine's height depend
        # on its width); the whole text is in the tooltip
        self.summary.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.summary.setStyleSheet(f"color: {style.CARD_FACE.name()};")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(2)
        layout.addWidget(self.tiles)
        layout.addWidget(self.summary)
        self._last = 1

    def set_lines(self, lines: int) -> None:
        """Tiles for lines 2..``lines``, blank."""
        self._last = lines
        self.tiles.set_count(max(lines - 1, 0))
        self.clear()

    def clear(self) -> None:
        """Every tile blank, the summary waiting for the draw."""
        self.tiles.clear()
        self.summary.setText(
            self.tr(
                "Lines 2 to {last} draw with your hold:\ntheir wins show here after the draw."
            ).format(last=self._last)
        )

    def show_payouts(self, payouts: Sequence[Payout]) -> None:
        """Each line's result, and their wins summed by hand."""
        self.tiles.show_payouts(payouts)
        self.summary.setText(summary_text(payouts, self._last))
        self.summary.setToolTip(self.summary.text())
        self.setAccessibleDescription(self.summary.text())


def summary_text(payouts: Sequence[Payout], last: int) -> str:
    """``Lines 2 to 100: 31 of 99 win 215 coins — Flush 2, Two pair 9, …`` (hands by
    their pay, the best first)."""
    winners = [x for x in payouts if x.wins]
    if not winners:
        return QCoreApplication.translate("ManyLines", "Lines 2 to {last}: no line wins.").format(
            last=last
        )
    counts = Counter(x.label for x in winners)
    pays = {x.label: x.amount for x in winners}
    hands = ", ".join(
        f"{label} {n}" for label, n in sorted(counts.items(), key=lambda kv: -pays[kv[0]])
    )
    paid = sum((x.amount for x in winners), start=winners[0].amount * 0)
    template = QCoreApplication.translate(
        "ManyLines", "Lines 2 to {last}: {winners} of {others} win {paid} coins.\n{hands}."
    )
    return template.format(
        last=last, winners=len(winners), others=len(payouts), paid=coins(paid), hands=hands
    )
