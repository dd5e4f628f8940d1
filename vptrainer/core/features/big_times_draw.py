"""Big Times Draw Poker: a multiplier set by the highest card dealt, exactly.

Rules (Wizard of Odds, "Big Times Draw Poker"): with one to five coins the game is the
base game. With six to ten coins, wins are paid on five coins and multiplied by a
multiplier set by the highest card of the dealt hand, aces low (a hand whose highest
card is a deuce earns the most); the table of multipliers depends on the coins bet and
on the machine. The multiplier is known with the deal and multiplies every hold of it
alike, so the strategy is the base game's.

Method: each deal class's optimal EV times its multiplier, weighted by the class sizes:
``return = 5 / coins * sum_deals M(deal) * EV(deal) / deals``, exactly. The variance
and the round's distribution use each class's final-hand distribution under its
optimal hold (lines of multi-play share the deal, hence the multiplier).
"""

from __future__ import annotations

import threading
import time
from dataclasses import dataclass
from fractions import Fraction
from functools import cached_property
from typing import Any

import numpy as np
import numpy.typing as npt

from vptrainer.core.bankroll.rounds import RoundOutcomes, grouped_round_outcomes
from vptrainer.core.engine.analysis import AnalysisResult, analyze
from vptrainer.core.engine.hold_table import hold_category_counts
from vptrainer.core.engine.prepared import cached_prepare
from vptrainer.core.errors import Cancelled
from vptrainer.core.features.common import (
    COINS_PER_LINE,
    Dist,
    FeatureError,
    Progress,
    check_table,
    royal_of,
    weighted_sum,
    whole,
)
from vptrainer.core.games.paytable import PayTable

GAME = "big-times-draw"
HIGH_CARDS = ("2", "3", "4", "5", "6", "7", "8", "9", "T", "J", "Q", "K")


@dataclass(frozen=True)
class BigTimesRules:
    """A Big Times Draw machine: the multiplier for each highest dealt card (2 to K,
    aces low; a hand of aces and deuces has a deuce high), the coins bet (6-10) and
    the lines of multi-play (the multiplier applies to every line)."""

    multipliers: tuple[int, ...] = (10, 9, 6, 6, 5, 5, 5, 3, 3, 2, 1, 1)
    coins: int = 10
    lines: int = 1

    def __post_init__(self) -> None:
        if len(self.multipliers) != len(HIGH_CARDS):
            raise FeatureError(
                f"give a multiplier for each highest card 2 to K (12), got {len(self.multipliers)}"
            )
        mults = tuple(
            whole(m, f"the multiplier for a {card} high", 1, 10_000)
            for card, m in zip(HIGH_CARDS, self.multipliers, strict=True)
        )
        object.__setattr__(self, "multipliers", mults)
        object.__setattr__(self, "coins", whole(self.coins, "coins bet", 6, 10))
        object.__setattr__(self, "lines", whole(self.lines, "lines", 1, 100))

    def multiplier(self, high_rank: int) -> int:
        """The multiplier of a deal whose highest card has rank index ``high_rank``
        (0 = deuce ... 11 = king)."""
        return self.multipliers[high_rank]


@dataclass(frozen=True, eq=False)
class BigTimesResult:
    """The exact analysis of Big Times Draw on a table."""

    table: PayTable
    rules: BigTimesRules
    base: AnalysisResult
    return_exact: Fraction  # per coin bet (all ``coins`` counted)
    variance_exact: Fraction  # of a round's net result, bets squared
    multiplier_mean: Fraction  # the average multiplier over the deals
    multiplier_probabilities: tuple[Fraction, ...]  # of each highest card 2..K
    elapsed_s: float
    _groups: tuple[npt.NDArray[np.float64], npt.NDArray[np.float64], npt.NDArray[np.int64]]
    _scale: int
    _royal: tuple[int, ...] | None

    game = GAME

    @property
    def stake(self) -> Fraction:
        """What a round costs in bets of one line: ``coins / 5`` a line."""
        return Fraction(self.rules.coins * self.rules.lines, COINS_PER_LINE)

    @property
    def return_float(self) -> float:
        """The return per coin bet (0.954895 for 8/6 Jacks or Better at 10 coins)."""
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
        """The distribution of a round's total pay (lines share the deal's multiplier).

        Raises ``TooLarge`` for too many lines of a game with large pays."""
        probs, weights, units = self._groups
        mean = self.return_exact * self.stake
        if self.rules.lines == 1:
            line = (weights @ probs) / weights.sum()
            return Dist.line(line, units, self._royal).outcomes(
                pay_scale=self._scale,
                stake=self.stake,
                has_royal=self._royal is not None,
                mean_exact=mean,
            )
        return grouped_round_outcomes(
            probs,
            weights,
            units,
            self._royal,
            self.rules.lines,
            pay_scale=self._scale,
            stake=self.stake,
            mean_exact=mean,
        )

    def report(self) -> dict[str, Any]:
        """The game's figures for the command line's JSON and the app."""
        return {
            "coins": self.rules.coins,
            "lines": self.rules.lines,
            "multipliers": dict(zip(HIGH_CARDS, self.rules.multipliers, strict=True)),
            "multiplier_mean": float(self.multiplier_mean),
            "high_card_probabilities": {
                card: float(p)
                for card, p in zip(HIGH_CARDS, self.multiplier_probabilities, strict=True)
            },
            "strategy": "the base game's (the multiplier is known with the deal)",
        }


