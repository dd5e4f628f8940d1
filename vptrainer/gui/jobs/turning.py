"""The turning points' requests (the Strategy view's Turning points page): where each
line of a chart moves as a progressive line grows, the returns along the meter, and
the returns at the meter the player types.

The chart is the table's generated basic strategy (the Strategy view's own chart,
shared through the result store) or a strategy the player opened.
"""

from __future__ import annotations

import threading
from dataclasses import dataclass
from fractions import Fraction
from typing import TYPE_CHECKING, ClassVar

from vptrainer.core.errors import Cancelled
from vptrainer.core.games.paytable import PayTable
from vptrainer.gui.jobs.base import Priority, Progress, Request
from vptrainer.gui.jobs.store import need
from vptrainer.gui.jobs.strategy import ChartRequest

if TYPE_CHECKING:  # the strategy package loads numba: imported by the requests
    from vptrainer.core.strategy.language import Strategy
    from vptrainer.core.strategy.turning_points import TurningPoints

#: the meters the returns along the meter are computed at (evenly from low to high)
CURVE_POINTS = 25


@dataclass(frozen=True)
class TurningDone:
    """The turning points of a chart on a table as one line's pay grows."""

    table: PayTable
    line: str | None  # as asked (None: the top line)
    strategy: Strategy | None  # as asked (None: the basic strategy)
    points: TurningPoints


@dataclass(frozen=True)
class CurveDone:
    """The chart's, the guide's and perfect play's return at meters along the range
    (pays per coin, returns as shares of the bet)."""

    table: PayTable
    line: str | None
    strategy: Strategy | None
    pays: tuple[Fraction, ...]
    chart: tuple[Fraction, ...]
    guide: tuple[Fraction, ...]
    optimal: tuple[Fraction, ...]


@dataclass(frozen=True)
class AtDone:
    """The returns at one meter (a pay per coin): the chart as it is, with the changes
    due there, and perfect play."""

    table: PayTable
    line: str | None
    strategy: Strategy | None
    pay: Fraction
    chart: Fraction
    guide: Fraction
    optimal: Fraction


@dataclass(frozen=True)
class TurningRequest(Request[TurningDone]):
    """Every change of place of a chart's hand classes as ``line``'s pay grows (from the
    table's pay to four times it)."""

    priority: ClassVar[Priority] = Priority.CHARTS
    keep: ClassVar[int] = 3  # each holds every hold's line of every deal class
    label: ClassVar[str] = "turning points"

    table: PayTable
    line: str | None = None
    strategy: Strategy | None = None

    def run(self, progress: Progress, cancel: threading.Event) -> TurningDone:
        from vptrainer.core.strategy.turning_points import turning_points

        texts = None
        strategy = self.strategy
        if strategy is None:
            chart = need(ChartRequest(self.table, None), progress, cancel).chart
            strategy = chart.strategy
            texts = tuple(r.text for r in chart.rules)
        points = turning_points(
            self.table,
            key=self.line,
            strategy=strategy,
            rule_texts=texts,
            progress=progress,
            cancel=cancel,
        )
        return TurningDone(self.table, self.line, self.strategy, points)


def curve_pays(low: Fraction, high: Fraction, n: int = CURVE_POINTS) -> tuple[Fraction, ...]:
    """``n`` pays evenly from ``low`` to ``high``, both included."""
    return tuple(low + (high - low) * k / (n - 1) for k in range(n))


@dataclass(frozen=True)
class CurveRequest(Request[CurveDone]):
    """The returns along the meter of a :class:`TurningRequest`'s range."""

    priority: ClassVar[Priority] = Priority.CHARTS
    keep: ClassVar[int] = 6
    label: ClassVar[str] = "returns along the meter"

    table: PayTable
    line: str | None = None
    strategy: Strategy | None = None

    def run(self, progress: Progress, cancel: threading.Event) -> CurveDone:
        tp = need(TurningRequest(self.table, self.line, self.strategy), progress, cancel).points
        pays = curve_pays(tp.low, tp.high)
        chart, guide, optimal = [], [], []
        for k, x in enumerate(pays):
            if cancel.is_set():
                raise Cancelled("cancelled")
            chart.append(tp.chart_return_at(x))
            guide.append(tp.guide_return_at(x))
            optimal.append(tp.optimal_return_at(x))
            progress(k + 1, len(pays))
        return CurveDone(
            self.table, self.line, self.strategy, pays, tuple(chart), tuple(guide), tuple(optimal)
        )


@dataclass(frozen=True)
class AtRequest(Request[AtDone]):
    """The returns at the meter the player typed (``pay`` per coin)."""

    keep: ClassVar[int] = 8
    label: ClassVar[str] = "returns at the meter"

    table: PayTable
    line: str | None
    strategy: Strategy | None
    pay: Fraction

    def run(self, progress: Progress, cancel: threading.Event) -> AtDone:
        tp = need(TurningRequest(self.table, self.line, self.strategy), progress, cancel).points
        x = self.pay
        return AtDone(
            self.table,
            self.line,
            self.strategy,
            x,
            tp.chart_return_at(x),
            tp.guide_return_at(x),
            tp.optimal_return_at(x),
        )


@dataclass(frozen=True)
class GuideRequest(Request[str]):
    """The printable guide (HTML in the pocket card's style) of a
    :class:`TurningRequest`'s turning points, for ``coins`` a bet at ``denomination``."""

    keep: ClassVar[int] = 4
    label: ClassVar[str] = "printable guide"

    table: PayTable
    line: str | None
    strategy: Strategy | None
    coins: int
    denomination: Fraction | None

    def run(self, progress: Progress, cancel: threading.Event) -> str:
        from vptrainer.core.strategy.turning_report import turning_points_html

        tp = need(TurningRequest(self.table, self.line, self.strategy), progress, cancel).points
        return turning_points_html(tp, coins=self.coins, denomination=self.denomination)
