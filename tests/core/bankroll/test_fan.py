"""Session results over H rounds: exact levels against brute force, simulations within error."""

from __future__ import annotations

import threading
from fractions import Fraction

import numpy as np
import pytest
from naive.sessions import category_outcomes, result_levels
from test_risk import two_line_outcomes

from vptrainer.core.bankroll.fan import (
    DEFAULT_LEVELS,
    TAIL,
    check_levels,
    checkpoints,
    chernoff_window,
    result_quantiles,
)
from vptrainer.core.bankroll.rounds import round_outcomes
from vptrainer.core.engine.analysis import AnalysisResult
from vptrainer.core.errors import Cancelled, VPError

ONE_PERCENT = Fraction(1, 100)


def test_exact_levels_match_every_sequence_of_rounds(job96: AnalysisResult) -> None:
    found = result_quantiles(job96, hands=12, cashback=ONE_PERCENT, points=13)
    assert found.method == "exact" and found.tail == 2 * TAIL
    assert found.hands.tolist() == list(range(13))
    outcomes = category_outcomes(job96)
    for h in (1, 2, 5, 12):
        expected = result_levels(
            outcomes, hands=h, lines=1, cashback=ONE_PERCENT, levels=DEFAULT_LEVELS
        )
        assert found.values[:, h] == pytest.approx([float(x) for x in expected], abs=1e-9)
    assert np.all(found.values[:, 0] == 0)


def test_exact_levels_of_two_lines_match_brute_force(job96: AnalysisResult) -> None:
    found = result_quantiles(job96, hands=4, lines=2, points=5, levels=(0.01, 0.3, 0.5, 0.99))
    outcomes = two_line_outcomes(job96)
    for h in (1, 4):
        expected = result_levels(
            outcomes, hands=h, lines=2, cashback=Fraction(0), levels=(0.01, 0.3, 0.5, 0.99)
        )
        assert found.values[:, h] == pytest.approx([float(x) for x in expected], abs=1e-9)


def _step(dist: np.ndarray, pays: np.ndarray, probs: np.ndarray) -> np.ndarray:
    """One more round: ``dist`` convolved with a sparse round distribution."""
    out = np.zeros(len(dist) + int(pays.max()))
    for pay, p in zip(pays.tolist(), probs.tolist(), strict=True):
        out[pay : pay + len(dist)] += p * dist
    return out


@pytest.mark.parametrize(("lines", "hands"), [(1, 400), (3, 40)])
def test_long_sessions_against_a_direct_convolution(
    job96: AnalysisResult, lines: int, hands: int
) -> None:
    rounds = round_outcomes(job96, lines)
    found = result_quantiles(job96, hands=hands, lines=lines, points=5)
    dist = np.array([1.0])
    for h in range(1, hands + 1):
        dist = _step(dist, rounds.pays, rounds.probs)
        if h in found.hands:
            cdf = np.cumsum(dist)
            totals = [np.searchsorted(cdf, p - 1e-9) for p in found.levels]
            j = int(np.searchsorted(found.hands, h))
            assert found.values[:, j].tolist() == [float(t - lines * h) for t in totals]


def test_the_window_holds_all_but_the_tails(job96: AnalysisResult) -> None:
    rounds = round_outcomes(job96, 1)
    dist = np.array([1.0])
    hands = np.array([50, 200])
    lo, hi = chernoff_window(rounds.pays, rounds.probs, hands)
    for h in range(1, 201):
        dist = _step(dist, rounds.pays, rounds.probs)
        if h in hands:
            k = int(np.searchsorted(hands, h))
            assert 0 <= lo[k] < hi[k] <= 800 * h
            assert dist[: lo[k]].sum() <= TAIL
            assert dist[hi[k] + 1 :].sum() <= TAIL
            assert hi[k] - lo[k] < 800 * h / 2  # far narrower than every possible total


