"""Practice stays readable on small screens (issue 28: the player's audit).

The view is sized as the app's window gives it on a 1280x720 and a 1024x640 screen:
the cards keep a least size (the pay table folds to the bet's pays instead), the Dealt
row is readable, nothing moves after a draw (the grade's room is reserved), and a long
grade scrolls rather than being cut off.
"""

from __future__ import annotations

import pytest
from practice_driving import Maker, hand_of, mask_of
from PySide6.QtCore import QRect
from pytestqt.qtbot import QtBot

from vptrainer.gui.practice.view import PracticeView

SCREENS = {"1280x720": (1280, 624), "1024x640": (1024, 544)}  # the view, in the window


def _cards(view: PracticeView) -> list[QRect]:
    return [card.card_rect().toRect().translated(card.pos()) for card in view.play.cards]


@pytest.mark.parametrize("screen", sorted(SCREENS))
def test_cards_keep_their_size_and_nothing_jumps_after_a_draw(
    make: Maker, qtbot: QtBot, screen: str
) -> None:
    view = make(seed="8")
    view.resize(*SCREENS[screen])
    qtbot.waitUntil(lambda: view.height() == SCREENS[screen][1])
    play = view.play
    assert play.pay_display.folded == (screen == "1024x640")
    assert play.height() <= view.play_scroll.viewport().height()  # fits: no scrolling
    for rect in _cards(view):
        assert rect.width() >= 62 and rect.height() >= 87, rect
    for card in play.dealt:
        assert card.width() >= 30 and card.height() >= 42
    play.deal("Ah Kh 7c 7d 2s")
    before = (_cards(view), play.felt.geometry(), play.grade_area.geometry())
    play.set_mask(mask_of(hand_of(view), "Ah Kh"))  # a mistake: the longest grade
    assert play.draw() is not None
    qtbot.wait(10)
    assert (_cards(view), play.felt.geometry(), play.grade_area.geometry()) == before
    label, area = play.grade_label, play.grade_area
    need = label.heightForWidth(area.viewport().width())
    assert label.height() >= need  # the whole explanation is there,
    hidden = label.height() - area.viewport().height()
    assert area.verticalScrollBar().maximum() >= max(hidden, 0)  # and scrolls into view


def test_the_folded_pay_table_shows_the_bets_pays_and_the_win(make: Maker, qtbot: QtBot) -> None:
    view = make(seed="8", bet=3)
    pays = view.play.pay_display
    pays.set_folded(True)
    texts = {pays.item(r, c).text() for r in range(pays.rowCount()) for c in range(4)}
    assert {"Royal flush", "750", "Jacks or better", "3"} <= texts
    assert pays.horizontalHeaderItem(1).text() == "3 coins"
    view.play.deal("Ah Ad 7c 8d 2s")
    assert pays.item(3, 2).text() == "Jacks or better"  # 9 lines: 5 rows, then 4 beside them
    pays.set_folded(False)
    assert pays.columnCount() == 6 and pays.item(0, 3).text() == "750"
