"""The exceptions of a basic strategy: penalty-card rules that fix its mistakes.

Where the basic strategy does not make the optimal hold, the optimal hold is usually
an earlier pattern that a discarded card makes worth more (or less): a *penalty
card*. :func:`find_exceptions` tries, for the patterns whose hands lose most, the
same pattern narrowed by a discarded flush card, straight card, high card or card
of a rank (``4 to an outside straight with a discarded flush card``), placed above
any rule; it keeps the exception that adds most to the exact return, then the next,
each with how often it changes the play and what ignoring it costs.

An exception may also go *into* a rule that joins several hands (``suited KQJ, QJT``:
a pair of jacks with a discarded king beats suited QJT, not suited KQJ): the rule is
cut in two where that changes no deal's play (:func:`rule_cuts`), the exception
between its parts.
"""

from __future__ import annotations

import itertools
import threading
from collections.abc import Callable, Iterator
from dataclasses import dataclass, replace
from fractions import Fraction

import numpy as np

from vptrainer.core.engine.hold_table import weighted_total
from vptrainer.core.errors import Cancelled
from vptrainer.core.strategy.game import Game
from vptrainer.core.strategy.generator import _kernels as kernels
from vptrainer.core.strategy.generator.model import I64, AtomTable, pattern_entries
from vptrainer.core.strategy.generator.rules import Rules, first_rules, rule_entries
from vptrainer.core.strategy.generator.text import rule_text
from vptrainer.core.strategy.generator.vocabulary import canonical
from vptrainer.core.strategy.patterns import (
    MAX_COUNT,
    Draw,
    Kind,
    Pattern,
    Penalty,
    PenaltyKind,
    SuitMode,
    pattern_text,
)

Progress = Callable[[int, int], None]


@dataclass(frozen=True)
class ExceptionRule:
    """An exception: a rule placed above a rule of the basic strategy (or into it: above
    its hands after the first ``split``, the rule cut in two there)."""

    text: str
    pattern: Pattern
    above: int  # 0-based index of the basic rule it goes above
    deals: int  # deals whose play it changes
    gain: Fraction  # what it adds to the return: what ignoring it costs
    return_after: Fraction  # the basic return with this and every exception before it
    split: int = 0  # items of that rule (in order) left above it: 0, above the whole rule


@dataclass(frozen=True)
class Exceptions:
    """The exceptions found, best first, and what is left of the cost."""

    rules: tuple[ExceptionRule, ...]
    basic_return: Fraction
    optimal: Fraction
    remaining_deals: int  # deals still not played optimally with every exception

    @property
    def remaining(self) -> Fraction:
        """What every exception together still leaves against optimal play."""
        last = self.rules[-1].return_after if self.rules else self.basic_return
        return self.optimal - last


@dataclass(frozen=True)
class ExceptionLine:
    """Exceptions found one after another that go to the same place and differ only in
    their ranks, said as one line of a card as published charts say them (``suited 542,
    532, 432 with a discarded T``); most lines are one exception."""

    text: str
    members: tuple[ExceptionRule, ...]

    @property
    def first(self) -> ExceptionRule:
        """The first of its exceptions (all go to its place)."""
        return self.members[0]

    @property
    def deals(self) -> int:
        """Deals whose play the line changes."""
        return sum(e.deals for e in self.members)

    @property
    def gain(self) -> Fraction:
        """What the line adds to the return, with the lines before it."""
        return sum((e.gain for e in self.members), Fraction(0))

    @property
    def return_after(self) -> Fraction:
        """The basic return with this line and every one before it."""
        return self.members[-1].return_after


def exception_lines(exceptions: Exceptions, game: Game) -> tuple[ExceptionLine, ...]:
    """The exceptions as the lines of a card, in their order: consecutive exceptions
    that go to the same place (above or into the same rule) and share every word but
    their ranks are one comma list (its text reads back into their patterns)."""
    lines: list[ExceptionLine] = []
    for e in exceptions.rules:
        if lines:
            last = lines[-1]
            if (last.first.above, last.first.split) == (e.above, e.split):
                patterns = [*(m.pattern for m in last.members), e.pattern]
                text = rule_text(patterns, game)
                if " | " not in text:
                    lines[-1] = ExceptionLine(text, (*last.members, e))
                    continue
        lines.append(ExceptionLine(e.text, (e,)))
    return tuple(lines)


