"""The Bankroll view's rising-meter page: what sitting down at a progressive meter that
rises with every bet is worth to the next royal, its break-even meter, and a chart of
that value against the meter, with its data as a table.

The page only shows: the figures come from the view's :class:`RisingRequest` job.
"""

from __future__ import annotations

from fractions import Fraction

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import QCoreApplication, QEvent, Qt, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QComboBox,
    QDoubleSpinBox,
    QFormLayout,
    QFrame,
    QHBoxLayout,
    QLabel,
    QScrollArea,
    QSizePolicy,
    QSpinBox,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from vptrainer.core.bankroll.money import Money
from vptrainer.gui import i18n
from vptrainer.gui.accessibility import describe
from vptrainer.gui.bankroll.panels import _item, _label, _table
from vptrainer.gui.i18n.core_texts import dollars_text
from vptrainer.gui.jobs.rising import RisingFigures
from vptrainer.gui.style import ACCENT, BAR_COLOR, CHART_GUIDE, CHART_GUIDE_TEXT, CHART_TEXT
from vptrainer.gui.widgets.plot_chart import PlotChart

POLICIES = ("value", "return")


def _policy_text(key: str) -> str:
    if key == "value":
        return QCoreApplication.translate("RisingPanel", "For the most profit")
    return QCoreApplication.translate("RisingPanel", "For the meter shown")


def _coins_text(coins: float, *, signed: bool = False) -> str:
    sign = "+" if signed and coins > 0 else ""
    minus = "−" if coins < 0 and round(abs(coins)) != 0 else ""
    return QCoreApplication.translate("RisingPanel", "{number} coins").format(
        number=f"{sign}{minus}{i18n.number(abs(coins), 0)}"
    )


def _signed(value: float, places: int) -> str:
    """``+1,234.5`` or ``−1,234.5``, in the reader's way."""
    sign = "−" if value < 0 and round(abs(value), places) != 0 else ("+" if value >= 0 else "")
    return sign + i18n.number(abs(value), places)


class RisingChart(PlotChart):
    """The expected profit to the next royal against the meter where you sit down."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__("risingChart", "", parent)
        self.plotItem.showGrid(x=True, y=True, alpha=0.25)
        for side in ("left", "bottom"):
            self.plotItem.getAxis(side).enableAutoSIPrefix(False)
        self.figures: RisingFigures | None = None
        self.wallet: Money | None = None
        self.speed = 600
        self.retranslate()

    def retranslate(self) -> None:
        """Set the title and the axes' names in the current language."""
        self.title = self.tr("Value of a rising meter")
        self.set_title(self.full_title)
        self.plotItem.setLabel("bottom", self.tr("Meter when you sit down ($)"))
        self.plotItem.setLabel("left", self.tr("Profit to the next royal ($)"))

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()

    def show_none(self, text: str) -> None:
        """No curve (and nothing to export): say why."""
        self.figures = None
        self.show_message(text)

    def show_rising(self, figures: RisingFigures, wallet: Money, speed: int) -> None:
        """Draw the value against the meter in dollars; mark the meter and the break-even."""
        self.figures, self.wallet, self.speed = figures, wallet, speed
        d = float(wallet.denomination)
        xs = np.array([p.meter for p in figures.curve]) * d
        ys = np.array([p.expected_profit for p in figures.curve]) * d
        self.clear_plot()
        plot = self.plotItem
        plot.plot(xs, ys, pen=pg.mkPen(BAR_COLOR, width=2))
        plot.addItem(
            pg.InfiniteLine(
                pos=0,
                angle=0,
                pen=pg.mkPen(CHART_GUIDE, width=1, style=Qt.PenStyle.DashLine),
                label=self.tr("break even"),
                labelOpts={"position": 0.1, "color": CHART_GUIDE_TEXT},
            )
        )
        here = figures.point
        meter_text = dollars_text(here.meter * d)
        profit_text = dollars_text(here.expected_profit * d, signed=True)
        plot.addItem(
            pg.InfiniteLine(
                pos=here.meter * d,
                angle=90,
                pen=pg.mkPen(BAR_COLOR.darker(130), width=1.2),
                label=self.tr("meter {meter}: {profit}").format(
                    meter=meter_text, profit=profit_text
                ),
                labelOpts={"position": 0.9, "color": CHART_TEXT, "anchors": [(0, 0), (0, 0)]},
            )
        )
        if figures.break_even is not None:
            be = float(figures.break_even) * d
            plot.addItem(
                pg.InfiniteLine(
                    pos=be,
                    angle=90,
                    pen=pg.mkPen(ACCENT, width=1.5),
                    label=self.tr("break-even {meter}").format(meter=dollars_text(be)),
                    labelOpts={"position": 0.7, "color": ACCENT, "anchors": [(0, 0), (0, 0)]},
                )
            )
        plot.enableAutoRange()

    def csv_rows(self) -> list[list[object]]:
        f, wallet = self.figures, self.wallet
        if f is None or wallet is None:
            return []
        d = float(wallet.denomination)
        rows: list[list[object]] = [
            [
                "meter_coins",
                "meter_dollars",
                "meter_per_coin",
                "expected_profit_coins",
                "expected_profit_dollars",
                "expected_hands",
                "expected_hours",
                "expected_meter_at_hit_coins",
                "p_own_royal",
            ]
        ]
        coins = f.request.coins
        rows += [
            [
                p.meter,
                p.meter * d,
                p.meter / coins,
                p.expected_profit,
                p.expected_profit * d,
                p.expected_hands,
                p.expected_hands / self.speed,
                p.expected_meter_at_hit,
                p.p_own_royal,
            ]
            for p in f.curve
        ]
        return rows


