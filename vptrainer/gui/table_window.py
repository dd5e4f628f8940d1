"""A main window over a pay-table document: opening, saving and exporting it.

:class:`TableWindow` is the part of the main window that deals with files: the
questions about unsaved edits, the open and save dialogs, the recent files and the
folders the settings remember, and File > Export > Results.
"""

from __future__ import annotations

from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtWidgets import QFileDialog, QMainWindow, QMenu, QMessageBox

from vptrainer.core.errors import VPError
from vptrainer.core.games.builtin import DEFAULT_TABLE_ID, builtin_ids, load_builtin
from vptrainer.core.games.game_spec import Wild
from vptrainer.core.storage.fileio import file_stem
from vptrainer.gui import settings as prefs
from vptrainer.gui.analyze.document import PayTableDocument
from vptrainer.gui.i18n.messages import text as core_text
from vptrainer.gui.widgets.file_prompts import write_asking
from vptrainer.gui.widgets.table_chooser import toml_filter

if TYPE_CHECKING:
    from vptrainer.gui.analyze.view import AnalyzeView


_NEW_TABLE_BASE = {
    Wild.NONE: DEFAULT_TABLE_ID,
    Wild.DEUCES: "deuces-wild-full-pay",
    Wild.JOKER: "joker-poker-kings-full-pay",
}


class TableWindow(QMainWindow):
    """Opens, saves and exports the table of :attr:`doc` (the main window's base)."""

    doc: PayTableDocument
    settings: prefs.Settings
    analyze_view: AnalyzeView
    recent_menu: QMenu

    def maybe_save(self) -> bool:
        """Ask about unsaved edits; False when the user cancels."""
        if not self.doc.modified:
            return True
        answer = QMessageBox.question(
            self,
            self.tr("Unsaved changes"),
            self.tr("“{table}” has changes that are not saved. Save them?").format(
                table=self.doc.table.name
            ),
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
            replace(
                base, name=self.tr("Untitled"), builtin_id=None, published_return=None, notes=""
            )
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
            self, self.tr("Open pay table"), self.settings.get(prefs.LAST_FOLDER), toml_filter()
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
            QMessageBox.warning(self, self.tr("Cannot open the pay table"), core_text(exc))
            return False
        self.settings.set(prefs.LAST_FOLDER, str(Path(path).parent))
        self.settings.add_recent_file(str(Path(path).resolve()))
        self.settings.set(prefs.LAST_TABLE, str(Path(path).resolve()))
        return True

    def _fill_recent_menu(self) -> None:
        self.recent_menu.clear()
        files = self.settings.get(prefs.RECENT_FILES)
        if not files:
            self.recent_menu.addAction(self.tr("No recent files")).setEnabled(False)
            return
        for path in files:
            action = self.recent_menu.addAction(Path(path).name, partial(self.open_file, path))
            action.setStatusTip(path)
            action.setEnabled(Path(path).is_file())
        self.recent_menu.addSeparator()
        self.recent_menu.addAction(
            self.tr("Clear list"), lambda: self.settings.set(prefs.RECENT_FILES, [])
        )

    def save(self) -> bool:
        """Save to the table's file, or ask for one."""
        if self.doc.path is None:
            return self.save_as()
        return self._save_to(str(self.doc.path))

    def save_as(self) -> bool:
        """Ask for a file and save the table there."""
        start = Path(self.settings.get(prefs.LAST_FOLDER) or Path.home())
        suggested = start / (file_stem(self.doc.table.name, "pay-table") + ".toml")
        path, _ = QFileDialog.getSaveFileName(
            self, self.tr("Save pay table"), str(suggested), toml_filter()
        )
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
            QMessageBox.warning(
                self,
                self.tr("Cannot save"),
                self.tr("Could not save {path}: {reason}").format(path=path, reason=reason),
            )
            return False
        target = saved[-1]
        self.settings.add_recent_file(str(target.resolve()))
        self.settings.set(prefs.LAST_FOLDER, str(target.parent))
        self.settings.set(prefs.LAST_TABLE, str(target.resolve()))
        self.statusBar().showMessage(self.tr("Saved {path}").format(path=target), 5000)
        return True

    def export_results(self, kind: str) -> None:
        """Ask for a file and write the results as CSV or JSON."""
        result = self.analyze_view.results.current_result
        if result is None:
            QMessageBox.information(
                self,
                self.tr("Nothing to export"),
                self.tr(
                    "The results are not up to date with the table yet (or the calculation "
                    "failed); export them once they are."
                ),
            )
            return
        pattern = self.tr("CSV (*.csv)") if kind == "csv" else self.tr("JSON (*.json)")
        stem = file_stem(result.table.name, "results")
        path, _ = QFileDialog.getSaveFileName(
            self, self.tr("Export results"), f"{stem}.{kind}", pattern
        )
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
            QMessageBox.warning(
                self,
                self.tr("Export failed"),
                self.tr("Could not write {path}: {reason}").format(path=path, reason=exc.strerror),
            )
            return
        self.statusBar().showMessage(self.tr("Exported {path}").format(path=path), 5000)
