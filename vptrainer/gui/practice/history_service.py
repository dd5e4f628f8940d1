"""The practice history on a thread of its own: opening, writing and reading, never on the GUI.

The SQLite connection belongs to the history thread (sqlite3 connections belong to
one thread): the integrity check when it opens, every hand's commit and the review's
queries run there, one request after another in the order they were made, and the
answers come back through signals. A request is a plain function of the
:class:`~vptrainer.core.practice.history.store.History`; :meth:`HistoryService.call` queues
it. Writes go through a :class:`~vptrainer.core.practice.history.writer.HistoryWriter`
(:meth:`HistoryService.write`): while another program holds the history locked they
wait in its queue and are tried again every few seconds (``writeStatus`` says how many
wait); on close the queue is worked off before the database is closed (what still waits
after a few seconds is kept for the next run), so every hand recorded is kept.
"""

from __future__ import annotations

import itertools
import traceback
from collections.abc import Callable
from pathlib import Path
from typing import Any, TypeVar

from PySide6.QtCore import QMetaObject, QObject, Qt, QThread, QTimer, Signal, Slot

from vptrainer.core.practice.history.store import History, HistoryError
from vptrainer.core.practice.history.writer import RETRY_S, HistoryWriter, WriteStatus
from vptrainer.gui.workers import start_thread, stop_thread

T = TypeVar("T")

#: What the player is told for each kind of history problem (``HistoryError.reason``).
ADVICE = {
    "foreign": "It is another program's file and was left untouched: move or rename it, "
    "and vptrainer starts a new history.",
    "newer": "It was written by a newer vptrainer and was left untouched: update "
    "vptrainer to go on with it.",
    "damaged": "It is damaged and was left untouched: restore a backup, or move it away "
    "to start a new history.",
    "read_only": "It cannot be written here: make the file and its folder writable (it is "
    "not damaged, and nothing was changed).",
    "folder": "A folder is where the history file should be: rename or remove it.",
    "unsafe": "It holds SQL that runs by itself (someone else's triggers or views) and was "
    "left untouched: move it away to start a new history.",
    "io": "It could not be used: check the disk and the folder's permissions.",
}


def history_problem_text(error: HistoryError) -> str:
    """What went wrong with the history, and the advice for that kind of problem."""
    advice = ADVICE.get(error.reason, ADVICE["io"])
    return f"History is off: {error}. {advice} Practice goes on, but hands are not saved."


class _HistoryWorker(QObject):
    """Owns the :class:`HistoryWriter` (and its :class:`History`) on the history thread.

    Signals: ``opened(object)`` with ``None`` or the :class:`HistoryError`;
    ``done(int, object)`` and ``failed(int, object)`` with a request's id and its
    result or :class:`HistoryError`; ``status(object)`` with the :class:`WriteStatus`
    after writes; ``broken(object)`` when a retried write fails for good.
    """

    opened = Signal(object)
    done = Signal(int, object)
    failed = Signal(int, object)
    status = Signal(object)
    broken = Signal(object)

    def __init__(self) -> None:
        super().__init__()
        self.writer: HistoryWriter | None = None
        self._retry: QTimer | None = None

    @property
    def history(self) -> History | None:
        return None if self.writer is None else self.writer.history

    @Slot(object)
    def open(self, path: object) -> None:
        self.writer = HistoryWriter(path if isinstance(path, str | Path) else None)
        try:
            status = self.writer.open()  # a busy history is waited for, not an error
        except HistoryError as exc:
            self.writer = None
            self.opened.emit(exc)
            return
        except Exception as exc:  # a bug: report it as a history problem, keep the app
            traceback.print_exc()
            self.writer = None
            self.opened.emit(HistoryError(f"internal error: {type(exc).__name__}: {exc}"))
            return
        self.opened.emit(None)
        self._report(status)

    @Slot(int, object)
    def run(self, request: int, fn: Callable[[History], Any]) -> None:
        history = self.history
        if history is None:
            busy = self.writer is not None and self.writer.busy
            reason, text = ("busy", "in use by another program") if busy else ("io", "not open")
            self.failed.emit(request, HistoryError(f"the history is {text}", reason=reason))
            return
        try:
            result = fn(history)
        except HistoryError as exc:
            self.failed.emit(request, exc)
        except Exception as exc:
            traceback.print_exc()
            self.failed.emit(request, HistoryError(f"internal error: {type(exc).__name__}: {exc}"))
        else:
            self.done.emit(request, result)

    @Slot(int, object)
    def write(self, request: int, fn: Callable[[HistoryWriter], Any]) -> None:
        writer = self.writer
        if writer is None:
            self.failed.emit(request, HistoryError("the history is not open", reason="io"))
            return
        try:
            result = fn(writer)
            status = writer.flush()
        except HistoryError as exc:
            self.failed.emit(request, exc)
            return
        except Exception as exc:
            traceback.print_exc()
            self.failed.emit(request, HistoryError(f"internal error: {type(exc).__name__}: {exc}"))
            return
        self.done.emit(request, result)
        self._report(status)

    def _report(self, status: WriteStatus) -> None:
        writer = self.writer
        if writer is not None and writer.problem and not status.message:
            status = WriteStatus(status.saved, status.waiting, status.busy, writer.problem)
            writer.problem = ""
        self.status.emit(status)
        if status.waiting or status.busy:
            if self._retry is None:
                self._retry = QTimer(self)
                self._retry.setSingleShot(True)
                self._retry.timeout.connect(self._try_again)
            self._retry.start(int(RETRY_S * 1000))

    @Slot()
    def _try_again(self) -> None:
        if self.writer is None:
            return
        try:
            status = self.writer.flush(force=True)
        except HistoryError as exc:
            self.broken.emit(exc)
            return
        self._report(status)

    @Slot()
    def close(self) -> None:
        """Write what waits (a busy history is waited for a few seconds; what still waits
        is kept for the next run), close the database, then end the thread's event loop
        (every request queued before this one has been run)."""
        if self._retry is not None:
            self._retry.stop()
        if self.writer is not None:
            try:
                self.writer.close()
            except HistoryError:
                traceback.print_exc()
            self.writer = None
        thread = QThread.currentThread()
        if thread is self.thread():
            thread.quit()


