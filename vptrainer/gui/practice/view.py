"""The Practice view: deal, hold, draw, graded against the exact optimal hold.

Three pages share one pay-table choice and one history: *Play* (the options bar, the
machine, the 32 ranked holds, and the session's statistics and EV-lost chart),
*Hand analyzer* and *Review mistakes*. :class:`PracticeView` only coordinates: it
builds the parts, owns the practice session and the two jobs that prepare a table
and compute its optimal return, and connects the parts' signals. Tables are
prepared in the engine's worker; the GUI thread only computes the 32 hold EVs of a
dealt hand (well under 20 ms).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from fractions import Fraction
from pathlib import Path
from typing import TYPE_CHECKING, Any

import numpy as np
import numpy.typing as npt
from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtGui import QAction, QKeyEvent, QShowEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDoubleSpinBox,
    QLabel,
    QLineEdit,
    QMessageBox,
    QSplitter,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from vptrainer.core.engine.holds import HandEVs
from vptrainer.core.engine.prepared import PreparedTable
from vptrainer.core.errors import VPError
from vptrainer.core.games.paytable import PayTable
from vptrainer.core.practice.dealing import MAX_BET
from vptrainer.core.practice.drills import MistakeQueue, WeakSpots, class_deal, situation_deal
from vptrainer.core.practice.grading import HandResult
from vptrainer.core.practice.history.records import PastMistake
from vptrainer.core.practice.history.store import History
from vptrainer.core.practice.session import PracticeSession, SessionStats
from vptrainer.core.practice.situations import DrillMode
from vptrainer.core.practice.texts import drill_state
from vptrainer.gui.practice.analyzer import HandAnalyzer
from vptrainer.gui.practice.commands import PracticeCommands
from vptrainer.gui.practice.drill_bar import DrillBar
from vptrainer.gui.practice.history_service import HistoryService
from vptrainer.gui.practice.holds_panel import HoldsContent, HoldsPanel
from vptrainer.gui.practice.jobs import close_calls_job, situations_job
from vptrainer.gui.practice.options_bar import OptionsBar
from vptrainer.gui.practice.play_area import PlayArea
from vptrainer.gui.practice.recorder import HistoryRecorder
from vptrainer.gui.practice.review import ReviewView
from vptrainer.gui.practice.session_panel import SessionPanel
from vptrainer.gui.practice.situations_page import SituationsPage
from vptrainer.gui.settings import PRACTICE_TABLE, START_CREDITS, Settings
from vptrainer.gui.style import NOTICE_STYLE
from vptrainer.gui.widgets.ranked_holds import RankedHoldsView
from vptrainer.gui.workers import EngineThread, optimal_job, prepare_job

if TYPE_CHECKING:
    from vptrainer.core.engine.suit_classes import SuitClasses
    from vptrainer.core.practice.explain import SituationFinder

CloseCalls = tuple["SuitClasses", npt.NDArray[np.int64]]


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
        self._prepared: PreparedTable | None = None
        self._optimal: dict[PayTable, Fraction] = {}
        self._pending: tuple[PayTable | None, tuple[int, ...]] | None = None
        self._history_lines = 1
        self._shut = False
        #: what could not be opened (also said through ``problemFound``)
        self.problems: list[str] = []

        self._prepare_runner = engine.runner()
        self._prepare_runner.finished.connect(self._on_prepared)
        self._prepare_runner.failed.connect(self._on_prepare_failed)
        self._optimal_runner = engine.runner()
        self._optimal_runner.finished.connect(self._on_optimal)
        self._optimal_runner.failed.connect(self._on_optimal_failed)
        self._situations_runner = engine.runner()
        self._situations_runner.finished.connect(self._on_situations)
        self._situations_runner.failed.connect(self._on_situations_failed)
        self._close_runner = engine.runner()
        self._close_runner.finished.connect(self._on_close_calls)
        self._close_runner.failed.connect(self._on_close_calls_failed)
        self._finders: dict[tuple[PayTable, int | None], SituationFinder] = {}
        self._close_calls: dict[tuple[PayTable, Fraction], CloseCalls] = {}
        self._spots: dict[str, WeakSpots] = {}
        self._mistakes: dict[str, MistakeQueue] = {}
        self._rng = np.random.default_rng()

        self.options = OptionsBar(settings, current_table)
        self.drill_bar = DrillBar(settings)
        self.situations_page = SituationsPage()
        self.play = PlayArea(Fraction(settings.get(START_CREDITS)))
        self.holds = HoldsPanel()
        self.session_panel = SessionPanel()
        self.analyzer = HandAnalyzer(engine, current_table)
        self.review = ReviewView()
        self.recorder = HistoryRecorder(self)
        self.history_notice = QLabel()
        self.history_notice.setObjectName("historyNotice")
        self.history_notice.setWordWrap(True)
        self.history_notice.setStyleSheet(NOTICE_STYLE)
        self.history_notice.hide()
        self.commands = PracticeCommands(self.options.warn_action, self.options.guard_action, self)
        self._build_layout()
        self._connect()
        for table in self.findChildren(QAbstractItemView):  # Tab moves on, not cell to cell
            table.setTabKeyNavigation(False)

        self.play.set_bet(self.options.bet)
        self.play.set_lines(self.options.lines)
        self.play.set_warn_before_draw(self.options.warn_action.isChecked())
        self.play.set_guard_paying_hand(self.options.guard_action.isChecked())
        self.review.set_history(self.recorder.open(history_path))
        self.situations_page.set_history(self.recorder.history)
        self.play.deal_source = self._next_deal
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
        splitter = QSplitter(Qt.Orientation.Horizontal)
        splitter.addWidget(self.play)
        splitter.addWidget(right)
        splitter.setStretchFactor(0, 11)
        splitter.setStretchFactor(1, 10)
        splitter.setChildrenCollapsible(False)
        self.play_page = QWidget()
        self.play_page.setObjectName("playPage")
        self.play_page.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        pl = QVBoxLayout(self.play_page)
        pl.setContentsMargins(4, 4, 4, 4)
        pl.addWidget(self.options)
        pl.addWidget(splitter, 1)

        self.pages = QTabWidget()
        self.pages.setObjectName("practicePages")
        self.pages.addTab(self.play_page, "&Play")
        self.pages.addTab(self.analyzer, "Hand &analyzer")
        self.pages.addTab(self.review, "&Review mistakes")
        self.pages.addTab(self.situations_page, "S&ituations")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 6, 6, 6)
        layout.addWidget(self.history_notice)
        layout.addWidget(self.pages, 1)

    def _connect(self) -> None:
        options, play = self.options, self.play
        options.tableChosen.connect(self._on_table_chosen)
        options.betChanged.connect(self._on_bet_changed)
        play.nextBetRequested.connect(self._next_bet)
        options.linesChanged.connect(play.set_lines)
        options.seedChanged.connect(self._on_seed_changed)
        options.thresholdChanged.connect(self._on_threshold)
        self.drill_bar.drillChanged.connect(self._on_drill_changed)
        self.drill_bar.marginChanged.connect(self._on_margin_changed)
        self.drill_bar.chartChanged.connect(self._request_situations)
        options.warn_action.toggled.connect(play.set_warn_before_draw)
        options.guard_action.toggled.connect(play.set_guard_paying_hand)
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
        self.recorder.historyReady.connect(self._load_drill_history)
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
        return self.play.session

    @property
    def ready(self) -> bool:
        """True once the chosen table is prepared and a hand can be dealt."""
        return self.play.session is not None

    @property
    def table(self) -> PayTable | None:
        """The chosen pay table."""
        return self.options.table

    @property
    def history(self) -> HistoryService | None:
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
        self.options.set_betting_enabled(self.play.betting_allowed)

    def _show_idle(self, message: str = "") -> None:
        self.play.show_idle(message)
        self._update_stats()

    def _update_stats(self) -> None:
        session = self.play.session
        if session is None:
            stats = SessionStats(optimal_return=None)
            preparing = self._optimal_runner.busy
        else:
            stats = session.stats
            preparing = session.table not in self._optimal and self._optimal_runner.busy
        self.session_panel.show_stats(stats, preparing_return=preparing)

    def _update_state(self) -> None:
        session = self.play.session
        if session is None:
            return
        text, detail = drill_state(self._optimal.get(session.table), session.dealer.seed)
        self.options.show_state(text, f"{session.table.name}: {detail}")

    # ---------------------------------------------------------- tables and sessions

    def _played_table(self) -> PayTable | None:
        """The chosen table as paid at the current bet (its short pays below max bet)."""
        table = self.options.table
        return None if table is None else table.at_coins(self.options.bet)

    def _next_bet(self) -> None:
        """The B key: bet one coin more, from max bet back to one (not during a hand)."""
        session = self.play.session
        if session is None or not session.awaiting_draw:
            self.options.set_bet(self.options.bet % MAX_BET + 1)

    def _on_bet_changed(self, bet: int) -> None:
        self.play.set_bet(bet)
        played = self._played_table()
        session = self.play.session
        if played is None or (session is not None and session.table == played):
            return
        if self._prepared is not None and self._prepared.table == played:
            return
        assert self.options.table is not None
        self._on_table_chosen(self.options.table)  # another bet, other pays: prepared anew

    def _on_table_chosen(self, chosen: PayTable) -> None:
        # Practice plays the pays (and grades by the optimal strategy) of the bet played
        table = chosen.at_coins(self.options.bet)
        self.situations_page.set_table_name(table.name)
        self._close_session()
        self._prepared = None
        self.play.set_table(chosen)  # every bet's pays, the short ones below max bet
        self.options.show_state(f"Preparing {table.name}…")
        self._show_idle(f"Preparing {table.name}…")
        self._prepare_runner.submit(prepare_job(table))
        if table in self._optimal:
            self._optimal_runner.cancel()
        else:
            self._optimal_runner.submit(optimal_job(table))

    def _on_prepared(self, prepared: PreparedTable) -> None:
        if prepared.table != self._played_table():
            return
        self._prepared = prepared
        self._new_session()
        self._on_drill_changed(self.drill_bar.mode)
        self.tableReady.emit(prepared.table)
        if self._pending is not None:
            (table, cards), self._pending = self._pending, None
            if table is None or table == prepared.table:
                self.play.deal(cards, replay=True)

    def _on_prepare_failed(self, message: str) -> None:
        self.options.show_state(f"Cannot prepare this table: {message}", message)
        self.play.show_unavailable(f"This table cannot be practised: {message}")
        self._update_stats()
        self.statusMessage.emit(message)

    def _on_optimal(self, payload: tuple[PayTable, Fraction]) -> None:
        table, optimal = payload
        self._optimal[table] = optimal
        session = self.play.session
        if session is None or session.table != table:
            return
        session.set_optimal_return(optimal)
        self.recorder.set_optimal_return(optimal)
        full = self.options.table
        if full is not None and full != table:
            at_max = self._optimal.get(full)
            cost = (
                ""
                if at_max is None
                else (
                    f", {float(at_max - optimal) * 100:.4f}% of each bet less than "
                    f"{float(at_max) * 100:.4f}% at max bet"
                )
            )
            self.statusMessage.emit(
                f"Below max bet {full.name} pays its short pays: it returns "
                f"{float(optimal) * 100:.4f}%{cost}."
            )
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
        self.play.set_session(
            PracticeSession(
                self._prepared,
                seed=self.options.seed,
                bet=self.options.bet,
                threshold=self.options.threshold,
                optimal_return=self._optimal.get(self._prepared.table),
                lines=self.options.lines,
            )
        )
        self._rng = np.random.default_rng(self.options.seed)
        self._update_state()
        self._show_idle()
        self._request_situations()

    def _close_session(self) -> None:
        """Forget the session (a dealt hand is abandoned) and end it in the history."""
        self.recorder.end_session()
        self.play.set_session(None)

    def restart_session(self) -> None:
        """Start the session again: same table and seed, statistics from zero."""
        if self._prepared is not None:
            self._new_session()
            self.statusMessage.emit("Session restarted")

    # ------------------------------------------------------ situations and drills

    def _request_situations(self) -> None:
        """Ask for the chart of the current table (and level), unless it is known."""
        session = self.play.session
        if session is None:
            return
        key = (session.table, self.drill_bar.level_rules)
        finder = self._finders.get(key)
        if finder is not None:
            self._situations_runner.cancel()  # a chart asked for before is not wanted now
            self._use_finder(finder)
            return
        session.finder = None
        self.drill_bar.show_state(f"Making the strategy chart of {session.table.name}…")
        self._situations_runner.submit(situations_job(*key))

    def _on_situations(self, payload: tuple[PayTable, int | None, SituationFinder]) -> None:
        table, level, finder = payload
        self._finders[(table, level)] = finder
        session = self.play.session
        if session is not None and (session.table, self.drill_bar.level_rules) == (table, level):
            self._use_finder(finder)

    def _use_finder(self, finder: SituationFinder) -> None:
        session = self.play.session
        if session is None:
            return
        session.finder = finder
        chart = f"the {len(finder.chart.rules)}-rule basic strategy"
        if finder.level is not None:
            chart += f", grading by a {len(finder.level.rules)}-rule chart"
        self._say_drill(f"Grades name the rules of {chart}.")

    def _on_situations_failed(self, message: str) -> None:
        self.drill_bar.show_state(f"No strategy chart: {message}")
        self.statusMessage.emit(f"The strategy chart could not be made: {message}")

    def _on_drill_changed(self, mode: DrillMode) -> None:
        session = self.play.session
        if session is None:
            return
        if mode is DrillMode.CLOSE_CALLS:
            key = (session.table, self.drill_bar.margin)
            if key not in self._close_calls:
                self.drill_bar.show_state("Finding the close calls…")
                self._close_runner.submit(close_calls_job(*key))
                return
        if mode in (DrillMode.WEAK_SPOTS, DrillMode.MISTAKES):
            self._load_drill_history()
        self._say_drill()

    def _on_margin_changed(self, _margin: Fraction) -> None:
        self._on_drill_changed(self.drill_bar.mode)

    def _on_close_calls(self, payload: tuple[PayTable, Fraction, CloseCalls]) -> None:
        table, margin, rows = payload
        self._close_calls[(table, margin)] = rows
        self._say_drill()

    def _on_close_calls_failed(self, message: str) -> None:
        self.drill_bar.show_state(f"Close calls unavailable: {message}")

    def _load_drill_history(self) -> None:
        """Read the table's weak spots and open mistakes from the history (once)."""
        history = self.recorder.history
        table = self.table
        if history is None or table is None or table.name in self._spots:
            return
        name = table.name

        def read(h: History) -> tuple[WeakSpots, tuple[tuple[int, ...], ...]]:
            return WeakSpots(h.situation_reviews(name)), tuple(
                m.deal for m in h.open_mistakes(name)
            )

        def done(found: tuple[WeakSpots, tuple[tuple[int, ...], ...]]) -> None:
            if name not in self._spots:
                self._spots[name] = found[0]
                self._mistakes[name] = MistakeQueue(found[1])
            self._say_drill()

        history.call(read, done)

    def _drill_state(self) -> str:
        session = self.play.session
        mode = self.drill_bar.mode
        if session is None or mode is DrillMode.RANDOM:
            return ""
        name = session.table.name
        if mode is DrillMode.WEAK_SPOTS:
            spots = self._spots.get(name)
            if spots is None:
                return "Weak spots: reading your history…"
            queue = spots.queue()
            if not queue:
                return "Weak spots: none waiting (random deals until you miss one)"
            return f"Weak spots: {len(queue)} waiting, next {queue[0]}"
        if mode is DrillMode.MISTAKES:
            mistakes = self._mistakes.get(name)
            if mistakes is None:
                return "My mistakes: reading your history…"
            return f"My mistakes: {len(mistakes)} to play right"
        margin = self.drill_bar.margin
        rows = self._close_calls.get((session.table, margin))
        within = f"two best holds within {float(margin):.4f} per coin"
        if rows is None:
            return f"Close calls ({within}): finding them…"
        return f"Close calls: {rows[1].size:,} kinds of deal, {within}"

    def _say_drill(self, extra: str = "") -> None:
        text = self._drill_state()
        self.drill_bar.show_state("   ".join(t for t in (text, extra) if t))

    def _next_deal(self) -> tuple[tuple[int, ...] | None, DrillMode, str]:
        """The next deal of the chosen drill (``None``: a shuffled deck)."""
        session = self.play.session
        mode = self.drill_bar.mode
        if session is None or mode is DrillMode.RANDOM:
            return None, DrillMode.RANDOM, ""
        name = session.table.name
        if mode is DrillMode.MISTAKES:
            queue = self._mistakes.get(name)
            deal = None if queue is None else queue.next()
            if deal is None:
                return None, DrillMode.RANDOM, "My mistakes: none left to replay; a random deal."
            return deal, mode, f"My mistakes: {len(queue or ())} to play right."
        if mode is DrillMode.CLOSE_CALLS:
            rows = self._close_calls.get((session.table, self.drill_bar.margin))
            if rows is None or rows[1].size == 0:
                return None, DrillMode.RANDOM, "Close calls: not ready; a random deal."
            return class_deal(rows[0], rows[1], self._rng), mode, "Close call."
        spots = self._spots.get(name)
        finder = session.finder
        key = None if spots is None else spots.next()
        if finder is None or key is None:
            return None, DrillMode.RANDOM, "Weak spots: none waiting; a random deal."
        rule = next((r.index for r in finder.rules if r.text == key), -1)
        if finder.deal_classes(rule).size == 0:
            return None, DrillMode.RANDOM, "Weak spots: none waiting; a random deal."
        return situation_deal(finder, rule, self._rng), mode, f"Weak spot: {key}."

    def _drill_played(self, result: HandResult) -> None:
        """Count a hand in the drills' queues."""
        session = self.play.session
        if session is None:
            return
        name = session.table.name
        correct = result.grade.correct and result.warned is None
        if result.situation is not None and not result.aided:
            spots = self._spots.get(name)
            if spots is not None:
                spots.record(result.situation.key, correct)
        mistakes = self._mistakes.get(name)
        if mistakes is not None:
            if result.drill is DrillMode.MISTAKES and result.assistance.value in ("none", "replay"):
                mistakes.played(result.deal, correct)
            elif result.mistake is not None and not result.aided:
                mistakes.add(result.deal)
        self._say_drill()

    def _on_seed_changed(self, text: str) -> None:
        if self._prepared is not None:
            self._new_session()
            self.statusMessage.emit(f"New drill: {'seed ' + text if text else 'random deals'}")

    def _on_threshold(self, threshold: Fraction) -> None:
        if self.play.session is not None:
            self.play.session.threshold = threshold

    def reset_credits(self) -> None:
        """Put the credit meter back to the starting credits."""
        self.play.reset_credits(Fraction(self.settings.get(START_CREDITS)))

    # --------------------------------------------------------------- hands

    def _on_dealt(self, evs: HandEVs) -> None:
        if not self.play.deal_button.hasFocus() and self._focus_is_free():
            self.play.deal_button.setFocus(Qt.FocusReason.OtherFocusReason)
        self.handDealt.emit(evs)

    def _on_drawn(self, result: HandResult) -> None:
        session = self.play.session
        if session is not None:
            if self.recorder.session_id is not None and result.lines != self._history_lines:
                self.recorder.end_session()  # a history session plays one number of lines
            self._history_lines = result.lines
            self.recorder.record(session, result, self._session_settings(session))
            self._drill_played(result)
        self._update_stats()
        self.handDrawn.emit(result)

    def _session_settings(self, session: PracticeSession) -> dict[str, Any]:
        return {
            "bet": session.bet,
            "lines": session.hand_lines,
            "seed": session.dealer.seed,
            "threshold": str(session.threshold),
            "warn_before_draw": self.options.warn_action.isChecked(),
            "guard_paying_hand": self.options.guard_action.isChecked(),
            "drill": self.drill_bar.mode.value,
        }

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
                self, "Nothing to export", "The history is not available, so no hands are saved."
            )
            return False
        return self.review.ask_export(session)

    # ------------------------------------------------------------ keyboard and focus

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if self.pages.currentWidget() is not self.play_page or not self.play.handle_key(event):
            super().keyPressEvent(event)

    def _focus_is_free(self) -> bool:
        focus = self.focusWidget()
        return focus is None or not isinstance(focus, QLineEdit | QDoubleSpinBox)

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
            self.play.deal_button.setFocus(Qt.FocusReason.OtherFocusReason)

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

    # --------------------------------------------------------------- shutdown

    def shutdown(self) -> None:
        """End the history session and close the database (the window is closing)."""
        if self._shut:
            return
        self._shut = True
        self._prepare_runner.cancel()
        self._optimal_runner.cancel()
        self._situations_runner.cancel()
        self._close_runner.cancel()
        self.recorder.close()
