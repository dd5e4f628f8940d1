"""The Bankroll view's result pages: risk of ruin, a session, multi-play, a progressive meter.

Each page is told what to show through its methods and never computes anything long:
the figures come from the view's jobs.
"""

from __future__ import annotations

import math
from fractions import Fraction

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDoubleSpinBox,
    QFormLayout,
    QFrame,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QSizePolicy,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from vptrainer.core.bankroll.money import Money, Progressive
from vptrainer.core.engine.report import fraction_text
from vptrainer.core.engine.sweep import SweepResult
from vptrainer.core.features.games import TITLES
from vptrainer.gui.bankroll.charts import FanChart, MeterChart, RiskCurveChart
from vptrainer.gui.i18n.core_texts import (
    bets_text,
    chance_text,
    dollars_text,
    long_run_text,
    money_text,
    percent_text,
    risk_level_text,
)
from vptrainer.gui.jobs.bankroll import FanFigures, Priced, RiskFigures, SessionFigures
from vptrainer.gui.style import HINT_STYLE, NOTICE_STYLE

_RIGHT = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter


def _label(name: str, *, wrap: bool = True, hint: bool = False) -> QLabel:
    label = QLabel()
    label.setObjectName(name)
    label.setWordWrap(wrap)
    label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
    if hint:
        label.setStyleSheet(HINT_STYLE)
    return label


def _table(name: str, headers: list[str]) -> QTableWidget:
    table = QTableWidget(0, len(headers))
    table.setObjectName(name)
    table.setHorizontalHeaderLabels(headers)
    table.verticalHeader().hide()
    table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    table.verticalHeader().setDefaultSectionSize(table.fontMetrics().height() + 6)
    header = table.horizontalHeader()
    for col in range(len(headers)):
        header.setSectionResizeMode(col, QHeaderView.ResizeMode.ResizeToContents)
    header.setStretchLastSection(True)
    return table


def _item(text: str, *, right: bool = True, bold: bool = False, tip: str = "") -> QTableWidgetItem:
    item = QTableWidgetItem(text)
    if right:
        item.setTextAlignment(_RIGHT)
    if bold:
        font = QFont(item.font())
        font.setBold(True)
        item.setFont(font)
    if tip:
        item.setToolTip(tip)
    return item


def subject_name(priced: Priced) -> str:
    """The game priced: the table's name, or the feature game on it."""
    subject = priced.subject
    if subject.feature is None:
        return subject.table.name
    return f"{TITLES[subject.feature]} on {subject.table.name}"


def round_std_dev(priced: Priced) -> float:
    """A feature game's round: the standard deviation of its result, in bets of one line."""
    rounds = priced.rounds
    if rounds is None:
        return 0.0
    x = rounds.pays / rounds.pay_scale
    p = rounds.probs / rounds.probs.sum()
    mean = float(p @ x)
    return math.sqrt(max(0.0, float(p @ (x * x)) - mean * mean))


def round_stake(priced: Priced, lines: int) -> Fraction:
    """Bets of one line a round costs."""
    stake = priced.stake
    return Fraction(lines) if stake is None else stake


