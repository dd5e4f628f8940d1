"""Poker hands of 5, 6 or 7 cards evaluated by adding one key per card.

Each card has a 64-bit value (rank key and suit counter, see ``_evaluator_tables``);
a hand's value is the sum of its cards' values, with no sorting and no subsets. One
test on the sum finds a flush, and one perfect-hash lookup (or, for a flush, one
lookup by the flush suit's rank mask) gives the hand's class: Cactus Kev's
equivalence classes 1..7462, 1 = royal flush, 7462 = 7-5-4-3-2 unsuited, so two
hands compare by their classes alone (smaller is better, equal is a tie). With 6
or 7 cards the class is that of the best five.

* :func:`evaluate` - one hand, as card numbers or text (``"Ah Kh Qh Jh Th"``).
* :func:`evaluate_batch` - an ``(n, 5|6|7)`` integer array, compiled and parallel.
* :func:`five_card_classes` - the class of each of the 2,598,960 five-card hands.
* :func:`enumerate_hands` - evaluate every 5-, 6- or 7-card hand and count them.
"""

from __future__ import annotations

import operator
import threading
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from enum import IntEnum
from functools import cache
from itertools import combinations
from types import MappingProxyType
from typing import TYPE_CHECKING

import numpy as np
import numpy.typing as npt

from vptrainer.core.cards import RANK_NAMES, RANK_PLURALS, format_card, parse_cards
from vptrainer.core.combinatorics import BINOM
from vptrainer.core.errors import Cancelled, VPError
from vptrainer.core.evaluator import _tables as _t
from vptrainer.core.storage.diskcache import cached_arrays

if TYPE_CHECKING:
    from vptrainer.core.evaluator._kernels import TableArgs

__all__ = [
    "CLASS_CATEGORY",
    "CLASS_RANKS",
    "N_CLASSES",
    "EnumerationResult",
    "Evaluation",
    "HandCategory",
    "best_five",
    "describe_class",
    "enumerate_hands",
    "evaluate",
    "evaluate_batch",
    "five_card_classes",
]

N_CLASSES = _t.N_CLASSES
HAND_SIZES = (5, 6, 7)
_MASK64 = (1 << 64) - 1
# Below this many rows a batch runs on the calling thread: waking the pool costs more.
_PARALLEL_MIN_ROWS = 20_000
# Enumeration chunks hold about this many hands (some tens of ms on one core), so
# progress moves and a cancel is seen quickly.
_CHUNK_HANDS = 8_000_000


class HandCategory(IntEnum):
    """The nine poker categories, best first (the values order them)."""

    STRAIGHT_FLUSH = 0
    FOUR_OF_A_KIND = 1
    FULL_HOUSE = 2
    FLUSH = 3
    STRAIGHT = 4
    THREE_OF_A_KIND = 5
    TWO_PAIR = 6
    ONE_PAIR = 7
    HIGH_CARD = 8

    @property
    def key(self) -> str:
        """The lower-case name used in JSON and pay tables, e.g. ``"full_house"``."""
        return self.name.lower()


_INFO = _t.class_info()
#: ``CLASS_CATEGORY[cls]``: the :class:`HandCategory` value of each class (index 0 unused).
CLASS_CATEGORY: npt.NDArray[np.uint8] = _INFO.category
#: ``CLASS_RANKS[cls]``: the ranks (0..12 = 2..A) that rank the class, most significant
#: first, padded with -1: straight (flush): its high card (3 for the wheel); quads:
#: quad, kicker; full house: trips, pair; flush and high card: five ranks high to low;
#: trips: trips, two kickers; two pair: high pair, low pair, kicker; pair: pair, three
#: kickers.
CLASS_RANKS: npt.NDArray[np.int8] = _INFO.ranks


@dataclass(frozen=True)
class Evaluation:
    """What a hand is: its class (1 = royal flush ... 7462), category and description."""

    hand_class: int
    category: HandCategory
    description: str


