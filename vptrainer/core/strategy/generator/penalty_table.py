"""Penalty-card variants of a table's items, played only where their parent plays.

A variant of a pattern (``suited QT`` with no flush card discarded) matches a subset of
its parent's deals: its entries are computed on those deals alone (a small part of
the table for most parents), which makes a table with a thousand variants cheap
enough for the default level search (:meth:`.charts.StrategyMaker.level`).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

import numpy as np

from vptrainer.core.strategy.generator.exceptions import conditions, lone_conditions
from vptrainer.core.strategy.generator.model import I64, AtomTable, Entries, with_entries
from vptrainer.core.strategy.generator.model import pattern_entries as _pattern_entries
from vptrainer.core.strategy.generator.vocabulary import canonical
from vptrainer.core.strategy.patterns import Pattern


def penalty_variants(
    table: AtomTable, parents: Sequence[int]
) -> tuple[AtomTable, dict[int, tuple[int, ...]]]:
    """:func:`penalty_and_chain_variants` without chain parents."""
    out, variants, _ = penalty_and_chain_variants(table, parents)
    return out, variants


def penalty_and_chain_variants(
    table: AtomTable, parents: Sequence[int], lone: Sequence[int] = ()
) -> tuple[AtomTable, dict[int, tuple[int, ...]], dict[int, tuple[int, ...]]]:
    """``table`` with the penalty-card variants of the items ``parents`` (one penalty
    condition each: a discarded flush card, straight card, high card or card of a rank,
    none or any) after its items, and each parent's variants (items of the new table).
    Each variant's entries are those of its parent's deals: exactly what
    :func:`~.model.with_patterns` would give, computed on fewer deals. Then the
    variants of the cards held alone ``lone`` that only the chain move uses
    (:func:`~.exceptions.lone_conditions`, and the conditions of :func:`conditions` a
    lone card that is not among ``parents`` lacks), each such parent's apart."""
    game = table.game
    e = table.entries
    deal_of = np.repeat(np.arange(table.n, dtype=np.int64), e.cnt)
    seen = set(table.atoms)
    patterns: list[Pattern] = []
    variants: dict[int, list[int]] = {}
    chains: dict[int, list[int]] = {}
    groups: list[tuple[I64, list[Pattern]]] = []
    asked = [(a, False) for a in parents] + [(a, True) for a in lone]
    for a, chain in asked:
        parent = table.atoms[a]
        mine: list[Pattern] = []
        said = [] if chain and a in parents else list(conditions(parent, game, pairs=False))
        if chain:
            said += lone_conditions(parent, game)
        for penalties in said:
            c = canonical(replace(parent, penalties=penalties), game)
            if c is None or c in seen:
                continue
            seen.add(c)
            into = chains if chain else variants
            into.setdefault(a, []).append(len(table.atoms) + len(patterns) + len(mine))
            mine.append(c)
        if mine:
            groups.append((np.unique(deal_of[e.item == a]), mine))
            patterns.extend(mine)
    if not patterns:
        return table, {}, {}
    deals: list[I64] = []
    columns: list[list[I64]] = [[] for _ in range(5)]
    offset = 0
    for rows, mine in groups:
        found = _pattern_entries(game, table.holds, mine, rows)
        deals.append(np.repeat(rows, found.cnt))
        for column, values in zip(
            columns,
            (found.item + offset, found.found, found.made, found.best, found.worst),
            strict=True,
        ):
            column.append(values)
        offset += len(mine)
    deal = np.concatenate(deals)
    order = np.argsort(deal, kind="stable")
    cnt = np.bincount(deal, minlength=table.n).astype(np.int64)
    ptr = np.zeros(table.n + 1, dtype=np.int64)
    np.cumsum(cnt, out=ptr[1:])
    extra = Entries(ptr, cnt, *(np.concatenate(c)[order] for c in columns))
    out = with_entries(table, patterns, extra)
    return (
        out,
        {a: tuple(v) for a, v in variants.items()},
        {a: tuple(v) for a, v in chains.items()},
    )
