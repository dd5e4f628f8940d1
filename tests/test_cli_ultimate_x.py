"""``vptrainer ultimate-x`` and ``vptrainer hand --ultimate-x``."""

from __future__ import annotations

import io
import json
from pathlib import Path

import pytest

from vptrainer.cli import main


def run(args: list[str], stdin: str = "") -> tuple[int, str]:
    out = io.StringIO()
    code = main(args, out=out, stdin=io.StringIO(stdin))
    return code, out.getvalue()


def test_ultimate_x_json_contract() -> None:
    code, text = run(["ultimate-x", "jacks-or-better-8-6", "--lines", "1", "--json"])
    assert code == 0
    doc = json.loads(text)
    assert round(100 * doc["return"], 2) == 98.57
    assert doc["lines"] == 1 and doc["five_coin"] is False
    shares = {int(m): round(100 * f, 2) for m, f in doc["multiplier_frequencies"].items()}
    assert shares == {1: 56.29, 2: 19.93, 3: 12.53, 4: 7.24, 7: 1.38, 10: 1.50, 12: 1.13}
    assert doc["seconds"] > 0
    assert doc["multiplier_table"]["id"] == "jacks-or-better-1"
    assert doc["line_multipliers"]["full_house"] == 12
    assert len(doc["states"]) == 12 and doc["states"][0]["total_multiplier"] == 1
    assert sum(s["share"] for s in doc["states"]) == pytest.approx(1.0)
    assert doc["base_game_return_exact"].count("/") == 1
    assert doc["base_strategy_return"] < doc["return"]


def test_ultimate_x_text_with_a_family_and_a_file(tmp_path: Path) -> None:
    code, text = run(
        ["ultimate-x", "jacks-or-better-8-6", "--lines", "1", "--family", "jacks-or-better"]
    )
    assert code == 0
    assert "98.5730%" in text and "Line multipliers" in text and "1x 56.29%" in text
    path = tmp_path / "x.toml"
    path.write_text(
        'name = "all 2x"\n[multipliers]\nroyal_flush = 2\nstraight_flush = 2\n'
        "four_of_a_kind = 2\nfull_house = 2\nflush = 2\nstraight = 2\n"
        "three_of_a_kind = 2\ntwo_pair = 2\njacks_or_better = 2\n"
    )
    code, text = run(
        ["ultimate-x", "jacks-or-better-8-6", "--lines", "1", "--multipliers", str(path), "--json"]
    )
    assert code == 0
    doc = json.loads(text)
    assert set(doc["multiplier_frequencies"]) == {"1", "2"}
    assert doc["multiplier_table"]["name"] == "all 2x"


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["ultimate-x", "tens-or-better-6-5", "--lines", "3"], "not an Ultimate X game"),
        (["ultimate-x", "jacks-or-better-8-6", "--lines", "2"], "machines offer 1, 3, 5, 10"),
        (
            ["ultimate-x", "jacks-or-better-8-6", "--lines", "1", "--multipliers", "/nope.toml"],
            "no such file",
        ),
        (
            [
                "ultimate-x",
                "royal-deal-jacks-or-better-8-5",
                "--lines",
                "3",
                "--family",
                "jacks-or-better",
            ],
            "dealt",
        ),
        (
            [
                "hand",
                "jacks-or-better-8-6",
                "Ah",
                "Kh",
                "Qh",
                "Jh",
                "2c",
                "--ultimate-x",
                "1",
                "--total-multiplier",
                "13",
            ],
            "from 1 to 12",
        ),
    ],
)
def test_errors_are_one_line_and_status_2(
    args: list[str], message: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert run(args)[0] == 2
    err = capsys.readouterr().err
    assert message in err and err.count("\n") == 1


@pytest.mark.parametrize(
    "args",
    [
        ["ultimate-x", "jacks-or-better-8-6", "--lines", "11"],
        ["ultimate-x", "jacks-or-better-8-6"],
        ["ultimate-x", "jacks-or-better-8-6", "--lines", "3", "--family", "keno"],
        [
            "ultimate-x",
            "jacks-or-better-8-6",
            "--lines",
            "3",
            "--family",
            "bonus-poker",
            "--multipliers",
            "x.toml",
        ],
    ],
)
def test_usage_errors(args: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exc:
        run(args)
    assert exc.value.code == 2
    assert capsys.readouterr().err.count("\n") == 1


def test_hand_ranked_at_a_total_multiplier() -> None:
    cards = ["Ad", "2d", "6d", "9h", "Jh"]
    code, text = run(
        ["hand", "jacks-or-better-8-6", *cards, "--ultimate-x", "1", "--total-multiplier", "4"]
    )
    assert code == 0
    first = text.splitlines()[2]
    assert first.startswith("Ad Jh") and first.endswith("best")
    assert "M    1.000 to    2.498: Ad 2d 6d" in text
    code, text = run(
        ["hand", "jacks-or-better-8-6", "-", "--ultimate-x", "1"],
        stdin="Ad 2d 6d 9h Jh\n\nQs Qh 7c 4d 2s\n",
    )
    assert code == 0
    docs = [json.loads(line) for line in text.splitlines()]
    assert [d["holds"][0]["held"] for d in docs] == [["Ad", "2d", "6d"], ["Qs", "Qh"]]
    doc = docs[0]
    assert doc["total_multiplier"] == 1 and len(doc["holds"]) == 32
    assert doc["holds"][0]["best"] and doc["holds"][0]["cost_coins"] == 0.0
    assert [s["held"] for s in doc["best_by_total_multiplier"]] == [
        ["Ad", "2d", "6d"],
        ["Ad", "Jh"],
    ]


def test_ultimate_x_options_need_ultimate_x(capsys: pytest.CaptureFixture[str]) -> None:
    args = ["hand", "jacks-or-better-8-6", "Ad", "2d", "6d", "9h", "Jh", "--total-multiplier", "3"]
    assert run(args)[0] == 2
    assert "--ultimate-x" in capsys.readouterr().err
