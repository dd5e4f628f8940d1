"""Generated strategies: every published chart beaten at its size, every chart priced
exactly as it reads.

The published charts are typed as printed (``data/published``, the built-in Wizard of
Odds simple strategy) and priced by the language, so each comparison is exact. A
table's generator runs once per session (:func:`maker`).
"""

from __future__ import annotations

from collections.abc import Callable
from fractions import Fraction
from pathlib import Path

import pytest
from shared_makers import BasicKeptMaker, kept_price, kept_value

from vptrainer.core.strategy.builtin import builtin_strategy_text
from vptrainer.core.strategy.evaluation import evaluate_strategy
from vptrainer.core.strategy.game import game_of
from vptrainer.core.strategy.generator.charts import Chart, StrategyMaker
from vptrainer.core.strategy.language import parse_strategy

PUBLISHED = Path(__file__).parent / "data" / "published"

# the Wizard of Odds' strategy calculator: basic strategy without exceptions
WIZARD_BASIC = {
    "jacks-or-better-9-6": Fraction("0.995429"),
    "deuces-wild-full-pay": Fraction("1.007575"),
    "deuces-wild-nsud": Fraction("0.997259"),
    "bonus-poker-deluxe-9-6": Fraction("0.996396"),
}


Maker = Callable[[str], StrategyMaker]


def price(maker: Maker, table_id: str, text: str) -> Fraction:
    """The exact return of strategy text on a table (kept between runs of the same core)."""
    m = maker(table_id)

    def returns() -> Fraction:
        strategy = parse_strategy(text, game_of(m.table))
        return evaluate_strategy(m.prepared, strategy, holds=m.holds).return_exact

    return kept_price(m.table, text, returns)


def published(maker: Maker, name: str, table_id: str) -> Fraction:
    """A published chart, typed as printed, priced exactly."""
    return price(maker, table_id, (PUBLISHED / name).read_text())


def reads_back(maker: Maker, chart: Chart, *, evaluate: bool = False) -> None:
    """The chart's text reads again into the rules it was priced with (so it returns
    exactly what it says), which return exactly what the rules it was made from return
    (its words cost nothing); with ``evaluate``, priced again too."""
    assert chart.model_exact == (chart.return_exact, chart.return_worst_exact)
    again = parse_strategy(chart.text(), game_of(chart.table))
    assert [(r.patterns, r.optional) for r in again.rules] == [
        (r.patterns, r.optional) for r in chart.strategy.rules
    ]
    if evaluate:
        assert price(maker, chart.table.builtin_id or "", chart.text()) == chart.return_exact


def test_the_basic_strategy_of_jacks_or_better_beats_the_published_ones(maker: Maker) -> None:
    chart = maker("jacks-or-better-9-6").basic()
    assert chart.return_exact >= WIZARD_BASIC["jacks-or-better-9-6"]
    # sigmajove's chart: 99.5429188% (the generator's: 99.5429341%)
    assert chart.return_exact > published(
        maker, "sigmajove-jacks-9-6-simple.txt", "jacks-or-better-9-6"
    )
    assert chart.return_worst_exact == chart.return_exact  # no rule leaves a choice
    m = maker("jacks-or-better-9-6")
    assert m.model_return(m.basic_rules()) == chart.return_exact
    reads_back(maker, chart, evaluate=True)


@pytest.mark.slow
@pytest.mark.parametrize(
    "table_id", ["deuces-wild-full-pay", "deuces-wild-nsud", "bonus-poker-deluxe-9-6"]
)
def test_basic_strategies_beat_the_wizards_calculator(maker: Maker, table_id: str) -> None:
    chart = maker(table_id).basic()
    assert WIZARD_BASIC[table_id] <= chart.return_exact <= chart.optimal_exact
    assert chart.return_worst_exact == chart.return_exact
    reads_back(maker, chart)
    if table_id == "deuces-wild-full-pay":  # sigmajove's chart: 100.7368%
        assert chart.return_exact > published(
            maker, "sigmajove-full-pay-deuces-simple.txt", table_id
        )


def test_15_rules_beat_the_wizards_simple_strategy(maker: Maker) -> None:
    """The Wizard of Odds' simple strategy: 15 rules, then "discard everything"."""
    chart = maker("jacks-or-better-9-6").level(15)
    wizard = price(
        maker, "jacks-or-better-9-6", builtin_strategy_text("jacks-or-better-9-6-wizard-simple")
    )
    assert chart.rule_count <= 15
    assert chart.return_worst_exact > wizard  # 99.4979% against 99.4593%
    assert chart.rules[-1].text == "discard everything" and not chart.rules[-1].counted
    reads_back(maker, chart, evaluate=True)


@pytest.mark.slow
def test_26_rules_beat_the_wizards_deuces_wild_card(maker: Maker) -> None:
    """The Wizard of Odds' Deuces Wild card: 26 lines in five sections (100.7006%)."""
    chart = maker("deuces-wild-full-pay").level(26)
    wizard = published(maker, "wizard-deuces-simple.txt", "deuces-wild-full-pay")
    assert chart.rule_count <= 26
    assert chart.return_worst_exact > wizard
    # in sections by deuces dealt, most first, each read for its own deals
    sections = list(dict.fromkeys(r.section for r in chart.rules))
    assert sections == ["Four deuces", "Three deuces", "Two deuces", "One deuce", "No deuces"]
    reads_back(maker, chart, evaluate=True)


