"""Charts played as Ultimate X, priced exactly under the chain of the total multiplier."""

from __future__ import annotations

from collections.abc import Callable
from functools import cache

import numpy as np
import numpy.typing as npt
import pytest

from vptrainer.core.engine.hold_outcomes import hold_column_sums
from vptrainer.core.engine.hold_table import cached_hold_table
from vptrainer.core.engine.prepared import cached_prepare
from vptrainer.core.errors import VPError
from vptrainer.core.features.ultimate_x.solver import UltimateXResult
from vptrainer.core.features.ultimate_x.strategy import (
    UltimateXStrategyResult,
    evaluate_ultimate_x_strategy,
    optimal_values,
    price_policies,
    single_policy,
)
from vptrainer.core.features.ultimate_x.strategy_language import parse_ultimate_x_strategy
from vptrainer.core.strategy.builtin import builtin_strategy_text
from vptrainer.core.strategy.game import game_of
from vptrainer.core.strategy.language import StrategyError

Solved = Callable[..., UltimateXResult]
BASIC = builtin_strategy_text("jacks-or-better-9-6-basic")
assert "\n11. 4 to a flush\n" in BASIC and "\n13. Low pair\n" in BASIC
# a chart that holds a low pair over 4 to a flush only when the multipliers are low
SPLIT = BASIC.replace(
    "\n11. 4 to a flush\n", "\nLow pair when the total multiplier is at most 2\n11. 4 to a flush\n"
).replace("\n13. Low pair\n", "\n13. Low pair when the total multiplier is at least 3\n")


def ux(text: str, result: UltimateXResult):  # type: ignore[no-untyped-def]
    return parse_ultimate_x_strategy(
        text, game_of(result.game.table), result.lines, states=result.states
    )


@cache
def priced(result: UltimateXResult, text: str, base_game: bool = False) -> UltimateXStrategyResult:
    return evaluate_ultimate_x_strategy(result, ux(text, result), base_game=base_game)


def optimal_masks(result: UltimateXResult) -> npt.NDArray[np.int64]:
    """``(states, classes)``: the optimal hold of every deal class at each total
    multiplier, from the solver's candidates and values."""
    start, ev, future, mask = optimal_values(result)
    out = np.empty((len(result.states), start.shape[0] - 1), dtype=np.int64)
    for s, m in enumerate(result.states):
        value = m * ev + future
        best = np.maximum.reduceat(value, start[:-1])
        is_best = value >= np.repeat(best, np.diff(start)) - 1e-12 * np.abs(best).max()
        first = np.maximum.reduceat(
            np.where(is_best, np.arange(value.shape[0]), -1), start[:-1]
        )  # any best candidate
        out[s] = mask[first]
    return out


def slow_price(result: UltimateXResult, masks: npt.NDArray[np.int64], of_state: list[int]) -> float:
    """The oracle: each policy's next total multiplier by repeated convolution of the
    per-line distributions (from the engine's per-hold column sums), the chain's
    stationary distribution by power iteration, the return as its average win."""
    game = result.game
    prepared = cached_prepare(game.table)
    ht = cached_hold_table(prepared)
    values = game.values
    groups = [values.index(m) for m in game.line_multipliers]
    columns = np.zeros((len(groups), len(values)), dtype=np.int64)
    columns[np.arange(len(groups)), groups] = 1
    sums = hold_column_sums(prepared, columns).sums  # (n, 32, G)
    n = sums.shape[0]
    w = ht.classes.weight / ht.classes.deals
    offs = np.asarray(values) - 1
    size = len(result.states)
    rows, evs = [], []
    for k in range(masks.shape[0]):
        p = sums[np.arange(n), masks[k]] / prepared.common_denominator
        line = np.zeros((n, int(offs[-1]) + 1))
        line[:, offs] = p
        # the lines' sum: the per-line distribution convolved with itself, term by term
        dist = line.copy()
        for _ in range(result.lines - 1):
            longer = np.zeros((n, dist.shape[1] + line.shape[1] - 1))
            for g in range(line.shape[1]):
                longer[:, g : g + dist.shape[1]] += dist * line[:, g : g + 1]
            dist = longer
        assert dist.shape[1] == size
        rows.append(w @ dist)
        evs.append(float(w @ (ht.ev[np.arange(n), masks[k]] / ht.denominator)))
    trans = np.array([rows[k] for k in of_state])
    pi = np.full(size, 1.0 / size)
    for _ in range(2_000):
        pi = pi @ trans
        pi /= pi.sum()  # rows sum to 1 up to rounding: keep the mass
    total = np.asarray(result.states, dtype=np.float64)
    ev = np.array([evs[k] for k in of_state])
    return float(pi @ (total * ev)) / (2 * result.lines)


