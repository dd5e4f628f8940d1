"""Writing a file the user chose: a read-only file is replaced only when the user says so."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMessageBox, QWidget

from vptrainer.core.storage.fileio import ReadOnlyFile, display_path


def write_asking(parent: QWidget | None, path: str, write: Callable[[bool], None]) -> bool:
    """``write(replace_read_only)``: first without replacing a read-only file; when the
    file is read-only, ask (as editors do) and write again only on "Replace". Returns
    False when the user kept the file; other errors are raised to the caller."""
    try:
        write(False)
    except ReadOnlyFile:
        answer = QMessageBox.question(
            parent,
            QCoreApplication.translate("file_prompts", "Replace a read-only file?"),
            QCoreApplication.translate(
                "file_prompts",
                "{path} is read-only. Replace it anyway?\n\nIt keeps its read-only permissions.",
            ).format(path=display_path(path)),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.Cancel,
            QMessageBox.StandardButton.Cancel,
        )
        if answer != QMessageBox.StandardButton.Yes:
            return False
        write(True)
    return True
