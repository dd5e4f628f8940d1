"""One dealt hand of Ultimate X at a total multiplier: every hold's exact value, the
total multipliers where the best hold changes, and the grade of a hold.

A hold's value at total multiplier ``M`` is ``M * EV + future``: ``EV`` the hold's exact
EV per coin (the engine's), ``future`` the expected relative value of the next hand's
total multiplier (:attr:`UltimateXResult.relative_values`), its lines drawing their next
multipliers independently from the hold's exact per-line distribution. Values are per
coin of the 5-coin pays: times 5 they are coins, so a hold's cost in coins is
``5 * (best value - its value)``. Where a solution with the 5-coin option bets 5 coins a
line, no multiplier is earned and a hold is worth ``M * EV`` (the base game's ranking).

Nothing here needs numba: a hand is the engine's 32 hold EVs and outcomes, and small
polynomial powers.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction
from functools import lru_cache

import numpy as np
import numpy.typing as npt

from vptrainer.core.cards import check_hand, format_card
from vptrainer.core.engine.holds import HandEVs, hold_evs
from vptrainer.core.engine.prepared import cached_prepare
from vptrainer.core.errors import VPError
from vptrainer.core.features.ultimate_x.solver import COINS_PLAIN, UltimateXResult

#: Values within this (relative to the largest) are ties in a ranking or a grade.
TIE = 1e-12


@dataclass(frozen=True)
class HoldValue:
    """One hold of a hand under Ultimate X at a total multiplier."""

    mask: int  # bit i set when the i-th card of the hand is held
    held: tuple[int, ...]
    ev: Fraction  # exact EV per coin of the base pays
    next_multipliers: tuple[float, ...]  # a line's chance of each multiplier next (game.values)
    mean_next: float  # a line's expected next multiplier
    future: float  # E[relative value of the next total multiplier]
    value: float  # total_multiplier * ev + future (per coin)
    best: bool  # one of the (tied) best holds at this total multiplier

    @property
    def held_codes(self) -> str:
        """The held cards as text, ``"Ah Kh"``; empty when all are discarded."""
        return " ".join(format_card(c) for c in self.held)

    def line(self) -> tuple[float, float]:
        """``(slope, intercept)``: the hold's value is ``slope * M + intercept``."""
        return float(self.ev), self.future


@dataclass(frozen=True)
class Segment:
    """A range of total multipliers over which one hold is best."""

    start: float  # the total multiplier where it becomes best (the range's low end)
    stop: float  # where another takes over (the range's high end)
    mask: int  # the best hold (the first of any holds tied with it throughout)
    tied: tuple[int, ...]  # every hold with the same value throughout (mask included)


@dataclass(frozen=True)
class UltimateXHand:
    """Every hold of a hand at a total multiplier, best first."""

    result: UltimateXResult
    hand: tuple[int, ...]
    total_multiplier: int
    feature_on: bool  # 10 coins a line (multipliers earned next), or the 5-coin bet
    holds: tuple[HoldValue, ...]

    @property
    def best(self) -> tuple[HoldValue, ...]:
        """Every tied-best hold."""
        return tuple(h for h in self.holds if h.best)

    def hold(self, mask: int) -> HoldValue:
        """The entry of a hold by mask (over the hand's card positions)."""
        for h in self.holds:
            if h.mask == mask:
                return h
        raise KeyError(mask)


@dataclass(frozen=True)
class HoldGrade:
    """How a chosen hold compares with the best at a total multiplier."""

    mask: int
    value: float
    best_value: float
    best_masks: tuple[int, ...]
    cost: float  # per coin of the 5-coin pays
    total_multiplier: int

    @property
    def correct(self) -> bool:
        """Whether the hold is one of the tied best."""
        return self.mask in self.best_masks

    @property
    def cost_coins(self) -> float:
        """What the hold gives up against the best, in coins (all lines, this hand and
        the value of the multipliers it leaves for the next)."""
        return COINS_PLAIN * self.cost


