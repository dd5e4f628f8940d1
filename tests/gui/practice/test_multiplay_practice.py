"""Multi-play practice driven by keys: three lines keep the hold, every line is paid and kept."""

from __future__ import annotations

from fractions import Fraction

from practice_driving import Maker, hand_of
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from vptrainer.core.practice.history.store import History, default_history_path
from vptrainer.core.practice.texts import line_win_text
from vptrainer.gui.practice.lines_panel import LineRow
from vptrainer.gui.settings import LINES_PER_HAND


def test_three_lines_deal_three_final_hands_that_keep_the_hold(make: Maker, qtbot: QtBot) -> None:
    view = make(seed="12")
    combo = view.options.lines_combo
    combo.setFocus()
    qtbot.keyClicks(combo, "3")
    assert view.options.lines == 3
    assert view.options.settings.get(LINES_PER_HAND) == 3
    start = view.play.credits
    qtbot.keyClick(view.play_page, Qt.Key.Key_Return)  # deal
    assert view.session is not None and view.session.awaiting_draw
    assert view.play.credits == start - 15  # five coins on each of three lines
    assert view.play.bet_label.text() == "BET 5 × 3"
    assert view.play.top.currentWidget() is view.play.lines_panel
    rows = view.findChildren(LineRow)
    assert [r.objectName() for r in rows] == ["line2", "line3"]
    deal = hand_of(view)
    qtbot.keyClick(view.play_page, Qt.Key.Key_1)
    qtbot.keyClick(view.play_page, Qt.Key.Key_4)
    for row in rows:  # the hold shows on every line before the draw
        assert row.hand == (deal[0], None, None, deal[3], None)
    qtbot.keyClick(view.play_page, Qt.Key.Key_Return)  # draw
    result = view.session.last_result
    assert result is not None and result.lines == 3 and result.mask == 0b01001
    finals = result.finals
    assert len(finals) == 3 and len(set(finals)) > 1
    for final in finals:
        assert final[0] == deal[0] and final[3] == deal[3]
    assert [row.hand for row in rows] == [tuple(f) for f in finals[1:]]
    for row, payout in zip(rows, result.others, strict=True):
        assert row.win_label.text() == line_win_text(payout)
    assert view.play.payout_label.text().startswith("3 lines")
    assert view.play.win_label.text() == f"WIN {result.total_paid}"
    assert view.play.credits == start - 15 + result.total_paid
    stats = view.session.stats
    assert (stats.hands, stats.lines, stats.total_bet) == (1, 3, 15)
    assert stats.mistakes == (0 if result.grade.correct else 1)  # one grade for the hold
    # the history keeps the three lines: the session's settings and the hand's totals
    qtbot.waitUntil(lambda: view.recorder.pending == 0, timeout=30_000)
    assert view.history_session_id is not None
    with History(default_history_path()) as history:
        info = history.session(view.history_session_id)
        (stored,) = history.hands(view.history_session_id)
    assert info.settings["lines"] == 3
    assert stored.result.lines == 3
    assert stored.result.total_paid == result.total_paid
    assert stored.result.net == result.total_paid - 15


def test_changing_lines_starts_a_new_history_session(make: Maker, qtbot: QtBot) -> None:
    view = make(seed="4")
    view.options.set_lines(5)
    view.play.deal()
    view.play.draw()
    qtbot.waitUntil(lambda: view.recorder.pending == 0, timeout=30_000)
    first = view.history_session_id
    assert first is not None
    view.options.set_lines(1)
    assert view.play.top_tabs.isHidden()
    view.play.deal()
    result = view.play.draw()
    assert result is not None and result.lines == 1
    qtbot.waitUntil(lambda: view.recorder.pending == 0, timeout=30_000)
    second = view.history_session_id
    assert second is not None and second != first
    assert view.session is not None
    assert view.session.stats.total_bet == 30
    with History(default_history_path()) as history:
        assert history.session(first).settings["lines"] == 5
        assert history.session(second).settings["lines"] == 1
        assert history.summary(first).total_bet == 25
        assert view.session.stats.credits == sum(
            (r.result.net for s in (first, second) for r in history.hands(s)), Fraction(0)
        )


def test_a_hundred_lines_by_keys_show_as_tiles_with_their_wins(make: Maker, qtbot: QtBot) -> None:
    view = make(seed="31")
    combo = view.options.lines_combo
    combo.setFocus()
    qtbot.waitUntil(combo.hasFocus)
    qtbot.keyClick(combo, Qt.Key.Key_End)
    assert view.options.lines == 100 and view.options.settings.get(LINES_PER_HAND) == 100
    panel = view.play.lines_panel
    assert panel.lines == 100 and not view.findChildren(LineRow)
    assert len(panel.many.tiles.payouts) == 99 and panel.many.isVisibleTo(panel)
    qtbot.keyClick(combo, Qt.Key.Key_Return)  # deal
    assert view.session is not None and view.session.awaiting_draw
    assert view.play.bet_label.text() == "BET 5 × 100"
    qtbot.keyClick(view.play.deal_button, Qt.Key.Key_2)
    qtbot.keyClick(view.play.deal_button, Qt.Key.Key_Return)  # draw
    result = view.session.last_result
    assert result is not None and result.lines == 100 and len(result.others) == 99
    assert panel.many.tiles.payouts == list(result.others)
    winners = [p for p in result.others if p.wins]
    summary = panel.many.summary.text()
    assert summary.startswith(f"Lines 2 to 100: {len(winners)} of 99 win")
    assert len(summary.splitlines()) <= 2
    tip = panel.many.tiles.tip(0)
    assert tip.startswith("Line 2: ") and (
        "no win" in tip or line_win_text(result.others[0]) in tip
    )
    assert view.session.stats.lines == 100
    qtbot.keyClick(view.play.deal_button, Qt.Key.Key_Return)  # the next deal: tiles blank
    assert panel.many.tiles.payouts == [None] * 99
