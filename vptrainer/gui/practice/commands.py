"""The commands of the window's Practice menu (what they do is connected by the view)."""

from __future__ import annotations

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction, QKeySequence


def _action(parent: QObject, text: str, shortcut: str = "", tip: str = "") -> QAction:
    a = QAction(text, parent)
    if shortcut:
        a.setShortcut(QKeySequence(shortcut))
    if tip:
        a.setStatusTip(tip)
    return a


class PracticeCommands(QObject):
    """The Practice menu's actions: play, pages, exports, session; plus the two warnings
    of the options bar (``warn`` and ``guard``), which :meth:`menu` lists last."""

    def __init__(self, warn: QAction, guard: QAction, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.deal = _action(self, "")
        self.hint = _action(self, "")
        self.analyze_hand = _action(self, "")
        self.analyzer = _action(self, "", "Ctrl+Shift+A")
        self.review = _action(self, "", "Ctrl+Shift+R")
        self.export = _action(self, "", "Ctrl+Shift+E")
        self.chart_png = _action(self, "")
        self.chart_svg = _action(self, "")
        self.restart = _action(self, "")
        self.reset_credits = _action(self, "")
        self.warn = warn
        self.guard = guard
        self.retranslate()

    def retranslate(self) -> None:
        """Name the commands in the current language (the view calls it on a change)."""
        texts = (
            (
                self.deal,
                self.tr("&Deal or draw"),
                self.tr("Deal a hand, or draw the held cards (Enter or Space)"),
            ),
            (
                self.hint,
                self.tr("&Hint: show the 32 holds"),
                self.tr("Show the EVs before drawing (H)"),
            ),
            (
                self.analyze_hand,
                self.tr("Analyze &this hand"),
                self.tr("Open the current deal in the hand analyzer"),
            ),
            (
                self.analyzer,
                self.tr("Hand &analyzer"),
                self.tr("Type or pick five cards and see all 32 holds"),
            ),
            (
                self.review,
                self.tr("&Review mistakes"),
                self.tr("Past mistakes by cost; replay one"),
            ),
            (
                self.export,
                self.tr("&Export session as CSV…"),
                self.tr("Write this session's hands to a CSV file"),
            ),
            (self.chart_png, self.tr("EV-lost chart as &PNG…"), ""),
            (self.chart_svg, self.tr("EV-lost chart as S&VG…"), ""),
            (
                self.restart,
                self.tr("Re&start session"),
                self.tr("Start the drill again (same seed, same deals)"),
            ),
            (
                self.reset_credits,
                self.tr("Reset &credits"),
                self.tr("Put the credit meter back to the starting credits"),
            ),
        )
        for action, text, tip in texts:
            action.setText(text)
            action.setStatusTip(tip)

    def menu(self) -> list[QAction]:
        """The actions in menu order, with separators between the groups."""

        def separator() -> QAction:
            s = QAction(self)
            s.setSeparator(True)
            return s

        return [
            self.deal,
            self.hint,
            self.analyze_hand,
            separator(),
            self.analyzer,
            self.review,
            separator(),
            self.export,
            self.chart_png,
            self.chart_svg,
            separator(),
            self.restart,
            self.reset_credits,
            separator(),
            self.warn,
            self.guard,
        ]
