"""The game being practised: the game chooser's effect, the strip above the machine, and
the solve a feature game grades against.

:class:`GameStrip` is a part of the Play page. When the options bar's game chooser
picks a game it gives the trainer that game's mode (the lines and bet the game plays
with), and says what the game is (a feature game that keeps the base game's strategy
says so plainly). While Practice shows a game that grades against a solved game
(Ultimate X at the lines played, Multi-Strike, Wheel Poker, Dream Card) it asks the job
layer for the solve (progress and Cancel on the strip) and hands it to the mode; the
view deals only once the mode is ready. After each deal and draw it shows the game's
state: each line's multiplier (Ultimate X), the levels stacked with the one played
(Multi-Strike), the Dream Card.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QHBoxLayout,
    QLabel,
    QSizePolicy,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from vptrainer.core.games.paytable import PayTable
from vptrainer.core.practice.games.catalog import NOTES, make_mode
from vptrainer.core.practice.games.common import FeatureMode
from vptrainer.core.practice.games.multi_strike import MultiStrikeMode
from vptrainer.core.practice.games.ultimate_x import UltimateXMode
from vptrainer.core.practice.modes import PlayMode
from vptrainer.core.practice.trainer import Trainer
from vptrainer.gui import style
from vptrainer.gui.i18n.messages import text as core_text
from vptrainer.gui.jobs import JobBinding, Jobs, Want
from vptrainer.gui.jobs.engine import PrepareRequest
from vptrainer.gui.jobs.practice_games import PracticeGameRequest
from vptrainer.gui.jobs.strip import ProgressStrip
from vptrainer.gui.practice.options_bar import OptionsBar
from vptrainer.gui.practice.play_area import PlayArea
from vptrainer.gui.timers import call_later

CHIP = (
    "QLabel {{ background: {bg}; color: {fg}; border-radius: 4px; padding: 1px 6px; "
    "font-weight: bold; }}"
)
CHIP_ON = CHIP.format(bg=style.HELD_COLOR.name(), fg=style.HELD_TEXT.name())
CHIP_OFF = CHIP.format(bg=style.FELT.name(), fg=style.CARD_FACE.name())
CHIP_DIM = CHIP.format(bg="#9e9e9e", fg="#ffffff")
MAX_CHIPS = 10


class GameStrip(QWidget):
    """The game practised (see the module).

    Another game chosen starts a session of it: the options bar says its table was
    chosen again. Signals: ``solved(object)`` with the :class:`PreparedTable` whose
    game's solve arrived (the view starts a session on it); ``returnChanged()``: the
    session's optimal return changed (another number of lines was solved).
    """

    solved = Signal(object)
    returnChanged = Signal()

    def __init__(
        self,
        jobs: Jobs,
        trainer: Trainer,
        options: OptionsBar,
        play: PlayArea,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("gameStrip")
        self.setAccessibleName(self.tr("The game practised"))
        self.trainer = trainer
        self.options = options
        self.play = play
        self.lines_panel = play.lines_panel
        self.store = jobs.store
        self.table: PayTable | None = None  # the table the view wants to play
        self.jobs = JobBinding(jobs, self.wanted, self)
        self.note = QLabel()
        self.note.setObjectName("gameNote")
        self.note.setAccessibleName(self.tr("About the game"))
        self.note.setWordWrap(True)
        self.note.setTextFormat(Qt.TextFormat.PlainText)
        self.note.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.state = QLabel()
        self.state.setObjectName("gameState")
        self.state.setAccessibleName(self.tr("The game's state"))
        self.state.setTextFormat(Qt.TextFormat.PlainText)
        self.chips = [self._chip(i) for i in range(MAX_CHIPS)]
        self.five_coin_option = QCheckBox(self.tr("5-coin option"))
        self.five_coin_option.setObjectName("uxFiveCoinOption")
        self.five_coin_option.setAccessibleName(self.tr("Ultimate X's 5-coin option"))
        self.five_coin_option.setToolTip(
            self.tr(
                "The machine lets you bet 5 coins a line on a hand that carries "
                "multipliers: the win is multiplied, no new multiplier is earned. Practice "
                "then grades against the game solved with that choice, the bet included."
            )
        )
        self.five_coin_option.toggled.connect(self._five_coin_option)
        self.five_coin_bet = QToolButton()
        self.five_coin_bet.setObjectName("uxFiveCoinBet")
        self.five_coin_bet.setText(self.tr("Bet 5 a line"))
        self.five_coin_bet.setCheckable(True)
        self.five_coin_bet.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.five_coin_bet.setAccessibleName(self.tr("Bet 5 coins a line on the next hand"))
        self.five_coin_bet.setToolTip(
            self.tr(
                "Bet 5 coins a line instead of 10 on the next hand (it carries "
                "multipliers): its wins are multiplied, it earns no multiplier for the "
                "hand after."
            )
        )
        self.five_coin_bet.toggled.connect(self._five_coin_bet)
        self.progress = ProgressStrip(
            self.jobs,
            ("gameSolveState", "gameSolveBar", "gameSolveCancel"),
            cancel_tip=self.tr("Stop solving the game (practise it once it is solved)"),
            bar_width=140,
        )
        self.progress.hide()  # shown while a solve runs
        row = QHBoxLayout()
        row.setContentsMargins(0, 0, 0, 0)
        row.setSpacing(3)
        row.addWidget(self.state)
        for chip in self.chips:
            row.addWidget(chip)
        row.addSpacing(8)
        row.addWidget(self.five_coin_bet)
        row.addWidget(self.five_coin_option)
        row.addStretch(1)
        row.addWidget(self.progress)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(1)
        layout.addWidget(self.note)
        layout.addLayout(row)
        options.gameChosen.connect(self.choose)
        play.handDealt.connect(self.show_state)
        options.linesChanged.connect(self._lines_changed)
        play.handDrawn.connect(self.show_state)
        self.installEventFilter(self)
        self.apply(options.game)

    def _chip(self, i: int) -> QLabel:
        chip = QLabel()
        chip.setObjectName(f"gameChip{i}")
        chip.setAlignment(Qt.AlignmentFlag.AlignCenter)
        chip.hide()
        return chip

    # -------------------------------------------------------------------- game

    @property
    def mode(self) -> PlayMode:
        """The trainer's mode."""
        return self.trainer.mode

    def apply(self, name: str) -> None:
        """Play the game ``name`` from the next session on (the trainer's mode, the lines
        and bet it allows)."""
        mode = make_mode(name)
        if isinstance(mode, UltimateXMode):  # the machine's option, as the box says
            mode.five_coin_game = self.five_coin_option.isChecked()
            mode.five_coin_next = self.five_coin_bet.isChecked()
        lines = self.options.lines if self.options.lines in mode.line_choices else 1
        self.trainer.mode = mode
        self.trainer.lines = lines
        if mode.fixed_bet is not None:
            self.trainer.bet = mode.fixed_bet
        self.options.fit_game(mode.line_choices, mode.fixed_bet)
        self.note.setText(core_text(NOTES.get(mode.name, "")))
        self.setVisible(mode.name != "standard")
        self.show_state()

    def choose(self, name: str) -> None:
        """The game chooser picked ``name``: play it (a new session)."""
        if name == self.mode.name:
            return
        self.apply(name)
        table = self.options.table
        if table is not None:  # a session of the game starts on the table
            self.options.tableChosen.emit(table)
            played = table.at_coins(self.trainer.bet)
            found, prepared = self.store.find(PrepareRequest(played))
            if found and self.ready(played):  # prepared already: no answer comes again
                self.solved.emit(prepared)
        self.jobs.update()

    def _lines_changed(self, lines: int) -> None:
        session = self.trainer.session
        if session is not None and not session.awaiting_draw:
            self.ready(session.table, lines)  # another number of lines: another solve
        # once the view gave the trainer the lines: the state, the solve asked for
        call_later(self, 0, self._after_lines)

    def _after_lines(self) -> None:
        self.show_state()
        self.jobs.update()

    def _five_coin_option(self, on: bool) -> None:
        """The 5-coin option on or off: the game solved with it or without (between hands)."""
        mode = self.mode
        if not isinstance(mode, UltimateXMode):
            return
        mode.five_coin_game = on
        session = self.trainer.session
        if session is not None and not session.awaiting_draw:
            self.trainer.refresh_return()
            if self.ready(session.table):
                self.play.show_idle()
            self.returnChanged.emit()
        self.show_state()
        self.play.refresh_meters()
        self.jobs.update()

    def _five_coin_bet(self, on: bool) -> None:
        mode = self.mode
        if isinstance(mode, UltimateXMode):
            mode.five_coin_next = on
            self.play.refresh_meters()

    # -------------------------------------------------------------------- solve

    def ready(self, table: PayTable, lines: int | None = None) -> bool:
        """Whether the mode can deal on ``table`` now, with the trainer's lines or
        ``lines`` (asks for its solve when not)."""
        self.table = table
        mode = self.mode
        lines = self.trainer.lines if lines is None else lines
        ok = not isinstance(mode, FeatureMode) or mode.ready(table, lines)
        if not ok:
            text = self.tr("Solving {game} for {table}…").format(
                game=mode_title(mode), table=table.name
            )
            self.state.setText(text)
            self.state.show()
            self.play.show_idle(text)
            self.play.deal_button.setEnabled(False)
            call_later(self, 0, self.jobs.update)
        return ok

    def wanted(self) -> list[Want[Any]]:
        """While the strip is shown: the solve the mode grades against, for the table
        played at the lines chosen."""
        mode, table = self.mode, self.table
        if not isinstance(mode, FeatureMode) or not mode.needs_solution:
            return []
        if table is None or not self.isVisible():
            return []
        lines = self.trainer.lines
        if isinstance(mode, UltimateXMode):
            request = PracticeGameRequest(table, mode.name, lines, mode.five_coin_game)
        else:
            request = PracticeGameRequest(table, mode.name, 1)
        return [Want(request, self.show_solution, self.show_failed, self._waiting)]

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self and event.type() in (QEvent.Type.Show, QEvent.Type.Hide):
            call_later(self, 0, self.jobs.update)
        return False

    def show_solution(self, solution: object) -> None:
        """The solved game arrived: the mode grades against it."""
        mode, table = self.mode, self.table
        if not isinstance(mode, FeatureMode) or table is None:
            return
        lines = self.trainer.lines
        self.progress.hide()
        if mode.ready(table, lines):
            return
        mode.set_solution(table, lines, solution)
        self.show_state()
        session = self.trainer.session
        if session is not None and session.table == table:  # the lines' solve: deal on
            self.trainer.refresh_return()
            self.returnChanged.emit()
            if not session.awaiting_draw:
                self.play.show_idle()
            return
        found, prepared = self.store.find(PrepareRequest(table))
        if found:
            self.solved.emit(prepared)

    def show_failed(self, message: str) -> None:
        """The game cannot be solved on this table: say why."""
        self.progress.hide()
        self.state.show()
        self.state.setText(
            self.tr("{game} cannot be played on this table: {reason}").format(
                game=mode_title(self.mode), reason=message
            )
        )

    def _waiting(self) -> None:
        table = self.table
        self.progress.show()
        self.state.show()
        if table is not None:
            self.state.setText(
                self.tr("Solving {game} for {table}…").format(
                    game=mode_title(self.mode), table=table.name
                )
            )

    # -------------------------------------------------------------------- state

    def show_state(self) -> None:
        """Show the game's state: the lines' multipliers, the levels, nothing."""
        mode = self.mode
        for chip in self.chips:
            chip.hide()
        self.state.setVisible(isinstance(mode, UltimateXMode | MultiStrikeMode))
        self.five_coin_option.setVisible(isinstance(mode, UltimateXMode))
        self.five_coin_bet.setVisible(isinstance(mode, UltimateXMode) and mode.five_coin_game)
        if isinstance(mode, UltimateXMode):
            self._show_multipliers(mode)
        elif isinstance(mode, MultiStrikeMode):
            self._show_levels(mode)
        else:
            self.state.setText("")

    def _show_multipliers(self, mode: UltimateXMode) -> None:
        session = self.trainer.session
        playing = session is not None and session.awaiting_draw
        self.five_coin_option.setEnabled(not playing)  # the game changes between hands
        self.five_coin_bet.setEnabled(not playing and mode.five_coin_allowed(self.trainer.lines))
        if playing:
            multipliers = mode.hand_multipliers
            self.state.setText(
                self.tr("This hand: {total}x in all.").format(total=sum(multipliers))
            )
        else:
            multipliers = mode.multipliers_for(self.trainer.lines)
            self.state.setText(
                self.tr("Next hand: {total}x in all.").format(total=sum(multipliers))
            )
        for i, (chip, m) in enumerate(zip(self.chips, multipliers, strict=False)):
            chip.setText(f"{m}x")
            chip.setAccessibleName(
                self.tr("Line {line} carries {multiplier}x.").format(line=i + 1, multiplier=m)
            )
            chip.setToolTip(
                self.tr("Line {line} carries {multiplier}x into the hand.").format(
                    line=i + 1, multiplier=m
                )
            )
            chip.setStyleSheet(CHIP_ON if m > 1 else CHIP_OFF)
            chip.show()
        self.lines_panel.set_multipliers(multipliers[1:])

    def _show_levels(self, mode: MultiStrikeMode) -> None:
        session = self.trainer.session
        playing = session is not None and session.awaiting_draw
        level = mode.dealt_level if playing else mode.level
        if playing and mode.free_ride:
            said = self.tr("Level {level} of {levels} with a free ride:")
        else:
            said = self.tr("Level {level} of {levels}:")
        self.state.setText(said.format(level=level, levels=mode.levels))
        multipliers = [2**k for k in range(mode.levels)]
        for k in range(mode.levels - 1, -1, -1):  # the top level first, as stacked
            chip = self.chips[mode.levels - 1 - k]
            chip.setText(f"{multipliers[k]}x")
            pays = self.tr("Level {level} pays {multiplier}x.").format(
                level=k + 1, multiplier=multipliers[k]
            )
            chip.setAccessibleName(pays)
            chip.setToolTip(pays)
            sheet = CHIP_ON if k + 1 == level else CHIP_DIM if k + 1 < level else CHIP_OFF
            chip.setStyleSheet(sheet)
            chip.show()


def mode_title(mode: PlayMode) -> str:
    """A mode's name for the player."""
    return str(
        getattr(mode, "title", "") or QCoreApplication.translate("GameStrip", "Standard play")
    )
