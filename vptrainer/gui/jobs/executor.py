"""One worker thread and its queue: the :class:`Executor`.

The app has two (:class:`~vptrainer.gui.jobs.hub.Jobs`): the engine's, where every
calculation runs, and the history's, which owns the SQLite connection. An executor
is a ``QObject`` with a parented ``QThread``; requests are queued most urgent first
(then in the order they came), and a chart request that runs gives way, at its next
chunk, to any more urgent request that arrives, then runs again. Requests of a kind
that is stored (``Request.keep``) and equal by key share one task: each subscriber
withdraws on its own, and the task is cancelled when the last one has.

The worker thread holds the request, its cancel event and nothing else: answers,
failures and progress come back to the GUI thread through this object's signals,
and only there are the subscribers (views' bindings, callbacks) told. On shutdown the
engine's executor cancels its work and the history's works off its queue; both wait
for their thread, however long it takes (a running ``QThread`` that is destroyed
aborts the process).
"""

from __future__ import annotations

import atexit
import contextlib
import heapq
import itertools
import threading
import traceback
import weakref
from collections.abc import Hashable
from dataclasses import dataclass, field
from typing import Any, Protocol

from PySide6.QtCore import QCoreApplication, QDeadlineTimer, QObject, QThread, Signal, Slot

from vptrainer.core.errors import Cancelled, VPError
from vptrainer.gui.jobs.base import Priority, Request
from vptrainer.gui.jobs.store import ResultStore, ThreadContext, set_thread_context, store_key


class Subscriber(Protocol):
    """Who waits for a task (a view's binding, a callback): told on the GUI thread."""

    def task_progress(self, task: Task, done: int, total: int) -> None:
        """The task moved on (at most once per percent)."""

    def task_finished(self, task: Task, answer: object) -> None:
        """The task's answer."""

    def task_failed(self, task: Task, error: VPError) -> None:
        """The task failed; ``str(error)`` says why, for the user."""


@dataclass(eq=False)
class Task:
    """A request queued or running, with who waits for it (GUI thread only)."""

    id: int
    request: Request[Any]
    key: tuple[type, Hashable] | None  # None: never shared (a kind the store keeps 0 times)
    cancel: threading.Event
    subscribers: list[Subscriber]
    done: int = 0
    total: int = 0

    @property
    def label(self) -> str:
        """What the progress strip calls it."""
        return self.request.label


@dataclass(order=True)
class _Queued:
    """What the worker thread sees of a task."""

    priority: int
    seq: int
    task_id: int = field(compare=False)
    request: Request[Any] = field(compare=False)
    cancel: threading.Event = field(compare=False)


class _YieldingEvent(threading.Event):
    """The cancel event a chart request sees: set when it is cancelled, and while a more
    urgent request waits (it then stops at its next chunk and is queued again)."""

    def __init__(self, cancel: threading.Event, executor: Executor, priority: int) -> None:
        super().__init__()
        self._cancel, self._executor, self._priority = cancel, executor, priority

    def is_set(self) -> bool:
        return self._cancel.is_set() or self._executor.more_urgent_waiting(self._priority)


class _WorkerThread(QThread):
    """The executor's thread: takes the most urgent request and runs it, until stopped."""

    def __init__(self, executor: Executor) -> None:
        super().__init__(executor)
        self._executor = weakref.ref(executor)

    def run(self) -> None:
        executor = self._executor()
        if executor is not None:
            executor._work()


# Every executor whose thread may run: stopped when the app quits, and at exit, so that
# no running QThread is ever destroyed (even when its owner is not shut down).
_EXECUTORS: weakref.WeakSet[Executor] = weakref.WeakSet()


def shutdown_all() -> None:
    """Stop every executor still running (when the app quits, and at exit)."""
    for executor in list(_EXECUTORS):
        executor.shutdown()


atexit.register(shutdown_all)


