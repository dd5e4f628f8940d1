"""Drills: deals drawn from a situation or among close calls, weak spots, mistakes."""

from __future__ import annotations

from collections import Counter
from datetime import UTC, datetime, timedelta
from fractions import Fraction

import numpy as np
import pytest
from hypothesis import given
from hypothesis import strategies as st

from vptrainer.core.engine.hold_table import cached_hold_table
from vptrainer.core.engine.holds import hold_evs
from vptrainer.core.engine.prepared import PreparedTable
from vptrainer.core.engine.suit_classes import suit_classes
from vptrainer.core.practice.dealing import PracticeError
from vptrainer.core.practice.drills import (
    MistakeQueue,
    Review,
    WeakSpots,
    class_deal,
    close_call_classes,
    situation_deal,
)
from vptrainer.core.practice.explain import SituationFinder
from vptrainer.core.strategy.matching import first_rule_of_hold

T0 = datetime(2026, 3, 1, 12, 0, tzinfo=UTC)


@pytest.mark.slow
def test_a_situations_deals_all_have_that_best_rule(
    job: PreparedTable, job_finder: SituationFinder
) -> None:
    rng = np.random.default_rng(2026)
    rules = [r.index for r in job_finder.rules if job_finder.deal_classes(r.index).size]
    for rule in rules:
        for _ in range(6):
            deal = situation_deal(job_finder, rule, rng)
            evs = hold_evs(job, deal)
            found = min(
                (
                    r
                    for r in (
                        first_rule_of_hold(job_finder.compiled, deal, h.mask) for h in evs.best
                    )
                    if r >= 0
                ),
                default=-1,
            )
            assert found == rule, (deal, job_finder.rule(rule).text)
            assert job_finder.situation(evs, evs.best[0].mask).best.index == rule


def test_class_deals_are_uniform_over_the_classes_deals() -> None:
    """Two classes of 4 and 12 deals: each of the 16 deals comes up about equally often,
    every suit permutation and card order included."""
    classes = suit_classes(52)
    # a royal flush (4 deals) and four aces with a king (12 deals, by the king's suit
    # among 4 and the suits are all used by the aces)
    pick = np.array(
        [i for i in range(len(classes)) if int(classes.weight[i]) in (4, 12)][:2], dtype=np.int64
    )
    total = int(classes.weight[pick].sum())
    rng = np.random.default_rng(7)
    seen: Counter[tuple[int, ...]] = Counter()
    draws = 200 * total
    for _ in range(draws):
        deal = class_deal(classes, pick, rng)
        assert len(set(deal)) == 5
        seen[tuple(sorted(deal))] += 1
    assert len(seen) == total
    expected = draws / total
    assert all(abs(n - expected) < 5 * expected**0.5 for n in seen.values())
    orders = {class_deal(classes, pick[:1], rng) for _ in range(200)}
    assert len({tuple(sorted(d)) for d in orders}) < len(orders)  # random order too


def test_an_empty_set_of_classes_is_refused() -> None:
    with pytest.raises(PracticeError, match="no deal"):
        class_deal(suit_classes(52), np.zeros(0, dtype=np.int64), np.random.default_rng(1))


def test_close_calls_two_best_holds_differ_by_less_than_the_threshold(
    job: PreparedTable,
) -> None:
    holds = cached_hold_table(job)
    threshold = Fraction(1, 100)
    rows = close_call_classes(holds, threshold)
    assert 0 < rows.size < len(holds.classes)
    rng = np.random.default_rng(99)
    for _ in range(40):
        evs = hold_evs(job, class_deal(holds.classes, rows, rng))
        values = sorted({h.ev for h in evs.holds}, reverse=True)
        assert values[0] - values[1] < threshold
    # and the classes left out are not close calls
    out = np.setdiff1d(np.arange(len(holds.classes)), rows)
    for i in rng.choice(out, 40, replace=False):
        evs = hold_evs(job, tuple(int(c) for c in holds.classes.cards[i]))
        values = sorted({h.ev for h in evs.holds}, reverse=True)
        assert values[0] - values[1] >= threshold
    assert close_call_classes(holds, Fraction(1, 1000)).size < rows.size


@given(st.one_of(st.floats(allow_nan=True), st.text(max_size=8), st.integers(-5, 0)))
def test_a_bad_close_call_margin_is_refused(value: object) -> None:
    holds = type("H", (), {})()  # never reached: the margin is checked first
    try:
        close_call_classes(holds, value)  # type: ignore[arg-type]
    except PracticeError:
        return
    except AttributeError:  # a valid margin (a positive number, or its text) reached the table
        assert not isinstance(value, bool) and Fraction(str(value).strip()) > 0


def test_the_weak_spot_queue_brings_a_missed_situation_back_and_retires_it() -> None:
    spots = WeakSpots()
    spots.record("high pair", True, T0)  # played right: not a weak spot
    assert spots.next(T0) is None and spots.retired("high pair", T0)
    spots.record("4 to a flush", False, T0)
    assert spots.next(T0 + timedelta(seconds=5)) == "4 to a flush"  # in its first steps
    assert not spots.retired("4 to a flush", T0 + timedelta(minutes=2))
    spots.record("4 to a flush", True, T0 + timedelta(minutes=2))
    assert spots.next(T0 + timedelta(minutes=3)) == "4 to a flush"
    spots.record("4 to a flush", True, T0 + timedelta(minutes=20))
    later = T0 + timedelta(minutes=21)
    assert spots.retired("4 to a flush", later)
    assert spots.next(later) is None
    # it comes back when due, and a right play then sends it away for longer
    spot = spots.spots()[0]
    first_gap = spot.due - (T0 + timedelta(minutes=20))
    assert spots.next(spot.due) == "4 to a flush"
    spots.record("4 to a flush", True, spot.due)
    second_gap = spots.spots()[0].due - spot.due
    assert second_gap > first_gap
    # a new mistake brings it back at once
    spots.record("4 to a flush", False, spot.due + timedelta(hours=1))
    assert spots.next(spot.due + timedelta(hours=1, minutes=1)) == "4 to a flush"


def test_weak_spots_replay_from_reviews_and_put_due_first() -> None:
    reviews = [
        Review(T0, "low pair", False),
        Review(T0 + timedelta(minutes=1), "suited KQ", False),
        Review(T0 + timedelta(minutes=2), "low pair", True),
    ]
    spots = WeakSpots(reversed(reviews))  # read in time order whatever the order given
    assert spots.queue(T0 + timedelta(minutes=2, seconds=30)) == ("suited KQ", "low pair")
    with pytest.raises(PracticeError, match="time zone"):
        spots.record("x", False, datetime(2026, 1, 1))


def test_my_mistakes_are_replayed_until_played_right() -> None:
    a, b = (1, 2, 3, 4, 5), (6, 7, 8, 9, 10)
    queue = MistakeQueue([a, b, a])
    assert len(queue) == 2 and queue.next() == a
    queue.played(a, False)
    assert queue.deals == (b, a)
    queue.played(b, True)
    queue.played((0, 1, 2, 3, 4), True)  # not queued: nothing happens
    assert queue.next() == a
    queue.played(a, True)
    assert queue.next() is None and len(queue) == 0
