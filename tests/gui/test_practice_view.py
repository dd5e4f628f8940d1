"""The Practice view driven as a player (and an outside check) would."""

from __future__ import annotations

import csv
import gc
from collections.abc import Iterator
from fractions import Fraction
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFileDialog, QLabel, QLineEdit, QPushButton, QTableView, QToolButton
from pytestqt.qtbot import QtBot

from vptrainer.core.cards import format_card, format_cards, parse_cards
from vptrainer.core.engine.holds import hold_evs
from vptrainer.core.engine.prepared import cached_prepare
from vptrainer.core.games.builtin import load_builtin
from vptrainer.core.games.tomlfile import save_paytable
from vptrainer.core.practice.grading import grade_hold
from vptrainer.core.practice.history import History, default_history_path
from vptrainer.core.practice.session import PracticeSession
from vptrainer.core.practice.texts import format_loss
from vptrainer.gui.main_window import MainWindow
from vptrainer.gui.practice.view import PracticeView
from vptrainer.gui.settings import (
    GUARD_PAYING_HAND,
    PRACTICE_BET,
    PRACTICE_SEED,
    PRACTICE_TABLE,
    WARN_BEFORE_DRAW,
    Settings,
)
from vptrainer.gui.widgets.cards import CardWidget
from vptrainer.gui.widgets.hold_table import BEST_MARK, YOURS_MARK
from vptrainer.gui.workers import EngineThread

READY_MS = 120_000  # a cold numba cache compiles the kernels first
JOB = "jacks-or-better-9-6"


@pytest.fixture
def engine() -> Iterator[EngineThread]:
    e = EngineThread()
    yield e
    e.shutdown()


class Maker:
    """Builds practice views on fresh settings; shuts them down after the test."""

    def __init__(self, qtbot: QtBot, engine: EngineThread) -> None:
        self.qtbot = qtbot
        self.engine = engine
        self.views: list[PracticeView] = []

    def __call__(
        self,
        *,
        seed: str = "",
        table: str = JOB,
        bet: int = 5,
        warn: bool = False,
        guard: bool = False,
        current_table: object = None,
        wait: bool = True,
    ) -> PracticeView:
        settings = Settings()
        settings.set(PRACTICE_SEED, seed)
        settings.set(PRACTICE_TABLE, table)
        settings.set(PRACTICE_BET, bet)
        settings.set(WARN_BEFORE_DRAW, warn)
        settings.set(GUARD_PAYING_HAND, guard)
        view = PracticeView(self.engine, settings, current_table=current_table)  # type: ignore[arg-type]
        self.qtbot.addWidget(view)
        view.resize(1260, 720)
        view.show()
        self.views.append(view)
        if wait:
            self.qtbot.waitUntil(lambda: view.ready, timeout=READY_MS)
        return view

    def close(self) -> None:
        for v in self.views:
            v.shutdown()


@pytest.fixture
def make(qtbot: QtBot, engine: EngineThread) -> Iterator[Maker]:
    maker = Maker(qtbot, engine)
    yield maker
    maker.close()


def wait_optimal(qtbot: QtBot, view: PracticeView) -> None:
    qtbot.waitUntil(
        lambda: view.session is not None and view.session.stats.optimal_return is not None,
        timeout=READY_MS,
    )


def hand_of(view: PracticeView) -> tuple[int, ...]:
    assert view.session is not None and view.session.evs is not None
    return view.session.evs.hand


def mask_of(hand: tuple[int, ...], held: str) -> int:
    cards = parse_cards(held, allow_joker=True).cards
    return sum(1 << i for i, c in enumerate(hand) if c in cards)


# --------------------------------------------------------------------------- basics


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


def play_best(view: PracticeView) -> tuple[int, ...]:
    """Deal with the Deal button, hold the best, draw; returns the deal."""
    view.play.deal_button.click()
    evs = view.session.evs if view.session is not None else None
    assert evs is not None and view.session is not None and view.session.awaiting_draw
    view.play.set_mask(evs.holds[0].mask)
    view.play.deal_button.click()
    assert not view.session.awaiting_draw
    return evs.hand


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


# -------------------------------------------------------------------------- grading


def test_grading_agrees_with_the_engine(make: Maker) -> None:
    view = make(seed="2024", bet=3)
    prepared = cached_prepare(load_builtin(JOB))
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
    view = make(table="deuces-wild-nsud", bet=1)
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
    assert "0.0000168" in text  # the cost at 1 coin, not rounded away
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


