"""The practice history in SQLite: storage, crash safety, bad files, queries, CSV export."""

from __future__ import annotations

import csv
import os
import sqlite3
import subprocess
import sys
import textwrap
import threading
from datetime import UTC, datetime, timedelta
from fractions import Fraction
from pathlib import Path

import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from vptrainer.core.engine.holds import hold_evs
from vptrainer.core.engine.prepared import PreparedTable, prepare
from vptrainer.core.practice.grading import HandResult, Severity, grade_hold
from vptrainer.core.practice.history.export import CSV_HEADER, export_session_csv
from vptrainer.core.practice.history.store import (
    SCHEMA_VERSION,
    History,
    HistoryError,
    default_history_path,
)
from vptrainer.core.practice.session import PracticeSession, SessionStats

JOB_RETURN = Fraction(995439043695, 10**12)


def play(prepared: PreparedTable, n: int, *, seed: int = 1, bet: int = 5) -> list[HandResult]:
    """``n`` hands held by turns: the best hold, nothing, everything, the worst hold."""
    session = PracticeSession(prepared, seed=seed, bet=bet)
    out = []
    for i in range(n):
        evs = session.deal()
        mask = (evs.best[0].mask, 0, 31, evs.holds[-1].mask)[i % 4]
        out.append(session.draw(mask))
    return out


def record(
    history: History, prepared: PreparedTable, results: list[HandResult], **kwargs: object
) -> int:
    sid = history.start_session(prepared.table, **kwargs)  # type: ignore[arg-type]
    for r in results:
        history.record_hand(sid, r)
    return sid


# ------------------------------------------------------------------------- storing


def test_default_location_is_the_user_data_directory(job: PreparedTable) -> None:
    path = default_history_path()
    assert path.is_relative_to(Path(os.environ["XDG_DATA_HOME"]))
    assert not path.exists()
    with History() as h:
        assert h.path == path
        record(h, job, play(job, 2))
    assert path.is_file()


def test_sessions_and_hands_round_trip(tmp_path: Path, job: PreparedTable) -> None:
    results = play(job, 12, bet=3)
    started = datetime(2025, 3, 1, 12, 30, tzinfo=UTC)
    with History(tmp_path / "h.sqlite3") as h:
        sid = h.start_session(
            job.table, settings={"bet": 3, "seed": 1, "threshold": "1/50"}, started=started
        )
        records = [h.record_hand(sid, r) for r in results]
        assert [r.ordinal for r in records] == list(range(1, 13))
        h.end_session(sid)
    with History(tmp_path / "h.sqlite3") as h:
        stored = h.hands(sid)
        assert [s.result for s in stored] == results
        assert [s.ordinal for s in stored] == list(range(1, 13))
        assert all(s.played.tzinfo is not None for s in stored)
        (info,) = h.sessions()
        assert info.id == sid
        assert info.started == started
        assert info.ended is not None and info.ended >= started
        assert info.table_name == "Jacks or Better 9/6"
        assert info.table_id == "jacks-or-better-9-6"
        assert info.settings == {"bet": 3, "seed": 1, "threshold": "1/50"}
        assert info.optimal_return is None
        assert info.load_table() == job.table
        assert h.session(sid) == info


def test_exact_values_survive_storage(tmp_path: Path, nsud: PreparedTable) -> None:
    session = PracticeSession(nsud, seed=3)
    session.deal("Qc 9d 8d 4s 3h")
    result = session.draw(0)
    assert result.grade.severity is Severity.MINOR
    with History(tmp_path / "h.sqlite3") as h:
        sid = record(h, nsud, [result])
        (stored,) = h.hands(sid)
    assert stored.result.grade.ev_lost == result.grade.ev_lost > 0
    assert stored.result.grade.best_ev == result.grade.best_ev
    assert stored.result.payout == result.payout


def test_sessions_are_listed_newest_first(tmp_path: Path, job: PreparedTable) -> None:
    t0 = datetime(2025, 1, 1, tzinfo=UTC)
    with History(tmp_path / "h.sqlite3") as h:
        ids = [h.start_session(job.table, started=t0 + timedelta(days=d)) for d in (0, 2, 1)]
        assert [s.id for s in h.sessions()] == [ids[1], ids[2], ids[0]]
        h.delete_session(ids[1])
        assert [s.id for s in h.sessions()] == [ids[2], ids[0]]


