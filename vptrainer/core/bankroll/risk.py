"""Risk of ruin: in the long run, and over a session of H hands with an optional goal.

Units: a bankroll, a goal and every result are in *bets* of one line (one bet =
coins per bet times the denomination; see :mod:`.money`). Cash back is a fraction of
coin-in (0.01 for 1%) added to every hand's result, so one hand's net result is
``X = pay - 1 + cashback`` bets. With N lines a round bets N and its result is the
sum of its lines' results.

*Long run* (Sorokin's method, as in Dunbar's Risk Analyzer and Video Poker for
Winners): ``r`` in (0, 1) solves ``E[r^X] = 1`` over one round's result and the risk
of ever losing a bankroll of ``B`` bets is ``r^B``; the bankroll for a risk ``p``
is ``ln p / ln r``. With this convention Jacks or Better 9/6 with 1% cash back
needs 1,092 bets for a 50% risk and 7,256 for 1% (frixo's figures). When return
plus cash back is at most 100% the long-run risk is 100%. Without cash back and
with whole pays the only losing step is one bet, so ``r^B`` is then the exact
chance of ever going broke.

*A session* of H rounds: a session is broke when its bankroll falls below one
round's bet (it cannot play on), reaches its goal when the bankroll has grown by
the goal, and stops at either. Its chances come from an exact recursion over the
bankroll (absorbing at broke and at the goal), or, when that is too large, from a
seeded simulation whose standard errors are reported.
"""

from __future__ import annotations

import math
import threading
from collections.abc import Callable
from dataclasses import dataclass
from fractions import Fraction
from typing import Literal

import numpy as np
import numpy.typing as npt

from vptrainer.core.bankroll.rounds import (
    RoundOutcomes,
    TooLarge,
    budget_trials,
    check_lines,
    check_simulation,
    pay_scale,
    round_outcomes,
    royal_index,
    simulation_chunk,
)
from vptrainer.core.engine.analysis import AnalysisResult
from vptrainer.core.engine.outcomes import optimal_outcomes
from vptrainer.core.errors import Cancelled, VPError

Progress = Callable[[int, int], None]
Method = Literal["auto", "exact", "simulation"]

STANDARD_RISKS = (0.01, 0.05, 0.1, 0.5)
MAX_BANKROLL = 10**9
MAX_HANDS = 10**7
# multiply-adds of the exact session recursion above which a simulation is used
_EXACT_BUDGET = 6.0e9
_MAX_STATES = 4_000_000  # 128 MB of buffers
_STEP_CHUNK_WORK = 1.5e8
_SIMULATED_LINES = 5.0e7  # line draws a default simulation aims at
_MIN_TRIALS = 1_000
_MAX_TRIALS = 1_000_000
DEFAULT_SEED = 20_240_601


# ----------------------------------------------------------------- validation


def _fraction(value: Fraction | int | float | str, what: str) -> Fraction:
    if isinstance(value, bool):
        raise VPError(f"{what} must be a number, got {value!r}")
    try:
        x = Fraction(value) if not isinstance(value, float) else Fraction(repr(value))
    except (ValueError, ZeroDivisionError, TypeError):
        raise VPError(f"{what} must be a number, got {value!r}") from None
    return x


def check_cashback(value: Fraction | int | float | str) -> Fraction:
    """Cash back as a fraction of coin-in, from 0 to 1 (0.01 is 1%)."""
    cb = _fraction(value, "cash back")
    if not 0 <= cb <= 1:
        raise VPError(f"cash back must be from 0% to 100% of coin-in, got {float(cb) * 100:g}%")
    return cb


def check_bankroll(value: Fraction | int | float | str, what: str = "bankroll") -> Fraction:
    """A positive amount of bets, at most :data:`MAX_BANKROLL`."""
    b = _fraction(value, what)
    if not 0 < b <= MAX_BANKROLL:
        raise VPError(f"{what} must be more than 0 and at most {MAX_BANKROLL:,} bets, got {b}")
    return b


def check_risk(value: float) -> float:
    """A probability strictly between 0 and 1."""
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        raise VPError(f"a risk must be a number between 0 and 1, got {value!r}")
    p = float(value)
    if not 0 < p < 1:
        raise VPError(f"a risk must be between 0 and 1 (not included), got {value!r}")
    return p


