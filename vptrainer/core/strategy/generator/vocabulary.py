"""The candidate hold patterns of a game: the words a generated strategy is made of.

Candidates (*atoms*) come in *families*: a coarse pattern (a pair, 3 to a straight
flush, 2 suited cards to a royal flush, ...) split by exact values of a few hold
features (wild cards held, the pair's rank, gaps, inside or outside, high cards, the
ranks themselves). Each atom is a pattern of the strategy language that says exactly
"the family's pattern with these values" (``pair of aces with 1 deuce``, ``3 to a
straight flush with 1 gap and 2 high cards``, ``suited KQJ``), so playing the
family once per deal and sorting its holds by their values plays every atom.
"""

from __future__ import annotations

import itertools
from collections.abc import Iterator
from dataclasses import dataclass, replace
from functools import lru_cache

import numpy as np
import numpy.typing as npt

from vptrainer.core.games.categories import category_def
from vptrainer.core.games.paytable import PayTable
from vptrainer.core.strategy import _features as fk
from vptrainer.core.strategy.game import ROYAL_RANKS, Game, game_of
from vptrainer.core.strategy.language import StrategyError, parse_strategy
from vptrainer.core.strategy.matching import rank_mask
from vptrainer.core.strategy.patterns import (
    Draw,
    Kind,
    Made,
    Openness,
    Pattern,
    Pick,
    Range,
    pattern_text,
)

I64 = npt.NDArray[np.int64]
# split features: (feature, added to its value, number of values; larger values count
# as the last)
W = (fk.F_W, 0, 6)
JK = (fk.F_JK, 0, 3)
GROUP = (fk.F_GROUP, 1, 14)
KICKER = (fk.F_KICKER, 1, 14)
HIGH = (fk.F_HIGH, 0, 6)
GAPS = (fk.F_GAPS, 0, 5)
WIN = (fk.F_WIN, 0, 3)  # 1 inside, 2 (or more) outside
RMASK = (fk.F_RMASK, 0, 1 << 13)
DW = (fk.F_DW, 0, 6)  # wild cards dealt: the section of a wild game's chart
HSUITS = (fk.F_HSUITS, 0, 16)  # the suits of the held naturals
MAX_SPLITS = 4
Split = tuple[int, int, int]
Atoms = dict[tuple[int, ...], Pattern]  # split values -> atom


@dataclass(frozen=True)
class Family:
    """A coarse pattern and the features its holds are split by into atoms."""

    coarse: Pattern
    splits: tuple[Split, ...]
    atoms: Atoms  # split values (after adding) -> atom


@dataclass(frozen=True, eq=False)
class Vocabulary:
    """Every atom of a game, and how each family's holds find their atom."""

    game: Game
    families: tuple[Family, ...]
    atoms: tuple[Pattern, ...]
    made: npt.NDArray[np.bool_]  # atoms that are made hands
    family_of: I64  # the family of each atom
    feat: I64  # (families, 3): split features, -1 unused
    add: I64  # (families, 3)
    size: I64  # (families, 3)
    offset: I64  # (families,): where each family's lookup starts
    lookup: I64  # flattened split index -> atom (-1: none)


def _w(n: int) -> Range:
    return (n, n)


def _kicker_sets(table: PayTable) -> dict[int, list[frozenset[int]]]:
    """For each quad rank, the kicker rank sets some four-of-a-kind line pays more for."""
    out: dict[int, list[frozenset[int]]] = {}
    natural = game_of(table).natural_ranks
    for line in table.lines:
        quad = line.quad
        if quad is None:
            cdef = category_def(table.game, line.key)
            quad = None if cdef is None else cdef.quad
        if quad is None or quad.kickers is None:
            continue
        for r in quad.ranks:
            kickers = frozenset(x for x in quad.kickers if x != r and x < 13) & natural
            if kickers and kickers not in out.setdefault(r, []):
                out[r].append(kickers)
    return out


