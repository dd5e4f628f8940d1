"""The pay-table editor: built-in chooser, name, game, the pay lines and the deal bonuses.

Every control hands the document plain values it has checked or the document checks:
the game chooser keeps its :class:`GameSpec` values in a Python list (never in Qt item
data, which turns an enum into text), and every pay typed into a cell is read by the
core's :func:`~vptrainer.core.games.paytable.to_pay`.
"""

from __future__ import annotations

from functools import partial
from typing import Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QEvent,
    QModelIndex,
    QPersistentModelIndex,
    Qt,
    Signal,
)
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QFormLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QMenu,
    QPushButton,
    QTableView,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from vptrainer.core.cards import parse_cards
from vptrainer.core.errors import VPError
from vptrainer.core.games.game_spec import GameSpec, Wild
from vptrainer.core.games.pays import format_pay, published_percent
from vptrainer.core.games.paytable import PayTable
from vptrainer.gui.accessibility import describe
from vptrainer.gui.analyze.dialogs import GameDialog, QuadSplitDialog
from vptrainer.gui.analyze.document import PayTableDocument
from vptrainer.gui.i18n import percent
from vptrainer.gui.i18n.marks import QT_TRANSLATE_NOOP
from vptrainer.gui.style import EDIT_ERROR_STYLE, use
from vptrainer.gui.widgets.table_chooser import builtin_chooser_model

_ONE_EYED_JACKS = frozenset(parse_cards("Jh Js").cards)
#: The games the chooser offers by name (any other through "Other game…").
GAME_CHOICES: tuple[tuple[GameSpec, str], ...] = (
    (GameSpec.of(Wild.NONE), QT_TRANSLATE_NOOP("PayTableEditor", "No wild cards")),
    (GameSpec.of(Wild.DEUCES), QT_TRANSLATE_NOOP("PayTableEditor", "Deuces wild")),
    (GameSpec.of(Wild.JOKER), QT_TRANSLATE_NOOP("PayTableEditor", "Joker (53 cards)")),
    (GameSpec(jokers=2), QT_TRANSLATE_NOOP("PayTableEditor", "Two jokers (54 cards)")),
    (
        GameSpec(jokers=1, wild_ranks=frozenset({0})),
        QT_TRANSLATE_NOOP("PayTableEditor", "Deuces and a joker (53 cards)"),
    ),
    (
        GameSpec(jokers=1, wild_ranks=frozenset({5})),
        QT_TRANSLATE_NOOP("PayTableEditor", "Sevens and a joker (53 cards)"),
    ),
    (
        GameSpec(wild_cards=_ONE_EYED_JACKS, natural_in_place=True),
        QT_TRANSLATE_NOOP("PayTableEditor", "One-eyed jacks"),
    ),
)
OTHER_GAME = QT_TRANSLATE_NOOP("PayTableEditor", "Other game…")
# kept for callers of the first version of the chooser
WILD_CHOICES = tuple((g.wild, text) for g, text in GAME_CHOICES[:3])
MAX_BET = 5
_Index = QModelIndex | QPersistentModelIndex


def _published(value: float) -> str:
    """A published return with the digits it was published with, as the reader writes it."""
    decimals = len(published_percent(value).rstrip("%").partition(".")[2])
    return percent(value, decimals)