class HistoryService(QObject):
    """The history, opened and used on the history thread.

    Signals: ``opened()`` once the history can be used; ``unavailable(object)`` with the
    :class:`HistoryError` when it cannot be opened, or a later request fails (the
    history is then off for good; a busy history is not a failure);
    ``writeStatus(object)`` with the :class:`WriteStatus` after writes and retries.
    """

    opened = Signal()
    unavailable = Signal(object)
    writeStatus = Signal(object)
    _open = Signal(object)
    _run = Signal(int, object)
    _write = Signal(int, object)

    def __init__(self, path: str | Path | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._worker = _HistoryWorker()
        self._ids = itertools.count(1)
        self._callbacks: dict[
            int, tuple[Callable[[Any], None] | None, Callable[[HistoryError], None] | None]
        ] = {}
        self.state = "opening"  # then "open", "off" or "closed"
        self.error: HistoryError | None = None
        worker = self._worker

        def request_close() -> None:  # queued after every request made before
            QMetaObject.invokeMethod(worker, "close", Qt.ConnectionType.QueuedConnection)

        self._thread = start_thread("vptrainer-history", request_close)
        self._worker.moveToThread(self._thread)
        self._thread.finished.connect(self._worker.deleteLater)
        self._open.connect(self._worker.open)
        self._run.connect(self._worker.run)
        self._write.connect(self._worker.write)
        self._worker.status.connect(self.writeStatus)
        self._worker.broken.connect(self._go_off)
        self._worker.opened.connect(self._on_opened)
        self._worker.done.connect(self._on_done)
        self._worker.failed.connect(self._on_failed)
        self._open.emit(str(path) if path is not None else None)

    @property
    def available(self) -> bool:
        """Whether requests may still be made (opening or open)."""
        return self.state in ("opening", "open")

    @property
    def pending(self) -> int:
        """Requests made and not answered yet."""
        return len(self._callbacks)

    def call(
        self,
        fn: Callable[[History], T],
        on_done: Callable[[T], None] | None = None,
        on_error: Callable[[HistoryError], None] | None = None,
    ) -> bool:
        """Queue ``fn(history)`` on the history thread; its answer comes to ``on_done``
        (or its :class:`HistoryError` to ``on_error``) on the GUI thread.

        Returns False, without queueing, when the history is off or closed.
        """
        if not self.available:
            return False
        request = next(self._ids)
        self._callbacks[request] = (on_done, on_error)
        self._run.emit(request, fn)
        return True

    def write(
        self,
        fn: Callable[[HistoryWriter], T],
        on_done: Callable[[T], None] | None = None,
        on_error: Callable[[HistoryError], None] | None = None,
    ) -> bool:
        """Queue ``fn(writer)`` on the history thread, then the writer's flush; like
        :meth:`call` otherwise. A busy history keeps the writes queued (``writeStatus``)."""
        if not self.available:
            return False
        request = next(self._ids)
        self._callbacks[request] = (on_done, on_error)
        self._write.emit(request, fn)
        return True

    def close(self) -> None:
        """Work off every queued request, close the database and stop the thread."""
        if self.state == "closed":
            return
        self.state = "closed"
        stop_thread(self._thread)

    # ---------------------------------------------------------------- answers

    def _on_opened(self, error: HistoryError | None) -> None:
        if self.state == "closed":
            return
        if error is not None:
            self._go_off(error)
            return
        self.state = "open"
        self.opened.emit()

    def _on_done(self, request: int, result: object) -> None:
        on_done, _ = self._callbacks.pop(request, (None, None))
        if on_done is not None:
            on_done(result)

    def _on_failed(self, request: int, error: HistoryError) -> None:
        _, on_error = self._callbacks.pop(request, (None, None))
        if on_error is not None:
            on_error(error)
        elif self.state != "closed" and error.reason != "busy":  # busy: tried again
            self._go_off(error)

    def _go_off(self, error: HistoryError) -> None:
        if self.state == "off":
            return
        self.state = "off"
        self.error = error
        stop_thread(self._thread)
        self.unavailable.emit(error)
