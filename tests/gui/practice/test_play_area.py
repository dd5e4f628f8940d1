"""The practice machine played as a player would: deal, hold, draw, grades, meters."""

from __future__ import annotations

from fractions import Fraction

import pytest
from practice_driving import JOB, READY_MS, Maker, hand_of, mask_of, play_best
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from vptrainer.core.cards import format_card
from vptrainer.core.engine.holds import hold_evs
from vptrainer.core.engine.prepared import cached_prepare
from vptrainer.core.games.builtin import load_builtin
from vptrainer.core.practice.grading import grade_hold
from vptrainer.core.practice.session import PracticeSession
from vptrainer.core.practice.texts import format_loss
from vptrainer.gui.widgets.ranked_holds import BEST_MARK, YOURS_MARK


def test_seeded_deals_are_reproducible_and_use_the_core_dealer(make: Maker) -> None:
    first = make(seed="42")
    hands = [play_best(first) for _ in range(5)]
    again = make(seed="42")
    assert [play_best(again) for _ in range(5)] == hands
    session = PracticeSession(cached_prepare(load_builtin(JOB)), seed=42)
    core = []
    for _ in range(5):
        evs = session.deal()
        core.append(evs.hand)
        session.draw(evs.holds[0].mask)
    assert core == hands
    other = make(seed="43")
    assert play_best(other) != hands[0]


def test_cards_show_codes_and_held_marks(make: Maker, qtbot: QtBot) -> None:
    view = make(seed="5")
    before = [c.accessibleName() for c in view.play.cards]
    assert before == [""] * 5  # face down
    view.play.deal_or_draw()
    hand = hand_of(view)
    assert [c.accessibleName() for c in view.play.cards] == [format_card(c) for c in hand]
    assert [c.accessibleDescription() for c in view.play.cards] == [""] * 5
    qtbot.mouseClick(view.play.cards[0], Qt.MouseButton.LeftButton)
    qtbot.mouseClick(view.play.cards[3], Qt.MouseButton.LeftButton)
    assert [c.accessibleDescription() for c in view.play.cards] == ["held", "", "", "held", ""]
    qtbot.mouseClick(view.play.cards[3], Qt.MouseButton.LeftButton)
    assert view.play.cards[3].accessibleDescription() == ""
    assert view.play.hold_mask == 0b00001


def test_joker_card_code(make: Maker) -> None:
    view = make(table="joker-poker-kings-full-pay")
    view.play.deal("Jk Ah Kd 7c 2s")
    assert view.play.cards[0].accessibleName() == "Jk"
    assert [c.accessibleName() for c in view.play.cards] == ["Jk", "Ah", "Kd", "7c", "2s"]


def test_keys_toggle_deal_and_draw(make: Maker, qtbot: QtBot) -> None:
    view = make(seed="11")
    drawn: list[object] = []
    view.handDrawn.connect(drawn.append)
    qtbot.keyClick(view.play_page, Qt.Key.Key_Return)
    assert view.session is not None and view.session.awaiting_draw
    assert view.play.deal_button.text() == "DRAW"
    qtbot.keyClick(view.play_page, Qt.Key.Key_1)
    qtbot.keyClick(view.play_page, Qt.Key.Key_5)
    qtbot.keyClick(view.play_page, Qt.Key.Key_2)
    qtbot.keyClick(view.play_page, Qt.Key.Key_2)
    assert [c.accessibleDescription() for c in view.play.cards] == ["held", "", "", "", "held"]
    qtbot.keyClick(view.play_page, Qt.Key.Key_Space)
    assert len(drawn) == 1
    assert drawn[0].mask == 0b10001  # type: ignore[attr-defined]
    assert not view.session.awaiting_draw
    text = view.play.grade_label.text()
    assert "Correct" in text or "Mistake" in text
    qtbot.keyClick(view.play_page, Qt.Key.Key_Space)  # Space deals the next hand
    assert view.session.awaiting_draw
    qtbot.keyClick(view.play_page, Qt.Key.Key_Enter)  # keypad Enter draws
    assert len(drawn) == 2
    # the keys also work while the deal button has the focus
    view.play.deal_button.setFocus()
    qtbot.keyClick(view.play.deal_button, Qt.Key.Key_Return)
    assert view.session.awaiting_draw
    qtbot.keyClick(view.play.deal_button, Qt.Key.Key_3)
    assert view.play.cards[2].accessibleDescription() == "held"


def test_grading_agrees_with_the_engine(make: Maker) -> None:
    view = make(seed="2024", bet=3)
    prepared = cached_prepare(load_builtin(JOB).at_coins(3))  # its short pays: a 250 royal
    kinds = {"correct": 0, "mistake": 0}
    for i in range(12):
        evs = view.play.deal()
        assert evs is not None
        engine = hold_evs(prepared, evs.hand)
        assert [h.ev for h in evs.holds] == [h.ev for h in engine.holds]
        # alternate the best hold, a near miss, and a poor hold
        mask = engine.holds[(0, 1, 20)[i % 3]].mask
        view.play.set_mask(mask)
        result = view.play.draw()
        assert result is not None
        expected = grade_hold(engine, mask, bet=3)
        assert result.grade == expected
        text = view.play.grade_label.text()
        if expected.correct:
            kinds["correct"] += 1
            assert "Correct" in text and "Mistake" not in text
        else:
            kinds["mistake"] += 1
            assert "Mistake" in text
            assert format_loss(expected.cost) in text
            assert float(format_loss(expected.cost)) == pytest.approx(
                float(expected.cost), rel=1e-3
            )
        model = view.holds.table.model()
        assert model.rowCount() == 32
        assert model.index(0, 2).data() == f"{float(engine.best_ev):.6f}"
        assert BEST_MARK in model.index(0, 5).data()
        mine = [r for r in range(32) if YOURS_MARK in (model.index(r, 5).data() or "")]
        assert len(mine) == 1
        assert view.holds.table.hold_model.hold_at(mine[0]).mask == mask
    assert kinds["correct"] >= 2 and kinds["mistake"] >= 2


