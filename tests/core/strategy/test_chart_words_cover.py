"""Straight draws found for a list of explicit ranks (``text._cover``, every candidate
draw at once) against the obvious search: each rank range, shape and high-card count
tried in turn, the widest draw taken while it adds two ranks."""

from __future__ import annotations

import itertools
import random
from collections import Counter

import numpy as np
import pytest
from naive.chart_sets import kings_flush_draws

from vptrainer.core.games.builtin import load_builtin
from vptrainer.core.strategy.game import ACE, Game, game_of
from vptrainer.core.strategy.generator import text
from vptrainer.core.strategy.generator.text import rule_text
from vptrainer.core.strategy.language import parse_strategy
from vptrainer.core.strategy.matching import compile_strategy, rule_holds
from vptrainer.core.strategy.patterns import (
    Draw,
    Kind,
    Openness,
    Pattern,
    Range,
    pattern_text,
    section_key,
)


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
    for k in (2, 3, 4):
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


# ---- flush draws for explicit ranks (``text._flush_cover``), checked by the matcher

KINGS = game_of(load_builtin("joker-poker-kings-full-pay"))
JOKER_SECTION = "The joker"


def _plays(
    game: Game, rules: list[list[Pattern]], deals: list[str], heading: str = JOKER_SECTION
) -> list[tuple[int, int]]:
    """For each deal: the first rule that matches a hold of it and the holds it
    matches, as the strategy's matcher reads the rules (``rules``: pattern lists, each
    written as its patterns' texts under ``heading``, the joker's)."""
    lines = [" | ".join(pattern_text(p, game, section_key(p)) for p in r) for r in rules]
    source = f"{heading}:\n" + "\n".join(f"{i}. {t}" for i, t in enumerate(lines, 1))
    strategy = parse_strategy(source, game)
    assert [list(r.patterns) for r in strategy.rules] == [list(r) for r in rules]
    compiled = compile_strategy(strategy)
    out = []
    for deal in deals:
        sets = rule_holds(compiled, deal)
        first = next((i for i, s in enumerate(sets) if s), -1)
        out.append((first, sets[first] if first >= 0 else 0))
    return out


def _joker_deals(rng: random.Random, k: int) -> list[str]:
    """The joker with every ``k`` suited ranks (spades) and off-suit cards, and random
    deals with the joker."""
    ranks = "23456789TJQKA"
    deals = []
    for combo in itertools.combinations(range(13), k):
        cards = [f"{ranks[r]}s" for r in combo]
        filler = [f"{ranks[r]}h" for r in rng.sample(range(13), 4 - k)]
        deals.append(" ".join(["Jk", *cards, *filler]))
    deck = [f"{r}{s}" for r in ranks for s in "cdhs"]
    deals += [" ".join(["Jk", *rng.sample(deck, 4)]) for _ in range(400)]
    return deals


def _suited(ranks: set[tuple[int, ...]]) -> list[Pattern]:
    dealt = (1, 1)
    return [
        Pattern(Kind.RANKS, len(s) + 1, (1, 1), ranks=s, suited=True, dealt=dealt)
        for s in sorted(ranks, reverse=True)
    ]


def _draw(draw: Draw, held: int = 4, **conditions: object) -> Pattern:
    return Pattern(Kind.DRAW, held, (1, 1), draw=draw, dealt=(1, 1), **conditions)  # type: ignore[arg-type]


def _top(s: tuple[int, ...]) -> int:
    return int(text._TOP_LOW13[sum(1 << r for r in s), 0])


