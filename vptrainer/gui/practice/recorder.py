"""Every practised hand into the history; when the history fails, practice goes on without it.

The history lives on the history thread (:mod:`vptrainer.gui.jobs.history`): the
recorder sends it requests, in the order the hands were played, and the GUI never
waits for a commit. A history another program holds locked keeps the hands queued
there: the player is told (``historyBusy``) and the recorder asks for another try every
:data:`~vptrainer.core.practice.history.writer.RETRY_S` seconds until they are saved;
closing works off every queued hand before the view goes (what still waits is kept
for the next run). The
review and the situations page read through the recorder too (:meth:`call`), so one
history problem turns the history off for the whole view.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable
from fractions import Fraction
from functools import partial
from typing import Any, Protocol, TypeVar

from PySide6.QtCore import QObject, QTimer, Signal

from vptrainer.core.errors import VPError
from vptrainer.core.practice.grading import HandResult
from vptrainer.core.practice.history.writer import RETRY_S
from vptrainer.core.practice.session import PracticeSession
from vptrainer.gui.i18n.core_texts import history_problem_text
from vptrainer.gui.jobs import Jobs
from vptrainer.gui.jobs.history import (
    EndSession,
    FlushHistory,
    HistoryRequest,
    OpenHistory,
    RecordHand,
    SetOptimalReturn,
    SetSituation,
    StartSession,
    Written,
)

T = TypeVar("T")
#: the GUI's names of practice sessions in the history (unique in the app)
_tokens = itertools.count(1)


class HistoryAccess(Protocol):
    """What the review and the situations page read the history through."""

    def call(
        self,
        request: HistoryRequest[T],
        done: Callable[[T], object] | None = None,
        failed: Callable[[VPError], object] | None = None,
    ) -> bool:
        """Send ``request``; False (nothing sent) when the history is off."""


class HistoryRecorder(QObject):
    """Writes a practice session's hands to the SQLite history, one session at a time.

    A history that cannot be opened or written is never touched again by this view; the
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

    def __init__(self, jobs: Jobs, parent: QObject) -> None:
        super().__init__(parent)
        self._jobs = jobs
        self.state = "new"  # then "opening", "open", "off" or "closed"
        self._token: int | None = None  # the history session being written
        self._session: int | None = None
        self._pending = 0
        self.message = ""
        self.busy_message = ""
        self._retry: QTimer | None = None

    @property
    def available(self) -> bool:
        """Whether requests may still be made (opening or open)."""
        return self.state in ("opening", "open")

    @property
    def history(self) -> HistoryRecorder | None:
        """The way to the history, or ``None`` when it is unavailable."""
        return self if self.available else None

    @property
    def session_id(self) -> int | None:
        """The id of the current session in the history (once its first hand is committed)."""
        return self._session

    @property
    def pending(self) -> int:
        """Writes and reads sent and not answered yet."""
        return self._pending

    def open(self) -> HistoryRecorder:
        """Open the history on its thread; a problem comes later through ``historyOff``."""
        self.state = "opening"
        self.call(OpenHistory(), self._opened)
        return self

    def _opened(self, answer: Written) -> None:
        if self.state == "opening":
            self.state = "open"
            self.historyReady.emit()
        self._written(None, answer)

    def _written(self, token: int | None, answer: Written) -> None:
        """A write's answer: the session's id once known, hands saved, and a busy history
        said and tried again."""
        if token is not None and token == self._token and answer.session_id is not None:
            self._session = answer.session_id
        status = answer.status
        if status.saved:
            self.handRecorded.emit()
        if status.message != self.busy_message:
            self.busy_message = status.message
            self.historyBusy.emit(status.message)
        if (status.waiting or status.busy) and self.available:
            if self._retry is None:
                self._retry = QTimer(self)
                self._retry.setSingleShot(True)
                self._retry.timeout.connect(self._try_again)
            self._retry.start(int(RETRY_S * 1000))

    def _try_again(self) -> None:
        token = self._token
        self.call(FlushHistory(token), partial(self._written, token))

    def _write(self, request: HistoryRequest[Written], token: int | None) -> None:
        self.call(request, partial(self._written, token))

    def call(
        self,
        request: HistoryRequest[T],
        done: Callable[[T], object] | None = None,
        failed: Callable[[VPError], object] | None = None,
    ) -> bool:
        """Send ``request`` to the history thread; its answer comes to ``done`` (its
        failure to ``failed``; without one, the history goes off). False, without
        sending, when the history is off or closed."""
        if not self.available:
            return False
        self._pending += 1
        self._jobs.call(
            request, partial(self._done, done), partial(self._failed, failed), owner=self
        )
        return True

    def _done(self, done: Callable[[Any], object] | None, answer: object) -> None:
        self._pending -= 1
        if done is not None:
            done(answer)

    def _failed(self, failed: Callable[[VPError], object] | None, error: VPError) -> None:
        self._pending -= 1
        if failed is not None:
            failed(error)
        elif self.available and getattr(error, "reason", "") != "busy":
            self._off(error)  # a busy history is not off: what waits is tried again

    def _off(self, error: VPError) -> None:
        """Go on without history, saying why."""
        self.state = "off"
        self._token = None
        self._session = None
        self.message = history_problem_text(error)
        self.historyOff.emit(self.message)

    def record(
        self, session: PracticeSession, result: HandResult, settings: dict[str, Any]
    ) -> None:
        """Record a drawn hand, starting the history's session (with ``settings``) at the first."""
        if not self.available:
            return
        if self._token is None:
            self._token = next(_tokens)
            start = StartSession(self._token, session.table, settings, session.stats.optimal_return)
            self._write(start, self._token)
        self._write(RecordHand(self._token, result), self._token)

    def set_optimal_return(self, optimal: Fraction) -> None:
        """Store the table's optimal return with the current session (once it is known)."""
        if self._token is not None:
            self._write(SetOptimalReturn(self._token, optimal), self._token)

    def set_situation(self, result: HandResult) -> None:
        """Store the situation of the hand recorded last (the chart came after it)."""
        if self._token is not None:
            self._write(SetSituation(self._token, result), self._token)

    def end_session(self) -> None:
        """End the current session in the history; the next hand starts a new one."""
        token, self._token, self._session = self._token, None, None
        if token is not None:
            self._write(EndSession(token), None)

    def close(self) -> None:
        """End the session and wait until everything sent is committed."""
        self.end_session()
        if self._retry is not None:
            self._retry.stop()
        if self.state != "closed":
            self.state = "closed"
            self._jobs.history.flush()