def test_tied_best_holds_are_all_correct(make: Maker) -> None:
    view = make()
    deal = "Qc Jc Kd Td Th"
    engine = hold_evs(cached_prepare(load_builtin(JOB)), deal)
    hand = engine.hand
    straights = {mask_of(hand, "Kd Qc Jc Td"), mask_of(hand, "Kd Qc Jc Th")}
    assert {h.mask for h in engine.best} == straights
    for mask in sorted(straights):
        view.play.deal(deal)
        view.play.set_mask(mask)
        result = view.play.draw()
        assert result is not None and result.grade.correct
        assert "Correct (tied best)" in view.play.grade_label.text()
        marked = [
            r for r in range(32) if BEST_MARK in (view.holds.table.model().index(r, 5).data() or "")
        ]
        assert len(marked) == 2


def test_near_ties_are_shown_precisely(make: Maker) -> None:
    view = make(table="deuces-wild-nsud", bet=5)
    engine = hold_evs(cached_prepare(load_builtin("deuces-wild-nsud")), "3h 9d 8d 4s Qc")
    second = next(h for h in engine.holds if not h.best)
    gap = engine.best_ev - second.ev
    assert 0 < gap < Fraction(2, 100000)
    view.play.deal("3h 9d 8d 4s Qc")
    view.play.set_mask(second.mask)
    result = view.play.draw()
    assert result is not None and result.grade.severity == "minor"
    text = view.play.grade_label.text()
    assert "Mistake (minor)" in text
    assert format_loss(gap * 5) in text and format_loss(gap * 5).startswith("0.0000")
    # the cost at 5 coins, not rounded away
    assert format_loss(Fraction(168, 10**7)) == "0.0000168"
    assert format_loss(Fraction(0)) == "0"
    row = view.holds.table.hold_model.row_of(second.mask)
    assert view.holds.table.model().index(row, 3).data() == "−0.0000168"


def test_warning_before_a_mistake(
    make: Maker,
    qtbot: QtBot,
    _no_modal_dialogs: list[tuple[str, str]],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    view = make(warn=True, guard=False)
    view.play.deal("Ah Kh 7c 7d 2s")  # a low pair beats AK suited in 9/6
    view.play.set_mask(mask_of(hand_of(view), "Ah Kh"))
    assert view.play.draw() is None  # the stub answers "no"
    assert _no_modal_dialogs[-1][0] == "Strategy mistake"
    assert "7♣ 7♦" in _no_modal_dialogs[-1][1]
    assert view.session is not None and view.session.awaiting_draw
    asked = len(_no_modal_dialogs)
    view.play.set_mask(mask_of(hand_of(view), "7c 7d"))
    assert view.play.draw() is not None  # the best hold draws without a question
    assert len(_no_modal_dialogs) == asked
    view.play.deal("Ah Kh 7c 7d 2s")
    view.play.set_mask(mask_of(hand_of(view), "Ah Kh"))
    monkeypatch.setattr(view.play, "confirm", lambda title, text: True)
    result = view.play.draw()
    assert result is not None and result.grade.is_mistake


def test_guard_against_drawing_away_a_paying_hand(
    make: Maker, _no_modal_dialogs: list[tuple[str, str]]
) -> None:
    view = make(guard=True, warn=False)
    view.play.deal("2h 5h 9h Jh Kh")  # a dealt flush
    view.play.set_mask(mask_of(hand_of(view), "Jh Kh"))
    assert view.play.draw() is None
    assert _no_modal_dialogs[-1][0] == "Draw away a paying hand?"
    assert "Flush" in _no_modal_dialogs[-1][1]
    view.play.set_mask(31)
    assert view.play.draw() is not None
    # breaking a flush for four to a royal is correct: no question
    asked = len(_no_modal_dialogs)
    view.play.deal("Ah Kh Qh Jh 3h")
    view.play.set_mask(mask_of(hand_of(view), "Ah Kh Qh Jh"))
    result = view.play.draw()
    assert result is not None and result.grade.correct
    assert len(_no_modal_dialogs) == asked


def test_bet_and_credit_meter(make: Maker, qtbot: QtBot) -> None:
    view = make(seed="8", bet=5)
    start = view.play.credits
    assert view.play.credits_label.text() == f"CREDITS {int(start):,}"
    view.options.set_bet(2)  # below max bet: the short pays, prepared first
    qtbot.waitUntil(
        lambda: (
            view.ready and view.session is not None and view.session.table.name.endswith("coins)")
        ),
        timeout=READY_MS,
    )
    assert view.play.bet_label.text() == "BET 2"
    view.play.deal()
    assert view.play.credits == start - 2
    assert not view.options.bet_group.button(3).isEnabled()  # no bet change during a hand
    result = view.play.draw()
    assert result is not None and result.bet == 2
    assert view.play.credits == start - 2 + result.payout.amount
    view.reset_credits()
    assert view.play.credits == start
