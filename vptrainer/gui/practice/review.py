"""Review the practice history: sessions (with CSV export) and past mistakes by cost."""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime
from pathlib import Path
from typing import TypeVar

from PySide6.QtCore import QEvent, QModelIndex, QObject, Qt, Signal
from PySide6.QtGui import QKeyEvent, QShowEvent, QStandardItem, QStandardItemModel
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QFileDialog,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QMessageBox,
    QPushButton,
    QSplitter,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from vptrainer.core.errors import VPError
from vptrainer.core.practice.grading import Assistance, Severity
from vptrainer.core.practice.history.records import PastMistake, SessionSummary
from vptrainer.core.practice.texts import format_loss, signed_amount
from vptrainer.core.storage.fileio import file_stem
from vptrainer.gui.i18n import integer, number, percent
from vptrainer.gui.i18n.core_texts import hold_symbols
from vptrainer.gui.jobs.history import ExportSession, HistoryRequest, ReadMistakes, ReadSummaries
from vptrainer.gui.practice.recorder import HistoryAccess
from vptrainer.gui.style import NOTICE_STYLE, use
from vptrainer.gui.timers import call_later
from vptrainer.gui.widgets.ranked_holds import CARDS_ROLE, CardsDelegate

T = TypeVar("T")
ID_ROLE = Qt.ItemDataRole.UserRole + 20
MISTAKE_LIMIT = 500
_RIGHT = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter


def _local(when: datetime) -> str:
    return when.astimezone().strftime("%Y-%m-%d %H:%M")


def _item(text: str, *, right: bool = False, tip: str = "") -> QStandardItem:
    item = QStandardItem(text)
    item.setEditable(False)
    if right:
        item.setTextAlignment(_RIGHT)
    if tip:
        item.setToolTip(tip)
    return item


def _cards_item(cards: tuple[int, ...]) -> QStandardItem:
    item = _item(hold_symbols(cards))
    item.setData(cards, CARDS_ROLE)
    return item


def _table_view(name: str) -> QTableView:
    view = QTableView()
    view.setObjectName(name)
    view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
    view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    view.verticalHeader().hide()
    view.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
    view.horizontalHeader().setStretchLastSection(True)
    view.setAlternatingRowColors(True)
    view.setWordWrap(False)
    return view