class RisingPanel(QWidget):
    """A rising progressive: its rate, the players on the bank, how you play; the value
    of sitting down at the meter, the break-even meter, the chart and its table.

    Signals: ``changed()`` when the rate, the players or the play change;
    ``meterEdited(float)`` with the meter in dollars when the player edits it here.
    """

    changed = Signal()
    meterEdited = Signal(float)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("risingPanel")
        self.meter_spin = QDoubleSpinBox()
        self.meter_spin.setObjectName("risingMeterSpin")
        self.meter_spin.setRange(0, 1e9)
        self.meter_spin.setDecimals(2)
        self.meter_spin.setPrefix("$")
        self.meter_spin.setGroupSeparatorShown(True)
        self.meter_spin.setSingleStep(100)
        self.meter_spin.valueChanged.connect(self.meterEdited)
        self.rate_spin = QDoubleSpinBox()
        self.rate_spin.setObjectName("meterRateSpin")
        self.rate_spin.setRange(0, 10)
        self.rate_spin.setDecimals(3)
        self.rate_spin.setSingleStep(0.1)
        self.rate_spin.setValue(0.5)
        self.rate_spin.valueChanged.connect(self.changed)
        self.players_spin = QSpinBox()
        self.players_spin.setObjectName("playersSpin")
        self.players_spin.setRange(1, 1000)
        self.players_spin.valueChanged.connect(self.changed)
        self.policy_combo = QComboBox()
        self.policy_combo.setObjectName("policyCombo")
        for key in POLICIES:
            self.policy_combo.addItem(_policy_text(key), key)
        self.policy_combo.currentIndexChanged.connect(self.changed)
        for w in (self.meter_spin, self.rate_spin, self.players_spin, self.policy_combo):
            w.setMaximumWidth(200)
        form = QFormLayout()
        self._rows: list[QLabel] = []
        for field in (self.meter_spin, self.rate_spin, self.players_spin, self.policy_combo):
            label = QLabel()
            label.setBuddy(field)
            self._rows.append(label)
            form.addRow(label, field)
        self.profit_label = _label("risingProfitLabel")
        bold = QFont(self.profit_label.font())
        bold.setBold(True)
        self.profit_label.setFont(bold)
        self.hands_label = _label("risingHandsLabel")
        self.hit_label = _label("risingHitLabel")
        self.break_even_label = _label("risingBreakEvenLabel")
        self.bold_font = bold
        self.break_even_label.setFont(bold)
        self.return_label = _label("risingReturnLabel", hint=True)
        figures = QVBoxLayout()
        for label in (
            self.profit_label,
            self.hands_label,
            self.hit_label,
            self.break_even_label,
            self.return_label,
        ):
            figures.addWidget(label)
        figures.addStretch(1)
        top = QHBoxLayout()
        top.addLayout(form)
        top.addLayout(figures, 1)
        self.chart = RisingChart()
        self.table = _table("risingTable", [""] * 7)
        describe(
            self.table,
            self.tr("Value of a rising meter, by meter"),
            self.tr(
                "For each meter: the expected profit to the next royal, hands, hours and "
                "the meter at the hit."
            ),
        )
        self.table.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Expanding)
        split = QSplitter(Qt.Orientation.Horizontal)
        split.setObjectName("risingSplitter")
        split.addWidget(self.chart)
        split.addWidget(self.table)
        split.setStretchFactor(0, 1)
        split.setStretchFactor(1, 1)
        split.setChildrenCollapsible(False)
        split.setMinimumHeight(260)
        inner = QWidget()
        inner.setObjectName("risingContents")
        body = QVBoxLayout(inner)
        body.addLayout(top)
        body.addWidget(split, 1)
        scroll = QScrollArea()
        scroll.setObjectName("risingScroll")
        describe(
            scroll,
            self.tr("Rising meter"),
            self.tr("The rising meter's inputs, results, chart and table, scrolled as a whole."),
        )
        scroll.setWidget(inner)
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(scroll)
        self.figures: RisingFigures | None = None
        self._speed = 600
        self._wallet: Money | None = None
        self.retranslate()

    def retranslate(self) -> None:
        """Set the static texts in the current language."""
        self.meter_spin.setAccessibleName(self.tr("Royal meter in dollars"))
        self.meter_spin.setToolTip(self.tr("What a max-bet royal pays now, in dollars"))
        self.rate_spin.setAccessibleName(self.tr("Meter rate in percent of each bet"))
        self.rate_spin.setToolTip(self.tr("The part of each bet that goes to the meter"))
        self.rate_spin.setSuffix(self.tr(" % of each bet"))
        self.players_spin.setAccessibleName(self.tr("Players on the bank"))
        self.players_spin.setToolTip(
            self.tr(
                "Players on the bank, you included, each at your speed and bet: another may hit "
                "the royal first"
            )
        )
        self.policy_combo.setAccessibleName(self.tr("How you play"))
        self.policy_combo.setToolTip(
            self.tr(
                "How you choose the strategy as the meter rises: re-optimised for the most "
                "profit to the next royal, or the strategy of the highest return at the meter "
                "shown"
            )
        )
        for i in range(self.policy_combo.count()):
            self.policy_combo.setItemText(i, _policy_text(str(self.policy_combo.itemData(i))))
        for label, text in zip(
            self._rows,
            (
                self.tr("Royal &meter"),
                self.tr("Meter &rises by"),
                self.tr("&Players on the bank"),
                self.tr("P&lay"),
            ),
            strict=True,
        ):
            label.setText(text)
        self.table.setHorizontalHeaderLabels(
            [
                self.tr("Meter"),
                self.tr("Per coin"),
                self.tr("Profit ($)"),
                self.tr("Profit (coins)"),
                self.tr("Hands"),
                self.tr("Hours"),
                self.tr("Meter at the hit"),
            ]
        )
        self.table.setAccessibleName(self.tr("Value of a rising meter, by meter"))

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
            if self.figures is not None and self._wallet is not None:
                self.show_figures(self.figures, self._wallet, self._speed)

    @property
    def rate(self) -> Fraction:
        """The meter's rate, a fraction of each bet, exactly as shown."""
        return Fraction(f"{self.rate_spin.value():.3f}") / 100

    @property
    def players(self) -> int:
        """Players on the bank, you included."""
        return self.players_spin.value()

    @property
    def policy(self) -> str:
        """``value`` or ``return``."""
        return str(self.policy_combo.currentData())

    def set_meter(self, dollars: float) -> None:
        """Put a value in the meter without asking for anything."""
        self.meter_spin.blockSignals(True)
        self.meter_spin.setValue(dollars)
        self.meter_spin.blockSignals(False)

    def show_pending(self, text: str) -> None:
        """No figures yet: say why."""
        self.figures = None
        self.profit_label.setText(text)
        for label in (self.hands_label, self.hit_label, self.break_even_label, self.return_label):
            label.setText("")
        self.table.setRowCount(0)
        self.chart.show_none(text)

    def show_figures(self, figures: RisingFigures, wallet: Money, speed: int) -> None:
        """Show the value at the meter (dollars with ``wallet``, hours at ``speed``)."""
        self.figures, self._wallet, self._speed = figures, wallet, speed
        req, p = figures.request, figures.point
        d = float(wallet.denomination)
        coins = req.coins
        profit = _coins_text(p.expected_profit, signed=True)
        profit_dollars = dollars_text(p.expected_profit * d, signed=True)
        bets = p.expected_profit / coins
        self.profit_label.setText(
            self.tr("Expected profit to the next royal: {profit} ({dollars}), {bets} bets.").format(
                profit=profit, dollars=profit_dollars, bets=_signed(bets, 1)
            )
        )
        hands, hours = p.expected_hands, p.expected_hands / speed
        self.hands_label.setText(
            self.tr(
                "You play {hands} hands to it on average, "
                "about {hours} hours at {speed} hands an hour."
            ).format(
                hands=i18n.number(hands, 0),
                hours=i18n.number(hours, 1),
                speed=i18n.integer(speed),
            )
        )
        hit = _coins_text(p.expected_meter_at_hit)
        hit_dollars = dollars_text(p.expected_meter_at_hit * d)
        if req.players > 1:
            self.hit_label.setText(
                self.tr(
                    "The meter is {meter} ({dollars}) on average when the royal is hit; "
                    "the chance that you hit it is {chance}."
                ).format(meter=hit, dollars=hit_dollars, chance=i18n.percent(p.p_own_royal, 1))
            )
        else:
            self.hit_label.setText(
                self.tr(
                    "The meter is {meter} ({dollars}) on average when you hit the royal."
                ).format(meter=hit, dollars=hit_dollars)
            )
        be = figures.break_even
        if be is None:
            self.break_even_label.setText(
                self.tr("No meter the model covers makes sitting down worth it.")
            )
        else:
            be_coins, be_dollars = _coins_text(float(be)), dollars_text(float(be) * d)
            per = float(be) / coins
            self.break_even_label.setText(
                self.tr("Break-even meter: {coins} ({dollars}), {per} per coin.").format(
                    coins=be_coins, dollars=be_dollars, per=i18n.number(per, 2)
                )
            )
        self.break_even_label.setToolTip(
            ""
            if not isinstance(be, Fraction)
            else self.tr("Exactly {fraction} coins.").format(
                fraction=f"{be.numerator}/{be.denominator}"
            )
        )
        fixed = _coins_text(figures.fixed_profit, signed=True)
        self.return_label.setText(
            self.tr(
                "The return at this meter is {percent}; if the meter stood still, sitting down "
                "would be worth {fixed} to the next royal. The first hand plays the optimal "
                "strategy for a royal of {pay} per coin."
            ).format(
                percent=i18n.percent(figures.return_at_meter),
                fixed=fixed,
                pay=i18n.number(p.play_pay, 2),
            )
        )
        self.chart.set_table_name(req.table.name)
        self.chart.show_rising(figures, wallet, speed)
        self._fill_table(figures, wallet, speed)

    def _fill_table(self, figures: RisingFigures, wallet: Money, speed: int) -> None:
        d = float(wallet.denomination)
        coins = figures.request.coins
        points = figures.curve
        self.table.setRowCount(len(points))
        for i, p in enumerate(points):
            cells = (
                dollars_text(p.meter * d),
                i18n.number(p.meter / coins, 2),
                dollars_text(p.expected_profit * d, signed=True),
                _coins_text(p.expected_profit, signed=True),
                i18n.number(p.expected_hands, 0),
                i18n.number(p.expected_hands / speed, 1),
                dollars_text(p.expected_meter_at_hit * d),
            )
            for col, text in enumerate(cells):
                self.table.setItem(i, col, _item(text))
