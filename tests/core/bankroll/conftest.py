"""Analyses shared by the bankroll tests."""

from __future__ import annotations

import pytest

from vptrainer.core.engine.analysis import AnalysisResult, analyze
from vptrainer.core.engine.prepared import PreparedTable
from vptrainer.core.games.builtin import load_builtin


@pytest.fixture(scope="session")
def job96(job: PreparedTable) -> AnalysisResult:
    """Jacks or Better 9/6, analysed."""
    return analyze(job)


@pytest.fixture(scope="session")
def deuces() -> AnalysisResult:
    """Full-pay Deuces Wild (100.76%), analysed."""
    return analyze(load_builtin("deuces-wild-full-pay"))
