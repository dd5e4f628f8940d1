"""The one analysis report: JSON, CSV, clipboard and text from the same numbers."""

from __future__ import annotations

import csv
import io
import json
from fractions import Fraction
from pathlib import Path

import pytest

from vptrainer.core.engine.analysis import AnalysisResult, analyze
from vptrainer.core.engine.prepared import PreparedTable
from vptrainer.core.engine.report import (
    CSV_COLUMNS,
    analysis_csv,
    analysis_json,
    analysis_text,
    clipboard_text,
    write_csv,
    write_json,
)
from vptrainer.core.games.tomlfile import loads_paytable

JOB_EXACT = "1653526326983/1661102543100"


@pytest.fixture(scope="module")
def result(job: PreparedTable) -> AnalysisResult:
    return analyze(job)


def test_json_schema(result: AnalysisResult) -> None:
    doc = analysis_json(result)
    assert doc["report_version"] == 1
    assert doc["return_exact"] == JOB_EXACT
    assert Fraction(doc["variance_exact"]) == result.variance_exact
    assert doc["cards_held"] == {str(k): n for k, n in enumerate(result.cards_held)}
    assert sum(doc["cards_held"].values()) == 2_598_960
    royal = doc["categories"][0]
    assert royal == {
        "category": "royal_flush",
        "label": "Royal flush",
        "pays": 800,
        "pays_exact": "800/1",
        "combinations": 493_512_264,
        "probability": royal["probability"],
        "contribution": royal["contribution"],
    }
    assert loads_paytable(doc["table_toml"]) == result.table
    json.dumps(doc)  # plain JSON data


def test_csv_and_clipboard_rows_agree(result: AnalysisResult) -> None:
    rows = list(csv.reader(io.StringIO(analysis_csv(result))))
    assert rows[0][2] == f"exact {JOB_EXACT}"
    assert tuple(rows[1]) == CSV_COLUMNS
    clip = clipboard_text(result).splitlines()
    table_start = clip.index("\t".join(CSV_COLUMNS))
    assert [line.split("\t") for line in clip[table_start:]] == rows[1:]
    assert sum(int(r[3]) for r in rows[2:]) == result.total_combinations


def test_text_report(result: AnalysisResult) -> None:
    text = analysis_text(result)
    assert "Return           99.5439%   exactly " + JOB_EXACT in text
    assert "Royal flush" in text and "493,512,264" in text


def test_files_are_written_whole(result: AnalysisResult, tmp_path: Path) -> None:
    write_json(result, tmp_path / "r.json")
    write_csv(result, tmp_path / "r.csv")
    assert json.loads((tmp_path / "r.json").read_text()) == json.loads(
        json.dumps(analysis_json(result))
    )
    assert (tmp_path / "r.csv").read_text() == analysis_csv(result)