def rule_cuts(table: AtomTable, rules: Rules) -> list[tuple[int, ...]]:
    """Where each rule may be cut in two without changing any deal's play: the numbers
    ``k`` of its items (in order) such that its first ``k`` played before the others
    play every deal as the whole rule does, read for the player and against. (Cuts
    valid one by one are valid together: a deal that fits none of the items above a
    cut plays the part below it as the whole rule.)"""
    first, best, worst = first_rules(table, rules)
    e = table.entries
    rule_of = np.full(len(table.atoms), -1, dtype=np.int64)
    place = np.zeros(len(table.atoms), dtype=np.int64)
    for r, atoms in enumerate(rules):
        rule_of[list(atoms)] = r
        place[list(atoms)] = np.arange(len(atoms))
    deal_of = np.repeat(np.arange(table.n), e.cnt)  # a table's entries: deal by deal
    items = e.item[: deal_of.shape[0]]
    mine = (rule_of[items] >= 0) & (rule_of[items] == first[deal_of])
    at, deal_of, items = np.flatnonzero(mine), deal_of[mine], items[mine]
    by_rule = np.argsort(rule_of[items], kind="stable")
    bounds = np.searchsorted(rule_of[items][by_rule], np.arange(len(rules) + 1))
    ev = table.holds.ev
    out: list[tuple[int, ...]] = []
    for r, atoms in enumerate(rules):
        if len(atoms) < 2:
            out.append(())
            continue
        sel = by_rule[bounds[r] : bounds[r + 1]]
        deals, inv = np.unique(deal_of[sel], return_inverse=True)
        found, made, where = e.found[at[sel]], e.made[at[sel]], place[items[sel]]
        cuts = []
        for k in range(1, len(atoms)):
            top = where < k
            fits = np.zeros(deals.shape[0], dtype=np.int64)
            np.add.at(fits, inv[top], 1)
            acc_f = np.zeros(deals.shape[0], dtype=np.int64)
            acc_m = np.zeros(deals.shape[0], dtype=np.int64)
            np.bitwise_or.at(acc_f, inv[top], found[top])
            np.bitwise_or.at(acc_m, inv[top], made[top])
            some = fits > 0
            b = np.empty(int(some.sum()), dtype=np.int64)
            w = np.empty_like(b)
            kernels.revalue_few(acc_f[some], acc_m[some], deals[some], ev, b, w)
            if np.array_equal(b, best[deals[some]]) and np.array_equal(w, worst[deals[some]]):
                cuts.append(k)
        out.append(tuple(cuts))
    return out


def cut_rules(rules: Rules, cuts: list[tuple[int, ...]]) -> tuple[Rules, list[tuple[int, int]]]:
    """The rules cut at ``cuts``, and where each part comes from: its rule and the
    number of that rule's items above it."""
    parts: list[tuple[int, ...]] = []
    origin: list[tuple[int, int]] = []
    for r, (atoms, at) in enumerate(zip(rules, cuts, strict=True)):
        bounds = [0, *at, len(atoms)]
        for lo, hi in itertools.pairwise(bounds):
            parts.append(tuple(atoms[lo:hi]))
            origin.append((r, lo))
    return tuple(parts), origin


_ANY: tuple[int, int] = (1, MAX_COUNT)
_NONE: tuple[int, int] = (0, 0)


def conditions(p: Pattern, game: Game, *, pairs: bool = True) -> Iterator[tuple[Penalty, ...]]:
    """Penalty-card conditions that may matter to a pattern's holds (with ``pairs``, two
    of them together too)."""
    single = p.held - p.wilds[1] == 1 and p.kind in (Kind.RANKS, Kind.HIGH_CARDS)
    suited = (p.kind is Kind.DRAW and p.draw is not Draw.STRAIGHT) or p.suited is True or single
    straight = (p.kind is Kind.DRAW and p.draw is not Draw.FLUSH) or (
        p.kind is Kind.RANKS and len(p.ranks) >= 2
    )
    kinds = []
    if suited:
        kinds.append(PenaltyKind.FLUSH)
    if straight:
        kinds.append(PenaltyKind.STRAIGHT)
    if game.high_min is not None:
        kinds.append(PenaltyKind.HIGH)
    singles = [Penalty(kind, count) for kind in kinds for count in (_NONE, _ANY)]
    if PenaltyKind.FLUSH in kinds:
        singles.append(Penalty(PenaltyKind.FLUSH, (2, MAX_COUNT)))
    for s in singles:
        yield (s,)
    for a, b in itertools.combinations(singles, 2):
        if pairs and a.kind is not b.kind:
            yield (a, b)
    for r in sorted(game.natural_ranks):
        for count in (_NONE, _ANY):
            yield (Penalty(PenaltyKind.RANK, count, frozenset({r})),)
    if pairs and game.is_wild and {PenaltyKind.FLUSH, PenaltyKind.STRAIGHT} <= set(kinds):
        # a wild game's three together (sigmajove's ``RF 3 (AK) [no fp, no sp, no 3]``)
        both = (Penalty(PenaltyKind.FLUSH, _NONE), Penalty(PenaltyKind.STRAIGHT, _NONE))
        for r in sorted(game.natural_ranks):
            yield (*both, Penalty(PenaltyKind.RANK, _NONE, frozenset({r})))
        if len(p.ranks) == 2 and p.held - p.wilds[1] == 2 and p.suited is True:
            # two straight cards discarded, which, and no other (sigmajove's ``RF 2 (Q
            # high) [dsc AK, no 8 or 9, no fp]``)
            two = (Penalty(PenaltyKind.FLUSH, _NONE), Penalty(PenaltyKind.STRAIGHT, (2, 2)))
            around = _around(frozenset(p.ranks)) & game.natural_ranks
            for r, q in itertools.combinations(sorted(around), 2):
                ranks = (Penalty(PenaltyKind.RANK, _ANY, frozenset({x})) for x in (r, q))
                yield (*two, *ranks)


