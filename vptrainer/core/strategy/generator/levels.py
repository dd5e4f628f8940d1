"""Shorter charts: for every number of rules, the best chart the search finds.

A wild game's chart is in sections by the wild cards dealt, and a section's rules play
only its deals: each section is searched alone (:class:`SectionSearch`), and
:func:`share_rules` shares the rules out between the sections, exactly (a knapsack over
the sections' curves). In a section the search starts from the basic strategy's rules
and saves one rule at a time, deleting a rule or joining two that read as one (the same
shape; made hands next to each other in rank), each step followed by exact local moves
until none helps: any candidate (an atom or a coarser pattern) brought in, in any place,
for any rule; two rules joined and the freed place filled; a rule moved. Upward passes
then try each level with one candidate more. A long level then gets a local search of
its own (:meth:`SectionSearch.local`), restarted from its neighbours
(:meth:`SectionSearch.refine`): those moves with a rule moved, two rules joined and the
place filled, a rule split (an item taken out and placed where it plays best, in place
of another rule; priced on that item's deals alone) and, with penalty-card variants, a
penalty bracket put on a rule. The long levels' chain search ends with the chain move
(:meth:`SectionSearch.chain_pass`): a penalty variant of a card held alone put in above
its rule with a rule lifted between them ("A only with no discarded flush cards" /
"AK, AQ, AJ" / "A only"), priced together, and the bracket moves
(:meth:`SectionSearch.brackets`): a penalty variant in a rule replaced by another
variant of its item ("A only with a discarded T" by "... T offsuit"), or another put in
below it. Every move's gain is exact (worst reading: a rule that fits several holds is
worth its worst). A deal no rule matches discards everything, which no rule counts
("discard everything" closes a chart).

*Pat hands.* Where the basic strategy keeps a paying made hand, every hold worth less
counts, in the search, as worth far less than any other play: no level gives up a
dealt paying hand its basic strategy keeps.
"""

from __future__ import annotations

import copy
import threading
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace

import numpy as np
import numpy.typing as npt

from vptrainer.core.engine.hold_table import weighted_total
from vptrainer.core.errors import Cancelled
from vptrainer.core.strategy.generator import _kernels as k
from vptrainer.core.strategy.generator import _levels as kl
from vptrainer.core.strategy.generator import _order as ko
from vptrainer.core.strategy.generator.model import I64, AtomTable, Entries, kernel_game
from vptrainer.core.strategy.generator.rules import (
    LINE,
    breath_group,
    made_place,
    neighbours,
    rule_entries,
    text_group,
)
from vptrainer.core.strategy.generator.text import line_length
from vptrainer.core.strategy.patterns import MADE_SIZE, Kind, Made, section_key

Progress = Callable[[int, int], None]
Rules = tuple[tuple[int, ...], ...]
_INT64_SAFE = 2**62
_NEVER = -(2**61)  # the gain of deleting a rule that may not be deleted
# a summary derived from a kept one (:meth:`SectionSearch._derived`): at most this many
# rules changed, at most one deal in this many summarized again
DERIVED_CHANGES = 4
DERIVED_SHARE = 4
SWAPS_KEPT = 256  # the rules whose swaps a search keeps (a few MB on a wild table)
JOINS_KEPT = 100_000  # pairs of rules whose :meth:`SectionSearch.joinable` is kept
CHAIN_TRIES = 2  # a chain move's variants priced, those whose freed deals lose most first
CHAIN_BELOW = 4  # existing rules below the card alone that a chain may lift
CHAIN_JOINS = 4  # candidate items a chain's lifted rule may be joined from
BRACKET_TRIES = 3  # a bracket move's best by its gain on the deals it changes, priced
BRACKET_ROUNDS = 4  # bracket moves made in a row on a level (each then searched again)


@dataclass(frozen=True)
class SectionLevel:
    """A section's rules and their totals: the search's (pat hands kept), and exact
    ones, read for the player and against."""

    rules: Rules  # global items (of the extended table), best first
    search_total: int
    total: int
    worst_total: int
    keeps_pat: bool = True  # no dealt paying hand the basic strategy keeps is given up


@dataclass(frozen=True, eq=False)
class Section:
    """The deals of one section (a number of wild cards dealt; all deals in a game
    without wild cards) and the search's values on them."""

    dealt: int | None
    rows: I64  # deal classes
    items: I64  # the section's items (global ids), local id = index
    entries: Entries  # by local deal, local item; values with pat hands kept
    exact_best: I64  # the entries' exact values
    exact_worst: I64
    weight: I64
    none_value: I64  # the search's value of discarding everything
    none_exact: I64
    ev: I64  # the search's hold values (scaled, pat hands kept)
    ev_exact: I64
    item_ptr: I64
    item_deals: I64  # each item's deals, item after item
    item_values: I64  # and its value there (read against the player)
    item_found: I64  # its holds there
    item_made: I64
    item_exact: tuple[I64, I64]  # its exact values there, for the player and against
    groups: tuple[tuple[object, ...], ...]  # text group of each local item
    places: I64  # made-hand rank of each local item (-1: none)
    candidate: npt.NDArray[np.bool_]  # local items that may be brought in as rules
    pat: npt.NDArray[np.bool_]  # local items that keep a pat hand of the basic strategy
    pat_rows: I64  # local deals where the basic strategy keeps a paying hand
    pat_values: I64  # the EV of its hold there
    pat_masks: I64  # and the hold (a 5-bit mask)


def _section_entries(
    entries: Entries, rows: I64, search_ev: I64, n_items: int
) -> tuple[Entries, tuple[I64, I64], I64]:
    """The entries of the deals ``rows`` (re-indexed from 0) with the search's values
    (``search_ev``: every deal's), their exact values, and the items they have (an
    entry's item is its index there)."""
    n = entries.cnt.shape[0]
    whole = rows.shape[0] == n and entries.ptr[0] == 0 and entries.ptr[-1] == entries.cnt.sum()
    if whole:  # every deal, entries packed
        has = np.bincount(entries.item, minlength=n_items) > 0
    else:
        has = k.items_used(entries.ptr, entries.cnt, entries.item, rows, n_items)
    used = np.flatnonzero(has).astype(np.int64)
    local = np.full(n_items, -1, dtype=np.int64)
    local[used] = np.arange(used.shape[0])
    if whole:  # the table's own entries, revalued
        deal_of = np.repeat(np.arange(n), entries.cnt)
        best = np.empty_like(entries.best)
        worst = np.empty_like(entries.worst)
        k.revalue(entries.found, entries.made, deal_of, search_ev, best, worst)
        mine = Entries(
            entries.ptr, entries.cnt, local[entries.item], entries.found, entries.made, best, worst
        )
        return mine, (entries.best, entries.worst), used
    # a section of a wild game: its deals' entries copied and revalued in one pass
    cnt = entries.cnt[rows].astype(np.int64)
    ptr = np.zeros(rows.shape[0] + 1, dtype=np.int64)
    np.cumsum(cnt, out=ptr[1:])
    size = int(ptr[-1])
    out = [np.empty(size, dtype=np.int64) for _ in range(7)]
    k.select_entries(
        entries.ptr, entries.cnt, entries.item, entries.found, entries.made, entries.best,
        entries.worst, rows, local, search_ev, ptr, *out,
    )  # fmt: skip
    item, found, made, exact_best, exact_worst, best, worst = out
    return Entries(ptr, cnt, item, found, made, best, worst), (exact_best, exact_worst), used


_HOLD_SIZES = np.array([bin(m).count("1") for m in range(32)], dtype=np.int64)


def pat_holds(table: AtomTable, basic: Rules, first: Entries | None = None) -> tuple[I64, I64, I64]:
    """The deals where the basic strategy keeps a paying made hand (their rows), its hold
    there (a 5-bit mask) and that hold's EV (``first``: the basic strategy's
    :func:`rule_entries`, when known). A level keeps such a pat hand when it holds every
    card of it (aces up held where the basic strategy holds the aces: both paying hands
    kept) or plays for no less: :func:`pat_broken`."""
    e = rule_entries(table, basic) if first is None else first
    has = e.cnt > 0
    rows = np.flatnonzero(has).astype(np.int64)
    found = e.found[e.ptr[:-1][rows]]
    masks, top = k.best_found_holds(found, table.holds.ev, rows)
    made = np.empty(rows.shape[0], dtype=np.int64)
    group = np.empty(rows.shape[0], dtype=np.int64)
    wild, high_min, win, gaps = kernel_game(table.game)
    k.hold_made(table.holds.classes.cards, rows, masks, wild, high_min, win, gaps, made, group)
    game = table.game
    lowest = {"pair": Made.PAIR, "two_pair": Made.TWO_PAIR}.get(
        game.lowest_pay, Made.THREE_OF_A_KIND
    )
    pays = made >= int(lowest)
    if lowest is Made.PAIR and game.high_min is not None:
        pays &= (made > int(Made.PAIR)) | (group >= game.high_min)
    # the hand itself held (or all five cards): not a draw that happens to contain one,
    # as two deuces and two royal cards (three of a kind at least, drawn to a royal)
    size = _HOLD_SIZES[masks]
    size_of = np.zeros(max(int(m) for m in Made) + 1, dtype=np.int64)
    for m in Made:
        size_of[int(m)] = MADE_SIZE.get(m, 5) if int(m) > 0 else 0
    made_size = size_of[made]
    pays &= (size == 5) | (size == made_size)
    return rows[pays], masks[pays], top[pays]


