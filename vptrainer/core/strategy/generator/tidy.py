"""Charts said as a player says them: a rule written as a coarser pattern where no deal
plays otherwise.

A rule made of atoms ("suited A96, A95, A94 ... with the joker") often means, in its
place, no more than its family's pattern ("4 to a flush with the joker"): the holds the
coarser pattern adds belong to deals an earlier rule plays, or are worth exactly what
those deals play anyway. :func:`tidy` replaces each rule, top to bottom, by the
shortest such candidate (its atoms' family patterns; for made hands, every made hand
down to the rule's lowest) when no deal's value changes, read for the player or
against: the chart's returns stay exactly the same (a chart prices exactly as the
rules it was made from, so a chart of more rules never returns less for its words).
Before that, made hands the search left below a draw they never meet are moved up into
the earlier rule of made hands of their kind, on the same condition (:func:`_moves_up`:
"four of a kind" said once, not "four of a kind of A-8/J/Q" above "4 to a royal flush"
and "four of a kind of 9/T/K" below it). Rules that never meet come in the order the
search found them; a chart reads each section best first (:func:`_in_pay_order`): a rule
moves above the rule before it when it is worth more and no deal's value changes, the
made hands before the rewriting (so that those of a kind come together), every rule
after it (Double Double Bonus 9/6: the fours of a kind, "4 to a royal flush", "three
aces", "full house", "three of a kind", "flush | straight", as published charts print
it, where the search had three aces and the full house between the fours of a kind).
Last, neighbouring rules of listed hands of one shape and near worth are said as one
where that reads shorter and changes no deal's value, or, where one line would be too
long, as one line for each part of their words (:func:`_joined`).
"""

from __future__ import annotations

import itertools
from collections.abc import Sequence
from dataclasses import replace

import numpy as np

from vptrainer.core.strategy.generator import _kernels as kernels
from vptrainer.core.strategy.generator.model import I64, AtomTable, compact, with_patterns
from vptrainer.core.strategy.generator.rules import (
    LINE,
    RANKING,
    Rules,
    breath_group,
    first_rules,
    near_worth,
    text_group,
)
from vptrainer.core.strategy.generator.text import chart_text, rule_text, said_apart, simplify
from vptrainer.core.strategy.generator.vocabulary import Vocabulary
from vptrainer.core.strategy.patterns import (
    MADE_SIZE,
    Draw,
    Kind,
    Made,
    Openness,
    Pattern,
    SectionKey,
    section_key,
)


def _family_patterns(voc: Vocabulary) -> dict[Pattern, Pattern]:
    """Each atom's family pattern, with the atom's wild cards held and dealt."""
    out = {}
    for a, p in enumerate(voc.atoms):
        coarse = voc.families[int(voc.family_of[a])].coarse
        if coarse.kind is Kind.NOTHING or p.kind is Kind.WILDS:
            continue
        out[p] = replace(
            coarse,
            wilds=p.wilds,
            jokers=p.jokers,
            others=p.others,
            dealt=p.dealt,
            dealt_jokers=p.dealt_jokers,
            dealt_others=p.dealt_others,
            suits=p.suits,
        )
    return out


def _candidates(
    rule: Sequence[Pattern], family: dict[Pattern, Pattern], game_wild: bool
) -> list[list[Pattern]]:
    """Coarser ways to write a rule: its atoms' family patterns; for made hands, every
    made hand from the best down to the rule's lowest."""
    out: list[list[Pattern]] = []
    if not rule:
        return out
    coarse = list(dict.fromkeys(family[p] for p in rule if p in family))
    if coarse and all(p in family for p in rule) and coarse != list(rule):
        out.append(coarse)
        if (
            len(coarse) == 1
            and coarse[0].kind is Kind.DRAW
            and coarse[0].held - coarse[0].wilds[1] == 4
        ):
            for openness in (Openness.OUTSIDE, Openness.INSIDE):
                if coarse[0].draw in (Draw.STRAIGHT, Draw.STRAIGHT_FLUSH):
                    out.append([replace(coarse[0], openness=openness)])
    dealt = rule[0].dealt
    if dealt is not None and dealt[0] == dealt[1] and dealt[0] > 0:  # "4 deuces": hold them
        held = Pattern(Kind.WILDS, dealt[0], dealt, dealt=dealt)
        if list(rule) != [held]:
            out.append([held])
    made = [p for p in rule if p.kind is Kind.MADE and p.made is not None]
    if made and len(made) == len(rule) and len({(p.wilds, p.dealt) for p in made}) == 1:
        lowest = max(RANKING.index(p.made) for p in made if p.made is not None)
        base = made[0]
        run = [
            Pattern(
                Kind.MADE,
                MADE_SIZE[m],
                base.wilds,
                m,
                dealt=base.dealt,
                dealt_jokers=base.dealt_jokers,
                dealt_others=base.dealt_others,
            )
            for m in RANKING[: lowest + 1]
            if MADE_SIZE[m] > base.wilds[1] and (game_wild or m is not Made.FIVE_OF_A_KIND)
        ]
        if run != list(rule):
            out.append(run)
    return out


