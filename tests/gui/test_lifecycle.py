"""Qt objects live and die on the GUI thread: every one has a parent, the cyclic garbage
collector runs on the GUI thread only, views built and closed many times while the
engine thread allocates leave nothing destroyed elsewhere, and the app starts, switches
views, closes and quits again and again."""

from __future__ import annotations

import gc
import os
import subprocess
import sys
import textwrap
import threading
import time
import weakref
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any, ClassVar

import pytest
import shiboken6
from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt
from PySide6.QtGui import QScreen, QWindow
from PySide6.QtWidgets import QApplication, QGraphicsObject, QWidget
from pytestqt.qtbot import QtBot
from shiboken6 import isValid

from vptrainer.core.errors import Cancelled
from vptrainer.core.games.builtin import load_builtin
from vptrainer.gui.analyze.document import PayTableDocument
from vptrainer.gui.analyze.view import AnalyzeView
from vptrainer.gui.bankroll.view import BankrollView
from vptrainer.gui.jobs import Jobs, Priority, Request
from vptrainer.gui.jobs.collector import install_gui_collector
from vptrainer.gui.main_window import MainWindow
from vptrainer.gui.practice.view import PracticeView
from vptrainer.gui.settings import Settings
from vptrainer.gui.strategy.view import StrategyView

# windows as the app makes them: the Practice and Bankroll views made in the background
pytestmark = pytest.mark.background_views

TIMEOUT = 120_000
ROUNDS = 3


def live_qobjects() -> list[QObject]:
    """Every Qt object Python holds a wrapper of."""
    return [o for o in gc.get_objects() if isinstance(o, QObject) and isValid(o)]


def parentless(objects: list[QObject]) -> list[QObject]:
    """The objects without a parent that are not windows or the application's own."""
    found = []
    for o in objects:
        if o.parent() is not None or isinstance(o, QCoreApplication | QScreen | QWindow):
            continue  # the application's and the window system's own
        if isinstance(o, QWidget) and o.isWindow():
            continue  # a top-level window (the main window, a test's view)
        if type(o).__module__.startswith("pyqtgraph"):
            continue  # pyqtgraph's own (its items belong to their scenes)
        if isinstance(o, QGraphicsObject) and (o.parentItem() or o.scene()):
            continue  # a chart's item: owned by its scene
        found.append(o)
    return found


def test_the_gui_collects_garbage_on_its_own_thread(qapp: QApplication) -> None:
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)  # earlier windows
    automatic = gc.get_threshold()
    holder, other = QObject(), QObject()
    try:
        collector = install_gui_collector(holder)
        assert collector is not None and collector.parent() is QApplication.instance()
        assert gc.get_threshold()[0] == 0 and collector.active  # no automatic collection
        assert install_gui_collector(other) is collector
        before = collector.collections
        for _ in range(2 * collector.thresholds[0]):
            a: list[object] = []
            a.append(a)
        collector.collect_due()
        assert collector.collections == before + 1
    finally:
        shiboken6.delete(holder)
        assert collector.active  # held still
        shiboken6.delete(other)
    if collector.holders == 0:  # nothing else holds it (no job layer of another test)
        assert not collector.active and gc.get_threshold() == automatic


def test_every_qt_object_of_the_window_has_a_parent(window: MainWindow, qtbot: QtBot) -> None:
    before = {id(o) for o in live_qobjects()}
    for index in range(window.tabs.count()):  # every view made and shown
        window.tabs.setCurrentIndex(index)
        qtbot.wait(50)
    window.analyze_view.results.chart_list  # noqa: B018  (the charts made)
    window.tabs.setCurrentIndex(0)
    qtbot.wait(50)
    made = [o for o in live_qobjects() if id(o) not in before]
    assert made, "the views were not made"
    orphans = parentless(live_qobjects())
    assert orphans == [], sorted({f"{type(o).__module__}.{type(o).__name__}" for o in orphans})


@dataclass(frozen=True)
class Litter(Request[int]):
    """Makes cyclic garbage on the engine thread until cancelled (as the strategy
    generator does), never stored."""

    priority: ClassVar[Priority] = Priority.CHARTS
    keep: ClassVar[int] = 0
    seconds: float

    def run(self, progress: Any, cancel: threading.Event) -> int:
        made = 0
        end = time.monotonic() + self.seconds
        while time.monotonic() < end:
            if cancel.is_set():
                raise Cancelled("litter")
            for _ in range(2000):
                cycle: list[object] = []
                cycle.append(cycle)
                made += 1
            time.sleep(0.001)  # lets the GUI thread run, as the kernels' chunks do
        return made


class Listener:
    def task_progress(self, task: Any, done: int, total: int) -> None: ...
    def task_finished(self, task: Any, answer: object) -> None: ...
    def task_failed(self, task: Any, error: Exception) -> None: ...


