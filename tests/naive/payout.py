"""Slow, obvious reference versions of the engine, for tests only.

They know nothing of count tables, suit classes or evaluator keys: a final hand
is classified by sorting ranks and counting (wild cards by trying every
substitution), paid the listed category that pays most, and a hold's EV is the
average pay over every possible draw, plus the bonus the deal itself earns.

Nothing is kept in memory between calls (a cache of every hand ever classified held
hundreds of thousands of sets, which every later garbage collection of the test run
walked); :func:`hold_ev`'s answers are kept on disk between runs of the same oracle
(:mod:`naive.testcache`), since the tests ask it about the same seeded hands every run.
"""

from __future__ import annotations

import itertools
import math
from collections import Counter
from collections.abc import Callable, Hashable, Sequence
from fractions import Fraction
from functools import cache
from pathlib import Path

import vptrainer.core.games
from naive.testcache import cached_entry, digest
from vptrainer.core import cards, combinatorics
from vptrainer.core.games.game_spec import GameSpec, Wild
from vptrainer.core.games.paytable import PayLine, PayTable


def _straight_high(ranks: Sequence[int]) -> int | None:
    """High rank of a straight of five distinct ranks (0..12 = 2..A), or None."""
    rs = sorted(set(ranks))
    if len(rs) != 5:
        return None
    if rs[4] - rs[0] == 4:
        return rs[4]
    if rs == [0, 1, 2, 3, 12]:
        return 3
    return None


def natural_qualifications(cards: Sequence[int]) -> set[str]:
    """Every non-wild category key a natural five-card hand qualifies for.

    Cards may repeat (a wild card copying a card already held); five of one rank
    qualifies as ``five_of_a_kind`` plus its splits.
    """
    ranks = [c >> 2 for c in cards]
    suits = [c & 3 for c in cards]
    counts = sorted(Counter(ranks).values(), reverse=True)
    by_count = sorted(Counter(ranks).items(), key=lambda rc: (-rc[1], -rc[0]))
    flush = len(set(suits)) == 1
    high = _straight_high(ranks)
    q: set[str] = set()
    if flush and high is not None:
        q |= {"straight_flush", "flush", "straight"}
        if high == 12:
            q.add("royal_flush")
    if flush:
        q.add("flush")
    if high is not None:
        q.add("straight")
    if counts[0] == 5:
        q |= {"five_of_a_kind", "four_of_a_kind", "three_of_a_kind"}
        r = ranks[0]
        if r == 12:
            q.add("five_aces")
        elif 1 <= r <= 3:
            q.add("five_3_5")
        elif 4 <= r <= 11:
            q.add("five_6_k")
        q.add(f"quad:{r}:{r}")
    if counts[0] == 4:
        q |= {"four_of_a_kind", "three_of_a_kind"}
        q.add(f"quad:{by_count[0][0]}:{by_count[1][0]}")
    if counts[:2] == [3, 2]:
        q |= {"full_house", "three_of_a_kind", "two_pair"}
    if counts[0] == 3:
        q.add("three_of_a_kind")
    if counts[:2] == [2, 2]:
        q.add("two_pair")
    paired = [r for r, n in by_count if n >= 2]
    if paired:
        top = max(paired)
        for key, low in (
            ("tens_or_better", 8),
            ("jacks_or_better", 9),
            ("queens_or_better", 10),
            ("kings_or_better", 11),
            ("aces_or_better", 12),
        ):
            if top >= low:
                q.add(key)
    return q


def wild_qualifications(cards: Sequence[int], game: GameSpec | Wild | str) -> set[str]:
    """Categories a hand qualifies for when its wild cards may be any card at all.

    Pure Python: every multiset of substitutes is tried (slow with three or more wild
    cards). Natural four of a kind by rank and kicker is ``natural_quad:r:k`` (k = 13
    for a wild kicker).
    """
    spec = GameSpec.of(game)
    if not spec.has_wild:
        return natural_qualifications(cards)
    fixed = [c for c in cards if not spec.is_wild(c)]
    n_wild = len(cards) - len(fixed)
    q: set[str] = set()
    for subs in itertools.combinations_with_replacement(range(52), n_wild):
        q |= natural_qualifications(fixed + list(subs))
    q = {k for k in q if not k.startswith("quad:")}
    if "royal_flush" in q:
        q.discard("royal_flush")
        q.add("wild_royal_flush")
    return q | _card_categories(cards, spec)


