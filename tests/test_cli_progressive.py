"""The command line of progressive play and ties: ``analyze --ties``, ``strategy
turning-points``, ``progressive`` and ``risk`` at a meter."""

from __future__ import annotations

import contextlib
import io
import json
from pathlib import Path

import pytest
from shared_makers import kept_call

from vptrainer.cli import main
from vptrainer.cli.parser import build_parser
from vptrainer.core.engine.ties import TIE_POLICIES
from vptrainer.core.strategy import turning_points as turning_module

TURNING = turning_module.turning_points


def run(args: list[str]) -> tuple[int, str]:
    out = io.StringIO()
    code = main(args, out=out)
    return code, out.getvalue()


def test_analyze_ties_choices_are_the_core_policies() -> None:
    parser = build_parser()
    sub = next(a for a in parser._actions if a.dest == "command")
    analyze = sub.choices["analyze"]  # type: ignore[index]
    ties = next(a for a in analyze._actions if a.dest == "ties")
    assert tuple(ties.choices) == TIE_POLICIES
    assert ties.default == "most-cards"


def test_analyze_with_a_tie_policy() -> None:
    code, text = run(["analyze", "deuces-wild-25-15-11", "--ties", "first", "--json"])
    assert code == 0
    doc = json.loads(text)
    assert doc["ties"] == "first"
    assert doc["categories"][4]["combinations"] == 111_216_063_372  # the Wizard of Odds'
    code, text = run(["analyze", "deuces-wild-25-15-11", "--json"])
    assert json.loads(text)["ties"] == "most-cards"
    assert json.loads(text)["return_exact"] == doc["return_exact"]


def test_progressive_json_contract() -> None:
    code, text = run(
        ["progressive", "jacks-or-better-8-5", "--meter", "8000", "--rate", "0.005", "--json"]
    )
    assert code == 0
    doc = json.loads(text)
    for key in ("expected_profit_coins", "expected_hands", "expected_meter_at_hit"):
        assert isinstance(doc[key], float)
    assert doc["policy"] == "value" and doc["players"] == 1 and doc["coins_per_bet"] == 5
    # solo, re-optimised for the profit: exactly linear in the meter
    assert doc["break_even_meter"] == pytest.approx(8000 - doc["expected_profit_coins"])
    assert doc["break_even_meter_exact"] is not None
    assert doc["expected_hours"] == pytest.approx(doc["expected_hands"] / 600)
    assert doc["expected_meter_at_hit"] > 8000


def test_progressive_still_meter_breaks_even_at_the_sweeps_break_even() -> None:
    code, text = run(
        ["progressive", "jacks-or-better-8-5", "--meter", "8665", "--rate", "0", "--json"]
    )
    assert code == 0
    doc = json.loads(text)
    assert doc["break_even_meter_per_coin"] == pytest.approx(1733.142028617, abs=1e-6)
    assert doc["expected_profit_coins"] < 0


def test_progressive_text_with_dollars_and_players() -> None:
    code, text = run(
        [
            "progressive",
            "jacks-or-better-8-5",
            "--meter",
            "8000",
            "--rate",
            "0.01",
            "--players",
            "3",
            "--policy",
            "return",
            "--denomination",
            "0.25",
            "--speed",
            "800",
        ]
    )
    assert code == 0
    assert "3 players on the bank" in text and "800 hands an hour" in text
    assert "the chance that you hit it" in text and "($" in text
    assert "Break-even meter:" in text


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--meter", "8000", "--rate", "0.5"], "rate"),
        (["--meter", "10", "--rate", "0.005"], "meter must be at least"),
        (["--meter", "8000", "--rate", "abc"], "not a number"),
        (["--meter", "8000", "--rate", "0.005", "--players", "0"], "players"),
        (["--meter", "8000", "--rate", "0.005", "--line", "flush"], "top line"),
        (["--meter", "8000", "--rate", "0.005", "--line", "nope"], "not a category"),
    ],
)
def test_progressive_bad_input(
    args: list[str], message: str, capsys: pytest.CaptureFixture[str]
) -> None:
    with contextlib.suppress(SystemExit):
        code, _ = run(["progressive", "jacks-or-better-8-5", *args])
        assert code == 2
    assert message in capsys.readouterr().err


