"""A wild game's exceptions as published Deuces Wild charts write them, against slow,
obvious oracles: the conditions' meaning deal by deal (sigmajove's ``RF 3 (AK) [no fp,
no sp, no 3]`` and ``RF 2 (Q high) [dsc AK, no 8 or 9, no fp]``), and the basic strategy
with its exceptions joined where they go to one place priced by the evaluator."""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import replace
from fractions import Fraction

import pytest

from vptrainer.core.strategy.evaluation import evaluate_strategy
from vptrainer.core.strategy.generator import rules as rule_sets
from vptrainer.core.strategy.generator.charts import EXCEPTIONS, StrategyMaker
from vptrainer.core.strategy.generator.exceptions import conditions
from vptrainer.core.strategy.language import make_strategy
from vptrainer.core.strategy.matching import compile_strategy, rule_holds
from vptrainer.core.strategy.patterns import Kind, Pattern, Penalty, PenaltyKind

Maker = Callable[[str], StrategyMaker]
DEUCES = "deuces-wild-full-pay"
RANKS = "23456789TJQKA"  # rank r is RANKS[r]: 0 the deuce, 12 the ace
_NONE, _ANY = (0, 0), (1, 5)


def _parent(m: StrategyMaker, ranks: str, wilds: int) -> Pattern:
    """The atom of suited ``ranks`` (naturals) held with ``wilds`` deuces."""
    want = tuple(RANKS.index(c) for c in ranks)
    return next(
        p
        for p in m.atoms().atoms
        if p.kind is Kind.RANKS
        and p.ranks == want
        and p.suited is True
        and p.wilds == (wilds, wilds)
        and p.held == len(ranks) + wilds
        and not p.penalties
    )


def _matches(pattern: Pattern, m: StrategyMaker, deal: str, mask: int) -> bool:
    """Whether ``pattern`` matches holding ``mask`` (bit i: the deal's card i)."""
    compiled = compile_strategy(make_strategy([[pattern]], m.game), check=False)
    return bool(rule_holds(compiled, deal)[0] >> mask & 1)


def _deals(held: list[str], free: int, seed: int) -> list[list[str]]:
    """60 deals of the ``held`` cards and ``free`` random others (no deuce; no rank
    twice among the others)."""
    rng = random.Random(seed)
    cards = [r + s for r in RANKS[1:] for s in "cdhs" if r + s not in held]
    out: list[list[str]] = []
    while len(out) < 60:
        others = rng.sample(cards, free)
        if len({c[0] for c in others}) == free:
            out.append(held + others)
    return out


def test_wild_conditions_are_the_published_ones_and_only_for_wild_games(maker: Maker) -> None:
    m = maker(DEUCES)
    no_fp, no_sp = Penalty(PenaltyKind.FLUSH, _NONE), Penalty(PenaltyKind.STRAIGHT, _NONE)
    three = Penalty(PenaltyKind.RANK, _NONE, frozenset({1}))
    assert (no_fp, no_sp, three) in set(conditions(_parent(m, "AK", 1), m.game))
    dsc = tuple(Penalty(PenaltyKind.RANK, _ANY, frozenset({RANKS.index(c)})) for c in "KA")
    two = (no_fp, Penalty(PenaltyKind.STRAIGHT, (2, 2)), *dsc)
    qj = set(conditions(_parent(m, "QJ", 0), m.game))
    assert two in qj
    # the pairs of discarded straight cards: two of A, K, T, 9, 8
    assert sum(len(c) == 4 for c in qj) == 10
    jacks = maker("jacks-or-better-9-6").atoms()
    kq = next(p for p in jacks.atoms if p.ranks == (11, 10) and p.suited and p.held == 2)
    assert max(len(c) for c in conditions(kq, jacks.game)) == 2


def test_three_conditions_match_what_they_say_deal_by_deal(maker: Maker) -> None:
    """suited AK with a deuce, no discarded flush card, straight card (Q, J, T) or 3."""
    m = maker(DEUCES)
    no_fp, no_sp = Penalty(PenaltyKind.FLUSH, _NONE), Penalty(PenaltyKind.STRAIGHT, _NONE)
    three = Penalty(PenaltyKind.RANK, _NONE, frozenset({1}))
    said = replace(_parent(m, "AK", 1), penalties=(no_fp, no_sp, three))
    seen = set()
    for deal in _deals(["As", "Ks", "2d"], 2, seed=1):
        discards = deal[3:]
        obvious = not any(c[1] == "s" or c[0] in "QJT3" for c in discards)
        assert _matches(said, m, " ".join(deal), 0b00111) is obvious, deal
        seen.add(obvious)
    assert seen == {True, False}


def test_two_named_straight_discards_match_what_they_say_deal_by_deal(maker: Maker) -> None:
    """suited QJ with A and K discarded, no 8 or 9 (nor T), no flush card."""
    m = maker(DEUCES)
    two = next(
        c
        for c in conditions(_parent(m, "QJ", 0), m.game)
        if len(c) == 4 and {RANKS.index("A"), RANKS.index("K")} == {r for p in c for r in p.ranks}
    )
    said = replace(_parent(m, "QJ", 0), penalties=two)
    deals = _deals(["Qs", "Js", "Ad", "Kc"], 1, seed=2) + _deals(["Qs", "Js"], 3, seed=3)
    seen = set()
    for deal in deals:
        discards = deal[2:]
        straight = sorted(c[0] for c in discards if c[0] in "AKT98")  # cards, not ranks
        obvious = not any(c[1] == "s" for c in discards) and straight == ["A", "K"]
        assert _matches(said, m, " ".join(deal), 0b00011) is obvious, deal
        seen.add(obvious)
    assert seen == {True, False}


@pytest.mark.slow
def test_joined_exceptions_price_as_the_evaluator_reads_them(maker: Maker) -> None:
    """The basic strategy with its exceptions, those at one place joined into one rule:
    a rule fewer for each exception that shares a place than with them apart; its exact
    totals those the evaluator gives its patterns (the slow reading, deal by deal); no
    candidate kept that another beats with as many rules or fewer."""
    m = maker(DEUCES)
    found = m._basic_with_exceptions(EXCEPTIONS, None)
    _, chosen = m._exceptions_table(EXCEPTIONS, None)
    base = len(m._chart_rules()[0].atoms)
    joined = [(t, lv) for t, lv in found if any(len(r) > 1 and min(r) >= base for r in lv.rules)]
    assert joined, "the Deuces exceptions share places (suited AT, AJ, AQ, AK: one deuce)"
    table, level = joined[-1]
    apart = tuple(s for r in level.rules for s in ([(a,) for a in r] if min(r) >= base else [r]))
    mine = sorted(a for r in apart if min(r) >= base for a in r)
    count = len(mine)
    assert mine == list(range(base, base + count))  # the first ``count`` exceptions
    places = {(e.above, e.split) for e in chosen[:count]}
    assert len(level.rules) == len(apart) - count + len(places) < len(apart)
    assert rule_sets.make_level(table, level.rules) == level
    strategy = make_strategy([[table.atoms[a] for a in r] for r in level.rules], m.game)
    result = evaluate_strategy(m.prepared, strategy, holds=m.holds)
    assert result.return_worst_exact == Fraction(level.worst_total, m.denominator)
    assert result.return_exact == Fraction(level.total, m.denominator)
    for _, a in found:
        assert not any(
            len(b.rules) <= len(a.rules)
            and b.worst_total >= a.worst_total
            and (len(b.rules), -b.worst_total) < (len(a.rules), -a.worst_total)
            for _, b in found
        )
