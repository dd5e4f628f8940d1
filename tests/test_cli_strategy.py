"""The command line contract of ``vptrainer strategy eval``, ``strategy cross`` and
``strategy make``."""

from __future__ import annotations

import io
import json
import subprocess
import sys
from fractions import Fraction
from pathlib import Path

import pytest
from shared_makers import shared_maker

from vptrainer.cli import main
from vptrainer.core.strategy.generator import charts

EVAL_KEYS = {
    "return_exact",
    "return_worst_exact",
    "return",
    "optimal_exact",
    "cost",
    "ambiguous_deals",
    "categories",
    "variance",
    "rules",
    "warnings",
}


@pytest.fixture(autouse=True)
def _one_maker_per_table(monkeypatch: pytest.MonkeyPatch) -> None:
    """``strategy make`` runs on the session's maker of its table (its stages computed
    once, its charts kept on disk between runs: :mod:`shared_makers`)."""
    monkeypatch.setattr(charts, "StrategyMaker", shared_maker)


RULE_KEYS = {"text", "deals", "ev_min", "ev_max", "error", "worst_example"}
CROSS_KEYS = {"return_exact", "return_worst_exact", "return", "optimal_exact", "cost"}


def run(args: list[str]) -> tuple[int, str]:
    out = io.StringIO()
    return main(args, out=out), out.getvalue()


def test_eval_json_contract(tmp_path: Path) -> None:
    path = tmp_path / "simple.txt"
    path.write_text(
        "name: mine\n1. Four of a kind, straight flush, royal flush\n2. High pair\n"
        "3. 2 unsuited high cards (if more than 2 then pick the lowest 2)\n",
        encoding="utf-8",
    )
    code, text = run(["strategy", "eval", "jacks-or-better-9-6", str(path), "--json"])
    assert code == 0
    doc = json.loads(text)
    assert set(doc) == EVAL_KEYS
    assert doc["optimal_exact"] == "1653526326983/1661102543100"
    assert Fraction(doc["return_exact"]) >= Fraction(doc["return_worst_exact"])
    assert doc["return"] == pytest.approx(float(Fraction(doc["return_exact"])))
    assert doc["cost"] == pytest.approx(
        float(Fraction(doc["optimal_exact"]) - Fraction(doc["return_exact"]))
    )
    assert [r["text"] for r in doc["rules"]] == [
        "Four of a kind, straight flush, royal flush",
        "High pair",
        "2 unsuited high cards (if more than 2 then pick the lowest 2)",
    ]
    for rule in doc["rules"]:
        assert set(rule) == RULE_KEYS
    example = doc["rules"][2]["worst_example"]
    assert set(example) == {"deal", "held", "optimal_held", "ev", "optimal_ev", "loss"}
    assert example["loss"] == pytest.approx(example["optimal_ev"] - example["ev"])
    cats = {c["category"]: c for c in doc["categories"]}
    assert set(cats["royal_flush"]) >= {"category", "pays", "combinations", "probability"}
    assert sum(c["combinations"] for c in doc["categories"]) == 19_933_230_517_200
    assert doc["variance"] > 0


def test_eval_a_builtin_strategy_as_text() -> None:
    code, text = run(
        ["strategy", "eval", "jacks-or-better-9-6", "jacks-or-better-9-6-wizard-simple"]
    )
    assert code == 0
    assert "Wizard of Odds simple strategy on Jacks or Better 9/6" in text
    assert "99.4593%" in text and "one bet lost every 1,181 hands" in text
    assert "2 unsuited high cards (if more than 2 then pi" in text
    assert "Royal flush" in text


def test_cross_json_and_text() -> None:
    code, text = run(
        ["strategy", "cross", "jacks-or-better-9-6", "double-double-bonus-9-6", "--json"]
    )
    assert code == 0
    doc = json.loads(text)
    assert set(doc) == CROSS_KEYS
    assert round(doc["return"] * 100, 2) == 98.51
    code, text = run(["strategy", "cross", "double-double-bonus-9-6", "jacks-or-better-9-6"])
    assert code == 0
    assert "Jacks or Better 9/6's optimal holds played on Double Double Bonus 9/6" in text
    assert "98.6120%" in text


