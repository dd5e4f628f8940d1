"""The engine thread: newest job of a kind wins, the most urgent kind first, charts give way."""

from __future__ import annotations

import threading
import time
from collections.abc import Iterator

import pytest
from pytestqt.qtbot import QtBot

from vptrainer.core.errors import Cancelled
from vptrainer.gui.workers import EngineThread, Priority, PriorityJob, TypedJob

TIMEOUT = 10_000


@pytest.fixture
def engine() -> Iterator[EngineThread]:
    e = EngineThread(start=False)
    yield e
    e.shutdown()


def recording(log: list[str], name: str, priority: Priority, chunks: int = 1) -> TypedJob[str]:
    """A job that notes when it starts and ends, in ``chunks`` steps of 5 ms."""

    def job(progress: object, cancel: threading.Event) -> str:
        log.append(f"start {name}")
        for _ in range(chunks):
            if cancel.is_set():
                log.append(f"stop {name}")
                raise Cancelled(name)
            time.sleep(0.005)
        log.append(f"end {name}")
        return name

    return PriorityJob(job, priority)


def test_jobs_wait_for_start_then_run_most_urgent_first(qtbot: QtBot, engine: EngineThread) -> None:
    log: list[str] = []
    charts, normal, first = engine.runner(), engine.runner(), engine.runner()
    charts.submit(recording(log, "sweep", Priority.CHARTS))
    normal.submit(recording(log, "optimal", Priority.NORMAL))
    first.submit(recording(log, "analysis", Priority.FIRST))
    time.sleep(0.05)
    assert log == [] and not engine.started and not engine.idle
    with qtbot.waitSignal(charts.finished, timeout=TIMEOUT) as done:
        engine.start()
    assert done.args == ["sweep"]
    assert log == [
        "start analysis",
        "end analysis",
        "start optimal",
        "end optimal",
        "start sweep",
        "end sweep",
    ]
    qtbot.waitUntil(lambda: engine.idle, timeout=TIMEOUT)


def test_a_chart_job_gives_way_and_runs_again(qtbot: QtBot, engine: EngineThread) -> None:
    log: list[str] = []
    charts, first = engine.runner(), engine.runner()
    engine.start()
    charts.submit(recording(log, "sweep", Priority.CHARTS, chunks=400))
    qtbot.waitUntil(lambda: "start sweep" in log, timeout=TIMEOUT)
    with qtbot.waitSignals([first.finished, charts.finished], timeout=TIMEOUT):
        first.submit(recording(log, "prepare", Priority.FIRST))
    assert log[:4] == ["start sweep", "stop sweep", "start prepare", "end prepare"]
    assert log[4:] == ["start sweep", "end sweep"]  # the whole sweep again, after


def test_only_charts_give_way(qtbot: QtBot, engine: EngineThread) -> None:
    log: list[str] = []
    normal, first = engine.runner(), engine.runner()
    engine.start()
    normal.submit(recording(log, "optimal", Priority.NORMAL, chunks=40))
    qtbot.waitUntil(lambda: "start optimal" in log, timeout=TIMEOUT)
    with qtbot.waitSignals([first.finished, normal.finished], timeout=TIMEOUT):
        first.submit(recording(log, "prepare", Priority.FIRST))
    assert log == ["start optimal", "end optimal", "start prepare", "end prepare"]


def test_the_newest_job_of_a_runner_wins(qtbot: QtBot, engine: EngineThread) -> None:
    log: list[str] = []
    runner = engine.runner()
    cancelled: list[bool] = []
    runner.cancelled.connect(lambda: cancelled.append(True))
    runner.submit(recording(log, "old", Priority.FIRST))
    with qtbot.waitSignal(runner.finished, timeout=TIMEOUT) as done:
        runner.submit(recording(log, "new", Priority.FIRST))
        engine.start()
    assert done.args == ["new"]
    assert log == ["start new", "end new"]  # the old one was dropped before it ran
    assert not cancelled  # and said nothing: only the newest job's signals count
    assert not runner.busy


def test_a_plain_job_runs_at_normal_priority(qtbot: QtBot, engine: EngineThread) -> None:
    log: list[str] = []
    plain, charts = engine.runner(), engine.runner()
    charts.submit(recording(log, "sweep", Priority.CHARTS))
    plain.submit(lambda progress, cancel: log.append("plain") or "plain")
    with qtbot.waitSignal(charts.finished, timeout=TIMEOUT):
        engine.start()
    assert log[0] == "plain"


def test_a_start_after_shutdown_starts_nothing() -> None:
    """A window closed before its delayed engine start leaves no thread running (a
    running QThread nobody stops aborts the process when it is destroyed)."""
    engine = EngineThread(start=False)
    engine.shutdown()
    engine.start()  # the window's delayed start, after it was closed
    assert not engine.started
