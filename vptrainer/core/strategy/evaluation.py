"""The exact return of a strategy, and of another game's optimal holds.

:func:`evaluate_strategy` plays a strategy on every deal (by suit class): each deal
plays the first rule with a matching hold; when several holds of a deal match that
rule, both resolutions are priced (the best and the worst for the player); a deal
no rule matches discards everything. :func:`cross_strategy` plays table B's optimal
holds on table A (the Wizard of Odds' "strategy mismatch"), ties in B's optimal hold
resolved both ways. Everything is exact (fractions over the common base).
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable
from dataclasses import dataclass
from fractions import Fraction

import numpy as np
import numpy.typing as npt

from vptrainer.core.engine.analysis import (
    CategoryResult,
    analyze,
    dealt_terms,
    summarize_combinations,
)
from vptrainer.core.engine.hold_table import (
    POPCOUNT,
    HoldTable,
    cached_hold_table,
    deal_bonus,
    hold_category_counts,
    weighted_total,
)
from vptrainer.core.engine.prepared import PreparedTable, cached_prepare
from vptrainer.core.engine.suit_classes import suit_classes
from vptrainer.core.errors import VPError
from vptrainer.core.games.paytable import PayTable
from vptrainer.core.strategy.game import game_of
from vptrainer.core.strategy.language import Strategy, StrategyError, parse_strategy
from vptrainer.core.strategy.matching import CompiledStrategy, Play, compile_strategy, play_strategy
from vptrainer.core.strategy.patterns import rule_text

Progress = Callable[[int, int], None]


@dataclass(frozen=True)
class Example:
    """One deal of a rule: what the rule held and what optimal play holds."""

    deal: tuple[int, ...]  # the deal's cards, ascending codes
    held: tuple[int, ...]
    optimal: tuple[int, ...]
    ev: Fraction
    optimal_ev: Fraction

    @property
    def loss(self) -> Fraction:
        """EV given up against optimal play, per coin."""
        return self.optimal_ev - self.ev


@dataclass(frozen=True)
class RuleResult:
    """How one rule of a strategy played."""

    index: int  # 0-based position in the strategy
    line: int  # line in the source (0: built in code)
    text: str
    deals: int  # deals this rule played
    ev_min: Fraction | None  # lowest EV of a hold it played (None: it played no deal)
    ev_max: Fraction | None  # highest
    error: Fraction  # its share of the cost (EV lost against optimal, per hand dealt)
    error_worst: Fraction  # the same when every ambiguity goes against the player
    worst_example: Example | None  # the deal where it loses the most (None: it never loses)


@dataclass(frozen=True, eq=False)
class StrategyResult:
    """The exact evaluation of a strategy on a pay table."""

    table: PayTable
    strategy: Strategy
    return_exact: Fraction  # ambiguities resolved for the player
    return_worst_exact: Fraction  # ambiguities resolved against the player
    optimal_exact: Fraction
    ambiguous_deals: int  # deals where the rule played matches several holds
    ambiguous_ev_deals: int  # of those, deals whose holds differ in EV
    categories: tuple[CategoryResult, ...]  # final hands under the best resolution
    categories_worst: tuple[CategoryResult, ...]
    total_combinations: int
    variance_exact: Fraction  # of one hand's result, best resolution
    rules: tuple[RuleResult, ...]
    unmatched: RuleResult  # deals no rule matches (everything discarded)
    play: Play
    elapsed_s: float

    @property
    def warnings(self) -> tuple[str, ...]:
        """Readings worth pointing out and lines that can never play, each with its
        source, line and column."""
        found = (*self.strategy.warnings, *self.play.warnings)
        return tuple(w.text(self.strategy.source) for w in found)

    @property
    def return_float(self) -> float:
        """The return per coin bet, best resolution."""
        return float(self.return_exact)

    @property
    def cost_exact(self) -> Fraction:
        """Optimal return minus this strategy's (best resolution), per coin bet."""
        return self.optimal_exact - self.return_exact

    @property
    def cost(self) -> float:
        """:attr:`cost_exact` as a float."""
        return float(self.cost_exact)

    @property
    def hands_per_bet_lost(self) -> float:
        """One bet is lost to optimal play every this many hands (infinity: none)."""
        return float(1 / self.cost_exact) if self.cost_exact else float("inf")

    @property
    def variance(self) -> float:
        """Variance of one hand's result, in bets."""
        return float(self.variance_exact)


@dataclass(frozen=True, eq=False)
class CrossResult:
    """Table B's optimal holds played on table A."""

    played: PayTable  # A
    strategy_table: PayTable  # B
    return_exact: Fraction  # ties in B's optimal hold resolved for the player on A
    return_worst_exact: Fraction  # resolved against
    optimal_exact: Fraction  # A's optimal return
    tied_deals: int  # deals where B has several tied-best holds
    differing_deals: int  # deals where B's best-resolution hold is not optimal on A
    elapsed_s: float

    @property
    def return_float(self) -> float:
        """The return per coin bet, best resolution."""
        return float(self.return_exact)

    @property
    def cost_exact(self) -> Fraction:
        """A's optimal return minus this return (best resolution)."""
        return self.optimal_exact - self.return_exact

    @property
    def cost(self) -> float:
        """:attr:`cost_exact` as a float."""
        return float(self.cost_exact)


