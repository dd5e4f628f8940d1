"""No play key lands in a text field by accident (issue 28: the player's audit).

The audit's path, by keyboard only: change Lines, deal with Enter (the Lines box is
disabled during the hand and focus used to fall into Seed), then the hold keys 1-5
typed digits into Seed and the next Enter set that seed, abandoned the hand and reset
the session. Every key here goes to the widget that has the focus, as a player's would.
"""

from __future__ import annotations

import pytest
from practice_driving import Maker
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractSpinBox, QApplication, QLineEdit, QMessageBox, QWidget
from pytestqt.qtbot import QtBot

from vptrainer.gui.practice.view import PracticeView
from vptrainer.gui.settings import PRACTICE_SEED


def _focus() -> QWidget:
    widget = QApplication.focusWidget()
    assert widget is not None
    return widget


def _key(qtbot: QtBot, key: Qt.Key, text: str = "") -> None:
    """A key pressed where the focus is (as a player's keyboard sends it)."""
    qtbot.keyClick(_focus(), key)


def _not_in_a_text_field() -> None:
    assert not isinstance(_focus(), QLineEdit | QAbstractSpinBox), _focus().objectName()


def _focus_on(qtbot: QtBot, widget: QWidget) -> None:
    widget.setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.waitUntil(widget.hasFocus)


def test_the_audits_path_lines_by_keyboard_then_hold_keys(make: Maker, qtbot: QtBot) -> None:
    view = make(seed="7")
    view.activateWindow()
    _focus_on(qtbot, view.options.lines_combo)
    _key(qtbot, Qt.Key.Key_Down)  # 3 lines
    assert view.options.lines == 3
    _key(qtbot, Qt.Key.Key_Return)  # deal
    session = view.session
    assert session is not None and session.awaiting_draw and session.hand_lines == 3
    assert not view.options.lines_combo.isEnabled()
    _not_in_a_text_field()
    _key(qtbot, Qt.Key.Key_1)
    _key(qtbot, Qt.Key.Key_3)
    assert view.play.hold_mask == 0b101  # the digits held cards
    assert view.options.seed_edit.text() == "7"
    _key(qtbot, Qt.Key.Key_Return)  # draw
    assert view.session is session and not session.awaiting_draw
    assert session.stats.hands == 1 and session.last_result is not None
    assert session.last_result.mask == 0b101
    assert view.settings.get(PRACTICE_SEED) == "7"
    _not_in_a_text_field()


def test_seed_is_closed_during_a_hand_and_enter_there_deals_nothing(
    make: Maker, qtbot: QtBot
) -> None:
    view = make(seed="")
    _focus_on(qtbot, view.options.seed_edit)
    qtbot.keyClicks(view.options.seed_edit, "42")
    _key(qtbot, Qt.Key.Key_Return)  # sets the seed: the session had no hands yet
    assert view.options.seed == 42 and view.trainer.seed == 42
    session = view.session
    assert session is not None and not session.awaiting_draw  # Enter set the seed only
    _not_in_a_text_field()  # and left the field for the Deal button
    assert _focus() is view.play.deal_button
    _key(qtbot, Qt.Key.Key_Space)  # deal
    assert session.awaiting_draw
    assert not view.options.seed_edit.isEnabled()  # no seed change in the middle of a hand
    assert not view.options.threshold_spin.isEnabled()
    _key(qtbot, Qt.Key.Key_2)
    _key(qtbot, Qt.Key.Key_Enter)
    assert view.session is session and session.stats.hands == 1
    assert view.options.seed_edit.isEnabled() and view.options.seed_edit.text() == "42"


def test_dealing_from_a_text_field_moves_the_focus_to_the_machine(
    make: Maker, qtbot: QtBot
) -> None:
    view = make(seed="5")
    _focus_on(qtbot, view.options.threshold_spin)
    view.play.deal_button.click()  # a mouse click deals; the spin box kept the focus
    assert view.session is not None and view.session.awaiting_draw
    _not_in_a_text_field()
    _key(qtbot, Qt.Key.Key_4)
    assert view.play.hold_mask == 0b1000
    assert view.options.threshold_spin.value() == pytest.approx(0.02)


def _played(view: PracticeView, qtbot: QtBot) -> None:
    _focus_on(qtbot, view.play.deal_button)
    _key(qtbot, Qt.Key.Key_Return)
    _key(qtbot, Qt.Key.Key_Return)


@pytest.mark.parametrize("answer", [QMessageBox.StandardButton.No, QMessageBox.StandardButton.Yes])
def test_a_new_seed_asks_before_it_ends_a_session_with_hands(
    make: Maker,
    qtbot: QtBot,
    monkeypatch: pytest.MonkeyPatch,
    answer: QMessageBox.StandardButton,
) -> None:
    asked: list[str] = []

    def question(_parent: object, title: str, text: str, *args: object) -> object:
        asked.append(text)
        return answer

    monkeypatch.setattr(QMessageBox, "question", question)
    view = make(seed="9")
    _played(view, qtbot)
    session = view.session
    assert session is not None and session.stats.hands == 1
    _focus_on(qtbot, view.options.seed_edit)
    view.options.seed_edit.selectAll()
    qtbot.keyClicks(view.options.seed_edit, "123")
    _key(qtbot, Qt.Key.Key_Return)
    assert len(asked) == 1 and "1 hand" in asked[0]
    _focus_on(qtbot, view.play.deal_button)  # leaving the field asks nothing more
    assert len(asked) == 1
    if answer == QMessageBox.StandardButton.Yes:
        assert view.session is not session and view.trainer.seed == 123
        assert view.settings.get(PRACTICE_SEED) == "123"
    else:  # the session and its seed stay
        assert view.session is session and session.stats.hands == 1
        assert view.options.seed_edit.text() == "9" and view.trainer.seed == 9
        assert view.settings.get(PRACTICE_SEED) == "9"
