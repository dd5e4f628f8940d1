"""The options of each feature game on the Feature games page, from the game's built-in
data (``paytables/features/*.toml``, documented in docs/feature-games.md), read back as
the core's :class:`~vptrainer.core.features.games.FeatureRequest`.

A half-typed or wrong option never reaches the core: :meth:`FeatureOptions.request`
raises :class:`~vptrainer.core.features.common.FeatureError` with a message saying which
option is wrong and why, which the page shows in place.
"""

from __future__ import annotations

from fractions import Fraction
from typing import Any

from PySide6.QtCore import QCoreApplication, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QLineEdit,
    QSpinBox,
    QStackedWidget,
    QWidget,
)

from vptrainer.core.features.common import FeatureError, Weighted, probability
from vptrainer.core.features.data import feature_data
from vptrainer.core.features.games import GAMES, TITLES, FeatureRequest
from vptrainer.gui.analyze.page_parts import named

#: The most lines a multi-play feature game is analysed on here.
MAX_LINES = 100


def _number_text(value: Any) -> str:
    return f"{float(value):g}"


def _pairs_text(table: dict[str, Any]) -> str:
    return ", ".join(f"{k}:{v}" for k, v in table.items())


def parse_list(text: str, what: str) -> tuple[str, ...]:
    """Comma- or space-separated items (at least one)."""
    items = tuple(t for t in text.replace(",", " ").split() if t)
    if not items:
        raise FeatureError(
            QCoreApplication.translate("feature_options", "{what}: give at least one value").format(
                what=what
            )
        )
    return items


def parse_whole_list(text: str, what: str) -> tuple[int, ...]:
    """Whole numbers such as ``1, 2, 4, 8``."""
    out = []
    for item in parse_list(text, what):
        if not item.isdigit():
            raise FeatureError(
                QCoreApplication.translate(
                    "feature_options", "{what}: {item} is not a whole number"
                ).format(what=what, item=repr(item))
            )
        out.append(int(item))
    return tuple(out)


def parse_percent_list(text: str, what: str) -> tuple[Fraction, ...]:
    """Percentages such as ``8.25, 7.8`` as exact probabilities."""
    return tuple(probability(_fraction(t, what) / 100, what) for t in parse_list(text, what))


def parse_weights(text: str, what: str) -> Weighted:
    """``value:weight`` pairs such as ``1:1330, 2:30``."""
    pairs = []
    for item in parse_list(text, what):
        value, sep, weight = item.partition(":")
        if not sep or not weight.isdigit():
            raise FeatureError(
                QCoreApplication.translate(
                    "feature_options", "{what}: {item} is not value:weight (a whole weight)"
                ).format(what=what, item=repr(item))
            )
        pairs.append((_fraction(value, what), int(weight)))
    return Weighted.of(pairs, what)


def parse_probability(text: str, what: str) -> Fraction:
    """A probability as a fraction (``1/6``) or a decimal (``0.5``)."""
    return probability(_fraction(text.strip(), what), what)


def _fraction(text: str, what: str) -> Fraction:
    try:
        return Fraction(text)
    except (ValueError, ZeroDivisionError):
        raise FeatureError(
            QCoreApplication.translate("feature_options", "{what}: {item} is not a number").format(
                what=what, item=repr(text)
            )
        ) from None