def _prepared(table: PayTable | PreparedTable) -> PreparedTable:
    return table if isinstance(table, PreparedTable) else cached_prepare(table)


def _cards_of(cards: npt.NDArray[np.int8], mask: int) -> tuple[int, ...]:
    return tuple(int(cards[j]) for j in range(5) if mask >> j & 1)


def evaluate_strategy(
    table: PayTable | PreparedTable,
    strategy: Strategy | str,
    *,
    holds: HoldTable | None = None,
    progress: Progress | None = None,
    cancel: threading.Event | None = None,
) -> StrategyResult:
    """Play a strategy on every deal of a pay table, exactly.

    Parameters
    ----------
    table
        The pay table (or one prepared with ``prepare``).
    strategy
        A strategy read for this table's game, or strategy text to read.
    holds
        The table's hold EVs, when already computed (see ``hold_table``).
    progress, cancel
        Called between chunks of deal classes; a set event raises ``Cancelled``.

    Raises
    ------
    StrategyError
        When the strategy does not parse, names a pattern the game cannot have, or
        was read for another game.
    """
    started = time.perf_counter()
    prepared = _prepared(table)
    game = game_of(prepared.table)
    if isinstance(strategy, str):
        strategy = parse_strategy(strategy, game)
    if (strategy.game.deck_size, strategy.game.wild_cards, strategy.game.high_min) != (
        game.deck_size,
        game.wild_cards,
        game.high_min,
    ):
        raise StrategyError(
            f"{strategy.source}: the strategy was read for {strategy.game.name}, "
            f"not for {game.name}"
        )
    compiled = compile_strategy(strategy, check=False)  # checked as it plays
    ht = holds if holds is not None else cached_hold_table(prepared)
    if ht.prepared is not prepared and ht.prepared.table != prepared.table:
        raise VPError("the hold table belongs to another pay table")
    play = play_strategy(compiled, ht, progress=progress, cancel=cancel)
    return _summarize(prepared, compiled, ht, play, started)


def _summarize(
    prepared: PreparedTable,
    compiled: CompiledStrategy,
    ht: HoldTable,
    play: Play,
    started: float,
) -> StrategyResult:
    strategy = compiled.strategy
    classes = ht.classes
    n = len(classes)
    weight = classes.weight.astype(np.int64)
    rows = np.arange(n)
    ev_best = ht.ev[rows, play.best.astype(np.int64)]
    ev_worst = ht.ev[rows, play.worst.astype(np.int64)]
    optimal = ht.best_ev
    denom = ht.total_denominator
    return_best = Fraction(weighted_total(ev_best, weight), denom)
    return_worst = Fraction(weighted_total(ev_worst, weight), denom)
    optimal_return = Fraction(weighted_total(optimal, weight), denom)

    matched = play.matched.astype(np.int64)
    ambiguous = int(weight[(matched & (matched - 1)) != 0].sum())
    ambiguous_ev = int(weight[ev_best != ev_worst].sum())

    counts_best = hold_category_counts(prepared, play.best)
    combos_best = [weighted_total(counts_best[:, q], weight) for q in range(counts_best.shape[1])]
    # the worst resolution differs from the best on the ambiguous deals only
    differ = np.flatnonzero(play.worst != play.best)
    counts_worst = hold_category_counts(prepared, play.worst[differ], rows=differ)
    combos_worst = [
        total
        + weighted_total(counts_worst[:, q], weight[differ])
        - weighted_total(counts_best[differ, q], weight[differ])
        for q, total in enumerate(combos_best)
    ]
    final_return, final_variance, categories, _ = summarize_combinations(prepared, combos_best)
    _, _, categories_worst, _ = summarize_combinations(prepared, combos_worst)
    # [dealt] bonuses: in every hold's EV already; the variance needs their terms
    bonus = deal_bonus(prepared, classes)
    _, _, dealt_second, _ = dealt_terms(prepared, classes, ev_best - bonus)
    second = final_variance + final_return * final_return + dealt_second
    variance = second - return_best * return_best

    n_rules = len(strategy.rules)
    group = np.where(play.rule < 0, n_rules, play.rule).astype(np.int64)
    order = np.argsort(group, kind="stable")
    bounds = np.searchsorted(group[order], np.arange(n_rules + 2))
    loss_best = optimal - ev_best
    loss_worst = optimal - ev_worst
    results: list[RuleResult] = []
    for r in range(n_rules + 1):
        idx = order[bounds[r] : bounds[r + 1]]
        if r < n_rules:
            rule = strategy.rules[r]
            text, line = rule_text(rule, strategy.game), rule.line
        else:
            text, line = "(no rule matches: discard everything)", 0
        results.append(
            _rule_result(
                r, line, text, idx, weight, ev_best, ev_worst, loss_best, loss_worst, ht, play
            )
        )
    return StrategyResult(
        table=prepared.table,
        strategy=strategy,
        return_exact=return_best,
        return_worst_exact=return_worst,
        optimal_exact=optimal_return,
        ambiguous_deals=ambiguous,
        ambiguous_ev_deals=ambiguous_ev,
        categories=categories,
        categories_worst=categories_worst,
        total_combinations=sum(combos_best),
        variance_exact=variance,
        rules=tuple(results[:n_rules]),
        unmatched=results[n_rules],
        play=play,
        elapsed_s=time.perf_counter() - started,
    )


