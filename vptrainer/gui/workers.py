"""Long jobs off the GUI thread: one worker per job kind, the newest request wins.

A job is a plain function ``job(progress, cancel) -> result`` over the core; the
job factories at the end of this module make the app's jobs (an analysis, a royal
sweep, a table prepared for practice, a table's optimal return). A
:class:`JobRunner` hands a job to a worker object living on the engine ``QThread``;
submitting a new job sets the previous job's cancel event, and results, errors
and progress of any job but the newest are dropped. The worker never touches a
widget: everything comes back through signals. Each view owns one runner per kind
of long job.
"""

from __future__ import annotations

import atexit
import contextlib
import threading
import traceback
from collections.abc import Callable
from fractions import Fraction
from typing import Any, TypeVar

from PySide6.QtCore import QCoreApplication, QDeadlineTimer, QObject, QThread, Signal, Slot

from vptrainer.core.engine.analysis import AnalysisResult, analyze
from vptrainer.core.engine.holds import hold_evs
from vptrainer.core.engine.prepared import PreparedTable, cached_prepare
from vptrainer.core.engine.sweep import SweepResult, pay_sweep
from vptrainer.core.errors import Cancelled, VPError
from vptrainer.core.games.paytable import PayTable

T = TypeVar("T")
Progress = Callable[[int, int], None]
TypedJob = Callable[[Progress, threading.Event], T]
Job = TypedJob[Any]


class _Worker(QObject):
    """Runs jobs on the engine thread.

    Signals: ``progress(job_id, done, total)``, ``finished(job_id, result)``,
    ``failed(job_id, message)``, ``cancelled(job_id)``.
    """

    progress = Signal(int, int, int)
    finished = Signal(int, object)
    failed = Signal(int, str)
    cancelled = Signal(int)

    @Slot(int, object, object)
    def run(self, job_id: int, job: Job, cancel: threading.Event) -> None:
        if cancel.is_set():
            self.cancelled.emit(job_id)
            return
        last = [-1]

        def progress(done: int, total: int) -> None:
            percent = 100 * done // max(total, 1)
            if percent != last[0]:  # throttle: only when the percentage moves
                last[0] = percent
                self.progress.emit(job_id, done, total)

        try:
            result = job(progress, cancel)
        except Cancelled:
            self.cancelled.emit(job_id)
        except VPError as exc:
            self.failed.emit(job_id, str(exc))
        except Exception as exc:  # an engine bug: report it, keep the app alive
            traceback.print_exc()
            self.failed.emit(job_id, f"internal error: {type(exc).__name__}: {exc}")
        else:
            if cancel.is_set():
                self.cancelled.emit(job_id)
            else:
                self.finished.emit(job_id, result)


# Every worker thread started and not yet stopped, with what stops it: held here so
# that no QThread is ever destroyed while it runs (Qt aborts the process then), even
# when its owner goes away without shutting it down; stopped at exit.
_RUNNING: dict[QThread, Callable[[], None]] = {}


def start_thread(name: str, stop: Callable[[], None]) -> QThread:
    """A started ``QThread`` that stays referenced until :func:`stop_thread`.

    ``stop`` must make the thread's event loop end: cancel its work and call the
    thread's ``quit()`` (directly, or from the thread once its queued work is done).
    """
    thread = QThread()
    thread.setObjectName(name)
    _RUNNING[thread] = stop
    thread.start()
    return thread


def stop_thread(thread: QThread) -> None:
    """Stop ``thread`` (its registered ``stop``) and wait for it, however long it takes.

    A job checks its cancel event between chunks, and a first compile of the kernels (a
    few seconds) cannot be interrupted; returning earlier would let Qt destroy a
    running thread, which aborts the process.
    """
    stop = _RUNNING.pop(thread, None)
    if stop is None:
        return
    with contextlib.suppress(RuntimeError):  # its owner's Qt objects are gone
        stop()
    thread.wait(QDeadlineTimer(QDeadlineTimer.ForeverConstant.Forever))


def stop_all_threads() -> None:
    """Stop every worker thread still running (when the app quits, and at exit)."""
    for thread in list(_RUNNING):
        stop_thread(thread)


atexit.register(stop_all_threads)


def stop_threads_when_the_app_quits() -> None:
    """Connect :func:`stop_all_threads` to the application's ``aboutToQuit``."""
    app = QCoreApplication.instance()
    if app is not None:
        app.aboutToQuit.connect(stop_all_threads)


