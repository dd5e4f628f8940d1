"""Exceptions of a basic strategy: rules cut in two where no deal plays otherwise, and
exceptions between their parts (issue 24: a joined rule left an exception nowhere to go)."""

from __future__ import annotations

import itertools
from collections.abc import Callable
from fractions import Fraction

import numpy as np
import pytest
from shared_makers import kept_price

from vptrainer.core.strategy.evaluation import evaluate_strategy
from vptrainer.core.strategy.game import game_of
from vptrainer.core.strategy.generator.charts import EXCEPTIONS, StrategyMaker
from vptrainer.core.strategy.generator.exceptions import (
    cut_rules,
    exception_lines,
    find_exceptions,
    rule_cuts,
)
from vptrainer.core.strategy.generator.model import AtomTable
from vptrainer.core.strategy.generator.report import chart_json, exceptions_comment
from vptrainer.core.strategy.generator.rules import Rules, first_rules
from vptrainer.core.strategy.generator.text import rule_text
from vptrainer.core.strategy.language import parse_strategy
from vptrainer.core.strategy.patterns import Made

Maker = Callable[[str], StrategyMaker]


def _made(table: AtomTable, atoms: tuple[int, ...]) -> set[Made | None]:
    return {table.atoms[a].made for a in atoms}


def _same_play(table: AtomTable, a: Rules, b: Rules) -> bool:
    _, best_a, worst_a = first_rules(table, a)
    _, best_b, worst_b = first_rules(table, b)
    return bool(np.array_equal(best_a, best_b) and np.array_equal(worst_a, worst_b))


def test_a_rule_is_cut_exactly_where_no_deal_plays_otherwise(maker: Maker) -> None:
    """Each cut against the plain reckoning: the rules with that one rule cut in two, its
    first part played first, play every deal as before, read either way."""
    table, rules = maker("jacks-or-better-9-6")._chart_rules()
    cuts = rule_cuts(table, rules)
    places = [(r, k) for r, atoms in enumerate(rules) for k in range(1, len(atoms))]
    for r, k in places[:: max(1, len(places) // 12)]:  # a dozen, spread over the chart
        cut = (*rules[:r], rules[r][:k], rules[r][k:], *rules[r + 1 :])
        assert (k in cuts[r]) == _same_play(table, rules, cut), (r, k)
    # a high pair and two pair in one rule, the pair first: cut there, two pair with a
    # high pair would be broken
    pair = next(r for r, a in enumerate(rules) if _made(table, a) == {Made.PAIR})
    two = next(r for r, a in enumerate(rules) if _made(table, a) == {Made.TWO_PAIR})
    joined = tuple(a for r, a in enumerate(rules) if r not in (pair, two))
    joined = (*joined[: min(pair, two)], rules[pair] + rules[two], *joined[min(pair, two) :])
    at = min(pair, two)
    assert len(rules[pair]) not in rule_cuts(table, joined)[at]
    assert not _same_play(table, joined, (*joined[:at], rules[pair], rules[two], *joined[at + 1 :]))
    # every cut at once plays as the rules do too
    fine, origin = cut_rules(rules, cuts)
    assert _same_play(table, rules, fine)
    assert [tuple(a for part, (o, _) in zip(fine, origin, strict=True) if o == r for a in part)
            for r in range(len(rules))] == [tuple(r) for r in rules]  # fmt: skip


def _price(m: StrategyMaker, text: str) -> Fraction:
    """The exact return of ``text`` (kept between runs of the same core)."""

    def price() -> Fraction:
        strategy = parse_strategy(text, game_of(m.table))
        return evaluate_strategy(m.prepared, strategy, holds=m.holds).return_exact

    return kept_price(m.table, text, price)


@pytest.mark.slow
def test_an_exception_goes_between_the_hands_of_a_joined_rule(maker: Maker) -> None:
    """Not So Ugly Ducks: a deuce with a discarded 3 beats suited 54 and not suited 65,
    which one rule of the basic chart names together; each chart with its first exceptions
    (some above the same rule, from different places) reads back into what they say."""
    m = maker("deuces-wild-nsud")
    found = m.exceptions(12)
    first = found.rules[0]
    assert first.text.startswith("1 deuce with a discarded 3") and first.split > 0
    for count in range(1, len(found.rules) + 1):
        text = m.text_with_exceptions(found, count)
        assert _price(m, text) == found.rules[count - 1].return_after, count
    text = m.text_with_exceptions(found, 1).splitlines()
    at = next(i for i, line in enumerate(text) if line.endswith("# exception"))
    assert text[at - 1].endswith("suited 65") and text[at + 1].endswith("suited 54")


def test_the_exceptions_search_reports_its_progress(maker: Maker) -> None:
    """As the Exceptions page asks for them: with a progress callback, the same
    exceptions as the maker's, the progress rising to its end."""
    m = maker("jacks-or-better-9-6")
    table, rules = m._chart_rules()
    seen: list[tuple[int, int]] = []
    found = find_exceptions(
        table,
        rules,
        max_count=8,
        parents_of=len(m.atoms().atoms),
        progress=lambda done, total: seen.append((done, total)),
    )
    assert found.rules == m.exceptions(8).rules
    assert seen and all(done <= total for done, total in seen)
    assert [done for done, _ in seen] == sorted(done for done, _ in seen)


def test_exceptions_that_differ_only_in_their_ranks_are_one_line(maker: Maker) -> None:
    """Bonus Poker 8/5 (issue 24): suited 432, 542 and 532 with a discarded T, found one
    after another for the same place, were three lines where a card says one list; each
    line reads back into its exceptions' patterns and is worth what they are together."""
    m = maker("bonus-poker-8-5")
    found = m.exceptions(EXCEPTIONS)
    lines = exception_lines(found, m.game)
    assert [e for line in lines for e in line.members] == list(found.rules)  # each, in order
    joined = {line.text: line for line in lines if len(line.members) > 1}
    ten = joined["suited 542, 532, 432 with a discarded T"]
    assert sorted(e.text for e in ten.members) == [
        f"suited {ranks} with a discarded T" for ranks in ("432", "532", "542")
    ]
    assert ten.deals == sum(e.deals for e in ten.members)
    before = found.basic_return
    for line in lines:
        first = line.first
        assert all((e.above, e.split) == (first.above, first.split) for e in line.members)
        back = parse_strategy(line.text, m.game).rules
        assert len(back) == 1 and set(back[0].patterns) == {e.pattern for e in line.members}
        assert line.return_after == before + line.gain == line.members[-1].return_after
        before = line.return_after
    # neighbours at other places, or of other words, stay lines of their own
    for a, b in itertools.pairwise(lines):
        if (a.first.above, a.first.split) == (b.first.above, b.first.split):
            assert " | " in rule_text([e.pattern for e in (*a.members, *b.members)], m.game)
    basic = m.basic()
    text = exceptions_comment(found, basic)
    assert ": suited 542, 532, 432 with a discarded T   (+" in text
    assert "suited 432 with a discarded T" not in text
    doc = chart_json(basic, found)
    assert [e["line"] for e in doc["exceptions"]].count(ten.text) == 3
