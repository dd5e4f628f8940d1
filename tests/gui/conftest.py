"""GUI test fixtures: a main window on a temporary settings file, modal dialogs stubbed."""

from __future__ import annotations

import gc
from collections.abc import Callable, Iterator

import pytest
from PySide6.QtCore import QCoreApplication, QEvent
from PySide6.QtWidgets import QApplication, QMessageBox
from pytestqt.qtbot import QtBot
from shared_makers import BasicKeptMaker, shared_maker, shared_situations

from vptrainer.core.games.paytable import PayTable
from vptrainer.core.practice import explain
from vptrainer.gui.jobs import strategy as strategy_jobs
from vptrainer.gui.main_window import MainWindow

FIRST_RESULT_MS = 120_000  # a cold numba cache compiles the kernels first
PATIENCE_MS = 60_000


def _patient_wait_until(
    self: QtBot, callback: Callable[[], object], *, timeout: int = PATIENCE_MS
) -> None:
    """``qtbot.waitUntil`` with a minute, not pytest-qt's 5 s, when a test names no
    time: a wait, never a measure (an editor that opens through the event loop took
    longer than 5 s once at load 8); a passing wait returns as soon as it can."""
    _WAIT_UNTIL(self, callback, timeout=timeout)


_WAIT_UNTIL = QtBot.waitUntil
QtBot.waitUntil = _patient_wait_until  # type: ignore[method-assign]


@pytest.fixture(autouse=True)
def _garbage_dies_on_the_gui_thread(qapp: QApplication) -> Iterator[None]:
    """Qt objects must die on the GUI thread: what a test leaves behind (its closed
    windows, their reference cycles) is deleted here, not by a garbage collection an
    engine thread's allocations set off during a later test (a QObject destroyed there
    can deadlock against the GUI thread). What lives on (caches, loaded kernels, charts
    that are never freed) is then frozen out of later collections, which stay quick."""
    yield
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    gc.collect()
    gc.freeze()


@pytest.fixture(autouse=True)
def _no_modal_dialogs(monkeypatch: pytest.MonkeyPatch) -> list[tuple[str, str]]:
    """Message boxes never block a test; what they would have said is recorded."""
    shown: list[tuple[str, str]] = []

    def record(kind: str, answer: object) -> object:
        def box(_parent: object, title: str, text: str, *args: object, **kwargs: object) -> object:
            shown.append((title, text))
            return answer

        return box

    monkeypatch.setattr(
        QMessageBox, "question", record("question", QMessageBox.StandardButton.Discard)
    )
    monkeypatch.setattr(QMessageBox, "warning", record("warning", QMessageBox.StandardButton.Ok))
    monkeypatch.setattr(
        QMessageBox, "information", record("information", QMessageBox.StandardButton.Ok)
    )
    return shown


@pytest.fixture(autouse=True)
def _one_strategy_maker_per_table(
    request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The windows of every test share one strategy maker per table (its stages are
    computed once per session, its charts kept on disk between runs: :mod:`shared_makers`)
    and one set of situations per table. A test marked ``fresh_strategy`` (a chart being
    made: its progress, its cancel) gets a maker of its own, which makes its levels."""
    if request.node.get_closest_marker("fresh_strategy") is not None:

        def run(self: strategy_jobs.MakerRequest, *_: object) -> object:
            return BasicKeptMaker(self.table)  # its basic strategy read back, its levels made

        monkeypatch.setattr(strategy_jobs.MakerRequest, "run", run)
        return

    def run(self: strategy_jobs.MakerRequest, *_: object) -> object:
        table: PayTable = self.table
        return shared_maker(table)

    monkeypatch.setattr(strategy_jobs.MakerRequest, "run", run)
    monkeypatch.setattr(explain, "situation_finder", shared_situations)


@pytest.fixture(autouse=True)
def _views_made_when_opened(
    request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A test's windows make the Practice and Bankroll views when the test opens them (their
    tab, a menu or export that needs them), as every window makes the Strategy view, not in
    the background once the first return is on screen: made there, they drew a dozen charts
    and computed the basic strategy's situations and a session's odds for every window of
    every test (about a fifth of the GUI tests' time). Tests marked ``background_views``
    (start-up, lifecycle) keep the app's way."""
    if request.node.get_closest_marker("background_views") is not None:
        return

    def after_first_result(self: MainWindow) -> None:
        self.analyze_view.analysisFinished.disconnect(self._after_first_result)

    monkeypatch.setattr(MainWindow, "_after_first_result", after_first_result)


@pytest.fixture
def window(qtbot: QtBot) -> Iterator[MainWindow]:
    """The main window, with its first analysis (Jacks or Better 9/6) on screen."""
    w = MainWindow()
    qtbot.addWidget(w)
    w.show()
    qtbot.waitUntil(
        lambda: "99.5439%" in w.analyze_view.results.return_label.text(), timeout=FIRST_RESULT_MS
    )
    yield w
    w.close()