@dataclass(frozen=True)
class EnumerationResult:
    """The counts of every hand of one size, by category, and how fast they were made."""

    cards: int
    total: int
    counts: Mapping[str, int]  # HandCategory.key -> count, all nine, best first
    royal_flushes: int
    distinct_classes: int
    threads: int
    elapsed_s: float  # the enumeration only: no compiling, no table building
    hands_per_s: float
    #: ``class_counts[cls]``: hands of each class (index 0 unused), read-only.
    class_counts: npt.NDArray[np.int64] = field(repr=False, compare=False)


# ----------------------------------------------------------------------- describing


def _check_class(hand_class: int) -> int:
    try:
        cls = operator.index(hand_class)
    except TypeError:
        raise VPError(f"a hand class is an integer, not {hand_class!r}") from None
    if not 1 <= cls <= N_CLASSES:
        raise VPError(f"hand classes run from 1 to {N_CLASSES}, not {cls}")
    return cls


def describe_class(hand_class: int) -> str:
    """A readable description of a class, such as ``"Full house, aces over kings"``.

    Raises
    ------
    VPError
        If ``hand_class`` is not an integer from 1 to 7462.
    """
    cls = _check_class(hand_class)
    r = [int(x) for x in CLASS_RANKS[cls]]
    category = HandCategory(int(CLASS_CATEGORY[cls]))
    name, plural = RANK_NAMES, RANK_PLURALS
    if category is HandCategory.STRAIGHT_FLUSH:
        return "Royal flush" if r[0] == 12 else f"Straight flush, {name[r[0]]} high"
    if category is HandCategory.FOUR_OF_A_KIND:
        return f"Four {plural[r[0]]}, {name[r[1]]} kicker"
    if category is HandCategory.FULL_HOUSE:
        return f"Full house, {plural[r[0]]} over {plural[r[1]]}"
    if category is HandCategory.FLUSH:
        return f"Flush, {name[r[0]]} high"
    if category is HandCategory.STRAIGHT:
        return f"Straight, {name[r[0]]} high"
    if category is HandCategory.THREE_OF_A_KIND:
        return f"Three of a kind, {plural[r[0]]}"
    if category is HandCategory.TWO_PAIR:
        return f"Two pair, {plural[r[0]]} and {plural[r[1]]}"
    if category is HandCategory.ONE_PAIR:
        return f"Pair of {plural[r[0]]}"
    return f"High card, {name[r[0]]}"


# ------------------------------------------------------------------- single hands


def _hand_cards(cards: Sequence[int] | str) -> tuple[int, ...]:
    """Validate one hand of 5, 6 or 7 distinct cards given as numbers or text."""
    if isinstance(cards, str):
        hand = parse_cards(cards).cards
    else:
        try:
            items = tuple(cards)
        except TypeError:
            raise VPError(f"a hand is a sequence of cards, not {cards!r}") from None
        if items and all(isinstance(c, str) for c in items):
            hand = parse_cards(items).cards  # type: ignore[arg-type]
        else:
            try:
                if any(isinstance(c, bool) for c in items):
                    raise TypeError
                hand = tuple(operator.index(c) for c in items)
            except TypeError:
                raise VPError(
                    "a hand is card numbers 0..51 or card text such as 'Ah Kd 7c 7s 2h'"
                ) from None
            if hand and (min(hand) < 0 or max(hand) > 51):
                bad = next(c for c in hand if not 0 <= c <= 51)
                raise VPError(f"no card has the number {bad} (cards are 0..51)")
            if len(set(hand)) != len(hand):
                twice = next(c for c in hand if hand.count(c) > 1)
                raise VPError(f"duplicate card {format_card(twice)}")
    if len(hand) not in HAND_SIZES:
        raise VPError(f"a hand has 5, 6 or 7 cards, not {len(hand)}")
    return hand


@cache
def _python_tables() -> dict[int, tuple[list[int], list[int], list[int], int, int, int]]:
    """The lookup tables as Python lists (fast to index one at a time), per hand size."""
    return {
        cards: (
            h.values.tolist(),
            h.disp.tolist(),
            h.table.tolist(),
            h.bucket_shift,
            h.pos_shift,
            h.mask,
        )
        for cards, h in _t.tables().hashes.items()
    }


