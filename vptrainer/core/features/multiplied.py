"""A random multiplier on the whole round, independent of the cards: what Super Times
Pay and Hot Roll share.

A round of ``N`` lines (multi-play: one deal and hold, ``N`` draws) pays ``M`` times
the base game's total, with ``M`` drawn independently of the cards (whether it is shown
before or after the deal: it multiplies every hold alike, so the strategy is the base
game's). Exactly: ``return = R * E[M] * 5 / coins``, and with ``S`` the base round's
total pay, ``Var = E[M^2] E[S^2] - (E[M] E[S])^2`` where
``E[S^2] = N v + N (N - 1) c + (N R)^2`` (``v`` one hand's variance, ``c`` the
covariance of two lines of a deal). The round's distribution is the mixture over ``M``
of the base round's exact distribution stretched by ``M``.
"""

from __future__ import annotations

import threading
import time
from dataclasses import dataclass
from fractions import Fraction
from functools import cached_property
from typing import Any

from vptrainer.core.bankroll.rounds import RoundOutcomes, round_outcomes
from vptrainer.core.engine.analysis import AnalysisResult, analyze
from vptrainer.core.errors import Cancelled
from vptrainer.core.features.common import (
    COINS_PER_LINE,
    Dist,
    FeatureError,
    Progress,
    Weighted,
    check_table,
    round_scale,
    whole,
)
from vptrainer.core.games.paytable import PayTable


@dataclass(frozen=True, eq=False)
class MultipliedResult:
    """A game whose round's pay is multiplied by a random whole multiplier."""

    game: str
    table: PayTable
    base: AnalysisResult
    multipliers: Weighted  # the multiplier's distribution (1 when none is awarded)
    coins: int  # per line
    lines: int
    return_exact: Fraction  # per coin bet
    variance_exact: Fraction  # of a round's net result, bets squared
    elapsed_s: float

    @property
    def stake(self) -> Fraction:
        """What a round costs in bets of one line: ``coins / 5`` a line."""
        return Fraction(self.coins * self.lines, COINS_PER_LINE)

    @property
    def return_float(self) -> float:
        """The return per coin bet."""
        return float(self.return_exact)

    @property
    def base_return(self) -> Fraction:
        """The base game's return."""
        return self.base.return_exact

    @property
    def variance(self) -> float:
        """The variance of a round's result, bets squared."""
        return float(self.variance_exact)

    @property
    def mean_multiplier(self) -> Fraction:
        """``E[M]``."""
        return self.multipliers.mean

    @property
    def mean_square_multiplier(self) -> Fraction:
        """``E[M^2]`` (359/36 for Hot Roll)."""
        return self.multipliers.moment(2)

    @cached_property
    def round_outcomes(self) -> RoundOutcomes:
        """The exact distribution of a round's total pay (TooLarge for too many lines)."""
        base = round_outcomes(self.base, self.lines)
        scale = round_scale(base.pay_scale, self.stake)
        factor = scale // base.pay_scale
        size = int(base.pays.max()) * factor + 1
        part = Dist(
            _dense(base.pays * factor, base.probs, size),
            _dense(base.pays * factor, base.no_royal, size),
        )
        mixed: Dist | None = None
        for m, p in zip(self.multipliers.values, self.multipliers.probabilities(), strict=True):
            piece = part.stretched(int(m)).scaled(float(p))
            mixed = piece if mixed is None else mixed + piece
        assert mixed is not None
        return mixed.outcomes(
            pay_scale=scale,
            stake=self.stake,
            has_royal=base.has_royal,
            mean_exact=self.return_exact * self.stake,
        )

    def report(self) -> dict[str, Any]:
        """The game's figures for the command line's JSON and the app."""
        return {
            "coins": self.coins,
            "lines": self.lines,
            "multipliers": self.multipliers.as_pairs(),
            "mean_multiplier": float(self.mean_multiplier),
            "mean_square_multiplier": float(self.mean_square_multiplier),
            "strategy": "the base game's (the multiplier multiplies every hold alike)",
        }


def _dense(units: Any, probs: Any, size: int) -> Any:
    import numpy as np

    out = np.zeros(size)
    np.add.at(out, units, probs)
    return out


def multiplied_game(
    game: str,
    table: PayTable,
    multipliers: Weighted,
    *,
    coins: int,
    lines: int = 1,
    progress: Progress | None = None,
    cancel: threading.Event | None = None,
) -> MultipliedResult:
    """The exact return and variance of ``table`` with a random round multiplier."""
    started = time.perf_counter()
    table = check_table(table)
    coins = whole(coins, "coins a line", 1, 1000)
    lines = whole(lines, "lines", 1, 100)
    for m in multipliers.values:
        if m.denominator != 1 or m < 1:
            raise FeatureError(f"multipliers must be whole numbers of at least 1, got {m}")
    if progress:
        progress(0, 1)
    base = analyze(table, keep=True)
    if cancel is not None and cancel.is_set():
        raise Cancelled(f"{game} cancelled")
    r = base.return_exact
    mean_m = multipliers.mean
    second_s = base.multi_play_variance(lines) + (lines * r) ** 2
    variance = multipliers.moment(2) * second_s - (mean_m * lines * r) ** 2
    if progress:
        progress(1, 1)
    return MultipliedResult(
        game=game,
        table=table,
        base=base,
        multipliers=multipliers,
        coins=coins,
        lines=lines,
        return_exact=r * mean_m * Fraction(COINS_PER_LINE, coins),
        variance_exact=variance,
        elapsed_s=time.perf_counter() - started,
    )
