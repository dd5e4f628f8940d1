"""One round's result: the exact distribution of the pays of its N lines.

With one line the distribution is the analysis' categories. With N lines the lines
share the deal and the hold and draw independently from their own rest of the deck,
so a round's total is, for each deal, the N-fold convolution of that deal's
final-hand distribution, weighted by how often the deal comes.
"""

from __future__ import annotations

import math
import os
import threading
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from fractions import Fraction
from functools import reduce

import numpy as np
import numpy.typing as npt

from vptrainer.core.engine.analysis import AnalysisResult
from vptrainer.core.engine.outcomes import OptimalOutcomes, optimal_outcomes
from vptrainer.core.errors import Cancelled, VPError

Progress = Callable[[int, int], None]

ROYAL_KEYS = ("royal_flush", "natural_royal_flush")
MAX_LINES = 100
# work (multiply-adds) and size above which a round's distribution is not built
_CONVOLUTION_BUDGET = 2.0e9
_MAX_SUPPORT = 1_000_000


#: Hands a simulation may draw at most (sessions x rounds x lines, every session played
#: to its last round): about a minute of one core. Checked before it starts.
MAX_SIMULATED_DRAWS = 10**9
#: Hands one simulated session may draw (rounds x lines): a session is played whole by
#: one kernel call, and cancel (or Ctrl-C) is seen between calls.
MAX_SESSION_DRAWS = 10**7
#: Hands drawn per kernel call of a simulation (a few tenths of a second at most).
SIMULATION_CHUNK_DRAWS = 5_000_000
#: The fewest sessions a default simulation plays (long sessions: fewer than usual, within
#: :data:`MAX_SIMULATED_DRAWS`, their wider errors reported).
FEWEST_TRIALS = 100