@pytest.mark.slow
@pytest.mark.parametrize(
    ("content", "problem"),
    [
        ("high pair\nTwo deuces\n", "line 2: 'Two deuces': deuces are not wild in Jacks or Better"),
        ("4 to a flussh\n", "line 1: '4 to a flussh':"),
        ("five of a kind\n", "can never happen in Jacks or Better 9/6"),
        ("2 high cards (keep it)\n", "unknown remark"),
    ],
)
def test_bad_files_exit_2_with_one_line(tmp_path: Path, content: str, problem: str) -> None:
    path = tmp_path / "bad.txt"
    path.write_text(content, encoding="utf-8")
    proc = subprocess.run(
        [sys.executable, "-m", "vptrainer", "strategy", "eval", "jacks-or-better-9-6", str(path)],
        capture_output=True,
        text=True,
        check=False,
    )
    assert proc.returncode == 2
    assert proc.stdout == ""
    lines = proc.stderr.splitlines()
    assert len(lines) == 1
    assert lines[0].startswith(f"vptrainer: error: {path}, ")
    assert problem in lines[0]


def test_missing_files_and_bad_tables(tmp_path: Path) -> None:
    assert run(["strategy", "eval", "jacks-or-better-9-6", str(tmp_path / "none.txt")])[0] == 2
    assert run(["strategy", "eval", "jacks-or-better-9-6", "no-such-strategy"])[0] == 2
    assert run(["strategy", "eval", "no-such-table", "jacks-or-better-9-6-basic"])[0] == 2
    assert run(["strategy", "cross", "jacks-or-better-9-6", "joker-poker-kings-full-pay"])[0] == 2


PUBLISHED = Path(__file__).parent / "core" / "strategy" / "data" / "published"


def test_eval_reads_sigmajoves_file_as_printed_and_says_how() -> None:
    path = PUBLISHED / "sigmajove-bonus-8-5.txt"
    code, text = run(["strategy", "eval", "bonus-poker-8-5", str(path), "--json"])
    assert code == 0
    doc = json.loads(text)
    assert f"{float(Fraction(doc['return_exact'])) * 100:.8f}" == "99.16543370"
    assert doc["warnings"][0].endswith("line 1, column 1: read as the title")
    code, text = run(["strategy", "eval", "bonus-poker-8-5", str(path)])
    assert "Readings to check:" in text and "sigmajove's command line, skipped" in text


def test_make_a_short_chart_that_reads_back(tmp_path: Path) -> None:
    out = tmp_path / "fifteen.txt"
    code, text = run(["strategy", "make", "jacks-or-better-9-6", "--rules", "15", "-o", str(out)])
    assert code == 0 and "15 rules" in text
    code, text = run(["strategy", "eval", "jacks-or-better-9-6", str(out), "--json"])
    assert code == 0
    assert float(Fraction(json.loads(text)["return_exact"])) > 0.994593  # the Wizard's 15
    code, text = run(["strategy", "make", "jacks-or-better-9-6", "--rules", "15", "--json"])
    doc = json.loads(text)
    assert doc["rule_count"] <= 15 and doc["rules"][-1]["counted"] is False


def test_make_names_the_chart_rule_each_exception_goes_above() -> None:
    """``--exceptions``: each exception names the rule of the chart printed above it, by
    its number there (and its heading in a wild game)."""
    code, text = run(["strategy", "make", "jacks-or-better-9-6", "--exceptions", "--json"])
    assert code == 0
    doc = json.loads(text)
    assert doc["exceptions"]
    for e in doc["exceptions"]:
        assert 1 <= e["above_rule"] <= doc["rule_count"] and e["above_section"] == ""
    code, text = run(["strategy", "make", "jacks-or-better-9-6", "--exceptions"])
    numbered = dict(line.split(". ", 1) for line in text.splitlines() if line[:1].isdigit())
    for e in doc["exceptions"]:
        assert f"above rule {e['above_rule']}: {e['line']}" in text
        said = numbered[str(e["above_rule"])].split("  #")[0].strip()
        assert said == doc["rules"][e["above_rule"] - 1]["text"]  # no headings: in order
