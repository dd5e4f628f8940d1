"""A generated rule's patterns, made short and readable without changing what they hold.

A rule is a set of atoms; :func:`simplify` rewrites it as fewer, coarser patterns
that fit exactly the same holds: pairs of several ranks as ``pair of 2-T`` (``low
pair``), counts of high cards or gaps as one range (or none when every count is
there), inside and outside together as any straight draw, every two-card royal
draw as ``2 to a royal flush``, every pair of high cards as ``2 unsuited high
cards``. :func:`rule_text` writes the rule, sharing words between explicit ranks
(``suited KQ, KJ``), and checks that the text reads back into the same patterns.
"""

from __future__ import annotations

import itertools
from collections.abc import Iterable, Sequence
from dataclasses import fields, replace
from functools import lru_cache
from operator import attrgetter

import numpy as np

from vptrainer.core.strategy._features import _TOP_LOW13
from vptrainer.core.strategy.game import ACE, ROYAL_RANKS, Game
from vptrainer.core.strategy.language import StrategyError, parse_strategy
from vptrainer.core.strategy.matching import rank_mask, straight_tables, straights_fitted
from vptrainer.core.strategy.patterns import (
    GROUPED,
    MADE_SIZE,
    MAX_COUNT,
    NO_SECTION,
    SUITED_DRAWS,
    Draw,
    Kind,
    Made,
    Openness,
    Pattern,
    Range,
    SectionKey,
    heading_text,
    pattern_text,
    rank_letter,
    section_key,
)

# a list of explicit ranks up to this long reads better than any geometry ("suited KQ9,
# KJ9, QJ9, QT9, QJ8, 987" rather than "3 to a straight flush with 1 gap and ranks 9-Q")
SHORT_LIST = 48
# ranks left to list beside the geometry words of a long list ("3 to a straight flush
# with 1 gap and no high cards | suited KT9, QT8")
MIXED = 4
# the most hands a rule's comma list names where rules are joined (a longer one reads as
# a line too long, :data:`LONG_LIST`)
LIST_MOST = 10
# characters the Wizard of Odds' words (gaps and high cards) may take beyond rank ranges
WIZARD_BONUS = 12
# the fewest made hands said as one "X or better" (fewer read as plainly named)
BETTER_MOST = 3
LONG_LIST = 10_000
_WINDOWS = [frozenset([12, 0, 1, 2, 3])] + [frozenset(range(s, s + 5)) for s in range(9)]
_FIELDS = [f.name for f in fields(Pattern)]
_VALUES = attrgetter(*_FIELDS)  # a pattern's fields, in that order
# the fields that only narrow a pattern, no condition when None (or no penalty): of two
# patterns that differ in one of them alone, the one without it fits the other's holds
# ("pair of 3-Q | pair" is "pair")
_NO_CONDITION = frozenset(
    {
        "group", "suited", "openness", "gaps", "high", "within", "penalties", "pick",
        "jokers", "others", "dealt", "dealt_jokers", "dealt_others", "span", "top",
        "bottom", "has", "suits", "wild_suit",
    }
)  # fmt: skip


def _join_ranges(a: Range, b: Range) -> Range | None:
    """Two count ranges as one, when they touch or overlap."""
    if a[0] > b[0]:
        a, b = b, a
    if b[0] > a[1] + 1:
        return None
    return (a[0], max(a[1], b[1]))


def _differs_in(a: Pattern, b: Pattern) -> str | None:
    """The one field in which two patterns differ (None: none, or several)."""
    found = None
    for name, x, y in zip(_FIELDS, _VALUES(a), _VALUES(b), strict=True):
        if x != y:
            if found is not None:
                return None
            found = name
    return found


def _kicked_pairs(p: Pattern) -> set[tuple[int, int]]:
    """The (rank of the hand, rank of the kicker) a made hand with a kicker holds: a
    kicker is never of its hand's rank (that would be a bigger hand)."""
    assert p.group is not None and p.kicker is not None
    return {(r, k) for r in p.group for k in p.kicker if k != r}


def _kicked_union(a: Pattern, b: Pattern) -> Pattern | None:
    """Natural made hands of named ranks with kickers as one, where that fits exactly
    their holds: ``four twos with a 3/4/A kicker | four threes with a A/2/4 kicker`` is
    ``four of a kind of 2/3 with a A-4 kicker``."""
    if (
        a.kind is not Kind.MADE
        or a.wilds != (0, 0)
        or None in (a.group, a.kicker, b.group, b.kicker)
        or replace(a, group=b.group, kicker=b.kicker) != b
    ):
        return None
    assert a.group is not None and a.kicker is not None
    assert b.group is not None and b.kicker is not None
    joined = replace(a, group=a.group | b.group, kicker=a.kicker | b.kicker)
    return joined if _kicked_pairs(joined) == _kicked_pairs(a) | _kicked_pairs(b) else None


def _whole_group(p: Pattern, game: Game) -> Pattern:
    """A made hand of named ranks without them where no other rank can make it with
    the wild cards it holds (One-Eyed Jacks' ``five of a kind of A-T/Q/K``: two of its
    jacks are wild, so no five jacks): ``five of a kind``."""
    if p.kind is not Kind.MADE or p.made not in GROUPED or p.group is None or p.kicker:
        return p
    assert p.made is not None
    need = MADE_SIZE[p.made] - p.wilds[1]
    wild = [c >> 2 for c in game.wild_cards if c < 52]
    others = set(range(13)) - p.group
    return p if any(4 - wild.count(r) >= need for r in others) else replace(p, group=None)


