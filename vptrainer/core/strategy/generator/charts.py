"""Strategy charts for any pay table: generated, written in the language, priced exactly.

:class:`StrategyMaker` builds, for one pay table, the **basic strategy** (ranked
rules, no exceptions, ordered to make its own exact return as high as the search
finds), **shorter levels** (the best lists of at most N rules it finds) and the
**exceptions** of the basic strategy (:mod:`.exceptions`). Every chart is strategy
text: :meth:`Chart.text` reads back (``vptrainer strategy eval``) into the same
rules and the same exact return, which :func:`evaluate_strategy` computes here.
"""

from __future__ import annotations

import itertools
import math
import threading
import weakref
from collections.abc import Callable, Sequence
from concurrent.futures import ThreadPoolExecutor, as_completed
from dataclasses import dataclass, replace
from fractions import Fraction
from functools import cached_property, partial
from typing import TypeVar

import numpy as np
import numpy.typing as npt

from vptrainer.core.engine.hold_table import HoldTable, cached_hold_table
from vptrainer.core.engine.prepared import PreparedTable, cached_prepare
from vptrainer.core.engine.report import fraction_text
from vptrainer.core.errors import Cancelled
from vptrainer.core.games.paytable import PayTable
from vptrainer.core.strategy.evaluation import StrategyResult, evaluate_strategy
from vptrainer.core.strategy.game import game_of
from vptrainer.core.strategy.generator import _levels as kl
from vptrainer.core.strategy.generator import kept_levels, model
from vptrainer.core.strategy.generator import rules as rule_sets
from vptrainer.core.strategy.generator.exceptions import (
    ExceptionRule,
    Exceptions,
    find_exceptions,
    is_lone,
    penalty_parents,
)
from vptrainer.core.strategy.generator.legend import legend_lines
from vptrainer.core.strategy.generator.levels import (
    PatHands,
    Rules,
    Section,
    SectionLevel,
    SectionSearch,
    make_sections,
    narrow_values,
    narrower_sections,
    pat_broken,
    pat_hands,
    search_basic,
    section_rules,
    share_rules,
)
from vptrainer.core.strategy.generator.penalty_table import penalty_and_chain_variants
from vptrainer.core.strategy.generator.text import chart_text, rule_text
from vptrainer.core.strategy.generator.tidy import tidy
from vptrainer.core.strategy.generator.vocabulary import Vocabulary, coarse_patterns, vocabulary
from vptrainer.core.strategy.language import Strategy, StrategyError, parse_strategy
from vptrainer.core.strategy.patterns import (
    NO_SECTION,
    Kind,
    Pattern,
    SectionKey,
    heading_text,
    section_key,
)

Progress = Callable[[int, int], None]
DEFAULT_RULES = 15
#: the searches of :meth:`StrategyMaker.level`: the default one, and one that also puts
#: penalty brackets on rules and grows charts with them (slower: tens of seconds)
SEARCHES = ("default", "thorough")
PENALTY_PARENTS = 25  # atoms given penalty-card variants, of each kind of loss
MAX_GROWTH = 6  # rules a section may grow by in the thorough search
MORE_GROWTH = 6  # and its longest level by, once the chain is searched
#: levels of at least this share of the basic strategy's rules are searched further: the
#: local search, restarted from their neighbours, and penalty brackets, all long levels
#: at once (:meth:`StrategyMaker._long_candidates`; short charts spend every rule on a
#: family: measured, neither adds to Jacks or Better's 15 rules, and a level of 15 rules
#: must take under 2 s)
LONG_LEVEL = 0.75
EXCEPTIONS = 25  # exceptions found for a level longer than the basic strategy (at least)
LONE_PARENTS = 1  # cards held alone of the basic strategy given chain variants (A, K, ...)
LEAN_BACK = 2  # a long level's penalty brackets are also grown from a level this much shorter
NEAR_DEPTH = 2  # rules below its share a section is searched from, for a level of N rules


