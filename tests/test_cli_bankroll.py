"""``vptrainer risk``, ``sweep`` and ``compare``: JSON contracts, units, bad arguments."""

from __future__ import annotations

import argparse
import contextlib
import io
import json
from decimal import Decimal
from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from vptrainer.cli import main
from vptrainer.cli import parser as cli_parser
from vptrainer.cli import values as cli_values
from vptrainer.core.bankroll.risk import session_odds
from vptrainer.core.engine.analysis import analyze
from vptrainer.core.games.builtin import load_builtin


def run(args: list[str]) -> tuple[int, str]:
    out = io.StringIO()
    code = main(args, out=out)
    return code, out.getvalue()


def run_json(args: list[str]) -> dict[str, object]:
    code, text = run([*args, "--json"])
    assert code == 0
    doc = json.loads(text)
    assert isinstance(doc, dict)
    return doc


# ------------------------------------------------------------------------- risk


def test_risk_long_run_with_cash_back() -> None:
    doc = run_json(["risk", "jacks-or-better-9-6", "--cashback", "1", "--bankroll", "1092"])
    assert doc["certain_ruin"] is False and doc["note"] is None
    assert doc["cashback_percent"] == 1.0 and doc["lines"] == 1
    assert 0 < doc["r"] < 1  # type: ignore[operator]
    needed = doc["bankroll_for_risk"]
    assert isinstance(needed, dict) and list(needed) == ["0.01", "0.05", "0.1", "0.5"]
    assert round(needed["0.5"]) == 1092 and round(needed["0.01"]) == 7256
    assert doc["risk_of_ruin"] == pytest.approx(0.5, abs=1e-4)
    assert (
        Fraction(str(doc["edge_exact"]))
        == Fraction(str(doc["return_exact"])) + Fraction(1, 100) - 1
    )
    for key in ("p_broke", "p_goal", "p_royal", "hands"):
        assert doc[key] is None


def test_risk_certain_ruin_says_so() -> None:
    doc = run_json(["risk", "jacks-or-better-9-6", "--bankroll", "500", "--risk", "0.2"])
    assert doc["certain_ruin"] is True and doc["r"] == 1.0 and doc["risk_of_ruin"] == 1.0
    assert doc["bankroll_for_risk"] == {
        "0.01": None,
        "0.05": None,
        "0.1": None,
        "0.2": None,
        "0.5": None,
    }
    assert "100%" in str(doc["note"])
    code, text = run(["risk", "jacks-or-better-9-6"])
    assert code == 0 and "the long-run risk of ruin is 100%" in text


def test_risk_session_matches_the_core() -> None:
    args = ["risk", "jacks-or-better-9-6", "--cashback", "0.5", "--bankroll", "200"]
    doc = run_json([*args, "--hands", "1000", "--goal", "100"])
    core = session_odds(
        analyze(load_builtin("jacks-or-better-9-6")),
        bankroll=200,
        hands=1000,
        goal=100,
        cashback=Fraction(1, 200),
    )
    assert doc["method"] == "exact" and doc["trials"] is None
    assert doc["p_broke"] == core.p_broke and doc["p_goal"] == core.p_goal
    assert doc["p_royal"] == core.p_royal and doc["p_playing"] == pytest.approx(core.p_playing)
    assert doc["hands"] == 1000 and doc["goal"] == 100
    code, text = run([*args, "--hands", "1000", "--goal", "100"])
    assert code == 0 and "goal first" in text and "exact recursion" in text


def test_risk_simulated_session_and_dollars() -> None:
    doc = run_json(
        [
            "risk",
            "deuces-wild-full-pay",
            "--bankroll",
            "400",
            "--hands",
            "200",
            "--lines",
            "3",
            "--method",
            "simulation",
            "--trials",
            "2000",
            "--seed",
            "5",
            "--denomination",
            "0.25",
        ]
    )
    assert doc["method"] == "simulation" and doc["trials"] == 2000 and doc["seed"] == 5
    assert doc["p_broke_se"] is not None and doc["p_royal_se"] is not None
    assert doc["p_goal"] is None and doc["p_goal_se"] is None
    assert doc["bet_dollars"] == 1.25 and doc["bankroll_dollars"] == 500
    assert doc["expected_result"] == pytest.approx(600 * (doc["return"] - 1))  # type: ignore[operator]