def test_the_optimal_policy_prices_to_the_solvers_optimum(job86_single: UltimateXResult) -> None:
    r = job86_single
    masks = optimal_masks(r)
    price = price_policies(r, masks, np.arange(len(r.states)))
    assert price.expected_return == pytest.approx(r.expected_return, abs=1e-10)
    # the values' identity: every state's optimal value is V(M) + return * coins
    start, ev, future, _ = optimal_values(r)
    w = cached_hold_table(cached_prepare(r.game.table)).classes.weight
    w = w / w.sum()
    for s, m in enumerate(r.states):
        best = np.maximum.reduceat(m * ev + future, start[:-1])
        assert float(w @ best) == pytest.approx(
            r.value_array[s] + r.expected_return * 2 * r.lines, abs=1e-9
        )


def test_the_best_single_strategy_matches_the_wizard_of_odds(
    job86_single: UltimateXResult,
) -> None:
    """The Wizard of Odds' single-strategy analyzer: 98.4971% on single-line 8/6 Jacks or
    Better (quoted on the Wizard of Vegas forum, thread 42308)."""
    price, mean = single_policy(job86_single)
    assert round(price.expected_return * 100, 4) == 98.4971
    assert 2.0 < mean < 2.02
    assert price.expected_return < job86_single.expected_return


def test_the_base_games_holds_price_to_the_solvers_base_strategy_return(
    job86_single: UltimateXResult,
) -> None:
    r = job86_single
    ht = cached_hold_table(cached_prepare(r.game.table))
    ev = ht.ev
    best = ev.max(axis=1)
    popcount = np.array([bin(m).count("1") for m in range(32)])
    # the engine's tie-break: more cards held, then the lower mask
    key = np.where(ev == best[:, None], popcount[None, :] * 64 + (31 - np.arange(32)), -1)
    masks = key.argmax(axis=1)[None, :]
    price = price_policies(r, masks, np.zeros(len(r.states), dtype=np.int64))
    assert price.expected_return == pytest.approx(r.base_strategy_return, abs=1e-10)


def test_a_chart_prices_as_the_slow_oracle_and_below_the_optimum(
    job86_single: UltimateXResult,
) -> None:
    r = job86_single
    res = priced(r, SPLIT)
    assert res.policies == 2 and res.bands == ((1, 2, 0), (3, 12, 1))
    # the same policies, by the oracle
    assert list(res.policy_of_state) == [0 if m <= 2 else 1 for m in r.states]
    oracle = slow_price(r, res.holds, list(res.policy_of_state))
    assert res.expected_return == pytest.approx(oracle, abs=1e-10)
    assert res.expected_return < r.expected_return - 1e-3
    # the errors add up to the cost, none negative
    errors = [x.error for x in (*res.rules, res.unmatched)]
    assert min(errors) >= 0
    assert sum(errors) == pytest.approx(res.cost, abs=1e-11)
    assert sum(x.share for x in (*res.rules, res.unmatched)) == pytest.approx(1.0)
    assert sum(res.stationary) == pytest.approx(1.0)


@pytest.mark.slow
def test_conditions_change_the_play_where_they_say(job86_single: UltimateXResult) -> None:
    r = job86_single
    plain = priced(r, BASIC, True)
    split = priced(r, SPLIT)
    assert plain.policies == 1 and not plain.strategy.conditional
    assert split.expected_return != pytest.approx(plain.expected_return, abs=1e-9)
    # a rule split in two by the multiplier plays as the rule
    halves = BASIC.replace(
        "\n13. Low pair\n", "\n13. Low pair when M <= 4\nLow pair when M is 5 or more\n"
    )
    assert halves != BASIC
    assert priced(r, halves).expected_return == pytest.approx(plain.expected_return, abs=1e-13)
    assert plain.base_return is not None and split.base_return is None


