"""Long jobs off the GUI thread: one engine thread, one runner per job kind, the newest
request of each kind wins, and the most urgent kind runs first.

A job is a plain function ``job(progress, cancel) -> result`` over the core; the job
factories at the end of this module make the app's jobs (an analysis, a royal
sweep, a table prepared for practice, a table's optimal return) and give each its
:class:`Priority`. A :class:`JobRunner` queues a job on the :class:`EngineThread`;
submitting a new job sets the previous job's cancel event, and results, errors and
progress of any job but the newest are dropped. The engine thread runs the queued
jobs one at a time, most urgent first (then in the order they came); a chart job
that is running gives way, at its next chunk, to any more urgent job that arrives
and runs again after it. The worker never touches a widget: everything comes back
through signals. Each view owns one runner per kind of long job.

The core modules are imported by the jobs when they run, on the engine thread: the
window is built and shown before numba is loaded.
"""

from __future__ import annotations

import atexit
import contextlib
import heapq
import itertools
import threading
import traceback
from collections.abc import Callable
from dataclasses import dataclass, field
from enum import IntEnum
from fractions import Fraction
from typing import TYPE_CHECKING, Any, Generic, TypeVar

from PySide6.QtCore import (
    QCoreApplication,
    QDeadlineTimer,
    QObject,
    Qt,
    QThread,
    Signal,
    Slot,
)

from vptrainer.core.errors import Cancelled, VPError

if TYPE_CHECKING:
    from vptrainer.core.engine.analysis import AnalysisResult
    from vptrainer.core.engine.prepared import PreparedTable
    from vptrainer.core.engine.sweep import SweepResult
    from vptrainer.core.games.paytable import PayTable

T = TypeVar("T")
Progress = Callable[[int, int], None]
TypedJob = Callable[[Progress, threading.Event], T]
Job = TypedJob[Any]


class Priority(IntEnum):
    """How urgent a job is: smaller runs first."""

    FIRST = 0  # what the user waits for: an analysis, a table prepared for practice
    NORMAL = 1  # figures shown beside: the practice table's optimal return
    CHARTS = 2  # charts (the royal sweep): gives way to any other job, even mid-run


@dataclass(frozen=True)
class PriorityJob(Generic[T]):
    """A job with its priority (a plain job runs at :attr:`Priority.NORMAL`)."""

    run: TypedJob[T]
    priority: Priority

    def __call__(self, progress: Progress, cancel: threading.Event) -> T:
        return self.run(progress, cancel)


@dataclass(order=True)
class _Queued:
    priority: int
    seq: int
    worker: _Worker = field(compare=False)
    job_id: int = field(compare=False)
    job: Job = field(compare=False)
    cancel: threading.Event = field(compare=False)


class _YieldingEvent(threading.Event):
    """The cancel event a job sees: set when its runner cancels it, and, for a chart
    job, while a more urgent job waits (the job then stops and is queued again)."""

    def __init__(self, cancel: threading.Event, engine: EngineThread, priority: int) -> None:
        super().__init__()
        self._cancel, self._engine, self._priority = cancel, engine, priority

    def is_set(self) -> bool:
        return self._cancel.is_set() or (
            self._priority >= Priority.CHARTS and self._engine.more_urgent_waiting(self._priority)
        )


class _Worker(QObject):
    """Runs one runner's jobs on the engine thread.

    Signals: ``progress(job_id, done, total)``, ``finished(job_id, result)``,
    ``failed(job_id, message)``, ``cancelled(job_id)``.
    """

    progress = Signal(int, int, int)
    finished = Signal(int, object)
    failed = Signal(int, str)
    cancelled = Signal(int)

    def run(self, queued: _Queued, engine: EngineThread) -> None:
        job_id, cancel = queued.job_id, queued.cancel
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
            result = queued.job(progress, _YieldingEvent(cancel, engine, queued.priority))
        except Cancelled:
            if cancel.is_set():
                self.cancelled.emit(job_id)
            else:  # gave way to a more urgent job: run it again afterwards
                engine.requeue(queued)
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


def start_thread(name: str, stop: Callable[[], None], *, start: bool = True) -> QThread:
    """A ``QThread`` (started unless ``start`` is false: the caller starts it later)
    that stays referenced until :func:`stop_thread`.

    ``stop`` must make the thread's event loop end: cancel its work and call the
    thread's ``quit()`` (directly, or from the thread once its queued work is done).
    """
    thread = QThread()
    thread.setObjectName(name)
    _RUNNING[thread] = stop
    if start:
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


class _Dispatcher(QObject):
    """Lives on the engine thread; runs the most urgent queued job at each wake-up."""

    def __init__(self, engine: EngineThread) -> None:
        super().__init__()
        self._engine = engine

    @Slot()
    def run_next(self) -> None:
        queued = self._engine.pop()
        if queued is not None:
            try:
                queued.worker.run(queued, self._engine)
            finally:
                self._engine.done()


