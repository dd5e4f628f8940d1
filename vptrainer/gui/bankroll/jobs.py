"""The Bankroll view's long jobs: plain functions over the core, run by the engine's worker.

Each request is a frozen value; a job returns its request with what it found, so the
view can tell a late answer to an old request from the answer it waits for.
"""

from __future__ import annotations

import math
import threading
from collections.abc import Mapping
from dataclasses import dataclass
from fractions import Fraction

import numpy as np
import numpy.typing as npt

from vptrainer.core.bankroll.compare import TableComparison, compare_tables
from vptrainer.core.bankroll.fan import ResultQuantiles, result_quantiles
from vptrainer.core.bankroll.risk import (
    STANDARD_RISKS,
    LongRunRisk,
    SessionOdds,
    long_run_risk,
    session_odds,
)
from vptrainer.core.engine.analysis import AnalysisResult, analyze
from vptrainer.core.engine.prepared import cached_prepare
from vptrainer.core.engine.report import MultiPlayRow, multi_play_rows
from vptrainer.core.errors import Cancelled
from vptrainer.core.games.paytable import PayTable
from vptrainer.gui.workers import Progress, TypedJob

#: The numbers of lines of the view's line choice and its multi-play table.
LINE_CHOICES = (1, 3, 5, 10, 25, 50, 100)
CURVE_POINTS = 241


@dataclass(frozen=True, eq=False)
class RiskRequest:
    """The long run: one table's result, lines, cash back, a bankroll and a risk."""

    result: AnalysisResult
    lines: int
    cashback: Fraction
    bankroll: Fraction
    risk: float

    def key(self) -> tuple[object, ...]:
        """What the answer depends on."""
        return (id(self.result), self.lines, self.cashback, self.bankroll, self.risk)


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


def risk_job(request: RiskRequest) -> TypedJob[RiskFigures]:
    """A job: the long-run risk of ruin, the bankrolls for the standard risks and the curve."""

    def job(progress: Progress, cancel: threading.Event) -> RiskFigures:
        lr = long_run_risk(request.result, cashback=request.cashback, lines=request.lines)
        if cancel.is_set():
            raise Cancelled("risk cancelled")
        risks = sorted({*STANDARD_RISKS, request.risk})
        bankrolls = tuple((p, lr.bankroll_for(p)) for p in risks)
        if lr.certain or lr.r == 0:
            xs = np.zeros(0)
            ys = np.zeros(0)
        else:
            top = max(float(request.bankroll) * 1.25, lr.bankroll_for(0.001) or 1.0)
            xs = np.linspace(0.0, top, CURVE_POINTS)
            ys = np.exp(lr.log_r * xs)
        rows = multi_play_rows(request.result, LINE_CHOICES)
        return RiskFigures(
            request=request,
            long_run=lr,
            risk_of_ruin=lr.risk(request.bankroll),
            bankrolls=bankrolls,
            curve_bankrolls=xs,
            curve_risks=ys,
            multi_play=rows,
        )

    return job


@dataclass(frozen=True, eq=False)
class SessionRequest:
    """A session: bankroll, hands, goal (None: none), cash back and lines."""

    result: AnalysisResult
    bankroll: Fraction
    hands: int
    goal: Fraction | None
    cashback: Fraction
    lines: int

    def key(self) -> tuple[object, ...]:
        """What the answer depends on."""
        return (
            id(self.result),
            self.bankroll,
            self.hands,
            self.goal,
            self.cashback,
            self.lines,
        )


@dataclass(frozen=True, eq=False)
class SessionFigures:
    """A session's odds and its average result (bets) when every round is played."""

    request: SessionRequest
    odds: SessionOdds
    expected: float


def session_job(request: SessionRequest) -> TypedJob[SessionFigures]:
    """A job: the chances of going broke, reaching the goal and seeing a royal."""

    def job(progress: Progress, cancel: threading.Event) -> SessionFigures:
        odds = session_odds(
            request.result,
            bankroll=request.bankroll,
            hands=request.hands,
            goal=request.goal,
            cashback=request.cashback,
            lines=request.lines,
            progress=progress,
            cancel=cancel,
        )
        r = request.result
        expected = request.hands * request.lines * float(r.return_exact + request.cashback - 1)
        return SessionFigures(request, odds, expected)

    return job


@dataclass(frozen=True, eq=False)
class FanRequest:
    """The running result of a session played through: hands, lines and cash back."""

    result: AnalysisResult
    hands: int
    lines: int
    cashback: Fraction

    def key(self) -> tuple[object, ...]:
        """What the answer depends on."""
        return (id(self.result), self.hands, self.lines, self.cashback)


@dataclass(frozen=True, eq=False)
class FanFigures:
    """The levels of the running result, for the fan chart."""

    request: FanRequest
    quantiles: ResultQuantiles


def fan_job(request: FanRequest) -> TypedJob[FanFigures]:
    """A job: the median and percentile bands of the running result over the session."""

    def job(progress: Progress, cancel: threading.Event) -> FanFigures:
        found = result_quantiles(
            request.result,
            hands=request.hands,
            lines=request.lines,
            cashback=request.cashback,
            progress=progress,
            cancel=cancel,
        )
        return FanFigures(request, found)

    return job


@dataclass(frozen=True, eq=False)
class Comparison:
    """Tables compared, with every analysis made for it (to be remembered)."""

    tables: tuple[PayTable, ...]
    comparison: TableComparison
    results: tuple[AnalysisResult, ...]


def compare_job(
    tables: tuple[PayTable, ...], known: Mapping[PayTable, AnalysisResult]
) -> TypedJob[Comparison]:
    """A job: analyse the tables not analysed yet, then compare them with the first."""
    known = dict(known)

    def job(progress: Progress, cancel: threading.Event) -> Comparison:
        missing = [t for t in dict.fromkeys(tables) if t not in known]
        steps = max(1, len(missing))
        results: dict[PayTable, AnalysisResult] = dict(known)
        for i, table in enumerate(missing):

            def part(done: int, total: int, i: int = i) -> None:
                progress(i * 1000 + math.floor(1000 * done / max(total, 1)), steps * 1000)

            results[table] = analyze(cached_prepare(table), progress=part, cancel=cancel)
        found = tuple(results[t] for t in tables)
        return Comparison(tables, compare_tables(found), found)

    return job
