"""A slow, obvious strategy evaluator: every deal, plain Python matching.

It knows nothing of the compiled tests, feature tables or kernels of
``vptrainer.core.strategy``: each pattern is checked against the held and discarded
cards with the definitions of ``docs/strategy-format.md`` written out in Python, and
all 2,598,960 deals are enumerated (grouped by their suit pattern, so that each
group is matched once). Hold EVs come from the engine's hold table, which
``tests/core/engine/test_hold_table.py`` checks against ``hold_evs``.
"""

from __future__ import annotations

import itertools
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction
from functools import cache

import numpy as np

from naive.testcache import cached_json
from vptrainer.core import combinatorics
from vptrainer.core.combinatorics import colex_index
from vptrainer.core.engine.hold_table import HoldTable
from vptrainer.core.strategy.game import Game
from vptrainer.core.strategy.language import Strategy
from vptrainer.core.strategy.patterns import (
    Draw,
    Kind,
    Made,
    Openness,
    Pattern,
    PenaltyKind,
    Pick,
    SuitMode,
)

STRAIGHTS = [frozenset([12, 0, 1, 2, 3])] + [frozenset(range(s, s + 5)) for s in range(9)]
ROYAL = frozenset(range(8, 13))


def straights_fitting(ranks: Sequence[int]) -> int:
    """How many 5-rank straights contain every one of ``ranks`` (distinct)."""
    return sum(1 for s in STRAIGHTS if set(ranks) <= s)


def _category(ranks: tuple[int, ...], suited: bool) -> Made:
    """The made hand of natural cards (ranks, and whether all share a suit)."""
    n = len(ranks)
    counts = sorted(Counter(ranks).values(), reverse=True) or [0]
    distinct = len(set(ranks)) == n
    fits = distinct and straights_fitting(ranks) > 0
    if n == 5 and counts[0] == 5:
        return Made.FIVE_OF_A_KIND
    if n == 5 and suited and fits and set(ranks) == ROYAL:
        return Made.ROYAL_FLUSH
    if n == 5 and suited and fits:
        return Made.STRAIGHT_FLUSH
    if counts[0] >= 4:
        return Made.FOUR_OF_A_KIND
    if n == 5 and counts[:2] == [3, 2]:
        return Made.FULL_HOUSE
    if n == 5 and suited:
        return Made.FLUSH
    if n == 5 and fits:
        return Made.STRAIGHT
    if counts[0] >= 3:
        return Made.THREE_OF_A_KIND
    if counts[:2] == [2, 2]:
        return Made.TWO_PAIR
    if counts[0] >= 2:
        return Made.PAIR
    return Made.NOTHING


@cache
def made_hand(natural_ranks: tuple[int, ...], suited: bool, wilds: int) -> Made:
    """The best made hand, each wild card becoming any rank of the naturals' suit."""
    best = Made.NOTHING
    for extra in itertools.product(range(13), repeat=wilds):
        best = max(best, _category(tuple(sorted(natural_ranks + extra)), suited))
    return best


# what a pattern's held part was found to say, by pattern (its id) and held signature
Memo = dict[int, dict[tuple[tuple[int, ...], bool, int, int], bool]]


class _Hold:
    """One hold of a deal: the kept cards and what the rules look at."""

    __slots__ = (
        "deal",
        "dealt_jokers",
        "dealt_wilds",
        "held",
        "jokers",
        "mask",
        "natural_ranks",
        "one_suit",
        "sig",
        "wilds",
    )

    def __init__(
        self,
        deal: Sequence[int],
        mask: int,
        held: list[int],
        natural_ranks: tuple[int, ...],
        one_suit: bool,
        wilds: int,
        jokers: int,
        dealt_wilds: int,
        dealt_jokers: int,
    ) -> None:
        self.deal = deal
        self.dealt_wilds = dealt_wilds  # wild cards of the whole deal
        self.dealt_jokers = dealt_jokers
        self.mask = mask
        self.held = held
        self.natural_ranks = natural_ranks  # highest first
        self.one_suit = one_suit  # the naturals share a suit (or there are none)
        self.wilds = wilds
        self.jokers = jokers  # of the wild cards held, the jokers (cards 52 and 53)
        # all the held part of a pattern looks at (see held_matches)
        self.sig = (natural_ranks, one_suit, wilds, jokers)

    @property
    def discards(self) -> list[int]:
        return [c for j, c in enumerate(self.deal) if not self.mask >> j & 1]


