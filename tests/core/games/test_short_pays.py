"""Short pays: a table's pays below max bet, read, validated, written back and applied."""

from __future__ import annotations

from fractions import Fraction
from typing import Any

import pytest
import tomli_w
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from vptrainer.core.games.builtin import load_builtin
from vptrainer.core.games.pays import PayTableError
from vptrainer.core.games.paytable import MAX_COINS, PayTable, named_line
from vptrainer.core.games.tomlfile import dumps_paytable, loads_paytable, parse_paytable

JOB = """
name = "Jacks or Better 9/6"
wild = "none"
published_return = 0.995439043695
[pays]
royal_flush = 800
straight_flush = 50
four_of_a_kind = 25
full_house = 9
flush = 6
straight = 4
three_of_a_kind = 3
two_pair = 2
jacks_or_better = 1
"""
SHORT = JOB + "[short]\nroyal_flush = 250\n"


def test_a_short_royal_is_read_and_applied_below_max_bet() -> None:
    t = loads_paytable(SHORT)
    assert t.has_short_pays
    assert t.pays("royal_flush") == 800
    assert t.short_pays("royal_flush") == 250
    assert t.short_pays("flush") is None  # not listed: the same as at max bet
    assert [t.pays_at("royal_flush", n) for n in range(1, 6)] == [250, 250, 250, 250, 800]
    assert t.pays_at("flush", 3) == 6
    # the published return is the max bet's: short pays leave it alone
    assert t.published_return == pytest.approx(0.995439043695)
    four = t.at_coins(4)
    assert four.name == "Jacks or Better 9/6 (1–4 coins)"
    assert t.at_coins(1) == t.at_coins(2) == four  # one table for every short bet
    assert four.pays("royal_flush") == 250
    assert [(ln.key, ln.pays) for ln in four.lines[1:]] == [(ln.key, ln.pays) for ln in t.lines[1:]]
    assert four.published_return is None and four.short == () and four.builtin_id is None
    assert t.at_coins(MAX_COINS) is t


def test_without_short_pays_every_bet_is_the_table_itself() -> None:
    t = loads_paytable(JOB)
    assert not t.has_short_pays and t.short == ()
    assert all(t.at_coins(n) is t for n in range(1, 6))
    assert "short" not in t.to_dict()


@pytest.mark.parametrize("coins", [0, 6, -1, True, 2.0, "4", None])
def test_a_bet_outside_one_to_five_coins_is_refused(coins: Any) -> None:
    t = loads_paytable(SHORT)
    with pytest.raises(PayTableError, match="a bet is 1 to 5 coins"):
        t.at_coins(coins)


def test_short_pays_round_trip_exactly() -> None:
    text = JOB + '[short]\nroyal_flush = 250\nstraight_flush = 40.5\nflush = "17/3"\n'
    t = loads_paytable(text)
    assert t.short_pays("straight_flush") == Fraction(81, 2)
    assert t.short_pays("flush") == Fraction(17, 3)
    again = loads_paytable(dumps_paytable(t))
    assert again == t and again.short == t.short
    assert tomli_w.dumps(t.to_dict())  # what save_paytable writes
    assert t.to_dict()["short"] == {"royal_flush": 250, "straight_flush": 40.5, "flush": "17/3"}


def test_a_quads_line_may_have_a_short_pay() -> None:
    text = JOB + '[[quads]]\nranks = "A"\npays = 80\n[short]\n"quads:A" = 60\n'
    t = loads_paytable(text)
    assert t.short_pays("quads:A") == 60
    assert t.at_coins(2).pays("quads:A") == 60
    assert loads_paytable(dumps_paytable(t)) == t


@pytest.mark.parametrize(
    ("short", "match"),
    [
        (
            "[short]\nnatural_royal_flush = 250\n",
            r"mine.toml: short.natural_royal_flush: not a line",
        ),
        ("[short]\nroyal_flush = -250\n", r"mine.toml: short.royal_flush: pay must not be neg"),
        ('[short]\nroyal_flush = "lots"\n', r"mine.toml: short.royal_flush: pay must be a number"),
        (
            "[short]\nroyal_flush = 1e99\n",
            r"mine.toml: short.royal_flush: pay .* is too large \(at most 10,000,000\)",
        ),
        ("short = 250\n", r"mine.toml: short: must be a table of category = pay"),
        ("[short]\nroyal_flush = { a = 1 }\n", r"mine.toml: short.royal_flush: pay must be a num"),
    ],
)
def test_bad_short_pays_are_clear_errors(short: str, match: str) -> None:
    text = JOB + short if short.startswith("[") else short + JOB
    with pytest.raises(PayTableError, match=match):
        loads_paytable(text, source="mine.toml")


