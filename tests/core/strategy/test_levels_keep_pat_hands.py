"""Short charts never give up a dealt paying hand their basic strategy keeps: every
level of every built-in table, from 5 rules up (issue 24)."""

from __future__ import annotations

import pytest

from vptrainer.core.games.builtin import builtin_ids, load_builtin
from vptrainer.core.strategy.generator.charts import StrategyMaker


@pytest.mark.slow
@pytest.mark.parametrize("table_id", builtin_ids())
def test_every_level_keeps_the_pat_hands(table_id: str) -> None:
    m = StrategyMaker(load_builtin(table_id))  # not kept: 37 generators fill the memory
    points = m.levels(down_to=5)
    assert points
    for point in points:
        assert m.pat_deals_given_up(point.rules) == 0, f"{point.rules} rules"
