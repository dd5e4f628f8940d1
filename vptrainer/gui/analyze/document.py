"""The pay table being edited: its file, its undo history, and whether it is saved.

Tables are immutable; every edit replaces the whole table through one undoable
command, so undo and redo can never leave a half-applied change behind. Every edit
goes through :meth:`PayTable.edited <vptrainer.core.games.paytable.PayTable.edited>`:
an edited built-in is the user's own table, renamed "… (edited)", and keeps no
published return (it belongs to the built-in's pays).
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QUndoCommand, QUndoStack

from vptrainer.core.errors import VPError
from vptrainer.core.games.builtin import load_builtin
from vptrainer.core.games.categories import NOTHING_KEY, category_def, vocabulary
from vptrainer.core.games.game_spec import GameSpec, Wild
from vptrainer.core.games.pays import PayTableError, to_pay
from vptrainer.core.games.paytable import PayLine, PayTable, custom_quad_line, named_line
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
            return self.tr("built-in: {table}").format(table=self._table.builtin_id)
        return self.tr("unsaved")

    def _apply(self, table: PayTable) -> None:
        self._table = table
        self.tableChanged.emit(table)

    def _push(self, new: PayTable, text: str) -> None:
        if new == self._table and new.builtin_id == self._table.builtin_id:
            return
        if not isinstance(new, PayTable):  # pragma: no cover - every caller builds one
            raise PayTableError(f"not a pay table: {new!r}")
        self.undo_stack.push(_ReplaceTable(self, self._table, new, text))

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

    def save(self, path: str | Path | None = None, *, replace_read_only: bool = False) -> Path:
        """Write the table (atomically) to ``path`` or its current file (a read-only file
        only when ``replace_read_only``)."""
        target = Path(path) if path is not None else self._path
        if target is None:
            raise PayTableError("the table has no file yet; choose one with Save As")
        save_paytable(self._table, target, replace_read_only=replace_read_only)
        self._path = target
        self.undo_stack.setClean()
        self.pathChanged.emit(str(target))
        return target

    # ---------------------------------------------------------------- editing

    def _lines(self, section: str) -> tuple[PayLine, ...]:
        if section not in ("pays", "dealt"):
            raise PayTableError(f"unknown section {section!r}")
        return self._table.lines if section == "pays" else self._table.dealt

    def line(self, key: str, section: str = "pays") -> PayLine | None:
        """The line ``key`` of ``section`` (``"pays"`` or ``"dealt"``), if listed."""
        return next((ln for ln in self._lines(section) if ln.key == key), None)

    def set_pay(self, key: str, value: object, section: str = "pays") -> None:
        """Change one line's pay; raises ``PayTableError`` (nothing changes) when invalid."""
        line = self.line(key, section)
        if line is None:
            raise PayTableError(f"{key} is not in this table")
        where = line.label if section == "pays" else f"{line.label} dealt (bonus)"
        pay = to_pay(value, where=where)
        if pay != line.pays:
            shown = (
                line.label
                if section == "pays"
                else self.tr("{hand} dealt (bonus)").format(hand=line.label)
            )
            self._push(
                self._table.with_pay(key, pay, section=section),
                self.tr("Set {hand} to {pay}").format(hand=shown, pay=pay),
            )

    def set_short_pay(self, key: str, value: object) -> None:
        """Change what line ``key`` pays per coin on 1 to 4 coins (``None`` or empty text:
        the same as at max bet); raises ``PayTableError`` (nothing changes) when invalid."""
        line = self.line(key)
        if line is None:
            raise PayTableError(f"{key} is not in this table")
        blank = value is None or (isinstance(value, str) and not value.strip())
        pay = None if blank else to_pay(value, where=f"{line.label} on 1 to 4 coins")
        if pay == line.pays:
            pay = None  # the same as at max bet: no short pay
        if pay == self._table.short_pays(key):
            return
        text = (
            self.tr("Pay {hand} as at max bet on 1 to 4 coins").format(hand=line.label)
            if pay is None
            else self.tr("Set {hand} on 1 to 4 coins to {pay}").format(hand=line.label, pay=pay)
        )
        self._push(self._table.with_short_pay(key, pay), text)

    def add_category(self, key: str, pays: object = 0, section: str = "pays") -> None:
        """List a category of the game's vocabulary (in ``[pays]``, or as a deal bonus)."""
        line = named_line(self._table.game, key, pays, section=section)
        if self.line(key, section) is not None:
            raise PayTableError(f"{line.label} is already in the table")
        what = (
            line.label
            if section == "pays"
            else self.tr("{hand} dealt (bonus)").format(hand=line.label)
        )
        self._push(
            self._table.with_line(line, section=section), self.tr("Add {hand}").format(hand=what)
        )

    def add_quad_split(
        self, ranks: str, pays: object, kickers: str | None = None, label: str | None = None
    ) -> None:
        """Add a four-of-a-kind split by quad rank and kicker (``[[quads]]``); in a game
        with wild cards it is paid on natural fours (four cards that are not wild)."""
        natural = self._table.game.has_wild
        line = custom_quad_line(ranks, pays, kickers=kickers, label=label, natural=natural)
        if self._table.line(line.key) is not None:
            raise PayTableError(f"{line.label} is already in the table")
        self._push(self._table.with_line(line), self.tr("Add {hand}").format(hand=line.label))

    def remove_category(self, key: str, section: str = "pays") -> None:
        """Stop paying a category (its hands fall through to the next listed one)."""
        line = self.line(key, section)
        if line is None or key == NOTHING_KEY:
            return
        self._push(
            self._table.without_line(key, section=section),
            self.tr("Remove {hand}").format(hand=line.label),
        )

    def rename(self, name: str) -> None:
        """Change the table's name."""
        name = name.strip()
        if not name:
            raise PayTableError("the name must not be empty")
        if name != self._table.name:
            self._push(self._table.edited(name=name), self.tr("Rename"))

    def set_game(self, game: GameSpec | Wild) -> None:
        """Switch the game; lines and deal bonuses the new game also knows keep their pays
        (natural four-of-a-kind splits too, while the game has wild cards)."""
        try:
            spec = GameSpec.of(game)
        except VPError as exc:
            raise PayTableError(str(exc)) from None
        if spec == self._table.game:
            return
        lines: list[PayLine] = []
        for line in self._table.lines:
            if line.custom:
                if line.quad is not None and spec.has_wild == line.quad.natural:
                    lines.append(line)
                continue
            key = line.key if category_def(spec, line.key) else _EQUIVALENT.get(line.key, "")
            if key and category_def(spec, key) is not None and all(x.key != key for x in lines):
                lines.append(named_line(spec, key, line.pays))
        dealt = [
            named_line(spec, ln.key, ln.pays, section="dealt")
            for ln in self._table.dealt
            if category_def(spec, ln.key) is not None
        ]
        pairs = [
            ln
            for ln in lines
            if (c := category_def(spec, ln.key)) is not None and c.pair_min_rank is not None
        ]
        lines = [ln for ln in lines if ln not in pairs[1:]]
        self._push(
            self._table.edited(game=spec, lines=tuple(lines), dealt=tuple(dealt)),
            self.tr("Switch to {game}").format(game=spec.describe()),
        )

    def set_wild(self, wild: Wild) -> None:
        """Switch to a classic game by its shorthand (see :meth:`set_game`)."""
        self.set_game(wild)

    def missing_categories(self, section: str = "pays") -> list[tuple[str, str]]:
        """(key, label) of the vocabulary categories not listed yet in ``section``."""
        return [
            (c.key, c.label)
            for c in vocabulary(self._table.game)
            if self.line(c.key, section) is None
        ]