def _around(ranks: frozenset[int]) -> frozenset[int]:
    """The other ranks of the straights that hold every one of ``ranks`` (the ace low
    in A-5 too)."""
    windows = [frozenset({_ACE, 0, 1, 2, 3})] + [frozenset(range(i, i + 5)) for i in range(9)]
    return frozenset().union(*(w for w in windows if ranks <= w)) - ranks


def is_lone(p: Pattern) -> bool:
    """Whether a pattern is one natural card held alone, without conditions ("A only")."""
    return (
        p.kind is Kind.RANKS
        and len(p.ranks) == 1
        and p.held == 1
        and not p.wilds[1]
        and not p.penalties
    )


def lone_conditions(p: Pattern, game: Game) -> Iterator[tuple[Penalty, ...]]:
    """The conditions published charts put on a card held alone (sigmajove's ``Just an
    A [no <= 5]``, ``[dsc T offsuit]``): no (or a) discarded card of the ranks that make a
    straight with it below it, or above it (an ace: 2-5, and T-K); a discarded card of
    one of those ranks in the held card's suit (onsuit), or in another (offsuit).
    Nothing for another pattern (:func:`is_lone`)."""
    if not is_lone(p):
        return
    below, above = _straight_ranks(p.ranks[0])
    ranks = game.natural_ranks
    for side in (below & ranks, above & ranks):
        if len(side) > 1:
            for count in (_NONE, _ANY):
                yield (Penalty(PenaltyKind.RANK, count, side),)
    for r in sorted((below | above) & ranks):
        for suits in (SuitMode.ON, SuitMode.OFF):
            yield (Penalty(PenaltyKind.RANK, _ANY, frozenset({r}), suits),)


_ACE = 12


def _straight_ranks(rank: int) -> tuple[frozenset[int], frozenset[int]]:
    """The other ranks of the straights a card of ``rank`` is in (0: a deuce, 12: an
    ace), those below it and those above it; the ace is below a 2-5 (A-5), and an
    ace's own are 2-5 below and T-K above."""
    if rank == _ACE:
        return frozenset(range(4)), frozenset(range(8, 12))
    below = {x for x in range(rank - 4, rank) if x >= 0}
    if rank <= 3:
        below.add(_ACE)
    return frozenset(below), frozenset(x for x in range(rank + 1, rank + 5) if x <= _ACE)


def penalty_parents(
    table: AtomTable, rules: Rules, count: int, *, parents_of: int | None = None
) -> list[int]:
    """The atoms that lose most under ``rules``: the ``count`` whose hold is the optimal
    one where the rules play another, then the ``count`` whose hold is played where
    another is optimal (the ones a penalty card may split); only the first
    ``parents_of`` items (the atoms of a table with coarser patterns after them)."""
    entries = rule_entries(table, rules)
    has = entries.cnt > 0
    first_at = np.minimum(entries.ptr[:-1], entries.best.shape[0] - 1)
    current = np.where(has, entries.best[first_at], table.none_value)
    e = table.entries
    deal_of = np.repeat(np.arange(table.n), e.cnt)
    lost = table.optimal - current
    loss = (lost[deal_of] * table.weight[deal_of]).astype(np.float64)
    out: list[int] = []
    for where in (e.best == table.optimal[deal_of], e.best == current[deal_of]):
        mask = where & (lost[deal_of] > 0)
        by_atom = np.bincount(e.item[mask], weights=loss[mask], minlength=len(table.atoms))
        if parents_of is not None:
            by_atom[parents_of:] = 0
        for a in np.argsort(-by_atom, kind="stable")[:count]:
            kind = table.atoms[int(a)].kind
            if by_atom[a] > 0 and int(a) not in out and kind not in _NO_PENALTY:
                out.append(int(a))
    return out


_NO_PENALTY = (Kind.MADE, Kind.NOTHING, Kind.WILDS)


@dataclass
class _Candidate:
    pattern: Pattern
    deals: I64
    values: I64


