"""Saving and printing the Strategy view's outputs: the file or printer asked for, the
write reported."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication
from PySide6.QtPrintSupport import QPrintDialog, QPrinter
from PySide6.QtWidgets import QDialog, QFileDialog, QMessageBox, QWidget

from vptrainer.core.errors import VPError


def _pattern(kind: str) -> str:
    """The file dialog's filter for ``kind``, in the current language."""
    if kind == "pdf":
        return QCoreApplication.translate("saving", "PDF (*.pdf)")
    if kind == "png":
        return QCoreApplication.translate("saving", "PNG image (*.png)")
    return QCoreApplication.translate("saving", "Strategy text (*.txt)")


def ask_save(parent: QWidget, title: str, stem: str, kind: str) -> str | None:
    """A file to write ``kind`` (``pdf``, ``png``, ``txt``) to, its extension added
    when missing; None when the player cancels."""
    path, _ = QFileDialog.getSaveFileName(parent, title, f"{stem}.{kind}", _pattern(kind))
    if not path:
        return None
    return path if path.lower().endswith(f".{kind}") else f"{path}.{kind}"


def write_reported(parent: QWidget, path: str, write: Callable[[], None]) -> bool:
    """Run ``write``; a failure is said in a message box (False), never raised."""
    try:
        write()
    except (OSError, VPError) as exc:
        reason = exc.strerror or str(exc) if isinstance(exc, OSError) else str(exc)
        QMessageBox.warning(
            parent,
            QCoreApplication.translate("saving", "Export failed"),
            QCoreApplication.translate("saving", "Could not write {path}: {reason}").format(
                path=path, reason=reason
            ),
        )
        return False
    return True


def ask_printer(parent: QWidget, name: str, title: str) -> QPrinter | None:
    """A printer chosen in Qt's print dialog (titled ``title``) for a document called
    ``name``; None when the player cancels."""
    printer = QPrinter(QPrinter.PrinterMode.HighResolution)
    printer.setDocName(name)
    dialog = QPrintDialog(printer, parent)
    dialog.setWindowTitle(title)
    return printer if dialog.exec() == QDialog.DialogCode.Accepted else None
