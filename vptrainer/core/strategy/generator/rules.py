"""Rules from atoms: the basic strategy's rules.

A rule is a set of atoms played as one line: a deal plays its first rule with a
matching hold and takes the best of that rule's holds. :func:`free_merges` joins
neighbouring rules wherever that changes no deal's play (for either reading of a
rule that fits several holds), where they read as one line (:func:`text_group`).
The shorter levels are :mod:`.levels`'.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

import numpy as np

from vptrainer.core.engine.hold_table import weighted_total
from vptrainer.core.strategy.generator import _kernels as k
from vptrainer.core.strategy.generator.model import I64, AtomTable, Entries
from vptrainer.core.strategy.generator.text import line_length
from vptrainer.core.strategy.patterns import Kind, Made, Pattern, section_key

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


def first_rules(table: AtomTable, rules: Sequence[Sequence[int]]) -> tuple[I64, I64, I64]:
    """Each deal's first rule (-1: none) and its best and worst value (0 where none):
    what :func:`rule_entries` gives first, alone."""
    rule_of = np.full(len(table.atoms), -1, dtype=np.int64)
    for r, atoms in enumerate(rules):
        rule_of[list(atoms)] = r
    e = table.entries
    n = e.cnt.shape[0]
    first = np.empty(n, dtype=np.int64)
    best = np.empty(n, dtype=np.int64)
    worst = np.empty(n, dtype=np.int64)
    k.first_rules(
        e.ptr, e.cnt, e.item, e.found, e.made, e.best, e.worst, rule_of, table.holds.ev,
        first, best, worst,
    )  # fmt: skip
    return first, best, worst


def rules_total(table: AtomTable, entries: Entries, *, worst: bool = False) -> int:
    """Sum over deals of the first rule's best (or worst) EV, exactly."""
    has = entries.cnt > 0
    chosen = entries.values(worst)
    first = np.where(has, chosen[np.minimum(entries.ptr[:-1], chosen.shape[0] - 1)], 0)
    values = np.where(has, first, table.none_value)
    return weighted_total(values, table.weight)


def atom_rules(table: AtomTable, pos: I64) -> Rules:
    """One rule per atom in the order ``pos``, up to "discard everything" (what comes
    after it never plays; in a wild game, each section's own)."""
    order = [int(a) for a in np.argsort(pos, kind="stable")]
    closed: set[object] = set()
    out = []
    for a in order:
        p = table.atoms[a]
        if p.dealt in closed or None in closed:
            continue
        out.append((a,))
        if p.kind is Kind.NOTHING:
            closed.add(p.dealt)
    return tuple(out)


def played(table: AtomTable, rules: Rules) -> Rules:
    """The rules that are some deal's first matching rule (the others never play)."""
    first, _, _ = first_rules(table, rules)
    used = np.zeros(len(rules), dtype=bool)
    used[first[first >= 0]] = True
    return tuple(r for r, u in zip(rules, used, strict=True) if u or _is_nothing(table, r))


def _is_nothing(table: AtomTable, rule: Sequence[int]) -> bool:
    return any(table.atoms[a].kind is Kind.NOTHING for a in rule)


# made hands, best first: rules of made hands join only where their ranks are neighbours
RANKING = (
    Made.ROYAL_FLUSH,
    Made.FIVE_OF_A_KIND,
    Made.STRAIGHT_FLUSH,
    Made.FOUR_OF_A_KIND,
    Made.FULL_HOUSE,
    Made.FLUSH,
    Made.STRAIGHT,
    Made.THREE_OF_A_KIND,
    Made.TWO_PAIR,
    Made.PAIR,
)


def text_group(p: Pattern) -> tuple[object, ...]:
    """Patterns that may share a line: made hands and wild cards alone; draws of one
    kind and size; cards of one kind, size and suits; in each case with the same wild
    cards held and dealt."""
    wilds = (p.wilds, p.others, p.jokers, p.dealt)
    if p.kind in (Kind.MADE, Kind.WILDS):
        return ("made", wilds)
    if p.kind is Kind.DRAW:
        return ("draw", p.draw, p.held, wilds)
    if p.kind in (Kind.RANKS, Kind.HIGH_CARDS):
        return ("cards", p.held, p.suited, wilds)
    return ("nothing",)


def made_place(p: Pattern) -> int:
    """Where a made hand ranks (wild cards alone last); -1 for the other patterns."""
    if p.kind is Kind.MADE and p.made is not None:
        return RANKING.index(p.made)
    return len(RANKING) if p.kind is Kind.WILDS else -1


def neighbours(places: set[int], present: Sequence[int]) -> bool:
    """Whether made-hand ranks follow each other among those ``present`` (patterns that
    are not made hands ignored; wild cards alone join any made hands: "hold a pat
    paying hand, else the deuce")."""
    places = places - {-1, len(RANKING)}
    present = [p for p in present if p != len(RANKING)]
    if not places:
        return True
    at = [present.index(p) for p in places]
    return max(at) - min(at) + 1 == len(at)


