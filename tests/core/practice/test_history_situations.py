"""The history keeps each hand's situation and drill (schema 3), and answers by situation."""

from __future__ import annotations

import sqlite3
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from vptrainer.core.cards import parse_cards
from vptrainer.core.engine.prepared import PreparedTable
from vptrainer.core.practice.dealing import mask_of
from vptrainer.core.practice.drills import WeakSpots
from vptrainer.core.practice.explain import SituationFinder
from vptrainer.core.practice.grading import HandResult
from vptrainer.core.practice.history import database as history_db
from vptrainer.core.practice.history.database import HAND_COLUMNS_V2, SCHEMA_VERSION
from vptrainer.core.practice.history.records import SessionSummary, progress_points
from vptrainer.core.practice.history.store import History, HistoryError
from vptrainer.core.practice.session import PracticeSession
from vptrainer.core.practice.situations import DrillMode
from vptrainer.core.practice.texts import confusion_text

T0 = datetime(2026, 2, 1, 9, 0, tzinfo=UTC)
FLUSH_OVER_PAIR = ("Jh Jd 5h 8h 2h", "Jh 5h 8h 2h")  # 4 to a flush kept over a high pair


def cards(text: str) -> tuple[int, ...]:
    return parse_cards(text).cards


def play(
    session: PracticeSession, deal: str, held: str, drill: DrillMode = DrillMode.RANDOM
) -> HandResult:
    hand = cards(deal)
    session.deal(hand, drill=drill)
    return session.draw(mask_of(hand, cards(held)))


def test_hands_keep_their_situation_and_drill(
    tmp_path: Path, job: PreparedTable, job_finder: SituationFinder
) -> None:
    session = PracticeSession(job, seed=1)
    session.finder = job_finder
    results = [
        play(session, *FLUSH_OVER_PAIR, DrillMode.WEAK_SPOTS),
        play(session, "Jh Jd 5h 8h 2h", "Jh Jd", DrillMode.MISTAKES),
        play(session, "Ah 7d 5c 9s 2h", "7d 5c", DrillMode.CLOSE_CALLS),
    ]
    session.finder = None
    results.append(play(session, "Ah 7d 5c 9s 2h", "Ah"))  # no chart known yet
    with History(tmp_path / "h.sqlite3") as h:
        sid = h.start_session(job.table)
        for i, r in enumerate(results):
            h.record_hand(sid, r, played=T0 + timedelta(minutes=i))
        stored = [rec.result for rec in h.hands(sid)]
    assert stored == results
    assert [r.drill for r in stored] == [
        DrillMode.WEAK_SPOTS,
        DrillMode.MISTAKES,
        DrillMode.CLOSE_CALLS,
        DrillMode.RANDOM,
    ]
    assert stored[0].situation is not None and stored[0].situation.best.text == "high pair"
    assert stored[2].situation is not None and stored[2].situation.player.index == -1
    assert stored[3].situation is None


def _v2_history(path: Path, job: PreparedTable, finder: SituationFinder) -> list[HandResult]:
    """A version-2 history (as the previous vptrainer wrote it) with six hands."""
    session = PracticeSession(job, seed=3)
    results = []
    for i in range(6):
        session.deal()
        evs = session.evs
        assert evs is not None
        results.append(session.draw(evs.best[0].mask if i % 2 else 0))
    scratch = path.with_name("v3.sqlite3")
    with History(scratch) as h:
        sid = h.start_session(job.table, settings={"bet": 5})
        for r in results:
            h.record_hand(sid, r)
    conn = sqlite3.connect(path)
    conn.executescript(history_db._SCHEMA)
    for statement in history_db.MIGRATIONS[1]:
        conn.execute(statement)
    conn.execute(f"PRAGMA application_id = {history_db.APPLICATION_ID}")
    conn.execute("PRAGMA user_version = 2")
    conn.execute("ATTACH DATABASE ? AS new", (str(scratch),))
    conn.execute("INSERT INTO sessions SELECT * FROM new.sessions")
    cols = ", ".join(HAND_COLUMNS_V2)
    conn.execute(f"INSERT INTO hands (id, {cols}) SELECT id, {cols} FROM new.hands")
    conn.commit()
    conn.execute("DETACH DATABASE new")
    conn.close()
    scratch.unlink()
    return results


def _rows(path: Path) -> tuple[int, list[tuple[object, ...]]]:
    conn = sqlite3.connect(f"{path.as_uri()}?mode=ro", uri=True)
    try:
        version = conn.execute("PRAGMA user_version").fetchone()[0]
        hands = conn.execute(
            f"SELECT {', '.join(HAND_COLUMNS_V2)} FROM hands ORDER BY id"
        ).fetchall()
    finally:
        conn.close()
    return version, hands


def test_a_version_2_history_is_migrated_keeping_every_hand_after_a_backup(
    tmp_path: Path, job: PreparedTable, job_finder: SituationFinder
) -> None:
    path = tmp_path / "history.sqlite3"
    results = _v2_history(path, job, job_finder)
    before = _rows(path)
    assert before[0] == 2 and len(before[1]) == 6
    with History(path) as h:
        sid = h.sessions()[0].id
        stored = [rec.result for rec in h.hands(sid)]
        assert stored == results  # old hands read without a situation, as random deals
        assert all(r.situation is None and r.drill is DrillMode.RANDOM for r in stored)
        session = PracticeSession(job, seed=4)
        session.finder = job_finder
        h.record_hand(sid, play(session, *FLUSH_OVER_PAIR, DrillMode.WEAK_SPOTS))
        assert h.hands(sid)[-1].result.drill is DrillMode.WEAK_SPOTS
    after = _rows(path)
    assert after[0] == SCHEMA_VERSION == 4
    assert after[1][:6] == before[1]
    backup = tmp_path / "history.sqlite3.v2.bak"
    assert backup.is_file() and _rows(backup) == before