def _one_suit(p: Pattern) -> bool:
    """Whether every hold a pattern fits has its naturals of one suit (or one natural
    at most)."""
    if p.kind is Kind.DRAW and p.draw in SUITED_DRAWS:
        return True
    if p.kind is Kind.MADE and p.made in (Made.FLUSH, Made.STRAIGHT_FLUSH, Made.ROYAL_FLUSH):
        return True
    return p.naturals[1] <= 1 or (p.kind is Kind.RANKS and p.suited is True)


def _union(a: Pattern, b: Pattern, game: Game) -> Pattern | None:
    """One pattern that fits exactly the holds of two, when there is one."""
    name = _differs_in(a, b)
    if name is None:
        return _kicked_union(a, b) if a != b else None
    if name in _NO_CONDITION:  # one without the other's condition fits its holds too
        if getattr(a, name) in (None, ()):
            return a
        if getattr(b, name) in (None, ()):
            return b
    if name == "group" and a.group is not None and b.group is not None:
        group = a.group | b.group
        if group >= game.natural_ranks and a.wilds[1] < a.held:
            return replace(a, group=None)
        return _whole_group(replace(a, group=group), game)
    if name in ("high", "gaps") and getattr(a, name) is not None and getattr(b, name) is not None:
        joined = _join_ranges(getattr(a, name), getattr(b, name))
        if joined is None:
            return None
        top = 4 if name == "gaps" else a.held
        value = None if joined[0] == 0 and joined[1] >= top else joined
        return replace(a, gaps=value) if name == "gaps" else replace(a, high=value)
    if (
        name == "wilds"
        and a.kind in (Kind.MADE, Kind.DRAW)
        and a.jokers is None
        and a.others is None
    ):
        joined = _join_ranges(a.wilds, b.wilds)
        return None if joined is None else replace(a, wilds=joined)
    if name == "suits" and a.suits is not None and b.suits is not None and _one_suit(a):
        # the naturals' one suit is of either pattern's suits
        suits = a.suits | b.suits
        return replace(a, suits=None if len(suits) == 4 else suits)
    if name == "openness" and a.openness is not None and b.openness is not None:
        return replace(a, openness=None)
    if name == "suited" and a.kind is Kind.RANKS and a.suited is not None and b.suited is not None:
        return replace(a, suited=None)
    return None


def _extra(p: Pattern) -> tuple[object, ...]:
    """What a rule's patterns share beyond their shape: the deals' wild cards, suits."""
    return (p.dealt, p.dealt_others, p.dealt_jokers, p.suits)


def _with_extra(p: Pattern, extra: tuple[object, ...]) -> Pattern:
    dealt, dealt_others, dealt_jokers, suits = extra
    return replace(
        p,
        dealt=dealt,  # type: ignore[arg-type]
        dealt_others=dealt_others,  # type: ignore[arg-type]
        dealt_jokers=dealt_jokers,  # type: ignore[arg-type]
        suits=suits,  # type: ignore[arg-type]
    )


def _rank_key(p: Pattern) -> tuple[object, ...] | None:
    """An explicit-rank pattern's everything but its ranks (None: another pattern)."""
    if p.kind is Kind.RANKS and p.pick is None and not p.penalties:
        return (p.held, p.wilds, p.suited, p.jokers, p.others, len(p.ranks), *_extra(p))
    return None


def _rank_sets(patterns: Iterable[Pattern]) -> dict[tuple[object, ...], set[tuple[int, ...]]]:
    """Explicit-rank patterns by everything but their ranks."""
    out: dict[tuple[object, ...], set[tuple[int, ...]]] = {}
    for p in patterns:
        key = _rank_key(p)
        if key is not None:
            out.setdefault(key, set()).add(p.ranks)
    return out


def _royal_cover(
    key: tuple[object, ...],
    sets: set[tuple[int, ...]],
    game: Game,
    before: set[tuple[int, ...]],
) -> list[Pattern] | None:
    """Suited explicit ranks that hold every royal draw of their size (with ``before``,
    ranks an earlier rule holds) and others: the royal draw, the others listed
    (``2 to a royal flush | suited T9, 98, 87``)."""
    held, wilds, suited, jokers, others, k = key[:6]
    assert isinstance(held, int) and isinstance(k, int)
    if suited is not True or k < 2:
        return None
    royal = ROYAL_RANKS & game.natural_ranks
    every = {tuple(sorted(c, reverse=True)) for c in itertools.combinations(royal, k)}
    mine = sets & every
    if len(mine) < 2 or mine == sets or not every <= sets | before:
        return None
    draw = Pattern(Kind.DRAW, held, wilds, draw=Draw.ROYAL_FLUSH, jokers=jokers, others=others)  # type: ignore[arg-type]
    rest = [
        Pattern(Kind.RANKS, held, wilds, ranks=s, suited=True, jokers=jokers, others=others)  # type: ignore[arg-type]
        for s in sorted(sets - mine, reverse=True)
    ]
    return [draw, *rest]


def _played_sets(
    patterns: Iterable[Pattern], game: Game
) -> dict[tuple[object, ...], set[tuple[int, ...]]]:
    """The explicit ranks earlier rules hold, by everything but their ranks: their own
    explicit ranks, and each royal draw's (``3 to a royal flush``, whichever it picks)."""
    out = _rank_sets(p for p in patterns if p.prefer == 0)
    plain = Pattern(Kind.DRAW, 0, draw=Draw.ROYAL_FLUSH)
    royal = ROYAL_RANKS & game.natural_ranks
    for p in patterns:
        k = p.held - p.wilds[0]
        if (
            p.kind is not Kind.DRAW
            or p.draw is not Draw.ROYAL_FLUSH
            or p.wilds[0] != p.wilds[1]
            or k < 2
            or replace(p, held=0, wilds=(0, 0), pick=None, jokers=None, others=None, dealt=None,
                       dealt_others=None, dealt_jokers=None, suits=None) != plain
        ):  # fmt: skip
            continue
        key = (p.held, p.wilds, True, p.jokers, p.others, k, *_extra(p))
        out.setdefault(key, set()).update(
            tuple(sorted(c, reverse=True)) for c in itertools.combinations(royal, k)
        )
    return out


