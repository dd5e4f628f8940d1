"""Rules from atoms: the basic strategy's rules and the shorter levels.

A rule is a set of atoms played as one line: a deal plays its first rule with a
matching hold and takes the best of that rule's holds. :func:`free_merges` joins
neighbouring rules wherever that changes no deal's play (for either reading of a
rule that fits several holds); :func:`shorter_levels` then saves one rule at a
time, deleting a rule or joining two, whichever costs least, each cost exact.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Sequence
from dataclasses import dataclass

import numpy as np

from vptrainer.core.engine.hold_table import weighted_total
from vptrainer.core.errors import Cancelled
from vptrainer.core.strategy.generator import _kernels as k
from vptrainer.core.strategy.generator.model import I64, AtomTable, Entries, search_order
from vptrainer.core.strategy.patterns import Kind, Pattern

Progress = Callable[[int, int], None]
Rules = tuple[tuple[int, ...], ...]  # atoms of each rule, in order


@dataclass(frozen=True)
class Level:
    """A strategy of ``len(rules)`` rules and the total its deals play (exact numerators
    over the hold table's total denominator), ambiguities read for the player and
    against."""

    rules: Rules
    total: int
    worst_total: int


def rule_entries(table: AtomTable, rules: Sequence[Sequence[int]]) -> Entries:
    """The rules' holds and values on every deal, rules in order."""
    rule_of = np.full(len(table.atoms), -1, dtype=np.int64)
    for r, atoms in enumerate(rules):
        rule_of[list(atoms)] = r
    e = table.entries
    size = e.item.shape[0]
    cnt = np.empty_like(e.cnt)
    out = [np.empty(size, dtype=np.int64) for _ in range(5)]
    k.rule_entries(
        e.ptr,
        e.cnt,
        e.item,
        e.found,
        e.made,
        e.best,
        e.worst,
        rule_of,
        len(rules),
        table.holds.ev,
        cnt,
        *out,
    )
    return Entries(e.ptr, cnt, *out)


def rules_total(table: AtomTable, entries: Entries, *, worst: bool = False) -> int:
    """Sum over deals of the first rule's best (or worst) EV, exactly."""
    has = entries.cnt > 0
    chosen = entries.values(worst)
    first = np.where(has, chosen[np.minimum(entries.ptr[:-1], chosen.shape[0] - 1)], 0)
    values = np.where(has, first, table.none_value)
    return weighted_total(values, table.weight)


def atom_rules(table: AtomTable, pos: I64) -> Rules:
    """One rule per atom in the order ``pos``, up to "discard everything" (what comes
    after it never plays)."""
    order = [int(a) for a in np.argsort(pos, kind="stable")]
    nothing = next(i for i, p in enumerate(table.atoms) if p.kind is Kind.NOTHING)
    return tuple((a,) for a in order[: order.index(nothing) + 1])


def played(table: AtomTable, rules: Rules) -> Rules:
    """The rules that are some deal's first matching rule (the others never play)."""
    entries = rule_entries(table, rules)
    has = entries.cnt > 0
    first = entries.item[np.minimum(entries.ptr[:-1], entries.item.shape[0] - 1)][has]
    used = np.zeros(len(rules), dtype=bool)
    used[first] = True
    return tuple(r for r, u in zip(rules, used, strict=True) if u or _is_nothing(table, r))


def _is_nothing(table: AtomTable, rule: Sequence[int]) -> bool:
    return any(table.atoms[a].kind is Kind.NOTHING for a in rule)


def text_group(p: Pattern) -> tuple[object, ...]:
    """Patterns that may share a line: made hands and wild cards alone; draws of one
    kind and size; cards of one kind, size and suits; "discard everything" alone; in
    each case with the same wild cards held."""
    wilds = (p.wilds, p.others, p.jokers)
    if p.kind in (Kind.MADE, Kind.WILDS):
        return ("made", wilds)
    if p.kind is Kind.DRAW:
        return ("draw", p.draw, p.held, wilds)
    if p.kind in (Kind.RANKS, Kind.HIGH_CARDS):
        return ("cards", p.held, p.suited, wilds)
    return ("nothing",)


def free_merges(table: AtomTable, rules: Rules) -> Rules:
    """Join rules wherever no deal would play otherwise (for the best and the worst
    reading alike): a rule joins the first rule above it that it can, of its kind
    (see :func:`text_group`); until no more can be joined."""
    current = [list(r) for r in rules]
    while True:
        groups = [{text_group(table.atoms[a]) for a in rule} for rule in current]
        entries = rule_entries(table, current)
        changes = k.merge_changes(
            entries.ptr,
            entries.cnt,
            entries.item,
            entries.found,
            entries.made,
            entries.best,
            entries.worst,
            table.holds.ev,
            len(current),
        )
        touched: set[int] = set()
        into: dict[int, int] = {}
        for r in range(len(current)):
            if r in touched or _is_nothing(table, current[r]) or len(groups[r]) != 1:
                continue
            for q in range(r):
                if q not in touched and changes[q, r] == 0 and groups[q] == groups[r]:
                    into[r] = q
                    touched.update((q, r))
                    break
        if not into:
            return tuple(tuple(r) for r in current)
        for r, q in into.items():
            current[q] = current[q] + current[r]
        current = [rule for i, rule in enumerate(current) if i not in into]


def level_rules(table: AtomTable, order: Sequence[Sequence[int]]) -> Rules:
    """Rules in order, joined where that changes no deal's play."""
    return free_merges(table, tuple(tuple(r) for r in order))


def _ordered(
    table: AtomTable, playing: Sequence[tuple[int, ...]]
) -> tuple[list[tuple[int, ...]], list[tuple[int, ...]]]:
    """Playing rules reordered (read against the player) and joined where no deal
    plays otherwise; and the rules that fell below "discard everything", which
    never play (one per atom)."""
    entries = rule_entries(table, playing)
    n = len(playing)
    pos = search_order(table, entries, np.arange(n), n, worst=True, max_block=1)
    ordered = [playing[i] for i in np.argsort(pos, kind="stable")]
    cut = next(i for i, r in enumerate(ordered) if _is_nothing(table, r)) + 1
    dropped: list[tuple[int, ...]] = [(a,) for r in ordered[cut:] for a in r]
    return list(free_merges(table, tuple(ordered[:cut]))), dropped


def _gains(table: AtomTable, rules: Sequence[tuple[int, ...]]) -> tuple[I64, I64]:
    entries = rule_entries(table, rules)
    drop, swap = k.replace_gains(
        entries.ptr,
        entries.cnt,
        entries.item,
        table.search_values(entries.worst),
        table.weight,
        table.search_values(table.none_value),
        len(rules),
    )
    low = np.iinfo(np.int64).min
    swap = np.where(np.triu(np.ones_like(swap, dtype=bool), 1), swap, low)
    return drop, swap


def make_level(table: AtomTable, playing: Sequence[Sequence[int]]) -> Level:
    """The level of these rules, with its totals."""
    rules = tuple(tuple(r) for r in playing)
    entries = rule_entries(table, rules)
    return Level(rules, rules_total(table, entries), rules_total(table, entries, worst=True))


def _improved(
    table: AtomTable,
    playing: list[tuple[int, ...]],
    waiting: list[tuple[int, ...]],
    max_swaps: int,
) -> Level:
    """The level after swaps that bring a waiting rule in for a playing one, while
    they help (read against the player) and keep the number of rules."""
    size = len(playing)
    for _ in range(max_swaps):
        _, swap = _gains(table, playing + waiting)
        n = len(playing)
        outside = swap[: n - 1, n:]
        if outside.size == 0 or outside.max() <= 0:
            break
        x, c = (int(v) for v in np.unravel_index(int(np.argmax(outside)), outside.shape))
        out = playing[x]
        playing[x] = waiting[c]
        del waiting[c]
        waiting.extend((a,) for a in out)
        new_playing, dropped = _ordered(table, playing)
        if len(new_playing) > size:
            break
        playing = new_playing
        waiting.extend(dropped)
    return make_level(table, playing)


def _frontier(best: dict[int, Level]) -> list[Level]:
    """Levels by rule count, most rules first, each returning more than any shorter."""
    out: list[Level] = []
    for n_rules in sorted(best):
        if not out or best[n_rules].worst_total > out[-1].worst_total:
            out.append(best[n_rules])
    return out[::-1]


def shorter_levels(
    table: AtomTable,
    start: Rules,
    extra: Sequence[int],
    *,
    down_to: int = 3,
    max_swaps: int = 10,
    stop_at: int | None = None,
    progress: Progress | None = None,
    cancel: threading.Event | None = None,
) -> list[Level]:
    """Strategies of fewer and fewer rules, each returning as much as the search finds.

    From the rules ``start`` ("discard everything" last) and the coarser items
    ``extra`` of ``table``, which wait below "discard everything" until they are
    worth playing. Each step takes the cheapest change that saves a rule, read
    against the player (a rule that fits several holds is worth its worst hold):
    delete a rule, or replace it by a later one, or by a waiting one even at a cost
    (which can let rules join later); then the rules are reordered and joined where
    no deal plays otherwise. Each level is also improved by swaps that keep its size.
    Stops at ``down_to`` rules, or at the first level of at most ``stop_at`` rules.
    """
    playing, dropped = _ordered(table, list(start))
    waiting: list[tuple[int, ...]] = [*dropped, *((a,) for a in extra)]
    best: dict[int, Level] = {}
    tabu: set[tuple[int, ...]] = set()  # rules replaced, which never come back
    target = stop_at if stop_at is not None else down_to
    first = len(playing)
    low = np.iinfo(np.int64).min
    while True:
        if cancel is not None and cancel.is_set():
            raise Cancelled("strategy generation cancelled")
        for level in (
            make_level(table, playing),
            _improved(table, list(playing), list(waiting), max_swaps),
        ):
            n_rules = len(level.rules)
            if n_rules not in best or level.worst_total > best[n_rules].worst_total:
                best[n_rules] = level
        if len(playing) <= max(target, 2):
            break
        if progress:
            progress(min(first - target, first - len(playing)), max(1, first - target))
        drop, swap = _gains(table, playing + waiting)
        n = len(playing)
        drop[n - 1 :] = low  # "discard everything" stays, the waiting rules do not play
        swap[n - 1 :, :] = low
        swap[:, n - 1] = low
        for i, rule in enumerate(waiting):
            if rule in tabu:
                swap[:, n + i] = low
        x = int(np.argmax(drop))
        xs, cs = (int(v) for v in np.unravel_index(int(np.argmax(swap)), swap.shape))
        if swap[xs, cs] > drop[x]:
            out = playing[xs]
            tabu.update((a,) for a in out)
            if cs < n:
                playing[xs] = playing[cs]
                del playing[cs]
            else:
                playing[xs] = waiting[cs - n]
                del waiting[cs - n]
        else:
            out = playing[x]
            del playing[x]
        waiting.extend((a,) for a in out)
        playing, dropped = _ordered(table, playing)
        waiting.extend(dropped)
    return _frontier(best)
