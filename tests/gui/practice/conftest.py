"""Practice view fixtures: an engine thread and a maker of practice views."""

from __future__ import annotations

import gc
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
    # the views' reference cycles are collected here, on the GUI thread: a collection
    # set off later by a worker's allocations (the strategy generator makes many) would
    # destroy their Qt objects on that thread
    maker.views.clear()
    gc.collect()