def _firsts(table: AtomTable, rules: Sequence[Sequence[int]]) -> tuple[I64, I64, I64]:
    """Each deal's first rule (``len(rules)``: none) and its best and worst value."""
    rule, b, w = first_rules(table, rules)
    has = rule >= 0
    first = np.where(has, rule, len(rules))
    best = np.where(has, b, table.none_value)
    worst = np.where(has, w, table.none_value)
    return first, best, worst


def _unchanged(deals: I64, b: I64, w: I64, best: I64, worst: I64) -> bool:
    """Whether ``deals`` are worth ``b`` and ``w`` (read for the player, against) as
    they are worth now (``best``, ``worst``, by deal)."""
    return np.array_equal(b, best[deals]) and np.array_equal(w, worst[deals])


def _text_length(patterns: Sequence[Pattern], table: AtomTable) -> int:
    return len(rule_text(simplify(patterns, table.game), table.game, section_key(patterns[0])))


class _CandidateValues:
    """Each candidate's value in every deal it fits (read for the player and against),
    from the entries of its patterns (one pass over the table for them all)."""

    def __init__(self, table: AtomTable, candidates: Sequence[Sequence[int]]) -> None:
        self.table = table
        self.candidates = candidates
        e = table.entries
        wanted = np.zeros(len(table.atoms), dtype=bool)
        wanted[[j for c in candidates for j in c]] = True
        # by pattern, deals ascending
        self.start, self.where, self.deal = kernels.wanted_entries(e.ptr, e.cnt, e.item, wanted)

    def get(self, k: int) -> tuple[I64, I64, I64]:
        """The deals candidate ``k`` fits (ascending), its best and worst value there."""
        return self.of(self.candidates[k])

    def of(self, items: Sequence[int]) -> tuple[I64, I64, I64]:
        """The same for a rule of patterns of the candidates (items of the table)."""
        e = self.table.entries
        parts = [slice(self.start[j], self.start[j + 1]) for j in items]
        if len(parts) == 1:
            at = self.where[parts[0]]
            return self.deal[parts[0]], e.best[at], e.worst[at]
        at = np.concatenate([self.where[p] for p in parts])
        deal = np.concatenate([self.deal[p] for p in parts])
        order = np.argsort(deal, kind="stable")
        at, deal = at[order], deal[order]
        heads = np.flatnonzero(np.r_[True, deal[1:] != deal[:-1]])
        found = np.bitwise_or.reduceat(e.found[at], heads)
        made = np.bitwise_or.reduceat(e.made[at], heads)
        deals = deal[heads]
        b = np.empty(deals.shape[0], dtype=np.int64)
        w = np.empty(deals.shape[0], dtype=np.int64)
        kernels.revalue_few(found, made, deals, self.table.holds.ev, b, w)
        return deals, b, w