class EngineThread(QObject):
    """The one background thread the engine's jobs run on, one after another."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._runners: list[JobRunner] = []
        self.qthread = start_thread("vptrainer-engine", self._stop)

    def runner(self) -> JobRunner:
        """A new job channel (newest-wins) on this thread."""
        r = JobRunner(self.qthread, self)
        self._runners.append(r)
        return r

    def _stop(self) -> None:
        for r in self._runners:
            r.cancel()
        self.qthread.quit()

    def shutdown(self) -> None:
        """Cancel every job, stop the thread and wait for it (however long the job in
        hand takes to reach its next cancel check)."""
        stop_thread(self.qthread)


class JobRunner(QObject):
    """One kind of job (analysis, sweep, practice preparation): only the newest counts.

    Signals: ``started()``, ``progress(done, total)``, ``finished(result)``,
    ``failed(message)``, ``cancelled()`` — each only for the newest job.
    """

    started = Signal()
    progress = Signal(int, int)
    finished = Signal(object)
    failed = Signal(str)
    cancelled = Signal()
    _submit = Signal(int, object, object)

    def __init__(self, thread: QThread, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._worker = _Worker()
        self._worker.moveToThread(thread)
        self._submit.connect(self._worker.run)
        self._worker.progress.connect(self._on_progress)
        self._worker.finished.connect(self._on_finished)
        self._worker.failed.connect(self._on_failed)
        self._worker.cancelled.connect(self._on_cancelled)
        thread.finished.connect(self._worker.deleteLater)
        self._job_id = 0
        self._cancel: threading.Event | None = None
        self._busy = False

    @property
    def busy(self) -> bool:
        """Whether the newest job is still running."""
        return self._busy

    def submit(self, job: Job) -> int:
        """Run ``job`` after cancelling any earlier one; returns its id."""
        self.cancel()
        self._job_id += 1
        self._cancel = threading.Event()
        self._busy = True
        self._submit.emit(self._job_id, job, self._cancel)
        self.started.emit()
        return self._job_id

    def cancel(self) -> None:
        """Ask the newest job to stop at its next chunk; its result will be dropped."""
        if self._cancel is not None:
            self._cancel.set()

    def _current(self, job_id: int) -> bool:
        return job_id == self._job_id

    @Slot(int, int, int)
    def _on_progress(self, job_id: int, done: int, total: int) -> None:
        if self._current(job_id):
            self.progress.emit(done, total)

    @Slot(int, object)
    def _on_finished(self, job_id: int, result: object) -> None:
        if self._current(job_id):
            self._busy = False
            self.finished.emit(result)

    @Slot(int, str)
    def _on_failed(self, job_id: int, message: str) -> None:
        if self._current(job_id):
            self._busy = False
            self.failed.emit(message)

    @Slot(int)
    def _on_cancelled(self, job_id: int) -> None:
        if self._current(job_id):
            self._busy = False
            self.cancelled.emit()


# ------------------------------------------------------------------------------ jobs


def analysis_job(table: PayTable) -> TypedJob[AnalysisResult]:
    """A job: the table's full analysis under optimal play."""

    def job(progress: Progress, cancel: threading.Event) -> AnalysisResult:
        return analyze(cached_prepare(table), progress=progress, cancel=cancel)

    return job


def sweep_job(table: PayTable) -> TypedJob[tuple[PayTable, SweepResult]]:
    """A job: the royal sweep of a table (with the table, to match it to its request)."""

    def job(progress: Progress, cancel: threading.Event) -> tuple[PayTable, SweepResult]:
        return table, pay_sweep(cached_prepare(table), progress=progress, cancel=cancel)

    return job


def prepare_job(table: PayTable) -> TypedJob[PreparedTable]:
    """A job: the table's count tables, with the hold kernel compiled and warm."""

    def job(progress: Progress, cancel: threading.Event) -> PreparedTable:
        prepared = cached_prepare(table)
        hold_evs(prepared, (0, 5, 10, 15, 20))  # compiles the kernel here, not on the GUI thread
        return prepared

    return job


def optimal_job(table: PayTable) -> TypedJob[tuple[PayTable, Fraction]]:
    """A job: the table's optimal return (for the player's return in practice)."""

    def job(progress: Progress, cancel: threading.Event) -> tuple[PayTable, Fraction]:
        result = analyze(cached_prepare(table), progress=progress, cancel=cancel)
        return table, result.return_exact

    return job
