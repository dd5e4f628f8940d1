"""Wheel Poker: the wheel, the re-solved strategy, both variants' variances."""

from __future__ import annotations

from fractions import Fraction

import numpy as np
import pytest
from naive.feature_oracles import PERMS, line_rounds, mean_and_error

from vptrainer.core.combinatorics import BINOM
from vptrainer.core.engine.analysis import analyze
from vptrainer.core.engine.prepared import cached_prepare
from vptrainer.core.features.common import FeatureError
from vptrainer.core.features.hold_values import deal_classes, natural_quads
from vptrainer.core.features.wheel_poker import (
    WheelResult,
    default_wheel,
    hundred_play_wheel,
    wheel_poker,
    wheel_weights,
)
from vptrainer.core.games.builtin import load_builtin


@pytest.fixture(scope="session")
def wheel_deuces() -> WheelResult:
    return wheel_poker(load_builtin("deuces-wild-full-pay"))


@pytest.fixture(scope="session")
def wheel_bonus() -> WheelResult:
    return wheel_poker(load_builtin("bonus-poker-8-5"), lines=3)


def test_the_wheels_of_the_wizard_of_odds() -> None:
    wheel = default_wheel()
    assert wheel.total == 154
    assert wheel.mean == Fraction(65900, 154)
    assert round(float(wheel.mean), 6) == 427.922078
    assert round(float(hundred_play_wheel(load_builtin("jacks-or-better-9-6")).mean), 2) == 427.80
    assert round(float(hundred_play_wheel(load_builtin("deuces-wild-full-pay")).mean), 2) == 458.19


def test_natural_quads_count_deuces_as_deuces() -> None:
    quads = natural_quads(52)
    assert int(quads.sum()) == 13 * 48  # four of one rank and any fifth card


def test_without_wild_cards_it_is_a_table_with_a_quad_bonus(wheel_bonus: WheelResult) -> None:
    # every quad of Bonus Poker is natural: adding the mean prize per coin to the quad
    # lines and analysing that table gives the same game, exactly
    table = load_builtin("bonus-poker-8-5")
    bonus = default_wheel().mean / 5
    for key in ("four_aces", "four_2_4", "four_5_k"):
        table = table.with_pay(key, table.pays(key) + bonus)  # type: ignore[operator]
    assert wheel_bonus.adjusted_return == analyze(table).return_exact
    assert wheel_bonus.return_exact == wheel_bonus.adjusted_return * Fraction(5, 6)


def test_the_strategy_changes_and_that_is_worth_something(wheel_deuces: WheelResult) -> None:
    changes = wheel_deuces.changes
    assert changes.count > 0 and changes.cost_exact > 0
    assert wheel_deuces.base_holds_return + changes.cost_exact == wheel_deuces.return_exact
    # three deuces with a pair: hold the deuces, for four deuces and a spin
    top = changes.top(1)[0]
    assert top.held_text(top.hold).count("2") == 3


@pytest.mark.slow  # builds multi-line round distributions
def test_variances_match_the_round_distributions(wheel_bonus: WheelResult) -> None:
    rounds = wheel_bonus.round_outcomes
    assert rounds.mean == pytest.approx(
        float(wheel_bonus.return_exact * wheel_bonus.stake), rel=1e-12
    )
    pays = rounds.pays / rounds.pay_scale
    assert float(rounds.probs @ pays**2) - rounds.mean**2 == pytest.approx(
        wheel_bonus.variance, rel=1e-9
    )
    hundred = wheel_poker(load_builtin("bonus-poker-8-5"), lines=2, hundred_play=True)
    rounds = hundred.round_outcomes
    pays = rounds.pays / rounds.pay_scale
    assert float(rounds.probs @ pays**2) - rounds.mean**2 == pytest.approx(
        hundred.variance, rel=1e-9
    )


@pytest.mark.slow  # a seeded simulation of the game: tens of thousands of rounds
def test_a_simulation_of_the_game_agrees(wheel_deuces: WheelResult) -> None:
    table = wheel_deuces.table
    prepared = cached_prepare(table)
    strategy = wheel_deuces.strategy
    wheel = wheel_deuces.wheel
    n = 60_000
    s1, s2 = line_rounds(
        5,
        n,
        1,
        deal_classes(table),
        strategy.classes.cards.astype(np.int64),
        strategy.best_hold.astype(np.int64),
        prepared.hand_category,
        np.array([float(p) for p in prepared.pays]),
        np.ones(len(strategy.classes)),
        natural_quads(52),
        np.array([float(v) / 5 for v in wheel.values]),
        np.array([float(p) for p in wheel.probabilities()]),
        np.ones(1),
        np.ones(1),
        False,
        BINOM,
        PERMS,
    )
    mean, error = mean_and_error(s1, s2, n)
    assert abs(mean - float(wheel_deuces.adjusted_return)) < 4 * error


def test_bad_wheels_are_refused() -> None:
    with pytest.raises(FeatureError, match="positive weight"):
        wheel_weights([(100, 0)])
    with pytest.raises(FeatureError, match="not be negative"):
        wheel_weights([(-100, 1)])


def test_practice_values_of_a_deal(wheel_deuces: WheelResult) -> None:
    hand = wheel_deuces.hold_values("2c 2d 2h Kc Kd")
    best = hand.best[0]
    assert len(best.held) == 3  # three deuces: four deuces spin the wheel
    looked_up = wheel_deuces.strategy.lookup((0, 1, 2, 44, 45))
    assert looked_up.ev == best.ev
