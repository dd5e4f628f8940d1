"""A long level comes in two steps in the Strategy view (issue 24): a first chart at once
(the levels curve's, or the basic strategy's with its first exceptions), with a note that
a better one is being searched for, then the level when its search ends (the first long
level of a table: from about 20 s to a few minutes; kept on disk after that)."""

from __future__ import annotations

import threading
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QSpinBox
from pytestqt.qtbot import QtBot
from shared_makers import BasicKeptMaker, kept_curve
from strategy_driving import TIMEOUT, show_strategy, wait_for_chart

from vptrainer.core.errors import Cancelled
from vptrainer.core.strategy.generator import kept_levels
from vptrainer.core.strategy.generator.charts import StrategyMaker
from vptrainer.gui.jobs import strategy as strategy_jobs
from vptrainer.gui.main_window import MainWindow

LONG = 30  # Jacks or Better 9/6: long levels from 25 rules (3/4 of the basic strategy's)


@pytest.fixture
def search(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> tuple[threading.Event, list[StrategyMaker]]:
    """The long levels' search, held until the event is set (the test looks at the first
    chart meanwhile), then a quick one of real levels (the curve's and the basic
    strategy); with an empty user cache (no candidates kept) and a maker of the window's
    own whose levels curve is kept between runs (the first chart is made from it)."""
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    release = threading.Event()
    calls: list[StrategyMaker] = []

    def held(
        self: StrategyMaker, progress: object, cancel: threading.Event | None
    ) -> list[kept_levels.Candidate]:
        calls.append(self)
        if not release.wait(TIMEOUT / 1000):
            raise AssertionError("the test never let the search end")
        if cancel is not None and cancel.is_set():
            raise Cancelled("strategy generation cancelled")
        curve = self._level_list(None, None)
        found = [(kept_levels.EXTENDED, lv) for lv in curve.values()]
        return [*found, (kept_levels.EXTENDED, self._basic_level())]

    def maker(request: strategy_jobs.MakerRequest, *_: object) -> StrategyMaker:
        made = BasicKeptMaker(request.table)
        made._levels = kept_curve(made)
        return made

    monkeypatch.setattr(StrategyMaker, "_search_long", held)
    monkeypatch.setattr(strategy_jobs.MakerRequest, "run", maker)
    return release, calls


def _type_rules(qtbot: QtBot, spin: QSpinBox, rules: int) -> None:
    spin.setFocus()
    qtbot.keyClick(spin, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClicks(spin, str(rules))
    qtbot.keyClick(spin, Qt.Key.Key_Return)


@pytest.mark.slow
@pytest.mark.fresh_strategy  # the level is made while the test watches, not read back
def test_a_long_level_shows_a_first_chart_then_the_level(
    window: MainWindow, qtbot: QtBot, search: tuple[threading.Event, list[StrategyMaker]]
) -> None:
    release, calls = search
    view = show_strategy(qtbot, window)
    _type_rules(qtbot, view.rules_spin, LONG)
    assert view.level_combo.currentText() == "At most"
    qtbot.waitUntil(lambda: view.searching and len(calls) == 1, timeout=TIMEOUT)
    first = view.chart
    assert first is not None and first.rule_count <= LONG
    assert view.shown_key == view.wanted_key() == (view.table, LONG)
    assert view.stale.isVisible() and view.stale.text().startswith(
        f"A first chart of at most {LONG} rules; a better one is being searched for"
    )
    assert view.summary.text().startswith(f"Best of at most {LONG} rules")
    # the chart can be used meanwhile; the search shows its progress and can be stopped
    assert view.rules_table.isEnabled() and view.text_button.isEnabled()
    assert view.cancel_button.isEnabled() and view.progress.isVisible()
    qtbot.mouseClick(view.cancel_button, Qt.MouseButton.LeftButton)
    release.set()  # the search sees its cancel once let go
    qtbot.waitUntil(lambda: not view.jobs.busy, timeout=TIMEOUT)
    assert view.chart is first and view.stale.isVisible()
    assert view.stale.text().startswith("The search for a better chart was cancelled")

    # another long level: a first chart at once, then the level once searched
    _type_rules(qtbot, view.rules_spin, LONG - 1)
    wait_for_chart(qtbot, view, f"Best of at most {LONG - 1} rules")
    level = view.chart
    assert len(calls) == 2
    assert level is not None and level is not first and level.rule_count <= LONG - 1
    assert not view.stale.isVisible() and not view.cancel_button.isEnabled()
    # on the Levels page the chart is marked where it is, on the curve or above it
    page = view.levels_page
    qtbot.waitUntil(lambda: page.chart.marked is not None, timeout=TIMEOUT)
    assert page.chart.marked == (level.rule_count, level.return_worst_exact)
    on_curve = [p for p in page.points if p.rules == level.rule_count]
    assert on_curve == [] or on_curve[0].return_worst_exact <= level.return_worst_exact
    selected = page.list.selectionModel().selectedRows()
    assert [page.points[i.row()] for i in selected] == [
        p for p in on_curve if p.return_worst_exact == level.return_worst_exact
    ]

    # and the next: its candidates are known, it comes at once
    _type_rules(qtbot, view.rules_spin, LONG - 3)
    wait_for_chart(qtbot, view, f"Best of at most {LONG - 3} rules")
    assert len(calls) == 2 and not view.stale.isVisible()
