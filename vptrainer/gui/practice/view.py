"""The Practice view: deal, hold, draw, graded against the exact optimal hold.

Three pages share one pay-table choice and one history: *Play* (the machine, the
grade, the 32 ranked holds, session statistics and the EV-lost chart), *Hand
analyzer* and *Review mistakes*. Tables are prepared in the engine's worker; the
GUI thread only computes the 32 hold EVs of a dealt hand (well under 20 ms).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from fractions import Fraction
from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtGui import (
    QAction,
    QBrush,
    QColor,
    QFont,
    QKeyEvent,
    QKeySequence,
    QRegularExpressionValidator,
    QShowEvent,
)
from PySide6.QtWidgets import (
    QAbstractItemView,
    QButtonGroup,
    QDoubleSpinBox,
    QFrame,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QMenu,
    QMessageBox,
    QPushButton,
    QSizePolicy,
    QSplitter,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from vptrainer.core.cards import CardError
from vptrainer.core.engine.holds import HandEVs
from vptrainer.core.engine.prepared import PreparedTable
from vptrainer.core.errors import VPError
from vptrainer.core.games.categories import Wild
from vptrainer.core.games.paytable import PayTable
from vptrainer.core.practice.dealing import (
    DEFAULT_MAJOR_THRESHOLD,
    MAX_BET,
    MIN_BET,
    PracticeError,
    held_cards,
)
from vptrainer.core.practice.grading import HandResult, Severity, pay_hand
from vptrainer.core.practice.history import History, HistoryError
from vptrainer.core.practice.records import PastMistake
from vptrainer.core.practice.session import HoldCheck, PracticeSession, SessionStats
from vptrainer.core.practice.texts import (
    coins,
    format_ev,
    format_loss,
    grade_text,
    hold_symbols,
    signed_coins,
    stats_html,
)
from vptrainer.gui.practice.analyzer import HandAnalyzer
from vptrainer.gui.practice.review import ReviewView
from vptrainer.gui.practice.session_panel import EvLostChart
from vptrainer.gui.settings import (
    GUARD_PAYING_HAND,
    MISTAKE_THRESHOLD,
    PRACTICE_BET,
    PRACTICE_SEED,
    PRACTICE_TABLE,
    START_CREDITS,
    WARN_BEFORE_DRAW,
    Settings,
)
from vptrainer.gui.style import (
    ACCENT,
    BET_COLUMN,
    CORRECT_STYLE,
    FELT,
    GRADE_PAD,
    HELD_COLOR,
    MAJOR_STYLE,
    MINOR_STYLE,
    NEUTRAL_STYLE,
    NOTICE_STYLE,
    PAY_DEALT,
    PAY_HIGHLIGHT,
)
from vptrainer.gui.widgets.cards import CardWidget
from vptrainer.gui.widgets.hold_table import HoldTable
from vptrainer.gui.widgets.table_chooser import TableChooser
from vptrainer.gui.workers import EngineThread, optimal_job, prepare_job

HAND_SIZE = 5
_LABEL_PAD = GRADE_PAD
_coins = coins
_signed_coins = signed_coins
_optimal_job = optimal_job


# ----------------------------------------------------------------------- pay display


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
                cell = QTableWidgetItem(_coins(line.pays * bet))
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


# ------------------------------------------------------------------------- the view


class PracticeView(QWidget):
    """Practice video poker against the exact optimal hold.

    Keys on the Play page: 1-5 toggle a hold, Enter or Space deal (and draw once a
    hand is dealt), H shows the EVs before the draw.

    Signals: ``statusMessage(str)`` for the status bar; ``tableReady(object)`` with
    the :class:`PayTable` once a session on it can deal; ``handDealt(object)`` with
    the :class:`HandEVs` of a deal; ``handDrawn(object)`` with the :class:`HandResult`.
    """

    statusMessage = Signal(str)
    tableReady = Signal(object)
    handDealt = Signal(object)
    handDrawn = Signal(object)

    def __init__(
        self,
        engine: EngineThread,
        settings: Settings,
        current_table: Callable[[], PayTable] | None = None,
        parent: QWidget | None = None,
        *,
        history_path: str | Path | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("practiceView")
        self.settings = settings
        self.session: PracticeSession | None = None
        self._prepared: PreparedTable | None = None
        self._optimal: dict[PayTable, Fraction] = {}
        self._mask = 0
        self._hint = False
        self._pending: tuple[PayTable | None, tuple[int, ...]] | None = None
        self._credits_base = Fraction(settings.get(START_CREDITS))
        self._history: History | None = None
        self._history_session: int | None = None
        self._shut = False

        self._prepare_runner = engine.runner()
        self._prepare_runner.finished.connect(self._on_prepared)
        self._prepare_runner.failed.connect(self._on_prepare_failed)
        self._optimal_runner = engine.runner()
        self._optimal_runner.finished.connect(self._on_optimal)
        self._optimal_runner.failed.connect(self._on_optimal_failed)

        self._build_top_bar(current_table)
        self._build_play_page()
        self.analyzer = HandAnalyzer(engine, current_table)
        self.analyzer.statusMessage.connect(self.statusMessage)
        self.analyzer.practiceRequested.connect(self.replay)
        self.analyzer.holdsShown.connect(self._analyzer_named)
        self.review = ReviewView()
        self.review.statusMessage.connect(self.statusMessage)
        self.review.replayRequested.connect(self.replay_mistake)
        self.review.analyzeRequested.connect(self.analyze_mistake)
        self.pages = QTabWidget(objectName="practicePages")
        self.pages.addTab(self.play_page, "&Play")
        self.pages.addTab(self.analyzer, "Hand &analyzer")
        self.pages.addTab(self.review, "&Review mistakes")

        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 6, 6, 6)
        layout.addWidget(self.history_notice)
        layout.addWidget(self.pages, 1)

        self._build_actions()
        self._open_history(history_path)
        self._show_idle()
        self.chooser.restore(settings.get(PRACTICE_TABLE))
        self.analyzer.ensure_table(settings.get(PRACTICE_TABLE))

    # ------------------------------------------------------------------ building

    def _build_top_bar(self, current_table: Callable[[], PayTable] | None) -> None:
        self.chooser = TableChooser(current_table)
        self.chooser.setObjectName("practiceTableCombo")
        self.chooser.setToolTip("The pay table to practise on")
        self.chooser.tableChosen.connect(self._on_table_chosen)

        self.bet_group = QButtonGroup(self)
        self.bet_group.setExclusive(True)
        bets = QHBoxLayout()
        bets.setSpacing(2)
        bet = min(max(self.settings.get(PRACTICE_BET), MIN_BET), MAX_BET)
        for b in range(MIN_BET, MAX_BET + 1):
            button = QToolButton(objectName=f"bet{b}")
            button.setText(str(b))
            button.setCheckable(True)
            button.setChecked(b == bet)
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            button.setToolTip(f"Bet {b} coin{'s' if b > 1 else ''} per hand")
            button.setMinimumWidth(28)
            self.bet_group.addButton(button, b)
            bets.addWidget(button)
        self.bet_group.idClicked.connect(self.set_bet)

        self.seed_edit = QLineEdit(objectName="seedEdit")
        self.seed_edit.setPlaceholderText("random")
        self.seed_edit.setMaxLength(18)
        self.seed_edit.setFixedWidth(110)
        self.seed_edit.setToolTip(
            "A number replays the same sequence of deals (a drill); empty deals at random"
        )
        self.seed_edit.setValidator(QRegularExpressionValidator(r"\d{0,18}", self.seed_edit))
        self.seed_edit.setText(self._valid_seed_text(self.settings.get(PRACTICE_SEED)))
        self.seed_edit.editingFinished.connect(self._on_seed_edited)

        self.threshold_spin = QDoubleSpinBox(objectName="thresholdSpin")
        self.threshold_spin.setDecimals(4)
        self.threshold_spin.setRange(0.0001, 5.0)
        self.threshold_spin.setSingleStep(0.005)
        self.threshold_spin.setSuffix(" /coin")
        self.threshold_spin.setToolTip(
            "A mistake is major when it gives up at least this much EV per coin, minor otherwise"
        )
        value = self.settings.get(MISTAKE_THRESHOLD)
        self.threshold_spin.setValue(value if value > 0 else float(DEFAULT_MAJOR_THRESHOLD))
        self.threshold_spin.valueChanged.connect(self._on_threshold)

        self.warn_action = QAction("&Warn before drawing a mistake", self)
        self.warn_action.setCheckable(True)
        self.warn_action.setChecked(self.settings.get(WARN_BEFORE_DRAW))
        self.warn_action.setStatusTip("Ask before drawing a hold that is not the best")
        self.warn_action.toggled.connect(self._on_warn_toggled)
        self.guard_action = QAction("&Guard dealt paying hands", self)
        self.guard_action.setCheckable(True)
        self.guard_action.setChecked(self.settings.get(GUARD_PAYING_HAND))
        self.guard_action.setStatusTip("Ask before a mistake draws away a hand that already pays")
        self.guard_action.toggled.connect(self._on_guard_toggled)
        self.options_button = QToolButton(objectName="practiceOptions")
        self.options_button.setText("Options")
        self.options_button.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        options = QMenu(self.options_button)
        options.addAction(self.warn_action)
        options.addAction(self.guard_action)
        self.options_button.setMenu(options)

        self.state = QLabel(objectName="practiceState")
        self.state.setTextFormat(Qt.TextFormat.PlainText)
        self.state.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)

        bar = QHBoxLayout()
        table_label = QLabel("Pay &table")
        table_label.setBuddy(self.chooser)
        bar.addWidget(table_label)
        bar.addWidget(self.chooser)
        bar.addSpacing(10)
        bar.addWidget(QLabel("Bet"))
        bar.addLayout(bets)
        bar.addSpacing(10)
        seed_label = QLabel("&Seed")
        seed_label.setBuddy(self.seed_edit)
        bar.addWidget(seed_label)
        bar.addWidget(self.seed_edit)
        bar.addSpacing(10)
        major_label = QLabel("&Major from")
        major_label.setBuddy(self.threshold_spin)
        bar.addWidget(major_label)
        bar.addWidget(self.threshold_spin)
        bar.addWidget(self.options_button)
        bar.addSpacing(10)
        bar.addWidget(self.state, 1)
        self.top_bar = bar

        self.history_notice = QLabel(objectName="historyNotice")
        self.history_notice.setWordWrap(True)
        self.history_notice.setStyleSheet(NOTICE_STYLE)
        self.history_notice.hide()

    def _build_play_page(self) -> None:
        page = QWidget(objectName="playPage")
        page.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.play_page = page

        self.pay_display = PayDisplay()
        self.felt = QFrame(objectName="cardArea")
        self.felt.setStyleSheet(
            f"QFrame#cardArea {{ background: {FELT.name()}; border-radius: 8px; }}"
        )
        self.payout_label = QLabel(objectName="payoutLabel")
        self.payout_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.payout_label.setStyleSheet("color: #ffffff; font-size: 15pt; font-weight: bold;")
        self.payout_label.setMinimumHeight(30)
        self.cards = [CardWidget(i) for i in range(HAND_SIZE)]
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
        fl.addWidget(self.payout_label)
        fl.addLayout(row, 1)
        fl.addLayout(meters)

        self.deal_button = QPushButton("DEAL", objectName="dealButton")
        self.deal_button.setMinimumSize(150, 44)
        font = QFont(self.deal_button.font())
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.3)
        self.deal_button.setFont(font)
        self.deal_button.setToolTip("Deal, then draw (Enter or Space)")
        self.deal_button.clicked.connect(self.deal_or_draw)
        self.hint_button = QPushButton("Hint", objectName="hintButton")
        self.hint_button.setToolTip("Show the EVs of all 32 holds before drawing (H)")
        self.hint_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.hint_button.clicked.connect(self.show_hint)
        self.analyze_button = QPushButton("Analyze this hand", objectName="analyzeHandButton")
        self.analyze_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.analyze_button.setToolTip("Open this deal in the hand analyzer")
        self.analyze_button.clicked.connect(self.analyze_current_hand)
        self.keys_label = QLabel("Keys: 1–5 hold · Enter/Space deal and draw · H hint")
        self.keys_label.setStyleSheet("color: #666666;")
        controls = QHBoxLayout()
        controls.addWidget(self.hint_button)
        controls.addWidget(self.analyze_button)
        controls.addSpacing(8)
        controls.addWidget(self.keys_label, 1)
        controls.addWidget(self.deal_button)

        self.grade_label = QLabel(objectName="gradeLabel")
        self.grade_label.setTextFormat(Qt.TextFormat.PlainText)
        self.grade_label.setWordWrap(True)
        self.grade_label.setMinimumHeight(56)
        self.grade_label.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        self.grade_label.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)

        left = QWidget()
        ll = QVBoxLayout(left)
        ll.setContentsMargins(0, 0, 0, 0)
        ll.addWidget(self.pay_display)
        ll.addWidget(self.felt, 1)
        ll.addLayout(controls)
        ll.addWidget(self.grade_label)

        self.hold_table = HoldTable("holdEvTable")
        self.hold_table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.holds_title = QLabel("<b>All 32 holds</b>")
        self.stats_label = QLabel(objectName="sessionStats")
        self.stats_label.setTextFormat(Qt.TextFormat.RichText)
        self.stats_label.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.stats_label.setFrameShape(QFrame.Shape.StyledPanel)
        self.stats_label.setStyleSheet("QLabel#sessionStats { background: #fafafa; padding: 4px; }")
        self.chart = EvLostChart()
        self.chart.setMinimumHeight(200)
        self.chart.plotItem.getAxis("left").enableAutoSIPrefix(False)
        self.chart.plotItem.getAxis("bottom").enableAutoSIPrefix(False)
        holds_box = QWidget()
        hl = QVBoxLayout(holds_box)
        hl.setContentsMargins(0, 0, 0, 0)
        hl.addWidget(self.holds_title)
        hl.addWidget(self.hold_table, 1)
        stats_box = QWidget()
        sl = QVBoxLayout(stats_box)
        sl.setContentsMargins(0, 0, 0, 0)
        session_title = QLabel("<b>This session</b>")
        sl.addWidget(session_title)
        sl.addWidget(self.stats_label)
        sl.addWidget(self.chart, 1)
        self.right_splitter = QSplitter(Qt.Orientation.Vertical)
        self.right_splitter.addWidget(holds_box)
        self.right_splitter.addWidget(stats_box)
        self.right_splitter.setStretchFactor(0, 3)
        self.right_splitter.setStretchFactor(1, 2)
        self.right_splitter.setSizes([330, 300])
        self.right_splitter.setChildrenCollapsible(False)

        self.splitter = QSplitter(Qt.Orientation.Horizontal)
        self.splitter.addWidget(left)
        self.splitter.addWidget(self.right_splitter)
        self.splitter.setStretchFactor(0, 11)
        self.splitter.setStretchFactor(1, 10)
        self.splitter.setChildrenCollapsible(False)
        pl = QVBoxLayout(page)
        pl.setContentsMargins(4, 4, 4, 4)
        pl.addLayout(self.top_bar)
        pl.addWidget(self.splitter, 1)

    def _meter(self, name: str) -> QLabel:
        label = QLabel(objectName=name)
        label.setStyleSheet(
            f"color: {HELD_COLOR.name()}; font-size: 13pt; font-weight: bold;"
            " font-family: monospace;"
        )
        return label

    def _build_actions(self) -> None:
        def action(
            text: str, slot: Callable[[], object], shortcut: str = "", tip: str = ""
        ) -> QAction:
            a = QAction(text, self)
            if shortcut:
                a.setShortcut(QKeySequence(shortcut))
            if tip:
                a.setStatusTip(tip)
            a.triggered.connect(slot)
            return a

        self.deal_action = action(
            "&Deal or draw",
            self._deal_from_menu,
            "",
            "Deal a hand, or draw the held cards (Enter or Space)",
        )
        self.hint_action = action(
            "&Hint: show the 32 holds", self._hint_from_menu, "", "Show the EVs before drawing (H)"
        )
        self.analyze_hand_action = action(
            "Analyze &this hand",
            self.analyze_current_hand,
            "",
            "Open the current deal in the hand analyzer",
        )
        self.analyzer_action = action(
            "Hand &analyzer",
            self.show_analyzer,
            "Ctrl+Shift+A",
            "Type or pick five cards and see all 32 holds",
        )
        self.review_action = action(
            "&Review mistakes",
            self.show_review,
            "Ctrl+Shift+R",
            "Past mistakes by cost; replay one",
        )
        self.export_action = action(
            "&Export session as CSV…",
            self.ask_export_session,
            "Ctrl+Shift+E",
            "Write this session's hands to a CSV file",
        )
        self.chart_png_action = action("EV-lost chart as &PNG…", self._export_chart_png)
        self.chart_svg_action = action("EV-lost chart as S&VG…", self._export_chart_svg)
        self.restart_action = action(
            "Re&start session",
            self.restart_session,
            "",
            "Start the drill again (same seed, same deals)",
        )
        self.reset_credits_action = action(
            "Reset &credits",
            self.reset_credits,
            "",
            "Put the credit meter back to the starting credits",
        )

    def menu_actions(self) -> list[QAction]:
        """The actions of the window's Practice menu (separators included)."""

        def separator() -> QAction:
            s = QAction(self)
            s.setSeparator(True)
            return s

        return [
            self.deal_action,
            self.hint_action,
            self.analyze_hand_action,
            separator(),
            self.analyzer_action,
            self.review_action,
            separator(),
            self.export_action,
            self.chart_png_action,
            self.chart_svg_action,
            separator(),
            self.restart_action,
            self.reset_credits_action,
            separator(),
            self.warn_action,
            self.guard_action,
        ]

    # ------------------------------------------------------------------- history

    def _open_history(self, path: str | Path | None) -> None:
        try:
            self._history = History(path)
        except HistoryError as exc:
            self._history = None
            self._history_off(str(exc))
            return
        self.review.set_history(self._history)

    def _history_off(self, reason: str) -> None:
        """Go on without history, saying why."""
        if self._history is not None:
            self._history.close()
        self._history = None
        self._history_session = None
        message = f"History is off: {reason}. Practice goes on, but hands are not saved."
        self.history_notice.setText("⚠ " + message)
        self.history_notice.show()
        self.review.set_history(None, message)
        self.statusMessage.emit(message)

    @property
    def history(self) -> History | None:
        """The open history, or ``None`` when it is unavailable."""
        return self._history

    @property
    def history_session_id(self) -> int | None:
        """The id of this session in the history (once a hand is recorded)."""
        return self._history_session

    def _session_settings(self) -> dict[str, Any]:
        assert self.session is not None
        return {
            "bet": self.session.bet,
            "seed": self.session.dealer.seed,
            "threshold": str(self.session.threshold),
            "warn_before_draw": self.warn_action.isChecked(),
            "guard_paying_hand": self.guard_action.isChecked(),
        }

    def _record(self, result: HandResult) -> None:
        if self._history is None or self.session is None:
            return
        try:
            if self._history_session is None:
                self._history_session = self._history.start_session(
                    self.session.table,
                    settings=self._session_settings(),
                    optimal_return=self.session.stats.optimal_return,
                )
            self._history.record_hand(self._history_session, result)
        except HistoryError as exc:
            self._history_off(str(exc))

    def _end_history_session(self) -> None:
        if self._history is not None and self._history_session is not None:
            try:
                self._history.end_session(self._history_session)
            except HistoryError as exc:
                self._history_off(str(exc))
        self._history_session = None

    # --------------------------------------------------------------- preparation

    @property
    def ready(self) -> bool:
        """True once the chosen table is prepared and a hand can be dealt."""
        return self.session is not None

    @property
    def table(self) -> PayTable | None:
        """The chosen pay table."""
        return self.chooser.table

    def _on_table_chosen(self, table: PayTable) -> None:
        if self.chooser.spec:
            self.settings.set(PRACTICE_TABLE, self.chooser.spec)
        self._close_session()
        self._prepared = None
        self.pay_display.set_table(table)
        for card in self.cards:
            card.set_wild_deuces(table.wild is Wild.DEUCES)
        self.state.setText(f"Preparing {table.name}…")
        self.state.setToolTip("")
        self._show_idle(f"Preparing {table.name}…")
        self._prepare_runner.submit(prepare_job(table))
        if table in self._optimal:
            self._optimal_runner.cancel()
        else:
            self._optimal_runner.submit(_optimal_job(table))

    def _on_prepared(self, prepared: PreparedTable) -> None:
        if prepared.table != self.chooser.table:
            return
        self._prepared = prepared
        self._new_session()
        self.tableReady.emit(prepared.table)
        if self._pending is not None:
            (table, cards), self._pending = self._pending, None
            if table is None or table == prepared.table:
                self.deal(cards)

    def _on_prepare_failed(self, message: str) -> None:
        self.state.setText(f"Cannot prepare this table: {message}")
        self.state.setToolTip(message)
        self._show_idle(f"This table cannot be practised: {message}")
        self.deal_button.setText("DEAL")
        self.statusMessage.emit(message)

    def _on_optimal(self, payload: tuple[PayTable, Fraction]) -> None:
        table, optimal = payload
        self._optimal[table] = optimal
        if self.session is None or self.session.table != table:
            return
        self.session.set_optimal_return(optimal)
        if self._history is not None and self._history_session is not None:
            try:
                self._history.set_optimal_return(self._history_session, optimal)
            except HistoryError as exc:
                self._history_off(str(exc))
        self._update_state()
        self._update_stats()
        if self.review.isVisible():
            self.review.refresh()

    def _on_optimal_failed(self, message: str) -> None:
        self.statusMessage.emit(f"The optimal return is not known: {message}")
        self._update_stats()

    def _new_session(self) -> None:
        """A fresh session on the prepared table with the current seed, bet and threshold."""
        self._close_session()
        assert self._prepared is not None
        table = self._prepared.table
        self.session = PracticeSession(
            self._prepared,
            seed=self.seed,
            bet=self.bet,
            threshold=self._threshold(),
            optimal_return=self._optimal.get(table),
        )
        self._mask = 0
        self._update_state()
        self._show_idle()

    def _close_session(self) -> None:
        """Forget the session (a dealt hand is abandoned) and end it in the history."""
        self._end_history_session()
        if self.session is not None:
            self.session.abandon()
            self._credits_base += self.session.stats.credits
            self.session = None

    def _update_state(self) -> None:
        if self.session is None:
            return
        table = self.session.table
        optimal = self._optimal.get(table)
        seed = self.session.dealer.seed
        drill = f"seed {seed}" if seed is not None else "random deals"
        ret = (
            f"optimal {float(optimal) * 100:.4f}%"
            if optimal is not None
            else "optimal return: computing…"
        )
        self.state.setText(f"{ret[:1].upper()}{ret[1:]} · {drill}")
        self.state.setToolTip(f"{table.name}: {ret}, {drill}")

    # ------------------------------------------------------------------ settings

    @staticmethod
    def _valid_seed_text(text: str) -> str:
        text = text.strip()
        return text if text.isdigit() and len(text) <= 18 else ""

    @property
    def seed(self) -> int | None:
        """The drill's seed from the seed field (``None``: random deals)."""
        text = self.seed_edit.text().strip()
        return int(text) if text.isdigit() else None

    def set_seed(self, seed: int | str | None) -> None:
        """Use another seed (``None`` or empty: random); restarts the session."""
        self.seed_edit.setText("" if seed is None else self._valid_seed_text(str(seed)))
        self._on_seed_edited(force=True)

    def _on_seed_edited(self, force: bool = False) -> None:
        text = self.seed_edit.text().strip()
        if text == self.settings.get(PRACTICE_SEED) and not force:
            return
        self.settings.set(PRACTICE_SEED, text)
        if self._prepared is not None:
            self._new_session()
            self.statusMessage.emit(f"New drill: {'seed ' + text if text else 'random deals'}")

    @property
    def bet(self) -> int:
        """Coins per hand, 1 to 5."""
        return max(self.bet_group.checkedId(), MIN_BET)

    def set_bet(self, bet: int) -> None:
        """Bet ``bet`` coins from the next deal on."""
        bet = min(max(int(bet), MIN_BET), MAX_BET)
        button = self.bet_group.button(bet)
        if button is not None and not button.isChecked():
            button.setChecked(True)
        self.settings.set(PRACTICE_BET, bet)
        if self.session is not None and not self.session.awaiting_draw:
            self.session.bet = bet
        self._update_meters()

    def _threshold(self) -> Fraction:
        return Fraction(repr(round(self.threshold_spin.value(), 6)))

    def _on_threshold(self, value: float) -> None:
        self.settings.set(MISTAKE_THRESHOLD, float(value))
        if self.session is not None:
            self.session.threshold = self._threshold()

    def _on_warn_toggled(self, on: bool) -> None:
        self.settings.set(WARN_BEFORE_DRAW, on)

    def _on_guard_toggled(self, on: bool) -> None:
        self.settings.set(GUARD_PAYING_HAND, on)

    # -------------------------------------------------------------------- play

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

    def deal(self, cards: Sequence[int] | str | None = None) -> HandEVs | None:
        """Deal a hand (or exactly ``cards``); a hand waiting for its draw is abandoned."""
        if self.session is None:
            return None
        if self.session.awaiting_draw:
            self.session.abandon()
        if self.session.bet != self.bet:
            self.session.bet = self.bet
        try:
            evs = self.session.deal(cards)
        except (CardError, PracticeError) as exc:
            self.statusMessage.emit(str(exc))
            self._set_grade(f"Cannot deal that hand: {exc}", NEUTRAL_STYLE)
            return None
        self._mask = 0
        self._hint = False
        for card, c in zip(self.cards, evs.hand, strict=True):
            card.set_card(c)
            card.set_held(False)
            card.set_dimmed(False)
            card.setEnabled(True)
            card.setCursor(Qt.CursorShape.PointingHandCursor)
        dealt = pay_hand(self.session.prepared, evs.hand, self.session.hand_bet)
        self.pay_display.set_hand(dealt=dealt.category if dealt.wins else None)
        self.payout_label.setText(f"Dealt: {dealt.label}" if dealt.wins else "")
        self.hold_table.set_hand(
            None,
            placeholder="The EVs of all 32 holds appear after the "
            "draw.\nPress Hint (H) to see them now.",
        )
        self.holds_title.setText("<b>All 32 holds</b> (hidden until the draw)")
        self._set_grade(
            "Hold the cards you want (click them or press 1–5), then draw (Enter or Space).",
            NEUTRAL_STYLE,
        )
        self.deal_button.setText("DRAW")
        self.hint_button.setEnabled(True)
        self.hint_action.setEnabled(True)
        self.analyze_button.setEnabled(True)
        self.analyze_hand_action.setEnabled(True)
        for b in self.bet_group.buttons():
            b.setEnabled(False)
        self._update_meters()
        if not self.deal_button.hasFocus() and self._focus_is_free():
            self.deal_button.setFocus(Qt.FocusReason.OtherFocusReason)
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

    def _check_before_draw(self, check: HoldCheck) -> bool:
        """The paying-hand guard and the mistake warning; False when the player backs out."""
        if not check.is_mistake or self.session is None:
            return True
        evs = self.session.evs
        assert evs is not None
        g = check.grade
        if self.guard_action.isChecked() and check.breaks_paying_hand:
            dealt = pay_hand(self.session.prepared, evs.hand, self.session.hand_bet)
            return self.confirm(
                "Draw away a paying hand?",
                f"The dealt hand already pays: {dealt.label} ({_coins(dealt.amount)} coins), "
                f"and this hold can end with less. Draw anyway?",
            )
        if self.warn_action.isChecked():
            best = " or ".join(hold_symbols(held_cards(evs.hand, m)) for m in g.best_masks)
            return self.confirm(
                "Strategy mistake",
                f"Holding {hold_symbols(held_cards(evs.hand, g.mask))} is a {g.severity} "
                f"mistake: it gives up {format_loss(g.cost)} coins "
                f"(EV {format_ev(g.player_ev)} against {format_ev(g.best_ev)} per coin).\n\n"
                f"The best hold is {best}.\n\nDraw anyway?",
            )
        return True

    def draw(self) -> HandResult | None:
        """Draw the held cards, pay, grade, record; ``None`` when nothing was drawn."""
        if self.session is None or not self.session.awaiting_draw:
            return None
        if not self._check_before_draw(self.session.check_hold(self._mask)):
            self._set_grade(
                "Not drawn: change your hold, or draw again and confirm.", NEUTRAL_STYLE
            )
            return None
        evs = self.session.evs
        result = self.session.draw(self._mask)
        self._record(result)
        assert evs is not None
        for i, (card, c) in enumerate(zip(self.cards, result.final, strict=True)):
            card.set_card(c)
            card.set_held(bool(result.mask >> i & 1))
            card.setCursor(Qt.CursorShape.ArrowCursor)
        payout = result.payout
        self.pay_display.set_hand(won=payout.category if payout.wins else None)
        self.payout_label.setText(
            f"{payout.label} — wins {_coins(payout.amount)}" if payout.wins else "No win"
        )
        g = result.grade
        style = (
            CORRECT_STYLE
            if g.correct
            else MAJOR_STYLE
            if g.severity is Severity.MAJOR
            else MINOR_STYLE
        )
        self._set_grade(grade_text(g, evs), style)
        self._hint = False
        self._show_holds(result.mask)
        self.deal_button.setText("DEAL")
        self.hint_button.setEnabled(False)
        self.hint_action.setEnabled(False)
        for b in self.bet_group.buttons():
            b.setEnabled(True)
        self._update_meters()
        self._update_stats()
        if self.review.isVisible():
            self.review.refresh()
        self.handDrawn.emit(result)
        return result

    def _show_holds(self, player_mask: int | None = None) -> None:
        assert self.session is not None
        evs = self.session.evs
        self.hold_table.set_hand(
            evs,
            bet=self.session.hand_bet,
            player_mask=self._mask if player_mask is None else player_mask,
        )
        self._name_hold_table(self.hold_table)
        title = "<b>All 32 holds</b>, best first"
        if self.session.awaiting_draw:
            title += " (hint: the hand is not drawn yet)"
        self.holds_title.setText(title)

    def show_hint(self) -> None:
        """Show the 32 holds before the draw."""
        if self.session is None or not self.session.awaiting_draw:
            return
        self._hint = True
        self._show_holds()

    def _set_grade(self, text: str, style: str) -> None:
        self.grade_label.setText(text)
        self.grade_label.setStyleSheet(f"QLabel#gradeLabel {{ {style}{_LABEL_PAD} }}")

    def _show_idle(self, message: str = "") -> None:
        """No hand on the table: cards face down, the deal button ready (or waiting)."""
        for card in self.cards:
            card.set_card(None)
            card.set_held(False)
            card.setCursor(Qt.CursorShape.ArrowCursor)
        self.pay_display.set_hand()
        self.payout_label.setText("")
        ready = self.session is not None
        self.deal_button.setText("DEAL" if ready else "Preparing…")
        self.deal_button.setEnabled(ready)
        self.deal_action.setEnabled(ready)
        self.hint_button.setEnabled(False)
        self.hint_action.setEnabled(False)
        self.analyze_button.setEnabled(False)
        self.analyze_hand_action.setEnabled(False)
        for b in self.bet_group.buttons():
            b.setEnabled(True)
        self.hold_table.set_hand(
            None,
            placeholder="Deal a hand: after the draw, every hold is ranked here with its exact EV.",
        )
        self.holds_title.setText("<b>All 32 holds</b>")
        if message:
            self._set_grade(message, NEUTRAL_STYLE)
        elif ready:
            self._set_grade("Press Deal (Enter or Space) to start.", NEUTRAL_STYLE)
        self._update_meters()
        self._update_stats()

    def _focus_is_free(self) -> bool:
        focus = self.focusWidget()
        return focus is None or not isinstance(focus, QLineEdit | QDoubleSpinBox)

    # ---------------------------------------------------------------- meters

    @property
    def credits(self) -> Fraction:
        """The credit meter: starting credits plus everything won or lost (bet taken)."""
        value = self._credits_base
        if self.session is not None:
            value += self.session.stats.credits
            if self.session.awaiting_draw:
                value -= self.session.hand_bet
        return value

    def reset_credits(self) -> None:
        """Put the credit meter back to the starting credits."""
        start = Fraction(self.settings.get(START_CREDITS))
        self._credits_base = start - (self.session.stats.credits if self.session else 0)
        self._update_meters()

    def _update_meters(self) -> None:
        credits = self.credits
        shown = _coins(credits) if credits >= 0 else "−" + _coins(-credits)
        self.credits_label.setText(f"CREDITS {shown}")
        bet = self.session.hand_bet if self.session and self.session.awaiting_draw else self.bet
        self.bet_label.setText(f"BET {bet}")
        self.pay_display.set_bet(bet)
        session = self.session
        last = session.last_result if session is not None else None
        waiting = session is not None and session.awaiting_draw
        win = last.payout.amount if last is not None and not waiting else 0
        self.win_label.setText(f"WIN {_coins(Fraction(win))}")

    def _update_stats(self) -> None:
        if self.session is None:
            stats = SessionStats(optimal_return=None)
            preparing = self._optimal_runner.busy
        else:
            stats = self.session.stats
            preparing = self.session.table not in self._optimal and self._optimal_runner.busy
        self.stats_label.setText(stats_html(stats, preparing_return=preparing))
        ret = stats.player_return_percent
        self.stats_label.setAccessibleDescription(
            f"hands {stats.hands}; mistakes {stats.mistakes} ({stats.minor_mistakes} minor, "
            f"{stats.major_mistakes} major); EV given up {format_loss(stats.cost)} coins; "
            f"your return {'unknown' if ret is None else f'{ret:.4f}%'}; "
            f"credits {_signed_coins(stats.credits)}"
        )
        self._show_chart([float(x) for x in stats.cost_series])

    def _show_chart(self, series: list[float]) -> None:
        """The cumulative cost, from zero, each hand marked while there are few."""
        self.chart.show_series(series)
        if not series:
            return
        plot = self.chart.plotItem
        if len(series) <= 60:
            plot.plot(
                list(range(1, len(series) + 1)),
                series,
                pen=None,
                symbol="o",
                symbolSize=5,
                symbolPen=None,
                symbolBrush=ACCENT,
            )
        plot.setYRange(0, max(max(series), 0.01) * 1.08, padding=0)
        bottom = plot.getAxis("bottom")
        if len(series) <= 12:
            bottom.setTickSpacing(1, 1)  # whole hands while there are few
        else:
            bottom.setTickSpacing()

    # -------------------------------------------------------------- keyboard

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if self.pages.currentWidget() is not self.play_page or not self._handle_key(event):
            super().keyPressEvent(event)

    def _handle_key(self, event: QKeyEvent) -> bool:
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
        return False

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if self._focus_is_free():
            QTimer.singleShot(0, self, self._focus_deal)

    def _focus_deal(self) -> None:
        if (
            self.isVisible()
            and self.pages.currentWidget() is self.play_page
            and self.focusWidget() is None
        ):
            self.deal_button.setFocus(Qt.FocusReason.OtherFocusReason)

    # -------------------------------------------------------- pages and replays

    def _bring_to_front(self, page: QWidget | None = None) -> None:
        """Show this view in the window's tabs (and ``page`` among its pages)."""
        if page is not None:
            self.pages.setCurrentWidget(page)
            if page is self.play_page:
                self.deal_button.setFocus(Qt.FocusReason.OtherFocusReason)
        w: QWidget | None = self
        while w is not None:
            parent = w.parentWidget()
            tabs = parent.parentWidget() if parent is not None else None
            if isinstance(tabs, QTabWidget) and tabs.indexOf(w) >= 0:
                tabs.setCurrentWidget(w)
            w = parent

    def show_analyzer(self) -> None:
        """Open the hand analyzer page."""
        self._bring_to_front(self.analyzer)
        self.analyzer.hand_edit.setFocus()

    def show_review(self) -> None:
        """Open the review page."""
        self._bring_to_front(self.review)

    def _deal_from_menu(self) -> None:
        self._bring_to_front(self.play_page)
        self.deal_or_draw()

    def _hint_from_menu(self) -> None:
        self._bring_to_front(self.play_page)
        self.show_hint()

    def analyze_current_hand(self) -> None:
        """Open the current deal in the hand analyzer."""
        if self.session is None or self.session.evs is None:
            return
        self.analyzer.analyze_hand(self.session.table, self.session.evs.hand)
        self._bring_to_front(self.analyzer)

    def replay(self, table: PayTable | None, cards: Sequence[int]) -> None:
        """Deal exactly ``cards`` on ``table`` (``None``: the current table)."""
        self._bring_to_front(self.play_page)
        cards = tuple(cards)
        if table is not None and table != self.chooser.table:
            self._pending = (table, cards)
            self.chooser.select_table(table)
            return
        if self.session is None:
            self._pending = (table, cards)
            return
        self.deal(cards)

    def replay_mistake(self, mistake: PastMistake) -> None:
        """Deal a past mistake's hand again, on the table it was played on."""
        try:
            table = mistake.load_table()
        except VPError as exc:
            QMessageBox.warning(self, "Cannot replay", f"The stored pay table is unreadable: {exc}")
            return
        self.replay(table, mistake.deal)

    def analyze_mistake(self, mistake: PastMistake) -> None:
        """Open a past mistake's hand in the analyzer, on its table."""
        try:
            table = mistake.load_table()
        except VPError as exc:
            QMessageBox.warning(
                self, "Cannot analyze", f"The stored pay table is unreadable: {exc}"
            )
            return
        self.analyzer.analyze_hand(table, mistake.deal, origin="from the history")
        self._bring_to_front(self.analyzer)

    def _analyzer_named(self) -> None:
        self._name_hold_table(self.analyzer.table)

    def _name_hold_table(self, active: HoldTable) -> None:
        """``holdEvTable`` names the hold table filled last (practice or analyzer)."""
        for table, own in (
            (self.hold_table, "practiceHoldTable"),
            (self.analyzer.table, "analyzerHoldTable"),
        ):
            table.setObjectName("holdEvTable" if table is active else own)

    def restart_session(self) -> None:
        """Start the session again: same table and seed, statistics from zero."""
        if self._prepared is not None:
            self._new_session()
            self.statusMessage.emit("Session restarted")

    # ---------------------------------------------------------------- export

    def ask_export_session(self) -> bool:
        """Export the current session (or the one selected in the review) to CSV."""
        session = self._history_session or self.review.selected_session()
        if self._history is None:
            QMessageBox.information(
                self, "Nothing to export", "The history is not available, so no hands are saved."
            )
            return False
        return self.review.ask_export(session)

    def _export_chart_png(self) -> None:
        self.chart.ask_export("png")

    def _export_chart_svg(self) -> None:
        self.chart.ask_export("svg")

    # --------------------------------------------------------------- shutdown

    def shutdown(self) -> None:
        """End the history session and close the database (the window is closing)."""
        if self._shut:
            return
        self._shut = True
        self._prepare_runner.cancel()
        self._optimal_runner.cancel()
        self._end_history_session()
        if self._history is not None:
            self._history.close()
            self._history = None
