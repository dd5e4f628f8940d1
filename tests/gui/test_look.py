"""Themes, scaling and screen readers (issue 28, items 1 to 3): every view walked, tab by
tab, in the light and dark themes, at the smallest screens the window must fit."""

from __future__ import annotations

import re
import time
from collections.abc import Iterator

import pytest
from look_walk import every_view, low_contrast, undescribed, unnamed, walk_pages
from PySide6.QtCore import QPoint, QRect, QSize, Qt
from PySide6.QtGui import QAction, QColor, QPalette, QScreen
from PySide6.QtWidgets import QApplication, QDialog, QLabel, QMenu, QTabBar, QWidget
from pytestqt.qtbot import QtBot

from vptrainer.gui import settings as prefs
from vptrainer.gui import style
from vptrainer.gui.analyze.dialogs import GameDialog, QuadSplitDialog
from vptrainer.gui.help import GUIDE, HelpDialog
from vptrainer.gui.main_window import MainWindow
from vptrainer.gui.practice.pay_display import PayDisplay
from vptrainer.gui.theme import dark_palette, theme
from vptrainer.gui.widgets.chart_data import ChartDataDialog
from vptrainer.gui.widgets.plot_chart import PlotChart
from vptrainer.gui.widgets.scrolling_tabs import PageScroll

FIRST_RESULT_S = 120  # a cold numba cache compiles the kernels first
# 1280x720 at 150% is 853x480 logical pixels; less a title bar and a panel
SMALL_SCREENS = {"1280x720 at 150%": QSize(853, 480), "1024x640": QSize(1024, 640)}
TITLE_AND_PANEL = 60


@pytest.fixture(scope="module")
def walked(qapp: QApplication, tmp_path_factory: pytest.TempPathFactory) -> Iterator[MainWindow]:
    """One window for the module, every view made, its first analysis on screen (its
    settings and history in a temporary folder of its own)."""
    base = tmp_path_factory.mktemp("look")
    with pytest.MonkeyPatch.context() as env:
        env.setenv("VPTRAINER_KEEP_ANALYSES", "0")
        env.setenv("XDG_DATA_HOME", str(base / "data"))
        env.setenv("XDG_CONFIG_HOME", str(base / "config"))
        yield from _window(qapp)


def _window(qapp: QApplication) -> Iterator[MainWindow]:
    w = MainWindow()
    w.show()
    deadline = time.monotonic() + FIRST_RESULT_S
    while "%" not in w.analyze_view.results.return_label.text():
        assert time.monotonic() < deadline, (
            w.statusBar().currentMessage(),
            w.analyze_view.results.return_label.text(),
            w.problems,
        )
        qapp.processEvents()
        time.sleep(0.005)
    every_view(w)
    qapp.processEvents()
    yield w
    theme().apply("system")
    w.close()


@pytest.fixture
def themed() -> Iterator[None]:
    """Whatever a test chooses, the next test starts in the System theme."""
    yield
    theme().apply("system")


@pytest.mark.slow  # every page of every view shown in turn: about 2 s each
@pytest.mark.parametrize("name", ["light", "dark"])
def test_every_view_is_readable(walked: MainWindow, name: str, themed: None) -> None:
    theme().apply(name)
    dark = walked.palette().color(QPalette.ColorRole.Window).lightness() < 128
    assert dark == (name == "dark")
    found: list[str] = []
    walk_pages(walked, lambda where: found.extend(low_contrast(walked, where)))
    assert not list(dict.fromkeys(found)), "\n".join(dict.fromkeys(found))


def test_the_contrast_check_finds_grey_text_on_a_dark_window(qtbot: QtBot, themed: None) -> None:
    theme().apply("dark")
    box = QWidget()
    qtbot.addWidget(box)
    grey = QLabel("A hint in the light theme's grey", box)
    grey.setStyleSheet("color: #555555;")
    themed_hint = QLabel("A hint in the theme's colours", box)
    style.use(themed_hint, style.HINT_STYLE)
    themed_hint.move(0, 30)
    box.show()
    found = low_contrast(box, "box")
    assert len(found) == 1 and "#555555" in found[0], found


