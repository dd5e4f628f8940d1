"""Assisted hands, deal bonuses, every game in the history, and the schema migration v1 -> v2.

A hand played after a hint, after a warning gave the answer, or replayed is recorded as
assisted; accuracy and the player's return count unaided hands only; a mistake a
warning stopped still goes to the review. A table's ``[dealt]`` bonus is paid in the
session's credits and stored. An old (version 1) history is migrated keeping every
session and hand, after a copy of it is written beside it.
"""

from __future__ import annotations

import csv
import os
import sqlite3
import subprocess
from fractions import Fraction
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from vptrainer.core.engine.prepared import PreparedTable, prepare
from vptrainer.core.games.builtin import load_builtin
from vptrainer.core.practice.grading import Assistance, HandResult, Severity
from vptrainer.core.practice.history import database as history_db
from vptrainer.core.practice.history.database import HAND_COLUMNS_V1, SCHEMA_VERSION
from vptrainer.core.practice.history.export import CSV_HEADER, export_session_csv
from vptrainer.core.practice.history.store import History, HistoryError
from vptrainer.core.practice.session import PracticeSession, SessionStats


def _make_read_only(folder: Path) -> None:
    """chattr +i stops even root; chmod is enough for other users."""
    if os.geteuid() != 0:
        folder.chmod(0o555)
        return
    proc = subprocess.run(["chattr", "+i", str(folder)], capture_output=True)
    if proc.returncode != 0:
        pytest.skip("cannot make a folder read-only here (root without chattr)")


def _make_writable(folder: Path) -> None:
    if os.geteuid() == 0:
        subprocess.run(["chattr", "-i", str(folder)], capture_output=True)
    folder.chmod(0o755)


JOB_RETURN = Fraction(1653526326983, 1661102543100)


def _worst(session: PracticeSession) -> int:
    evs = session.evs
    assert evs is not None
    return evs.holds[-1].mask


def _best(session: PracticeSession) -> int:
    evs = session.evs
    assert evs is not None
    return evs.best[0].mask


def test_hints_warnings_and_replays_are_assisted(job: PreparedTable) -> None:
    s = PracticeSession(job, seed=7, optimal_return=JOB_RETURN)
    s.deal()
    plain = s.draw(_worst(s))  # an unaided mistake
    assert plain.assistance is Assistance.NONE and plain.grade.is_mistake

    s.deal()
    s.show_hint()
    hinted = s.draw(_best(s))
    assert hinted.assistance is Assistance.HINT and hinted.grade.correct

    s.deal()
    check = s.check_hold(_worst(s))
    s.warned(check)  # the dialog said it is a mistake; the player changes the hold
    warned = s.draw(_best(s))
    assert warned.assistance is Assistance.WARNING
    assert warned.grade.correct
    assert warned.warned == check.grade and warned.mistake == check.grade

    evs = s.deal(plain.deal, replay=True)
    assert evs.hand == plain.deal
    replayed = s.draw(_best(s))
    assert replayed.assistance is Assistance.REPLAY

    s.deal()
    correct = s.draw(_best(s))
    assert correct.assistance is Assistance.NONE

    stats = s.stats
    assert stats.hands == 5 and stats.assisted == 3 and stats.unaided == 2
    assert stats.unaided_correct == 1
    assert stats.accuracy == 0.5  # one of the two unaided hands, not 4 of 5
    assert stats.player_return == JOB_RETURN - plain.grade.ev_lost / 2
    # a hold that is not a mistake never counts as warned
    s.deal()
    s.warned(s.check_hold(_best(s)))
    assert s.draw(_best(s)).assistance is Assistance.NONE


def test_a_statistics_snapshot_counts_unaided_hands(job: PreparedTable) -> None:
    s = PracticeSession(job, seed=3)
    results = []
    for i in range(6):
        s.deal()
        if i % 2:
            s.show_hint()
        results.append(s.draw(_worst(s)))
    stats = SessionStats.of(results, JOB_RETURN)
    assert stats.assisted == 3 and stats.unaided_correct == 0 and stats.accuracy == 0.0
    unaided_lost = sum((r.grade.ev_lost for r in results if not r.aided), Fraction(0))
    assert stats.player_return == JOB_RETURN - unaided_lost / 3
    # a hand played with help is not graded: its mistake is counted apart (issue 28)
    assert stats.mistakes == stats.major_mistakes + stats.minor_mistakes == 3
    assert stats.assisted_mistakes == 3
    assert stats.cost == sum((r.grade.cost for r in results if not r.aided), Fraction(0))
    assert stats.assisted_cost == sum((r.grade.cost for r in results if r.aided), Fraction(0))
    assert stats.cost_series[-1] == stats.cost and stats.correct == 0