def pat_broken(
    table: AtomTable, rules: Rules, rows: I64, masks: I64, values: I64
) -> npt.NDArray[np.bool_]:
    """Of the pat deals ``rows`` (:func:`pat_holds`), those where ``rules`` (items of
    ``table``) may break the pat hand, read against the player: a hold the first
    playing rule allows (or discarding everything, when none plays) lacks a card of the
    basic strategy's hold and is worth less."""
    entries = rule_entries(table, rules)
    has = entries.cnt[rows] > 0
    at = np.minimum(entries.ptr[:-1][rows], max(0, entries.found.shape[0] - 1))
    found = np.where(has, entries.found[at] if entries.found.shape[0] else 0, 0)
    made = np.where(has, entries.made[at] if entries.made.shape[0] else 0, 0)
    local = np.arange(rows.shape[0], dtype=np.int64)
    out = np.empty(rows.shape[0], dtype=np.bool_)
    k.pat_broken(found, made, local, rows, masks, values, table.holds.ev, out)
    return out


PatHands = tuple[Entries, I64, I64, I64]  # the basic strategy's entries, and pat_holds


def pat_hands(table: AtomTable, basic: Rules) -> PatHands:
    """The basic strategy's :func:`rule_entries` and its pat hands (:func:`pat_holds`),
    as :func:`make_sections` reads them."""
    first = rule_entries(table, basic)
    return (first, *pat_holds(table, basic, first))


def _peak(values: I64) -> int:
    """One more than the largest magnitude of ``values`` (at least 2)."""
    if values.size == 0:
        return 2
    return max(1, int(values.max()), -int(values.min())) + 1