def _straight_sets(ranks: frozenset[int], k: int) -> set[tuple[int, ...]]:
    out = set()
    for window in _WINDOWS:
        for combo in itertools.combinations(sorted(window & ranks, reverse=True), k):
            out.add(combo)
    return out


def _all_of(
    ranks: frozenset[int], k: int, sets: set[tuple[int, ...]], before: set[tuple[int, ...]]
) -> bool:
    """Whether ``sets`` and the ranks of earlier rules (``before``) are together every
    ``k`` of ``ranks``, ``sets`` no others."""
    every = {tuple(sorted(c, reverse=True)) for c in itertools.combinations(ranks, k)}
    return sets <= every and every <= sets | before


def _parent(
    key: tuple[object, ...],
    sets: set[tuple[int, ...]],
    game: Game,
    before: set[tuple[int, ...]] | None = None,
) -> Pattern | None:
    """A coarser pattern whose holds are exactly the explicit ranks ``sets`` (and any
    of ``before``, ranks an earlier rule holds: their deals never reach this rule)."""
    held, wilds, suited, jokers, others, k = key[:6]
    assert isinstance(held, int) and isinstance(k, int)
    wilds_r: Range = wilds  # type: ignore[assignment]
    base = {"held": held, "wilds": wilds_r, "jokers": jokers, "others": others}
    royal = ROYAL_RANKS & game.natural_ranks
    before = before or set()
    if suited is True and k >= 2 and _all_of(royal, k, sets, before):
        return Pattern(Kind.DRAW, draw=Draw.ROYAL_FLUSH, **base)  # type: ignore[arg-type]
    high = game.high_ranks
    if wilds_r == (0, 0) and high and _all_of(high, k, sets, before):
        return Pattern(Kind.HIGH_CARDS, held, suited=suited if k > 1 else None)  # type: ignore[arg-type]
    if k >= 2 and suited in (True, None):
        used = frozenset(r for s in sets for r in s)
        if sets == _straight_sets(used, k):
            within = None if used >= game.natural_ranks else used
            draw = Draw.STRAIGHT_FLUSH if suited else Draw.STRAIGHT
            return Pattern(Kind.DRAW, draw=draw, within=within, **base)  # type: ignore[arg-type]
    return None


@lru_cache(maxsize=16)
def _straight_table(natural: frozenset[int], k: int) -> tuple[list[tuple[int, ...]], np.ndarray]:
    """Every ``k`` natural ranks that fit a straight, and per set: lowest and highest
    rank (ace high), lowest and highest with the ace low, gaps, straights fitted."""
    win, gaps = straight_tables()
    sets = sorted(_straight_sets(natural, k), reverse=True)
    rows = []
    for combo in sets:
        mask = rank_mask(combo)
        low = [-1 if r == ACE else r for r in combo]
        rows.append((min(combo), max(combo), min(low), max(low), gaps[mask], win[mask]))
    return sets, np.array(rows, dtype=np.int64).reshape(len(sets), 6)


def _counts(top: int) -> list[Range | None]:
    """No condition, then every count range from 0 to ``top``."""
    return [None, *((a, b) for a in range(top + 1) for b in range(a, top + 1))]


def _or_more(r: Range | None, top: int) -> Range | None:
    """A count range up to ``top`` (the most there can be) as "N or more"."""
    return None if r is None else (r[0], MAX_COUNT if r[1] >= top else r[1])