# --------------------------------------------------------------------- deal bonuses


@pytest.fixture(scope="module")
def royal_deal() -> PreparedTable:
    return prepare(load_builtin("royal-deal-jacks-or-better-8-5"))


def test_a_dealt_bonus_is_paid_in_the_session_credits(royal_deal: PreparedTable) -> None:
    s = PracticeSession(royal_deal, seed=1, bet=5)
    s.deal("Ah Kh Qh Jh Th", replay=True)
    result = s.draw(31)
    assert result.bonus is not None and result.bonus.key == "royal_flush"
    bonus = royal_deal.table.dealt_pays("royal_flush")
    assert bonus is not None and result.bonus.amount == bonus * 5
    assert result.total_paid == (800 + bonus) * 5
    assert result.net == result.total_paid - 5
    assert s.stats.total_paid == result.total_paid and s.stats.credits == result.net
    # the bonus is paid whatever is held: the royal thrown away still earns it
    s.deal("Ah Kh Qh Jh Th")
    thrown = s.draw(0)
    assert thrown.bonus is not None and thrown.total_paid >= thrown.bonus.amount


def test_hands_of_every_game_are_stored_and_read_back(tmp_path: Path) -> None:
    ids = [
        "double-joker-9-5",
        "deuces-and-joker-wild",
        "sevens-and-joker-wild",
        "one-eyed-jacks",
        "anythings-wild-threes",
        "royal-deal-jacks-or-better-8-5",
        "deuces-wild-double-double-bonus",
    ]
    with History(tmp_path / "h.sqlite3") as h:
        played: dict[int, list[HandResult]] = {}
        for tid in ids:
            prepared = prepare(load_builtin(tid))
            s = PracticeSession(prepared, seed=11)
            results = []
            for i in range(12):
                s.deal("Jk Jk Ah Kh Qh" if tid.startswith("double-joker") and i == 0 else None)
                if i % 3 == 1:
                    s.show_hint()
                results.append(s.draw(_best(s) if i % 2 else _worst(s)))
            sid = h.start_session(prepared.table)
            for r in results:
                h.record_hand(sid, r)
            played[sid] = results
            assert h.session(sid).load_table() == prepared.table
        for sid, results in played.items():
            assert [rec.result for rec in h.hands(sid)] == results
            summary = h.summary(sid)
            listed = next(x for x in h.summaries() if x.session.id == sid)
            assert summary.assisted_hands == listed.assisted_hands == 4
            assert listed.total_paid == pytest.approx(summary.total_paid)
            assert listed.unaided_correct == summary.unaided_correct


def test_the_bonus_and_assistance_reach_the_summaries_and_the_csv(
    tmp_path: Path, royal_deal: PreparedTable
) -> None:
    s = PracticeSession(royal_deal, seed=1, optimal_return=Fraction(97483, 100000))
    s.deal("Ah Kh Qh Jh Th", replay=True)
    first = s.draw(31)
    with History(tmp_path / "h.sqlite3") as h:
        sid = h.start_session(royal_deal.table, optimal_return=Fraction(97483, 100000))
        for r in [first]:
            h.record_hand(sid, r)
        summary = h.summaries()[0]
        assert summary.total_paid == pytest.approx(float(first.total_paid))
        assert summary.assisted_hands == 1 and summary.unaided_hands == 0
        n = export_session_csv(h, sid, tmp_path / "s.csv")
    assert n == 1
    with (tmp_path / "s.csv").open(newline="") as f:
        header, row = list(csv.reader(f))[:2]
    assert header == list(CSV_HEADER)
    cells = dict(zip(CSV_HEADER, row, strict=True))
    assert cells["assistance"] == "replay"
    assert Fraction(cells["deal_bonus"]) == first.bonus.amount  # type: ignore[union-attr]


