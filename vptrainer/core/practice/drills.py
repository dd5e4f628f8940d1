"""Drills: deals chosen for what the player needs to practise.

* :func:`class_deal` draws a deal uniformly from a set of deal classes: a class with
  probability proportional to its weight (the deals in it), then a uniform member of
  it (a random suit symmetry of the representative, a random joker of two, the cards
  in random order). Every deal of the set is then equally likely; there is no fixed
  list of deals.
* :func:`situation_deal` draws from the deals whose best hold follows one rule of the
  chart (a *situation*, :mod:`vptrainer.core.practice.explain`).
* :func:`close_call_classes` are the classes whose best hold beats the next best hold
  by less than a threshold (penalty cards, near-ties).
* :class:`WeakSpots` schedules the situations a player got wrong by spaced repetition
  (the FSRS scheduler of the ``fsrs`` package), per pay table; a situation leaves
  the queue once it is played right at growing intervals.
* :class:`MistakeQueue` replays past mistakes until each is played right.
"""

from __future__ import annotations

import itertools
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from fractions import Fraction
from typing import TYPE_CHECKING

import fsrs
import numpy as np
import numpy.typing as npt

from vptrainer.core.cards import JOKER, SECOND_JOKER
from vptrainer.core.engine.hold_table import HoldTable
from vptrainer.core.engine.suit_classes import SuitClasses
from vptrainer.core.practice.dealing import PracticeError, check_threshold

if TYPE_CHECKING:  # the finder's module loads the strategy kernels
    from vptrainer.core.practice.explain import SituationFinder

I64 = npt.NDArray[np.int64]


# ---------------------------------------------------------------------------- deals


def class_deal(classes: SuitClasses, rows: I64, rng: np.random.Generator) -> tuple[int, ...]:
    """A deal drawn uniformly from the deals of the classes ``rows``, in random order.

    Raises
    ------
    PracticeError
        When ``rows`` is empty.
    """
    if rows.size == 0:
        raise PracticeError("no deal fits this drill")
    weights = classes.weight[rows].astype(np.float64)
    row = int(rows[rng.choice(rows.size, p=weights / weights.sum())])
    perm = classes.symmetries[int(rng.integers(len(classes.symmetries)))]
    cards = [int(c) for c in classes.cards[row]]
    deal = [c if c >= JOKER else (c & ~3) | perm[c & 3] for c in cards]
    jokers = [i for i, c in enumerate(deal) if c >= JOKER]
    if classes.deck_size == 54 and len(jokers) == 1 and rng.integers(2):
        deal[jokers[0]] = SECOND_JOKER  # either joker of two
    order = rng.permutation(5)
    return tuple(deal[int(i)] for i in order)


def situation_deal(finder: SituationFinder, rule: int, rng: np.random.Generator) -> tuple[int, ...]:
    """A deal drawn uniformly from the deals whose best hold follows ``rule``.

    Raises
    ------
    PracticeError
        When no deal has that situation.
    """
    rows = finder.deal_classes(rule)
    if rows.size == 0:
        raise PracticeError(f"no deal's best hold follows {finder.rule(rule).name}")
    return class_deal(finder.holds.classes, rows, rng)


