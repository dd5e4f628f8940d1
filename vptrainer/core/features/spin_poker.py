"""Spin Poker (IGT): nine paylines over a 3 x 5 grid filled from one deck, exactly.

Rules (Wizard of Odds, "Spin Poker"): the deal is the middle row; the held cards are
copied into their columns' other rows; every other cell is dealt from the 47 cards
left, no card twice; each of the lines bet (1 to 9 paylines, a row per column) is paid
as a hand. Every line is a hand of the base game, so the return and the strategy are
the base game's, but the lines are not independent as in multi-play: two lines share
the cells of the columns where they pass through the same row.

Method: the covariance of two lines depends only on ``k``, the columns they share.
Given the deal and the hold (``d`` cards drawn), the lines share the drawn cells of
the shared columns that are not held: ``s`` of them, hypergeometric as the dealt cards
land in random columns. With ``Q_u`` the sum, over the ``u``-sets ``U`` of undealt
cards, of the squared pay sum of the final hands holding the held cards and ``U`` and
no discard, the pairs of final hands sharing exactly ``s`` drawn cards pay
``M_s = sum_u (-1)^(u-s) C(u, s) Q_u`` in products, so
``E[X_A X_B | s] = M_s / (C(47, s) C(47-s, d-s) C(47-d, d-s))``, all in integers. The
``Q_u`` come from the engine's count tables by inclusion-exclusion (the largest ones
through superset sums of products over the whole deck). The standard deviation per
hand of ``n`` lines is ``sqrt((n v + sum of the pairs' covariances) / n)``, the Wizard
of Odds' measure. The distribution of a round's total, which no exact method reaches,
is a seeded simulation of the game (its size is reported).
"""

from __future__ import annotations

import math
import os
import threading
import time
from dataclasses import dataclass
from fractions import Fraction
from functools import cached_property, lru_cache
from math import comb
from typing import Any

import numpy as np
import numpy.typing as npt

from vptrainer.core.bankroll.rounds import RoundOutcomes, round_distribution
from vptrainer.core.combinatorics import BINOM
from vptrainer.core.engine.analysis import (
    KEEP_ENV,
    AnalysisResult,
    analyze,
    stored_name,
    stored_sources,
)
from vptrainer.core.engine.hold_table import POPCOUNT
from vptrainer.core.engine.prepared import PreparedTable, cached_prepare, prepare_categories
from vptrainer.core.errors import Cancelled
from vptrainer.core.features.common import (
    FeatureError,
    Progress,
    check_table,
    royal_of,
    whole,
)
from vptrainer.core.features.data import feature_data
from vptrainer.core.features.hold_values import deal_classes
from vptrainer.core.games.paytable import PayTable

GAME = "spin-poker"
DEFAULT_SEED = 20_240_601
DEFAULT_ROUNDS = 2_000_000
_CHUNK = 4096  # deal classes per kernel call (progress and cancel between them)


def default_paylines() -> tuple[tuple[int, ...], ...]:
    """The nine paylines in the order they are bet (a row 0-2 for each column)."""
    return tuple(tuple(int(r) for r in line) for line in feature_data(GAME)["lines"])


def check_paylines(lines: object) -> tuple[tuple[int, ...], ...]:
    """Paylines: 1 to 9 distinct lines of five rows (0 top, 1 middle, 2 bottom)."""
    if not isinstance(lines, (list, tuple)) or not 1 <= len(lines) <= 9:
        raise FeatureError("give 1 to 9 paylines")
    out = []
    for j, line in enumerate(lines):
        if not isinstance(line, (list, tuple)) or len(line) != 5:
            raise FeatureError(f"payline {j + 1}: give a row (0-2) for each of the 5 columns")
        out.append(tuple(whole(r, f"payline {j + 1}'s row", 0, 2) for r in line))
    if len(set(out)) != len(out):
        raise FeatureError("paylines must differ")
    return tuple(out)


