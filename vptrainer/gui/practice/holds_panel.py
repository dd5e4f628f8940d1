"""The practice machine's hold table: the 32 holds of the hand, ranked, with a title."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

from vptrainer.core.engine.holds import HandEVs
from vptrainer.gui.widgets.ranked_holds import RankedHoldsView


@dataclass(frozen=True)
class HoldsContent:
    """What the panel shows: a hand's holds (``evs``), or a placeholder text without one."""

    evs: HandEVs | None
    bet: int = 5
    player_mask: int | None = None
    placeholder: str = ""
    title: str = ""  # empty: "All 32 holds"


class HoldsPanel(QWidget):
    """A title over the ranked holds of the hand being played (object name ``holdEvTable``
    while it shows the hand filled last)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.table = RankedHoldsView("holdEvTable")
        self.table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.title = QLabel(self.tr("<b>All 32 holds</b>"))
        self._title = ""
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.title)
        layout.addWidget(self.table, 1)

    def show_content(self, content: HoldsContent) -> None:
        """Show a hand's holds, or the placeholder."""
        self.table.set_hand(
            content.evs,
            bet=content.bet,
            player_mask=content.player_mask,
            placeholder=content.placeholder,
        )
        self._title = content.title
        self.title.setText(content.title or self.tr("<b>All 32 holds</b>"))

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            self.title.setText(self._title or self.tr("<b>All 32 holds</b>"))
