"""Windows that fit the screen they open on (a 1280x720 screen at 150% is 853x480)."""

from __future__ import annotations

from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QWidget

FRAME_ALLOWANCE = 40  # a title bar and borders, which the window system adds


def resize_within_screen(window: QWidget, width: int, height: int) -> None:
    """Resize ``window`` to ``width`` x ``height``, or less where its screen's free area
    is smaller (its parent's screen, else the primary one)."""
    anchor = window.parentWidget() or window
    screen = anchor.screen() or QGuiApplication.primaryScreen()
    if screen is not None:
        free = screen.availableGeometry()
        width = min(width, free.width() - FRAME_ALLOWANCE // 2)
        height = min(height, free.height() - FRAME_ALLOWANCE)
    window.resize(width, height)
