"""The chart base (pyqtgraph): a plot that exports itself to PNG, SVG and its data to CSV.

Every chart of the app derives from :class:`PlotChart`, which offers the exports from
its own context menu (the main window's File > Export uses the same methods). A chart
that knows its table (:meth:`PlotChart.set_table_name`) shows the name in its title and
in the default file name. Exports are written atomically: a failed export leaves no
partial file and is reported.

Charts follow the theme: background, axes and text take the palette's colours
(:mod:`vptrainer.gui.style`), and a theme change draws the last ``show_*`` call again.
Each chart has a text alternative: it is reached with Tab, named by its title, described
by its figures, and Enter (or its context menu) shows its data as a table.
"""

from __future__ import annotations

import csv
import functools
import html
import importlib
import io
import math
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

import pyqtgraph as pg
import pyqtgraph.exporters
from pyqtgraph.graphicsItems.ViewBox.ViewBoxMenu import ViewBoxMenu
from PySide6.QtCore import QBuffer, QIODevice, Qt, Signal
from PySide6.QtGui import (
    QFocusEvent,
    QFont,
    QFontInfo,
    QFontMetricsF,
    QImage,
    QKeyEvent,
    QPainter,
    QPaintEvent,
    QPalette,
    QPen,
)
from PySide6.QtWidgets import QFileDialog, QMenu, QMessageBox, QWidget

from vptrainer.core.errors import VPError
from vptrainer.core.storage.fileio import (
    atomic_write_bytes,
    atomic_write_text,
    file_stem,
    spreadsheet_text,
)
from vptrainer.gui.i18n.marks import QT_TRANSLATE_NOOP
from vptrainer.gui.style import CHART_BACKGROUND, CHART_FOREGROUND, CHART_MESSAGE
from vptrainer.gui.theme import theme
from vptrainer.gui.widgets.chart_data import ChartDataDialog, data_summary
from vptrainer.gui.widgets.file_prompts import write_asking

# the theme's colours, updated in place: what pyqtgraph draws by default follows the theme
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


_TITLE_MARGIN = 16  # pixels the title keeps clear of the chart's sides


def file_slug(text: str) -> str:
    """A short, readable, file-name-safe form of a title: ``jacks-or-better-9-6-risk-of-ruin``
    (never starting with a dot; see :func:`vptrainer.core.storage.fileio.file_stem`)."""
    return file_stem(text, "chart")


def _remembered(method: Callable[..., Any]) -> Callable[..., Any]:
    """Wrap a chart's ``show_*`` method: the outermost call is remembered (drawn again
    in a new theme's colours) and the chart's text alternative is brought up to date."""

    @functools.wraps(method)
    def show(self: PlotChart, *args: Any, **kwargs: Any) -> Any:
        self._drawing_depth += 1
        try:
            result = method(self, *args, **kwargs)
        finally:
            self._drawing_depth -= 1
        if self._drawing_depth == 0:
            self._last_drawing = (method, args, kwargs)
            self.update_text_alternative()
        return result

    show._vptrainer_remembered = True  # type: ignore[attr-defined]
    return show


_PATTERNS = {
    "png": QT_TRANSLATE_NOOP("PlotChart", "PNG image (*.png)"),
    "svg": QT_TRANSLATE_NOOP("PlotChart", "SVG drawing (*.svg)"),
    "csv": QT_TRANSLATE_NOOP("PlotChart", "CSV data (*.csv)"),
}


#: The smallest font of a category chart's labels (rows lower than this overlap).
_SMALLEST_ROW_POINTS = 6.0


class _LazyMenuViewBox(pg.ViewBox):  # type: ignore[misc]  # pyqtgraph has no type information
    """A view box whose context menu is made when it is first opened, not with the chart:
    pyqtgraph's menu (its axis controls) was a third of the time it takes to make a chart,
    and a window makes a dozen charts its user may never right-click."""

    menu: QMenu | None

    def __init__(self, fill: Callable[[QMenu], None]) -> None:
        super().__init__(enableMenu=False)
        self.state["enableMenu"] = True  # a right click asks getMenu, which makes it
        self._fill = fill

    def getMenu(self, ev: Any) -> QMenu:  # pyqtgraph's name
        menu: QMenu | None = self.menu
        if menu is None:
            menu = ViewBoxMenu(self)
            self.menu = menu
            self.updateViewLists()
            self._fill(menu)
        return menu

    def getContextMenus(self, event: Any) -> list[Any]:  # pyqtgraph's name
        return list(self.getMenu(event).actions()) if self.menuEnabled() else []