def _cover(
    key: tuple[object, ...],
    sets: set[tuple[int, ...]],
    game: Game,
    *,
    by_high: bool = False,
    before: set[tuple[int, ...]] | None = None,
) -> list[Pattern] | None:
    """Straight draws given by explicit ranks, as a few draws with gaps, (for four
    cards) inside or outside, and a rank range or (``by_high``: as the Wizard of Odds
    and sigmajove name them) a count of high cards, each fitting only ranks of
    ``sets``, that together fit them all; None when that takes more patterns than it
    saves (``by_high``: when it leaves more than :data:`MIXED` ranks to list). A draw
    may also fit ranks of ``before``, which an earlier rule holds."""
    held, wilds, suited, jokers, others, k = key[:6]
    assert isinstance(held, int) and isinstance(k, int)
    if k < 2 or suited is False or (by_high and game.high_min is None):
        return None
    natural = game.natural_ranks
    all_sets, props = _straight_table(natural, k)
    member = np.array([s in sets for s in all_sets], dtype=bool)
    if member.sum() < 3:
        return None
    earlier = before or set()
    allowed = member | np.array([s in earlier for s in all_sets], dtype=bool)
    ranks = sorted(natural)
    shapes: list[tuple[Range | None, Openness | None]] = [(g, None) for g in _counts(4)]
    if k + (wilds[0] if isinstance(wilds, tuple) else 0) == 4 or held == 4:
        shapes += [(None, Openness.OUTSIDE), (None, Openness.INSIDE)]
    intervals: list[tuple[int, int, bool]] = [(-1, 99, False)]
    if not by_high:
        intervals = [(lo, hi, False) for lo in ranks for hi in ranks if lo <= hi]
        if ACE in natural:
            intervals += [(-1, hi, True) for hi in ranks if hi < 4]
    highs: list[Range | None] = _counts(k) if by_high else [None]
    # every draw at once (interval x shape x high-card count, in that order) by the
    # straight sets it fits
    lo, hi, ace_low = (np.array(v, dtype=np.int64) for v in zip(*intervals, strict=True))
    low_end = np.where(ace_low[:, None] == 1, props[None, :, 2], props[None, :, 0])
    high_end = np.where(ace_low[:, None] == 1, props[None, :, 3], props[None, :, 1])
    inside = (low_end >= lo[:, None]) & (high_end <= hi[:, None])
    shape_fits = np.ones((len(shapes), len(all_sets)), dtype=bool)
    for g, (gaps_r, openness) in enumerate(shapes):
        if gaps_r is not None:
            shape_fits[g] &= (props[:, 4] >= gaps_r[0]) & (props[:, 4] <= gaps_r[1])
        if openness is Openness.OUTSIDE:
            shape_fits[g] &= props[:, 5] >= 2
        elif openness is Openness.INSIDE:
            shape_fits[g] &= props[:, 5] == 1
    high_counts = _high_counts(natural, game.high_ranks, k)
    high_fits = np.ones((len(highs), len(all_sets)), dtype=bool)
    no_condition = np.zeros(len(highs), dtype=bool)  # every count: not a condition
    for h, high_r in enumerate(highs):
        if high_r is not None:
            high_fits[h] = (high_counts >= high_r[0]) & (high_counts <= high_r[1])
            no_condition[h] = high_r[0] == 0 and high_r[1] >= k
    fits = (
        inside[:, None, None, :] & shape_fits[None, :, None, :] & high_fits[None, None, :, :]
    ).reshape(-1, len(all_sets))
    valid = (
        ((fits & member).sum(axis=1) >= 2)
        & ~(fits & ~allowed).any(axis=1)
        & ~np.tile(no_condition, len(intervals) * len(shapes))
    )
    index = np.flatnonzero(valid)
    fits = fits[index]
    at_i, at_g, at_h = np.unravel_index(index, (len(intervals), len(shapes), len(highs)))
    withins = [_within(i, natural) for i in intervals]
    # of the widest, the one a player names: over every rank, inside or outside, the
    # fewest conditions, the fewest ranks of earlier rules (the first of equals)
    whole = np.array([w is None for w in withins], dtype=np.int64)[at_i]
    sided = np.array([o is not None for _, o in shapes], dtype=np.int64)[at_g]
    gapped = np.array([g is not None for g, _ in shapes], dtype=np.int64)[at_g]
    counted = np.array([h is not None for h in highs], dtype=np.int64)[at_h]
    n_sets = len(all_sets)
    fixed = ((whole * 2 + sided) * 3 + 2 - gapped - counted) * (n_sets + 1) + (
        n_sets - (fits & ~member).sum(axis=1)
    )
    scale = 12 * (n_sets + 1)
    draw = Draw.STRAIGHT_FLUSH if suited else Draw.STRAIGHT
    left = member.copy()
    chosen: list[Pattern] = []
    while left.any() and index.shape[0]:
        gains = (fits & left).sum(axis=1)
        j = int(np.argmax(gains * scale + fixed))
        gained = int(gains[j])
        if gained < 2 or (by_high and chosen and gained <= MIXED):
            break  # a few ranks read better listed than as another draw
        gaps_r, openness = shapes[at_g[j]]
        chosen.append(
            Pattern(
                Kind.DRAW,
                held,
                wilds,  # type: ignore[arg-type]
                draw=draw,
                within=withins[at_i[j]],
                gaps=_or_more(gaps_r, 4),
                high=_or_more(highs[at_h[j]], k),
                openness=openness,
                jokers=jokers,  # type: ignore[arg-type]
                others=others,  # type: ignore[arg-type]
            )
        )
        left &= ~fits[j]
    straight = set(all_sets)
    rest = [
        Pattern(Kind.RANKS, held, wilds, ranks=s, suited=suited, jokers=jokers, others=others)  # type: ignore[arg-type]
        for s in [
            *(s for s, keep in zip(all_sets, left, strict=True) if keep),
            *sorted(sets - straight, reverse=True),
        ]
    ]
    if len(chosen) + len(rest) >= len(sets) or (by_high and len(rest) > MIXED):
        return None
    return chosen + rest


@lru_cache(maxsize=16)
def _suited_table(
    natural: frozenset[int], high: frozenset[int], k: int
) -> tuple[list[tuple[int, ...]], np.ndarray]:
    """Every ``k`` natural ranks (highest first), and per set what a flush draw's
    conditions read (as the matcher reads them): its rank mask, its highest rank (the
    ace low where the set fits a straight only so), high cards, straights fitted, gaps."""
    win, gaps = straight_tables()
    sets = [tuple(sorted(c, reverse=True)) for c in itertools.combinations(sorted(natural), k)]
    rows = []
    for combo in sets:
        mask = rank_mask(combo)
        top = int(_TOP_LOW13[mask, 0])
        rows.append((mask, top, sum(1 for r in combo if r in high), win[mask], gaps[mask]))
    return sets, np.array(rows, dtype=np.int64).reshape(len(sets), 5)


def _in_range(values: np.ndarray, r: Range | None) -> np.ndarray:
    if r is None:
        return np.ones(values.shape[0], dtype=bool)
    return (values >= r[0]) & (values <= (99 if r[1] >= MAX_COUNT else r[1]))


