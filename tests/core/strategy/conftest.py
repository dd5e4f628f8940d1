"""Prepared wild tables shared by the strategy tests (the 52-card ones are in core), and
one strategy generator per table for the whole session."""

from __future__ import annotations

from collections.abc import Callable
from functools import cache

import pytest
from shared_makers import KeptMaker, plain_copy

from vptrainer.core.engine.prepared import PreparedTable, cached_prepare, prepare
from vptrainer.core.games.builtin import load_builtin
from vptrainer.core.strategy.generator.charts import StrategyMaker


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


@cache
def _maker(table_id: str) -> StrategyMaker:
    return KeptMaker(cached_prepare(load_builtin(table_id)))


@pytest.fixture(scope="session")
def maker() -> Callable[[str], StrategyMaker]:
    """A table's generator, made once per session (its stages are kept; its charts are
    kept on disk between runs: :mod:`shared_makers`)."""
    return _maker


@pytest.fixture
def plain_maker(maker: Callable[[str], StrategyMaker]) -> Callable[..., StrategyMaker]:
    """Plain makers of Jacks or Better 9/6 (no kept levels: each searches what it is
    asked) that share the session maker's stages and its curve, and with
    ``penalty_inputs`` the default search's levels and the penalty variants' table
    (kept between runs: :func:`shared_makers.plain_copy`)."""
    return lambda penalty_inputs=False: plain_copy(
        maker("jacks-or-better-9-6"), penalty_inputs=penalty_inputs
    )
