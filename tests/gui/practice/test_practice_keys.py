"""The practice loop from the keyboard: the bet, Tab out of tables, Enter on a mistake."""

from __future__ import annotations

from practice_driving import READY_MS, Maker, hand_of, mask_of
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractItemView, QApplication
from pytestqt.qtbot import QtBot

from vptrainer.core.cards import format_cards


def test_b_steps_the_bet_and_the_keys_say_so(make: Maker, qtbot: QtBot) -> None:
    view = make(seed="3", bet=4)
    assert "B bet" in view.play.keys_label.text()
    qtbot.keyClick(view.play_page, Qt.Key.Key_B)
    assert view.options.bet == 5 and view.play.bet_label.text() == "BET 5"
    qtbot.keyClick(view.play_page, Qt.Key.Key_B)  # from max bet back to one coin
    assert view.options.bet == 1
    qtbot.waitUntil(lambda: view.ready, timeout=READY_MS)
    qtbot.keyClick(view.play_page, Qt.Key.Key_Return)  # deal
    assert view.session is not None and view.session.awaiting_draw
    qtbot.keyClick(view.play_page, Qt.Key.Key_B)  # no change of bet during a hand
    assert view.options.bet == 1


def test_tab_leaves_a_table_instead_of_walking_its_cells(make: Maker, qtbot: QtBot) -> None:
    view = make(seed="3")
    tables = view.findChildren(QAbstractItemView)
    assert tables and not any(t.tabKeyNavigation() for t in tables)
    holds = view.holds.table
    holds.setFocus()
    qtbot.waitUntil(holds.hasFocus)
    qtbot.keyClick(holds, Qt.Key.Key_Tab)
    assert QApplication.focusWidget() is not holds


def test_enter_on_a_listed_mistake_replays_it(make: Maker, qtbot: QtBot) -> None:
    view = make(seed="12")
    view.play.deal("Ah Kh 7c 7d 2s")
    view.play.set_mask(mask_of(hand_of(view), "Ah Kh"))  # a mistake
    assert view.play.draw() is not None
    view.show_review()
    model = view.review.mistake_model
    qtbot.waitUntil(lambda: model.rowCount() == 1, timeout=READY_MS)
    view.review.select_mistake(0)
    mistakes = view.review.mistake_view
    mistakes.setFocus()
    mistakes.setCurrentIndex(model.index(0, 0))
    qtbot.keyClick(mistakes, Qt.Key.Key_Return)
    qtbot.waitUntil(
        lambda: view.session is not None and view.session.awaiting_draw, timeout=READY_MS
    )
    assert view.pages.currentWidget() is view.play_page
    assert format_cards(hand_of(view)) == "Ah Kh 7c 7d 2s"
