"""Short charts never give up a dealt paying hand their basic strategy keeps: every
level of every built-in table, from 5 rules up (issue 24).

The curves take minutes for the whole list, so what each table's curve gives up is
kept on disk (:mod:`naive.testcache`), keyed by the text of every module of the core
and the table: any change to either searches the curves again.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from naive.testcache import cached_json

import vptrainer.core
from vptrainer.core.games.builtin import builtin_ids, load_builtin
from vptrainer.core.strategy.generator.charts import StrategyMaker

CORE = sorted(Path(vptrainer.core.__file__).parent.rglob("*.py"))


def _given_up(table_id: str) -> list[list[int]]:
    """Each level of the table's curve from 5 rules up: its rules and the pat deals it
    gives up."""
    table = load_builtin(table_id)

    def build() -> list[list[int]]:
        m = StrategyMaker(table)  # not kept: 37 generators fill the memory
        return [[p.rules, m.pat_deals_given_up(p.rules)] for p in m.levels(down_to=5)]

    found: list[list[int]] = cached_json(
        f"pat-hands-{table_id}", [__file__, *CORE], build, inputs=[repr(table)]
    )
    return found


@pytest.mark.slow
@pytest.mark.timeout(900)  # a cold curve of One-Eyed Jacks on a busy machine
@pytest.mark.parametrize("table_id", builtin_ids())
def test_every_level_keeps_the_pat_hands(table_id: str) -> None:
    levels = _given_up(table_id)
    assert levels
    for rules, given_up in levels:
        assert given_up == 0, f"{rules} rules"
