"""Every control of the pay-table editor, driven as a user drives it: keys and clicks on the
game chooser, the game dialog, the name, the pay cells, the menus, the dialogs, the buttons.

(The first version of the editor passed every test that set the model directly while its
"Wild cards" box handed the model text instead of a game.)
"""

from __future__ import annotations

from collections.abc import Callable
from fractions import Fraction
from pathlib import Path

import pytest
from analyze_driving import TIMEOUT, return_text
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from PySide6.QtCore import QPoint, Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import (
    QAbstractItemView,
    QApplication,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QLineEdit,
    QMenu,
    QSpinBox,
    QTableView,
    QToolButton,
    QWidget,
)
from pytestqt.qtbot import QtBot

from vptrainer.core.engine.prepared import prepare
from vptrainer.core.games.game_spec import GameSpec
from vptrainer.core.games.pays import PayTableError, to_pay
from vptrainer.core.games.paytable import EDITED_SUFFIX
from vptrainer.core.games.tomlfile import load_paytable
from vptrainer.gui.analyze.editor import GAME_CHOICES, OTHER_GAME
from vptrainer.gui.main_window import MainWindow

POPUP_MS = 150
# what the offscreen platform says when a menu pops up (not a defect of the app)
popup_notices = pytest.mark.qt_log_ignore(
    r"^This plugin does not support raise\(\)$",
    r"^This plugin does not support grabbing the keyboard$",
)


def _later(fn: Callable[[], None], ms: int = POPUP_MS) -> None:
    QTimer.singleShot(ms, fn)


def _popup_keys(*keys: Qt.Key) -> None:
    """Press keys in the menu that pops up next (it runs its own event loop)."""

    def press() -> None:
        menu = QApplication.activePopupWidget()
        assert isinstance(menu, QMenu), menu
        for key in keys:
            QTest.keyClick(menu, key)

    _later(press)


def _in_dialog(act: Callable[[QDialog], None]) -> None:
    """Act on the modal dialog that opens next (it runs its own event loop)."""

    def run() -> None:
        dialog = QApplication.activeModalWidget()
        assert isinstance(dialog, QDialog), dialog
        try:
            act(dialog)
        finally:
            if dialog.isVisible():
                dialog.reject()

    _later(run)


def _ok(dialog: QDialog) -> None:
    box = dialog.findChild(QDialogButtonBox)
    assert box is not None
    QTest.mouseClick(box.button(QDialogButtonBox.StandardButton.Ok), Qt.MouseButton.LeftButton)


def _wait_result(qtbot: QtBot, window: MainWindow) -> None:
    view = window.analyze_view
    qtbot.waitUntil(
        lambda: (
            (
                view.results.current_result is not None
                and view.results.current_result.table == window.doc.table
            )
            or view.results.notice.text().startswith("The calculation failed")
        ),
        timeout=TIMEOUT * 4,
    )
    assert not view.results.notice.text().startswith("The calculation failed"), (
        view.results.notice.text()
    )


def _cell(view: QTableView, label: str, column: int = 1) -> QPoint:
    model = view.model()
    for row in range(model.rowCount()):
        if model.index(row, 0).data() == label:
            index = model.index(row, column)
            view.scrollTo(index)
            return view.visualRect(index).center()
    raise AssertionError(f"no row {label}")


def _type_pay(qtbot: QtBot, view: QTableView, label: str, text: str) -> None:
    """Click a pay cell, type over it and press Enter."""
    point = _cell(view, label)
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=point)
    qtbot.mouseDClick(view.viewport(), Qt.MouseButton.LeftButton, pos=point)
    editor = _open_editor(qtbot, view)
    editor.selectAll()
    qtbot.keyClick(editor, Qt.Key.Key_Delete)
    if text:
        qtbot.keyClicks(editor, text)
    _commit(qtbot, view, editor)


def _open_editor(qtbot: QtBot, view: QTableView) -> QLineEdit:
    """The cell editor open in ``view`` (closed ones linger until deleted)."""

    def visible() -> list[QLineEdit]:
        return [e for e in view.findChildren(QLineEdit) if e.isVisible()]

    qtbot.waitUntil(lambda: len(visible()) == 1, timeout=30_000)  # a busy machine
    return visible()[0]


