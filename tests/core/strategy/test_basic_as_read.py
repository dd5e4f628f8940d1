"""The basic strategy as its chart reads: a rule the chart writes coarser (where that
changes no deal) takes the deals of a rule above it once that rule is deleted, so a
deletion the search of single items prices as a loss can add to the chart's return.
The generator deletes such rules (``charts._deleted_as_read``); Kings or Better Joker
Poker's basic strategy had one ("4 to a flush with no high cards" above the straight
and the three-card royals: 100.623372%, 100.636422% without it)."""

from __future__ import annotations

from collections.abc import Callable
from fractions import Fraction

import pytest
from shared_makers import kept_price, kept_value

from vptrainer.core.strategy.evaluation import evaluate_strategy
from vptrainer.core.strategy.game import game_of
from vptrainer.core.strategy.generator import charts
from vptrainer.core.strategy.generator import rules as rule_sets
from vptrainer.core.strategy.generator.charts import StrategyMaker
from vptrainer.core.strategy.language import parse_strategy

Maker = Callable[[str], StrategyMaker]

KINGS = "joker-poker-kings-full-pay"
# the basic strategy before the deletion, as the language priced its chart
KINGS_BEFORE = Fraction(1006233718878222, 10**15)


def _read(m: StrategyMaker) -> rule_sets.Rules:
    """The basic strategy's rules as its chart says them, as items of the table."""
    table = m._extended_table()
    index = {p: j for j, p in enumerate(table.atoms)}
    return tuple(tuple(index[p] for p in r) for r in m._tidy_basic() if r)


def test_deletion_gains_are_what_each_deletion_adds(maker: Maker) -> None:
    """The kernel's gains against the rules priced again without each rule (the
    "discard everything" rules are never deleted)."""
    m = maker(KINGS)
    table = m._extended_table()
    read = _read(m)
    base = rule_sets.make_level(table, read).worst_total
    gains = charts._deletion_gains(table, read)
    checked = 0
    for i in range(0, len(read), 4):
        if gains[i] == min(gains):
            continue  # "discard everything"
        trial = read[:i] + read[i + 1 :]
        assert int(gains[i]) == rule_sets.make_level(table, trial).worst_total - base, i
        checked += 1
    assert checked >= 15


@pytest.mark.slow
def test_no_line_of_kings_basic_chart_struck_out_returns_more(maker: Maker) -> None:
    """The first lines of the Kings or Better basic chart's "No joker" section (the
    made hands and the draws above the pairs), each deleted from the chart's text and
    the text priced by the language: none returns more than the chart (the line the
    generator kept before, 6th there, deleted, returned 0.013 points more)."""
    m = maker(KINGS)
    chart = m.basic()
    assert chart.return_worst_exact > KINGS_BEFORE + Fraction(13, 100_000) / 100
    text = chart.text(comments=False)
    lines = text.splitlines()
    start = lines.index("No joker:")
    rules = [i for i in range(start + 1, len(lines)) if lines[i][:1].isdigit()][:12]
    assert len(rules) == 12
    game = game_of(m.table)

    def price(text: str) -> Fraction:
        strategy = parse_strategy(text, game)
        return evaluate_strategy(m.prepared, strategy, holds=m.holds).return_worst_exact

    for i in rules:
        struck = "\n".join(lines[:i] + lines[i + 1 :])

        def priced(text: str = struck) -> Fraction:
            return price(text)

        returned = kept_price(m.table, struck, priced)
        assert returned <= chart.return_worst_exact, lines[i]


def _searched_from(m: StrategyMaker, *, other_start: bool) -> StrategyMaker:
    """A new maker of ``m``'s table with its basic strategy (and, with ``other_start``,
    the search's rules before the deletion as read)."""
    fresh = StrategyMaker(m.prepared, holds=m.holds)
    fresh._atom_basic = m.basic_atom_rules()
    fresh._basic = m.basic_rules()
    fresh._searched = m._searched if other_start else None
    return fresh


@pytest.mark.slow
def test_levels_descend_from_the_search_before_the_deletion_too(maker: Maker) -> None:
    """Kings or Better's levels are searched from the basic strategy and from its
    search's rules before the deletion (the short levels depend on where a descent
    starts): at 20 rules 100.394153%, against 100.286278% from the basic strategy
    alone, and the 100.394153% of the basic strategy before the deletion."""
    m = maker(KINGS)
    assert m._searched is not None and len(m._searched) > len(m.basic_rules())

    def returns() -> tuple[int, Fraction, Fraction]:
        both = _searched_from(m, other_start=True).level(20)
        alone = _searched_from(m, other_start=False).level(20)
        return both.rule_count, both.return_worst_exact, alone.return_worst_exact

    # kept between runs of the same core (two level searches of a 53-card table)
    count, both, alone = kept_value(m.table.name, "two-starts", f"{m.table!r}\0{20}", returns)
    assert count <= 20
    assert both > alone
    assert both >= Fraction(100_394_153, 10**8) / 100
