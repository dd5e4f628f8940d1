"""The strategy generator's requests: a table's strategy maker (shared by the Strategy
and Practice views), its charts, levels and exceptions, other games' strategies played
on it, and a player's strategy file priced on it.

A :class:`~vptrainer.core.strategy.generator.charts.StrategyMaker` keeps each stage it
computed; it is kept in the result store (:class:`MakerRequest`), used by the requests
that need it, one after another on the engine thread, so never by two threads at once.
"""

from __future__ import annotations

import threading
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, ClassVar

from vptrainer.core.errors import Cancelled, VPError
from vptrainer.core.games.paytable import PayTable
from vptrainer.gui.jobs.base import Priority, Progress, Request
from vptrainer.gui.jobs.store import need

if TYPE_CHECKING:  # the generator loads numba: imported by the requests
    from vptrainer.core.strategy.evaluation import CrossResult, StrategyResult
    from vptrainer.core.strategy.generator.charts import Chart, LevelPoint, StrategyMaker
    from vptrainer.core.strategy.generator.exceptions import ExceptionLine, Exceptions

#: the levels are searched down to this many rules (the fewest the spin box offers)
FEWEST_RULES = 3


def _share(progress: Progress, lo: int, hi: int) -> Progress:
    """``progress`` of one stage of a request, mapped into ``lo..hi`` of 1000."""

    def report(done: int, total: int) -> None:
        progress(lo + (hi - lo) * done // max(1, total), 1000)

    return report


@dataclass(frozen=True)
class ChartDone:
    """A chart of a table at a level (``max_rules`` None: the basic strategy)."""

    table: PayTable
    max_rules: int | None
    chart: Chart
    points: tuple[LevelPoint, ...] | None = None  # the levels, when they were computed
    final: bool = True  # False: a first chart, shown while a better one is searched for


@dataclass(frozen=True)
class LevelsDone:
    """The return against the number of rules of a table."""

    table: PayTable
    points: tuple[LevelPoint, ...]


@dataclass(frozen=True)
class ExceptionsDone:
    """The exceptions of a table's basic strategy, and the basic strategy."""

    table: PayTable
    basic: Chart
    exceptions: Exceptions
    full_text: str  # the basic strategy with the exceptions as rules
    lines: tuple[ExceptionLine, ...]  # the exceptions as a card says them


@dataclass(frozen=True)
class CrossDone:
    """Each picked table's optimal holds played on each (text: why they cannot be)."""

    tables: tuple[PayTable, ...]
    cells: tuple[tuple[CrossResult | str, ...], ...]  # [played][strategy of]


@dataclass(frozen=True)
class FileDone:
    """A player's strategy file priced rule by rule on a table."""

    table: PayTable
    path: Path
    result: StrategyResult


@dataclass(frozen=True)
class MakerRequest(Request["StrategyMaker"]):
    """A table's strategy maker (its stages are computed by the requests that use it)."""

    priority: ClassVar[Priority] = Priority.CHARTS
    keep: ClassVar[int] = 3  # each holds a table's every hold EV
    label: ClassVar[str] = "strategy chart"

    table: PayTable

    def run(self, progress: Progress, cancel: threading.Event) -> StrategyMaker:
        from vptrainer.core.strategy.generator.charts import StrategyMaker

        return StrategyMaker(self.table)


@dataclass(frozen=True)
class ChartRequest(Request[ChartDone]):
    """The chart of a table: the basic strategy, or the best of at most ``max_rules``
    rules (the levels are searched once, down to :data:`FEWEST_RULES`, and come with it)."""

    keep: ClassVar[int] = 12
    label: ClassVar[str] = "chart"

    table: PayTable
    max_rules: int | None

    def run(self, progress: Progress, cancel: threading.Event) -> ChartDone:
        maker = need(MakerRequest(self.table), progress, cancel)
        if self.max_rules is None:
            return ChartDone(self.table, None, maker.basic(progress, cancel))
        points = maker.levels(
            down_to=FEWEST_RULES, progress=_share(progress, 0, 500), cancel=cancel
        )
        chart = maker.level(
            max(self.max_rules, FEWEST_RULES), progress=_share(progress, 500, 1000), cancel=cancel
        )
        return ChartDone(self.table, self.max_rules, chart, points)


@dataclass(frozen=True)
class FirstChartRequest(Request[ChartDone]):
    """A chart of at most ``max_rules`` rules at once, to show while
    :class:`ChartRequest` searches (:meth:`StrategyMaker.first_level`): the level itself
    when that is quick (``final``), else the best of the levels curve and the basic
    strategy with its first exceptions."""

    keep: ClassVar[int] = 12
    label: ClassVar[str] = "chart"

    table: PayTable
    max_rules: int

    def run(self, progress: Progress, cancel: threading.Event) -> ChartDone:
        maker = need(MakerRequest(self.table), progress, cancel)
        points = maker.levels(
            down_to=FEWEST_RULES, progress=_share(progress, 0, 500), cancel=cancel
        )
        chart, final = maker.first_level(
            max(self.max_rules, FEWEST_RULES), progress=_share(progress, 500, 1000), cancel=cancel
        )
        return ChartDone(self.table, self.max_rules, chart, points, final)


@dataclass(frozen=True)
class LevelsRequest(Request[LevelsDone]):
    """The return against the number of rules, from the basic strategy down."""

    priority: ClassVar[Priority] = Priority.CHARTS
    label: ClassVar[str] = "levels"

    table: PayTable

    def run(self, progress: Progress, cancel: threading.Event) -> LevelsDone:
        maker = need(MakerRequest(self.table), progress, cancel)
        points = maker.levels(down_to=FEWEST_RULES, progress=progress, cancel=cancel)
        return LevelsDone(self.table, points)


@dataclass(frozen=True)
class ExceptionsRequest(Request[ExceptionsDone]):
    """The exceptions of the basic strategy."""

    priority: ClassVar[Priority] = Priority.CHARTS
    label: ClassVar[str] = "exceptions"

    table: PayTable

    def run(self, progress: Progress, cancel: threading.Event) -> ExceptionsDone:
        from vptrainer.core.strategy.generator.exceptions import exception_lines

        maker = need(MakerRequest(self.table), progress, cancel)
        exceptions = maker.exceptions(progress=progress, cancel=cancel)
        return ExceptionsDone(
            self.table,
            maker.basic(cancel=cancel),
            exceptions,
            maker.text_with_exceptions(exceptions),
            exception_lines(exceptions, maker.game),
        )


@dataclass(frozen=True)
class CrossRequest(Request[CrossDone]):
    """Every picked table's optimal holds played on every picked table (the diagonal is
    each table's own perfect play; a pair the core refuses gets its reason)."""

    priority: ClassVar[Priority] = Priority.CHARTS
    keep: ClassVar[int] = 4
    label: ClassVar[str] = "other games"

    tables: tuple[PayTable, ...]

    def run(self, progress: Progress, cancel: threading.Event) -> CrossDone:
        from vptrainer.core.strategy.evaluation import cross_strategy

        tables, n = self.tables, len(self.tables)
        rows: list[tuple[CrossResult | str, ...]] = []
        for i, played in enumerate(tables):
            row: list[CrossResult | str] = []
            for j, strategy in enumerate(tables):
                if cancel.is_set():
                    raise Cancelled("cancelled")
                try:
                    row.append(cross_strategy(played, strategy))
                except VPError as exc:
                    row.append(str(exc))
                progress(i * n + j + 1, n * n)
            rows.append(tuple(row))
        return CrossDone(tables, tuple(rows))


@dataclass(frozen=True)
class FileRequest(Request[FileDone]):
    """A strategy file read for the table's game and priced exactly (read on the engine
    thread; a file the language refuses fails with its message). ``opened`` counts the
    times the player opened a file: a file opened again is read again."""

    keep: ClassVar[int] = 4
    label: ClassVar[str] = "your strategy"

    table: PayTable
    path: Path
    opened: int = 0

    def run(self, progress: Progress, cancel: threading.Event) -> FileDone:
        from vptrainer.core.strategy.evaluation import evaluate_strategy
        from vptrainer.core.strategy.game import game_of
        from vptrainer.core.strategy.language import read_strategy

        strategy = read_strategy(self.path, game_of(self.table))
        result = evaluate_strategy(self.table, strategy, progress=progress, cancel=cancel)
        return FileDone(self.table, self.path, result)
