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

import numpy as np

from vptrainer.core.strategy.game import ACE, ROYAL_RANKS, Game
from vptrainer.core.strategy.language import StrategyError, parse_strategy
from vptrainer.core.strategy.matching import straight_tables
from vptrainer.core.strategy.patterns import (
    NO_SECTION,
    Draw,
    Kind,
    Openness,
    Pattern,
    Range,
    SectionKey,
    heading_text,
    pattern_text,
    rank_letter,
)

_WINDOWS = [frozenset([12, 0, 1, 2, 3])] + [frozenset(range(s, s + 5)) for s in range(9)]
_FIELDS = [f.name for f in fields(Pattern)]


def _join_ranges(a: Range, b: Range) -> Range | None:
    """Two count ranges as one, when they touch or overlap."""
    if a[0] > b[0]:
        a, b = b, a
    if b[0] > a[1] + 1:
        return None
    return (a[0], max(a[1], b[1]))


def _differs_in(a: Pattern, b: Pattern) -> str | None:
    """The one field in which two patterns differ (None: none, or several)."""
    diff = [name for name in _FIELDS if getattr(a, name) != getattr(b, name)]
    return diff[0] if len(diff) == 1 else None


def _union(a: Pattern, b: Pattern, game: Game) -> Pattern | None:
    """One pattern that fits exactly the holds of two, when there is one."""
    name = _differs_in(a, b)
    if name is None:
        return None
    if name == "group" and a.group is not None and b.group is not None:
        group = a.group | b.group
        if group >= game.natural_ranks and a.wilds[1] < a.held:
            return replace(a, group=None)
        return replace(a, group=group)
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


def _rank_sets(patterns: Iterable[Pattern]) -> dict[tuple[object, ...], set[tuple[int, ...]]]:
    """Explicit-rank patterns by everything but their ranks."""
    out: dict[tuple[object, ...], set[tuple[int, ...]]] = {}
    for p in patterns:
        if p.kind is Kind.RANKS and p.pick is None and not p.penalties:
            key = (p.held, p.wilds, p.suited, p.jokers, p.others, len(p.ranks), *_extra(p))
            out.setdefault(key, set()).add(p.ranks)
    return out


def _straight_sets(ranks: frozenset[int], k: int) -> set[tuple[int, ...]]:
    out = set()
    for window in _WINDOWS:
        for combo in itertools.combinations(sorted(window & ranks, reverse=True), k):
            out.add(combo)
    return out


def _parent(key: tuple[object, ...], sets: set[tuple[int, ...]], game: Game) -> Pattern | None:
    """A coarser pattern whose holds are exactly the explicit ranks ``sets``."""
    held, wilds, suited, jokers, others, k = key[:6]
    assert isinstance(held, int) and isinstance(k, int)
    wilds_r: Range = wilds  # type: ignore[assignment]
    base = {"held": held, "wilds": wilds_r, "jokers": jokers, "others": others}
    royal = ROYAL_RANKS & game.natural_ranks
    if (
        suited is True
        and k >= 2
        and sets == {tuple(sorted(c, reverse=True)) for c in itertools.combinations(royal, k)}
    ):
        return Pattern(Kind.DRAW, draw=Draw.ROYAL_FLUSH, **base)  # type: ignore[arg-type]
    high = game.high_ranks
    if (
        wilds_r == (0, 0)
        and high
        and sets == {tuple(sorted(c, reverse=True)) for c in itertools.combinations(high, k)}
    ):
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
        mask = sum(1 << r for r in combo)
        low = [-1 if r == ACE else r for r in combo]
        rows.append((min(combo), max(combo), min(low), max(low), gaps[mask], win[mask]))
    return sets, np.array(rows, dtype=np.int64).reshape(len(sets), 6)


