"""Walk every page of the window (every view, every tab of every view) and look at what a
player sees: text against its background (contrast) and what a screen reader hears
(accessible names). Shared by the theme, accessibility and scaling tests."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator

import pyqtgraph as pg
from PySide6.QtCore import QAbstractItemModel, QAbstractListModel, QModelIndex, Qt
from PySide6.QtGui import QAccessible, QColor, QPalette
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QAbstractScrollArea,
    QAbstractSpinBox,
    QApplication,
    QCheckBox,
    QComboBox,
    QGroupBox,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QRadioButton,
    QTabWidget,
    QTextEdit,
    QToolButton,
    QWidget,
)

from vptrainer.gui.main_window import MainWindow
from vptrainer.gui.style import AA_CONTRAST, contrast
from vptrainer.gui.widgets.plot_chart import PlotChart

_Role = QPalette.ColorRole
MAX_ITEM_ROWS = 60  # rows of a table whose cells are looked at


def every_view(window: MainWindow) -> None:
    """Make every view (they are made on first use)."""
    window.practice_view  # noqa: B018
    window.bankroll_view  # noqa: B018
    window.strategy_view  # noqa: B018


def walk_pages(root: QWidget, visit: Callable[[str], None]) -> None:
    """Show every page of every tab widget under ``root`` in turn (nested ones too) and
    call ``visit(where)`` on each, ``where`` naming the tabs shown."""
    seen: set[int] = set()

    def walk(where: str) -> None:
        visit(where)
        for tabs in root.findChildren(QTabWidget):
            if id(tabs) in seen or not tabs.isVisible():
                continue
            seen.add(id(tabs))
            before = tabs.currentIndex()
            for i in range(tabs.count()):
                tabs.setCurrentIndex(i)
                QApplication.processEvents()
                walk(f"{where} > {tabs.tabText(i).replace('&', '')}")
            tabs.setCurrentIndex(before)

    walk(root.objectName() or type(root).__name__)


def shown(root: QWidget) -> Iterator[QWidget]:
    """The widgets under ``root`` (and ``root``) on screen and enabled."""
    for w in [root, *root.findChildren(QWidget)]:
        if w.isVisible() and w.isEnabled():
            yield w


def _fills(w: QWidget) -> bool:
    sheet = w.styleSheet()
    return (
        w.isWindow()
        or w.autoFillBackground()
        or ("background" in sheet and w.testAttribute(Qt.WidgetAttribute.WA_StyledBackground))
        or ("background" in sheet and isinstance(w, QLabel))
    )


def background(w: QWidget) -> QColor:
    """The colour behind ``w``: its own or the nearest ancestor's that paints one."""
    at: QWidget | None = w
    while at is not None:
        role = at.backgroundRole()
        if _fills(at) and role != _Role.NoRole:
            return at.palette().color(role)
        at = at.parentWidget()
    return w.palette().color(_Role.Window)


_INLINE = re.compile(r"color\s*[:=]\s*[\"']?(#[0-9a-fA-F]{6})")


def text_pairs(w: QWidget) -> Iterator[tuple[str, QColor, QColor]]:
    """Each (what, text colour, background colour) that ``w`` draws."""
    pal = w.palette()
    if isinstance(w, PlotChart):
        bg = w.backgroundBrush().color()
        yield "axis text", w.plotItem.getAxis("left").textPen().color(), bg
        for item in w.scene().items():
            if isinstance(item, pg.TextItem) and item.isVisible() and item.textItem.toPlainText():
                yield f"chart text {item.textItem.toPlainText()[:30]!r}", QColor(item.color), bg
        return
    if isinstance(w, QLabel):
        if w.text().strip() or w.pixmap().isNull() is False:
            bg = background(w)
            yield f"label {w.text()[:40]!r}", pal.color(w.foregroundRole()), bg
            for hexcolor in _INLINE.findall(w.text()):
                yield f"coloured text in {w.text()[:30]!r}", QColor(hexcolor), bg
        return
    if isinstance(w, QCheckBox | QRadioButton | QGroupBox):
        yield f"{type(w).__name__} text", pal.color(_Role.WindowText), background(w)
        return
    if isinstance(w, QToolButton) and w.autoRaise():
        yield "tool button text", pal.color(_Role.ButtonText), background(w)
        return
    if isinstance(w, QAbstractButton):
        yield f"button {w.text()[:30]!r}", pal.color(_Role.ButtonText), pal.color(_Role.Button)
        return
    if isinstance(w, QLineEdit | QAbstractSpinBox | QTextEdit | QPlainTextEdit):
        yield f"{type(w).__name__} text", pal.color(_Role.Text), pal.color(_Role.Base)
        return
    if isinstance(w, QComboBox):
        yield "combo box text", pal.color(_Role.ButtonText), pal.color(_Role.Button)
        return
    if isinstance(w, QAbstractItemView) and w.model() is not None:
        yield from _item_pairs(w, w.model())


