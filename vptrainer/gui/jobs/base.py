"""What a long job is: a typed, frozen request, run on the thread of its executor.

A :class:`Request` is a value (a frozen dataclass): what to compute, never how to show
it. Its :attr:`~Request.key` names the answer (equal requests share one answer in the
result store), :meth:`~Request.run` computes it with a progress callback and a cancel
event, :attr:`~Request.priority` orders the queue and :attr:`~Request.executor` names
the thread it runs on (the engine thread, or the history thread with its SQLite
connection). A request holds core values only (tables, numbers, paths, results):
never a widget, a Qt object or a callback, since the worker thread holds it.

A request that builds on another one's answer asks for it with
:func:`~vptrainer.gui.jobs.store.need`: served from the app's result store when known,
else computed there and then, on the same thread, and kept (a strategy chart and the
Practice view's situations share one
:class:`~vptrainer.core.strategy.generator.charts.StrategyMaker` that way).

The core modules are imported inside :meth:`Request.run`, on the worker thread: the
window is built and shown before numba is loaded.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Hashable
from enum import IntEnum
from typing import ClassVar, Generic, TypeVar

T = TypeVar("T")
Progress = Callable[[int, int], None]

#: The names of the two executors (:attr:`Request.executor`).
ENGINE = "engine"
HISTORY = "history"


class Priority(IntEnum):
    """How urgent a request is: smaller runs first (then in the order they came)."""

    FIRST = 0  # what the user waits for: an analysis, a table prepared for practice
    NORMAL = 1  # figures shown beside: short pays, risk, a player's strategy file
    CHARTS = 2  # charts and searches: give way to any other request, even mid-run


class Request(Generic[T]):
    """A long job as a frozen value; subclasses are ``@dataclass(frozen=True)``.

    Class attributes say how it is run: :attr:`priority`, :attr:`executor`,
    :attr:`keep` (how many answers of this kind the result store keeps; 0: none, and
    equal requests are then never merged) and :attr:`label` (what the progress strip
    says: "Computing the *royal sweep*…").
    """

    priority: ClassVar[Priority] = Priority.NORMAL
    executor: ClassVar[str] = ENGINE
    keep: ClassVar[int] = 16
    label: ClassVar[str] = "calculation"

    @property
    def key(self) -> Hashable:
        """What the answer depends on (by default the request itself, compared by its
        fields; a request that carries a large value compares by a smaller key)."""
        return self

    def run(self, progress: Progress, cancel: threading.Event) -> T:
        """Compute the answer on the executor's thread; raise
        :class:`~vptrainer.core.errors.Cancelled` once ``cancel`` is set, and
        :class:`~vptrainer.core.errors.VPError` with a message for the user."""
        raise NotImplementedError
