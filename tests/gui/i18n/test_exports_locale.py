"""Exports stay locale-neutral: the results and the charts' data exported with the app in
Portuguese (decimal commas on screen) are the very files exported in English, and read
back as the same numbers."""

from __future__ import annotations

import csv
import json
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QLocale
from PySide6.QtWidgets import QFileDialog
from pytestqt.qtbot import QtBot

from vptrainer.gui.i18n.translator import ENGLISH, apply_language
from vptrainer.gui.main_window import MainWindow


@pytest.fixture(autouse=True)
def _english_after() -> Iterator[None]:
    yield
    apply_language(ENGLISH)


def _export_everything(window: MainWindow, folder: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """File > Export's results (CSV, JSON) and each Analyze chart's data (CSV)."""
    folder.mkdir()
    names = iter(range(1000))

    def save_as(*args: object, **_kwargs: object) -> tuple[str, str]:
        kind = "json" if "json" in str(args[-1]).lower() else "csv"  # from the file filter
        return str(folder / f"export-{next(names)}.{kind}"), ""

    monkeypatch.setattr(QFileDialog, "getSaveFileName", save_as)
    window.export_results("csv")
    window.export_results("json")
    exported = [chart.ask_export("csv") for chart in window.analyze_view.chart_list]
    assert any(exported)  # those with data (the royal sweep waits until it is shown)


def _numbers(path: Path) -> list[float]:
    if path.suffix == ".json":
        found: list[float] = []

        def walk(value: object) -> None:
            if isinstance(value, dict):
                for item in value.values():
                    walk(item)
            elif isinstance(value, list):
                for item in value:
                    walk(item)
            elif isinstance(value, int | float) and not isinstance(value, bool):
                found.append(float(value))

        walk(json.loads(path.read_text(encoding="utf-8")))
        return found
    values = []
    with path.open(encoding="utf-8", newline="") as f:
        for row in csv.reader(f):
            for cell in row:
                try:
                    values.append(float(cell))
                except ValueError:
                    continue
    return values


@pytest.mark.slow
def test_a_csv_exported_in_portuguese_reads_back_as_in_english(
    window: MainWindow, qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    _export_everything(window, tmp_path / "en", monkeypatch)
    window.language_menu.actions_by_code["pt_BR"].trigger()
    assert QLocale().name() == "pt_BR"  # numbers on screen: 99,5439 %
    qtbot.wait(100)
    _export_everything(window, tmp_path / "pt_BR", monkeypatch)

    english = sorted((tmp_path / "en").iterdir())
    portuguese = sorted((tmp_path / "pt_BR").iterdir())
    assert [p.name for p in english] == [p.name for p in portuguese]
    assert len(english) >= 3
    for en, pt in zip(english, portuguese, strict=True):
        assert _numbers(pt) == _numbers(en) != []
        assert pt.read_bytes() == en.read_bytes(), f"{pt.name} differs from English"
    results = (tmp_path / "pt_BR" / "export-0.csv").read_text(encoding="utf-8")
    assert "return 0.9954390436951225" in results  # a decimal point, no grouping
