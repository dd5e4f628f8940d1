from __future__ import annotations

from fractions import Fraction
from pathlib import Path

import pytest

from vptrainer.core.games.builtin import builtin_catalog, builtin_ids, load_builtin, resolve_table
from vptrainer.core.games.game_spec import Wild
from vptrainer.core.games.pays import PayTableError
from vptrainer.core.games.paytable import custom_quad_line
from vptrainer.core.games.tomlfile import load_paytable, loads_paytable, save_paytable

JOB = """
name = "Jacks or Better 9/6"
wild = "none"
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


def test_reads_the_documented_format() -> None:
    t = loads_paytable(JOB)
    assert t.name == "Jacks or Better 9/6"
    assert t.wild is Wild.NONE
    assert [ln.key for ln in t.lines][:3] == ["royal_flush", "straight_flush", "four_of_a_kind"]
    assert t.pays("full_house") == 9
    assert t.pays("flush") == 6


def test_decimal_pays_are_exact() -> None:
    t = loads_paytable(JOB.replace("royal_flush = 800", "royal_flush = 1600.25"))
    assert t.pays("royal_flush") == Fraction(6401, 4)
    t = loads_paytable(JOB.replace("two_pair = 2", "two_pair = 0.1"))
    assert t.pays("two_pair") == Fraction(1, 10)


def test_lines_are_in_paying_order_whatever_the_file_order() -> None:
    text = """
name = "x"
[pays]
jacks_or_better = 1
four_of_a_kind = 25
four_aces = 80
royal_flush = 800
four_aces_with_2_4 = 400
"""
    t = loads_paytable(text)
    assert [ln.key for ln in t.lines] == [
        "royal_flush",
        "four_aces_with_2_4",
        "four_aces",
        "four_of_a_kind",
        "jacks_or_better",
    ]


def test_custom_quads_rank_by_specificity_then_file_order() -> None:
    text = (
        JOB
        + """
[[quads]]
ranks = "A,8"
pays = 80
label = "Four aces or eights"

