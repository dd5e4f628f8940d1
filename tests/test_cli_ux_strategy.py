"""``vptrainer strategy eval|make --ultimate-x N``."""

from __future__ import annotations

import io
import json
from pathlib import Path

import pytest
from shared_makers import KeptMaker, kept_solve, kept_value

from vptrainer.cli import main
from vptrainer.core.features.ultimate_x import charts as ux_charts
from vptrainer.core.features.ultimate_x import solver

TABLE = "jacks-or-better-8-6"


CHART = (
    "name: split chart\n"
    "Royal flush, straight flush, four of a kind, full house\n"
    "4 to a royal flush\n"
    "Flush, straight, three of a kind, two pair\n"
    "High pair\n"
    "Low pair when the total multiplier is at most 2\n"
    "4 to a flush\n"
    "Low pair when the total multiplier is at least 3\n"
    "Suited AK, AQ, AJ, KQ\n"
    "One high card\n"
)


def run(args: list[str]) -> tuple[int, str]:
    out = io.StringIO()
    code = main(args, out=out, stdin=io.StringIO(""))
    return code, out.getvalue()


@pytest.mark.slow
def test_eval_prints_a_chart_with_conditions(tmp_path: Path) -> None:
    path = tmp_path / "chart.txt"
    path.write_text(CHART, encoding="utf-8")
    code, text = run(["strategy", "eval", TABLE, str(path), "--ultimate-x", "1"])
    assert code == 0
    assert "split chart played as Ultimate X on Jacks or Better 8/6, 1 line" in text
    assert "optimal play      98.5730%" in text
    assert "Low pair when the total multiplier is at most 2" in text
    assert "total multipliers where the rules that apply change: 1-2, 3-12" in text
    assert "worst: " in text and " coins)" in text


def test_eval_json_of_a_chart_with_conditions(tmp_path: Path) -> None:
    path = tmp_path / "chart.txt"
    path.write_text(CHART, encoding="utf-8")
    code, text = run(["strategy", "eval", TABLE, str(path), "--ultimate-x", "1", "--json"])
    assert code == 0
    doc = json.loads(text)
    assert doc["lines"] == 1 and doc["policies"] == 2 and doc["conditional_rules"] == 2
    assert doc["optimal_return"] == pytest.approx(0.985730, abs=1e-6)
    assert 0.5 < doc["return"] < doc["optimal_return"]
    assert doc["cost"] == pytest.approx(
        sum(r["error"] for r in doc["rules"]) + doc["unmatched"]["error"], abs=1e-11
    )
    assert [r["condition"] for r in doc["rules"]][4] == "when the total multiplier is at most 2"
    assert doc["bands"] == [{"from": 1, "to": 2, "policy": 0}, {"from": 3, "to": 12, "policy": 1}]
    assert doc["base_game_return_of_chart"] < 0.99


def test_eval_prices_a_built_in_strategy_without_conditions() -> None:
    code, text = run(
        ["strategy", "eval", TABLE, "jacks-or-better-9-6-basic", "--ultimate-x", "1", "--json"]
    )
    assert code == 0
    doc = json.loads(text)
    assert doc["policies"] == 1 and doc["conditional_rules"] == 0
    # the 9/6 chart played on 8/6 Ultimate X: below the 8/6 base game's holds
    assert doc["return"] < doc["base_strategy_return"] < doc["optimal_return"]


@pytest.mark.parametrize(
    ("args", "text", "message"),
    [
        (["eval"], "Pair when M <= x", "column 16: 'Pair when M <= x': expected a number"),
        (["eval"], "Pair when M >= 13", "1 line (the total multiplier is from 1 to 12)"),
        (["eval"], "Strait when M >= 2\n", "unknown word 'strait'"),
        (["eval", "--five-coin"], "High pair\n", "10 coins a line"),
        (["make", "--rules", "5"], None, "--rules and --exceptions are for the base game"),
        (["make", "-o", "/no/such/folder/x.txt"], None, "cannot write"),
    ],
)  # fmt: skip
def test_errors_are_one_line_and_status_2(
    tmp_path: Path,
    args: list[str],
    text: str | None,
    message: str,
    capsys: pytest.CaptureFixture[str],
) -> None:
    path = tmp_path / "chart.txt"
    if text is not None:
        path.write_text(text, encoding="utf-8")
    rest = [str(path)] if args[0] == "eval" else []
    code, _ = run(["strategy", args[0], TABLE, *rest, "--ultimate-x", "1", *args[1:]])
    assert code == 2
    err = capsys.readouterr().err
    assert message in err and err.count("\n") == 1, err


@pytest.mark.slow
def test_make_writes_a_chart_that_eval_prices_the_same(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # the game's solution, the base game's atoms and the chart, as the core's tests make
    # them: kept between runs of the same core (made by the core's own function, once)
    monkeypatch.setattr(ux_charts, "StrategyMaker", KeptMaker)
    monkeypatch.setattr(solver, "cached_solve", kept_solve)
    make = ux_charts.make_ultimate_x_chart

    def kept_chart(result: solver.UltimateXResult, **options: object) -> object:
        key = f"{result.game!r}\0{sorted((k, repr(v)) for k, v in options.items())}"
        return kept_value(result.game.table.name, "ux-chart", key, lambda: make(result, **options))  # type: ignore[arg-type]

    monkeypatch.setattr(ux_charts, "make_ultimate_x_chart", kept_chart)
    target = tmp_path / "ux.json"
    code, text = run(["strategy", "make", TABLE, "--ultimate-x", "1", "--json", "-o", str(target)])
    assert code == 0 and "written to" in text and "optimal 98.5730%" in text
    doc = json.loads(target.read_text(encoding="utf-8"))
    chart = doc["text"]
    assert "when the total multiplier is" in chart and doc["conditional_rules"] > 0
    assert len(doc["bands"]) >= 2 and doc["rules"] > 20
    made = float(chart.split("# Return of this chart ")[1].split("%")[0])
    assert round(doc["return"] * 100, 4) == made
    chart_file = tmp_path / "ux.txt"
    chart_file.write_text(chart, encoding="utf-8")
    code, text = run(["strategy", "eval", TABLE, str(chart_file), "--ultimate-x", "1", "--json"])
    priced = json.loads(text)
    assert priced["return"] == pytest.approx(doc["return"], abs=1e-12)
    # better than the base game's own optimal holds, a little below optimal play
    assert priced["base_strategy_return"] < priced["return"] < priced["optimal_return"]
    assert priced["optimal_return"] - priced["return"] < 0.0005


def test_single_goes_with_ultimate_x(capsys: pytest.CaptureFixture[str]) -> None:
    assert run(["strategy", "make", TABLE, "--single"])[0] == 2
    assert "--single goes with --ultimate-x" in capsys.readouterr().err
