"""The practice history's requests, run on the history thread, which owns the connection.

sqlite3 connections belong to one thread: the :class:`HistoryConnection` is a
resource of the history executor, opened on its thread by the first request (the
integrity check included) and closed there when the thread ends, after every request
queued before. Writes go through the core's
:class:`~vptrainer.core.practice.history.writer.HistoryWriter`, in the order the hands
were played: a history another program holds locked keeps them queued (each write
request answers with the :class:`Written` status the player is told), a
:class:`FlushHistory` request tries again, and what still waits when the thread ends is
kept in the pending file for the next run. A read first writes what waits, so it sees
every hand played before it. The GUI names a practice session by a token of its own
(its id in the history is known only once the session is written): the connection maps
tokens to the writer's keys.
"""

from __future__ import annotations

import threading
import traceback
from collections.abc import Mapping
from dataclasses import dataclass, field
from datetime import datetime
from fractions import Fraction
from pathlib import Path
from typing import TYPE_CHECKING, Any, ClassVar, TypeVar

from vptrainer.core.games.paytable import PayTable
from vptrainer.gui.jobs.base import HISTORY, Priority, Progress, Request
from vptrainer.gui.jobs.store import thread_context

if TYPE_CHECKING:
    from vptrainer.core.practice.drills import WeakSpots
    from vptrainer.core.practice.grading import HandResult
    from vptrainer.core.practice.history.records import (
        Confusion,
        PastMistake,
        ProgressPoint,
        SessionSummary,
        SituationStats,
    )
    from vptrainer.core.practice.history.store import History
    from vptrainer.core.practice.history.writer import HistoryWriter, WriteStatus

T = TypeVar("T")
RESOURCE = "history"
SituationsFound = tuple[
    tuple["SituationStats", ...], tuple["Confusion", ...], tuple["ProgressPoint", ...]
]


@dataclass(frozen=True)
class Written:
    """The answer of a write: the history's id of the request's session (``None`` until it
    is written) and what the flush did (hands saved, hands waiting, the message)."""

    session_id: int | None
    status: WriteStatus


class HistoryConnection:
    """The history of the history thread: opened there when first used, closed there at
    the end. A history that cannot be opened or written stays off: every request then
    fails with the same :class:`~vptrainer.core.practice.history.database.HistoryError`.
    A busy history is not off: writes wait in the writer's queue."""

    def __init__(self, path: str | Path | None = None) -> None:
        self.path = path
        self._writer: HistoryWriter | None = None
        self._error: tuple[str, str] | None = None  # message and reason
        self._keys: dict[int, int] = {}  # the GUI's session tokens -> the writer's keys

    def _fail(self, message: str, reason: str) -> None:
        from vptrainer.core.practice.history.store import HistoryError

        self._error = (message, reason)
        raise HistoryError(message, reason=reason)

    def _guarded(self, fn: Any) -> Any:
        """``fn()``; a history error other than busy (or a bug) turns the history off."""
        from vptrainer.core.practice.history.store import HistoryError

        if self._error is not None:
            raise HistoryError(self._error[0], reason=self._error[1])
        try:
            return fn()
        except HistoryError as exc:
            if exc.reason != "busy":
                self._error = (str(exc), exc.reason)
            raise
        except Exception as exc:  # a bug: a history problem, the app goes on
            traceback.print_exc()
            self._fail(f"internal error: {type(exc).__name__}: {exc}", "io")
            raise  # pragma: no cover - _fail raised

    @property
    def writer(self) -> HistoryWriter:
        """The history's writer (opened now, and what waits written, if it is not yet)."""

        def opened() -> HistoryWriter:
            from vptrainer.core.practice.history.writer import HistoryWriter

            if self._writer is None:
                writer = HistoryWriter(self.path)
                writer.open()  # a busy history is waited for, not an error
                self._writer = writer
            return self._writer

        result: HistoryWriter = self._guarded(opened)
        return result

    @property
    def history(self) -> History:
        """The open history for a read, every write queued before it written first."""
        from vptrainer.core.practice.history.store import HistoryError

        def readable() -> History:
            writer = self.writer
            if writer.waiting or writer.busy:
                writer.flush()
            if writer.history is None:
                raise HistoryError("the history is in use by another program", reason="busy")
            return writer.history

        result: History = self._guarded(readable)
        return result

    def write(self, token: int | None, queue: Any = None, *, force: bool = False) -> Written:
        """Queue ``queue(writer)`` (if given), write what waits; the status and the id of the
        session ``token``."""

        def written() -> Written:
            writer = self.writer
            if queue is not None:
                queue(writer)
            status = writer.flush(force=force)
            if writer.problem and not status.message:
                from vptrainer.core.practice.history.writer import WriteStatus

                status = WriteStatus(status.saved, status.waiting, status.busy, writer.problem)
                writer.problem = ""
            return Written(self.session_id(token), status)

        result: Written = self._guarded(written)
        return result

    def key(self, token: int) -> int | None:
        """The writer's key of the GUI's session ``token`` (``None``: never started)."""
        return self._keys.get(token)

    def started(self, token: int, key: int) -> None:
        """The GUI's session ``token`` is the writer's session ``key``."""
        self._keys[token] = key

    def session_id(self, token: int | None) -> int | None:
        """The history's id of the GUI's session ``token`` (``None``: not written yet)."""
        key = None if token is None else self._keys.get(token)
        if key is None or self._writer is None:
            return None
        return self._writer.session_id(key)

    def close(self) -> None:
        """Write what waits (a busy history is waited for a few seconds; what still waits
        is kept for the next run) and close the database (every request queued before has
        run)."""
        if self._writer is not None:
            try:
                self._writer.close()
            except Exception:  # the app is closing: say it on stderr, go on
                traceback.print_exc()
            self._writer = None