class FeatureOptions(QStackedWidget):
    """One form of options per feature game (the current one shown).

    Signals: ``changed()`` whenever an option changes.
    """

    changed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("featureOptions")
        self.inputs: dict[str, dict[str, QWidget]] = {}
        for game in GAMES:
            page = QWidget()
            page.setObjectName(f"featureOptions_{game}")
            form = QFormLayout(page)
            form.setContentsMargins(0, 0, 0, 0)
            form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.FieldsStayAtSizeHint)
            self.inputs[game] = {}
            getattr(self, "_build_" + game.replace("-", "_"))(game, form)
            self.addWidget(page)
        for game in GAMES:
            self.restore_defaults(game)

    def show_game(self, game: str) -> None:
        """Show the options of ``game``."""
        self.setCurrentIndex(GAMES.index(game))

    # ------------------------------------------------------------- widgets

    def _add(
        self, game: str, name: str, form: QFormLayout, label: str, widget: QWidget, tip: str
    ) -> None:
        title = TITLES[game]
        accessible = self.tr("{game}: {option}").format(game=title, option=label)
        named(widget, f"{game.replace('-', '_')}_{name}", accessible, tip)
        self.inputs[game][name] = widget
        form.addRow(label, widget)
        if isinstance(widget, QLineEdit):
            widget.editingFinished.connect(self.changed)
        elif isinstance(widget, QSpinBox):
            widget.valueChanged.connect(lambda _v: self.changed.emit())
        elif isinstance(widget, QCheckBox):
            widget.toggled.connect(lambda _v: self.changed.emit())
        elif isinstance(widget, QComboBox):
            widget.currentIndexChanged.connect(lambda _v: self.changed.emit())

    def _lines(self, game: str, form: QFormLayout, high: int, tip: str, label: str = "") -> None:
        spin = QSpinBox()
        spin.setRange(1, high)
        self._add(game, "lines", form, label or self.tr("Lines"), spin, tip)

    def _text(
        self, game: str, name: str, form: QFormLayout, label: str, tip: str, placeholder: str = ""
    ) -> None:
        edit = QLineEdit()
        edit.setMinimumWidth(280)
        edit.setPlaceholderText(placeholder)
        self._add(game, name, form, label, edit, tip)

    def _build_multi_strike(self, game: str, form: QFormLayout) -> None:
        check = QCheckBox(self.tr("Multi-Strike 16X (five levels, up to 16x)"))
        self._add(
            game,
            "deluxe",
            form,
            self.tr("Version"),
            check,
            self.tr("The 16X version has a fifth level"),
        )
        check.toggled.connect(lambda _on: self._multi_strike_defaults())
        self._lines(
            game,
            form,
            5,
            self.tr("The levels bet (the bottom ones are played)"),
            self.tr("Levels bet"),
        )
        self._text(
            game,
            "multipliers",
            form,
            self.tr("Level multipliers"),
            self.tr("Each level's multiplier"),
        )
        self._text(
            game,
            "free_rides",
            form,
            self.tr("Free rides (%)"),
            self.tr(
                "Each level's chance of a free ride, in percent, level 1 up (not the top level); "
                "machines show them nowhere"
            ),
        )

    def _build_super_times_pay(self, game: str, form: QFormLayout) -> None:
        self._lines(game, form, MAX_LINES, self.tr("Multi-play lines"))
        self._text(
            game,
            "weights",
            form,
            self.tr("Multiplier weights"),
            self.tr("multiplier:weight pairs from the machine's help screen; 1 for no multiplier"),
        )

    def _build_hot_roll(self, game: str, form: QFormLayout) -> None:
        self._lines(game, form, MAX_LINES, self.tr("Multi-play lines"))
        self._text(
            game,
            "trigger",
            form,
            self.tr("Chance of a roll"),
            self.tr("As a fraction (1/6) or a decimal"),
        )

    def _build_wheel_poker(self, game: str, form: QFormLayout) -> None:
        check = QCheckBox(self.tr("Hundred Play (one spin times the quads made)"))
        self._add(
            game,
            "hundred_play",
            form,
            self.tr("Version"),
            check,
            self.tr("Hundred Play Wheel Poker"),
        )
        check.toggled.connect(lambda _on: self._wheel_defaults())
        self._lines(game, form, MAX_LINES, self.tr("Lines played"))
        self._text(
            game,
            "wheel",
            form,
            self.tr("Wheel (coins:weight)"),
            self.tr("The wheel's prizes in coins with their weights; empty: the built-in wheel"),
            self.tr("the built-in wheel of this game"),
        )

    def _build_dream_card(self, game: str, form: QFormLayout) -> None:
        self._lines(game, form, MAX_LINES, self.tr("Multi-play lines"))
        self._text(
            game,
            "trigger",
            form,
            self.tr("Chance of a Dream Card"),
            self.tr(
                "The share of deals that come with a Dream Card (set by the machine, shown nowhere)"
            ),
        )
        combo = QComboBox()
        combo.addItem(self.tr("The best-EV card"), "best-ev")
        combo.addItem(self.tr("The card that makes the best hand"), "best-hand")
        self._add(
            game,
            "rule",
            form,
            self.tr("The machine gives"),
            combo,
            self.tr("Which card the machine gives"),
        )

    def _build_big_times_draw(self, game: str, form: QFormLayout) -> None:
        self._lines(game, form, MAX_LINES, self.tr("Multi-play lines"))
        combo = QComboBox()
        for coins in range(10, 5, -1):
            combo.addItem(self.tr("%n coins", "", coins), coins)
        self._add(
            game,
            "coins",
            form,
            self.tr("Coins a line"),
            combo,
            self.tr("Coins bet a line (wins on five)"),
        )
        self._text(
            game,
            "multipliers",
            form,
            self.tr("Multipliers (2 to K)"),
            self.tr(
                "The 12 multipliers for the highest dealt card 2, 3, ..., K; empty: the "
                "built-in table of this game"
            ),
            self.tr("the built-in table of this game"),
        )

    def _build_spin_poker(self, game: str, form: QFormLayout) -> None:
        self._lines(game, form, 9, self.tr("Paylines bet (of the nine)"), self.tr("Paylines"))

    # ------------------------------------------------------------ defaults

    def restore_defaults(self, game: str) -> None:
        """Set a game's options to its built-in data."""
        inputs = self.inputs[game]
        data = feature_data(game)
        for widget in inputs.values():
            widget.blockSignals(True)
        if game == "multi-strike":
            _check(inputs["deluxe"]).setChecked(False)
        elif game == "wheel-poker":
            _check(inputs["hundred_play"]).setChecked(False)
        elif game == "super-times-pay":
            _edit(inputs["weights"]).setText(_pairs_text(data["weights"]))
        elif game == "hot-roll":
            _edit(inputs["trigger"]).setText(str(data["trigger"]))
        elif game == "dream-card":
            _edit(inputs["trigger"]).setText(str(data["trigger"]))
            _combo(inputs["rule"]).setCurrentIndex(0)
        elif game == "big-times-draw":
            _combo(inputs["coins"]).setCurrentIndex(0)
            _edit(inputs["multipliers"]).clear()
        spin = inputs.get("lines")
        if isinstance(spin, QSpinBox):
            spin.setValue(9 if game == "spin-poker" else 1)
        for widget in inputs.values():
            widget.blockSignals(False)
        if game == "multi-strike":
            self._multi_strike_defaults()
        elif game == "wheel-poker":
            self._wheel_defaults()
        self.changed.emit()

    def _multi_strike_defaults(self) -> None:
        inputs = self.inputs["multi-strike"]
        version = "deluxe" if _check(inputs["deluxe"]).isChecked() else "standard"
        data = feature_data("multi-strike")[version]
        spin = inputs["lines"]
        assert isinstance(spin, QSpinBox)
        spin.blockSignals(True)
        spin.setMaximum(len(data["multipliers"]))
        spin.setValue(len(data["multipliers"]))
        spin.blockSignals(False)
        _edit(inputs["multipliers"]).setText(", ".join(str(m) for m in data["multipliers"]))
        _edit(inputs["free_rides"]).setText(", ".join(_number_text(f) for f in data["free_rides"]))

    def _wheel_defaults(self) -> None:
        inputs = self.inputs["wheel-poker"]
        hundred = _check(inputs["hundred_play"]).isChecked()
        spin = inputs["lines"]
        assert isinstance(spin, QSpinBox)
        spin.setValue(100 if hundred else 1)
        edit = _edit(inputs["wheel"])
        edit.setText("" if hundred else _pairs_text(feature_data("wheel-poker")["wheel"]))

    # ------------------------------------------------------------- request

    def request(self, game: str) -> FeatureRequest:
        """The core's request for ``game`` with the options shown (FeatureError: an
        option that cannot be read, and why)."""
        inputs = self.inputs[game]
        spin = inputs.get("lines")
        lines = spin.value() if isinstance(spin, QSpinBox) else None
        kw: dict[str, Any] = {}

        def text(name: str) -> str:
            return _edit(inputs[name]).text().strip()

        if game == "multi-strike":
            kw["deluxe"] = _check(inputs["deluxe"]).isChecked()
            kw["multipliers"] = parse_whole_list(text("multipliers"), self.tr("Level multipliers"))
            kw["free_rides"] = parse_percent_list(text("free_rides"), self.tr("Free rides"))
            if len(kw["free_rides"]) != len(kw["multipliers"]) - 1:
                raise FeatureError(
                    self.tr(
                        "Free rides: give one for each level but the top ({wanted}), got {got}"
                    ).format(wanted=len(kw["multipliers"]) - 1, got=len(kw["free_rides"]))
                )
            if lines is not None and lines > len(kw["multipliers"]):
                raise FeatureError(
                    self.tr("Levels bet: at most {count}").format(count=len(kw["multipliers"]))
                )
        elif game == "super-times-pay":
            kw["weights"] = parse_weights(text("weights"), self.tr("Multiplier weights"))
        elif game in ("hot-roll", "dream-card"):
            kw["trigger"] = parse_probability(text("trigger"), self.tr("Chance"))
            if game == "dream-card":
                kw["rule"] = _combo(inputs["rule"]).currentData()
        elif game == "wheel-poker":
            kw["hundred_play"] = _check(inputs["hundred_play"]).isChecked()
            if text("wheel"):
                kw["wheel"] = parse_weights(text("wheel"), self.tr("Wheel"))
        elif game == "big-times-draw":
            kw["coins"] = int(_combo(inputs["coins"]).currentData())
            if text("multipliers"):
                mults = parse_whole_list(text("multipliers"), self.tr("Multipliers"))
                if len(mults) != 12:
                    raise FeatureError(
                        self.tr("Multipliers: give 12 (cards 2 to K), got {got}").format(
                            got=len(mults)
                        )
                    )
                kw["multipliers"] = mults
        return FeatureRequest(game=game, lines=lines, **kw)


def _edit(widget: QWidget) -> QLineEdit:
    assert isinstance(widget, QLineEdit)
    return widget


def _check(widget: QWidget) -> QCheckBox:
    assert isinstance(widget, QCheckBox)
    return widget


def _combo(widget: QWidget) -> QComboBox:
    assert isinstance(widget, QComboBox)
    return widget