def check_hands(value: int) -> int:
    """A whole number of hands (rounds), from 1 to :data:`MAX_HANDS`."""
    if isinstance(value, bool) or not isinstance(value, int) or not 1 <= value <= MAX_HANDS:
        raise VPError(f"hands must be a whole number from 1 to {MAX_HANDS:,}, got {value!r}")
    return value


# ------------------------------------------------------------------ long run


@dataclass(frozen=True)
class LongRunRisk:
    """The long-run risk of ruin of a game with cash back, for any bankroll."""

    lines: int
    cashback: Fraction  # of coin-in
    edge_exact: Fraction  # expected result per bet: return + cash back - 1
    r: float  # the root of E[r^X] = 1 (1 when the edge is not positive)
    log_r: float  # ln r, kept apart for precision (r is close to 1); -inf when r = 0

    @property
    def edge(self) -> float:
        """The expected result per bet (0.005439 for Jacks or Better 9/6 with 1%)."""
        return float(self.edge_exact)

    @property
    def certain(self) -> bool:
        """True when return plus cash back is at most 100%: ruin is certain."""
        return self.edge_exact <= 0

    def risk(self, bankroll: Fraction | int | float) -> float:
        """The chance of ever losing ``bankroll`` bets: ``r ** bankroll``."""
        b = check_bankroll(bankroll)
        if self.certain:
            return 1.0
        return math.exp(self.log_r * float(b)) if self.r > 0 else 0.0

    def bankroll_for(self, risk: float) -> float | None:
        """The bankroll (bets) whose long-run risk is ``risk``; None when ruin is certain."""
        p = check_risk(risk)
        if self.certain:
            return None
        return math.log(p) / self.log_r if self.r > 0 else 0.0


def _results_per_line(result: AnalysisResult, cashback: Fraction) -> npt.NDArray[np.float64]:
    """One line's net result in each category, in bets."""
    return np.array([float(c.pays - 1 + cashback) for c in result.categories])


def long_run_risk(
    result: AnalysisResult | RoundOutcomes,
    *,
    cashback: Fraction | int | float | str = 0,
    lines: int = 1,
) -> LongRunRisk:
    """The long-run risk of ruin of ``result``'s game played optimally.

    Parameters
    ----------
    result
        An analysis, or any game's round as a distribution (a feature game's
        :class:`RoundOutcomes`, whose lines and stake it already counts).
    cashback
        A fraction of coin-in added to every hand's result (0.01 for 1%).
    lines
        Lines per round (multi-play): ``r`` then solves ``E[r^X] = 1`` over a whole
        round, whose lines share the deal and the hold. 1 for a round distribution.
    """
    cb = check_cashback(cashback)
    check_lines(lines)
    if isinstance(result, RoundOutcomes):
        return _round_risk(_check_round(result, lines), cb)
    edge = result.return_exact + cb - 1
    if edge <= 0:
        return LongRunRisk(lines, cb, edge, 1.0, 0.0)
    x = _results_per_line(result, cb)
    if lines == 1:
        probs = np.array([c.combinations / result.total_combinations for c in result.categories])
        q = probs[None, :]
        w = np.ones(1)
    else:
        outcomes = optimal_outcomes(result)
        q = outcomes.probabilities()
        w = outcomes.weights()
    possible = q.max(axis=0) > 0
    if not np.any(x[possible] < 0):  # no round loses: ruin is impossible
        return LongRunRisk(lines, cb, edge, 0.0, -math.inf)
    t = _decay(q, w, x, lines, float(edge))
    return LongRunRisk(lines, cb, edge, math.exp(-t), -t)


def _check_round(rounds: RoundOutcomes, lines: int) -> RoundOutcomes:
    if lines != 1:
        raise VPError("a round's distribution already counts its lines: give lines=1")
    if (rounds.bet * rounds.pay_scale).denominator != 1:
        raise VPError("a round's stake must be whole in its pay units")
    return rounds


def _round_risk(rounds: RoundOutcomes, cb: Fraction) -> LongRunRisk:
    """:func:`long_run_risk` of a round given as a distribution."""
    edge = rounds.return_exact + cb - 1
    if edge <= 0:
        return LongRunRisk(1, cb, edge, 1.0, 0.0)
    x = rounds.pays / rounds.pay_scale - float(rounds.bet * (1 - cb))
    q = (rounds.probs / rounds.probs.sum())[None, :]
    if not np.any(x[q[0] > 0] < 0):
        return LongRunRisk(1, cb, edge, 0.0, -math.inf)
    t = _decay(q, np.ones(1), x, 1, float(edge * rounds.bet))
    return LongRunRisk(1, cb, edge, math.exp(-t), -t)