def connection() -> HistoryConnection:
    """The history connection of the calling thread (the history executor's)."""
    context = thread_context()
    found = None if context is None else context.resources.get(RESOURCE)
    if not isinstance(found, HistoryConnection):
        raise RuntimeError("history requests run on the history executor only")
    return found


@dataclass(frozen=True)
class HistoryRequest(Request[T]):
    """A request on the history: never kept, never merged, in the order made."""

    priority: ClassVar[Priority] = Priority.FIRST
    executor: ClassVar[str] = HISTORY
    keep: ClassVar[int] = 0
    label: ClassVar[str] = "history"

    def run(self, progress: Progress, cancel: threading.Event) -> T:
        return self.apply(connection())

    def apply(self, db: HistoryConnection) -> T:
        """The request on the history thread's connection."""
        raise NotImplementedError


@dataclass(frozen=True)
class HistoryRead(HistoryRequest[T]):
    """A read: one call on the open history, after every write queued before it."""

    def apply(self, db: HistoryConnection) -> T:
        return self.read(db.history)

    def read(self, history: History) -> T:
        """The call on the open history."""
        raise NotImplementedError


@dataclass(frozen=True)
class OpenHistory(HistoryRequest[Written]):
    """Open the history (its checks run now, on the history thread) and write what a
    former run left waiting."""

    def apply(self, db: HistoryConnection) -> Written:
        return db.write(None)


@dataclass(frozen=True)
class FlushHistory(HistoryRequest[Written]):
    """Try a busy history again: write what waits."""

    token: int | None = None

    def apply(self, db: HistoryConnection) -> Written:
        return db.write(self.token, force=True)


@dataclass(frozen=True)
class StartSession(HistoryRequest[Written]):
    """Start the GUI's session ``token`` in the history."""

    token: int
    table: PayTable
    settings: Mapping[str, Any] = field(compare=False)
    optimal_return: Fraction | None = None

    def apply(self, db: HistoryConnection) -> Written:
        def queue(writer: HistoryWriter) -> None:
            key = writer.start_session(
                self.table, settings=dict(self.settings), optimal_return=self.optimal_return
            )
            db.started(self.token, key)

        return db.write(self.token, queue)