def _item_pairs(
    view: QAbstractItemView, model: QAbstractItemModel
) -> Iterator[tuple[str, QColor, QColor]]:
    pal = view.palette()
    text, base = pal.color(_Role.Text), pal.color(_Role.Base)
    yield "table text", text, base
    columns = 1 if isinstance(model, QAbstractListModel) else model.columnCount(QModelIndex())
    for row in range(min(model.rowCount(QModelIndex()), MAX_ITEM_ROWS)):
        for col in range(columns):
            index = model.index(row, col, QModelIndex())
            if not str(model.data(index) or "").strip():
                continue
            fg = model.data(index, Qt.ItemDataRole.ForegroundRole)
            bg = model.data(index, Qt.ItemDataRole.BackgroundRole)
            if fg is None and bg is None:
                continue
            fg_color = QColor(fg.color() if hasattr(fg, "color") else fg) if fg else text
            bg_color = QColor(bg.color() if hasattr(bg, "color") else bg) if bg else base
            if bg is not None and bg_color.alpha() == 0:
                bg_color = base
            yield f"cell ({row}, {col}) {str(model.data(index))[:20]!r}", fg_color, bg_color


def low_contrast(root: QWidget, where: str) -> list[str]:
    """Text under ``root`` whose contrast with its background is below WCAG AA."""
    found = []
    for w in shown(root):
        for what, fg, bg in text_pairs(w):
            ratio = contrast(fg, bg)
            if ratio < AA_CONTRAST:
                name = w.objectName() or type(w).__name__
                found.append(f"{where}: {name}: {what}: {fg.name()} on {bg.name()} = {ratio:.2f}:1")
    return found


def internal_part(w: QWidget) -> bool:
    """A part of another widget that a screen reader reaches through that widget: a spin
    box's or combo box's line edit, a scroll area's viewport, a combo box's list."""
    parent = w.parentWidget()
    if isinstance(parent, QAbstractSpinBox | QComboBox) and isinstance(w, QLineEdit):
        return True
    return isinstance(parent, QAbstractScrollArea) and w is parent.viewport()


def accessible_text(w: QWidget, kind: QAccessible.Text) -> str:
    """What a screen reader hears for ``w``: its name or its description."""
    iface = QAccessible.queryAccessibleInterface(w)
    return iface.text(kind).strip() if iface is not None and iface.isValid() else ""


def unnamed(root: QWidget, where: str) -> list[str]:
    """Focusable widgets under ``root``, on screen, that a screen reader cannot name."""
    found = []
    for w in shown(root):
        if not w.focusPolicy() & Qt.FocusPolicy.TabFocus or internal_part(w):
            continue
        if not accessible_text(w, QAccessible.Text.Name):
            found.append(f"{where}: {type(w).__name__} {w.objectName()!r}")
    return found


def undescribed(root: QWidget, where: str) -> list[str]:
    """Focusable widgets under ``root``, on screen, with no description (nor tooltip)."""
    found = []
    for w in shown(root):
        if not w.focusPolicy() & Qt.FocusPolicy.TabFocus or internal_part(w):
            continue
        if not accessible_text(w, QAccessible.Text.Description):
            name = accessible_text(w, QAccessible.Text.Name)
            found.append(f"{where}: {type(w).__name__} {w.objectName()!r} ({name!r})")
    return found