class RiskPanel(QWidget):
    """The long run: ``r``, the risk of the bankroll, bankrolls for risks, the risk curve."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("riskPanel")
        self.long_run_label = _label("longRunLabel")
        self.ruin_label = _label("riskOfRuinLabel")
        bold = QFont(self.ruin_label.font())
        bold.setBold(True)
        self.ruin_label.setFont(bold)
        self.spread_label = _label("lineSpreadLabel", hint=True)
        self.hourly_label = _label("hourlyLabel")
        self.table = _table("bankrollTable", ["Risk of ruin", "Bankroll", "Dollars"])
        self.table.setMinimumWidth(250)
        self.table.setMaximumWidth(340)
        self.table.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Expanding)
        self.chart = RiskCurveChart()
        row = QHBoxLayout()
        row.addWidget(self.table)
        row.addWidget(self.chart, 1)
        layout = QVBoxLayout(self)
        layout.addWidget(self.ruin_label)
        layout.addWidget(self.long_run_label)
        layout.addWidget(self.spread_label)
        layout.addWidget(self.hourly_label)
        layout.addLayout(row, 1)
        self._figures: RiskFigures | None = None
        self._speed = 600

    def show_pending(self, text: str) -> None:
        """Say why there are no figures yet."""
        self._figures = None
        self.ruin_label.setText(text)
        self.long_run_label.setText("")
        self.spread_label.setText("")
        self.hourly_label.setText("")
        self.table.setRowCount(0)
        self.chart.show_none(text)

    def show_figures(self, figures: RiskFigures, wallet: Money, speed: int = 600) -> None:
        """Show the long-run figures (dollars with ``wallet``, hours at ``speed`` rounds
        an hour)."""
        self._figures, self._speed = figures, speed
        req, lr, priced = figures.request, figures.long_run, figures.priced
        self.chart.set_table_name(subject_name(priced))
        bankroll = float(req.bankroll)
        self.long_run_label.setText(long_run_text(lr, priced.return_exact))
        self.long_run_label.setStyleSheet(NOTICE_STYLE if lr.certain else "")
        self.ruin_label.setText(
            f"Risk of ruin with {money_text(bankroll, wallet)}: "
            f"{'100%' if lr.certain else percent_text(figures.risk_of_ruin)}"
        )
        row = next((r for r in figures.multi_play if r.lines == req.lines), None)
        stake = round_stake(priced, req.lines)
        sd = 0.0
        if priced.rounds is not None:
            sd = round_std_dev(priced)
            game, cost = TITLES[str(priced.subject.feature)], float(stake)
            self.spread_label.setText(
                f"A round of {game} costs {cost:g} bets; its standard deviation is {sd:.4f} bets."
            )
        elif row is not None:
            sd = row.std_dev
            per = f"{row.std_dev_per_line:.4f}"
            self.spread_label.setText(
                f"{req.lines} line{'s' if req.lines > 1 else ''} a round: standard deviation "
                f"{row.std_dev:.4f} bets a round, {per} per line"
            )
        self._show_hourly(lr.edge * float(stake), sd, bankroll, wallet, speed)
        self.table.setRowCount(len(figures.bankrolls))
        for i, (p, bets) in enumerate(figures.bankrolls):
            mine = abs(p - req.risk) < 1e-12
            self.table.setItem(i, 0, _item(risk_level_text(p), bold=mine))
            if bets is None:
                self.table.setItem(i, 1, _item("—", tip="Ruin is certain: no bankroll is enough"))
                self.table.setItem(i, 2, _item("—"))
            else:
                self.table.setItem(i, 1, _item(f"{bets:,.0f}", bold=mine, tip=f"{bets:,.3f} bets"))
                self.table.setItem(i, 2, _item(dollars_text(bets * float(wallet.bet))))
        if lr.certain:
            self.chart.show_none("100% for every bankroll: return plus cash back ≤ 100%")
        elif lr.r == 0:
            self.chart.show_none("No round can lose: the risk of ruin is 0")
        else:
            marks = [(p, b) for p, b in figures.bankrolls if b is not None]
            self.chart.show_curve(
                figures.curve_bankrolls,
                figures.curve_risks,
                bankroll=bankroll,
                risk_at_bankroll=figures.risk_of_ruin,
                marks=marks,
                lines=req.lines,
            )

    def _show_hourly(
        self, per_round: float, sd: float, bankroll: float, wallet: Money, speed: int
    ) -> None:
        """The average result and the swing of an hour, and how long the bankroll lasts."""
        bet = float(wallet.bet)
        hour = per_round * speed
        swing = sd * math.sqrt(speed)
        result, result_dollars = bets_text(hour, signed=True), dollars_text(hour * bet, signed=True)
        spread, spread_dollars = bets_text(swing), dollars_text(swing * bet)
        text = (
            f"At {speed:,} rounds an hour: an average result of {result} ({result_dollars}) an "
            f"hour, give or take {spread} ({spread_dollars}) for one standard deviation."
        )
        if hour < 0:
            hours = bankroll / -hour
            lasts = f"The average loss uses up the bankroll in about {hours:,.1f} hours."
            text = f"{text} {lasts}"
        self.hourly_label.setText(text)

    def refresh_money(self, wallet: Money, speed: int = 600) -> None:
        """Show the dollars of another denomination or coins, the hours at ``speed``."""
        if self._figures is not None:
            self.show_figures(self._figures, wallet, speed)


class SessionOddsPanel(QWidget):
    """A session's odds (broke, goal, royal) and the fan of its running result."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("sessionPanel")
        self.title = _label("sessionTitle")
        bold = QFont(self.title.font())
        bold.setBold(True)
        self.title.setFont(bold)
        self.broke_label = _label("pBrokeLabel", wrap=False)
        self.goal_label = _label("pGoalLabel", wrap=False)
        self.playing_label = _label("pPlayingLabel", wrap=False)
        self.royal_label = _label("pRoyalLabel", wrap=False)
        self.expected_label = _label("expectedLabel")
        self.method_label = _label("sessionMethodLabel", hint=True)
        figures = QFrame()
        figures.setFrameShape(QFrame.Shape.StyledPanel)
        figures.setMinimumWidth(240)
        figures.setMaximumWidth(330)
        form = QFormLayout(figures)
        form.addRow("Broke", self.broke_label)
        form.addRow("Goal reached", self.goal_label)
        form.addRow("Still playing", self.playing_label)
        form.addRow("A royal or more", self.royal_label)
        form.addRow("Average result", self.expected_label)
        form.addRow(self.method_label)
        self.chart = FanChart()
        self.fan_note = _label("fanNote", hint=True)
        right = QVBoxLayout()
        right.addWidget(self.chart, 1)
        right.addWidget(self.fan_note)
        row = QHBoxLayout()
        row.addWidget(figures)
        row.addLayout(right, 1)
        layout = QVBoxLayout(self)
        layout.addWidget(self.title)
        layout.addLayout(row, 1)
        self._odds: SessionFigures | None = None
        self._fan: FanFigures | None = None
        self._speed = 600

    def show_odds_pending(self, text: str) -> None:
        """No odds yet: say why."""
        self._odds = None
        for label in (self.broke_label, self.goal_label, self.playing_label, self.royal_label):
            label.setText("…")
        self.expected_label.setText("")
        self.method_label.setText(text)

    def show_fan_pending(self, text: str) -> None:
        """No fan yet: say why."""
        self._fan = None
        self.chart.show_none(text)
        self.fan_note.setText("")

    def show_odds(self, figures: SessionFigures, wallet: Money, speed: int = 600) -> None:
        """Show the session's chances (dollars with ``wallet``, hours at ``speed``)."""
        self._odds, self._speed = figures, speed
        odds, req, priced = figures.odds, figures.request, figures.priced
        hours = req.hands / speed
        if priced.rounds is not None:
            text = (
                "{name}: {hands:,} rounds from {bankroll}, "
                "about {hours:,.1f} hours at {speed:,} an hour."
            )
        elif req.lines > 1:
            text = (
                "{name}: {hands:,} rounds of {lines} lines from {bankroll}, "
                "about {hours:,.1f} hours at {speed:,} an hour."
            )
        else:
            text = (
                "{name}: {hands:,} rounds of 1 line from {bankroll}, "
                "about {hours:,.1f} hours at {speed:,} an hour."
            )
        text = text.format(
            name=subject_name(priced),
            hands=req.hands,
            lines=req.lines,
            bankroll=money_text(req.bankroll, wallet),
            hours=hours,
            speed=speed,
        )
        if req.goal:
            stop = f"The session stops {money_text(req.goal, wallet, signed=True)} ahead."
            text = f"{text} {stop}"
        self.title.setText(text)
        self.broke_label.setText(chance_text(odds.p_broke, odds.p_broke_se))
        self.goal_label.setText(
            "no goal" if odds.p_goal is None else chance_text(odds.p_goal, odds.p_goal_se)
        )
        self.playing_label.setText(chance_text(odds.p_playing))
        self.royal_label.setText(
            "no royal line" if odds.p_royal is None else chance_text(odds.p_royal, odds.p_royal_se)
        )
        total = money_text(figures.expected, wallet, signed=True)
        hourly = dollars_text(figures.expected / hours * float(wallet.bet), signed=True)
        self.expected_label.setText(f"{total} if every round is played, {hourly} an hour.")
        if odds.method == "exact":
            self.method_label.setText("Exact recursion over the bankroll.")
        else:
            self.method_label.setText(
                f"Simulation of {odds.trials:,} sessions (seed {odds.seed}); ± one standard error."
            )

    def show_fan(self, figures: FanFigures, *, bankroll: float, goal: float | None) -> None:
        """Show the fan chart of the running result."""
        self._fan = figures
        q = figures.quantiles
        self.chart.set_table_name(subject_name(figures.priced))
        self.chart.show_fan(q, bankroll=bankroll, goal=goal)
        n = len(q.levels)
        levels = ", ".join(
            f"{q.levels[i] * 100:g}–{q.levels[n - 1 - i] * 100:g}%" for i in range(n // 2)
        )
        how = (
            "exact distribution of the sum of the rounds"
            if q.method == "exact"
            else f"simulated: {q.trials:,} sessions, seed {q.seed}; each level within "
            f"± {q.max_error:,.0f} bets (95% confidence)"
        )
        self.fan_note.setText(
            f"The result after each round when every round is played (no stop at broke or "
            f"at the goal): the bands hold {levels} of the sessions, around the median; {how}."
        )

    def refresh_money(self, wallet: Money, speed: int = 600) -> None:
        """Show the dollars of another denomination or coins, the hours at ``speed``."""
        if self._odds is not None:
            self.show_odds(self._odds, wallet, speed)


class MultiPlayPanel(QWidget):
    """The spread of N-play: covariance of two lines, each number of lines' deviation."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("multiPlayPanel")
        self.covariance_label = _label("covarianceLabel")
        self.table = _table(
            "multiPlayTable",
            ["Lines", "Variance of a round", "Std deviation of a round", "Std deviation per line"],
        )
        note = _label("multiPlayNote", hint=True)
        note.setText(
            "Lines share the deal and the hold and draw apart: the variance of N lines is "
            "N·v + N(N−1)·c (in bets of one line). Per line is the round's deviation "
            "divided by √N, comparable across numbers of lines."
        )
        layout = QVBoxLayout(self)
        layout.addWidget(self.covariance_label)
        layout.addWidget(self.table, 1)
        layout.addWidget(note)

    def show_pending(self, text: str) -> None:
        """No figures yet: say why."""
        self.covariance_label.setText(text)
        self.table.setRowCount(0)

    def show_figures(self, figures: RiskFigures) -> None:
        """Show the multi-play rows, the chosen number of lines in bold."""
        result = figures.priced.analysis
        if result is None:
            self.show_pending(
                "A feature game plays its own lines: the multi-play table is the base game's."
            )
            return
        v, c = result.variance_exact, result.covariance_exact
        self.covariance_label.setText(
            f"{result.table.name}: one line's variance v = {float(v):.6f}; covariance of two "
            f"lines c = {float(c):.6f} (exactly {fraction_text(c)})."
        )
        self.covariance_label.setToolTip(f"v = {fraction_text(v)}\nc = {fraction_text(c)}")
        rows = figures.multi_play
        self.table.setRowCount(len(rows))
        for i, row in enumerate(rows):
            mine = row.lines == figures.request.lines
            cells = (
                f"{row.lines}",
                f"{row.variance:,.4f}",
                f"{row.std_dev:,.4f}",
                f"{row.std_dev_per_line:.4f}",
            )
            for col, text in enumerate(cells):
                tip = fraction_text(row.variance_exact) if col == 1 else ""
                self.table.setItem(i, col, _item(text, bold=mine, tip=tip))


class ProgressivePanel(QWidget):
    """A progressive royal's meter in dollars: the return there and the break-even meter.

    Signals: ``meterChanged(float)`` with the meter in dollars.
    """

    meterChanged = Signal(float)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("progressivePanel")
        self.meter_spin = QDoubleSpinBox()
        self.meter_spin.setObjectName("meterSpin")
        self.meter_spin.setRange(0, 1e9)
        self.meter_spin.setDecimals(2)
        self.meter_spin.setPrefix("$")
        self.meter_spin.setGroupSeparatorShown(True)
        self.meter_spin.setSingleStep(100)
        self.meter_spin.setValue(1000)
        self.meter_spin.setToolTip("What a max-bet royal pays now, in dollars")
        self.meter_spin.valueChanged.connect(self.meterChanged)
        self.meter_spin.setMaximumWidth(200)
        self.pay_label = _label("meterPayLabel", hint=True)
        self.return_label = _label("meterReturnLabel")
        bold = QFont(self.return_label.font())
        bold.setBold(True)
        self.return_label.setFont(bold)
        self.break_even_label = _label("breakEvenLabel")
        self.cashback_label = _label("breakEvenCashbackLabel")
        top = QFormLayout()
        top.addRow("Royal &meter", self.meter_spin)
        top.addRow(self.pay_label)
        top.addRow(self.return_label)
        top.addRow(self.break_even_label)
        top.addRow(self.cashback_label)
        self.chart = MeterChart()
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.chart, 1)

    @property
    def meter(self) -> Fraction:
        """The meter in dollars, exactly as shown."""
        return Fraction(f"{self.meter_spin.value():.2f}")

    def set_meter(self, dollars: float) -> None:
        """Put a value in the meter without asking for anything."""
        self.meter_spin.blockSignals(True)
        self.meter_spin.setValue(dollars)
        self.meter_spin.blockSignals(False)

    def show_pending(self, text: str) -> None:
        """No sweep yet: say why."""
        self.return_label.setText(text)
        self.pay_label.setText("")
        self.break_even_label.setText("")
        self.cashback_label.setText("")
        self.chart.show_none(text)

    def show_progressive(
        self, sweep: SweepResult, wallet: Money, at: Progressive, plain: Progressive, name: str
    ) -> None:
        """Show the return at the meter and the break-even meters (``at`` with cash back)."""
        self.chart.set_table_name(name)
        label = sweep.label.lower()
        self.pay_label.setText(
            f"At {dollars_text(at.meter)} the {label} pays {float(at.pay_per_coin):,.2f} per "
            f"coin ({wallet.coins} coins of {dollars_text(wallet.denomination)}); "
            f"the table pays {float(sweep.current_pay_exact):,g}."
        )
        self.return_label.setText(f"Return at this meter: {at.return_float * 100:.4f}%")
        self.return_label.setToolTip(f"Exactly {fraction_text(at.return_exact)}")
        if plain.break_even_meter is None or plain.break_even_pay is None:
            self.break_even_label.setText("Break-even meter: none (the return stays below 100%)")
            self.break_even_label.setToolTip("")
        else:
            self.break_even_label.setText(
                f"Break-even meter: {dollars_text(plain.break_even_meter)} "
                f"({float(plain.break_even_pay):,.4f} per coin)"
            )
            self.break_even_label.setToolTip(
                f"The least royal pay where the return reaches 100%, exactly "
                f"{fraction_text(plain.break_even_pay)} per coin"
            )
        if at.cashback == 0:
            self.cashback_label.setText("")
        elif at.break_even_meter is None or at.break_even_pay is None:
            self.cashback_label.setText("With cash back: no break-even meter")
        else:
            self.cashback_label.setText(
                f"With {float(at.cashback) * 100:g}% cash back: break-even meter "
                f"{dollars_text(at.break_even_meter)}"
            )
            self.cashback_label.setToolTip(
                f"Return plus cash back reaches 100% at exactly "
                f"{fraction_text(at.break_even_pay)} per coin"
            )
        be = at.break_even_meter
        self.chart.show_meter(
            sweep,
            wallet,
            float(at.meter),
            None if be is None else float(be),
            float(at.cashback),
        )