def find_exceptions(
    table: AtomTable,
    basic: Rules,
    *,
    max_count: int = 25,
    parents: int = 30,
    parents_of: int | None = None,
    progress: Progress | None = None,
    cancel: threading.Event | None = None,
) -> Exceptions:
    """The exceptions of the basic strategy ``basic`` (rules of ``table``'s items),
    greedily, best first, while one adds to the return (at most ``max_count``); penalty
    cards on the first ``parents_of`` items only (the atoms; all by default). An
    exception goes above a rule, or into it where the rule can be cut (:func:`rule_cuts`)
    and that gains more than above it."""
    den = table.holds.total_denominator
    basic, origin = cut_rules(basic, rule_cuts(table, basic))
    whole = np.array([k == 0 for _, k in origin], dtype=bool)
    entries = rule_entries(table, basic)
    has = entries.cnt > 0
    first_at = np.minimum(entries.ptr[:-1], entries.best.shape[0] - 1)
    key = np.where(has, entries.item[first_at], len(basic)).astype(np.float64)
    current = np.where(has, entries.best[first_at], table.none_value)
    weight = table.weight
    optimal = table.optimal
    basic_total = weighted_total(current, weight)

    # the atoms whose hands lose most
    e = table.entries
    deal_of = np.repeat(np.arange(table.n), e.cnt)
    lost = optimal - current
    is_best = (e.best == optimal[deal_of]) & (lost[deal_of] > 0)
    loss_by_atom = np.bincount(
        e.item[is_best],
        weights=(lost[deal_of] * weight[deal_of])[is_best].astype(np.float64),
        minlength=len(table.atoms),
    )
    if parents_of is not None:
        loss_by_atom[parents_of:] = 0
    top = [int(a) for a in np.argsort(-loss_by_atom)[:parents] if loss_by_atom[a] > 0]
    candidates: list[_Candidate] = []
    for i, atom in enumerate(top):
        if cancel is not None and cancel.is_set():
            raise Cancelled("strategy generation cancelled")
        parent = table.atoms[atom]
        rows = np.unique(deal_of[e.item == atom])
        patterns = []
        for penalties in conditions(parent, table.game):
            c = canonical(replace(parent, penalties=penalties), table.game)
            if c is not None and c not in patterns:
                patterns.append(c)
        if patterns:
            found = pattern_entries(table.game, table.holds, patterns, rows)
            rows_of = np.repeat(rows, found.cnt)
            for j, p in enumerate(patterns):
                mask = found.item[: rows_of.shape[0]] == j
                if mask.any():
                    candidates.append(
                        _Candidate(p, rows_of[mask], found.best[: rows_of.shape[0]][mask])
                    )
        if progress:
            progress(i + 1, len(top) + max_count)

    chosen: list[ExceptionRule] = []
    above_count = np.zeros(len(basic) + 1, dtype=np.int64)
    total = basic_total
    n_rules = len(basic)
    for step in range(max_count):
        if cancel is not None and cancel.is_set():
            raise Cancelled("strategy generation cancelled")
        best_gain, best_c, best_p = 0, -1, -1
        for ci, cand in enumerate(candidates):
            gains = (cand.values - current[cand.deals]) * weight[cand.deals]
            # an exception above the first rule leaves keys in (-1, 0): buckets from 0
            bucket = np.floor(key[cand.deals]).astype(np.int64) + 1
            acc = np.bincount(bucket, weights=gains.astype(np.float64), minlength=n_rules + 2)
            by_place = np.cumsum(acc[::-1])[::-1][1 : n_rules + 1]
            most = by_place.max()
            if most > best_gain:
                # the lowest place of the best gain, just above the rule it corrects; above
                # a whole rule rather than into one where both gain as much
                ties = np.flatnonzero(by_place == most)
                ties = ties[whole[ties]] if whole[ties].any() else ties
                best_gain, best_c, best_p = most, ci, int(ties[-1])
        if best_c < 0:
            break
        cand = candidates.pop(best_c)
        changed = cand.deals[np.floor(key[cand.deals]) >= best_p]
        values = cand.values[np.floor(key[cand.deals]) >= best_p]
        gain = weighted_total((values - current[changed]).astype(np.int64), weight[changed])
        if gain <= 0:
            continue
        above_count[best_p] += 1
        key[changed] = best_p - 0.5 ** int(above_count[best_p])
        current[changed] = values
        total += gain
        rule, split = origin[best_p]
        chosen.append(
            ExceptionRule(
                pattern_text(cand.pattern, table.game),
                cand.pattern,
                rule,
                int(weight[changed].sum()),
                Fraction(gain, den),
                Fraction(total, den),
                split,
            )
        )
        if progress:
            progress(len(top) + step + 1, len(top) + max_count)
    remaining = int(weight[optimal > current].sum())
    return Exceptions(
        tuple(chosen),
        Fraction(basic_total, den),
        Fraction(weighted_total(optimal, weight), den),
        remaining,
    )
