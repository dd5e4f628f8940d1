"""A table's basic strategy and short levels are searched once per version of the app,
kept on disk and read back (issue 24: "Grade by chart" and the Strategy view searched
them every time a table was opened, 5-10 s on a wild or bonus table); what is read back
is priced again before it is used, and a level is read back only by a maker that
searches from the same starts (the basic strategy's rules and its search's). The charts
made of them are kept as their text: read back, a chart is parsed and priced exactly
to the returns kept with it, without a candidate pattern matched on every deal."""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import replace
from fractions import Fraction
from pathlib import Path

import numpy as np
import pytest
from hypothesis import given
from hypothesis import strategies as st

from vptrainer.core.storage.diskcache import DISABLE_ENV
from vptrainer.core.strategy.generator import charts, kept_levels
from vptrainer.core.strategy.generator.charts import StrategyMaker
from vptrainer.core.strategy.generator.rules import Level

RULES = 8
Searches = list[str]


@pytest.fixture
def searches(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Searches:
    """Charts kept in an empty user cache; the searches of the basic strategy and of the
    short levels, as they happen."""
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    monkeypatch.delenv(DISABLE_ENV, raising=False)
    monkeypatch.setenv(kept_levels.KEEP_CHARTS_ENV, "1")
    calls: Searches = []
    search_basic = charts.search_basic
    near_founds = StrategyMaker._near_founds

    def basic(*args: object, **kwargs: object) -> object:
        calls.append("basic")
        return search_basic(*args, **kwargs)  # type: ignore[arg-type]

    def near(self: StrategyMaker, max_rules: int, *args: object) -> object:
        calls.append(f"level {max_rules}")
        return near_founds(self, max_rules, *args)  # type: ignore[arg-type]

    monkeypatch.setattr(charts, "search_basic", basic)
    monkeypatch.setattr(StrategyMaker, "_near_founds", near)
    return calls


@pytest.fixture
def fresh(maker: Callable[[str], StrategyMaker]) -> Callable[[], StrategyMaker]:
    """A new maker of Jacks or Better 9/6 (another run of the app), sharing the
    session's hold table."""
    holds = maker("jacks-or-better-9-6").holds
    return lambda: StrategyMaker(holds.prepared, holds=holds)


@pytest.fixture
def seeded(maker: Callable[[str], StrategyMaker]) -> Callable[[], StrategyMaker]:
    """A new maker of Jacks or Better 9/6 with the session maker's tables and basic
    strategy (not searched again)."""
    session = maker("jacks-or-better-9-6")
    session.basic_rules()

    def make() -> StrategyMaker:
        m = StrategyMaker(session.holds.prepared, holds=session.holds)
        m._atoms, m._extended = session.atoms(), session._extended_table()
        m._basic, m._searched = session.basic_rules(), session._searched
        return m

    return make


def _files(cache: Path, prefix: str = kept_levels.CHARTS_PREFIX) -> list[Path]:
    return sorted((cache / "vptrainer" / "arrays").glob(f"{prefix}*.npz"))


def _same(a: charts.Chart, b: charts.Chart) -> bool:
    """Whether two charts read, price and split their deals alike, rule by rule."""

    def rows(c: charts.Chart) -> list[tuple[object, ...]]:
        return [
            (
                r.text,
                r.patterns,
                r.deals,
                r.ev_min,
                r.ev_max,
                r.error,
                r.section,
                r.counted,
                r.source,
            )
            for r in c.rules
        ]

    return (
        a.text() == b.text()
        and a.title == b.title
        and (a.return_exact, a.return_worst_exact) == (b.return_exact, b.return_worst_exact)
        and a.model_exact == b.model_exact
        and rows(a) == rows(b)
    )


@pytest.mark.slow
def test_the_basic_strategy_and_a_level_are_searched_once_and_read_back(
    fresh: Callable[[], StrategyMaker], searches: Searches, tmp_path: Path
) -> None:
    first = fresh()
    basic, level = first.basic(), first.level(RULES)
    assert searches == ["basic", f"level {RULES}"]
    assert len(_files(tmp_path)) == 1
    assert len(_files(tmp_path, kept_levels.TEXTS_PREFIX)) == 1
    again = fresh()
    assert _same(again.basic(), basic)
    assert _same(again.level(RULES), level)
    assert again.first_level(RULES)[1]
    assert again._atoms is None  # the charts read as text: no pattern matched on every deal
    assert searches == ["basic", f"level {RULES}"]  # read back, not searched
    assert again.basic_rules() == first.basic_rules() and again._searched == first._searched
    # another size is searched, and kept beside the first
    again.level(RULES + 2)
    assert searches[-1] == f"level {RULES + 2}"
    assert set(kept_levels.read_charts(first.table)) >= {RULES, RULES + 2}


@pytest.mark.slow
def test_what_is_read_back_wrong_is_searched_again(
    fresh: Callable[[], StrategyMaker], searches: Searches, tmp_path: Path
) -> None:
    first = fresh()
    basic, level = first.basic(), first.level(RULES)
    right = kept_levels.read_charts(first.table)
    path = _files(tmp_path)[0]
    basic_level = right[kept_levels.BASIC]

    def keep(role: int, wrong: Level) -> None:
        kept_levels.keep_charts(first.table, {**right, role: wrong})

    damages: dict[str, tuple[Callable[[], None], str]] = {
        "cut short": (lambda: path.write_bytes(path.read_bytes()[:-40]), "basic"),
        "a level's wrong total": (
            lambda: keep(RULES, replace(right[RULES], worst_total=right[RULES].worst_total + 1)),
            f"level {RULES}",
        ),
        "a level's items its table lacks": (
            lambda: keep(RULES, replace(right[RULES], rules=((10**6,),))),
            f"level {RULES}",
        ),
        "the basic strategy's wrong total": (
            lambda: keep(kept_levels.BASIC, replace(basic_level, total=basic_level.total - 1)),
            "basic",
        ),
    }
    for damage, (write, searched) in damages.items():
        for kept_text in _files(tmp_path, kept_levels.TEXTS_PREFIX):
            kept_text.unlink()  # the charts made again from the rules read back
        write()
        searches.clear()
        again = fresh()
        assert again.basic().text() == basic.text(), damage
        assert again.level(RULES).text() == level.text(), damage
        assert searches[0] == searched, damage
        # what the search found replaced what was wrong
        assert kept_levels.read_charts(first.table) == right, damage


@pytest.mark.slow
def test_a_chart_read_back_wrong_is_made_again(
    fresh: Callable[[], StrategyMaker], searches: Searches, tmp_path: Path
) -> None:
    """A kept chart whose text does not read, or does not price to the returns kept with
    it, is made again from its rules (read back, not searched), and kept right."""
    first = fresh()
    basic, level = first.basic(), first.level(RULES)
    right = kept_levels.read_texts(first.table)
    assert set(right) == {kept_levels.BASIC, RULES}
    path = _files(tmp_path, kept_levels.TEXTS_PREFIX)[0]
    half = Fraction(1, 2)

    def keep(role: int, **wrong: object) -> None:
        kept_levels.keep_texts(first.table, {**right, role: replace(right[role], **wrong)})

    damages: dict[str, Callable[[], None]] = {
        "cut short": lambda: path.write_bytes(path.read_bytes()[:-40]),
        "a return off": lambda: keep(RULES, returns=(half, half)),
        "a rule that does not read": lambda: keep(
            kept_levels.BASIC, text=right[kept_levels.BASIC].text.replace("1.", "1. hold ½", 1)
        ),
        "a rule too few": lambda: keep(RULES, rules=right[RULES].rules[1:]),
    }
    for damage, write in damages.items():
        write()
        searches.clear()
        again = fresh()
        assert _same(again.basic(), basic), damage
        assert _same(again.level(RULES), level), damage
        assert not searches, damage  # the rules were read back
        assert kept_levels.read_texts(first.table) == right, damage


def test_a_level_is_read_back_only_from_the_same_starts(
    seeded: Callable[[], StrategyMaker], searches: Searches
) -> None:
    """A maker whose basic strategy or search's rules differ (set by hand here; a level
    depends on where its descents start) does not read another start's level."""
    first = seeded()
    level = first._basic_totals()  # a level priced right
    first._keep_chart(RULES, level)
    same = seeded()
    assert same._kept(RULES) == level
    other = seeded()
    other._searched = first.basic_rules()[1:]  # another start
    assert other._kept(RULES) is None
    other._keep_chart(RULES + 1, level)  # kept with its starts: the others' dropped
    assert set(kept_levels.read_charts(first.table)) == {
        kept_levels.BASIC,
        kept_levels.SEARCHED,
        RULES + 1,
    }
    assert seeded()._kept(RULES) is None
    assert not searches


def test_nothing_is_kept_with_the_setting_off(
    seeded: Callable[[], StrategyMaker],
    searches: Searches,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setenv(kept_levels.KEEP_CHARTS_ENV, "0")
    first = seeded()
    first._keep_chart(RULES, first._basic_totals())
    assert not _files(tmp_path) and kept_levels.read_charts(first.table) == {}


@given(
    st.dictionaries(
        st.integers(1, 60) | st.sampled_from([kept_levels.BASIC, kept_levels.SEARCHED]),
        st.tuples(
            st.lists(st.lists(st.integers(0, 5000), min_size=1, max_size=6), max_size=8),
            st.integers(0, 2**200),
            st.integers(0, 2**200),
        ),
        max_size=6,
    )
)
def test_charts_round_trip(found: dict[int, tuple[list[list[int]], int, int]]) -> None:
    levels = {
        role: Level(tuple(tuple(r) for r in rules), total, worst)
        for role, (rules, total, worst) in found.items()
    }
    arrays = kept_levels.encode_charts(levels)
    assert kept_levels._whole_charts(arrays)
    assert kept_levels.decode_charts(arrays) == levels


_kept_chart = st.builds(
    kept_levels.KeptChart,
    st.text(),
    st.text(),
    st.lists(st.tuples(st.text(), st.text(), st.integers(-1, 200)), max_size=5).map(tuple),
    st.tuples(st.fractions(), st.fractions()),
    st.none() | st.tuples(st.fractions(), st.fractions()),
)


@given(
    st.dictionaries(
        st.integers(1, 60) | st.just(kept_levels.BASIC),
        _kept_chart,
        max_size=4,
    )
)
def test_chart_texts_round_trip(found: dict[int, kept_levels.KeptChart]) -> None:
    assert kept_levels.decode_texts(kept_levels.encode_texts(found)) == found


_json = st.recursive(
    st.none() | st.booleans() | st.integers() | st.text(max_size=8) | st.floats(),
    lambda inner: (
        st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4)
    ),
    max_leaves=20,
)


@given(st.binary(max_size=200) | _json.map(lambda v: json.dumps(v).encode()))
def test_kept_texts_that_are_not_charts_read_as_none(data: bytes) -> None:
    """Whatever the file holds, reading it never raises: charts, or nothing."""
    found = kept_levels.decode_texts({"texts": np.frombuffer(data, dtype=np.uint8)})
    assert found is None or all(isinstance(c, kept_levels.KeptChart) for c in found.values())
