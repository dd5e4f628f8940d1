"""Sets of hands a published chart names in one phrase, written out for tests."""

from __future__ import annotations

from itertools import combinations

# five ranks in a row (0..12 = 2..A), the ace also low
_STRAIGHTS = [set(range(low, low + 5)) for low in range(9)] + [{12, 0, 1, 2, 3}]


def kings_flush_draws() -> set[tuple[int, ...]]:
    """The three suited ranks (highest first) that Kings or Better Joker Poker's charts
    name by their highest rank with the joker (sigmajove's ``Flush 4 (A high)``): no
    straight, an ace high, or a king high with the others 9 or lower."""
    return {
        s
        for s in combinations(range(12, -1, -1), 3)
        if not any(set(s) <= run for run in _STRAIGHTS)
        and (s[0] == 12 or (s[0] == 11 and s[1] <= 7))
    }
