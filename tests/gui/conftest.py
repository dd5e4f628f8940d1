"""GUI test fixtures: a main window on a temporary settings file, modal dialogs stubbed,
one strategy maker per table and one answer per job request shared by every test's
windows (computed once per worker, kept on disk between runs of the same code)."""

from __future__ import annotations

import gc
import hashlib
import pickle
import threading
from collections.abc import Callable, Iterator
from functools import cache
from pathlib import Path
from typing import Any, TypeVar

import pytest
from PySide6.QtCore import QCoreApplication, QEvent
from PySide6.QtWidgets import QApplication, QMessageBox
from pytestqt.qtbot import QtBot
from shared_makers import BasicKeptMaker, kept_value, shared_maker, shared_situations

from vptrainer.core.games.paytable import PayTable
from vptrainer.core.practice import explain
from vptrainer.gui.analyze import feature_page, ultimate_x_page
from vptrainer.gui.analyze import view as analyze_view
from vptrainer.gui.bankroll import view as bankroll_view
from vptrainer.gui.jobs import bankroll as bankroll_jobs
from vptrainer.gui.jobs import engine as engine_jobs
from vptrainer.gui.jobs import features as feature_jobs
from vptrainer.gui.jobs import practice as practice_jobs
from vptrainer.gui.jobs import practice_games as practice_game_jobs
from vptrainer.gui.jobs import rising as rising_jobs
from vptrainer.gui.jobs import strategy as strategy_jobs
from vptrainer.gui.jobs import turning as turning_jobs
from vptrainer.gui.jobs.base import Progress, Request
from vptrainer.gui.jobs.store import ResultStore, need, thread_context
from vptrainer.gui.main_window import MainWindow
from vptrainer.gui.strategy import view as strategy_view

T = TypeVar("T")
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


#: The requests whose answer is a value of the request alone (tables, numbers, kept
#: charts): computed once per worker, not once per window of every test.
SHARED_ANSWERS: tuple[type[Request[Any]], ...] = (
    engine_jobs.AnalysisRequest,
    engine_jobs.SweepRequest,
    engine_jobs.ShortPaysRequest,
    bankroll_jobs.PricedRequest,
    bankroll_jobs.RiskRequest,
    bankroll_jobs.SessionRequest,
    bankroll_jobs.FanRequest,
    bankroll_jobs.CompareRequest,
    feature_jobs.UltimateXRequest,
    feature_jobs.UltimateXHandRequest,
    feature_jobs.FeatureGameRequest,
    practice_jobs.SituationsRequest,
    practice_jobs.CloseCallsRequest,
    practice_game_jobs.PracticeGameRequest,
    rising_jobs.RisingRequest,
    strategy_jobs.CrossRequest,
    turning_jobs.TurningRequest,
    turning_jobs.CurveRequest,
    turning_jobs.AtRequest,
    turning_jobs.GuideRequest,
)
_SHARED = ResultStore()  # this worker's answers, kept per kind as the app's store keeps them
#: Answers computed again on each run, not kept on disk: quick to compute and large to
#: keep (every hold's line of every deal class: 120 MB each). A table's count tables
#: (``PrepareRequest``) are not shared here: tests/conftest.py keeps 32 in ``cached_prepare``.
NOT_ON_DISK: tuple[type[Request[Any]], ...] = (turning_jobs.TurningRequest,)


_JOBS = Path(engine_jobs.__file__).resolve().parent


@cache
def _jobs_digest() -> str:
    """A digest of the requests' own code (the core's is in every kept value's key)."""
    h = hashlib.sha256()
    for path in sorted(_JOBS.glob("*.py")):
        h.update(path.name.encode() + b"\0" + path.read_bytes() + b"\0")
    return h.hexdigest()[:20]