def test_strategy_turning_points_json(
    tmp_path: Path, qapp: object, monkeypatch: pytest.MonkeyPatch
) -> None:
    # the core's answer kept between runs of the same core (its own tests check it)
    monkeypatch.setattr(
        turning_module, "turning_points", lambda table, **kw: kept_call(TURNING, table, **kw)
    )
    page = tmp_path / "guide.html"
    pdf, png = tmp_path / "guide.pdf", tmp_path / "guide.png"
    code, text = run(
        [
            "strategy",
            "turning-points",
            "jacks-or-better-8-5",
            "--strategy",
            "jacks-or-better-9-6-basic",
            "--up-to",
            "2400",
            "--at",
            "1600",
            "--denomination",
            "0.25",
            "--html",
            str(page),
            "--pdf",
            str(pdf),
            "--png",
            str(png),
            "--json",
        ]
    )
    assert code == 0
    # the guide on pocket-card pages (qapp: the tests' one Qt application, as the app's)
    assert (
        pdf.read_bytes().startswith(b"%PDF")
        and b"/MediaBox [0 0 288.000000 432.000000]" in pdf.read_bytes()
    )
    assert png.read_bytes().startswith(b"\x89PNG")
    doc = json.loads(text)
    assert doc["changes"] and all({"rule", "meter", "direction"} <= set(c) for c in doc["changes"])
    four = next(c for c in doc["changes"] if c["rule"] == "4 to a royal flush")
    assert four["meter"] == 2282 and four["direction"] == "up"
    assert four["past"] == "straight flush" and four["meter_dollars"] == 2852.5
    assert doc["at"]["guide_return"] > doc["at"]["chart_return"]
    assert page.read_text().startswith("<html>")


def test_strategy_turning_points_bad_input(capsys: pytest.CaptureFixture[str]) -> None:
    code, _ = run(
        [
            "strategy",
            "turning-points",
            "jacks-or-better-8-5",
            "--strategy",
            "jacks-or-better-9-6-basic",
            "--up-to",
            "700",
        ]
    )
    assert code == 2 and "rise from at least" in capsys.readouterr().err


def test_risk_at_a_meter_and_at_a_short_bet() -> None:
    code, text = run(
        [
            "risk",
            "jacks-or-better-8-5",
            "--meter",
            "2200",
            "--denomination",
            "0.25",
            "--bankroll",
            "8000",
            "--json",
        ]
    )
    assert code == 0
    doc = json.loads(text)
    assert doc["meter"] == 2200 and doc["meter_pay"] == 1760
    assert round(doc["return"] * 100, 2) == 100.08
    assert doc["certain_ruin"] is False and 0 < doc["risk_of_ruin"] < 1
    code, text = run(["risk", "jacks-or-better-9-6", "--coins", "1", "--json"])
    doc = json.loads(text)
    assert doc["short_pays"] is True and doc["coins_per_bet"] == 1
    assert doc["return"] < 0.99  # the royal pays 250 per coin on one coin
    code, text = run(["risk", "jacks-or-better-9-6", "--coins", "1"])
    assert "short pays of a 1-coin bet" in text


def test_risk_meter_needs_a_denomination_and_a_max_bet(
    capsys: pytest.CaptureFixture[str],
) -> None:
    code, _ = run(["risk", "jacks-or-better-8-5", "--meter", "2200"])
    assert code == 2 and "--denomination" in capsys.readouterr().err
    code, _ = run(
        ["risk", "jacks-or-better-8-5", "--meter", "2200", "--denomination", "1", "--coins", "3"]
    )
    assert code == 2 and "max bet" in capsys.readouterr().err
