"""The main window: Analyze, Practice, Bankroll and Strategy views, menus, toolbar, status bar."""

from __future__ import annotations

import sys
import weakref
from collections.abc import Callable
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING, cast

import shiboken6
from PySide6.QtCore import QByteArray, QEvent, QObject, QSize, Qt, Signal
from PySide6.QtGui import (
    QAction,
    QCloseEvent,
    QGuiApplication,
    QIcon,
    QKeySequence,
    QScreen,
    QWindow,
)
from PySide6.QtWidgets import (
    QApplication,
    QLabel,
    QMenu,
    QMessageBox,
    QVBoxLayout,
    QWidget,
)

from vptrainer import __version__
from vptrainer.core.errors import VPError
from vptrainer.core.games.builtin import DEFAULT_TABLE_ID, load_builtin, resolve_table
from vptrainer.core.games.paytable import PayTable
from vptrainer.core.storage import caches
from vptrainer.gui import settings as prefs
from vptrainer.gui.accessibility import describe
from vptrainer.gui.analyze.document import PayTableDocument
from vptrainer.gui.analyze.view import AnalyzeView
from vptrainer.gui.help import GLOSSARY, GUIDE, HelpDialog, help_text
from vptrainer.gui.i18n.translator import NATIVE_NAMES, LanguageMenu, translation
from vptrainer.gui.jobs import Executor, Jobs
from vptrainer.gui.notices import FirstStartPointer, ProblemNotice
from vptrainer.gui.table_window import TableWindow
from vptrainer.gui.theme import THEMES, add_theme_menu, apply_saved_theme
from vptrainer.gui.timers import call_later
from vptrainer.gui.widgets.scrolling_tabs import ScrollingTabs

if TYPE_CHECKING:  # made on first use (see MainWindow.bankroll_view)
    from vptrainer.gui.bankroll.view import BankrollView

DEFAULT_SIZE = QSize(1280, 800)
_ENGINE_START_LATEST_MS = 500  # when the window system never says the window is exposed
_PRACTICE_TAB = 1
_BANKROLL_TAB = 2
_STRATEGY_TAB = 3


def _icon(name: str) -> QIcon:
    """A theme icon if the desktop has one (toolbar text is shown either way)."""
    return QIcon.fromTheme(name)


class _CompileRelay:
    """Passes the progress of a first compile from the compiling thread to the window
    (held weakly: a window gone stops the relay), and says it once on stderr."""

    def __init__(self, window: MainWindow) -> None:
        self._window = weakref.ref(window)

    def __call__(self, progress: caches.CompileProgress) -> None:
        window = self._window()
        if window is None or not shiboken6.isValid(window):
            caches.remove_compile_listener(self)
            return
        if progress.first:
            print(f"vptrainer: {caches.compile_notice()}", file=sys.stderr)
        window.compileProgress.emit(progress)