def tidy(table: AtomTable, voc: Vocabulary, rules: Rules) -> list[list[Pattern]]:
    """The rules (atoms of ``table``) as pattern lists, each written as a coarser
    candidate where that changes no deal's value, for either reading (see the module's
    notes), in the order the chart reads them. A rule that no longer plays is empty
    (the chart leaves it out)."""
    family = _family_patterns(voc)
    atom = {p: j for j, p in enumerate(table.atoms)}
    # made hands first (to be said with their kind below), then every rule once said
    current = _in_pay_order(table, [[table.atoms[a] for a in r] for r in rules], atom, made=True)
    wild = table.game.is_wild
    moves = _moves_up(current)
    wanted = [(i, c) for i, c, _, _ in moves]
    wanted += [(i, c) for i, r in enumerate(current) for c in _candidates(r, family, wild)]
    if not wanted:
        return _joined(table, _in_pay_order(table, _without_idle(table, current, atom), atom), atom)
    big = _with_only(table, current, [c for _, c in wanted])
    index = {p: j for j, p in enumerate(big.atoms)}
    first, best, worst = _firsts(big, [[index[p] for p in r] for r in current])
    values = _CandidateValues(big, [[index[p] for p in c] for _, c in wanted])
    rule_deals = np.bincount(first, minlength=len(current) + 1)
    for k, (i, cand) in enumerate(wanted):
        if not current[i]:
            continue  # its hands moved up: it plays nothing
        deals, b, w = values.get(k)
        at = first[deals]
        if int((at == i).sum()) != int(rule_deals[i]):
            continue  # a deal of the rule would fall through
        below = at >= i
        touched, b, w = deals[below], b[below], w[below]
        if not _unchanged(touched, b, w, best, worst):
            continue  # it would change some deal's play: a join that costs is not made
        if k < len(moves):  # a made hand moved up: both lines shorter in all
            _, _, j, moved = moves[k]
            if any(p not in current[j] for p in moved) or any(p not in cand for p in current[i]):
                continue
            rest = [p for p in current[j] if p not in moved]
            grown, before = _text_length(cand, big), _text_length(current[i], big)
            if grown > max(LINE, before):
                continue  # longer than a line of a pocket card
            after = grown + (_text_length(rest, big) if rest else 0)
            if after >= before + _text_length(current[j], big):
                continue
            current[j] = rest
        elif _text_length(cand, big) >= _text_length(current[i], big):
            continue
        current[i] = list(cand)
        first[touched] = i
        rule_deals = np.bincount(first, minlength=len(current) + 1)
    # a rule a coarser one above now stands for never plays: left out (an empty rule)
    playing = set(np.unique(first).tolist())
    kept = [
        r if i in playing or any(p.kind is Kind.NOTHING for p in r) else []
        for i, r in enumerate(current)
    ]
    return _joined(big, _in_pay_order(big, _without_idle(big, kept, index), index), index)


def _joined(
    table: AtomTable, rules: list[list[Pattern]], index: dict[Pattern, int]
) -> list[list[Pattern]]:
    """Neighbouring rules of hands listed by their ranks, of one shape and near EVs
    (their ranges all near one worth, :func:`near_worth`), said as one rule where no deal's
    value changes (either reading) and the one rule reads shorter, as the chart says it
    (below its section's rules), and still fits a line of a pocket card (:data:`LINE`;
    or is no longer than the longest of them): Kings or Better's "suited K85, ..., K72"
    and "suited K65, ..., K43" with the joker, both worth 2.0208, read "4 to a flush
    with the highest rank K and ranks 2-8/K". Where the one rule would not fit a line,
    a rule for each part of its words (:func:`_apart`), where that saves lines: the nine
    lines of those flush draws read "4 to a flush with the highest rank A" and "4 to a
    flush with the highest rank K and ranks 2-9/K". Of the runs that start at a rule,
    the one that saves the most lines, then reads shortest."""
    game = table.game
    live = [i for i, r in enumerate(rules) if r and any(p.kind is not Kind.NOTHING for p in r)]

    def shape(r: Sequence[Pattern]) -> tuple[object, ...] | None:
        if any(p.kind is not Kind.RANKS or p.penalties for p in r):
            return None
        keys = {text_group(p) for p in r}  # (rules are grouped by section below)
        return keys.pop() if len(keys) == 1 else None

    shapes = {i: shape(rules[i]) for i in live}
    sections: dict[SectionKey, list[int]] = {}  # each section's rules, in the chart's order
    for i in live:
        sections.setdefault(section_key(rules[i][0]), []).append(i)
    if not any(
        shapes[a] is not None and shapes[a] == shapes[b]
        for order in sections.values()
        for a, b in itertools.pairwise(order)
    ):
        return rules
    first, best, worst = _firsts(table, [[index[p] for p in r] for r in rules])
    low = np.full(len(rules) + 1, np.iinfo(np.int64).max, dtype=np.int64)
    high = np.full(len(rules) + 1, -1, dtype=np.int64)  # -1: it plays no deal
    np.minimum.at(low, first, best)
    np.maximum.at(high, first, best)
    values = _CandidateValues(table, [[index[p] for p in rules[i]] for i in live if shapes[i]])
    out = list(rules)
    apart = False
    for key, order in sections.items():
        # each rule's section's patterns above it, and its text (where it may join)
        above = [[p for j in order[:k] for p in rules[j]] for k in range(len(order))]
        texts = [
            chart_text(rules[i], game, above[k], key) if shapes[i] else ""
            for k, i in enumerate(order)
        ]
        k = 0
        while k < len(order):
            end, said, score = k, [rules[order[k]]], (0, 0)
            for m in range(k + 1, len(order)):
                run = order[k : m + 1]
                if shapes[order[m]] is None or shapes[order[m]] != shapes[order[k]]:
                    break
                if not near_worth(low, high, run):
                    break  # not said in one breath
                joined = [p for j in run for p in rules[j]]
                deals, b, w = values.of([index[p] for p in joined])
                mine = np.isin(first[deals], run)
                if not _unchanged(deals[mine], b[mine], w[mine], best, worst):
                    break  # a deal two of them fit would play otherwise
                parts = texts[k : m + 1]
                lines = [joined]
                said_as = [chart_text(joined, game, above[k], key)]
                if len(said_as[0]) + 4 > LINE and len(said_as[0]) > max(map(len, parts)):
                    # too long for a line: one line for each part of its words, where
                    # that changes no deal's value
                    lines, said_as = _apart(
                        table, joined, above[k], key, index, values, run, (first, best, worst)
                    )
                    if not lines or any(len(t) + 4 > LINE for t in said_as):
                        continue
                gain = (len(run) - len(lines), -sum(map(len, said_as)))
                if sum(map(len, said_as)) < sum(map(len, parts)) and gain > score:
                    end, said, score = m, lines, gain
            for t, j in enumerate(order[k : end + 1]):
                out[j] = said[t] if t < len(said) else []
            apart = apart or len(said) > 1
            k = end + 1
    # the parts of a list said apart come in the order of its words: best first
    return _in_pay_order(table, out, index) if apart else out