def test_a_long_list_of_flush_draws_by_the_highest_rank() -> None:
    """A Kings or Better Joker Poker level's rule: ``4 to an inside straight flush |
    suited AK9, AK8, ... K32`` (83 three-card sets with the joker) after the royal
    and outside straight flush draws, said by the flush draws' highest rank as
    sigmajove does (``Flush 4 (A high)``), and playing every deal as before."""
    listed = kings_flush_draws()
    assert len(listed) > 40
    earlier = [
        [_draw(Draw.ROYAL_FLUSH)],
        [_draw(Draw.STRAIGHT_FLUSH, openness=Openness.OUTSIDE)],
    ]
    rule = [_draw(Draw.STRAIGHT_FLUSH, openness=Openness.INSIDE), *_suited(listed)]
    played = [p for r in earlier for p in r]
    short = text.simplify(rule, KINGS, played)
    assert rule_text(short, KINGS, section_key(rule[0])) == (
        "4 to an inside straight flush | 4 to a flush with the highest rank A"
        " | 4 to a flush with the highest rank K and ranks 2-9/K"
    )
    deals = _joker_deals(random.Random(1), 3)
    assert _plays(KINGS, [*earlier, rule], deals) == _plays(KINGS, [*earlier, short], deals)
    # an ace with 2-5 is low: suited A54 is "the highest rank 5", as the matcher reads it
    nines = {(7, a, b) for a in range(7) for b in range(a)}
    fives = _suited({(3, 2, 1), (3, 2, 0), (3, 1, 0), *nines})
    short = text.simplify(fives, KINGS)
    assert any(p.top == frozenset({3}) for p in short)
    assert _plays(KINGS, [fives], deals) == _plays(KINGS, [short], deals)


def test_flush_draws_fit_what_the_list_fits() -> None:
    """Random lists of suited ranks with the joker (three cards: a run under a highest
    rank; two: any, long), some after earlier straight flush draws: whatever draws
    stand for them, every deal plays as with the list (the matcher reads both)."""
    covered = 0
    for seed in range(24):
        rng = random.Random(seed)
        k = 3 if seed % 3 else 2
        every = [tuple(sorted(c, reverse=True)) for c in itertools.combinations(range(13), k)]
        top = rng.choice([ACE, 11, 10, 9, 8, 3])
        low = rng.randrange(0, 6)
        listed = {s for s in every if _top(s) == top and min(s) >= low and max(s[1:]) < top}
        listed |= set(rng.sample(every, rng.choice([0, 2, 5] if k == 3 else [12, 20, 30])))
        if not listed:
            continue
        earlier = [
            [_draw(Draw.STRAIGHT_FLUSH, k + 1, openness=o if k == 3 else None)]
            for o in rng.sample([Openness.OUTSIDE, Openness.INSIDE], rng.choice([0, 1, 2]))
        ]
        rule = _suited(listed)
        short = text.simplify(rule, KINGS, [p for r in earlier for p in r])
        covered += any(p.kind is Kind.DRAW for p in short)
        deals = _joker_deals(rng, k)
        assert _plays(KINGS, [*earlier, rule], deals) == _plays(KINGS, [*earlier, short], deals), (
            seed
        )
    assert covered >= 10  # draws were found, not only the lists kept


def test_a_long_list_of_two_cards_as_straight_flush_draws() -> None:
    """A Double Joker level's rule under "One joker": the joker and two suited cards,
    34 of them (``suited AK, AQ, ..., 32``), said as straight flush draws; every deal
    plays as with the list."""
    game = game_of(load_builtin("double-joker-9-5"))
    pairs = "AK AQ AJ AT KQ KJ KT QJ QT Q9 JT J9 J8 T9 T8 T7 98 97 96 87 86 85 76 75 74"
    pairs += " 65 64 63 54 53 52 43 42 32"
    order = "23456789TJQKA"
    sets = {tuple(sorted((order.index(c) for c in h), reverse=True)) for h in pairs.split()}
    rule = _suited(sets)
    short = text.simplify(rule, game)
    said = rule_text(short, game, section_key(rule[0]))
    assert said == "3 to a straight flush with 0-2 gaps | 3 to a straight flush with ranks T-A"
    deals = _joker_deals(random.Random(2), 2)
    assert _plays(game, [rule], deals, "One joker") == _plays(game, [short], deals, "One joker")