def test_a_warned_mistake_goes_to_the_review(tmp_path: Path, job: PreparedTable) -> None:
    s = PracticeSession(job, seed=5)
    s.deal()
    warned_grade = s.check_hold(_worst(s))
    s.warned(warned_grade)
    corrected = s.draw(_best(s))
    s.deal()
    s.warned(s.check_hold(_worst(s)))
    confirmed = s.draw(_worst(s))  # warned, and drawn anyway
    with History(tmp_path / "h.sqlite3") as h:
        sid = h.start_session(job.table)
        h.record_hand(sid, corrected)
        h.record_hand(sid, confirmed)
        mistakes = h.mistakes()
        assert len(mistakes) == 2
        by_deal = {m.deal: m for m in mistakes}
        m = by_deal[corrected.deal]
        assert m.warned and m.mask == warned_grade.grade.mask
        assert m.grade == warned_grade.grade and m.assistance is Assistance.WARNING
        assert not by_deal[confirmed.deal].warned
        severity = str(warned_grade.grade.severity)
        assert any(x.deal == corrected.deal for x in h.mistakes(severity=severity))
        # accuracy and return: both hands were assisted
        stats = h.stats(sid)
        assert stats.assisted == 2 and stats.accuracy is None


# ------------------------------------------------------------------------ migration


def _v1_history(path: Path, job: PreparedTable, n: int = 9) -> list[HandResult]:
    """A version-1 history (as vptrainer 1 wrote it) with one session of ``n`` hands."""
    s = PracticeSession(job, seed=2)
    results = []
    for i in range(n):
        s.deal()
        results.append(s.draw((_best(s), 0, 31)[i % 3]))
    scratch = path.with_name("v2.sqlite3")
    with History(scratch) as h:
        sid = h.start_session(job.table, settings={"bet": 5})
        for r in results:
            h.record_hand(sid, r)
    conn = sqlite3.connect(path)
    conn.executescript(history_db._SCHEMA)
    conn.execute(f"PRAGMA application_id = {history_db.APPLICATION_ID}")
    conn.execute("PRAGMA user_version = 1")
    conn.execute("ATTACH DATABASE ? AS new", (str(scratch),))
    conn.execute("INSERT INTO sessions SELECT * FROM new.sessions")
    cols = ", ".join(HAND_COLUMNS_V1)
    conn.execute(f"INSERT INTO hands (id, {cols}) SELECT id, {cols} FROM new.hands")
    conn.commit()
    conn.execute("DETACH DATABASE new")
    conn.close()
    scratch.unlink()
    return results


def _rows(path: Path) -> tuple[int, list[tuple[object, ...]], list[tuple[object, ...]]]:
    conn = sqlite3.connect(f"{path.as_uri()}?mode=ro", uri=True)
    try:
        version = conn.execute("PRAGMA user_version").fetchone()[0]
        sessions = conn.execute("SELECT * FROM sessions ORDER BY id").fetchall()
        hands = conn.execute(
            f"SELECT {', '.join(HAND_COLUMNS_V1)} FROM hands ORDER BY id"
        ).fetchall()
    finally:
        conn.close()
    return version, sessions, hands


def test_a_version_1_history_is_migrated_keeping_every_hand(
    tmp_path: Path, job: PreparedTable
) -> None:
    path = tmp_path / "history.sqlite3"
    results = _v1_history(path, job)
    before = _rows(path)
    assert before[0] == 1
    with History(path) as h:
        sid = h.sessions()[0].id
        stored = [rec.result for rec in h.hands(sid)]
        assert stored == results
        assert all(r.assistance is Assistance.NONE and r.bonus is None for r in stored)
        # and new hands of the new kind can be added
        s = PracticeSession(job, seed=4)
        s.deal()
        s.show_hint()
        h.record_hand(sid, s.draw(_best(s)))
        assert h.hands(sid)[-1].result.assistance is Assistance.HINT
    after = _rows(path)
    assert after[0] == SCHEMA_VERSION
    assert after[1] == before[1] and after[2][: len(before[2])] == before[2]
    backup = tmp_path / "history.sqlite3.v1.bak"
    assert backup.is_file()
    assert _rows(backup) == before  # the copy is the version-1 file as it was
    # a second migration of another old file does not overwrite the first copy
    _v1_history(tmp_path / "other.sqlite3", job, 3)
    History(tmp_path / "other.sqlite3").close()
    assert (tmp_path / "other.sqlite3.v1.bak").is_file()


