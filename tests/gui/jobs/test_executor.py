"""The executors: most urgent first, charts give way, one task per key, stop and wait."""

from __future__ import annotations

import threading
import time
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any, ClassVar

import pytest
from PySide6.QtCore import QObject
from pytestqt.qtbot import QtBot

from vptrainer.core.errors import Cancelled, VPError
from vptrainer.gui.jobs import Executor, Priority, Request, ResultStore, Task, need
from vptrainer.gui.jobs.store import thread_context

TIMEOUT = 10_000


@dataclass(frozen=True)
class Job(Request[str]):
    """Notes when it starts and ends, in ``chunks`` steps of ``step_s`` (never stored)."""

    keep: ClassVar[int] = 0
    log: list[str] = field(compare=False)
    name: str
    chunks: int = 1
    step_s: float = 0.005

    def run(self, progress: Any, cancel: threading.Event) -> str:
        chunks = self._chunks()
        self.log.append(f"start {self.name}")
        for i in range(chunks):
            if cancel.is_set():
                self.log.append(f"stop {self.name}")
                raise Cancelled(self.name)
            time.sleep(self.step_s)
            progress(i + 1, chunks)
        self.log.append(f"end {self.name}")
        return self.name

    def _chunks(self) -> int:
        return self.chunks


@dataclass(frozen=True)
class FirstJob(Job):
    priority: ClassVar[Priority] = Priority.FIRST


@dataclass(frozen=True)
class ChartJob(Job):
    priority: ClassVar[Priority] = Priority.CHARTS


@dataclass(frozen=True)
class YieldingChartJob(ChartJob):
    """A chart job long enough to give way; run again after it gave way, one step."""

    def _chunks(self) -> int:
        return 1 if f"stop {self.name}" in self.log else self.chunks


@dataclass(frozen=True)
class Square(Request[int]):
    """A stored kind: counts its runs."""

    runs: list[int] = field(compare=False)
    n: int

    def run(self, progress: Any, cancel: threading.Event) -> int:
        self.runs.append(self.n)
        time.sleep(0.01)
        return self.n * self.n


@dataclass(frozen=True)
class SquarePlusOne(Request[int]):
    runs: list[int] = field(compare=False)
    n: int

    def run(self, progress: Any, cancel: threading.Event) -> int:
        return need(Square(self.runs, self.n), progress, cancel) + 1


class Listener:
    """A subscriber that records what it is told."""

    def __init__(self) -> None:
        self.answers: list[object] = []
        self.failures: list[str] = []
        self.progress: list[tuple[int, int]] = []

    def task_progress(self, task: Task, done: int, total: int) -> None:
        self.progress.append((done, total))

    def task_finished(self, task: Task, answer: object) -> None:
        self.answers.append(answer)

    def task_failed(self, task: Task, error: VPError) -> None:
        self.failures.append(str(error))


@pytest.fixture
def root() -> Iterator[QObject]:
    parent = QObject()
    yield parent
    parent.deleteLater()


@pytest.fixture
def engine(root: QObject) -> Iterator[Executor]:
    e = Executor("test-engine", root, store=ResultStore(), start=False)
    yield e
    e.shutdown()


def test_requests_wait_for_start_then_run_most_urgent_first(qtbot: QtBot, engine: Executor) -> None:
    log: list[str] = []
    charts, normal, first = Listener(), Listener(), Listener()
    engine.submit(ChartJob(log, "sweep"), charts)
    engine.submit(Job(log, "optimal"), normal)
    engine.submit(FirstJob(log, "analysis"), first)
    time.sleep(0.05)
    assert log == [] and not engine.started and not engine.idle
    engine.start()
    qtbot.waitUntil(lambda: charts.answers == ["sweep"], timeout=TIMEOUT)
    assert log == [
        "start analysis",
        "end analysis",
        "start optimal",
        "end optimal",
        "start sweep",
        "end sweep",
    ]
    qtbot.waitUntil(lambda: engine.idle, timeout=TIMEOUT)
    assert first.answers == ["analysis"] and normal.answers == ["optimal"]