@pytest.mark.slow
@pytest.mark.parametrize(
    ("table_id", "name"),
    [
        ("bonus-poker-8-5", "sigmajove-bonus-8-5.txt"),  # 99.16543370%
        ("bonus-poker-7-5", "sigmajove-bonus-7-5.txt"),  # 98.01406495%
        ("bonus-poker-deluxe-9-6", "sigmajove-bonus-deluxe-9-6.txt"),  # 99.63966741%
    ],
)
def test_penalty_card_charts_beat_sigmajoves(maker: Maker, table_id: str, name: str) -> None:
    m = maker(table_id)
    exceptions = m.exceptions()
    text = m.text_with_exceptions(exceptions)
    mine = price(maker, table_id, text)
    assert mine == exceptions.rules[-1].return_after  # the chart says what it returns
    assert mine > published(maker, name, table_id)


def test_levels_trade_rules_for_return(maker: Maker) -> None:
    m = maker("jacks-or-better-9-6")
    points = m.levels(down_to=3)
    counts = [p.rules for p in points]
    assert counts == sorted(counts, reverse=True) and counts[-1] == 3
    returns = [p.return_worst_exact for p in points]
    assert returns == sorted(returns, reverse=True)
    assert points[0].return_exact <= m.basic().optimal_exact
    chart = m.level(8)
    assert chart.rule_count <= 8
    assert chart.return_worst_exact == max(p.return_worst_exact for p in points if p.rules <= 8)
    assert m.basic().return_worst_exact >= returns[0]  # no level returns more


@pytest.mark.slow
def test_a_level_does_not_depend_on_what_was_asked_before(maker: Maker) -> None:
    """``level(n)`` is a function of the table and ``n`` (issue 24: Double Bonus 10/7's
    53 rules returned 100.1617% asked first, 100.167406% after ``level(43)``); so is a
    level of 3/4 of the basic strategy's rules and more, which is chosen from the long
    levels' candidates (Jacks or Better at 31, asked after 8 and 23). A maker of its own
    makes the levels (it reads back the basic strategy they start from); what it makes is
    kept like the charts, so each version of the core checks it once (its long levels'
    candidates take half a minute)."""
    kept = maker("jacks-or-better-9-6")  # its levels: kept on disk, made by another maker

    def asked_after_a_shorter_one() -> tuple[str, str]:
        m = BasicKeptMaker(kept.prepared, holds=kept.holds)  # makes its levels
        m.level(8)
        return m.level(23).text(), m.level(31).text()

    key = f"{kept.table!r}\0level 8, 23, 31"
    made = kept_value(kept.table.name, "asked-after", key, asked_after_a_shorter_one)
    assert made == (kept.level(23).text(), kept.level(31).text())


@pytest.mark.slow
@pytest.mark.timeout(900)  # Double Bonus 10/7's long level made cold, on a busy machine
def test_no_level_returns_more_than_the_basic_strategy(maker: Maker) -> None:
    """Double Bonus 10/7's basic strategy returned 100.161747% (55 rules), less than a
    level of 44 (100.167406%): an order of single atoms cannot move a whole family ("4
    to a flush" below the high pairs); the basic strategy is now searched as the levels
    are."""
    m = maker("double-bonus-10-7")
    basic = m.basic().return_worst_exact
    assert basic >= max(p.return_worst_exact for p in m.levels())
    # a level of 44 rules may hold penalty brackets, which the basic strategy has not:
    # it returns at least as much
    assert m.level(44).return_worst_exact >= basic
    # its text returns what its rules return (no join in its words costs), against
    # 100.161747% before the search
    assert basic > Fraction(1001673, 1000000)
    reads_back(maker, m.basic())
    reads_back(maker, m.level(44))


def test_charts_price_as_the_rules_they_are_made_from(maker: Maker) -> None:
    """A chart's words cost nothing (no join of its text changes a deal's play), so a
    chart of more rules never returns less (issue 24: full-pay Deuces at 49 rules read
    less than at 44, Double Bonus 10/7's basic 7e-8 less than its rules)."""
    m = maker("jacks-or-better-9-6")
    charts = [m.level(8), m.level(15), m.basic()]
    for chart in charts:
        reads_back(maker, chart)
    returns = [c.return_worst_exact for c in charts]
    assert returns == sorted(returns)


@pytest.mark.slow
def test_longer_deuces_wild_charts_never_return_less(maker: Maker) -> None:
    """Levels of 44 and 49 rules (longer than the 39-rule basic chart) may hold penalty
    brackets and the basic strategy's exceptions: they return at least as much as it."""
    m = maker("deuces-wild-full-pay")
    charts = [m.level(26), m.basic(), m.level(44), m.level(49)]
    for chart in charts:
        reads_back(maker, chart)
    returns = [c.return_worst_exact for c in charts]
    assert returns == sorted(returns)


