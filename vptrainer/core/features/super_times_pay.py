"""Super Times Pay (IGT): a sixth coin a line buys a random multiplier on every line.

Rules (Wizard of Odds; Grochowski): with six coins a line, on average once in 15 games a
multiplier of 2x to 10x (the Wizard of Odds lists 2, 3, 4, 5, 8 and 10) is shown with
the deal and multiplies every line's win; wins are paid on five coins. The strategy is
the base game's; the return is ``R * E[M] * 5/6``. The multiplier's weights are not
published: they are data (the machine's help screen), with a documented default whose
mean when awarded is 4, so that the sixth coin returns what the base game returns.
"""

from __future__ import annotations

import threading
from collections.abc import Iterable

from vptrainer.core.features.common import Progress, Weighted
from vptrainer.core.features.data import feature_data, weights
from vptrainer.core.features.multiplied import MultipliedResult, multiplied_game
from vptrainer.core.games.paytable import PayTable

GAME = "super-times-pay"


def default_weights() -> Weighted:
    """The built-in multiplier weights (``paytables/features/super-times-pay.toml``)."""
    return weights(feature_data(GAME)["weights"], "Super Times Pay weights")


def multiplier_weights(pairs: Iterable[tuple[object, object]]) -> Weighted:
    """Checked ``(multiplier, weight)`` pairs; 1 stands for "no multiplier"."""
    return Weighted.of(pairs, "Super Times Pay weights")


def super_times_pay(
    table: PayTable,
    multipliers: Weighted | None = None,
    *,
    lines: int = 1,
    coins: int | None = None,
    progress: Progress | None = None,
    cancel: threading.Event | None = None,
) -> MultipliedResult:
    """Super Times Pay on ``table`` with ``lines`` lines of multi-play, exactly."""
    data = feature_data(GAME)
    return multiplied_game(
        GAME,
        table,
        multipliers or default_weights(),
        coins=int(data["coins_per_line"]) if coins is None else coins,
        lines=lines,
        progress=progress,
        cancel=cancel,
    )
