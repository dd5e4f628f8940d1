"""Ultimate X solutions shared by the tests (a single-line solve takes about a second)."""

from __future__ import annotations

from functools import cache

import pytest
from shared_makers import kept_solve

from vptrainer.core.features.ultimate_x.multipliers import resolve_multipliers
from vptrainer.core.features.ultimate_x.solver import (
    UltimateXGame,
    UltimateXResult,
)
from vptrainer.core.games.builtin import resolve_table


@cache
def solved(table_id: str, lines: int, five_coin: bool = False) -> UltimateXResult:
    """A built-in table solved with its family's built-in multipliers (remembered, and
    kept between runs of the same core: :func:`shared_makers.kept_value`)."""
    table = resolve_table(table_id)
    game = UltimateXGame(table, resolve_multipliers(table, lines), lines, five_coin=five_coin)
    return kept_solve(game)


@pytest.fixture(scope="session")
def job86_single() -> UltimateXResult:
    """8/6 Jacks or Better, single-line Ultimate X."""
    return solved("jacks-or-better-8-6", 1)


@pytest.fixture(scope="session")
def ux_solved() -> object:
    """``solved(table_id, lines, five_coin=False)``: built-in games solved once a session."""
    return solved
