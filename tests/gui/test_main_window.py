"""The main window: files, settings, menus, exports."""

from __future__ import annotations

import io
import json
from pathlib import Path

import pytest
import tomli_w
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from PySide6.QtCore import QByteArray, Qt
from PySide6.QtWidgets import QFileDialog, QMenu, QSplitter
from pytestqt.qtbot import QtBot

from vptrainer import cli
from vptrainer.gui.main_window import MainWindow
from vptrainer.gui.practice.view import PracticeView

TIMEOUT = 30_000
READY_MS = 120_000  # a cold numba cache compiles the kernels first


def test_save_open_and_broken_file(
    window: MainWindow, tmp_path: Path, _no_modal_dialogs: list[tuple[str, str]]
) -> None:
    window.doc.set_pay("flush", 5)
    path = tmp_path / "mine.toml"
    window.doc.save(path)
    assert not window.doc.modified
    assert "flush = 5" in path.read_text()
    broken = tmp_path / "broken.toml"
    broken.write_text("[pays]\nflush = 'five'\n")
    assert not window.open_file(str(broken))
    assert _no_modal_dialogs[-1][0] == "Cannot open the pay table"
    assert "pays.flush" in _no_modal_dialogs[-1][1]
    assert window.doc.table.pays("flush") == 5  # the current table is untouched
    assert window.open_file(str(path))
    assert window.doc.path == path


def test_unsaved_changes_prompt(window: MainWindow, monkeypatch: pytest.MonkeyPatch) -> None:
    from PySide6.QtWidgets import QMessageBox

    window.doc.set_pay("flush", 5)
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Cancel)
    window.open_builtin("bonus-poker-8-5")
    assert window.doc.table.pays("flush") == 5  # cancelled: edits kept
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Discard)
    window.open_builtin("bonus-poker-8-5")
    assert window.doc.table.name == "Bonus Poker 8/5"