class ReviewView(QWidget):
    """Past sessions and mistakes from the practice history (read on the history thread).

    Signals: ``replayRequested(object)`` and ``analyzeRequested(object)`` with a
    :class:`~vptrainer.core.practice.history.records.PastMistake`; ``statusMessage(str)``;
    ``exported(str)`` with the path of a session written as CSV.
    """

    replayRequested = Signal(object)
    analyzeRequested = Signal(object)
    statusMessage = Signal(str)
    exported = Signal(str)

    SESSION_HEADERS = (
        "Started",
        "Pay table",
        "Hands",
        "Mistakes",
        "EV lost (coins)",
        "Your return",
        "Credits",
    )
    MISTAKE_HEADERS = (
        "EV lost / coin",
        "Cost (coins)",
        "Severity",
        "Pay table",
        "Dealt",
        "Your hold",
        "Best hold",
        "Played",
        "Help",
    )

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.history: HistoryAccess | None = None
        self.mistakes: tuple[PastMistake, ...] = ()
        self.summaries: tuple[SessionSummary, ...] = ()
        self.last_folder = ""
        self._sessions_asked = 0  # the newest request wins
        self._mistakes_asked = 0
        self._loading = 0

        self.notice = QLabel()
        self.notice.setObjectName("reviewNotice")
        self.notice.setWordWrap(True)
        use(self.notice, NOTICE_STYLE)
        self.notice.hide()

        self.session_model = QStandardItemModel(0, len(self.SESSION_HEADERS), self)
        self.sessions = _table_view("sessionsTable")
        self.sessions.setModel(self.session_model)
        self.sessions.selectionModel().selectionChanged.connect(self._on_session_selected)
        self.export_button = QPushButton()
        self.export_button.setObjectName("exportSessionButton")
        self.export_button.clicked.connect(self.ask_export_selected)

        self.severity = QComboBox()
        self.severity.setObjectName("severityFilter")
        self.severity.addItem("", None)
        self.severity.addItem("", "major")
        self.severity.addItem("", "minor")
        self.severity.currentIndexChanged.connect(self.refresh_mistakes)
        self.only_session = QCheckBox()
        self.only_session.setObjectName("onlySession")
        self.only_session.toggled.connect(self.refresh_mistakes)
        self.mistake_model = QStandardItemModel(0, len(self.MISTAKE_HEADERS), self)
        self.mistake_view = _table_view("mistakesTable")
        self.mistake_view.setModel(self.mistake_model)
        delegate = CardsDelegate(self.mistake_view)
        for col in (4, 5, 6):
            self.mistake_view.setItemDelegateForColumn(col, delegate)
        # a double click or Enter (see eventFilter) on a listed mistake replays it
        self.mistake_view.doubleClicked.connect(self._on_double_click)
        self.mistake_view.installEventFilter(self)
        self.mistake_view.selectionModel().selectionChanged.connect(self._update_buttons)
        self.replay_button = QPushButton()
        self.replay_button.setObjectName("replayButton")
        self.replay_button.clicked.connect(self._replay)
        self.analyze_button = QPushButton()
        self.analyze_button.setObjectName("reviewAnalyzeButton")
        self.analyze_button.clicked.connect(self._analyze)
        self.refresh_button = QPushButton()
        self.refresh_button.setObjectName("refreshReviewButton")
        self.refresh_button.clicked.connect(self.refresh)
        self.count_label = QLabel()
        self.count_label.setObjectName("mistakeCount")

        self.sessions_box = sessions_box = QGroupBox()
        sl = QVBoxLayout(sessions_box)
        sl.addWidget(self.sessions)
        sb = QHBoxLayout()
        sb.addStretch(1)
        sb.addWidget(self.export_button)
        sl.addLayout(sb)
        self.mistakes_box = mistakes_box = QGroupBox()
        ml = QVBoxLayout(mistakes_box)
        filters = QHBoxLayout()
        filters.addWidget(self.severity)
        filters.addWidget(self.only_session)
        filters.addStretch(1)
        filters.addWidget(self.count_label)
        ml.addLayout(filters)
        ml.addWidget(self.mistake_view, 1)
        mb = QHBoxLayout()
        mb.addWidget(self.refresh_button)
        mb.addStretch(1)
        mb.addWidget(self.analyze_button)
        mb.addWidget(self.replay_button)
        ml.addLayout(mb)
        splitter = QSplitter(Qt.Orientation.Vertical)
        splitter.addWidget(mistakes_box)
        splitter.addWidget(sessions_box)
        splitter.setStretchFactor(0, 3)
        splitter.setStretchFactor(1, 2)
        layout = QVBoxLayout(self)
        layout.addWidget(self.notice)
        layout.addWidget(splitter, 1)
        self._update_buttons()
        self.retranslate()

    def retranslate(self) -> None:
        """Set the page's headers, buttons and tips in the current language."""
        self.session_model.setHorizontalHeaderLabels(
            [
                self.tr("Started"),
                self.tr("Pay table"),
                self.tr("Hands"),
                self.tr("Mistakes"),
                self.tr("EV lost (coins)"),
                self.tr("Your return"),
                self.tr("Credits"),
            ]
        )
        self.mistake_model.setHorizontalHeaderLabels(
            [
                self.tr("EV lost / coin"),
                self.tr("Cost (coins)"),
                self.tr("Severity"),
                self.tr("Pay table"),
                self.tr("Dealt"),
                self.tr("Your hold"),
                self.tr("Best hold"),
                self.tr("Played"),
                self.tr("Help"),
            ]
        )
        self.sessions.setToolTip(self.tr("Your practice sessions, newest first"))
        self.export_button.setText(self.tr("Export session as CSV…"))
        self.severity.setToolTip(self.tr("Which mistakes to list: all, major or minor"))
        self.severity.setItemText(0, self.tr("All mistakes"))
        self.severity.setItemText(1, self.tr("Major mistakes"))
        self.severity.setItemText(2, self.tr("Minor mistakes"))
        self.only_session.setText(self.tr("Only the selected session"))
        self.only_session.setToolTip(
            self.tr("List only the mistakes of the session selected above")
        )
        self.mistake_view.setToolTip(self.tr("Your past mistakes, the costliest first"))
        self.replay_button.setText(self.tr("Replay in practice"))
        self.replay_button.setToolTip(
            self.tr("Deal exactly this hand again, on the same pay table")
        )
        self.analyze_button.setText(self.tr("Analyze this hand"))
        self.refresh_button.setText(self.tr("Refresh"))
        self.refresh_button.setToolTip(
            self.tr("Read the sessions and mistakes again from the history")
        )
        self.sessions_box.setTitle(self.tr("Sessions"))
        self.mistakes_box.setTitle(self.tr("Past mistakes, largest first"))

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
            if self.isVisible():
                self.refresh()  # the rows' texts in the new language

    def _severity_text(self, severity: Severity) -> str:
        """A mistake's severity as the list shows it."""
        texts = {
            Severity.MAJOR: self.tr("major"),
            Severity.MINOR: self.tr("minor"),
            Severity.CORRECT: self.tr("correct"),
        }
        return texts.get(severity, str(severity))

    def _help_text(self, assistance: Assistance) -> str:
        """How a mistake's hand was helped (empty: played without help)."""
        texts = {
            Assistance.HINT: self.tr("after a hint"),
            Assistance.WARNING: self.tr("after a warning"),
            Assistance.REPLAY: self.tr("replayed"),
        }
        return texts.get(assistance, "")

    # ---------------------------------------------------------------- history

    @property
    def loading(self) -> bool:
        """True while a read of the history is on its way."""
        return self._loading > 0

    def set_history(self, history: HistoryAccess | None, message: str = "") -> None:
        """Use this history (``None``: none, with ``message`` saying why)."""
        self.history = history
        self.notice.setText(message)
        self.notice.setVisible(bool(message))
        self.setProperty("historyAvailable", history is not None)
        for w in (
            self.sessions,
            self.mistake_view,
            self.severity,
            self.only_session,
            self.refresh_button,
        ):
            w.setEnabled(history is not None)
        self.refresh()

    def _failed(self, exc: VPError) -> None:
        self.notice.setText(self.tr("The history cannot be read: {error}").format(error=exc))
        self.notice.show()
        self.statusMessage.emit(str(exc))

    def refresh(self) -> None:
        """Read the sessions and mistakes again."""
        self._refresh_sessions()
        self.refresh_mistakes()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self.refresh()
        call_later(self, 0, self._fit_columns)

    def _fit_columns(self) -> None:
        """Size the columns to their contents (once the lists are laid out)."""
        for view in (self.sessions, self.mistake_view):
            for col in range(view.model().columnCount() - 1):
                view.resizeColumnToContents(col)

    def _ask(
        self,
        read: HistoryRequest[T],
        show: Callable[[T], None],
    ) -> bool:
        """Read the history on its thread; ``show`` the answer here."""
        if self.history is None:
            return False

        def done(result: T) -> None:
            self._loading -= 1
            show(result)

        def failed(exc: VPError) -> None:
            self._loading -= 1
            self._failed(exc)

        self._loading += 1
        if not self.history.call(read, done, failed):
            self._loading -= 1
            return False
        return True

    def _refresh_sessions(self) -> None:
        self._sessions_asked += 1
        asked = self._sessions_asked
        if self.history is None:
            self._show_sessions(asked, ())
            return

        if not self._ask(ReadSummaries(), lambda found: self._show_sessions(asked, found)):
            self._show_sessions(asked, ())

    def _show_sessions(self, asked: int, summaries: tuple[SessionSummary, ...]) -> None:
        if asked != self._sessions_asked:
            return  # a newer read is on its way
        selected = self.selected_session()
        self.session_model.removeRows(0, self.session_model.rowCount())
        self.summaries = summaries
        for s in self.summaries:
            if s.player_return is None or (s.hands and not s.unaided_hands):
                ret = "—"
            else:
                ret = percent(s.player_return)
            started = _item(
                _local(s.session.started), tip=self.tr("Session {id}").format(id=s.session.id)
            )
            started.setData(s.session.id, ID_ROLE)
            hands = _item(
                integer(s.hands),
                right=True,
                tip=self.tr("%n played with help (not graded)", "", s.assisted_hands)
                if s.assisted_hands
                else "",
            )
            self.session_model.appendRow(
                [
                    started,
                    _item(s.session.table_name),
                    hands,
                    _item(
                        self.tr("{mistakes} ({minor} minor, {major} major)").format(
                            mistakes=integer(s.mistakes),
                            minor=integer(s.minor_mistakes),
                            major=integer(s.major_mistakes),
                        )
                    ),
                    _item(format_loss(s.cost), right=True),
                    _item(ret, right=True, tip=self.tr("Counts the hands played without help")),
                    _item(signed_amount(s.credits), right=True),
                ]
            )
        rows = [
            self.session_model.item(r, 0).data(ID_ROLE)
            for r in range(self.session_model.rowCount())
        ]
        if rows:
            self.sessions.selectRow(rows.index(selected) if selected in rows else 0)
        self._update_buttons()

    def selected_session(self) -> int | None:
        """The id of the session selected in the list, if any."""
        rows = self.sessions.selectionModel().selectedRows() if self.sessions.model() else []
        if not rows:
            return None
        value = self.session_model.item(rows[0].row(), 0).data(ID_ROLE)
        return int(value) if value is not None else None

    def _on_session_selected(self, *_: object) -> None:
        if self.only_session.isChecked():
            self.refresh_mistakes()
        self._update_buttons()

    def refresh_mistakes(self) -> None:
        """Read the mistakes again with the current filters."""
        self._mistakes_asked += 1
        asked = self._mistakes_asked
        if self.history is None:
            self.count_label.setText("")
            self._show_mistakes(asked, ())
            return
        session = self.selected_session() if self.only_session.isChecked() else None
        if self.only_session.isChecked() and session is None:
            self._show_mistakes(asked, ())
            self.count_label.setText(self.tr("Select a session"))
            return
        severity = self.severity.currentData()

        read = ReadMistakes(MISTAKE_LIMIT, session, severity)
        if not self._ask(read, lambda found: self._show_mistakes(asked, found)):
            self._show_mistakes(asked, ())

    def _show_mistakes(self, asked: int, mistakes: tuple[PastMistake, ...]) -> None:
        if asked != self._mistakes_asked:
            return
        self.mistake_model.removeRows(0, self.mistake_model.rowCount())
        self.mistakes = mistakes
        for m in self.mistakes:
            g = m.grade
            deal = m.deal
            best = g.best_masks[0] if g.best_masks else 0
            best_cards = tuple(c for i, c in enumerate(deal) if best >> i & 1)
            held = tuple(c for i, c in enumerate(deal) if m.mask >> i & 1)
            best_item = _cards_item(best_cards)
            if len(g.best_masks) > 1:
                best_item.setToolTip(
                    self.tr("Tied best holds:")
                    + "\n"
                    + "\n".join(
                        hold_symbols(tuple(c for i, c in enumerate(deal) if mask >> i & 1))
                        for mask in g.best_masks
                    )
                )
            help_text = self._help_text(m.assistance)
            if m.warned:
                help_text = self.tr("warned, then changed")
            self.mistake_model.appendRow(
                [
                    _item(
                        format_loss(g.ev_lost, 6),
                        right=True,
                        tip=self.tr("Your hold EV {yours}, best {best} per coin").format(
                            yours=number(g.player_ev, 6), best=number(g.best_ev, 6)
                        ),
                    ),
                    _item(
                        format_loss(g.cost),
                        right=True,
                        tip=self.tr("At %n coin", "", g.bet)
                        if g.bet == 1
                        else self.tr("At %n coins", "", g.bet),
                    ),
                    _item(self._severity_text(g.severity)),
                    _item(m.table_name),
                    _cards_item(deal),
                    _cards_item(held),
                    best_item,
                    _item(_local(m.record.played)),
                    _item(help_text),
                ]
            )
        n = len(self.mistakes)
        if self.history is None:
            count = ""
        elif n == MISTAKE_LIMIT:
            count = self.tr("%n mistakes (the %n largest)", "", n)
        elif n == 1:
            count = self.tr("%n mistake", "", n)
        else:
            count = self.tr("%n mistakes", "", n)
        self.count_label.setText(count)
        if n:
            self.mistake_view.selectRow(0)
        self._update_buttons()
        self._fit_columns()

    # ---------------------------------------------------------------- actions

    def selected_mistake(self) -> PastMistake | None:
        """The mistake selected in the list, if any."""
        rows = self.mistake_view.selectionModel().selectedRows()
        if not rows or rows[0].row() >= len(self.mistakes):
            return None
        return self.mistakes[rows[0].row()]

    def select_mistake(self, row: int) -> None:
        """Select a row of the mistake list."""
        self.mistake_view.selectRow(row)

    def _update_buttons(self, *_: object) -> None:
        has = self.selected_mistake() is not None
        self.replay_button.setEnabled(has)
        self.analyze_button.setEnabled(has)
        self.export_button.setEnabled(
            self.history is not None and self.selected_session() is not None
        )

    def _replay(self) -> None:
        m = self.selected_mistake()
        if m is not None:
            self.replayRequested.emit(m)

    def _analyze(self) -> None:
        m = self.selected_mistake()
        if m is not None:
            self.analyzeRequested.emit(m)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if (
            watched is self.mistake_view
            and isinstance(event, QKeyEvent)
            and event.type() == QEvent.Type.KeyPress
            and event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter)
            and self.mistake_view.currentIndex().isValid()
        ):
            self._on_double_click(self.mistake_view.currentIndex())
            return True
        return super().eventFilter(watched, event)

    def _on_double_click(self, index: QModelIndex) -> None:
        self.mistake_view.selectRow(index.row())
        self._replay()

    # ----------------------------------------------------------------- export

    def ask_export(self, session_id: int | None) -> bool:
        """Ask for a file and export a session to it (on the history thread), reporting
        the outcome; True once the export is on its way."""
        if self.history is None or session_id is None:
            QMessageBox.information(
                self,
                self.tr("Nothing to export"),
                self.tr("No session with recorded hands is selected."),
            )
            return False
        name = next(
            (s.session.table_name for s in self.summaries if s.session.id == session_id), ""
        )
        stem = file_stem(f"vptrainer session {session_id} {name}")
        start = str(Path(self.last_folder) / f"{stem}.csv") if self.last_folder else f"{stem}.csv"
        path, _ = QFileDialog.getSaveFileName(
            self, self.tr("Export session"), start, self.tr("CSV (*.csv)")
        )
        if not path:
            return False
        if not path.lower().endswith(".csv"):
            path += ".csv"
        self.last_folder = str(Path(path).parent)

        def exported(n: int) -> None:
            said = (
                self.tr("Exported %n hand to {path}", "", n)
                if n == 1
                else self.tr("Exported %n hands to {path}", "", n)
            )
            self.statusMessage.emit(said.format(path=path))
            self.exported.emit(path)

        def failed(exc: VPError) -> None:
            QMessageBox.warning(self, self.tr("Export failed"), str(exc))

        return self.history.call(ExportSession(session_id, path), exported, failed)

    def ask_export_selected(self) -> bool:
        """Export the session selected in the list."""
        return self.ask_export(self.selected_session())
