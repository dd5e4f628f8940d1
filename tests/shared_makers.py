"""One strategy maker per pay table for the whole test session.

A :class:`~vptrainer.core.strategy.generator.charts.StrategyMaker` computes each stage
(hold table, atoms, basic strategy, levels, exceptions) once and keeps it; the app makes
one per table and window. The GUI and command-line tests open many windows and run many
commands on the same few tables: they share one maker per table instead (the
``fresh_strategy`` mark gives a test its own, for a test of a chart being made: its
progress, its cancel). The stages themselves are tested in ``tests/core/strategy``.
"""

from __future__ import annotations

from functools import lru_cache

from vptrainer.core.games.paytable import PayTable
from vptrainer.core.strategy.generator.charts import StrategyMaker


@lru_cache(maxsize=4)  # each keeps a table's every hold EV and pattern table
def shared_maker(table: PayTable) -> StrategyMaker:
    """The session's maker of ``table``."""
    return StrategyMaker(table)