@lru_cache(maxsize=4096)
def _draw_fits(p: Pattern, key: tuple[object, ...], game: Game) -> np.ndarray | None:
    """Which suited explicit ranks of ``key``'s shape (:func:`_suited_table`'s sets) a
    draw ``p`` of that shape (a flush, straight, straight flush or royal draw) fits; None for
    another pattern, or one with a condition not read here (it may fit more: never
    counted)."""
    held, wilds, suited, jokers, others, k = key[:6]
    assert isinstance(k, int)
    if (
        p.kind is not Kind.DRAW
        or suited is not True
        or (p.held, p.wilds, p.jokers, p.others) != (held, wilds, jokers, others)
        or _extra(p) != key[6:]
        or p.pick is not None or p.penalties or p.prefer
        or p.span is not None or p.bottom is not None or p.wild_suit is not None
        or p.suited is False
    ):  # fmt: skip
        return None
    _, table = _suited_table(game.natural_ranks, game.high_ranks, k)
    mask, top, high, win, gaps = table.T
    fits = _in_range(high, p.high)
    within = rank_mask(p.within)
    if p.draw is not Draw.FLUSH:
        lo, hi = straights_fitted(p.openness)
        fits &= (win >= lo) & (win <= hi) & _in_range(gaps, p.gaps)
        if p.draw is Draw.ROYAL_FLUSH:
            within &= rank_mask(ROYAL_RANKS)
    elif p.gaps is not None or p.openness is not None:
        return None
    fits &= (mask & ~within) == 0
    if p.top is not None:
        fits &= (top >= 0) & ((rank_mask(p.top) >> np.maximum(top, 0)) & 1 == 1)
    if p.has is not None:
        need = rank_mask(p.has)
        fits &= (mask & need) == need
    fits.setflags(write=False)
    return fits


@lru_cache(maxsize=16)
def _flush_draws(
    natural: frozenset[int], high: frozenset[int], k: int
) -> tuple[
    list[frozenset[int] | None],
    list[list[frozenset[int] | None]],
    list[Range | None],
    np.ndarray,
    np.ndarray,
    np.ndarray,
]:
    """The flush draws :func:`_flush_cover` chooses from, for ``k`` suited naturals:
    highest ranks (None: any), rank ranges under each (None: any; with the highest rank
    named, the range and that rank), high-card counts (None: any); the sets of
    :func:`_suited_table` each highest rank and range fits (a 0/1 matrix, one row per
    pair), those each count fits, and each draw's number of conditions."""
    sets, table = _suited_table(natural, high, k)
    mask, top, high_count = table[:, 0], table[:, 1], table[:, 2]
    ranks = sorted(natural)
    tops: list[frozenset[int] | None] = [None, *(frozenset({r}) for r in ranks)]
    runs: list[frozenset[int] | None] = [None]
    runs += [frozenset(ranks[i : j + 1]) for i in range(len(ranks)) for j in range(i, len(ranks))]
    highs: list[Range | None] = [None]
    if high:
        highs += [r for r in _counts(k)[1:] if r is not None and not (r[0] == 0 and r[1] >= k)]
    withins: list[list[frozenset[int] | None]] = []
    counted = np.array([h is not None for h in highs], dtype=np.int64)
    fitted = np.zeros((len(tops), len(runs), len(sets)), dtype=np.float32)
    conditions = np.zeros((len(tops), len(runs), len(highs)), dtype=np.int64)
    for ti, t in enumerate(tops):
        row: list[frozenset[int] | None] = []
        at_top = np.ones(len(sets), dtype=bool) if t is None else top == next(iter(t))
        for wi, run in enumerate(runs):
            within = None if run is None else (run | t if t is not None else run)
            if within is not None and within >= natural:
                within = None
            row.append(within)
            allowed = rank_mask(within)
            fitted[ti, wi] = at_top & ((mask & ~allowed) == 0)
            conditions[ti, wi] = int(t is not None) + int(within is not None) + counted
        withins.append(row)
    high_fits = np.array([_in_range(high_count, h) for h in highs])
    top_within = fitted.reshape(len(tops) * len(runs), len(sets))
    for a in (top_within, high_fits, conditions):
        a.setflags(write=False)
    return tops, withins, highs, top_within, high_fits, conditions


@lru_cache(maxsize=256)
def _straight_draws(
    base: Pattern, key: tuple[object, ...], game: Game
) -> list[tuple[Pattern, np.ndarray, int]]:
    """The straight flush draws :func:`_flush_cover` may join to flush draws (``base``:
    a flush draw of ``key``'s shape), inside or outside where four cards are held, and
    by high cards: each with the sets it fits and its number of conditions."""
    k = key[5]
    assert isinstance(k, int)
    _, _, highs, _, _, _ = _flush_draws(game.natural_ranks, game.high_ranks, k)
    out = []
    opens = [None, Openness.OUTSIDE, Openness.INSIDE] if base.held == 4 else [None]
    for openness in opens:
        for high_r in highs:
            draw = replace(
                base, draw=Draw.STRAIGHT_FLUSH, openness=openness, high=_or_more(high_r, k)
            )
            fitting = _draw_fits(draw, key, game)
            assert fitting is not None
            out.append((draw, fitting, int(openness is not None) + int(high_r is not None)))
    return out