@dataclass(frozen=True, eq=False)
class SpinResult:
    """Spin Poker on a table: the exact covariances and standard deviations."""

    table: PayTable
    paylines: tuple[tuple[int, ...], ...]  # every payline of the machine, in betting order
    lines: int  # the lines bet (the first ``lines`` paylines)
    base: AnalysisResult
    covariance_exact: tuple[Fraction, ...]  # of two lines sharing k = 0..5 columns
    elapsed_s: float

    game = GAME

    @property
    def return_exact(self) -> Fraction:
        """The return per coin bet: the base game's."""
        return self.base.return_exact

    @property
    def return_float(self) -> float:
        """The return per coin bet."""
        return float(self.return_exact)

    @property
    def base_return(self) -> Fraction:
        """The base game's return."""
        return self.base.return_exact

    @property
    def stake(self) -> Fraction:
        """What a round costs in bets of one line: one bet a line."""
        return Fraction(self.lines)

    def shared_columns(self, a: int, b: int) -> int:
        """How many columns paylines ``a`` and ``b`` (0-based) share."""
        return sum(x == y for x, y in zip(self.paylines[a], self.paylines[b], strict=True))

    def round_variance(self, lines: int | None = None) -> Fraction:
        """The variance of the total pay of the first ``lines`` paylines, bets squared."""
        n = self.lines if lines is None else whole(lines, "lines", 1, len(self.paylines))
        v = self.base.variance_exact
        pairs = sum(
            (
                self.covariance_exact[self.shared_columns(a, b)]
                for a in range(n)
                for b in range(n)
                if a != b
            ),
            Fraction(0),
        )
        return n * v + pairs

    @property
    def variance_exact(self) -> Fraction:
        """The variance of a round's result (the lines bet), bets squared."""
        return self.round_variance()

    @property
    def variance(self) -> float:
        """:attr:`variance_exact` as a float."""
        return float(self.variance_exact)

    def sd_per_hand(self, lines: int) -> float:
        """The Wizard of Odds' standard deviation per hand of ``lines`` lines:
        ``sqrt(round variance / lines)`` (4.42 for one line of 9/6 Jacks or Better)."""
        return math.sqrt(self.round_variance(lines) / lines)

    def multi_play_sd_per_hand(self, lines: int) -> float:
        """The same for multi-play (independent draws): ``sqrt(v + (n - 1) c)``."""
        return math.sqrt(self.base.variance_exact + (lines - 1) * self.base.covariance_exact)

    @cached_property
    def round_outcomes(self) -> RoundOutcomes:
        """A round's total pay: a seeded simulation of :data:`DEFAULT_ROUNDS` rounds."""
        return self.simulate()

    def simulate(
        self,
        *,
        rounds: int = DEFAULT_ROUNDS,
        seed: int = DEFAULT_SEED,
        cancel: threading.Event | None = None,
    ) -> RoundOutcomes:
        """A seeded simulation of a round's total pay (``rounds`` rounds played)."""
        return simulate_spin(self, rounds=rounds, seed=seed, cancel=cancel)

    def report(self) -> dict[str, Any]:
        """The game's figures for the command line's JSON and the app."""
        n = len(self.paylines)
        return {
            "lines": self.lines,
            "paylines": [list(p) for p in self.paylines],
            "covariance_by_shared_columns": [float(c) for c in self.covariance_exact],
            "multi_play_covariance": float(self.base.covariance_exact),
            "sd_per_hand": [self.sd_per_hand(k) for k in range(1, n + 1)],
            "multi_play_sd_per_hand": [self.multi_play_sd_per_hand(k) for k in range(1, n + 1)],
            "strategy": "the base game's",
        }


def spin_poker(
    table: PayTable,
    *,
    lines: int | None = None,
    paylines: object = None,
    progress: Progress | None = None,
    cancel: threading.Event | None = None,
) -> SpinResult:
    """Spin Poker on ``table`` with the first ``lines`` of ``paylines`` bet (default all
    nine built-in paylines), exactly (see the module's docstring)."""
    started = time.perf_counter()
    table = check_table(table)
    rows = default_paylines() if paylines is None else check_paylines(paylines)
    n = len(rows) if lines is None else whole(lines, "lines", 1, len(rows))
    base = analyze(table, keep=True)
    sums = _pair_sums(table, progress, cancel)
    scale = cached_prepare(table).pay_scale
    cov = _covariances(sums, base, table.deck_size - 5, scale)
    return SpinResult(table, rows, n, base, cov, time.perf_counter() - started)


def _covariances(
    sums: tuple[tuple[int, ...], ...], base: AnalysisResult, rest: int, pay_scale: int
) -> tuple[Fraction, ...]:
    """The covariance of two lines sharing ``k`` = 0..5 columns, from the per-``d`` sums
    ``sums[d][u]`` = sum over every deal drawing ``d`` cards of its ``Q_u`` (in scaled
    pays: ``pay_scale`` per bet)."""
    deals = base.strategy.classes.deals
    r = base.return_exact
    products = {}
    for d in range(6):
        for s in range(d + 1):
            m_s = sum((-1) ** (u - s) * comb(u, s) * sums[d][u] for u in range(s, d + 1))
            pairs = comb(rest, s) * comb(rest - s, d - s) * comb(rest - d, d - s)
            products[d, s] = Fraction(m_s, pairs * pay_scale * pay_scale)
    out = []
    for k in range(6):
        total = Fraction(0)
        for d in range(6):
            for s in range(min(k, d) + 1):
                share = Fraction(comb(k, s) * comb(5 - k, d - s), comb(5, d))
                total += share * products[d, s]
        out.append(total / deals - r * r)
    return tuple(out)