def close_call_classes(holds: HoldTable, threshold: Fraction | float | str) -> I64:
    """The deal classes whose best hold beats the best of the other holds (those not tied
    with it) by less than ``threshold`` per coin (exactly).

    Raises
    ------
    PracticeError
        For a threshold that is not a positive number.
    """
    limit = check_threshold(threshold)
    if limit <= 0:
        raise PracticeError("the close-call margin must be more than 0")
    ev = holds.ev
    top = ev.max(axis=1)
    floor = np.iinfo(np.int64).min
    second = np.where(ev < top[:, None], ev, floor).max(axis=1)
    gap = top - second
    # gap < limit * denominator, gap an integer: gap < ceil(limit * denominator)
    bound = -((-limit.numerator * holds.denominator) // limit.denominator)
    if bound > np.iinfo(np.int64).max:
        return np.flatnonzero(second > floor).astype(np.int64)
    return np.flatnonzero((second > floor) & (gap < bound)).astype(np.int64)


# ----------------------------------------------------------------------- weak spots


@dataclass(frozen=True)
class Review:
    """One graded play of a situation, as the weak-spot scheduler reads it."""

    played: datetime
    key: str  # the situation (the best hold's rule text)
    correct: bool


@dataclass(frozen=True)
class Spot:
    """A situation in the weak-spot queue: when it is due, and whether it is learnt."""

    key: str
    due: datetime
    learning: bool  # still in its first steps (or relearning after a new mistake)
    reviews: int


class WeakSpots:
    """The situations a player gets wrong, scheduled by spaced repetition (FSRS).

    A situation enters at its first mistake; each later play reviews it (a mistake:
    *again*, a correct hold: *good*), so it comes back soon after a mistake and at
    growing intervals while it is played right. It leaves the queue (is *retired*)
    once it has graduated to review and is not due. One object serves one pay table.
    """

    def __init__(self, reviews: Iterable[Review] = ()) -> None:
        self._scheduler = fsrs.Scheduler(enable_fuzzing=False)
        self._cards: dict[str, fsrs.Card] = {}
        self._reviews: dict[str, int] = {}
        self._ids = itertools.count(1)
        for r in sorted(reviews, key=lambda r: r.played):
            self.record(r.key, r.correct, r.played)

    def record(self, key: str, correct: bool, played: datetime | None = None) -> None:
        """Count one unaided play of the situation ``key``."""
        when = _aware(played)
        card = self._cards.get(key)
        if card is None:
            if correct:
                return  # a situation enters the queue with a mistake
            card = fsrs.Card(card_id=next(self._ids), due=when)
        rating = fsrs.Rating.Good if correct else fsrs.Rating.Again
        card, _ = self._scheduler.review_card(card, rating, review_datetime=when)
        self._cards[key] = card
        self._reviews[key] = self._reviews.get(key, 0) + 1

    def spots(self) -> tuple[Spot, ...]:
        """Every situation met with a mistake, the soonest due first."""
        out = [
            Spot(k, c.due, c.state is not fsrs.State.Review, self._reviews[k])
            for k, c in self._cards.items()
        ]
        return tuple(sorted(out, key=lambda s: (s.due, s.key)))

    def retired(self, key: str, now: datetime | None = None) -> bool:
        """True when ``key`` is learnt and not due (or was never missed)."""
        card = self._cards.get(key)
        when = _aware(now)
        return card is None or (card.state is fsrs.State.Review and card.due > when)

    def queue(self, now: datetime | None = None) -> tuple[str, ...]:
        """The situations still to practise: due ones first, then those in their first
        steps (soonest first); retired ones are left out."""
        when = _aware(now)
        due = [s.key for s in self.spots() if s.due <= when]
        learning = [s.key for s in self.spots() if s.due > when and s.learning]
        return (*due, *learning)

    def next(self, now: datetime | None = None) -> str | None:
        """The situation to practise now (``None``: none is waiting)."""
        queue = self.queue(now)
        return queue[0] if queue else None


def _aware(when: datetime | None) -> datetime:
    if when is None:
        return datetime.now(UTC)
    if when.tzinfo is None:
        raise PracticeError("times must carry a time zone")
    return when


# ----------------------------------------------------------------------- mistakes


class MistakeQueue:
    """Past mistakes' deals, replayed until each is played right (a deal again on a
    miss goes to the back of the queue)."""

    def __init__(self, deals: Iterable[Sequence[int]] = ()) -> None:
        self._deals: list[tuple[int, ...]] = []
        for deal in deals:
            self.add(deal)

    def add(self, deal: Sequence[int]) -> None:
        """Queue a deal (once)."""
        d = tuple(deal)
        if d not in self._deals:
            self._deals.append(d)

    def __len__(self) -> int:
        return len(self._deals)

    @property
    def deals(self) -> tuple[tuple[int, ...], ...]:
        """The deals still to play right, next first."""
        return tuple(self._deals)

    def next(self) -> tuple[int, ...] | None:
        """The next deal to replay (``None``: every mistake was played right)."""
        return self._deals[0] if self._deals else None

    def played(self, deal: Sequence[int], correct: bool) -> None:
        """A queued deal was played: right, it leaves; wrong, it goes to the back."""
        d = tuple(deal)
        if d not in self._deals:
            return
        self._deals.remove(d)
        if not correct:
            self._deals.append(d)
