"""Neighbouring lines of listed hands said as one line (issue 24: charts as players read
them). Once a chart is in pay order, rules the search kept apart may stand side by side,
of one shape and worth the same: Kings or Better Joker Poker's joker section lists the
3-card flushes with the joker on nine lines, each worth 2.0208. Said together they read
"4 to a flush with the highest rank A | 4 to a flush with the highest rank K and ranks
2-9/K", as sigmajove names them, by their highest rank: longer than a line of a pocket
card, so said on two lines, one for each part, where no deal fits two of them
differently."""

from __future__ import annotations

from collections.abc import Callable
from fractions import Fraction

import numpy as np
from naive.chart_sets import kings_flush_draws

from vptrainer.core.strategy.evaluation import evaluate_strategy
from vptrainer.core.strategy.generator import tidy
from vptrainer.core.strategy.generator.charts import Chart, StrategyMaker
from vptrainer.core.strategy.generator.rules import LINE
from vptrainer.core.strategy.patterns import Draw, Kind, Openness, Pattern, section_key

Maker = Callable[[str], StrategyMaker]

KINGS = "joker-poker-kings-full-pay"
# its basic strategy's return (both readings) with each of those lines apart
KINGS_BASIC = Fraction(46828081667, 46531942275)


def test_kings_joker_flushes_are_said_by_their_highest_rank(maker: Maker) -> None:
    """The joker section says the 3-card flush draws on two lines, by their highest
    rank, lists none of them by its ranks, every line fits a pocket card's, and the
    chart prices as the rules it was made from, for no less than with the lines apart."""
    m = maker(KINGS)
    chart = m.basic()
    joker = [r.text for r in chart.rules if r.section == "The joker"]
    at = joker.index("4 to a flush with the highest rank A")
    assert joker[at + 1] == "4 to a flush with the highest rank K and ranks 2-9/K"
    assert not any(t.startswith(("suited A", "suited K")) and len(t) > 30 for t in joker)
    reads_as_its_rules(m, chart, KINGS_BASIC)


def reads_as_its_rules(m: StrategyMaker, chart: Chart, before: Fraction) -> None:
    """Every line of ``chart`` fits a pocket card's, the chart prices as the rules it
    was made from, and returns no less than ``before`` (read against the player)."""
    text = chart.text(comments=False)
    assert all(len(line) <= LINE for line in text.splitlines())
    read = evaluate_strategy(m.prepared, text)
    assert chart.model_exact == (read.return_exact, read.return_worst_exact)
    assert read.return_worst_exact >= before


def test_lines_a_deal_plays_differently_stay_apart(maker: Maker) -> None:
    """Neighbours of one shape and near worths that one deal fits both ways keep their
    lines, though joined they would read shorter: "suited AK, AQ, AJ, AT" above "suited
    T9, 98, 87, 76" with the joker (AT9 suited with the joker holds AT; one rule of both
    would hold the better of the two for the player, the worse against)."""
    m = maker(KINGS)
    joker = [r.text for r in m.basic().rules if r.section == "The joker"]
    at = joker.index("suited AK, AQ, AJ, AT")
    assert joker[at + 1] == "suited T9, 98, 87, 76"


DEUCES = "deuces-wild-full-pay"
# its basic strategy's return (both readings) with the lines of listed hands apart
DEUCES_BASIC = Fraction(15215349731, 15100932210)


def test_deuces_three_card_straight_flushes_are_said_by_their_gaps(maker: Maker) -> None:
    """Full-pay Deuces Wild's "No deuces" section listed the suited three-card straight
    flush draws worth 0.34 to 0.52 on four lines of eight, eight, four and eight; said
    together they read too long for a line, so each part of their words on its own
    (three lines): the gaps and ranks first, the rest by their ranks. The chart prices as its rules
    and returns no less than with the lists apart."""
    m = maker(DEUCES)
    chart = m.basic()
    none = [r.text for r in chart.rules if r.section == "No deuces"]
    assert "3 to a straight flush with 0-1 gaps and ranks 4-Q" in none
    assert not any(t.startswith("suited T87") for t in none)
    reads_as_its_rules(m, chart, DEUCES_BASIC)


def test_a_list_is_said_apart_only_where_every_deal_keeps_its_value(maker: Maker) -> None:
    """``tidy._apart`` on Kings or Better's 3-card flush draws with the joker, two rules
    (the A-high ones above the K-high ones): said part by part, the same two rules in
    the chart's words; against a chart where one deal the second plays is worth more
    than the parts give it (its value as given, not as played), no parts: the split is
    taken only where no deal's value changes."""
    m = maker(KINGS)
    table = m._extended_table()
    atom = {
        p.ranks: p
        for p in table.atoms
        if p.kind is Kind.RANKS and p.suited is True and p.dealt == (1, 1) and not p.penalties
    }
    ace, king = ([atom[s] for s in sorted(kings_flush_draws()) if s[0] == top] for top in (12, 11))
    index = {p: j for j, p in enumerate(table.atoms)}
    rules = [[index[p] for p in ace], [index[p] for p in king]]
    joined = [*ace, *king]
    chart = tidy._firsts(table, rules)
    values = tidy._CandidateValues(table, [[index[p] for p in joined]])
    above = [
        Pattern(Kind.DRAW, 4, (1, 1), draw=Draw.ROYAL_FLUSH, dealt=(1, 1)),
        *(
            Pattern(Kind.DRAW, 4, (1, 1), draw=Draw.STRAIGHT_FLUSH, openness=o, dealt=(1, 1))
            for o in Openness
        ),
    ]
    key = section_key(joined[0])
    groups, texts = tidy._apart(table, joined, above, key, index, values, [0, 1], chart)
    assert [set(g) for g in groups] == [set(ace), set(king)]
    assert texts == [
        "4 to a flush with the highest rank A",
        "4 to a flush with the highest rank K and ranks 2-9/K",
    ]
    first, best, worst = chart
    (deals,) = np.nonzero(first == 1)
    assert deals.size
    richer = best.copy()
    richer[deals[0]] += 1
    changed = (first, richer, worst)
    assert tidy._apart(table, joined, above, key, index, values, [0, 1], changed) == ([], [])