[[quads]]
ranks = "7"
kickers = "2-4"
pays = 50
"""
    )
    t = loads_paytable(text)
    keys = [ln.key for ln in t.lines]
    assert keys[2:5] == ["quads:7:2-4", "quads:8,A", "four_of_a_kind"]
    assert t.line("quads:8,A").label == "Four aces or eights"  # type: ignore[union-attr]
    assert t.line("quads:7:2-4").label == "Four sevens with 2-4 kicker"  # type: ignore[union-attr]


def test_save_and_load_round_trip(tmp_path: Path) -> None:
    t = loads_paytable(JOB + '\n[[quads]]\nranks = "A-4"\nkickers = "J-K"\npays = 12.5\n')
    path = tmp_path / "t.toml"
    save_paytable(t, path)
    again = load_paytable(path)
    assert again == t
    assert not list(tmp_path.glob(".*tmp"))  # no temporary file left behind


def test_every_builtin_round_trips(tmp_path: Path) -> None:
    for tid in builtin_ids():
        t = load_builtin(tid)
        save_paytable(t, tmp_path / f"{tid}.toml")
        assert load_paytable(tmp_path / f"{tid}.toml") == t


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (("flush = 6", 'flush = "six"'), r"t\.toml: pays\.flush: pay must be a number"),
        (("flush = 6", "flush = -6"), r"pays\.flush: pay must not be negative"),
        (("flush = 6", "flush = true"), r"pays\.flush: pay must be a number"),
        (
            ("flush = 6", "flsuh = 6"),
            r"pays\.flsuh: unknown category 'flsuh' .*valid categories: "
            r"royal_flush, straight_flush",
        ),
        (('wild = "none"', 'wild = "jokers"'), r"wild: unknown value 'jokers'"),
        (("flush = 6", "flush = 6\ntens_or_better = 1"), r"at most one paying pair"),
        (("[pays]", "colour = 1\n[pays]"), r"unknown key 'colour'"),
        (("flush = 6", "flush = 6 6"), r"t\.toml: not valid TOML: .*line"),
        (
            ('wild = "none"', 'wild = "deuces"'),
            r"unknown category 'royal_flush' for wild = "
            r"\"deuces\"",
        ),
    ],
)
def test_validation_names_file_key_and_problem(
    tmp_path: Path, change: tuple[str, str], message: str
) -> None:
    path = tmp_path / "t.toml"
    path.write_text(JOB.replace(*change))
    with pytest.raises(PayTableError, match=message):
        load_paytable(path)


@pytest.mark.parametrize(
    ("quads", "message"),
    [
        ('ranks = "A,Z"\npays = 1', r"quads\[1\]: unknown rank 'Z'"),
        ('ranks = "8-3"\npays = 1', r"quads\[1\]: range '8-3' runs backwards"),
        ("pays = 1", r"quads\[1\]: missing 'ranks'"),
        ('ranks = "A"', r"quads\[1\]: missing 'pays'"),
        ('ranks = "A"\npays = -1', r"quads\[1\]: pay must not be negative"),
        ('ranks = "A"\npays = 1\ncolour = 2', r"quads\[1\]\.colour: unknown key"),
    ],
)
def test_quads_validation(quads: str, message: str) -> None:
    with pytest.raises(PayTableError, match=message):
        loads_paytable(JOB + "\n[[quads]]\n" + quads + "\n", source="t.toml")


def test_missing_and_unreadable_files(tmp_path: Path) -> None:
    with pytest.raises(PayTableError, match="no such file"):
        load_paytable(tmp_path / "missing.toml")
    (tmp_path / "bin.toml").write_bytes(b"\xff\xfe\x00")
    with pytest.raises(PayTableError, match="not a text file"):
        load_paytable(tmp_path / "bin.toml")


def test_newer_schema_is_refused_clearly() -> None:
    with pytest.raises(PayTableError, match="newer than this vptrainer reads"):
        loads_paytable("schema_version = 9\n" + JOB)


def test_builtins_are_found_by_id_and_carry_published_returns() -> None:
    ids = set(builtin_ids())
    for needed in [
        "jacks-or-better-9-6",
        "jacks-or-better-9-5",
        "jacks-or-better-8-6",
        "jacks-or-better-8-5",
        "jacks-or-better-7-5",
        "jacks-or-better-6-5",
        "tens-or-better-6-5",
        "bonus-poker-8-5",
        "bonus-poker-7-5",
        "bonus-poker-deluxe-9-6",
        "bonus-poker-deluxe-8-6",
        "double-bonus-10-7",
        "double-bonus-9-7-5",
        "double-double-bonus-9-6",
        "double-double-bonus-9-5",
        "double-double-bonus-8-5",
        "triple-double-bonus-9-7",
        "aces-and-faces-8-5",
        "aces-and-eights-8-5",
        "super-double-bonus-9-5",
        "white-hot-aces-9-5",
    ]:
        assert needed in ids
    for info in builtin_catalog():
        assert info.family
        assert load_builtin(info.id).builtin_id == info.id


def test_resolve_table(tmp_path: Path) -> None:
    assert resolve_table("jacks-or-better-9-6").name == "Jacks or Better 9/6"
    path = tmp_path / "mine.toml"
    path.write_text(JOB)
    assert resolve_table(str(path)).name == "Jacks or Better 9/6"
    with pytest.raises(PayTableError, match="neither a file nor a built-in table"):
        resolve_table("jacks-or-worse")
    with pytest.raises(PayTableError, match="no such file"):
        resolve_table(str(tmp_path / "nope.toml"))


def test_editing_returns_new_tables() -> None:
    t = load_builtin("jacks-or-better-9-6")
    t2 = t.with_pay("full_house", 8).with_pay("flush", "5")
    assert t2.pays("full_house") == 8 and t2.pays("flush") == 5
    assert t.pays("full_house") == 9
    t3 = t.with_line(custom_quad_line("A", 80)).without_line("two_pair")
    assert t3.pays("quads:A") == 80 and t3.pays("two_pair") is None
    with pytest.raises(PayTableError, match="pay must not be negative"):
        t.with_pay("flush", -1)
