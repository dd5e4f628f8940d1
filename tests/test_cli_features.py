"""``vptrainer feature`` and ``vptrainer risk --feature``: JSON, text, bad input."""

from __future__ import annotations

import argparse
import contextlib
import io
import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from vptrainer.cli import main
from vptrainer.cli import values as cli_values


def run(args: list[str]) -> tuple[int, str, str]:
    out = io.StringIO()
    err = io.StringIO()
    with contextlib.redirect_stderr(err):
        code = main(args, out=out)
    return code, out.getvalue(), err.getvalue()


def run_json(args: list[str]) -> dict[str, object]:
    code, text, err = run([*args, "--json"])
    assert code == 0, err
    doc = json.loads(text)
    assert isinstance(doc, dict)
    return doc


@pytest.mark.parametrize(
    ("args", "expected"),
    [
        (["hot-roll", "jacks-or-better-9-6"], 0.995439),
        (
            ["super-times-pay", "jacks-or-better-9-6", "--weights", "1:14,10:1"],
            0.995439 * 1.6 / 1.2,
        ),
        (["big-times-draw", "jacks-or-better-8-6"], 0.954895),
        (["big-times-draw", "bonus-poker-7-5", "--coins-bet", "6"], None),
        (["dream-card", "jacks-or-better-9-6", "--trigger", "1/2", "--rule", "best-hand"], None),
    ],
)
def test_feature_json(args: list[str], expected: float | None) -> None:
    doc = run_json(["feature", *args])
    for key in ("return", "variance", "seconds", "base_return", "stake", "game", "name"):
        assert key in doc
    if expected is not None:
        assert doc["return"] == pytest.approx(expected, abs=5e-7)
    assert isinstance(doc["data_source"], str) and "Wizard of Odds" in doc["data_source"]


def test_multi_strike_text_and_json() -> None:
    args = ["feature", "multi-strike", "jacks-or-better-9-6", "--free-rides", "5,5,5"]
    code, text, _ = run([*args, "--lines", "2"])
    assert code == 0 and "Level" in text and "free ride" in text
    doc = run_json([*args, "--lines", "2"])
    assert doc["stake"] == 2 and doc["free_rides"] == [0.05, 0.05, 0.05]
    assert [lv["multiplier"] for lv in doc["levels"]] == [1, 2]  # type: ignore[index]


def test_wheel_poker_text() -> None:
    code, text, _ = run(["feature", "wheel-poker", "jacks-or-better-9-6", "--wheel", "400:1"])
    assert code == 0 and "Mean prize 400" in text and "->" in text


def test_risk_prices_a_feature() -> None:
    doc = run_json(["risk", "jacks-or-better-9-6", "--feature", "hot-roll", "--bankroll", "5000"])
    assert doc["feature"]["game"] == "hot-roll" and doc["feature"]["stake"] == 2  # type: ignore[index]
    assert 0 < doc["risk_of_ruin"] <= 1  # type: ignore[operator]
    doc = run_json(
        [
            "risk",
            "jacks-or-better-9-6",
            "--feature",
            "super-times-pay",
            "--bankroll",
            "500",
            "--hands",
            "200",
            "--cashback",
            "1",
        ]
    )
    assert doc["method"] == "exact" and doc["p_broke"] is not None


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["feature", "hot-roll", "jacks-or-better-9-6", "--wheel", "100:1"], "wheel applies to"),
        (["feature", "multi-strike", "jacks-or-better-9-6", "--free-rides", "1,2"], "each level"),
        (["feature", "big-times-draw", "jacks-or-better-9-6", "--multipliers", "1,2"], "12"),
        (["feature", "big-times-draw", "joker-poker-kings-full-pay"], "without jokers"),
        (["feature", "dream-card", "jacks-or-better-9-6", "--trigger", "2"], "probability"),
        (["feature", "spin-poker", "nope.toml"], "no such file"),
        (["risk", "jacks-or-better-9-6", "--trigger", "1/6"], "give --feature"),
        (["feature", "super-times-pay", "jacks-or-better-9-6", "--weights", "2"], "value:weight"),
    ],
)
def test_bad_input_is_one_line_and_status_2(args: list[str], message: str) -> None:
    err = io.StringIO()
    with contextlib.redirect_stderr(err), pytest.raises(SystemExit) as stop:
        code = main(args, out=io.StringIO())
        raise SystemExit(code)
    assert stop.value.code == 2
    lines = err.getvalue().strip().splitlines()
    assert len(lines) == 1 and message in lines[0]


@settings(max_examples=200, deadline=None)
@given(st.text(max_size=40))
def test_option_values_never_crash(text: str) -> None:
    for parse in (
        cli_values.weights_arg,
        cli_values.probability_arg,
        cli_values.whole_list_arg,
        cli_values.percent_list_arg,
    ):
        with contextlib.suppress(argparse.ArgumentTypeError):
            parse(text)
