"""Prepared wild tables shared by the strategy tests (the 52-card ones are in core)."""

from __future__ import annotations

import pytest

from vptrainer.core.engine.prepared import PreparedTable, prepare
from vptrainer.core.games.builtin import load_builtin


@pytest.fixture(scope="session")
def deuces() -> PreparedTable:
    """Deuces Wild, full pay."""
    return prepare(load_builtin("deuces-wild-full-pay"))


@pytest.fixture(scope="session")
def joker() -> PreparedTable:
    """Joker Poker, kings or better, full pay (53 cards)."""
    return prepare(load_builtin("joker-poker-kings-full-pay"))
