"""The long levels' chain move (a penalty variant of a card held alone put in above its
rule, with a rule lifted between them: sigmajove's "Just an A [no fp]" / "AK, AQ, AJ" /
"A only") against the slow oracle: the rules' exact totals by ``make_level``, and the
lone-card variants' table against ``with_patterns``."""

from __future__ import annotations

from collections.abc import Callable
from functools import cache

import numpy as np
import pytest

from vptrainer.core.strategy.generator import model
from vptrainer.core.strategy.generator import rules as rule_sets
from vptrainer.core.strategy.generator.charts import StrategyMaker, _penalty_search
from vptrainer.core.strategy.generator.exceptions import is_lone, lone_conditions
from vptrainer.core.strategy.generator.levels import Rules, SectionSearch, make_sections
from vptrainer.core.strategy.generator.penalty_table import penalty_and_chain_variants
from vptrainer.core.strategy.patterns import Penalty, PenaltyKind, SuitMode

Maker = Callable[[str], StrategyMaker]
_ACE, _TEN = 12, 8


@cache
def _chain_setup(
    m: StrategyMaker,
) -> tuple[model.AtomTable, dict[int, tuple[int, ...]], SectionSearch, Rules]:
    """Jacks 9/6's extended table with chain variants of its first lone card (the
    ace), the search of its one section and the basic strategy's rules there."""
    extended = m._extended_table()
    ace = next(
        a
        for r in m.basic_rules()
        for a in r
        if is_lone(extended.atoms[a]) and a < len(m.atoms().atoms)
    )
    assert extended.atoms[ace].ranks == (_ACE,)
    table, variants, chains = penalty_and_chain_variants(extended, [], [ace])
    assert not variants and set(chains) == {ace}
    ((section, start),) = make_sections(table, m.basic_rules())
    return table, chains, _penalty_search(section, variants, None, lambda: None, chains), start


def _global(search: SectionSearch, rules: Rules) -> Rules:
    return tuple(tuple(int(search.s.items[i]) for i in r) for r in rules)


def test_lone_card_conditions_are_sigmajoves_and_only_for_a_card_alone(maker: Maker) -> None:
    table = maker("jacks-or-better-9-6").atoms()
    ace = next(p for p in table.atoms if is_lone(p) and p.ranks == (_ACE,))
    said = set(lone_conditions(ace, table.game))
    assert (Penalty(PenaltyKind.RANK, (0, 0), frozenset(range(4))),) in said  # [no <= 5]
    ten_offsuit = Penalty(PenaltyKind.RANK, (1, 5), frozenset({_TEN}), SuitMode.OFF)
    assert (ten_offsuit,) in said  # [dsc T offsuit]
    two_cards = next(p for p in table.atoms if p.held == 2 and p.kind is ace.kind)
    assert not is_lone(two_cards) and not list(lone_conditions(two_cards, table.game))


@pytest.mark.slow
def test_chain_variants_on_their_parents_deals_are_the_whole_tables(maker: Maker) -> None:
    """Each lone-card variant's entries (computed on its parent's deals) are those the
    whole table gives it (two of them: sigmajove's)."""
    m = maker("jacks-or-better-9-6")
    table, chains, _, _ = _chain_setup(m)
    extended = m._extended_table()
    (ace,) = chains
    said = [table.atoms[v] for v in chains[ace]]
    assert len(said) == len(set(said)) > 10
    assert all(p.ranks == (_ACE,) and p.penalties for p in said)
    ten_offsuit = Penalty(PenaltyKind.RANK, (1, 5), frozenset({_TEN}), SuitMode.OFF)
    no_low = Penalty(PenaltyKind.RANK, (0, 0), frozenset(range(4)))
    chosen = [v for v in chains[ace] if table.atoms[v].penalties in ((ten_offsuit,), (no_low,))]
    assert len(chosen) == 2
    whole = model.with_patterns(extended, [table.atoms[v] for v in chosen])
    fast, slow = table.entries, whole.entries
    for j, v in enumerate(chosen):
        mine = fast.item == v
        theirs = slow.item == len(extended.atoms) + j
        assert mine.sum() == theirs.sum() > 0
        for name in ("found", "made", "best", "worst"):
            assert (getattr(fast, name)[mine] == getattr(slow, name)[theirs]).all(), name
        deal_fast = np.repeat(np.arange(table.n), fast.cnt)[mine]
        deal_slow = np.repeat(np.arange(whole.n), slow.cnt)[theirs]
        assert (deal_fast == deal_slow).all()


def test_a_chain_is_a_variant_above_a_lifted_rule_above_its_card_priced_as_make_level(
    maker: Maker,
) -> None:
    m = maker("jacks-or-better-9-6")
    table, chains, search, start = _chain_setup(m)
    found = search.chains(start)
    assert found is not None
    rules, total = found
    assert 1 <= len(rules) - len(start) <= 2
    assert total == search.summary(rules).total
    # the variant, then the lifted rule, then the card's own rule
    (ace,) = chains
    mine = {int(x): i for i, x in enumerate(search.s.items)}
    v_at = next(
        i for i, r in enumerate(rules) if len(r) == 1 and int(search.s.items[r[0]]) in chains[ace]
    )
    assert mine[ace] in rules[v_at + 2]
    assert rules[v_at + 1] not in start or start.index(rules[v_at + 1]) > start.index(
        rules[v_at + 2]
    )
    # priced together, exactly: the oracle's totals of the whole chart
    oracle = rule_sets.make_level(table, _global(search, rules))
    assert search.exact(rules)[:2] == (oracle.total, oracle.worst_total)


def test_the_chain_pass_keeps_a_level_only_where_its_exact_total_rises(maker: Maker) -> None:
    m = maker("jacks-or-better-9-6")
    table, _, search, start = _chain_setup(m)
    n = len(start)
    found = {n: (start, search.summary(start).total)}
    before = {
        k: rule_sets.make_level(table, _global(search, r)).worst_total
        for k, (r, _) in found.items()
    }
    search.chain_pass(found, range(n, n + 1))
    assert set(found) >= {n}
    for k, (rules, _) in found.items():
        assert len(rules) == k
        oracle = rule_sets.make_level(table, _global(search, rules)).worst_total
        assert search.exact(rules)[1] == oracle
        if k in before:
            assert oracle >= before[k]
    assert found[n][0] == start or (
        rule_sets.make_level(table, _global(search, found[n][0])).worst_total > before[n]
    )


@pytest.mark.parametrize("size", [0, 1])
def test_no_chain_without_chain_variants(maker: Maker, size: int) -> None:
    m = maker("jacks-or-better-9-6")
    _, _, search, start = _chain_setup(m)
    plain = SectionSearch(search.s)
    assert plain.chains(start[: len(start) - size]) is None
