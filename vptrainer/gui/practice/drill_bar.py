"""The drill row of the Play page: which deals to practise, and what to grade against."""

from __future__ import annotations

from fractions import Fraction

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDoubleSpinBox,
    QHBoxLayout,
    QLabel,
    QSizePolicy,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from vptrainer.core.practice.situations import DrillMode
from vptrainer.gui.i18n.messages import text as core_text
from vptrainer.gui.settings import Setting, Settings
from vptrainer.gui.style import HINT_STYLE, use

DRILL_MODE = Setting("practice/drill_mode", "random")
CLOSE_CALL_MARGIN = Setting("practice/close_call_margin", 0.05, 0.0001, 5.0)  # EV per coin
GRADE_BY_CHART = Setting("practice/grade_by_chart", False)
CHART_RULES = Setting("practice/chart_rules", 15, 3, 60)
MODES = tuple(DrillMode)


class DrillBar(QWidget):
    """The drill (``drillMode``), the close-call margin (``closeCallSpin``), grading by a
    short chart (``gradeByChart``, ``chartRulesSpin``) and a line saying what the drill
    is doing (``drillState``), each remembered in the settings.

    Signals: ``drillChanged(object)`` with the :class:`DrillMode`; ``marginChanged(object)``
    with the close-call margin per coin (a :class:`~fractions.Fraction`);
    ``chartChanged()`` when grading by a chart is switched or its size changes.
    """

    drillChanged = Signal(object)
    marginChanged = Signal(object)
    chartChanged = Signal()

    def __init__(self, settings: Settings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.settings = settings
        self.mode_combo = QComboBox()
        self.mode_combo.setObjectName("drillMode")
        for mode in MODES:
            self.mode_combo.addItem(core_text(mode.label), mode.value)
        saved = self.mode_combo.findData(settings.get(DRILL_MODE))
        self.mode_combo.setCurrentIndex(max(saved, 0))
        self.mode_combo.currentIndexChanged.connect(self._on_mode)

        self.margin_spin = QDoubleSpinBox()
        self.margin_spin.setObjectName("closeCallSpin")
        self.margin_spin.setDecimals(4)
        self.margin_spin.setRange(0.0001, 5.0)
        self.margin_spin.setSingleStep(0.01)
        self.margin_spin.setPrefix("< ")
        self.margin_spin.setValue(settings.get(CLOSE_CALL_MARGIN))
        self.margin_spin.valueChanged.connect(self._on_margin)

        self.chart_check = QCheckBox()
        self.chart_check.setObjectName("gradeByChart")
        self.chart_check.setChecked(settings.get(GRADE_BY_CHART))
        self.chart_check.toggled.connect(self._on_chart)
        self.rules_spin = QSpinBox()
        self.rules_spin.setObjectName("chartRulesSpin")
        self.rules_spin.setRange(3, 60)
        self.rules_spin.setValue(settings.get(CHART_RULES))
        self.rules_spin.setKeyboardTracking(False)
        self.rules_spin.valueChanged.connect(self._on_rules)

        self.state = QLabel()
        self.state.setObjectName("drillState")
        self.state.setTextFormat(Qt.TextFormat.PlainText)
        self.state.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)

        self.state.setWordWrap(True)
        use(self.state, HINT_STYLE)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(1)
        row = QHBoxLayout()
        self.mode_label = label = QLabel()
        label.setBuddy(self.mode_combo)
        row.addWidget(label)
        row.addWidget(self.mode_combo)
        row.addWidget(self.margin_spin)
        row.addStretch(1)
        row.addWidget(self.chart_check)
        row.addWidget(self.rules_spin)
        layout.addLayout(row)
        layout.addWidget(self.state)
        self._sync()
        self.retranslate()

    def retranslate(self) -> None:
        """Set the drill row's labels and tips in the current language."""
        self.mode_label.setText(self.tr("&Drill"))
        self.mode_combo.setToolTip(
            self.tr(
                "Random deals; weak spots (the situations you get wrong, by spaced repetition); "
                "close calls (the two best holds near in EV); your past mistakes until played "
                "right"
            )
        )
        self.margin_spin.setSuffix(self.tr(" /coin"))
        self.margin_spin.setToolTip(
            self.tr("Close calls: the two best holds differ by less than this EV")
        )
        self.chart_check.setText(self.tr("Grade by chart:"))
        self.chart_check.setToolTip(
            self.tr(
                "Grade against a simpler strategy chart instead of optimal play; what the "
                "simplification costs is shown apart"
            )
        )
        self.rules_spin.setSuffix(self.tr(" rules"))

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()

    @property
    def mode(self) -> DrillMode:
        """The drill chosen."""
        return DrillMode(self.mode_combo.currentData() or DrillMode.RANDOM.value)

    @property
    def margin(self) -> Fraction:
        """The close-call margin per coin, exactly as shown."""
        return Fraction(repr(round(self.margin_spin.value(), 6)))

    @property
    def level_rules(self) -> int | None:
        """The chart size to grade against, ``None`` to grade against optimal play."""
        return self.rules_spin.value() if self.chart_check.isChecked() else None

    def show_state(self, text: str) -> None:
        """Say what the drill is doing."""
        self.state.setText(text)
        self.state.setToolTip(text)

    def _sync(self) -> None:
        self.margin_spin.setVisible(self.mode is DrillMode.CLOSE_CALLS)
        self.rules_spin.setEnabled(self.chart_check.isChecked())

    def _on_mode(self) -> None:
        self.settings.set(DRILL_MODE, self.mode.value)
        self._sync()
        self.drillChanged.emit(self.mode)

    def _on_margin(self, value: float) -> None:
        self.settings.set(CLOSE_CALL_MARGIN, float(value))
        self.marginChanged.emit(self.margin)

    def _on_chart(self, on: bool) -> None:
        self.settings.set(GRADE_BY_CHART, on)
        self._sync()
        self.chartChanged.emit()

    def _on_rules(self, value: int) -> None:
        self.settings.set(CHART_RULES, int(value))
        if self.chart_check.isChecked():
            self.chartChanged.emit()
