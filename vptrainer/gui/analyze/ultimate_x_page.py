"""The Analyze view's Ultimate X page: the table being edited played as Ultimate X.

It shows the exact return at 1, 3, 5 and 10 lines beside the base game's (and with the
5-coin option when it is ticked), the multiplier table used (its family picked from the
pay table and changeable; its source named, an unverified one said so), the share of
lines at each multiplier, and for one dealt hand every hold's value against the total
multiplier ``M`` with the multipliers where the best hold changes (a chart, and the same
figures as tables). Every solve is a job-layer request, asked for only while the page is
visible, kept in the result store.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import QEvent, Qt, QTimer
from PySide6.QtGui import QHideEvent, QShowEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFileDialog,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from vptrainer.core.features.ultimate_x.multipliers import (
    FAMILIES,
    LINE_COUNTS,
    MultiplierTableError,
    family_of,
)
from vptrainer.core.games.paytable import PayTable
from vptrainer.gui.analyze.document import PayTableDocument
from vptrainer.gui.analyze.page_parts import (
    NONE,
    PENDING,
    FigureTable,
    named,
    pct,
    scrolled,
    signed_pct,
)
from vptrainer.gui.analyze.ultimate_x_hand import UltimateXHandPanel
from vptrainer.gui.i18n import integer, number
from vptrainer.gui.i18n.marks import QT_TRANSLATE_NOOP
from vptrainer.gui.jobs import JobBinding, Jobs, ProgressStrip, Want
from vptrainer.gui.jobs.features import (
    UltimateXDone,
    UltimateXHandDone,
    UltimateXHandRequest,
    UltimateXRequest,
)
from vptrainer.gui.style import ERROR_STYLE, HINT_STYLE, MINOR_STYLE, use
from vptrainer.gui.timers import call_later

FROM_FILE = "file"  # the family item of a multiplier table file
SETTLE_MS = 400  # an edit of the table settles before the solves start again
COINS_PLAIN = 5  # a hold's value is per coin of the five-coin pays
MAX_HOLDS_DRAWN = 7


class _Slot:
    """One solve the page shows (a line count, with or without the 5-coin option): a
    stable ``show`` method, so each is its own channel of the job binding."""

    def __init__(self, page: UltimateXPage, lines: int, five_coin: bool) -> None:
        self.page, self.lines, self.five_coin = page, lines, five_coin

    def show(self, done: UltimateXDone) -> None:
        self.page.show_solution(self.lines, self.five_coin, done)

    def failed(self, message: str) -> None:
        self.page.show_solve_failure(self.lines, self.five_coin, message)


class UltimateXPage(QWidget):
    """The Ultimate X page (see the module's text). ``doc`` is the table being edited."""

    RETURN_HEADERS = (
        QT_TRANSLATE_NOOP("UltimateXPage", "Lines"),
        QT_TRANSLATE_NOOP("UltimateXPage", "Return"),
        QT_TRANSLATE_NOOP("UltimateXPage", "Feature adds"),
        QT_TRANSLATE_NOOP("UltimateXPage", "Base game's holds"),
        QT_TRANSLATE_NOOP("UltimateXPage", "Approximation"),
        QT_TRANSLATE_NOOP("UltimateXPage", "With 5-coin bets"),
    )

    def __init__(self, doc: PayTableDocument, jobs: Jobs, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        named(self, "ultimateXPage", "Ultimate X")
        self.doc = doc
        self.table: PayTable = doc.table
        self.family: str | None = None
        self._picked_for: str | None = None  # the table name the family was picked for
        self.file: Path | None = None  # a multiplier table file (family FROM_FILE)
        self._opened = 0
        self._paused = False
        self._example = 0
        self._done: dict[tuple[int, bool], UltimateXDone] = {}
        self._slots = {(n, f): _Slot(self, n, f) for n in LINE_COUNTS for f in (False, True)}

        self.jobs = JobBinding(jobs, self.wanted, self)
        self.strip = ProgressStrip(
            self.jobs, ("uxState", "uxProgress", "uxCancel"), cancel=self.cancel
        )
        self.strip.cancel_button.setAccessibleName(self.tr("Cancel the Ultimate X solves"))
        self.strip.bar.setAccessibleName(self.tr("Progress of the Ultimate X solves"))
        self.strip.state.setAccessibleName(self.tr("State of the Ultimate X solves"))
        self.strip.state.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        self.solve_button = named(
            QPushButton(self.tr("Solve")),
            "uxSolveButton",
            self.tr("Solve again"),
            self.tr("Solve again after a cancel or a failure"),
        )
        assert isinstance(self.solve_button, QPushButton)
        self.solve_button.clicked.connect(self.resume)
        self.settle = QTimer(self, singleShot=True, interval=SETTLE_MS)
        self.settle.timeout.connect(self._take_table)
        doc.tableChanged.connect(self._on_table_edited)

        self.family_combo = QComboBox()
        named(
            self.family_combo,
            "uxFamilyCombo",
            self.tr("Multiplier table family"),
            self.tr("The multiplier table the game is solved with: a built-in table or a file"),
        )
        self.family_combo.addItem(self.tr("Choose a family…"), None)
        for f in FAMILIES:
            self.family_combo.addItem(f.name, f.id)
        self.family_combo.addItem(self.tr("A file…"), FROM_FILE)
        self.family_combo.setItemData(
            self.family_combo.count() - 1,
            self.tr("Open a multiplier table file (TOML, docs/ultimate-x-format.md)"),
            Qt.ItemDataRole.ToolTipRole,
        )
        self.family_combo.setSizeAdjustPolicy(
            QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon
        )
        self.family_combo.setMinimumContentsLength(14)
        self.family_combo.activated.connect(self._on_family_picked)
        self.lines_combo = QComboBox()
        named(
            self.lines_combo,
            "uxLinesCombo",
            self.tr("Lines shown in detail"),
            self.tr("The number of lines whose multiplier frequencies and hands are shown"),
        )
        for n in LINE_COUNTS:
            self.lines_combo.addItem(self.lines_text(n), n)
        self.lines_combo.currentIndexChanged.connect(self._on_selection)
        self.five_check = QCheckBox(self.tr("5-coin option"))
        named(
            self.five_check,
            "uxFiveCoinCheck",
            self.tr("Allow 5-coin bets on hands that carry multipliers"),
            self.tr(
                "Many machines let a hand that carries multipliers be bet at 5 coins a line: "
                "the multiplied win is paid, no new multipliers are earned."
            ),
        )
        self.five_check.toggled.connect(self._on_selection)

        self.message = self._label("uxMessage", self.tr("Ultimate X message"), wrap=True)
        use(self.message, ERROR_STYLE)
        self.message.hide()
        self.multipliers_label = self._label(
            "uxMultipliersLabel", self.tr("Multiplier table"), wrap=True
        )
        self.source_label = self._label(
            "uxSourceLabel", self.tr("Source of the multiplier table"), True
        )
        self.base_label = self._label("uxBaseLabel", self.tr("Base game's return"), wrap=True)
        self.returns = FigureTable(
            "uxReturnsTable",
            self.tr("Ultimate X return by lines"),
            [self.tr(h) for h in self.RETURN_HEADERS],
            self.tr("Ultimate X return"),
        )
        self.returns.set_rows([[self.lines_text(n)] + [PENDING] * 5 for n in LINE_COUNTS])
        self.returns.fit_rows()
        self.frequencies = FigureTable(
            "uxFrequencyTable",
            self.tr("Share of lines at each multiplier"),
            (self.tr("Multiplier"), self.tr("Share of lines")),
            self.tr("Ultimate X multiplier frequencies"),
        )
        self.stats_label = self._label("uxStatsLabel", self.tr("Ultimate X statistics"), wrap=True)

        self.hand = UltimateXHandPanel()
        self.hand.changed.connect(self.jobs.update)
        self.hand.exampleWanted.connect(self._next_example)
        self._build_layout()
        self._take_table()

    def lines_text(self, n: int) -> str:
        """``1 line`` / ``10 lines``."""
        if n == 1:
            return self.tr("%n line", "", n)
        return self.tr("%n lines", "", n)

    # ------------------------------------------------------------------ layout

    def _label(self, name: str, accessible: str, wrap: bool = False) -> QLabel:
        label = QLabel()
        named(label, name, accessible)
        label.setWordWrap(wrap)
        label.setTextFormat(Qt.TextFormat.PlainText)
        label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        return label

    def _build_layout(self) -> None:
        top = QHBoxLayout()
        top.addWidget(self.strip, 1)
        top.addWidget(self.solve_button)
        choose = QHBoxLayout()
        self.choose_labels: list[QLabel] = []
        for widget in (self.family_combo, self.lines_combo):
            label = QLabel()
            self.choose_labels.append(label)
            label.setBuddy(widget)
            choose.addWidget(label)
            choose.addWidget(widget)
        choose.addWidget(self.five_check)
        choose.addStretch(1)

        details = QGridLayout()
        details.addWidget(self.frequencies, 0, 0)
        details.addWidget(self.stats_label, 0, 1, Qt.AlignmentFlag.AlignTop)
        details.setColumnStretch(1, 1)
        self.frequencies.setMaximumWidth(260)
        self.frequencies.fit_rows(8)

        content = QWidget()
        named(content, "uxContent", self.tr("Ultimate X page"))
        cl = QVBoxLayout(content)
        cl.setContentsMargins(0, 0, 4, 0)
        cl.addLayout(choose)
        cl.addWidget(self.message)
        cl.addWidget(self.multipliers_label)
        cl.addWidget(self.source_label)
        cl.addWidget(self.base_label)
        cl.addWidget(self.returns)
        cl.addLayout(details)
        cl.addWidget(self.hand)
        cl.addStretch(1)
        scroll = scrolled(
            content,
            "uxScroll",
            self.tr("Ultimate X page"),
            self.tr("The Ultimate X returns, multipliers and hand, scrolled as a whole"),
        )
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(top)
        layout.addWidget(scroll, 1)
        self.retranslate()

    def retranslate(self) -> None:
        """The static texts in the current language."""
        self.choose_labels[0].setText(self.tr("Multipliers of:"))
        self.choose_labels[1].setText(self.tr("Details for:"))
        self.returns.setHorizontalHeaderLabels([self.tr(h) for h in self.RETURN_HEADERS])
        self.returns.headers = [self.tr(h) for h in self.RETURN_HEADERS]
        for index in range(self.lines_combo.count()):
            self.lines_combo.setItemText(
                index, self.lines_text(int(self.lines_combo.itemData(index)))
            )

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange and hasattr(self, "choose_labels"):
            self.retranslate()
        super().changeEvent(event)

    # ---------------------------------------------------------------- requests

    @property
    def selected_lines(self) -> int:
        return int(self.lines_combo.currentData())

    @property
    def five_coin(self) -> bool:
        return self.five_check.isChecked()

    def request(self, lines: int, five_coin: bool) -> UltimateXRequest | None:
        """The solve of the table shown at ``lines`` lines (None: no family chosen)."""
        if self.family is None:
            return None
        if self.family == FROM_FILE:
            return UltimateXRequest(self.table, lines, "", five_coin, self.file, self._opened)
        return UltimateXRequest(self.table, lines, self.family, five_coin)

    def wanted(self) -> list[Want[Any]]:
        """The selected solve, the hand asked about, then the other line counts (and
        their 5-coin option when it is ticked); nothing while hidden or cancelled."""
        if not self.isVisible() or self._paused or self.family is None:
            return []
        chosen = (self.selected_lines, self.five_coin)
        order = [chosen] + [(n, False) for n in LINE_COUNTS]
        if self.five_coin:
            order += [(n, True) for n in LINE_COUNTS]
        wants: list[Want[Any]] = []
        for key in dict.fromkeys(order):
            req = self.request(*key)
            assert req is not None
            slot = self._slots[key]
            wants.append(Want(req, slot.show, slot.failed))
            if key == chosen and self.hand.cards is not None and key in self._done:
                hand = UltimateXHandRequest(req, self.hand.cards, self.hand.total)
                wants.append(Want(hand, self.show_hand, self.show_hand_failure))
        return wants

    def cancel(self) -> None:
        """Stop the solves until an option changes or Solve is pressed."""
        self._paused = True
        self.jobs.cancel()
        self.strip.state.setText(self.tr("Cancelled: press Solve, or change an option, to go on."))

    def resume(self) -> None:
        """Solve again (after a cancel or a failure)."""
        self._paused = False
        self.message.hide()
        self.jobs.retry()
        self.jobs.update()

    # ----------------------------------------------------------------- inputs

    def _on_table_edited(self, _table: PayTable) -> None:
        self.settle.start()
        if self.isVisible():
            self.strip.state.setText(self.tr("Waiting for the edit to settle…"))

    def _take_table(self) -> None:
        """Show the table being edited (its family picked again when it is another)."""
        self.table = self.doc.table
        self._done.clear()
        self.returns.set_rows([[self.lines_text(n)] + [PENDING] * 5 for n in LINE_COUNTS])
        self.frequencies.set_rows([])
        self.stats_label.clear()
        self.base_label.clear()
        self.multipliers_label.clear()
        self.source_label.clear()
        self.hand.set_table(self.table.name, self.table.deck_size)
        if self._picked_for != self.table.name:
            self._picked_for = None
            self.family = self._table_family()
        self.family_combo.setCurrentIndex(max(0, self.family_combo.findData(self.family)))
        self._check_table()
        self._paused = False
        self.jobs.update()

    def _table_family(self) -> str | None:
        try:
            return family_of(self.table).id
        except MultiplierTableError:
            return None

    def _check_table(self) -> None:
        problem = ""
        if self.table.dealt:
            problem = self.tr(
                "{table} pays bonuses on the dealt hand, which Ultimate X does not; remove its "
                "dealt-hand lines to analyse it here."
            ).format(table=self.table.name)
            self.family = None
        elif self.family is None:
            problem = self.tr(
                "The Ultimate X family of {table} cannot be told from the table: choose whose "
                "multipliers to use above."
            ).format(table=self.table.name)
        self.message.setText(problem)
        self.message.setVisible(bool(problem))
        if problem:
            self.strip.state.setText("")
            self.returns.set_rows([[self.lines_text(n)] + [NONE] * 5 for n in LINE_COUNTS])

    def _on_family_picked(self, index: int) -> None:
        picked = self.family_combo.itemData(index)
        if picked == FROM_FILE:
            path, _ = QFileDialog.getOpenFileName(
                self,
                self.tr("Open a multiplier table"),
                "",
                self.tr("Multiplier tables (*.toml);;All files (*)"),
            )
            if not path:  # kept what was chosen before
                self.family_combo.setCurrentIndex(max(0, self.family_combo.findData(self.family)))
                return
            self.file = Path(path)
            self._opened += 1
            self.family_combo.setItemText(
                index, self.tr("File: {name}").format(name=self.file.name)
            )
        self.family = picked
        self._picked_for = self.table.name if self.family is not None else None
        self._done.clear()
        self.returns.set_rows([[self.lines_text(n)] + [PENDING] * 5 for n in LINE_COUNTS])
        self._check_table()
        self._paused = False
        self.jobs.retry()
        self.jobs.update()

    def _on_selection(self, *_: object) -> None:
        self._paused = False
        done = self._done.get((self.selected_lines, self.five_coin))
        self.frequencies.set_rows([])
        self.stats_label.setText(PENDING)
        if done is not None:
            self._show_details(done)
        self.jobs.update()

    def _next_example(self) -> None:
        done = self._done.get((self.selected_lines, self.five_coin))
        if done is None or not done.examples:
            self.hand.say(self.tr("No example yet: the game is being solved."))
            return
        self._example = (self._example + 1) % len(done.examples)
        self.hand.set_cards(done.examples[self._example])

    # ---------------------------------------------------------------- answers

    def show_solution(self, lines: int, five_coin: bool, done: UltimateXDone) -> None:
        """One solve: its row of the returns table, and the details when selected."""
        if done.result.game.table != self.table:
            return
        self._done[(lines, five_coin)] = done
        r = done.result
        row = LINE_COUNTS.index(lines)
        tip = self.tr(
            "Solved exactly in {iterations} policy iterations ({seconds} s); {coins} coins a game."
        ).format(
            iterations=integer(r.iterations),
            seconds=number(r.seconds, 2),
            coins=number(r.coins_per_game, 2),
        )
        if five_coin:
            self.returns.set_cell(row, 5, pct(r.expected_return), tip)
        else:
            self.returns.set_cell(row, 1, pct(r.expected_return), tip)
            base = float(r.base_game_return)
            self.returns.set_cell(row, 2, signed_pct(r.expected_return - base))
            self.returns.set_cell(
                row,
                3,
                pct(r.base_strategy_return),
                self.tr("The feature played with the base game's holds at every multiplier."),
            )
            self.returns.set_cell(
                row,
                4,
                pct(r.approximation_return),
                self.tr(
                    "Holds ranked by M x EV + c x lines x E[next multiplier] (c = {c}): the "
                    "approximation other tools use."
                ).format(c=number(r.approximation_c, 4)),
            )
            if not self.five_coin:
                self.returns.set_cell(
                    row, 5, NONE, self.tr("Tick the 5-coin option to compute the return with it.")
                )
            self.base_label.setText(
                self.tr(
                    "Base game (5 coins a line, no feature): {percent}. Returns are per coin "
                    "bet, 10 coins a line, with perfect play."
                ).format(percent=pct(base))
            )
        if (lines, five_coin) == (self.selected_lines, self.five_coin):
            self._show_details(done)

    def show_solve_failure(self, lines: int, five_coin: bool, message: str) -> None:
        """Say why a solve failed (in its cell, and above the table)."""
        row = LINE_COUNTS.index(lines)
        self.returns.set_cell(row, 5 if five_coin else 1, NONE, message)
        if (lines, five_coin) == (self.selected_lines, self.five_coin):
            self.message.setText(
                self.tr("Ultimate X could not be solved: {why}").format(why=message)
            )
            self.message.show()

    def _show_details(self, done: UltimateXDone) -> None:
        r = done.result
        mults = r.game.multipliers
        self.multipliers_label.setText(
            self.tr("Multiplier table: {name}: {description}.").format(
                name=mults.name, description=mults.describe()
            )
        )
        unverified = mults.source.lower().startswith("unverified")
        use(self.source_label, MINOR_STYLE if unverified else HINT_STYLE)
        self.source_label.setText(
            self.tr("This multiplier table is unverified: {why}").format(
                why=mults.source.split(":", 1)[-1].strip()
            )
            if unverified
            else self.tr("Source: {source}").format(source=mults.source)
            if mults.source
            else self.tr("The multiplier table names no source.")
        )
        self.frequencies.set_rows(
            [[self.tr("{m}x").format(m=m), pct(f, 2)] for m, f in r.multiplier_frequencies]
        )
        figures = {
            "lines": self.lines_text(r.lines),
            "mean": number(r.mean_multiplier, 4),
            "depends": pct(r.depends_on_multiplier, 2),
            "differs": pct(r.differs_from_base, 2),
        }
        if r.sd is None:
            stats = self.tr(
                "{lines}: a line carries {mean}x on average. The best hold depends on the total "
                "multiplier on {depends} of deals; {differs} of deals are played otherwise than "
                "in the base game at some multiplier."
            ).format(**figures)
        else:
            stats = self.tr(
                "{lines}: a line carries {mean}x on average. Standard deviation of a game: {sd} "
                "coins. The best hold depends on the total multiplier on {depends} of deals; "
                "{differs} of deals are played otherwise than in the base game at some multiplier."
            ).format(**figures, sd=number(r.sd, 2))
        self.stats_label.setText(stats)
        low, high = r.states[0], r.states[-1]
        self.hand.set_range(low, high)
        if self.hand.cards is None and done.examples:
            self._example = 0
            self.hand.set_cards(done.examples[0])

    def show_hand(self, done: UltimateXHandDone) -> None:
        """The hand's holds at M, the best hold's ranges, and the chart."""
        if done.hand.result.game.table == self.table:
            self.hand.show_hand(done)

    def show_hand_failure(self, message: str) -> None:
        """Say why the hand's holds could not be computed."""
        self.hand.say(
            self.tr("The holds could not be computed: {why}").format(why=message), error=True
        )

    def charts(self) -> list[Any]:
        """The page's charts, for File > Export."""
        return [self.hand.chart]

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        call_later(self, 0, self.jobs.update)

    def hideEvent(self, event: QHideEvent) -> None:
        super().hideEvent(event)
        self.jobs.update()  # out of sight: no solve runs for it
