"""Short charts never give up a dealt paying hand their basic strategy keeps: every
level from 5 rules up (issue 24), of one table of each kind of deck and wild card that
the suite runs on every change (no wild card, deuces wild, a joker, kicker quads).

Every built-in table's curve takes about 25 minutes of CPU on two cores (One-Eyed Jacks
alone about 9), too long for every run: ``VPTRAINER_TEST_EVERY_TABLE=1 ./dev test -k
pat_hands`` checks all of them (last run on every table: all kept). What each curve gives
up is kept on disk (:mod:`naive.testcache`), keyed by the text of every module of the
core and the table: any change to either searches the curves again.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path

import pytest
from naive.testcache import cached_json

import vptrainer.core
from vptrainer.core.games.builtin import builtin_ids, load_builtin
from vptrainer.core.strategy.generator.charts import StrategyMaker

CORE = sorted(Path(vptrainer.core.__file__).parent.rglob("*.py"))
#: one table of each kind: no wild card, deuces wild, a joker, quads split by kicker
KINDS = (
    "jacks-or-better-9-6",
    "deuces-wild-full-pay",
    "joker-poker-kings-full-pay",
    "double-double-bonus-9-6",
)
TABLES = builtin_ids() if os.environ.get("VPTRAINER_TEST_EVERY_TABLE") else KINDS


def _given_up(table_id: str, maker: Callable[[str], StrategyMaker]) -> list[list[int]]:
    """Each level of the table's curve from 5 rules up: its rules and the pat deals it
    gives up."""
    table = load_builtin(table_id)

    def build() -> list[list[int]]:
        # the session's generator for the tables other tests use; the others not kept
        # (37 generators fill the memory)
        m = maker(table_id) if table_id in KINDS else StrategyMaker(table)
        return [[p.rules, m.pat_deals_given_up(p.rules)] for p in m.levels(down_to=5)]

    found: list[list[int]] = cached_json(
        f"pat-hands-{table_id}", [__file__, *CORE], build, inputs=[repr(table)]
    )
    return found


@pytest.mark.slow
@pytest.mark.timeout(900)  # a cold curve of One-Eyed Jacks on a busy machine
@pytest.mark.parametrize("table_id", TABLES)
def test_every_level_keeps_the_pat_hands(
    table_id: str, maker: Callable[[str], StrategyMaker]
) -> None:
    levels = _given_up(table_id, maker)
    assert levels
    for rules, given_up in levels:
        assert given_up == 0, f"{rules} rules"
