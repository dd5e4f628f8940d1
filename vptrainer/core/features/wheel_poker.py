"""Wheel Poker (IGT) and Hundred Play Wheel Poker, exactly.

Rules (Wizard of Odds, "Wheel Poker", "Hundred Play Wheel Poker"): with a sixth coin a
line (wins paid on five), every *natural* four of a kind on the draw spins a prize
wheel: four cards of one rank, wild cards counted as their own rank (in Deuces Wild
four deuces and 2QQQQ spin, QQQ2K does not). Wheel Poker (3- and 5-play) spins once per
such line; Hundred Play Wheel Poker spins once per game and multiplies the prize by the
number of lines that made one. The wheel is data (weights by prize): the defaults are
the Wizard of Odds' (mean 427.922078 coins; Hundred Play 427.80 for jacks-or-better
games and 458.19 for deuces games).

Method: the spin's mean prize, per coin of the five-coin bet, is added to every natural
four of a kind (the table's categories split by that set of final hands, one engine
run); the game is solved again, since holds that make quads gain (the strategy
changes), and the return is 5/6 of that game's. Both variants have that return and that
strategy (the expected prize of a hold is the same). Variances are exact from each
deal class's final-hand distribution under its hold and the wheel's moments; the
Hundred Play round adds ``K W`` with ``K`` binomial over the lines given the hold.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction
from functools import cached_property
from typing import Any

import numpy as np
import numpy.typing as npt

from vptrainer.core.bankroll.rounds import RoundOutcomes, grouped_round_outcomes
from vptrainer.core.engine.analysis import AnalysisResult, OptimalHolds, analyze
from vptrainer.core.engine.hold_table import hold_category_counts, hold_table
from vptrainer.core.engine.holds import HandEVs
from vptrainer.core.engine.prepared import PreparedTable
from vptrainer.core.errors import Cancelled
from vptrainer.core.features.common import (
    COINS_PER_LINE,
    Dist,
    Progress,
    StrategyChanges,
    Weighted,
    check_table,
    royal_of,
    scale_of,
    strategy_changes,
    weighted_sum,
    whole,
)
from vptrainer.core.features.data import feature_data, weights
from vptrainer.core.features.hold_values import best_holds, natural_quads, split_table
from vptrainer.core.games.paytable import PayTable

GAME = "wheel-poker"


def default_wheel() -> Weighted:
    """Wheel Poker's wheel (weights summing to 154, mean 427.922078 coins)."""
    return weights(feature_data(GAME)["wheel"], "the wheel")


def hundred_play_wheel(table: PayTable) -> Weighted:
    """Hundred Play Wheel Poker's wheel for a table: the deuces games' for a deuces
    table, else the jacks-or-better games'."""
    wheels = feature_data(GAME)["hundred_play"]
    key = "deuces_wild" if 0 in table.game.wild_ranks else "jacks_or_better"
    return weights(wheels[key], "the Hundred Play wheel")


def wheel_weights(pairs: Any) -> Weighted:
    """Checked ``(coins won, weight)`` pairs."""
    return Weighted.of(pairs, "the wheel")


