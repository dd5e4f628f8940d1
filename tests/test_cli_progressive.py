"""The command line of progressive play and ties: ``analyze --ties``, ``strategy
turning-points``, ``progressive`` and ``risk`` at a meter."""

from __future__ import annotations

import io
import json

from vptrainer.cli import main
from vptrainer.cli.parser import build_parser
from vptrainer.core.engine.ties import TIE_POLICIES


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