# made hands a player keeps whole and names in one breath ("any four of a kind or
# better", "full house, flush or straight"); three of a kind, two pair and a pair are
# draws of their own size, each said on its own
PAT_HANDS = frozenset(
    {
        Made.ROYAL_FLUSH,
        Made.FIVE_OF_A_KIND,
        Made.STRAIGHT_FLUSH,
        Made.FOUR_OF_A_KIND,
        Made.FULL_HOUSE,
        Made.FLUSH,
        Made.STRAIGHT,
    }
)
LINE = 84  # characters of a rule's text: with its number, a line of a pocket card
NEAR = 1.25  # rules whose EVs are further apart than this ratio are not said together


def breath_group(p: Pattern) -> tuple[object, ...]:
    """Patterns a player says in one breath (one rule of the basic chart): pat hands
    together; three of a kind, two pair, pairs each with their own kind; wild cards
    alone by themselves; draws of one kind and size (:func:`text_group`)."""
    if p.kind is Kind.MADE:
        shape = "pat" if p.made in PAT_HANDS else p.made
        return ("made", shape, p.wilds, p.others, p.jokers, p.dealt)
    if p.kind is Kind.WILDS:
        return ("wilds", p.wilds, p.others, p.jokers, p.dealt)
    return text_group(p)


def _ev_ranges(entries: Entries, n_rules: int) -> tuple[I64, I64]:
    """Each rule's lowest and highest EV over the deals it plays (-1 and 0: none)."""
    has = entries.cnt > 0
    at = np.minimum(entries.ptr[:-1], max(0, entries.item.shape[0] - 1))
    first = entries.item[at][has]
    best = entries.best[at][has]
    lo = np.full(n_rules, np.iinfo(np.int64).max, dtype=np.int64)
    hi = np.full(n_rules, -1, dtype=np.int64)
    np.minimum.at(lo, first, best)
    np.maximum.at(hi, first, best)
    return np.where(hi < 0, -1, lo), hi


def _near(lo: I64, hi: I64, q: int, r: int) -> bool:
    """Whether two rules' EV ranges touch or lie close (a rule that plays no deal is
    near any)."""
    return near_worth(lo, hi, [q, r])


def near_worth(lo: I64, hi: I64, rules: Sequence[int]) -> bool:
    """Whether the EV ranges (``lo``, ``hi``, by rule) of ``rules`` all lie near one
    worth: the highest low within :data:`NEAR` of the lowest high, so each touches or
    lies close to every other (a rule that plays no deal, ``hi`` below 0, is near any)."""
    playing = [r for r in rules if hi[r] >= 0]
    if len(playing) < 2:
        return True
    low, high = max(int(lo[r]) for r in playing), min(int(hi[r]) for r in playing)
    return low <= high or low <= NEAR * high


def free_merges(
    table: AtomTable, rules: Rules, *, line: int | None = LINE, near: bool = True
) -> Rules:
    """Join rules wherever no deal would play otherwise (for the best and the worst
    reading alike): a rule joins the first rule above it that it can, where a player
    says them in one breath (see :func:`breath_group`): pat hands next in rank, draws
    whose EVs are near (``near``); the two rules' text, joined, fitting ``line``
    characters; until no more can be joined."""
    current = [list(r) for r in rules]
    lengths: dict[frozenset[int], int] = {}

    def length(atoms: Sequence[int]) -> int:
        key = frozenset(atoms)
        if key not in lengths:
            patterns = [table.atoms[a] for a in atoms]
            lengths[key] = line_length(patterns, table.game, section_key(patterns[0]))
        return lengths[key]

    while True:
        groups = [{breath_group(table.atoms[a]) for a in rule} for rule in current]
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
        lo, hi = _ev_ranges(entries, len(current))
        places = [{made_place(table.atoms[a]) for a in rule} for rule in current]
        present: dict[object, list[int]] = {}
        for rule in current:
            for a in rule:
                p = table.atoms[a]
                present.setdefault(p.dealt, []).append(made_place(p))
        ranked = {key: sorted(set(v) - {-1}) for key, v in present.items()}
        touched: set[int] = set()
        into: dict[int, int] = {}
        for r in range(len(current)):
            if r in touched or _is_nothing(table, current[r]) or len(groups[r]) != 1:
                continue
            dealt = table.atoms[current[r][0]].dealt
            pat = next(iter(groups[r]))[:2] == ("made", "pat")
            for q in range(r):
                if (
                    q not in touched
                    and changes[q, r] == 0
                    and groups[q] == groups[r]
                    and neighbours(places[q] | places[r], ranked[dealt])
                    and (pat or not near or _near(lo, hi, q, r))
                    and (line is None or length(current[q] + current[r]) <= line)
                ):
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


def make_level(table: AtomTable, playing: Sequence[Sequence[int]]) -> Level:
    """The level of these rules, with its totals."""
    rules = tuple(tuple(r) for r in playing)
    first, best, worst = first_rules(table, rules)
    has = first >= 0
    return Level(
        rules,
        weighted_total(np.where(has, best, table.none_value), table.weight),
        weighted_total(np.where(has, worst, table.none_value), table.weight),
    )
