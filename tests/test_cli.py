"""The command line contract: analyze, hand, tables, bad input."""

from __future__ import annotations

import io
import json
import subprocess
import sys
from fractions import Fraction
from pathlib import Path

import pytest

from vptrainer.cli import main


def run(args: list[str], stdin: str = "") -> tuple[int, str]:
    out = io.StringIO()
    code = main(args, out=out, stdin=io.StringIO(stdin))
    return code, out.getvalue()


def test_analyze_json_contract() -> None:
    code, text = run(["analyze", "jacks-or-better-9-6", "--json"])
    assert code == 0
    doc = json.loads(text)
    assert doc["name"] == "Jacks or Better 9/6"
    assert doc["return_exact"] == "1653526326983/1661102543100"
    assert doc["return"] == pytest.approx(0.995439043695)
    assert round(doc["variance"], 4) == 19.5147
    assert round(doc["std_dev"], 4) == 4.4175
    assert round(doc["hit_frequency"], 6) == 0.454565
    assert doc["elapsed_s"] > 0
    cats = {c["category"]: c for c in doc["categories"]}
    assert cats["royal_flush"]["pays"] == 800
    assert cats["royal_flush"]["combinations"] == 493_512_264
    assert set(cats["flush"]) >= {"category", "pays", "combinations", "probability", "contribution"}
    assert sum(c["contribution"] for c in doc["categories"]) == pytest.approx(doc["return"])


def test_analyze_text_and_file(tmp_path: Path) -> None:
    path = tmp_path / "mine.toml"
    path.write_text(
        'name = "Mine"\n[pays]\nroyal_flush = 1600.25\nflush = 6\njacks_or_better = 1\n'
    )
    code, text = run(["analyze", str(path)])
    assert code == 0
    assert "Mine" in text and "Royal flush" in text and "1600.25" in text
    code, text = run(["analyze", str(path), "--json"])
    doc = json.loads(text)
    assert doc["categories"][0]["pays"] == 1600.25
    assert Fraction(doc["return_exact"]) == Fraction(
        sum(Fraction(c["combinations"]) * Fraction(str(c["pays"])) for c in doc["categories"]),
        doc["total_combinations"],
    )


def test_hand_json_contract() -> None:
    code, text = run(["hand", "jacks-or-better-9-6", "Qc", "Jc", "Kd", "Td", "Th", "--json"])
    assert code == 0
    doc = json.loads(text)
    assert doc["hand"] == ["Qc", "Jc", "Kd", "Td", "Th"]
    assert len(doc["holds"]) == 32
    best = [h for h in doc["holds"] if h["best"]]
    assert {tuple(h["held"]) for h in best} == {("Qc", "Jc", "Kd", "Td"), ("Qc", "Jc", "Kd", "Th")}
    assert best[0]["ev_exact"] == "41/47"
    assert doc["holds"][0]["best"]
    for h in doc["holds"]:
        assert h["held"] == [doc["hand"][i] for i in range(5) if h["mask"] >> i & 1]
        assert Fraction(h["ev_exact"]) == pytest.approx(h["ev"])


def test_hand_keeps_codes_as_given() -> None:
    _, text = run(["hand", "jacks-or-better-9-6", "ah", "10c", "Kd", "2s", "9h", "--json"])
    assert json.loads(text)["hand"] == ["ah", "10c", "Kd", "2s", "9h"]


def test_hand_stdin_one_object_per_line() -> None:
    code, text = run(
        ["hand", "jacks-or-better-9-6", "-"], stdin="Ts 9c 8d 5c 2h\n\nQd 9c 8d Ac Ad\n"
    )
    assert code == 0
    lines = [json.loads(x) for x in text.splitlines()]
    assert [x["hand"] for x in lines] == [
        ["Ts", "9c", "8d", "5c", "2h"],
        ["Qd", "9c", "8d", "Ac", "Ad"],
    ]
    assert lines[1]["holds"][0]["held"] == ["Ac", "Ad"]


def test_hand_text_output() -> None:
    code, text = run(["hand", "jacks-or-better-9-6", "Ts 9c 8d 5c 2h"])
    assert code == 0
    assert "(discard all)" in text and "best" in text


def test_joker_hands_only_in_joker_games() -> None:
    code, _ = run(["hand", "joker-poker-kings-full-pay", "Jk", "Ah", "Kh", "Qh", "Jh", "--json"])
    assert code == 0
    code, _ = run(["hand", "jacks-or-better-9-6", "Jk", "Ah", "Kh", "Qh", "Jh"])
    assert code == 2


@pytest.mark.parametrize(
    ("args", "stdin", "message"),
    [
        (["analyze", "no-such-table"], "", "neither a file nor a built-in table"),
        (["hand", "jacks-or-better-9-6", "Ah", "Kh", "Qh", "Jh", "Xh"], "", "unknown card 'Xh'"),
        (["hand", "jacks-or-better-9-6", "Ah", "Ah", "Qh", "Jh", "Th"], "", "duplicate card"),
        (["hand", "jacks-or-better-9-6", "Ah", "Kh"], "", "expected 5 cards, got 2"),
        (
            ["hand", "jacks-or-better-9-6", "-"],
            "Ah Kh Qh Jh Th\nAh Kh\n",
            "standard input line 2: expected 5 cards",
        ),
        (["analyze"], "", "the following arguments are required"),
        (["frobnicate"], "", "invalid choice"),
    ],
)
def test_bad_input_exits_2_with_one_line(
    capsys: pytest.CaptureFixture[str], args: list[str], stdin: str, message: str
) -> None:
    out = io.StringIO()
    try:
        code = main(args, out=out, stdin=io.StringIO(stdin))
    except SystemExit as exc:
        code = int(exc.code or 0)
    err = capsys.readouterr().err
    assert code == 2
    assert message in err
    assert len(err.strip().splitlines()) == 1
    assert "Traceback" not in err


