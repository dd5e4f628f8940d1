"""Every practised hand into the history; when the history fails, practice goes on without it.

The history lives on the history thread (:mod:`vptrainer.gui.jobs.history`): the
recorder sends it requests, in the order the hands were played, and the GUI never
waits for a commit; closing works off every queued hand before the view goes. The
review and the situations page read through the recorder too (:meth:`call`), so one
history problem turns the history off for the whole view.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable
from fractions import Fraction
from functools import partial
from typing import Any, Protocol, TypeVar

from PySide6.QtCore import QObject, Signal

from vptrainer.core.errors import VPError
from vptrainer.core.practice.grading import HandResult
from vptrainer.core.practice.session import PracticeSession
from vptrainer.core.practice.texts import history_problem_text
from vptrainer.gui.jobs import Jobs
from vptrainer.gui.jobs.history import (
    EndSession,
    HistoryRequest,
    OpenHistory,
    RecordHand,
    SetOptimalReturn,
    StartSession,
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

    Signals: ``historyOff(str)`` with the message to show the player; ``handRecorded()``
    each time a hand is committed; ``historyReady()`` once the history is open.
    """

    historyOff = Signal(str)
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

    def _opened(self, _answer: None) -> None:
        if self.state == "opening":
            self.state = "open"
            self.historyReady.emit()

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
        elif self.available:
            self._off(error)

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
            self.call(start, partial(self._started, self._token))
        self.call(RecordHand(self._token, result), lambda _: self.handRecorded.emit())

    def _started(self, token: int, session_id: int) -> None:
        if self._token == token:
            self._session = session_id

    def set_optimal_return(self, optimal: Fraction) -> None:
        """Store the table's optimal return with the current session (once it is known)."""
        if self._token is not None:
            self.call(SetOptimalReturn(self._token, optimal))

    def end_session(self) -> None:
        """End the current session in the history; the next hand starts a new one."""
        token, self._token, self._session = self._token, None, None
        if token is not None:
            self.call(EndSession(token))

    def close(self) -> None:
        """End the session and wait until everything sent is committed."""
        self.end_session()
        if self.state != "closed":
            self.state = "closed"
            self._jobs.history.flush()