_LIMBS = 8  # a stored sum: eight 32-bit limbs, least significant first
_STORED_PREFIX = "spin-"
_STORED_KEPT = 16


def _pair_sums(
    table: PayTable, progress: Progress | None, cancel: threading.Event | None
) -> tuple[tuple[int, ...], ...]:
    """The per-``d`` sums of ``Q_u``: remembered in the process, and kept on disk like
    the analyses (keyed by the pays and the code; ``VPTRAINER_KEEP_ANALYSES=0`` turns
    the disk off)."""
    key = (table.game, tuple((ln.key, ln.quad, ln.pays) for ln in table.lines))
    cached = _SUMS.get(key)
    if cached is not None:
        return cached
    if os.environ.get(KEEP_ENV) == "0":
        sums = _compute_pair_sums(table, progress, cancel)
    else:
        from vptrainer.core.storage.diskcache import cached_arrays, prune

        def build() -> dict[str, npt.NDArray[np.generic]]:
            prune(_STORED_PREFIX, _STORED_KEPT - 1)
            return {"limbs": _encode(_compute_pair_sums(table, progress, cancel))}

        def whole(arrays: dict[str, npt.NDArray[np.generic]]) -> bool:
            limbs = arrays.get("limbs")
            return limbs is not None and limbs.shape == (6, 6, _LIMBS) and limbs.dtype == np.uint32

        name = _STORED_PREFIX + stored_name(table).removeprefix("analysis-")
        sources = (
            *stored_sources(),
            "core/features/spin_poker.py",
            "core/features/_kernels.py",
            "core/features/hold_values.py",
        )
        sums = _decode(cached_arrays(name, sources, build, whole)["limbs"])
    if len(_SUMS) >= 4:
        _SUMS.pop(next(iter(_SUMS)))
    _SUMS[key] = sums
    return sums


_SUMS: dict[object, tuple[tuple[int, ...], ...]] = {}


def _encode(sums: tuple[tuple[int, ...], ...]) -> npt.NDArray[np.uint32]:
    out = np.zeros((6, 6, _LIMBS), dtype=np.uint32)
    for d, row in enumerate(sums):
        for u, value in enumerate(row):
            if not 0 <= value < 1 << (32 * _LIMBS):  # pragma: no cover - never this large
                raise FeatureError("a Spin Poker sum is out of range")
            for j in range(_LIMBS):
                out[d, u, j] = (value >> (32 * j)) & 0xFFFFFFFF
    return out


def _decode(limbs: npt.NDArray[np.generic]) -> tuple[tuple[int, ...], ...]:
    return tuple(
        tuple(sum(int(limbs[d, u, j]) << (32 * j) for j in range(_LIMBS)) for u in range(d + 1))
        for d in range(6)
    )


