"""Practice view fixtures: an engine thread and a maker of practice views."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from practice_driving import Maker
from pytestqt.qtbot import QtBot

from vptrainer.gui.workers import EngineThread


@pytest.fixture
def engine() -> Iterator[EngineThread]:
    e = EngineThread()
    yield e
    e.shutdown()


@pytest.fixture
def make(qtbot: QtBot, engine: EngineThread) -> Iterator[Maker]:
    maker = Maker(qtbot, engine)
    yield maker
    maker.close()