def test_write_errors(tmp_path: Path, job: PreparedTable) -> None:
    results = play(job, 1)
    h = History(tmp_path / "h.sqlite3")
    with pytest.raises(HistoryError, match="no session"):
        h.record_hand(999, results[0])
    with pytest.raises(HistoryError, match="no session"):
        h.session(999)
    with pytest.raises(HistoryError, match="no session"):
        h.end_session(999)
    with pytest.raises(HistoryError, match="settings"):
        h.start_session(job.table, settings={"x": object()})
    with pytest.raises(HistoryError, match="time zone"):
        h.start_session(job.table, started=datetime(2025, 1, 1))
    h.close()
    assert h.closed
    with pytest.raises(HistoryError, match="closed"):
        h.sessions()


def test_a_history_belongs_to_its_thread(tmp_path: Path) -> None:
    h = History(tmp_path / "h.sqlite3")
    errors: list[BaseException] = []

    def use() -> None:
        try:
            h.sessions()
        except BaseException as e:
            errors.append(e)

    t = threading.Thread(target=use)
    t.start()
    t.join()
    h.close()
    assert len(errors) == 1 and isinstance(errors[0], HistoryError)


# -------------------------------------------------------------------- crash safety


def test_hands_are_visible_to_a_second_connection_before_close(
    tmp_path: Path, job: PreparedTable
) -> None:
    path = tmp_path / "h.sqlite3"
    writer = History(path)
    results = play(job, 5)
    sid = record(writer, job, results)
    reader = History(path)
    assert [r.result for r in reader.hands(sid)] == results
    reader.close()
    writer.close()


def test_history_survives_a_crash(tmp_path: Path, job: PreparedTable) -> None:
    path = tmp_path / "crash.sqlite3"
    code = textwrap.dedent(f"""
        import os
        from vptrainer.core.engine.prepared import prepare
        from vptrainer.core.practice.history.store import History
        from vptrainer.core.games.builtin import load_builtin
        from vptrainer.core.practice.session import PracticeSession

        prepared = prepare(load_builtin("jacks-or-better-9-6"))
        session = PracticeSession(prepared, seed=77)
        history = History({str(path)!r})
        sid = history.start_session(prepared.table)
        for i in range(7):
            session.deal()
            history.record_hand(sid, session.draw(i))
        print(sid, flush=True)
        os._exit(3)  # no close, no clean-up, no atexit: as a crash
    """)
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=600)
    assert proc.returncode == 3, proc.stderr
    sid = int(proc.stdout.split()[0])
    # the same hands, replayed here
    session = PracticeSession(job, seed=77)
    expected = []
    for i in range(7):
        session.deal()
        expected.append(session.draw(i))
    with History(path) as h:
        assert [r.result for r in h.hands(sid)] == expected
        assert h.sessions()[0].ended is None


# ----------------------------------------------------------------------- bad files


def test_newer_schema_is_refused_and_left_alone(tmp_path: Path, job: PreparedTable) -> None:
    path = tmp_path / "h.sqlite3"
    with History(path) as h:
        record(h, job, play(job, 2))
    conn = sqlite3.connect(path)
    conn.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 1}")
    conn.close()
    before = path.read_bytes()
    with pytest.raises(HistoryError, match="newer"):
        History(path)
    assert path.read_bytes() == before


@pytest.mark.parametrize(
    "content",
    [
        b"this is not a database\n" * 100,
        b"SQLite format 3\x00" + bytes(range(256)) * 16,
        b"\x00" * 4096,
    ],
)
def test_garbage_is_refused_and_left_alone(tmp_path: Path, content: bytes) -> None:
    path = tmp_path / "h.sqlite3"
    path.write_bytes(content)
    with pytest.raises(HistoryError, match="history"):
        History(path)
    assert path.read_bytes() == content
    assert sorted(p.name for p in tmp_path.iterdir()) == ["h.sqlite3"]