def test_hold_table_hidden_until_draw_unless_hint(make: Maker, qtbot: QtBot) -> None:
    view = make(seed="3")
    view.play.deal()
    assert view.holds.table.model().rowCount() == 0
    qtbot.keyClick(view.play_page, Qt.Key.Key_H)
    assert view.holds.table.model().rowCount() == 32
    view.play.draw()
    assert view.holds.table.model().rowCount() == 32


# ------------------------------------------------------------------ stats and credits


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


def test_bet_and_credit_meter(make: Maker, qtbot: QtBot) -> None:
    view = make(seed="8", bet=5)
    start = view.play.credits
    assert view.play.credits_label.text() == f"CREDITS {int(start):,}"
    view.options.set_bet(2)
    assert view.play.bet_label.text() == "BET 2"
    view.play.deal()
    assert view.play.credits == start - 2
    assert not view.options.bet_group.button(3).isEnabled()  # no bet change during a hand
    result = view.play.draw()
    assert result is not None and result.bet == 2
    assert view.play.credits == start - 2 + result.payout.amount
    view.reset_credits()
    assert view.play.credits == start


# --------------------------------------------------------------------------- history


def test_history_survives_without_clean_shutdown(qtbot: QtBot, engine: EngineThread) -> None:
    settings = Settings()
    settings.set(PRACTICE_SEED, "77")
    views = [PracticeView(engine, settings)]
    qtbot.waitUntil(lambda: views[0].ready, timeout=READY_MS)
    deals = [play_best(views[0]) for _ in range(3)]
    session_id = views[0].history_session_id
    assert session_id is not None
    # the app dies: no shutdown, the view simply goes away
    views.pop().deleteLater()
    qtbot.wait(10)
    gc.collect()
    with History(default_history_path()) as history:
        hands = history.hands(session_id)
        assert [h.result.deal for h in hands] == deals
        assert history.session(session_id).ended is None


def test_damaged_history_is_reported_and_practice_goes_on(make: Maker) -> None:
    path = default_history_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(b"this is not a database" * 40)
    view = make(seed="1")
    assert not view.history_notice.isHidden()
    assert "History is off" in view.history_notice.text()
    assert "not a vptrainer history" in view.history_notice.text()
    assert view.history is None
    view.play.deal()
    assert view.play.draw() is not None
    assert view.session is not None and view.session.stats.hands == 1
    view.show_review()
    assert not view.review.notice.isHidden()
    assert view.review.mistake_model.rowCount() == 0
    assert path.read_bytes().startswith(b"this is not")  # never touched


def test_shutdown_ends_the_session(make: Maker) -> None:
    view = make(seed="4")
    play_best(view)
    session_id = view.history_session_id
    assert session_id is not None
    view.shutdown()
    assert view.history is None
    with History() as history:
        assert history.session(session_id).ended is not None


def test_settings_defaults(qtbot: QtBot, engine: EngineThread) -> None:
    view = PracticeView(engine, Settings())
    qtbot.addWidget(view)
    assert view.options.guard_action.isChecked()  # the guard is on by default
    assert not view.options.warn_action.isChecked()
    assert view.options.bet == 5
    assert view.options.seed is None
    assert view.options.threshold_spin.value() == pytest.approx(0.02)
    assert int(view.play.credits) == 1000
    view.shutdown()


