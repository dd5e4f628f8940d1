"""Patterns compiled to integer rows and matched against every deal class.

:func:`compile_strategy` turns each pattern into bounds over the features of a hold
(see :mod:`._kernels`) and checks that every pattern can happen in the game;
:func:`play_strategy` runs the kernels over all deal classes: each deal plays the
first rule with a matching hold.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from functools import cache
from itertools import pairwise

import numpy as np
import numpy.typing as npt

from vptrainer.core.cards import check_hand
from vptrainer.core.engine.hold_table import HoldTable
from vptrainer.core.engine.suit_classes import SuitClasses, suit_classes
from vptrainer.core.errors import Cancelled
from vptrainer.core.strategy import _features as kf
from vptrainer.core.strategy import _kernels as k
from vptrainer.core.strategy.game import ACE, ROYAL_RANKS, Game
from vptrainer.core.strategy.language import Strategy, StrategyError, StrategyWarning
from vptrainer.core.strategy.patterns import (
    MAX_COUNT,
    SPAN_MORE,
    Draw,
    Kind,
    Openness,
    Pattern,
    PenaltyKind,
    Pick,
    SuitMode,
    pattern_text,
    rule_text,
)

Progress = Callable[[int, int], None]
_NO_HIGH = 99  # high_min of a game without high cards


def rank_mask(ranks: Iterable[int] | None) -> int:
    """Ranks as a 13-bit mask (bit r: rank r); None: every rank."""
    return kf.ALL13 if ranks is None else sum(1 << r for r in ranks)


@cache
def straight_tables() -> tuple[npt.NDArray[np.int64], npt.NDArray[np.int64]]:
    """For every 13-bit rank mask: the straights it fits, and its gaps (99: none).

    The gaps of ``k`` distinct ranks that fit ``s`` straights are ``6 - k - s`` (at
    least 0): the ranks missing inside them, plus one for each straight an end of the
    deck takes away (A23 and QKA have 2 gaps, JQK 1, 678 none), as the Wizard of Odds
    counts them.
    """
    windows = [frozenset([ACE, 0, 1, 2, 3])] + [frozenset(range(s, s + 5)) for s in range(9)]
    win = np.zeros(1 << 13, dtype=np.int64)
    gaps = np.full(1 << 13, 99, dtype=np.int64)
    for mask in range(1 << 13):
        ranks = {r for r in range(13) if mask >> r & 1}
        fits = sum(1 for w in windows if ranks <= w)
        win[mask] = fits
        if fits:
            gaps[mask] = max(0, 6 - len(ranks) - fits)
    win.setflags(write=False)
    gaps.setflags(write=False)
    return win, gaps


def straights_fitted(openness: Openness | None) -> tuple[int, int]:
    """How many straights the naturals of a straight draw fit (:func:`straight_tables`'
    ``win``): any draw at least one, an outside draw two or more, an inside one one."""
    if openness is Openness.OUTSIDE:
        return 2, 99
    if openness is Openness.INSIDE:
        return 1, 1
    return 1, 99


Test = tuple[int, int, int, int]  # (kind, feature, a, b), see _kernels


def pattern_tests(p: Pattern, game: Game) -> list[Test]:
    """A pattern as the tests the kernels run on a hold's features (all must pass)."""
    tests: list[Test] = []

    def span(feature: int, r: tuple[int, int]) -> None:
        tests.append((k.T_RANGE, feature, r[0], 99 if r[1] >= MAX_COUNT else r[1]))

    if p.wilds[0] > 0 or p.wilds[1] < min(p.held, game.max_wilds):
        span(kf.F_W, p.wilds)
    if p.jokers is not None:
        span(kf.F_JK, p.jokers)
    if p.others is not None:
        span(kf.F_OW, p.others)
    if p.dealt_jokers is not None:
        span(kf.F_DJK, p.dealt_jokers)
    if p.dealt_others is not None:
        span(kf.F_DOW, p.dealt_others)
    if p.kind is Kind.MADE and p.made is not None:
        tests.append((k.T_IN, kf.F_MADE, 1 << int(p.made), 0))
    suited = p.suited
    within = rank_mask(p.within)
    if p.kind is Kind.DRAW:
        if p.draw in (Draw.ROYAL_FLUSH, Draw.STRAIGHT_FLUSH, Draw.FLUSH):
            suited = True
        if p.draw is not Draw.FLUSH:
            lo, hi = straights_fitted(p.openness)
            tests.append((k.T_RANGE, kf.F_WIN, lo, hi))  # fits a straight: distinct ranks
        if p.draw is Draw.ROYAL_FLUSH:
            within &= rank_mask(ROYAL_RANKS)
    elif p.kind is Kind.HIGH_CARDS:
        tests.append((k.T_RANGE, kf.F_DISTINCT, 1, 1))
        within &= rank_mask(game.high_ranks)
    elif p.kind in (Kind.RANKS, Kind.WILDS):
        key = sum(1 << (3 * r) for r in p.ranks)
        tests.append((k.T_RANGE, kf.F_KEY, key, key))
    if suited is not None:
        tests.append((k.T_RANGE, kf.F_SUITED, int(suited), int(suited)))
    if within != kf.ALL13:
        tests.append((k.T_SUBSET, kf.F_RMASK, within, 0))
    if p.high is not None:
        span(kf.F_HIGH, p.high)
    if p.gaps is not None:
        span(kf.F_GAPS, p.gaps)
    if p.span is not None:  # up to 13 ranks: not a count of cards
        tests.append((k.T_RANGE, kf.F_SPAN, p.span[0], min(p.span[1], SPAN_MORE - 1)))
    if p.top is not None:
        tests.append((k.T_IN, kf.F_TOP, rank_mask(p.top), 0))
    if p.bottom is not None:
        tests.append((k.T_IN, kf.F_BOTTOM, rank_mask(p.bottom), 0))
    if p.has is not None:
        tests.append((k.T_HAS, kf.F_RMASK, rank_mask(p.has), 0))
    if p.suits is not None:
        tests.append((k.T_SUBSET, kf.F_HSUITS, sum(1 << s for s in p.suits), 0))
    if p.wild_suit is not None:
        tests.append((k.T_WSUIT, int(p.wild_suit), 0, 0))
        if not p.wild_suit:  # a suit of the game's wild cards
            tests.append((k.T_SUBSET, kf.F_HSUITS, game.wild_suits(), 0))
            tests.append((k.T_RANGE, kf.F_SUITED, 1, 1))
    if p.group is not None:
        tests.append((k.T_IN, kf.F_GROUP, rank_mask(p.group), 0))
    if p.kicker is not None:
        tests.append((k.T_IN, kf.F_KICKER, rank_mask(p.kicker), 0))
    features = {
        PenaltyKind.FLUSH: kf.F_FP,
        PenaltyKind.STRAIGHT: kf.F_SP,
        PenaltyKind.HIGH: kf.F_HP,
    }
    rank_tests = {None: k.T_RANKS, SuitMode.ON: k.T_RANKS_ON, SuitMode.OFF: k.T_RANKS_OFF}
    for pen in p.penalties:
        hi = 99 if pen.count[1] >= MAX_COUNT else pen.count[1]
        if pen.kind is PenaltyKind.RANK:
            tests.append((rank_tests[pen.suits], rank_mask(pen.ranks), pen.count[0], hi))
        elif pen.kind is PenaltyKind.SUITED:
            tests.append((k.T_SUITED, rank_mask(pen.ranks), min(pen.count[0], 1), min(hi, 1)))
        elif pen.kind in (PenaltyKind.GAP, PenaltyKind.PAIRED_GAP):
            paired = 2 if pen.kind is PenaltyKind.PAIRED_GAP else 1
            tests.append((k.T_GAP, paired, min(pen.count[0], 1), min(hi, 1)))
        elif pen.kind in (PenaltyKind.PAIR, PenaltyKind.HIGH_PAIR):
            ranks = game.high_ranks if pen.kind is PenaltyKind.HIGH_PAIR else None
            tests.append((k.T_HELD_DISCARD, rank_mask(ranks), pen.count[0], hi))
        elif pen.kind is PenaltyKind.LEAST_STRAIGHT:
            tests.append((k.T_LEAST_SP, 0, min(pen.count[0], 1), min(hi, 1)))
        elif pen.kind is PenaltyKind.RANKS_FLUSH:
            tests.append((k.T_RANKS_FP, rank_mask(pen.ranks), min(pen.count[0], 1), min(hi, 1)))
        elif pen.kind is PenaltyKind.SUITS:
            tests.append((k.T_DSUITS, 0, pen.count[0], hi))
        else:
            tests.append((k.T_RANGE, features[pen.kind], pen.count[0], hi))
    return tests


