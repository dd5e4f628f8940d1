"""Session results over H rounds: the quantiles of the running result, for a fan chart.

A player who plays every one of H rounds (however the bankroll goes) has, after round
``h``, the sum of ``h`` independent round results. :func:`result_quantiles` gives, at
checkpoints ``h = 0 .. H``, chosen levels (5%, 10%, 25%, 50%, 75%, 90% and 95% by
default) of that sum in bets of one line, cash back included, and its mean.

*Exact*: the sum's distribution is the ``h``-fold convolution of the exact
distribution of one round (:func:`~vptrainer.core.bankroll.rounds.round_outcomes`,
the N lines of a round included). It is computed as the ``h``-th power of the round's
discrete Fourier transform over a window of totals that holds all but at most
:data:`TAIL` of the probability on either side (Chernoff bounds from the round's
cumulant function); the mass outside the window wraps around onto it, so every
cumulative probability read off the window is within ``2 * TAIL`` plus rounding
(about 1e-12) of the true one. A level ``p`` is the least result whose cumulative
probability reaches ``p`` (within :data:`LEVEL_TOLERANCE`, so a jump exactly at ``p``
is not missed by rounding).

*Simulation*, when the window or the round distribution is too large (many lines,
very long sessions): seeded sessions played by a numba kernel, the levels read off
the order statistics, each with the half-width of a 95% confidence interval (from
the binomial ranks around it), in bets.
"""

from __future__ import annotations

import math
import threading
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from fractions import Fraction
from typing import Literal

import numpy as np
import numpy.typing as npt

from vptrainer.core.bankroll.risk import DEFAULT_SEED, check_cashback, check_hands
from vptrainer.core.bankroll.rounds import (
    RoundOutcomes,
    TooLarge,
    budget_trials,
    check_lines,
    check_simulation,
    pay_scale,
    round_outcomes,
    simulation_chunk,
)
from vptrainer.core.engine.analysis import AnalysisResult
from vptrainer.core.engine.outcomes import optimal_outcomes
from vptrainer.core.errors import Cancelled, VPError

Progress = Callable[[int, int], None]
Method = Literal["auto", "exact", "simulation"]

DEFAULT_LEVELS = (0.05, 0.10, 0.25, 0.50, 0.75, 0.90, 0.95)
DEFAULT_POINTS = 61
MAX_POINTS = 1001
TAIL = 1e-12  # probability left outside the exact window on each side (at most)
LEVEL_TOLERANCE = 1e-9
_MAX_WINDOW = 2**21  # totals in the exact window (32 MB per complex array)
_FFT_BUDGET = 2.0e9  # checkpoints x window x log2(window) above which a simulation is used
_SIMULATED_LINES = 3.0e7  # line draws a default simulation aims at
_MIN_TRIALS = 1_000
_MAX_TRIALS = 50_000
_Z95 = 1.959963984540054


@dataclass(frozen=True, eq=False)
class ResultQuantiles:
    """Levels of the running result of a session played through, at checkpoints.

    ``values[i, j]`` is level ``levels[i]`` of the net result (bets of one line, cash
    back included) after ``hands[j]`` rounds of ``lines`` lines; ``mean[j]`` is the
    expected result there. For a simulation, ``errors[i, j]`` is the half-width of a
    95% confidence interval of ``values[i, j]`` (bets); for the exact method it is
    ``None`` and ``tail`` bounds how far each cumulative probability may be off.
    """

    hands: npt.NDArray[np.int64]
    levels: tuple[float, ...]
    values: npt.NDArray[np.float64]
    mean: npt.NDArray[np.float64]
    lines: int
    cashback: Fraction
    method: Literal["exact", "simulation"]
    trials: int | None = None
    seed: int | None = None
    errors: npt.NDArray[np.float64] | None = None
    tail: float | None = None

    @property
    def max_error(self) -> float | None:
        """The largest confidence half-width of a simulation, in bets (None when exact)."""
        return None if self.errors is None else float(self.errors.max(initial=0.0))

    def level(self, p: float) -> npt.NDArray[np.float64]:
        """The values of one level (one of :attr:`levels`) across the checkpoints."""
        for i, q in enumerate(self.levels):
            if abs(q - p) < 1e-12:
                row: npt.NDArray[np.float64] = self.values[i]
                return row
        raise VPError(f"{p:g} is not one of the levels {', '.join(f'{q:g}' for q in self.levels)}")


