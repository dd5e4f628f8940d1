"""Choosing a pay table: the built-in tables by family, and a chooser for the views.

:func:`builtin_chooser_model` lists the built-in tables (the pay-table editor's
combo box uses it). :class:`TableChooser`, for practice and the hand analyzer,
adds the table being edited in the Analyze view, tables opened from files or
replayed from the history, and "Open file…".
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, Qt, Signal
from PySide6.QtGui import QFont, QStandardItem, QStandardItemModel
from PySide6.QtWidgets import QComboBox, QFileDialog, QMessageBox, QWidget

from vptrainer.core.errors import VPError
from vptrainer.core.games.builtin import (
    DEFAULT_TABLE_ID,
    builtin_catalog,
    builtin_ids,
    load_builtin,
)
from vptrainer.core.games.paytable import PayTable
from vptrainer.core.games.tomlfile import load_paytable
from vptrainer.gui.i18n import percent

KEY_ROLE = Qt.ItemDataRole.UserRole + 10
EDITED = "edited"
OPEN = "open"


def toml_filter() -> str:
    """The file dialogs' filter for pay tables, in the current language."""
    return QCoreApplication.translate("table_chooser", "Pay tables (*.toml);;All files (*)")


def builtin_chooser_model(parent: QObject) -> QStandardItemModel:
    """Built-in tables grouped by family, each with its published return (a child of
    ``parent``, the widget that shows it)."""
    model = QStandardItemModel(parent)
    families: dict[str, list[Any]] = {}
    for info in builtin_catalog():
        families.setdefault(info.family or "Other", []).append(info)  # family: a game's name
    order = [
        "Jacks or Better",
        "Tens or Better",
        "Bonus Poker",
        "Bonus Poker Deluxe",
        "Double Bonus",
        "Double Double Bonus",
        "Super Double Bonus",
        "Triple Double Bonus",
        "White Hot Aces",
        "Aces and Faces",
        "Aces and Eights",
        "Deuces Wild",
        "Bonus Deuces Wild",
        "Deuces Deluxe",
        "Joker Poker",
    ]
    bold = QFont()
    bold.setBold(True)
    for family in sorted(families, key=lambda f: (order.index(f) if f in order else 99, f)):
        shown = (
            family if family != "Other" else QCoreApplication.translate("table_chooser", "Other")
        )
        header = QStandardItem(shown)
        header.setFlags(Qt.ItemFlag.NoItemFlags)
        header.setFont(bold)
        model.appendRow(header)
        for info in families[family]:
            text = f"    {info.name}"
            if info.published_return is not None:
                text += f"  —  {percent(info.published_return, 2)}"
            item = QStandardItem(text)
            item.setData(info.id, Qt.ItemDataRole.UserRole)
            item.setToolTip(f"{info.name} ({info.id})")
            model.appendRow(item)
    return model