def test_a_damaged_history_is_refused_and_left_alone(tmp_path: Path, job: PreparedTable) -> None:
    path = tmp_path / "h.sqlite3"
    with History(path) as h:
        record(h, job, play(job, 200))
    data = path.read_bytes()
    assert len(data) > 3 * 4096
    damaged = data[: len(data) // 2]
    path.write_bytes(damaged)
    with pytest.raises(HistoryError, match="damaged"):
        History(path)
    assert path.read_bytes() == damaged


def test_another_programs_database_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "other.sqlite3"
    conn = sqlite3.connect(path)
    conn.execute("CREATE TABLE notes (text TEXT)")
    conn.execute("INSERT INTO notes VALUES ('mine')")
    conn.commit()
    conn.close()
    before = path.read_bytes()
    with pytest.raises(HistoryError, match="another program"):
        History(path)
    assert path.read_bytes() == before


def test_a_folder_is_refused(tmp_path: Path) -> None:
    with pytest.raises(HistoryError, match="folder"):
        History(tmp_path)


# ------------------------------------------------------------------------- queries


def test_mistakes_are_listed_by_cost_with_what_a_replay_needs(
    tmp_path: Path, job: PreparedTable, nsud: PreparedTable
) -> None:
    with History(tmp_path / "h.sqlite3") as h:
        s1 = record(h, job, play(job, 16, seed=5))
        s2 = record(h, nsud, play(nsud, 16, seed=6, bet=2))
        mistakes = h.mistakes(limit=None)
        all_hands = [*h.hands(s1), *h.hands(s2)]
        n_mistakes = sum(r.result.grade.is_mistake for r in all_hands)
        assert len(mistakes) == n_mistakes > 5
        lost = [m.grade.ev_lost for m in mistakes]
        assert lost == sorted(lost, reverse=True)
        assert all(m.grade.is_mistake for m in mistakes)
        assert {m.record.session_id for m in mistakes} == {s1, s2}
        assert len(h.mistakes(limit=3)) == 3
        assert all(m.record.session_id == s2 for m in h.mistakes(session_id=s2))
        majors = h.mistakes(severity="major", limit=None)
        assert majors and all(m.grade.severity is Severity.MAJOR for m in majors)
        with pytest.raises(HistoryError, match="severity"):
            h.mistakes(severity="awful")
    # replay: the stored table, deal and hold give the same grade again
    for m in mistakes[:5]:
        prepared = prepare(m.load_table())
        again = grade_hold(hold_evs(prepared, m.deal), m.mask, bet=m.grade.bet)
        assert again == m.grade


def test_summaries_and_stats(tmp_path: Path, job: PreparedTable) -> None:
    results = play(job, 20, seed=9, bet=4)
    expected = SessionStats.of(results, JOB_RETURN)
    with History(tmp_path / "h.sqlite3") as h:
        sid = record(h, job, results)
        empty = h.start_session(job.table)
        assert h.summary(sid).player_return is None
        h.set_optimal_return(sid, JOB_RETURN)
        assert h.stats(sid) == expected
        by_id = {s.session.id: s for s in h.summaries()}
        exact = h.summary(sid)
    for summary in (by_id[sid], exact):
        assert summary.hands == 20
        assert summary.minor_mistakes == expected.minor_mistakes
        assert summary.major_mistakes == expected.major_mistakes
        assert summary.mistakes == expected.mistakes > 0
        assert summary.total_bet == 80
        assert summary.ev_lost == pytest.approx(float(expected.ev_lost))
        assert summary.cost == pytest.approx(float(expected.cost))
        assert summary.credits == pytest.approx(float(expected.credits))
        assert summary.player_return == pytest.approx(float(JOB_RETURN - expected.mean_ev_lost))
    assert by_id[empty].hands == 0
    assert by_id[empty].player_return is None


def test_export_csv(tmp_path: Path, job: PreparedTable) -> None:
    results = play(job, 9, seed=4, bet=2)
    out = tmp_path / "session.csv"
    with History(tmp_path / "h.sqlite3") as h:
        sid = record(h, job, results)
        assert export_session_csv(h, sid, out) == 9
        with pytest.raises(HistoryError, match="no session"):
            export_session_csv(h, sid + 1, tmp_path / "none.csv")
        with pytest.raises(HistoryError, match="cannot write"):
            export_session_csv(h, sid, tmp_path / "missing" / "x.csv")
    with out.open(newline="", encoding="utf-8") as f:
        rows = list(csv.reader(f))
    assert tuple(rows[0]) == CSV_HEADER
    assert len(rows) == 10
    col = {name: i for i, name in enumerate(CSV_HEADER)}
    for row, r in zip(rows[1:], results, strict=True):
        assert row[col["hand"]] == str(results.index(r) + 1)
        assert row[col["table"]] == "Jacks or Better 9/6"
        assert row[col["deal"]] == " ".join(_code(c) for c in r.deal)
        assert row[col["final"]] == " ".join(_code(c) for c in r.final)
        assert row[col["hold_mask"]] == str(r.mask)
        assert row[col["result"]] == str(r.grade.severity)
        assert float(row[col["ev_lost"]]) == pytest.approx(float(r.grade.ev_lost), abs=1e-9)
        assert float(row[col["cost_coins"]]) == pytest.approx(float(r.grade.cost), abs=1e-9)
        assert row[col["bet"]] == "2"
        assert Fraction(row[col["credits"]]) == r.net
    assert sorted(p.name for p in tmp_path.iterdir() if p.suffix == ".tmp") == []


def test_export_csv_never_writes_a_live_formula(tmp_path: Path, job: PreparedTable) -> None:
    from dataclasses import replace

    sneaky = replace(job.table, name='=HYPERLINK("http://example.com","click")')
    out = tmp_path / "s.csv"
    with History(tmp_path / "h.sqlite3") as h:
        sid = h.start_session(sneaky)
        for r in play(job, 3):
            h.record_hand(sid, r)
        export_session_csv(h, sid, out)
    with out.open(newline="", encoding="utf-8") as f:
        rows = list(csv.reader(f))
    col = CSV_HEADER.index("table")
    assert all(row[col] == "'" + sneaky.name for row in rows[1:])


def _code(card: int) -> str:
    from vptrainer.core.cards import format_card

    return format_card(card)


# ------------------------------------------------------- refused files are never modified


def snapshot(folder: Path) -> dict[str, bytes]:
    return {p.name: p.read_bytes() for p in sorted(folder.iterdir()) if p.is_file()}


def wal_copy(
    tmp_path: Path,
    job: PreparedTable,
    *,
    user_version: int | None = None,
    app_id: int | None = None,
) -> Path:
    """A history copied while its last writes were still in the -wal file (a crash)."""
    src = tmp_path / "src"
    src.mkdir()
    h = History(src / "h.sqlite3")
    record(h, job, play(job, 20))
    conn = sqlite3.connect(src / "h.sqlite3", isolation_level=None)
    conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")  # the hands go to the main file
    conn.execute("PRAGMA wal_autocheckpoint = 0")
    if user_version is not None:
        conn.execute(f"PRAGMA user_version = {user_version}")
    if app_id is not None:
        conn.execute(f"PRAGMA application_id = {app_id}")
    conn.execute("UPDATE sessions SET table_name = 'changed in the WAL'")
    dst = tmp_path / "copy"
    dst.mkdir()
    for name in ("h.sqlite3", "h.sqlite3-wal"):
        (dst / name).write_bytes((src / name).read_bytes())
    conn.close()
    h.close()
    assert (dst / "h.sqlite3-wal").stat().st_size > 0
    return dst / "h.sqlite3"


def test_a_foreign_database_with_our_table_names_is_refused_untouched(tmp_path: Path) -> None:
    path = tmp_path / "foreign.sqlite3"
    conn = sqlite3.connect(path)
    conn.execute("CREATE TABLE sessions (id INTEGER PRIMARY KEY)")
    conn.execute("CREATE TABLE hands (id INTEGER PRIMARY KEY)")
    conn.execute("PRAGMA user_version = 1")
    conn.commit()
    conn.close()
    before = snapshot(tmp_path)
    with pytest.raises(HistoryError, match="another program") as info:
        History(path)
    assert info.value.reason == "foreign"
    assert snapshot(tmp_path) == before  # not switched to WAL, nothing added


@pytest.mark.parametrize(
    ("version", "app_id", "reason"), [(99, None, "newer"), (None, 12345, "foreign")]
)
def test_a_refused_database_with_a_leftover_wal_is_not_rewritten(
    tmp_path: Path, job: PreparedTable, version: int | None, app_id: int | None, reason: str
) -> None:
    path = wal_copy(tmp_path, job, user_version=version, app_id=app_id)
    before = snapshot(path.parent)
    with pytest.raises(HistoryError) as info:
        History(path)
    assert info.value.reason == reason
    after = {k: v for k, v in snapshot(path.parent).items() if not k.endswith("-shm")}
    assert after == before


def test_a_damaged_database_with_a_leftover_wal_is_not_rewritten(
    tmp_path: Path, job: PreparedTable
) -> None:
    path = wal_copy(tmp_path, job)
    data = bytearray(path.read_bytes())
    page = 4096
    assert len(data) >= 4 * page
    data[2 * page : len(data) - page] = b"\xa5" * (len(data) - 3 * page)
    path.write_bytes(bytes(data))
    before = snapshot(path.parent)
    with pytest.raises(HistoryError):
        History(path)
    after = {k: v for k, v in snapshot(path.parent).items() if not k.endswith("-shm")}
    assert after == before


def test_a_crash_copy_with_a_wal_opens_with_its_last_writes(
    tmp_path: Path, job: PreparedTable
) -> None:
    with History(wal_copy(tmp_path, job)) as h:
        assert h.sessions()[0].table_name == "changed in the WAL"
        assert len(h.hands(h.sessions()[0].id)) == 20


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


def test_a_healthy_history_in_a_read_only_folder_is_reported_as_read_only(
    tmp_path: Path, job: PreparedTable
) -> None:
    folder = tmp_path / "ro"
    folder.mkdir()
    with History(folder / "h.sqlite3") as h:
        record(h, job, play(job, 5))
    before = snapshot(folder)
    _make_read_only(folder)
    try:
        with pytest.raises(HistoryError, match="read-only") as info:
            History(folder / "h.sqlite3")
        assert info.value.reason == "read_only"
        assert "damaged" not in str(info.value)
        with pytest.raises(HistoryError, match="read-only"):
            History(folder / "new.sqlite3")
    finally:
        _make_writable(folder)
    assert snapshot(folder) == before


# --------------------------------------------------- damaged values never crash a reader

_ODD_VALUES = st.one_of(
    st.none(),
    st.integers(min_value=-(2**63), max_value=2**63 - 1),
    st.floats(allow_nan=True, allow_infinity=True),
    st.text(max_size=40),
    st.sampled_from(
        ["99/0", "1e999", "2026-13-45T99:99", "nan", "{", "[1,2]", "Ah Ah Kd", "9" * 5000]
    ),
    st.binary(max_size=20),
)


_FIXTURE = HealthCheck.function_scoped_fixture


@pytest.fixture(scope="module")
def healthy_history(tmp_path_factory: pytest.TempPathFactory, job: PreparedTable) -> bytes:
    path = tmp_path_factory.mktemp("healthy") / "h.sqlite3"
    with History(path) as h:
        record(h, job, play(job, 12))
    conn = sqlite3.connect(path)
    conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    conn.execute("PRAGMA journal_mode = DELETE")
    conn.close()
    return path.read_bytes()


def read_everything(h: History) -> None:
    for s in h.sessions():
        h.hands(s.id)
        h.stats(s.id)
        h.summary(s.id)
    h.summaries()
    h.mistakes(limit=None)


@settings(
    max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(
    table=st.sampled_from(["sessions", "hands"]),
    column=st.integers(min_value=0, max_value=40),
    value=_ODD_VALUES,
)
def test_a_damaged_value_gives_a_history_error_or_a_result(
    tmp_path_factory: pytest.TempPathFactory,
    healthy_history: bytes,
    table: str,
    column: int,
    value: object,
) -> None:
    path = tmp_path_factory.mktemp("odd") / "h.sqlite3"
    path.write_bytes(healthy_history)
    conn = sqlite3.connect(path)
    names = [r[1] for r in conn.execute(f"PRAGMA table_info({table})")]
    name = names[column % len(names)]
    try:
        conn.execute("PRAGMA ignore_check_constraints = ON")
        conn.execute(f"UPDATE {table} SET {name} = ? WHERE rowid = 1", (value,))
        conn.commit()
    except sqlite3.Error:
        refused = True  # SQLite itself refuses this value
    else:
        refused = False
    finally:
        conn.close()
    assume(not refused)
    try:
        with History(path) as h:
            read_everything(h)
    except HistoryError as e:
        assert str(path) in str(e)


@settings(
    max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(offset=st.integers(min_value=0, max_value=10**6), junk=st.binary(min_size=1, max_size=64))
def test_damaged_bytes_give_a_history_error_or_a_result(
    tmp_path_factory: pytest.TempPathFactory, healthy_history: bytes, offset: int, junk: bytes
) -> None:
    data = bytearray(healthy_history)
    at = offset % len(data)
    data[at : at + len(junk)] = junk
    path = tmp_path_factory.mktemp("bytes") / "h.sqlite3"
    path.write_bytes(bytes(data))
    try:
        with History(path) as h:
            read_everything(h)
    except HistoryError:
        pass
