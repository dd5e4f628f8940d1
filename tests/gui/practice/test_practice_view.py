"""The Practice view as a whole (and as an outside check sees it): names, pages, tables, seeds."""

from __future__ import annotations

from pathlib import Path

import pytest
from practice_driving import READY_MS, Maker, hand_of, wait_optimal
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QLineEdit, QPushButton, QTableView
from pytestqt.qtbot import QtBot

from vptrainer.core.cards import format_cards
from vptrainer.core.games.builtin import load_builtin
from vptrainer.core.games.tomlfile import save_paytable
from vptrainer.core.practice.texts import format_loss
from vptrainer.gui.jobs import Jobs
from vptrainer.gui.practice.view import PracticeView
from vptrainer.gui.settings import (
    PRACTICE_SEED,
    Settings,
)
from vptrainer.gui.widgets.cards import CardWidget


def test_automation_names_and_preparing_state(make: Maker, qtbot: QtBot) -> None:
    view = make(wait=False)
    assert "Preparing Jacks or Better 9/6" in view.options.state.text()
    deal = view.findChild(QPushButton, "dealButton")
    assert deal is not None and not deal.isEnabled()
    qtbot.waitUntil(lambda: view.ready, timeout=READY_MS)
    assert deal.isEnabled()
    for i in range(5):
        assert view.findChild(CardWidget, f"card{i}") is not None
    for cls, name in [
        (QLabel, "gradeLabel"),
        (QTableView, "holdEvTable"),
        (QLabel, "sessionStats"),
    ]:
        assert view.findChild(cls, name) is not None, name
    assert view.findChild(QTableView, "holdEvTable") is view.holds.table
    assert view.findChild(QLineEdit, "handEdit") is view.analyzer.hand_edit
    assert view.findChild(QLabel, "sessionStats") is view.session_panel.stats_label


def test_hold_table_hidden_until_draw_unless_hint(make: Maker, qtbot: QtBot) -> None:
    view = make(seed="3")
    view.play.deal()
    assert view.holds.table.model().rowCount() == 0
    qtbot.keyClick(view.play_page, Qt.Key.Key_H)
    assert view.holds.table.model().rowCount() == 32
    view.play.draw()
    assert view.holds.table.model().rowCount() == 32


def test_session_statistics_and_chart(make: Maker, qtbot: QtBot) -> None:
    view = make(seed="99", bet=5)
    wait_optimal(qtbot, view)
    for i in range(6):
        evs = view.play.deal()
        assert evs is not None
        view.play.set_mask(evs.holds[0 if i % 2 else 25].mask)
        view.play.draw()
    assert view.session is not None
    stats = view.session.stats
    assert stats.hands == 6 and stats.mistakes == 3
    text = view.session_panel.stats_label.text()
    assert "<b>6</b>" in text and "Mistakes" in text
    assert f"{stats.player_return_percent:.4f}%" in text
    assert "99.5439%" in text
    assert format_loss(stats.cost) in text
    description = view.session_panel.stats_label.accessibleDescription()
    assert "hands 6" in description and "mistakes 3" in description
    items = view.session_panel.chart.plotItem.listDataItems()
    assert items
    xs, ys = items[0].getData()
    assert len(xs) == 6
    assert ys[-1] == pytest.approx(float(stats.cost))


def test_analyze_this_hand_from_practice(make: Maker, qtbot: QtBot) -> None:
    view = make(seed="31")
    view.play.deal()
    qtbot.mouseClick(view.play.analyze_button, Qt.MouseButton.LeftButton)
    assert view.pages.currentWidget() is view.analyzer
    assert view.analyzer.hand_edit.text() == format_cards(hand_of(view))
    qtbot.waitUntil(lambda: view.analyzer.evs is not None, timeout=READY_MS)
    # and back: practise an analyzed hand
    view.analyzer.hand_edit.setText("Ah Kh Qh Jh 2c")
    qtbot.mouseClick(view.analyzer.practice_button, Qt.MouseButton.LeftButton)
    assert view.pages.currentWidget() is view.play_page
    assert format_cards(hand_of(view)) == "Ah Kh Qh Jh 2c"


def test_table_being_edited_and_files(
    make: Maker, qtbot: QtBot, tmp_path: Path, _no_modal_dialogs: list[tuple[str, str]]
) -> None:
    from dataclasses import replace

    edited = replace(load_builtin("jacks-or-better-8-5"), name="My 8/5", builtin_id=None)
    view = make(current_table=lambda: edited)
    assert view.options.chooser.select_edited()
    qtbot.waitUntil(lambda: view.ready and view.table == edited, timeout=READY_MS)
    assert view.session is not None and view.session.table == edited
    path = tmp_path / "bonus.toml"
    save_paytable(load_builtin("bonus-poker-8-5"), path)
    assert view.options.chooser.select_file(path)
    qtbot.waitUntil(
        lambda: (
            view.ready
            and view.session is not None
            and view.session.table.name == load_builtin("bonus-poker-8-5").name
        ),
        timeout=READY_MS,
    )
    bad = tmp_path / "bad.toml"
    bad.write_text("name = [", encoding="utf-8")
    assert not view.options.chooser.select_file(bad)
    assert _no_modal_dialogs[-1][0] == "Cannot open the pay table"
    assert view.table is not None and view.table.name == load_builtin("bonus-poker-8-5").name


def test_seed_field_restarts_the_drill(make: Maker) -> None:
    view = make(seed="")
    view.options.set_seed(5)
    assert view.settings.get(PRACTICE_SEED) == "5"
    view.play.deal()
    first = hand_of(view)
    view.play.draw()
    view.restart_session()
    view.play.deal()
    assert hand_of(view) == first
    assert view.session is not None and view.session.stats.hands == 0


def test_settings_defaults(qtbot: QtBot, engine: Jobs) -> None:
    view = PracticeView(engine, Settings())
    qtbot.addWidget(view)
    assert view.options.guard_action.isChecked()  # the guard is on by default
    assert not view.options.warn_action.isChecked()
    assert view.options.bet == 5
    assert view.options.seed is None
    assert view.options.threshold_spin.value() == pytest.approx(0.02)
    assert int(view.play.credits) == 1000
    view.shutdown()
