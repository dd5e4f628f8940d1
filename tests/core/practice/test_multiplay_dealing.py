"""Multi-play practice: one hold, each line drawn from its own shuffle of the rest of the deck."""

from __future__ import annotations

import sqlite3
from collections import Counter
from fractions import Fraction
from pathlib import Path

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from vptrainer.core.cards import parse_cards
from vptrainer.core.engine.prepared import PreparedTable
from vptrainer.core.practice.dealing import Dealer, PracticeError, check_lines, mask_of
from vptrainer.core.practice.grading import HandResult, Severity, hand_result
from vptrainer.core.practice.history.export import CSV_HEADER, export_session_csv
from vptrainer.core.practice.history.store import History, HistoryError
from vptrainer.core.practice.session import PracticeSession, SessionStats
from vptrainer.core.practice.texts import result_payout_text, stats_html

DEAL = "Ah Kh Qh Jh 2c"


def cards(text: str) -> tuple[int, ...]:
    return parse_cards(text).cards


def chi_square(counts: Counter[int], cells: list[int]) -> float:
    total = sum(counts[c] for c in cells)
    expected = total / len(cells)
    return sum((counts[c] - expected) ** 2 / expected for c in cells)


# --------------------------------------------------------------------------- dealing


def test_the_first_line_is_the_single_hand_and_deals_follow_the_seed() -> None:
    single, multi = Dealer(52, seed=11), Dealer(52, seed=11)
    for i in range(40):
        assert single.deal() == multi.deal()
        mask = (i * 7) % 32
        finals = multi.draw_lines(mask, 1 + i % 10)
        assert finals[0] == single.draw(mask)
        assert multi.finals == finals and multi.final == finals[0]
        assert len(finals) == 1 + i % 10


def test_every_line_keeps_the_hold_and_draws_from_the_rest_of_the_deck() -> None:
    dealer = Dealer(52, seed=5)
    for mask in range(32):
        hand = dealer.deal()
        rest = set(range(52)) - set(hand)
        for final in dealer.draw_lines(mask, 10):
            assert len(set(final)) == 5
            for i, c in enumerate(final):
                if mask >> i & 1:
                    assert c == hand[i]
                else:
                    assert c in rest


def test_each_line_draws_uniformly_and_the_lines_are_independent() -> None:
    dealer = Dealer(52, seed=2024)
    hand = cards(DEAL)
    rest = sorted(set(range(52)) - set(hand))
    hold = mask_of(hand, cards("Ah Kh Qh Jh"))
    per_line = [Counter[int]() for _ in range(3)]
    pairs = Counter[tuple[int, int]]()
    same = 0
    rounds = 47 * 300
    for _ in range(rounds):
        dealer.deal(hand)
        finals = dealer.draw_lines(hold, 3)
        drawn = [f[4] for f in finals]
        for line, c in enumerate(drawn):
            per_line[line][c] += 1
        pairs[(drawn[1] % 4, drawn[2] % 4)] += 1
        same += drawn[0] == drawn[1]
    # 46 degrees of freedom: 84.0 is the 0.1% critical value
    for counts in per_line:
        assert set(counts) == set(rest)
        assert chi_square(counts, rest) < 84.0
    # two lines draw the same card 1 time in 47 when independent (never from one deck)
    assert same / rounds == pytest.approx(1 / 47, rel=0.15)
    # suits of two lines: a 4 x 4 table of counts against the product of the margins
    n = sum(pairs.values())
    left = Counter[int]()
    right = Counter[int]()
    for (a, b), k in pairs.items():
        left[a] += k
        right[b] += k
    stat = sum(
        (pairs[(a, b)] - left[a] * right[b] / n) ** 2 / (left[a] * right[b] / n)
        for a in range(4)
        for b in range(4)
    )
    assert stat < 27.9  # 9 degrees of freedom, 0.1%


def test_lines_are_checked() -> None:
    assert check_lines(10) == 10
    for bad in (0, 101, 2.0, True, "3"):
        with pytest.raises(PracticeError, match="lines"):
            check_lines(bad)  # type: ignore[arg-type]
    dealer = Dealer(52, seed=1)
    dealer.deal()
    with pytest.raises(PracticeError, match="lines"):
        dealer.draw_lines(0, 0)
    assert dealer.awaiting_draw  # nothing was drawn
    dealer.draw_lines(0, 3)
    with pytest.raises(PracticeError, match="already been drawn"):
        dealer.draw_lines(0, 3)
    dealer.deal()
    assert dealer.finals == ()


# --------------------------------------------------------------------------- session


def test_a_session_of_three_lines_counts_every_line(job: PreparedTable) -> None:
    session = PracticeSession(job, seed=9, bet=5, lines=3)
    results: list[HandResult] = []
    for i in range(30):
        evs = session.deal()
        mask = evs.best[0].mask if i % 2 else 0
        results.append(session.draw(mask))
        r = results[-1]
        assert r.lines == 3 and len(r.others) == 2 and r.finals == session.dealer.finals
        assert r.total_bet == 15
        assert r.total_paid == sum(p.amount for p in r.line_payouts)
        assert r.net == r.total_paid - 15
    stats = session.stats
    assert stats.hands == 30 and stats.lines == 90
    assert stats.total_bet == 30 * 15
    assert stats.total_paid == sum(r.total_paid for r in results)
    assert stats.credits == sum(r.net for r in results)
    mistakes = [r for r in results if r.grade.severity is not Severity.CORRECT]
    assert stats.mistakes == len(mistakes)  # one grade per decision, not per line
    assert stats.ev_lost == sum(r.grade.ev_lost for r in results)
    assert stats.cost == sum(r.grade.ev_lost * 5 * 3 for r in results)
    assert "(90 lines)" in stats_html(stats, preparing_return=False)


