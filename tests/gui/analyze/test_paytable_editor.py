"""The pay-table editor: typed pays, built-in tables, categories, wild cards."""

from __future__ import annotations

from analyze_driving import TIMEOUT, pay_model, return_text, set_pay
from PySide6.QtWidgets import QComboBox
from pytestqt.qtbot import QtBot

from vptrainer.core.games.game_spec import Wild
from vptrainer.gui.main_window import MainWindow


def test_bad_values_are_refused_and_other_edits_kept(window: MainWindow, qtbot: QtBot) -> None:
    assert set_pay(window, "Full house", "8")
    for bad in ("abc", "-3", "", "1e999"):
        assert not set_pay(window, "Flush", bad)
    error = window.analyze_view.editor.error
    assert error.isVisible() or not error.isHidden()
    assert "Flush" in error.text()
    assert window.doc.table.pays("flush") == 6
    assert window.doc.table.pays("full_house") == 8


def test_builtin_chooser_loads_a_table(window: MainWindow, qtbot: QtBot) -> None:
    combo = window.findChild(QComboBox, "tableCombo")
    assert combo is not None
    row = next(r for r in range(combo.count()) if combo.itemData(r) == "deuces-wild-full-pay")
    combo.setCurrentIndex(row)
    combo.activated.emit(row)
    qtbot.waitUntil(lambda: "100.7620%" in return_text(window), timeout=TIMEOUT)
    assert window.doc.table.wild is Wild.DEUCES
    assert pay_model(window).index(0, 0).data() == "Natural royal flush"


def test_add_and_remove_categories(window: MainWindow, qtbot: QtBot) -> None:
    window.doc.add_quad_split("A", 80)
    window.doc.remove_category("two_pair")
    keys = [ln.key for ln in window.doc.table.lines]
    assert "quads:A" in keys and "two_pair" not in keys
    window.doc.add_category("two_pair", 2)
    window.doc.set_pay("quads:A", 25)
    window.doc.remove_category("quads:A")
    qtbot.waitUntil(lambda: "99.5439%" in return_text(window), timeout=TIMEOUT)


def test_switching_wild_keeps_shared_pays(window: MainWindow) -> None:
    window.doc.set_wild(Wild.JOKER)
    t = window.doc.table
    assert t.wild is Wild.JOKER
    assert t.pays("natural_royal_flush") == 800 and t.pays("flush") == 6
    assert t.pays("jacks_or_better") is None
    window.undo_action.trigger()
    assert window.doc.table.wild is Wild.NONE
