"""The full-game analysis: the exact return of a pay table under optimal play.

Every suit class of deals is played optimally (the hold of highest EV; an exact
tie goes to the hold that keeps more cards, then to the lower mask over the
representative's ascending cards, or as another tie policy says: :mod:`.ties`), and
the final-hand distribution of that hold is weighted by the class's size. Everything
is integer counting over the common denominator ``lcm(C(unseen, k))``; the totals are
on the published base of 19,933,230,517,200 combinations (52 cards).

``[dealt]`` bonuses are paid on the deal, on top of the final hand: they add the same
amount to every hold of a deal, so they never change the strategy. They are reported
apart from the final-hand categories, as :attr:`AnalysisResult.dealt` (same base of
combinations); the return, variance and strategy EVs include them.
"""

from __future__ import annotations

import dataclasses
import hashlib
import math
import os
import threading
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from fractions import Fraction
from functools import cache, cached_property
from itertools import pairwise

import numpy as np
import numpy.typing as npt

from vptrainer.core.combinatorics import BINOM
from vptrainer.core.engine.hold_table import deal_bonus, default_chunks
from vptrainer.core.engine.prepared import (
    PreparedTable,
    cached_prepare,
    common_denominator,
    pay_scale,
)
from vptrainer.core.engine.suit_classes import SuitClasses, suit_classes
from vptrainer.core.engine.ties import DEFAULT_TIES, TiePolicy, apply_tie_policy, check_ties
from vptrainer.core.errors import Cancelled
from vptrainer.core.games.categories import NOTHING_KEY, NOTHING_LABEL
from vptrainer.core.games.pays import format_pay
from vptrainer.core.games.paytable import PayTable
from vptrainer.core.storage.caches import PACKAGE

Progress = Callable[[int, int], None]


@dataclass(frozen=True)
class CategoryResult:
    """One pay category's share of optimal play."""

    key: str
    label: str
    pays: Fraction
    combinations: int  # on the common base (total_combinations)
    probability: float
    contribution: float  # to the return, per coin bet

    @property
    def pays_text(self) -> str:
        """The pay as written in a table: ``800``, ``1600.25``."""
        return format_pay(self.pays)

    @property
    def one_in(self) -> float:
        """How many hands per occurrence (infinity when it never happens)."""
        return 1 / self.probability if self.probability > 0 else math.inf


@dataclass(frozen=True)
class BestHold:
    """The optimal hold of one deal, with the masks over that deal's own card order."""

    mask: int
    tied: tuple[int, ...]  # every tied-best mask (the chosen one included)
    ev: Fraction


@dataclass(frozen=True, eq=False)
class OptimalHolds:
    """The optimal hold of every deal, by suit class, for instant look-up."""

    classes: SuitClasses
    best_hold: npt.NDArray[np.uint8]  # mask over the representative's ascending cards
    tie_mask: npt.NDArray[np.uint32]  # bit m set when hold m is tied best
    best_ev: npt.NDArray[np.int64]  # numerator over ``denominator``
    denominator: int

    def lookup(self, deal: tuple[int, ...] | list[int]) -> BestHold:
        """The optimal hold of a deal (any card order), without computing anything."""
        i, position = self.classes.locate(tuple(deal))

        def to_deal(rep_mask: int) -> int:
            return sum(1 << k for k, pos in enumerate(position) if rep_mask >> pos & 1)

        ties = int(self.tie_mask[i])
        tied = tuple(sorted(to_deal(m) for m in range(32) if ties >> m & 1))
        return BestHold(
            to_deal(int(self.best_hold[i])), tied, Fraction(int(self.best_ev[i]), self.denominator)
        )