def _prefilter(p: Pattern) -> tuple[int, int, int]:
    """Made-hand mask, suits (-1, 0, 1) and straights (0, 1, 2) a pattern requires."""
    made = (1 << int(p.made)) if p.kind is Kind.MADE and p.made is not None else 0
    suited = -1 if p.suited is None else int(p.suited)
    win = 0
    if p.kind is Kind.DRAW:
        if p.draw is not Draw.STRAIGHT:
            suited = 1
        if p.draw is not Draw.FLUSH:
            win = 2 if p.openness is Openness.OUTSIDE else 1
    return made, suited, win


def _allowed_ranks(p: Pattern, game: Game) -> int:
    """The natural ranks a pattern's held cards may have (13-bit mask)."""
    allowed = rank_mask(p.within)
    if p.kind is Kind.DRAW and p.draw is Draw.ROYAL_FLUSH:
        allowed &= rank_mask(ROYAL_RANKS)
    elif p.kind is Kind.HIGH_CARDS:
        allowed &= rank_mask(game.high_ranks)
    elif p.kind in (Kind.RANKS, Kind.WILDS):
        allowed &= rank_mask(frozenset(p.ranks))
    return allowed


def compile_patterns(
    patterns: Sequence[Pattern], game: Game
) -> tuple[npt.NDArray[np.int64], npt.NDArray[np.int64]]:
    """Patterns as the kernels' ``pats`` and ``tests`` arrays."""
    pats = np.zeros((len(patterns), k.N_PAT), dtype=np.int64)
    tests: list[Test] = []
    for i, p in enumerate(patterns):
        pats[i, k.PAT_HELD] = p.held
        pats[i, k.PAT_PICK] = {None: 0, Pick.LOWEST: 1, Pick.HIGHEST: 2}[p.pick]
        # a made hand, or five cards to one, is held whole (never broken for a part)
        pats[i, k.PAT_MADE] = int(p.kind is Kind.MADE or (p.kind is Kind.DRAW and p.held == 5))
        pats[i, k.PAT_FIRST] = len(tests)
        tests.extend(pattern_tests(p, game))
        pats[i, k.PAT_END] = len(tests)
        pats[i, k.PAT_MADEMASK], pats[i, k.PAT_SUITED], pats[i, k.PAT_WIN] = _prefilter(p)
        pats[i, k.PAT_DISTINCT] = int(
            p.kind is Kind.HIGH_CARDS or (p.kind is Kind.DRAW and p.draw is not Draw.FLUSH)
        )
        pats[i, k.PAT_WITHIN] = _allowed_ranks(p, game)
        pats[i, k.PAT_WLO] = p.wilds[0]
        pats[i, k.PAT_WHI] = min(p.wilds[1], 5)
        dealt = p.dealt if p.dealt is not None else (0, 5)
        pats[i, k.PAT_DLO] = dealt[0]
        pats[i, k.PAT_DHI] = min(dealt[1], 5)
        pats[i, k.PAT_PREFER] = p.prefer
    table = np.array(tests, dtype=np.int64).reshape(len(tests), 4)
    pats.setflags(write=False)
    table.setflags(write=False)
    return pats, table


