"""Multiplier conditions in the strategy language (Ultimate X charts)."""

from __future__ import annotations

import contextlib
from fractions import Fraction
from functools import cache
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from vptrainer.core.features.ultimate_x.strategy_language import (
    MultiplierCondition,
    UltimateXStrategy,
    at_least,
    parse_ultimate_x_strategy,
    read_ultimate_x_strategy,
    ultimate_x_strategy_text,
)
from vptrainer.core.games.builtin import resolve_table
from vptrainer.core.strategy.game import Game, game_of
from vptrainer.core.strategy.language import StrategyError


@cache
def job() -> Game:
    return game_of(resolve_table("jacks-or-better-8-6"))


@cache
def deuces() -> Game:
    return game_of(resolve_table("deuces-wild-full-pay"))


def admitted(ux: UltimateXStrategy, rule: int) -> list[int]:
    return [m for m in range(ux.lines, ux.lines * 12 + 1) if ux.applies(rule, m)]


@pytest.mark.parametrize(
    ("condition", "lines", "expected"),
    [
        ("when the total multiplier is at most 14", 10, range(10, 15)),
        ("when the total multiplier is at least 20", 10, range(20, 121)),
        ("when the total multiplier is 3", 1, [3]),
        ("when the total multiplier is from 4 to 6", 1, [4, 5, 6]),
        ("when the total multiplier is 4-6", 1, [4, 5, 6]),
        ("if the total multiplier is between 4 and 6", 1, [4, 5, 6]),
        ("when the total multiplier is less than 4", 1, [1, 2, 3]),
        ("when the total multiplier is more than 10", 1, [11, 12]),
        ("when the total multiplier is 10 or more", 1, [10, 11, 12]),
        ("when the total multiplier is 2 or less", 1, [1, 2]),
        ("when the total multiplier is 10+", 1, [10, 11, 12]),
        ("when the total multiplier is at least 10x", 1, [10, 11, 12]),
        ("when M <= 2", 1, [1, 2]),
        ("when m>=11", 1, [11, 12]),
        ("when M < 3", 1, [1, 2]),
        ("when M > 11", 1, [12]),
        ("When The Total Multiplier Is At Most 2.", 1, [1, 2]),
        ("when the multiplier averages at most 2 a line", 3, range(3, 7)),
        ("when the multiplier averages at least 2.5 per line", 2, range(5, 25)),
        ("when the average multiplier is above 3", 3, range(10, 37)),
        ("when the lines average more than 3", 3, range(10, 37)),
        ("when the multiplier per line is 2", 3, [6]),
        ("when the total multiplier is any", 1, range(1, 13)),
        ("when the sum of the multipliers is 5 to 7", 3, [5, 6, 7]),
        ("when M is at least 4 and at most 6", 1, [4, 5, 6]),
        ("when M is more than 3 and less than 7 and at most 5", 1, [4, 5]),
    ],
)
def test_conditions_admit_the_right_total_multipliers(
    condition: str, lines: int, expected: range | list[int]
) -> None:
    ux = parse_ultimate_x_strategy(f"4 to a flush {condition}\nHigh pair\n", job(), lines)
    assert admitted(ux, 0) == list(expected)
    assert admitted(ux, 1) == list(range(lines, lines * 12 + 1))
    assert ux.strategy.rules[0].text.lower() == "4 to a flush"
    assert ux.conditional == (list(expected) != list(range(lines, lines * 12 + 1)))