def test_bad_table_file(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "broken.toml"
    path.write_text("[pays]\nflush = 'six'\n")
    assert main(["analyze", str(path)], out=io.StringIO()) == 2
    err = capsys.readouterr().err
    assert str(path) in err and "pays.flush" in err


def test_tables_lists_builtins() -> None:
    code, text = run(["tables"])
    assert code == 0
    assert "jacks-or-better-9-6" in text and "99.5439043695%" in text
    lines = {line.split()[0]: line for line in text.splitlines()}
    assert lines["tens-or-better-6-5"].endswith(" 99.14%")  # as published, not 99.1400%


def test_tables_fit_the_terminal_and_give_json(monkeypatch: pytest.MonkeyPatch) -> None:
    for columns in (40, 60, 80, 132):
        monkeypatch.setenv("COLUMNS", str(columns))
        code, text = run(["tables"])
        assert code == 0
        assert max(len(line) for line in text.splitlines()) <= columns
        assert "jacks-or-better-9-6" in text  # the ids always stay
    code, text = run(["tables", "--json"])
    rows = json.loads(text)
    job = next(r for r in rows if r["id"] == "jacks-or-better-9-6")
    assert job["published_return"] == 0.995439043695
    assert job["published_return_text"] == "99.5439043695%" and job["deck_size"] == 52


def test_entry_point_runs_as_a_process() -> None:
    proc = subprocess.run(
        [sys.executable, "-m", "vptrainer", "--version"],
        capture_output=True,
        text=True,
        check=False,
    )
    assert proc.returncode == 0 and proc.stdout.startswith("vptrainer ")
    proc = subprocess.run(
        [sys.executable, "-m", "vptrainer", "hand", "jacks-or-better-9-6", "Ah", "Kh"],
        capture_output=True,
        text=True,
        check=False,
    )
    assert proc.returncode == 2
    assert proc.stderr.count("\n") == 1 and "Traceback" not in proc.stderr


def test_analyze_at_fewer_coins_uses_the_short_pays(capsys: pytest.CaptureFixture[str]) -> None:
    code, text = run(["analyze", "jacks-or-better-9-6", "--coins", "4", "--json"])
    doc = json.loads(text)
    assert code == 0 and doc["return_exact"] == "35523565111/36110924850"  # the 250 royal
    code, text = run(["analyze", "jacks-or-better-9-6", "--coins", "5", "--json"])
    assert json.loads(text)["return_exact"] == "1653526326983/1661102543100"
    capsys.readouterr()
    assert run(["analyze", "jacks-or-better-9-6", "--coins", "0"])[0] == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "a bet is 1 to 5 coins" in err


def test_version_names_what_it_runs_on() -> None:
    proc = subprocess.run(
        [sys.executable, "-m", "vptrainer", "--version"], capture_output=True, text=True
    )
    assert proc.returncode == 0
    assert proc.stdout.startswith("vptrainer ")
    assert "numba " in proc.stdout and "Qt " in proc.stdout and "NumPy " in proc.stdout


@pytest.mark.slow
@pytest.mark.parametrize(
    "args",
    [
        ["analyze", "royal-deal-jacks-or-better-8-5"],
        ["compare", "jacks-or-better-9-6", "bonus-poker-8-5", "double-double-bonus-9-6"],
        ["hand", "jacks-or-better-9-6", "Ah", "Kh", "Qh", "Jh", "2c"],
        ["sweep", "jacks-or-better-9-6"],
        ["risk", "jacks-or-better-9-6", "--bankroll", "100", "--hands", "50"],
        ["strategy", "eval", "jacks-or-better-9-6", "jacks-or-better-9-6-wizard-simple"],
    ],
    ids=lambda a: a[0] if a[0] != "strategy" else "strategy-eval",
)
def test_text_output_fits_the_terminal(monkeypatch: pytest.MonkeyPatch, args: list[str]) -> None:
    wide_code, wide = run(args)
    assert wide_code == 0
    for columns in (40, 64, 100):
        monkeypatch.setenv("COLUMNS", str(columns))
        code, text = run(args)
        assert code == 0
        assert max(len(line) for line in text.splitlines()) <= columns, columns
        # every word still there, only the line breaks and dropped columns differ
        assert text.split()[0] == wide.split()[0]


def test_output_read_by_programs_is_never_wrapped(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("COLUMNS", "40")
    code, text = run(["analyze", "jacks-or-better-9-6", "--json"])
    assert code == 0 and len(text.splitlines()) == 1 and json.loads(text)["return"] > 0.99
    out = io.StringIO()
    code = main(
        ["hand", "jacks-or-better-9-6", "-"], out=out, stdin=io.StringIO("Ah Kh Qh Jh 2c\n")
    )
    assert code == 0 and len(out.getvalue().splitlines()) == 1
    assert json.loads(out.getvalue())["holds"][0]["best"] is True