@lru_cache(maxsize=256)
def _cover_shapes(
    natural: frozenset[int], k: int, four: bool
) -> tuple[np.ndarray, tuple[tuple[frozenset[int], Range | None, Openness | None], ...]]:
    """Every draw :func:`_cover` may write for ``k`` natural ranks, in the order it tries
    them: which rank sets of :func:`_straight_table` each fits (rows of a boolean matrix,
    only those fitting two sets or more), and its rank range (``within``), gaps and
    openness (``four``: inside and outside are tried too)."""
    _, props = _straight_table(natural, k)
    ranks = sorted(natural)
    shapes: list[tuple[Range | None, Openness | None]] = [
        (g, None) for g in [None, *((a, b) for a in range(5) for b in range(a, 5))]
    ]
    if four:
        shapes += [(None, Openness.OUTSIDE), (None, Openness.INSIDE)]
    intervals = [(lo, hi, False) for lo in ranks for hi in ranks if lo <= hi]
    if ACE in natural:
        intervals += [(-1, hi, True) for hi in ranks if hi < 4]
    rows: list[np.ndarray] = []
    out: list[tuple[frozenset[int], Range | None, Openness | None]] = []
    for lo, hi, ace_low in intervals:
        if ace_low:
            inside = (props[:, 2] >= lo) & (props[:, 3] <= hi)
            within = frozenset({ACE, *range(0, hi + 1)}) & natural
        else:
            inside = (props[:, 0] >= lo) & (props[:, 1] <= hi)
            within = frozenset(range(lo, hi + 1)) & natural
        for gaps_r, openness in shapes:
            fits = inside.copy()
            if gaps_r is not None:
                fits &= (props[:, 4] >= gaps_r[0]) & (props[:, 4] <= gaps_r[1])
            if openness is Openness.OUTSIDE:
                fits &= props[:, 5] >= 2
            elif openness is Openness.INSIDE:
                fits &= props[:, 5] == 1
            if fits.sum() < 2:
                continue
            rows.append(fits)
            out.append((within, gaps_r, openness))
    matrix = np.array(rows, dtype=bool).reshape(len(rows), props.shape[0])
    matrix.setflags(write=False)
    return matrix, tuple(out)


def _cover(key: tuple[object, ...], sets: set[tuple[int, ...]], game: Game) -> list[Pattern] | None:
    """Straight draws given by explicit ranks, as a few draws with a rank range, gaps
    and (for four cards) inside or outside, each fitting only ranks of ``sets``, that
    together fit them all; None when that takes more patterns than it saves."""
    held, wilds, suited, jokers, others, k = key[:6]
    assert isinstance(held, int) and isinstance(k, int)
    if k < 2 or suited is False:
        return None
    natural = game.natural_ranks
    all_sets, _ = _straight_table(natural, k)
    member = np.array([s in sets for s in all_sets], dtype=bool)
    if member.sum() < 3:
        return None
    draw = Draw.STRAIGHT_FLUSH if suited else Draw.STRAIGHT
    four = k + (wilds[0] if isinstance(wilds, tuple) else 0) == 4 or held == 4
    matrix, shapes = _cover_shapes(natural, k, four)
    # the draws that fit only sets of ``sets``, in the order they are tried
    usable = np.flatnonzero(~(matrix & ~member).any(axis=1))
    fits_of = matrix[usable]
    # ties between the widest: the one a player names (over every rank, inside or
    # outside, any gaps), then the first tried
    named = np.array(
        [
            4 * (shapes[c][0] >= natural) + 2 * (shapes[c][2] is not None) + (shapes[c][1] is None)
            for c in usable
        ],
        dtype=np.int64,
    )
    left = member.copy()
    chosen: list[Pattern] = []
    while left.any() and usable.shape[0]:
        gains = (fits_of & left).sum(axis=1)
        pick = int(np.argmax(gains * 8 + named))
        gained = int(gains[pick])
        if gained < 2:
            break
        within, gaps_r, openness = shapes[int(usable[pick])]
        chosen.append(
            Pattern(
                Kind.DRAW,
                held,
                wilds,  # type: ignore[arg-type]
                draw=draw,
                within=None if within >= natural else within,
                gaps=gaps_r,
                openness=openness,
                jokers=jokers,  # type: ignore[arg-type]
                others=others,  # type: ignore[arg-type]
            )
        )
        left &= ~fits_of[pick]
    straight = set(all_sets)
    rest = [
        Pattern(Kind.RANKS, held, wilds, ranks=s, suited=suited, jokers=jokers, others=others)  # type: ignore[arg-type]
        for s in [
            *(s for s, keep in zip(all_sets, left, strict=True) if keep),
            *sorted(sets - straight, reverse=True),
        ]
    ]
    if len(chosen) + len(rest) >= len(sets):
        return None
    return chosen + rest


