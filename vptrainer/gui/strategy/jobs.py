"""The Strategy view's long jobs: plain functions run by the engine thread.

A :class:`MakerCache` keeps the :class:`StrategyMaker` of the last tables; it is
touched only by jobs, which the engine thread runs one after another, so it is
never used by two threads at once.
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from vptrainer.core.errors import Cancelled, VPError
from vptrainer.core.games.paytable import PayTable
from vptrainer.gui.workers import Priority, PriorityJob, Progress, TypedJob

if TYPE_CHECKING:  # the engine and the generator load numba: imported by the jobs
    from vptrainer.core.strategy.evaluation import CrossResult, StrategyResult
    from vptrainer.core.strategy.generator.charts import Chart, LevelPoint, StrategyMaker
    from vptrainer.core.strategy.generator.exceptions import Exceptions

#: the levels are searched down to this many rules (the fewest the spin box offers)
FEWEST_RULES = 3


class MakerCache:
    """The strategy makers of the last few tables (used by jobs only)."""

    def __init__(self, size: int = 3) -> None:
        self._makers: OrderedDict[PayTable, StrategyMaker] = OrderedDict()
        self._size = size

    def get(self, table: PayTable) -> StrategyMaker:
        """The maker of ``table``, kept for the next job on it."""
        from vptrainer.core.strategy.generator.charts import StrategyMaker

        maker = self._makers.pop(table, None) or StrategyMaker(table)
        self._makers[table] = maker
        while len(self._makers) > self._size:
            self._makers.popitem(last=False)
        return maker


@dataclass(frozen=True)
class ChartDone:
    """A chart of a table at a level (``max_rules`` None: the basic strategy)."""

    table: PayTable
    max_rules: int | None
    chart: Chart
    points: tuple[LevelPoint, ...] | None = None  # the levels, when they were computed


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


def chart_job(cache: MakerCache, table: PayTable, max_rules: int | None) -> TypedJob[ChartDone]:
    """The chart of ``table``: the basic strategy, or the best of at most ``max_rules``
    (the levels are searched once, down to :data:`FEWEST_RULES`, and come with it)."""

    def job(progress: Progress, cancel: threading.Event) -> ChartDone:
        maker = cache.get(table)
        if max_rules is None:
            return ChartDone(table, None, maker.basic(progress, cancel))
        points = maker.levels(down_to=FEWEST_RULES, progress=progress, cancel=cancel)
        chart = maker.level(max(max_rules, FEWEST_RULES), cancel=cancel)
        return ChartDone(table, max_rules, chart, points)

    return PriorityJob(job, Priority.NORMAL)


def levels_job(cache: MakerCache, table: PayTable) -> TypedJob[LevelsDone]:
    """The return against the number of rules, from the basic strategy down."""

    def job(progress: Progress, cancel: threading.Event) -> LevelsDone:
        maker = cache.get(table)
        points = maker.levels(down_to=FEWEST_RULES, progress=progress, cancel=cancel)
        return LevelsDone(table, points)

    return PriorityJob(job, Priority.CHARTS)


def exceptions_job(cache: MakerCache, table: PayTable) -> TypedJob[ExceptionsDone]:
    """The exceptions of the basic strategy."""

    def job(progress: Progress, cancel: threading.Event) -> ExceptionsDone:
        maker = cache.get(table)
        exceptions = maker.exceptions(progress=progress, cancel=cancel)
        return ExceptionsDone(
            table, maker.basic(cancel=cancel), exceptions, maker.text_with_exceptions(exceptions)
        )

    return PriorityJob(job, Priority.CHARTS)


def cross_job(tables: Sequence[PayTable]) -> TypedJob[CrossDone]:
    """Every picked table's optimal holds played on every picked table (the diagonal is
    each table's own perfect play; a pair the core refuses gets its reason)."""
    tables = tuple(tables)

    def job(progress: Progress, cancel: threading.Event) -> CrossDone:
        n = len(tables)
        from vptrainer.core.strategy.evaluation import cross_strategy

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

    return PriorityJob(job, Priority.CHARTS)


def file_job(table: PayTable, path: Path) -> TypedJob[FileDone]:
    """A strategy file read for ``table``'s game and priced exactly (read here, on the
    engine thread; a file the language refuses fails with its message)."""

    def job(progress: Progress, cancel: threading.Event) -> FileDone:
        from vptrainer.core.strategy.evaluation import evaluate_strategy
        from vptrainer.core.strategy.game import game_of
        from vptrainer.core.strategy.language import read_strategy

        strategy = read_strategy(path, game_of(table))
        result = evaluate_strategy(table, strategy, progress=progress, cancel=cancel)
        return FileDone(table, path, result)

    return PriorityJob(job, Priority.NORMAL)
