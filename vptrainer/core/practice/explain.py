"""Practice that explains: the rule of the best hold and of the player's hold.

A :class:`SituationFinder` holds one table's generated basic strategy
(:class:`~vptrainer.core.strategy.generator.charts.StrategyMaker`), compiled for
matching, and the *situation* of every deal class: the rule of its best hold (the
first rule of the chart that matches one of the tied-best holds, as
:func:`~vptrainer.core.strategy.matching.first_rule_of_hold` finds it). Grades name
the rules (:meth:`SituationFinder.situation`); drills draw deals from a situation
(:mod:`vptrainer.core.practice.drills`). Optionally it also holds a shorter chart
(a *level*), to grade a player who learns the simple strategy against it
(:meth:`SituationFinder.level_call`).

Building a finder runs the strategy generator (seconds): do it in a worker,
through :func:`situation_finder` with ``progress`` and ``cancel``, and give it the
table's :class:`StrategyMaker` when one is kept (the app keeps one per table in its
result store, shared with its Strategy view), so another level is quick.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Sequence
from dataclasses import dataclass

import numpy as np
import numpy.typing as npt

from vptrainer.core.engine.hold_table import HoldTable
from vptrainer.core.engine.holds import HandEVs
from vptrainer.core.engine.prepared import PreparedTable, cached_prepare
from vptrainer.core.errors import Cancelled
from vptrainer.core.games.paytable import PayTable
from vptrainer.core.practice.dealing import PracticeError, check_mask
from vptrainer.core.practice.situations import NO_RULE, LevelCall, RuleRef, Situation
from vptrainer.core.strategy.generator.charts import Chart, StrategyMaker
from vptrainer.core.strategy.generator.text import rule_text as pattern_words
from vptrainer.core.strategy.matching import (
    CompiledStrategy,
    compile_patterns,
    compile_strategy,
    first_rules_holding,
    play_strategy,
    rule_holds,
)
from vptrainer.core.strategy.phrases import chart_words, rule_message

Progress = Callable[[int, int], None]
_BITS = np.left_shift(np.int64(1), np.arange(32, dtype=np.int64))


def _ref(chart: Chart, index: int) -> RuleRef:
    return RuleRef(index, chart_words(chart)[index]) if index >= 0 else NO_RULE


def best_bits(holds: HoldTable) -> npt.NDArray[np.int64]:
    """For every deal class, the set of its tied-best holds (bit ``m``: hold ``m`` over the
    representative's ascending cards)."""
    ev = holds.ev
    top = ev.max(axis=1)
    bits: npt.NDArray[np.int64] = ((ev == top[:, None]) * _BITS[None, :]).sum(axis=1)
    return bits


def first_rule(sets: Sequence[int], masks: int) -> int:
    """The first rule whose hold set (from :func:`rule_holds`) meets the masks ``masks``
    (a set of holds, bit ``m``: hold ``m``), or -1."""
    for r, s in enumerate(sets):
        if s & masks:
            return r
    return -1


@dataclass(frozen=True, eq=False)
class SituationFinder:
    """One table's basic strategy, compiled, with the situation of every deal class.

    Attributes
    ----------
    chart
        The generated basic strategy (ranked rules, no exceptions).
    class_rule
        For each deal class of ``holds.classes``, the 0-based rule of its best hold
        (-1 when no rule plays it).
    level
        A shorter chart to grade against (``None``: grade against optimal play only).
    """

    table: PayTable
    chart: Chart
    compiled: CompiledStrategy
    holds: HoldTable
    class_rule: npt.NDArray[np.int32]
    level: Chart | None = None
    level_compiled: CompiledStrategy | None = None
    parts: CompiledStrategy | None = None  # every pattern of the chart as a rule of its own
    part_texts: tuple[str, ...] = ()

    @property
    def rules(self) -> tuple[RuleRef, ...]:
        """Every rule of the basic strategy, in order."""
        return tuple(RuleRef(i, t) for i, t in enumerate(chart_words(self.chart)))

    def rule(self, index: int) -> RuleRef:
        """Rule ``index`` (0-based; -1: no rule)."""
        if not -1 <= index < len(self.chart.rules):
            raise PracticeError(f"the chart has {len(self.chart.rules)} rules, not {index + 1}")
        return _ref(self.chart, index)

    def _check(self, evs: HandEVs) -> None:
        if evs.table != self.table:
            raise PracticeError(
                f"the hand is of {evs.table.name!r}, the chart of {self.table.name!r}"
            )

    def situation(self, evs: HandEVs, mask: int) -> Situation:
        """The rules of the best hold and of the hold ``mask`` of ``evs.hand`` (with the
        level's call when the finder has a level).

        Raises
        ------
        PracticeError
            For a bad mask or a hand of another table.
        """
        mask = check_mask(mask)
        self._check(evs)
        sets = rule_holds(self.compiled, evs.hand)
        best = sum(1 << h.mask for h in evs.best)
        parts = rule_holds(self.parts, evs.hand) if self.parts is not None else ()
        situation = Situation(
            best=self._named(first_rule(sets, best), parts, best),
            player=self._named(first_rule(sets, 1 << mask), parts, 1 << mask),
        )
        if self.level is not None:
            situation = Situation(situation.best, situation.player, self.level_call(evs))
        return situation

    def _named(self, index: int, parts: Sequence[int], masks: int) -> RuleRef:
        """Rule ``index`` with the alternative of it that one of ``masks`` matches."""
        ref = _ref(self.chart, index)
        if index < 0 or not parts or len(self.chart.rules[index].patterns) < 2:
            return ref
        first = int(self.compiled.rule_first[index])
        for j in range(first, int(self.compiled.rule_first[index + 1])):
            if parts[j] & masks:
                return RuleRef(ref.index, ref.text, self.part_texts[j])
        return ref

    def level_call(self, evs: HandEVs) -> LevelCall | None:
        """How the level chart plays the deal: the holds of its first matching rule (all
        discarded when none matches), the best of them, and what it gives up."""
        if self.level is None or self.level_compiled is None:
            return None
        self._check(evs)
        sets = rule_holds(self.level_compiled, evs.hand)
        index = next((r for r, s in enumerate(sets) if s), -1)
        masks = tuple(m for m in range(32) if sets[index] >> m & 1) if index >= 0 else (0,)
        ev = max(evs.hold(m).ev for m in masks)
        return LevelCall(
            self.level.rule_count, _ref(self.level, index), masks, ev, evs.best_ev - ev
        )

    def deal_classes(self, rule: int) -> npt.NDArray[np.int64]:
        """The deal classes whose best hold follows rule ``rule`` (0-based, -1: none)."""
        return np.flatnonzero(self.class_rule == rule).astype(np.int64)

    def rule_deals(self) -> npt.NDArray[np.int64]:
        """Deals (weighted) of each rule's situation; the last entry counts "no rule"."""
        n = len(self.chart.rules)
        idx = np.where(self.class_rule < 0, n, self.class_rule)
        weights = self.holds.classes.weight.astype(np.int64)
        out: npt.NDArray[np.int64] = np.bincount(idx, weights=weights, minlength=n + 1).astype(
            np.int64
        )
        return out


def class_rules(
    chart: Chart,
    compiled: CompiledStrategy,
    holds: HoldTable,
    *,
    progress: Progress | None = None,
    cancel: threading.Event | None = None,
) -> npt.NDArray[np.int32]:
    """The rule of the best hold of every deal class.

    The chart's play gives, for each class, its first matching rule and the holds that
    rule matches: when a best hold is among them, that rule is the best hold's (no
    earlier rule matches any hold). The few other classes (the chart's exceptions)
    are matched one by one. The play is the chart's evaluation's when that is of
    ``compiled`` on these deals (played again otherwise).
    """
    play = chart.result.play
    if chart.strategy is not compiled.strategy or play.classes is not holds.classes:
        play = play_strategy(compiled, holds, progress=progress, cancel=cancel)
    best = best_bits(holds)
    out = play.rule.astype(np.int32).copy()
    odd = np.flatnonzero((play.matched.astype(np.int64) & best) == 0)
    if cancel is not None and cancel.is_set():
        raise Cancelled("the situations were cancelled")
    out[odd] = first_rules_holding(compiled, holds.classes.cards[odd], best[odd])
    out.setflags(write=False)
    return out


def situation_finder(
    table: PayTable | PreparedTable,
    *,
    level_rules: int | None = None,
    maker: StrategyMaker | None = None,
    progress: Progress | None = None,
    cancel: threading.Event | None = None,
) -> SituationFinder:
    """Build a table's :class:`SituationFinder` (the basic strategy, and a level of at most
    ``level_rules`` rules when given).

    Raises
    ------
    Cancelled
        When ``cancel`` is set.
    """
    prepared = table if isinstance(table, PreparedTable) else cached_prepare(table)
    maker = maker or StrategyMaker(prepared)

    def stage(lo: int, hi: int) -> Progress | None:
        if progress is None:
            return None
        return lambda d, t: progress(lo + (hi - lo) * d // max(1, t), 1000)

    chart = maker.basic(stage(0, 600), cancel)
    compiled = compile_strategy(chart.strategy, check=False)
    rules = class_rules(chart, compiled, maker.holds, progress=stage(600, 800), cancel=cancel)
    level = level_compiled = None
    if level_rules is not None and level_rules < chart.rule_count:
        level = maker.level(level_rules, progress=stage(800, 1000), cancel=cancel)
        level_compiled = compile_strategy(level.strategy, check=False)
    patterns = [p for rule in chart.strategy.rules for p in rule.patterns]
    pats, tests = compile_patterns(patterns, maker.game)
    parts = CompiledStrategy(
        chart.strategy, pats, tests, np.arange(len(patterns) + 1, dtype=np.int64)
    )
    texts = tuple(rule_message([p], maker.game, pattern_words([p], maker.game)) for p in patterns)
    if progress is not None:
        progress(1000, 1000)
    return SituationFinder(
        prepared.table, chart, compiled, maker.holds, rules, level, level_compiled, parts, texts
    )