def test_every_royal_draw_of_a_list_said_as_one() -> None:
    """A Double Joker level's rule under "No jokers": the ten two-card royal draws and six
    suited connectors (``suited AK, AQ, ..., JT, T9, 98, 87, 76, 65, 54``) said as the
    royal draw and the rest; every deal plays as with the list."""
    game = game_of(load_builtin("double-joker-9-5"))
    order = "23456789TJQKA"
    hands = [
        "AK",
        "AQ",
        "AJ",
        "AT",
        "KQ",
        "KJ",
        "KT",
        "QJ",
        "QT",
        "JT",
        "T9",
        "98",
        "87",
        "76",
        "65",
        "54",
    ]
    rule = [
        Pattern(
            Kind.RANKS,
            2,
            ranks=tuple(sorted((order.index(c) for c in h), reverse=True)),
            suited=True,
            dealt=(0, 0),
        )
        for h in hands
    ]
    short = text.simplify(rule, game)
    said = rule_text(short, game, section_key(rule[0]))
    assert said == "2 to a natural royal flush | suited T9, 98, 87, 76, 65, 54"
    rng = random.Random(3)
    deck = [f"{r}{s}" for r in order for s in "cdhs"]
    deals = [
        " ".join([f"{order[a]}s", f"{order[b]}s", *rng.sample([c for c in deck if c[1] != "s"], 3)])
        for a, b in itertools.combinations(range(13), 2)
    ]
    deals += [" ".join(rng.sample(deck, 5)) for _ in range(400)]
    assert _plays(game, [rule], deals, "No jokers") == _plays(game, [short], deals, "No jokers")
    # without suited AK (held elsewhere, or not at all) the royal draw would take it
    fewer = [p for p in rule if p.ranks != (12, 11)]
    short = text.simplify(fewer, game)
    assert all(p.draw is not Draw.ROYAL_FLUSH for p in short)
    assert _plays(game, [fewer], deals, "No jokers") == _plays(game, [short], deals, "No jokers")


def test_a_list_said_apart_plays_as_its_words_do_one_a_line() -> None:
    """A list too long for one line is said as one line for each part of its words
    (``text.said_apart``): random lists of suited ranks with the joker, some after
    straight flush draws; each list's ranks in exactly one group, and the groups as
    rules play every deal as its words do, each part a rule (the matcher reads both)."""
    apart = 0
    for seed in range(24):
        rng = random.Random(seed)
        k = 3 if seed % 3 else 2
        every = [tuple(sorted(c, reverse=True)) for c in itertools.combinations(range(13), k)]
        listed = {s for s in every if _top(s) in (ACE, 11) and max(s[1:]) < _top(s)}
        listed = set(rng.sample(sorted(listed), len(listed) * rng.choice([2, 3, 3]) // 3))
        listed |= set(rng.sample(every, rng.choice([0, 2, 5])))
        earlier = [
            [_draw(Draw.STRAIGHT_FLUSH, k + 1, openness=o if k == 3 else None)]
            for o in rng.sample([Openness.OUTSIDE, Openness.INSIDE], rng.choice([0, 1, 2]))
        ]
        rule = _suited(listed)
        played = [p for r in earlier for p in r]
        groups = text.said_apart(rule, KINGS, played)
        if groups is None:
            continue
        # the parts of its words: each draw, and the ranks one comma list says
        words: dict[object, list[Pattern]] = {}
        for p in text.simplify(rule, KINGS, played):
            words.setdefault(text._rank_key(p) or p, []).append(p)
        assert Counter(p for g in groups for p in g) == Counter(rule), seed
        assert len(groups) == len(words), seed
        apart += len(groups) > 1
        deals = _joker_deals(rng, k)
        assert _plays(KINGS, [*earlier, *groups], deals) == _plays(
            KINGS, [*earlier, *words.values()], deals
        ), seed
    assert apart >= 6  # lists were said in parts, not only in one
    # the Kings joker section's 3-card flush draws, by their highest rank: two lines
    listed = kings_flush_draws()
    played = [
        _draw(Draw.ROYAL_FLUSH),
        *(_draw(Draw.STRAIGHT_FLUSH, openness=o) for o in Openness),
    ]
    groups = text.said_apart(_suited(listed), KINGS, played)
    assert groups is not None
    assert [{_top(p.ranks) for p in g} for g in groups] == [{ACE}, {11}]
