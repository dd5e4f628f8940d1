"""The long levels' candidates are searched once per table and version, kept on disk and
read back (issue 24: a long level took from 20 s to minutes every time the app asked for
one); what is read back is priced again before it is used, and a chart is shown at once
while the search runs (:meth:`StrategyMaker.first_level`).

The search itself is tested elsewhere (test_level_monotone.py, test_level_progress.py);
here it is replaced by a quick one that returns real levels (the curve's and the basic
strategy), so what is kept, read and checked is real."""

from __future__ import annotations

import threading
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st
from shared_makers import long_sizes

from vptrainer.core.errors import Cancelled
from vptrainer.core.storage.diskcache import DISABLE_ENV
from vptrainer.core.strategy.generator import kept_levels
from vptrainer.core.strategy.generator.charts import EXCEPTIONS, Chart, StrategyMaker
from vptrainer.core.strategy.generator.rules import Level

PlainMaker = Callable[[], StrategyMaker]


def _quick_search(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, *, exceptions: bool
) -> list[StrategyMaker]:
    """The long levels' search replaced by a quick one of real levels (the curve's, the
    basic strategy, and with ``exceptions`` the basic strategy with its first
    exceptions), with an empty user cache: the makers that searched."""
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    monkeypatch.delenv(DISABLE_ENV, raising=False)
    calls: list[StrategyMaker] = []

    def search(self: StrategyMaker, *_: object) -> list[kept_levels.Candidate]:
        calls.append(self)
        curve = self._level_list(None, None)
        out = [(kept_levels.EXTENDED, lv) for lv in curve.values()]
        out.append((kept_levels.EXTENDED, self._basic_level()))
        if not exceptions:
            return out
        found = self._basic_with_exceptions(EXCEPTIONS, None)
        return out + [(kept_levels.EXCEPTIONS_TABLE, lv) for _, lv in found]

    monkeypatch.setattr(StrategyMaker, "_search_long", search)
    return calls


