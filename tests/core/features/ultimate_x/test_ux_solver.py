"""The Ultimate X solver: against a brute-force oracle, a simulation, published figures."""

from __future__ import annotations

import itertools
import threading
from collections.abc import Callable
from fractions import Fraction

import numpy as np
import numpy.typing as npt
import pytest
from shared_makers import kept_solve

from vptrainer.core.errors import Cancelled, VPError
from vptrainer.core.features.ultimate_x.multipliers import (
    MultiplierTable,
    MultiplierTableError,
    builtin_multipliers,
    resolve_multipliers,
)
from vptrainer.core.features.ultimate_x.solver import (
    UltimateXGame,
    UltimateXResult,
    _Candidates,
    _solve_chain,
    solve,
)
from vptrainer.core.games.builtin import load_builtin, resolve_table
from vptrainer.core.games.paytable import PayTable

Solved = Callable[..., UltimateXResult]


# --- a brute-force oracle: every line's multiplier in the state ---------------------


def _random_game(
    seed: int, deals: int, holds: int, values: tuple[int, ...]
) -> tuple[npt.NDArray[np.float64], ...]:
    rng = np.random.default_rng(seed)
    weight = rng.random(deals) + 0.2
    weight /= weight.sum()
    p = rng.random((deals, holds, len(values))) ** 2
    p[:, :, 0] += 1.0  # losing is the most common outcome
    p /= p.sum(axis=2, keepdims=True)
    ev = rng.random((deals, holds)) * 1.5
    ev2 = ev**2 + rng.random((deals, holds)) * 5
    return weight, p, ev, ev2


def _candidates(
    weight: npt.NDArray[np.float64],
    p: npt.NDArray[np.float64],
    ev: npt.NDArray[np.float64],
    ev2: npt.NDArray[np.float64],
    values: tuple[int, ...],
) -> _Candidates:
    deals, holds = ev.shape
    start = np.arange(deals + 1, dtype=np.int64) * holds
    flat_p = np.ascontiguousarray(p.reshape(-1, len(values)))
    base = start[:-1] + ev.argmax(axis=1)
    arrays = _Candidates(
        start=start,
        mask=np.tile(np.arange(holds), deals).astype(np.int64),
        p=flat_p,
        ev=ev.ravel().copy(),
        ev2=ev2.ravel().copy(),
        mean=flat_p @ np.asarray(values, dtype=np.float64),
        var=flat_p @ np.asarray(values, dtype=np.float64) ** 2
        - (flat_p @ np.asarray(values, dtype=np.float64)) ** 2,
        base=base.astype(np.int64),
        weight=weight,
        second_moment=True,
        base_return=Fraction(0),
    )
    for name in ("start", "mask", "p", "ev", "ev2", "mean", "var", "base", "weight"):
        getattr(arrays, name).setflags(write=False)  # as the solver's own (one compile)
    return arrays


