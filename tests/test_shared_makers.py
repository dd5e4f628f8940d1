"""The test suite's strategy makers: a chart kept on disk is the chart a maker makes."""

from __future__ import annotations

import os
import pickle
from pathlib import Path

import pytest
import shared_makers
from shared_makers import KeptMaker, prune_kept_charts

from vptrainer.core.games.tomlfile import loads_paytable
from vptrainer.core.strategy.generator.charts import Chart, StrategyMaker

#: a game of four pays (a basic strategy of 10 rules, made in about 2.5 s of CPU)
TINY = loads_paytable(
    'name = "Four pays"\n[pays]\nroyal_flush = 800\nfour_of_a_kind = 25\n'
    "three_of_a_kind = 3\njacks_or_better = 1\n"
)


def _kept(folder: Path) -> list[Path]:
    return sorted(folder.glob("maker-*.pickle"))


def _text(path: Path) -> str | None:
    chart = pickle.loads(path.read_bytes())
    return chart.text() if isinstance(chart, Chart) else None


@pytest.mark.slow
def test_kept_charts_are_the_charts_a_maker_makes(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(shared_makers, "kept_folder", lambda: tmp_path)
    monkeypatch.delenv("VPTRAINER_DISK_CACHE", raising=False)
    table = TINY  # the mechanism is the same for every table; this one is quick to search
    first = KeptMaker(table)  # makes them (nothing is kept yet) and keeps them
    made = [first.basic().text(), first.level(5).text(), first.level(4).text()]
    # what a plain maker makes, for the stage it is cheapest to make again
    assert StrategyMaker(table).basic().text() == made[0]
    stages = [p.name.split("-")[-2] for p in _kept(tmp_path)]
    # (the basic chart's tidy comes with its rules, which are kept with the search's
    # rules before the deletions as read)
    assert sorted(stages) == ["atom_rules", "basic", "basic_rules_searched", "level", "level"]

    # read back by a new maker, in another order; a lost one is made again
    (four,) = [p for p in _kept(tmp_path) if _text(p) == made[2]]
    four.write_bytes(b"cut short")
    again = KeptMaker(table)
    assert [again.level(4).text(), again.basic().text(), again.level(5).text()] == [
        made[2],
        made[0],
        made[1],
    ]
    assert _text(four) == made[2]  # kept again


def test_prune_keeps_the_most_recently_used(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(shared_makers, "kept_folder", lambda: tmp_path)
    folder = tmp_path
    for i in range(5):
        path = folder / f"maker-t-level-{i}.pickle"
        path.write_bytes(b"x" * 100)
        os.utime(path, (1000 + i, 1000 + i))
    (folder / "other.json").write_bytes(b"y" * 1000)
    prune_kept_charts(limit=250)
    assert [p.name for p in _kept(tmp_path)] == ["maker-t-level-3.pickle", "maker-t-level-4.pickle"]
    assert (folder / "other.json").exists()