def _made_families(game: Game, kickers: dict[int, list[frozenset[int]]]) -> Iterator[Family]:
    naturals = sorted(game.natural_ranks, reverse=True)
    ws = range(game.max_wilds + 1)
    grouped = [(Made.PAIR, 2), (Made.THREE_OF_A_KIND, 3), (Made.FOUR_OF_A_KIND, 4)]
    if game.is_wild:
        grouped.append((Made.FIVE_OF_A_KIND, 5))
    for made, held in grouped:
        atoms: Atoms = {
            (w, r + 1): Pattern(Kind.MADE, held, _w(w), made, group=frozenset({r}))
            for w in ws
            for r in naturals
            if w < held
        }
        yield Family(Pattern(Kind.MADE, held, (0, 5), made), (W, GROUP), atoms)
    for made in (
        Made.ROYAL_FLUSH,
        Made.STRAIGHT_FLUSH,
        Made.FULL_HOUSE,
        Made.FLUSH,
        Made.STRAIGHT,
        Made.TWO_PAIR,
    ):
        held = 4 if made is Made.TWO_PAIR else 5
        atoms = {(w,): Pattern(Kind.MADE, held, _w(w), made) for w in ws if w < held}
        yield Family(Pattern(Kind.MADE, held, (0, 5), made), (W,), atoms)
    for made, held in ((Made.FOUR_OF_A_KIND, 5), (Made.THREE_OF_A_KIND, 4)):
        atoms = {}
        for w, (r, sets) in itertools.product(ws, kickers.items()):
            if w >= held - 1:
                continue
            for ks in sets:
                atom = Pattern(Kind.MADE, held, _w(w), made, group=frozenset({r}), kicker=ks)
                for kr in ks:
                    atoms.setdefault((w, r + 1, kr + 1), atom)
        if atoms:
            coarse = Pattern(Kind.MADE, held, (0, 5), made, kicker=game.natural_ranks)
            yield Family(coarse, (W, GROUP, KICKER), atoms)


def _draw_families(game: Game) -> Iterator[Family]:
    ws = range(game.max_wilds + 1)
    royal = sorted(ROYAL_RANKS & game.natural_ranks, reverse=True)
    rf4: Atoms = {(w,): Pattern(Kind.DRAW, 4, _w(w), draw=Draw.ROYAL_FLUSH) for w in ws if w < 4}
    yield Family(Pattern(Kind.DRAW, 4, (0, 5), draw=Draw.ROYAL_FLUSH), (W,), rf4)
    for held in (2, 3):  # fewer cards to a royal flush: by their ranks
        atoms: Atoms = {}
        for w in ws:
            k = held - w
            if k >= 2:
                for ranks in itertools.combinations(royal, k):
                    atom = Pattern(Kind.RANKS, held, _w(w), ranks=ranks, suited=True)
                    atoms[(w, rank_mask(ranks))] = atom
        coarse = Pattern(Kind.DRAW, held, (0, 5), draw=Draw.ROYAL_FLUSH)
        yield Family(coarse, (W, RMASK), atoms)
    yield from _ranked_draw_families(game)


_WINDOWS = [frozenset([12, 0, 1, 2, 3])] + [frozenset(range(s, s + 5)) for s in range(9)]


def _straight_rank_sets(game: Game, k: int) -> list[tuple[int, ...]]:
    """Sets of ``k`` natural ranks that fit some straight, highest first."""
    out: set[tuple[int, ...]] = set()
    natural = game.natural_ranks
    for window in _WINDOWS:
        for ranks in itertools.combinations(sorted(window & natural, reverse=True), k):
            out.add(ranks)
    return sorted(out, reverse=True)


def _ranked_draw_families(game: Game) -> Iterator[Family]:
    """Draws to a straight flush, flush or straight of a wild game, by their ranks:
    where wild cards fill straights, which ranks are held matters more than gaps."""
    ws = range(game.max_wilds + 1)
    for draw, held in itertools.product((Draw.STRAIGHT_FLUSH, Draw.STRAIGHT), (2, 3, 4)):
        atoms: Atoms = {}
        suited = True if draw is Draw.STRAIGHT_FLUSH else None
        for w in ws:
            k = held - w
            if k < 2:
                continue
            for ranks in _straight_rank_sets(game, k):
                atom = Pattern(Kind.RANKS, held, _w(w), ranks=ranks, suited=suited)
                atoms[(w, rank_mask(ranks))] = atom
        yield Family(Pattern(Kind.DRAW, held, (0, 5), draw=draw), (W, RMASK), atoms)
    high_cards = game.high_min is not None
    by: tuple[Split, ...] = (W, HIGH) if high_cards else (W,)
    naturals = sorted(game.natural_ranks, reverse=True)
    for held in (3, 4):
        plain: Atoms = {
            ((0, h) if high_cards else (0,)): Pattern(
                Kind.DRAW, held, (0, 0), draw=Draw.FLUSH, high=_w(h) if high_cards else None
            )
            for h in (range(held + 1) if high_cards else range(1))
        }
        yield Family(Pattern(Kind.DRAW, held, (0, 0), draw=Draw.FLUSH), by, plain)
        # with wild cards: by the ranks of the suited naturals
        ranked: Atoms = {}
        for w in ws:
            if w >= 1 and held - w >= 1:
                for ranks in itertools.combinations(naturals, held - w):
                    suited = True if len(ranks) > 1 else None
                    atom = Pattern(Kind.RANKS, held, _w(w), ranks=ranks, suited=suited)
                    ranked[(w, rank_mask(ranks))] = atom
        yield Family(Pattern(Kind.DRAW, held, (1, 5), draw=Draw.FLUSH), (W, RMASK), ranked)


