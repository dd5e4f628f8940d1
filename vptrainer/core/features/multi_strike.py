"""Multi-Strike Poker (IGT) and Multi-Strike 16X, exactly, by backward induction.

Rules (Wizard of Odds, "Multi-Strike Poker" and "Multi-Strike Poker 16X"): the player
bets every line at once (four lines of five coins; five lines in 16X) and plays them one
after the other, bottom up, each from a fresh deck. Level ``k`` pays ``m_k`` times the
table (1x, 2x, 4x, 8x; 16x on the fifth level of 16X). A paying hand on level ``k``, or
a *free ride* card shown with its deal (probability ``f_k``), moves the player up to
level ``k + 1``; otherwise the game ends. The top level has no free ride. With fewer
lines bet, the levels played are the bottom ones.

Method: let ``V_k`` be the expected pay, in bets of one line, of the game from level
``k`` on. The top level played is the base game times its multiplier:
``V_n = m_n * R``. Below it, a free ride is seen before the hold, so the level is played
with the base game's strategy and always moves up: ``F_k = m_k * R + V_(k+1)``; without
one, every paying category is worth ``V_(k+1)`` more, so each hold's value is
``m_k * EV_h + V_(k+1) * P_h(win)`` and the level's strategy is re-solved:
``W_k = E[max_h ...]``; ``V_k = f_k F_k + (1 - f_k) W_k``. The return per coin is
``V_1 / n`` (``n`` lines bet). Two engine runs give every hold's EV and every hold's
exact chance of a paying hand; each level's best holds are picked from them (exactly:
near-ties are settled with fractions) and its final-hand distribution counted, so the
round's pay distribution, variance and the strategy changes by level are exact too.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction
from functools import cached_property, lru_cache
from typing import Any

import numpy as np
import numpy.typing as npt

from vptrainer.core.bankroll.rounds import RoundOutcomes
from vptrainer.core.engine.analysis import AnalysisResult, analyze
from vptrainer.core.engine.hold_table import (
    HoldTable,
    cached_hold_table,
    hold_category_counts,
)
from vptrainer.core.engine.prepared import PreparedTable, cached_prepare
from vptrainer.core.errors import Cancelled
from vptrainer.core.features.common import (
    Dist,
    FeatureError,
    LineMoments,
    Progress,
    StrategyChanges,
    check_table,
    line_moments,
    probability,
    royal_of,
    strategy_changes,
    weighted_sum,
    whole,
)
from vptrainer.core.features.hold_values import (
    TIE_KEY,
    best_holds,
    indicator_table,
    paying_hands,
)
from vptrainer.core.games.paytable import PayTable

GAME = "multi-strike"


@dataclass(frozen=True)
class MultiStrikeRules:
    """A Multi-Strike machine: the level multipliers (bottom first), the chance of a
    free ride on each level but the top, and the lines bet (levels played)."""

    multipliers: tuple[int, ...] = (1, 2, 4, 8)
    free_rides: tuple[Fraction, ...] = (Fraction("0.0825"), Fraction("0.078"), Fraction("0.078"))
    lines: int | None = None  # all levels when None

    def __post_init__(self) -> None:
        mults = tuple(
            whole(m, f"level {k + 1}'s multiplier", 1, 1000) for k, m in enumerate(self.multipliers)
        )
        if not 1 <= len(mults) <= 8:
            raise FeatureError(f"Multi-Strike has 1 to 8 levels, got {len(mults)}")
        rides = tuple(
            probability(f, f"level {k + 1}'s free ride", below_one=True)
            for k, f in enumerate(self.free_rides)
        )
        if len(rides) != len(mults) - 1:
            raise FeatureError(
                f"give a free-ride chance for each level but the top: {len(mults) - 1}, "
                f"got {len(rides)}"
            )
        object.__setattr__(self, "multipliers", mults)
        object.__setattr__(self, "free_rides", rides)
        if self.lines is not None:
            object.__setattr__(self, "lines", whole(self.lines, "lines", 1, len(mults)))

    @property
    def levels(self) -> int:
        """The machine's levels."""
        return len(self.multipliers)

    @property
    def played(self) -> int:
        """The levels played: the lines bet."""
        return self.levels if self.lines is None else self.lines

    @classmethod
    def deluxe(cls) -> MultiStrikeRules:
        """Multi-Strike 16X with the Wizard of Odds' 7/5 Bonus Poker free rides."""
        rides = ("0.076", "0.07", "0.062", "0.0575")
        return cls((1, 2, 4, 8, 16), tuple(Fraction(f) for f in rides))