def budget_trials(aim: float, least: int, most: int, hands: int, lines: int) -> int:
    """Sessions a default simulation plays: about ``aim`` hands drawn, from ``least`` to
    ``most`` sessions, and never past :data:`MAX_SIMULATED_DRAWS` while at least
    :data:`FEWEST_TRIALS` fit."""
    per_session = max(1, hands * lines)
    floor = min(least, max(FEWEST_TRIALS, MAX_SIMULATED_DRAWS // per_session))
    return int(min(most, max(floor, aim // per_session)))


def check_simulation(trials: int, hands: int, lines: int) -> None:
    """Refuse a simulation that could take more than a minute or so, saying the limit."""
    per_session = hands * lines
    if per_session > MAX_SESSION_DRAWS:
        raise VPError(
            f"too long to simulate: a session of {hands:,} rounds of {lines} line(s) draws "
            f"{per_session:,} hands; a simulated session draws at most {MAX_SESSION_DRAWS:,} "
            "(fewer rounds or lines)"
        )
    if trials * per_session > MAX_SIMULATED_DRAWS:
        raise VPError(
            f"too long to simulate: {trials:,} sessions of {hands:,} rounds of {lines} "
            f"line(s) could draw {trials * per_session:,} hands; a simulation draws at most "
            f"{MAX_SIMULATED_DRAWS:,} (fewer sessions, rounds or lines)"
        )


def simulation_chunk(hands: int, lines: int) -> int:
    """Sessions per kernel call: :data:`SIMULATION_CHUNK_DRAWS` hands or so, at least one."""
    return max(1, SIMULATION_CHUNK_DRAWS // max(1, hands * lines))


class TooLarge(Exception):
    """An exact computation would take too long or too much memory."""


def check_lines(lines: int) -> int:
    """Validate a number of lines (1 to :data:`MAX_LINES`)."""
    if isinstance(lines, bool) or not isinstance(lines, int) or not 1 <= lines <= MAX_LINES:
        raise VPError(f"lines must be a whole number from 1 to {MAX_LINES}, got {lines!r}")
    return lines


def royal_index(keys: tuple[str, ...]) -> int | None:
    """The position of the (natural) royal flush among a table's categories, if listed."""
    for key in ROYAL_KEYS:
        if key in keys:
            return keys.index(key)
    return None


def pay_scale(result: AnalysisResult) -> int:
    """The least integer that makes every pay of the table whole."""
    return reduce(math.lcm, (c.pays.denominator for c in result.categories), 1)


@dataclass(frozen=True, eq=False)
class RoundOutcomes:
    """The distribution of one round's total pay, and its part without a royal.

    ``pays`` are the distinct totals a round of ``lines`` lines can pay, in units of
    ``1 / pay_scale`` of one line's bet (ascending); ``probs`` their probabilities;
    ``no_royal`` the probability of each total in a round where no line made a
    royal flush (equal to ``probs`` when the table has no royal line).
    """

    lines: int
    pay_scale: int
    pays: npt.NDArray[np.int64]
    probs: npt.NDArray[np.float64]
    no_royal: npt.NDArray[np.float64]
    has_royal: bool
    # Any game's round (a feature game's): what the round costs in bets of one line
    # (``lines`` when None; ``stake * pay_scale`` is whole), its exact mean pay when
    # known, and the rounds simulated when the distribution is a seeded estimate.
    stake: Fraction | None = None
    mean_exact: Fraction | None = None
    simulated: int | None = None

    @property
    def royal_chance(self) -> float:
        """The chance that a round has at least one royal flush."""
        return max(0.0, 1.0 - float(self.no_royal.sum())) if self.has_royal else 0.0

    @property
    def mean(self) -> float:
        """The expected total pay of a round, in bets of one line."""
        return float(self.probs @ self.pays) / self.pay_scale

    @property
    def bet(self) -> Fraction:
        """What a round costs, in bets of one line."""
        return Fraction(self.lines) if self.stake is None else self.stake

    @property
    def return_exact(self) -> Fraction:
        """The round's return per unit bet, exactly when the mean is known."""
        mean = self.mean_exact if self.mean_exact is not None else Fraction(self.mean)
        return mean / self.bet


def round_distribution(
    pays: npt.NDArray[np.int64],
    probs: npt.NDArray[np.float64],
    no_royal: npt.NDArray[np.float64] | None,
    *,
    pay_scale: int,
    stake: Fraction | int,
    mean_exact: Fraction | None = None,
    simulated: int | None = None,
) -> RoundOutcomes:
    """Any game's round as a distribution: total pays (units of ``1 / pay_scale`` of a
    bet of one line), their probabilities, the part of each without a royal (None: the
    game has no royal to count), and the round's cost in bets of one line.

    Equal pays are merged and zero-probability pays dropped; when the stake is not
    whole in those units, the units are refined until it is. What the risk of ruin,
    session odds and result levels of a feature game are computed from.
    """
    bet = Fraction(stake)
    if not bet > 0 or isinstance(pay_scale, bool) or pay_scale < 1:
        raise VPError("a round's stake and pay scale must be positive")
    factor = (bet * pay_scale).denominator
    units = np.asarray(pays, dtype=np.int64) * factor
    pay_scale *= factor
    p = np.asarray(probs, dtype=np.float64)
    q = p if no_royal is None else np.asarray(no_royal, dtype=np.float64)
    if units.ndim != 1 or p.shape != units.shape or q.shape != units.shape:
        raise ValueError("pays, probs and no_royal must be 1-D of one length")
    if units.size == 0 or int(units.min()) < 0 or not np.all(np.isfinite(p)) or p.min() < 0:
        raise ValueError("pays must be non-negative and probabilities finite, not negative")
    values, inverse = np.unique(units, return_inverse=True)
    merged = np.bincount(inverse, weights=p, minlength=len(values)).astype(np.float64)
    merged_q = np.bincount(inverse, weights=q, minlength=len(values)).astype(np.float64)
    keep = merged > 0
    return RoundOutcomes(
        lines=1,
        pay_scale=pay_scale,
        pays=values[keep].astype(np.int64),
        probs=merged[keep],
        no_royal=merged_q[keep],
        has_royal=no_royal is not None,
        stake=bet,
        mean_exact=mean_exact,
        simulated=simulated,
    )


def grouped_round_outcomes(
    probs: npt.NDArray[np.float64],
    weights: npt.NDArray[np.float64],
    units: npt.NDArray[np.int64],
    royal: int | Sequence[int] | None,
    lines: int,
    *,
    pay_scale: int,
    stake: Fraction | int,
    mean_exact: Fraction | None = None,
    cancel: threading.Event | None = None,
) -> RoundOutcomes:
    """One round of ``lines`` lines drawn independently given a shared deal.

    Group ``g`` of deals (share ``weights[g]``) ends each line in outcome ``k`` with
    probability ``probs[g, k]``, which pays ``units[k]`` (units of ``1 / pay_scale``);
    ``royal`` is the outcome (or outcomes) counted as a royal (None: none). The round
    costs ``stake`` bets of one line.

    Raises
    ------
    TooLarge
        As :func:`round_outcomes`.
    """
    from vptrainer.core.bankroll import _kernels as kernels  # loads numba: only when run

    check_lines(lines)
    p = np.ascontiguousarray(probs, dtype=np.float64)
    w = np.ascontiguousarray(weights, dtype=np.float64)
    u = np.ascontiguousarray(units, dtype=np.int64)
    if p.ndim != 2 or p.shape[1] != u.shape[0] or w.shape != (p.shape[0],):
        raise ValueError("probs must be (groups, outcomes), weights (groups,), units (outcomes,)")
    royals = [] if royal is None else [royal] if isinstance(royal, int) else list(royal)
    rest = p > 0
    rest[:, royals] = False
    top = np.where(rest, u[None, :], 0).max(axis=1)
    work = float((lines * lines / 2 * (top + 1) * rest.sum(axis=1)).sum())
    size = lines * int(u.max()) + 1
    if work > _CONVOLUTION_BUDGET or size > _MAX_SUPPORT:
        raise TooLarge(f"the distribution of {lines} lines is too large to build exactly")
    if cancel is not None and cancel.is_set():
        raise Cancelled("round distribution cancelled")
    blocks = max(1, min(8, 2 * (os.cpu_count() or 1), p.shape[0]))
    binom = np.array([math.comb(lines, r) for r in range(lines + 1)], dtype=np.float64)

    def run(q: npt.NDArray[np.float64], one: int) -> tuple[npt.NDArray[np.float64], ...]:
        out_all = np.zeros((blocks, size))
        out_no_royal = np.zeros((blocks, size))
        kernels.nplay_distribution(q, w, u, one, lines, binom, out_all, out_no_royal)
        return out_all.sum(axis=0), out_no_royal.sum(axis=0)

    if len(royals) <= 1:
        totals, clean = run(p, royals[0] if royals else -1)
    else:  # several royal outcomes: the rounds without any, by a run without them
        totals, _ = run(p, -1)
        without = p.copy()
        without[:, royals] = 0.0
        clean, _ = run(without, -1)
    support = np.flatnonzero(totals > 0)
    return round_distribution(
        support.astype(np.int64),
        totals[support],
        clean[support] if royals else None,
        pay_scale=pay_scale,
        stake=stake,
        mean_exact=mean_exact,
    )


def line_outcomes(result: AnalysisResult) -> RoundOutcomes:
    """One line's result: the analysis' categories, equal pays merged."""
    scale = pay_scale(result)
    royal = royal_index(tuple(c.key for c in result.categories))
    total = result.total_combinations
    by_pay: dict[int, list[int]] = {}
    for k, c in enumerate(result.categories):
        units = int(c.pays * scale)
        entry = by_pay.setdefault(units, [0, 0])
        entry[0] += c.combinations
        if k != royal:
            entry[1] += c.combinations
    pays = sorted(u for u, (n, _) in by_pay.items() if n > 0)
    return RoundOutcomes(
        lines=1,
        pay_scale=scale,
        pays=np.array(pays, dtype=np.int64),
        probs=np.array([by_pay[u][0] / total for u in pays]),
        no_royal=np.array([by_pay[u][1] / total for u in pays]),
        has_royal=royal is not None,
    )


def convolution_work(outcomes: OptimalOutcomes, scale: int, lines: int) -> float:
    """Multiply-adds :func:`round_outcomes` would do for ``lines`` lines (an estimate)."""
    units = np.array([int(p * scale) for p in outcomes.pays], dtype=np.int64)
    royal = royal_index(outcomes.keys)
    rest = outcomes.rows > 0
    if royal is not None:
        rest[:, royal] = False
    top = np.where(rest, units[None, :], 0).max(axis=1)
    nnz = rest.sum(axis=1)
    return float((lines * lines / 2 * (top + 1) * nnz).sum())


def round_outcomes(
    result: AnalysisResult,
    lines: int,
    *,
    cancel: threading.Event | None = None,
) -> RoundOutcomes:
    """The exact distribution of one round of ``lines`` lines (in floats).

    Raises
    ------
    TooLarge
        When the convolutions would take more than a few seconds or the totals
        span too many values (many lines of a game with a large pay below the royal).
    """
    from vptrainer.core.bankroll import _kernels as kernels  # loads numba: only when run

    check_lines(lines)
    if lines == 1:
        return line_outcomes(result)
    outcomes = optimal_outcomes(result, cancel=cancel)
    scale = pay_scale(result)
    units = np.array([int(p * scale) for p in outcomes.pays], dtype=np.int64)
    size = lines * int(units.max()) + 1
    if convolution_work(outcomes, scale, lines) > _CONVOLUTION_BUDGET or size > _MAX_SUPPORT:
        raise TooLarge(f"the distribution of {lines} lines is too large to build exactly")
    if cancel is not None and cancel.is_set():
        raise Cancelled("round distribution cancelled")
    royal = royal_index(outcomes.keys)
    blocks = max(1, min(8, 2 * (os.cpu_count() or 1), outcomes.groups))
    out_all = np.zeros((blocks, size))
    out_no_royal = np.zeros((blocks, size))
    binom = np.array([math.comb(lines, r) for r in range(lines + 1)], dtype=np.float64)
    kernels.nplay_distribution(
        outcomes.probabilities(),
        outcomes.weights(),
        units,
        -1 if royal is None else royal,
        lines,
        binom,
        out_all,
        out_no_royal,
    )
    probs = out_all.sum(axis=0)
    no_royal = out_no_royal.sum(axis=0)
    support = np.flatnonzero(probs > 0)
    return RoundOutcomes(
        lines=lines,
        pay_scale=scale,
        pays=support.astype(np.int64),
        probs=probs[support],
        no_royal=no_royal[support],
        has_royal=royal is not None,
    )
