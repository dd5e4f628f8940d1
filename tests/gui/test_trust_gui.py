"""The window under hostile input and a first run (issue 23): chart data exported from
every chart, a read-only file replaced only when the user says so, suggested file names
short and safe, and a first compile said in the status bar."""

from __future__ import annotations

import csv
import stat
import threading
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st
from PySide6.QtWidgets import QFileDialog, QMenu, QMessageBox
from pytestqt.qtbot import QtBot

from vptrainer.core.storage import caches
from vptrainer.core.storage.fileio import FILE_STEM_LIMIT, file_stem
from vptrainer.gui.main_window import MainWindow
from vptrainer.gui.widgets.plot_chart import file_slug


def _export_menu(window: MainWindow) -> dict[str, object]:
    menus = {a.text(): a.menu() for a in window.menuBar().actions()}
    export = menus["&File"].findChild(QMenu, "exportMenu")
    assert isinstance(export, QMenu)
    export.aboutToShow.emit()  # as when the user opens it: the charts' entries are added
    return {a.text(): a for a in export.actions()}


@pytest.mark.slow
@pytest.mark.parametrize(
    ("entry", "header"),
    [
        ("Contribution to return as CSV…", "contribution_percent"),
        ("Probability by hand as CSV…", "one_in"),
    ],
)
def test_the_contribution_and_probability_charts_export_their_data(
    window: MainWindow,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    entry: str,
    header: str,
    _no_modal_dialogs: list[tuple[str, str]],
) -> None:
    """They said "the chart has no data to export yet"."""
    target = tmp_path / "chart.csv"
    asked: list[str] = []

    def save_file_name(*args: object, **kwargs: object) -> tuple[str, str]:
        asked.append(str(args[2]))
        return str(target), ""

    monkeypatch.setattr(QFileDialog, "getSaveFileName", save_file_name)
    _export_menu(window)[entry].trigger()  # type: ignore[attr-defined]
    assert _no_modal_dialogs == []
    rows = list(csv.reader(target.open(encoding="utf-8")))
    assert rows[0][0].startswith("# ") and "Jacks or Better 9/6" in rows[0][0]
    assert header in rows[1]
    assert any(row[0] == "royal_flush" for row in rows[2:])
    assert asked[0].startswith("jacks-or-better-9-6-") and asked[0].endswith(".csv")


def test_saving_over_a_read_only_file_asks_first(
    window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "table.toml"
    path.write_text("# the user's read-only table\n")
    path.chmod(0o444)
    questions: list[str] = []
    answer = [QMessageBox.StandardButton.Cancel]

    def question(_parent: object, title: str, text: str, *args: object) -> object:
        questions.append(text)
        return answer[0]

    monkeypatch.setattr(QMessageBox, "question", question)
    window.doc.set_pay("flush", 5)
    assert not window._save_to(str(path))  # the user kept the file
    assert path.read_text() == "# the user's read-only table\n"
    assert len(questions) == 1 and "is read-only. Replace it anyway?" in questions[0]
    answer[0] = QMessageBox.StandardButton.Yes
    assert window._save_to(str(path))
    assert "flush = 5" in path.read_text()
    assert stat.S_IMODE(path.stat().st_mode) == 0o444  # still read-only, as it was


@given(st.text(max_size=300) | st.text(st.characters(min_codepoint=0x10000), max_size=200))
def test_suggested_file_names_are_short_and_safe(name: str) -> None:
    for stem in (file_stem(name), file_slug(name)):
        assert stem and len(stem) <= FILE_STEM_LIMIT and len(stem.encode()) <= 200
        assert not stem.startswith((".", "-")) and "/" not in stem and "\\" not in stem
        assert stem not in (".", "..")


@pytest.mark.parametrize(
    ("name", "stem"),
    [
        ("Jacks or Better 9/6", "jacks-or-better-9-6"),
        ("../../etc/passwd", "etc-passwd"),
        ("..", "vptrainer"),
        ("😀" * 200, "vptrainer"),
        ("Deuces Wild " + "very long name " * 20, None),
    ],
)
def test_file_stems(name: str, stem: str | None) -> None:
    made = file_stem(name)
    if stem is not None:
        assert made == stem
    else:
        assert made.startswith("deuces-wild-very-long-name") and not made.endswith("-")
        assert len(made) <= FILE_STEM_LIMIT


def test_a_first_compile_is_said_in_the_status_bar(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(caches, "_COMPILING", {"done": 0, "started": 0.0})
    window = MainWindow()
    qtbot.addWidget(window)

    def compile_on_the_engine_thread() -> None:
        for _ in range(3):
            caches.compile_event("evaluate_deals", finished=False)
            caches.compile_event("evaluate_deals", finished=True)

    thread = threading.Thread(target=compile_on_the_engine_thread)
    thread.start()
    thread.join()
    qtbot.waitUntil(lambda: "3 parts done" in window.statusBar().currentMessage())
    message = window.statusBar().currentMessage()
    assert "Compiling the engine for this computer (once)" in message
    assert "one-time wait" in message
    window.close()
    assert window._compile_relay not in caches._COMPILE_LISTENERS
