"""The lookup tables of the additive-key evaluator, generated from the rank keys.

Every card has one unsigned 64-bit *value*. Its low 16 bits are four 4-bit suit
counters (the card adds 1 to its suit's nibble), its high 48 bits are its rank key
multiplied by an odd constant modulo 2**48. A hand's value is the plain sum of its
cards' values, with no sorting:

* Flush test: a suit with five or more cards is the only nibble that reaches 8 after
  adding 3 to every nibble, so ``(value + 0x3333) & 0x8888`` is non-zero exactly
  for a flush and its set bit names the suit (the published suit keys 1, 8, 57, 400
  do the same through a table; nibble counters need none). A flush hand is then
  looked up by the 13-bit mask of its flush suit's ranks in ``flush`` (2**13
  entries); with 7 cards a flush rules out quads and full houses, so no other
  lookup is needed.
* Otherwise the high bits are ``(sum of rank keys) * multiplier mod 2**48``. The
  rank keys are the published ones (A = 0, 2 = 1, 3 = 5, ... K = 24342288), whose
  sums tell apart all rank multisets of one hand size (5, 6 or 7 cards, at most four
  of a rank; the generator checks it), so the high bits are a multiplicative hash of
  the rank multiset computed by additions alone. A compact
  "hash and displace" perfect hash turns it into a slot of a small table (64 Ki
  entries of ``uint16`` for 7 cards, which stays in the L2 cache): the top bits
  pick a bucket, the next bits a position, and the bucket's displacement moves the
  position to a free slot: ``table[(pos + disp[bucket]) & mask]``.

The classes are Cactus Kev's: 1 = royal flush ... 7462 = 7-5-4-3-2 unsuited. The
class of a 6- or 7-card rank multiset is the best (smallest) class of the multisets
one card smaller, so the tables are built from the 7,462 five-card classes upwards
with a few numpy operations; placing the hash keys is a short Python loop, and the
whole build takes about 0.1 s.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from itertools import combinations

import numpy as np
import numpy.typing as npt

#: The published rank keys, in the order A, 2, 3, ..., K.
PUBLISHED_RANK_KEYS = (
    0,
    1,
    5,
    24,
    112,
    521,
    2421,
    11248,
    52256,
    242769,
    1127845,
    5239688,
    24342288,
)
#: The same keys in vptrainer's rank order 2, 3, ..., K, A (rank index 0..12).
RANK_KEYS = (*PUBLISHED_RANK_KEYS[1:], PUBLISHED_RANK_KEYS[0])

N_CLASSES = 7462
N_RANKS = 13
SUIT_BITS = 16
#: Added to a hand value, sets bit 3 of a suit's nibble when it holds 5+ cards.
FLUSH_ADD = 0x3333
FLUSH_BITS = 0x8888
#: Card values are defined for codes 0..63 (52..63 are zero) so kernels can mask.
VALUE_SLOTS = 64

# Category values, as in evaluator.HandCategory (kept here so the generator has no
# dependency on the public module).
STRAIGHT_FLUSH, FOUR_OF_A_KIND, FULL_HOUSE, FLUSH, STRAIGHT = 0, 1, 2, 3, 4
THREE_OF_A_KIND, TWO_PAIR, ONE_PAIR, HIGH_CARD = 5, 6, 7, 8

# Odd multipliers (times 2**16) tried in turn until the perfect hash builds.
_MULTIPLIERS = (
    0x9E3779B97F4A7C15,
    0xC2B2AE3D27D4EB4F,
    0x165667B19E3779F9,
    0xD6E8FEB86659FD93,
    0xFF51AFD7ED558CCD,
    0xC4CEB9FE1A85EC53,
    0x94D049BB133111EB,
    0xBF58476D1CE4E5B9,
)
_MASK48 = (1 << 48) - 1


def _straight_ranks(high: int) -> tuple[int, ...]:
    """The five ranks of the straight with this high card (3 = the wheel)."""
    if high == 3:
        return (3, 2, 1, 0, 12)
    return tuple(range(high, high - 5, -1))


_DESCENDING = tuple(range(N_RANKS - 1, -1, -1))
_STRAIGHT_HIGHS = tuple(range(12, 2, -1))  # ace-high down to the wheel (five-high)
_STRAIGHT_SETS = frozenset(frozenset(_straight_ranks(h)) for h in _STRAIGHT_HIGHS)


def _class_list() -> list[tuple[int, tuple[int, ...], tuple[int, ...]]]:
    """Every class in order, best first: (category, significant ranks, five ranks)."""
    out: list[tuple[int, tuple[int, ...], tuple[int, ...]]] = []
    no_straight = [c for c in combinations(_DESCENDING, 5) if frozenset(c) not in _STRAIGHT_SETS]
    out += [(STRAIGHT_FLUSH, (h,), _straight_ranks(h)) for h in _STRAIGHT_HIGHS]
    out += [
        (FOUR_OF_A_KIND, (q, k), (q,) * 4 + (k,))
        for q in _DESCENDING
        for k in _DESCENDING
        if k != q
    ]
    out += [
        (FULL_HOUSE, (t, p), (t,) * 3 + (p,) * 2)
        for t in _DESCENDING
        for p in _DESCENDING
        if p != t
    ]
    out += [(FLUSH, c, c) for c in no_straight]
    out += [(STRAIGHT, (h,), _straight_ranks(h)) for h in _STRAIGHT_HIGHS]
    for t in _DESCENDING:
        for ks in combinations([r for r in _DESCENDING if r != t], 2):
            out.append((THREE_OF_A_KIND, (t, *ks), (t,) * 3 + ks))
    for hi, lo in combinations(_DESCENDING, 2):
        for k in _DESCENDING:
            if k not in (hi, lo):
                out.append((TWO_PAIR, (hi, lo, k), (hi, hi, lo, lo, k)))
    for p in _DESCENDING:
        for ks3 in combinations([r for r in _DESCENDING if r != p], 3):
            out.append((ONE_PAIR, (p, *ks3), (p, p, *ks3)))
    out += [(HIGH_CARD, c, c) for c in no_straight]
    if len(out) != N_CLASSES:  # pragma: no cover - a broken generator
        raise AssertionError(f"{len(out)} classes generated, expected {N_CLASSES}")
    return out


@dataclass(frozen=True)
class ClassInfo:
    """What each class 1..7462 is; index 0 is unused."""

    category: npt.NDArray[np.uint8]  # (7463,)
    ranks: npt.NDArray[np.int8]  # (7463, 5), significant ranks, -1 padded
    counts: npt.NDArray[np.int8]  # (7463, 13), how many of each rank its five cards hold


@cache
def class_info() -> ClassInfo:
    """The category, significant ranks and rank counts of every class (read-only)."""
    category = np.zeros(N_CLASSES + 1, dtype=np.uint8)
    ranks = np.full((N_CLASSES + 1, 5), -1, dtype=np.int8)
    counts = np.zeros((N_CLASSES + 1, N_RANKS), dtype=np.int8)
    for cls, (cat, sig, five) in enumerate(_class_list(), start=1):
        category[cls] = cat
        ranks[cls, : len(sig)] = sig
        for r in five:
            counts[cls, r] += 1
    for a in (category, ranks, counts):
        a.setflags(write=False)
    return ClassInfo(category, ranks, counts)


def rank_multisets(cards: int) -> npt.NDArray[np.int8]:
    """Every multiset of ``cards`` ranks with at most four of a rank, as rank counts."""
    counts = np.zeros((1, 0), dtype=np.int8)
    total = np.zeros(1, dtype=np.int64)
    for _ in range(N_RANKS):
        parts: list[npt.NDArray[np.int8]] = []
        totals: list[npt.NDArray[np.int64]] = []
        for c in range(5):
            ok = total + c <= cards
            column = np.full((int(ok.sum()), 1), c, dtype=np.int8)
            parts.append(np.hstack([counts[ok], column]))
            totals.append(total[ok] + c)
        counts = np.vstack(parts)
        total = np.concatenate(totals)
    out: npt.NDArray[np.int8] = counts[total == cards]
    return out


@dataclass(frozen=True)
class SumHash:
    """The perfect hash from a hand value (no flush) to its class, for one hand size.

    ``cls = table[(((v >> pos_shift) & mask) + disp[v >> bucket_shift]) & mask]`` with
    ``v`` the sum of ``values[card]`` (``uint64`` arithmetic, wrapping).
    """

    cards: int
    multiplier: int
    values: npt.NDArray[np.uint64]  # (64,) card values; 52..63 are 0
    disp: npt.NDArray[np.uint16]
    table: npt.NDArray[np.uint16]
    bucket_shift: int
    pos_shift: int
    mask: int


def card_values(multiplier: int) -> npt.NDArray[np.uint64]:
    """The 64-bit value of each card code 0..51 (and 0 for codes 52..63)."""
    values = np.zeros(VALUE_SLOTS, dtype=np.uint64)
    for card in range(52):
        rank, suit = divmod(card, 4)
        high = (RANK_KEYS[rank] * multiplier) & _MASK48
        values[card] = (high << SUIT_BITS) | (1 << (4 * suit))
    values.setflags(write=False)
    return values


def _displace(
    bucket: npt.NDArray[np.int64], pos: npt.NDArray[np.int64], bucket_bits: int, size: int
) -> npt.NDArray[np.uint16] | None:
    """Displacements placing every key in its own slot, or None if there are none."""
    mask = size - 1
    order = np.lexsort((pos, bucket))
    b_sorted, p_sorted = bucket[order], pos[order]
    if np.any((b_sorted[1:] == b_sorted[:-1]) & (p_sorted[1:] == p_sorted[:-1])):
        return None  # two keys that no displacement can separate
    buckets, start, count = np.unique(b_sorted, return_index=True, return_counts=True)
    disp = np.zeros(1 << bucket_bits, dtype=np.int64)
    # Slot s is taken when occupied[s] (and its copy occupied[s + size]) is 1; the copy
    # lets bytearray.find scan past the end of the table without wrapping by hand.
    occupied = bytearray(2 * size)
    positions = p_sorted.tolist()
    multi = np.flatnonzero(count > 1)
    # First fit, largest buckets first: they need the emptiest table.
    for i in multi[np.argsort(-count[multi], kind="stable")].tolist():
        first = int(start[i])
        p0, *rest = positions[first : first + int(count[i])]
        slot, end = p0, p0 + size
        find = occupied.find
        if len(rest) == 1:  # the common case, kept tight
            p1 = rest[0] - p0
            while (slot := find(0, slot, end)) >= 0 and occupied[slot + p1]:
                slot += 1
        else:
            while (slot := find(0, slot, end)) >= 0 and any(occupied[p + slot - p0] for p in rest):
                slot += 1
        if slot < 0:
            return None
        d = slot - p0
        for p in (p0, *rest):
            s = (p + d) & mask
            occupied[s] = occupied[s + size] = 1
        disp[buckets[i]] = d
    # A bucket of one key takes any free slot: all of them at once.
    single = np.flatnonzero(count == 1)
    free = np.flatnonzero(np.frombuffer(bytes(occupied[:size]), dtype=np.uint8) == 0)
    free = free[: len(single)]
    disp[buckets[single]] = (free - p_sorted[start[single]]) & mask
    return disp.astype(np.uint16)


def _build_hash(
    cards: int, sums: npt.NDArray[np.int64], classes: npt.NDArray[np.uint16]
) -> SumHash:
    """A perfect hash (load factor 0.56..0.8) of the rank-key sums of one hand size."""
    size_bits = max(8, int(np.ceil(np.log2(len(sums) / 0.8))))  # load factor <= 0.8
    bucket_bits = size_bits - 1  # about 1.5 keys per bucket: quick to place
    size = 1 << size_bits
    bucket_shift = 64 - bucket_bits
    pos_shift = bucket_shift - size_bits
    for multiplier in _MULTIPLIERS:
        m48 = (multiplier >> SUIT_BITS) | 1  # odd, so the sum -> hash map is injective
        # (sum * m48 mod 2**48) << 16, i.e. the high bits of a hand value.
        high = (sums.astype(np.uint64) * np.uint64(m48)) << np.uint64(SUIT_BITS)
        bucket = (high >> np.uint64(bucket_shift)).astype(np.int64)
        pos = ((high >> np.uint64(pos_shift)) & np.uint64(size - 1)).astype(np.int64)
        disp = _displace(bucket, pos, bucket_bits, size)
        if disp is None:
            continue
        table = np.zeros(size, dtype=np.uint16)
        table[(pos + disp[bucket].astype(np.int64)) & (size - 1)] = classes
        for a in (disp, table):
            a.setflags(write=False)
        return SumHash(cards, m48, card_values(m48), disp, table, bucket_shift, pos_shift, size - 1)
    raise RuntimeError(f"no perfect hash found for {cards}-card hands")  # pragma: no cover


@dataclass(frozen=True)
class Tables:
    """Everything the evaluator looks up: one perfect hash per hand size, the flushes."""

    hashes: dict[int, SumHash]  # 5, 6, 7 -> hash
    flush: npt.NDArray[np.uint16]  # (8192,) class of a flush suit's rank mask (5-7 bits)


def _best_of_smaller(
    counts: npt.NDArray[np.int8],
    smaller_sums: npt.NDArray[np.int64],
    smaller_classes: npt.NDArray[np.uint16],
) -> npt.NDArray[np.uint16]:
    """The best class among the multisets one card smaller (drop one of each rank)."""
    keys = np.asarray(RANK_KEYS, dtype=np.int64)
    sums = counts.astype(np.int64) @ keys
    order = np.argsort(smaller_sums)
    sorted_sums = smaller_sums[order]
    best = np.full(len(counts), N_CLASSES + 1, dtype=np.int64)
    for rank in range(N_RANKS):
        has = counts[:, rank] > 0
        sub = sums[has] - keys[rank]
        at = np.searchsorted(sorted_sums, sub)
        if np.any(sorted_sums[np.minimum(at, len(sorted_sums) - 1)] != sub):
            raise AssertionError("a smaller multiset is missing")  # pragma: no cover
        best[has] = np.minimum(best[has], smaller_classes[order[at]])
    return best.astype(np.uint16)


def _flush_table(info: ClassInfo) -> npt.NDArray[np.uint16]:
    flush = np.zeros(1 << N_RANKS, dtype=np.int64)
    flushy = np.flatnonzero(np.isin(info.category, (STRAIGHT_FLUSH, FLUSH)))
    flushy = flushy[flushy > 0]
    bits = 1 << np.arange(N_RANKS, dtype=np.int64)
    masks = (info.counts[flushy] > 0).astype(np.int64) @ bits
    flush[masks] = flushy
    popcount = np.array([bin(m).count("1") for m in range(1 << N_RANKS)])
    for n in (6, 7):
        masks = np.flatnonzero(popcount == n)
        best = np.full(len(masks), N_CLASSES + 1, dtype=np.int64)
        for rank in range(N_RANKS):
            has = (masks >> rank) & 1 == 1
            best[has] = np.minimum(best[has], flush[masks[has] ^ (1 << rank)])
        flush[masks] = best
    out = flush.astype(np.uint16)
    out.setflags(write=False)
    return out


@cache
def tables() -> Tables:
    """Build (once per process) every lookup table of the evaluator."""
    info = class_info()
    keys = np.asarray(RANK_KEYS, dtype=np.int64)
    plain = np.flatnonzero(~np.isin(info.category, (STRAIGHT_FLUSH, FLUSH)))
    plain = plain[plain > 0]
    counts5 = info.counts[plain]
    sums = counts5.astype(np.int64) @ keys
    classes = plain.astype(np.uint16)
    hashes: dict[int, SumHash] = {}
    for cards in (5, 6, 7):
        if cards > 5:
            counts = rank_multisets(cards)
            classes = _best_of_smaller(counts, sums, classes)
            sums = counts.astype(np.int64) @ keys
        if len(np.unique(sums)) != len(sums):
            raise AssertionError(f"the rank keys collide for {cards} cards")  # pragma: no cover
        hashes[cards] = _build_hash(cards, sums, classes)
    return Tables(hashes, _flush_table(info))
