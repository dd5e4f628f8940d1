"""Practice and its history: every hand recorded, a broken history never stops play."""

from __future__ import annotations

import gc

from practice_driving import READY_MS, Maker, play_best
from pytestqt.qtbot import QtBot

from vptrainer.core.practice.history import History, default_history_path
from vptrainer.gui.practice.view import PracticeView
from vptrainer.gui.settings import (
    PRACTICE_SEED,
    Settings,
)
from vptrainer.gui.workers import EngineThread


def test_history_survives_without_clean_shutdown(qtbot: QtBot, engine: EngineThread) -> None:
    settings = Settings()
    settings.set(PRACTICE_SEED, "77")
    views = [PracticeView(engine, settings)]
    qtbot.waitUntil(lambda: views[0].ready, timeout=READY_MS)
    deals = [play_best(views[0]) for _ in range(3)]
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


def test_damaged_history_is_reported_and_practice_goes_on(make: Maker) -> None:
    path = default_history_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(b"this is not a database" * 40)
    view = make(seed="1")
    assert not view.history_notice.isHidden()
    assert "History is off" in view.history_notice.text()
    assert "not a vptrainer history" in view.history_notice.text()
    assert view.history is None
    view.play.deal()
    assert view.play.draw() is not None
    assert view.session is not None and view.session.stats.hands == 1
    view.show_review()
    assert not view.review.notice.isHidden()
    assert view.review.mistake_model.rowCount() == 0
    assert path.read_bytes().startswith(b"this is not")  # never touched


def test_shutdown_ends_the_session(make: Maker) -> None:
    view = make(seed="4")
    play_best(view)
    session_id = view.history_session_id
    assert session_id is not None
    view.shutdown()
    assert view.history is None
    with History() as history:
        assert history.session(session_id).ended is not None