def _commit(qtbot: QtBot, view: QTableView, editor: QLineEdit) -> None:
    """Press Enter in a cell editor; the view commits it from its event loop."""
    qtbot.keyClick(editor, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: view.state() != QAbstractItemView.State.EditingState)


# ------------------------------------------------------------------------- the game


@pytest.mark.slow
def test_every_game_of_the_chooser_by_keyboard_analyses_and_practises(
    window: MainWindow, qtbot: QtBot
) -> None:
    combo = window.findChild(QComboBox, "wildCombo")
    assert combo is not None
    combo.setFocus()
    for i, (game, text) in enumerate(GAME_CHOICES[1:], start=1):
        qtbot.keyClick(combo, Qt.Key.Key_Down)
        assert combo.currentText() == text
        table = window.doc.table
        assert isinstance(table.game, GameSpec) and table.game == game, (i, table.game)
        assert table.deck_size == game.deck_size
        _wait_result(qtbot, window)
        prepare(table)  # what practice prepares: no error
    # the table being edited, in practice: it follows the edits and can be played
    practice = window.practice_view
    window.tabs.setCurrentWidget(practice)  # the view prepares its table while it is shown
    chooser = practice.options.chooser  # type: ignore[attr-defined]
    chooser.select_edited()
    qtbot.waitUntil(lambda: practice.ready, timeout=TIMEOUT * 4)  # type: ignore[attr-defined]
    assert practice.table == window.doc.table  # type: ignore[attr-defined]
    window.tabs.setCurrentIndex(0)
    qtbot.keyClick(combo, Qt.Key.Key_Up)  # back to two jokers... the practice table follows
    window.tabs.setCurrentWidget(practice)
    qtbot.waitUntil(
        lambda: practice.table == window.doc.table and practice.ready,  # type: ignore[attr-defined]
        timeout=TIMEOUT * 4,
    )
    assert practice.session.prepared.deck_size == window.doc.table.deck_size  # type: ignore[attr-defined]


def test_other_game_opens_the_game_dialog(window: MainWindow, qtbot: QtBot) -> None:
    combo = window.findChild(QComboBox, "wildCombo")
    assert combo is not None

    def sevens_and_two_jokers(dialog: QDialog) -> None:
        seven = dialog.findChild(QToolButton, "wildRank_7")
        spin = dialog.findChild(QSpinBox, "jokersSpin")
        assert seven is not None and spin is not None
        QTest.mouseClick(seven, Qt.MouseButton.LeftButton)
        spin.setFocus()
        QTest.keyClick(spin, Qt.Key.Key_Up)
        QTest.keyClick(spin, Qt.Key.Key_Up)
        _ok(dialog)

    _in_dialog(sevens_and_two_jokers)
    combo.setFocus()
    qtbot.keyClick(combo, Qt.Key.Key_End)  # "Other game…", the last entry
    assert window.doc.table.game == GameSpec(jokers=2, wild_ranks=frozenset({5}))
    assert combo.itemText(combo.count() - 1) == OTHER_GAME
    assert "Sevens" in combo.currentText() and "54 cards" in combo.currentText()
    _wait_result(qtbot, window)


def test_the_game_dialog_refuses_a_game_that_is_not_one(window: MainWindow, qtbot: QtBot) -> None:
    button = window.findChild(QToolButton, "gameButton")
    assert button is not None
    seen: dict[str, object] = {}

    def bad_cards(dialog: QDialog) -> None:
        edit = dialog.findChild(QLineEdit, "wildCardsEdit")
        assert edit is not None
        QTest.keyClicks(edit, "Zz Jh")
        box = dialog.findChild(QDialogButtonBox)
        assert box is not None
        seen["ok"] = box.button(QDialogButtonBox.StandardButton.Ok).isEnabled()
        QTest.keyClicks(edit, "")  # nothing
        edit.clear()
        QTest.keyClicks(edit, "Jh Js")
        seen["ok_after"] = box.button(QDialogButtonBox.StandardButton.Ok).isEnabled()
        _ok(dialog)

    _in_dialog(bad_cards)
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    assert seen == {"ok": False, "ok_after": True}
    assert window.doc.table.game.wild_cards == GameSpec(wild_cards="Jh Js").wild_cards  # type: ignore[arg-type]
    _wait_result(qtbot, window)


