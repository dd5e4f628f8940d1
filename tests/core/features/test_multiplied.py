"""Super Times Pay and Hot Roll: a multiplier on the whole round."""

from __future__ import annotations

from fractions import Fraction

import numpy as np
import pytest
from naive.feature_oracles import PERMS, line_rounds, mean_and_error

from vptrainer.core.combinatorics import BINOM
from vptrainer.core.engine.prepared import cached_prepare
from vptrainer.core.features.common import FeatureError
from vptrainer.core.features.hold_values import deal_classes
from vptrainer.core.features.hot_roll import dice_multipliers, hot_roll
from vptrainer.core.features.super_times_pay import (
    default_weights,
    multiplier_weights,
    super_times_pay,
)
from vptrainer.core.games.builtin import load_builtin


def test_hot_roll_dice() -> None:
    dice = dice_multipliers()
    assert dice.mean == 2
    assert dice.moment(2) == Fraction(359, 36)
    result = hot_roll(load_builtin("jacks-or-better-9-6"))
    assert result.return_exact == result.base_return
    assert result.mean_square_multiplier == Fraction(359, 36)


def test_super_times_pay_default_returns_the_base_game() -> None:
    weights = default_weights()
    assert Fraction(weights.total - weights.weights[0], weights.total) == Fraction(1, 15)
    assert weights.values[1:] == tuple(Fraction(v) for v in (2, 3, 4, 5, 8, 10))
    assert weights.mean == Fraction(6, 5)
    result = super_times_pay(load_builtin("double-double-bonus-9-6"))
    assert result.return_exact == result.base_return
    richer = super_times_pay(
        load_builtin("double-double-bonus-9-6"), multiplier_weights([(1, 14), (10, 1)])
    )
    assert richer.return_exact == result.base_return * Fraction(24, 15) * Fraction(5, 6)


@pytest.mark.parametrize("lines", [1, 3])
def test_variance_matches_the_distribution(lines: int) -> None:
    result = super_times_pay(load_builtin("jacks-or-better-9-6"), lines=lines)
    rounds = result.round_outcomes
    pays = rounds.pays / rounds.pay_scale
    assert rounds.mean == pytest.approx(float(result.return_exact * result.stake), rel=1e-12)
    assert float(rounds.probs @ pays**2) - rounds.mean**2 == pytest.approx(
        result.variance, rel=1e-9
    )


@pytest.mark.slow  # a seeded simulation of the game: tens of thousands of rounds
def test_a_simulation_of_hot_roll_agrees() -> None:
    table = load_builtin("jacks-or-better-9-6")
    result = hot_roll(table, lines=3)
    prepared = cached_prepare(table)
    strategy = result.base.strategy
    dice = result.multipliers
    n = 60_000
    s1, s2 = line_rounds(
        11,
        n,
        3,
        deal_classes(table),
        strategy.classes.cards.astype(np.int64),
        strategy.best_hold.astype(np.int64),
        prepared.hand_category,
        np.array([float(p) for p in prepared.pays]),
        np.ones(len(strategy.classes)),
        np.zeros(len(prepared.hand_category), bool),
        np.zeros(1),
        np.ones(1),
        np.array([float(v) for v in dice.values]),
        np.array([float(p) for p in dice.probabilities()]),
        False,
        BINOM,
        PERMS,
    )
    mean, error = mean_and_error(s1, s2, n)
    assert abs(mean - float(result.return_exact * result.stake)) < 4 * error


def test_multipliers_must_be_whole() -> None:
    with pytest.raises(FeatureError, match="whole numbers"):
        super_times_pay(
            load_builtin("jacks-or-better-9-6"), multiplier_weights([(Fraction(3, 2), 1)])
        )
