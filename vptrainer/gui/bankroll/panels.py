"""The Bankroll view's result pages: risk of ruin, a session, multi-play, a progressive meter.

Each page is told what to show through its methods and never computes anything long:
the figures come from the view's jobs.
"""

from __future__ import annotations

import math
from fractions import Fraction

from PySide6.QtCore import QCoreApplication, QEvent, Qt, Signal
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
from vptrainer.gui import i18n
from vptrainer.gui.accessibility import describe
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
from vptrainer.gui.style import HINT_STYLE, NOTICE_STYLE, use

_RIGHT = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter


def _label(name: str, *, wrap: bool = True, hint: bool = False) -> QLabel:
    label = QLabel()
    label.setObjectName(name)
    label.setWordWrap(wrap)
    label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
    if hint:
        use(label, HINT_STYLE)
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


def _places(value: float) -> int:
    """The decimals ``value`` needs (at most 6): ``25`` none, ``2.5`` one."""
    for places in range(6):
        if abs(round(value, places) - value) < 1e-9:
            return places
    return 6


def _g(value: float) -> str:
    """A number with the decimals it needs, in the reader's way (``2.5``; ``2,5``)."""
    return i18n.number(value, _places(float(value)))


def percent_g(p: float) -> str:
    """A fraction as a percentage with the decimals it needs (``0.5%``; ``0,5%``)."""
    return i18n.percent(p, _places(float(p) * 100))