@dataclass(frozen=True, eq=False)
class MultiStrikeLevel:
    """One level: its values and, without a free ride, its own strategy."""

    level: int
    multiplier: int
    free_ride: Fraction  # the chance of a free ride on this level (0 on the top one)
    value_exact: Fraction  # V_k: what reaching this level is worth, bets of one line
    no_free_ride_exact: Fraction  # W_k: the level's value without a free ride
    free_ride_value_exact: Fraction  # F_k: the level's value with a free ride
    next_exact: Fraction  # V_(k+1): what a paying hand adds (0 on the top level)
    moments: LineMoments  # one hand's pay (base table) under the level's strategy
    holds: npt.NDArray[np.uint8]  # each deal class's best hold without a free ride
    tie_masks: npt.NDArray[np.uint32]
    changes: StrategyChanges  # against the base game's holds
    reach: Fraction  # the chance of playing this level

    @property
    def value(self) -> float:
        """:attr:`value_exact` as a float (8.060957 on full-pay Deuces' level 4)."""
        return float(self.value_exact)

    @property
    def win_probability(self) -> float:
        """The chance of a paying hand under the level's strategy (no free ride)."""
        return float(self.moments.win)


@dataclass(frozen=True)
class LevelHold:
    """One hold of a deal on a Multi-Strike level."""

    mask: int  # bit i set when the i-th card of the deal is held
    held: tuple[int, ...]
    value: Fraction  # what the hold is worth on the level, bets of one line
    ev: Fraction  # its EV in the base game, per coin
    win: Fraction  # its chance of a paying hand
    best: bool  # one of the tied-best holds


@dataclass(frozen=True, eq=False)
class MultiStrikeResult:
    """The exact analysis of a Multi-Strike game."""

    table: PayTable
    rules: MultiStrikeRules
    base: AnalysisResult
    levels: tuple[MultiStrikeLevel, ...]  # bottom (level 1) first, the levels played
    return_exact: Fraction  # per coin bet, every line counted
    variance_exact: Fraction  # of a round's net result, bets squared
    elapsed_s: float
    _round: tuple[Dist, int, bool]  # the round's pay distribution, pay scale, royal?

    game = GAME

    @property
    def stake(self) -> Fraction:
        """What a round costs, in bets of one line: the lines bet."""
        return Fraction(self.rules.played)

    @property
    def return_float(self) -> float:
        """The return per coin bet (0.9979 for 9/6 Jacks or Better)."""
        return float(self.return_exact)

    @property
    def base_return(self) -> Fraction:
        """The base game's return."""
        return self.base.return_exact

    @property
    def variance(self) -> float:
        """The variance of a round's result, bets squared."""
        return float(self.variance_exact)

    @cached_property
    def round_outcomes(self) -> RoundOutcomes:
        """The exact distribution of a round's total pay (all levels)."""
        dist, scale, has_royal = self._round
        return dist.outcomes(
            pay_scale=scale,
            stake=self.stake,
            has_royal=has_royal,
            mean_exact=self.return_exact * self.stake,
        )

    def level(self, k: int) -> MultiStrikeLevel:
        """Level ``k`` (1 = the bottom)."""
        if not 1 <= k <= len(self.levels):
            raise FeatureError(f"level must be from 1 to {len(self.levels)}, got {k}")
        return self.levels[k - 1]

    def hold_values(
        self, deal: Sequence[int] | str, level: int, *, free_ride: bool = False
    ) -> tuple[LevelHold, ...]:
        """All 32 holds of a deal on a level, best first, valued as the level values them
        (``m * EV + V_next * P(win)``; with a free ride ``m * EV + V_next``): what
        practice grades a Multi-Strike hold against. Every tied-best hold is marked."""
        from vptrainer.core.engine.holds import hold_evs

        lv = self.level(level)
        prepared = cached_prepare(self.table)
        hand = hold_evs(prepared, deal)
        paying = [p > 0 for p in prepared.pays]
        rows = []
        for h in hand.holds:
            win = Fraction(
                sum(c for c, pay in zip(h.outcomes, paying, strict=True) if pay), h.draws
            )
            value = lv.multiplier * h.ev + lv.next_exact * (1 if free_ride else win)
            rows.append((h, win, value))
        top = max(v for _, _, v in rows)
        ranked = sorted(rows, key=lambda r: (-r[2], -len(r[0].held), r[0].mask))
        return tuple(
            LevelHold(h.mask, h.held, value, h.ev, win, value == top) for h, win, value in ranked
        )

    def report(self) -> dict[str, Any]:
        """The game's figures for the command line's JSON and the app."""
        return {
            "multipliers": list(self.rules.multipliers),
            "free_rides": [float(f) for f in self.rules.free_rides],
            "lines": self.rules.played,
            "levels": [
                {
                    "level": lv.level,
                    "multiplier": lv.multiplier,
                    "free_ride": float(lv.free_ride),
                    "value": lv.value,
                    "value_no_free_ride": float(lv.no_free_ride_exact),
                    "value_free_ride": float(lv.free_ride_value_exact),
                    "win_probability": float(lv.moments.win),
                    "reach_probability": float(lv.reach),
                    "strategy_changes": lv.changes.summary(),
                }
                for lv in self.levels
            ],
        }