def _card_categories(cards: Sequence[int], spec: GameSpec) -> set[str]:
    """The categories defined by which cards are wild: read off the hand."""
    fixed = [c for c in cards if not spec.is_wild(c)]
    n_wild = len(cards) - len(fixed)
    q: set[str] = set()
    if n_wild == 0:
        nat = natural_qualifications(cards)
        for key in ("straight_flush", "full_house", "flush", "straight"):
            if key in nat:
                q.add("natural_" + key)
        if "royal_flush" in nat:
            q.add("natural_royal_flush")
    rank_counts = Counter(c >> 2 for c in fixed)
    if rank_counts and max(rank_counts.values()) >= 4:
        q.add("natural_four_of_a_kind")
    if rank_counts and max(rank_counts.values()) >= 3:
        q.add("natural_three_of_a_kind")
    if spec.natural_in_place and max(cards) < 52:
        # wild cards standing for themselves: the hand at face value is natural
        face = natural_qualifications(cards)
        for key in ("straight_flush", "four_of_a_kind", "full_house", "flush", "straight"):
            if key in face:
                q.add("natural_" + key)
        if "three_of_a_kind" in face:
            q.add("natural_three_of_a_kind")
        if "royal_flush" in face:
            q.add("natural_royal_flush")
    q |= _natural_quads(cards, spec)
    if n_wild == 5:
        q.add("five_wilds")
    if n_wild == 4:
        for r in spec.wild_ranks:
            if sum(1 for c in cards if c < 52 and c >> 2 == r) == 4:
                q.add("four_wilds")
                if r == 0:
                    q.add("four_deuces")
                    if fixed[0] >> 2 == 12:
                        q.add("four_deuces_with_ace")
    return q


def _natural_quads(cards: Sequence[int], spec: GameSpec) -> set[str]:
    """``natural_quad:r:k`` of four cards of a rank that are not wild (k = 13 for a wild
    kicker), else with ``natural_in_place`` (and no joker) of the hand at face value."""
    fixed = [c for c in cards if not spec.is_wild(c)]
    rank_counts = Counter(c >> 2 for c in fixed)
    if rank_counts and max(rank_counts.values()) >= 4:
        r = max(rank_counts, key=lambda x: rank_counts[x])
        rest = [c for c in cards if spec.is_wild(c) or c >> 2 != r]
        return {f"natural_quad:{r}:{13 if spec.is_wild(rest[0]) else rest[0] >> 2}"}
    if spec.natural_in_place and max(cards) < 52:
        face_quads = [k for k in natural_qualifications(cards) if k.startswith("quad:")]
        if face_quads:
            return {"natural_" + face_quads[0]}
    return set()


def _qualifications(cards: Sequence[int], spec: GameSpec) -> set[str]:
    if not spec.has_wild:
        return natural_qualifications(cards)
    # the same brute-force substitution, compiled (it runs for every draw)
    from naive.wild_oracle import brute_force_mask
    from vptrainer.core.games.wild import concepts_of_mask

    return set(concepts_of_mask(brute_force_mask(list(cards), spec))) | _natural_quads(cards, spec)


def _qualifies(line: PayLine, q: set[str], spec: GameSpec) -> bool:
    if line.quad is None:
        return line.key in q
    prefix = "natural_quad:" if spec.has_wild else "quad:"
    for item in q:
        if item.startswith(prefix):
            _, r, k = item.split(":")
            if line.quad.matches(int(r), int(k)):
                return True
    return False