class Executor(QObject):
    """One worker thread (a ``QThread`` child of this object) and its priority queue.

    ``yielding``: chart requests give way to more urgent ones mid-run (the engine);
    ``drain``: shutting down works off the queue first (the history). ``resources``
    belong to the thread (the history's connection): the requests reach them through
    :func:`~vptrainer.gui.jobs.store.thread_context`, and each one's ``close()`` is
    called on the thread when it ends. With ``start=False`` requests wait until
    :meth:`start` (the window starts its engine once it is on screen).
    """

    #: a task ended with an answer or an error (told on the GUI thread, after its
    #: subscribers)
    answered = Signal()

    _progressed = Signal(int, int, int)
    _finished = Signal(int, object)
    _failed = Signal(int, object)
    _dropped = Signal(int)

    def __init__(
        self,
        name: str,
        parent: QObject,
        *,
        store: ResultStore | None = None,
        resources: dict[str, Any] | None = None,
        yielding: bool = True,
        drain: bool = False,
        start: bool = True,
    ) -> None:
        super().__init__(parent)
        self.setObjectName(name)
        self.store = store
        self._context = ThreadContext(store, dict(resources or {}))
        self._yielding = yielding
        self._drain = drain
        self._thread = _WorkerThread(self)
        self._thread.setObjectName(name)
        self._cond = threading.Condition()
        self._queue: list[_Queued] = []
        self._running: _Queued | None = None
        self._stopping = False
        self._shut = False
        self._seq = itertools.count()
        self._ids = itertools.count(1)
        self._tasks: dict[int, Task] = {}  # GUI thread only
        self._live: dict[tuple[type, Hashable], Task] = {}  # shared tasks by key
        self._progressed.connect(self._on_progress)
        self._finished.connect(self._on_finished)
        self._failed.connect(self._on_failed)
        self._dropped.connect(self._on_dropped)
        _EXECUTORS.add(self)
        # an owner destroyed without shutting it down: its thread is stopped first (this
        # object's children, the thread among them, are deleted after this signal)
        self.destroyed.connect(lambda *_: self.shutdown())
        app = QCoreApplication.instance()
        if app is not None:
            app.aboutToQuit.connect(self.shutdown)
        if start:
            self.start()

    # ---------------------------------------------------------------- life

    def start(self) -> None:
        """Start running the queued requests (once; later calls, and calls after
        :meth:`shutdown`, do nothing)."""
        if not self._shut and not self._thread.isRunning() and not self._thread.isFinished():
            self._thread.start()

    @property
    def started(self) -> bool:
        """Whether the thread runs requests."""
        return self._thread.isRunning()

    @property
    def idle(self) -> bool:
        """Whether no request is queued or running."""
        with self._cond:
            return not self._queue and self._running is None

    def shutdown(self) -> None:
        """Stop: cancel everything (or, with ``drain``, work off the queue), end the
        thread and wait for it, however long the request in hand takes to reach its
        next cancel check (a first compile of the kernels cannot be interrupted)."""
        if self._shut:
            return
        self._shut = True
        with self._cond:
            self._stopping = True
            if not self._drain:
                for queued in self._queue:
                    queued.cancel.set()
                if self._running is not None:
                    self._running.cancel.set()
            self._cond.notify_all()
        if self._thread.isRunning():
            self._thread.wait(QDeadlineTimer(QDeadlineTimer.ForeverConstant.Forever))
        _EXECUTORS.discard(self)

    def flush(self) -> None:
        """Wait until every request queued so far has run (the history's writes are
        committed); their answers reach the subscribers later, through the event loop."""
        if not self._thread.isRunning():
            return
        with self._cond:
            while self._queue or self._running is not None:
                self._cond.wait(0.05)

    # ----------------------------------------------------- requests (GUI thread)

    def submit(self, request: Request[Any], subscriber: Subscriber) -> Task:
        """Queue ``request`` for ``subscriber``: a stored kind joins a task of the same key
        still on its way."""
        key = store_key(request) if request.keep > 0 else None
        if key is not None:
            live = self._live.get(key)
            if live is not None and not live.cancel.is_set():
                live.subscribers.append(subscriber)
                return live
        task = Task(next(self._ids), request, key, threading.Event(), [subscriber])
        self._tasks[task.id] = task
        if key is not None:
            self._live[key] = task
        queued = _Queued(int(request.priority), next(self._seq), task.id, request, task.cancel)
        with self._cond:
            if self._shut and not self._drain:
                task.cancel.set()
            heapq.heappush(self._queue, queued)
            self._cond.notify_all()
        return task

    def withdraw(self, task: Task, subscriber: Subscriber) -> None:
        """``subscriber`` no longer waits for ``task``; cancelled once nobody does (a late
        answer is still kept in the store, and told to nobody)."""
        if subscriber in task.subscribers:
            task.subscribers.remove(subscriber)
        if not task.subscribers:
            task.cancel.set()
            if task.key is not None and self._live.get(task.key) is task:
                del self._live[task.key]

    def tasks(self) -> list[Task]:
        """The tasks queued or running (GUI thread)."""
        return [t for t in self._tasks.values() if not t.cancel.is_set()]

    # ------------------------------------------------------- the worker thread

    def more_urgent_waiting(self, priority: int) -> bool:
        """Whether a request more urgent than ``priority`` waits (and is not cancelled)."""
        with self._cond:
            return any(q.priority < priority and not q.cancel.is_set() for q in self._queue)

    def _take(self) -> _Queued | None:
        with self._cond:
            while True:
                if self._queue and not (self._stopping and not self._drain):
                    self._running = heapq.heappop(self._queue)
                    return self._running
                if self._stopping:
                    return None
                self._cond.wait()

    def _work(self) -> None:
        set_thread_context(self._context)
        try:
            while (queued := self._take()) is not None:
                try:
                    self._run(queued)
                finally:
                    with self._cond:
                        self._running = None
                        self._cond.notify_all()
        finally:
            for resource in self._context.resources.values():
                close = getattr(resource, "close", None)
                if callable(close):
                    try:
                        close()
                    except Exception:  # a resource that cannot close: say so, go on
                        traceback.print_exc()
            set_thread_context(None)

    @staticmethod
    def _tell(signal: Any, *args: object) -> None:
        """Send an answer to the GUI thread (nothing once this object is destroyed)."""
        with contextlib.suppress(RuntimeError):  # destroyed with its owner, no shutdown
            signal.emit(*args)

    def _requeue(self, queued: _Queued) -> None:
        with self._cond:
            heapq.heappush(self._queue, queued)
            self._cond.notify_all()

    def _run(self, queued: _Queued) -> None:
        task_id, request, cancel = queued.task_id, queued.request, queued.cancel
        if cancel.is_set():
            self._tell(self._dropped, task_id)
            return
        store = self.store
        if store is not None and request.keep > 0:
            found, answer = store.find(request)
            if found:  # answered while it waited (a request it shares its answer with)
                self._tell(self._finished, task_id, answer)
                return
        last = [-1]

        def progress(done: int, total: int) -> None:
            percent = 100 * done // max(total, 1)
            if percent != last[0]:  # only when the percentage moves
                last[0] = percent
                self._tell(self._progressed, task_id, done, total)

        event: threading.Event = cancel
        if self._yielding and queued.priority >= Priority.CHARTS:
            event = _YieldingEvent(cancel, self, queued.priority)
        try:
            answer = request.run(progress, event)
        except Cancelled:
            if cancel.is_set() or self._stopping:
                self._tell(self._dropped, task_id)
            else:  # gave way to a more urgent request: run it again afterwards
                self._requeue(queued)
        except VPError as exc:
            self._tell(self._failed, task_id, exc)
        except Exception as exc:  # a bug: report it, keep the app alive
            traceback.print_exc()
            self._tell(
                self._failed, task_id, VPError(f"internal error: {type(exc).__name__}: {exc}")
            )
        else:
            if store is not None:
                store.put(request, answer)
            if cancel.is_set():
                self._tell(self._dropped, task_id)
            else:
                self._tell(self._finished, task_id, answer)

    # ---------------------------------------------------- answers (GUI thread)

    def _end(self, task_id: int) -> Task | None:
        task = self._tasks.pop(task_id, None)
        if task is not None and task.key is not None and self._live.get(task.key) is task:
            del self._live[task.key]
        return task

    @Slot(int, int, int)
    def _on_progress(self, task_id: int, done: int, total: int) -> None:
        task = self._tasks.get(task_id)
        if task is None or task.cancel.is_set():
            return
        task.done, task.total = done, total
        for subscriber in list(task.subscribers):
            subscriber.task_progress(task, done, total)

    @Slot(int, object)
    def _on_finished(self, task_id: int, answer: object) -> None:
        task = self._end(task_id)
        if task is None or task.cancel.is_set():
            return
        for subscriber in list(task.subscribers):
            subscriber.task_finished(task, answer)
        self.answered.emit()

    @Slot(int, object)
    def _on_failed(self, task_id: int, error: VPError) -> None:
        task = self._end(task_id)
        if task is None or task.cancel.is_set():
            return
        for subscriber in list(task.subscribers):
            subscriber.task_failed(task, error)
        self.answered.emit()

    @Slot(int)
    def _on_dropped(self, task_id: int) -> None:
        self._end(task_id)
