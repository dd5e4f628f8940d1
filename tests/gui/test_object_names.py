"""Object names are how tests and users' scripts find a control: two controls of one
window never share one (the Analyze view's feature chooser was once found as the
Bankroll view's)."""

from __future__ import annotations

from collections import Counter

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractButton, QAbstractSpinBox, QComboBox, QLineEdit, QWidget

from vptrainer.gui.main_window import MainWindow

CONTROLS = (QComboBox, QAbstractSpinBox, QLineEdit, QAbstractButton)


def test_no_two_controls_of_the_window_share_an_object_name(window: MainWindow) -> None:
    names = Counter(
        w.objectName()
        for w in window.findChildren(QWidget)
        if w.objectName()
        and isinstance(w, CONTROLS)
        and w.focusPolicy() != Qt.FocusPolicy.NoFocus
        and not w.objectName().startswith("qt_")
        and w.objectName() not in ("ScrollLeftButton", "ScrollRightButton")  # Qt's tab bars
    )
    assert [name for name, n in names.items() if n > 1] == []
