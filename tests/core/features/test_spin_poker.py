"""Spin Poker: exact covariances of paylines that share drawn cells."""

from __future__ import annotations

import math

import numpy as np
import pytest
from naive.feature_oracles import PERMS, spin_pairs
from shared_makers import kept_call

from vptrainer.core.combinatorics import BINOM
from vptrainer.core.engine.prepared import cached_prepare
from vptrainer.core.features.common import FeatureError
from vptrainer.core.features.hold_values import deal_classes
from vptrainer.core.features.spin_poker import SpinResult, check_paylines, spin_poker
from vptrainer.core.games.builtin import load_builtin

pytestmark = pytest.mark.slow  # the exact covariance enumerates every deal class's draws

WIZARD_SPIN = (4.42, 4.64, 4.82, 5.40, 5.90, 6.25, 6.55, 6.89, 7.28)
WIZARD_MULTI = (4.42, 4.63, 4.84, 5.04, 5.23, 5.42, 5.60, 5.77, 5.94)


@pytest.fixture(scope="module")
def spin_job() -> SpinResult:
    """Spin Poker on 9/6 with every payline bet, as the Feature games page asks for it
    (``lines=None``): computed once, kept between runs of the same core
    (:func:`shared_makers.kept_call`)."""
    return kept_call(spin_poker, load_builtin("jacks-or-better-9-6"), lines=None)


def test_covariance_of_one_line_with_itself_is_its_variance(spin_job: SpinResult) -> None:
    assert spin_job.covariance_exact[5] == spin_job.base.variance_exact
    # two rows share no drawn card: less than multi-play's covariance (one deck)
    assert spin_job.covariance_exact[0] < spin_job.base.covariance_exact
    assert list(spin_job.covariance_exact) == sorted(spin_job.covariance_exact)


def test_standard_deviations_near_the_wizard_of_odds(spin_job: SpinResult) -> None:
    # the Wizard of Odds simulated 194,010,000 hands: its spin column runs 0.2-0.9%
    # above the exact figures (one sample, with royals); its multi-play column is exact
    for n in range(1, 10):
        assert spin_job.sd_per_hand(n) == pytest.approx(WIZARD_SPIN[n - 1], rel=0.012)
        assert round(spin_job.multi_play_sd_per_hand(n), 2) == WIZARD_MULTI[n - 1]
    assert round(spin_job.sd_per_hand(1), 2) == 4.42


def test_a_simulation_of_two_paylines_agrees(spin_job: SpinResult) -> None:
    table = spin_job.table
    prepared = cached_prepare(table)
    strategy = spin_job.base.strategy
    n = 120_000
    pays = np.array([float(p) for p in prepared.pays])
    for a, b in [(0, 1), (0, 3), (0, 7)]:
        k = spin_job.shared_columns(a, b)
        sa, sb, sab, sab2 = spin_pairs(
            13 + a + b,
            n,
            np.array(spin_job.paylines[a]),
            np.array(spin_job.paylines[b]),
            deal_classes(table),
            strategy.classes.cards.astype(np.int64),
            strategy.best_hold.astype(np.int64),
            prepared.hand_category,
            pays,
            BINOM,
            PERMS,
        )
        cov = sab / n - (sa / n) * (sb / n)
        error = math.sqrt(max(sab2 / n - (sab / n) ** 2, 0.0) / n) + 0.02
        assert abs(cov - float(spin_job.covariance_exact[k])) < 4 * error


def test_round_simulation_is_seeded(spin_job: SpinResult) -> None:
    one = spin_job.simulate(rounds=20_000, seed=3)
    two = spin_job.simulate(rounds=20_000, seed=3)
    assert np.array_equal(one.probs, two.probs) and one.simulated == 20_000
    assert one.bet == 9


def test_paylines_are_checked() -> None:
    with pytest.raises(FeatureError, match="differ"):
        check_paylines([[1, 1, 1, 1, 1], [1, 1, 1, 1, 1]])
    with pytest.raises(FeatureError, match="row"):
        check_paylines([[1, 1, 1, 1, 3]])
    with pytest.raises(FeatureError, match="1 to 9"):
        check_paylines([])
