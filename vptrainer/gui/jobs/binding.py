"""How a view asks for long work: it lists what its visible pages need, nothing more.

A view gives its :class:`JobBinding` a ``wanted()`` method that returns one
:class:`Want` per answer its visible pages show: a request and the ``show_*`` method
that shows the answer. The view calls :meth:`JobBinding.update` whenever what it needs
may have changed (shown, hidden, a page switched, an input edited, the table changed),
and the binding does the rest:

* an answer the result store has is shown at once, without a job;
* a missing one is submitted to its executor (a task of another view with the same
  key is joined, not run twice);
* each ``show_*`` method is a channel: when it wants another request, the newest wins
  and the old one is withdrawn; a request no longer wanted at all is withdrawn too, and
  the executor cancels a task once nobody waits for it;
* an answer is shown once per channel and key while it stays wanted (``show_*`` is
  not called again for the answer it already shows; a page hidden and shown again is
  shown its answers again, from the store), a failure once, with its message, and a
  failed request is not run again until :meth:`JobBinding.retry`.

Answers arrive on the GUI thread; the binding keeps only weak references to the view's
methods (no reference cycle through the view), and withdraws everything when it dies.
"""

from __future__ import annotations

import weakref
from collections import OrderedDict
from collections.abc import Callable, Hashable, Iterable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Generic, TypeVar, cast

from PySide6.QtCore import QObject, Signal
from shiboken6 import isValid

from vptrainer.core.errors import VPError
from vptrainer.gui.i18n.messages import text as core_text
from vptrainer.gui.jobs.base import Request
from vptrainer.gui.jobs.executor import Task
from vptrainer.gui.jobs.store import store_key

if TYPE_CHECKING:
    from vptrainer.gui.jobs.hub import Jobs

T = TypeVar("T")
_FAILURES_KEPT = 64


@dataclass(frozen=True, eq=False)
class Want(Generic[T]):
    """One answer a visible page needs: the request, and the method that shows it.

    ``failed(message)`` shows a failure (without it the binding's ``failed`` signal
    says it); ``waiting()`` is called when the request is submitted (a page that says
    "Computing…" in place).
    """

    request: Request[T]
    show: Callable[[T], object]
    failed: Callable[[str], object] | None = None
    waiting: Callable[[], object] | None = None


def _weak(fn: Callable[..., object] | None) -> Callable[[], Callable[..., object] | None]:
    """A weak reference to a bound method (a plain function is held as it is)."""
    if fn is None:
        return lambda: None
    if hasattr(fn, "__self__") and hasattr(fn, "__func__"):
        return weakref.WeakMethod(fn)
    return lambda: fn


def _channel_id(show: Callable[..., object]) -> Hashable:
    owner = getattr(show, "__self__", None)
    return (getattr(show, "__func__", show), id(owner))


class _Channel:
    """One ``show_*`` method: the request it wants now, its task, what it shows."""

    def __init__(self) -> None:
        self.request: Request[Any] | None = None
        self.key: Hashable = None
        self.task: Task | None = None
        self.delivered: Hashable = None
        self.show = _weak(None)
        self.failed = _weak(None)
        self.order = 0


def _release(channels: dict[Hashable, _Channel], jobs: Jobs, subscriber: object) -> None:
    """Withdraw every task of a binding that goes away."""
    if not isValid(jobs):
        return
    for channel in channels.values():
        if channel.task is not None and channel.request is not None:
            jobs.executor_of(channel.request).withdraw(channel.task, subscriber)  # type: ignore[arg-type]
            channel.task = None


