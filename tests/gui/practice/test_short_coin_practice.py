"""Practice at fewer coins plays the table's short pays and grades by that bet's strategy."""

from __future__ import annotations

from practice_driving import READY_MS, Maker, wait_optimal
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from vptrainer.core.games.builtin import load_builtin


def test_a_short_bet_plays_the_short_pays_and_says_what_it_costs(make: Maker, qtbot: QtBot) -> None:
    full = load_builtin("jacks-or-better-9-6")
    assert full.has_short_pays
    view = make(seed="7", bet=5)
    assert view.session is not None and view.session.table == full
    wait_optimal(qtbot, view)
    pays = view.play.pay_display  # the royal's row: 250 a coin on 1 to 4 coins, 800 on 5
    assert [pays.item(0, bet).text() for bet in range(1, 6)] == [
        "250",
        "500",
        "750",
        "1,000",
        "4,000",
    ]
    messages: list[str] = []
    view.statusMessage.connect(messages.append)
    qtbot.mouseClick(view.options.bet_group.button(1), Qt.MouseButton.LeftButton)
    short = full.at_coins(1)
    qtbot.waitUntil(
        lambda: view.session is not None and view.session.table == short, timeout=READY_MS
    )
    royal = next(ln for ln in view.session.table.lines if ln.key == "royal_flush")
    assert royal.pays == 250 and view.session.table.name.endswith("(1–4 coins)")
    wait_optimal(qtbot, view)
    # 9/6 Jacks or Better with a 250 royal: 98.3735%, against 99.5439% at max bet
    assert any("98.3735%" in m and "99.5439%" in m for m in messages), messages
    qtbot.mouseClick(view.options.bet_group.button(5), Qt.MouseButton.LeftButton)
    qtbot.waitUntil(
        lambda: view.session is not None and view.session.table == full, timeout=READY_MS
    )
