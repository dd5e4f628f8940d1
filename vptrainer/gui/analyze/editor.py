"""The pay-table editor: built-in chooser, name, wild type, and the editable pay lines."""

from __future__ import annotations

from functools import partial
from typing import Any

from PySide6.QtCore import (
    QAbstractTableModel,
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
    QDialogButtonBox,
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

from vptrainer.core.errors import VPError
from vptrainer.core.games.categories import Wild
from vptrainer.core.games.paytable import PayTable, custom_quad_line, format_pay
from vptrainer.gui.analyze.document import PayTableDocument
from vptrainer.gui.style import EDIT_ERROR_STYLE
from vptrainer.gui.widgets.table_chooser import builtin_chooser_model

WILD_CHOICES = (
    (Wild.NONE, "No wild cards"),
    (Wild.DEUCES, "Deuces wild"),
    (Wild.JOKER, "Joker (53 cards)"),
)
MAX_BET = 5
_Index = QModelIndex | QPersistentModelIndex


class PayTableModel(QAbstractTableModel):
    """One row per pay line: category, pay per coin (editable), pay for five coins.

    Signals: ``editRejected(str)`` when a typed pay is refused (the table is unchanged).
    """

    editRejected = Signal(str)
    HEADERS = ("Hand", "Pays (per coin)", f"{MAX_BET} coins")
    KEY_ROLE = Qt.ItemDataRole.UserRole + 1

    def __init__(self, doc: PayTableDocument) -> None:
        super().__init__(doc)
        self._doc = doc
        self._keys = [ln.key for ln in doc.table.lines]
        doc.tableChanged.connect(self._on_table_changed)

    def _on_table_changed(self, table: PayTable) -> None:
        keys = [ln.key for ln in table.lines]
        if keys == self._keys:
            self.dataChanged.emit(self.index(0, 0), self.index(len(keys) - 1, 2))
        else:
            self.beginResetModel()
            self._keys = keys
            self.endResetModel()

    def rowCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._doc.table.lines)

    def columnCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else 3

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if orientation == Qt.Orientation.Horizontal and role == Qt.ItemDataRole.DisplayRole:
            return self.HEADERS[section]
        return None

    def flags(self, index: _Index) -> Qt.ItemFlag:
        base = Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable
        if index.column() == 1:
            return base | Qt.ItemFlag.ItemIsEditable
        return base

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        line = self._doc.table.lines[index.row()]
        col = index.column()
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.EditRole):
            if col == 0:
                return line.label
            if col == 1:
                return format_pay(line.pays)
            return format_pay(line.pays * MAX_BET)
        if role == Qt.ItemDataRole.TextAlignmentRole and col > 0:
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        if role == Qt.ItemDataRole.ToolTipRole:
            if col == 1:
                return "Pay per coin bet, at the maximum bet. Double-click or type to edit."
            return f"{line.label} ({line.key})"
        if role == self.KEY_ROLE:
            return line.key
        return None

    def setData(self, index: _Index, value: Any, role: int = Qt.ItemDataRole.EditRole) -> bool:
        if not index.isValid() or index.column() != 1 or role != Qt.ItemDataRole.EditRole:
            return False
        line = self._doc.table.lines[index.row()]
        try:
            self._doc.set_pay(line.key, value.strip() if isinstance(value, str) else value)
        except VPError as exc:
            self.editRejected.emit(f"Not changed: {exc}")
            return False
        return True

    def key_at(self, row: int) -> str:
        """The category key of a row."""
        return self._doc.table.lines[row].key


