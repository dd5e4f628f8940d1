"""``vptrainer evaluate``: one hand, or the counts of every hand of a size."""

from __future__ import annotations

import io
import json
import subprocess
import sys

import pytest

from vptrainer.cli import main

FIVE_CARD_COUNTS = {  # published (../shared/notes/reference-returns.md)
    "straight_flush": 40,
    "four_of_a_kind": 624,
    "full_house": 3_744,
    "flush": 5_108,
    "straight": 10_200,
    "three_of_a_kind": 54_912,
    "two_pair": 123_552,
    "one_pair": 1_098_240,
    "high_card": 1_302_540,
}


def run(*argv: str) -> tuple[int, str]:
    buf = io.StringIO()
    status = main(["evaluate", *argv], out=buf)
    return status, buf.getvalue()


def test_royal_flush() -> None:
    status, text = run("Ah", "Kh", "Qh", "Jh", "Th")
    assert status == 0
    assert "class 1 " in text and "Royal flush" in text
    assert text.startswith("Ah Kh Qh Jh Th:")


def test_seven_cards_as_one_argument_with_json() -> None:
    status, text = run("As Ad Ac Kh Kd 2c 7s", "--json")
    assert status == 0
    data = json.loads(text)
    assert data == {
        "cards": ["As", "Ad", "Ac", "Kh", "Kd", "2c", "7s"],
        "class": 167,
        "category": "full_house",
        "description": "Full house, aces over kings",
    }


def test_enumerate_five_json() -> None:
    status, text = run("--enumerate", "5", "--json")
    assert status == 0
    data = json.loads(text)
    assert data["total"] == 2_598_960 and data["cards"] == 5
    assert data["counts"] == FIVE_CARD_COUNTS
    assert data["distinct_classes"] == 7462
    assert data["elapsed_s"] > 0 and data["hands_per_s"] > 0


def test_enumerate_five_text_one_thread() -> None:
    status, text = run("--enumerate", "5", "--threads", "1")
    assert status == 0
    assert "All 2,598,960 5-card hands" in text
    assert "high card" in text and "1,302,540" in text
    assert "on 1 thread(s)" in text


@pytest.mark.parametrize(
    "argv",
    [
        ("Ah", "Kh", "Qh", "Jh", "Xx"),
        ("Ah", "Kh", "Qh", "Jh", "Ah"),
        ("Ah", "Kh", "Qh", "Jh"),
        ("Ah", "Kh", "Qh", "Jh", "Th", "9h", "8h", "7h"),
        ("Jk", "Kh", "Qh", "Jh", "Th"),
        (),
        ("Ah", "Kh", "Qh", "Jh", "Th", "--enumerate", "5"),
        ("--enumerate", "5", "--threads", "0"),
        ("--enumerate", "5", "--threads", "100000"),
        ("--enumerate", "8"),
    ],
)
def test_bad_input_exits_2_with_one_line(
    argv: tuple[str, ...], capsys: pytest.CaptureFixture[str]
) -> None:
    try:
        status, text = run(*argv)
    except SystemExit as exc:  # argparse itself rejects --enumerate 8
        status, text = int(str(exc.code)), ""
    err = capsys.readouterr().err
    assert status == 2
    assert text == ""
    assert err.startswith("vptrainer") and "error: " in err
    assert err.count("\n") == 1 and err.endswith("\n")


def test_installed_command() -> None:
    done = subprocess.run(
        [sys.executable, "-m", "vptrainer", "evaluate", "Ah", "Kh", "Qh", "Jh", "Xh"],
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode == 2
    assert done.stdout == ""
    assert done.stderr.count("\n") == 1 and "unknown card 'Xh'" in done.stderr
