"""The machine's keys never land in a text field (issue 28: the player's audit).

:class:`MachineKeys` belongs to the Play page: the page's keys (1-5 hold, Enter or Space
deal and draw, H hint, B bet) go to the machine; the options (bet, lines, seed, the
major-mistake threshold) close while a hand waits for its draw, and the focus leaves
them for the Deal button first (else Qt would pass it on to the next field, Seed); Enter
in a field commits it and gives the keys back; dealing takes the focus to the machine;
a new seed asks before it ends a session that has hands.
"""

from __future__ import annotations

import weakref

from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QAbstractSpinBox, QLineEdit, QMessageBox, QTabWidget, QWidget

from vptrainer.core.practice.texts import new_seed_question
from vptrainer.core.practice.trainer import Trainer
from vptrainer.gui.practice.options_bar import OptionsBar
from vptrainer.gui.practice.play_area import PlayArea
from vptrainer.gui.timers import call_later


class MachineKeys(QObject):
    """Keeps the focus where the machine's keys belong (see the module)."""

    def __init__(
        self,
        view: QWidget,
        pages: QTabWidget,
        play_page: QWidget,
        play: PlayArea,
        options: OptionsBar,
        trainer: Trainer,
    ) -> None:
        super().__init__(view)  # the view is its parent, never a Python reference: no cycle
        self.pages, self.play_page = pages, play_page
        self.play, self.options, self.trainer = play, options, trainer
        guard = weakref.WeakMethod(self.may_change_seed)
        options.seed_guard = lambda text: (asked := guard()) is None or asked(text)
        options.editingDone.connect(self.to_machine)

    @property
    def view(self) -> QWidget:
        """The Practice view (the parent)."""
        view = self.parent()
        assert isinstance(view, QWidget)
        return view

    def on_play_page(self) -> bool:
        """Whether the Play page is the one shown."""
        return self.pages.currentWidget() is self.play_page

    def handle(self, event: QKeyEvent) -> bool:
        """Play a key of the Play page on the machine; True when it was one."""
        return self.on_play_page() and self.play.handle_key(event)

    def to_machine(self) -> None:
        """The keys go to the machine (the Deal button) while the Play page is shown."""
        if self.on_play_page():
            self.play.deal_button.setFocus(Qt.FocusReason.OtherFocusReason)

    def controls_changed(self, allowed: bool) -> None:
        """The options open (between hands) or close (a hand waits for its draw)."""
        if not allowed and self.options.isAncestorOf(self.view.focusWidget()):
            self.to_machine()  # before its field is disabled: focus would move on to Seed
        self.options.set_betting_enabled(allowed)

    def dealt(self) -> None:
        """A hand was dealt: the hold keys go to the machine, never into a field."""
        focus = self.view.focusWidget()
        if focus is None or (
            focus is not self.play.deal_button and self.play_page.isAncestorOf(focus)
        ):
            self.to_machine()

    def focus_is_free(self) -> bool:
        """Whether no text field has the focus."""
        focus = self.view.focusWidget()
        return focus is None or not isinstance(focus, QLineEdit | QAbstractSpinBox)

    def shown(self) -> None:
        """The view was shown: the machine takes the keys unless a field has them."""
        if self.focus_is_free():
            call_later(self, 0, self._focus_deal)

    def _focus_deal(self) -> None:
        if self.view.isVisible() and self.on_play_page() and self.view.focusWidget() is None:
            self.play.deal_button.setFocus(Qt.FocusReason.OtherFocusReason)

    def may_change_seed(self, text: str) -> bool:
        """A new seed starts a new session: asked first when this one has hands."""
        session = self.trainer.session
        hands = 0 if session is None else session.stats.hands
        if not hands:
            return True
        answer = QMessageBox.question(
            self.view,
            self.tr("New seed"),
            new_seed_question(text, hands),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            QMessageBox.StandardButton.No,
        )
        return answer == QMessageBox.StandardButton.Yes
