"""Calls the GUI makes later, on timers their owners hold."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, QTimer


def call_later(owner: QObject, msec: int, function: Callable[[], object]) -> QTimer:
    """Call ``function`` once, ``msec`` ms from now on the GUI thread, unless ``owner``
    is gone first: a single-shot timer ``owner`` holds, deleted once it has fired.
    (``QTimer.singleShot`` with a Python callable makes a timer without a parent that
    lives until it fires, and calls it even when the object it serves is gone.)"""
    timer = QTimer(owner)
    timer.setSingleShot(True)
    timer.timeout.connect(function)
    timer.timeout.connect(timer.deleteLater)
    timer.start(msec)
    return timer
