"""Rules said for the player: translatable phrases whose English is the strategy language."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from vptrainer.core.games.builtin import load_builtin
from vptrainer.core.messages import Message
from vptrainer.core.strategy.game import game_of
from vptrainer.core.strategy.generator.charts import StrategyMaker
from vptrainer.core.strategy.generator.vocabulary import coarse_patterns, vocabulary
from vptrainer.core.strategy.language import parse_strategy
from vptrainer.core.strategy.patterns import pattern_text
from vptrainer.core.strategy.phrases import chart_words, pattern_message, rule_message

Maker = Callable[[str], StrategyMaker]

# a game of each kind: no wild card, deuces, one joker, two jokers, deuces and a joker,
# a wild rank other than deuces, sevens and a joker
GAMES = (
    "jacks-or-better-9-6",
    "deuces-wild-full-pay",
    "joker-poker-kings-full-pay",
    "double-joker-9-5",
    "deuces-and-joker-wild",
    "anythings-wild-threes",
    "sevens-and-joker-wild",
)


@pytest.mark.parametrize("table_id", GAMES)
def test_every_pattern_of_a_game_says_its_strategy_language_text(table_id: str) -> None:
    voc = vocabulary(load_builtin(table_id))
    patterns = {*voc.atoms, *coarse_patterns(voc), *(f.coarse for f in voc.families)}
    assert len(patterns) > 50
    for p in patterns:
        said = pattern_message(p, voc.game)
        assert said == pattern_text(p, voc.game)
        assert said.plain == said  # made of its phrases, nothing glued


def test_a_rule_keeps_its_written_english_and_its_phrases() -> None:
    voc = vocabulary(load_builtin("jacks-or-better-9-6"))
    two = sorted(voc.atoms[:2], key=str)
    plain = " | ".join(pattern_text(p, voc.game) for p in two)
    short = "KQ | AK"  # a rule as a file may shorten it
    said = rule_message(two, voc.game, short)
    assert said == short and said.plain == plain
    assert isinstance(said.args["p0"], Message)
    assert rule_message(two, voc.game) == plain


def test_made_hands_or_better_are_said_as_written() -> None:
    """A generated chart's ``high pair or better`` is said "{hand} or better" of the
    high pair (translated as one phrase), not as the nine made hands it stands for; a
    section's rule is said under its heading, piece by piece."""
    job = game_of(load_builtin("jacks-or-better-9-6"))
    every = parse_strategy("high pair or better", job).rules[0].patterns
    said = rule_message(every, job, "high pair or better")
    assert said == "high pair or better" and said.plain == "high pair or better"
    assert said.args["p0"].template == "{hand} or better"
    assert said.args["p0"].args["hand"] == "high pair"
    deuces = game_of(load_builtin("deuces-wild-full-pay"))
    text = "three of a kind or better | 1 deuce"
    rule = parse_strategy(f"One deuce:\n1. {text}\n", deuces).rules[0]
    said = rule_message(rule.patterns, deuces, text, in_section=True)
    assert said.plain == text and len(said.args) == 2
    # a text written otherwise: every pattern said
    assert len(rule_message(every, job, "High pair or better").args) == len(every)


@pytest.mark.parametrize("table_id", ["jacks-or-better-9-6", "deuces-wild-full-pay"])
def test_a_generated_chart_is_said_as_written(maker: Maker, table_id: str) -> None:
    """Every rule of a basic chart is said piece by piece as the chart writes it (a
    comma list of ranks one phrase, its words once; "X or better"; ``A, Q or J only``):
    its phrases' English is the rule's text."""
    chart = maker(table_id).basic()
    listed = 0
    for rule, said in zip(chart.rules, chart_words(chart), strict=True):
        assert said == rule.text
        assert said.plain == rule.text
        if ", " in rule.text:  # one phrase a piece
            listed += 1
            assert len(said.args) == rule.text.count(" | ") + 1
    assert listed >= 3


def test_a_list_whose_words_follow_its_first_item_is_said_as_one() -> None:
    """One-Eyed Jacks writes a list's suits after its first item (``suited QT in
    diamonds or clubs, JT``): said as one phrase, its words once around the list."""
    game = game_of(load_builtin("one-eyed-jacks"))
    written = "suited QT in diamonds or clubs, JT"
    patterns = parse_strategy(written, game).rules[0].patterns
    assert len(patterns) == 2
    said = rule_message(patterns, game, written)
    assert said == written and len(said.args) == 1
    assert said.plain == "suited QT, JT in diamonds or clubs"
