"""Private numba kernels of the additive-key evaluator (see ``_evaluator_tables``).

A hand's value is the wrapping ``uint64`` sum of its cards' values. The kernels take
the lookup tables as arguments (``values``, ``disp``, ``table``, ``flush``) with the
shifts and mask of the perfect hash as ``uint64`` scalars, and never call Python.

The enumerations are nested loops over ``c0 < c1 < ...`` that carry the partial sums,
so each hand costs one addition and one look-up. The innermost loop skips the flush
test when the cards before it hold no four of a suit (most of the time). Histograms
have four lanes per class (index ``cls * 4 + lane``) so that the hands of one rank in
the inner loop, which mostly share a class, do not queue on one counter; the
parallel kernels give each thread its own histogram row.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

import numpy as np
import numpy.typing as npt

# _numba first: it points numba's cache at the user cache directory before numba loads.
from vptrainer.core._numba import kernel, parallel_kernel, prange

# isort: split
import numba
from numba import types
from numba.extending import intrinsic

_FLUSH_ADD = np.uint64(0x3333)
_FLUSH_BITS = np.uint64(0x8888)
_FOUR_ADD = np.uint64(0x4444)  # sets bit 3 of a suit's nibble when it holds 4+ cards
_SUIT1 = np.uint64(0x80)
_SUIT2 = np.uint64(0x800)
_SUIT3 = np.uint64(0x8000)
_RANK_MASK = 0x1FFF
HIST_LANES = 4

_CONFIG: Any = numba.config  # its settings are set dynamically, unknown to mypy
_thread_id: Callable[[], int] = numba.get_thread_id  # type: ignore[attr-defined]

U64Array = npt.NDArray[np.uint64]
U16Array = npt.NDArray[np.uint16]
I64Array = npt.NDArray[np.int64]
#: What every kernel takes after its own arguments: values, disp, table, flush,
#: bucket_shift, pos_shift, mask.
TableArgs = tuple[U64Array, U16Array, U16Array, U16Array, np.uint64, np.uint64, np.uint64]


def max_threads() -> int:
    """How many threads the parallel kernels can use (numba's pool size)."""
    return int(_CONFIG.NUMBA_NUM_THREADS)


@contextmanager
def threads_limited(threads: int) -> Iterator[None]:
    """Run the parallel kernels called inside on ``threads`` threads, handing out their
    ``prange`` iterations one at a time to whichever thread is free (settings of the
    calling thread only)."""
    before = numba.get_num_threads()
    numba.set_num_threads(threads)
    chunksize = numba.set_parallel_chunksize(1)
    try:
        yield
    finally:
        numba.set_parallel_chunksize(chunksize)
        numba.set_num_threads(before)


if _CONFIG.DISABLE_JIT:  # pragma: no cover - NUMBA_DISABLE_JIT=1 runs the kernels as Python

    def popcount(x: int) -> int:
        """The number of set bits of a non-negative integer."""
        return int(x).bit_count()

else:

    @intrinsic
    def popcount(typingctx: Any, x: Any) -> Any:
        """The number of set bits of an int64 (one ``popcnt`` instruction)."""

        def codegen(context: Any, builder: Any, signature: Any, args: Any) -> Any:
            return builder.ctpop(args[0])

        return types.int64(types.int64), codegen


@kernel
def _plain_class(
    v: np.uint64,
    disp: U16Array,
    table: U16Array,
    bucket_shift: np.uint64,
    pos_shift: np.uint64,
    mask: np.uint64,
) -> int:
    """The class of a hand value without a flush, through the perfect hash."""
    pos = (v >> pos_shift) & mask
    return table[(pos + disp[v >> bucket_shift]) & mask]  # type: ignore[no-any-return]


@kernel
def _flush_suit(f: np.uint64) -> int:
    """The suit whose flush bit is set in ``f`` (the highest one, if several)."""
    if f >= _SUIT3:
        return 3
    if f >= _SUIT2:
        return 2
    if f >= _SUIT1:
        return 1
    return 0


@kernel
def _rank_bit(card: int, suit: int) -> int:
    """The rank bit of ``card`` if it has this suit, else 0."""
    return (1 << (card >> 2)) if (card & 3) == suit else 0


# ------------------------------------------------------------------ batch evaluation


@kernel
def card_range(flat: npt.NDArray[np.integer]) -> tuple[int, int]:
    """The smallest and largest entries of a flat integer array (0, 0 when empty)."""
    lo = 0
    hi = 0
    if flat.size > 0:
        lo = int(flat[0])
        hi = lo
    for x in flat:
        c = int(x)
        lo = min(lo, c)
        hi = max(hi, c)
    return lo, hi


@kernel
def _row_flush_class(
    hands: npt.NDArray[np.integer], i: int, k: int, f: np.uint64, flush: U16Array
) -> int:
    """The class of a row holding a flush (``f``: its flush bits); called rarely."""
    s = _flush_suit(f)
    ranks = 0
    for j in range(k):
        ranks |= _rank_bit(int(hands[i, j]) & 63, s)
    return flush[ranks & _RANK_MASK]  # type: ignore[no-any-return]


@kernel
def _rows(
    hands: npt.NDArray[np.integer],
    start: int,
    end: int,
    out: U16Array,
    values: U64Array,
    disp: U16Array,
    table: U16Array,
    flush: U16Array,
    bucket_shift: np.uint64,
    pos_shift: np.uint64,
    mask: np.uint64,
) -> int:
    """Classes of rows ``start:end`` (cards in 0..51) into ``out``; returns how many
    rows repeat a card.

    A row repeats no card exactly when the sum of its cards' bits has one bit per card
    (a repeat makes a carry, and each carry loses a bit). The three loops differ only
    in the constant row length, which lets the compiler unroll them; the hot path has
    no function call that could stay out of line.
    """
    k = hands.shape[1]
    repeats = 0
    if k == 7:
        for i in range(start, end):
            v = np.uint64(0)
            bits = 0
            for j in range(7):
                a = int(hands[i, j]) & 63  # never out of bounds, whatever the input
                v += values[a]
                bits += 1 << a
            f = (v + _FLUSH_ADD) & _FLUSH_BITS
            if f == 0:
                out[i] = _plain_class(v, disp, table, bucket_shift, pos_shift, mask)
            else:
                out[i] = _row_flush_class(hands, i, 7, f, flush)
            repeats += popcount(bits) != 7
    elif k == 6:
        for i in range(start, end):
            v = np.uint64(0)
            bits = 0
            for j in range(6):
                a = int(hands[i, j]) & 63
                v += values[a]
                bits += 1 << a
            f = (v + _FLUSH_ADD) & _FLUSH_BITS
            if f == 0:
                out[i] = _plain_class(v, disp, table, bucket_shift, pos_shift, mask)
            else:
                out[i] = _row_flush_class(hands, i, 6, f, flush)
            repeats += popcount(bits) != 6
    else:
        for i in range(start, end):
            v = np.uint64(0)
            bits = 0
            for j in range(5):
                a = int(hands[i, j]) & 63
                v += values[a]
                bits += 1 << a
            f = (v + _FLUSH_ADD) & _FLUSH_BITS
            if f == 0:
                out[i] = _plain_class(v, disp, table, bucket_shift, pos_shift, mask)
            else:
                out[i] = _row_flush_class(hands, i, 5, f, flush)
            repeats += popcount(bits) != 5
    return repeats


@kernel
def batch_serial(
    hands: npt.NDArray[np.integer],
    out: U16Array,
    values: U64Array,
    disp: U16Array,
    table: U16Array,
    flush: U16Array,
    bucket_shift: np.uint64,
    pos_shift: np.uint64,
    mask: np.uint64,
) -> int:
    """Classes of every row of ``hands`` (cards already checked to be 0..51) into ``out``.

    Returns the number of rows that repeat a card (their classes are meaningless).
    """
    return _rows(
        hands, 0, hands.shape[0], out, values, disp, table, flush, bucket_shift, pos_shift, mask
    )


@parallel_kernel
def batch_parallel(
    hands: npt.NDArray[np.integer],
    out: U16Array,
    values: U64Array,
    disp: U16Array,
    table: U16Array,
    flush: U16Array,
    bucket_shift: np.uint64,
    pos_shift: np.uint64,
    mask: np.uint64,
    blocks: int,
) -> int:
    """:func:`batch_serial` with the rows cut into ``blocks`` blocks shared by the cores."""
    n = hands.shape[0]
    repeats = 0
    for b in prange(blocks):
        repeats += _rows(
            hands,
            b * n // blocks,
            (b + 1) * n // blocks,
            out,
            values,
            disp,
            table,
            flush,
            bucket_shift,
            pos_shift,
            mask,
        )
    return repeats


# ------------------------------------------------------------ five-card class table


@kernel
def five_card_classes(
    out: U16Array,
    values: U64Array,
    disp: U16Array,
    table: U16Array,
    flush: U16Array,
    bucket_shift: np.uint64,
    pos_shift: np.uint64,
    mask: np.uint64,
) -> None:
    """The class of every five-card hand, written in colex order into ``out``."""
    i = 0
    for c4 in range(4, 52):
        v4 = values[c4]
        for c3 in range(3, c4):
            v3 = v4 + values[c3]
            for c2 in range(2, c3):
                v2 = v3 + values[c2]
                for c1 in range(1, c2):
                    v1 = v2 + values[c1]
                    for c0 in range(c1):
                        v = v1 + values[c0]
                        f = (v + _FLUSH_ADD) & _FLUSH_BITS
                        if f == 0:
                            out[i] = _plain_class(v, disp, table, bucket_shift, pos_shift, mask)
                        else:
                            s = _flush_suit(f)
                            out[i] = flush[
                                _rank_bit(c0, s)
                                | _rank_bit(c1, s)
                                | _rank_bit(c2, s)
                                | _rank_bit(c3, s)
                                | _rank_bit(c4, s)
                            ]
                        i += 1


# -------------------------------------------------------------------- enumeration


@kernel
def _enum7_task(
    c0: int,
    c1: int,
    values: U64Array,
    disp: U16Array,
    table: U16Array,
    flush: U16Array,
    bucket_shift: np.uint64,
    pos_shift: np.uint64,
    mask: np.uint64,
    hist: I64Array,
) -> None:
    """Evaluate every 7-card hand whose two lowest cards are ``c0 < c1``."""
    v1 = values[c0] + values[c1]
    for c2 in range(c1 + 1, 48):
        v2 = v1 + values[c2]
        for c3 in range(c2 + 1, 49):
            v3 = v2 + values[c3]
            for c4 in range(c3 + 1, 50):
                v4 = v3 + values[c4]
                for c5 in range(c4 + 1, 51):
                    v5 = v4 + values[c5]
                    if (v5 + _FOUR_ADD) & _FLUSH_BITS == 0:
                        # No suit has four of the first six cards: no flush this loop.
                        for c6 in range(c5 + 1, 52):
                            v = v5 + values[c6]
                            cls = _plain_class(v, disp, table, bucket_shift, pos_shift, mask)
                            hist[(cls << 2) | (c6 & 3)] += 1
                        continue
                    for c6 in range(c5 + 1, 52):
                        v = v5 + values[c6]
                        f = (v + _FLUSH_ADD) & _FLUSH_BITS
                        if f == 0:
                            cls = _plain_class(v, disp, table, bucket_shift, pos_shift, mask)
                        else:
                            s = _flush_suit(f)
                            cls = flush[
                                _rank_bit(c0, s)
                                | _rank_bit(c1, s)
                                | _rank_bit(c2, s)
                                | _rank_bit(c3, s)
                                | _rank_bit(c4, s)
                                | _rank_bit(c5, s)
                                | _rank_bit(c6, s)
                            ]
                        hist[(cls << 2) | (c6 & 3)] += 1


@kernel
def _enum6_task(
    c0: int,
    c1: int,
    values: U64Array,
    disp: U16Array,
    table: U16Array,
    flush: U16Array,
    bucket_shift: np.uint64,
    pos_shift: np.uint64,
    mask: np.uint64,
    hist: I64Array,
) -> None:
    """Evaluate every 6-card hand whose two lowest cards are ``c0 < c1``."""
    v1 = values[c0] + values[c1]
    for c2 in range(c1 + 1, 49):
        v2 = v1 + values[c2]
        for c3 in range(c2 + 1, 50):
            v3 = v2 + values[c3]
            for c4 in range(c3 + 1, 51):
                v4 = v3 + values[c4]
                if (v4 + _FOUR_ADD) & _FLUSH_BITS == 0:
                    for c5 in range(c4 + 1, 52):
                        v = v4 + values[c5]
                        cls = _plain_class(v, disp, table, bucket_shift, pos_shift, mask)
                        hist[(cls << 2) | (c5 & 3)] += 1
                    continue
                for c5 in range(c4 + 1, 52):
                    v = v4 + values[c5]
                    f = (v + _FLUSH_ADD) & _FLUSH_BITS
                    if f == 0:
                        cls = _plain_class(v, disp, table, bucket_shift, pos_shift, mask)
                    else:
                        s = _flush_suit(f)
                        cls = flush[
                            _rank_bit(c0, s)
                            | _rank_bit(c1, s)
                            | _rank_bit(c2, s)
                            | _rank_bit(c3, s)
                            | _rank_bit(c4, s)
                            | _rank_bit(c5, s)
                        ]
                    hist[(cls << 2) | (c5 & 3)] += 1


@kernel
def _enum5_task(
    c0: int,
    c1: int,
    values: U64Array,
    disp: U16Array,
    table: U16Array,
    flush: U16Array,
    bucket_shift: np.uint64,
    pos_shift: np.uint64,
    mask: np.uint64,
    hist: I64Array,
) -> None:
    """Evaluate every 5-card hand whose two lowest cards are ``c0 < c1``."""
    v1 = values[c0] + values[c1]
    for c2 in range(c1 + 1, 50):
        v2 = v1 + values[c2]
        for c3 in range(c2 + 1, 51):
            v3 = v2 + values[c3]
            if (v3 + _FOUR_ADD) & _FLUSH_BITS == 0:
                for c4 in range(c3 + 1, 52):
                    v = v3 + values[c4]
                    cls = _plain_class(v, disp, table, bucket_shift, pos_shift, mask)
                    hist[(cls << 2) | (c4 & 3)] += 1
                continue
            for c4 in range(c3 + 1, 52):
                v = v3 + values[c4]
                f = (v + _FLUSH_ADD) & _FLUSH_BITS
                if f == 0:
                    cls = _plain_class(v, disp, table, bucket_shift, pos_shift, mask)
                else:
                    s = _flush_suit(f)
                    cls = flush[
                        _rank_bit(c0, s)
                        | _rank_bit(c1, s)
                        | _rank_bit(c2, s)
                        | _rank_bit(c3, s)
                        | _rank_bit(c4, s)
                    ]
                hist[(cls << 2) | (c4 & 3)] += 1


@kernel
def _enum_task(
    cards: int,
    c0: int,
    c1: int,
    values: U64Array,
    disp: U16Array,
    table: U16Array,
    flush: U16Array,
    bucket_shift: np.uint64,
    pos_shift: np.uint64,
    mask: np.uint64,
    hist: I64Array,
) -> None:
    if cards == 7:
        _enum7_task(c0, c1, values, disp, table, flush, bucket_shift, pos_shift, mask, hist)
    elif cards == 6:
        _enum6_task(c0, c1, values, disp, table, flush, bucket_shift, pos_shift, mask, hist)
    else:
        _enum5_task(c0, c1, values, disp, table, flush, bucket_shift, pos_shift, mask, hist)


@kernel
def enumerate_serial(
    cards: int,
    tasks: I64Array,
    values: U64Array,
    disp: U16Array,
    table: U16Array,
    flush: U16Array,
    bucket_shift: np.uint64,
    pos_shift: np.uint64,
    mask: np.uint64,
    hist: I64Array,
) -> None:
    """Add the classes of every hand of each task ``(c0, c1)`` to ``hist[0]``."""
    for t in range(tasks.shape[0]):
        _enum_task(
            cards,
            tasks[t, 0],
            tasks[t, 1],
            values,
            disp,
            table,
            flush,
            bucket_shift,
            pos_shift,
            mask,
            hist[0],
        )


@parallel_kernel
def enumerate_parallel(
    cards: int,
    tasks: I64Array,
    values: U64Array,
    disp: U16Array,
    table: U16Array,
    flush: U16Array,
    bucket_shift: np.uint64,
    pos_shift: np.uint64,
    mask: np.uint64,
    hist: I64Array,
) -> None:
    """:func:`enumerate_serial` over the cores; each thread adds to its own ``hist`` row
    (``hist`` has a row per thread of the pool)."""
    for t in prange(tasks.shape[0]):
        _enum_task(
            cards,
            tasks[t, 0],
            tasks[t, 1],
            values,
            disp,
            table,
            flush,
            bucket_shift,
            pos_shift,
            mask,
            hist[_thread_id()],
        )
