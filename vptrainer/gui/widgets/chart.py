"""The chart base (pyqtgraph): a plot that exports itself to PNG and SVG.

Every chart of the app derives from :class:`Chart`, which offers the exports from
its own context menu (the main window's File > Export uses the same methods). An
export is drawn in memory first and written with :mod:`vptrainer.core.fileio`'s atomic
write: a missing folder or a full disk is reported and leaves no file, whole or partial.
"""

from __future__ import annotations

import importlib
from pathlib import Path
from typing import Any

import pyqtgraph as pg
import pyqtgraph.exporters
from PySide6.QtCore import QBuffer, QIODevice, Signal
from PySide6.QtWidgets import QFileDialog, QMessageBox, QWidget

from vptrainer.core.fileio import atomic_write_bytes
from vptrainer.gui.style import CHART_BACKGROUND, CHART_FOREGROUND, CHART_MESSAGE

pg.setConfigOptions(antialias=True, background=CHART_BACKGROUND, foreground=CHART_FOREGROUND)
# the module, not the class of the same name that pyqtgraph.exporters re-exports
_svg_module: Any = importlib.import_module("pyqtgraph.exporters.SVGExporter")


def _close_paths_explicitly(node: Any) -> None:
    """Turn each ``Z`` of an SVG path into a line back to its subpath's start.

    Qt 6.11+ ends closed subpaths with ``Z``, which pyqtgraph 0.14's
    ``correctCoordinates`` cannot parse (pyqtgraph issue 3495); an explicit line
    to the start point draws the same outline.
    """
    for path in node.getElementsByTagName("path"):
        d = path.getAttribute("d")
        if "Z" not in d and "z" not in d:
            continue
        out: list[str] = []
        start = ""
        for token in d.split():
            if token in ("Z", "z"):
                if start:
                    out.append("L" + start)
                continue
            if token[0] in "Mm":
                start = token[1:]
            out.append(token)
        path.setAttribute("d", " ".join(out))


def _install_svg_fix() -> None:
    original = _svg_module.correctCoordinates
    if getattr(original, "_vptrainer_fixed", False):
        return

    def correct_coordinates(node: Any, defs: Any, item: Any, options: Any) -> Any:
        _close_paths_explicitly(node)
        return original(node, defs, item, options)

    correct_coordinates._vptrainer_fixed = True  # type: ignore[attr-defined]
    _svg_module.correctCoordinates = correct_coordinates


_install_svg_fix()


class Chart(pg.PlotWidget):  # type: ignore[misc]  # pyqtgraph has no type information
    """A plot with PNG and SVG export, also offered in its context menu.

    Signals: ``exported(str)`` with the path of a finished export.
    """

    exported = Signal(str)

    def __init__(self, object_name: str, title: str, parent: QWidget | None = None) -> None:
        super().__init__(parent=parent)
        self.setObjectName(object_name)
        self.title = title
        self.plotItem.setTitle(title)
        self.plotItem.setMenuEnabled(True)
        self.plotItem.hideButtons()
        menu = self.plotItem.getViewBox().menu
        menu.addSeparator()
        menu.addAction("Export chart as PNG…", lambda: self.ask_export("png"))
        menu.addAction("Export chart as SVG…", lambda: self.ask_export("svg"))
        self.setMinimumHeight(220)

    @property
    def file_stem(self) -> str:
        """A default file name for exports."""
        return self.title.lower().replace(" ", "-")

    def png_bytes(self, width: int = 1600) -> bytes:
        """The chart as a PNG image, in memory."""
        exporter = pyqtgraph.exporters.ImageExporter(self.plotItem)
        exporter.parameters()["width"] = width
        image = exporter.export(toBytes=True)
        buffer = QBuffer()
        buffer.open(QIODevice.OpenModeFlag.WriteOnly)
        if not image.save(buffer, "PNG"):
            raise OSError("the chart could not be drawn as a PNG image")
        return bytes(buffer.data().data())

    def svg_bytes(self) -> bytes:
        """The chart as an SVG drawing, in memory."""
        exporter = pyqtgraph.exporters.SVGExporter(self.plotItem)
        data = exporter.export(toBytes=True)
        if not isinstance(data, bytes):  # pragma: no cover - pyqtgraph's contract
            raise OSError("the chart could not be drawn as SVG")
        return data

    def export_png(self, path: str | Path, width: int = 1600) -> None:
        """Write the chart as a PNG image (atomically).

        Raises
        ------
        OSError
            When the folder is missing or the disk full; no file is left behind.
        """
        atomic_write_bytes(path, self.png_bytes(width))

    def export_svg(self, path: str | Path) -> None:
        """Write the chart as an SVG drawing (atomically; see :meth:`export_png`)."""
        atomic_write_bytes(path, self.svg_bytes())

    def ask_export(self, kind: str) -> None:
        """Ask for a file and export to it, reporting any error."""
        pattern = "PNG image (*.png)" if kind == "png" else "SVG drawing (*.svg)"
        path, _ = QFileDialog.getSaveFileName(
            self, f"Export {self.title}", f"{self.file_stem}.{kind}", pattern
        )
        if not path:
            return
        if not path.lower().endswith(f".{kind}"):
            path += f".{kind}"
        try:
            (self.export_png if kind == "png" else self.export_svg)(path)
        except OSError as exc:
            QMessageBox.warning(
                self, "Export failed", f"Could not write {path}: {exc.strerror or exc}"
            )
            return
        self.exported.emit(path)

    def clear_plot(self) -> None:
        """Remove everything drawn, ready for new data (axes shown, default ticks)."""
        self.plotItem.clear()
        for side in ("left", "bottom"):
            self.plotItem.getAxis(side).setTicks(None)
            self.plotItem.showAxis(side)
        self.plotItem.invertY(False)

    def show_message(self, text: str) -> None:
        """Replace the chart by a short message (no data to show), without axes."""
        self.clear_plot()
        for side in ("left", "bottom"):
            self.plotItem.hideAxis(side)
        item = pg.TextItem(text, color=CHART_MESSAGE, anchor=(0.5, 0.5))
        self.plotItem.addItem(item)
        item.setPos(0.5, 0.5)
        self.plotItem.setXRange(0, 1)
        self.plotItem.setYRange(0, 1)