def _card_families(game: Game) -> Iterator[Family]:
    high = sorted(game.high_ranks, reverse=True)
    for k in (2, 3):
        if len(high) < k:
            continue
        atoms: Atoms = {
            (rank_mask(ranks),): Pattern(Kind.RANKS, k, ranks=ranks, suited=False)
            for ranks in itertools.combinations(high, k)
        }
        yield Family(Pattern(Kind.HIGH_CARDS, k, suited=False), (RMASK,), atoms)
    singles: Atoms = {
        (1 << r,): Pattern(Kind.RANKS, 1, ranks=(r,)) for r in sorted(game.natural_ranks)
    }
    yield Family(Pattern(Kind.DRAW, 1, draw=Draw.FLUSH), (RMASK,), singles)
    for held in range(1, game.max_wilds + 1):
        coarse = Pattern(Kind.WILDS, held, _w(held))
        if not game.mixed:
            yield Family(coarse, (), {(): coarse})
            continue
        atoms = {}
        for j in range(min(held, game.joker_count) + 1):
            o = held - j
            if o > game.max_others:
                continue
            others = _w(o) if o else None
            jokers = _w(j) if j else None
            atoms[(j,)] = Pattern(Kind.WILDS, held, _w(held), others=others, jokers=jokers)
        yield Family(coarse, (JK,), atoms)
    nothing = Pattern(Kind.NOTHING, 0)
    yield Family(nothing, (), {(): nothing})


def canonical(p: Pattern, game: Game) -> Pattern | None:
    """The pattern as its text reads back (None when the game cannot have it)."""
    # kept for every table of the same game: its name only words the messages
    return _canonical(p, replace(game, name=""))


@lru_cache(maxsize=65536)
def _canonical(p: Pattern, game: Game) -> Pattern | None:
    try:
        rules = parse_strategy(pattern_text(p, game), game).rules
    except StrategyError:
        return None
    if len(rules) != 1 or len(rules[0].patterns) != 1:
        return None
    return rules[0].patterns[0]


def _index(splits: tuple[Split, ...], values: tuple[int, ...]) -> int:
    idx = 0
    for (_, _, size), v in zip(splits, values, strict=True):
        idx = idx * size + min(v, size - 1)
    return idx


def _build(game: Game, families: list[Family]) -> Vocabulary:
    atoms: dict[Pattern, int] = {}
    canon: dict[Pattern, Pattern | None] = {}
    feat = np.full((len(families), MAX_SPLITS), -1, dtype=np.int64)
    add = np.zeros((len(families), MAX_SPLITS), dtype=np.int64)
    size = np.ones((len(families), MAX_SPLITS), dtype=np.int64)
    offset = np.zeros(len(families), dtype=np.int64)
    tables: list[I64] = []
    family_of: list[int] = []
    at = 0
    for f, fam in enumerate(families):
        for j, (feature, plus, n) in enumerate(fam.splits):
            feat[f, j], add[f, j], size[f, j] = feature, plus, n
        n_values = int(np.prod([s[2] for s in fam.splits])) if fam.splits else 1
        table = np.full(n_values, -1, dtype=np.int64)
        for values, atom in fam.atoms.items():
            dealt = atom.dealt
            held = replace(atom, dealt=None, suits=None)
            if held not in canon:
                canon[held] = canonical(held, game)
            c = canon[held]
            if c is None:
                continue
            c = replace(c, dealt=dealt, suits=atom.suits)
            if c not in atoms:
                atoms[c] = len(atoms)
                family_of.append(f)
            table[_index(fam.splits, values)] = atoms[c]
        offset[f] = at
        at += n_values
        tables.append(table)
    ordered = tuple(atoms)
    made = np.array([p.kind is Kind.MADE for p in ordered], dtype=bool)
    return Vocabulary(
        game,
        tuple(families),
        ordered,
        made,
        np.array(family_of, dtype=np.int64),
        feat,
        add,
        size,
        offset,
        np.concatenate(tables),
    )


def _by_deal(game: Game, family: Family) -> Family:
    """A wild game's family split by the wild cards dealt too: each atom plays the
    deals with a given number of wild cards (its chart's section), holding all of them
    or fewer."""
    atoms: Atoms = {}
    for values, atom in family.atoms.items():
        for dealt in range(atom.wilds[1], game.max_wilds + 1):
            atoms[(dealt, *values)] = replace(atom, dealt=(dealt, dealt))
    return Family(family.coarse, (DW, *family.splits), atoms)