def _apart(
    table: AtomTable,
    joined: list[Pattern],
    above: list[Pattern],
    key: SectionKey,
    index: dict[Pattern, int],
    values: _CandidateValues,
    run: list[int],
    chart: tuple[I64, I64, I64],
) -> tuple[list[list[Pattern]], list[str]]:
    """Rules ``run`` (``joined``: their patterns) said in a rule for each part of their
    words, in order (:func:`said_apart`), where every deal they play is worth the same
    played by the first of those that fits it (either reading; ``chart``: each deal's
    first rule and values now), with those rules' texts (a part that plays no deal left
    out); none where not."""
    game = table.game
    groups = said_apart(joined, game, above)
    if groups is None or len(groups) < 2:
        return [], []
    first, best, worst = chart
    left = np.isin(first, run)  # the deals still to play
    playing: list[list[Pattern]] = []  # a part whose deals all play above is left out
    for group in groups:
        deals, b, w = values.of([index[p] for p in group])
        mine = left[deals]
        deals = deals[mine]
        if not _unchanged(deals, b[mine], w[mine], best, worst):
            return [], []
        left[deals] = False
        if deals.size:
            playing.append(group)
    texts: list[str] = []
    played = list(above)
    for group in playing:
        texts.append(chart_text(group, game, played, key))
        played += group
    return playing, texts


def _in_pay_order(
    table: AtomTable, rules: list[list[Pattern]], index: dict[Pattern, int], *, made: bool = False
) -> list[list[Pattern]]:
    """The rules of each section best first where no deal's value changes: a rule moves
    above the one before it when the best hand it plays is worth more than every hand
    that one plays and each deal they both fit is worth the same played by it (read
    for the player and against): "full house" above "two pair", which it never meets.
    "Discard everything" and the rules that never play keep their places. With
    ``made``, only rules of made hands alone move."""
    live = [i for i, r in enumerate(rules) if r and all(p.kind is not Kind.NOTHING for p in r)]
    if len(live) < 2:
        return rules
    first, best, worst = _firsts(table, [[index[p] for p in r] for r in rules])
    top = np.full(len(rules) + 1, np.iinfo(np.int64).min, dtype=np.int64)
    np.maximum.at(top, first, best)
    movers = [i for i in live if not made or all(p.kind is Kind.MADE for p in rules[i])]
    values = _CandidateValues(table, [[index[p] for p in rules[i]] for i in movers])
    fits = {i: k for k, i in enumerate(movers)}
    got: dict[int, tuple[I64, I64, I64]] = {}
    placed = list(range(len(rules)))  # the rule in each place
    for key in dict.fromkeys(section_key(rules[i][0]) for i in live):
        order = [i for i in live if section_key(rules[i][0]) == key]
        slots = list(order)
        moved = True
        while moved:  # each move puts a pair in order: a few passes
            moved = False
            for at in range(1, len(order)):
                i, above = order[at], order[at - 1]
                if i not in fits or top[i] <= top[above]:
                    continue
                if i not in got:
                    got[i] = values.get(fits[i])
                deals, b, w = got[i]
                taken = first[deals] == above
                d = deals[taken]
                if _unchanged(d, b[taken], w[taken], best, worst):
                    first[d] = i
                    order[at - 1], order[at] = i, above
                    moved = True
        for slot, i in zip(slots, order, strict=True):
            placed[slot] = i
    # a rule whose deals a rule moved above it took never plays: left out
    playing = set(np.unique(first).tolist()) | set(range(len(rules))).difference(live)
    return [rules[i] if i in playing else [] for i in placed]


