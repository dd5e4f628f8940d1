"""Reading pay tables under any input: a table or a PayTableError, quickly, never another error.

Also: every valid table saves and loads back equal (pays as exact fractions included),
a published return belongs only to the pays it was published for, and the number of
lines is bounded (and every line below the bound is counted exactly).
"""

from __future__ import annotations

import dataclasses
from fractions import Fraction
from pathlib import Path
from typing import Any

import numpy as np
import pytest
import tomli_w
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from vptrainer.core import evaluator
from vptrainer.core.engine.analysis import analyze
from vptrainer.core.engine.prepared import prepare
from vptrainer.core.games.builtin import load_builtin, resolve_table
from vptrainer.core.games.categories import QuadSplit, vocabulary
from vptrainer.core.games.classify import class_to_line, hand_categories
from vptrainer.core.games.game_spec import ALL_RANKS, GameSpec
from vptrainer.core.games.pays import PayTableError, to_pay
from vptrainer.core.games.paytable import (
    EDITED_SUFFIX,
    MAX_LINES,
    PayLine,
    PayTable,
    custom_quad_line,
    named_line,
    quad_key,
)
from vptrainer.core.games.tomlfile import (
    MAX_FILE_BYTES,
    dumps_paytable,
    load_paytable,
    loads_paytable,
    parse_paytable,
    save_paytable,
)

HEAD = 'name = "x"\n'


def _refused(text: str, match: str) -> None:
    with pytest.raises(PayTableError, match=match):
        loads_paytable(text, source="t.toml")


# ----------------------------------------------------------------- magnitudes


@pytest.mark.parametrize(
    "pay",
    [
        '"inf"',
        '"Infinity"',
        '"-Infinity"',
        '"NaN"',
        "nan",
        "inf",
        '"1e999999999"',
        '"1e-999999999"',
        "1e308",
        '"1/0"',
        '"0x10"',
        '"9' + "9" * 70 + '"',
        '"' + "1" * 30 + "/" + "1" * 30 + '"',
        "1" * 4301,
        "true",
        "[1]",
        "{a = 1}",
        '""',
    ],
)
def test_every_bad_pay_is_a_clear_error(pay: str) -> None:
    _refused(HEAD + f"[pays]\nroyal_flush = {pay}\n", r"^t\.toml: ")


def test_pays_keep_their_exact_value() -> None:
    assert to_pay("1/3", where="x") == Fraction(1, 3)
    assert to_pay(" 2000 / 3 ", where="x") == Fraction(2000, 3)
    assert to_pay("1600.25", where="x") == Fraction(6401, 4)
    assert to_pay("0.1000000000000", where="x") == Fraction(1, 10)  # trailing zeros
    assert to_pay("1e7", where="x") == 10**7
    with pytest.raises(PayTableError, match="too many decimal places"):
        to_pay("1.0000001", where="x")
    with pytest.raises(PayTableError, match="too large"):
        to_pay(10**7 + 1, where="x")
    with pytest.raises(PayTableError, match=r"bit integer"):
        to_pay(2**127, where="x")


# ------------------------------------------------------------------- structure


@pytest.mark.parametrize(
    ("text", "match"),
    [
        (HEAD + "z = " + "[" * 600 + "]" * 600 + "\n", "nested"),
        (HEAD + "[" * 600 + "a" + "]" * 600 + "\n", "nested"),
        (HEAD + "z = " + "{a = " * 600 + "1" + "}" * 600 + "\n", "nested"),
        (HEAD + ".".join(["a"] * 100_000) + " = 1\n", "dotted parts"),
        (HEAD + "[" + ".".join(["a"] * 100_000) + "]\n", "dotted parts"),
        (HEAD + '[[quads]]\nranks = "A"\npays = 1\n' * 3000, "keys and tables"),
        (HEAD + "notes = '" + "x" * (MAX_FILE_BYTES + 1) + "'\n", "too large"),
        # brackets hidden from a naive scanner by an escaped quote stay visible
        (HEAD + 'notes = """a\\""" b"""\nz = ' + "[" * 40 + "]" * 40 + "\n", "nested"),
    ],
)
def test_structure_is_bounded_before_parsing(text: str, match: str) -> None:
    _refused(text, match)


def test_many_quads_below_the_structure_bound_are_refused_by_the_line_bound() -> None:
    text = HEAD + "".join(
        f'[[quads]]\nranks = "A"\nkickers = "{k}"\npays = {i + 1}\n'
        for i, k in enumerate("23456789TJQK" * 8)
    )
    _refused(text, f"at most {MAX_LINES} lines")


