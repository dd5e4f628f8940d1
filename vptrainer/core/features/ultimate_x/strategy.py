"""Strategy charts played as Ultimate X, priced exactly under the chain of the total
multiplier.

A chart (:class:`~.strategy_language.UltimateXStrategy`) picks, at each total multiplier
``M``, a hold for every deal: the first rule that applies at ``M`` and fits the deal.
Between two multipliers where the set of rules that apply changes, it plays one fixed
policy, so a chart is a few *policies* (a hold per deal class) and the states each one
plays. A policy's chain row is the same at each of its states: the next total multiplier
is the sum of the lines' independent draws from the held cards' per-line distribution
(the engine's exact final-hand counts, grouped by the multiplier table), aggregated over
the deals by their discrete Fourier transforms (``phi ** lines``); its reward at ``M`` is
``M`` times its mean EV. The chart's return is that chain's (its stationary average win
per coin bet), solved as a linear system: exact up to rounding, as the solver's is.

The errors: with the optimal relative values ``V`` and return ``g`` (the solver's), a
hold's value at ``M`` is ``M * EV + E[V(next M)]``, and the optimal return less the
chart's is exactly the stationary (under the chart) average, per coin bet, of the
optimal value less the value of the hold played. Each deal and state belongs to one
rule, so the cost splits into the rules' errors, which add up to it.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from fractions import Fraction

import numpy as np
import numpy.typing as npt

from vptrainer.core.engine.hold_table import HoldTable, cached_hold_table, hold_category_counts
from vptrainer.core.engine.prepared import cached_prepare
from vptrainer.core.errors import Cancelled, VPError
from vptrainer.core.features.ultimate_x.solver import (
    COINS_PLAIN,
    UltimateXResult,
    _candidates,
    _groups,
)
from vptrainer.core.features.ultimate_x.strategy_language import UltimateXStrategy
from vptrainer.core.strategy.language import Strategy, StrategyError
from vptrainer.core.strategy.matching import Play, compile_strategy, play_strategy
from vptrainer.core.strategy.patterns import rule_text

Progress = Callable[[int, int], None]
F64 = npt.NDArray[np.float64]
_CHUNK = 32_768  # holds per step of the transforms


# --------------------------------------------------------------------------- the chain


@dataclass(frozen=True, eq=False)
class _Rows:
    """What policies' holds do next: per (class, hold) pair, its EV, its next-multiplier
    distribution's transform and its expected next relative value."""

    ev: F64  # per pair, per coin
    future: F64  # per pair: E[V(next M)] under the optimal values (0 without them)
    spectrum: npt.NDArray[np.complex128]  # (J,) per policy: sum_i w_i phi_i ** lines