# --------------------------------------------------------------------- name and pays


def test_the_name_field(window: MainWindow, qtbot: QtBot) -> None:
    edit = window.findChild(QLineEdit, "tableNameEdit")
    assert edit is not None
    edit.setFocus()
    edit.selectAll()
    qtbot.keyClicks(edit, "My 9/6")
    qtbot.keyClick(edit, Qt.Key.Key_Return)
    assert window.doc.table.name == "My 9/6"
    edit.selectAll()
    qtbot.keyClick(edit, Qt.Key.Key_Delete)
    qtbot.keyClick(edit, Qt.Key.Key_Return)
    assert window.doc.table.name == "My 9/6"
    assert "empty" in window.analyze_view.editor.error.text()
    assert edit.text() == "My 9/6"


def test_typing_pays_into_cells(window: MainWindow, qtbot: QtBot, tmp_path: Path) -> None:
    view = window.findChild(QTableView, "payTableView")
    assert view is not None
    _type_pay(qtbot, view, "Full house", "8")
    assert window.doc.table.pays("full_house") == 8
    assert window.doc.table.name == "Jacks or Better 9/6" + EDITED_SUFFIX
    assert window.doc.table.published_return is None
    assert "Your own table" in window.analyze_view.editor.published.text()
    _type_pay(qtbot, view, "Two pair", "1/3")
    assert window.doc.table.pays("two_pair") == Fraction(1, 3)
    _type_pay(qtbot, view, "Flush", "Infinity")
    assert window.doc.table.pays("flush") == 6
    assert "finite" in window.analyze_view.editor.error.text()
    _wait_result(qtbot, window)
    path = tmp_path / "third.toml"
    window.doc.save(path)
    assert load_paytable(path) == window.doc.table
    assert '"1/3"' in path.read_text()


_PAY_TEXTS = st.one_of(
    st.text(alphabet="0123456789./-eE+ infINFaN_x", max_size=14),
    st.fractions(min_value=0, max_value=10**7, max_denominator=10**6).map(str),
    st.decimals(min_value=0, max_value=10**7, places=6).map(str),
    st.sampled_from(["1/3", "2000/3", "1e999999999", "inf", "NaN", "9" * 30, "0.0000001"]),
)


@settings(
    max_examples=40,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)
@given(text=_PAY_TEXTS)
def test_any_text_typed_into_a_pay_cell(
    window: MainWindow, qtbot: QtBot, tmp_path: Path, text: str
) -> None:
    view = window.findChild(QTableView, "payTableView")
    assert view is not None
    before = window.doc.table
    _type_pay(qtbot, view, "Straight", text)
    try:
        expected = to_pay(text.strip(), where="Straight")
    except PayTableError:
        assert window.doc.table == before
        assert window.analyze_view.editor.error.isVisible() or not text.strip()
    else:
        assert window.doc.table.pays("straight") == expected
    path = tmp_path / "typed.toml"
    window.doc.save(path)
    assert load_paytable(path) == window.doc.table


# ------------------------------------------------------------------ menus and dialogs


@popup_notices
def test_add_a_category_from_its_menu_and_remove_it(window: MainWindow, qtbot: QtBot) -> None:
    button = window.findChild(QToolButton, "addCategoryButton")
    assert button is not None
    missing = window.doc.missing_categories()
    _popup_keys(Qt.Key.Key_Down, Qt.Key.Key_Return)
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    key, label = missing[0]
    assert window.doc.table.line(key) is not None
    # the new line's pay is open for typing
    view = window.findChild(QTableView, "payTableView")
    assert view is not None
    qtbot.waitUntil(
        lambda: view.findChild(QLineEdit) is not None and view.findChild(QLineEdit).isVisible()
    )
    editor = view.findChild(QLineEdit)
    editor.selectAll()
    qtbot.keyClicks(editor, "80")
    _commit(qtbot, view, editor)
    assert window.doc.table.pays(key) == 80
    # select it with a click and remove it with the button
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=_cell(view, label, 0))
    remove = window.analyze_view.editor.remove_button
    qtbot.mouseClick(remove, Qt.MouseButton.LeftButton)
    assert window.doc.table.line(key) is None
    # and with the Delete key
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=_cell(view, "Two pair", 0))
    qtbot.keyClick(view, Qt.Key.Key_Delete)
    assert window.doc.table.line("two_pair") is None
    _wait_result(qtbot, window)