def _oracle(
    weight: npt.NDArray[np.float64],
    p: npt.NDArray[np.float64],
    ev: npt.NDArray[np.float64],
    ev2: npt.NDArray[np.float64],
    values: tuple[int, ...],
    lines: int,
    five_coin: bool,
) -> tuple[float, npt.NDArray[np.float64], float]:
    """Return, line-multiplier shares and variance, by value iteration over the tuples of
    the lines' multipliers (no total-multiplier reduction), Dinkelbach for the 5-coin bet."""
    g = len(values)
    states = list(itertools.product(range(g), repeat=lines))
    index = {s: i for i, s in enumerate(states)}
    deals, holds = ev.shape
    # trans[d, h, next state]: the lines draw independently
    trans = np.zeros((deals, holds, len(states)))
    for i, s in enumerate(states):
        trans[:, :, i] = np.prod([p[:, :, k] for k in s], axis=0)
    total = np.array([sum(values[k] for k in s) for s in states], dtype=np.float64)
    squares = np.array([sum(values[k] ** 2 for k in s) for s in states], dtype=np.float64)
    base_hold = ev.argmax(axis=1)
    base_ev = float(weight @ ev[np.arange(deals), base_hold])
    reset = index[(0,) * lines]

    def policy_for(value: npt.NDArray[np.float64], ratio: float) -> tuple:
        future = trans @ value  # (deals, holds)
        q = total[:, None, None] * ev[None] + future[None]  # (states, deals, holds)
        best = q.argmax(axis=2)
        q10 = (weight[None] * q.max(axis=2)).sum(axis=1) - ratio * 2 * lines
        q5 = total * base_ev - ratio * lines + value[reset]
        bet10 = np.ones(len(states), dtype=bool) if not five_coin else q10 >= q5
        return best, bet10, np.where(bet10, q10, q5)

    def chain(best: npt.NDArray[np.int64], bet10: npt.NDArray[np.bool_]) -> tuple:
        n = len(states)
        p_mat = np.zeros((n, n))
        r = np.zeros(n)
        c = np.zeros(n)
        for s in range(n):
            if bet10[s]:
                p_mat[s] = weight @ trans[np.arange(deals), best[s]]
                r[s] = total[s] * float(weight @ ev[np.arange(deals), best[s]])
                c[s] = 2 * lines
            else:
                p_mat[s, reset] = 1.0
                r[s] = total[s] * base_ev
                c[s] = lines
        return p_mat, r, c

    ratio = 0.5
    for _ in range(100):  # Dinkelbach: the best average of r - ratio * c is 0 at the answer
        value = np.zeros(len(states))
        for _ in range(5000):
            _, _, new = policy_for(value, ratio)
            new = new - new[reset]
            if np.abs(new - value).max() < 1e-13:
                break
            value = new
        best, bet10 = policy_for(value, ratio)[:2]
        p_mat, r, c = chain(best, bet10)
        a = (np.eye(len(states)) - p_mat).T
        a[-1] = 1.0
        pi = np.linalg.solve(a, np.eye(len(states))[-1])
        new_ratio = float(pi @ r) / float(pi @ c)
        if abs(new_ratio - ratio) < 1e-14:
            break
        ratio = new_ratio
    # the line multipliers at the start of a hand, and the variance of a game's net result
    shares = np.zeros(g)
    for i, s in enumerate(states):
        for k in s:
            shares[k] += pi[i] / lines
    ew = np.zeros(len(states))
    ew2 = np.zeros(len(states))
    bets = np.where(bet10, 10 * lines, 5 * lines).astype(np.float64)
    for i in range(len(states)):
        h = best[i] if bet10[i] else base_hold
        e = ev[np.arange(deals), h]
        v = ev2[np.arange(deals), h] - e**2
        ew[i] = 5 * total[i] * float(weight @ e)
        ew2[i] = 25 * (squares[i] * float(weight @ v) + total[i] ** 2 * float(weight @ e**2))
    mean = float(pi @ (ew - bets))
    second = float(pi @ (ew2 - 2 * bets * ew + bets**2))
    return ratio, shares, second - mean**2


@pytest.mark.parametrize(
    ("seed", "lines", "five_coin"),
    [(1, 1, False), (2, 2, False), (3, 3, False), (4, 2, True), (5, 3, True), (6, 1, True)],
)
def test_the_total_multiplier_solution_equals_brute_force(
    seed: int, lines: int, five_coin: bool
) -> None:
    values = (1, 2, 5)
    weight, p, ev, ev2 = _random_game(seed, deals=7, holds=4, values=values)
    solved = _solve_chain(_candidates(weight, p, ev, ev2, values), values, lines, five_coin, None)
    ret, shares, variance = _oracle(weight, p, ev, ev2, values, lines, five_coin)
    assert solved.expected_return == pytest.approx(ret, abs=1e-11)
    assert solved.frequencies == pytest.approx(shares, abs=1e-9)
    assert solved.variance == pytest.approx(variance, rel=1e-9)
    assert solved.approximation_return <= solved.expected_return + 1e-12
    assert solved.base_strategy_return <= solved.expected_return + 1e-12


# --- a seeded simulation of the chain under the solved policy ------------------------


