"""Practice sessions and their statistics."""

from __future__ import annotations

from fractions import Fraction

import pytest

from vptrainer.core.cards import parse_cards
from vptrainer.core.engine.prepared import PreparedTable, prepare
from vptrainer.core.games.builtin import load_builtin
from vptrainer.core.practice.dealing import (
    PracticeError,
    mask_of,
)
from vptrainer.core.practice.grading import (
    HandResult,
    Severity,
)
from vptrainer.core.practice.session import PracticeSession, SessionStats

JOB_RETURN = Fraction(995439043695, 10**12)  # near the 9/6 optimal return; exactness not needed


@pytest.fixture(scope="module")
def joker() -> PreparedTable:
    return prepare(load_builtin("joker-poker-kings-full-pay"))


def cards(text: str) -> tuple[int, ...]:
    return parse_cards(text, allow_joker=True).cards


def mask_for(hand: str, held: str) -> int:
    return mask_of(cards(hand), cards(held))


# ------------------------------------------------------------------------ statistics


def _play(session: PracticeSession, masks: list[int]) -> list[HandResult]:
    out = []
    for m in masks:
        session.deal()
        out.append(session.draw(m))
    return out


def test_session_statistics_arithmetic(job: PreparedTable) -> None:
    session = PracticeSession(job, seed=42, bet=5, optimal_return=JOB_RETURN)
    results = []
    bets = [5, 1, 3, 5, 2, 4, 5, 5]
    for i, bet in enumerate(bets):
        session.bet = bet
        evs = session.deal()
        # alternate: the best hold, nothing held, everything held
        mask = (evs.best[0].mask, 0, 31)[i % 3]
        results.append(session.draw(mask))
    s = session.stats
    assert s.hands == len(bets)
    assert s.total_bet == sum(bets)
    assert [r.bet for r in results] == bets
    lost = [r.grade.ev_lost for r in results]
    assert s.ev_lost == sum(lost)
    assert s.cost == sum(r.grade.cost for r in results)
    assert s.minor_mistakes == sum(r.grade.severity is Severity.MINOR for r in results)
    assert s.major_mistakes == sum(r.grade.severity is Severity.MAJOR for r in results)
    assert s.mistakes == sum(x > 0 for x in lost) > 0
    assert s.correct == s.hands - s.mistakes
    assert s.mean_ev_lost == sum(lost) / len(lost)
    # per coin bet: the coins given up over the coins bet (each hand weighs by its bet)
    assert s.player_return == JOB_RETURN - s.cost / sum(bets)
    assert s.player_return is not None and s.player_return < JOB_RETURN
    assert s.player_return_percent == pytest.approx(float(s.player_return) * 100)
    paid = sum(r.payout.pays * r.bet for r in results)
    assert s.total_paid == paid
    assert s.credits == paid - sum(bets)
    running = Fraction(0)
    running_cost = Fraction(0)
    for k, r in enumerate(results):
        running += r.grade.ev_lost
        running_cost += r.grade.cost
        assert s.ev_lost_series[k] == running
        assert s.cost_series[k] == running_cost
    assert len(s.ev_lost_series) == len(bets)
    assert SessionStats.of(results, JOB_RETURN) == s


def test_perfect_play_returns_the_optimal_return(job: PreparedTable) -> None:
    session = PracticeSession(job, seed=1)
    for _ in range(10):
        evs = session.deal()
        session.draw(evs.best[-1].mask)
    s = session.stats
    assert s.mistakes == 0 and s.ev_lost == 0 and s.accuracy == 1.0
    assert s.player_return is None  # the optimal return is not known yet
    session.set_optimal_return(JOB_RETURN)
    assert session.stats.player_return == JOB_RETURN
    assert session.stats.ev_lost_series == (Fraction(0),) * 10


def test_empty_statistics() -> None:
    s = SessionStats(optimal_return=JOB_RETURN)
    assert s.hands == 0 and s.mistakes == 0 and s.accuracy is None
    assert s.mean_ev_lost == 0
    assert s.player_return == JOB_RETURN
    assert s.credits == 0
    assert s.ev_lost_series == ()


def test_session_flow(job: PreparedTable) -> None:
    session = PracticeSession(job, seed=8, bet=3)
    with pytest.raises(PracticeError, match="deal first"):
        session.draw(0)
    with pytest.raises(PracticeError, match="deal first"):
        session.check_hold(0)
    evs = session.deal("Jh Js 7c 4d 2s")
    assert evs.hand == cards("Jh Js 7c 4d 2s")
    assert session.awaiting_draw
    session.bet = 5  # the bet of a dealt hand does not change
    check = session.check_hold(0)
    assert check.is_mistake and check.breaks_paying_hand
    assert check.grade.bet == 3
    best = session.check_hold(mask_for("Jh Js 7c 4d 2s", "Jh Js"))
    assert not best.is_mistake and not best.breaks_paying_hand
    result = session.draw(0b00011)
    assert result.bet == 3
    assert result.grade.correct
    assert result.payout.amount >= 3  # a pair of jacks kept always pays
    assert session.last_result == result
    assert session.stats.hands == 1
    with pytest.raises(PracticeError):
        session.draw(0b00011)
    session.deal()
    assert session.hand_bet == 5
    session.abandon()
    assert session.stats.hands == 1
    session.deal()


def test_session_threshold(nsud: PreparedTable) -> None:
    session = PracticeSession(nsud, seed=1, threshold=0)
    session.deal("Qc 9d 8d 4s 3h")
    assert session.check_hold(0).grade.severity is Severity.MAJOR
    session.threshold = "1/100"
    assert session.threshold == Fraction(1, 100)
    assert session.draw(0).grade.severity is Severity.MINOR
    with pytest.raises(PracticeError):
        session.threshold = -1
