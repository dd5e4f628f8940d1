"""The history under another program's lock, crafted files, and a full disk (issue 23,
items 4, 5 and 7): every graded hand is kept, no SQL of the file runs, nothing refused
is changed."""

from __future__ import annotations

import errno
import json
import os
import sqlite3
import stat
import time
from dataclasses import replace
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from vptrainer.core.engine.prepared import PreparedTable
from vptrainer.core.plaintext import control_problem
from vptrainer.core.practice.grading import HandResult
from vptrainer.core.practice.history import database as history_db
from vptrainer.core.practice.history import writer as writer_module
from vptrainer.core.practice.history.store import History, HistoryError
from vptrainer.core.practice.history.writer import HistoryWriter
from vptrainer.core.practice.session import PracticeSession


@pytest.fixture(autouse=True)
def _short_waits(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(history_db, "BUSY_TIMEOUT_S", 0.05)


@pytest.fixture(scope="module")
def hands(job: PreparedTable) -> list[HandResult]:
    session = PracticeSession(job, seed=3)
    out = []
    for i in range(8):
        evs = session.deal()
        out.append(session.draw((evs.best[0].mask, 0)[i % 2]))
    return out


@pytest.fixture
def path(tmp_path: Path) -> Path:
    p = tmp_path / "history.sqlite3"
    History(p).close()
    return p


class Locker:
    """Another program holding the history locked (a second connection)."""

    def __init__(self, path: Path) -> None:
        self.conn = sqlite3.connect(path, isolation_level=None)

    def __enter__(self) -> Locker:
        self.conn.execute("BEGIN EXCLUSIVE")
        return self

    def __exit__(self, *exc: object) -> None:
        self.conn.execute("COMMIT")
        self.conn.close()


# ------------------------------------------------------------------ busy (item 4)


def test_a_plain_history_reports_busy_not_off(
    path: Path, hands: list[HandResult], job: PreparedTable
) -> None:
    with History(path) as h:
        sid = h.start_session(job.table)
        with Locker(path), pytest.raises(HistoryError) as info:
            h.record_hand(sid, hands[0])
    assert info.value.reason == "busy"


def test_hands_played_while_locked_are_all_saved_in_order(
    path: Path, hands: list[HandResult], job: PreparedTable
) -> None:
    """8 hands played while another process held the history: 8 stored (2 were)."""
    writer = HistoryWriter(path)
    assert not writer.open().busy
    key = writer.start_session(job.table, settings={"bet": 5})
    writer.record_hand(key, hands[0])
    assert writer.flush().saved == 1
    with Locker(path):
        for result in hands[1:]:
            writer.record_hand(key, result)
            status = writer.flush()
            assert status.busy and status.saved == 0
        assert status.waiting == 7
        assert "7 hands wait to be saved" in status.message and "no hand is lost" in status.message
    status = writer.flush(force=True)  # what the executor's timer does every few seconds
    assert (status.saved, status.waiting, status.busy, status.message) == (7, 0, False, "")
    writer.close()
    with History(path) as h:
        (session,) = h.sessions()
        stored = h.hands(session.id)
    assert [rec.ordinal for rec in stored] == list(range(1, 9))
    assert [rec.result for rec in stored] == hands


def test_a_busy_history_is_not_tried_hand_after_hand(
    path: Path, hands: list[HandResult], job: PreparedTable, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Each try waits the busy timeout: within the retry interval a flush only queues."""
    monkeypatch.setattr(history_db, "BUSY_TIMEOUT_S", 0.05)
    now = [0.0]
    writer = HistoryWriter(path, clock=lambda: now[0])
    writer.open()
    key = writer.start_session(job.table)
    tries: list[str] = []
    write = writer._write

    def counted(history: History, op: object) -> None:
        tries.append(str(getattr(op, "kind", "")))
        write(history, op)  # type: ignore[arg-type]

    monkeypatch.setattr(writer, "_write", counted)
    with Locker(path):
        writer.record_hand(key, hands[0])
        assert writer.flush().busy  # tried: waited the busy timeout
        assert tries == ["session"]  # the first write waiting was tried, and found busy
        for result in hands[1:]:
            writer.record_hand(key, result)
            assert writer.flush().waiting >= 2
        assert tries == ["session"]  # not tried again
        now[0] += writer_module.RETRY_S
        assert writer.flush().busy  # tried again after the interval
        assert tries == ["session", "session"]
    now[0] += writer_module.RETRY_S
    assert writer.flush().saved == len(hands)
    writer.close()


def test_a_history_locked_at_opening_is_waited_for(
    path: Path, hands: list[HandResult], job: PreparedTable
) -> None:
    writer = HistoryWriter(path)
    with Locker(path):
        assert writer.open().busy
        key = writer.start_session(job.table)
        writer.record_hand(key, hands[0])
        assert writer.flush().waiting == 1
    assert writer.flush(force=True).saved == 1
    assert writer.session_id(key) is not None
    writer.close()


def test_closing_while_locked_keeps_the_hands_for_the_next_run(
    path: Path, hands: list[HandResult], job: PreparedTable
) -> None:
    writer = HistoryWriter(path)
    writer.open()
    key = writer.start_session(job.table)
    writer.record_hand(key, hands[0])
    writer.flush()
    with Locker(path):
        for result in hands[1:4]:
            writer.record_hand(key, result)
        writer.end_session(key)
        status = writer.close(wait_s=0.1)
        assert status.busy
    pending = writer.pending_path
    assert pending.is_file()
    again = HistoryWriter(path)
    second = again.start_session(job.table)
    again.record_hand(second, hands[4])
    status = again.open()
    assert (status.saved, status.waiting) == (4, 0)
    assert not pending.exists()
    again.close()
    with History(path) as h:
        first, newer = sorted(h.sessions(), key=lambda s: s.id)
        assert [r.result for r in h.hands(first.id)] == hands[:4]
        assert first.ended is not None
        assert [r.result for r in h.hands(newer.id)] == [hands[4]]


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    content=st.one_of(
        st.binary(max_size=200),
        st.recursive(
            st.one_of(st.none(), st.booleans(), st.integers(), st.text(max_size=8)),
            lambda inner: (
                st.lists(inner, max_size=4)
                | st.dictionaries(st.sampled_from(["op", "key", "ops", "row"]), inner, max_size=4)
            ),
            max_leaves=12,
        ).map(lambda doc: json.dumps({"vptrainer_pending": 1, "ops": [doc]}).encode()),
    )
)
def test_a_damaged_pending_file_is_set_aside_never_written(
    tmp_path_factory: pytest.TempPathFactory, content: bytes
) -> None:
    folder = tmp_path_factory.mktemp("pending")
    path = folder / "history.sqlite3"
    writer = HistoryWriter(path)
    writer.pending_path.write_bytes(content)
    writer.open()
    writer.close()
    with History(path) as h:
        assert h.sessions() == ()
    assert not writer.pending_path.exists()  # set aside, kept for the user
    aside = folder / "history.sqlite3.pending.damaged"
    assert aside.read_bytes() == content
    assert writer.problem and "could not be read back" in writer.problem


def test_the_pending_file_is_private(
    path: Path, hands: list[HandResult], job: PreparedTable
) -> None:
    writer = HistoryWriter(path)
    with Locker(path):
        key = writer.start_session(job.table)
        writer.record_hand(key, hands[0])
        writer.close(wait_s=0.0)
    assert stat.S_IMODE(writer.pending_path.stat().st_mode) == 0o600


# ----------------------------------------------- SQL the user did not write (item 5)


def _with_sql(path: Path, *statements: str) -> bytes:
    conn = sqlite3.connect(path)
    for sql in statements:
        conn.execute(sql)
    conn.commit()
    conn.close()
    return path.read_bytes()


@pytest.mark.parametrize(
    "sql",
    [
        # loops forever at the first recorded hand
        "CREATE TRIGGER spin AFTER INSERT ON hands BEGIN "
        "SELECT count(*) FROM (WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c) "
        "SELECT x FROM c); END",
        # deletes the player's hands
        "CREATE TRIGGER wipe AFTER INSERT ON hands BEGIN DELETE FROM hands; END",
        "CREATE VIEW everything AS SELECT * FROM hands",
    ],
)
def test_triggers_and_views_are_refused_untouched(path: Path, sql: str) -> None:
    before = _with_sql(path, sql)
    started = time.process_time()  # CPU time: a loaded machine does not stretch it
    with pytest.raises(HistoryError) as info:
        History(path)
    assert info.value.reason == "unsafe" and "never writes" in str(info.value)
    assert time.process_time() - started < 5  # refused, never run
    assert path.read_bytes() == before


def test_a_trigger_added_while_open_never_runs(
    path: Path, hands: list[HandResult], job: PreparedTable
) -> None:
    with History(path) as h:
        sid = h.start_session(job.table)
        h.record_hand(sid, hands[0])
        _with_sql(path, "CREATE TRIGGER wipe AFTER INSERT ON hands BEGIN DELETE FROM hands; END")
        with pytest.raises(HistoryError) as info:
            h.record_hand(sid, hands[1])
        assert info.value.reason == "unsafe"
    conn = sqlite3.connect(path)
    assert conn.execute("SELECT count(*) FROM hands").fetchone()[0] == 1
    conn.close()


def test_the_schema_is_untrusted_and_statements_have_a_time_limit(
    path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    with History(path) as h:
        conn = h._db
        assert conn.execute("PRAGMA trusted_schema").fetchone()[0] == 0
        started = time.process_time()
        with conn.limited(0.2), pytest.raises(sqlite3.OperationalError, match="interrupted"):
            conn.execute(
                "WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c) "
                "SELECT count(*) FROM c"
            ).fetchone()
        assert time.process_time() - started < 2  # CPU time: interrupted, not run to the end
        monkeypatch.setattr(history_db, "STATEMENT_LIMIT_S", 0.2)
        with pytest.raises(HistoryError, match="interrupted"):
            h._query(
                "WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c) "
                "SELECT count(*) FROM c"
            )


# -------------------------------------------------------- a full disk (item 7)


def test_a_migration_without_disk_space_leaves_the_file_as_it_was(
    tmp_path: Path, job: PreparedTable, monkeypatch: pytest.MonkeyPatch
) -> None:
    from test_assisted_hands import _v1_history  # the version-1 file vptrainer 1 wrote

    path = tmp_path / "history.sqlite3"
    _v1_history(path, job, 3)
    before = {p.name: p.read_bytes() for p in tmp_path.iterdir()}

    def full(fd: int) -> None:
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(history_db.os, "fsync", full)
    with pytest.raises(HistoryError, match="the disk is full; it is unchanged"):
        History(path)
    after = {p.name: p.read_bytes() for p in tmp_path.iterdir()}
    assert after == before  # not even switched to WAL or checkpointed
    monkeypatch.undo()
    with History(path) as h:
        assert len(h.hands(h.sessions()[0].id)) == 3


# --------------------------------------------------- only regular files (item 2)


def test_a_named_pipe_history_is_refused_without_blocking(tmp_path: Path) -> None:
    pipe = tmp_path / "history.sqlite3"
    os.mkfifo(pipe)
    with pytest.raises(HistoryError, match="named pipe") as info:
        History(pipe)
    assert info.value.reason == "foreign" and stat.S_ISFIFO(pipe.lstat().st_mode)


def test_the_data_folder_is_private(monkeypatch: pytest.MonkeyPatch) -> None:
    path = history_db.default_history_path()
    with History(path):
        pass
    assert stat.S_IMODE(path.parent.stat().st_mode) == 0o700


@settings(max_examples=20, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    name=st.text(min_size=1, max_size=40).filter(lambda s: "\x00" not in s),
    when=st.sampled_from(["BEFORE", "AFTER"]),
    event=st.sampled_from(["INSERT", "UPDATE", "DELETE"]),
    table=st.sampled_from(["hands", "sessions"]),
    body=st.sampled_from(
        [
            "DELETE FROM hands;",
            "UPDATE sessions SET table_name = 'x';",
            "SELECT 1;",
            "INSERT INTO sessions (started, table_name, table_toml) VALUES ('', '', '');",
        ]
    ),
    view=st.booleans(),
)
def test_any_foreign_sql_is_refused_untouched(
    tmp_path_factory: pytest.TempPathFactory,
    name: str,
    when: str,
    event: str,
    table: str,
    body: str,
    view: bool,
) -> None:
    path = tmp_path_factory.mktemp("sql") / "history.sqlite3"
    History(path).close()
    quoted = '"' + name.replace('"', '""') + '"'
    sql = (
        f"CREATE VIEW {quoted} AS SELECT * FROM {table}"
        if view
        else f"CREATE TRIGGER {quoted} {when} {event} ON {table} BEGIN {body} END"
    )
    before = _with_sql(path, sql)
    with pytest.raises(HistoryError) as info:
        History(path)
    assert info.value.reason == "unsafe"
    assert path.read_bytes() == before
    assert control_problem(str(info.value)) is None  # the name's control characters escaped


def test_a_situation_named_late_reaches_the_last_hand_even_through_the_pending_file(
    path: Path, job: PreparedTable, job_finder: object
) -> None:
    from vptrainer.core.practice.explain import SituationFinder

    assert isinstance(job_finder, SituationFinder)
    session = PracticeSession(job, seed=5)
    played = []
    for _ in range(2):
        evs = session.deal()
        played.append(session.draw(evs.holds[-1].mask))  # mistakes, before the chart
    assert all(r.situation is None for r in played)
    writer = HistoryWriter(path)
    writer.open()
    key = writer.start_session(job.table)
    writer.record_hand(key, played[0])
    writer.flush()
    with Locker(path):  # the chart comes while the history is busy: kept for the next run
        writer.record_hand(key, played[1])
        session.finder = job_finder
        named = session.explain_last()  # the last hand, named now
        assert named is not None and named.situation is not None
        assert session.explain_last() is None  # once
        writer.set_situation(key, named)
        assert writer.close(wait_s=0.05).busy
    again = HistoryWriter(path)
    assert again.open().waiting == 0
    again.close()
    with History(path) as h:
        (info,) = h.sessions()
        first, second = (r.result for r in h.hands(info.id))
    assert first.situation is None  # only the last hand is named
    assert second.situation is not None and second == replace(named, best_draw=None)