def test_lines_change_at_the_next_deal(job: PreparedTable) -> None:
    session = PracticeSession(job, seed=4, lines=5)
    session.deal()
    session.lines = 10
    assert session.hand_lines == 5
    assert session.draw(31).lines == 5
    session.deal()
    assert session.draw(31).lines == 10
    with pytest.raises(PracticeError):
        session.lines = 0


def test_hand_results_check_their_lines(job: PreparedTable) -> None:
    session = PracticeSession(job, seed=4, lines=3)
    evs = session.deal(DEAL)
    hold = mask_of(evs.hand, cards("Ah Kh Qh Jh"))
    result = session.draw(hold)
    assert result_payout_text(result).startswith("3 lines")
    with pytest.raises(PracticeError, match="line results"):
        HandResult(
            result.deal, result.mask, result.final, result.payout, result.grade, result.others[:1]
        )
    with pytest.raises(PracticeError, match="keep the held"):
        hand_result(job, evs, hold, result.final, others=[cards("2d 3d 4d 5d 6d")])


# --------------------------------------------------------------------------- history


def test_multi_play_round_trips_through_the_history(tmp_path: Path, job: PreparedTable) -> None:
    session = PracticeSession(job, seed=21, bet=4, lines=5)
    results = []
    for i in range(20):
        evs = session.deal()
        results.append(session.draw(evs.best[0].mask if i % 3 else 1))
    with History(tmp_path / "h.sqlite3") as h:
        sid = h.start_session(job.table, settings={"bet": 4, "lines": 5})
        for r in results:
            h.record_hand(sid, r)
        single = PracticeSession(job, seed=1)
        single.deal()
        with pytest.raises(HistoryError, match="5 line"):
            h.record_hand(sid, single.draw(0))
        stored = [rec.result for rec in h.hands(sid)]
        for back, r in zip(stored, results, strict=True):
            assert back.lines == 5 and back.others == ()
            assert (back.total_paid, back.net, back.grade) == (r.total_paid, r.net, r.grade)
            assert back.payout == r.payout
        assert h.stats(sid) == SessionStats.of(results)
        (summary,) = h.summaries()
        assert summary.total_bet == 20 * 4 * 5
        assert summary.total_paid == pytest.approx(float(sum(r.total_paid for r in results)))
        assert summary.credits == pytest.approx(float(session.stats.credits))
        assert h.summary(sid).total_bet == summary.total_bet
        out = tmp_path / "s.csv"
        export_session_csv(h, sid, out)
    rows = [line.split(",") for line in out.read_text().splitlines()]
    col = {name: i for i, name in enumerate(CSV_HEADER)}
    assert all(row[col["lines"]] == "5" for row in rows[1:])
    assert [Fraction(row[col["payout"]]) for row in rows[1:]] == [r.total_paid for r in results]


def test_random_lines_per_hand_match_a_plain_loop(job: PreparedTable) -> None:
    rng = np.random.default_rng(3)
    session = PracticeSession(job, seed=8)
    total_bet = 0
    for _ in range(25):
        n = int(rng.choice([1, 3, 5, 10]))
        session.lines = n
        session.deal()
        r = session.draw(int(rng.integers(32)))
        total_bet += 5 * n
        assert len(r.finals) == n
    assert session.stats.total_bet == total_bet


@pytest.mark.slow
@settings(
    max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(
    payout=st.fractions(min_value=-(10**6), max_value=10**6, max_denominator=1000),
    credits=st.fractions(min_value=-(10**6), max_value=10**6, max_denominator=1000),
)
def test_stored_totals_read_as_whole_lines_or_an_error(
    tmp_path_factory: pytest.TempPathFactory,
    job: PreparedTable,
    payout: Fraction,
    credits: Fraction,
) -> None:
    path = tmp_path_factory.mktemp("totals") / "h.sqlite3"
    session = PracticeSession(job, seed=1, lines=3)
    session.deal()
    with History(path) as h:
        sid = h.start_session(job.table, settings={"lines": 3})
        h.record_hand(sid, session.draw(0))
    conn = sqlite3.connect(path)
    conn.execute(
        "UPDATE hands SET payout = ?, credits = ?",
        (f"{payout.numerator}/{payout.denominator}", f"{credits.numerator}/{credits.denominator}"),
    )
    conn.commit()
    conn.close()
    with History(path) as h:
        try:
            (stored,) = h.hands(sid)
        except HistoryError as e:
            assert "whole lines" in str(e) or str(path) in str(e)
        else:
            lines = (payout - credits) / 5
            assert stored.result.lines == lines and 1 <= lines <= 100
            assert stored.result.total_paid == payout
