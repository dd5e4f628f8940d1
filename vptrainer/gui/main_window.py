"""The main window: Analyze, Practice, Bankroll and Strategy views, menus, toolbar, status bar."""

from __future__ import annotations

import sys
import weakref
from collections.abc import Callable
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING

import shiboken6
from PySide6.QtCore import QByteArray, QEvent, QObject, QSize, Qt, QTimer, Signal
from PySide6.QtGui import (
    QAction,
    QCloseEvent,
    QGuiApplication,
    QIcon,
    QKeySequence,
    QWindow,
)
from PySide6.QtWidgets import (
    QApplication,
    QFileDialog,
    QFrame,
    QHBoxLayout,
    QLabel,
    QMainWindow,
    QMenu,
    QMessageBox,
    QSizePolicy,
    QTabWidget,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from vptrainer import __version__
from vptrainer.core.errors import VPError
from vptrainer.core.games.builtin import DEFAULT_TABLE_ID, builtin_ids, load_builtin, resolve_table
from vptrainer.core.games.game_spec import Wild
from vptrainer.core.games.paytable import PayTable
from vptrainer.core.storage import caches
from vptrainer.core.storage.fileio import file_stem
from vptrainer.gui import settings as prefs
from vptrainer.gui.analyze.document import PayTableDocument
from vptrainer.gui.analyze.view import AnalyzeView
from vptrainer.gui.help import FIRST_START_TEXT, GLOSSARY, GUIDE, HelpDialog
from vptrainer.gui.style import NOTICE_STYLE
from vptrainer.gui.widgets.file_prompts import write_asking
from vptrainer.gui.workers import EngineThread

if TYPE_CHECKING:  # made on first use (see MainWindow.bankroll_view)
    from vptrainer.gui.bankroll.view import BankrollView

TOML_FILTER = "Pay tables (*.toml);;All files (*)"
DEFAULT_SIZE = QSize(1280, 800)
_ENGINE_START_LATEST_MS = 500  # when the window system never says the window is exposed
_PRACTICE_TAB = 1
_BANKROLL_TAB = 2
_STRATEGY_TAB = 3
_NEW_TABLE_BASE = {
    Wild.NONE: DEFAULT_TABLE_ID,
    Wild.DEUCES: "deuces-wild-full-pay",
    Wild.JOKER: "joker-poker-kings-full-pay",
}


def _icon(name: str) -> QIcon:
    """A theme icon if the desktop has one (toolbar text is shown either way)."""
    return QIcon.fromTheme(name)


def _never_taller_than_the_window(page: QWidget) -> None:
    """Let a tab's page be given less height than it asks for, so that its minimum never
    makes the window taller than a small screen (1024x640): the tab widget takes the
    largest minimum of its pages, and the window grows to hold it."""
    policy = page.sizePolicy()
    policy.setVerticalPolicy(QSizePolicy.Policy.Ignored)
    page.setSizePolicy(policy)


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


class MainWindow(QMainWindow):
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
        if self.settings.problem:
            self.problems.append(f"Settings: {self.settings.problem}.")
        # jobs queue up until the window is on screen (see _start_engine)
        self.engine = EngineThread(self, start=False)
        table, path, warning = self._initial_table(start_table)
        if warning:
            self.problems.append(warning)
        self.doc = PayTableDocument(table, self)
        if path is not None:
            self.doc.load(table, path)

        self.analyze_view = AnalyzeView(self.doc, self.engine)
        self.analyze_view.statusMessage.connect(self._show_elapsed)
        # first in the engine's queue, ahead of the Practice view's preparation
        self.analyze_view.recalculate()
        self.tabs = QTabWidget()
        self.tabs.setObjectName("modeTabs")
        self.tabs.setDocumentMode(True)
        self.tabs.addTab(self.analyze_view, "Analyze")
        # the Practice view is made on first use (see practice_view), in its place here
        self._practice: QWidget | None = None
        self.tabs.addTab(QWidget(), "Practice")
        # so is the Bankroll view (see bankroll_view): the window shows before pyqtgraph loads
        self._bankroll: BankrollView | None = None
        self.tabs.addTab(QWidget(), "Bankroll")
        # the Strategy view is made when its tab is first opened (see strategy_view)
        self._strategy: QWidget | None = None
        self.tabs.addTab(QWidget(), "Strategy")
        self.tabs.currentChanged.connect(self._on_tab_changed)
        self.analyze_view.analysisFinished.connect(self._after_first_result)
        self._build_notice()
        self._build_first_start()
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
        self.statusBar().showMessage("Preparing engine…")
        self.compileProgress.connect(self._show_compile_progress)
        self._compile_relay = _CompileRelay(self)
        caches.add_compile_listener(self._compile_relay)
        QTimer.singleShot(0, self._start_engine)

    def _show_compile_progress(self, progress: caches.CompileProgress) -> None:
        """A kernel compiled for this machine (a first run): say so, and how far it got."""
        self.statusBar().showMessage(
            f"{caches.compile_progress_text(progress)}: a one-time wait of about "
            f"{caches.COMPILE_ESTIMATE}; later starts load it from the cache"
        )

    def _start_engine(self) -> None:
        """Start the engine's jobs once the window is on screen (or was never shown).

        Loading numba takes a few tenths of a second of Python work that would hold up
        the first frame; the jobs wait until it is drawn.
        """
        handle = self.windowHandle()
        if self.isVisible() and handle is not None and not handle.isExposed():
            handle.installEventFilter(self)
            QTimer.singleShot(_ENGINE_START_LATEST_MS, self._start_engine_now)
            return
        self._start_engine_now()

    def _start_engine_now(self) -> None:
        if not self._closed:  # a window closed before it was drawn never starts it
            self.engine.start()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if (
            event.type() == QEvent.Type.Expose
            and isinstance(watched, QWindow)
            and watched.isExposed()
        ):
            watched.removeEventFilter(self)
            QTimer.singleShot(0, self._start_engine_now)  # after this first frame is drawn
        return super().eventFilter(watched, event)

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
            _never_taller_than_the_window(view)
            self.tabs.insertTab(_PRACTICE_TAB, view, "Practice")
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
            self.tabs.insertTab(_BANKROLL_TAB, view, "Bankroll")
            self.tabs.setCurrentIndex(current)
            self.tabs.blockSignals(False)
            result = self.analyze_view.results.current_result
            if result is not None:
                view.set_result(result)
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
            self.tabs.insertTab(_STRATEGY_TAB, view, "Strategy")
            self.tabs.setCurrentIndex(current)
            self.tabs.blockSignals(False)
        return self._strategy

    def _make_strategy_view(self) -> QWidget:
        from vptrainer.gui.strategy.view import StrategyView

        view = StrategyView(self.engine, current_table=lambda: self.doc.table)
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
        QTimer.singleShot(0, lambda: self.practice_view)  # after the result is painted
        QTimer.singleShot(0, self._make_bankroll_later)

    def _make_bankroll_later(self) -> None:
        if self.isVisible():  # not once the window is closing
            self.bankroll_view  # noqa: B018

    def _make_practice_view(self) -> QWidget:
        try:
            from vptrainer.gui.practice.view import PracticeView
        except ImportError:
            placeholder = QLabel("Practice mode is not available in this build.")
            placeholder.setAlignment(Qt.AlignmentFlag.AlignCenter)
            return placeholder
        view = PracticeView(self.engine, self.settings, current_table=lambda: self.doc.table)
        view.statusMessage.connect(lambda m: self.statusBar().showMessage(m, 8000))
        view.activateRequested.connect(lambda: self.tabs.setCurrentWidget(view))
        view.problemFound.connect(self._on_problem_found)
        return view

    def _make_bankroll_view(self) -> BankrollView:
        from vptrainer.gui.bankroll.view import BankrollView

        view = BankrollView(self.engine, current_table=lambda: self.doc.table)
        view.statusMessage.connect(lambda m: self.statusBar().showMessage(m, 8000))
        self.analyze_view.analysisFinished.connect(view.set_result)
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
            source = "" if spec else "the last table, "
            why = str(exc).removeprefix(f"{wanted}: ")
            return (
                fallback,
                None,
                f"Could not open {source}{wanted}: {why} ({fallback.name} is open instead).",
            )
        return table, path, ""

    # -------------------------------------------------------------- notices

    def _build_notice(self) -> None:
        self.notice_frame = QFrame()
        self.notice_frame.setObjectName("startupNoticeFrame")
        self.notice_frame.setStyleSheet(f"QFrame#startupNoticeFrame {{ {NOTICE_STYLE} }}")
        self.notice = QLabel()
        self.notice.setObjectName("startupNotice")
        self.notice.setWordWrap(True)
        self.notice.setTextFormat(Qt.TextFormat.PlainText)
        self.notice.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        dismiss = QToolButton()
        dismiss.setObjectName("dismissNotice")
        dismiss.setText("Dismiss")
        dismiss.clicked.connect(self.notice_frame.hide)
        row = QHBoxLayout(self.notice_frame)
        row.setContentsMargins(8, 4, 8, 4)
        row.addWidget(self.notice, 1)
        row.addWidget(dismiss, 0, Qt.AlignmentFlag.AlignTop)
        self.notice_frame.hide()

    def _build_first_start(self) -> None:
        """The welcome pointer to Practice and the strategy chart, on the first start
        only (remembered in the settings as soon as it is shown)."""
        self.first_start_frame = QFrame()
        self.first_start_frame.setObjectName("firstStartFrame")
        self.first_start_frame.setStyleSheet(f"QFrame#firstStartFrame {{ {NOTICE_STYLE} }}")
        text = QLabel(FIRST_START_TEXT)
        text.setObjectName("firstStartNotice")
        text.setWordWrap(True)
        text.setTextFormat(Qt.TextFormat.PlainText)
        practice = QToolButton()
        practice.setObjectName("firstStartPractice")
        practice.setText("Open Practice")
        practice.clicked.connect(lambda: self.tabs.setCurrentIndex(_PRACTICE_TAB))
        practice.clicked.connect(self.first_start_frame.hide)
        dismiss = QToolButton()
        dismiss.setObjectName("dismissFirstStart")
        dismiss.setText("Got it")
        dismiss.clicked.connect(self.first_start_frame.hide)
        row = QHBoxLayout(self.first_start_frame)
        row.setContentsMargins(8, 4, 8, 4)
        row.addWidget(text, 1)
        row.addWidget(practice, 0, Qt.AlignmentFlag.AlignTop)
        row.addWidget(dismiss, 0, Qt.AlignmentFlag.AlignTop)
        first = not self.settings.get(prefs.FIRST_START_SHOWN)
        self.first_start_frame.setVisible(first)
        if first:
            self.settings.set(prefs.FIRST_START_SHOWN, True)

    def add_problem(self, text: str) -> None:
        """Say (in the notice at the top) that something could not be opened."""
        if text not in self.problems:
            self.problems.append(text)

    def _show_problems(self) -> None:
        if not self.problems:
            self.notice_frame.hide()
            return
        self.notice.setText("\n".join(f"⚠ {p}" for p in self.problems))
        self.notice_frame.show()
        self.statusBar().showMessage(self.problems[-1], 10000)

    def _on_problem_found(self, text: str) -> None:
        self.add_problem(text)
        self._show_problems()

    def _action(
        self,
        text: str,
        slot: Callable[[], object],
        shortcut: QKeySequence | QKeySequence.StandardKey | str | None = None,
        icon: str = "",
        tip: str = "",
    ) -> QAction:
        action = QAction(_icon(icon), text, self)
        if shortcut is not None:
            action.setShortcut(QKeySequence(shortcut))
        if tip:
            action.setStatusTip(tip)
        action.triggered.connect(slot)
        return action

    def _build_actions(self) -> None:
        key = QKeySequence.StandardKey
        self.new_action = self._action(
            "&New table", self.new_table, key.New, "document-new", "Start a new pay table"
        )
        self.open_action = self._action(
            "&Open…",
            self.open_file_dialog,
            key.Open,
            "document-open",
            "Open a pay table file (TOML)",
        )
        self.save_action = self._action(
            "&Save", self.save, key.Save, "document-save", "Save the pay table"
        )
        self.save_as_action = self._action(
            "Save &As…",
            self.save_as,
            key.SaveAs,
            "document-save-as",
            "Save the pay table to a new file",
        )
        self.quit_action = self._action("&Quit", self.close, key.Quit, "application-exit")
        self.undo_action = self.doc.undo_stack.createUndoAction(self, "&Undo")
        self.undo_action.setShortcuts([QKeySequence(key.Undo)])
        self.undo_action.setIcon(_icon("edit-undo"))
        self.redo_action = self.doc.undo_stack.createRedoAction(self, "&Redo")
        self.redo_action.setShortcuts([QKeySequence("Ctrl+Shift+Z"), QKeySequence("Ctrl+Y")])
        self.redo_action.setIcon(_icon("edit-redo"))
        self.copy_action = self._action(
            "&Copy results",
            self.analyze_view.results.copy_to_clipboard,
            "Ctrl+Shift+C",
            "edit-copy",
            "Copy the results, tab-separated",
        )
        self.recalc_action = self._action(
            "&Recalculate",
            self.analyze_view.recalculate,
            "F5",
            "view-refresh",
            "Analyse the table again",
        )
        self.cancel_action = self._action(
            "&Cancel calculation",
            self.analyze_view.cancel,
            "Esc",
            "process-stop",
            "Stop the running calculation",
        )
        self.analyze_tab_action = self._action(
            "&Analyze", lambda: self.tabs.setCurrentIndex(0), "Ctrl+1"
        )
        self.practice_tab_action = self._action(
            "&Practice", lambda: self.tabs.setCurrentIndex(1), "Ctrl+2"
        )
        self.bankroll_tab_action = self._action(
            "&Bankroll", lambda: self.tabs.setCurrentIndex(_BANKROLL_TAB), "Ctrl+3"
        )
        self.strategy_tab_action = self._action(
            "&Strategy", lambda: self.tabs.setCurrentIndex(_STRATEGY_TAB), "Ctrl+4"
        )
        self.about_action = self._action("&About vptrainer", self.about, None, "help-about")
        self.guide_action = self._action(
            "&User guide",
            lambda: self.show_help(GUIDE),
            QKeySequence.StandardKey.HelpContents,
            "help-contents",
            "How to use vptrainer",
        )
        self.glossary_action = self._action(
            "&Glossary",
            lambda: self.show_help(GLOSSARY),
            None,
            "",
            "EV, variance, penalty card, tied best hold, seed and other terms",
        )
        self._help_dialogs: dict[str, HelpDialog] = {}

    def _build_menus(self) -> None:
        bar = self.menuBar()
        file_menu = bar.addMenu("&File")
        file_menu.addActions([self.new_action, self.open_action])
        self.recent_menu = QMenu("Open &Recent", self)
        self.recent_menu.aboutToShow.connect(self._fill_recent_menu)
        file_menu.addMenu(self.recent_menu)
        file_menu.addSeparator()
        file_menu.addActions([self.save_action, self.save_as_action])
        file_menu.addSeparator()
        export = file_menu.addMenu("&Export")
        export.setObjectName("exportMenu")
        # the charts' entries are added when the menu is first shown (the charts are made
        # after the window is on screen)
        export.aboutToShow.connect(partial(self._add_chart_exports, export))
        export.addAction("Results as CSV…", lambda: self.export_results("csv"))
        export.addAction("Results as JSON…", lambda: self.export_results("json"))
        file_menu.addSeparator()
        file_menu.addAction(self.quit_action)

        edit = bar.addMenu("&Edit")
        edit.addActions([self.undo_action, self.redo_action])
        edit.addSeparator()
        edit.addAction(self.copy_action)
        calc = bar.addMenu("&Calculate")
        calc.addActions([self.recalc_action, self.cancel_action])
        self.practice_menu = bar.addMenu("&Practice")  # filled when the view is made
        self.practice_menu.aboutToShow.connect(lambda: self.practice_view)
        view = bar.addMenu("&View")
        view.addActions(
            [
                self.analyze_tab_action,
                self.practice_tab_action,
                self.bankroll_tab_action,
                self.strategy_tab_action,
            ]
        )
        help_menu = bar.addMenu("&Help")
        help_menu.addActions([self.guide_action, self.glossary_action])
        help_menu.addSeparator()
        help_menu.addAction(self.about_action)

    def _add_chart_exports(self, export: QMenu) -> None:
        export.aboutToShow.disconnect()
        first = export.actions()[0]
        for chart in self.analyze_view.results.chart_list:
            for kind in ("png", "svg", "csv"):
                action = QAction(f"{chart.title} as {kind.upper()}…", export)
                action.triggered.connect(partial(chart.ask_export, kind))
                export.insertAction(first, action)
            chart.exported.connect(lambda p: self.statusBar().showMessage(f"Exported {p}", 5000))
        export.insertSeparator(first)
        for chart in self.bankroll_view.charts:
            for kind in ("png", "svg", "csv"):
                action = QAction(f"{chart.title} as {kind.upper()}…", export)
                action.triggered.connect(partial(chart.ask_export, kind))
                export.insertAction(first, action)
        export.insertSeparator(first)

    def _build_toolbar(self) -> None:
        tb = self.addToolBar("Main")
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
        self.setWindowTitle(f"{self.doc.table.name}[*] — {self.doc.source_text} — vptrainer")
        self.setWindowModified(self.doc.modified)

    def _show_elapsed(self, message: str) -> None:
        self.elapsed_label.setText(message)
        self.statusBar().showMessage(message, 5000)

    def _remember_table(self, table: PayTable) -> None:
        if self.doc.path is not None:
            self.settings.set(prefs.LAST_TABLE, str(self.doc.path))
        elif table.builtin_id:
            self.settings.set(prefs.LAST_TABLE, table.builtin_id)

    # ---------------------------------------------------------------- files

    def maybe_save(self) -> bool:
        """Ask about unsaved edits; False when the user cancels."""
        if not self.doc.modified:
            return True
        answer = QMessageBox.question(
            self,
            "Unsaved changes",
            f"“{self.doc.table.name}” has changes that are not saved. Save them?",
            QMessageBox.StandardButton.Save
            | QMessageBox.StandardButton.Discard
            | QMessageBox.StandardButton.Cancel,
            QMessageBox.StandardButton.Save,
        )
        if answer == QMessageBox.StandardButton.Save:
            return self.save()
        return answer == QMessageBox.StandardButton.Discard

    def new_table(self) -> None:
        """Start an unsaved table from the current game's standard pays."""
        if not self.maybe_save():
            return
        base = load_builtin(_NEW_TABLE_BASE.get(self.doc.table.wild, DEFAULT_TABLE_ID))
        from dataclasses import replace

        self.doc.load(
            replace(base, name="Untitled", builtin_id=None, published_return=None, notes="")
        )

    def open_builtin(self, table_id: str) -> None:
        """Load a built-in table (asks about unsaved changes first)."""
        if table_id not in builtin_ids() or not self.maybe_save():
            self.analyze_view.editor.select_builtin(self.doc.table.builtin_id)
            return
        self.doc.open_builtin(table_id)

    def open_file_dialog(self) -> None:
        """Ask for a TOML file and open it."""
        if not self.maybe_save():
            return
        path, _ = QFileDialog.getOpenFileName(
            self, "Open pay table", self.settings.get(prefs.LAST_FOLDER), TOML_FILTER
        )
        if path:
            self.open_file(path, ask=False)

    def open_file(self, path: str, *, ask: bool = True) -> bool:
        """Open a pay table; a broken file is reported and the current table kept."""
        if ask and not self.maybe_save():
            return False
        try:
            self.doc.open_file(path)
        except VPError as exc:
            QMessageBox.warning(self, "Cannot open the pay table", str(exc))
            return False
        self.settings.set(prefs.LAST_FOLDER, str(Path(path).parent))
        self.settings.add_recent_file(str(Path(path).resolve()))
        self.settings.set(prefs.LAST_TABLE, str(Path(path).resolve()))
        return True

    def _fill_recent_menu(self) -> None:
        self.recent_menu.clear()
        files = self.settings.get(prefs.RECENT_FILES)
        if not files:
            self.recent_menu.addAction("No recent files").setEnabled(False)
            return
        for path in files:
            action = self.recent_menu.addAction(Path(path).name, partial(self.open_file, path))
            action.setStatusTip(path)
            action.setEnabled(Path(path).is_file())
        self.recent_menu.addSeparator()
        self.recent_menu.addAction("Clear list", lambda: self.settings.set(prefs.RECENT_FILES, []))

    def save(self) -> bool:
        """Save to the table's file, or ask for one."""
        if self.doc.path is None:
            return self.save_as()
        return self._save_to(str(self.doc.path))

    def save_as(self) -> bool:
        """Ask for a file and save the table there."""
        start = Path(self.settings.get(prefs.LAST_FOLDER) or Path.home())
        suggested = start / (file_stem(self.doc.table.name, "pay-table") + ".toml")
        path, _ = QFileDialog.getSaveFileName(self, "Save pay table", str(suggested), TOML_FILTER)
        if not path:
            return False
        if not path.lower().endswith(".toml"):
            path += ".toml"
        return self._save_to(path)

    def _save_to(self, path: str) -> bool:
        saved: list[Path] = []
        try:
            if not write_asking(
                self, path, lambda force: saved.append(self.doc.save(path, replace_read_only=force))
            ):
                return False
        except (OSError, VPError) as exc:
            reason = exc.strerror if isinstance(exc, OSError) else str(exc)
            QMessageBox.warning(self, "Cannot save", f"Could not save {path}: {reason}")
            return False
        target = saved[-1]
        self.settings.add_recent_file(str(target.resolve()))
        self.settings.set(prefs.LAST_FOLDER, str(target.parent))
        self.settings.set(prefs.LAST_TABLE, str(target.resolve()))
        self.statusBar().showMessage(f"Saved {target}", 5000)
        return True

    def export_results(self, kind: str) -> None:
        """Ask for a file and write the results as CSV or JSON."""
        result = self.analyze_view.results.current_result
        if result is None:
            QMessageBox.information(
                self,
                "Nothing to export",
                "The results are not up to date with the table yet (or the calculation "
                "failed); export them once they are.",
            )
            return
        pattern = "CSV (*.csv)" if kind == "csv" else "JSON (*.json)"
        stem = file_stem(result.table.name, "results")
        path, _ = QFileDialog.getSaveFileName(self, "Export results", f"{stem}.{kind}", pattern)
        if not path:
            return
        from vptrainer.core.engine.report import write_csv, write_json

        write = write_csv if kind == "csv" else write_json
        try:
            if not write_asking(
                self, path, lambda force: write(result, path, replace_read_only=force)
            ):
                return
        except OSError as exc:
            QMessageBox.warning(self, "Export failed", f"Could not write {path}: {exc.strerror}")
            return
        self.statusBar().showMessage(f"Exported {path}", 5000)

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
            "About vptrainer",
            f"<h3>vptrainer {__version__}</h3>"
            "<p>Exact video poker analysis and a trainer that grades every hold.</p>"
            "<p>Returns are computed exactly by integer counting over every deal and draw.</p>"
            "<p>Licence: MIT.</p>",
        )

    def _restore_geometry(self) -> None:
        geometry = self.settings.get(prefs.GEOMETRY)
        if not geometry or not self.restoreGeometry(QByteArray(geometry)):
            self.resize(DEFAULT_SIZE)
        self._fit_to_screen()
        state = self.settings.get(prefs.WINDOW_STATE)
        if state:
            self.restoreState(QByteArray(state))
        splitter = self.settings.get(prefs.SPLITTER)
        if isinstance(splitter, QByteArray) and not splitter.isEmpty():
            self.analyze_view.splitter.restoreState(splitter)
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
        screen = self.screen() or QGuiApplication.primaryScreen()
        if screen is None:
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
        self.engine.shutdown()  # waits for a running job, a first compile included
        caches.remove_compile_listener(self._compile_relay)
        event.accept()
        app = QApplication.instance()
        if app is not None:
            app.setProperty("vptrainer_closed", True)
