"""Every one of the 2,598,960 deals, matched in plain Python, against the kernels."""

from __future__ import annotations

from pathlib import Path

import pytest
from naive import strategy_oracle

from vptrainer.core.engine.hold_table import cached_hold_table
from vptrainer.core.engine.prepared import PreparedTable
from vptrainer.core.strategy.builtin import builtin_strategy_text
from vptrainer.core.strategy.evaluation import evaluate_strategy
from vptrainer.core.strategy.game import game_of
from vptrainer.core.strategy.language import parse_strategy

DATA = Path(__file__).parent / "data"


@pytest.mark.slow
def test_every_deal_agrees_exactly(job: PreparedTable) -> None:
    game = game_of(job.table)
    strategies = [
        parse_strategy(builtin_strategy_text("jacks-or-better-9-6-wizard-simple"), game),
        parse_strategy((DATA / "mix-job.txt").read_text(), game),
    ]
    # every deal played by the oracle (or its results of an earlier run of the same code
    # on the same strategies and hold EVs, kept on disk)
    deals, oracle = strategy_oracle.evaluate_every_deal(strategies, cached_hold_table(job))
    assert deals == 2_598_960
    for strategy, expected in zip(strategies, oracle, strict=True):
        result = evaluate_strategy(job, strategy)
        assert result.return_exact == expected.return_best
        assert result.return_worst_exact == expected.return_worst
        assert result.ambiguous_deals == expected.ambiguous_deals
        for i, rule in enumerate(result.rules):
            assert rule.deals == expected.deals_by_rule.get(i, 0)
            assert rule.error == expected.error_by_rule.get(i, 0)
        assert result.unmatched.deals == expected.deals_by_rule.get(-1, 0)
