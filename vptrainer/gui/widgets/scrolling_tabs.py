"""A tab widget whose pages scroll when the window is smaller than they need.

The window's minimum size is then set by its menus and bars, not by its tallest or widest
page: every page stays usable on a small screen (1280x720 at 150%, 1024x640), with scroll
bars where it does not fit. The pages are still the tab widget's widgets as far as its
callers are concerned (``widget``, ``currentWidget``, ``indexOf``, ``setCurrentWidget``).
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFrame, QScrollArea, QTabWidget, QWidget


class PageScroll(QScrollArea):
    """The scroll area around one page (``<page's object name>Scroll``)."""

    def __init__(self, page: QWidget, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.page = page
        self.setObjectName(f"{page.objectName() or 'page'}Scroll")
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setWidgetResizable(True)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the page's own widgets take focus
        self.setWidget(page)


class ScrollingTabs(QTabWidget):
    """A :class:`QTabWidget` that puts each page in a :class:`PageScroll`."""

    def addTab(self, page: QWidget, label: str) -> int:  # type: ignore[override]
        return super().addTab(PageScroll(page), label)

    def insertTab(self, index: int, page: QWidget, label: str) -> int:  # type: ignore[override]
        return super().insertTab(index, PageScroll(page), label)

    def removeTab(self, index: int) -> None:
        """Remove a tab; its page is kept (hidden, a child of the tab widget) as
        :meth:`QTabWidget.removeTab` keeps it, and its scroll area goes."""
        scroll = super().widget(index)
        super().removeTab(index)
        if isinstance(scroll, PageScroll):
            page = scroll.takeWidget()
            if page is not None:
                page.hide()
                page.setParent(self)
            scroll.deleteLater()

    def widget(self, index: int) -> QWidget | None:
        scroll = super().widget(index)
        return scroll.page if isinstance(scroll, PageScroll) else scroll

    def currentWidget(self) -> QWidget:
        scroll = super().currentWidget()
        return scroll.page if isinstance(scroll, PageScroll) else scroll

    def indexOf(self, page: QWidget) -> int:
        for i in range(self.count()):
            if self.widget(i) is page:
                return i
        return super().indexOf(page)

    def setCurrentWidget(self, page: QWidget) -> None:
        index = self.indexOf(page)
        if index >= 0:
            self.setCurrentIndex(index)
