"""What the feature games share: checked inputs, strategy changes, exact moments, rounds.

Units, for every game: a *bet* is the base game's bet of one line (five coins); a game's
round costs :attr:`stake` bets (Multi-Strike's four lines cost 4, Super Times Pay's six
coins 6/5); returns are per coin bet with every coin the game takes counted; variances
are of one round's net result, in bets squared.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from decimal import Decimal
from fractions import Fraction
from functools import reduce
from typing import Any

import numpy as np
import numpy.typing as npt

from vptrainer.core.bankroll.rounds import RoundOutcomes, royal_index
from vptrainer.core.cards import format_cards
from vptrainer.core.engine.suit_classes import SuitClasses
from vptrainer.core.errors import VPError
from vptrainer.core.games.paytable import PayTable

Progress = Callable[[int, int], None]

COINS_PER_LINE = 5  # the base game's bet of one line: its pays are per coin of five


class FeatureError(VPError):
    """Bad input to a feature game: the message says what and where."""


# ---------------------------------------------------------------- checked inputs


def check_table(table: object) -> PayTable:
    """A pay table a feature game can be played on (no ``[dealt]`` bonuses)."""
    if not isinstance(table, PayTable):
        raise FeatureError(f"expected a pay table, got {type(table).__name__}")
    if table.dealt:
        raise FeatureError(f"{table.name}: feature games take tables without [dealt] bonuses")
    return table


def fraction(value: object, what: str) -> Fraction:
    """A number read exactly (decimal text and floats by their shortest decimal)."""
    if isinstance(value, bool):
        raise FeatureError(f"{what} must be a number, got {value!r}")
    try:
        if isinstance(value, float):
            if not math.isfinite(value):
                raise ValueError
            return Fraction(repr(value))
        if isinstance(value, (int, np.integer)):
            return Fraction(int(value))
        if isinstance(value, (str, Fraction, Decimal)):
            return Fraction(value)
    except (ValueError, TypeError, ZeroDivisionError, ArithmeticError):
        pass
    raise FeatureError(f"{what} must be a number, got {value!r}")


def probability(value: object, what: str, *, below_one: bool = False) -> Fraction:
    """A probability from 0 to 1 (below 1 when ``below_one``)."""
    p = fraction(value, what)
    if not 0 <= p <= 1 or (below_one and p == 1):
        top = "below 1" if below_one else "at most 1"
        raise FeatureError(f"{what} must be from 0 to {top}, got {float(p):g}")
    return p


def whole(value: object, what: str, low: int, high: int) -> int:
    """A whole number from ``low`` to ``high``."""
    if isinstance(value, bool) or not isinstance(value, (int, np.integer)):
        raise FeatureError(f"{what} must be a whole number, got {value!r}")
    if not low <= int(value) <= high:
        raise FeatureError(f"{what} must be from {low:,} to {high:,}, got {value}")
    return int(value)


@dataclass(frozen=True)
class Weighted:
    """A discrete distribution given as values with whole-number weights (a prize wheel,
    a multiplier table). Values are exact non-negative numbers."""

    values: tuple[Fraction, ...]
    weights: tuple[int, ...]

    @classmethod
    def of(cls, pairs: Iterable[tuple[object, object]], what: str) -> Weighted:
        """Checked ``(value, weight)`` pairs; equal values are merged."""
        merged: dict[Fraction, int] = {}
        for value, weight in pairs:
            v = fraction(value, f"{what}: a value")
            if v < 0:
                raise FeatureError(f"{what}: values must not be negative, got {float(v):g}")
            wt = whole(weight, f"{what}: the weight of {float(v):g}", 0, 10**12)
            merged[v] = merged.get(v, 0) + wt
        if not merged or sum(merged.values()) == 0:
            raise FeatureError(f"{what}: give at least one value with a positive weight")
        if len(merged) > 10_000:
            raise FeatureError(f"{what}: at most 10,000 values")
        values = tuple(sorted(merged))
        return cls(values, tuple(merged[v] for v in values))

    @property
    def total(self) -> int:
        """The sum of the weights."""
        return sum(self.weights)

    def probabilities(self) -> tuple[Fraction, ...]:
        """Each value's exact probability."""
        return tuple(Fraction(w, self.total) for w in self.weights)

    def moment(self, k: int) -> Fraction:
        """``E[V^k]``, exactly."""
        return sum(
            (v**k * p for v, p in zip(self.values, self.probabilities(), strict=True)),
            Fraction(0),
        )

    @property
    def mean(self) -> Fraction:
        """The average value."""
        return self.moment(1)

    def as_pairs(self) -> list[tuple[float, int]]:
        """``[(value, weight), ...]`` for reports."""
        return [(float(v), w) for v, w in zip(self.values, self.weights, strict=True)]


