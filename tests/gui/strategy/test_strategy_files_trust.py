"""The Strategy view's own strategy files under hostile input (issue 23): a named pipe
never freezes the engine, an error line is shown as the text it is, and Cancel stops a
long file within a second."""

from __future__ import annotations

import os
import time
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFileDialog
from pytestqt.qtbot import QtBot
from strategy_driving import TIMEOUT, click_tab

from vptrainer.gui.jobs.strategy import FileRequest
from vptrainer.gui.main_window import MainWindow

RULES = ("4 to a royal flush", "high pair", "3 to a royal flush", "4 to a flush", "KQ", "AK")


def _open(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, button: object, path: Path) -> None:
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(path), ""))
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)  # type: ignore[arg-type]


def test_hostile_strategy_files(
    window: MainWindow, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    qtbot.keyClick(window, Qt.Key.Key_4, Qt.KeyboardModifier.ControlModifier)
    view = window.strategy_view
    page = view.own_page
    click_tab(qtbot, view.pages, page)
    qtbot.waitUntil(lambda: view.cancel_button.isEnabled(), timeout=TIMEOUT)
    qtbot.mouseClick(view.cancel_button, Qt.MouseButton.LeftButton)  # no chart needed here

    pipe = tmp_path / "pipe.txt"
    os.mkfifo(pipe)  # froze the engine thread for good
    _open(qtbot, monkeypatch, page.open_button, pipe)
    qtbot.waitUntil(lambda: page.failure.isVisible(), timeout=TIMEOUT)
    assert "named pipe, not a regular file" in page.failure.text()

    markup = tmp_path / "markup.txt"
    markup.write_text('1. high pair\n2. <b>bold</b><img src="x.png"> pair\n', encoding="utf-8")
    _open(qtbot, monkeypatch, page.open_button, markup)
    qtbot.waitUntil(
        lambda: page.failure.isVisible() and "line 2" in page.failure.text(), timeout=TIMEOUT
    )
    assert page.failure.textFormat() == Qt.TextFormat.PlainText
    assert "<b>bold</b>" in page.failure.text()  # shown as the text it is

    long = tmp_path / "long.txt"
    long.write_text(
        "\n".join(f"{i + 1}. {RULES[i % len(RULES)]}" for i in range(1000)), encoding="utf-8"
    )
    _open(qtbot, monkeypatch, page.open_button, long)
    qtbot.waitUntil(lambda: view.progress.value() > 0, timeout=TIMEOUT)
    pressed = time.process_time()  # CPU time: a loaded machine does not stretch it
    qtbot.mouseClick(view.cancel_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not view.jobs.busy_with(FileRequest), timeout=TIMEOUT)
    assert time.process_time() - pressed < 1.5  # it took 45 s

    simple = tmp_path / "simple.txt"
    simple.write_text("1. high pair\n2. 4 to a flush\n", encoding="utf-8")
    _open(qtbot, monkeypatch, page.open_button, simple)  # the engine is free again
    qtbot.waitUntil(lambda: page.done is not None, timeout=TIMEOUT)
