"""Every view in every language: no English text that has a translation source.

One window walks each language in turn: it opens in Portuguese (the texts a view makes
when it is built), then Chinese, Japanese, Hindi and Spanish are chosen in View >
Language while it runs (the texts rewritten live). In each, every tab and every page of
every view is shown (Analyze and its pages, Practice, Bankroll, Strategy), then the
dialogs (the user guide, the glossary, the game and quad-split dialogs, About). The texts
widgets show (titles, labels, buttons, menus, tooltips, table headers and cells, chart
titles and axes) are compared with the source texts of ``resources/translations/*.ts``.

A failure lists, per language and area, each English text, what shows it, and the
``.ts`` files and context of its source. The first language is the one the window
opens in: an area failing only in the others is one whose texts are not rewritten live.
With ``VPTRAINER_I18N_HINTS=FILE``, the texts that have no source but read as English
(not wrapped yet, or data such as table names) are written to FILE for the final sweep.
Other branches run it with
``./dev test tests/gui/i18n/test_views_translated.py --i18n-complete -k bankroll``
(areas: app, analyze, practice, bankroll, strategy, dialogs).
"""

from __future__ import annotations

import os
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
import shiboken6
from i18n_texts import (
    LANGUAGES,
    TRANSLATIONS,
    Catalog,
    Finding,
    english_looking,
    english_texts,
    load_catalog,
    report,
    shown_texts,
    widget_texts,
)
from PySide6.QtCore import QCoreApplication, QEventLoop
from PySide6.QtWidgets import QApplication, QMessageBox, QTabWidget, QWidget
from shared_makers import shared_maker, shared_situations

from vptrainer.core.practice import explain
from vptrainer.gui import settings as prefs
from vptrainer.gui.analyze.dialogs import GameDialog, QuadSplitDialog
from vptrainer.gui.help import GLOSSARY, GUIDE, HelpDialog
from vptrainer.gui.i18n import compile as i18n_compile
from vptrainer.gui.i18n.translator import ENGLISH, apply_language
from vptrainer.gui.jobs import strategy as strategy_jobs
from vptrainer.gui.main_window import MainWindow

pytestmark = [pytest.mark.i18n_complete, pytest.mark.slow]

VIEW_AREAS = ("analyze", "practice", "bankroll", "strategy")
AREAS = ("app", *VIEW_AREAS, "dialogs")
_RESULT_S = 120.0
_SWITCH_S = 0.5
_ASK_S = 0.15


def _idle(window: MainWindow) -> bool:
    """Whether neither executor has a request queued or running."""
    return window.jobs.engine.idle and window.jobs.history.idle


