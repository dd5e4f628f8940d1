"""The drill row's work: the chart's situations, the close calls and the history's weak
spots and mistakes, handed to the trainer as they come.

:class:`DrillCoordinator` is a part of the Play page: while the drill row is on screen
and a session plays, it asks (through its own binding) for the situations of the
table's chart (at the level graded against) and, in the close-call drill, for the
close calls; it reads a table's weak spots and open mistakes from the history once,
and keeps the drill row's line saying what the drill does.
"""

from __future__ import annotations

from fractions import Fraction
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QEvent, QObject, Signal

from vptrainer.core.practice.drills import WeakSpots
from vptrainer.core.practice.situations import DrillMode
from vptrainer.core.practice.trainer import CloseCalls, Trainer
from vptrainer.gui.i18n.messages import text as core_text
from vptrainer.gui.jobs import JobBinding, Jobs, Want
from vptrainer.gui.jobs.history import ReadDrills
from vptrainer.gui.jobs.practice import CloseCallsRequest, SituationsRequest
from vptrainer.gui.practice.drill_bar import DrillBar
from vptrainer.gui.practice.options_bar import OptionsBar
from vptrainer.gui.practice.recorder import HistoryRecorder
from vptrainer.gui.timers import call_later

if TYPE_CHECKING:  # the chart's module loads the strategy kernels: made by the jobs
    from vptrainer.core.practice.explain import SituationFinder


class DrillCoordinator(QObject):
    """Feeds the trainer's drills and grades (see the module).

    Signals: ``statusMessage(str)`` for the status bar; ``chartReady()``: the session's
    chart is known (a grade shown without its rules can be filled in).
    """

    statusMessage = Signal(str)
    chartReady = Signal()

    def __init__(
        self,
        jobs: Jobs,
        trainer: Trainer,
        bar: DrillBar,
        recorder: HistoryRecorder,
        options: OptionsBar,
        parent: QObject,
    ) -> None:
        super().__init__(parent)
        self.store = jobs.store
        self.trainer = trainer
        self.bar = bar
        self.recorder = recorder
        self.options = options
        self._drawn = 0  # hands drawn (see load_history)
        self.jobs = JobBinding(jobs, self.wanted, self)
        bar.drillChanged.connect(self._on_drill_changed)
        bar.marginChanged.connect(self._on_margin_changed)
        bar.chartChanged.connect(self.jobs.update)
        bar.installEventFilter(self)

    def wanted(self) -> list[Want[Any]]:
        """While the drill row is shown and a session plays: its table's situations at
        the level graded against, and in the close-call drill its close calls."""
        session = self.trainer.session
        if session is None or not self.bar.isVisible():
            return []
        wants: list[Want[Any]] = [
            Want(
                SituationsRequest(session.table, self.bar.level_rules),
                self.show_situations,
                self._situations_failed,
                self._situations_waiting,
            )
        ]
        if self.trainer.drill is DrillMode.CLOSE_CALLS:
            wants.append(
                Want(
                    CloseCallsRequest(session.table, self.trainer.margin),
                    self.show_close_calls,
                    self._close_calls_failed,
                    self._close_calls_waiting,
                )
            )
        return wants

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.bar and event.type() in (QEvent.Type.Show, QEvent.Type.Hide):
            call_later(self, 0, self.jobs.update)
        return False

    def session_changed(self) -> None:
        """The trainer started a session (its chart, when known, names the grades) or
        stopped one (its jobs stop)."""
        session = self.trainer.session
        if session is None:
            self.jobs.update()
            return
        found, finder = self.store.find(SituationsRequest(session.table, self.bar.level_rules))
        if found:
            self._use_finder(finder)
        self._on_drill_changed(self.bar.mode)

    # ------------------------------------------------------------ situations

    def show_situations(self, finder: SituationFinder) -> None:
        """The chart of the table played, with the situation of every deal."""
        self._use_finder(finder)

    def _use_finder(self, finder: SituationFinder) -> None:
        if not self.trainer.set_finder(finder):
            return
        self.trainer.chart_coming = True
        self.chartReady.emit()
        # counted as the charts' titles and the rules box count them ("discard
        # everything", which closes a chart, not counted)
        rules = finder.chart.rule_count
        if finder.level is not None:
            said = self.tr(
                "Grades name the rules of the {rules}-rule basic strategy, grading by a "
                "{level}-rule chart."
            ).format(rules=rules, level=finder.level.rule_count)
        else:
            said = self.tr("Grades name the rules of the {rules}-rule basic strategy.").format(
                rules=rules
            )
        self.say(said)

    def _situations_waiting(self) -> None:
        session = self.trainer.session
        if session is not None:
            session.finder = None
            self.trainer.chart_coming = True
            self.bar.show_state(
                self.tr("Making the strategy chart of {table}…").format(table=session.table.name)
            )

    def _situations_failed(self, message: str) -> None:
        self.trainer.chart_coming = False  # no reason will come
        self.bar.show_state(self.tr("No strategy chart: {reason}").format(reason=message))
        self.statusMessage.emit(
            self.tr("The strategy chart could not be made: {reason}").format(reason=message)
        )

    # ---------------------------------------------------------------- drills

    def _on_drill_changed(self, mode: DrillMode) -> None:
        self.trainer.drill = mode
        if self.trainer.session is None:
            return
        if mode in (DrillMode.WEAK_SPOTS, DrillMode.MISTAKES):
            self.load_history()
        self.jobs.update()
        self.say()

    def _on_margin_changed(self, margin: Fraction) -> None:
        self.trainer.margin = margin
        self._on_drill_changed(self.trainer.drill)

    def show_close_calls(self, rows: CloseCalls) -> None:
        """The close calls of the table played, within the margin."""
        session = self.trainer.session
        if session is not None:
            self.trainer.set_close_calls(session.table, self.trainer.margin, rows)
        self.say()

    def _close_calls_waiting(self) -> None:
        self.bar.show_state(self.tr("Finding the close calls…"))

    def _close_calls_failed(self, message: str) -> None:
        self.bar.show_state(self.tr("Close calls unavailable: {reason}").format(reason=message))

    def hand_drawn(self) -> None:
        """A hand was drawn and sent to the history: a read of the drills already on its
        way does not hold it."""
        self._drawn += 1

    def load_history(self) -> None:
        """Read the chosen table's weak spots and open mistakes from the history (once).

        Once they are read, the trainer counts each hand drawn itself; an answer that comes
        after hands were drawn (they are in the history, not in the answer) is read again."""
        history = self.recorder.history
        table = self.options.table
        if history is None or table is None or not self.trainer.needs_drill_history(table.name):
            return
        name = table.name
        sent = self._drawn

        def done(found: tuple[WeakSpots, tuple[tuple[int, ...], ...]]) -> None:
            if self._drawn != sent:
                self.load_history()
                return
            self.trainer.set_drill_history(name, *found)
            self.say()

        history.call(ReadDrills(name), done)

    def say(self, extra: str = "") -> None:
        """Say what the drill is doing (and ``extra``, else the chart being made)."""
        text = core_text(self.trainer.drill_state())
        session = self.trainer.session
        if not extra and session is not None and self.jobs.busy_with(SituationsRequest):
            extra = self.tr("Making the strategy chart of {table}…").format(
                table=session.table.name
            )
        self.bar.show_state("   ".join(t for t in (text, extra) if t))
