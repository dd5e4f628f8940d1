"""A chart's title never runs off its edge: where the chart is too narrow for it on one
line (the Strategy view's levels chart at 1024x640 cut "Double Double Bonus 9/6" short),
the table's name goes on a line of its own, and back on one line when the chart widens."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from vptrainer.gui.strategy.panels import LevelsChart


def _title_html(chart: LevelsChart) -> str:
    return str(chart.plotItem.titleLabel.text)


def _title_right(chart: LevelsChart) -> float:
    """Where the title ends, in the chart's pixels."""
    item = chart.plotItem.titleLabel.item
    return float(chart.mapFromScene(item.sceneBoundingRect().topRight()).x())


def _shown(qtbot: QtBot, width: int) -> LevelsChart:
    """A levels chart on screen, ``width`` pixels wide."""
    chart = LevelsChart()
    qtbot.addWidget(chart)
    chart.resize(width, 300)
    chart.show()
    qtbot.waitExposed(chart)
    return chart


def test_a_long_title_breaks_before_the_table_name_and_joins_again(qtbot: QtBot) -> None:
    chart = _shown(qtbot, 1100)
    chart.set_table_name("Double Double Bonus 9/6")
    assert chart.title_lines() == 1
    assert _title_right(chart) <= chart.width()
    assert "Return by number of rules — Double Double Bonus 9/6" in _title_html(chart)
    chart.resize(320, 300)
    qtbot.waitUntil(lambda: chart.title_lines() == 2)
    assert "Return by number of rules<br>Double Double Bonus 9/6" in _title_html(chart)
    qtbot.waitUntil(lambda: _title_right(chart) <= chart.width())
    chart.resize(1100, 300)
    qtbot.waitUntil(lambda: chart.title_lines() == 1)
    assert "<br>" not in _title_html(chart)


def test_a_title_is_shown_as_text_never_as_markup(qtbot: QtBot) -> None:
    chart = _shown(qtbot, 300)
    chart.set_table_name("My <b>table</b> & co")
    assert "My &lt;b&gt;table&lt;/b&gt; &amp; co" in _title_html(chart)
    assert chart.full_title == "Return by number of rules — My <b>table</b> & co"