@dataclass(frozen=True, eq=False)
class AnalysisResult:
    """Everything the analysis of one pay table found."""

    table: PayTable
    return_exact: Fraction  # the dealt bonuses included
    categories: tuple[CategoryResult, ...]  # the table's lines in paying order, then nothing
    total_combinations: int
    variance_exact: Fraction
    hit_frequency: float
    deals: int
    cards_held: tuple[int, ...]  # deals whose best hold keeps 0..5 cards
    tied_deals: int  # deals with two or more tied-best holds
    strategy: OptimalHolds
    elapsed_s: float
    dealt: tuple[CategoryResult, ...] = ()  # bonuses on the deal: the [dealt] lines
    ties: TiePolicy = DEFAULT_TIES  # which tied best hold was played (see .ties)

    @property
    def dealt_return(self) -> Fraction:
        """The part of the return paid by the ``[dealt]`` bonuses."""
        return (
            sum((Fraction(c.combinations) * c.pays for c in self.dealt), Fraction(0))
            / self.total_combinations
        )

    @property
    def return_float(self) -> float:
        """The return per coin bet (0.995439... for 9/6 Jacks or Better)."""
        return float(self.return_exact)

    @property
    def variance(self) -> float:
        """Variance of one hand's result, in bets."""
        return float(self.variance_exact)

    @property
    def std_dev(self) -> float:
        """Standard deviation of one hand's result, in bets."""
        return math.sqrt(self.variance_exact)

    @cached_property
    def covariance_exact(self) -> Fraction:
        """Covariance of two lines of multi-play, in bets squared, exactly.

        The lines share the deal and the hold and draw independently given them, so
        their covariance is the variance, across deals, of the optimal hold's EV.
        Computed on first use from the kept best EVs (the analysis itself skips it).
        """
        s = self.strategy
        values, inverse = np.unique(s.best_ev, return_inverse=True)
        # per distinct EV, how many deals have it (exact: small integers in floats)
        deals_per_value = np.bincount(inverse.ravel(), weights=s.classes.weight)
        counts = [round(x) for x in deals_per_value.tolist()]
        evs = values.tolist()  # Python ints: the squares exceed int64
        first = sum(c * v for c, v in zip(counts, evs, strict=True))
        second = sum(c * v * v for c, v in zip(counts, evs, strict=True))
        n = sum(counts)
        return Fraction(second * n - first * first, n * n * s.denominator * s.denominator)

    def multi_play_variance(self, lines: int) -> Fraction:
        """Variance of one round of ``lines``-play, in bets of one line, exactly.

        ``lines * v + lines * (lines - 1) * c`` with ``v`` the variance of one hand
        and ``c`` :attr:`covariance_exact`.
        """
        if lines < 1:
            raise ValueError(f"lines must be at least 1, got {lines}")
        return lines * self.variance_exact + lines * (lines - 1) * self.covariance_exact


def analyze(
    table: PayTable | PreparedTable,
    *,
    progress: Progress | None = None,
    cancel: threading.Event | None = None,
    chunks: int | None = None,
    keep: bool = False,
    ties: TiePolicy = DEFAULT_TIES,
) -> AnalysisResult:
    """Analyse a pay table exactly under optimal play.

    Parameters
    ----------
    table
        The pay table, or one already prepared with :func:`prepare`.
    progress
        Called as ``progress(done, total)`` between chunks of deal classes.
    cancel
        When set, the analysis stops at the next chunk and raises :class:`Cancelled`.
    chunks
        How many parallel runs the deal classes are cut into (the progress steps); by
        default 4 with ``progress`` or ``cancel``, else 1 (each run ends waiting for
        the slowest thread, which on a busy machine may have to wait for a core).
    keep
        Read the kernels' counts from the disk cache when the same code analysed the
        same pays before, and keep new ones there (:func:`stored_name`): a fresh
        process then needs neither the count tables nor numba. The counts are exact
        integers; the result is assembled from them as after a run. Tables with
        ``[dealt]`` lines are always analysed, and so is every table when
        ``VPTRAINER_KEEP_ANALYSES=0`` (the tests set it, to run the kernels).
    ties
        Which tied best hold a deal plays (:data:`~.ties.TIE_POLICIES`): the return is
        the same under every policy, the category counts, variance and cards held
        may differ. Part of what a kept analysis is keyed by.
    """
    started = time.perf_counter()
    ties = check_ties(ties)
    paytable = table.table if isinstance(table, PreparedTable) else table
    if keep and not paytable.dealt and os.environ.get(KEEP_ENV) != "0":
        from vptrainer.core.storage.diskcache import cached_arrays

        classes = suit_classes(paytable.game)
        n_cat = len(paytable.lines) + 1
        pays = (*(ln.pays for ln in paytable.lines), Fraction(0))
        common = common_denominator(paytable.deck_size)
        denominator = common * pay_scale(pays)

        def run() -> dict[str, npt.NDArray[np.generic]]:
            from vptrainer.core.storage.diskcache import prune

            prune(_STORED_PREFIX, _STORED_KEPT - 1)
            prepared = table if isinstance(table, PreparedTable) else cached_prepare(table)
            found = _run_kernels(prepared, classes, progress, cancel, chunks)
            return apply_tie_policy(prepared, classes, found, ties)

        def whole(arrays: dict[str, npt.NDArray[np.generic]]) -> bool:
            return _counts_ok(arrays, len(classes), n_cat, classes.deals * common)

        counts = cached_arrays(
            stored_name(paytable, ties),
            stored_sources(),
            run,
            whole,
            identity=stored_identity(paytable, ties),
        )
        if progress:
            progress(len(classes), len(classes))
        result = _assemble(paytable, pays, classes, counts, denominator, None, started)
        return dataclasses.replace(result, ties=ties)
    prepared = table if isinstance(table, PreparedTable) else cached_prepare(table)
    classes = suit_classes(prepared.table.game)
    counts = _run_kernels(prepared, classes, progress, cancel, chunks)
    counts = apply_tie_policy(prepared, classes, counts, ties)
    denominator = prepared.common_denominator * prepared.pay_scale
    played = prepared.table
    result = _assemble(played, prepared.pays, classes, counts, denominator, prepared, started)
    return dataclasses.replace(result, ties=ties)