def _make_holds(cards: Sequence[int], game: Game) -> list[list[_Hold]]:
    """The 32 holds of a deal (ascending cards) by cards held; hold m keeps the cards of
    its bits.

    Each hold is the hold without its highest card plus that card: as the cards
    ascend, a natural card's rank goes in front of the natural ranks (highest first).
    """
    dealt_wilds = sum(1 for c in cards if c in game.wild_cards)
    dealt_jokers = sum(1 for c in cards if c >= 52)
    holds: list[list[_Hold]] = [[], [], [], [], [], []]
    # per hold: cards held, natural ranks, the naturals' suit (None: none, -1: mixed),
    # wild cards, jokers
    parts: list[tuple[list[int], tuple[int, ...], int | None, int, int]] = [([], (), None, 0, 0)]
    holds[0].append(_Hold(cards, 0, [], (), True, 0, 0, dealt_wilds, dealt_jokers))
    for m in range(1, 32):
        j = m.bit_length() - 1
        held, ranks, suit, wilds, jokers = parts[m ^ (1 << j)]
        c = cards[j]
        if c in game.wild_cards:
            wilds += 1
            jokers += c >= 52
        else:
            ranks = (c >> 2, *ranks)
            suit = c & 3 if suit is None or suit == c & 3 else -1
        held = [*held, c]
        parts.append((held, ranks, suit, wilds, jokers))
        holds[len(held)].append(
            _Hold(cards, m, held, ranks, suit != -1, wilds, jokers, dealt_wilds, dealt_jokers)
        )
    return holds


def _high(rank: int, game: Game) -> bool:
    return game.high_min is not None and rank >= game.high_min


def held_matches(
    p: Pattern,
    ranks: tuple[int, ...],
    one_suit: bool,
    wilds: int,
    game: Game,
    memo: Memo,
    jokers: int = 0,
) -> bool:
    """The part of a pattern that depends on the held cards only (remembered in ``memo``,
    whose patterns must stay alive, as they are keyed by identity)."""
    known = memo.setdefault(id(p), {})
    key = (ranks, one_suit, wilds, jokers)
    ok = known.get(key)
    if ok is None:
        ok = known[key] = _held_matches(p, list(ranks), one_suit, wilds, game, jokers)
    return ok


def _held_matches(
    p: Pattern, ranks: list[int], one_suit: bool, wilds: int, game: Game, jokers: int
) -> bool:
    if len(ranks) + wilds != p.held or not p.wilds[0] <= wilds <= p.wilds[1]:
        return False
    if p.jokers is not None and not p.jokers[0] <= jokers <= p.jokers[1]:
        return False
    if p.others is not None and not p.others[0] <= wilds - jokers <= p.others[1]:
        return False
    distinct = len(set(ranks)) == len(ranks)
    fits = straights_fitting(ranks) if distinct else 0
    if p.kind is Kind.WILDS:
        if ranks:
            return False
    elif p.kind is Kind.MADE:
        if made_hand(tuple(sorted(ranks)), one_suit, wilds) is not p.made:
            return False
    elif p.kind is Kind.DRAW:
        if p.draw in (Draw.ROYAL_FLUSH, Draw.STRAIGHT_FLUSH, Draw.FLUSH) and not one_suit:
            return False
        if p.draw is not Draw.FLUSH and fits == 0:
            return False
        if p.draw is Draw.ROYAL_FLUSH and not set(ranks) <= ROYAL:
            return False
        if p.openness is Openness.OUTSIDE and fits < 2:
            return False
        if p.openness is Openness.INSIDE and fits != 1:
            return False
    elif p.kind is Kind.HIGH_CARDS:
        if not distinct or not all(_high(r, game) for r in ranks):
            return False
    elif p.kind is Kind.RANKS and sorted(ranks) != sorted(p.ranks):
        return False
    if p.suited is not None and one_suit != p.suited:
        return False
    if p.within is not None and not set(ranks) <= p.within:
        return False
    if p.high is not None and not p.high[0] <= sum(_high(r, game) for r in ranks) <= p.high[1]:
        return False
    if p.gaps is not None:
        gaps = max(0, 6 - len(ranks) - fits) if fits else 99
        if not p.gaps[0] <= gaps <= min(p.gaps[1], 98):
            return False
    if p.span is not None and not p.span[0] <= _span(ranks) <= min(p.span[1], 98):
        return False
    if p.top is not None or p.bottom is not None:
        top, bottom = _ends(ranks)
        if p.top is not None and top not in p.top:
            return False
        if p.bottom is not None and bottom not in p.bottom:
            return False
    if p.has is not None and not p.has <= set(ranks):
        return False
    if p.group is not None or p.kicker is not None:
        by_count = sorted(Counter(ranks).items(), key=lambda rc: (-rc[1], -rc[0]))
        group = by_count[0][0] if by_count else None
        if p.group is not None and group not in p.group:
            return False
        if p.kicker is not None:
            others = [r for r in ranks if r != group]
            if not others or max(others) not in p.kicker:
                return False
    return True


