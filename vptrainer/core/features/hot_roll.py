"""Hot Roll Poker (IGT): ten coins a line; one game in six, two dice multiply every line.

Rules (Wizard of Odds, "Hot Roll Poker"): with ten coins a line (wins paid on five), a
multiplier is awarded with probability 1/6, set by the total of two dice (2 to 12), on
every line, before or after the deal. The mean multiplier is ``5/6 + 7/6 = 2``, exactly
what the doubled bet costs, so the return and the strategy are the base game's; the
variance and the risk use the exact two-dice distribution (``E[M^2] = 359/36``).
"""

from __future__ import annotations

import threading
from fractions import Fraction

from vptrainer.core.features.common import Progress, Weighted, probability
from vptrainer.core.features.data import feature_data
from vptrainer.core.features.multiplied import MultipliedResult, multiplied_game
from vptrainer.core.games.paytable import PayTable

GAME = "hot-roll"


def dice_multipliers(trigger: Fraction | str | float = Fraction(1, 6)) -> Weighted:
    """The multiplier's distribution: 1 unless triggered, else two dice's total."""
    p = probability(trigger, "the chance of a roll")
    # weights over 36 times p's denominator: 36 (1 - p) for no roll, p * ways(s) for s
    pairs = [(1, 36 * (p.denominator - p.numerator))]
    pairs += [(s, p.numerator * (6 - abs(s - 7))) for s in range(2, 13)]
    return Weighted.of(pairs, "Hot Roll multipliers")


def hot_roll(
    table: PayTable,
    *,
    trigger: Fraction | str | float | None = None,
    lines: int = 1,
    progress: Progress | None = None,
    cancel: threading.Event | None = None,
) -> MultipliedResult:
    """Hot Roll on ``table`` with ``lines`` lines of multi-play, exactly."""
    data = feature_data(GAME)
    chance = Fraction(str(data["trigger"])) if trigger is None else trigger
    return multiplied_game(
        GAME,
        table,
        dice_multipliers(chance),
        coins=int(data["coins_per_line"]),
        lines=lines,
        progress=progress,
        cancel=cancel,
    )
