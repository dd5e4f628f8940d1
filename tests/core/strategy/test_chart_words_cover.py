"""Straight draws found for a list of explicit ranks (``text._cover``, every candidate
draw at once) against the obvious search: each rank range, shape and high-card count
tried in turn, the widest draw taken while it adds two ranks."""

from __future__ import annotations

import itertools
import random

import numpy as np
import pytest

from vptrainer.core.games.builtin import load_builtin
from vptrainer.core.strategy.game import ACE, Game, game_of
from vptrainer.core.strategy.generator import text
from vptrainer.core.strategy.patterns import Draw, Kind, Openness, Pattern, Range


def cover_by_loops(
    key: tuple[object, ...],
    sets: set[tuple[int, ...]],
    game: Game,
    *,
    by_high: bool = False,
    before: set[tuple[int, ...]] | None = None,
) -> list[Pattern] | None:
    """``text._cover`` one candidate draw at a time."""
    held, wilds, suited, jokers, others, k = key[:6]
    assert isinstance(held, int) and isinstance(k, int)
    if k < 2 or suited is False or (by_high and game.high_min is None):
        return None
    all_sets, props = text._straight_table(game.natural_ranks, k)
    member = np.array([s in sets for s in all_sets], dtype=bool)
    if member.sum() < 3:
        return None
    allowed = member | np.array([s in (before or set()) for s in all_sets], dtype=bool)
    ranks = sorted(game.natural_ranks)
    shapes: list[tuple[Range | None, Openness | None]] = [(g, None) for g in text._counts(4)]
    if k + (wilds[0] if isinstance(wilds, tuple) else 0) == 4 or held == 4:
        shapes += [(None, Openness.OUTSIDE), (None, Openness.INSIDE)]
    intervals: list[tuple[int, int, bool]] = [(-1, 99, False)]
    if not by_high:
        intervals = [(lo, hi, False) for lo in ranks for hi in ranks if lo <= hi]
        if ACE in game.natural_ranks:
            intervals += [(-1, hi, True) for hi in ranks if hi < 4]
    high_counts = np.array([sum(r in game.high_ranks for r in s) for s in all_sets])
    highs: list[Range | None] = text._counts(k) if by_high else [None]
    candidates: list[tuple[np.ndarray, Pattern]] = []
    for lo, hi, ace_low in intervals:
        if ace_low:
            inside = (props[:, 2] >= lo) & (props[:, 3] <= hi)
            within = frozenset({ACE, *range(0, hi + 1)}) & game.natural_ranks
        else:
            inside = (props[:, 0] >= lo) & (props[:, 1] <= hi)
            within = frozenset(range(max(lo, 0), min(hi, 12) + 1)) & game.natural_ranks
        for (gaps_r, openness), high_r in itertools.product(shapes, highs):
            if high_r is not None and high_r[0] == 0 and high_r[1] >= k:
                continue
            fits = inside.copy()
            if gaps_r is not None:
                fits &= (props[:, 4] >= gaps_r[0]) & (props[:, 4] <= gaps_r[1])
            if high_r is not None:
                fits &= (high_counts >= high_r[0]) & (high_counts <= high_r[1])
            if openness is Openness.OUTSIDE:
                fits &= props[:, 5] >= 2
            elif openness is Openness.INSIDE:
                fits &= props[:, 5] == 1
            if (fits & member).sum() < 2 or (fits & ~allowed).any():
                continue
            pattern = Pattern(
                Kind.DRAW,
                held,
                wilds,  # type: ignore[arg-type]
                draw=Draw.STRAIGHT_FLUSH if suited else Draw.STRAIGHT,
                within=None if within >= game.natural_ranks else within,
                gaps=text._or_more(gaps_r, 4),
                high=text._or_more(high_r, k),
                openness=openness,
                jokers=jokers,  # type: ignore[arg-type]
                others=others,  # type: ignore[arg-type]
            )
            candidates.append((fits, pattern))
    left = member.copy()
    chosen: list[Pattern] = []
    while left.any() and candidates:
        fits, pattern = max(
            candidates,
            key=lambda c: (
                int((c[0] & left).sum()),
                c[1].within is None,
                c[1].openness is not None,
                -((c[1].gaps is not None) + (c[1].high is not None)),
                -int((c[0] & ~member).sum()),
            ),
        )
        gained = int((fits & left).sum())
        if gained < 2 or (by_high and chosen and gained <= text.MIXED):
            break
        chosen.append(pattern)
        left &= ~fits
    listed = [s for s, keep in zip(all_sets, left, strict=True) if keep]
    rest = [
        Pattern(Kind.RANKS, held, wilds, ranks=s, suited=suited, jokers=jokers, others=others)  # type: ignore[arg-type]
        for s in [*listed, *sorted(sets - set(all_sets), reverse=True)]
    ]
    if len(chosen) + len(rest) >= len(sets) or (by_high and len(rest) > text.MIXED):
        return None
    return chosen + rest


@pytest.mark.parametrize(
    "table_id", ["jacks-or-better-9-6", "deuces-wild-full-pay", "joker-poker-kings-full-pay"]
)
def test_cover_against_the_search_by_loops(table_id: str) -> None:
    game = game_of(load_builtin(table_id))
    rng = random.Random(table_id)
    found = 0
    for k in (3, 4):
        all_sets, _ = text._straight_table(game.natural_ranks, k)
        for _ in range(12):
            sets = set(rng.sample(all_sets, min(rng.choice([3, 5, 9, 16, 40]), len(all_sets))))
            if rng.random() < 0.3:
                sets.add(tuple(sorted(rng.sample(range(13), k), reverse=True)))
            before = set(rng.sample(all_sets, rng.choice([0, 3]))) - sets
            wild = game.is_wild and rng.random() < 0.5
            suited = rng.choice([True, None])
            key = (k + wild, (int(wild), int(wild)), suited, None, None, k, None, None, None, None)
            for by_high in (False, True):
                fast = text._cover(key, sets, game, by_high=by_high, before=before)
                assert fast == cover_by_loops(key, sets, game, by_high=by_high, before=before), (
                    sorted(sets),
                    by_high,
                )
                found += fast is not None
    assert found >= 5  # draws were found, not only refusals