def subject_name(priced: Priced) -> str:
    """The game priced: the table's name, or the feature game on it."""
    subject = priced.subject
    if subject.feature is None:
        return subject.table.name
    return QCoreApplication.translate("bankroll", "{game} on {table}").format(
        game=TITLES[subject.feature], table=subject.table.name
    )


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
        self.table = _table("bankrollTable", ["", "", ""])
        describe(
            self.table,
            self.tr("Bankroll for each risk of ruin"),
            self.tr("The bankroll in bets and in dollars needed for each risk of ruin."),
        )
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
        self._wallet: Money | None = None
        self._speed = 600
        self.retranslate()

    def retranslate(self) -> None:
        """Set the table's headers in the current language."""
        self.table.setHorizontalHeaderLabels(
            [self.tr("Risk of ruin"), self.tr("Bankroll"), self.tr("Dollars")]
        )

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
            if self._figures is not None and self._wallet is not None:
                self.show_figures(self._figures, self._wallet, self._speed)

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
        self._figures, self._wallet, self._speed = figures, wallet, speed
        req, lr, priced = figures.request, figures.long_run, figures.priced
        self.chart.set_table_name(subject_name(priced))
        bankroll = float(req.bankroll)
        self.long_run_label.setText(long_run_text(lr, priced.return_exact))
        use(self.long_run_label, NOTICE_STYLE if lr.certain else "")
        self.ruin_label.setText(
            self.tr("Risk of ruin with {bankroll}: {risk}").format(
                bankroll=money_text(bankroll, wallet),
                risk=i18n.percent(1, 0) if lr.certain else percent_text(figures.risk_of_ruin),
            )
        )
        row = next((r for r in figures.multi_play if r.lines == req.lines), None)
        stake = round_stake(priced, req.lines)
        sd = 0.0
        if priced.rounds is not None:
            sd = round_std_dev(priced)
            game, cost = TITLES[str(priced.subject.feature)], float(stake)
            self.spread_label.setText(
                self.tr(
                    "A round of {game} costs {cost} bets; its standard deviation is {sd} bets."
                ).format(game=game, cost=_g(cost), sd=i18n.number(sd, 4))
            )
        elif row is not None:
            sd = row.std_dev
            per = i18n.number(row.std_dev_per_line, 4)
            sd_text = i18n.number(row.std_dev, 4)
            if req.lines == 1:
                text = self.tr(
                    "1 line a round: standard deviation {sd} bets a round, {per} per line"
                )
            else:
                text = self.tr(
                    "%n lines a round: standard deviation {sd} bets a round, {per} per line",
                    "",
                    req.lines,
                )
            self.spread_label.setText(text.format(sd=sd_text, per=per))
        self._show_hourly(lr.edge * float(stake), sd, bankroll, wallet, speed)
        self.table.setRowCount(len(figures.bankrolls))
        for i, (p, bets) in enumerate(figures.bankrolls):
            mine = abs(p - req.risk) < 1e-12
            self.table.setItem(i, 0, _item(risk_level_text(p), bold=mine))
            if bets is None:
                tip = self.tr("Ruin is certain: no bankroll is enough")
                self.table.setItem(i, 1, _item("—", tip=tip))
                self.table.setItem(i, 2, _item("—"))
            else:
                tip = self.tr("{bets} bets").format(bets=i18n.number(bets, 3))
                self.table.setItem(i, 1, _item(i18n.number(bets, 0), bold=mine, tip=tip))
                self.table.setItem(i, 2, _item(dollars_text(bets * float(wallet.bet))))
        if lr.certain:
            self.chart.show_none(
                self.tr("{all} for every bankroll: return plus cash back ≤ {all}").format(
                    all=i18n.percent(1, 0)
                )
            )
        elif lr.r == 0:
            self.chart.show_none(self.tr("No round can lose: the risk of ruin is 0"))
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
        text = self.tr(
            "At {speed} rounds an hour: an average result of {result} ({result_dollars}) an "
            "hour, give or take {spread} ({spread_dollars}) for one standard deviation."
        ).format(
            speed=i18n.integer(speed),
            result=result,
            result_dollars=result_dollars,
            spread=spread,
            spread_dollars=spread_dollars,
        )
        if hour < 0:
            hours = bankroll / -hour
            lasts = self.tr("The average loss uses up the bankroll in about {hours} hours.").format(
                hours=i18n.number(hours, 1)
            )
            text = self.tr("{sentence} {next}").format(sentence=text, next=lasts)
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
        self._names: list[QLabel] = []
        for field in (
            self.broke_label,
            self.goal_label,
            self.playing_label,
            self.royal_label,
            self.expected_label,
        ):
            name = QLabel()
            self._names.append(name)
            form.addRow(name, field)
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
        self._wallet: Money | None = None
        self._marks: tuple[float, float | None] = (0.0, None)  # the fan's bankroll and goal
        self._speed = 600
        self.retranslate()

    def retranslate(self) -> None:
        """Set the form's texts in the current language."""
        for name, text in zip(
            self._names,
            (
                self.tr("Broke"),
                self.tr("Goal reached"),
                self.tr("Still playing"),
                self.tr("A royal or more"),
                self.tr("Average result"),
            ),
            strict=True,
        ):
            name.setText(text)

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
            if self._odds is not None and self._wallet is not None:
                self.show_odds(self._odds, self._wallet, self._speed)
            if self._fan is not None:
                bankroll, goal = self._marks
                self.show_fan(self._fan, bankroll=bankroll, goal=goal)

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
        self._odds, self._wallet, self._speed = figures, wallet, speed
        odds, req, priced = figures.odds, figures.request, figures.priced
        hours = req.hands / speed
        if priced.rounds is not None:
            text = self.tr(
                "{name}: {hands} rounds from {bankroll}, about {hours} hours at {speed} an hour."
            )
        elif req.lines > 1:
            text = self.tr(
                "{name}: {hands} rounds of {lines} lines from {bankroll}, "
                "about {hours} hours at {speed} an hour."
            )
        else:
            text = self.tr(
                "{name}: {hands} rounds of 1 line from {bankroll}, "
                "about {hours} hours at {speed} an hour."
            )
        text = text.format(
            name=subject_name(priced),
            hands=i18n.integer(req.hands),
            lines=i18n.integer(req.lines),
            bankroll=money_text(req.bankroll, wallet),
            hours=i18n.number(hours, 1),
            speed=i18n.integer(speed),
        )
        if req.goal:
            stop = self.tr("The session stops {goal} ahead.").format(
                goal=money_text(req.goal, wallet, signed=True)
            )
            text = self.tr("{sentence} {next}").format(sentence=text, next=stop)
        self.title.setText(text)
        self.broke_label.setText(chance_text(odds.p_broke, odds.p_broke_se))
        self.goal_label.setText(
            self.tr("no goal") if odds.p_goal is None else chance_text(odds.p_goal, odds.p_goal_se)
        )
        self.playing_label.setText(chance_text(odds.p_playing))
        self.royal_label.setText(
            self.tr("no royal line")
            if odds.p_royal is None
            else chance_text(odds.p_royal, odds.p_royal_se)
        )
        total = money_text(figures.expected, wallet, signed=True)
        hourly = dollars_text(figures.expected / hours * float(wallet.bet), signed=True)
        self.expected_label.setText(
            self.tr("{total} if every round is played, {hourly} an hour.").format(
                total=total, hourly=hourly
            )
        )
        if odds.method == "exact":
            self.method_label.setText(self.tr("Exact recursion over the bankroll."))
        else:
            self.method_label.setText(
                self.tr(
                    "Simulation of {trials} sessions (seed {seed}); ± one standard error."
                ).format(trials=i18n.integer(odds.trials or 0), seed=odds.seed)
            )

    def show_fan(self, figures: FanFigures, *, bankroll: float, goal: float | None) -> None:
        """Show the fan chart of the running result."""
        self._fan, self._marks = figures, (bankroll, goal)
        q = figures.quantiles
        self.chart.set_table_name(subject_name(figures.priced))
        self.chart.show_fan(q, bankroll=bankroll, goal=goal)
        n = len(q.levels)
        levels = self.tr(", ", "list separator").join(
            f"{_g(q.levels[i] * 100)}–{percent_g(q.levels[n - 1 - i])}" for i in range(n // 2)
        )
        how = (
            self.tr("exact distribution of the sum of the rounds")
            if q.method == "exact"
            else self.tr(
                "simulated: {trials} sessions, seed {seed}; each level within "
                "± {error} bets ({confidence} confidence)"
            ).format(
                trials=i18n.integer(q.trials or 0),
                seed=q.seed,
                error=i18n.number(q.max_error or 0.0, 0),
                confidence=i18n.percent(0.95, 0),
            )
        )
        self.fan_note.setText(
            self.tr(
                "The result after each round when every round is played (no stop at broke or "
                "at the goal): the bands hold {levels} of the sessions, around the median; {how}."
            ).format(levels=levels, how=how)
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
        self.table = _table("multiPlayTable", ["", "", "", ""])
        self.note = note = _label("multiPlayNote", hint=True)
        describe(
            self.table,
            self.tr("Multi-play variance"),
            self.tr("The variance of a round for each number of lines."),
        )
        layout = QVBoxLayout(self)
        layout.addWidget(self.covariance_label)
        layout.addWidget(self.table, 1)
        layout.addWidget(note)
        self._figures: RiskFigures | None = None
        self.retranslate()

    def retranslate(self) -> None:
        """Set the static texts in the current language."""
        self.table.setHorizontalHeaderLabels(
            [
                self.tr("Lines"),
                self.tr("Variance of a round"),
                self.tr("Std deviation of a round"),
                self.tr("Std deviation per line"),
            ]
        )
        self.note.setText(
            self.tr(
                "Lines share the deal and the hold and draw apart: the variance of N lines is "
                "N·v + N(N−1)·c (in bets of one line). Per line is the round's deviation "
                "divided by √N, comparable across numbers of lines."
            )
        )

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
            if self._figures is not None:
                self.show_figures(self._figures)

    def show_pending(self, text: str) -> None:
        """No figures yet: say why."""
        self._figures = None
        self.covariance_label.setText(text)
        self.table.setRowCount(0)

    def show_figures(self, figures: RiskFigures) -> None:
        """Show the multi-play rows, the chosen number of lines in bold."""
        result = figures.priced.analysis
        if result is None:
            self.show_pending(
                self.tr(
                    "A feature game plays its own lines: the multi-play table is the base game's."
                )
            )
            self._figures = figures
            return
        self._figures = figures
        v, c = result.variance_exact, result.covariance_exact
        self.covariance_label.setText(
            self.tr(
                "{table}: one line's variance v = {v}; covariance of two "
                "lines c = {c} (exactly {exact})."
            ).format(
                table=result.table.name,
                v=i18n.number(v, 6),
                c=i18n.number(c, 6),
                exact=fraction_text(c),
            )
        )
        self.covariance_label.setToolTip(f"v = {fraction_text(v)}\nc = {fraction_text(c)}")
        rows = figures.multi_play
        self.table.setRowCount(len(rows))
        for i, row in enumerate(rows):
            mine = row.lines == figures.request.lines
            cells = (
                i18n.integer(row.lines),
                i18n.number(row.variance, 4),
                i18n.number(row.std_dev, 4),
                i18n.number(row.std_dev_per_line, 4),
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
        self.meter_spin.valueChanged.connect(self.meterChanged)
        self.meter_spin.setMaximumWidth(200)
        self.pay_label = _label("meterPayLabel", hint=True)
        self.return_label = _label("meterReturnLabel")
        bold = QFont(self.return_label.font())
        bold.setBold(True)
        self.return_label.setFont(bold)
        self.break_even_label = _label("breakEvenLabel")
        self.cashback_label = _label("breakEvenCashbackLabel")
        self.meter_label = QLabel()
        self.meter_label.setBuddy(self.meter_spin)
        top = QFormLayout()
        top.addRow(self.meter_label, self.meter_spin)
        top.addRow(self.pay_label)
        top.addRow(self.return_label)
        top.addRow(self.break_even_label)
        top.addRow(self.cashback_label)
        self.chart = MeterChart()
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.chart, 1)
        self._shown: tuple[SweepResult, Money, Progressive, Progressive, str] | None = None
        self.retranslate()

    def retranslate(self) -> None:
        """Set the static texts in the current language."""
        self.meter_label.setText(self.tr("Royal &meter"))
        self.meter_spin.setToolTip(self.tr("What a max-bet royal pays now, in dollars"))

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
            if self._shown is not None:
                self.show_progressive(*self._shown)

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
        self._shown = None
        self.return_label.setText(text)
        self.pay_label.setText("")
        self.break_even_label.setText("")
        self.cashback_label.setText("")
        self.chart.show_none(text)

    def show_progressive(
        self, sweep: SweepResult, wallet: Money, at: Progressive, plain: Progressive, name: str
    ) -> None:
        """Show the return at the meter and the break-even meters (``at`` with cash back)."""
        self._shown = (sweep, wallet, at, plain, name)
        self.chart.set_table_name(name)
        label = sweep.label.lower()
        self.pay_label.setText(
            self.tr(
                "At {meter} the {label} pays {pay} per coin ({coins} coins of {coin}); "
                "the table pays {table_pay}."
            ).format(
                meter=dollars_text(at.meter),
                label=label,
                pay=i18n.number(at.pay_per_coin, 2),
                coins=i18n.integer(wallet.coins),
                coin=dollars_text(wallet.denomination),
                table_pay=_g(float(sweep.current_pay_exact)),
            )
        )
        self.return_label.setText(
            self.tr("Return at this meter: {percent}").format(percent=i18n.percent(at.return_float))
        )
        self.return_label.setToolTip(
            self.tr("Exactly {fraction}").format(fraction=fraction_text(at.return_exact))
        )
        full = i18n.percent(1, 0)
        if plain.break_even_meter is None or plain.break_even_pay is None:
            self.break_even_label.setText(
                self.tr("Break-even meter: none (the return stays below {full})").format(full=full)
            )
            self.break_even_label.setToolTip("")
        else:
            self.break_even_label.setText(
                self.tr("Break-even meter: {meter} ({pay} per coin)").format(
                    meter=dollars_text(plain.break_even_meter),
                    pay=i18n.number(plain.break_even_pay, 4),
                )
            )
            self.break_even_label.setToolTip(
                self.tr(
                    "The least royal pay where the return reaches {full}, exactly {pay} per coin"
                ).format(full=full, pay=fraction_text(plain.break_even_pay))
            )
        if at.cashback == 0:
            self.cashback_label.setText("")
        elif at.break_even_meter is None or at.break_even_pay is None:
            self.cashback_label.setText(self.tr("With cash back: no break-even meter"))
        else:
            self.cashback_label.setText(
                self.tr("With {cashback} cash back: break-even meter {meter}").format(
                    cashback=percent_g(float(at.cashback)),
                    meter=dollars_text(at.break_even_meter),
                )
            )
            self.cashback_label.setToolTip(
                self.tr("Return plus cash back reaches {full} at exactly {pay} per coin").format(
                    full=full, pay=fraction_text(at.break_even_pay)
                )
            )
        be = at.break_even_meter
        self.chart.show_meter(
            sweep,
            wallet,
            float(at.meter),
            None if be is None else float(be),
            float(at.cashback),
        )
