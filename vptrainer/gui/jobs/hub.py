"""The app's job layer in one object: the result store and the two executors.

The window makes one :class:`Jobs` (its child) and hands it to every view; a view
asks for what its visible pages need through a
:class:`~vptrainer.gui.jobs.binding.JobBinding`, and sends one-shot requests (the
history's writes and reads) with :meth:`Jobs.call`.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any, TypeVar

from PySide6.QtCore import QObject
from shiboken6 import isValid

from vptrainer.core.errors import VPError
from vptrainer.gui.jobs.base import HISTORY, Request
from vptrainer.gui.jobs.collector import install_gui_collector
from vptrainer.gui.jobs.executor import Executor, Task
from vptrainer.gui.jobs.history import RESOURCE, HistoryConnection
from vptrainer.gui.jobs.store import ResultStore

T = TypeVar("T")


class _Call:
    """The subscriber of a one-shot request: its callbacks, while their owner lives."""

    def __init__(
        self,
        owner: QObject | None,
        done: Callable[[Any], object] | None,
        failed: Callable[[VPError], object] | None,
    ) -> None:
        self.owner, self.done, self.failed = owner, done, failed

    def _alive(self) -> bool:
        return self.owner is None or isValid(self.owner)

    def task_progress(self, task: Task, done: int, total: int) -> None:
        """Not shown."""

    def task_finished(self, task: Task, answer: object) -> None:
        if self.done is not None and self._alive():
            self.done(answer)

    def task_failed(self, task: Task, error: VPError) -> None:
        if self.failed is not None and self._alive():
            self.failed(error)


class Jobs(QObject):
    """The result store, the engine's executor and the history's (with its connection).

    With ``start=False`` the engine waits for :meth:`start` (the window starts it once
    it is on screen); the history's thread starts at once and opens the database with
    the first request made. Making one also moves Python's cyclic garbage collector
    to the GUI thread (:mod:`~vptrainer.gui.jobs.collector`).
    """

    def __init__(
        self,
        parent: QObject,
        *,
        start: bool = True,
        history_path: str | Path | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("jobs")
        self.store = ResultStore()
        self.engine = Executor("vptrainer-engine", self, store=self.store, start=start)
        self.history = Executor(
            "vptrainer-history",
            self,
            resources={RESOURCE: HistoryConnection(history_path)},
            yielding=False,
            drain=True,
        )
        # gone without a shutdown: the threads stop before the collector is let go
        self.destroyed.connect(lambda *_: self.shutdown())
        install_gui_collector(self)

    def executor_of(self, request: Request[Any]) -> Executor:
        """The executor ``request`` runs on."""
        return self.history if request.executor == HISTORY else self.engine

    def start(self) -> None:
        """Start the engine's work (queued requests wait until then)."""
        self.engine.start()

    def call(
        self,
        request: Request[T],
        done: Callable[[T], object] | None = None,
        failed: Callable[[VPError], object] | None = None,
        *,
        owner: QObject | None = None,
    ) -> Task:
        """Run ``request`` once; its answer goes to ``done`` (its failure to ``failed``)
        on the GUI thread, unless ``owner`` was destroyed meanwhile."""
        return self.executor_of(request).submit(request, _Call(owner, done, failed))

    def shutdown(self) -> None:
        """Cancel the engine's work and work off the history's, then stop both threads
        and wait for them."""
        self.engine.shutdown()
        self.history.shutdown()