@cache
def _flush_list() -> list[int]:
    return [int(x) for x in _t.tables().flush]


def _class_of(hand: Sequence[int]) -> int:
    """The class of valid cards, by the same tables and steps as the kernels."""
    values, disp, table, bucket_shift, pos_shift, mask = _python_tables()[len(hand)]
    value = sum([values[c] for c in hand]) & _MASK64
    flush_bits = (value + _t.FLUSH_ADD) & _t.FLUSH_BITS
    if flush_bits == 0:
        return table[(((value >> pos_shift) & mask) + disp[value >> bucket_shift]) & mask]
    suit = (flush_bits.bit_length() - 4) // 4
    return _flush_list()[sum(1 << (c >> 2) for c in hand if c & 3 == suit)]


@cache
def _evaluation(hand_class: int) -> Evaluation:
    return Evaluation(
        hand_class, HandCategory(int(CLASS_CATEGORY[hand_class])), describe_class(hand_class)
    )


def evaluate(cards: Sequence[int] | str) -> Evaluation:
    """Evaluate one hand of 5, 6 or 7 cards (the best five of them).

    Parameters
    ----------
    cards
        Distinct card numbers (``rank * 4 + suit``) or card text (``"Ah Kh Qh Jh Th"``
        or a list of codes).

    Raises
    ------
    VPError
        For unknown or repeated cards, or a count other than 5, 6 or 7.
    """
    return _evaluation(_class_of(_hand_cards(cards)))


def best_five(cards: Sequence[int] | str) -> tuple[int, ...]:
    """The five cards that make the hand's class (the first such five, in input order).

    Raises
    ------
    VPError
        As :func:`evaluate`.
    """
    hand = _hand_cards(cards)
    return min(combinations(hand, 5), key=_class_of)


# ------------------------------------------------------------------------- batches


def _resolve_threads(threads: int | None) -> int:
    from vptrainer.core.evaluator import _kernels as _k

    available = _k.max_threads()
    if threads is None:
        return available
    if isinstance(threads, bool) or not isinstance(threads, int):
        raise VPError(f"threads must be a whole number, not {threads!r}")
    if not 1 <= threads <= available:
        raise VPError(f"threads must be from 1 to {available} on this machine, not {threads}")
    return threads


def _kernel_tables(cards: int) -> TableArgs:
    """The lookup-table arguments every kernel takes, for one hand size."""
    tables = _t.tables()
    h = tables.hashes[cards]
    return (
        h.values,
        h.disp,
        h.table,
        tables.flush,
        np.uint64(h.bucket_shift),
        np.uint64(h.pos_shift),
        np.uint64(h.mask),
    )


def _batch_array(hands: npt.ArrayLike) -> npt.NDArray[np.integer]:
    """The hands as a C-contiguous native integer array of shape (n, 5|6|7)."""
    try:
        arr = np.asarray(hands)
    except (ValueError, TypeError) as exc:
        raise VPError(f"hands must be an integer array of shape (n, 5|6|7): {exc}") from None
    if arr.dtype == np.bool_ or not np.issubdtype(arr.dtype, np.integer):
        if arr.size == 0 and arr.ndim == 2 and arr.shape[1] in HAND_SIZES:
            arr = arr.astype(np.int64)  # an empty list of hands has no integer dtype
        else:
            raise VPError(f"hands must hold integer card numbers, not {arr.dtype} values")
    if arr.ndim != 2 or arr.shape[1] not in HAND_SIZES:
        raise VPError(f"hands must have shape (n, 5), (n, 6) or (n, 7), not {arr.shape}")
    if not arr.dtype.isnative:
        arr = arr.astype(arr.dtype.newbyteorder("="))
    return np.ascontiguousarray(arr)


def _check_range(arr: npt.NDArray[np.integer]) -> None:
    from vptrainer.core.evaluator import _kernels as _k

    lo, hi = _k.card_range(arr.reshape(-1))
    if lo < 0 or hi > 51:
        bad = np.argwhere((arr < 0) | (arr > 51))[0]
        row, col = int(bad[0]), int(bad[1])
        raise VPError(f"row {row}, column {col}: {arr[row, col]} is not a card number (0..51)")


