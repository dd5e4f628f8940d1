"""Help is recorded: a hint, a warning that gave the answer, a replay. Accuracy and the
player's return count unaided hands; a warned mistake is still reviewed. Every new game
plays: wild sevens are tagged WILD, deal bonuses are paid in the credits, both jokers
can be picked, and the history keeps their hands."""

from __future__ import annotations

from fractions import Fraction

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from practice_driving import READY_MS, Maker, hand_of, mask_of, wait_optimal
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QToolButton
from pytestqt.qtbot import QtBot

from vptrainer.core.games.builtin import load_builtin
from vptrainer.core.practice.grading import Assistance
from vptrainer.core.practice.history.store import History


def _committed(qtbot: QtBot, view: object) -> None:
    qtbot.waitUntil(lambda: view.recorder.pending == 0, timeout=READY_MS)  # type: ignore[attr-defined]


def test_a_hint_makes_the_hand_assisted(make: Maker, qtbot: QtBot) -> None:
    view = make(seed="31")
    wait_optimal(qtbot, view)
    view.play.deal("Ah Kh 7c 7d 2s")
    qtbot.mouseClick(view.play.hint_button, Qt.MouseButton.LeftButton)
    view.play.set_mask(mask_of(hand_of(view), "7c 7d"))
    hinted = view.play.draw()
    assert hinted is not None and hinted.assistance is Assistance.HINT
    assert "Played with help" in view.play.grade_label.text()
    view.play.deal("Ah Kh 7c 7d 2s")
    view.play.set_mask(mask_of(hand_of(view), "Ah Kh"))  # an unaided mistake
    mistake = view.play.draw()
    assert mistake is not None and mistake.grade.is_mistake and not mistake.aided
    stats = view.session.stats  # type: ignore[union-attr]
    assert stats.hands == 2 and stats.assisted == 1
    assert stats.accuracy == 0.0  # the hinted correct hand does not count
    text = view.session_panel.stats_label.text()
    assert "1 with help, not graded" in text and "0 of 1 unaided" in text
    _committed(qtbot, view)
    with History() as history:
        hands = history.hands(history.sessions()[0].id)
        assert [h.result.assistance for h in hands] == [Assistance.HINT, Assistance.NONE]


def test_a_warning_that_gave_the_answer_is_assisted_and_reviewed(
    make: Maker, qtbot: QtBot, _no_modal_dialogs: list[tuple[str, str]]
) -> None:
    view = make(warn=True, guard=False, seed="7")
    view.play.deal("Ah Kh 7c 7d 2s")
    view.play.set_mask(mask_of(hand_of(view), "Ah Kh"))
    assert view.play.draw() is None  # "Strategy mistake … Draw anyway?" — no
    assert _no_modal_dialogs[-1][0] == "Strategy mistake"
    view.play.set_mask(mask_of(hand_of(view), "7c 7d"))  # as the warning said
    result = view.play.draw()
    assert result is not None and result.grade.correct
    assert result.assistance is Assistance.WARNING and result.warned is not None
    assert view.session.stats.accuracy is None  # type: ignore[union-attr]
    _committed(qtbot, view)
    view.show_review()
    model = view.review.mistake_model
    qtbot.waitUntil(lambda: model.rowCount() == 1, timeout=READY_MS)
    assert model.index(0, 5).data() == "A♥ K♥"  # the hold the warning stopped
    assert model.index(0, 8).data() == "warned, then changed"


