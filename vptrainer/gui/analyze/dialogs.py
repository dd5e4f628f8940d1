"""The pay-table editor's dialogs: a custom quad split, and a game of any deck and wild cards."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QLabel,
    QLineEdit,
    QSpinBox,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from vptrainer.core.cards import RANKS, format_card
from vptrainer.core.errors import VPError
from vptrainer.core.games.game_spec import GameSpec
from vptrainer.core.games.paytable import custom_quad_line
from vptrainer.gui.style import EDIT_ERROR_STYLE, HINT_STYLE, use


class QuadSplitDialog(QDialog):
    """Asks for a four-of-a-kind split: quad ranks, optional kicker ranks, pay, label.

    In a game with wild cards the split is paid on natural fours (four cards of the rank
    that are not wild; the fifth card may be wild).
    """

    def __init__(self, parent: QWidget | None = None, *, natural: bool = False) -> None:
        super().__init__(parent)
        self.setObjectName("quadSplitDialog")
        self.natural = natural
        self.setWindowTitle(
            self.tr("Add a natural four-of-a-kind split")
            if natural
            else self.tr("Add a four-of-a-kind split")
        )
        self.ranks = QLineEdit(placeholderText=self.tr("e.g. A,8 or 2-4"))
        self.ranks.setObjectName("quadRanks")
        self.kickers = QLineEdit(placeholderText=self.tr("optional, e.g. A-4"))
        self.kickers.setObjectName("quadKickers")
        self.pays = QLineEdit(placeholderText=self.tr("per coin, e.g. 80"))
        self.pays.setObjectName("quadPays")
        self.label = QLineEdit(placeholderText=self.tr("optional, e.g. Four aces or eights"))
        self.label.setObjectName("quadLabel")
        self.error = QLabel()
        self.error.setObjectName("quadError")
        use(self.error, EDIT_ERROR_STYLE)
        self.error.setWordWrap(True)
        form = QFormLayout()
        form.addRow(self.tr("Quad ranks"), self.ranks)
        form.addRow(self.tr("Kicker ranks"), self.kickers)
        form.addRow(self.tr("Pays"), self.pays)
        form.addRow(self.tr("Label"), self.label)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.buttons.accepted.connect(self._check_and_accept)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        if natural:
            note = QLabel(
                self.tr(
                    "Paid on natural fours: four cards of the rank that are not wild "
                    "(the fifth card may be wild)."
                )
            )
            note.setWordWrap(True)
            use(note, HINT_STYLE)
            layout.addWidget(note)
        layout.addLayout(form)
        layout.addWidget(self.error)
        layout.addWidget(self.buttons)

    def values(self) -> tuple[str, str, str | None, str | None]:
        """(ranks, pays, kickers or None, label or None) as typed."""
        return (
            self.ranks.text().strip(),
            self.pays.text().strip(),
            self.kickers.text().strip() or None,
            self.label.text().strip() or None,
        )

    def _check_and_accept(self) -> None:
        ranks, pays, kickers, label = self.values()
        try:
            custom_quad_line(ranks, pays, kickers=kickers, label=label, natural=self.natural)
        except VPError as exc:
            self.error.setText(str(exc).removeprefix("quads.pays: "))
            return
        self.accept()


class GameDialog(QDialog):
    """Any game: jokers (0-2), wild ranks, specific wild cards, natural in their place.

    The game is checked as it is edited (``GameSpec``), and OK is offered only for a
    valid game; :attr:`game` is the game chosen.
    """

    def __init__(self, game: GameSpec, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("gameDialog")
        self.setWindowTitle(self.tr("Choose the game"))
        self.game: GameSpec | None = game
        self.jokers = QSpinBox()
        self.jokers.setObjectName("jokersSpin")
        self.jokers.setRange(0, 2)
        self.jokers.setValue(game.jokers)
        self.jokers.setSuffix(self.tr(" (added to the deck, wild)"))
        ranks = QGridLayout()
        ranks.setSpacing(2)
        self.rank_buttons: dict[int, QToolButton] = {}
        for r, code in enumerate(RANKS):
            b = QToolButton()
            b.setObjectName(f"wildRank_{code}")
            b.setText("10" if code == "T" else code)
            b.setCheckable(True)
            b.setChecked(r in game.wild_ranks)
            b.setToolTip(self.tr("Every {rank} is wild").format(rank="10" if code == "T" else code))
            b.setMinimumWidth(30)
            b.toggled.connect(self._update)
            self.rank_buttons[r] = b
            ranks.addWidget(b, 0, r)
        self.cards = QLineEdit(" ".join(format_card(c) for c in sorted(game.wild_cards)))
        self.cards.setObjectName("wildCardsEdit")
        self.cards.setPlaceholderText(self.tr("none, or cards such as Jh Js"))
        self.natural = QCheckBox(self.tr("A wild card in its own place keeps a hand natural"))
        self.natural.setObjectName("naturalInPlace")
        self.natural.setChecked(game.natural_in_place)
        self.natural.setToolTip(
            self.tr(
                "One-Eyed Jacks: a royal flush with the jack of hearts in its own place is a "
                "natural royal"
            )
        )
        self.summary = QLabel()
        self.summary.setObjectName("gameSummary")
        self.summary.setWordWrap(True)
        form = QFormLayout()
        form.addRow(self.tr("Jokers"), self.jokers)
        form.addRow(self.tr("Wild ranks"), ranks)
        form.addRow(self.tr("Wild cards"), self.cards)
        form.addRow("", self.natural)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.summary)
        layout.addWidget(self.buttons)
        self.jokers.valueChanged.connect(self._update)
        self.cards.textChanged.connect(self._update)
        self.natural.toggled.connect(self._update)
        self._update()

    def _update(self, *_: object) -> None:
        try:
            game = GameSpec(
                jokers=self.jokers.value(),
                wild_ranks=frozenset(r for r, b in self.rank_buttons.items() if b.isChecked()),
                wild_cards=self.cards.text(),  # type: ignore[arg-type]  # parsed and checked
                natural_in_place=self.natural.isChecked(),
            )
        except VPError as exc:
            self.game = None
            self.summary.setText(self.tr("Not a game yet: {why}").format(why=exc))
            use(self.summary, EDIT_ERROR_STYLE)
        else:
            self.game = game
            self.summary.setText(
                self.tr("{game}: {cards} cards, {wild} of them wild.").format(
                    game=game.describe().capitalize(), cards=game.deck_size, wild=game.wild_count
                )
            )
            use(self.summary, HINT_STYLE)
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        ok.setEnabled(self.game is not None)
