"""The Bankroll view's rising-meter request: what sitting down at a progressive meter
that rises with every bet is worth to the next royal, where that becomes positive, and
the value against the meter for its chart (over the table's royal sweep, shared)."""

from __future__ import annotations

import threading
from dataclasses import dataclass
from fractions import Fraction
from typing import TYPE_CHECKING, ClassVar

from vptrainer.core.games.paytable import PayTable
from vptrainer.gui.jobs.base import Priority, Progress, Request
from vptrainer.gui.jobs.engine import SweepRequest
from vptrainer.gui.jobs.store import need

if TYPE_CHECKING:  # the core's figures load numba: imported by the request
    from vptrainer.core.bankroll.rising import MeterPoint, Policy

#: Points of the value-by-meter chart (and of its table).
CURVE_POINTS = 61


@dataclass(frozen=True)
class RisingRequest(Request["RisingFigures"]):
    """A rising meter on ``table``'s royal: sitting down at ``meter`` coins (a max-bet
    royal of ``coins`` coins a bet), the meter rising by ``rate`` of each bet, with
    ``players`` on the bank (you included), re-optimising by ``policy``."""

    priority: ClassVar[Priority] = Priority.CHARTS
    label: ClassVar[str] = "rising meter"

    table: PayTable
    meter: Fraction
    rate: Fraction
    coins: int
    players: int
    policy: Policy

    def run(self, progress: Progress, cancel: threading.Event) -> RisingFigures:
        from vptrainer.core.bankroll.rising import RisingMeter
        from vptrainer.core.errors import Cancelled

        sweep = need(SweepRequest(self.table), progress, cancel)
        model = RisingMeter(
            sweep, rate=self.rate, coins=self.coins, players=self.players, policy=self.policy
        )
        point = model.at(self.meter)
        be = model.break_even(cancel=cancel)
        if cancel.is_set():
            raise Cancelled("rising meter cancelled")
        still = RisingMeter(sweep, rate=0, coins=self.coins, players=self.players, policy="return")
        fixed = still.at(self.meter).expected_profit
        least = float(model.least_meter)
        here = float(self.meter)
        mark = here if be is None else float(be)
        low = max(least, 0.6 * min(here, mark))
        high = max(here, mark, low + 1.0) * 1.5
        step = (high - low) / (CURVE_POINTS - 1)
        curve = model.curve([low + i * step for i in range(CURVE_POINTS)])
        return RisingFigures(
            request=self,
            label=sweep.label,
            point=point,
            break_even=be,
            return_at_meter=sweep.return_at(self.meter / self.coins),
            fixed_profit=fixed,
            least_meter=model.least_meter,
            curve=curve,
        )


@dataclass(frozen=True, eq=False)
class RisingFigures:
    """What the rising-meter page shows (amounts in coins of one bet)."""

    request: RisingRequest
    label: str  # the line the meter pays ("Royal Flush")
    point: MeterPoint
    break_even: Fraction | float | None  # coins
    return_at_meter: Fraction  # optimal return at the meter, per coin bet
    fixed_profit: float  # to the next royal if the meter stood still
    least_meter: Fraction  # coins
    curve: tuple[MeterPoint, ...]