def test_a_chart_request_gives_way_and_runs_again(qtbot: QtBot, engine: Executor) -> None:
    log: list[str] = []
    charts, first = Listener(), Listener()
    engine.start()
    engine.submit(YieldingChartJob(log, "sweep", chunks=2000), charts)
    qtbot.waitUntil(lambda: "start sweep" in log, timeout=TIMEOUT)
    engine.submit(FirstJob(log, "prepare"), first)
    qtbot.waitUntil(lambda: bool(first.answers and charts.answers), timeout=TIMEOUT)
    assert log[:4] == ["start sweep", "stop sweep", "start prepare", "end prepare"]
    assert log[4:] == ["start sweep", "end sweep"]  # the whole sweep again, after


def test_only_charts_give_way(qtbot: QtBot, engine: Executor) -> None:
    log: list[str] = []
    normal, first = Listener(), Listener()
    engine.start()
    engine.submit(Job(log, "optimal", chunks=40), normal)
    qtbot.waitUntil(lambda: "start optimal" in log, timeout=TIMEOUT)
    engine.submit(FirstJob(log, "prepare"), first)
    qtbot.waitUntil(lambda: bool(first.answers and normal.answers), timeout=TIMEOUT)
    assert log == ["start optimal", "end optimal", "start prepare", "end prepare"]


def test_a_plain_request_runs_at_normal_priority(qtbot: QtBot, engine: Executor) -> None:
    log: list[str] = []
    plain, charts = Listener(), Listener()
    engine.submit(ChartJob(log, "sweep"), charts)
    engine.submit(Job(log, "plain"), plain)
    engine.start()
    qtbot.waitUntil(lambda: bool(charts.answers), timeout=TIMEOUT)
    assert log[0] == "start plain"


def test_a_withdrawn_request_is_cancelled_and_tells_nobody(qtbot: QtBot, engine: Executor) -> None:
    log: list[str] = []
    old, new = Listener(), Listener()
    task = engine.submit(FirstJob(log, "old"), old)
    engine.withdraw(task, old)
    engine.submit(FirstJob(log, "new"), new)
    engine.start()
    qtbot.waitUntil(lambda: new.answers == ["new"], timeout=TIMEOUT)
    assert log == ["start new", "end new"]  # the old one was dropped before it ran
    assert old.answers == [] and old.failures == []
    qtbot.waitUntil(lambda: engine.idle and not engine.tasks(), timeout=TIMEOUT)


def test_a_start_after_shutdown_starts_nothing(root: QObject) -> None:
    """A window closed before its delayed engine start leaves no thread running (a
    running QThread nobody stops aborts the process when it is destroyed)."""
    engine = Executor("test-engine", root, start=False)
    engine.shutdown()
    engine.start()  # the window's delayed start, after it was closed
    assert not engine.started


def test_equal_requests_share_one_task_and_the_store_keeps_the_answer(
    qtbot: QtBot, engine: Executor
) -> None:
    runs: list[int] = []
    a, b = Listener(), Listener()
    first = engine.submit(Square(runs, 7), a)
    second = engine.submit(Square(runs, 7), b)
    assert first is second
    engine.start()
    qtbot.waitUntil(lambda: a.answers == [49] and b.answers == [49], timeout=TIMEOUT)
    assert runs == [7]
    assert engine.store is not None and engine.store.find(Square(runs, 7)) == (True, 49)
    # a request built on it finds it in the store: computed once
    c = Listener()
    engine.submit(SquarePlusOne(runs, 7), c)
    qtbot.waitUntil(lambda: c.answers == [50], timeout=TIMEOUT)
    assert runs == [7]


def test_a_shared_task_runs_on_while_one_subscriber_waits(qtbot: QtBot, engine: Executor) -> None:
    log: list[str] = []
    a, b = Listener(), Listener()

    @dataclass(frozen=True)
    class Stored(Job):
        keep: ClassVar[int] = 4

    task = engine.submit(Stored(log, "shared", chunks=20), a)
    assert engine.submit(Stored(log, "shared", chunks=20), b) is task
    engine.withdraw(task, a)
    assert not task.cancel.is_set()
    engine.start()
    qtbot.waitUntil(lambda: b.answers == ["shared"], timeout=TIMEOUT)
    assert a.answers == [] and log == ["start shared", "end shared"]


