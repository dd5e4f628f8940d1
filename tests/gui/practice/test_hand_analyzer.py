"""The hand analyzer: any five cards, typed or picked, and their 32 holds."""

from __future__ import annotations

from practice_driving import JOB, READY_MS, Maker
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QToolButton
from pytestqt.qtbot import QtBot

from vptrainer.core.cards import parse_cards
from vptrainer.core.engine.holds import hold_evs
from vptrainer.core.engine.prepared import cached_prepare
from vptrainer.core.games.builtin import load_builtin


def test_analyzer_validates_as_you_type(make: Maker, qtbot: QtBot) -> None:
    view = make()
    view.show_analyzer()  # the analyzer prepares its table while it is shown
    a = view.analyzer
    qtbot.waitUntil(lambda: a.prepared is not None, timeout=READY_MS)
    cases = {
        "Ah Kh": "2 of 5 cards",
        "Ah Kh Qh Jh Zz": "Unknown card 'Zz'",
        "Ah Kh Ah Qh Jh": "Duplicate card Ah",
        "Ah Kh Qh Jh Th 9h": "Too many cards: 6",
        "Jk Ah Kh Qh Jh": "no joker",
        "": "Type five cards",
    }
    for text, expected in cases.items():
        a.hand_edit.setText(text)
        assert expected in a.message.text(), (text, a.message.text())
        assert a.table.model().rowCount() == 0
    qtbot.keyClicks(a.hand_edit, "As Ks Qs Js 9h")
    assert a.table.model().rowCount() == 32
    engine = hold_evs(cached_prepare(load_builtin(JOB)), "As Ks Qs Js 9h")
    assert a.table.hold_model.hold_at(0).mask == engine.holds[0].mask
    assert a.table.model().index(0, 1).data() == "A♠ K♠ Q♠ J♠"
    # the grid follows the text, and picks cards too
    assert a.grid.buttons[parse_cards("As").cards[0]].isChecked()
    a.hand_edit.clear()
    for code in ("2c", "Ad", "Ac", "Ah", "As"):
        button = a.grid.findChild(QToolButton, f"pick_{code}")
        assert button is a.grid.buttons[parse_cards(code).cards[0]]
        qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    assert a.hand_edit.text() == "2c Ad Ac Ah As"
    assert a.table.model().rowCount() == 32
    qtbot.mouseClick(a.grid.buttons[parse_cards("Kd").cards[0]], Qt.MouseButton.LeftButton)
    assert "release one first" in a.message.text()
    assert a.hand_edit.text() == "2c Ad Ac Ah As"


def test_analyzer_accepts_the_joker_only_in_joker_games(make: Maker, qtbot: QtBot) -> None:
    view = make()
    view.show_analyzer()  # the analyzer prepares its table while it is shown
    a = view.analyzer
    a.hand_edit.setText("Jk Ah Kh Qh Jh")
    assert "no joker" in a.message.text()
    assert not a.grid.buttons[52].isVisibleTo(a)
    a.chooser.select_builtin("joker-poker-kings-full-pay")
    qtbot.waitUntil(lambda: a.evs is not None, timeout=READY_MS)
    assert a.table.model().rowCount() == 32
    assert "Jk" not in a.message.text() or "no joker" not in a.message.text()
    assert a.grid.buttons[52].isChecked()


def test_the_analyzer_uses_the_pays_of_its_bet(make: Maker, qtbot: QtBot) -> None:
    view = make()
    view.show_analyzer()  # the analyzer prepares its table while it is shown
    a = view.analyzer
    qtbot.waitUntil(lambda: a.prepared is not None, timeout=READY_MS)
    qtbot.keyClicks(a.hand_edit, "As Ks Qs Js 9h")
    full = hold_evs(cached_prepare(load_builtin(JOB)), "As Ks Qs Js 9h")
    assert a.evs is not None and a.evs.best_ev == full.best_ev
    a.bet.setFocus()
    a.bet.selectAll()
    qtbot.keyClicks(a.bet, "1")  # one coin: the 250 royal of the short pays
    short = load_builtin(JOB).at_coins(1)
    qtbot.waitUntil(
        lambda: a.prepared is not None and a.prepared.table == short and a.evs is not None,
        timeout=READY_MS,
    )
    assert a.evs is not None
    assert a.evs.best_ev == hold_evs(cached_prepare(short), "As Ks Qs Js 9h").best_ev
    assert a.evs.best_ev < full.best_ev