# ------------------------------------------------------------------------ sweep


def test_sweep_json_contract() -> None:
    doc = run_json(["sweep", "jacks-or-better-9-6"])
    assert doc["category"] == "royal_flush"
    assert doc["break_even_exact"] == "45110169982/46219759"
    assert doc["current_return_exact"] == "1653526326983/1661102543100"
    bps = doc["breakpoints"]
    assert isinstance(bps, list) and len(bps) > 1000
    # a royal below the straight flush's 50 would be paid as one: the sweep starts there
    assert doc["valid_from_exact"] == "50/1" and doc["valid_to_exact"] is None
    assert Fraction(bps[0]["pay_exact"]) > 50
    assert [b["pay"] for b in bps] == sorted(b["pay"] for b in bps)
    assert all(Fraction(b["pay_exact"]) == pytest.approx(b["pay"]) for b in bps[:50])


def test_sweep_progressive_meter() -> None:
    doc = run_json(["sweep", "jacks-or-better-8-5", "--denomination", "0.25", "--meter", "2200"])
    assert doc["meter_pay"] == 1760 and round(doc["return_at_meter"] * 100, 2) == 100.08  # type: ignore[operator]
    assert 2166 < doc["break_even_meter"] < 2167  # type: ignore[operator]
    code, text = run(["sweep", "jacks-or-better-8-5"])
    assert code == 0 and "Break-even: 1,733.1420 per coin" in text


# ---------------------------------------------------------------------- compare


def test_compare_json_and_text() -> None:
    doc = run_json(["compare", "jacks-or-better-9-6", "jacks-or-better-8-5"])
    tables = doc["tables"]
    assert isinstance(tables, list) and [t["name"] for t in tables] == [
        "Jacks or Better 9/6",
        "Jacks or Better 8/5",
    ]
    assert tables[1]["return_change"] == pytest.approx(0.972984337506 - 0.995439043695)
    diffs = doc["pay_differences"]
    assert isinstance(diffs, list)
    assert {(d["category"], d["reference_pays"], d["pays"]) for d in diffs} == {
        ("full_house", 9, 8),
        ("flush", 6, 5),
    }
    worth = sum(Fraction(d["worth_exact"]) for d in diffs)
    gain = Fraction(tables[1]["strategy_gain_exact"])
    assert worth + gain == Fraction(tables[1]["return_change_exact"])
    code, text = run(["compare", "jacks-or-better-9-6", "jacks-or-better-8-5"])
    assert code == 0 and "Full house 9 -> 8" in text


# ------------------------------------------------------------------ bad input


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["risk", "jacks-or-better-9-6", "--bankroll", "-5"], "more than 0"),
        (["risk", "jacks-or-better-9-6", "--bankroll", "0"], "more than 0"),
        (["risk", "jacks-or-better-9-6", "--bankroll", "lots"], "not a number"),
        (["risk", "jacks-or-better-9-6", "--bankroll", "nan"], "not a finite number"),
        (["risk", "jacks-or-better-9-6", "--bankroll", "1e999999999"], "too many digits"),
        (["risk", "jacks-or-better-9-6", "--risk", "0"], "between 0 and 1"),
        (["risk", "jacks-or-better-9-6", "--risk", "1"], "between 0 and 1"),
        (["risk", "jacks-or-better-9-6", "--risk", "5%"], "not a number"),
        (["risk", "jacks-or-better-9-6", "--cashback", "101"], "from 0 to 100"),
        (["risk", "jacks-or-better-9-6", "--cashback", "-1"], "from 0 to 100"),
        (["risk", "jacks-or-better-9-6", "--hands", "0", "--bankroll", "9"], "hands must be"),
        (["risk", "jacks-or-better-9-6", "--hands", "2.5", "--bankroll", "9"], "whole number"),
        (["risk", "jacks-or-better-9-6", "--lines", "0"], "lines must be"),
        (["risk", "jacks-or-better-9-6", "--lines", "101"], "lines must be"),
        (["risk", "jacks-or-better-9-6", "--hands", "10"], "--hands needs --bankroll"),
        (["risk", "jacks-or-better-9-6", "--goal", "10", "--bankroll", "9"], "--goal needs"),
        (["risk", "jacks-or-better-9-6", "--trials", "10"], "apply to a session"),
        (["risk", "jacks-or-better-9-6", "--method", "exact"], "applies to a session"),
        (["risk", "jacks-or-better-9-6", "--denomination", "0"], "more than $0"),
        (["risk", "no-such-table"], "neither a file nor a built-in table"),
        (
            [
                "risk",
                "deuces-wild-full-pay",
                "--bankroll",
                "5000",
                "--hands",
                "10",
                "--lines",
                "100",
                "--method",
                "exact",
            ],
            "use a simulation",
        ),
        (["sweep", "jacks-or-better-9-6", "--meter", "2000"], "--meter needs --denomination"),
        (["sweep", "jacks-or-better-9-6", "--category", "four_aces"], "not a category"),
        (["compare", "jacks-or-better-9-6"], "at least two tables"),
    ],
)
def test_bad_arguments_exit_2_with_one_line(
    capsys: pytest.CaptureFixture[str], args: list[str], message: str
) -> None:
    try:
        code = main(args, out=io.StringIO())
    except SystemExit as exc:
        code = int(exc.code or 0)
    err = capsys.readouterr().err
    assert code == 2
    assert message in err
    assert len(err.strip().splitlines()) == 1 and "Traceback" not in err