class MainWindow(TableWindow):
    """The vptrainer window.

    It always comes up: a table that cannot be opened (named on the command line or
    remembered), damaged settings or a history that cannot be used leave the window on
    the default table, and a notice at the top (``startupNotice``) says what could not
    be opened and why. A first run after ``pip install`` compiles the kernels for this
    machine: the status bar says so, with progress (``compileProgress``).
    """

    compileProgress = Signal(object)

    def __init__(
        self,
        start_table: str | None = None,
        settings: prefs.Settings | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("mainWindow")
        self.settings = settings or prefs.Settings()
        # fixed deals are a drill chosen each time, never carried silently into a new start
        self.settings.set(prefs.PRACTICE_SEED, "")
        self.problems: list[str] = []
        self._closed = False
        # static texts, set again on a language change (see retranslate)
        self._static_texts: list[tuple[Callable[[str], object], Callable[[], str]]] = []
        if self.settings.problem:
            self.problems.append(
                self.tr("Settings: {problem}.").format(problem=self.settings.problem)
            )
        self.problems.extend(translation().problems)  # a translation or font missing
        self.problems.extend(self._unknown_choices())
        apply_saved_theme(self.settings)  # System, Light or Dark (View > Theme)
        # the engine's jobs queue up until the window is on screen (see _start_engine)
        self.jobs = Jobs(self, start=False)
        table, path, warning = self._initial_table(start_table)
        if warning:
            self.problems.append(warning)
        self.doc = PayTableDocument(table, self)
        if path is not None:
            self.doc.load(table, path)

        self.analyze_view = AnalyzeView(self.doc, self.jobs)
        self.analyze_view.statusMessage.connect(self._show_elapsed)
        # first in the engine's queue, ahead of the Practice view's preparation
        self.analyze_view.recalculate()
        self.tabs = ScrollingTabs()  # a page taller or wider than the window scrolls
        self.tabs.setObjectName("modeTabs")
        describe(
            self.tabs,
            self.tr("Views"),
            self.tr(
                "Analyze, Practice, Bankroll and Strategy: Control+1 to Control+4 switch between "
                "them."
            ),
        )
        self.tabs.setDocumentMode(True)
        self.tabs.addTab(self.analyze_view, "")
        # the Practice view is made on first use (see practice_view), in its place here
        self._practice: QWidget | None = None
        self.tabs.addTab(QWidget(), "")
        # so is the Bankroll view (see bankroll_view): the window shows before pyqtgraph loads
        self._bankroll: BankrollView | None = None
        self.tabs.addTab(QWidget(), "")
        # the Strategy view is made when its tab is first opened (see strategy_view)
        self._strategy: QWidget | None = None
        self.tabs.addTab(QWidget(), "")
        for index, tab_text in enumerate(self._tab_texts()):
            self._say(partial(self.tabs.setTabText, index), tab_text)
        self.tabs.currentChanged.connect(self._on_tab_changed)
        self.analyze_view.analysisFinished.connect(self._after_first_result)
        self.notice_frame = ProblemNotice()
        self.notice = self.notice_frame.label
        self.first_start_frame = FirstStartPointer(self.settings)
        self.first_start_frame.practiceRequested.connect(
            lambda: self.tabs.setCurrentIndex(_PRACTICE_TAB)
        )
        central = QWidget()
        column = QVBoxLayout(central)
        column.setContentsMargins(0, 0, 0, 0)
        column.setSpacing(0)
        column.addWidget(self.notice_frame)
        column.addWidget(self.first_start_frame)
        column.addWidget(self.tabs, 1)
        self.setCentralWidget(central)
        self._show_problems()

        self.elapsed_label = QLabel()
        self.elapsed_label.setObjectName("elapsedLabel")
        self.statusBar().addPermanentWidget(self.elapsed_label)
        self._build_actions()
        self._build_menus()
        self._build_toolbar()

        self.doc.pathChanged.connect(self._update_title)
        self.doc.modifiedChanged.connect(self._update_title)
        self.doc.tableChanged.connect(self._update_title)
        self.doc.tableChanged.connect(self._remember_table)
        self.analyze_view.editor.builtinRequested.connect(self.open_builtin)
        self._update_title()
        self._restore_geometry()
        self._startup_status = self.tr("Preparing engine…")
        self.statusBar().showMessage(self._startup_status)
        self.jobs.engine.answered.connect(self._end_startup_status)
        self.compileProgress.connect(self._show_compile_progress)
        self._compile_relay = _CompileRelay(self)
        caches.add_compile_listener(self._compile_relay)
        call_later(self, 0, self._start_engine)

    def _show_compile_progress(self, progress: caches.CompileProgress) -> None:
        """A kernel compiled for this machine (a first run): say so, and how far it got."""
        self._startup_status = self.tr(
            "{progress}: a one-time wait of about {estimate}; later starts load it from the cache"
        ).format(progress=caches.compile_progress_text(progress), estimate=caches.COMPILE_ESTIMATE)
        self.statusBar().showMessage(self._startup_status)

    def _end_startup_status(self) -> None:
        """The engine answered (an analysis, a chart: whatever the view on screen asked
        first): the start-up's message ("Preparing engine…"), shown until then, is no
        longer true. It stayed for the whole session when the player opened another
        view than Analyze before the first result."""
        self.jobs.engine.answered.disconnect(self._end_startup_status)
        if self.statusBar().currentMessage() == self._startup_status:
            self.statusBar().clearMessage()

    def _start_engine(self) -> None:
        """Start the engine's jobs once the window is on screen (or was never shown).

        Loading numba takes a few tenths of a second of Python work that would hold up
        the first frame; the jobs wait until it is drawn.
        """
        handle = self.windowHandle()
        if self.isVisible() and handle is not None and not handle.isExposed():
            handle.installEventFilter(self)
            call_later(self, _ENGINE_START_LATEST_MS, self._start_engine_now)
            return
        self._start_engine_now()

    def _start_engine_now(self) -> None:
        if not self._closed:  # a window closed before it was drawn never starts it
            self.jobs.start()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if (
            event.type() == QEvent.Type.Expose
            and isinstance(watched, QWindow)
            and watched.isExposed()
        ):
            watched.removeEventFilter(self)
            call_later(self, 0, self._start_engine_now)  # after this first frame is drawn
        return super().eventFilter(watched, event)

    @property
    def engine(self) -> Executor:
        """The engine's executor (started once the window is on screen)."""
        return self.jobs.engine

    # ---------------------------------------------------------------- set-up

    @property
    def practice_view(self) -> QWidget:
        """The Practice view, made on first use: when its tab or menu is opened, or once
        the first return is on screen (the window is shown without it)."""
        if self._practice is None:
            view = self._make_practice_view()
            self._practice = view
            current = self.tabs.currentIndex()
            self.tabs.blockSignals(True)
            self.tabs.removeTab(_PRACTICE_TAB)
            self.tabs.insertTab(_PRACTICE_TAB, view, self._tab_texts()[_PRACTICE_TAB]())
            self.tabs.setCurrentIndex(current)
            self.tabs.blockSignals(False)
            practice_actions = getattr(view, "menu_actions", None)
            if callable(practice_actions):
                self.practice_menu.addActions(practice_actions())
            follow = getattr(view, "edited_table_changed", None)
            if callable(follow):
                self.doc.tableChanged.connect(lambda _table: follow())
            for problem in getattr(view, "problems", []):
                self.add_problem(problem)
            self._show_problems()
        return self._practice

    @property
    def bankroll_view(self) -> BankrollView:
        """The Bankroll view, made on first use: when its tab or a chart's export is
        chosen, or once the first return is on screen."""
        if self._bankroll is None:
            view = self._make_bankroll_view()
            self._bankroll = view
            current = self.tabs.currentIndex()
            self.tabs.blockSignals(True)
            self.tabs.removeTab(_BANKROLL_TAB)
            self.tabs.insertTab(_BANKROLL_TAB, view, self._tab_texts()[_BANKROLL_TAB]())
            self.tabs.setCurrentIndex(current)
            self.tabs.blockSignals(False)
        return self._bankroll

    @property
    def strategy_view(self) -> QWidget:
        """The Strategy view, made when its tab is first opened."""
        if self._strategy is None:
            view = self._make_strategy_view()
            self._strategy = view
            current = self.tabs.currentIndex()
            self.tabs.blockSignals(True)
            self.tabs.removeTab(_STRATEGY_TAB)
            self.tabs.insertTab(_STRATEGY_TAB, view, self._tab_texts()[_STRATEGY_TAB]())
            self.tabs.setCurrentIndex(current)
            self.tabs.blockSignals(False)
        return self._strategy

    def _current_table(self) -> Callable[[], PayTable]:
        """What the views call to read the edited table (over the document, not the
        window: no view holds its window)."""
        doc = self.doc
        return lambda: doc.table

    def _make_strategy_view(self) -> QWidget:
        from vptrainer.gui.strategy.view import StrategyView

        view = StrategyView(self.jobs, current_table=self._current_table())
        view.statusMessage.connect(lambda m: self.statusBar().showMessage(m, 8000))
        self.doc.tableChanged.connect(view.table_changed)
        return view

    def _on_tab_changed(self, index: int) -> None:
        if index == _PRACTICE_TAB:
            self.practice_view  # noqa: B018  (made now, if not yet)
        elif index == _BANKROLL_TAB:
            self.bankroll_view  # noqa: B018
        elif index == _STRATEGY_TAB:
            self.strategy_view  # noqa: B018

    def _after_first_result(self) -> None:
        self.analyze_view.analysisFinished.disconnect(self._after_first_result)
        call_later(self, 0, lambda: self.practice_view)  # after the result is painted
        call_later(self, 0, self._make_bankroll_later)

    def _make_bankroll_later(self) -> None:
        if self.isVisible():  # not once the window is closing
            self.bankroll_view  # noqa: B018

    def _make_practice_view(self) -> QWidget:
        try:
            from vptrainer.gui.practice.view import PracticeView
        except ImportError:
            placeholder = QLabel(self.tr("Practice mode is not available in this build."))
            placeholder.setAlignment(Qt.AlignmentFlag.AlignCenter)
            return placeholder
        view = PracticeView(self.jobs, self.settings, current_table=self._current_table())
        view.statusMessage.connect(lambda m: self.statusBar().showMessage(m, 8000))
        view.activateRequested.connect(lambda: self.tabs.setCurrentWidget(view))
        view.problemFound.connect(self._on_problem_found)
        return view

    def _make_bankroll_view(self) -> BankrollView:
        from vptrainer.gui.bankroll.view import BankrollView

        view = BankrollView(self.jobs, current_table=self._current_table(), settings=self.settings)
        view.statusMessage.connect(lambda m: self.statusBar().showMessage(m, 8000))
        self.doc.tableChanged.connect(view.table_changed)
        return view

    def _initial_table(self, spec: str | None) -> tuple[PayTable, Path | None, str]:
        """The table to open on: asked for, else the last one, else 9/6 Jacks or Better;
        with what went wrong when the one wanted cannot be opened."""
        wanted = spec or self.settings.get(prefs.LAST_TABLE)
        fallback = load_builtin(DEFAULT_TABLE_ID)
        try:
            table = resolve_table(wanted)
            path = Path(wanted).resolve() if table.builtin_id is None else None
        except (VPError, OSError, ValueError) as exc:
            why = str(exc).removeprefix(f"{wanted}: ")
            text = (
                self.tr("Could not open {table}: {why} ({fallback} is open instead).")
                if spec
                else self.tr(
                    "Could not open the last table, {table}: {why} ({fallback} is open instead)."
                )
            )
            return fallback, None, text.format(table=wanted, why=why, fallback=fallback.name)
        return table, path, ""

    # -------------------------------------------------------------- notices

    def add_problem(self, text: str) -> None:
        """Say (in the notice at the top) that something could not be opened."""
        if text not in self.problems:
            self.problems.append(text)

    def _unknown_choices(self) -> list[str]:
        """What the settings file chose that this app does not know (a theme or a language
        edited by hand, or from a later version): the system's is used, and said."""
        found = []
        theme_choice = self.settings.get(prefs.THEME)
        if theme_choice not in THEMES:
            found.append(
                self.tr(
                    "Settings: the theme “{value}” is not one this app knows; the system’s "
                    "colours are used (View > Theme)."
                ).format(value=theme_choice[:40])
            )
        language_choice = self.settings.get(prefs.LANGUAGE)
        if language_choice and language_choice not in NATIVE_NAMES:
            found.append(
                self.tr(
                    "Settings: the language “{value}” is not one this app knows; the system’s "
                    "language is used (View > Language)."
                ).format(value=language_choice[:40])
            )
        return found

    def _show_problems(self) -> None:
        if not self.problems:
            self.notice_frame.hide()
            return
        self.notice_frame.show_problems(self.problems)
        self.statusBar().showMessage(self.problems[-1], 10000)

    def _on_problem_found(self, text: str) -> None:
        self.add_problem(text)
        self._show_problems()

    # ------------------------------------------------------------ languages

    def _tab_texts(self) -> tuple[Callable[[], str], ...]:
        return (
            lambda: self.tr("Analyze"),
            lambda: self.tr("Practice"),
            lambda: self.tr("Bankroll"),
            lambda: self.tr("Strategy"),
        )

    def _say(self, setter: Callable[[str], object], text: Callable[[], str]) -> None:
        """Set a static text now, and again in the new language on a language change."""
        self._static_texts.append((setter, text))
        setter(text())

    def retranslate(self) -> None:
        """Set every static text (menus, actions, tabs, title) in the current language."""
        for setter, text in self._static_texts:
            setter(text())
        self._update_title()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange and hasattr(self, "_static_texts"):
            self.retranslate()
        super().changeEvent(event)

    def _action(
        self,
        text: Callable[[], str],
        slot: Callable[[], object],
        shortcut: QKeySequence | QKeySequence.StandardKey | str | None = None,
        icon: str = "",
        tip: Callable[[], str] | None = None,
    ) -> QAction:
        action = QAction(_icon(icon), "", self)
        self._say(action.setText, text)
        if shortcut is not None:
            action.setShortcut(QKeySequence(shortcut))
        if tip is not None:
            self._say(action.setStatusTip, tip)
        action.triggered.connect(slot)
        return action

    def _build_actions(self) -> None:
        key = QKeySequence.StandardKey
        self.new_action = self._action(
            lambda: self.tr("&New table"),
            self.new_table,
            key.New,
            "document-new",
            lambda: self.tr("Start a new pay table"),
        )
        self.open_action = self._action(
            lambda: self.tr("&Open…"),
            self.open_file_dialog,
            key.Open,
            "document-open",
            lambda: self.tr("Open a pay table file (TOML)"),
        )
        self.save_action = self._action(
            lambda: self.tr("&Save"),
            self.save,
            key.Save,
            "document-save",
            lambda: self.tr("Save the pay table"),
        )
        self.save_as_action = self._action(
            lambda: self.tr("Save &As…"),
            self.save_as,
            key.SaveAs,
            "document-save-as",
            lambda: self.tr("Save the pay table to a new file"),
        )
        self.quit_action = self._action(
            lambda: self.tr("&Quit"), self.close, key.Quit, "application-exit"
        )
        # the undo stack writes "<prefix> <command>": the prefix is read at start
        self.undo_action = self.doc.undo_stack.createUndoAction(self, self.tr("&Undo"))
        self.undo_action.setShortcuts([QKeySequence(key.Undo)])
        self.undo_action.setIcon(_icon("edit-undo"))
        self.redo_action = self.doc.undo_stack.createRedoAction(self, self.tr("&Redo"))
        self.redo_action.setShortcuts([QKeySequence("Ctrl+Shift+Z"), QKeySequence("Ctrl+Y")])
        self.redo_action.setIcon(_icon("edit-redo"))
        self.copy_action = self._action(
            lambda: self.tr("&Copy results"),
            self.analyze_view.results.copy_to_clipboard,
            "Ctrl+Shift+C",
            "edit-copy",
            lambda: self.tr("Copy the results, tab-separated"),
        )
        self.recalc_action = self._action(
            lambda: self.tr("&Recalculate"),
            self.analyze_view.recalculate,
            "F5",
            "view-refresh",
            lambda: self.tr("Analyse the table again"),
        )
        self.cancel_action = self._action(
            lambda: self.tr("&Cancel calculation"),
            self.analyze_view.cancel,
            "Esc",
            "process-stop",
            lambda: self.tr("Stop the running calculation"),
        )
        self.analyze_tab_action = self._action(
            lambda: self.tr("&Analyze"), lambda: self.tabs.setCurrentIndex(0), "Ctrl+1"
        )
        self.practice_tab_action = self._action(
            lambda: self.tr("&Practice"), lambda: self.tabs.setCurrentIndex(1), "Ctrl+2"
        )
        self.bankroll_tab_action = self._action(
            lambda: self.tr("&Bankroll"), lambda: self.tabs.setCurrentIndex(_BANKROLL_TAB), "Ctrl+3"
        )
        self.strategy_tab_action = self._action(
            lambda: self.tr("&Strategy"), lambda: self.tabs.setCurrentIndex(_STRATEGY_TAB), "Ctrl+4"
        )
        self.about_action = self._action(
            lambda: self.tr("&About vptrainer"), self.about, None, "help-about"
        )
        self.guide_action = self._action(
            lambda: self.tr("&User guide"),
            lambda: self.show_help(GUIDE),
            QKeySequence.StandardKey.HelpContents,
            "help-contents",
            lambda: self.tr("How to use vptrainer"),
        )
        self.glossary_action = self._action(
            lambda: self.tr("&Glossary"),
            lambda: self.show_help(GLOSSARY),
            None,
            "",
            lambda: self.tr("EV, variance, penalty card, tied best hold, seed and other terms"),
        )
        self._help_dialogs: dict[str, HelpDialog] = {}

    def _build_menus(self) -> None:
        bar = self.menuBar()
        file_menu = bar.addMenu("")
        self._say(file_menu.setTitle, lambda: self.tr("&File"))
        file_menu.addActions([self.new_action, self.open_action])
        self.recent_menu = QMenu(self)
        self._say(self.recent_menu.setTitle, lambda: self.tr("Open &Recent"))
        self.recent_menu.aboutToShow.connect(self._fill_recent_menu)
        file_menu.addMenu(self.recent_menu)
        file_menu.addSeparator()
        file_menu.addActions([self.save_action, self.save_as_action])
        file_menu.addSeparator()
        export = file_menu.addMenu("")
        self._say(export.setTitle, lambda: self.tr("&Export"))
        export.setObjectName("exportMenu")
        # the charts' entries are added when the menu is first shown (the charts are made
        # after the window is on screen)
        export.aboutToShow.connect(partial(self._add_chart_exports, export))
        csv_action = export.addAction("", lambda: self.export_results("csv"))
        self._say(csv_action.setText, lambda: self.tr("Results as CSV…"))
        json_action = export.addAction("", lambda: self.export_results("json"))
        self._say(json_action.setText, lambda: self.tr("Results as JSON…"))
        file_menu.addSeparator()
        file_menu.addAction(self.quit_action)

        edit = bar.addMenu("")
        self._say(edit.setTitle, lambda: self.tr("&Edit"))
        edit.addActions([self.undo_action, self.redo_action])
        edit.addSeparator()
        edit.addAction(self.copy_action)
        calc = bar.addMenu("")
        self._say(calc.setTitle, lambda: self.tr("&Calculate"))
        calc.addActions([self.recalc_action, self.cancel_action])
        self.practice_menu = bar.addMenu("")  # filled when the view is made
        self._say(self.practice_menu.setTitle, lambda: self.tr("&Practice"))
        self.practice_menu.aboutToShow.connect(lambda: self.practice_view)
        view = bar.addMenu("")
        self._say(view.setTitle, lambda: self.tr("&View"))
        view.addActions(
            [
                self.analyze_tab_action,
                self.practice_tab_action,
                self.bankroll_tab_action,
                self.strategy_tab_action,
            ]
        )
        view.addSeparator()
        add_theme_menu(view, self.settings)
        self.language_menu = LanguageMenu(self.settings, self)
        view.addMenu(self.language_menu)
        translation().languageChanged.connect(self._after_language_change)
        help_menu = bar.addMenu("")
        self._say(help_menu.setTitle, lambda: self.tr("&Help"))
        help_menu.addActions([self.guide_action, self.glossary_action])
        help_menu.addSeparator()
        help_menu.addAction(self.about_action)

    def _add_chart_exports(self, export: QMenu) -> None:
        export.aboutToShow.disconnect()
        first = export.actions()[0]
        for chart in self.analyze_view.chart_list:
            for kind in ("png", "svg", "csv"):
                action = QAction(self._export_text(chart.title, kind), export)
                action.triggered.connect(partial(chart.ask_export, kind))
                export.insertAction(first, action)
            chart.exported.connect(
                lambda p: self.statusBar().showMessage(
                    self.tr("Exported {path}").format(path=p), 5000
                )
            )
        export.insertSeparator(first)
        for chart in self.bankroll_view.charts:
            for kind in ("png", "svg", "csv"):
                action = QAction(self._export_text(chart.title, kind), export)
                action.triggered.connect(partial(chart.ask_export, kind))
                export.insertAction(first, action)
        export.insertSeparator(first)

    def _export_text(self, title: str, kind: str) -> str:
        return self.tr("{chart} as {format}…").format(chart=title, format=kind.upper())

    def _build_toolbar(self) -> None:
        tb = self.addToolBar("")
        self._say(tb.setWindowTitle, lambda: self.tr("Main toolbar"))
        tb.setObjectName("mainToolbar")
        tb.setMovable(False)
        tb.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        tb.addActions([self.new_action, self.open_action, self.save_action])
        tb.addSeparator()
        tb.addActions([self.undo_action, self.redo_action])
        tb.addSeparator()
        tb.addActions([self.recalc_action, self.copy_action])

    # --------------------------------------------------------------- title

    def _update_title(self, *_: object) -> None:
        self.setWindowTitle(
            self.tr("{table}[*] — {source} — vptrainer").format(
                table=self.doc.table.name, source=self.doc.source_text
            )
        )
        self.setWindowModified(self.doc.modified)

    def _after_language_change(self, _language: str) -> None:
        """A language chosen in the menu: every widget has rewritten its own texts
        (``retranslate``); the views rewrite those they made (results, statistics)."""
        for view in (self.analyze_view, self._practice, self._bankroll, self._strategy):
            refresh = getattr(view, "refresh_texts", None)
            if callable(refresh):
                refresh()
        shown = self.analyze_view.results.result
        if shown is not None and not callable(getattr(self.analyze_view, "refresh_texts", None)):
            self.analyze_view.results.set_result(shown)  # written again, in the new language
        self._update_title()
        pages = {page[0]: page for page in (GUIDE, GLOSSARY)}
        for name, dialog in self._help_dialogs.items():  # the help in the new language
            dialog.browser.setMarkdown(help_text(pages[name][2]))
        for problem in translation().problems:
            self.statusBar().showMessage(problem, 10000)

    def _show_elapsed(self, message: str) -> None:
        self.elapsed_label.setText(message)
        self.statusBar().showMessage(message, 5000)

    def _remember_table(self, table: PayTable) -> None:
        if self.doc.path is not None:
            self.settings.set(prefs.LAST_TABLE, str(self.doc.path))
        elif table.builtin_id:
            self.settings.set(prefs.LAST_TABLE, table.builtin_id)

    # --------------------------------------------------------------- misc

    def show_help(self, page: tuple[str, str, str]) -> HelpDialog:
        """Show a help page (the user guide or the glossary) beside the window."""
        dialog = self._help_dialogs.get(page[0])
        if dialog is None:
            dialog = HelpDialog(page, self)
            self._help_dialogs[page[0]] = dialog
        dialog.show()
        dialog.raise_()
        dialog.activateWindow()
        return dialog

    def about(self) -> None:
        """Version and licence."""
        QMessageBox.about(
            self,
            self.tr("About vptrainer"),
            f"<h3>vptrainer {__version__}</h3><p>"
            + self.tr("Exact video poker analysis and a trainer that grades every hold.")
            + "</p><p>"
            + self.tr("Returns are computed exactly by integer counting over every deal and draw.")
            + "</p><p>"
            + self.tr("Licence: MIT.")
            + "</p>",
        )

    def _restore_geometry(self) -> None:
        geometry = self.settings.get(prefs.GEOMETRY)
        if not geometry or not self.restoreGeometry(QByteArray(geometry)):
            self.resize(DEFAULT_SIZE)
        self._fit_to_screen()
        state = self.settings.get(prefs.WINDOW_STATE)
        if state:
            self.restoreState(QByteArray(state))
        splitter = self.settings.get(prefs.SPLITTER)  # saved as bytes
        if splitter:
            self.analyze_view.splitter.restoreState(QByteArray(splitter))
        view = min(max(self.settings.get(prefs.CURRENT_VIEW), 0), self.tabs.count() - 1)
        if view == _PRACTICE_TAB:
            self.practice_view  # noqa: B018  (shown first: made now)
        elif view == _BANKROLL_TAB:
            self.bankroll_view  # noqa: B018
        elif view == _STRATEGY_TAB:
            self.strategy_view  # noqa: B018
        self.tabs.setCurrentIndex(view)

    def _fit_to_screen(self) -> None:
        """Never open larger than the screen's free area (a small laptop, 1024x640)."""
        screen = cast("QScreen | None", self.screen() or QGuiApplication.primaryScreen())
        if screen is None:  # no screen at all (the stubs say it cannot be)
            return
        free = screen.availableGeometry()
        frame = self.frameGeometry().size() - self.geometry().size()
        width = min(self.width(), free.width() - frame.width())
        height = min(self.height(), free.height() - frame.height())
        if (width, height) != (self.width(), self.height()):
            self.resize(width, height)
            self.move(free.topLeft())

    def closeEvent(self, event: QCloseEvent) -> None:
        if not self.maybe_save():
            event.ignore()
            return
        self.settings.set(prefs.GEOMETRY, bytes(self.saveGeometry().data()))
        self.settings.set(prefs.WINDOW_STATE, bytes(self.saveState().data()))
        self.settings.set(prefs.SPLITTER, bytes(self.analyze_view.splitter.saveState().data()))
        self.settings.set(prefs.CURRENT_VIEW, self.tabs.currentIndex())
        self.settings.sync()
        self.hide()  # gone at once; the threads may take a moment to finish their work
        self._closed = True
        close = getattr(self._practice, "shutdown", None)
        if callable(close):
            close()  # every recorded hand is committed first
        if self._bankroll is not None:
            self._bankroll.shutdown()
        strategy = getattr(self._strategy, "shutdown", None)
        if callable(strategy):
            strategy()
        self.jobs.shutdown()  # waits for a running job, a first compile included
        caches.remove_compile_listener(self._compile_relay)
        event.accept()
        app = QApplication.instance()
        if app is not None:
            app.setProperty("vptrainer_closed", True)
