"""A chart's made hands said with their kind: a made hand the search left below a draw
it never meets (four nines below "4 to a royal flush") moved up into the rule of made
hands of its kind, where no deal's value changes (issue 24: charts as players read
them)."""

from __future__ import annotations

from collections.abc import Callable

from vptrainer.core.strategy.evaluation import evaluate_strategy
from vptrainer.core.strategy.generator.charts import StrategyMaker
from vptrainer.core.strategy.generator.tidy import tidy
from vptrainer.core.strategy.generator.vocabulary import vocabulary
from vptrainer.core.strategy.patterns import Draw, Kind, Made, Pattern

Maker = Callable[[str], StrategyMaker]


def test_four_of_a_kind_is_said_once_above_the_royal_draw(maker: Maker) -> None:
    """Double Double Bonus 9/6 at 10 rules: the search leaves the four nines, tens and
    kings below "4 to a royal flush" (they never meet it) and the other ranks above;
    the chart says "four of a kind or better" on its first line, and prices as its
    rules."""
    m = maker("double-double-bonus-9-6")
    chart = m.level(10)
    text = chart.text(comments=False)
    lines = [ln for ln in text.splitlines() if ln[:1].isdigit()]
    said = [piece for line in lines for piece in line.split(" | ")]
    # four of a kind named by ranks only with the kickers of its bonus pays
    assert all("kicker" in piece for piece in said if "four of a kind of" in piece)
    assert lines[0].startswith("1. four of a kind or better | ")
    assert lines[1] == "2. 4 to a royal flush"
    assert lines[2].startswith("3. full house | flush | straight")
    read = evaluate_strategy(m.prepared, text)
    assert chart.model_exact == (read.return_exact, read.return_worst_exact)


def test_a_made_hand_that_would_play_otherwise_stays_below(maker: Maker) -> None:
    """The flush (and the straight) ranks among the first line's made hands but meets
    "4 to a royal flush" (AKQJ3 suited): never moved above it (with the full house and
    the other made hands, the move that would say least). The full house alone, which
    never meets it, is not moved either: the first line takes one move, the four of a
    kind's, and is longer than a pocket card's line already."""
    m = maker("double-double-bonus-9-6")
    table, chosen = m._short_level(10, "default", None, None)
    said = tidy(table, vocabulary(m.table), chosen.rules)

    def line_of(test: Callable[[Pattern], bool]) -> int:
        return next(i for i, r in enumerate(said) if any(test(p) for p in r))

    royal = line_of(lambda p: p.draw is Draw.ROYAL_FLUSH and p.held == 4)
    for made in (Made.FLUSH, Made.STRAIGHT, Made.FULL_HOUSE):
        assert line_of(lambda p, made=made: p.made is made) > royal, made
    quads = [
        i
        for i, r in enumerate(said)
        for p in r
        if p.kind is Kind.MADE and p.made is Made.FOUR_OF_A_KIND
    ]
    assert set(quads) == {0}
