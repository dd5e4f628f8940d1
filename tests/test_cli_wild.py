"""The command line on the new games: tables, analyze and hand with two jokers and deal bonuses."""

from __future__ import annotations

import io
import json
from fractions import Fraction
from pathlib import Path

import pytest

from vptrainer.cli import main


def run(args: list[str], stdin: str = "") -> tuple[int, str]:
    out = io.StringIO()
    code = main(args, out=out, stdin=io.StringIO(stdin))
    return code, out.getvalue()


def test_tables_lists_every_new_game() -> None:
    code, text = run(["tables"])
    assert code == 0
    lines = {line.split()[0]: line for line in text.splitlines()}
    assert "2 jokers" in lines["double-joker-9-5"] and "54 cards" in lines["double-joker-9-5"]
    assert "99.97%" in lines["double-joker-9-5"]  # as published: not padded to 99.9700%
    assert "7s+joker" in lines["sevens-and-joker-wild"]
    assert "2s+joker" in lines["deuces-and-joker-wild"]
    assert "Jh+Js" in lines["one-eyed-jacks"]
    assert "3s" in lines["anythings-wild-threes"]
    assert "97.483%" in lines["royal-deal-jacks-or-better-8-5"]
    assert "101.6%" in lines["loose-deuces-17-10"]
    assert "deuces" in lines["deuces-wild-full-pay"]


def test_hand_with_two_jokers() -> None:
    code, text = run(["hand", "double-joker-9-5", "Jk", "Jk", "Ah", "Kh", "3c", "--json"])
    assert code == 0
    doc = json.loads(text)
    assert doc["hand"] == ["Jk", "Jk", "Ah", "Kh", "3c"]
    best = doc["holds"][0]
    assert best["best"] and best["held"] == ["Jk", "Jk", "Ah", "Kh"]
    assert Fraction(best["ev_exact"]) == Fraction(459, 49)
    code, text = run(["hand", "double-joker-9-5", "Jk", "Jk", "Ah", "Kh", "3c"])
    assert code == 0 and "Jk Jk Ah Kh" in text and "best" in text


def test_hand_refuses_a_third_joker(capsys: pytest.CaptureFixture[str]) -> None:
    code, _ = run(["hand", "double-joker-9-5", "Jk", "Jk", "Jk", "Kh", "3c"])
    assert code == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "third joker" in err
    code, _ = run(["hand", "joker-poker-kings-full-pay", "Jk", "Jk", "Ah", "Kh", "3c"])
    assert code == 2
    assert "this game has one joker" in capsys.readouterr().err


def test_hand_lines_from_standard_input() -> None:
    code, text = run(
        ["hand", "sevens-and-joker-wild", "-"], stdin="7c 7d Jk Ah Kh\n\n7h 8h 9h Th Jh\n"
    )
    assert code == 0
    docs = [json.loads(line) for line in text.splitlines()]
    assert len(docs) == 2 and docs[0]["hand"][2] == "Jk"


def test_hand_shows_the_deal_bonus() -> None:
    code, text = run(["hand", "royal-deal-jacks-or-better-8-5", "As", "Ks", "Qs", "Js", "Ts"])
    assert code == 0
    assert "bonus of 1200/1 per coin" in text
    code, text = run(
        ["hand", "royal-deal-jacks-or-better-8-5", "As", "Ks", "Qs", "Js", "Ts", "--json"]
    )
    doc = json.loads(text)
    assert doc["dealt"] == {
        "category": "royal_flush",
        "label": "Royal flush",
        "bonus": 1200.0,
        "bonus_exact": "1200/1",
    }
    assert doc["holds"][0]["ev_exact"] == "2000/1"
    code, text = run(["hand", "jacks-or-better-8-5", "As", "Ks", "Qs", "Js", "Ts", "--json"])
    assert "dealt" not in json.loads(text)


@pytest.mark.parametrize(
    ("table_id", "printed"),
    [("double-joker-9-5", "99.97"), ("royal-deal-jacks-or-better-8-5", "97.483")],
)
def test_analyze_new_games(table_id: str, printed: str) -> None:
    code, text = run(["analyze", table_id, "--json"])
    assert code == 0
    doc = json.loads(text)
    digits = len(printed.split(".")[1])
    assert f"{float(Fraction(doc['return_exact'])) * 100:.{digits}f}" == printed
    paid = sum(
        Fraction(c["combinations"]) * Fraction(c["pays_exact"])
        for c in (*doc["categories"], *doc["dealt_categories"])
    )
    assert Fraction(doc["return_exact"]) == paid / doc["total_combinations"]
    code, text = run(["analyze", table_id])
    assert code == 0 and f"{printed}" in text


def test_analyze_a_file_of_a_new_game(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "sevens.toml"
    path.write_text('name = "Sevens"\nwild_ranks = "7"\n[pays]\nfour_wilds = 200\nflush = 2\n')
    code, text = run(["analyze", str(path)])
    assert code == 0 and "sevens wild, 52 cards" in text and "Four sevens" in text
    path.write_text('name = "Sevens"\nwild_ranks = "7"\n[pays]\nfive_wilds = 2\n')
    code, _ = run(["analyze", str(path)])
    assert code == 2
    err = capsys.readouterr().err
    assert "pays.five_wilds: five_wilds needs five wild cards, but this game has 4" in err