def _kept_answer(request: Request[Any], make: Callable[[], Any]) -> Any:
    """``make()``, or what it returned for an equal request on a run of the same core and
    the same requests' code (kept as :func:`shared_makers.kept_value` keeps charts)."""
    if isinstance(request, NOT_ON_DISK):
        return make()
    try:
        key = hashlib.sha256(pickle.dumps(request, protocol=pickle.HIGHEST_PROTOCOL))
    except (pickle.PicklingError, TypeError, AttributeError):
        return make()
    name = type(request).__name__
    return kept_value(name, "job-asked", f"{name}\0{_jobs_digest()}\0{key.hexdigest()}", make)


class _Asking(ResultStore):
    """An executor thread's result store as one run uses it: every request the run asks
    for (:func:`need`: its analysis, its sweep, its strategy maker) is noted, so that a
    window served the shared answer gets them in its own store too, as a run leaves them."""

    def __init__(self, store: ResultStore) -> None:
        super().__init__()
        self.store = store
        self.asked: list[Request[Any]] = []

    def find(self, request: Request[T]) -> tuple[bool, T]:
        self.asked.append(request)
        return self.store.find(request)

    def put(self, request: Request[T], answer: T) -> None:
        self.store.put(request, answer)


def _run_asking(
    run: Callable[[Any, Progress, threading.Event], Any],
    request: Request[Any],
    progress: Progress,
    cancel: threading.Event,
) -> tuple[Any, tuple[Request[Any], ...]]:
    """``run``'s answer, and the requests it asked for on the way."""
    context = thread_context()
    if context is None or context.store is None:
        return run(request, progress, cancel), ()
    asking = _Asking(context.store)
    context.store = asking
    try:
        answer = run(request, progress, cancel)
    finally:
        context.store = asking.store
    return answer, tuple(asking.asked)


def _shared_run(
    run: Callable[[Any, Progress, threading.Event], Any],
) -> Callable[[Any, Progress, threading.Event], Any]:
    def shared(self: Request[Any], progress: Progress, cancel: threading.Event) -> Any:
        found, kept = _SHARED.find(self)
        if not found:
            kept = _kept_answer(self, lambda: _run_asking(run, self, progress, cancel))
            _SHARED.put(self, kept)
        answer, asked = kept
        for other in asked:  # in this window's store, as a run of its own leaves them
            need(other, progress, cancel)
        return answer

    return shared


@pytest.fixture(autouse=True)
def _answers_shared_between_windows(
    request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The windows of every test share one answer per request of :data:`SHARED_ANSWERS`
    (each window's own result store still keeps it, shows it and serves it to its views,
    with the answers its run asked for on the way: its analysis, its sweep...).
    A test marked ``fresh_jobs`` or ``fresh_strategy`` (a job's progress, its cancel, the
    order of its answers) computes every answer, as the app does."""
    if any(request.node.get_closest_marker(m) for m in ("fresh_jobs", "fresh_strategy")):
        return
    for kind in SHARED_ANSWERS:
        monkeypatch.setattr(kind, "run", _shared_run(vars(kind)["run"]))


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


#: the app's pauses after an edit, before it computes again (typing "250" asks once)
EDIT_PAUSES = (
    (analyze_view, "DEBOUNCE_MS"),
    (bankroll_view, "DEBOUNCE_MS"),
    (strategy_view, "DEBOUNCE_MS"),
    (feature_page, "SETTLE_MS"),
    (ultimate_x_page, "SETTLE_MS"),
)
QUICK_PAUSE_MS = 20


@pytest.fixture(autouse=True)
def _edits_settle_quickly(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> None:
    """The views made by a test wait 20 ms after an edit, not the app's quarter to half
    second: a test types its keys at once (``keyClicks``), so the pause only kept each
    edit of each test waiting with the CPU idle (the GUI tests took 3 s less of about
    93 s, in four paired runs on two cores). The timers, and what they coalesce, are
    the app's. Tests marked ``app_pauses`` keep the app's pauses."""
    if request.node.get_closest_marker("app_pauses") is not None:
        return
    for module, name in EDIT_PAUSES:
        monkeypatch.setattr(module, name, QUICK_PAUSE_MS)


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