def test_a_simulation_of_the_chain_agrees(job86_single: UltimateXResult) -> None:
    """Single-line 8/6 Jacks or Better: play the solved policy on the chain of the line's
    multiplier (deal classes drawn by their weight); the return and the multiplier
    shares agree with the solution within four standard errors."""
    from vptrainer.core.engine.prepared import cached_prepare
    from vptrainer.core.features.ultimate_x.solver import _candidates as make
    from vptrainer.core.features.ultimate_x.solver import _groups

    result = job86_single
    game = result.game
    cands = make(cached_prepare(game.table), _groups(game), game.values, None, None)
    values = np.asarray(game.values)
    future = cands.p @ result.value_array[values - 1]  # one line: E[V(next)] per hold
    n = cands.weight.shape[0]
    sizes = np.diff(cands.start)
    owner = np.repeat(np.arange(n), sizes)
    # each class's best candidate at each multiplier
    best = np.empty((len(values), n), dtype=np.int64)
    for s, m in enumerate(values):
        score = m * cands.ev + future
        order = np.lexsort((-score, owner))  # by class, best first
        best[s] = (
            order[cands.start[:-1] - 0 + 0]
            if False
            else order[np.searchsorted(owner[order], np.arange(n))]
        )
    rng = np.random.default_rng(2024)
    steps = 60_000
    deals = rng.choice(n, size=steps, p=cands.weight)
    draws = rng.random(steps)
    cum = np.cumsum(cands.p, axis=1)
    state = 0
    won = np.empty(steps)
    at = np.empty(steps, dtype=np.int64)
    for t in range(steps):
        j = best[state, deals[t]]
        at[t] = state
        won[t] = values[state] * cands.ev[j]
        state = min(int(np.searchsorted(cum[j], draws[t], side="right")), len(values) - 1)

    def within(x: npt.NDArray[np.float64], want: float) -> bool:
        # batch means: the chain is correlated from hand to hand
        batches = x.reshape(100, -1).mean(axis=1)
        return abs(x.mean() - want) < 4 * batches.std(ddof=1) / np.sqrt(len(batches))

    assert within(won / 2, result.expected_return)  # per coin: 10 coins for 5 coins' pays
    for k, (_, share) in enumerate(result.multiplier_frequencies):
        assert within((at == k).astype(np.float64), share)


# --- published figures -----------------------------------------------------------------


def test_single_line_8_6_jacks_or_better(job86_single: UltimateXResult) -> None:
    """Wizard of Odds: 98.57%, line multipliers 1x 56.29%, 2x 19.93%, 3x 12.53%, 4x 7.24%,
    7x 1.38%, 10x 1.50%, 12x 1.13% (every printed digit)."""
    r = job86_single
    assert round(100 * r.expected_return, 2) == 98.57
    shares = {m: round(100 * f, 2) for m, f in r.multiplier_frequencies}
    assert shares == {1: 56.29, 2: 19.93, 3: 12.53, 4: 7.24, 7: 1.38, 10: 1.50, 12: 1.13}
    assert float(r.base_game_return) == pytest.approx(0.983927, abs=5e-7)
    # one line: the total multiplier is the line's multiplier
    assert [r.stationary[m - 1] for m, _ in r.multiplier_frequencies] == pytest.approx(
        [f for _, f in r.multiplier_frequencies]
    )
    assert sum(r.stationary) == pytest.approx(1.0)
    assert r.iterations <= 5
    assert 0 < r.depends_on_multiplier <= r.differs_from_base < 1
    assert r.coins_per_game == pytest.approx(10.0)
    assert r.base_strategy_return < r.approximation_return <= r.expected_return


@pytest.mark.slow
@pytest.mark.parametrize(
    ("table_id", "lines", "published"),
    [
        ("jacks-or-better-8-6", 10, 99.42),  # Wizard of Odds
        ("jacks-or-better-7-5", 3, 96.72),  # John Grochowski
        ("jacks-or-better-7-5", 5, 96.81),
        ("jacks-or-better-7-5", 10, 96.83),
        ("bonus-poker-7-5", 10, 99.40),  # Wizard of Odds, 10-play strategy page
        ("double-double-bonus-9-6", 10, 99.87),  # Bob Dancer (IGT states 99.86)
    ],
)
def test_published_multi_line_returns(
    ux_solved: Solved, table_id: str, lines: int, published: float
) -> None:
    assert round(100 * ux_solved(table_id, lines).expected_return, 2) == published


