"""Playing cards drawn with QPainter, and a grid of toggle buttons to pick cards.

Shared by the practice machine and the hand analyzer."""

from __future__ import annotations

import math
from collections.abc import Iterable

from PySide6.QtCore import QCoreApplication, QEvent, QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import (
    QBrush,
    QFont,
    QPainter,
    QPainterPath,
    QPaintEvent,
    QPen,
)
from PySide6.QtWidgets import QAbstractButton, QGridLayout, QSizePolicy, QToolButton, QWidget

from vptrainer.core.cards import (
    JOKER,
    JOKER_CODE,
    JOKERS,
    RANKS,
    SECOND_JOKER,
    SUIT_SYMBOLS,
    format_card,
    make_card,
)
from vptrainer.core.games.game_spec import GameSpec
from vptrainer.gui import style
from vptrainer.gui.style import HELD_COLOR, card_color

_ASPECT = 1.4  # height / width of a playing card
_BANNER = 0.2  # the HELD banner's height, as a share of the card's width


def rank_text(card: int) -> str:
    """The rank as printed on a card: ``10`` for a ten, ``A`` for an ace."""
    r = RANKS[card >> 2]
    return "10" if r == "T" else r


class CardWidget(QAbstractButton):
    """One card of the hand: face up, face down, or a joker; marked HELD when held.

    Every wild card of the game (:meth:`set_game`) carries a WILD tag: deuces in Deuces
    Wild, sevens in Sevens and Joker, the one-eyed jacks; jokers always say WILD.
    ``accessibleName()`` is the card's code (``Ah``, ``Jk``; empty face down) and
    ``accessibleDescription()`` is ``held`` when held, ``wild`` for a wild card (``held,
    wild`` for both), empty otherwise.

    Signals: inherited ``clicked()``.
    """

    def __init__(self, position: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.position = position
        self.setObjectName(f"card{position}")
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMinimumSize(72, 130)
        self._card: int | None = None
        self._held = False
        self._dim = False
        self._game = GameSpec()
        self.retranslate()

    def retranslate(self) -> None:
        """The tooltip and the accessible description in the current language."""
        self.setToolTip(
            self.tr("Click or press {key} to hold or release this card").format(
                key=self.position + 1
            )
        )
        self._update_accessibility()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    # -- state

    @property
    def card(self) -> int | None:
        """The card shown, or ``None`` face down."""
        return self._card

    @property
    def held(self) -> bool:
        """Whether the card is marked HELD."""
        return self._held

    def set_card(self, card: int | None) -> None:
        """Show a card face up (``None``: face down)."""
        self._card = card
        self._update_accessibility()
        self.update()

    def set_held(self, held: bool) -> None:
        """Mark or unmark the card as held."""
        self._held = held
        self._update_accessibility()
        self.update()

    def set_game(self, game: GameSpec) -> None:
        """Tag the game's wild cards WILD."""
        self._game = game
        self._update_accessibility()
        self.update()

    @property
    def wild(self) -> bool:
        """Whether the card shown is wild in the game."""
        return self._card is not None and self._game.is_wild(self._card)

    def set_dimmed(self, dim: bool) -> None:
        """Grey the card slightly (a drawn card after the draw, to set off the held ones)."""
        self._dim = dim
        self.update()

    def _update_accessibility(self) -> None:
        self.setAccessibleName("" if self._card is None else format_card(self._card))
        marks = [m for m, on in ((self.tr("held"), self._held), (self.tr("wild"), self.wild)) if on]
        self.setAccessibleDescription(", ".join(marks))

    # -- geometry

    def sizeHint(self) -> QSize:
        return QSize(120, 200)

    def card_rect(self) -> QRectF:
        """Where the card itself is drawn (below the HELD banner), 5:7."""
        r = QRectF(self.rect()).adjusted(4, 4, -4, -4)
        w = min(r.width(), r.height() / (_ASPECT + _BANNER))
        h = w * _ASPECT
        banner = w * _BANNER
        top = r.top() + (r.height() - h - banner) / 2 + banner
        return QRectF(r.left() + (r.width() - w) / 2, top, w, h)

    # -- painting

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        rect = self.card_rect()
        w = rect.width()
        radius = w * 0.07
        if self._held:
            banner = QRectF(rect.left(), rect.top() - w * _BANNER, w, w * _BANNER * 0.82)
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(HELD_COLOR)
            p.drawRoundedRect(banner, 4, 4)
            font = QFont(self.font())
            font.setBold(True)
            font.setPixelSize(max(10, int(banner.height() * 0.7)))
            p.setFont(font)
            p.setPen(style.HELD_TEXT)
            p.drawText(banner, Qt.AlignmentFlag.AlignCenter, self.tr("HELD"))
        # shadow
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(style.CARD_SHADOW)
        p.drawRoundedRect(rect.translated(2, 3), radius, radius)
        if self._card is None:
            self._paint_back(p, rect, radius)
        else:
            p.setBrush(style.CARD_FACE if not self._dim else style.CARD_FACE_DIM)
            border = (
                QPen(HELD_COLOR, max(3.0, w * 0.035)) if self._held else QPen(style.CARD_BORDER, 1)
            )
            p.setPen(border)
            p.drawRoundedRect(rect, radius, radius)
            if self._card >= JOKER:  # either joker of a two-joker deck
                self._paint_joker(p, rect)
            else:
                self._paint_face(p, rect, self._card)
        if not self.isEnabled() and self._card is not None:
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(style.CARD_DISABLED_VEIL)
            p.drawRoundedRect(rect, radius, radius)
        p.end()

    def _paint_back(self, p: QPainter, rect: QRectF, radius: float) -> None:
        p.setPen(QPen(style.CARD_FACE, 3))
        p.setBrush(style.CARD_BACK)
        p.drawRoundedRect(rect, radius, radius)
        inner = rect.adjusted(
            rect.width() * 0.08, rect.width() * 0.08, -rect.width() * 0.08, -rect.width() * 0.08
        )
        p.setPen(QPen(style.CARD_BACK_LINE, 1))
        p.setBrush(QBrush(style.CARD_BACK_PATTERN, Qt.BrushStyle.DiagCrossPattern))
        p.drawRoundedRect(inner, radius * 0.6, radius * 0.6)

    def _paint_face(self, p: QPainter, rect: QRectF, card: int) -> None:
        color = card_color(card)
        suit = SUIT_SYMBOLS[card & 3]
        rank = rank_text(card)
        w = rect.width()
        p.setPen(color)
        corner = QFont(self.font())
        corner.setBold(True)
        corner.setPixelSize(max(10, int(w * 0.22)))
        small_suit = QFont(self.font())
        small_suit.setPixelSize(max(9, int(w * 0.18)))
        box = QRectF(rect.left() + w * 0.05, rect.top() + w * 0.04, w * 0.3, w * 0.26)
        suit_box = QRectF(box.left(), box.bottom() - w * 0.03, box.width(), w * 0.22)
        for rotate in (False, True):
            p.save()
            if rotate:
                p.translate(rect.center())
                p.rotate(180)
                p.translate(-rect.center())
            p.setFont(corner)
            p.drawText(box, Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop, rank)
            p.setFont(small_suit)
            p.drawText(suit_box, Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop, suit)
            p.restore()
        center = QRectF(
            rect.left() + w * 0.15, rect.top() + rect.height() * 0.2, w * 0.7, rect.height() * 0.6
        )
        big = QFont(self.font())
        if rank in ("J", "Q", "K"):
            big.setBold(True)
            big.setPixelSize(int(w * 0.5))
            p.setFont(big)
            p.drawText(
                center.adjusted(0, 0, 0, -rect.height() * 0.14), Qt.AlignmentFlag.AlignCenter, rank
            )
            big.setPixelSize(int(w * 0.26))
            big.setBold(False)
            p.setFont(big)
            p.drawText(
                center.adjusted(0, rect.height() * 0.3, 0, 0), Qt.AlignmentFlag.AlignCenter, suit
            )
        else:
            big.setPixelSize(int(w * (0.62 if rank == "A" else 0.5)))
            p.setFont(big)
            p.drawText(center, Qt.AlignmentFlag.AlignCenter, suit)
        if self._game.is_wild(card):
            tag = QRectF(rect.left() + w * 0.46, rect.top() + w * 0.07, w * 0.46, w * 0.17)
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(card_color(JOKER))
            p.drawRoundedRect(tag, 3, 3)
            font = QFont(self.font())
            font.setBold(True)
            font.setPixelSize(max(8, int(tag.height() * 0.72)))
            p.setFont(font)
            p.setPen(style.WILD_TAG_TEXT)
            p.drawText(tag, Qt.AlignmentFlag.AlignCenter, self.tr("WILD"))

    def _paint_joker(self, p: QPainter, rect: QRectF) -> None:
        w = rect.width()
        color = card_color(JOKER)
        inner = rect.adjusted(w * 0.08, w * 0.08, -w * 0.08, -w * 0.08)
        p.setPen(QPen(color, 1.5))
        p.setBrush(style.JOKER_FACE)
        p.drawRoundedRect(inner, w * 0.04, w * 0.04)
        star = QPainterPath()
        cx, cy, outer = inner.center().x(), inner.center().y() - w * 0.05, w * 0.26
        for i in range(10):
            radius = outer if i % 2 == 0 else outer * 0.42
            angle = -math.pi / 2 + i * math.pi / 5
            point = QPointF(cx + radius * math.cos(angle), cy + radius * math.sin(angle))
            if i == 0:
                star.moveTo(point)
            else:
                star.lineTo(point)
        star.closeSubpath()
        p.setPen(QPen(style.HELD_DARK, 1))
        p.setBrush(HELD_COLOR.lighter(110))
        p.drawPath(star)
        font = QFont(self.font())
        font.setBold(True)
        font.setPixelSize(max(9, int(w * 0.17)))
        font.setLetterSpacing(QFont.SpacingType.PercentageSpacing, 110)
        p.setFont(font)
        p.setPen(color)
        p.drawText(
            QRectF(inner.left(), inner.top() + w * 0.04, inner.width(), w * 0.25),
            Qt.AlignmentFlag.AlignCenter,
            self.tr("JOKER"),
        )
        p.drawText(
            QRectF(inner.left(), inner.bottom() - w * 0.29, inner.width(), w * 0.25),
            Qt.AlignmentFlag.AlignCenter,
            self.tr("WILD"),
        )


class CardGrid(QWidget):
    """52 toggle buttons, one row per suit, and a joker button for each joker of the game,
    to pick a hand.

    Button object names are ``pick_Ah``, ..., ``pick_Jk`` and ``pick_Jk2`` (the second
    joker of a two-joker game).

    Signals: ``cardToggled(int, bool)``: a card was picked (True) or released (False)
    by the user.
    """

    cardToggled = Signal(int, bool)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QGridLayout(self)
        layout.setSpacing(3)
        layout.setContentsMargins(0, 0, 0, 0)
        self.buttons: dict[int, QToolButton] = {}
        self._quiet = False
        for row, suit in enumerate((3, 2, 1, 0)):  # spades, hearts, diamonds, clubs
            for col, rank in enumerate(range(12, -1, -1)):
                card = make_card(rank, suit)
                layout.addWidget(
                    self._button(card, f"{rank_text(card)}{SUIT_SYMBOLS[suit]}"), row, col
                )
        for column, card in enumerate(JOKERS):
            joker = self._button(card, "Jk ★")
            layout.addWidget(joker, 0, 13 + column, 4, 1)
            joker.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Expanding)
            joker.setMaximumHeight(16777215)
        self.buttons[SECOND_JOKER].setObjectName("pick_Jk2")
        self.buttons[SECOND_JOKER].setToolTip(
            self.tr("The second joker ({code})").format(code=JOKER_CODE)
        )
        layout.setColumnStretch(15, 1)

    def _button(self, card: int, text: str) -> QToolButton:
        b = QToolButton(self)
        b.setObjectName(f"pick_{format_card(card)}")
        b.setText(text)
        b.setCheckable(True)
        b.setAccessibleName(format_card(card))
        b.setToolTip(
            format_card(card)
            if card not in JOKERS
            else QCoreApplication.translate("CardGrid", "The joker ({code})").format(
                code=JOKER_CODE
            )
        )
        b.setMinimumSize(42, 28)
        b.setMaximumWidth(64)
        b.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        b.setStyleSheet(style.pick_button_style(card_color(card)))
        b.toggled.connect(self._on_toggled)
        self.buttons[card] = b
        return b

    def _on_toggled(self, checked: bool) -> None:
        button = self.sender()
        for card, b in self.buttons.items():
            if b is button:
                if not self._quiet:
                    self.cardToggled.emit(card, checked)
                return

    def set_selected(self, cards: Iterable[int]) -> None:
        """Check exactly these cards (without emitting ``cardToggled``)."""
        chosen = set(cards)
        self._quiet = True
        try:
            for card, b in self.buttons.items():
                b.setChecked(card in chosen)
        finally:
            self._quiet = False

    def set_jokers(self, jokers: int) -> None:
        """Offer as many joker buttons as the game has jokers (0, 1 or 2)."""
        for i, card in enumerate(JOKERS):
            self.buttons[card].setEnabled(i < jokers)
            self.buttons[card].setVisible(i < jokers)

    def set_joker_enabled(self, enabled: bool) -> None:
        """Offer one joker (53-card games) or none."""
        self.set_jokers(1 if enabled else 0)