def test_cash_back_shifts_every_level_and_the_mean(job96: AnalysisResult) -> None:
    plain = result_quantiles(job96, hands=2000, lines=5)
    extra = result_quantiles(job96, hands=2000, lines=5, cashback=ONE_PERCENT)
    assert np.allclose(extra.values - plain.values, plain.hands * 5 * 0.01)
    edge = float(job96.return_exact - 1)
    assert np.allclose(plain.mean, plain.hands * 5 * edge)
    assert np.allclose(extra.mean, plain.hands * 5 * (edge + 0.01))
    assert np.all(np.diff(plain.values, axis=0) >= 0)  # levels ascending at every point


def test_a_simulation_agrees_with_the_exact_levels(job96: AnalysisResult) -> None:
    exact = result_quantiles(job96, hands=1000, lines=3, points=6)
    sim = result_quantiles(
        job96, hands=1000, lines=3, points=6, method="simulation", trials=4000, seed=7
    )
    assert sim.method == "simulation" and sim.trials == 4000 and sim.seed == 7
    assert sim.errors is not None and sim.max_error is not None
    assert np.all(sim.errors[:, 1:] > 0)
    within = np.abs(sim.values - exact.values) <= sim.errors + 1e-9
    assert within.mean() >= 0.9  # 95% intervals: a few may miss
    again = result_quantiles(
        job96, hands=1000, lines=3, points=6, method="simulation", trials=4000, seed=7
    )
    assert np.array_equal(again.values, sim.values)


def test_the_median_of_many_sessions_and_the_published_spread(job96: AnalysisResult) -> None:
    # by the central limit theorem the middle levels spread as the standard deviation
    found = result_quantiles(job96, hands=100_000, levels=(0.25, 0.5, 0.75), points=3)
    sd = job96.std_dev * 100_000**0.5
    spread = found.level(0.75)[-1] - found.level(0.25)[-1]
    assert spread == pytest.approx(2 * 0.6745 * sd, rel=0.1)
    with pytest.raises(VPError, match="not one of the levels"):
        found.level(0.9)


def test_too_many_lines_fall_back_to_a_simulation(job96: AnalysisResult) -> None:
    with pytest.raises(VPError, match="use a simulation"):
        result_quantiles(job96, hands=10, lines=100, method="exact")
    found = result_quantiles(job96, hands=10, lines=100, trials=200)
    assert found.method == "simulation" and found.trials == 200


def test_progress_and_cancel(job96: AnalysisResult) -> None:
    seen: list[tuple[int, int]] = []
    result_quantiles(job96, hands=500, points=11, progress=lambda d, t: seen.append((d, t)))
    assert seen[0] == (0, 10) and seen[-1] == (10, 10)
    stop = threading.Event()
    stop.set()
    with pytest.raises(Cancelled):
        result_quantiles(job96, hands=500, cancel=stop)
    with pytest.raises(Cancelled):
        result_quantiles(job96, hands=500, method="simulation", cancel=stop)


def test_checkpoints_and_bad_arguments(job96: AnalysisResult) -> None:
    assert checkpoints(4, 61).tolist() == [0, 1, 2, 3, 4]
    assert checkpoints(1000, 5).tolist() == [0, 250, 500, 750, 1000]
    assert check_levels([0.5, 0.1, 0.5]) == (0.1, 0.5)
    for bad in ([], [0], [1.0], [0.5, 2], ["x"]):
        with pytest.raises(VPError, match="levels"):
            check_levels(bad)  # type: ignore[arg-type]
    with pytest.raises(VPError, match="points"):
        checkpoints(10, 1)
    with pytest.raises(VPError, match="hands"):
        result_quantiles(job96, hands=0)
    with pytest.raises(VPError, match="lines"):
        result_quantiles(job96, hands=10, lines=0)
    with pytest.raises(VPError, match="cash back"):
        result_quantiles(job96, hands=10, cashback=2)
    with pytest.raises(VPError, match="method"):
        result_quantiles(job96, hands=10, method="guess")  # type: ignore[arg-type]
    with pytest.raises(VPError, match="trials"):
        result_quantiles(job96, hands=10, trials=1)