def _rule_result(
    r: int,
    line: int,
    text: str,
    idx: npt.NDArray[np.intp],
    weight: npt.NDArray[np.int64],
    ev_best: npt.NDArray[np.int64],
    ev_worst: npt.NDArray[np.int64],
    loss_best: npt.NDArray[np.int64],
    loss_worst: npt.NDArray[np.int64],
    ht: HoldTable,
    play: Play,
) -> RuleResult:
    denom = ht.denominator
    total = ht.total_denominator
    w = weight[idx]
    deals = int(w.sum())
    if deals == 0:
        return RuleResult(r, line, text, 0, None, None, Fraction(0), Fraction(0), None)
    error = Fraction(weighted_total(loss_best[idx], w), total)
    error_worst = Fraction(weighted_total(loss_worst[idx], w), total)
    example = None
    worst = int(idx[int(np.argmax(loss_best[idx]))])
    if loss_best[worst] > 0:
        cards = ht.classes.cards[worst]
        best_mask = int(np.argmax(ht.ev[worst]))
        opt_masks = [m for m in range(32) if ht.ev[worst, m] == ht.ev[worst, best_mask]]
        best_mask = max(opt_masks, key=lambda m: (POPCOUNT[m], -m))
        held_mask = int(play.best[worst])
        example = Example(
            deal=tuple(int(c) for c in cards),
            held=_cards_of(cards, held_mask),
            optimal=_cards_of(cards, best_mask),
            ev=Fraction(int(ht.ev[worst, held_mask]), denom),
            optimal_ev=Fraction(int(ht.ev[worst, best_mask]), denom),
        )
    return RuleResult(
        r,
        line,
        text,
        deals,
        Fraction(int(ev_worst[idx].min()), denom),
        Fraction(int(ev_best[idx].max()), denom),
        error,
        error_worst,
        example,
    )


def cross_strategy(
    played: PayTable | PreparedTable,
    strategy_table: PayTable | PreparedTable,
    *,
    holds: HoldTable | None = None,
) -> CrossResult:
    """Play ``strategy_table``'s optimal holds on ``played``, exactly.

    Where ``strategy_table`` has several tied-best holds, the best and the worst of
    them on ``played`` give the two returns.

    Raises
    ------
    VPError
        When the two games are dealt from different decks.
    """
    started = time.perf_counter()
    a = _prepared(played)
    b = _prepared(strategy_table)
    if a.deck_size != b.deck_size:
        raise VPError(
            f"{b.table.name} is dealt from {b.deck_size} cards and {a.table.name} from "
            f"{a.deck_size}: one's holds cannot be played on the other"
        )
    if suit_classes(a.table.game) is not suit_classes(b.table.game):
        # one game's specific wild cards make deals that play alike differ in the other
        raise VPError(
            f"{b.table.name} ({b.table.game.describe()}) and {a.table.name} "
            f"({a.table.game.describe()}) group deals differently; comparing the strategy "
            "of a game with specific wild cards with another game is not supported"
        )
    ht = holds if holds is not None else cached_hold_table(a)
    ties = analyze(b).strategy.tie_mask.astype(np.int64)
    tied = ((ties[:, None] >> np.arange(32)) & 1).astype(bool)  # (n, 32)
    low = np.iinfo(np.int64).min
    high = np.iinfo(np.int64).max
    ev_best = np.where(tied, ht.ev, low).max(axis=1)
    ev_worst = np.where(tied, ht.ev, high).min(axis=1)
    weight = ht.classes.weight.astype(np.int64)
    optimal = ht.best_ev
    denom = ht.total_denominator
    return CrossResult(
        played=a.table,
        strategy_table=b.table,
        return_exact=Fraction(weighted_total(ev_best, weight), denom),
        return_worst_exact=Fraction(weighted_total(ev_worst, weight), denom),
        optimal_exact=Fraction(weighted_total(optimal, weight), denom),
        tied_deals=int(weight[tied.sum(axis=1) > 1].sum()),
        differing_deals=int(weight[ev_best != optimal].sum()),
        elapsed_s=time.perf_counter() - started,
    )
