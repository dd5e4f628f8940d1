"""Calls made later on timers their owners hold (``gui.timers.call_later``)."""

from __future__ import annotations

import shiboken6
from PySide6.QtCore import QObject, QTimer
from pytestqt.qtbot import QtBot

from vptrainer.gui.timers import call_later


def test_a_later_call_runs_once_on_a_timer_its_owner_holds(qtbot: QtBot) -> None:
    owner = QObject()
    calls: list[int] = []
    try:
        timer = call_later(owner, 0, lambda: calls.append(1))
        assert timer.parent() is owner and timer.isSingleShot()
        qtbot.waitUntil(lambda: calls == [1])
        # deleted once it has fired: the owner holds no timer left over
        qtbot.waitUntil(lambda: not owner.findChildren(QTimer))
        qtbot.wait(20)
        assert calls == [1]
    finally:
        shiboken6.delete(owner)


def test_a_later_call_is_dropped_with_its_owner(qtbot: QtBot) -> None:
    owner = QObject()
    calls: list[int] = []
    timer = call_later(owner, 10, lambda: calls.append(1))
    shiboken6.delete(owner)
    assert not shiboken6.isValid(timer)  # the timer went with it
    qtbot.wait(50)
    assert calls == []
