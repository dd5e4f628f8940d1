"""The practice table is remembered between starts (issue 28: the player's audit)."""

from __future__ import annotations

from dataclasses import replace

from practice_driving import READY_MS
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from vptrainer.core.games.builtin import load_builtin
from vptrainer.core.games.paytable import PayTable
from vptrainer.gui.jobs import Jobs
from vptrainer.gui.practice.view import PracticeView
from vptrainer.gui.settings import PRACTICE_TABLE, Settings


def _start(qtbot: QtBot, engine: Jobs, edited: PayTable | None = None) -> PracticeView:
    view = PracticeView(
        engine, Settings(), current_table=None if edited is None else lambda: edited
    )
    qtbot.addWidget(view)
    view.show()
    return view


def _quit(view: PracticeView) -> None:
    view.shutdown()
    view.settings.sync()
    view.close()


def test_the_table_chosen_with_the_keyboard_is_there_at_the_next_start(
    qtbot: QtBot, engine: Jobs
) -> None:
    view = _start(qtbot, engine)
    chooser = view.options.chooser
    chooser.setFocus()
    qtbot.waitUntil(chooser.hasFocus)
    before = chooser.table
    qtbot.keyClick(chooser, Qt.Key.Key_Down)  # the next table of the list
    chosen = chooser.table
    assert chosen is not None and chosen != before
    _quit(view)
    again = _start(qtbot, engine)
    assert again.options.table == chosen and again.table == chosen
    assert again.settings.get(PRACTICE_TABLE) == chooser.spec
    qtbot.waitUntil(lambda: again.ready, timeout=READY_MS)
    assert again.session is not None and again.session.table == chosen.at_coins(5)
    _quit(again)


def test_the_table_being_edited_is_chosen_again_at_the_next_start(
    qtbot: QtBot, engine: Jobs
) -> None:
    edited = replace(load_builtin("jacks-or-better-8-5"), name="My 8/5", builtin_id=None)
    view = _start(qtbot, engine, edited)
    assert view.options.chooser.select_edited()
    _quit(view)
    again = _start(qtbot, engine, edited)
    assert again.options.table == edited and not again.problems
    _quit(again)