def _search_values(
    table: AtomTable, basic: Rules, keep_pat: bool, no_less: bool, pat: PatHands | None
) -> tuple[I64, I64, npt.NDArray[np.bool_], I64, I64]:
    """The search's hold values (:func:`make_sections`: pat hands kept, scaled), the
    exact ones, the items that keep a pat hand, and each deal's pat value and hold."""
    holds = table.holds
    ev = np.asarray(holds.ev, dtype=np.int64)  # (no copy: only ``penalised`` changes)
    penalised = ev.copy()
    pat_atoms = np.zeros(len(table.atoms), dtype=bool)
    pat_value = np.full(table.n, np.iinfo(np.int64).min, dtype=np.int64)
    pat_mask = np.zeros(table.n, dtype=np.int64)
    if keep_pat:
        first, rows, masks, values = pat_hands(table, basic) if pat is None else pat
        at = first.ptr[:-1][rows]
        for r in np.unique(first.item[at]):
            for a in basic[int(r)]:
                pat_atoms[a] = table.atoms[a].kind is Kind.MADE
        peak = _peak(ev)
        big = 4 * peak
        sub = penalised[rows]
        # a hold that lacks a card of the pat hand and is worth less breaks it
        lacks = (np.arange(32, dtype=np.int64)[None, :] & masks[:, None]) != masks[:, None]
        sub[(lacks | no_less) & (ev[rows] < values[:, None])] -= big
        penalised[rows] = sub
        pat_value[rows] = values
        pat_mask[rows] = masks
    peak = _peak(penalised)
    weight_sum = int(table.weight.sum())
    scale = max(1, -(-peak * weight_sum // _INT64_SAFE))
    search_ev = penalised // scale if scale > 1 else penalised
    return search_ev, ev, pat_atoms, pat_value, pat_mask


def make_sections(
    table: AtomTable,
    basic: Rules,
    *,
    keep_pat: bool = True,
    no_less: bool = False,
    pat: PatHands | None = None,
) -> list[tuple[Section, Rules]]:
    """The sections of a table (one per number of wild cards dealt, one in all for a
    game without wild cards), each with the basic strategy's rules in it (without
    "discard everything" and what follows it). With ``keep_pat``, the search's values
    keep the basic strategy's pat hands (:func:`pat_broken`; ``pat``: those of
    :func:`pat_hands`, when known); with ``no_less`` too, a pat hand is played for no
    less (holding more of the deal is kept from the search too, a narrower search whose
    levels seed the other: :meth:`SectionSearch.seed`)."""
    game = table.game
    holds = table.holds
    search_ev, ev, pat_atoms, pat_value, pat_mask = _search_values(
        table, basic, keep_pat, no_less, pat
    )
    e = table.entries
    if game.is_wild:
        flags = game.wild_flags()
        cards = holds.classes.cards
        dealt_of = flags[np.clip(cards, 0, flags.shape[0] - 1)].sum(axis=1)
        keys: list[int | None] = [int(x) for x in np.unique(dealt_of)]
    else:
        dealt_of = np.zeros(table.n, dtype=np.int64)
        keys = [None]
    out: list[tuple[Section, Rules]] = []
    for key in keys:
        rows = np.flatnonzero(dealt_of == (0 if key is None else key)).astype(np.int64)
        entries, exact, used = _section_entries(e, rows, search_ev, len(table.atoms))
        everything = rows.shape[0] == table.n
        item_ptr, item_deals, item_values, item_found, item_made, exact_best, exact_worst = (
            k.invert_values(
                entries.ptr, entries.cnt, entries.item, used.shape[0],
                entries.worst, entries.found, entries.made, exact[0], exact[1], kl.threads(),
            )
        )  # fmt: skip
        item_exact = (exact_best, exact_worst)
        patterns = [table.atoms[int(a)] for a in used]
        is_pat = pat_value[rows] > np.iinfo(np.int64).min
        section = Section(
            key,
            rows,
            used,
            entries,
            exact[0],
            exact[1],
            table.weight[rows],
            search_ev[rows, 0].copy(),
            ev[rows, 0].copy(),
            search_ev if everything else search_ev[rows],
            ev if everything else ev[rows],
            item_ptr,
            item_deals,
            item_values,
            item_found,
            item_made,
            item_exact,
            tuple(text_group(p) for p in patterns),
            np.array([made_place(p) for p in patterns], dtype=np.int64),
            np.array([p.kind is not Kind.NOTHING for p in patterns], dtype=bool),
            pat_atoms[used],
            np.flatnonzero(is_pat).astype(np.int64),
            pat_value[rows][is_pat],
            pat_mask[rows][is_pat],
        )
        out.append((section, section_rules(table, section, basic)))
    return out


def narrow_values(table: AtomTable, basic: Rules, pat: PatHands | None = None) -> I64:
    """The search's hold values with pat hands played for no less (those of
    :func:`make_sections` with ``no_less``), for :func:`narrower_sections`."""
    return _search_values(table, basic, True, True, pat)[0]


def narrower_sections(
    table: AtomTable, sections: Sequence[Section], search_ev: I64
) -> list[Section]:
    """:func:`make_sections` with ``no_less`` of the sections ``sections`` made without
    it (``search_ev``: :func:`narrow_values`): only the search's values differ (the
    deals, items and exact values shared)."""
    out = []
    for section in sections:
        everything = section.rows.shape[0] == table.n
        ev = search_ev if everything else search_ev[section.rows]
        e = section.entries
        deal_of = np.repeat(np.arange(section.rows.shape[0]), e.cnt)
        best = np.empty_like(e.best)
        worst = np.empty_like(e.worst)
        k.revalue(e.found, e.made, deal_of, ev, best, worst)
        item_best = np.empty_like(section.item_values)
        item_values = np.empty_like(section.item_values)
        k.revalue(
            section.item_found, section.item_made, section.item_deals, ev, item_best, item_values
        )
        out.append(
            replace(
                section,
                entries=replace(e, best=best, worst=worst),
                none_value=ev[:, 0].copy(),
                ev=ev,
                item_values=item_values,
            )
        )
    return out


def section_rules(table: AtomTable, section: Section, rules: Rules) -> Rules:
    """``rules`` (items of ``table``) as rules of ``section`` (its local ids), without
    "discard everything" and what follows it: the rules a search of the section starts
    from."""
    local = np.full(len(table.atoms), -1, dtype=np.int64)
    local[section.items] = np.arange(section.items.shape[0])
    start: list[tuple[int, ...]] = []
    for atoms in rules:
        if any(table.atoms[a].kind is Kind.NOTHING for a in atoms):
            if any(local[a] >= 0 for a in atoms):
                break
            continue
        mine = tuple(int(local[a]) for a in atoms if local[a] >= 0)
        if mine:
            start.append(mine)
    return tuple(start)


@dataclass
class _Summary:
    f1: I64
    v1: I64
    f2: I64
    v2: I64
    found1: I64
    made1: I64
    drop: I64
    total: int
    free_drop: I64  # what deleting each rule adds, locked rules too ("discard": last)
    kept_rows: I64 | None = field(default=None, repr=False)  # weighted_rows, once asked

    def weighted_rows(self, weight: I64) -> I64:
        """Each deal's first and second rule and their values times the deal's
        ``weight``, one row a deal (:func:`_levels.swap_gains`; kept: a search's
        ``weight`` is its section's)."""
        if self.kept_rows is None:
            rows = np.empty((weight.shape[0], 4), dtype=np.int64)
            kl.weighted_rows(self.f1, self.f2, self.v1, self.v2, weight, rows)
            self.kept_rows = rows
        return self.kept_rows


class SectionSearch:
    """The level search in one section (see the module's notes)."""

    def __init__(
        self,
        section: Section,
        *,
        cancel: threading.Event | None = None,
        max_passes: int = 40,
    ) -> None:
        self.s = section
        self.cancel = cancel
        self.max_passes = max_passes
        self.n_items = section.items.shape[0]
        self.chunks = 8
        self.present = sorted({int(x) for x in section.places if x >= 0})
        self._memo: dict[Rules, _Summary] = {}
        # each candidate's best swap and addition by rules (a descent's polish and the
        # other start come back to rules swapped before: a fifth of the passes)
        self._swaps: dict[Rules, tuple[I64, I64, I64, I64, I64, I64]] = {}
        self._exact: dict[Rules, tuple[int, int, bool]] = {}
        self._no_less: dict[Rules, bool] = {}
        self._pat: tuple[I64, ...] | None = None
        self._weighted_values: I64 | None = None
        self._locked: dict[tuple[int, ...], bool] = {}  # by rule
        self._variant_kept: dict[tuple[int, int], tuple[I64, I64]] = {}  # (_variant_deals)
        # a deal-sized summary written on the deals a narrowed rule changes (read there
        # only: :meth:`_narrowed_gains`)
        self._scratch: tuple[I64, ...] | None = None
        # each descent's path so far, by its start and the search's settings
        # (:meth:`descend`)
        self._paths: dict[tuple[object, ...], list[tuple[Rules, int]]] = {}
        # penalty-card variants of items (local ids): "suited QT" -> "suited QT with no
        # flush card discarded", ... (the thorough search's splits; empty: none)
        self.variants: dict[int, tuple[int, ...]] = {}
        # the chain move's variants of cards held alone ("A only with a discarded T
        # offsuit"), which no other move brings in (:meth:`chains`; empty: none)
        self.chain_variants: dict[int, tuple[int, ...]] = {}
        self._best_value: I64 | None = None
        # what may share a line (the level search: one shape; the basic strategy's
        # search: what a player says in one breath)
        self.groups: tuple[tuple[object, ...], ...] = section.groups
        self._joins: tuple[object, dict[tuple[object, ...], bool]] = (None, {})
        # whether rules joined fit a line (None: any length)
        self.fits: Callable[[tuple[int, ...]], bool] | None = None
        # called at each step of the local moves (a long stage's progress; None: none)
        self.tick: Callable[[], None] | None = None

    def fork(self) -> SectionSearch:
        """The same search (section, settings, exact totals, swaps and descents found)
        with working caches of its own, for another thread: a search's caches are not shared
        between threads. What the fork finds comes back with :meth:`join`."""
        twin = copy.copy(self)
        twin._memo = {}
        twin._swaps = dict(self._swaps)  # (read-only arrays)
        twin._exact = dict(self._exact)
        twin._no_less = dict(self._no_less)
        twin._paths = {key: list(path) for key, path in self._paths.items()}
        twin._joins = (None, {})
        twin._locked = dict(self._locked)
        twin._variant_kept = dict(self._variant_kept)
        twin._scratch = None
        return twin

    def join(self, twin: SectionSearch) -> None:
        """A fork's exact totals, swaps and descents brought back (the longer path of
        each)."""
        self._exact.update(twin._exact)
        self._no_less.update(twin._no_less)
        for rules, swaps in twin._swaps.items():
            if len(self._swaps) >= SWAPS_KEPT:
                self._swaps.clear()
            self._swaps[rules] = swaps
        for key, path in twin._paths.items():
            if len(path) > len(self._paths.get(key, ())):
                self._paths[key] = path

    def _check(self) -> None:
        """Raises :class:`Cancelled` when the search is cancelled; reports a step."""
        if self.cancel is not None and self.cancel.is_set():
            raise Cancelled("strategy generation cancelled")
        if self.tick is not None:
            self.tick()

    # ---- evaluation

    def _rule_of(self, rules: Rules) -> I64:
        rule_of = np.full(self.n_items, -1, dtype=np.int64)
        for r, items in enumerate(rules):
            rule_of[list(items)] = r
        return rule_of

    @staticmethod
    def _flat(rules: Rules) -> tuple[I64, I64]:
        items = np.array([i for r in rules for i in r], dtype=np.int64)
        ptr = np.zeros(len(rules) + 1, dtype=np.int64)
        np.cumsum([len(r) for r in rules], out=ptr[1:])
        return items, ptr

    def _first_two(
        self, rules: Rules, values: I64, ev: I64, worst: bool, none_value: I64
    ) -> tuple[I64, ...]:
        s = self.s
        n = s.rows.shape[0]
        f1, v1, f2, v2, found1, made1 = (np.empty(n, dtype=np.int64) for _ in range(6))
        items, ptr = self._flat(rules)
        kl.summarize_items(
            s.item_ptr, s.item_deals, s.item_found, s.item_made, values, items, ptr, ev,
            worst, none_value, f1, v1, f2, v2, found1, made1, kl.threads(),
        )  # fmt: skip
        return f1, v1, f2, v2, found1, made1

    def locked(self, rules: Rules) -> npt.NDArray[np.bool_]:
        """Rules that keep a pat hand of the basic strategy: never deleted (they may be
        joined into another rule, whose line then keeps their hands)."""
        pat = self.s.pat
        known = self._locked
        out = np.empty(len(rules), dtype=bool)
        for j, r in enumerate(rules):
            locked = known.get(r)
            if locked is None:
                locked = known[r] = bool(pat[list(r)].any())
            out[j] = locked
        return out

    def summary(self, rules: Rules) -> _Summary:
        cached = self._memo.get(rules)
        if cached is not None:
            return cached
        s = self.s
        derived = self._derived(rules)
        if derived is None:
            f1, v1, f2, v2, found1, made1 = self._first_two(
                rules, s.item_values, s.ev, True, s.none_value
            )
        else:
            f1, v1, f2, v2, found1, made1 = derived
        free = np.zeros(len(rules) + 1, dtype=np.int64)
        np.add.at(free, f1, s.weight * (v2 - v1))
        drop = free[: len(rules)].copy()
        drop[self.locked(rules)] = _NEVER
        out = _Summary(f1, v1, f2, v2, found1, made1, drop, int((s.weight * v1).sum()), free)
        if len(self._memo) > 8:
            self._memo.clear()
        self._memo[rules] = out
        return out

    def _derived(self, rules: Rules) -> tuple[I64, ...] | None:
        """:meth:`summary`'s first two rules, their values and the first rule's holds,
        from a kept summary of rules that differ in a few rules, the others in the same
        order (a step of the search: a rule deleted, two joined, one swapped in): a deal
        whose first two rules are kept and that no new rule fits plays as before, its
        rules renumbered; the others are summarized again. None where no kept summary
        is that close, or where more than a quarter of the deals would be summarized
        again (the whole pass, item by item, is about as quick then)."""
        s = self.s
        at = {rule: j for j, rule in enumerate(rules)}
        close: tuple[int, Rules, list[int], list[int]] | None = None
        for old in self._memo:
            kept = [i for i, rule in enumerate(old) if rule in at]
            places = [at[old[i]] for i in kept]
            changed = len(old) + len(rules) - 2 * len(kept)
            if changed > DERIVED_CHANGES or places != sorted(places):
                continue
            if close is None or changed < close[0]:
                close = (changed, old, kept, places)
        if close is None:
            return None
        _, old, kept, places = close
        base = self._memo[old]
        renumber = np.full(len(old) + 1, -1, dtype=np.int64)
        renumber[kept] = places
        renumber[len(old)] = len(rules)
        again = (renumber[base.f1] < 0) | (renumber[base.f2] < 0)
        for j in sorted(set(range(len(rules))) - set(places)):
            for x in rules[j]:
                again[s.item_deals[s.item_ptr[x] : s.item_ptr[x + 1]]] = True
        rows = np.flatnonzero(again)
        if rows.shape[0] * DERIVED_SHARE > again.shape[0]:
            return None
        return self._again(base, rules, rows, renumber[base.f1], renumber[base.f2])

    def _again(
        self, base: _Summary, rules: Rules, rows: I64, f1: I64, f2: I64
    ) -> tuple[I64, I64, I64, I64, I64, I64]:
        """``base``'s summary (its first two rules ``f1``, ``f2``: numbered for
        ``rules``, arrays of the caller's) with the deals ``rows`` summarized again for
        ``rules``."""
        v1, v2, found1, made1 = (a.copy() for a in (base.v1, base.v2, base.found1, base.made1))
        out = (f1, v1, f2, v2, found1, made1)
        self._summarize_rows(rules, rows, out)
        return out

    def _summarize_rows(self, rules: Rules, rows: I64, out: tuple[I64, ...]) -> None:
        """The deals ``rows`` summarized for ``rules`` into ``out`` (f1, v1, f2, v2,
        found1, made1: deal-sized; the other deals left as they are)."""
        s = self.s
        e = s.entries
        kl.summarize_rows(
            rows, e.ptr, e.cnt, e.item, e.found, e.made, e.best, e.worst,
            self._rule_of(rules), len(rules), s.ev, True, s.none_value, *out,
        )  # fmt: skip

    def _narrowed_gains(
        self, base: _Summary, rules: Rules, r: int, x: int, deals: I64
    ) -> tuple[int, int, int, int, int, int]:
        """The total of ``rules``, which play as the rules of ``base`` except that rule
        ``r`` matches less of the deals ``deals`` (an item taken out of it or replaced by
        a variant that fits fewer of that item's deals, no rule moved), and what bringing
        in item ``x`` then adds (:meth:`_one_candidate`), without a summary of every
        deal: the deals that change (:meth:`_changed_rows`) are summarized into the
        search's scratch arrays and read from there."""
        s = self.s
        if self._scratch is None:
            n = s.rows.shape[0]
            self._scratch = tuple(np.empty(n, dtype=np.int64) for _ in range(6))
        out = self._scratch
        rows, drop, total, _ = self._changed_rows(base, rules, r, deals, out)
        f1, v1, f2, v2 = (a[rows] for a in out[:4])
        w = s.weight[rows]
        patch = np.stack((f1, f2, w * v1, w * v2), axis=1)
        gain, out_x, out_p, add, add_p = kl.narrowed_candidate_gains(
            x, s.item_ptr, s.item_deals, self._weighted(), base.weighted_rows(s.weight),
            rows, patch, drop, len(rules),
        )  # fmt: skip
        return total, gain, out_x, out_p, add, add_p

    def _changed_rows(
        self, base: _Summary, rules: Rules, r: int, deals: I64, out: tuple[I64, ...]
    ) -> tuple[I64, I64, int, I64]:
        """Rule ``r`` of ``base``'s rules narrowed on (some of) ``deals`` (an item's deals,
        in deal order) into ``rules``: only the deals of ``deals`` whose first or second
        rule was ``r`` can play otherwise (on the others rule ``r`` did not match before
        either, or came after the two first). Those are summarized again into ``out``
        (f1, v1, f2, v2, found1, made1: deal-sized, the other deals left as they are);
        returns them, the rules' ``drop``, total and ``free_drop``."""
        s = self.s
        rows = deals[(base.f1[deals] == r) | (base.f2[deals] == r)]
        if rows.shape[0] > 1:  # an item may fit a deal twice
            rows = rows[np.concatenate(([True], rows[1:] != rows[:-1]))]
        self._summarize_rows(rules, rows, out)
        f1, v1, _, v2 = out[:4]
        w = s.weight[rows]
        new_f1, new_v1, old_v1 = f1[rows], v1[rows], base.v1[rows]
        free = base.free_drop.copy()
        np.subtract.at(free, base.f1[rows], w * (base.v2[rows] - old_v1))
        np.add.at(free, new_f1, w * (v2[rows] - new_v1))
        drop = free[: len(rules)].copy()
        drop[self.locked(rules)] = _NEVER
        total = base.total + int((w * (new_v1 - old_v1)).sum())
        return rows, drop, total, free

    def exact(self, rules: Rules) -> tuple[int, int, bool]:
        """The exact totals of rules in this section, read for the player and against,
        and whether they keep every paying hand the basic strategy keeps (read against)."""
        known = self._exact.get(rules)
        if known is not None:
            return known
        s = self.s
        out = []
        keeps = True
        for worst, values in ((False, s.item_exact[0]), (True, s.item_exact[1])):
            _, v1, _, _, found1, made1 = self._first_two(
                rules, values, s.ev_exact, worst, s.none_exact
            )
            out.append(weighted_total(v1, s.weight))
            if worst:
                rows = s.pat_rows
                broken = np.empty(rows.shape[0], dtype=np.bool_)
                k.pat_broken(
                    found1, made1, rows, rows, s.pat_masks, s.pat_values, s.ev_exact, broken
                )
                keeps = not bool(broken.any())
        self._exact[rules] = (out[0], out[1], keeps)
        return out[0], out[1], keeps

    def plays_no_less(self, rules: Rules) -> bool:
        """Whether ``rules`` play every pat deal for no less than the basic strategy,
        read against the player (a narrower rule than keeping the pat hand: holding more
        of the deal, as aces up where the basic strategy holds the aces, is not)."""
        known = self._no_less.get(rules)
        if known is None:
            ptr, deals, found, made, values, ev, none = self._pat_entries()
            n = none.shape[0]
            f1, v1, f2, v2, found1, made1 = (np.empty(n, dtype=np.int64) for _ in range(6))
            items, rule_ptr = self._flat(rules)
            kl.summarize_items(
                ptr, deals, found, made, values, items, rule_ptr, ev, True, none,
                f1, v1, f2, v2, found1, made1, kl.threads(),
            )  # fmt: skip
            known = self._no_less[rules] = bool((v1 >= self.s.pat_values).all())
        return known

    def _pat_entries(self) -> tuple[I64, ...]:
        """The item-major entries of the pat deals alone (those deals numbered from 0 in
        ``pat_rows`` order), with their exact values read against the player, the
        exact hold values and the value of discarding everything there (kept)."""
        if self._pat is None:
            s = self.s
            local = np.full(s.rows.shape[0], -1, dtype=np.int64)
            local[s.pat_rows] = np.arange(s.pat_rows.shape[0])
            keep = local[s.item_deals] >= 0
            item_of = np.repeat(np.arange(self.n_items), np.diff(s.item_ptr))
            ptr = np.zeros(self.n_items + 1, dtype=np.int64)
            np.cumsum(np.bincount(item_of[keep], minlength=self.n_items), out=ptr[1:])
            self._pat = (
                ptr,
                local[s.item_deals[keep]],
                s.item_found[keep],
                s.item_made[keep],
                s.item_exact[1][keep],
                s.ev_exact[s.pat_rows],
                s.none_exact[s.pat_rows],
            )
        return self._pat

    def seed(
        self, found: dict[int, tuple[Rules, int]], seeds: dict[int, tuple[Rules, int]]
    ) -> None:
        """The levels of another search of this section (the same items, other values)
        brought into ``found`` where this search values them more."""
        for rules, _ in seeds.values():
            self._record(found, rules, self.summary(rules).total)

    # ---- moves

    def _candidates(self, rules: Rules) -> I64:
        """The items that do not play, the largest shared out between the threads."""
        playing = np.zeros(self.n_items, dtype=bool)
        for items in rules:
            playing[list(items)] = True
        cands = np.flatnonzero(self.s.candidate & ~playing).astype(np.int64)
        sizes = self.s.item_ptr[cands + 1] - self.s.item_ptr[cands]
        by_size = cands[np.argsort(-sizes, kind="stable")]
        return np.concatenate([by_size[0::2], by_size[1::2]])

    def swaps(self, rules: Rules, summary: _Summary) -> tuple[I64, I64, I64, I64, I64, I64]:
        """For every candidate: its best swap (gain, rule out, place) and its best
        addition (gain, place) (``summary``: the rules' :meth:`summary`; read-only
        arrays, kept by rules)."""
        known = self._swaps.get(rules)
        if known is not None:
            return known
        s = self.s
        cands = self._candidates(rules)
        m = cands.shape[0]
        gain = np.empty(m, dtype=np.int64)
        out_x = np.empty(m, dtype=np.int64)
        out_p = np.empty(m, dtype=np.int64)
        add = np.empty(m, dtype=np.int64)
        add_p = np.empty(m, dtype=np.int64)
        kl.swap_gains(
            s.item_ptr, s.item_deals, self._weighted(), cands, summary.weighted_rows(s.weight),
            summary.drop, len(rules), gain, out_x, out_p, add, add_p,
        )  # fmt: skip
        found = (cands, gain, out_x, out_p, add, add_p)
        for a in found:
            a.setflags(write=False)
        if len(self._swaps) >= SWAPS_KEPT:
            self._swaps.clear()
        self._swaps[rules] = found
        return found

    def merges(self, rules: Rules) -> I64:
        """``gain[x, y]`` of joining rule ``y`` into rule ``x``, the lowest value where
        the two may not share a line."""
        s = self.s
        n = len(rules)
        summary = self.summary(rules)
        items, ptr = self._flat(rules)
        locked = self.locked(rules)
        allowed = np.zeros((n, n), dtype=np.bool_)
        # rules of two shapes never join: only the pairs of one shape are asked
        shape = [
            next(iter(g)) if len(g := {self.groups[i] for i in rule}) == 1 else None
            for rule in rules
        ]
        for x in range(n):
            for y in range(x + 1, n):
                if shape[x] is not None and shape[x] == shape[y]:
                    pat = bool(locked[x] or locked[y])
                    allowed[x, y] = self.joinable(rules[x], rules[y], pat)
        gains = kl.merge_gains_items(
            s.item_ptr, s.item_deals, s.item_found, s.item_made, s.item_values, items, ptr,
            s.ev, True, s.weight, summary.f1, summary.v1, summary.found1, summary.made1,
            allowed, kl.threads(),
        )  # fmt: skip
        low = np.iinfo(np.int64).min
        if self.fits is not None:  # the best join that fits a line (the others unused)
            kept = 0
            for f in np.argsort(-gains, axis=None, kind="stable"):
                x, y = divmod(int(f), n)
                if kept or gains[x, y] == low:
                    gains[x, y] = low
                elif self.fits(tuple(sorted({*rules[x], *rules[y]}))):
                    kept += 1
                else:
                    gains[x, y] = low
        return gains

    def joinable(self, a: tuple[int, ...], b: tuple[int, ...], pat: bool = False) -> bool:
        """Whether two rules read as one line: one shape, made hands next in rank (any
        made hands where one rule keeps pat hands: "any pat paying hand")."""
        if self._joins[0] is not self.groups or len(self._joins[1]) > JOINS_KEPT:
            self._joins = (self.groups, {})  # (kept while the groups are the same)
        known = self._joins[1].get((a, b, pat))
        if known is None:
            known = len({self.groups[i] for i in (*a, *b)}) == 1 and (
                pat or neighbours({int(self.s.places[i]) for i in (*a, *b)}, self.present)
            )
            self._joins[1][(a, b, pat)] = known
        return known

    @staticmethod
    def _swapped(rules: Rules, item: int, out: int, place: int) -> Rules:
        """Rules with ``item`` as a rule of its own before rule ``place`` (``len``: last)
        and rule ``out`` deleted (-1: none)."""
        new = list(rules)
        at = place
        if out >= 0:
            del new[out]
            if place > out:
                at -= 1
        new.insert(at, (item,))
        return tuple(new)

    @staticmethod
    def _joined(rules: Rules, x: int, y: int) -> Rules:
        new = list(rules)
        new[x] = tuple(sorted({*new[x], *new[y]}))
        del new[y]
        return tuple(new)

    def reorder(self, rules: Rules) -> Rules:
        """Rules moved one at a time wherever the total grows (exact)."""
        if len(rules) < 2:
            return rules
        s = self.s
        e = s.entries
        rule_of = self._rule_of(rules)
        n = len(rules)
        cnt = kl.count_playing(e.ptr, e.cnt, e.item, rule_of, n)
        ptr = np.zeros(cnt.shape[0] + 1, dtype=np.int64)
        np.cumsum(cnt, out=ptr[1:])
        item = np.empty(int(ptr[-1]), dtype=np.int64)
        worst = np.empty(int(ptr[-1]), dtype=np.int64)
        kl.playing_entries(
            e.ptr, e.cnt, e.item, e.found, e.made, e.best, e.worst, rule_of, n, s.ev, ptr,
            item, worst,
        )  # fmt: skip
        item_ptr, item_entries, item_deals = k.invert(ptr, cnt, item, n)
        pos = np.arange(n, dtype=np.int64)
        moves = ko.insertion_search(
            ptr, cnt, item, worst, s.weight, s.none_value, item_ptr, item_entries,
            item_deals, pos, 20,
        )  # fmt: skip
        if not moves:
            return rules
        return tuple(rules[i] for i in np.argsort(pos, kind="stable"))

    def improve(self, rules: Rules, *, thorough: bool = False) -> tuple[Rules, int]:
        """Exact local moves at this number of rules while one helps: swaps; with
        ``thorough``, moves of rules and joins that free a place to fill too. Returns
        the rules and their total."""
        current = 0
        for _ in range(self.max_passes):
            self._check()
            summary = self.summary(rules)
            current = summary.total
            cands, gain, out_x, out_p, _, _ = self.swaps(rules, summary)
            if gain.size and gain.max() > 0:
                i = int(np.argmax(gain))
                rules = self._swapped(rules, int(cands[i]), int(out_x[i]), int(out_p[i]))
                continue
            if not thorough:
                break
            moved = self.reorder(rules)
            if moved != rules:
                new_total = self.summary(moved).total
                if new_total > current:
                    rules, current = moved, new_total
                    continue
            joined = self._join_and_fill(rules, current)
            if joined is not None:
                rules, current = joined
                continue
            split = self.splits(rules)
            if split is None or split[1] <= current:
                break
            rules, current = split[0], split[1]
        return rules, current

    def unjoins(self, rules: Rules) -> tuple[Rules, int] | None:
        """An item of a rule of several taken out and made a rule of its own where it
        plays best, in place of another rule (a rule split, the number of rules kept):
        the best such move, or None when none adds to the total. A split changes the
        play of the item's deals and of the rule deleted: the items are tried by what
        their deals lose, most first, while that can still beat the best found (every
        move tried is priced exactly)."""
        s = self.s
        base = self.summary(rules)
        short = np.maximum(self._optimal - base.v1, 0) * s.weight
        bounds = []
        for r, rule in enumerate(rules):
            if len(rule) < 2:
                continue
            for x in rule:
                deals = s.item_deals[s.item_ptr[x] : s.item_ptr[x + 1]]
                bounds.append((int(short[deals].sum()), r, x))
        bounds.sort(reverse=True)
        spare = max(0, int(base.drop.max(initial=0)))
        best: tuple[Rules, int] | None = None
        for bound, r, x in bounds:
            if base.total + bound + spare <= (best[1] if best else base.total):
                break
            self._check()
            rule = rules[r]
            narrowed = (*rules[:r], tuple(i for i in rule if i != x), *rules[r + 1 :])
            deals = s.item_deals[s.item_ptr[x] : s.item_ptr[x + 1]]
            total, gain, out_x, out_p, _, _ = self._narrowed_gains(base, narrowed, r, x, deals)
            if out_x < 0:
                continue
            total += gain
            if total > (best[1] if best else base.total):
                best = (self._swapped(narrowed, x, out_x, out_p), total)
        return best

    def local(self, rules: Rules) -> tuple[Rules, int]:
        """Exact local search at this number of rules until no move helps: swaps (a rule
        replaced by any candidate, anywhere), rule moves, two rules joined and the freed
        place filled, penalty brackets (where the search has variants) and rule splits."""
        rules, total = self.improve(rules, thorough=True)
        for _ in range(self.max_passes):
            split = self.unjoins(rules)
            if split is None or split[1] <= total:
                break
            rules, total = self.improve(split[0], thorough=True)
        return rules, total

    def refine(self, found: dict[int, tuple[Rules, int]], sizes: range) -> None:
        """The local search (:meth:`local`) on the levels of ``sizes`` found, restarted
        from each neighbour: the level below grown by its best candidate, the level
        above reduced by its cheapest deletion or join; each kept where better."""
        for n in sizes:
            if n in found:
                self._record(found, *self.local(found[n][0]))
        for n in sizes:
            below = found.get(n - 1)
            if below is not None:
                grown = self.grow(below[0])
                if grown is not None:
                    self._record(found, *self.local(grown[0]))
        for n in reversed(sizes):
            above = found.get(n + 1)
            if above is not None and n >= 1:
                self._record(found, *self.local(self.reduce(above[0])))

    def _one_candidate(
        self, rules: Rules, summary: _Summary, item: int
    ) -> tuple[int, int, int, int, int]:
        """What bringing ``item`` in adds: as a rule in place of another (gain, rule
        out, place) and as one more rule (gain, place)."""
        s = self.s
        out: tuple[int, int, int, int, int] = kl.candidate_gains(
            item, s.item_ptr, s.item_deals, self._weighted(), summary.weighted_rows(s.weight),
            summary.drop, len(rules),
        )  # fmt: skip
        return out

    def _weighted(self) -> I64:
        """Each item-major entry's value times its deal's weight (kept)."""
        if self._weighted_values is None:
            self._weighted_values = self.s.weight[self.s.item_deals] * self.s.item_values
        return self._weighted_values

    def _split_moves(
        self, rules: Rules, more_floor: int | None = None
    ) -> tuple[tuple[int, Rules] | None, tuple[int, Rules] | None]:
        """A penalty bracket on a rule: one of its items replaced by a penalty-card
        variant (``suited QT`` by ``suited QT with no flush card discarded``) and the
        item itself placed where it plays best, in place of another rule or as one more.
        The best of each (total, rules) that beats the rules' own total (and, with one
        more rule, ``more_floor``; None: not looked for). A split changes only the deals
        of the item split: the items are tried by what those deals lose, most first,
        while that can still beat the best found."""
        same: tuple[int, Rules] | None = None
        more: tuple[int, Rules] | None = None
        if not self.variants:
            return same, more
        s = self.s
        base = self.summary(rules)
        playing = {i for r in rules for i in r}
        short = np.maximum(self._optimal - base.v1, 0) * s.weight
        bounds = []
        for r, rule in enumerate(rules):
            for x in rule:
                for v in self.variants.get(x, ()):
                    if v in playing:
                        continue
                    freed, _ = self._variant_deals(x, v)
                    freed = freed[base.f1[freed] == r]
                    bounds.append((int(short[freed].sum()), r, x, v))
        bounds.sort(reverse=True)
        spare = max(0, int(base.drop.max(initial=0)))  # what deleting a rule may add
        for bound, r, x, v in bounds:
            reach = base.total + bound
            same_done = reach + spare <= (same[0] if same else base.total)
            more_done = more_floor is None or reach <= (more[0] if more else more_floor)
            if same_done and more_done:
                break
            rule = rules[r]
            self._check()
            narrowed = (*rules[:r], tuple(sorted({*rule, v} - {x})), *rules[r + 1 :])
            _, changed = self._variant_deals(x, v)
            total, gain, out_x, out_p, add, add_p = self._narrowed_gains(
                base, narrowed, r, x, changed
            )
            if total > (same[0] if same else base.total):
                same = (total, narrowed)
            if out_x >= 0 and total + gain > (same[0] if same else base.total):
                same = (total + gain, self._swapped(narrowed, x, out_x, out_p))
            if more_floor is not None and total + add > (more[0] if more else more_floor):
                more = (total + add, self._swapped(narrowed, x, -1, add_p))
        return same, more

    def _variant_deals(self, x: int, v: int) -> tuple[I64, I64]:
        """Item ``x``'s deals that its variant ``v`` does not fit, and those where ``v``
        does not play as ``x`` (not fitting, or fitting other holds or at another value),
        in deal order: a rule with ``v`` in place of ``x`` plays as before elsewhere."""
        known = self._variant_kept.get((x, v))
        if known is not None:
            return known
        s = self.s
        at_x = slice(s.item_ptr[x], s.item_ptr[x + 1])
        at_v = slice(s.item_ptr[v], s.item_ptr[v + 1])
        deals, kept = s.item_deals[at_x], s.item_deals[at_v]
        freed = np.setdiff1d(deals, kept, assume_unique=True)
        ordered = np.all(deals[1:] > deals[:-1]) and np.all(kept[1:] > kept[:-1])
        pos = np.minimum(np.searchsorted(deals, kept), deals.shape[0] - 1)
        if deals.shape[0] and ordered and np.array_equal(deals[pos], kept):
            same = np.zeros(deals.shape[0], dtype=bool)
            same[pos] = (
                (s.item_found[at_x][pos] == s.item_found[at_v])
                & (s.item_made[at_x][pos] == s.item_made[at_v])
                & (s.item_values[at_x][pos] == s.item_values[at_v])
            )
            changed = deals[~same]
        else:  # an item fitting a deal twice (or v's deals not x's): all of them
            changed = deals
        self._variant_kept[(x, v)] = (freed, changed)
        return freed, changed

    @property
    def _optimal(self) -> I64:
        """Each deal's best value in the search (what a split's gain is bounded by)."""
        if self._best_value is None:
            self._best_value = self.s.ev.max(axis=1)
        return self._best_value

    def splits(self, rules: Rules) -> tuple[Rules, int] | None:
        """The best penalty bracket put on a rule at this number of rules (see
        :meth:`_split_moves`), or None."""
        same, _ = self._split_moves(rules)
        return None if same is None else (same[1], same[0])

    @staticmethod
    def _spans(starts: I64, lengths: I64) -> I64:
        """The positions ``starts[i] + 0 .. lengths[i] - 1``, one span after another."""
        offsets = np.cumsum(lengths) - lengths
        return np.repeat(starts - offsets, lengths) + np.arange(int(lengths.sum()))

    def _lift_gains(self, summary: _Summary, place: int, cands: I64) -> I64:
        """What each candidate item adds as a rule of its own put in at ``place`` (the
        deals whose first rule is ``place`` or below take its value there)."""
        s = self.s
        lengths = s.item_ptr[cands + 1] - s.item_ptr[cands]
        at = self._spans(s.item_ptr[cands], lengths)
        deals = s.item_deals[at]
        step = np.where(summary.f1[deals] >= place, s.item_values[at] - summary.v1[deals], 0)
        owner = np.repeat(np.arange(cands.shape[0]), lengths)
        # (float sums: they only rank the candidates, each then priced exactly)
        return np.bincount(owner, s.weight[deals] * step.astype(np.float64), cands.shape[0])

    def _lifted(self, rules: Rules, place: int, freed: I64) -> tuple[Rules, int] | None:
        """The best rule put in at ``place`` (the chain's lifted rule ``y``): an existing
        rule below it moved there, or the best candidate item that plays on the deals
        ``freed`` joined with others of its line ("AK, AQ, AJ") while that adds; priced
        exactly (search values)."""
        summary = self.summary(rules)
        best: tuple[Rules, int] | None = None

        def consider(trial: Rules) -> int:
            nonlocal best
            total = self.summary(trial).total
            if best is None or total > best[1]:
                best = (trial, total)
            return total

        for q in range(place + 1, min(len(rules), place + 1 + CHAIN_BELOW)):
            moved = list(rules)
            moved.insert(place, moved.pop(q))
            consider(tuple(moved))
        e = self.s.entries
        near = np.zeros(self.n_items, dtype=bool)
        near[np.unique(e.item[self._spans(e.ptr[freed], e.cnt[freed])])] = True
        cands = self._candidates(rules)
        cands = cands[near[cands]]
        if cands.size:
            gains = self._lift_gains(summary, place, cands)
            order = np.argsort(-gains, kind="stable")[: 4 * CHAIN_JOINS]
            picked = [int(cands[i]) for i in order if gains[i] > 0]
            variant = self._families()[0]
            plain = [c for c in picked if c not in variant][:CHAIN_JOINS]
            for first in dict.fromkeys(picked[:1] + plain[:1]):
                y: tuple[int, ...] = (first,)
                current = consider((*rules[:place], y, *rules[place:]))
                for c in plain:
                    joined = tuple(sorted({*y, c}))
                    if c in y or not self.joinable(y, (c,)):
                        continue
                    if self.fits is not None and not self.fits(joined):
                        continue
                    total = consider((*rules[:place], joined, *rules[place:]))
                    if total > current:
                        y, current = joined, total
        return best

    def chains(self, rules: Rules) -> tuple[Rules, int] | None:
        """The chain move: a penalty variant ``v`` of an item ``x`` of a rule (of a card
        held alone, with :attr:`chain_variants`) put in above that rule, and a rule
        ``y`` lifted just above that rule (:meth:`_lifted`), priced together: "A only
        with no discarded flush cards" / "AK, AQ, AJ" / "A only". The variants tried
        are those whose deals given up by ``x`` lose most (:data:`CHAIN_TRIES`). The
        best chain found (one or two rules more), or None."""
        if not self.chain_variants:
            return None
        s = self.s
        base = self.summary(rules)
        short = np.maximum(self._optimal - base.v1, 0) * s.weight
        playing = {i for r in rules for i in r}
        bounds = []
        for r, rule in enumerate(rules):
            for x in rule:
                if x not in self.chain_variants:
                    continue
                deals = s.item_deals[s.item_ptr[x] : s.item_ptr[x + 1]]
                mine = deals[base.f1[deals] == r]
                for v in (*self.variants.get(x, ()), *self.chain_variants[x]):
                    if v in playing:
                        continue
                    kept = s.item_deals[s.item_ptr[v] : s.item_ptr[v + 1]]
                    freed = np.setdiff1d(mine, kept, assume_unique=True)
                    bounds.append((int(short[freed].sum()), r, v, freed))
        bounds.sort(key=lambda b: b[0], reverse=True)
        best: tuple[Rules, int] | None = None
        for _, r, v, freed in bounds[:CHAIN_TRIES]:
            self._check()
            lifted = self._lifted((*rules[:r], (v,), *rules[r:]), r + 1, freed)
            if lifted is not None and (best is None or lifted[1] > best[1]):
                best = lifted
        return best

    def chain_pass(self, found: dict[int, tuple[Rules, int]], sizes: range) -> None:
        """The chain move (:meth:`chains`) on each level of ``sizes`` found, followed
        by swaps, kept at its own size and reduced (cheapest deletion or join, then
        swaps) back to the level's size; then the bracket moves (:meth:`brackets`) on
        each, a few in a row, each followed by the thorough local moves and kept (and
        a stacked bracket reduced) the same way; each kept where its exact total read
        against the player rises (pat hands kept)."""
        for n in sizes:
            if n not in found:
                continue
            chained = self.chains(found[n][0])
            if chained is None:
                continue
            self._reduce_exact(found, *self.improve(chained[0]), n)
        for n in sizes:
            if n not in found:
                continue
            rules = found[n][0]
            for _ in range(BRACKET_ROUNDS):
                same, more = self.brackets(rules)
                if more is not None:
                    grown = self.improve(more[0], thorough=True)
                    self._reduce_exact(found, *grown, n, thorough=True)
                if same is None:
                    break
                rules, total = self.improve(same[0], thorough=True)
                self._record_exact(found, rules, total)

    def _reduce_exact(
        self,
        found: dict[int, tuple[Rules, int]],
        rules: Rules,
        total: int,
        n: int,
        *,
        thorough: bool = False,
    ) -> None:
        """``rules`` kept where better (:meth:`_record_exact`), then reduced to ``n``
        rules, one rule at a time followed by swaps (:meth:`improve`), each kept where
        better."""
        self._record_exact(found, rules, total)
        while len(rules) > n:
            rules, total = self.improve(self.reduce(rules), thorough=thorough)
            self._record_exact(found, rules, total)

    def _families(self) -> tuple[dict[int, int], dict[int, frozenset[int]]]:
        """Each penalty or chain variant's item, and each such item's variants."""
        parent: dict[int, int] = {}
        family: dict[int, set[int]] = {}
        for given in (self.variants, self.chain_variants):
            for x, vs in given.items():
                family.setdefault(x, set()).update(vs)
                parent.update(dict.fromkeys(vs, x))
        return parent, {x: frozenset(vs) for x, vs in family.items()}

    def bracket_gains(
        self, rules: Rules
    ) -> tuple[list[tuple[int, int, int, int]], list[tuple[int, int, int]]]:
        """What the bracket moves (:meth:`brackets`) add on the deals they change:
        ``(gain, rule, v, w)`` for ``v`` replaced by ``w`` in its rule, and ``(gain,
        rule, w)`` for ``w`` put in below ``v``'s rule, for every such ``v`` and ``w``.
        Exact where ``v``'s rule has no other item: a deal ``v`` leaves falls to its
        second rule; one ``w`` fits and ``v`` does not takes ``w``'s value where its
        first rule came after ``v``'s."""
        parent, family = self._families()
        s = self.s
        base = self.summary(rules)
        playing = {i for r in rules for i in r}
        at_v = np.full(base.f1.shape[0], -1, dtype=np.int64)
        swaps: list[tuple[int, int, int, int]] = []
        puts: list[tuple[int, int, int]] = []
        for r, rule in enumerate(rules):
            for v in rule:
                x = parent.get(v)
                if x is None:
                    continue
                self._check()
                mine = s.item_deals[s.item_ptr[v] : s.item_ptr[v + 1]]
                lost = mine[base.f1[mine] == r]
                # what each deal of v's that plays rule r gives up without it
                falls = s.weight[lost] * (base.v2[lost] - base.v1[lost])
                fallen = int(falls.sum())
                at_v[lost] = np.arange(lost.shape[0])
                for w in sorted(family[x] - playing):
                    span = slice(s.item_ptr[w], s.item_ptr[w + 1])
                    deals, values = s.item_deals[span], s.item_values[span]
                    taken = base.f1[deals] > r  # (never a deal of v's: v fits it)
                    new = deals[taken]
                    gain = int((s.weight[new] * (values[taken] - base.v1[new])).sum())
                    kept = at_v[deals]
                    left = fallen - int(falls[kept[kept >= 0]].sum())
                    swaps.append((gain + left, r, v, w))
                    puts.append((gain, r, w))
                at_v[lost] = -1
        return swaps, puts

    def brackets(self, rules: Rules) -> tuple[tuple[Rules, int] | None, tuple[Rules, int] | None]:
        """The bracket moves on rules that hold a penalty variant ``v`` of an item
        ``x`` (a penalty or chain variant): ``v`` replaced by another variant of ``x``
        ("A only with a discarded T" by "A only with a discarded T offsuit"), and
        another variant of ``x`` put in as a rule of its own just below ``v``'s rule
        (one rule more: "A only with no discarded flush cards" / "A only with no
        discarded 2-5"). Each is ranked by its gain on the deals it changes
        (:meth:`bracket_gains`), the best :data:`BRACKET_TRIES` of each priced
        exactly. The best replacement that beats the rules' total, and the best rule
        put in that adds (None: none found)."""
        if not (self.variants or self.chain_variants):
            return None, None
        base = self.summary(rules).total
        swaps, puts = self.bracket_gains(rules)
        same: tuple[Rules, int] | None = None
        for gain, r, v, w in sorted(swaps, reverse=True)[:BRACKET_TRIES]:
            if gain <= 0:
                break
            trial = (*rules[:r], tuple(sorted({*rules[r], w} - {v})), *rules[r + 1 :])
            total = self.summary(trial).total
            if total > (same[1] if same else base):
                same = (trial, total)
        more: tuple[Rules, int] | None = None
        for gain, r, w in sorted(puts, reverse=True)[:BRACKET_TRIES]:
            if gain <= 0:
                break
            trial = (*rules[: r + 1], (w,), *rules[r + 1 :])
            total = self.summary(trial).total
            if total > (more[1] if more else base):
                more = (trial, total)
        return same, more

    def _record_exact(self, found: dict[int, tuple[Rules, int]], rules: Rules, total: int) -> bool:
        """``rules`` kept in ``found`` when their exact total (read against the player)
        beats the level's of their size and they keep the basic strategy's pat hands."""
        _, worst, keeps = self.exact(rules)
        known = found.get(len(rules))
        if not keeps or (known is not None and worst <= self.exact(known[0])[1]):
            return False
        found[len(rules)] = (rules, total)
        return True

    def _join_and_fill(self, rules: Rules, current: int) -> tuple[Rules, int] | None:
        """Two rules joined and the freed place filled, when that helps."""
        if len(rules) < 2:
            return None
        gains = self.merges(rules)
        low = np.iinfo(np.int64).min
        flat = np.argsort(-gains, axis=None)[:2]
        for f in flat:
            x, y = divmod(int(f), len(rules))
            if gains[x, y] == low:
                break
            joined = self._joined(rules, x, y)
            summary = self.summary(joined)
            cands, _, _, _, add, add_p = self.swaps(joined, summary)
            if not add.size:
                continue
            i = int(np.argmax(add))
            total = summary.total + int(add[i])
            if total > current:
                return self._swapped(joined, int(cands[i]), -1, int(add_p[i])), total
        return None

    def reduce(self, rules: Rules) -> Rules:
        """One rule fewer: the deletion or the join that costs least."""
        summary = self.summary(rules)
        x = int(np.argmax(summary.drop))
        if len(rules) > 1:
            gains = self.merges(rules)
            gx, gy = divmod(int(np.argmax(gains)), len(rules))
            if gains[gx, gy] > summary.drop[x]:
                return self._joined(rules, gx, gy)
        return rules[:x] + rules[x + 1 :]

    def descend(
        self, start: Rules, fewest: int = 1, found: dict[int, tuple[Rules, int]] | None = None
    ) -> dict[int, tuple[Rules, int]]:
        """The levels from ``start`` down to ``fewest`` rules, one rule saved at a time,
        each followed by swaps (the best found for each number of rules)."""
        found = {} if found is None else found
        # the path is a function of the start and the settings: kept, a later descent
        # from the same start goes on from where the deepest one stopped
        key = (
            start,
            self.max_passes,
            tuple(sorted(self.variants.items())),
            tuple(sorted(self.chain_variants.items())),
            self.groups,
            self.fits,
        )
        path = self._paths.get(key)
        if path is None:
            improved = self.improve(start)
            path = self._paths[key] = [(start, self.summary(start).total), improved]
        while len(path[-1][0]) > fewest:
            path.append(self.improve(self.reduce(path[-1][0])))
        for i, (rules, total) in enumerate(path):
            if i >= 2 and len(path[i - 1][0]) <= fewest:
                break
            n = len(rules)
            if n not in found or total > found[n][1]:
                found[n] = (rules, total)
        return found

    def _record(self, found: dict[int, tuple[Rules, int]], rules: Rules, total: int) -> bool:
        n = len(rules)
        if n not in found or total > found[n][1]:
            found[n] = (rules, total)
            return True
        return False

    def grow(self, rules: Rules) -> tuple[Rules, int] | None:
        """The rules with the best candidate added where it adds most, then swaps."""
        summary = self.summary(rules)
        cands, _, _, _, add, add_p = self.swaps(rules, summary)
        floor = summary.total + (int(add.max()) if add.size else np.iinfo(np.int64).min // 2)
        _, split = self._split_moves(rules, floor) if self.variants else (None, None)
        if split is not None:
            return self.improve(split[1], thorough=True)
        if not add.size:
            return None
        i = int(np.argmax(add))
        grown = self._swapped(rules, int(cands[i]), -1, int(add_p[i]))
        return self.improve(grown, thorough=bool(self.variants))

    def polish(
        self,
        found: dict[int, tuple[Rules, int]],
        sizes: range | None = None,
        rounds: int = 1,
        *,
        downward: bool = True,
    ) -> None:
        """Upward and (with ``downward``) downward passes over the levels (of ``sizes``,
        all by default): each level grown by its best candidate into the level above,
        and reduced into the level below, each kept where better."""

        def chosen() -> list[int]:
            return sorted(n for n in found if sizes is None or n in sizes)

        for _ in range(rounds):
            changed = False
            for n in chosen():
                grown = self.grow(found[n][0])
                if grown is not None:
                    changed |= self._record(found, *grown)
            for n in reversed(chosen() if downward else []):
                if n > 1:
                    changed |= self._record(found, *self.improve(self.reduce(found[n][0])))
            if not changed:
                break

    def levels(self, found: dict[int, tuple[Rules, int]]) -> dict[int, SectionLevel]:
        """The levels found, with their exact totals."""
        out: dict[int, SectionLevel] = {}
        for n, (rules, total) in found.items():
            exact, worst, keeps = self.exact(rules)
            out[n] = SectionLevel(
                tuple(tuple(int(self.s.items[i]) for i in r) for r in rules),
                total,
                exact,
                worst,
                keeps,
            )
        return out

    def curve(self, start: Rules, fewest: int = 1) -> dict[int, SectionLevel]:
        """The best level found for each number of rules, from the basic strategy's
        down to ``fewest``: the descent, then every level polished."""
        found = self.descend(start, fewest)
        self.polish(found)
        return self.levels(found)


def _fits(table: AtomTable, section: Section) -> Callable[[tuple[int, ...]], bool]:
    """Whether a rule of a section's items (local ids) fits a line of a pocket card."""
    known: dict[tuple[int, ...], bool] = {}

    def fits(items: tuple[int, ...]) -> bool:
        if items not in known:
            patterns = [table.atoms[int(section.items[i])] for i in items]
            size = line_length(patterns, table.game, section_key(patterns[0]))
            known[items] = size <= LINE
        return known[items]

    return fits


def search_basic(
    table: AtomTable,
    basic: Rules,
    *,
    depth: Callable[[int], int],
    rounds: int = 2,
    cancel: threading.Event | None = None,
) -> Rules:
    """The basic strategy's rules searched again as the levels are, in each section: down
    ``depth(rules)`` rules (each step the deletion or join that costs least, then swaps)
    and up again (each level grown by its best candidate), the best chart of any size
    kept while that adds to the exact return read against the player (at most
    ``rounds`` times). An order of
    single atoms misses moves of a whole family at once ("4 to a flush" below the high
    pairs, each of its atoms alone a loss) that the levels' coarse patterns make. Joins
    only of what a player says in one breath. Rules of the table's items, each
    section's after the other, the basic strategy's "discard everything" last (a rule
    plays only its section's deals); ``basic`` itself where nothing was found."""
    nothing = [r for r in basic if any(table.atoms[a].kind is Kind.NOTHING for a in r)]
    out: list[tuple[int, ...]] = []
    seen: set[int] = set()
    changed = False
    for section, start in make_sections(table, basic, keep_pat=False):
        search = SectionSearch(section, cancel=cancel)
        search.groups = tuple(breath_group(table.atoms[int(a)]) for a in section.items)
        search.fits = _fits(table, section)
        rules = start
        best = search.exact(rules)[1] if rules else 0
        for _ in range(rounds if rules else 0):
            fewest = max(1, len(rules) - depth(len(rules)))
            found = search.descend(rules, fewest)
            search.polish(found, range(fewest, len(rules) + 2), downward=False)
            top = max(found, key=lambda n: (search.exact(found[n][0])[1], -n))
            worst = search.exact(found[top][0])[1]
            if worst <= best:
                break
            rules, best = found[top][0], worst
        if rules:
            # the moves of the levels' local search at this number of rules (a rule moved
            # or split, two joined and the place filled): what a descent cannot make
            moved, _ = search.local(rules)
            worst = search.exact(moved)[1]
            if worst > best:
                rules, best = moved, worst
            # and a rule more while that adds (a basic strategy has no size to keep to)
            for _ in range(depth(len(rules))):
                grown = search.grow(rules)
                if grown is None:
                    break
                grown = search.local(grown[0])
                worst = search.exact(grown[0])[1]
                if worst <= best:
                    break
                rules, best = grown[0], worst
        changed |= rules != start
        for r in rules:
            items = tuple(int(section.items[i]) for i in r if int(section.items[i]) not in seen)
            seen.update(items)
            if items:
                out.append(items)
    return (*out, *nothing) if changed else basic


def share_rules(curves: Sequence[dict[int, SectionLevel]]) -> dict[int, list[SectionLevel]]:
    """For each total number of rules, the sections' levels that together return the
    most (the search's totals; a knapsack over the sections, exact); only levels that
    keep the pat hands, where a section has any."""
    best: dict[int, tuple[int, list[SectionLevel]]] = {0: (0, [])}
    for curve in curves:
        if any(level.keeps_pat for level in curve.values()):
            curve = {n: level for n, level in curve.items() if level.keeps_pat}
        nxt: dict[int, tuple[int, list[SectionLevel]]] = {}
        for used, (total, picks) in best.items():
            for n, level in curve.items():
                key = used + n
                value = total + level.search_total
                if key not in nxt or value > nxt[key][0]:
                    nxt[key] = (value, [*picks, level])
        best = nxt
    return {n: picks for n, (_, picks) in sorted(best.items())}