def _moves_up(
    rules: Sequence[Sequence[Pattern]],
) -> list[tuple[int, list[Pattern], int, list[Pattern]]]:
    """Made hands of a rule written with the made hands of an earlier rule of made hands
    alone, where they rank among them and are said in one breath with one of them
    (:func:`breath_group`: "four of a kind of 9/T/K" below "4 to a royal flush" with
    "four of a kind of A-8/J/Q" above it): each such move as (the earlier
    rule, it with the hands, the later rule, the hands), all such hands of the later
    rule first, then those of each kind of made hand. :func:`tidy` makes a move where
    no deal's value changes, the two lines say less in all and the earlier one still
    fits a line of a pocket card (:data:`LINE`; or is no longer): one move into a rule."""
    out = []
    for i, r in enumerate(rules):
        if not r or any(p.kind is not Kind.MADE or p.made is None for p in r):
            continue
        lowest = max(RANKING.index(p.made) for p in r if p.made is not None)
        groups_here = {breath_group(p) for p in r}
        for j in range(i + 1, len(rules)):
            fit = [
                p
                for p in rules[j]
                if p.kind is Kind.MADE
                and p.made is not None
                and RANKING.index(p.made) <= lowest
                and breath_group(p) in groups_here
            ]
            groups = [fit] + [[p for p in fit if p.made is m] for m in RANKING]
            for group in dict.fromkeys(tuple(g) for g in groups if g):
                out.append((i, [*r, *group], j, list(group)))
    return out


def _with_only(
    table: AtomTable, rules: Sequence[Sequence[Pattern]], candidates: Sequence[Sequence[Pattern]]
) -> AtomTable:
    """The table with the patterns of ``rules`` and ``candidates`` alone (those the table
    lacks computed): each deal's entries of those, the only ones :func:`tidy` reads."""
    wanted = list(dict.fromkeys([p for r in rules for p in r] + [p for c in candidates for p in c]))
    at = {p: j for j, p in enumerate(table.atoms)}
    keep = np.zeros(len(table.atoms), dtype=bool)
    keep[[at[p] for p in wanted if p in at]] = True
    entries, _ = compact(table.entries, keep, len(table.atoms))
    atoms = tuple(p for p, k in zip(table.atoms, keep, strict=True) if k)
    small = replace(table, atoms=atoms, entries=entries)
    fresh = [p for p in wanted if p not in at]
    return with_patterns(small, fresh) if fresh else small


def _without_idle(
    table: AtomTable, rules: list[list[Pattern]], index: dict[Pattern, int]
) -> list[list[Pattern]]:
    """Each rule without the patterns that fit only deals an earlier rule plays ("four
    aces" beside "full house" after "four of a kind"): they change no deal's play."""
    seen: set[Pattern] = set()  # a pattern an earlier rule has: idle (and one rule's atom)
    unique = []
    for r in rules:
        left = [p for p in r if p not in seen or p.kind is Kind.NOTHING]
        unique.append(left)  # every pattern above: a rule that never plays
        seen.update(r)
    rules = unique
    first, _, _ = _firsts(table, [[index[p] for p in r] for r in rules])  # [] fits none
    singles = [(i, p) for i, r in enumerate(rules) if len(r) > 1 for p in r]
    if not singles:
        return rules
    values = _CandidateValues(table, [[index[p]] for _, p in singles])
    idle: set[tuple[int, Pattern]] = set()
    for k, (i, p) in enumerate(singles):
        deals, _, _ = values.get(k)
        if p.kind is not Kind.NOTHING and not bool((first[deals] == i).any()):
            idle.add((i, p))
    out = []
    for i, r in enumerate(rules):
        left = [p for p in r if (i, p) not in idle]
        out.append(left or r)
    return out
