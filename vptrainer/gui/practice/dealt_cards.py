"""The Dealt row's small cards: rank over suit in a font a player reads at a glance."""

from __future__ import annotations

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QWidget

from vptrainer.core.cards import JOKER, SUIT_SYMBOLS, format_card
from vptrainer.core.games.game_spec import GameSpec
from vptrainer.gui import style
from vptrainer.gui.style import HELD_COLOR, card_color
from vptrainer.gui.widgets.cards import rank_text

DEALT_CARD = QSize(30, 42)
FONT_PX = 15


class DealtCard(QWidget):
    """One card of the Dealt row: face down when ``None``; a discard is greyed after the
    draw; a wild card of the game has a gold border. ``accessibleName()`` is its code."""

    def __init__(self, position: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName(f"dealt{position}")
        self.setFixedSize(DEALT_CARD)
        self.card: int | None = None
        self.dimmed = False
        self._game = GameSpec()

    def set_card(self, card: int | None) -> None:
        """Show ``card`` (``None``: face down)."""
        self.card = card
        self.setAccessibleName("" if card is None else format_card(card))
        self.update()

    def set_dimmed(self, dim: bool) -> None:
        """Grey the card (a discard, once the hand is drawn)."""
        self.dimmed = dim
        self.update()

    def set_game(self, game: GameSpec) -> None:
        """The game whose wild cards get a gold border."""
        self._game = game
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(self.rect()).adjusted(1, 1, -1, -1)
        card = self.card
        if card is None:
            p.setPen(QPen(style.CARD_FACE, 1))
            p.setBrush(style.CARD_BACK)
            p.drawRoundedRect(rect, 3, 3)
            p.end()
            return
        wild = self._game.is_wild(card)
        p.setPen(QPen(HELD_COLOR, 2) if wild else QPen(style.CARD_BORDER, 1))
        face = style.JOKER_FACE if card >= JOKER else style.CARD_FACE
        p.setBrush(style.CARD_FACE_DIM if self.dimmed else face)
        p.drawRoundedRect(rect, 3, 3)
        color = QColor(card_color(card))  # a copy: the style's colours are shared
        if self.dimmed:
            color.setAlpha(120)
        p.setPen(color)
        font = QFont(self.font())
        font.setBold(True)
        font.setPixelSize(FONT_PX)
        p.setFont(font)
        half = rect.height() / 2
        top = QRectF(rect.left(), rect.top() + 1, rect.width(), half)
        bottom = QRectF(rect.left(), rect.top() + half - 2, rect.width(), half)
        rank, suit = ("Jk", "★") if card >= JOKER else (rank_text(card), SUIT_SYMBOLS[card & 3])
        p.drawText(top, Qt.AlignmentFlag.AlignCenter, rank)
        p.drawText(bottom, Qt.AlignmentFlag.AlignCenter, suit)
        p.end()