def _flush_cover(
    key: tuple[object, ...],
    sets: set[tuple[int, ...]],
    game: Game,
    before: set[tuple[int, ...]],
    drawn: np.ndarray,
) -> list[Pattern] | None:
    """Suited explicit ranks that are not all straight draws (``suited AK9, AK8, ...,
    K32`` with the joker) as a few flush draws by their highest rank, a rank range and
    high cards (``4 to a flush with the highest rank A``), as sigmajove names them
    (``Flush 4 (A high)``), each fitting only ranks of ``sets``, ``before`` (explicit
    ranks of earlier rules) or ``drawn`` (:func:`_drawn`: what the draws of earlier rules
    and of the rule fit), that together fit every set; the rest listed. None when that
    takes more patterns than it saves."""
    held, wilds, suited, jokers, others, k = key[:6]
    assert isinstance(held, int) and isinstance(k, int)
    if suited is not True or k < 2:
        return None
    all_sets, _ = _suited_table(game.natural_ranks, game.high_ranks, k)
    member = np.array([s in sets for s in all_sets], dtype=bool)
    bad = ~(member | drawn | np.array([s in before for s in all_sets], dtype=bool))
    tops, withins, highs, top_within, high_fits, conditions_of = _flush_draws(
        game.natural_ranks, game.high_ranks, k
    )
    # members and sets it may not fit, of every draw at once (top and range x highs)
    gained = top_within @ (high_fits & member).T.astype(np.float32)
    wrong = top_within @ (high_fits & bad).T.astype(np.float32)
    at_tw, at_h = np.nonzero((gained >= 2) & (wrong == 0))
    at_t, at_w = np.divmod(at_tw, len(withins[0]))
    base = Pattern(Kind.DRAW, held, wilds, draw=Draw.FLUSH, jokers=jokers, others=others)  # type: ignore[arg-type]
    rows = [top_within[at_tw] * high_fits[at_h]]
    conditions = list(conditions_of[at_t, at_w, at_h])
    # and straight flush draws (inside or outside where four cards are held), which
    # join a rule's flush draws ("4 to an inside straight flush")
    straights: list[Pattern] = []
    for draw, fitting, said in _straight_draws(_with_extra(base, key[6:]), key, game):
        if (fitting & member).sum() >= 2 and not (fitting & bad).any():
            rows.append(fitting[None, :].astype(np.float32))
            straights.append(draw)
            conditions.append(said)
    n_flush = int(at_t.shape[0])

    def pattern(j: int) -> Pattern:
        if j >= n_flush:
            return straights[j - n_flush]
        t, w, h = int(at_t[j]), int(at_w[j]), int(at_h[j])
        return replace(base, top=tops[t], within=withins[t][w], high=_or_more(highs[h], k))

    fits = np.concatenate(rows)  # 0/1, one row a draw
    # of the widest, the fewest conditions, then the fewest ranks of earlier rules
    n_sets = len(all_sets)
    others_fitted = (fits @ (~member).astype(np.float32)).astype(np.int64)
    fixed = (3 - np.array(conditions, dtype=np.int64)) * (n_sets + 1) + (n_sets - others_fitted)
    scale = 4 * (n_sets + 1)
    left = member.astype(np.float32)
    chosen: list[Pattern] = []
    while left.any() and fits.shape[0]:
        gains = (fits @ left).astype(np.int64)
        j = int(np.argmax(gains * scale + fixed))
        if int(gains[j]) < 2:
            break
        chosen.append(pattern(j))
        left[fits[j] > 0] = 0
    rest = [
        Pattern(Kind.RANKS, held, wilds, ranks=s, suited=True, jokers=jokers, others=others)  # type: ignore[arg-type]
        for s, keep in zip(all_sets, left, strict=True)
        if keep > 0
    ]
    if not chosen or len(chosen) + len(rest) >= len(sets) or len(rest) > MIXED:
        return None
    return chosen + rest


def _drawn(
    key: tuple[object, ...], current: Sequence[Pattern], played: Sequence[Pattern], game: Game
) -> np.ndarray:
    """Which suited explicit ranks of ``key``'s shape the draws of the rule (``current``)
    and of earlier rules (``played``) fit (:func:`_draw_fits`)."""
    k = key[5]
    assert isinstance(k, int)
    sets, _ = _suited_table(game.natural_ranks, game.high_ranks, k)
    out = np.zeros(len(sets), dtype=bool)
    for p in (*played, *current):
        fits = _draw_fits(p, key, game)
        if fits is not None:
            out |= fits
    return out


def _within(interval: tuple[int, int, bool], natural: frozenset[int]) -> frozenset[int] | None:
    """The ranks a draw's rank range names (None: every rank)."""
    lo, hi, ace_low = interval
    if ace_low:
        within = frozenset({ACE, *range(0, hi + 1)}) & natural
    else:
        within = frozenset(range(max(lo, 0), min(hi, 12) + 1)) & natural
    return None if within >= natural else within


@lru_cache(maxsize=64)
def _high_counts(natural: frozenset[int], high: frozenset[int], k: int) -> np.ndarray:
    """The high cards of each of :func:`_straight_table`'s sets."""
    sets, _ = _straight_table(natural, k)
    out = np.array([sum(1 for r in s if r in high) for s in sets], dtype=np.int64)
    out.setflags(write=False)
    return out


def _read_length(
    patterns: Sequence[Pattern], game: Game, extra: tuple[object, ...] | None = None
) -> int:
    """About how long draws and explicit ranks read (a comma list for the ranks), under
    their section's heading (``extra``: the deals' wild cards and suits, :func:`_extra`,
    when the patterns do not say them yet): the words the heading says not counted, as
    the ranks' are not."""
    if extra is not None:
        patterns = [_with_extra(p, extra) for p in patterns]
    ranks = [p for p in patterns if p.kind is Kind.RANKS]
    said = sum(
        len(pattern_text(p, game, section_key(p))) + 3 for p in patterns if p.kind is not Kind.RANKS
    )
    return said + (8 + sum(len(p.ranks) + 2 for p in ranks) if ranks else 0)


def _short(key: tuple[object, ...], sets: set[tuple[int, ...]]) -> bool:
    """Whether explicit ranks read as a short list (``suited JT9, T98, 987``)."""
    k = key[5]
    assert isinstance(k, int)
    return k >= 3 and len(sets) * (k + 2) <= SHORT_LIST