def test_a_replay_is_assisted(make: Maker, qtbot: QtBot) -> None:
    view = make(seed="9")
    view.play.deal("Ah Kh 7c 7d 2s")
    view.play.set_mask(mask_of(hand_of(view), "Ah Kh"))
    first = view.play.draw()
    assert first is not None and not first.aided
    _committed(qtbot, view)
    view.show_review()
    qtbot.waitUntil(lambda: view.review.mistake_model.rowCount() == 1, timeout=READY_MS)
    view.review.select_mistake(0)
    qtbot.mouseClick(view.review.replay_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(
        lambda: view.session is not None and view.session.awaiting_draw, timeout=READY_MS
    )
    view.play.set_mask(mask_of(hand_of(view), "7c 7d"))
    replayed = view.play.draw()
    assert replayed is not None and replayed.assistance is Assistance.REPLAY
    assert view.session.stats.assisted == 1  # type: ignore[union-attr]


def test_wild_sevens_carry_the_wild_tag(make: Maker) -> None:
    view = make(table="sevens-and-joker-wild")
    view.play.deal("7h 7s Jk Ah 2c")
    marks = [c.accessibleDescription() for c in view.play.cards]
    assert marks == ["wild", "wild", "wild", "", ""]
    assert all(c.wild for c in view.play.cards[:3])
    view.play.set_mask(0b00111)
    result = view.play.draw()
    assert result is not None
    assert view.play.cards[0].accessibleDescription() == "held, wild"


def test_one_eyed_jacks_are_tagged_and_other_jacks_are_not(make: Maker) -> None:
    view = make(table="one-eyed-jacks")
    view.play.deal("Jh Js Jd Jc 2c")
    assert [c.wild for c in view.play.cards] == [True, True, False, False, False]


def test_a_deal_bonus_is_paid_in_the_credits(make: Maker, qtbot: QtBot) -> None:
    view = make(table="royal-deal-jacks-or-better-8-5", bet=5)
    start = view.play.credits
    view.play.deal("Ah Kh Qh Jh Th")
    assert "Dealt royal flush: bonus 6,000" in view.play.payout_label.text()
    view.play.set_mask(31)
    result = view.play.draw()
    assert result is not None and result.bonus is not None
    assert result.total_paid == 4000 + 6000
    assert view.play.credits == start - 5 + 10000
    assert view.play.win_label.text() == "WIN 10,000"
    assert "bonus 6,000" in view.play.payout_label.text()
    rows = [
        view.play.pay_display.item(r, 0).text() for r in range(view.play.pay_display.rowCount())
    ]
    assert rows[-1] == "Royal flush dealt (bonus)"
    _committed(qtbot, view)
    with History() as history:
        stored = history.hands(history.sessions()[0].id)[0].result
        assert stored.bonus == result.bonus and stored.net == Fraction(9995)


def test_the_analyzer_offers_both_jokers_of_a_two_joker_game(make: Maker, qtbot: QtBot) -> None:
    view = make(table="double-joker-9-5")
    analyzer = view.analyzer
    view.show_analyzer()
    analyzer.chooser.select_builtin("double-joker-9-5")
    second = analyzer.findChild(QToolButton, "pick_Jk2")
    first = analyzer.findChild(QToolButton, "pick_Jk")
    assert first is not None and second is not None
    assert first.isVisible() and second.isVisible()
    qtbot.mouseClick(first, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(second, Qt.MouseButton.LeftButton)
    for code in ("pick_Ah", "pick_Kh", "pick_3c"):
        button = analyzer.findChild(QToolButton, code)
        assert button is not None
        qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    assert analyzer.hand_edit.text() == "Jk Jk Ah Kh 3c"
    qtbot.waitUntil(lambda: analyzer.evs is not None, timeout=READY_MS)
    analyzer.chooser.select_builtin("jacks-or-better-9-6")
    assert not first.isVisible() and not second.isVisible()


@pytest.mark.slow
def test_hands_of_every_new_game_are_played_and_recorded(make: Maker, qtbot: QtBot) -> None:
    tables = (
        "double-joker-9-5",
        "deuces-and-joker-wild",
        "sevens-and-joker-wild",
        "anythings-wild-threes",
        "one-eyed-jacks",
        "deuces-wild-double-double-bonus",
        "royal-deal-jacks-or-better-8-5",
    )
    view = make(seed="3", table=tables[0])
    for table_id in tables:
        view.options.chooser.select_builtin(table_id)
        qtbot.waitUntil(
            lambda t=table_id: view.ready and view.table is not None and view.table.builtin_id == t,
            timeout=READY_MS,
        )
        for _ in range(3):
            view.play.deal_or_draw()
            view.play.set_mask(view.session.evs.best[0].mask)  # type: ignore[union-attr]
            view.play.deal_or_draw()
    _committed(qtbot, view)
    view.shutdown()
    with History() as history:
        sessions = history.sessions()
        assert len(sessions) == len(tables)
        for info in sessions:
            assert len(history.hands(info.id)) == 3
        assert {info.load_table() for info in sessions} == {load_builtin(t) for t in tables}


@settings(
    max_examples=60,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)
@given(text=st.text(alphabet="JjKkAhsTd10c2♠ ,;Qx7", max_size=24))
def test_any_card_text_typed_into_the_analyzer(make: Maker, qtbot: QtBot, text: str) -> None:
    views = make.views
    view = views[0] if views else make(table="double-joker-9-5")
    analyzer = view.analyzer
    if analyzer.chooser.table is None or analyzer.chooser.table.builtin_id != "double-joker-9-5":
        analyzer.chooser.select_builtin("double-joker-9-5")
        qtbot.waitUntil(lambda: analyzer.prepared is not None, timeout=READY_MS)
    analyzer.hand_edit.clear()
    if text.isascii():
        qtbot.keyClicks(analyzer.hand_edit, text)
    else:  # QtTest types ASCII only: the rest arrives as a paste would
        analyzer.hand_edit.insert(text)
    assert analyzer.hand_edit.text() == text
    if analyzer.evs is not None:
        assert len(set(analyzer.evs.hand)) == 5
        assert all(0 <= c < 54 for c in analyzer.evs.hand)
    else:
        assert analyzer.message.text()
