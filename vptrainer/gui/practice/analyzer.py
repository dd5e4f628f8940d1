"""The hand analyzer: any five cards, typed or picked, and the EVs of all 32 holds."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QHideEvent, QShowEvent
from PySide6.QtWidgets import (
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from vptrainer.core.cards import CardError, format_cards, parse_cards
from vptrainer.core.engine.holds import HandEVs, hold_evs
from vptrainer.core.engine.prepared import PreparedTable
from vptrainer.core.games.paytable import PayTable
from vptrainer.core.practice.dealing import MAX_BET, MIN_BET
from vptrainer.core.practice.texts import format_ev
from vptrainer.gui.accessibility import describe
from vptrainer.gui.i18n.messages import text as core_text
from vptrainer.gui.jobs import JobBinding, Jobs, Want
from vptrainer.gui.jobs.engine import PrepareRequest
from vptrainer.gui.style import ERROR_STYLE, HINT_STYLE, OK_STYLE, use
from vptrainer.gui.timers import call_later
from vptrainer.gui.widgets.cards import CardGrid
from vptrainer.gui.widgets.ranked_holds import RankedHoldsView, hold_html
from vptrainer.gui.widgets.table_chooser import TableChooser

HAND_SIZE = 5


class HandAnalyzer(QWidget):
    """Type any five cards (validated as typed) or pick them on the grid; see all 32 holds.

    Signals: ``statusMessage(str)``; ``practiceRequested(object, object)``: deal this
    hand (cards) in practice on this table (:class:`PayTable`); ``holdsShown()``: the
    hold table was filled with a hand. The table is prepared while the analyzer is shown.
    """

    statusMessage = Signal(str)
    practiceRequested = Signal(object, object)
    holdsShown = Signal()

    def __init__(
        self,
        jobs: Jobs,
        current_table: Callable[[], PayTable] | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self._prepared: PreparedTable | None = None
        self._cards: tuple[int, ...] = ()
        self.evs: HandEVs | None = None
        self.jobs = JobBinding(jobs, self.wanted, self)

        self.chooser = TableChooser(current_table)
        self.chooser.setObjectName("analyzerTableCombo")
        self.chooser.tableChosen.connect(self._on_table_chosen)
        self.state = QLabel()
        self.state.setObjectName("analyzerState")
        self.bet = QSpinBox()
        self.bet.setObjectName("analyzerBet")
        self.bet.setRange(MIN_BET, MAX_BET)
        self.bet.setValue(MAX_BET)
        self.bet.valueChanged.connect(self._on_bet_changed)

        self.hand_edit = QLineEdit()
        self.hand_edit.setObjectName("handEdit")
        self.hand_edit.setClearButtonEnabled(True)
        self.hand_edit.textChanged.connect(self._on_text)
        self.message = QLabel()
        self.message.setObjectName("handMessage")
        self.message.setWordWrap(True)
        self.message.setTextFormat(Qt.TextFormat.PlainText)
        self.grid = CardGrid()
        self.grid.cardToggled.connect(self._on_grid)
        self.clear_button = QPushButton()
        self.clear_button.setObjectName("clearHandButton")
        self.clear_button.clicked.connect(self.hand_edit.clear)
        self.practice_button = QPushButton()
        self.practice_button.setObjectName("practiseHandButton")
        self.practice_button.clicked.connect(self._request_practice)
        self.best = QLabel()
        self.best.setObjectName("analyzerBest")
        self.best.setTextFormat(Qt.TextFormat.RichText)
        self.table = RankedHoldsView("analyzerHoldTable")

        top = QHBoxLayout()
        self.table_label = QLabel()
        top.addWidget(self.table_label)
        top.addWidget(self.chooser, 2)
        top.addSpacing(12)
        self.bet_label = QLabel()
        top.addWidget(self.bet_label)
        top.addWidget(self.bet)
        top.addSpacing(12)
        top.addWidget(self.state, 1)
        entry = QHBoxLayout()
        self.hand_label = hand_label = QLabel()
        hand_label.setBuddy(self.hand_edit)
        entry.addWidget(hand_label)
        entry.addWidget(self.hand_edit, 1)
        entry.addWidget(self.clear_button)
        entry.addWidget(self.practice_button)
        self.pick_box = pick = QGroupBox()
        pl = QVBoxLayout(pick)
        pl.addWidget(self.grid)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addLayout(entry)
        layout.addWidget(self.message)
        layout.addWidget(pick)
        layout.addWidget(self.best)
        layout.addWidget(self.table, 1)
        self.retranslate()

    def retranslate(self) -> None:
        """Set the analyzer's labels and tips in the current language (and its message)."""
        self.table_label.setText(self.tr("Pay table"))
        self.bet_label.setText(self.tr("Bet"))
        describe(self.bet, self.tr("Bet"))
        self.bet.setSuffix(self.tr(" coins"))
        self.bet.setToolTip(
            self.tr("The bet: its pays (a table's short pays below max bet) and the cost column")
        )
        self.hand_label.setText(self.tr("&Hand"))
        self.hand_edit.setPlaceholderText(
            self.tr("Five cards, e.g. Ah Kh Qh Jh 9c  (T or 10 for tens)")
        )
        self.hand_edit.setAccessibleName(self.tr("Hand to analyze"))
        self.clear_button.setText(self.tr("Clear"))
        self.clear_button.setToolTip(self.tr("Clear the hand to analyze"))
        self.practice_button.setText(self.tr("Practise this hand"))
        self.practice_button.setToolTip(
            self.tr("Deal exactly this hand in practice, on this table")
        )
        self.pick_box.setTitle(self.tr("Or pick the cards"))
        self._on_text(self.hand_edit.text())

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()

    # ---------------------------------------------------------------- tables

    @property
    def prepared(self) -> PreparedTable | None:
        """The prepared table, once the worker has it."""
        return self._prepared

    def _played(self) -> PayTable | None:
        """The chosen table as paid at the bet (its short pays below max bet)."""
        table = self.chooser.table
        return None if table is None else table.at_coins(self.bet.value())

    def _on_bet_changed(self, _bet: int) -> None:
        played = self._played()
        if played is not None and (self._prepared is None or self._prepared.table != played):
            assert self.chooser.table is not None
            self._on_table_chosen(self.chooser.table)  # other pays at this bet
        else:
            self._show()

    def wanted(self) -> list[Want[Any]]:
        """The chosen table at the bet, prepared (while the analyzer is shown)."""
        played = self._played()
        if played is None or not self.isVisible():
            return []
        return [Want(PrepareRequest(played), self.show_prepared, self.show_prepare_failed)]

    def _on_table_chosen(self, table: PayTable) -> None:
        self._prepared = None
        played = table.at_coins(self.bet.value())
        self.state.setText(self.tr("Preparing {table}…").format(table=played.name))
        self.grid.set_jokers(table.game.jokers)
        self.jobs.update()
        self._on_text(self.hand_edit.text())

    def show_prepared(self, prepared: PreparedTable) -> None:
        """The chosen table, prepared: the holds can be shown."""
        if prepared.table != self._played() or prepared is self._prepared:
            return
        self._prepared = prepared
        self.state.setText("")
        self._on_text(self.hand_edit.text())

    def show_prepare_failed(self, message: str) -> None:
        """The chosen table cannot be prepared."""
        self.state.setText(self.tr("Cannot prepare this table: {reason}").format(reason=message))
        self.statusMessage.emit(message)

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        call_later(self, 0, self.jobs.update)

    def hideEvent(self, event: QHideEvent) -> None:
        super().hideEvent(event)
        self.jobs.update()

    def ensure_table(self, spec: str) -> str | None:
        """Choose a table at start-up when none is chosen yet (a built-in id or a path);
        returns what went wrong when it could not be opened (the default table is used)."""
        if self.chooser.table is None:
            return self.chooser.restore(spec)
        return None

    # ------------------------------------------------------------------ hand

    def analyze_hand(self, table: PayTable, cards: Sequence[int], origin: str = "") -> None:
        """Show the holds of ``cards`` on ``table`` (chosen in this view's chooser;
        ``origin`` says where it comes from, by default practice)."""
        origin = origin or self.tr("from practice")
        self.chooser.select_table(table, origin)
        self.hand_edit.setText(format_cards(cards))

    def _deck_size(self) -> int:
        table = self.chooser.table
        return 52 if table is None else table.deck_size

    def _set_message(self, text: str, style: str) -> None:
        self.message.setText(text)
        use(self.message, style)

    def _on_text(self, text: str) -> None:
        self.evs = None
        try:
            cards = parse_cards(text, jokers=self._deck_size() - 52).cards
        except CardError as exc:
            message = core_text(exc)
            self._set_message(message[:1].upper() + message[1:], ERROR_STYLE)
            self._show()
            return
        self._cards = cards
        self.grid.set_selected(cards)
        n = len(cards)
        if n == 0:
            self._set_message(
                self.tr("Type five cards, or pick them on the grid below."), HINT_STYLE
            )
        elif n < HAND_SIZE:
            more = HAND_SIZE - n
            said = self.tr("{n} of 5 cards: {more} more to go.").format(n=n, more=more)
            self._set_message(said, HINT_STYLE)
        elif n > HAND_SIZE:
            said = self.tr("Too many cards: {n} (a hand is five cards).").format(n=n)
            self._set_message(said, ERROR_STYLE)
        elif self._prepared is None:
            self._set_message(self.tr("Preparing the pay table…"), HINT_STYLE)
        else:
            self.evs = hold_evs(self._prepared, cards)
            said = self.tr("{cards}: all 32 holds, best first.").format(cards=format_cards(cards))
            self._set_message(said, OK_STYLE)
        self._show()

    def _show(self) -> None:
        evs = self.evs
        self.practice_button.setEnabled(evs is not None)
        if evs is None:
            self.best.setText("")
            self.table.set_hand(
                None,
                placeholder=self.tr("The 32 holds appear here once the hand has five valid cards."),
            )
            return
        best = evs.best
        if len(best) == 2:
            said = self.tr(
                "Best hold: <b>{hold}</b> (tied with %n other hold) — EV <b>{ev}</b> per "
                "coin on {table}",
                "",
                1,
            )
        elif len(best) > 2:
            said = self.tr(
                "Best hold: <b>{hold}</b> (tied with %n other holds) — EV <b>{ev}</b> per "
                "coin on {table}",
                "",
                len(best) - 1,
            )
        else:
            said = self.tr("Best hold: <b>{hold}</b> — EV <b>{ev}</b> per coin on {table}")
        self.best.setText(
            said.format(
                hold=hold_html(best[0].held), ev=format_ev(evs.best_ev), table=evs.table.name
            )
        )
        self.table.set_hand(evs, bet=self.bet.value())
        self.holdsShown.emit()

    def _on_grid(self, card: int, checked: bool) -> None:
        cards = list(self._cards)
        if checked and card not in cards:
            if len(cards) >= HAND_SIZE:
                self.grid.set_selected(cards)
                self._set_message(self.tr("A hand has five cards: release one first."), ERROR_STYLE)
                return
            cards.append(card)
        elif not checked and card in cards:
            cards.remove(card)
        self.hand_edit.setText(format_cards(cards))

    def _request_practice(self) -> None:
        if self.evs is not None and self.chooser.table is not None:
            self.practiceRequested.emit(self.chooser.table, tuple(self.evs.hand))