def _span(ranks: Sequence[int]) -> int:
    """Ranks from the lowest to the highest (the ace high or low, the shorter); 99 for
    a pair, 0 for none."""
    if not ranks:
        return 0
    if len(set(ranks)) != len(ranks):
        return 99
    high = max(ranks) - min(ranks) + 1
    if 12 in ranks:
        low = [-1 if r == 12 else r for r in ranks]
        return min(high, max(low) - min(low) + 1)
    return high


def _ends(ranks: Sequence[int]) -> tuple[int, int]:
    """The highest and the lowest rank; the ace low (its rank still 12) when distinct
    ranks fit a straight only with the ace low."""
    if not ranks:
        return -1, -1
    if len(set(ranks)) == len(ranks) and 12 in ranks and len(ranks) > 1:
        low = [-1 if r == 12 else r for r in ranks]
        if max(low) - min(low) < max(ranks) - min(ranks):
            return max(low), 12
    return max(ranks), min(ranks)


def _dealt_matches(p: Pattern, hold: _Hold) -> bool:
    if p.dealt is not None and not p.dealt[0] <= hold.dealt_wilds <= p.dealt[1]:
        return False
    if (
        p.dealt_jokers is not None
        and not p.dealt_jokers[0] <= hold.dealt_jokers <= p.dealt_jokers[1]
    ):
        return False
    others = hold.dealt_wilds - hold.dealt_jokers
    return p.dealt_others is None or p.dealt_others[0] <= others <= p.dealt_others[1]


def pattern_matches(p: Pattern, hold: _Hold, game: Game, memo: Memo) -> bool:
    """Whether holding ``hold.held`` (and discarding the rest) fits the pattern."""
    if not _dealt_matches(p, hold):
        return False
    if not held_matches(p, hold.natural_ranks, hold.one_suit, hold.wilds, game, memo, hold.jokers):
        return False
    return _rest_matches(p, hold, game)


def _rest_matches(p: Pattern, hold: _Hold, game: Game) -> bool:
    """Whether the rest of the pattern (beyond its held part) fits: the wild cards
    dealt, the held suits, the discards its penalty cards ask."""
    if not _dealt_matches(p, hold):
        return False
    if p.suits is not None and any(
        c & 3 not in p.suits for c in hold.held if c not in game.wild_cards
    ):
        return False
    return not p.penalties or _penalties_match(p, hold, game)


def _penalties_match(p: Pattern, hold: _Hold, game: Game) -> bool:
    """Whether the discards of ``hold`` are what the pattern's penalty cards ask."""
    ranks = hold.natural_ranks
    nat = [c for c in hold.held if c not in game.wild_cards]
    dis = [c for c in hold.discards if c not in game.wild_cards]
    fits = straights_fitting(ranks) if len(set(ranks)) == len(ranks) else 0
    for pen in p.penalties:
        if pen.kind is PenaltyKind.FLUSH:
            n = len([c for c in dis if nat and hold.one_suit and c & 3 == nat[0] & 3])
        elif pen.kind is PenaltyKind.STRAIGHT:
            n = len(
                [
                    c
                    for c in dis
                    if nat
                    and fits
                    and (c >> 2) not in ranks
                    and straights_fitting([*ranks, c >> 2]) > 0
                ]
            )
        elif pen.kind is PenaltyKind.HIGH:
            n = len([c for c in dis if _high(c >> 2, game)])
        elif pen.kind is PenaltyKind.SUITED:
            n = int(any(all(r * 4 + s in dis for r in pen.ranks) for s in range(4)))
        else:
            held_suits = {c & 3 for c in nat}
            n = len(
                [
                    c
                    for c in dis
                    if (c >> 2) in pen.ranks
                    and (pen.suits is None or ((c & 3) in held_suits) == (pen.suits is SuitMode.ON))
                ]
            )
        if not pen.count[0] <= n <= pen.count[1]:
            return False
    return True