def _run_kernels(
    prepared: PreparedTable,
    classes: SuitClasses,
    progress: Progress | None,
    cancel: threading.Event | None,
    chunks: int | None,
) -> dict[str, npt.NDArray[np.generic]]:
    """The kernels' counts: every class's best hold, its ties and EV (no dealt bonus),
    and the totals (final hands by category, deals by cards held, tied deals)."""
    from vptrainer.core.engine._kernels import deals as kernels

    n = len(classes)
    n_cat = len(prepared.pays)
    best_hold = np.empty(n, dtype=np.uint8)
    tie_mask = np.empty(n, dtype=np.uint32)
    best_ev = np.empty(n, dtype=np.int64)
    totals = np.zeros(n_cat + 7, dtype=np.int64)
    bounds = np.linspace(0, n, default_chunks(chunks, progress, cancel) + 1).astype(np.int64)
    if progress:
        progress(0, n)
    for start, stop in pairwise(bounds):
        if cancel is not None and cancel.is_set():
            raise Cancelled("analysis cancelled")
        blocks = np.empty((-(-int(stop - start) // kernels.BLOCK), n_cat + 7), dtype=np.int64)
        kernels.evaluate_deals(
            classes.cards,
            classes.weight,
            int(start),
            int(stop),
            BINOM,
            prepared.subset_step,
            prepared.subset_paysums,
            prepared.subset_counts,
            prepared.four_counts,
            prepared.hand_category,
            prepared.scaled_pays,
            prepared.hold_multiplier,
            best_hold,
            tie_mask,
            best_ev,
            blocks,
            kernels.work_rows(int(start), int(stop)),
        )
        totals += blocks.sum(axis=0)
        if progress:
            progress(int(stop), n)
    if cancel is not None and cancel.is_set():
        raise Cancelled("analysis cancelled")
    return {"best_hold": best_hold, "tie_mask": tie_mask, "best_ev": best_ev, "totals": totals}


def _assemble(
    table: PayTable,
    pays: tuple[Fraction, ...],
    classes: SuitClasses,
    counts: dict[str, npt.NDArray[np.generic]],
    denominator: int,
    prepared: PreparedTable | None,
    started: float,
) -> AnalysisResult:
    """The result from the kernels' counts (``prepared`` is needed for dealt bonuses)."""
    n_cat = len(pays)
    totals = counts["totals"]
    combos = [int(x) for x in totals[:n_cat]]
    deals = classes.deals
    total = deals * common_denominator(table.deck_size)
    if sum(combos) != total:  # pragma: no cover - an engine bug, never bad input
        raise AssertionError(f"category totals {sum(combos)} != {total}")
    keys = (*(ln.key for ln in table.lines), NOTHING_KEY)
    labels = (*(ln.label for ln in table.lines), NOTHING_LABEL)
    ret, second, categories, hit_frequency = _moments_of(keys, labels, pays, combos)
    best_ev = np.asarray(counts["best_ev"], dtype=np.int64)
    dealt: tuple[CategoryResult, ...] = ()
    if prepared is not None:
        dealt, dealt_return, dealt_second, bonus = dealt_terms(prepared, classes, best_ev)
        ret += dealt_return
        second += dealt_second
        if prepared.dealt_category is not None:
            best_ev = best_ev + bonus
    cards_held = tuple(int(x) for x in totals[n_cat : n_cat + 6])
    tied_deals = int(totals[n_cat + 6])
    best_hold, tie_mask = counts["best_hold"], counts["tie_mask"]
    for arr in (best_hold, tie_mask, best_ev):
        arr.setflags(write=False)
    strategy = OptimalHolds(classes, best_hold, tie_mask, best_ev, denominator)  # type: ignore[arg-type]
    return AnalysisResult(
        table=table,
        return_exact=ret,
        categories=categories,
        total_combinations=total,
        variance_exact=second - ret * ret,
        hit_frequency=hit_frequency,
        deals=deals,
        cards_held=cards_held,
        tied_deals=tied_deals,
        strategy=strategy,
        elapsed_s=time.perf_counter() - started,
        dealt=dealt,
    )


# ------------------------------------------------------------- results kept on disk

KEEP_ENV = "VPTRAINER_KEEP_ANALYSES"
_STORED_PREFIX = "analysis-"
_STORED_KEPT = 16  # the newest analyses kept (2 MB each for 52 cards, 9 MB for 54)


def stored_identity(table: PayTable, ties: TiePolicy = DEFAULT_TIES) -> str:
    """What decides a table's counts, as text: the game, each line's key, quad split and
    pay, and the tie policy (not the table's name). Kept counts hold it and are used only
    for a table with the same text (:func:`vptrainer.core.storage.diskcache.cached_arrays`)."""
    game = table.game
    parts = [
        f"{f.name}={sorted(v) if isinstance(v, frozenset) else v!r}"
        for f in dataclasses.fields(game)
        for v in (getattr(game, f.name),)
    ]
    parts += [
        f"{ln.key}|{ln.quad!r}|{ln.pays.numerator}/{ln.pays.denominator}" for ln in table.lines
    ]
    parts.append(f"ties={check_ties(ties)}")
    return "\n".join(parts)


def stored_name(table: PayTable, ties: TiePolicy = DEFAULT_TIES) -> str:
    """The disk cache's name of a table's counts: a digest of :func:`stored_identity`."""
    digest = hashlib.sha256(stored_identity(table, ties).encode()).hexdigest()[:24]
    return f"{_STORED_PREFIX}{digest}"


@cache
def stored_sources() -> tuple[str, ...]:
    """The code the kept counts come from (relative to the package): the engine, the
    games, the evaluator and the basics they use; a change to any starts afresh."""
    core = PACKAGE / "core"
    found = [
        *core.glob("*.py"),
        *(core / "engine").rglob("*.py"),
        *(core / "games").rglob("*.py"),
        *(core / "evaluator").rglob("*.py"),
        *(core / "storage").rglob("*.py"),
    ]
    return tuple(sorted(p.relative_to(PACKAGE).as_posix() for p in found))


def _counts_ok(arrays: dict[str, npt.NDArray[np.generic]], n: int, n_cat: int, total: int) -> bool:
    """Whether counts read from disk have the shapes and types a run gives, and add up."""
    shapes = {"best_hold": (n,), "tie_mask": (n,), "best_ev": (n,), "totals": (n_cat + 7,)}
    kinds = {"best_hold": np.uint8, "tie_mask": np.uint32, "best_ev": np.int64, "totals": np.int64}
    if set(arrays) != set(shapes):
        return False
    for key, value in arrays.items():
        if value.shape != shapes[key] or value.dtype != kinds[key]:
            return False
    totals = arrays["totals"]
    return (
        sum(int(x) for x in totals[:n_cat]) == total
        and sum(int(x) for x in totals[n_cat : n_cat + 6]) > 0
        and int(np.max(arrays["best_hold"], initial=0)) < 32
    )


def _category_results(
    keys: Sequence[str],
    labels: Sequence[str],
    pays: Sequence[Fraction],
    combos: Sequence[int],
    total: int,
) -> tuple[CategoryResult, ...]:
    return tuple(
        CategoryResult(
            key=key,
            label=label,
            pays=pay,
            combinations=cnt,
            probability=cnt / total,
            contribution=float(Fraction(cnt) * pay / total),
        )
        for key, label, pay, cnt in zip(keys, labels, pays, combos, strict=True)
    )


def _moments(
    prepared: PreparedTable, combos: Sequence[int]
) -> tuple[Fraction, Fraction, tuple[CategoryResult, ...], float]:
    """Mean and second moment of the final hand's pay, category results, hit frequency."""
    return _moments_of(prepared.keys, prepared.labels, prepared.pays, combos)


def _moments_of(
    keys: Sequence[str], labels: Sequence[str], pays: Sequence[Fraction], combos: Sequence[int]
) -> tuple[Fraction, Fraction, tuple[CategoryResult, ...], float]:
    total = sum(combos)
    ret = sum((Fraction(c) * p for c, p in zip(combos, pays, strict=True)), Fraction(0)) / total
    second = (
        sum((Fraction(c) * p * p for c, p in zip(combos, pays, strict=True)), Fraction(0)) / total
    )
    categories = _category_results(keys, labels, pays, combos, total)
    hits = sum(c for c, p in zip(combos, pays, strict=True) if p > 0)
    return ret, second, categories, hits / total


def summarize_combinations(
    prepared: PreparedTable, combos: list[int]
) -> tuple[Fraction, Fraction, tuple[CategoryResult, ...], float]:
    """Return, variance, category results and hit frequency of final-hand combinations.

    ``combos[q]`` counts the final hands of category ``q`` on the common base (the
    deals times the common denominator), as the analysis and strategy evaluation
    both produce them. ``[dealt]`` bonuses are not included: see :func:`dealt_terms`.
    """
    ret, second, categories, hit_frequency = _moments(prepared, combos)
    return ret, second - ret * ret, categories, hit_frequency


def dealt_terms(
    prepared: PreparedTable, classes: SuitClasses, ev: npt.NDArray[np.int64]
) -> tuple[tuple[CategoryResult, ...], Fraction, Fraction, npt.NDArray[np.int64]]:
    """What the ``[dealt]`` bonuses add, for a play with EV ``ev[class]`` (no bonus in it).

    Returns the bonus categories, their share of the return, their share of the second
    moment of one hand's pay (the bonus B of a deal is a constant, so
    ``E[(F + B)^2] = E[F^2] + 2 E[F B] + E[B^2]``) and each class's bonus in the units of
    ``ev`` (the common denominator times the pay scale). All zero without bonuses.
    """
    n = len(classes)
    if prepared.dealt_category is None or prepared.dealt_scaled is None:
        return (), Fraction(0), Fraction(0), np.zeros(n, dtype=np.int64)
    denom = prepared.common_denominator
    deals = classes.deals
    total = deals * denom
    weight = classes.weight.astype(np.int64)
    dealt_counts = np.bincount(prepared.dealt_category, minlength=len(prepared.dealt_keys) + 1)
    dealt_combos = [int(x) * denom for x in dealt_counts[:-1]]
    ev_unit = denom * prepared.pay_scale
    bonus_units = deal_bonus(prepared, classes)
    bonus = bonus_units // ev_unit
    paid = np.flatnonzero(bonus)
    cross = sum(int(weight[i]) * int(ev[i]) * int(bonus[i]) for i in paid.tolist())
    pays = prepared.dealt_pays
    share = sum((Fraction(c) * p for c, p in zip(dealt_combos, pays, strict=True)), Fraction(0))
    square = sum(
        (Fraction(c) * p * p for c, p in zip(dealt_combos, pays, strict=True)), Fraction(0)
    )
    second = Fraction(2 * cross, ev_unit * prepared.pay_scale * deals) + square / total
    dealt = _category_results(prepared.dealt_keys, prepared.dealt_labels, pays, dealt_combos, total)
    return dealt, share / total, second, bonus_units