@dataclass(frozen=True)
class _HoldData:
    evs: HandEVs
    probs: npt.NDArray[np.float64]  # (32, G) by kernel order of evs.holds
    future: npt.NDArray[np.float64]  # (32,)


def _group_probabilities(result: UltimateXResult, evs: HandEVs) -> npt.NDArray[np.float64]:
    game = result.game
    values = game.values
    groups = [values.index(m) for m in game.line_multipliers]
    out = np.zeros((len(evs.holds), len(values)))
    for i, h in enumerate(evs.holds):
        for q, count in enumerate(h.outcomes):
            out[i, groups[q]] += count
        out[i] /= h.draws
    return out


def _futures(result: UltimateXResult, probs: npt.NDArray[np.float64]) -> npt.NDArray[np.float64]:
    """E[relative value of the next total multiplier] of each row of ``probs``."""
    game = result.game
    offs = np.asarray(game.values, dtype=np.int64) - 1
    value = result.value_array
    out = np.empty(probs.shape[0])
    size = value.shape[0]
    for i, p in enumerate(probs):
        step = np.zeros(int(offs[-1]) + 1)
        step[offs] = p
        dist = np.ones(1)
        for _ in range(game.lines):
            dist = np.convolve(dist, step)
        out[i] = float(dist[:size] @ value[: dist[:size].shape[0]])
    return out


def _check_result(result: UltimateXResult) -> None:
    if not isinstance(result, UltimateXResult):
        raise VPError(f"expected an Ultimate X solution, got {type(result).__name__}")


def _hold_data(result: UltimateXResult, cards: Sequence[int] | str) -> _HoldData:
    _check_result(result)
    return _cached_hold_data(result, check_hand(cards, result.game.table.deck_size))


@lru_cache(maxsize=64)
def _cached_hold_data(result: UltimateXResult, hand: tuple[int, ...]) -> _HoldData:
    """A hand's holds under a solution (remembered: a view asks for the values at several
    total multipliers and for the ranges of the same hand)."""
    evs = hold_evs(cached_prepare(result.game.table), hand)
    probs = _group_probabilities(result, evs)
    return _HoldData(evs, probs, _futures(result, probs))


def _feature_on(result: UltimateXResult, total_multiplier: int, feature: bool | None) -> bool:
    _check_result(result)
    index = result._state_index(total_multiplier)
    if feature is None:
        return result.feature_bet[index]
    if not isinstance(feature, bool):
        raise VPError(f"feature must be true, false or None, got {feature!r}")
    if not feature and not result.game.five_coin:
        raise VPError("this game was solved without the 5-coin option")
    return feature


def hand_values(
    result: UltimateXResult,
    cards: Sequence[int] | str,
    total_multiplier: int,
    *,
    feature: bool | None = None,
) -> UltimateXHand:
    """Every hold of a dealt hand ranked by its exact value at ``total_multiplier``.

    Parameters
    ----------
    result
        The solved game (its relative values price the next hand's multipliers).
    cards
        Five cards (codes, or text such as ``"Ah Kh Qh Jh 2c"``).
    total_multiplier
        The sum of the lines' multipliers for this hand (``lines`` when none is above
        1x).
    feature
        Bet 10 coins a line (``True``) or 5 (``False``, with the 5-coin option); by
        default the solution's bet at that total multiplier.

    Raises
    ------
    VPError
        When the cards or the total multiplier are not valid for the game.
    """
    on = _feature_on(result, total_multiplier, feature)
    data = _hold_data(result, cards)
    m = int(total_multiplier)
    values = result.game.values
    rows = []
    for i, h in enumerate(data.evs.holds):
        future = float(data.future[i]) if on else result.state_value(result.states[0])
        rows.append((m * float(h.ev) + future, i, future))
    top = max(r[0] for r in rows)
    tol = TIE * max(1.0, abs(top))
    ordered = sorted(rows, key=lambda r: (-r[0], -len(data.evs.holds[r[1]].held), r[1]))
    holds = []
    for value, i, future in ordered:
        h = data.evs.holds[i]
        p = data.probs[i]
        holds.append(
            HoldValue(
                mask=h.mask,
                held=h.held,
                ev=h.ev,
                next_multipliers=tuple(float(x) for x in p) if on else _one_x(len(values)),
                mean_next=float(p @ np.asarray(values, dtype=np.float64)) if on else 1.0,
                future=future,
                value=value,
                best=value >= top - tol,
            )
        )
    return UltimateXHand(result, data.evs.hand, m, on, tuple(holds))


