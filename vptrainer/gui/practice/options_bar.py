"""The bar above the practice machine: what to practise and how, saved in the settings."""

from __future__ import annotations

from collections.abc import Callable
from fractions import Fraction

from PySide6.QtCore import QEvent, QObject, QSignalBlocker, Qt, Signal
from PySide6.QtGui import QAction, QKeyEvent, QRegularExpressionValidator
from PySide6.QtWidgets import (
    QAbstractButton,
    QButtonGroup,
    QComboBox,
    QDoubleSpinBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QMenu,
    QSizePolicy,
    QToolButton,
    QWidget,
)

from vptrainer.core.games.paytable import PayTable
from vptrainer.core.practice.dealing import (
    DEFAULT_MAJOR_THRESHOLD,
    MAX_BET,
    MIN_BET,
)
from vptrainer.core.practice.games.catalog import GAMES
from vptrainer.core.practice.modes import PlayMode
from vptrainer.gui.i18n.messages import text as core_text
from vptrainer.gui.settings import (
    GUARD_PAYING_HAND,
    LINES_PER_HAND,
    MISTAKE_THRESHOLD,
    PRACTICE_BET,
    PRACTICE_GAME,
    PRACTICE_SEED,
    PRACTICE_TABLE,
    WARN_BEFORE_DRAW,
    Settings,
)
from vptrainer.gui.widgets.table_chooser import TableChooser

SEED_DIGITS = 18


def valid_seed_text(text: str) -> str:
    """``text`` when it is a seed (up to 18 digits), else ``""`` (random deals)."""
    text = text.strip()
    return text if text.isdigit() and len(text) <= SEED_DIGITS else ""