def test_failures_and_bugs_are_reported_with_a_message(qtbot: QtBot, engine: Executor) -> None:
    @dataclass(frozen=True)
    class Refused(Request[None]):
        keep: ClassVar[int] = 0

        def run(self, progress: Any, cancel: threading.Event) -> None:
            raise VPError("the table pays too finely")

    @dataclass(frozen=True)
    class Buggy(Request[None]):
        keep: ClassVar[int] = 0

        def run(self, progress: Any, cancel: threading.Event) -> None:
            raise ZeroDivisionError("oops")

    refused, buggy = Listener(), Listener()
    engine.start()
    engine.submit(Refused(), refused)
    engine.submit(Buggy(), buggy)
    qtbot.waitUntil(lambda: bool(refused.failures and buggy.failures), timeout=TIMEOUT)
    assert refused.failures == ["the table pays too finely"]
    assert buggy.failures[0].startswith("internal error: ZeroDivisionError")


def test_progress_is_told_once_per_percent(qtbot: QtBot, engine: Executor) -> None:
    log: list[str] = []
    listener = Listener()
    engine.start()
    engine.submit(Job(log, "long", chunks=300, step_s=0.0005), listener)
    qtbot.waitUntil(lambda: bool(listener.answers), timeout=TIMEOUT)
    percents = [100 * d // t for d, t in listener.progress]
    assert percents == sorted(set(percents)) and percents[-1] == 100
    assert len(listener.progress) <= 101


class Resource:
    """A resource of the thread: opened and closed on it."""

    def __init__(self) -> None:
        self.opened_on: list[threading.Thread] = []
        self.closed_on: list[threading.Thread] = []

    def use(self) -> None:
        self.opened_on.append(threading.current_thread())

    def close(self) -> None:
        self.closed_on.append(threading.current_thread())


@dataclass(frozen=True)
class Write(Request[int]):
    keep: ClassVar[int] = 0
    log: list[int] = field(compare=False)
    n: int

    def run(self, progress: Any, cancel: threading.Event) -> int:
        context = thread_context()
        assert context is not None
        context.resources["db"].use()
        time.sleep(0.002)
        self.log.append(self.n)
        return self.n


def test_a_draining_executor_works_off_its_queue_and_closes_its_resource_on_its_thread(
    qtbot: QtBot, root: QObject
) -> None:
    resource = Resource()
    history = Executor("test-history", root, resources={"db": resource}, drain=True)
    log: list[int] = []
    for n in range(30):
        history.submit(Write(log, n), Listener())
    history.shutdown()
    assert log == list(range(30))  # in order, every one
    assert resource.closed_on and resource.closed_on[0] is resource.opened_on[0]
    assert resource.closed_on[0] is not threading.main_thread()
    assert not history.started


def test_flush_waits_for_the_queue(qtbot: QtBot, root: QObject) -> None:
    history = Executor("test-history", root, resources={"db": Resource()}, drain=True)
    log: list[int] = []
    for n in range(10):
        history.submit(Write(log, n), Listener())
    history.flush()
    assert log == list(range(10))
    history.shutdown()


def test_an_owner_destroyed_without_shutdown_stops_the_thread_first(qtbot: QtBot) -> None:
    """Qt aborts the process when a running QThread is destroyed: the executor stops its
    thread when it is destroyed with its owner."""
    import shiboken6

    owner = QObject()
    engine = Executor("test-engine", owner)
    log: list[str] = []
    engine.submit(Job(log, "endless", chunks=100_000), Listener())
    qtbot.waitUntil(lambda: log == ["start endless"], timeout=TIMEOUT)
    thread = engine._thread
    shiboken6.delete(owner)  # no shutdown: the window went away
    assert not shiboken6.isValid(thread)
    assert log == ["start endless", "stop endless"]
