"""The practice machine: pay display, cards, meters, deal and draw, hint, and the grade."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from fractions import Fraction

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtGui import QFont, QFontMetrics, QKeyEvent, QResizeEvent
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QMessageBox,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QStackedWidget,
    QTabBar,
    QVBoxLayout,
    QWidget,
)

from vptrainer.core.cards import CardError
from vptrainer.core.engine.holds import HandEVs
from vptrainer.core.games.paytable import PayTable
from vptrainer.core.practice.dealing import PracticeError
from vptrainer.core.practice.games.common import FeatureMode
from vptrainer.core.practice.grading import HandResult
from vptrainer.core.practice.session import PracticeSession
from vptrainer.core.practice.texts import coins
from vptrainer.core.practice.trainer import Trainer
from vptrainer.gui import style
from vptrainer.gui.i18n import integer
from vptrainer.gui.i18n.core_texts import bonus_text, result_payout_text
from vptrainer.gui.i18n.messages import text
from vptrainer.gui.practice.dealt_cards import DealtCard
from vptrainer.gui.practice.holds_panel import HoldsContent
from vptrainer.gui.practice.lines_panel import LinesPanel
from vptrainer.gui.practice.pay_display import PayDisplay
from vptrainer.gui.widgets.cards import CardWidget

HAND_SIZE = 5
CARD_MIN = (70, 108)  # a card face at least 62x87 px: readable at 1024x640
FELT_ROOM = 192  # the felt's height with cards of the least size (Dealt row and meters too)
GRADE_LINES = 4  # lines of the grade always in view (more scroll); taller windows show more
TALL_ROOM = 640  # the machine's height from which the grade shows 7 lines
MIDDLE_ROOM = 520  # and 5 (a 1280x720 screen)
TONES = {"correct": style.CORRECT_STYLE, "major": style.MAJOR_STYLE, "minor": style.MINOR_STYLE}


class PlayArea(QWidget):
    """The machine a :class:`~vptrainer.core.practice.trainer.Trainer` is played on:
    deal, hold, draw, and the grade; it shows the trainer and asks the player what the
    trainer wants asked (the mistake warning, the paying-hand guard). With multi-play
    the other lines show in compact rows that share the pay table's place (a tab above
    the machine); the meters count every line.

    Signals: ``handDealt(object)`` with the :class:`HandEVs` of a deal;
    ``handDrawn(object)`` with the :class:`HandResult`; ``holdsChanged(object)`` with
    the :class:`HoldsContent` the hold table should show; ``analyzeRequested()``: open
    this deal in the analyzer; ``controlsChanged()``: the deal, hint or analyze
    button, or betting, was enabled or disabled; ``statusMessage(str)``.
    """

    nextBetRequested = Signal()  # the B key: the next bet (1, 2, … 5, 1)
    handDealt = Signal(object)
    handDrawn = Signal(object)
    holdsChanged = Signal(object)
    analyzeRequested = Signal()
    controlsChanged = Signal()
    statusMessage = Signal(str)

    def __init__(self, trainer: Trainer, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.trainer = trainer
        self.betting_allowed = True
        self._mask = 0
        self._hint = False
        self._deal_state = "deal"  # the Deal button says DEAL, DRAW or Preparing…
        self._holds_shown: Callable[[], HoldsContent] | None = None  # again on a new language

        self.pay_display = PayDisplay()
        self.lines_panel = LinesPanel()
        self.top = QStackedWidget()
        self.top.setObjectName("payOrLines")
        self.top.addWidget(self.pay_display)
        self.top.addWidget(self.lines_panel)
        self.top.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.top_tabs = QTabBar()
        self.top_tabs.setObjectName("payOrLinesTabs")
        self.top_tabs.addTab("")
        self.top_tabs.addTab("")
        self.top_tabs.setDrawBase(False)
        self.top_tabs.setExpanding(False)
        self.top_tabs.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.top_tabs.currentChanged.connect(self.top.setCurrentIndex)
        self.top_tabs.hide()
        self.felt = QFrame()
        self.felt.setObjectName("cardArea")
        self.felt.setStyleSheet(
            f"QFrame#cardArea {{ background: {style.FELT.name()}; border-radius: 8px; }}"
        )
        self.payout_label = QLabel()
        self.payout_label.setObjectName("payoutLabel")
        self.payout_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.payout_label.setStyleSheet(style.PAYOUT_STYLE)
        self.payout_label.setMinimumHeight(22)
        # a long payout never widens the machine (the whole text is in its tooltip)
        self.payout_label.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.dealt = [self._dealt_card(i) for i in range(HAND_SIZE)]
        dealt_row = QHBoxLayout()
        dealt_row.setSpacing(1)
        dealt_row.setContentsMargins(0, 0, 0, 0)
        self.dealt_title = QLabel()
        self.dealt_title.setObjectName("dealtTitle")
        self.dealt_title.setStyleSheet(style.METER_STYLE)
        dealt_row.addWidget(self.dealt_title)
        for dealt in self.dealt:
            dealt_row.addWidget(dealt)
        dealt_row.addSpacing(6)
        dealt_row.addWidget(self.payout_label, 1)
        self.cards = [CardWidget(i) for i in range(HAND_SIZE)]
        for card in self.cards:
            card.setMinimumSize(*CARD_MIN)  # a short screen folds the pay table instead
        row = QHBoxLayout()
        row.setSpacing(10)
        for card in self.cards:
            card.clicked.connect(self._on_card_clicked)
            row.addWidget(card)
        meters = QHBoxLayout()
        self.credits_label = self._meter("creditsMeter")
        self.bet_label = self._meter("betMeter")
        self.win_label = self._meter("winMeter")
        meters.addWidget(self.win_label)
        meters.addStretch(1)
        meters.addWidget(self.bet_label)
        meters.addStretch(1)
        meters.addWidget(self.credits_label)
        fl = QVBoxLayout(self.felt)
        fl.setContentsMargins(12, 8, 12, 8)
        fl.addLayout(dealt_row)
        fl.addLayout(row, 1)
        fl.addLayout(meters)

        self.deal_button = QPushButton()
        self.deal_button.setObjectName("dealButton")
        self.deal_button.setMinimumSize(150, 44)
        font = QFont(self.deal_button.font())
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * style.DEAL_FONT_SCALE)
        self.deal_button.setFont(font)
        self.deal_button.clicked.connect(self.deal_or_draw)
        self.hint_button = QPushButton()
        self.hint_button.setObjectName("hintButton")
        self.hint_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.hint_button.clicked.connect(self.show_hint)
        self.analyze_button = QPushButton()
        self.analyze_button.setObjectName("analyzeHandButton")
        self.analyze_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.analyze_button.clicked.connect(self.analyzeRequested)
        self.keys_label = QLabel()
        style.use(self.keys_label, style.KEYS_HINT_STYLE)
        self.keys_label.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        controls = QHBoxLayout()
        controls.addWidget(self.hint_button)
        controls.addWidget(self.analyze_button)
        controls.addSpacing(8)
        controls.addWidget(self.keys_label, 1)
        controls.addWidget(self.deal_button)

        self.grade_label = QLabel()
        self.grade_label.setObjectName("gradeLabel")
        self.grade_label.setTextFormat(Qt.TextFormat.PlainText)
        self.grade_label.setWordWrap(True)
        self.grade_label.setMinimumHeight(40)
        self.grade_label.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        self.grade_label.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)

        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(3)
        layout.addWidget(self.top_tabs)
        layout.addWidget(self.top)
        layout.addWidget(self.felt, 1)
        layout.addLayout(controls)
        # a long explanation scrolls rather than squeezing the cards (1024x640)
        self.grade_area = QScrollArea()
        self.grade_area.setObjectName("gradeArea")
        self.grade_area.setWidget(self.grade_label)
        self.grade_area.setWidgetResizable(True)
        self.grade_area.setFrameShape(QFrame.Shape.NoFrame)
        self.grade_area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.grade_area.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        layout.addWidget(self.grade_area)
        self.retranslate()

    def retranslate(self) -> None:
        """Set the machine's static texts in the current language."""
        self.top_tabs.setTabText(0, self.tr("Pay table"))
        self.top_tabs.setTabText(1, self.tr("Lines"))
        self.dealt_title.setText(self.tr("Dealt"))
        for card in self.dealt:
            card.setToolTip(self.tr("The dealt hand (discards dimmed after the draw)"))
        self._set_deal_text(self._deal_state)
        self.deal_button.setToolTip(self.tr("Deal, then draw (Enter or Space)"))
        self.hint_button.setText(self.tr("Hint"))
        self.hint_button.setToolTip(self.tr("Show the EVs of all 32 holds before drawing (H)"))
        self.analyze_button.setText(self.tr("Analyze this hand"))
        self.analyze_button.setToolTip(self.tr("Open this deal in the hand analyzer"))
        self.keys_label.setToolTip(self._keys_texts()[0])
        if self.isVisible():
            self._fit_pays()  # the keys' hint in the words that fit
        else:
            self.keys_label.setText(self._keys_texts()[0])
        self.refresh_meters()
        if self._holds_shown is not None:
            self.holdsChanged.emit(self._holds_shown())

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()

    def _keys_texts(self) -> tuple[str, str, str]:
        """The keys beside the Deal button: on one line, on two, and short."""
        return (
            self.tr("Keys: 1–5 hold · Enter/Space deal and draw · H hint · B bet"),
            self.tr("Keys: 1–5 hold · Enter/Space deal and draw\nH hint · B bet"),
            self.tr("1–5 hold · Enter draw\nH hint · B bet"),
        )

    def _set_deal_text(self, state: str) -> None:
        """The Deal button's text: ``deal``, ``draw`` or ``preparing``."""
        self._deal_state = state
        texts = {
            "deal": self.tr("DEAL"),
            "draw": self.tr("DRAW"),
            "preparing": self.tr("Preparing…"),
        }
        self.deal_button.setText(texts[state])

    def _show_holds_content(self, make: Callable[[], HoldsContent]) -> None:
        """Have the hold table show ``make()`` (made again on a change of language)."""
        self._holds_shown = make
        self.holdsChanged.emit(make())

    def _dealt_card(self, i: int) -> DealtCard:
        card = DealtCard(i)
        card.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        return card

    def _show_dealt(self, hand: Sequence[int] | None, mask: int | None = None) -> None:
        """The dealt row: the dealt cards, discards dimmed once ``mask`` is drawn."""
        for i, card in enumerate(self.dealt):
            card.set_card(None if hand is None else hand[i])
            card.set_dimmed(mask is not None and not mask >> i & 1)

    def _meter(self, name: str) -> QLabel:
        label = QLabel()
        label.setObjectName(name)
        label.setStyleSheet(style.METER_STYLE)
        return label

    # ---------------------------------------------------------------- set-up

    def set_table(self, table: PayTable) -> None:
        """Show the table's pays (its deal bonuses too), and tag its wild cards WILD."""
        self.pay_display.set_table(table)
        self._fit_pays()
        for card in self.cards:
            card.set_game(table.game)
        for dealt in self.dealt:
            dealt.set_game(table.game)

    @property
    def session(self) -> PracticeSession | None:
        """The trainer's session (``None`` while no table is ready)."""
        return self.trainer.session

    def session_changed(self) -> None:
        """The trainer started (or stopped) a session: nothing is held."""
        self._mask = 0
        self._hint = False

    def show_lines(self) -> None:
        """Show the trainer's lines (multi-play) for the next deal."""
        lines = self.trainer.lines
        if not self.trainer.awaiting_draw:
            self.lines_panel.set_lines(lines)
        self.top_tabs.setVisible(lines > 1)
        self.top_tabs.setCurrentIndex(1 if lines > 1 else 0)
        self._fit_pays()
        self.refresh_meters()

    def _set_controls(
        self, *, deal: bool | None = None, hint: bool, analyze: bool | None = None, betting: bool
    ) -> None:
        if deal is not None:
            self.deal_button.setEnabled(deal)
        self.hint_button.setEnabled(hint)
        if analyze is not None:
            self.analyze_button.setEnabled(analyze)
        self.betting_allowed = betting
        self.controlsChanged.emit()

    def _set_grade(self, text: str, sheet: str) -> None:
        self.grade_label.setText(text)
        style.use(self.grade_label, sheet, style.GRADE_PAD, selector="QLabel#gradeLabel")
        self._fit_grade()

    def _fit_grade(self) -> None:
        """The grade's room depends on the window only, never on the text (no jump after a
        draw): :data:`GRADE_LINES` lines (more on a tall window); a longer text scrolls."""
        height = self._room()
        lines = 7 if height >= TALL_ROOM else GRADE_LINES + (height >= MIDDLE_ROOM)
        self.grade_label.ensurePolished()  # the grade's font is its style sheet's
        font = QFont(self.grade_label.font())
        room = lines * QFontMetrics(font).lineSpacing() + 20  # the padding, top and bottom
        if self.grade_area.height() != room:
            self.grade_area.setFixedHeight(room)

    def _fit_pays(self) -> None:
        """Fold the pay table to the bet's pays in two columns when the whole of it would
        squeeze the cards below their least size."""
        layout = self.layout()
        spacing = 0 if layout is None else layout.spacing() * 4
        others = self.grade_area.height() + self.deal_button.minimumHeight() + spacing
        tabs = self.top_tabs.sizeHint().height() if self.top_tabs.isVisible() else 0
        room = self._room() - others - tabs - FELT_ROOM
        self.pay_display.set_folded(self.pay_display.full_height() > room)
        # the same room whichever tab shows (pays or lines): switching never moves the cards
        lines = self.lines_panel.sizeHint().height() if self.trainer.lines > 1 else 0
        self.top.setFixedHeight(max(self.pay_display.height(), lines))
        keys = self.keys_label  # at most two lines beside the Deal button
        width = keys.fontMetrics().horizontalAdvance
        for keys_text in self._keys_texts():
            if max(width(line) for line in keys_text.splitlines()) <= keys.width():
                break
        keys.setText(keys_text)

    def scroll_area(self) -> QScrollArea:
        """The machine in a scroll area (``playScroll``): it keeps its cards' least size,
        and a screen too short for it scrolls it."""
        area = QScrollArea()
        area.setObjectName("playScroll")
        area.setWidget(self)
        area.setWidgetResizable(True)
        area.setFrameShape(QFrame.Shape.NoFrame)
        area.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        area.viewport().installEventFilter(self)
        bar = area.verticalScrollBar().sizeHint().width()
        area.setMinimumWidth(self.minimumSizeHint().width() + bar)
        return area

    def _room(self) -> int:
        """The height the machine has: its scroll area's when it is in one (it then never
        grows shorter than its least size: the page scrolls instead)."""
        parent = self.parentWidget()
        if parent is not None and isinstance(parent.parentWidget(), QScrollArea):
            return parent.height()
        return self.height()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit_grade()
        self._fit_pays()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.parentWidget() and event.type() == QEvent.Type.Resize:
            self._fit_grade()  # the scroll area around the machine changed its size
            self._fit_pays()
        return super().eventFilter(watched, event)

    def show_message(self, text: str) -> None:
        """Say something in the grade label (neutral colours)."""
        self._set_grade(text, style.NEUTRAL_STYLE)

    def show_idle(self, message: str = "") -> None:
        """No hand on the table: cards face down, the deal button ready (or waiting)."""
        for card in self.cards:
            card.set_card(None)
            card.set_held(False)
            card.setCursor(Qt.CursorShape.ArrowCursor)
        self._show_dealt(None)
        self.pay_display.set_hand()
        self.lines_panel.set_lines(self.trainer.lines)
        self.lines_panel.clear()
        self.payout_label.setText("")
        ready = self.session is not None
        self._set_deal_text("deal" if ready else "preparing")
        self._set_controls(deal=ready, hint=False, analyze=False, betting=True)
        idle = self.tr("Deal a hand: after the draw, every hold is ranked here with its exact EV.")
        self._show_holds_content(lambda: HoldsContent(None, placeholder=idle))
        if message:
            self.show_message(message)
        elif ready:
            self.show_message(self.tr("Press Deal (Enter or Space) to start."))
        self.refresh_meters()

    def show_unavailable(self, message: str) -> None:
        """The table cannot be practised: say why, nothing to deal."""
        self.show_idle(message)
        self._set_deal_text("deal")

    # ------------------------------------------------------------------ play

    @property
    def hold_mask(self) -> int:
        """The hold being chosen (bit ``i``: card ``i`` held)."""
        return self._mask

    def set_mask(self, mask: int) -> None:
        """Hold exactly the cards of ``mask`` (while a hand waits for its draw)."""
        if self.session is None or not self.session.awaiting_draw:
            return
        self._mask = mask & 31
        for i, card in enumerate(self.cards):
            card.set_held(bool(self._mask >> i & 1))
        if self.session.evs is not None:
            self.lines_panel.show_hold(self.session.evs.hand, self._mask)
        if self._hint:
            self._show_holds()

    def toggle(self, position: int) -> None:
        """Hold or release the card at ``position`` (0-4)."""
        if 0 <= position < HAND_SIZE:
            self.set_mask(self._mask ^ (1 << position))

    def _on_card_clicked(self) -> None:
        card = self.sender()
        if isinstance(card, CardWidget):
            self.toggle(card.position)

    def deal_or_draw(self) -> None:
        """Deal a hand, or draw when a hand is dealt (the Deal button, Enter, Space)."""
        if self.session is None:
            return
        if self.session.awaiting_draw:
            self.draw()
        else:
            self.deal()

    def deal(
        self, cards: Sequence[int] | str | None = None, *, replay: bool = False
    ) -> HandEVs | None:
        """Deal a hand (or exactly ``cards``; else the drill's next); a hand waiting for
        its draw is abandoned. A ``replay`` (a hand whose answer the player has seen) is
        recorded as assisted."""
        if self.session is None:
            return None
        try:
            dealt = self.trainer.deal(cards, replay=replay)
        except (CardError, PracticeError) as exc:
            self.statusMessage.emit(str(exc))
            self.show_message(self.tr("Cannot deal that hand: {error}").format(error=exc))
            return None
        session = self.session
        evs = dealt.evs
        self._mask = 0
        self._hint = False
        self._show_dealt(evs.hand)
        for card, c in zip(self.cards, evs.hand, strict=True):
            card.set_card(c)
            card.set_held(False)
            card.set_dimmed(False)
            card.setEnabled(True)
            card.setCursor(Qt.CursorShape.PointingHandCursor)
        self.lines_panel.set_lines(session.hand_lines)
        self.lines_panel.show_hold(evs.hand, 0)
        self.pay_display.set_hand(
            dealt=dealt.dealt.category if dealt.dealt.wins else None,
            bonus=None if dealt.bonus is None else dealt.bonus.category,
        )
        self.payout_label.setText(text(dealt.payout_text))
        self.payout_label.setToolTip(text(dealt.payout_text))
        self._show_holds_content(
            lambda: HoldsContent(
                None,
                placeholder=self.tr(
                    "The EVs of all 32 holds appear after the draw.\n"
                    "Press Hint (H) to see them now."
                ),
                title=self.tr("<b>All 32 holds</b> (hidden until the draw)"),
            )
        )
        self.show_message(text(dealt.message))
        self._set_deal_text("draw")
        self._set_controls(hint=True, analyze=True, betting=False)
        self.refresh_meters()
        self.handDealt.emit(evs)
        return evs

    def confirm(self, title: str, text: str) -> bool:
        """Ask a yes/no question before drawing (tests stub ``QMessageBox.question``)."""
        answer = QMessageBox.question(
            self,
            title,
            text,
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            QMessageBox.StandardButton.No,
        )
        return answer == QMessageBox.StandardButton.Yes

    def draw(self) -> HandResult | None:
        """Draw the held cards, pay and grade; ``None`` when nothing was drawn (the player
        backed out of the trainer's question)."""
        session = self.session
        if session is None or not session.awaiting_draw:
            return None
        question = self.trainer.question(self._mask)
        if question is not None and not self.confirm(text(question.title), text(question.text)):
            self.show_message(self.tr("Not drawn: change your hold, or draw again and confirm."))
            return None
        result = self.trainer.draw(self._mask)
        self._show_dealt(result.deal, result.mask)
        for i, (card, c) in enumerate(zip(self.cards, result.final, strict=True)):
            card.set_card(c)
            card.set_held(bool(result.mask >> i & 1))
            card.setCursor(Qt.CursorShape.ArrowCursor)
        payout = result.payout
        bonus = result.bonus
        self.pay_display.set_hand(
            won=payout.category if payout.wins else None,
            bonus=None if bonus is None else bonus.category,
        )
        self.lines_panel.show_payouts(result.others, result.mask)
        said = result_payout_text(result)
        if bonus is not None:
            said += "   +  " + bonus_text(bonus)
        self.payout_label.setText(said)
        self.payout_label.setToolTip(said)
        self.show_grade(result)
        self._hint = False
        self._show_holds(result.mask)
        self._set_deal_text("deal")
        self._set_controls(hint=False, betting=True)
        self.refresh_meters()
        self.handDrawn.emit(result)
        return result

    def show_grade(self, result: HandResult) -> None:
        """Show the grade of the hand drawn (again, once the chart names its rules)."""
        graded = self.trainer.grade_text(result)
        self._set_grade(text(graded.text), TONES[graded.tone])

    def _show_holds(self, player_mask: int | None = None) -> None:
        session = self.session
        assert session is not None
        mask = self._mask if player_mask is None else player_mask
        hint = session.awaiting_draw

        def content() -> HoldsContent:
            mode = self.trainer.mode
            note = text(mode.values_note()) if isinstance(mode, FeatureMode) else ""
            if note and hint:
                title = self.tr(
                    "<b>All 32 holds</b>, best first: {note} (hint: the hand is not drawn yet)"
                ).format(note=note)
            elif note:
                title = self.tr("<b>All 32 holds</b>, best first: {note}").format(note=note)
            elif hint:
                title = self.tr("<b>All 32 holds</b>, best first (hint: the hand is not drawn yet)")
            else:
                title = self.tr("<b>All 32 holds</b>, best first")
            return HoldsContent(session.evs, bet=session.hand_bet, player_mask=mask, title=title)

        self._show_holds_content(content)

    def show_hint(self) -> None:
        """Show the 32 holds before the draw (the hand is then recorded as assisted)."""
        if self.session is None or not self.session.awaiting_draw:
            return
        _evs, where = self.trainer.hint()
        self._hint = True
        self._show_holds()
        if where:
            self.show_message(text(where))

    def handle_key(self, event: QKeyEvent) -> bool:
        """Play by keys: 1-5 hold, Enter or Space deal and draw, H hint, B the next bet; True
        when handled."""
        key = event.key()
        mods = event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier
        if mods not in (Qt.KeyboardModifier.NoModifier,):
            return False
        if Qt.Key.Key_1 <= key <= Qt.Key.Key_5:
            self.toggle(key - Qt.Key.Key_1)
            return True
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            self.deal_or_draw()
            return True
        if key == Qt.Key.Key_H:
            self.show_hint()
            return True
        if key == Qt.Key.Key_B:
            self.nextBetRequested.emit()
            return True
        return False

    # ---------------------------------------------------------------- meters

    @property
    def credits(self) -> Fraction:
        """The credit meter (the trainer's)."""
        return self.trainer.credits

    def reset_credits(self, start: Fraction) -> None:
        """Put the credit meter back to ``start``."""
        self.trainer.reset_credits(start)
        self.refresh_meters()

    def refresh_meters(self) -> None:
        """Show the credits, the bet and the last win."""
        credits = self.credits
        shown = coins(credits) if credits >= 0 else "−" + coins(-credits)
        self.credits_label.setText(self.tr("CREDITS {amount}").format(amount=shown))
        bet, lines = self.trainer.meter_bet()
        taken = self.trainer.mode.coins_bet(bet, lines)
        if taken != bet * lines:  # a feature game's bet
            per_line, coins_bet = taken // lines, taken
        else:
            per_line, coins_bet = bet, bet
        if lines > 1:
            self.bet_label.setText(
                self.tr("BET {coins} × {lines}").format(
                    coins=integer(per_line), lines=integer(lines)
                )
            )
        else:
            self.bet_label.setText(self.tr("BET {coins}").format(coins=integer(coins_bet)))
        self.pay_display.set_bet(bet)
        self.win_label.setText(self.tr("WIN {amount}").format(amount=coins(self.trainer.win)))