@pytest.fixture
def searches(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> list[StrategyMaker]:
    """The makers whose long levels were searched (:func:`_quick_search`, with the
    basic strategy's exceptions)."""
    return _quick_search(monkeypatch, tmp_path, exceptions=True)


@pytest.fixture
def curve_searches(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> list[StrategyMaker]:
    """The same without the exceptions: every candidate has at most the basic
    strategy's rules (a level of that size needs no chart of a longer one)."""
    return _quick_search(monkeypatch, tmp_path, exceptions=False)


def _kept_files(cache: Path) -> list[Path]:
    return sorted((cache / "vptrainer" / "arrays").glob(f"{kept_levels.PREFIX}*.npz"))


@pytest.mark.slow
def test_long_levels_are_searched_once_and_read_back(
    plain_maker: PlainMaker, searches: list[StrategyMaker], tmp_path: Path
) -> None:
    first = plain_maker()
    # the longest the candidates go (the basic strategy with its exceptions): read
    # back, the best is on the exceptions' table, built only then
    n = long_sizes(first)[2] + EXCEPTIONS
    chart = first.level(n)
    assert len(searches) == 1
    assert len(_kept_files(tmp_path)) == 1
    again = plain_maker()  # another run of the app
    read = again.level(n)
    assert len(searches) == 1  # read back, not searched
    assert read.text() == chart.text()
    assert read.return_worst_exact == chart.return_worst_exact
    shown, final = plain_maker().first_level(n)
    assert final and shown.text() == chart.text()
    assert len(searches) == 1


@pytest.mark.slow
def test_the_rules_each_chart_shows_are_kept_with_the_candidates(
    plain_maker: PlainMaker, searches: list[StrategyMaker], tmp_path: Path
) -> None:
    """A long level chooses among the candidates by the rules their charts show: counted
    when a level first needs them and kept with the candidates, a later run makes no
    chart but the chosen one's, and chooses what counting again chooses."""
    first = plain_maker()
    # the rules the basic chart shows (fewer than its rules): at that size the basic
    # strategy with its first exceptions is counted, at two more it fits as it is
    size = first.basic().rule_count
    sizes = (size, size + 2)
    charts = [first.level(k) for k in sizes]
    read = kept_levels.read(first.table)
    assert read is not None
    found, shown = read
    assert shown  # the basic strategy with exceptions: longer, and returning more
    again = plain_maker()  # a later run
    assert [again.level(k).text() for k in sizes] == [c.text() for c in charts]
    said = sum(len(by_rules) for by_rules in again._said.values())
    assert said == len({c.text() for c in charts})  # the chosen ones alone
    counting = plain_maker()  # the oracle: each chart made and counted again
    assert counting._long_known()
    counting._kept_shown = {}
    for i, n in shown.items():
        source, level = found[i]
        assert counting._shown(counting._candidate_table(source, None), level) == n
    assert [counting.level(k).text() for k in sizes] == [c.text() for c in charts]
    assert len(searches) == 1


@pytest.mark.slow
def test_a_first_level_comes_without_the_search(
    plain_maker: PlainMaker, searches: list[StrategyMaker]
) -> None:
    m = plain_maker()
    n = long_sizes(m)[2] + 2  # past the basic strategy: with its exceptions
    shown, final = m.first_level(n)
    assert not final and not searches
    assert shown.rule_count <= n
    level = m.level(n)
    assert len(searches) == 1
    assert shown.return_worst_exact <= level.return_worst_exact
    short = long_sizes(m)[0]
    chart, final = m.first_level(short)  # a short level: the level itself
    assert final and chart.text() == m.level(short).text()


@pytest.mark.slow
def test_what_is_read_back_wrong_is_searched_again(
    plain_maker: PlainMaker, curve_searches: list[StrategyMaker], tmp_path: Path
) -> None:
    m = plain_maker()
    n = long_sizes(m)[2]
    right = m.level(n)
    path = _kept_files(tmp_path)[0]
    best = max(m._level_list(None, None).values(), key=lambda lv: lv.worst_total)
    damages = {
        "cut short": lambda: path.write_bytes(path.read_bytes()[:-40]),
        # kept whole, but not what its rules play (priced again), or with items its table
        # does not have
        "wrong totals": lambda: kept_levels.keep(
            m.table, [(kept_levels.EXTENDED, replace(best, worst_total=best.worst_total + 1))]
        ),
        "wrong items": lambda: kept_levels.keep(
            m.table, [(kept_levels.EXTENDED, replace(best, rules=((10**6,),)))]
        ),
        "wrong count of rules shown": lambda: kept_levels.keep(
            m.table, [(kept_levels.EXTENDED, best)], {0: len(best.rules) + 1}
        ),
    }
    for damage, write in damages.items():
        if damage != "cut short":
            path.unlink()
        write()
        curve_searches.clear()
        again = plain_maker()
        chart = again.level(n)
        assert curve_searches == [again], damage
        assert chart.text() == right.text(), damage
        assert chart.return_worst_exact == right.return_worst_exact, damage
        # what the search found replaced what was wrong
        kept = kept_levels.read(m.table)
        assert kept is not None and kept[0] == again._long_found, damage


@pytest.mark.slow
def test_a_search_under_way_in_another_process_is_waited_for_then_read(
    plain_maker: PlainMaker, curve_searches: list[StrategyMaker], tmp_path: Path
) -> None:
    """Another process searching the table (its lock held here) is waited for; what it
    keeps is read back, not searched again; cancelled while waiting, it stops."""
    m = plain_maker()
    n = long_sizes(m)[2]
    right = m.level(n)  # searched: the candidates another process would keep
    path = _kept_files(tmp_path)[0]
    kept = path.read_bytes()
    path.unlink()
    curve_searches.clear()
    cancel = threading.Event()
    with kept_levels.search_lock(m.table):
        waiting = plain_maker()
        with pytest.raises(Cancelled):
            threading.Timer(0.3, cancel.set).start()
            waiting.level(n, cancel=cancel)
        found: list[Chart] = []
        worker = threading.Thread(target=lambda: found.append(plain_maker().level(n)))
        worker.start()
        worker.join(0.5)
        assert worker.is_alive() and not curve_searches  # waits for the lock
        path.write_bytes(kept)  # the other process keeps what it found
    worker.join(60)
    assert not curve_searches and found and found[0].text() == right.text()


@given(
    st.lists(
        st.tuples(
            st.sampled_from(
                [kept_levels.EXTENDED, kept_levels.PENALTY, kept_levels.EXCEPTIONS_TABLE]
            ),
            st.lists(st.lists(st.integers(0, 5000), min_size=1, max_size=6), max_size=8),
            st.integers(0, 2**200),
            st.integers(0, 2**200),
            st.none() | st.integers(0, 200),
        ),
        max_size=6,
    )
)
def test_candidates_round_trip(
    found: list[tuple[int, list[list[int]], int, int, int | None]],
) -> None:
    candidates = [
        (source, Level(tuple(tuple(r) for r in rules), total, worst))
        for source, rules, total, worst, _ in found
    ]
    shown = {i: c[4] for i, c in enumerate(found) if c[4] is not None}
    arrays = kept_levels.encode(candidates, shown)
    assert kept_levels._whole(arrays)
    assert kept_levels.decode(arrays) == candidates
    assert kept_levels.decode_shown(arrays) == shown
