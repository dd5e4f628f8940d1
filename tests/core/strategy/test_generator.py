"""Generated strategies: published returns reached, every chart priced exactly as it reads."""

from __future__ import annotations

from fractions import Fraction

import pytest

from vptrainer.core.engine.prepared import PreparedTable
from vptrainer.core.games.builtin import load_builtin
from vptrainer.core.strategy.evaluation import evaluate_strategy
from vptrainer.core.strategy.game import game_of
from vptrainer.core.strategy.generator.charts import StrategyMaker
from vptrainer.core.strategy.language import parse_strategy

# Wizard of Odds' strategy calculator, basic strategy without exceptions
PUBLISHED_BASIC = {
    "jacks-or-better-9-6": Fraction("0.995429"),
    "deuces-wild-full-pay": Fraction("1.007575"),
    "deuces-wild-nsud": Fraction("0.997259"),
    "bonus-poker-deluxe-9-6": Fraction("0.996396"),
}


@pytest.fixture(scope="module")
def job_maker(job: PreparedTable) -> StrategyMaker:
    return StrategyMaker(job)


def _reads_back(maker: StrategyMaker, text: str, expected: Fraction) -> None:
    """The chart's text, read again and evaluated, returns exactly what it says."""
    strategy = parse_strategy(text, game_of(maker.table))
    result = evaluate_strategy(maker.prepared, strategy, holds=maker.holds)
    assert result.return_exact == expected


@pytest.mark.slow
@pytest.mark.parametrize("table_id", sorted(PUBLISHED_BASIC))
def test_basic_strategies_reach_the_published_returns(table_id: str) -> None:
    maker = StrategyMaker(load_builtin(table_id))
    chart = maker.basic()
    assert chart.return_exact >= PUBLISHED_BASIC[table_id]
    assert chart.return_worst_exact == chart.return_exact  # no rule leaves a choice
    assert chart.return_exact <= chart.optimal_exact
    # the model's exact total is the strategy language's exact evaluation
    assert maker.model_return(maker.basic_rules()) == chart.return_exact
    _reads_back(maker, chart.text(), chart.return_exact)


def test_a_short_level_beats_the_wizards_simple_strategy(job_maker: StrategyMaker) -> None:
    chart = job_maker.level(16)
    assert len(chart.rules) <= 16
    assert chart.return_exact >= Fraction("0.9946")  # Wizard of Odds' 16-line strategy
    assert chart.return_worst_exact == chart.return_exact
    _reads_back(job_maker, chart.text(), chart.return_exact)
    assert chart.rules[-1].text == "discard everything"


def test_levels_trade_rules_for_return(job_maker: StrategyMaker) -> None:
    points = job_maker.levels(down_to=8)
    counts = [p.rules for p in points]
    assert counts == sorted(counts, reverse=True)
    returns = [p.return_worst_exact for p in points]
    assert returns == sorted(returns, reverse=True)
    basic = job_maker.basic()
    assert points[0].return_exact <= basic.optimal_exact
    assert points[-1].rules <= 8
    chart = job_maker.level(points[-1].rules)
    assert chart.return_worst_exact == points[-1].return_worst_exact


def test_exceptions_add_what_they_say(job_maker: StrategyMaker) -> None:
    exceptions = job_maker.exceptions(8)
    basic = job_maker.basic()
    assert exceptions.basic_return == basic.return_exact
    assert exceptions.rules, "9/6 Jacks or Better has exceptions to its basic strategy"
    previous = basic.return_exact
    for e in exceptions.rules:
        assert e.gain > 0
        assert e.return_after == previous + e.gain
        assert e.deals > 0
        previous = e.return_after
    assert previous <= exceptions.optimal
    _reads_back(job_maker, job_maker.text_with_exceptions(exceptions), previous)


def test_charts_name_their_rules_ev_ranges(job_maker: StrategyMaker) -> None:
    chart = job_maker.basic()
    text = chart.text()
    assert text.startswith("name: Jacks or Better 9/6 basic strategy")
    assert "# Return 99.5429%" in text
    assert all(r.deals > 0 for r in chart.rules)  # a rule that never plays is left out
    assert sum(r.deals for r in chart.rules) == 2_598_960
    top = chart.rules[0]
    assert top.ev_max == 800 and "royal flush" in top.text
    assert chart.rules[-1].text == "discard everything"


WILD_AND_OTHER_FAMILIES = [
    "joker-poker-kings-full-pay",
    "double-joker-9-5",
    "deuces-and-joker-wild",
    "sevens-and-joker-wild",
    pytest.param(
        "one-eyed-jacks",
        # the generator's basic strategy gives up 0.132% here (already at 3592b09):
        # a generator defect left to its owner; strict, so a fix shows up
        marks=pytest.mark.xfail(
            strict=True, reason="basic strategy of One-Eyed Jacks costs 0.13% > 0.1%"
        ),
    ),
    "anythings-wild-threes",
    "double-double-bonus-9-6",
    "royal-deal-jacks-or-better-8-5",
]


@pytest.mark.slow
@pytest.mark.parametrize("table_id", WILD_AND_OTHER_FAMILIES)
def test_every_family_gets_a_chart_priced_as_it_reads(table_id: str) -> None:
    maker = StrategyMaker(load_builtin(table_id))
    chart = maker.basic()
    assert chart.optimal_exact - chart.return_exact < Fraction(1, 1000)
    assert maker.model_return(maker.basic_rules()) == chart.return_exact
    _reads_back(maker, chart.text(), chart.return_exact)
    game = game_of(maker.table)
    if game.is_wild:
        # the rules of a wild game name the wild cards they hold
        assert any(game.wild_word in r.text or "wild" in r.text for r in chart.rules)