def check_levels(levels: Sequence[float]) -> tuple[float, ...]:
    """Levels strictly between 0 and 1, at least one, returned ascending without repeats."""
    try:
        values = sorted({float(p) for p in levels})
    except (TypeError, ValueError):
        raise VPError(f"levels must be numbers between 0 and 1, got {levels!r}") from None
    if not values or not all(0 < p < 1 for p in values):
        raise VPError(f"levels must be numbers between 0 and 1 (not included), got {levels!r}")
    return tuple(values)


def checkpoints(hands: int, points: int = DEFAULT_POINTS) -> npt.NDArray[np.int64]:
    """``points`` round counts from 0 to ``hands``, evenly spread (all of them when fewer)."""
    if isinstance(points, bool) or not isinstance(points, int) or not 2 <= points <= MAX_POINTS:
        raise VPError(f"points must be a whole number from 2 to {MAX_POINTS}, got {points!r}")
    return np.unique(np.round(np.linspace(0, hands, min(points, hands + 1))).astype(np.int64))


def result_quantiles(
    result: AnalysisResult | RoundOutcomes,
    *,
    hands: int,
    lines: int = 1,
    cashback: Fraction | int | float | str = 0,
    levels: Sequence[float] = DEFAULT_LEVELS,
    points: int = DEFAULT_POINTS,
    method: Method = "auto",
    trials: int | None = None,
    seed: int = DEFAULT_SEED,
    progress: Progress | None = None,
    cancel: threading.Event | None = None,
) -> ResultQuantiles:
    """Levels of the running result of ``hands`` rounds of ``result``'s game, played through.

    Parameters
    ----------
    result
        An analysis, or any game's round as a distribution (a feature game's
        :class:`RoundOutcomes`, whose lines and stake it already counts; ``lines`` 1).
    hands
        Rounds of the session (each plays ``lines`` lines).
    cashback
        A fraction of coin-in added to every hand's result (0.01 for 1%).
    levels
        The probabilities to find (strictly between 0 and 1).
    points
        Checkpoints from 0 to ``hands`` (fewer when ``hands`` is small).
    method
        ``"exact"`` (VPError when too large), ``"simulation"``, or ``"auto"``: exact
        when the window fits, else simulated.
    trials, seed
        For a simulation: sessions to play (default from the work) and the seed.
    progress, cancel
        ``progress(done, total)`` between chunks; a set ``cancel`` raises Cancelled.
    """
    h = check_hands(hands)
    n = check_lines(lines)
    cb = check_cashback(cashback)
    qs = check_levels(levels)
    grid = checkpoints(h, points)
    if method not in ("auto", "exact", "simulation"):
        raise VPError(f"method must be auto, exact or simulation, got {method!r}")
    if trials is not None and (isinstance(trials, bool) or not 2 <= trials <= 10**7):
        raise VPError(f"trials must be from 2 to 10,000,000, got {trials!r}")
    if isinstance(result, RoundOutcomes):
        if n != 1:
            raise VPError("a round's distribution already counts its lines: give lines=1")
        scale = result.pay_scale
        stake = result.bet
    else:
        scale = pay_scale(result)
        stake = Fraction(n)
    mean = (grid * float(stake * (result.return_exact + cb - 1))).astype(np.float64)
    if method != "simulation":
        try:
            return _exact(result, grid, qs, n, cb, scale, mean, progress, cancel)
        except TooLarge as exc:
            if method == "exact":
                raise VPError(f"{exc}; use a simulation") from None
    return _simulated(result, grid, qs, n, cb, scale, mean, trials, seed, progress, cancel)


# ---------------------------------------------------------------------- exact