class PayTableModel(QAbstractTableModel):
    """One row per line of a section (``"pays"`` or ``"dealt"``): category, pay per coin
    (editable), pay for five coins; ``"pays"`` also the pay per coin on 1 to 4 coins
    (editable; empty when it is the same as at max bet).

    Signals: ``editRejected(str)`` when a typed pay is refused (the table is unchanged).
    """

    editRejected = Signal(str)
    HEADERS = (
        QT_TRANSLATE_NOOP("PayTableModel", "Hand"),
        QT_TRANSLATE_NOOP("PayTableModel", "Pays (per coin)"),
        QT_TRANSLATE_NOOP("PayTableModel", "{coins} coins"),
        QT_TRANSLATE_NOOP("PayTableModel", "Per coin on 1–{coins}"),
    )
    SHORT_COLUMN = 3
    KEY_ROLE = Qt.ItemDataRole.UserRole + 1

    def __init__(self, doc: PayTableDocument, section: str = "pays") -> None:
        super().__init__(doc)
        self._doc = doc
        self.section = section
        self._keys = [ln.key for ln in self._lines(doc.table)]
        doc.tableChanged.connect(self._on_table_changed)

    def _lines(self, table: PayTable) -> tuple[Any, ...]:
        return table.lines if self.section == "pays" else table.dealt

    def _on_table_changed(self, table: PayTable) -> None:
        keys = [ln.key for ln in self._lines(table)]
        if keys == self._keys:
            if keys:
                last = self.columnCount() - 1
                self.dataChanged.emit(self.index(0, 0), self.index(len(keys) - 1, last))
        else:
            self.beginResetModel()
            self._keys = keys
            self.endResetModel()

    def rowCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._lines(self._doc.table))

    def columnCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        if parent.isValid():
            return 0
        return len(self.HEADERS) if self.section == "pays" else len(self.HEADERS) - 1

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if orientation == Qt.Orientation.Horizontal and role == Qt.ItemDataRole.DisplayRole:
            if section == 0 and self.section == "dealt":
                return self.tr("Dealt hand (bonus)")
            coins = MAX_BET if section == 2 else MAX_BET - 1
            return self.tr(self.HEADERS[section]).format(coins=coins)
        return None

    def flags(self, index: _Index) -> Qt.ItemFlag:
        base = Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable
        if index.column() in (1, self.SHORT_COLUMN):
            return base | Qt.ItemFlag.ItemIsEditable
        return base

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        lines = self._lines(self._doc.table)
        if not index.isValid() or index.row() >= len(lines):
            return None
        line = lines[index.row()]
        col = index.column()
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.EditRole):
            if col == 0:
                return line.label
            if col == 1:
                return format_pay(line.pays)
            if col == self.SHORT_COLUMN:
                short = self._doc.table.short_pays(line.key)
                return "" if short is None else format_pay(short)
            return format_pay(line.pays * MAX_BET)
        if role == Qt.ItemDataRole.TextAlignmentRole and col > 0:
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        if role == Qt.ItemDataRole.ToolTipRole:
            if col == 1:
                return self.tr(
                    "Pay per coin bet, at the maximum bet: a whole number, a decimal such "
                    "as 1600.25 or a fraction such as 2000/3. Double-click or type to edit."
                )
            if col == self.SHORT_COLUMN:
                return self.tr(
                    "Pay per coin on 1 to {fewer} coins, where the machine pays less "
                    "than at {coins} coins (a royal of 250); empty: the same as at max "
                    "bet. Double-click or type to edit; clear it to remove."
                ).format(fewer=MAX_BET - 1, coins=MAX_BET)
            if self.section == "dealt":
                return self.tr("Paid when the five dealt cards make {hand} ({key})").format(
                    hand=line.label.lower(), key=line.key
                )
            return f"{line.label} ({line.key})"
        if role == self.KEY_ROLE:
            return line.key
        return None

    def setData(self, index: _Index, value: Any, role: int = Qt.ItemDataRole.EditRole) -> bool:
        editable = index.isValid() and index.column() in (1, self.SHORT_COLUMN)
        if not editable or role != Qt.ItemDataRole.EditRole:
            return False
        lines = self._lines(self._doc.table)
        if index.row() >= len(lines):
            return False
        line = lines[index.row()]
        value = value.strip() if isinstance(value, str) else value
        try:
            if index.column() == self.SHORT_COLUMN:
                self._doc.set_short_pay(line.key, value)
            else:
                self._doc.set_pay(line.key, value, self.section)
        except VPError as exc:
            self.editRejected.emit(self.tr("Not changed: {why}").format(why=exc))
            return False
        return True

    def key_at(self, row: int) -> str:
        """The category key of a row."""
        return str(self._lines(self._doc.table)[row].key)