def _repeat_error(arr: npt.NDArray[np.integer]) -> VPError:
    ordered = np.sort(arr, axis=1)
    row = int(np.flatnonzero((ordered[:, 1:] == ordered[:, :-1]).any(axis=1))[0])
    cards = [int(c) for c in arr[row]]
    twice = next(c for c in cards if cards.count(c) > 1)
    return VPError(f"row {row} has the card {format_card(twice)} twice")


def evaluate_batch(hands: npt.ArrayLike, *, threads: int | None = None) -> npt.NDArray[np.uint16]:
    """The classes of many hands at once (compiled, spread over the cores).

    Parameters
    ----------
    hands
        An integer array of shape ``(n, 5)``, ``(n, 6)`` or ``(n, 7)`` of card numbers
        0..51, no card twice in a row. Any integer dtype; ``int8`` or ``uint8`` is
        the fastest to read.
    threads
        Threads to use (default: all cores); 1 runs on the calling thread.

    Returns
    -------
    numpy.ndarray
        ``uint16`` classes 1..7462, one per row.

    Raises
    ------
    VPError
        For a wrong shape or dtype, a number outside 0..51, or a card twice in a row.
    """
    from vptrainer.core.evaluator import _kernels as _k

    arr = _batch_array(hands)
    threads = _resolve_threads(threads)
    out = np.empty(arr.shape[0], dtype=np.uint16)
    if arr.shape[0] == 0:
        return out
    _check_range(arr)
    args = _kernel_tables(arr.shape[1])
    if threads == 1 or arr.shape[0] < _PARALLEL_MIN_ROWS:
        repeats = _k.batch_serial(arr, out, *args)
    else:
        with _k.threads_limited(threads):
            blocks = max(threads, min(1024, arr.shape[0] // 16_384))
            repeats = _k.batch_parallel(arr, out, *args, blocks)
    if repeats:
        raise _repeat_error(arr)
    return out


#: The code the classes of the five-card hands come from (their disk cache's key).
FIVE_CARD_SOURCES = (
    "core/combinatorics.py",
    "core/evaluator/_tables.py",
    "core/evaluator/_kernels.py",
    "core/evaluator/api.py",
)


@cache
def _five_card_classes() -> npt.NDArray[np.uint16]:
    def build() -> dict[str, npt.NDArray[np.uint16]]:
        from vptrainer.core.evaluator import _kernels as _k

        out = np.empty(int(BINOM[52, 5]), dtype=np.uint16)
        _k.five_card_classes(out, *_kernel_tables(5))
        return {"classes": out}

    def whole(arrays: dict[str, npt.NDArray[np.generic]]) -> bool:
        classes = arrays.get("classes")
        return (
            classes is not None
            and classes.dtype == np.uint16
            and classes.shape == (int(BINOM[52, 5]),)
            and 1 <= int(classes.min()) <= int(classes.max()) <= N_CLASSES
        )

    classes = cached_arrays("five-card-classes", FIVE_CARD_SOURCES, build, whole)["classes"]
    return classes.astype(np.uint16, copy=False)


def five_card_classes() -> npt.NDArray[np.uint16]:
    """The class of every five-card hand, indexed by colex index (read-only).

    Hand ``c0 < c1 < c2 < c3 < c4`` is at ``C(c0,1) + C(c1,2) + C(c2,3) + C(c3,4) +
    C(c4,5)`` (:func:`vptrainer.core.combinatorics.colex_index`). Computed once by a
    kernel, then read from the disk cache (:mod:`vptrainer.core.storage.diskcache`).
    """
    return _five_card_classes()


# --------------------------------------------------------------------- enumeration


def _enumeration_chunks(cards: int) -> list[npt.NDArray[np.int64]]:
    """The tasks (two lowest cards) of an enumeration, biggest first, cut into chunks
    of similar work; the threads take a chunk's tasks one at a time."""
    pairs = [(c0, c1) for c1 in range(1, 54 - cards) for c0 in range(c1)]
    work = [int(BINOM[51 - c1, cards - 2]) for _, c1 in pairs]
    order = sorted(range(len(pairs)), key=lambda i: -work[i])
    chunks: list[npt.NDArray[np.int64]] = []
    current: list[tuple[int, int]] = []
    size = 0
    for i in order:
        current.append(pairs[i])
        size += work[i]
        if size >= _CHUNK_HANDS:
            chunks.append(np.array(current, dtype=np.int64))
            current, size = [], 0
    if current:
        chunks.append(np.array(current, dtype=np.int64))
    return chunks


def enumerate_hands(
    cards: int,
    *,
    threads: int | None = None,
    progress: Callable[[int, int], None] | None = None,
    cancel: threading.Event | None = None,
) -> EnumerationResult:
    """Evaluate every hand of ``cards`` cards from the 52 and count them by category.

    Every hand is evaluated (no counting shortcut): the loops add one card value per
    hand to the sum of the cards before it, and look the sum up.

    Parameters
    ----------
    cards
        5, 6 or 7.
    threads
        Threads to use (default: all cores); 1 runs a serial kernel.
    progress
        Called as ``progress(hands_done, hands_total)`` between chunks of work.
    cancel
        When set, the enumeration stops between chunks and raises ``Cancelled``.

    Raises
    ------
    VPError
        For a hand size other than 5, 6 or 7, or a bad thread count.
    Cancelled
        When ``cancel`` was set.
    """
    from vptrainer.core.evaluator import _kernels as _k

    if isinstance(cards, bool) or cards not in HAND_SIZES:
        raise VPError(f"hands to enumerate have 5, 6 or 7 cards, not {cards!r}")
    threads = _resolve_threads(threads)
    total = int(BINOM[52, cards])
    args = _kernel_tables(cards)
    chunks = _enumeration_chunks(cards)
    rows = 1 if threads == 1 else _k.max_threads()  # one histogram per pool thread
    hist = np.zeros((rows, _k.HIST_LANES * (N_CLASSES + 1)), dtype=np.int64)
    no_tasks = np.zeros((0, 2), dtype=np.int64)

    def run(tasks: npt.NDArray[np.int64]) -> None:
        if threads == 1:
            _k.enumerate_serial(cards, tasks, *args, hist)
        else:
            with _k.threads_limited(threads):
                _k.enumerate_parallel(cards, tasks, *args, hist)

    run(no_tasks)  # compile or load the kernel outside the timing
    done = 0
    if progress is not None:
        progress(0, total)
    started = time.perf_counter()
    for tasks in chunks:
        if cancel is not None and cancel.is_set():
            raise Cancelled(f"the {cards}-card enumeration was cancelled")
        run(tasks)
        done += int(BINOM[51 - tasks[:, 1], cards - 2].sum())
        if progress is not None:
            progress(done, total)
    elapsed = time.perf_counter() - started

    class_counts = hist.reshape(rows, N_CLASSES + 1, _k.HIST_LANES).sum(axis=(0, 2))
    if class_counts[0] != 0 or int(class_counts.sum()) != total:  # pragma: no cover
        raise RuntimeError(
            f"the {cards}-card enumeration counted {class_counts.sum()} "
            f"hands ({class_counts[0]} unclassified), expected {total}"
        )
    by_category = np.zeros(len(HandCategory), dtype=np.int64)
    np.add.at(by_category, CLASS_CATEGORY[1:], class_counts[1:])
    class_counts.setflags(write=False)
    return EnumerationResult(
        cards=cards,
        total=total,
        counts=MappingProxyType({c.key: int(by_category[c]) for c in HandCategory}),
        royal_flushes=int(class_counts[1]),
        distinct_classes=int(np.count_nonzero(class_counts)),
        threads=threads,
        elapsed_s=elapsed,
        hands_per_s=total / elapsed if elapsed > 0 else float("inf"),
        class_counts=class_counts,
    )
