"""Charts in pay order: each section's lines best first wherever that changes no deal's
play (issue 24: charts as players read them). The search leaves rules that never meet
in whatever order it found them ("three aces" and "full house" between the fours of a
kind, "flush | straight" below "two pair"); the chart moves each up past the line above
it when it is worth more there and every deal both lines fit plays the same."""

from __future__ import annotations

from collections.abc import Callable
from fractions import Fraction

import pytest
from shared_makers import kept_price

from vptrainer.core.strategy.evaluation import evaluate_strategy
from vptrainer.core.strategy.game import game_of
from vptrainer.core.strategy.generator.charts import Chart, StrategyMaker
from vptrainer.core.strategy.language import parse_strategy

Maker = Callable[[str], StrategyMaker]

DDB = "double-double-bonus-9-6"


def _lines(chart: Chart) -> list[str]:
    """The chart's rule texts, in its order, without their numbers."""
    text = chart.text(comments=False)
    return [ln.split(". ", 1)[1] for ln in text.splitlines() if ln[:1].isdigit()]


def test_double_double_bonus_reads_its_made_hands_best_first(maker: Maker) -> None:
    """Double Double Bonus 9/6's basic chart: the fours of a kind, then "4 to a royal
    flush", "three aces", "full house", "three of a kind", "flush | straight" (the
    search had three aces, the full house and the threes between the fours of a kind,
    the flush below "pair of aces" and "two pair"), and the chart prices as the rules
    it was made from."""
    m = maker(DDB)
    chart = m.basic()
    lines = _lines(chart)
    royal = lines.index("4 to a royal flush")
    assert all("four " in line for line in lines[:royal]), lines[:royal]
    assert lines[royal + 1 : royal + 5] == [
        "three aces",
        "full house",
        "three of a kind",
        "flush | straight",
    ]
    assert lines.index("pair of aces") < lines.index("two pair")
    read = evaluate_strategy(m.prepared, chart.text(comments=False))
    assert chart.model_exact == (read.return_exact, read.return_worst_exact)


def test_jacks_or_better_reads_in_the_wizard_of_odds_order(maker: Maker) -> None:
    """Jacks or Better 9/6's basic chart opens in the order of the Wizard of Odds' simple
    strategy (the built-in ``jacks-or-better-9-6-wizard-simple``: 4 to a royal flush;
    three of a kind, straight, flush, full house; 4 to a straight flush; two pair; high
    pair; 3 to a royal flush; 4 to a flush), where the search had three of a kind and
    two pair above the royal draw."""
    lines = _lines(maker("jacks-or-better-9-6").basic())
    assert "full house" in lines[0]
    head = [
        "4 to a royal flush",
        "flush | straight",
        "three of a kind",
        "4 to a straight flush",
        "two pair",
        "high pair",
        "3 to a royal flush",
        "4 to a flush",
    ]
    assert lines[1 : 1 + len(head)] == head


@pytest.mark.slow
@pytest.mark.parametrize("slug", [DDB, "deuces-wild-full-pay"])
def test_no_two_lines_out_of_order_could_change_places(maker: Maker, slug: str) -> None:
    """Wherever a line of the basic chart is worth more at best than the line above it
    (same section), the two lines swapped in the text and priced by the language
    return otherwise: a deal they both fit plays differently, so they stay."""
    m = maker(slug)
    chart = m.basic()
    text = chart.text(comments=False)
    lines = text.splitlines()
    numbered = [i for i, ln in enumerate(lines) if ln[:1].isdigit()]
    assert [lines[i].split(". ", 1)[1] for i in numbered] == [r.text for r in chart.rules]
    game = game_of(m.table)

    def price(text: str) -> tuple[Fraction, Fraction]:
        result = evaluate_strategy(m.prepared, parse_strategy(text, game), holds=m.holds)
        return result.return_exact, result.return_worst_exact

    swapped = 0
    for k in range(1, len(chart.rules)):
        upper, lower = chart.rules[k - 1], chart.rules[k]
        if upper.section != lower.section or not (upper.counted and lower.counted):
            continue
        assert upper.ev_max is not None and lower.ev_max is not None
        if lower.ev_max <= upper.ev_max:
            continue
        a, b = numbered[k - 1], numbered[k]
        number_a, text_a = lines[a].split(". ", 1)
        number_b, text_b = lines[b].split(". ", 1)
        trial = [*lines[:a], f"{number_a}. {text_b}", f"{number_b}. {text_a}", *lines[b + 1 :]]
        joined = "\n".join(trial) + "\n"

        def priced(text: str = joined) -> tuple[Fraction, Fraction]:
            return price(text)

        returns = kept_price(m.table, joined, priced)
        assert returns != (chart.return_exact, chart.return_worst_exact), (upper.text, lower.text)
        swapped += 1
    assert swapped >= 3
