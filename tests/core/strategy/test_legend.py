"""The legend a pocket card prints under its rules: each abbreviation and term the
rules use, and only those, in a player's words."""

from __future__ import annotations

import re
from collections.abc import Callable

import pytest

from vptrainer.core.games.builtin import load_builtin
from vptrainer.core.messages import Message
from vptrainer.core.strategy.game import Game, game_of
from vptrainer.core.strategy.generator.charts import StrategyMaker
from vptrainer.core.strategy.generator.legend import legend, legend_lines
from vptrainer.core.strategy.language import parse_strategy

JOB = game_of(load_builtin("jacks-or-better-9-6"))
DEUCES = game_of(load_builtin("deuces-wild-full-pay"))
Maker = Callable[[str], StrategyMaker]

# each legend term, and how a reader finds it in a rule (an oracle apart from the
# legend's own patterns): a word, a sign, an abbreviation
USES: dict[str, Callable[[str], bool]] = {
    "|": lambda t: "|" in t,
    "commas": lambda t: bool(re.search(r"\w, \w", t)),
    "SF": lambda t: "SF" in t.split(),
    "RF": lambda t: "RF" in t.split(),
    "natural": lambda t: "natural" in t,
    "wild royal flush": lambda t: "wild royal" in t,
    "N to a hand": lambda t: bool(re.search(r"\d to an? ", t)),
    "suited": lambda t: "suited" in t.replace("unsuited", ""),
    "unsuited": lambda t: "unsuited" in t,
    "high cards": lambda t: bool(re.search(r"high cards?\b", t)),
    "high pair": lambda t: "high pair" in t,
    "low pair": lambda t: "low pair" in t,
    "outside": lambda t: "outside" in t,
    "inside": lambda t: "inside" in t,
    "gaps": lambda t: bool(re.search(r"\bgaps?\b", t)),
    "span": lambda t: "span" in t,
    "ranks": lambda t: "ranks " in t,
    "highest/lowest rank": lambda t: "highest rank" in t or "lowest rank" in t,
    "only": lambda t: t.endswith(" only") or " only " in t,
    "pick the lowest/highest": lambda t: "(pick the" in t,
    "penalty card": lambda t: bool(
        re.search(r"(flush|straight) card|discarded high card|\b(fp|sp|hp|gp)\b", t)
    ),
    "flush card (fp)": lambda t: "flush card" in t or "fp" in re.findall(r"\w+", t),
    "straight card (sp)": lambda t: "straight card" in t or "sp" in re.findall(r"\w+", t),
    "discarded high card (hp)": lambda t: "discarded high card" in t or " hp" in t,
    "gp": lambda t: "gp" in re.findall(r"\w+", t),
    "least sp": lambda t: "least sp" in t,
    "[no …]": lambda t: bool(re.search(r"\[(.*, )?no ", t)),
    "[dsc …]": lambda t: bool(re.search(r"\[(.*, )?dsc ", t)),
    "discarded ranks": lambda t: bool(re.search(r"discarded [2-9TJQKA]", t)),
    "of one suit": lambda t: "of one suit" in t,
    "onsuit/offsuit": lambda t: "onsuit" in t or "offsuit" in t,
    "kicker": lambda t: "kicker" in t,
    "from a deal with": lambda t: "from a deal with" in t,
    "discard everything": lambda t: "discard everything" in t,
}
RANK_WORD = re.compile(r"(?<![A-Za-z])[2-9TJQKA]*[TJQKA][2-9TJQKA]*(?![a-z])")


def expected(texts: list[str], game: Game) -> list[str]:
    """The terms ``texts`` use (high-card terms only where the game has high cards)."""
    letters = {ch for t in texts for w in RANK_WORD.findall(t) for ch in w if ch in "AKQJT"}
    out = [", ".join(ch for ch in "AKQJT" if ch in letters)] if letters else []
    highs = {"high cards", "high pair", "low pair", "discarded high card (hp)"}
    out += [
        term
        for term, used in USES.items()
        if any(used(t) for t in texts) and (game.high_min is not None or term not in highs)
    ]
    return out


def terms(texts: list[str], game: Game, **kw: bool) -> dict[str, str]:
    return {str(term): str(meaning) for term, meaning in legend(texts, game, **kw)}


def test_the_terms_a_chart_uses_and_no_others() -> None:
    texts = [
        "4 to an outside straight",
        "suited QJ",
        "high pair",
        "AKQJ with a discarded 9",
        "suited QT8 with no discarded straight cards",
        "3 to a straight flush with 1 gap | suited KT9, QT8",
        "discard everything",
    ]
    found = terms(texts, JOB)
    assert list(found) == expected(texts, JOB)
    assert "A, K, Q, J, T" in found and found["A, K, Q, J, T"] == "ace, king, queen, jack, ten"
    assert found["high pair"] == "a pair of J-A"
    assert found["N to a hand"] == "that many cards of the hand held"  # no wild cards here
    assert "penalty card" in found and "gaps" in found
    assert "inside" not in found and "kicker" not in found and "unsuited" not in found


def test_abbreviations_of_published_charts_in_brackets() -> None:
    texts = ["suited KQ [no fp, no sp]", "KJ [dsc gp]", "SF 3 i [least sp]", "RF 2"]
    found = terms(texts, JOB)
    assert list(found) == expected(texts, JOB)
    for term in ("SF", "RF", "flush card (fp)", "straight card (sp)", "gp", "least sp"):
        assert term in found
    assert "[no …]" in found and "[dsc …]" in found
    assert "K, Q, J" in found  # no ace, no ten: A and T not explained


def test_wild_charts_explain_their_headings_and_wild_words() -> None:
    found = terms(["natural royal flush", "wild royal flush"], DEUCES, sections=True)
    assert list(found) == ["Headings", "natural", "wild royal flush"]
    assert "deuces" in found["Headings"] and found["natural"] == "without deuces"
    assert "high pair" not in terms(["high pair"], DEUCES)  # no high cards here


def test_terms_and_meanings_are_messages_for_the_strategy_view() -> None:
    for term, meaning in legend(["suited KQ9, 987", "3 to a straight flush with 1 gap"], JOB):
        assert isinstance(meaning, Message)
        assert isinstance(term, Message) or not re.search(r"[a-z]{3}", term)


@pytest.mark.parametrize("table_id", ["jacks-or-better-9-6", "deuces-wild-full-pay"])
def test_generated_charts_explain_every_term_and_read_back(maker: Maker, table_id: str) -> None:
    chart = maker(table_id).basic()
    texts = [r.text for r in chart.rules]
    game = game_of(chart.table)
    found = terms(texts, game, sections=game.is_wild)
    assert list(found) == (["Headings"] if game.is_wild else []) + expected(texts, game)
    text = chart.text()
    assert "# Legend:" in text and text.endswith("\n")
    assert legend_lines(texts, game, sections=game.is_wild)[2:] == [
        f"#   {term}: {meaning}" for term, meaning in found.items()
    ]
    # the legend is comments: the text reads back into the same rules
    back = parse_strategy(text, game).rules
    assert [r.patterns for r in back] == [r.patterns for r in chart.strategy.rules]
