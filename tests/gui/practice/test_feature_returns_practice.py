"""The session panel's returns in the feature games, the lines box following the game,
and Ultimate X's 5-coin option, driven by the game chooser, keys and clicks."""

from __future__ import annotations

import pytest
from practice_driving import READY_MS, Maker
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot
from test_feature_games_practice import choose, play_game, press

from vptrainer.core.practice.games.ultimate_x import UltimateXMode
from vptrainer.gui.practice.view import PracticeView


def entries(view: PracticeView) -> list[int]:
    combo = view.options.lines_combo
    return [combo.itemData(i) for i in range(combo.count())]


def hold_best(qtbot: QtBot, view: PracticeView) -> None:
    assert view.session is not None and view.session.evs is not None
    best = view.session.evs.best[0].mask
    for i in range(5):
        if best >> i & 1:
            press(qtbot, view, Qt.Key(Qt.Key.Key_1 + i))


def test_the_lines_box_offers_the_games_lines(make: Maker, qtbot: QtBot) -> None:
    view = make(seed="4")
    assert entries(view) == [1, 3, 5, 10, 50, 100]  # standard play's
    assert "table's exact return" in view.session_panel.stats_label.toolTip()
    choose(qtbot, view.options.game_combo, "Spin Poker")  # by Multi-Strike: one line
    qtbot.waitUntil(lambda: view.ready, timeout=READY_MS)
    assert entries(view) == list(view.trainer.mode.line_choices) == [1, 3, 5, 10]
    assert "base game" in view.session_panel.stats_label.toolTip()
    choose(qtbot, view.options.lines_combo, "10")
    assert view.options.lines_combo.currentText() == "10 lines"
    view.options.game_combo.setFocus()
    qtbot.keyClick(view.options.game_combo, Qt.Key.Key_Home)  # standard play
    qtbot.waitUntil(lambda: view.ready, timeout=READY_MS)
    assert entries(view) == [1, 3, 5, 10, 50, 100]
    assert view.options.lines == 10  # the lines played stay when the game plays them
    assert view.options.lines_combo.isEnabled()


@pytest.mark.slow  # solves Ultimate X at three lines, with and without the option (seconds)
def test_ultimate_x_returns_and_the_five_coin_bet(make: Maker, qtbot: QtBot) -> None:
    view = play_game(make, qtbot, "Ultimate X", seed="21")
    assert entries(view) == [1, 3, 5, 10]
    choose(qtbot, view.options.lines_combo, "3")
    qtbot.waitUntil(lambda: view.play.deal_button.isEnabled(), timeout=READY_MS)
    mode = view.trainer.mode
    assert isinstance(mode, UltimateXMode)
    tip = view.session_panel.stats_label.toolTip()
    assert "stationary distribution" in tip and "10 coins a line" in tip
    solved = mode.solution(view.session.table, 3)
    optimal = f"{solved.expected_return * 100:.4f}%"
    text = view.session_panel.stats_label.text()
    assert f"<td>Optimal return</td><td>{optimal}</td>" in text  # the game's, not 99.5439%
    for _ in range(3):  # optimal holds: your return is the optimal return
        press(qtbot, view, Qt.Key.Key_Return)
        hold_best(qtbot, view)
        press(qtbot, view, Qt.Key.Key_Return)
    text = view.session_panel.stats_label.text()
    assert f"<td>Your return</td><td><b>{optimal}</b></td>" in text
    assert "Paid back" in text
    # the 5-coin option: the game solved with it, the bet offered when multipliers are on
    assert view.games.five_coin_option.isVisible()
    assert not view.games.five_coin_bet.isVisible()
    qtbot.mouseClick(view.games.five_coin_option, Qt.MouseButton.LeftButton)
    assert mode.five_coin_game
    qtbot.waitUntil(lambda: view.play.deal_button.isEnabled(), timeout=READY_MS)
    five = mode.solution(view.session.table, 3)
    assert five is not solved and five.game.five_coin
    assert view.session.stats.optimal_return is not None
    assert float(view.session.stats.optimal_return) == five.expected_return
    assert view.games.five_coin_bet.isVisible()
    for _ in range(12):  # until a line carries a multiplier
        if view.games.five_coin_bet.isEnabled():
            break
        press(qtbot, view, Qt.Key.Key_Return)
        hold_best(qtbot, view)
        press(qtbot, view, Qt.Key.Key_Return)
    assert view.games.five_coin_bet.isEnabled(), "no multiplier in 12 hands: another seed"
    qtbot.mouseClick(view.games.five_coin_bet, Qt.MouseButton.LeftButton)
    assert view.play.bet_label.text() == "BET 5 × 3"
    start = view.play.credits
    press(qtbot, view, Qt.Key.Key_Return)  # deal at 5 coins a line
    assert view.play.credits == start - 15
    assert mode.five_coin_hand and not view.games.five_coin_option.isEnabled()
    assert "You bet 5 coins a line" in view.play.grade_label.text()
    hold_best(qtbot, view)
    press(qtbot, view, Qt.Key.Key_Return)
    result = view.session.last_result
    assert result is not None and result.total_bet == 15
    assert "a line is the better bet" in view.play.grade_label.text()
    assert mode.carried == (1, 1, 1)  # a 5-coin hand earns no multiplier