def _wait(seconds: float, until: object = None) -> None:
    """Run the event loop for up to ``seconds`` (less once ``until()`` is true)."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        QCoreApplication.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 50)
        if callable(until) and until():
            return
        time.sleep(0.01)


def _flush() -> None:
    """Handle what is pending now (a page's first show makes its parts), without waiting."""
    for _ in range(2):
        QCoreApplication.processEvents()
        QCoreApplication.sendPostedEvents()


def _show_every_page(root: QWidget) -> None:
    """Show each page of each tab widget under ``root`` (pages made on first show are
    made), tab widgets found on the way included."""
    seen: set[int] = set()
    while True:
        tabs = [t for t in root.findChildren(QTabWidget) if _address(t) not in seen]
        if not tabs:
            return
        for widget in tabs:
            seen.add(_address(widget))
            for index in range(widget.count()):
                widget.setCurrentIndex(index)
                _flush()
            widget.setCurrentIndex(0)


def _address(widget: QWidget) -> int:
    """The C++ object's address (a Python wrapper's id may change)."""
    return int(shiboken6.getCppPointer(widget)[0])


def _dialogs(window: MainWindow) -> Iterator[QWidget]:
    for page in (GUIDE, GLOSSARY):
        yield HelpDialog(page, window)
    yield GameDialog(window.doc.table.game, window)
    yield QuadSplitDialog(window, natural=False)


@pytest.fixture(scope="module")
def catalog() -> Catalog:
    assert i18n_compile.main([]) == 0
    return load_catalog(TRANSLATIONS)


@pytest.fixture(scope="module")
def findings(catalog: Catalog, tmp_path_factory: pytest.TempPathFactory) -> list[Finding]:
    """What each language shows in English, area by area (one walk for every test)."""
    base = tmp_path_factory.mktemp("walk")
    found: list[Finding] = []
    with pytest.MonkeyPatch.context() as patch:
        for name in ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME"):
            patch.setenv(name, str(base / name))
        patch.setenv("VPTRAINER_KEEP_ANALYSES", "0")
        # the session's strategy maker and situations, as every GUI test's window has
        # them (tests/gui/conftest.py: its function-scoped fixtures come after this walk)
        patch.setattr(strategy_jobs.MakerRequest, "run", lambda self, *_: shared_maker(self.table))
        patch.setattr(explain, "situation_finder", shared_situations)
        about: list[str] = []
        patch.setattr(QMessageBox, "about", lambda _p, title, text: about.extend([title, text]))
        settings = prefs.Settings(Path(os.environ["XDG_CONFIG_HOME"]) / "s.toml", autosave=False)
        apply_language(LANGUAGES[0])
        window = MainWindow(settings=settings)
        # the levels curve known, as the Strategy view has it once made (made here, it
        # was cancelled by each language's rebuilt view and made again)
        shared_maker(window.doc.table).levels(down_to=strategy_jobs.FEWEST_RULES)
        try:
            window.show()
            _wait(_RESULT_S, lambda: window.analyze_view.results.current_result is not None)
            for index in range(window.tabs.count()):
                window.tabs.setCurrentIndex(index)
                _flush()
                _show_every_page(window.tabs.widget(index))
            window.tabs.setCurrentIndex(0)
            for language in LANGUAGES:
                if language != LANGUAGES[0]:
                    window.language_menu.actions_by_code[language].trigger()
                    # the views' jobs rerun, if they do: asked for within a moment
                    asked = time.monotonic() + _ASK_S
                    _wait(_SWITCH_S, lambda t=asked: time.monotonic() > t and _idle(window))
                found += _walk(window, catalog, language, about)
        finally:
            apply_language(ENGLISH)
            hints = os.environ.get("VPTRAINER_I18N_HINTS")
            if hints:
                Path(hints).write_text("\n".join(sorted(set(_HINTS))) + "\n", encoding="utf-8")
            window.close()
            window.deleteLater()
            QApplication.processEvents()
    return found


_HINTS: list[str] = []


def _check(
    catalog: Catalog, language: str, area: str, texts: list[tuple[str, str]]
) -> list[Finding]:
    """The findings of one area, and (for VPTRAINER_I18N_HINTS) its English-looking texts."""
    for widget, text in english_looking(catalog, language, texts):
        _HINTS.append(f"{language} / {area}: {text[:120]!r} ({widget})")
    return english_texts(catalog, language, area, texts)


def _walk(window: MainWindow, catalog: Catalog, language: str, about: list[str]) -> list[Finding]:
    found: list[Finding] = []
    views = dict(zip(VIEW_AREAS, (window.tabs.widget(i) for i in range(4)), strict=True))
    for area, view in views.items():
        window.tabs.setCurrentWidget(view)
        _flush()
        _show_every_page(view)
        found += _check(catalog, language, area, list(shown_texts(view)))
    # the window's own: its title, menus, toolbar, status bar, notices and view tabs
    inside = {_address(w) for v in views.values() for w in (v, *v.findChildren(QWidget))}
    own = [
        (f"{type(w).__name__} {w.objectName() or '-'}", text)
        for w in (window, *window.findChildren(QWidget))
        if w is window or (_address(w) not in inside and not w.isWindow())
        for text in widget_texts(w)
        if text and text.strip()
    ]
    found += _check(catalog, language, "app", own)
    about.clear()
    window.about()
    dialog_texts = [("About", text) for text in about]
    for dialog in _dialogs(window):
        dialog_texts += list(shown_texts(dialog))
        dialog.deleteLater()
    found += _check(catalog, language, "dialogs", dialog_texts)
    return found


@pytest.mark.parametrize("area", AREAS)
@pytest.mark.parametrize("language", LANGUAGES)
def test_no_english_text_with_a_translation_source(
    findings: list[Finding], language: str, area: str
) -> None:
    mine = [f for f in findings if f.language == language and f.area == area]
    assert mine == [], "\n" + report(mine)
