"""Start the desktop app."""

from __future__ import annotations

import os
import sys
import time
from importlib import resources
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject
from PySide6.QtGui import QIcon, QWindow
from PySide6.QtWidgets import QApplication

from vptrainer import __version__
from vptrainer.gui.timers import call_later

if TYPE_CHECKING:  # the window is imported when the app starts, not with this module
    from vptrainer.gui.main_window import MainWindow

ICON_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)


def app_icon() -> QIcon:
    """The application icon shipped in the package (empty if missing).

    The SVG source, plus the PNGs rendered from it (``resources/icons``) for crisp
    small sizes.
    """
    icon = QIcon()
    folder = resources.files("vptrainer.resources")
    items = [
        folder / "vptrainer.svg",
        *(folder / "icons" / f"vptrainer-{size}.png" for size in ICON_SIZES),
    ]
    for item in items:
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
    from vptrainer.gui import settings as prefs
    from vptrainer.gui.i18n.translator import apply_saved_language
    from vptrainer.gui.main_window import MainWindow

    settings = prefs.Settings()
    apply_saved_language(settings)  # before any widget is made: every text in the language
    window = MainWindow(start_table=table, settings=settings)
    window.show()
    probe = os.environ.get(STARTUP_PROBE_ENV)
    if probe:
        try:
            idle = float(os.environ.get(STARTUP_PROBE_IDLE_ENV) or 0)
        except ValueError:
            idle = 0.0
        _StartupProbe(
            window, probe, quit_after=os.environ.get(STARTUP_PROBE_QUIT_ENV) == "1", idle=idle
        )
    return app.exec()


STARTUP_PROBE_ENV = "VPTRAINER_STARTUP_PROBE"
STARTUP_PROBE_QUIT_ENV = "VPTRAINER_STARTUP_PROBE_QUIT"
STARTUP_PROBE_IDLE_ENV = "VPTRAINER_STARTUP_PROBE_IDLE"


class _StartupProbe(QObject):
    """Opt-in start-up timing for benchmarks and the bundle's smoke test (off by default).

    Appends ``window_exposed <epoch s>`` when the main window is first on screen,
    ``first_result <epoch s> <return>`` when the first analysis is shown and
    ``kernels <epoch s> loaded=N compiled=M`` (numba kernels so far) to the file named
    by ``VPTRAINER_STARTUP_PROBE``, after a ``problem <epoch s> <text>`` line for each
    thing the window could not open; with ``VPTRAINER_STARTUP_PROBE_IDLE=S`` the app is
    then left alone for S seconds and ``idle_cpu <epoch s> <cpu s>`` says how much
    processor time the process (every thread) used meanwhile;
    ``VPTRAINER_STARTUP_PROBE_QUIT=1`` then closes the window (which quits the app).
    """

    def __init__(
        self, window: MainWindow, path: str, *, quit_after: bool, idle: float = 0.0
    ) -> None:
        super().__init__(window)
        self._path, self._quit, self._window = path, quit_after, window
        self._idle = idle
        self._cpu = 0.0
        self._exposed = False
        self._said: set[str] = set()
        self._write_problems()
        handle = window.windowHandle()
        if handle is not None and handle.isExposed():
            self._write("window_exposed")
            self._exposed = True
        elif handle is not None:
            handle.installEventFilter(self)
        window.analyze_view.analysisFinished.connect(self._on_result)

    def _write_problems(self) -> None:
        for problem in self._window.problems:
            if problem not in self._said:
                self._said.add(problem)
                self._write("problem", " " + problem.replace("\n", " "))

    def _write(self, event: str, extra: str = "") -> None:
        with Path(self._path).open("a", encoding="utf-8") as f:
            f.write(f"{event} {time.time():.6f}{extra}\n")

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if (
            event.type() == QEvent.Type.Expose
            and not self._exposed
            and isinstance(watched, QWindow)
            and watched.isExposed()
        ):
            self._exposed = True
            self._write("window_exposed")
            watched.removeEventFilter(self)
        return False

    def _on_result(self, result: object) -> None:
        self._window.analyze_view.analysisFinished.disconnect(self._on_result)
        self._write_problems()
        self._write("first_result", f" {getattr(result, 'return_exact', '')}")
        kernels = sys.modules.get("vptrainer.core._numba")
        if kernels is not None:  # loaded from the cache, compiled: none compiled when warm
            loaded, compiled = kernels.cache_stats()
            self._write("kernels", f" loaded={loaded} compiled={compiled}")
        if self._idle > 0:
            self._cpu = time.process_time()
            call_later(self, round(self._idle * 1000), self._after_idle)
        elif self._quit:
            self._window.close()

    def _after_idle(self) -> None:
        self._write("idle_cpu", f" {time.process_time() - self._cpu:.3f}")
        if self._quit:
            self._window.close()