def test_headings_set_a_condition_until_the_next_one_and_any_multiplier_ends_it() -> None:
    text = (
        "High pair\n"
        "When the total multiplier is at least 20:\n"
        "4 to a flush\n"
        "Low pair when M <= 25   # both conditions\n"
        "Total multiplier 10 to 12:\n"
        "3 to a royal flush\n"
        "At any multiplier:\n"
        "Suited AK\n"
    )
    ux = parse_ultimate_x_strategy(text, job(), 10)
    assert [r.line for r in ux.strategy.rules] == [1, 3, 4, 6, 8]
    assert admitted(ux, 0) == list(range(10, 121))
    assert admitted(ux, 1) == list(range(20, 121))
    assert admitted(ux, 2) == list(range(20, 26))
    assert admitted(ux, 3) == [10, 11, 12]
    assert admitted(ux, 4) == list(range(10, 121))
    assert ux.active(11) == (0, 3, 4) and ux.active(22) == (0, 1, 2, 4)


def test_wild_card_headings_and_multiplier_headings_are_independent() -> None:
    text = (
        "Two deuces when the total multiplier is at most 3:\n"
        "4 to a wild royal flush\n"
        "No deuces:\n"
        "4 to a flush\n"
        "At any multiplier:\n"
        "Three of a kind\n"
    )
    ux = parse_ultimate_x_strategy(text, deuces(), 1)
    wilds = [r.patterns[0].wilds for r in ux.strategy.rules]
    assert wilds[0] == (2, 2) and wilds[1] == (0, 0) and wilds[2] == (0, 0)
    assert admitted(ux, 0) == [1, 2, 3] and admitted(ux, 1) == [1, 2, 3]
    assert admitted(ux, 2) == list(range(1, 13))


def test_a_remark_with_if_is_the_languages_not_a_condition() -> None:
    text = "2 unsuited high cards (if more than 2 then pick the lowest 2) when M >= 2\n"
    ux = parse_ultimate_x_strategy(text, job(), 1)
    assert admitted(ux, 0) == list(range(2, 13))
    plain = parse_ultimate_x_strategy(
        "2 unsuited high cards (if more than 2 then pick the lowest 2)", job(), 1
    )
    assert not plain.conditional


@pytest.mark.parametrize(
    ("line", "column", "message"),
    [
        ("Low pair when M <= x", 20, "expected a number (at 'x')"),
        ("Low pair when", 14, "a condition is missing after 'when'"),
        ("Low pair when the moon is full", 19, "a condition is on the multiplier"),
        ("Low pair when the total multiplier is from 9 to 3", 44, "is empty"),
        (
            "Low pair when the total multiplier is at most 4 a line",
            49,
            "'a line' goes with an average",
        ),
        ("Low pair when M is at least 5 or so", 31, "unexpected words after the condition"),
        ("Low pair when M is 5 or", 24, "expected 'or less' or 'or more'"),
        ("Low pair when the lines are 3", 25, "expected 'average' after 'lines'"),
        ("Low pair when M <= 99999", 20, "too large"),
        ("Low pair when M >= 40", 10, "no total multiplier meets it on 1 line"),
    ],
)
def test_bad_conditions_name_the_line_and_column(line: str, column: int, message: str) -> None:
    with pytest.raises(StrategyError) as info:
        parse_ultimate_x_strategy(f"High pair\n{line}\n", job(), 1, states=range(1, 13))
    text = str(info.value)
    assert text.startswith(f"<strategy>, line 2, column {column}: {line!r}: "), text
    assert message in text


def test_the_plain_language_still_reports_its_own_errors() -> None:
    with pytest.raises(StrategyError, match=r"line 1: .*unknown word 'strait'"):
        parse_ultimate_x_strategy("Strait when M >= 2\n", job(), 1)
    with pytest.raises(StrategyError, match="deuces are not wild"):
        parse_ultimate_x_strategy("Two deuces when M >= 2\n", job(), 1)
    with pytest.raises(StrategyError, match="1 to 10 lines"):
        parse_ultimate_x_strategy("High pair\n", job(), 0)


def test_written_conditions_read_back() -> None:
    ux = parse_ultimate_x_strategy(
        "name: x\ngame: y\nHigh pair\n4 to a flush when M is 2 to 5\nLow pair when M > 7\n"
        "Suited KQ when the multiplier averages at least 2.5 a line\n",
        job(),
        2,
    )
    again = parse_ultimate_x_strategy(ultimate_x_strategy_text(ux), job(), 2)
    assert again.strategy.name == "x"
    for r in range(4):
        assert admitted(again, r) == admitted(ux, r)