@dataclass(frozen=True, eq=False)
class WheelResult:
    """The exact analysis of Wheel Poker (or Hundred Play Wheel Poker) on a table."""

    table: PayTable
    wheel: Weighted  # coins won per spin (on a five-coin line)
    lines: int
    hundred_play: bool  # one spin per game, times the quads made
    coins: int
    base: AnalysisResult
    strategy: OptimalHolds  # the re-solved best holds (EVs include the mean prize)
    changes: StrategyChanges  # against the base game's holds
    adjusted_return: Fraction  # per coin of the five-coin bet, the prize included
    return_exact: Fraction  # per coin bet, the sixth coin counted
    base_holds_return: Fraction  # per coin bet, when the base game's holds are played
    quad_probability: Fraction  # a line's chance of a natural four of a kind
    variance_exact: Fraction  # of a round's net result, bets squared
    elapsed_s: float
    _prepared: PreparedTable
    _counts: npt.NDArray[np.int64]  # per class, per split category (common units)

    game = GAME

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
    def mean_prize(self) -> Fraction:
        """The wheel's mean prize in coins (427.922078 by default)."""
        return self.wheel.mean

    @cached_property
    def round_outcomes(self) -> RoundOutcomes:
        """The exact distribution of a round's total pay (TooLarge when too big)."""
        prepared = self._prepared
        k = len(prepared.pays) // 2
        prizes = [Fraction(v, COINS_PER_LINE) for v in self.wheel.values]
        scale = scale_of([*prepared.pays[: len(prepared.pays) // 2], *prizes])
        units = np.array([int(p * scale) for p in prepared.pays[:k]], dtype=np.int64)
        prize_units = [int(p * scale) for p in prizes]
        slice_probs = [float(p) for p in self.wheel.probabilities()]
        rows, shares = _groups(self._counts, self.strategy.classes.weight)
        probs = rows / float(prepared.common_denominator)
        royal = royal_of(prepared.keys[:k])
        mean = self.return_exact * self.stake
        if not self.hundred_play:
            # outcomes: no quad by category, then quad categories by wheel slice
            outcome_units = [*units.tolist()]
            cols = [probs[:, :k]]
            for j, extra in enumerate(prize_units):
                outcome_units += (units + extra).tolist()
                cols.append(probs[:, k:] * slice_probs[j])
            line_probs = np.concatenate(cols, axis=1)
            arr = np.array(outcome_units, dtype=np.int64)
            if self.lines == 1:
                return Dist.line(shares @ line_probs, arr, royal).outcomes(
                    pay_scale=scale,
                    stake=self.stake,
                    has_royal=royal is not None,
                    mean_exact=mean,
                )
            return grouped_round_outcomes(
                line_probs,
                shares,
                arr,
                royal,
                self.lines,
                pay_scale=scale,
                stake=self.stake,
                mean_exact=mean,
            )
        # one spin for the round: a mixture over the slices of rounds whose quads
        # each add that slice's prize
        mixed: Dist | None = None
        for j, extra in enumerate(prize_units):
            arr = np.concatenate([units, units + extra]).astype(np.int64)
            part = grouped_round_outcomes(  # a whole stake: the units stay as given
                probs, shares, arr, royal, self.lines, pay_scale=scale, stake=1
            )
            size = int(part.pays.max()) + 1
            piece = Dist(
                _dense(part.pays, part.probs, size), _dense(part.pays, part.no_royal, size)
            )
            piece = piece.scaled(slice_probs[j])
            mixed = piece if mixed is None else mixed + piece
        assert mixed is not None
        return mixed.outcomes(
            pay_scale=scale, stake=self.stake, has_royal=royal is not None, mean_exact=mean
        )

    def hold_values(self, deal: Sequence[int] | str) -> HandEVs:
        """All 32 holds of a deal with the wheel's mean prize in their EVs (per coin of
        the five-coin bet), best first: what practice grades a Wheel Poker hold against."""
        from vptrainer.core.engine.holds import hold_evs

        return hold_evs(self._prepared, deal)

    def report(self) -> dict[str, Any]:
        """The game's figures for the command line's JSON and the app."""
        return {
            "coins": self.coins,
            "lines": self.lines,
            "hundred_play": self.hundred_play,
            "wheel": self.wheel.as_pairs(),
            "mean_prize": float(self.mean_prize),
            "adjusted_return": float(self.adjusted_return),
            "return_with_base_strategy": float(self.base_holds_return),
            "quad_probability": float(self.quad_probability),
            "strategy_changes": self.changes.summary(),
        }


def _dense(units: npt.NDArray[np.int64], probs: npt.NDArray[np.float64], size: int) -> Any:
    out = np.zeros(size)
    np.add.at(out, units, probs)
    return out


def _groups(
    counts: npt.NDArray[np.int64], weight: npt.NDArray[np.integer]
) -> tuple[npt.NDArray[np.float64], npt.NDArray[np.float64]]:
    rows, inverse = np.unique(counts, axis=0, return_inverse=True)
    shares = np.bincount(inverse.ravel(), weights=weight.astype(np.float64))
    return rows.astype(np.float64), shares / shares.sum()


def wheel_poker(
    table: PayTable,
    wheel: Weighted | None = None,
    *,
    lines: int = 1,
    hundred_play: bool = False,
    progress: Progress | None = None,
    cancel: threading.Event | None = None,
) -> WheelResult:
    """Wheel Poker on ``table``, exactly (see the module's docstring).

    ``wheel``: coins won per spin with their weights (default: Wheel Poker's wheel, or
    the Hundred Play wheel of the table's kind when ``hundred_play``).
    """
    started = time.perf_counter()
    table = check_table(table)
    lines = whole(lines, "lines", 1, 100)
    if wheel is None:
        wheel = hundred_play_wheel(table) if hundred_play else default_wheel()
    coins = int(feature_data(GAME)["coins_per_line"])
    steps = 4

    def step(done: int) -> None:
        if cancel is not None and cancel.is_set():
            raise Cancelled("Wheel Poker cancelled")
        if progress:
            progress(done, steps)

    step(0)
    base = analyze(table, keep=True)
    quads = natural_quads(table.deck_size)
    bonus = wheel.mean / COINS_PER_LINE
    prepared, _ = split_table(table, quads, bonus)
    step(1)
    values = hold_table(prepared)
    step(2)
    holds, ties = best_holds(values.ev)
    classes = values.classes
    weight = classes.weight
    deals = classes.deals
    rows = np.arange(len(classes))
    best = values.ev[rows, holds]
    base_holds = base.strategy.best_hold.astype(np.int64)
    at_base = values.ev[rows, base_holds]
    d = values.denominator
    adjusted = Fraction(weighted_sum(best, weight), deals * d)
    with_base = Fraction(weighted_sum(at_base, weight), deals * d)
    changes = strategy_changes(
        classes,
        base_holds,
        holds,
        ties,
        (best - at_base) / float(d),
        (adjusted - with_base) * Fraction(COINS_PER_LINE, coins),
    )
    counts = hold_category_counts(prepared, holds)
    step(3)
    k = len(prepared.pays) // 2
    common = prepared.common_denominator
    quad_combos = weighted_sum(counts[:, k:].sum(axis=1), weight)
    variance = _variance(prepared, counts, weight, deals, wheel, lines, hundred_play)
    best.setflags(write=False)
    strategy = OptimalHolds(classes, holds, ties, best, d)
    step(4)
    return WheelResult(
        table=table,
        wheel=wheel,
        lines=lines,
        hundred_play=hundred_play,
        coins=coins,
        base=base,
        strategy=strategy,
        changes=changes,
        adjusted_return=adjusted,
        return_exact=adjusted * Fraction(COINS_PER_LINE, coins),
        base_holds_return=with_base * Fraction(COINS_PER_LINE, coins),
        quad_probability=Fraction(quad_combos, deals * common),
        variance_exact=variance,
        elapsed_s=time.perf_counter() - started,
        _prepared=prepared,
        _counts=counts,
    )


def _variance(
    prepared: PreparedTable,
    counts: npt.NDArray[np.int64],
    weight: npt.NDArray[np.integer],
    deals: int,
    wheel: Weighted,
    lines: int,
    hundred_play: bool,
) -> Fraction:
    """The variance of a round's total pay, in bets squared, exactly.

    Per deal class, with ``X`` a line's base pay, ``I`` "a natural quad", ``W`` the
    prize in bets (``coins / 5``): Wheel Poker's lines are independent given the deal,
    each paying ``X + I W``; Hundred Play's round pays ``S + K W`` with one ``W``.
    """
    k = len(prepared.pays) // 2
    common = prepared.common_denominator
    scale = scale_of(prepared.pays[:k])
    pay = np.array([int(p * scale) for p in prepared.pays[:k]], dtype=np.int64)
    base_counts = counts[:, :k] + counts[:, k:]
    quad_counts = counts[:, k:]
    mu = (base_counts @ pay).tolist()  # / (common * scale)
    x2 = (base_counts @ (pay * pay)).tolist()  # / (common * scale^2)
    p = quad_counts.sum(axis=1).tolist()  # / common
    xi = (quad_counts @ pay).tolist()  # / (common * scale)
    w1 = wheel.mean / COINS_PER_LINE
    w2 = wheel.moment(2) / COINS_PER_LINE**2
    n = lines
    c, s = common, scale
    sums = [0, 0, 0, 0, 0, 0, 0]  # weighted: mu, x2, p, xi, mu^2, mu p, p^2
    for wt, a, b, q, r in zip(weight.tolist(), mu, x2, p, xi, strict=True):
        sums[0] += wt * a
        sums[1] += wt * b
        sums[2] += wt * q
        sums[3] += wt * r
        sums[4] += wt * a * a
        sums[5] += wt * a * q
        sums[6] += wt * q * q
    e_mu = Fraction(sums[0], deals * c * s)
    e_x2 = Fraction(sums[1], deals * c * s * s)
    e_p = Fraction(sums[2], deals * c)
    e_xi = Fraction(sums[3], deals * c * s)
    e_mu2 = Fraction(sums[4], deals * c * c * s * s)
    e_mup = Fraction(sums[5], deals * c * c * s)
    e_p2 = Fraction(sums[6], deals * c * c)
    mean = n * (e_mu + e_p * w1)
    if hundred_play:
        s2 = n * e_x2 + n * (n - 1) * e_mu2
        sk = n * e_xi + n * (n - 1) * e_mup
        k2 = n * e_p + n * (n - 1) * e_p2
        second = s2 + 2 * sk * w1 + k2 * w2
    else:
        line2 = e_x2 + 2 * e_xi * w1 + e_p * w2
        cross = e_mu2 + 2 * e_mup * w1 + e_p2 * w1 * w1
        second = n * line2 + n * (n - 1) * cross
    return second - mean * mean
