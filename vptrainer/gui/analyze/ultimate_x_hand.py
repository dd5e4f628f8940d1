"""The Ultimate X page's hand panel: one dealt hand's holds against the total multiplier.

For the hand typed (or an example whose best hold changes with the multiplier) it shows
every hold's exact value at the total multiplier ``M`` chosen, the ranges of ``M`` over
which each best hold is best (the turning points), and a chart of the holds' values
against ``M``; the two tables are the chart's text alternative.
"""

from __future__ import annotations

from itertools import pairwise
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, Qt, Signal
from PySide6.QtWidgets import (
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from vptrainer.core.cards import check_hand, format_cards
from vptrainer.core.errors import VPError
from vptrainer.gui.analyze.page_parts import FigureTable, named
from vptrainer.gui.i18n import number
from vptrainer.gui.jobs.features import UltimateXHandDone
from vptrainer.gui.style import ERROR_STYLE, HINT_STYLE, use

COINS_PLAIN = 5  # a hold's value is per coin of the five-coin pays
MAX_HOLDS_DRAWN = 7


def held_name(codes: str) -> str:
    """A hold's cards, or what holding none is called."""
    return codes or QCoreApplication.translate("UltimateXHandPanel", "Discard all")


class UltimateXHandPanel(QGroupBox):
    """A hand, a total multiplier, and the hand's holds (see the module's text).

    Signals: ``changed()`` when the hand or the total multiplier changes;
    ``exampleWanted()`` when Next example is pressed.
    """

    changed = Signal()
    exampleWanted = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("uxHandBox")
        self.cards: tuple[int, ...] | None = None
        self.deck_size = 52
        self.table_name = ""
        self.done: UltimateXHandDone | None = None
        self._chart: Any = None
        self.edit = QLineEdit()
        self.edit.setObjectName("uxHandEdit")
        self.edit.returnPressed.connect(self._entered)
        self.example_button = QPushButton()
        self.example_button.setObjectName("uxExampleButton")
        self.example_button.clicked.connect(self.exampleWanted)
        self.m_spin = QSpinBox()
        self.m_spin.setObjectName("uxMultiplierSpin")
        self.m_spin.setRange(1, 1)
        self.m_spin.valueChanged.connect(lambda _v: self.changed.emit())
        self.message = QLabel()
        self.message.setObjectName("uxHandMessage")
        self.message.setWordWrap(True)
        self.message.setTextFormat(Qt.TextFormat.PlainText)
        self.holds = FigureTable(
            "uxHoldTable",
            self.tr("Holds of the hand at the total multiplier"),
            (
                self.tr("Hold"),
                self.tr("EV per coin"),
                self.tr("Next multiplier"),
                self.tr("Value at M"),
                self.tr("Cost (coins)"),
            ),
            self.tr("Ultimate X holds"),
        )
        self.turns = FigureTable(
            "uxTurnsTable",
            self.tr("Best hold by range of total multiplier"),
            (self.tr("From M"), self.tr("To M"), self.tr("Best hold")),
            self.tr("Ultimate X turning points"),
        )
        row = QHBoxLayout()
        self.deal_label, self.m_label = QLabel(), QLabel()
        for label, widget, stretch in (
            (self.deal_label, self.edit, 1),
            (self.m_label, self.m_spin, 0),
        ):
            label.setBuddy(widget)
            row.addWidget(label)
            row.addWidget(widget, stretch)
        row.addWidget(self.example_button)
        self.chart_holder = QVBoxLayout()
        tables = QHBoxLayout()
        tables.addWidget(self.holds, 1)
        tables.addWidget(self.turns)
        self.turns.setMaximumWidth(320)
        self.holds.setMinimumHeight(180)
        self.turns.setMinimumHeight(180)
        layout = QVBoxLayout(self)
        layout.addLayout(row)
        layout.addWidget(self.message)
        layout.addLayout(self.chart_holder)
        layout.addLayout(tables)
        self.retranslate()

    def retranslate(self) -> None:
        """Every static text in the current language (the tables keep their rows)."""
        self.setTitle(self.tr("Holds against the total multiplier"))
        named(self, "uxHandBox", self.tr("Holds of a hand against the total multiplier"))
        named(
            self.edit,
            "uxHandEdit",
            self.tr("Dealt hand"),
            self.tr("Five cards such as Jh Qh Kh 7c 7d; press Enter to show their holds."),
        )
        self.edit.setPlaceholderText(self.tr("Five cards, such as Jh Qh Kh 7c 7d"))
        self.example_button.setText(self.tr("Next example"))
        named(
            self.example_button,
            "uxExampleButton",
            self.tr("Show another deal whose best hold changes with the multiplier"),
            self.tr("Show another deal whose best hold changes with the total multiplier"),
        )
        named(
            self.m_spin,
            "uxMultiplierSpin",
            self.tr("Total multiplier"),
            self.tr("The sum of the lines' multipliers"),
        )
        named(self.message, "uxHandMessage", self.tr("Hand message"))
        self.deal_label.setText(self.tr("Deal:"))
        self.m_label.setText(self.tr("M:"))
        self.holds.set_texts(
            self.tr("Holds of the hand at the total multiplier"),
            (
                self.tr("Hold"),
                self.tr("EV per coin"),
                self.tr("Next multiplier"),
                self.tr("Value at M"),
                self.tr("Cost (coins)"),
            ),
            self.tr("Ultimate X holds"),
        )
        self.turns.set_texts(
            self.tr("Best hold by range of total multiplier"),
            (self.tr("From M"), self.tr("To M"), self.tr("Best hold")),
            self.tr("Ultimate X turning points"),
        )

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    @property
    def chart(self) -> Any:
        """The hold-value chart (made on first use: it loads pyqtgraph)."""
        if self._chart is None:
            from vptrainer.gui.analyze.feature_charts import HoldValueChart

            self._chart = HoldValueChart()
            self._chart.setMinimumHeight(240)
            self._chart.set_table_name(self.table_name)
            self.chart_holder.addWidget(self._chart)
        return self._chart

    @property
    def total(self) -> int:
        """The total multiplier asked about."""
        return self.m_spin.value()

    def set_table(self, name: str, deck_size: int) -> None:
        """The table whose hands are asked about (a hand of another deck is dropped)."""
        self.table_name, self.deck_size = name, deck_size
        if self._chart is not None:
            self._chart.set_table_name(name)
        if self.cards is not None and max(self.cards) >= deck_size:
            self.cards = None
            self.edit.clear()

    def set_range(self, low: int, high: int) -> None:
        """The total multipliers of the game (its chain's states)."""
        self.m_spin.blockSignals(True)
        self.m_spin.setRange(low, high)
        self.m_spin.blockSignals(False)

    def set_cards(self, cards: tuple[int, ...]) -> None:
        """Ask about these cards."""
        self.cards = cards
        self.edit.setText(format_cards(cards))
        self.message.setText("")
        self.changed.emit()

    def say(self, text: str, error: bool = False) -> None:
        """A line under the hand."""
        use(self.message, ERROR_STYLE if error else HINT_STYLE)
        self.message.setText(text)

    def _entered(self) -> None:
        try:
            cards = check_hand(self.edit.text().strip(), self.deck_size)
        except VPError as exc:
            self.say(self.tr("Not a hand: {why}.").format(why=exc), error=True)
            return
        self.say("")
        self.cards = cards
        self.changed.emit()

    def show_hand(self, done: UltimateXHandDone) -> None:
        """The hand's holds at M, the best hold's ranges, and the chart."""
        self.done = done
        hand = done.hand
        top = hand.holds[0].value
        self.holds.set_rows(
            [
                [
                    held_name(h.held_codes),
                    number(h.ev, 6),
                    number(h.mean_next, 4),
                    number(h.value, 6),
                    self.tr("best") if h.best else number(COINS_PLAIN * (top - h.value), 4),
                ]
                for h in hand.holds
            ]
        )
        names = {h.mask: held_name(h.held_codes) for h in hand.holds}
        segments = done.segments
        self.turns.set_rows(
            [[number(s.start, 4), number(s.stop, 4), names[s.mask]] for s in segments]
        )
        drawn = list(dict.fromkeys([s.mask for s in segments] + [h.mask for h in hand.holds]))
        shown = [hand.hold(m) for m in drawn[: max(MAX_HOLDS_DRAWN, len(segments))]]
        turns = [(b.start, names[a.mask], names[b.mask]) for a, b in pairwise(segments)]
        best = names[hand.holds[0].mask]
        if turns:
            self.say(
                self.tr(
                    "The best hold changes %n time(s) as the total multiplier rises; "
                    "at M = {m} hold {best}.",
                    "",
                    len(turns),
                ).format(m=hand.total_multiplier, best=best)
            )
        else:
            self.say(
                self.tr("The best hold is {best} at every total multiplier.").format(best=best)
            )
        self.chart.show_holds(
            [(names[h.mask], float(h.ev), h.future) for h in shown],
            turns,
            hand.result.states,
            hand.total_multiplier,
        )