@lru_cache(maxsize=2)
def _win_table(table: PayTable) -> HoldTable:
    """Every hold's exact chance of ending in a paying hand."""
    return indicator_table(table, paying_hands(cached_prepare(table)))


def multi_strike(
    table: PayTable,
    rules: MultiStrikeRules | None = None,
    *,
    progress: Progress | None = None,
    cancel: threading.Event | None = None,
) -> MultiStrikeResult:
    """Multi-Strike on ``table``, exactly (see the module's docstring for the method).

    ``progress(done, total)`` is called between steps (engine runs and levels); a set
    ``cancel`` raises :class:`~vptrainer.core.errors.Cancelled` at the next step.
    """
    started = time.perf_counter()
    table = check_table(table)
    rules = rules or MultiStrikeRules()
    n = rules.played
    steps = 3 + n

    def step(done: int) -> None:
        if cancel is not None and cancel.is_set():
            raise Cancelled("Multi-Strike cancelled")
        if progress:
            progress(done, steps)

    step(0)
    prepared = cached_prepare(table)
    base = analyze(prepared)
    step(1)
    ev = cached_hold_table(prepared)
    step(2)
    win = _win_table(table)
    step(3)
    classes = ev.classes
    weight = classes.weight
    deals = classes.deals
    base_holds = base.strategy.best_hold
    base_line = _moments(prepared, [c.combinations for c in base.categories])
    base_win_total = weighted_sum(win.ev[np.arange(len(classes)), base_holds], weight)
    base_ev_total = weighted_sum(ev.best_ev, weight)
    assert Fraction(base_ev_total, deals * ev.denominator) == base.return_exact

    levels: list[MultiStrikeLevel] = []
    value_above = Fraction(0)
    for k in range(n, 0, -1):
        a = rules.multipliers[k - 1]
        f = rules.free_rides[k - 1] if k < n else Fraction(0)
        b = value_above
        if b == 0:
            holds, ties = base.strategy.best_hold, base.strategy.tie_mask
            moments = base_line
            w_value = a * base.return_exact
            gains = np.zeros(len(classes))
            cost = Fraction(0)
        else:
            holds, ties = _level_holds(ev, win, a, b)
            rows = np.arange(len(classes))
            ev_total = weighted_sum(ev.ev[rows, holds], weight)
            win_total = weighted_sum(win.ev[rows, holds], weight)
            w_value = a * Fraction(ev_total, deals * ev.denominator) + b * Fraction(
                win_total, deals * win.denominator
            )
            base_value = a * base.return_exact + b * Fraction(
                base_win_total, deals * win.denominator
            )
            cost = w_value - base_value
            values = _values(ev, win, a, b)
            gains = values[rows, holds] - values[rows, base_holds.astype(np.int64)]
            counts = hold_category_counts(prepared, holds)
            combos = [weighted_sum(counts[:, q], weight) for q in range(counts.shape[1])]
            moments = _moments(prepared, combos)
        changes = strategy_changes(classes, base_holds, holds, ties, gains, cost)
        free_value = a * base.return_exact + b
        value = f * free_value + (1 - f) * w_value
        levels.append(
            MultiStrikeLevel(
                level=k,
                multiplier=a,
                free_ride=f,
                value_exact=value,
                no_free_ride_exact=w_value,
                free_ride_value_exact=free_value,
                next_exact=b,
                moments=moments,
                holds=holds,
                tie_masks=ties,
                changes=changes,
                reach=Fraction(0),
            )
        )
        value_above = value
        step(3 + n - k + 1)
    levels.reverse()
    levels = _with_reach_and_cost(levels, base_line, n)
    variance = _variance(levels, base_line) - levels[0].value_exact ** 2
    dist = _round_dist(levels, base_line, prepared)
    return MultiStrikeResult(
        table=table,
        rules=rules,
        base=base,
        levels=tuple(levels),
        return_exact=levels[0].value_exact / n,
        variance_exact=variance,
        elapsed_s=time.perf_counter() - started,
        _round=dist,
    )


def _values(ev: HoldTable, win: HoldTable, a: int, b: Fraction) -> npt.NDArray[np.float64]:
    """Each hold's value without a free ride, in bets of one line (floats)."""
    return a * (ev.ev / float(ev.denominator)) + float(b) * (win.ev / float(win.denominator))