@dataclass(frozen=True, eq=False)
class CompiledStrategy:
    """A strategy's patterns as kernel rows, rule by rule."""

    strategy: Strategy
    pats: npt.NDArray[np.int64]  # (patterns, N_PAT)
    tests: npt.NDArray[np.int64]  # (tests, 4)
    rule_first: npt.NDArray[np.int64]  # patterns of rule r: rule_first[r]:rule_first[r + 1]

    @property
    def game(self) -> Game:
        """The game the strategy was read for."""
        return self.strategy.game

    def kernel_game(
        self,
    ) -> tuple[npt.NDArray[np.int8], int, npt.NDArray[np.int64], npt.NDArray[np.int64]]:
        """The game's arguments to the kernels: wild flags, high_min, straight tables."""
        win, gaps = straight_tables()
        game = self.game
        return (game.wild_flags(), _NO_HIGH if game.high_min is None else game.high_min, win, gaps)


_seen_cache: dict[tuple[Game, Pattern], bool] = {}


def _patterns_possible(game: Game, patterns: Sequence[Pattern]) -> list[bool]:
    """Whether some hold of some deal matches each pattern (remembered per game)."""
    todo = [p for p in dict.fromkeys(patterns) if (game, p) not in _seen_cache]
    if todo:
        pats, tests = compile_patterns(todo, game)
        seen = np.zeros(len(todo), dtype=np.int8)
        classes = suit_classes(game.spec)
        win, gaps = straight_tables()
        high_min = _NO_HIGH if game.high_min is None else game.high_min
        n = len(classes)
        bounds = [0, 4096, 32768, n]
        for start, stop in pairwise(min(b, n) for b in bounds):
            if start >= stop:
                continue
            k.patterns_seen(
                classes.cards,
                start,
                stop,
                game.wild_flags(),
                high_min,
                win,
                gaps,
                pats,
                tests,
                seen,
            )
            if seen.all():
                break
        for p, s in zip(todo, seen, strict=True):
            _seen_cache[(game, p)] = bool(s)
        if len(_seen_cache) > 20_000:  # pragma: no cover - a long session of generators
            _seen_cache.clear()
    return [_seen_cache.get((game, p), True) for p in patterns]


