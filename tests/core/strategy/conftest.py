"""Prepared wild tables shared by the strategy tests (the 52-card ones are in core), and
one strategy generator per table for the whole session."""

from __future__ import annotations

from collections.abc import Callable

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


#: the table most tests share, whose maker is never let go (plain makers copy its stages)
_PINNED = "jacks-or-better-9-6"
#: the other tables whose makers are kept whole: a maker that made its stages holds from
#: half a gigabyte (Jacks or Better after a long level) to over 3 GB (One-Eyed Jacks), and
#: a cold run makes them for some twenty tables (a worker went over 11 GB and was killed)
_RECENT = 2
_makers: dict[str, StrategyMaker] = {}


def _maker(table_id: str) -> StrategyMaker:
    """The session's maker of a table: the pinned table's and the most recently used
    others' are kept; an older one is let go (made again when asked: its charts kept on
    disk are read back, what it built in memory is built again)."""
    m = _makers.pop(table_id, None)
    if m is None:
        m = KeptMaker(cached_prepare(load_builtin(table_id)))
    _makers[table_id] = m  # the most recently used last
    others = [t for t in _makers if t != _PINNED]
    for old in others[: max(0, len(others) - _RECENT)]:
        del _makers[old]
    return m


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