def _key(db: HistoryConnection, token: int) -> int:
    from vptrainer.core.practice.history.store import HistoryError

    found = db.key(token)
    if found is None:
        raise HistoryError("the session could not be started in the history")
    return found


@dataclass(frozen=True)
class RecordHand(HistoryRequest[Written]):
    """Record a drawn hand as the next of the GUI's session ``token``."""

    token: int
    result: HandResult = field(compare=False)

    def apply(self, db: HistoryConnection) -> Written:
        return db.write(self.token, lambda w: w.record_hand(_key(db, self.token), self.result))


@dataclass(frozen=True)
class SetOptimalReturn(HistoryRequest[Written]):
    """Store the table's optimal return with the session ``token`` (when it is known)."""

    token: int
    optimal_return: Fraction

    def apply(self, db: HistoryConnection) -> Written:
        def queue(writer: HistoryWriter) -> None:
            key = db.key(self.token)
            if key is not None:
                writer.set_optimal_return(key, self.optimal_return)

        return db.write(self.token, queue)


@dataclass(frozen=True)
class SetSituation(HistoryRequest[Written]):
    """Store the situation in the chart of the last hand of the session ``token`` (the
    chart named its rules after the hand was recorded)."""

    token: int
    result: HandResult = field(compare=False)

    def apply(self, db: HistoryConnection) -> Written:
        def queue(writer: HistoryWriter) -> None:
            key = db.key(self.token)
            if key is not None:
                writer.set_situation(key, self.result)

        return db.write(self.token, queue)


@dataclass(frozen=True)
class EndSession(HistoryRequest[Written]):
    """End the session ``token`` (when it was started)."""

    token: int
    ended: datetime | None = None

    def apply(self, db: HistoryConnection) -> Written:
        def queue(writer: HistoryWriter) -> None:
            key = db.key(self.token)
            if key is not None:
                writer.end_session(key)

        return db.write(self.token, queue)


@dataclass(frozen=True)
class ReadSummaries(HistoryRead[tuple["SessionSummary", ...]]):
    """Every session with hands, summed up."""

    def read(self, history: History) -> tuple[SessionSummary, ...]:
        return tuple(s for s in history.summaries() if s.hands > 0)


@dataclass(frozen=True)
class ReadMistakes(HistoryRead[tuple["PastMistake", ...]]):
    """The costliest past mistakes (of one session, of one severity, when given)."""

    limit: int
    session_id: int | None = None
    severity: str | None = None

    def read(self, history: History) -> tuple[PastMistake, ...]:
        return history.mistakes(
            limit=self.limit, session_id=self.session_id, severity=self.severity
        )


@dataclass(frozen=True)
class ReadSituations(HistoryRead[SituationsFound]):
    """Statistics by situation and the confusions of a table, and the progress over
    sessions."""

    table_name: str | None

    def read(self, history: History) -> SituationsFound:
        from vptrainer.core.practice.history.records import progress_points

        return (
            history.situation_stats(self.table_name),
            history.confusions(self.table_name),
            progress_points(history.summaries(), self.table_name),
        )


@dataclass(frozen=True)
class ReadDrills(HistoryRead[tuple["WeakSpots", tuple[tuple[int, ...], ...]]]):
    """A table's weak spots (scheduled from its graded situations) and the deals of its
    open mistakes."""

    table_name: str

    def read(self, history: History) -> tuple[WeakSpots, tuple[tuple[int, ...], ...]]:
        from vptrainer.core.practice.drills import WeakSpots

        spots = WeakSpots(history.situation_reviews(self.table_name))
        return spots, tuple(m.deal for m in history.open_mistakes(self.table_name))


@dataclass(frozen=True)
class ExportSession(HistoryRead[int]):
    """A session's hands written as CSV to ``path``; how many."""

    session_id: int
    path: str

    def read(self, history: History) -> int:
        from vptrainer.core.practice.history.export import export_session_csv

        return export_session_csv(history, self.session_id, self.path)