def compile_strategy(strategy: Strategy, *, check: bool = True) -> CompiledStrategy:
    """Compile a strategy's patterns; with ``check``, make sure each can happen.

    Raises
    ------
    StrategyError
        For a pattern no hold of any deal matches, naming its line.
    """
    game = strategy.game
    patterns = [p for rule in strategy.rules for p in rule.patterns]
    pats, tests = compile_patterns(patterns, game)
    first = np.zeros(len(strategy.rules) + 1, dtype=np.int64)
    for r, rule in enumerate(strategy.rules):
        first[r + 1] = first[r] + len(rule.patterns)
    first.setflags(write=False)
    compiled = CompiledStrategy(strategy, pats, tests, first)
    if check:
        check_patterns(compiled)
    return compiled


def check_patterns(
    compiled: CompiledStrategy, seen: Sequence[bool] | None = None
) -> tuple[StrategyWarning, ...]:
    """Raise a :class:`StrategyError` for the first pattern that can never happen (for a
    lenient strategy, sigmajove's, a warning for each).

    ``seen`` marks patterns already known to match some hold (from a play); the others
    are looked for among every deal of the game.
    """
    strategy = compiled.strategy
    game = strategy.game
    patterns = [p for rule in strategy.rules for p in rule.patterns]
    known = list(seen) if seen is not None else [False] * len(patterns)
    for p, ok in zip(patterns, known, strict=True):
        if ok:
            _seen_cache[(game, p)] = True
    unknown = [p for p, ok in zip(patterns, known, strict=True) if not ok]
    found = dict(zip(unknown, _patterns_possible(game, unknown), strict=True))
    warnings: list[StrategyWarning] = []
    for rule in strategy.rules:
        flags = [found.get(p, True) for p in rule.patterns]
        bad = [
            j for j, ok in enumerate(flags) if not ok and (j not in rule.optional or not any(flags))
        ]
        if bad:
            where = (
                f"{strategy.source}, line {rule.line}: " if rule.line else f"{strategy.source}: "
            )
            what = pattern_text(rule.patterns[bad[0]], game)
            text = rule_text(rule, game)
            detail = "" if what.lower() == text.lower() else f" ({what})"
            if strategy.lenient:
                message = f"this can never happen in {game.name}{detail}"
                warnings.append(StrategyWarning(rule.line, 1, message))
                continue
            raise StrategyError(f"{where}{text!r}: this can never happen in {game.name}{detail}")
    return tuple(warnings)


#: Deals times patterns in one chunk of :func:`play_strategy` (a tenth of a second or so).
PLAY_WORK_PER_CHUNK = 2_000_000


@dataclass(frozen=True, eq=False)
class Play:
    """How a strategy plays every deal class."""

    classes: SuitClasses
    rule: npt.NDArray[np.int32]  # the rule played (-1: none, everything discarded)
    best: npt.NDArray[np.uint8]  # the best matching hold for the player
    worst: npt.NDArray[np.uint8]  # the worst
    matched: npt.NDArray[np.uint32]  # every hold the rule matches (bit m: hold m)
    warnings: tuple[StrategyWarning, ...] = ()  # patterns that can never happen (lenient)


