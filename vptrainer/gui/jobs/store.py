"""The app's one result store: every answer kept by its request's key, so nothing is
computed twice.

Answers are kept per kind of request (its class), the newest :attr:`Request.keep` of
each kind, the least recently used leaving first. The Analyze and Bankroll views share
one royal sweep, the Strategy and Practice views one strategy maker, every view one
analysis of a table. Requests running on the engine thread read and fill it too
(:func:`need`, through the :class:`ThreadContext` their executor gives its thread), so
it is guarded by a lock.
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Hashable
from dataclasses import dataclass, field
from typing import Any, TypeVar

from vptrainer.gui.jobs.base import Progress, Request

T = TypeVar("T")


def store_key(request: Request[Any]) -> tuple[type, Hashable]:
    """The key of ``request``'s answer: its kind and its :attr:`~Request.key`."""
    return (type(request), request.key)


class ResultStore:
    """Answers by request key, an LRU per kind of request (thread-safe)."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._kinds: dict[type, OrderedDict[Hashable, Any]] = {}

    def find(self, request: Request[T]) -> tuple[bool, T]:
        """``(True, answer)`` when the answer of ``request`` is kept (it becomes the
        newest of its kind), else ``(False, None)``."""
        kind, key = store_key(request)
        with self._lock:
            kept = self._kinds.get(kind)
            if kept is None or key not in kept:
                return False, None  # type: ignore[return-value]
            kept.move_to_end(key)
            value: T = kept[key]
            return True, value

    def __contains__(self, request: Request[Any]) -> bool:
        kind, key = store_key(request)
        with self._lock:
            return key in self._kinds.get(kind, ())

    def put(self, request: Request[T], answer: T) -> None:
        """Keep ``answer`` as the newest of its kind (nothing for a kind kept 0 times)."""
        if request.keep <= 0:
            return
        kind, key = store_key(request)
        with self._lock:
            kept = self._kinds.setdefault(kind, OrderedDict())
            kept[key] = answer
            kept.move_to_end(key)
            while len(kept) > request.keep:
                kept.popitem(last=False)

    def answers(self, kind: type[Request[T]]) -> list[T]:
        """The kept answers of one kind, oldest first."""
        with self._lock:
            return list(self._kinds.get(kind, {}).values())

    def clear(self) -> None:
        """Forget every answer."""
        with self._lock:
            self._kinds.clear()

    def __len__(self) -> int:
        with self._lock:
            return sum(len(kept) for kept in self._kinds.values())


@dataclass
class ThreadContext:
    """What the requests running on one executor's thread may use: the app's result
    store, and resources that belong to that thread (the history's connection)."""

    store: ResultStore | None = None
    resources: dict[str, Any] = field(default_factory=dict)


_local = threading.local()


def thread_context() -> ThreadContext | None:
    """The context of the executor whose thread calls this (``None`` elsewhere)."""
    context: ThreadContext | None = getattr(_local, "context", None)
    return context


def set_thread_context(context: ThreadContext | None) -> None:
    """Make ``context`` the calling thread's (the executors do, on their threads)."""
    _local.context = context


def _no_progress(done: int, total: int) -> None:
    """A progress callback that says nothing."""


def need(
    request: Request[T], progress: Progress | None = None, cancel: threading.Event | None = None
) -> T:
    """The answer of ``request``, for a request whose run builds on it: from the result
    store of this thread's executor when known, else computed here and kept there
    (outside an executor, such as in a test, simply computed)."""
    context = thread_context()
    store = None if context is None else context.store
    if store is not None and request.keep:
        found, value = store.find(request)
        if found:
            return value
    answer = request.run(progress or _no_progress, cancel or threading.Event())
    if store is not None and request.keep:
        store.put(request, answer)
    return answer