def test_a_simulation_of_a_charts_play_agrees(job86_single: UltimateXResult) -> None:
    """Many seeded chains played hand by hand: deal, hold by the chart at the current
    total multiplier, draw each line's next multiplier, win M x EV."""
    r = job86_single
    from vptrainer.core.features.ultimate_x.strategy import _pair_data

    ht = cached_hold_table(cached_prepare(r.game.table))
    n = len(ht.classes)
    masks = priced(r, SPLIT).holds
    data = [_pair_data(r, ht, np.arange(n), np.asarray(mk, dtype=np.int64), None) for mk in masks]
    values = np.asarray(r.game.values)
    w = ht.classes.weight / ht.classes.deals
    rng = np.random.default_rng(20251126)
    chains, burn, steps = 4000, 30, 120
    m = np.full(chains, r.lines)
    totals = np.zeros(chains)
    for t in range(burn + steps):
        deal = rng.choice(n, size=chains, p=w)
        k = (m >= 3).astype(np.int64)
        ev = np.where(k == 1, data[1][0][deal], data[0][0][deal])
        p = np.where(k[:, None] == 1, data[1][1][deal], data[0][1][deal])
        if t >= burn:
            totals += m * ev
        cum = np.cumsum(p, axis=1)
        draw = (rng.random(chains)[:, None] > cum).sum(axis=1)
        m = values[np.minimum(draw, len(values) - 1)]
    per_chain = totals / steps / (2 * r.lines)
    mean = float(per_chain.mean())
    se = float(per_chain.std(ddof=1) / np.sqrt(chains))
    assert abs(mean - priced(r, SPLIT).expected_return) < 4 * se + 1e-4


def test_rule_errors_point_at_a_deal(job86_single: UltimateXResult) -> None:
    res = priced(job86_single, SPLIT)
    losing = [x for x in res.rules if x.error > 0]
    assert losing
    for x in losing:
        assert x.worst_deal is not None and len(x.worst_deal) == 5
        assert x.worst_total_multiplier in job86_single.states
        assert x.worst_loss_coins > 0
    made = res.rules[0]  # royal flush, straight flush, four of a kind: never wrong
    assert made.error == 0
    cond = [x for x in res.rules if x.condition]
    assert [x.condition for x in cond] == [
        "when the total multiplier is at most 2",
        "when the total multiplier is at least 3",
    ]


def test_charts_for_another_game_or_line_count_are_refused(
    job86_single: UltimateXResult, ux_solved: Solved
) -> None:
    r = job86_single
    other = parse_ultimate_x_strategy(BASIC, game_of(r.game.table), 3)
    with pytest.raises(StrategyError, match="read for 3 lines"):
        evaluate_ultimate_x_strategy(r, other)
    from vptrainer.core.games.builtin import resolve_table

    deuces = parse_ultimate_x_strategy(
        "Three of a kind\n", game_of(resolve_table("deuces-wild-full-pay")), 1
    )
    with pytest.raises(StrategyError, match="read for"):
        evaluate_ultimate_x_strategy(r, deuces)
    with pytest.raises(VPError):
        evaluate_ultimate_x_strategy(r, BASIC)  # type: ignore[arg-type]
    with pytest.raises(VPError, match="one hold per deal class"):
        price_policies(r, np.zeros((1, 3)), np.zeros(len(r.states), dtype=np.int64))
    with pytest.raises(VPError, match="policy index"):
        price_policies(
            r, np.zeros((1, len(cached_hold_table(cached_prepare(r.game.table)).classes))), [0]
        )


@pytest.mark.slow
def test_a_three_line_chart_prices_as_the_slow_oracle(ux_solved: Solved) -> None:
    r = ux_solved("jacks-or-better-8-6", 3)
    res = priced(r, SPLIT.replace("at least 3", "at least 7").replace("at most 2", "at most 6"))
    assert list(res.policy_of_state) == [0 if m <= 6 else 1 for m in r.states]
    oracle = slow_price(r, res.holds, list(res.policy_of_state))
    assert res.expected_return == pytest.approx(oracle, abs=1e-10)
    assert sum(x.error for x in (*res.rules, res.unmatched)) == pytest.approx(res.cost, abs=1e-11)
    price = price_policies(r, optimal_masks(r), np.arange(len(r.states)))
    assert price.expected_return == pytest.approx(r.expected_return, abs=1e-10)