def _narrow(parent: Pattern) -> bool:
    """Whether a draw names a part of its kind by ranks (``with ranks 8-J``): a list
    of the ranks says it plainer."""
    return (
        parent.kind is Kind.DRAW
        and parent.draw is not Draw.ROYAL_FLUSH
        and (parent.within is not None)
    )


def simplify(
    patterns: Sequence[Pattern], game: Game, played: Iterable[Pattern] = ()
) -> list[Pattern]:
    """Fewer patterns that fit exactly the same holds, in a stable order; ``played``:
    patterns of earlier rules, whose holds the fewer patterns may also fit (a deal
    with such a hold never reaches this rule)."""
    return list(_simplify(tuple(patterns), game, tuple(played)))


def said_apart(
    patterns: Sequence[Pattern], game: Game, played: Iterable[Pattern] = ()
) -> list[list[Pattern]] | None:
    """Explicit-rank ``patterns`` grouped by the words :func:`simplify` says them in:
    a group for each part of them (each draw, and the ranks one comma list says; in
    its order), each pattern in the first part that fits it, empty groups left out;
    None where a pattern or a word is not read here (a condition it does not read: it
    may fit more)."""
    said = simplify(patterns, game, played)
    # a part of the words: a draw, or the explicit ranks a comma list says
    parts: dict[object, list[Pattern]] = {_rank_key(s) or s: [] for s in said}
    listed = set(said)
    for p in patterns:
        key = _rank_key(p)
        if key is None:
            return None
        k = key[5]
        assert isinstance(k, int)
        at = _suited_index(game, k).get(p.ranks)
        for part, group in parts.items():
            if isinstance(part, Pattern):
                fits = None if at is None else _draw_fits(part, key, game)
                if fits is None or not fits[at]:
                    continue
            elif part != key or p not in listed:
                continue
            group.append(p)
            break
        else:
            return None
    return [g for g in parts.values() if g]


@lru_cache(maxsize=16)
def _suited_index(game: Game, k: int) -> dict[tuple[int, ...], int]:
    """Each of :func:`_suited_table`'s sets' place."""
    sets, _ = _suited_table(game.natural_ranks, game.high_ranks, k)
    return {s: i for i, s in enumerate(sets)}


@lru_cache(maxsize=8192)
def _simplify(
    patterns: tuple[Pattern, ...], game: Game, played: tuple[Pattern, ...]
) -> tuple[Pattern, ...]:
    """:func:`simplify`, kept: the generator asks again for the same rules' texts."""
    before = _played_sets(played, game)
    current = list(dict.fromkeys(_whole_group(p, game) for p in patterns))
    changed = True
    while changed:
        changed = False
        for key, sets in _rank_sets(current).items():
            if len(sets) < 2:
                continue
            earlier = before.get(key, set())
            parent = _parent(key, sets, game, earlier)
            # two cards read best by their ranks ("suited AK, AQ"), more by a draw
            # where the list is long: a player names short lists of ranks
            k = key[5]
            assert isinstance(k, int)
            if _short(key, sets) and (parent is None or _narrow(parent)):
                continue
            cover = None
            if parent is None and (k >= 3 or len(sets) > LIST_MOST):
                drawn = _drawn(key, current, played, game) if key[2] is True else None
                # the shortest to read: the Wizard's words (unless a rank range is much
                # shorter), ranks, or the list itself
                options = [
                    (_read_length(c, game, key[6:]) - bonus, c)
                    for c, bonus in (
                        (_cover(key, sets, game, by_high=True, before=earlier), WIZARD_BONUS),
                        (_cover(key, sets, game, before=earlier), 0),
                        (_royal_cover(key, sets, game, earlier), 0),
                        (
                            None
                            if drawn is None
                            else _flush_cover(key, sets, game, earlier, drawn),
                            0,
                        ),
                    )
                    if c is not None
                ]
                if options:
                    cover = min(options, key=lambda o: o[0])[1]
                    if _read_length(cover, game, key[6:]) >= len(sets) * (k + 2) + 8:
                        cover = None
            if parent is not None:
                parent = _with_extra(parent, key[6:])
            if cover is not None:
                cover = [_with_extra(c, key[6:]) for c in cover]
            if parent is None and cover is None:
                continue
            members = [p for p in current if _rank_key(p) == key]
            at = current.index(members[0])
            current = [p for p in current if p not in members]
            current[at:at] = [parent] if parent is not None else (cover or [])
            changed = True
            break
        if changed:
            continue
        for i, j in itertools.combinations(range(len(current)), 2):
            joined = _union(current[i], current[j], game)
            if joined is not None:
                current[i] = joined
                del current[j]
                changed = True
                break
    return tuple(current)


def _made_rank(p: Pattern) -> int:
    """Made hands first, best first; then the rest as given."""
    if p.kind is Kind.MADE and p.made is not None:
        return -int(p.made)
    return 0


def _in_order(patterns: Sequence[Pattern]) -> list[Pattern]:
    """Made hands first, best first; explicit ranks that share every other word
    together, highest first (``suited T9, 98, 87``); the rest as given."""
    words: dict[Pattern, int] = {}
    for p in patterns:
        if p.kind is Kind.RANKS:
            words.setdefault(replace(p, ranks=()), len(words))

    def key(p: Pattern) -> tuple[int, int, bool, tuple[int, ...]]:
        if p.kind is not Kind.RANKS:
            return (_made_rank(p), -1, False, ())
        # an ace that makes a straight only low (suited A43) comes after the other ranks
        ace_low = len(p.ranks) > 1 and p.ranks[0] == ACE and p.ranks[1] <= 3
        return (0, words[replace(p, ranks=())], ace_low, tuple(-r for r in p.ranks))

    return sorted(patterns, key=key)


