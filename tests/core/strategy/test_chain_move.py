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


def _replacements(search: SectionSearch, rules: Rules) -> list[Rules]:
    """Every rule with a penalty or chain variant ``v`` of an item, ``v`` replaced by
    each other variant of that item that does not play (the slow way: all of them)."""
    family = {x: {*search.variants.get(x, ()), *vs} for x, vs in search.chain_variants.items()}
    for x, vs in search.variants.items():
        family.setdefault(x, set()).update(vs)
    playing = {i for r in rules for i in r}
    out = []
    for r, rule in enumerate(rules):
        for v in rule:
            for vs in family.values():
                if v in vs:
                    out += [
                        (*rules[:r], tuple(sorted({*rule, w} - {v})), *rules[r + 1 :])
                        for w in sorted(vs - playing)
                    ]
    return out


def _puts(search: SectionSearch, rules: Rules) -> list[Rules]:
    """Every other variant of such an item put in as a rule of its own below ``v``'s."""
    out = []
    for trial in _replacements(search, rules):
        r = next(i for i, (a, b) in enumerate(zip(rules, trial, strict=True)) if a != b)
        (w,) = set(trial[r]) - set(rules[r])
        out.append((*rules[: r + 1], (w,), *rules[r + 1 :]))
    return out


def test_bracket_moves_are_the_best_of_all_priced_one_by_one(maker: Maker) -> None:
    """The bracket moves (a chain variant replaced by another variant of its card, or
    another put in below it), ranked by their gains on the deals they change, are the
    best of every such move priced with a whole summary; their exact totals are the
    oracle's (``make_level``). On the chain move's rules at 15 rules of Jacks or Better
    9/6 and on those with the chain's variant replaced by the one that plays worst there
    (which the move undoes)."""
    m = maker("jacks-or-better-9-6")
    table, _, search, start = _chain_setup(m)
    chained = search.chains(search.descend(start, 15)[15][0])
    assert chained is not None
    worst = min(_replacements(search, chained[0]), key=lambda t: search.summary(t).total)
    improved = 0
    for rules in (chained[0], worst):
        base = search.summary(rules).total
        same, more = search.brackets(rules)
        replaced = {t: search.summary(t).total for t in _replacements(search, rules)}
        put = {t: search.summary(t).total for t in _puts(search, rules)}
        assert len(replaced) == len(put) > 10
        for found, every in ((same, replaced), (more, put)):
            best = max(every.values())
            if best > base:
                assert found is not None and found[1] == best == every[found[0]]
                oracle = rule_sets.make_level(table, _global(search, found[0]))
                assert search.exact(found[0])[1] == oracle.worst_total
                improved += 1
            else:
                assert found is None
    assert improved >= 3


def test_bracket_gains_are_exact_on_a_rule_of_one_variant(maker: Maker) -> None:
    """Each bracket move's gain on the deals it changes is the whole summary's change,
    for every sibling variant of the chain move's card at 15 rules (a rule of one item)."""
    _, _, search, start = _chain_setup(maker("jacks-or-better-9-6"))
    chained = search.chains(search.descend(start, 15)[15][0])
    assert chained is not None
    rules = chained[0]
    base = search.summary(rules).total
    swaps, puts = search.bracket_gains(rules)
    assert len(swaps) == len(puts) > 10
    assert all(len(rules[r]) == 1 for _, r, _, _ in swaps)
    assert any(gain != 0 for gain, _, _, _ in swaps) and any(gain != 0 for gain, _, _ in puts)
    for gain, r, v, w in swaps:
        assert rules[r] == (v,)
        trial = (*rules[:r], (w,), *rules[r + 1 :])
        assert search.summary(trial).total - base == gain
    for gain, r, w in puts:
        trial = (*rules[: r + 1], (w,), *rules[r + 1 :])
        assert search.summary(trial).total - base == gain


def test_no_bracket_moves_without_variants(maker: Maker) -> None:
    _, _, search, start = _chain_setup(maker("jacks-or-better-9-6"))
    assert SectionSearch(search.s).brackets(start) == (None, None)