@pytest.fixture
def jobs() -> Iterator[Jobs]:
    root = QObject()
    j = Jobs(root)
    yield j
    j.shutdown()
    root.deleteLater()


@pytest.mark.slow
def test_views_closed_while_the_engine_allocates_die_on_the_gui_thread(
    qtbot: QtBot, jobs: Jobs
) -> None:
    """Each view is built, shown (its jobs start), closed and dropped, over and over,
    while the engine thread makes cyclic garbage: a closed view goes by reference counts
    (no cycle holds it), no collection runs on the engine thread, and no Qt object of a
    view is destroyed off the GUI thread."""
    collections: list[str] = []

    def on_gc(phase: str, info: dict[str, int]) -> None:
        if phase == "start":
            collections.append(threading.current_thread().name)

    destroyed_off_gui: list[str] = []
    watched = [0]

    def watch(objects: list[QObject]) -> None:
        for o in objects:
            name = f"{type(o).__name__} {o.objectName()}"

            def on_destroyed(*_: object, name: str = name) -> None:
                if threading.current_thread() is not threading.main_thread():
                    destroyed_off_gui.append(name)

            o.destroyed.connect(on_destroyed, Qt.ConnectionType.DirectConnection)
            watched[0] += 1

    cycles: list[str] = []  # views still alive once closed: held by a reference cycle
    table = load_builtin("jacks-or-better-9-6")
    doc_parent = QObject()
    makers: list[Callable[[], QWidget]] = [
        lambda: AnalyzeView(PayTableDocument(table, doc_parent), jobs),
        lambda: PracticeView(jobs, Settings(autosave=False)),
        lambda: BankrollView(jobs, current_table=lambda: table),
        lambda: StrategyView(jobs, current_table=lambda: table),
    ]
    collector = install_gui_collector(jobs)
    assert collector is not None
    gc.callbacks.append(on_gc)
    collector._timer.stop()  # a closed view must go by reference counts alone: no cycles
    try:
        jobs.engine.submit(Litter(60.0), Listener())
        for _ in range(ROUNDS):
            for make in makers:
                view = make()
                view.resize(900, 600)
                view.show()
                qtbot.wait(30)  # its jobs are submitted and start
                watch([view, *view.findChildren(QObject)])
                if hasattr(view, "shutdown"):
                    view.shutdown()
                view.close()
                view.deleteLater()
                alive = weakref.ref(view)
                del view
                qtbot.wait(20)
                QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
                if alive() is not None:
                    cycles.append(type(alive()).__name__)
        collector._timer.start()
        qtbot.wait(600)  # the GUI thread's collector runs at least once more
        gc.collect()  # whatever is left goes now, here
    finally:
        collector._timer.start()
        gc.callbacks.remove(on_gc)
        doc_parent.deleteLater()
    assert cycles == []
    assert watched[0] > 1000
    assert destroyed_off_gui == [], destroyed_off_gui[:10]
    assert collections and set(collections) == {threading.main_thread().name}


_MANY_STARTS = textwrap.dedent(
    """
    import sys, time
    from vptrainer.gui.app import make_application
    from vptrainer.gui.main_window import MainWindow

    app = make_application()

    def wait(condition, seconds=120):
        end = time.monotonic() + seconds
        while not condition():
            if time.monotonic() > end:
                raise TimeoutError("the window did not get there")
            app.processEvents()
            time.sleep(0.002)

    for round in range({rounds}):
        window = MainWindow()
        window.show()
        window.tabs.setCurrentIndex(0)  # it opens on the view it was closed on
        wait(lambda: window.analyze_view.results.current_result is not None)
        for index in (1, 2, 3, 0, 3, 1):  # every view, its jobs started and stopped
            window.tabs.setCurrentIndex(index)
            for _ in range(20):
                app.processEvents()
                time.sleep(0.005)
        window.close()
        window.deleteLater()
        app.processEvents()
    print("rounds done", flush=True)
    """
)


@pytest.mark.slow
def test_the_app_starts_switches_views_closes_and_quits_many_times(tmp_path: Path) -> None:
    env = {
        **os.environ,
        "QT_QPA_PLATFORM": "offscreen",
        "XDG_CONFIG_HOME": str(tmp_path / "config"),
        "XDG_DATA_HOME": str(tmp_path / "data"),
    }
    proc = subprocess.run(
        [sys.executable, "-c", _MANY_STARTS.format(rounds=3)],
        env=env,
        capture_output=True,
        text=True,
        timeout=280,
    )
    assert proc.returncode == 0, proc.stderr[-3000:]
    assert "rounds done" in proc.stdout
    for bad in ("Traceback", "QThread: Destroyed", "QObject::", "Timers cannot"):
        assert bad not in proc.stderr, proc.stderr[-3000:]
