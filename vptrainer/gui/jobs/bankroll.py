"""The Bankroll view's requests: the long-run risk, a session's odds, the fan of its
running result, and tables compared.

Each request carries the table's analysis (its answer is one of that table's); it is
named by the table and the inputs, so an answer shown once is shown again from the
result store, and a late answer to an old request is told to nobody.
"""

from __future__ import annotations

import math
import threading
from collections.abc import Hashable
from dataclasses import dataclass, field
from fractions import Fraction
from typing import TYPE_CHECKING, ClassVar

import numpy as np
import numpy.typing as npt

from vptrainer.core.errors import Cancelled
from vptrainer.core.games.paytable import PayTable
from vptrainer.gui.jobs.base import Priority, Progress, Request
from vptrainer.gui.jobs.engine import AnalysisRequest
from vptrainer.gui.jobs.store import need

if TYPE_CHECKING:  # the figures' modules load numba: imported by the requests
    from vptrainer.core.bankroll.compare import TableComparison
    from vptrainer.core.bankroll.fan import ResultQuantiles
    from vptrainer.core.bankroll.risk import LongRunRisk, SessionOdds
    from vptrainer.core.engine.analysis import AnalysisResult
    from vptrainer.core.engine.report import MultiPlayRow

#: The numbers of lines of the view's line choice and its multi-play table.
LINE_CHOICES = (1, 3, 5, 10, 25, 50, 100)
CURVE_POINTS = 241


@dataclass(frozen=True)
class RiskRequest(Request["RiskFigures"]):
    """The long run: one table's result, lines, cash back, a bankroll and a risk."""

    label: ClassVar[str] = "long-run risk"

    result: AnalysisResult = field(compare=False)
    lines: int
    cashback: Fraction
    bankroll: Fraction
    risk: float

    @property
    def key(self) -> Hashable:
        return (self.result.table, self.lines, self.cashback, self.bankroll, self.risk)

    def run(self, progress: Progress, cancel: threading.Event) -> RiskFigures:
        from vptrainer.core.bankroll.risk import STANDARD_RISKS, long_run_risk
        from vptrainer.core.engine.report import multi_play_rows

        lr = long_run_risk(self.result, cashback=self.cashback, lines=self.lines)
        if cancel.is_set():
            raise Cancelled("risk cancelled")
        risks = sorted({*STANDARD_RISKS, self.risk})
        bankrolls = tuple((p, lr.bankroll_for(p)) for p in risks)
        if lr.certain or lr.r == 0:
            xs = np.zeros(0)
            ys = np.zeros(0)
        else:
            top = max(float(self.bankroll) * 1.25, lr.bankroll_for(0.001) or 1.0)
            xs = np.linspace(0.0, top, CURVE_POINTS)
            ys = np.exp(lr.log_r * xs)
        rows = multi_play_rows(self.result, LINE_CHOICES)
        return RiskFigures(
            request=self,
            long_run=lr,
            risk_of_ruin=lr.risk(self.bankroll),
            bankrolls=bankrolls,
            curve_bankrolls=xs,
            curve_risks=ys,
            multi_play=rows,
        )


@dataclass(frozen=True, eq=False)
class RiskFigures:
    """The long-run figures: ``r``, the risk for the bankroll, bankrolls for risks, the curve."""

    request: RiskRequest
    long_run: LongRunRisk
    risk_of_ruin: float
    bankrolls: tuple[tuple[float, float | None], ...]  # (risk, bets), ascending risk
    curve_bankrolls: npt.NDArray[np.float64]
    curve_risks: npt.NDArray[np.float64]
    multi_play: tuple[MultiPlayRow, ...]


@dataclass(frozen=True)
class SessionRequest(Request["SessionFigures"]):
    """A session: bankroll, hands, goal (None: none), cash back and lines."""

    label: ClassVar[str] = "session odds"

    result: AnalysisResult = field(compare=False)
    bankroll: Fraction
    hands: int
    goal: Fraction | None
    cashback: Fraction
    lines: int

    @property
    def key(self) -> Hashable:
        return (
            self.result.table,
            self.bankroll,
            self.hands,
            self.goal,
            self.cashback,
            self.lines,
        )

    def run(self, progress: Progress, cancel: threading.Event) -> SessionFigures:
        from vptrainer.core.bankroll.risk import session_odds

        odds = session_odds(
            self.result,
            bankroll=self.bankroll,
            hands=self.hands,
            goal=self.goal,
            cashback=self.cashback,
            lines=self.lines,
            progress=progress,
            cancel=cancel,
        )
        r = self.result
        expected = self.hands * self.lines * float(r.return_exact + self.cashback - 1)
        return SessionFigures(self, odds, expected)


@dataclass(frozen=True, eq=False)
class SessionFigures:
    """A session's odds and its average result (bets) when every round is played."""

    request: SessionRequest
    odds: SessionOdds
    expected: float


@dataclass(frozen=True)
class FanRequest(Request["FanFigures"]):
    """The running result of a session played through: hands, lines and cash back."""

    label: ClassVar[str] = "session results"

    result: AnalysisResult = field(compare=False)
    hands: int
    lines: int
    cashback: Fraction

    @property
    def key(self) -> Hashable:
        return (self.result.table, self.hands, self.lines, self.cashback)

    def run(self, progress: Progress, cancel: threading.Event) -> FanFigures:
        from vptrainer.core.bankroll.fan import result_quantiles

        found = result_quantiles(
            self.result,
            hands=self.hands,
            lines=self.lines,
            cashback=self.cashback,
            progress=progress,
            cancel=cancel,
        )
        return FanFigures(self, found)


@dataclass(frozen=True, eq=False)
class FanFigures:
    """The levels of the running result, for the fan chart."""

    request: FanRequest
    quantiles: ResultQuantiles


@dataclass(frozen=True, eq=False)
class Comparison:
    """Tables compared."""

    tables: tuple[PayTable, ...]
    comparison: TableComparison


@dataclass(frozen=True)
class CompareRequest(Request[Comparison]):
    """Analyse the tables (each analysis shared through the result store), then compare
    them with the first."""

    priority: ClassVar[Priority] = Priority.NORMAL
    keep: ClassVar[int] = 4
    label: ClassVar[str] = "comparison"

    tables: tuple[PayTable, ...]

    def run(self, progress: Progress, cancel: threading.Event) -> Comparison:
        from vptrainer.core.bankroll.compare import compare_tables

        distinct = list(dict.fromkeys(self.tables))
        steps = len(distinct)
        found: dict[PayTable, AnalysisResult] = {}
        for i, table in enumerate(distinct):

            def part(done: int, total: int, i: int = i) -> None:
                progress(i * 1000 + math.floor(1000 * done / max(total, 1)), steps * 1000)

            found[table] = need(AnalysisRequest(table), part, cancel)
        return Comparison(self.tables, compare_tables(tuple(found[t] for t in self.tables)))
