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


@pytest.fixture(scope="session")
def sevens() -> PreparedTable:
    """Sevens and Joker Wild (53 cards: four wild sevens and the joker)."""
    return prepare(load_builtin("sevens-and-joker-wild"))


@pytest.fixture(scope="session")
def deuces_joker() -> PreparedTable:
    """Deuces and Joker Wild (53 cards: four wild deuces and the joker)."""
    return prepare(load_builtin("deuces-and-joker-wild"))