def test_review_lists_and_replays_mistakes(make: Maker, qtbot: QtBot) -> None:
    view = make(seed="12")
    view.play.deal("Ah Kh 7c 7d 2s")
    view.play.set_mask(mask_of(hand_of(view), "Ah Kh"))  # a mistake
    mistake = view.play.draw()
    assert mistake is not None and mistake.grade.is_mistake
    view.play.deal("Qc Jc Kd Td Th")
    view.play.set_mask(mask_of(hand_of(view), "Kd Qc Jc Td"))  # correct
    view.play.draw()
    view.show_review()
    assert view.pages.currentWidget() is view.review
    model = view.review.mistake_model
    assert model.rowCount() == 1
    assert model.index(0, 3).data() == "Jacks or Better 9/6"
    assert model.index(0, 4).data() == "A♥ K♥ 7♣ 7♦ 2♠"
    assert model.index(0, 5).data() == "A♥ K♥"
    assert model.index(0, 6).data() == "7♣ 7♦"
    assert model.index(0, 1).data() == format_loss(mistake.grade.cost)
    # replay it on another table: the practice table switches back
    view.options.chooser.select_builtin("deuces-wild-full-pay")
    qtbot.waitUntil(
        lambda: view.ready and view.table is not None and view.table.name.startswith("Deuces"),
        timeout=READY_MS,
    )
    view.review.select_mistake(0)
    qtbot.mouseClick(view.review.replay_button, Qt.MouseButton.LeftButton)
    assert view.pages.currentWidget() is view.play_page
    qtbot.waitUntil(
        lambda: view.session is not None and view.session.awaiting_draw, timeout=READY_MS
    )
    assert view.session.table == load_builtin(JOB)
    assert format_cards(hand_of(view)) == "Ah Kh 7c 7d 2s"
    # and open it in the analyzer
    view.show_review()
    view.review.select_mistake(0)
    qtbot.mouseClick(view.review.analyze_button, Qt.MouseButton.LeftButton)
    assert view.pages.currentWidget() is view.analyzer
    assert view.analyzer.hand_edit.text() == "Ah Kh 7c 7d 2s"
    qtbot.waitUntil(lambda: view.analyzer.evs is not None, timeout=READY_MS)
    assert view.analyzer.table.model().rowCount() == 32
    assert view.findChild(QTableView, "holdEvTable") is view.analyzer.table
    # the name follows the table filled last: back to practice after a draw
    view.replay(None, parse_cards("Ah Kh 7c 7d 2s").cards)
    view.play.draw()
    assert view.findChild(QTableView, "holdEvTable") is view.holds.table
    assert view.findChild(QTableView, "holdEvTable").model().rowCount() == 32


def test_export_session_csv(make: Maker, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    view = make(seed="21")
    for _ in range(3):
        view.play.deal()
        view.play.draw()
    target = tmp_path / "session.csv"
    monkeypatch.setattr(
        QFileDialog, "getSaveFileName", lambda *a, **k: (str(target), "CSV (*.csv)")
    )
    assert view.ask_export_session()
    rows = list(csv.reader(target.open(encoding="utf-8")))
    assert rows[0][:3] == ["session", "hand", "played"]
    assert len(rows) == 4
    assert rows[1][3] == "Jacks or Better 9/6"


# -------------------------------------------------------------------------- analyzer


def test_analyzer_validates_as_you_type(make: Maker, qtbot: QtBot) -> None:
    view = make()
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
    a = view.analyzer
    a.hand_edit.setText("Jk Ah Kh Qh Jh")
    assert "no joker" in a.message.text()
    assert not a.grid.buttons[52].isVisibleTo(a)
    a.chooser.select_builtin("joker-poker-kings-full-pay")
    qtbot.waitUntil(lambda: a.evs is not None, timeout=READY_MS)
    assert a.table.model().rowCount() == 32
    assert "Jk" not in a.message.text() or "no joker" not in a.message.text()
    assert a.grid.buttons[52].isChecked()


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


# -------------------------------------------------------------------------- tables


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


# ---------------------------------------------------------------------- main window


def test_main_window_practice_menu(window: MainWindow, qtbot: QtBot) -> None:
    view = window.practice_view
    assert isinstance(view, PracticeView)
    menus = {a.text(): a.menu() for a in window.menuBar().actions()}
    assert "&Practice" in menus
    texts = [a.text() for a in menus["&Practice"].actions() if not a.isSeparator()]
    assert "&Review mistakes" in texts and "Hand &analyzer" in texts
    shortcuts = {
        a.shortcut().toString()
        for a in window.findChildren(type(view.commands.review))
        if not a.shortcut().isEmpty()
    }
    assert len(shortcuts) == len(
        [a for a in window.findChildren(type(view.commands.review)) if not a.shortcut().isEmpty()]
    )  # no clashes
    qtbot.waitUntil(lambda: view.ready, timeout=READY_MS)
    view.commands.review.trigger()
    assert window.tabs.currentWidget() is view
    assert view.pages.currentWidget() is view.review
    view.commands.deal.trigger()
    assert view.pages.currentWidget() is view.play_page
    assert view.session is not None and view.session.awaiting_draw