def test_a_failed_migration_leaves_the_history_as_it_was(
    tmp_path: Path, job: PreparedTable
) -> None:
    path = tmp_path / "history.sqlite3"
    _v1_history(path, job)
    before = _rows(path)
    conn = sqlite3.connect(path, isolation_level=None)

    def fail(_: sqlite3.Connection) -> None:
        raise sqlite3.OperationalError("disk I/O error (simulated)")

    with pytest.raises(HistoryError, match="unchanged"):
        history_db.migrate(path, conn, before_commit=fail)
    conn.close()
    assert _rows(path) == before
    with History(path) as h:  # the next start migrates it
        assert len(h.hands(h.sessions()[0].id)) == len(before[2])


def test_a_version_1_history_in_a_read_only_folder_is_not_touched(
    tmp_path: Path, job: PreparedTable
) -> None:
    folder = tmp_path / "ro"
    folder.mkdir()
    path = folder / "history.sqlite3"
    _v1_history(path, job)
    data = path.read_bytes()
    _make_read_only(folder)
    try:
        with pytest.raises(HistoryError) as info:
            History(path)
        assert info.value.reason == "read_only"
    finally:
        _make_writable(folder)
    assert path.read_bytes() == data
    assert not list(folder.glob("*.bak"))


def test_severity_values_round_trip(job: PreparedTable, tmp_path: Path) -> None:
    s = PracticeSession(job, seed=9, threshold=0)
    s.deal()
    check = s.check_hold(_worst(s))
    s.warned(check)
    r = s.draw(_worst(s))
    assert r.warned is not None and r.warned.severity is Severity.MAJOR
    with History(tmp_path / "h.sqlite3") as h:
        sid = h.start_session(job.table)
        h.record_hand(sid, r)
        assert h.hands(sid)[0].result == r


@pytest.fixture(scope="module")
def v1_bytes(tmp_path_factory: pytest.TempPathFactory, job: PreparedTable) -> bytes:
    path = tmp_path_factory.mktemp("v1") / "h.sqlite3"
    _v1_history(path, job, 12)
    return path.read_bytes()


@settings(
    max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(offset=st.integers(min_value=0, max_value=10**6), junk=st.binary(min_size=1, max_size=48))
def test_a_damaged_version_1_history_is_refused_or_migrated(
    tmp_path_factory: pytest.TempPathFactory, v1_bytes: bytes, offset: int, junk: bytes
) -> None:
    data = bytearray(v1_bytes)
    at = offset % len(data)
    data[at : at + len(junk)] = junk
    path = tmp_path_factory.mktemp("v1bad") / "h.sqlite3"
    path.write_bytes(bytes(data))
    try:
        with History(path) as h:
            for info in h.sessions():
                h.hands(info.id)
            h.summaries()
            h.mistakes(limit=None)
    except HistoryError as exc:
        assert exc.reason in ("foreign", "newer", "damaged", "read_only", "folder", "io")


def test_the_statistics_text_says_which_hands_had_help(job: PreparedTable) -> None:
    from vptrainer.core.practice.texts import bonus_text, stats_description, stats_html

    s = PracticeSession(job, seed=8, optimal_return=JOB_RETURN)
    s.deal()
    s.show_hint()
    s.draw(_best(s))
    html = stats_html(s.stats, preparing_return=False)
    assert "1 with help, not graded" in html and "every hand had help" in html
    assert "your return unknown" in stats_description(s.stats)
    s.deal()
    s.draw(_best(s))
    html = stats_html(s.stats, preparing_return=False)
    assert "1 of 1 unaided (100.0%)" in html
    rd = prepare(load_builtin("royal-deal-jacks-or-better-8-5"))
    r = PracticeSession(rd, seed=1, bet=1)
    r.deal("Ah Kh Qh Jh Th")
    bonus = r.draw(31).bonus
    assert bonus is not None and bonus_text(bonus) == "Dealt royal flush: bonus 1,200"


def test_a_table_with_fraction_pays_replays_from_the_history(tmp_path: Path) -> None:
    table = (
        load_builtin("jacks-or-better-9-6")
        .with_pay("two_pair", "1/3")
        .with_pay("royal_flush", "2000/3")
    )
    prepared = prepare(table)
    s = PracticeSession(prepared, seed=6)
    s.deal()
    result = s.draw(_best(s))
    with History(tmp_path / "h.sqlite3") as h:
        sid = h.start_session(table)
        h.record_hand(sid, result)
        again = h.session(sid).load_table()
        mistake_table = h.hands(sid)[0]
    assert again == table and again.pays("two_pair") == Fraction(1, 3)
    replay = PracticeSession(prepare(again), seed=6)
    assert replay.deal(mistake_table.result.deal).hand == result.deal