class OptionsBar(QWidget):
    """Pay table, bet, seed, the major-mistake threshold, the warnings, and a state line.

    Each option is read from the settings when the bar is built and saved when it
    changes. The warnings are two checkable actions (``warn_action``,
    ``guard_action``), also offered in the window's Practice menu.

    Signals: ``tableChosen(object)`` with the :class:`PayTable` chosen;
    ``betChanged(int)``; ``linesChanged(int)`` (multi-play lines per hand);
    ``gameChosen(str)`` with the name of the game to practise (standard play or a
    feature game);
    ``seedChanged(str)`` when the drill's seed is edited or set
    (empty: random deals); ``thresholdChanged(object)`` with the new
    :class:`~fractions.Fraction` per coin; ``editingDone()``: Enter in the seed or
    threshold field committed it (the machine takes the keys again, see
    :meth:`eventFilter`).

    :attr:`seed_guard`, when set, is asked before a new seed is used (``False``: the
    seed field goes back to the seed in use).
    """

    tableChosen = Signal(object)
    betChanged = Signal(int)
    linesChanged = Signal(int)
    seedChanged = Signal(str)
    thresholdChanged = Signal(object)
    gameChosen = Signal(str)
    editingDone = Signal()

    def __init__(
        self,
        settings: Settings,
        current_table: Callable[[], PayTable] | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.settings = settings
        #: asked before a new seed is used (see the class)
        self.seed_guard: Callable[[str], bool] | None = None
        self._asking = False
        self.chooser = TableChooser(current_table)
        self.chooser.setObjectName("practiceTableCombo")
        self.chooser.setMinimumContentsLength(10)
        self.chooser.tableChosen.connect(self._on_table_chosen)

        self.bet_group = QButtonGroup(self)
        self.bet_group.setExclusive(True)
        bets = QHBoxLayout()
        bets.setSpacing(2)
        bet = min(max(settings.get(PRACTICE_BET), MIN_BET), MAX_BET)
        for b in range(MIN_BET, MAX_BET + 1):
            button = QToolButton()
            button.setObjectName(f"bet{b}")
            button.setText(str(b))
            button.setCheckable(True)
            button.setChecked(b == bet)
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            button.setMinimumWidth(24)
            self.bet_group.addButton(button, b)
            bets.addWidget(button)
        self.bet_group.idClicked.connect(self.set_bet)

        self.lines_combo = QComboBox()
        self.lines_combo.setObjectName("practiceLinesCombo")
        for n in PlayMode.line_choices:  # a game's own choices: fit_game
            self.lines_combo.addItem(self._lines_text(n), n)
        saved = self.lines_combo.findData(settings.get(LINES_PER_HAND))
        self.lines_combo.setCurrentIndex(max(saved, 0))
        self.lines_combo.currentIndexChanged.connect(self._on_lines)

        self.game_combo = QComboBox()
        self.game_combo.setObjectName("practiceGameCombo")
        for name, title in GAMES:
            self.game_combo.addItem(core_text(title), name)
        saved_game = self.game_combo.findData(settings.get(PRACTICE_GAME))
        self.game_combo.setCurrentIndex(max(saved_game, 0))
        self.game_combo.setSizeAdjustPolicy(
            QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon
        )
        self.game_combo.setMinimumContentsLength(8)  # the window fits a 1024x640 screen
        self.game_combo.currentIndexChanged.connect(self._on_game)
        self._fixed_bet: int | None = None

        self.seed_edit = QLineEdit()
        self.seed_edit.setObjectName("seedEdit")
        self.seed_edit.setMaxLength(SEED_DIGITS)
        self.seed_edit.setFixedWidth(80)
        self.seed_edit.setValidator(QRegularExpressionValidator(r"\d{0,18}", self.seed_edit))
        self.seed_edit.setText(valid_seed_text(settings.get(PRACTICE_SEED)))
        self.seed_edit.editingFinished.connect(self._on_seed_edited)

        self.threshold_spin = QDoubleSpinBox()
        self.threshold_spin.setObjectName("thresholdSpin")
        self.threshold_spin.setDecimals(4)
        self.threshold_spin.setRange(0.0001, 5.0)
        self.threshold_spin.setSingleStep(0.005)
        value = settings.get(MISTAKE_THRESHOLD)
        self.threshold_spin.setValue(value if value > 0 else float(DEFAULT_MAJOR_THRESHOLD))
        self.threshold_spin.valueChanged.connect(self._on_threshold)
        for field in (self.seed_edit, self.threshold_spin):
            field.installEventFilter(self)

        self.warn_action = QAction(self)
        self.warn_action.setCheckable(True)
        self.warn_action.setChecked(settings.get(WARN_BEFORE_DRAW))
        self.warn_action.toggled.connect(self._on_warn_toggled)
        self.guard_action = QAction(self)
        self.guard_action.setCheckable(True)
        self.guard_action.setChecked(settings.get(GUARD_PAYING_HAND))
        self.guard_action.toggled.connect(self._on_guard_toggled)
        self.options_button = QToolButton()
        self.options_button.setObjectName("practiceOptions")
        self.options_button.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        options = QMenu(self.options_button)
        options.addAction(self.warn_action)
        options.addAction(self.guard_action)
        self.options_button.setMenu(options)

        self.state = QLabel()
        self.state.setObjectName("practiceState")
        self.state.setTextFormat(Qt.TextFormat.PlainText)
        self.state.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)

        bar = QHBoxLayout(self)
        bar.setContentsMargins(0, 0, 0, 0)
        self.table_label = table_label = QLabel()
        table_label.setBuddy(self.chooser)
        bar.addWidget(table_label)
        bar.addWidget(self.chooser)
        bar.addWidget(self.game_combo)  # its entries name the game: no label (1024 px)
        bar.addSpacing(4)
        self.bet_label = QLabel()
        bar.addWidget(self.bet_label)
        bar.addLayout(bets)
        bar.addWidget(self.lines_combo)
        bar.addSpacing(4)
        self.seed_label = seed_label = QLabel()
        seed_label.setBuddy(self.seed_edit)
        bar.addWidget(seed_label)
        bar.addWidget(self.seed_edit)
        bar.addSpacing(4)
        self.major_label = major_label = QLabel()
        major_label.setBuddy(self.threshold_spin)
        bar.addWidget(major_label)
        bar.addWidget(self.threshold_spin)
        bar.addWidget(self.options_button)
        bar.addSpacing(4)
        bar.addWidget(self.state, 1)
        self.retranslate()

    def retranslate(self) -> None:
        """Set the bar's labels, choices and tips in the current language."""
        self.table_label.setText(self.tr("Pay &table"))
        self.bet_label.setText(self.tr("Bet"))
        self.seed_label.setText(self.tr("&Seed"))
        self.major_label.setText(self.tr("&Major from"))
        self.chooser.setToolTip(self.tr("The pay table to practise on"))
        for button in self.bet_group.buttons():
            b = self.bet_group.id(button)
            button.setToolTip(
                self.tr("Bet %n coin per hand", "", b)
                if b == 1
                else self.tr("Bet %n coins per hand", "", b)
            )
        self.lines_combo.setToolTip(
            self.tr(
                "Multi-play: one hold, each line drawn from its own shuffle of the rest of the deck"
            )
        )
        for i in range(self.lines_combo.count()):
            n = int(self.lines_combo.itemData(i))
            text = self.tr("%n line", "", n) if n == 1 else self.tr("%n lines", "", n)
            self.lines_combo.setItemText(i, text)
        self.game_combo.setAccessibleName(self.tr("Game"))
        self.game_combo.setToolTip(
            self.tr("The game to practise: standard play, or a feature game graded its own way")
        )
        self.seed_edit.setPlaceholderText(self.tr("random"))
        self.seed_edit.setToolTip(
            self.tr(
                "A number replays the same sequence of deals (a drill); empty deals at random. "
                "It changes between hands."
            )
        )
        self.threshold_spin.setSuffix(self.tr(" /coin"))
        self.threshold_spin.setToolTip(
            self.tr(
                "A mistake is major when it gives up at least this much EV per coin, "
                "minor otherwise"
            )
        )
        self.warn_action.setText(self.tr("&Warn before drawing a mistake"))
        self.warn_action.setStatusTip(self.tr("Ask before drawing a hold that is not the best"))
        self.guard_action.setText(self.tr("&Guard dealt paying hands"))
        self.guard_action.setStatusTip(
            self.tr("Ask before a mistake draws away a hand that already pays")
        )
        self.options_button.setToolTip(
            self.tr("Practice options: warnings, mistake threshold and more")
        )
        self.options_button.setText(self.tr("Options"))

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()

    # ------------------------------------------------------------------ table

    @property
    def table(self) -> PayTable | None:
        """The chosen pay table."""
        return self.chooser.table

    def restore_table(self) -> str | None:
        """Choose the table the settings remember (the default table when it cannot be
        opened: then returns what went wrong)."""
        return self.chooser.restore(self.settings.get(PRACTICE_TABLE))

    def _on_table_chosen(self, table: PayTable) -> None:
        if self.chooser.spec:
            self.settings.set(PRACTICE_TABLE, self.chooser.spec)
        self.tableChosen.emit(table)

    def show_state(self, text: str, tip: str = "") -> None:
        """Say what the machine is doing (preparing, the optimal return, the drill)."""
        self.state.setText(text)
        self.state.setToolTip(tip)

    # -------------------------------------------------------------------- bet

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
        self.betChanged.emit(bet)

    @property
    def lines(self) -> int:
        """Lines per hand (multi-play): one of the game's choices (standard play: 1, 3, 5,
        10, 50 or 100)."""
        return int(self.lines_combo.currentData() or 1)

    def set_lines(self, lines: int) -> None:
        """Play ``lines`` lines from the next deal on (one of the choices)."""
        index = self.lines_combo.findData(lines)
        if index >= 0:
            self.lines_combo.setCurrentIndex(index)

    def _on_lines(self) -> None:
        self.settings.set(LINES_PER_HAND, self.lines)
        self.linesChanged.emit(self.lines)

    def set_betting_enabled(self, enabled: bool) -> None:
        """Allow a change of bet, lines, seed and threshold (not while a hand waits for
        its draw: the machine's keys are then never typed into a field; never a change of
        bet in a game that plays one bet)."""
        button: QAbstractButton
        for button in self.bet_group.buttons():
            button.setEnabled(enabled and self._fixed_bet is None)
        self.lines_combo.setEnabled(enabled and self._line_choices() > 1)
        for widget in (self.seed_edit, self.threshold_spin):
            widget.setEnabled(enabled)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Enter in the seed or threshold field commits it and gives the keys back to the
        machine (``editingDone``); it does not deal too."""
        if (
            watched in (self.seed_edit, self.threshold_spin)
            and event.type() == QEvent.Type.KeyPress
            and isinstance(event, QKeyEvent)
            and event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter)
        ):
            if watched is self.seed_edit:
                self._on_seed_edited()
            else:
                self.threshold_spin.interpretText()
            self.editingDone.emit()
            return True
        return super().eventFilter(watched, event)

    def _line_choices(self) -> int:
        return self.lines_combo.count()

    # ------------------------------------------------------------------- game

    @property
    def game(self) -> str:
        """The name of the game to practise (``standard``: standard play)."""
        return str(self.game_combo.currentData() or "standard")

    def set_game(self, name: str) -> None:
        """Practise the game ``name`` (one of the chooser's)."""
        index = self.game_combo.findData(name)
        if index >= 0:
            self.game_combo.setCurrentIndex(index)

    def _on_game(self) -> None:
        self.settings.set(PRACTICE_GAME, self.game)
        self.gameChosen.emit(self.game)

    def _lines_text(self, n: int) -> str:
        """A choice of the lines box: ``1 line``, ``3 lines``."""
        return self.tr("1 line") if n == 1 else self.tr("{n} lines").format(n=n)

    def fit_game(self, line_choices: tuple[int, ...], fixed_bet: int | None) -> None:
        """Offer the lines a game plays (the mode's :attr:`~PlayMode.line_choices`), and
        its one bet when it has one; the lines played stay when the game plays them."""
        combo = self.lines_combo
        current = self.lines
        if tuple(combo.itemData(i) for i in range(combo.count())) != tuple(line_choices):
            with QSignalBlocker(combo):
                combo.clear()
                for n in line_choices:
                    combo.addItem(self._lines_text(n), n)
                combo.setCurrentIndex(max(combo.findData(current), 0))
            if self.lines != current:
                self._on_lines()
        self._fixed_bet = fixed_bet
        if fixed_bet is not None and self.bet != fixed_bet:
            self.set_bet(fixed_bet)
        self.set_betting_enabled(True)

    # ------------------------------------------------------------------- seed

    @property
    def seed(self) -> int | None:
        """The drill's seed from the seed field (``None``: random deals)."""
        text = self.seed_edit.text().strip()
        return int(text) if text.isdigit() else None

    def set_seed(self, seed: int | str | None) -> None:
        """Use another seed (``None`` or empty: random); says so even when it is the same."""
        self.seed_edit.setText("" if seed is None else valid_seed_text(str(seed)))
        self._on_seed_edited(force=True)

    def _on_seed_edited(self, force: bool = False) -> None:
        text = self.seed_edit.text().strip()
        used = self.settings.get(PRACTICE_SEED)
        if self._asking or (text == used and not force):
            return
        if self.seed_guard is not None:
            self._asking = True  # the question takes the focus: editingFinished again
            try:
                agreed = self.seed_guard(text)
            finally:
                self._asking = False
            if not agreed:
                self.seed_edit.setText(valid_seed_text(used))
                return
        self.settings.set(PRACTICE_SEED, text)
        self.seedChanged.emit(text)

    # ------------------------------------------------------- threshold and warnings

    @property
    def threshold(self) -> Fraction:
        """The major-mistake threshold per coin, exactly as shown."""
        return Fraction(repr(round(self.threshold_spin.value(), 6)))

    def _on_threshold(self, value: float) -> None:
        self.settings.set(MISTAKE_THRESHOLD, float(value))
        self.thresholdChanged.emit(self.threshold)

    def _on_warn_toggled(self, on: bool) -> None:
        self.settings.set(WARN_BEFORE_DRAW, on)

    def _on_guard_toggled(self, on: bool) -> None:
        self.settings.set(GUARD_PAYING_HAND, on)
