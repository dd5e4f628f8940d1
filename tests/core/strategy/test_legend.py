"""The legend a pocket card prints under its rules: each term the rules use, and only
those, in a player's words."""

from __future__ import annotations

from vptrainer.core.games.builtin import load_builtin
from vptrainer.core.strategy.game import game_of
from vptrainer.core.strategy.generator.legend import legend

JOB = game_of(load_builtin("jacks-or-better-9-6"))
DEUCES = game_of(load_builtin("deuces-wild-full-pay"))


def test_the_terms_a_chart_uses_and_no_others() -> None:
    texts = [
        "4 to an outside straight",
        "suited QJ",
        "high pair",
        "AKQJ with a discarded 9",
        "suited QT8 with no discarded straight cards",
        "discard everything",
    ]
    terms = dict(legend(texts, JOB))
    assert list(terms) == [
        "N to a hand",
        "suited",
        "high pair",
        "outside",
        "discarded straight card",
        "discarded ranks",
        "discard everything",
    ]
    assert terms["high pair"] == "a pair of J-A"
    assert terms["N to a hand"] == "that many cards of the hand held"  # no wild cards here
    assert "inside" not in terms and "gaps" not in terms


def test_wild_charts_explain_their_headings_and_wild_words() -> None:
    terms = dict(legend(["natural royal flush", "wild royal flush"], DEUCES, sections=True))
    assert list(terms) == ["Headings", "natural", "wild royal flush"]
    assert "deuces" in terms["Headings"] and terms["natural"] == "without deuces"
    assert "high pair" not in dict(legend(["high pair"], DEUCES))  # no high cards here