def test_strings_with_brackets_dots_and_quotes_are_not_structure() -> None:
    notes = "a.b.c.d.e.f.g.h.i.j [[[[[[[[[[ {{{{{{{{{{ ''' \"\"\" # not a comment"
    t = loads_paytable(HEAD + f"notes = {tomli_w.dumps({'n': notes})[4:]}[pays]\nflush = 1\n")
    assert t.notes == notes
    t = loads_paytable(HEAD + "notes = '''x.y.z.a.b.c.d.e.f.g.h [[[[[[[[[['''\n[pays]\nflush = 1\n")
    assert t.notes.startswith("x.y")


# ----------------------------------------------------------------- files, BOM


def test_a_byte_order_mark_is_accepted(tmp_path: Path) -> None:
    path = tmp_path / "bom.toml"
    path.write_bytes(b"\xef\xbb\xbf" + (HEAD + "[pays]\nflush = 6\n").encode())
    assert load_paytable(path).pays("flush") == 6
    assert loads_paytable("\ufeff" + HEAD).name == "x"


def test_a_folder_is_reported_as_a_folder(tmp_path: Path) -> None:
    folder = tmp_path / "table.toml"
    folder.mkdir()
    with pytest.raises(PayTableError, match="is a folder"):
        load_paytable(folder)
    with pytest.raises(PayTableError, match="is a folder"):
        resolve_table(str(folder))
    with pytest.raises(PayTableError, match="no such file"):
        resolve_table(str(tmp_path / "missing.toml"))


def test_a_file_too_large_or_not_text_is_refused(tmp_path: Path) -> None:
    big = tmp_path / "big.toml"
    big.write_bytes(b"#" * (MAX_FILE_BYTES + 10))
    with pytest.raises(PayTableError, match="too large"):
        load_paytable(big)
    binary = tmp_path / "bin.toml"
    binary.write_bytes(b"\xff\xfe\x00name")
    with pytest.raises(PayTableError, match="UTF-8"):
        load_paytable(binary)


@pytest.mark.parametrize("kickers", ['""', '"  "', "true", "[]"])
def test_empty_kickers_are_an_error_not_any_kicker(kickers: str) -> None:
    _refused(HEAD + f'[[quads]]\nranks = "A"\nkickers = {kickers}\npays = 80\n', "kickers")


def test_a_split_that_can_never_be_made_is_refused() -> None:
    _refused(HEAD + '[[quads]]\nranks = "A"\nkickers = "A"\npays = 80\n', "never has a ace")


# -------------------------------------------------------------- control text


@pytest.mark.parametrize(
    "doc",
    [
        HEAD.replace("x", "x\\u001b[2J"),
        HEAD.replace("x", "x\\u009b31m"),
        HEAD.replace("x", "evil\\u202eyxz"),
        HEAD.replace("x", "two\\nlines"),
        HEAD + 'family = "a\\u0007b"\n',
        HEAD + 'notes = "bell\\u0007"\n',
        HEAD + '[[quads]]\nranks = "A"\npays = 80\nlabel = "x\\u001b]52;c;"\n',
    ],
)
def test_control_characters_in_names_and_labels_are_refused(doc: str) -> None:
    _refused(doc, "control character")


def test_notes_may_have_line_breaks() -> None:
    assert loads_paytable(HEAD + 'notes = "one\\ntwo\\tthree"\n').notes == "one\ntwo\tthree"


# ---------------------------------------------------------- the model's fields


def test_the_model_refuses_bad_fields() -> None:
    base = load_builtin("jacks-or-better-9-6")
    for bad in (
        {"game": "sevens"},
        {"game": 7},
        {"game": None},
        {"lines": "royal_flush"},
        {"lines": (("royal_flush", 800),)},
        {"dealt": (1,)},
        {"name": ""},
        {"name": 5},
        {"family": None},
        {"notes": b"x"},
        {"published_return": float("nan")},
        {"published_return": True},
        {"builtin_id": 3},
    ):
        with pytest.raises(PayTableError):
            dataclasses.replace(base, **bad)
    # a game given as its shorthand's text is made a GameSpec, never kept as text
    t = dataclasses.replace(base, game="deuces", lines=(), published_return=None)  # type: ignore[arg-type]
    assert isinstance(t.game, GameSpec) and t.deck_size == 52
    line = base.lines[0]
    for bad_line in (
        {"key": ""},
        {"label": " "},
        {"label": "a\x1bb"},
        {"pays": "x"},
        {"quad": "A"},
        {"custom": "yes"},
    ):
        with pytest.raises(PayTableError):
            dataclasses.replace(line, **bad_line)
    with pytest.raises(ValueError):  # a VPError
        QuadSplit(frozenset())
    with pytest.raises(ValueError):
        QuadSplit(frozenset({13}))
    with pytest.raises(ValueError):
        QuadSplit(frozenset({1}), frozenset(), natural=False)