# --------------------------------------------------------- parsing, by property

OPTIONS = ["--bankroll", "--risk", "--cashback", "--hands", "--goal", "--lines", "--coins"]
PARSERS = {
    "--bankroll": cli_values.bets_arg,
    "--goal": cli_values.goal_arg,
    "--risk": cli_values.risk_arg,
    "--cashback": cli_values.cashback_arg,
    "--hands": cli_values.hands_arg,
    "--lines": cli_values.lines_arg,
    "--coins": cli_values.coins_arg,
    "--denomination": cli_values.denomination_arg,
    "--meter": cli_values.dollars_arg,
}

texts = st.one_of(
    st.text(max_size=12),
    st.from_regex(r"\A[-+]?[0-9]{0,6}(\.[0-9]{0,4})?([eE][-+]?[0-9]{1,4})?%?\Z"),
    st.sampled_from(["nan", "inf", "-inf", "1e999999999", "0x10", "1_000", " 7 ", "1/2", "$5"]),
)


@settings(max_examples=300, deadline=None)
@given(option=st.sampled_from(sorted(PARSERS)), text=texts)
def test_every_value_is_parsed_or_refused_in_one_line(option: str, text: str) -> None:
    parse = PARSERS[option]
    try:
        value = parse(text)
    except argparse.ArgumentTypeError as exc:
        assert str(exc) and "\n" not in str(exc)
        return
    if option in ("--bankroll", "--goal"):
        assert isinstance(value, Fraction) and 0 < value <= 10**9
    elif option == "--risk":
        assert isinstance(value, float) and 0 < value < 1
    elif option == "--cashback":
        assert isinstance(value, Fraction) and 0 <= value <= 1
    elif option == "--hands":
        assert isinstance(value, int) and 1 <= value <= 10**7
    elif option == "--lines":
        assert isinstance(value, int) and 1 <= value <= 100
    elif option == "--coins":
        assert isinstance(value, int) and 1 <= value <= 1000
    else:
        assert isinstance(value, Fraction) and 0 <= value <= 10**9


@pytest.mark.slow
@settings(max_examples=200, deadline=None)
@given(option=st.sampled_from(OPTIONS), text=texts)
def test_the_risk_parser_exits_2_in_one_line_or_parses(option: str, text: str) -> None:
    parser = cli_parser.build_parser()
    stderr = io.StringIO()
    try:
        with contextlib.redirect_stderr(stderr):
            args = parser.parse_args(["risk", "jacks-or-better-9-6", f"{option}={text}"])
    except SystemExit as exc:
        err = stderr.getvalue()
        assert exc.code == 2
        assert len(err.strip().splitlines()) == 1 and "Traceback" not in err
        return
    value = getattr(args, option[2:])
    assert value is not None
    if option == "--risk":
        assert value == [float(Fraction(Decimal(text.strip())))]


@given(st.decimals(min_value=Decimal("0.000001"), max_value=Decimal(10**9), places=6))
def test_bets_are_read_exactly(value: Decimal) -> None:
    assert cli_values.bets_arg(str(value)) == Fraction(value)
    percent = min(value, Decimal(100))
    assert cli_values.cashback_arg(f"{percent}%") == Fraction(percent) / 100
