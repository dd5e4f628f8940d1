"""The Bankroll view's inputs: the game, bankroll, risk, cash back, lines, hands, goal,
money (denomination, coins per bet, hands an hour) and a progressive royal's meter.

Every input is remembered between runs (:mod:`vptrainer.gui.settings`) when the form
is given the app's settings.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from typing import Any

from PySide6.QtCore import QEvent, Qt, Signal
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
from vptrainer.gui import i18n
from vptrainer.gui import settings as prefs
from vptrainer.gui.i18n.core_texts import dollars_text
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
        self.feature_combo.setObjectName("bankrollFeatureCombo")
        self.feature_combo.addItem("", "")
        for game in GAMES:
            self.feature_combo.addItem(TITLES[game], game)
        self.feature_combo.currentIndexChanged.connect(self._on_feature)
        self.feature_note = QLabel()
        self.feature_note.setObjectName("featureNote")
        use(self.feature_note, HINT_STYLE)
        self.feature_note.setWordWrap(True)
        self.bankroll_spin = self._double("bankrollSpin", 1, MAX_BANKROLL, 0, 1000, "")
        self.bankroll_spin.setSingleStep(100)
        self.risk_spin = self._double("riskSpin", 0.01, 99.99, 2, 5.0, "")
        self.cashback_spin = self._double("cashbackSpin", 0, 100, 3, 0.0, "")
        self.cashback_spin.setSingleStep(0.1)
        self.lines_combo = QComboBox()
        self.lines_combo.setObjectName("linesCombo")
        for n in LINE_CHOICES:
            self.lines_combo.addItem("", n)
        self.lines_combo.currentIndexChanged.connect(self.changed)
        self.hands_spin = QSpinBox()
        self.hands_spin.setObjectName("handsSpin")
        self.hands_spin.setRange(1, MAX_HANDS)
        self.hands_spin.setValue(5000)
        self.hands_spin.setSingleStep(500)
        self.hands_spin.setGroupSeparatorShown(True)
        self.hands_spin.valueChanged.connect(self.changed)
        self.goal_spin = self._double("goalSpin", 0, MAX_BANKROLL, 0, 0, "")
        self.goal_spin.setSingleStep(100)
        self.denomination_spin = QDoubleSpinBox()
        self.denomination_spin.setObjectName("denominationSpin")
        self.denomination_spin.setRange(0.01, 10_000)
        self.denomination_spin.setDecimals(2)
        self.denomination_spin.setPrefix("$")
        self.denomination_spin.setValue(0.25)
        self.denomination_spin.setSingleStep(0.25)
        self.denomination_spin.valueChanged.connect(self._on_money)
        self.coins_spin = QSpinBox()
        self.coins_spin.setObjectName("coinsSpin")
        self.coins_spin.setRange(1, 1000)
        self.coins_spin.setValue(5)
        self.coins_spin.valueChanged.connect(self._on_coins)
        self.speed_spin = QSpinBox()
        self.speed_spin.setObjectName("speedSpin")
        self.speed_spin.setRange(1, 100_000)
        self.speed_spin.setValue(600)
        self.speed_spin.setSingleStep(50)
        self.speed_spin.setGroupSeparatorShown(True)
        self.speed_spin.valueChanged.connect(self._on_money)
        self.bet_label = QLabel()
        self.bet_label.setObjectName("betDollarsLabel")
        use(self.bet_label, HINT_STYLE)
        self.bet_label.setWordWrap(True)
        self.bankroll_spin.valueChanged.connect(self._update_bet_label)
        self.meter_check = QCheckBox()
        self.meter_check.setObjectName("meterCheck")
        self.meter_check.toggled.connect(self._on_meter_check)
        self.meter_spin = QDoubleSpinBox()
        self.meter_spin.setObjectName("royalMeterSpin")
        self.meter_spin.setRange(0, 1e9)
        self.meter_spin.setDecimals(2)
        self.meter_spin.setPrefix("$")
        self.meter_spin.setGroupSeparatorShown(True)
        self.meter_spin.setSingleStep(100)
        self.meter_spin.setValue(1000)
        self.meter_spin.valueChanged.connect(self._on_meter)

        self._boxes = game_box, risk_box, session_box, money_box, meter_box = (
            QGroupBox(),
            QGroupBox(),
            QGroupBox(),
            QGroupBox(),
            QGroupBox(),
        )
        self._rows: list[QLabel] = []
        gform = QFormLayout(game_box)
        gform.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        self._row(gform, self.feature_combo)
        gform.addRow(self.feature_note)
        form = QFormLayout(risk_box)
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        self._row(form, self.bankroll_spin)
        self._row(form, self.risk_spin)
        self._row(form, self.cashback_spin)
        self._row(form, self.lines_combo)
        sform = QFormLayout(session_box)
        sform.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        self._row(sform, self.hands_spin)
        self._row(sform, self.goal_spin)
        mform = QFormLayout(money_box)
        mform.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        self._row(mform, self.denomination_spin)
        self._row(mform, self.coins_spin)
        self._row(mform, self.speed_spin)
        mform.addRow(self.bet_label)
        pform = QFormLayout(meter_box)
        pform.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        self._row(pform, self.meter_spin)
        pform.addRow(self.meter_check)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(game_box)
        layout.addWidget(risk_box)
        layout.addWidget(session_box)
        layout.addWidget(money_box)
        layout.addWidget(meter_box)
        layout.addStretch(1)
        self.retranslate()
        self._restore()
        self._on_feature()
        self._on_money()
        self._connect_memory()

    def _row(self, form: QFormLayout, field: QWidget) -> None:
        label = QLabel()
        label.setBuddy(field)
        self._rows.append(label)
        form.addRow(label, field)

    def retranslate(self) -> None:
        """Set the form's texts in the current language."""
        for box, title in zip(
            self._boxes,
            (
                self.tr("Game"),
                self.tr("Bankroll and risk"),
                self.tr("Session"),
                self.tr("Money"),
                self.tr("Progressive royal"),
            ),
            strict=True,
        ):
            box.setTitle(title)
        for label, text in zip(
            self._rows,
            (
                self.tr("G&ame"),
                self.tr("&Bankroll"),
                self.tr("&Risk of ruin"),
                self.tr("Cash bac&k"),
                self.tr("&Lines"),
                self.tr("&Hands"),
                self.tr("&Goal"),
                self.tr("&Denomination"),
                self.tr("C&oins per bet"),
                self.tr("Hands an ho&ur"),
                self.tr("Royal meter"),
            ),
            strict=True,
        ):
            label.setText(text)
        self.feature_combo.setItemText(0, self.tr("The base game"))
        _named(
            self.feature_combo,
            "bankrollFeatureCombo",
            self.tr("Game"),
            self.tr(
                "Price the risk and the session of the base game or of one of its feature games"
            ),
        )
        self.bankroll_spin.setSuffix(self.tr(" bets"))
        self.bankroll_spin.setToolTip(
            self.tr("Your bankroll, in bets of one line (coins × denomination)")
        )
        self.risk_spin.setSuffix(self.tr(" %"))
        self.risk_spin.setToolTip(self.tr("Find the bankroll whose long-run risk of ruin is this"))
        self.cashback_spin.setSuffix(self.tr(" %"))
        self.cashback_spin.setToolTip(
            self.tr("Cash back in percent of coin-in, added to every hand")
        )
        for i in range(self.lines_combo.count()):
            n = int(self.lines_combo.itemData(i))
            text = self.tr("1 line") if n == 1 else self.tr("%n lines", "", n)
            self.lines_combo.setItemText(i, text)
        self.lines_combo.setToolTip(self.tr("Lines per round: they share the deal and the hold"))
        self.hands_spin.setSuffix(self.tr(" rounds"))
        self.hands_spin.setToolTip(self.tr("Rounds in the session (each round plays every line)"))
        self.goal_spin.setSuffix(self.tr(" bets"))
        self.goal_spin.setSpecialValueText(self.tr("none"))
        self.goal_spin.setToolTip(
            self.tr("Stop the session when it is this far ahead (none: play on)")
        )
        self.denomination_spin.setToolTip(self.tr("Dollars per coin"))
        self.coins_spin.setSuffix(self.tr(" coins"))
        self.coins_spin.setToolTip(
            self.tr("Coins per bet (per line): below max bet the table's short pays are used")
        )
        _named(
            self.speed_spin,
            "speedSpin",
            self.tr("Hands an hour"),
            self.tr("Rounds you play an hour: the figures in hours use it"),
        )
        self.speed_spin.setSuffix(self.tr(" an hour"))
        self.meter_check.setText(self.tr("Price the royal at this &meter"))
        _named(
            self.meter_check,
            "meterCheck",
            self.tr("Price the royal at the progressive meter"),
            self.tr("The risk and the session count the royal at the progressive meter below"),
        )
        _named(
            self.meter_spin,
            "royalMeterSpin",
            self.tr("Royal meter in dollars"),
            self.tr("What a max-bet royal pays now, in dollars"),
        )

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
            self._on_feature_note()
            self._update_bet_label()

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
        self.bet_label.setText(
            self.tr("One bet: {coins} × {coin} = {bet}; bankroll {bankroll}.").format(
                coins=i18n.integer(coins), coin=coin, bet=bet, bankroll=bankroll
            )
        )

    def _on_money(self) -> None:
        self._update_bet_label()
        self.moneyChanged.emit()

    def _on_coins(self) -> None:
        self._update_bet_label()
        self.changed.emit()  # another bet: its own pays (short pays below max bet)

    def _on_feature(self) -> None:
        self.lines_combo.setEnabled(self.feature is None)
        self._on_feature_note()
        self.changed.emit()

    def _on_feature_note(self) -> None:
        feature = self.feature
        if feature is None:
            self.feature_note.setText("")
        else:
            self.feature_note.setText(
                self.tr(
                    "{game} plays its own lines with its built-in data "
                    "(docs/feature-games.md names the sources)."
                ).format(game=TITLES[feature])
            )

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