def test_the_analyze_splitter_comes_back_where_it_was(
    window: MainWindow, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    splitter = window.analyze_view.splitter
    splitter.setSizes([splitter.sizes()[0] + 40, splitter.sizes()[1] - 40])
    saved = bytes(splitter.saveState().data())
    window.close()
    restored: list[tuple[bytes, bool]] = []
    original = QSplitter.restoreState

    def restore(self: QSplitter, state: QByteArray) -> bool:
        done = original(self, state)
        restored.append((bytes(state.data()), done))
        return done

    monkeypatch.setattr(QSplitter, "restoreState", restore)
    again = MainWindow()
    qtbot.addWidget(again)
    assert restored == [(saved, True)]  # the splitter as it was left (bytes in the settings)
    again.close()


def test_settings_remember_the_last_table(window: MainWindow, qtbot: QtBot) -> None:
    window.open_builtin("double-bonus-10-7")
    window.close()
    again = MainWindow()
    qtbot.addWidget(again)
    assert again.doc.table.builtin_id == "double-bonus-10-7"
    again.show()  # a view computes what it shows
    qtbot.waitUntil(
        lambda: "100.1725%" in again.analyze_view.results.return_label.text(), timeout=TIMEOUT
    )
    again.close()


def test_main_window_practice_menu(window: MainWindow, qtbot: QtBot) -> None:
    view = window.practice_view
    assert isinstance(view, PracticeView)
    menus = {a.text(): a.menu() for a in window.menuBar().actions()}
    assert "&Practice" in menus
    texts = [a.text() for a in menus["&Practice"].actions() if not a.isSeparator()]
    assert "&Review mistakes" in texts and "Hand &analyzer" in texts
    shortcuts = {
        a.shortcut().toString()
        for a in window.findChildren(type(view.commands.review))
        if not a.shortcut().isEmpty()
    }
    assert len(shortcuts) == len(
        [a for a in window.findChildren(type(view.commands.review)) if not a.shortcut().isEmpty()]
    )  # no clashes
    window.tabs.setCurrentWidget(view)  # the view prepares its table while it is shown
    qtbot.waitUntil(lambda: view.ready, timeout=READY_MS)
    window.tabs.setCurrentIndex(0)
    view.commands.review.trigger()
    assert window.tabs.currentWidget() is view
    assert view.pages.currentWidget() is view.review
    view.commands.deal.trigger()
    assert view.pages.currentWidget() is view.play_page
    assert view.session is not None and view.session.awaiting_draw


def test_export_results_as_json_has_the_command_line_keys(
    window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    target = tmp_path / "results.json"
    asked: list[tuple[object, ...]] = []

    def save_file_name(*args: object, **kwargs: object) -> tuple[str, str]:
        asked.append(args)
        return str(target), "JSON (*.json)"

    monkeypatch.setattr(QFileDialog, "getSaveFileName", save_file_name)
    menus = {a.text(): a.menu() for a in window.menuBar().actions()}
    export = menus["&File"].findChild(QMenu, "exportMenu")
    assert export is not None
    actions = {a.text(): a for a in export.actions()}
    actions["Results as JSON…"].trigger()
    assert len(asked) == 1 and asked[0][2] == "jacks-or-better-9-6.json"
    exported = json.loads(target.read_text(encoding="utf-8"))

    out = io.StringIO()
    assert cli.main(["analyze", "jacks-or-better-9-6", "--json"], out=out) == 0
    printed = json.loads(out.getvalue())
    assert set(exported) == set(printed)
    assert [set(c) for c in exported["categories"]] == [set(c) for c in printed["categories"]]
    exported.pop("elapsed_s")
    printed.pop("elapsed_s")
    assert exported == printed
    assert exported["return_exact"] == "1653526326983/1661102543100"


def test_saves_and_exports_go_through_a_symbolic_link(
    window: MainWindow, qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    real = tmp_path / "real"
    real.mkdir()
    target = real / "table.toml"
    target.write_text("# an older table\n")
    link = tmp_path / "link.toml"
    link.symlink_to(target)
    window.doc.set_pay("flush", 5)
    assert window._save_to(str(link))
    assert link.is_symlink() and "flush = 5" in target.read_text()
    csv_target = real / "results.csv"
    csv_target.write_text("old")
    csv_link = tmp_path / "results.csv"
    csv_link.symlink_to(csv_target)
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(csv_link), ""))
    results = window.analyze_view.results
    qtbot.waitUntil(
        lambda: (
            results.current_result is not None and results.current_result.table == window.doc.table
        ),
        timeout=READY_MS,
    )
    window.export_results("csv")
    assert csv_link.is_symlink() and csv_target.read_text().startswith("# ")
    assert not [p for p in real.iterdir() if p.name.endswith(".tmp")]


def test_the_start_up_message_goes_once_the_engine_answers(qtbot: QtBot) -> None:
    """ "Preparing engine…" stayed in the status bar for the whole session when the player
    opened another view before the first result (only the Analyze view's "Analysis took"
    replaced it, and a hidden Analyze view asks for nothing)."""
    window = MainWindow()
    qtbot.addWidget(window)
    window.show()
    bar = window.statusBar()
    assert bar.currentMessage() == "Preparing engine…"
    bar_of_tabs = window.tabs.tabBar()
    qtbot.mouseClick(  # the Strategy tab, at once
        bar_of_tabs, Qt.MouseButton.LeftButton, pos=bar_of_tabs.tabRect(3).center()
    )
    assert window.tabs.currentIndex() == 3
    qtbot.waitUntil(lambda: "Preparing engine" not in bar.currentMessage())
    window.close()


@pytest.mark.background_views
def test_practice_view_is_made_after_the_first_result(qtbot: QtBot) -> None:
    window = MainWindow()
    qtbot.addWidget(window)
    assert window._practice is None  # the window is shown without it
    assert not window.engine.started  # nor numba: the engine starts once it is on screen
    window.show()
    qtbot.waitUntil(lambda: window.engine.started, timeout=TIMEOUT)
    qtbot.waitUntil(lambda: window._practice is not None, timeout=READY_MS)
    view = window.practice_view
    assert isinstance(view, PracticeView)
    assert window.tabs.widget(1) is view and window.tabs.currentIndex() == 0
    window.close()


def test_practice_tab_opened_first(qtbot: QtBot) -> None:
    window = MainWindow()
    qtbot.addWidget(window)
    window.tabs.setCurrentIndex(1)  # before any result: the view is made at once
    view = window.tabs.currentWidget()
    assert isinstance(view, PracticeView) and window.practice_view is view
    menus = {a.text(): a.menu() for a in window.menuBar().actions()}
    assert any(a.text() == "&Review mistakes" for a in menus["&Practice"].actions())
    window.close()
    again = MainWindow()  # remembered: opens on Practice
    qtbot.addWidget(again)
    assert isinstance(again.tabs.currentWidget(), PracticeView)
    again.close()


def test_a_seed_is_never_carried_into_a_new_start(qtbot: QtBot) -> None:
    from vptrainer.gui import settings as prefs

    settings = prefs.Settings()
    settings.set(prefs.PRACTICE_SEED, "42")  # fixed deals chosen in the last run
    window = MainWindow(settings=settings)
    qtbot.addWidget(window)
    assert settings.get(prefs.PRACTICE_SEED) == ""
    window.tabs.setCurrentIndex(1)
    view = window.practice_view
    assert isinstance(view, PracticeView) and view.options.seed_edit.text() == ""
    window.close()


def test_a_theme_or_language_the_app_does_not_know_is_said_not_silent(qtbot: QtBot) -> None:
    """A settings file edited by hand (or by a later version) names a theme and a language
    this app does not have: it starts in the system's, and the notice says what was set
    aside and where to choose (the file keeps the values until the user chooses)."""
    from vptrainer.gui import settings as prefs
    from vptrainer.gui.theme import theme

    path = prefs.settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text('[window]\ntheme = "neon"\nlanguage = "tlh"\n', encoding="utf-8")
    window = MainWindow()
    qtbot.addWidget(window)
    window.show()
    qtbot.waitUntil(lambda: window.notice_frame.isVisible(), timeout=5000)
    shown = window.notice_frame.label.text()
    assert "the theme “neon” is not one this app knows" in shown
    assert "(View > Theme)" in shown
    assert "the language “tlh” is not one this app knows" in shown
    assert theme().choice == "system"
    window.close()
    assert 'theme = "neon"' in path.read_text(encoding="utf-8")


@pytest.mark.slow
@settings(
    max_examples=12, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(
    theme_text=st.text(max_size=60),
    language_text=st.text(max_size=60),
)
def test_any_theme_or_language_text_starts_the_app(
    qtbot: QtBot, theme_text: str, language_text: str
) -> None:
    """Whatever text the settings file holds for the theme and the language, the window
    starts, and says so exactly when it is not one the app knows."""
    from vptrainer.gui import settings as prefs
    from vptrainer.gui.i18n.translator import NATIVE_NAMES
    from vptrainer.gui.theme import THEMES

    path = prefs.settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(
        tomli_w.dumps({"window": {"theme": theme_text, "language": language_text}}),
        encoding="utf-8",
    )
    window = MainWindow()
    qtbot.addWidget(window)
    stored = prefs.Settings(path, autosave=False)
    theme_kept = stored.get(prefs.THEME)  # text the settings refuse reads as the default
    language_kept = stored.get(prefs.LANGUAGE)
    said = " ".join(window.problems)
    assert ("the theme “" in said) == (theme_kept not in THEMES)
    assert ("the language “" in said) == bool(language_kept and language_kept not in NATIVE_NAMES)
    window.close()