def _suited(p: Pattern) -> bool:
    """Whether every hold a pattern matches has its naturals of one suit."""
    if p.kind is Kind.DRAW:
        return p.draw is not Draw.STRAIGHT
    return p.kind is Kind.RANKS and p.suited is True


def _by_suits(game: Game, family: Family) -> Family:
    """A family of suited holds split by the suit of the naturals, where some suits have
    wild cards and others not (One-Eyed Jacks: the jacks of hearts and spades): the
    chance to complete a hand differs between the two groups of suits."""
    wild_suits = frozenset(c & 3 for c in game.spec.wild_cards if c < 52)
    groups = (wild_suits, frozenset(range(4)) - wild_suits)
    atoms: Atoms = {}
    for values, atom in family.atoms.items():
        for suit in range(4):
            group = groups[0] if suit in wild_suits else groups[1]
            atoms[(1 << suit, *values)] = replace(atom, suits=group)
    return Family(family.coarse, (HSUITS, *family.splits), atoms)


@lru_cache(maxsize=8)
def _vocabulary(
    game: Game, kickers: tuple[tuple[int, tuple[frozenset[int], ...]], ...]
) -> Vocabulary:
    families = [
        *_made_families(game, {r: list(ks) for r, ks in kickers}),
        *_draw_families(game),
        *_card_families(game),
    ]
    if game.spec.wild_cards:
        families = [
            _by_suits(game, f) if f.atoms and all(_suited(a) for a in f.atoms.values()) else f
            for f in families
        ]
    if game.is_wild:
        families = [_by_deal(game, f) for f in families]
    return _build(game, families)


def vocabulary(table: PayTable) -> Vocabulary:
    """Every atom of a table's game, in canonical form, and the families that find them."""
    kickers = tuple(sorted((r, tuple(ks)) for r, ks in _kicker_sets(table).items()))
    return _vocabulary(game_of(table), kickers)


def atom_family(voc: Vocabulary, atom: int) -> Family:
    """The family an atom belongs to."""
    return voc.families[int(voc.family_of[atom])]


def _coarse_candidates(voc: Vocabulary) -> Iterator[Pattern]:
    game = voc.game
    for f, fam in enumerate(voc.families):
        coarse = fam.coarse
        ws = sorted({voc.atoms[a].wilds for a in np.flatnonzero(voc.family_of == f)})
        if coarse.kind is Kind.NOTHING:
            continue
        for wilds in ws:
            base = replace(coarse, wilds=wilds)
            if game.is_wild:
                base = replace(base, dealt=wilds)
            if coarse.kind is Kind.MADE:
                yield base
                if coarse.made is Made.PAIR and game.high_min is not None:
                    yield replace(base, group=game.high_ranks)
                    yield replace(base, group=game.low_ranks)
                continue
            if coarse.kind is Kind.DRAW:
                if coarse.draw is Draw.FLUSH and coarse.held == 1:
                    continue  # single cards: see below
                yield base
                if coarse.held == 4 and coarse.draw in (Draw.STRAIGHT, Draw.STRAIGHT_FLUSH):
                    yield replace(base, openness=Openness.OUTSIDE)
                    yield replace(base, openness=Openness.INSIDE)
                if coarse.held <= 3:
                    for pick in Pick:
                        yield replace(base, pick=pick)
                continue
            if coarse.kind is Kind.HIGH_CARDS:
                yield base
                for pick in Pick:
                    yield replace(base, pick=pick)
    if game.high_min is not None:
        # high cards alone: with no wild card dealt (a wild card held makes a pair)
        dealt = (0, 0) if game.is_wild else None
        for held, suited in ((1, None), (2, True), (2, False), (3, False)):
            base = Pattern(Kind.HIGH_CARDS, held, suited=suited, dealt=dealt)
            yield base
            for pick in Pick:
                yield replace(base, pick=pick)


def coarse_patterns(voc: Vocabulary) -> tuple[Pattern, ...]:
    """Coarser patterns of the game (any pair, 3 to a royal flush, 2 unsuited high
    cards, with "pick the lowest" where a deal can have several holds): what short
    strategies are written with."""
    out: dict[Pattern, None] = {}
    atoms = set(voc.atoms)
    for p in _coarse_candidates(voc):
        c = canonical(p, voc.game)
        if c is not None and c not in atoms:
            out.setdefault(c, None)
    return tuple(out)
