"""The Bankroll view's inputs: the game, bankroll, risk, cash back, lines, hands, goal,
money (denomination, coins per bet, hands an hour) and a progressive royal's meter.

Every input is remembered between runs (:mod:`vptrainer.gui.settings`) when the form
is given the app's settings.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QCheckBox,
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
from vptrainer.core.features.games import GAMES, TITLES
from vptrainer.gui import settings as prefs
from vptrainer.gui.i18n.core_texts import dollars_text
from vptrainer.gui.jobs.bankroll import LINE_CHOICES
from vptrainer.gui.style import HINT_STYLE


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
    feature: str | None = None  # a feature game; None: the base game
    speed: int = 600  # rounds an hour
    meter: Fraction | None = None  # dollars of a max-bet royal, when it is a progressive


def _named(widget: QWidget, name: str, accessible: str, tip: str) -> None:
    widget.setObjectName(name)
    widget.setAccessibleName(accessible)
    widget.setToolTip(tip)


class BankrollInputs(QWidget):
    """A form of the bankroll's inputs.

    Signals: ``changed()`` when any figure that needs computing changes;
    ``moneyChanged()`` when only the denomination, the hands an hour or (for the
    progressive pages) the meter change; ``meterEdited(float)`` with the meter in
    dollars when the player edits it here.
    """

    changed = Signal()
    moneyChanged = Signal()
    meterEdited = Signal(float)

    def __init__(
        self, settings: prefs.Settings | None = None, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.settings = settings
        self.feature_combo = QComboBox()
        _named(
            self.feature_combo,
            "featureCombo",
            "Game",
            "Price the risk and the session of the base game or of one of its feature games",
        )
        self.feature_combo.addItem("The base game", "")
        for game in GAMES:
            self.feature_combo.addItem(TITLES[game], game)
        self.feature_combo.currentIndexChanged.connect(self._on_feature)
        self.feature_note = QLabel()
        self.feature_note.setObjectName("featureNote")
        self.feature_note.setStyleSheet(HINT_STYLE)
        self.feature_note.setWordWrap(True)
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
        self.coins_spin.setToolTip(
            "Coins per bet (per line): below max bet the table's short pays are used"
        )
        self.coins_spin.valueChanged.connect(self._on_coins)
        self.speed_spin = QSpinBox()
        _named(
            self.speed_spin,
            "speedSpin",
            "Hands an hour",
            "Rounds you play an hour: the figures in hours use it",
        )
        self.speed_spin.setRange(1, 100_000)
        self.speed_spin.setValue(600)
        self.speed_spin.setSingleStep(50)
        self.speed_spin.setGroupSeparatorShown(True)
        self.speed_spin.setSuffix(" an hour")
        self.speed_spin.valueChanged.connect(self._on_money)
        self.bet_label = QLabel()
        self.bet_label.setObjectName("betDollarsLabel")
        self.bet_label.setStyleSheet(HINT_STYLE)
        self.bet_label.setWordWrap(True)
        self.bankroll_spin.valueChanged.connect(self._update_bet_label)
        self.meter_check = QCheckBox("Price the royal at this &meter")
        _named(
            self.meter_check,
            "meterCheck",
            "Price the royal at the progressive meter",
            "The risk and the session count the royal at the progressive meter below",
        )
        self.meter_check.toggled.connect(self._on_meter_check)
        self.meter_spin = QDoubleSpinBox()
        _named(
            self.meter_spin,
            "royalMeterSpin",
            "Royal meter in dollars",
            "What a max-bet royal pays now, in dollars",
        )
        self.meter_spin.setRange(0, 1e9)
        self.meter_spin.setDecimals(2)
        self.meter_spin.setPrefix("$")
        self.meter_spin.setGroupSeparatorShown(True)
        self.meter_spin.setSingleStep(100)
        self.meter_spin.setValue(1000)
        self.meter_spin.valueChanged.connect(self._on_meter)

        game_box = QGroupBox("Game")
        gform = QFormLayout(game_box)
        gform.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        gform.addRow("G&ame", self.feature_combo)
        gform.addRow(self.feature_note)
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
        mform.addRow("Hands an ho&ur", self.speed_spin)
        mform.addRow(self.bet_label)
        meter_box = QGroupBox("Progressive royal")
        pform = QFormLayout(meter_box)
        pform.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        pform.addRow("Royal meter", self.meter_spin)
        pform.addRow(self.meter_check)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(game_box)
        layout.addWidget(risk_box)
        layout.addWidget(session_box)
        layout.addWidget(money_box)
        layout.addWidget(meter_box)
        layout.addStretch(1)
        self._restore()
        self._on_feature()
        self._on_money()
        self._connect_memory()

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

    # ------------------------------------------------------------------ memory

    def _spins(self) -> list[tuple[QSpinBox | QDoubleSpinBox, prefs.Setting[Any]]]:
        return [
            (self.bankroll_spin, prefs.BANKROLL_BETS),
            (self.risk_spin, prefs.BANKROLL_RISK),
            (self.cashback_spin, prefs.BANKROLL_CASHBACK),
            (self.hands_spin, prefs.BANKROLL_HANDS),
            (self.goal_spin, prefs.BANKROLL_GOAL),
            (self.denomination_spin, prefs.BANKROLL_DENOMINATION),
            (self.coins_spin, prefs.BANKROLL_COINS),
            (self.speed_spin, prefs.BANKROLL_SPEED),
        ]

    def _restore(self) -> None:
        """Put back the inputs of the last run (signals blocked: nothing is asked yet)."""
        s = self.settings
        if s is None:
            return
        for spin, setting in self._spins():
            spin.blockSignals(True)
            spin.setValue(s.get(setting))
            spin.blockSignals(False)
        for combo, value in (
            (self.lines_combo, s.get(prefs.BANKROLL_LINES)),
            (self.feature_combo, s.get(prefs.BANKROLL_FEATURE)),
        ):
            index = combo.findData(value)
            if index >= 0:
                combo.blockSignals(True)
                combo.setCurrentIndex(index)
                combo.blockSignals(False)
        meter = s.get(prefs.BANKROLL_METER)
        if meter > 0:
            self.set_meter(meter)
        self.meter_check.blockSignals(True)
        self.meter_check.setChecked(s.get(prefs.BANKROLL_METER_ON))
        self.meter_check.blockSignals(False)

    @property
    def remembered_meter(self) -> bool:
        """Whether the meter shown is one of the last run (not the table's royal)."""
        return self.settings is not None and self.settings.get(prefs.BANKROLL_METER) > 0

    def _connect_memory(self) -> None:
        s = self.settings
        if s is None:
            return
        for spin, setting in self._spins():
            spin.valueChanged.connect(lambda v, st=setting: s.set(st, type(st.default)(v)))
        self.lines_combo.currentIndexChanged.connect(
            lambda: s.set(prefs.BANKROLL_LINES, int(self.lines_combo.currentData()))
        )
        self.feature_combo.currentIndexChanged.connect(
            lambda: s.set(prefs.BANKROLL_FEATURE, str(self.feature_combo.currentData()))
        )
        self.meter_check.toggled.connect(lambda on: s.set(prefs.BANKROLL_METER_ON, bool(on)))
        self.meter_spin.valueChanged.connect(lambda v: s.set(prefs.BANKROLL_METER, float(v)))

    # ---------------------------------------------------------------- reacting

    def _update_bet_label(self) -> None:
        wallet = self.wallet
        coins, coin = wallet.coins, dollars_text(wallet.denomination)
        bet, bankroll = dollars_text(wallet.bet), dollars_text(wallet.dollars(self.bankroll))
        self.bet_label.setText(f"One bet: {coins} × {coin} = {bet}; bankroll {bankroll}.")

    def _on_money(self) -> None:
        self._update_bet_label()
        self.moneyChanged.emit()

    def _on_coins(self) -> None:
        self._update_bet_label()
        self.changed.emit()  # another bet: its own pays (short pays below max bet)

    def _on_feature(self) -> None:
        feature = self.feature
        self.lines_combo.setEnabled(feature is None)
        if feature is None:
            self.feature_note.setText("")
        else:
            self.feature_note.setText(
                f"{TITLES[feature]} plays its own lines with its built-in data "
                "(docs/feature-games.md names the sources)."
            )
        self.changed.emit()

    def _on_meter(self, value: float) -> None:
        self.meterEdited.emit(value)
        if self.meter_check.isChecked():
            self.changed.emit()
        else:
            self.moneyChanged.emit()

    def _on_meter_check(self) -> None:
        self.changed.emit()

    # ------------------------------------------------------------------ values

    @property
    def wallet(self) -> Money:
        """The denomination and coins per bet."""
        return money(_decimal(self.denomination_spin.value(), 2), self.coins_spin.value())

    @property
    def bankroll(self) -> Fraction:
        """The bankroll in bets."""
        return _decimal(self.bankroll_spin.value(), 0)

    @property
    def feature(self) -> str | None:
        """The feature game chosen (None: the base game)."""
        game = str(self.feature_combo.currentData() or "")
        return game or None

    @property
    def meter(self) -> Fraction:
        """The meter in dollars, exactly as shown."""
        return _decimal(self.meter_spin.value(), 2)

    def set_meter(self, dollars: float) -> None:
        """Put a value in the meter without asking for anything."""
        self.meter_spin.blockSignals(True)
        self.meter_spin.setValue(dollars)
        self.meter_spin.blockSignals(False)

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
            feature=self.feature,
            speed=self.speed_spin.value(),
            meter=self.meter if self.meter_check.isChecked() else None,
        )

    def set_lines(self, lines: int) -> None:
        """Choose a number of lines (one of the choices)."""
        index = self.lines_combo.findData(lines)
        if index >= 0:
            self.lines_combo.setCurrentIndex(index)