# ----------------------------------------------------------- published returns


def test_a_published_return_belongs_only_to_its_pays(tmp_path: Path) -> None:
    job = load_builtin("jacks-or-better-9-6")
    assert job.published_return is not None
    edited = job.with_pay("full_house", 8)
    assert edited.published_return is None
    assert edited.name == "Jacks or Better 9/6" + EDITED_SUFFIX
    assert "published_return" not in edited.to_dict()
    # whichever way the pays change, the published return goes with them
    replaced = dataclasses.replace(job, lines=edited.lines)
    assert replaced.published_return is None
    # changing them back by hand is a new table that was never published
    assert edited.with_pay("full_house", 9).published_return is None
    # a change of name or notes keeps it: the pays are the same
    renamed = dataclasses.replace(job, name="My 9/6", notes="from the casino")
    assert renamed.published_return == job.published_return
    # saved and read back: still only for its own pays
    save_paytable(edited, tmp_path / "e.toml")
    assert load_paytable(tmp_path / "e.toml").published_return is None
    assert "Published" not in _analysis_text(edited)
    assert "Published" in _analysis_text(job)


def _analysis_text(table: PayTable) -> str:
    from vptrainer.core.engine.report import analysis_json, analysis_text

    result = analyze(table)
    assert analysis_json(result)["published_return"] == table.published_return
    return analysis_text(result)


def test_an_edited_builtin_is_renamed_once() -> None:
    t = load_builtin("deuces-wild-full-pay").with_pay("flush", 2).with_pay("straight", 1)
    assert t.name == "Deuces Wild (full pay)" + EDITED_SUFFIX or t.name.endswith(EDITED_SUFFIX)
    assert t.name.count(EDITED_SUFFIX) == 1
    assert t.builtin_id is None


# ------------------------------------------------------------------------ lines


def test_more_lines_than_the_limit_are_refused() -> None:
    game = GameSpec()
    lines = [
        PayLine(
            quad_key(QuadSplit(frozenset({r}), frozenset({k}))),
            f"q{r}{k}",
            Fraction(1),
            QuadSplit(frozenset({r}), frozenset({k})),
            True,
        )
        for r in range(13)
        for k in range(13)
        if r != k
    ]
    assert len(lines) > MAX_LINES
    with pytest.raises(PayTableError, match=f"at most {MAX_LINES}"):
        PayTable("many", game, tuple(lines))
    table = PayTable("max", game, tuple(lines[:MAX_LINES]))
    assert len(table.lines) == MAX_LINES


def test_every_line_index_is_exact_past_127_lines() -> None:
    """class_to_line holds any number of lines: 156 splits, one per quad rank and kicker."""
    lines = []
    for r in range(13):
        for k in range(13):
            if r != k:
                split = QuadSplit(frozenset({r}), frozenset({k}))
                lines.append(
                    PayLine(quad_key(split), f"q{r}{k}", Fraction(1000 + len(lines)), split, True)
                )
    assert len(lines) == 156
    c2l = class_to_line(GameSpec(), lines)
    assert c2l.dtype == np.int16
    cat = evaluator.CLASS_CATEGORY
    ranks = evaluator.CLASS_RANKS
    for cls in range(1, cat.shape[0]):
        if cat[cls] == evaluator.HandCategory.FOUR_OF_A_KIND:
            r, k = int(ranks[cls][0]), int(ranks[cls][1])
            expected = next(
                j
                for j, ln in enumerate(lines)
                if ln.quad == QuadSplit(frozenset({r}), frozenset({k}))
            )
            assert int(c2l[cls]) == expected
        else:
            assert int(c2l[cls]) == len(lines)


def test_a_table_at_the_line_limit_is_analysed_exactly() -> None:
    """Splits that pay what four of a kind pays change nothing: the return stays 99.5439%."""
    base = load_builtin("jacks-or-better-9-6")
    splits = []
    for r in range(13):
        for k in range(13):
            if r != k and len(base.lines) + len(splits) < MAX_LINES:
                splits.append(custom_quad_line("23456789TJQKA"[r], 25, kickers="23456789TJQKA"[k]))
    wide = base.edited(lines=(*base.lines, *splits))
    assert len(wide.lines) == MAX_LINES
    prepared = prepare(wide)
    assert prepared.hand_category.max() == MAX_LINES  # "nothing", past every line
    assert analyze(wide).return_exact == analyze(base).return_exact


