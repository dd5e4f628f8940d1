"""The Bankroll view's inputs: bankroll, risk, cash back, lines, hands, goal, money."""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QDoubleSpinBox,
    QFormLayout,
    QGroupBox,
    QLabel,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from vptrainer.core.bankroll.money import Money, money
from vptrainer.core.bankroll.risk import MAX_BANKROLL, MAX_HANDS
from vptrainer.core.bankroll.texts import dollars_text
from vptrainer.gui.jobs.bankroll import LINE_CHOICES
from vptrainer.gui.style import HINT_STYLE, use


def _decimal(value: float, places: int) -> Fraction:
    """A spin box's value exactly as shown (``0.01`` is 1/100, not a binary float)."""
    return Fraction(f"{value:.{places}f}")


@dataclass(frozen=True)
class Inputs:
    """What the player asked for, exactly as shown."""

    bankroll: Fraction  # bets
    risk: float  # 0-1
    cashback: Fraction  # of coin-in
    lines: int
    hands: int
    goal: Fraction | None  # bets; None: play every round
    wallet: Money


class BankrollInputs(QWidget):
    """A form of the bankroll's inputs.

    Signals: ``changed()`` when any figure that needs computing changes;
    ``moneyChanged()`` when only the denomination or the coins change (dollars only).
    """

    changed = Signal()
    moneyChanged = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.bankroll_spin = self._double("bankrollSpin", 1, MAX_BANKROLL, 0, 1000, " bets")
        self.bankroll_spin.setSingleStep(100)
        self.bankroll_spin.setToolTip("Your bankroll, in bets of one line (coins × denomination)")
        self.risk_spin = self._double("riskSpin", 0.01, 99.99, 2, 5.0, " %")
        self.risk_spin.setToolTip("Find the bankroll whose long-run risk of ruin is this")
        self.cashback_spin = self._double("cashbackSpin", 0, 100, 3, 0.0, " %")
        self.cashback_spin.setSingleStep(0.1)
        self.cashback_spin.setToolTip("Cash back in percent of coin-in, added to every hand")
        self.lines_combo = QComboBox()
        self.lines_combo.setObjectName("linesCombo")
        for n in LINE_CHOICES:
            self.lines_combo.addItem(f"{n} line{'s' if n > 1 else ''}", n)
        self.lines_combo.setToolTip("Lines per round: they share the deal and the hold")
        self.lines_combo.currentIndexChanged.connect(self.changed)
        self.hands_spin = QSpinBox()
        self.hands_spin.setObjectName("handsSpin")
        self.hands_spin.setRange(1, MAX_HANDS)
        self.hands_spin.setValue(5000)
        self.hands_spin.setSingleStep(500)
        self.hands_spin.setGroupSeparatorShown(True)
        self.hands_spin.setSuffix(" rounds")
        self.hands_spin.setToolTip("Rounds in the session (each round plays every line)")
        self.hands_spin.valueChanged.connect(self.changed)
        self.goal_spin = self._double("goalSpin", 0, MAX_BANKROLL, 0, 0, " bets")
        self.goal_spin.setSpecialValueText("none")
        self.goal_spin.setSingleStep(100)
        self.goal_spin.setToolTip("Stop the session when it is this far ahead (none: play on)")
        self.denomination_spin = QDoubleSpinBox()
        self.denomination_spin.setObjectName("denominationSpin")
        self.denomination_spin.setRange(0.01, 10_000)
        self.denomination_spin.setDecimals(2)
        self.denomination_spin.setPrefix("$")
        self.denomination_spin.setValue(0.25)
        self.denomination_spin.setSingleStep(0.25)
        self.denomination_spin.setToolTip("Dollars per coin")
        self.denomination_spin.valueChanged.connect(self._on_money)
        self.coins_spin = QSpinBox()
        self.coins_spin.setObjectName("coinsSpin")
        self.coins_spin.setRange(1, 1000)
        self.coins_spin.setValue(5)
        self.coins_spin.setSuffix(" coins")
        self.coins_spin.setToolTip("Coins per bet (per line)")
        self.coins_spin.valueChanged.connect(self._on_money)
        self.bet_label = QLabel()
        self.bet_label.setObjectName("betDollarsLabel")
        use(self.bet_label, HINT_STYLE)
        self.bet_label.setWordWrap(True)
        self.bankroll_spin.valueChanged.connect(self._update_bet_label)

        risk_box = QGroupBox("Bankroll and risk")
        form = QFormLayout(risk_box)
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        form.addRow("&Bankroll", self.bankroll_spin)
        form.addRow("&Risk of ruin", self.risk_spin)
        form.addRow("Cash bac&k", self.cashback_spin)
        form.addRow("&Lines", self.lines_combo)
        session_box = QGroupBox("Session")
        sform = QFormLayout(session_box)
        sform.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        sform.addRow("&Hands", self.hands_spin)
        sform.addRow("&Goal", self.goal_spin)
        money_box = QGroupBox("Money")
        mform = QFormLayout(money_box)
        mform.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        mform.addRow("&Denomination", self.denomination_spin)
        mform.addRow("C&oins per bet", self.coins_spin)
        mform.addRow(self.bet_label)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(risk_box)
        layout.addWidget(session_box)
        layout.addWidget(money_box)
        layout.addStretch(1)
        self._on_money()

    def _double(
        self, name: str, low: float, high: float, places: int, value: float, suffix: str
    ) -> QDoubleSpinBox:
        spin = QDoubleSpinBox()
        spin.setObjectName(name)
        spin.setRange(low, high)
        spin.setDecimals(places)
        spin.setValue(value)
        spin.setSuffix(suffix)
        spin.setGroupSeparatorShown(True)
        spin.setAlignment(Qt.AlignmentFlag.AlignRight)
        spin.valueChanged.connect(self.changed)
        return spin

    def _update_bet_label(self) -> None:
        wallet = self.wallet
        self.bet_label.setText(
            f"One bet: {wallet.coins} × {dollars_text(wallet.denomination)} = "
            f"{dollars_text(wallet.bet)}; bankroll {dollars_text(wallet.dollars(self.bankroll))}"
        )

    def _on_money(self) -> None:
        self._update_bet_label()
        self.moneyChanged.emit()

    @property
    def wallet(self) -> Money:
        """The denomination and coins per bet."""
        return money(_decimal(self.denomination_spin.value(), 2), self.coins_spin.value())

    @property
    def bankroll(self) -> Fraction:
        """The bankroll in bets."""
        return _decimal(self.bankroll_spin.value(), 0)

    def values(self) -> Inputs:
        """Every input, exactly as shown."""
        goal = _decimal(self.goal_spin.value(), 0)
        return Inputs(
            bankroll=self.bankroll,
            risk=float(_decimal(self.risk_spin.value(), 2) / 100),
            cashback=_decimal(self.cashback_spin.value(), 3) / 100,
            lines=int(self.lines_combo.currentData()),
            hands=self.hands_spin.value(),
            goal=goal if goal > 0 else None,
            wallet=self.wallet,
        )

    def set_lines(self, lines: int) -> None:
        """Choose a number of lines (one of the choices)."""
        index = self.lines_combo.findData(lines)
        if index >= 0:
            self.lines_combo.setCurrentIndex(index)