@popup_notices
def test_a_deal_bonus_from_its_menu(window: MainWindow, qtbot: QtBot) -> None:
    button = window.findChild(QToolButton, "addDealtButton")
    dealt = window.findChild(QTableView, "dealtTableView")
    assert button is not None and dealt is not None
    assert dealt.isHidden()
    _popup_keys(Qt.Key.Key_Down, Qt.Key.Key_Return)  # the first: royal flush
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    assert window.doc.table.dealt_pays("royal_flush") == 0
    assert not dealt.isHidden()
    editor = _open_editor(qtbot, dealt)
    editor.selectAll()
    qtbot.keyClicks(editor, "1200")
    _commit(qtbot, dealt, editor)
    assert window.doc.table.dealt_pays("royal_flush") == 1200
    _wait_result(qtbot, window)
    result = window.analyze_view.results.current_result
    assert result is not None and len(result.dealt) == 1
    rows = window.analyze_view.results.model.rowCount()
    assert window.analyze_view.results.model.index(rows - 1, 0).data() == (
        "Royal flush dealt (bonus)"
    )
    qtbot.mouseClick(
        dealt.viewport(), Qt.MouseButton.LeftButton, pos=_cell(dealt, "Royal flush", 0)
    )
    qtbot.keyClick(dealt, Qt.Key.Key_Delete)
    assert window.doc.table.dealt == ()
    assert dealt.isHidden()


@pytest.mark.slow
@pytest.mark.parametrize("wild", [False, True])
def test_a_quad_split_from_its_dialog(window: MainWindow, qtbot: QtBot, wild: bool) -> None:
    if wild:
        window.open_builtin("deuces-wild-full-pay")
    button = window.analyze_view.editor.quad_button

    def fill(dialog: QDialog) -> None:
        for name, text in (("quadRanks", "A"), ("quadKickers", "2-4"), ("quadPays", "400")):
            edit = dialog.findChild(QLineEdit, name)
            assert edit is not None
            QTest.keyClicks(edit, text)
        _ok(dialog)

    _in_dialog(fill)
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    key = "natural_quads:A:2-4" if wild else "quads:A:2-4"
    line = window.doc.table.line(key)
    assert line is not None and line.pays == 400 and line.quad is not None
    assert line.quad.natural is wild
    _wait_result(qtbot, window)

    def bad(dialog: QDialog) -> None:
        edit = dialog.findChild(QLineEdit, "quadRanks")
        pays = dialog.findChild(QLineEdit, "quadPays")
        assert edit is not None and pays is not None
        QTest.keyClicks(edit, "A")
        QTest.keyClicks(pays, "inf")
        _ok(dialog)
        error = dialog.findChild(QWidget, "quadError")
        assert dialog.isVisible() and error is not None and "finite" in error.text()  # type: ignore[attr-defined]

    _in_dialog(bad)
    before = window.doc.table
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    assert window.doc.table == before


def test_the_builtin_chooser_by_keyboard(window: MainWindow, qtbot: QtBot) -> None:
    combo = window.findChild(QComboBox, "tableCombo")
    assert combo is not None
    combo.setFocus()
    qtbot.keyClick(combo, Qt.Key.Key_Down)
    assert window.doc.table.builtin_id is not None
    assert window.doc.table.builtin_id != "jacks-or-better-9-6"
    _wait_result(qtbot, window)


def test_removing_every_line_leaves_a_table_that_pays_nothing(
    window: MainWindow, qtbot: QtBot
) -> None:
    view = window.findChild(QTableView, "payTableView")
    assert view is not None
    while view.model().rowCount():
        index = view.model().index(0, 0)
        qtbot.mouseClick(
            view.viewport(), Qt.MouseButton.LeftButton, pos=view.visualRect(index).center()
        )
        qtbot.keyClick(view, Qt.Key.Key_Delete)
    assert window.doc.table.lines == ()
    _wait_result(qtbot, window)
    assert "Return 0.0000%" in return_text(window)
    assert "pays nothing" in window.analyze_view.state.text()
    assert "pays nothing" in window.analyze_view.editor.published.text()
