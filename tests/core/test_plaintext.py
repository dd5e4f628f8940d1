"""Text laid out in a width: tables that fit, lines that wrap."""

from __future__ import annotations

from hypothesis import example, given
from hypothesis import strategies as st

from vptrainer.core.plaintext import Column, fit_table, wrap

COLUMNS = (
    Column("Hand", "<", shrink=True, min_width=8),
    Column("Pays"),
    Column("Combinations", drop=2),
    Column("Return", drop=1),
)
ROWS = [
    ["Royal flush", "800", "493,512,264", "1.9807%"],
    ["Four aces with 2-4 kicker", "400", "1,234", "0.1000%"],
    "A heading inside the table, long enough to be wrapped when the table is narrow",
    ["Nothing", "0", "10,872,274,993,896", "0.0000%"],
]


def test_a_wide_enough_table_is_laid_out_whole() -> None:
    lines = fit_table(COLUMNS, ROWS, None)
    assert lines[0].split() == ["Hand", "Pays", "Combinations", "Return"]
    assert "Four aces with 2-4 kicker" in lines[2] and "10,872,274,993,896" in lines[-1]
    assert lines == fit_table(COLUMNS, ROWS, 200)


def test_narrow_tables_cut_then_drop_the_least_useful_columns() -> None:
    # first the hand names are cut (an ellipsis says so), then Return, then Combinations
    cut = fit_table(COLUMNS, ROWS, 55)
    assert "Combinations" in cut[0] and "Return" in cut[0]
    assert any("…" in line for line in cut) and all(len(line) <= 55 for line in cut)
    # a column is dropped only when cutting the hand names to their least cannot make room
    narrow = fit_table(COLUMNS, ROWS, 30)
    assert narrow[0].split() == ["Hand", "Pays", "Return"] and all(len(ln) <= 30 for ln in narrow)
    narrower = fit_table(COLUMNS, ROWS, 20)
    assert narrower[0].split() == ["Hand", "Pays"] and all(len(ln) <= 20 for ln in narrower)


@given(
    st.lists(
        st.lists(
            st.text(
                st.characters(codec="utf-8", exclude_categories=("Cc", "Zl", "Zp")), max_size=40
            ),
            min_size=4,
            max_size=4,
        ),
        max_size=8,
    ),
    st.integers(min_value=20, max_value=160),
)
def test_any_cells_fit_any_width(rows: list[list[str]], width: int) -> None:
    cells = [[" ".join(c.split()) for c in r] for r in rows]  # no line breaks inside a cell
    for line in fit_table(COLUMNS, cells, width):
        assert len(line) <= width


@given(st.text(alphabet=st.sampled_from("ab ,.-"), max_size=400), st.integers(20, 120))
@example("a" * 21, 20)  # a word longer than the line was cut in two (a fresh clone's CI)
def test_wrapped_lines_keep_every_word(text: str, width: int) -> None:
    lines = wrap(text, width)
    assert all(len(line) <= width for line in lines if " " in line.strip())
    assert " ".join(" ".join(lines).split()) == " ".join(text.split())