def _one_x(n: int) -> tuple[float, ...]:
    return (1.0,) + (0.0,) * (n - 1)


def grade_hold(
    result: UltimateXResult,
    cards: Sequence[int] | str,
    mask: int,
    total_multiplier: int,
    *,
    feature: bool | None = None,
) -> HoldGrade:
    """The grade of holding ``mask`` (over the hand's card positions) at a total
    multiplier: its value, the best holds' and what it costs."""
    if isinstance(mask, bool) or not isinstance(mask, int) or not 0 <= mask <= 31:
        raise VPError(f"a hold is a mask 0..31 over the five cards, got {mask!r}")
    ranked = hand_values(result, cards, total_multiplier, feature=feature)
    chosen = ranked.hold(mask)
    best = ranked.holds[0]
    return HoldGrade(
        mask=mask,
        value=chosen.value,
        best_value=best.value,
        best_masks=tuple(h.mask for h in ranked.best),
        cost=0.0 if chosen.best else best.value - chosen.value,
        total_multiplier=ranked.total_multiplier,
    )


def best_hold_segments(result: UltimateXResult, cards: Sequence[int] | str) -> tuple[Segment, ...]:
    """The best hold as the total multiplier runs over the game's whole range (with the
    feature on): the upper envelope of the 32 holds' lines ``M * EV + future``, as
    ranges of ``M`` and the holds that are best over them. The ends of the ranges are
    the total multipliers where the best hold changes (exact crossings, not rounded to
    whole multipliers)."""
    data = _hold_data(result, cards)
    holds = data.evs.holds
    slopes = [float(h.ev) for h in holds]
    lines = [(slopes[i], float(data.future[i])) for i in range(len(holds))]
    lo, hi = float(result.states[0]), float(result.states[-1])
    # holds with identical lines (the same EV and next-multiplier distribution) are ties
    keyed: dict[tuple[Fraction, tuple[float, ...]], list[int]] = {}
    for i, h in enumerate(holds):
        keyed.setdefault((h.ev, tuple(np.round(data.probs[i], 15))), []).append(i)
    groups = [sorted(g, key=lambda i: (-len(holds[i].held), holds[i].mask)) for g in keyed.values()]
    heads = [g[0] for g in groups]

    def best_at(x: float) -> int:
        top = max(lines[i][0] * x + lines[i][1] for i in heads)
        tol = TIE * max(1.0, abs(top))
        tied = [i for i in heads if lines[i][0] * x + lines[i][1] >= top - tol]
        # at a crossing, the steeper line is the one that is best just after it
        return max(tied, key=lambda i: (lines[i][0], -holds[i].mask))

    segments: list[Segment] = []
    x = lo
    current = best_at(x)
    while True:
        slope, icept = lines[current]
        nxt, who = hi, -1
        for i in heads:
            rise = lines[i][0] - slope
            if rise > 0:
                cross = (icept - lines[i][1]) / rise
                if x < cross < nxt:
                    nxt, who = cross, i
        group = next(g for g in groups if g[0] == current)
        segments.append(
            Segment(x, nxt, holds[current].mask, tuple(sorted(holds[i].mask for i in group)))
        )
        if who < 0:
            break
        x = nxt
        current = best_at(x)
    return tuple(segments)