def _natural_key(hold: _Hold) -> int:
    return sum(8**r for r in hold.natural_ranks)


def rule_matches(
    patterns: Sequence[Pattern], holds: list[list[_Hold]], game: Game, memo: Memo
) -> set[int]:
    """The masks a rule matches in one deal (each pattern narrowed by its remark): those
    of its patterns; when they match, those of the first preference level (``A << B``)
    that matches too, and of the next while they match."""
    levels = sorted({p.prefer for p in patterns})
    found = _level_matches([p for p in patterns if p.prefer == levels[0]], holds, game, memo)
    for level in levels[1:]:
        if not found:
            break
        better = _level_matches([p for p in patterns if p.prefer == level], holds, game, memo)
        if not better:
            break
        found = better
    return found


def _level_matches(
    patterns: Sequence[Pattern], holds: list[list[_Hold]], game: Game, memo: Memo
) -> set[int]:
    found: set[int] = set()
    made: set[int] = set()
    for p in patterns:
        # pattern_matches, with the memo of held_matches looked up here (the hot loop)
        known = memo.get(id(p))
        if known is None:
            known = memo[id(p)] = {}
        hits = []
        for h in holds[p.held]:
            ok = known.get(h.sig)
            if ok is None:
                ok = held_matches(p, h.natural_ranks, h.one_suit, h.wilds, game, memo, h.jokers)
            if ok and _rest_matches(p, h, game):
                hits.append(h)
        if hits and p.pick is not None:
            keys = [_natural_key(h) for h in hits]
            target = min(keys) if p.pick is Pick.LOWEST else max(keys)
            hits = [h for h, k in zip(hits, keys, strict=True) if k == target]
        found |= {h.mask for h in hits}
        if p.kind is Kind.MADE or (p.kind is Kind.DRAW and p.held == 5):
            made |= {h.mask for h in hits}
    # a made hand held whole wins over any part of it matched by the same rule
    for m in list(found):
        if any(m2 != m and m & m2 == m for m2 in made):
            found.discard(m)
    return found


def play_holds(strategy: Strategy, holds: list[list[_Hold]], memo: Memo) -> tuple[int, set[int]]:
    """The rule a deal plays and the holds it matches (rule -1: none)."""
    for r, rule in enumerate(strategy.rules):
        found = rule_matches(rule.patterns, holds, strategy.game, memo)
        if found:
            return r, found
    return -1, {0}


def play_deal(
    strategy: Strategy, cards: Sequence[int], memo: Memo | None = None
) -> tuple[int, set[int]]:
    """The rule a deal (ascending cards) plays and the holds it matches (rule -1: none);
    ``memo`` may be shared by the deals of one strategy."""
    return play_holds(strategy, _make_holds(cards, strategy.game), {} if memo is None else memo)


def suit_pattern_groups(deck: int = 52) -> Counter[tuple[int, ...]]:
    """Every deal of the deck, counted by its representative (suits relabelled so their
    rank masks do not increase from clubs to spades; the joker stays 52)."""
    by_masks: Counter[tuple[int, int, int, int, bool]] = Counter()
    bit = [(c & 3, 1 << (c >> 2)) if c < 52 else (0, 0) for c in range(deck)]
    for a in range(deck - 4):
        sa, ba = bit[a]
        m_a = [0, 0, 0, 0]
        m_a[sa] |= ba
        for b in range(a + 1, deck - 3):
            sb, bb = bit[b]
            m_b = m_a.copy()
            m_b[sb] |= bb
            for c in range(b + 1, deck - 2):
                sc, bc = bit[c]
                m_c = m_b.copy()
                m_c[sc] |= bc
                for d in range(c + 1, deck - 1):
                    sd, bd = bit[d]
                    m_d = m_c.copy()
                    m_d[sd] |= bd
                    for e in range(d + 1, deck):
                        se, be = bit[e]
                        m = m_d.copy()
                        m[se] |= be
                        m.sort(reverse=True)
                        by_masks[(m[0], m[1], m[2], m[3], e == 52)] += 1
    groups: Counter[tuple[int, ...]] = Counter()
    for (*masks, joker), count in by_masks.items():
        rep = sorted(
            [(r << 2) | s for s, mask in enumerate(masks) for r in range(13) if mask >> r & 1]
        )
        groups[tuple(rep + [52] * joker)] += count
    return groups