@pytest.mark.slow
def test_9_6_5_double_bonus_ten_play() -> None:
    """Wizard of Odds: 9/6/5 Double Bonus, 10-play, 99.04%."""
    table = load_builtin("double-bonus-9-7-5").with_pay("flush", 6)
    game = UltimateXGame(table, builtin_multipliers("double-bonus", 10), 10)
    assert round(100 * kept_solve(game).expected_return, 2) == 99.04


@pytest.mark.slow
def test_returns_fall_with_lines_for_triple_double_and_deuces_wild_bonus(
    ux_solved: Solved,
) -> None:
    for table_id in ("triple-double-bonus-9-7", "bonus-deuces-wild"):
        r3, r5, r10 = (ux_solved(table_id, n).expected_return for n in (3, 5, 10))
        assert r3 > r5 > r10, table_id
    # while the others rise (the 7/5 Jacks or Better games are those of the published test)
    r3, r5, r10 = (ux_solved("jacks-or-better-7-5", n).expected_return for n in (3, 5, 10))
    assert r3 < r5 < r10


@pytest.mark.slow
def test_the_five_coin_option_never_returns_less(ux_solved: Solved) -> None:
    plain = ux_solved("double-double-bonus-9-6", 10)
    option = ux_solved("double-double-bonus-9-6", 10, True)
    assert option.expected_return > plain.expected_return
    assert round(100 * option.expected_return, 3) == 99.895
    assert not all(option.feature_bet) and option.feature_bet[0]
    assert option.coins_per_game < 100


# --- the job: progress, cancel, input ---------------------------------------------------


def _game(lines: int = 1, **kw: object) -> UltimateXGame:
    table = resolve_table("jacks-or-better-8-6")
    return UltimateXGame(table, resolve_multipliers(table, lines), lines, **kw)  # type: ignore[arg-type]


def test_cancel_stops_the_solve() -> None:
    stop = threading.Event()
    stop.set()
    with pytest.raises(Cancelled):
        solve(_game(), cancel=stop)


def test_progress_moves_forward_to_the_end(job86_single: UltimateXResult) -> None:
    seen: list[tuple[int, int]] = []
    result = solve(job86_single.game, progress=lambda d, t: seen.append((d, t)))
    assert result.expected_return == job86_single.expected_return
    done = [d for d, _ in seen]
    assert done == sorted(done) and seen[-1][0] == seen[-1][1]
    assert all(0 <= d <= t for d, t in seen)


def test_games_are_checked() -> None:
    table = resolve_table("jacks-or-better-8-6")
    ten = builtin_multipliers("jacks-or-better", 10)
    with pytest.raises(MultiplierTableError, match="made for 10 lines"):
        UltimateXGame(table, ten, 3)
    with pytest.raises(MultiplierTableError, match="1 to 10"):
        UltimateXGame(table, ten, 11)
    with pytest.raises(VPError, match="five_coin"):
        UltimateXGame(table, ten, 10, five_coin="yes")  # type: ignore[arg-type]
    with pytest.raises(VPError, match="PayTable"):
        UltimateXGame("jacks-or-better-8-6", ten, 10)  # type: ignore[arg-type]
    royal_deal = resolve_table("royal-deal-jacks-or-better-8-5")
    with pytest.raises(MultiplierTableError, match="dealt"):
        UltimateXGame(royal_deal, ten, 10)
    partial = MultiplierTable("partial", (("full_house", 12),))
    with pytest.raises(MultiplierTableError, match="no multiplier for"):
        UltimateXGame(table, partial, 1)
    with pytest.raises(VPError, match="UltimateXGame"):
        solve(table)  # type: ignore[arg-type]
    with pytest.raises(VPError, match="must be a number"):
        solve(_game(), approx_c=float("nan"))


def test_a_result_knows_its_states(job86_single: UltimateXResult) -> None:
    r = job86_single
    assert r.states == tuple(range(1, 13))
    assert r.state_value(1) == 0.0 and r.state_value(12) > r.state_value(2)
    with pytest.raises(VPError, match=r"not within 1\.\.12"):
        r.state_value(13)
    assert isinstance(r.game.table, PayTable)
