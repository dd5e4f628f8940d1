"""Guard against a Qt binding that corrupts reference counts (PySide6 6.12.0 did).

PySide6 6.12.0 released a reference to ``True`` it did not own on pyqtgraph's
drawing paths; on Python 3.11 (where ``True`` is not immortal) a long session
then aborts with ``bool_dealloc``. The pin in pyproject.toml avoids it; this test
fails if a binding with the defect is installed.
"""

from __future__ import annotations

import gc
import sys

import pyqtgraph as pg
from PySide6.QtCore import QCoreApplication, QEvent
from pytestqt.qtbot import QtBot


def test_redrawing_charts_keeps_true_alive(qtbot: QtBot) -> None:
    widget = pg.PlotWidget()
    qtbot.addWidget(widget)
    widget.show()
    # earlier tests' windows and garbage go now, not while counting
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    gc.collect()
    before = sys.getrefcount(True)
    for _ in range(20):
        widget.plotItem.addItem(pg.BarGraphItem(x0=0, y=[0, 1, 2], height=0.7, width=[1, 2, 3]))
        widget.plotItem.addItem(pg.TextItem("x"))
        qtbot.wait(1)
        widget.plotItem.clear()
    assert sys.getrefcount(True) - before > -20
