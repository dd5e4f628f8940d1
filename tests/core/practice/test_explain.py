"""Practice explains: the chart's rule of the best hold and of the player's hold."""

from __future__ import annotations

from dataclasses import replace
from fractions import Fraction

import numpy as np
import pytest

from vptrainer.core.cards import parse_cards
from vptrainer.core.engine.holds import hold_evs
from vptrainer.core.engine.prepared import PreparedTable
from vptrainer.core.practice.dealing import PracticeError, mask_of
from vptrainer.core.practice.explain import SituationFinder
from vptrainer.core.practice.grading import grade_hold
from vptrainer.core.practice.session import PracticeSession
from vptrainer.core.practice.texts import level_text, luck_text, situation_text
from vptrainer.core.strategy.matching import first_rule_of_hold


def cards(text: str) -> tuple[int, ...]:
    return parse_cards(text).cards


def test_four_to_a_flush_over_a_high_pair(job: PreparedTable, job_finder: SituationFinder) -> None:
    hand = cards("Jh Jd 5h 8h 2h")
    evs = hold_evs(job, hand)
    flush = mask_of(hand, cards("Jh 5h 8h 2h"))
    situation = job_finder.situation(evs, flush)
    assert situation.best.text == "high pair"
    assert situation.player.text.startswith("4 to a flush")
    assert situation.best.index < situation.player.index
    grade = grade_hold(evs, flush)
    text = situation_text(situation, grade)
    assert text == (
        f"You kept {situation.player.text}, rule {situation.player.index + 1}; "
        f"High pair, rule {situation.best.index + 1}, comes first."
    )
    pair = mask_of(hand, cards("Jh Jd"))
    right = job_finder.situation(evs, pair)
    assert right.player == right.best
    assert situation_text(right, grade_hold(evs, pair)).startswith("Chart: high pair, rule")


def test_a_hold_no_rule_keeps(job: PreparedTable, job_finder: SituationFinder) -> None:
    hand = cards("Ah 7d 5c 9s 2h")
    evs = hold_evs(job, hand)
    odd = mask_of(hand, cards("7d 5c"))
    situation = job_finder.situation(evs, odd)
    assert situation.player.index == -1 and situation.player.name == "no rule"
    assert "cards no rule keeps" in situation_text(situation, grade_hold(evs, odd))


def test_every_class_situation_is_the_first_rule_of_a_best_hold(
    job_finder: SituationFinder,
) -> None:
    """The vectorised situations against the plain per-deal matcher, on a seeded sample
    of deal classes (the rare classes the chart misplays included)."""
    holds = job_finder.holds
    classes = holds.classes
    rng = np.random.default_rng(13)
    sample = list(rng.choice(len(classes), 150, replace=False))
    best = holds.ev.max(axis=1)
    for i in sample:
        deal = tuple(int(c) for c in classes.cards[i])
        tied = [m for m in range(32) if holds.ev[i, m] == best[i]]
        expected = min(
            (r for r in (first_rule_of_hold(job_finder.compiled, deal, m) for m in tied) if r >= 0),
            default=-1,
        )
        assert job_finder.class_rule[i] == expected, deal


def test_situation_deals_add_up(job_finder: SituationFinder) -> None:
    deals = job_finder.rule_deals()
    assert int(deals.sum()) == 2_598_960
    assert len(deals) == len(job_finder.chart.rules) + 1
    high_pair = next(r.index for r in job_finder.rules if r.text == "high pair")
    assert deals[high_pair] > 300_000  # about 13% of all deals hold a high pair


def test_a_hand_of_another_table_is_refused(
    job_finder: SituationFinder, nsud: PreparedTable
) -> None:
    evs = hold_evs(nsud, cards("2h 2d 5c 9s Kh"))
    with pytest.raises(PracticeError, match="chart of"):
        job_finder.situation(evs, 3)
    with pytest.raises(PracticeError):
        job_finder.rule(len(job_finder.chart.rules))


def test_grading_against_a_level(job: PreparedTable, job_finder: SituationFinder) -> None:
    """A level graded like the chart it is: here the basic strategy itself, whose call
    is its first matching rule's holds; the simplification's cost is apart."""
    finder = replace(job_finder, level=job_finder.chart, level_compiled=job_finder.compiled)
    hand = cards("Jh Jd 5h 8h 2h")
    evs = hold_evs(job, hand)
    call = finder.level_call(evs)
    assert call is not None
    assert call.masks == (mask_of(hand, cards("Jh Jd")),)
    assert call.cost == 0 and call.ev == evs.best_ev
    flush = mask_of(hand, cards("Jh 5h 8h 2h"))
    assert not call.allows(flush)
    assert level_text(call, grade_hold(evs, flush)).startswith("✗ Not what the")
    situation = finder.situation(evs, flush)
    assert situation.level == call


def test_level_cost_when_the_chart_misplays(
    job: PreparedTable, job_finder: SituationFinder
) -> None:
    """On a class the basic strategy misplays, the level call (the chart itself) costs
    exactly the EV it gives up, and a player following the chart is told it is right."""
    finder = replace(job_finder, level=job_finder.chart, level_compiled=job_finder.compiled)
    holds = job_finder.holds
    best = holds.ev.max(axis=1)
    classes = holds.classes
    found = None
    for i in range(0, len(classes), 97):
        deal = tuple(int(c) for c in classes.cards[i])
        evs = hold_evs(job, deal)
        call = finder.level_call(evs)
        assert call is not None
        if call.cost > 0:
            found = (evs, call)
            break
    assert best.shape[0] == len(classes)
    assert found is not None, "no misplayed class in the sample"
    evs, call = found
    assert call.cost == evs.best_ev - max(evs.hold(m).ev for m in call.masks)
    grade = grade_hold(evs, call.masks[0])
    assert grade.is_mistake
    text = level_text(call, grade)
    assert text.startswith("✓ Right by the") and "simplification costs" in text


def test_a_session_names_the_rules_and_the_luck(
    job: PreparedTable, job_finder: SituationFinder
) -> None:
    session = PracticeSession(job, seed=5)
    session.finder = job_finder
    hand = cards("Jh Jd 5h 8h 2h")
    session.deal(hand)
    flush = mask_of(hand, cards("Jh 5h 8h 2h"))
    result = session.draw(flush)
    assert result.situation is not None
    assert result.situation.best.text == "high pair"
    assert result.best_draw is not None
    pair = mask_of(hand, cards("Jh Jd"))
    # the best hold draws the same next cards, left to right, into its free places
    again = session.dealer.would_draw(pair)
    assert again[:2] == hand[:2] and again[2] == result.final[1]
    assert result.best_draw.hand == again
    text = luck_text(result)
    assert text.startswith("Luck: the best hold would have drawn")
    session.deal(hand)
    right = session.draw(pair)
    assert right.best_draw is None and luck_text(right) == ""
    assert right.grade.best_ev - right.grade.player_ev == Fraction(0)