def _best_line(cards: Sequence[int], lines: Sequence[PayLine], spec: GameSpec) -> PayLine | None:
    """The listed line that pays most of those the hand qualifies for (ties: first)."""
    q = _qualifications(cards, spec)
    best: PayLine | None = None
    for line in lines:
        if _qualifies(line, q, spec) and (best is None or line.pays > best.pays):
            best = line
    return best


def pay_line(cards: Sequence[int], table: PayTable) -> str:
    """The key of the line a final hand is paid as, or ``"nothing"``."""
    best = _best_line(cards, table.lines, table.game)
    return "nothing" if best is None else best.key


def dealt_bonus(cards: Sequence[int], table: PayTable) -> Fraction:
    """What a dealt hand earns on top of the final hand (``[dealt]`` lines)."""
    best = _best_line(cards, table.dealt, table.game)
    return Fraction(0) if best is None else best.pays


def _paid_alike(table: PayTable) -> Callable[[list[int]], Hashable]:
    """What a final hand's pay line depends on: hands with the same value are paid alike.

    Without wild cards, a hand's ranks and whether its five cards share a suit. With
    wild cards, its brute-force concept mask (every final hand's, computed once by
    :func:`naive.wild_oracle.all_masks`) and its natural quad (rank and kicker).
    """
    spec = table.game
    if not spec.has_wild:

        def natural(cards: list[int]) -> Hashable:
            return tuple(sorted(c >> 2 for c in cards)), len({c & 3 for c in cards}) == 1

        return natural
    from naive.wild_oracle import cached_all_masks

    masks = cached_all_masks(spec)
    binom = [[math.comb(n, k) for k in range(6)] for n in range(spec.deck_size)]

    def alike(cards: list[int]) -> Hashable:
        index = sum(binom[c][k + 1] for k, c in enumerate(sorted(cards)))
        return int(masks[index]), tuple(sorted(_natural_quads(cards, spec)))

    return alike


@cache
def _oracle_code() -> str:
    """A digest of the code :func:`hold_ev` runs: this module, the wild cards' oracle, and
    the core's pay tables and games it reads (their lines, specs and concepts)."""
    games = sorted(Path(vptrainer.core.games.__file__).parent.rglob("*.py"))
    wild = Path(__file__).with_name("wild_oracle.py")
    return digest([__file__, wild, cards.__file__, combinatorics.__file__, *games])


def hold_ev(hand: Sequence[int], mask: int, table: PayTable) -> Fraction:
    """EV per coin of holding the cards of ``mask``: the average pay over every draw
    (:func:`brute_hold_ev`), kept on disk for the same oracle code, table and hand."""
    paid = repr((table.game, table.lines, table.dealt, table.deck_size))
    dealt = repr([int(c) for c in hand])
    text = cached_entry(
        "hold-ev",
        [],
        [_oracle_code(), paid, dealt],
        str(int(mask)),
        lambda: str(brute_hold_ev(hand, mask, table)),
    )
    return Fraction(text)


def brute_hold_ev(hand: Sequence[int], mask: int, table: PayTable) -> Fraction:
    """EV per coin of holding the cards of ``mask``: the average pay over every draw.

    Every draw is enumerated; the line of each final hand is found as :func:`pay_line`
    finds it, once for all the hands :func:`_paid_alike` says are paid alike.
    """
    held = [c for i, c in enumerate(hand) if mask >> i & 1]
    deck = range(table.deck_size)
    unseen = [c for c in deck if c not in hand]
    pays = {ln.key: ln.pays for ln in table.lines}
    alike = _paid_alike(table)
    line_of: dict[Hashable, str] = {}
    paid: Counter[str] = Counter()
    for draw in itertools.combinations(unseen, 5 - len(held)):
        cards = held + list(draw)
        key = alike(cards)
        line = line_of.get(key)
        if line is None:
            line = line_of[key] = pay_line(cards, table)
        paid[line] += 1
    n = sum(paid.values())
    total = sum((pays.get(line, Fraction(0)) * count for line, count in paid.items()), Fraction(0))
    return total / n + dealt_bonus(hand, table)
