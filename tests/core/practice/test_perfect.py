"""A session compared with perfect play on the same cards (issue 28: the player's audit).

The oracle: a second session on the same seed holds the best cards where the first one
made mistakes; the same seed deals the same cards and draws the same next cards (and
each multi-play line's own shuffle), so what the second one was paid is what perfect
play would have been paid on the first one's cards.
"""

from __future__ import annotations

from fractions import Fraction

import pytest

from vptrainer.core.engine.prepared import PreparedTable
from vptrainer.core.practice.perfect import PerfectPlay
from vptrainer.core.practice.session import PracticeSession


def _worst(s: PracticeSession) -> int:
    assert s.evs is not None
    return s.evs.holds[-1].mask


def _best(s: PracticeSession) -> int:
    assert s.evs is not None
    return s.evs.holds[0].mask


@pytest.mark.parametrize("lines", [1, 3])
def test_perfect_play_on_the_same_cards_is_what_the_best_holds_were_paid(
    job: PreparedTable, lines: int
) -> None:
    yours = PracticeSession(job, seed=21, bet=5, lines=lines)
    perfect = PracticeSession(job, seed=21, bet=5, lines=lines)
    for i in range(12):
        yours.deal()
        perfect.deal()
        assert yours.evs is not None and perfect.evs is not None
        assert yours.evs.hand == perfect.evs.hand
        if i % 3 == 1:
            yours.show_hint()  # a hand with help is compared too
        mine = yours.draw(_worst(yours) if i % 2 else _best(yours))
        best = perfect.draw(_best(perfect))
        assert mine.best_paid == best.payout.amount + best.others_paid
    p, q = yours.stats.perfect, perfect.stats.perfect
    assert p.hands == p.compared == 12
    assert p.paid == perfect.stats.total_paid == q.paid == q.paid_yours
    assert p.paid_yours == yours.stats.total_paid
    assert p.expected == q.expected == q.expected_yours
    stats = yours.stats
    assert p.expected_gap == stats.cost + stats.assisted_cost > 0  # exact, from the EVs
    assert p.paid_gap == p.paid - p.paid_yours


def test_unknown_best_draws_count_in_the_expectation_only(job: PreparedTable) -> None:
    from dataclasses import replace

    s = PracticeSession(job, seed=4)
    s.deal()
    played = replace(s.draw(_worst(s)), best_paid=None)  # as read back from the history
    p = PerfectPlay().add(played)
    assert p.hands == 1 and p.compared == 0 and p.paid == p.paid_yours == 0
    assert p.expected_gap == played.grade.cost
    assert p.expected == played.grade.best_ev * 5 and isinstance(p.expected, Fraction)