def _level_holds(
    ev: HoldTable, win: HoldTable, a: int, b: Fraction
) -> tuple[npt.NDArray[np.uint8], npt.NDArray[np.uint32]]:
    """The best hold of each class at ``m * EV + b * P(win)``, exactly: the float values
    pick it, and classes whose two best values are within rounding are settled with
    fractions (ties by the engine's rule)."""
    values = _values(ev, win, a, b)
    holds, ties = best_holds(values)
    ordered = np.sort(values, axis=1)
    top = ordered[:, -1]
    # the largest value below the top (equal floats count as a near-tie)
    gap = top - ordered[:, -2]
    near = np.flatnonzero(gap <= 1e-9 * np.maximum(1.0, np.abs(top)))
    if near.size:
        holds = holds.copy()
        ties = ties.copy()
        for i in near.tolist():
            exact = [
                a * Fraction(int(ev.ev[i, m]), ev.denominator)
                + b * Fraction(int(win.ev[i, m]), win.denominator)
                for m in range(32)
            ]
            best = max(exact)
            tied = [m for m in range(32) if exact[m] == best]
            holds[i] = max(tied, key=lambda m: int(TIE_KEY[m]))
            ties[i] = sum(1 << m for m in tied)
    holds.setflags(write=False)
    ties.setflags(write=False)
    return holds, ties


def _moments(prepared: PreparedTable, combos: Sequence[int]) -> LineMoments:
    return line_moments(combos, prepared.pays)


def _with_reach_and_cost(
    levels: list[MultiStrikeLevel], base_line: LineMoments, n: int
) -> list[MultiStrikeLevel]:
    """Each level's chance of being played, and its strategy changes' cost as return per
    coin bet (the level's value lost, times the chance of playing it without a free
    ride, over the lines bet)."""
    out = []
    reach = Fraction(1)
    for lv in levels:
        cost = reach * (1 - lv.free_ride) * lv.changes.cost_exact / n
        changes = StrategyChanges(
            lv.changes.classes,
            lv.changes.base_holds,
            lv.changes.holds,
            lv.changes.deals,
            lv.changes.gains,
            lv.changes.total_deals,
            cost,
            lv.changes.suit_classes,
        )
        out.append(_replace_level(lv, reach, changes))
        reach *= lv.free_ride + (1 - lv.free_ride) * lv.moments.win
    return out


def _replace_level(
    lv: MultiStrikeLevel, reach: Fraction, changes: StrategyChanges
) -> MultiStrikeLevel:
    import dataclasses

    return dataclasses.replace(lv, reach=reach, changes=changes)


def _variance(levels: list[MultiStrikeLevel], base_line: LineMoments) -> Fraction:
    """``E[T_1^2]`` of the round's total pay ``T_k = m_k X_k + J_k T_(k+1)``.

    Without a free ride ``J_k`` is "the hand paid" (so ``E[X J] = E[X]``); with one the
    hand is the base game's and ``J_k = 1``. ``T_(k+1)`` is independent of level ``k``.
    """
    second_above = Fraction(0)
    for lv in reversed(levels):
        a = lv.multiplier
        v_next = lv.next_exact
        own = lv.moments
        no_ride = a * a * own.second + 2 * a * own.mean * v_next + own.win * second_above
        ride = a * a * base_line.second + 2 * a * base_line.mean * v_next + second_above
        second_above = lv.free_ride * ride + (1 - lv.free_ride) * no_ride
    return second_above


def _round_dist(
    levels: list[MultiStrikeLevel], base_line: LineMoments, prepared: PreparedTable
) -> tuple[Dist, int, bool]:
    """The round's total pay distribution (units of ``1 / pay_scale`` of a line's bet)."""
    scale = prepared.pay_scale
    units = (prepared.scaled_pays).astype(np.int64)
    royal = royal_of(prepared.keys)
    paying = units > 0
    above: Dist | None = None
    for lv in reversed(levels):
        a = lv.multiplier
        own = lv.moments.probabilities()
        base = base_line.probabilities()
        if above is None:  # the top level played: the base game's strategy
            above = Dist.line(base, units * a, royal)
            continue
        win_part = Dist.line(np.where(paying, own, 0.0), units * a, royal).convolve(above)
        lose = float(own[~paying].sum())
        lose_part = Dist.point(0).scaled(lose)
        ride = Dist.line(base, units * a, royal).convolve(above)
        above = (win_part + lose_part).scaled(float(1 - lv.free_ride)) + ride.scaled(
            float(lv.free_ride)
        )
    assert above is not None
    return above, scale, royal is not None