# ----------------------------------------------------------------- empty tables


@pytest.mark.parametrize("text", ["", HEAD, HEAD + "[pays]\n", "\ufeff"])
def test_a_table_without_lines_pays_nothing(text: str) -> None:
    t = loads_paytable(text)
    assert t.lines == ()
    result = analyze(t)
    assert result.return_exact == 0
    assert loads_paytable(dumps_paytable(t)) == t


# ------------------------------------------------------------- property tests

_KEYS = st.sampled_from(
    [
        "name",
        "wild",
        "jokers",
        "wild_ranks",
        "wild_cards",
        "natural_in_place",
        "family",
        "published_return",
        "notes",
        "pays",
        "quads",
        "dealt",
        "schema_version",
        "other",
    ]
)
_SCALARS = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(min_value=-(2**70), max_value=2**70),
    st.floats(allow_nan=True, allow_infinity=True),
    st.text(max_size=12),
    st.sampled_from(["deuces", "joker", "none", "7", "Jh Js", "1/3", "inf", "2-4", "A", ""]),
)
_CATEGORY_KEYS = st.sampled_from(
    sorted(
        {
            c.key
            for g in (GameSpec(), GameSpec(jokers=2, wild_ranks=frozenset({0})))
            for c in vocabulary(g)
        }
        | {"bogus", ""}
    )
)


def _values(depth: int = 2) -> st.SearchStrategy[Any]:
    if depth == 0:
        return _SCALARS
    inner = _values(depth - 1)
    return st.one_of(
        _SCALARS,
        st.lists(inner, max_size=4),
        st.dictionaries(
            st.one_of(
                _CATEGORY_KEYS, st.sampled_from(["ranks", "kickers", "natural", "pays", "label"])
            ),
            inner,
            max_size=5,
        ),
    )


@settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(doc=st.dictionaries(_KEYS, _values(), max_size=8))
def test_any_toml_document_gives_a_table_or_a_clear_error(doc: dict[str, Any]) -> None:
    clean = _tomlable(doc)
    try:
        text = tomli_w.dumps(clean)
    except (TypeError, ValueError):
        return
    try:
        t = loads_paytable(text, source="fuzz.toml")
    except PayTableError as exc:
        assert str(exc).startswith("fuzz.toml: ")
        assert "\n" not in str(exc)
        return
    assert loads_paytable(dumps_paytable(t)) == t


def _tomlable(value: Any) -> Any:
    """TOML has no null: drop ``None`` values."""
    if isinstance(value, dict):
        return {k: _tomlable(v) for k, v in value.items() if v is not None}
    if isinstance(value, list):
        return [_tomlable(v) for v in value if v is not None]
    return value


@settings(max_examples=300, deadline=None)
@given(text=st.text(max_size=300))
def test_any_text_gives_a_table_or_a_clear_error(text: str) -> None:
    try:
        loads_paytable(text, source="fuzz.toml")
    except PayTableError as exc:
        assert str(exc).startswith("fuzz.toml: ")


@settings(max_examples=300, deadline=None)
@given(text=st.text(alphabet=st.sampled_from(list("[]{}.=\"'#\\\n ab1,")), max_size=400))
def test_bracket_soup_gives_a_table_or_a_clear_error(text: str) -> None:
    try:
        loads_paytable(text, source="fuzz.toml")
    except PayTableError as exc:
        assert str(exc).startswith("fuzz.toml: ")


_GAMES = [
    GameSpec(),
    GameSpec.of("deuces"),
    GameSpec.of("joker"),
    GameSpec(jokers=2),
    GameSpec(jokers=1, wild_ranks=frozenset({5})),
    GameSpec(jokers=1, wild_ranks=frozenset({0})),
    GameSpec(wild_ranks=frozenset({1})),
    GameSpec(wild_cards=frozenset({39, 43}), natural_in_place=True),
]
_PAYS = st.one_of(
    st.integers(0, 10**7),
    st.fractions(min_value=0, max_value=10**7, max_denominator=10**6),
    st.decimals(min_value=0, max_value=10**7, places=6).map(Fraction),
)
_RANKS = st.frozensets(st.integers(0, 12), min_size=1, max_size=13)