def simplify(patterns: Sequence[Pattern], game: Game) -> list[Pattern]:
    """Fewer patterns that fit exactly the same holds, in a stable order."""
    return list(_simplify(tuple(patterns), game))


@lru_cache(maxsize=8192)
def _simplify(patterns: tuple[Pattern, ...], game: Game) -> tuple[Pattern, ...]:
    """:func:`simplify`, kept: the generator asks again for the same rules' texts."""
    current = list(dict.fromkeys(patterns))
    changed = True
    while changed:
        changed = False
        for key, sets in _rank_sets(current).items():
            if len(sets) < 2:
                continue
            parent = _parent(key, sets, game)
            # two cards read best by their ranks ("suited AK, AQ"), more by a draw
            k = key[5]
            assert isinstance(k, int)
            cover = None if parent is not None or k < 3 else _cover(key, sets, game)
            if parent is not None:
                parent = _with_extra(parent, key[6:])
            if cover is not None:
                cover = [_with_extra(c, key[6:]) for c in cover]
            if parent is None and cover is None:
                continue
            members = [
                p
                for p in current
                if p.kind is Kind.RANKS
                and p.pick is None
                and not p.penalties
                and (p.held, p.wilds, p.suited, p.jokers, p.others, len(p.ranks), *_extra(p)) == key
            ]
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

    def key(p: Pattern) -> tuple[int, int, tuple[int, ...]]:
        if p.kind is not Kind.RANKS:
            return (_made_rank(p), -1, ())
        return (0, words[replace(p, ranks=())], tuple(-r for r in p.ranks))

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
    pieces: list[str] = []
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
            pieces[-1] += ", " + "".join(rank_letter(r) for r in p.ranks)
        else:
            pieces.append(pattern_text(p, game, section))
        previous = p
    return pieces


def line_length(patterns: Sequence[Pattern], game: Game, section: SectionKey | None = None) -> int:
    """About how long a rule of these patterns reads (:func:`rule_text`'s text, not
    checked to read back)."""
    ordered = _in_order(simplify(patterns, game))
    return len(" | ".join(_pieces(ordered, game, section)))


def _reads_back(text: str, patterns: Sequence[Pattern], game: Game, heading: str) -> bool:
    try:
        back = parse_strategy(f"{heading}\n1. {text}\n" if heading else text, game).rules
    except StrategyError:
        return False
    return len(back) == 1 and set(back[0].patterns) == set(patterns)


def rule_text(patterns: Sequence[Pattern], game: Game, section: SectionKey | None = None) -> str:
    """A rule's text, as short as it reads back into the same patterns (under the
    heading of ``section`` when given: the wild cards it deals go without saying)."""
    return _rule_text(tuple(patterns), game, section)


@lru_cache(maxsize=8192)
def _rule_text(patterns: tuple[Pattern, ...], game: Game, section: SectionKey | None) -> str:
    """:func:`rule_text`, kept (each text is read back to check it: a parse)."""
    ordered = _in_order(patterns)
    heading = "" if section is None or section == NO_SECTION else f"{heading_text(section, game)}:"
    for pieces in (
        _pieces(ordered, game, section),
        [pattern_text(p, game, section) for p in ordered],
    ):
        text = " | ".join(pieces)
        if _reads_back(text, ordered, game, heading):
            return text
    return " | ".join(pattern_text(p, game) for p in ordered)
