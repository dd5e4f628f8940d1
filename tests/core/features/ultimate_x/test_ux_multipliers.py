"""Ultimate X multiplier tables: the built-ins, files, families, categories' fallbacks."""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from vptrainer.core.features.ultimate_x.multipliers import (
    FAMILIES,
    FAMILY_IDS,
    LINE_COUNTS,
    MultiplierTable,
    MultiplierTableError,
    builtin_multiplier_ids,
    builtin_multipliers,
    dumps_multipliers,
    family_of,
    load_builtin_multipliers,
    load_multipliers,
    loads_multipliers,
    resolve_multipliers,
    save_multipliers,
)
from vptrainer.core.games.builtin import load_builtin
from vptrainer.core.games.paytable import PayTable, custom_quad_line

# a built-in pay table of each family
SAMPLE_TABLE = {
    "jacks-or-better": "jacks-or-better-8-6",
    "bonus-poker": "bonus-poker-7-5",
    "bonus-poker-deluxe": "bonus-poker-deluxe-8-6",
    "double-bonus": "double-bonus-9-7-5",
    "double-double-bonus": "double-double-bonus-9-6",
    "triple-double-bonus": "triple-double-bonus-9-7",
    "deuces-wild": "deuces-wild-full-pay",
    "deuces-wild-bonus": "bonus-deuces-wild",
    "joker-poker": "joker-poker-kings-full-pay",
}


def test_every_family_has_a_table_for_every_line_count() -> None:
    assert set(SAMPLE_TABLE) == set(FAMILY_IDS)
    assert len(builtin_multiplier_ids()) == len(FAMILIES) * len(LINE_COUNTS)
    for family in FAMILY_IDS:
        table = load_builtin(SAMPLE_TABLE[family])
        assert family_of(table).id == family
        for lines in LINE_COUNTS:
            mults = builtin_multipliers(family, lines)
            assert (mults.family, mults.lines) == (family, lines)
            assert mults.builtin_id == f"{family}-{lines}"
            assert mults.source, mults.name
            got = mults.for_table(table)
            assert len(got) == len(table.lines) + 1 and got[-1] == 1
            assert all(m >= 1 for m in got)


def test_the_verified_jacks_or_better_tables() -> None:
    """The multipliers that reproduce the published returns (docs/ultimate-x-format.md)."""
    want = {
        1: (2, 2, 2, 12, 10, 7, 4, 3, 2),
        3: (2, 2, 2, 12, 11, 7, 4, 3, 2),
        5: (2, 2, 3, 12, 11, 7, 4, 3, 2),
        10: (7, 7, 3, 12, 11, 7, 4, 3, 2),
    }
    table = load_builtin("jacks-or-better-9-6")
    for lines, mults in want.items():
        assert builtin_multipliers("jacks-or-better", lines).for_table(table) == (*mults, 1)


def test_quad_splits_take_the_most_specific_listed_split() -> None:
    mults = builtin_multipliers("double-double-bonus", 10)
    ddb = load_builtin("double-double-bonus-9-6")
    by_key = dict(zip((ln.key for ln in ddb.lines), mults.for_table(ddb), strict=False))
    assert by_key["four_aces_with_2_4"] == 4 and by_key["four_5_k"] == 3
    # a Bonus Poker table's splits serve a Double Double Bonus table's kicker lines
    bp = builtin_multipliers("bonus-poker", 10)
    got = dict(zip((ln.key for ln in ddb.lines), bp.for_table(ddb), strict=False))
    assert got["four_aces_with_2_4"] == 4 and got["four_2_4_with_a_4"] == 4
    # a custom [[quads]] line of sevens falls to four_5_k, then four_of_a_kind
    sevens = custom_quad_line("7", 100)
    table = ddb.with_line(sevens)
    assert _by_key(table, bp)[sevens.key] == 3
    assert _by_key(table, builtin_multipliers("jacks-or-better", 10))[sevens.key] == 3


def _by_key(table: PayTable, mults: MultiplierTable) -> dict[str, int]:
    return dict(zip((ln.key for ln in table.lines), mults.for_table(table), strict=False))


def test_wild_games_fall_back_to_the_plain_category() -> None:
    bonus_deuces = load_builtin("bonus-deuces-wild")
    mults = builtin_multipliers("deuces-wild", 10)
    got = _by_key(bonus_deuces, mults)
    assert got["five_aces"] == got["five_6_k"] == mults.multiplier("five_of_a_kind")
    assert got["four_deuces_with_ace"] == mults.multiplier("four_deuces")
    nsud = load_builtin("deuces-wild-nsud")
    assert len(mults.for_table(nsud)) == len(nsud.lines) + 1


def test_a_paying_line_without_a_multiplier_is_an_error() -> None:
    mults = MultiplierTable("short", (("full_house", 12), ("flush", 10)))
    missing = r"no multiplier for royal flush \(royal_flush\)"
    with pytest.raises(MultiplierTableError, match=missing):
        mults.for_table(load_builtin("jacks-or-better-9-6"))
    # a line that pays nothing earns nothing
    table = load_builtin("jacks-or-better-9-6")
    zeroed = table.with_pay("jacks_or_better", 0).with_pay("two_pair", 0)
    full = builtin_multipliers("jacks-or-better", 3)
    assert full.for_table(zeroed)[-3:] == (1, 1, 1)


