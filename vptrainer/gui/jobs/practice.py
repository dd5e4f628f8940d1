"""The Practice view's own requests: the situations of a table's deal classes (grades
that name the chart's rules, the weak-spot drill) and its close calls."""

from __future__ import annotations

import threading
from dataclasses import dataclass
from fractions import Fraction
from typing import TYPE_CHECKING, ClassVar

import numpy as np
import numpy.typing as npt

from vptrainer.core.games.paytable import PayTable
from vptrainer.gui.jobs.base import Priority, Progress, Request
from vptrainer.gui.jobs.store import need
from vptrainer.gui.jobs.strategy import MakerRequest

if TYPE_CHECKING:
    from vptrainer.core.engine.suit_classes import SuitClasses
    from vptrainer.core.practice.explain import SituationFinder

CloseCalls = tuple["SuitClasses", npt.NDArray[np.int64]]


@dataclass(frozen=True)
class SituationsRequest(Request["SituationFinder"]):
    """A table's basic strategy and the situation of every deal class (and a shorter
    chart of at most ``level_rules`` rules when given), from the table's shared strategy
    maker: the generator runs for seconds, gives way to what the player waits for, and
    resumes from the stages it finished."""

    priority: ClassVar[Priority] = Priority.CHARTS
    keep: ClassVar[int] = 8
    label: ClassVar[str] = "strategy chart"

    table: PayTable
    level_rules: int | None = None

    def run(self, progress: Progress, cancel: threading.Event) -> SituationFinder:
        from vptrainer.core.practice.explain import situation_finder

        maker = need(MakerRequest(self.table), progress, cancel)
        return situation_finder(
            self.table, level_rules=self.level_rules, maker=maker, progress=progress, cancel=cancel
        )


@dataclass(frozen=True)
class CloseCallsRequest(Request[CloseCalls]):
    """The deal classes of a table whose two best holds differ by less than ``margin``
    per coin, with the table's classes."""

    keep: ClassVar[int] = 8
    label: ClassVar[str] = "close calls"

    table: PayTable
    margin: Fraction

    def run(self, progress: Progress, cancel: threading.Event) -> CloseCalls:
        from vptrainer.core.engine.hold_table import cached_hold_table
        from vptrainer.core.engine.prepared import cached_prepare
        from vptrainer.core.practice.drills import close_call_classes

        holds = cached_hold_table(cached_prepare(self.table))
        return holds.classes, close_call_classes(holds, self.margin)