class EngineThread(QObject):
    """The one background thread the engine's jobs run on, one after another.

    With ``start=False`` jobs wait in the queue until :meth:`start` (the window starts
    its engine once it is on screen).
    """

    _wake = Signal()

    def __init__(self, parent: QObject | None = None, *, start: bool = True) -> None:
        super().__init__(parent)
        self.qthread = start_thread("vptrainer-engine", self._stop, start=False)
        self._runners: list[JobRunner] = []
        self._lock = threading.Lock()
        self._queue: list[_Queued] = []
        self._running = False
        self._seq = itertools.count()
        self._shut_down = False
        self._dispatcher = _Dispatcher(self)
        self._dispatcher.moveToThread(self.qthread)
        # queued even when a job is put back from the engine thread itself
        self._wake.connect(self._dispatcher.run_next, Qt.ConnectionType.QueuedConnection)
        self.qthread.finished.connect(self._dispatcher.deleteLater)
        if start:
            self.start()

    def start(self) -> None:
        """Start running the queued jobs (once; later calls, and any call after
        :meth:`shutdown`, do nothing)."""
        if self._shut_down:
            return  # a window closed before its delayed start: no thread nobody stops
        if not self.qthread.isRunning() and not self.qthread.isFinished():
            self.qthread.start()

    @property
    def started(self) -> bool:
        """Whether the thread runs jobs."""
        return self.qthread.isRunning()

    def runner(self) -> JobRunner:
        """A new job channel (newest-wins) on this thread."""
        r = JobRunner(self, self)
        self._runners.append(r)
        return r

    def _stop(self) -> None:
        for r in self._runners:
            r.cancel()
        self.qthread.quit()

    def shutdown(self) -> None:
        """Cancel every job, stop the thread and wait for it (however long the job in
        hand takes to reach its next cancel check)."""
        self._shut_down = True
        stop_thread(self.qthread)

    # -- the queue (any thread)

    def enqueue(self, worker: _Worker, job_id: int, job: Job, cancel: threading.Event) -> None:
        """Queue a job and wake the thread."""
        priority = int(getattr(job, "priority", Priority.NORMAL))
        with self._lock:
            heapq.heappush(
                self._queue, _Queued(priority, next(self._seq), worker, job_id, job, cancel)
            )
        self._wake.emit()

    def requeue(self, queued: _Queued) -> None:
        """Queue a job that gave way again, in its old place among its equals."""
        with self._lock:
            heapq.heappush(self._queue, queued)
        self._wake.emit()

    def pop(self) -> _Queued | None:
        """The most urgent queued job, taken off the queue to run."""
        with self._lock:
            if not self._queue:
                return None
            self._running = True
            return heapq.heappop(self._queue)

    def done(self) -> None:
        """The job taken last has returned."""
        with self._lock:
            self._running = False

    @property
    def idle(self) -> bool:
        """Whether no job is queued or running."""
        with self._lock:
            return not self._queue and not self._running

    def more_urgent_waiting(self, priority: int) -> bool:
        """Whether a job more urgent than ``priority`` waits (and is not cancelled)."""
        with self._lock:
            return any(q.priority < priority and not q.cancel.is_set() for q in self._queue)


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

    def __init__(self, engine: EngineThread, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._engine = engine
        self._worker = _Worker()
        self._worker.moveToThread(engine.qthread)
        self._worker.progress.connect(self._on_progress)
        self._worker.finished.connect(self._on_finished)
        self._worker.failed.connect(self._on_failed)
        self._worker.cancelled.connect(self._on_cancelled)
        engine.qthread.finished.connect(self._worker.deleteLater)
        self._job_id = 0
        self._cancel: threading.Event | None = None
        self._busy = False

    @property
    def busy(self) -> bool:
        """Whether the newest job is still queued or running."""
        return self._busy

    def submit(self, job: Job) -> int:
        """Queue ``job`` after cancelling any earlier one; returns its id."""
        self.cancel()
        self._job_id += 1
        self._cancel = threading.Event()
        self._busy = True
        self._engine.enqueue(self._worker, self._job_id, job, self._cancel)
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
        from vptrainer.core.engine.analysis import analyze
        from vptrainer.core.engine.prepared import cached_prepare

        return analyze(cached_prepare(table), progress=progress, cancel=cancel)

    return PriorityJob(job, Priority.FIRST)


def sweep_job(table: PayTable) -> TypedJob[tuple[PayTable, SweepResult]]:
    """A job: the royal sweep of a table (with the table, to match it to its request)."""

    def job(progress: Progress, cancel: threading.Event) -> tuple[PayTable, SweepResult]:
        from vptrainer.core.engine.prepared import cached_prepare
        from vptrainer.core.engine.sweep import pay_sweep

        return table, pay_sweep(cached_prepare(table), progress=progress, cancel=cancel)

    return PriorityJob(job, Priority.CHARTS)


def prepare_job(table: PayTable) -> TypedJob[PreparedTable]:
    """A job: the table's count tables, with the hold kernel loaded and warm."""

    def job(progress: Progress, cancel: threading.Event) -> PreparedTable:
        from vptrainer.core.engine.holds import hold_evs
        from vptrainer.core.engine.prepared import cached_prepare

        prepared = cached_prepare(table)
        hold_evs(prepared, (0, 5, 10, 15, 20))  # loads the kernel here, not on the GUI thread
        return prepared

    return PriorityJob(job, Priority.FIRST)


def optimal_job(table: PayTable) -> TypedJob[tuple[PayTable, Fraction]]:
    """A job: the table's optimal return (for the player's return in practice)."""

    def job(progress: Progress, cancel: threading.Event) -> tuple[PayTable, Fraction]:
        from vptrainer.core.engine.analysis import analyze
        from vptrainer.core.engine.prepared import cached_prepare

        result = analyze(cached_prepare(table), progress=progress, cancel=cancel)
        return table, result.return_exact

    return PriorityJob(job, Priority.NORMAL)