class QuadSplitDialog(QDialog):
    """Asks for a four-of-a-kind split: quad ranks, optional kicker ranks, pay, label."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle("Add a four-of-a-kind split")
        self.ranks = QLineEdit(placeholderText="e.g. A,8 or 2-4")
        self.kickers = QLineEdit(placeholderText="optional, e.g. A-4")
        self.pays = QLineEdit(placeholderText="per coin, e.g. 80")
        self.label = QLineEdit(placeholderText="optional, e.g. Four aces or eights")
        self.error = QLabel()
        self.error.setStyleSheet(EDIT_ERROR_STYLE)
        self.error.setWordWrap(True)
        form = QFormLayout()
        form.addRow("Quad ranks", self.ranks)
        form.addRow("Kicker ranks", self.kickers)
        form.addRow("Pays", self.pays)
        form.addRow("Label", self.label)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self._check_and_accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.error)
        layout.addWidget(buttons)

    def values(self) -> tuple[str, str, str | None, str | None]:
        """(ranks, pays, kickers or None, label or None) as typed."""
        return (
            self.ranks.text().strip(),
            self.pays.text().strip(),
            self.kickers.text().strip() or None,
            self.label.text().strip() or None,
        )

    def _check_and_accept(self) -> None:
        ranks, pays, kickers, label = self.values()
        try:
            custom_quad_line(ranks, pays, kickers=kickers, label=label)
        except VPError as exc:
            self.error.setText(str(exc).removeprefix("quads.pays: "))
            return
        self.accept()


class PayTableEditor(QWidget):
    """Edits a :class:`PayTableDocument`.

    Signals: ``builtinRequested(str)``: the user picked a built-in table (the window
    decides, after asking about unsaved changes).
    """

    builtinRequested = Signal(str)

    def __init__(self, doc: PayTableDocument, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.doc = doc

        self.table_combo = QComboBox()
        self.table_combo.setObjectName("tableCombo")
        self.table_combo.setModel(builtin_chooser_model())
        self.table_combo.setPlaceholderText("Your own table")
        self.table_combo.setMaxVisibleItems(24)
        self.table_combo.activated.connect(self._on_combo_activated)

        self.name_edit = QLineEdit()
        self.name_edit.setObjectName("tableNameEdit")
        self.name_edit.editingFinished.connect(self._on_name_edited)
        self.wild_combo = QComboBox()
        self.wild_combo.setObjectName("wildCombo")
        for wild, text in WILD_CHOICES:
            self.wild_combo.addItem(text, wild)
        self.wild_combo.activated.connect(self._on_wild_activated)
        self.published = QLabel()
        self.published.setObjectName("publishedLabel")
        self.published.setWordWrap(True)

        self.model = PayTableModel(doc)
        self.view = QTableView()
        self.view.setObjectName("payTableView")
        self.view.setModel(self.model)
        self.view.verticalHeader().setVisible(False)
        self.view.verticalHeader().setDefaultSectionSize(self.fontMetrics().height() + 8)
        self.view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.view.setEditTriggers(
            QAbstractItemView.EditTrigger.DoubleClicked
            | QAbstractItemView.EditTrigger.EditKeyPressed
            | QAbstractItemView.EditTrigger.AnyKeyPressed
        )
        header = self.view.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.ResizeToContents)
        self.model.editRejected.connect(self.show_error)
        self.model.modelReset.connect(self._select_first_pay)

        self.add_button = QToolButton()
        self.add_button.setText("Add category")
        self.add_button.setObjectName("addCategoryButton")
        self.add_button.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        self.add_menu = QMenu(self.add_button)
        self.add_menu.aboutToShow.connect(self._fill_add_menu)
        self.add_button.setMenu(self.add_menu)
        self.quad_button = QPushButton("Quad split…")
        self.quad_button.setObjectName("addQuadButton")
        self.quad_button.setToolTip("Pay some fours of a kind differently, by rank and kicker")
        self.quad_button.clicked.connect(self.ask_quad_split)
        self.remove_button = QPushButton("Remove")
        self.remove_button.setObjectName("removeCategoryButton")
        self.remove_button.setToolTip("Stop paying the selected hand (Delete)")
        self.remove_button.clicked.connect(self.remove_selected)
        QShortcut(QKeySequence.StandardKey.Delete, self.view, self.remove_selected)

        self.error = QLabel()
        self.error.setObjectName("editorError")
        self.error.setStyleSheet(EDIT_ERROR_STYLE)
        self.error.setWordWrap(True)
        self.error.setVisible(False)

        form = QFormLayout()
        form.addRow("Built-in", self.table_combo)
        form.addRow("Name", self.name_edit)
        form.addRow("Wild cards", self.wild_combo)
        buttons = QHBoxLayout()
        buttons.addWidget(self.add_button)
        buttons.addWidget(self.quad_button)
        buttons.addStretch(1)
        buttons.addWidget(self.remove_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(form)
        layout.addWidget(self.published)
        layout.addWidget(self.view, 1)
        layout.addLayout(buttons)
        layout.addWidget(self.error)

        doc.tableChanged.connect(self._show_table)
        self._show_table(doc.table)

    # ------------------------------------------------------------------ view

    def _select_first_pay(self) -> None:
        self.view.setCurrentIndex(self.model.index(0, 1))

    def _show_table(self, table: PayTable) -> None:
        self.clear_error()
        if self.name_edit.text() != table.name:
            self.name_edit.setText(table.name)
        shorthands = [w for w, _ in WILD_CHOICES]
        if table.wild in shorthands:
            self.wild_combo.setCurrentIndex(shorthands.index(table.wild))
        else:  # a game the chooser has no entry for yet: name it
            self.wild_combo.setPlaceholderText(table.game.describe().capitalize())
            self.wild_combo.setCurrentIndex(-1)
        self.select_builtin(table.builtin_id)
        self.quad_button.setEnabled(table.wild is Wild.NONE)
        if table.builtin_id and table.published_return is not None:
            self.published.setText(f"Published return: {table.published_return * 100:.4f}%")
        elif table.builtin_id:
            self.published.setText("No published return for this table.")
        else:
            self.published.setText("Edited table: the return below is for your pays.")
        if table.notes:
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

    def _on_wild_activated(self, row: int) -> None:
        self.doc.set_wild(self.wild_combo.itemData(row))

    def _fill_add_menu(self) -> None:
        self.add_menu.clear()
        missing = self.doc.missing_categories()
        if not missing:
            self.add_menu.addAction("Every category is listed").setEnabled(False)
        for key, label in missing:
            self.add_menu.addAction(label, partial(self._add, key))

    def _add(self, key: str) -> None:
        try:
            self.doc.add_category(key, 0)
        except VPError as exc:
            self.show_error(str(exc))
            return
        row = [ln.key for ln in self.doc.table.lines].index(key)
        index = self.model.index(row, 1)
        self.view.setCurrentIndex(index)
        self.view.edit(index)

    def ask_quad_split(self) -> None:
        """Ask for a four-of-a-kind split and add it."""
        dialog = QuadSplitDialog(self)
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return
        ranks, pays, kickers, label = dialog.values()
        try:
            self.doc.add_quad_split(ranks, pays, kickers, label)
        except VPError as exc:
            self.show_error(str(exc))

    def remove_selected(self) -> None:
        """Remove the selected line."""
        index = self.view.currentIndex()
        if index.isValid():
            self.doc.remove_category(self.model.key_at(index.row()))
