"""Big Times Draw: the Wizard of Odds' six returns, and a simulation of the game."""

from __future__ import annotations

import numpy as np
import pytest
from naive.feature_oracles import PERMS, line_rounds, mean_and_error

from vptrainer.core.combinatorics import BINOM
from vptrainer.core.engine.prepared import cached_prepare
from vptrainer.core.features.big_times_draw import (
    BigTimesResult,
    BigTimesRules,
    big_times_draw,
    high_card_ranks,
)
from vptrainer.core.features.common import FeatureError
from vptrainer.core.features.data import big_times_multipliers
from vptrainer.core.features.hold_values import deal_classes
from vptrainer.core.games.builtin import load_builtin
from vptrainer.core.games.paytable import PayTable

JOB = (10, 9, 6, 6, 5, 5, 5, 3, 3, 2, 1, 1)


@pytest.mark.slow
@pytest.mark.parametrize(
    ("table_id", "multipliers", "published"),
    [
        ("jacks-or-better-8-6", JOB, 0.954895),
        ("double-double-bonus-9-6", JOB, 0.995215),
        ("double-double-bonus-9-5", JOB, 0.985579),
        ("bonus-poker-7-5", (10, 9, 7, 7, 6, 5, 4, 4, 3, 2, 1, 1), 0.984649),
    ],
)
def test_published_returns(table_id: str, multipliers: tuple[int, ...], published: float) -> None:
    result = big_times_draw(load_builtin(table_id), BigTimesRules(multipliers))
    assert round(result.return_float, 6) == published


@pytest.mark.parametrize(
    ("name", "multipliers", "published"),
    [
        ("16/13", (10, 9, 9, 5, 5, 4, 4, 3, 3, 2, 1, 1), 0.974006),
        ("15/9", (10, 9, 8, 8, 8, 5, 4, 3, 2, 2, 1, 1), 0.995629),
    ],
)
def test_published_deuces_returns(
    btd_deuces: dict[str, PayTable], name: str, multipliers: tuple[int, ...], published: float
) -> None:
    # the Wizard of Odds' "400/200/25/..." tables pay 400 for four deuces with an ace
    result = big_times_draw(btd_deuces[name], BigTimesRules(multipliers))
    assert round(result.return_float, 6) == published


def test_built_in_multipliers_follow_the_table(btd_deuces: dict[str, PayTable]) -> None:
    assert big_times_multipliers(load_builtin("double-double-bonus-9-6"))[0] == JOB
    assert big_times_multipliers(load_builtin("bonus-poker-7-5"), 6)[0][:3] == (5, 5, 4)
    assert big_times_multipliers(btd_deuces["16/13"])[0][2] == 9
    assert big_times_multipliers(btd_deuces["15/9"])[0][2] == 8
    with pytest.raises(FeatureError, match="7 coins"):
        big_times_multipliers(load_builtin("jacks-or-better-8-6"), 7)


def test_aces_are_low() -> None:
    hands = np.array([[48, 49, 50, 0, 1], [48, 44, 0, 1, 2]])  # A A A 2 2; A K 2 2 2
    assert high_card_ranks(hands).tolist() == [0, 11]


def test_round_distribution_and_variance(btd_job: BigTimesResult) -> None:
    rounds = btd_job.round_outcomes  # two lines sharing each deal's multiplier
    assert rounds.mean == pytest.approx(float(btd_job.return_exact * btd_job.stake), rel=1e-12)
    pays = rounds.pays / rounds.pay_scale
    variance = float(rounds.probs @ pays**2) - rounds.mean**2
    assert variance == pytest.approx(btd_job.variance, rel=1e-9)
    assert btd_job.stake == 4


@pytest.mark.slow  # a seeded simulation of the game: tens of thousands of rounds
def test_a_simulation_of_the_game_agrees(btd_job: BigTimesResult) -> None:
    table = btd_job.table
    prepared = cached_prepare(table)
    strategy = btd_job.base.strategy
    mult = np.array(btd_job.rules.multipliers, dtype=np.float64)[
        high_card_ranks(strategy.classes.cards)
    ]
    n = 40_000
    s1, s2 = line_rounds(
        3,
        n,
        2,
        deal_classes(table),
        strategy.classes.cards.astype(np.int64),
        strategy.best_hold.astype(np.int64),
        prepared.hand_category,
        np.array([float(p) for p in prepared.pays]),
        mult,
        np.zeros(len(prepared.hand_category), bool),
        np.zeros(1),
        np.ones(1),
        np.ones(1),
        np.ones(1),
        False,
        BINOM,
        PERMS,
    )
    mean, error = mean_and_error(s1, s2, n)
    assert abs(mean - float(btd_job.return_exact * btd_job.stake)) < 4 * error


def test_jokers_are_refused() -> None:
    with pytest.raises(FeatureError, match="without jokers"):
        big_times_draw(load_builtin("joker-poker-kings-full-pay"))
    with pytest.raises(FeatureError, match="12"):
        BigTimesRules((1, 2, 3))
    with pytest.raises(FeatureError, match="coins bet"):
        BigTimesRules(JOB, coins=5)