def test_statistics_by_situation_and_the_costliest_confusions(
    tmp_path: Path, job: PreparedTable, job_finder: SituationFinder
) -> None:
    session = PracticeSession(job, seed=8, bet=5)
    session.finder = job_finder
    plays = [FLUSH_OVER_PAIR] * 3 + [("Jh Jd 5h 8h 2h", "Jh Jd")] + [("Kc Kd 4s 9h 2c", "Kc Kd")]
    with History(tmp_path / "h.sqlite3") as h:
        sid = h.start_session(job.table, settings={"bet": 5})
        results = []
        for i, p in enumerate(plays):
            r = play(session, *p)
            results.append(r)
            h.record_hand(sid, r, played=T0 + timedelta(minutes=i))
        stats = {s.key: s for s in h.situation_stats(job.table.name)}
        assert h.situation_stats("another table") == ()
        confusions = h.confusions(job.table.name)
        reviews = h.situation_reviews(job.table.name)
        summaries = h.summaries()
    pair = stats["high pair"]
    assert pair.hands == 5 and pair.mistakes == 3
    assert pair.errors_per_1000 == 600.0
    lost = sum(float(r.grade.ev_lost) for r in results)
    assert abs(pair.ev_lost - lost) < 1e-9
    (confusion,) = confusions
    assert confusion.over == "high pair" and confusion.played.startswith("4 to a flush")
    assert confusion.times == 3
    assert abs(confusion.cost - 3 * float(results[0].grade.cost)) < 1e-9
    text = confusion_text(confusion)
    assert text.startswith("4 to a flush") and " played over high pair: 3 times, " in text
    assert text.endswith(" coins")
    # the weak-spot scheduler reads the same hands back
    assert [r.correct for r in reviews] == [False, False, False, True, True]
    spots = WeakSpots(reviews)
    (spot,) = spots.spots()
    assert spot.key == "high pair" and spot.reviews == 5  # entered with the first mistake
    (point,) = progress_points(summaries)
    assert point.hands == 5 and point.accuracy == 2 / 5
    assert abs(point.ev_lost_per_1000 - 1000 * lost / 5) < 1e-6
    # the progress of one table plots that table's sessions only (issue 28)
    assert progress_points(summaries, job.table.name) == (point,)
    assert progress_points(summaries, "another table") == ()


def test_open_mistakes_leave_once_played_right(
    tmp_path: Path, job: PreparedTable, job_finder: SituationFinder
) -> None:
    session = PracticeSession(job, seed=8)
    with History(tmp_path / "h.sqlite3") as h:
        sid = h.start_session(job.table)
        h.record_hand(sid, play(session, *FLUSH_OVER_PAIR), played=T0)
        h.record_hand(sid, play(session, "Ah 7d 5c 9s 2h", "7d 5c"), played=T0)
        h.record_hand(sid, play(session, *FLUSH_OVER_PAIR), played=T0 + timedelta(1))
        assert {m.deal for m in h.open_mistakes(job.table.name)} == {
            cards("Jh Jd 5h 8h 2h"),
            cards("Ah 7d 5c 9s 2h"),
        }
        h.record_hand(
            sid,
            play(session, "Jh Jd 5h 8h 2h", "Jh Jd", DrillMode.MISTAKES),
            played=T0 + timedelta(2),
        )
        assert [m.deal for m in h.open_mistakes(job.table.name)] == [cards("Ah 7d 5c 9s 2h")]
        assert h.open_mistakes("another table") == ()


def test_progress_skips_empty_sessions() -> None:
    assert progress_points([]) == ()
    assert SessionSummary.__dataclass_fields__["hands"] is not None


_ODD = st.one_of(
    st.none(),
    st.integers(-(2**40), 2**40),
    st.text(max_size=30),
    st.floats(allow_nan=False),
    st.binary(max_size=8),
)


@given(best=_ODD, best_text=_ODD, player=_ODD, player_text=_ODD)
@settings(
    max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
def test_damaged_situation_columns_never_crash_the_reader(
    tmp_path_factory: pytest.TempPathFactory,
    job: PreparedTable,
    best: object,
    best_text: object,
    player: object,
    player_text: object,
) -> None:
    """Whatever another program wrote into the situation columns, a hand reads back with
    a situation, without one, or as a :class:`HistoryError` naming the hand."""
    path = tmp_path_factory.mktemp("damaged") / "h.sqlite3"
    session = PracticeSession(job, seed=1)
    with History(path) as h:
        sid = h.start_session(job.table)
        h.record_hand(sid, play(session, *FLUSH_OVER_PAIR))
    conn = sqlite3.connect(path)
    try:
        conn.execute(
            "UPDATE hands SET best_rule = ?, best_rule_text = ?, player_rule = ?, "
            "player_rule_text = ?",
            (best, best_text, player, player_text),
        )
        conn.commit()
    except sqlite3.IntegrityError:  # refused by the schema's checks: nothing to read
        return
    finally:
        conn.close()
    with History(path) as h:
        try:
            (record,) = h.hands(sid)
        except HistoryError as e:
            assert "unreadable hand" in str(e)
            return
    situation = record.result.situation
    if situation is not None:
        assert isinstance(situation.best.text, str) and situation.best.index >= -1