def _cumulants(
    x: npt.NDArray[np.float64], logp: npt.NDArray[np.float64], thetas: npt.NDArray[np.float64]
) -> npt.NDArray[np.float64]:
    """``log E[exp(theta X)]`` for each theta (log-sum-exp, in chunks to bound memory)."""
    out = np.empty(len(thetas))
    step = max(1, 2_000_000 // max(len(x), 1))
    for a in range(0, len(thetas), step):
        t = thetas[a : a + step, None] * x[None, :] + logp[None, :]
        m = t.max(axis=1)
        out[a : a + step] = m + np.log(np.exp(t - m[:, None]).sum(axis=1))
    return out


def chernoff_window(
    pays: npt.NDArray[np.int64],
    probs: npt.NDArray[np.float64],
    rounds: npt.NDArray[np.int64],
    tail: float = TAIL,
) -> tuple[npt.NDArray[np.int64], npt.NDArray[np.int64]]:
    """Totals ``lo[j]``, ``hi[j]`` with P(sum of ``rounds[j]`` rounds < lo) <= tail, same above hi.

    ``P(S >= a) <= exp(h K(t) - t a)`` for every ``t > 0`` (K the cumulant function
    of one round), so ``hi = min_t (h K(t) + ln(1/tail)) / t``; likewise below. The
    minimum is taken over a wide grid of ``t`` (any ``t`` gives a valid bound), then
    a small margin is added for rounding.
    """
    keep = probs > 0
    x = pays[keep].astype(np.float64)
    logp = np.log(probs[keep] / probs[keep].sum())
    lo_x, hi_x = float(x.min()), float(x.max())
    span = max(hi_x - lo_x, 1.0)
    thetas = np.geomspace(1e-9, 1e3, 600) / span
    k_up = _cumulants(x, logp, thetas)
    k_down = _cumulants(x, logp, -thetas)
    log_tail = math.log(1 / tail)
    h = rounds.astype(np.float64)[:, None]
    hi = np.min((h * k_up[None, :] + log_tail) / thetas[None, :], axis=1)
    lo = np.max((-h * k_down[None, :] - log_tail) / thetas[None, :], axis=1)
    width = hi - lo
    hi = np.minimum(np.ceil(hi + 1e-6 * width + 2), rounds * hi_x)
    lo = np.maximum(np.floor(lo - 1e-6 * width - 2), rounds * lo_x)
    return lo.astype(np.int64), hi.astype(np.int64)


def _fast_length(n: int) -> int:
    """The least 2^a 3^b 5^c at least ``n`` (sizes the FFT handles fastest)."""
    best = 1 << max(0, (n - 1).bit_length())
    p5 = 1
    while p5 < best:
        p35 = p5
        while p35 < best:
            size = p35
            while size < n:
                size *= 2
            best = min(best, size)
            p35 *= 3
        p5 *= 5
    return best


def _power(z: npt.NDArray[np.complex128], k: int) -> npt.NDArray[np.complex128]:
    """``z ** k`` by repeated squaring (rounding grows with log k, not k)."""
    out = np.ones_like(z)
    base = z.copy()
    while k:
        if k & 1:
            out *= base
        k >>= 1
        if k:
            base *= base
    return out


def _exact(
    result: AnalysisResult | RoundOutcomes,
    grid: npt.NDArray[np.int64],
    qs: tuple[float, ...],
    lines: int,
    cashback: Fraction,
    scale: int,
    mean: npt.NDArray[np.float64],
    progress: Progress | None,
    cancel: threading.Event | None,
) -> ResultQuantiles:
    rounds = (
        result
        if isinstance(result, RoundOutcomes)
        else round_outcomes(result, lines, cancel=cancel)
    )
    played = grid[grid > 0]
    values = np.zeros((len(qs), len(grid)))
    if len(played):
        lo, hi = chernoff_window(rounds.pays, rounds.probs, played)
        size = _fast_length(int((hi - lo).max()) + 1)
        work = len(played) * size * math.log2(max(size, 2))
        if size > _MAX_WINDOW or work > _FFT_BUDGET:
            raise TooLarge(f"the exact results of {int(grid[-1]):,} rounds are too many to compute")
        circle = np.zeros(size)
        np.add.at(circle, rounds.pays % size, rounds.probs)
        spectrum = np.fft.rfft(circle)
        current = np.ones_like(spectrum)
        steps: dict[int, npt.NDArray[np.complex128]] = {}
        bet = int(rounds.bet * scale)
        drift = float(rounds.bet * cashback)
        done = 0
        if progress:
            progress(0, len(played))
        for j, hands in enumerate(grid.tolist()):
            if hands == 0:
                continue
            if cancel is not None and cancel.is_set():
                raise Cancelled("session results cancelled")
            step = hands - done
            if step not in steps:
                steps[step] = _power(spectrum, step)
            current = current * steps[step]
            done = hands
            k = int(np.searchsorted(played, hands))
            pmf = np.roll(np.fft.irfft(current, n=size), -(int(lo[k]) % size))
            cdf = np.cumsum(np.maximum(pmf, 0.0))
            at = np.minimum(np.searchsorted(cdf, np.array(qs) - LEVEL_TOLERANCE), size - 1)
            totals = int(lo[k]) + at
            values[:, j] = (totals - hands * bet) / scale + hands * drift
            if progress:
                progress(k + 1, len(played))
    return ResultQuantiles(
        hands=grid,
        levels=qs,
        values=values,
        mean=mean,
        lines=lines,
        cashback=cashback,
        method="exact",
        tail=2 * TAIL,
    )


# ---------------------------------------------------------------- simulation


def default_path_trials(hands: int, lines: int) -> int:
    """Sessions a simulation plays by default: about 3e7 line draws, within bounds."""
    return budget_trials(_SIMULATED_LINES, _MIN_TRIALS, _MAX_TRIALS, hands, lines)


def _simulated(
    result: AnalysisResult | RoundOutcomes,
    grid: npt.NDArray[np.int64],
    qs: tuple[float, ...],
    lines: int,
    cashback: Fraction,
    scale: int,
    mean: npt.NDArray[np.float64],
    trials: int | None,
    seed: int,
    progress: Progress | None,
    cancel: threading.Event | None,
) -> ResultQuantiles:
    hands = int(grid[-1])
    total = trials or default_path_trials(max(hands, 1), lines)
    check_simulation(total, max(hands, 1), lines)  # before any work
    from vptrainer.core.bankroll import _kernels as kernels  # loads numba: only when run

    if isinstance(result, RoundOutcomes):  # one draw of the round's total a round
        units = result.pays
        bet = int(result.bet * scale)
        line_probs = result.probs[None, :]
        group_probs = np.ones((1, 1))
        stake = result.bet
    else:
        outcomes = optimal_outcomes(result, cancel=cancel)
        units = np.array([int(p * scale) for p in outcomes.pays], dtype=np.int64)
        bet = scale
        stake = Fraction(lines)
        if lines == 1:  # the deal does not matter: draw from the categories directly
            line_probs = (outcomes.weights() @ outcomes.probabilities())[None, :]
            group_probs = np.ones((1, 1))
        else:
            line_probs = outcomes.probabilities()
            group_probs = outcomes.weights()[None, :]
    if (int(units.max()) + bet) * lines * max(hands, 1) >= 2**62:
        raise VPError("the pays, lines and hands are too large to simulate")
    group_keep, group_alias = kernels.alias_tables(group_probs)
    line_keep, line_alias = kernels.alias_tables(line_probs)
    chunk = simulation_chunk(max(hands, 1), lines)
    paths = np.empty((total, len(grid)), dtype=np.int64)
    done = 0
    if progress:
        progress(0, total)
    while done < total:
        if cancel is not None and cancel.is_set():
            raise Cancelled("session simulation cancelled")
        size = min(chunk, total - done)
        kernels.simulate_paths(
            (seed * 1_000_003 + done) % (2**32),
            size,
            group_keep[0],
            group_alias[0],
            line_keep,
            line_alias,
            units,
            bet,
            lines,
            grid,
            paths[done : done + size],
        )
        done += size
        if progress:
            progress(done, total)
    paths.sort(axis=0)
    drift = grid * float(stake * cashback)
    values = np.empty((len(qs), len(grid)))
    errors = np.empty((len(qs), len(grid)))
    for i, p in enumerate(qs):
        rank = min(total - 1, max(0, math.ceil(p * total - 1e-9) - 1))
        spread = _Z95 * math.sqrt(total * p * (1 - p))
        low = max(0, math.floor(p * total - spread) - 1)
        high = min(total - 1, math.ceil(p * total + spread))
        at = paths[rank]
        values[i] = at / scale + drift
        errors[i] = np.maximum(at - paths[low], paths[high] - at) / scale
    return ResultQuantiles(
        hands=grid,
        levels=qs,
        values=values,
        mean=mean,
        lines=lines,
        cashback=cashback,
        method="simulation",
        trials=total,
        seed=seed,
        errors=errors,
    )
