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
        self.deal = _action(
            self, "&Deal or draw", "", "Deal a hand, or draw the held cards (Enter or Space)"
        )
        self.hint = _action(self, "&Hint: show the 32 holds", "", "Show the EVs before drawing (H)")
        self.analyze_hand = _action(
            self, "Analyze &this hand", "", "Open the current deal in the hand analyzer"
        )
        self.analyzer = _action(
            self, "Hand &analyzer", "Ctrl+Shift+A", "Type or pick five cards and see all 32 holds"
        )
        self.review = _action(
            self, "&Review mistakes", "Ctrl+Shift+R", "Past mistakes by cost; replay one"
        )
        self.export = _action(
            self,
            "&Export session as CSV…",
            "Ctrl+Shift+E",
            "Write this session's hands to a CSV file",
        )
        self.chart_png = _action(self, "EV-lost chart as &PNG…")
        self.chart_svg = _action(self, "EV-lost chart as S&VG…")
        self.restart = _action(
            self, "Re&start session", "", "Start the drill again (same seed, same deals)"
        )
        self.reset_credits = _action(
            self, "Reset &credits", "", "Put the credit meter back to the starting credits"
        )
        self.warn = warn
        self.guard = guard

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
