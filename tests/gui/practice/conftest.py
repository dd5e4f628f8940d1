"""Practice view fixtures: the job layer and a maker of practice views."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from practice_driving import Maker
from PySide6.QtCore import QObject
from pytestqt.qtbot import QtBot

from vptrainer.gui.jobs import Jobs


@pytest.fixture
def engine() -> Iterator[Jobs]:
    """The app's job layer (engine and history threads), as the window has it."""
    root = QObject()
    jobs = Jobs(root)
    yield jobs
    jobs.shutdown()
    root.deleteLater()


@pytest.fixture
def make(qtbot: QtBot, engine: Jobs) -> Iterator[Maker]:
    maker = Maker(qtbot, engine)
    yield maker
    maker.close()
    maker.views.clear()