def _singles(patterns: Sequence[Pattern]) -> str | None:
    """Single cards of any suit, as one list: ``A, Q or J only``."""
    if len(patterns) < 2 or any(
        p.kind is not Kind.RANKS or len(p.ranks) != 1 or p.suited is not None
        or replace(p, ranks=patterns[0].ranks) != patterns[0]
        for p in patterns
    ):  # fmt: skip
        return None
    letters = [rank_letter(p.ranks[0]) for p in sorted(patterns, key=lambda p: -p.ranks[0])]
    return f"{', '.join(letters[:-1])} or {letters[-1]} only"


def _pieces(
    patterns: Sequence[Pattern], game: Game, section: SectionKey | None = None
) -> list[str]:
    """Texts of the patterns, explicit ranks that share every other word written as
    one comma list (``suited KQ, KJ``, ``A, Q or J only``)."""
    singles = _singles(patterns)
    if singles is not None and all(p.wilds == (0, 0) for p in patterns):
        return [singles]
    # each piece as its words and its penalty condition, which ends the piece: after
    # the last item of a comma list (``suited AKT, AQT, AJT with no discarded flush
    # cards``), where every published chart puts a condition that holds for the list
    pieces: list[list[str]] = []
    previous: Pattern | None = None
    for p in patterns:
        same_words = (
            previous is not None
            and p.kind is Kind.RANKS
            and previous.kind is Kind.RANKS
            and len(p.ranks) > 1
            and replace(p, ranks=previous.ranks, held=previous.held) == previous
        )
        if same_words:
            pieces[-1][0] += ", " + "".join(rank_letter(r) for r in p.ranks)
        else:
            text = pattern_text(p, game, section)
            bare = pattern_text(replace(p, penalties=()), game, section) if p.penalties else text
            if p.penalties and text.startswith(bare) and len(text) > len(bare):
                pieces.append([bare, text[len(bare) :]])
            else:
                pieces.append([text, ""])
        previous = p
    return [words + condition for words, condition in pieces]


def line_length(patterns: Sequence[Pattern], game: Game, section: SectionKey | None = None) -> int:
    """About how long a rule of these patterns reads (:func:`rule_text`'s text, not
    checked to read back)."""
    short = simplify(patterns, game)
    if any(len(sets) > LIST_MOST for sets in _rank_sets(short).values()):
        return LONG_LIST  # a list a player would not read out: as if over any line
    ordered = _in_order(short)
    pieces = _pieces(ordered, game, section)
    if sum(p.kind is Kind.MADE for p in ordered) >= BETTER_MOST:
        heading = _heading(section, game)
        pieces = min(
            pieces, _or_better(ordered, game, section, heading) or pieces, key=_joined_length
        )
    return _joined_length(pieces)


def _heading(section: SectionKey | None, game: Game) -> str:
    """A section's heading line, as a rule's text is read under it ("": none)."""
    return "" if section is None or section == NO_SECTION else f"{heading_text(section, game)}:"


def _joined_length(pieces: Sequence[str]) -> int:
    return len(" | ".join(pieces))


@lru_cache(maxsize=4096)
def _read(text: str, game: Game, heading: str) -> frozenset[Pattern] | None:
    """The patterns a rule's text reads as under a section's heading (None: it reads
    as no one rule)."""
    try:
        back = parse_strategy(f"{heading}\n1. {text}\n" if heading else text, game).rules
    except StrategyError:
        return None
    return frozenset(back[0].patterns) if len(back) == 1 else None


def _reads_back(text: str, patterns: Sequence[Pattern], game: Game, heading: str) -> bool:
    return _read(text, game, heading) == frozenset(patterns)


def _or_better(
    ordered: Sequence[Pattern], game: Game, section: SectionKey | None, heading: str
) -> list[str] | None:
    """The pieces of a rule whose made hands from the best down to one of them are
    said ``three of a kind or better`` (at least :data:`BETTER_MOST` of them), the rest
    as :func:`_pieces` says them; None where no made hand of the rule says so."""
    best: tuple[frozenset[Pattern], str] | None = None
    held = set(ordered)
    for p in ordered:
        if p.kind is not Kind.MADE:
            continue
        words = f"{pattern_text(p, game, section)} or better"
        said = _read(words, game, heading)
        if said is None or len(said) < BETTER_MOST or not said <= held:
            continue
        if best is None or len(said) > len(best[0]):
            best = (said, words)
    if best is None:
        return None
    said, words = best
    return [words, *_pieces([p for p in ordered if p not in said], game, section)]


def chart_text(
    patterns: Sequence[Pattern], game: Game, played: Iterable[Pattern], section: SectionKey
) -> str:
    """A rule's text as a chart says it: in fewer words (:func:`simplify`, ``played``:
    its section's patterns above it) under its section's heading."""
    return rule_text(simplify(patterns, game, played), game, section)


def rule_text(patterns: Sequence[Pattern], game: Game, section: SectionKey | None = None) -> str:
    """A rule's text, as short as it reads back into the same patterns (under the
    heading of ``section`` when given: the wild cards it deals go without saying)."""
    return _rule_text(tuple(patterns), game, section)


@lru_cache(maxsize=8192)
def _rule_text(patterns: tuple[Pattern, ...], game: Game, section: SectionKey | None) -> str:
    """:func:`rule_text`, kept (each text is read back to check it: a parse)."""
    ordered = _in_order(patterns)
    heading = _heading(section, game)
    for pieces in (
        _or_better(ordered, game, section, heading),
        _pieces(ordered, game, section),
        [pattern_text(p, game, section) for p in ordered],
    ):
        if pieces is None:
            continue
        text = " | ".join(pieces)
        if _reads_back(text, ordered, game, heading):
            return text
    return " | ".join(pattern_text(p, game) for p in ordered)
