"""The Bankroll view's requests: what a round is (:class:`PricedRequest`), the long-run
risk, a session's odds, the fan of its running result, and tables compared.

A :class:`Subject` is what the figures price: the table as a bet of that many coins is
paid (its short pays below max bet) with the royal at a progressive meter, played as
the base game or as a feature game (Multi-Strike, Super Times Pay...). The risk,
session and fan requests are named by the subject and the inputs and build on its
:class:`Priced` round (``need``), so an answer shown once is shown again from the
result store, and a late answer to an old request is told to nobody.
"""

from __future__ import annotations

import math
import threading
from dataclasses import dataclass
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
    from vptrainer.core.bankroll.rounds import RoundOutcomes
    from vptrainer.core.engine.analysis import AnalysisResult
    from vptrainer.core.engine.report import MultiPlayRow

#: The numbers of lines of the view's line choice and its multi-play table.
LINE_CHOICES = (1, 3, 5, 10, 25, 50, 100)
CURVE_POINTS = 241


@dataclass(frozen=True)
class Subject:
    """What the figures price: ``table`` as the bet is paid (short pays, a meter), played
    as the base game (``feature`` None) or as the feature game ``feature``."""

    table: PayTable
    feature: str | None = None


@dataclass(frozen=True, eq=False)
class Priced:
    """A subject's round: the base game's analysis, or a feature game's round as a
    distribution (its stake in bets of one line, its exact return)."""

    subject: Subject
    analysis: AnalysisResult | None
    rounds: RoundOutcomes | None
    return_exact: Fraction

    @property
    def outcomes(self) -> AnalysisResult | RoundOutcomes:
        """What the bankroll functions take."""
        found = self.analysis if self.analysis is not None else self.rounds
        assert found is not None
        return found

    @property
    def stake(self) -> Fraction | None:
        """Bets of one line a feature game's round costs (None: the base game's lines)."""
        return None if self.rounds is None else self.rounds.bet


@dataclass(frozen=True)
class PricedRequest(Request[Priced]):
    """A subject's round: the analysis of the priced table (shared with every view),
    or the feature game's exact analysis and its round's distribution."""

    priority: ClassVar[Priority] = Priority.FIRST
    keep: ClassVar[int] = 8
    label: ClassVar[str] = "round's outcomes"

    subject: Subject

    def run(self, progress: Progress, cancel: threading.Event) -> Priced:
        subject = self.subject
        if subject.feature is None:
            analysis = need(AnalysisRequest(subject.table), progress, cancel)
            return Priced(subject, analysis, None, analysis.return_exact)
        from vptrainer.core.bankroll.rounds import TooLarge
        from vptrainer.core.errors import VPError
        from vptrainer.core.features.games import FeatureRequest, run_feature

        found = run_feature(
            subject.table, FeatureRequest(game=subject.feature), progress=progress, cancel=cancel
        )
        try:
            rounds = found.round_outcomes
        except TooLarge as exc:
            raise VPError(f"{exc}: the round of this game is too large to count") from None
        return Priced(subject, None, rounds, found.return_exact)


@dataclass(frozen=True)
class RiskRequest(Request["RiskFigures"]):
    """The long run: a subject's round, lines, cash back, a bankroll and a risk."""

    label: ClassVar[str] = "long-run risk"

    subject: Subject
    lines: int
    cashback: Fraction
    bankroll: Fraction
    risk: float

    def run(self, progress: Progress, cancel: threading.Event) -> RiskFigures:
        from vptrainer.core.bankroll.risk import STANDARD_RISKS, long_run_risk
        from vptrainer.core.engine.report import multi_play_rows

        priced = need(PricedRequest(self.subject), progress, cancel)
        lines = self.lines if priced.analysis is not None else 1
        lr = long_run_risk(priced.outcomes, cashback=self.cashback, lines=lines)
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
        rows = () if priced.analysis is None else multi_play_rows(priced.analysis, LINE_CHOICES)
        return RiskFigures(
            request=self,
            priced=priced,
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
    priced: Priced
    long_run: LongRunRisk
    risk_of_ruin: float
    bankrolls: tuple[tuple[float, float | None], ...]  # (risk, bets), ascending risk
    curve_bankrolls: npt.NDArray[np.float64]
    curve_risks: npt.NDArray[np.float64]
    multi_play: tuple[MultiPlayRow, ...]


@dataclass(frozen=True)
class SessionRequest(Request["SessionFigures"]):
    """A session of a subject: bankroll, hands, goal (None: none), cash back and lines."""

    label: ClassVar[str] = "session odds"

    subject: Subject
    bankroll: Fraction
    hands: int
    goal: Fraction | None
    cashback: Fraction
    lines: int

    def run(self, progress: Progress, cancel: threading.Event) -> SessionFigures:
        from vptrainer.core.bankroll.money import expected_result
        from vptrainer.core.bankroll.risk import session_odds

        priced = need(PricedRequest(self.subject), progress, cancel)
        lines = self.lines if priced.analysis is not None else 1
        odds = session_odds(
            priced.outcomes,
            bankroll=self.bankroll,
            hands=self.hands,
            goal=self.goal,
            cashback=self.cashback,
            lines=lines,
            progress=progress,
            cancel=cancel,
        )
        expected = expected_result(
            priced.outcomes, hands=self.hands, cashback=self.cashback, lines=lines
        )
        return SessionFigures(self, priced, odds, float(expected))


@dataclass(frozen=True, eq=False)
class SessionFigures:
    """A session's odds and its average result (bets) when every round is played."""

    request: SessionRequest
    priced: Priced
    odds: SessionOdds
    expected: float


@dataclass(frozen=True)
class FanRequest(Request["FanFigures"]):
    """The running result of a session played through: hands, lines and cash back."""

    label: ClassVar[str] = "session results"

    subject: Subject
    hands: int
    lines: int
    cashback: Fraction

    def run(self, progress: Progress, cancel: threading.Event) -> FanFigures:
        from vptrainer.core.bankroll.fan import result_quantiles

        priced = need(PricedRequest(self.subject), progress, cancel)
        found = result_quantiles(
            priced.outcomes,
            hands=self.hands,
            lines=self.lines if priced.analysis is not None else 1,
            cashback=self.cashback,
            progress=progress,
            cancel=cancel,
        )
        return FanFigures(self, priced, found)


@dataclass(frozen=True, eq=False)
class FanFigures:
    """The levels of the running result, for the fan chart."""

    request: FanRequest
    priced: Priced
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
