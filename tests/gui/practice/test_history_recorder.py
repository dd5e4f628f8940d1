"""Practice and its history: every hand recorded off the GUI thread, a broken history never
stops play, and each kind of history problem gets its own advice."""

from __future__ import annotations

import gc
import os
import sqlite3
import subprocess
import threading
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from practice_driving import READY_MS, Maker, play_best
from pytestqt.qtbot import QtBot

from vptrainer.core.practice.history.store import History, HistoryError, default_history_path
from vptrainer.gui.practice.history_service import ADVICE, history_problem_text
from vptrainer.gui.practice.view import PracticeView
from vptrainer.gui.settings import PRACTICE_SEED, Settings
from vptrainer.gui.workers import EngineThread

WRITE_MS = 30_000


def test_history_survives_without_clean_shutdown(qtbot: QtBot, engine: EngineThread) -> None:
    settings = Settings()
    settings.set(PRACTICE_SEED, "77")
    views = [PracticeView(engine, settings)]
    qtbot.waitUntil(lambda: views[0].ready, timeout=READY_MS)
    deals = [play_best(views[0]) for _ in range(3)]
    qtbot.waitUntil(lambda: views[0].recorder.pending == 0, timeout=WRITE_MS)
    session_id = views[0].history_session_id
    assert session_id is not None
    # the app dies: no shutdown, the view simply goes away
    views.pop().deleteLater()
    qtbot.wait(10)
    gc.collect()
    with History(default_history_path()) as history:
        hands = history.hands(session_id)
        assert [h.result.deal for h in hands] == deals
        assert history.session(session_id).ended is None


def test_shutdown_commits_every_hand_played(make: Maker) -> None:
    view = make(seed="4")
    deals = [play_best(view) for _ in range(8)]
    view.shutdown()  # at once: the queued hands are written before the history closes
    assert view.history is None
    with History() as history:
        sessions = history.sessions()
        assert len(sessions) == 1 and sessions[0].ended is not None
        assert [h.result.deal for h in history.hands(sessions[0].id)] == deals


def test_history_work_never_runs_on_the_gui_thread(
    make: Maker, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    threads: list[tuple[str, bool]] = []

    def spy(name: str) -> None:
        original: Callable[..., Any] = getattr(History, name)

        def wrapper(self: History, *args: Any, **kwargs: Any) -> Any:
            threads.append((name, threading.current_thread() is threading.main_thread()))
            return original(self, *args, **kwargs)

        monkeypatch.setattr(History, name, wrapper)

    for name in ("__init__", "insert_session", "insert_hand", "summaries", "mistakes"):
        spy(name)
    view = make(seed="5")
    play_best(view)
    view.show_review()
    qtbot.waitUntil(lambda: not view.review.loading and view.recorder.pending == 0)
    qtbot.waitUntil(lambda: view.review.session_model.rowCount() == 1, timeout=WRITE_MS)
    names = {name for name, _ in threads}
    assert {"__init__", "insert_session", "insert_hand", "summaries", "mistakes"} <= names
    assert not any(on_gui for _, on_gui in threads), threads


def test_damaged_history_is_reported_and_practice_goes_on(make: Maker, qtbot: QtBot) -> None:
    path = default_history_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(b"this is not a database" * 40)
    view = make(seed="1")
    qtbot.waitUntil(lambda: not view.history_notice.isHidden(), timeout=WRITE_MS)
    assert "History is off" in view.history_notice.text()
    assert "not a vptrainer history" in view.history_notice.text()
    assert ADVICE["foreign"] in view.history_notice.text()
    assert view.history is None
    view.play.deal()
    assert view.play.draw() is not None
    assert view.session is not None and view.session.stats.hands == 1
    view.show_review()
    assert not view.review.notice.isHidden()
    assert view.review.mistake_model.rowCount() == 0
    assert path.read_bytes().startswith(b"this is not")  # never touched
    assert any("History is off" in p for p in view.problems)


def _make_read_only(folder: Path) -> None:
    if os.geteuid() != 0:
        folder.chmod(0o555)
        return
    if subprocess.run(["chattr", "+i", str(folder)], capture_output=True).returncode != 0:
        pytest.skip("cannot make a folder read-only here (root without chattr)")


def _make_writable(folder: Path) -> None:
    if os.geteuid() == 0:
        subprocess.run(["chattr", "-i", str(folder)], capture_output=True)
    folder.chmod(0o755)


def test_a_read_only_history_is_reported_as_read_only(make: Maker, qtbot: QtBot) -> None:
    path = default_history_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    History(path).close()
    _make_read_only(path.parent)
    try:
        view = make(seed="2")
        qtbot.waitUntil(lambda: not view.history_notice.isHidden(), timeout=WRITE_MS)
        text = view.history_notice.text()
    finally:
        _make_writable(path.parent)
    assert "read-only" in text and ADVICE["read_only"] in text
    assert "damaged" not in text.replace("not damaged", "") and "move" not in text


@pytest.mark.parametrize("reason", sorted(ADVICE))
def test_each_kind_of_history_problem_gets_its_own_advice(reason: str) -> None:
    text = history_problem_text(HistoryError("the history x has a problem", reason=reason))
    assert ADVICE[reason] in text
    others = [a for r, a in ADVICE.items() if r != reason]
    assert not any(a in text for a in others)
    if reason in ("read_only", "newer"):
        assert "move" not in ADVICE[reason]


def test_a_newer_history_is_left_alone(make: Maker, qtbot: QtBot) -> None:
    path = default_history_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    History(path).close()
    conn = sqlite3.connect(path)
    conn.execute("PRAGMA user_version = 99")
    conn.commit()
    conn.close()
    before = path.read_bytes()
    view = make(seed="3")
    qtbot.waitUntil(lambda: not view.history_notice.isHidden(), timeout=WRITE_MS)
    assert ADVICE["newer"] in view.history_notice.text()
    view.shutdown()
    assert path.read_bytes() == before
