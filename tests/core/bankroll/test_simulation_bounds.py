"""Simulations are bounded before they start and cancelled within a moment (issue 23,
item 3: a billion trials ran without end; the Bankroll view's maxima kept the worker
busy for minutes)."""

from __future__ import annotations

import threading

import pytest
from hypothesis import given
from hypothesis import strategies as st

from vptrainer.core.bankroll import rounds
from vptrainer.core.bankroll.fan import result_quantiles
from vptrainer.core.bankroll.risk import MAX_BANKROLL, MAX_HANDS, session_odds
from vptrainer.core.bankroll.rounds import (
    MAX_LINES,
    MAX_SESSION_DRAWS,
    MAX_SIMULATED_DRAWS,
    SIMULATION_CHUNK_DRAWS,
    check_simulation,
    simulation_chunk,
)
from vptrainer.core.engine.analysis import AnalysisResult
from vptrainer.core.errors import Cancelled, VPError


def test_a_billion_trials_are_refused_at_once(job96: AnalysisResult) -> None:
    with pytest.raises(VPError, match=r"draws at most 1,000,000,000 \(fewer sessions"):
        session_odds(job96, bankroll=100, hands=1000, method="simulation", trials=1_000_000_000)


def test_the_bankroll_views_maxima_are_refused_at_once(job96: AnalysisResult) -> None:
    """Every spin box at its maximum: a message saying the limit, not minutes of work."""
    with pytest.raises(VPError, match="too long to simulate"):
        session_odds(
            job96, bankroll=MAX_BANKROLL // 2, hands=MAX_HANDS, lines=MAX_LINES, goal=MAX_BANKROLL
        )
    with pytest.raises(VPError, match="too long to simulate"):
        result_quantiles(job96, hands=MAX_HANDS, lines=MAX_LINES)


@given(
    trials=st.integers(1, 10**9),
    hands=st.integers(1, MAX_HANDS),
    lines=st.integers(1, MAX_LINES),
)
def test_the_limit_is_exactly_the_work(trials: int, hands: int, lines: int) -> None:
    fits = hands * lines <= MAX_SESSION_DRAWS and trials * hands * lines <= MAX_SIMULATED_DRAWS
    try:
        check_simulation(trials, hands, lines)
    except VPError as exc:
        assert not fits and "at most" in str(exc)
    else:
        assert fits
    chunk = simulation_chunk(hands, lines)
    assert chunk == 1 or chunk * hands * lines <= SIMULATION_CHUNK_DRAWS


def test_cancel_is_seen_between_small_chunks(
    job96: AnalysisResult, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(rounds, "SIMULATION_CHUNK_DRAWS", 20_000)
    cancel = threading.Event()
    seen: list[int] = []

    def progress(done: int, total: int) -> None:
        seen.append(done)
        if len(seen) == 3:
            cancel.set()

    with pytest.raises(Cancelled):
        session_odds(
            job96,
            bankroll=1000,
            goal=100_000,
            hands=1000,
            method="simulation",
            trials=100_000,
            progress=progress,
            cancel=cancel,
        )
    assert seen == [0, 20, 40]  # 20 sessions of 1,000 hands per chunk; none after the cancel


def test_long_sessions_play_fewer_sessions_within_the_budget() -> None:
    from vptrainer.core.bankroll.fan import default_path_trials
    from vptrainer.core.bankroll.risk import default_trials

    for trials in (default_trials(50_000, 100), default_path_trials(50_000, 100)):
        assert trials == 200  # 5,000,000 hands a session: 1e9 in all
        check_simulation(trials, 50_000, 100)
    assert default_trials(1000, 1) == 50_000  # short sessions as before