@pytest.mark.parametrize("name", ["light", "dark"])
def test_every_style_sheet_of_the_look_is_readable(name: str, themed: None) -> None:
    """Grades, notices, hints and errors (most appear only after a hand or a failure)."""
    theme().apply(name)
    look = style.look_of(QApplication.palette())
    low = []
    for key, text in style._current.items():
        fg = re.search(r"(?<![-\w])color: (#[0-9a-f]{6})", text)
        bg = re.search(r"background: (#[0-9a-f]{6})", text)
        if fg is None:
            continue
        backs = [QColor(bg.group(1))] if bg else [look.window, look.base]
        for back in backs:
            ratio = style.contrast(QColor(fg.group(1)), back)
            if ratio < style.AA_CONTRAST:
                low.append(f"{key}: {fg.group(1)} on {back.name()} = {ratio:.2f}")
    assert not low, low
    for color in (style.PAY_HIGHLIGHT, style.PAY_DEALT, style.BET_COLUMN, style.BEST_BACKGROUND):
        assert style.contrast(look.base_text, color) >= style.AA_CONTRAST
    for color in (style.CHART_FOREGROUND, style.CHART_TEXT, style.CHART_MESSAGE, style.ACCENT):
        assert style.contrast(color, style.CHART_BACKGROUND) >= style.AA_CONTRAST


def test_the_system_theme_follows_the_desktop(qtbot: QtBot, themed: None) -> None:
    assert theme().choice == "system"
    QApplication.setPalette(dark_palette())  # what a desktop switching to dark mode does
    QApplication.processEvents()
    assert style.CHART_BACKGROUND.lightness() < 80
    assert style.look_of(QApplication.palette()).dark


def _theme_action(window: MainWindow, name: str) -> QAction:
    menu = window.findChild(QMenu, "themeMenu")
    assert menu is not None
    return next(a for a in menu.actions() if a.objectName() == f"theme_{name}")


def test_the_theme_menu_switches_live_and_is_remembered(
    walked: MainWindow, qtbot: QtBot, themed: None
) -> None:
    chart = walked.analyze_view.results.chart_list[0]
    notice = walked.first_start_frame
    pays = walked.practice_view.findChild(PayDisplay)
    assert pays is not None and pays.rowCount() > 0
    pays.set_folded(False)  # every bet's column (a short window folds it to the bet's)
    light_sheet, light_chart = notice.styleSheet(), chart.backgroundBrush().color().name()
    light_bet = pays.item(0, 5).background().color().name()
    _theme_action(walked, "dark").trigger()  # what a click on View > Theme > Dark does
    assert walked.settings.get(prefs.THEME) == "dark"
    assert QApplication.style().name() == "fusion"
    window = walked.palette().color(QPalette.ColorRole.Window)
    assert window.lightness() < 80
    assert notice.styleSheet() != light_sheet  # set again in the dark colours
    assert chart.backgroundBrush().color().lightness() < 80
    axis = chart.plotItem.getAxis("left").textPen().color()
    assert style.contrast(axis, chart.backgroundBrush().color()) >= style.AA_CONTRAST
    assert _theme_action(walked, "dark").isChecked()
    dark_bet = pays.item(0, 5).background().color()
    assert dark_bet.name() != light_bet and dark_bet.lightness() < 100  # the bet's column
    _theme_action(walked, "system").trigger()
    assert walked.settings.get(prefs.THEME) == "system"
    assert chart.backgroundBrush().color().name() == light_chart
    assert notice.styleSheet() == light_sheet


def test_a_dark_theme_remembered_is_applied_at_start(qtbot: QtBot, themed: None) -> None:
    settings = prefs.Settings()
    settings.set(prefs.THEME, "dark")
    settings.sync()
    w = MainWindow()
    qtbot.addWidget(w)
    assert theme().choice == "dark"
    assert w.palette().color(QPalette.ColorRole.Window).lightness() < 80
    settings.set(prefs.THEME, "system")
    settings.sync()
    w.close()


def test_every_focusable_widget_has_a_name_and_a_description(walked: MainWindow) -> None:
    nameless: list[str] = []
    bare: list[str] = []

    def visit(where: str) -> None:
        nameless.extend(unnamed(walked, where))
        # a tab bar says its current tab and where it is ("tab 2 of 4") itself
        bare.extend(x for x in undescribed(walked, where) if QTabBar.__name__ not in x)

    walk_pages(walked, visit)
    assert not nameless, "\n".join(dict.fromkeys(nameless))
    assert not bare, "\n".join(dict.fromkeys(bare))


def test_the_dialogs_name_their_widgets(walked: MainWindow, qtbot: QtBot) -> None:
    chart = walked.analyze_view.results.chart_list[0]
    dialogs: list[QDialog] = [
        HelpDialog(GUIDE, walked),
        GameDialog(walked.doc.table.game, walked),
        QuadSplitDialog(walked, natural=True),
        chart.show_data_table(),
    ]
    found: list[str] = []
    for dialog in dialogs:
        dialog.show()
        found.extend(unnamed(dialog, type(dialog).__name__))
        dialog.close()
    assert not found, "\n".join(found)


