"""Slow, obvious reference versions of the engine, for tests only.

They know nothing of count tables, suit classes or evaluator keys: a final hand
is classified by sorting ranks and counting, and a hold's EV is the average pay
over every possible draw.
"""

from __future__ import annotations

import itertools
from collections import Counter
from collections.abc import Sequence
from fractions import Fraction

from vptrainer.core.games.paytable import PayTable

JOKER = 52


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


def wild_qualifications(cards: Sequence[int], wild: str) -> set[str]:
    """Categories a hand qualifies for when its wild cards may be any card at all."""
    if wild == "none":
        return natural_qualifications(cards)
    is_wild = [c == JOKER if wild == "joker" else (c >> 2) == 0 for c in cards]
    fixed = [c for c, w in zip(cards, is_wild, strict=True) if not w]
    n_wild = len(cards) - len(fixed)
    q: set[str] = set()
    for subs in itertools.combinations_with_replacement(range(52), n_wild):
        q |= natural_qualifications(fixed + list(subs))
    if "royal_flush" in q:
        q.add("wild_royal_flush")
        if n_wild == 0:
            q.add("natural_royal_flush")
    if wild == "deuces" and n_wild == 4:
        q.add("four_deuces")
        if fixed[0] >> 2 == 12:
            q.add("four_deuces_with_ace")
    return q


def _qualifications(cards: Sequence[int], wild: str) -> set[str]:
    if wild == "none":
        return natural_qualifications(cards)
    # the same brute-force substitution as wild_qualifications, compiled (it runs per draw)
    import numpy as np

    from naive.wild_oracle import brute_force_mask
    from vptrainer.core.games.wild import concepts_of_mask

    mask = brute_force_mask(np.array(cards, dtype=np.int64), wild == "deuces")
    return set(concepts_of_mask(int(mask)))


def pay_line(cards: Sequence[int], table: PayTable) -> str:
    """The key of the line a final hand is paid as, or ``"nothing"``."""
    q = _qualifications(cards, str(table.wild))
    for line in table.lines:
        if line.quad is not None:
            for item in q:
                if item.startswith("quad:"):
                    _, r, k = item.split(":")
                    if line.quad.matches(int(r), int(k)):
                        return line.key
        elif line.key in q:
            return line.key
    return "nothing"


def hold_ev(hand: Sequence[int], mask: int, table: PayTable) -> Fraction:
    """EV per coin of holding the cards of ``mask``: the average pay over every draw."""
    held = [c for i, c in enumerate(hand) if mask >> i & 1]
    deck = range(table.deck_size)
    unseen = [c for c in deck if c not in hand]
    pays = {ln.key: ln.pays for ln in table.lines}
    total = Fraction(0)
    n = 0
    for draw in itertools.combinations(unseen, 5 - len(held)):
        total += pays.get(pay_line(held + list(draw), table), Fraction(0))
        n += 1
    return total / n
