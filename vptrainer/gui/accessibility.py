"""Names and descriptions for screen readers, in one line per widget.

A screen reader says a widget's accessible name when it takes focus, and its description
on request. Buttons and labelled fields are named by their text or their label (a
``QLabel`` buddy); tables, lists, tab widgets and charts are not, so every one of them is
named here. Charts name and describe themselves (:mod:`vptrainer.gui.widgets.plot_chart`).
"""

from __future__ import annotations

from typing import TypeVar

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QTabWidget, QWidget

W = TypeVar("W", bound=QWidget)


def describe(widget: W, name: str, description: str = "") -> W:
    """Give ``widget`` an accessible name and (when given) a description; returns it."""
    widget.setAccessibleName(name)
    if description:
        widget.setAccessibleDescription(description)
    if isinstance(widget, QTabWidget):  # its tab bar is what takes focus
        widget.tabBar().setAccessibleDescription(
            QCoreApplication.translate(
                "accessibility",
                "{name}: the Left and Right arrow keys choose a page. {description}",
            )
            .format(name=name, description=description)
            .strip()
        )
    return widget
