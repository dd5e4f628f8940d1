"""A dealt hand under Ultimate X: hold values at a total multiplier, ranges, grades."""

from __future__ import annotations

import itertools

import pytest

from vptrainer.core.cards import CardError, parse_cards
from vptrainer.core.errors import VPError
from vptrainer.core.features.ultimate_x.hands import (
    best_hold_segments,
    grade_hold,
    hand_values,
)
from vptrainer.core.features.ultimate_x.solver import UltimateXResult

# single-line 8/6 Jacks or Better: three to a flush with no multiplier, ace-jack above it
FLIP = "Ad 2d 6d 9h Jh"
THREE_TO_FLUSH = 0b00111
ACE_JACK = 0b10001


def test_every_hold_is_valued_and_ranked(job86_single: UltimateXResult) -> None:
    hand = hand_values(job86_single, FLIP, 1)
    assert len(hand.holds) == 32 and hand.feature_on
    values = [h.value for h in hand.holds]
    assert values == sorted(values, reverse=True)
    for h in hand.holds:
        assert h.value == pytest.approx(1 * float(h.ev) + h.future)
        assert sum(h.next_multipliers) == pytest.approx(1.0)
        assert h.mean_next >= 1.0
    assert [h.mask for h in hand.best] == [THREE_TO_FLUSH]
    assert hand.hold(ACE_JACK).held == parse_cards("Ad Jh").cards
    discard_all = hand.hold(0)
    assert discard_all.held_codes == "" and discard_all.line()[0] == float(discard_all.ev)


def test_the_best_hold_changes_with_the_multiplier(job86_single: UltimateXResult) -> None:
    segments = best_hold_segments(job86_single, FLIP)
    assert [s.mask for s in segments] == [THREE_TO_FLUSH, ACE_JACK]
    assert segments[0].start == 1.0 and segments[-1].stop == 12.0
    assert segments[0].stop == segments[1].start == pytest.approx(2.498, abs=1e-3)
    for m in range(1, 13):
        best = hand_values(job86_single, FLIP, m).best[0].mask
        inside = next(s for s in segments if s.start <= m <= s.stop)
        assert best == inside.mask, m


def test_three_ranges_for_one_hand(job86_single: UltimateXResult) -> None:
    segments = best_hold_segments(job86_single, "6h Th 7d 5h 3c")
    assert len(segments) == 3
    assert all(a.stop == b.start for a, b in itertools.pairwise(segments))


def test_tied_holds_are_one_range(job86_single: UltimateXResult) -> None:
    # four suits' worth of the same pair: the pair is best throughout, alone
    segments = best_hold_segments(job86_single, "Qs Qh 7c 4d 2s")
    assert len(segments) == 1 and segments[0].mask == 0b00011


def test_grades(job86_single: UltimateXResult) -> None:
    right = grade_hold(job86_single, FLIP, THREE_TO_FLUSH, 1)
    assert right.correct and right.cost == 0.0 and right.cost_coins == 0.0
    wrong = grade_hold(job86_single, FLIP, ACE_JACK, 1)
    assert not wrong.correct and wrong.best_masks == (THREE_TO_FLUSH,)
    assert wrong.cost == pytest.approx(wrong.best_value - wrong.value)
    assert 0 < wrong.cost_coins == pytest.approx(5 * wrong.cost)
    flipped = grade_hold(job86_single, FLIP, ACE_JACK, 4)
    assert flipped.correct and flipped.total_multiplier == 4


def test_bad_input(job86_single: UltimateXResult) -> None:
    with pytest.raises(CardError):
        hand_values(job86_single, "Ad Ad 6d 9h Jh", 1)
    with pytest.raises(VPError, match="not within"):
        hand_values(job86_single, FLIP, 13)
    with pytest.raises(VPError, match="not within"):
        hand_values(job86_single, FLIP, 2.5)  # type: ignore[arg-type]
    with pytest.raises(VPError, match=r"mask 0\.\.31"):
        grade_hold(job86_single, FLIP, 32, 1)
    with pytest.raises(VPError, match="without the 5-coin option"):
        hand_values(job86_single, FLIP, 3, feature=False)
    with pytest.raises(VPError, match="Ultimate X solution"):
        hand_values("solution", FLIP, 1)  # type: ignore[arg-type]


def test_the_classes_whose_hold_changes_are_listed(job86_single: UltimateXResult) -> None:
    from vptrainer.core.engine.suit_classes import suit_classes

    changing = job86_single.changing_classes
    classes = suit_classes(job86_single.game.table.game)
    weight = classes.weight[changing].sum() / classes.deals
    assert weight == pytest.approx(job86_single.depends_on_multiplier)
    for i in changing[:: max(1, len(changing) // 25)]:
        cards = tuple(int(c) for c in classes.cards[i])
        assert len(best_hold_segments(job86_single, cards)) > 1