@dataclass(frozen=True)
class OracleResult:
    return_best: Fraction
    return_worst: Fraction
    ambiguous_deals: int
    deals_by_rule: dict[int, int]  # rule (-1: none) -> deals
    error_by_rule: dict[int, Fraction]  # rule -> EV lost against optimal, per hand dealt


def evaluate(
    strategies: Sequence[Strategy], table: HoldTable, groups: Counter[tuple[int, ...]]
) -> list[OracleResult]:
    """Play each strategy on every deal (``groups`` from :func:`suit_pattern_groups`)."""
    colex = table.classes.colex
    n = len(strategies)
    total_best = [0] * n
    total_worst = [0] * n
    ambiguous = [0] * n
    deals: list[Counter[int]] = [Counter() for _ in strategies]
    errors: list[Counter[int]] = [Counter() for _ in strategies]
    memos: list[Memo] = [{} for _ in strategies]
    deals_seen = 0
    game = strategies[0].game
    for rep, count in groups.items():
        i = int(np.searchsorted(colex, colex_index(list(rep))))
        assert colex[i] == colex_index(list(rep))
        ev = [int(x) for x in table.ev[i]]
        optimal = max(ev)
        holds = _make_holds(rep, game)
        deals_seen += count
        for k, strategy in enumerate(strategies):
            rule, found = play_holds(strategy, holds, memos[k])
            best = max(ev[m] for m in found)
            total_best[k] += count * best
            total_worst[k] += count * min(ev[m] for m in found)
            ambiguous[k] += count if len(found) > 1 else 0
            deals[k][rule] += count
            errors[k][rule] += count * (optimal - best)
    denom = deals_seen * table.denominator
    return [
        OracleResult(
            Fraction(total_best[k], denom),
            Fraction(total_worst[k], denom),
            ambiguous[k],
            dict(deals[k]),
            {r: Fraction(e, denom) for r, e in errors[k].items()},
        )
        for k in range(n)
    ]


def evaluate_every_deal(
    strategies: Sequence[Strategy], table: HoldTable
) -> tuple[int, list[OracleResult]]:
    """The deals :func:`suit_pattern_groups` counts, and :func:`evaluate` of every one.

    Kept on disk between runs (:mod:`naive.testcache`), keyed by this file and the
    engine's colex code, the strategies as read and the hold table's EVs: a change to
    any of them plays every deal again.
    """
    game = strategies[0].game
    deck = table.classes.deck_size

    def build() -> dict[str, object]:
        groups = suit_pattern_groups(deck)
        return {
            "deals": sum(groups.values()),
            "results": [
                {
                    "return_best": str(r.return_best),
                    "return_worst": str(r.return_worst),
                    "ambiguous_deals": r.ambiguous_deals,
                    "deals_by_rule": sorted(r.deals_by_rule.items()),
                    "error_by_rule": sorted((k, str(v)) for k, v in r.error_by_rule.items()),
                }
                for r in evaluate(strategies, table, groups)
            ],
        }

    found = cached_json(
        "strategy-oracle",
        [__file__, combinatorics.__file__],
        build,
        inputs=[
            repr((deck, sorted(game.wild_cards), game.high_min)),
            *(repr(s.rules) for s in strategies),
            table.classes.colex,
            table.ev,
            str(table.denominator),
        ],
    )
    return found["deals"], [
        OracleResult(
            Fraction(r["return_best"]),
            Fraction(r["return_worst"]),
            r["ambiguous_deals"],
            {int(k): int(v) for k, v in r["deals_by_rule"]},
            {int(k): Fraction(v) for k, v in r["error_by_rule"]},
        )
        for r in found["results"]
    ]
