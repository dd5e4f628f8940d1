"""The chart base (pyqtgraph): a plot that exports itself to PNG and SVG.

Every chart of the app derives from :class:`Chart`, which offers the exports from
its own context menu (the main window's File > Export uses the same methods).
"""

from __future__ import annotations

import importlib
from pathlib import Path
from typing import Any

import pyqtgraph as pg
import pyqtgraph.exporters
from PySide6.QtWidgets import QFileDialog, QMessageBox, QWidget

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
    """A plot with PNG and SVG export, also offered in its context menu."""

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

    def export_png(self, path: str | Path, width: int = 1600) -> None:
        """Write the chart as a PNG image."""
        exporter = pyqtgraph.exporters.ImageExporter(self.plotItem)
        exporter.parameters()["width"] = width
        exporter.export(str(path))

    def export_svg(self, path: str | Path) -> None:
        """Write the chart as an SVG drawing."""
        exporter = pyqtgraph.exporters.SVGExporter(self.plotItem)
        exporter.export(str(path))

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
            QMessageBox.warning(self, "Export failed", f"Could not write {path}: {exc.strerror}")

    def show_message(self, text: str) -> None:
        """Replace the chart by a short message (no data to show)."""
        self.plotItem.clear()
        item = pg.TextItem(text, color=CHART_MESSAGE, anchor=(0.5, 0.5))
        self.plotItem.addItem(item)
        item.setPos(0.5, 0.5)
        self.plotItem.setXRange(0, 1)
        self.plotItem.setYRange(0, 1)
