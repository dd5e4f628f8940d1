"""Long levels are monotone and titled by the rules they show (issue 24): a chart of at
most N rules may be a shorter one, so ``level(n)`` never returns less than ``level(m)``
for m < n, from the longest short level up past the basic strategy's size (the long
levels choose from one set of candidates searched once for the table, the candidates
of N rules among those of N + 1); a level's title counts the rules its chart shows."""

from __future__ import annotations

import math
from collections.abc import Callable

import pytest

from vptrainer.core.strategy.generator.charts import LONG_LEVEL, StrategyMaker

Maker = Callable[[str], StrategyMaker]


def _long_range(m: StrategyMaker, beyond: int) -> range:
    size = len(m._basic_level().rules)
    return range(math.ceil(LONG_LEVEL * size) - 1, size + beyond)


def _check(m: StrategyMaker, sizes: range) -> None:
    returns = []
    for n in sizes:
        chart = m.level(n)
        assert chart.rule_count <= n
        assert chart.title == f"{chart.rule_count} rules"
        returns.append(chart.return_worst_exact)
    assert returns == sorted(returns), [f"{float(r) * 100:.7f}" for r in returns]


def test_long_levels_never_return_less_than_a_shorter_one(maker: Maker) -> None:
    """Jacks or Better 9/6, the longest short level (24 rules) to 3 rules past the
    basic strategy's (kept charts)."""
    m = maker("jacks-or-better-9-6")
    _check(m, _long_range(m, 3))


def test_short_levels_never_return_less_than_a_shorter_one(maker: Maker) -> None:
    """Jacks or Better 9/6 from 3 rules to the longest short level: each short level is
    its own search near its size, so a longer one returning less is checked here, not
    ruled out by construction (all 22 rose on this table when this was written)."""
    m = maker("jacks-or-better-9-6")
    _check(m, range(3, _long_range(m, 0).start + 1))


def test_a_short_levels_title_counts_its_rules(maker: Maker) -> None:
    chart = maker("jacks-or-better-9-6").level(15)
    assert chart.title == f"{chart.rule_count} rules" == "15 rules"


@pytest.mark.slow
@pytest.mark.parametrize("table_id", ["deuces-wild-full-pay", "double-bonus-10-7"])
def test_long_levels_of_wild_and_bonus_games_are_monotone(maker: Maker, table_id: str) -> None:
    """Full-pay Deuces (level(39) returned more than level(40) to level(49)) and Double
    Bonus 10/7 (level(44) was titled 44 rules with 43)."""
    m = maker(table_id)
    _check(m, _long_range(m, 8))