_bound = st.one_of(
    st.none(),
    st.fractions(min_value=0, max_value=200, max_denominator=4).filter(
        lambda f: f.denominator != 3
    ),
)


@given(
    low=_bound,
    high=_bound,
    low_strict=st.booleans(),
    high_strict=st.booleans(),
    per_line=st.booleans(),
)
@settings(max_examples=60, deadline=None)
def test_any_condition_written_reads_back_the_same(
    low: Fraction | None, high: Fraction | None, low_strict: bool, high_strict: bool, per_line: bool
) -> None:
    cond = MultiplierCondition(low, high, low_strict, high_strict, per_line)
    lines = 3
    wanted = [m for m in range(3, 301) if cond.admits(m, lines)]
    text = f"High pair {cond.text()}\n"
    if not wanted:
        with pytest.raises(StrategyError):
            parse_ultimate_x_strategy(text, job(), lines)
        return
    try:
        ux = parse_ultimate_x_strategy(text, job(), lines)
    except StrategyError as exc:  # an empty range written as one is refused, clearly
        assert "is empty" in str(exc)
        return
    assert [m for m in range(3, 301) if ux.applies(0, m)] == wanted


_words = st.sampled_from(
    ["when", "if", "the", "total", "multiplier", "is", "at", "most", "least", "averages",
     "a", "line", "m", "<=", ">=", "<", ">", "=", "or", "more", "less", "from", "to", "-",
     "between", "and", "any", "3", "14", "2.5", "20x", "7+", ":", ".", "(", ")", "[", "]",
     "high", "pair", "4", "flush", "#", "\n", "two", "deuces", "per", "lines", "average"]
)  # fmt: skip


@given(st.lists(_words, max_size=25).map(" ".join))
@settings(max_examples=300, deadline=None)
def test_any_text_of_condition_words_never_crashes(text: str) -> None:
    for lines in (1, 10):
        try:
            ux = parse_ultimate_x_strategy(text, job(), lines)
        except StrategyError as exc:
            assert str(exc).startswith("<strategy>")
        else:
            assert len(ux.conditions) == len(ux.strategy.rules)


@given(st.text(max_size=120))
@settings(max_examples=200, deadline=None)
def test_any_text_never_crashes(text: str) -> None:
    with contextlib.suppress(StrategyError):
        parse_ultimate_x_strategy("High pair when " + text, job(), 3)
    with contextlib.suppress(StrategyError):
        parse_ultimate_x_strategy(text, job(), 3)


def test_files_and_built_in_strategies_are_read(tmp_path: Path) -> None:
    path = tmp_path / "ux.txt"
    path.write_text("High pair\n4 to a flush when M >= 2\n", encoding="utf-8")
    ux = read_ultimate_x_strategy(path, job(), 1)
    assert ux.strategy.source.endswith("ux.txt") and admitted(ux, 1) == list(range(2, 13))
    built_in = read_ultimate_x_strategy("jacks-or-better-9-6-basic", job(), 1)
    assert not built_in.conditional and len(built_in.strategy.rules) > 20
    with pytest.raises(StrategyError, match="neither a file nor a built-in"):
        read_ultimate_x_strategy("no-such-strategy", job(), 1)
    path.write_bytes(b"\xff\xfe bad")
    with pytest.raises(StrategyError):
        read_ultimate_x_strategy(path, job(), 1)


def test_helpers_write_the_usual_conditions() -> None:
    assert at_least(20).text() == "when the total multiplier is at least 20"
    assert MultiplierCondition(high=Fraction(4), per_line=True).text() == (
        "when the multiplier averages at most 4 a line"
    )
    assert MultiplierCondition().text() == "when the total multiplier is any"
