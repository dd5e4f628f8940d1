"""The Strategy view driven by keys and clicks: charts, levels, exports, other games, files."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QImage
from PySide6.QtPrintSupport import QPrinter
from PySide6.QtWidgets import QComboBox, QDialog, QFileDialog, QWidget
from pytestqt.qtbot import QtBot
from strategy_driving import (
    LEVELS_TIMEOUT,
    TIMEOUT,
    click_tab,
    column,
    open_strategy_file,
    show_strategy,
    wait_for_chart,
)

from vptrainer.core.games.builtin import load_builtin
from vptrainer.core.strategy.evaluation import cross_strategy, evaluate_strategy
from vptrainer.core.strategy.game import game_of
from vptrainer.core.strategy.generator.charts import DEFAULT_RULES
from vptrainer.core.strategy.language import read_strategy
from vptrainer.gui.i18n.translator import ENGLISH, apply_language
from vptrainer.gui.jobs.strategy import ChartRequest, LevelsRequest
from vptrainer.gui.main_window import MainWindow
from vptrainer.gui.strategy import saving
from vptrainer.gui.strategy.view import RULES_ROOM, StrategyView

WIZARD_SIMPLE = Path(__file__).resolve().parents[3] / "paytables" / "strategies"


def save_to(monkeypatch: pytest.MonkeyPatch, path: Path) -> None:
    """The save dialog answers ``path``."""
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(path), ""))


def test_basic_strategy_of_jacks_or_better(window: MainWindow, qtbot: QtBot) -> None:
    view = show_strategy(qtbot, window)
    chart = view.chart
    assert chart is not None and chart.table.name == "Jacks or Better 9/6"
    # the Wizard of Odds' calculator: basic strategy without exceptions, 99.5429%
    assert chart.return_exact >= 0.995429
    assert "99.5439%" in view.summary.text()  # perfect play beside it
    assert f"{chart.rule_count} rules" in view.summary.text()
    assert view.rules_table.rowCount() == len(chart.rules)
    assert view.rules_table.item(0, 1).text() == chart.rules[0].text
    assert view.rules_spin.value() == DEFAULT_RULES  # the generator's level for beginners
    assert view.findChild(QWidget, "strategyRules") is view.rules_spin
    assert view.findChild(QWidget, "strategyLevel") is view.level_combo


def test_the_page_names_show_whole_beside_the_rules(window: MainWindow, qtbot: QtBot) -> None:
    """At 1024x640 the pages widen to show their tab names whole (at 11 to 9 they read
    "Lev...", "Excepti..."), the rules keeping their room; in Spanish, longer, too."""
    window.resize(1024, 640)
    qtbot.waitUntil(lambda: window.width() == 1024)
    view = show_strategy(qtbot, window)
    bar = view.pages.tabBar()

    def whole() -> bool:
        return all(bar.tabRect(i).width() >= bar.tabSizeHint(i).width() for i in range(bar.count()))

    qtbot.waitUntil(whole)
    assert view.splitter.sizes()[0] >= RULES_ROOM
    try:
        window.language_menu.actions_by_code["es"].trigger()
        qtbot.waitUntil(lambda: view.pages.tabText(0) == "&Niveles")
        qtbot.waitUntil(whole)
        assert view.splitter.sizes()[0] >= RULES_ROOM
    finally:
        apply_language(ENGLISH)


@pytest.mark.slow
def test_exports_read_back_into_the_same_return(
    window: MainWindow, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    view = show_strategy(qtbot, window)
    chart = view.chart
    assert chart is not None
    text = tmp_path / "chart.txt"
    save_to(monkeypatch, text)
    qtbot.mouseClick(view.text_button, Qt.MouseButton.LeftButton)
    strategy = read_strategy(text, game_of(chart.table))
    assert evaluate_strategy(chart.table, strategy).return_exact == chart.return_exact

    pdf = tmp_path / "card.pdf"
    save_to(monkeypatch, pdf)
    qtbot.mouseClick(view.pdf_button, Qt.MouseButton.LeftButton)
    data = pdf.read_bytes()
    assert data.startswith(b"%PDF") and len(data) > 2000

    png = tmp_path / "card"  # the extension is added
    save_to(monkeypatch, png)
    qtbot.mouseClick(view.png_button, Qt.MouseButton.LeftButton)
    image = QImage(str(tmp_path / "card.png"))
    assert not image.isNull() and image.height() > image.width() > 500
    # ink on the card: some pixels of its upper part are dark (the title, the pays)
    dark = sum(
        1
        for y in range(0, image.height() // 3, 4)
        for x in range(0, image.width(), 4)
        if image.pixelColor(x, y).lightness() < 100
    )
    assert dark > 50


def test_print_goes_through_the_print_dialog(
    window: MainWindow, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    view = show_strategy(qtbot, window)
    out = tmp_path / "printed.pdf"
    asked: list[QPrinter] = []

    class Dialog:
        def __init__(self, printer: QPrinter, _parent: QWidget) -> None:
            asked.append(printer)
            printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
            printer.setOutputFileName(str(out))

        def setWindowTitle(self, _title: str) -> None:
            pass

        def exec(self) -> int:
            return QDialog.DialogCode.Accepted

    monkeypatch.setattr(saving, "QPrintDialog", Dialog)
    qtbot.mouseClick(view.print_button, Qt.MouseButton.LeftButton)
    assert len(asked) == 1
    assert out.read_bytes().startswith(b"%PDF")
    # the card's own page size, 4 x 6 inches
    size = asked[0].pageLayout().fullRect(asked[0].pageLayout().Unit.Millimeter)
    assert round(size.width()) == 102 and round(size.height()) == 152


@pytest.mark.slow
@pytest.mark.timeout(1200)  # the levels search, on a busy machine
def test_levels_from_the_spin_box_the_list_and_the_chart(window: MainWindow, qtbot: QtBot) -> None:
    view = show_strategy(qtbot, window)
    basic = view.chart
    assert basic is not None
    spin = view.rules_spin
    spin.setFocus()
    qtbot.keyClick(spin, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClicks(spin, "16")
    qtbot.keyClick(spin, Qt.Key.Key_Return)
    assert view.level_combo.currentText() == "At most"
    wait_for_chart(qtbot, view, "Best of at most 16 rules", LEVELS_TIMEOUT)
    sixteen = view.chart
    assert sixteen is not None and sixteen.rule_count <= 16
    # the Wizard of Odds' simple strategy (16 lines) returns 99.46%
    assert sixteen.return_worst_exact >= 0.9946
    assert sixteen.return_exact < basic.return_exact
    page = view.levels_page
    qtbot.waitUntil(lambda: page.list.rowCount() > 5, timeout=TIMEOUT)
    rules = [p.rules for p in page.points]
    assert rules == sorted(rules, reverse=True) and rules[-1] <= 5
    returns = [p.return_worst_exact for p in page.points]
    assert returns == sorted(returns, reverse=True)  # fewer rules never return more

    # a click on a row of the list shows that level
    row = next(i for i, p in enumerate(page.points) if p.rules <= 8)
    wanted = page.points[row]
    rect = page.list.visualItemRect(page.list.item(row, 0))
    qtbot.mouseClick(page.list.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    wait_for_chart(qtbot, view, f"Best of at most {wanted.rules} rules")
    assert view.chart is not None and view.chart.return_worst_exact == wanted.return_worst_exact
    assert spin.value() == wanted.rules

    # a click on a point of the chart shows that level
    chart = page.chart
    target = page.points[1]
    vb = chart.plotItem.getViewBox()
    scene = vb.mapViewToScene(QPointF(target.rules, float(target.return_worst_exact) * 100))
    pos = chart.mapFromScene(scene)
    with qtbot.waitSignal(chart.levelClicked) as clicked:
        qtbot.mouseClick(chart.viewport(), Qt.MouseButton.LeftButton, pos=pos)
    assert clicked.args == [target.rules]
    wait_for_chart(qtbot, view, f"Best of at most {target.rules} rules")
    assert spin.value() == target.rules

    # back to the basic strategy: kept, shown at once
    view.level_combo.setFocus()
    qtbot.keyClick(view.level_combo, Qt.Key.Key_Up)
    assert view.level_combo.currentText() == "Basic strategy"
    assert view.chart is basic


@pytest.mark.slow
def test_exceptions_are_the_cores(window: MainWindow, qtbot: QtBot) -> None:
    """Bonus Poker 8/5, chosen as a user does: its exceptions one row per line of a card
    (suited 542, 532 and 432 with a discarded T, one line: issue 24)."""
    combo = window.findChild(QComboBox, "tableCombo")
    assert combo is not None
    row = combo.findData("bonus-poker-8-5")
    combo.setCurrentIndex(row)
    combo.activated.emit(row)
    qtbot.waitUntil(lambda: window.doc.table.builtin_id == "bonus-poker-8-5", timeout=TIMEOUT)
    view = show_strategy(qtbot, window)
    click_tab(qtbot, view.pages, view.exceptions_page)
    page = view.exceptions_page
    # the levels search, no longer looked at, gives the engine thread up
    qtbot.waitUntil(lambda: not view.jobs.busy_with(LevelsRequest), timeout=TIMEOUT)
    qtbot.waitUntil(lambda: page.done is not None, timeout=TIMEOUT)
    done = page.done
    assert done is not None and done.table.builtin_id == "bonus-poker-8-5"
    texts = column(page.table, 1)
    assert texts == [line.text for line in done.lines] and texts
    assert "suited 542, 532, 432 with a discarded T" in texts
    assert "suited 432 with a discarded T" not in texts
    assert [e for line in done.lines for e in line.members] == list(done.exceptions.rules)
    assert column(page.table, 3)[0].startswith("1 in ")
    # the rule each goes above, numbered as the basic chart on screen numbers it
    basic = done.basic
    assert column(page.table, 2) == [
        f"rule {basic.rule_number(basic.exception_place(line.first))}" for line in done.lines
    ]
    assert column(page.table, 4)[0].startswith("+")
    # each exception adds to the return; with all of them the return still is not perfect
    last = done.exceptions.rules[-1].return_after
    assert done.basic.return_exact < last <= done.exceptions.optimal
    full = evaluate_strategy(done.table, done.full_text)
    assert full.return_exact == last
    assert "exceptions" in page.summary.text()


@pytest.mark.slow
def test_other_games_and_a_refused_pair(window: MainWindow, qtbot: QtBot) -> None:
    view = show_strategy(qtbot, window)
    page = view.cross_page
    click_tab(qtbot, view.pages, page)
    qtbot.waitUntil(lambda: page.done is not None, timeout=TIMEOUT)
    assert page.matrix.rowCount() == 3 and page.matrix.columnCount() == 3
    assert page.matrix.item(0, 0).text() == "—"  # its own strategy: perfect play
    jacks, bonus = load_builtin("jacks-or-better-9-6"), load_builtin("bonus-poker-8-5")
    assert page.done.tables[:2] == (jacks, bonus)
    cross = cross_strategy(jacks, bonus)
    cost = float(cross.optimal_exact - cross.return_exact) * 100
    assert page.matrix.item(0, 1).text() == f"−{cost:.4f}%"

    page.chooser.setCurrentIndex(page.chooser.findData("one-eyed-jacks"))
    qtbot.mouseClick(page.add_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: page.matrix.rowCount() == 4, timeout=TIMEOUT)
    refused = page.matrix.item(0, 3).text()
    assert "One-Eyed Jacks" in refused and "not supported" in refused


@pytest.mark.slow
def test_own_strategy_priced_rule_by_rule(
    window: MainWindow, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    view = show_strategy(qtbot, window)
    page = view.own_page
    click_tab(qtbot, view.pages, page)
    simple = WIZARD_SIMPLE / "jacks-or-better-9-6-wizard-simple.txt"
    open_strategy_file(qtbot, monkeypatch, page, simple)
    qtbot.waitUntil(lambda: page.done is not None, timeout=TIMEOUT)
    expected = evaluate_strategy(
        load_builtin("jacks-or-better-9-6"),
        read_strategy(simple, game_of(load_builtin("jacks-or-better-9-6"))),
    )
    assert page.done is not None and page.done.result.return_exact == expected.return_exact
    assert f"{float(expected.return_exact) * 100:.4f}%" in page.summary.text()
    assert column(page.rules, 1)[: len(expected.rules)] == [r.text for r in expected.rules]
    assert not page.readings.isVisible()  # read one way only: nothing to check

    # a chart copied with its title: priced, and the reading said with its line
    titled = tmp_path / "titled.txt"
    titled.write_text(
        "Jacks or Better 9/6 Simple Strategy\n1. 4 to a royal flush\n2. High pair\n",
        encoding="utf-8",
    )
    open_strategy_file(qtbot, monkeypatch, page, titled)
    qtbot.waitUntil(lambda: page.done is not None and page.done.path == titled, timeout=TIMEOUT)
    assert page.readings.isVisible()
    assert "titled.txt, line 1, column 1: read as the title" in page.readings.toPlainText()
    assert "Jacks or Better 9/6 Simple Strategy" in page.summary.text()
    assert page.rules.rowCount() == 3  # two rules and the deals no rule fits

    broken = tmp_path / "broken.txt"
    broken.write_text("name: mine\n1. 4 to a royal flush\n2. five aces\n", encoding="utf-8")
    open_strategy_file(qtbot, monkeypatch, page, broken)
    qtbot.waitUntil(lambda: page.failure.isVisible(), timeout=TIMEOUT)
    assert "line 3" in page.failure.text() and "Traceback" not in page.failure.text()
    assert page.rules.rowCount() == 0


@pytest.mark.slow
def test_a_new_table_greys_the_old_chart_until_its_own_comes(
    window: MainWindow, qtbot: QtBot
) -> None:
    view = show_strategy(qtbot, window)
    window.open_builtin("deuces-wild-full-pay")
    assert view.stale.isVisible() and "Jacks or Better 9/6" in view.stale.text()
    assert not view.pdf_button.isEnabled()
    assert view.title.text() == "Deuces Wild (full pay)" or "Deuces" in view.title.text()
    wait_for_chart(qtbot, view, "Basic strategy")
    chart = view.chart
    assert chart is not None and chart.table.wild.name == "DEUCES"
    # the Wizard of Odds' calculator: full-pay Deuces Wild basic strategy, 100.7575%
    assert chart.return_exact >= 1.007575
    assert not view.stale.isVisible() and view.pdf_button.isEnabled()
    assert isinstance(window.strategy_view, StrategyView)


@pytest.mark.slow
@pytest.mark.fresh_strategy  # the level is made while the test watches, not read back
@pytest.mark.qt_log_ignore(  # the offscreen platform's notes on the level's list opened
    r"^This plugin does not support raise\(\)$",
    r"^This plugin does not support grabbing the keyboard$",
)
def test_cancel_stops_a_level_being_made(window: MainWindow, qtbot: QtBot) -> None:
    view = show_strategy(qtbot, window)
    basic = view.chart
    view.level_combo.setFocus()
    qtbot.keyClick(view.level_combo, Qt.Key.Key_Down)  # "At most" 15 rules
    qtbot.waitUntil(lambda: view.jobs.busy_with(ChartRequest), timeout=TIMEOUT)
    assert view.cancel_button.isEnabled() and view.progress.isVisible()
    qtbot.mouseClick(view.cancel_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not view.jobs.busy, timeout=TIMEOUT)
    assert view.summary.text().startswith("Cancelled")
    assert view.chart is basic and not view.cancel_button.isEnabled()
    # "choose the level again": the same count confirmed with Enter asks for it again
    view.rules_spin.setFocus()
    qtbot.keyClick(view.rules_spin, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: view.jobs.busy_with(ChartRequest), timeout=TIMEOUT)
    qtbot.mouseClick(view.cancel_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not view.jobs.busy, timeout=TIMEOUT)
    # and so does "At most" chosen again in its list
    view.level_combo.setFocus()
    qtbot.keyClick(view.level_combo, Qt.Key.Key_F4)  # the list opens on "At most"
    popup = view.level_combo.view()
    qtbot.waitUntil(popup.isVisible, timeout=TIMEOUT)
    qtbot.keyClick(popup, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: view.jobs.busy_with(ChartRequest), timeout=TIMEOUT)
    assert view.level_combo.currentIndex() == 1 and view.rules_spin.value() == 15


def test_the_rules_stay_readable_in_a_1024_by_640_window(window: MainWindow, qtbot: QtBot) -> None:
    """The pages beside the chart once asked for 600 px (the Turning points inputs in
    one row), leaving the Rule column about 25 px wide: one word a line."""
    window.resize(1024, 640)
    view = show_strategy(qtbot, window)
    wait_for_chart(qtbot, view, "Basic strategy")
    qtbot.waitUntil(lambda: view.rules_table.columnWidth(1) > 0, timeout=TIMEOUT)
    assert view.pages.minimumSizeHint().width() <= 420
    assert view.rules_table.columnWidth(1) >= 180
    for index in range(view.pages.count()):  # every page's whole name in its tooltip
        assert view.pages.tabToolTip(index) == view.pages.tabText(index).replace("&", "")


def test_the_legend_under_the_rules_explains_their_terms(window: MainWindow, qtbot: QtBot) -> None:
    window.resize(1024, 640)
    view = show_strategy(qtbot, window)
    chart = view.chart
    assert chart is not None
    qtbot.waitUntil(lambda: view.legend_area.isVisible())
    text = view.legend.text()
    assert text.startswith("<b>Legend</b>")
    # the terms of Jacks or Better's basic strategy, and no others
    for term in ("A, K, Q, J, T", "suited", "unsuited", "gaps", "high cards", "only", "|"):
        assert f"<b>{term}</b>" in text
    for term in ("inside", "kicker", "Headings", "natural", "fp"):
        assert f"<b>{term}</b>" not in text
    assert "a pair of J-A" in text  # what a high pair is in this game
    # on screen in a small window: the view fits it (its pages scroll in their tabs),
    # the legend under the rules whole in sight
    area = view.legend_area
    qtbot.waitUntil(lambda: area.visibleRegion().boundingRect().height() > 0)
    bottom = area.mapTo(window, area.rect().bottomLeft()).y()
    assert bottom <= window.statusBar().mapTo(window, window.statusBar().rect().topLeft()).y()


@pytest.mark.slow
def test_a_wild_charts_headings_stand_above_their_rules(window: MainWindow, qtbot: QtBot) -> None:
    """Full-pay Deuces at 1024x640: each section's heading is a row across the table
    (it stood in the "#" column, "Two jokers · 1", which left Double Joker's rules about
    95 px), the numbers from 1 in each section in a narrow column; the headings in the
    reader's language (the chart's text stays English)."""
    window.resize(1024, 640)
    view = show_strategy(qtbot, window)
    window.open_builtin("deuces-wild-full-pay")
    wait_for_chart(qtbot, view, "Basic strategy")
    chart = view.chart
    assert chart is not None
    table = view.rules_table
    sections = ["Four deuces", "Three deuces", "Two deuces", "One deuce", "No deuces"]
    assert [table.item(r, 0).text() for r in table.heading_rows] == sections
    assert all(table.columnSpan(r, 0) == table.columnCount() for r in table.heading_rows)
    assert table.rowCount() == len(chart.rules) + len(sections)
    numbers = column(table, 0)
    assert [numbers[r] for r in table.rule_rows[:3]] == ["1", "1", "2"]  # from 1 in each
    assert [table.item(r, 1).text() for r in table.rule_rows] == [r.text for r in chart.rules]
    qtbot.waitUntil(lambda: table.columnWidth(1) > 0, timeout=TIMEOUT)
    assert table.columnWidth(0) <= 40 and table.columnWidth(1) >= 180
    try:
        window.language_menu.actions_by_code["es"].trigger()
        qtbot.waitUntil(lambda: table.item(table.heading_rows[0], 0).text() != sections[0])
        said = [table.item(r, 0).text() for r in table.heading_rows]
        assert said[0] == "Repartos con 4 doses" and said[-1] == "Repartos sin doses"
    finally:
        apply_language(ENGLISH)