# ------------------------------------------------------------- strategy changes


@dataclass(frozen=True)
class HoldChange:
    """One deal class whose best hold differs from the base game's."""

    cards: tuple[int, ...]  # the class's representative deal, ascending card codes
    base_hold: int  # the base game's best hold (a mask over ``cards``)
    hold: int  # the feature's best hold
    deals: int  # deals in the class
    gain: float  # what the feature's hold adds over the base hold here, bets of one line

    @property
    def cards_text(self) -> str:
        """The deal as text (``2c 7d Jh Qh Ks``)."""
        return format_cards(self.cards)

    def held_text(self, mask: int) -> str:
        """The cards a mask keeps, as text (``-`` for none)."""
        kept = [c for j, c in enumerate(self.cards) if mask >> j & 1]
        return format_cards(kept) if kept else "-"


@dataclass(frozen=True, eq=False)
class StrategyChanges:
    """Where a feature's best holds differ from the base game's, and what that is worth.

    A class counts when the base game's best hold is not among the feature's tied-best
    holds. ``gains[j]`` is, for one deal of class ``classes[j]``, what the feature's
    hold adds over the base hold (bets of one line, at the feature's valuation);
    :attr:`cost_exact` is the average over every deal (deals that do not change add
    nothing): what playing the base game's strategy here would cost, per hand.
    """

    classes: npt.NDArray[np.int64]
    base_holds: npt.NDArray[np.uint8]
    holds: npt.NDArray[np.uint8]
    deals: npt.NDArray[np.int64]
    gains: npt.NDArray[np.float64]
    total_deals: int
    cost_exact: Fraction
    suit_classes: SuitClasses

    @property
    def count(self) -> int:
        """How many deal classes change."""
        return int(self.classes.size)

    @property
    def frequency(self) -> float:
        """The share of deals whose best hold changes."""
        return float(self.deals.sum()) / self.total_deals if self.total_deals else 0.0

    @property
    def cost(self) -> float:
        """:attr:`cost_exact` as a float."""
        return float(self.cost_exact)

    def top(self, n: int = 20) -> list[HoldChange]:
        """The ``n`` changes worth most (deals times gain), largest first."""
        order = np.argsort(-(self.deals * self.gains), kind="stable")[: max(0, n)]
        cards = self.suit_classes.cards
        return [
            HoldChange(
                tuple(int(c) for c in cards[self.classes[j]]),
                int(self.base_holds[j]),
                int(self.holds[j]),
                int(self.deals[j]),
                float(self.gains[j]),
            )
            for j in order.tolist()
        ]

    def summary(self, n: int = 10) -> dict[str, Any]:
        """The report's view: count, frequency, cost and the top changes."""
        return {
            "classes": self.count,
            "frequency": self.frequency,
            "cost": self.cost,
            "top": [
                {
                    "deal": c.cards_text,
                    "base_hold": c.held_text(c.base_hold),
                    "hold": c.held_text(c.hold),
                    "probability": c.deals / self.total_deals,
                    "gain": c.gain,
                }
                for c in self.top(n)
            ],
        }


def strategy_changes(
    classes: SuitClasses,
    base_holds: npt.NDArray[np.integer],
    holds: npt.NDArray[np.integer],
    tie_masks: npt.NDArray[np.integer],
    gains: npt.NDArray[np.floating],
    cost_exact: Fraction,
) -> StrategyChanges:
    """The classes where ``holds`` differ from ``base_holds`` (the base hold not among
    the tied-best), with each class's gain per deal (``gains[class]``)."""
    base = np.asarray(base_holds).astype(np.int64)
    ties = np.asarray(tie_masks).astype(np.int64)
    changed = np.flatnonzero(((ties >> base) & 1) == 0)
    return StrategyChanges(
        classes=changed.astype(np.int64),
        base_holds=np.asarray(base_holds)[changed].astype(np.uint8),
        holds=np.asarray(holds)[changed].astype(np.uint8),
        deals=classes.weight[changed].astype(np.int64),
        gains=np.asarray(gains, dtype=np.float64)[changed],
        total_deals=classes.deals,
        cost_exact=cost_exact,
        suit_classes=classes,
    )


# --------------------------------------------------------------- exact helpers


def weighted_sum(values: npt.NDArray[np.integer], weights: npt.NDArray[np.integer]) -> int:
    """``sum(values * weights)`` exactly (Python integers, whatever the magnitudes)."""
    from vptrainer.core.engine.hold_table import weighted_total

    return weighted_total(np.asarray(values, dtype=np.int64), np.asarray(weights))


def scale_of(values: Iterable[Fraction]) -> int:
    """The least integer making every value whole."""
    return reduce(math.lcm, (Fraction(v).denominator for v in values), 1)


