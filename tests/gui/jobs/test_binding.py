"""A view's binding: what its visible pages want, served from the store, run when missing,
withdrawn when no longer wanted; the shared progress strip."""

from __future__ import annotations

import threading
import time
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any, ClassVar

import pytest
from PySide6.QtCore import QObject
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from vptrainer.core.errors import Cancelled, VPError
from vptrainer.gui.jobs import JobBinding, Jobs, ProgressStrip, Request, Want

TIMEOUT = 10_000


@dataclass(frozen=True)
class Slow(Request[str]):
    """``chunks`` steps of 5 ms; counts its runs."""

    label: ClassVar[str] = "slow thing"
    runs: list[str] = field(compare=False)
    name: str
    chunks: int = 4
    fail: bool = False
    release: threading.Event | None = field(default=None, compare=False)  # ends it early

    def run(self, progress: Any, cancel: threading.Event) -> str:
        self.runs.append(self.name)
        for i in range(self.chunks):
            if cancel.is_set():
                raise Cancelled(self.name)
            if self.release is not None and self.release.is_set():
                break
            time.sleep(0.005)
            progress(i + 1, self.chunks)
        if self.fail:
            raise VPError(f"{self.name} cannot be done")
        return self.name.upper()


class View(QWidget):
    """A view with one page that wants one answer and shows it."""

    def __init__(self, jobs: Jobs) -> None:
        super().__init__()
        self.runs: list[str] = []
        self.name = "a"
        self.chunks = 4
        self.fail = False
        self.shown: list[str] = []
        self.failures: list[str] = []
        self.waits = 0
        self.release: threading.Event | None = None
        self.jobs = JobBinding(jobs, self.wanted, self)
        self.strip = ProgressStrip(self.jobs, ("state", "bar", "cancel"), parent=self)

    def wanted(self) -> list[Want[Any]]:
        if self.name == "":
            return []
        request = Slow(self.runs, self.name, self.chunks, self.fail, self.release)
        return [Want(request, self.show_thing, self.show_failure, self.show_waiting)]

    def show_thing(self, thing: str) -> None:
        self.shown.append(thing)

    def show_failure(self, message: str) -> None:
        self.failures.append(message)

    def show_waiting(self) -> None:
        self.waits += 1


@pytest.fixture
def jobs() -> Iterator[Jobs]:
    root = QObject()
    j = Jobs(root)
    yield j
    j.shutdown()
    root.deleteLater()


def test_missing_answers_run_known_ones_are_shown_at_once(qtbot: QtBot, jobs: Jobs) -> None:
    view = View(jobs)
    qtbot.addWidget(view)
    view.jobs.update()
    assert view.jobs.busy and view.waits == 1
    assert view.strip.cancel_button.isEnabled()
    assert view.strip.state.text() == "Computing slow thing…"
    qtbot.waitUntil(lambda: view.shown == ["A"], timeout=TIMEOUT)
    assert not view.jobs.busy and view.strip.state.text() == ""
    assert not view.strip.cancel_button.isEnabled()
    view.jobs.update()  # already shown: nothing again
    assert view.shown == ["A"]
    other = View(jobs)  # another view: served from the store, no job
    qtbot.addWidget(other)
    other.runs = view.runs
    other.jobs.update()
    assert other.shown == ["A"] and not other.jobs.busy and view.runs == ["a"]


def test_the_newest_request_of_a_channel_wins(qtbot: QtBot) -> None:
    root = QObject()
    jobs2 = Jobs(root, start=False)  # nothing runs yet: the requests stay queued
    view = View(jobs2)
    qtbot.addWidget(view)
    for name in ("a", "b", "c"):
        view.name = name
        view.jobs.update()
    assert view.jobs.running() == ["slow thing"]
    jobs2.start()
    qtbot.waitUntil(lambda: view.shown == ["C"], timeout=TIMEOUT)
    assert view.runs == ["c"]  # the older ones were withdrawn before they ran
    jobs2.shutdown()
    root.deleteLater()


def test_what_is_no_longer_wanted_stops(qtbot: QtBot, jobs: Jobs) -> None:
    view = View(jobs)
    qtbot.addWidget(view)
    view.chunks = 2000
    view.jobs.update()
    qtbot.waitUntil(lambda: view.runs == ["a"], timeout=TIMEOUT)
    task = jobs.engine.tasks()[0]
    view.name = ""  # the page is hidden
    view.jobs.update()
    assert task.cancel.is_set() and not view.jobs.busy
    qtbot.waitUntil(lambda: jobs.engine.idle, timeout=TIMEOUT)
    assert view.shown == []


def test_cancel_stops_until_the_next_update(qtbot: QtBot, jobs: Jobs) -> None:
    view = View(jobs)
    qtbot.addWidget(view)
    view.chunks = 2000
    view.jobs.update()
    qtbot.waitUntil(lambda: bool(view.runs), timeout=TIMEOUT)
    view.strip.cancel_button.click()
    assert not view.jobs.busy and not view.strip.cancel_button.isEnabled()
    qtbot.waitUntil(lambda: jobs.engine.idle, timeout=TIMEOUT)
    view.chunks = 2
    view.name = "b"
    view.jobs.update()
    qtbot.waitUntil(lambda: view.shown == ["B"], timeout=TIMEOUT)


def test_a_failure_is_shown_once_and_not_run_again_until_retried(qtbot: QtBot, jobs: Jobs) -> None:
    view = View(jobs)
    qtbot.addWidget(view)
    view.fail = True
    view.jobs.update()
    qtbot.waitUntil(lambda: view.failures == ["a cannot be done"], timeout=TIMEOUT)
    view.jobs.update()
    assert view.runs == ["a"] and view.failures == ["a cannot be done"]
    view.jobs.retry()
    view.fail = False
    view.jobs.update()
    qtbot.waitUntil(lambda: view.shown == ["A"], timeout=TIMEOUT)


def test_two_views_share_a_task_and_a_closed_view_withdraws(qtbot: QtBot, jobs: Jobs) -> None:
    a, b = View(jobs), View(jobs)
    qtbot.addWidget(b)
    b.runs = a.runs
    a.chunks = b.chunks = 2000  # runs until released
    a.release = b.release = threading.Event()
    a.jobs.update()
    b.jobs.update()
    tasks = jobs.engine.tasks()
    assert len(tasks) == 1 and len(tasks[0].subscribers) == 2
    a.deleteLater()  # a view closed while its job runs
    qtbot.waitUntil(lambda: len(tasks[0].subscribers) == 1, timeout=TIMEOUT)
    assert not tasks[0].cancel.is_set()  # b still waits for it
    b.release.set()
    qtbot.waitUntil(lambda: b.shown == ["A"], timeout=TIMEOUT)
    assert b.runs == ["a"]
