"""The pay table being edited: its file, its undo history, and whether it is saved.

Tables are immutable; every edit replaces the whole table through one undoable
command, so undo and redo can never leave a half-applied change behind.
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QUndoCommand, QUndoStack

from vptrainer.core.games.builtin import load_builtin
from vptrainer.core.games.categories import NOTHING_KEY, GameSpec, Wild, category_def, vocabulary
from vptrainer.core.games.paytable import (
    PayLine,
    PayTable,
    PayTableError,
    custom_quad_line,
    named_line,
    to_pay,
)
from vptrainer.core.games.tomlfile import load_paytable, save_paytable

# Keys that mean the same hand across games, used when the wild type changes.
_EQUIVALENT = {"royal_flush": "natural_royal_flush", "natural_royal_flush": "royal_flush"}


class _ReplaceTable(QUndoCommand):
    def __init__(self, doc: PayTableDocument, old: PayTable, new: PayTable, text: str) -> None:
        super().__init__(text)
        self._doc, self._old, self._new = doc, old, new

    def redo(self) -> None:
        self._doc._apply(self._new)

    def undo(self) -> None:
        self._doc._apply(self._old)


class PayTableDocument(QObject):
    """The edited table.

    Signals: ``tableChanged(PayTable)``, ``pathChanged(str)`` (empty: unsaved),
    ``modifiedChanged(bool)``.
    """

    tableChanged = Signal(object)
    pathChanged = Signal(str)
    modifiedChanged = Signal(bool)

    def __init__(self, table: PayTable, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._table = table
        self._path: Path | None = None
        self.undo_stack = QUndoStack(self)
        self.undo_stack.cleanChanged.connect(self._on_clean_changed)

    def _on_clean_changed(self, clean: bool) -> None:
        self.modifiedChanged.emit(not clean)

    # ------------------------------------------------------------------ state

    @property
    def table(self) -> PayTable:
        """The current table."""
        return self._table

    @property
    def path(self) -> Path | None:
        """The file the table was loaded from or saved to, if any."""
        return self._path

    @property
    def modified(self) -> bool:
        """Whether there are edits since the last load or save."""
        return not self.undo_stack.isClean()

    @property
    def source_text(self) -> str:
        """Where the table comes from, for the title bar."""
        if self._path is not None:
            return str(self._path)
        if self._table.builtin_id:
            return f"built-in: {self._table.builtin_id}"
        return "unsaved"

    def _apply(self, table: PayTable) -> None:
        self._table = table
        self.tableChanged.emit(table)

    def _push(self, new: PayTable, text: str) -> None:
        if new == self._table:
            return
        # an edited built-in table is the user's own table from now on
        self.undo_stack.push(_ReplaceTable(self, self._table, _replace(new), text))

    # ---------------------------------------------------------------- loading

    def load(self, table: PayTable, path: Path | None = None) -> None:
        """Replace the document (a new, opened or built-in table); clears the history."""
        self.undo_stack.clear()
        self._path = path
        self._apply(table)
        self.pathChanged.emit("" if path is None else str(path))
        self.modifiedChanged.emit(False)

    def open_file(self, path: str | Path) -> None:
        """Load a TOML file; on error the current table stays as it is."""
        table = load_paytable(path)
        self.load(table, Path(path))

    def open_builtin(self, table_id: str) -> None:
        """Load a built-in table (not tied to a file: saving asks for one)."""
        self.load(load_builtin(table_id))

    def save(self, path: str | Path | None = None) -> Path:
        """Write the table (atomically) to ``path`` or its current file."""
        target = Path(path) if path is not None else self._path
        if target is None:
            raise PayTableError("the table has no file yet; choose one with Save As")
        save_paytable(self._table, target)
        self._path = target
        self.undo_stack.setClean()
        self.pathChanged.emit(str(target))
        return target

    # ---------------------------------------------------------------- editing

    def set_pay(self, key: str, value: object) -> None:
        """Change one line's pay; raises ``PayTableError`` (nothing changes) when invalid."""
        line = self._table.line(key)
        if line is None:
            raise PayTableError(f"{key} is not in this table")
        pay = to_pay(value, where=line.label)
        if pay != line.pays:
            self._push(self._table.with_pay(key, pay), f"Set {line.label} to {pay}")

    def add_category(self, key: str, pays: object = 0) -> None:
        """List a category of the game's vocabulary."""
        line = named_line(self._table.game, key, pays)
        if self._table.line(key) is not None:
            raise PayTableError(f"{line.label} is already in the table")
        self._push(self._table.with_line(line), f"Add {line.label}")

    def add_quad_split(
        self, ranks: str, pays: object, kickers: str | None = None, label: str | None = None
    ) -> None:
        """Add a four-of-a-kind split by quad rank and kicker (``[[quads]]``)."""
        if self._table.wild is not Wild.NONE:
            raise PayTableError("four-of-a-kind splits are for games without wild cards")
        line = custom_quad_line(ranks, pays, kickers=kickers, label=label)
        if self._table.line(line.key) is not None:
            raise PayTableError(f"{line.label} is already in the table")
        self._push(self._table.with_line(line), f"Add {line.label}")

    def remove_category(self, key: str) -> None:
        """Stop paying a category (its hands fall through to the next listed one)."""
        line = self._table.line(key)
        if line is None or key == NOTHING_KEY:
            return
        self._push(self._table.without_line(key), f"Remove {line.label}")

    def rename(self, name: str) -> None:
        """Change the table's name."""
        name = name.strip()
        if not name:
            raise PayTableError("the name must not be empty")
        if name != self._table.name:
            self._push(_replace(self._table, name=name), "Rename")

    def set_wild(self, wild: Wild) -> None:
        """Switch the game; lines the new game also knows keep their pays."""
        if wild is self._table.wild:
            return
        lines: list[PayLine] = []
        for line in self._table.lines:
            key = line.key if category_def(wild, line.key) else _EQUIVALENT.get(line.key, "")
            if key and category_def(wild, key) is not None and all(x.key != key for x in lines):
                lines.append(named_line(wild, key, line.pays))
        self._push(
            _replace(self._table, game=GameSpec.of(wild), lines=tuple(lines), dealt=()),
            f"Switch to wild = {wild}",
        )

    def missing_categories(self) -> list[tuple[str, str]]:
        """(key, label) of the vocabulary categories not listed yet."""
        return [
            (c.key, c.label)
            for c in vocabulary(self._table.game)
            if self._table.line(c.key) is None
        ]


def _replace(table: PayTable, **changes: Any) -> PayTable:
    return replace(table, builtin_id=None, **changes)
