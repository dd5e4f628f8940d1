"""Every practised hand into the history; when the history fails, practice goes on without it."""

from __future__ import annotations

from fractions import Fraction
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, Signal

from vptrainer.core.practice.grading import HandResult
from vptrainer.core.practice.history import History, HistoryError
from vptrainer.core.practice.session import PracticeSession


class HistoryRecorder(QObject):
    """Writes a practice session's hands to the SQLite history, one session at a time.

    A history that cannot be opened or written is closed and never touched again; the
    recorder says why with ``historyOff(message)`` and from then on records nothing.

    Signals: ``historyOff(str)`` with the message to show the player.
    """

    historyOff = Signal(str)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._history: History | None = None
        self._session: int | None = None

    @property
    def history(self) -> History | None:
        """The open history, or ``None`` when it is unavailable."""
        return self._history

    @property
    def session_id(self) -> int | None:
        """The id of the current session in the history (once a hand is recorded)."""
        return self._session

    def open(self, path: str | Path | None = None) -> bool:
        """Open the history (``None``: the default file); False, and ``historyOff``, if not."""
        try:
            self._history = History(path)
        except HistoryError as exc:
            self._history = None
            self._off(str(exc))
            return False
        return True

    def _off(self, reason: str) -> None:
        """Go on without history, saying why."""
        if self._history is not None:
            self._history.close()
        self._history = None
        self._session = None
        self.historyOff.emit(
            f"History is off: {reason}. Practice goes on, but hands are not saved."
        )

    def record(
        self, session: PracticeSession, result: HandResult, settings: dict[str, Any]
    ) -> None:
        """Record a drawn hand, starting the history's session (with ``settings``) at the first."""
        if self._history is None:
            return
        try:
            if self._session is None:
                self._session = self._history.start_session(
                    session.table, settings=settings, optimal_return=session.stats.optimal_return
                )
            self._history.record_hand(self._session, result)
        except HistoryError as exc:
            self._off(str(exc))

    def set_optimal_return(self, optimal: Fraction) -> None:
        """Store the table's optimal return with the current session (once it is known)."""
        if self._history is None or self._session is None:
            return
        try:
            self._history.set_optimal_return(self._session, optimal)
        except HistoryError as exc:
            self._off(str(exc))

    def end_session(self) -> None:
        """End the current session in the history; the next hand starts a new one."""
        if self._history is not None and self._session is not None:
            try:
                self._history.end_session(self._session)
            except HistoryError as exc:
                self._off(str(exc))
        self._session = None

    def close(self) -> None:
        """End the session and close the history (the window is closing)."""
        self.end_session()
        if self._history is not None:
            self._history.close()
            self._history = None
