"""The engine's requests that several views share: a table's analysis, its royal sweep,
its count tables for practice, and the return at each bet of a table with short pays."""

from __future__ import annotations

import threading
from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar

from vptrainer.core.games.paytable import PayTable
from vptrainer.gui.jobs.base import Priority, Progress, Request
from vptrainer.gui.jobs.store import need

if TYPE_CHECKING:  # the engine loads numba: imported by the requests, on the engine thread
    from vptrainer.core.engine.analysis import AnalysisResult
    from vptrainer.core.engine.prepared import PreparedTable
    from vptrainer.core.engine.short_pays import ShortPayReturns
    from vptrainer.core.engine.sweep import SweepResult


@dataclass(frozen=True)
class AnalysisRequest(Request["AnalysisResult"]):
    """A table's full analysis under optimal play (the Analyze view's results, the
    Bankroll view's figures, the optimal return of the table practised)."""

    priority: ClassVar[Priority] = Priority.FIRST
    label: ClassVar[str] = "analysis"

    table: PayTable

    def run(self, progress: Progress, cancel: threading.Event) -> AnalysisResult:
        from vptrainer.core.engine.analysis import analyze

        return analyze(self.table, progress=progress, cancel=cancel, keep=True)


@dataclass(frozen=True)
class SweepRequest(Request["SweepResult"]):
    """A table's exact royal sweep (the Analyze view's chart, the Bankroll view's
    progressive page)."""

    priority: ClassVar[Priority] = Priority.CHARTS
    label: ClassVar[str] = "royal sweep"

    table: PayTable

    def run(self, progress: Progress, cancel: threading.Event) -> SweepResult:
        from vptrainer.core.engine.prepared import cached_prepare
        from vptrainer.core.engine.sweep import pay_sweep

        return pay_sweep(cached_prepare(self.table), progress=progress, cancel=cancel)


@dataclass(frozen=True)
class PrepareRequest(Request["PreparedTable"]):
    """A table's count tables, with the hold kernel loaded and warm (practice, the hand
    analyzer)."""

    priority: ClassVar[Priority] = Priority.FIRST
    keep: ClassVar[int] = 4
    label: ClassVar[str] = "table"

    table: PayTable

    def run(self, progress: Progress, cancel: threading.Event) -> PreparedTable:
        from vptrainer.core.engine.holds import hold_evs
        from vptrainer.core.engine.prepared import cached_prepare

        prepared = cached_prepare(self.table)
        hold_evs(prepared, (0, 5, 10, 15, 20))  # loads the kernel here, not on the GUI thread
        return prepared


@dataclass(frozen=True)
class ShortPaysRequest(Request["ShortPayReturns"]):
    """The return at each bet of a table with short pays, each bet under its own optimal
    strategy (the max-bet analysis is the :class:`AnalysisRequest`'s)."""

    label: ClassVar[str] = "return at each bet"

    table: PayTable

    def run(self, progress: Progress, cancel: threading.Event) -> ShortPayReturns:
        from vptrainer.core.engine.short_pays import short_pay_returns

        result = need(AnalysisRequest(self.table), progress, cancel)
        return short_pay_returns(self.table, max_bet=result, progress=progress, cancel=cancel)