def high_card_ranks(cards: npt.NDArray[np.integer]) -> npt.NDArray[np.int64]:
    """The highest card of each deal (rows of cards), aces low, as 0 = deuce .. 11 = king;
    -1 for five aces (impossible without wild cards)."""
    ranks = np.asarray(cards).astype(np.int64) >> 2  # 0 = deuce .. 12 = ace
    low = np.where(ranks == 12, -1, ranks)
    top: npt.NDArray[np.int64] = low.max(axis=1)
    return top


def big_times_draw(
    table: PayTable,
    rules: BigTimesRules | None = None,
    *,
    progress: Progress | None = None,
    cancel: threading.Event | None = None,
) -> BigTimesResult:
    """Big Times Draw on ``table``, exactly (see the module's docstring)."""
    started = time.perf_counter()
    table = check_table(table)
    if table.deck_size != 52:
        raise FeatureError(f"{table.name}: Big Times Draw is played without jokers")
    rules = rules or BigTimesRules()
    if progress:
        progress(0, 3)
    prepared = cached_prepare(table)
    base = analyze(prepared)
    if cancel is not None and cancel.is_set():
        raise Cancelled("Big Times Draw cancelled")
    if progress:
        progress(1, 3)
    classes = base.strategy.classes
    weight = classes.weight
    deals = classes.deals
    high = high_card_ranks(classes.cards)
    mult = np.array(rules.multipliers, dtype=np.int64)[high]
    denominator = base.strategy.denominator
    total = weighted_sum(base.strategy.best_ev * mult, weight)
    return_exact = Fraction(total, deals * denominator) * Fraction(COINS_PER_LINE, rules.coins)
    multiplier_mean = Fraction(weighted_sum(mult, weight), deals)
    high_probs = tuple(
        Fraction(int(weight[high == r].astype(np.int64).sum()), deals) for r in range(12)
    )
    counts = hold_category_counts(prepared, base.strategy.best_hold)
    if cancel is not None and cancel.is_set():
        raise Cancelled("Big Times Draw cancelled")
    if progress:
        progress(2, 3)
    common = prepared.common_denominator
    scale = prepared.pay_scale
    pays2 = [int(p * p * scale * scale) for p in prepared.pays]
    # per class: E[X] and E[X^2] of one line (numerators over common, scale, scale^2)
    first = counts @ prepared.scaled_pays.astype(np.int64)
    second = counts @ np.array(pays2, dtype=np.int64)
    n = rules.lines
    m2 = mult * mult
    # E[T^2 | deal] = M^2 (n E[X^2] + n (n - 1) E[X]^2), T the round's pay in bets
    sum_second = weighted_sum(second * m2, weight)
    sq_first = sum(
        int(w) * int(m) * int(f) * int(f)
        for w, m, f in zip(weight.tolist(), m2.tolist(), first.tolist(), strict=True)
    )
    e_t2 = Fraction(n * sum_second, deals * common * scale * scale) + Fraction(
        n * (n - 1) * sq_first, deals * common * common * scale * scale
    )
    mean_round = return_exact * Fraction(rules.coins * n, COINS_PER_LINE)
    variance = e_t2 - mean_round * mean_round
    groups = _groups(counts, mult, weight, prepared.scaled_pays.astype(np.int64), common)
    if progress:
        progress(3, 3)
    return BigTimesResult(
        table=table,
        rules=rules,
        base=base,
        return_exact=return_exact,
        variance_exact=variance,
        multiplier_mean=multiplier_mean,
        multiplier_probabilities=high_probs,
        elapsed_s=time.perf_counter() - started,
        _groups=groups,
        _scale=scale,
        _royal=_royal_outcomes(prepared.keys, len(np.unique(mult))),
    )


def _royal_outcomes(keys: tuple[str, ...], blocks: int) -> tuple[int, ...] | None:
    """The royal flush's outcome in each multiplier's block of outcomes."""
    royal = royal_of(keys)
    return None if royal is None else tuple(b * len(keys) + royal for b in range(blocks))


def _groups(
    counts: npt.NDArray[np.int64],
    mult: npt.NDArray[np.int64],
    weight: npt.NDArray[np.integer],
    units: npt.NDArray[np.int64],
    common: int,
) -> tuple[npt.NDArray[np.float64], npt.NDArray[np.float64], npt.NDArray[np.int64]]:
    """Alike deals grouped: each group's line distribution over (multiplier, category)
    outcomes, the groups' shares, and each outcome's pay in units."""
    values = np.unique(mult)
    k = counts.shape[1]
    which = np.searchsorted(values, mult)
    keyed = np.concatenate([which[:, None], counts], axis=1)
    rows, inverse = np.unique(keyed, axis=0, return_inverse=True)
    shares = np.bincount(inverse.ravel(), weights=weight.astype(np.float64))
    probs = np.zeros((rows.shape[0], len(values) * k))
    for g in range(rows.shape[0]):
        v = int(rows[g, 0])
        probs[g, v * k : (v + 1) * k] = rows[g, 1:] / float(common)
    outcome_units = (values[:, None] * units[None, :]).reshape(-1).astype(np.int64)
    return probs, shares / shares.sum(), outcome_units