def _decay(
    q: npt.NDArray[np.float64],
    w: npt.NDArray[np.float64],
    x: npt.NDArray[np.float64],
    lines: int,
    edge: float,
) -> float:
    """The root ``t > 0`` of ``sum_g w_g (sum_k q_gk e^(-t x_k))^N = 1`` (``r = e^-t``).

    ``phi(t)`` is convex with ``phi(0) = 0`` and ``phi'(0) = -N * edge < 0``, so it has
    one positive root; it is bracketed, then found by Newton steps kept inside the
    bracket. Written with expm1/log1p so it stays accurate for small ``t``.
    """

    def phi(t: float) -> tuple[float, float]:
        # a group whose every outcome loses has m -> 0 for a large t: log m = -inf there,
        # m^N = 0 (its slope may come out nan: the bracket's bisection then steps)
        with np.errstate(divide="ignore", invalid="ignore"):
            e = np.exp(-t * x)
            m1 = (q * np.expm1(-t * x)).sum(axis=1)  # m - 1 per group
            log_m = np.log1p(m1)
            value = float(w @ np.expm1(lines * log_m))
            dm = -(q * (x * e)).sum(axis=1)
            slope = float(w @ (lines * np.exp((lines - 1) * log_m) * dm))
        return value, slope

    lo, hi = 0.0, max(1e-12, edge)
    while phi(hi)[0] <= 0:
        lo, hi = hi, hi * 2
        if hi > 1e6:  # pragma: no cover - a losing outcome always makes phi grow
            raise AssertionError("no root of the risk equation")
    t = hi
    for _ in range(200):
        value, slope = phi(t)
        if value > 0:
            hi = t
        else:
            lo = t
        new = t - value / slope if slope > 0 else math.nan
        if not lo < new < hi:
            new = (lo + hi) / 2
        if abs(new - t) <= 1e-15 * t:
            return new
        t = new
    return t


# ------------------------------------------------------------------- sessions


@dataclass(frozen=True)
class SessionOdds:
    """How a session of ``hands`` rounds ends, and whether it sees a royal."""

    bankroll: Fraction
    hands: int
    goal: Fraction | None
    cashback: Fraction
    lines: int
    p_broke: float  # broke within the session
    p_goal: float | None  # reached the goal first (None without a goal)
    p_royal: float | None  # at least one royal among the hands played (None: no royal line)
    method: Literal["exact", "simulation"]
    trials: int | None = None  # sessions simulated
    seed: int | None = None
    p_broke_se: float | None = None  # standard errors of a simulation
    p_goal_se: float | None = None
    p_royal_se: float | None = None

    @property
    def p_playing(self) -> float:
        """Still playing after the last hand: neither broke nor at the goal."""
        return max(0.0, 1.0 - self.p_broke - (self.p_goal or 0.0))


def _ceil_series(start: Fraction, step: int, count: int) -> npt.NDArray[np.int64]:
    """``ceil(start) - h * step`` for h = 0..count-1 (``step`` whole)."""
    first = math.ceil(start)
    if abs(first) + abs(step) * count >= 2**62:
        raise VPError("the bankroll, goal or hands are too large to compute")
    return first - np.arange(count, dtype=np.int64) * step


