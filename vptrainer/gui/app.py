"""Start the desktop app."""

from __future__ import annotations

import sys
from importlib import resources

from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QApplication

from vptrainer import __version__


def app_icon() -> QIcon:
    """The application icon shipped in the package (empty if missing)."""
    icon = QIcon()
    folder = resources.files("vptrainer.resources")
    for name in ("vptrainer.svg", "vptrainer-256.png", "vptrainer-128.png", "vptrainer-64.png"):
        item = folder.joinpath(name)
        if item.is_file():
            with resources.as_file(item) as path:
                icon.addFile(str(path))
    return icon


def make_application(argv: list[str] | None = None) -> QApplication:
    """The QApplication with vptrainer's names (reused when one exists)."""
    existing = QApplication.instance()
    if isinstance(existing, QApplication):
        return existing
    app = QApplication(argv if argv is not None else sys.argv[:1])
    app.setApplicationName("vptrainer")
    app.setOrganizationName("vptrainer")
    app.setApplicationVersion(__version__)
    app.setDesktopFileName("vptrainer")
    app.setWindowIcon(app_icon())
    return app


def run_app(table: str | None = None) -> int:
    """Open the main window (on ``table``, a file or built-in id) and run until it closes."""
    app = make_application()
    from vptrainer.gui.main_window import MainWindow

    window = MainWindow(start_table=table)
    window.show()
    return app.exec()
