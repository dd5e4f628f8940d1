"""The Analyze view's Feature games page: the table being edited played as an extra-bet
game (Multi-Strike, Super Times Pay, Hot Roll, Wheel Poker, Dream Card, Big Times Draw,
Spin Poker).

It shows the game's exact return beside the base game's, what the extra bet is worth,
the round's cost and variance, the holds that differ from the base game's (with how often
and what the base strategy costs there) or that the strategy is the base game's, and the
game's own figures as a table and a chart. The analysis is a job-layer request, asked for
only while the page is visible, kept in the result store.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from fractions import Fraction
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, QLocale, Qt, QTimer
from PySide6.QtGui import QHideEvent, QShowEvent
from PySide6.QtWidgets import (
    QComboBox,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from vptrainer.core.features.common import FeatureError, StrategyChanges
from vptrainer.core.features.data import source
from vptrainer.core.features.games import GAMES, TITLES, FeatureResult
from vptrainer.core.games.paytable import PayTable
from vptrainer.gui.analyze.document import PayTableDocument
from vptrainer.gui.analyze.feature_options import FeatureOptions
from vptrainer.gui.analyze.page_parts import FigureTable, named, pct, scrolled, signed_pct
from vptrainer.gui.i18n import integer, number
from vptrainer.gui.i18n.marks import QT_TRANSLATE_NOOP
from vptrainer.gui.jobs import JobBinding, Jobs, ProgressStrip, Want
from vptrainer.gui.jobs.features import FeatureGameRequest
from vptrainer.gui.style import ERROR_STYLE, HINT_STYLE, use
from vptrainer.gui.timers import call_later

SETTLE_MS = 400
CHANGES_SHOWN = 50  # the holds that change, the ones worth most first

#: What each game's own table shows, and which of its columns the chart draws:
#: (headers, the chart's column, its unit, the format of a bar's value).
DETAILS: dict[str, tuple[tuple[str, ...], int, str, str]] = {
    "multi-strike": (
        (
            QT_TRANSLATE_NOOP("FeaturePage", "Level"),
            QT_TRANSLATE_NOOP("FeaturePage", "Multiplier"),
            QT_TRANSLATE_NOOP("FeaturePage", "Free ride"),
            QT_TRANSLATE_NOOP("FeaturePage", "Value (bets)"),
            QT_TRANSLATE_NOOP("FeaturePage", "Without free ride"),
            QT_TRANSLATE_NOOP("FeaturePage", "Reached"),
            QT_TRANSLATE_NOOP("FeaturePage", "Holds changed"),
            QT_TRANSLATE_NOOP("FeaturePage", "Base holds cost"),
        ),
        3,
        QT_TRANSLATE_NOOP("FeaturePage", "Value of reaching the level (bets of one line)"),
        "{:.4f}",
    ),
    "super-times-pay": (
        (
            QT_TRANSLATE_NOOP("FeaturePage", "Multiplier"),
            QT_TRANSLATE_NOOP("FeaturePage", "Weight"),
            QT_TRANSLATE_NOOP("FeaturePage", "Probability"),
        ),
        2,
        QT_TRANSLATE_NOOP("FeaturePage", "Probability"),
        "{:.4f}",
    ),
    "hot-roll": (
        (
            QT_TRANSLATE_NOOP("FeaturePage", "Multiplier"),
            QT_TRANSLATE_NOOP("FeaturePage", "Probability"),
        ),
        1,
        QT_TRANSLATE_NOOP("FeaturePage", "Probability"),
        "{:.4f}",
    ),
    "wheel-poker": (
        (
            QT_TRANSLATE_NOOP("FeaturePage", "Prize (coins)"),
            QT_TRANSLATE_NOOP("FeaturePage", "Weight"),
            QT_TRANSLATE_NOOP("FeaturePage", "Probability"),
        ),
        2,
        QT_TRANSLATE_NOOP("FeaturePage", "Probability"),
        "{:.4f}",
    ),
    "dream-card": (
        (
            QT_TRANSLATE_NOOP("FeaturePage", "Dream Card rule"),
            QT_TRANSLATE_NOOP("FeaturePage", "Return"),
            QT_TRANSLATE_NOOP("FeaturePage", "Dream Card deal's EV (per coin)"),
        ),
        1,
        QT_TRANSLATE_NOOP("FeaturePage", "Return (%)"),
        "{:.4f}%",
    ),
    "big-times-draw": (
        (
            QT_TRANSLATE_NOOP("FeaturePage", "Highest card"),
            QT_TRANSLATE_NOOP("FeaturePage", "Multiplier"),
            QT_TRANSLATE_NOOP("FeaturePage", "Probability"),
        ),
        1,
        QT_TRANSLATE_NOOP("FeaturePage", "Multiplier"),
        "{:g}x",
    ),
    "spin-poker": (
        (
            QT_TRANSLATE_NOOP("FeaturePage", "Paylines"),
            QT_TRANSLATE_NOOP("FeaturePage", "SD per hand"),
            QT_TRANSLATE_NOOP("FeaturePage", "Multi-play SD per hand"),
        ),
        1,
        QT_TRANSLATE_NOOP("FeaturePage", "Standard deviation per hand (bets)"),
        "{:.3f}",
    ),
}


class FeaturePage(QWidget):
    """The Feature games page (see the module's text). ``doc`` is the table being edited."""

    def __init__(self, doc: PayTableDocument, jobs: Jobs, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        named(self, "featurePage", self.tr("Feature games"))
        self.doc = doc
        self.table: PayTable = doc.table
        self.result: FeatureResult | None = None
        self._paused = False
        self._request: FeatureGameRequest | None = None
        self._chart: Any = None

        self.jobs = JobBinding(jobs, self.wanted, self)
        self.strip = ProgressStrip(
            self.jobs, ("featureState", "featureProgress", "featureCancel"), cancel=self.cancel
        )
        self.strip.cancel_button.setAccessibleName(self.tr("Cancel the feature game's analysis"))
        self.strip.bar.setAccessibleName(self.tr("Progress of the feature game's analysis"))
        self.strip.state.setAccessibleName(self.tr("State of the feature game's analysis"))
        self.strip.state.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        self.run_button = QPushButton()
        named(
            self.run_button,
            "featureRunButton",
            self.tr("Analyse again"),
            self.tr("Analyse again after a cancel or a failure"),
        )
        self.run_button.clicked.connect(self.resume)
        self.settle = QTimer(self, singleShot=True, interval=SETTLE_MS)
        self.settle.timeout.connect(self._take_inputs)
        doc.tableChanged.connect(self._on_table_edited)

        self.game_combo = QComboBox()
        named(
            self.game_combo,
            "featureCombo",
            self.tr("Feature game"),
            self.tr("The extra-bet game whose return, strategy changes and variance are shown"),
        )
        for game in GAMES:
            self.game_combo.addItem(TITLES[game], game)
        self.game_combo.currentIndexChanged.connect(self._on_game)
        self.options = FeatureOptions()
        self.options.setAccessibleName(self.tr("Options of the feature game"))
        self.options.changed.connect(self.settle.start)
        self.defaults_button = QPushButton()
        named(
            self.defaults_button,
            "featureDefaultsButton",
            self.tr("Restore the built-in options"),
            self.tr("Set the options back to the game's built-in data"),
        )
        self.defaults_button.clicked.connect(lambda: self.options.restore_defaults(self.game))
        self.source_label = self._label("featureSourceLabel", self.tr("Source of the game's data"))
        use(self.source_label, HINT_STYLE)
        self.error_label = self._label("featureError", self.tr("Feature game message"))
        use(self.error_label, ERROR_STYLE)
        self.error_label.hide()

        self.summary = FigureTable(
            "featureSummaryTable",
            self.tr("Feature game figures"),
            (self.tr("Figure"), self.tr("Value")),
            self.tr("Feature game"),
        )
        self.strategy_label = self._label(
            "featureStrategyLabel", self.tr("Strategy of the feature game")
        )
        self.level_combo = QComboBox()
        named(
            self.level_combo,
            "featureLevelCombo",
            self.tr("Multi-Strike level whose holds are shown"),
            self.tr("The Multi-Strike level whose strategy changes the table lists"),
        )
        self.level_combo.currentIndexChanged.connect(self._show_changes)
        self.changes = FigureTable(
            "featureChangesTable",
            self.tr("Holds that differ from the base game's"),
            (
                self.tr("Deal"),
                self.tr("Base game holds"),
                self.tr("This game holds"),
                self.tr("Share of deals"),
                self.tr("Gain per deal"),
            ),
            self.tr("Strategy changes"),
        )
        self.details = FigureTable(
            "featureDetailsTable",
            self.tr("The game's own figures"),
            (self.tr("Figure"),),
            self.tr("Feature game details"),
        )
        self._build_layout()
        self._on_game()
        self._take_inputs()

    def _label(self, name: str, accessible: str) -> QLabel:
        label = QLabel()
        named(label, name, accessible)
        label.setWordWrap(True)
        label.setTextFormat(Qt.TextFormat.PlainText)
        label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        return label

    def _build_layout(self) -> None:
        top = QHBoxLayout()
        top.addWidget(self.strip, 1)
        top.addWidget(self.run_button)
        pick = QHBoxLayout()
        label = QLabel()
        self.pick_label = label
        label.setBuddy(self.game_combo)
        pick.addWidget(label)
        pick.addWidget(self.game_combo)
        pick.addStretch(1)
        pick.addWidget(self.defaults_button)
        opts = QGroupBox()
        self.options_box = opts
        named(opts, "featureOptionsBox", self.tr("Options of the feature game"))
        ol = QVBoxLayout(opts)
        ol.addWidget(self.options)
        ol.addWidget(self.source_label)

        strategy = QGroupBox()
        self.strategy_box = strategy
        named(strategy, "featureStrategyBox", self.tr("Strategy of the feature game"))
        sl = QVBoxLayout(strategy)
        sl.addWidget(self.strategy_label)
        sl.addWidget(self.level_combo)
        sl.addWidget(self.changes)
        self.changes.setFixedHeight(240)
        self.summary.fit_rows(10)
        self.chart_holder = QVBoxLayout()

        content = QWidget()
        named(content, "featureContent", self.tr("Feature games page"))
        cl = QVBoxLayout(content)
        cl.setContentsMargins(0, 0, 4, 0)
        cl.addLayout(pick)
        cl.addWidget(opts)
        cl.addWidget(self.error_label)
        cl.addWidget(self.summary)
        cl.addWidget(strategy)
        cl.addWidget(self.details)
        cl.addLayout(self.chart_holder)
        cl.addStretch(1)
        scroll = scrolled(
            content,
            "featureScroll",
            self.tr("Feature games page"),
            self.tr("The feature game's options, figures and charts, scrolled as a whole"),
        )
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(top)
        layout.addWidget(scroll, 1)
        self.retranslate()

    def retranslate(self) -> None:
        """The static texts in the current language (a result shown is written again)."""
        self.run_button.setText(self.tr("Analyse"))
        self.defaults_button.setText(self.tr("Restore defaults"))
        self.pick_label.setText(self.tr("Feature:"))
        self.options_box.setTitle(self.tr("Options"))
        self.strategy_box.setTitle(self.tr("Strategy"))
        if self.result is not None:
            self.show_result(self.result)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange and hasattr(self, "strategy_box"):
            self.retranslate()
        super().changeEvent(event)

    @property
    def chart(self) -> Any:
        """The game's chart (made on first use: it loads pyqtgraph)."""
        if self._chart is None:
            from vptrainer.gui.analyze.feature_charts import FeatureBarChart

            self._chart = FeatureBarChart()
            self._chart.setMinimumHeight(220)
            self._chart.set_table_name(self.table.name)
            self.chart_holder.addWidget(self._chart)
        return self._chart

    def charts(self) -> list[Any]:
        """The page's charts, for File > Export."""
        return [self.chart]

    @property
    def game(self) -> str:
        return str(self.game_combo.currentData())

    # ---------------------------------------------------------------- requests

    def wanted(self) -> list[Want[Any]]:
        """The analysis of the game picked, while the page is shown."""
        if not self.isVisible() or self._paused or self._request is None:
            return []
        return [Want(self._request, self.show_result, self.show_failure, self._waiting)]

    def cancel(self) -> None:
        """Stop the analysis until an option changes or Analyse is pressed."""
        self._paused = True
        self.jobs.cancel()
        self.strip.state.setText(
            self.tr("Cancelled: press Analyse, or change an option, to go on.")
        )

    def resume(self) -> None:
        """Analyse again (after a cancel or a failure)."""
        self._paused = False
        self.jobs.retry()
        self._take_inputs()

    def _on_game(self, *_: object) -> None:
        self.options.show_game(self.game)
        self.source_label.setText(
            self.tr("Built-in data: {source}").format(source=source(self.game))
        )
        self.level_combo.setVisible(self.game == "multi-strike")
        self.settle.start()  # a game picked with the arrow keys is asked for once it settles

    def _on_table_edited(self, _table: PayTable) -> None:
        self.settle.start()
        if self.isVisible():
            self.strip.state.setText(self.tr("Waiting for the edit to settle…"))

    def _take_inputs(self) -> None:
        """Read the table and the options; ask for the analysis they make."""
        self.settle.stop()
        self.table = self.doc.table
        if self._chart is not None:
            self._chart.set_table_name(self.table.name)
        self._paused = False
        try:
            if self.table.dealt:
                raise FeatureError(
                    self.tr(
                        "{table} pays bonuses on the dealt hand; the feature games take tables "
                        "without them."
                    ).format(table=self.table.name)
                )
            request = FeatureGameRequest(self.table, self.options.request(self.game))
        except FeatureError as exc:
            self._request = None
            self.error_label.setText(str(exc))
            self.error_label.show()
            self.jobs.update()
            return
        self.error_label.hide()
        self._request = request
        self.jobs.update()

    def _waiting(self) -> None:
        self.strategy_label.setText("")
        self.summary.set_rows([[TITLES[self.game], "…"]])

    # ---------------------------------------------------------------- answers

    def show_result(self, result: FeatureResult) -> None:
        """Show an analysis: figures, strategy, the game's own table and chart."""
        if self._request is None or result.table != self._request.table:
            return
        self.result = result
        self.error_label.hide()
        self._show_summary(result)
        self._show_strategy(result)
        self._show_details(result)

    def show_failure(self, message: str) -> None:
        """Say why the analysis failed, in place of its figures."""
        self.result = None
        self.summary.set_rows([])
        self.details.set_rows([])
        self.changes.set_rows([])
        self.error_label.setText(self.tr("The analysis failed: {why}").format(why=message))
        self.error_label.show()

    def _show_summary(self, result: FeatureResult) -> None:
        report = result.report()
        r, base = result.return_exact, result.base_return
        stake = result.stake
        coins = int(report.get("coins", 5))
        base_stake = stake * Fraction(5, coins)  # the same lines at five coins
        variance = result.variance_exact
        rows = [
            [self.tr("Return"), pct(float(r))],
            [self.tr("Base game's return"), pct(float(base))],
            [self.tr("The feature adds"), signed_pct(float(r - base))],
        ]
        if stake > base_stake:
            extra = (r * stake - base * base_stake) / (stake - base_stake)
            rows.append(
                [self.tr("The extra %n coin(s) a line return", "", coins - 5), pct(float(extra))]
            )
        rows += [
            [self.tr("A round costs (bets of one line)"), _g(float(stake))],
            [self.tr("Variance of a round (bets squared)"), number(variance, 4)],
            [self.tr("Standard deviation of a round (bets)"), number(math.sqrt(variance), 4)],
            [self.tr("Variance per unit bet"), number(variance / (stake * stake), 4)],
            [self.tr("Base game's variance (one line)"), number(result_base_variance(result), 4)],
            *game_rows(result.game, report),
            [
                self.tr("Computed in"),
                self.tr("{seconds} s").format(seconds=number(result.elapsed_s, 2)),
            ],
        ]
        tips = [
            [
                "",
                self.tr("Exactly {numerator} / {denominator} per coin bet").format(
                    numerator=integer(r.numerator), denominator=integer(r.denominator)
                ),
            ]
        ]
        self.summary.set_rows(rows, tips)
        self.summary.fit_rows()

    def _levels(self, result: FeatureResult) -> list[tuple[str, StrategyChanges]]:
        levels = getattr(result, "levels", None)
        if levels is not None:
            text = self.tr("Level {level} ({multiplier}x)")
            return [
                (text.format(level=lv.level, multiplier=lv.multiplier), lv.changes) for lv in levels
            ]
        changes = getattr(result, "changes", None)
        return [] if changes is None else [("", changes)]

    def _show_strategy(self, result: FeatureResult) -> None:
        levels = self._levels(result)
        self.level_combo.blockSignals(True)
        self.level_combo.clear()
        for name, _ in levels:
            self.level_combo.addItem(name)
        self.level_combo.blockSignals(False)
        self.level_combo.setVisible(len(levels) > 1)
        self.changes.setVisible(bool(levels))
        if not levels:
            reason = str(result.report().get("strategy", self.tr("the base game's")))
            self.strategy_label.setText(
                self.tr(
                    "The strategy is the base game's: play {game} as you play {table} ({reason})."
                ).format(game=TITLES[result.game], table=result.table.name, reason=reason)
            )
            self.changes.set_rows([])
            return
        self._show_changes()

    def _show_changes(self, *_: object) -> None:
        if self.result is None:
            return
        levels = self._levels(self.result)
        if not levels:
            return
        name, changes = levels[max(0, self.level_combo.currentIndex())]
        figures = {
            "level": name.lower(),
            "share": pct(changes.frequency, 3),
            "kinds": integer(changes.count),
            "cost": pct(changes.cost),
        }
        if changes.count == 0:
            self.strategy_label.setText(
                self.tr("The best holds on {level} are the base game's.").format(**figures)
                if name
                else self.tr("The best holds are the base game's.")
            )
        else:
            text = (
                self.tr(
                    "The best hold on {level} differs from the base game's on {share} of deals "
                    "({kinds} kinds of deal); playing the base game's holds there costs {cost} "
                    "of the return. The changes worth most:"
                )
                if name
                else self.tr(
                    "The best hold differs from the base game's on {share} of deals ({kinds} "
                    "kinds of deal); playing the base game's holds there costs {cost} of the "
                    "return. The changes worth most:"
                )
            )
            self.strategy_label.setText(text.format(**figures))
        total = changes.total_deals
        self.changes.set_rows(
            [
                [
                    c.cards_text,
                    c.held_text(c.base_hold),
                    c.held_text(c.hold),
                    pct(c.deals / total, 4),
                    ("+" if c.gain >= 0 else "") + number(c.gain, 5),
                ]
                for c in changes.top(CHANGES_SHOWN)
            ]
        )

    def _show_details(self, result: FeatureResult) -> None:
        headers, column, unit, fmt = DETAILS[result.game]
        rows, values = detail_rows(result, self.lines_text)
        self.details.set_headers([_tr(h) for h in headers])
        self.details.set_rows(rows)
        self.details.fit_rows()
        self.details.title = self.tr("{game} details").format(game=TITLES[result.game])
        self.chart.show_bars(
            TITLES[result.game],
            [row[0] for row in rows],
            [v[column] for v in values],
            _tr(unit),
            fmt,
        )

    def lines_text(self, k: int) -> str:
        """``1 line`` / ``9 lines``."""
        if k == 1:
            return self.tr("%n line", "", k)
        return self.tr("%n lines", "", k)

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        call_later(self, 0, self.jobs.update)

    def hideEvent(self, event: QHideEvent) -> None:
        super().hideEvent(event)
        self.jobs.update()


def _tr(text: str) -> str:
    return QCoreApplication.translate("FeaturePage", text)


def _g(value: float) -> str:
    """A number in its shortest form (``{:g}``), as the reader writes it."""
    return f"{value:g}".replace(".", QLocale().decimalPoint())


def game_rows(game: str, rep: dict[str, Any]) -> list[list[str]]:
    """The figures of a game's own that the summary shows (from its report)."""
    if game in ("super-times-pay", "hot-roll"):
        return [
            [
                QCoreApplication.translate("FeaturePage", "Average multiplier"),
                number(rep["mean_multiplier"], 6),
            ],
            [
                QCoreApplication.translate("FeaturePage", "Mean square of the multiplier"),
                number(rep["mean_square_multiplier"], 6),
            ],
        ]
    if game == "wheel-poker":
        return [
            [
                QCoreApplication.translate("FeaturePage", "Average wheel prize (coins)"),
                number(rep["mean_prize"], 6),
            ],
            [
                QCoreApplication.translate(
                    "FeaturePage", "A line's chance of a natural four of a kind"
                ),
                pct(rep["quad_probability"]),
            ],
            [
                QCoreApplication.translate("FeaturePage", "Return with the base game's holds"),
                pct(rep["return_with_base_strategy"]),
            ],
        ]
    if game == "dream-card":
        return [
            [
                QCoreApplication.translate("FeaturePage", "Chance of a Dream Card deal"),
                _g(float(rep["trigger"])),
            ],
            [
                QCoreApplication.translate(
                    "FeaturePage", "What the machine's rule costs (best-EV against best-hand card)"
                ),
                pct(rep["rule_cost"]),
            ],
            [
                QCoreApplication.translate(
                    "FeaturePage", "Four-card deals the two rules value differently"
                ),
                pct(rep["rules_differ"], 3),
            ],
        ]
    if game == "big-times-draw":
        return [
            [QCoreApplication.translate("FeaturePage", "Coins a line"), str(rep["coins"])],
            [
                QCoreApplication.translate("FeaturePage", "Average multiplier"),
                number(rep["multiplier_mean"], 6),
            ],
        ]
    if game == "spin-poker":
        lines = int(rep["lines"])
        return [
            [
                QCoreApplication.translate(
                    "FeaturePage", "Standard deviation per hand of the lines bet"
                ),
                QCoreApplication.translate("FeaturePage", "{sd} (multi-play: {multi})").format(
                    sd=number(rep["sd_per_hand"][lines - 1], 3),
                    multi=number(rep["multi_play_sd_per_hand"][lines - 1], 3),
                ),
            ]
        ]
    return []


def result_base_variance(result: FeatureResult) -> Fraction:
    """The base game's variance of one hand, bets squared."""
    base = getattr(result, "base", None)
    return Fraction(0) if base is None else Fraction(base.variance_exact)


def detail_rows(
    result: FeatureResult, lines_text: Callable[[int], str]
) -> tuple[list[list[str]], list[list[float]]]:
    """A game's own figures: rows of texts, and the numbers behind them (per column);
    ``lines_text(k)`` writes ``k lines`` in the current language."""
    rep = result.report()
    game = result.game
    rows: list[list[str]] = []
    values: list[list[float]] = []
    if game == "multi-strike":
        for lv in rep["levels"]:
            ch = lv["strategy_changes"]
            nums = [
                lv["level"],
                lv["multiplier"],
                lv["free_ride"],
                lv["value"],
                lv["value_no_free_ride"],
                lv["reach_probability"],
                ch["frequency"],
                ch["cost"],
            ]
            values.append(nums)
            rows.append(
                [
                    QCoreApplication.translate("FeaturePage", "Level {level}").format(
                        level=lv["level"]
                    ),
                    f"{lv['multiplier']}x",
                    pct(lv["free_ride"], 2),
                    number(lv["value"], 6),
                    number(lv["value_no_free_ride"], 6),
                    pct(lv["reach_probability"], 3),
                    pct(ch["frequency"], 3),
                    pct(ch["cost"]),
                ]
            )
    elif game in ("super-times-pay", "hot-roll"):
        pairs = rep["multipliers"]
        total = sum(w for _, w in pairs)
        for m, w in pairs:
            p = w / total
            if game == "hot-roll":
                values.append([m, p])
                rows.append([f"{_g(m)}x", number(p, 6)])
            else:
                values.append([m, w, p])
                rows.append([f"{_g(m)}x", integer(w), number(p, 6)])
    elif game == "wheel-poker":
        pairs = rep["wheel"]
        total = sum(w for _, w in pairs)
        for prize, w in pairs:
            values.append([prize, w, w / total])
            rows.append([number(prize, 0), integer(w), number(w / total, 6)])
    elif game == "dream-card":
        names = {
            "best-ev": QCoreApplication.translate("FeaturePage", "The best-EV card"),
            "best-hand": QCoreApplication.translate("FeaturePage", "The best-hand card"),
        }
        for rule, r in rep["returns"].items():
            ev = rep["dream_card_value"][rule]
            values.append([0.0, r * 100, ev])
            rows.append([names.get(rule, rule), pct(r), number(ev, 6)])
    elif game == "big-times-draw":
        probs = rep["high_card_probabilities"]
        for card, m in rep["multipliers"].items():
            values.append([0.0, float(m), probs[card]])
            rows.append(
                [
                    QCoreApplication.translate("FeaturePage", "{card} high").format(card=card),
                    f"{m}x",
                    number(probs[card], 6),
                ]
            )
    elif game == "spin-poker":
        for k, (sd, multi) in enumerate(
            zip(rep["sd_per_hand"], rep["multi_play_sd_per_hand"], strict=True), start=1
        ):
            values.append([k, sd, multi])
            rows.append([lines_text(k), number(sd, 3), number(multi, 3)])
    return rows, values