@dataclass(frozen=True)
class LineMoments:
    """One line's pay under a strategy: its exact first and second moments, and the
    probability of each category (the table's lines, then nothing)."""

    mean: Fraction
    second: Fraction
    combinations: tuple[int, ...]
    total: int
    win: Fraction  # the chance of a paying hand

    @property
    def variance(self) -> Fraction:
        """The variance of the line's pay."""
        return self.second - self.mean * self.mean

    def probability(self, q: int) -> Fraction:
        """Category ``q``'s exact probability."""
        return Fraction(self.combinations[q], self.total)

    def probabilities(self) -> npt.NDArray[np.float64]:
        """Every category's probability as floats."""
        return np.array(self.combinations, dtype=np.float64) / float(self.total)


def line_moments(combinations: Sequence[int], pays: Sequence[Fraction]) -> LineMoments:
    """The exact moments of a line's pay from its final hands per category."""
    total = sum(combinations)
    mean = sum((c * p for c, p in zip(combinations, pays, strict=True)), Fraction(0)) / total
    second = sum((c * p * p for c, p in zip(combinations, pays, strict=True)), Fraction(0)) / total
    wins = sum(c for c, p in zip(combinations, pays, strict=True) if p > 0)
    return LineMoments(
        mean, second, tuple(int(c) for c in combinations), total, Fraction(wins, total)
    )


# ------------------------------------------------------------------------ rounds


@dataclass
class Dist:
    """A round's pay distribution under construction: dense arrays over pay units.

    ``all[t]`` is the probability that the round pays ``t`` units, ``clean[t]`` that it
    pays ``t`` units and has no royal flush.
    """

    all: npt.NDArray[np.float64]
    clean: npt.NDArray[np.float64]

    @classmethod
    def point(cls, units: int = 0) -> Dist:
        """A round that surely pays ``units``."""
        a = np.zeros(units + 1)
        a[units] = 1.0
        return cls(a, a.copy())

    @classmethod
    def line(
        cls,
        probs: npt.NDArray[np.float64],
        units: npt.NDArray[np.int64],
        royal: int | Sequence[int] | None,
    ) -> Dist:
        """One line: outcome ``k`` (probability ``probs[k]``) pays ``units[k]``;
        ``royal``: the outcome (or outcomes) with a royal flush."""
        size = int(units.max()) + 1
        a = np.zeros(size)
        np.add.at(a, units, probs)
        clean_probs = np.array(probs, dtype=np.float64)
        if royal is not None:
            clean_probs[[royal] if isinstance(royal, int) else list(royal)] = 0.0
        c = np.zeros(size)
        np.add.at(c, units, clean_probs)
        return cls(a, c)

    def __add__(self, other: Dist) -> Dist:  # the mixture's parts, already weighted
        n = max(len(self.all), len(other.all))
        return Dist(
            _padded(self.all, n) + _padded(other.all, n),
            _padded(self.clean, n) + _padded(other.clean, n),
        )

    def scaled(self, factor: float) -> Dist:
        """The part ``factor`` of this distribution (for mixtures)."""
        return Dist(self.all * factor, self.clean * factor)

    def convolve(self, other: Dist) -> Dist:
        """The sum of independent rounds' pays."""
        return Dist(np.convolve(self.all, other.all), np.convolve(self.clean, other.clean))

    def stretched(self, factor: int) -> Dist:
        """Every pay multiplied by ``factor`` (a multiplier on the whole round)."""
        n = (len(self.all) - 1) * factor + 1
        a = np.zeros(n)
        c = np.zeros(n)
        a[::factor] = self.all
        c[::factor] = self.clean
        return Dist(a, c)

    def outcomes(
        self,
        *,
        pay_scale: int,
        stake: Fraction,
        has_royal: bool,
        mean_exact: Fraction | None = None,
    ) -> RoundOutcomes:
        """The finished round for the bankroll functions."""
        from vptrainer.core.bankroll.rounds import round_distribution

        support = np.flatnonzero(self.all > 0)
        return round_distribution(
            support.astype(np.int64),
            self.all[support],
            self.clean[support] if has_royal else None,
            pay_scale=pay_scale,
            stake=stake,
            mean_exact=mean_exact,
        )


def _padded(a: npt.NDArray[np.float64], n: int) -> npt.NDArray[np.float64]:
    return a if len(a) == n else np.concatenate([a, np.zeros(n - len(a))])


def royal_of(keys: Sequence[str]) -> int | None:
    """The position of the (natural) royal flush among a table's category keys."""
    return royal_index(tuple(keys))


def round_scale(pay_scale: int, stake: Fraction) -> int:
    """A pay scale that also makes the round's stake whole."""
    return math.lcm(pay_scale, stake.denominator)
