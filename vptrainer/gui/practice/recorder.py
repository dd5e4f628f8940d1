"""Every practised hand into the history; when the history fails, practice goes on without it.

The writes run on the history thread (:mod:`.history_service`) through the core's
:class:`~vptrainer.core.practice.history.writer.HistoryWriter`, in the order the hands
were played: the GUI never waits for a commit, a history another program holds locked
keeps the hands queued (and the player is told, ``historyBusy``), and closing works off
every queued hand before the database is closed.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, Signal

from vptrainer.core.practice.grading import HandResult
from vptrainer.core.practice.history.store import HistoryError
from vptrainer.core.practice.history.writer import HistoryWriter, WriteStatus
from vptrainer.core.practice.session import PracticeSession
from vptrainer.gui.practice.history_service import HistoryService, history_problem_text


@dataclass
class _Started:
    """The history session of one practice session; its writer's key is set on the
    history thread."""

    id: int | None = None


class HistoryRecorder(QObject):
    """Writes a practice session's hands to the SQLite history, one session at a time.

    A history that cannot be opened or written is closed and never touched again; the
    recorder says why with ``historyOff(message)`` (with the advice for that kind of
    problem) and from then on records nothing.

    Signals: ``historyOff(str)`` with the message to show the player; ``historyBusy(str)``
    while hands wait for a history another program holds (an empty text once they are
    saved); ``handRecorded()`` each time hands are committed; ``historyReady()`` once
    the history is open.
    """

    historyOff = Signal(str)
    historyBusy = Signal(str)
    handRecorded = Signal()
    historyReady = Signal()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._service: HistoryService | None = None
        self._started: _Started | None = None
        self._session: int | None = None
        self.message = ""
        self.busy_message = ""

    @property
    def history(self) -> HistoryService | None:
        """The history (on its thread), or ``None`` when it is unavailable."""
        service = self._service
        return service if service is not None and service.available else None

    @property
    def session_id(self) -> int | None:
        """The id of the current session in the history (once its first hand is committed)."""
        return self._session

    @property
    def pending(self) -> int:
        """Writes and reads queued and not answered yet."""
        return 0 if self._service is None else self._service.pending

    def open(self, path: str | Path | None = None) -> HistoryService:
        """Open the history (``None``: the default file) on its thread; a problem comes
        later through ``historyOff``."""
        self._service = HistoryService(path, self)
        self._service.unavailable.connect(self._off)
        self._service.opened.connect(self.historyReady)
        self._service.writeStatus.connect(self._on_status)
        return self._service

    def _on_status(self, status: WriteStatus) -> None:
        if status.saved:
            self.handRecorded.emit()
        if status.message != self.busy_message:
            self.busy_message = status.message
            self.historyBusy.emit(status.message)

    def _off(self, error: HistoryError) -> None:
        """Go on without history, saying why."""
        self._started = None
        self._session = None
        self.message = history_problem_text(error)
        self.historyOff.emit(self.message)

    def record(
        self, session: PracticeSession, result: HandResult, settings: dict[str, Any]
    ) -> None:
        """Record a drawn hand, starting the history's session (with ``settings``) at the first."""
        service = self.history
        if service is None:
            return
        started = self._started
        if started is None:
            started = self._started = _Started()
            table, optimal = session.table, session.stats.optimal_return
            stored = dict(settings)

            def start(writer: HistoryWriter) -> None:
                started.id = writer.start_session(table, settings=stored, optimal_return=optimal)

            service.write(start)

        def write(writer: HistoryWriter) -> int | None:
            if started.id is None:
                raise HistoryError("the session could not be started in the history")
            writer.record_hand(started.id, result)
            writer.flush()
            return writer.session_id(started.id)

        service.write(write, self._on_started(started))

    def _on_started(self, started: _Started) -> Any:
        def done(session_id: int | None) -> None:
            if self._started is started and session_id is not None:
                self._session = session_id

        return done

    def set_optimal_return(self, optimal: Fraction) -> None:
        """Store the table's optimal return with the current session (once it is known)."""
        service, started = self.history, self._started
        if service is None or started is None:
            return

        def store(writer: HistoryWriter) -> None:
            if started.id is not None:
                writer.set_optimal_return(started.id, optimal)

        service.write(store)

    def end_session(self) -> None:
        """End the current session in the history; the next hand starts a new one."""
        service, started = self.history, self._started
        self._started = None
        self._session = None
        if service is None or started is None:
            return

        def end(writer: HistoryWriter) -> None:
            if started.id is not None:
                writer.end_session(started.id)

        service.write(end)

    def close(self) -> None:
        """End the session, commit everything queued and close the history."""
        self.end_session()
        if self._service is not None:
            self._service.close()
            self._service = None
