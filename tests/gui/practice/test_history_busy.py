"""Practice while another program holds the history locked: no hand is lost, the player
is told, and the notice goes once the hands are saved (issue 23, item 4)."""

from __future__ import annotations

import sqlite3

import pytest
from practice_driving import Maker, play_best
from pytestqt.qtbot import QtBot

from vptrainer.core.practice.history import database as history_db
from vptrainer.core.practice.history.store import History, default_history_path
from vptrainer.gui.practice import history_service

WRITE_MS = 30_000


def test_hands_played_while_the_history_is_locked_are_all_saved(
    make: Maker, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(history_db, "BUSY_TIMEOUT_S", 0.05)
    monkeypatch.setattr(history_service, "RETRY_S", 0.2)
    view = make(seed="6")
    deals = [play_best(view)]
    qtbot.waitUntil(lambda: view.recorder.pending == 0, timeout=WRITE_MS)
    other = sqlite3.connect(default_history_path(), isolation_level=None)
    other.execute("BEGIN EXCLUSIVE")  # another program holds the history
    try:
        deals += [play_best(view) for _ in range(7)]
        qtbot.waitUntil(lambda: not view.history_notice.isHidden(), timeout=WRITE_MS)
        assert "wait to be saved" in view.history_notice.text()
        assert "no hand is lost" in view.history_notice.text()
        assert view.history is not None  # not "History is off"
    finally:
        other.execute("COMMIT")
        other.close()
    qtbot.waitUntil(lambda: view.history_notice.isHidden(), timeout=WRITE_MS)
    with History() as history:
        (session,) = history.sessions()
        assert [h.result.deal for h in history.hands(session.id)] == deals
