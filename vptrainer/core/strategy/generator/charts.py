"""Strategy charts for any pay table: generated, written in the language, priced exactly.

:class:`StrategyMaker` builds, for one pay table, the **basic strategy** (ranked
rules, no exceptions, ordered to make its own exact return as high as the search
finds), **shorter levels** (the best lists of at most N rules it finds) and the
**exceptions** of the basic strategy (:mod:`.exceptions`). Every chart is strategy
text: :meth:`Chart.text` reads back (``vptrainer strategy eval``) into the same
rules and the same exact return, which :func:`evaluate_strategy` computes here.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from dataclasses import dataclass
from fractions import Fraction
from functools import cached_property

from vptrainer.core.engine.hold_table import HoldTable, cached_hold_table
from vptrainer.core.engine.prepared import PreparedTable, cached_prepare
from vptrainer.core.engine.report import fraction_text
from vptrainer.core.games.paytable import PayTable
from vptrainer.core.strategy.evaluation import StrategyResult, evaluate_strategy
from vptrainer.core.strategy.game import game_of
from vptrainer.core.strategy.generator import model
from vptrainer.core.strategy.generator import rules as rule_sets
from vptrainer.core.strategy.generator.exceptions import Exceptions, find_exceptions
from vptrainer.core.strategy.generator.text import rule_text, simplify
from vptrainer.core.strategy.generator.vocabulary import coarse_patterns, vocabulary
from vptrainer.core.strategy.language import Strategy, parse_strategy
from vptrainer.core.strategy.patterns import Pattern

Progress = Callable[[int, int], None]
DEFAULT_RULES = 15


def _stage(progress: Progress | None, lo: int, hi: int) -> Progress | None:
    """A progress callback for one stage, mapped into ``lo..hi`` of 1000."""
    if progress is None:
        return None

    def report(done: int, total: int) -> None:
        progress(lo + (hi - lo) * done // max(1, total), 1000)

    return report


@dataclass(frozen=True)
class ChartRule:
    """One rule of a chart, with what it plays under exact evaluation."""

    text: str
    patterns: tuple[Pattern, ...]
    deals: int  # deals it plays
    ev_min: Fraction | None  # per coin, None: it plays no deal
    ev_max: Fraction | None
    error: Fraction  # its share of the cost against optimal play


@dataclass(frozen=True, eq=False)
class Chart:
    """A generated strategy and its exact evaluation."""

    table: PayTable
    title: str  # "basic strategy" or "15 rules"
    strategy: Strategy
    result: StrategyResult
    rules: tuple[ChartRule, ...]

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
        out.append("")
        width = max((len(r.text) for r in self.rules), default=0) + 5
        for i, rule in enumerate(self.rules, start=1):
            line = f"{i}. {rule.text}"
            if comments and rule.ev_min is not None and rule.ev_max is not None:
                ev = f"{float(rule.ev_min):.4f}"
                if rule.ev_max != rule.ev_min:
                    ev += f" to {float(rule.ev_max):.4f}"
                line = f"{line:<{min(width, 90)}}  # {ev}"
            out.append(line)
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
        self._basic: rule_sets.Rules | None = None
        self._basic_chart: Chart | None = None
        self._levels: list[rule_sets.Level] | None = None
        self._extended: model.AtomTable | None = None
        self._exceptions: Exceptions | None = None

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

    def basic_rules(
        self, progress: Progress | None = None, cancel: threading.Event | None = None
    ) -> rule_sets.Rules:
        """The basic strategy's rules, as sets of atoms."""
        if self._basic is None:
            table = self.atoms(_stage(progress, 0, 500), cancel)
            n = len(table.atoms)
            pos = model.improve_order(
                table, table.entries, model.initial_order(table), n, cancel=cancel
            )
            if progress:
                progress(900, 1000)
            rules = rule_sets.played(table, rule_sets.atom_rules(table, pos))
            self._basic = rule_sets.played(table, rule_sets.free_merges(table, rules))
        return self._basic

    def basic(
        self, progress: Progress | None = None, cancel: threading.Event | None = None
    ) -> Chart:
        """The basic strategy: ranked rules without exceptions, exactly priced."""
        if self._basic_chart is None:
            rules = self.basic_rules(progress, cancel)
            table = self.atoms()
            self._basic_chart = self._chart(
                [[table.atoms[a] for a in r] for r in rules], "basic strategy", cancel
            )
            if progress:
                progress(1000, 1000)
        return self._basic_chart

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
        """The return against the number of rules: for each number of rules the search
        reaches, the best strategy it found (exact returns, both readings)."""
        levels = self._level_list(down_to, progress, cancel)
        return tuple(
            LevelPoint(
                len(lv.rules),
                Fraction(lv.total, self.denominator),
                Fraction(lv.worst_total, self.denominator),
            )
            for lv in levels
        )

    def _level_list(
        self, down_to: int, progress: Progress | None, cancel: threading.Event | None
    ) -> list[rule_sets.Level]:
        if self._levels is None or len(self._levels[-1].rules) > max(down_to, 3):
            basic = self.basic_rules(_stage(progress, 0, 300), cancel)
            table = self._extended_table()
            extra = range(len(self.atoms().atoms), len(table.atoms))
            self._levels = rule_sets.shorter_levels(
                table,
                basic,
                extra,
                down_to=down_to,
                progress=_stage(progress, 300, 950),
                cancel=cancel,
            )
        return self._levels

    def level(
        self,
        max_rules: int = DEFAULT_RULES,
        *,
        progress: Progress | None = None,
        cancel: threading.Event | None = None,
    ) -> Chart:
        """The best strategy of at most ``max_rules`` rules the search finds, exactly
        priced (the basic strategy when it is that short)."""
        if max_rules < 2:
            raise ValueError("a strategy needs at least 2 rules")
        levels = self._level_list(max_rules, progress, cancel)
        fitting = [lv for lv in levels if len(lv.rules) <= max_rules]
        chosen = max(fitting, key=lambda lv: lv.worst_total) if fitting else levels[-1]
        table = self._extended_table()
        chart = self._chart(
            [[table.atoms[a] for a in r] for r in chosen.rules],
            f"{len(chosen.rules)} rules",
            cancel,
        )
        if progress:
            progress(1000, 1000)
        return chart

    def _chart(
        self, rules: list[list[Pattern]], title: str, cancel: threading.Event | None
    ) -> Chart:
        texts = [rule_text(simplify(r, self.game), self.game) for r in rules]
        name = f"{self.table.name} {title} (generated by vptrainer)"
        body = "\n".join([f"name: {name}", f"game: {self.table.name}", *texts])
        strategy = parse_strategy(body, self.game, source=f"generated {title}")
        result = evaluate_strategy(self.prepared, strategy, holds=self.holds, cancel=cancel)
        chart_rules = tuple(
            ChartRule(text, rule.patterns, r.deals, r.ev_min, r.ev_max, r.error)
            for text, rule, r in zip(texts, strategy.rules, result.rules, strict=True)
        )
        return Chart(self.table, title, strategy, result, chart_rules)

    def exceptions(
        self,
        max_count: int = 25,
        *,
        progress: Progress | None = None,
        cancel: threading.Event | None = None,
    ) -> Exceptions:
        """The exceptions of the basic strategy, best first (see :mod:`.exceptions`)."""
        if self._exceptions is None or len(self._exceptions.rules) < max_count:
            basic = self.basic_rules(_stage(progress, 0, 400), cancel)
            self._exceptions = find_exceptions(
                self.atoms(),
                basic,
                max_count=max_count,
                progress=_stage(progress, 400, 1000),
                cancel=cancel,
            )
        return self._exceptions

    def text_with_exceptions(self, exceptions: Exceptions) -> str:
        """The basic strategy with its exceptions as rules, each above the rule it
        corrects (what reads back into the return after the last exception)."""
        chart = self.basic()
        above: dict[int, list[str]] = {}
        for ex in exceptions.rules:
            above.setdefault(ex.above, []).append(ex.text)
        lines = [
            f"name: {self.table.name} basic strategy with exceptions",
            f"game: {self.table.name}",
        ]
        number = 0
        for i, rule in enumerate(chart.rules):
            for text in above.get(i, []):
                number += 1
                lines.append(f"{number}. {text}  # exception")
            number += 1
            lines.append(f"{number}. {rule.text}")
        return "\n".join(lines) + "\n"

    def model_return(self, rules: rule_sets.Rules) -> Fraction:
        """The model's exact return of rules over the basic table's atoms (a check)."""
        level = rule_sets.make_level(self.atoms(), rules)
        return Fraction(level.total, self.denominator)
