"""The Practice view: deal, hold, draw, graded against the exact optimal hold.

Four pages share one pay-table choice and one history: *Play* (the options bar, the
machine, the 32 ranked holds, and the session's statistics and EV-lost chart),
*Hand analyzer*, *Review mistakes* and *Situations*. :class:`PracticeView` only
coordinates: practice itself (the session, bet, lines, drills, grades) is the Qt-free
:class:`~vptrainer.core.practice.trainer.Trainer`, which the play area shows; the view
connects the parts' signals and, while it is shown, asks for what it needs
(:meth:`PracticeView.wanted`): the table prepared and its optimal return; the Play
page's drills ask for the chart's situations (the Strategy view's strategy maker is
shared) and the close calls (:mod:`.drills`). The
GUI thread only computes the 32 hold EVs of a dealt hand (well under 20 ms).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from fractions import Fraction
from typing import Any

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QAction, QHideEvent, QKeyEvent, QShowEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QLabel,
    QMessageBox,
    QSplitter,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from vptrainer.core.engine.analysis import AnalysisResult
from vptrainer.core.engine.holds import HandEVs
from vptrainer.core.engine.prepared import PreparedTable
from vptrainer.core.errors import VPError
from vptrainer.core.games.paytable import PayTable
from vptrainer.core.practice.dealing import MAX_BET
from vptrainer.core.practice.grading import HandResult
from vptrainer.core.practice.history.records import PastMistake
from vptrainer.core.practice.session import PracticeSession, SessionStats
from vptrainer.core.practice.texts import short_pays_text
from vptrainer.core.practice.trainer import Trainer
from vptrainer.gui.accessibility import describe
from vptrainer.gui.i18n.messages import text as core_text
from vptrainer.gui.jobs import JobBinding, Jobs, Want
from vptrainer.gui.jobs.engine import AnalysisRequest, PrepareRequest
from vptrainer.gui.practice.analyzer import HandAnalyzer
from vptrainer.gui.practice.commands import PracticeCommands
from vptrainer.gui.practice.drill_bar import DrillBar
from vptrainer.gui.practice.drills import DrillCoordinator
from vptrainer.gui.practice.games import GameStrip
from vptrainer.gui.practice.holds_panel import HoldsContent, HoldsPanel
from vptrainer.gui.practice.keys import MachineKeys
from vptrainer.gui.practice.options_bar import OptionsBar
from vptrainer.gui.practice.play_area import PlayArea
from vptrainer.gui.practice.recorder import HistoryRecorder
from vptrainer.gui.practice.review import ReviewView
from vptrainer.gui.practice.session_panel import SessionPanel
from vptrainer.gui.practice.situations_page import SituationsPage
from vptrainer.gui.settings import PRACTICE_TABLE, START_CREDITS, Settings
from vptrainer.gui.style import NOTICE_STYLE, use
from vptrainer.gui.timers import call_later
from vptrainer.gui.widgets.ranked_holds import RankedHoldsView


class PracticeView(QWidget):
    """Practice video poker against the exact optimal hold.

    Keys on the Play page: 1-5 toggle a hold, Enter or Space deal (and draw once a
    hand is dealt), H shows the EVs before the draw.

    Signals: ``statusMessage(str)`` for the status bar; ``tableReady(object)`` with
    the :class:`PayTable` once a session on it can deal; ``handDealt(object)`` with
    the :class:`HandEVs` of a deal; ``handDrawn(object)`` with the :class:`HandResult`;
    ``activateRequested()``: show this view (a menu command or a replay wants it
    seen; the window switches to it); ``problemFound(str)``: something could not be
    opened (a remembered table, the history); practice goes on without it.
    """

    statusMessage = Signal(str)
    problemFound = Signal(str)
    tableReady = Signal(object)
    handDealt = Signal(object)
    handDrawn = Signal(object)
    activateRequested = Signal()

    def __init__(
        self,
        jobs: Jobs,
        settings: Settings,
        current_table: Callable[[], PayTable] | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("practiceView")
        self.settings = settings
        self.store = jobs.store
        self._pending: tuple[PayTable | None, tuple[int, ...]] | None = None
        self._history_lines = 1
        self._shut = False
        #: what could not be opened (also said through ``problemFound``)
        self.problems: list[str] = []
        self.jobs = JobBinding(jobs, self.wanted, self)

        self.options = OptionsBar(settings, current_table)
        self.drill_bar = DrillBar(settings)
        self.trainer = Trainer(
            start_credits=Fraction(settings.get(START_CREDITS)),
            bet=self.options.bet,
            lines=self.options.lines,
            seed=self.options.seed,
            threshold=self.options.threshold,
            warn_before_draw=self.options.warn_action.isChecked(),
            guard_paying_hand=self.options.guard_action.isChecked(),
            drill=self.drill_bar.mode,
            margin=self.drill_bar.margin,
        )
        self.situations_page = SituationsPage()
        self.play = PlayArea(self.trainer)
        self.games = GameStrip(jobs, self.trainer, self.options, self.play)
        self.holds = HoldsPanel()
        self.session_panel = SessionPanel(self.options.game)
        self.analyzer = HandAnalyzer(jobs, current_table)
        self.review = ReviewView()
        self.recorder = HistoryRecorder(jobs, self)
        self.drills = DrillCoordinator(
            jobs, self.trainer, self.drill_bar, self.recorder, self.options, self
        )
        self.history_notice = QLabel()
        self.history_notice.setObjectName("historyNotice")
        self.history_notice.setWordWrap(True)
        use(self.history_notice, NOTICE_STYLE)
        self.history_notice.hide()
        self.commands = PracticeCommands(self.options.warn_action, self.options.guard_action, self)
        self._build_layout()
        self.keys = MachineKeys(
            self, self.pages, self.play_page, self.play, self.options, self.trainer
        )
        self._connect()
        for table in self.findChildren(QAbstractItemView):  # Tab moves on, not cell to cell
            table.setTabKeyNavigation(False)

        self.play.show_lines()
        self.review.set_history(self.recorder.open())
        self.situations_page.set_history(self.recorder.history)
        self._show_idle()
        for problem in (
            self.options.restore_table(),
            self.analyzer.ensure_table(settings.get(PRACTICE_TABLE)),
        ):
            if problem and problem not in self.problems:
                self.problems.append(problem)

    # ------------------------------------------------------------------ building

    def _build_layout(self) -> None:
        top = QWidget()
        tl = QVBoxLayout(top)
        tl.setContentsMargins(0, 0, 0, 0)
        tl.setSpacing(2)
        tl.addWidget(self.drill_bar)
        tl.addWidget(self.holds, 1)
        right = QSplitter(Qt.Orientation.Vertical)
        right.addWidget(top)
        right.addWidget(self.session_panel)
        right.setStretchFactor(0, 3)
        right.setStretchFactor(1, 2)
        right.setSizes([330, 300])
        right.setChildrenCollapsible(False)
        self.play_scroll = self.play.scroll_area()
        splitter = QSplitter(Qt.Orientation.Horizontal)
        splitter.addWidget(self.play_scroll)
        splitter.addWidget(right)
        splitter.setStretchFactor(0, 11)
        splitter.setStretchFactor(1, 10)
        splitter.setSizes([1100, 1000])  # in proportion, whatever the window's width
        splitter.setChildrenCollapsible(False)
        self.play_page = QWidget()
        self.play_page.setObjectName("playPage")
        self.play_page.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        pl = QVBoxLayout(self.play_page)
        pl.setContentsMargins(4, 4, 4, 4)
        pl.addWidget(self.options)
        pl.addWidget(self.games)
        pl.addWidget(splitter, 1)

        self.pages = QTabWidget()
        self.pages.setObjectName("practicePages")
        for page in (self.play_page, self.analyzer, self.review, self.situations_page):
            self.pages.addTab(page, "")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 6, 6, 6)
        layout.addWidget(self.history_notice)
        layout.addWidget(self.pages, 1)
        self.retranslate()

    def retranslate(self) -> None:
        """Set the pages' names and the menu's commands in the current language."""
        describe(
            self.play_page,
            self.tr("Practice machine"),
            self.tr("Keys: 1 to 5 hold, Enter or Space deal and draw, H hint, B bet."),
        )
        describe(
            self.pages,
            self.tr("Practice pages"),
            self.tr("Play, Hand analyzer, Review mistakes and Situations."),
        )
        self.pages.setTabText(0, self.tr("&Play"))
        self.pages.setTabText(1, self.tr("Hand &analyzer"))
        self.pages.setTabText(2, self.tr("&Review mistakes"))
        self.pages.setTabText(3, self.tr("S&ituations"))

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
            self.commands.retranslate()  # actions get no language change of their own
            self._update_state()
            self._update_stats()

    def _connect(self) -> None:
        options, play, trainer = self.options, self.play, self.trainer
        options.tableChosen.connect(self._on_table_chosen)
        self.games.solved.connect(self.show_prepared)
        self.games.returnChanged.connect(self._update_stats)
        self.games.returnChanged.connect(self._update_state)
        options.gameChosen.connect(self.session_panel.set_game)
        options.betChanged.connect(self._on_bet_changed)
        play.nextBetRequested.connect(self._next_bet)
        options.linesChanged.connect(self._on_lines)
        options.seedChanged.connect(self._on_seed_changed)
        options.thresholdChanged.connect(self._on_threshold)
        self.drills.statusMessage.connect(self.statusMessage)
        self.drills.chartReady.connect(self._fill_reason)
        options.warn_action.toggled.connect(lambda on: setattr(trainer, "warn_before_draw", on))
        options.guard_action.toggled.connect(lambda on: setattr(trainer, "guard_paying_hand", on))
        play.holdsChanged.connect(self._on_holds)
        play.controlsChanged.connect(self._sync_controls)
        play.handDealt.connect(self._on_dealt)
        play.handDrawn.connect(self._on_drawn)
        play.analyzeRequested.connect(self.analyze_current_hand)
        play.statusMessage.connect(self.statusMessage)
        self.analyzer.statusMessage.connect(self.statusMessage)
        self.analyzer.practiceRequested.connect(self.replay)
        self.analyzer.holdsShown.connect(self._analyzer_named)
        self.review.statusMessage.connect(self.statusMessage)
        self.review.replayRequested.connect(self.replay_mistake)
        self.review.analyzeRequested.connect(self.analyze_mistake)
        self.recorder.historyOff.connect(self._on_history_off)
        self.recorder.historyBusy.connect(self._on_history_busy)
        self.recorder.handRecorded.connect(self._on_hand_recorded)
        self.recorder.historyReady.connect(self.drills.load_history)
        commands = self.commands
        commands.deal.triggered.connect(self._deal_from_menu)
        commands.hint.triggered.connect(self._hint_from_menu)
        commands.analyze_hand.triggered.connect(self.analyze_current_hand)
        commands.analyzer.triggered.connect(self.show_analyzer)
        commands.review.triggered.connect(self.show_review)
        commands.export.triggered.connect(self.ask_export_session)
        commands.chart_png.triggered.connect(lambda: self.session_panel.chart.ask_export("png"))
        commands.chart_svg.triggered.connect(lambda: self.session_panel.chart.ask_export("svg"))
        commands.restart.triggered.connect(self.restart_session)
        commands.reset_credits.triggered.connect(self.reset_credits)

    def menu_actions(self) -> list[QAction]:
        """The actions of the window's Practice menu (separators included)."""
        return self.commands.menu()

    # ----------------------------------------------------------------- state

    @property
    def session(self) -> PracticeSession | None:
        """The session being played (``None`` while the table is being prepared)."""
        return self.trainer.session

    @property
    def ready(self) -> bool:
        """True once the chosen table is prepared and a hand can be dealt."""
        return self.trainer.ready

    @property
    def table(self) -> PayTable | None:
        """The chosen pay table."""
        return self.options.table

    @property
    def history(self) -> HistoryRecorder | None:
        """The history (on its own thread), or ``None`` when it is unavailable."""
        return self.recorder.history

    @property
    def history_session_id(self) -> int | None:
        """The id of this session in the history (once a hand is recorded)."""
        return self.recorder.session_id

    def _sync_controls(self) -> None:
        """The menu's play commands and the bet follow the play area's buttons."""
        self.commands.deal.setEnabled(self.play.deal_button.isEnabled())
        self.commands.hint.setEnabled(self.play.hint_button.isEnabled())
        self.commands.analyze_hand.setEnabled(self.play.analyze_button.isEnabled())
        self.keys.controls_changed(self.play.betting_allowed)

    def _show_idle(self, message: str = "") -> None:
        self.play.show_idle(message)
        self._update_stats()

    def _update_stats(self) -> None:
        session = self.trainer.session
        computing = self.jobs.busy_with(AnalysisRequest)
        if session is None:
            self.session_panel.show_stats(SessionStats(), preparing_return=computing)
            return
        known = self.trainer.optimal_return(session.table) is not None
        self.session_panel.show_stats(session.stats, preparing_return=computing and not known)

    def _update_state(self) -> None:
        if self.trainer.session is not None:
            self.options.show_state(*map(core_text, self.trainer.state_text()))

    # ------------------------------------------------------------------ jobs

    def _played_table(self) -> PayTable | None:
        """The chosen table as paid at the current bet (its short pays below max bet)."""
        table = self.options.table
        return None if table is None else table.at_coins(self.trainer.bet)

    def wanted(self) -> list[Want[Any]]:
        """While the view is shown (its pages replay hands into the Play page's session):
        the table played, prepared, and its optimal return (the drills' jobs are the
        Play page's :class:`DrillCoordinator`'s)."""
        played = self._played_table()
        if played is None or not self.isVisible():
            return []
        wants: list[Want[Any]] = [
            Want(PrepareRequest(played), self.show_prepared, self.show_prepare_failed),
            Want(AnalysisRequest(played), self.show_optimal_return, self._optimal_failed),
        ]
        return wants

    # ---------------------------------------------------------- tables and sessions

    def _next_bet(self) -> None:
        """The B key: bet one coin more, from max bet back to one (not during a hand)."""
        if not self.trainer.awaiting_draw:
            self.options.set_bet(self.trainer.bet % MAX_BET + 1)

    def _on_bet_changed(self, bet: int) -> None:
        self.trainer.bet = bet
        self.play.refresh_meters()
        played = self._played_table()
        session = self.trainer.session
        if played is None or (session is not None and session.table == played):
            return
        assert self.options.table is not None
        self._on_table_chosen(self.options.table)  # another bet, other pays: prepared anew

    def _on_lines(self, lines: int) -> None:
        self.trainer.lines = lines
        self.play.show_lines()

    def _on_table_chosen(self, chosen: PayTable) -> None:
        # Practice plays the pays (and grades by the optimal strategy) of the bet played
        table = chosen.at_coins(self.trainer.bet)
        self.situations_page.set_table_name(table.name)
        self._close_session()
        self.play.set_table(chosen)  # every bet's pays, the short ones below max bet
        preparing = self.tr("Preparing {table}…").format(table=table.name)
        self.options.show_state(preparing)
        self._show_idle(preparing)
        self.jobs.update()

    def show_prepared(self, prepared: PreparedTable) -> None:
        """The table played, prepared: a session on it starts."""
        session = self.trainer.session
        if (
            prepared.table != self._played_table()
            or (session is not None and session.table == prepared.table)
            or not self.games.ready(prepared.table)
        ):  # a feature game waits for its solve
            return
        self._new_session(prepared)
        self.tableReady.emit(prepared.table)
        if self._pending is not None:
            (table, cards), self._pending = self._pending, None
            if table is None or table == prepared.table:
                self.play.deal(cards, replay=True)

    def show_prepare_failed(self, message: str) -> None:
        """The table played cannot be prepared: say why."""
        self.options.show_state(
            self.tr("Cannot prepare this table: {reason}").format(reason=message), message
        )
        self.play.show_unavailable(
            self.tr("This table cannot be practised: {reason}").format(reason=message)
        )
        self._update_stats()
        self.statusMessage.emit(message)

    def show_optimal_return(self, result: AnalysisResult) -> None:
        """The optimal return of the table played (the player's return is measured by it)."""
        table, optimal = result.table, result.return_exact
        if not self.trainer.set_optimal_return(table, optimal):
            return
        measured = self.session.stats.optimal_return if self.session else None
        if measured is not None:  # the game's return (a feature game's, per coin bet)
            self.recorder.set_optimal_return(measured)
        full = self.options.table
        if full is not None and full != table:
            self.statusMessage.emit(
                short_pays_text(full.name, optimal, self.trainer.optimal_return(full))
            )
        self._update_state()
        self._update_stats()
        if self.review.isVisible():
            self.review.refresh()

    def _optimal_failed(self, message: str) -> None:
        self.statusMessage.emit(
            self.tr("The optimal return is not known: {reason}").format(reason=message)
        )
        self._update_stats()

    def _new_session(self, prepared: PreparedTable) -> None:
        """A fresh session on the prepared table with the current seed, bet and threshold."""
        self._close_session()
        self.trainer.start(prepared)
        self.play.session_changed()
        self.drills.session_changed()
        self._update_state()
        self._show_idle()
        self.jobs.update()

    def _close_session(self) -> None:
        """Forget the session (a dealt hand is abandoned) and end it in the history."""
        self.recorder.end_session()
        self.trainer.stop()
        self.play.session_changed()
        self.drills.session_changed()

    def restart_session(self) -> None:
        """Start the session again: same table and seed, statistics from zero."""
        session = self.trainer.session
        if session is not None:
            self._new_session(session.prepared)
            self.statusMessage.emit(self.tr("Session restarted"))

    # ------------------------------------------------------------- options

    def _on_seed_changed(self, text: str) -> None:
        self.trainer.seed = self.options.seed
        session = self.trainer.session
        if session is not None:
            self._new_session(session.prepared)
            self.statusMessage.emit(
                self.tr("New drill: seed {seed}").format(seed=text)
                if text
                else self.tr("New drill: random deals")
            )

    def _on_threshold(self, threshold: Fraction) -> None:
        self.trainer.threshold = threshold

    def reset_credits(self) -> None:
        """Put the credit meter back to the starting credits."""
        self.play.reset_credits(Fraction(self.settings.get(START_CREDITS)))

    # --------------------------------------------------------------- hands

    def _on_dealt(self, evs: HandEVs) -> None:
        self.keys.dealt()
        self.handDealt.emit(evs)

    def _on_drawn(self, result: HandResult) -> None:
        session = self.trainer.session
        if session is not None:
            if self.recorder.session_id is not None and result.lines != self._history_lines:
                self.recorder.end_session()  # a history session plays one number of lines
            self._history_lines = result.lines
            self.recorder.record(session, result, self.trainer.settings())
            self.drills.hand_drawn()
            self.drills.say()
        self._update_stats()
        self.handDrawn.emit(result)

    def _fill_reason(self) -> None:
        """The chart arrived: a grade shown with its reason coming gets it."""
        result = self.trainer.explain_last()
        if result is not None:
            self.play.show_grade(result)
            self.recorder.set_situation(result)  # the history and its drills get it too

    def _on_holds(self, content: HoldsContent) -> None:
        self.holds.show_content(content)
        if content.evs is not None:
            self._name_hold_table(self.holds.table)

    def _analyzer_named(self) -> None:
        self._name_hold_table(self.analyzer.table)

    def _name_hold_table(self, active: RankedHoldsView) -> None:
        """``holdEvTable`` names the hold table filled last (practice or analyzer)."""
        for table, own in (
            (self.holds.table, "practiceHoldTable"),
            (self.analyzer.table, "analyzerHoldTable"),
        ):
            table.setObjectName("holdEvTable" if table is active else own)

    # -------------------------------------------------------------- history

    def _on_history_off(self, message: str) -> None:
        self.history_notice.setText("⚠ " + message)
        self.history_notice.show()
        self.review.set_history(None, message)
        self.statusMessage.emit(message)
        self.problems.append(message)
        self.problemFound.emit(message)

    def _on_history_busy(self, message: str) -> None:
        """Hands wait for a history another program holds (an empty message: saved)."""
        if self.recorder.message:  # the history is off: that notice stays
            return
        self.history_notice.setText("⏳ " + message if message else "")
        self.history_notice.setVisible(bool(message))
        if message:
            self.statusMessage.emit(message)

    def _on_hand_recorded(self) -> None:
        if self.review.isVisible():
            self.review.refresh()
        if self.situations_page.isVisible():
            self.situations_page.refresh()

    def edited_table_changed(self) -> None:
        """The Analyze view's table changed: practice on it follows (the analyzer too)."""
        self.options.chooser.refresh_edited()
        self.analyzer.chooser.refresh_edited()

    def ask_export_session(self) -> bool:
        """Export the current session (or the one selected in the review) to CSV."""
        session = self.recorder.session_id or self.review.selected_session()
        if self.recorder.history is None:
            QMessageBox.information(
                self,
                self.tr("Nothing to export"),
                self.tr("The history is not available, so no hands are saved."),
            )
            return False
        return self.review.ask_export(session)

    # ------------------------------------------------------------ keyboard and focus

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if not self.keys.handle(event):
            super().keyPressEvent(event)

    # -------------------------------------------------------- pages and replays

    def _bring_to_front(self, page: QWidget) -> None:
        """Show ``page`` among the pages, and ask the window to show this view."""
        self.pages.setCurrentWidget(page)
        if page is self.play_page:
            self.play.deal_button.setFocus(Qt.FocusReason.OtherFocusReason)
        self.activateRequested.emit()

    def show_analyzer(self) -> None:
        """Open the hand analyzer page."""
        self._bring_to_front(self.analyzer)
        self.analyzer.hand_edit.setFocus()

    def show_review(self) -> None:
        """Open the review page."""
        self._bring_to_front(self.review)

    def _deal_from_menu(self) -> None:
        self._bring_to_front(self.play_page)
        self.play.deal_or_draw()

    def _hint_from_menu(self) -> None:
        self._bring_to_front(self.play_page)
        self.play.show_hint()

    def analyze_current_hand(self) -> None:
        """Open the current deal in the hand analyzer."""
        session = self.play.session
        if session is None or session.evs is None:
            return
        self.analyzer.analyze_hand(session.table, session.evs.hand)
        self._bring_to_front(self.analyzer)

    def replay(self, table: PayTable | None, cards: Sequence[int]) -> None:
        """Deal exactly ``cards`` on ``table`` (``None``: the current table)."""
        self._bring_to_front(self.play_page)
        cards = tuple(cards)
        if table is not None and table != self.options.table:
            self._pending = (table, cards)
            self.options.chooser.select_table(table)
            return
        if self.play.session is None:
            self._pending = (table, cards)
            return
        self.play.deal(cards, replay=True)

    def replay_mistake(self, mistake: PastMistake) -> None:
        """Deal a past mistake's hand again, on the table it was played on."""
        try:
            table = mistake.load_table()
        except VPError as exc:
            QMessageBox.warning(
                self,
                self.tr("Cannot replay"),
                self.tr("The stored pay table is unreadable: {error}").format(error=exc),
            )
            return
        self.replay(table, mistake.deal)

    def analyze_mistake(self, mistake: PastMistake) -> None:
        """Open a past mistake's hand in the analyzer, on its table."""
        try:
            table = mistake.load_table()
        except VPError as exc:
            QMessageBox.warning(
                self,
                self.tr("Cannot analyze"),
                self.tr("The stored pay table is unreadable: {error}").format(error=exc),
            )
            return
        self.analyzer.analyze_hand(table, mistake.deal, origin=self.tr("from the history"))
        self._bring_to_front(self.analyzer)

    # --------------------------------------------------------------- visibility

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self.keys.shown()
        call_later(self, 0, self.jobs.update)

    def hideEvent(self, event: QHideEvent) -> None:
        super().hideEvent(event)
        self.jobs.update()  # out of sight: its jobs stop

    # --------------------------------------------------------------- shutdown

    def shutdown(self) -> None:
        """End the history session and commit every hand (the window is closing)."""
        if self._shut:
            return
        self._shut = True
        self.jobs.cancel()
        self.recorder.close()