def test_a_short_pay_for_a_line_not_paid_at_max_bet_is_refused() -> None:
    text = JOB.replace("straight_flush = 50\n", "") + "[short]\nstraight_flush = 40\n"
    with pytest.raises(PayTableError, match=r"short.straight_flush: not a line of .pays."):
        loads_paytable(text)


def test_the_model_keeps_short_pays_consistent_with_its_lines() -> None:
    t = loads_paytable(SHORT)
    assert PayTable(t.name, t.game, t.lines[1:], short=t.short).short == ()
    with pytest.raises(PayTableError, match=r"short.royal_flush: listed twice"):
        PayTable(t.name, t.game, t.lines, short=(t.short[0], t.short[0]))
    with pytest.raises(PayTableError, match="short: must be a sequence"):
        PayTable(t.name, t.game, t.lines, short=t.short[0])  # type: ignore[arg-type]
    # the line's label comes from [pays], whatever the short line says
    odd = named_line(t.game, "royal_flush", 300)
    made = PayTable(t.name, t.game, t.lines, short=(odd,))
    assert made.short[0].label == t.line("royal_flush").label  # type: ignore[union-attr]
    # removing a line removes its short pay; editing a short pay renames a built-in
    assert t.without_line("royal_flush").short == ()
    assert t.with_short_pay("royal_flush", None).short == ()
    assert t.with_short_pay("flush", 5).short_pays("flush") == 5
    with pytest.raises(PayTableError, match=r"short.bogus: not a line"):
        t.with_short_pay("bogus", 5)
    builtin = load_builtin("jacks-or-better-9-6")
    edited = builtin.with_short_pay("royal_flush", 200)
    assert edited.name.endswith("(edited)")
    assert edited.published_return == builtin.published_return  # max-bet pays unchanged


@pytest.mark.parametrize(
    ("table_id", "key"),
    [
        ("jacks-or-better-9-6", "royal_flush"),
        ("jacks-or-better-8-5", "royal_flush"),
        ("bonus-poker-8-5", "royal_flush"),
        ("double-double-bonus-9-6", "royal_flush"),
        ("deuces-wild-full-pay", "natural_royal_flush"),
    ],
)
def test_common_builtin_tables_pay_the_short_royal_of_real_machines(
    table_id: str, key: str
) -> None:
    t = load_builtin(table_id)
    assert t.pays(key) == 800 and t.short_pays(key) == 250
    assert [ln.key for ln in t.short] == [key]
    assert t.published_return is not None


# ------------------------------------------------------------- property test

_KEYS = st.sampled_from(
    ["royal_flush", "flush", "jacks_or_better", "natural_royal_flush", "quads:A", "bogus", ""]
)
_VALUES = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(min_value=-(2**70), max_value=2**70),
    st.floats(allow_nan=True, allow_infinity=True),
    st.text(max_size=10),
    st.sampled_from(["250", "1/3", "inf", "2.5"]),
    st.lists(st.integers(), max_size=2),
    st.dictionaries(st.text(max_size=3), st.integers(), max_size=2),
)


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(short=st.one_of(_VALUES, st.dictionaries(_KEYS, _VALUES, max_size=5)))
def test_any_short_section_gives_a_table_or_a_clear_error(short: Any) -> None:
    doc: dict[str, Any] = {
        "name": "x",
        "pays": {"royal_flush": 800, "flush": 6, "jacks_or_better": 1},
        "quads": [{"ranks": "A", "pays": 80}],
    }
    if short is not None:
        doc["short"] = short
    try:
        text = tomli_w.dumps(doc)
    except (TypeError, ValueError):
        return
    try:
        t = loads_paytable(text, source="fuzz.toml")
    except PayTableError as exc:
        assert str(exc).startswith("fuzz.toml: ")
        assert "\n" not in str(exc)
        return
    again = loads_paytable(dumps_paytable(t))
    assert again == t and again.short == t.short
    assert parse_paytable(t.to_dict()) == t
    for n in range(1, MAX_COINS):
        at = t.at_coins(n)
        assert all(at.pays(ln.key) == ln.pays for ln in t.short)
