"""Practice of the feature games, driven by the game chooser, keys and clicks: deal,
hold, draw, the grade's text, the hint's ranking, the multipliers carried to the next
hand, the money and the history."""

from __future__ import annotations

import pytest
from practice_driving import READY_MS, Maker, hand_of
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox
from pytestqt.qtbot import QtBot

from vptrainer.core.features.ultimate_x.hands import hand_values
from vptrainer.core.practice.games.multi_strike import MultiStrikeMode
from vptrainer.core.practice.games.ultimate_x import UltimateXMode
from vptrainer.core.practice.games.wheel_dream import DreamCardMode, WheelPokerMode
from vptrainer.core.practice.history.store import History, default_history_path
from vptrainer.gui.practice.lines_panel import LineRow
from vptrainer.gui.practice.view import PracticeView
from vptrainer.gui.settings import PRACTICE_GAME


def choose(qtbot: QtBot, combo: QComboBox, text: str) -> None:
    """Pick an entry of a combo box with the keyboard: Home, then Down until it shows
    ``text`` (typing its start depends on the keyboard search's timer, which a busy
    machine outruns)."""
    combo.setFocus()
    qtbot.keyClick(combo, Qt.Key.Key_Home)
    for _ in range(combo.count()):
        if text in (combo.currentText(), combo.currentText().split(" ")[0]):
            break
        qtbot.keyClick(combo, Qt.Key.Key_Down)


def play_game(make: Maker, qtbot: QtBot, title: str, *, seed: str = "7") -> PracticeView:
    view = make(seed=seed)
    choose(qtbot, view.options.game_combo, title)
    assert view.options.game_combo.currentText() == title
    qtbot.waitUntil(lambda: view.ready and view.play.deal_button.isEnabled(), timeout=READY_MS)
    return view


def press(qtbot: QtBot, view: PracticeView, *keys: Qt.Key) -> None:
    for key in keys:
        qtbot.keyClick(view.play_page, key)


@pytest.mark.slow  # solves Ultimate X at one and three lines (seconds)
def test_ultimate_x_carries_multipliers_and_grades_at_the_total(make: Maker, qtbot: QtBot) -> None:
    view = play_game(make, qtbot, "Ultimate X", seed="21")
    assert view.options.settings.get(PRACTICE_GAME) == "ultimate-x"
    choose(qtbot, view.options.lines_combo, "3")
    assert view.options.lines == 3
    mode = view.trainer.mode
    assert isinstance(mode, UltimateXMode)
    assert not view.play.deal_button.isEnabled()  # the three lines' solve comes first
    qtbot.waitUntil(lambda: view.play.deal_button.isEnabled(), timeout=READY_MS)
    assert view.games.state.text() == "Next hand: 3x in all."
    assert not view.games.isHidden() and "10 coins a line" in view.games.note.text()
    for bet in range(1, 6):  # Ultimate X plays max bet
        assert not view.options.bet_group.button(bet).isEnabled()
    start = view.play.credits
    carried: tuple[int, ...] = (1, 1, 1)
    for _ in range(6):
        press(qtbot, view, Qt.Key.Key_Return)  # deal
        assert view.play.credits == start - 30  # ten coins on each of three lines
        assert view.play.bet_label.text() == "BET 10 × 3"
        assert mode.hand_multipliers == carried
        chips = [c.text() for c in view.games.chips if not c.isHidden()]
        assert chips == [f"{m}x" for m in carried]
        total = sum(carried)
        assert f"a total multiplier of {total}x" in view.play.grade_label.text()
        rows = view.findChildren(LineRow)
        assert [r.multiplier_label.text() for r in rows] == [f"{m}x" for m in carried[1:]]
        press(qtbot, view, Qt.Key.Key_H)  # the hint ranks holds by their value at M
        ranked = hand_values(mode.solution(view.session.table, 3), hand_of(view), total)
        shown = view.holds.table
        assert f"value at {total}x" in view.holds.title.text()
        first = shown.model().index(0, 0).data(Qt.ItemDataRole.UserRole)
        assert first is None or first == ranked.holds[0].mask
        best = ranked.holds[0].mask
        for i in range(5):
            if best >> i & 1:
                press(qtbot, view, Qt.Key(Qt.Key.Key_1 + i))
        press(qtbot, view, Qt.Key.Key_Return)  # draw
        result = view.session.last_result
        assert result is not None and result.grade.correct
        assert f"With {total}x on the lines, hold" in view.play.grade_label.text()
        paid = sum(m * p.amount for m, p in zip(carried, result.line_payouts, strict=True))
        assert result.total_paid == paid and result.total_bet == 30
        assert view.play.credits == start - 30 + paid
        earns = mode.solution(view.session.table, 3).game.line_multipliers
        carried = tuple(earns[p.category] if p.wins else 1 for p in result.line_payouts)
        assert mode.carried == carried
        start = view.play.credits
        if sum(carried) > 3:
            break
    assert sum(carried) > 3, "six hands and no win: choose another seed"
    # a mistake's cost is in coins, and the history keeps the total multiplier
    press(qtbot, view, Qt.Key.Key_Return)
    total = sum(carried)
    ranked = hand_values(mode.solution(view.session.table, 3), hand_of(view), total)
    worst = ranked.holds[-1]
    for i in range(5):
        if worst.mask >> i & 1:
            press(qtbot, view, Qt.Key(Qt.Key.Key_1 + i))
    press(qtbot, view, Qt.Key.Key_Return)
    result = view.session.last_result
    assert result is not None and result.grade.is_mistake
    cost = 5 * (ranked.holds[0].value - worst.value)
    assert float(result.grade.cost) == pytest.approx(cost, rel=1e-9)
    assert "Mistake" in view.play.grade_label.text()
    qtbot.waitUntil(lambda: view.recorder.pending == 0, timeout=30_000)
    with History(default_history_path()) as history:
        info = history.session(view.history_session_id)
        stored = history.hands(view.history_session_id)
    assert info.settings["game"] == "ultimate-x" and info.settings["lines"] == 3
    assert stored[-1].result.feature is not None
    assert stored[-1].result.feature.get("total_multiplier") == total
    assert stored[-1].result.net == result.net