def _basic_depth(rules: int) -> int:
    """How far down the basic strategy's rules are searched again (a section's
    rules): a fifth, at least 4 (Double Bonus 10/7 needs 11 of its 56)."""
    return max(4, rules // 5)


Found = dict[int, tuple[Rules, int]]  # a section's levels found: rules and search total


T = TypeVar("T")


def _side_by_side(
    jobs: Sequence[Callable[[], T]], order: Sequence[int], progress: Progress | None
) -> list[T]:
    """Each job's result, the jobs run two at a time (started in ``order``) in threads
    whose kernels run on one thread each: on two cores, two searches side by side gain
    more than each kernel's second thread. ``progress``: as each job ends."""
    with ThreadPoolExecutor(max_workers=2, initializer=kl.one_thread) as pool:
        futures = {j: pool.submit(jobs[j]) for j in order}
        for done, _ in enumerate(as_completed(futures.values()), start=1):
            if progress:
                progress(done, len(jobs))
        return [futures[j].result() for j in range(len(jobs))]


def _stage(progress: Progress | None, lo: int, hi: int) -> Progress | None:
    """A progress callback for one stage, mapped into ``lo..hi`` of 1000."""
    if progress is None:
        return None

    def report(done: int, total: int) -> None:
        progress(lo + (hi - lo) * done // max(1, total), 1000)

    return report


class _Steps:
    """Progress over a stage of ``steps`` steps, mapped into ``lo..hi`` of 1000: each
    :meth:`step` ends one; each :meth:`tick` (a move of the search within a step, whose
    count is not known ahead) covers an eighth of what is left of the step."""

    def __init__(self, progress: Progress | None, lo: int, hi: int, steps: int) -> None:
        self.progress = progress
        self.lo, self.hi, self.steps = lo, hi, max(1, steps)
        self.done = 0
        self.part = 0.0
        self.shown = -1

    def _show(self) -> None:
        if self.progress is None:
            return
        at = min(self.steps, self.done + self.part)
        value = self.lo + int((self.hi - self.lo) * at / self.steps)
        if value != self.shown:
            self.shown = value
            self.progress(value, 1000)

    def tick(self) -> None:
        """A move within the current step."""
        self.part += (1.0 - self.part) / 8
        self._show()

    def step(self) -> None:
        """The current step done."""
        self.done += 1
        self.part = 0.0
        self._show()


def _deleted_as_read(
    table: model.AtomTable,
    voc: Vocabulary,
    rules: rule_sets.Rules,
    cancel: threading.Event | None = None,
) -> tuple[rule_sets.Rules, list[list[Pattern]]]:
    """The rules with each rule deleted whose deletion adds to the exact return (read
    against the player) once the chart is read as it is written, and the rules as the
    chart says them (:func:`tidy`). Tidy writes a rule coarser where that changes no
    deal (Joker Poker's "4 to a straight flush" for the suited draws a rule above it
    does not take); without that rule above, the coarser rule takes its deals (Kings
    or Better: "4 to a flush with no high cards" above the straight and the three-card
    royals, deleted: 100.623372% -> 100.636422%), a move the search of single items
    does not see. One deletion at a time, the best first, each priced exactly."""
    index = {p: j for j, p in enumerate(table.atoms)}
    current: int | None = None  # the rules' total, priced when a deletion may add to it
    while True:
        if cancel is not None and cancel.is_set():
            raise Cancelled()
        said = tidy(table, voc, rules)
        if any(p not in index for r in said for p in r):
            return rules, said  # a coarser pattern the table lacks: not read as items
        read = tuple(tuple(index[p] for p in r) for r in said if r)
        gains = _deletion_gains(table, read)
        accepted = None
        for i in np.argsort(gains, kind="stable")[::-1][:3]:
            if gains[i] <= 0:
                break
            if current is None:
                current = rule_sets.make_level(table, rules).worst_total
            trial = read[: int(i)] + read[int(i) + 1 :]
            level = rule_sets.make_level(table, trial)
            if level.worst_total > current:
                accepted, current = trial, level.worst_total
                break
        if accepted is None:
            return rules, said
        rules = rule_sets.played(table, rule_sets.free_merges(table, accepted))


def _deletion_gains(table: model.AtomTable, rules: rule_sets.Rules) -> npt.NDArray[np.int64]:
    """What deleting each rule adds to the total read against the player (each deal's
    first rule replaced by its second; "discard everything" never deleted)."""
    e = table.entries
    n = e.cnt.shape[0]
    rule_of = np.full(len(table.atoms), -1, dtype=np.int64)
    for r, items in enumerate(rules):
        rule_of[list(items)] = r
    f1, v1, f2, v2, found1, made1 = (np.empty(n, dtype=np.int64) for _ in range(6))
    kl.summarize_rows(
        np.arange(n, dtype=np.int64), e.ptr, e.cnt, e.item, e.found, e.made, e.best, e.worst,
        rule_of, len(rules), table.holds.ev, True, table.none_value, f1, v1, f2, v2, found1, made1,
    )  # fmt: skip
    gains = np.zeros(len(rules) + 1, dtype=np.int64)
    np.add.at(gains, f1, table.weight.astype(np.int64) * (v2 - v1))
    out = gains[: len(rules)]
    for r, items in enumerate(rules):
        if any(table.atoms[a].kind is Kind.NOTHING for a in items):
            out[r] = np.iinfo(np.int64).min
    return out


def _shown_count(said: list[list[Pattern]]) -> int:
    """The rules a chart of these tidied rules shows ("discard everything" and the
    rules that never play left out)."""
    return sum(1 for r in said if r and not all(p.kind is Kind.NOTHING for p in r))


def _penalty_search(
    section: Section,
    variants: dict[int, tuple[int, ...]],
    cancel: threading.Event | None,
    tick: Callable[[], None],
    chains: dict[int, tuple[int, ...]] | None = None,
) -> SectionSearch:
    """A section's search with penalty-card variants of its items (of the penalty
    table, :func:`penalty_and_chain_variants`; a variant plays fewer of the section's
    deals), and with ``chains`` the chain move's variants of cards held alone (never
    brought in by the other moves)."""
    local = {int(g): i for i, g in enumerate(section.items)}
    counts = section.item_ptr[1:] - section.item_ptr[:-1]

    def mine(given: dict[int, tuple[int, ...]]) -> dict[int, tuple[int, ...]]:
        return {
            local[a]: tuple(
                local[v] for v in vs if v in local and 0 < counts[local[v]] < counts[local[a]]
            )
            for a, vs in given.items()
            if a in local
        }

    chain_only = [local[v] for vs in (chains or {}).values() for v in vs if v in local]
    if chain_only:
        candidate = section.candidate.copy()
        candidate[chain_only] = False
        section = replace(section, candidate=candidate)
    search = SectionSearch(section, cancel=cancel)
    search.tick = tick
    search.variants = mine(variants)
    if chains:
        search.chain_variants = mine(chains)
    return search


def _found_in(search: SectionSearch, old: SectionSearch, old_found: Found, found: Found) -> None:
    """The levels ``old_found`` of a section's default search (``old``) recorded in
    ``found``, the same section's search on the penalty table."""
    local = {int(g): i for i, g in enumerate(search.s.items)}
    for rules, _ in old_found.values():
        mine = tuple(tuple(local[int(old.s.items[i])] for i in r) for r in rules)
        search._record(found, mine, search.summary(mine).total)


@dataclass(frozen=True)
class ChartRule:
    """One rule of a chart, with what it plays under exact evaluation."""

    text: str
    patterns: tuple[Pattern, ...]
    deals: int  # deals it plays
    ev_min: Fraction | None  # per coin, None: it plays no deal
    ev_max: Fraction | None
    error: Fraction  # its share of the cost against optimal play
    section: str = ""  # the heading of its section ("" in a game without wild cards)
    counted: bool = True  # False for "discard everything", which closes a chart
    source: int = -1  # the rule it was made of (index of the rules given; -1: none)


@dataclass(frozen=True, eq=False)
class Chart:
    """A generated strategy and its exact evaluation."""

    table: PayTable
    title: str  # "basic strategy" or "15 rules"
    strategy: Strategy
    result: StrategyResult
    rules: tuple[ChartRule, ...]
    # the exact returns (read for the player, against) of the rules it was made from:
    # its text prices exactly as them (None: not known)
    model_exact: tuple[Fraction, Fraction] | None = None

    @property
    def return_exact(self) -> Fraction:
        """Exact return, a rule that fits several holds read for the player."""
        return self.result.return_exact

    @property
    def return_worst_exact(self) -> Fraction:
        """Exact return, every such rule read against the player."""
        return self.result.return_worst_exact

    @property
    def optimal_exact(self) -> Fraction:
        """The table's return under optimal play."""
        return self.result.optimal_exact

    @property
    def cost_exact(self) -> Fraction:
        """Optimal return minus this chart's."""
        return self.result.cost_exact

    @property
    def rule_count(self) -> int:
        """Its rules, "discard everything" (which closes a chart) not counted."""
        return sum(1 for r in self.rules if r.counted)

    def exception_place(self, exception: ExceptionRule) -> int:
        """The rule (an index of :attr:`rules`) an exception of the rules this chart was
        made from goes above or into: the first rule of its section made of the rule it
        names or of one below (a rule that never plays is left out of the chart), else
        its section's last ("discard everything")."""
        game = self.strategy.game
        section = heading_text(section_key(exception.pattern), game) if game.is_wild else ""
        places = [i for i, r in enumerate(self.rules) if r.section == section]
        below = [i for i in places if self.rules[i].source >= exception.above]
        if below:
            return below[0]
        return places[-1] if places else len(self.rules) - 1

    def rule_number(self, index: int) -> int:
        """The number the chart gives its rule ``index``: from 1 in each section."""
        section = self.rules[index].section
        return sum(1 for r in self.rules[: index + 1] if r.section == section)

    def text(self, *, comments: bool = True) -> str:
        """The chart in the strategy language; with ``comments``, each rule's EV range
        and the returns as comments (which ``strategy eval`` ignores)."""
        out = [f"name: {self.strategy.name}", f"game: {self.table.name}"]
        if comments:
            out += [
                f"# Return {float(self.return_exact) * 100:.4f}% "
                f"(exactly {fraction_text(self.return_exact)}); optimal play "
                f"{float(self.optimal_exact) * 100:.4f}%; cost "
                f"{float(self.cost_exact) * 100:.4f}%",
                "# After each rule: the EV range of the hands it plays, per coin.",
            ]
        width = max((len(r.text) for r in self.rules), default=0) + 5
        section = None
        number = 0
        for rule in self.rules:
            if rule.section != section:
                section = rule.section
                number = 0
                out.append("")
                if section:
                    out.append(f"{section}:")
            number += 1
            line = f"{number}. {rule.text}"
            if comments and rule.ev_min is not None and rule.ev_max is not None:
                ev = f"{float(rule.ev_min):.4f}"
                if rule.ev_max != rule.ev_min:
                    ev += f" to {float(rule.ev_max):.4f}"
                line = f"{line:<{min(width, 90)}}  # {ev}"
            out.append(line)
        if comments:
            out += legend_lines(
                [r.text for r in self.rules],
                self.strategy.game,
                sections=any(r.section for r in self.rules),
            )
        return "\n".join(out) + "\n"


@dataclass(frozen=True)
class LevelPoint:
    """One point of the return against the number of rules (exact)."""

    rules: int
    return_exact: Fraction  # ambiguities read for the player
    return_worst_exact: Fraction  # and against


class StrategyMaker:
    """Generates the charts of one pay table; each stage is computed once and kept.

    Long stages take ``progress(done, total)`` and a ``cancel`` event (set: they raise
    :class:`~vptrainer.core.errors.Cancelled`).
    """

    def __init__(self, table: PayTable | PreparedTable, *, holds: HoldTable | None = None):
        self.prepared = table if isinstance(table, PreparedTable) else cached_prepare(table)
        self.table = self.prepared.table
        self.game = game_of(self.table)
        self._holds = holds
        self._atoms: model.AtomTable | None = None
        self._atom_basic: rule_sets.Rules | None = None
        self._basic: rule_sets.Rules | None = None
        self._basic_priced: rule_sets.Level | None = None  # its totals
        self._searched_priced: rule_sets.Level | None = None  # those of _searched
        self._basic_chart: Chart | None = None
        self._basic_tidy: list[list[Pattern]] | None = None
        self._basic_chart_rules: tuple[model.AtomTable, rule_sets.Rules] | None = None
        self._basic_as_level: rule_sets.Level | None = None
        self._levels: dict[int, rule_sets.Level] | None = None
        self._sections: list[tuple[SectionSearch, Rules]] | None = None
        # each section searched with pat hands played for no less (made when needed)
        self._narrow: dict[int, SectionSearch] = {}
        self._narrow_values: model.I64 | None = None
        self._narrow_lock = threading.Lock()
        self._pat: PatHands | None = None
        # the basic strategy's search before the deletions as read (:func:`_deleted_as_read`),
        # where they deleted a rule: the levels' descents start from it too
        self._searched: rule_sets.Rules | None = None
        # the basic strategy's and the short levels' rules kept on disk (by role,
        # :mod:`.kept_levels`), read when first asked
        self._kept_charts: dict[int, rule_sets.Level] | None = None
        # the charts made of them kept as text (by role), read when first asked
        self._kept_texts: dict[int, kept_levels.KeptChart] | None = None
        # the levels of a search for N rules, the rules each section has in each, and
        # what each section found (each search from nothing but the basic strategy)
        self._near: dict[
            int, tuple[dict[int, rule_sets.Level], dict[int, tuple[int, ...]], list[Found]]
        ] = {}
        self._near_found: dict[int, list[Found]] = {}  # what each section found, polished
        self._extended: model.AtomTable | None = None
        self._exceptions: Exceptions | None = None
        self._exceptions_asked = 0  # the most exceptions they were looked for
        self._penalties: tuple[model.AtomTable, dict[int, tuple[int, ...]]] | None = None
        # the chain move's variants of cards held alone (items of the penalty table)
        self._chain_variants: dict[int, tuple[int, ...]] = {}
        self._long_found: list[kept_levels.Candidate] | None = None
        self._long_read = False  # whether the candidates were read back from disk
        self._searched_long = False  # whether they were searched in this run
        self._candidate_tables: dict[int, model.AtomTable] = {}
        # the rules the charts of long levels' candidates show, by (table, rules), where
        # counted (kept with them), and whether some were counted since they were kept
        self._kept_shown: dict[tuple[int, rule_sets.Rules], int] = {}
        self._counted = False
        # the tidied rules of the charts looked at, by table (while it lives) and rules
        self._said: weakref.WeakKeyDictionary[
            model.AtomTable, dict[rule_sets.Rules, list[list[Pattern]]]
        ] = weakref.WeakKeyDictionary()

    @cached_property
    def holds(self) -> HoldTable:
        """Every hold's EV on every deal class of the table."""
        return self._holds if self._holds is not None else cached_hold_table(self.prepared)

    @property
    def denominator(self) -> int:
        """The denominator of the model's totals."""
        return self.holds.total_denominator

    def atoms(
        self, progress: Progress | None = None, cancel: threading.Event | None = None
    ) -> model.AtomTable:
        """Every candidate pattern's holds and values on every deal."""
        if self._atoms is None:
            self._atoms = model.atom_table(
                vocabulary(self.table), self.holds, progress=progress, cancel=cancel
            )
        return self._atoms

    def basic_atom_rules(
        self, progress: Progress | None = None, cancel: threading.Event | None = None
    ) -> rule_sets.Rules:
        """The order search's rules, of the atoms alone (what :meth:`basic_rules`
        starts from; the seed of charts with their own order search, Ultimate X's)."""
        if self._atom_basic is None:
            table = self.atoms(_stage(progress, 0, 500), cancel)
            pos = model.best_order(table, cancel)
            if progress:
                progress(900, 1000)
            rules = rule_sets.played(table, rule_sets.atom_rules(table, pos))
            self._atom_basic = rule_sets.played(table, rule_sets.free_merges(table, rules))
        return self._atom_basic

    def basic_rules(
        self, progress: Progress | None = None, cancel: threading.Event | None = None
    ) -> rule_sets.Rules:
        """The basic strategy's rules, as sets of items of the short charts' table
        (atoms, and the coarser patterns where the search found them better)."""
        if self._basic is None and not self._read_basic():
            self.atoms(_stage(progress, 0, 500), cancel)
            with ThreadPoolExecutor(max_workers=1) as pool:
                # the short charts' patterns played while the order search runs (its
                # kernels, and these, release the GIL)
                ready = pool.submit(self._extended_table)
                rules = self.basic_atom_rules(progress, cancel)
                extended = ready.result()
            # searched again as the levels are: no level may return more
            searched = search_basic(extended, rules, depth=_basic_depth, cancel=cancel)
            if searched != rules:
                rules = rule_sets.played(extended, rule_sets.free_merges(extended, searched))
            self._basic, self._basic_tidy = _deleted_as_read(
                extended, vocabulary(self.table), rules, cancel
            )
            self._searched = rules if rules != self._basic else None
            self._keep_chart(kept_levels.BASIC, self._basic_totals())
        assert self._basic is not None
        return self._basic

    def _kept(self, role: int) -> rule_sets.Level | None:
        """The chart of ``role`` kept on disk by a run of the same code
        (:func:`kept_levels.read_charts`), if its rules play what was kept (a short
        level: searched from this maker's basic strategy and its search's rules)."""
        if not kept_levels.charts_kept():
            return None
        kept = self._kept_file()
        level = kept.get(role)
        if level is None:
            return None
        if role >= 1 and any(kept.get(r) != lv for r, lv in self._starts().items()):
            return None
        table = self._extended_table()
        if any(not 0 <= a < len(table.atoms) for r in level.rules for a in r):
            return None
        return level if rule_sets.make_level(table, level.rules) == level else None

    def _starts(self) -> dict[int, rule_sets.Level]:
        """The basic strategy's rules and its search's (the short levels' starts), priced."""
        basic = self._basic_totals()
        if self._searched_priced is None or self._searched_priced.rules != self._searched:
            self._searched_priced = None
            if self._searched is not None:
                self._searched_priced = rule_sets.make_level(self._extended_table(), self._searched)
        return {kept_levels.BASIC: basic, kept_levels.SEARCHED: self._searched_priced or basic}

    def _basic_totals(self) -> rule_sets.Level:
        """The basic strategy's rules as a level, with their totals."""
        rules = self.basic_rules()
        if self._basic_priced is None or self._basic_priced.rules != rules:
            self._basic_priced = rule_sets.make_level(self._extended_table(), rules)
        return self._basic_priced

    def _keep_chart(self, role: int, level: rule_sets.Level) -> None:
        """Keep a chart (a level of the short charts' table) on disk for the next run
        (:meth:`_kept`), with the starts it was searched from (what was kept from other
        starts is dropped)."""
        if not kept_levels.charts_kept():
            return
        kept = self._kept_file()
        starts = self._starts()
        changed = any(kept.get(r) != lv for r, lv in starts.items())
        if changed:
            kept.clear()
            kept.update(starts)
        if role not in starts and kept.get(role) != level:
            kept[role] = level
            changed = True
        if changed:
            kept_levels.keep_charts(self.table, kept)

    def _kept_file(self) -> dict[int, rule_sets.Level]:
        """The charts kept on disk for this table (read once; what this maker keeps is
        added to them)."""
        if self._kept_charts is None:
            self._kept_charts = kept_levels.read_charts(self.table)
        return self._kept_charts

    def _read_basic(self) -> bool:
        """The basic strategy's rules (and its search's) as kept on disk, when they play
        what was kept (both, or neither is used)."""
        basic, searched = self._kept(kept_levels.BASIC), self._kept(kept_levels.SEARCHED)
        if basic is None or searched is None:
            return False
        self._basic, self._basic_priced = basic.rules, basic
        self._searched = searched.rules if searched.rules != basic.rules else None
        return True

    def basic(
        self, progress: Progress | None = None, cancel: threading.Event | None = None
    ) -> Chart:
        """The basic strategy: ranked rules without exceptions, exactly priced."""
        if self._basic_chart is None:
            self._basic_chart = self._kept_chart(kept_levels.BASIC, cancel)
        if self._basic_chart is None:
            self.basic_rules(progress, cancel)
            self._basic_chart = self._chart(
                self._tidy_basic(),
                "basic strategy",
                cancel,
                self._returns(self._basic_totals()),
                kept_levels.BASIC,
            )
            if progress:
                progress(1000, 1000)
        return self._basic_chart

    def _tidy_basic(self) -> list[list[Pattern]]:
        """The basic strategy's rules as its chart says them, in its order (:func:`tidy`:
        empty where a rule never plays)."""
        if self._basic_tidy is None:
            table = self._extended_table()  # the short charts' patterns, ready for levels
            self._basic_tidy = tidy(table, vocabulary(self.table), self.basic_rules())
        return self._basic_tidy

    def _chart_rules(self) -> tuple[model.AtomTable, rule_sets.Rules]:
        """The basic chart's rules as items of a table that has every pattern they say
        (the exceptions are found against the chart as it reads: a rule tidy wrote
        coarser plays first the deals it took from rules below it)."""
        if self._basic_chart_rules is None:
            said = self._tidy_basic()
            table = self._extended_table()
            known = set(table.atoms)
            fresh = list(dict.fromkeys(p for r in said for p in r if p not in known))
            if fresh:
                table = model.with_patterns(table, fresh)
            index = {p: j for j, p in enumerate(table.atoms)}
            self._basic_chart_rules = table, tuple(tuple(index[p] for p in r) for r in said)
        return self._basic_chart_rules

    def _extended_table(self) -> model.AtomTable:
        if self._extended is None:
            atoms = self.atoms()
            self._extended = model.with_patterns(atoms, coarse_patterns(vocabulary(self.table)))
        return self._extended

    def levels(
        self,
        *,
        down_to: int = 3,
        progress: Progress | None = None,
        cancel: threading.Event | None = None,
    ) -> tuple[LevelPoint, ...]:
        """The return against the number of rules ("discard everything" not counted):
        for each number of rules from ``down_to`` (or the fewest a chart of the game can
        have: one per section) to the basic strategy's, the best chart the search finds,
        each returning more than any shorter (exact returns, both readings)."""
        levels = self._level_list(progress, cancel)
        fewest = min(levels)
        return tuple(
            LevelPoint(
                n, Fraction(lv.total, self.denominator), Fraction(lv.worst_total, self.denominator)
            )
            for n, lv in sorted(levels.items(), reverse=True)
            if n >= min(max(down_to, fewest), max(levels))
        )

    def _searches(
        self, progress: Progress | None, cancel: threading.Event | None
    ) -> list[tuple[SectionSearch, Rules]]:
        """Each section's search and the basic strategy's rules in it (a search keeps
        nothing between calls but exact values: what it finds is in the ``found`` given)."""
        if self._sections is None:
            basic = self.basic_rules(_stage(progress, 0, 300), cancel)
            self._sections = [
                (SectionSearch(section), start)
                for section, start in make_sections(
                    self._extended_table(), basic, pat=self._pat_hands()
                )
            ]
        for search, _ in self._sections:
            search.cancel = cancel
        return self._sections

    def _shared(
        self, founds: list[Found], up_to: int | None = None
    ) -> tuple[dict[int, rule_sets.Level], dict[int, tuple[int, ...]]]:
        """The best levels for each total number of rules (one per section at least),
        each returning more than any shorter, from the sections' levels ``founds``; and
        the rules each section has in each. With ``up_to``, those of at most ``up_to``
        rules alone (the same levels, only the sections' levels that can be in them
        priced exactly)."""
        sections = self._sections or []
        if up_to is not None:
            fewest = [min(found, default=0) for found in founds]
            room = [up_to - (sum(fewest) - f) for f in fewest]
            curves = [
                search.levels({n: lv for n, lv in found.items() if n <= r})
                for (search, _), found, r in zip(sections, founds, room, strict=True)
            ]
            # a section's levels are read as a whole where one keeps the pat hands
            # (:func:`share_rules`): where none of these does, all of them are priced
            if all(any(lv.keeps_pat for lv in c.values()) for c in curves):
                return self._shared_of(curves)
        curves = [search.levels(found) for (search, _), found in zip(sections, founds, strict=True)]
        return self._shared_of(curves)

    @staticmethod
    def _shared_of(
        curves: list[dict[int, SectionLevel]],
    ) -> tuple[dict[int, rule_sets.Level], dict[int, tuple[int, ...]]]:
        fewest = len([c for c in curves if c])
        levels: dict[int, rule_sets.Level] = {}
        split: dict[int, tuple[int, ...]] = {}
        best_total = None
        for n, picks in sorted(share_rules(curves).items()):
            if n < fewest or len(picks) != len(curves):
                continue
            search_total = sum(p.search_total for p in picks)
            if best_total is not None and search_total <= best_total:
                continue
            best_total = search_total
            rules = tuple(r for p in picks for r in p.rules)
            levels[n] = rule_sets.Level(
                rules, sum(p.total for p in picks), sum(p.worst_total for p in picks)
            )
            split[n] = tuple(len(p.rules) for p in picks)
        return levels, split

    def _other_start(self, i: int, cancel: threading.Event | None = None) -> Rules | None:
        """Section ``i``'s rules of the basic strategy's search before the deletions as
        read, where they differ from the basic strategy's: a descent from there finds
        levels the other does not (Kings or Better Joker Poker at 20 rules: 100.3942%,
        100.2863% from the basic strategy alone)."""
        if self._searched is None:
            return None
        search, start = self._searches(None, cancel)[i]
        other = section_rules(self._extended_table(), search.s, self._searched)
        return other if other != start else None

    def _pat_hands(self) -> PatHands:
        """The basic strategy's pat hands on the extended table (kept: the default and
        the narrower searches read them)."""
        if self._pat is None:
            self._pat = pat_hands(self._extended_table(), self.basic_rules())
        return self._pat

    def _narrow_search(self, i: int, cancel: threading.Event | None) -> SectionSearch:
        """Section ``i``'s search with the narrower rule for pat hands (played for no
        less: :meth:`SectionSearch.plays_no_less`), made when a descent first needs it
        (a section whose descents never hold more of a pat deal makes none)."""
        with self._narrow_lock:  # (the descents' threads ask for it)
            if self._narrow_values is None:
                self._narrow_values = narrow_values(
                    self._extended_table(), self.basic_rules(), self._pat_hands()
                )
            search = self._narrow.get(i)
            if search is None:
                section = self._searches(None, cancel)[i][0].s
                search = self._narrow[i] = SectionSearch(
                    narrower_sections(self._extended_table(), [section], self._narrow_values)[0]
                )
        search.cancel = cancel
        return search

    def _descend_sections(
        self,
        depths: Sequence[Sequence[tuple[int, range | None]]],
        cancel: threading.Event | None,
        progress: Progress | None = None,
    ) -> list[Found]:
        """Each section ``i`` descended from the basic strategy's rules to
        ``depths[i][0][0]`` rules, polished over ``depths[i][0][1]`` as below. Where a
        level found holds more of a pat deal than the basic strategy (aces up for the
        aces), which costs the search nothing at first, the descent can go astray for
        the levels above it: the section is also descended, and polished over those
        sizes, with pat hands played for no less, from the last level of the descent
        before the first that holds more, and what that finds is brought in (Double
        Double Bonus 9/6 at 13 rules: 98.7744% without it, 98.8143% with it). Where the
        basic strategy lost a rule as read (:func:`_deleted_as_read`), its search's
        rules before that are a start too, descended as ``depths[i][1]`` says: each
        start searched alone, the better level of each size kept.

        The descents (a section from a start) are independent: where there are several
        (a wild game's sections, two starts), they run two at a time, each in a thread
        with forks of the searches (:meth:`SectionSearch.fork`) and its kernels on one
        thread; what each finds is the same as one after the other (the four descents of
        a 15-rule level of Kings or Better Joker Poker: 2.5 s against 3.2 s on two
        cores; the kernels' second thread gains little there). ``progress``: as each
        descent ends."""
        searches = self._searches(None, cancel)
        others = [self._other_start(i, cancel) for i in range(len(searches))]
        tasks: list[tuple[int, Rules, int, range | None]] = []
        for i, (_, start) in enumerate(searches):
            other = others[i]
            begins = [start] if other is None else [start, other]
            for begin, (fewest, sizes) in zip(begins, depths[i], strict=False):
                tasks.append((i, begin, fewest, sizes))
        if len(tasks) == 1:
            i, begin, fewest, sizes = tasks[0]
            results = [self._descend_from(searches[i][0], i, begin, fewest, sizes, cancel)[0]]
            if progress:
                progress(1, 1)
        else:
            # the largest first: the two threads finish together
            order = sorted(
                range(len(tasks)),
                key=lambda t: -len(tasks[t][1]) * searches[tasks[t][0]][0].s.rows.shape[0],
            )
            forks = [searches[i][0].fork() for i, _, _, _ in tasks]
            done = _side_by_side(
                [
                    partial(self._descend_from, forks[t], *tasks[t], cancel, fork_narrow=True)
                    for t in range(len(tasks))
                ],
                order,
                progress,
            )
            results = []
            for t, (i, _, _, _) in enumerate(tasks):
                found, narrow = done[t]
                searches[i][0].join(forks[t])
                if narrow is not None:
                    self._narrow_search(i, cancel).join(narrow)
                results.append(found)
        founds: list[Found] = [{} for _ in searches]
        for (i, _, _, _), mine in zip(tasks, results, strict=True):
            found = founds[i]
            for n, (rules, total) in mine.items():
                if n not in found or total > found[n][1]:
                    found[n] = (rules, total)
        return founds

    def _each_section(
        self,
        work: Callable[[int, SectionSearch], None],
        cancel: threading.Event | None,
        progress: Progress | None = None,
    ) -> None:
        """``work(i, search)`` for each section ``i`` with its search; where there are
        several sections, two at a time as :meth:`_descend_sections` runs its descents
        (forks of the searches, joined back; what ``work`` changes must be its own
        section's). ``progress``: as each section is done."""
        searches = [search for search, _ in self._searches(None, cancel)]
        if len(searches) == 1:
            work(0, searches[0])
            if progress:
                progress(1, 1)
            return
        forks = [search.fork() for search in searches]
        by_size = sorted(range(len(searches)), key=lambda i: -searches[i].s.rows.shape[0])
        _side_by_side([partial(work, i, forks[i]) for i in range(len(forks))], by_size, progress)
        for search, fork in zip(searches, forks, strict=True):
            search.join(fork)

    def _descend_from(
        self,
        search: SectionSearch,
        i: int,
        start: Rules,
        fewest: int,
        sizes: range | None,
        cancel: threading.Event | None,
        *,
        fork_narrow: bool = False,
    ) -> tuple[Found, SectionSearch | None]:
        """What section ``i``'s ``search`` finds from the rules ``start``
        (:meth:`_descend_sections`), and the fork of the narrower search it used where
        ``fork_narrow`` (a thread of its own: None when it needed none; else the
        narrower search itself is used, and None returned)."""
        found: Found = {}
        search.descend(start, fewest, found)
        # the descent's path down to its first level that holds more (both searches
        # would take it): the narrower one goes on from there
        top = None
        for n in sorted(found, reverse=True):
            if not search.plays_no_less(found[n][0]):
                break
            top = n
        if top == min(found):
            return found, None
        narrow = self._narrow_search(i, cancel)
        if fork_narrow:
            narrow = narrow.fork()
        seeds = narrow.descend(start if top is None else found[top][0], fewest)
        narrow.polish(seeds, sizes)
        search.seed(found, seeds)
        return found, narrow if fork_narrow else None

    def _level_list(
        self, progress: Progress | None, cancel: threading.Event | None
    ) -> dict[int, rule_sets.Level]:
        """The whole curve: every section descended to one rule and polished."""
        if self._levels is None:
            searches = self._searches(progress, cancel)
            founds = self._descend_sections(
                [[(1, None)] * 2] * len(searches), cancel, _stage(progress, 300, 800)
            )
            self._each_section(
                lambda i, search: search.polish(founds[i]), cancel, _stage(progress, 800, 950)
            )
            self._levels = self._shared(founds)[0]
        return self._levels

    def _levels_near(
        self, max_rules: int, progress: Progress | None, cancel: threading.Event | None
    ) -> tuple[dict[int, rule_sets.Level], dict[int, tuple[int, ...]], list[Found]]:
        """Levels of about ``max_rules`` rules without the whole curve: each section
        descended from the basic strategy's rules as far as that can take it; then,
        around the rules each section gets at that size, grown and reduced into its
        neighbours. A function of the table and ``max_rules`` alone (what was asked
        before does not enter)."""
        known = self._near.get(max_rules)
        if known is not None:
            return known
        founds = self._near_founds(max_rules, progress, cancel)
        shared, split = self._shared(founds)
        self._near[max_rules] = (shared, split, founds)
        return shared, split, founds

    def _near_founds(
        self, max_rules: int, progress: Progress | None, cancel: threading.Event | None
    ) -> list[Found]:
        """What each section found for :meth:`_levels_near` (kept)."""
        known_found = self._near_found.get(max_rules)
        if known_found is not None:
            return known_found
        searches = self._searches(progress, cancel)
        starts = [[start] for _, start in searches]
        if self._searched is not None:  # the other start's rules too, if any
            for i, mine in enumerate(starts):
                mine.append(self._other_start(i, cancel) or mine[0])
        depths: list[list[tuple[int, range | None]]] = []
        for i in range(len(searches)):
            # each start descended as far as its own rules put its share of max_rules
            depth: list[tuple[int, range | None]] = []
            for k in range(len(starts[i])):
                total = sum(len(rules[k]) for rules in starts)
                fewest = max(1, len(starts[i][k]) - max(0, total - max_rules) - NEAR_DEPTH)
                depth.append((fewest, range(fewest, fewest + 2 * NEAR_DEPTH)))
            depths.append(depth)
        founds = self._descend_sections(depths, cancel, _stage(progress, 300, 800))
        shared, split = self._shared(founds, max_rules)
        fitting = [n for n in shared if n <= max_rules]
        sizes = split[max(fitting) if fitting else min(shared)]
        long_level = self._long(max_rules)

        def polish(i: int, search: SectionSearch) -> None:
            size = sizes[i]
            search.polish(founds[i], range(max(1, size - 2), size + 2))
            if long_level:  # (shorter: measured, nothing more at 15 rules of 9/6)
                search.refine(founds[i], range(max(1, size - 1), size + 2))

        self._each_section(polish, cancel, _stage(progress, 800, 950))
        self._near_found[max_rules] = founds
        return founds

    def level(
        self,
        max_rules: int = DEFAULT_RULES,
        *,
        search: str = "default",
        progress: Progress | None = None,
        cancel: threading.Event | None = None,
    ) -> Chart:
        """The best chart of at most ``max_rules`` rules the search finds ("discard
        everything" not counted), exactly priced, titled by the rules it shows; the
        fewest a chart of the game can have (one per section) when ``max_rules`` is
        fewer. A function of the table and ``max_rules``.

        A chart of at least :data:`LONG_LEVEL` of the basic strategy's rules (a long
        level) is chosen from one set of candidates searched once for the table
        (:meth:`_long_candidates`: penalty brackets, the basic strategy with its first
        exceptions, the curve's levels, the longest short level): a long level never
        returns less than a shorter level, nor than the curve's point at its size, and
        may return more than the basic strategy of as many rules (which has no penalty
        brackets). A shorter level is the default search near ``max_rules``
        (``search="thorough"``: penalty brackets from the level found, and the long
        levels' chain and bracket moves near its size; slower)."""
        if max_rules < 1:
            raise ValueError("a strategy needs at least 1 rule")
        if search not in SEARCHES:
            raise ValueError(f"unknown search {search!r}: {' or '.join(SEARCHES)}")
        role = max_rules if search == "default" else None
        kept = None if role is None else self._kept_chart(role, cancel)
        if kept is not None:
            return kept
        if search == "default" and self._long(max_rules):
            table, chosen = self._long_level(max_rules, progress, cancel)
        else:
            table, chosen = self._short_level(max_rules, search, progress, cancel)
        return self._level_chart(table, chosen, progress, cancel, role)

    def first_level(
        self,
        max_rules: int = DEFAULT_RULES,
        *,
        progress: Progress | None = None,
        cancel: threading.Event | None = None,
    ) -> tuple[Chart, bool]:
        """A chart of at most ``max_rules`` rules without the long levels' search, and
        whether it is :meth:`level`'s chart.

        :meth:`level` (true) when that is quick: its chart kept as text, a short level,
        or a long level whose candidates are known (searched in this run, or kept on
        disk by an earlier one, :mod:`.kept_levels`). Otherwise the best of what the
        levels curve, the basic strategy and its first exceptions give at that size
        (false), in the time of the curve: a chart to show while :meth:`level` searches
        (from about 20 s to a few minutes, once per table)."""
        if max_rules < 1:
            raise ValueError("a strategy needs at least 1 rule")
        kept = self._kept_chart(max_rules, cancel)
        if kept is not None:
            return kept, True
        if not self._long(max_rules) or self._long_known():
            return self.level(max_rules, progress=progress, cancel=cancel), True
        candidates: list[tuple[model.AtomTable, rule_sets.Level]] = [
            (self._extended_table(), lv)
            for lv in self._level_list(_stage(progress, 0, 800), cancel).values()
        ]
        candidates.append((self._extended_table(), self._basic_level()))
        extra = max_rules - len(self._basic_level().rules)
        if extra > 0:
            candidates += self._basic_with_exceptions(extra, cancel, _stage(progress, 800, 950))
        table, chosen = self._best_fitting(candidates, max_rules)
        return self._level_chart(table, chosen, progress, cancel), False

    def _level_chart(
        self,
        table: model.AtomTable,
        chosen: rule_sets.Level,
        progress: Progress | None,
        cancel: threading.Event | None,
        role: int | None = None,
    ) -> Chart:
        """The chart of a level found on ``table``, titled by the rules it shows (kept as
        ``role`` when given)."""
        said = self._tidy(table, chosen.rules)
        title = f"{_shown_count(said)} rules"
        chart = self._chart(said, title, cancel, self._returns(chosen), role)
        if progress:
            progress(1000, 1000)
        return chart

    def _best_fitting(
        self,
        candidates: Sequence[tuple[int | model.AtomTable, rule_sets.Level]],
        max_rules: int,
        cancel: threading.Event | None = None,
    ) -> tuple[model.AtomTable, rule_sets.Level]:
        """The candidate that returns most (read against the player) with at most
        ``max_rules`` rules as its chart shows them (a rule that never plays is left
        out); the shortest of equals. A candidate is given with its table, or the
        table's number (:meth:`_candidate_table`, built only when looked at)."""
        order = sorted(candidates, key=lambda c: (-c[1].worst_total, len(c[1].rules)))
        for where, level in order:
            fits = len(level.rules) <= max_rules
            if fits and not isinstance(where, int):
                return where, level
            # a kept candidate's count: its table is built only if it is chosen
            counted = (
                self._kept_shown.get((where, level.rules), -1) if isinstance(where, int) else -1
            )
            if not fits and counted > max_rules:
                continue
            table = self._candidate_table(where, cancel) if isinstance(where, int) else where
            if not fits and counted < 0:
                shown = self._shown(table, level)
                if isinstance(where, int):  # kept for the next run (:meth:`_long_level`)
                    self._kept_shown[(where, level.rules)] = shown
                    self._counted = True
                if shown > max_rules:
                    continue
            return table, level
        raise AssertionError("the fewest rules fit")  # pragma: no cover

    def _short_level(
        self,
        max_rules: int,
        search: str,
        progress: Progress | None,
        cancel: threading.Event | None,
    ) -> tuple[model.AtomTable, rule_sets.Level]:
        """A level shorter than :data:`LONG_LEVEL` of the basic strategy (or one of the
        thorough search): the default search near ``max_rules`` (and the thorough
        search's penalty brackets from the level it found)."""
        thorough = search == "thorough"
        kept = None if thorough else self._kept(max_rules)
        if kept is not None:
            return self._extended_table(), kept
        if thorough or max_rules in self._near:
            stage = _stage(progress, 0, 400 if thorough else 950)
            levels = self._levels_near(max_rules, stage, cancel)[0]
        else:  # only the levels that fit priced exactly
            founds = self._near_founds(max_rules, _stage(progress, 0, 950), cancel)
            levels = self._shared(founds, max_rules)[0]
        fitting = [n for n in levels if n <= max_rules]
        # the one that returns most, read against the player (the search's own totals,
        # which keep pat hands in their own units, can rank a longer level higher)
        n = max(fitting, key=lambda k: (levels[k].worst_total, -k)) if fitting else min(levels)
        table, chosen = self._extended_table(), levels[n]
        if not thorough:
            self._keep_chart(max_rules, chosen)
        if thorough:
            found = self._thorough_levels(
                max_rules, n, cancel, lean=False, progress=_stage(progress, 400, 850)
            )
            if found is not None:
                for level in found[1].values():
                    if len(level.rules) <= max_rules and level.worst_total > chosen.worst_total:
                        table, chosen = found[0], level
        if self._long(max_rules):
            long_table, long_level = self._long_level(max_rules, _stage(progress, 850, 990), cancel)
            if long_level.worst_total > chosen.worst_total:
                table, chosen = long_table, long_level
        return table, chosen

    def _long_level(
        self, max_rules: int, progress: Progress | None, cancel: threading.Event | None
    ) -> tuple[model.AtomTable, rule_sets.Level]:
        """The best chart of at most ``max_rules`` rules among the long levels'
        candidates (:meth:`_long_candidates`) and the basic strategy with as many of its
        exceptions as fit. The candidates of ``n`` rules are among those of ``n + 1``:
        a long level never returns less than a shorter one."""
        while True:
            candidates: list[tuple[int | model.AtomTable, rule_sets.Level]] = list(
                self._long_candidates(progress, cancel)
            )
            basic = self._basic_level()
            extra = max_rules - len(basic.rules)
            if extra > EXCEPTIONS:
                candidates += self._basic_with_exceptions(extra, cancel)
            try:
                table, level = self._best_fitting(candidates, max_rules, cancel)
                if not self._long_read or self._read_right(table, level):
                    self._keep_counted()
                    return table, level
            except IndexError:  # read back with items its table does not have
                if not self._long_read:
                    raise
            # read back from disk, and not what its rules play: searched again
            self._long_found, self._long_read, self._kept_shown = None, False, {}
            self._counted = False
            self._searched_long = True

    def _read_right(self, table: model.AtomTable, level: rule_sets.Level) -> bool:
        """Whether a candidate read back from disk is what its rules play: the same
        totals, and its chart shows as many rules as kept (where counted)."""
        if rule_sets.make_level(table, level.rules) != level:
            return False
        source = next((s for s, lv in self._long_found or () if lv is level), None)
        counted = self._kept_shown.get((source, level.rules), -1) if source is not None else -1
        return counted < 0 or self._shown(table, level) == counted

    def _tidy(self, table: model.AtomTable, rules: rule_sets.Rules) -> list[list[Pattern]]:
        """The rules as a chart says them (:func:`tidy`), each worked out once."""
        said = self._said.setdefault(table, {})
        if rules not in said:
            said[rules] = tidy(table, vocabulary(self.table), rules)
        return said[rules]

    def _shown(self, table: model.AtomTable, level: rule_sets.Level) -> int:
        """The rules a level's chart shows (:func:`tidy` leaves out those that never
        play)."""
        return _shown_count(self._tidy(table, level.rules))

    def _long_known(self) -> bool:
        """Whether the long levels' candidates are known without a search: found in this
        run, or kept on disk (:mod:`.kept_levels`) by a run of the same code."""
        if self._long_found is None and not self._searched_long:
            kept = kept_levels.read(self.table)
            if kept is not None:
                (self._long_found, shown), self._long_read = kept, True
                self._read_counts(self._long_found, shown)
        return self._long_found is not None

    def _keep_counted(self) -> None:
        """Keep the candidates again with the rules shown by the charts counted since
        (:meth:`_best_fitting`): a later run chooses among them without their charts."""
        if not self._counted or self._long_found is None:
            return
        self._counted = False
        found = self._long_found
        shown = {
            i: self._kept_shown[(s, lv.rules)]
            for i, (s, lv) in enumerate(found)
            if (s, lv.rules) in self._kept_shown
        }
        kept_levels.keep(self.table, found, shown)

    def _read_counts(
        self, found: Sequence[kept_levels.Candidate], shown: kept_levels.Shown
    ) -> None:
        """The rules shown by the charts of the candidates read back (where counted)."""
        self._kept_shown = {
            (found[i][0], found[i][1].rules): n for i, n in shown.items() if i < len(found)
        }

    def _candidate_table(self, source: int, cancel: threading.Event | None) -> model.AtomTable:
        """The table a long level's candidate belongs to (:mod:`.kept_levels`)."""
        if source == kept_levels.EXTENDED:
            return self._extended_table()
        if source == kept_levels.PENALTY:
            return self._penalty_table()[0]
        if source not in self._candidate_tables:
            self._candidate_tables[source] = self._exceptions_table(EXCEPTIONS, cancel)[0]
        return self._candidate_tables[source]

    def _long_candidates(
        self, progress: Progress | None, cancel: threading.Event | None
    ) -> list[kept_levels.Candidate]:
        """Every chart the long levels choose from, searched once for the table (and
        kept on disk, :mod:`.kept_levels`): the longest level shorter than
        :data:`LONG_LEVEL` of the basic strategy, the default search's levels near
        :data:`LONG_LEVEL` and near the basic strategy's size, each searched again with
        penalty brackets in one chain (:meth:`_long_chain`), the levels of the curve
        (:meth:`levels`), the basic strategy, and the basic strategy with its first 1 to
        :data:`EXCEPTIONS` exceptions; each with the table it belongs to."""
        if not self._long_known():
            with kept_levels.search_lock(self.table, cancel):
                if not self._long_known():  # (kept meanwhile by another process)
                    self._long_found = self._search_long(progress, cancel)
                    self._searched_long = True
                    kept_levels.keep(self.table, self._long_found)
        assert self._long_found is not None
        return self._long_found

    def _search_long(
        self, progress: Progress | None, cancel: threading.Event | None
    ) -> list[kept_levels.Candidate]:
        """The long levels' candidates (:meth:`_long_candidates`), searched."""
        size = len(self._basic_level().rules)
        fewest_long = math.ceil(LONG_LEVEL * size)
        anchors = sorted({fewest_long, size})
        extended, penalty = kept_levels.EXTENDED, kept_levels.PENALTY
        out: list[kept_levels.Candidate] = []
        short = self._levels_near(fewest_long - 1, _stage(progress, 0, 100), cancel)[0]
        fitting = [n for n in short if n < fewest_long]
        if fitting:
            n = max(fitting, key=lambda k: (short[k].worst_total, -k))
            out.append((extended, short[n]))
        for i, anchor in enumerate(anchors):
            lo = 100 + 100 * i
            levels = self._levels_near(anchor, _stage(progress, lo, lo + 100), cancel)[0]
            out += [(extended, lv) for lv in levels.values()]
        # the curve's levels (:meth:`levels`): no long level returns less than its point
        curve = self._level_list(_stage(progress, 300, 400), cancel)
        out += [(extended, lv) for lv in curve.values()]
        _, chain = self._long_chain(anchors, _stage(progress, 400, 900), cancel)
        out += [(penalty, lv) for lv in chain.values()]
        out.append((extended, self._basic_level()))
        found = self._basic_with_exceptions(EXCEPTIONS, cancel, _stage(progress, 900, 1000))
        out += [(kept_levels.EXCEPTIONS_TABLE, lv) for _, lv in found]
        return out

    def _basic_with_exceptions(
        self, count: int, cancel: threading.Event | None, progress: Progress | None = None
    ) -> list[tuple[model.AtomTable, rule_sets.Level]]:
        """The basic chart's rules (as it reads) with its first 1, 2, ... ``count``
        exceptions (:meth:`exceptions`), each a rule above the rule it corrects or
        between the two parts of a rule it cuts (a line more); and, where two or more
        go to the same place, the same with those joined into one rule (a line for
        them all, as published charts write ``RF 3 (AJ or AT) [no fp, no sp]``); with
        their table, those another beats with as many rules or fewer left out."""
        table, chosen = self._exceptions_table(count, cancel, progress)
        if not chosen:
            return []
        base, basic = self._chart_rules()
        out = []
        for c in range(1, len(chosen) + 1):
            into: dict[int, list[tuple[int, int]]] = {}  # rule: (cut, the exception's item)
            for j, e in enumerate(chosen[:c]):
                into.setdefault(e.above, []).append((e.split, len(base.atoms) + j))
            shared = len({(e.above, e.split) for e in chosen[:c]}) < c
            for joined in (False, True) if shared else (False,):
                rules: list[tuple[int, ...]] = []
                for i, rule in enumerate(basic):
                    here = into.get(i, [])
                    bounds = [0, *sorted({cut for cut, _ in here} - {0}), len(rule)]
                    for lo, hi in itertools.pairwise(bounds):
                        items = tuple(item for cut, item in here if cut == lo)
                        if joined and items:
                            rules.append(items)
                        else:
                            rules.extend((item,) for item in items)
                        part = rule[lo:hi]
                        # a rule tidy emptied keeps its place (exceptions name rules by place)
                        if part and not any(table.atoms[a].kind is Kind.NOTHING for a in part):
                            rules.append(part)
                out.append((table, rule_sets.make_level(table, rules)))
        # one that has as many rules as another or more and returns no more (read
        # against the player) is left out: each candidate longer than a level costs a
        # chart to count the rules it shows (:meth:`_best_fitting`)
        return [
            (t, lv)
            for t, lv in out
            if not any(
                len(o.rules) <= len(lv.rules)
                and o.worst_total >= lv.worst_total
                and (len(o.rules), -o.worst_total) < (len(lv.rules), -lv.worst_total)
                for _, o in out
            )
        ]

    def _exceptions_table(
        self, count: int, cancel: threading.Event | None, progress: Progress | None = None
    ) -> tuple[model.AtomTable, list[ExceptionRule]]:
        """The basic chart's table with the patterns of its first ``count`` exceptions
        after its items, and those exceptions."""
        found = self.exceptions(max(EXCEPTIONS, count), progress=progress, cancel=cancel)
        chosen = list(found.rules[:count])
        base, _ = self._chart_rules()
        return model.with_patterns(base, [e.pattern for e in chosen]), chosen

    def _long(self, max_rules: int) -> bool:
        """Whether a level of ``max_rules`` rules is searched further (:data:`LONG_LEVEL`)."""
        return max_rules >= LONG_LEVEL * len(self._basic_level().rules)

    def _basic_level(self) -> rule_sets.Level:
        """The basic strategy's rules as a level ("discard everything" left out)."""
        if self._basic_as_level is None:
            table = self._extended_table()
            rules = tuple(
                r
                for r in self.basic_rules()
                if not any(table.atoms[a].kind is Kind.NOTHING for a in r)
            )
            self._basic_as_level = rule_sets.make_level(table, rules)
        return self._basic_as_level

    def _penalty_table(self) -> tuple[model.AtomTable, dict[int, tuple[int, ...]]]:
        """The short charts' table with penalty-card variants of the atoms that lose most
        under the basic strategy (where they are the best play, or the play made), and
        each such atom's variants (items of that table)."""
        if self._penalties is None:
            extended = self._extended_table()
            parents = penalty_parents(
                extended, self.basic_rules(), PENALTY_PARENTS, parents_of=len(self.atoms().atoms)
            )
            basic = [a for r in self.basic_rules() for a in r if a < len(self.atoms().atoms)]
            lone = [a for a in basic if is_lone(extended.atoms[a])][:LONE_PARENTS]
            table, variants, chains = penalty_and_chain_variants(extended, parents, lone)
            self._penalties = table, variants
            self._chain_variants = chains
        return self._penalties

    def _thorough_levels(
        self,
        max_rules: int,
        n: int,
        cancel: threading.Event | None,
        *,
        lean: bool = False,
        progress: Progress | None = None,
    ) -> tuple[model.AtomTable, dict[int, rule_sets.Level]] | None:
        """The level of ``n`` rules (the default search's) searched again with penalty
        brackets on its rules (:meth:`SectionSearch.splits`) and grown, with them, up to
        ``max_rules``, then (not ``lean``) the chain and bracket moves on the sizes near
        (:meth:`SectionSearch.chain_pass`: Double Double Bonus 9/6 at 15 rules 98.8760%
        against 98.8592% without them): the best found for each number of rules, with
        their table."""
        table, variants = self._penalty_table()
        basic = self.basic_rules()
        _, splits, founds = self._levels_near(max_rules, None, cancel)
        split = splits.get(n)
        defaults = self._searches(None, cancel)
        if split is None or len(split) != len(defaults):
            return None
        extra = max(0, max_rules - n)
        curves: list[dict[int, SectionLevel]] = []
        # a step per section and start, and one for its polish
        steps = _Steps(progress, 0, 1000, 3 * len(defaults))
        for (section, start), (old, _), old_found, size in zip(
            make_sections(table, basic), defaults, founds, split, strict=True
        ):
            # (the chain move's variants are not the thorough search's candidates)
            search = _penalty_search(section, variants, cancel, steps.tick, self._chain_variants)
            found: Found = {}
            _found_in(search, old, old_found, found)
            top = size + extra
            # from the default search's level, and from the basic strategy's rules (lean:
            # from a level a few rules shorter): each searched with penalty brackets,
            # grown to the size wanted, or reduced to it
            starts = [found[size][0]]
            if not lean:
                starts.append(start)
            elif size - LEAN_BACK in found:
                starts.append(found[size - LEAN_BACK][0])
            for rules in starts:
                rules, total = search.improve(rules, thorough=True)
                search._record(found, rules, total)
                while len(rules) > size:
                    rules, total = search.improve(search.reduce(rules), thorough=True)
                    search._record(found, rules, total)
                while len(rules) < min(top, size + MAX_GROWTH):
                    grown = search.grow(rules)
                    if grown is None:
                        break
                    rules, total = grown
                    search._record(found, rules, total)
                steps.step()
                if not lean and not size < len(start) <= size + MAX_GROWTH:
                    break  # the basic strategy's rules: only a few rules from the size
            if not lean:
                near = range(max(1, size - 1), min(top, size + MAX_GROWTH) + 1)
                search.polish(found, near)
                # the lone-card chains and the bracket moves, as on the long levels
                search.chain_pass(found, near)
            steps.done = 3 * (len(curves) + 1) - 1
            steps.step()
            curves.append(search.levels(found))
        out: dict[int, rule_sets.Level] = {}
        for k, picks in share_rules(curves).items():
            if k > max_rules or len(picks) != len(curves):
                continue
            out[k] = rule_sets.Level(
                tuple(r for p in picks for r in p.rules),
                sum(p.total for p in picks),
                sum(p.worst_total for p in picks),
            )
        return (table, out) if out else None

    def _long_chain(
        self, anchors: list[int], progress: Progress | None, cancel: threading.Event | None
    ) -> tuple[model.AtomTable, dict[int, rule_sets.Level]]:
        """The long levels searched as one chain, with penalty brackets, in each section:
        from the basic strategy's rules, grown by up to :data:`MAX_GROWTH` rules, then
        one rule saved at a time down to a few rules below the section's share at the
        shortest long level, each step searched again, then up again (each size's best
        grown into the size above; the default search's levels near ``anchors`` among
        what is kept); the best found for each number of rules."""
        table, variants = self._penalty_table()
        basic = self.basic_rules()
        defaults = self._searches(None, cancel)
        nears = [self._levels_near(a, None, cancel) for a in anchors]
        levels, splits, _ = nears[0]
        fitting = [n for n in levels if n <= anchors[0]]
        n = max(fitting, key=lambda k: (levels[k].worst_total, -k)) if fitting else min(levels)
        shares = splits[n]
        curves: list[dict[int, SectionLevel]] = []
        steps = _Steps(progress, 0, 1000, 3 * len(defaults))
        for i, ((section, start), (old, _), share) in enumerate(
            zip(make_sections(table, basic), defaults, shares, strict=True)
        ):
            search = _penalty_search(section, variants, cancel, steps.tick, self._chain_variants)
            found: Found = {}
            for near in nears:
                _found_in(search, old, near[2][i], found)
            bottom = max(1, share - LEAN_BACK)
            top = len(start) + MAX_GROWTH
            rules, total = search.improve(start, thorough=True)
            search._record(found, rules, total)
            while len(rules) < top:
                grown = search.grow(rules)
                if grown is None:
                    break
                rules, total = grown
                search._record(found, rules, total)
            steps.step()
            while len(rules) > bottom:
                rules, total = search.improve(search.reduce(rules), thorough=True)
                search._record(found, rules, total)
            steps.step()
            # and up again: each size's best grown into the size above
            search.polish(found, range(bottom, top), downward=False)
            # the lone-card chains (a variant with a rule lifted above the card alone)
            search.chain_pass(found, range(share, top + 1))
            # and the longest grown on, a rule at a time, while that adds (sizes above
            # the chain's alone: a long published chart may hold a few rules more)
            rules = found[max(found)][0]
            while len(rules) < top + MORE_GROWTH:
                grown = search.grow(rules)
                if grown is None or not search._record(found, *grown):
                    break
                rules = grown[0]
            steps.step()
            curves.append(search.levels(found))
        out: dict[int, rule_sets.Level] = {}
        for k, picks in share_rules(curves).items():
            if len(picks) == len(curves):
                out[k] = rule_sets.Level(
                    tuple(r for p in picks for r in p.rules),
                    sum(p.total for p in picks),
                    sum(p.worst_total for p in picks),
                )
        return table, out

    def _returns(self, level: rule_sets.Level) -> tuple[Fraction, Fraction]:
        """A level's exact returns, read for the player and against."""
        return Fraction(level.total, self.denominator), Fraction(
            level.worst_total, self.denominator
        )

    def _chart(
        self,
        rules: list[list[Pattern]],
        title: str,
        cancel: threading.Event | None,
        model: tuple[Fraction, Fraction] | None = None,
        role: int | None = None,
    ) -> Chart:
        """A chart of rules (sets of patterns): in sections by the wild cards dealt (most
        first), each closed by "discard everything" where deals can reach it. Kept on disk
        as ``role`` (:func:`kept_levels.keep_texts`) when given."""
        game = self.game
        by_section: dict[SectionKey, list[list[Pattern]]] = {}
        origin: dict[int, int] = {}
        for i, r in enumerate(rules):
            if all(p.kind is Kind.NOTHING for p in r):
                continue
            origin[id(r)] = i
            by_section.setdefault(section_key(r[0]), []).append(r)
        keys = sorted(by_section, key=lambda key: -(key[0] or (0, 0))[0])
        if not game.is_wild:
            keys = [NO_SECTION]
            by_section.setdefault(NO_SECTION, [])
        elif ((0, 0), None, None) not in by_section:
            by_section[((0, 0), None, None)] = []
            keys.append(((0, 0), None, None))
        lines: list[str] = []
        texts: list[tuple[str, str, int]] = []
        for key in keys:
            heading = "" if key == NO_SECTION else heading_text(key, game)
            if heading:
                lines.append(f"{heading}:")
            played: list[Pattern] = []  # the section's rules above: their holds never come
            for number, r in enumerate(by_section[key], start=1):
                text = chart_text(r, game, played, key)
                played.extend(r)
                lines.append(f"{number}. {text}")
                texts.append((text, heading, origin[id(r)]))
            if key[0] in (None, (0, 0)):
                lines.append(f"{len(by_section[key]) + 1}. discard everything")
                texts.append(("discard everything", heading, -1))
        made = kept_levels.KeptChart(
            title,
            "".join(f"{ln}\n" for ln in lines),
            tuple(texts),
            (Fraction(0), Fraction(0)),
            model,
        )
        chart = self._priced(made, cancel)
        if role is not None and kept_levels.charts_kept():
            kept = self._texts_file()
            kept[role] = replace(made, returns=(chart.return_exact, chart.return_worst_exact))
            kept_levels.keep_texts(self.table, kept)
        return chart

    def _priced(self, made: kept_levels.KeptChart, cancel: threading.Event | None) -> Chart:
        """A chart's text (under its name and game) parsed and priced exactly
        (:func:`evaluate_strategy`)."""
        name = f"name: {self.table.name} {made.title} (generated by vptrainer)"
        text = f"{name}\ngame: {self.table.name}\n{made.text}"
        strategy = parse_strategy(text, self.game, source=f"generated {made.title}")
        result = evaluate_strategy(self.prepared, strategy, holds=self.holds, cancel=cancel)
        chart_rules = tuple(
            ChartRule(
                text, rule.patterns, r.deals, r.ev_min, r.ev_max, r.error, heading, src >= 0, src
            )
            for (text, heading, src), rule, r in zip(
                made.rules, strategy.rules, result.rules, strict=True
            )
        )
        return Chart(self.table, made.title, strategy, result, chart_rules, made.model)

    def _texts_file(self) -> dict[int, kept_levels.KeptChart]:
        """The charts kept on disk as text for this table (read once; what this maker
        makes is added to them)."""
        if self._kept_texts is None:
            self._kept_texts = kept_levels.read_texts(self.table)
        return self._kept_texts

    def _kept_chart(self, role: int, cancel: threading.Event | None) -> Chart | None:
        """The chart of ``role`` kept on disk as text by a run of the same code, when it
        reads and prices exactly as kept (else it is dropped, and made again)."""
        if not kept_levels.charts_kept():
            return None
        made = self._texts_file().get(role)
        if made is None:
            return None
        try:
            chart = self._priced(made, cancel)
        except (StrategyError, ValueError):
            chart = None
        if chart is None or (chart.return_exact, chart.return_worst_exact) != made.returns:
            del self._texts_file()[role]
            return None
        return chart

    def exceptions(
        self,
        max_count: int = 25,
        *,
        progress: Progress | None = None,
        cancel: threading.Event | None = None,
    ) -> Exceptions:
        """The exceptions of the basic strategy, best first (see :mod:`.exceptions`)."""
        if self._exceptions is None or self._exceptions_asked < max_count:
            self.basic_rules(_stage(progress, 0, 400), cancel)
            table, basic = self._chart_rules()
            self._exceptions = find_exceptions(
                table,
                basic,
                parents_of=len(self.atoms().atoms),
                max_count=max_count,
                progress=_stage(progress, 400, 1000),
                cancel=cancel,
            )
            self._exceptions_asked = max_count
        return self._exceptions

    def text_with_exceptions(self, exceptions: Exceptions, count: int | None = None) -> str:
        """The basic strategy with its exceptions as rules, each above the rule it
        corrects (or between the parts of a rule it cuts in two), in its section (what
        reads back into the return after the last exception)."""
        chart = self.basic()
        game = self.game
        said = self._tidy_basic()
        into: dict[int, list[tuple[int, Pattern]]] = {}  # chart rule: (cut, exception)
        # in the order they play: by the rule (and part) they go above, then as found
        chosen = exceptions.rules[:count]
        order = sorted(range(len(chosen)), key=lambda i: (chosen[i].above, chosen[i].split, i))
        for ex in (chosen[i] for i in order):
            target = self.exception_place(ex)
            cut = ex.split if chart.rules[target].source == ex.above else 0
            into.setdefault(target, []).append((cut, ex.pattern))
        lines = [
            f"name: {self.table.name} basic strategy with exceptions",
            f"game: {self.table.name}",
        ]
        section = None
        number = 0
        played: list[Pattern] = []  # the section's rules above: their holds never come
        for i, rule in enumerate(chart.rules):
            if rule.section != section:
                section = rule.section
                number = 0
                played = []
                if section:
                    lines.append(f"{section}:")
            key = section_key(rule.patterns[0]) if game.is_wild else NO_SECTION
            here = into.get(i, [])
            cuts = sorted({cut for cut, _ in here} - {0})
            parts = [(0, rule.text)]
            if cuts:
                patterns = said[rule.source]
                bounds = [0, *cuts, len(patterns)]
                parts = []
                for lo, hi in itertools.pairwise(bounds):
                    part = patterns[lo:hi]
                    parts.append((lo, chart_text(part, game, played, key)))
                    played = [*played, *part]
            for lo, text in parts:
                for cut, pattern in here:
                    if cut == lo:
                        number += 1
                        lines.append(f"{number}. {rule_text([pattern], game, key)}  # exception")
                number += 1
                lines.append(f"{number}. {text}")
            played = [*played, *rule.patterns]
        return "\n".join(lines) + "\n"

    def exception_place(self, exception: ExceptionRule) -> int:
        """The rule of the basic chart an exception goes above or into (an index of its
        rules): :meth:`Chart.exception_place`."""
        return self.basic().exception_place(exception)

    def pat_deals_given_up(self, rules: int) -> int:
        """Deals where the level of ``rules`` rules (of the curve, :meth:`levels`) may
        break a dealt paying hand its basic strategy keeps, read against the player: a
        hold without a card of it, worth less (0: it keeps every one; holding more of
        the deal, as aces up where the basic strategy holds the aces, keeps it)."""
        levels = self._level_list(None, None)
        table = self._extended_table()
        _, rows, masks, values = self._pat_hands()
        broken = pat_broken(table, levels[rules].rules, rows, masks, values)
        return int(table.weight[rows][broken].sum())

    def model_return(self, rules: rule_sets.Rules) -> Fraction:
        """The model's exact return of rules of the basic strategy's items (atoms and
        the short charts' patterns; a check)."""
        level = rule_sets.make_level(self._extended_table(), rules)
        return Fraction(level.total, self.denominator)