def _compute_pair_sums(
    table: PayTable, progress: Progress | None, cancel: threading.Event | None
) -> tuple[tuple[int, ...], ...]:
    from vptrainer.core.features import _kernels as kernels

    prepared = cached_prepare(table)
    strategy = analyze(prepared).strategy
    classes = strategy.classes
    deck = table.deck_size
    pay5 = prepared.scaled_pays[prepared.hand_category].astype(np.int64)
    _check_magnitude(prepared, deck)
    squares = prepare_categories(
        table, prepared.hand_category, [p * p for p in prepared.pays], prepared.keys
    )
    assert squares.pay_scale == prepared.pay_scale**2
    offset = prepared.subset_offset
    n = len(classes)
    steps = 1 + -(-n // _CHUNK)
    if progress:
        progress(0, steps)
    blocks = 2
    a_tab = np.zeros((blocks, int(offset[5])), dtype=np.int64)
    g_tab = np.zeros((blocks, deck, int(offset[4])), dtype=np.int64)
    h_tab = np.zeros((blocks, int(BINOM[deck, 2]), int(offset[3])), dtype=np.int64)
    kernels.spin_tables(
        deck,
        BINOM,
        offset,
        prepared.subset_paysums,
        prepared.hand_category,
        prepared.scaled_pays,
        blocks,
        a_tab,
        g_tab,
        h_tab,
    )
    a = a_tab.sum(axis=0)
    g = g_tab.sum(axis=0)
    h = h_tab.sum(axis=0)
    del a_tab, g_tab, h_tab
    if progress:
        progress(1, steps)
    drawn = 5 - POPCOUNT[strategy.best_hold]
    weight = classes.weight.astype(np.int64)
    totals = [[0] * (d + 1) for d in range(6)]
    rep = classes.cards.astype(np.int64)
    holds = strategy.best_hold.astype(np.int64)
    pay5sq = pay5 * pay5
    # the heavy classes (nothing held) first, spread over the chunks
    order = np.argsort(drawn, kind="stable")[::-1].copy()
    for c, start in enumerate(range(0, n, _CHUNK)):
        if cancel is not None and cancel.is_set():
            raise Cancelled("Spin Poker cancelled")
        rows = order[start : start + _CHUNK]
        hi = np.zeros((len(rows), 6), dtype=np.int64)
        lo = np.zeros((len(rows), 6), dtype=np.int64)
        kernels.spin_class_sums(
            rep,
            holds,
            rows,
            deck,
            BINOM,
            offset,
            prepared.subset_paysums,
            pay5,
            prepared.hand_category,
            prepared.scaled_pays,
            squares.subset_paysums,
            pay5sq,
            a,
            g,
            h,
            hi,
            lo,
        )
        w = weight[rows].astype(object)
        dd = drawn[rows]
        for d in range(6):
            sel = dd == d
            if not sel.any():
                continue
            for u in range(d + 1):
                q_hi = (hi[sel, u].astype(object) * w[sel]).sum()
                q_lo = (lo[sel, u].astype(object) * w[sel]).sum()
                totals[d][u] += (int(q_hi) << 32) + int(q_lo)
        if progress:
            progress(c + 2, steps)
    return tuple(tuple(t) for t in totals)


def _check_magnitude(prepared: PreparedTable, deck: int) -> None:
    """Refuse pays too large for the kernels' 64-bit squares (never the shipped tables)."""
    top = int(prepared.scaled_pays.max())
    if (
        top * int(BINOM[deck - 1, 4]) >= 3_000_000_000
        or top * top * int(BINOM[deck, 4]) * 60 >= 2**62
    ):
        raise FeatureError(
            f"{prepared.table.name}: the pays are too large (or too finely divided) for "
            "the exact Spin Poker covariance"
        )


@lru_cache(maxsize=2)
def _simulation_inputs(table: PayTable) -> tuple[Any, ...]:
    from vptrainer.core.engine.suit_classes import suit_classes

    prepared = cached_prepare(table)
    strategy = analyze(prepared).strategy
    classes = suit_classes(table.game)
    deck = table.deck_size
    maps = []
    swaps = ((), ((52, 53),)) if deck == 54 else ((),)
    for perm in classes.symmetries:
        for swap in swaps:
            card_map = [(c & ~3) | perm[c & 3] for c in range(52)] + list(range(52, deck))
            for x, y in swap:
                card_map[x], card_map[y] = y, x
            maps.append(card_map)
    return (
        deal_classes(table),
        classes.cards.astype(np.int64),
        strategy.best_hold.astype(np.int64),
        np.array(maps, dtype=np.int64),
        len(classes.symmetries) == 24,
        prepared,
    )


def simulate_spin(
    result: SpinResult,
    *,
    rounds: int = DEFAULT_ROUNDS,
    seed: int = DEFAULT_SEED,
    cancel: threading.Event | None = None,
) -> RoundOutcomes:
    """A seeded simulation of ``rounds`` rounds of the lines bet: the round's total pay
    distribution (``RoundOutcomes.simulated`` = ``rounds``)."""
    from vptrainer.core.features import _kernels as kernels

    rounds = whole(rounds, "rounds", 1, 10**9)
    class_of, rep, holds, maps, every_suit, prepared = _simulation_inputs(result.table)
    units = prepared.scaled_pays.astype(np.int64)
    royal = royal_of(prepared.keys)
    lines = np.array(result.paylines[: result.lines], dtype=np.int64)
    size = int(units.max()) * result.lines + 1
    totals = np.zeros(size)
    clean = np.zeros(size)
    moments = np.zeros((result.lines, result.lines + 1))
    done = 0
    while done < rounds:
        if cancel is not None and cancel.is_set():
            raise Cancelled("Spin Poker simulation cancelled")
        size_now = min(500_000, rounds - done)
        kernels.spin_simulate(
            (seed * 1_000_003 + done) % 2**32,
            size_now,
            result.table.deck_size,
            lines,
            class_of,
            rep,
            holds,
            maps,
            every_suit,
            BINOM,
            prepared.hand_category,
            units,
            -1 if royal is None else royal,
            totals,
            clean,
            moments,
        )
        done += size_now
    support = np.flatnonzero(totals)
    return round_distribution(
        support.astype(np.int64),
        totals[support] / rounds,
        clean[support] / rounds if royal is not None else None,
        pay_scale=prepared.pay_scale,
        stake=result.stake,
        mean_exact=result.return_exact * result.stake,
        simulated=rounds,
    )