class PayTableEditor(QWidget):
    """Edits a :class:`PayTableDocument`.

    Signals: ``builtinRequested(str)``: the user picked a built-in table (the window
    decides, after asking about unsaved changes).
    """

    builtinRequested = Signal(str)

    def __init__(self, doc: PayTableDocument, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.doc = doc
        self._games: list[GameSpec] = []  # the game of each entry of the game chooser

        self.table_combo = QComboBox()
        self.table_combo.setObjectName("tableCombo")
        self.table_combo.setToolTip(self.tr("Choose a built-in pay table to analyze and edit"))
        self.table_combo.setModel(builtin_chooser_model(self.table_combo))
        self.table_combo.setMaxVisibleItems(24)
        self.table_combo.activated.connect(self._on_combo_activated)

        self.name_edit = QLineEdit()
        self.name_edit.setObjectName("tableNameEdit")
        self.name_edit.setToolTip(self.tr("The pay table's name, shown in titles and file names"))
        self.name_edit.setMaxLength(200)
        self.name_edit.editingFinished.connect(self._on_name_edited)
        self.wild_combo = QComboBox()
        self.wild_combo.setObjectName("wildCombo")
        self.wild_combo.activated.connect(self._on_game_activated)
        self.game_button = QToolButton()
        self.game_button.setObjectName("gameButton")
        self.game_button.clicked.connect(self.ask_game)
        self.published = QLabel()
        self.published.setObjectName("publishedLabel")
        self.published.setWordWrap(True)

        self.model = PayTableModel(doc, "pays")
        self.view = self._pay_view("payTableView", self.model)
        self.model.modelReset.connect(self._select_first_pay)
        self.dealt_model = PayTableModel(doc, "dealt")
        self.dealt_view = self._pay_view("dealtTableView", self.dealt_model)
        self.dealt_label = QLabel()
        self.dealt_label.setObjectName("dealtLabel")
        self._active_view = self.view

        self.add_button = QToolButton()
        self.add_button.setObjectName("addCategoryButton")
        self.add_button.setToolTip(self.tr("Add a hand the table pays for (a category)"))
        self.add_button.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        self.add_menu = QMenu(self.add_button)
        self.add_menu.setObjectName("addCategoryMenu")
        self.add_menu.aboutToShow.connect(self._fill_add_menu)
        self.add_button.setMenu(self.add_menu)
        self.dealt_button = QToolButton()
        self.dealt_button.setObjectName("addDealtButton")
        self.dealt_button.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        self.dealt_menu = QMenu(self.dealt_button)
        self.dealt_menu.setObjectName("addDealtMenu")
        self.dealt_menu.aboutToShow.connect(self._fill_dealt_menu)
        self.dealt_button.setMenu(self.dealt_menu)
        self.quad_button = QPushButton()
        self.quad_button.setObjectName("addQuadButton")
        self.quad_button.clicked.connect(self.ask_quad_split)
        self.remove_button = QPushButton()
        self.remove_button.setObjectName("removeCategoryButton")
        self.remove_button.clicked.connect(self.remove_selected)
        for view in (self.view, self.dealt_view):
            delete = QShortcut(
                QKeySequence.StandardKey.Delete, view, partial(self.remove_selected, view)
            )
            delete.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)

        self.error = QLabel()
        self.error.setObjectName("editorError")
        use(self.error, EDIT_ERROR_STYLE)
        self.error.setWordWrap(True)
        self.error.setVisible(False)

        game_row = QHBoxLayout()
        game_row.addWidget(self.wild_combo, 1)
        game_row.addWidget(self.game_button)
        form = QFormLayout()
        self.form_labels = (QLabel(), QLabel(), QLabel())
        form.addRow(self.form_labels[0], self.table_combo)
        form.addRow(self.form_labels[1], self.name_edit)
        form.addRow(self.form_labels[2], game_row)
        for label, field in zip(
            self.form_labels, (self.table_combo, self.name_edit, self.wild_combo), strict=True
        ):
            label.setBuddy(field)  # its text names the field (screen readers)
        buttons = QHBoxLayout()
        buttons.addWidget(self.add_button)
        buttons.addWidget(self.quad_button)
        buttons.addWidget(self.dealt_button)
        buttons.addStretch(1)
        buttons.addWidget(self.remove_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(form)
        layout.addWidget(self.published)
        layout.addWidget(self.view, 3)
        layout.addWidget(self.dealt_label)
        layout.addWidget(self.dealt_view)
        layout.addLayout(buttons)
        layout.addWidget(self.error)

        doc.tableChanged.connect(self._show_table)
        self.retranslate()

    def retranslate(self) -> None:
        """The static texts in the current language, and the table's (see _show_table)."""
        self.table_combo.setPlaceholderText(self.tr("Your own table"))
        self.wild_combo.setToolTip(
            self.tr("Which cards are wild (the deck has 52 cards plus its jokers)")
        )
        self.game_button.setText(self.tr("Game…"))
        self.game_button.setToolTip(self.tr("Any game: jokers, wild ranks, specific wild cards"))
        self.dealt_label.setText(self.tr("Bonuses on the deal, on top of the final hand's pay:"))
        self.add_button.setText(self.tr("Add category"))
        self.dealt_button.setText(self.tr("Deal bonus"))
        self.dealt_button.setToolTip(self.tr("Pay a bonus when the five dealt cards make a hand"))
        self.quad_button.setText(self.tr("Quad split…"))
        self.remove_button.setText(self.tr("Remove"))
        self.remove_button.setToolTip(self.tr("Stop paying the selected hand (Delete)"))
        for label, text in zip(
            self.form_labels,
            (self.tr("Built-in"), self.tr("Name"), self.tr("Wild cards")),
            strict=True,
        ):
            label.setText(text)
        self._show_table(self.doc.table)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange and hasattr(self, "form_labels"):
            self.retranslate()
        super().changeEvent(event)

    def _pay_view(self, name: str, model: PayTableModel) -> QTableView:
        view = QTableView()
        view.setObjectName(name)
        pays = name == "payTableView"
        describe(
            view,
            self.tr("Pays") if pays else self.tr("Deal bonuses"),
            self.tr("Each hand and what it pays per coin; type a number or press F2 to change it.")
            if pays
            else self.tr(
                "What a dealt hand pays before the draw; type a number or press F2 to change it."
            ),
        )
        view.setModel(model)
        view.verticalHeader().setVisible(False)
        view.verticalHeader().setDefaultSectionSize(self.fontMetrics().height() + 8)
        view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        view.setEditTriggers(
            QAbstractItemView.EditTrigger.DoubleClicked
            | QAbstractItemView.EditTrigger.EditKeyPressed
            | QAbstractItemView.EditTrigger.AnyKeyPressed
        )
        header = view.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.ResizeToContents)
        if model.columnCount() > PayTableModel.SHORT_COLUMN:
            header.setSectionResizeMode(
                PayTableModel.SHORT_COLUMN, QHeaderView.ResizeMode.ResizeToContents
            )
        model.editRejected.connect(self.show_error)
        view.clicked.connect(lambda _index, v=view: self._set_active(v))
        view.activated.connect(lambda _index, v=view: self._set_active(v))
        return view

    def _set_active(self, view: QTableView) -> None:
        self._active_view = view

    # ------------------------------------------------------------------ view

    def _select_first_pay(self) -> None:
        self.view.setCurrentIndex(self.model.index(0, 1))

    def _fill_game_combo(self, game: GameSpec) -> None:
        self.wild_combo.blockSignals(True)
        self.wild_combo.clear()
        self._games = [g for g, _ in GAME_CHOICES]
        for _, text in GAME_CHOICES:
            self.wild_combo.addItem(self.tr(text))
        if game not in self._games:  # a game the list has no name for: name it
            self._games.append(game)
            self.wild_combo.addItem(
                self.tr("{game} ({cards} cards)").format(
                    game=game.describe().capitalize(), cards=game.deck_size
                )
            )
        self.wild_combo.addItem(self.tr(OTHER_GAME))
        self.wild_combo.setCurrentIndex(self._games.index(game))
        self.wild_combo.blockSignals(False)

    def _show_table(self, table: PayTable) -> None:
        self.clear_error()
        if self.name_edit.text() != table.name:
            self.name_edit.setText(table.name)
        self._fill_game_combo(table.game)
        self.select_builtin(table.builtin_id)
        has_dealt = bool(table.dealt)
        self.dealt_label.setVisible(has_dealt)
        self.dealt_view.setVisible(has_dealt)
        rows = min(len(table.dealt), 6)
        self.dealt_view.setMaximumHeight(
            self.dealt_view.horizontalHeader().sizeHint().height()
            + rows * self.dealt_view.verticalHeader().defaultSectionSize()
            + 2 * self.dealt_view.frameWidth()
            + 2
        )
        if not has_dealt and self._active_view is self.dealt_view:
            self._active_view = self.view
        self.quad_button.setToolTip(
            self.tr("Pay some natural fours of a kind differently, by rank and kicker")
            if table.game.has_wild
            else self.tr("Pay some fours of a kind differently, by rank and kicker")
        )
        if table.published_return is not None:
            published = (
                self.tr("Published return: {percent}")
                if table.builtin_id
                else self.tr("Published return (from the file): {percent}")
            )
            self.published.setText(published.format(percent=_published(table.published_return)))
        elif table.builtin_id:
            self.published.setText(self.tr("No published return for this table."))
        elif not table.lines and not table.dealt:
            self.published.setText(
                self.tr("This table pays nothing: add a category (its return is 0% until then).")
            )
        else:
            self.published.setText(self.tr("Your own table: the return below is for your pays."))
        self.published.setToolTip(table.notes)

    def select_builtin(self, table_id: str | None) -> None:
        """Show ``table_id`` in the chooser (or nothing, for the user's own table)."""
        model = self.table_combo.model()
        for row in range(model.rowCount()):
            if model.index(row, 0).data(Qt.ItemDataRole.UserRole) == table_id and table_id:
                self.table_combo.setCurrentIndex(row)
                return
        self.table_combo.setCurrentIndex(-1)

    def show_error(self, message: str) -> None:
        """Show a refused edit in place, in red."""
        self.error.setText(message)
        self.error.setVisible(True)

    def clear_error(self) -> None:
        """Hide the last error."""
        self.error.clear()
        self.error.setVisible(False)

    # --------------------------------------------------------------- actions

    def _on_combo_activated(self, row: int) -> None:
        table_id = self.table_combo.itemData(row, Qt.ItemDataRole.UserRole)
        if table_id:
            self.builtinRequested.emit(str(table_id))
        self.select_builtin(self.doc.table.builtin_id)  # until the window loads it

    def _on_name_edited(self) -> None:
        try:
            self.doc.rename(self.name_edit.text())
        except VPError as exc:
            self.show_error(str(exc))
            self.name_edit.setText(self.doc.table.name)

    def _on_game_activated(self, row: int) -> None:
        if 0 <= row < len(self._games):
            self._set_game(self._games[row])
        else:  # "Other game…"
            self._fill_game_combo(self.doc.table.game)
            self.ask_game()

    def _set_game(self, game: GameSpec) -> None:
        try:
            self.doc.set_game(game)
        except VPError as exc:
            self.show_error(str(exc))
            self._fill_game_combo(self.doc.table.game)

    def ask_game(self) -> None:
        """Ask for any game (jokers, wild ranks, wild cards) and switch to it."""
        dialog = GameDialog(self.doc.table.game, self)
        if dialog.exec() == QDialog.DialogCode.Accepted and dialog.game is not None:
            self._set_game(dialog.game)

    def _fill_menu(self, menu: QMenu, section: str) -> None:
        menu.clear()
        missing = self.doc.missing_categories(section)
        if not missing:
            menu.addAction(self.tr("Every category is listed")).setEnabled(False)
        for key, label in missing:
            menu.addAction(label, partial(self._add, key, section))

    def _fill_add_menu(self) -> None:
        self._fill_menu(self.add_menu, "pays")

    def _fill_dealt_menu(self) -> None:
        self._fill_menu(self.dealt_menu, "dealt")

    def _add(self, key: str, section: str = "pays") -> None:
        try:
            self.doc.add_category(key, 0, section)
        except VPError as exc:
            self.show_error(str(exc))
            return
        view, model = (
            (self.view, self.model) if section == "pays" else (self.dealt_view, self.dealt_model)
        )
        lines = self.doc.table.lines if section == "pays" else self.doc.table.dealt
        row = [ln.key for ln in lines].index(key)
        index = model.index(row, 1)
        self._active_view = view
        view.setCurrentIndex(index)
        view.setFocus()
        view.edit(index)

    def ask_quad_split(self) -> None:
        """Ask for a four-of-a-kind split and add it (natural in a game with wild cards)."""
        dialog = QuadSplitDialog(self, natural=self.doc.table.game.has_wild)
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return
        ranks, pays, kickers, label = dialog.values()
        try:
            self.doc.add_quad_split(ranks, pays, kickers, label)
        except VPError as exc:
            self.show_error(str(exc))

    def remove_selected(self, view: QTableView | None = None) -> None:
        """Remove the selected line of ``view`` (by default the list last clicked: the pay
        lines or the deal bonuses)."""
        view = view or self._active_view
        index = view.currentIndex()
        if not index.isValid():
            return
        model = self.model if view is self.view else self.dealt_model
        self.doc.remove_category(model.key_at(index.row()), model.section)
