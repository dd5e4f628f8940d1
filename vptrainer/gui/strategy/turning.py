"""The Strategy view's Turning points page: where each line of the chart moves as a
progressive line (the royal, a quad, a straight flush) grows.

The page lists every change of the chart with the meter where it happens (coins for
the bet and dollars), what ignoring it costs at the meter the player types, and draws
the chart's return along the meter beside the return with the changes played and
perfect play's. It asks for its answers through :meth:`TurningPage.wants` (the view
lists them while the page is on screen) and prints the guide in the pocket card's
style (:mod:`~vptrainer.gui.strategy.card`).
"""

from __future__ import annotations

from collections.abc import Callable
from fractions import Fraction
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QEvent, Qt, Signal
from PySide6.QtGui import QBrush, QFont, QShowEvent
from PySide6.QtWidgets import (
    QComboBox,
    QDoubleSpinBox,
    QGridLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLayout,
    QPushButton,
    QSpinBox,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from vptrainer.core.errors import VPError
from vptrainer.core.games.paytable import PayTable
from vptrainer.core.storage.fileio import atomic_write_bytes
from vptrainer.gui import i18n
from vptrainer.gui.accessibility import describe
from vptrainer.gui.jobs import Want
from vptrainer.gui.jobs.turning import (
    AtDone,
    AtRequest,
    CurveDone,
    CurveRequest,
    GuideRequest,
    TurningDone,
    TurningRequest,
)
from vptrainer.gui.strategy import card
from vptrainer.gui.strategy.pages import _item, _note, _table, percent
from vptrainer.gui.strategy.panels import TurningChart, cost_text
from vptrainer.gui.strategy.saving import ask_printer, ask_save, write_reported
from vptrainer.gui.style import BEST_BACKGROUND, FAILURE_STYLE, use
from vptrainer.gui.widgets.plot_chart import file_slug

if TYPE_CHECKING:  # the strategy package loads numba: the jobs import it
    from vptrainer.core.strategy.language import Strategy
    from vptrainer.core.strategy.turning_points import Change, TurningPoints

COLUMNS = ("Coins", "Dollars", "Move", "Hands", "Cost")
DOLLARS, COINS = 0, 1
BASIC = 0
MAX_COINS = 1000
DEFAULT_METER = Fraction(3, 2)  # the meter first shown: one and a half times the table's pay


def _inline(text: str) -> str:
    """A rule's text inside a sentence: ``High pair`` as ``high pair`` (not ``TJQK``)."""
    if len(text) > 1 and text[0].isupper() and text[1].islower():
        return text[0].lower() + text[1:]
    return text


def _capital(text: str) -> str:
    return text[:1].upper() + text[1:]


def move_text(change: Change) -> str:
    """One change as a sentence: ``Suited JT moves up above unsuited QJ (rule 9).``"""
    what, past = _capital(change.rule_text), _inline(change.other_text)
    number = i18n.integer(change.other_line + 1)
    if change.direction == "up":
        text = QCoreApplication.translate(
            "TurningPage", "{rule} moves up above {other} (rule {number})."
        )
    else:
        text = QCoreApplication.translate(
            "TurningPage", "{rule} moves back below {other} (rule {number})."
        )
    return text.format(rule=what, other=past, number=number)


def _fraction(value: float, digits: int = 2) -> Fraction:
    return Fraction(f"{value:.{digits}f}")


class TurningPage(QWidget):
    """The turning points of the chart on screen (or the player's strategy) as a
    progressive line grows, the cost of ignoring each at a meter, and the returns along
    the meter.

    Signals: ``inputsChanged(bool)`` when what the page wants may have changed (True:
    at once, False: after a pause, while the player types); ``statusMessage(str)``.
    """

    inputsChanged = Signal(bool)
    statusMessage = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("turningPage")
        self.table: PayTable | None = None
        self.own: tuple[str, Strategy] | None = None  # the player's strategy: name, rules
        self.done: TurningDone | None = None
        self.curve: CurveDone | None = None
        self.at: AtDone | None = None
        self.guide: str | None = None
        self._sized = False
        self._build()

    # ------------------------------------------------------------------ layout

    def _build(self) -> None:
        self.line_combo = self._combo("turningLine")
        self.source_combo = self._combo("turningSource")
        self.source_combo.addItem("")
        self.coins_spin = QSpinBox()
        self.coins_spin.setObjectName("turningCoins")
        self.coins_spin.setRange(1, MAX_COINS)
        self.coins_spin.setValue(5)
        self.denomination_spin = QDoubleSpinBox()
        self.denomination_spin.setObjectName("turningDenomination")
        self.denomination_spin.setRange(0.01, 10_000)
        self.denomination_spin.setDecimals(2)
        self.denomination_spin.setPrefix("$")
        self.denomination_spin.setSingleStep(0.25)
        self.denomination_spin.setValue(0.25)
        self.meter_spin = QDoubleSpinBox()
        self.meter_spin.setObjectName("turningMeter")
        self.meter_spin.setDecimals(2)
        self.meter_spin.setRange(0, 1e9)
        self.meter_spin.setGroupSeparatorShown(True)
        self.unit_combo = self._combo("turningMeterUnit")
        self.unit_combo.addItems(["", ""])
        describe(
            self.unit_combo,
            self.tr("Meter unit"),
            self.tr("Whether the meter is typed in dollars or in coins"),
        )
        self.summary = _note("turningSummary", "")
        self.failure = QLabel()
        self.failure.setTextFormat(Qt.TextFormat.PlainText)
        self.failure.setObjectName("turningFailure")
        self.failure.setWordWrap(True)
        use(self.failure, FAILURE_STYLE)
        self.failure.hide()
        self.changes = _table("turningChanges", [""] * len(COLUMNS))
        self.changes.setWordWrap(True)
        describe(
            self.changes,
            self.tr("Turning points"),
            self.tr(
                "Each strategy change as the line grows: the meter where it moves and what "
                "ignoring it costs at the meter typed."
            ),
        )
        header = self.changes.horizontalHeader()
        for col in range(len(COLUMNS)):
            header.setSectionResizeMode(col, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.Stretch)
        header.sectionResized.connect(lambda *_: self.changes.resizeRowsToContents())
        self.chart = TurningChart()
        self.print_button = self._button("turningPrint", self.ask_print)
        self.pdf_button = self._button("turningPdf", lambda: self.ask_export("pdf"))
        self.png_button = self._button("turningPng", lambda: self.ask_export("png"))

        inputs = QGridLayout()
        inputs.setContentsMargins(0, 0, 0, 0)
        meter = QHBoxLayout()
        meter.addWidget(self.meter_spin, 1)
        meter.addWidget(self.unit_combo)
        money = QHBoxLayout()
        money.addWidget(self.coins_spin)
        self._labels = [
            self._label(buddy)
            for buddy in (
                self.denomination_spin,
                self.line_combo,
                self.source_combo,
                self.meter_spin,
                self.coins_spin,
            )
        ]
        money.addWidget(self._labels[0])
        money.addWidget(self.denomination_spin)
        # two columns of label and input, so that the page fits beside the chart's rules
        # in a small window (1024x640); long combo items are elided, not widening it
        fields: tuple[QWidget | QLayout, ...] = (self.line_combo, self.source_combo, meter, money)
        for row, (label, field) in enumerate(zip(self._labels[1:], fields, strict=True)):
            inputs.addWidget(label, row, 0)
            if isinstance(field, QLayout):
                inputs.addLayout(field, row, 1)
            else:
                inputs.addWidget(field, row, 1)
        for combo in (self.line_combo, self.source_combo):
            combo.setSizeAdjustPolicy(
                QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon
            )
            combo.setMinimumContentsLength(16)
        inputs.setColumnStretch(1, 1)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        for button in (self.print_button, self.pdf_button, self.png_button):
            buttons.addWidget(button)
        self.split = split = QSplitter(Qt.Orientation.Vertical)
        split.setObjectName("turningSplitter")
        split.addWidget(self.changes)
        split.addWidget(self.chart)
        split.setStretchFactor(0, 3)
        split.setStretchFactor(1, 2)
        split.setChildrenCollapsible(False)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addLayout(inputs)
        layout.addWidget(self.summary)
        layout.addWidget(self.failure)
        layout.addWidget(split, 1)
        layout.addLayout(buttons)

        self.line_combo.currentIndexChanged.connect(self._on_choice)
        self.source_combo.currentIndexChanged.connect(self._on_choice)
        self.coins_spin.valueChanged.connect(self._on_money)
        self.denomination_spin.valueChanged.connect(self._on_money)
        self.unit_combo.currentIndexChanged.connect(self._on_unit)
        self.meter_spin.valueChanged.connect(self._on_meter)
        self.chart.exported.connect(
            lambda p: self.statusMessage.emit(self.tr("Exported {path}.").format(path=p))
        )
        self.retranslate()

    def retranslate(self) -> None:
        """Set the static texts in the current language."""
        self.line_combo.setAccessibleName(self.tr("Progressive line"))
        self.line_combo.setToolTip(self.tr("The pay that grows with the progressive meter"))
        self.source_combo.setAccessibleName(self.tr("Chart"))
        self.source_combo.setItemText(BASIC, self.tr("The basic strategy"))
        if self.own is not None and self.source_combo.count() > 1:
            self.source_combo.setItemText(
                1, self.tr("Your strategy: {name}").format(name=self.own[0])
            )
        self.source_combo.setToolTip(
            self.tr(
                "The chart whose turning points are shown: the table's basic strategy, or "
                "the strategy you opened on the Your strategy page"
            )
        )
        self.coins_spin.setAccessibleName(self.tr("Coins a bet"))
        self.coins_spin.setToolTip(self.tr("Coins bet on each hand (the meter is for this bet)"))
        self.denomination_spin.setAccessibleName(self.tr("Denomination"))
        self.denomination_spin.setToolTip(self.tr("Dollars per coin"))
        self.meter_spin.setAccessibleName(self.tr("Meter"))
        self.meter_spin.setToolTip(
            self.tr(
                "The progressive meter to price the chart at (what ignoring each change costs "
                "there)"
            )
        )
        self.unit_combo.setAccessibleName(self.tr("Meter unit"))
        self.unit_combo.setItemText(DOLLARS, self.tr("dollars"))
        self.unit_combo.setItemText(COINS, self.tr("coins"))
        self.summary.setAccessibleName(self.tr("Returns at the meter"))
        self.changes.setAccessibleName(self.tr("Turning points"))
        self.changes.setHorizontalHeaderLabels(
            [
                self.tr("Coins"),
                self.tr("Dollars"),
                self.tr("Move"),
                self.tr("Hands"),
                self.tr("Cost"),
            ]
        )
        self.chart.setAccessibleName(self.tr("Return by meter"))
        for button, text, tip in (
            (
                self.print_button,
                self.tr("Print guide…"),
                self.tr("Print the turning points as a pocket guide"),
            ),
            (self.pdf_button, self.tr("PDF…"), self.tr("Save the pocket guide as a PDF")),
            (self.png_button, self.tr("PNG…"), self.tr("Save the pocket guide as a PNG image")),
        ):
            button.setText(text)
            button.setAccessibleName(text.rstrip("…"))
            button.setToolTip(tip)
        for label, text in zip(
            self._labels,
            (
                self.tr("&Denomination"),
                self.tr("&Line"),
                self.tr("C&hart"),
                self.tr("&Meter"),
                self.tr("C&oins"),
            ),
            strict=True,
        ):
            label.setText(text)

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
            self._refresh_meter()

    @staticmethod
    def _combo(name: str) -> QComboBox:
        combo = QComboBox()
        combo.setObjectName(name)
        combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        combo.setMinimumContentsLength(8)
        return combo

    @staticmethod
    def _label(buddy: QWidget) -> QLabel:
        label = QLabel()
        label.setBuddy(buddy)
        return label

    @staticmethod
    def _button(name: str, slot: Callable[[], object]) -> QPushButton:
        button = QPushButton()
        button.setObjectName(name)
        button.clicked.connect(slot)
        button.setEnabled(False)
        return button

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if not self._sized:  # the list gets most of the height at first
            self._sized = True
            height = max(self.split.height(), 300)
            self.split.setSizes([height * 3 // 5, height * 2 // 5])

    # ----------------------------------------------------------------- inputs

    @property
    def key(self) -> str | None:
        """The line chosen (its category's key)."""
        data = self.line_combo.currentData()
        return None if data is None else str(data)

    @property
    def strategy(self) -> Strategy | None:
        """The chart chosen: None for the basic strategy, else the player's."""
        if self.source_combo.currentIndex() == BASIC or self.own is None:
            return None
        return self.own[1]

    @property
    def coins(self) -> int:
        """Coins a bet."""
        return self.coins_spin.value()

    @property
    def denomination(self) -> Fraction:
        """Dollars a coin."""
        return _fraction(self.denomination_spin.value())

    def meter_pay(self) -> Fraction:
        """The meter typed, as a pay per coin of the line."""
        value = _fraction(self.meter_spin.value())
        coins = value / self.denomination if self.unit_combo.currentIndex() == DOLLARS else value
        return coins / self.coins

    def _meter_value(self, pay: Fraction) -> float:
        coins = pay * self.coins
        return float(
            coins * self.denomination if self.unit_combo.currentIndex() == DOLLARS else coins
        )

    def set_table(self, table: PayTable) -> None:
        """The table on screen: its lines offered (the one chosen kept when it has it)."""
        if table == self.table:
            return
        self.table = table
        key = self.key
        self.line_combo.blockSignals(True)
        self.line_combo.clear()
        for line in table.lines:
            self.line_combo.addItem(line.label, line.key)
        found = self.line_combo.findData(key) if key is not None else -1
        self.line_combo.setCurrentIndex(max(found, 0))
        self.line_combo.blockSignals(False)
        self._forget(
            self.tr("The turning points of {table} are found when this page is shown.").format(
                table=table.name
            )
        )

    def set_own(self, name: str | None, strategy: Strategy | None) -> None:
        """The strategy the player opened (None: none), offered as the chart."""
        own = None if strategy is None or name is None else (name, strategy)
        if own == self.own:
            return
        self.own = own
        self.source_combo.blockSignals(True)
        was = self.source_combo.currentIndex()
        while self.source_combo.count() > 1:
            self.source_combo.removeItem(1)
        if self.own is not None:
            self.source_combo.addItem(self.tr("Your strategy: {name}").format(name=self.own[0]))
        self.source_combo.setCurrentIndex(was if was < self.source_combo.count() else BASIC)
        self.source_combo.blockSignals(False)
        if was != self.source_combo.currentIndex() or was != BASIC:
            self._on_choice()

    def _on_choice(self, *_args: object) -> None:
        self._forget(self.tr("Finding the turning points…"))
        self.inputsChanged.emit(True)

    def _on_money(self, *_args: object) -> None:
        self.guide = None
        self._enable_outputs(False)
        self._set_meter_range()
        self._refresh_meter()
        self.inputsChanged.emit(False)

    def _on_unit(self, index: int) -> None:
        value = _fraction(self.meter_spin.value())  # in the unit it was typed in
        pay = (value / self.denomination if index == COINS else value) / self.coins
        self._set_meter_range()
        self.meter_spin.blockSignals(True)
        self.meter_spin.setValue(self._meter_value(pay))
        self.meter_spin.blockSignals(False)
        self._on_meter()

    def _on_meter(self, *_args: object) -> None:
        self._refresh_meter()
        self.inputsChanged.emit(False)

    # ---------------------------------------------------------------- requests

    def wants(self) -> list[Want[Any]]:
        """What the page shows, asked for while it is on screen: the turning points,
        then the returns along the meter, at the meter typed, and the guide."""
        table = self.table
        if table is None or not table.lines or self.key is None:
            return []
        args = (table, self.key, self.strategy)
        out: list[Want[Any]] = [
            Want(TurningRequest(*args), self.show_points, self.show_failed, self._waiting)
        ]
        if self.done is None or not self._current(self.done):
            return out
        out.append(
            Want(CurveRequest(*args), self.show_curve, self._curve_failed, self._curve_waiting)
        )
        pay = self.meter_pay()
        tp = self.done.points
        if tp.low <= pay <= tp.high:
            out.append(Want(AtRequest(*args, pay), self.show_at, self._say))
        guide = GuideRequest(*args, self.coins, self.denomination)
        out.append(Want(guide, self.show_guide, self._say))
        return out

    def _current(self, done: TurningDone | CurveDone | AtDone) -> bool:
        return (done.table, done.line, done.strategy) == (self.table, self.key, self.strategy)

    # ----------------------------------------------------------------- answers

    def _forget(self, text: str) -> None:
        self.done = self.curve = self.at = None
        self.guide = None
        self._enable_outputs(False)
        self.failure.hide()
        self.summary.setText(text)
        self.changes.setRowCount(0)
        self.chart.show_none(self.tr("The returns along the meter come with the turning points."))

    def _waiting(self) -> None:
        self.summary.setText(self.tr("Finding the turning points…"))

    def show_failed(self, message: str) -> None:
        """The turning points could not be found: say why, in place."""
        self._forget("")
        self.failure.setText(
            self.tr("Could not find the turning points: {message}").format(message=message)
        )
        self.failure.show()
        self.statusMessage.emit(self.failure.text())

    def _curve_failed(self, message: str) -> None:
        self.chart.show_none(
            self.tr("Could not compute the returns: {message}").format(message=message)
        )

    def _curve_waiting(self) -> None:
        self.chart.show_none(self.tr("Computing the returns along the meter…"))

    def _say(self, message: str) -> None:
        self.statusMessage.emit(message)

    def show_points(self, done: TurningDone) -> None:
        """The turning points of the chart chosen: the list, priced at the meter."""
        if not self._current(done) or done is self.done:
            return
        first = self.done is None
        self.done = done
        self.failure.hide()
        self._set_meter_range(default=first)
        self._refresh_meter()
        self.inputsChanged.emit(True)  # the returns along the meter and at it, the guide

    def show_curve(self, done: CurveDone) -> None:
        """The returns along the meter."""
        if self._current(done):
            self.curve = done
            self._draw_curve()

    def show_at(self, done: AtDone) -> None:
        """The returns at the meter typed."""
        if self._current(done):
            self.at = done
            self._refresh_meter()

    def show_guide(self, page: str) -> None:
        """The printable guide is ready."""
        self.guide = page
        self._enable_outputs(True)

    def _enable_outputs(self, on: bool) -> None:
        for button in (self.print_button, self.pdf_button, self.png_button):
            button.setEnabled(on)

    # ---------------------------------------------------------------- showing

    def _set_meter_range(self, default: bool = False) -> None:
        if self.done is None:
            return
        tp = self.done.points
        pay = self.meter_pay()
        lo, hi = self._meter_value(tp.low), self._meter_value(tp.high)
        self.meter_spin.blockSignals(True)
        self.meter_spin.setRange(lo, hi)
        self.meter_spin.setSingleStep(max(1.0, round((hi - lo) / 100)))
        if default or not tp.low <= pay <= tp.high:
            wanted = min(tp.high, max(tp.low, tp.pay * DEFAULT_METER))
            self.meter_spin.setValue(self._meter_value(wanted))
        self.meter_spin.blockSignals(False)

    def _refresh_meter(self) -> None:
        """The changes with their meters and their cost at the meter typed (exact and
        quick), those due there highlighted; the summary (the returns come from a job)."""
        if self.done is None:
            return
        tp = self.done.points
        pay = self.meter_pay()
        inside = tp.low <= pay <= tp.high
        due = set(tp.due(pay)) if inside else set()
        bold = QFont(self.changes.font())
        bold.setBold(True)
        label = tp.label.lower()
        self.changes.setRowCount(len(tp.changes))
        for r, c in enumerate(tp.changes):
            coins = c.pay * self.coins
            cost = tp.cost_at(c, pay) if inside else Fraction(0)
            text = move_text(c)
            cells = (
                _item(
                    i18n.number(coins, 0),
                    right=True,
                    tip=self.tr("Exactly {pay} per coin of the {line}.").format(
                        pay=i18n.number(c.pay, 4), line=label
                    ),
                ),
                _item(i18n.dollars(coins * self.denomination), right=True),
                _item(f"{'↑' if c.direction == 'up' else '↓'} {text}", tip=text),
                _item(
                    i18n.integer(c.deals),
                    right=True,
                    tip=self.tr(
                        "Deals the chart plays by the rule passed that the moving one fits too."
                    ),
                ),
                _item(
                    cost_text(cost),
                    right=True,
                    tip=self.tr(
                        "Playing the chart unchanged on these deals costs {percent} "
                        "of the return at this meter."
                    ).format(percent=percent(cost, 6))
                    if cost
                    else self.tr("Ignoring this change costs nothing at this meter."),
                ),
            )
            for col, cell in enumerate(cells):
                if c in due:
                    cell.setBackground(QBrush(BEST_BACKGROUND))
                    cell.setFont(bold)
                self.changes.setItem(r, col, cell)
        self.changes.resizeRowsToContents()
        self.summary.setText(self._summary_text(tp, pay, inside, due))
        self._draw_curve()

    def _summary_text(
        self, tp: TurningPoints, pay: Fraction, inside: bool, due: set[Change]
    ) -> str:
        coins = pay * self.coins
        dollars = coins * self.denomination
        meter = self.tr("{coins} coins ({dollars}, {pay} per coin)").format(
            coins=i18n.number(coins, 0), dollars=i18n.dollars(dollars), pay=i18n.number(pay, 1)
        )
        low, high = i18n.number(tp.low * self.coins, 0), i18n.number(tp.high * self.coins, 0)
        if not inside:
            return self.tr(
                "The meter of {meter} is outside the range looked at: from {low} to {high} coins."
            ).format(meter=meter, low=low, high=high)
        if not tp.changes:
            head = self.tr("No line of the chart moves between {low} and {high} coins.").format(
                low=low, high=high
            )
        elif due:
            head = self.tr(
                "At a meter of {meter}: {due} of the %n changes due (highlighted).",
                "",
                len(tp.changes),
            ).format(meter=meter, due=i18n.integer(len(due)))
        else:
            head = self.tr(
                "At a meter of {meter}: none of the %n changes due yet.", "", len(tp.changes)
            ).format(meter=meter)
        at = self.at
        if at is None or at.pay != pay or not self._current(at):
            return self.tr("{sentence} Pricing the chart at this meter…").format(sentence=head)
        return self.tr(
            "{sentence} The chart returns {chart}, with the changes due "
            "{guide}, and perfect play {optimal}."
        ).format(
            sentence=head,
            chart=percent(at.chart),
            guide=percent(at.guide),
            optimal=percent(at.optimal),
        )

    def _draw_curve(self) -> None:
        curve = self.curve
        if curve is None or self.done is None or not self._current(curve):
            return
        tp = self.done.points
        meters = [float(x * self.coins) for x in curve.pays]
        pay = self.meter_pay()
        marked = float(pay * self.coins) if tp.low <= pay <= tp.high else None
        self.chart.set_table_name(curve.table.name)
        self.chart.show_curves(
            meters,
            (
                (self.tr("The chart as it is"), curve.chart),
                (self.tr("With the changes due"), curve.guide),
                (self.tr("Perfect play"), curve.optimal),
            ),
            self.tr("{line} meter (coins for a {coins}-coin bet)").format(
                line=tp.label, coins=i18n.integer(self.coins)
            ),
            marked,
            csv_names=("The chart as it is", "With the changes due", "Perfect play"),
        )

    # ----------------------------------------------------------------- outputs

    def _stem(self) -> str:
        name = self.table.name if self.table is not None else "table"
        label = self.done.points.label if self.done is not None else "royal"
        return file_slug(f"{name} {label} turning points")

    def ask_export(self, kind: str) -> bool:
        """Ask for a file and write the guide as ``kind`` (``pdf`` or ``png``)."""
        if self.guide is None:
            return False
        path = ask_save(self, self.tr("Export the turning-point guide"), self._stem(), kind)
        if path is None or not write_reported(self, path, lambda: self.export(kind, path)):
            return False
        self.statusMessage.emit(self.tr("Exported {path}.").format(path=path))
        return True

    def export(self, kind: str, path: str | Path) -> None:
        """Write the guide as ``kind`` (``pdf`` or ``png``)."""
        if self.guide is None:
            raise VPError("the guide is not ready yet")
        if kind == "pdf":
            atomic_write_bytes(path, card.html_pdf_bytes(self.guide, self._stem()))
        elif kind == "png":
            atomic_write_bytes(path, card.html_png_bytes(self.guide))
        else:
            raise ValueError(kind)

    def ask_print(self) -> bool:
        """Print the guide on card-sized pages (Qt's print dialog)."""
        if self.guide is None:
            return False
        printer = ask_printer(self, self._stem(), self.tr("Print the turning-point guide"))
        if printer is None:
            return False
        card.print_html(self.guide, printer)
        self.statusMessage.emit(self.tr("The turning-point guide was sent to the printer."))
        return True