def _ceil_drift(start: Fraction, drift: Fraction, count: int) -> npt.NDArray[np.int64]:
    """``ceil(start - h * drift)`` for h = 0..count-1, exactly."""
    if drift == 0:
        return np.full(count, math.ceil(start), dtype=np.int64)
    d = math.lcm(start.denominator, drift.denominator)
    a = int(start * d)
    b = int(drift * d)
    if abs(a) + abs(b) * count >= 2**62:
        raise VPError("the bankroll, goal or hands are too large to compute")
    num = a - np.arange(count, dtype=np.int64) * b
    return -((-num) // d)


@dataclass(frozen=True)
class _Bounds:
    lows: npt.NDArray[np.int64]  # after round h, a state below lows[h] is broke
    tops: npt.NDArray[np.int64]  # ... and one at or above tops[h] is at the goal / safe
    top_is_safe: bool


def _bounds(
    bankroll: Fraction,
    hands: int,
    goal: Fraction | None,
    cashback: Fraction,
    stake: Fraction | int,
    scale: int,
) -> _Bounds:
    """The absorbing levels of the running net result ``S`` (units), round by round.

    A round costs ``N = stake`` bets (its lines). After ``h`` rounds the bankroll is
    ``B + S / scale + h * N * cashback`` bets. Broke: below ``N`` bets. Goal: at
    least ``B + goal``. Safe (no goal): so high that losing every round left still
    leaves ``N`` bets at the end.
    """
    n = hands + 1
    lines = Fraction(stake)
    drift = lines * cashback * scale
    lows = _ceil_drift((lines - bankroll) * scale, drift, n)
    if goal is not None:
        return _Bounds(lows, _ceil_drift(goal * scale, drift, n), False)
    worst = lines * (1 - cashback)  # what a round loses at worst, in bets
    tops = _ceil_series((lines - bankroll + hands * worst) * scale, int(lines * scale), n)
    return _Bounds(lows, tops, True)


def session_odds(
    result: AnalysisResult | RoundOutcomes,
    *,
    bankroll: Fraction | int | float | str,
    hands: int,
    goal: Fraction | int | float | str | None = None,
    cashback: Fraction | int | float | str = 0,
    lines: int = 1,
    method: Method = "auto",
    trials: int | None = None,
    seed: int = DEFAULT_SEED,
    progress: Progress | None = None,
    cancel: threading.Event | None = None,
) -> SessionOdds:
    """The chances of a session of ``hands`` rounds of ``result``'s game.

    Parameters
    ----------
    result
        An analysis, or any game's round as a distribution (a feature game's
        :class:`RoundOutcomes`, whose lines and stake it already counts; then
        ``lines`` is 1).
    bankroll
        Bets of one line at the start.
    hands
        Rounds to play at most (each round plays ``lines`` lines).
    goal
        A win in bets at which the session stops, or None to play every round.
    cashback
        A fraction of coin-in added to every hand's result (0.01 for 1%).
    method
        ``"exact"`` (the recursion; VPError when too large), ``"simulation"``, or
        ``"auto"``: exact when it fits in a few seconds, else simulated.
    trials, seed
        For a simulation: sessions to play (default from the work) and the seed.
    progress, cancel
        ``progress(done, total)`` between chunks; a set ``cancel`` raises Cancelled.
    """
    b = check_bankroll(bankroll)
    h = check_hands(hands)
    g = None if goal is None else check_bankroll(goal, "goal")
    cb = check_cashback(cashback)
    n = check_lines(lines)
    if method not in ("auto", "exact", "simulation"):
        raise VPError(f"method must be auto, exact or simulation, got {method!r}")
    if trials is not None and (isinstance(trials, bool) or not 1 <= trials <= 10**9):
        raise VPError(f"trials must be from 1 to 1,000,000,000, got {trials!r}")
    given = _check_round(result, n) if isinstance(result, RoundOutcomes) else None
    if given is not None:
        scale = given.pay_scale
        has_royal = given.has_royal
        stake = given.bet
    else:
        assert isinstance(result, AnalysisResult)
        scale = pay_scale(result)
        has_royal = royal_index(tuple(c.key for c in result.categories)) is not None
        stake = Fraction(n)
    bounds = _bounds(b, h, g, cb, stake, scale)
    found: _Found | None = None
    if bounds.lows[0] > 0:  # cannot pay for the first round
        found = _Found(1.0, 0.0, 0.0)
    rounds: RoundOutcomes | None = None
    if found is None and method != "simulation":
        try:
            if given is not None:
                rounds = given
            else:
                assert isinstance(result, AnalysisResult)
                rounds = round_outcomes(result, n, cancel=cancel)
            work = _recursion_work(rounds, bounds, h)
            if work > _EXACT_BUDGET or int(bounds.tops.max() - bounds.lows.min()) > _MAX_STATES:
                raise TooLarge("the exact session recursion is too large")
        except TooLarge as exc:
            if method == "exact":
                raise VPError(f"{exc}; use a simulation") from None
            rounds = None
    if found is None and rounds is not None:
        found = _exact(rounds, bounds, h, progress, cancel)
    if found is None and given is not None:
        found = _simulate_round(given, bounds, h, trials, seed, progress, cancel)
    if found is None:
        assert isinstance(result, AnalysisResult)
        found = _simulate(result, bounds, h, n, scale, trials, seed, progress, cancel)
    simulated = found.trials is not None
    return SessionOdds(
        bankroll=b,
        hands=h,
        goal=g,
        cashback=cb,
        lines=n,
        p_broke=found.broke,
        p_goal=None if g is None else found.top,
        p_royal=found.royal if has_royal else None,
        method="simulation" if simulated else "exact",
        trials=found.trials,
        seed=seed if simulated else None,
        p_broke_se=found.broke_se,
        p_goal_se=None if g is None else found.top_se,
        p_royal_se=found.royal_se if has_royal else None,
    )


@dataclass(frozen=True)
class _Found:
    broke: float
    top: float  # reached the goal, or (no goal) safe
    royal: float
    trials: int | None = None
    broke_se: float | None = None
    top_se: float | None = None
    royal_se: float | None = None


def _deltas(rounds: RoundOutcomes) -> npt.NDArray[np.int64]:
    return rounds.pays - int(rounds.bet * rounds.pay_scale)


def _recursion_work(rounds: RoundOutcomes, bounds: _Bounds, hands: int) -> float:
    """Multiply-adds of the exact recursion: states alive per round times outcomes."""
    d = _deltas(rounds)
    spread = int(d.max() - d.min())
    h = np.arange(1, hands + 1, dtype=np.float64)
    width = np.minimum((bounds.tops[1:] - bounds.lows[1:]).astype(np.float64), h * spread + 1)
    return float(np.maximum(width, 1).sum() * (2 * len(d) + 4))


def _exact(
    rounds: RoundOutcomes,
    bounds: _Bounds,
    hands: int,
    progress: Progress | None,
    cancel: threading.Event | None,
) -> _Found:
    from vptrainer.core.bankroll import _kernels as kernels  # loads numba: only when run

    rho = rounds.royal_chance
    base = int(bounds.lows.min())
    top = int(bounds.tops.max())
    lows = bounds.lows - base
    tops = bounds.tops - base
    start = -base
    acc = np.zeros(3)
    if start >= tops[0]:  # safe (or at the goal) before the first hand
        acc[1] = 1.0
        acc[2] = (1.0 - (1.0 - rho) ** hands) if bounds.top_is_safe else 0.0
    else:
        size = top - base + 1
        p_buf = np.zeros((2, size))
        q_buf = np.zeros((2, size))
        p_buf[0, start] = 1.0
        q_buf[0, start] = 1.0
        state = np.array([0, start, start + 1], dtype=np.int64)
        deltas = _deltas(rounds)
        per_round = max(1.0, _recursion_work(rounds, bounds, hands) / hands)
        chunk = max(1, int(_STEP_CHUNK_WORK / per_round))
        done = 0
        if progress:
            progress(0, hands)
        while done < hands:
            if cancel is not None and cancel.is_set():
                raise Cancelled("session odds cancelled")
            stop = min(hands, done + chunk)
            kernels.session_steps(
                p_buf,
                q_buf,
                done,
                stop,
                lows,
                tops,
                hands,
                deltas,
                rounds.probs,
                rounds.no_royal,
                rho,
                bounds.top_is_safe,
                state,
                acc,
            )
            done = stop
            if progress:
                progress(done, hands)
    return _Found(float(min(1.0, acc[0])), float(min(1.0, acc[1])), float(min(1.0, acc[2])))


def default_trials(hands: int, lines: int) -> int:
    """Sessions a simulation plays by default: about 5e7 line draws, within bounds."""
    return budget_trials(_SIMULATED_LINES, _MIN_TRIALS, _MAX_TRIALS, hands, lines)


def _simulate(
    result: AnalysisResult,
    bounds: _Bounds,
    hands: int,
    lines: int,
    scale: int,
    trials: int | None,
    seed: int,
    progress: Progress | None,
    cancel: threading.Event | None,
) -> _Found:
    total = trials or default_trials(hands, lines)
    check_simulation(total, hands, lines)  # before any work
    from vptrainer.core.bankroll import _kernels as kernels  # loads numba: only when run

    outcomes = optimal_outcomes(result, cancel=cancel)
    units = np.array([int(p * scale) for p in outcomes.pays], dtype=np.int64)
    if (int(units.max()) + scale) * lines * hands >= 2**62:
        raise VPError("the pays, lines and hands are too large to simulate")
    royal = royal_index(outcomes.keys)
    if lines == 1:  # the deal does not matter: draw from the categories directly
        line_probs = (outcomes.weights() @ outcomes.probabilities())[None, :]
        group_probs = np.ones((1, 1))
    else:
        line_probs = outcomes.probabilities()
        group_probs = outcomes.weights()[None, :]
    group_keep, group_alias = kernels.alias_tables(group_probs)
    line_keep, line_alias = kernels.alias_tables(line_probs)
    flags = np.zeros(len(units), dtype=np.bool_)
    if royal is not None:
        flags[royal] = True
    rho = 0.0
    if royal is not None:
        p_r = outcomes.rows[:, royal] / outcomes.per_deal
        rho = float(1.0 - outcomes.weights() @ (1.0 - p_r) ** lines)
    return _run_sessions(
        (group_keep[0], group_alias[0], line_keep, line_alias),
        units,
        scale,
        flags,
        lines,
        bounds,
        rho,
        hands,
        total,
        seed,
        progress,
        cancel,
    )


def _simulate_round(
    rounds: RoundOutcomes,
    bounds: _Bounds,
    hands: int,
    trials: int | None,
    seed: int,
    progress: Progress | None,
    cancel: threading.Event | None,
) -> _Found:
    """Sessions of a round given as a distribution: each round draws its total pay."""
    total = trials or default_trials(hands, max(1, round(float(rounds.bet))))
    check_simulation(total, hands, 1)  # before any work: one draw a round
    from vptrainer.core.bankroll import _kernels as kernels  # loads numba: only when run

    bet = int(rounds.bet * rounds.pay_scale)
    if (int(rounds.pays.max()) + bet) * hands >= 2**62:
        raise VPError("the pays and hands are too large to simulate")
    # each total twice: without a royal in the round, then with one
    royal_part = np.maximum(rounds.probs - rounds.no_royal, 0.0)
    probs = np.concatenate([rounds.no_royal, royal_part])[None, :]
    units = np.concatenate([rounds.pays, rounds.pays])
    flags = np.concatenate([np.zeros(len(rounds.pays), bool), np.ones(len(rounds.pays), bool)])
    group_keep, group_alias = kernels.alias_tables(np.ones((1, 1)))
    line_keep, line_alias = kernels.alias_tables(probs)
    return _run_sessions(
        (group_keep[0], group_alias[0], line_keep, line_alias),
        units,
        bet,
        flags,
        1,
        bounds,
        rounds.royal_chance,
        hands,
        total,
        seed,
        progress,
        cancel,
    )


def _run_sessions(
    tables: tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray],
    units: npt.NDArray[np.int64],
    bet: int,
    flags: npt.NDArray[np.bool_],
    lines: int,
    bounds: _Bounds,
    rho: float,
    hands: int,
    total: int,
    seed: int,
    progress: Progress | None,
    cancel: threading.Event | None,
) -> _Found:
    """Play ``total`` sessions in chunks (the kernel's ``simulate_sessions``)."""
    from vptrainer.core.bankroll import _kernels as kernels  # loads numba: only when run

    group_keep, group_alias, line_keep, line_alias = tables
    chunk = simulation_chunk(hands, lines)
    sums = np.zeros(6)
    done = 0
    if progress:
        progress(0, total)
    while done < total:
        if cancel is not None and cancel.is_set():
            raise Cancelled("session simulation cancelled")
        size = min(chunk, total - done)
        kernels.simulate_sessions(
            (seed * 1_000_003 + done) % (2**32),
            size,
            group_keep,
            group_alias,
            line_keep,
            line_alias,
            units,
            bet,
            flags,
            lines,
            bounds.lows,
            bounds.tops,
            bounds.top_is_safe,
            rho,
            hands,
            sums,
        )
        done += size
        if progress:
            progress(done, total)

    def mean_se(i: int) -> tuple[float, float]:
        mean = sums[2 * i] / total
        var = max(0.0, sums[2 * i + 1] / total - mean * mean)
        return float(mean), float(math.sqrt(var / total))

    broke, broke_se = mean_se(0)
    reached, reached_se = mean_se(1)
    royal_p, royal_se = mean_se(2)
    return _Found(broke, reached, royal_p, total, broke_se, reached_se, royal_se)