def _spectrum_basis(result: UltimateXResult) -> tuple[npt.NDArray[np.complex128], int]:
    game = result.game
    offs = np.asarray(game.values, dtype=np.float64) - 1.0
    size = len(result.states)
    theta = 2.0 * np.pi * np.arange(size // 2 + 1) / size
    return np.exp(-1j * np.outer(offs, theta)), size


def _powers(p: F64, basis: npt.NDArray[np.complex128], lines: int) -> npt.NDArray[np.complex128]:
    """Each row's transform of the sum of ``lines`` draws: ``(p @ basis) ** lines``."""
    base = p @ basis
    out: npt.NDArray[np.complex128] | None = None
    e = lines
    while True:  # by squaring
        if e & 1:
            out = base.copy() if out is None else out * base
        e >>= 1
        if not e:
            break
        base = base * base
    assert out is not None
    return out


def value_weights(result: UltimateXResult) -> tuple[F64, F64]:
    """Weights ``(w_re, w_im)`` such that a distribution's expected relative value is
    ``X.real @ w_re + X.imag @ w_im``, ``X`` its transform (``rfft``): Parseval's sum
    over the states."""
    size = len(result.states)
    spectrum = np.fft.rfft(np.asarray(result.value_array, dtype=np.float64))
    w = np.full(spectrum.shape[0], 2.0 / size)
    w[0] = 1.0 / size
    if size % 2 == 0:
        w[-1] = 1.0 / size
    return w * spectrum.real, w * spectrum.imag


def _pair_data(
    result: UltimateXResult,
    ht: HoldTable,
    rows: npt.NDArray[np.int64],
    masks: npt.NDArray[np.int64],
    cancel: threading.Event | None,
) -> tuple[F64, F64]:
    """EV per coin and a line's next-multiplier distribution of each (class, hold)."""
    game = result.game
    prepared = ht.prepared
    groups = np.asarray(_groups(game), dtype=np.int64)
    onehot = np.zeros((groups.shape[0], len(game.values)))
    onehot[np.arange(groups.shape[0]), groups] = 1.0
    if cancel is not None and cancel.is_set():
        raise Cancelled("Ultimate X strategy cancelled")
    counts = hold_category_counts(prepared, masks.astype(np.uint8), rows=rows, cancel=cancel)
    if counts.shape[1] != groups.shape[0]:  # pragma: no cover - the engine's categories
        raise VPError("the multiplier table does not match the pay table's categories")
    p = (counts.astype(np.float64) @ onehot) / float(prepared.common_denominator)
    ev = ht.ev[rows, masks].astype(np.float64) / float(ht.denominator)
    return ev, p


@dataclass(frozen=True, eq=False)
class PolicyPrice:
    """A chart's policies priced on the chain of the total multiplier."""

    expected_return: float  # per coin bet (10 coins a line)
    states: tuple[int, ...]
    stationary: F64  # share of hands at each total multiplier
    policy_of_state: npt.NDArray[np.int64]
    policy_ev: F64  # mean EV per coin of each policy (per unit of total multiplier)
    transitions: F64  # (K, L): each policy's next-state distribution
    relative_values: F64

    @property
    def multiplier_frequencies(self) -> F64:
        """Share of hands at each total multiplier (the stationary distribution)."""
        return self.stationary


def _solve_chain(
    result: UltimateXResult, policy_of_state: npt.NDArray[np.int64], trans: F64, ev: F64
) -> PolicyPrice:
    lines = result.lines
    size = len(result.states)
    total = np.asarray(result.states, dtype=np.float64)
    p = trans[policy_of_state]
    reward = total * ev[policy_of_state]
    cost = 2.0 * lines
    a = np.zeros((size + 1, size + 1))
    a[:size, :size] = np.eye(size) - p
    a[:size, size] = cost
    a[size, 0] = 1.0
    sol = np.linalg.solve(a, np.append(reward, 0.0))
    pi_a = (np.eye(size) - p).T
    pi_a[-1, :] = 1.0
    b = np.zeros(size)
    b[-1] = 1.0
    pi = np.clip(np.linalg.solve(pi_a, b), 0.0, None)
    pi /= pi.sum()
    return PolicyPrice(
        expected_return=float(sol[size]),
        states=result.states,
        stationary=pi,
        policy_of_state=policy_of_state,
        policy_ev=ev,
        transitions=trans,
        relative_values=sol[:size],
    )


def price_policies(
    result: UltimateXResult,
    masks: npt.NDArray[np.integer],
    policy_of_state: Sequence[int] | npt.NDArray[np.integer],
    *,
    holds: HoldTable | None = None,
    cancel: threading.Event | None = None,
) -> PolicyPrice:
    """The exact return of playing, at each total multiplier, a policy: ``masks[k, i]``
    is policy ``k``'s hold (a mask over the ascending cards of deal class ``i``'s
    representative, as in :class:`HoldTable`), ``policy_of_state[s]`` the policy played
    at ``result.states[s]``. 10 coins a line at every state."""
    price, _ = _price(result, masks, policy_of_state, holds, cancel, with_future=False)
    return price


def _price(
    result: UltimateXResult,
    masks: npt.NDArray[np.integer],
    policy_of_state: Sequence[int] | npt.NDArray[np.integer],
    holds: HoldTable | None,
    cancel: threading.Event | None,
    *,
    with_future: bool,
) -> tuple[PolicyPrice, list[tuple[F64, F64]]]:
    if not isinstance(result, UltimateXResult):
        raise VPError(f"expected an Ultimate X solution, got {type(result).__name__}")
    ht = holds if holds is not None else cached_hold_table(cached_prepare(result.game.table))
    masks = np.asarray(masks, dtype=np.int64)
    if masks.ndim != 2 or masks.shape[1] != len(ht.classes):
        raise VPError(f"expected one hold per deal class ({len(ht.classes)}) for each policy")
    if masks.size and (masks.min() < 0 or masks.max() > 31):
        raise VPError("a hold is a mask 0..31")
    pos = np.asarray(policy_of_state, dtype=np.int64)
    if pos.shape != (len(result.states),) or pos.min() < 0 or pos.max() >= masks.shape[0]:
        raise VPError("expected a policy index for every total multiplier of the game")
    n = masks.shape[1]
    lines = result.lines
    basis, size = _spectrum_basis(result)
    weight = ht.classes.weight.astype(np.float64) / ht.classes.deals
    # each distinct (class, hold) pair once
    key = (np.arange(n, dtype=np.int64)[None, :] * 32 + masks).ravel()
    unique, inverse = np.unique(key, return_inverse=True)
    ev_u, p_u = _pair_data(result, ht, unique // 32, unique % 32, cancel)
    w_re, w_im = value_weights(result)
    future_u = np.zeros(unique.shape[0])
    phi_u = np.empty((unique.shape[0], basis.shape[1]), dtype=np.complex128)
    for lo in range(0, unique.shape[0], _CHUNK):
        if cancel is not None and cancel.is_set():
            raise Cancelled("Ultimate X strategy cancelled")
        hi = min(unique.shape[0], lo + _CHUNK)
        phi = _powers(p_u[lo:hi], basis, lines)
        phi_u[lo:hi] = phi
        if with_future:
            future_u[lo:hi] = phi.real @ w_re + phi.imag @ w_im
    inverse = inverse.reshape(masks.shape)
    k_count = masks.shape[0]
    trans = np.empty((k_count, size))
    ev = np.empty(k_count)
    per_policy = []
    for k in range(k_count):
        idx = inverse[k]
        trans[k] = np.clip(np.fft.irfft(weight @ phi_u[idx], n=size), 0.0, None)
        trans[k] /= trans[k].sum()
        ev[k] = float(weight @ ev_u[idx])
        per_policy.append((ev_u[idx], future_u[idx]))
    return _solve_chain(result, pos, trans, ev), per_policy


# --------------------------------------------------------------------------- charts


@dataclass(frozen=True)
class UltimateXRuleResult:
    """How one rule of a chart played under the chain."""

    index: int
    line: int
    text: str
    condition: str  # its multiplier condition as text ("" when none)
    share: float  # share of hands it plays (stationary, under the chart)
    error: float  # its share of the cost, per coin bet (the errors add up to the cost)
    worst_deal: tuple[int, ...] | None  # the deal class where it gives up the most
    worst_held: tuple[int, ...] | None
    worst_optimal: tuple[int, ...] | None
    worst_total_multiplier: int | None
    worst_loss_coins: float  # that deal's cost at that M, in coins (all lines)


@dataclass(frozen=True, eq=False)
class UltimateXStrategyResult:
    """A chart played as Ultimate X, priced exactly under the chain."""

    result: UltimateXResult
    strategy: UltimateXStrategy
    expected_return: float  # a rule fitting several holds read for the player
    return_worst: float  # and against
    base_return: Fraction | None  # every rule played on the base game (None: not asked)
    rules: tuple[UltimateXRuleResult, ...]
    unmatched: UltimateXRuleResult
    policies: int  # distinct sets of rules that apply as M varies
    bands: tuple[tuple[int, int, int], ...]  # (first M, last M, policy) runs of states
    stationary: tuple[float, ...]  # share of hands at each total multiplier
    mean_multiplier: float  # a line's average multiplier under the chart
    seconds: float
    holds: npt.NDArray[np.int64]  # (policies, classes): the hold each policy plays
    policy_of_state: npt.NDArray[np.int64]  # the policy played at each total multiplier

    @property
    def optimal_return(self) -> float:
        """The optimal Ultimate X return (the solver's)."""
        return self.result.expected_return

    @property
    def cost(self) -> float:
        """Optimal return less this chart's, per coin bet."""
        return self.optimal_return - self.expected_return


def _bands(
    ux: UltimateXStrategy, states: tuple[int, ...]
) -> tuple[list[tuple[int, ...]], npt.NDArray[np.int64]]:
    """The distinct sets of rules that apply, and the set of each state."""
    sets: dict[tuple[int, ...], int] = {}
    of_state = np.empty(len(states), dtype=np.int64)
    for s, m in enumerate(states):
        active = ux.active(m)
        of_state[s] = sets.setdefault(active, len(sets))
    return list(sets), of_state


def _play_subset(
    ux: UltimateXStrategy, active: tuple[int, ...], ht: HoldTable, cancel: threading.Event | None
) -> tuple[Play, npt.NDArray[np.int64]]:
    """The rules ``active`` played on every deal: the play, and each deal's rule as an
    index into the whole strategy (-1: none)."""
    whole = ux.strategy
    if not active:
        n = len(ht.classes)
        zeros = np.zeros(n, dtype=np.uint8)
        play = Play(
            ht.classes, np.full(n, -1, dtype=np.int32), zeros, zeros, zeros.astype(np.uint32)
        )
        return play, np.full(n, -1, dtype=np.int64)
    sub = Strategy(
        tuple(whole.rules[r] for r in active), whole.game, whole.name, whole.game_name, whole.source
    )
    play = play_strategy(compile_strategy(sub, check=False), ht, cancel=cancel)
    lookup = np.asarray(active, dtype=np.int64)
    rule = play.rule.astype(np.int64)
    return play, np.where(rule >= 0, lookup[np.maximum(rule, 0)], -1)


def evaluate_ultimate_x_strategy(
    result: UltimateXResult,
    strategy: UltimateXStrategy,
    *,
    base_game: bool = True,
    progress: Progress | None = None,
    cancel: threading.Event | None = None,
) -> UltimateXStrategyResult:
    """Play a chart (with or without multiplier conditions) on an Ultimate X game solved
    by :func:`~.solver.solve`, exactly: its return, both readings of a rule that fits
    several holds, and each rule's share of the cost; with ``base_game``, also the
    return of every rule played on the base game (conditions ignored).

    Raises
    ------
    StrategyError
        When the chart was read for another game or another number of lines, or a
        pattern can never happen.
    VPError
        For a game with the 5-coin option (charts are priced at 10 coins a line).
    """
    started = time.perf_counter()
    if not isinstance(result, UltimateXResult):
        raise VPError(f"expected an Ultimate X solution, got {type(result).__name__}")
    if not isinstance(strategy, UltimateXStrategy):
        raise VPError(f"expected an Ultimate X strategy, got {type(strategy).__name__}")
    game = result.game
    if game.five_coin:
        raise VPError(
            "a chart is priced with 10 coins a line on every hand; solve the game without "
            "the 5-coin option"
        )
    if strategy.lines != game.lines:
        raise StrategyError(
            f"{strategy.strategy.source}: the strategy was read for {strategy.lines} lines, "
            f"the game has {game.lines}"
        )
    prepared = cached_prepare(game.table)
    ht = cached_hold_table(prepared)
    from vptrainer.core.strategy.game import game_of

    g = game_of(game.table)
    sg = strategy.game
    if (sg.deck_size, sg.wild_cards, sg.high_min) != (g.deck_size, g.wild_cards, g.high_min):
        raise StrategyError(
            f"{strategy.strategy.source}: the strategy was read for {sg.name}, not for {g.name}"
        )
    sets, of_state = _bands(strategy, result.states)
    k_count = len(sets)
    n = len(ht.classes)
    best = np.empty((k_count, n), dtype=np.int64)
    worst = np.empty((k_count, n), dtype=np.int64)
    rule_of = np.empty((k_count, n), dtype=np.int64)
    steps = k_count + 3
    for k, active in enumerate(sets):
        play, rules = _play_subset(strategy, active, ht, cancel)
        best[k] = play.best
        worst[k] = play.worst
        rule_of[k] = rules
        if progress:
            progress(k + 1, steps)
    price, per_policy = _price(result, best, of_state, ht, cancel, with_future=True)
    if progress:
        progress(k_count + 1, steps)
    if np.array_equal(best, worst):
        return_worst = price.expected_return
    else:
        return_worst = _price(result, worst, of_state, ht, cancel, with_future=False)[
            0
        ].expected_return
    if progress:
        progress(k_count + 2, steps)
    errors = _rule_errors(result, price, per_policy, rule_of, ht, cancel)
    if progress:
        progress(steps, steps)
    base_return = _base_return(strategy, sets, best, ht, cancel) if base_game else None
    rule_results = _rule_results(result, strategy, price, rule_of, best, errors, ht)
    states = np.asarray(result.states)
    bands: list[tuple[int, int, int]] = []
    for s, k in enumerate(of_state):
        if bands and bands[-1][2] == k and bands[-1][1] == states[s] - 1:
            bands[-1] = (bands[-1][0], int(states[s]), int(k))
        else:
            bands.append((int(states[s]), int(states[s]), int(k)))
    line_mean = float(price.stationary @ (states.astype(np.float64))) / game.lines
    return UltimateXStrategyResult(
        result=result,
        strategy=strategy,
        expected_return=price.expected_return,
        return_worst=return_worst,
        base_return=base_return,
        rules=tuple(rule_results[:-1]),
        unmatched=rule_results[-1],
        policies=k_count,
        bands=tuple(bands),
        stationary=tuple(float(x) for x in price.stationary),
        mean_multiplier=line_mean,
        seconds=time.perf_counter() - started,
        holds=best,
        policy_of_state=of_state,
    )


def _base_return(
    strategy: UltimateXStrategy,
    sets: list[tuple[int, ...]],
    best: npt.NDArray[np.int64],
    ht: HoldTable,
    cancel: threading.Event | None,
) -> Fraction:
    """Every rule played on the base game (the conditions ignored), exactly."""
    from vptrainer.core.engine.hold_table import weighted_total

    every = tuple(range(len(strategy.strategy.rules)))
    if every in sets:
        holds = best[sets.index(every)]
    else:
        holds = np.asarray(_play_subset(strategy, every, ht, cancel)[0].best, dtype=np.int64)
    n = len(ht.classes)
    ev = ht.ev[np.arange(n), holds].astype(np.int64)
    return Fraction(weighted_total(ev, ht.classes.weight.astype(np.int64)), ht.total_denominator)


@dataclass(frozen=True, eq=False)
class _Errors:
    loss: F64  # (K, n): per policy and class, sum over its states of pi(s) * loss(s)
    share: F64  # (K, n): per policy and class, its stationary weight (pi of its states)


def optimal_values(
    result: UltimateXResult, cancel: threading.Event | None = None
) -> tuple[npt.NDArray[np.int64], F64, F64, npt.NDArray[np.int64]]:
    """Every deal class's candidate holds (those the solver keeps): ``(start, ev,
    future, mask)``, candidates of class ``i`` at ``start[i]:start[i + 1]``, their value
    at ``M`` being ``M * ev + future`` (remembered for the last few solutions)."""
    key = id(result)
    for k, (held, value) in list(_OPTIMAL.items()):
        if k == key and held is result:
            return value
    value = _optimal_values(result, cancel)
    _OPTIMAL[key] = (result, value)
    while len(_OPTIMAL) > 2:
        del _OPTIMAL[next(iter(_OPTIMAL))]
    return value


_OPTIMAL: dict[
    int,
    tuple[UltimateXResult, tuple[npt.NDArray[np.int64], F64, F64, npt.NDArray[np.int64]]],
] = {}


def _optimal_values(
    result: UltimateXResult, cancel: threading.Event | None
) -> tuple[npt.NDArray[np.int64], F64, F64, npt.NDArray[np.int64]]:
    game = result.game
    prepared = cached_prepare(game.table)
    cands = _candidates(prepared, _groups(game), game.values, None, cancel)
    basis, _ = _spectrum_basis(result)
    w_re, w_im = value_weights(result)
    future = np.empty(cands.ev.shape[0])
    for lo in range(0, future.shape[0], _CHUNK):
        if cancel is not None and cancel.is_set():
            raise Cancelled("Ultimate X strategy cancelled")
        hi = min(future.shape[0], lo + _CHUNK)
        phi = _powers(np.asarray(cands.p[lo:hi]), basis, game.lines)
        future[lo:hi] = phi.real @ w_re + phi.imag @ w_im
    return cands.start, np.asarray(cands.ev), future, cands.mask


def _class_optimum(start: npt.NDArray[np.int64], ev: F64, future: F64, total: F64) -> F64:
    """``(n, S)``: each class's optimal value at each total multiplier of ``total``."""
    values = ev[:, None] * total[None, :] + future[:, None]
    out: F64 = np.maximum.reduceat(values, start[:-1], axis=0)
    return out


def _rule_errors(
    result: UltimateXResult,
    price: PolicyPrice,
    per_policy: list[tuple[F64, F64]],
    rule_of: npt.NDArray[np.int64],
    ht: HoldTable,
    cancel: threading.Event | None,
) -> _Errors:
    start, ev, future, _ = optimal_values(result, cancel)
    n = start.shape[0] - 1
    total = np.asarray(result.states, dtype=np.float64)
    pi = price.stationary
    k_count = rule_of.shape[0]
    loss = np.zeros((k_count, n))
    share = np.zeros((k_count, n))
    for k in range(k_count):
        states = np.flatnonzero(price.policy_of_state == k)
        w = pi[states]
        if w.sum() <= 0:
            continue
        held_ev, held_future = per_policy[k]
        # classes in chunks (the optimum at every state of the policy)
        step = max(1, 4_000_000 // max(1, states.shape[0] * 8))
        for lo in range(0, n, step):
            if cancel is not None and cancel.is_set():
                raise Cancelled("Ultimate X strategy cancelled")
            hi = min(n, lo + step)
            a, b = int(start[lo]), int(start[hi])
            opt = _class_optimum(start[lo : hi + 1] - a, ev[a:b], future[a:b], total[states])
            mine = held_ev[lo:hi, None] * total[states][None, :] + held_future[lo:hi, None]
            loss[k, lo:hi] = np.clip(opt - mine, 0.0, None) @ w
        share[k] = w.sum()
    return _Errors(loss, share)


def _rule_results(
    result: UltimateXResult,
    ux: UltimateXStrategy,
    price: PolicyPrice,
    rule_of: npt.NDArray[np.int64],
    masks: npt.NDArray[np.int64],
    errors: _Errors,
    ht: HoldTable,
) -> list[UltimateXRuleResult]:
    weight = ht.classes.weight.astype(np.float64) / ht.classes.deals
    coins = 2.0 * result.lines
    n_rules = len(ux.strategy.rules)
    group = np.where(rule_of < 0, n_rules, rule_of)
    err = np.zeros(n_rules + 1)
    share = np.zeros(n_rules + 1)
    for k in range(rule_of.shape[0]):
        np.add.at(err, group[k], weight * errors.loss[k] / coins)
        np.add.at(share, group[k], weight * errors.share[k])
    out = []
    for r in range(n_rules + 1):
        if r < n_rules:
            rule = ux.strategy.rules[r]
            text = rule.text or rule_text(rule, ux.game)
            line = rule.line
            cond = " and ".join(c.text() for c in ux.conditions[r])
        else:
            text, line, cond = "(no rule matches: discard everything)", 0, ""
        example = _worst_example(
            result, price, rule_of, masks, errors, ht, r if r < n_rules else -1
        )
        out.append(
            UltimateXRuleResult(r, line, text, cond, float(share[r]), float(err[r]), *example)
        )
    return out


def _worst_example(
    result: UltimateXResult,
    price: PolicyPrice,
    rule_of: npt.NDArray[np.int64],
    masks: npt.NDArray[np.int64],
    errors: _Errors,
    ht: HoldTable,
    rule: int,
) -> tuple[
    tuple[int, ...] | None, tuple[int, ...] | None, tuple[int, ...] | None, int | None, float
]:
    """The deal (and total multiplier) where a rule gives up the most value."""
    from vptrainer.core.features.ultimate_x.hands import hand_values

    best_k, best_i, best_loss = -1, -1, 0.0
    for k in range(rule_of.shape[0]):
        share = errors.share[k]
        mine = np.flatnonzero(rule_of[k] == rule)
        if not mine.size:
            continue
        per = errors.loss[k, mine] / np.maximum(share[mine], 1e-300)
        j = int(np.argmax(per))
        if per[j] > best_loss * (1 + 1e-12) + 1e-12:
            best_k, best_i, best_loss = k, int(mine[j]), float(per[j])
    if best_k < 0:
        return None, None, None, None, 0.0
    cards = tuple(int(c) for c in ht.classes.cards[best_i])
    states = [s for s in range(len(result.states)) if price.policy_of_state[s] == best_k]
    top: tuple[float, int, tuple[int, ...], tuple[int, ...]] | None = None
    for s in states:
        m = result.states[s]
        ranked = hand_values(result, cards, m, feature=True)
        held = ranked.hold(int(masks[best_k, best_i]))
        loss = ranked.holds[0].value - held.value
        if top is None or loss > top[0]:
            top = (loss, m, held.held, ranked.holds[0].held)
    if top is None:
        return None, None, None, None, 0.0
    return cards, top[2], top[3], top[1], COINS_PLAIN * top[0]


def single_policy(
    result: UltimateXResult, *, cancel: threading.Event | None = None
) -> tuple[PolicyPrice, float]:
    """The best *single strategy*: one hold per deal at every total multiplier, the
    hold of the highest value at the chain's mean total multiplier (a hold's value is
    linear in ``M``, so this is the stationary average of its values), the mean taken
    again under the policy until it settles. Returns the policy's exact price and the
    mean ``M`` it is ranked at (what the Wizard of Odds' single-strategy analyzer
    reports: 98.4971% for single-line 8/6 Jacks or Better)."""
    start, ev, future, mask = optimal_values(result, cancel)
    states = np.asarray(result.states, dtype=np.float64)
    mean = float(np.asarray(result.stationary) @ states)
    zeros = np.zeros(len(result.states), dtype=np.int64)
    seen: set[bytes] = set()
    while True:
        value = mean * ev + future
        top = np.maximum.reduceat(value, start[:-1])
        is_top = value >= np.repeat(top, np.diff(start))
        first = np.maximum.reduceat(np.where(is_top, np.arange(value.shape[0]), -1), start[:-1])
        masks = mask[first][None, :]
        price = price_policies(result, masks, zeros, cancel=cancel)
        key = masks.tobytes()
        if key in seen:
            return price, mean
        seen.add(key)
        mean = float(price.stationary @ states)
