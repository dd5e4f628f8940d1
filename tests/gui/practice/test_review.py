"""Reviewing past mistakes: listed by cost, replayed, analyzed, exported."""

from __future__ import annotations

import csv
from pathlib import Path

import pytest
from practice_driving import JOB, READY_MS, Maker, hand_of, mask_of
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFileDialog, QTableView
from pytestqt.qtbot import QtBot

from vptrainer.core.cards import format_cards, parse_cards
from vptrainer.core.games.builtin import load_builtin
from vptrainer.core.practice.texts import format_loss


def test_review_lists_and_replays_mistakes(make: Maker, qtbot: QtBot) -> None:
    view = make(seed="12")
    view.play.deal("Ah Kh 7c 7d 2s")
    view.play.set_mask(mask_of(hand_of(view), "Ah Kh"))  # a mistake
    mistake = view.play.draw()
    assert mistake is not None and mistake.grade.is_mistake
    view.play.deal("Qc Jc Kd Td Th")
    view.play.set_mask(mask_of(hand_of(view), "Kd Qc Jc Td"))  # correct
    view.play.draw()
    view.show_review()
    assert view.pages.currentWidget() is view.review
    model = view.review.mistake_model
    qtbot.waitUntil(lambda: model.rowCount() == 1, timeout=READY_MS)
    assert model.index(0, 3).data() == "Jacks or Better 9/6"
    assert model.index(0, 4).data() == "A♥ K♥ 7♣ 7♦ 2♠"
    assert model.index(0, 5).data() == "A♥ K♥"
    assert model.index(0, 6).data() == "7♣ 7♦"
    assert model.index(0, 1).data() == format_loss(mistake.grade.cost)
    # replay it on another table: the practice table switches back
    view.options.chooser.select_builtin("deuces-wild-full-pay")
    qtbot.waitUntil(
        lambda: view.ready and view.table is not None and view.table.name.startswith("Deuces"),
        timeout=READY_MS,
    )
    view.review.select_mistake(0)
    qtbot.mouseClick(view.review.replay_button, Qt.MouseButton.LeftButton)
    assert view.pages.currentWidget() is view.play_page
    qtbot.waitUntil(
        lambda: view.session is not None and view.session.awaiting_draw, timeout=READY_MS
    )
    assert view.session.table == load_builtin(JOB)
    assert format_cards(hand_of(view)) == "Ah Kh 7c 7d 2s"
    # and open it in the analyzer
    view.show_review()
    qtbot.waitUntil(lambda: not view.review.loading and model.rowCount() == 1)
    view.review.select_mistake(0)
    qtbot.mouseClick(view.review.analyze_button, Qt.MouseButton.LeftButton)
    assert view.pages.currentWidget() is view.analyzer
    assert view.analyzer.hand_edit.text() == "Ah Kh 7c 7d 2s"
    qtbot.waitUntil(lambda: view.analyzer.evs is not None, timeout=READY_MS)
    assert view.analyzer.table.model().rowCount() == 32
    assert view.findChild(QTableView, "holdEvTable") is view.analyzer.table
    # the name follows the table filled last: back to practice after a draw
    view.replay(None, parse_cards("Ah Kh 7c 7d 2s").cards)
    view.play.draw()
    assert view.findChild(QTableView, "holdEvTable") is view.holds.table
    assert view.findChild(QTableView, "holdEvTable").model().rowCount() == 32


def test_export_session_csv(
    make: Maker, qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    view = make(seed="21")
    for _ in range(3):
        view.play.deal()
        view.play.draw()
    qtbot.waitUntil(lambda: view.history_session_id is not None, timeout=READY_MS)
    target = tmp_path / "session.csv"
    monkeypatch.setattr(
        QFileDialog, "getSaveFileName", lambda *a, **k: (str(target), "CSV (*.csv)")
    )
    with qtbot.waitSignal(view.review.exported, timeout=READY_MS):
        assert view.ask_export_session()
    rows = list(csv.reader(target.open(encoding="utf-8")))
    assert rows[0][:3] == ["session", "hand", "played"]
    assert len(rows) == 4
    assert rows[1][3] == "Jacks or Better 9/6"