@st.composite
def valid_tables(draw: st.DrawFn) -> PayTable:
    game = draw(st.sampled_from(_GAMES))
    vocab = vocabulary(game)
    keys = draw(st.lists(st.sampled_from([c.key for c in vocab]), unique=True, max_size=12))
    pairs = [k for k in keys if next(c for c in vocab if c.key == k).pair_min_rank is not None]
    keys = [k for k in keys if k not in pairs[1:]]
    lines = [named_line(game, k, draw(_PAYS)) for k in keys]
    for _ in range(draw(st.integers(0, 4))):
        # a natural split never names a rank with wild cards (it could never pay)
        ranks = draw(_RANKS) - game.wild_ranks - {c >> 2 for c in game.wild_cards}
        kickers = draw(st.none() | _RANKS)
        if not ranks or (kickers is not None and len(ranks) == 1 and kickers == ranks):
            continue
        split = QuadSplit(ranks, kickers, natural=game.has_wild)
        if any(ln.quad == split and ln.custom for ln in lines) or (
            split == QuadSplit(ALL_RANKS, None, natural=game.has_wild)
        ):
            continue
        label = draw(
            st.none()
            | st.text(
                st.characters(codec="utf-8", categories=["L", "N", "Zs"]), min_size=1, max_size=20
            ).filter(str.strip)
        )
        lines.append(
            PayLine(
                quad_key(split),
                label.strip() if label else split.describe(),
                draw(_PAYS),
                split,
                True,
            )
        )
    dealt_keys = draw(
        st.lists(
            st.sampled_from([c.key for c in vocab if c.quad is None and c.pair_min_rank is None]),
            unique=True,
            max_size=3,
        )
    )
    dealt = [named_line(game, k, draw(_PAYS), section="dealt") for k in dealt_keys]
    name = draw(
        st.text(
            st.characters(codec="utf-8", categories=["L", "N", "P", "S", "Zs"]),
            min_size=1,
            max_size=30,
        ).filter(str.strip)
    )
    notes = draw(
        st.text(
            st.characters(
                codec="utf-8", categories=["L", "N", "P", "Zs"], include_characters="\n\t"
            ),
            max_size=40,
        )
    )
    published = draw(st.none() | st.floats(0.5, 1.5))
    short_keys = (
        draw(st.lists(st.sampled_from([ln.key for ln in lines]), unique=True, max_size=3))
        if lines
        else []
    )
    short = [dataclasses.replace(ln, pays=draw(_PAYS)) for ln in lines if ln.key in short_keys]
    return PayTable(
        name=name.strip(),
        game=game,
        lines=tuple(lines),
        dealt=tuple(dealt),
        family=draw(st.sampled_from(["", "Jacks or Better", "Mine"])),
        published_return=published,
        notes=notes,
        short=tuple(short),
    )


@pytest.mark.slow
@settings(max_examples=300, deadline=None)
@given(table=valid_tables())
def test_every_valid_table_saves_and_loads_back_equal(table: PayTable) -> None:
    again = loads_paytable(dumps_paytable(table))
    assert again == table
    assert [(ln.key, ln.pays, ln.label) for ln in again.lines] == [
        (ln.key, ln.pays, ln.label) for ln in table.lines
    ]
    assert again.published_return == table.published_return
    assert again.short == table.short
    assert parse_paytable(table.to_dict()) == table


@settings(max_examples=60, deadline=None)
@given(table=valid_tables())
def test_every_valid_table_prepares(table: PayTable) -> None:
    if table.deck_size == 52 and not table.game.has_wild:
        try:
            prepared = prepare(table)
        except PayTableError as exc:  # pays whose common denominator is too large
            assert "analysed exactly" in str(exc)
            return
        assert prepared.hand_category.max() <= len(table.lines)
        assert int(hand_categories(table.game, table.lines).min()) >= 0


@pytest.mark.parametrize(
    ("game", "ranks"),
    [('wild = "deuces"', '"2"'), ('wild = "deuces"', '"2-4"'), ('wild_cards = "Jh Js"', '"J"')],
)
def test_a_natural_split_of_a_wild_rank_is_refused(game: str, ranks: str) -> None:
    """It was accepted without a word, and could never pay."""
    _refused(
        f'name = "x"\n{game}\n[pays]\nfour_of_a_kind = 5\n'
        f"[[quads]]\nranks = {ranks}\nnatural = true\npays = 400\n",
        r"natural four (twos|jacks) never come in a game where they are wild",
    )
