"""Help > User guide and Glossary, the first-start pointer, and the window's fit on small
screens, driven through the menus and buttons."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QSize, Qt
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QDialogButtonBox,
    QFrame,
    QLabel,
    QMenu,
    QTextBrowser,
    QToolButton,
)
from pytestqt.qtbot import QtBot

from vptrainer.gui import settings as prefs
from vptrainer.gui.main_window import MainWindow

# what the offscreen platform says when a help window is raised (not a defect of the app)
raise_notice = pytest.mark.qt_log_ignore(r"^This plugin does not support raise\(\)$")

GLOSSARY_TERMS = (
    "EV",
    "Variance",
    "Penalty card",
    "Tied best hold",
    "Seed",
    "Return",
    "Covariance",
    "Risk of ruin",
    "Basic strategy",
    "Exceptions",
    "Short pays",
)


def _help_action(w: MainWindow, text: str):  # type: ignore[no-untyped-def]
    menus = [m for m in w.menuBar().findChildren(QMenu) if m.title() == "&Help"]
    assert len(menus) == 1
    (action,) = [a for a in menus[0].actions() if a.text() == text]
    return action


def _open_dialog(qtbot: QtBot, name: str) -> QDialog:
    def shown() -> list[QDialog]:
        return [
            d
            for d in QApplication.topLevelWidgets()
            if isinstance(d, QDialog) and d.objectName() == name and d.isVisible()
        ]

    qtbot.waitUntil(lambda: len(shown()) == 1)
    return shown()[0]


def _close(qtbot: QtBot, dialog: QDialog) -> None:
    buttons = dialog.findChild(QDialogButtonBox)
    assert buttons is not None
    close = buttons.button(QDialogButtonBox.StandardButton.Close)
    qtbot.mouseClick(close, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not dialog.isVisible())


@pytest.fixture
def fresh(qtbot: QtBot) -> Iterator[MainWindow]:
    """A window on fresh settings, not waiting for its first result; closed after."""
    w = MainWindow()
    qtbot.addWidget(w)
    w.show()
    yield w
    w.close()


@raise_notice
def test_the_user_guide_opens_from_the_help_menu(qtbot: QtBot, fresh: MainWindow) -> None:
    w = fresh
    _help_action(w, "&User guide").trigger()
    dialog = _open_dialog(qtbot, "userGuideDialog")
    text = dialog.findChild(QTextBrowser, "helpText")
    assert text is not None
    body = text.toPlainText()
    for words in ("Analyze (Ctrl+1)", "Practice (Ctrl+2)", "Strategy (Ctrl+4)", "Bankroll"):
        assert words in body
    _close(qtbot, dialog)
    # asked again, the same window comes back
    _help_action(w, "&User guide").trigger()
    assert _open_dialog(qtbot, "userGuideDialog") is dialog
    dialog.close()


@raise_notice
def test_the_glossary_explains_the_trainer_s_words(qtbot: QtBot, fresh: MainWindow) -> None:
    w = fresh
    _help_action(w, "&Glossary").trigger()
    dialog = _open_dialog(qtbot, "glossaryDialog")
    text = dialog.findChild(QTextBrowser, "helpText")
    assert text is not None
    body = text.toPlainText()
    for term in GLOSSARY_TERMS:
        assert f"{term} —" in body or f"{term} (" in body, term
    _close(qtbot, dialog)


def test_the_first_start_pointer_is_shown_once(qtbot: QtBot) -> None:
    first = MainWindow()
    qtbot.addWidget(first)
    first.show()
    frame = first.findChild(QFrame, "firstStartFrame")
    assert frame is not None and frame.isVisible()
    label = first.findChild(QLabel, "firstStartNotice")
    assert label is not None
    assert "Practice (Ctrl+2)" in label.text() and "Strategy" in label.text()
    assert "Ctrl+4" in label.text()
    go = first.findChild(QToolButton, "firstStartPractice")
    assert go is not None
    qtbot.mouseClick(go, Qt.MouseButton.LeftButton)
    assert first.tabs.currentIndex() == 1 and not frame.isVisible()
    first.close()  # the settings are written on close

    again = MainWindow()
    qtbot.addWidget(again)
    again.show()
    assert again.settings.get(prefs.FIRST_START_SHOWN)
    frame = again.findChild(QFrame, "firstStartFrame")
    assert frame is not None and not frame.isVisible()
    again.close()


def test_the_dismiss_button_hides_the_pointer(qtbot: QtBot, fresh: MainWindow) -> None:
    w = fresh
    dismiss = w.findChild(QToolButton, "dismissFirstStart")
    assert dismiss is not None
    qtbot.mouseClick(dismiss, Qt.MouseButton.LeftButton)
    frame = w.findChild(QFrame, "firstStartFrame")
    assert frame is not None and not frame.isVisible()


def test_the_window_fits_a_1024x640_screen(qtbot: QtBot, window: MainWindow) -> None:
    window.practice_view  # noqa: B018  (every page made: the tab widget holds the largest)
    window.tabs.setCurrentWidget(window.bankroll_view)
    window.tabs.setCurrentIndex(0)
    assert window.first_start_frame.isVisible()
    least = window.minimumSizeHint()
    # 1024x640 less a title bar and a panel: room for the first-start pointer too
    assert least.width() <= 1000 and least.height() <= 590, least
    window.resize(QSize(1024, 600))
    qtbot.waitUntil(lambda: window.height() <= 600)
    assert window.statusBar().isVisible()
