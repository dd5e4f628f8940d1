"""The rule table sizes each wrapped rule to the width it is painted in."""

from __future__ import annotations

import itertools
from fractions import Fraction

from PySide6.QtCore import QRect, Qt
from PySide6.QtWidgets import QStyle
from pytestqt.qtbot import QtBot

from vptrainer.gui.strategy.panels import RuleTable

RULES = [
    "3 to a straight flush (type 1)",
    "4 to an outside straight with 0-2 high cards",
    "suited KQ9, KJ9, QJ9, QJ8, QT9, JT9, JT8, J98, T98, 987, 876, 765, 654, 543",
    "2 unsuited high cards, king highest",
]


def test_no_rule_is_cut_short_at_any_width(qtbot: QtBot) -> None:
    """At every width of the Rule column, each row is as tall as its rule's lines where
    the cell paints them (one pixel narrower than the column with the grid, less the
    text margins): a rule that just fits the column was cut ("3 to a straight flush
    (typ…") at 1024x640."""
    table = RuleTable("ruleTableTest")
    qtbot.addWidget(table)
    table.show()
    margin = table.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, table) + 1
    metrics = table.fontMetrics()
    grid = 1 if table.showGrid() else 0
    # rules enough that wrapped they need the scroll bar, which then takes from the
    # column: the rows wrapped before it came must wrap anew (the table laid out first,
    # then filled, as a page is when its strategy is priced)
    rules = RULES * 5
    cut = []
    for width, height in itertools.product(range(300, 700, 9), (360, 440, 520)):
        table.show_rules([], 10)
        table.resize(width, height)
        qtbot.wait(5)
        table.show_rules([(text, 1, Fraction(1), Fraction(1), Fraction(0)) for text in rules], 10)
        qtbot.wait(5)  # the layout settles: a scroll bar comes, the rows wrap anew
        column = table.columnWidth(1)
        for row, text in enumerate(rules):
            painted = column - grid - 2 * margin
            needed = metrics.boundingRect(
                QRect(0, 0, painted, 10_000), int(Qt.TextFlag.TextWordWrap), text
            ).height()
            if table.rowHeight(row) < needed:
                cut.append((width, height, column, text))
    assert not cut, cut[:3]
