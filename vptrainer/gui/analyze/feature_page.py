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
from fractions import Fraction
from typing import Any

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QHideEvent, QShowEvent
from PySide6.QtWidgets import (
    QComboBox,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
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
from vptrainer.gui.analyze.page_parts import FigureTable, named, pct, signed_pct
from vptrainer.gui.jobs import JobBinding, Jobs, ProgressStrip, Want
from vptrainer.gui.jobs.features import FeatureGameRequest
from vptrainer.gui.style import ERROR_STYLE, HINT_STYLE, use

SETTLE_MS = 400
CHANGES_SHOWN = 50  # the holds that change, the ones worth most first

#: What each game's own table shows, and which of its columns the chart draws:
#: (headers, the chart's column, its unit, the format of a bar's value).
DETAILS: dict[str, tuple[tuple[str, ...], int, str, str]] = {
    "multi-strike": (
        (
            "Level",
            "Multiplier",
            "Free ride",
            "Value (bets)",
            "Without free ride",
            "Reached",
            "Holds changed",
            "Base holds cost",
        ),
        3,
        "Value of reaching the level (bets of one line)",
        "{:.4f}",
    ),
    "super-times-pay": (("Multiplier", "Weight", "Probability"), 2, "Probability", "{:.4f}"),
    "hot-roll": (("Multiplier", "Probability"), 1, "Probability", "{:.4f}"),
    "wheel-poker": (("Prize (coins)", "Weight", "Probability"), 2, "Probability", "{:.4f}"),
    "dream-card": (
        ("Dream Card rule", "Return", "Dream Card deal's EV (per coin)"),
        1,
        "Return (%)",
        "{:.4f}%",
    ),
    "big-times-draw": (("Highest card", "Multiplier", "Probability"), 1, "Multiplier", "{:g}x"),
    "spin-poker": (
        ("Paylines", "SD per hand", "Multi-play SD per hand"),
        1,
        "Standard deviation per hand (bets)",
        "{:.3f}",
    ),
}


class FeaturePage(QWidget):
    """The Feature games page (see the module's text). ``doc`` is the table being edited."""

    def __init__(self, doc: PayTableDocument, jobs: Jobs, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        named(self, "featurePage", "Feature games")
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
        self.strip.cancel_button.setAccessibleName("Cancel the feature game's analysis")
        self.strip.bar.setAccessibleName("Progress of the feature game's analysis")
        self.strip.state.setAccessibleName("State of the feature game's analysis")
        self.strip.state.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        self.run_button = QPushButton("Analyse")
        named(
            self.run_button,
            "featureRunButton",
            "Analyse again",
            "Analyse again after a cancel or a failure",
        )
        self.run_button.clicked.connect(self.resume)
        self.settle = QTimer(self, singleShot=True, interval=SETTLE_MS)
        self.settle.timeout.connect(self._take_inputs)
        doc.tableChanged.connect(self._on_table_edited)

        self.game_combo = QComboBox()
        named(
            self.game_combo,
            "featureCombo",
            "Feature game",
            "The extra-bet game whose return, strategy changes and variance are shown",
        )
        for game in GAMES:
            self.game_combo.addItem(TITLES[game], game)
        self.game_combo.currentIndexChanged.connect(self._on_game)
        self.options = FeatureOptions()
        self.options.setAccessibleName("Options of the feature game")
        self.options.changed.connect(self.settle.start)
        self.defaults_button = QPushButton("Restore defaults")
        named(
            self.defaults_button,
            "featureDefaultsButton",
            "Restore the built-in options",
            "Set the options back to the game's built-in data",
        )
        self.defaults_button.clicked.connect(lambda: self.options.restore_defaults(self.game))
        self.source_label = self._label("featureSourceLabel", "Source of the game's data")
        use(self.source_label, HINT_STYLE)
        self.error_label = self._label("featureError", "Feature game message")
        use(self.error_label, ERROR_STYLE)
        self.error_label.hide()

        self.summary = FigureTable(
            "featureSummaryTable", "Feature game figures", ("Figure", "Value"), "Feature game"
        )
        self.strategy_label = self._label("featureStrategyLabel", "Strategy of the feature game")
        self.level_combo = QComboBox()
        named(
            self.level_combo,
            "featureLevelCombo",
            "Multi-Strike level whose holds are shown",
            "The Multi-Strike level whose strategy changes the table lists",
        )
        self.level_combo.currentIndexChanged.connect(self._show_changes)
        self.changes = FigureTable(
            "featureChangesTable",
            "Holds that differ from the base game's",
            ("Deal", "Base game holds", "This game holds", "Share of deals", "Gain per deal"),
            "Strategy changes",
        )
        self.details = FigureTable(
            "featureDetailsTable", "The game's own figures", ("Figure",), "Feature game details"
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
        label = QLabel("Feature:")
        label.setBuddy(self.game_combo)
        pick.addWidget(label)
        pick.addWidget(self.game_combo)
        pick.addStretch(1)
        pick.addWidget(self.defaults_button)
        opts = QGroupBox("Options")
        named(opts, "featureOptionsBox", "Options of the feature game")
        ol = QVBoxLayout(opts)
        ol.addWidget(self.options)
        ol.addWidget(self.source_label)

        strategy = QGroupBox("Strategy")
        named(strategy, "featureStrategyBox", "Strategy of the feature game")
        sl = QVBoxLayout(strategy)
        sl.addWidget(self.strategy_label)
        sl.addWidget(self.level_combo)
        sl.addWidget(self.changes)
        self.changes.setFixedHeight(240)
        self.summary.fit_rows(10)
        self.chart_holder = QVBoxLayout()

        content = QWidget()
        named(content, "featureContent", "Feature games page")
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
        scroll = QScrollArea()
        named(
            scroll,
            "featureScroll",
            "Feature games page",
            "The feature game's options, figures and charts, scrolled as a whole",
        )
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QScrollArea.Shape.NoFrame)
        scroll.setWidget(content)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(top)
        layout.addWidget(scroll, 1)

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
        self.strip.state.setText("Cancelled: press Analyse, or change an option, to go on.")

    def resume(self) -> None:
        """Analyse again (after a cancel or a failure)."""
        self._paused = False
        self.jobs.retry()
        self._take_inputs()

    def _on_game(self, *_: object) -> None:
        self.options.show_game(self.game)
        self.source_label.setText(f"Built-in data: {source(self.game)}")
        self.level_combo.setVisible(self.game == "multi-strike")
        self.settle.start()  # a game picked with the arrow keys is asked for once it settles

    def _on_table_edited(self, _table: PayTable) -> None:
        self.settle.start()
        if self.isVisible():
            self.strip.state.setText("Waiting for the edit to settle…")

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
                    f"{self.table.name} pays bonuses on the dealt hand; the feature games "
                    "take tables without them."
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
        self.error_label.setText(f"The analysis failed: {message}")
        self.error_label.show()

    def _show_summary(self, result: FeatureResult) -> None:
        report = result.report()
        r, base = result.return_exact, result.base_return
        stake = result.stake
        coins = int(report.get("coins", 5))
        base_stake = stake * Fraction(5, coins)  # the same lines at five coins
        variance = result.variance_exact
        rows = [
            ["Return", pct(float(r))],
            ["Base game's return", pct(float(base))],
            ["The feature adds", signed_pct(float(r - base))],
        ]
        if stake > base_stake:
            extra = (r * stake - base * base_stake) / (stake - base_stake)
            rows.append([f"The extra {coins - 5} coin(s) a line return", pct(float(extra))])
        rows += [
            ["A round costs (bets of one line)", f"{float(stake):g}"],
            ["Variance of a round (bets squared)", f"{float(variance):,.4f}"],
            ["Standard deviation of a round (bets)", f"{math.sqrt(variance):,.4f}"],
            ["Variance per unit bet", f"{float(variance / (stake * stake)):,.4f}"],
            ["Base game's variance (one line)", f"{float(result_base_variance(result)):,.4f}"],
            *game_rows(result.game, report),
            ["Computed in", f"{result.elapsed_s:.2f} s"],
        ]
        tips = [["", f"Exactly {r.numerator:,} / {r.denominator:,} per coin bet"]]
        self.summary.set_rows(rows, tips)
        self.summary.fit_rows()

    def _levels(self, result: FeatureResult) -> list[tuple[str, StrategyChanges]]:
        levels = getattr(result, "levels", None)
        if levels is not None:
            return [(f"Level {lv.level} ({lv.multiplier}x)", lv.changes) for lv in levels]
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
            reason = str(result.report().get("strategy", "the base game's"))
            self.strategy_label.setText(
                f"The strategy is the base game's: play {TITLES[result.game]} as you play "
                f"{result.table.name} ({reason})."
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
        where = f" on {name.lower()}" if name else ""
        if changes.count == 0:
            self.strategy_label.setText(f"The best holds{where} are the base game's.")
        else:
            self.strategy_label.setText(
                f"The best hold{where} differs from the base game's on "
                f"{pct(changes.frequency, 3)} of deals ({changes.count:,} kinds of deal); "
                f"playing the base game's holds there costs {pct(changes.cost)} of the "
                "return. The changes worth most:"
            )
        total = changes.total_deals
        self.changes.set_rows(
            [
                [
                    c.cards_text,
                    c.held_text(c.base_hold),
                    c.held_text(c.hold),
                    pct(c.deals / total, 4),
                    f"{c.gain:+.5f}",
                ]
                for c in changes.top(CHANGES_SHOWN)
            ]
        )

    def _show_details(self, result: FeatureResult) -> None:
        headers, column, unit, fmt = DETAILS[result.game]
        rows, values = detail_rows(result)
        self.details.set_headers(headers)
        self.details.set_rows(rows)
        self.details.fit_rows()
        self.details.title = f"{TITLES[result.game]} details"
        self.chart.show_bars(
            TITLES[result.game], [row[0] for row in rows], [v[column] for v in values], unit, fmt
        )

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        QTimer.singleShot(0, self, self.jobs.update)

    def hideEvent(self, event: QHideEvent) -> None:
        super().hideEvent(event)
        self.jobs.update()


def game_rows(game: str, rep: dict[str, Any]) -> list[list[str]]:
    """The figures of a game's own that the summary shows (from its report)."""
    if game in ("super-times-pay", "hot-roll"):
        return [
            ["Average multiplier", f"{rep['mean_multiplier']:.6f}"],
            ["Mean square of the multiplier", f"{rep['mean_square_multiplier']:.6f}"],
        ]
    if game == "wheel-poker":
        return [
            ["Average wheel prize (coins)", f"{rep['mean_prize']:.6f}"],
            ["A line's chance of a natural four of a kind", pct(rep["quad_probability"])],
            ["Return with the base game's holds", pct(rep["return_with_base_strategy"])],
        ]
    if game == "dream-card":
        return [
            ["Chance of a Dream Card deal", f"{rep['trigger']:g}"],
            [
                "What the machine's rule costs (best-EV against best-hand card)",
                pct(rep["rule_cost"]),
            ],
            ["Four-card deals the two rules value differently", pct(rep["rules_differ"], 3)],
        ]
    if game == "big-times-draw":
        return [
            ["Coins a line", str(rep["coins"])],
            ["Average multiplier", f"{rep['multiplier_mean']:.6f}"],
        ]
    if game == "spin-poker":
        lines = int(rep["lines"])
        return [
            [
                "Standard deviation per hand of the lines bet",
                f"{rep['sd_per_hand'][lines - 1]:.3f} (multi-play: "
                f"{rep['multi_play_sd_per_hand'][lines - 1]:.3f})",
            ]
        ]
    return []


def result_base_variance(result: FeatureResult) -> Fraction:
    """The base game's variance of one hand, bets squared."""
    base = getattr(result, "base", None)
    return Fraction(0) if base is None else Fraction(base.variance_exact)


def detail_rows(result: FeatureResult) -> tuple[list[list[str]], list[list[float]]]:
    """A game's own figures: rows of texts, and the numbers behind them (per column)."""
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
                    f"Level {lv['level']}",
                    f"{lv['multiplier']}x",
                    pct(lv["free_ride"], 2),
                    f"{lv['value']:.6f}",
                    f"{lv['value_no_free_ride']:.6f}",
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
                rows.append([f"{m:g}x", f"{p:.6f}"])
            else:
                values.append([m, w, p])
                rows.append([f"{m:g}x", f"{w:,}", f"{p:.6f}"])
    elif game == "wheel-poker":
        pairs = rep["wheel"]
        total = sum(w for _, w in pairs)
        for prize, w in pairs:
            values.append([prize, w, w / total])
            rows.append([f"{prize:,.0f}", f"{w:,}", f"{w / total:.6f}"])
    elif game == "dream-card":
        names = {"best-ev": "The best-EV card", "best-hand": "The best-hand card"}
        for rule, r in rep["returns"].items():
            ev = rep["dream_card_value"][rule]
            values.append([0.0, r * 100, ev])
            rows.append([names.get(rule, rule), pct(r), f"{ev:.6f}"])
    elif game == "big-times-draw":
        probs = rep["high_card_probabilities"]
        for card, m in rep["multipliers"].items():
            values.append([0.0, float(m), probs[card]])
            rows.append([f"{card} high", f"{m}x", f"{probs[card]:.6f}"])
    elif game == "spin-poker":
        for k, (sd, multi) in enumerate(
            zip(rep["sd_per_hand"], rep["multi_play_sd_per_hand"], strict=True), start=1
        ):
            values.append([k, sd, multi])
            rows.append([f"{k} line{'s' if k > 1 else ''}", f"{sd:.3f}", f"{multi:.3f}"])
    return rows, values
