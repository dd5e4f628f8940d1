"""The practice history's requests, run on the history thread, which owns the connection.

sqlite3 connections belong to one thread: the :class:`HistoryConnection` is a
resource of the history executor, opened on its thread by the first request (the
integrity check included) and closed there when the thread ends, after every request
queued before. Each request is one call of
:class:`~vptrainer.core.practice.history.store.History` (or of the core functions over
it), in the order the requests were made; the answers come back through the executor.
The GUI names a practice session by a token of its own (its id in the history is known
only once the session is written): the connection maps tokens to ids.
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

T = TypeVar("T")
RESOURCE = "history"
SituationsFound = tuple[
    tuple["SituationStats", ...], tuple["Confusion", ...], tuple["ProgressPoint", ...]
]


class HistoryConnection:
    """The history of the history thread: opened there when first used, closed there at
    the end. A history that cannot be opened stays off: every request then fails with
    the same :class:`~vptrainer.core.practice.history.database.HistoryError`."""

    def __init__(self, path: str | Path | None = None) -> None:
        self.path = path
        self._history: History | None = None
        self._error: tuple[str, str] | None = None  # message and reason
        self._sessions: dict[int, int] = {}

    @property
    def history(self) -> History:
        """The open history (opened now if it is not yet)."""
        from vptrainer.core.practice.history.store import History, HistoryError

        if self._error is not None:
            raise HistoryError(self._error[0], reason=self._error[1])
        if self._history is None:
            try:
                self._history = History(self.path)
            except HistoryError as exc:
                self._error = (str(exc), exc.reason)
                raise
            except Exception as exc:  # a bug: a history problem, the app goes on
                traceback.print_exc()
                self._error = (f"internal error: {type(exc).__name__}: {exc}", "io")
                raise HistoryError(self._error[0]) from exc
        return self._history

    def session_id(self, token: int) -> int | None:
        """The history's id of the GUI's session ``token`` (``None``: not started)."""
        return self._sessions.get(token)

    def started(self, token: int, session_id: int) -> None:
        """The GUI's session ``token`` is ``session_id`` in the history."""
        self._sessions[token] = session_id

    def close(self) -> None:
        """Close the database (every request queued before has run)."""
        if self._history is not None:
            self._history.close()
            self._history = None


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
        from vptrainer.core.errors import VPError
        from vptrainer.core.practice.history.store import HistoryError

        db = connection()
        try:
            return self.apply(db.history, db)
        except VPError:
            raise
        except Exception as exc:  # a bug: a history problem, the app goes on
            traceback.print_exc()
            raise HistoryError(f"internal error: {type(exc).__name__}: {exc}") from exc

    def apply(self, history: History, db: HistoryConnection) -> T:
        """The call on the open history."""
        raise NotImplementedError


@dataclass(frozen=True)
class OpenHistory(HistoryRequest[None]):
    """Open the history (its checks run now, on the history thread)."""

    def apply(self, history: History, db: HistoryConnection) -> None:
        return None


@dataclass(frozen=True)
class StartSession(HistoryRequest[int]):
    """Start the GUI's session ``token`` in the history; its id there."""

    token: int
    table: PayTable
    settings: Mapping[str, Any] = field(compare=False)
    optimal_return: Fraction | None = None

    def apply(self, history: History, db: HistoryConnection) -> int:
        found = history.start_session(
            self.table, settings=dict(self.settings), optimal_return=self.optimal_return
        )
        db.started(self.token, found)
        return found


def _session(db: HistoryConnection, token: int) -> int:
    from vptrainer.core.practice.history.store import HistoryError

    found = db.session_id(token)
    if found is None:
        raise HistoryError("the session could not be started in the history")
    return found


@dataclass(frozen=True)
class RecordHand(HistoryRequest[None]):
    """Record a drawn hand as the next of the GUI's session ``token``."""

    token: int
    result: HandResult = field(compare=False)

    def apply(self, history: History, db: HistoryConnection) -> None:
        history.record_hand(_session(db, self.token), self.result)


@dataclass(frozen=True)
class SetOptimalReturn(HistoryRequest[None]):
    """Store the table's optimal return with the session ``token`` (when it is known)."""

    token: int
    optimal_return: Fraction

    def apply(self, history: History, db: HistoryConnection) -> None:
        found = db.session_id(self.token)
        if found is not None:
            history.set_optimal_return(found, self.optimal_return)


@dataclass(frozen=True)
class EndSession(HistoryRequest[None]):
    """End the session ``token`` (when it was started)."""

    token: int
    ended: datetime | None = None

    def apply(self, history: History, db: HistoryConnection) -> None:
        found = db.session_id(self.token)
        if found is not None:
            history.end_session(found, ended=self.ended)


@dataclass(frozen=True)
class ReadSummaries(HistoryRequest[tuple["SessionSummary", ...]]):
    """Every session with hands, summed up."""

    def apply(self, history: History, db: HistoryConnection) -> tuple[SessionSummary, ...]:
        return tuple(s for s in history.summaries() if s.hands > 0)


@dataclass(frozen=True)
class ReadMistakes(HistoryRequest[tuple["PastMistake", ...]]):
    """The costliest past mistakes (of one session, of one severity, when given)."""

    limit: int
    session_id: int | None = None
    severity: str | None = None

    def apply(self, history: History, db: HistoryConnection) -> tuple[PastMistake, ...]:
        return history.mistakes(
            limit=self.limit, session_id=self.session_id, severity=self.severity
        )


@dataclass(frozen=True)
class ReadSituations(HistoryRequest[SituationsFound]):
    """Statistics by situation and the confusions of a table, and the progress over
    sessions."""

    table_name: str | None

    def apply(self, history: History, db: HistoryConnection) -> SituationsFound:
        from vptrainer.core.practice.history.records import progress_points

        return (
            history.situation_stats(self.table_name),
            history.confusions(self.table_name),
            progress_points(history.summaries()),
        )


@dataclass(frozen=True)
class ReadDrills(HistoryRequest[tuple["WeakSpots", tuple[tuple[int, ...], ...]]]):
    """A table's weak spots (scheduled from its graded situations) and the deals of its
    open mistakes."""

    table_name: str

    def apply(
        self, history: History, db: HistoryConnection
    ) -> tuple[WeakSpots, tuple[tuple[int, ...], ...]]:
        from vptrainer.core.practice.drills import WeakSpots

        spots = WeakSpots(history.situation_reviews(self.table_name))
        return spots, tuple(m.deal for m in history.open_mistakes(self.table_name))


@dataclass(frozen=True)
class ExportSession(HistoryRequest[int]):
    """A session's hands written as CSV to ``path``; how many."""

    session_id: int
    path: str

    def apply(self, history: History, db: HistoryConnection) -> int:
        from vptrainer.core.practice.history.export import export_session_csv

        return export_session_csv(history, self.session_id, self.path)
