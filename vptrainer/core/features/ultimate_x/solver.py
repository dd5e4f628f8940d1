"""Ultimate X solved exactly: the return, the strategy by total multiplier, the chain.

The game (:class:`UltimateXGame`): ``lines`` lines share the deal and the hold; each
draws from its own rest of the deck. With 10 coins a line the feature is on: a line's
win is its multiplier times the pay (the 5-coin pays), and a winning line earns, for
its next hand, the multiplier of its final hand's category (a losing line 1x). Return
is per coin bet. With :attr:`UltimateXGame.five_coin`, the player may bet 5 coins a line
on any hand: the multiplied win is paid, no new multipliers are earned.

The method (an average-reward Markov decision problem on the total multiplier):

* The lines' expected win is ``M * EV_h`` where ``M`` is the sum of their multipliers
  and ``EV_h`` the hold's EV per coin; given the hold, the lines' next multipliers are
  independent draws from the hold's per-line distribution ``p_h`` (exact, from the
  engine: :mod:`vptrainer.core.engine.hold_outcomes`). So ``M`` is the state (``lines``
  to ``lines * max multiplier``) and, with ``V`` the relative value of a state, a hold's
  value at ``M`` is ``M * EV_h + B_h`` with ``B_h = E[V(sum of lines draws from p_h)]``:
  the best hold as ``M`` varies is an upper envelope of lines.
* Holds another hold beats on EV and on every tail ``P(next multiplier >= v)`` are
  never best (``V`` is increasing) and are dropped first: about six holds a deal remain.
* Policy iteration (Howard's, for a semi-Markov problem whose "time" is the coins bet,
  so that with the 5-coin option it maximises the return per coin: Dinkelbach's ratio in
  one loop) from the approximation's policy below: each pass takes every deal class's
  envelope under ``V``, the next-state distributions handled as their discrete Fourier
  transforms (``phi(theta) ** lines``); the policy's chain is then solved as a linear
  system. It stops when ``V`` moves less than 1e-10 (two or three passes): the policy
  is then optimal, and its return exact up to rounding.

The same passes price the base game's strategy and the approximation that ranks holds
by ``M * EV_h + c * lines * E[next multiplier]`` (``c`` the base game's return per coin
by default: what the Wizard of Odds' single-strategy analyzer and open-source trainers
do), give the stationary distribution of ``M`` and of the line multipliers, and the
variance of a game's result.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from fractions import Fraction
from functools import lru_cache

import numpy as np
import numpy.typing as npt

from vptrainer.core.engine.hold_outcomes import fits_exactly, hold_column_sums
from vptrainer.core.engine.hold_table import weighted_total
from vptrainer.core.engine.prepared import PreparedTable, cached_prepare
from vptrainer.core.engine.suit_classes import suit_classes
from vptrainer.core.errors import Cancelled, VPError
from vptrainer.core.features.ultimate_x.multipliers import (
    MultiplierTable,
    MultiplierTableError,
    check_lines,
)
from vptrainer.core.games.paytable import PayTable

Progress = Callable[[int, int], None]

#: Policy iteration stops when the relative values move less than this (per coin).
TOLERANCE = 1e-10
_MAX_ITERATIONS = 60
_CHUNK = 16_384  # deal classes per step of the candidate stage
_PASS_CHUNKS = 8  # steps of a pass (progress and cancel between them)
COINS_FEATURE = 10  # coins a line with the feature on
COINS_PLAIN = 5  # coins a line of the 5-coin option


@dataclass(frozen=True)
class UltimateXGame:
    """A pay table played as Ultimate X: its multiplier table, lines and bet options."""

    table: PayTable
    multipliers: MultiplierTable
    lines: int
    five_coin: bool = False

    def __post_init__(self) -> None:
        if not isinstance(self.table, PayTable):
            raise VPError(f"table must be a PayTable, got {type(self.table).__name__}")
        if not isinstance(self.multipliers, MultiplierTable):
            raise VPError(
                f"multipliers must be a MultiplierTable, got {type(self.multipliers).__name__}"
            )
        check_lines(self.lines)
        if not isinstance(self.five_coin, bool):
            raise VPError(f"five_coin must be true or false, got {self.five_coin!r}")
        if self.table.dealt:
            raise MultiplierTableError(
                f"{self.table.name}: Ultimate X pays no bonus on the dealt hand; "
                "remove its [dealt] lines"
            )
        if self.multipliers.lines is not None and self.multipliers.lines != self.lines:
            raise MultiplierTableError(
                f"{self.multipliers.name}: made for {self.multipliers.lines} lines, "
                f"not {self.lines}"
            )
        self.line_multipliers  # noqa: B018 - checks that every paying line has one

    @property
    def line_multipliers(self) -> tuple[int, ...]:
        """The multiplier each category earns (the table's lines, then a loss: 1)."""
        return self.multipliers.for_table(self.table)

    @property
    def values(self) -> tuple[int, ...]:
        """The distinct multipliers a line can carry, ascending (1 first)."""
        return tuple(sorted(set(self.line_multipliers)))

    @property
    def states(self) -> tuple[int, ...]:
        """The total multipliers of the chain: ``lines`` to ``lines * max multiplier``."""
        return tuple(range(self.lines, self.lines * self.values[-1] + 1))


@dataclass(frozen=True, eq=False)
class UltimateXResult:
    """An Ultimate X game solved: returns, the chain of the total multiplier, statistics.

    Returns are per coin bet. ``states[i]`` is a total multiplier ``M``;
    ``stationary[i]`` the long-run share of hands played at it; ``relative_values[i]``
    the value of starting a hand at it, relative to ``M = lines`` (per coin of the 5-coin
    pays: a hold's value at ``M`` is ``M * EV + E[relative value of the next M]``).
    """

    game: UltimateXGame
    expected_return: float
    base_game_return: Fraction  # the pay table's own return (5 coins, no feature)
    base_strategy_return: float  # the feature played with the base game's strategy
    approximation_return: float  # the feature played by the approximation's ranking
    approximation_c: float
    states: tuple[int, ...]
    stationary: tuple[float, ...]
    relative_values: tuple[float, ...]
    multiplier_frequencies: tuple[tuple[int, float], ...]  # (multiplier, share of lines)
    mean_multiplier: float  # a line's average multiplier
    variance: float | None  # of a game's net result, coins squared (None: pays too large)
    coins_per_game: float  # the average bet of a game
    feature_bet: tuple[bool, ...]  # per state: 10 coins a line (True) or 5 (five_coin)
    depends_on_multiplier: float  # share of deals whose best hold changes with M
    differs_from_base: float  # share of deals played otherwise than the base game at some M
    iterations: int
    seconds: float
    candidates: int  # holds kept per the Pareto front, over all deal classes
    #: per state: what betting 10 coins a line is worth over betting 5 (the 5-coin
    #: option), per coin of the 5-coin pays, the return's price of the coins counted:
    #: negative where the 5-coin bet is the better (:meth:`bet_gain_at`)
    bet_gains: tuple[float, ...] = ()
    _value: npt.NDArray[np.float64] = field(repr=False, default_factory=lambda: np.zeros(0))
    _changes: npt.NDArray[np.int16] = field(
        repr=False, default_factory=lambda: np.zeros(0, dtype=np.int16)
    )

    @property
    def lines(self) -> int:
        return self.game.lines

    @property
    def sd(self) -> float | None:
        """The standard deviation of a game's net result, in coins."""
        return None if self.variance is None else float(np.sqrt(self.variance))

    def state_value(self, total_multiplier: int) -> float:
        """The relative value of a hand started at total multiplier ``M``."""
        return float(self._value[self._state_index(total_multiplier)])

    def _state_index(self, total_multiplier: int) -> int:
        m = int(total_multiplier)
        if m != total_multiplier or not self.states[0] <= m <= self.states[-1]:
            raise VPError(
                f"total multiplier {total_multiplier!r} is not within "
                f"{self.states[0]}..{self.states[-1]} for {self.lines} lines"
            )
        return m - self.states[0]

    def bet_gain_at(self, total_multiplier: int) -> float:
        """What betting 10 coins a line at total multiplier ``M`` is worth over betting
        5 (per coin of the 5-coin pays, averaged over the deals; times 5: coins)."""
        return self.bet_gains[self._state_index(total_multiplier)]

    @property
    def changing_classes(self) -> npt.NDArray[np.int64]:
        """The deal classes whose best hold (feature on) changes as the total multiplier
        runs over its range: the decisions an Ultimate X drill should ask (indices into
        :func:`~vptrainer.core.engine.suit_classes.suit_classes` of the table's game)."""
        out: npt.NDArray[np.int64] = np.flatnonzero(self._changes)
        return out

    @property
    def value_array(self) -> npt.NDArray[np.float64]:
        """The relative values by state index (a read-only array)."""
        return self._value


@dataclass(frozen=True, eq=False)
class _Candidates:
    """The holds on each deal class's front, as arrays (see :mod:`._kernels`)."""

    start: npt.NDArray[np.int64]  # (classes + 1,)
    mask: npt.NDArray[np.int64]  # hold masks over the representative's ascending cards
    p: npt.NDArray[np.float64]  # (n, G) a line's next-multiplier distribution
    ev: npt.NDArray[np.float64]  # EV per coin
    ev2: npt.NDArray[np.float64]  # E[pay^2] per coin squared (0 when unknown)
    mean: npt.NDArray[np.float64]  # a line's expected next multiplier
    var: npt.NDArray[np.float64]  # the variance of a line's next multiplier
    base: npt.NDArray[np.int64]  # (classes,) the base game's hold, as a candidate index
    weight: npt.NDArray[np.float64]  # (classes,) share of deals
    second_moment: bool  # whether ev2 is known
    base_return: Fraction  # the base game's optimal return, exactly


def _readonly(a: npt.NDArray[np.int16]) -> npt.NDArray[np.int16]:
    a.setflags(write=False)
    return a


def _groups(game: UltimateXGame) -> tuple[int, ...]:
    """Each category's index among the game's distinct multipliers."""
    values = game.values
    return tuple(values.index(m) for m in game.line_multipliers)


def _candidates(
    prepared: PreparedTable,
    groups: tuple[int, ...],
    values: tuple[int, ...],
    progress: Progress | None,
    cancel: threading.Event | None,
) -> _Candidates:
    """Every deal class's front of holds, with their exact per-line distributions."""
    from vptrainer.core.features.ultimate_x import _kernels as kernels

    classes = suit_classes(prepared.table.game)
    n = len(classes)
    g = len(values)
    pays = prepared.scaled_pays.astype(np.int64)
    second = fits_exactly(prepared, int(np.abs(pays).max()) ** 2)
    grp = np.asarray(groups, dtype=np.int64)
    columns = np.stack(
        [pays, pays * pays if second else np.zeros_like(pays)]
        + [(grp >= k).astype(np.int64) for k in range(1, g)],
        axis=1,
    )
    denom = prepared.common_denominator
    values_arr = np.asarray(values, dtype=np.float64)
    starts = [np.zeros(1, dtype=np.int64)]
    parts: list[tuple[npt.NDArray[np.generic], ...]] = []
    base_ev = np.zeros(n, dtype=np.int64)
    offset = 0
    if progress:
        progress(0, n)
    for lo in range(0, n, _CHUNK):
        if cancel is not None and cancel.is_set():
            raise Cancelled("Ultimate X cancelled")
        hi = min(n, lo + _CHUNK)
        sums = hold_column_sums(prepared, columns, start=lo, stop=hi, classes=classes).sums
        keep = np.zeros((hi - lo, 32), dtype=np.bool_)
        base = np.zeros(hi - lo, dtype=np.int64)
        kernels.pareto_front(sums, 0, 2, 1 + g, keep, base, np.empty((hi - lo, 64), dtype=np.int64))
        ends = np.cumsum(keep.sum(axis=1, dtype=np.int64))
        first = np.concatenate([np.zeros(1, dtype=np.int64), ends[:-1]])
        k = int(ends[-1])
        out = (
            np.empty(k, dtype=np.int64),
            np.empty((k, g)),
            np.empty(k),
            np.empty(k),
            np.empty(k),
            np.empty(hi - lo, dtype=np.int64),
        )
        kernels.gather_candidates(
            sums, keep, base, first, values_arr, float(denom),
            float(denom * prepared.pay_scale), float(denom * prepared.pay_scale**2),
            *out, base_ev[lo:hi],
        )  # fmt: skip
        parts.append((*out[:5], out[5] + offset))
        starts.append(ends + offset)
        offset += k
        if progress:
            progress(hi, n)
    start = np.concatenate(starts)
    masks, p, ev, ev2, mean, base_index = (
        np.concatenate([part[j] for part in parts]) for j in range(6)
    )
    if not second:
        ev2[:] = 0.0
    var = np.maximum(p @ values_arr**2 - mean**2, 0.0)
    weight = classes.weight.astype(np.float64) / classes.deals
    for arr in (start, masks, p, ev, ev2, mean, var, base_index, weight):
        arr.setflags(write=False)
    base_total = weighted_total(base_ev, classes.weight)
    base_return = Fraction(base_total, classes.deals * denom * prepared.pay_scale)
    return _Candidates(start, masks, p, ev, ev2, mean, var, base_index, weight, second, base_return)


@dataclass(frozen=True, eq=False)
class _Pass:
    """One policy's chain, by state index (see :func:`._kernels.policy_pass`)."""

    trans: npt.NDArray[np.float64]  # (L, L)
    reward: npt.NDArray[np.float64]  # (L,) EV per unit of total multiplier
    lines_dist: npt.NDArray[np.float64]  # (L, G) (zeros without stats)
    var_sum: npt.NDArray[np.float64]  # (L,)
    sq_sum: npt.NDArray[np.float64]  # (L,)
    sq_trans: npt.NDArray[np.float64]  # (L, L)
    depends: float
    differs: float
    changes: npt.NDArray[np.int16]  # per deal class: how often its best hold changes with M


class _Tracker:
    """Progress over stages whose count is only estimated: never moves backwards."""

    def __init__(self, progress: Progress | None, unit: int, passes: int) -> None:
        self.progress = progress
        self.unit = unit
        self.total = unit * (1 + passes)
        self.done = 0

    def report(self, done: int) -> None:
        if self.progress is None:
            return
        self.done = max(self.done, done)
        if self.done > self.total - self.unit // 4:
            self.total = self.done + self.unit
        self.progress(self.done, self.total)

    def finish(self) -> None:
        if self.progress is not None:
            self.progress(self.total, self.total)


@dataclass(frozen=True, eq=False)
class _Spectrum:
    """The frequencies the passes work at: ``rfft`` over the states."""

    cos_t: npt.NDArray[np.float64]  # (J, G) cos(theta_j * offs_k)
    sin_t: npt.NDArray[np.float64]
    size: int  # the states

    @classmethod
    def of(cls, values: npt.NDArray[np.int64], lines: int) -> _Spectrum:
        size = lines * int(values[-1] - 1) + 1
        theta = 2.0 * np.pi * np.arange(size // 2 + 1) / size
        angle = np.outer(theta, values - 1)
        return cls(np.cos(angle), np.sin(angle), size)

    def value_weights(
        self, value: npt.NDArray[np.float64]
    ) -> tuple[npt.NDArray[np.float64], npt.NDArray[np.float64]]:
        """``value``'s transform, weighted so that summing its product with a
        distribution's transform over the frequencies gives the expectation."""
        spectrum = np.fft.rfft(value)
        w = np.full(spectrum.shape[0], 2.0 / self.size)
        w[0] = 1.0 / self.size
        if self.size % 2 == 0:
            w[-1] = 1.0 / self.size
        return np.ascontiguousarray(w * spectrum.real), np.ascontiguousarray(w * spectrum.imag)

    def back(self, transform: npt.NDArray[np.complex128]) -> npt.NDArray[np.float64]:
        """Rows of distributions from rows of their transforms."""
        out: npt.NDArray[np.float64] = np.fft.irfft(transform, n=self.size, axis=-1)
        return out


def _run_pass(
    cands: _Candidates,
    values: npt.NDArray[np.int64],
    spectrum: _Spectrum,
    lines: int,
    mode: int,
    value: npt.NDArray[np.float64],
    *,
    approx_c: float = 0.0,
    stats: bool = False,
    tracker: _Tracker | None = None,
    offset: int = 0,
    cancel: threading.Event | None = None,
) -> _Pass:
    from vptrainer.core.features.ultimate_x import _kernels as kernels

    size = spectrum.size
    n_freq = spectrum.cos_t.shape[0]
    g = values.shape[0]
    n = cands.weight.shape[0]
    nb = 16
    shape = (nb, size + 1, n_freq)
    trans_re, trans_im = np.zeros(shape), np.zeros(shape)
    sq_re = np.zeros(shape if stats else (nb, 1, 1))
    sq_im = np.zeros(shape if stats else (nb, 1, 1))
    reward = np.zeros((nb, size + 1))
    lines_dist = np.zeros((nb, size + 1, g))
    var_sum = np.zeros((nb, size + 1))
    sq_sum = np.zeros((nb, size + 1))
    counts = np.zeros((nb, 2))
    changes = np.zeros(n, dtype=np.int16)
    x_re, x_im = np.empty((nb, 33, n_freq)), np.empty((nb, 33, n_freq))
    gains = np.empty((nb, 33))
    halves = np.empty((nb, 33))
    actives = np.empty((nb, 33), dtype=np.bool_)
    floors = np.empty((nb, size))
    work = np.empty((nb, 4, n_freq))
    value_re, value_im = spectrum.value_weights(value)
    steps = np.diff(value)
    spread = float(steps.max() - steps.min()) if steps.size else 0.0
    value = np.ascontiguousarray(value, dtype=np.float64)
    step = -(-n // _PASS_CHUNKS)
    for lo in range(0, n, step):
        if cancel is not None and cancel.is_set():
            raise Cancelled("Ultimate X cancelled")
        hi = min(n, lo + step)
        kernels.policy_pass(
            mode, lo, hi, cands.start, cands.p, cands.ev, cands.ev2, cands.mean, cands.var,
            cands.base, cands.weight, values, spectrum.cos_t, spectrum.sin_t, lines, size,
            value, value_re, value_im, spread, approx_c, stats, trans_re, trans_im, reward,
            lines_dist, var_sum, sq_sum, sq_re, sq_im, counts, changes, x_re, x_im, gains,
            halves, actives, floors, work,
        )  # fmt: skip
        if tracker is not None:
            tracker.report(offset + hi)

    def total(acc: npt.NDArray[np.float64]) -> npt.NDArray[np.float64]:
        out: npt.NDArray[np.float64] = np.cumsum(acc.sum(axis=0), axis=0)[:size]
        return out

    trans = spectrum.back(total(trans_re) + 1j * total(trans_im))
    sq_trans = spectrum.back(total(sq_re) + 1j * total(sq_im)) if stats else np.zeros((size, size))
    return _Pass(
        trans=trans,
        reward=total(reward),
        lines_dist=total(lines_dist),
        var_sum=total(var_sum),
        sq_sum=total(sq_sum),
        sq_trans=sq_trans,
        depends=float(counts[:, 0].sum()),
        differs=float(counts[:, 1].sum()),
        changes=changes,
    )


@dataclass(frozen=True, eq=False)
class _Chain:
    """A policy's chain with its bets: transitions, rewards and coins by state."""

    trans: npt.NDArray[np.float64]
    reward: npt.NDArray[np.float64]  # expected pay per 5 coins of bet units: M * EV
    cost: npt.NDArray[np.float64]  # the bet in units of 5 coins
    feature: npt.NDArray[np.bool_]


def _chain(run: _Pass, lines: int, feature: npt.NDArray[np.bool_], base_ev: float) -> _Chain:
    size = run.reward.shape[0]
    total = lines + np.arange(size, dtype=np.float64)
    reset = np.zeros((size, size))
    reset[:, 0] = 1.0
    trans = np.where(feature[:, None], run.trans, reset)
    reward = total * np.where(feature, run.reward, base_ev)
    cost = np.where(feature, 2.0 * lines, 1.0 * lines)
    return _Chain(trans, reward, cost, feature)


def _evaluate(chain: _Chain) -> tuple[npt.NDArray[np.float64], float]:
    """The policy's relative values (0 at the first state) and return per coin bet."""
    size = chain.reward.shape[0]
    a = np.zeros((size + 1, size + 1))
    a[:size, :size] = np.eye(size) - chain.trans
    a[:size, size] = chain.cost
    a[size, 0] = 1.0
    sol = np.linalg.solve(a, np.append(chain.reward, 0.0))
    return sol[:size], float(sol[size])


def _stationary(trans: npt.NDArray[np.float64]) -> npt.NDArray[np.float64]:
    """The chain's stationary distribution (states it never reaches get 0)."""
    size = trans.shape[0]
    a = (np.eye(size) - trans).T
    a[-1, :] = 1.0
    b = np.zeros(size)
    b[-1] = 1.0
    try:
        pi = np.linalg.solve(a, b)
    except np.linalg.LinAlgError:  # pragma: no cover - a chain of several classes
        pi = np.linalg.lstsq(a, b, rcond=None)[0]
    pi = np.clip(pi, 0.0, None)
    out: npt.NDArray[np.float64] = pi / pi.sum()
    return out


def _improve_bets(
    run: _Pass,
    value: npt.NDArray[np.float64],
    ret: float,
    lines: int,
    base_ev: float,
    current: npt.NDArray[np.bool_],
) -> npt.NDArray[np.bool_]:
    """Per state, the bet (10 coins a line or 5) of the larger value ``reward - return *
    coins + E[value next]``; the current one kept on a tie."""
    size = value.shape[0]
    total = lines + np.arange(size, dtype=np.float64)
    q10 = total * run.reward - ret * 2 * lines + run.trans @ value
    q5 = total * base_ev - ret * lines + value[0]
    eps = 1e-12 * max(1.0, float(np.abs(value).max()))
    out: npt.NDArray[np.bool_] = np.where(current, q10 >= q5 - eps, q10 > q5 + eps)
    return out


def _bet_gains(
    run: _Pass, value: npt.NDArray[np.float64], ret: float, lines: int, base_ev: float
) -> npt.NDArray[np.float64]:
    """Per state, the value of 10 coins a line less the value of 5 (as
    :func:`_improve_bets` weighs them)."""
    size = value.shape[0]
    total = lines + np.arange(size, dtype=np.float64)
    q10 = total * run.reward - ret * 2 * lines + run.trans @ value
    q5 = total * base_ev - ret * lines + value[0]
    out: npt.NDArray[np.float64] = q10 - q5
    return out


@dataclass(frozen=True, eq=False)
class _Solved:
    """What the chain's solution gives, before it is dressed as a result."""

    expected_return: float
    base_strategy_return: float
    approximation_return: float
    approximation_c: float
    stationary: npt.NDArray[np.float64]
    value: npt.NDArray[np.float64]
    frequencies: npt.NDArray[np.float64]
    variance: float | None
    coins_per_game: float
    feature: npt.NDArray[np.bool_]
    depends: float
    differs: float
    changes: npt.NDArray[np.int16]
    iterations: int
    bet_gains: npt.NDArray[np.float64]


def solve(
    game: UltimateXGame,
    *,
    approx_c: float | None = None,
    progress: Progress | None = None,
    cancel: threading.Event | None = None,
) -> UltimateXResult:
    """Solve an Ultimate X game exactly (see the module's docstring).

    Parameters
    ----------
    game
        The pay table, its multiplier table, the lines and whether the 5-coin bet is
        allowed.
    approx_c
        The value of one unit of next multiplier in the approximation's ranking
        (``M * EV + c * lines * E[next multiplier]``); the base game's return per coin
        by default.
    progress
        Called as ``progress(done, total)`` between chunks of work.
    cancel
        When set, the work stops at the next chunk and raises :class:`Cancelled`.
    """
    if not isinstance(game, UltimateXGame):
        raise VPError(f"expected an UltimateXGame, got {type(game).__name__}")
    if approx_c is not None and (
        isinstance(approx_c, bool)
        or not isinstance(approx_c, int | float)
        or not np.isfinite(approx_c)
    ):
        raise VPError(
            f"the approximation's value of a multiplier must be a number, got {approx_c!r}"
        )
    started = time.perf_counter()
    prepared = cached_prepare(game.table)
    n = len(suit_classes(game.table.game))
    tracker = _Tracker(progress, n, 4)
    cands = _candidates(
        prepared, _groups(game), game.values, lambda d, t: tracker.report(d), cancel
    )
    solved = _solve_chain(cands, game.values, game.lines, game.five_coin, approx_c, tracker, cancel)
    tracker.finish()
    return UltimateXResult(
        game=game,
        expected_return=solved.expected_return,
        base_game_return=cands.base_return,
        base_strategy_return=solved.base_strategy_return,
        approximation_return=solved.approximation_return,
        approximation_c=solved.approximation_c,
        states=game.states,
        stationary=tuple(float(x) for x in solved.stationary),
        relative_values=tuple(float(x) for x in solved.value),
        multiplier_frequencies=tuple(
            (int(v), float(f)) for v, f in zip(game.values, solved.frequencies, strict=True)
        ),
        mean_multiplier=float(solved.frequencies @ np.asarray(game.values, dtype=np.float64)),
        variance=solved.variance,
        coins_per_game=solved.coins_per_game,
        feature_bet=tuple(bool(x) for x in solved.feature),
        bet_gains=tuple(float(x) for x in solved.bet_gains),
        depends_on_multiplier=solved.depends,
        differs_from_base=solved.differs,
        iterations=solved.iterations,
        seconds=time.perf_counter() - started,
        candidates=len(cands.ev),
        _value=solved.value,
        _changes=_readonly(solved.changes),
    )


@lru_cache(maxsize=8)
def cached_solve(game: UltimateXGame) -> UltimateXResult:
    """:func:`solve`, remembering the last few games (a view, or the command line's hand
    ranking, asks for the same solution again)."""
    return solve(game)


def _solve_chain(
    cands: _Candidates,
    values_t: tuple[int, ...],
    lines: int,
    five_coin: bool,
    approx_c: float | None,
    tracker: _Tracker | None = None,
    cancel: threading.Event | None = None,
) -> _Solved:
    """Policy iteration on the total multiplier over the candidates' holds."""
    from vptrainer.core.features.ultimate_x._kernels import MODE_APPROX, MODE_BASE, MODE_OPTIMAL

    values = np.asarray(values_t, dtype=np.int64)
    spectrum = _Spectrum.of(values, lines)
    size = spectrum.size
    all_feature = np.ones(size, dtype=np.bool_)
    n = cands.weight.shape[0]
    done = n

    def run(mode: int, value: npt.NDArray[np.float64], **kw: object) -> _Pass:
        nonlocal done
        out = _run_pass(
            cands, values, spectrum, lines, mode, value, tracker=tracker, offset=done,
            cancel=cancel, **kw,  # type: ignore[arg-type]
        )  # fmt: skip
        done += n
        return out

    base_run = run(MODE_BASE, np.zeros(size), stats=True)
    base_ev = float(base_run.reward[0])
    _, base_strategy_return = _evaluate(_chain(base_run, lines, all_feature, base_ev))
    c = base_ev if approx_c is None else float(approx_c)
    approx_run = run(MODE_APPROX, np.zeros(size), approx_c=c)
    # the approximation's policy is nearly optimal: its values start the iteration
    value, approximation_return = _evaluate(_chain(approx_run, lines, all_feature, base_ev))
    ret = approximation_return
    feature = all_feature.copy()
    iterations = 0
    change = np.inf
    while True:
        iterations += 1
        if iterations > _MAX_ITERATIONS:  # pragma: no cover - policy iteration is finite
            raise VPError("Ultimate X: the policy iteration did not settle")
        # the statistics only matter on the last pass: gather them once it is near
        result = run(MODE_OPTIMAL, value, stats=change < 1e-4)
        if five_coin:
            feature = _improve_bets(result, value, ret, lines, base_ev, feature)
        new_value, new_ret = _evaluate(_chain(result, lines, feature, base_ev))
        was_stats = change < 1e-4
        change = float(np.ptp(new_value - value))
        value, ret = new_value, new_ret
        if change < TOLERANCE:
            if five_coin:
                settled = _improve_bets(result, value, ret, lines, base_ev, feature)
                if not np.array_equal(settled, feature):
                    feature = settled
                    continue
            if not was_stats:
                change = 0.0  # settled before its statistics were gathered: once more
                continue
            break
    chain = _chain(result, lines, feature, base_ev)
    gains = _bet_gains(result, value, ret, lines, base_ev)
    pi = _stationary(chain.trans)
    line_dist = np.where(feature[:, None], result.lines_dist, np.eye(1, len(values_t), 0)[0])
    freq = pi @ line_dist
    value.setflags(write=False)
    return _Solved(
        expected_return=ret,
        base_strategy_return=base_strategy_return,
        approximation_return=approximation_return,
        approximation_c=c,
        stationary=pi,
        value=value,
        frequencies=freq / freq.sum(),
        variance=_variance(result, chain, pi, base_run, lines) if cands.second_moment else None,
        coins_per_game=float(pi @ chain.cost) * COINS_PLAIN,
        feature=feature,
        depends=result.depends,
        differs=result.differs,
        changes=result.changes,
        iterations=iterations,
        bet_gains=gains,
    )


def _variance(
    run: _Pass, chain: _Chain, pi: npt.NDArray[np.float64], base_run: _Pass, lines: int
) -> float:
    """The variance of a game's net result (coins), the chain in its stationary state.

    A line of multiplier ``m`` wins ``5 m Y`` coins (``Y`` the pay per coin); given the
    hold the lines' pays are independent, so E[(sum m_i Y_i)^2] = E[sum m_i^2] Var(Y) +
    M^2 EV^2, and E[sum m_i^2 | M] comes from the previous hand (its lines' multipliers
    were independent draws given its hold).
    """
    size = pi.shape[0]
    total_m = lines + np.arange(size, dtype=np.float64)
    feature = chain.feature
    # E[sum of squared multipliers; state] from the previous hand
    prev_sq = np.where(feature[:, None], run.sq_trans, 0.0)
    sq_next = pi @ prev_sq
    sq_next[0] += float(pi[~feature].sum()) * lines  # after a 5-coin hand every line is 1x
    var_y = np.where(feature, run.var_sum, base_run.var_sum[0])
    ev_sq = np.where(feature, run.sq_sum, base_run.sq_sum[0])
    ev = np.where(feature, run.reward, base_run.reward[0])
    bet = chain.cost * COINS_PLAIN
    # per state: E[W], E[W^2] in coins (W = 5 * sum m_i Y_i), then the net result W - bet
    ew = COINS_PLAIN * total_m * ev
    ew2 = COINS_PLAIN**2 * (sq_next * var_y + pi * total_m**2 * ev_sq)
    mean = float(pi @ (ew - bet))
    second = float(ew2.sum() - 2 * (pi * bet) @ ew + pi @ bet**2)
    return max(0.0, second - mean * mean)