def test_exceptions_add_what_they_say(maker: Maker) -> None:
    m = maker("jacks-or-better-9-6")
    exceptions = m.exceptions(8)
    basic = m.basic()
    assert exceptions.basic_return == basic.return_exact
    assert exceptions.rules, "9/6 Jacks or Better has exceptions to its basic strategy"
    previous = basic.return_exact
    for e in exceptions.rules:
        assert e.gain > 0
        assert e.return_after == previous + e.gain
        assert e.deals > 0
        previous = e.return_after
    assert previous <= exceptions.optimal
    assert price(maker, "jacks-or-better-9-6", m.text_with_exceptions(exceptions)) == previous


@pytest.mark.slow
def test_exceptions_that_beat_the_first_rules_of_double_double_bonus(maker: Maker) -> None:
    """Suited A234 draws beat rules near the top of the chart (once above the first
    rule, which crashed the next search); each exception sits just above the rule it
    corrects, and the chart returns what the exceptions say. A pair of jacks or queens
    with a discarded K, 9 or A beats suited QJT, not suited KQJ: one rule of the chart
    ("suited KQJ, QJT"), cut in two for them (lost for a round: issue 24)."""
    m = maker("double-double-bonus-9-6")
    exceptions = m.exceptions(10)
    assert {e.text.split()[1] for e in exceptions.rules[:4]} == {"A432", "A542", "A543", "A532"}
    texts = {e.text for e in exceptions.rules}
    assert {"pair of jacks with a discarded K", "pair of queens with a discarded K"} <= texts
    assert any(e.split > 0 for e in exceptions.rules)
    assert all(e.above > 0 for e in exceptions.rules)
    # as many as before the joins, returning as much (98.978941%)
    assert exceptions.rules[-1].return_after >= Fraction(126472438523, 127777118700)
    text = m.text_with_exceptions(exceptions)
    assert price(maker, "double-double-bonus-9-6", text) == exceptions.rules[-1].return_after
    lines = text.splitlines()
    top = next(i for i, line in enumerate(lines) if line.endswith(". suited KQJ"))
    bottom = next(i for i, line in enumerate(lines) if line.endswith(". suited QJT"))
    between = lines[top + 1 : bottom]
    assert between and all(line.endswith("# exception") for line in between)
    assert any("pair of queens with a discarded K" in line for line in between)


def test_charts_name_their_rules_ev_ranges(maker: Maker) -> None:
    chart = maker("jacks-or-better-9-6").basic()
    text = chart.text()
    assert text.startswith("name: Jacks or Better 9/6 basic strategy")
    assert "# Return 99.5429%" in text
    assert all(r.deals > 0 for r in chart.rules)  # a rule that never plays is left out
    assert sum(r.deals for r in chart.rules) == 2_598_960
    top = chart.rules[0]
    # the made hands that never meet a better hold, said as players say them
    assert top.ev_max == 800 and top.text == "full house or better"
    assert chart.rules[-1].text == "discard everything"


EVERY_FAMILY = [
    "joker-poker-kings-full-pay",
    "double-joker-9-5",
    "deuces-and-joker-wild",
    "sevens-and-joker-wild",
    "one-eyed-jacks",
    "anythings-wild-threes",
    "double-double-bonus-9-6",
    "royal-deal-jacks-or-better-8-5",
]


@pytest.mark.slow
@pytest.mark.parametrize("table_id", EVERY_FAMILY)
def test_every_family_gets_a_chart_priced_as_it_reads(maker: Maker, table_id: str) -> None:
    m = maker(table_id)
    chart = m.basic()
    assert chart.optimal_exact - chart.return_exact < Fraction(1, 1000)
    assert m.model_return(m.basic_rules()) == chart.return_exact
    # a line that never plays is left out (a part of a long list said apart included)
    assert [r.text for r in chart.rules if r.counted and r.deals == 0] == []
    reads_back(maker, chart)
    game = game_of(m.table)
    if game.is_wild:  # in sections by the wild cards dealt
        assert all(r.section for r in chart.rules)


@pytest.mark.slow
@pytest.mark.parametrize("table_id", ["super-double-bonus-9-5", "white-hot-aces-9-5"])
def test_super_double_bonus_and_white_hot_aces_basic_strategies(
    maker: Maker, table_id: str
) -> None:
    """Built in since issue 24. The Wizard of Odds' basic-strategy returns for these two
    tables are not among the figures we hold (only the optimal 99.695% and 99.572%, in
    the tables), so the chart is held to its gap: 99.6920534% against 99.6945913%
    optimal, 99.5675492% against 99.5716275% when this was written."""
    m = maker(table_id)
    chart = m.basic()
    assert chart.optimal_exact - chart.return_exact < Fraction(5, 100_000)
    assert chart.return_worst_exact == chart.return_exact
    assert m.model_return(m.basic_rules()) == chart.return_exact
    reads_back(maker, chart)