class TableChooser(QComboBox):
    """Chooses the pay table to practise (or analyse a hand) on.

    Entries carry a key: ``builtin:<id>``, ``file:<path>``, ``extra:<n>`` (a table
    from the history), ``edited`` (the Analyze view's table: chosen, it follows the
    edits through :meth:`refresh_edited`) and ``open`` (asks for a file).

    Signals: ``tableChosen(object)`` with the new :class:`PayTable` whenever the
    chosen table changes (choosing an equal table again emits nothing).
    """

    tableChosen = Signal(object)

    def __init__(
        self, current_table: Callable[[], PayTable] | None = None, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self._current_table = current_table
        self._table: PayTable | None = None
        self._tables: dict[str, PayTable] = {}
        self._extras = 0
        self._index = -1
        self.last_folder = ""
        model = builtin_chooser_model(self)
        for row in range(model.rowCount()):
            item = model.item(row)
            table_id = item.data(Qt.ItemDataRole.UserRole)
            if table_id:
                item.setData(f"builtin:{table_id}", KEY_ROLE)
        header = QStandardItem(self.tr("Your tables"))
        header.setFlags(Qt.ItemFlag.NoItemFlags)
        bold = QFont()
        bold.setBold(True)
        header.setFont(bold)
        top = [header]
        if current_table is not None:
            top.append(
                self._item(
                    "    " + self.tr("Table being edited (Analyze view)"),
                    EDITED,
                    self.tr(
                        "The pay table open in the Analyze view: chosen here, practice follows "
                        "its edits"
                    ),
                )
            )
        top.append(
            self._item(
                "    " + self.tr("Open file…"), OPEN, self.tr("Practise on a pay table file (TOML)")
            )
        )
        for i, item in enumerate(top):
            model.insertRow(i, item)
        self.setModel(model)
        self.setMaxVisibleItems(24)
        self.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.setMinimumContentsLength(36)
        self.activated.connect(self._on_activated)

    @staticmethod
    def _item(text: str, key: str, tip: str = "") -> QStandardItem:
        item = QStandardItem(text)
        item.setData(key, KEY_ROLE)
        if tip:
            item.setToolTip(tip)
        return item

    @property
    def std_model(self) -> QStandardItemModel:
        """The entries."""
        model = self.model()
        assert isinstance(model, QStandardItemModel)
        return model

    # ------------------------------------------------------------------ state

    @property
    def table(self) -> PayTable | None:
        """The chosen table (``None`` before the first choice)."""
        return self._table

    @property
    def spec(self) -> str:
        """What to remember in the settings: a built-in id, a file path (absolute),
        ``edited`` for the table being edited, or ``""``."""
        key = self._key(self.currentIndex())
        if key == EDITED:
            return EDITED
        if key.startswith("builtin:"):
            return key.removeprefix("builtin:")
        if key.startswith("file:"):
            return key.removeprefix("file:")
        return ""

    def _key(self, row: int) -> str:
        if row < 0:
            return ""
        return str(self.itemData(row, KEY_ROLE) or "")

    def _row_of(self, key: str) -> int:
        for row in range(self.count()):
            if self._key(row) == key:
                return row
        return -1

    def _select(self, row: int, table: PayTable) -> None:
        self.setCurrentIndex(row)
        self._index = row
        changed = table != self._table
        self._table = table
        self.setToolTip(table.name)
        if changed:
            self.tableChosen.emit(table)

    # ---------------------------------------------------------------- choosing

    def select_builtin(self, table_id: str) -> bool:
        """Choose a built-in table by id; False for an unknown id."""
        row = self._row_of(f"builtin:{table_id}")
        if row < 0:
            return False
        self._select(row, load_builtin(table_id))
        return True

    def select_edited(self) -> bool:
        """Choose the table being edited, as it is now."""
        row = self._row_of(EDITED)
        if row < 0 or self._current_table is None:
            return False
        table = self._current_table()
        self.setItemText(row, "    " + self._edited_text(table.name))
        self._select(row, table)
        return True

    def select_file(self, path: str | Path) -> bool:
        """Choose a pay table file; an unreadable file is reported and nothing changes."""
        try:
            table = load_paytable(path)
        except (OSError, VPError) as exc:
            QMessageBox.warning(self, self.tr("Cannot open the pay table"), str(exc))
            self.setCurrentIndex(self._index)
            return False
        resolved = str(Path(path).resolve())
        self.last_folder = str(Path(resolved).parent)
        key = f"file:{resolved}"
        row = self._row_of(key)
        if row < 0:
            row = self._insert_entry(f"    {table.name}  —  {Path(resolved).name}", key, resolved)
        self._tables[key] = table
        self._select(row, table)
        return True

    def _edited_text(self, name: str) -> str:
        return self.tr("Table being edited: {table}").format(table=name)

    def select_table(self, table: PayTable, origin: str = "") -> None:
        """Choose a table given as an object: its built-in entry when it is one, else an entry
        of its own (``origin`` says where it came from)."""
        if (
            table.builtin_id
            and table.builtin_id in builtin_ids()
            and load_builtin(table.builtin_id) == table
        ):
            self.select_builtin(table.builtin_id)
            return
        for tid in builtin_ids():
            if load_builtin(tid) == table:
                self.select_builtin(tid)
                return
        for key, known in self._tables.items():
            if known == table:
                self._select(self._row_of(key), known)
                return
        origin = origin or self.tr("from the history")
        self._extras += 1
        key = f"extra:{self._extras}"
        row = self._insert_entry(f"    {table.name}  ({origin})", key, origin)
        self._tables[key] = table
        self._select(row, table)

    def restore(self, spec: str) -> str | None:
        """Choose what :attr:`spec` remembered; the default table when it cannot be
        opened, and then the reason (``None`` when it opened)."""
        if not spec or spec == DEFAULT_TABLE_ID:
            self.select_builtin(DEFAULT_TABLE_ID)
            return None
        if spec == EDITED:  # the Analyze view's table, as it is at this start
            if not self.select_edited():
                self.select_builtin(DEFAULT_TABLE_ID)
            return None
        if spec in builtin_ids():
            self.select_builtin(spec)
            return None
        try:
            table = load_paytable(spec)
            resolved = Path(spec).resolve()
        except (OSError, ValueError) as exc:  # VPError included
            self.select_builtin(DEFAULT_TABLE_ID)
            default = load_builtin(DEFAULT_TABLE_ID).name
            why = str(exc).removeprefix(f"{spec}: ")
            return self.tr(
                "Could not open the practice table {table}: {why} ({default} instead)."
            ).format(table=spec, why=why, default=default)
        key = f"file:{resolved}"
        row = self._row_of(key)
        if row < 0:
            row = self._insert_entry(f"    {table.name}  —  {resolved.name}", key, str(resolved))
        self._tables[key] = table
        self._select(row, table)
        return None

    def refresh_edited(self) -> None:
        """The table being edited changed: follow it when it is the one chosen."""
        row = self._row_of(EDITED)
        if row < 0 or self._current_table is None:
            return
        table = self._current_table()
        self.setItemText(row, "    " + self._edited_text(table.name))
        if self._key(self.currentIndex()) == EDITED and table != self._table:
            self._select(row, table)

    def _insert_entry(self, text: str, key: str, tip: str) -> int:
        row = self._row_of(OPEN)
        self.std_model.insertRow(row, self._item(text, key, tip))
        return row

    def _on_activated(self, row: int) -> None:
        key = self._key(row)
        if key == OPEN:
            self.setCurrentIndex(self._index)
            self.ask_file()
        elif key == EDITED:
            self.select_edited()
        elif key.startswith("builtin:"):
            self.select_builtin(key.removeprefix("builtin:"))
        elif key in self._tables:
            self._select(row, self._tables[key])
        else:
            self.setCurrentIndex(self._index)

    def ask_file(self) -> bool:
        """Ask for a pay table file and choose it."""
        path, _ = QFileDialog.getOpenFileName(
            self, self.tr("Practise on a pay table"), self.last_folder, toml_filter()
        )
        if not path:
            self.setCurrentIndex(self._index)
            return False
        return self.select_file(path)

    def showPopup(self) -> None:
        row = self._row_of(EDITED)
        if row >= 0 and self._current_table is not None:
            name = self._current_table().name
            self.setItemText(row, "    " + self._edited_text(name))
        super().showPopup()