def test_every_chart_reads_out_its_figures_and_shows_them_as_a_table(
    walked: MainWindow, qtbot: QtBot
) -> None:
    charts = walked.findChildren(PlotChart)
    assert len(charts) >= 5
    for chart in charts:
        assert chart.accessibleName().startswith("Chart: ")
        assert chart.accessibleDescription()
        assert chart.focusPolicy() & Qt.FocusPolicy.TabFocus
    results = walked.analyze_view.results
    walked.tabs.setCurrentIndex(0)
    results.charts.setCurrentIndex(0)
    chart = results.chart_list[0]
    qtbot.waitUntil(lambda: len(chart.csv_rows()) > 2)
    rows = chart.csv_rows()
    assert "Royal" in chart.accessibleDescription() or "royal" in chart.accessibleDescription()
    walked.activateWindow()
    chart.setFocus()
    qtbot.waitUntil(chart.hasFocus)
    edge = chart.grab().toImage().pixelColor(1, chart.height() // 2)
    assert edge == chart.palette().color(QPalette.ColorRole.Highlight)  # a focus ring
    qtbot.keyClick(chart, Qt.Key.Key_Return)
    dialog = chart.findChild(ChartDataDialog)
    assert dialog is not None and dialog.isVisible()
    assert dialog.table.rowCount() == len(rows) - 1
    assert dialog.table.accessibleName().endswith(chart.full_title)
    dialog.close()


@pytest.mark.qt_log_ignore(  # the offscreen platform's notes on a popup menu and a dialog
    r"^This plugin does not support (raise\(\)|grabbing the keyboard)$"
)
def test_a_right_click_on_a_chart_opens_its_menu_with_the_exports(
    window: MainWindow, qtbot: QtBot
) -> None:
    results = window.analyze_view.results
    results.charts.setCurrentIndex(0)
    chart = results.contribution_chart
    qtbot.waitUntil(lambda: chart.isVisible() and len(chart.csv_rows()) > 2)
    view = chart.viewport()
    qtbot.mouseClick(view, Qt.MouseButton.RightButton, pos=view.rect().center())
    menu = chart.context_menu()  # the menu the click opened (made by that first click)
    qtbot.waitUntil(menu.isVisible)
    texts = [a.text() for a in menu.actions()]
    for entry in ("Export chart as PNG…", "Export chart as SVG…", "Export data as CSV…"):
        assert entry in texts
    (table,) = (a for a in menu.actions() if a.text() == "Show data as a table…")
    qtbot.mouseClick(menu, Qt.MouseButton.LeftButton, pos=menu.actionGeometry(table).center())
    dialog = chart.findChild(ChartDataDialog)
    assert dialog is not None
    qtbot.waitUntil(dialog.isVisible)
    assert dialog.table.rowCount() == len(chart.csv_rows()) - 1
    dialog.close()
    assert chart.context_menu() is menu  # made once


def test_the_help_and_a_chart_s_data_fit_a_small_screen(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    small = SMALL_SCREENS["1280x720 at 150%"]
    monkeypatch.setattr(QScreen, "availableGeometry", lambda _self: QRect(QPoint(0, 0), small))
    for dialog in (HelpDialog(GUIDE), ChartDataDialog()):
        qtbot.addWidget(dialog)
        assert dialog.width() <= small.width() and dialog.height() <= small.height() - 40


@pytest.mark.parametrize("screen", list(SMALL_SCREENS))
def test_every_view_fits_a_small_screen(walked: MainWindow, qtbot: QtBot, screen: str) -> None:
    size = SMALL_SCREENS[screen]
    least = walked.minimumSizeHint()
    assert least.width() <= size.width() - 12, least
    assert least.height() <= size.height() - TITLE_AND_PANEL, least
    walked.resize(size.width(), size.height() - TITLE_AND_PANEL)
    qtbot.waitUntil(lambda: walked.height() <= size.height() - TITLE_AND_PANEL)
    squeezed = []
    for i in range(walked.tabs.count()):
        walked.tabs.setCurrentIndex(i)
        QApplication.processEvents()
        scroll = walked.tabs.findChildren(PageScroll)[0]
        scroll = next(
            s for s in walked.tabs.findChildren(PageScroll) if s.page is walked.tabs.widget(i)
        )
        page = scroll.page
        wanted = page.minimumSizeHint()
        ignored = page.sizePolicy().verticalPolicy() == page.sizePolicy().Policy.Ignored
        # a page never gets less room than it needs: it scrolls instead
        if page.width() < wanted.width() or (not ignored and page.height() < wanted.height()):
            squeezed.append(f"{walked.tabs.tabText(i)}: {page.size()} < {wanted}")
    walked.resize(1280, 800)
    assert not squeezed, squeezed