class PlotChart(pg.PlotWidget):  # type: ignore[misc]  # pyqtgraph has no type information
    """A plot with PNG and SVG export, and CSV of its data, also offered in its context menu.

    A chart with data to export overrides :meth:`csv_rows`; its ``show_*`` methods are
    remembered, so that a theme change draws the chart again in the new colours.

    Signals: ``exported(str)`` with the path of each export written.
    """

    exported = Signal(str)

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        for name, value in list(vars(cls).items()):
            wrapped = getattr(value, "_vptrainer_remembered", False)
            if name.startswith("show_") and callable(value) and not wrapped:
                setattr(cls, name, _remembered(value))

    def __init__(self, object_name: str, title: str, parent: QWidget | None = None) -> None:
        super().__init__(parent=parent, viewBox=_LazyMenuViewBox(self._fill_menu))
        self.setObjectName(object_name)
        self.title = title
        self.table_name = ""
        self._drawing_depth = 0
        self._last_drawing: tuple[Callable[..., Any], tuple[Any, ...], dict[str, Any]] | None
        self._last_drawing = None
        self._data_dialog: ChartDataDialog | None = None
        self.setFocusPolicy(Qt.FocusPolicy.TabFocus)  # reached with Tab, never by a click
        self._title_text = ""  # the title asked for (set_title)
        self._title_width = 0.0  # its width on one line
        self._title_lines = 0  # the lines it is shown on
        self.set_title(title)
        self.plotItem.hideButtons()
        self.setMinimumHeight(170)
        # a chart of categories (one row each): its labels' font fits the rows' height
        self._category_count = 0
        self._category_texts: list[pg.TextItem] = []
        self._category_points = 0.0
        self.plotItem.getViewBox().sigResized.connect(self._fit_rows)
        self.plotItem.getViewBox().sigResized.connect(self._fit_title)
        theme().changed.connect(self._theme_changed)
        self._apply_colors()
        self.setAccessibleName(self.tr("Chart: {title}").format(title=self.full_title))
        self.setAccessibleDescription(data_summary([]))

    def _fill_menu(self, menu: QMenu) -> None:
        """The chart's own entries, below pyqtgraph's (made when the menu first opens)."""
        menu.addSeparator()
        menu.addAction(self.tr("Export chart as PNG…"), lambda: self.ask_export("png"))
        menu.addAction(self.tr("Export chart as SVG…"), lambda: self.ask_export("svg"))
        menu.addAction(self.tr("Export data as CSV…"), lambda: self.ask_export("csv"))
        menu.addAction(self.tr("Show data as a table…"), self.show_data_table)

    def context_menu(self) -> QMenu:
        """The chart's context menu (pyqtgraph's view entries, then the exports)."""
        menu: QMenu = self.plotItem.getViewBox().getMenu(None)
        return menu

    # ----------------------------------------------------------- theme and text

    def _apply_colors(self) -> None:
        self.setBackground(CHART_BACKGROUND)
        for side in ("left", "bottom", "right", "top"):
            axis = self.plotItem.getAxis(side)
            axis.setPen(CHART_FOREGROUND)
            axis.setTextPen(CHART_FOREGROUND)
        self.set_title(self.full_title)

    def _theme_changed(self) -> None:
        self._apply_colors()
        self.redraw()

    def redraw(self) -> None:
        """Draw the chart again as it was last shown (in the current theme's colours)."""
        if self._last_drawing is not None:
            method, args, kwargs = self._last_drawing
            method(self, *args, **kwargs)

    def update_text_alternative(self) -> None:
        """Name the chart by its title and describe it by its figures (screen readers)."""
        self.setAccessibleName(self.tr("Chart: {title}").format(title=self.full_title))
        self.setAccessibleDescription(data_summary(self.csv_rows()))
        if self._data_dialog is not None and self._data_dialog.isVisible():
            self._data_dialog.show_rows(self.full_title, self.csv_rows())

    def show_data_table(self) -> ChartDataDialog:
        """Show the chart's data as a table (its text alternative, read by screen readers)."""
        if self._data_dialog is None:
            self._data_dialog = ChartDataDialog(self)
        dialog = self._data_dialog
        dialog.show_rows(self.full_title, self.csv_rows())
        if dialog.isVisible():  # behind the window: brought to the front
            dialog.raise_()
            dialog.activateWindow()
        dialog.show()
        return dialog

    def paintEvent(self, event: QPaintEvent) -> None:
        super().paintEvent(event)
        if self.hasFocus():  # where the keyboard is, in the palette's highlight
            painter = QPainter(self.viewport())
            painter.setPen(QPen(self.palette().color(QPalette.ColorRole.Highlight), 3))
            painter.drawRect(self.viewport().rect().adjusted(1, 1, -2, -2))
            painter.end()

    def focusInEvent(self, event: QFocusEvent) -> None:
        super().focusInEvent(event)
        self.viewport().update()

    def focusOutEvent(self, event: QFocusEvent) -> None:
        super().focusOutEvent(event)
        self.viewport().update()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            self.show_data_table()
            return
        super().keyPressEvent(event)

    def set_title(self, text: str) -> None:
        """Show ``text`` (plain text) as the chart's title: on one line where it fits the
        chart's width, else on two, broken before its last " — " (the table's name on a
        line of its own, not cut off at the chart's edge)."""
        self._title_text = text
        self._title_lines = 1
        self.plotItem.setTitle(html.escape(text, quote=False))
        self._title_width = self.plotItem.titleLabel.item.boundingRect().width()
        self._fit_title()

    def _fit_title(self, *_: object) -> None:
        """The title on the lines the chart's width needs (:meth:`set_title`; again each
        time the plot is laid out anew, its left axis's width known)."""
        head, sep, tail = self._title_text.rpartition(" — ")
        # the title is centred over the plot, right of the left axis
        axis = self.plotItem.getAxis("left")
        room = self.width() - (axis.width() if axis.isVisible() else 0) - _TITLE_MARGIN
        lines = 2 if sep and self._title_width > room else 1
        if lines == self._title_lines:
            return
        self._title_lines = lines
        shown = self._title_text if lines == 1 else f"{head}\n{tail}"
        self.plotItem.setTitle(html.escape(shown, quote=False).replace("\n", "<br>"))

    def title_lines(self) -> int:
        """The lines the title is shown on."""
        return self._title_lines

    @property
    def full_title(self) -> str:
        """The title with the table's name: ``Risk of ruin — Jacks or Better 9/6``."""
        return f"{self.title} — {self.table_name}" if self.table_name else self.title

    def set_table_name(self, name: str) -> None:
        """Name the table the chart shows (in its title and its default file names)."""
        self.table_name = name
        self.set_title(self.full_title)
        self.setAccessibleName(self.tr("Chart: {title}").format(title=self.full_title))

    @property
    def file_stem(self) -> str:
        """A default file name for exports: the table's name, then the chart's title."""
        return file_slug(f"{self.table_name} {self.title}" if self.table_name else self.title)

    def csv_rows(self) -> Sequence[Sequence[object]]:
        """The data behind the chart, a header row first (empty: nothing to export)."""
        return []

    def png_bytes(self, width: int = 1600) -> bytes:
        """The chart as a PNG image."""
        exporter = pyqtgraph.exporters.ImageExporter(self.plotItem)
        exporter.parameters()["width"] = width
        image = exporter.export(toBytes=True)
        if not isinstance(image, QImage) or image.isNull():
            raise OSError(self.tr("the chart could not be drawn"))
        buffer = QBuffer()
        buffer.open(QIODevice.OpenModeFlag.WriteOnly)
        # the stubs say bytes, the binding takes the format as text
        if not image.save(buffer, "PNG"):  # type: ignore[call-overload]
            raise OSError(self.tr("the image could not be encoded as PNG"))
        buffer.close()
        return bytes(buffer.data().data())

    def svg_bytes(self) -> bytes:
        """The chart as an SVG drawing."""
        exporter = pyqtgraph.exporters.SVGExporter(self.plotItem)
        data = exporter.export(toBytes=True)
        if not isinstance(data, bytes):
            raise OSError(self.tr("the chart could not be drawn as SVG"))
        return data

    def csv_text(self) -> str:
        """:meth:`csv_rows` as CSV text (text cells never run as spreadsheet formulas)."""
        rows = self.csv_rows()
        if not rows:
            raise VPError(self.tr("the chart has no data to export yet"))
        buf = io.StringIO()
        writer = csv.writer(buf, lineterminator="\n")
        writer.writerow([f"# {self.full_title}"])
        for row in rows:
            writer.writerow([spreadsheet_text(c) if isinstance(c, str) else c for c in row])
        return buf.getvalue()

    def export_png(
        self, path: str | Path, width: int = 1600, *, replace_read_only: bool = False
    ) -> None:
        """Write the chart as a PNG image (atomically)."""
        atomic_write_bytes(path, self.png_bytes(width), replace_read_only=replace_read_only)

    def export_svg(self, path: str | Path, *, replace_read_only: bool = False) -> None:
        """Write the chart as an SVG drawing (atomically)."""
        atomic_write_bytes(path, self.svg_bytes(), replace_read_only=replace_read_only)

    def export_csv(self, path: str | Path, *, replace_read_only: bool = False) -> None:
        """Write the chart's data as CSV (atomically)."""
        atomic_write_text(path, self.csv_text(), replace_read_only=replace_read_only)

    def export(self, kind: str, path: str | Path, *, replace_read_only: bool = False) -> None:
        """Write ``kind`` (``png``, ``svg`` or ``csv``) to ``path``."""
        if kind == "png":
            self.export_png(path, replace_read_only=replace_read_only)
        elif kind == "svg":
            self.export_svg(path, replace_read_only=replace_read_only)
        else:
            self.export_csv(path, replace_read_only=replace_read_only)

    def ask_export(self, kind: str) -> bool:
        """Ask for a file and export to it; any error is reported and leaves no file."""
        path, _ = QFileDialog.getSaveFileName(
            self,
            self.tr("Export {chart}").format(chart=self.full_title),
            f"{self.file_stem}.{kind}",
            self.tr(_PATTERNS[kind]),
        )
        if not path:
            return False
        if not path.lower().endswith(f".{kind}"):
            path += f".{kind}"
        try:
            if not write_asking(
                self, path, lambda force: self.export(kind, path, replace_read_only=force)
            ):
                return False
        except (OSError, VPError) as exc:
            reason = exc.strerror or str(exc) if isinstance(exc, OSError) else str(exc)
            QMessageBox.warning(
                self,
                self.tr("Export failed"),
                self.tr("Could not write {path}: {reason}").format(path=path, reason=reason),
            )
            return False
        self.exported.emit(path)
        return True

    def clear_plot(self) -> None:
        """Remove everything drawn, ready for new data (axes shown, default ticks)."""
        self.plotItem.clear()
        for side in ("left", "bottom"):
            self.plotItem.getAxis(side).setTicks(None)
            self.plotItem.showAxis(side)
        self.plotItem.invertY(False)
        if self._category_count:
            self._category_count, self._category_texts, self._category_points = 0, [], 0.0
            self.plotItem.getAxis("left").setStyle(tickFont=QFont(self.font()))

    def set_category_rows(self, labels: Sequence[str], texts: Sequence[pg.TextItem] = ()) -> None:
        """One row per category, top down, named on the left axis; the labels (and
        ``texts``, the values written beside the bars) get a smaller font when the rows
        are lower than a line of text, so that they never overlap."""
        axis = self.plotItem.getAxis("left")
        axis.setTicks([[(i, label) for i, label in enumerate(labels)]])
        self.plotItem.invertY(True)
        self.plotItem.setYRange(-0.6, len(labels) - 0.4, padding=0)
        self._category_count, self._category_texts = len(labels), list(texts)
        self._category_points = 0.0
        self._fit_rows()

    def row_font(self) -> QFont:
        """The font of the category labels now (the widget's, or smaller to fit)."""
        font = QFont(self.font())
        if self._category_points:
            font.setPointSizeF(self._category_points)
        return font

    def _fit_rows(self, *_: object) -> None:
        if not self._category_count:
            return
        font = QFont(self.font())
        points = QFontInfo(font).pointSizeF()
        row = self.plotItem.getViewBox().height() / self._category_count
        line = QFontMetricsF(font).height()
        if 0 < row < line:
            points = max(_SMALLEST_ROW_POINTS, points * row / line)
        points = math.floor(points * 2) / 2  # half points: a pixel's resize changes nothing
        if points == self._category_points:
            return
        self._category_points = points
        font.setPointSizeF(points)
        self.plotItem.getAxis("left").setStyle(tickFont=font)
        for text in self._category_texts:
            text.setFont(font)

    @_remembered
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