class JobBinding(QObject):
    """A view's jobs, from what its visible pages want (see the module's text).

    Signals: ``changed()`` when the jobs running for the view changed;
    ``progress(done, total)`` of the one that moved last; ``failed(label, message)``
    for a failure whose :class:`Want` has no ``failed`` method.
    """

    changed = Signal()
    progress = Signal(int, int)
    failed = Signal(str, str)

    def __init__(
        self, jobs: Jobs, wanted: Callable[[], Iterable[Want[Any]]], parent: QObject
    ) -> None:
        super().__init__(parent)
        self.jobs = jobs
        self._wanted = cast(Callable[[], Callable[[], Iterable[Want[Any]]] | None], _weak(wanted))
        self._channels: dict[Hashable, _Channel] = {}
        self._failures: OrderedDict[Hashable, str] = OrderedDict()
        self._updating = False
        self._again = False
        self._stored = False
        self.destroyed.connect(lambda *_: _release(self._channels, jobs, self))

    # ------------------------------------------------------------------ state

    @property
    def busy(self) -> bool:
        """Whether a request of the view is queued or running."""
        return any(c.task is not None for c in self._channels.values())

    def running(self) -> list[str]:
        """The labels of the view's requests queued or running, in the view's order."""
        chans = sorted(self._channels.values(), key=lambda c: c.order)
        labels = [c.task.label for c in chans if c.task is not None]
        return list(dict.fromkeys(labels))

    def busy_with(self, kind: type[Request[Any]]) -> bool:
        """Whether a request of this kind is queued or running for the view."""
        return any(
            c.task is not None and isinstance(c.request, kind) for c in self._channels.values()
        )

    @property
    def served_from_store(self) -> bool:
        """True inside a ``show_*`` call whose answer came from the store (no job ran)."""
        return self._stored

    # ---------------------------------------------------------------- actions

    def update(self) -> None:
        """Ask ``wanted()`` again: show what is known, submit what is missing, withdraw
        what is no longer wanted."""
        if not isValid(self):
            return
        if self._updating:
            self._again = True
            return
        self._updating = True
        try:
            for _ in range(8):  # a shown answer may make the view want more
                self._again = False
                self._update_once()
                if not self._again:
                    break
        finally:
            self._updating = False
        self.changed.emit()

    def cancel(self) -> None:
        """Withdraw every request of the view (they run again at the next
        :meth:`update` that still wants them)."""
        for channel in self._channels.values():
            self._withdraw(channel)
        self.changed.emit()

    def retry(self) -> None:
        """Forget the failures: a failed request that is still wanted runs again at the
        next :meth:`update`."""
        failed = set(self._failures)
        self._failures.clear()
        for channel in self._channels.values():
            if channel.delivered in failed:
                channel.delivered = None

    # ---------------------------------------------------------------- inside

    def _withdraw(self, channel: _Channel) -> None:
        task, request = channel.task, channel.request
        channel.task = None
        if task is not None and request is not None:
            self.jobs.executor_of(request).withdraw(task, self)

    def _update_once(self) -> None:
        wanted = self._wanted()
        wants = list(wanted()) if wanted is not None else []
        seen: set[Hashable] = set()
        for order, want in enumerate(wants):
            cid = _channel_id(want.show)
            seen.add(cid)
            channel = self._channels.setdefault(cid, _Channel())
            channel.order = order
            channel.show = _weak(want.show)
            channel.failed = _weak(want.failed)
            key = store_key(want.request)
            if channel.key != key:  # the newest request of a channel wins
                self._withdraw(channel)
                channel.delivered = None
            channel.request, channel.key = want.request, key
            if channel.delivered == key:
                continue
            found, answer = self.jobs.store.find(want.request)
            if found:  # (kept meanwhile by another way: its task is no longer needed)
                self._withdraw(channel)
                channel.delivered = key
                self._show(channel, answer, stored=True)
                continue
            failure = self._failures.get(key)
            if failure is not None:
                channel.delivered = key
                self._fail(channel, failure)
                continue
            if channel.task is None:
                channel.task = self.jobs.executor_of(want.request).submit(want.request, self)
                if want.waiting is not None:
                    want.waiting()
        for cid, channel in self._channels.items():
            if cid not in seen:  # no longer wanted: stopped, and shown again when it is
                self._withdraw(channel)
                channel.delivered = None

    def _show(self, channel: _Channel, answer: object, *, stored: bool) -> None:
        show = channel.show()
        if show is None:
            return
        self._again = True  # what is shown now may make the view want more
        self._stored = stored
        try:
            show(answer)
        finally:
            self._stored = False

    def _fail(self, channel: _Channel, message: str) -> None:
        self._again = True
        failed = channel.failed()
        if failed is not None:
            failed(message)
        elif channel.request is not None:
            self.failed.emit(channel.request.label, message)

    # -------------------------------------------- the executor's subscriber

    def task_progress(self, task: Task, done: int, total: int) -> None:
        if isValid(self):
            self.progress.emit(done, total)

    def task_finished(self, task: Task, answer: object) -> None:
        if not isValid(self):
            return
        for channel in list(self._channels.values()):
            if channel.task is task:
                channel.task = None
                channel.delivered = channel.key
                self._show(channel, answer, stored=False)
        self.update()

    def task_failed(self, task: Task, error: VPError) -> None:
        if not isValid(self):
            return
        message = core_text(error)
        for channel in list(self._channels.values()):
            if channel.task is task:
                channel.task = None
                channel.delivered = channel.key
                self._failures[channel.key] = message
                while len(self._failures) > _FAILURES_KEPT:
                    self._failures.popitem(last=False)
                self._fail(channel, message)
        self.update()