@pytest.mark.slow  # analyses Multi-Strike (a second or two)
def test_multi_strike_climbs_the_levels(make: Maker, qtbot: QtBot) -> None:
    view = play_game(make, qtbot, "Multi-Strike", seed="5")
    mode = view.trainer.mode
    assert isinstance(mode, MultiStrikeMode)
    assert not view.options.lines_combo.isEnabled()
    chips = [c.text() for c in view.games.chips if not c.isHidden()]
    assert chips == ["8x", "4x", "2x", "1x"]  # the four hands stacked, the top first
    levels = []
    for _ in range(12):
        press(qtbot, view, Qt.Key.Key_Return)
        level = mode.dealt_level
        levels.append(level)
        text = view.play.grade_label.text()
        assert f"Level {level} of 4 pays {2 ** (level - 1)}x." in text
        ranked = mode.solution(view.session.table, 1).hold_values(
            hand_of(view), level, free_ride=mode.free_ride
        )
        best = ranked[0].mask
        for i in range(5):
            if best >> i & 1:
                press(qtbot, view, Qt.Key(Qt.Key.Key_1 + i))
        before = view.play.credits + (20 if level == 1 else 0)
        press(qtbot, view, Qt.Key.Key_Return)
        result = view.session.last_result
        assert result is not None and result.grade.correct
        assert result.total_bet == (20 if level == 1 else 0)
        assert result.total_paid == 2 ** (level - 1) * result.payout.amount
        assert view.play.credits == before - result.total_bet + result.total_paid
        up = result.payout.wins or result.feature.get("free_ride")
        assert mode.level == (level + 1 if up and level < 4 else 1)
    assert max(levels) > 1, "twelve hands and never a second level: choose another seed"


@pytest.mark.slow  # analyses the game (a second or two)
@pytest.mark.parametrize("title", ["Wheel Poker", "Dream Card"])
def test_wheel_and_dream_card_grade_against_their_optimal_holds(
    make: Maker, qtbot: QtBot, title: str
) -> None:
    view = play_game(make, qtbot, title, seed="3")
    mode = view.trainer.mode
    assert isinstance(mode, WheelPokerMode | DreamCardMode)
    said_dream = False
    for _ in range(4):
        press(qtbot, view, Qt.Key.Key_Return)
        if isinstance(mode, DreamCardMode) and mode.dream is not None:
            said_dream = True
            assert "is the machine's choice" in view.play.grade_label.text()
            assert hand_of(view)[4] == mode.dream.card
        evs = view.session.evs
        assert evs is not None
        press(qtbot, view, Qt.Key.Key_Return)  # draw holding nothing
        result = view.session.last_result
        assert result is not None
        assert result.grade.correct == (0 in result.grade.best_masks)
        coins = 6 if isinstance(mode, WheelPokerMode) else 10
        assert result.total_bet == coins
        assert view.play.bet_label.text() == f"BET {coins}"
    if isinstance(mode, DreamCardMode):
        assert said_dream


@pytest.mark.parametrize("title", ["Super Times Pay", "Hot Roll", "Big Times Draw", "Spin Poker"])
def test_base_strategy_games_say_so(make: Maker, qtbot: QtBot, title: str) -> None:
    view = play_game(make, qtbot, title)
    assert "plays with the base game's strategy" in view.games.note.text()
    press(qtbot, view, Qt.Key.Key_Return, Qt.Key.Key_Return)
    result = view.session.last_result
    assert result is not None and result.total_bet == 5
    assert result.grade.best_ev == view.session.evs.best_ev
    view.options.game_combo.setFocus()
    qtbot.keyClick(view.options.game_combo, Qt.Key.Key_Home)  # standard play, the first
    qtbot.waitUntil(lambda: view.ready, timeout=READY_MS)
    assert view.options.game_combo.currentText() == "Standard play"
    assert view.games.isHidden()
    assert view.trainer.mode.name == "standard"