def test_families_from_pay_tables() -> None:
    table = load_builtin("jacks-or-better-9-6")
    assert family_of(table.edited(family="")).id == "jacks-or-better"  # from the name
    with pytest.raises(MultiplierTableError, match="not an Ultimate X game"):
        family_of(load_builtin("tens-or-better-6-5"))
    with pytest.raises(MultiplierTableError, match="names no family"):
        family_of(table.edited(family="", name="My favourite"))
    with pytest.raises(MultiplierTableError, match="the game is not"):
        family_of(load_builtin("deuces-wild-full-pay").edited(family="Jacks or Better"))
    with pytest.raises(MultiplierTableError, match="unknown Ultimate X family"):
        builtin_multipliers("tens-or-better", 3)
    with pytest.raises(MultiplierTableError, match="machines offer"):
        builtin_multipliers("jacks-or-better", 2)


def test_files_round_trip_and_resolve(tmp_path: Path) -> None:
    mults = load_builtin_multipliers("jacks-or-better-10")
    path = tmp_path / "mine.toml"
    save_multipliers(mults, path)
    again = load_multipliers(path)
    assert again == mults and again.builtin_id is None
    assert loads_multipliers(dumps_multipliers(mults)) == mults
    table = load_builtin("jacks-or-better-8-6")
    assert resolve_multipliers(table, 10, path=path) == mults
    with pytest.raises(MultiplierTableError, match="made for 10 lines, not 3"):
        resolve_multipliers(table, 3, path=path)
    assert resolve_multipliers(table, 3) == builtin_multipliers("jacks-or-better", 3)
    assert resolve_multipliers(table, 5, family_id="bonus-poker").family == "bonus-poker"
    with pytest.raises(MultiplierTableError, match="not both"):
        resolve_multipliers(table, 5, family_id="bonus-poker", path=path)


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("name = 'x'\n", r"\[multipliers\] is missing"),
        ("name = 'x'\n[multipliers]\nfull_hous = 12\n", "unknown category 'full_hous'"),
        ("name = 'x'\n[multipliers]\nfull_house = 0\n", r"not within 1\.\.100"),
        ("name = 'x'\n[multipliers]\nfull_house = 12.5\n", "whole number"),
        ("name = 'x'\n[multipliers]\nfull_house = true\n", "whole number"),
        ("name = 'x'\ncolour = 1\n[multipliers]\nflush = 2\n", "unknown key 'colour'"),
        ("name = 'x'\nlines = 11\n[multipliers]\nflush = 2\n", "1 to 10"),
        ("name = 'x'\nfamily = 'keno'\n[multipliers]\nflush = 2\n", "unknown Ultimate X family"),
        ("name = ''\n[multipliers]\nflush = 2\n", "name: must be non-empty"),
        ('name = "a\\u001b[2J"\n[multipliers]\nflush = 2\n', "control character"),
        ("name = 'x'\n[multipliers]\n", "at least one category"),
        ("name = 'x'\n[multipliers\n", "not valid TOML"),
        ("schema_version = 2\nname = 'x'\n[multipliers]\nflush = 2\n", "schema_version"),
    ],
)
def test_bad_files_say_what_is_wrong(text: str, message: str) -> None:
    with pytest.raises(MultiplierTableError, match=message):
        loads_multipliers(text, source="t.toml")


def test_unreadable_files(tmp_path: Path) -> None:
    with pytest.raises(MultiplierTableError, match="no such file"):
        load_multipliers(tmp_path / "missing.toml")
    with pytest.raises(MultiplierTableError, match="is a folder"):
        load_multipliers(tmp_path)
    binary = tmp_path / "b.toml"
    binary.write_bytes(b"\xff\xfe\x00name")
    with pytest.raises(MultiplierTableError, match="not a text file"):
        load_multipliers(binary)
    big = tmp_path / "big.toml"
    big.write_text("#" * (300 * 1024))
    with pytest.raises(MultiplierTableError, match="too large"):
        load_multipliers(big)


@settings(max_examples=60, deadline=None)
@given(st.text(max_size=300))
def test_any_text_is_a_table_or_one_clear_error(text: str) -> None:
    try:
        table = loads_multipliers(text)
    except MultiplierTableError as exc:
        assert str(exc).startswith("<multipliers>: ")
    else:
        assert table.multipliers


@settings(max_examples=100, deadline=None)
@given(
    st.dictionaries(
        st.sampled_from(["full_house", "flush", "straight", "two_pair", "bogus", "four_aces"]),
        st.one_of(
            st.integers(-5, 200), st.floats(allow_nan=True), st.text(max_size=3), st.booleans()
        ),
        max_size=6,
    )
)
def test_any_multipliers_section_is_checked(entries: dict[str, object]) -> None:
    doc = "name = 'x'\n[multipliers]\n" + "".join(
        f"{k} = {v!r}\n".replace("'", '"') for k, v in entries.items()
    )
    try:
        table = loads_multipliers(doc.replace("True", "true").replace("False", "false"))
    except MultiplierTableError:
        return
    assert all(1 <= m <= 100 and isinstance(m, int) for _, m in table.multipliers)


def _toml(value: object) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, str):
        return '"' + value.replace("\\", "").replace('"', "") + '"'
    if isinstance(value, float) and value != value:
        return "nan"
    return repr(value).replace("inf", "inf")