def play_strategy(
    compiled: CompiledStrategy,
    holds: HoldTable,
    *,
    progress: Progress | None = None,
    cancel: threading.Event | None = None,
    chunks: int = 8,
) -> Play:
    """The rule, matching holds and both resolutions of every deal class.

    Patterns are checked as they play: one that no hold of any deal matches is a
    :class:`StrategyError` (see :func:`check_patterns`).
    """
    classes = holds.classes
    if classes.deck_size != compiled.game.deck_size:
        raise StrategyError(
            f"the strategy is for a {compiled.game.deck_size}-card game, "
            f"the table has {classes.deck_size} cards"
        )
    n = len(classes)
    rule = np.empty(n, dtype=np.int32)
    best = np.empty(n, dtype=np.uint8)
    worst = np.empty(n, dtype=np.uint8)
    matched = np.empty(n, dtype=np.uint32)
    seen = np.zeros(compiled.pats.shape[0], dtype=np.int8)
    wild, high_min, win, gaps = compiled.kernel_game()
    # a long strategy is played in more chunks, so that cancel is seen within a moment
    work = n * max(1, compiled.pats.shape[0])
    chunks = max(1, chunks, -(-work // PLAY_WORK_PER_CHUNK))
    bounds = np.unique(np.linspace(0, n, chunks + 1).astype(np.int64))
    if progress:
        progress(0, n)
    for start, stop in pairwise(bounds):
        if cancel is not None and cancel.is_set():
            raise Cancelled("strategy evaluation cancelled")
        k.play_deals(
            classes.cards,
            int(start),
            int(stop),
            wild,
            high_min,
            win,
            gaps,
            compiled.pats,
            compiled.tests,
            compiled.rule_first,
            holds.ev,
            rule,
            best,
            worst,
            matched,
            seen,
        )
        if progress:
            progress(int(stop), n)
    warnings = check_patterns(compiled, [bool(x) for x in seen])
    for arr in (rule, best, worst, matched):
        arr.setflags(write=False)
    return Play(classes, rule, best, worst, matched, warnings)


def rule_holds(compiled: CompiledStrategy, deal: Sequence[int] | str) -> tuple[int, ...]:
    """For one deal, the set of holds (bit m: the hold ``m`` over the deal's own card
    order) that each rule matches, whether or not an earlier rule matches too."""
    cards = check_hand(deal, compiled.game.deck_size)
    order = sorted(range(5), key=lambda i: cards[i])
    ascending = np.array([cards[i] for i in order], dtype=np.int64)
    wild, high_min, win, gaps = compiled.kernel_game()
    sets = k.deal_rule_holds(
        ascending,
        wild,
        high_min,
        win,
        gaps,
        compiled.pats,
        compiled.tests,
        compiled.rule_first,
    )

    def to_deal(s: int) -> int:
        out = 0
        for m in range(32):
            if s >> m & 1:
                out |= 1 << sum(1 << order[j] for j in range(5) if m >> j & 1)
        return out

    return tuple(to_deal(int(s)) for s in sets)


def first_rules_holding(
    compiled: CompiledStrategy, cards: npt.ArrayLike, masks: npt.ArrayLike
) -> npt.NDArray[np.int64]:
    """For each deal ``cards[i]`` (five card numbers, ascending, as the deal classes
    have them): the first rule that matches one of the holds ``masks[i]`` (bit ``m``:
    the hold ``m`` over those cards), -1 when none does. What :func:`rule_holds` gives
    deal by deal, for many deals at once."""
    hands = np.ascontiguousarray(cards, dtype=np.int64)
    holds = np.ascontiguousarray(masks, dtype=np.int64)
    if hands.ndim != 2 or hands.shape[1] != 5:
        raise ValueError(f"deals must be rows of five cards, got the shape {hands.shape}")
    if hands.shape[0] and not bool((np.diff(hands, axis=1) > 0).all()):
        raise ValueError("each deal's cards must be ascending and distinct")
    if hands.shape[0] and (hands.min() < 0 or hands.max() >= compiled.game.deck_size):
        raise ValueError(f"cards are numbered 0 to {compiled.game.deck_size - 1}")
    if holds.shape != (hands.shape[0],):
        raise ValueError("one set of holds is needed for each deal")
    wild, high_min, win, gaps = compiled.kernel_game()
    out = np.empty(hands.shape[0], dtype=np.int64)
    k.first_rules_holding(
        hands, holds, wild, high_min, win, gaps, compiled.pats, compiled.tests,
        compiled.rule_first, out,
    )  # fmt: skip
    return out


def first_rule_of_hold(compiled: CompiledStrategy, deal: Sequence[int] | str, mask: int) -> int:
    """The first rule whose pattern matches holding ``mask`` of ``deal`` (-1: none).

    What a trainer names when it explains a player's hold.
    """
    for r, s in enumerate(rule_holds(compiled, deal)):
        if s >> mask & 1:
            return r
    return -1
